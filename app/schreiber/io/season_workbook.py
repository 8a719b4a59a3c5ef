"""The season's Excel workbook (issue 19, item 5).

:func:`export_season_workbook` writes, for a :class:`~schreiber.club.season_file.SeasonFile`:

1. **League table** — rank, player, score, evenings and deals played, exactly as
   :func:`schreiber.club.league.league` (and ``schreiber league``) computes them, with a
   line saying how the club ranks. It prints on one A4 or Letter page (fit to one
   page wide and tall; 40 players with names of up to 20 letters stay at 9 points
   or more).
2. **League chart** — a native line chart of each player's league score after
   each club night (the league of the evenings up to that date, so a dropped
   evening or an average reads as it did that night), above its table of numbers.
3. **Players** — each player's season: evenings, deals played, won and lost,
   points, best and worst evening, best and worst deal, solos played and won
   (:func:`schreiber.stats.session_stats` of every evening, added up per player: the
   tables of a club night seat different players, which
   :func:`~schreiber.stats.combine` does not take).
4. **Money** (when the season has :class:`~schreiber.club.money.MoneyRules`) — each
   player's balance before and after the pot, the pot, who pays whom at the
   season's end (:func:`schreiber.club.money.season_money`), and each evening's exact
   balances.
5. One **score sheet per evening**, written by the evening workbook's own writer
   (:mod:`schreiber.io.workbook`), printed as it prints there.

The tables of a club night (sessions with the same ``night``) are one evening on
every sheet but the score sheets, as records.md "Club nights" says: in the
league, the players' evenings and best and worst evening, and the money (one
row for the night among each evening's balances); a table of the night with no
deal played counts for nobody.

There is no Data sheet: the season file (:mod:`schreiber.club.season_file`) is how a
season comes back into Schreiber; this workbook is for reading and printing.
Every cell holds a value, never a formula. The words are the evening workbook's
(:mod:`schreiber.io.labels`) and the season's own below, all in the catalogue's
context ``"Workbook"``: one translation for window and workbooks.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache
from typing import Any, BinaryIO, Final

from schreiber.catalogue import catalogue
from schreiber.club.league import Evening, Ranking, Standing, counted, evening_of, league, shown
from schreiber.club.money import POT, SeasonMoney, season_money
from schreiber.club.season_file import SeasonFile
from schreiber.games import titles
from schreiber.games.common import Replay
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.io.bounded import WorkbookError
from schreiber.io.labels import LANGUAGES, WORKBOOK, Source, labels
from schreiber.io.safe_write import check_target
from schreiber.io.workbook import (
    HEADER_WIDTH,
    M_LANGUAGE,
    M_PAPER,
    PAPERS,
    SIGNED,
    Layout,
    _amount,
    _display_width,
    _fit_widths,
    _heading,
    _Looks,
    _places,
    _plain,
    _print_score_sheet,
    _print_setup,
    _print_table,
    _put,
    _save,
    _text,
    _write_sheet,
    default_paper,
)
from schreiber.session.file import SessionFile, seated_order
from schreiber.stats import PlayerStats, session_stats
from schreiber.stats.statistics import deal_count, everyone

__all__ = [
    "SEASON_TEXTS",
    "LeagueChart",
    "PlayerSeason",
    "default_season_file_name",
    "export_season_workbook",
    "league_chart",
    "player_seasons",
    "season_labels",
]

M_SETTLE = QT_TRANSLATE_NOOP(
    "WorkbookError", "the season's money cannot be settled: {field}: {reason}"
)

SEASON_TEXTS: Final[dict[str, Source]] = {
    "season.sheet.league": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "League table")),
    "season.sheet.chart": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "League chart")),
    "season.sheet.players": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Players")),
    "season.sheet.money": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Money")),
    "season.evening": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Evening")),
    "season.count": (
        WORKBOOK,
        QT_TRANSLATE_NOOP("Workbook", "Evenings: {evenings} · deals: {deals} · players: {players}"),
    ),
    "season.score": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Score")),
    "season.evenings": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Evenings")),
    "season.by.total": (
        WORKBOOK,
        QT_TRANSLATE_NOOP("Workbook", "Ranked by the sum of each player's evening totals."),
    ),
    "season.by.average": (
        WORKBOOK,
        QT_TRANSLATE_NOOP(
            "Workbook", "Ranked by points per {per_deals} deals played, over the whole season."
        ),
    ),
    "season.by.table_points": (
        WORKBOOK,
        QT_TRANSLATE_NOOP(
            "Workbook",
            "Ranked by table points: each evening, the places at the table score {points}.",
        ),
    ),
    "season.table_points": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "{size} at a table: {points}")),
    "season.drop_worst": (
        WORKBOOK,
        QT_TRANSLATE_NOOP(
            "Workbook",
            "Worst evenings left out of each player's score: {count} (the Evenings column"
            " counts them all).",
        ),
    ),
    "season.min_evenings": (
        WORKBOOK,
        QT_TRANSLATE_NOOP(
            "Workbook", "Players with fewer than {count} evenings follow without a rank."
        ),
    ),
    "season.chart.title": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "The league over the season")),
    "season.chart.night": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Club night")),
    "season.chart.score": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "League score")),
    "season.best_evening": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Best evening")),
    "season.worst_evening": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Worst evening")),
    "season.pot": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Club pot")),
    "season.pot.share": (
        WORKBOOK,
        QT_TRANSLATE_NOOP(
            "Workbook",
            "The club pot takes {share} % of what each loser loses, every evening; the"
            " winners receive the rest.",
        ),
    ),
    "season.pot.fee": (
        WORKBOOK,
        QT_TRANSLATE_NOOP(
            "Workbook", "Everyone pays {fee} {currency} into the club pot for each evening played."
        ),
    ),
    "season.pot.holder": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "The pot goes to {name}.")),
    "season.once": (
        WORKBOOK,
        QT_TRANSLATE_NOOP(
            "Workbook",
            "Every evening is counted exactly; the season is rounded once, at its end, so"
            " that the balances and the pot add up to zero.",
        ),
    ),
    "season.before_pot": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Before the pot ({currency})")),
    "season.to_pot": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "To the pot ({currency})")),
    "season.prizes": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Prizes ({currency})")),
    "season.prizes.note": (
        WORKBOOK,
        QT_TRANSLATE_NOOP(
            "Workbook",
            "At each club night the pot pays {winner} {currency} to the night's winner and"
            " {best} {currency} to the best single deal; players tied share a prize.",
        ),
    ),
    "season.by_evening": (
        WORKBOOK,
        QT_TRANSLATE_NOOP("Workbook", "Each evening, exactly ({currency})"),
    ),
}
"""The season workbook's own words (the rest are the evening workbook's)."""

CHART_ROWS: Final = 30  # the chart covers rows 1-29; its numbers follow
LEAGUE_HEADER_ROW: Final = 5
PLAYER_NAME_WIDTH: Final = 42  # a longer name wraps
SHEET_NAME: Final = 31  # Excel's limit
_NOT_IN_SHEET_NAMES: Final = str.maketrans(dict.fromkeys("[]:*?/\\", "_"))


@cache
def _season_labels(language: str) -> dict[str, str]:
    words = labels(language)
    book = catalogue(language)
    words.update({key: book.translate(*source) for key, source in SEASON_TEXTS.items()})
    return words


def season_labels(language: str) -> dict[str, str]:
    """The evening workbook's words and the season's, for ``language``; a copy."""
    if language not in LANGUAGES:
        raise KeyError(language)
    return dict(_season_labels(language))


def default_season_file_name(season: SeasonFile) -> str:
    """``"Season 2026.xlsx"``: the season's name, safe as a file name."""
    from schreiber.io.workbook import _UNSAFE_IN_NAMES

    stem = _UNSAFE_IN_NAMES.sub("_", " ".join(season.name.split()))[:150].rstrip(". ")
    return f"{stem or 'Season'}.xlsx"


