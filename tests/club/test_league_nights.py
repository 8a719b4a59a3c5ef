"""The club night is one evening in the league (records.md "Leagues and club nights",
**Club nights.**): the sessions of one ``night`` id count once per player, through
``league_request`` and ``schreiber league``, for every ranking method."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

from schreiber.club.league import evening_of, league_request, parse_ranking, table_points_of
from schreiber.session.file import parse_session

THIRTEEN = [
    "Anna",
    "Ben",
    "Chie",
    "Daiki",
    "Emi",
    "Franz",
    "Greta",
    "Hiro",
    "Ines",
    "Jonas",
    "Kai",
    "Lea",
    "Mio",
]
ROUND_1 = [THIRTEEN[0:4], THIRTEEN[4:8], THIRTEEN[8:13]]
ROUND_2 = [
    ["Anna", "Emi", "Ines", "Mio"],
    ["Ben", "Franz", "Jonas", "Lea"],
    ["Chie", "Daiki", "Greta", "Hiro", "Kai"],
]
POINTS = {"4": [3, 1, -1, -3], "5": [4, 2, 0, -2, -4]}


def table(
    players: list[str],
    deals: int = 3,
    night: str | None = "n1",
    round_no: int = 1,
    table_no: int = 1,
    date: str = "2026-11-20",
    seed: int = 0,
) -> dict[str, object]:
    """A Doppelkopf table of ``deals`` deals; at a table of five the dealer sits out,
    so each deal's Re party is taken from the four who play."""
    records: list[dict[str, object]] = []
    size = len(players)
    for number in range(deals):
        playing = [players[(number + k) % size] for k in range(size)]
        if size == 5:
            playing = playing[1:]  # the dealer sits out
        first = (number + seed) % 4
        re = [playing[first], playing[(first + 1 + seed % 3) % 4]]
        points = (131, 150, 97, 181, 60, 210)[(number + seed) % 6]
        records.append({"type": "normal", "re": re, "re_points": points})
    out: dict[str, object] = {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": f"Table {table_no}",
        "date": date,
        "players": players,
        "first_dealer": players[0],
        "rules": {"preset": "standard", "options": {}},
        "deals": records,
    }
    if night is not None:
        out["night"] = {"id": night, "round": round_no, "table": table_no}
    return out


def club_night(night: str = "n1", date: str = "2026-11-20", seed: int = 0) -> list[dict[str, Any]]:
    """13 players, two rounds of three tables (4, 4, 5)."""
    return [
        table(players, 3 + n, night, round_no, n + 1, date, seed + 7 * round_no + n)
        for round_no, tables in ((1, ROUND_1), (2, ROUND_2))
        for n, players in enumerate(tables)
    ]


def standings(ranking: dict[str, Any], evenings: list[dict[str, Any]]) -> list[dict[str, Any]]:
    result = league_request({"ranking": ranking, "evenings": evenings})["standings"]
    assert isinstance(result, list)
    return result


def by_player(found: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {row["player"]: row for row in found}


def totals(session: dict[str, Any]) -> dict[str, int]:
    return dict(parse_session(session).replay().totals)


def played(session: dict[str, Any]) -> dict[str, int]:
    return dict(evening_of(parse_session(session)).deals)


def without_night(sessions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v for k, v in s.items() if k != "night"} for s in sessions]


def test_thirteen_players_two_rounds_are_one_evening_each_and_total_sums() -> None:
    night = club_night()
    found = by_player(standings({"method": "total"}, night))
    assert sorted(found) == sorted(THIRTEEN)
    for name in THIRTEEN:
        expected = sum(totals(s).get(name, 0) for s in night)
        deals = sum(played(s).get(name, 0) for s in night)
        assert found[name]["evenings"] == 1
        assert (found[name]["score"], found[name]["deals"]) == (expected, deals)
    # Without the night, each table is an evening: two each.
    apart = by_player(standings({"method": "total"}, without_night(night)))
    assert {row["evenings"] for row in apart.values()} == {2}


def test_table_points_per_table_summed_over_the_night() -> None:
    night = club_night()
    ranking = {"method": "table_points", "table_points": POINTS}
    found = by_player(standings(ranking, night))
    points = parse_ranking(ranking).table_points
    expected: dict[str, Fraction] = {}
    for session in night:
        for name, value in table_points_of(evening_of(parse_session(session)), points).items():
            expected[name] = expected.get(name, Fraction(0)) + value
    for name in THIRTEEN:
        assert found[name]["evenings"] == 1
        assert Fraction(found[name]["score"]) == expected[name]
    # Not the places in the night's sum: the night's winner by points need not
    # have the most table points, but the score is per table.
    assert {row["score"] for row in found.values()} != {0}


def test_average_is_unchanged_points_per_deal() -> None:
    night = club_night()
    ranking = {"method": "average", "per_deals": 24}
    found = standings(ranking, night)
    apart = standings(ranking, without_night(night))
    assert [(r["player"], r["rank"], r["score"], r["deals"]) for r in found] == [
        (r["player"], r["rank"], r["score"], r["deals"]) for r in apart
    ]
    assert {r["evenings"] for r in found} == {1}
    anna = next(r for r in found if r["player"] == "Anna")
    points = sum(totals(s).get("Anna", 0) for s in night)
    deals = sum(played(s).get("Anna", 0) for s in night)
    assert anna["score"] == round(points * 24 / deals, 2)


