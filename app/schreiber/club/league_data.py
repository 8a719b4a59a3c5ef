"""What the league window shows of a season, read from the store in one go.

No Qt here and no pandas at import: :func:`read_league` reads the season's
sessions once (their summaries, :func:`schreiber.club.season.summaries`) into one
frame (:func:`schreiber.club.season.frame_of`) and groups of it the standings (the
same as :func:`schreiber.club.league.league` gives ``schreiber league``), each
player's evenings and season, and the league after each date for the chart; the
window's models get them read from the frame's columns, never row by row. The tables of a club
night are one evening (records.md "Club nights"): one line in a player's
evenings, one evening in their season and money. The money of the
season (:func:`season_money_of`) is each evening's final totals, settled as
:func:`schreiber.club.money.season_money` settles them; whether an evening settles
against the average depends on its rules, which are read once per version of
the session (:class:`AgainstCache`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from typing import Any

from schreiber.club.league import Ranking, Standing
from schreiber.club.money import MoneyRules, SeasonMoney, combine_evenings, money_of_totals
from schreiber.club.season import SessionSummary
from schreiber.club.season_file import SeasonFile
from schreiber.store.core import Season, StoreCore


@dataclass(frozen=True, slots=True)
class PlayerEvening:
    """One evening of one player: the session, its points, deals and place at the
    table. A club night is one evening: its title, the player's first table's
    session, points and deals over the night's tables, and the place among
    everyone of the night (``table_size`` of them)."""

    session_id: int
    date: str
    title: str
    points: int
    deals: int
    place: int
    table_size: int
    night: bool = False  # a club night: the place is among everyone of the night


@dataclass(frozen=True, slots=True)
class PlayerSeason:
    """One player's season: evenings, deals, points, the best and worst evening, solos."""

    player: str
    evenings: int = 0
    deals: int = 0
    points: int = 0
    best_evening: int | None = None
    best_date: str = ""
    worst_evening: int | None = None
    solos: int = 0
    solos_won: int = 0


@dataclass(frozen=True, slots=True)
class YearRow:
    """One player's figures in one season (statistics over the years)."""

    season: str
    player: str
    evenings: int
    deals: int
    points: int
    best_evening: int
    solos: int
    solos_won: int


