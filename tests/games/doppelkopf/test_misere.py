"""Misère and misère ouvert (rules §13.1): worked examples M1–M3 and the solo rules."""

from __future__ import annotations

import pytest

from schreiber.games.common import Adjustment
from schreiber.games.doppelkopf import RuleSet, parse_deal, score
from schreiber.games.doppelkopf.deadlines import deadlines_request
from schreiber.games.doppelkopf.replay import replay
from schreiber.games.doppelkopf.scoring import DealResult
from schreiber.games.errors import RecordError

TABLE = ("A", "B", "C", "D")
MISERE = RuleSet(misere=True)


def misere(
    re_tricks: int | None = 0,
    type: str = "misere",
    re: tuple[str, ...] = ("A",),
    re_says: tuple[str, ...] = (),
    kontra_says: tuple[str, ...] = (),
    **extra: object,
) -> dict[str, object]:
    record: dict[str, object] = {
        "type": type,
        "re": list(re),
        "announcements": {"re": list(re_says), "kontra": list(kontra_says)},
        **extra,
    }
    if re_tricks is not None:
        record["re_tricks"] = re_tricks
    return record


def play(rules: RuleSet = MISERE, bock_level: int = 0, **kwargs: object) -> DealResult:
    return score(parse_deal(misere(**kwargs)), rules, TABLE, None, bock_level)  # type: ignore[arg-type]


def items(result: DealResult) -> dict[tuple[str, str], int]:
    return {(line.party, line.item): line.points for line in result.lines}


def refused(field: str, words: str, rules: RuleSet = MISERE, **kwargs: object) -> None:
    with pytest.raises(RecordError) as caught:
        play(rules, 0, **kwargs)
    assert caught.value.field == field
    assert words in caught.value.reason


# The worked examples of §13.1 ----------------------------------------------------------


def test_example_m1_misere_won() -> None:
    result = play(re_tricks=0)
    assert (result.winner, result.value) == ("re", 1)
    assert items(result) == {("re", "won"): 1}
    assert result.scores == {"A": 3, "B": -1, "C": -1, "D": -1}


def test_example_m2_misere_ouvert_lost_with_kontra() -> None:
    result = play(type="misere_ouvert", re_tricks=2, kontra_says=("kontra",))
    assert (result.winner, result.value) == ("kontra", -4)
    assert items(result) == {
        ("kontra", "won"): 1,
        ("kontra", "ouvert"): 1,
        ("kontra", "kontra_announced"): 2,
    }
    assert (result.scores["A"], result.scores["C"]) == (-12, 4)


def test_example_m3_misere_with_re_and_kontra() -> None:
    result = play(re_tricks=0, re_says=("re",), kontra_says=("kontra",))
    assert (result.winner, result.value) == ("re", 5)
    assert (result.scores["A"], result.scores["C"]) == (15, -5)


# Tricks decide, card points do not -----------------------------------------------------


def test_one_trick_loses_and_no_elders_or_below_rows() -> None:
    result = play(re_tricks=1)
    assert (result.winner, result.value) == ("kontra", -1)
    assert items(result) == {("kontra", "won"): 1}
    # Twelve tricks to the soloist: still only "won", no schwarz or below rows.
    assert items(play(re_tricks=12)) == {("kontra", "won"): 1}


def test_tricks_may_be_given_as_kontra_tricks_too() -> None:
    assert play(re_tricks=0, kontra_tricks=12).winner == "re"
    refused("deal.kontra_tricks", "add up to 12", re_tricks=0, kontra_tricks=11)


def test_re_tricks_are_required() -> None:
    with pytest.raises(RecordError) as caught:
        parse_deal(misere(re_tricks=None, kontra_tricks=12))
    assert caught.value.field == "deal.re_tricks"
    assert "misère" in caught.value.reason


def test_re_points_may_be_omitted_and_are_ignored() -> None:
    given = parse_deal(misere(re_tricks=3, re_points=130))
    assert given == parse_deal(misere(re_tricks=3))
    assert "re_points" not in given.to_json()
    assert parse_deal(given.to_json()) == given
    # Three tricks with no card points entered is no contradiction here.
    assert score(given, MISERE, TABLE).winner == "kontra"
    with pytest.raises(RecordError) as caught:
        parse_deal(misere(re_points=300))
    assert caught.value.field == "deal.re_points"


def test_misere_needs_its_option() -> None:
    refused("deal.type", "needs the option “Misère”", rules=RuleSet())
    refused("deal.type", "needs the option “Misère”", rules=RuleSet(), type="misere_ouvert")


def test_misere_has_one_soloist() -> None:
    refused("deal.re", "one player", re=("A", "B"))


def test_refusals_are_refused() -> None:
    refused("deal.announcements.re", "nobody refuses in a misère", re_says=("re", "no90"))
    refused("deal.announcements.kontra", "(only Re and Kontra", kontra_says=("kontra", "no90"))


def test_bonuses_are_refused() -> None:
    refused(
        "deal.bonuses[0]",
        "no bonuses are scored in a misère",
        bonuses=[{"kind": "doppelkopf", "party": "kontra"}],
    )


# Otherwise a solo ------------------------------------------------------------------------


def test_solo_doubles_and_bock() -> None:
    doubled = play(MISERE.replace(solo_doubles=True), re_tricks=0)
    assert (doubled.value, doubled.scores["A"]) == (2, 6)
    assert play(re_tricks=0, bock_level=2).value == 4


def test_solo_implies_re() -> None:
    result = play(MISERE.replace(solo_implies_re=True), re_tricks=0)
    assert result.value == 3
    assert ("re", "re_announced") in items(result)


def test_re_kontra_doubles_doubles_the_misere() -> None:
    rules = MISERE.replace(re_kontra_doubles=True)
    result = play(rules, type="misere_ouvert", re_tricks=2, kontra_says=("kontra",))
    assert result.value == -4  # (won 1 + ouvert 1) × 2
    assert result.adjustments == (Adjustment("kontra_announced", factor=2),)


def test_bock_triggers_of_a_misere() -> None:
    rules = MISERE.replace(bock_on_lost_solo=True)
    assert play(rules, re_tricks=1, re_says=("re",)).bock_triggers == ("re_lost", "lost_solo")
    assert play(rules, re_tricks=0, kontra_says=("kontra",)).bock_triggers == ("kontra_lost",)
    assert play(rules, re_tricks=0).bock_triggers == ()


def test_compulsory_solo_and_soloist_leads() -> None:
    rules = MISERE.replace(compulsory_solo=True)
    deals = [parse_deal(misere(re_tricks=0, compulsory=True))]
    result = replay(TABLE, "A", rules, deals)
    assert result.deals[0].compulsory
    assert result.compulsory_solo_owed == ("B", "C", "D")
    assert result.next.dealer == "A"  # the same dealer again
    leads = replay(TABLE, "A", MISERE.replace(soloist_leads=True), [parse_deal(misere())])
    assert leads.next.dealer == "A"
    assert replay(TABLE, "A", MISERE, [parse_deal(misere())]).next.dealer == "B"


# Deadlines -------------------------------------------------------------------------------


def test_deadlines_offer_only_re_and_kontra() -> None:
    request = {"rules": {"options": {"misere": True}}, "type": "misere_ouvert"}
    assert deadlines_request(request) == {"re": {"re": 11}, "kontra": {"kontra": 11}}
    with pytest.raises(RecordError) as caught:
        deadlines_request({**request, "announced": {"re": ["re", "no90"]}})
    assert caught.value.field == "announced.re"
    with pytest.raises(RecordError) as caught:
        deadlines_request({"type": "misere"})
    assert caught.value.field == "type"
