"""The main window: the start screen, or an open session's sheet and entry panel.

Layout only, plus the wiring of menus and widgets to the controller. Nothing
is ever saved by hand: each deal is stored the moment it is entered.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QSettings,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from schreiber.games import titles
from schreiber.games.common import Seating, SessionEnd
from schreiber.games.errors import RecordError
from schreiber.games.registry import game as game_of
from schreiber.store.core import (
    ConflictError,
    DamagedSessionError,
    Right,
    StoreCore,
    StoreError,
    UnreachableError,
)
from schreiber.ui import settings as setting
from schreiber.ui.club.menu import ClubMenu
from schreiber.ui.common import text
from schreiber.ui.common.game_ui import DEFAULT_GAME, entry_panel, game_ui
from schreiber.ui.common.widgets import is_language_change
from schreiber.ui.connection.rights import gate
from schreiber.ui.entry.keyboard import EntryWidget
from schreiber.ui.evening.chart import TotalsChart
from schreiber.ui.evening.controller import (
    RoundLabel,
    SessionController,
    Step,
    action_text,
    deal_name,
    deal_summary,
)
from schreiber.ui.evening.drafts import DraftKeeper
from schreiber.ui.evening.glance import EveningGlance
from schreiber.ui.evening.phones_menu import Phones
from schreiber.ui.evening.session_end import play_on
from schreiber.ui.i18n import Translations
from schreiber.ui.reference.help import HelpWindows
from schreiber.ui.session.files import FileActions
from schreiber.ui.sheet.model import Column, SheetModel
from schreiber.ui.sheet.standings import Standings
from schreiber.ui.sheet.view import SheetView

TITLE_BAR_ROOM = 40  # pixels a window manager adds above a window, about
"""QSettings key: the club database's address (empty: this computer's file)."""

# Dialogs and message boxes are imported where they are used: PySide makes each
# Qt class (and every enum in it) the first time it is touched, which is
# start-up time for a class the first paint does not need.
if TYPE_CHECKING:  # made the first time they are asked for, to keep start-up short
    from PySide6.QtCore import QLockFile

    from schreiber.ui.entry.doppelkopf import EntryPanel
    from schreiber.ui.session.start_screen import StartScreen
    from schreiber.ui.sheet.table_view import TableView


class SessionPage(QWidget):
    """Standings and sheet on the left, the entry panel of the session's game on the right."""

    commit = Signal(dict, object)  # a checked deal record, the deal number edited or None
    edited = Signal()  # the entry changed (schreiber.ui.evening.drafts keeps it)

    def __init__(self, controller: SessionController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._fitted_session: int | None = None  # whose columns the sheet was fitted to
        self.banner = QLabel(self)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setStyleSheet(
            "background: palette(highlight); color: palette(highlighted-text);"
            " font-weight: bold; padding: 6px; border-radius: 4px;"
        )
        self.banner.hide()
        self.model = SheetModel(self)
        self.standings = Standings(self)
        # The sheet fits its columns and zooms by itself (schreiber.ui.sheet.view).
        self.sheet = SheetView(self.model, self)
        self.player_delegate = self.sheet.player_delegate
        self.entry_stack = QStackedWidget(self)
        self.entries: dict[str, EntryWidget] = {}
        self.entry: EntryWidget = self._entry_for(DEFAULT_GAME)
        scroll = QScrollArea(self)
        scroll.setWidget(self.entry_stack)
        scroll.setWidgetResizable(True)
        scroll.setMinimumWidth(400)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.banner)
        left_layout.addWidget(self.standings)
        # The sheet above, the running totals as a chart below (drag to resize).
        self.chart = TotalsChart(self)
        self.chart.setMinimumHeight(120)
        self.chart.deal_clicked.connect(self.select_deal)
        self.sheet_split = QSplitter(Qt.Orientation.Vertical, self)
        self.sheet_split.addWidget(self.sheet)
        self.sheet_split.addWidget(self.chart)
        self.sheet_split.setStretchFactor(0, 3)
        self.sheet_split.setStretchFactor(1, 1)
        self.sheet_split.setSizes([440, 180])
        left_layout.addWidget(self.sheet_split, 1)
        splitter = QSplitter(self)
        splitter.addWidget(left)
        splitter.addWidget(scroll)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([840, 420])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(splitter)

    def retranslate(self) -> None:
        """The sheet's headers and cells and the session-end banner in the current language.

        (The standings and the entry panels follow the language by themselves.)
        """
        self.model.retranslate()
        self.fit_columns()
        if self.controller.service is not None:
            self.show_end(self.controller.replay.end)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        elif event.type() == QEvent.Type.PaletteChange:
            self.model.palette_changed()  # Re/Kontra tints and red totals for the new palette
        super().changeEvent(event)

    def _entry_for(self, game: str) -> EntryWidget:
        """The entry panel of ``game``, made the first time it is needed."""
        if game not in self.entries:
            panel = entry_panel(game, self.controller.preview, self)
            panel.commit.connect(self.commit)
            panel.edited.connect(self.edited)
            self.entries[game] = panel
            self.entry_stack.addWidget(cast(QWidget, panel))
        return self.entries[game]

    def refresh(self) -> None:
        controller = self.controller
        game = controller.session.game
        self.entry = self._entry_for(game)
        self.entry_stack.setCurrentWidget(cast(QWidget, self.entry))
        # Everyone who sat at the table this evening, late arrivals too (rules §2a).
        players = tuple(controller.replay.totals) or controller.session.players
        for column in range(Column.PLAYERS, Column.PLAYERS + len(players)):
            self.sheet.setItemDelegateForColumn(column, self.player_delegate)
        # Columns past the players keep this delegate from a larger table; it
        # paints anything without a total the default way.
        self.model.update(controller.session, controller.replay)
        self.standings.show_replay(controller.replay)
        self.chart.set_replay(players, controller.replay)
        # The columns this game hides, after the model took the session (a reset
        # forgets hidden columns) and never by what an earlier session hid: a
        # Crescendo evening's hidden details column is a larger table's 4th player.
        for column in range(self.model.columnCount()):
            self.sheet.setColumnHidden(column, False)
        self.sheet.setColumnHidden(Column.BOCK, not game_of(game).bock)
        self.sheet.setColumnHidden(self.model.details_column(), not game_ui(game).details)
        self.show_end(controller.replay.end)
        self.entry.set_session(controller.session, controller.replay)
        self.sheet.scrollToBottom()
        session_id = controller.service.session_id if controller.service else None
        self.fit_columns(keep_widths=session_id == self._fitted_session)
        self._fitted_session = session_id

    def fit_columns(self, keep_widths: bool = False) -> None:
        """Fit the sheet's columns (see :meth:`SheetView.fit_columns`)."""
        self.sheet.fit_columns(keep_widths)

    def show_end(self, end: SessionEnd) -> None:
        """Announce the winner once the agreed number of deals or score is reached."""
        if not end.finished:
            self.banner.hide()
            return
        totals = self.controller.replay.totals
        winners = ", ".join(f"{name} ({text.signed(totals[name])})" for name in end.winners)
        self.banner.setText(self.tr("The session is over. Winner: {names}").format(names=winners))
        self.banner.show()

    def select_deal(self, number: int) -> None:
        """Select deal ``number`` in the sheet (a click on the chart)."""
        if 1 <= number <= self.model.deal_count():
            self.sheet.selectRow(number - 1)
            self.sheet.scrollTo(self.model.index(number - 1, 0))

    @property
    def doppelkopf_entry(self) -> EntryPanel:
        """The Doppelkopf panel (for scripts and tests that drive its fields)."""
        from schreiber.ui.entry import doppelkopf

        panel = self._entry_for(doppelkopf.GAME)
        assert isinstance(panel, doppelkopf.EntryPanel)
        return panel

    def selected_deal(self) -> int | None:
        """The deal number of the selected row (not the next-deal row)."""
        rows = self.sheet.selectionModel().selectedRows()
        if not rows:
            return None
        row = rows[0].row()
        return row + 1 if row < self.model.deal_count() else None


