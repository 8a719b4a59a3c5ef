"""Scoring rules of ``shared/rules/schafkopf-pfalz.md`` beyond the worked examples.

Each test names its section: "Three players" (61 to win, surrender),
"Game points" (the table and the notes under it), "Settlement" and
"Four players".
"""

from __future__ import annotations

import pytest

from schreiber.games.schafkopf_pfalz import RuleSet, parse_deal, score
from tests.games.schafkopf_pfalz.build import FOUR, items, play

AT_30 = RuleSet(schneider_at_30=True)


@pytest.mark.parametrize(("points", "winner"), [(61, "soloist"), (60, "defenders")])
def test_three_players_soloist_needs_61(points: int, winner: str) -> None:
    """Three players: "The soloist needs 61" — 60 loses."""
    assert play("simple", soloist_points=points).winner == winner


@pytest.mark.parametrize(
    ("points", "rules", "schneider"),
    [
        (91, RuleSet(), True),
        (90, RuleSet(), False),
        (90, AT_30, True),
        (89, AT_30, False),
        (29, RuleSet(), True),
        (30, RuleSet(), False),
        (30, AT_30, True),
        (31, AT_30, False),
    ],
)
def test_game_points_schneider_thresholds(points: int, rules: RuleSet, schneider: bool) -> None:
    """Game points: Schneider at 91 / below 30; exactly 30 only with ``schneider_at_30``."""
    result = play("solo", rules=rules, soloist_points=points)
    assert any(line.item == "schneider" for line in result.lines) is schneider


def test_game_points_schwarz_lost_with_the_skat_points() -> None:
    """Game points: Schwarz when one side took every trick; at three the Skat
    still counts for a soloist who took no trick."""
    result = play("solo", soloist_points=15, soloist_tricks=0)
    assert result.winner == "defenders"
    assert items(result) == {
        ("defenders", "game"): 1,
        ("defenders", "schneider"): 1,
        ("defenders", "schwarz"): 1,
        ("defenders", "solo"): 1,
    }
    assert result.value == 4


def test_game_points_schwarz_from_points_when_tricks_are_missing() -> None:
    """Without tricks, 120 points mean the defenders took no trick."""
    result = play("simple", soloist_points=120)
    assert items(result) == {
        ("soloist", "game"): 1,
        ("soloist", "schneider"): 1,
        ("soloist", "schwarz"): 1,
    }


def test_game_points_no_schwarz_when_the_defenders_took_a_blank_trick() -> None:
    result = play("simple", soloist_points=120, soloist_tricks=9)
    assert "schwarz" not in {line.item for line in result.lines}


@pytest.mark.parametrize("tops", [1, 2])
def test_game_points_a_run_of_one_or_two_counts_nothing(tops: int) -> None:
    """Game points: "A run of 1 or 2 counts nothing"."""
    result = play("simple", soloist_points=70, tops=tops)
    assert (result.value, items(result)) == (1, {("soloist", "game"): 1})


def test_three_players_refused_surrender_needs_schneider() -> None:
    """Three players, surrender: having refused, the soloist wins only with 91."""
    assert play("solo", surrender="refused", soloist_points=90).winner == "defenders"
    lost = play("solo", surrender="refused", soloist_points=75)
    assert (lost.winner, lost.value) == ("defenders", 2)
    won = play("solo", surrender="refused", soloist_points=91)
    assert (won.winner, won.value) == ("soloist", 3)


def test_refused_surrender_follows_schneider_at_30() -> None:
    """Choice: with ``schneider_at_30`` Schneider (and so the refused soloist's win) is 90."""
    assert play("solo", rules=AT_30, surrender="refused", soloist_points=90).winner == "soloist"


def test_accepted_surrender_of_a_solo_du_keeps_the_doubling() -> None:
    """Three players, surrender: scored as won, no Schneider/Schwarz; solo du still doubles."""
    result = play("solo_du", trump="hearts", surrender="accepted", doubles=1)
    assert items(result) == {
        ("soloist", "game"): 1,
        ("soloist", "hearts"): 1,
        ("soloist", "solo"): 1,
    }
    assert result.value == 3 * 2 * 2


