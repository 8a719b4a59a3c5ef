"""Paints a player's cell: the deal's delta small on the left, the running total bold."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate, QStyleOptionViewItem

from schreiber.ui.common import text
from schreiber.ui.sheet.model import DELTA_ROLE, TOTAL_ROLE, negative_colour, total_text

Index = QModelIndex | QPersistentModelIndex
# Worked out once: enum arithmetic in Python costs more than the painting around it.
ALIGN_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
ALIGN_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
INSET_LEFT, INSET_RIGHT = 4, 5  # the texts' distance from the cell's edges
MARGINS = INSET_LEFT + INSET_RIGHT + 4  # and the grid line and focus frame


class PlayerCellDelegate(QStyledItemDelegate):
    """The default cell (background, selection, focus) with two texts of its own on top.

    It never names ``QStyle``: PySide would make that class with its hundreds of
    enum values at start-up, for two constants.
    """

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self._view = view
        self._without_text = False

    def initStyleOption(self, option: QStyleOptionViewItem, index: Index) -> None:  # noqa: N802
        super().initStyleOption(option, index)
        if self._without_text:
            option.text = ""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        total = index.data(TOTAL_ROLE)
        if not isinstance(total, int):  # the next-deal row
            super().paint(painter, option, index)
            return
        delta = index.data(DELTA_ROLE)
        self._without_text = True
        try:
            super().paint(painter, option, index)
        finally:
            self._without_text = False
        rect = QRect(option.rect).adjusted(INSET_LEFT, 0, -INSET_RIGHT, 0)
        selection = self._view.selectionModel()
        selected = selection is not None and selection.isSelected(index)
        palette = option.palette
        painter.save()
        small = QFont(option.font)
        small.setPointSizeF(option.font.pointSizeF() * 0.8)
        painter.setFont(small)
        if not isinstance(delta, int):  # sat out this deal
            delta_text, delta_colour = "—", palette.color(QPalette.ColorRole.PlaceholderText)
        else:
            delta_text = text.signed(delta)
            delta_colour = (
                negative_colour() if delta < 0 else palette.color(QPalette.ColorRole.Text)
            )
        if selected:
            delta_colour = palette.color(QPalette.ColorRole.HighlightedText)
        painter.setPen(delta_colour)
        painter.drawText(rect, ALIGN_LEFT, delta_text)
        bold = QFont(option.font)
        bold.setBold(True)
        painter.setFont(bold)
        if selected:
            total_colour = palette.color(QPalette.ColorRole.HighlightedText)
        elif not isinstance(delta, int):
            total_colour = palette.color(QPalette.ColorRole.PlaceholderText)
        elif total < 0:
            total_colour = negative_colour()
        else:
            total_colour = palette.color(QPalette.ColorRole.Text)
        painter.setPen(total_colour)
        painter.drawText(rect, ALIGN_RIGHT, total_text(total))
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:  # noqa: N802
        """As wide as the two texts painted, side by side with a gap between.

        Measured, not guessed: the sheet gives the player columns exactly this
        much when room is short (seven players at 1280×720), so the totals stay
        whole while the names above them may be elided.
        """
        hint = super().sizeHint(option, index)
        total = index.data(TOTAL_ROLE)
        if not isinstance(total, int):  # the next-deal row: plain text
            return hint
        delta = index.data(DELTA_ROLE)
        delta_text = text.signed(delta) if isinstance(delta, int) else "—"
        small = QFont(option.font)
        small.setPointSizeF(option.font.pointSizeF() * 0.8)
        bold = QFont(option.font)
        bold.setBold(True)
        width = (
            QFontMetrics(small).horizontalAdvance(delta_text)
            + QFontMetrics(bold).horizontalAdvance(total_text(total))
            + QFontMetrics(option.font).horizontalAdvance("  ")  # the gap between them
            + MARGINS
        )
        hint.setWidth(width)
        return hint
