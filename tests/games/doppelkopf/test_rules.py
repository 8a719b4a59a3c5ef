"""Rule sets and presets (rules §12)."""

from __future__ import annotations

from app.games.doppelkopf import DDV, STANDARD, RuleSet, parse_rules


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
