"""Replay a Doppelkopf session: everything derived from the deals in order.

From the seating order, the first dealer, the rule set and the deal records,
:func:`replay` derives for every deal and for the next one the dealer, who
sits out, the Bock level, the scores and running totals; the pending Bock
deals; who still owes a compulsory solo. Nothing it derives is stored
(``shared/design.md``): editing deal 3 of 40 is "replace one record, replay".

Choices the rules file leaves open, fixed here:

* A ``redeal`` with reason ``other`` (a misdeal) is dealt again by the same
  dealer; ``redeal_hand`` moves the deal on; ``poverty_refused`` keeps the
  dealer unless ``poverty_refused_rotates``.
* Compulsory solos (§9): a player's first declared solo in a round is the
  compulsory one, so the record's ``compulsory`` flag must say so; the replay
  refuses a record that disagrees. A round is ``round_length`` counted deals
  (scored deals that are not compulsory solos); it does not close while a
  player still owes a solo, so the owed list stays visible until it is played.
* A change of seating (§2a, a :class:`~schreiber.games.common.Seating` record): Bock
  levels already pending stay on the coming deals in order, a round triggered
  afterwards is as long as the new number of players; with compulsory solos a
  new round starts for the new table, and the solos still owed are reported as
  missed (:attr:`Replay.compulsory_solo_missed`), no longer owed.
* ``bock_mode = merge`` and ``cap`` (§13.8) give each trigger's n deals one level each,
  at most 1 (merge) or ``bock_max_level`` (cap); a trigger in a deal played without
  Bock (a compulsory solo under ``compulsory_solo_suspends_bock``) covers the deals
  that waited, as in ``stack``.
* ``bock_mode = ignore`` (§13.5): a deal that is not Bock and has a trigger sets the
  next round's deals to level 1; Bock deals already waiting (after a compulsory solo
  played without Bock) are among them, not added after them.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence

from schreiber.games.common import (
    MissedSolos,
    NextDeal,
    Replay,
    ReplayerBase,
    Seating,
    seats_after_dealer,
)
from schreiber.games.doppelkopf.records import Deal
from schreiber.games.doppelkopf.rules import RuleSet
from schreiber.games.doppelkopf.scoring import score
from schreiber.games.doppelkopf.validation import is_declared_solo
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError

SEATS = 4

M_ALREADY_PLAYED = QT_TRANSLATE_NOOP(
    "RecordError",
    "{name} has already played the compulsory solo of this round; untick compulsory",
)
M_STILL_OWES = QT_TRANSLATE_NOOP(
    "RecordError",
    "{name} still owes the compulsory solo of this round, so this solo is it; tick compulsory",
)


def sitting_out(players: Sequence[str], dealer: int, rules: RuleSet) -> tuple[str, ...]:
    """§2: who sits out when ``players[dealer]`` deals.

    ``sit_out_offsets`` decides while the table has as many players as it was
    given for (four plus its length), ``sit_out`` otherwise: after a seating
    change (§2a) to another number of players the offsets no longer fit.
    """
    count = len(players)
    if count <= SEATS:
        return ()
    offsets = rules.sit_out_offsets
    if offsets is not None and len(offsets) == count - SEATS:
        out = {(dealer + offset) % count for offset in offsets}
        return tuple(players[i] for i in sorted(out))
    if rules.sit_out == "opposite" and count == 6:
        out = {dealer, (dealer + 3) % count}
        return tuple(players[i] for i in sorted(out))
    return seats_after_dealer(players, dealer, SEATS)


def keeps_dealer(deal: Deal, rules: RuleSet, compulsory: bool) -> bool:
    """§3, §9: whether the same dealer deals the next deal."""
    if deal.type == "redeal":  # Deal.is_redeal, without its call (once per deal)
        if deal.reason == "redeal_hand":
            return False
        if deal.reason == "poverty_refused":
            return not rules.poverty_refused_rotates
        return True
    return compulsory or (rules.soloist_leads and is_declared_solo(deal))


class BockQueue:
    """Pending Bock levels of the coming scored deals (§8), index 0 = the next one."""

    def __init__(self, rules: RuleSet, round_size: int) -> None:
        self.rules = rules
        self.round_size = round_size
        self.levels: list[int] = []

    def copy(self) -> BockQueue:
        other = BockQueue(self.rules, self.round_size)
        other.levels = list(self.levels)
        return other

    def take(self) -> int:
        return self.levels.pop(0) if self.levels else 0

    def peek(self) -> int:
        return self.levels[0] if self.levels else 0

    def trigger(self, times: int, level: int = 0) -> None:
        """``times`` triggers of a deal played at Bock ``level``."""
        mode = self.rules.bock_mode
        if mode == "ignore":
            self._ignore(times, level)
            return
        for _ in range(times):
            if mode == "queue":
                self._queue()
            elif mode in ("merge", "cap"):
                self._window(mode)
            else:
                self._stack()

    def _ignore(self, times: int, level: int) -> None:
        """§13.5: a Bock deal triggers nothing; any other deal with a trigger makes
        the next round Bock at level 1, however many triggers it has."""
        if level or not times:
            return
        for index in range(self.round_size):
            if index == len(self.levels):
                self.levels.append(0)
            self.levels[index] = 1

    def _stack(self) -> None:
        cap = self.rules.bock_max_level
        given = index = 0
        while given < self.round_size:
            if index == len(self.levels):
                self.levels.append(0)
            if cap is None or self.levels[index] < cap:
                self.levels[index] += 1
                given += 1
            index += 1

    def _window(self, mode: str) -> None:
        """§13.8: one more level on each of the next n deals — ``merge``: a deal already
        Bock stays at level 1 (overlapping rounds merge); ``cap``: a level above
        ``bock_max_level`` is dropped, not moved on."""
        cap = 1 if mode == "merge" else self.rules.bock_max_level
        for index in range(self.round_size):
            if index == len(self.levels):
                self.levels.append(0)
            if cap is None or self.levels[index] < cap:
                self.levels[index] += 1

    def _queue(self) -> None:
        last = max((i for i, level in enumerate(self.levels) if level), default=-1)
        del self.levels[last + 1 :]
        self.levels += [1] * self.round_size

    def pending(self) -> tuple[int, ...]:
        levels = list(self.levels)
        while levels and not levels[-1]:
            levels.pop()
        return tuple(levels)


class CompulsoryRounds:
    """§9: who still owes a compulsory solo in the current round."""

    def __init__(self, players: Sequence[str], rules: RuleSet) -> None:
        self.enabled = rules.compulsory_solo
        self.players = tuple(players)
        self.round_length = rules.round_length
        self.owed = list(players)
        self.counted = 0

    def copy(self) -> CompulsoryRounds:
        other = copy.copy(self)
        other.owed = list(self.owed)
        return other

    def is_compulsory(self, deal: Deal, field: str) -> bool:
        """Check the record's flag against who owes; return whether it is compulsory."""
        if not self.enabled or not is_declared_solo(deal):
            return False
        soloist = deal.re[0]
        owes = soloist in self.owed
        if deal.compulsory and not owes:
            raise RecordError(f"{field}.compulsory", M_ALREADY_PLAYED, name=soloist)
        if owes and not deal.compulsory:
            raise RecordError(f"{field}.compulsory", M_STILL_OWES, name=soloist)
        return owes

    def record(self, deal: Deal, compulsory: bool) -> None:
        if deal.is_redeal:
            return
        if compulsory:
            self.owed.remove(deal.re[0])
        else:
            self.counted += 1
        if self.counted >= self.round_length and not self.owed:
            self.owed = list(self.players)
            self.counted = 0

    def restart(self, players: Sequence[str]) -> tuple[str, ...]:
        """§2a: a change of seating starts a new round for everybody; returns who
        still owed a solo of the round before (missed, no longer owed)."""
        missed = tuple(self.owed) if self.enabled else ()
        self.players = tuple(players)
        self.owed = list(players)
        self.counted = 0
        return missed

    def deals_left(self) -> int | None:
        return max(self.round_length - self.counted, 0) if self.enabled else None


