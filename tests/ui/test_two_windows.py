"""Two real windows on one database file, as a laptop with the app started twice.

Each window has its own store connection and writer id, as two processes would.
Each sees the other's changes through its poll timer (``PRAGMA data_version``),
keeps what is being typed, and never changes or undoes what the other wrote:
a stale edit is refused as a conflict and nothing is written. The cases of the
issue that broke evenings before (a deal saved against a stale view, undo
removing the other window's deal, an edit of a deal that moved or was changed)
each have a test here that fails with the old position-based store.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from schreiber.store.database import Store
from schreiber.ui.evening.controller import POLL_MS
from schreiber.ui.main_window import MainWindow
from tests.ui.conftest import session_json
from tests.ui.windows import (
    WAIT_MS,
    open_window,
    press_enter,
    save_deal,
    type_deal,
    use,
    wait_for_deals,
)

FIVE = ["Anna", "Ben", "Chie", "Daiki", "Emi"]


def open_pair(
    qtbot: QtBot, tmp_path: Path, players: list[str] | None = None
) -> Iterator[tuple[MainWindow, MainWindow]]:
    """Windows A and B on one file, both showing the same evening, each with an
    empty form; closed afterwards."""
    path = tmp_path / "schreiber.sqlite3"
    a = open_window(qtbot, Store(path), tmp_path, "a")
    a.controller.create(session_json(players=players))
    a.page.entry.clear()
    b = open_window(qtbot, Store(path), tmp_path, "b")
    b.start_up()  # reopens the last session, as a second start of the app does
    b.page.entry.clear()
    assert a.controller.service is not None and b.controller.service is not None
    assert a.controller.service.session_id == b.controller.service.session_id
    assert a.store.writer != b.store.writer
    yield a, b
    for window in (a, b):
        window.close()


@pytest.fixture
def pair(qtbot: QtBot, tmp_path: Path, shown: list[str]) -> Iterator[tuple[MainWindow, MainWindow]]:
    """Two windows on a four-player evening."""
    yield from open_pair(qtbot, tmp_path)


@pytest.fixture
def five(qtbot: QtBot, tmp_path: Path, shown: list[str]) -> Iterator[tuple[MainWindow, MainWindow]]:
    """Two windows on a five-player evening: the dealer sits out, so who is at the
    table changes with every deal."""
    yield from open_pair(qtbot, tmp_path, FIVE)


def stored_deals(window: MainWindow) -> list[dict[str, object]]:
    assert window.controller.service is not None
    with Store(window.store.path) as fresh:
        return list(fresh.sessions.load_session(window.controller.service.session_id).deals)


def test_windows_look_for_changes_well_within_a_second() -> None:
    assert POLL_MS <= 300


def test_each_window_sees_the_others_deal_and_keeps_its_entry(
    qtbot: QtBot, pair: tuple[MainWindow, MainWindow]
) -> None:
    a, b = pair
    partial = type_deal(qtbot, b, "24")  # B is halfway through its own entry
    save_deal(qtbot, a, "13129")
    assert a.page.model.deal_count() == 1
    wait_for_deals(qtbot, b, 1)
    assert "Deal 1 was added elsewhere" in b.statusBar().currentMessage()
    assert b.page.entry.record() == partial  # nothing typed is lost
    assert b.page.entry.heading.text() == "Deal 2"
    # And the other way round, with B's entry finished and saved.
    save_deal(qtbot, b, "150")
    wait_for_deals(qtbot, a, 2)
    assert [d["re"] for d in stored_deals(a)] == [["Anna", "Chie"], ["Ben", "Daiki"]]
    assert a.controller.replay.totals == b.controller.replay.totals


def test_undo_in_one_window_never_removes_the_others_deal(
    qtbot: QtBot, pair: tuple[MainWindow, MainWindow], shown: list[str]
) -> None:
    a, b = pair
    save_deal(qtbot, b, "13129")
    wait_for_deals(qtbot, a, 1)
    save_deal(qtbot, a, "24150")
    wait_for_deals(qtbot, b, 2)
    # B's Ctrl+Z takes back B's own deal (deal 1), not A's later one.
    use(qtbot, b)
    qtbot.keyClick(b.page.sheet, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [d["re"] for d in stored_deals(b)] == [["Ben", "Daiki"]]
    wait_for_deals(qtbot, a, 1)
    assert a.page.model.deal_count() == b.page.model.deal_count() == 1
    # A has nothing of B's to undo: its own deal goes, then nothing is left to undo.
    a.controller.undo_stack.undo()
    assert stored_deals(a) == []
    assert not a.controller.undo_stack.canUndo()
    assert shown == []


def test_undo_of_a_deal_the_other_window_changed_is_a_conflict(
    qtbot: QtBot, pair: tuple[MainWindow, MainWindow], shown: list[str]
) -> None:
    a, b = pair
    save_deal(qtbot, a, "13129")
    wait_for_deals(qtbot, b, 1)
    b.controller.replace_deal(1, {"type": "normal", "re": ["Anna", "Chie"], "re_points": 200})
    before = stored_deals(a)
    a.controller.undo_stack.undo()  # would remove the deal B has just corrected
    assert len(shown) == 1 and "was changed elsewhere" in shown[0], shown
    assert "nothing was changed" in shown[0]
    assert stored_deals(a) == before
    qtbot.waitUntil(lambda: a.controller.replay.totals == b.controller.replay.totals)


def test_a_stale_edit_is_refused_and_nothing_changes(
    qtbot: QtBot,
    pair: tuple[MainWindow, MainWindow],
    shown: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two edits of one deal: the second is refused, never silently the last to win."""
    a, b = pair
    save_deal(qtbot, a, "13129")
    wait_for_deals(qtbot, b, 1)
    b.edit_deal(1)  # B starts editing deal 1 ...
    a.controller.replace_deal(1, {"type": "normal", "re": ["Anna", "Chie"], "re_points": 200})
    b.controller.poll_timer.stop()  # ... and saves before its window has looked again
    record = {"type": "normal", "re": ["Anna", "Chie"], "re_points": 100}

    def asked(*args: Any) -> QMessageBox.StandardButton:  # "load it as it now stands?"
        shown.append(str(args[2]))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", asked)
    b.commit_deal(record, 1)
    assert len(shown) == 1 and "deal 1 was changed elsewhere" in shown[0], shown
    assert [d["re_points"] for d in stored_deals(a)] == [200]
    assert b.controller.session.deals[0].to_json()["re_points"] == 200  # B now shows A's


