"""Scoring beyond the worked examples: rules §4–§8 and every scoring option."""

from __future__ import annotations

import pytest

from schreiber.games.common import Adjustment
from schreiber.games.doppelkopf import DDV, RuleSet
from schreiber.games.errors import RecordError
from tests.games.doppelkopf.build import play

ALL = ("re", "no90", "no60", "no30", "schwarz")
ALL_K = ("kontra", "no90", "no60", "no30", "schwarz")


# §4 winning ---------------------------------------------------------------


def test_re_needs_121_without_announcements() -> None:
    assert play(121).winner == "re"
    assert play(120).winner == "kontra"


def test_only_re_announced_keeps_the_121_rule() -> None:
    assert play(120, re_says=("re",)).winner == "kontra"


def test_both_announced_keeps_the_121_rule() -> None:
    assert play(120, re_says=("re",), kontra_says=("kontra",)).winner == "kontra"


def test_one_sided_refusal_that_holds_wins() -> None:
    result = play(200, re_says=("re", "no90"))
    assert result.winner == "re"
    # won, below 90, below 60, Re 2, no 90 1
    assert result.value == 6


def test_one_sided_refusal_that_fails_loses_even_with_121() -> None:
    result = play(140, re_says=("re", "no90"))
    assert result.winner == "kontra"
    # won, against the elders, Re 2, no 90 1
    assert result.value == -5


def test_kontra_refusal_can_hold() -> None:
    result = play(80, kontra_says=("kontra", "no90"))
    assert (result.winner, result.value) == ("kontra", -6)


def test_draw_scores_only_the_answers_on_both_sides() -> None:
    result = play(120, re_says=ALL[:4], kontra_says=ALL_K[:4])
    assert result.winner is None
    assert result.tally("re") == 3
    assert result.tally("kontra") == 3
    assert result.value == 0


def test_draw_keeps_bonuses() -> None:
    result = play(
        150, re_says=("re", "no90"), kontra_says=("kontra", "no90"), bonuses=(("fox", "kontra", 1),)
    )
    assert result.winner is None
    # Re answered Kontra's no 90 with 150 >= 120; Kontra caught a fox.
    assert result.value == 0


def test_draw_counts_below_scores_both_parties_low_points() -> None:
    """§5 draw_counts_below: in a draw each party scores the opponent's actual low points."""
    # Re 80 fails Re's no 60 (Kontra 160); Kontra's no 60 fails too (Re 80).
    plain = play(80, re_says=ALL[:3], kontra_says=ALL_K[:3])
    assert plain.winner is None
    rules = RuleSet(draw_counts_below=True)
    counted = play(80, rules, re_says=ALL[:3], kontra_says=ALL_K[:3])
    lines = {(line.party, line.item) for line in counted.lines} - {
        (line.party, line.item) for line in plain.lines
    }
    assert lines == {("kontra", "below_90")}
    assert counted.value == plain.value - 1


def test_draw_counts_below_leaves_won_deals_alone() -> None:
    rules = RuleSet(draw_counts_below=True)
    assert play(54, rules, re_says=("re",), kontra_says=("kontra", "no90")).value == -9


# §5 points table ----------------------------------------------------------


def test_schwarz_by_points_and_no_tricks() -> None:
    result = play(240)
    assert result.value == 5  # won, below 90, 60, 30, schwarz


def test_zero_point_trick_is_not_schwarz() -> None:
    result = play(240, kontra_tricks=1)
    assert result.value == 4


def test_tricks_given_for_re_decide_kontra_tricks() -> None:
    assert play(240, re_tricks=12).value == 5
    assert play(240, re_tricks=11).value == 4


def test_announced_schwarz_that_holds() -> None:
    result = play(240, re_says=ALL)
    assert result.value == 1 + 3 + 1 + 2 + 4


def test_announced_schwarz_fails_on_a_trick_of_nines() -> None:
    result = play(240, re_says=ALL, kontra_tricks=1)
    assert result.winner == "kontra"
    assert result.value == -(1 + 1 + 2 + 4)


def test_winner_below_90_gives_the_loser_nothing() -> None:
    # Kontra announced up to no 60 and failed; Re wins with 80.
    result = play(80, kontra_says=("kontra", "no90", "no60"))
    assert result.winner == "re"
    lines = {line.item for line in result.lines}
    assert "below_90" not in lines
    # won 1, Kontra 2, two refusals 2 — Re reached 90? no; the no 90 answer
    # needs 120: no.
    assert result.value == 5


def test_answer_needs_the_reached_points() -> None:
    # Kontra said no 60 and failed; Re got 95 >= 90 -> "no 60 answered".
    result = play(95, kontra_says=("kontra", "no90", "no60"))
    assert ("re", "no60_answered") in {(line.party, line.item) for line in result.lines}
    assert result.value == 6


