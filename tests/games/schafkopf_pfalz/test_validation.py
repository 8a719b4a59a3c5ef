"""Every refusal of :func:`validate` (and the type checks of :func:`parse_deal`),
each asserting the field it names."""

from __future__ import annotations

import pytest

from schreiber.games.errors import RecordError
from schreiber.games.schafkopf_pfalz import RuleSet, parse_deal, validate
from tests.games.schafkopf_pfalz.build import FOUR, THREE, check, deal


def refused(
    field: str, contract: str = "solo", table: tuple[str, ...] = THREE, **kw: object
) -> str:
    """Assert the record is refused at ``field``; return the English reason."""
    with pytest.raises(RecordError) as caught:
        check(contract, table, **kw)  # type: ignore[arg-type]
    assert caught.value.field == field
    return caught.value.reason


@pytest.mark.parametrize("points", [-1, 121])
def test_points_outside_0_to_120(points: int) -> None:
    refused("deal.soloist_points", soloist_points=points)


@pytest.mark.parametrize(("table", "tricks"), [(THREE, 11), (THREE, -1), (FOUR, 9)])
def test_tricks_outside_the_deal(table: tuple[str, ...], tricks: int) -> None:
    contract = "solo"
    refused("deal.soloist_tricks", contract, table, soloist_points=70, soloist_tricks=tricks)


def test_tricks_at_the_limit_are_fine() -> None:
    check("simple", soloist_points=120, soloist_tricks=10)
    check("solo", FOUR, soloist_points=120, soloist_tricks=8)


def test_soloist_not_a_player() -> None:
    assert "not a player" in refused("deal.soloist", soloist="Zoe", soloist_points=70)


def test_soloist_sitting_out() -> None:
    with pytest.raises(RecordError) as caught:
        check("solo", ("B", "C", "D"), RuleSet(table=3), FOUR, soloist_points=70)
    assert caught.value.field == "deal.soloist"
    assert "sits out" in caught.value.reason


def test_ace_call_needs_four_at_the_table() -> None:
    refused("deal.contract", "ace_call", partner="B", soloist_points=70)


def test_simple_game_needs_three_at_the_table() -> None:
    refused("deal.contract", "simple", FOUR, soloist_points=70)


def test_ace_call_partner_missing() -> None:
    refused("deal.partner", "ace_call", FOUR, soloist_points=70)


def test_ace_call_partner_is_the_soloist() -> None:
    refused("deal.partner", "ace_call", FOUR, partner="A", soloist_points=70)


def test_ace_call_partner_not_at_the_table() -> None:
    refused("deal.partner", "ace_call", FOUR, partner="Zoe", soloist_points=70)
    with pytest.raises(RecordError) as caught:
        validate(
            deal("ace_call", partner="A", soloist="B", soloist_points=70),
            RuleSet(),
            ("B", "C", "D", "E"),
            ("A", "B", "C", "D", "E"),
        )
    assert caught.value.field == "deal.partner"
    assert "sits out" in caught.value.reason


@pytest.mark.parametrize(
    ("contract", "table"), [("solo", THREE), ("simple", THREE), ("solo_du", FOUR)]
)
def test_partner_in_another_contract(contract: str, table: tuple[str, ...]) -> None:
    refused("deal.partner", contract, table, partner="B", soloist_points=70)


def test_ace_call_trump_is_hearts() -> None:
    refused("deal.trump", "ace_call", FOUR, trump="clubs", partner="B", soloist_points=70)
    check("ace_call", FOUR, trump="hearts", partner="B", soloist_points=70)
    assert deal("ace_call", partner="B", soloist_points=70).trump == "hearts"


def test_trump_missing() -> None:
    refused("deal.trump", "solo", trump=None, soloist_points=70)


@pytest.mark.parametrize("tops", [15, -1])
def test_tops_beyond_the_14_trumps(tops: int) -> None:
    refused("deal.tops", tops=tops, soloist_points=70)


def test_tops_14_is_fine() -> None:
    check("solo", tops=14, soloist_points=70)


@pytest.mark.parametrize("doubles", [-1, 11])
def test_doubles_out_of_range(doubles: int) -> None:
    refused("deal.doubles", doubles=doubles, soloist_points=70)


def test_refused_surrender_without_points() -> None:
    refused("deal.soloist_points", surrender="refused")


def test_accepted_surrender_carries_no_points() -> None:
    refused("deal.soloist_points", surrender="accepted", soloist_points=70)
    refused("deal.soloist_tricks", surrender="accepted", soloist_tricks=5)


def test_surrender_in_an_ace_call() -> None:
    refused("deal.surrender", "ace_call", FOUR, partner="B", surrender="accepted")