def test_an_edited_deal_is_followed_when_the_other_window_deletes_before_it(
    qtbot: QtBot, pair: tuple[MainWindow, MainWindow], shown: list[str]
) -> None:
    a, b = pair
    for keys in ("13129", "24150", "12100"):
        type_deal(qtbot, a, keys)
        press_enter(qtbot, a)
    wait_for_deals(qtbot, b, 3)
    b.edit_deal(3)
    assert b.page.entry.heading.text() == "Editing deal 3"
    a.controller.delete_deal(1)
    qtbot.waitUntil(lambda: b.page.entry.heading.text() == "Editing deal 2", timeout=WAIT_MS)
    b.commit_deal({"type": "normal", "re": ["Anna", "Ben"], "re_points": 180}, 2)
    assert shown == []
    assert [d["re_points"] for d in stored_deals(a)] == [150, 180]


def test_a_deal_saved_against_a_stale_view_is_checked_against_the_stored_evening(
    qtbot: QtBot, five: tuple[MainWindow, MainWindow], shown: list[str]
) -> None:
    """The issue's first case: five players, B still shows no deal when it saves.

    Anna deals first and sits out; after A's deal 1, Ben deals and sits out. B's
    entry, made for deal 1 with Ben in the Re party, would be deal 2 once stored
    and so is refused, with the stored evening unchanged and shown in B.
    """
    a, b = five
    b.controller.poll_timer.stop()  # B has not looked yet when it saves
    a.controller.add_deal({"type": "normal", "re": ["Ben", "Chie"], "re_points": 150})
    b.commit_deal({"type": "normal", "re": ["Ben", "Daiki"], "re_points": 150}, None)
    assert len(shown) == 1 and "Ben" in shown[0] and "sits out" in shown[0], shown
    assert [d["re"] for d in stored_deals(a)] == [["Ben", "Chie"]]
    assert b.page.model.deal_count() == 1  # B shows what is stored now, and says why
    assert "Deal 1 was added elsewhere" in b.statusBar().currentMessage()
    # A deal that still fits is stored after A's, never in its place.
    b.commit_deal({"type": "normal", "re": ["Chie", "Daiki"], "re_points": 150}, None)
    assert [d["re"] for d in stored_deals(a)] == [["Ben", "Chie"], ["Chie", "Daiki"]]


