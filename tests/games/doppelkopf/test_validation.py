"""Deals that cannot happen are refused with the field and the reason (issue 2 §4)."""

from __future__ import annotations

import pytest

from schreiber.games.doppelkopf import DDV, RuleSet, parse_deal, parse_rules
from schreiber.games.errors import RecordError
from tests.games.doppelkopf.build import deal_json, play


def refused(field: str, words: str, re_points: int = 130, **kwargs: object) -> None:
    with pytest.raises(RecordError) as caught:
        play(re_points, **kwargs)  # type: ignore[arg-type]
    assert caught.value.field == field
    assert words in caught.value.reason


def parse_refused(record: object, field: str, words: str) -> None:
    with pytest.raises(RecordError) as caught:
        parse_deal(record)
    assert caught.value.field == field
    assert words in caught.value.reason


@pytest.mark.parametrize("points", [-1, 241, 1000])
def test_points_outside_0_to_240(points: int) -> None:
    parse_refused(deal_json(points), "deal.re_points", "between 0 and 240")


def test_points_must_be_a_number_not_a_bool() -> None:
    parse_refused(deal_json(True), "deal.re_points", "whole number")


def test_points_are_required() -> None:
    parse_refused({"type": "normal", "re": ["A", "B"]}, "deal.re_points", "required")


@pytest.mark.parametrize(
    ("type", "re", "expected"),
    [
        ("normal", ("A",), "two players"),
        ("normal", ("A", "B", "C"), "two players"),
        ("poverty", ("A",), "two players"),
        ("solo_queen", ("A", "B"), "one player"),
        ("silent_solo", ("A", "B"), "one player"),
        ("marriage", ("A", "B", "C"), "one or two"),
    ],
)
def test_re_party_of_the_wrong_size(type: str, re: tuple[str, ...], expected: str) -> None:
    refused("deal.re", expected, type=type, re=re)


def test_unknown_player() -> None:
    refused("deal.re[1]", "not a player", re=("A", "Zoe"))


def test_player_sitting_out() -> None:
    refused(
        "deal.re[1]",
        "sits out",
        re=("A", "E"),
        table=("A", "B", "C", "D"),
        players=("A", "B", "C", "D", "E"),
    )


def test_same_player_twice_in_re() -> None:
    parse_refused(deal_json(130, re=("A", "A")), "deal.re", "twice")


def test_party_announcing_the_other_word() -> None:
    parse_refused(deal_json(130, re_says=("kontra",)), "deal.announcements.re[0]", "Re party")
    parse_refused(deal_json(130, kontra_says=("re",)), "deal.announcements.kontra[0]", "Kontra")


def test_unknown_announcement() -> None:
    parse_refused(deal_json(130, re_says=("re", "no120")), "deal.announcements.re[1]", "no120")


def test_refusal_without_its_re() -> None:
    refused("deal.announcements.re", "needs “Re” announced", re_says=("no90",))


def test_refusal_without_the_lower_refusals() -> None:
    refused("deal.announcements.kontra", "needs “no 90”", kontra_says=("kontra", "no60"))
    refused("deal.announcements.re", "needs “no 30”", re_says=("re", "no90", "no60", "schwarz"))


def test_more_than_two_foxes() -> None:
    refused("deal.bonuses", "two foxes", bonuses=(("fox", "re", 2), ("fox", "kontra", 1)))


def test_fox_kinds_count_together() -> None:
    rules = RuleSet(fox_last_trick=True)
    refused(
        "deal.bonuses",
        "two foxes",
        rules=rules,
        bonuses=(("fox", "re", 2), ("fox_last_trick", "re", 1)),
    )


def test_doppelkopf_needs_40_points() -> None:
    refused("deal.bonuses", "at least 40", re_points=39, bonuses=(("doppelkopf", "re", 1),))
    refused("deal.bonuses", "at least 80", re_points=79, bonuses=(("doppelkopf", "re", 2),))