@dataclass(frozen=True, slots=True)
class Progress:
    """The league after each date: ``scores[player][i]`` after ``dates[i]`` (None
    before the player's first evening)."""

    dates: tuple[str, ...] = ()
    players: tuple[str, ...] = ()
    scores: Mapping[str, tuple[float | None, ...]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class LeagueData:
    """Everything the window shows of a season's league."""

    season_id: int
    ranking: Ranking
    standings: tuple[Standing, ...]
    evenings: Mapping[str, tuple[PlayerEvening, ...]]
    players: Mapping[str, PlayerSeason]
    progress: Progress
    items: tuple[SessionSummary, ...]


def places(totals: Mapping[str, int]) -> dict[str, int]:
    """Each player's place at the table: 1 for the best, players tied share a place."""
    return {
        name: 1 + sum(1 for t in totals.values() if t > total) for name, total in totals.items()
    }


def read_league(store: StoreCore, season_id: int, ranking: Ranking) -> LeagueData:
    """The season's league by ``ranking``. Raises ``RecordError`` when the ranking
    does not fit the season (table points missing for a table size) or a session
    does not replay, ``StoreError`` when the store cannot be read."""
    from schreiber.club.season import (
        by_evening,
        frame_of,
        progress_of_frame,
        standings_of_frame,
        stats_of_evenings,
        summaries,
    )

    items = tuple(summaries(store, season_id=season_id))
    frame = frame_of(items)
    standings = tuple(standings_of_frame(frame, ranking))
    per_evening = by_evening(frame)
    dates, scores = progress_of_frame(frame, ranking)
    order = tuple(s.player for s in standings)
    return LeagueData(
        season_id=season_id,
        ranking=ranking,
        standings=standings,
        evenings=_player_evenings(per_evening, _night_titles(store, items)),
        players=_player_seasons(stats_of_evenings(per_evening)),
        progress=Progress(tuple(dates), order, {name: tuple(scores[name]) for name in order})
        if dates
        else Progress(),
        items=items,
    )


def _night_titles(store: StoreCore, items: Sequence[SessionSummary]) -> dict[int, str]:
    """The titles of the club nights the sessions are tables of."""
    nights = {item.row.night_id for item in items if item.row.night_id is not None}
    return {night_id: store.nights.night(night_id).title for night_id in sorted(nights)}


def _player_evenings(
    per_evening: Any, night_titles: Mapping[int, str]
) -> dict[str, tuple[PlayerEvening, ...]]:
    """Each player's evenings, by date, read from the columns of
    :func:`schreiber.club.season.by_evening`: a club night's tables as one (a table
    of it with no deal played left out), an ordinary session each."""
    if per_evening.empty:
        return {}
    nights = per_evening["night_id"]
    night_ids = nights.fillna(-1).astype("int64").tolist()
    is_night = nights.notna().tolist()
    columns = [
        per_evening[name].tolist()
        for name in ("player", "session_id", "first_date", "title", "total", "deals")
    ] + [per_evening["place"].tolist(), per_evening["size"].tolist(), night_ids, is_night]
    out: dict[str, list[PlayerEvening]] = {}
    for name, session_id, date, title, points, deals, place, size, night_id, night in zip(
        *columns, strict=True
    ):
        out.setdefault(name, []).append(
            PlayerEvening(
                session_id=int(session_id),
                date=str(date),
                title=night_titles.get(night_id, title) if night else str(title),
                points=int(points),
                deals=int(deals),
                place=int(place),
                table_size=int(size),
                night=bool(night),
            )
        )
    return {name: tuple(rows) for name, rows in out.items()}


def _player_seasons(stats: Any) -> dict[str, PlayerSeason]:
    """Each player's season, read from the columns of
    :func:`schreiber.club.season.player_stats`."""
    names = [str(name) for name in stats.index]
    columns = {name: stats[name].tolist() for name in stats.columns}
    return {
        name: PlayerSeason(
            player=name,
            evenings=int(columns["evenings"][i]),
            deals=int(columns["deals"][i]),
            points=int(columns["points"][i]),
            best_evening=int(columns["best_evening"][i]),
            best_date=str(columns["best_date"][i]),
            worst_evening=int(columns["worst_evening"][i]),
            solos=int(columns["solos"][i]),
            solos_won=int(columns["solos_won"][i]),
        )
        for i, name in enumerate(names)
    }


def years(store: StoreCore) -> list[YearRow]:
    """Each player's figures per season, over every season (by season, then player),
    read from the columns of :func:`schreiber.club.season.stats_over_years`."""
    from schreiber.club.season import stats_over_years

    frame = stats_over_years(store)
    if frame.empty:
        return []
    keys = frame.index.tolist()
    columns = {name: frame[name].tolist() for name in frame.columns}
    return [
        YearRow(
            season=str(season),
            player=str(player),
            evenings=int(columns["evenings"][i]),
            deals=int(columns["deals"][i]),
            points=int(columns["points"][i]),
            best_evening=int(columns["best_evening"][i]),
            solos=int(columns["solos"][i]),
            solos_won=int(columns["solos_won"][i]),
        )
        for i, (season, player) in enumerate(keys)
    ]


class AgainstCache:
    """Whether each session settles against the average (its game and rules), kept
    per session version so a season's money reads a session's rules only once."""

    def __init__(self) -> None:
        self._known: dict[int, tuple[int, bool]] = {}

    def against(self, store: StoreCore, session_id: int, version: int) -> bool:
        known = self._known.get(session_id)
        if known is not None and known[0] == version:
            return known[1]
        from schreiber.session.service import session_from_data
        from schreiber.stats.settlement import settles_against_average

        data = store.sessions.load_session(session_id)
        session = session_from_data(data)
        value = settles_against_average(session.game, session.rules)
        self._known[session_id] = (data.version, value)
        return value


def season_money_of(
    store: StoreCore,
    items: Sequence[SessionSummary],
    rules: MoneyRules,
    cache: AgainstCache,
    ranking: Ranking | None = None,
) -> SeasonMoney:
    """The season's money as :func:`schreiber.club.money.season_money` gives it for the
    season's sessions (each evening's final totals; raises ``RecordError`` for an
    evening of a zero-sum game that does not add up to zero); a night's winner by
    the season's ``ranking``, as the season workbook picks it."""
    evenings = []
    for index, item in enumerate(items):
        players: Mapping[str, Mapping[str, int]] = item.summary["players"]
        totals = {name: int(p["total"]) for name, p in players.items()}
        against = cache.against(store, item.row.session_id, item.row.version)
        evening = item.evening
        evenings.append(
            money_of_totals(
                rules,
                totals,
                against,
                item.row.title,
                item.row.date,
                f"evenings[{index}]",
                night=evening.night,
                played=evening.played,
                deals=evening.deals,
                best_deal=_best_deals(store, item, rules),
            )
        )
    return combine_evenings(rules, evenings, ranking)


def _best_deals(store: StoreCore, item: SessionSummary, rules: MoneyRules) -> dict[str, int]:
    """A club night's table's best deal per player, read only when the club pays a
    prize for it (the summaries do not keep it)."""
    if item.evening.night is None or rules.pot == "none" or not rules.prize_best_deal:
        return {}
    from schreiber.club.money import best_deals
    from schreiber.session.service import session_from_data

    session = session_from_data(store.sessions.load_session(item.row.session_id))
    return best_deals(session, session.replay())


def money_order(money: SeasonMoney) -> list[str]:
    """The season's players by balance, the best first (equal balances by name)."""
    return sorted(money.players, key=lambda name: (-money.balances[name], name))


def exact_amount(value: Fraction, step: Decimal) -> Decimal:
    """An exact amount to show beside amounts rounded to ``step``: to the step's
    decimals, at least two."""
    exponent = step.normalize().as_tuple().exponent
    places = max(-exponent, 2) if isinstance(exponent, int) else 2
    scaled = round(value * 10**places)
    return Decimal(scaled).scaleb(-places)


def season_file(
    store: StoreCore, season: Season, ranking: Ranking, money: MoneyRules | None
) -> SeasonFile:
    """The season as a season file: every session of it, in the league's order,
    a club night's tables with their ``night`` (the stored night's id)."""

    from schreiber.session.file import SessionNight
    from schreiber.session.service import session_from_data

    rows = store.seasons.evening_rows(season_id=season.id)
    sessions = []
    for row in rows:
        session = session_from_data(store.sessions.load_session(row.session_id))
        if row.night_id is not None:
            night = SessionNight(str(row.night_id), row.round_no, row.table_no)
            session = session.replace(night=night)
        sessions.append(session)
    return SeasonFile(season.name, ranking, money, tuple(sessions))
