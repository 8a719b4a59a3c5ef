"""The night's standing on the wall: a full-screen window for a projector or a TV.

Opened from a night's standing window ("Wall view"), it shows the night's title,
how far the current round is, and the standing — place, player, the points of
each round and the total — in type as large as the screen allows: the players
are laid out in one to four columns, and the rounds' points are left out when
keeping them would make the type much smaller (:meth:`WallWindow.arrange`).

It follows the tables live without asking the store itself: the standing window
reads the night every ``POLL_MS`` and the wall redraws when that window's
standing or tables change (their models' signals). F11 switches between full
screen and a window; Esc leaves full screen, and closes the wall when not.

In a window the wall is laid out in the part of it the screen shows (its
:meth:`WallWindow.viewport`): a window opened no larger than the screen's
free area, and one that is taller than the screen or placed partly off it
still shows its last row, in smaller type.

Texts are translated in the context "WallWindow".
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMoveEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import QWidget

from schreiber.ui.club.night_print import StandingLine, standing_lines
from schreiber.ui.common.text import signed
from schreiber.ui.common.widgets import is_language_change

if TYPE_CHECKING:
    from schreiber.ui.club.night_window import NightWindow

BACKGROUND: Final = QColor("#101418")
BAND: Final = QColor("#1b222a")
INK: Final = QColor("#f2f2f2")
DIM: Final = QColor("#9aa7b4")
LEAD: Final = QColor("#ffd54f")
MOST_COLUMNS: Final = 4
LINE_SHARE: Final = 0.62
"""The type's pixel size as a share of a line's height."""
LONGEST_NAME: Final = 16
"""Names are sized for this many letters; longer ones are shortened with …."""
SCREEN_SHARE: Final = 0.9
"""A wall opened in a window takes at most this share of the screen's free area."""


def standing_heading(window: NightWindow) -> str:
    """What the standing is: after round n (every table of it finished) or
    during it, with how many of its tables are finished."""
    number = window.current_round()
    tables = window.current_tables()
    done = sum(1 for info in tables if window.finished(info.id))
    if tables and done == len(tables):
        return QCoreApplication.translate("WallWindow", "Standing after round {number}").format(
            number=number
        )
    return QCoreApplication.translate(
        "WallWindow", "Standing during round {number}: {finished} of {count} tables finished"
    ).format(number=number, finished=done, count=len(tables))


def score_title(window: NightWindow) -> str:
    """The title of the score that ranks when it is not the total, else ""."""
    ranking = window.ranking
    if ranking.method == "average":
        return QCoreApplication.translate("WallWindow", "Per {count} deals").format(
            count=ranking.per_deals
        )
    if ranking.method == "table_points":
        return QCoreApplication.translate("WallWindow", "Table points")
    return ""


@dataclass(frozen=True)
class Cell:
    """A text the wall draws, where and how."""

    rect: QRectF
    text: str
    align: Qt.AlignmentFlag
    colour: QColor
    bold: bool = False
    small: bool = False  # a column's title, in smaller type


@dataclass(frozen=True)
class Arrangement:
    columns: int
    rounds: bool
    pixels: float


