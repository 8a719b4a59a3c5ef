"""The league over the season as a chart: each player's league score after each date.

A small ``QPainter`` widget in the style of the evening's chart
(:mod:`schreiber.ui.evening.chart`: its colours, grid, ticks and legend), for the same reasons:
no charting library to load. x is the club's evenings (one step per date with
evenings, labelled with the date), y the league score after that date as
:func:`schreiber.club.league.league` gives it for the evenings up to then (so a dropped
evening or an average reads as it did that night). A player's line starts at
their first evening. The player picked in the standings is drawn strong, the
others lighter. Hovering (or the arrow keys) shows a guide at a date and a card
with the league on that date.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QDate, QEvent, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from schreiber.club.league_data import Progress
from schreiber.ui.club.league_models import signed_number
from schreiber.ui.common.widgets import is_language_change
from schreiber.ui.evening.chart import (
    DARK_COLOURS,
    LIGHT_COLOURS,
    LINE_WIDTH,
    MARGIN,
    fill,
    mix,
    nice_step,
)

PEN_STYLES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine)
MOST_ON_CARD = 12
LEGEND_SHARE = 0.35
"""At most this part of the height goes to the legend; more names are left out."""


def date_label(date: str) -> str:
    """A date on the x axis, short: the day and month in the language's order."""
    parsed = QDate.fromString(date, Qt.DateFormat.ISODate)
    if not parsed.isValid():
        return date
    short = QLocale().dateFormat(QLocale.FormatType.ShortFormat)
    # The short format without its year: "dd.MM.yy" → "dd.MM.", "M/d/yy" → "M/d".
    for year in ("yyyy", "yy"):
        short = short.replace(year, "")
    short = short.strip("/.- ").replace("..", ".").replace("//", "/").replace("--", "-")
    if "d" not in short or "M" not in short:
        short = "d.M."
    if QLocale().language() == QLocale.Language.German and not short.endswith("."):
        short += "."
    return QLocale().toString(parsed, short)


