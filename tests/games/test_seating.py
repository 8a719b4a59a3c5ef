"""A change of seating in every game (rules doppelkopf.md §2a, records.md "A change of
seating"): each bullet of §2a is a test here, through the session file."""

from __future__ import annotations

from typing import Any

import pytest

from schreiber.games.common import Replay, Seating
from schreiber.games.errors import RecordError
from schreiber.games.registry import game
from schreiber.session.file import parse_session, parse_session_replay

P4 = ["A", "B", "C", "D"]


def session(
    deals: list[dict[str, object]],
    players: list[str] | None = None,
    name: str = "doppelkopf",
    **options: Any,
) -> dict[str, object]:
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": name,
        "date": "2026-11-20",
        "players": players or P4,
        "first_dealer": (players or P4)[0],
        "rules": {"options": options},
        "deals": deals,
    }


def replay(
    deals: list[dict[str, object]], players: list[str] | None = None, **options: Any
) -> Replay:
    return parse_session_replay(session(deals, players, **options))[1]


def seating(players: list[str], dealer: str) -> dict[str, object]:
    return {"type": "seating", "players": players, "dealer": dealer}


def normal(re: list[str], points: int = 130) -> dict[str, object]:
    return {"type": "normal", "re": re, "re_points": points}


def solo(soloist: str, compulsory: bool) -> dict[str, object]:
    return {"type": "solo_queen", "re": [soloist], "re_points": 130, "compulsory": compulsory}


def refused(deals: list[dict[str, object]], field: str, words: str, **kw: Any) -> None:
    with pytest.raises(RecordError) as caught:
        parse_session(session(deals, **kw))
    assert caught.value.field == field
    assert words in caught.value.reason


# The record ---------------------------------------------------------------------------


def test_the_record_reads_and_writes_as_the_spec_gives_it() -> None:
    record = {
        "type": "seating",
        "players": ["Anna", "Ben", "Chie", "Daiki", "Emi"],
        "dealer": "Chie",
    }
    for name in ("doppelkopf", "schafkopf_pfalz"):
        parsed = game(name).parse_deal(record, "deal")
        assert parsed == Seating(("Anna", "Ben", "Chie", "Daiki", "Emi"), "Chie")
        assert parsed.to_json() == record
        assert not parsed.is_redeal


@pytest.mark.parametrize(
    ("record", "field", "words"),
    [
        (seating(["A", "B", "C", "E"], "Zoe"), "deals[0].dealer", "not one of the new players"),
        (seating(["A", "B", "C"], "A"), "deals[0].players", "needs 4 to 7 players (got 3)"),
        (seating([*"ABCDEFGH"], "A"), "deals[0].players", "needs 4 to 7 players (got 8)"),
        (seating(["A", "B", "C", "A"], "A"), "deals[0].players[3]", "named twice"),
        ({"type": "seating", "players": P4}, "deals[0].dealer", "is required"),
        ({"type": "seating", "dealer": "A"}, "deals[0].players", "is required"),
        ({**seating(P4, "B"), "note": "x"}, "deals[0].note", "not a known field"),
    ],
)
def test_a_bad_record_is_refused_naming_its_field(
    record: dict[str, object], field: str, words: str
) -> None:
    refused([record], field, words)


@pytest.mark.parametrize(
    ("name", "players", "bad"),
    [
        ("schafkopf_pfalz", ["A", "B", "C"], ["A", "B", "C", "D", "E", "F"]),
        ("schafkopf_pfalz", ["A", "B", "C"], ["A", "B"]),
        ("crescendo", ["A", "B", "C"], ["A", "B", "C", "D"]),
    ],
)
def test_each_game_keeps_its_player_range(name: str, players: list[str], bad: list[str]) -> None:
    with pytest.raises(RecordError) as caught:
        parse_session(session([seating(bad, "A")], players, name))
    assert caught.value.field == "deals[0].players"
    assert "players" in caught.value.reason


def test_a_seating_that_changes_nothing_is_refused() -> None:
    # A deals the first deal: the same players with A dealing change nothing.
    refused([seating(P4, "A")], "deals[0]", "changes nothing")
    # After a deal B would deal anyway.
    refused([normal(["A", "B"]), seating(P4, "B")], "deals[1]", "B deals next anyway")


def test_another_dealer_or_another_order_is_a_change() -> None:
    result = replay([seating(P4, "C")])
    assert result.next.dealer == "C"
    moved = replay([seating(["A", "C", "B", "D"], "A")])
    assert moved.players == ("A", "C", "B", "D")
    assert moved.next.dealer == "A"


# From the next deal on: the seating and the dealer --------------------------------------


def test_the_new_dealer_deals_next_and_the_deal_passes_in_the_new_order() -> None:
    result = replay([normal(["A", "B"]), seating(["D", "C", "B", "A"], "C"), normal(["A", "B"])])
    assert [deal.dealer for deal in result.deals] == ["A", "C", "C"]
    assert result.next.dealer == "B"  # after C in the new order D, C, B, A


