"""Refuse Doppelkopf deals that cannot have happened (rules §3–§6).

:func:`validate` raises :class:`RecordError` with the field and the fix; a deal
it accepts can be scored. Bounds on points are lower bounds from the cards a
bonus needs (a fox is an ace worth 11, a doppelkopf trick at least 40, ...),
so they never refuse a real deal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from schreiber.games.doppelkopf.records import (
    BONUS_KINDS,
    GAME_TYPES,
    MISERE_TYPES,
    PARTIES,
    SOLO_TYPES,
    WORDS,
    Bonus,
    Deal,
    Party,
)
from schreiber.games.doppelkopf.rules import RuleSet, last_clarifying_trick, partner_rule
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.names import Term, option_value

FOX_KINDS: Final = ("fox", "fox_last_trick", "fox_first_trick")
LAST_TRICK_KINDS: Final = ("charlie", "charlie_caught", "fox_last_trick", "fox_wins_last_trick")

# Fewest card points a party must hold to have earned one bonus of the kind.
MIN_POINTS: Final = {
    "fox": 11,
    "fox_last_trick": 11,
    "fox_first_trick": 11,
    "heart_ten_caught": 10,
    "doppelkopf": 40,
    "charlie": 2,
    "charlie_caught": 4,
    "hearts_trick": 30,
    "fox_wins_last_trick": 11,
}
# Most bonuses of a kind (or group of kinds) the cards allow in one deal.
MAX_COUNT: Final = {
    "doppelkopf": 4,
    "charlie": 1,
    "heart_ten_caught": 2,
    "hearts_trick": 1,
    "fox_wins_last_trick": 1,
}
# Each bonus kind's switch in the rule set, where it has one.
BONUS_OPTION: Final = {
    "charlie_caught": "charlie_caught",
    "heart_ten_caught": "heart_ten_caught",
    "fox_last_trick": "fox_last_trick",
    "fox_first_trick": "fox_first_trick",
    "hearts_trick": "hearts_trick",
    "fox_wins_last_trick": "fox_wins_last_trick",
}

M_NO_POVERTY = QT_TRANSLATE_NOOP(
    "RecordError", "poverty is not played under these rules; pick another type"
)
M_TYPE_OFF = QT_TRANSLATE_NOOP(
    "RecordError", "{type} needs the option “{option}”; switch it on or pick another type"
)
M_MISERE_OFF = QT_TRANSLATE_NOOP(
    "RecordError",
    "a misère needs the option “{option}”; switch it on or pick another type",
)
M_SUIT_SOLO_OFF = QT_TRANSLATE_NOOP(
    "RecordError",
    "with “{option}” set to “{value}”, no ♣, ♠ or ♥ solo is played; pick another type",
)
M_NO_SUIT_SOLOS = QT_TRANSLATE_NOOP(
    "RecordError",
    "with “{option}” set to “{value}”, no suit solo is played; pick another type",
)
M_FLESHLESS_OFF = QT_TRANSLATE_NOOP(
    "RecordError",
    "a fleshless solo needs the option “{option}”; switch it on or pick another type",
)
M_CLARIFIED_LATE = QT_TRANSLATE_NOOP(
    "RecordError",
    "the partner of a marriage is found in trick 1, 2 or 3 (got {trick}); only with "
    "“{option}” set to “{value}” may it be a later trick",
)
M_CLARIFIED_PAST_END = QT_TRANSLATE_NOOP(
    "RecordError", "a deal has {tricks} tricks, so the partner cannot be found in trick {trick}"
)
M_POVERTY_ONLY = QT_TRANSLATE_NOOP(
    "RecordError", "who was poor and who took the exchange is only for a poverty; remove it"
)
M_POVERTY_NEEDED = QT_TRANSLATE_NOOP(
    "RecordError",
    "with “{option}” a poverty names the poor player and the partner who took the "
    "exchange; add them",
)
M_POVERTY_NOT_AT_TABLE = QT_TRANSLATE_NOOP(
    "RecordError", "{name!r} does not play this deal, so cannot be in the poverty"
)
M_POVERTY_PAIR_RE = QT_TRANSLATE_NOOP(
    "RecordError",
    "the poor player and the partner who took the exchange are the Re party; "
    "make the Re party these two",
)
M_POVERTY_PAIR_SPLIT = QT_TRANSLATE_NOOP(
    "RecordError",
    "with “{option}” the poor player and the partner play on one side, Re or Kontra; "
    "they cannot be split",
)
M_HOLDER_ONLY_MARRIAGE = QT_TRANSLATE_NOOP(
    "RecordError", "who held the marriage is only for a marriage; remove it"
)
M_HOLDER_NOT_RE = QT_TRANSLATE_NOOP(
    "RecordError",
    "{name!r} is not in the Re party; the one who held the marriage (both ♣Q) is always Re",
)
M_REASON_OFF = QT_TRANSLATE_NOOP(
    "RecordError", "a redeal for “{reason}” needs the option “{option}”"
)
M_NOT_PLAYER = QT_TRANSLATE_NOOP("RecordError", "{name!r} is not a player of this session")
M_SITTING_OUT = QT_TRANSLATE_NOOP(
    "RecordError", "{name!r} sits out this deal and cannot be in the Re party"
)
M_RE_SIZE_ONE = QT_TRANSLATE_NOOP(
    "RecordError", "a {type} deal has one player in the Re party, not {got}"
)
M_RE_SIZE_TWO = QT_TRANSLATE_NOOP(
    "RecordError", "a {type} deal has two players in the Re party, not {got}"
)
M_RE_SIZE_ONE_OR_TWO = QT_TRANSLATE_NOOP(
    "RecordError",
    "a {type} deal has two players in the Re party, or one who holds both cards; not {got}",
)
M_PARTNER_ONLY_MARRIAGE = QT_TRANSLATE_NOOP(
    "RecordError", "how the partner is found is only for a marriage; remove it"
)
M_PARTNER_NOT_CHOSEN = QT_TRANSLATE_NOOP(
    "RecordError",
    "the holder chooses how the partner is found only with “{option}” set to “{value}”; remove it",
)
M_PARTNER_CHOICE_NEEDED = QT_TRANSLATE_NOOP(
    "RecordError",
    "with “{option}” set to “{value}” a marriage says how the holder chose to find the "
    "partner; pick one",
)
M_RE_SIZE_MARRIAGE = QT_TRANSLATE_NOOP(
    "RecordError", "a marriage has one or two players in the Re party, not {got}"
)
M_TRICKS_RANGE = QT_TRANSLATE_NOOP("RecordError", "must be between 0 and {tricks} (got {value})")
M_TRICKS_SUM = QT_TRANSLATE_NOOP(
    "RecordError", "Re and Kontra tricks must add up to {tricks} (got {re} + {kontra})"
)
M_SCHWARZ_WITH_POINTS = QT_TRANSLATE_NOOP(
    "RecordError", "the {party} party took no trick, so it cannot have {points} card points"
)
M_ZERO_POINT_TRICKS = QT_TRANSLATE_NOOP(
    "RecordError",
    "the {party} party has 0 card points, so its tricks can only be tricks of four nines,"
    " at most {most}; correct the tricks or the points",
)
M_NEEDS_WORD = QT_TRANSLATE_NOOP("RecordError", "“{word}” needs “{needed}” announced first; add it")
M_COMPULSORY_OFF = QT_TRANSLATE_NOOP(
    "RecordError", "compulsory solos are not played under these rules; untick compulsory"
)
M_COMPULSORY_TYPE = QT_TRANSLATE_NOOP(
    "RecordError", "only a declared solo can be the compulsory solo"
)
M_CLARIFIED_ONLY_MARRIAGE = QT_TRANSLATE_NOOP(
    "RecordError", "is only for a marriage with a partner; leave it empty"
)
M_MARRIAGE_NEEDS_TRICK = QT_TRANSLATE_NOOP(
    "RecordError",
    "a marriage with a partner needs the trick that found the partner; a marriage played"
    " alone has one player in the Re party",
)
M_SCHWEIN_OFF = QT_TRANSLATE_NOOP(
    "RecordError", "needs the option “{option}”; switch it on or untick it"
)
M_BONUS_OFF = QT_TRANSLATE_NOOP(
    "RecordError", "“{kind}” is not scored under these rules (option “{option}”)"
)
M_FOX_WINS_OFF = QT_TRANSLATE_NOOP(
    "RecordError",
    "the bonus “{kind}” needs the option “{option}”; switch it on or remove the bonus",
)
M_HEARTS_TRICK_NINES = QT_TRANSLATE_NOOP(
    "RecordError", "a trick of only hearts exists only when playing without nines"
)
M_BONUS_IN_SOLO = QT_TRANSLATE_NOOP("RecordError", "“{kind}” is not scored in a solo; remove it")
M_FOX_SCHWEIN = QT_TRANSLATE_NOOP(
    "RecordError", "with Schweinchen played no fox is scored; remove the fox bonus"
)
M_TOO_MANY_FOXES = QT_TRANSLATE_NOOP("RecordError", "there are only two foxes (got {count})")
M_TOO_MANY = QT_TRANSLATE_NOOP(
    "RecordError", "“{kind}” can happen at most {most} times in a deal (got {count})"
)
M_TOO_MANY_CHARLIES = QT_TRANSLATE_NOOP(
    "RecordError", "there are only two Charlies; Charlie and Charlie caught add up to {count}"
)
M_LAST_TRICK_BOTH = QT_TRANSLATE_NOOP(
    "RecordError",
    "last-trick bonuses (Charlie, Charlie caught, fox in the last trick) all go to "
    "the party that won the last trick, not to both",
)
M_DOPPELKOPF_POINTS = QT_TRANSLATE_NOOP(
    "RecordError",
    "the {party} party's {points} card points are too few for its Doppelkopf tricks"
    " ({count}): they need at least {needed}",
)
M_CAUGHT_POINTS = QT_TRANSLATE_NOOP(
    "RecordError",
    "the {party} party's {points} card points cannot hold the foxes and ♥10s it caught;"
    " that needs at least {needed}",
)
M_BONUS_POINTS = QT_TRANSLATE_NOOP(
    "RecordError",
    "the {party} party's {points} card points cannot hold a “{kind}” bonus;"
    " that needs at least {needed}",
)
M_BONUS_TRICKS = QT_TRANSLATE_NOOP(
    "RecordError",
    "the {party} party's tricks ({tricks}) are too few for its Doppelkopf tricks ({count})",
)
M_IMPOSSIBLE_POINTS = QT_TRANSLATE_NOOP(
    "RecordError",
    "the {party} party cannot end with {points} card points: the smallest trick worth "
    "anything, a jack and three nines, is worth 2; correct the points",
)
M_IMPOSSIBLE_POINTS_NO_NINES = QT_TRANSLATE_NOOP(
    "RecordError",
    "the {party} party cannot end with {points} card points: without nines the smallest "
    "trick, four jacks, is worth 8; correct the points",
)
M_PAIR_TOO_MANY = QT_TRANSLATE_NOOP(
    "RecordError",
    "with “{option}” set to “{value}” at most one doppelkopf per trick is entered: "
    "{most} in a deal (got {count})",
)
M_PAIR_TRICKS = QT_TRANSLATE_NOOP(
    "RecordError",
    "the {party} party's tricks (at most {tricks}) are too few for its Doppelkopf tricks"
    " ({count}, one per trick)",
)
M_EVENT_HEARTS = QT_TRANSLATE_NOOP(
    "RecordError", "a trick of only hearts exists only when playing without nines; remove the event"
)

M_MISERE_REFUSAL = QT_TRANSLATE_NOOP(
    "RecordError",
    "nobody refuses in a misère (only Re and Kontra may be said); remove “{word}”",
)
M_MISERE_BONUS = QT_TRANSLATE_NOOP(
    "RecordError", "no bonuses are scored in a misère; remove the “{kind}” bonus"
)

M_REFUSALS_BOTH = QT_TRANSLATE_NOOP(
    "RecordError",
    "with “{option}” set to “{value}” only one party may refuse (no 90 …); remove the "
    "refusals of the party that said them second",
)

ONE: Final = (1,)  # the Re party's size in every type RE_SIZES does not name
RE_SIZES: Final = {
    "normal": (2,),
    "poverty": (2,),
    "marriage": (1, 2),
    "silent_solo": (1,),
    "diamond_pair": (1, 2),  # §13.7: one player holding both copies plays alone
}
TYPE_OPTIONS: Final = {
    "diamond_pair": "diamond_pair_game",
    "solo_king": "king_solo",
    "solo_queen_jack": "queen_jack_solo",
    "misere": "misere",
    "misere_ouvert": "misere",
}
REASON_OPTIONS: Final = {"poverty_refused": "poverty", "redeal_hand": "redeal_hands"}
# §13.4 suit_solos: the suit solos each setting plays.
SUIT_SOLO_TYPES: Final = ("solo_clubs", "solo_spades", "solo_hearts", "solo_diamonds")
SUIT_SOLOS_PLAYED: Final = {
    "all": SUIT_SOLO_TYPES,
    "trump_only": ("solo_diamonds",),
    "none": (),
}


def is_solo(deal: Deal) -> bool:
    """A deal played one against three (§3)."""
    return not deal.is_redeal and len(deal.re) == 1


def is_declared_solo(deal: Deal) -> bool:
    return deal.type in SOLO_TYPES


def implied_re(deal: Deal, rules: RuleSet) -> bool:
    """Whether Re counts as announced without being said (``solo_implies_re``)."""
    return rules.solo_implies_re and is_declared_solo(deal)


NO_TRICKS: Final[Mapping[Party, int | None]] = {"re": None, "kontra": None}
NO_BONUS: Final = (0, 0)  # Re's and Kontra's count of a bonus kind not listed


def tricks(deal: Deal, rules: RuleSet) -> dict[Party, int | None]:
    """Tricks per party where known: given, or the rest of the other's."""
    total = rules.tricks_per_deal
    re, kontra = deal.re_tricks, deal.kontra_tricks
    if re is None and kontra is not None:
        re = total - kontra
    if kontra is None and re is not None:
        kontra = total - re
    return {"re": re, "kontra": kontra}


