"""The evening as a chart: every player's running total over the deals.

Why a small painter widget and no charting library: Qt Charts (PySide6-Addons)
is deprecated since Qt 6.10 in favour of Qt Graphs, whose widget use goes
through QML, and importing either costs start-up time the window has no room
for (see the start-up budget in the README); pyqtgraph would be an extra
dependency for one line chart. What the chart needs — a polyline per player,
a zero line, ticks, shaded Bock deals, a guide line under the mouse — is a
few hundred lines of ``QPainter``, paints a 2,000-deal evening in a few
milliseconds (long evenings are thinned to at most four points per pixel
column, keeping each column's extremes) and follows the palette, light or dark.

x is the deal number (0 is the start of the evening, where everyone stands at
0), y the running total. The stretch of a line that leads to deal ``n`` is the
deal itself; a Bock deal shades that stretch. Hovering shows a vertical guide at
the nearest deal and a card beside it (the deal, its dealer, each player's delta
and total) — painted in the chart, not a tooltip window, so it also shows for
the keyboard and in screenshots; a click sends :attr:`TotalsChart.deal_clicked`.
With the keyboard focus, the arrow keys (Page Up/Down, Home, End) move the
highlighted deal and Enter or Space "clicks" it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from schreiber.games.common import Replay
from schreiber.games.frozen import Frozen
from schreiber.games.frozen import fill as fill_fields
from schreiber.ui.common import text
from schreiber.ui.common.widgets import is_language_change

# Line colours: the Okabe–Ito set (readable with colour blindness), darker on a
# light background and lighter on a dark one; up to seven players.
LIGHT_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#B8860B", "#56B4E9", "#6A3D9A")
DARK_COLOURS = ("#56B4E9", "#FF8C42", "#3DDC97", "#F08CC8", "#F0E442", "#A0C4FF", "#C3A6FF")
BOCK_AMBER = QColor("#FFB300")
MARGIN = 12
LINE_WIDTH = 2.5


def mix(base: QColor, tint: QColor, amount: float) -> QColor:
    """``tint`` laid over ``base`` with ``amount`` (0…1) of opacity, as one opaque colour."""
    return QColor(
        round(base.red() + (tint.red() - base.red()) * amount),
        round(base.green() + (tint.green() - base.green()) * amount),
        round(base.blue() + (tint.blue() - base.blue()) * amount),
    )


def nice_step(span: float, ticks: float) -> int:
    """A whole step of 1, 2 or 5 × 10ⁿ that cuts ``span`` into about ``ticks`` parts."""
    raw = span / max(ticks, 1.0)
    if raw <= 1:
        return 1
    magnitude = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * magnitude >= raw:
            return int(factor * magnitude)
    return int(10 * magnitude)  # pragma: no cover (the loop always returns)


def tick_label(value: int) -> str:
    """A total on the axis: +20, −10, 0, with the language's digit grouping."""
    number = QLocale().toString(abs(value))
    return f"+{number}" if value > 0 else f"−{number}" if value < 0 else number


def thin(values: Sequence[int], columns: int) -> list[tuple[int, int]]:
    """``(index, value)`` pairs to draw ``values`` across ``columns`` pixel columns.

    Up to twice as many values as columns are drawn as they are; beyond that
    each column keeps its first, lowest, highest and last value, in order, so
    the drawn line still reaches every extreme.
    """
    count = len(values)
    if count <= 2 * max(columns, 1):
        return list(enumerate(values))
    out: list[tuple[int, int]] = []
    for start, end in column_runs(count, columns):
        if end - start < 2:  # one or two values: all of them are kept
            out.extend((index, values[index]) for index in range(start, end + 1))
            continue
        chunk = values[start : end + 1]
        low = start + chunk.index(min(chunk))
        high = start + chunk.index(max(chunk))
        for index in sorted({start, low, high, end}):
            out.append((index, values[index]))
    return out


