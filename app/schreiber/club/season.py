"""The league of a season, from the database: each session reduced to a summary once.

A session counts in the league as one evening (``schreiber league``, records.md
"Leagues"): each player's total and the deals they played. The table sessions of
a club night are one evening together (records.md "Club nights"): each table is
summarised on its own, so that table points place each player among those at
their table, and the league adds a player's tables of the night up; a table
with no deal played counts for nobody. The summary of a session holds
that and a little more (solos played and won, seat order) and is kept in the
database beside the session, keyed by the session's version
(``StoreCore.put_summaries``): it is never used for another state than the one
it was made from, and one missing or stale (a deal saved since, a session from
before) is made again here from a replay and kept. So the league of a season of
thousands of deals reads a few rows per session and replays only what changed.

pandas does what it is for here: the season is ONE frame (:func:`frame_of`), built
once from the one query's rows — per session and player the season, night, round,
table, date, player, points, deals, solos, the place at the table and the table's
size, and the league's evening it belongs to — and everything else is grouped
from its columns: the standings for every ranking method
(:func:`standings_of_frame`: points, average per deals, table points by place,
worst evenings left out, fewest evenings), each player's evenings and season
(:func:`by_evening`, :func:`player_stats`), the seasons over the years and the
league after each date (:func:`progress_of_frame`). Scores are whole numbers in
the frame (table points scaled by a common denominator), so the standings are
exactly those of the plain fold :func:`schreiber.club.league.league`, which stays
the tests' oracle (tests/club/test_league_frame.py) — and no slower than it
(benchmarks/bench_league.py times both). pandas and numpy are imported inside
these functions only: start-up, the headless commands and the evening's export
never load them (tests/test_lazy_pandas.py).
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Iterable, Mapping
from contextlib import suppress
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Final

from schreiber.club.league import (
    LARGEST_TABLE,
    NO_POINTS_FOR_SIZE,
    Evening,
    Ranking,
    Standing,
    league,
    parse_ranking,
    played_deals,
    ranked,
)
from schreiber.games.common import Replay
from schreiber.games.errors import RecordError
from schreiber.games.registry import game
from schreiber.session.file import SessionFile, parse_session_replayer
from schreiber.session.service import session_json
from schreiber.store.core import StoreError

if TYPE_CHECKING:
    import pandas as pd

    from schreiber.store.core import EveningRow, StoreCore

SUMMARY_VERSION: Final = 1
"""Summaries of another version are made again (their content changed)."""

FRAME_COLUMNS: Final = (
    "session_id",
    "date",
    "season_id",
    "night_id",
    "round_no",
    "table_no",
    "game",
    "seat",
    "player",
    "total",
    "deals",
    "solos",
    "solos_won",
)
FRAME_EXTRA: Final = ("title", "evening", "counted", "table_size")
"""Columns :func:`frame_of` adds (and ``place``, made from the others)."""


# --------------------------------------------------------------------- one session


def summary_of(session: SessionFile, replay: Replay | None = None) -> dict[str, object]:
    """What the league and the season's statistics need of one session.

    ``{"v": 1, "order": [names in the order they first sat], "players": {name:
    {"total": t, "deals": d, "solos": s, "solos_won": w}}}``: ``total`` and
    ``deals`` (played: not sat out, no redeal) are those of
    :func:`schreiber.club.league.evening_of`.
    """
    result = replay if replay is not None else session.replay()
    order = list(result.totals)  # everyone who sat, in the order they first sat
    played: dict[str, int] = {}
    solos: dict[str, int] = {}
    won: dict[str, int] = {}
    rules = game(session.game)
    attack_wins = rules.winners[0]
    for record, done, at_table in played_deals(session, result):
        for name in at_table:
            played[name] = played.get(name, 0) + 1
        soloist = rules.parties(record).soloist  # as the statistics count solos
        if soloist is not None:
            solos[soloist] = solos.get(soloist, 0) + 1
            if done.result.winner == attack_wins:
                won[soloist] = won.get(soloist, 0) + 1
    players = {
        name: {
            "total": int(result.totals.get(name, 0)),
            "deals": played.get(name, 0),
            "solos": solos.get(name, 0),
            "solos_won": won.get(name, 0),
        }
        for name in order
    }
    return {"v": SUMMARY_VERSION, "order": order, "players": players}


def _current(summary: Mapping[str, object] | None) -> bool:
    """Whether a stored summary is of this version and has the shape
    :func:`summary_of` gives; any other (written by hand, by another program, or a
    hostile client) is made again from its session."""
    if summary is None or summary.get("v") != SUMMARY_VERSION:
        return False
    players = summary.get("players")
    return isinstance(players, dict) and all(
        isinstance(name, str)
        and isinstance(figures, dict)
        and all(_figure(figures.get(key)) for key in ("total", "deals"))
        and all(_figure(figures.get(key, 0)) for key in ("solos", "solos_won"))
        for name, figures in players.items()
    )


LARGEST_FIGURE: Final = 10**12
"""Far beyond any evening's points or deals, well within the frame's int64."""


def _figure(value: object) -> bool:
    return type(value) is int and -LARGEST_FIGURE <= value <= LARGEST_FIGURE


@dataclass(frozen=True, slots=True)
class SessionSummary:
    """A session of the league with its summary (see :func:`summary_of`)."""

    row: EveningRow
    summary: Mapping[str, Any]

    @property
    def evening(self) -> Evening:
        """The session as the league's evening (with its night, if any)."""
        players: Mapping[str, Mapping[str, int]] = self.summary["players"]
        return Evening(
            {name: int(p["total"]) for name, p in players.items()},
            {name: int(p["deals"]) for name, p in players.items()},
            night_key(self.row.night_id),
        )


