"""What every game's replay produces, so the session layer, the command line and
the window treat Doppelkopf, Pfälzer Schafkopf and Crescendo alike.

A game's scoring returns an object with the :class:`ScoredDeal` shape; its
replay returns a :class:`Replay`. Games without Bock rounds or compulsory
solos leave those fields at their empty defaults.

A change of seating (rules ``doppelkopf.md`` §2a, ``records.md``) is a
:class:`Seating` record in the deal list of every game: it scores nothing,
and from the next deal on its players sit at the table and its dealer deals.
The replay keeps a row for it (a :class:`ReplayedDeal` with ``seating`` set and
the totals unchanged), so the replayed rows stay in step with the records.
Totals name everyone who sat at the table that evening: a player who leaves
keeps their total, one who joins starts at 0, one who returns goes on.
"""

# No ``from __future__ import annotations``: typing.NamedTuple compiles each field
# annotation given as a string, which costs ``schreiber score`` milliseconds.
import copy
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final, NamedTuple, Protocol, Self

from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import as_object, as_players, as_str, reject_unknown, require
from schreiber.games.frozen import Frozen

SEATING: Final = "seating"
SEATING_FIELDS: Final = frozenset({"type", "players", "dealer"})

M_SEATING_DEALER = QT_TRANSLATE_NOOP(
    "RecordError", "{name!r} is not one of the new players; the dealer must sit at the table"
)
M_SEATING_UNCHANGED = QT_TRANSLATE_NOOP(
    "RecordError",
    "changes nothing: the same players in the same order, and {name} deals next anyway; "
    "add or remove a player, move one, or pick another dealer",
)
M_SEATING_COUNT = QT_TRANSLATE_NOOP(
    "RecordError", "this game needs {low} to {high} players (got {count})"
)


class Seating(Frozen):
    """A change of seating: from the next deal on ``players`` (clockwise) sit at
    the table and ``dealer`` deals (rules ``doppelkopf.md`` §2a)."""

    FIELDS = ("players", "dealer")
    __slots__ = FIELDS
    players: tuple[str, ...]
    dealer: str

    def __init__(self, players: tuple[str, ...], dealer: str) -> None:
        object.__setattr__(self, "players", players)
        object.__setattr__(self, "dealer", dealer)

    @property
    def is_redeal(self) -> bool:
        return False

    def to_json(self) -> dict[str, object]:
        return {"type": SEATING, "players": list(self.players), "dealer": self.dealer}


def is_seating(value: object) -> bool:
    """Whether a record (its JSON) is a ``seating`` record."""
    return isinstance(value, dict) and value.get("type") == SEATING


def parse_seating(value: object, field: str, low: int, high: int) -> Seating:
    """Read ``{"type": "seating", "players": [...], "dealer": "…"}``; the game's
    player range is ``low``–``high``. Whether it changes anything is the replay's
    check (it knows the seating before it)."""
    obj = as_object(value, field)
    reject_unknown(obj, SEATING_FIELDS, field)
    players = as_players(require(obj, "players", field), f"{field}.players", low, high)
    dealer = as_str(require(obj, "dealer", field), f"{field}.dealer")
    if dealer not in players:
        raise RecordError(f"{field}.dealer", M_SEATING_DEALER, name=dealer)
    return Seating(tuple(players), dealer)


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


class NoScore(Frozen):
    """The result of a record that scores nothing (a change of seating)."""

    FIELDS = ("winner", "value", "scores", "lines", "bock_triggers")
    __slots__ = FIELDS
    winner: str | None
    value: int
    scores: dict[str, int]
    lines: tuple[Line, ...]
    bock_triggers: tuple[str, ...]

    def __init__(
        self,
        winner: str | None = None,
        value: int = 0,
        scores: dict[str, int] | None = None,
        lines: tuple[Line, ...] = (),
        bock_triggers: tuple[str, ...] = (),
    ) -> None:
        object.__setattr__(self, "winner", winner)
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "scores", {} if scores is None else scores)
        object.__setattr__(self, "lines", lines)
        object.__setattr__(self, "bock_triggers", bock_triggers)

    def to_json(self) -> dict[str, object]:
        return {"winner": None, "value": 0, "scores": {}, "lines": []}


