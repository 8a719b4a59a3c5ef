"""Replay a Crescendo session: everything derived from the deals in order.

From the seating order (three players, clockwise), the first dealer, the rule
set and the deal records, :func:`replay` derives for every deal and for the
next one the dealer, the scores and the running totals, and whether the agreed
end is reached. Nobody sits out and there are no Bock rounds.

The deal passes clockwise after every scored deal; when all three passed (a
``redeal`` record) the same dealer collects and deals again (rules: Auction).
"""

from __future__ import annotations

from collections.abc import Sequence

from app.games.common import NextDeal, Replay, ReplayedDeal, session_end
from app.games.crescendo.records import Deal
from app.games.crescendo.rules import RuleSet
from app.games.crescendo.scoring import score
from app.games.errors import QT_TRANSLATE_NOOP, RecordError

M_DEALER_UNKNOWN = QT_TRANSLATE_NOOP(
    "RecordError", "is not one of the players; pick one of them as the first dealer"
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
    players = tuple(players)
    if first_dealer not in players:
        raise RecordError("first_dealer", M_DEALER_UNKNOWN)
    dealer = players.index(first_dealer)
    totals = dict.fromkeys(players, 0)
    replayed: list[ReplayedDeal] = []
    for index, deal in enumerate(deals):
        try:
            result = score(deal, rules, players, players)
        except RecordError as error:
            deal_field = error.field.replace("deal", f"{field}[{index}]", 1)
            raise RecordError(deal_field, error.template, **error.params) from None
        for name, points in result.scores.items():
            totals[name] += points
        replayed.append(ReplayedDeal(index + 1, players[dealer], (), 0, result, dict(totals)))
        if not deal.is_redeal:
            dealer = (dealer + 1) % len(players)
    return Replay(
        deals=tuple(replayed),
        totals=totals,
        next=NextDeal(players[dealer], ()),
        end=session_end(
            rules.end_after_deals,
            rules.end_at_score,
            sum(1 for deal in deals if not deal.is_redeal),
            totals,
        ),
    )
