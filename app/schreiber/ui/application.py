"""Start the window: the Qt application, its language, the database, the main window."""

from __future__ import annotations

import gc
import logging
import os
import sys
from pathlib import Path
from types import TracebackType

# The Qt-free modules start-up needs come before PySide: once PySide is imported,
# its import hook reads the source of every module imported after it (looking
# for ``from __feature__ import …``), some 28 M instructions for these alone.
from schreiber import logs
from schreiber.session import service as _service  # noqa: F401 (imported for the above)
from schreiber.store.core import StoreCore, StoreError
from schreiber.store.database import data_folder
from schreiber.store.locate import database_url, open_store

# isort: split
from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from schreiber.ui import settings as setting
from schreiber.ui.i18n import Translations, resources_dir

# Set by benchmarks/bench_startup.py: print "painted" after the first paint and quit.
EXIT_AFTER_PAINT = "SCHREIBER_EXIT_AFTER_PAINT"


def window_icon() -> Path:
    """The window's icon, package data (``app/schreiber/resources/icons``; drawn by
    ``packaging/make_icons.py`` with the desktop's icons)."""
    return resources_dir() / "icons" / "schreiber-256.png"


def peak_memory_kib() -> int:
    """This process's peak resident memory in KiB (0 where the OS does not say).

    On Linux from ``VmHWM`` in ``/proc/self/status``, not ``ru_maxrss``: the
    latter survives ``exec`` and so reports the parent's peak when a large
    process (the benchmark, after exporting 5,000 deals) starts this one.
    """
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])  # "VmHWM:   81234 kB"
    except OSError:
        pass
    try:
        import resource
    except ImportError:  # Windows
        return 0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak // 1024 if sys.platform == "darwin" else peak  # macOS counts bytes


class _AfterFirstPaint(QObject):
    """Runs what can wait until the window has painted once.

    The window icon (only the title bar and task bar show it), the filter that
    widens file dialogs' columns, and the cyclic garbage collector, which
    start-up keeps off because nearly everything it makes lives as long as the
    window. Should the window not paint soon (it starts minimised), they come
    after :data:`LATEST` milliseconds anyway.
    With ``SCHREIBER_EXIT_AFTER_PAINT`` set (the start-up benchmark), the first
    paint also prints the memory and "painted" and quits.
    """

    LATEST = 1000

    def __init__(self, parent: QObject, report: bool) -> None:
        super().__init__(parent)
        self._report = report
        self._settled = False
        QTimer.singleShot(self.LATEST, self._settle)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._done)
        return False

    def _done(self) -> None:
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        if self._report:
            print(f"memory {peak_memory_kib()}", flush=True)
            print("painted", flush=True)
        self._settle()
        if self._report:
            app.quit()

    def _settle(self) -> None:
        """The icon, the file dialogs' columns and the collector, once."""
        if self._settled:
            return
        self._settled = True
        from PySide6.QtGui import QIcon

        from schreiber.ui.common.file_dialog_columns import install as widen_file_dialogs

        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.setWindowIcon(QIcon(str(window_icon())))
            # Qt's own file dialog with readable columns (issue 27). The filter sees
            # every event of the application: not before the first paint, which
            # shows no file dialog (the thousands of events of start-up pass it by).
            widen_file_dialogs(app)
        gc.enable()


def install_crash_handler(folder: Path) -> None:
    """Log to the data folder (``schreiber.logs``), and let an error that nothing caught
    leave its traceback there and a short message on screen, with the log's path,
    instead of vanishing (``schreiber-gui`` on Windows has no console) or ending
    the window: the evening goes on, and every saved deal is in the database."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    path = logs.set_up(folder)
    logger = logging.getLogger(logs.LOGGER)
    levels = {
        QtMsgType.QtWarningMsg: logging.WARNING,
        QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }

    def qt_message(kind: QtMsgType, _context: object, message: str) -> None:
        if kind in levels:
            logger.log(levels[kind], "Qt: %s", message)

    def crashed(
        kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        logs.log_exception(kind, error, trace)
        sys.__excepthook__(kind, error, trace)
        show_crash(path)

    qInstallMessageHandler(qt_message)
    sys.excepthook = crashed


def show_crash(path: Path | None) -> None:
    """Say that something went wrong, where the details are, and that nothing is lost."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    if QApplication.instance() is None:
        return
    words = QCoreApplication.translate(
        "Application",
        "Schreiber met an unexpected error. Every deal saved so far is kept, and the"
        " evening goes on. The details are in the log: {path}",
    )
    QMessageBox.critical(None, "Schreiber", words.format(path=path or "—"))


