"""The names of the engine's codes, in English, marked for translation.

Game types, bonuses, announcements, rule options… are codes in the records
(``"solo_fleshless"``, ``"charlie_caught"``, ``"no60"``). People read them by
their names, which live here once, marked with :func:`QT_TRANSLATE_NOOP` in the
context the window shows them in, so that one Qt Linguist catalogue words them
for the window, the workbook and the engine's messages alike.

Pure Python: the window translates with ``QCoreApplication.translate``, the
headless workbook with :mod:`schreiber.catalogue`, the command line prints English.

A message that names a code passes it as a :class:`Term`: a ``str`` equal to the
code (so records and tests still compare codes) that formats as its English
name, and that the translating side words in the user's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from schreiber.games.errors import QT_TRANSLATE_NOOP, Whole
from schreiber.games.frozen import Frozen

GAMES: Final[dict[str, str]] = {
    "doppelkopf": QT_TRANSLATE_NOOP("SessionListModel", "Doppelkopf"),
    "schafkopf_pfalz": QT_TRANSLATE_NOOP("SessionListModel", "Pfälzer Schafkopf"),
    "crescendo": QT_TRANSLATE_NOOP("SessionListModel", "Crescendo"),
}

GAME_TYPES: Final[dict[str, str]] = {
    "normal": QT_TRANSLATE_NOOP("Doppelkopf", "Normal game"),
    "marriage": QT_TRANSLATE_NOOP("Doppelkopf", "Marriage"),
    "poverty": QT_TRANSLATE_NOOP("Doppelkopf", "Poverty"),
    "diamond_pair": QT_TRANSLATE_NOOP("Doppelkopf", "♦ pair game"),
    "silent_solo": QT_TRANSLATE_NOOP("Doppelkopf", "Silent solo"),
    "solo_queen": QT_TRANSLATE_NOOP("Doppelkopf", "Queen solo"),
    "solo_jack": QT_TRANSLATE_NOOP("Doppelkopf", "Jack solo"),
    "solo_clubs": QT_TRANSLATE_NOOP("Doppelkopf", "♣ solo"),
    "solo_spades": QT_TRANSLATE_NOOP("Doppelkopf", "♠ solo"),
    "solo_hearts": QT_TRANSLATE_NOOP("Doppelkopf", "♥ solo"),
    "solo_diamonds": QT_TRANSLATE_NOOP("Doppelkopf", "♦ solo"),
    "solo_fleshless": QT_TRANSLATE_NOOP("Doppelkopf", "Fleshless solo"),
    "solo_king": QT_TRANSLATE_NOOP("Doppelkopf", "King solo"),
    "solo_queen_jack": QT_TRANSLATE_NOOP("Doppelkopf", "Queen-jack solo"),
    "misere": QT_TRANSLATE_NOOP("Doppelkopf", "Misère"),
    "misere_ouvert": QT_TRANSLATE_NOOP("Doppelkopf", "Misère ouvert"),
    "redeal": QT_TRANSLATE_NOOP("Doppelkopf", "Redeal"),
}

ITEMS: Final[dict[str, str]] = {
    "won": QT_TRANSLATE_NOOP("Doppelkopf", "won"),
    "against_elders": QT_TRANSLATE_NOOP("Doppelkopf", "won against the elders"),
    "below_90": QT_TRANSLATE_NOOP("Doppelkopf", "loser below 90"),
    "below_60": QT_TRANSLATE_NOOP("Doppelkopf", "loser below 60"),
    "below_30": QT_TRANSLATE_NOOP("Doppelkopf", "loser below 30"),
    "schwarz": QT_TRANSLATE_NOOP("Doppelkopf", "loser took no trick (schwarz)"),
    "re_announced": QT_TRANSLATE_NOOP("Doppelkopf", "Re announced"),
    "kontra_announced": QT_TRANSLATE_NOOP("Doppelkopf", "Kontra announced"),
    "no90_announced": QT_TRANSLATE_NOOP("Doppelkopf", "“no 90” announced"),
    "no60_announced": QT_TRANSLATE_NOOP("Doppelkopf", "“no 60” announced"),
    "no30_announced": QT_TRANSLATE_NOOP("Doppelkopf", "“no 30” announced"),
    "schwarz_announced": QT_TRANSLATE_NOOP("Doppelkopf", "“schwarz” announced"),
    "no90_answered": QT_TRANSLATE_NOOP("Doppelkopf", "opponents said “no 90”, we reached 120"),
    "no60_answered": QT_TRANSLATE_NOOP("Doppelkopf", "opponents said “no 60”, we reached 90"),
    "no30_answered": QT_TRANSLATE_NOOP("Doppelkopf", "opponents said “no 30”, we reached 60"),
    "schwarz_answered": QT_TRANSLATE_NOOP("Doppelkopf", "opponents said “schwarz”, we reached 30"),
    "fox": QT_TRANSLATE_NOOP("Doppelkopf", "fox caught"),
    "charlie": QT_TRANSLATE_NOOP("Doppelkopf", "Charlie (last trick with ♣J)"),
    "charlie_caught": QT_TRANSLATE_NOOP("Doppelkopf", "Charlie caught"),
    "doppelkopf": QT_TRANSLATE_NOOP("Doppelkopf", "Doppelkopf"),
    "heart_ten_caught": QT_TRANSLATE_NOOP("Doppelkopf", "♥10 caught"),
    "fox_last_trick": QT_TRANSLATE_NOOP("Doppelkopf", "fox in the last trick"),
    "fox_first_trick": QT_TRANSLATE_NOOP("Doppelkopf", "fox caught in the first trick"),
    "hearts_trick": QT_TRANSLATE_NOOP("Doppelkopf", "trick of only hearts"),
    "fox_wins_last_trick": QT_TRANSLATE_NOOP("Doppelkopf", "last trick won with a fox"),
    "refusals_as_announced": QT_TRANSLATE_NOOP(
        "Doppelkopf", "the opponents' refusals, scored as announced"
    ),
    "ouvert": QT_TRANSLATE_NOOP("Doppelkopf", "misère ouvert"),
    "solo": QT_TRANSLATE_NOOP("Doppelkopf", "solo doubles"),
    "bock": QT_TRANSLATE_NOOP("Doppelkopf", "Bock"),
    "bock_game_points": QT_TRANSLATE_NOOP("Doppelkopf", "Bock (game points only)"),
}

BONUSES: Final[dict[str, str]] = {
    "fox": QT_TRANSLATE_NOOP("Doppelkopf", "Fox"),
    "charlie": QT_TRANSLATE_NOOP("Doppelkopf", "Charlie"),
    "charlie_caught": QT_TRANSLATE_NOOP("Doppelkopf", "Charlie caught"),
    "doppelkopf": QT_TRANSLATE_NOOP("Doppelkopf", "Doppelkopf"),
    "heart_ten_caught": QT_TRANSLATE_NOOP("Doppelkopf", "♥10 caught"),
    "fox_last_trick": QT_TRANSLATE_NOOP("Doppelkopf", "Fox, last trick"),
    "fox_first_trick": QT_TRANSLATE_NOOP("Doppelkopf", "Fox, first trick"),
    "hearts_trick": QT_TRANSLATE_NOOP("Doppelkopf", "Hearts trick"),
    "fox_wins_last_trick": QT_TRANSLATE_NOOP("Doppelkopf", "Fox wins last trick"),
}

WORDS: Final[dict[str, str]] = {
    "re": QT_TRANSLATE_NOOP("Doppelkopf", "Re"),
    "kontra": QT_TRANSLATE_NOOP("Doppelkopf", "Kontra"),
    "no90": QT_TRANSLATE_NOOP("Doppelkopf", "no 90"),
    "no60": QT_TRANSLATE_NOOP("Doppelkopf", "no 60"),
    "no30": QT_TRANSLATE_NOOP("Doppelkopf", "no 30"),
    "schwarz": QT_TRANSLATE_NOOP("Doppelkopf", "schwarz"),
}

REDEAL_REASONS: Final[dict[str, str]] = {
    "poverty_refused": QT_TRANSLATE_NOOP("Doppelkopf", "nobody took the poverty"),
    "redeal_hand": QT_TRANSLATE_NOOP("Doppelkopf", "a redeal hand was shown"),
    "other": QT_TRANSLATE_NOOP("Doppelkopf", "misdeal or other"),
}


CONTRACTS: Final[dict[str, str]] = {
    "simple": QT_TRANSLATE_NOOP("SheetModel", "Simple game"),
    "solo": QT_TRANSLATE_NOOP("SheetModel", "Solo"),
    "solo_du": QT_TRANSLATE_NOOP("SheetModel", "Solo du"),
    "ace_call": QT_TRANSLATE_NOOP("SheetModel", "Ace call"),
    "redeal": QT_TRANSLATE_NOOP("SheetModel", "Redeal"),
}
"""Pfälzer Schafkopf's contracts as the score sheet names them."""

