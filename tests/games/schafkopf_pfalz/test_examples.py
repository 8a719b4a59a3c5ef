"""The worked examples of ``shared/rules/schafkopf-pfalz.md``, one test each.

Section "Worked examples": three players A (soloist), B, C; "some" tricks are
left out of the record. Section "Game points": the seed's heart solo du.
"""

from __future__ import annotations

from tests.games.schafkopf_pfalz.build import items, play


def test_worked_example_1_simple_clubs_70() -> None:
    """Worked examples, row 1: simple ♣, 70 points → G 1, A +2, B −1."""
    result = play("simple", trump="clubs", soloist_points=70)
    assert (result.winner, result.value) == ("soloist", 1)
    assert items(result) == {("soloist", "game"): 1}
    assert result.scores == {"A": 2, "B": -1, "C": -1}


def test_worked_example_2_simple_hearts_95_with_3_tops() -> None:
    """Worked examples, row 2: simple ♥, 95, tops 3 → 1 + 1 + 1 + 3 = 6."""
    result = play("simple", trump="hearts", soloist_points=95, tops=3)
    assert (result.winner, result.value) == ("soloist", 6)
    assert items(result) == {
        ("soloist", "game"): 1,
        ("soloist", "hearts"): 1,
        ("soloist", "schneider"): 1,
        ("soloist", "tops"): 3,
    }
    assert result.scores == {"A": 12, "B": -6, "C": -6}


def test_worked_example_3_solo_spades_58_with_kontra() -> None:
    """Worked examples, row 3: solo ♠, 58, one double → (1 + 1) × 2 = 4, lost."""
    result = play("solo", trump="spades", soloist_points=58, doubles=1)
    assert (result.winner, result.value) == ("defenders", 4)
    assert items(result) == {("defenders", "game"): 1, ("defenders", "solo"): 1}
    assert [(a.item, a.factor) for a in result.adjustments] == [("kontra", 2)]
    assert result.scores == {"A": -8, "B": 4, "C": 4}


def test_worked_example_4_heart_solo_du_all_tricks() -> None:
    """Worked examples, row 4 (and the seed's example under "Game points"):
    heart solo du, 120, all 10 tricks, tops 4, Kontra and Rekontra →
    (1 + 1 + 1 + 1 + 4 + 1) × 2 × 2 × 2 = 72."""
    result = play(
        "solo_du", trump="hearts", soloist_points=120, soloist_tricks=10, tops=4, doubles=2
    )
    assert (result.winner, result.value) == ("soloist", 72)
    assert items(result) == {
        ("soloist", "game"): 1,
        ("soloist", "hearts"): 1,
        ("soloist", "schneider"): 1,
        ("soloist", "schwarz"): 1,
        ("soloist", "tops"): 4,
        ("soloist", "solo"): 1,
    }
    assert [(a.item, a.factor) for a in result.adjustments] == [
        ("solo_du", 2),
        ("kontra", 2),
        ("kontra", 2),
    ]
    assert result.scores == {"A": 144, "B": -72, "C": -72}


def test_worked_example_5_solo_diamonds_25_lost_with_schneider() -> None:
    """Worked examples, row 5: solo ♦, 25, tops 3 → 1 + 1 (Schneider) + 3 + 1 = 6, lost."""
    result = play("solo", trump="diamonds", soloist_points=25, tops=3)
    assert (result.winner, result.value) == ("defenders", 6)
    assert items(result) == {
        ("defenders", "game"): 1,
        ("defenders", "schneider"): 1,
        ("defenders", "tops"): 3,
        ("defenders", "solo"): 1,
    }
    assert result.scores == {"A": -12, "B": 6, "C": 6}


def test_worked_example_6_solo_clubs_surrender_accepted() -> None:
    """Worked examples, row 6: solo ♣, surrender accepted, tops 3 → 1 + 3 + 1 = 5."""
    result = play("solo", trump="clubs", surrender="accepted", tops=3)
    assert (result.winner, result.value) == ("soloist", 5)
    assert items(result) == {("soloist", "game"): 1, ("soloist", "tops"): 3, ("soloist", "solo"): 1}
    assert result.scores == {"A": 10, "B": -5, "C": -5}