class ReplayedDeal(NamedTuple):
    """One record replayed. For a change of seating ``seating`` is set, ``dealer``
    is who deals next, ``result`` scores nothing and ``totals`` are unchanged;
    ``compulsory_solo_missed`` names who still owed a compulsory solo then.

    ``number`` is the deal's number as the table counts deals played: 1, 2, 3 …
    for the scored deals only. A change of seating and a redeal have none
    (``None``): a redeal is marked as one, and the deal after it takes the next
    number, as ``end_after_deals`` counts it."""

    number: int | None
    dealer: str
    sitting_out: tuple[str, ...]
    bock_level: int
    result: ScoredDeal
    totals: dict[str, int]
    compulsory: bool = False
    seating: Seating | None = None
    compulsory_solo_missed: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        if self.seating is not None:
            row: dict[str, object] = {
                "type": SEATING,
                "number": self.number,
                "players": list(self.seating.players),
                "dealer": self.seating.dealer,
                "scores": {},
                "totals": dict(self.totals),
            }
            if self.compulsory_solo_missed:
                row["compulsory_solo_missed"] = list(self.compulsory_solo_missed)
            return row
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


class NextDeal(Frozen):
    FIELDS = ("dealer", "sitting_out", "bock_level")
    __slots__ = FIELDS
    dealer: str
    sitting_out: tuple[str, ...]
    bock_level: int

    def __init__(self, dealer: str, sitting_out: tuple[str, ...], bock_level: int = 0) -> None:
        object.__setattr__(self, "dealer", dealer)
        object.__setattr__(self, "sitting_out", sitting_out)
        object.__setattr__(self, "bock_level", bock_level)

    def to_json(self) -> dict[str, object]:
        return {
            "dealer": self.dealer,
            "sitting_out": list(self.sitting_out),
            "bock_level": self.bock_level,
        }


class SessionEnd(Frozen):
    """Whether the agreed end (a number of deals or a target score) is reached."""

    FIELDS = ("finished", "winners")
    __slots__ = FIELDS
    finished: bool
    winners: tuple[str, ...]

    def __init__(self, finished: bool = False, winners: tuple[str, ...] = ()) -> None:
        object.__setattr__(self, "finished", finished)
        object.__setattr__(self, "winners", winners)

    def to_json(self) -> dict[str, object]:
        return {"finished": self.finished, "winners": list(self.winners)}


NOT_ENDED: Final = SessionEnd()
"""A session that goes on (the default :attr:`Replay.end`)."""


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


M_PAST_END_DEALS = QT_TRANSLATE_NOOP(
    "RecordError",
    "deal {number} comes after the agreed end: the session ended with deal {last}"
    " (the agreed {deals} deals); remove it, or lift the end in the rules to play on",
)
M_PAST_END_SCORE = QT_TRANSLATE_NOOP(
    "RecordError",
    "deal {number} comes after the agreed end: the session ended with deal {last}, when"
    " {player} reached {total} (the target score {score}); remove it, or lift the end in"
    " the rules to play on",
)


def check_end(
    replay: "Replay",  # defined below
    end_after_deals: int | None,
    end_at_score: int | None,
    field: str = "deals",
) -> None:
    """Refuse the first deal (a redeal too) recorded after the agreed end: once
    ``end_after_deals`` deals are played or a total reaches ``end_at_score``, the
    session is over; playing on means lifting the end in the rules first. A change
    of seating after the end scores nothing and passes. Raises :class:`RecordError`
    naming ``deals[i]``, the deal's number and the end."""
    played = 0
    totals: Mapping[str, int] = {}
    for index, row in enumerate(replay.deals):
        if (
            row.seating is None
            and session_end(end_after_deals, end_at_score, played, totals).finished
        ):
            where = f"{field}[{index}]"
            if end_after_deals is not None and played >= end_after_deals:
                raise RecordError(
                    where, M_PAST_END_DEALS, number=played + 1, last=played, deals=end_after_deals
                )
            assert end_at_score is not None
            player, total = next(
                (name, points) for name, points in totals.items() if points >= end_at_score
            )
            raise RecordError(
                where,
                M_PAST_END_SCORE,
                number=played + 1,
                last=played,
                player=player,
                total=total,
                score=end_at_score,
            )
        if row.number is not None:
            played = row.number
        totals = row.totals


