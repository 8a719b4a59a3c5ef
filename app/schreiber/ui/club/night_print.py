"""Printouts of a club night: the seating plan, the night's standing and one
table list per table.

All are drawn with a ``QPainter`` on any paged device — a ``QPdfWriter`` for
a PDF file (:func:`save_seating_plan`, :func:`save_night_standing`,
:func:`save_table_lists`) or a ``QPrinter`` from the print dialog
(:func:`paint_seating_plan`, :func:`paint_night_standing`,
:func:`paint_table_lists`) — on A4 portrait pages.

- The **seating plan** gives each round a page: every table with its players
  by seat, seat 1 dealing first, in type large enough to be read from a step
  away; up to 12 tables (48 players and more) fit one page.
- The **night's standing** after (or during) a round, for the noticeboard:
  place, player, the points of each round and the total — up to 40 players on
  one page.
- The **table list** (the DDV's Spielliste) is the paper fallback of a table:
  night, round and table; the players by seat; a grid with a numbered row per
  deal due in the round (:func:`schreiber.club.night_plan.deals_due`: a table
  of 5 gets 30 rows for 24 deals each), who deals and who sits out printed
  (by the standard rule: the four after the dealer play), columns for the Re
  party, the game, the announcements, a running total per player, the game
  value and Bock; the totals; and a line for each player's signature. Up to
  40 rows a page; more go on to another page with the header repeated.

A guest of the night is marked as such ("Zoe (guest)") wherever a printout
lists its people by name: the seats, the signatures and the standing.

Texts are translated in the context "ClubPrint". No font family is forced, so
names in Japanese are found in the system's fallback fonts (Noto CJK).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Sequence
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

from schreiber.club.league import shown
from schreiber.club.night import NightRow
from schreiber.club.night_plan import STANDARD_DEALS_PER_ROUND, deals_due
from schreiber.ui.club.night_core import shown_name
from schreiber.ui.common.text import signed

MARGIN_MM: Final = 12.0
TABLES_PER_PAGE: Final = 12
"""Tables of one round on one page of the seating plan (more go on to the next)."""
PLAN_GAP: Final = 5.0
PLAN_HEAD: Final = 9.5
MOST_DEALS: Final = 40
"""Rows of a table list when they are given (else the deals due in a round)."""
ROWS_PER_PAGE: Final = 40
"""Rows of a table list on one page: more would not be writable by hand; the
rows go on to a further page, the header repeated."""
MOST_DEALS_PER_ROUND: Final = 200
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
    sheet: _Sheet,
    at: tuple[float, float],
    layout: _PlanLayout,
    number: int,
    table: Table,
    guests: Collection[str] = (),
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
        sheet.text(
            (x + 3 + number_width + 3, top, w - number_width - 9, line),
            shown_name(name, guests),
            points,
        )


def paint_seating_plan(
    device: QPagedPaintDevice,
    night: str,
    date: str,
    rounds: Sequence[Sequence[Table]],
    first_round: int = 1,
    guests: Collection[str] = (),
) -> int:
    """Paint the seating plan of ``rounds`` (each a list of tables, each table
    its players by seat) on ``device``, set to A4 portrait: a page per round
    (another for every 12 tables beyond). ``first_round`` numbers the first of
    them; the players named in ``guests`` are marked as guests. Returns the
    number of pages."""
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
                    _plan_table(sheet, at, layout, start + index + 1, table, guests)
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
    guests: Collection[str] = (),
) -> int:
    """Write the seating plan (see :func:`paint_seating_plan`) as a PDF file."""
    title = QCoreApplication.translate("ClubPrint", "Seating plan")
    return _pdf(
        path,
        title,
        lambda writer: paint_seating_plan(writer, night, date, rounds, first_round, guests),
    )


# The night's standing ----------------------------------------------------------

STANDING_ROWS: Final = 40
"""Players of the night's standing on one page (more go on to the next)."""


class StandingLine(NamedTuple):
    """A player's line of the printed standing: place, name, points per round
    (``None`` where not at a table), total and, when the club ranks by something
    else than the total, that score as printed; ``guest`` when the player played
    the night as a guest."""

    place: int
    player: str
    rounds: Sequence[int | None]
    total: int
    score: str = ""
    guest: bool = False

    @property
    def name(self) -> str:
        """The player's name as listed: a guest's marked."""
        return shown_name(self.player, {self.player} if self.guest else ())


