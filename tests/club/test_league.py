"""The league table exactly as records.md describes ``schreiber league``."""

from __future__ import annotations

from typing import Any

import pytest

from schreiber.club.league import Evening, league, league_request, parse_ranking
from schreiber.games.errors import RecordError


def evening(totals: dict[str, int], deals: int = 24) -> Evening:
    return Evening(totals, dict.fromkeys(totals, deals))


def rows(ranking: dict[str, Any], evenings: list[Evening]) -> list[tuple[Any, ...]]:
    return [
        (s.player, s.rank, s.to_json()["score"], s.evenings, s.deals)
        for s in league(parse_ranking(ranking), evenings)
    ]


def test_total_sums_evenings_and_equal_scores_share_a_rank() -> None:
    evenings = [
        evening({"Anna": 10, "Ben": -10, "Chie": 5, "Daiki": -5}),
        evening({"Anna": -5, "Ben": 15, "Chie": 0, "Daiki": -10}),
    ]
    assert rows({"method": "total"}, evenings) == [
        ("Anna", 1, 5, 2, 48),
        ("Ben", 1, 5, 2, 48),
        ("Chie", 1, 5, 2, 48),
        ("Daiki", 4, -15, 2, 48),
    ]


def test_drop_worst_leaves_out_the_worst_evenings_but_counts_them() -> None:
    evenings = [
        evening({"Anna": -30, "Ben": 30, "Chie": 0, "Daiki": 0}),
        evening({"Anna": 20, "Ben": -20, "Chie": 0, "Daiki": 0}),
        evening({"Anna": 5, "Ben": 5, "Chie": -5, "Eva": -5}),
    ]
    result = rows({"method": "total", "drop_worst": 1}, evenings)
    # Anna drops -30 → 25; Ben drops -20 → 35; Chie drops -5 → 0;
    # Daiki and Eva have no more evenings than are dropped: nothing is dropped.
    assert result == [
        ("Ben", 1, 35, 3, 72),
        ("Anna", 2, 25, 3, 72),
        ("Chie", 3, 0, 3, 72),
        ("Daiki", 3, 0, 2, 48),
        ("Eva", 5, -5, 1, 24),
    ]


def test_average_is_points_per_deal_played_times_per_deals() -> None:
    evenings = [
        Evening(
            {"Anna": 10, "Ben": -10, "Chie": 3, "Daiki": -3},
            {"Anna": 20, "Ben": 24, "Chie": 24, "Daiki": 24},
        ),
    ]
    result = rows({"method": "average", "per_deals": 24}, evenings)
    assert result[0] == ("Anna", 1, 12, 1, 20)
    assert result[1] == ("Chie", 2, 3, 1, 24)
    thirds = rows(
        {"method": "average"},
        [
            Evening(
                {"Anna": 10, "Ben": -10, "Chie": 0, "Daiki": 0},
                dict.fromkeys("ABCD", 0) | {"Anna": 7, "Ben": 7, "Chie": 7, "Daiki": 7},
            )
        ],
    )
    assert thirds[0] == ("Anna", 1, 34.29, 1, 7)  # 10 / 7 × 24 = 34.2857…


def test_table_points_ties_share_the_mean_of_their_places() -> None:
    ranking = {
        "method": "table_points",
        "table_points": {"4": [3, 1, -1, -3], "5": [4, 2, 0, -2, -4]},
    }
    evenings = [
        evening({"Anna": 10, "Ben": 10, "Chie": 0, "Daiki": -20}),
        evening({"Anna": 1, "Ben": 2, "Chie": 3, "Daiki": 4, "Eva": -10}),
    ]
    # Evening 1: Anna and Ben share places 1-2, (3 + 1) / 2 = 2 each.
    # Evening 2: Daiki 4, Chie 2, Ben 0, Anna -2, Eva -4.
    assert rows(ranking, evenings) == [
        ("Ben", 1, 2, 2, 48),
        ("Chie", 2, 1, 2, 48),
        ("Daiki", 2, 1, 2, 48),
        ("Anna", 4, 0, 2, 48),
        ("Eva", 5, -4, 1, 24),
    ]
    three = {"method": "table_points", "table_points": {"4": [3, 1, 0, 0]}}
    shared = rows(three, [evening({"Anna": 5, "Ben": 5, "Chie": 5, "Daiki": -15})])
    assert shared[0] == ("Anna", 1, 1.33, 1, 24)  # (3 + 1 + 0) / 3


def test_min_evenings_lists_the_others_after_without_rank() -> None:
    evenings = [
        evening({"Anna": 10, "Ben": -10, "Chie": 0, "Daiki": 0}),
        evening({"Anna": 10, "Ben": -10, "Chie": 0, "Eva": 50}),
    ]
    result = rows({"method": "total", "min_evenings": 2}, evenings)
    assert [(p, r) for p, r, *_ in result] == [
        ("Anna", 1),
        ("Chie", 2),
        ("Ben", 3),
        ("Eva", None),
        ("Daiki", None),
    ]


def session(players: list[str], deals: list[dict[str, object]]) -> dict[str, object]:
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": "Club night",
        "date": "2026-11-20",
        "players": players,
        "first_dealer": players[0],
        "rules": {"preset": "standard", "options": {}},
        "deals": deals,
    }


def test_the_request_of_the_command_line_counts_deals_actually_played() -> None:
    five = ["Anna", "Ben", "Chie", "Daiki", "Eva"]
    deals: list[dict[str, object]] = [
        {"type": "normal", "re": ["Ben", "Chie"], "re_points": 130},
        {"type": "redeal"},
        {"type": "normal", "re": ["Chie", "Daiki"], "re_points": 100},
    ]
    out = league_request({"ranking": {"method": "total"}, "evenings": [session(five, deals)]})
    standings = out["standings"]
    assert isinstance(standings, list)
    played = {row["player"]: row["deals"] for row in standings}
    # Five at the table: the dealer sits out; the redeal is played by nobody.
    assert sum(played.values()) == 2 * 4
    assert all(row["evenings"] == 1 for row in standings)


def test_bad_requests_name_the_field() -> None:
    with pytest.raises(RecordError) as caught:
        league_request({"ranking": {"method": "best"}, "evenings": []})
    assert caught.value.field == "ranking.method"
    with pytest.raises(RecordError) as caught:
        league_request({"ranking": {"method": "table_points", "table_points": {"4": [1, 2]}}})
    assert caught.value.field == "ranking.table_points.4"
    with pytest.raises(RecordError) as caught:
        league_request(
            {
                "ranking": {"method": "table_points", "table_points": {"5": [1, 2, 3, 4, 5]}},
                "evenings": [session(["A", "B", "C", "D"], [])],
            }
        )
    assert caught.value.field == "ranking.table_points"
    with pytest.raises(RecordError) as caught:
        league_request({"evenings": [{"format": "x"}]})
    assert caught.value.field.startswith("evenings[0]")
