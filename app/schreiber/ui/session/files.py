"""File → Import…, Export workbook…, Export the club's history as CSV…, Back up…
and Settings…: a session in from a workbook or a session file, the evening out as
a workbook, every deal of the club as one CSV table, the database out as one
backup file, and the window's language."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, Qt
from PySide6.QtWidgets import QApplication

from schreiber.games.errors import RecordError
from schreiber.store.core import StoreError
from schreiber.ui import settings as setting
from schreiber.ui.common import text

Written = TypeVar("Written")

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu

    from schreiber.ui.main_window import MainWindow


class FileActions:
    """File's imports and exports of a :class:`~schreiber.ui.main_window.MainWindow`."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.history_action: QAction | None = None

    def workbook_language(self) -> str:
        """The workbook's language: the interface's, if the workbook speaks it."""
        code = QLocale().name()[:2]
        return code if code in ("ja", "de") else "en"

    def export_workbook(self) -> None:
        """File → Export: the evening's workbook, named after its date and title."""
        from decimal import Decimal, InvalidOperation

        from PySide6.QtCore import QLocale
        from PySide6.QtWidgets import QMessageBox

        from schreiber.io.workbook import default_file_name, export_workbook, paper_for_locale

        session = self.window.controller.session
        path = self._save_path(
            setting.EXPORT_FOLDER,
            QCoreApplication.translate("MainWindow", "Export the evening's workbook"),
            default_file_name(session),
            QCoreApplication.translate("MainWindow", "Excel workbook (*.xlsx)"),
            ".xlsx",
        )
        if path is None:
            return
        # The money of the workbook is the money of the evening's screen.
        rate_text, currency, rounding_text = self.window.glance.settlement_settings()
        try:
            rate = Decimal(rate_text) if rate_text else None
            rounding = Decimal(rounding_text)
        except InvalidOperation:
            rate, rounding = None, Decimal("0.01")
        try:
            paper = paper_for_locale(QLocale.system().name())  # the desktop's own locale
            language, replay = self.workbook_language(), self.window.controller.replay
            export_workbook(session, path, language, rate, currency, rounding, paper, replay)
        except Exception as error:  # WorkbookError, OSError, or openpyxl failing midway
            from schreiber.io.bounded import WorkbookError
            from schreiber.io.safe_write import WriteError

            reason: object = error
            if isinstance(error, WriteError):  # a link, a folder, read-only: in the user's words
                reason = QCoreApplication.translate("WriteError", error.why).format(**error.params)
            elif isinstance(error, WorkbookError):
                reason = text.workbook_error_text(error)
            QMessageBox.critical(
                self.window,
                QCoreApplication.translate("MainWindow", "Workbook not written"),
                QCoreApplication.translate(
                    "MainWindow", "{path} could not be written: {reason}"
                ).format(path=path, reason=reason),
            )
            return
        setting.EXPORT_FOLDER.write(self.window.settings, str(Path(path).parent))
        self.window.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Workbook written: {path}").format(path=path),
            8000,
        )

    def _save_path(
        self, folder: setting.Text, caption: str, name: str, kind: str, suffix: str
    ) -> str | None:
        """The file to write, asked with the save dialog in the last folder used for
        ``folder`` and ``name`` offered; ``suffix`` added when the name lacks it.
        None when the dialog was cancelled."""
        from PySide6.QtWidgets import QFileDialog

        offered = str(Path(folder.read(self.window.settings)) / name)
        path, _ = QFileDialog.getSaveFileName(self.window, caption, offered, kind)
        if not path:
            return None
        return path if path.lower().endswith(suffix) else path + suffix

    def _written(self, path: str, write: Callable[[], Written], not_written: str) -> Written | None:
        """``write()`` under a wait cursor; None after telling why it failed: the
        store's fault as the window tells it, a file that could not be written (a
        link, a folder, read-only, a full disk) in the user's words."""
        from PySide6.QtWidgets import QMessageBox

        from schreiber.io.safe_write import WriteError

        failure: StoreError | WriteError | None = None
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            return write()
        except (StoreError, WriteError) as error:
            failure = error
        finally:
            QApplication.restoreOverrideCursor()
        if isinstance(failure, StoreError):
            self.window.show_store_error(text.problem_text(failure))
            return None
        reason = QCoreApplication.translate("WriteError", failure.why).format(**failure.params)
        QMessageBox.critical(
            self.window,
            not_written,
            QCoreApplication.translate(
                "MainWindow", "{path} could not be written: {reason}"
            ).format(path=path, reason=reason),
        )
        return None

    def back_up_database(self) -> None:
        """File → Back up…: the whole database, as of one moment, in one file
        (:mod:`schreiber.store.backup`, as ``schreiber backup`` writes it), written as
        exports are (:mod:`schreiber.io.safe_write`); the status bar says where it went."""
        from PySide6.QtCore import QDate

        from schreiber.io.safe_write import write_file
        from schreiber.store.backup import take_backup

        today = QDate.currentDate().toString(Qt.DateFormat.ISODate)
        chosen = self._save_path(
            setting.BACKUP_FOLDER,
            QCoreApplication.translate("MainWindow", "Back up the database"),
            f"schreiber-backup-{today}.json",
            QCoreApplication.translate("MainWindow", "Schreiber backup (*.json)"),
            ".json",
        )
        if chosen is None:
            return
        path = chosen

        def back_up() -> bool:
            data, _ = take_backup(self.window.store)
            write_file(path, data)
            return True

        not_written = QCoreApplication.translate("MainWindow", "Backup not written")
        if self._written(path, back_up, not_written) is None:
            return
        setting.BACKUP_FOLDER.write(self.window.settings, str(Path(path).parent))
        self.window.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Backup written: {path}").format(path=path),
            8000,
        )

    def add_history_action(self, menu: QMenu) -> QAction:
        """File → Export the club's history as CSV…, added to ``menu``; its text
        follows the window's language."""
        from PySide6.QtGui import QAction

        action = QAction(self.window)
        action.triggered.connect(self.export_history)
        menu.addAction(action)
        _NameOnLanguageChange(
            action,
            lambda: QCoreApplication.translate("MainWindow", "Export the club's &history as CSV…"),
        )
        self.history_action = action
        return action

    def export_history(self) -> None:
        """File → Export the club's history as CSV…: every session of the database, one
        row per player per deal (:mod:`schreiber.io.history_csv`, as ``schreiber
        history-csv`` writes it); the status bar says where it went."""
        from PySide6.QtCore import QDate

        from schreiber.io.history_csv import write_history_csv

        today = QDate.currentDate().toString(Qt.DateFormat.ISODate)
        chosen = self._save_path(
            setting.EXPORT_FOLDER,
            QCoreApplication.translate("MainWindow", "Export the club's history"),
            f"schreiber-history-{today}.csv",
            QCoreApplication.translate("MainWindow", "CSV table (*.csv)"),
            ".csv",
        )
        if chosen is None:
            return
        path = chosen
        not_written = QCoreApplication.translate("MainWindow", "History not written")
        history = self._written(
            path, lambda: write_history_csv(self.window.store, path), not_written
        )
        if history is None:
            return
        setting.EXPORT_FOLDER.write(self.window.settings, str(Path(path).parent))
        message = QCoreApplication.translate(
            "MainWindow", "History written: {path} ({rows} rows)"
        ).format(path=path, rows=history.rows)
        if history.damaged:
            message += " " + QCoreApplication.translate(
                "MainWindow", "{count} damaged sessions were left out."
            ).format(count=len(history.damaged))
        self.window.statusBar().showMessage(message, 8000)

    def import_session(self) -> None:
        """File → Import: a workbook the app exported, or a session file, as a new session."""
        from PySide6.QtWidgets import QFileDialog

        folder = setting.EXPORT_FOLDER.read(self.window.settings)
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            QCoreApplication.translate("MainWindow", "Import a session"),
            folder,
            QCoreApplication.translate("MainWindow", "Workbooks and session files (*.xlsx *.json)"),
        )
        if not path:
            return
        self.import_path(path)

    def import_path(self, path: str) -> bool:
        """Import the workbook or session file at ``path`` as a new session and open it
        (File → Import, and ``schreiber FILE``); a file that cannot be imported is
        refused with a message and changes nothing."""
        from PySide6.QtWidgets import QMessageBox

        from schreiber.io.json_file import JsonFileError, read_json_file
        from schreiber.io.workbook import WorkbookError, read_workbook
        from schreiber.session.file import MAX_SESSION_BYTES

        data: object
        try:
            if path.lower().endswith(".xlsx"):
                data = read_workbook(path)
            else:
                data = read_json_file(path, MAX_SESSION_BYTES)
            self.window.controller.create(data, imported=Path(path).name)
        except (WorkbookError, JsonFileError, RecordError, StoreError, OSError) as error:
            reason = str(error)
            if isinstance(error, (RecordError, StoreError)):  # which field, then why
                reason = text.problem_text(error)
            elif isinstance(error, WorkbookError):  # what is wrong and what to do, translated
                reason = text.workbook_error_text(error)
            elif isinstance(error, JsonFileError):  # the same, in the window's language
                reason = error.text(self.workbook_language())
            QMessageBox.warning(
                self.window,
                QCoreApplication.translate("MainWindow", "Not imported"),
                QCoreApplication.translate(
                    "MainWindow", "{path} was not imported: {reason}"
                ).format(path=path, reason=reason),
            )
            return False
        self.window.stack.setCurrentWidget(self.window.page)
        self.window.page.entry.clear()
        self.window.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Imported: {path}").format(path=path), 8000
        )
        return True

    def tell_rewritten(self) -> None:
        """The database file had vanished and was written again: the table should know."""
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(
            self.window,
            QCoreApplication.translate("MainWindow", "Database written again"),
            QCoreApplication.translate(
                "MainWindow",
                "The database {path} was deleted or moved while Schreiber had it open. "
                "It has been written again with every session in it, and this change "
                "is saved.",
            ).format(path=self.window.store.path),
        )

    def show_settings(self) -> None:
        """File → Settings: the language, switched at once."""
        from schreiber.ui.common.settings_dialog import SettingsDialog

        SettingsDialog(self.window.settings, self.window.translations, self.window).exec()


class _NameOnLanguageChange(QObject):
    """Gives ``action`` its text now and again when its window's language changes."""

    def __init__(self, action: QAction, text: Callable[[], str]) -> None:
        window = action.parent()
        assert isinstance(window, QObject)
        super().__init__(action)
        self._action = action
        self._text = text
        window.installEventFilter(self)
        action.setText(text())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self._action.setText(self._text())
        return False
