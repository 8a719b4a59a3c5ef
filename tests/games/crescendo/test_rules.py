"""The rule set (rules: Session, option ``min_bid``) and its JSON form."""

from __future__ import annotations

import pytest

from schreiber.games.crescendo import PRESETS, RuleSet, parse_rules
from schreiber.games.errors import RecordError
from schreiber.games.registry import game


def test_standard_preset_is_the_default() -> None:
    assert PRESETS["standard"] == RuleSet()
    assert parse_rules({}) == RuleSet()
    assert parse_rules({"preset": "standard"}) == RuleSet()


def test_to_json_writes_every_option() -> None:
    assert RuleSet().to_json() == {"min_bid": 15, "end_after_deals": None, "end_at_score": None}


def test_options_override_the_preset_and_round_trip() -> None:
    rules = parse_rules({"options": {"min_bid": 18, "end_after_deals": 12, "end_at_score": None}})
    assert rules == RuleSet(min_bid=18, end_after_deals=12)
    assert parse_rules({"options": rules.to_json()}) == rules
    assert rules.replace(min_bid=20).min_bid == 20


@pytest.mark.parametrize(
    ("value", "field"),
    [
        ([], "rules"),
        ({"preset": "ddv"}, "rules.preset"),
        ({"preset": 1}, "rules.preset"),
        ({"variant": 1}, "rules.variant"),
        ({"options": []}, "rules.options"),
        ({"options": {"bock": True}}, "rules.options.bock"),
        ({"options": {"min_bid": 14}}, "rules.options.min_bid"),
        ({"options": {"min_bid": 29}}, "rules.options.min_bid"),
        ({"options": {"min_bid": "18"}}, "rules.options.min_bid"),
        ({"options": {"min_bid": True}}, "rules.options.min_bid"),
        ({"options": {"min_bid": None}}, "rules.options.min_bid"),
        ({"options": {"end_after_deals": 0}}, "rules.options.end_after_deals"),
        ({"options": {"end_at_score": 1.5}}, "rules.options.end_at_score"),
    ],
)
def test_bad_rules_are_refused_naming_the_field(value: object, field: str) -> None:
    with pytest.raises(RecordError) as caught:
        parse_rules(value)
    assert caught.value.field == field


def test_the_registry_finds_the_game() -> None:
    crescendo = game("crescendo")
    assert crescendo.player_range == (3, 3)
    assert crescendo.presets["standard"] == RuleSet()
    assert (
        crescendo.parse_rules({"options": {"min_bid": 18}}, "rules", 3).to_json()["min_bid"] == 18
    )
