"""Rules §2 ``sit_out_offsets``: the seats that sit out, counted clockwise from the dealer."""

from __future__ import annotations

import pytest

from schreiber.games.doppelkopf import STANDARD, RuleSet, parse_deal, parse_rules
from schreiber.games.doppelkopf.replay import replay, sitting_out
from schreiber.games.errors import RecordError
from schreiber.session.file import parse_session

P5 = ("A", "B", "C", "D", "E")
P6 = ("A", "B", "C", "D", "E", "F")
P7 = ("A", "B", "C", "D", "E", "F", "G")


def offsets(*seats: int) -> RuleSet:
    return STANDARD.replace(sit_out_offsets=seats)


def test_the_rules_example_seven_players_0_2_4() -> None:
    # The dealer and the second and fourth players after the dealer sit out.
    rules = parse_rules({"options": {"sit_out_offsets": [0, 2, 4]}}, players=7)
    assert rules.sit_out_offsets == (0, 2, 4)
    assert sitting_out(P7, 0, rules) == ("A", "C", "E")
    assert sitting_out(P7, 5, rules) == ("A", "C", "F")  # F deals: F, A, C


def test_five_players_any_seat() -> None:
    assert sitting_out(P5, 0, offsets(0)) == ("A",)
    assert sitting_out(P5, 0, offsets(2)) == ("C",)
    assert sitting_out(P5, 4, offsets(1)) == ("A",)


def test_six_players_like_opposite_and_other_seats() -> None:
    assert sitting_out(P6, 0, offsets(0, 3)) == sitting_out(P6, 0, RuleSet(sit_out="opposite"))
    assert sitting_out(P6, 2, offsets(1, 2)) == ("D", "E")


def test_the_default_follows_sit_out() -> None:
    assert STANDARD.sit_out_offsets is None
    for dealer in range(7):
        assert sitting_out(P7, dealer, STANDARD) == sitting_out(P7, dealer, offsets(0, 5, 6))


def test_offsets_override_sit_out() -> None:
    rules = parse_rules({"options": {"sit_out": "opposite", "sit_out_offsets": [1]}}, players=5)
    assert sitting_out(P5, 0, rules) == ("B",)


def test_a_replay_follows_the_offsets() -> None:
    rules = offsets(0, 2, 4).replace(redeal_hands=True)
    deals = [parse_deal({"type": "redeal", "reason": "redeal_hand"})] * 2
    result = replay(P7, "A", rules, deals)
    assert [deal.sitting_out for deal in result.deals] == [("A", "C", "E"), ("B", "D", "F")]
    assert result.next.sitting_out == ("C", "E", "G")


@pytest.mark.parametrize(
    ("value", "players", "field", "words"),
    [
        ([0, 2], 7, "rules.options.sit_out_offsets", "must name 3 seat(s) with 7 players"),
        ([0], 4, "rules.options.sit_out_offsets", "must name 0 seat(s) with 4 players"),
        ([0, 0], 6, "rules.options.sit_out_offsets[1]", "names seat 0 twice"),
        ([5], 5, "rules.options.sit_out_offsets[0]", "seat 5 is not at the table"),
        ([-1], 5, "rules.options.sit_out_offsets[0]", "seat -1 is not at the table"),
        ([7], None, "rules.options.sit_out_offsets[0]", "0 (the dealer) to 6"),
        ("0,2", 6, "rules.options.sit_out_offsets", "must be a list"),
        ([True], 5, "rules.options.sit_out_offsets[0]", "must be a whole number"),
    ],
)
def test_bad_offsets_are_refused(
    value: object, players: int | None, field: str, words: str
) -> None:
    with pytest.raises(RecordError) as caught:
        parse_rules({"options": {"sit_out_offsets": value}}, players=players)
    assert caught.value.field == field
    assert words in caught.value.reason


def test_null_means_from_sit_out_and_old_sessions_stay_valid() -> None:
    assert parse_rules({"options": {"sit_out_offsets": None}}, players=5).sit_out_offsets is None
    assert STANDARD.to_json()["sit_out_offsets"] is None
    old = {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "date": "2026-11-20",
        "players": list(P5),
        "rules": {"preset": "standard", "options": {"sit_out": "after_dealer"}},
        "deals": [],
    }
    rules = parse_session(old).rules
    assert isinstance(rules, RuleSet)
    assert rules.sit_out_offsets is None


def test_the_session_file_writes_a_list_and_reads_it_back() -> None:
    data = {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "date": "2026-11-20",
        "players": list(P7),
        "rules": {"options": {"sit_out_offsets": [0, 2, 4]}},
        "deals": [],
    }
    written = parse_session(data).to_json()
    options = written["rules"]["options"]  # type: ignore[index]
    assert options["sit_out_offsets"] == [0, 2, 4]
    assert parse_session(written).to_json() == written
