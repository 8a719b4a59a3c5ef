"""``schreiber score`` for Pfälzer Schafkopf (``shared/spec/records.md``, "The command line")."""

from __future__ import annotations

import pytest

from schreiber.games.errors import RecordError
from schreiber.games.schafkopf_pfalz import score_request

HEART_SOLO_DU: dict[str, object] = {
    "contract": "solo_du",
    "trump": "hearts",
    "soloist": "Anna",
    "partner": None,
    "soloist_points": 120,
    "soloist_tricks": 10,
    "tops": 4,
    "doubles": 2,
    "surrender": None,
}


def test_three_players() -> None:
    out = score_request(
        {
            "game": "schafkopf_pfalz",
            "rules": {"preset": "standard", "options": {}},
            "players": ["Anna", "Ben", "Chie"],
            "deal": HEART_SOLO_DU,
        }
    )
    assert out["winner"] == "soloist"
    assert out["value"] == 72
    assert out["scores"] == {"Anna": 144, "Ben": -72, "Chie": -72}
    assert out["adjustments"] == [
        {"item": "solo_du", "factor": 2},
        {"item": "kontra", "factor": 2},
        {"item": "kontra", "factor": 2},
    ]
    assert {"party": "soloist", "item": "tops", "points": 4} in out["lines"]  # type: ignore[operator]


def test_four_players_one_sits_out() -> None:
    out = score_request(
        {
            "game": "schafkopf_pfalz",
            "rules": {"options": {"table": 3}},
            "players": ["Anna", "Ben", "Chie", "Daiki"],
            "sitting_out": ["Daiki"],
            "deal": {**HEART_SOLO_DU, "doubles": 0},
        }
    )
    assert out["scores"] == {"Anna": 36, "Ben": -18, "Chie": -18, "Daiki": 0}


def test_ace_call_at_four() -> None:
    deal = {"contract": "ace_call", "soloist": "Anna", "partner": "Chie", "soloist_points": 64}
    out = score_request({"players": ["Anna", "Ben", "Chie", "Daiki"], "deal": deal})
    assert out["scores"] == {"Anna": 2, "Ben": -2, "Chie": 2, "Daiki": -2}


@pytest.mark.parametrize(
    ("request_", "field"),
    [
        ({"players": ["A", "B", "C"]}, "deal"),
        ({"deal": {}}, "players"),
        ({"players": ["A", "B"], "deal": {}}, "players"),
        ({"players": ["A", "B", "C"], "deal": {}, "extra": 1}, "extra"),
        ({"game": "doppelkopf", "players": ["A", "B", "C"], "deal": {}}, "game"),
        ({"players": ["A", "B", "C", "D"], "deal": {}}, "deal.contract"),
        (
            {"players": ["A", "B", "C", "D"], "rules": {"options": {"table": 3}}, "deal": {}},
            "sitting_out",
        ),
        ({"players": ["A", "B", "C"], "sitting_out": ["Z"], "deal": {}}, "sitting_out[0]"),
        ({"players": ["A", "B", "C"], "sitting_out": ["A"], "deal": {}}, "sitting_out"),
        (
            {
                "players": ["A", "B", "C", "D", "E"],
                "rules": {"options": {"table": 3}},
                "sitting_out": ["A", "C"],
                "deal": {},
            },
            "sitting_out",
        ),
        ({"players": ["A", "B", "C"], "bock_level": 1, "deal": {}}, "bock_level"),
        (
            {"players": ["A", "B", "C"], "rules": {"options": {"table": 4}}, "deal": {}},
            "rules.options.table",
        ),
        (
            {"players": ["A", "B", "C", "D", "E"], "sitting_out": ["A"], "deal": HEART_SOLO_DU},
            "deal.soloist",
        ),
    ],
)
def test_refusals_name_the_field(request_: dict[str, object], field: str) -> None:
    with pytest.raises(RecordError) as caught:
        score_request(request_)
    assert caught.value.field == field


def test_five_players_two_sit_out_next_to_each_other() -> None:
    deal = {"contract": "simple", "trump": "clubs", "soloist": "C", "soloist_points": 70}
    out = score_request(
        {
            "players": ["A", "B", "C", "D", "E"],
            "rules": {"options": {"table": 3}},
            "sitting_out": ["E", "A"],
            "deal": deal,
        }
    )
    assert out["scores"] == {"A": 0, "B": -1, "C": 2, "D": -1, "E": 0}
