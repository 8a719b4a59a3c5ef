"""Rules §13.8: options other score pads offer — every worked example a test."""

from __future__ import annotations

import pytest

from schreiber.games.doppelkopf import RuleSet, parse_deal, parse_rules
from schreiber.games.doppelkopf.replay import replay
from schreiber.games.doppelkopf.rules import STANDARD
from schreiber.games.doppelkopf.scoring import winner_of
from schreiber.games.errors import RecordError
from tests.games.doppelkopf.build import deal_json, play

P4 = ("A", "B", "C", "D")
TIE = 120  # 120:120 is a Bock trigger in the standard preset


def test_every_option_is_off_by_default() -> None:
    assert STANDARD.elders_point_in_solo is False
    assert STANDARD.draw_scores == "reached"
    assert STANDARD.re_kontra_value == 2
    assert STANDARD.feigheit is False
    assert STANDARD.bock_mode == "stack"


# elders_point_in_solo -------------------------------------------------------------


def test_elders_point_in_solo_a_lost_solo_worth_1_becomes_2() -> None:
    lost = {"re_points": 100, "re": ("A",), "type": "solo_queen"}
    plain = play(**lost)  # type: ignore[arg-type]
    assert plain.value == -1
    assert plain.scores == {"A": -3, "B": 1, "C": 1, "D": 1}
    result = play(rules=RuleSet(elders_point_in_solo=True), **lost)  # type: ignore[arg-type]
    assert result.value == -2
    assert result.scores == {"A": -6, "B": 2, "C": 2, "D": 2}
    assert ("kontra", "against_elders", 1) in result.lines


def test_elders_point_in_solo_needs_the_elders_point_and_a_lost_solo() -> None:
    rules = RuleSet(elders_point_in_solo=True, elders_point=False)
    assert play(100, rules=rules, re=("A",), type="solo_queen").value == -1
    won = play(130, rules=RuleSet(elders_point_in_solo=True), re=("A",), type="solo_queen")
    assert won.value == 1 and won.scores["A"] == 3
    # A misère (§13.1) still has no elders point.
    rules = RuleSet(elders_point_in_solo=True, misere=True)
    misere = play(0, rules=rules, re=("A",), type="misere", re_tricks=1)
    assert misere.value == -1


# bock_mode merge and cap ------------------------------------------------------------


def levels(rules: RuleSet, triggers: set[int], count: int = 9) -> list[int]:
    """The Bock levels of deals 1..count with a trigger (120:120) in the deals named."""
    deals = [
        parse_deal(deal_json(TIE if number in triggers else 130)) for number in range(1, count + 1)
    ]
    return [deal.bock_level for deal in replay(P4, "A", rules, deals).deals]


def test_bock_merge_worked_example() -> None:
    assert levels(RuleSet(bock_mode="merge"), {1, 3}) == [0, 1, 1, 1, 1, 1, 1, 0, 0]
    # For comparison: stack multiplies where the rounds overlap.
    assert levels(RuleSet(), {1, 3}) == [0, 1, 1, 2, 2, 1, 1, 0, 0]


def test_bock_merge_two_triggers_in_one_deal_give_one_window() -> None:
    rules = RuleSet(bock_mode="merge")
    two = parse_deal(deal_json(TIE, kontra_says=("kontra",)))
    result = replay(P4, "A", rules, [two])
    assert result.deals[0].result.bock_triggers == ("tie", "kontra_lost")
    assert result.pending_bock == (1, 1, 1, 1)


def test_bock_cap_worked_example() -> None:
    rules = RuleSet(bock_mode="cap", bock_max_level=2)
    assert levels(rules, {1, 2, 3}) == [0, 1, 2, 2, 2, 2, 1, 0, 0]
    # stack with the same cap moves the level on instead of dropping it.
    stacked = levels(RuleSet(bock_max_level=2), {1, 2, 3})
    assert stacked == [0, 1, 2, 2, 2, 2, 1, 1, 1]


def test_bock_cap_without_a_cap_plays_as_stack() -> None:
    assert levels(RuleSet(bock_mode="cap"), {1, 2, 3}) == levels(RuleSet(), {1, 2, 3})


def test_the_new_bock_modes_are_read_from_a_session() -> None:
    rules = parse_rules({"options": {"bock_mode": "merge"}})
    assert rules.bock_mode == "merge"
    rules = parse_rules({"options": {"bock_mode": "cap", "bock_max_level": 2}})
    assert (rules.bock_mode, rules.bock_max_level) == ("cap", 2)


# draw_scores = bonuses_only ------------------------------------------------------------


DRAW = {
    "re_points": 150,  # Re's no 90 fails (Kontra 90), Kontra's no 90 fails (Re 150)
    "re_says": ("re", "no90"),
    "kontra_says": ("kontra", "no90"),
    "bonuses": (("fox", "kontra", 1),),
}


def test_draw_scores_bonuses_only() -> None:
    plain = play(**DRAW)  # type: ignore[arg-type]
    assert plain.winner is None
    # Re reached 120 against Kontra's no 90: 1; Kontra's fox: 1.
    assert plain.value == 0
    result = play(rules=RuleSet(draw_scores="bonuses_only"), **DRAW)  # type: ignore[arg-type]
    assert result.winner is None
    assert [line.item for line in result.lines] == ["fox"]
    assert result.value == -1
    # It also drops what draw_counts_below (DDV) would add.
    rules = RuleSet(draw_scores="bonuses_only", draw_counts_below=True)
    assert play(rules=rules, **DRAW).value == -1  # type: ignore[arg-type]