@lru_cache(maxsize=4)
def column_runs(count: int, columns: int) -> tuple[tuple[int, int], ...]:
    """``(first, last)`` index of the values that fall in each pixel column.

    Value ``i`` of ``count`` falls in column ``i * columns // (count - 1)``.
    Every player's line has the same count, so a paint works this out once.
    """
    last = count - 1
    runs: list[tuple[int, int]] = []
    start = 0
    column = 0
    for index in range(1, count):
        here = index * columns // last
        if here != column:
            runs.append((start, index - 1))
            start, column = index, here
    if count:
        runs.append((start, last))
    return tuple(runs)


class _Geometry(Frozen):
    """Where everything goes for the current size and data; ``legend``: (area,
    player index or -1 for Bock)."""

    FIELDS = ("plot", "legend", "y_low", "y_high", "y_step", "x_step")
    __slots__ = FIELDS
    plot: QRectF
    legend: list[tuple[QRectF, int]]
    y_low: int
    y_high: int
    y_step: int
    x_step: int

    def __init__(
        self,
        plot: QRectF,
        legend: list[tuple[QRectF, int]],
        y_low: int,
        y_high: int,
        y_step: int,
        x_step: int,
    ) -> None:
        fill_fields(self, plot, legend, y_low, y_high, y_step, x_step)


def fill(painter: QPainter, rects: QRectF | list[QRectF], colour: QColor) -> None:
    """``rects`` (one or many) filled with ``colour``, nothing drawn around them.

    Not ``QPainter.fillRect``: PySide, choosing among its overloads, makes the
    ``QGradient`` class with all its enum values, which costs start-up time.
    """
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    if isinstance(rects, QRectF):
        painter.drawRect(rects)
    else:
        painter.drawRects(rects)
    painter.restore()


