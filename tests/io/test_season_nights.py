"""A season with a club night, from a real store (SQLite file): the league, the
players' evenings and seasons, the money and the season workbook all count the
night as one evening (records.md "Club nights"), as ``schreiber league`` does on
the same sessions with their ``night``."""

from __future__ import annotations

import io
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import openpyxl
import pytest

from schreiber.club.league import parse_ranking
from schreiber.club.league_data import AgainstCache, read_league, season_file, season_money_of
from schreiber.club.money import MoneyRules, season_money
from schreiber.club.season import league_table, season_player_stats, stats_over_years
from schreiber.io.season_workbook import export_season_workbook, season_labels
from schreiber.session.file import parse_session
from schreiber.session.service import create_session
from schreiber.store.core import StoreCore
from schreiber.store.locate import open_store
from tests.club.test_league_nights import POINTS, THIRTEEN, club_night, standings, table

RANKINGS = (
    {"method": "total", "drop_worst": 1, "min_evenings": 2},
    {"method": "average"},
    {"method": "table_points", "table_points": POINTS},
)
ORDINARY = table(["Anna", "Ben", "Chie", "Daiki"], 4, None, date="2026-11-13", seed=3)
LATER = table(["Anna", "Emi", "Franz", "Greta"], 2, None, date="2026-11-27", seed=4)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[StoreCore]:
    opened = open_store(f"sqlite://{tmp_path / 'club.sqlite3'}")
    try:
        yield opened
    finally:
        opened.close()


def fill(store: StoreCore) -> tuple[int, int, list[dict[str, Any]]]:
    """An evening, a club night of 13 (two rounds and a third drawn with one table
    not yet played), another evening; returns the season, the night and the
    sessions as ``schreiber league`` takes them (with the night's stored id)."""
    create_session(store, parse_session(ORDINARY))
    night_id = store.nights.create_night("2026-11-20", "November night", THIRTEEN, seed=7)
    tables = club_night(str(night_id))
    tables.append(table(["Anna", "Ben", "Chie", "Daiki"], 2, str(night_id), 3, 1, seed=11))
    tables.append(table(["Emi", "Franz", "Greta", "Hiro"], 0, str(night_id), 3, 2))
    for value in tables:
        night = value["night"]
        plain = {k: v for k, v in value.items() if k != "night"}
        create_session(
            store,
            parse_session(plain),
            night_id=night_id,
            round_no=night["round"],
            table_no=night["table"],
        )
    create_session(store, parse_session(LATER))
    season_id = store.nights.night(night_id).season_id
    assert season_id is not None
    return season_id, night_id, [ORDINARY, *tables, LATER]


def test_the_season_from_the_store_is_the_request_paths(store: StoreCore) -> None:
    season_id, _, sessions = fill(store)
    for ranking in RANKINGS:
        expected = standings(ranking, sessions)
        found = [s.to_json() for s in league_table(store, season_id, parse_ranking(ranking))]
        assert found == expected
        data = read_league(store, season_id, parse_ranking(ranking))
        assert [s.to_json() for s in data.standings] == expected
    rows = {row["player"]: row for row in expected}
    assert rows["Anna"]["evenings"] == 3  # evening, night, evening
    assert rows["Emi"]["evenings"] == 2  # the night (its empty table no more), evening
    assert rows["Mio"]["evenings"] == 1


def test_the_league_window_shows_one_evening_per_night(store: StoreCore) -> None:
    season_id, _, sessions = fill(store)
    data = read_league(store, season_id, parse_ranking({"method": "total"}))
    anna = data.evenings["Anna"]
    assert [(e.date, e.title) for e in anna] == [
        ("2026-11-13", ORDINARY["title"]),
        ("2026-11-20", "November night"),
        ("2026-11-27", LATER["title"]),
    ]
    night_tables = [s for s in sessions if "night" in s]
    points = {
        name: sum(dict(parse_session(s).replay().totals).get(name, 0) for s in night_tables)
        for name in THIRTEEN
    }
    assert anna[1].points == points["Anna"]
    assert anna[1].table_size == 13
    assert anna[1].night and not anna[0].night  # the window says "at the club night"
    assert anna[1].place == 1 + sum(1 for p in points.values() if p > points["Anna"])
    # Emi's round-3 table has no deal: no evening of its own, no "place 1".
    emi = data.evenings["Emi"]
    assert [e.date for e in emi] == ["2026-11-20", "2026-11-27"]
    assert emi[0].points == points["Emi"]
    # The players' seasons and the years count nights; best and worst are nights.
    assert data.players["Mio"].evenings == 1
    assert data.players["Mio"].best_evening == data.players["Mio"].worst_evening == points["Mio"]
    assert data.players["Anna"].evenings == 3
    assert data.players["Emi"].evenings == 2
    stats = season_player_stats(store, season_id)
    assert int(stats.loc["Hiro", "evenings"]) == 1
    years = stats_over_years(store)
    assert {int(v) for v in years["evenings"]} <= {1, 2, 3}
    assert int(years.xs("Anna", level="player")["evenings"].iloc[0]) == 3
    assert int(years.xs("Mio", level="player")["evenings"].iloc[0]) == 1
    # The chart after the night's date has every player of the night once.
    assert data.progress.dates == ("2026-11-13", "2026-11-20", "2026-11-27")