def test_points_missing() -> None:
    refused("deal.soloist_points", "simple")


def test_solo_du_needs_points_or_tricks() -> None:
    refused("deal.soloist_points", "solo_du")
    check("solo_du", soloist_tricks=3)


@pytest.mark.parametrize(("table", "points"), [(THREE, 23), (FOUR, 1)])
def test_schwarz_claimed_with_points_no_trick(table: tuple[str, ...], points: int) -> None:
    """No trick but points: at three only the Skat (at most 22) can count."""
    refused("deal.soloist_tricks", "solo", table, soloist_points=points, soloist_tricks=0)


def test_no_trick_with_the_skat_points_is_fine() -> None:
    check("simple", soloist_points=22, soloist_tricks=0)


@pytest.mark.parametrize(("table", "tricks"), [(THREE, 10), (FOUR, 8)])
def test_schwarz_claimed_with_points_all_tricks(table: tuple[str, ...], tricks: int) -> None:
    refused("deal.soloist_tricks", "solo", table, soloist_points=119, soloist_tricks=tricks)


def test_all_tricks_of_a_solo_du_with_fewer_points() -> None:
    refused("deal.soloist_tricks", "solo_du", soloist_points=100, soloist_tricks=10)


def test_solo_du_lost_with_a_blank_trick_is_fine() -> None:
    """A solo du "won" by points without every trick is only a loss, not an error."""
    check("solo_du", soloist_points=120, soloist_tricks=9)


def test_too_many_blank_tricks() -> None:
    refused("deal.soloist_tricks", "solo", soloist_points=0, soloist_tricks=4)
    check("solo", soloist_points=0, soloist_tricks=3)
    refused("deal.soloist_tricks", "solo", soloist_points=120, soloist_tricks=5)
    check("solo", soloist_points=120, soloist_tricks=6)
    refused("deal.soloist_tricks", "solo", FOUR, soloist_points=0, soloist_tricks=4)


def test_table_of_the_wrong_size() -> None:
    with pytest.raises(RecordError) as caught:
        validate(deal(soloist_points=70), RuleSet(table=3), FOUR)
    assert caught.value.field == "table"


def test_redeal_is_always_valid() -> None:
    validate(parse_deal({"contract": "redeal"}), RuleSet(), FOUR)


def test_messages_take_numbers_and_codes_only() -> None:
    """Parameters are numbers, codes or names, never English words."""
    with pytest.raises(RecordError) as caught:
        check("simple", FOUR, soloist_points=70)
    assert caught.value.params == {"contract": "simple", "seats": 3, "got": 4}
    assert "{contract}" in caught.value.template


# parse_deal: shapes and types -----------------------------------------------------


@pytest.mark.parametrize(
    ("record", "field"),
    [
        ([], "deal"),
        ({"soloist": "A"}, "deal.contract"),
        ({"contract": "bettel", "soloist": "A"}, "deal.contract"),
        ({"contract": "solo"}, "deal.soloist"),
        ({"contract": "solo", "soloist": 3}, "deal.soloist"),
        ({"contract": "solo", "soloist": "A", "trump": "acorns"}, "deal.trump"),
        ({"contract": "solo", "soloist": "A", "soloist_points": "70"}, "deal.soloist_points"),
        ({"contract": "solo", "soloist": "A", "soloist_points": True}, "deal.soloist_points"),
        ({"contract": "solo", "soloist": "A", "soloist_tricks": 2.5}, "deal.soloist_tricks"),
        ({"contract": "solo", "soloist": "A", "tops": None}, "deal.tops"),
        ({"contract": "solo", "soloist": "A", "doubles": "1"}, "deal.doubles"),
        ({"contract": "solo", "soloist": "A", "surrender": "yes"}, "deal.surrender"),
        ({"contract": "solo", "soloist": "A", "partner": 1}, "deal.partner"),
        ({"contract": "solo", "soloist": "A", "note": 1}, "deal.note"),
        ({"contract": "solo", "soloist": "A", "bock_level": 0}, "deal.bock_level"),
        ({"contract": "redeal", "soloist": "A"}, "deal.soloist"),
        ({"contract": "redeal", "tops": 3}, "deal.tops"),
    ],
)
def test_parse_deal_refuses_bad_shapes(record: object, field: str) -> None:
    with pytest.raises(RecordError) as caught:
        parse_deal(record)
    assert caught.value.field == field


def test_parse_deal_redeal_tolerates_empty_form_defaults() -> None:
    record = {"contract": "redeal", "soloist": None, "tops": 0, "surrender": None, "note": "x"}
    parsed = parse_deal(record)
    assert parsed.is_redeal
    assert parsed.to_json() == {"contract": "redeal", "note": "x"}