class Replayer(ReplayerBase):
    """The evening so far, one deal at a time.

    :func:`replay` adds every deal to a new one. The session service keeps the
    one at the end of the evening, so a preview of the next deal is a
    :meth:`copy` with that deal added, not a replay of every deal before it.
    A replayer whose :meth:`add` raised is not used again.
    """

    rules: RuleSet
    player_range = (4, 7)

    def __init__(
        self, players: Sequence[str], first_dealer: str, rules: RuleSet, field: str = "deals"
    ) -> None:
        super().__init__(players, first_dealer, rules, field)
        self.bock = BockQueue(rules, len(self.players))
        self.rounds = CompulsoryRounds(self.players, rules)
        self.missed: tuple[MissedSolos, ...] = ()
        self._set_table()

    def _set_table(self) -> None:
        self.seats = [sitting_out(self.players, d, self.rules) for d in range(len(self.players))]
        self.tables = [tuple(p for p in self.players if p not in out) for out in self.seats]

    def _seated(self, where: str) -> tuple[str, ...]:
        """§2a: seats for the new number of players, Bock rounds as long as it, and a
        new compulsory solo round (the solos still owed are missed)."""
        self._set_table()
        self.bock.round_size = len(self.players)
        if not self.rounds.enabled:
            return ()
        missed = self.rounds.restart(self.players)
        if missed:
            self.missed = (*self.missed, MissedSolos(len(self.replayed) + 1, missed))
        return missed

    def copy(self) -> Replayer:
        other = super().copy()
        other.bock = self.bock.copy()
        other.rounds = self.rounds.copy()
        return other

    def add(self, deal: Deal | Seating) -> None:
        """The next deal; raises :class:`RecordError` naming ``deals[i]…``."""
        if isinstance(deal, Seating):
            self._seat(deal)
            return
        rules, players, dealer, rounds = self.rules, self.players, self.dealer, self.rounds
        out, table = self.seats[dealer], self.tables[dealer]
        compulsory = rounds.enabled and rounds.is_compulsory(
            deal, f"{self.field}[{len(self.replayed)}]"
        )
        suspended = compulsory and rules.compulsory_solo_suspends_bock
        redeal = deal.type == "redeal"  # Deal.is_redeal, asked once
        bock = self.bock
        # BockQueue.take, inline: it runs for every deal.
        level = 0 if redeal or suspended or not bock.levels else bock.levels.pop(0)
        try:  # ReplayerBase._score, inline: it runs for every deal
            result = score(deal, rules, table, players, level)
        except RecordError as error:
            raise self._named(error) from None
        if result.bock_triggers:  # no trigger changes no queue
            bock.trigger(len(result.bock_triggers), level)
        self._book(result, redeal, out, level, compulsory)
        if rounds.enabled:
            rounds.record(deal, compulsory)
        # keeps_dealer is False for a deal that is no redeal, no compulsory solo, and
        # not a solo whose soloist leads: asked only when it may be True.
        if not (redeal or compulsory or rules.soloist_leads) or not keeps_dealer(
            deal, rules, compulsory
        ):
            self.dealer = (dealer + 1) % len(players)

    def result(self) -> Replay:
        """The evening as replayed so far (the replayer may go on)."""
        rounds, dealer = self.rounds, self.dealer
        totals = dict(self.totals)
        return Replay(
            deals=tuple(self.replayed),
            totals=totals,
            next=NextDeal(self.players[dealer], self.seats[dealer], self.bock.peek()),
            pending_bock=self.bock.pending(),
            compulsory_solo_owed=tuple(rounds.owed) if rounds.enabled else (),
            round_deals_left=rounds.deals_left(),
            end=self._end(totals),
            players=self.players,
            compulsory_solo_missed=self.missed,
        )


def replay(
    players: Sequence[str],
    first_dealer: str,
    rules: RuleSet,
    deals: Sequence[Deal | Seating],
    field: str = "deals",
) -> Replay:
    """Derive the whole evening; raises :class:`RecordError` at the first bad deal."""
    return Replayer(players, first_dealer, rules, field).add_all(deals).result()
