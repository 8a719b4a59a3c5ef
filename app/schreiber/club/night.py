"""A club night at several tables: its standing and the draw of its next round.

Each table of each round is a session of its own, entered on any laptop (or
typed in later from its paper table list). The night's standing merges them as
they come in: every player's points over the night (the sum of their tables'
totals), the deals they played, how many of their tables are finished or still
in progress, and — when the club ranks by table points — the table points of
each round. Equal scores share a rank (1, 2, 2, 4), as in the league table.

Replaying a table is the costly part, so :func:`table_evening` reduces one table
to what the standing needs and :func:`standing_of` merges such reductions: a
caller that keeps them per session version refreshes the night without
replaying the tables that did not change. :func:`night_standing` does both.

Round 2 and later are drawn again by :func:`next_round`, as the organiser
chooses: at random, keeping the pairs who meet again as few as possible given
the rounds already played, or by the night's standing (the best at table 1, the
next at table 2, …).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from typing import Final

from schreiber.club.draw import draw_round, table_sizes
from schreiber.club.league import (
    Evening,
    Ranking,
    Standing,
    evening_of,
    league,
    played_deals,
    table_points_of,
)
from schreiber.session.file import SessionFile

Table = list[str]
Round = list[Table]
"""A round's tables; each table lists its players by seat (seat 1 deals first)."""

RESTARTS: Final = 20
"""Random starts tried after the greedy one when a round is drawn at random."""
KICKS: Final = 40
"""Random shake-ups of the best round found, each descended again."""


@dataclass(frozen=True, slots=True)
class TableResult:
    """One table of the night as entered: its session, round and table number.
    ``closed`` says the organiser closed the table even though its session has
    no agreed end that was reached."""

    round: int
    table: int
    session: SessionFile
    closed: bool = False
    due: int | None = None
    """The deals the table plays in the round (the night's fixed length), or
    ``None`` when the round has none: the table ends as its session's rules say."""


@dataclass(frozen=True, slots=True)
class TableEvening:
    """One table reduced to what the night's standing needs (see
    :func:`table_evening`); keep it per session version to refresh fast."""

    round: int
    table: int
    evening: Evening
    finished: bool
    played: int = -1
    """The deals played at the table (redeals and changes of seating are none);
    -1 when not known (a reduction made elsewhere: the table counts)."""


@dataclass(frozen=True, slots=True)
class RoundScore:
    """A player's table in one round: its points, deals played, whether the
    table is finished, and the table points it gives (``None`` unless the club
    ranks by table points)."""

    round: int
    table: int
    points: int
    deals: int
    finished: bool
    table_points: Fraction | None = None


@dataclass(frozen=True, slots=True)
class NightRow:
    """One player's line of the night's standing.

    ``score`` is what ranks: the points for ``total``, the points per
    ``per_deals`` deals for ``average`` (rounded to 2 decimals, as the league
    does), the sum of the table points for ``table_points``. ``table_points``
    is that sum too, or ``None`` when the club does not rank by them.
    """

    player: str
    rank: int
    score: Fraction
    points: int
    deals: int
    tables_finished: int
    tables_in_progress: int
    rounds: tuple[RoundScore, ...]
    table_points: Fraction | None = None


def table_evening(table: TableResult) -> TableEvening:
    """Replay one table: its totals and deals played per player, and whether it
    is finished (its deals due are played, its agreed end is reached, or the
    organiser closed it). A table with no deal played is never finished."""
    replay = table.session.replay()
    played = sum(1 for _ in played_deals(table.session, replay))
    finished = played > 0 and (
        table.closed or replay.end.finished or (table.due is not None and played >= table.due)
    )
    evening = evening_of(table.session, replay)
    return TableEvening(table.round, table.table, evening, finished, played)