def night_key(night_id: object) -> str | None:
    """A stored night's id as the league's :attr:`Evening.night` (None: no night)."""
    if night_id is None:
        return None
    try:
        return str(int(night_id))  # type: ignore[call-overload]
    except (TypeError, ValueError):  # a frame's missing value (NA, NaN)
        return None


def summaries(
    store: StoreCore, *, season_id: int | None = None, night_id: int | None = None
) -> list[SessionSummary]:
    """Every session of the season (of the night, or all, by date) with its summary;
    those missing or stale are made from a replay and kept in the database.

    Keeping them is a convenience: a database that cannot be written (read-only,
    a server gone away) still gives the league, made afresh each time.
    """
    rows = store.seasons.evening_rows(season_id=season_id, night_id=night_id)
    made: list[tuple[int, int, dict[str, object]]] = []
    out: list[SessionSummary] = []
    for row in rows:
        summary: Mapping[str, Any] | None = row.summary
        if not _current(summary):
            data = store.sessions.load_session(row.session_id)
            session, replayer = parse_session_replayer(session_json(data), limited=False)
            fresh = summary_of(session, replayer.result())
            made.append((row.session_id, data.version, fresh))
            summary = fresh
        assert summary is not None
        out.append(SessionSummary(row, summary))
    if made:
        with suppress(StoreError):
            store.seasons.put_summaries(made)
    return out


# --------------------------------------------------------------------- the season


def season_frame(
    store: StoreCore, season_id: int | None = None, *, night_id: int | None = None
) -> pd.DataFrame:
    """The season (``None``: every season; or one club night) as a frame of one row
    per session and player: :data:`FRAME_COLUMNS`, by date and seat."""
    return frame_of(summaries(store, season_id=season_id, night_id=night_id))