def test_drop_worst_and_min_evenings_count_nights() -> None:
    first, second = club_night("n1", "2026-11-20", 0), club_night("n2", "2026-11-27", 3)
    evening = table(["Anna", "Ben", "Chie", "Daiki"], 4, None, date="2026-12-04", seed=5)
    sessions = [*first, *second, evening]
    ranking = {"method": "total", "drop_worst": 1, "min_evenings": 3}
    found = by_player(standings(ranking, sessions))
    for name in THIRTEEN:
        scores = [sum(totals(s).get(name, 0) for s in first)]
        scores.append(sum(totals(s).get(name, 0) for s in second))
        if name in evening["players"]:  # type: ignore[operator]
            scores.append(totals(evening)[name])
        row = found[name]
        assert row["evenings"] == len(scores)
        kept = sorted(scores)[1:] if len(scores) > 1 else scores
        assert row["score"] == sum(kept)
        # Two nights and no evening: fewer than 3, so not ranked.
        assert (row["rank"] is None) == (len(scores) < 3)
    ranked = [row for row in found.values() if row["rank"] is not None]
    assert sorted(row["player"] for row in ranked) == ["Anna", "Ben", "Chie", "Daiki"]


def test_drop_worst_by_table_points_drops_a_night_not_a_round() -> None:
    first, second = club_night("n1", "2026-11-20", 0), club_night("n2", "2026-11-27", 3)
    ranking = {"method": "table_points", "table_points": POINTS, "drop_worst": 1}
    points = parse_ranking(ranking).table_points
    found = by_player(standings(ranking, [*first, *second]))

    def night_points(night: list[dict[str, Any]], name: str) -> Fraction:
        return sum(
            (
                table_points_of(evening_of(parse_session(s)), points).get(name, Fraction(0))
                for s in night
            ),
            Fraction(0),
        )

    for name in THIRTEEN:
        nights = [night_points(first, name), night_points(second, name)]
        assert found[name]["evenings"] == 2
        assert Fraction(found[name]["score"]).limit_denominator(100) == max(nights)


def test_an_empty_table_counts_for_nobody() -> None:
    night = club_night()
    # Round 3 drawn, one table played, one not yet: its players have nothing there.
    night.append(table(["Anna", "Ben", "Chie", "Daiki"], 2, "n1", 3, 1, seed=11))
    night.append(table(["Emi", "Franz", "Greta", "Hiro"], 0, "n1", 3, 2))
    # Someone only at a table with no deal played is in no standing at all, and a
    # table size the ranking gives no points for does not matter there.
    night.append(table(["Zoe", "Yuki", "Xaver", "Will", "Vera", "Udo"], 0, "n1", 3, 3))
    for ranking in (
        {"method": "total"},
        {"method": "average"},
        {"method": "table_points", "table_points": POINTS},
    ):
        found = by_player(standings(ranking, night))
        assert sorted(found) == sorted(THIRTEEN)
        assert {row["evenings"] for row in found.values()} == {1}
    found = by_player(standings({"method": "total"}, night))
    assert found["Emi"]["score"] == sum(totals(s).get("Emi", 0) for s in night[:6])
    # A night whose only table has no deal is no evening for anyone.
    alone = standings({"method": "total"}, [table(THIRTEEN[:4], 0, "n9")])
    assert alone == []


def test_a_night_next_to_ordinary_evenings() -> None:
    night = club_night()
    ordinary = [
        table(["Anna", "Ben", "Chie", "Daiki"], 2, None, date="2026-11-13", seed=1),
        table(["Anna", "Emi", "Franz", "Greta"], 3, None, date="2026-11-27", seed=2),
    ]
    found = by_player(standings({"method": "total"}, [ordinary[0], *night, ordinary[1]]))
    assert found["Anna"]["evenings"] == 3
    assert found["Ben"]["evenings"] == 2
    assert found["Emi"]["evenings"] == 2
    assert found["Mio"]["evenings"] == 1
    expected = sum(totals(s).get("Anna", 0) for s in [*ordinary, *night])
    assert found["Anna"]["score"] == expected
    # An ordinary session with no deal is still an evening, as before.
    empty = table(["Anna", "Ben", "Chie", "Daiki"], 0, None)
    assert {r["evenings"] for r in standings({"method": "total"}, [empty])} == {1}
    # Two nights never merge, whatever their dates.
    two = [*club_night("a"), *club_night("b")]
    assert {r["evenings"] for r in standings({"method": "total"}, two)} == {2}


def test_schreiber_league_counts_the_night_once(tmp_path: Path) -> None:
    request = {
        "ranking": {"method": "table_points", "table_points": POINTS, "min_evenings": 1},
        "evenings": [
            table(["Anna", "Ben", "Chie", "Daiki"], 2, None, date="2026-11-13", seed=1),
            *club_night(),
            table(["Emi", "Franz", "Greta", "Hiro"], 0, "n1", 3, 1),
        ],
    }
    path = tmp_path / "league.json"
    path.write_text(json.dumps(request), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "schreiber", "league", str(path)],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    assert printed == league_request(request)
    rows = by_player(printed["standings"])
    assert rows["Anna"]["evenings"] == 2 and rows["Emi"]["evenings"] == 1


def test_a_bad_night_names_its_field() -> None:
    import pytest

    from schreiber.games.errors import RecordError

    session = table(THIRTEEN[:4], 1)
    session["night"] = {"id": 7}
    with pytest.raises(RecordError) as caught:
        league_request({"evenings": [session]})
    assert caught.value.field == "evenings[0].night.id"
    session["night"] = {"id": "n1", "seat": 2}
    with pytest.raises(RecordError) as caught:
        league_request({"evenings": [session]})
    assert caught.value.field.startswith("evenings[0].night")
    # A session file keeps its night when written again.
    good = table(THIRTEEN[:4], 1, "n1", 2, 3)
    assert parse_session(good).to_json()["night"] == {"id": "n1", "round": 2, "table": 3}
