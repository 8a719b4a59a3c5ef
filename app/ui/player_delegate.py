"""Paints a player's cell: the deal's delta small on the left, the running total bold."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from app.ui import text
from app.ui.sheet_model import DELTA_ROLE, TOTAL_ROLE, negative_colour

Index = QModelIndex | QPersistentModelIndex
# Worked out once: enum arithmetic in Python costs more than the painting around it.
ALIGN_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
ALIGN_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
ITEM = QStyle.ControlElement.CE_ItemViewItem
SELECTED = QStyle.StateFlag.State_Selected


class PlayerCellDelegate(QStyledItemDelegate):
    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        total = index.data(TOTAL_ROLE)
        if not isinstance(total, int):  # the next-deal row
            super().paint(painter, option, index)
            return
        delta = index.data(DELTA_ROLE)
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget is not None else None
        if style is not None:
            style.drawControl(ITEM, opt, painter, opt.widget)
        rect = QRect(opt.rect).adjusted(4, 0, -5, 0)
        selected = SELECTED in opt.state
        palette = opt.palette
        painter.save()
        small = QFont(opt.font)
        small.setPointSizeF(opt.font.pointSizeF() * 0.8)
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
        bold = QFont(opt.font)
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
        painter.drawText(rect, ALIGN_RIGHT, str(total))
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:  # noqa: N802
        hint = super().sizeHint(option, index)
        hint.setWidth(max(hint.width() + 16, 78))
        return hint
