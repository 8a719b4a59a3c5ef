"""The start screen: the stored sessions, newest first, and "New session".

The rows come in as plain data (:class:`SessionRow`); the window reads the
store and computes each session's leader. A session that cannot be read (a
damaged record, see ``schreiber.store.core.DamagedSessionError``) is listed too,
marked "Damaged" with a warning sign and why in its tooltip; Delete on it asks
to delete it. A notice above the list says what the window could not open.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import Final

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QKeySequence, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from schreiber.games import titles
from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.games.registry import UnknownGameError
from schreiber.ui.common import text
from schreiber.ui.common.widgets import is_language_change

Index = QModelIndex | QPersistentModelIndex

CONTEXT: Final = "SessionListModel"
SESSION_ID_ROLE: Final = Qt.ItemDataRole.UserRole + 1
SORT_ROLE: Final = Qt.ItemDataRole.UserRole + 2


@dataclass(frozen=True)
class SessionRow:
    session_id: int
    date: str
    title: str
    players: tuple[str, ...]
    """Everyone who sat at the table that evening, in the order they first sat
    (a late arrival too, not only the starting seating)."""
    deals: int
    """The deals played, as the sheet numbers them: changes of seating and
    redeals are none."""
    leader: str
    game: str
    """The game's name in the registry (``GAME_NAMES``)."""
    damaged: str = ""
    """Why the session cannot be opened, in the user's language (empty: it can)."""
    auto_title: Mapping[str, object] | None = None
    """How the title is made when nobody typed it (``schreiber.games.titles``)."""

    @property
    def shown_title(self) -> str:
        """The title in the current language (an automatic one follows it)."""
        return titles.shown(self, QCoreApplication.translate)


class Column(IntEnum):
    DATE = 0
    GAME = 1
    TITLE = 2
    PLAYERS = 3
    DEALS = 4
    LEADER = 5


DAMAGED: Final = QT_TRANSLATE_NOOP("SessionListModel", "Damaged")
"""The leader column of a session that cannot be opened."""

HEADERS: Final[dict[Column, str]] = {
    Column.DATE: QT_TRANSLATE_NOOP("SessionListModel", "Date"),
    Column.GAME: QT_TRANSLATE_NOOP("SessionListModel", "Game"),
    Column.TITLE: QT_TRANSLATE_NOOP("SessionListModel", "Title"),
    Column.PLAYERS: QT_TRANSLATE_NOOP("SessionListModel", "Players"),
    Column.DEALS: QT_TRANSLATE_NOOP("SessionListModel", "Deals"),
    Column.LEADER: QT_TRANSLATE_NOOP("SessionListModel", "Leader"),
}


def game_text(name: str) -> str:
    """The game column: the game's title, or the name as the file has it when no
    game is called so (a damaged session is listed all the same)."""
    try:
        return text.game_title(name)
    except UnknownGameError:
        return name


def translate(source: str) -> str:
    """A text marked with ``QT_TRANSLATE_NOOP("SessionListModel", ...)``, translated."""
    return QCoreApplication.translate(CONTEXT, source)


