"""Printouts of a club night: the seating plan and one table list per table.

Both are drawn with a ``QPainter`` on any paged device — a ``QPdfWriter`` for
a PDF file (:func:`save_seating_plan`, :func:`save_table_lists`) or a
``QPrinter`` from the print dialog (:func:`paint_seating_plan`,
:func:`paint_table_lists`) — on A4 portrait pages.

- The **seating plan** gives each round a page: every table with its players
  by seat, seat 1 dealing first, in type large enough to be read from a step
  away; up to 12 tables (48 players and more) fit one page.
- The **table list** is the paper fallback of a table (after the DDV's game
  list): night, round and table; the players by seat; a grid with a numbered
  row per deal, a running-total column per player, the game value and a column
  for the game and notes; the final total; and a line for each player's
  signature. One page per table.

Texts are translated in the context "ClubPrint". No font family is forced, so
names in Japanese are found in the system's fallback fonts (Noto CJK).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final, NamedTuple

from PySide6.QtCore import (
    QBuffer,
    QCoreApplication,
    QDate,
    QIODevice,
    QLocale,
    QMarginsF,
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

MARGIN_MM: Final = 12.0
TABLES_PER_PAGE: Final = 12
"""Tables of one round on one page of the seating plan (more go on to the next)."""
PLAN_GAP: Final = 5.0
PLAN_HEAD: Final = 9.5
DEFAULT_DEALS: Final = 24
MOST_DEALS: Final = 40
"""Rows of a table list: more would not be writable by hand on one page."""
MOST_AT_TABLE: Final = 7

INK: Final = QColor("#000000")
GREY: Final = QColor("#555555")
RULE: Final = QColor("#888888")
SHADE: Final = QColor("#eeeeee")
HEAD: Final = QColor("#dddddd")

Table = Sequence[str]


def shown_date(date: str) -> str:
    """An ISO date in the language's long form; anything else as given."""
    parsed = QDate.fromString(date, Qt.DateFormat.ISODate)
    if not parsed.isValid():
        return date
    return QLocale().toString(parsed, QLocale.FormatType.LongFormat)


class _Sheet:
    """Draws on a paged device in millimetres from the top left of the margins."""

    def __init__(self, device: QPagedPaintDevice, painter: QPainter) -> None:
        self.device = device
        self.painter = painter
        self.k = device.logicalDpiX() / 25.4
        self.width = device.width() / self.k
        self.height = device.height() / self.k

    def rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        k = self.k
        return QRectF(x * k, y * k, w * k, h * k)

    def font(self, points: float, bold: bool = False) -> QFont:
        font = QFont()
        font.setPointSizeF(points)
        font.setBold(bold)
        return font

    def text_width(self, text: str, points: float, bold: bool = False) -> float:
        """The width of ``text`` in millimetres."""
        metrics = QFontMetricsF(self.font(points, bold), self.device)
        return metrics.horizontalAdvance(text) / self.k

    def text(
        self,
        box: tuple[float, float, float, float],
        text: str,
        points: float,
        *,
        bold: bool = False,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
        colour: QColor = INK,
        wrap: bool = False,
        shrink: bool = False,
    ) -> None:
        """``text`` inside ``box`` (x, y, w, h), vertically centred: in one line
        shortened with … if it does not fit, with ``wrap`` broken into lines, or
        with ``shrink`` in smaller type (down to 60 %) before it is shortened."""
        x, y, w, h = box
        if shrink:
            needed = self.text_width(text, points, bold)
            if needed > w:
                points = max(points * w / needed * 0.97, points * 0.6)
        font = self.font(points, bold)
        metrics = QFontMetricsF(font, self.device)
        self.painter.setFont(font)
        self.painter.setPen(colour)
        if wrap:
            flags = int(align | Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextWordWrap)
            self.painter.drawText(self.rect(x, y, w, h), flags, text)
            return
        fitted = metrics.elidedText(text, Qt.TextElideMode.ElideRight, w * self.k)
        flags = int(align | Qt.AlignmentFlag.AlignVCenter)
        self.painter.drawText(self.rect(x, y, w, h), flags, fitted)

    def line(
        self, x1: float, y1: float, x2: float, y2: float, width: float = 0.2, colour: QColor = INK
    ) -> None:
        pen = QPen(colour)
        pen.setWidthF(width * self.k)
        self.painter.setPen(pen)
        k = self.k
        self.painter.drawLine(QPointF(x1 * k, y1 * k), QPointF(x2 * k, y2 * k))

    def fill(self, x: float, y: float, w: float, h: float, colour: QColor) -> None:
        self.painter.fillRect(self.rect(x, y, w, h), colour)

    def frame(
        self, x: float, y: float, w: float, h: float, width: float = 0.3, radius: float = 0
    ) -> None:
        pen = QPen(INK)
        pen.setWidthF(width * self.k)
        self.painter.setPen(pen)
        self.painter.setBrush(Qt.BrushStyle.NoBrush)
        if radius:
            self.painter.drawRoundedRect(self.rect(x, y, w, h), radius * self.k, radius * self.k)
        else:
            self.painter.drawRect(self.rect(x, y, w, h))


