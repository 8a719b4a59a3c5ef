"""Replay of a session: dealer rotation (a redeal passes the deal on), sitting
out per ``table``, running totals and the session end."""

from __future__ import annotations

import pytest

from schreiber.games.common import Replay
from schreiber.games.errors import RecordError
from schreiber.games.schafkopf_pfalz import Deal, RuleSet, parse_deal, replay

P3 = ("A", "B", "C")
P4 = ("A", "B", "C", "D")
P5 = ("A", "B", "C", "D", "E")
REDEAL: dict[str, object] = {"contract": "redeal"}


def won(soloist: str | None = None, points: int = 70) -> dict[str, object]:
    """A simple game (or, at four, a solo) won by ``soloist``: the first player at the table."""
    return {"contract": "simple", "trump": "clubs", "soloist": soloist, "soloist_points": points}


def run(
    records: list[dict[str, object]],
    players: tuple[str, ...] = P3,
    rules: RuleSet | None = None,
    first_dealer: str | None = None,
) -> Replay:
    """Replay ``records``; a record without a soloist gets the first player at its table,
    and a simple game at a table of four becomes a solo."""
    rules = rules or RuleSet()
    dealer = first_dealer or players[0]
    deals: list[Deal] = []
    for record in records:
        if record["contract"] != "redeal":
            partial = replay(players, dealer, rules, deals)
            table = [p for p in players if p not in partial.next.sitting_out]
            record = {**record, "soloist": record["soloist"] or table[0]}
            if len(table) == 4:
                record["contract"] = "solo"
        deals.append(parse_deal(record))
    return replay(players, dealer, rules, deals)


def dealers(result: Replay) -> list[str]:
    return [deal.dealer for deal in result.deals] + [result.next.dealer]


def out(result: Replay) -> list[tuple[str, ...]]:
    return [deal.sitting_out for deal in result.deals] + [result.next.sitting_out]


def test_three_players_rotate_clockwise_nobody_sits_out() -> None:
    result = run([won()] * 4)
    assert dealers(result) == ["A", "B", "C", "A", "B"]
    assert all(seats == () for seats in out(result))


def test_a_redeal_passes_the_deal_on() -> None:
    """Three players: "if still nobody, no play and the deal passes on"."""
    result = run([won(), REDEAL, REDEAL, won()])
    assert dealers(result) == ["A", "B", "C", "A", "B"]
    assert result.deals[1].result.value == 0
    assert result.deals[1].totals == result.deals[0].totals


def test_running_totals() -> None:
    result = run([won("A"), won("B", points=40), won("C", points=95)])
    assert [deal.totals for deal in result.deals] == [
        {"A": 2, "B": -1, "C": -1},
        {"A": 3, "B": -3, "C": 0},
        {"A": 1, "B": -5, "C": 4},
    ]
    assert result.totals == {"A": 1, "B": -5, "C": 4}
    assert sum(result.totals.values()) == 0


def test_four_players_play_asserufen_nobody_sits_out() -> None:
    result = run([won()] * 4, P4)
    assert dealers(result) == ["A", "B", "C", "D", "A"]
    assert all(seats == () for seats in out(result))
    assert result.deals[0].result.scores == {"A": 6, "B": -2, "C": -2, "D": -2}


def test_four_players_at_a_table_of_three_the_dealer_sits_out() -> None:
    result = run([won()] * 4, P4, RuleSet(table=3))
    assert dealers(result) == ["A", "B", "C", "D", "A"]
    assert out(result) == [("A",), ("B",), ("C",), ("D",), ("A",)]
    first = result.deals[0].result.scores
    assert first == {"A": 0, "B": 2, "C": -1, "D": -1}


def test_five_players_the_dealer_sits_out() -> None:
    result = run([won()] * 5, P5, first_dealer="C")
    assert dealers(result) == ["C", "D", "E", "A", "B", "C"]
    assert out(result) == [("C",), ("D",), ("E",), ("A",), ("B",), ("C",)]
    assert result.deals[0].result.scores["C"] == 0


def test_five_players_at_a_table_of_three_two_sit_out() -> None:
    """The three after the dealer play; the dealer and the player before sit out."""
    result = run([won()] * 2, P5, RuleSet(table=3))
    assert out(result) == [("A", "E"), ("A", "B"), ("B", "C")]


def test_a_bad_deal_names_its_index() -> None:
    deals = [parse_deal(won("A")), parse_deal(won("A"))]
    with pytest.raises(RecordError) as caught:
        replay(P4, "A", RuleSet(table=3), deals)
    assert caught.value.field == "deals[0].soloist"
    with pytest.raises(RecordError) as caught:
        replay(P3, "A", RuleSet(), [parse_deal(won("A")), parse_deal(won("A", points=130))])
    assert caught.value.field == "deals[1].soloist_points"


def test_unknown_first_dealer_and_too_big_table() -> None:
    with pytest.raises(RecordError) as caught:
        replay(P3, "Zoe", RuleSet(), [])
    assert caught.value.field == "first_dealer"
    with pytest.raises(RecordError) as caught:
        replay(P3, "A", RuleSet(table=4), [])
    assert caught.value.field == "rules.options.table"


def test_session_ends_after_a_number_of_deals_not_counting_redeals() -> None:
    rules = RuleSet(end_after_deals=2)
    running = run([won("A"), REDEAL], rules=rules)
    assert not running.end.finished
    ended = run([won("A"), REDEAL, won("A")], rules=rules)
    assert ended.end.finished
    assert ended.end.winners == ("A",)


def test_session_ends_at_a_score() -> None:
    rules = RuleSet(end_at_score=6)
    assert not run([won("B", 95)], rules=rules).end.finished  # B +4
    ended = run([won("B", 95), won("C"), won("B", 95)], rules=rules)
    assert ended.totals == {"A": -5, "B": 7, "C": -2}
    assert (ended.end.finished, ended.end.winners) == (True, ("B",))


def test_no_bock_and_json_shape() -> None:
    result = run([won(), REDEAL])
    data = result.to_json()
    assert data["pending_bock"] == []
    assert data["next"] == {"dealer": "C", "sitting_out": [], "bock_level": 0}
    assert [deal.bock_level for deal in result.deals] == [0, 0]
