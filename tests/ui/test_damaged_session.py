"""The window and a damaged session (issue 24, item 3; records.md: "every other
session, command and the window keep working, and the window says which session
is damaged").

A real database file with a hostile row written by raw SQL (``sqlite3``, as
another program would): the window starts on it although the session it reopens
is that one, shows the list of sessions saying which session is damaged and
what to do, marks it in the list, and opens every other session; opening the
damaged one says so; Delete on it deletes it once confirmed; a session damaged
by another writer while it is open is said once, never a traceback.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from schreiber.session.file import parse_session
from schreiber.session.service import create_session
from schreiber.store.database import DEFAULT_FILENAME, Store
from schreiber.ui.main_window import MainWindow
from schreiber.ui.session.start_screen import Column
from tests.ui.conftest import PLAYERS, session_json
from tests.ui.windows import WAIT_MS, own_settings, save_deal

ROOT = Path(__file__).resolve().parents[2]
HOSTILE = '{"type":"normal","re":' + "[" * 100_000 + "}"
"""The issue's row: 100,000 nested brackets."""


def deal(re: list[str], re_points: int = 131) -> dict[str, object]:
    return {"type": "normal", "re": re, "re_points": re_points}


@dataclass
class Club:
    folder: Path
    friday: int  # can be read
    damaged: int  # changed last, so the window reopens it at start; its last record is hostile
    record: int  # that record's id

    @property
    def path(self) -> Path:
        return self.folder / DEFAULT_FILENAME

    def raw(self, sql: str, *parameters: object) -> None:
        """SQL from outside the app (another program, a hand in sqlite3)."""
        conn = sqlite3.connect(self.path, isolation_level=None)
        try:
            conn.execute(sql, parameters)
        finally:
            conn.close()


def evening(title: str) -> dict[str, object]:
    made = session_json(deals=[deal(["Anna", "Ben"]), deal(["Chie", "Daiki"], 90)])
    return {**made, "title": title}


@pytest.fixture
def club(tmp_path: Path) -> Club:
    folder = tmp_path / "data"
    with Store(folder / DEFAULT_FILENAME) as store:
        friday = create_session(store, parse_session(evening("Friday")))
        damaged = create_session(store, parse_session(evening("Saturday")))
        record = store.sessions.load_session(damaged).deal_ids[-1]
    made = Club(folder, friday, damaged, record)
    made.raw("UPDATE deals SET record = ? WHERE id = ?", HOSTILE, record)
    return made


@pytest.fixture
def window(qtbot: QtBot, club: Club, shown: list[str]) -> Iterator[MainWindow]:
    """The window as the app starts it: the last session reopened, then shown."""
    made = MainWindow(Store(club.path), own_settings())
    qtbot.addWidget(made)
    made.start_up()
    made.show()
    qtbot.waitExposed(made)
    yield made
    made.close()


def row_of(window: MainWindow, session_id: int) -> int:
    rows = window.start.model.rows()
    return next(i for i, row in enumerate(rows) if row.session_id == session_id)


def press(qtbot: QtBot, window: MainWindow, session_id: int, key: Qt.Key) -> None:
    """Select the session in the list and press ``key``, as a player does."""
    assert window.start.select_session(session_id)
    qtbot.keyClick(window.start.table, key)


def test_it_starts_on_the_list_saying_which_session_is_damaged(
    window: MainWindow, club: Club, shown: list[str], qtmodeltester: object
) -> None:
    assert window.stack.currentWidget() is window.start
    notice = window.start.notice
    assert notice.isVisible()
    said = notice.text()
    assert f"Session {club.damaged} (Saturday of 2026-11-20)" in said
    assert f"its record {club.record} is nested too deeply" in said
    assert "restore the database from a backup, or delete this session" in said
    assert "or delete this session. To delete it, select it" in said  # two sentences
    assert "select it in the list of sessions and press Delete" in said
    assert shown == []  # said on the screen, not in a box the start would wait for

    # The list: both sessions, the damaged one marked, with why in its tooltip.
    model = window.start.model
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    assert {row.session_id for row in model.rows()} == {club.friday, club.damaged}
    marked = model.index(row_of(window, club.damaged), Column.LEADER)
    assert marked.data() == "Damaged"
    assert f"its record {club.record}" in marked.data(Qt.ItemDataRole.ToolTipRole)
    title = model.index(row_of(window, club.damaged), Column.TITLE)
    assert title.data(Qt.ItemDataRole.DecorationRole) is not None
    fine = model.index(row_of(window, club.friday), Column.LEADER)
    assert fine.data() not in ("Damaged", "?")
    assert (
        model.index(row_of(window, club.friday), Column.TITLE).data(Qt.ItemDataRole.DecorationRole)
        is None
    )


