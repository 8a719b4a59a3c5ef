"""Every worked example of ``shared/rules/crescendo.md`` ("Worked examples"),
entered once with the tricks won and once with the taken total."""

from __future__ import annotations

import pytest

from schreiber.games.crescendo import SUIT_ORDER, Line, bid_beats

from .build import played, scored


def check(
    soloist: str, bid: int, trump: str, tricks: list[int], taken: int, writes: int, item: str
) -> None:
    for record in (
        played(soloist, bid, trump, tricks=tricks),
        played(soloist, bid, trump, taken=taken),
        played(soloist, bid, trump, tricks=tricks, taken=taken),
    ):
        result = scored(record)
        assert result.taken == taken
        assert result.value == writes
        assert result.scores == {name: writes if name == soloist else 0 for name in "ABC"}
        assert result.lines == (Line("soloist", item, writes),)
        assert result.winner == ("soloist" if writes > 0 else "defenders")


def test_example_1_spades_19_takes_20_writes_plus_20() -> None:
    """Worked examples, row 1: A, ♠ 19, tricks 3, 4, 6, 7 → 20 > 19 → +20."""
    check("A", 19, "spades", [3, 4, 6, 7], 20, 20, "taken")


def test_example_2_notrump_23_takes_22_writes_minus_23() -> None:
    """Worked examples, row 2: A, NT 23, tricks 7, 6, 5, 4 → 22 < 23 → −23."""
    check("A", 23, "notrump", [7, 6, 5, 4], 22, -23, "bid_missed")


def test_example_3_diamonds_15_takes_15_writes_plus_30() -> None:
    """Worked examples, row 3: B, ♦ 15, tricks 1, 2, 5, 7 → exactly 15 → +30."""
    check("B", 15, "diamonds", [1, 2, 5, 7], 15, 30, "bid_exact")


def test_example_4_clubs_28_takes_all_seven_writes_plus_56() -> None:
    """Worked examples, row 4: C, ♣ 28, all seven tricks → exactly 28 → +56."""
    check("C", 28, "clubs", [1, 2, 3, 4, 5, 6, 7], 28, 56, "bid_exact")


def test_example_5_hearts_16_takes_none_writes_minus_16() -> None:
    """Worked examples, row 5: C, ♥ 16, no trick → 0 < 16 → −16."""
    check("C", 16, "hearts", [], 0, -16, "bid_missed")


def test_example_json_matches_the_output_contract() -> None:
    """Records spec, `schreiber score`: winner, value, scores, lines."""
    result = scored(played("A", 19, "spades", tricks=[3, 4, 6, 7]))
    assert result.to_json() == {
        "winner": "soloist",
        "value": 20,
        "scores": {"A": 20, "B": 0, "C": 0},
        "lines": [{"party": "soloist", "item": "taken", "points": 20}],
    }


# Auction: more points, or equal points with a stronger suit (NT > ♠ > ♥ > ♦ > ♣).


def test_suit_order_weakest_first() -> None:
    assert SUIT_ORDER == ("clubs", "diamonds", "hearts", "spades", "notrump")


@pytest.mark.parametrize(
    ("a", "b", "beats"),
    [
        ((16, "clubs"), (15, "notrump"), True),
        ((15, "notrump"), (16, "clubs"), False),
        ((15, "notrump"), (15, "spades"), True),
        ((15, "spades"), (15, "hearts"), True),
        ((15, "hearts"), (15, "diamonds"), True),
        ((15, "diamonds"), (15, "clubs"), True),
        ((15, "clubs"), (15, "diamonds"), False),
        ((20, "hearts"), (20, "hearts"), False),
    ],
)
def test_bid_beats(a: tuple[int, str], b: tuple[int, str], beats: bool) -> None:
    assert bid_beats(a, b) is beats


def test_bid_beats_refuses_an_unknown_suit() -> None:
    with pytest.raises(ValueError):
        bid_beats((15, "stars"), (15, "clubs"))