def test_fox_needs_11_points() -> None:
    refused("deal.bonuses", "at least 11", re_points=230, bonuses=(("fox", "kontra", 1),))


def test_charlie_bonuses_for_both_parties() -> None:
    refused(
        "deal.bonuses",
        "not to both",
        bonuses=(("charlie", "re", 1), ("charlie_caught", "kontra", 1)),
    )


def test_only_one_charlie() -> None:
    refused("deal.bonuses", "at most 1", bonuses=(("charlie", "re", 2),))


@pytest.mark.parametrize("kind", ["fox", "charlie", "charlie_caught"])
def test_fox_or_charlie_in_a_solo(kind: str) -> None:
    refused(
        "deal.bonuses[0]",
        "not scored in a solo",
        type="solo_jack",
        re=("A",),
        bonuses=((kind, "re", 1),),
    )


def test_no_fox_in_a_silent_solo_or_lone_marriage() -> None:
    refused("deal.bonuses[0]", "solo", type="silent_solo", re=("A",), bonuses=(("fox", "re", 1),))
    refused("deal.bonuses[0]", "solo", type="marriage", re=("A",), bonuses=(("fox", "re", 1),))


def test_doppelkopf_in_a_solo_under_ddv() -> None:
    refused(
        "deal.bonuses[0]",
        "solo",
        rules=DDV,
        type="solo_jack",
        re=("A",),
        bonuses=(("doppelkopf", "re", 1),),
    )


def test_charlie_caught_off_under_ddv() -> None:
    refused(
        "deal.bonuses[0]",
        "“Charlie caught” is not scored under these rules (option “Charlie caught”)",
        rules=DDV,
        bonuses=(("charlie_caught", "re", 1),),
    )


def test_extra_bonus_kinds_need_their_option() -> None:
    refused("deal.bonuses[0]", "(option “♥10 caught”)", bonuses=(("heart_ten_caught", "re", 1),))


def test_poverty_when_the_rules_have_none() -> None:
    refused("deal.type", "poverty", rules=DDV, type="poverty")


def test_king_solo_needs_its_option() -> None:
    refused("deal.type", "needs the option “King solo”", type="solo_king", re=("A",))


def test_schwarz_claim_against_a_party_with_points() -> None:
    refused("deal.kontra_tricks", "took no trick", re_points=200, kontra_tricks=0)
    refused("deal.re_tricks", "took no trick", re_points=5, re_tricks=0)


def test_zero_points_with_too_many_tricks() -> None:
    refused("deal.kontra_tricks", "at most 2", re_points=240, kontra_tricks=3)
    refused(
        "deal.kontra_tricks",
        "at most 0",
        re_points=240,
        kontra_tricks=1,
        rules=RuleSet(without_nines=True),
    )


def test_tricks_must_add_up() -> None:
    refused("deal.kontra_tricks", "add up to 12", re_tricks=6, kontra_tricks=5)
    refused("deal.re_tricks", "between 0 and 10", re_tricks=11, rules=RuleSet(without_nines=True))


def test_compulsory_needs_the_option_and_a_declared_solo() -> None:
    refused("deal.compulsory", "not played", type="solo_queen", re=("A",), compulsory=True)
    refused(
        "deal.compulsory",
        "declared solo",
        rules=DDV,
        type="silent_solo",
        re=("A",),
        compulsory=True,
    )


def test_clarifying_trick_only_for_a_marriage_with_partner() -> None:
    refused("deal.marriage_clarified_in", "marriage", marriage_clarified_in=2)
    refused(
        "deal.marriage_clarified_in",
        "trick 1, 2 or 3",
        type="marriage",
        marriage_clarified_in=4,
    )
    parse_refused(
        deal_json(130, type="marriage", marriage_clarified_in=13),
        "deal.marriage_clarified_in",
        "between 1 and 12",
    )


def test_schweinchen_rules_out_foxes() -> None:
    refused(
        "deal.bonuses[0]",
        "Schweinchen",
        rules=RuleSet(schweinchen=True),
        schweinchen=True,
        bonuses=(("fox", "re", 1),),
    )
    refused("deal.schweinchen", "needs the option “Schweinchen”", schweinchen=True)