def took_no_trick(deal: Deal, rules: RuleSet, party: Party) -> bool:
    """§4: a party with 0 points took no trick unless the record says otherwise."""
    known = tricks(deal, rules)[party]
    if known is not None:
        return known == 0
    return party_points(deal, party) == 0


def party_points(deal: Deal, party: Party) -> int:
    return deal.re_points if party == "re" else 240 - deal.re_points


def validate(
    deal: Deal,
    rules: RuleSet,
    table: Sequence[str],
    players: Sequence[str] | None = None,
    field: str = "deal",
) -> None:
    """Raise :class:`RecordError` unless ``deal`` can have happened.

    ``table`` holds the four players of this deal; ``players`` everyone in the
    session (to tell "sits out" from "unknown name").

    It runs for every deal of every replay, so each check is called only when the
    deal has what it checks (the guard is the test the check would start with).
    """
    game_type = deal.type
    if game_type != "normal":  # always played, and no redeal: nothing to check
        _check_type(deal, rules, field)
        if game_type == "redeal":  # Deal.is_redeal, without its call
            return
    re = deal.re
    for name in re:
        if name not in table:
            _check_re_party(deal, table, players or table, field)
    if len(re) not in RE_SIZES.get(game_type, ONE):
        _check_re_party(deal, table, players or table, field)
    if deal.poverty is not None or game_type == "poverty":
        _check_poverty(deal, rules, table, field)
    if deal.marriage_holder is not None:
        _check_marriage_holder(deal, field)
    if game_type not in MISERE_TYPES:  # card points are not entered in a misère (§13.1)
        # §13.6: no party ends with fewer card points than the smallest trick, unless 0.
        re_points, least = deal.re_points, 8 if rules.without_nines else 2  # smallest_trick
        if 0 < re_points < least or 0 < 240 - re_points < least:
            _check_points(deal, rules, field)
    if deal.re_tricks is not None or deal.kontra_tricks is not None:
        _check_tricks(deal, rules, field)
    if any(deal.announcements.values()):
        _check_announcements(deal, rules, field)
    if (
        deal.compulsory
        or game_type == "marriage"
        or deal.marriage_clarified_in is not None
        or deal.marriage_partner is not None
        or deal.schweinchen
    ):
        _check_flags(deal, rules, field)
    if deal.bonuses:
        _check_bonuses(deal, rules, field)
    for i, event in enumerate(deal.bock_events):
        if event == "hearts_trick" and not rules.without_nines:
            raise RecordError(f"{field}.bock_events[{i}]", M_EVENT_HEARTS)