OPTIONS: Final[dict[str, str]] = {
    "without_nines": QT_TRANSLATE_NOOP("RulesEditor", "Without nines"),
    "second_heart_ten_wins": QT_TRANSLATE_NOOP("RulesEditor", "Second ♥10 beats the first"),
    "king_solo": QT_TRANSLATE_NOOP("RulesEditor", "King solo"),
    "queen_jack_solo": QT_TRANSLATE_NOOP("RulesEditor", "Queen-jack solo"),
    "schweinchen": QT_TRANSLATE_NOOP("RulesEditor", "Schweinchen"),
    "hyperschweinchen": QT_TRANSLATE_NOOP("RulesEditor", "Hyperschweinchen"),
    "poverty": QT_TRANSLATE_NOOP("RulesEditor", "Poverty"),
    "poverty_refused_rotates": QT_TRANSLATE_NOOP(
        "RulesEditor", "Refused poverty passes the deal on"
    ),
    "redeal_hands": QT_TRANSLATE_NOOP("RulesEditor", "Redeal hands"),
    "solo_priority_by_kind": QT_TRANSLATE_NOOP("RulesEditor", "Solo priority by kind"),
    "misere": QT_TRANSLATE_NOOP("RulesEditor", "Misère"),
    "doppelkopf_in_solo": QT_TRANSLATE_NOOP("RulesEditor", "Doppelkopf counts in a solo"),
    "charlie_caught": QT_TRANSLATE_NOOP("RulesEditor", "Charlie caught"),
    "doppelkopf_bonus": QT_TRANSLATE_NOOP("RulesEditor", "Doppelkopf for"),
    "charlie_caught_any_trick": QT_TRANSLATE_NOOP("RulesEditor", "In any trick"),
    "fox_wins_last_trick": QT_TRANSLATE_NOOP("RulesEditor", "Fox wins the last trick"),
    "heart_ten_caught": QT_TRANSLATE_NOOP("RulesEditor", "♥10 caught"),
    "fox_last_trick": QT_TRANSLATE_NOOP("RulesEditor", "Fox in the last trick"),
    "fox_first_trick": QT_TRANSLATE_NOOP("RulesEditor", "Fox in the first trick"),
    "hearts_trick": QT_TRANSLATE_NOOP("RulesEditor", "Hearts trick"),
    "plus_only": QT_TRANSLATE_NOOP("RulesEditor", "Plus entries only"),
    "solo_doubles": QT_TRANSLATE_NOOP("RulesEditor", "Solo doubles"),
    "solo_implies_re": QT_TRANSLATE_NOOP("RulesEditor", "Solo counts as Re announced"),
    "re_kontra_doubles": QT_TRANSLATE_NOOP("RulesEditor", "Re and Kontra double"),
    "re_kontra_doubles_bonuses": QT_TRANSLATE_NOOP("RulesEditor", "Bonuses doubled too"),
    "refusal_scoring": QT_TRANSLATE_NOOP("RulesEditor", "Refusals score"),
    "elders_point": QT_TRANSLATE_NOOP("RulesEditor", "Point against the elders"),
    "elders_in_poverty": QT_TRANSLATE_NOOP("RulesEditor", "Also against a poverty pair"),
    "minus_only": QT_TRANSLATE_NOOP("RulesEditor", "Minus entries only"),
    "draw_counts_below": QT_TRANSLATE_NOOP("RulesEditor", "A draw scores the low points"),
    # §13.8 options other score pads offer
    "elders_point_in_solo": QT_TRANSLATE_NOOP("RulesEditor", "Also against a soloist"),
    "draw_scores": QT_TRANSLATE_NOOP("RulesEditor", "A draw scores"),
    "re_kontra_value": QT_TRANSLATE_NOOP("RulesEditor", "Points for Re or Kontra"),
    "feigheit": QT_TRANSLATE_NOOP("RulesEditor", "Feigheit"),
    "bock": QT_TRANSLATE_NOOP("RulesEditor", "Bock rounds"),
    "bock_mode": QT_TRANSLATE_NOOP("RulesEditor", "Overlapping rounds"),
    "bock_max_level": QT_TRANSLATE_NOOP("RulesEditor", "Highest level"),
    "bock_effect": QT_TRANSLATE_NOOP("RulesEditor", "Each level"),
    "bock_plus": QT_TRANSLATE_NOOP("RulesEditor", "Points per level"),
    "bock_scope": QT_TRANSLATE_NOOP("RulesEditor", "Bock applies to"),
    "bock_on_schwarz": QT_TRANSLATE_NOOP("RulesEditor", "Schwarz"),
    "bock_on_tie": QT_TRANSLATE_NOOP("RulesEditor", "120 : 120"),
    "bock_on_zero_value": QT_TRANSLATE_NOOP("RulesEditor", "Value 0"),
    "bock_on_re_lost": QT_TRANSLATE_NOOP("RulesEditor", "Re announced and lost"),
    "bock_on_kontra_lost": QT_TRANSLATE_NOOP("RulesEditor", "Kontra announced and lost"),
    "bock_on_hearts_trick": QT_TRANSLATE_NOOP("RulesEditor", "Hearts trick"),
    "bock_on_doppelkopf": QT_TRANSLATE_NOOP("RulesEditor", "Doppelkopf"),
    "bock_on_custom": QT_TRANSLATE_NOOP("RulesEditor", "Agreed event"),
    "bock_on_lost_solo": QT_TRANSLATE_NOOP("RulesEditor", "Lost solo"),
    "suit_solos": QT_TRANSLATE_NOOP("RulesEditor", "Suit solos"),
    "fleshless_solo": QT_TRANSLATE_NOOP("RulesEditor", "Fleshless solo"),
    "heart_ten": QT_TRANSLATE_NOOP("RulesEditor", "The ♥10"),
    "joker": QT_TRANSLATE_NOOP("RulesEditor", "Joker"),
    "genscher": QT_TRANSLATE_NOOP("RulesEditor", "Genscher"),
    "poverty_fox_not_counted": QT_TRANSLATE_NOOP("RulesEditor", "Fox not counted"),
    "poverty_trumps_only": QT_TRANSLATE_NOOP("RulesEditor", "Only trumps passed"),
    "poverty_no_trump_back": QT_TRANSLATE_NOOP("RulesEditor", "No trump back"),
    "poverty_wirth": QT_TRANSLATE_NOOP("RulesEditor", "Wirth's rule"),
    "poverty_below_marriage": QT_TRANSLATE_NOOP("RulesEditor", "Marriage beats poverty"),
    "marriage_partner": QT_TRANSLATE_NOOP("RulesEditor", "Marriage partner"),
    "reservation_order": QT_TRANSLATE_NOOP("RulesEditor", "Rival solos"),
    "diamond_top": QT_TRANSLATE_NOOP("RulesEditor", "♦ card on top"),
    "diamond_pair_game": QT_TRANSLATE_NOOP("RulesEditor", "♦ pair game"),
    "schweinchen_declare": QT_TRANSLATE_NOOP("RulesEditor", "Schweinchen said"),
    "announce_on_own_turn": QT_TRANSLATE_NOOP("RulesEditor", "Announce on your turn only"),
    "zwingen": QT_TRANSLATE_NOOP("RulesEditor", "Zwingen"),
    "compulsory_solo": QT_TRANSLATE_NOOP("RulesEditor", "Compulsory solo"),
    "round_length": QT_TRANSLATE_NOOP("RulesEditor", "Deals per round"),
    "compulsory_solo_suspends_bock": QT_TRANSLATE_NOOP(
        "RulesEditor", "No Bock in a compulsory solo"
    ),
    "soloist_leads": QT_TRANSLATE_NOOP("RulesEditor", "Same dealer after every solo"),
    "announcement_timing": QT_TRANSLATE_NOOP("RulesEditor", "Timing"),
    "marriage_deadlines": QT_TRANSLATE_NOOP("RulesEditor", "In a marriage"),
    "end_after_deals": QT_TRANSLATE_NOOP("RulesEditor", "End after deals"),
    "end_at_score": QT_TRANSLATE_NOOP("RulesEditor", "End at score"),
    "sit_out": QT_TRANSLATE_NOOP("RulesEditor", "Who sits out"),
    "sit_out_offsets": QT_TRANSLATE_NOOP("RulesEditor", "Seats that sit out"),
}
OPTION_VALUES: Final[dict[str, dict[str, str]]] = {
    "sit_out": {
        "after_dealer": QT_TRANSLATE_NOOP("RulesEditor", "The dealer (and those before)"),
        "opposite": QT_TRANSLATE_NOOP("RulesEditor", "Dealer and the player opposite (6 players)"),
    },
    "doppelkopf_bonus": {
        "forty": QT_TRANSLATE_NOOP("RulesEditor", "a trick worth 40 or more"),
        "pair": QT_TRANSLATE_NOOP("RulesEditor", "two equal cards in a trick"),
    },
    "refusal_scoring": {
        "reached": QT_TRANSLATE_NOOP("RulesEditor", "What the winner reached"),
        "as_announced": QT_TRANSLATE_NOOP("RulesEditor", "As announced"),
    },
    "bock_mode": {
        "stack": QT_TRANSLATE_NOOP("RulesEditor", "Stack (×4, ×8 where they overlap)"),
        "queue": QT_TRANSLATE_NOOP("RulesEditor", "Queue (one after another)"),
        "ignore": QT_TRANSLATE_NOOP("RulesEditor", "Ignore (never above one level)"),
        "merge": QT_TRANSLATE_NOOP("RulesEditor", "Merge (overlapping rounds join)"),
        "cap": QT_TRANSLATE_NOOP("RulesEditor", "Cap (levels above the highest are lost)"),
    },
    "draw_scores": {
        "reached": QT_TRANSLATE_NOOP("RulesEditor", "“We reached …” points and bonuses"),
        "bonuses_only": QT_TRANSLATE_NOOP("RulesEditor", "Bonuses only"),
    },
    "bock_scope": {
        "value": QT_TRANSLATE_NOOP("RulesEditor", "the whole value"),
        "game_points": QT_TRANSLATE_NOOP("RulesEditor", "the game points only"),
    },
    "bock_effect": {
        "double": QT_TRANSLATE_NOOP("RulesEditor", "doubles the value"),
        "plus": QT_TRANSLATE_NOOP("RulesEditor", "adds points"),
    },
    "announcement_timing": {
        "standard": QT_TRANSLATE_NOOP("RulesEditor", "Standard: 11, 10, 9, 8, 7 cards"),
        "late_refusals": QT_TRANSLATE_NOOP("RulesEditor", "Late refusals: 12, 10, 8, 6, 4 cards"),
    },
    "marriage_deadlines": {
        "shift": QT_TRANSLATE_NOOP("RulesEditor", "Deadlines shift by the clarifying trick − 1"),
        "after_clarifying_trick": QT_TRANSLATE_NOOP(
            "RulesEditor", "No announcement before the partner is found"
        ),
        "double": QT_TRANSLATE_NOOP("RulesEditor", "“Double” while undecided"),
    },
    "suit_solos": {
        "all": QT_TRANSLATE_NOOP("RulesEditor", "all four"),
        "trump_only": QT_TRANSLATE_NOOP("RulesEditor", "♦ only (“trump solo”)"),
        "none": QT_TRANSLATE_NOOP("RulesEditor", "none"),
    },
    "heart_ten": {
        "top": QT_TRANSLATE_NOOP("RulesEditor", "the highest trump"),
        "plain": QT_TRANSLATE_NOOP("RulesEditor", "an ordinary heart"),
    },
    "marriage_partner": {
        "first_trick": QT_TRANSLATE_NOOP("RulesEditor", "first trick won by another"),
        "first_plain_trick": QT_TRANSLATE_NOOP("RulesEditor", "first plain-suit trick"),
        "named_trick": QT_TRANSLATE_NOOP("RulesEditor", "a trick the holder names"),
        "holder_chooses": QT_TRANSLATE_NOOP("RulesEditor", "the holder chooses per deal"),
    },
    "schweinchen_declare": {
        "when_played": QT_TRANSLATE_NOOP("RulesEditor", "when the first ♦A is played"),
        "before_play": QT_TRANSLATE_NOOP("RulesEditor", "before the first trick"),
    },
    "reservation_order": {
        "seat": QT_TRANSLATE_NOOP("RulesEditor", "the earlier seat"),
        "last_declarer": QT_TRANSLATE_NOOP("RulesEditor", "the last to declare"),
        "bid_90": QT_TRANSLATE_NOOP("RulesEditor", "outbidding with 90, 60 …"),
    },
}
SIMPLE_OPTIONS: Final[dict[str, str]] = {
    "tops_include_skat": QT_TRANSLATE_NOOP("SimpleRulesEditor", "Tops count the Skat"),
    "schneider_at_30": QT_TRANSLATE_NOOP("SimpleRulesEditor", "Schneider at 30"),
    "ace_call_hearts_point": QT_TRANSLATE_NOOP("SimpleRulesEditor", "Hearts point in an ace call"),
    "table": QT_TRANSLATE_NOOP("SimpleRulesEditor", "Players at the table"),
    "min_bid": QT_TRANSLATE_NOOP("SimpleRulesEditor", "Lowest bid"),
    "end_after_deals": QT_TRANSLATE_NOOP("SimpleRulesEditor", "End after deals"),
    "end_at_score": QT_TRANSLATE_NOOP("SimpleRulesEditor", "End at score"),
}

