"""Announcement deadlines (rules §10): who may still say what, and until when.

A deadline is a card count: an announcement is allowed while the announcer
still holds at least that many cards, that is before playing to trick
``hand − count + 1``. The lookup answers for the words a party has not said
yet, given what both parties have said so far:

- each word has its own count from the timing table (``announcement_timing``);
- Re/Kontra answering the opponents gets one trick more than the deadline of
  the opponents' latest word (the reply extension; Re/Kontra only);
- a refusal said together with the earlier words it needs can only be said
  while all of those can still be said, so its count is the largest of theirs;
- a marriage moves every deadline by its shift (``marriage_deadlines``), and
  playing without nines lowers every count by two.

Counts never go below 1: with a card in hand a player can still speak, and the
shifts of a late-clarified marriage on a short hand would otherwise point past
the last trick. ``solo_implies_re`` makes Re count as said in a declared solo.
With ``marriage_deadlines = double`` (§13.4) a marriage moves no deadline, and a
player whose party is still open may say "double" (reason ``undecided``) at the
Re/Kontra deadline; it counts as that party's word, so it is listed under both
parties. With ``marriage_partner = named_trick`` any trick may find the partner.
:func:`deadline_notes` names the rules the lookup states without changing a count
(``announce_on_own_turn``, ``zwingen``).
A misère (§13.1) has Re and Kontra only: no refusal is offered; with refusals
scored as announced (§13.2) none is offered against the party that refused.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from schreiber.games.doppelkopf.records import (
    GAME_TYPES,
    MISERE_TYPES,
    PARTIES,
    PARTNER_CHOICES,
    SOLO_TYPES,
    WORDS,
    Party,
    parse_announcements,
)
from schreiber.games.doppelkopf.rules import RuleSet, last_clarifying_trick, parse_rules
from schreiber.games.doppelkopf.validation import (
    check_no_refusals,
    check_one_refusing_party,
    check_partner_choice,
    check_type_played,
    check_words,
)
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import as_choice, as_int, as_object, reject_unknown, require

# Fewest cards held (12-card hands) per word; the party word is Re or Kontra.
TIMINGS: Final[dict[str, dict[str, int]]] = {
    "standard": {"party": 11, "no90": 10, "no60": 9, "no30": 8, "schwarz": 7},
    "late_refusals": {"party": 12, "no90": 10, "no60": 8, "no30": 6, "schwarz": 4},
}
NINES_OFF: Final = 2
REQUEST_FIELDS: Final = frozenset(
    {"game", "rules", "type", "marriage_clarified_in", "marriage_partner", "announced"}
)

M_NO_REDEAL = QT_TRANSLATE_NOOP(
    "RecordError", "nobody announces in a redeal; pick the game being played"
)
M_CLARIFIED_NEEDED = QT_TRANSLATE_NOOP(
    "RecordError", "a marriage needs the trick (1, 2 or 3) that decided the parties"
)
M_CLARIFIED_ONLY_MARRIAGE = QT_TRANSLATE_NOOP(
    "RecordError", "is only for a marriage; leave it empty"
)
M_ONLY_DOPPELKOPF = QT_TRANSLATE_NOOP(
    "RecordError", 'deadlines are looked up for Doppelkopf only; use "doppelkopf" or leave it out'
)


@dataclass(frozen=True, slots=True)
class Deadline:
    """One word a party may still say: the fewest cards held, and why."""

    word: str
    cards: int
    reason: str  # "own", "reply" (Re/Kontra extended) or "needs:<word>" (an earlier word)
    hand: int = 12

    @property
    def before_trick(self) -> int:
        """The trick the announcer must not yet have played a card to."""
        return self.hand - self.cards + 1


def marriage_shift(rules: RuleSet, clarified_in: int) -> int:
    """Tricks every deadline moves in a marriage decided in ``clarified_in``."""
    if rules.marriage_deadlines == "double":
        return 0  # §13.4: deadlines stay; undecided players say "double"
    if rules.marriage_deadlines == "after_clarifying_trick":
        return clarified_in
    return clarified_in - 1


def deadline_notes(rules: RuleSet) -> tuple[str, ...]:
    """Rules about announcing that change no count (§13.4), as keys for the panel:
    ``own_turn`` (``announce_on_own_turn``) and ``zwingen``; with Schweinchen, when it
    is said (§13.7 ``schweinchen_declare``): ``schweinchen_when_played`` or
    ``schweinchen_before_play``."""
    notes: list[str] = []
    if rules.announce_on_own_turn:
        notes.append("own_turn")
    if rules.zwingen:
        notes.append("zwingen")
    if rules.schweinchen:
        notes.append(f"schweinchen_{rules.schweinchen_declare}")
    return tuple(notes)


def offers_double(rules: RuleSet, game_type: str) -> bool:
    """§13.4 ``marriage_deadlines = double``: undecided players may say "double"."""
    return game_type == "marriage" and rules.marriage_deadlines == "double"


def deadline_table(rules: RuleSet) -> list[tuple[str, int]]:
    """The plain table for these rules: (word, fewest cards held), Re/Kontra as ``party``."""
    lower = NINES_OFF if rules.without_nines else 0
    return [(word, count - lower) for word, count in TIMINGS[rules.announcement_timing].items()]


def _own(word: str) -> str:
    return "party" if word in ("re", "kontra") else word


def deadlines(
    rules: RuleSet,
    game_type: str,
    announced: Mapping[Party, tuple[str, ...] | list[str]],
    marriage_clarified_in: int | None = None,
) -> dict[Party, list[Deadline]]:
    """What each party may still say, in speaking order, with its count and reason.

    ``announced`` must be valid (each word of its party, prerequisites said);
    :func:`parse_request` checks a request before calling this.
    """
    table = TIMINGS[rules.announcement_timing]
    said: dict[Party, set[str]] = {party: set(announced.get(party, ())) for party in PARTIES}
    if rules.solo_implies_re and game_type in SOLO_TYPES:
        said["re"].add("re")
    lower = NINES_OFF if rules.without_nines else 0
    if game_type == "marriage" and marriage_clarified_in is not None:
        lower += marriage_shift(rules, marriage_clarified_in)
    result: dict[Party, list[Deadline]] = {}
    for party in PARTIES:
        other: Party = "kontra" if party == "re" else "re"
        opponents = [table[_own(word)] for word in said[other]]
        # Counts on the 12-card table before the common shift, with their reasons.
        plain: dict[str, tuple[int, str]] = {}
        for word in WORDS[party]:
            count, reason = table[_own(word)], "own"
            if word == WORDS[party][0] and opponents and min(opponents) - 1 < count:
                count, reason = min(opponents) - 1, "reply"
            plain[word] = (count, reason)
        # No refusal in a misère (§13.1), nor against refusals scored as announced (§13.2).
        no_refusals = game_type in MISERE_TYPES or (
            rules.refusal_scoring == "as_announced" and bool(said[other] - {WORDS[other][0]})
        )
        rows: list[Deadline] = []
        for i, word in enumerate(WORDS[party]):
            if word in said[party] or (i and no_refusals):
                continue
            count, reason = plain[word]
            for earlier in WORDS[party][:i]:
                if earlier not in said[party] and plain[earlier][0] > count:
                    count, reason = plain[earlier][0], f"needs:{earlier}"
            rows.append(Deadline(word, max(1, count - lower), reason, rules.tricks_per_deal))
            if i == 0 and offers_double(rules, game_type):
                own = table["party"] - lower
                rows.append(Deadline("double", max(1, own), "undecided", rules.tricks_per_deal))
        result[party] = rows
    return result


def parse_request(
    request: object,
) -> tuple[RuleSet, str, dict[Party, tuple[str, ...]], int | None]:
    """Read ``{"rules", "type", "marriage_clarified_in", "announced"}`` strictly."""
    obj = as_object(request, "input")
    reject_unknown(obj, REQUEST_FIELDS, "")
    if obj.get("game", "doppelkopf") != "doppelkopf":
        raise RecordError("game", M_ONLY_DOPPELKOPF)
    rules = parse_rules(obj.get("rules", {}), "rules")
    game_type = as_choice(require(obj, "type", ""), "type", GAME_TYPES)
    if game_type == "redeal":
        raise RecordError("type", M_NO_REDEAL)
    check_type_played(game_type, rules, "type")
    clarified_value = obj.get("marriage_clarified_in")
    clarified: int | None = None
    # §13.7 holder_chooses: the holder's choice, when known, bounds the clarifying trick.
    chosen_value = obj.get("marriage_partner")
    chosen = (
        None
        if chosen_value is None
        else as_choice(chosen_value, "marriage_partner", PARTNER_CHOICES)
    )
    check_partner_choice(chosen, game_type, rules, "marriage_partner", required=False)
    if game_type == "marriage":
        if clarified_value is None:
            raise RecordError("marriage_clarified_in", M_CLARIFIED_NEEDED)
        last = last_clarifying_trick(rules, chosen)
        clarified = as_int(clarified_value, "marriage_clarified_in", 1, last)
    elif clarified_value is not None:
        raise RecordError("marriage_clarified_in", M_CLARIFIED_ONLY_MARRIAGE)
    return rules, game_type, parse_announcements(obj.get("announced", {}), "announced"), clarified


def check_prerequisites(
    rules: RuleSet, game_type: str, announced: Mapping[Party, tuple[str, ...]]
) -> None:
    """Refuse a refusal said without the words it needs (§10), as a deal record would be."""
    if game_type in MISERE_TYPES:
        check_no_refusals(announced, "announced")
    check_one_refusing_party(announced, rules, "announced")
    re_implied = rules.solo_implies_re and game_type in SOLO_TYPES
    check_words(announced, re_implied, "announced")


def deadlines_request(request: object) -> dict[str, dict[str, int]]:
    """``schreiber deadlines``: per party, each word still open and its fewest cards."""
    rules, game_type, announced, clarified = parse_request(request)
    check_prerequisites(rules, game_type, announced)
    table = deadlines(rules, game_type, announced, clarified)
    return {party: {row.word: row.cards for row in rows} for party, rows in table.items()}
