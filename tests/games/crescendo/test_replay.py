"""Replay of a session (rules: Auction — a redeal keeps the dealer; Session)."""

from __future__ import annotations

import pytest

from schreiber.games.common import Replay
from schreiber.games.crescendo import RuleSet, parse_deal, replay
from schreiber.games.errors import RecordError

from .build import REDEAL, TABLE, played


def run(
    records: list[dict[str, object]], rules: RuleSet | None = None, first_dealer: str = "A"
) -> Replay:
    deals = [parse_deal(record) for record in records]
    return replay(TABLE, first_dealer, rules or RuleSet(), deals)


def dealers(result: Replay) -> list[str]:
    return [deal.dealer for deal in result.deals] + [result.next.dealer]


WORKED = [
    played("A", 19, "spades", tricks=[3, 4, 6, 7]),  # A +20
    played("A", 23, "notrump", tricks=[7, 6, 5, 4]),  # A −23
    played("B", 15, "diamonds", tricks=[1, 2, 5, 7]),  # B +30
    played("C", 28, "clubs", tricks=[1, 2, 3, 4, 5, 6, 7]),  # C +56
    played("C", 16, "hearts", tricks=[]),  # C −16
]


def test_the_deal_passes_clockwise_and_nobody_sits_out() -> None:
    result = run(WORKED)
    assert dealers(result) == ["A", "B", "C", "A", "B", "C"]
    assert all(deal.sitting_out == () and deal.bock_level == 0 for deal in result.deals)
    assert result.next.sitting_out == ()
    assert [deal.number for deal in result.deals] == [1, 2, 3, 4, 5]


def test_the_first_dealer_can_be_anyone() -> None:
    assert dealers(run(WORKED[:2], first_dealer="C")) == ["C", "A", "B"]


def test_a_redeal_keeps_the_dealer() -> None:
    result = run([WORKED[0], REDEAL, REDEAL, WORKED[1]])
    assert dealers(result) == ["A", "B", "B", "B", "C"]
    assert result.deals[1].result.scores == {"A": 0, "B": 0, "C": 0}
    assert result.deals[1].result.winner is None


def test_running_totals_of_the_worked_examples() -> None:
    result = run(WORKED)
    assert [deal.totals for deal in result.deals] == [
        {"A": 20, "B": 0, "C": 0},
        {"A": -3, "B": 0, "C": 0},
        {"A": -3, "B": 30, "C": 0},
        {"A": -3, "B": 30, "C": 56},
        {"A": -3, "B": 30, "C": 40},
    ]
    assert result.totals == {"A": -3, "B": 30, "C": 40}
    assert [deal.result.value for deal in result.deals] == [20, -23, 30, 56, -16]
    assert not result.end.finished


def test_session_ends_after_a_number_of_scored_deals() -> None:
    rules = RuleSet(end_after_deals=3)
    assert not run([WORKED[0], REDEAL, WORKED[1]], rules).end.finished  # a redeal does not count
    end = run([*WORKED[:2], REDEAL, WORKED[2]], rules).end
    assert end.finished
    assert end.winners == ("B",)


def test_session_ends_at_the_target_score() -> None:
    rules = RuleSet(end_at_score=50)
    assert not run(WORKED[:3], rules).end.finished
    end = run(WORKED[:4], rules).end
    assert end.finished
    assert end.winners == ("C",)


def test_a_tie_shares_the_win() -> None:
    records = [played("A", 15, taken=15), played("B", 15, taken=15)]
    end = run(records, RuleSet(end_after_deals=2)).end
    assert end.winners == ("A", "B")


def test_empty_session() -> None:
    result = run([])
    assert result.deals == ()
    assert result.totals == {"A": 0, "B": 0, "C": 0}
    assert result.next.dealer == "A"


def test_to_json_follows_the_contract() -> None:
    out = run([WORKED[0], REDEAL]).to_json()
    assert out["totals"] == {"A": 20, "B": 0, "C": 0}
    assert out["next"] == {"dealer": "B", "sitting_out": [], "bock_level": 0}
    assert out["pending_bock"] == []
    assert out["end"] == {"finished": False, "winners": []}


def test_a_bad_deal_names_its_index() -> None:
    with pytest.raises(RecordError) as caught:
        run([WORKED[0], REDEAL, played(tricks=[1, 9])])
    assert caught.value.field == "deals[2].tricks_won[1]"


def test_a_bad_deal_under_the_session_rules() -> None:
    with pytest.raises(RecordError) as caught:
        run([WORKED[2]], RuleSet(min_bid=18))
    assert caught.value.field == "deals[0].bid"


def test_an_unknown_first_dealer() -> None:
    with pytest.raises(RecordError) as caught:
        run(WORKED, first_dealer="Z")
    assert caught.value.field == "first_dealer"
