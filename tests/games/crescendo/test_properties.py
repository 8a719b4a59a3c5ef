"""Properties of Crescendo scoring (rules: Scoring, Entry) over generated deals."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from schreiber.games.crescendo import (
    SUIT_ORDER,
    Deal,
    RuleSet,
    parse_deal,
    score,
    tricks_for,
    validate,
)

from .build import TABLE

SETTINGS = settings(max_examples=150, deadline=None, derandomize=True, database=None)

soloists = st.sampled_from(TABLE)
trumps = st.sampled_from(SUIT_ORDER)
min_bids = st.integers(15, 28)
trick_sets = st.lists(st.integers(1, 7), unique=True, max_size=7)


@st.composite
def games(draw: st.DrawFn) -> tuple[RuleSet, Deal]:
    rules = RuleSet(min_bid=draw(min_bids))
    bid = draw(st.integers(rules.min_bid, 28))
    tricks = draw(trick_sets)
    if draw(st.booleans()):
        deal = Deal(draw(soloists), bid, draw(trumps), tricks_won=tuple(tricks))
    else:
        deal = Deal(draw(soloists), bid, draw(trumps), taken=sum(tricks))
    return rules, deal


@SETTINGS
@given(games())
def test_only_the_soloists_score_changes(game: tuple[RuleSet, Deal]) -> None:
    rules, deal = game
    result = score(deal, rules, TABLE)
    assert set(result.scores) == set(TABLE)
    assert result.scores[deal.soloist] != 0
    assert all(points == 0 for name, points in result.scores.items() if name != deal.soloist)
    assert result.scores[deal.soloist] == result.value == sum(line.points for line in result.lines)


@SETTINGS
@given(games())
def test_the_three_scoring_cases(game: tuple[RuleSet, Deal]) -> None:
    rules, deal = game
    result = score(deal, rules, TABLE)
    taken = result.taken
    if taken > deal.bid:
        assert result.value == taken
    elif taken < deal.bid:
        assert result.value == -deal.bid
    else:
        assert result.value == 2 * deal.bid
    assert result.winner == ("soloist" if taken >= deal.bid else "defenders")


@SETTINGS
@given(soloists, st.integers(15, 28), trumps, trick_sets)
def test_taken_from_tricks_is_their_sum(
    soloist: str, bid: int, trump: str, tricks: list[int]
) -> None:
    by_tricks = Deal(soloist, bid, trump, tricks_won=tuple(tricks))
    by_taken = Deal(soloist, bid, trump, taken=sum(tricks))
    both = Deal(soloist, bid, trump, tricks_won=tuple(tricks), taken=sum(tricks))
    results = [score(deal, RuleSet(), TABLE) for deal in (by_tricks, by_taken, both)]
    assert {result.taken for result in results} == {sum(tricks)}
    assert results[0] == results[1] == results[2]


@SETTINGS
@given(st.integers(0, 28), soloists, trumps)
def test_any_total_0_to_28_can_be_entered_as_taken(taken: int, soloist: str, trump: str) -> None:
    deal = parse_deal({"soloist": soloist, "bid": 20, "trump": trump, "taken": taken})
    validate(deal, RuleSet(), TABLE)
    assert score(deal, RuleSet(), TABLE).taken == taken
    tricks = tricks_for(taken)
    assert tricks is not None
    assert sum(tricks) == taken
    assert len(set(tricks)) == len(tricks)
    assert all(1 <= trick <= 7 for trick in tricks)


@SETTINGS
@given(games())
def test_the_record_round_trips(game: tuple[RuleSet, Deal]) -> None:
    rules, deal = game
    again = parse_deal(deal.to_json())
    assert again.to_json() == deal.to_json()
    assert score(again, rules, TABLE) == score(deal, rules, TABLE)