def test_draw_scores_bonuses_only_leaves_a_won_deal_alone() -> None:
    rules = RuleSet(draw_scores="bonuses_only")
    assert play(130, rules=rules, re_says=("re",)).value == play(130, re_says=("re",)).value


# re_kontra_value ----------------------------------------------------------------------


def test_re_kontra_value_1() -> None:
    assert play(130, re_says=("re",)).value == 3  # won 1, Re 2
    rules = RuleSet(re_kontra_value=1)
    result = play(130, rules=rules, re_says=("re",), kontra_says=("kontra",))
    assert ("re", "re_announced", 1) in result.lines
    assert ("re", "kontra_announced", 1) in result.lines
    assert result.value == 3  # won 1, Re 1, Kontra 1
    misere_rules = RuleSet(re_kontra_value=1, misere=True)
    misere = play(0, rules=misere_rules, re=("A",), type="misere", re_tricks=0, re_says=("re",))
    assert misere.value == 2  # won 1, Re 1


def test_re_kontra_value_is_refused_with_re_kontra_doubles() -> None:
    with pytest.raises(RecordError) as caught:
        parse_rules({"options": {"re_kontra_value": 1, "re_kontra_doubles": True}})
    assert caught.value.field == "rules.options.re_kontra_value"
    assert "Re and Kontra double" in caught.value.reason
    assert "Points for Re or Kontra" in caught.value.reason
    # The default value goes with doubling, and only 1 and 2 are values.
    assert parse_rules({"options": {"re_kontra_doubles": True}}).re_kontra_value == 2
    with pytest.raises(RecordError):
        parse_rules({"options": {"re_kontra_value": 3}})


# feigheit -------------------------------------------------------------------------------


def test_feigheit_re_announced_only_re_and_kontra_ended_with_25() -> None:
    rules = RuleSet(feigheit=True)
    plain = play(215, re_says=("re",))
    assert plain.winner == "re" and plain.value == 6 and not plain.feigheit
    result = play(215, rules=rules, re_says=("re",))
    # Three steps beyond (below 90, 60, 30): Re loses, valued for Kontra as §5 does:
    # won 1, against the elders 1, Re announced 2.
    assert result.winner == "kontra"
    assert result.feigheit
    assert [line.item for line in result.lines] == ["won", "against_elders", "re_announced"]
    assert result.value == -4
    assert result.scores == {"A": -4, "B": -4, "C": 4, "D": 4}
    assert result.to_json()["feigheit"] is True
    assert result.bock_triggers == ("re_lost",)
    deal = parse_deal(deal_json(215, re_says=("re",)))
    assert winner_of(deal, rules) == "kontra"


def test_feigheit_kontra_at_55_is_two_steps_and_re_wins_as_usual() -> None:
    rules = RuleSet(feigheit=True)
    result = play(185, rules=rules, re_says=("re",))
    assert result.winner == "re"
    assert not result.feigheit
    assert "feigheit" not in result.to_json()
    assert result.value == play(185, re_says=("re",)).value == 5


def test_feigheit_counts_from_the_highest_refusal() -> None:
    rules = RuleSet(feigheit=True)
    # Re said no 90 and Kontra took no trick: four steps, three beyond no 90.
    lost = play(240, rules=rules, re_says=("re", "no90"), re_tricks=12, kontra_tricks=0)
    assert lost.winner == "kontra" and lost.feigheit
    # Re said no 60: two beyond, Re wins.
    won = play(240, rules=rules, re_says=("re", "no90", "no60"), re_tricks=12, kontra_tricks=0)
    assert won.winner == "re" and not won.feigheit
    # Kontra wins by three steps without a word: Kontra loses.
    kontra = play(25, rules=rules)
    assert kontra.winner == "re" and kontra.feigheit


# The reference states each option when it is on ---------------------------------------


def test_the_reference_states_each_option_when_on() -> None:
    from tests.reference.helpers import page

    points = page("doppelkopf", "points").text
    assert "In a solo there is no point for winning against the elders" in points
    solo = page("doppelkopf", "points", {"elders_point_in_solo": True}).text
    assert "a lost solo worth 1 is worth 2 (the soloist −6, each defender +2)" in solo
    value = page("doppelkopf", "points", {"re_kontra_value": 1}).text
    assert "Re announced 1" in value and "Re and Kontra add 1 each, not 2" in value
    assert "Re announced 2" in points and "not 2" not in points
    draw = {"draw_scores": "bonuses_only"}
    assert (
        "a draw has no winner and only the bonuses count"
        in page("doppelkopf", "winning", draw).text
    )
    assert "only the bonuses count in a draw" in page("doppelkopf", "points", draw).text
    feigheit = page("doppelkopf", "winning", {"feigheit": True}).text
    assert "Feigheit" in feigheit and "three steps, so Re loses" in feigheit
    assert "Feigheit" not in page("doppelkopf", "winning").text
    merge = page("doppelkopf", "bock", {"bock_mode": "merge"}).text
    assert "Merge:" in merge and "deals 2 to 7 are Bock" in merge
    assert "There is no highest level" not in merge
    cap = page("doppelkopf", "bock", {"bock_mode": "cap", "bock_max_level": 2}).text
    assert "Cap:" in cap and "At most 2 levels on one deal; levels beyond it are lost" in cap