# Game types -----------------------------------------------------------------


def test_marriage_with_partner_is_two_against_two() -> None:
    result = play(100, type="marriage", marriage_clarified_in=2)
    assert result.value == -2  # Kontra: won, against the elders
    assert result.scores == {"A": -2, "B": -2, "C": 2, "D": 2}


def test_marriage_without_partner_is_a_solo() -> None:
    result = play(100, type="marriage", re=("A",))
    assert result.solo
    assert result.value == -1
    assert result.scores == {"A": -3, "B": 1, "C": 1, "D": 1}


def test_poverty_is_two_against_two() -> None:
    result = play(130, type="poverty", re=("B", "D"))
    assert result.scores == {"A": -1, "B": 1, "C": -1, "D": 1}


def test_silent_solo_triples() -> None:
    result = play(121, type="silent_solo", re=("C",))
    assert result.scores == {"A": -1, "B": -1, "C": 3, "D": -1}


@pytest.mark.parametrize(
    "kind", ["solo_clubs", "solo_spades", "solo_hearts", "solo_diamonds", "solo_fleshless"]
)
def test_suit_and_fleshless_solos(kind: str) -> None:
    assert play(121, type=kind, re=("D",)).scores["D"] == 3


def test_king_and_queen_jack_solos_with_their_options() -> None:
    rules = RuleSet(king_solo=True, queen_jack_solo=True)
    assert play(121, rules, type="solo_king", re=("A",)).scores["A"] == 3
    assert play(121, rules, type="solo_queen_jack", re=("A",)).scores["A"] == 3


def test_redeal_scores_nothing() -> None:
    from schreiber.games.doppelkopf import parse_deal, score

    result = score(
        parse_deal({"type": "redeal", "reason": "poverty_refused"}), RuleSet(), ("A", "B", "C", "D")
    )
    assert (result.winner, result.value, result.lines) == (None, 0, ())
    assert set(result.scores.values()) == {0}


def test_sitting_out_players_write_zero() -> None:
    result = play(129, players=("A", "B", "C", "D", "E"))
    assert result.scores == {"A": 1, "B": 1, "C": -1, "D": -1, "E": 0}


# §6 bonuses ----------------------------------------------------------------


def test_bonuses_count_for_the_loser_too() -> None:
    result = play(100, bonuses=(("fox", "re", 2), ("doppelkopf", "re", 1)))
    # Kontra: won 1 + elders 1; Re: two foxes, a doppelkopf
    assert result.value == 1


def test_charlie_caught() -> None:
    assert play(130, bonuses=(("charlie_caught", "re", 1),)).value == 2


def test_doppelkopf_in_a_solo_under_standard() -> None:
    result = play(130, type="solo_queen", re=("A",), bonuses=(("doppelkopf", "re", 1),))
    assert result.value == 2


def test_extra_bonus_points() -> None:
    rules = RuleSet(heart_ten_caught=True, fox_last_trick=True, fox_first_trick=True)
    assert play(130, rules, bonuses=(("fox_last_trick", "re", 1),)).value == 3
    assert play(130, rules, bonuses=(("fox_first_trick", "re", 1),)).value == 3
    assert play(130, rules, bonuses=(("heart_ten_caught", "kontra", 2),)).value == -1


def test_hearts_trick_bonus_without_nines() -> None:
    rules = RuleSet(without_nines=True, hearts_trick=True)
    result = play(130, rules, bonuses=(("hearts_trick", "re", 1),))
    assert result.value == 2
    assert "hearts_trick" in result.bock_triggers


# §7 options ------------------------------------------------------------------


def test_re_kontra_doubles_instead_of_adding() -> None:
    rules = RuleSet(re_kontra_doubles=True)
    result = play(170, rules, re_says=("re",), kontra_says=("kontra",))
    assert result.value == 2 * 4  # won, below 90; x2 x2
    assert result.adjustments == (
        Adjustment("re_announced", factor=2),
        Adjustment("kontra_announced", factor=2),
    )


def test_re_kontra_doubles_leaves_bonuses_alone_by_default() -> None:
    rules = RuleSet(re_kontra_doubles=True)
    result = play(
        170, rules, re_says=("re",), kontra_says=("kontra",), bonuses=(("fox", "kontra", 1),)
    )
    assert result.value == 8 - 1


def test_re_kontra_doubles_bonuses_sub_option() -> None:
    rules = RuleSet(re_kontra_doubles=True, re_kontra_doubles_bonuses=True)
    result = play(
        170, rules, re_says=("re",), kontra_says=("kontra",), bonuses=(("fox", "kontra", 1),)
    )
    assert result.value == (2 - 1) * 4


def test_solo_doubles_before_the_triple() -> None:
    result = play(150, RuleSet(solo_doubles=True), type="solo_queen", re=("A",))
    assert result.value == 2
    assert result.scores["A"] == 6


