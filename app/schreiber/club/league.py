"""The league table of a season (``schreiber league``, records.md "Leagues").

Each evening is first reduced to what the league needs — every player's total
and the deals they played — so a season of thousands of deals is ranked from a
few numbers per evening. Scores are computed exactly (fractions) and rounded
only for showing, so that equal scores share a rank however they were reached.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Final

from schreiber.games.common import Replay, ReplayedDeal
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import (
    OUT_OF_RANGE,
    as_choice,
    as_int,
    as_list,
    as_object,
    reject_unknown,
)
from schreiber.games.registry import DealLike
from schreiber.session.file import SessionFile

METHODS: Final = ("total", "average", "table_points")
DEFAULT_PER_DEALS: Final = 24
LARGEST_TABLE: Final = 7


@dataclass(frozen=True, slots=True)
class Ranking:
    """How the club ranks a season."""

    method: str = "total"
    per_deals: int = DEFAULT_PER_DEALS
    table_points: Mapping[int, tuple[Fraction, ...]] = field(default_factory=dict)
    drop_worst: int = 0
    min_evenings: int = 0

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"method": self.method}
        if self.method == "average":
            out["per_deals"] = self.per_deals
        if self.method == "table_points":
            out["table_points"] = {
                str(size): [shown(points) for points in row]
                for size, row in sorted(self.table_points.items())
            }
        if self.drop_worst:
            out["drop_worst"] = self.drop_worst
        if self.min_evenings:
            out["min_evenings"] = self.min_evenings
        return out


@dataclass(frozen=True, slots=True)
class Evening:
    """One session as the league sees it: totals of everyone who sat at the
    table, and how many deals each of them played (redeals and deals sat out
    are not played). ``night`` is the club night the session is a table of
    (records.md "Club nights"): the league counts the tables of one night as one
    evening per player, and a table of a night with no deal played not at all."""

    totals: Mapping[str, int]
    deals: Mapping[str, int]
    night: str | None = None

    @property
    def played(self) -> bool:
        """Whether any deal was played at the table."""
        return any(self.deals.values())


def evening_key(evening: Evening, index: int) -> tuple[str, object]:
    """What makes one evening of the league: the night, else the session itself
    (``index``, its place in the season)."""
    return ("night", evening.night) if evening.night is not None else ("session", index)


def counted(evenings: Iterable[Evening]) -> Iterator[tuple[tuple[str, object], Evening]]:
    """The sessions that count in the league, each with the key of its evening
    (:func:`evening_key`): a table of a night with no deal played counts for nobody."""
    for index, evening in enumerate(evenings):
        if evening.night is not None and not evening.played:
            continue
        yield evening_key(evening, index), evening


@dataclass(frozen=True, slots=True)
class Standing:
    player: str
    rank: int | None
    score: Fraction
    evenings: int
    deals: int

    def to_json(self) -> dict[str, object]:
        return {
            "player": self.player,
            "rank": self.rank,
            "score": shown(self.score),
            "evenings": self.evenings,
            "deals": self.deals,
        }


def shown(value: Fraction) -> int | float:
    """A score as printed: a whole number as an integer, else rounded to 2 decimals."""
    if value.denominator == 1:
        return int(value)
    return round(float(value), 2)


NEEDS_NUMBER = QT_TRANSLATE_NOOP("RecordError", "must be a number")
NEEDS_POINTS = QT_TRANSLATE_NOOP(
    "RecordError", "must give the points per place for each table size"
)
NOT_A_SIZE = QT_TRANSLATE_NOOP("RecordError", "is not a table size from {low} to {high}")
ONE_PER_PLACE = QT_TRANSLATE_NOOP("RecordError", "must list {count} points, one per place")
ONLY_TABLE_POINTS = QT_TRANSLATE_NOOP(
    "RecordError", "is used only when the club ranks by table points; remove it"
)
NO_POINTS_FOR_SIZE = QT_TRANSLATE_NOOP(
    "RecordError", "gives no points for a table of {size}; add them"
)
LARGEST_POINTS = 1_000_000


def _number(value: object, name: str) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise RecordError(name, NEEDS_NUMBER)
    if isinstance(value, float) and not math.isfinite(value):
        raise RecordError(name, NEEDS_NUMBER)
    if abs(value) > LARGEST_POINTS:
        raise RecordError(name, OUT_OF_RANGE, low=-LARGEST_POINTS, high=LARGEST_POINTS, value=value)
    return Fraction(value)


def parse_ranking(value: object, name: str = "ranking") -> Ranking:
    """The ``ranking`` object of a league request, checked."""
    obj = as_object(value, name)
    reject_unknown(obj, {"method", "per_deals", "table_points", "drop_worst", "min_evenings"}, name)
    method = as_choice(obj.get("method", "total"), f"{name}.method", METHODS)
    per_deals = as_int(obj.get("per_deals", DEFAULT_PER_DEALS), f"{name}.per_deals", 1, 1000)
    drop_worst = as_int(obj.get("drop_worst", 0), f"{name}.drop_worst", 0, 1000)
    min_evenings = as_int(obj.get("min_evenings", 0), f"{name}.min_evenings", 0, 1000)
    table: dict[int, tuple[Fraction, ...]] = {}
    where = f"{name}.table_points"
    if method == "table_points":
        raw = obj.get("table_points")
        if not isinstance(raw, dict) or not raw:
            raise RecordError(where, NEEDS_POINTS)
        for size_text, row in raw.items():
            size = int(size_text) if size_text.isascii() and size_text.isdigit() else 0
            if not 2 <= size <= LARGEST_TABLE:
                raise RecordError(f"{where}.{size_text!r}", NOT_A_SIZE, low=2, high=LARGEST_TABLE)
            places = as_list(row, f"{where}.{size}")
            if len(places) != size:
                raise RecordError(f"{where}.{size}", ONE_PER_PLACE, count=size)
            table[size] = tuple(_number(p, f"{where}.{size}[{i}]") for i, p in enumerate(places))
    elif "table_points" in obj:
        raise RecordError(where, ONLY_TABLE_POINTS)
    return Ranking(method, per_deals, table, drop_worst, min_evenings)


def played_deals(
    session: SessionFile, replay: Replay
) -> Iterator[tuple[DealLike, ReplayedDeal, list[str]]]:
    """The deals that were played, each with its record, its replayed row and who
    played it: changes of seating and redeals are no deals played, and a player
    sitting out did not play."""
    table_now = session.players
    for record, done in zip(session.deals, replay.deals, strict=True):
        if done.seating is not None:
            table_now = done.seating.players
            continue
        if record.is_redeal:
            continue
        yield record, done, [name for name in table_now if name not in done.sitting_out]


def evening_of(session: SessionFile, replay: Replay | None = None) -> Evening:
    """What the league needs of one session: totals and deals played per player
    (pass its ``replay`` when already at hand)."""
    replay = replay if replay is not None else session.replay()
    played = dict.fromkeys(replay.totals, 0)
    for _, _, players in played_deals(session, replay):
        for name in players:
            played[name] = played.get(name, 0) + 1
    night = session.night.id if session.night is not None else None
    return Evening(dict(replay.totals), played, night)


def table_points_of(
    evening: Evening, points: Mapping[int, tuple[Fraction, ...]]
) -> dict[str, Fraction]:
    """Each player's table points for one evening; players tied share the mean of
    the points of the places they cover."""
    size = len(evening.totals)
    row = points.get(size)
    if row is None:
        raise RecordError("ranking.table_points", NO_POINTS_FOR_SIZE, size=size)
    ordered = sorted(evening.totals.items(), key=lambda item: -item[1])
    out: dict[str, Fraction] = {}
    place = 0
    while place < len(ordered):
        end = place
        while end + 1 < len(ordered) and ordered[end + 1][1] == ordered[place][1]:
            end += 1
        share = sum(row[place : end + 1], Fraction(0)) / (end - place + 1)
        for name, _ in ordered[place : end + 1]:
            out[name] = share
        place = end + 1
    return out


def league(ranking: Ranking, evenings: Iterable[Evening]) -> list[Standing]:
    """The standings: best first, equal scores share a rank and are listed by name;
    players with fewer than ``min_evenings`` evenings follow without a rank.

    The tables of one club night are one evening for each player who sat at any
    of them: the evening's score is the sum of the player's scores at the night's
    tables (totals, or table points by the place at each table)."""
    by_evening: dict[str, dict[tuple[str, object], Fraction]] = {}
    points: dict[str, int] = {}
    deals: dict[str, int] = {}
    for key, evening in counted(evenings):
        per_player: Mapping[str, Fraction]
        if ranking.method == "table_points":
            per_player = table_points_of(evening, ranking.table_points)
        else:
            per_player = {name: Fraction(total) for name, total in evening.totals.items()}
        for name, total in evening.totals.items():
            mine = by_evening.setdefault(name, {})
            mine[key] = mine.get(key, Fraction(0)) + per_player[name]
            points[name] = points.get(name, 0) + total
            deals[name] = deals.get(name, 0) + evening.deals.get(name, 0)
    result: list[Standing] = []
    for name, per_evening in by_evening.items():
        evening_scores = list(per_evening.values())
        if ranking.method == "average":
            played = deals[name]
            exact = Fraction(points[name] * ranking.per_deals, played) if played else Fraction(0)
            score = Fraction(round(exact * 100), 100)
        else:
            kept = sorted(evening_scores)
            if ranking.drop_worst and len(kept) > ranking.drop_worst:
                kept = kept[ranking.drop_worst :]
            score = sum(kept, Fraction(0))
        result.append(Standing(name, None, score, len(evening_scores), deals[name]))
    return ranked(result, ranking.min_evenings)


def ranked(result: Iterable[Standing], min_evenings: int = 0) -> list[Standing]:
    """The standings ranked: best first, equal scores share a rank and are listed by
    name; players with fewer than ``min_evenings`` evenings follow without a rank."""
    result = list(result)
    qualified = sorted(
        (s for s in result if s.evenings >= min_evenings),
        key=lambda s: (-s.score, s.player),
    )
    unranked = sorted(
        (s for s in result if s.evenings < min_evenings),
        key=lambda s: (-s.score, s.player),
    )
    out: list[Standing] = []
    for index, standing in enumerate(qualified):
        tied = index > 0 and standing.score == qualified[index - 1].score
        rank = out[-1].rank if tied else index + 1
        out.append(
            Standing(standing.player, rank, standing.score, standing.evenings, standing.deals)
        )
    return out + unranked


def league_request(value: object) -> dict[str, object]:
    """``schreiber league``: the request of records.md in, the standings out."""
    from schreiber.session.file import parse_session

    obj = as_object(value, "")
    reject_unknown(obj, {"ranking", "evenings"}, "")
    ranking = parse_ranking(obj.get("ranking", {}))
    evenings: list[Evening] = []
    for index, item in enumerate(as_list(obj.get("evenings", []), "evenings")):
        try:
            evenings.append(evening_of(parse_session(item)))
        except RecordError as error:
            inner = f".{error.field}" if error.field else ""
            raise RecordError(f"evenings[{index}]{inner}", error.template, **error.params) from None
    return {"standings": [s.to_json() for s in league(ranking, evenings)]}