class TotalsChart(QWidget):
    """Running totals of every player, deal by deal, with the Bock deals shaded.

    ``set_replay(players, replay)`` shows an evening (call it again after every
    change; it is cheap). Everyone who sat that evening has a line: a player who
    came later (a change of seating, rules §2a) starts at 0 where they came, one
    who left keeps a flat line. x is the deal's number as the sheet shows it
    (deals played): a change of seating or a redeal is no point of its own.
    :attr:`deal_clicked` reports the deal's place in the records (the sheet's
    row), :meth:`set_current_deal` takes one.
    ``hovered_deal`` is the deal under the mouse or the
    keyboard's highlight (``None`` for none); :attr:`deal_highlighted` reports
    it (0 for none) and :attr:`deal_clicked` reports a click or Enter.
    """

    deal_clicked = Signal(int)
    deal_highlighted = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.players: list[str] = []
        self.replay: Replay | None = None
        self.hovered_deal: int | None = None
        self._series: list[list[int]] = []
        self._bock: list[int] = []  # bock level of deal n at index n (index 0: the start)
        self._start: list[int] = []  # where each player's line starts (0, or where they came)
        self._tables: list[tuple[str, ...]] = []  # who sat at the table for deal n at n - 1
        self._places: list[int] = []  # the place in the records of deal n at n - 1
        self._picture: QPixmap | None = None
        self._picture_key: tuple[int, int, float] = (0, 0, 0.0)
        self._layout: tuple[tuple[int, int], _Geometry] | None = None
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.retranslate()

    # Data ---------------------------------------------------------------------------

    def set_replay(self, players: Sequence[str], replay: Replay) -> None:
        """Show ``replay``'s deals for ``players`` (in seat order: it fixes the colours),
        then for everyone else who sat that evening, in the order they came."""
        names = list(dict.fromkeys([*players, *replay.totals]))
        self.players = names
        self.replay = replay
        self._places = [
            place for place, deal in enumerate(replay.deals, 1) if deal.number is not None
        ]
        played = [replay.deals[place - 1] for place in self._places]
        self._series = [[0] + [deal.totals.get(name, 0) for deal in played] for name in names]
        self._start = [self._came(name, replay) for name in names]
        self._bock = [0] + [deal.bock_level for deal in played]
        seated: list[str] = list(players)
        self._tables = []
        for deal in replay.deals:
            if deal.seating is not None:
                seated = list(deal.seating.players)
            elif deal.number is not None:
                self._tables.append(tuple(seated) if seated else tuple(deal.totals))
        self._invalidate()
        if self.hovered_deal is not None and self.hovered_deal > self.deal_count():
            self._set_current(None)
        self._describe()

    @staticmethod
    def _came(name: str, replay: Replay) -> int:
        """Where ``name``'s line starts: at the change of seating that brought them,
        0 for a player of the first seating."""
        played = 0
        for deal in replay.deals:
            if name in deal.totals:
                return played if deal.seating is not None else 0
            if deal.number is not None:
                played = deal.number
        return 0

    def clear(self) -> None:
        self.players, self.replay, self._series, self._bock = [], None, [], []
        self._start, self._tables, self._places = [], [], []
        self._invalidate()
        self._set_current(None)

    def deal_count(self) -> int:
        return len(self._bock) - 1 if self._bock else 0

    def place_of(self, number: int) -> int:
        """Deal ``number``'s place in the records (the sheet's row)."""
        return self._places[number - 1]

    def number_at(self, place: int) -> int | None:
        """The deal at ``place`` in the records, as the chart numbers it (a change of
        seating or a redeal: the deal after it, None when none is played yet)."""
        for number, at in enumerate(self._places, 1):
            if at >= place:
                return number
        return None

    def player_colour(self, index: int) -> QColor:
        """The line colour of the player at ``index``, for the current palette."""
        colours = DARK_COLOURS if self._dark() else LIGHT_COLOURS
        return QColor(colours[index % len(colours)])

    def bock_colour(self, level: int) -> QColor:
        """The (opaque) shade behind a deal played at Bock ``level`` (0: none)."""
        base = self.palette().color(QPalette.ColorRole.Base)
        if level <= 0:
            return base
        amount = (0.16 if level == 1 else 0.30) if self._dark() else (0.22 if level == 1 else 0.40)
        return mix(base, BOCK_AMBER, amount)

    def _dark(self) -> bool:
        return self.palette().color(QPalette.ColorRole.Base).lightness() < 128

    # Words ----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Running totals"))
        self._describe()
        self._invalidate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        elif event.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange):
            self._invalidate()
        super().changeEvent(event)

    def _describe(self) -> None:
        """The accessible description: the highlighted deal, or what the chart shows."""
        if self.hovered_deal is not None:
            self.setAccessibleDescription(self.deal_text(self.hovered_deal))
        else:
            self.setAccessibleDescription(
                self.tr("Every player's running total after each deal; arrow keys pick a deal.")
            )

    def deal_lines(self, number: int) -> list[tuple[str, str, str]]:
        """``(player, delta, total)`` texts of deal ``number`` (delta "sits out" when
        sitting out, "not at the table" when not seated, empty for a change of
        seating); a player who has not come yet has no line."""
        if self.replay is None or not 1 <= number <= self.deal_count():
            return []
        deal = self.replay.deals[self.place_of(number) - 1]
        table = self._tables[number - 1] if number <= len(self._tables) else tuple(self.players)
        rows = []
        for name in self.players:
            if name not in deal.totals:
                continue
            if deal.seating is not None:
                delta = ""
            elif name not in table:
                delta = self.tr("not at the table")
            elif name in deal.sitting_out:
                delta = self.tr("sits out")
            else:
                delta = text.signed(deal.result.scores.get(name, 0))
            rows.append((name, delta, text.signed(deal.totals[name])))
        return rows

    def deal_heading(self, number: int) -> str:
        """The deal's first tooltip line: "Deal 5 · dealt by Emi · Bock ×2"; for a
        change of seating "Seating · Chie deals next"."""
        if self.replay is None or not 1 <= number <= self.deal_count():
            return ""
        deal = self.replay.deals[self.place_of(number) - 1]
        if deal.seating is not None:
            return self.tr("Seating · {name} deals next").format(name=deal.seating.dealer)
        # The deal's number as the sheet shows it (deals played); a redeal has none.
        shown = (
            QCoreApplication.translate("SheetModel", "Redeal")
            if deal.number is None
            else self.tr("Deal {number}").format(number=QLocale().toString(deal.number))
        )
        parts = [shown, self.tr("dealt by {name}").format(name=deal.dealer)]
        if deal.bock_level:
            parts.append(self.tr("Bock ×{factor}").format(factor=2**deal.bock_level))
        return " · ".join(parts)

    def deal_text(self, number: int) -> str:
        """The deal as plain text, one line per player (the accessible description)."""
        lines = [self.deal_heading(number)]
        lines += [f"{name}: {delta} → {total}" for name, delta, total in self.deal_lines(number)]
        return "\n".join(lines)

    # Geometry -------------------------------------------------------------------------

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(640, 340)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(260, 180)

    def _small_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF() * 0.95, 7.0))
        return font

    def _legend_names(self) -> list[tuple[str, int]]:
        names = [(name, i) for i, name in enumerate(self.players)]
        if any(self._bock):
            names.append((self.tr("Bock"), -1))
        return names

    def _geometry(self) -> _Geometry:
        """The layout for the current size, data, font and language (kept until one changes)."""
        size = (self.width(), self.height())
        if self._layout is None or self._layout[0] != size:
            self._layout = (size, self._measure())
        return self._layout[1]

    def _measure(self) -> _Geometry:
        metrics = QFontMetrics(self.font())
        small = QFontMetrics(self._small_font())
        width, height = self.width(), self.height()
        # The legend: one row, wrapped when the names do not fit.
        legend: list[tuple[QRectF, int]] = []
        x, y = float(MARGIN), float(MARGIN)
        row_height = metrics.height() + 6
        for name, index in self._legend_names():
            item_width = 26 + metrics.horizontalAdvance(name)
            if x > MARGIN and x + item_width > width - MARGIN:
                x, y = float(MARGIN), y + row_height
            legend.append((QRectF(x, y, item_width, row_height), index))
            x += item_width + 18
        top = (y + row_height + 6) if legend else float(MARGIN)
        bottom = height - MARGIN - small.height() - 6
        values = [value for series in self._series for value in series] or [0]
        low, high = min(0, *values), max(0, *values)
        if low == high:
            high = low + 1
        step = nice_step(high - low, max((bottom - top) / 42, 2))
        low = math.floor(low / step) * step
        high = math.ceil(high / step) * step
        label_width = max(small.horizontalAdvance(tick_label(v)) for v in (low, high))
        left = MARGIN + label_width + 8
        right = width - MARGIN - small.horizontalAdvance("0000") / 2
        plot = QRectF(left, top, max(right - left, 10), max(bottom - top, 10))
        count = max(self.deal_count(), 1)
        x_step = nice_step(count, max(plot.width() / 64, 1))
        return _Geometry(plot, legend, low, high, step, x_step)

    def deal_x(self, number: int) -> float:
        """The x position (widget pixels) of the point after deal ``number``."""
        plot = self._geometry().plot
        return self._x(plot, number)

    def _x(self, plot: QRectF, number: float) -> float:
        return plot.left() + plot.width() * number / max(self.deal_count(), 1)

    def _y(self, geometry: _Geometry, value: float) -> float:
        plot = geometry.plot
        span = geometry.y_high - geometry.y_low
        return plot.bottom() - plot.height() * (value - geometry.y_low) / span

    def total_y(self, value: int) -> float:
        """The y position (widget pixels) of the total ``value``."""
        return self._y(self._geometry(), value)

    def plot_rect(self) -> QRectF:
        return self._geometry().plot

    def deal_at(self, x: float) -> int | None:
        """The deal whose point is nearest to ``x`` (``None`` outside the plot or without deals)."""
        count = self.deal_count()
        plot = self._geometry().plot
        if not count or not plot.left() - 8 <= x <= plot.right() + 8:
            return None
        number = round((x - plot.left()) / plot.width() * count)
        return min(max(number, 1), count)

    # Painting -------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """The chart from its cached picture, then the guide, the card and the focus frame.

        Lines, bands, axes and legend change only with the data, the size, the
        palette or the language; they are painted once into a pixmap, so moving
        the mouse over a 2,000-deal evening repaints in a millisecond or two.
        """
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio)
        if self._picture is None or self._picture_key != key:
            self._picture = self._paint_picture(ratio)
            self._picture_key = key
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._picture)
        if self.deal_count():
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            geometry = self._geometry()
            palette = self.palette()
            self._paint_current(painter, geometry, palette.color(QPalette.ColorRole.Text))
            if self.hasFocus():
                pen = QPen(palette.color(QPalette.ColorRole.Highlight), 2)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(geometry.plot.adjusted(-1, -1, 1, 1))
        painter.end()

    def _invalidate(self) -> None:
        """Paint the picture again on the next paint event."""
        self._picture = None
        self._layout = None
        self.update()

    def _paint_picture(self, ratio: float) -> QPixmap:
        picture = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
        picture.setDevicePixelRatio(ratio)
        palette = self.palette()
        picture.fill(palette.color(QPalette.ColorRole.Base))
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text_colour = palette.color(QPalette.ColorRole.Text)
        if not self.deal_count():
            painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(
                self.rect(), int(Qt.AlignmentFlag.AlignCenter), self.tr("No deals yet")
            )
        else:
            geometry = self._geometry()
            self._paint_bock(painter, geometry)
            self._paint_axes(painter, geometry, text_colour)
            self._paint_lines(painter, geometry)
            self._paint_legend(painter, geometry, text_colour)
        painter.end()
        return picture

    def _paint_bock(self, painter: QPainter, geometry: _Geometry) -> None:
        """Shade each run of deals at one Bock level as one band (one call per level)."""
        plot = geometry.plot
        bands: dict[int, list[QRectF]] = {}
        number = 1
        count = self.deal_count()
        while number <= count:
            level = self._bock[number]
            end = number
            while end + 1 <= count and self._bock[end + 1] == level:
                end += 1
            if level:
                left, right = self._x(plot, number - 1), self._x(plot, end)
                bands.setdefault(level, []).append(
                    QRectF(left, plot.top(), right - left, plot.height())
                )
            number = end + 1
        for level, rects in bands.items():
            fill(painter, rects, self.bock_colour(level))

    def _paint_axes(self, painter: QPainter, geometry: _Geometry, colour: QColor) -> None:
        plot = geometry.plot
        painter.setFont(self._small_font())
        small = QFontMetrics(painter.font())
        grid = QColor(colour)
        grid.setAlpha(40)
        label_colour = QColor(colour)
        label_colour.setAlpha(190)
        for value in range(geometry.y_low, geometry.y_high + 1, geometry.y_step):
            y = math.floor(self._y(geometry, value)) + 0.5  # one crisp pixel row
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(label_colour)
            label = tick_label(value)
            box = QRectF(MARGIN, y - small.height() / 2, plot.left() - MARGIN - 6, small.height())
            align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(box, int(align), label)
        count = self.deal_count()
        for number in range(geometry.x_step, count + 1, geometry.x_step):
            x = math.floor(self._x(plot, number)) + 0.5
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            painter.setPen(label_colour)
            label = QLocale().toString(number)
            half = small.horizontalAdvance(label) / 2 + 2
            box = QRectF(x - half, plot.bottom() + 4, 2 * half, small.height())
            painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), label)
        # What the x axis counts, left of its first number.
        word = self.tr("Deal")
        first = self._x(plot, geometry.x_step) if geometry.x_step <= count else plot.right()
        if small.horizontalAdvance(word) + 8 < first - plot.left() - small.horizontalAdvance("0"):
            painter.setPen(label_colour)
            box = QRectF(plot.left() + 2, plot.bottom() + 4, first - plot.left(), small.height())
            align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(box, int(align), word)
        # The zero line, stronger than the grid.
        zero = QColor(colour)
        zero.setAlpha(150)
        painter.setPen(QPen(zero, 2))
        y = round(self._y(geometry, 0))  # on whole pixels: two crisp rows
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))

    def _paint_lines(self, painter: QPainter, geometry: _Geometry) -> None:
        plot = geometry.plot
        columns = max(int(plot.width()), 1)
        count = self.deal_count()
        dots = count <= plot.width() / 14
        # Round joins look best but cost much more; a dense line does not show them.
        dense = count > plot.width() / 4
        x0, x_scale = plot.left(), plot.width() / max(count, 1)
        y0 = plot.bottom()
        y_scale = plot.height() / (geometry.y_high - geometry.y_low)
        low = geometry.y_low
        painter.save()
        painter.setClipRect(plot.adjusted(-4, -4, 4, 4))
        for index, series in enumerate(self._series):
            colour = self.player_colour(index)
            start = self._start[index] if index < len(self._start) else 0
            points = [
                QPointF(x0 + x_scale * (start + number), y0 - y_scale * (value - low))
                for number, value in thin(series[start:], columns)
            ]
            pen = QPen(colour, LINE_WIDTH - 0.5 if dense else LINE_WIDTH)
            join = Qt.PenJoinStyle.BevelJoin if dense else Qt.PenJoinStyle.RoundJoin
            pen.setJoinStyle(join)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolyline(QPolygonF(points))
            if dots:
                painter.setBrush(colour)
                painter.setPen(Qt.PenStyle.NoPen)
                for point in points[1:]:
                    painter.drawEllipse(point, 3.0, 3.0)
        painter.restore()

    def _paint_current(self, painter: QPainter, geometry: _Geometry, colour: QColor) -> None:
        number = self.hovered_deal
        if number is None:
            return
        plot = geometry.plot
        x = self._x(plot, number)
        guide = QColor(colour)
        guide.setAlpha(150)
        pen = QPen(guide, 1.5, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        base = self.palette().color(QPalette.ColorRole.Base)
        for index, series in enumerate(self._series):
            if index < len(self._start) and number < self._start[index]:
                continue  # not come yet
            painter.setPen(QPen(base, 2))
            painter.setBrush(self.player_colour(index))
            painter.drawEllipse(QPointF(x, self._y(geometry, series[number])), 5.0, 5.0)
        self._paint_card(painter, geometry, number)

    def card_rect(self) -> QRectF:
        """Where the hover card of the highlighted deal is (empty without one)."""
        if self.hovered_deal is None:
            return QRectF()
        return self._card_layout(self._geometry(), self.hovered_deal)[0]

    def _card_layout(self, geometry: _Geometry, number: int) -> tuple[QRectF, list[float]]:
        """The card's rectangle and the x offsets of its columns (delta, total ends)."""
        metrics = QFontMetrics(self.font())
        bold = QFont(self.font())
        bold.setBold(True)
        strong = QFontMetrics(bold)
        lines = self.deal_lines(number)
        name_width = max((metrics.horizontalAdvance(name) for name, _, _ in lines), default=0)
        delta_width = max((metrics.horizontalAdvance(d) for _, d, _ in lines), default=0)
        total_width = max((strong.horizontalAdvance(t) for _, _, t in lines), default=0)
        columns: list[float] = [
            10 + 16 + name_width + 14 + delta_width,
            10 + 16 + name_width + 14 + delta_width + 14 + total_width,
        ]
        width = max(columns[1] + 10, strong.horizontalAdvance(self.deal_heading(number)) + 20)
        height = 8 + strong.height() + 4 + len(lines) * (metrics.height() + 2) + 6
        plot = geometry.plot
        x = self._x(plot, number)
        left = x + 14 if x + 14 + width <= plot.right() else x - 14 - width
        left = max(left, plot.left() + 2)
        return QRectF(left, plot.top() + 8, width, height), columns

    def _paint_card(self, painter: QPainter, geometry: _Geometry, number: int) -> None:
        """The hover card: which deal, who dealt, each player's delta and total."""
        card, columns = self._card_layout(geometry, number)
        palette = self.palette()
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        painter.setBrush(palette.color(QPalette.ColorRole.ToolTipBase))
        painter.drawRoundedRect(card, 6, 6)
        ink = palette.color(QPalette.ColorRole.ToolTipText)
        bold = QFont(self.font())
        bold.setBold(True)
        strong = QFontMetrics(bold)
        metrics = QFontMetrics(self.font())
        left_middle = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        right_middle = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        painter.setPen(ink)
        painter.setFont(bold)
        y = card.top() + 8
        heading = QRectF(card.left() + 10, y, card.width() - 20, strong.height())
        painter.drawText(heading, int(left_middle), self.deal_heading(number))
        y += strong.height() + 4
        row_height = metrics.height() + 2
        for name, delta, total in self.deal_lines(number):
            index = self.players.index(name)
            middle = y + row_height / 2
            fill(painter, QRectF(card.left() + 10, middle - 5, 10, 10), self.player_colour(index))
            painter.setFont(self.font())
            painter.setPen(ink)
            painter.drawText(
                QRectF(card.left() + 26, y, columns[0], row_height), int(left_middle), name
            )
            painter.drawText(
                QRectF(card.left(), y, columns[0], row_height), int(right_middle), delta
            )
            painter.setFont(bold)
            painter.drawText(
                QRectF(card.left(), y, columns[1], row_height), int(right_middle), total
            )
            y += row_height

    def _paint_legend(self, painter: QPainter, geometry: _Geometry, colour: QColor) -> None:
        painter.setFont(self.font())
        names = dict((index, name) for name, index in self._legend_names())
        for area, index in geometry.legend:
            middle = area.center().y()
            if index < 0:
                swatch = QRectF(area.left(), middle - 7, 18, 14)
                fill(painter, swatch, self.bock_colour(1))
            else:
                pen = QPen(self.player_colour(index), 4)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                painter.setPen(pen)
                painter.drawLine(
                    QPointF(area.left() + 2, middle), QPointF(area.left() + 17, middle)
                )
            painter.setPen(colour)
            box = area.adjusted(26, 0, 0, 0)
            align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(box, int(align), names[index])

    # Mouse and keyboard -----------------------------------------------------------------

    def _set_current(self, number: int | None) -> None:
        if number == self.hovered_deal:
            return
        self.hovered_deal = number
        self._describe()
        self.update()
        self.deal_highlighted.emit(number or 0)

    def set_current_deal(self, place: int | None) -> None:
        """Highlight the deal at ``place`` in the records (the row selected in the
        sheet); ``None`` for none."""
        number = None if place is None else self.number_at(place)
        if number is not None and not 1 <= number <= self.deal_count():
            number = None
        self._set_current(number)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        position = event.position()
        number = self.deal_at(position.x())
        self._set_current(number)
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802
        if not self.hasFocus():
            self._set_current(None)
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            number = self.deal_at(event.position().x())
            if number is not None:
                self._set_current(number)
                self.deal_clicked.emit(self.place_of(number))
                event.accept()
                return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        count = self.deal_count()
        key = Qt.Key(event.key())
        current = self.hovered_deal
        moves = {
            Qt.Key.Key_Left: -1,
            Qt.Key.Key_Right: 1,
            Qt.Key.Key_PageUp: -10,
            Qt.Key.Key_PageDown: 10,
        }
        if not count:
            super().keyPressEvent(event)
            return
        if key in moves:
            start = current if current is not None else (count if moves[key] < 0 else 0)
            self._set_current(min(max(start + moves[key], 1), count))
        elif key == Qt.Key.Key_Home:
            self._set_current(1)
        elif key == Qt.Key.Key_End:
            self._set_current(count)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and current:
            self.deal_clicked.emit(self.place_of(current))
        elif key == Qt.Key.Key_Escape and current is not None:
            self._set_current(None)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        self.update()
        super().focusOutEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        self.update()
        super().focusInEvent(event)