def standing_lines(
    rows: Sequence[NightRow], rounds: int, with_score: bool, guests: Collection[str] = ()
) -> list[StandingLine]:
    """The night's standing (:func:`schreiber.club.night.standing_of`) as printed
    lines: points in each of ``rounds`` rounds, and the score that ranks when
    ``with_score`` (the club ranks by average or table points); the players
    named in ``guests`` marked as the night's guests."""
    lines = []
    for row in rows:
        by_round: dict[int, int] = {}
        for score in row.rounds:
            by_round[score.round] = by_round.get(score.round, 0) + score.points
        per_round = [by_round.get(number) for number in range(1, rounds + 1)]
        shown_score = str(shown(row.score)) if with_score else ""
        lines.append(
            StandingLine(
                row.rank, row.player, per_round, row.points, shown_score, row.player in guests
            )
        )
    return lines


def paint_night_standing(
    device: QPagedPaintDevice,
    night: str,
    date: str,
    heading: str,
    lines: Sequence[StandingLine],
    score_title: str = "",
) -> int:
    """Paint the night's standing on ``device`` (A4 portrait): ``heading`` (e.g.
    "Standing after round 2") under the night and its date, then place, player,
    points per round, total (and ``score_title``'s column when given), up to
    :data:`STANDING_ROWS` players a page. Returns the number of pages."""
    painter = _begin(device)
    pages = 0
    try:
        sheet = _Sheet(device, painter)
        for start in range(0, max(len(lines), 1), STANDING_ROWS):
            if pages:
                device.newPage()
            pages += 1
            top = _header(sheet, night, date, heading)
            _standing_page(sheet, top, lines[start : start + STANDING_ROWS], score_title)
    finally:
        painter.end()
    return pages


