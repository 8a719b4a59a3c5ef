"""Crescendo (three players, bids 15–28): rule set, deal records, validation,
scoring and replay (pure, no Qt). See ``shared/rules/crescendo.md``.

``score`` gives a :class:`DealResult` whose ``value`` is the soloist's score
(+taken, +2 × bid or −bid) and whose lines carry the items ``taken``,
``bid_exact`` or ``bid_missed`` (party ``"soloist"``).
"""

from schreiber.games.common import Line
from schreiber.games.crescendo.records import NAME_FIELDS, Deal, parse_deal, parties
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
from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.games.names import PRESETS as NAMES_OF_PRESETS
from schreiber.games.names import SIMPLE_OPTION_NAMES

# What the registry (schreiber.games.registry) reads of this game --------------------

TITLE = QT_TRANSLATE_NOOP("SessionListModel", "Crescendo")
"""The game's name as a player reads it (translated through the catalogue)."""
KINDS = SUIT_ORDER
"""The order the statistics list the kinds of deal in (:attr:`Parties.kind`)."""
SOLO_KIND_ORDER = SUIT_ORDER
"""The order the statistics list solos in (:attr:`Parties.solo_kind`)."""
BOCK = False
"""Whether the game knows Bock rounds (the sheet's Bock column)."""
DRAWN_DEALS = False
"""Whether a deal can end drawn (neither party wins)."""
BIDS = True
"""Whether every deal is a soloist's bid (the statistics say "bids", not "solos")."""
ENTRY_PANEL = "schreiber.ui.entry.crescendo:CrescendoPanel"
"""The window's entry panel, ``module:Class`` (imported by the window alone)."""
REFERENCE = "schreiber.reference.crescendo"
"""The module of the rules reference's pages."""
WORKBOOK = "schreiber.io.workbook_games.crescendo"
"""The module of the game's columns in the exported workbook's score sheet."""
WINNERS = ("soloist", "defenders")
"""The result's winner when the attackers win, and when the defenders win."""
WORD_ORDER: tuple[str, ...] = ()
"""The order the statistics list the announced words in."""
BONUS_KINDS: tuple[str, ...] = ()
"""The order the statistics list the bonuses in."""
PRESET_NAMES = NAMES_OF_PRESETS["crescendo"]
"""The presets as the rules editor names them: (context, code → name)."""
OPTION_NAMES = SIMPLE_OPTION_NAMES
"""The rule options as the rules editor names them."""


def settles_against_average(rules: object) -> bool:
    """Only the soloist writes, so the totals always settle against the average."""
    return True


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
    "STANDARD",
    "SUIT_ORDER",
    "TITLE",
    "WINNERS",
    "WORD_ORDER",
    "WORKBOOK",
    "Deal",
    "DealResult",
    "Line",
    "RuleSet",
    "bid_beats",
    "parse_deal",
    "parse_rules",
    "parties",
    "replay",
    "score",
    "score_request",
    "settles_against_average",
    "tricks_for",
    "validate",
]