PRESETS: Final[dict[str, tuple[str, dict[str, str]]]] = {
    "doppelkopf": (
        "RulesEditor",
        {
            "standard": QT_TRANSLATE_NOOP(
                "RulesEditor", "Standard (house rules of the rules page)"
            ),
            "ddv": QT_TRANSLATE_NOOP("RulesEditor", "DDV tournament"),
        },
    ),
    "schafkopf_pfalz": (
        "SimpleRulesEditor",
        {"standard": QT_TRANSLATE_NOOP("SimpleRulesEditor", "Standard")},
    ),
    "crescendo": (
        "SimpleRulesEditor",
        {"standard": QT_TRANSLATE_NOOP("SimpleRulesEditor", "Standard")},
    ),
}
"""Each game's presets as its rules editor names them: (context, code → name)."""

OPTION_GROUPS: Final[dict[str, str]] = {
    "charlie_caught_any_trick": QT_TRANSLATE_NOOP("RulesEditor", "Charlie caught"),
    "re_kontra_doubles_bonuses": QT_TRANSLATE_NOOP("RulesEditor", "Re and Kontra double"),
    "elders_in_poverty": QT_TRANSLATE_NOOP("RulesEditor", "Point against the elders"),
    "elders_point_in_solo": QT_TRANSLATE_NOOP("RulesEditor", "Point against the elders"),
    "round_length": QT_TRANSLATE_NOOP("RulesEditor", "Compulsory solo"),
    "compulsory_solo_suspends_bock": QT_TRANSLATE_NOOP("RulesEditor", "Compulsory solo"),
    "bock_mode": QT_TRANSLATE_NOOP("RulesEditor", "Bock rounds"),
    "bock_max_level": QT_TRANSLATE_NOOP("RulesEditor", "Bock rounds"),
    "bock_effect": QT_TRANSLATE_NOOP("RulesEditor", "Bock rounds"),
    "bock_plus": QT_TRANSLATE_NOOP("RulesEditor", "Bock rounds"),
    "bock_scope": QT_TRANSLATE_NOOP("RulesEditor", "Bock rounds"),
    "bock_on_schwarz": QT_TRANSLATE_NOOP("RulesEditor", "What starts a Bock round"),
    "bock_on_tie": QT_TRANSLATE_NOOP("RulesEditor", "What starts a Bock round"),
    "bock_on_zero_value": QT_TRANSLATE_NOOP("RulesEditor", "What starts a Bock round"),
    "bock_on_re_lost": QT_TRANSLATE_NOOP("RulesEditor", "What starts a Bock round"),
    "bock_on_kontra_lost": QT_TRANSLATE_NOOP("RulesEditor", "What starts a Bock round"),
    "bock_on_hearts_trick": QT_TRANSLATE_NOOP("RulesEditor", "What starts a Bock round"),
    "bock_on_doppelkopf": QT_TRANSLATE_NOOP("RulesEditor", "What starts a Bock round"),
    "bock_on_custom": QT_TRANSLATE_NOOP("RulesEditor", "What starts a Bock round"),
    "bock_on_lost_solo": QT_TRANSLATE_NOOP("RulesEditor", "What starts a Bock round"),
    "poverty_fox_not_counted": QT_TRANSLATE_NOOP("RulesEditor", "Poverty (Armut)"),
    "poverty_trumps_only": QT_TRANSLATE_NOOP("RulesEditor", "Poverty (Armut)"),
    "poverty_no_trump_back": QT_TRANSLATE_NOOP("RulesEditor", "Poverty (Armut)"),
    "poverty_wirth": QT_TRANSLATE_NOOP("RulesEditor", "Poverty (Armut)"),
    "announcement_timing": QT_TRANSLATE_NOOP("RulesEditor", "Announcement deadlines"),
    "marriage_deadlines": QT_TRANSLATE_NOOP("RulesEditor", "Announcement deadlines"),
}
"""Doppelkopf options whose label reads only under another option or heading (in
the editor they stand indented under it, or below the heading): that option's
label or the heading. A list of options outside the editor names them as
"group: label"."""


