"""Doppelkopf: rule set, deal records, validation and scoring (pure, no Qt)."""

from schreiber.games.common import Adjustment, Line
from schreiber.games.doppelkopf.records import (
    BONUS_KINDS,
    GAME_TYPES,
    NAME_FIELDS,
    REFUSALS,
    SOLO_KINDS,
    Bonus,
    Deal,
    parse_deal,
    parties,
)
from schreiber.games.doppelkopf.rules import DDV, PRESETS, STANDARD, RuleSet, parse_rules
from schreiber.games.doppelkopf.scoring import DealResult, score
from schreiber.games.doppelkopf.validation import validate
from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.games.names import DOPPELKOPF_OPTIONS
from schreiber.games.names import PRESETS as NAMES_OF_PRESETS

# What the registry (schreiber.games.registry) reads of this game --------------------

TITLE = QT_TRANSLATE_NOOP("SessionListModel", "Doppelkopf")
"""The game's name as a player reads it (translated through the catalogue)."""
KINDS = GAME_TYPES
"""The order the statistics list the kinds of deal in (:attr:`Parties.kind`)."""
SOLO_KIND_ORDER = SOLO_KINDS
"""The order the statistics list solos in (:attr:`Parties.solo_kind`)."""
BOCK = True
"""Whether the game knows Bock rounds (the sheet's Bock column)."""
DRAWN_DEALS = True
"""Whether a deal can end drawn (neither party wins)."""
BIDS = False
"""Whether every deal is a soloist's bid (the statistics say "bids", not "solos")."""
ENTRY_PANEL = "schreiber.ui.entry.doppelkopf:EntryPanel"
"""The window's entry panel, ``module:Class`` (imported by the window alone)."""
REFERENCE = "schreiber.reference.doppelkopf"
"""The module of the rules reference's pages."""
WORKBOOK = "schreiber.io.workbook_games.doppelkopf"
"""The module of the game's columns in the exported workbook's score sheet."""
WINNERS = ("re", "kontra")
"""The result's winner when the attackers win, and when the defenders win."""
WORD_ORDER: tuple[str, ...] = ("re", "kontra", *REFUSALS)
"""The order the statistics list the announced words in."""
# BONUS_KINDS (from records): the order the statistics list the bonuses in.
PRESET_NAMES = NAMES_OF_PRESETS["doppelkopf"]
"""The presets as the rules editor names them: (context, code → name)."""
OPTION_NAMES = DOPPELKOPF_OPTIONS
"""The rule options as the rules editor names them."""


def settles_against_average(rules: object) -> bool:
    """Totals written ``plus_only`` or ``minus_only`` settle against the average."""
    return isinstance(rules, RuleSet) and (rules.plus_only or rules.minus_only)


__all__ = [
    "BIDS",
    "BOCK",
    "BONUS_KINDS",
    "DDV",
    "DRAWN_DEALS",
    "ENTRY_PANEL",
    "KINDS",
    "NAME_FIELDS",
    "OPTION_NAMES",
    "PRESETS",
    "PRESET_NAMES",
    "REFERENCE",
    "SOLO_KIND_ORDER",
    "STANDARD",
    "TITLE",
    "WINNERS",
    "WORD_ORDER",
    "WORKBOOK",
    "Adjustment",
    "Bonus",
    "Deal",
    "DealResult",
    "Line",
    "RuleSet",
    "parse_deal",
    "parse_rules",
    "parties",
    "score",
    "settles_against_average",
    "validate",
]

PLAYER_RANGE = (4, 7)