def _a4(device: QPagedPaintDevice) -> None:
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    layout = QPageLayout(
        QPageSize(QPageSize.PageSizeId.A4),
        QPageLayout.Orientation.Portrait,
        margins,
        QPageLayout.Unit.Millimeter,
    )
    device.setPageLayout(layout)


def _begin(device: QPagedPaintDevice) -> QPainter:
    _a4(device)
    painter = QPainter(device)
    if not painter.isActive():
        raise OSError("could not start printing (is the file writable?)")
    return painter


def _pdf(path: str | Path, title: str, paint: Callable[[QPdfWriter], int]) -> int:
    """Paint into a PDF in memory, then write it to ``path`` (an ``OSError`` if
    that cannot be written, with the reason and the file's name)."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(300)
    writer.setCreator("Schreiber")
    writer.setTitle(title)
    pages = paint(writer)
    Path(path).write_bytes(buffer.data().data())
    return pages


def _check_tables(tables: Sequence[Table]) -> None:
    for table in tables:
        if not 1 <= len(table) <= MOST_AT_TABLE:
            raise ValueError(f"a table has {len(table)} players; 1 to {MOST_AT_TABLE} can be shown")


def _header(sheet: _Sheet, night: str, date: str, heading: str) -> float:
    """Night and date at the top, ``heading`` below; returns where it ends."""
    when = shown_date(date)
    date_width = min(sheet.text_width(when, 12) + 2, sheet.width / 2)
    sheet.text((0, 0, sheet.width - date_width, 10), night, 18, bold=True)
    sheet.text(
        (sheet.width - date_width, 0, date_width, 10),
        when,
        12,
        align=Qt.AlignmentFlag.AlignRight,
        colour=GREY,
    )
    sheet.text((0, 10, sheet.width, 10), heading, 16, bold=True)
    sheet.line(0, 21.5, sheet.width, 21.5, 0.5)
    return 25.0


# The seating plan -------------------------------------------------------------


class _PlanLayout(NamedTuple):
    columns: int
    width: float
    height: float
    line: float
    points: float


def _plan_layout(sheet: _Sheet, tables: Sequence[Table], top: float, bottom: float) -> _PlanLayout:
    """Columns, box size, line height and name size (points) that give the names
    the largest type the page allows."""
    seats = max(len(table) for table in tables)
    names = [name for table in tables for name in table]
    best = _PlanLayout(1, sheet.width, 0.0, 0.0, 0.0)
    for columns in (1, 2, 3):
        if columns > len(tables):
            break
        rows = math.ceil(len(tables) / columns)
        width = (sheet.width - PLAN_GAP * (columns - 1)) / columns
        height = (bottom - top - PLAN_GAP * (rows - 1)) / rows
        line = min((height - PLAN_HEAD - 3) / seats, 14.0)
        points = line * 2.835 * 0.62  # a line of ``line`` mm holds type of about 62 %
        room = width - line * 1.2 - 6  # the name's room beside its seat number
        # Sized for names of up to 10 letters; longer ones are shortened with ….
        longest = max(sheet.text_width(name[:10], points) for name in names)
        if longest > room:
            points = max(points * room / longest, points * 0.75)
        if points > best.points:
            height = min(height, PLAN_HEAD + 3 + seats * line)
            best = _PlanLayout(columns, width, height, line, points)
    return best


def _plan_table(
    sheet: _Sheet, at: tuple[float, float], layout: _PlanLayout, number: int, table: Table
) -> None:
    x, y = at
    w, h, line, points = layout.width, layout.height, layout.line, layout.points
    sheet.fill(x, y, w, PLAN_HEAD, HEAD)
    sheet.frame(x, y, w, h, 0.4, 2.0)
    label = QCoreApplication.translate("ClubPrint", "Table {number}").format(number=number)
    sheet.text((x + 3, y, w - 6, PLAN_HEAD), label, min(16.0, points), bold=True)
    number_width = line * 1.2
    for seat, name in enumerate(table, start=1):
        top = y + PLAN_HEAD + 1.5 + (seat - 1) * line
        sheet.text(
            (x + 3, top, number_width, line),
            str(seat),
            points,
            bold=True,
            align=Qt.AlignmentFlag.AlignRight,
            colour=GREY,
        )
        sheet.text((x + 3 + number_width + 3, top, w - number_width - 9, line), name, points)


def paint_seating_plan(
    device: QPagedPaintDevice,
    night: str,
    date: str,
    rounds: Sequence[Sequence[Table]],
    first_round: int = 1,
) -> int:
    """Paint the seating plan of ``rounds`` (each a list of tables, each table
    its players by seat) on ``device``, set to A4 portrait: a page per round
    (another for every 12 tables beyond). ``first_round`` numbers the first of
    them. Returns the number of pages."""
    for tables in rounds:
        _check_tables(tables)
        if not tables:
            raise ValueError("a round without tables")
    painter = _begin(device)
    pages = 0
    try:
        sheet = _Sheet(device, painter)
        for offset, tables in enumerate(rounds):
            for start in range(0, len(tables), TABLES_PER_PAGE):
                if pages:
                    device.newPage()
                pages += 1
                part = tables[start : start + TABLES_PER_PAGE]
                heading = QCoreApplication.translate(
                    "ClubPrint", "Seating plan · round {number}"
                ).format(number=first_round + offset)
                top = _header(sheet, night, date, heading)
                bottom = sheet.height - 10
                layout = _plan_layout(sheet, part, top, bottom)
                for index, table in enumerate(part):
                    row, column = divmod(index, layout.columns)
                    at = (
                        column * (layout.width + PLAN_GAP),
                        top + row * (layout.height + PLAN_GAP),
                    )
                    _plan_table(sheet, at, layout, start + index + 1, table)
                note = QCoreApplication.translate(
                    "ClubPrint", "Seat 1 deals the first game; the deal then passes clockwise."
                )
                sheet.line(0, sheet.height - 8, sheet.width, sheet.height - 8, 0.2, RULE)
                sheet.text((0, sheet.height - 7, sheet.width, 7), note, 10, colour=GREY)
    finally:
        painter.end()
    return pages


def save_seating_plan(
    path: str | Path,
    night: str,
    date: str,
    rounds: Sequence[Sequence[Table]],
    first_round: int = 1,
) -> int:
    """Write the seating plan (see :func:`paint_seating_plan`) as a PDF file."""
    title = QCoreApplication.translate("ClubPrint", "Seating plan")
    return _pdf(
        path, title, lambda writer: paint_seating_plan(writer, night, date, rounds, first_round)
    )


# The table list ---------------------------------------------------------------


def _table_list(
    sheet: _Sheet,
    night: str,
    date: str,
    round_number: int,
    table_number: int,
    table: Table,
    deals: int,
) -> None:
    width = sheet.width
    count = len(table)
    # Header: what the sheet is, the night and its date; round and table large.
    badge = 62.0
    sheet.text(
        (0, 0, width - badge - 4, 7),
        QCoreApplication.translate("ClubPrint", "Table list"),
        11,
        bold=True,
        colour=GREY,
    )
    sheet.text((0, 7, width - badge - 4, 10), night, 17, bold=True)
    sheet.text((0, 17, width - badge - 4, 7), shown_date(date), 11, colour=GREY)
    sheet.frame(width - badge, 0, badge, 24, 0.5, 2.0)
    round_text = QCoreApplication.translate("ClubPrint", "Round {number}").format(
        number=round_number
    )
    table_text = QCoreApplication.translate("ClubPrint", "Table {number}").format(
        number=table_number
    )
    centre = Qt.AlignmentFlag.AlignHCenter
    sheet.text((width - badge, 1, badge, 9), round_text, 13, align=centre)
    sheet.text((width - badge, 10, badge, 13), table_text, 20, bold=True, align=centre)
    # The players by seat.
    top = 28.0
    seat_width = width / count
    for seat, name in enumerate(table, start=1):
        x = (seat - 1) * seat_width
        sheet.frame(x, top, seat_width, 10, 0.3)
        label = QCoreApplication.translate("ClubPrint", "Seat {number}").format(number=seat)
        sheet.text((x + 1.5, top, seat_width - 3, 4.5), label, 7.5, colour=GREY)
        sheet.text((x + 1.5, top + 3.5, seat_width - 3, 6.5), name, 11, bold=True)
    # The grid: deal | running totals per player | game value | game / notes.
    top += 14
    signature_rows = math.ceil(count / 4)
    signatures = 7 + signature_rows * 14
    head = 13.0
    number_width, value_width = 14.0, 17.0
    player_width = min(26.0, (width - number_width - value_width - 36) / count)
    notes_width = width - number_width - value_width - player_width * count
    bottom = sheet.height - signatures - 4
    row = (bottom - top - head) / (deals + 1)
    xs = [0.0, number_width]
    xs += [number_width + player_width * (i + 1) for i in range(count)]
    xs += [xs[-1] + value_width, width]
    body = top + head
    sheet.fill(0, top, width, head, HEAD)
    for index in range(deals):
        if index % 2 == 1:
            sheet.fill(0, body + index * row, width, row, SHADE)
    grey = GREY
    sheet.text(
        (0.5, top, number_width - 1, head),
        QCoreApplication.translate("ClubPrint", "Deal"),
        8,
        bold=True,
        align=centre,
        shrink=True,
    )
    sheet.text(
        (number_width, top, player_width * count, head / 2),
        QCoreApplication.translate("ClubPrint", "Running totals"),
        8,
        bold=True,
        align=centre,
    )
    sheet.line(number_width, top + head / 2, xs[count + 1], top + head / 2, 0.15, RULE)
    for seat, name in enumerate(table, start=1):
        x = xs[seat]
        sheet.text((x + 1, top + head / 2, player_width - 2, head / 2), f"{seat} · {name}", 8)
    value_box = (xs[count + 1] + 0.5, top, value_width - 1, head)
    sheet.text(
        value_box,
        QCoreApplication.translate("ClubPrint", "Game value"),
        7.5,
        bold=True,
        align=centre,
        wrap=True,
    )
    notes_box = (xs[count + 2] + 2, top, notes_width - 3, head)
    sheet.text(
        notes_box, QCoreApplication.translate("ClubPrint", "Game / notes"), 8, bold=True, wrap=True
    )
    size = min(10.0, row * 2.835 * 0.55)
    for index in range(deals):
        y = body + index * row
        sheet.text((0, y, number_width - 2, row), str(index + 1), size, align=centre, colour=grey)
        # A stronger line after each time round the table: a round of dealing.
        strong = (index + 1) % count == 0 and index + 1 < deals
        sheet.line(0, y + row, width, y + row, 0.35 if strong else 0.12, INK if strong else RULE)
    total_y = body + deals * row
    sheet.line(0, total_y - 0.6, width, total_y - 0.6, 0.15)
    sheet.line(0, total_y, width, total_y, 0.15)
    sheet.text(
        (0.8, total_y, number_width - 1.6, row),
        QCoreApplication.translate("ClubPrint", "Total"),
        size,
        bold=True,
        shrink=True,
    )
    for index, x in enumerate(xs):
        # Between two players the line starts under the "Running totals" that spans them.
        start = top + head / 2 if 1 < index <= count else top
        thick = index in (1, count + 1)
        sheet.line(x, start, x, total_y + row, 0.4 if thick else 0.15)
    sheet.frame(0, top, width, head + (deals + 1) * row, 0.4)
    # The signatures: one line for each player, under the grid.
    top = sheet.height - signatures
    sheet.text(
        (0, top, width, 6),
        QCoreApplication.translate("ClubPrint", "Signatures"),
        9,
        bold=True,
        colour=GREY,
    )
    columns = min(count, 4)
    slot = width / columns
    for seat, name in enumerate(table, start=1):
        line_row, column = divmod(seat - 1, columns)
        x = column * slot
        y = top + 7 + line_row * 14 + 8
        sheet.line(x + 2, y, x + slot - 4, y, 0.3)
        label = (
            QCoreApplication.translate("ClubPrint", "Seat {number}").format(number=seat)
            + f" · {name}"
        )
        sheet.text((x + 2, y + 0.5, slot - 6, 5), label, 8, colour=GREY)


def paint_table_lists(
    device: QPagedPaintDevice,
    night: str,
    date: str,
    round_number: int,
    tables: Sequence[Table],
    deals: int = DEFAULT_DEALS,
    first_table: int = 1,
) -> int:
    """Paint a table list for each of ``tables`` (each its players by seat) of
    round ``round_number`` on ``device``, set to A4 portrait: one page per
    table, numbered from ``first_table``, with ``deals`` rows (1 to 40).
    Returns the number of pages."""
    _check_tables(tables)
    if not 1 <= deals <= MOST_DEALS:
        raise ValueError(f"{deals} rows; a table list has 1 to {MOST_DEALS}")
    painter = _begin(device)
    try:
        sheet = _Sheet(device, painter)
        for index, table in enumerate(tables):
            if index:
                device.newPage()
            _table_list(sheet, night, date, round_number, first_table + index, table, deals)
    finally:
        painter.end()
    return len(tables)


def save_table_lists(
    path: str | Path,
    night: str,
    date: str,
    round_number: int,
    tables: Sequence[Table],
    deals: int = DEFAULT_DEALS,
    first_table: int = 1,
) -> int:
    """Write the table lists (see :func:`paint_table_lists`) as a PDF file."""
    title = QCoreApplication.translate("ClubPrint", "Table lists")
    return _pdf(
        path,
        title,
        lambda writer: paint_table_lists(
            writer, night, date, round_number, tables, deals, first_table
        ),
    )