def test_redeal_with_scores_is_refused() -> None:
    parse_refused(
        {"type": "redeal", "reason": "other", "re_points": 100}, "deal.re_points", "redeal"
    )


def test_redeal_reason_needs_its_option() -> None:
    from schreiber.games.doppelkopf import score

    deal = parse_deal({"type": "redeal", "reason": "redeal_hand"})
    with pytest.raises(RecordError) as caught:
        score(deal, RuleSet(), ("A", "B", "C", "D"))
    assert caught.value.field == "deal.reason"


def test_unknown_field_and_type() -> None:
    parse_refused({**deal_json(130), "points": 1}, "deal.points", "not a known field")
    parse_refused(deal_json(130, type="solo_tarock"), "deal.type", "must be one of")


# Rule sets ----------------------------------------------------------------------


def rules_refused(value: dict[str, object], field: str, players: int | None = None) -> None:
    with pytest.raises(RecordError) as caught:
        parse_rules(value, players=players)
    assert caught.value.field == field


def test_unknown_option_and_preset() -> None:
    rules_refused(
        {"preset": "standard", "options": {"bock_mood": "queue"}}, "rules.options.bock_mood"
    )
    rules_refused({"preset": "tournament"}, "rules.preset")


def test_option_types_are_checked() -> None:
    rules_refused({"options": {"bock_mode": "heap"}}, "rules.options.bock_mode")
    rules_refused({"options": {"plus_only": 1}}, "rules.options.plus_only")
    rules_refused({"options": {"bock_max_level": 0}}, "rules.options.bock_max_level")
    rules_refused({"options": {"hyperschweinchen": True}}, "rules.options.hyperschweinchen")


def test_opposite_sitting_out_needs_six_players() -> None:
    rules_refused({"options": {"sit_out": "opposite"}}, "rules.options.sit_out", players=5)
    assert parse_rules({"options": {"sit_out": "opposite"}}, players=6).sit_out == "opposite"


# §13.3 bonus variants -------------------------------------------------------------

PAIR = RuleSet(doppelkopf_bonus="pair")


def test_a_pair_doppelkopf_needs_no_40_points() -> None:
    # Three tricks holding a pair each, in 35 card points: impossible for "forty".
    refused(
        "deal.bonuses",
        "too few for its Doppelkopf tricks (3): they need at least 120",
        re_points=35,
        bonuses=(("doppelkopf", "re", 3),),
    )
    assert play(35, PAIR, bonuses=(("doppelkopf", "re", 3),)).value == -4 + 3
    assert play(35, PAIR, bonuses=(("doppelkopf", "re", 5),)).value == -4 + 5


def test_one_doppelkopf_is_not_said_in_the_plural() -> None:
    """Not "1 doppelkopf tricks": the count stands in brackets, read the same for one."""
    refused(
        "deal.bonuses",
        "the Re party's 35 card points are too few for its Doppelkopf tricks (1):"
        " they need at least 40",
        re_points=35,
        bonuses=(("doppelkopf", "re", 1),),
    )


def test_a_pair_doppelkopf_is_at_most_one_per_trick() -> None:
    refused(
        "deal.bonuses",
        "at most one doppelkopf per trick is entered: 12 in a deal (got 13)",
        rules=PAIR,
        bonuses=(("doppelkopf", "re", 7), ("doppelkopf", "kontra", 6)),
    )
    refused(
        "deal.bonuses",
        "tricks (4) are too few for its Doppelkopf tricks (5)",
        rules=PAIR,
        re_tricks=4,
        bonuses=(("doppelkopf", "re", 5),),
    )
    # Tricks not entered: Kontra has card points, so Re took at most 11.
    refused(
        "deal.bonuses",
        "tricks (at most 11) are too few for its Doppelkopf tricks (12, one per trick)",
        rules=PAIR,
        bonuses=(("doppelkopf", "re", 12),),
    )
    refused(
        "deal.bonuses",
        "tricks (at most 0) are too few",
        re_points=240,
        rules=PAIR,
        bonuses=(("doppelkopf", "kontra", 1),),
    )
    assert play(240, PAIR, bonuses=(("doppelkopf", "re", 12),)).value == 5 + 12
    # "forty": at most four in a deal, as before.
    refused("deal.bonuses", "at most 4", re_points=200, bonuses=(("doppelkopf", "re", 5),))


