"""Money across a season (issue 19, item 4): the pot, rounding once, the fewest transfers."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schreiber.club.money import (
    POT,
    EveningMoney,
    MoneyRules,
    combine_evenings,
    money_of_totals,
    parse_money,
    season_money,
)
from schreiber.games.errors import RecordError
from schreiber.stats.settlement import settle_session
from tests.io.sessions import seating_session, session

D = Decimal


def test_without_a_pot_an_evening_is_settled_as_on_its_own() -> None:
    rules = MoneyRules(rate=D("0.05"))
    for evening in (session("doppelkopf"), session("crescendo"), seating_session("crescendo")):
        money = season_money(rules, [evening])
        alone = settle_session(evening, D("0.05"))
        assert money.exact == alone.exact
        assert money.balances == alone.balances
        assert money.pot == 0 and money.pot_exact == 0
        assert money.transfers == alone.transfers


def test_a_share_of_the_losses_goes_to_the_pot_and_winners_receive_less() -> None:
    rules = MoneyRules(rate=D(1), pot="share", share=D("0.1"))
    evening = money_of_totals(rules, {"Anna": 30, "Ben": 10, "Chie": -15, "Daiki": -25}, False)
    # The losers pay what they lost (40); the pot takes 10 % of it, the winners get 90 %.
    assert evening.balances == {"Anna": 27, "Ben": 9, "Chie": -15, "Daiki": -25}
    assert evening.pot == 4
    assert evening.to_pot("Anna") == 3 and evening.to_pot("Daiki") == 0
    assert sum(evening.balances.values()) + evening.pot == 0


def test_a_fee_per_evening_is_paid_by_everyone_who_sat() -> None:
    rules = MoneyRules(rate=D("0.10"), pot="fee", fee=D(2))
    first = money_of_totals(rules, {"Anna": 20, "Ben": -20, "Chie": 0, "Daiki": 0}, False)
    second = money_of_totals(rules, {"Anna": -10, "Chie": 10, "Emi": 0, "Daiki": 0}, False)
    assert first.balances == {"Anna": 0, "Ben": -4, "Chie": -2, "Daiki": -2}
    money = combine_evenings(rules, [first, second])
    assert money.players == ("Anna", "Ben", "Chie", "Daiki", "Emi")
    assert money.attended == {"Anna": 2, "Ben": 1, "Chie": 2, "Daiki": 2, "Emi": 1}
    assert money.pot == 16  # eight places at the tables, 2 € each
    assert money.balances == {"Anna": D(-3), "Ben": D(-4), "Chie": D(-3), "Daiki": -4, "Emi": -2}
    # Everyone pays the pot: five transfers, one per player.
    assert {(t.payer, t.payee) for t in money.transfers} == {(name, POT) for name in money.players}
    assert money.paid(POT) == -16


def test_a_playing_treasurer_collects_the_pot_and_saves_a_transfer() -> None:
    totals = {"Anna": 20, "Ben": -20, "Chie": 0, "Daiki": 0}
    kept_apart = combine_evenings(
        MoneyRules(rate=D(1), pot="fee", fee=D(1)),
        [money_of_totals(MoneyRules(rate=D(1), pot="fee", fee=D(1)), totals, False)],
    )
    rules = MoneyRules(rate=D(1), pot="fee", fee=D(1), treasurer="Anna")
    held = combine_evenings(rules, [money_of_totals(rules, totals, False)])
    assert held.balances == kept_apart.balances  # who holds the pot changes no balance
    assert held.pot == kept_apart.pot == 4
    assert all(POT not in (t.payer, t.payee) for t in held.transfers)
    # Anna won 19 and holds the pot of 4: Ben pays her 21, Chie and Daiki 1 each.
    assert [(t.payer, t.payee, t.amount) for t in held.transfers] == [
        ("Ben", "Anna", D(21)),
        ("Chie", "Anna", D(1)),
        ("Daiki", "Anna", D(1)),
    ]
    assert len(held.transfers) < len(kept_apart.transfers)
    assert held.paid("Anna") == -(held.balances["Anna"] + held.pot)


def test_a_treasurer_who_does_not_play_is_paid_by_name() -> None:
    rules = MoneyRules(rate=D(1), pot="share", share=D("0.5"), treasurer="Club account")
    money = combine_evenings(rules, [money_of_totals(rules, {"A": 10, "B": -10, "C": 0}, False)])
    assert money.pot == 5
    assert ("B", "Club account", D(5)) in [(t.payer, t.payee, t.amount) for t in money.transfers]
    assert money.to_json()["pot_party"] == "Club account"


def test_the_season_is_rounded_once_not_evening_by_evening() -> None:
    # Crescendo settles against the average: thirds of a cent every evening.
    rules = MoneyRules(rate=D("0.01"), rounding=D("0.05"))
    evenings = [money_of_totals(rules, {"A": 1, "B": 0, "C": 0}, True) for _ in range(6)]
    money = combine_evenings(rules, evenings)
    # Each evening A wins 2/3 of a cent, so 4 cents over six evenings; rounded
    # per evening to 0.05 that would be nothing six times.
    assert money.exact["A"] == Fraction(4, 100)
    assert money.balances == {"A": D("0.05"), "B": D("-0.00"), "C": D("-0.05")}
    assert sum(money.balances.values()) + money.pot == 0


def test_an_evening_whose_totals_do_not_add_up_is_named() -> None:
    with pytest.raises(RecordError) as caught:
        money_of_totals(MoneyRules(), {"A": 3, "B": -1}, False, where="evenings[4]")
    assert caught.value.field == "evenings[4].totals"
    assert "add up to 2, not zero" in str(caught.value)


def test_a_season_without_evenings_has_nothing_to_pay() -> None:
    money = season_money(MoneyRules(pot="fee", fee=D(2)), [])
    assert money.players == () and money.pot == 0 and money.transfers == ()


# --- the settings as JSON ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [
        {"rate": "0.05", "currency": "€", "rounding": "0.01", "pot": "none"},
        {"rate": "0.1", "currency": "EUR", "rounding": "0.5", "pot": "share", "share": "0.1"},
        {"rate": "0", "currency": "¥", "rounding": "10", "pot": "fee", "fee": "500"},
        {"rate": "1", "currency": "CHF", "rounding": "0.05", "pot": "fee", "fee": "2.50",
         "treasurer": "Hans"},
    ],
)  # fmt: skip
def test_the_settings_round_trip(value: dict[str, object]) -> None:
    rules = parse_money(value)
    assert rules.to_json() == value
    assert parse_money(rules.to_json()) == rules


def test_numbers_may_be_written_as_json_numbers() -> None:
    rules = parse_money({"rate": 0.05, "rounding": 1, "pot": "share", "share": 0.25})
    assert rules == MoneyRules(D("0.05"), "€", D(1), "share", share=D("0.25"))
    assert parse_money({"rate": "0.05"}) == MoneyRules(rate=D("0.05"))


@pytest.mark.parametrize(
    ("value", "field", "reason"),
    [
        ("0.05", "money", "must be a JSON object"),
        ({}, "money.rate", "is required"),
        ({"rate": "-1"}, "money.rate", "must be between 0 and 1000 (got -1)"),
        ({"rate": "abc"}, "money.rate", "must be a decimal number such as 0.05"),
        ({"rate": "NaN"}, "money.rate", "must be a decimal number"),
        ({"rate": True}, "money.rate", "must be a decimal number"),
        ({"rate": "1e999999"}, "money.rate", "must be between 0 and 1000"),
        ({"rate": 10**400}, "money.rate", "must be between 0 and 1000"),
        ({"rate": "0.0000001"}, "money.rate", "may have at most 6 decimals (got 0.0000001)"),
        ({"rate": "1", "rounding": "0"}, "money.rounding", "must be a number greater than zero"),
        ({"rate": "1", "currency": ""}, "money.currency", "1 to 8 characters"),
        ({"rate": "1", "currency": "EURO-EURO"}, "money.currency", "1 to 8 characters"),
        ({"rate": "1", "currency": 'a"b'}, "money.currency", "such as € or EUR"),
        ({"rate": "1", "pot": "all"}, "money.pot", "must be one of none, share, fee"),
        ({"rate": "1", "pot": "share"}, "money.share", "is required"),
        ({"rate": "1", "pot": "share", "share": "1.5"}, "money.share", "between 0 and 1"),
        ({"rate": "1", "pot": "fee", "share": "0.1"}, "money.share", "a share of the losses"),
        ({"rate": "1", "pot": "share", "share": "0.1", "fee": "1"}, "money.fee", "a fee per"),
        ({"rate": "1", "treasurer": "Hans"}, "money.treasurer", "only with a club pot"),
        ({"rate": "1", "pot": "fee", "fee": "1", "treasurer": " "}, "money.treasurer", "name"),
        ({"rate": "1", "bank": "x"}, "money.bank", "is not a known field"),
    ],
)
def test_bad_settings_name_the_field(value: Any, field: str, reason: str) -> None:
    with pytest.raises(RecordError) as caught:
        parse_money(value)
    assert caught.value.field == field
    assert reason in caught.value.reason


# --- properties -------------------------------------------------------------------------------

NAMES = ("Anna", "Ben", "Chie", "Daiki", "Emi", "Fumi", "Gero", "Hana")
RATES = st.sampled_from([D("0.01"), D("0.05"), D("0.1"), D("0.25"), D("1"), D("0.003")])
STEPS = st.sampled_from([D("0.01"), D("0.05"), D("0.1"), D("1"), D("0.5")])


@st.composite
def seasons(draw: st.DrawFn) -> tuple[MoneyRules, list[EveningMoney]]:
    kind = draw(st.sampled_from(["none", "share", "fee"]))
    treasurer = draw(st.sampled_from(["", "Anna", "Treasurer"])) if kind != "none" else ""
    rules = MoneyRules(
        rate=draw(RATES),
        rounding=draw(STEPS),
        pot=kind,
        share=draw(st.sampled_from([D("0.1"), D("0.05"), D("0.333"), D(1)])),
        fee=draw(st.sampled_from([D(0), D(1), D("2.5"), D("0.3")])),
        treasurer=treasurer,
    )
    evenings = []
    for _ in range(draw(st.integers(0, 6))):
        seats = draw(st.lists(st.sampled_from(NAMES), min_size=3, max_size=7, unique=True))
        points = draw(st.lists(st.integers(-300, 300), min_size=len(seats), max_size=len(seats)))
        against = draw(st.booleans())
        if not against:
            points[-1] -= sum(points)
        evenings.append(money_of_totals(rules, dict(zip(seats, points, strict=True)), against))
    return rules, evenings


@settings(max_examples=300, deadline=None)
@given(seasons())
def test_balances_and_pot_add_up_to_zero_and_the_transfers_settle_them(
    season: tuple[MoneyRules, list[EveningMoney]],
) -> None:
    rules, evenings = season
    money = combine_evenings(rules, evenings)
    step = rules.rounding
    # Exactly, and rounded.
    assert sum(money.exact.values(), Fraction(0)) + money.pot_exact == 0
    assert sum(money.balances.values(), D(0)) + money.pot == 0
    for evening in evenings:
        assert sum(evening.balances.values(), Fraction(0)) + evening.pot == 0
        assert evening.pot >= 0
    for name, balance in money.balances.items():
        assert balance % step == 0
        assert abs(Fraction(balance) - money.exact[name]) < Fraction(step)
    assert abs(Fraction(money.pot) - money.pot_exact) < Fraction(step)
    # Every balance is settled by the plan: a treasurer who plays also collects the pot.
    holder = rules.pot_party
    for name, balance in money.balances.items():
        held = money.pot if name == holder else 0
        assert balance + held + money.paid(name) == 0
    if holder not in money.balances:
        assert money.pot + money.paid(holder) == 0
    # No more transfers than parties (players and the pot's holder) less one.
    parties = set(money.players) | ({holder} if money.pot else set())
    assert len(money.transfers) <= max(len(parties) - 1, 0)
    for transfer in money.transfers:
        assert transfer.amount > 0 and transfer.amount % step == 0
        assert transfer.payer != transfer.payee
    assert combine_evenings(rules, evenings) == money  # deterministic