def last_open(settings: QSettings, store: StoreCore) -> int | None:
    """The session the window had open when it was last closed, if it is on this
    database and not archived (else None: the last one changed opens)."""
    database, _, number = setting.LAST_SESSION.read(settings).rpartition("#")
    if not number.isdigit() or database != setting.DATABASE.read(settings):
        return None
    wanted = int(number)
    listed = store.sessions.list_sessions()
    return wanted if any(info.id == wanted for info in listed) else None


def remember_open(settings: QSettings, controller: SessionController) -> None:
    """Note the open session, for :meth:`MainWindow.start_up` after the next start."""
    service = controller.service
    if service is not None:
        database = setting.DATABASE.read(settings)
        setting.LAST_SESSION.write(settings, f"{database}#{service.session_id}")


class MainWindow(QMainWindow):
    def __init__(
        self,
        store: StoreCore,
        settings: QSettings,
        parent: QWidget | None = None,
        translations: Translations | None = None,
        data_dir: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        # The data folder given at start (--data-dir), for File → Open database….
        self.data_dir = data_dir
        # Window preferences (the last export folder, the geometry): the user's,
        # given by schreiber.ui.application.run; tests pass a file of their own.
        self.settings = settings
        # The installed languages, switched by File → Settings.
        if translations is None:
            app = QCoreApplication.instance()
            assert app is not None
            translations = Translations(app)
        self.translations = translations
        self.controller = SessionController(store, self)
        # This window's writer slot (schreiber.ui.common.writer), held while the window lives.
        self.writer_lock: QLockFile | None = None
        # The (id, revision) of the deal being edited, as it was when the edit began.
        self._edit_target: tuple[int, int] | None = None
        self._close_refused = False  # a close kept the window open once (closeEvent)
        # Parts of the window with menus of their own: F1 and Shift+F1, the evening
        # at a glance, File's imports and exports, the Club menu.
        self.help_windows = HelpWindows(self)
        self.glance = EveningGlance(self)
        self.files = FileActions(self)
        self.club = ClubMenu(self)
        self.resize(1280, 720)  # shown by show_fitted: never larger than the screen
        self.stack = QStackedWidget(self)
        self._start: StartScreen | None = None  # made when first shown (start-up time)
        self._table: TableView | None = None  # the table view (F11), made when first shown
        self._form_focus: QWidget | None = None  # where the keys went before the table view
        self.page = SessionPage(self.controller, self)
        self.stack.addWidget(self.page)
        self.setCentralWidget(self.stack)
        self.statusBar().setSizeGripEnabled(True)  # made now: no jump at the first message
        # A club night's table: its round, table and deal of the deals due.
        self.round_label = RoundLabel(
            self.controller,
            self.page.model,
            self,
            on_page=lambda: self.stack.currentWidget() is self.page,
        )
        # Said only beside the table's own sheet, never over the Sessions list.
        self.stack.currentChanged.connect(lambda _index: self.round_label.follow())
        self.statusBar().addPermanentWidget(self.round_label)
        # While the club's server cannot be reached: said for as long as it lasts.
        self.offline_label = QLabel(self)
        self.offline_label.setObjectName("offline")
        self.offline_label.setStyleSheet("QLabel#offline { font-weight: bold; padding: 0 6px; }")
        self.offline_label.hide()
        self._offline_reason = ""  # why the last save failed while offline
        self.statusBar().addPermanentWidget(self.offline_label)
        # The club's server could not be reached at start: this laptop's own file
        # is open instead, and that is said for as long as it is so.
        self.fallback_label = QLabel(self)
        self.fallback_label.setObjectName("fallback")
        self.fallback_label.setStyleSheet("QLabel#fallback { font-weight: bold; padding: 0 6px; }")
        self.fallback_label.hide()
        self.statusBar().addPermanentWidget(self.fallback_label)
        self._fallback_from = ""
        self._build_menus()
        self._connect()
        # The entry typed and not yet saved, kept in the database as a draft.
        self.drafts = DraftKeeper(self)
        self.retranslate()

    # Language -----------------------------------------------------------------------

    def retranslate(self) -> None:
        """Menus, actions, the undo steps and the title in the current language.

        The pages set their own texts again (each widget gets ``LanguageChange``);
        the open session, the selection and the sizes stay as they are.
        """
        self.retranslate_offline()
        self.fallback_label.setText(self.tr("This laptop's own database, not the club's"))
        self.fallback_label.setToolTip(
            self.tr(
                "The club's database {server} could not be reached at start, so this"
                " laptop's own database is open: deals entered now stay on this laptop."
                " File → Open database… connects to the club's again."
            ).format(server=self._fallback_from)
        )
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.evening_menu.setTitle(self.tr("Eve&ning"))
        self.club_menu.setTitle(self.tr("&Club"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_action.setText(self.tr("&New session…"))
        self.sessions_action.setText(self.tr("&Sessions…"))
        self.import_action.setText(self.tr("&Import…"))
        self.export_action.setText(self.tr("&Export workbook…"))
        self.rename_action.setText(self.tr("&Rename session…"))
        self.rules_action.setText(self.tr("Change r&ules…"))
        self.archive_action.setText(self.tr("&Archive session"))
        self.delete_session_action.setText(self.tr("&Delete session…"))
        self.database_action.setText(self.tr("Open data&base…"))
        self.backup_action.setText(self.tr("Bac&k up…"))
        self.settings_action.setText(self.tr("Se&ttings…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.enter_action.setText(self.tr("E&nter a deal"))
        self.sheet_action.setText(self.tr("Go to the score &sheet"))
        self.edit_deal_action.setText(self.tr("&Edit selected deal"))
        self.delete_deal_action.setText(self.tr("De&lete selected deal…"))
        self.table_action.setText(self.tr("&Table view"))
        self.glance_action.setText(self.tr("The evening at a &glance…"))
        self.statistics_action.setText(self.tr("&Statistics…"))
        self.players_action.setText(self.tr("&Players…"))
        self.roster_action.setText(self.tr("The club's &players…"))
        self.league_action.setText(self.tr("&League table…"))
        self.new_night_action.setText(self.tr("&New club night…"))
        self.nights_action.setText(self.tr("Club nigh&ts…"))
        self.deadlines_action.setText(self.tr("Announcement &deadlines…"))
        self.reference_action.setText(self.tr("&Rules reference…"))
        self.about_action.setText(self.tr("&About Schreiber"))
        self.controller.retranslate()
        self._update_undo_texts()
        self._update_actions()  # the organiser's controls say why in this language
        if self.stack.currentWidget() is self.page and self.controller.service is not None:
            self._show_session_title()
        else:
            self.setWindowTitle(self.tr("Schreiber"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def _update_undo_texts(self) -> None:
        """Undo and Redo name the step each one would take ("Undo add deal")."""
        stack = self.controller.undo_stack
        undo, redo = stack.undoText(), stack.redoText()
        self.undo_action.setText(
            self.tr("&Undo {action}").format(action=undo) if undo else self.tr("&Undo")
        )
        self.redo_action.setText(
            self.tr("&Redo {action}").format(action=redo) if redo else self.tr("&Redo")
        )

    # Rules at hand ------------------------------------------------------------------

    # The evening at a glance ----------------------------------------------------------

    # Club ----------------------------------------------------------------------------

    def change_players(self) -> None:
        """Evening → Players…: a late arrival, someone leaving, new seats or another
        dealer, from the next deal on (rules §2a). Saved as a ``seating`` record in
        the deal list, so Ctrl+Z takes it back like a deal."""
        from PySide6.QtWidgets import QDialog, QMessageBox

        from schreiber.games.registry import game
        from schreiber.ui.evening.players import PlayersDialog

        if self.controller.service is None:
            return
        session = self.controller.session
        dialog = PlayersDialog(
            session.seating_before(len(session.deals)),
            self.controller.replay.next.dealer,
            game(session.game).player_range,
            self,
            store=self.store,
        )
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        record = dialog.record()
        try:
            self.controller.add_deal(record)
        except RecordError as error:
            QMessageBox.warning(self, self.tr("Players not changed"), text.error_text(error))
            return
        except StoreError as error:
            self.show_store_error(text.problem_text(error))
            return
        self.statusBar().showMessage(
            self.tr("From the next deal on: {players}; {dealer} deals").format(
                players=", ".join(str(name) for name in dialog.players()),
                dealer=record["dealer"],
            ),
            8000,
        )
        self.page.entry.clear()

    def open_database(self) -> None:
        """File → Open database…: a club's PostgreSQL server, or this computer's file.

        Server, port, database, user and password in fields of their own
        (schreiber.ui.connection.database_dialog). The address is remembered without its password
        (``database/url`` in the settings) and used at the next start; the
        password goes to the system keyring, or a file only the user can read. A
        database that cannot be opened changes nothing.
        """
        from PySide6.QtWidgets import QDialog

        from schreiber.ui.connection.database_dialog import DatabaseDialog

        dialog = DatabaseDialog(self.settings, self.data_dir, self.store.writer, self)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.store is None:
            return
        store = dialog.store
        self.switch_store(store)
        message = self.tr("Database: {where}").format(where=store.path)
        if dialog.kept_in is not None:
            message += " — " + self.tr("password kept in {place}").format(place=dialog.kept_in)
        self.statusBar().showMessage(message, 8000)

    def retranslate_offline(self) -> None:
        """The offline note: short in the status bar, the whole of it (and why the
        last save failed) when pointed at."""
        self.offline_label.setText(self.tr("Offline — entries are kept"))
        tip = self.tr(
            "Offline: the club's database cannot be reached. What you enter is kept;"
            " press Enter again when it is back (nothing is saved twice)"
        )
        parts = [tip, self._offline_reason] if self._offline_reason else [tip]
        # As rich text, which Qt wraps: a plain tooltip is one line, wider than
        # the screen with a club server's address in it.
        self.offline_label.setToolTip("".join(f"<p>{html.escape(part)}</p>" for part in parts))

    def _offline_changed(self, offline: bool) -> None:
        if not offline:
            self._offline_reason = ""
            self.retranslate_offline()
        self.offline_label.setVisible(offline)

    def show_fallback(self, server: str) -> None:
        """Say, for as long as it is so, that this laptop's own database is open
        because the club's ``server`` could not be reached at start."""
        self._fallback_from = server
        self.retranslate()
        self.fallback_label.show()

    def switch_store(self, store: StoreCore) -> None:
        """Go on with another database: the open session closes, the last one of the
        new database opens (or the start screen)."""
        self.fallback_label.hide()  # the user chose this database
        old = self.store
        self._edit_target = None
        self.controller.close()
        self.controller.store = store
        self.store = store
        try:
            old.close()
        except StoreError as error:
            self.show_store_error(text.problem_text(error))
        self._update_actions()  # what this database's login may change
        self.start_up()

    # Menus --------------------------------------------------------------------------

    def _action(
        self,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        """An action without its text (see :meth:`retranslate`)."""
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        self.file_menu = file_menu = self.menuBar().addMenu("")
        self.new_action = self._action(self.new_session, QKeySequence.StandardKey.New)
        # (not show_start itself: the action's "checked" would become its notice)
        self.sessions_action = self._action(
            lambda: self.show_start(), QKeySequence.StandardKey.Open
        )
        self.export_action = self._action(self.files.export_workbook, "Ctrl+E")
        self.import_action = self._action(self.files.import_session, "Ctrl+I")
        self.rename_action = self._action(self.rename_session)
        self.rules_action = self._action(self.change_rules)
        self.archive_action = self._action(self.archive_session)
        self.delete_session_action = self._action(self.delete_session)
        self.database_action = self._action(self.open_database)
        self.backup_action = self._action(self.files.back_up_database)
        self.settings_action = self._action(self.files.show_settings)
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.quit_action = self._action(self.close, QKeySequence.StandardKey.Quit)
        for action in (
            self.new_action,
            self.sessions_action,
            self.import_action,
            self.export_action,
        ):
            file_menu.addAction(action)
        file_menu.addSeparator()
        for action in (
            self.rename_action,
            self.rules_action,
            self.archive_action,
            self.delete_session_action,
        ):
            file_menu.addAction(action)
        file_menu.addSeparator()
        file_menu.addAction(self.database_action)
        file_menu.addAction(self.backup_action)
        self.files.add_history_action(file_menu)
        file_menu.addAction(self.settings_action)
        file_menu.addAction(self.quit_action)

        self.edit_menu = edit_menu = self.menuBar().addMenu("")
        stack = self.controller.undo_stack
        # Our own actions rather than QUndoStack's: theirs keep the prefix they were
        # made with, so "Undo" could not follow a change of language.
        self.undo_action = self._action(stack.undo, "Ctrl+Z")
        self.undo_action.setEnabled(stack.canUndo())
        stack.canUndoChanged.connect(self.undo_action.setEnabled)
        self.redo_action = self._action(stack.redo)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.redo_action.setEnabled(stack.canRedo())
        stack.canRedoChanged.connect(self.redo_action.setEnabled)
        stack.undoTextChanged.connect(self._update_undo_texts)
        stack.redoTextChanged.connect(self._update_undo_texts)
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        self.enter_action = self._action(self.focus_entry, "Ctrl+D")
        self.sheet_action = self._action(self.focus_sheet, "F6")
        self.edit_deal_action = self._action(self.edit_selected, "F2")
        self.delete_deal_action = self._action(
            self.delete_selected, QKeySequence.StandardKey.Delete
        )
        self.delete_deal_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.page.sheet.addAction(self.delete_deal_action)
        for action in (
            self.enter_action,
            self.sheet_action,
            self.edit_deal_action,
            self.delete_deal_action,
        ):
            edit_menu.addAction(action)

        self.view_menu = self.menuBar().addMenu("")
        # F11: the standings in type the whole table can read; F11 or Esc: back.
        self.table_action = self._action(self.toggle_table_view, "F11")
        self.table_action.setCheckable(True)
        self.view_menu.addAction(self.table_action)

        self.evening_menu = self.menuBar().addMenu("")
        self.glance_action = self._action(self.glance.show, "Ctrl+G")
        self.statistics_action = self._action(self.glance.show_statistics, "Ctrl+T")
        self.players_action = self._action(self.change_players)
        self.evening_menu.addAction(self.glance_action)
        self.evening_menu.addAction(self.statistics_action)
        self.evening_menu.addSeparator()
        self.evening_menu.addAction(self.players_action)
        self.phones = Phones(self.controller, self.evening_menu, self)  # Show on phones…

        # Club: the roster, the season's league, club nights with several tables.
        self.club_menu = self.menuBar().addMenu("")
        self.roster_action = self._action(self.club.show_roster)
        self.league_action = self._action(self.club.show_league, "Ctrl+L")
        self.new_night_action = self._action(self.club.new_club_night)
        self.nights_action = self._action(self.club.show_club_nights)
        self.club_menu.addAction(self.roster_action)
        self.club_menu.addAction(self.league_action)
        self.club_menu.addSeparator()
        self.club_menu.addAction(self.new_night_action)
        self.club_menu.addAction(self.nights_action)

        # View: the sheet's zoom (Ctrl+plus, Ctrl+minus, Ctrl+0), kept in the settings.
        self.view_menu.addSeparator()
        self.page.sheet.fill_view_menu(self.view_menu)
        self.page.sheet.remember_zoom_in(self.settings)

        self.help_menu = self.menuBar().addMenu("")
        # F1 answers "may I still say no 60?" from anywhere in the window.
        self.deadlines_action = self._action(self.help_windows.show_deadlines, "F1")
        self.deadlines_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.reference_action = self._action(self.help_windows.show_reference, "Shift+F1")
        self.reference_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.about_action = self._action(self.help_windows.show_about)
        self.help_menu.addAction(self.deadlines_action)
        self.help_menu.addAction(self.reference_action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)
        self._update_actions()

    def _connect(self) -> None:
        self.controller.changed.connect(self._session_changed)
        self.controller.opened.connect(self._update_actions)
        self.controller.failed.connect(self.show_store_error)
        self.controller.rewritten.connect(self.files.tell_rewritten)
        self.controller.external.connect(self.tell_external)
        self.controller.vanished.connect(self._session_vanished)
        self.controller.stepped.connect(self.tell_step)
        self.controller.damaged.connect(self.show_store_error)
        self.controller.offline.connect(self._offline_changed)

        def relist() -> None:  # another writer committed: the list shown, read again
            start = self._start
            if start is not None and self.stack.currentWidget() is start:
                self.show_start(start.given_notice)

        self.controller.listed.connect(relist)
        self.page.commit.connect(self.commit_deal)
        self.page.sheet.doubleClicked.connect(self._row_activated)
        self.page.sheet.activated.connect(self._row_activated)

    def _update_actions(self) -> None:
        has_session = self.controller.service is not None
        for action in (
            self.export_action,
            self.rename_action,
            self.rules_action,
            self.archive_action,
            self.delete_session_action,
            self.enter_action,
            self.sheet_action,
            self.edit_deal_action,
            self.delete_deal_action,
            self.glance_action,
            self.statistics_action,
            self.players_action,
            self.table_action,
        ):
            action.setEnabled(has_session)
        # The organiser's: disabled, saying why, for a table's login (ui.connection.rights).
        self.new_night_action.setEnabled(True)
        gate(self.new_night_action, self.store.can(Right.NIGHTS))
        gate(self.delete_session_action, self.store.can(Right.DELETE_SESSIONS))

    # Pages --------------------------------------------------------------------------

    def start_up(self) -> None:
        """Reopen the last session where it was left, or show the start screen; when
        that session is damaged, the start screen says so (and marks it in the list)."""
        try:
            last = last_open(self.settings, self.store) or self.store.sessions.last_session_id()
        except StoreError as error:
            self.show_store_error(text.problem_text(error))
            last = None
        if last is not None and self.open_session(last, starting=True):
            return
        if self._start is None or self.stack.currentWidget() is not self._start:
            self.show_start()  # (a damaged session has shown it, saying so)

    def damaged_text(self, error: DamagedSessionError) -> str:
        """A damaged session in words: which one, why, and what can be done."""
        said = text.problem_text(error).rstrip()
        if not said.endswith((".", "。", "!", "?")):
            said += "。" if said[-1:] > "\u3000" else "."
        if not self.store.can(Right.DELETE_SESSIONS):
            # A table's laptop may not delete sessions: the organiser does it.
            return said
        return (
            said
            + " "
            + self.tr("To delete it, select it in the list of sessions and press Delete.")
        )

    @property
    def start(self) -> StartScreen:
        """The start screen (the list of sessions), made the first time it is needed."""
        if self._start is None:
            from schreiber.ui.session.start_screen import StartScreen

            self._start = StartScreen(self)
            self._start.open_requested.connect(self.open_session)
            self._start.new_requested.connect(self.new_session)
            self._start.delete_requested.connect(self.delete_damaged)
            self.stack.addWidget(self._start)
        return self._start

    def show_start(self, notice: str = "") -> None:
        """The list of sessions; ``notice`` says above it what could not be opened."""
        from schreiber.ui.session.start_screen import SessionRow

        # Other writers' new, changed and removed sessions show as they come
        # (the controller's ``listed``, wired in _connect).
        self.controller.watch_list()
        rows = []
        try:
            infos = self.store.sessions.list_sessions()
        except StoreError as error:
            self.show_store_error(text.problem_text(error))
            infos = []
        damaged = 0
        for info in infos:
            leader, why, damage = "", "", info.damaged
            if damage is None:
                leader, damage = self.controller.leader_of(info)
            if damage is not None:
                why = text.problem_text(damage)
                damaged += 1
            deals, players = self.controller.listed_as(info)
            rows.append(
                SessionRow(
                    info.id,
                    info.date,
                    info.title,
                    players,
                    deals,
                    leader,
                    info.game,
                    why,
                    auto_title=info.auto_title,
                )
            )
        self.start.set_rows(rows)
        self.start.given_notice = notice
        if not notice and damaged:
            notice = self.tr(
                "%n damaged session(s) cannot be opened: each is marked in the list, and"
                " pointing at it says why. Every other session can be used as before.",
                "",
                damaged,
            )
        self.start.set_notice(notice)
        self.stack.setCurrentWidget(self.start)
        self.setWindowTitle(self.tr("Schreiber"))

    def open_session(self, session_id: int, *, starting: bool = False) -> bool:
        """Open the session on its sheet; False, and said why, when it cannot be.

        A damaged session is said in a message and on the start screen, where it
        is then marked; while the window is ``starting``, on the start screen only.
        """
        # What the status bar said of the session before ("Deal 23 was added
        # elsewhere") is not said of this one.
        self.statusBar().clearMessage()
        try:
            self.controller.open(session_id)
        except DamagedSessionError as error:
            if starting or self.stack.currentWidget() is self._start:
                self.show_start(self.damaged_text(error))
            if not starting:
                self.show_store_error(self.damaged_text(error))
            return False
        except (StoreError, RecordError) as error:
            self.show_store_error(text.problem_text(error))
            return False
        self.stack.setCurrentWidget(self.page)
        self.page.entry.clear()
        return True

    def delete_damaged(self, session_id: int) -> None:
        """Delete on a damaged session in the list: delete it, once confirmed (it
        cannot be opened, so the menu's Delete session cannot reach it)."""
        from PySide6.QtWidgets import QMessageBox

        from schreiber.ui.connection.rights import organiser_only_text

        if not self.store.can(Right.DELETE_SESSIONS):
            self.statusBar().showMessage(organiser_only_text(), 10000)
            return
        answer = QMessageBox.question(
            self,
            self.tr("Delete session"),
            self.tr(
                "Delete the damaged session {id} with all its deals? This cannot be undone."
            ).format(id=session_id),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.store.sessions.delete_session(session_id)
        except StoreError as error:
            self.show_store_error(text.problem_text(error))
            return
        self.show_start()

    def _session_changed(self) -> None:
        if self.controller.service is None:
            return
        self.page.refresh()
        if self._table is not None:  # live: a deal saved here or in another window
            self._table.show_replay(self.controller.session, self.controller.replay)
        self._show_session_title()
        if self.glance.summary is not None and self.glance.summary.isVisible():
            self.glance.update()

    def _show_session_title(self) -> None:
        session = self.controller.session
        self.setWindowTitle(
            self.tr("{title} — Schreiber").format(
                title=titles.shown(session, QCoreApplication.translate)
            )
        )

    # The table view -------------------------------------------------------------------

    @property
    def table_view(self) -> TableView:
        """The table view (F11), made the first time it is needed."""
        if self._table is None:
            from schreiber.ui.sheet.table_view import TableView

            self._table = TableView(self)
            self._table.back.connect(self.hide_table_view)
            self.stack.addWidget(self._table)
        return self._table

    def table_view_shown(self) -> bool:
        return self._table is not None and self.stack.currentWidget() is self._table

    def toggle_table_view(self) -> None:
        """F11: the table view, or back from it."""
        if self.table_view_shown():
            self.hide_table_view()
        else:
            self.show_table_view()

    def show_table_view(self) -> None:
        if self.controller.service is None or self.stack.currentWidget() is not self.page:
            self.table_action.setChecked(self.table_view_shown())
            return
        focus = QApplication.focusWidget()
        self._form_focus = focus if focus is not None and self.page.isAncestorOf(focus) else None
        table = self.table_view
        table.show_replay(self.controller.session, self.controller.replay)
        self.stack.setCurrentWidget(table)
        table.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.table_action.setChecked(True)

    def hide_table_view(self) -> None:
        """Back to the score sheet, the keys into the deal form (where they were in it)."""
        self.table_action.setChecked(False)
        if not self.table_view_shown():
            return
        self.stack.setCurrentWidget(self.page)
        self.focus_form(self._form_focus)
        self._form_focus = None

    def focus_form(self, widget: QWidget | None = None) -> None:
        """The keys into the deal form, without clearing it: into ``widget`` if it is
        a field of the form, else into the form's first field."""
        form = cast(QWidget, self.page.entry)
        # The field given, else the one the form had the keys in last.
        for field in (widget, form.focusWidget()):
            try:
                if field is not None and form.isAncestorOf(field) and field.isVisible():
                    field.setFocus(Qt.FocusReason.OtherFocusReason)
                    return
            except RuntimeError:  # the field is gone (another game's panel)
                pass
        candidate = form.nextInFocusChain()
        while candidate is not None and candidate is not form:
            if (
                form.isAncestorOf(candidate)
                and candidate.isVisible()
                and candidate.isEnabled()
                and candidate.focusPolicy() & Qt.FocusPolicy.TabFocus
            ):
                candidate.setFocus(Qt.FocusReason.OtherFocusReason)
                return
            candidate = candidate.nextInFocusChain()
        form.setFocus(Qt.FocusReason.OtherFocusReason)

    # Actions ------------------------------------------------------------------------

    def known_names(self) -> list[str]:
        names: list[str] = []
        try:
            for info in self.store.sessions.list_sessions(include_archived=True):
                names += [n for n in info.players if n not in names]
        except StoreError:
            pass
        return names

    def new_session(self) -> None:
        from PySide6.QtWidgets import QDialog

        from schreiber.ui.session.new_session import NewSessionDialog

        dialog = NewSessionDialog(self.known_names(), self, store=self.store)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            self.controller.create(dialog.result_session())
        except (StoreError, RecordError) as error:
            self.show_store_error(text.problem_text(error))
            return
        self.stack.setCurrentWidget(self.page)
        self.page.entry.clear()

    def commit_deal(self, record: dict[str, object], number: int | None) -> None:
        from PySide6.QtWidgets import QMessageBox

        was_over = self.controller.replay.end.finished
        if (
            number is None
            and was_over
            and not play_on(self, self.controller, self.show_store_error)
        ):
            return
        due = self.controller.round_played() if number is None else None
        if due is not None:
            # A club night's table that has played its round: one more asks first.
            answer = QMessageBox.question(
                self,
                self.tr("Round played"),
                self.tr(
                    "This table has played the {due} deals of its round: it is finished."
                    " Enter one more deal all the same?"
                ).format(due=due),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        try:
            if number is None:
                self.controller.add_deal(record)
                saved = len(self.controller.session.deals)
            else:
                self.controller.replace_deal(number, record, self._edit_target)
                target = self._edit_target
                now = self.controller.number_of(target[0]) if target is not None else None
                saved = now or number
        except RecordError as error:
            QMessageBox.warning(self, self.tr("Deal not saved"), text.error_text(error))
            return
        except UnreachableError as error:
            # Offline (the status bar says so for as long as it lasts): the entry
            # stays in the form with its key, for Enter once the server is back.
            # Said in a few words beside the note (the whole reason, with the
            # server's address, would be cut off at 1280 px); the whole of it is
            # the note's tooltip.
            self.statusBar().showMessage(
                self.tr("Deal not saved: the club's database cannot be reached")
            )
            self._offline_reason = text.problem_text(error)
            self.retranslate_offline()
            return
        except ConflictError as error:
            if number is None or self._edit_target is None:
                self.show_store_error(text.problem_text(error))
                return
            # The deal was changed (or deleted) elsewhere since the edit began: the
            # form offers it as it now stands, what was typed kept beside it to copy.
            entry = self.page.entry
            now = self.controller.number_of(self._edit_target[0])
            typed = " — ".join(
                part
                for part in (
                    self.controller.entry_summary(record, now or number),
                    entry.typed_text(record),
                )
                if part
            )
            problem = text.problem_text(error)
            if now is None:
                self._edit_target = None
                entry.clear()
                entry.set_note(self.tr("Not saved, your entry: {typed}").format(typed=typed))
                self.show_store_error(problem)
                return
            answer = QMessageBox.question(
                self,
                self.tr("Deal not saved"),
                self.tr(
                    "{problem}\n\nLoad {deal} as it now stands? What you typed stays"
                    " beside the form, to copy: {typed}\n\nNo keeps your entry in the form;"
                    " Esc there leaves the edit."
                ).format(problem=problem, deal=deal_name(self.controller.replay, now), typed=typed),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.Yes,
            )
            if answer == QMessageBox.StandardButton.Yes:
                self.edit_deal(now)
                entry.set_note(self.tr("Not saved, your entry: {typed}").format(typed=typed))
            else:
                entry.set_note(
                    self.tr(
                        "{deal} was changed elsewhere: Enter offers to load it as it now"
                        " stands, Esc leaves the edit. Your entry: {typed}"
                    ).format(deal=deal_name(self.controller.replay, now, capital=True), typed=typed)
                )
            return
        except StoreError as error:
            # The entry stays in the form: nothing typed is lost.
            self.show_store_error(text.problem_text(error))
            return
        said = deal_name(self.controller.replay, saved, capital=True)
        self.statusBar().showMessage(self.tr("{deal} saved").format(deal=said), 5000)
        self._edit_target = None
        self.page.entry.clear()
        self.page.entry.set_note("")
        if self.controller.replay.end.finished and not was_over:
            # The agreed end is reached: standings, chart and settling up at once.
            self.glance.show()

    def focus_entry(self) -> None:
        self.page.entry.clear()

    def focus_sheet(self) -> None:
        """Move the keyboard to the sheet, on the last deal, to pick one to edit."""
        sheet = self.page.sheet
        sheet.setFocus()
        last = self.page.model.deal_count() - 1
        if last >= 0:
            sheet.selectRow(last)

    def _row_activated(self, index: QModelIndex) -> None:
        if index.row() < self.page.model.deal_count():
            self.edit_deal(index.row() + 1)

    def edit_selected(self) -> None:
        number = self.page.selected_deal()
        if number is not None:
            self.edit_deal(number)

    def edit_deal(self, number: int) -> None:
        deal = self.controller.session.deals[number - 1]
        if isinstance(deal, Seating):
            # Not a deal: a change of seating is taken back (Ctrl+Z, or Del in the
            # sheet) or followed by another one (Evening → Players…).
            self.statusBar().showMessage(
                self.tr(
                    "{deal} is no deal to edit: delete it (Del) or change the"
                    " players again (Evening → Players…)"
                ).format(deal=deal_name(self.controller.replay, number, capital=True)),
                8000,
            )
            return
        self._edit_target = self.controller.edit_target(number)
        self.page.entry.load_deal(number, deal)

    def tell_external(self, message: str) -> None:
        """Another writer changed the session: say what, and keep an edit on its deal.

        The entry being typed stays. A deal being edited keeps its id: if others
        moved it, the form follows it to its new number; if they deleted it, the
        edit ends with a word why (saving it would be refused anyway).
        """
        target = self._edit_target
        entry = self.page.entry
        if target is not None and entry.editing_number() is not None:
            number = self.controller.number_of(target[0])
            if number is None:
                self._edit_target = None
                entry.clear()
                message = self.tr("{changes}. The deal you were editing was deleted there").format(
                    changes=message
                )
            elif number != entry.editing_number():
                entry.renumber(number)
        self.statusBar().showMessage(message, 10000)

    def step_text(self, step: Step) -> str:
        """What an undo or redo did, naming the deal: "Undone: deal 18 — Queen solo, …"."""
        redo, kind = step.redo, step.kind
        if step.number is None:
            words = self.tr("Redone: {action}") if redo else self.tr("Undone: {action}")
            return words.format(action=action_text(kind))
        summary = step.summary()
        if step.is_seating():
            words = (
                self.tr("Redone: change of seating — {summary}")
                if redo
                else self.tr("Undone: change of seating — {summary}")
            )
        elif kind == "delete_deal":
            words = (
                self.tr("Redone: deleting {deal} — {summary}")
                if redo
                else self.tr("Undone: deleting {deal} — back: {summary}")
            )
        elif kind == "replace_deal":
            words = (
                self.tr("Redone: edit of {deal} — now {summary}")
                if redo
                else self.tr("Undone: edit of {deal} — back to {summary}")
            )
        else:
            words = (
                self.tr("Redone: {deal} — {summary}")
                if redo
                else self.tr("Undone: {deal} — {summary}")
            )
        return words.format(deal=deal_name(step.replay, step.number), summary=summary)

    def tell_step(self, step: Step) -> None:
        """After an undo or redo: say what it did, show the deal it brought back or
        changed in the sheet, and keep the form on the deal it was editing (with the
        values that deal has now)."""
        message = self.step_text(step)
        if step.number is not None and not step.removed:
            self.page.select_deal(step.number)
        target = self._edit_target
        entry = self.page.entry
        # (The form may have let go of a deal that is gone already, at the redraw.)
        if target is not None and self.controller.number_of(target[0]) is None:
            self._edit_target = None
            entry.clear()
            message = self.tr("{step}. The deal you were editing is gone").format(step=message)
        elif target is not None and entry.editing_number() is not None:
            number = self.controller.number_of(target[0]) or 0
            if number == step.number:
                self.edit_deal(number)  # the values it has now, and its new revision
            elif number != entry.editing_number():
                entry.renumber(number)
        self.statusBar().showMessage(message, 10000)

    def _session_vanished(self, message: str) -> None:
        self._edit_target = None
        self.show_start()
        self.statusBar().showMessage(message, 10000)

    def delete_selected(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        number = self.page.selected_deal()
        if number is None:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Delete deal"),
            self.tr("Delete {deal}? Every later deal is recomputed.").format(
                deal=deal_name(self.controller.replay, number)
            ),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        controller = self.controller
        summary = deal_summary(controller.session, controller.replay, number)
        said = deal_name(controller.replay, number)
        seating = isinstance(controller.session.deals[number - 1], Seating)
        try:
            controller.delete_deal(number)
        except RecordError as error:
            QMessageBox.warning(self, self.tr("Deal not deleted"), text.error_text(error))
            return
        except StoreError as error:
            self.show_store_error(text.problem_text(error))
            return
        words = (
            self.tr("Deleted the change of seating — {summary}")
            if seating
            else self.tr("Deleted {deal} — {summary}")
        )
        self.statusBar().showMessage(words.format(deal=said, summary=summary), 10000)

    def rename_session(self) -> None:
        from PySide6.QtWidgets import QInputDialog

        shown = titles.shown(self.controller.session, QCoreApplication.translate)
        title, ok = QInputDialog.getText(
            self, self.tr("Rename session"), self.tr("Title"), text=shown
        )
        if ok and title.strip() != shown.strip():  # unchanged: an automatic title stays so
            try:
                self.controller.rename(title.strip()[:200])
            except StoreError as error:
                self.show_store_error(text.problem_text(error))

    def change_rules(self) -> None:
        from PySide6.QtWidgets import QDialog, QMessageBox

        session = self.controller.session
        from schreiber.ui.session.rules_dialog import RulesDialog

        dialog = RulesDialog(session, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            rules = dialog.rules_json(session.preset)
        except RecordError as error:
            QMessageBox.warning(self, self.tr("Rules not changed"), text.error_text(error))
            return
        try:
            self.controller.set_rules(rules)
        except RecordError as error:
            QMessageBox.warning(
                self,
                self.tr("Rules not changed"),
                self.tr("Under these rules a deal would be impossible: {reason}").format(
                    reason=f"{text.field_text(error.field)}: {text.error_text(error)}"
                ),
            )
        except StoreError as error:
            self.show_store_error(text.problem_text(error))

    def archive_session(self) -> None:
        self._put_session_away(self.store.sessions.archive_session)

    def delete_session(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self,
            self.tr("Delete session"),
            self.tr("Delete this whole session with all its deals? This cannot be undone."),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self._put_session_away(self.store.sessions.delete_session)

    def _put_session_away(self, change: Callable[[int], object]) -> None:
        """Archive or delete the open session in the store, then the start screen.

        When the store refuses, the session stays open and the window says why.
        """
        assert self.controller.service is not None
        try:
            change(self.controller.service.session_id)
        except StoreError as error:
            self.show_store_error(text.problem_text(error))
            return
        if self.store.take_rewritten():
            self.files.tell_rewritten()
        self.controller.close()
        self.show_start()

    def show_store_error(self, message: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.critical(self, self.tr("Schreiber"), message)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        """Every deal is already saved; closing only releases the database.

        A database file deleted while open is written back first (the store
        does it). If that fails, the evening is only in the open connection:
        the window stays open once, with the message (it says to export), and
        a second close goes through. An entry typed and not saved asks first
        whether to keep it as a draft (schreiber.ui.evening.drafts).
        """
        if not self.drafts.may_close():
            event.ignore()
            return
        self.controller.poll_timer.stop()
        try:
            self.store.close()
        except StoreError as error:
            self.show_store_error(text.problem_text(error))
            if not self._close_refused:
                self._close_refused = True
                self.controller.poll_timer.start()
                event.ignore()
                return
        if self.writer_lock is not None:
            self.writer_lock.unlock()
        remember_open(self.settings, self.controller)
        setting.GEOMETRY.write(self.settings, self.saveGeometry())
        super().closeEvent(event)

    def show_fitted(self) -> None:
        """Show the window where it was last closed, or else at 1280×720 — maximised
        when that and its title bar would not fit the screen (a 1280×720 screen:
        the status bar was below the screen's edge)."""
        saved = setting.GEOMETRY.read(self.settings)
        if saved is not None and self.restoreGeometry(saved):
            self.show()
            return
        screen = self.screen()
        room = screen.availableGeometry() if screen is not None else None
        if room is not None and (
            self.width() >= room.width() or self.height() + TITLE_BAR_ROOM > room.height()
        ):
            # Restored down later, it still fits.
            self.resize(
                min(self.width(), room.width()),
                min(self.height(), room.height() - TITLE_BAR_ROOM),
            )
            self.showMaximized()
        else:
            self.show()
