"""Pfälzer Schafkopf (three at the table, with the Skat) and Asserufen (four):
rule set, deal records, validation, scoring and replay (pure, no Qt)."""

from schreiber.games.common import Adjustment, Line
from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.games.schafkopf_pfalz.records import (
    CONTRACTS,
    NAME_FIELDS,
    SOLO_KINDS,
    Deal,
    parse_deal,
    parties,
)
from schreiber.games.schafkopf_pfalz.replay import replay
from schreiber.games.schafkopf_pfalz.request import PLAYER_RANGE, score_request
from schreiber.games.schafkopf_pfalz.rules import PRESETS, RuleSet, parse_rules
from schreiber.games.schafkopf_pfalz.scoring import DealResult, score
from schreiber.games.schafkopf_pfalz.validation import validate

# What the registry (schreiber.games.registry) reads of this game --------------------

TITLE = QT_TRANSLATE_NOOP("SessionListModel", "Pfälzer Schafkopf")
"""The game's name as a player reads it (translated through the catalogue)."""
KINDS = CONTRACTS
"""The order the statistics list the kinds of deal in (:attr:`Parties.kind`)."""
SOLO_KIND_ORDER = SOLO_KINDS
"""The order the statistics list solos in (:attr:`Parties.solo_kind`)."""
BOCK = False
"""Whether the game knows Bock rounds (the sheet's Bock column)."""
DRAWN_DEALS = False
"""Whether a deal can end drawn (neither party wins)."""
BIDS = False
"""Whether every deal is a soloist's bid (the statistics say "bids", not "solos")."""
ENTRY_PANEL = "schreiber.ui.entry.schafkopf_pfalz:SchafkopfPanel"
"""The window's entry panel, ``module:Class`` (imported by the window alone)."""
REFERENCE = "schreiber.reference.schafkopf_pfalz"
"""The module of the rules reference's pages."""


def settles_against_average(rules: object) -> bool:
    """Both sides write: totals settle as they are."""
    return False


__all__ = [
    "BIDS",
    "BOCK",
    "DRAWN_DEALS",
    "ENTRY_PANEL",
    "KINDS",
    "NAME_FIELDS",
    "PLAYER_RANGE",
    "PRESETS",
    "REFERENCE",
    "SOLO_KIND_ORDER",
    "TITLE",
    "Adjustment",
    "Deal",
    "DealResult",
    "Line",
    "RuleSet",
    "parse_deal",
    "parse_rules",
    "parties",
    "replay",
    "score",
    "score_request",
    "settles_against_average",
    "validate",
]
