"""The Doppelkopf rule set: every option of ``shared/rules/doppelkopf.md``.

A :class:`RuleSet` is immutable and complete: a session stores all options it
was played with, never just a preset's name (§12), so changing a preset later
cannot change old sessions.

Choices the rules file leaves to us, fixed here:

* ``re_kontra_doubles_bonuses`` (sub-option of ``re_kontra_doubles``, default
  off): when off, each Re/Kontra announcement doubles the game points only and
  the bonuses of §6 are added afterwards; when on, the bonuses are doubled as
  well. The seed calls doubling the bonuses a variant some tables play, so the
  plain reading is the default.
* Extra bonus kinds are switched on one by one and carry fixed points taken
  from the seed page: ``heart_ten_caught`` 1, ``fox_last_trick`` 2 (instead of
  the fox's 1), ``fox_first_trick`` 2 (instead of 1), ``hearts_trick`` 1,
  ``fox_wins_last_trick`` 1 (§13.3).
  The rules file's ``charlie_caught_none`` (no points for capturing a Charlie)
  is the same as ``charlie_caught`` off; it is accepted as an override and
  stored as ``charlie_caught: false``.
* Bonuses in a solo (§6, §12): only the doppelkopf, and only with
  ``doppelkopf_in_solo`` (on in ``standard``, off in ``ddv``).
* ``solo_doubles`` applies to every 1-vs-3 deal (declared solo, silent solo,
  marriage without partner); ``solo_implies_re`` only to declared solos, the
  ones announced before play.
* §13.8 ``elders_point_in_solo`` needs ``elders_point`` (it extends that point to a
  lost solo; a misère, §13.1, still has none). ``draw_scores = bonuses_only`` wins
  over ``draw_counts_below``: a draw scores the bonuses of §6 and nothing else.
  ``re_kontra_value`` also sets what Re/Kontra add in a misère. ``feigheit``
  counts the steps a winner reached (loser below 90, 60, 30, schwarz) against its
  highest refusal (none: 0, no 90: 1 … schwarz: 4); a party that announced
  nothing at all is held to 0 steps too. ``bock_mode = cap`` without
  ``bock_max_level`` has nothing to drop and plays as ``stack``.
* Bock triggers are one switch each (``bock_on_*``) under the master switch
  ``bock``; ``bock_effect`` is ``double`` or ``plus`` with ``bock_plus``
  points per level.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import (
    as_bool,
    as_choice,
    as_int,
    as_list,
    read_rule_changes,
)
from schreiber.games.frozen import Frozen
from schreiber.games.names import Term, option_value

SIT_OUT_CHOICES: Final = ("after_dealer", "opposite")
BOCK_MODES: Final = ("stack", "queue", "ignore", "merge", "cap")
BOCK_SCOPES: Final = ("value", "game_points")
REFUSAL_SCORINGS: Final = ("reached", "as_announced")
DOPPELKOPF_BONUSES: Final = ("forty", "pair")
BOCK_EFFECTS: Final = ("double", "plus")
ANNOUNCEMENT_TIMINGS: Final = ("standard", "late_refusals")
MARRIAGE_DEADLINES: Final = ("shift", "after_clarifying_trick", "double")
# §13.8 options other score pads offer
DRAW_SCORES: Final = ("reached", "bonuses_only")
# §13.4 game types, cards and bidding
SUIT_SOLOS: Final = ("all", "trump_only", "none")
HEART_TENS: Final = ("top", "plain")
# §13.7 holder_chooses: the marriage's holder picks one of the others per deal.
MARRIAGE_PARTNERS: Final = ("first_trick", "first_plain_trick", "named_trick", "holder_chooses")
RESERVATION_ORDERS: Final = ("seat", "last_declarer", "bid_90")
# §13.7 the last variants of seed 000
DIAMOND_CARDS: Final = ("A", "10", "K", "9", "J", "Q")
SCHWEINCHEN_DECLARES: Final = ("when_played", "before_play")

UNKNOWN_OPTION = QT_TRANSLATE_NOOP("RecordError", "is not a Doppelkopf option; remove it")
HYPER_NEEDS_SCHWEIN = QT_TRANSLATE_NOOP(
    "RecordError", "needs the option “{option}”; switch that on first"
)
PLUS_AND_MINUS_ONLY = QT_TRANSLATE_NOOP(
    "RecordError",
    "“{plus}” and “{minus}” exclude each other; switch one off",
)
GENSCHER_NEEDS_HYPER = QT_TRANSLATE_NOOP(
    "RecordError",
    "“{option}” is played with “{needed}” only; switch on “{needed}” first",
)
JOKER_AND_HYPER = QT_TRANSLATE_NOOP(
    "RecordError",
    "with “{joker}” one ♦9 (♦10 without nines) is gone, so nobody holds both: "
    "switch off “{hyper}” or “{joker}”",
)
PLAIN_HEART_TEN_SECOND = QT_TRANSLATE_NOOP(
    "RecordError",
    "“{option}” needs the ♥10 as the top trump; with “{heart_ten}” set to “{value}” switch it off",
)
RE_KONTRA_VALUE_AND_DOUBLES = QT_TRANSLATE_NOOP(
    "RecordError",
    "“{doubles}” and “{value}” exclude each other: with doubling an announcement adds no "
    "points; switch off “{doubles}” or set “{value}” to 2",
)
DIAMOND_TOP_CONFLICT = QT_TRANSLATE_NOOP(
    "RecordError",
    "with “{option}” the ♥10 is an ordinary heart and the ♦ card is the highest trump, "
    "so “{other}” cannot be played with it; switch off one of them",
)
NO_DIAMOND_NINE = QT_TRANSLATE_NOOP(
    "RecordError",
    "there is no ♦9 without nines; pick another ♦ card for “{option}”",
)
OPPOSITE_NEEDS_SIX = QT_TRANSLATE_NOOP(
    "RecordError", "“{value}” works only with 6 players; pick “{other}”"
)
OFFSETS_COUNT = QT_TRANSLATE_NOOP(
    "RecordError",
    "must name {expected} seat(s) with {players} players, one for each player beyond four "
    "(got {count}); or leave it empty to follow “{option}”",
)
OFFSET_RANGE = QT_TRANSLATE_NOOP(
    "RecordError",
    "seat {value} is not at the table; seats are counted clockwise from the dealer, "
    "0 (the dealer) to {high}",
)
OFFSET_TWICE = QT_TRANSLATE_NOOP("RecordError", "names seat {value} twice; give each seat once")


class RuleSet(Frozen):
    """All options of a Doppelkopf session. Defaults are the ``standard`` preset.

    Each option is a field with its default here; an instance keeps the options
    given to it, the rest are the class's defaults. ``FIELDS`` are the options in
    declaration order."""

    # §1 cards
    without_nines: bool = False
    second_heart_ten_wins: bool = False
    king_solo: bool = False
    queen_jack_solo: bool = False
    schweinchen: bool = False
    hyperschweinchen: bool = False
    # §2 players
    sit_out: str = "after_dealer"
    sit_out_offsets: tuple[int, ...] | None = None  # None: who sits out follows sit_out
    # §3 game types
    poverty: bool = True
    redeal_hands: bool = False
    poverty_refused_rotates: bool = False
    solo_priority_by_kind: bool = False
    misere: bool = False
    # §13.4 game types, cards and bidding
    suit_solos: str = "all"
    fleshless_solo: bool = True
    heart_ten: str = "top"
    joker: bool = False
    genscher: bool = False
    poverty_fox_not_counted: bool = False
    poverty_trumps_only: bool = False
    poverty_no_trump_back: bool = False
    poverty_wirth: bool = False
    poverty_below_marriage: bool = False
    marriage_partner: str = "first_trick"
    reservation_order: str = "seat"
    # §13.7 the last variants of seed 000
    diamond_top: str | None = None  # both copies of this ♦ card are the highest trumps
    diamond_pair_game: str | None = None  # the holders of this ♦ card may play as Re
    schweinchen_declare: str = "when_played"
    # §6 bonuses
    doppelkopf_in_solo: bool = True
    doppelkopf_bonus: str = "forty"
    charlie_caught: bool = True
    charlie_caught_any_trick: bool = False
    heart_ten_caught: bool = False
    fox_last_trick: bool = False
    fox_first_trick: bool = False
    hearts_trick: bool = False
    fox_wins_last_trick: bool = False
    # §5 points table
    draw_counts_below: bool = False
    refusal_scoring: str = "reached"
    elders_point: bool = True
    elders_in_poverty: bool = True
    # §13.8 options other score pads offer
    elders_point_in_solo: bool = False
    draw_scores: str = "reached"
    re_kontra_value: int = 2
    feigheit: bool = False
    # §7 recording
    plus_only: bool = False
    minus_only: bool = False
    re_kontra_doubles: bool = False
    re_kontra_doubles_bonuses: bool = False
    solo_doubles: bool = False
    solo_implies_re: bool = False
    # §8 Bock
    bock: bool = True
    bock_on_tie: bool = True
    bock_on_zero_value: bool = True
    bock_on_re_lost: bool = True
    bock_on_kontra_lost: bool = True
    bock_on_hearts_trick: bool = True
    bock_on_doppelkopf: bool = False
    bock_on_custom: bool = False
    bock_on_lost_solo: bool = False
    bock_on_schwarz: bool = False
    bock_mode: str = "stack"
    bock_max_level: int | None = None
    bock_effect: str = "double"
    bock_plus: int = 1
    bock_scope: str = "value"
    compulsory_solo_suspends_bock: bool = False
    # §9 compulsory solo
    compulsory_solo: bool = False
    round_length: int = 24
    soloist_leads: bool = False
    # §10 deadlines
    announcement_timing: str = "standard"
    marriage_deadlines: str = "shift"
    announce_on_own_turn: bool = False
    zwingen: bool = False
    # Session end (shared with the other games): after a number of deals, or
    # when a total reaches a score; None = play on.
    end_after_deals: int | None = None
    end_at_score: int | None = None

    FIELDS = tuple(__annotations__)

    def __init__(self, **options: object) -> None:
        for name, value in options.items():
            if name not in _OPTIONS:
                raise TypeError(f"RuleSet.__init__() got an unexpected keyword argument {name!r}")
            object.__setattr__(self, name, value)

    @property
    def tricks_per_deal(self) -> int:
        return 10 if self.without_nines else 12

    @property
    def last_clarifying_trick(self) -> int:
        """The latest trick that can find a marriage partner (§3; §13.4 ``named_trick``;
        §13.7 ``holder_chooses``: any trick, as the holder may name one)."""
        return last_clarifying_trick(self, None)

    def to_json(self) -> dict[str, object]:
        """The complete option set, in declaration order."""
        out = {name: getattr(self, name) for name in self.FIELDS}
        if self.sit_out_offsets is not None:
            out["sit_out_offsets"] = list(self.sit_out_offsets)
        return out


_OPTIONS: Final = frozenset(RuleSet.FIELDS)
STANDARD: Final = RuleSet()

DDV: Final = RuleSet(
    poverty=False,
    compulsory_solo=True,
    round_length=24,
    doppelkopf_in_solo=False,
    charlie_caught=False,
    bock=False,
    draw_counts_below=True,
)

PRESETS: Final[Mapping[str, RuleSet]] = {"standard": STANDARD, "ddv": DDV}

_CHOICES: Final[Mapping[str, tuple[str, ...]]] = {
    "sit_out": SIT_OUT_CHOICES,
    "bock_mode": BOCK_MODES,
    "refusal_scoring": REFUSAL_SCORINGS,
    "doppelkopf_bonus": DOPPELKOPF_BONUSES,
    "bock_effect": BOCK_EFFECTS,
    "bock_scope": BOCK_SCOPES,
    "announcement_timing": ANNOUNCEMENT_TIMINGS,
    "marriage_deadlines": MARRIAGE_DEADLINES,
    "suit_solos": SUIT_SOLOS,
    "heart_ten": HEART_TENS,
    "marriage_partner": MARRIAGE_PARTNERS,
    "reservation_order": RESERVATION_ORDERS,
    "schweinchen_declare": SCHWEINCHEN_DECLARES,
    "draw_scores": DRAW_SCORES,
}
# §13.7: options that are null (off) or a ♦ card.
_DIAMOND_OPTIONS: Final = ("diamond_top", "diamond_pair_game")
_RANGES: Final[Mapping[str, tuple[int, int]]] = {
    "bock_max_level": (1, 10),
    "bock_plus": (1, 1000),
    "re_kontra_value": (1, 2),
    "round_length": (1, 1000),
    "end_after_deals": (1, 10_000),
    "end_at_score": (1, 1_000_000),
}
_ALIASES: Final[Mapping[str, tuple[str, bool]]] = {
    # option name in the rules file -> (our option, value it stands for when true)
    "charlie_caught_none": ("charlie_caught", False),
}
OPTION_NAMES: Final = _OPTIONS


def parse_option(name: str, value: object, field: str) -> object:
    """Check one option value against its declared type."""
    default = getattr(STANDARD, name)
    if name == "sit_out_offsets":
        return parse_sit_out_offsets(value, field)
    if name in _CHOICES:
        return as_choice(value, field, _CHOICES[name])
    if name in _DIAMOND_OPTIONS:
        return None if value is None else as_choice(value, field, DIAMOND_CARDS)
    if name in ("bock_max_level", "end_after_deals", "end_at_score"):
        if value is None:
            return None
        return as_int(value, field, *_RANGES[name])
    if isinstance(default, bool):
        return as_bool(value, field)
    low, high = _RANGES[name]
    return as_int(value, field, low, high)


def partner_rule(rules: RuleSet, chosen: str | None) -> str:
    """How a marriage's partner is found in a deal: the rules' ``marriage_partner``, or
    with ``holder_chooses`` (§13.7) the holder's choice the deal records (``None``
    when not known yet: then any trick may still be the one)."""
    if rules.marriage_partner != "holder_chooses":
        return rules.marriage_partner
    return chosen or "holder_chooses"


def last_clarifying_trick(rules: RuleSet, chosen: str | None) -> int:
    """The latest trick that can find the partner of a marriage played with ``chosen``."""
    rule = partner_rule(rules, chosen)
    return rules.tricks_per_deal if rule in ("named_trick", "holder_chooses") else 3


def parse_sit_out_offsets(value: object, field: str) -> tuple[int, ...] | None:
    """§2 ``sit_out_offsets``: ``null`` (follow ``sit_out``) or distinct seats 0–6."""
    if value is None:
        return None
    seats = tuple(as_int(item, f"{field}[{i}]") for i, item in enumerate(as_list(value, field)))
    check_sit_out_offsets(seats, field, None)
    return seats


def check_sit_out_offsets(seats: tuple[int, ...], field: str, players: int | None) -> None:
    """Distinct seats at the table, one per player beyond four (when ``players`` is known)."""
    high = (players or 7) - 1
    seen: set[int] = set()
    for i, seat in enumerate(seats):
        if not 0 <= seat <= high:
            raise RecordError(f"{field}[{i}]", OFFSET_RANGE, value=seat, high=high)
        if seat in seen:
            raise RecordError(f"{field}[{i}]", OFFSET_TWICE, value=seat)
        seen.add(seat)
    if players is not None and len(seats) != max(players - 4, 0):
        raise RecordError(
            field,
            OFFSETS_COUNT,
            expected=max(players - 4, 0),
            players=players,
            count=len(seats),
            option=Term("option", "sit_out"),
        )


def parse_rules(value: object, field: str = "rules", players: int | None = None) -> RuleSet:
    """Read ``{"preset": "standard", "options": {...}}`` into a complete rule set.

    An absent ``preset`` means ``standard``; ``options`` override it.
    """
    preset, changes = read_rule_changes(
        value, field, PRESETS, OPTION_NAMES, parse_option, UNKNOWN_OPTION, _ALIASES
    )
    rules = PRESETS[preset].replace(**changes)
    check_rules(rules, f"{field}.options", players)
    return rules


def check_rules(rules: RuleSet, field: str = "rules.options", players: int | None = None) -> None:
    """Refuse option combinations that contradict each other."""
    if rules.hyperschweinchen and not rules.schweinchen:
        raise RecordError(
            f"{field}.hyperschweinchen", HYPER_NEEDS_SCHWEIN, option=Term("option", "schweinchen")
        )
    if rules.genscher and not rules.hyperschweinchen:
        raise RecordError(
            f"{field}.genscher",
            GENSCHER_NEEDS_HYPER,
            option=Term("option", "genscher"),
            needed=Term("option", "hyperschweinchen"),
        )
    if rules.joker and rules.hyperschweinchen:
        raise RecordError(
            f"{field}.joker",
            JOKER_AND_HYPER,
            joker=Term("option", "joker"),
            hyper=Term("option", "hyperschweinchen"),
        )
    if rules.heart_ten == "plain" and rules.second_heart_ten_wins:
        raise RecordError(
            f"{field}.second_heart_ten_wins",
            PLAIN_HEART_TEN_SECOND,
            option=Term("option", "second_heart_ten_wins"),
            heart_ten=Term("option", "heart_ten"),
            value=option_value("heart_ten", "plain"),
        )
    if rules.re_kontra_doubles and rules.re_kontra_value != 2:
        raise RecordError(
            f"{field}.re_kontra_value",
            RE_KONTRA_VALUE_AND_DOUBLES,
            doubles=Term("option", "re_kontra_doubles"),
            value=Term("option", "re_kontra_value"),
        )
    _check_diamond_options(rules, field)
    if rules.plus_only and rules.minus_only:
        raise RecordError(
            f"{field}.minus_only",
            PLUS_AND_MINUS_ONLY,
            plus=Term("option", "plus_only"),
            minus=Term("option", "minus_only"),
        )
    overridden = rules.sit_out_offsets is not None  # §2: the offsets override sit_out
    if players is not None and rules.sit_out == "opposite" and players != 6 and not overridden:
        raise RecordError(
            f"{field}.sit_out",
            OPPOSITE_NEEDS_SIX,
            value=option_value("sit_out", "opposite"),
            other=option_value("sit_out", "after_dealer"),
        )
    if rules.sit_out_offsets is not None:
        check_sit_out_offsets(rules.sit_out_offsets, f"{field}.sit_out_offsets", players)


def _check_diamond_options(rules: RuleSet, field: str) -> None:
    """§13.7: ``diamond_top`` makes the ♥10 plain and needs no joker above it; a ♦9
    exists only with nines."""
    for name in _DIAMOND_OPTIONS:
        if getattr(rules, name) == "9" and rules.without_nines:
            raise RecordError(f"{field}.{name}", NO_DIAMOND_NINE, option=Term("option", name))
    if rules.diamond_top is None:
        return
    for other in ("second_heart_ten_wins", "heart_ten_caught", "joker"):
        if getattr(rules, other):
            raise RecordError(
                f"{field}.{other}",
                DIAMOND_TOP_CONFLICT,
                option=Term("option", "diamond_top"),
                other=Term("option", other),
            )