class MissedSolos(NamedTuple):
    """Compulsory solos still owed when a change of seating (record ``number``)
    started a new round (rules ``doppelkopf.md`` §2a, §9): missed, no longer owed."""

    number: int
    players: tuple[str, ...]

    def to_json(self) -> dict[str, object]:
        return {"number": self.number, "players": list(self.players)}


class Replay(Frozen):
    """The evening replayed. ``totals`` name everyone who sat at the table, in
    the order they first sat; ``players`` is the seating of the next deal."""

    FIELDS = (
        "deals",
        "totals",
        "next",
        "pending_bock",
        "compulsory_solo_owed",
        "round_deals_left",
        "end",
        "players",
        "compulsory_solo_missed",
    )
    __slots__ = FIELDS
    deals: tuple[ReplayedDeal, ...]
    totals: dict[str, int]
    next: NextDeal
    pending_bock: tuple[int, ...]
    compulsory_solo_owed: tuple[str, ...]
    round_deals_left: int | None
    end: SessionEnd
    players: tuple[str, ...]
    compulsory_solo_missed: tuple[MissedSolos, ...]

    def __init__(
        self,
        deals: tuple[ReplayedDeal, ...],
        totals: dict[str, int],
        next: NextDeal,
        pending_bock: tuple[int, ...] = (),
        compulsory_solo_owed: tuple[str, ...] = (),
        round_deals_left: int | None = None,
        end: SessionEnd = NOT_ENDED,
        players: tuple[str, ...] = (),
        compulsory_solo_missed: tuple[MissedSolos, ...] = (),
    ) -> None:
        object.__setattr__(self, "deals", deals)
        object.__setattr__(self, "totals", totals)
        object.__setattr__(self, "next", next)
        object.__setattr__(self, "pending_bock", pending_bock)
        object.__setattr__(self, "compulsory_solo_owed", compulsory_solo_owed)
        object.__setattr__(self, "round_deals_left", round_deals_left)
        object.__setattr__(self, "end", end)
        object.__setattr__(self, "players", players)
        object.__setattr__(self, "compulsory_solo_missed", compulsory_solo_missed)

    @property
    def played(self) -> int:
        """The deals played: the scored ones, as the sheet numbers them (changes of
        seating and redeals are none)."""
        return sum(1 for deal in self.deals if deal.number is not None)

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "deals": [deal.to_json() for deal in self.deals],
            "totals": dict(self.totals),
            "next": self.next.to_json(),
            "pending_bock": list(self.pending_bock),
            "compulsory_solo_owed": list(self.compulsory_solo_owed),
            "round_deals_left": self.round_deals_left,
            "end": self.end.to_json(),
        }
        if self.compulsory_solo_missed:
            missed = self.compulsory_solo_missed
            out["compulsory_solo_missed"] = [solos.to_json() for solos in missed]
        return out


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
    player_range: tuple[int, int] = (3, 7)
    """How many may sit at the table (each game's own); a seating is checked against it."""

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
            raise self._named(error) from None

    def _named(self, error: RecordError) -> RecordError:
        """``error`` of the deal being added, its field named ``deals[i]…`` by its position."""
        field = error.field.replace("deal", f"{self.field}[{len(self.replayed)}]", 1)
        return RecordError(field, error.template, **error.params)

    def _seat(self, seating: Seating) -> None:
        """A change of seating from the next deal on (§2a); raises :class:`RecordError`
        naming ``deals[i]…``. The game's :meth:`_seated` then follows the new table."""
        where = f"{self.field}[{len(self.replayed)}]"
        low, high = self.player_range
        if not low <= len(seating.players) <= high:
            raise RecordError(
                f"{where}.players", M_SEATING_COUNT, low=low, high=high, count=len(seating.players)
            )
        if seating.dealer not in seating.players:
            raise RecordError(f"{where}.dealer", M_SEATING_DEALER, name=seating.dealer)
        dealer = seating.players.index(seating.dealer)
        if seating.players == self.players and dealer == self.dealer:
            raise RecordError(where, M_SEATING_UNCHANGED, name=seating.dealer)
        before = (self.players, self.dealer)
        self.players, self.dealer = seating.players, dealer
        try:
            missed = self._seated(where)
        except RecordError:
            self.players, self.dealer = before
            raise
        for name in seating.players:
            self.totals.setdefault(name, 0)
        self.replayed.append(
            ReplayedDeal(
                None,
                seating.dealer,
                (),
                0,
                NoScore(),
                dict(self.totals),
                seating=seating,
                compulsory_solo_missed=missed,
            )
        )

    def _seated(self, where: str) -> tuple[str, ...]:
        """Follow a new seating (``self.players``, ``self.dealer`` are set): each game's
        seats, Bock round and compulsory solos. Returns the compulsory solos missed."""
        del where
        return ()

    def _book(
        self,
        result: ScoredDeal,
        redeal: bool,
        sitting_out: tuple[str, ...] = (),
        level: int = 0,
        compulsory: bool = False,
    ) -> None:
        """Add a scored deal to the totals and the deals replayed."""
        totals = self.totals
        for name, points in result.scores.items():
            totals[name] += points
        dealer = self.players[self.dealer]
        number = None if redeal else self.scored + 1
        self.replayed.append(
            ReplayedDeal(number, dealer, sitting_out, level, result, dict(totals), compulsory)
        )
        if number is not None:
            self.scored = number

    def _end(self, totals: dict[str, int]) -> SessionEnd:
        return session_end(self.rules.end_after_deals, self.rules.end_at_score, self.scored, totals)