def test_fox_wins_last_trick_needs_its_option_and_is_a_last_trick_bonus() -> None:
    refused(
        "deal.bonuses[0]",
        "“Fox wins last trick” needs the option “Fox wins the last trick”",
        bonuses=(("fox_wins_last_trick", "re", 1),),
    )
    rules = RuleSet(fox_wins_last_trick=True)
    refused(
        "deal.bonuses",
        "at most 1",
        rules=rules,
        bonuses=(("fox_wins_last_trick", "re", 2),),
    )
    refused(
        "deal.bonuses",
        "last-trick bonuses",
        rules=rules,
        bonuses=(("fox_wins_last_trick", "re", 1), ("charlie", "kontra", 1)),
    )
    refused(
        "deal.bonuses[0]",
        "not scored in a solo",
        rules=rules,
        type="solo_jack",
        re=("A",),
        bonuses=(("fox_wins_last_trick", "re", 1),),
    )
    refused(
        "deal.bonuses",
        "needs at least 11",
        re_points=230,
        rules=rules,
        bonuses=(("fox_wins_last_trick", "kontra", 1),),
    )
    refused(
        "deal.bonuses[0]",
        "Schweinchen",
        rules=rules.replace(schweinchen=True),
        schweinchen=True,
        bonuses=(("fox_wins_last_trick", "re", 1),),
    )
    # Beside the fox in the last trick (§13.3).
    both = rules.replace(fox_last_trick=True)
    bonuses = (("fox_wins_last_trick", "re", 1), ("fox_last_trick", "re", 1))
    assert play(130, both, bonuses=bonuses).value == 1 + 1 + 2


def test_charlie_caught_any_trick() -> None:
    """Re won the last trick with one Charlie; Kontra caught the other Charlie earlier."""
    bonuses = (("charlie", "re", 1), ("charlie_caught", "kontra", 1))
    refused("deal.bonuses", "last-trick bonuses", bonuses=bonuses)
    result = play(130, RuleSet(charlie_caught_any_trick=True), bonuses=bonuses)
    assert result.value == 1 + 1 - 1
    # Still only two Charlies in the game.
    refused(
        "deal.bonuses",
        "only two Charlies",
        rules=RuleSet(charlie_caught_any_trick=True),
        bonuses=(("charlie", "re", 1), ("charlie_caught", "kontra", 2)),
    )


# §13.6 card totals that cannot happen ------------------------------------------------


@pytest.mark.parametrize(("points", "party", "has"), [(1, "Re", 1), (239, "Kontra", 1)])
def test_one_card_point_is_impossible_with_nines(points: int, party: str, has: int) -> None:
    refused(
        "deal.re_points",
        f"the {party} party cannot end with {has} card points: the smallest trick",
        re_points=points,
    )


@pytest.mark.parametrize("points", [0, 2, 3, 7, 233, 238, 240])
def test_every_other_total_stands_with_nines(points: int) -> None:
    play(points)


@pytest.mark.parametrize("points", [*range(1, 8), *range(233, 240)])
def test_one_to_seven_points_are_impossible_without_nines(points: int) -> None:
    refused(
        "deal.re_points",
        "without nines the smallest trick, four jacks, is worth 8",
        re_points=points,
        rules=RuleSet(without_nines=True),
    )


@pytest.mark.parametrize("points", [0, 8, 9, 231, 232, 240])
def test_eight_points_and_more_stand_without_nines(points: int) -> None:
    play(points, RuleSet(without_nines=True))
