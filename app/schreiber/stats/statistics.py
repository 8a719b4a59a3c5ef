"""Statistics of an evening, per player and for the table, for every game.

Pure Python, no Qt, no pandas: the window recomputes after every deal, so one
pass over the replayed deals does everything (a 2,000-deal evening takes about
15 ms beyond its replay).

Definitions (the same in every game unless said otherwise):

* **Sides.** The *attacking* side is Re in Doppelkopf, the soloist's party in
  Pfälzer Schafkopf (the soloist and, in an ace call, the partner) and the
  soloist in Crescendo; everyone else at the table *defends* (Kontra).
* **Players** are everyone who sat at the table that evening, in the order
  they first sat (:func:`everyone`): a change of seating (rules
  ``doppelkopf.md`` §2a) adds a late arrival and keeps an early leaver. A
  seating record is no deal: no statistic counts it.
* **Played** counts the scored deals a player sat at the table for. Sitting
  out, redeals and the deals before a player came or after they left are not
  deals played; redeals are counted apart
  (``redeals``: the redeals a player was at the table for).
* **Deals played** of the evening (:func:`deal_count`, ``TableStats.deals``)
  are its scored deals: a redeal scores nothing and is no deal played, as the
  rules count deals for the end of a session and for Bock (``doppelkopf.md``
  §2a, §8: "only scored deals count"); a change of seating is no deal either.
  Everything that says how many deals an evening had uses this count and
  names the redeals apart.
* **Won / lost / drawn** follow the engine's winner: a player wins a deal when
  their side wins it (a Crescendo defender wins when the soloist misses the
  bid). Only Doppelkopf has draws (both parties refused and neither held).
  The points may disagree with it in rare deals: a party can win and write 0
  or less when the other party's bonuses outweigh its game points.
* **Solos** by kind, the player as soloist: Doppelkopf every one-against-three
  deal, keyed by the deal type (declared solos, ``silent_solo``, and
  ``marriage`` for a marriage without a partner); Pfälzer Schafkopf the
  contracts ``solo`` and ``solo_du`` with their trump, ``"solo.hearts"``;
  Crescendo every deal (each is a soloist's bid), keyed by the trump.
* **Announcements** (Doppelkopf), per word as recorded (``re``, ``kontra``,
  ``no90``, ``no60``, ``no30``, ``schwarz``): a player *made* one when their
  party said it while they were in that party (the record does not say which
  partner spoke). An announcement **held** when the announcing party won the
  deal — so every word of a failed announcement failed, ``no90`` included
  when ``no60`` did not hold; in a draw none held. A Re implied by
  ``solo_implies_re`` was not said and is not counted.
* **Bonuses** (Doppelkopf) by kind, with their counts: *caught* when the bonus
  went to the player's party, *given away* when it went to the opponents.
* **Best / worst / average deal**: the player's score delta over the deals
  played.
* **Streaks**: the most deals played and won in a row. Sitting out and
  redeals neither extend nor break a streak; a lost or drawn deal breaks it.
  ``current_streak`` is the streak at the end of the evening.
* **Pairs**: two players on the same side of a deal played it together
  (partners in Doppelkopf — the three Kontra players of a solo too — the ace
  call's couple or the defenders in the other games); they won it together
  when that side won. ``points`` of a pair adds both players' deltas.

Across sessions (:func:`combine`): the sessions of one game and one group of
players (the same set of names, :func:`group_key`) add up, count by count;
best and worst are the extremes; a streak does not span two evenings, so the
longest streak is the longest of any evening and ``current_streak`` is the one
at the end of the last session given (pass them oldest first).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

from schreiber.games.common import Parties, Seating
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.names import Term
from schreiber.games.registry import game

if TYPE_CHECKING:
    from schreiber.games.common import Replay
    from schreiber.session.file import SessionFile

V = TypeVar("V")


M_NO_SESSIONS = QT_TRANSLATE_NOOP("RecordError", "give at least one session to combine")
M_OTHER_GAME = QT_TRANSLATE_NOOP(
    "RecordError", "is “{game}”, not “{expected}”; only sessions of one game combine"
)
M_OTHER_GROUP = QT_TRANSLATE_NOOP(
    "RecordError", "are not the players of the first session; only one group of players combines"
)


@dataclass(frozen=True, slots=True)
class Record:
    """Deals played, won, lost, drawn, and the points written in them."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    points: int = 0

    @property
    def average(self) -> float | None:
        """Points per deal played; ``None`` before the first."""
        return self.points / self.played if self.played else None

    def __add__(self, other: Record) -> Record:
        return Record(
            self.played + other.played,
            self.won + other.won,
            self.lost + other.lost,
            self.drawn + other.drawn,
            self.points + other.points,
        )

    def to_json(self) -> dict[str, object]:
        return {
            "played": self.played,
            "won": self.won,
            "lost": self.lost,
            "drawn": self.drawn,
            "points": self.points,
        }