# --- what the sheets show ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LeagueChart:
    """Each player's league score after each club night (``None`` before their first)."""

    dates: tuple[str, ...]
    players: tuple[str, ...]
    scores: dict[str, tuple[Fraction | None, ...]]


def league_chart(
    ranking: Ranking,
    sessions: Sequence[SessionFile],
    evenings: Sequence[Evening],
    players: Sequence[str],
) -> LeagueChart:
    """The league after each date: the standings of the evenings played up to and
    including it (``players`` in the order the lines are drawn)."""
    dates = sorted({session.date for session in sessions})
    scores: dict[str, list[Fraction | None]] = {name: [] for name in players}
    for date in dates:
        upto = [e for s, e in zip(sessions, evenings, strict=True) if s.date <= date]
        now = {standing.player: standing.score for standing in league(ranking, upto)}
        for name in players:
            scores[name].append(now.get(name))
    return LeagueChart(
        tuple(dates), tuple(players), {name: tuple(row) for name, row in scores.items()}
    )


@dataclass(frozen=True, slots=True)
class PlayerSeason:
    """One player's season on the Players sheet."""

    name: str
    evenings: int = 0
    deals: int = 0
    won: int = 0
    lost: int = 0
    points: int = 0
    best_evening: int | None = None
    worst_evening: int | None = None
    best_deal: int | None = None
    worst_deal: int | None = None
    solos: int = 0
    solos_won: int = 0


