"""The worked examples of rules §11, one test each.

Players A, B, C, D; Re = A + B unless said; points are Re's card points.
"""

from __future__ import annotations

from schreiber.games.doppelkopf import DDV, STANDARD
from schreiber.games.doppelkopf.scoring import DealResult
from tests.games.doppelkopf.build import play


def items(result: DealResult) -> dict[tuple[str, str], int]:
    return {(line.party, line.item): line.points for line in result.lines}


def test_example_1_no_announcements_re_129() -> None:
    result = play(129)
    assert (result.winner, result.value) == ("re", 1)
    assert items(result) == {("re", "won"): 1}
    assert (result.scores["A"], result.scores["C"]) == (1, -1)


def test_example_2_kontra_wins_with_no_90() -> None:
    result = play(54, re_says=("re",), kontra_says=("kontra", "no90"))
    assert (result.winner, result.value) == ("kontra", -9)
    assert items(result) == {
        ("kontra", "won"): 1,
        ("kontra", "against_elders"): 1,
        ("kontra", "below_90"): 1,
        ("kontra", "below_60"): 1,
        ("kontra", "re_announced"): 2,
        ("kontra", "kontra_announced"): 2,
        ("kontra", "no90_announced"): 1,
    }
    assert (result.scores["A"], result.scores["C"]) == (-9, 9)


def test_example_3_failed_no_30_gives_re_the_win() -> None:
    result = play(70, kontra_says=("kontra", "no90", "no60", "no30"))
    assert (result.winner, result.value) == ("re", 7)
    assert items(result) == {
        ("re", "won"): 1,
        ("re", "kontra_announced"): 2,
        ("re", "no90_announced"): 1,
        ("re", "no60_announced"): 1,
        ("re", "no30_announced"): 1,
        ("re", "no30_answered"): 1,
    }
    assert (result.scores["A"], result.scores["C"]) == (7, -7)


def test_example_4_draw_when_both_refusals_fail() -> None:
    result = play(175, re_says=("re", "no90", "no60"), kontra_says=("kontra", "no90"))
    assert (result.winner, result.value) == (None, 1)
    assert items(result) == {("re", "no90_answered"): 1}
    assert (result.scores["A"], result.scores["C"]) == (1, -1)


def test_example_4_under_ddv_also_scores_kontra_below_90() -> None:
    """§5 draw_counts_below (on in ddv): Re "reached 120 against no 90" 1 + "Kontra
    below 90" (65) 1 → value 2."""
    result = play(175, DDV, re_says=("re", "no90", "no60"), kontra_says=("kontra", "no90"))
    assert (result.winner, result.value) == (None, 2)
    assert items(result) == {("re", "below_90"): 1, ("re", "no90_answered"): 1}
    assert (result.scores["A"], result.scores["C"]) == (2, -2)
    standard = play(175, STANDARD, re_says=("re", "no90", "no60"), kontra_says=("kontra", "no90"))
    assert standard.value == 1


def test_example_5_re_and_kontra_re_170() -> None:
    result = play(170, re_says=("re",), kontra_says=("kontra",))
    assert (result.winner, result.value) == ("re", 6)
    assert (result.scores["A"], result.scores["C"]) == (6, -6)


def test_example_6_tie_without_announcements_goes_to_kontra() -> None:
    result = play(120)
    assert (result.winner, result.value) == ("kontra", -2)
    assert items(result) == {("kontra", "won"): 1, ("kontra", "against_elders"): 1}
    assert (result.scores["A"], result.scores["C"]) == (-2, 2)


def test_example_7_tie_goes_to_re_when_only_kontra_announced() -> None:
    result = play(120, kontra_says=("kontra",))
    assert (result.winner, result.value) == ("re", 3)
    assert (result.scores["A"], result.scores["C"]) == (3, -3)


def test_example_8_queen_solo_won() -> None:
    result = play(150, type="solo_queen", re=("A",))
    assert (result.winner, result.value) == ("re", 1)
    assert result.scores == {"A": 3, "B": -1, "C": -1, "D": -1}


def test_example_9_jack_solo_lost_has_no_elders_point() -> None:
    result = play(100, type="solo_jack", re=("A",), kontra_says=("kontra",))
    assert (result.winner, result.value) == ("kontra", -3)
    assert ("kontra", "against_elders") not in items(result)
    assert result.scores == {"A": -9, "B": 3, "C": 3, "D": 3}


def test_example_10_fox_and_charlie() -> None:
    result = play(130, bonuses=(("fox", "re", 1), ("charlie", "kontra", 1)))
    assert (result.winner, result.value) == ("re", 1)
    assert result.tally("re") == 2
    assert result.tally("kontra") == 1
    assert (result.scores["A"], result.scores["C"]) == (1, -1)


def test_example_11_example_5_with_one_bock_level() -> None:
    result = play(170, re_says=("re",), kontra_says=("kontra",), bock_level=1)
    assert (result.winner, result.value) == ("re", 12)
    assert (result.scores["A"], result.scores["C"]) == (12, -12)


def test_example_12_example_9_with_one_bock_level() -> None:
    result = play(100, type="solo_jack", re=("A",), kontra_says=("kontra",), bock_level=1)
    assert (result.winner, result.value) == ("kontra", -6)
    assert (result.scores["A"], result.scores["C"]) == (-18, 6)
