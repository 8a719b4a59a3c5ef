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

pandas does what it is for here: the season as a frame of one row per session
and player, grouped and aggregated into the evenings, each player's season and
the seasons over the years. It is imported inside these functions only: start-up
and the headless commands never load it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from contextlib import suppress
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Final

from schreiber.club.league import Evening, Ranking, Standing, league, parse_ranking, played_deals
from schreiber.games.common import Replay
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
    import pandas as pd

    columns: dict[str, list[Any]] = {name: [] for name in FRAME_COLUMNS}
    for item in items:
        row = item.row
        players: Mapping[str, Mapping[str, int]] = item.summary["players"]
        for seat, (name, p) in enumerate(players.items()):
            columns["session_id"].append(row.session_id)
            columns["date"].append(row.date)
            columns["season_id"].append(row.season_id)
            columns["night_id"].append(row.night_id)
            columns["round_no"].append(row.round_no)
            columns["table_no"].append(row.table_no)
            columns["game"].append(row.game)
            columns["seat"].append(seat)
            columns["player"].append(name)
            columns["total"].append(int(p["total"]))
            columns["deals"].append(int(p["deals"]))
            columns["solos"].append(int(p.get("solos", 0)))
            columns["solos_won"].append(int(p.get("solos_won", 0)))
    frame = pd.DataFrame(columns)
    for name in ("session_id", "seat", "total", "deals", "solos", "solos_won"):
        frame[name] = frame[name].astype("int64")
    for name in ("season_id", "night_id", "round_no", "table_no"):
        frame[name] = frame[name].astype("Int64")
    return frame


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
    names the evening (``n<night>`` or ``s<session>``), ``date`` is its first."""
    import pandas as pd

    if frame.empty:
        return frame.assign(evening=pd.Series(dtype="object"))
    played = frame.groupby("session_id")["deals"].transform("sum") > 0
    keep = frame[frame["night_id"].isna() | played]
    key = [
        f"s{session}" if pd.isna(night) else f"n{int(night)}"
        for night, session in zip(keep["night_id"], keep["session_id"], strict=True)
    ]
    keep = keep.assign(evening=pd.Series(key, index=keep.index, dtype="object"))
    return (
        keep.groupby(["evening", "player"], sort=False)
        .agg(
            session_id=("session_id", "min"),
            date=("date", "min"),
            season_id=("season_id", "first"),
            total=("total", "sum"),
            deals=("deals", "sum"),
            solos=("solos", "sum"),
            solos_won=("solos_won", "sum"),
        )
        .reset_index()
    )


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
    return league(ranking, season_evenings(store, season_id))


def player_stats(frame: pd.DataFrame) -> pd.DataFrame:
    """Each player's season from :func:`season_frame`: ``evenings``, ``deals``,
    ``points``, ``best_evening`` (highest evening total) and its ``best_date``,
    ``worst_evening``, ``solos``, ``solos_won``; indexed by player, by name."""
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
    frame = by_evening(frame)
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
    frame = frame.assign(season=frame["season_id"].map(lambda s: names.get(s, "")))
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
    frame = season_frame(store, season_id)
    if frame.empty:
        return pd.DataFrame()
    ordered = frame.sort_values(["date", "session_id", "seat"], kind="stable")
    dates = sorted(ordered["date"].unique())
    evenings = evenings_of_frame(ordered)
    per_date = ordered.drop_duplicates("session_id").groupby("date", sort=True).size()
    rows: dict[str, dict[str, float]] = {}
    count = 0
    for date in dates:
        count += int(per_date[date])
        rows[str(date)] = {s.player: float(s.score) for s in league(ranking, evenings[:count])}
    return pd.DataFrame.from_dict(rows, orient="index").rename_axis("date")


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