def _higher(a: int | None, b: int | None, pick: Callable[[int, int], int]) -> int | None:
    if a is None:
        return b
    if b is None:
        return a
    return pick(a, b)


def player_seasons(
    sessions: Sequence[SessionFile], replays: Sequence[Replay]
) -> dict[str, PlayerSeason]:
    """Every player's season (in the order they first sat), from each evening's
    :func:`~schreiber.stats.session_stats`; a club night's tables are one evening
    (its points the sum of the player's tables), a table of it with no deal played
    none."""
    evenings = [evening_of(s, r) for s, r in zip(sessions, replays, strict=True)]
    keys = {id(evening): key for key, evening in counted(evenings)}
    per_evening: dict[str, dict[object, int]] = {}
    out: dict[str, PlayerSeason] = {}
    for session, replay, evening in zip(sessions, replays, evenings, strict=True):
        key = keys.get(id(evening))
        if key is None:
            continue
        stats = session_stats(session, replay)
        for name in everyone(session):
            person: PlayerStats = stats.players[name]
            total = replay.totals[name]
            mine = per_evening.setdefault(name, {})
            mine[key] = mine.get(key, 0) + total
            was = out.get(name, PlayerSeason(name))
            solos = person.solo_record
            out[name] = PlayerSeason(
                name=name,
                evenings=len(mine),
                deals=was.deals + person.deals.played,
                won=was.won + person.deals.won,
                lost=was.lost + person.deals.lost,
                points=was.points + total,
                best_deal=_higher(was.best_deal, person.best, max),
                worst_deal=_higher(was.worst_deal, person.worst, min),
                solos=was.solos + solos.played,
                solos_won=was.solos_won + solos.won,
            )
    return {
        name: replace(
            person,
            best_evening=max(per_evening[name].values()),
            worst_evening=min(per_evening[name].values()),
        )
        for name, person in out.items()
    }


def _money_names(
    sessions: Sequence[SessionFile], evenings: Sequence[Evening], sheets: Sequence[str]
) -> list[str]:
    """The evenings of the money sheet (:func:`schreiber.club.money.by_night`): an
    ordinary evening by its score sheet's name, a club night by its date (and its
    id, when another evening has that date), in the order of the money's evenings."""
    keys = {id(evening): key for key, evening in counted(evenings)}
    on_date: dict[str, set[object]] = {}
    for session, evening in zip(sessions, evenings, strict=True):
        if id(evening) in keys:
            on_date.setdefault(session.date, set()).add(keys[id(evening)])
    out: list[str] = []
    seen: set[str] = set()
    for session, evening, sheet in zip(sessions, evenings, sheets, strict=True):
        if evening.night is None:
            out.append(sheet)
        elif id(evening) in keys and evening.night not in seen:
            seen.add(evening.night)
            alone = len(on_date[session.date]) == 1
            out.append(session.date if alone else f"{session.date} · {evening.night}")
    return out