def type_played(game_type: str, rules: RuleSet) -> bool:
    """Whether these rules play ``game_type`` (poverty and the optional solos may be off)."""
    if game_type == "poverty":
        return rules.poverty
    if game_type in SUIT_SOLO_TYPES:
        return game_type in SUIT_SOLOS_PLAYED[rules.suit_solos]
    if game_type == "solo_fleshless":
        return rules.fleshless_solo
    option = TYPE_OPTIONS.get(game_type)
    return option is None or bool(getattr(rules, option))


def played_types(rules: RuleSet) -> tuple[str, ...]:
    """The game types these rules play, in the records' order (redeal included)."""
    return tuple(t for t in GAME_TYPES if type_played(t, rules))


def check_type_played(game_type: str, rules: RuleSet, field: str) -> None:
    """Refuse a game type these rules do not play, naming the option to switch on."""
    if type_played(game_type, rules):
        return
    if game_type == "poverty":
        raise RecordError(field, M_NO_POVERTY)
    if game_type in MISERE_TYPES:
        raise RecordError(field, M_MISERE_OFF, option=Term("option", "misere"))
    if game_type in SUIT_SOLO_TYPES:
        raise RecordError(
            field,
            M_NO_SUIT_SOLOS if rules.suit_solos == "none" else M_SUIT_SOLO_OFF,
            option=Term("option", "suit_solos"),
            value=option_value("suit_solos", rules.suit_solos),
        )
    if game_type == "solo_fleshless":
        raise RecordError(field, M_FLESHLESS_OFF, option=Term("option", "fleshless_solo"))
    raise RecordError(
        field,
        M_TYPE_OFF,
        type=Term("game_type", game_type),
        option=Term("option", TYPE_OPTIONS[game_type]),
    )