def frame_of(items: Iterable[SessionSummary]) -> pd.DataFrame:
    """One row per session and player (:data:`FRAME_COLUMNS`), from the one query's
    rows, in their order; besides, per row: ``title`` (the session's), ``evening``
    (the league's evening: ``n<night>`` for a club night's tables, else
    ``s<session>``), ``counted`` (whether the league counts the session: a table of
    a night with no deal played does not), ``table_size`` (everyone who sat at the
    table) and ``place`` (at the table: 1 for the best, ties share the best place)."""
    import numpy as np
    import pandas as pd

    sessions: list[tuple[Any, ...]] = []  # one per session, repeated per player below
    sizes: list[int] = []
    players: list[str] = []
    seats: list[int] = []
    figures: list[tuple[int, int, int, int]] = []
    for item in items:
        row = item.row
        table: Mapping[str, Mapping[str, int]] = item.summary["players"]
        size = len(table)
        # whole numbers: checked when read (_current) or made so (summary_of)
        mine = [
            (p["total"], p["deals"], p.get("solos", 0), p.get("solos_won", 0))
            for p in table.values()
        ]
        night = row.night_id
        sessions.append(
            (
                row.session_id,
                row.date,
                row.season_id,
                night,
                row.round_no,
                row.table_no,
                row.game,
                row.title,
                f"s{row.session_id}" if night is None else f"n{night}",
                night is None or any(f[1] for f in mine),
            )
        )
        sizes.append(size)
        players.extend(table)
        seats.extend(range(size))
        figures.extend(mine)
    repeat = np.asarray(sizes, dtype=np.int64)
    per_session = list(zip(*sessions, strict=True)) if sessions else [()] * 10
    numbers = np.asarray(figures, dtype=np.int64).reshape(-1, 4)

    def each(values: tuple[Any, ...], dtype: Any = object) -> Any:
        array = np.empty(len(values), dtype=dtype)
        array[:] = values
        return np.repeat(array, repeat)

    def optional(values: tuple[Any, ...]) -> Any:
        missing = np.fromiter((v is None for v in values), dtype=bool, count=len(values))
        whole = np.fromiter((0 if v is None else v for v in values), np.int64, len(values))
        return pd.arrays.IntegerArray(np.repeat(whole, repeat), np.repeat(missing, repeat))

    frame = pd.DataFrame(
        {
            "session_id": each(per_session[0], np.int64),
            "date": each(per_session[1]),
            "season_id": optional(per_session[2]),
            "night_id": optional(per_session[3]),
            "round_no": optional(per_session[4]),
            "table_no": optional(per_session[5]),
            "game": each(per_session[6]),
            "seat": np.asarray(seats, dtype=np.int64),
            "player": np.asarray(players, dtype=object),
            "total": numbers[:, 0],
            "deals": numbers[:, 1],
            "solos": numbers[:, 2],
            "solos_won": numbers[:, 3],
            "title": each(per_session[7]),
            "evening": each(per_session[8]),
            "counted": each(per_session[9], bool),
            "table_size": np.repeat(repeat, repeat),
        },
        copy=False,
    )
    frame["place"] = _places(np.repeat(np.arange(len(sizes)), repeat), numbers[:, 0])
    return frame


def _places(tables: Any, totals: Any) -> Any:
    """Each row's place at its table (``tables``: the table's number, rows of a
    table together): 1 + how many at the table have more, as numpy arrays."""
    import numpy as np

    order = np.lexsort((-totals, tables))
    table, total = tables[order], totals[order]
    index = np.arange(len(order))
    first_of_table = np.ones(len(order), dtype=bool)
    first_of_table[1:] = table[1:] != table[:-1]
    first_of_value = first_of_table.copy()
    first_of_value[1:] |= total[1:] != total[:-1]
    table_start = np.maximum.accumulate(np.where(first_of_table, index, 0))
    value_start = np.maximum.accumulate(np.where(first_of_value, index, 0))
    places = np.empty(len(order), dtype=np.int64)
    places[order] = value_start - table_start + 1
    return places


def evenings_of_frame(frame: pd.DataFrame) -> list[Evening]:
    """Each session of the frame as the league's :class:`Evening`, by date: its
    players' totals and deals played, grouped from the frame's rows, and its night."""
    if frame.empty:
        return []
    ordered = frame.sort_values(["date", "session_id", "seat"], kind="stable")
    grouped = ordered.groupby("session_id", sort=False)[["player", "total", "deals", "night_id"]]
    evenings = []
    for _, group in grouped:
        names = group["player"].tolist()
        evenings.append(
            Evening(
                dict(zip(names, group["total"].tolist(), strict=True)),
                dict(zip(names, group["deals"].tolist(), strict=True)),
                night_key(group["night_id"].iloc[0]),
            )
        )
    return evenings