def test_solo_doubles_does_not_touch_normal_games() -> None:
    assert play(150, RuleSet(solo_doubles=True)).value == 1


def test_solo_implies_re_adds_the_re_points() -> None:
    result = play(150, RuleSet(solo_implies_re=True), type="solo_queen", re=("A",))
    assert result.value == 3
    assert result.scores["A"] == 9


def test_solo_implies_re_cancels_the_kontra_only_tie_rule() -> None:
    plain = play(120, type="solo_queen", re=("A",), kontra_says=("kontra",))
    implied = play(
        120, RuleSet(solo_implies_re=True), type="solo_queen", re=("A",), kontra_says=("kontra",)
    )
    assert (plain.winner, plain.value) == ("re", 3)
    assert (implied.winner, implied.value) == ("kontra", -5)


def test_solo_implies_re_lets_the_soloist_refuse_directly() -> None:
    result = play(
        200, RuleSet(solo_implies_re=True), type="solo_queen", re=("A",), re_says=("no90",)
    )
    assert result.winner == "re"


def test_plus_only_writes_positive_entries() -> None:
    rules = RuleSet(plus_only=True)
    assert play(54, rules, re_says=("re",), kontra_says=("kontra", "no90")).scores == {
        "A": 0,
        "B": 0,
        "C": 9,
        "D": 9,
    }
    assert play(150, rules, type="solo_queen", re=("A",)).scores == {
        "A": 3,
        "B": 0,
        "C": 0,
        "D": 0,
    }
    assert play(100, rules, type="solo_jack", re=("A",), kontra_says=("kontra",)).scores == {
        "A": 0,
        "B": 3,
        "C": 3,
        "D": 3,
    }


# §8 Bock as a multiplier and its triggers -------------------------------------


def test_two_bock_levels_quadruple() -> None:
    assert play(129, bock_level=2).value == 4


def test_bock_plus_adds_to_the_size() -> None:
    rules = RuleSet(bock_effect="plus", bock_plus=2)
    assert play(170, rules, re_says=("re",), kontra_says=("kontra",), bock_level=1).value == 8
    lost_solo = play(100, rules, type="solo_jack", re=("A",), kontra_says=("kontra",), bock_level=1)
    assert lost_solo.value == -5
    assert lost_solo.scores["A"] == -15


def test_bock_triggers_of_the_standard_preset() -> None:
    assert play(120).bock_triggers == ("tie",)
    assert play(54, re_says=("re",), kontra_says=("kontra", "no90")).bock_triggers == ("re_lost",)
    assert play(120, kontra_says=("kontra",)).bock_triggers == ("tie", "kontra_lost")
    assert play(130, bonuses=(("fox", "kontra", 1),)).bock_triggers == ("zero_value",)
    assert play(129).bock_triggers == ()


def test_optional_bock_triggers() -> None:
    rules = RuleSet(bock_on_doppelkopf=True, bock_on_custom=True, bock_on_lost_solo=True)
    assert play(150, rules, bonuses=(("doppelkopf", "re", 2),)).bock_triggers == (
        "doppelkopf",
        "doppelkopf",
    )
    assert play(150, rules, bock_events=["custom"]).bock_triggers == ("custom",)
    assert play(100, rules, type="solo_jack", re=("A",)).bock_triggers == ("lost_solo",)


def test_no_bock_triggers_under_ddv() -> None:
    assert play(120, DDV).bock_triggers == ()


# §13.2 scoring variants --------------------------------------------------------------

AS_ANNOUNCED = RuleSet(refusal_scoring="as_announced")


def test_as_announced_example_re_refusal_fails() -> None:
    """Re: Re, no 90 · Re 140 → Kontra wins, −6 (won, elders, Re 2, no 90, as announced)."""
    result = play(140, AS_ANNOUNCED, re_says=("re", "no90"))
    assert (result.winner, result.value) == ("kontra", -6)
    assert {(line.party, line.item): line.points for line in result.lines} == {
        ("kontra", "won"): 1,
        ("kontra", "against_elders"): 1,
        ("kontra", "re_announced"): 2,
        ("kontra", "no90_announced"): 1,
        ("kontra", "refusals_as_announced"): 1,
    }
    assert play(140, re_says=("re", "no90")).value == -5  # reached: no extra point


def test_as_announced_example_kontra_refusal_fails() -> None:
    """Kontra: Kontra, no 90 · Re 95 → Re wins, +5 (won, Kontra 2, no 90, as announced)."""
    result = play(95, AS_ANNOUNCED, kontra_says=("kontra", "no90"))
    assert (result.winner, result.value) == ("re", 5)
    assert play(95, kontra_says=("kontra", "no90")).value == 4