def check_words(announced: Mapping[Party, Sequence[str]], re_implied: bool, field: str) -> None:
    """Refuse a refusal said without every word before it (``field``.party names it)."""
    for party in PARTIES:
        said = tuple(announced.get(party, ()))
        if party == "re" and re_implied and "re" not in said:
            said = ("re", *said)
        words = WORDS[party]
        # Words are kept in speaking order, so a complete set is a prefix.
        if said == words[: len(said)]:
            continue
        highest = max(words.index(w) for w in said)
        needed = next(w for w in words[:highest] if w not in said)
        raise RecordError(
            f"{field}.{party}",
            M_NEEDS_WORD,
            word=Term("word", words[highest]),
            needed=Term("word", needed),
        )


def check_no_refusals(announced: Mapping[Party, Sequence[str]], field: str) -> None:
    """§13.1: a misère has Re and Kontra, but no refusals (``field``.party names them)."""
    for party in PARTIES:
        for word in announced.get(party, ()):
            if word != WORDS[party][0]:
                raise RecordError(f"{field}.{party}", M_MISERE_REFUSAL, word=Term("word", word))


def check_one_refusing_party(
    announced: Mapping[Party, Sequence[str]], rules: RuleSet, field: str
) -> None:
    """§13.2: with ``refusal_scoring = as_announced`` only one party refuses."""
    if rules.refusal_scoring != "as_announced":
        return
    if all(any(w != WORDS[p][0] for w in announced.get(p, ())) for p in PARTIES):
        raise RecordError(
            field,
            M_REFUSALS_BOTH,
            option=Term("option", "refusal_scoring"),
            value=option_value("refusal_scoring", "as_announced"),
        )


