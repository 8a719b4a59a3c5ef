"""The season as one frame (issue 28, item 3): pandas groups and sums the standings,
the plain fold (:func:`schreiber.club.league.league`) is the oracle. Random seasons
of ordinary sessions and club nights, every ranking method, many ties."""

from __future__ import annotations

import random
from typing import Any

import pytest

from schreiber.club.league import Ranking, league, parse_ranking
from schreiber.club.league_data import places
from schreiber.club.season import (
    SessionSummary,
    by_evening,
    frame_of,
    player_stats,
    progress_of_frame,
    standings_of_frame,
)
from schreiber.games.errors import RecordError
from schreiber.store.data import EveningRow

PEOPLE = ("Anna", "Ben", "Chie", "Daiki", "Emi", "Franz", "Greta", "Hiro", "Ines")
TABLE_POINTS = {
    "3": [2, 0, -2],
    "4": [3, 1, -1, -3],
    "5": [4, 2, 0, -2, -4],
    "6": [1.5, 1, 0.5, 0, -0.5, -1],
}
RANKINGS: list[dict[str, Any]] = [
    {"method": "total"},
    {"method": "total", "drop_worst": 2},
    {"method": "total", "min_evenings": 3},
    {"method": "average"},
    {"method": "average", "per_deals": 7, "min_evenings": 2},
    {"method": "table_points", "table_points": TABLE_POINTS},
    {"method": "table_points", "table_points": TABLE_POINTS, "drop_worst": 1},
    {
        "method": "table_points",
        "table_points": {**TABLE_POINTS, "4": [0.75, 0.25, 0.125, -1]},
        "drop_worst": 3,
        "min_evenings": 4,
    },
]


def season(seed: int, sessions: int = 30) -> list[SessionSummary]:
    """Random sessions: ordinary ones and club nights of 1 to 3 tables (some with
    no deal played), totals from a few values so that ties are many."""
    chance = random.Random(seed)
    items: list[SessionSummary] = []
    session_id = 0
    night_id = 0
    for day in range(sessions):
        date = f"2026-{1 + day // 28:02d}-{1 + day % 28:02d}"
        is_night = chance.random() < 0.5
        night_id += is_night
        tables = chance.randint(1, 3) if is_night else 1
        for table in range(tables):
            session_id += 1
            size = chance.randint(3, 6)
            names = chance.sample(PEOPLE, size)
            unplayed = is_night and chance.random() < 0.15
            players = {
                name: {
                    "total": 0 if unplayed else chance.choice((-30, -10, 0, 0, 10, 20, 40)),
                    "deals": 0 if unplayed else chance.randint(0, 24),
                    "solos": chance.randint(0, 2),
                    "solos_won": 0,
                }
                for name in names
            }
            row = EveningRow(
                session_id=session_id,
                game="doppelkopf",
                title=f"Session {session_id}",
                date=date,
                season_id=1,
                night_id=night_id if is_night else None,
                table_no=table + 1 if is_night else None,
                round_no=1 if is_night else None,
                version=1,
                summary=None,
            )
            items.append(SessionSummary(row, {"v": 1, "order": names, "players": players}))
    return items


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("ranking", RANKINGS, ids=lambda r: "-".join(map(str, r.values()))[:40])
def test_the_frames_standings_are_the_folds(seed: int, ranking: dict[str, Any]) -> None:
    items = season(seed)
    rules = parse_ranking(ranking)
    expected = league(rules, [item.evening for item in items])
    found = standings_of_frame(frame_of(items), rules)
    assert found == expected
    assert [s.to_json() for s in found] == [s.to_json() for s in expected]


def test_ties_share_ranks_and_an_empty_season_has_none() -> None:
    items = season(3, 6)
    for item in items:
        for figures in item.summary["players"].values():
            figures["total"], figures["deals"] = 10, 12
    shared = 0
    for ranking in RANKINGS:
        rules = parse_ranking(ranking)
        found = standings_of_frame(frame_of(items), rules)
        assert found == league(rules, [item.evening for item in items])
        ranks = [s.rank for s in found if s.rank is not None]
        shared += len(set(ranks)) < len(ranks)
    assert shared >= len(RANKINGS) // 2  # ties there are, sharing a rank
    assert standings_of_frame(frame_of([]), Ranking()) == []


def test_a_table_size_without_points_is_named_as_the_fold_names_it() -> None:
    rules = parse_ranking({"method": "table_points", "table_points": {"4": [3, 1, -1, -3]}})
    items = season(5)
    with pytest.raises(RecordError) as fold:
        league(rules, [item.evening for item in items])
    with pytest.raises(RecordError) as frame:
        standings_of_frame(frame_of(items), rules)
    assert frame.value.field == fold.value.field == "ranking.table_points"
    assert frame.value.params["size"] in {3, 5, 6}


def test_points_needing_a_finer_scale_are_ranked_exactly_by_the_fold() -> None:
    fine = {"4": [0.1, 0.2, 0.3, 0.4], "3": [1 / 3, 0, 0], "5": [0] * 5, "6": [0] * 6}
    rules = parse_ranking({"method": "table_points", "table_points": fine})
    items = season(8)
    assert standings_of_frame(frame_of(items), rules) == league(
        rules, [item.evening for item in items]
    )


@pytest.mark.parametrize("seed", range(4))
def test_evenings_places_and_statistics_fold_the_same(seed: int) -> None:
    items = season(seed)
    frame = frame_of(items)
    # the place at each table, ties sharing the best
    for item in items:
        totals = {n: p["total"] for n, p in item.summary["players"].items()}
        rows = frame[frame["session_id"] == item.row.session_id]
        assert dict(zip(rows["player"], rows["place"].tolist(), strict=True)) == places(totals)
    # a player's evenings: the night's tables added up, an unplayed table left out
    evenings: dict[tuple[str, str], int] = {}
    for item in items:
        if not item.evening.played and item.row.night_id is not None:
            continue
        key = (
            f"n{item.row.night_id}" if item.row.night_id is not None else f"s{item.row.session_id}"
        )
        for name, total in item.evening.totals.items():
            evenings[(key, name)] = evenings.get((key, name), 0) + total
    per = by_evening(frame)
    found = dict(zip(zip(per["evening"], per["player"], strict=True), per["total"], strict=True))
    assert found == evenings
    stats = player_stats(frame)
    for name in stats.index:
        mine = [total for (_, player), total in evenings.items() if player == name]
        assert int(stats.loc[name, "evenings"]) == len(mine)
        assert int(stats.loc[name, "points"]) == sum(mine)
        assert int(stats.loc[name, "best_evening"]) == max(mine)
        assert int(stats.loc[name, "worst_evening"]) == min(mine)


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("ranking", RANKINGS, ids=lambda r: "-".join(map(str, r.values()))[:40])
def test_the_league_after_each_date_is_the_folds_then(seed: int, ranking: dict[str, Any]) -> None:
    items = season(seed, 12)
    rules = parse_ranking(ranking)
    dates, scores = progress_of_frame(frame_of(items), rules)
    assert dates == sorted({item.row.date for item in items})
    for index, date in enumerate(dates):
        then = [item.evening for item in items if item.row.date <= date]
        expected = {s.player: float(s.score) for s in league(rules, then)}
        now = {name: row[index] for name, row in scores.items() if row[index] is not None}
        assert now == expected, date
    assert progress_of_frame(frame_of([]), rules) == ([], {})
