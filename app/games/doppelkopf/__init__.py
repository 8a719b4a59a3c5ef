"""Doppelkopf: rule set, deal records, validation and scoring (pure, no Qt)."""

from app.games.common import Adjustment, Line
from app.games.doppelkopf.records import Bonus, Deal, parse_deal
from app.games.doppelkopf.rules import DDV, PRESETS, STANDARD, RuleSet, parse_rules
from app.games.doppelkopf.scoring import DealResult, score
from app.games.doppelkopf.validation import validate

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