def test_an_undo_that_would_unseat_a_deal_added_elsewhere_is_refused_in_words(
    qtbot: QtBot, five: tuple[MainWindow, MainWindow], shown: list[str]
) -> None:
    """Five players: A's deal 1 undone would make B's deal 2 the first deal,
    dealt by Anna, who then sits out, yet she is in its Re party."""
    a, b = five
    a.controller.add_deal({"type": "normal", "re": ["Ben", "Chie"], "re_points": 150})
    wait_for_deals(qtbot, b, 1)
    b.controller.add_deal({"type": "normal", "re": ["Anna", "Chie"], "re_points": 150})
    before = stored_deals(a)
    a.controller.undo_stack.undo()
    assert len(shown) == 1, shown
    assert shown[0].startswith("Undo is not possible: a later deal would no longer fit")
    assert "'Anna' sits out" in shown[0] and shown[0].endswith("Nothing was changed.")
    assert "deals[" not in shown[0]  # no internal field codes
    assert stored_deals(a) == before
    wait_for_deals(qtbot, a, 2)
    for window in (a, b):
        window.close()


def test_players_picked_stay_picked_when_a_deal_elsewhere_changes_the_table(
    qtbot: QtBot, five: tuple[MainWindow, MainWindow], shown: list[str]
) -> None:
    """Five players: B has picked Daiki (key 4, his seat, while Anna sits out); A's
    deal 1 makes Ben sit out instead, and Daiki stays picked."""
    a, b = five
    assert type_deal(qtbot, b, "4")["re"] == ["Daiki"]
    type_deal(qtbot, a, "23150")  # Ben and Chie by their seats, as deal 1
    press_enter(qtbot, a)
    wait_for_deals(qtbot, b, 1)
    entry: Any = b.page.entry
    assert entry.picker.names == ["Anna", "Ben", "Chie", "Daiki", "Emi"]
    assert entry.picker.out == {"Ben"}
    assert entry.record()["re"] == ["Daiki"]
    assert shown == []