def by_evening(frame: pd.DataFrame) -> pd.DataFrame:
    """The frame with one row per evening and player (records.md "Club nights"):
    the tables of a night added up per player (``total``, ``deals``, ``solos``,
    ``solos_won``), a table of a night with no deal played left out; ``evening``
    names the evening (``n<night>`` or ``s<session>``), ``date`` and ``session_id``
    are the player's first, ``first_date`` and ``first_session`` the evening's;
    ``place`` is the player's among everyone of the evening (by ``total``, ties
    share the best) and ``size`` how many they were. By the evening's date."""
    if frame.empty:
        return frame
    keep = frame[frame["counted"]]
    out = (
        keep.groupby(["evening", "player"], sort=False)
        .agg(
            session_id=("session_id", "min"),
            date=("date", "min"),
            season_id=("season_id", "first"),
            night_id=("night_id", "first"),
            title=("title", "first"),
            total=("total", "sum"),
            deals=("deals", "sum"),
            solos=("solos", "sum"),
            solos_won=("solos_won", "sum"),
        )
        .reset_index()
    )
    evening = out.groupby("evening", sort=False)
    out["first_date"] = evening["date"].transform("min")
    out["first_session"] = evening["session_id"].transform("min")
    out["place"] = evening["total"].rank(method="min", ascending=False).astype("int64")
    out["size"] = evening["player"].transform("size").astype("int64")
    return out.sort_values(["first_date", "first_session"], kind="stable", ignore_index=True)


TABLE_POINTS_SCALE_LIMIT: Final = 10**6
"""Table points are summed exactly as integers in units of 1/scale; a ranking whose
points need a finer scale (floats of many digits) is ranked by the plain fold."""


def _table_points_scale(points: Mapping[int, tuple[Fraction, ...]]) -> int:
    """The scale making every table's points, and their means over 1 to 7 tied
    places, whole numbers: 420 (the least multiple of 1…7) × the denominators' lcm."""
    denominators = 1
    for row in points.values():
        for value in row:
            denominators = math.lcm(denominators, value.denominator)
    return 420 * denominators


@dataclass(frozen=True, slots=True)
class _Scored:
    """The counted rows with their scores (see :func:`_evening_scores`)."""

    rows: pd.DataFrame
    scale: int
    players: list[str]  # by their code
    evenings: int  # key = player's code × evenings + evening's code


def _evening_scores(frame: pd.DataFrame, ranking: Ranking) -> _Scored | None:
    """The counted sessions' rows (``player``, ``evening``, ``date``, ``total``,
    ``deals``) with ``score``, an exact whole number in units of 1/scale (the
    total, or the table points of the player's place at the table), and the scale;
    None when the table points need too fine a scale. Raises ``RecordError`` for a
    table size the ranking gives no points for."""
    import numpy as np
    import pandas as pd

    mask = frame["counted"].to_numpy()
    totals = frame["total"].to_numpy()[mask]
    scale = 1
    scores = totals
    if ranking.method == "table_points":
        sizes = frame["table_size"].to_numpy()[mask]
        missing = ~np.isin(sizes, list(ranking.table_points))
        if missing.any():
            size = int(sizes[missing.argmax()])
            raise RecordError("ranking.table_points", NO_POINTS_FOR_SIZE, size=size)
        scale = _table_points_scale(ranking.table_points)
        if scale > TABLE_POINTS_SCALE_LIMIT:
            return None
        # cumulative[size, i]: the first i places' points at a table of size, scaled
        cumulative = np.zeros((LARGEST_TABLE + 1, LARGEST_TABLE + 1), dtype=np.int64)
        for size, row in ranking.table_points.items():
            running = Fraction(0)
            for index, value in enumerate(row, 1):
                running += value
                cumulative[size, index] = int(running * scale)
        start = frame["place"].to_numpy()[mask] - 1
        sessions = frame["session_id"].to_numpy()[mask]
        tied = pd.DataFrame({"session": sessions, "total": totals}).groupby(
            ["session", "total"], sort=False
        )
        ties = tied["total"].transform("size").to_numpy()
        scores = (cumulative[sizes, start + ties] - cumulative[sizes, start]) // ties
    player_codes, players = pd.factorize(frame["player"].to_numpy()[mask])
    evening_codes, evening_keys = pd.factorize(frame["evening"].to_numpy()[mask])
    evenings = max(len(evening_keys), 1)
    rows = pd.DataFrame(
        {
            # one whole number per player and evening, for grouping by numbers
            "key": player_codes.astype(np.int64) * evenings + evening_codes,
            "date": frame["date"].to_numpy()[mask],
            "score": scores,
            "total": totals,
            "deals": frame["deals"].to_numpy()[mask],
        },
        copy=False,
    )
    return _Scored(rows, scale, [str(name) for name in players], evenings)


