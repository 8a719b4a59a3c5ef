"""Replay of a session: rules §2 (seats), §3 (same dealer), §8 (Bock), §9 (compulsory solo)."""

from __future__ import annotations

import pytest

from schreiber.games.common import Replay
from schreiber.games.doppelkopf import DDV, RuleSet, parse_deal
from schreiber.games.doppelkopf.records import Deal
from schreiber.games.doppelkopf.replay import replay
from schreiber.games.errors import RecordError

P4 = ("A", "B", "C", "D")


def normal(
    re_points: int = 130, re: tuple[str, str] | None = None, **extra: object
) -> dict[str, object]:
    """A normal game; Re defaults to the first two players at the table (set by run())."""
    return {"type": "normal", "re": list(re) if re else [], "re_points": re_points, **extra}


TIE = 120  # 120:120 is Bock trigger 1 in the standard preset


def run(
    records: list[dict[str, object]],
    players: tuple[str, ...] = P4,
    rules: RuleSet | None = None,
    first_dealer: str | None = None,
) -> Replay:
    """Replay ``records``; a normal deal with an empty Re party gets two players at the table."""
    rules = rules or RuleSet()
    deals: list[Deal] = []
    for record in records:
        if record.get("type") == "normal" and not record.get("re"):
            # Re = the first two players at this deal's table.
            partial = replay(players, first_dealer or players[0], rules, deals)
            table = [p for p in players if p not in partial.next.sitting_out]
            record = {**record, "re": table[:2]}
        deals.append(parse_deal(record))
    return replay(players, first_dealer or players[0], rules, deals)


def dealers(result: Replay) -> list[str]:
    return [deal.dealer for deal in result.deals] + [result.next.dealer]


# §2 seats ---------------------------------------------------------------------


def test_four_players_rotate_and_nobody_sits_out() -> None:
    result = run([normal()] * 5)
    assert dealers(result) == ["A", "B", "C", "D", "A", "B"]
    assert all(deal.sitting_out == () for deal in result.deals)


def test_five_players_the_dealer_sits_out() -> None:
    players = ("A", "B", "C", "D", "E")
    result = run([normal()] * 5, players)
    assert [d.sitting_out for d in result.deals] == [("A",), ("B",), ("C",), ("D",), ("E",)]
    assert result.next.sitting_out == ("A",)
    assert all(deal.result.scores[deal.dealer] == 0 for deal in result.deals)


def test_six_players_dealer_and_the_one_before_sit_out() -> None:
    players = ("A", "B", "C", "D", "E", "F")
    result = run([normal()] * 2, players)
    assert [d.sitting_out for d in result.deals] == [("A", "F"), ("A", "B")]


def test_seven_players_dealer_and_two_before_sit_out() -> None:
    players = ("A", "B", "C", "D", "E", "F", "G")
    result = run([normal()], players, first_dealer="C")
    assert result.deals[0].sitting_out == ("A", "B", "C")


def test_six_players_opposite() -> None:
    players = ("A", "B", "C", "D", "E", "F")
    result = run([normal()] * 2, players, RuleSet(sit_out="opposite"))
    assert [d.sitting_out for d in result.deals] == [("A", "D"), ("B", "E")]


def test_totals_run_and_sum_to_zero() -> None:
    result = run([normal(130), normal(100), normal(121)])
    assert [d.totals["A"] for d in result.deals] == [1, -1, 0]
    assert result.totals == result.deals[-1].totals
    assert sum(result.totals.values()) == 0


# §3 same dealer -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("reason", "rules", "next_dealer"),
    [
        ("poverty_refused", RuleSet(), "A"),
        ("poverty_refused", RuleSet(poverty_refused_rotates=True), "B"),
        ("redeal_hand", RuleSet(redeal_hands=True), "B"),
        ("other", RuleSet(), "A"),
    ],
)
def test_redeal_reasons(reason: str, rules: RuleSet, next_dealer: str) -> None:
    result = run([{"type": "redeal", "reason": reason}], rules=rules)
    assert result.next.dealer == next_dealer
    assert result.deals[0].result.scores == dict.fromkeys(P4, 0)


def test_soloist_leads_keeps_the_dealer_for_every_solo() -> None:
    solo = {"type": "solo_queen", "re": ["C"], "re_points": 130}
    assert run([solo], rules=RuleSet(soloist_leads=True)).next.dealer == "A"
    assert run([solo]).next.dealer == "B"
    silent = {"type": "silent_solo", "re": ["C"], "re_points": 130}
    assert run([silent], rules=RuleSet(soloist_leads=True)).next.dealer == "B"