def test_money_counts_the_night_once(store: StoreCore) -> None:
    season_id, _, _ = fill(store)
    data = read_league(store, season_id, parse_ranking({"method": "total"}))
    for rules in (
        MoneyRules(rate=Decimal("0.05"), pot="fee", fee=Decimal("2")),
        MoneyRules(rate=Decimal("0.1"), pot="share", share=Decimal("0.1")),
    ):
        money = season_money_of(store, data.items, rules, AgainstCache())
        assert money.attended["Mio"] == 1
        assert money.attended["Anna"] == 3
        assert money.attended["Emi"] == 2
        assert len(money.evenings) == 3
        if rules.pot == "fee":  # the fee once a night, not per table
            assert money.pot == 2 * (4 + 13 + 4)
        assert sum(money.balances.values()) + money.pot == 0
        season = store.seasons.season(season_id)
        as_file = season_file(store, season, parse_ranking({"method": "total"}), rules)
        again = season_money(rules, list(as_file.evenings))
        assert (again.balances, again.pot, again.attended) == (
            money.balances,
            money.pot,
            money.attended,
        )


def test_the_season_workbook_counts_the_night_once(store: StoreCore) -> None:
    season_id, night_id, sessions = fill(store)
    ranking = parse_ranking({"method": "total", "drop_worst": 1})
    rules = MoneyRules(rate=Decimal("0.05"), pot="fee", fee=Decimal("1"))
    season = season_file(store, store.seasons.season(season_id), ranking, rules)
    assert [s.night.id if s.night else None for s in season.evenings] == [
        None,
        *[str(night_id)] * 8,
        None,
    ]
    stream = io.BytesIO()
    export_season_workbook(season, stream, "en", "a4")
    book = openpyxl.load_workbook(io.BytesIO(stream.getvalue()))
    words = season_labels("en")
    expected = standings(ranking.to_json(), sessions)
    evenings = {row["player"]: row["evenings"] for row in expected}
    # League table: the Evenings column, and three evenings in the season.
    found = [tuple(r) for r in book[words["season.sheet.league"]].iter_rows(values_only=True)]
    assert any(
        str(r[0]).startswith(words["season.count"].split("{")[0]) and "3" in str(r[0])
        for r in found
    )
    start = next(i for i, r in enumerate(found) if r[0] == words["summary.rank"])
    column = found[start].index(words["season.evenings"])
    league_rows = {r[1]: r[column] for r in found[start + 1 :] if r[1]}
    assert league_rows == evenings
    # Players: evenings per player.
    found = [tuple(r) for r in book[words["season.sheet.players"]].iter_rows(values_only=True)]
    column = found[0].index(words["season.evenings"])
    assert {r[0]: r[column] for r in found[1:] if r[0]} == evenings
    # Money: evenings per player, and one row for the night among the evenings.
    found = [tuple(r) for r in book[words["season.sheet.money"]].iter_rows(values_only=True)]
    texts = [r[0] for r in found]
    start = texts.index(words["summary.player"])
    attended = {}
    for row in found[start + 1 :]:
        if row[0] in (words["season.pot"], None):
            break
        attended[row[0]] = row[1]
    assert attended == evenings
    start = texts.index(words["season.by_evening"].format(currency=rules.currency)) + 1
    listed = [r[0] for r in found[start + 1 :] if r[0]]
    assert len(listed) == 3 and listed[1] == "2026-11-20"
    # Each table keeps its own score sheet.
    assert len(book.sheetnames) == 4 + 10


def test_a_season_without_nights_counts_each_session(store: StoreCore) -> None:
    create_session(store, parse_session(ORDINARY))
    create_session(store, parse_session(LATER))
    empty = table(["Anna", "Ben", "Chie", "Daiki"], 0, None, date="2026-12-04")
    create_session(store, parse_session(empty))
    season_id = store.seasons.season_of_date("2026-11-13")
    stats = season_player_stats(store, season_id)
    assert int(stats.loc["Anna", "evenings"]) == 3  # an ordinary session is an evening
    assert int(stats.loc["Emi", "evenings"]) == 1
    years = stats_over_years(store)
    assert int(years.xs("Anna", level="player")["evenings"].iloc[0]) == 3
    data = read_league(store, season_id, parse_ranking({"method": "total"}))
    assert len(data.evenings["Anna"]) == 3
    assert data.players["Anna"].evenings == 3
