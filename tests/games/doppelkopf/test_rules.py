"""Rule sets and presets (rules §12)."""

from __future__ import annotations

import pytest

from schreiber.games.doppelkopf import DDV, STANDARD, RuleSet, parse_rules
from schreiber.games.errors import RecordError


def test_standard_preset_matches_section_12() -> None:
    assert STANDARD.poverty
    assert not STANDARD.compulsory_solo
    assert STANDARD.doppelkopf_in_solo
    assert STANDARD.charlie_caught
    assert STANDARD.bock
    assert (STANDARD.bock_mode, STANDARD.bock_max_level) == ("stack", None)
    triggers = [
        STANDARD.bock_on_tie,
        STANDARD.bock_on_zero_value,
        STANDARD.bock_on_re_lost,
        STANDARD.bock_on_kontra_lost,
        STANDARD.bock_on_hearts_trick,
    ]
    assert all(triggers)
    assert not (
        STANDARD.bock_on_doppelkopf or STANDARD.bock_on_custom or STANDARD.bock_on_lost_solo
    )
    assert not STANDARD.plus_only
    assert STANDARD.marriage_deadlines == "shift"
    assert not STANDARD.draw_counts_below


def test_ddv_preset_matches_section_12() -> None:
    assert not DDV.poverty
    assert (DDV.compulsory_solo, DDV.round_length) == (True, 24)
    assert not DDV.doppelkopf_in_solo
    assert not DDV.charlie_caught
    assert not DDV.bock
    assert not DDV.plus_only
    assert DDV.marriage_deadlines == "shift"
    assert DDV.draw_counts_below


def test_overrides_apply_on_top_of_the_preset() -> None:
    rules = parse_rules({"preset": "ddv", "options": {"bock": True, "bock_mode": "queue"}})
    assert rules == DDV.replace(bock=True, bock_mode="queue")


def test_the_full_option_set_round_trips() -> None:
    rules = RuleSet(without_nines=True, bock_max_level=2, bock_effect="plus", bock_plus=3)
    again = parse_rules({"preset": "standard", "options": rules.to_json()})
    assert again == rules
    assert parse_rules({"preset": "ddv", "options": rules.to_json()}) == rules


def test_charlie_caught_none_is_charlie_caught_off() -> None:
    assert not parse_rules({"options": {"charlie_caught_none": True}}).charlie_caught
    assert parse_rules({"options": {"charlie_caught_none": False}}).charlie_caught


def test_absent_rules_mean_standard() -> None:
    assert parse_rules({}) == STANDARD


def test_scoring_variant_defaults_of_section_13_2() -> None:
    for preset in (STANDARD, DDV):
        assert preset.refusal_scoring == "reached"
        assert preset.elders_point and preset.elders_in_poverty
        assert not preset.minus_only


def test_plus_only_and_minus_only_exclude_each_other() -> None:
    assert parse_rules({"options": {"minus_only": True}}).minus_only
    with pytest.raises(RecordError) as caught:
        parse_rules({"options": {"plus_only": True, "minus_only": True}})
    assert caught.value.field == "rules.options.minus_only"
    assert "“Plus entries only” and “Minus entries only”" in caught.value.reason


def test_refusal_scoring_is_one_of_its_choices() -> None:
    assert parse_rules({"options": {"refusal_scoring": "as_announced"}}).refusal_scoring == (
        "as_announced"
    )
    with pytest.raises(RecordError) as caught:
        parse_rules({"options": {"refusal_scoring": "announced"}})
    assert caught.value.field == "rules.options.refusal_scoring"