class LeagueChart(QWidget):
    """Each player's league score after each date of the season.

    ``set_progress(progress)`` shows it (cheap; call it after every change);
    ``set_selected(name)`` draws one player's line strong. ``current`` is the
    date index under the mouse or the keyboard's highlight (None for none).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.progress = Progress()
        self.selected = ""
        self.current: int | None = None
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.retranslate()

    # Data ---------------------------------------------------------------------------

    def set_progress(self, progress: Progress) -> None:
        self.progress = progress
        if self.current is not None and self.current >= len(progress.dates):
            self.current = None
        self.update()
        self._describe()

    def set_selected(self, name: str) -> None:
        self.selected = name
        self.update()

    def player_colour(self, index: int) -> QColor:
        colours = DARK_COLOURS if self._dark() else LIGHT_COLOURS
        return QColor(colours[index % len(colours)])

    def pen_style(self, index: int) -> Qt.PenStyle:
        """Solid for the first seven players, then dashed, then dotted: 21 told apart."""
        return PEN_STYLES[(index // len(LIGHT_COLOURS)) % len(PEN_STYLES)]

    def _dark(self) -> bool:
        return self.palette().color(QPalette.ColorRole.Base).lightness() < 128

    # Words ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("The league over the season"))
        self._describe()
        self.update()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def _describe(self) -> None:
        if self.current is not None:
            self.setAccessibleDescription(self.card_text(self.current))
        else:
            self.setAccessibleDescription(
                self.tr("Each player's league score after each club evening; arrow keys pick one.")
            )

    def card_lines(self, index: int) -> list[tuple[str, float]]:
        """The league on date ``index``: (player, score), best first."""
        if not 0 <= index < len(self.progress.dates):
            return []
        scores = [
            (name, row[index])
            for name, row in self.progress.scores.items()
            if row[index] is not None
        ]
        ranked = [(name, float(score)) for name, score in scores if score is not None]
        return sorted(ranked, key=lambda item: (-item[1], item[0]))

    def card_heading(self, index: int) -> str:
        if not 0 <= index < len(self.progress.dates):
            return ""
        parsed = QDate.fromString(self.progress.dates[index], Qt.DateFormat.ISODate)
        when = (
            QLocale().toString(parsed, QLocale.FormatType.LongFormat)
            if parsed.isValid()
            else self.progress.dates[index]
        )
        return self.tr("The league after {date}").format(date=when)

    def card_text(self, index: int) -> str:
        lines = [self.card_heading(index)]
        lines += [f"{name}: {signed_number(score)}" for name, score in self.card_lines(index)]
        return "\n".join(lines)

    # Geometry -------------------------------------------------------------------------

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(560, 320)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(240, 160)

    def _small_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF() * 0.9, 7.0))
        return font

    def legend(self) -> list[tuple[QRectF, int]]:
        """Where each player's name goes above the plot: (area, player index)."""
        metrics = QFontMetrics(self._small_font())
        out: list[tuple[QRectF, int]] = []
        x, y = float(MARGIN), float(MARGIN)
        row = metrics.height() + 4
        limit = MARGIN + self.height() * LEGEND_SHARE
        for index, name in enumerate(self.progress.players):
            width = 24 + metrics.horizontalAdvance(name) + 8
            if x > MARGIN and x + width > self.width() - MARGIN:
                x, y = float(MARGIN), y + row
            if y + row > limit:
                break
            out.append((QRectF(x, y, width, row), index))
            x += width
        return out

    def plot_rect(self) -> QRectF:
        small = QFontMetrics(self._small_font())
        legend = self.legend()
        top = (legend[-1][0].bottom() if legend else MARGIN) + 8
        low, high, _ = self.y_range()
        labels = [signed_number(v) for v in (low, high)]
        left = MARGIN + max(small.horizontalAdvance(t) for t in labels) + 8
        bottom = self.height() - MARGIN - small.height() - 4
        right = self.width() - MARGIN - 4
        return QRectF(left, top, max(right - left, 10), max(bottom - top, 10))

    def y_range(self) -> tuple[int, int, int]:
        """The lowest and highest tick and the step between ticks."""
        values = [v for row in self.progress.scores.values() for v in row if v is not None]
        low = math.floor(min([0.0, *values]))
        high = math.ceil(max([0.0, *values]))
        if high == low:
            high = low + 1
        step = nice_step(high - low, max(self.height() / 60, 2))
        return (math.floor(low / step) * step, math.ceil(high / step) * step, step)

    def x_of(self, plot: QRectF, index: int) -> float:
        count = len(self.progress.dates)
        if count <= 1:
            return plot.center().x()
        return plot.left() + plot.width() * index / (count - 1)

    def y_of(self, plot: QRectF, value: float) -> float:
        low, high, _ = self.y_range()
        return plot.bottom() - plot.height() * (value - low) / (high - low)

    def date_at(self, x: float) -> int | None:
        count = len(self.progress.dates)
        if not count:
            return None
        plot = self.plot_rect()
        if count == 1:
            return 0
        index = round((x - plot.left()) / plot.width() * (count - 1))
        return min(max(index, 0), count - 1)

    # Painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        fill(painter, QRectF(self.rect()), palette.color(QPalette.ColorRole.Base))
        ink = palette.color(QPalette.ColorRole.Text)
        if not self.progress.dates:
            painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(
                self.rect(), int(Qt.AlignmentFlag.AlignCenter), self.tr("No evenings yet")
            )
            painter.end()
            return
        plot = self.plot_rect()
        self._paint_axes(painter, plot, ink)
        self._paint_lines(painter, plot)
        self._paint_legend(painter, ink)
        if self.current is not None:
            self._paint_current(painter, plot, ink)
        if self.hasFocus():
            focus = QColor(palette.color(QPalette.ColorRole.Highlight))
            painter.setPen(QPen(focus, 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))
        painter.end()

    def _paint_axes(self, painter: QPainter, plot: QRectF, ink: QColor) -> None:
        painter.setFont(self._small_font())
        small = QFontMetrics(painter.font())
        grid = QColor(ink)
        grid.setAlpha(40)
        label = QColor(ink)
        label.setAlpha(190)
        low, high, step = self.y_range()
        for value in range(low, high + 1, step):
            y = math.floor(self.y_of(plot, value)) + 0.5
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(label)
            box = QRectF(MARGIN, y - small.height() / 2, plot.left() - MARGIN - 6, small.height())
            align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(box, int(align), signed_number(value))
        right_of_last = -math.inf
        for index, date in enumerate(self.progress.dates):
            x = math.floor(self.x_of(plot, index)) + 0.5
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            text = date_label(date)
            half = small.horizontalAdvance(text) / 2 + 3
            left = min(x - half, self.width() - 2 * half - 2)  # the last one kept inside
            if left < right_of_last:
                continue  # no room: every other date is labelled
            painter.setPen(label)
            box = QRectF(left, plot.bottom() + 4, 2 * half, small.height())
            painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), text)
            right_of_last = left + 2 * half
        zero = QColor(ink)
        zero.setAlpha(150)
        painter.setPen(QPen(zero, 2))
        y = round(self.y_of(plot, 0))
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))

    def _line_pen(self, index: int, name: str) -> QPen:
        colour = self.player_colour(index)
        width = LINE_WIDTH
        if self.selected:
            if name == self.selected:
                width = LINE_WIDTH * 1.8
            else:
                colour = mix(self.palette().color(QPalette.ColorRole.Base), colour, 0.45)
        pen = QPen(colour, width)
        pen.setStyle(self.pen_style(index))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        return pen

    def _paint_lines(self, painter: QPainter, plot: QRectF) -> None:
        order = list(enumerate(self.progress.players))
        # The selected player last: on top of the others.
        order.sort(key=lambda item: item[1] == self.selected)
        dots = len(self.progress.dates) <= plot.width() / 14
        for index, name in order:
            row = self.progress.scores.get(name, ())
            points = [
                QPointF(self.x_of(plot, i), self.y_of(plot, value))
                for i, value in enumerate(row)
                if value is not None
            ]
            pen = self._line_pen(index, name)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            if len(points) > 1:
                painter.drawPolyline(QPolygonF(points))
            if dots or len(points) == 1:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(pen.color())
                for point in points:
                    painter.drawEllipse(point, 3.0, 3.0)

    def _paint_legend(self, painter: QPainter, ink: QColor) -> None:
        painter.setFont(self._small_font())
        for area, index in self.legend():
            name = self.progress.players[index]
            middle = area.center().y()
            pen = self._line_pen(index, name)
            pen.setWidthF(max(pen.widthF(), 3.0))
            painter.setPen(pen)
            painter.drawLine(QPointF(area.left() + 2, middle), QPointF(area.left() + 18, middle))
            painter.setPen(ink)
            font = self._small_font()
            font.setBold(name == self.selected)
            painter.setFont(font)
            align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(area.adjusted(24, 0, 0, 0), int(align), name)

    def _paint_current(self, painter: QPainter, plot: QRectF, ink: QColor) -> None:
        index = self.current
        assert index is not None
        x = self.x_of(plot, index)
        guide = QColor(ink)
        guide.setAlpha(150)
        painter.setPen(QPen(guide, 1.5, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        palette = self.palette()
        metrics = QFontMetrics(self.font())
        bold = QFont(self.font())
        bold.setBold(True)
        strong = QFontMetrics(bold)
        lines = self.card_lines(index)
        shown = lines[:MOST_ON_CARD]
        if len(lines) > len(shown):
            shown.append(("…", math.nan))
        heading = self.card_heading(index)
        name_width = max((metrics.horizontalAdvance(n) for n, _ in shown), default=0)
        score_width = max(
            (strong.horizontalAdvance(signed_number(s)) for _, s in shown if not math.isnan(s)),
            default=0,
        )
        width = max(20 + name_width + 16 + score_width, strong.horizontalAdvance(heading) + 20)
        row = metrics.height() + 2
        height = 8 + strong.height() + 4 + len(shown) * row + 6
        left = x + 14 if x + 14 + width <= plot.right() else x - 14 - width
        card = QRectF(max(left, plot.left() + 2), plot.top() + 4, width, height)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        painter.setBrush(palette.color(QPalette.ColorRole.ToolTipBase))
        painter.drawRoundedRect(card, 6, 6)
        text_ink = palette.color(QPalette.ColorRole.ToolTipText)
        painter.setPen(text_ink)
        painter.setFont(bold)
        left_middle = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        right_middle = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        y = card.top() + 8
        painter.drawText(
            QRectF(card.left() + 10, y, card.width() - 20, strong.height()),
            int(left_middle),
            heading,
        )
        y += strong.height() + 4
        for name, score in shown:
            painter.setFont(self.font())
            painter.drawText(QRectF(card.left() + 10, y, name_width, row), int(left_middle), name)
            if not math.isnan(score):
                painter.setFont(bold)
                painter.drawText(
                    QRectF(card.left(), y, card.width() - 10, row),
                    int(right_middle),
                    signed_number(score),
                )
            y += row

    # Mouse and keyboard -----------------------------------------------------------------

    def set_current(self, index: int | None) -> None:
        if index is not None and not 0 <= index < len(self.progress.dates):
            index = None
        if index != self.current:
            self.current = index
            self._describe()
            self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.set_current(self.date_at(event.position().x()))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802
        if not self.hasFocus():
            self.set_current(None)
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        count = len(self.progress.dates)
        key = Qt.Key(event.key())
        moves = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}
        if not count:
            super().keyPressEvent(event)
            return
        if key in moves:
            start = self.current if self.current is not None else (count if moves[key] < 0 else -1)
            self.set_current(min(max(start + moves[key], 0), count - 1))
        elif key == Qt.Key.Key_Home:
            self.set_current(0)
        elif key == Qt.Key.Key_End:
            self.set_current(count - 1)
        elif key == Qt.Key.Key_Escape and self.current is not None:
            self.set_current(None)
        else:
            super().keyPressEvent(event)
            return
        event.accept()