# §8 Bock --------------------------------------------------------------------------


def test_a_trigger_makes_the_next_round_bock() -> None:
    result = run([normal(TIE)] + [normal()] * 5)
    assert [d.bock_level for d in result.deals] == [0, 1, 1, 1, 1, 0]
    assert result.deals[1].result.value == 2


def test_pending_bock_is_shown_ahead() -> None:
    result = run([normal(TIE), normal()])
    assert result.pending_bock == (1, 1, 1)
    assert result.next.bock_level == 1


def test_stack_mode_multiplies_overlapping_rounds() -> None:
    result = run([normal(TIE), normal(TIE)])
    assert result.pending_bock == (2, 2, 2, 1)
    result = run([normal(TIE), normal(TIE), normal()])
    assert result.deals[2].bock_level == 2
    assert result.deals[2].result.value == 4


def test_two_triggers_in_one_deal_give_two_levels() -> None:
    result = run([normal(TIE, announcements={"re": [], "kontra": ["kontra"]})])
    assert result.deals[0].result.bock_triggers == ("tie", "kontra_lost")
    assert result.pending_bock == (2, 2, 2, 2)


def test_queue_mode_appends_rounds() -> None:
    rules = RuleSet(bock_mode="queue")
    result = run([normal(TIE), normal(TIE)], rules=rules)
    assert result.pending_bock == (1,) * 7
    result = run(
        [normal(TIE), normal(TIE, announcements={"re": [], "kontra": ["kontra"]})], rules=rules
    )
    assert result.pending_bock == (1,) * 11


def test_cap_moves_levels_on() -> None:
    rules = RuleSet(bock_max_level=1)
    assert run([normal(TIE), normal(TIE)], rules=rules).pending_bock == (1,) * 7
    rules = RuleSet(bock_max_level=2)
    result = run(
        [normal(TIE, announcements={"re": [], "kontra": ["kontra"]}), normal(TIE)], rules=rules
    )
    # [2,2,2,2] -> deal 2 plays at 2; its trigger finds [2,2,2] at the cap and moves on
    assert result.deals[1].bock_level == 2
    assert result.pending_bock == (2, 2, 2, 1, 1, 1, 1)


def test_ignore_mode_never_goes_beyond_level_1() -> None:
    """§13.5 ignore: a trigger in a Bock deal adds nothing; two triggers in a deal
    that is not Bock give one round at level 1."""
    rules = RuleSet(bock_mode="ignore")
    two = normal(TIE, announcements={"re": [], "kontra": ["kontra"]})
    assert run([two], rules=rules).pending_bock == (1,) * 4
    assert run([two]).pending_bock == (2,) * 4  # stack, for comparison
    result = run([normal(TIE), normal(TIE), normal(TIE)], rules=rules)
    assert [d.bock_level for d in result.deals] == [0, 1, 1]
    assert result.pending_bock == (1, 1)
    # After the round, a trigger starts a new one.
    result = run([normal(TIE)] + [normal(130)] * 4 + [normal(TIE)], rules=rules)
    assert [d.bock_level for d in result.deals] == [0, 1, 1, 1, 1, 0]
    assert result.pending_bock == (1,) * 4


def test_ignore_mode_after_a_compulsory_solo_without_bock() -> None:
    """A compulsory solo played without Bock is no Bock deal: its trigger makes the next
    round level 1, over the Bock deals that waited."""
    rules = RuleSet(
        bock_mode="ignore",
        compulsory_solo=True,
        compulsory_solo_suspends_bock=True,
        bock_on_lost_solo=True,
    )
    lost = {"type": "solo_queen", "re": ["B"], "re_points": 100, "compulsory": True}
    result = run([normal(TIE), lost], rules=rules)
    assert result.deals[1].bock_level == 0
    assert result.deals[1].result.bock_triggers == ("lost_solo",)
    assert result.pending_bock == (1,) * 4


def test_five_players_bock_round_is_five_deals() -> None:
    result = run([normal(TIE)], ("A", "B", "C", "D", "E"))
    assert result.pending_bock == (1,) * 5


def test_redeal_neither_triggers_nor_uses_bock() -> None:
    result = run([normal(TIE), {"type": "redeal", "reason": "other"}, normal()])
    assert [d.bock_level for d in result.deals] == [0, 0, 1]
    assert result.pending_bock == (1, 1, 1)


