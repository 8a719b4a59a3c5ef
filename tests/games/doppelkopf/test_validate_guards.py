"""``validate`` calls each of its checks only when the deal has what the check looks
at (issue 28, item 5: a replay validates every deal). The guards must never skip a
check that would refuse the deal: for any deal, even one that cannot have happened,
``validate`` raises what running every check in order, unguarded, raises.

The deals are drawn from a seeded generator (the same ones on every run): mostly
deals that can happen, each field now and then wrong, so that every check is the
first to refuse some of them and some pass them all.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from schreiber.games.doppelkopf import Bonus, Deal, RuleSet, validate
from schreiber.games.doppelkopf.records import (
    BOCK_EVENTS,
    BONUS_KINDS,
    GAME_TYPES,
    PARTNER_CHOICES,
    REDEAL_REASONS,
    WORDS,
    Party,
)
from schreiber.games.doppelkopf.validation import (
    M_EVENT_HEARTS,
    RE_SIZES,
    _check_bonuses,
    _check_flags,
    _check_marriage_holder,
    _check_points,
    _check_poverty,
    _check_re_party,
    _check_tricks,
    _check_type,
    check_no_refusals,
    check_one_refusing_party,
    check_words,
    implied_re,
)
from schreiber.games.errors import RecordError

DEALS = 4000
PLAYERS = ("A", "B", "C", "D", "E")
TABLE = ("A", "B", "C", "D")
NAMES = (*TABLE, "E", "Zed")  # at the table, sitting out, no player
# Card points at the edges: none, too few for any trick (§13.6), enough for a bonus or not.
POINTS = (0, 1, 5, 10, 11, 40, 120, 229, 230, 235, 239, 240)

Refusal = tuple[str, str, dict[str, str]] | None
Check = Callable[[Deal, RuleSet, Sequence[str], Sequence[str]], None]


def every_check(deal: Deal, rules: RuleSet, table: Sequence[str], players: Sequence[str]) -> None:
    """All of validate's checks in its order, each called whatever the deal holds
    (the announcements' checks too, as they were before they had guards)."""
    field = "deal"
    _check_type(deal, rules, field)
    if deal.type == "redeal":
        return
    _check_re_party(deal, table, players, field)
    _check_poverty(deal, rules, table, field)
    _check_marriage_holder(deal, field)
    _check_points(deal, rules, field)
    _check_tricks(deal, rules, field)
    if any(deal.announcements.values()):
        if deal.is_misere:
            check_no_refusals(deal.announcements, f"{field}.announcements")
        check_one_refusing_party(deal.announcements, rules, f"{field}.announcements")
        check_words(deal.announcements, implied_re(deal, rules), f"{field}.announcements")
    _check_flags(deal, rules, field)
    _check_bonuses(deal, rules, field)
    for i, event in enumerate(deal.bock_events):
        if event == "hearts_trick" and not rules.without_nines:
            raise RecordError(f"{field}.bock_events[{i}]", M_EVENT_HEARTS)


def refusal(check: Check, deal: Deal, rules: RuleSet) -> Refusal:
    """What ``check`` refuses of the deal at TABLE: (field, template, parameters), or
    ``None``."""
    try:
        check(deal, rules, TABLE, PLAYERS)
    except RecordError as error:
        return error.field, error.template, {k: str(v) for k, v in error.params.items()}
    return None


def rule_set(rng: random.Random) -> RuleSet:
    """The options validation reads; the game types mostly played, so that deals get
    past the type check to the others."""

    def mostly() -> bool:
        return rng.random() < 0.75

    return RuleSet(
        without_nines=rng.random() < 0.5,
        poverty=mostly(),
        poverty_wirth=rng.random() < 0.5,
        redeal_hands=rng.random() < 0.5,
        misere=mostly(),
        king_solo=mostly(),
        queen_jack_solo=mostly(),
        diamond_pair_game="A" if mostly() else None,
        suit_solos=rng.choice(("all", "all", "trump_only", "none")),
        fleshless_solo=mostly(),
        marriage_partner=rng.choice(
            ("first_trick", "first_plain_trick", "named_trick", "holder_chooses")
        ),
        schweinchen=rng.random() < 0.5,
        compulsory_solo=rng.random() < 0.5,
        solo_implies_re=rng.random() < 0.5,
        refusal_scoring=rng.choice(("reached", "reached", "reached", "as_announced")),
        doppelkopf_in_solo=rng.random() < 0.5,
        doppelkopf_bonus=rng.choice(("forty", "pair")),
        charlie_caught=mostly(),
        charlie_caught_any_trick=rng.random() < 0.5,
        heart_ten_caught=mostly(),
        fox_last_trick=mostly(),
        hearts_trick=mostly(),
    )


def words(rng: random.Random, party: Party) -> tuple[str, ...]:
    """Mostly every word up to the highest, sometimes with some left out; in the
    order they can be said, each once, as the records keep them."""
    said = WORDS[party]
    if rng.random() < 0.1:
        return tuple(word for word in said if rng.random() < 0.5)
    return said[: rng.choice((0, 0, 0, 1, 1, 2, 3, 4, 5))]


def deal_of(rng: random.Random) -> Deal:
    """A deal of any type, mostly one that can happen, each field now and then wrong."""

    def rarely() -> bool:
        return rng.random() < 0.08

    kind = rng.choice(("normal",) * 6 + ("marriage", "poverty") * 2 + GAME_TYPES)
    if kind == "redeal":
        return Deal("redeal", reason=rng.choice(REDEAL_REASONS))
    if rarely():  # any size, anyone
        re = tuple(rng.sample(NAMES, rng.randint(0, 3)))
    else:
        re = tuple(rng.sample(TABLE, rng.choice(RE_SIZES.get(kind, (1,)))))
    poverty = None
    if (kind == "poverty" and rng.random() < 0.5) or rarely():
        poor, partner = rng.sample((*TABLE, "E"), 2)
        poverty = (poor, partner)
    bonuses: tuple[Bonus, ...] = ()
    if rng.random() < 0.4:
        bonuses = tuple(
            Bonus(rng.choice(BONUS_KINDS), rng.choice(("re", "kontra")), rng.choice((1, 1, 2, 5)))
            for _ in range(rng.randint(1, 2))
        )
    return Deal(
        type=kind,
        re=re,
        re_points=rng.choice(POINTS) if rarely() else rng.randint(0, 240),
        re_tricks=rng.randint(0, 13) if rarely() else None,
        kontra_tricks=rng.randint(0, 13) if rarely() else None,
        announcements={"re": words(rng, "re"), "kontra": words(rng, "kontra")},
        bonuses=bonuses,
        compulsory=rarely(),
        marriage_clarified_in=rng.randint(1, 12) if rng.random() < 0.3 else None,
        schweinchen=rarely(),
        bock_events=tuple(rng.choice(BOCK_EVENTS) for _ in range(rng.choice((0, 0, 0, 1)))),
        poverty=poverty,
        marriage_partner=rng.choice(PARTNER_CHOICES) if rng.random() < 0.2 else None,
        marriage_holder=rng.choice(NAMES) if rarely() else None,
    )


def cases() -> list[tuple[RuleSet, Deal]]:
    rng = random.Random(28)
    return [(rule_set(rng), deal_of(rng)) for _ in range(DEALS)]


def test_validate_refuses_what_every_check_refuses() -> None:
    for rules, deal in cases():
        assert refusal(validate, deal, rules) == refusal(every_check, deal, rules), deal


def test_the_deals_reach_every_check() -> None:
    """Each check is the first to refuse some of the deals above, and some pass."""
    seen = set()
    for rules, deal in cases():
        found = refusal(validate, deal, rules)
        seen.add("accepted" if found is None else found[0].split(".")[1].split("[")[0])
    checks = {
        "type": {"type", "reason"},
        "re party": {"re"},
        "poverty": {"poverty"},
        "marriage holder": {"marriage_holder"},
        "points": {"re_points"},
        "tricks": {"re_tricks", "kontra_tricks"},
        "announcements": {"announcements"},
        "flags": {"compulsory", "marriage_clarified_in", "marriage_partner", "schweinchen"},
        "bonuses": {"bonuses"},
        "bock events": {"bock_events"},
        "none (accepted)": {"accepted"},
    }
    assert [check for check, fields in checks.items() if not fields & seen] == []
