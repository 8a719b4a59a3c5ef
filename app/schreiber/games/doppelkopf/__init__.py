"""Doppelkopf: rule set, deal records, validation and scoring (pure, no Qt)."""

from schreiber.games.common import Adjustment, Line
from schreiber.games.doppelkopf.records import Bonus, Deal, parse_deal
from schreiber.games.doppelkopf.rules import DDV, PRESETS, STANDARD, RuleSet, parse_rules
from schreiber.games.doppelkopf.scoring import DealResult, score
from schreiber.games.doppelkopf.validation import validate

__all__ = [
    "DDV",
    "PRESETS",
    "STANDARD",
    "Adjustment",
    "Bonus",
    "Deal",
    "DealResult",
    "Line",
    "RuleSet",
    "parse_deal",
    "parse_rules",
    "score",
    "validate",
]

PLAYER_RANGE = (4, 7)
