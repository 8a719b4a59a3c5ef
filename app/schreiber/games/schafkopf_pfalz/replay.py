"""Replay a Pfälzer Schafkopf session: everything derived from the deals in order.

From the seating order, the first dealer, the rule set and the deal records,
:func:`replay` derives for every deal and for the next one the dealer, who sits
out, the scores and running totals, and whether the agreed end is reached.

Choices fixed here: the deal passes clockwise after every deal, a redeal
included (the rules file: "no play and the deal passes on"); a redeal does not
count towards ``end_after_deals``. There are no Bock rounds (level always 0).
A ``seating`` record (3–5 players) changes the table from the next deal on;
who sits out and whether it is Schafkopf or Asserufen follow the new count,
and a seating the ``table`` option cannot seat is refused.
"""

from __future__ import annotations

from collections.abc import Sequence

from schreiber.games.common import NextDeal, Replay, ReplayerBase, Seating, seats_after_dealer
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.schafkopf_pfalz.records import Deal
from schreiber.games.schafkopf_pfalz.rules import RuleSet, check_rules
from schreiber.games.schafkopf_pfalz.scoring import score

M_UNKNOWN_DEALER = QT_TRANSLATE_NOOP("RecordError", "{name!r} is not one of the players")


def sitting_out(players: Sequence[str], dealer: int, rules: RuleSet) -> tuple[str, ...]:
    """Who sits out when ``players[dealer]`` deals: all but the seats after the dealer."""
    return seats_after_dealer(players, dealer, rules.seats(len(players)))


class Replayer(ReplayerBase):
    """The evening so far, one deal at a time (see the Doppelkopf replayer)."""

    rules: RuleSet
    player_range = (3, 5)

    def __init__(
        self, players: Sequence[str], first_dealer: str, rules: RuleSet, field: str = "deals"
    ) -> None:
        if first_dealer not in players:
            raise RecordError("first_dealer", M_UNKNOWN_DEALER, name=first_dealer)
        check_rules(rules, "rules.options", len(players))
        super().__init__(players, first_dealer, rules, field)
        self._set_table()

    def _set_table(self) -> None:
        self.seats = [sitting_out(self.players, d, self.rules) for d in range(len(self.players))]
        self.tables = [tuple(p for p in self.players if p not in out) for out in self.seats]

    def _seated(self, where: str) -> tuple[str, ...]:
        try:
            check_rules(self.rules, "rules.options", len(self.players))
        except RecordError as error:
            raise RecordError(f"{where}.players", error.template, **error.params) from None
        self._set_table()
        return ()

    def add(self, deal: Deal | Seating) -> None:
        """The next deal; raises :class:`RecordError` naming ``deals[i]…``."""
        if isinstance(deal, Seating):
            self._seat(deal)
            return
        rules, players, dealer = self.rules, self.players, self.dealer
        result = self._score(score, deal, rules, self.tables[dealer], players)
        self._book(result, deal.is_redeal, self.seats[dealer])
        self.dealer = (dealer + 1) % len(players)

    def result(self) -> Replay:
        """The evening as replayed so far (the replayer may go on)."""
        totals = dict(self.totals)
        return Replay(
            deals=tuple(self.replayed),
            totals=totals,
            next=NextDeal(self.players[self.dealer], self.seats[self.dealer]),
            end=self._end(totals),
            players=self.players,
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