class WallWindow(QWidget):
    """The night's standing in large type, live (see the module's text)."""

    def __init__(self, source: NightWindow) -> None:
        super().__init__(source, Qt.WindowType.Window)
        self.source = source
        self.lines: list[StandingLine] = []
        self.rounds = 0
        self.score = ""
        self.heading = ""
        self.title = ""
        self.cells: list[Cell] = []
        self.bands: list[QRectF] = []
        self.body_font = QFont()
        self.arrangement = Arrangement(1, False, 0.0)
        self.area = QRectF()  # where the wall is laid out: its viewport, as last arranged
        self.refreshes = 0  # how often the wall read the standing again (for the tests)
        self.setAutoFillBackground(False)
        for model in (source.standing_model, source.tables_model):
            model.modelReset.connect(self.refresh)
            model.dataChanged.connect(self.refresh)
            model.headerDataChanged.connect(self.refresh)
        self.refresh()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(1280, 720)

    # What it shows -------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the standing window's night again and redraw."""
        source = self.source
        night = source.night
        self.title = night.title if night is not None else ""
        self.rounds = source.current_round()
        self.score = score_title(source)
        self.lines = standing_lines(source.rows, self.rounds, bool(self.score), source.guests)
        self.heading = standing_heading(source) if self.rounds else ""
        self.setWindowTitle(
            self.tr("{title} — the standing on the wall").format(title=self.title)
            if self.title
            else self.tr("The standing on the wall")
        )
        self.refreshes += 1
        self.arrange()
        self.update()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.refresh()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.arrange()

    def moveEvent(self, event: QMoveEvent) -> None:  # noqa: N802
        """Moved partly off the screen (or back): laid out in what shows."""
        super().moveEvent(event)
        if self.viewport() != self.area:
            self.arrange()
            self.update()

    def viewport(self) -> QRectF:
        """The rows of the wall the screen shows, in the wall's coordinates: all of
        it in full screen; in a window, its height within the screen's free area
        (a window taller than the screen, or placed partly below or above it,
        shows fewer rows of pixels; the standing is laid out in those)."""
        rect = QRectF(self.rect())
        screen = self.screen()
        if self.isFullScreen() or screen is None:
            return rect
        free = screen.availableGeometry()
        top = float(self.mapFromGlobal(free.topLeft()).y())
        visible = QRectF(
            rect.left(),
            max(rect.top(), top),
            rect.width(),
            min(rect.bottom(), top + free.height()) - max(rect.top(), top),
        )
        return visible if visible.height() >= 1 else rect

    def names(self) -> list[str]:
        """The players whose names are drawn (for the tests): a guest's is drawn
        marked (:attr:`StandingLine.name`)."""
        players = {line.name: line.player for line in self.lines}
        return [players[cell.text] for cell in self.cells if cell.text in players]

    # Layout --------------------------------------------------------------------------

    def _titles(self, with_rounds: bool) -> list[str]:
        titles = [self.tr("Place"), self.tr("Player")]
        if with_rounds:
            titles += [
                self.tr("Round {number}").format(number=n) for n in range(1, self.rounds + 1)
            ]
        titles.append(self.tr("Points"))
        if self.score:
            titles.append(self.score)
        return titles

    def _rows(self, with_rounds: bool) -> list[list[str]]:
        rows = []
        for line in self.lines:
            cells = [str(line.place), line.name]
            if with_rounds:
                cells += ["–" if p is None else signed(p) for p in line.rounds]
            cells.append(signed(line.total))
            if self.score:
                cells.append(line.score)
            rows.append(cells)
        return rows

    def _widths(self, font: QFont, with_rounds: bool) -> list[float]:
        """Each field's width in ``font``: the widest of its texts (in bold; titles
        in smaller type), names up to :data:`LONGEST_NAME` letters."""
        bold = QFont(font)
        bold.setBold(True)  # measured bold: the totals and the leaders' names are
        metrics = QFontMetricsF(bold)
        small = QFont(font)
        small.setPixelSize(max(1, round(font.pixelSize() * 0.6)))
        title_metrics = QFontMetricsF(small)
        widths = [title_metrics.horizontalAdvance(title) for title in self._titles(with_rounds)]
        for line, row in zip(self.lines, self._rows(with_rounds), strict=True):
            for index, text in enumerate(row):
                shown = (
                    line._replace(player=line.player[:LONGEST_NAME]).name if index == 1 else text
                )
                widths[index] = max(widths[index], metrics.horizontalAdvance(shown))
        return widths

    def arrange(self) -> None:
        """Lay the standing out in the largest type that fits: one to four columns
        of players, each round's points shown when that keeps the type within
        80 % of the largest without them."""
        area = self.area = self.viewport()
        width, height = area.width(), area.height()
        margin = max(8.0, width * 0.025)
        top = area.top() + height * 0.15
        body = QRectF(
            area.left() + margin, top, width - 2 * margin, area.bottom() - top - margin * 0.6
        )
        count = max(len(self.lines), 1)
        best: dict[bool, Arrangement] = {}
        for with_rounds in (False, True) if self.rounds > 1 else (False,):
            for columns in range(1, min(MOST_COLUMNS, count) + 1):
                pixels = self._fit(body, count, columns, with_rounds)
                known = best.get(with_rounds)
                if known is None or pixels > known.pixels:
                    best[with_rounds] = Arrangement(columns, with_rounds, pixels)
        choice = best[False]
        if True in best and best[True].pixels >= 0.8 * choice.pixels:
            choice = best[True]
        self.arrangement = choice
        self._place(body, count, choice)

    def _gap(self, pixels: float) -> float:
        return pixels * 0.8

    def _fit(self, body: QRectF, count: int, columns: int, with_rounds: bool) -> float:
        """The type's pixel size for ``columns`` columns of players."""
        rows = math.ceil(count / columns) + 1  # and the titles' line
        line = min(body.height() / rows, body.height() / 8)
        pixels = line * LINE_SHARE
        font = self._font(pixels)
        widths = self._widths(font, with_rounds)
        column_gap = pixels * 2
        room = (body.width() - column_gap * (columns - 1)) / columns
        needed = sum(widths) + self._gap(pixels) * (len(widths) - 1)
        if needed > room:
            pixels *= room / needed
        return max(pixels, 6.0)

    @staticmethod
    def _font(pixels: float, bold: bool = False) -> QFont:
        font = QFont()
        font.setPixelSize(max(1, round(pixels)))
        font.setBold(bold)
        return font

    def _place(self, body: QRectF, count: int, arrangement: Arrangement) -> None:
        pixels = arrangement.pixels
        columns = arrangement.columns
        self.body_font = self._font(pixels)
        per_column = math.ceil(count / columns)
        rows = per_column + 1
        line = min(body.height() / rows, body.height() / 8)
        widths = self._widths(self.body_font, arrangement.rounds)
        gap = self._gap(pixels)
        column_gap = pixels * 2
        room = (body.width() - column_gap * (columns - 1)) / columns
        # The name takes what the numbers leave.
        widths[1] = max(widths[1], room - (sum(widths) - widths[1]) - gap * (len(widths) - 1))
        titles = self._titles(arrangement.rounds)
        rows_text = self._rows(arrangement.rounds)
        right = Qt.AlignmentFlag.AlignRight
        left = Qt.AlignmentFlag.AlignLeft
        cells: list[Cell] = []
        bands: list[QRectF] = []
        total_index = len(titles) - 1 if not self.score else len(titles) - 2
        ranked_index = len(titles) - 1
        for column in range(columns):
            x0 = body.left() + column * (room + column_gap)
            chunk = rows_text[column * per_column : (column + 1) * per_column]
            if not chunk and column:
                break
            x = x0
            for index, (title, w) in enumerate(zip(titles, widths, strict=True)):
                align = left if index == 1 else right
                rect = QRectF(x, body.top(), w, line)
                cells.append(Cell(rect, title, align, DIM, small=True))
                x += w + gap
            for offset, texts in enumerate(chunk):
                y = body.top() + (offset + 1) * line
                if offset % 2 == 0:
                    bands.append(QRectF(x0 - gap / 2, y, room + gap, line))
                place = self.lines[column * per_column + offset].place
                x = x0
                for index, (text, w) in enumerate(zip(texts, widths, strict=True)):
                    align = left if index == 1 else right
                    if place == 1 and index in (0, 1):
                        colour = LEAD
                    elif 1 < index < total_index:
                        colour = DIM
                    else:
                        colour = INK
                    bold = index == ranked_index or (index == 1 and place <= 3)
                    cells.append(Cell(QRectF(x, y, w, line), text, align, colour, bold))
                    x += w + gap
        self.cells, self.bands = cells, bands

    # Drawing -------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            painter.fillRect(self.rect(), BACKGROUND)
            area = self.area
            width, height = area.width(), area.height()
            left, top = area.left(), area.top()
            margin = max(8.0, width * 0.025)
            title_font = self._font(height * 0.055, bold=True)
            painter.setFont(title_font)
            painter.setPen(INK)
            head = QRectF(left + margin, top + height * 0.015, width - 2 * margin, height * 0.075)
            metrics = QFontMetricsF(title_font)
            painter.drawText(
                head,
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                metrics.elidedText(self.title, Qt.TextElideMode.ElideRight, head.width()),
            )
            status_font = self._font(height * 0.033)
            painter.setFont(status_font)
            painter.setPen(DIM)
            status = QRectF(left + margin, top + height * 0.09, width - 2 * margin, height * 0.05)
            painter.drawText(
                status,
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                QFontMetricsF(status_font).elidedText(
                    self.heading, Qt.TextElideMode.ElideRight, status.width()
                ),
            )
            for band in self.bands:
                painter.fillRect(band, BAND)
            small = self._font(self.body_font.pixelSize() * 0.6)
            flags = Qt.AlignmentFlag.AlignVCenter
            for cell in self.cells:
                font = QFont(small if cell.small else self.body_font)
                font.setBold(cell.bold)
                painter.setFont(font)
                painter.setPen(cell.colour)
                text = QFontMetricsF(font).elidedText(
                    cell.text, Qt.TextElideMode.ElideRight, cell.rect.width()
                )
                painter.drawText(cell.rect, int(cell.align | flags), text)
        finally:
            painter.end()

    # Keys ----------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key == Qt.Key.Key_F11:
            if self.isFullScreen():
                self.showNormal()
            else:
                self.showFullScreen()
            event.accept()
            return
        if key == Qt.Key.Key_Escape:
            if self.isFullScreen():
                self.showNormal()
            else:
                self.close()
            event.accept()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        """Closed: the standing window stops reading the night if it is closed too."""
        if not self.source.isVisible():
            self.source.timer.stop()
        super().closeEvent(event)


def place_in_screen(wall: WallWindow) -> None:
    """The wall's size and place as a window: its size hint, but no more than
    :data:`SCREEN_SHARE` of the screen's free area, in the middle of it."""
    screen = wall.screen()
    if screen is None:
        wall.resize(wall.sizeHint())
        return
    free = screen.availableGeometry()
    most = QSize(int(free.width() * SCREEN_SHARE), int(free.height() * SCREEN_SHARE))
    size = wall.sizeHint().boundedTo(most)
    wall.resize(size)
    wall.move(
        free.left() + (free.width() - size.width()) // 2,
        free.top() + (free.height() - size.height()) // 2,
    )


def open_wall(source: NightWindow, full_screen: bool = True) -> WallWindow:
    """The wall of ``source``'s night (the one already open, brought forward),
    shown full screen unless asked otherwise."""
    for wall in source.findChildren(WallWindow):
        wall.refresh()
        break
    else:
        wall = WallWindow(source)
        place_in_screen(wall)
    if full_screen:
        wall.showFullScreen()
    else:
        wall.show()
    wall.raise_()
    wall.activateWindow()
    return wall
