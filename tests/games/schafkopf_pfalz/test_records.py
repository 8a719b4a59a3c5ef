"""The deal record of ``shared/spec/records.md`` and the rule set's JSON form."""

from __future__ import annotations

import pytest

from schreiber.games.errors import RecordError
from schreiber.games.schafkopf_pfalz import PRESETS, Deal, RuleSet, parse_deal, parse_rules

SPEC_EXAMPLE: dict[str, object] = {
    "contract": "solo",
    "trump": "hearts",
    "soloist": "Anna",
    "partner": None,
    "soloist_points": 75,
    "soloist_tricks": 6,
    "tops": 3,
    "doubles": 1,
    "surrender": None,
}


def test_spec_example_round_trips() -> None:
    deal = parse_deal(SPEC_EXAMPLE)
    assert deal.to_json() == SPEC_EXAMPLE
    assert parse_deal(deal.to_json()) == deal
    assert not deal.is_redeal


@pytest.mark.parametrize(
    "record",
    [
        {"contract": "simple", "trump": "clubs", "soloist": "A", "soloist_points": 70},
        {"contract": "ace_call", "soloist": "A", "partner": "B", "soloist_points": 70},
        {"contract": "solo_du", "trump": "hearts", "soloist": "A", "soloist_tricks": 10},
        {"contract": "solo", "trump": "clubs", "soloist": "A", "surrender": "accepted"},
        {"contract": "redeal", "note": "all passed"},
        {"contract": "redeal"},
    ],
)
def test_export_import_export_is_identical(record: dict[str, object]) -> None:
    once = parse_deal(record).to_json()
    assert parse_deal(once).to_json() == once
    assert parse_deal(once) == parse_deal(record)


def test_ace_call_trump_null_and_hearts_are_the_same_deal() -> None:
    base = {"contract": "ace_call", "soloist": "A", "partner": "B", "soloist_points": 70}
    assert parse_deal({**base, "trump": None}) == parse_deal({**base, "trump": "hearts"})
    assert parse_deal(base).to_json()["trump"] == "hearts"


def test_redeal_record() -> None:
    deal = parse_deal({"contract": "redeal"})
    assert deal.is_redeal
    assert deal == Deal("redeal")


# Rule set ---------------------------------------------------------------------------


def test_rules_to_json_is_the_complete_option_set() -> None:
    assert RuleSet().to_json() == {
        "tops_include_skat": True,
        "schneider_at_30": False,
        "ace_call_hearts_point": True,
        "table": None,
        "end_after_deals": None,
        "end_at_score": None,
    }
    assert parse_rules({"options": RuleSet(table=3).to_json()}) == RuleSet(table=3)


def test_presets_and_defaults() -> None:
    assert PRESETS["standard"] == RuleSet()
    assert parse_rules({}) == RuleSet()
    assert parse_rules({"preset": "standard", "options": {"schneider_at_30": True}}) == RuleSet(
        schneider_at_30=True
    )
    assert RuleSet().replace(end_at_score=50).end_at_score == 50


@pytest.mark.parametrize(
    ("players", "table", "seats"), [(3, None, 3), (4, None, 4), (5, None, 4), (4, 3, 3), (5, 3, 3)]
)
def test_seats(players: int, table: int | None, seats: int) -> None:
    assert RuleSet(table=table).seats(players) == seats


@pytest.mark.parametrize(
    ("value", "field"),
    [
        ([], "rules"),
        ({"preset": "bavarian"}, "rules.preset"),
        ({"preset": 1}, "rules.preset"),
        ({"extra": 1}, "rules.extra"),
        ({"options": []}, "rules.options"),
        ({"options": {"bock": True}}, "rules.options.bock"),
        ({"options": {"schneider_at_30": 1}}, "rules.options.schneider_at_30"),
        ({"options": {"table": 5}}, "rules.options.table"),
        ({"options": {"table": True}}, "rules.options.table"),
        ({"options": {"table": "3"}}, "rules.options.table"),
        ({"options": {"end_after_deals": 0}}, "rules.options.end_after_deals"),
        ({"options": {"end_at_score": "100"}}, "rules.options.end_at_score"),
    ],
)
def test_parse_rules_refuses(value: object, field: str) -> None:
    with pytest.raises(RecordError) as caught:
        parse_rules(value)
    assert caught.value.field == field


def test_table_of_four_with_three_players_is_refused() -> None:
    with pytest.raises(RecordError) as caught:
        parse_rules({"options": {"table": 4}}, players=3)
    assert caught.value.field == "rules.options.table"
    assert parse_rules({"options": {"table": 4}}, players=4).table == 4
    assert parse_rules({"options": {"table": 3}}, players=3).table == 3