def _round_half_even(numerator: int, denominator: int) -> int:
    """``round(Fraction(numerator, denominator))`` for a positive denominator."""
    quotient, remainder = divmod(numerator, denominator)
    twice = 2 * remainder
    if twice > denominator or (twice == denominator and quotient % 2):
        quotient += 1
    return quotient


def standings_of_frame(frame: pd.DataFrame, ranking: Ranking) -> list[Standing]:
    """:func:`schreiber.club.league.league` of the frame's evenings (its
    ``evenings_of_frame``), grouped and summed by pandas: the same standings,
    exactly (whole numbers throughout, a fraction made only per player)."""
    if frame.empty:
        return []
    scored = _evening_scores(frame, ranking)
    if scored is None:
        return league(ranking, evenings_of_frame(frame))
    import numpy as np

    per_evening = scored.rows.groupby("key", sort=False)[["score", "total", "deals"]].sum()
    # each player's few evenings folded by numpy: whole numbers, added exactly
    codes = per_evening.index.to_numpy() // scored.evenings
    size = len(scored.players)
    count = np.bincount(codes, minlength=size)
    score = per_evening["score"].to_numpy()
    totals = np.zeros(size, dtype=np.int64)
    deals = np.zeros(size, dtype=np.int64)
    np.add.at(totals, codes, per_evening["total"].to_numpy())
    np.add.at(deals, codes, per_evening["deals"].to_numpy())
    if ranking.method == "average":
        factor = ranking.per_deals * 100
        scores = [
            Fraction(_round_half_even(p * factor, d), 100) if d else Fraction(0)
            for p, d in zip(totals.tolist(), deals.tolist(), strict=True)
        ]
    else:
        drop = ranking.drop_worst
        if drop:  # each player's worst evenings left out, when they have more
            order = np.lexsort((score, codes))
            first = np.searchsorted(codes[order], np.arange(size))
            position = np.empty(len(order), dtype=np.int64)
            position[order] = np.arange(len(order)) - first[codes[order]]
            score = np.where((count[codes] > drop) & (position < drop), 0, score)
        summed = np.zeros(size, dtype=np.int64)
        np.add.at(summed, codes, score)
        scores = [Fraction(value, scored.scale) for value in summed.tolist()]
    names = scored.players
    count_list, deals_list = count.tolist(), deals.tolist()
    result = [
        Standing(name, None, score, n, d)
        for name, score, n, d in zip(names, scores, count_list, deals_list, strict=True)
    ]
    return ranked(result, ranking.min_evenings)


def season_evenings(store: StoreCore, season_id: int | None) -> list[Evening]:
    """The season's evenings (``None``: every season's), by date, for
    :func:`schreiber.club.league.league`: one per session, a club night's tables
    with their night (the league counts them as one evening)."""
    return evenings_of_frame(season_frame(store, season_id))


def season_ranking(store: StoreCore, season_id: int | None) -> Ranking:
    """The club's ranking of the season (its settings' ``"ranking"``, checked), or
    ``total`` when it has none. Raises ``RecordError`` for a broken one."""
    if season_id is None:
        return Ranking()
    settings = store.seasons.season(season_id).settings
    if "ranking" not in settings:
        return Ranking()
    return parse_ranking(settings["ranking"], "ranking")