# Leaving, joining, returning ------------------------------------------------------------


def test_leaving_keeps_the_total_joining_starts_at_0_returning_goes_on() -> None:
    deals = [
        normal(["A", "B"]),  # A, B +1; C, D −1
        seating(["A", "B", "C", "E"], "B"),  # D leaves, E joins
        normal(["A", "E"]),  # A, E +1; B, C −1
        seating(["A", "B", "C", "D"], "C"),  # E leaves, D returns
        normal(["C", "D"]),  # C, D +1; A, B −1
    ]
    result = replay(deals)
    rows = result.deals
    assert rows[0].totals == {"A": 1, "B": 1, "C": -1, "D": -1}
    assert rows[1].totals == {"A": 1, "B": 1, "C": -1, "D": -1, "E": 0}
    assert rows[2].totals == {"A": 2, "B": 0, "C": -2, "D": -1, "E": 1}
    assert rows[3].totals == rows[2].totals
    assert result.totals == {"A": 1, "B": -1, "C": -1, "D": 0, "E": 1}
    assert list(result.totals) == ["A", "B", "C", "D", "E"]  # everyone who sat tonight


def test_a_player_who_left_cannot_be_in_a_deal() -> None:
    deals = [seating(["A", "B", "C", "E"], "A"), normal(["A", "D"])]
    refused(deals, "deals[1].re[1]", "D")


def test_the_replay_row_of_a_seating_scores_nothing() -> None:
    result = replay([normal(["A", "B"]), seating(["A", "B", "C", "D", "E"], "E")])
    row = result.to_json()["deals"][1]  # type: ignore[index]
    assert row == {
        "type": "seating",
        "number": None,  # a change of seating is no deal: it has no deal number
        "players": ["A", "B", "C", "D", "E"],
        "dealer": "E",
        "scores": {},
        "totals": {"A": 1, "B": 1, "C": -1, "D": -1, "E": 0},
    }
    assert result.deals[1].seating is not None
    assert result.deals[1].result.scores == {}


# Sitting out follows the new number of players -------------------------------------------


def test_who_sits_out_follows_the_new_count() -> None:
    five = ["A", "B", "C", "D", "E"]
    result = replay(
        [normal(["A", "B"]), seating(five, "E"), normal(["A", "B"]), normal(["C", "D"])]
    )
    assert [deal.sitting_out for deal in result.deals] == [(), (), ("E",), ("A",)]
    assert result.next.sitting_out == ("B",)
    back = replay([seating(five, "A"), normal(["B", "C"]), seating(P4, "C")])
    assert back.next.sitting_out == ()


def test_opposite_and_offsets_apply_at_their_count_only() -> None:
    # "opposite" is for six: with five the dealer sits out, with six again the opposite.
    deals = [seating(["A", "B", "C", "D", "E"], "A"), seating([*"ABCDEF"], "A")]
    opposite = replay(deals, [*"ABCDEF"], sit_out="opposite")
    assert opposite.deals[0].sitting_out == ()  # a seating row: nobody plays it
    assert replay(deals[:1], [*"ABCDEF"], sit_out="opposite").next.sitting_out == ("A",)
    assert opposite.next.sitting_out == ("A", "D")
    # Offsets given for five: at six sit_out (after_dealer) decides, at five they do.
    five = ["A", "B", "C", "D", "E"]
    at_six = replay([seating([*"ABCDEF"], "A")], five, sit_out_offsets=[2])
    assert at_six.next.sitting_out == ("A", "F")
    back = replay([seating([*"ABCDEF"], "A"), seating(five, "A")], five, sit_out_offsets=[2])
    assert back.next.sitting_out == ("C",)


# Bock -----------------------------------------------------------------------------------


def test_pending_bock_stays_in_order_and_new_rounds_have_the_new_length() -> None:
    five = ["A", "B", "C", "D", "E"]
    deals = [normal(["A", "B"], 120), normal(["A", "B"])]  # a tie: 4 Bock deals
    before = replay(deals)
    assert before.pending_bock == (1, 1, 1)
    after = replay([*deals, seating(five, "C")])
    assert after.pending_bock == (1, 1, 1)
    assert after.deals[-1].bock_level == 0
    # C deals and sits out; a tie at Bock level 1 gives the next five deals a level.
    more = replay([*deals, seating(five, "C"), normal(["D", "E"], 120)])
    assert more.deals[-1].bock_level == 1
    assert more.pending_bock == (2, 2, 1, 1, 1)


