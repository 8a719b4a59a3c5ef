"""A club night's rounds of a fixed length, in a table's window and in the night's
window (issue 26, items 1 and 3, the window side), with real key presses.

A table of a night says which deal of its round it is ("deal 1 of 2"), the
sheet's next row how many remain; once the deals due are played, one more asks
first. The organiser's next round and closing of the night list the tables that
still have deals due and ask; No changes nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from schreiber.club.night_plan import DEALS_PER_ROUND
from schreiber.session.service import SessionService
from schreiber.store.database import Store
from schreiber.ui.club.night_window import open_night_window
from schreiber.ui.sheet.model import Column
from tests.ui.test_club_night import deal, night_of_nine
from tests.ui.test_two_windows import answer_by_key
from tests.ui.windows import WAIT_MS, open_window, press_enter, save_deal, type_deal


def press(qtbot: QtBot, button: QWidget) -> None:
    """Space on a button, as the organiser tabbing to it presses it."""
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)


def next_row_text(window: Any) -> str:
    model = window.page.model
    return str(model.index(model.rowCount() - 1, Column.GAME).data())


def test_a_tables_window_counts_the_deals_of_its_round(
    qtbot: QtBot, store: Store, tmp_path: Path, shown: list[str]
) -> None:
    main = open_window(qtbot, store, tmp_path, "main")
    _dialog, night_id = night_of_nine(qtbot, store)
    store.nights.update_night_settings(night_id, {DEALS_PER_ROUND: 2})
    five, four = store.nights.sessions_of_night(night_id)
    assert main.open_session(four.id)
    main.page.entry.clear()
    label = main.round_label
    assert label.isVisible() and label.text() == "Round 1 · table 2: deal 1 of 2"
    assert next_row_text(main) == "next deal (2 left in the round)"
    save_deal(qtbot, main, "13129")
    assert label.text() == "Round 1 · table 2: deal 2 of 2"
    assert next_row_text(main) == "next deal (1 left in the round)"
    save_deal(qtbot, main, "24150")
    assert label.text() == "Round 1 · table 2: all 2 deals played, the table is finished"
    assert next_row_text(main) == "round played: the table is finished"
    # One more asks first: No leaves the form as typed, Yes enters it.
    typed = type_deal(qtbot, main, "12150")
    asked: list[str] = []
    answer_by_key(qtbot, Qt.Key.Key_N, asked)
    press_enter(qtbot, main)
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=WAIT_MS)
    assert "played the 2 deals of its round" in asked[0], asked
    assert main.page.model.deal_count() == 2
    assert main.page.entry.record() == typed
    answer_by_key(qtbot, Qt.Key.Key_Y, asked)
    press_enter(qtbot, main)
    qtbot.waitUntil(lambda: main.page.model.deal_count() == 3, timeout=WAIT_MS)
    assert len(asked) == 2
    # A table of five plays 2 × 5 / 4, rounded up: 3 deals.
    main.statusBar().showMessage("Deal 3 was added elsewhere")
    assert main.open_session(five.id)
    assert label.text() == "Round 1 · table 1: deal 1 of 3"
    assert main.statusBar().currentMessage() == ""  # another table's news stays behind
    # The Sessions list (Ctrl+O over the open table) says nothing of its round.
    main.sessions_action.trigger()
    assert main.stack.currentWidget() is not main.page
    assert not label.isVisible()
    assert main.open_session(five.id)
    assert label.isVisible()
    # Any other session says nothing of rounds.
    main.controller.close()
    assert not label.isVisible()
    assert shown == []
    main.close()


def test_the_organisers_steps_ask_while_tables_have_deals_due(
    qtbot: QtBot, store: Store, tmp_path: Path, shown: list[str]
) -> None:
    main = open_window(qtbot, store, tmp_path, "main")
    _dialog, night_id = night_of_nine(qtbot, store, rounds=2)
    store.nights.update_night_settings(night_id, {DEALS_PER_ROUND: 1})
    _five, four = store.nights.sessions_of_night(night_id)
    SessionService(store, four.id).add_deal(deal(four.players[:2]))  # table 2: played
    window = open_night_window(main, night_id)
    window.poll()
    assert window.tables_model.column_texts(4) == ["not started", "finished"]
    # Next round: table 1 still has its deals due; No (Esc) draws nothing.
    asked: list[str] = []
    answer_by_key(qtbot, Qt.Key.Key_Escape, asked)
    press(qtbot, window.next_button)
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=WAIT_MS)
    assert "Round 1, table 1: 0 of 2 deals" in asked[0], asked
    assert "table 2" not in asked[0]
    assert "Draw round 2 all the same?" in asked[0]
    assert window.current_round() == 1
    # Close night: the unfinished tables listed; No keeps the night open.
    answer_by_key(qtbot, Qt.Key.Key_N, asked)
    press(qtbot, window.state_button)
    qtbot.waitUntil(lambda: len(asked) == 2, timeout=WAIT_MS)
    assert "Round 1, table 1: 0 of 2 deals" in asked[1]
    assert not store.nights.night(night_id).closed
    # Yes draws the round.
    answer_by_key(qtbot, Qt.Key.Key_Y, asked)
    press(qtbot, window.next_button)
    qtbot.waitUntil(lambda: window.current_round() == 2, timeout=WAIT_MS)
    # Closed with Yes: the table with no deal is neither finished nor counted.
    answer_by_key(qtbot, Qt.Key.Key_Y, asked)
    press(qtbot, window.state_button)
    qtbot.waitUntil(lambda: store.nights.night(night_id).closed, timeout=WAIT_MS)
    assert len(asked) == 4
    window.poll()
    states = window.tables_model.column_texts(4)
    assert states[:2] == ["not started", "finished"]
    assert "finished" not in states[2:]  # round 2: no deal played anywhere
    assert shown == []
    window.close()
    main.close()
