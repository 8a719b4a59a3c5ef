"""The models of the club night's windows: who is present (a checklist of the
roster, with the members excused for the night and the guests marked) and
tables of texts (the draw, the night's tables, its standing, the list of nights)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

Index = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()


@dataclass
class Present:
    name: str
    full_name: str = ""
    checked: bool = False
    new: bool = False  # typed in, not in the roster: a guest
    excused: bool = False  # a member excused for the night (not present)


class PresentModel(QAbstractListModel):
    """The roster as a checklist: the checked players are present tonight.

    Names typed in that are not in the roster are added at the end (checked):
    they play the night as guests, and join the roster only when the organiser
    adds them there. A member not present may be excused for the night
    (:meth:`toggle_excused`); checking them takes the excuse back.
    """

    changed = Signal()  # who is present changed

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.entries: list[Present] = []
        self.new_tip = ""  # the tooltip of a name not in the roster yet (translated)

    # Qt ------------------------------------------------------------------------------

    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self.entries)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.entries):
            return None
        entry = self.entries[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            shown = f"{entry.name} ({entry.full_name})" if entry.full_name else entry.name
            if entry.new:
                return QCoreApplication.translate("ClubNight", "{name} (guest)").format(name=shown)
            if entry.excused:
                return QCoreApplication.translate("ClubNight", "{name} (excused)").format(
                    name=shown
                )
            return shown
        if role == Qt.ItemDataRole.EditRole:
            return entry.name
        if role == Qt.ItemDataRole.CheckStateRole:
            return Qt.CheckState.Checked if entry.checked else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.ToolTipRole and entry.new:
            return self.new_tip
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsUserCheckable
            | Qt.ItemFlag.ItemNeverHasChildren
        )

    def setData(self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.CheckStateRole or not index.isValid():
            return False
        checked = value in (Qt.CheckState.Checked, Qt.CheckState.Checked.value, 2)
        self._set_row(index.row(), checked)
        return True

    # Use -----------------------------------------------------------------------------

    def set_people(self, people: Iterable[tuple[str, str]]) -> None:
        """The roster's ``(name, full name)``; nobody is checked."""
        self.beginResetModel()
        self.entries = [Present(name, full_name) for name, full_name in people]
        self.endResetModel()
        self.changed.emit()

    def row_of(self, name: str) -> int:
        """The row of ``name`` (without regard to capitals), or -1."""
        folded = name.casefold()
        for row, entry in enumerate(self.entries):
            if entry.name.casefold() == folded:
                return row
        return -1

    def add(self, name: str) -> int:
        """Check ``name``, adding it at the end when it is not listed; its row."""
        row = self.row_of(name)
        if row < 0:
            row = len(self.entries)
            self.beginInsertRows(ROOT, row, row)
            self.entries.append(Present(name, checked=True, new=True))
            self.endInsertRows()
            self.changed.emit()
        else:
            self._set_row(row, True)
        return row

    def toggle(self, row: int) -> None:
        if 0 <= row < len(self.entries):
            self._set_row(row, not self.entries[row].checked)

    def set_present(self, names: Iterable[str]) -> None:
        """Exactly ``names`` are present (names not listed are added)."""
        wanted = {name.casefold() for name in names}
        for row, entry in enumerate(self.entries):
            if entry.checked != (entry.name.casefold() in wanted):
                entry.checked = not entry.checked
                entry.excused = entry.excused and not entry.checked
                self.dataChanged.emit(self.index(row), self.index(row))
        for name in names:
            if self.row_of(name) < 0:
                self.add(name)
        self.changed.emit()

    def present(self) -> list[str]:
        """The names checked, in the list's order."""
        return [entry.name for entry in self.entries if entry.checked]

    def excused(self) -> list[str]:
        """The members excused for the night, in the list's order."""
        return [entry.name for entry in self.entries if entry.excused]

    def can_excuse(self, row: int) -> bool:
        """Whether row ``row`` is a member of the roster (a guest is not excused)."""
        return 0 <= row < len(self.entries) and not self.entries[row].new

    def toggle_excused(self, row: int) -> None:
        """Excuse the member of row ``row`` for the night (no longer present), or
        take the excuse back."""
        if not self.can_excuse(row):
            return
        entry = self.entries[row]
        entry.excused = not entry.excused
        entry.checked = entry.checked and not entry.excused
        index = self.index(row)
        self.dataChanged.emit(index, index)
        self.changed.emit()

    def _set_row(self, row: int, checked: bool) -> None:
        entry = self.entries[row]
        if entry.checked == checked:
            return
        entry.checked = checked
        entry.excused = entry.excused and not checked  # present: not excused
        index = self.index(row)
        self.dataChanged.emit(index, index)
        self.changed.emit()


@dataclass(frozen=True)
class Cell:
    text: str
    number: bool = False  # aligned right
    tip: str = ""
    bold: bool = False


class TextTableModel(QAbstractTableModel):
    """A table of texts with titled columns; each row may carry a key (its
    :attr:`keys` entry, e.g. a session's id, also under ``Qt.UserRole``).

    :meth:`set_content` keeps the view's selection when only the texts change
    (a live refresh), and resets when rows or columns come or go.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.titles: list[str] = []
        self.rows: list[list[Cell]] = []
        self.keys: list[object] = []

    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self.titles)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row = self.rows[index.row()]
        if not 0 <= index.column() < len(row):
            return None
        cell = row[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return cell.text
        if role == Qt.ItemDataRole.ToolTipRole:
            return cell.tip or None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            side = Qt.AlignmentFlag.AlignRight if cell.number else Qt.AlignmentFlag.AlignLeft
            return int(side | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and cell.bold:
            from PySide6.QtGui import QFont

            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.UserRole:
            return self.keys[index.row()] if index.row() < len(self.keys) else None
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.titles[section] if 0 <= section < len(self.titles) else None
        return str(section + 1) if 0 <= section < len(self.rows) else None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | (Qt.ItemFlag.ItemNeverHasChildren)
        )

    def set_content(
        self,
        titles: Sequence[str],
        rows: Sequence[Sequence[Cell]],
        keys: Sequence[object] = (),
    ) -> None:
        """New titles, rows and row keys; every row has a cell per title."""
        titles, new_rows = list(titles), [list(row) for row in rows]
        keys = list(keys) if keys else [None] * len(new_rows)
        if len(titles) == len(self.titles) and len(new_rows) == len(self.rows):
            changed_titles = titles != self.titles
            self.titles, self.keys = titles, list(keys)
            if new_rows != self.rows:
                self.rows = new_rows
                if new_rows and titles:
                    last = self.index(len(new_rows) - 1, len(titles) - 1)
                    self.dataChanged.emit(self.index(0, 0), last)
            if changed_titles and titles:
                self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(titles) - 1)
            return
        self.beginResetModel()
        self.titles, self.rows, self.keys = titles, new_rows, list(keys)
        self.endResetModel()

    def text(self, row: int, column: int) -> str:
        return self.rows[row][column].text

    def column_texts(self, column: int) -> list[str]:
        return [row[column].text for row in self.rows]