class OptionNames(Frozen):
    """A game's rule options as its rules editor names them: the translation
    ``context``, option code → name, the group an option reads under
    (:data:`OPTION_GROUPS`) and each option's choices (:data:`OPTION_VALUES`)."""

    FIELDS = ("context", "options", "groups", "values")
    __slots__ = FIELDS
    context: str
    options: Mapping[str, str]
    groups: Mapping[str, str]
    values: Mapping[str, Mapping[str, str]]

    def __init__(
        self,
        context: str,
        options: Mapping[str, str],
        groups: Mapping[str, str] | None = None,
        values: Mapping[str, Mapping[str, str]] | None = None,
    ) -> None:
        object.__setattr__(self, "context", context)
        object.__setattr__(self, "options", options)
        object.__setattr__(self, "groups", {} if groups is None else groups)
        object.__setattr__(self, "values", {} if values is None else values)


DOPPELKOPF_OPTIONS: Final = OptionNames("RulesEditor", OPTIONS, OPTION_GROUPS, OPTION_VALUES)
"""Doppelkopf's options (its own rules editor)."""
SIMPLE_OPTION_NAMES: Final = OptionNames("SimpleRulesEditor", SIMPLE_OPTIONS)
"""The options of the games with the simple rules editor (Schafkopf, Crescendo)."""