@dataclass(frozen=True, slots=True)
class Announced:
    """How often a word was said, and how often the party that said it won."""

    made: int = 0
    held: int = 0

    def __add__(self, other: Announced) -> Announced:
        return Announced(self.made + other.made, self.held + other.held)

    def to_json(self) -> dict[str, object]:
        return {"made": self.made, "held": self.held}


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's evening (see the module's definitions)."""

    name: str
    deals: Record = Record()
    attacking: Record = Record()
    defending: Record = Record()
    redeals: int = 0
    sat_out: int = 0
    solos: dict[str, Record] = field(default_factory=dict)
    announcements: dict[str, Announced] = field(default_factory=dict)
    bonuses_caught: dict[str, int] = field(default_factory=dict)
    bonuses_given: dict[str, int] = field(default_factory=dict)
    best: int | None = None
    worst: int | None = None
    longest_streak: int = 0
    current_streak: int = 0

    @property
    def total(self) -> int:
        """The final total (sitting out and redeals write 0)."""
        return self.deals.points

    @property
    def average(self) -> float | None:
        return self.deals.average

    @property
    def solo_record(self) -> Record:
        """All solos of any kind together."""
        return sum(self.solos.values(), Record())

    def to_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "total": self.total,
            "deals": self.deals.to_json(),
            "average": self.average,
            "best": self.best,
            "worst": self.worst,
            "attacking": self.attacking.to_json(),
            "defending": self.defending.to_json(),
            "redeals": self.redeals,
            "sat_out": self.sat_out,
            "solos": {kind: r.to_json() for kind, r in self.solos.items()},
            "announcements": {w: a.to_json() for w, a in self.announcements.items()},
            "bonuses_caught": dict(self.bonuses_caught),
            "bonuses_given": dict(self.bonuses_given),
            "longest_streak": self.longest_streak,
            "current_streak": self.current_streak,
        }


@dataclass(frozen=True, slots=True)
class PairStats:
    """Two players (in seat order) on the same side: deals together, won together."""

    players: tuple[str, str]
    together: Record = Record()

    def to_json(self) -> dict[str, object]:
        return {"players": list(self.players), **self.together.to_json()}


@dataclass(frozen=True, slots=True)
class TableStats:
    """The whole table's evening.

    ``deals`` are the scored deals, ``attack_won`` / ``defence_won`` / ``drawn``
    how they ended; ``kinds`` counts the deal types (Doppelkopf), contracts
    (Schafkopf) or trumps (Crescendo); ``solos`` is every solo from its
    soloist's side (``points`` the soloist's); ``announcements`` counts each
    party's word once; ``values`` is the sum of the deals' ``|value|`` (the
    engine's game value: Doppelkopf after Bock, Schafkopf's G, the Crescendo
    soloist's score) and ``highest_value`` the largest of them.
    """

    deals: int = 0
    redeals: int = 0
    attack_won: int = 0
    defence_won: int = 0
    drawn: int = 0
    kinds: dict[str, int] = field(default_factory=dict)
    solos: dict[str, Record] = field(default_factory=dict)
    compulsory_solos: int = 0
    announcements: dict[str, Announced] = field(default_factory=dict)
    bonuses: dict[str, int] = field(default_factory=dict)
    bock_deals: int = 0
    max_bock_level: int = 0
    bock_triggers: dict[str, int] = field(default_factory=dict)
    values: int = 0
    highest_value: int | None = None
    pairs: tuple[PairStats, ...] = ()

    @property
    def average_value(self) -> float | None:
        return self.values / self.deals if self.deals else None

    @property
    def best_partners(self) -> tuple[PairStats, ...]:
        """The pairs that won most deals together (ties: all of them, in order)."""
        most = max((pair.together.won for pair in self.pairs), default=0)
        return tuple(pair for pair in self.pairs if most and pair.together.won == most)

    def to_json(self) -> dict[str, object]:
        return {
            "deals": self.deals,
            "redeals": self.redeals,
            "attack_won": self.attack_won,
            "defence_won": self.defence_won,
            "drawn": self.drawn,
            "kinds": dict(self.kinds),
            "solos": {kind: r.to_json() for kind, r in self.solos.items()},
            "compulsory_solos": self.compulsory_solos,
            "announcements": {w: a.to_json() for w, a in self.announcements.items()},
            "bonuses": dict(self.bonuses),
            "bock_deals": self.bock_deals,
            "max_bock_level": self.max_bock_level,
            "bock_triggers": dict(self.bock_triggers),
            "values": self.values,
            "average_value": self.average_value,
            "highest_value": self.highest_value,
            "pairs": [pair.to_json() for pair in self.pairs],
            "best_partners": [list(pair.players) for pair in self.best_partners],
        }


@dataclass(frozen=True, slots=True)
class SessionStats:
    """Statistics of one session, or of several combined (``sessions`` > 1)."""

    game: str
    players: dict[str, PlayerStats]
    table: TableStats
    sessions: int = 1

    def to_json(self) -> dict[str, object]:
        return {
            "game": self.game,
            "sessions": self.sessions,
            "players": {name: p.to_json() for name, p in self.players.items()},
            "table": self.table.to_json(),
        }


@dataclass(frozen=True, slots=True)
class DealCount:
    """An evening's deals: ``played`` the scored ones, ``redeals`` apart."""

    played: int = 0
    redeals: int = 0


def deal_count(session: SessionFile) -> DealCount:
    """The deals played and the redeals of ``session`` (changes of seating are
    neither), without replaying it: the same numbers as ``TableStats.deals``
    and ``TableStats.redeals``."""
    played = redeals = 0
    for record in session.deals:
        if isinstance(record, Seating):
            continue
        if record.is_redeal:
            redeals += 1
        else:
            played += 1
    return DealCount(played, redeals)


# --- canonical key orders -------------------------------------------------------


def _sorted(items: Mapping[str, V], order: Sequence[str]) -> dict[str, V]:
    """``items`` with its keys in ``order`` (unknown keys last, alphabetically)."""
    rank = {key: i for i, key in enumerate(order)}
    keys = sorted(items, key=lambda k: (rank.get(k, len(rank)), k))
    return {key: items[key] for key in keys}


# --- one session ----------------------------------------------------------------


class _Tally:
    """A player's or the table's mutable counts while the deals are read."""

    __slots__ = ("drawn", "lost", "played", "points", "won")

    def __init__(self) -> None:
        self.played = self.won = self.lost = self.drawn = self.points = 0

    def add(self, outcome: int, points: int) -> None:
        """``outcome``: 1 won, -1 lost, 0 drawn."""
        self.played += 1
        self.points += points
        if outcome > 0:
            self.won += 1
        elif outcome < 0:
            self.lost += 1
        else:
            self.drawn += 1

    def freeze(self) -> Record:
        return Record(self.played, self.won, self.lost, self.drawn, self.points)


class _Player:
    __slots__ = (
        "announced",
        "attacking",
        "best",
        "caught",
        "deals",
        "defending",
        "given",
        "longest",
        "redeals",
        "sat_out",
        "solos",
        "streak",
        "worst",
    )

    def __init__(self) -> None:
        self.deals, self.attacking, self.defending = _Tally(), _Tally(), _Tally()
        self.redeals = self.sat_out = self.streak = self.longest = 0
        self.best: int | None = None
        self.worst: int | None = None
        self.solos: dict[str, _Tally] = {}
        self.announced: dict[str, list[int]] = {}
        self.caught: dict[str, int] = {}
        self.given: dict[str, int] = {}


def everyone(session: SessionFile) -> tuple[str, ...]:
    """Everyone who sat at the table that evening, in the order they first sat
    (the starting seating, then each change of seating's newcomers): the keys
    of the replay's totals."""
    names = dict.fromkeys(session.players)
    for record in session.deals:
        if isinstance(record, Seating):
            names.update(dict.fromkeys(record.players))
    return tuple(names)


def session_stats(session: SessionFile, replay: Replay | None = None) -> SessionStats:
    """The statistics of one session; pass its ``replay`` when already at hand."""
    replayed = (replay or session.replay()).deals
    rules = game(session.game)
    attack_wins, defence_wins = rules.winners
    names = everyone(session)
    table_now = session.players
    seat = {name: i for i, name in enumerate(names)}
    people = {name: _Player() for name in names}
    table = _Tally()
    redeals = compulsory = bock_deals = max_bock = values = 0
    highest: int | None = None
    kinds: dict[str, int] = {}
    solos: dict[str, _Tally] = {}
    announced: dict[str, list[int]] = {}
    bonuses: dict[str, int] = {}
    triggers: dict[str, int] = {}
    pairs: dict[tuple[int, int], _Tally] = {}

    for deal, done in zip(session.deals, replayed, strict=True):
        if done.seating is not None:  # a change of seating: no deal
            table_now = done.seating.players
            continue
        out = done.sitting_out
        at_table = [name for name in table_now if name not in out] if out else table_now
        if deal.is_redeal:
            redeals += 1
            for name in at_table:
                people[name].redeals += 1
            continue
        result = done.result
        winner = result.winner
        attack_outcome = 1 if winner == attack_wins else -1 if winner == defence_wins else 0
        table.add(attack_outcome, 0)
        scores = result.scores
        parties = rules.parties(deal)
        attack = frozenset(parties.attackers)
        kind = parties.kind
        kinds[kind] = kinds.get(kind, 0) + 1
        value = abs(result.value)
        values += value
        if highest is None or value > highest:
            highest = value
        if done.bock_level:
            bock_deals += 1
            max_bock = max(max_bock, done.bock_level)
        for trigger in result.bock_triggers:
            triggers[trigger] = triggers.get(trigger, 0) + 1
        if done.compulsory:
            compulsory += 1
        for name in out:
            people[name].sat_out += 1

        sides: tuple[list[str], list[str]] = ([], [])
        for name in at_table:
            person = people[name]
            points = scores.get(name, 0)
            attacking = name in attack
            outcome = attack_outcome if attacking else -attack_outcome
            person.deals.add(outcome, points)
            (person.attacking if attacking else person.defending).add(outcome, points)
            sides[0 if attacking else 1].append(name)
            if person.best is None or points > person.best:
                person.best = points
            if person.worst is None or points < person.worst:
                person.worst = points
            if outcome > 0:
                person.streak += 1
                person.longest = max(person.longest, person.streak)
            else:
                person.streak = 0

        solo = parties.solo_kind
        if solo is not None:
            soloist = sides[0][0]
            points = scores.get(soloist, 0)
            solos.setdefault(solo, _Tally()).add(attack_outcome, points)
            people[soloist].solos.setdefault(solo, _Tally()).add(attack_outcome, points)

        for side, outcome in ((sides[0], attack_outcome), (sides[1], -attack_outcome)):
            for i, first in enumerate(side):
                for second in side[i + 1 :]:
                    key = (seat[first], seat[second])
                    tally = pairs.get(key)
                    if tally is None:
                        tally = pairs[key] = _Tally()
                    tally.add(outcome, scores.get(first, 0) + scores.get(second, 0))

        _said_and_caught(parties, attack_outcome, sides, people, announced, bonuses)

    bonus_order, words = rules.bonus_kinds, rules.words
    solo_order, kind_order = rules.solo_kinds, rules.kinds

    def freeze(name: str, person: _Player) -> PlayerStats:
        return PlayerStats(
            name=name,
            deals=person.deals.freeze(),
            attacking=person.attacking.freeze(),
            defending=person.defending.freeze(),
            redeals=person.redeals,
            sat_out=person.sat_out,
            solos=_sorted({k: t.freeze() for k, t in person.solos.items()}, solo_order),
            announcements=_sorted(
                {w: Announced(m, h) for w, (m, h) in person.announced.items()}, words
            ),
            bonuses_caught=_sorted(person.caught, bonus_order),
            bonuses_given=_sorted(person.given, bonus_order),
            best=person.best,
            worst=person.worst,
            longest_streak=person.longest,
            current_streak=person.streak,
        )

    every_pair = [(i, j) for i in range(len(names)) for j in range(i + 1, len(names))]
    return SessionStats(
        game=session.game,
        players={name: freeze(name, person) for name, person in people.items()},
        table=TableStats(
            deals=table.played,
            redeals=redeals,
            attack_won=table.won,
            defence_won=table.lost,
            drawn=table.drawn,
            kinds=_sorted(kinds, kind_order),
            solos=_sorted({k: t.freeze() for k, t in solos.items()}, solo_order),
            compulsory_solos=compulsory,
            announcements=_sorted({w: Announced(m, h) for w, (m, h) in announced.items()}, words),
            bonuses=_sorted(bonuses, bonus_order),
            bock_deals=bock_deals,
            max_bock_level=max_bock,
            bock_triggers=dict(sorted(triggers.items())),
            values=values,
            highest_value=highest,
            pairs=tuple(
                PairStats(
                    (names[i], names[j]),
                    pairs[(i, j)].freeze() if (i, j) in pairs else Record(),
                )
                for i, j in every_pair
            ),
        ),
    )


def _said_and_caught(
    parties: Parties,
    attack_outcome: int,
    sides: tuple[list[str], list[str]],
    people: Mapping[str, _Player],
    announced: dict[str, list[int]],
    bonuses: dict[str, int],
) -> None:
    """Announcements and bonuses of one deal (``sides``: attackers, defenders);
    a side's words held when that side won (in a draw none held)."""
    for said, side, won in (
        (parties.attack_said, sides[0], attack_outcome > 0),
        (parties.defence_said, sides[1], attack_outcome < 0),
    ):
        held = 1 if won else 0
        for word in said:
            count = announced.setdefault(word, [0, 0])
            count[0] += 1
            count[1] += held
            for name in side:
                count = people[name].announced.setdefault(word, [0, 0])
                count[0] += 1
                count[1] += held
    for bonus in parties.bonuses:
        kind, number = bonus.kind, bonus.count
        bonuses[kind] = bonuses.get(kind, 0) + number
        takers, givers = sides if bonus.attackers else (sides[1], sides[0])
        for name in takers:
            caught = people[name].caught
            caught[kind] = caught.get(kind, 0) + number
        for name in givers:
            given = people[name].given
            given[kind] = given.get(kind, 0) + number


# --- several sessions -----------------------------------------------------------


def group_key(session: SessionFile) -> tuple[str, tuple[str, ...]]:
    """The game and the set of player names (everyone who sat, sorted): sessions
    with equal keys are one group's evenings and :func:`combine`."""
    return session.game, tuple(sorted(everyone(session)))


def group_sessions(
    sessions: Iterable[SessionFile],
) -> dict[tuple[str, tuple[str, ...]], list[SessionFile]]:
    """The sessions by :func:`group_key`, each group in the order given."""
    groups: dict[tuple[str, tuple[str, ...]], list[SessionFile]] = {}
    for session in sessions:
        groups.setdefault(group_key(session), []).append(session)
    return groups


def sessions_stats(sessions: Sequence[SessionFile]) -> SessionStats:
    """The combined statistics of one group's sessions (oldest first)."""
    return combine([session_stats(session) for session in sessions])


def _merge(
    maps: Iterable[Mapping[str, V]], add: Callable[[V, V], V], order: Sequence[str] = ()
) -> dict[str, V]:
    """The maps added up key by key, keys in ``order`` (else alphabetically)."""
    out: dict[str, V] = {}
    for mapping in maps:
        for key, value in mapping.items():
            out[key] = add(out[key], value) if key in out else value
    return _sorted(out, order)


def _plus(a: int, b: int) -> int:
    return a + b


def _extreme(values: Iterable[int | None], pick: Callable[[Iterable[int]], int]) -> int | None:
    present = [value for value in values if value is not None]
    return pick(present) if present else None


def combine(stats: Sequence[SessionStats]) -> SessionStats:
    """Several sessions of one game and one group of players as one (the players
    in the first session's order). Raises :class:`RecordError` otherwise."""
    if not stats:
        raise RecordError("sessions", M_NO_SESSIONS)
    first = stats[0]
    names = tuple(first.players)
    for i, other in enumerate(stats[1:], start=1):
        if other.game != first.game:
            raise RecordError(
                f"sessions[{i}].game",
                M_OTHER_GAME,
                game=Term("game", other.game),
                expected=Term("game", first.game),
            )
        if set(other.players) != set(names):
            raise RecordError(f"sessions[{i}].players", M_OTHER_GROUP)
    rules = game(first.game)
    solo_order, kind_order = rules.solo_kinds, rules.kinds
    bonus_order, words = rules.bonus_kinds, rules.words

    def player(name: str) -> PlayerStats:
        parts = [s.players[name] for s in stats]
        return PlayerStats(
            name=name,
            deals=sum((p.deals for p in parts), Record()),
            attacking=sum((p.attacking for p in parts), Record()),
            defending=sum((p.defending for p in parts), Record()),
            redeals=sum(p.redeals for p in parts),
            sat_out=sum(p.sat_out for p in parts),
            solos=_merge((p.solos for p in parts), Record.__add__, solo_order),
            announcements=_merge((p.announcements for p in parts), Announced.__add__, words),
            bonuses_caught=_merge((p.bonuses_caught for p in parts), _plus, bonus_order),
            bonuses_given=_merge((p.bonuses_given for p in parts), _plus, bonus_order),
            best=_extreme((p.best for p in parts), max),
            worst=_extreme((p.worst for p in parts), min),
            longest_streak=max(p.longest_streak for p in parts),
            current_streak=parts[-1].current_streak,
        )

    tables = [s.table for s in stats]
    together: dict[frozenset[str], Record] = {}
    for t in tables:
        for pair in t.pairs:
            key = frozenset(pair.players)
            together[key] = together.get(key, Record()) + pair.together
    pairs = tuple(
        PairStats((a, b), together.get(frozenset((a, b)), Record()))
        for i, a in enumerate(names)
        for b in names[i + 1 :]
    )
    table = TableStats(
        deals=sum(t.deals for t in tables),
        redeals=sum(t.redeals for t in tables),
        attack_won=sum(t.attack_won for t in tables),
        defence_won=sum(t.defence_won for t in tables),
        drawn=sum(t.drawn for t in tables),
        kinds=_merge((t.kinds for t in tables), _plus, kind_order),
        solos=_merge((t.solos for t in tables), Record.__add__, solo_order),
        compulsory_solos=sum(t.compulsory_solos for t in tables),
        announcements=_merge((t.announcements for t in tables), Announced.__add__, words),
        bonuses=_merge((t.bonuses for t in tables), _plus, bonus_order),
        bock_deals=sum(t.bock_deals for t in tables),
        max_bock_level=max(t.max_bock_level for t in tables),
        bock_triggers=_merge((t.bock_triggers for t in tables), _plus),
        values=sum(t.values for t in tables),
        highest_value=_extreme((t.highest_value for t in tables), max),
        pairs=pairs,
    )
    return SessionStats(
        game=first.game,
        players={name: player(name) for name in names},
        table=table,
        sessions=sum(s.sessions for s in stats),
    )


__all__ = [
    "Announced",
    "DealCount",
    "PairStats",
    "PlayerStats",
    "Record",
    "SessionStats",
    "TableStats",
    "combine",
    "deal_count",
    "everyone",
    "group_key",
    "group_sessions",
    "session_stats",
    "sessions_stats",
]
