"""Replay a Crescendo session: everything derived from the deals in order.

From the seating order (three players, clockwise), the first dealer, the rule
set and the deal records, :func:`replay` derives for every deal and for the
next one the dealer, the scores and the running totals, and whether the agreed
end is reached. Nobody sits out and there are no Bock rounds.

The deal passes clockwise after every scored deal; when all three passed (a
``redeal`` record) the same dealer collects and deals again (rules: Auction).
A ``seating`` record (another player takes a seat, the seats change, another
dealer) keeps three at the table: totals go on, a newcomer starts at 0.
"""

from __future__ import annotations

from collections.abc import Sequence

from schreiber.games.common import NextDeal, Replay, ReplayerBase, Seating
from schreiber.games.crescendo.records import Deal
from schreiber.games.crescendo.rules import RuleSet
from schreiber.games.crescendo.scoring import score
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError

M_DEALER_UNKNOWN = QT_TRANSLATE_NOOP(
    "RecordError", "is not one of the players; pick one of them as the first dealer"
)


class Replayer(ReplayerBase):
    """The evening so far, one deal at a time (see the Doppelkopf replayer)."""

    rules: RuleSet
    player_range = (3, 3)

    def __init__(
        self, players: Sequence[str], first_dealer: str, rules: RuleSet, field: str = "deals"
    ) -> None:
        if first_dealer not in players:
            raise RecordError("first_dealer", M_DEALER_UNKNOWN)
        super().__init__(players, first_dealer, rules, field)

    def add(self, deal: Deal | Seating) -> None:
        """The next deal; raises :class:`RecordError` naming ``deals[i]…``."""
        if isinstance(deal, Seating):
            self._seat(deal)
            return
        rules, players = self.rules, self.players
        result = self._score(score, deal, rules, players, players)
        self._book(result, deal.is_redeal)
        if not deal.is_redeal:
            self.dealer = (self.dealer + 1) % len(players)

    def result(self) -> Replay:
        """The evening as replayed so far (the replayer may go on)."""
        totals = dict(self.totals)
        return Replay(
            deals=tuple(self.replayed),
            totals=totals,
            next=NextDeal(self.players[self.dealer], ()),
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
    """Derive the whole evening; raises :class:`RecordError` at the first bad deal,
    its field renamed ``deals[i]…``."""
    return Replayer(players, first_dealer, rules, field).add_all(deals).result()