# --- export ------------------------------------------------------------------------------------


def export_season_workbook(
    season: SeasonFile,
    path: str | os.PathLike[str] | BinaryIO,
    language: str = "en",
    paper: str | None = None,
) -> None:
    """Write the season's workbook to ``path`` (replaced atomically), or to a binary
    stream. ``paper`` ("a4" or "letter"); without it the user's locale decides.

    Raises :class:`WorkbookError` for an unknown language or paper, or a season
    whose money cannot be settled; a target that must not be replaced is refused
    (:mod:`schreiber.io.safe_write`).
    """
    if language not in LANGUAGES:
        raise WorkbookError(M_LANGUAGE.format(language=language))
    paper = default_paper() if paper is None else paper
    if paper not in PAPERS:
        raise WorkbookError(M_PAPER.format(paper=paper))
    if isinstance(path, (str, os.PathLike)):
        check_target(path)
    words = season_labels(language)
    sessions = list(season.evenings)
    replays = [session.replay() for session in sessions]
    evenings = [
        evening_of(session, replay) for session, replay in zip(sessions, replays, strict=True)
    ]
    standings = league(season.ranking, evenings)
    money = _money(season, sessions, replays)

    from openpyxl import Workbook

    book = Workbook()
    looks = _Looks(book)
    table = looks.sheet(_sheet_name(words["season.sheet.league"], set()))
    _write_league(table, season, standings, evenings, words, looks, paper)
    order = [standing.player for standing in standings]
    chart = league_chart(season.ranking, sessions, evenings, order)
    _write_league_chart(looks.sheet(words["season.sheet.chart"]), chart, words, looks)
    _print_setup(book.worksheets[-1], paper, "landscape")
    people = player_seasons(sessions, replays)
    players = looks.sheet(words["season.sheet.players"])
    _write_players(players, [people[name] for name in order], standings, words, looks)
    _print_table(players, paper, repeat=1)
    used = {sheet.title for sheet in book.worksheets} | {words["season.sheet.money"]}
    names: list[str] = []
    for session in sessions:
        names.append(_sheet_name(_evening_name(session, language), used))
        used.add(names[-1])
    if money is not None:
        sheet = looks.sheet(words["season.sheet.money"])
        money_names = _money_names(sessions, evenings, names)
        _write_money(sheet, money, order, money_names, words, looks)
        _print_table(sheet, paper, repeat=1)
    for session, replay, name in zip(sessions, replays, names, strict=True):
        heading = _heading(session, words)
        sheet = looks.sheet(name)
        layout = Layout(session.game, seated_order(session, everyone(session)), len(session.deals))
        _write_sheet(sheet, session, replay, layout, words, looks)
        _print_score_sheet(sheet, session, layout, paper)
        sheet.print_title_rows = "1:1"
        sheet.oddHeader.center.text = _text(heading).replace("&", "&&")[:200]
        sheet.oddFooter.center.text = "&P / &N"
    for sheet in book.worksheets[1 : 1 + (3 if money is not None else 2)]:
        sheet.oddHeader.center.text = _text(season.name).replace("&", "&&")[:200]
        sheet.oddFooter.center.text = "&P / &N"
    properties = book.properties
    properties.title = _text(season.name)
    properties.creator = properties.lastModifiedBy = "Schreiber"
    properties.language = language
    _save(book, looks, path)


def _money(
    season: SeasonFile, sessions: Sequence[SessionFile], replays: Sequence[Replay]
) -> SeasonMoney | None:
    if season.money is None:
        return None
    try:
        return season_money(season.money, sessions, replays, season.ranking)
    except RecordError as error:
        raise WorkbookError(M_SETTLE, field=error.field, reason=error.reason) from None