def _check_type(deal: Deal, rules: RuleSet, field: str) -> None:
    check_type_played(deal.type, rules, f"{field}.type")
    if deal.type == "redeal" and deal.reason in REASON_OPTIONS:  # Deal.is_redeal
        option = REASON_OPTIONS[deal.reason]
        if not getattr(rules, option):
            raise RecordError(
                f"{field}.reason",
                M_REASON_OFF,
                reason=Term("reason", deal.reason),
                option=Term("option", option),
            )


def _check_re_party(deal: Deal, table: Sequence[str], players: Sequence[str], field: str) -> None:
    for i, name in enumerate(deal.re):
        if name not in table:
            message = M_SITTING_OUT if name in players else M_NOT_PLAYER
            raise RecordError(f"{field}.re[{i}]", message, name=name)
    sizes = RE_SIZES.get(deal.type, ONE)
    if len(deal.re) not in sizes:
        messages: dict[tuple[int, ...], str] = {(1,): M_RE_SIZE_ONE, (2,): M_RE_SIZE_TWO}
        message = messages.get(sizes, M_RE_SIZE_MARRIAGE)
        if deal.type == "diamond_pair":
            message = M_RE_SIZE_ONE_OR_TWO
        raise RecordError(
            f"{field}.re", message, type=Term("game_type", deal.type), got=len(deal.re)
        )


def check_clarifying_trick(
    trick: int | None, rules: RuleSet, field: str, chosen: str | None = None
) -> None:
    """§3: the partner is found in tricks 1–3; §13.4 ``named_trick``: in any trick;
    §13.7 ``holder_chooses``: as the holder ``chosen`` (any trick while not known)."""
    if trick is None or trick <= last_clarifying_trick(rules, chosen):
        return
    if partner_rule(rules, chosen) in ("named_trick", "holder_chooses"):
        raise RecordError(field, M_CLARIFIED_PAST_END, tricks=rules.tricks_per_deal, trick=trick)
    raise RecordError(
        field,
        M_CLARIFIED_LATE,
        trick=trick,
        option=Term("option", "marriage_partner"),
        value=option_value("marriage_partner", "named_trick"),
    )


