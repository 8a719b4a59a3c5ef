"""Club nights' money (issue 26, item 6): the entry fee once a night, the prizes."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from schreiber.club.league import Ranking
from schreiber.club.money import (
    POT,
    EveningMoney,
    MoneyRules,
    combine_evenings,
    money_of_totals,
    parse_money,
)
from schreiber.games.errors import RecordError

D = Decimal


def _table(
    rules: MoneyRules, totals: dict[str, int], night: str, best: dict[str, int]
) -> EveningMoney:
    return money_of_totals(
        rules,
        totals,
        False,
        night=night,
        deals=dict.fromkeys(totals, 4),
        best_deal=best,
    )


def test_the_fee_is_paid_once_a_night_by_everyone_present() -> None:
    rules = MoneyRules(rate=D(0), pot="fee", fee=D(3))
    tables = [
        _table(rules, {"A": 0, "B": 0, "C": 0, "D": 0}, "n1", {}),
        _table(rules, {"A": 0, "E": 0, "F": 0, "G": 0}, "n1", {}),  # A at two tables
        _table(rules, {"A": 0, "B": 0, "C": 0, "D": 0}, "n2", {}),
    ]
    money = combine_evenings(rules, tables)
    assert money.attended["A"] == 2
    assert money.exact["A"] == -6 and money.exact["E"] == -3
    assert money.pot_exact == 3 * (7 + 4)
    assert money.fees == {name: Fraction(-value) for name, value in money.exact.items()}


def test_the_winner_of_the_night_and_the_best_deal_are_paid_from_the_pot() -> None:
    rules = MoneyRules(rate=D(1), pot="fee", fee=D(2), prize_winner=D(5), prize_best_deal=D("2.5"))
    tables = [
        _table(rules, {"A": 30, "B": -10, "C": -20}, "n1", {"A": 12, "B": 20, "C": 4}),
        _table(rules, {"D": 10, "E": -10}, "n1", {"D": 8, "E": 3}),
    ]
    money = combine_evenings(rules, tables)
    assert money.prizes == {"A": 5, "B": Fraction(5, 2), "C": 0, "D": 0, "E": 0}
    assert money.exact["A"] == 30 - 2 + 5
    assert money.exact["B"] == -10 - 2 + Fraction(5, 2)
    assert money.pot_exact == 10 - Fraction(15, 2)
    assert money.fees["A"] == 2
    assert sum(money.balances.values()) + money.pot == 0
    total = sum((t.amount for t in money.transfers if t.payee == POT), D(0)) - sum(
        (t.amount for t in money.transfers if t.payer == POT), D(0)
    )
    assert total == money.pot


def test_ties_split_the_prizes_exactly() -> None:
    rules = MoneyRules(
        rate=D(0), pot="share", share=D("0.1"), prize_winner=D(1), prize_best_deal=D(1)
    )
    tables = [
        _table(rules, {"A": 10, "B": 10, "C": -20}, "n1", {"A": 5, "B": 7, "C": 7}),
        _table(rules, {"D": 10, "E": -10}, "n1", {"D": 7, "E": 1}),
    ]
    money = combine_evenings(rules, tables)
    third = Fraction(1, 3)
    assert money.prizes == {"A": Fraction(1, 3), "B": Fraction(1, 3) + third, "C": third,
                            "D": third + third, "E": 0}  # fmt: skip
    assert sum(money.prizes.values()) == 2
    assert sum(money.exact.values()) + money.pot_exact == 0
    assert sum(money.balances.values()) + money.pot == 0
    assert sum(t.amount for t in money.transfers) > 0


def test_the_winner_follows_the_seasons_ranking() -> None:
    rules = MoneyRules(rate=D(0), pot="fee", fee=D(1), prize_winner=D(4))
    tables = [
        _table(rules, {"A": 100, "B": -40, "C": -60}, "n1", {}),
        _table(rules, {"D": 5, "E": -5}, "n1", {}),
    ]
    by_total = combine_evenings(rules, tables)
    assert by_total.prizes["A"] == 4
    two = (Fraction(3), Fraction(0))
    three = (Fraction(3), Fraction(1), Fraction(0))
    points = Ranking("table_points", table_points={2: two, 3: three})
    by_points = combine_evenings(rules, tables, points)
    assert by_points.prizes["A"] == 2 and by_points.prizes["D"] == 2


def test_evenings_that_are_no_club_night_win_no_prize() -> None:
    rules = MoneyRules(rate=D(1), pot="fee", fee=D(1), prize_winner=D(4))
    money = combine_evenings(rules, [money_of_totals(rules, {"A": 5, "B": -5}, False)])
    assert money.prizes == {"A": 0, "B": 0}
    assert money.exact == {"A": 4, "B": -6}


def test_old_settings_are_unchanged() -> None:
    old = {"rate": "0.05", "currency": "€", "rounding": "0.01", "pot": "fee", "fee": "2"}
    rules = parse_money(old)
    assert rules.prize_winner == 0 and rules.prize_best_deal == 0
    assert rules.to_json() == old


def test_prizes_round_trip() -> None:
    value = {"rate": "0.05", "currency": "€", "rounding": "0.01", "pot": "fee", "fee": "2",
             "prizes": {"winner": "5.00", "best_deal": "2.50"}}  # fmt: skip
    rules = parse_money(value)
    assert rules.prize_winner == D(5) and rules.prize_best_deal == D("2.5")
    assert parse_money(rules.to_json()) == rules


@pytest.mark.parametrize(
    ("value", "field", "reason"),
    [
        ({"rate": "1", "pot": "fee", "fee": "1", "prizes": "5"}, "money.prizes", "JSON object"),
        ({"rate": "1", "pot": "fee", "fee": "1", "prizes": {"winner": "x"}},
         "money.prizes.winner", "decimal number"),
        ({"rate": "1", "pot": "fee", "fee": "1", "prizes": {"best_deal": "-1"}},
         "money.prizes.best_deal", "between"),
        ({"rate": "1", "pot": "fee", "fee": "1", "prizes": {"first": "1"}},
         "money.prizes.first", ""),
        ({"rate": "1", "prizes": {"winner": "1"}}, "money.prizes", "club pot"),
    ],
)  # fmt: skip
def test_a_bad_prize_is_named(value: object, field: str, reason: str) -> None:
    with pytest.raises(RecordError) as caught:
        parse_money(value)
    assert caught.value.field == field
    assert reason in str(caught.value)


def test_without_a_pot_no_prize_is_paid() -> None:
    rules = MoneyRules(rate=D(1), prize_winner=D(5), prize_best_deal=D(1))
    money = combine_evenings(rules, [_table(rules, {"A": 5, "B": -5}, "n1", {"A": 5})])
    assert not rules.has_prizes and "prizes" not in rules.to_json()
    assert money.exact == {"A": 5, "B": -5} and money.pot == 0