OPTION_VALUE_NAMES: Final[dict[str, str]] = {
    f"{option}.{value}": name
    for option, names in OPTION_VALUES.items()
    for value, name in names.items()
}
"""The choices of :data:`OPTION_VALUES` under one key each: ``"sit_out.opposite"``."""

TABLES: Final[dict[str, tuple[str, Mapping[str, str]]]] = {
    "game": ("SessionListModel", GAMES),
    "game_type": ("Doppelkopf", GAME_TYPES),
    "bonus": ("Doppelkopf", BONUSES),
    "word": ("Doppelkopf", WORDS),
    "reason": ("Doppelkopf", REDEAL_REASONS),
    "contract": ("SheetModel", CONTRACTS),
    "option": ("RulesEditor", OPTIONS),
    "option_value": ("RulesEditor", OPTION_VALUE_NAMES),
    "simple_option": ("SimpleRulesEditor", SIMPLE_OPTIONS),
}
"""Each kind of :class:`Term`: the translation context and code → English name."""


class Term(str):
    """A code that a message shows by its name: ``Term("bonus", "charlie_caught")``.

    It equals the code (records, tests and JSON see the code); formatted, it is
    the English name ("Charlie caught"); :attr:`source` is what a catalogue
    translates.
    """

    kind: str

    def __new__(cls, kind: str, code: str) -> Term:
        if kind not in TABLES:
            raise KeyError(kind)
        term = super().__new__(cls, code)
        term.kind = kind
        return term

    def __reduce__(self) -> tuple[type[Term], tuple[str, str]]:
        return (Term, (self.kind, self.code))

    @property
    def code(self) -> str:
        return str.__str__(self)

    @property
    def source(self) -> tuple[str, str]:
        """(context, English name) to translate; an unknown code stands for itself."""
        context, names = TABLES[self.kind]
        return context, names.get(self.code, self.code)

    def __str__(self) -> str:
        return self.source[1]

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return repr(str(self))


class Terms(tuple[Term, ...], Whole):
    """Several codes named in a message as a list: "Re, no 90, no 60"."""

    __slots__ = ()

    def __str__(self) -> str:
        return ", ".join(str(term) for term in self)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def option_value(option: str, value: str) -> Term:
    """One choice of a Doppelkopf option, for a message: ``option_value("sit_out", "opposite")``."""
    return Term("option_value", f"{option}.{value}")