class SideBonus(Frozen):
    """A bonus of one deal: its kind, how many, and whether the attackers caught it."""

    FIELDS = ("kind", "count", "attackers")
    __slots__ = FIELDS
    kind: str
    count: int
    attackers: bool

    def __init__(self, kind: str, count: int, attackers: bool) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "count", count)
        object.__setattr__(self, "attackers", attackers)


class Parties(Frozen):
    """Who played what in one deal, in the terms every game shares.

    ``kind`` is the kind of deal (Doppelkopf's game type, Schafkopf's contract,
    Crescendo's trump); ``attackers`` the playing party (the Re party; the
    soloist and an ace call's partner; Crescendo's soloist); ``soloist`` who
    played alone against the rest, if anyone; ``solo_kind`` the key a solo is
    counted under in the statistics (``None`` when nobody played alone).
    ``attack_said`` and ``defence_said`` are the words each side announced
    (Doppelkopf's Re, no 90 …; empty in games without announcements);
    ``bonuses`` the extra points each side caught (Doppelkopf's fox, Charlie …).
    A redeal's parties are what its record says; callers skip redeals themselves.
    """

    FIELDS = (
        "kind",
        "attackers",
        "soloist",
        "solo_kind",
        "attack_said",
        "defence_said",
        "bonuses",
    )
    __slots__ = FIELDS
    kind: str
    attackers: tuple[str, ...]
    soloist: str | None
    solo_kind: str | None
    attack_said: tuple[str, ...]
    defence_said: tuple[str, ...]
    bonuses: tuple[SideBonus, ...]

    def __init__(
        self,
        kind: str,
        attackers: tuple[str, ...],
        soloist: str | None,
        solo_kind: str | None,
        attack_said: tuple[str, ...] = (),
        defence_said: tuple[str, ...] = (),
        bonuses: tuple[SideBonus, ...] = (),
    ) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "attackers", attackers)
        object.__setattr__(self, "soloist", soloist)
        object.__setattr__(self, "solo_kind", solo_kind)
        object.__setattr__(self, "attack_said", attack_said)
        object.__setattr__(self, "defence_said", defence_said)
        object.__setattr__(self, "bonuses", bonuses)