def _check_marriage_holder(deal: Deal, field: str) -> None:
    """Issue 27: the record's ``marriage_holder`` is one of a marriage's Re party."""
    holder = deal.marriage_holder
    if holder is None:
        return
    if deal.type != "marriage":
        raise RecordError(f"{field}.marriage_holder", M_HOLDER_ONLY_MARRIAGE)
    if holder not in deal.re:
        raise RecordError(f"{field}.marriage_holder", M_HOLDER_NOT_RE, name=holder)


def _check_poverty(deal: Deal, rules: RuleSet, table: Sequence[str], field: str) -> None:
    """§13.4 ``poverty_wirth``: the record's poor player and partner, and their side."""
    pfield = f"{field}.poverty"
    if deal.poverty is None:
        if deal.type == "poverty" and rules.poverty_wirth:
            raise RecordError(pfield, M_POVERTY_NEEDED, option=Term("option", "poverty_wirth"))
        return
    if deal.type != "poverty":
        raise RecordError(pfield, M_POVERTY_ONLY)
    for key, name in zip(("poor", "partner"), deal.poverty, strict=True):
        if name not in table:
            raise RecordError(f"{pfield}.{key}", M_POVERTY_NOT_AT_TABLE, name=name)
    in_re = [name in deal.re for name in deal.poverty]
    if rules.poverty_wirth:
        # Re with the other ♣Q's holder, or Kontra against the two ♣Q: one side either way.
        if in_re[0] != in_re[1]:
            raise RecordError(pfield, M_POVERTY_PAIR_SPLIT, option=Term("option", "poverty_wirth"))
    elif not all(in_re):
        raise RecordError(pfield, M_POVERTY_PAIR_RE)


def smallest_trick(rules: RuleSet) -> int:
    """§13.6: the fewest card points a trick worth anything holds (J 9 9 9; J J J J)."""
    return 8 if rules.without_nines else 2


def _check_points(deal: Deal, rules: RuleSet, field: str) -> None:
    """§13.6: no party ends with fewer card points than the smallest trick, unless 0."""
    if deal.type in MISERE_TYPES:  # Deal.is_misere, without its call
        return  # card points are not entered in a misère (§13.1)
    least = smallest_trick(rules)
    message = M_IMPOSSIBLE_POINTS_NO_NINES if rules.without_nines else M_IMPOSSIBLE_POINTS
    re_points = deal.re_points
    for party, points in (("re", re_points), ("kontra", 240 - re_points)):  # party_points
        if 0 < points < least:
            raise RecordError(
                f"{field}.re_points", message, party=Term("word", party), points=points
            )


def _check_tricks(deal: Deal, rules: RuleSet, field: str) -> None:
    if deal.re_tricks is None and deal.kontra_tricks is None:
        return  # tricks follow from the points (§4): nothing to contradict
    total = rules.tricks_per_deal
    for party, given in (("re", deal.re_tricks), ("kontra", deal.kontra_tricks)):
        if given is not None and given > total:
            raise RecordError(f"{field}.{party}_tricks", M_TRICKS_RANGE, tricks=total, value=given)
    re_given, kontra_given = deal.re_tricks, deal.kontra_tricks
    if re_given is not None and kontra_given is not None and re_given + kontra_given != total:
        raise RecordError(
            f"{field}.kontra_tricks", M_TRICKS_SUM, tricks=total, re=re_given, kontra=kontra_given
        )
    if deal.is_misere:
        return  # card points are not entered in a misère (§13.1)
    known = tricks(deal, rules)
    # Four nines make the only tricks worth 0; there are two such tricks at most.
    most_zero_tricks = 0 if rules.without_nines else 2
    for party in PARTIES:
        count, points = known[party], party_points(deal, party)
        if count == 0 and points > 0:
            raise RecordError(
                f"{field}.{party}_tricks",
                M_SCHWARZ_WITH_POINTS,
                party=Term("word", party),
                points=points,
            )
        if count is not None and points == 0 and count > most_zero_tricks:
            raise RecordError(
                f"{field}.{party}_tricks",
                M_ZERO_POINT_TRICKS,
                party=Term("word", party),
                most=most_zero_tricks,
            )


def _check_announcements(deal: Deal, rules: RuleSet, field: str) -> None:
    announced = deal.announcements
    if not any(announced.values()):
        return
    afield = f"{field}.announcements"
    if deal.type in MISERE_TYPES:  # Deal.is_misere, without its call
        check_no_refusals(announced, afield)
    if rules.refusal_scoring == "as_announced":  # the only rules it checks
        check_one_refusing_party(announced, rules, afield)
    # implied_re, without its call
    check_words(announced, rules.solo_implies_re and deal.type in SOLO_TYPES, afield)