def _standing_page(
    sheet: _Sheet, top: float, lines: Sequence[StandingLine], score_title: str
) -> None:
    width = sheet.width
    rounds = max((len(line.rounds) for line in lines), default=0)
    right = Qt.AlignmentFlag.AlignRight
    place_w, total_w = 15.0, 24.0
    score_w = 26.0 if score_title else 0.0
    round_w = min(22.0, (width - place_w - 55 - total_w - score_w) / max(rounds, 1))
    player_w = width - place_w - round_w * rounds - total_w - score_w
    head = 9.0
    bottom = sheet.height - 12
    line_h = min(9.0, (bottom - top - head) / max(len(lines), STANDING_ROWS // 2))
    points = min(14.0, line_h * 2.835 * 0.6)
    head_points = min(points, 11.0)
    columns: list[tuple[float, float, str, Qt.AlignmentFlag]] = [
        (0.0, place_w - 3, QCoreApplication.translate("ClubPrint", "Place"), right),
        (
            place_w + 2,
            player_w - 4,
            QCoreApplication.translate("ClubPrint", "Player"),
            Qt.AlignmentFlag.AlignLeft,
        ),
    ]
    x = place_w + player_w
    for number in range(1, rounds + 1):
        title = QCoreApplication.translate("ClubPrint", "Round {number}").format(number=number)
        columns.append((x, round_w - 2, title, right))
        x += round_w
    columns.append((x, total_w - 2, QCoreApplication.translate("ClubPrint", "Total"), right))
    if score_title:
        columns.append((x + total_w, score_w - 2, score_title, right))
    sheet.fill(0, top, width, head, HEAD)
    for cx, cw, title, align in columns:
        sheet.text((cx, top, cw, head), title, head_points, bold=True, align=align, shrink=True)
    y = top + head
    for index, line in enumerate(lines):
        if index % 2:
            sheet.fill(0, y, width, line_h, SHADE)
        cells = [str(line.place), line.name]
        cells += [
            "\u2013"
            if index_round >= len(line.rounds) or line.rounds[index_round] is None
            else signed(line.rounds[index_round] or 0)
            for index_round in range(rounds)
        ]
        cells.append(signed(line.total))
        if score_title:
            cells.append(line.score)
        bold_column = len(cells) - 1 if score_title else rounds + 2
        for column, ((cx, cw, _, align), cell) in enumerate(zip(columns, cells, strict=True)):
            sheet.text(
                (cx, y, cw, line_h),
                cell,
                points,
                bold=column == bold_column or (column == 1 and line.place == 1),
                align=align,
                colour=GREY if 1 < column < rounds + 2 else INK,
                shrink=True,
            )
        y += line_h
    sheet.line(0, y, width, y, 0.3, RULE)
    sheet.line(0, sheet.height - 8, width, sheet.height - 8, 0.2, RULE)
    footer = QCoreApplication.translate("ClubPrint", "Schreiber · printed {date}").format(
        date=shown_date(QDate.currentDate().toString(Qt.DateFormat.ISODate))
    )
    sheet.text((0, sheet.height - 7, width, 7), footer, 9, colour=GREY)


def save_night_standing(
    path: str | Path,
    night: str,
    date: str,
    heading: str,
    lines: Sequence[StandingLine],
    score_title: str = "",
) -> int:
    """Write the night's standing (see :func:`paint_night_standing`) as a PDF file."""
    return _pdf(
        path,
        heading,
        lambda writer: paint_night_standing(writer, night, date, heading, lines, score_title),
    )


# The table list ---------------------------------------------------------------


def sitting_out(count: int, dealer: int) -> list[int]:
    """The seats (0-based) that sit out a deal dealt by seat ``dealer`` at a table
    of ``count``, by the standard rule: the four after the dealer play, the
    dealer and the players before the dealer sit out (none at a table of four)."""
    return [(dealer - k) % count for k in range(max(count - 4, 0))]


class _Column(NamedTuple):
    x: float
    width: float
    title: str


def _list_columns(sheet: _Sheet, count: int) -> tuple[list[_Column], float, float]:
    """The grid's columns before and after the players' (number, dealer, who sits
    out, Re party, game, announcements | game value, Bock), the players' first
    x and the width of a player's column."""
    fixed = [(9.0, QCoreApplication.translate("ClubPrint", "Deal"))]
    flexible = [(20.0, QCoreApplication.translate("ClubPrint", "Dealer"))]
    if count > 4:
        flexible.append(
            (16.0 + 7.0 * (count - 5), QCoreApplication.translate("ClubPrint", "Sits out"))
        )
    flexible += [
        (24.0, QCoreApplication.translate("ClubPrint", "Re party")),
        (18.0, QCoreApplication.translate("ClubPrint", "Game / notes")),
        (18.0, QCoreApplication.translate("ClubPrint", "Announcements")),
    ]
    after = [
        (13.0, QCoreApplication.translate("ClubPrint", "Game value")),
        (9.0, QCoreApplication.translate("ClubPrint", "Bock")),
    ]
    rest = sheet.width - sum(w for w, _ in fixed + flexible + after)
    player = min(24.0, rest / count)
    if player < 11.0:  # many at the table: the other columns give room
        player = 11.0
        room = sheet.width - sum(w for w, _ in fixed + after) - player * count
        scale = room / sum(w for w, _ in flexible)
        flexible = [(w * scale, title) for w, title in flexible]
    spare = sheet.width - sum(w for w, _ in fixed + flexible + after) - player * count
    flexible = [(w + spare / len(flexible), title) for w, title in flexible]
    columns: list[_Column] = []
    x = 0.0
    for w, title in fixed + flexible:
        columns.append(_Column(x, w, title))
        x += w
    players_x = x
    x += player * count
    for w, title in after:
        columns.append(_Column(x, w, title))
        x += w
    return columns, players_x, player


def _list_header(
    sheet: _Sheet, night: str, date: str, numbers: tuple[int, int], page: tuple[int, int]
) -> None:
    """What the sheet is, the night and its date; round and table large."""
    width = sheet.width
    badge = 62.0
    what = QCoreApplication.translate("ClubPrint", "Table list")
    if page[1] > 1:
        what = QCoreApplication.translate("ClubPrint", "{what} · page {page} of {pages}").format(
            what=what, page=page[0], pages=page[1]
        )
    sheet.text((0, 0, width - badge - 4, 7), what, 11, bold=True, colour=GREY)
    sheet.text((0, 7, width - badge - 4, 10), night, 17, bold=True)
    sheet.text((0, 17, width - badge - 4, 7), shown_date(date), 11, colour=GREY)
    sheet.frame(width - badge, 0, badge, 24, 0.5, 2.0)
    round_text = QCoreApplication.translate("ClubPrint", "Round {number}").format(number=numbers[0])
    table_text = QCoreApplication.translate("ClubPrint", "Table {number}").format(number=numbers[1])
    centre = Qt.AlignmentFlag.AlignHCenter
    sheet.text((width - badge, 1, badge, 9), round_text, 13, align=centre)
    sheet.text((width - badge, 10, badge, 13), table_text, 20, bold=True, align=centre)


def _list_seats(sheet: _Sheet, table: Table, top: float, guests: Collection[str] = ()) -> None:
    """The players by seat, in a row of boxes."""
    seat_width = sheet.width / len(table)
    for seat, name in enumerate(table, start=1):
        x = (seat - 1) * seat_width
        sheet.frame(x, top, seat_width, 10, 0.3)
        label = QCoreApplication.translate("ClubPrint", "Seat {number}").format(number=seat)
        sheet.text((x + 1.5, top, seat_width - 3, 4.5), label, 7.5, colour=GREY)
        shown = shown_name(name, guests)
        sheet.text((x + 1.5, top + 3.5, seat_width - 3, 6.5), shown, 11, bold=True, shrink=True)


def _list_signatures(sheet: _Sheet, table: Table, top: float, guests: Collection[str] = ()) -> None:
    """A line for each player's signature, from ``top`` down."""
    width = sheet.width
    sheet.text(
        (0, top, width, 6),
        QCoreApplication.translate("ClubPrint", "Signatures"),
        9,
        bold=True,
        colour=GREY,
    )
    columns = min(len(table), 4)
    slot = width / columns
    for seat, name in enumerate(table, start=1):
        line_row, column = divmod(seat - 1, columns)
        x = column * slot
        y = top + 7 + line_row * 14 + 8
        sheet.line(x + 2, y, x + slot - 4, y, 0.3)
        label = (
            QCoreApplication.translate("ClubPrint", "Seat {number}").format(number=seat)
            + f" · {shown_name(name, guests)}"
        )
        sheet.text((x + 2, y + 0.5, slot - 6, 5), label, 8, colour=GREY)


def _fitting(sheet: _Sheet, texts: Sequence[str], width: float, points: float) -> float:
    """The type size (down to 60 % of ``points``) in which the widest of ``texts``
    fits ``width`` millimetres (what still does not fit is shortened with …)."""
    widest = max((sheet.text_width(text, points) for text in texts), default=0.0)
    if widest <= width:
        return points
    return max(points * width / widest * 0.97, points * 0.6)


def _head_text(sheet: _Sheet, box: tuple[float, float, float, float], title: str) -> None:
    """A column's head: in one line if it fits, else broken into lines between
    its words (never inside one), each word in type small enough to fit (down to
    4 points)."""
    points = 7.5
    centre = Qt.AlignmentFlag.AlignHCenter
    width = box[2]
    if sheet.text_width(title, points, True) <= width:
        sheet.text(box, title, points, bold=True, align=centre)
        return
    words = title.split()
    longest = max(sheet.text_width(word, points, True) for word in words)
    if longest > width * 0.97:
        points = max(points * width * 0.97 / longest, 4.0)
    lines: list[str] = []
    for word in words:
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and sheet.text_width(joined, points, True) <= width * 0.97:
            lines[-1] = joined
        else:
            lines.append(word)
    sheet.text(box, "\n".join(lines), points, bold=True, align=centre, wrap=True)


class _ListPage(NamedTuple):
    first: int  # the first deal on the page, 0-based
    rows: int  # the deals on it
    per_page: int  # the rows of a full page (the same height on every page)
    last: bool


def _table_list_page(
    sheet: _Sheet,
    night: str,
    date: str,
    numbers: tuple[int, int],
    table: Table,
    page: tuple[int, int],
    part: _ListPage,
    guests: Collection[str] = (),
) -> None:
    """One page of a table's list: the header, the players (``guests`` marked),
    the grid's rows ``part`` and, on the last page, the totals and the signatures."""
    width = sheet.width
    count = len(table)
    _list_header(sheet, night, date, numbers, page)
    _list_seats(sheet, table, 28.0, guests)
    top = 42.0
    signatures = 7 + math.ceil(count / 4) * 14
    note = 6.0 if count > 4 else 0.0
    bottom = sheet.height - signatures - 3 - note
    head = 13.0
    row = min(9.0, (bottom - top - head) / (part.per_page + 1))
    columns, players_x, player = _list_columns(sheet, count)
    centre = Qt.AlignmentFlag.AlignHCenter
    body = top + head
    rows = part.rows + (1 if part.last else 0)
    sheet.fill(0, top, width, head, HEAD)
    for index in range(part.rows):
        if index % 2 == 1:
            sheet.fill(0, body + index * row, width, row, SHADE)
    # The column heads: one each; the players' under "Running totals".
    for column in columns:
        box = (column.x + 0.5, top + 0.5, column.width - 1, head - 1)
        _head_text(sheet, box, column.title)
    sheet.text(
        (players_x, top, player * count, head / 2),
        QCoreApplication.translate("ClubPrint", "Running totals"),
        8,
        bold=True,
        align=centre,
        shrink=True,
    )
    end_x = players_x + player * count
    sheet.line(players_x, top + head / 2, end_x, top + head / 2, 0.15, RULE)
    heads = [f"{seat} · {name}" for seat, name in enumerate(table, start=1)]
    head_size = _fitting(sheet, heads, player - 1.4, 8.0)
    for seat, label in enumerate(heads, start=1):
        x = players_x + (seat - 1) * player
        sheet.text(
            (x + 0.7, top + head / 2, player - 1.4, head / 2), label, head_size, align=centre
        )
    # The rows: the deal's number, who deals and who sits out printed; the rest by hand.
    size = min(10.0, row * 2.835 * 0.55)
    number_column, dealer_column = columns[0], columns[1]
    out_column = columns[2] if count > 4 else None
    # Who deals and who sits out, in one size per column (the widest fits).
    outs = [", ".join(table[seat] for seat in sitting_out(count, d)) for d in range(count)]
    name_size = _fitting(sheet, table, dealer_column.width - 2, size * 0.9)
    out_size = _fitting(sheet, outs, out_column.width - 2, size * 0.9) if out_column else size
    for index in range(part.rows):
        deal = part.first + index
        y = body + index * row
        sheet.text(
            (number_column.x, y, number_column.width - 1.5, row),
            str(deal + 1),
            size,
            align=Qt.AlignmentFlag.AlignRight,
            colour=GREY,
        )
        dealer = deal % count
        dealer_box = (dealer_column.x + 1, y, dealer_column.width - 2, row)
        sheet.text(dealer_box, table[dealer], name_size, colour=GREY)
        if out_column is not None:
            out_box = (out_column.x + 1, y, out_column.width - 2, row)
            sheet.text(out_box, outs[dealer], out_size, colour=GREY)
        # A stronger line after each time round the table: a round of dealing.
        strong = (deal + 1) % count == 0 and index + 1 < rows
        sheet.line(0, y + row, width, y + row, 0.35 if strong else 0.12, INK if strong else RULE)
    grid_bottom = body + rows * row
    if part.last:
        total_y = body + part.rows * row
        sheet.line(0, total_y - 0.6, width, total_y - 0.6, 0.15)
        sheet.text(
            (0.8, total_y, number_column.width + dealer_column.width - 1.6, row),
            QCoreApplication.translate("ClubPrint", "Total"),
            size,
            bold=True,
            shrink=True,
        )
    edges = [column.x for column in columns] + [players_x + player * k for k in range(count)]
    for x in sorted(set(edges)):
        # Between two players the line starts under the "Running totals" that spans them.
        inside = players_x < x < end_x
        thick = x in (players_x, end_x)
        # The total's label spans the deal's number and the dealer.
        foot = body + part.rows * row if x == dealer_column.x and part.last else grid_bottom
        sheet.line(x, top + head / 2 if inside else top, x, foot, 0.4 if thick else 0.15)
    sheet.line(end_x, top, end_x, grid_bottom, 0.4)
    sheet.frame(0, top, width, grid_bottom - top, 0.4)
    if count > 4:
        text = QCoreApplication.translate(
            "ClubPrint",
            "Who sits out as usual: the four after the dealer play. Where the table's "
            "rules say otherwise, cross it out and write who does.",
        )
        sheet.text((0, grid_bottom + 0.5, width, note), text, 8, colour=GREY, shrink=True)
    foot = sheet.height - signatures
    if part.last:
        _list_signatures(sheet, table, foot, guests)
    else:
        sheet.text(
            (0, foot, width, 8),
            QCoreApplication.translate("ClubPrint", "Continued on the next page."),
            10,
            colour=GREY,
            align=Qt.AlignmentFlag.AlignRight,
        )


def _list_pages(deals: int) -> list[_ListPage]:
    """The rows of each page of a table's list: up to :data:`ROWS_PER_PAGE`, the
    pages filled evenly."""
    pages = math.ceil(deals / ROWS_PER_PAGE)
    per_page = math.ceil(deals / pages)
    return [
        _ListPage(first, min(per_page, deals - first), per_page, first + per_page >= deals)
        for first in range(0, deals, per_page)
    ]


def table_rows(
    tables: Sequence[Table],
    deals: int | None = None,
    deals_per_round: int = STANDARD_DEALS_PER_ROUND,
) -> list[int]:
    """The rows of each table's list: ``deals`` for every table when given (1 to
    :data:`MOST_DEALS`), else the deals each table is due in a round of
    ``deals_per_round`` (:func:`schreiber.club.night_plan.deals_due`: a table of
    5 plays 30 of 24). Raises ``ValueError`` for what cannot be printed."""
    _check_tables(tables)
    if deals is not None:
        if not 1 <= deals <= MOST_DEALS:
            raise ValueError(f"{deals} rows; a table list has 1 to {MOST_DEALS}")
        return [deals] * len(tables)
    if not 1 <= deals_per_round <= MOST_DEALS_PER_ROUND:
        raise ValueError(f"{deals_per_round} deals per round; 1 to {MOST_DEALS_PER_ROUND}")
    return [deals_due(len(table), deals_per_round) for table in tables]


def paint_table_lists(
    device: QPagedPaintDevice,
    night: str,
    date: str,
    round_number: int,
    tables: Sequence[Table],
    deals: int | None = None,
    first_table: int = 1,
    deals_per_round: int = STANDARD_DEALS_PER_ROUND,
    guests: Collection[str] = (),
) -> int:
    """Paint a table list for each of ``tables`` (each its players by seat) of
    round ``round_number`` on ``device``, set to A4 portrait, numbered from
    ``first_table``, with the rows :func:`table_rows` gives: a page per table,
    and another for every :data:`ROWS_PER_PAGE` rows beyond (the header
    repeated); the players named in ``guests`` are marked as the night's
    guests. Returns the number of pages."""
    counts = table_rows(tables, deals, deals_per_round)
    painter = _begin(device)
    pages = 0
    try:
        sheet = _Sheet(device, painter)
        for index, (table, rows) in enumerate(zip(tables, counts, strict=True)):
            parts = _list_pages(rows)
            numbers = (round_number, first_table + index)
            for number, part in enumerate(parts, start=1):
                if pages:
                    device.newPage()
                pages += 1
                page = (number, len(parts))
                _table_list_page(sheet, night, date, numbers, table, page, part, guests)
    finally:
        painter.end()
    return pages


def save_table_lists(
    path: str | Path,
    night: str,
    date: str,
    round_number: int,
    tables: Sequence[Table],
    deals: int | None = None,
    first_table: int = 1,
    deals_per_round: int = STANDARD_DEALS_PER_ROUND,
    guests: Collection[str] = (),
) -> int:
    """Write the table lists (see :func:`paint_table_lists`) as a PDF file."""
    title = QCoreApplication.translate("ClubPrint", "Table lists")
    return _pdf(
        path,
        title,
        lambda writer: paint_table_lists(
            writer,
            night,
            date,
            round_number,
            tables,
            deals,
            first_table,
            deals_per_round,
            guests,
        ),
    )