def test_bock_plus_effect() -> None:
    rules = RuleSet(bock_effect="plus", bock_plus=3)
    result = run([normal(TIE), normal(130)], rules=rules)
    assert result.deals[1].result.value == 4


def test_no_bock_under_ddv() -> None:
    result = run([normal(TIE), normal()], rules=DDV)
    assert result.pending_bock == ()
    assert result.deals[1].bock_level == 0


def test_editing_an_earlier_deal_recomputes_later_bock() -> None:
    before = run([normal(TIE), normal(130), normal(130)])
    after = run([normal(125), normal(130), normal(130)])
    assert [d.bock_level for d in before.deals] == [0, 1, 1]
    assert [d.bock_level for d in after.deals] == [0, 0, 0]


# §9 compulsory solo ------------------------------------------------------------------


def solo(soloist: str, compulsory: bool, points: int = 130) -> dict[str, object]:
    return {"type": "solo_queen", "re": [soloist], "re_points": points, "compulsory": compulsory}


def test_compulsory_solo_keeps_the_dealer_and_does_not_count() -> None:
    rules = DDV.replace(round_length=4)
    result = run([solo("B", True), normal()], rules=rules)
    assert dealers(result) == ["A", "A", "B"]
    assert result.compulsory_solo_owed == ("A", "C", "D")
    assert result.round_deals_left == 3
    assert result.deals[0].compulsory


def test_second_solo_is_voluntary_and_moves_the_deal_on() -> None:
    rules = DDV.replace(round_length=4)
    result = run([solo("B", True), solo("B", False)], rules=rules)
    assert dealers(result) == ["A", "A", "B"]
    assert result.round_deals_left == 3


def test_compulsory_flag_must_match_who_owes() -> None:
    rules = DDV.replace(round_length=4)
    with pytest.raises(RecordError) as caught:
        run([solo("B", True), solo("B", True)], rules=rules)
    assert caught.value.field == "deals[1].compulsory"
    with pytest.raises(RecordError) as caught:
        run([solo("C", False)], rules=rules)
    assert caught.value.field == "deals[0].compulsory"


def test_round_closes_when_played_out_and_everyone_soloed() -> None:
    rules = DDV.replace(round_length=2)
    records = [solo(p, True) for p in P4] + [normal(), normal()]
    result = run(records, rules=rules)
    assert result.compulsory_solo_owed == P4
    assert result.round_deals_left == 2


def test_round_stays_open_while_a_solo_is_owed() -> None:
    rules = DDV.replace(round_length=2)
    result = run([solo("A", True), normal(), normal(), normal()], rules=rules)
    assert result.compulsory_solo_owed == ("B", "C", "D")
    assert result.round_deals_left == 0


def test_compulsory_solo_suspends_bock() -> None:
    rules = RuleSet(compulsory_solo=True, compulsory_solo_suspends_bock=True)
    result = run([normal(TIE), solo("C", True), normal()], rules=rules)
    assert [d.bock_level for d in result.deals] == [0, 0, 1]
    without = run([normal(TIE), solo("C", True), normal()], rules=RuleSet(compulsory_solo=True))
    assert [d.bock_level for d in without.deals] == [0, 1, 1]


def test_no_owed_list_without_compulsory_solos() -> None:
    result = run([normal()])
    assert (result.compulsory_solo_owed, result.round_deals_left) == ((), None)


# Errors name the deal --------------------------------------------------------------------


def test_sitting_out_player_cannot_be_re() -> None:
    with pytest.raises(RecordError) as caught:
        run([normal(130, re=("A", "B"))], ("A", "B", "C", "D", "E"))
    assert caught.value.field == "deals[0].re[0]"
    assert "sits out" in caught.value.reason


# Session end -----------------------------------------------------------------------


def test_session_ends_after_the_agreed_deals() -> None:
    rules = RuleSet(end_after_deals=3)
    assert not run([normal(130)] * 2, rules=rules).end.finished
    # A redeal is not a deal played.
    assert not run(
        [normal(130)] * 2 + [{"type": "redeal", "reason": "other"}], rules=rules
    ).end.finished
    result = run([normal(130)] * 3, rules=rules)
    assert result.end.finished
    assert result.end.winners == ("A", "B")  # Re each time: +1, +1, +1


def test_session_ends_at_a_target_score() -> None:
    result = run([normal(130)] * 2, rules=RuleSet(end_at_score=2))
    assert result.end.finished
    assert set(result.end.winners) == {"A", "B"}
    assert not run([normal(130)], rules=RuleSet(end_at_score=2)).end.finished