def league_table(
    store: StoreCore, season_id: int | None, ranking: Ranking | None = None
) -> list[Standing]:
    """The standings of the season (``None``: of every season together) by
    ``ranking``, else by the season's own: the numbers ``schreiber league`` gives
    for the season's sessions as evenings."""
    if ranking is None:
        ranking = season_ranking(store, season_id)
    return standings_of_frame(season_frame(store, season_id), ranking)


def player_stats(frame: pd.DataFrame) -> pd.DataFrame:
    """Each player's season from :func:`season_frame`: ``evenings``, ``deals``,
    ``points``, ``best_evening`` (highest evening total) and its ``best_date``,
    ``worst_evening``, ``solos``, ``solos_won``; indexed by player, by name."""
    return stats_of_evenings(by_evening(frame))


def stats_of_evenings(frame: pd.DataFrame) -> pd.DataFrame:
    """:func:`player_stats` from the frame's :func:`by_evening` already made."""
    import pandas as pd

    columns = [
        "evenings",
        "deals",
        "points",
        "best_evening",
        "best_date",
        "worst_evening",
        "solos",
        "solos_won",
    ]
    if frame.empty:
        return pd.DataFrame(columns=columns).rename_axis("player")
    by_player = frame.groupby("player", sort=True)
    out = by_player.agg(
        evenings=("evening", "nunique"),
        deals=("deals", "sum"),
        points=("total", "sum"),
        best_evening=("total", "max"),
        worst_evening=("total", "min"),
        solos=("solos", "sum"),
        solos_won=("solos_won", "sum"),
    )
    best_rows = frame.sort_values(["total", "date"], ascending=[False, True], kind="stable")
    out["best_date"] = best_rows.drop_duplicates("player").set_index("player")["date"]
    return out[columns]


def season_player_stats(store: StoreCore, season_id: int | None) -> pd.DataFrame:
    """:func:`player_stats` of a season (``None``: of every season together)."""
    return player_stats(season_frame(store, season_id))


def stats_over_years(store: StoreCore) -> pd.DataFrame:
    """Each player's figures per season, over every season: indexed by
    (season name, player), the columns of :func:`player_stats` but ``best_date``."""
    import pandas as pd

    frame = by_evening(season_frame(store, None))
    names = {season.id: season.name for season in store.seasons.all()}
    if frame.empty:
        return pd.DataFrame(
            columns=["evenings", "deals", "points", "best_evening", "solos", "solos_won"]
        )
    frame = frame.assign(season=frame["season_id"].map(names).astype(object).fillna(""))
    return frame.groupby(["season", "player"], sort=True).agg(
        evenings=("evening", "nunique"),
        deals=("deals", "sum"),
        points=("total", "sum"),
        best_evening=("total", "max"),
        solos=("solos", "sum"),
        solos_won=("solos_won", "sum"),
    )


def league_progress(
    store: StoreCore, season_id: int | None, ranking: Ranking | None = None
) -> pd.DataFrame:
    """The league over the season, for its chart: one row per date with evenings,
    one column per player, each cell the player's league score after that date
    (as :func:`league_table` would give it then; empty before their first evening)."""
    import pandas as pd

    if ranking is None:
        ranking = season_ranking(store, season_id)
    dates, scores = progress_of_frame(season_frame(store, season_id), ranking)
    if not dates:
        return pd.DataFrame()
    return pd.DataFrame(scores, index=pd.Index(dates, name="date"), dtype="float64")