def _sheet_name(text: str, used: set[str]) -> str:
    """A sheet name Excel takes: no []:*?/\\, not quoted, at most 31 characters, new."""
    name = _text(" ".join(text.split())).translate(_NOT_IN_SHEET_NAMES).strip("'")
    name = name[:SHEET_NAME].rstrip() or "_"
    base, count = name, 1
    while name.casefold() in {u.casefold() for u in used}:
        count += 1
        suffix = f" ({count})"
        name = base[: SHEET_NAME - len(suffix)] + suffix
    return name


def _evening_name(session: SessionFile, language: str = "en") -> str:
    """An evening's sheet: "2026-01-09 Club night · table 2" (the date once, first);
    a title nobody typed in the workbook's language (issue 27)."""
    title = titles.shown(session, catalogue(language).translate)
    title = " ".join(title.replace(session.date, " ").split()).strip(" ·-–—,")
    return f"{session.date} {title}" if title else session.date


def _number(value: Fraction, words: dict[str, str]) -> str:
    """A score in a sentence: 3, 1.5 (German 1,5), −3."""
    text = str(shown(value))
    return text.replace("-", "−").replace(".", words["number.decimal"])


def _ranking_lines(ranking: Ranking, words: dict[str, str]) -> list[str]:
    if ranking.method == "average":
        lines = [words["season.by.average"].format(per_deals=ranking.per_deals)]
    elif ranking.method == "table_points":
        rows = [
            words["season.table_points"].format(
                size=size, points=", ".join(_number(p, words) for p in points)
            )
            for size, points in sorted(ranking.table_points.items())
        ]
        lines = [words["season.by.table_points"].format(points="; ".join(rows))]
    else:
        lines = [words["season.by.total"]]
    if ranking.drop_worst and ranking.method != "average":
        lines.append(words["season.drop_worst"].format(count=ranking.drop_worst))
    if ranking.min_evenings:
        lines.append(words["season.min_evenings"].format(count=ranking.min_evenings))
    return lines


def _score_format(scores: Sequence[Fraction]) -> str:
    if all(score.denominator == 1 for score in scores):
        return SIGNED
    return "+0.00;[Red]-0.00;0.00"


def _score_value(score: Fraction) -> int | float:
    return shown(score)


