"""Standings: every player's total, best first, large enough to read across the table."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from schreiber.games.common import Replay
from schreiber.ui.common import text
from schreiber.ui.common.widgets import clear_layout, is_language_change
from schreiber.ui.sheet.model import negative_colour


def ranking(totals: dict[str, int]) -> list[tuple[int, str, int]]:
    """(rank, player, total), best first; equal totals share a rank."""
    ordered = sorted(totals.items(), key=lambda item: -item[1])
    ranked: list[tuple[int, str, int]] = []
    for position, (name, total) in enumerate(ordered, start=1):
        rank = ranked[-1][0] if ranked and ranked[-1][2] == total else position
        ranked.append((rank, name, total))
    return ranked


class ElidedLabel(QLabel):
    """A one-line label that shortens its text with "…" when the room is too narrow
    (the whole text in the tooltip): seven long names never widen the window."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setToolTip(text)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        metrics = self.fontMetrics()
        return QSize(metrics.horizontalAdvance("M…"), super().minimumSizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        room = self.contentsRect()
        if self.fontMetrics().horizontalAdvance(self.text()) <= room.width():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        shown = self.fontMetrics().elidedText(
            self.text(), Qt.TextElideMode.ElideRight, room.width()
        )
        self.style().drawItemText(
            painter,
            room,
            int(self.alignment()),
            self.palette(),
            self.isEnabled(),
            shown,
            self.foregroundRole(),
        )


class Standings(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(6, 4, 6, 4)
        self._cells: list[QWidget] = []
        self._replay: Replay | None = None

    def show_replay(self, replay: Replay) -> None:
        self._replay = replay
        clear_layout(self._layout)
        self._cells = []
        for rank, name, total in ranking(replay.totals):
            cell = QWidget(self)
            column = QVBoxLayout(cell)
            column.setContentsMargins(8, 0, 8, 0)
            column.setSpacing(0)
            who = ElidedLabel(self.tr("{rank}. {name}").format(rank=rank, name=name), cell)
            who.setAlignment(Qt.AlignmentFlag.AlignCenter)
            score = QLabel(text.signed(total), cell)
            score.setObjectName("total")
            score.setAlignment(Qt.AlignmentFlag.AlignCenter)
            font = score.font()
            font.setPointSizeF(font.pointSizeF() * 1.9)
            font.setBold(True)
            score.setFont(font)
            if total < 0:
                score.setStyleSheet(f"color: {negative_colour().name()};")
            column.addWidget(who)
            column.addWidget(score)
            self._layout.addWidget(cell, 1)
            self._cells.append(cell)

    def retranslate(self) -> None:
        """The cells again in the current language (a rank may be written differently)."""
        if self._replay is not None:
            self.show_replay(self._replay)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def texts(self) -> list[str]:
        """What each cell says, for tests."""
        out = []
        for cell in self._cells:
            labels = cell.findChildren(QLabel)
            out.append(" ".join(label.text() for label in labels))
        return out
