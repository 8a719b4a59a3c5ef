"""Score one Crescendo deal (rules: Scoring): only the soloist scores.

Trick k is worth k points; the soloist's tricks add up to ``taken`` (0–28).

=================  ===================  ==============
result             soloist's score      line item
=================  ===================  ==============
taken > bid        + taken              ``taken``
taken = bid        + 2 × bid            ``bid_exact``
taken < bid        − bid                ``bid_missed``
=================  ===================  ==============

The two defenders write 0; the game is not zero-sum.

In a :class:`DealResult`, ``value`` is the soloist's score (the one figure a
deal produces, positive or negative), ``winner`` is ``"soloist"`` when taken
≥ bid and ``"defenders"`` otherwise, and ``lines`` holds one line, party
``"soloist"``, with the item above and the score as points. A redeal scores
nothing: winner ``None``, value 0, no lines.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple

from schreiber.games.common import Line
from schreiber.games.crescendo.records import Deal
from schreiber.games.crescendo.rules import RuleSet
from schreiber.games.crescendo.validation import validate

SOLOIST: Final = "soloist"
DEFENDERS: Final = "defenders"
# Line items: the soloist took more than the bid, exactly the bid, or less.
ITEM_TAKEN: Final = "taken"
ITEM_BID_EXACT: Final = "bid_exact"
ITEM_BID_MISSED: Final = "bid_missed"


class DealResult(NamedTuple):
    """``value`` is the soloist's score; ``scores`` has every player (only the
    soloist non-zero); ``taken`` the soloist's points from the tricks."""

    winner: str | None
    value: int
    scores: dict[str, int]
    lines: tuple[Line, ...]
    bock_triggers: tuple[str, ...] = ()
    taken: int = 0

    def to_json(self) -> dict[str, object]:
        return {
            "winner": self.winner,
            "value": self.value,
            "scores": dict(self.scores),
            "lines": [line.to_json() for line in self.lines],
        }


def soloist_line(bid: int, taken: int) -> Line:
    """The scoring table: the soloist's one line for ``bid`` and ``taken``."""
    if taken > bid:
        return Line(SOLOIST, ITEM_TAKEN, taken)
    if taken == bid:
        return Line(SOLOIST, ITEM_BID_EXACT, 2 * bid)
    return Line(SOLOIST, ITEM_BID_MISSED, -bid)


def score(
    deal: Deal,
    rules: RuleSet,
    table: Sequence[str],
    players: Sequence[str] | None = None,
) -> DealResult:
    """Validate and score ``deal``; ``scores`` names everyone in ``players``
    (default: the table)."""
    validate(deal, rules, table, players)
    scores = dict.fromkeys(players if players is not None else table, 0)
    if deal.is_redeal:
        return DealResult(None, 0, scores, ())
    taken = deal.taken_points
    line = soloist_line(deal.bid, taken)
    scores[deal.soloist] = line.points
    winner = SOLOIST if taken >= deal.bid else DEFENDERS
    return DealResult(winner, line.points, scores, (line,), taken=taken)
