"""The league window on SQLite and on a real PostgreSQL server: its standings are
``schreiber league`` of the season's sessions, and a deal saved in a main window —
its own, or another one on the same database — updates it."""

from __future__ import annotations

from pathlib import Path

from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from schreiber.store.locate import open_store
from tests.ui.test_league_window import (
    club_season,
    expected,
    open_league,
    standings_shown,
)
from tests.ui.windows import WAIT_MS, open_window, save_deal


def test_the_standings_are_schreiber_league_on_either_store(
    qtbot: QtBot, database_url: str, tmp_path: Path, qtmodeltester: ModelTester
) -> None:
    store = open_store(database_url)
    season_id, ids = club_season(store, skip=["Hiro", "Greta"])
    ranking = {"method": "total", "drop_worst": 1, "min_evenings": 4}
    store.seasons.update_season_settings(season_id, {"ranking": ranking})
    window = open_window(qtbot, store, tmp_path, "a")
    league = open_league(qtbot, window, season_id)
    assert standings_shown(league) == expected(store, ids, ranking)
    qtmodeltester.check(league.standings_model)
    window.close()


def test_a_deal_saved_in_a_main_window_updates_the_league(
    qtbot: QtBot, database_url: str, tmp_path: Path
) -> None:
    store = open_store(database_url)
    season_id, ids = club_season(store, nights=1)
    window = open_window(qtbot, store, tmp_path, "a")
    window.open_session(ids[0])
    league = open_league(qtbot, window, season_id)
    before = standings_shown(league)
    # In the league window's own main window: its controller says so at once.
    save_deal(qtbot, window, "13129")
    qtbot.waitUntil(lambda: standings_shown(league) != before, timeout=WAIT_MS)
    assert standings_shown(league) == expected(store, ids, {"method": "total"})
    # In another window on the same database (another laptop): the league's look finds it.
    other = open_window(qtbot, open_store(database_url), tmp_path, "b")
    other.open_session(ids[1])
    now = standings_shown(league)
    save_deal(qtbot, other, "24150")
    qtbot.waitUntil(lambda: standings_shown(league) != now, timeout=WAIT_MS)
    assert standings_shown(league) == expected(store, ids, {"method": "total"})
    for each in (other, window):
        each.close()