def test_as_announced_counts_every_refusal_of_the_loser_and_no_answers() -> None:
    # Kontra refused up to no 30 and failed; Re reached 70: "reached" scores "no 30
    # answered" (example 3), "as announced" one point per refusal instead.
    result = play(70, AS_ANNOUNCED, kontra_says=("kontra", "no90", "no60", "no30"))
    assert ("re", "refusals_as_announced", 3) in result.lines
    assert not [line for line in result.lines if line.item.endswith("_answered")]
    assert result.value == 1 + 2 + 3 + 3


def test_as_announced_refuses_refusals_from_both_parties() -> None:
    with pytest.raises(RecordError) as caught:
        play(175, AS_ANNOUNCED, re_says=("re", "no90"), kontra_says=("kontra", "no90"))
    assert caught.value.field == "deal.announcements"
    assert "only one party may refuse" in caught.value.reason
    # Re and Kontra themselves are no refusals.
    assert play(175, AS_ANNOUNCED, re_says=("re", "no90"), kontra_says=("kontra",)).winner


def test_elders_point_can_be_switched_off() -> None:
    assert play(100).value == -2
    result = play(100, RuleSet(elders_point=False))
    assert (result.winner, result.value) == ("kontra", -1)


def test_elders_in_poverty() -> None:
    assert play(100, type="poverty").value == -2
    assert play(100, RuleSet(elders_in_poverty=False), type="poverty").value == -1
    assert play(100, RuleSet(elders_in_poverty=False)).value == -2  # a normal game keeps it


def test_minus_only_writes_negative_entries() -> None:
    rules = RuleSet(minus_only=True)
    assert play(54, rules, re_says=("re",), kontra_says=("kontra", "no90")).scores == {
        "A": -9,
        "B": -9,
        "C": 0,
        "D": 0,
    }
    assert play(100, rules, type="solo_jack", re=("A",), kontra_says=("kontra",)).scores == {
        "A": -9,
        "B": 0,
        "C": 0,
        "D": 0,
    }
    assert play(150, rules, type="solo_queen", re=("A",)).scores == {
        "A": 0,
        "B": -1,
        "C": -1,
        "D": -1,
    }


# §13.3 bonus variants --------------------------------------------------------------


def test_fox_wins_last_trick_scores_one_point() -> None:
    rules = RuleSet(fox_wins_last_trick=True)
    result = play(130, rules, bonuses=(("fox_wins_last_trick", "kontra", 1),))
    assert ("kontra", "fox_wins_last_trick", 1) in result.lines
    assert result.value == 0


# §13.5 Bock variants ---------------------------------------------------------------


def test_bock_on_schwarz() -> None:
    rules = RuleSet(bock_on_schwarz=True)
    assert play(240, rules).bock_triggers == ("schwarz",)
    assert play(0, rules).bock_triggers == ("schwarz",)
    assert play(240, rules, kontra_tricks=1).bock_triggers == ()  # a trick of nines
    assert play(240).bock_triggers == ()


def test_bock_scope_game_points_leaves_bonuses_undoubled() -> None:
    bonuses = (("fox", "re", 1), ("charlie", "kontra", 1), ("doppelkopf", "re", 1))
    whole = play(170, bonuses=bonuses, bock_level=2)
    assert whole.value == (2 + 1) * 4  # won 1, below 90 1; bonuses +1
    rules = RuleSet(bock_scope="game_points")
    scoped = play(170, rules, bonuses=bonuses, bock_level=2)
    assert scoped.value == 2 * 4 + 1
    assert scoped.adjustments == (Adjustment("bock_game_points", factor=4),)
    assert play(170, rules, bonuses=bonuses).value == 3  # no Bock: no difference
    plus = rules.replace(bock_effect="plus", bock_plus=2)
    assert play(170, plus, bonuses=bonuses, bock_level=1).value == 2 + 2 + 1


def test_bock_scope_game_points_in_a_solo_with_solo_doubles() -> None:
    rules = RuleSet(bock_scope="game_points", solo_doubles=True)
    result = play(
        150, rules, type="solo_queen", re=("A",), bonuses=(("doppelkopf", "re", 1),), bock_level=1
    )
    assert result.value == (1 * 2) * 2 + 1 * 2  # game ×solo ×Bock, bonus ×solo
    assert result.scores["A"] == 3 * result.value


def test_value_0_trigger_looks_at_the_value_before_bock() -> None:
    """§13.5: with the game points doubled alone a Bock deal of game 1, bonus −1 is
    worth 1 after Bock, but it was worth 0 before it, so it triggers."""
    rules = RuleSet(bock_scope="game_points")
    result = play(130, rules, bonuses=(("fox", "kontra", 1),), bock_level=1)
    assert result.value == 1
    assert result.bock_triggers == ("zero_value",)
