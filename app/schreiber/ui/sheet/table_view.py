"""The table view (F11): the evening for everyone at the table to read at once.

A page the size of the window: every player's rank and total, then who deals
next, who sits out, and (Doppelkopf) how many deals still count double or
more for Bock. The type is as large as the window allows: the lines are laid
out by hand (no layout), so the page never asks the window to grow, and the
size is chosen so that the longest name and every line fit.

F11 or Esc (:attr:`TableView.back`) return to the score sheet.
"""

from __future__ import annotations

from collections import Counter
from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from schreiber.games import titles
from schreiber.games.common import Replay
from schreiber.games.registry import game
from schreiber.session.file import SessionFile
from schreiber.stats import deal_count
from schreiber.ui.common import text
from schreiber.ui.common.widgets import is_language_change
from schreiber.ui.sheet.model import negative_colour
from schreiber.ui.sheet.standings import ranking

MEASURE: Final = 100.0
"""Pixel size the lines are measured at before they are scaled to the window."""
SMALL: Final = 0.5
"""Title and the lines under the standings, relative to a player's line."""
LARGEST: Final = 160
SMALLEST: Final = 8


class TableView(QWidget):
    """Standings, next dealer, sitting out and Bock ahead, in type that fills the page."""

    back = Signal()  # F11 or Esc: back to the score sheet

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAutoFillBackground(True)
        self._session: SessionFile | None = None
        self._replay: Replay | None = None
        self.title = self._label(Qt.AlignmentFlag.AlignHCenter)
        self.hint = self._label(Qt.AlignmentFlag.AlignHCenter)
        self.hint.setStyleSheet("color: palette(placeholder-text);")
        self.rows: list[tuple[QLabel, QLabel, QLabel]] = []  # rank, name, total
        self.next_deal = self._label(Qt.AlignmentFlag.AlignHCenter)
        self.sitting_out = self._label(Qt.AlignmentFlag.AlignHCenter)
        self.bock = self._label(Qt.AlignmentFlag.AlignHCenter)
        self.point_size = 0  # the pixel size of a player's line, after fitting
        self._retranslate_fixed()

    def _label(self, align: Qt.AlignmentFlag) -> QLabel:
        label = QLabel(self)
        label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
        label.setTextFormat(Qt.TextFormat.PlainText)
        return label

    # Content ------------------------------------------------------------------

    def show_replay(self, session: SessionFile, replay: Replay) -> None:
        self._session, self._replay = session, replay
        ranked = ranking(replay.totals)
        while len(self.rows) < len(ranked):
            left = Qt.AlignmentFlag.AlignLeft
            right = Qt.AlignmentFlag.AlignRight
            self.rows.append((self._label(right), self._label(left), self._label(right)))
        while len(self.rows) > len(ranked):
            for label in self.rows.pop():
                label.deleteLater()
        for (rank_label, name_label, total_label), (rank, name, total) in zip(
            self.rows, ranked, strict=True
        ):
            rank_label.setText(self.tr("{rank}.").format(rank=rank))
            name_label.setText(name)
            total_label.setText(text.signed(total))
            colour = f"color: {negative_colour().name()};" if total < 0 else ""
            total_label.setStyleSheet(colour)
            for label in (rank_label, name_label, total_label):
                label.show()
        # Deals played as the statistics and the summary count them: redeals and
        # changes of seating are none (the summary names the redeals apart).
        deals = deal_count(session).played
        self.title.setText(
            self.tr("{title} — after %n deal(s)", "", deals).format(
                title=titles.shown(session, QCoreApplication.translate)
            )
        )
        self._show_next(session, replay)
        self.fit()

    def _show_next(self, session: SessionFile, replay: Replay) -> None:
        nxt = replay.next
        if replay.end.finished:
            winners = ", ".join(replay.end.winners)
            self.next_deal.setText(
                self.tr("The session is over. Winner: {names}").format(names=winners)
            )
            self.sitting_out.setText("")
        else:
            self.next_deal.setText(
                self.tr("Deal {n}: {dealer} deals").format(n=replay.played + 1, dealer=nxt.dealer)
            )
            self.sitting_out.setText(
                self.tr("Sits out: {names}").format(names=", ".join(nxt.sitting_out))
                if nxt.sitting_out
                else ""
            )
        self.bock.setText(self.bock_text(session, replay))

    def bock_text(self, session: SessionFile, replay: Replay) -> str:
        """How many deals ahead count ×2, ×4, … for Bock (Doppelkopf); empty if none."""
        if not game(session.game).bock or replay.end.finished:
            return ""
        counts = Counter(level for level in replay.pending_bock if level > 0)
        if not counts:
            return ""
        parts = []
        for level in counts:  # in the order the deals come: the next one's first
            count = counts[level]  # (lupdate sees a plural only with a plain name)
            parts.append(self.tr("%n deal(s) ×{factor}", "", count).format(factor=2**level))
        return self.tr("Bock ahead: {deals}").format(deals=", ".join(parts))

    def _retranslate_fixed(self) -> None:
        self.hint.setText(self.tr("F11 or Esc: back to the score sheet"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self._retranslate_fixed()
            if self._session is not None and self._replay is not None:
                self.show_replay(self._session, self._replay)
        super().changeEvent(event)

    def texts(self) -> dict[str, object]:
        """What the page says, for tests: the standings rows and the lines under them."""
        return {
            "title": self.title.text(),
            "rows": [tuple(label.text() for label in row) for row in self.rows],
            "next": self.next_deal.text(),
            "sitting_out": self.sitting_out.text(),
            "bock": self.bock.text(),
        }

    # Keys -----------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape:
            event.accept()
            self.back.emit()
            return
        super().keyPressEvent(event)

    # Size -----------------------------------------------------------------------

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(640, 360)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        # Whatever the window's size, the page fits itself to it (never the reverse).
        return QSize(160, 90)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def _fonts(self, size: float) -> tuple[QFont, QFont, QFont]:
        """A player's line, its total (bold), and the smaller lines, at ``size`` pixels."""
        line = QFont(self.font())
        line.setPixelSize(max(1, round(size)))
        total = QFont(line)
        total.setBold(True)
        small = QFont(self.font())
        small.setPixelSize(max(1, round(size * SMALL)))
        return line, total, small

    def _small_lines(self) -> list[QLabel]:
        return [label for label in (self.next_deal, self.sitting_out, self.bock) if label.text()]

    def _measure(self, size: float) -> tuple[list[float], float, float, float, float]:
        """Column widths (rank, name, total), the gap, block width and block height.

        The smaller lines count for the height only: one that is too wide for the
        page (three long names sitting out) gets smaller type of its own (``_place``)
        rather than making the standings smaller."""
        line, total, small = self._fonts(size)
        plain, bold, little = QFontMetricsF(line), QFontMetricsF(total), QFontMetricsF(small)
        rank_w = max((plain.horizontalAdvance(r.text()) for r, _, _ in self.rows), default=0.0)
        name_w = max((plain.horizontalAdvance(n.text()) for _, n, _ in self.rows), default=0.0)
        total_w = max((bold.horizontalAdvance(t.text()) for _, _, t in self.rows), default=0.0)
        gap = size * 0.5
        small_lines = [self.title, *self._small_lines()]
        width = rank_w + gap + name_w + gap + total_w
        row_h = max(plain.height(), bold.height()) * 1.08
        height = row_h * len(self.rows) + little.height() * 1.15 * len(small_lines)
        height += size * 0.4  # between the standings and the lines under them
        return [rank_w, name_w, total_w], gap, width + 2, height, row_h

    def fit(self) -> None:
        """Choose the largest type at which every line fits the page, and place the lines."""
        margin = round(min(self.width(), self.height()) * 0.03)
        hint_h = self.hint.sizeHint().height()
        self.hint.setGeometry(0, self.height() - hint_h - margin // 2, self.width(), hint_h)
        room_w = max(1, self.width() - 2 * margin)
        room_h = max(1, self.height() - 2 * margin - hint_h)
        _, _, width, height, _ = self._measure(MEASURE)
        size = MEASURE * min(room_w / width, room_h / height)
        size = max(SMALLEST, min(LARGEST, int(size)))
        # Type does not scale exactly: step down until it does fit.
        while size > SMALLEST:
            _, _, width, height, _ = self._measure(size)
            if width <= room_w and height <= room_h:
                break
            size -= 1
        self.point_size = size
        self._place(size, margin, room_w, room_h)

    def _place(self, size: int, margin: int, room_w: int, room_h: int) -> None:
        (rank_w, name_w, total_w), gap, _, height, row_h = self._measure(size)
        line, total, small = self._fonts(size)
        little_h = QFontMetricsF(small).height() * 1.15
        y = margin + max(0.0, (room_h - height) / 2)
        self._place_small(self.title, small, margin, round(y), room_w, round(little_h))
        y += little_h
        block = rank_w + gap + name_w + gap + total_w
        x = margin + max(0.0, (room_w - block) / 2)
        for rank_label, name_label, total_label in self.rows:
            top = round(y)
            h = round(y + row_h) - top  # (rounded edges: no two lines share a pixel row)
            rank_label.setFont(line)
            name_label.setFont(line)
            total_label.setFont(total)
            rank_label.setGeometry(round(x), top, round(rank_w) + 1, h)
            name_label.setGeometry(round(x + rank_w + gap), top, round(name_w) + 2, h)
            total_label.setGeometry(round(x + block - total_w) - 1, top, round(total_w) + 2, h)
            y += row_h
        y += size * 0.4
        for label in (self.next_deal, self.sitting_out, self.bock):
            label.setVisible(bool(label.text()))
            if label.text():
                self._place_small(label, small, margin, round(y), room_w, round(little_h))
                y += little_h

    @staticmethod
    def _place_small(label: QLabel, font: QFont, x: int, y: int, width: int, height: int) -> None:
        """A line under (or over) the standings, in smaller type still if it is too wide."""
        wide = QFontMetricsF(font).horizontalAdvance(label.text()) + 2
        if wide > width:
            font = QFont(font)
            font.setPixelSize(max(SMALLEST, int(font.pixelSize() * width / wide)))
        label.setFont(font)
        label.setGeometry(x, y, width, height)