def _note_rows(
    sheet: Any, row: int, lines: Sequence[str], columns: int, room: float, looks: _Looks
) -> int:
    """Notes across the table's ``columns`` (merged, wrapped, as tall as they need
    within ``room`` units of width); returns the next row."""
    note = looks("note", "", "General", "wrap")
    for line in lines:
        _put(sheet, row, 1, line, note)
        if columns > 1:
            sheet.merge_cells(start_row=row, start_column=1, end_row=row, end_column=columns)
        needed = max(1, -(-_display_width(line) // max(1, int(room) - 2)))
        sheet.row_dimensions[row].height = 15 * needed
        row += 1
    return row


def _write_league(
    sheet: Any,
    season: SeasonFile,
    standings: Sequence[Standing],
    evenings: Sequence[Evening],
    words: dict[str, str],
    looks: _Looks,
    paper: str,
) -> None:
    """The league table, on one page."""
    keys = ("summary.rank", "summary.player", "season.score", "season.evenings", "summary.played")
    headers = [words[key] for key in keys]
    widths = [min(HEADER_WIDTH, _display_width(text)) for text in headers]
    widths[1] = max(
        [widths[1], *(min(PLAYER_NAME_WIDTH, _display_width(s.player)) for s in standings)]
    )
    widths[0] = max(widths[0], 4)
    widths[2] = max([widths[2], *(_display_width(_score_value(s.score)) + 2 for s in standings)])
    count = words["season.count"].format(
        evenings=len({key for key, _ in counted(evenings)}),
        deals=sum(deal_count(session).played for session in season.evenings),
        players=len(standings),
    )
    _put(sheet, 1, 1, season.name, looks("title"))
    sheet.row_dimensions[1].height = 21
    _fit_widths(sheet, widths, high=PLAYER_NAME_WIDTH)
    room = sum(min(PLAYER_NAME_WIDTH, max(4, width)) + 2 for width in widths)
    row = _note_rows(sheet, 2, [count, *_ranking_lines(season.ranking, words)], 5, room, looks)
    header_row = row + 1
    header_look = looks("bold", "header", "General", "center", "header")
    for column, text in enumerate(headers, start=1):
        _put(sheet, header_row, column, text, header_look)
    if any(_display_width(text) > HEADER_WIDTH for text in headers):
        sheet.row_dimensions[header_row].height = 30
    score_format = _score_format([s.score for s in standings])
    for offset, standing in enumerate(standings, start=1):
        font = "bold" if standing.rank == 1 else ""
        values: tuple[tuple[object, str], ...] = (
            (standing.rank if standing.rank is not None else words["rules.none"], "0"),
            (standing.player, "General"),
            (_score_value(standing.score), score_format),
            (standing.evenings, "0"),
            (standing.deals, "0"),
        )
        for column, (value, fmt) in enumerate(values, start=1):
            long = column == 2 and _display_width(standing.player) > PLAYER_NAME_WIDTH
            align = "wrap" if long else "right" if column == 1 else ""
            _put(sheet, header_row + offset, column, value, looks(font, "", fmt, align, "grid"))
    sheet.freeze_panes = f"A{header_row + 1}"
    _print_setup(sheet, paper, "portrait")
    # One page, wide and tall: a club's 8-40 players print at 9 points or more.
    sheet.sheet_properties.pageSetUpPr.fitToPage = True
    sheet.page_setup.fitToWidth = 1
    sheet.page_setup.fitToHeight = 1
    sheet.page_setup.scale = None
    sheet.print_options.horizontalCentered = True
    sheet.print_title_rows = f"{header_row}:{header_row}"
    sheet.oddFooter.center.text = _text(season.name).replace("&", "&&")[:200]


def _write_league_chart(
    sheet: Any, chart: LeagueChart, words: dict[str, str], looks: _Looks
) -> None:
    """A native line chart of the league after each club night, over its numbers."""
    from openpyxl.chart import LineChart, Reference, Series

    if not chart.dates:
        _put(sheet, 1, 1, words["chart.empty"], looks("note"))
        return
    top = CHART_ROWS
    header_look = looks("bold", "header", "General", "center", "header")
    _put(sheet, top, 1, words["season.chart.night"], header_look)
    widths = [max(10, _display_width(words["season.chart.night"]))]
    every = [s for row in chart.scores.values() for s in row if s is not None]
    score_format = _score_format(every)
    for column, name in enumerate(chart.players, start=2):
        _put(sheet, top, column, name, header_look)
        widths.append(min(12, _display_width(name)))
    for offset, date in enumerate(chart.dates, start=1):
        _put(sheet, top + offset, 1, date, looks("", "", "General", "", "grid"))
        for column, name in enumerate(chart.players, start=2):
            score = chart.scores[name][offset - 1]
            value = None if score is None else _score_value(score)
            _put(sheet, top + offset, column, value, looks("", "", score_format, "", "grid"))
    _fit_widths(sheet, widths, high=12)
    sheet.row_dimensions[top].height = 30
    line = LineChart()
    line.title = words["season.chart.title"]
    line.x_axis.title = words["season.chart.night"]
    line.y_axis.title = words["season.chart.score"]
    line.x_axis.delete = False
    line.y_axis.delete = False
    line.x_axis.axPos = "b"
    line.x_axis.tickLblPos = "low"
    line.legend.position = "r"
    line.legend.overlay = False
    line.display_blanks = "gap"
    line.width = 23.0
    line.height = 14.0
    last = top + len(chart.dates)
    for column, name in enumerate(chart.players, start=2):
        values = Reference(sheet.sheet, min_col=column, min_row=top + 1, max_row=last)
        series = Series(values, title=_text(name)[:255])
        series.smooth = False
        if len(chart.dates) <= 40:
            series.marker.symbol = "circle"
            series.marker.size = 5
        line.series.append(series)
    line.set_categories(Reference(sheet.sheet, min_col=1, min_row=top + 1, max_row=last))
    sheet.add_chart(line, "A1")


PLAYER_KEYS: Final = (
    "summary.player",
    "season.evenings",
    "summary.played",
    "summary.won",
    "summary.lost",
    "summary.points",
    "season.best_evening",
    "season.worst_evening",
    "summary.best",
    "summary.worst",
    "summary.solos",
    "summary.solos_won",
)


def _write_players(
    sheet: Any,
    people: Sequence[PlayerSeason],
    standings: Sequence[Standing],
    words: dict[str, str],
    looks: _Looks,
) -> None:
    """Each player's season, in the order of the league table."""
    headers = [words[key] for key in PLAYER_KEYS]
    header_look = looks("bold", "header", "General", "center", "header")
    for column, text in enumerate(headers, start=1):
        _put(sheet, 1, column, text, header_look)
    widths = [min(HEADER_WIDTH, _display_width(text)) for text in headers]
    if any(_display_width(text) > HEADER_WIDTH for text in headers):
        sheet.row_dimensions[1].height = 30
    deals = {standing.player: standing.deals for standing in standings}
    for row, person in enumerate(people, start=2):
        values: list[tuple[object, str]] = [
            (person.name, "General"),
            (person.evenings, "0"),
            (deals.get(person.name, person.deals), "0"),
            (person.won, "0"),
            (person.lost, "0"),
            (person.points, SIGNED),
            (person.best_evening, SIGNED),
            (person.worst_evening, SIGNED),
            (person.best_deal, SIGNED),
            (person.worst_deal, SIGNED),
            (person.solos, "0"),
            (person.solos_won, "0"),
        ]
        for column, (value, fmt) in enumerate(values, start=1):
            _put(sheet, row, column, value, looks("", "", fmt, "", "grid"))
            widths[column - 1] = max(widths[column - 1], _display_width(value) + 2)
    widths[0] = min(widths[0], PLAYER_NAME_WIDTH)
    _fit_widths(sheet, widths, high=PLAYER_NAME_WIDTH)
    sheet.freeze_panes = "B2"


def _party(name: str, words: dict[str, str]) -> str:
    return words["season.pot"] if name == POT else name


def _write_money(
    sheet: Any,
    money: SeasonMoney,
    order: Sequence[str],
    evenings: Sequence[str],
    words: dict[str, str],
    looks: _Looks,
) -> None:
    """Balances, the pot, who pays whom, and each evening exactly (named as its sheet)."""
    rules = money.rules
    currency = rules.currency
    zeros = "0" * _places(rules.rounding)
    amount = f'#,##0.{zeros} "{currency}"'
    signed = f'+{amount};[Red]-{amount};0.{zeros} "{currency}"'
    exact = f'+#,##0.00 "{currency}";[Red]-#,##0.00 "{currency}";0.00 "{currency}"'
    lines = [
        words["summary.rate"].format(
            rate=_plain(rules.rate, words), step=_plain(rules.rounding, words), currency=currency
        )
    ]
    if rules.pot == "share":
        lines.append(words["season.pot.share"].format(share=_plain(rules.share * 100, words)))
    elif rules.pot == "fee":
        lines.append(
            words["season.pot.fee"].format(fee=_plain(rules.fee, words), currency=currency)
        )
    if rules.pot != "none" and rules.treasurer:
        lines.append(words["season.pot.holder"].format(name=rules.treasurer))
    if rules.pot != "none" and rules.has_prizes:
        lines.append(
            words["season.prizes.note"].format(
                winner=_plain(rules.prize_winner, words),
                best=_plain(rules.prize_best_deal, words),
                currency=currency,
            )
        )
    lines.append(words["season.once"])
    keys: tuple[str, ...] = (
        "summary.player",
        "season.evenings",
        "season.before_pot",
        "season.to_pot",
    )
    if rules.has_prizes:
        keys += ("season.prizes",)
    headers = [words[key].format(currency=currency) for key in keys]
    headers.append(words["summary.balance"].format(currency=currency))
    widths = [min(HEADER_WIDTH, _display_width(text)) for text in headers]
    names = [name for name in order if name in money.balances] + [
        name for name in money.players if name not in order
    ]
    widths[0] = max([widths[0], *(min(PLAYER_NAME_WIDTH, _display_width(n)) for n in names)])
    # The evenings below, by their sheets' names, share the first column; their
    # columns per player the others.
    widths[0] = max([widths[0], *(_display_width(name) for name in evenings)])
    widths += [0] * max(0, len(names) + 1 - len(widths))
    for column in range(1, len(widths)):
        name = names[column - 1] if column <= len(names) else ""
        widths[column] = max(widths[column], 10, min(12, _display_width(name)))
    _fit_widths(sheet, widths, high=PLAYER_NAME_WIDTH)
    room = sum(min(PLAYER_NAME_WIDTH, max(4, width)) + 2 for width in widths[:5])
    row = _note_rows(sheet, 1, lines, len(headers), room, looks) + 1
    header_look = looks("bold", "header", "General", "center", "header")
    for column, text in enumerate(headers, start=1):
        _put(sheet, row, column, text, header_look)
    sheet.row_dimensions[row].height = 30
    grid = looks("", "", "General", "", "grid")
    for name in names:
        row += 1
        before = money.before_pot[name]
        cells: tuple[tuple[object, Any], ...] = (
            (name, grid),
            (money.attended[name], looks("", "", "0", "", "grid")),
            (_exact(before), looks("", "", exact, "", "grid")),
            (
                _exact(money.fees.get(name, before - money.exact[name])),
                looks("", "", exact, "", "grid"),
            ),
            *(
                ((_exact(money.prizes.get(name, Fraction(0))), looks("", "", exact, "", "grid")),)
                if rules.has_prizes
                else ()
            ),
            (_amount(money.balances[name]), looks("bold", "", signed, "", "grid")),
        )
        for column, (value, look) in enumerate(cells, start=1):
            _put(sheet, row, column, value, look)
    if rules.pot != "none":
        row += 1
        total = looks("bold", "total", "General", "", "total")
        for column in range(1, len(headers) + 1):
            _put(sheet, row, column, None, total)
        _put(sheet, row, 1, words["season.pot"], total)
        _put(
            sheet,
            row,
            len(headers),
            _amount(money.pot),
            looks("bold", "total", signed, "", "total"),
        )
    row += 2
    _put(sheet, row, 1, words["summary.transfers"], looks("bold"))
    row += 1
    if not money.transfers:
        _put(sheet, row, 1, words["summary.even"], looks("note"))
        row += 1
    else:
        for column, key in enumerate(("summary.payer", "summary.payee", "summary.amount"), 1):
            _put(sheet, row, column, words[key].format(currency=currency), header_look)
        for transfer in money.transfers:
            row += 1
            _put(sheet, row, 1, _party(transfer.payer, words), grid)
            _put(sheet, row, 2, _party(transfer.payee, words), grid)
            _put(sheet, row, 3, _amount(transfer.amount), looks("", "", amount, "", "grid"))
        row += 1
    # Each evening exactly: a row per evening, a column per player and the pot.
    row += 1
    _put(sheet, row, 1, words["season.by_evening"].format(currency=currency), looks("bold"))
    row += 1
    columns = [words["season.evening"], *names]
    if rules.pot != "none":
        columns.append(words["season.pot"])
    for column, text in enumerate(columns, start=1):
        _put(sheet, row, column, text, header_look)
    for evening, sheet_name in zip(money.evenings, evenings, strict=True):
        row += 1
        _put(sheet, row, 1, sheet_name, grid)
        for column, name in enumerate(names, start=2):
            value = evening.balances.get(name)
            shown_value = None if value is None else _exact(value)
            _put(sheet, row, column, shown_value, looks("", "", exact, "", "grid"))
        if rules.pot != "none":
            _put(sheet, row, len(columns), _exact(evening.pot), looks("", "", exact, "", "grid"))


def _exact(value: Fraction) -> float:
    """An exact amount as a cell number (shown to the cent; the exact sum is rounded once)."""
    return float(value)