class SessionListModel(QAbstractTableModel):
    """One row per stored session: date, title, players, deals, leader."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[SessionRow] = []

    def set_rows(self, rows: Sequence[SessionRow]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def retranslate(self) -> None:
        """Headers and rows again in the current language (the view keeps its selection)."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Column) - 1)
        if self._rows:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._rows) - 1, len(Column) - 1)
            )

    def rows(self) -> list[SessionRow]:
        return list(self._rows)

    def row_at(self, row: int) -> SessionRow:
        return self._rows[row]

    # Qt model interface -----------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Column)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(Column):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return translate(HEADERS[Column(section)])
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = Column(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == Column.PLAYERS:
                return ", ".join(row.players)
            if row.damaged:
                return row.damaged
            if column == Column.TITLE:
                return row.shown_title
            if column == Column.LEADER and row.leader:
                return self.tr("Leading after %n deal(s): {leader}", "", row.deals).format(
                    leader=row.leader
                )
            return None
        if role == Qt.ItemDataRole.DecorationRole and column == Column.TITLE and row.damaged:
            style = QApplication.style()
            return style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == Column.DEALS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == SESSION_ID_ROLE:
            return row.session_id
        if role == SORT_ROLE:
            return self._sort_key(row, column)
        return None

    @staticmethod
    def _text(row: SessionRow, column: Column) -> str:
        if column == Column.DATE:
            return row.date
        if column == Column.GAME:
            return game_text(row.game)
        if column == Column.TITLE:
            return row.shown_title
        if column == Column.PLAYERS:
            return ", ".join(row.players)
        if column == Column.DEALS:
            return str(row.deals)
        if row.damaged:
            return translate(DAMAGED)
        return row.leader

    @staticmethod
    def _sort_key(row: SessionRow, column: Column) -> object:
        if column == Column.DATE:
            # Same date: the session created later (higher id) is the newer one.
            return f"{row.date}\t{row.session_id:012d}"
        if column == Column.DEALS:
            return row.deals
        return SessionListModel._text(row, column).casefold()


class StartScreen(QWidget):
    """Pick a session to open (Enter or double-click) or start a new one (Ctrl+N)."""

    open_requested = Signal(int)
    new_requested = Signal()
    delete_requested = Signal(int)  # Delete on a damaged session: its id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = SessionListModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)

        self.heading = QLabel(self)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.heading.setFont(font)
        self.hint = QLabel(self)
        self.hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)

        self.new_button = QPushButton(self)
        self.new_button.setAutoDefault(False)
        self.new_button.clicked.connect(self.new_requested)

        self.table = QTableView(self)
        self.table.setModel(self.proxy)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(Column.DATE, Qt.SortOrder.DescendingOrder)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(Column.TITLE, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(90)
        font = self.table.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.table.setFont(font)
        header.setHighlightSections(False)
        self.table.doubleClicked.connect(self._open_index)
        self.table.installEventFilter(self)

        self.empty = QLabel(self)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # What the window could not open (a damaged session), until the list is new.
        self.notice = QLabel(self)
        self.notice.setWordWrap(True)
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self.notice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notice.setFrameShape(QFrame.Shape.StyledPanel)
        self.notice.setMargin(8)
        self.notice.hide()
        # The notice the window gave (not the one it words itself), kept while the
        # list is read again after another writer's change.
        self.given_notice = ""

        top = QHBoxLayout()
        top.addWidget(self.heading)
        top.addStretch(1)
        top.addWidget(self.new_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addLayout(top)
        layout.addWidget(self.notice)
        layout.addWidget(self.hint)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty)
        self.setFocusProxy(self.table)
        self._update_empty()
        self.retranslate()

    def retranslate(self) -> None:
        """Every text again in the current language; the list and its selection stay."""
        shortcut = QKeySequence(QKeySequence.StandardKey.New).toString(
            QKeySequence.SequenceFormat.NativeText
        )
        self.heading.setText(self.tr("Sessions"))
        self.hint.setText(
            self.tr("Choose a session and press Enter to open it, or start a new one.")
        )
        self.new_button.setText(self.tr("New session…"))
        self.new_button.setToolTip(
            self.tr("Start a new session ({shortcut})").format(shortcut=shortcut)
        )
        self.empty.setText(
            self.tr("No sessions yet. Start one with “New session” ({shortcut}).").format(
                shortcut=shortcut
            )
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
            self.model.retranslate()
        super().changeEvent(event)

    # Data -------------------------------------------------------------------------

    def set_rows(self, rows: Sequence[SessionRow]) -> None:
        """Show ``rows``; the selection stays on the same session, else the newest."""
        keep = self.current_session_id()
        self.model.set_rows(rows)
        if keep is None or not self.select_session(keep):
            self._select_proxy_row(0)
        self._update_empty()

    def set_notice(self, message: str) -> None:
        """Say ``message`` above the list (empty: nothing)."""
        self.notice.setText(message)
        self.notice.setVisible(bool(message))

    def current_session_id(self) -> int | None:
        index = self.table.currentIndex()
        if not index.isValid():
            return None
        value = index.data(SESSION_ID_ROLE)
        return value if isinstance(value, int) else None

    def select_session(self, session_id: int) -> bool:
        for row in range(self.proxy.rowCount()):
            if self.proxy.index(row, 0).data(SESSION_ID_ROLE) == session_id:
                self._select_proxy_row(row)
                return True
        return False

    def _select_proxy_row(self, row: int) -> None:
        if not 0 <= row < self.proxy.rowCount():
            return
        self.table.setCurrentIndex(self.proxy.index(row, 0))
        self.table.selectRow(row)

    def _update_empty(self) -> None:
        self.empty.setVisible(self.model.rowCount() == 0)

    # Keyboard and mouse -----------------------------------------------------------

    def _open_index(self, index: QModelIndex) -> None:
        value = index.data(SESSION_ID_ROLE)
        if isinstance(value, int):
            self.open_requested.emit(value)

    def open_current(self) -> None:
        index = self.table.currentIndex()
        if index.isValid():
            self._open_index(index)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            self.open_current()
            return True
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Delete
        ):
            session_id = self._current_damaged()
            if session_id is not None:
                self.delete_requested.emit(session_id)
                return True
        return super().eventFilter(watched, event)

    def _current_damaged(self) -> int | None:
        """The selected session's id, if it is damaged."""
        index = self.table.currentIndex()
        if not index.isValid():
            return None
        row = self.model.row_at(self.proxy.mapToSource(index).row())
        return row.session_id if row.damaged else None

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        # Ctrl+N as a key press, not a shortcut: the window's own "New session"
        # action may hold the same shortcut, and two would be ambiguous.
        if event.matches(QKeySequence.StandardKey.New):
            self.new_requested.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if not self.table.currentIndex().isValid():
            self._select_proxy_row(0)
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