def test_queue_mode_appends_a_round_of_the_new_length() -> None:
    deals = [normal(["A", "B"], 120), seating(["A", "B", "C", "D", "E"], "B")]
    assert replay(deals, bock_mode="queue").pending_bock == (1, 1, 1, 1)
    deals.append(normal(["C", "D"], 120))
    assert replay(deals, bock_mode="queue").pending_bock == (1, 1, 1, 1, 1, 1, 1, 1)


# Compulsory solos -------------------------------------------------------------------------


def test_a_seating_starts_a_new_round_and_owed_solos_are_missed() -> None:
    options: dict[str, Any] = {"compulsory_solo": True, "round_length": 8, "bock": False}
    five = ["A", "B", "C", "D", "E"]
    deals = [solo("B", True), normal(["A", "C"]), seating(five, "D")]
    result = replay(deals, **options)
    assert result.compulsory_solo_owed == tuple(five)  # B too: a new round for everybody
    assert result.round_deals_left == 8
    assert [(m.number, m.players) for m in result.compulsory_solo_missed] == [(3, ("A", "C", "D"))]
    data = result.to_json()
    assert data["compulsory_solo_missed"] == [{"number": 3, "players": ["A", "C", "D"]}]
    assert data["deals"][2]["compulsory_solo_missed"] == ["A", "C", "D"]  # type: ignore[index]
    # B's next solo is compulsory again in the new round.
    again = replay([*deals, solo("B", True)], **options)
    assert again.compulsory_solo_owed == ("A", "C", "D", "E")


def test_no_missed_solos_without_compulsory_solos() -> None:
    result = replay([seating(["A", "B", "C", "D", "E"], "A")])
    assert result.compulsory_solo_missed == ()
    assert "compulsory_solo_missed" not in result.to_json()
    assert "compulsory_solo_missed" not in result.to_json()["deals"][0]  # type: ignore[index]


# The session end counts scored deals ----------------------------------------------------


def test_end_after_deals_counts_scored_deals_across_changes() -> None:
    deals = [normal(["A", "B"]), seating(["A", "B", "C", "E"], "B")]
    assert not replay(deals, end_after_deals=2).end.finished
    result = replay([*deals, normal(["B", "E"])], end_after_deals=2)
    assert result.end.finished
    assert result.end.winners == ("B",)  # B +2; A, E +1; C −2; D −1


def test_a_departed_player_can_win_at_the_target_score() -> None:
    deals = [normal(["A", "B"]), seating(["A", "C", "D", "E"], "C")]
    result = replay(deals, end_at_score=1)
    assert result.end.finished and result.end.winners == ("A", "B")


# Pfälzer Schafkopf and Crescendo ----------------------------------------------------------


def simple(soloist: str, points: int = 70) -> dict[str, object]:
    return {"contract": "simple", "trump": "clubs", "soloist": soloist, "soloist_points": points}


def test_schafkopf_three_to_four_to_five_players() -> None:
    three = ["A", "B", "C"]
    ace_call = {
        "contract": "ace_call",
        "soloist": "B",
        "partner": "C",
        "soloist_points": 70,
    }
    deals = [
        simple("B"),  # A deals; B +2, A, C −1
        seating(["A", "B", "C", "D"], "A"),  # Asserufen from now on
        ace_call,
        seating(["A", "B", "C", "D", "E"], "E"),  # five: the dealer sits out
    ]
    result = parse_session_replay(session(deals, three, "schafkopf_pfalz"))[1]
    assert result.deals[0].totals == {"A": -1, "B": 2, "C": -1}
    assert result.deals[1].totals == {"A": -1, "B": 2, "C": -1, "D": 0}
    assert result.deals[2].sitting_out == ()
    assert result.next.sitting_out == ("E",)
    assert result.players == ("A", "B", "C", "D", "E")


def test_schafkopf_a_table_of_four_cannot_shrink_to_three() -> None:
    four = ["A", "B", "C", "D"]
    with pytest.raises(RecordError) as caught:
        parse_session(session([seating(["A", "B", "C"], "A")], four, "schafkopf_pfalz", table=4))
    assert caught.value.field == "deals[0].players"
    assert "table of 4" in caught.value.reason


def test_crescendo_a_replacement_player() -> None:
    played = {"soloist": "C", "bid": 19, "trump": "spades", "tricks_won": [3, 4, 6, 7]}
    deals = [played, seating(["A", "B", "D"], "A"), played]
    with pytest.raises(RecordError) as caught:  # C left: C cannot bid any more
        parse_session(session(deals, ["A", "B", "C"], "crescendo"))
    assert caught.value.field == "deals[2].soloist"
    deals[1] = seating(["A", "B", "D"], "D")
    deals[2] = {**played, "soloist": "D"}
    result = parse_session_replay(session(deals, ["A", "B", "C"], "crescendo"))[1]
    assert result.totals == {"A": 0, "B": 0, "C": 20, "D": 20}
    assert [deal.dealer for deal in result.deals] == ["A", "D", "D"]
    assert result.next.dealer == "A"