def _check_flags(deal: Deal, rules: RuleSet, field: str) -> None:
    if deal.compulsory:
        if not rules.compulsory_solo:
            raise RecordError(f"{field}.compulsory", M_COMPULSORY_OFF)
        if not is_declared_solo(deal):
            raise RecordError(f"{field}.compulsory", M_COMPULSORY_TYPE)
    if deal.marriage_clarified_in is not None and not (
        deal.type == "marriage" and len(deal.re) == 2
    ):
        raise RecordError(f"{field}.marriage_clarified_in", M_CLARIFIED_ONLY_MARRIAGE)
    # Two players and no clarifying trick cannot have happened: the partner is the
    # winner of a clarifying trick, or nobody (issue 17: 'M 3 125' saved Daiki + Anna).
    if deal.type == "marriage" and len(deal.re) == 2 and deal.marriage_clarified_in is None:
        raise RecordError(f"{field}.marriage_clarified_in", M_MARRIAGE_NEEDS_TRICK)
    _check_partner_choice(deal, rules, field)
    check_clarifying_trick(
        deal.marriage_clarified_in,
        rules,
        f"{field}.marriage_clarified_in",
        deal.marriage_partner,
    )
    if deal.schweinchen and not rules.schweinchen:
        raise RecordError(
            f"{field}.schweinchen", M_SCHWEIN_OFF, option=Term("option", "schweinchen")
        )


def check_partner_choice(
    chosen: str | None, game_type: str, rules: RuleSet, field: str, required: bool = True
) -> None:
    """§13.7 ``holder_chooses``: a marriage names the holder's choice, nothing else does."""
    choosing = rules.marriage_partner == "holder_chooses"
    if chosen is not None:
        if game_type != "marriage":
            raise RecordError(field, M_PARTNER_ONLY_MARRIAGE)
        if not choosing:
            raise RecordError(
                field,
                M_PARTNER_NOT_CHOSEN,
                option=Term("option", "marriage_partner"),
                value=option_value("marriage_partner", "holder_chooses"),
            )
    elif required and choosing and game_type == "marriage":
        raise RecordError(
            field,
            M_PARTNER_CHOICE_NEEDED,
            option=Term("option", "marriage_partner"),
            value=option_value("marriage_partner", "holder_chooses"),
        )


def _check_partner_choice(deal: Deal, rules: RuleSet, field: str) -> None:
    check_partner_choice(deal.marriage_partner, deal.type, rules, f"{field}.marriage_partner")


def bonus_counts(bonuses: Sequence[Bonus]) -> dict[tuple[str, Party], int]:
    """Counts per (kind, party); the same kind may be listed more than once."""
    counts: dict[tuple[str, Party], int] = {}
    for bonus in bonuses:
        key = (bonus.kind, bonus.party)
        counts[key] = counts.get(key, 0) + bonus.count
    return counts


