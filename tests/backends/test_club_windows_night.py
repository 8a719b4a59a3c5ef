"""A club night on SQLite and on PostgreSQL: the new night's dialog, the night's
standing window refreshed live from other connections and processes, the next
round by standing, closing the night — and two laptops entering deals at two
tables at the same moment without a deal lost; the night's choices, its rounds
and its finished tables alike on two laptops, and of two laptops drawing the same
round at once, one stores it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from schreiber.club.night_plan import BY_STANDING
from schreiber.session.service import SessionService
from schreiber.store.locate import open_store
from schreiber.ui.club.controller import NightController
from schreiber.ui.club.night_window import open_night_window
from schreiber.ui.common import text
from tests.backends.conftest import Opener
from tests.ui.test_club_night import (  # asked: the organiser's questions answered Yes
    another_laptop_draws_alike,
    asked,  # noqa: F401
    deal,
    next_round_at_once,
    night_of_nine,
    standing,
    tables_marked_finished,
)
from tests.ui.windows import WAIT_MS, open_window

CHILD = Path(__file__).with_name("writer_child.py")
ROOT = Path(__file__).resolve().parents[2]


def test_a_night_from_the_dialog_to_its_close(
    qtbot: QtBot, opener: Opener, database_url: str, tmp_path: Path, qtmodeltester: ModelTester
) -> None:
    store = opener()
    main = open_window(qtbot, store, tmp_path, "main")
    _dialog, night_id = night_of_nine(qtbot, store, BY_STANDING)
    five, four = store.nights.sessions_of_night(night_id)
    assert (five.table_no, len(five.players), four.table_no, len(four.players)) == (1, 5, 2, 4)
    assert {five.round_no, four.round_no, five.night_id, four.night_id} == {1, night_id}
    window = open_night_window(main, night_id)
    qtmodeltester.check(window.tables_model)
    qtmodeltester.check(window.standing_model)

    # Another laptop: its own connection saves a deal at each table.
    with open_store(database_url) as other:
        SessionService(other, four.id).add_deal(deal(four.players[:2], 240))  # +5 each
        SessionService(other, five.id).add_deal(deal(five.players[1:3], 200))  # +3 each
    window.poll()  # the window's next tick sees both
    shown = standing(window)
    assert shown[four.players[0]] == ("1", "+5")
    assert shown[five.players[1]] == ("3", "+3")
    assert shown[five.players[0]] == ("5", "0")  # dealt, sat out
    assert window.tables_model.column_texts(3) == ["1", "1"]
    qtmodeltester.check(window.standing_model)

    # One goes home; round 2 by the night's standing seats the best four at table 1.
    leaving = five.players[4]
    store.nights.set_night_present(
        night_id, [n for n in store.nights.night(night_id).present if n != leaving]
    )
    window.next_button.click()
    rounds = NightController(store).rounds_played(night_id)
    assert set(rounds[1][0]) == {*four.players[:2], *five.players[1:3]}
    assert [len(table) for table in rounds[1]] == [4, 4]
    assert window.tables_model.rowCount() == 4

    window.state_button.click()
    assert store.nights.night(night_id).closed
    assert not window.next_button.isEnabled()
    window.close()
    main.close()


def test_two_laptops_enter_deals_at_two_tables_at_once(
    qtbot: QtBot, opener: Opener, database_url: str, tmp_path: Path
) -> None:
    store = opener()
    main = open_window(qtbot, store, tmp_path, "main")
    _dialog, night_id = night_of_nine(qtbot, store)
    window = open_night_window(main, night_id)
    tables = store.nights.sessions_of_night(night_id)
    children = [
        subprocess.Popen(
            [sys.executable, str(CHILD), database_url, str(info.id), "15", str(seed)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        for seed, info in enumerate(tables, start=1)
    ]
    try:
        for child in children:
            assert child.stdout is not None
            assert child.stdout.readline().strip() == "ready"
        for child in children:  # both start together
            assert child.stdin is not None
            child.stdin.write("go\n")
            child.stdin.flush()
        outputs = [child.communicate(timeout=120)[0] for child in children]
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
    assert [child.returncode for child in children] == [0, 0], outputs
    saved = [output.split().count("saved") for output in outputs]
    assert all(count > 0 for count in saved), outputs

    # Every deal saved is in its table, and the standing merges both tables' totals.
    expected: dict[str, int] = {}
    deals: list[str] = []
    with open_store(database_url) as fresh:
        for info, count in zip(tables, saved, strict=True):
            service = SessionService(fresh, info.id)
            assert len(service.session.deals) == count  # no deal lost
            deals.append(str(count))
            for name, total in service.replay.totals.items():
                expected[name] = expected.get(name, 0) + total
    want = {name: text.signed(total) for name, total in expected.items()}
    qtbot.waitUntil(
        lambda: {name: points for name, (_rank, points) in standing(window).items()} == want,
        timeout=WAIT_MS,
    )
    assert window.tables_model.column_texts(3) == deals
    window.close()
    main.close()


def test_another_laptop_shows_the_nights_choices_and_draws_alike(
    qtbot: QtBot, opener: Opener, tmp_path: Path
) -> None:
    another_laptop_draws_alike(qtbot, opener(), opener(), tmp_path)


def test_two_laptops_press_next_round_at_once(
    qtbot: QtBot, opener: Opener, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    next_round_at_once(qtbot, opener(), opener(), tmp_path, monkeypatch)


def test_tables_are_marked_finished_one_by_one(
    qtbot: QtBot, opener: Opener, tmp_path: Path
) -> None:
    tables_marked_finished(qtbot, opener(), opener(), tmp_path)
