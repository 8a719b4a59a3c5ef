"""Replay a Crescendo session: everything derived from the deals in order.

From the seating order (three players, clockwise), the first dealer, the rule
set and the deal records, :func:`replay` derives for every deal and for the
next one the dealer, the scores and the running totals, and whether the agreed
end is reached. Nobody sits out and there are no Bock rounds.

The deal passes clockwise after every scored deal; when all three passed (a
``redeal`` record) the same dealer collects and deals again (rules: Auction).
"""

from __future__ import annotations

import copy
from collections.abc import Sequence

from app.games.common import NextDeal, Replay, ReplayedDeal, session_end
from app.games.crescendo.records import Deal
from app.games.crescendo.rules import RuleSet
from app.games.crescendo.scoring import score
from app.games.errors import QT_TRANSLATE_NOOP, RecordError

M_DEALER_UNKNOWN = QT_TRANSLATE_NOOP(
    "RecordError", "is not one of the players; pick one of them as the first dealer"
)


class Replayer:
    """The evening so far, one deal at a time (see the Doppelkopf replayer)."""

    def __init__(
        self, players: Sequence[str], first_dealer: str, rules: RuleSet, field: str = "deals"
    ) -> None:
        self.players = tuple(players)
        if first_dealer not in self.players:
            raise RecordError("first_dealer", M_DEALER_UNKNOWN)
        self.rules = rules
        self.field = field
        self.dealer = self.players.index(first_dealer)
        self.totals = dict.fromkeys(self.players, 0)
        self.replayed: list[ReplayedDeal] = []
        self.scored = 0  # deals that were not redeals, for the agreed end

    def copy(self) -> Replayer:
        other = copy.copy(self)
        other.totals = dict(self.totals)
        other.replayed = list(self.replayed)
        return other

    def add(self, deal: Deal) -> None:
        """The next deal; raises :class:`RecordError` naming ``deals[i]…``."""
        players, dealer = self.players, self.dealer
        index = len(self.replayed)
        try:
            result = score(deal, self.rules, players, players)
        except RecordError as error:
            deal_field = error.field.replace("deal", f"{self.field}[{index}]", 1)
            raise RecordError(deal_field, error.template, **error.params) from None
        for name, points in result.scores.items():
            self.totals[name] += points
        self.replayed.append(
            ReplayedDeal(index + 1, players[dealer], (), 0, result, dict(self.totals))
        )
        if not deal.is_redeal:
            self.dealer = (dealer + 1) % len(players)
            self.scored += 1

    def result(self) -> Replay:
        """The evening as replayed so far (the replayer may go on)."""
        rules = self.rules
        totals = dict(self.totals)
        return Replay(
            deals=tuple(self.replayed),
            totals=totals,
            next=NextDeal(self.players[self.dealer], ()),
            end=session_end(rules.end_after_deals, rules.end_at_score, self.scored, totals),
        )


def replay(
    players: Sequence[str],
    first_dealer: str,
    rules: RuleSet,
    deals: Sequence[Deal],
    field: str = "deals",
) -> Replay:
    """Derive the whole evening; raises :class:`RecordError` at the first bad deal,
    its field renamed ``deals[i]…``."""
    replayer = Replayer(players, first_dealer, rules, field)
    for deal in deals:
        replayer.add(deal)
    return replayer.result()
