"""What every game's replay produces, so the session layer, the command line and
the window treat Doppelkopf, Pfälzer Schafkopf and Crescendo alike.

A game's scoring returns an object with the :class:`ScoredDeal` shape; its
replay returns a :class:`Replay`. Games without Bock rounds or compulsory
solos leave those fields at their empty defaults.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple, Protocol, Self

from app.games.errors import RecordError


class ItemLine(Protocol):
    """One item of a tally: who scored it, what, how many points."""

    @property
    def party(self) -> str: ...
    @property
    def item(self) -> str: ...
    @property
    def points(self) -> int: ...


class ScoredDeal(Protocol):
    """The result of scoring one deal, whatever the game."""

    @property
    def winner(self) -> str | None: ...
    @property
    def value(self) -> int: ...
    @property
    def scores(self) -> dict[str, int]: ...
    @property
    def lines(self) -> Sequence[ItemLine]: ...
    @property
    def bock_triggers(self) -> tuple[str, ...]: ...
    def to_json(self) -> dict[str, object]: ...


class Line(NamedTuple):
    """One item of a party's tally: ``("re", "won", 1)``, ``("soloist", "tops", 3)``."""

    party: str
    item: str
    points: int

    def to_json(self) -> dict[str, object]:
        return {"party": self.party, "item": self.item, "points": self.points}


class Adjustment(NamedTuple):
    """A step from the tallies to the value: ``factor`` times, then ``add`` to its size."""

    item: str
    factor: int = 1
    add: int = 0

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"item": self.item}
        if self.factor != 1:
            out["factor"] = self.factor
        if self.add:
            out["add"] = self.add
        return out


class ReplayedDeal(NamedTuple):
    number: int
    dealer: str
    sitting_out: tuple[str, ...]
    bock_level: int
    result: ScoredDeal
    totals: dict[str, int]
    compulsory: bool = False

    def to_json(self) -> dict[str, object]:
        return {
            "number": self.number,
            "dealer": self.dealer,
            "sitting_out": list(self.sitting_out),
            "bock_level": self.bock_level,
            "scores": dict(self.result.scores),
            "totals": dict(self.totals),
            "winner": self.result.winner,
            "value": self.result.value,
            "bock_triggers": list(self.result.bock_triggers),
        }


@dataclass(frozen=True, slots=True)
class NextDeal:
    dealer: str
    sitting_out: tuple[str, ...]
    bock_level: int = 0

    def to_json(self) -> dict[str, object]:
        return {
            "dealer": self.dealer,
            "sitting_out": list(self.sitting_out),
            "bock_level": self.bock_level,
        }


@dataclass(frozen=True, slots=True)
class SessionEnd:
    """Whether the agreed end (a number of deals or a target score) is reached."""

    finished: bool = False
    winners: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {"finished": self.finished, "winners": list(self.winners)}


def session_end(
    end_after_deals: int | None,
    end_at_score: int | None,
    deals_played: int,
    totals: Mapping[str, int],
) -> SessionEnd:
    """The session ends after ``end_after_deals`` scored deals or when a total
    reaches ``end_at_score``; the highest total wins (ties share the win)."""
    reached = (end_after_deals is not None and deals_played >= end_after_deals) or (
        end_at_score is not None and any(total >= end_at_score for total in totals.values())
    )
    if not reached or not totals:
        return SessionEnd()
    best = max(totals.values())
    return SessionEnd(True, tuple(name for name, total in totals.items() if total == best))


@dataclass(frozen=True, slots=True)
class Replay:
    deals: tuple[ReplayedDeal, ...]
    totals: dict[str, int]
    next: NextDeal
    pending_bock: tuple[int, ...] = ()
    compulsory_solo_owed: tuple[str, ...] = ()
    round_deals_left: int | None = None
    end: SessionEnd = SessionEnd()

    def to_json(self) -> dict[str, object]:
        return {
            "deals": [deal.to_json() for deal in self.deals],
            "totals": dict(self.totals),
            "next": self.next.to_json(),
            "pending_bock": list(self.pending_bock),
            "compulsory_solo_owed": list(self.compulsory_solo_owed),
            "round_deals_left": self.round_deals_left,
            "end": self.end.to_json(),
        }


def seats_after_dealer(players: Sequence[str], dealer: int, seats: int) -> tuple[str, ...]:
    """Who sits out when ``players[dealer]`` deals and ``seats`` players play:
    the ``seats`` players after the dealer play, everyone else sits out."""
    count = len(players)
    if count <= seats:
        return ()
    playing = {(dealer + k) % count for k in range(1, seats + 1)}
    return tuple(players[i] for i in range(count) if i not in playing)


class ReplayerBase:
    """What every game's replayer keeps: the dealer, the running totals, the
    deals replayed so far and how many of them were scored (not redeals).

    A game's ``Replayer`` adds its own state (Bock, compulsory solos), scores
    each deal with :meth:`_score` and books it with :meth:`_book`.
    """

    rules: Any

    def __init__(self, players: Sequence[str], first_dealer: str, rules: Any, field: str) -> None:
        self.players = tuple(players)
        self.rules = rules
        self.field = field
        self.dealer = self.players.index(first_dealer)
        self.totals = dict.fromkeys(self.players, 0)
        self.replayed: list[ReplayedDeal] = []
        self.scored = 0

    def add(self, deal: Any) -> None:
        """The next deal (each game's own); raises ``RecordError`` naming ``deals[i]…``."""
        raise NotImplementedError

    def result(self) -> Replay:
        """The evening as replayed so far (each game's own)."""
        raise NotImplementedError

    def add_all(self, deals: Sequence[Any]) -> Self:
        """Every deal in order: a whole replay is ``Replayer(…).add_all(deals).result()``."""
        for deal in deals:
            self.add(deal)
        return self

    def copy(self) -> Self:
        """A replayer that goes on from here without moving this one."""
        other = copy.copy(self)
        other.totals = dict(self.totals)
        other.replayed = list(self.replayed)
        return other

    def _score(self, scoring: Callable[..., ScoredDeal], *args: Any) -> ScoredDeal:
        """``scoring(*args)``, its errors named ``deals[i]…`` by the deal's position."""
        try:
            return scoring(*args)
        except RecordError as error:
            field = error.field.replace("deal", f"{self.field}[{len(self.replayed)}]", 1)
            raise RecordError(field, error.template, **error.params) from None

    def _book(
        self,
        result: ScoredDeal,
        redeal: bool,
        sitting_out: tuple[str, ...] = (),
        level: int = 0,
        compulsory: bool = False,
    ) -> None:
        """Add a scored deal to the totals and the deals replayed."""
        for name, points in result.scores.items():
            self.totals[name] += points
        dealer = self.players[self.dealer]
        number = len(self.replayed) + 1
        self.replayed.append(
            ReplayedDeal(number, dealer, sitting_out, level, result, dict(self.totals), compulsory)
        )
        if not redeal:
            self.scored += 1

    def _end(self, totals: dict[str, int]) -> SessionEnd:
        return session_end(self.rules.end_after_deals, self.rules.end_at_score, self.scored, totals)
