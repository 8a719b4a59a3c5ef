"""The league table printed: one A4 page for up to 40 players, as a PDF or on paper.

Drawn with a ``QPainter`` on any paged device (a ``QPdfWriter`` for "Save league
table as PDF…", a ``QPrinter`` from the print dialog) with the club printouts'
sheet (:mod:`schreiber.ui.club.night_print`): the season's name and dates, how the club
ranks, and the table — rank, player, score, evenings, deals — in type as large
as the page allows (40 players at 9 points or more). More players go on to
further pages. Texts are translated in the context "LeaguePrint".
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QPagedPaintDevice

from schreiber.club.league import Ranking, Standing
from schreiber.ui.club.league_models import signed_number
from schreiber.ui.club.night_print import (
    GREY,
    HEAD,
    INK,
    RULE,
    SHADE,
    _begin,
    _pdf,
    _Sheet,
    shown_date,
)

ROWS_PER_PAGE: Final = 40
TOP: Final = 26.0


def ranking_text(ranking: Ranking) -> str:
    """How the club ranks, in a line: "Ranked by average points per 24 deals · at
    least 3 evenings to be ranked · the worst 2 evenings left out"."""
    locale = QLocale()
    if ranking.method == "average":
        parts = [
            QCoreApplication.translate(
                "LeaguePrint", "Ranked by average points per {deals} deals"
            ).format(deals=locale.toString(ranking.per_deals))
        ]
    elif ranking.method == "table_points":
        parts = [QCoreApplication.translate("LeaguePrint", "Ranked by table points per evening")]
    else:
        parts = [QCoreApplication.translate("LeaguePrint", "Ranked by total points")]
    if ranking.min_evenings:
        parts.append(
            QCoreApplication.translate(
                "LeaguePrint", "evenings needed to be ranked: {count}"
            ).format(count=locale.toString(ranking.min_evenings))
        )
    if ranking.drop_worst and ranking.method != "average":
        parts.append(
            QCoreApplication.translate("LeaguePrint", "worst evenings left out: {count}").format(
                count=locale.toString(ranking.drop_worst)
            )
        )
    return " · ".join(parts)


def paint_league_table(
    device: QPagedPaintDevice,
    season: str,
    dates: tuple[str, str],
    ranking: Ranking,
    standings: Sequence[Standing],
) -> int:
    """Paint the league table on ``device`` (A4 portrait); returns the pages."""
    painter = _begin(device)
    pages = 0
    try:
        sheet = _Sheet(device, painter)
        chunks = [
            standings[start : start + ROWS_PER_PAGE]
            for start in range(0, max(len(standings), 1), ROWS_PER_PAGE)
        ]
        for chunk in chunks:
            if pages:
                device.newPage()
            pages += 1
            _page(sheet, season, dates, ranking, chunk)
    finally:
        painter.end()
    return pages


def _page(
    sheet: _Sheet,
    season: str,
    dates: tuple[str, str],
    ranking: Ranking,
    rows: Sequence[Standing],
) -> None:
    width = sheet.width
    title = QCoreApplication.translate("LeaguePrint", "League table · {season}").format(
        season=season
    )
    when = f"{shown_date(dates[0])} – {shown_date(dates[1])}"
    sheet.text((0, 0, width, 10), title, 18, bold=True, shrink=True)
    sheet.text((0, 10, width, 7), when, 11, colour=GREY)
    sheet.text((0, 17, width, 7), ranking_text(ranking), 11, colour=GREY, shrink=True)
    sheet.line(0, 24.5, width, 24.5, 0.5)
    bottom = sheet.height - 17  # room for the note under the table and the footer
    line = min(9.0, (bottom - TOP - 8) / max(len(rows), ROWS_PER_PAGE // 2))
    points = min(14.0, line * 2.835 * 0.6)
    # Columns: rank, player (the room left), score, evenings, deals.
    numbers = 26.0
    rank = 16.0
    player = width - rank - 3 * numbers
    columns = [
        (0.0, rank, QCoreApplication.translate("LeaguePrint", "Rank"), Qt.AlignmentFlag.AlignRight),
        (
            rank + 4,
            player - 4,
            QCoreApplication.translate("LeaguePrint", "Player"),
            Qt.AlignmentFlag.AlignLeft,
        ),
        (
            rank + player,
            numbers,
            QCoreApplication.translate("LeaguePrint", "Score"),
            Qt.AlignmentFlag.AlignRight,
        ),
        (
            rank + player + numbers,
            numbers,
            QCoreApplication.translate("LeaguePrint", "Evenings"),
            Qt.AlignmentFlag.AlignRight,
        ),
        (
            rank + player + 2 * numbers,
            numbers - 2,
            QCoreApplication.translate("LeaguePrint", "Deals"),
            Qt.AlignmentFlag.AlignRight,
        ),
    ]
    y = TOP
    sheet.fill(0, y, width, 8, HEAD)
    for x, w, label, align in columns:
        sheet.text((x, y, w, 8), label, min(points, 11.0), bold=True, align=align, shrink=True)
    y += 8
    locale = QLocale()
    for index, standing in enumerate(rows):
        if index % 2:
            sheet.fill(0, y, width, line, SHADE)
        cells = [
            "" if standing.rank is None else locale.toString(standing.rank),
            standing.player,
            signed_number(standing.score),
            locale.toString(standing.evenings),
            locale.toString(standing.deals),
        ]
        colour = GREY if standing.rank is None else INK
        for column, ((x, w, _, align), cell) in enumerate(zip(columns, cells, strict=True)):
            sheet.text(
                (x, y, w, line),
                cell,
                points,
                bold=column == 2,
                align=align,
                colour=colour,
                shrink=True,
            )
        y += line
    sheet.line(0, y, width, y, 0.3, RULE)
    if any(standing.rank is None for standing in rows) and ranking.min_evenings:
        note = QCoreApplication.translate(
            "LeaguePrint", "Players in grey have played fewer than {count} evenings: not ranked."
        ).format(count=locale.toString(ranking.min_evenings))
        sheet.text((0, y + 1, width, 6), note, 9, colour=GREY)
    sheet.line(0, sheet.height - 8, width, sheet.height - 8, 0.2, RULE)
    footer = QCoreApplication.translate("LeaguePrint", "Schreiber · printed {date}").format(
        date=shown_date(_today())
    )
    sheet.text((0, sheet.height - 7, width, 7), footer, 9, colour=GREY)


def _today() -> str:
    from PySide6.QtCore import QDate

    return QDate.currentDate().toString(Qt.DateFormat.ISODate)


def save_league_table(
    path: str | Path,
    season: str,
    dates: tuple[str, str],
    ranking: Ranking,
    standings: Sequence[Standing],
) -> int:
    """Write the league table (see :func:`paint_league_table`) as a PDF file; an
    ``OSError`` naming the file if it cannot be written. Returns the pages."""
    title = QCoreApplication.translate("LeaguePrint", "League table · {season}").format(
        season=season
    )
    return _pdf(
        path, title, lambda writer: paint_league_table(writer, season, dates, ranking, standings)
    )