def test_failed_solo_du_is_lost_without_schneider_and_schwarz() -> None:
    """Game points: "A failed solo du ends early: lost without Schneider and Schwarz"."""
    result = play("solo_du", soloist_points=15, soloist_tricks=0)
    assert result.winner == "defenders"
    assert items(result) == {("defenders", "game"): 1, ("defenders", "solo"): 1}
    assert result.value == 4
    assert result.scores == {"A": -8, "B": 4, "C": 4}


def test_solo_du_without_all_tricks_is_lost_even_with_120_points() -> None:
    result = play("solo_du", soloist_points=120, soloist_tricks=9)
    assert (result.winner, result.value) == ("defenders", 4)


def test_solo_du_entered_by_its_tricks() -> None:
    """Choice: a solo du may carry only its tricks; all of them mean 120 points."""
    won = play("solo_du", soloist_tricks=10)
    assert (won.winner, won.value) == ("soloist", (1 + 1 + 1 + 1) * 2)
    lost = play("solo_du", soloist_tricks=4)
    assert (lost.winner, lost.value) == ("defenders", 4)


def test_four_players_ace_call_settles_plus_minus_g() -> None:
    """Four players: an ace call scores game 1 + hearts 1; each winner +G, each loser −G."""
    result = play("ace_call", FOUR, partner="C", soloist_points=70)
    assert items(result) == {("soloist", "game"): 1, ("soloist", "hearts"): 1}
    assert result.scores == {"A": 2, "B": -2, "C": 2, "D": -2}
    lost = play("ace_call", FOUR, partner="C", soloist_points=20, doubles=1)
    assert lost.value == (1 + 1 + 1) * 2
    assert lost.scores == {"A": -6, "B": 6, "C": -6, "D": 6}


def test_four_players_ace_call_without_the_hearts_point() -> None:
    """Four players: option ``ace_call_hearts_point`` off — the ace call has no hearts point."""
    rules = RuleSet(ace_call_hearts_point=False)
    result = play("ace_call", FOUR, rules, partner="B", soloist_points=70)
    assert (result.value, items(result)) == (1, {("soloist", "game"): 1})


def test_four_players_heart_solo_keeps_the_hearts_point_without_the_option() -> None:
    rules = RuleSet(ace_call_hearts_point=False)
    result = play("solo", FOUR, rules, trump="hearts", soloist_points=70)
    assert result.value == 3


def test_four_players_solo_settles_three_g() -> None:
    """Four players, settlement: solo — the soloist ±3G, each opponent ∓G."""
    result = play("solo", FOUR, trump="spades", soloist_points=80)
    assert result.scores == {"A": 6, "B": -2, "C": -2, "D": -2}
    du = play("solo_du", FOUR, trump="hearts", soloist_tricks=8, tops=3)
    assert du.value == (1 + 1 + 1 + 1 + 3 + 1) * 2
    assert du.scores == {"A": 48, "B": -16, "C": -16, "D": -16}


def test_four_players_schwarz_from_zero_points() -> None:
    result = play("ace_call", FOUR, partner="B", soloist_points=0)
    assert items(result) == {
        ("defenders", "game"): 1,
        ("defenders", "hearts"): 1,
        ("defenders", "schneider"): 1,
        ("defenders", "schwarz"): 1,
    }


def test_settlement_sitting_out_players_write_zero() -> None:
    """Settlement: "Sitting-out players write 0"."""
    deal = parse_deal(
        {"contract": "simple", "trump": "clubs", "soloist": "B", "soloist_points": 70}
    )
    result = score(deal, RuleSet(table=3), ("B", "C", "D"), ("A", "B", "C", "D"))
    assert result.scores == {"A": 0, "B": 2, "C": -1, "D": -1}


def test_redeal_scores_nothing() -> None:
    result = score(parse_deal({"contract": "redeal"}), RuleSet(), ("A", "B", "C"))
    assert (result.winner, result.value, result.lines) == (None, 0, ())
    assert result.scores == {"A": 0, "B": 0, "C": 0}


def test_result_json() -> None:
    result = play("solo", trump="spades", soloist_points=58, doubles=1)
    assert result.to_json() == {
        "winner": "defenders",
        "value": 4,
        "scores": {"A": -8, "B": 4, "C": 4},
        "lines": [
            {"party": "defenders", "item": "game", "points": 1},
            {"party": "defenders", "item": "solo", "points": 1},
        ],
        "adjustments": [{"item": "kontra", "factor": 2}],
    }
