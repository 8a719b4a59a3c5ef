"""Crescendo (three players, bids 15–28): rule set, deal records, validation,
scoring and replay (pure, no Qt). See ``shared/rules/crescendo.md``.

``score`` gives a :class:`DealResult` whose ``value`` is the soloist's score
(+taken, +2 × bid or −bid) and whose lines carry the items ``taken``,
``bid_exact`` or ``bid_missed`` (party ``"soloist"``).
"""

from schreiber.games.common import Line
from schreiber.games.crescendo.records import Deal, parse_deal
from schreiber.games.crescendo.replay import replay
from schreiber.games.crescendo.request import PLAYER_RANGE, score_request
from schreiber.games.crescendo.rules import (
    PRESETS,
    STANDARD,
    SUIT_ORDER,
    RuleSet,
    bid_beats,
    parse_rules,
)
from schreiber.games.crescendo.scoring import DealResult, score
from schreiber.games.crescendo.validation import tricks_for, validate

__all__ = [
    "PLAYER_RANGE",
    "PRESETS",
    "STANDARD",
    "SUIT_ORDER",
    "Deal",
    "DealResult",
    "Line",
    "RuleSet",
    "bid_beats",
    "parse_deal",
    "parse_rules",
    "replay",
    "score",
    "score_request",
    "tricks_for",
    "validate",
]