def test_two_windows_sharing_one_store_follow_each_others_deals(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Two windows of one process on one store (one SQLite connection): SQLite's
    ``PRAGMA data_version`` does not move for the connection's own commits, so a
    window that had looked once before the other saved never saw the deal (the
    table view's test failed whenever the machine was slow enough for that look
    to come first)."""
    store = Store(tmp_path / "schreiber.sqlite3")
    a = open_window(qtbot, store, tmp_path, "a")
    a.controller.create(session_json())
    a.page.entry.clear()
    assert a.controller.service is not None
    # A has looked for other writers' changes at least once: nothing yet.
    qtbot.waitUntil(lambda: a.controller._data_version is not None, timeout=WAIT_MS)
    b = open_window(qtbot, store, tmp_path, "b")
    b.open_session(a.controller.service.session_id)
    save_deal(qtbot, b, "24150")
    wait_for_deals(qtbot, a, 1)
    save_deal(qtbot, a, "13150")
    wait_for_deals(qtbot, b, 2)
    assert a.controller.replay.totals == b.controller.replay.totals


def test_the_list_of_sessions_follows_what_another_window_stores(
    qtbot: QtBot, tmp_path: Path, shown: list[str]
) -> None:
    """Issue 26: another laptop's Sessions screen said "No sessions yet" after a
    session was created elsewhere, until Ctrl+O. Now it follows new, changed and
    removed sessions as they are stored, and Enter opens the new one."""
    path = tmp_path / "schreiber.sqlite3"
    a = open_window(qtbot, Store(path), tmp_path, "a")
    b = open_window(qtbot, Store(path), tmp_path, "b")
    b.start_up()  # nothing stored yet: the start screen
    assert b.stack.currentWidget() is b.start
    assert b.start.empty.isVisible()
    a.controller.create(session_json())
    a.page.entry.clear()
    qtbot.waitUntil(lambda: b.start.model.rowCount() == 1, timeout=WAIT_MS)
    assert not b.start.empty.isVisible()
    save_deal(qtbot, a, "13129")
    qtbot.waitUntil(lambda: b.start.model.rows()[0].deals == 1, timeout=WAIT_MS)
    assert b.start.model.rows()[0].leader.startswith(("Anna", "Chie"))
    assert a.controller.service is not None
    session_id = a.controller.service.session_id
    use(qtbot, b)
    qtbot.keyClick(b.start.table, Qt.Key.Key_Return)
    assert b.controller.service is not None and b.controller.service.session_id == session_id
    # Back on the list (Ctrl+O), a session removed elsewhere leaves it.
    qtbot.keyClick(b.page.sheet, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert b.stack.currentWidget() is b.start
    second = a.controller.create(session_json())
    qtbot.waitUntil(lambda: b.start.model.rowCount() == 2, timeout=WAIT_MS)
    a.store.sessions.delete_session(second)
    qtbot.waitUntil(lambda: b.start.model.rowCount() == 1, timeout=WAIT_MS)
    assert shown == []
    for window in (a, b):
        window.close()


def answer_by_key(qtbot: QtBot, key: Qt.Key, said: list[str]) -> None:
    """The next message box asking a question is answered with ``key`` (as a
    player presses it); its text goes into ``said``."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        said.append(box.text())
        qtbot.keyClick(box, key)

    QTimer.singleShot(0, answer)


def edit_by_keys(qtbot: QtBot, window: MainWindow, number: int, points: str) -> None:
    """Open deal ``number`` from the sheet (Enter) and type its Re points."""
    use(qtbot, window)
    window.focus_sheet()
    window.page.sheet.selectRow(number - 1)
    qtbot.keyClick(window.page.sheet, Qt.Key.Key_Return)
    entry: Any = window.page.entry
    assert entry.heading.text() == f"Editing deal {number}"
    entry.re_points.setFocus()
    qtbot.keyClick(entry.re_points, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(entry.re_points, points)


def test_a_refused_edit_offers_the_deal_as_it_now_stands(
    qtbot: QtBot, pair: tuple[MainWindow, MainWindow], shown: list[str]
) -> None:
    """Issue 26: after an edit refused as changed elsewhere, every Enter was
    refused again and nothing said to press Esc. Now Enter asks to load the deal
    as it now stands (Yes), what was typed kept beside the form to copy."""
    a, b = pair
    save_deal(qtbot, a, "13129")
    wait_for_deals(qtbot, b, 1)
    edit_by_keys(qtbot, b, 1, "150")
    entry: Any = b.page.entry
    assert entry.re_points.value() == 150
    a.controller.replace_deal(1, {"type": "normal", "re": ["Anna", "Chie"], "re_points": 200})
    b.controller.poll_timer.stop()  # B saves before its window has looked again
    asked: list[str] = []
    answer_by_key(qtbot, Qt.Key.Key_Return, asked)  # Yes is the default
    press_enter(qtbot, b)
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=WAIT_MS)
    assert "deal 1 was changed elsewhere" in asked[0] and "Load deal 1" in asked[0], asked
    assert "Esc" in asked[0]
    # The deal as A left it is in the form, with its new revision; B's entry beside it.
    assert entry.heading.text() == "Editing deal 1"
    assert entry.re_points.value() == 200
    assert "150" in entry.note() and "Anna" in entry.note(), entry.note()
    entry.re_points.setFocus()
    qtbot.keyClick(entry.re_points, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(entry.re_points, "170")
    press_enter(qtbot, b)  # saved now: A's change was seen
    assert [d["re_points"] for d in stored_deals(a)] == [170]
    assert entry.editing_number() is None and entry.note() == ""
    assert shown == []


def test_a_refused_edit_kept_says_that_esc_leaves_it(
    qtbot: QtBot, pair: tuple[MainWindow, MainWindow], shown: list[str]
) -> None:
    a, b = pair
    save_deal(qtbot, a, "13129")
    wait_for_deals(qtbot, b, 1)
    edit_by_keys(qtbot, b, 1, "150")
    a.controller.replace_deal(1, {"type": "normal", "re": ["Anna", "Chie"], "re_points": 200})
    b.controller.poll_timer.stop()
    asked: list[str] = []
    answer_by_key(qtbot, Qt.Key.Key_N, asked)  # No: the entry stays as typed
    press_enter(qtbot, b)
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=WAIT_MS)
    entry: Any = b.page.entry
    assert entry.re_points.value() == 150 and entry.heading.text() == "Editing deal 1"
    assert "Esc leaves the edit" in entry.note()
    # Esc leaves the edit; nothing of B's was stored.
    qtbot.keyClick(entry.focusWidget() or entry, Qt.Key.Key_Escape)
    assert entry.editing_number() is None and entry.note() == ""
    assert [d["re_points"] for d in stored_deals(a)] == [200]
    assert shown == []
