"""Settling up: worked examples, refusals, and properties of the transfer plan."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal
from fractions import Fraction
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schreiber.games.crescendo import STANDARD as CRESCENDO_RULES
from schreiber.games.doppelkopf import STANDARD as DOPPELKOPF_RULES
from schreiber.games.errors import RecordError
from schreiber.games.schafkopf_pfalz.rules import RuleSet as SchafkopfRules
from schreiber.stats import Settlement, settle, settles_against_average
from schreiber.stats.settlement import fewest_transfers, round_to_units, zero_sum_groups


def plan(money: Settlement) -> list[tuple[str, str, str]]:
    return [(t.payer, t.payee, str(t.amount)) for t in money.transfers]


def test_the_worked_example() -> None:
    # 30, −10, −20 points at 0.05: A +1.50, B −0.50, C −1.00.
    money = settle({"A": 30, "B": -10, "C": -20}, Decimal("0.05"))
    assert money.balances == {"A": Decimal("1.50"), "B": Decimal("-0.50"), "C": Decimal("-1.00")}
    assert plan(money) == [("B", "A", "0.50"), ("C", "A", "1.00")]
    assert money.to_json() == {
        "rate": "0.05",
        "rounding": "0.01",
        "currency": "",
        "against_average": False,
        "average": "0",
        "totals": {"A": 30, "B": -10, "C": -20},
        "balances": {"A": "1.50", "B": "-0.50", "C": "-1.00"},
        "transfers": [
            {"payer": "B", "payee": "A", "amount": "0.50"},
            {"payer": "C", "payee": "A", "amount": "1.00"},
        ],
    }


def test_two_groups_that_settle_apart() -> None:
    # A 40, B 30, C 30, D −60, E −40: {A, E} and {B, C, D} each add up to zero,
    # so 5 − 2 = 3 transfers. The plain greedy plan (largest debt to largest
    # claim over everyone: D→A 40, E→B 30, D→C 20, E→C 10) needs 4.
    money = settle({"A": 40, "B": 30, "C": 30, "D": -60, "E": -40}, Decimal("0.01"))
    assert plan(money) == [("D", "B", "0.30"), ("D", "C", "0.30"), ("E", "A", "0.40")]
    assert sorted(map(sorted, zero_sum_groups([40, 30, 30, -60, -40]))) == [[0, 4], [1, 2, 3]]


def test_pairs_that_cancel_each_other() -> None:
    # Three pairs: three transfers, each between the two of a pair.
    money = settle({"A": 5, "B": -7, "C": 7, "D": -5, "E": 2, "F": -2}, Decimal(1))
    assert plan(money) == [("B", "C", "7.00"), ("D", "A", "5.00"), ("F", "E", "2.00")]


def test_rounding_keeps_the_sum_at_zero() -> None:
    # 0.005 a point: A +0.01 exactly, B and C −0.005 each. In cents 1, −0.5,
    # −0.5 round down to 1, −1, −1 (one cent too many owed); the cent goes back
    # to the largest remainder, a tie of 1/2 and equal balances: the earlier, B.
    money = settle({"A": 2, "B": -1, "C": -1}, Decimal("0.005"))
    assert money.balances == {"A": Decimal("0.01"), "B": Decimal("0.00"), "C": Decimal("-0.01")}
    assert plan(money) == [("C", "A", "0.01")]


def test_rounding_to_five_cents() -> None:
    # 0.03 a point, to 0.05: exact 0.21, 0.15, −0.36 = 4.2, 3, −7.2 units,
    # rounded down 4, 3, −8 (sum −1): the unit goes to the largest remainder
    # (C's 0.8): 0.20, 0.15, −0.35.
    money = settle({"A": 7, "B": 5, "C": -12}, Decimal("0.03"), rounding=Decimal("0.05"))
    assert money.balances == {"A": Decimal("0.20"), "B": Decimal("0.15"), "C": Decimal("-0.35")}
    assert plan(money) == [("C", "A", "0.20"), ("C", "B", "0.15")]


def test_a_tie_goes_to_the_larger_balance_whatever_the_order() -> None:
    # 1 and −1 points at 0.005: ±0.5 cent; the cent goes to the creditor.
    for totals in ({"A": 1, "B": -1}, {"B": -1, "A": 1}):
        money = settle(totals, Decimal("0.005"))
        assert money.balances == {"A": Decimal("0.01"), "B": Decimal("-0.01")}


def test_whole_units() -> None:
    money = settle({"A": 3, "B": -3}, Decimal("0.5"), rounding=Decimal(1))
    # 1.5 and −1.5 units: rounded down 1 and −2; the unit to the larger balance.
    assert money.balances == {"A": Decimal(2), "B": Decimal(-2)}


def test_against_the_average() -> None:
    # Crescendo-like totals 40, 10, −20: mean 10; at 0.10: +3.00, 0, −3.00.
    money = settle({"A": 40, "B": 10, "C": -20}, Decimal("0.10"), against_average=True)
    assert money.average == 10
    assert money.balances == {"A": Decimal("3.00"), "B": Decimal("0.00"), "C": Decimal("-3.00")}
    assert plan(money) == [("C", "A", "3.00")]


def test_a_zero_sum_game_against_the_average_is_the_same() -> None:
    totals = {"A": 30, "B": -10, "C": -20}
    plain = settle(totals, Decimal("0.05"))
    averaged = settle(totals, Decimal("0.05"), against_average=True)
    assert plain.balances == averaged.balances
    assert plain.transfers == averaged.transfers


def test_rate_zero_and_nobody() -> None:
    money = settle({"A": 30, "B": -30}, Decimal(0))
    assert money.balances == {"A": Decimal("0.00"), "B": Decimal("0.00")}
    assert money.transfers == ()
    assert settle({}, Decimal("0.1")).transfers == ()


@pytest.mark.parametrize(
    ("arguments", "field"),
    [
        ({"rate": Decimal("-0.01")}, "rate"),
        ({"rate": Decimal("NaN")}, "rate"),
        ({"rate": Decimal("Infinity")}, "rate"),
        ({"rate": 0.05}, "rate"),
        ({"rounding": Decimal(0)}, "rounding"),
        ({"rounding": Decimal("-0.01")}, "rounding"),
        ({"totals": {"A": 3, "B": -2}}, "totals"),
    ],
)
def test_refusals(arguments: dict[str, object], field: str) -> None:
    call: dict[str, object] = {"totals": {"A": 3, "B": -3}, "rate": Decimal("0.1")}
    call.update(arguments)
    with pytest.raises(RecordError) as error:
        settle(**call)  # type: ignore[arg-type]
    assert error.value.field == field
    assert error.value.template  # an untranslated template for the window


def test_which_games_settle_against_the_average() -> None:
    assert settles_against_average("crescendo", CRESCENDO_RULES)
    assert not settles_against_average("doppelkopf", DOPPELKOPF_RULES)
    assert settles_against_average("doppelkopf", DOPPELKOPF_RULES.replace(plus_only=True))
    assert settles_against_average("doppelkopf", DOPPELKOPF_RULES.replace(minus_only=True))
    assert not settles_against_average("schafkopf_pfalz", SchafkopfRules())


# --- properties ---------------------------------------------------------------

RATES = st.sampled_from(["0", "0.01", "0.05", "0.1", "0.25", "0.003", "1", "0.07"]).map(Decimal)
ROUNDINGS = st.sampled_from(["0.01", "0.05", "0.1", "1", "0.5"]).map(Decimal)


@st.composite
def evenings(draw: st.DrawFn) -> tuple[dict[str, int], bool]:
    count = draw(st.integers(min_value=2, max_value=7))
    points = draw(st.lists(st.integers(-300, 300), min_size=count, max_size=count))
    against_average = draw(st.booleans())
    if not against_average:
        points[-1] -= sum(points)
    names = [f"P{i}" for i in range(count)]
    return dict(zip(names, points, strict=True)), against_average


@settings(max_examples=300, deadline=None)
@given(evenings(), RATES, ROUNDINGS)
def test_the_plan_pays_everyone_exactly(
    evening: tuple[dict[str, int], bool], rate: Decimal, rounding: Decimal
) -> None:
    totals, against_average = evening
    money = settle(totals, rate, rounding, against_average)
    assert sum(money.balances.values()) == 0
    for name, balance in money.balances.items():
        assert balance % rounding == 0
        assert abs(Fraction(balance) - money.exact[name]) < Fraction(rounding)
        # what they pay, less what they get, settles the balance exactly
        assert balance + money.paid(name) == 0
    owing = [name for name, balance in money.balances.items() if balance]
    assert len(money.transfers) <= max(len(owing) - 1, 0) <= len(totals) - 1
    for transfer in money.transfers:
        assert transfer.amount > 0
        assert transfer.amount % rounding == 0
        assert transfer.payer != transfer.payee
        assert money.balances[transfer.payer] < 0 < money.balances[transfer.payee]
    assert settle(totals, rate, rounding, against_average) == money  # deterministic


@cache
def least_transfers(balances: tuple[int, ...]) -> int:
    """The fewest transfers, by brute force: some optimal plan is a forest
    whose leaves each make one transfer of their whole balance, so try every
    way of settling one player in full with one other, and recurse."""
    open_ = [i for i, value in enumerate(balances) if value]
    if not open_:
        return 0
    best = len(open_) - 1
    for leaf in open_:
        for other in open_:
            if other != leaf:
                after = list(balances)
                after[other] += after[leaf]
                after[leaf] = 0
                best = min(best, 1 + least_transfers(tuple(sorted(after))))
    return best


def apply(balances: Sequence[int], plan: Sequence[tuple[int, int, int]]) -> list[int]:
    left = list(balances)
    for payer, payee, amount in plan:
        left[payer] += amount
        left[payee] -= amount
    return left


@settings(max_examples=400, deadline=None)
@given(st.lists(st.integers(-6, 6), min_size=1, max_size=5))
def test_the_number_of_transfers_is_the_least(values: list[int]) -> None:
    balances = [*values, -sum(values)]
    result = fewest_transfers(balances)
    assert apply(balances, result) == [0] * len(balances)
    assert len(result) == least_transfers(tuple(sorted(balances)))


def test_the_brute_force_knows_the_two_group_case() -> None:
    assert least_transfers(tuple(sorted([4, 3, 3, -6, -4]))) == 3
    assert least_transfers(tuple(sorted([7, 3, -5, -5]))) == 3
    assert least_transfers((-3, 1, 2)) == 2


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(-50, 50).filter(bool), min_size=13, max_size=16))
def test_beyond_the_exact_limit_the_plan_still_pays(values: list[int]) -> None:
    balances = [*values, -sum(values)]
    result = fewest_transfers(balances)
    assert apply(balances, result) == [0] * len(balances)
    assert len(result) <= max(sum(1 for b in balances if b) - 1, 0)


def test_units_round_to_a_sum_of_zero() -> None:
    thirds = [Fraction(1, 3), Fraction(1, 3), Fraction(-2, 3)]
    assert round_to_units(thirds, Fraction(1)) == [1, 0, -1]


def test_seven_players() -> None:
    totals: Mapping[str, int] = {
        "A": 17,
        "B": -4,
        "C": -13,
        "D": 9,
        "E": 6,
        "F": -15,
        "G": 0,
    }
    # {A, B, C} and {D, E, F} add up to zero, G owes nothing: 6 − 2 = 4 transfers.
    money = settle(totals, Decimal(1), rounding=Decimal(1))
    assert plan(money) == [("B", "A", "4"), ("C", "A", "13"), ("F", "D", "9"), ("F", "E", "6")]
