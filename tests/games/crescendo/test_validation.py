"""Every refusal of :func:`validate` (rules: Auction, Scoring, Entry), with its field."""

from __future__ import annotations

import pytest

from schreiber.games.crescendo import Deal, RuleSet, parse_deal, score, tricks_for, validate
from schreiber.games.errors import RecordError

from .build import TABLE, played


def refused(
    record: dict[str, object], rules: RuleSet | None = None, players: tuple[str, ...] | None = None
) -> RecordError:
    deal = parse_deal(record)
    with pytest.raises(RecordError) as caught:
        validate(deal, rules or RuleSet(), TABLE, players)
    with pytest.raises(RecordError):
        score(deal, rules or RuleSet(), TABLE, players)
    return caught.value


def test_bid_below_the_minimum() -> None:
    error = refused(played(bid=14, taken=20))
    assert error.field == "deal.bid"
    assert error.params == {"low": 15, "value": 14}
    assert "at least 15" in str(error)


def test_bid_below_a_raised_minimum() -> None:
    rules = RuleSet(min_bid=18)
    assert refused(played(bid=17, taken=20), rules).field == "deal.bid"
    validate(parse_deal(played(bid=18, taken=20)), rules, TABLE)


def test_bid_above_28() -> None:
    error = refused(played(bid=29, taken=28))
    assert error.field == "deal.bid"
    assert "at most 28" in str(error)


def test_a_trick_number_repeated() -> None:
    error = refused(played(tricks=[3, 4, 3]))
    assert error.field == "deal.tricks_won[2]"
    assert error.params == {"value": 3}


@pytest.mark.parametrize(("tricks", "index"), [([1, 8], 1), ([0], 0), ([2, 3, -1], 2)])
def test_a_trick_number_outside_1_to_7(tricks: list[int], index: int) -> None:
    error = refused(played(tricks=tricks))
    assert error.field == f"deal.tricks_won[{index}]"


@pytest.mark.parametrize("taken", [-1, 29, 100])
def test_taken_outside_0_to_28(taken: int) -> None:
    error = refused(played(taken=taken))
    assert error.field == "deal.taken"
    assert error.params == {"high": 28, "value": taken}


def test_tricks_and_taken_that_disagree() -> None:
    error = refused(played(tricks=[3, 4, 6, 7], taken=21))
    assert error.field == "deal.taken"
    assert error.params == {"tricks": 20, "value": 21}


def test_tricks_and_taken_that_agree_are_accepted() -> None:
    validate(parse_deal(played(bid=19, tricks=[3, 4, 6, 7], taken=20)), RuleSet(), TABLE)


def test_neither_tricks_nor_taken() -> None:
    error = refused(played())
    assert error.field == "deal.tricks_won"


def test_soloist_not_a_player() -> None:
    error = refused(played(soloist="Z", taken=20))
    assert error.field == "deal.soloist"
    assert error.params == {}


def test_soloist_not_at_the_table() -> None:
    error = refused(played(soloist="D", taken=20), players=(*TABLE, "D"))
    assert error.field == "deal.soloist"
    assert "sits out" in str(error)


def test_unknown_trump() -> None:
    error = refused(played(trump="stars", taken=20))
    assert error.field == "deal.trump"
    assert "notrump" in str(error)


def test_a_deal_built_in_code_is_checked_too() -> None:
    with pytest.raises(RecordError) as caught:
        validate(Deal("A", 20, "hearts", tricks_won=(1, 9)), RuleSet(), TABLE, field="entry")
    assert caught.value.field == "entry.tricks_won[1]"


def test_a_redeal_is_always_valid() -> None:
    validate(Deal(redeal=True), RuleSet(min_bid=28), TABLE)


def test_tricks_for_every_total() -> None:
    assert tricks_for(20) == (7, 6, 5, 2)
    assert tricks_for(0) == ()
    assert tricks_for(28) == (7, 6, 5, 4, 3, 2, 1)
    assert tricks_for(29) is None
    assert tricks_for(-1) is None


def test_messages_are_marked_templates_with_plain_parameters() -> None:
    for record in (
        played(bid=14, taken=3),
        played(tricks=[1, 1]),
        played(taken=40),
        played(tricks=[1], taken=2),
        played(trump="x", taken=2),
    ):
        error = refused(record)
        assert error.template
        assert all(isinstance(v, int | str) for v in error.params.values())
