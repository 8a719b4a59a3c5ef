"""Pfälzer Schafkopf (three at the table, with the Skat) and Asserufen (four):
rule set, deal records, validation, scoring and replay (pure, no Qt)."""

from schreiber.games.common import Adjustment, Line
from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.games.names import PRESETS as NAMES_OF_PRESETS
from schreiber.games.names import SIMPLE_OPTION_NAMES
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
WORKBOOK = "schreiber.io.workbook_games.schafkopf_pfalz"
"""The module of the game's columns in the exported workbook's score sheet."""
WINNERS = ("soloist", "defenders")
"""The result's winner when the attackers win, and when the defenders win."""
WORD_ORDER: tuple[str, ...] = ()
"""The order the statistics list the announced words in."""
BONUS_KINDS: tuple[str, ...] = ()
"""The order the statistics list the bonuses in."""
PRESET_NAMES = NAMES_OF_PRESETS["schafkopf_pfalz"]
"""The presets as the rules editor names them: (context, code → name)."""
OPTION_NAMES = SIMPLE_OPTION_NAMES
"""The rule options as the rules editor names them."""


def settles_against_average(rules: object) -> bool:
    """Both sides write: totals settle as they are."""
    return False


__all__ = [
    "BIDS",
    "BOCK",
    "BONUS_KINDS",
    "DRAWN_DEALS",
    "ENTRY_PANEL",
    "KINDS",
    "NAME_FIELDS",
    "OPTION_NAMES",
    "PLAYER_RANGE",
    "PRESETS",
    "PRESET_NAMES",
    "REFERENCE",
    "SOLO_KIND_ORDER",
    "TITLE",
    "WINNERS",
    "WORD_ORDER",
    "WORKBOOK",
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