def test_every_other_session_opens_and_takes_deals(
    qtbot: QtBot, window: MainWindow, club: Club, shown: list[str]
) -> None:
    press(qtbot, window, club.friday, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.page
    assert window.page.model.deal_count() == 2
    save_deal(qtbot, window, "13129")
    assert window.page.model.deal_count() == 3
    assert shown == []
    with Store(club.path) as fresh:
        assert len(fresh.sessions.load_session(club.friday).deals) == 3
    # Back to the list: it still says a session is damaged, in general words now.
    window.show_start()
    said = window.start.notice.text()
    assert "1 damaged session" in said and "cannot be opened" in said


def test_a_record_that_does_not_replay_is_named_by_the_forms_words(
    window: MainWindow, club: Club
) -> None:
    """The record's own error, inside the damaged session's message, is worded as the
    entry form words it (its field by the form's name)."""
    club.raw(
        "UPDATE deals SET record = ? WHERE id = ?", json.dumps(deal(["Anna", "Zoe"])), club.record
    )
    window.show_start()
    why = window.start.model.index(row_of(window, club.damaged), Column.TITLE).data(
        Qt.ItemDataRole.ToolTipRole
    )
    assert f"its record {club.record} does not fit the evening (Re 2: " in why
    assert "Zoe" in why


def test_opening_the_damaged_one_says_so(
    qtbot: QtBot, window: MainWindow, club: Club, shown: list[str]
) -> None:
    press(qtbot, window, club.damaged, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.start
    assert len(shown) == 1
    assert f"Session {club.damaged} (Saturday of 2026-11-20)" in shown[0]
    assert f"its record {club.record}" in shown[0]
    # And the list still opens the other one.
    press(qtbot, window, club.friday, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.page


def test_delete_on_the_damaged_one_deletes_it_once_confirmed(
    qtbot: QtBot, window: MainWindow, club: Club, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]

    def question(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return answers[len(asked) - 1]

    monkeypatch.setattr(QMessageBox, "question", question)
    press(qtbot, window, club.friday, Qt.Key.Key_Delete)  # not damaged: Delete does nothing
    assert asked == []
    press(qtbot, window, club.damaged, Qt.Key.Key_Delete)  # "No": kept
    assert asked == [
        f"Delete the damaged session {club.damaged} with all its deals? This cannot be undone."
    ]
    assert {row.session_id for row in window.start.model.rows()} == {club.friday, club.damaged}
    press(qtbot, window, club.damaged, Qt.Key.Key_Delete)  # "Yes": gone
    assert [row.session_id for row in window.start.model.rows()] == [club.friday]
    assert not window.start.notice.isVisible()
    with Store(club.path) as fresh:
        assert [info.id for info in fresh.sessions.list_sessions()] == [club.friday]


def test_a_session_damaged_elsewhere_while_open_is_said_once(
    qtbot: QtBot, window: MainWindow, club: Club, shown: list[str]
) -> None:
    press(qtbot, window, club.friday, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.page
    friday = Store(club.path)
    first = friday.sessions.load_session(club.friday).deal_ids[0]
    friday.close()
    # Another program writes it as the app would (the session's version counts the
    # change, so that windows read it again), but a record no replay can take.
    club.raw("UPDATE deals SET record = ? WHERE id = ?", HOSTILE, first)
    club.raw("UPDATE sessions SET version = version + 1 WHERE id = ?", club.friday)
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=WAIT_MS)  # the window's poll finds it
    assert f"Session {club.friday} (Friday of 2026-11-20)" in shown[0]
    assert f"its record {first} is nested too deeply" in shown[0]
    # More changes elsewhere: read again, not said again.
    for _ in range(3):
        club.raw("UPDATE sessions SET version = version + 1 WHERE id = ?", club.friday)
        window.controller.poll()
    assert len(shown) == 1
    # What is on the sheet stays; a deal saved into it is refused, saying why.
    assert window.page.model.deal_count() == 2
    save_deal(qtbot, window, "13129")
    assert len(shown) == 2 and "is damaged" in shown[1]


def test_other_sessions_leaders_are_shown(window: MainWindow, club: Club) -> None:
    leader = window.start.model.index(row_of(window, club.friday), Column.LEADER).data()
    assert any(name in str(leader) for name in PLAYERS)


def test_the_app_starts_in_a_process_of_its_own(club: Club) -> None:
    """The real start, as a player's click runs it: before, it exited with a traceback
    at every start, since it reopens the damaged session."""
    environment = dict(os.environ, SCHREIBER_EXIT_AFTER_PAINT="1", QT_QPA_PLATFORM="offscreen")
    environment.pop("SCHREIBER_DATABASE", None)
    done = subprocess.run(
        [sys.executable, "-m", "schreiber", "--data-dir", str(club.folder)],
        capture_output=True,
        text=True,
        env=environment,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "painted" in done.stdout
    assert "Traceback" not in done.stderr


def test_the_list_of_sessions_is_a_well_behaved_model(qtmodeltester: object) -> None:
    from schreiber.ui.session.start_screen import SessionListModel, SessionRow

    model = SessionListModel()
    model.set_rows(
        [
            SessionRow(1, "2026-11-20", "Friday", tuple(PLAYERS), 2, "Anna (+3)", "doppelkopf"),
            SessionRow(2, "2026-11-21", "", (), 0, "", "doppelkopf", "Session 2 is damaged"),
        ]
    )
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    assert model.index(1, Column.DATE).data(Qt.ItemDataRole.ToolTipRole) == "Session 2 is damaged"
    assert model.data(QModelIndex()) is None
    assert json.dumps([row.damaged for row in model.rows()]) == '["", "Session 2 is damaged"]'