def progress_of_frame(
    frame: pd.DataFrame, ranking: Ranking
) -> tuple[list[str], dict[str, list[float | None]]]:
    """Every date of the frame's sessions, and each player's league score after
    each date (None before their first evening): each player's evenings folded
    once, in order of date, from their scores grouped by the frame."""
    if frame.empty:
        return [], {}
    dates = sorted({str(date) for date in frame["date"].unique()})
    scored = _evening_scores(frame, ranking)
    if scored is None:
        return dates, _progress_by_fold(frame, ranking, dates)
    per = scored.rows.groupby("key", sort=False).agg(
        date=("date", "min"), score=("score", "sum"), total=("total", "sum"), deals=("deals", "sum")
    )
    codes = per.index.to_numpy() // scored.evenings
    per["player"] = [scored.players[code] for code in codes.tolist()]
    per = per.sort_values(["player", "date"], kind="stable")
    out: dict[str, list[float | None]] = {}
    columns = (per[name].tolist() for name in ("player", "date", "score", "total", "deals"))
    current: str | None = None
    state: _Running | None = None
    for name, date, score, total, played in zip(*columns, strict=True):
        if name != current:
            current, state = name, _Running(ranking, scored.scale, dates)
            out[name] = state.values
        assert state is not None
        state.add(str(date), int(score), int(total), int(played))
    for running_values in out.values():
        _fill_forward(running_values)
    return dates, out


class _Running:
    """One player's league score evening by evening (for :func:`progress_of_frame`)."""

    def __init__(self, ranking: Ranking, scale: int, dates: list[str]) -> None:
        self.ranking = ranking
        self.scale = scale
        self.dates = dates
        self.index = {date: i for i, date in enumerate(dates)}
        self.values: list[float | None] = [None] * len(dates)
        self.scores: list[int] = []
        self.points = 0
        self.deals = 0

    def add(self, date: str, score: int, points: int, deals: int) -> None:
        ranking = self.ranking
        self.points += points
        self.deals += deals
        if ranking.method == "average":
            factor = ranking.per_deals * 100
            value = _round_half_even(self.points * factor, self.deals) / 100 if self.deals else 0.0
        else:
            bisect.insort(self.scores, score)
            kept = self.scores
            if ranking.drop_worst and len(kept) > ranking.drop_worst:
                kept = kept[ranking.drop_worst :]
            value = sum(kept) / self.scale
        self.values[self.index[date]] = value


def _fill_forward(values: list[float | None]) -> None:
    last: float | None = None
    for index, value in enumerate(values):
        if value is None:
            values[index] = last
        else:
            last = value


def _progress_by_fold(
    frame: pd.DataFrame, ranking: Ranking, dates: list[str]
) -> dict[str, list[float | None]]:
    """As :func:`progress_of_frame`, by the plain fold after each date (for table
    points too fine to sum as whole numbers)."""
    ordered = frame.sort_values(["date", "session_id", "seat"], kind="stable")
    evenings = evenings_of_frame(ordered)
    sessions = ordered.drop_duplicates("session_id")["date"].tolist()
    out: dict[str, list[float | None]] = {}
    for index, date in enumerate(dates):
        count = sum(1 for when in sessions if str(when) <= date)
        for standing in league(ranking, evenings[:count]):
            out.setdefault(standing.player, [None] * len(dates))[index] = float(standing.score)
    return out


# --------------------------------------------------------------------- a club night


def night_evenings(store: StoreCore, night_id: int) -> list[Evening]:
    """The night's table sessions as evenings, by round and table (each on its
    own: the night's standing ranks within the night)."""
    return [replace(item.evening, night=None) for item in summaries(store, night_id=night_id)]


def night_standing(
    store: StoreCore, night_id: int, ranking: Ranking | None = None
) -> list[Standing]:
    """The night's standing, all its tables merged as they come in: by ``ranking``,
    else by its season's. Only the tables changed since the last call are replayed."""
    if ranking is None:
        ranking = season_ranking(store, store.nights.night(night_id).season_id)
    return league(ranking, night_evenings(store, night_id))


def night_totals(store: StoreCore, night_id: int) -> dict[str, tuple[int, int]]:
    """Each player's (points, deals played) over the night's tables so far, for a
    round drawn from the night's standing."""
    out: dict[str, tuple[int, int]] = {}
    for evening in night_evenings(store, night_id):
        for name, total in evening.totals.items():
            points, deals = out.get(name, (0, 0))
            out[name] = (points + total, deals + evening.deals.get(name, 0))
    return out
