"""``schreiber score`` for Crescendo (``shared/spec/records.md``, "The command line")."""

from __future__ import annotations

import pytest

from schreiber.games.crescendo import score_request
from schreiber.games.errors import RecordError

from .build import played

PLAYERS = ["Anna", "Ben", "Chie"]


def request(**changes: object) -> dict[str, object]:
    base: dict[str, object] = {
        "game": "crescendo",
        "rules": {"preset": "standard", "options": {}},
        "players": PLAYERS,
        "deal": played("Anna", 19, "spades", tricks=[3, 4, 6, 7]),
    }
    base.update(changes)
    return base


def test_scores_one_deal() -> None:
    assert score_request(request()) == {
        "winner": "soloist",
        "value": 20,
        "scores": {"Anna": 20, "Ben": 0, "Chie": 0},
        "lines": [{"party": "soloist", "item": "taken", "points": 20}],
    }


def test_rules_may_be_omitted_and_empty_extras_are_accepted() -> None:
    plain = {k: v for k, v in request().items() if k != "rules"}
    assert score_request({**plain, "sitting_out": [], "bock_level": 0})["value"] == 20


def test_the_rules_apply() -> None:
    deal = played("Ben", 15, "diamonds", taken=15)
    assert score_request(request(deal=deal))["value"] == 30
    with pytest.raises(RecordError) as caught:
        score_request(request(deal=deal, rules={"options": {"min_bid": 18}}))
    assert caught.value.field == "deal.bid"


def test_a_redeal_scores_nothing() -> None:
    assert score_request(request(deal={"type": "redeal"})) == {
        "winner": None,
        "value": 0,
        "scores": {"Anna": 0, "Ben": 0, "Chie": 0},
        "lines": [],
    }


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"players": ["Anna", "Ben"]}, "players"),
        ({"players": [*PLAYERS, "Daiki"]}, "players"),
        ({"players": ["Anna", "Anna", "Ben"]}, "players[1]"),
        ({"game": "doppelkopf"}, "game"),
        ({"sitting_out": ["Anna"]}, "sitting_out"),
        ({"bock_level": 1}, "bock_level"),
        ({"extra": 1}, "extra"),
        ({"rules": {"options": {"table": 3}}}, "rules.options.table"),
        ({"deal": played("Daiki", 20, taken=20)}, "deal.soloist"),
        ({"deal": played("Ben", tricks=[1, 1])}, "deal.tricks_won[1]"),
    ],
)
def test_bad_requests_name_the_field(changes: dict[str, object], field: str) -> None:
    with pytest.raises(RecordError) as caught:
        score_request(request(**changes))
    assert caught.value.field == field


def test_players_and_deal_are_required() -> None:
    for key in ("players", "deal"):
        with pytest.raises(RecordError) as caught:
            score_request({k: v for k, v in request().items() if k != key})
        assert caught.value.field == key
