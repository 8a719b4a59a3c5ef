"""The deal record of ``shared/spec/records.md`` ("A Crescendo deal"): shapes and types."""

from __future__ import annotations

import json

import pytest

from schreiber.games.crescendo import Deal, parse_deal
from schreiber.games.errors import RecordError

from .build import REDEAL, played


def test_a_record_with_tricks_reads_and_writes_sorted() -> None:
    deal = parse_deal(played("A", 19, "spades", tricks=[7, 3, 6, 4]))
    assert deal == Deal("A", 19, "spades", tricks_won=(7, 3, 6, 4))
    assert deal.taken_points == 20
    assert deal.to_json() == {
        "soloist": "A",
        "bid": 19,
        "trump": "spades",
        "tricks_won": [3, 4, 6, 7],
    }


def test_a_record_with_taken_keeps_taken() -> None:
    deal = parse_deal(played("B", 15, "diamonds", taken=15, note="close one"))
    assert deal.taken_points == 15
    assert deal.to_json() == {
        "soloist": "B",
        "bid": 15,
        "trump": "diamonds",
        "taken": 15,
        "note": "close one",
    }


def test_no_trick_is_an_empty_list_not_a_missing_one() -> None:
    deal = parse_deal(played("C", 16, "hearts", tricks=[]))
    assert deal.tricks_won == ()
    assert deal.to_json()["tricks_won"] == []


def test_both_given_write_only_the_tricks() -> None:
    deal = parse_deal(played(tricks=[1, 2, 5, 7], taken=15))
    assert "taken" not in deal.to_json()
    assert parse_deal(deal.to_json()).to_json() == deal.to_json()


def test_null_counts_as_absent() -> None:
    deal = parse_deal(played(tricks=None, taken=None, tricks_won=None))
    assert deal.tricks_won is None
    assert deal.taken is None


def test_equal_deals_give_identical_output() -> None:
    one = parse_deal(played(tricks=[7, 1, 4]))
    two = parse_deal(played(tricks=[1, 4, 7]))
    assert json.dumps(one.to_json()) == json.dumps(two.to_json())
    again = parse_deal(json.loads(json.dumps(one.to_json())))
    assert again.to_json() == one.to_json()


def test_redeal() -> None:
    deal = parse_deal(REDEAL)
    assert deal.is_redeal
    assert deal.to_json() == {"type": "redeal"}
    noted = parse_deal({"type": "redeal", "note": "all passed"})
    assert noted.to_json() == {"type": "redeal", "note": "all passed"}


def test_a_redeal_tolerates_empty_form_fields() -> None:
    deal = parse_deal({"type": "redeal", "soloist": "", "tricks_won": [], "taken": None})
    assert deal.is_redeal


@pytest.mark.parametrize(
    ("value", "field"),
    [
        ([], "deal"),
        ({"soloist": "A", "bid": 15, "trump": "clubs", "tricks": [1]}, "deal.tricks"),
        ({"bid": 15, "trump": "clubs", "taken": 15}, "deal.soloist"),
        ({"soloist": "A", "trump": "clubs", "taken": 15}, "deal.bid"),
        ({"soloist": "A", "bid": 15, "taken": 15}, "deal.trump"),
        ({**played(taken=15), "soloist": 1}, "deal.soloist"),
        ({**played(taken=15), "bid": "15"}, "deal.bid"),
        ({**played(taken=15), "bid": True}, "deal.bid"),
        ({**played(taken=15), "trump": ["clubs"]}, "deal.trump"),
        (played(tricks_won="1,2"), "deal.tricks_won"),
        (played(tricks_won=[1, "2"]), "deal.tricks_won[1]"),
        (played(tricks_won=[1, 2.0]), "deal.tricks_won[1]"),
        ({**played(), "taken": "15"}, "deal.taken"),
        (played(taken=15, note=3), "deal.note"),
        ({"type": "normal"}, "deal.type"),
        ({"type": "redeal", "soloist": "A"}, "deal.soloist"),
        ({"type": "redeal", "taken": 0}, "deal.taken"),
    ],
)
def test_bad_shapes_are_refused_naming_the_field(value: object, field: str) -> None:
    with pytest.raises(RecordError) as caught:
        parse_deal(value)
    assert caught.value.field == field
