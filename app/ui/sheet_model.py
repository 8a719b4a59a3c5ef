"""The score sheet as a table model: one row per deal, one column per item.

For now it shows the columns of an evening with no deals; the session issue
fills the rows.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

Index = QModelIndex | QPersistentModelIndex


class SheetModel(QAbstractTableModel):
    """Deals of one session; columns: number, dealer, game, value, then each player."""

    FIXED_COLUMNS = 4

    def __init__(self, players: list[str] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._players = list(players or [])
        self._rows: list[list[object]] = []

    def headers(self) -> list[str]:
        tr = QCoreApplication.translate
        return [
            tr("SheetModel", "No."),
            tr("SheetModel", "Dealer"),
            tr("SheetModel", "Game"),
            tr("SheetModel", "Value"),
            *self._players,
        ]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.FIXED_COLUMNS + len(self._players)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        return self._rows[index.row()][index.column()]

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            headers = self.headers()
            return headers[section] if 0 <= section < len(headers) else None
        return section + 1

    def set_players(self, players: list[str]) -> None:
        self.beginResetModel()
        self._players = list(players)
        self._rows = []
        self.endResetModel()