def _check_bonuses(deal: Deal, rules: RuleSet, field: str) -> None:
    bonuses = deal.bonuses
    if not bonuses:
        return
    if deal.type in MISERE_TYPES:  # Deal.is_misere, without its call
        raise RecordError(
            f"{field}.bonuses[0]", M_MISERE_BONUS, kind=Term("bonus", bonuses[0].kind)
        )
    solo = deal.type != "redeal" and len(deal.re) == 1  # is_solo, without its call
    for i, bonus in enumerate(bonuses):
        option = BONUS_OPTION.get(bonus.kind)
        if option is not None and not getattr(rules, option):
            template = M_FOX_WINS_OFF if bonus.kind == "fox_wins_last_trick" else M_BONUS_OFF
            raise RecordError(
                f"{field}.bonuses[{i}]",
                template,
                kind=Term("bonus", bonus.kind),
                option=Term("option", option),
            )
        if bonus.kind == "hearts_trick" and not rules.without_nines:
            raise RecordError(f"{field}.bonuses[{i}]", M_HEARTS_TRICK_NINES)
        if solo and not (bonus.kind == "doppelkopf" and rules.doppelkopf_in_solo):
            raise RecordError(
                f"{field}.bonuses[{i}]", M_BONUS_IN_SOLO, kind=Term("bonus", bonus.kind)
            )
        if deal.schweinchen and bonus.kind in (*FOX_KINDS, "fox_wins_last_trick"):
            raise RecordError(f"{field}.bonuses[{i}]", M_FOX_SCHWEIN)

    # count[kind] = [Re's, Kontra's] of each kind listed: a deal lists one or two kinds,
    # so the checks below look only at those (NO_BONUS for the others).
    count: dict[str, list[int]] = {}
    for bonus in bonuses:
        sides = count.get(bonus.kind)
        if sides is None:
            if bonus.kind not in BONUS_KINDS:
                raise KeyError(bonus.kind)  # no bonus kind (the records refuse it)
            sides = count[bonus.kind] = [0, 0]
        sides[bonus.party == "kontra"] += bonus.count

    bfield = f"{field}.bonuses"
    foxes_caught = [0, 0]  # per side
    for k in FOX_KINDS:
        if k in count:
            foxes_caught[0] += count[k][0]
            foxes_caught[1] += count[k][1]
    foxes = foxes_caught[0] + foxes_caught[1]
    if foxes > 2:
        raise RecordError(bfield, M_TOO_MANY_FOXES, count=foxes)
    pair = rules.doppelkopf_bonus == "pair"  # §13.3: two equal cards, at most one per trick
    for kind, most in MAX_COUNT.items():
        if kind not in count:
            continue  # none: within any limit
        total = count[kind][0] + count[kind][1]
        if kind == "doppelkopf" and pair:
            most = rules.tricks_per_deal
            if total > most:
                raise RecordError(
                    bfield,
                    M_PAIR_TOO_MANY,
                    most=most,
                    count=total,
                    option=Term("option", "doppelkopf_bonus"),
                    value=option_value("doppelkopf_bonus", "pair"),
                )
        if total > most:
            raise RecordError(bfield, M_TOO_MANY, kind=Term("bonus", kind), most=most, count=total)
    charlies = sum(count.get("charlie", NO_BONUS)) + sum(count.get("charlie_caught", NO_BONUS))
    if charlies > 2:
        raise RecordError(bfield, M_TOO_MANY_CHARLIES, count=charlies)
    last_trick = [0, 0]  # per side: any of the last trick's bonuses
    for k in LAST_TRICK_KINDS:
        if k not in count or (k == "charlie_caught" and rules.charlie_caught_any_trick):
            continue  # §13.3 charlie_caught_any_trick: a Charlie may be caught in any trick.
        last_trick[0] += count[k][0]
        last_trick[1] += count[k][1]
    if last_trick[0] and last_trick[1]:
        raise RecordError(bfield, M_LAST_TRICK_BOTH)

    # Tricks per party where known (tricks(), asked only when the deal gives some).
    known = (
        NO_TRICKS if deal.re_tricks is None and deal.kontra_tricks is None else tricks(deal, rules)
    )
    doppelkopf = count.get("doppelkopf", NO_BONUS)
    heart_tens = count.get("heart_ten_caught", NO_BONUS)
    for side, party in enumerate(PARTIES):
        points = deal.re_points if party == "re" else 240 - deal.re_points  # party_points
        doppelkopfs = doppelkopf[side]
        cards = 11 * foxes_caught[side] + 10 * heart_tens[side]
        if 40 * doppelkopfs > points and not pair:
            raise RecordError(
                bfield,
                M_DOPPELKOPF_POINTS,
                party=Term("word", party),
                points=points,
                count=doppelkopfs,
                needed=40 * doppelkopfs,
            )
        if cards > points:
            raise RecordError(
                bfield, M_CAUGHT_POINTS, party=Term("word", party), points=points, needed=cards
            )
        for kind in ("charlie", "charlie_caught", "hearts_trick", "fox_wins_last_trick"):
            if kind in count and count[kind][side] and MIN_POINTS[kind] > points:
                raise RecordError(
                    bfield,
                    M_BONUS_POINTS,
                    party=Term("word", party),
                    points=points,
                    kind=Term("bonus", kind),
                    needed=MIN_POINTS[kind],
                )
        party_tricks = known[party]
        if party_tricks is not None and doppelkopfs > party_tricks:
            raise RecordError(
                bfield,
                M_BONUS_TRICKS,
                party=Term("word", party),
                tricks=party_tricks,
                count=doppelkopfs,
            )
        if pair and party_tricks is None:
            # Tricks not entered: a party with card points took at least one.
            opponent: Party = "kontra" if party == "re" else "re"
            most = 0 if took_no_trick(deal, rules, party) else rules.tricks_per_deal
            if most and not took_no_trick(deal, rules, opponent):
                most -= 1
            if doppelkopfs > most:
                raise RecordError(
                    bfield, M_PAIR_TRICKS, party=Term("word", party), tricks=most, count=doppelkopfs
                )