def writer_folder(store: StoreCore, data_dir: str | None) -> Path:
    """Where this computer keeps the window's writer slot: beside the SQLite file,
    or in the data folder when the database is a server's."""
    if isinstance(store.path, Path):
        return store.path.parent
    return data_folder(data_dir)


def run(
    data_dir: str | None = None, database: str | None = None, open_file: str | None = None
) -> int:
    """The window; ``open_file`` (``schreiber FILE``) is imported and opened at once."""
    # Start-up makes many objects that live as long as the window; collecting
    # garbage among them is wasted work. The collector is back after the first paint.
    gc.disable()
    try:
        return _run(data_dir, database, open_file)
    finally:
        gc.enable()


def _run(data_dir: str | None, database: str | None, open_file: str | None = None) -> int:
    if QApplication.instance() is None:  # missing X11 libraries: name them, not Qt's abort
        from schreiber.platform_check import main_check

        main_check()
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Schreiber")
    app.setOrganizationName("Schreiber")
    # Lets a Wayland desktop match the window to the menu entry and its icon.
    app.setDesktopFileName("de.schreiber.Schreiber")
    # The user's settings, made once and handed to whatever reads or writes them.
    settings = QSettings()
    install_crash_handler(data_folder(data_dir))
    translations = Translations(app)
    translations.apply(setting.LANGUAGE.read(settings))
    from schreiber.ui.connection.passwords import remembered_address, stored_password

    # The command line first (--database, or --data-dir for this computer's file),
    # as for the commands; then $SCHREIBER_DATABASE; then the address chosen in
    # File → Open database… (kept without its password, which is in the keyring);
    # else this computer's own file.
    url = database_url(database, data_dir)
    fallback_from: str | None = None  # the club's server not reached: its address
    if url is None and not data_dir:
        url = remembered_address(settings)
    try:
        store = open_store(url, data_dir, password=stored_password(url))
    except StoreError as error:
        from PySide6.QtWidgets import QMessageBox

        from schreiber.ui.common import text

        # A damaged or newer database is never touched: say so and stop. A club
        # server out of reach (or its password wrong or missing): say so and go on
        # with this computer's own file, so that File → Open database… can point
        # elsewhere or take the password.
        message = text.store_error_text(error)
        if url is not None:
            from schreiber.ui.connection.database_dialog import start_failure_text

            message = start_failure_text(error)
        QMessageBox.critical(None, "Schreiber", message)
        if url is None:
            return 1
        fallback_from = str(error.params.get("path") or "")
        try:
            store = open_store(None, data_dir)
        except StoreError as local_error:
            QMessageBox.critical(None, "Schreiber", text.store_error_text(local_error))
            return 1
    from schreiber.ui.common.writer import claim_writer
    from schreiber.ui.main_window import MainWindow

    # Undo is per writer: this window's own id, the same after a restart.
    store.writer, writer_lock = claim_writer(writer_folder(store, data_dir))
    window = MainWindow(store, settings, translations=translations, data_dir=data_dir)
    window.writer_lock = writer_lock
    after_paint = _AfterFirstPaint(window, report=bool(os.environ.get(EXIT_AFTER_PAINT)))
    window.installEventFilter(after_paint)
    window.start_up()
    if fallback_from is not None:
        window.show_fallback(fallback_from)
    window.show_fitted()
    if open_file:  # a file opened from the file manager or the command line
        window.files.import_path(open_file)
    return app.exec()