def standing_of(tables: Sequence[TableEvening], ranking: Ranking | None = None) -> list[NightRow]:
    """The night's standing from its tables, already replayed.

    ``ranking`` is the club's (default: by total points); only its method,
    ``per_deals`` and table points count here — ``drop_worst`` and
    ``min_evenings`` are for the season. Raises ``RecordError`` when the club
    ranks by table points and gives none for the size of a table.
    Best first; equal scores share a rank and are listed by name.
    """
    ranking = ranking or Ranking()
    by_points = ranking.method == "table_points"
    night = Ranking(ranking.method, ranking.per_deals, ranking.table_points)
    rounds: dict[str, list[RoundScore]] = {}
    ordered = sorted(tables, key=lambda t: (t.round, t.table))
    # A table with no deal played counts for nobody (records.md, Club nights): its
    # players are listed (with nothing yet), but it gives no points and no place.
    counted = [table for table in ordered if table.played != 0]
    for table in ordered:
        places: Mapping[str, Fraction] = (
            table_points_of(table.evening, ranking.table_points)
            if by_points and table.played != 0
            else {}
        )
        for name, total in table.evening.totals.items():
            score = RoundScore(
                table.round,
                table.table,
                total,
                table.evening.deals.get(name, 0),
                table.finished,
                places.get(name, Fraction(0)) if by_points else None,
            )
            rounds.setdefault(name, []).append(score)
    standings = league(night, (table.evening for table in counted))
    listed = {standing.player for standing in standings}
    waiting = [Standing(name, None, Fraction(0), 0, 0) for name in rounds if name not in listed]
    ranked = sorted([*standings, *waiting], key=lambda s: (-s.score, s.player))
    out: list[NightRow] = []
    for index, standing in enumerate(ranked):
        scores = tuple(rounds.get(standing.player, ()))
        finished = sum(1 for score in scores if score.finished)
        tied = index > 0 and standing.score == ranked[index - 1].score
        out.append(
            NightRow(
                player=standing.player,
                rank=out[-1].rank if tied else index + 1,
                score=standing.score,
                points=sum(score.points for score in scores),
                deals=standing.deals,
                tables_finished=finished,
                tables_in_progress=len(scores) - finished,
                rounds=scores,
                table_points=standing.score if by_points else None,
            )
        )
    return out


def night_standing(tables: Sequence[TableResult], ranking: Ranking | None = None) -> list[NightRow]:
    """The night's standing merged from its tables' sessions as they are now
    (each table replayed once; see :func:`standing_of` to keep replays)."""
    return standing_of([table_evening(table) for table in tables], ranking)


def _meetings(previous: Sequence[Sequence[Sequence[str]]]) -> dict[frozenset[str], int]:
    met: dict[frozenset[str], int] = {}
    for tables in previous:
        for table in tables:
            for a, b in combinations(table, 2):
                key = frozenset((a, b))
                met[key] = met.get(key, 0) + 1
    return met


def round_repeats(tables: Sequence[Sequence[str]], previous: Sequence[Round]) -> int:
    """How many pairs at ``tables`` met before in ``previous`` rounds (a pair that
    met twice before counts twice)."""
    met = _meetings(previous)
    return sum(met.get(frozenset((a, b)), 0) for table in tables for a, b in combinations(table, 2))


def _at_random(players: Sequence[str], seed: int, previous: Sequence[Round]) -> Round:
    rng = random.Random(seed)
    best = draw_round(players, previous, rng, RESTARTS, KICKS)
    for table in best:  # who deals first is drawn too
        rng.shuffle(table)
    return best


def _by_standing(players: Sequence[str], standing: Sequence[NightRow], seed: int) -> Round:
    rng = random.Random(seed)
    rank = {row.player: row.rank for row in standing}
    unranked = len(standing) + 1
    # Equal ranks are split between tables by lot, not by name; players not in the
    # standing yet (they came late) follow everyone who has played.
    tiebreak = {name: rng.random() for name in sorted(set(players))}
    order = sorted(players, key=lambda name: (rank.get(name, unranked), tiebreak[name]))
    tables: Round = []
    start = 0
    for size in table_sizes(len(players)):
        tables.append(order[start : start + size])
        start += size
    for table in tables:  # seat 1 (the first dealer) is drawn at each table
        rng.shuffle(table)
    return tables


def next_round(
    players: Sequence[str],
    standing: Sequence[NightRow] | None,
    seed: int,
    previous_rounds: Sequence[Round] = (),
) -> Round:
    """The tables of the night's next round for the ``players`` present.

    With ``standing`` (the night's, best first), by standing: the best players
    at table 1, the next at table 2, …, with the sizes of
    :func:`~schreiber.club.draw.table_sizes` (largest tables first); players of equal
    rank are split by lot and players not in the standing come last. Without
    it, at random: the pairs who met in ``previous_rounds`` meet again as
    seldom as can be found. Either way seat 1 (the first dealer) of each table
    is drawn, and the same arguments give the same round. Raises
    ``RecordError`` for fewer than 4 players.
    """
    if len(set(players)) != len(players):
        raise ValueError("a player is listed twice")
    if standing is not None:
        return _by_standing(players, standing, seed)
    return _at_random(players, seed, previous_rounds)
