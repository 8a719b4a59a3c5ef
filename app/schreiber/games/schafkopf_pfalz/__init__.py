"""Pfälzer Schafkopf (three at the table, with the Skat) and Asserufen (four):
rule set, deal records, validation, scoring and replay (pure, no Qt)."""

from schreiber.games.common import Adjustment, Line
from schreiber.games.schafkopf_pfalz.records import Deal, parse_deal
from schreiber.games.schafkopf_pfalz.replay import replay
from schreiber.games.schafkopf_pfalz.request import PLAYER_RANGE, score_request
from schreiber.games.schafkopf_pfalz.rules import PRESETS, RuleSet, parse_rules
from schreiber.games.schafkopf_pfalz.scoring import DealResult, score
from schreiber.games.schafkopf_pfalz.validation import validate

__all__ = [
    "PLAYER_RANGE",
    "PRESETS",
    "Adjustment",
    "Deal",
    "DealResult",
    "Line",
    "RuleSet",
    "parse_deal",
    "parse_rules",
    "replay",
    "score",
    "score_request",
    "validate",
]
