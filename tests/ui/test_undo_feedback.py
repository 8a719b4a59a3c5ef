"""Ctrl+Z, Ctrl+Shift+Z and Del say which deal they touched (issue 17).

Before, the status bar still said "Deal 18 saved" after that deal was undone,
and an undone edit changed the sheet without a word or a sign where.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from schreiber.games.doppelkopf.records import Deal as DkDeal
from schreiber.games.doppelkopf.rules import RuleSet as DkRules
from schreiber.store.database import Store
from schreiber.ui.main_window import MainWindow
from schreiber.ui.sheet.model import Column
from tests.typed import typed
from tests.ui.conftest import session_json
from tests.ui.windows import own_settings, press_keys

TAB = "Tab"


def open_window(qtbot: QtBot, store: Store) -> MainWindow:
    window = MainWindow(store, own_settings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.controller.create(session_json())
    window.stack.setCurrentWidget(window.page)
    with qtbot.waitActive(window):
        window.activateWindow()
    window.page.entry.clear()
    return window


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def deals_typed(qtbot: QtBot, window: MainWindow) -> None:
    """Three deals: Anna+Chie win 129, Ben+Daiki win 120 : 120 (a draw), Anna's queen solo."""
    press_keys(qtbot, "1", "3", "1", "2", "9", "Enter")
    press_keys(qtbot, "2", "4", "1", "2", "0", "Enter")
    press_keys(qtbot, "Q", "1", "1", "5", "0", "Enter")
    assert len(window.controller.session.deals) == 3
    assert status(window) == "Deal 3 saved"


def test_undo_and_redo_of_an_added_deal_name_it(qtbot: QtBot, store: Store) -> None:
    window = open_window(qtbot, store)
    deals_typed(qtbot, window)
    value = window.controller.replay.deals[2].result.value
    press_keys(qtbot, "Ctrl+Z")
    assert len(window.controller.session.deals) == 2
    assert status(window) == f"Undone: deal 3 — Queen solo, Anna, +{value}"
    # The keys go on into the form: the deal is entered again at once.
    assert window.page.entry.heading.text() == "Deal 3"
    press_keys(qtbot, "Ctrl+Shift+Z")
    assert len(window.controller.session.deals) == 3
    assert status(window) == f"Redone: deal 3 — Queen solo, Anna, +{value}"


def test_delete_and_its_undo_name_the_deal(
    qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, store)
    deals_typed(qtbot, window)
    asked: list[str] = []

    def yes(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", yes)
    press_keys(qtbot, "F6", "Up", "Up")  # the sheet, on deal 1
    assert window.page.selected_deal() == 1
    press_keys(qtbot, "Del")
    assert asked == ["Delete deal 1? Every later deal is recomputed."]
    assert len(window.controller.session.deals) == 2
    assert status(window) == "Deleted deal 1 — Normal game, Anna + Chie, +1"
    press_keys(qtbot, "Ctrl+Z")
    assert len(window.controller.session.deals) == 3
    assert status(window) == "Undone: deleting deal 1 — back: Normal game, Anna + Chie, +1"
    # The deal that came back is the one selected in the sheet.
    assert window.page.selected_deal() == 1
    press_keys(qtbot, "Ctrl+Shift+Z")
    assert len(window.controller.session.deals) == 2
    assert status(window) == "Redone: deleting deal 1 — Normal game, Anna + Chie, +1"


def test_an_undone_edit_shows_the_old_values(qtbot: QtBot, store: Store) -> None:
    window = open_window(qtbot, store)
    deals_typed(qtbot, window)
    # Edit deal 1: Re's 129 becomes 160.
    press_keys(qtbot, "F6", "Up", "Up", "F2")
    assert window.page.entry.heading.text() == "Editing deal 1"
    press_keys(qtbot, TAB, "1", "6", "0", "Enter")
    assert typed(DkDeal, window.controller.session.deals[0]).re_points == 160
    assert status(window) == "Deal 1 saved"
    # Another deal is being typed when the player takes the edit back.
    press_keys(qtbot, "F6")  # the sheet, on the last deal
    assert window.page.selected_deal() == 3
    press_keys(qtbot, "Ctrl+Z")
    assert typed(DkDeal, window.controller.session.deals[0]).re_points == 129
    assert status(window) == "Undone: edit of deal 1 — back to Normal game, Anna + Chie, +1"
    # The deal is selected in the sheet, with its old points in view.
    assert window.page.selected_deal() == 1
    cell = window.page.model.index(0, Column.POINTS)
    assert str(cell.data()).startswith("129")  # Re's card points, as the sheet writes them
    sheet = window.page.sheet
    assert sheet.visualRect(cell).intersects(sheet.viewport().rect())
    press_keys(qtbot, "Ctrl+Shift+Z")
    assert typed(DkDeal, window.controller.session.deals[0]).re_points == 160
    assert status(window).startswith("Redone: edit of deal 1 — now Normal game, Anna + Chie")
    assert window.page.selected_deal() == 1


def test_an_undone_edit_puts_the_old_values_into_the_form_showing_that_deal(
    qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, store)
    deals_typed(qtbot, window)
    press_keys(qtbot, "F6", "Up", "F2", TAB, "1", "6", "0", "Enter")  # deal 2: 120 -> 160
    assert typed(DkDeal, window.controller.session.deals[1]).re_points == 160
    # Deal 2 opened again in the form: it shows 160.
    press_keys(qtbot, "F6", "Up", "F2")
    entry = window.page.entry
    assert entry.editing_number() == 2
    assert entry.record()["re_points"] == 160
    press_keys(qtbot, "F6", "Ctrl+Z")
    assert typed(DkDeal, window.controller.session.deals[1]).re_points == 120
    assert entry.editing_number() == 2
    assert entry.record()["re_points"] == 120
    assert status(window).startswith("Undone: edit of deal 2 — back to Normal game, Ben + Daiki")
    # The form has the deal as it is stored now: saved from there, no conflict.
    errors: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda *args: errors.append(str(args[2])))
    press_keys(qtbot, TAB, "1", "7", "0", "Enter")
    assert errors == []
    assert typed(DkDeal, window.controller.session.deals[1]).re_points == 170
    assert status(window) == "Deal 2 saved"


def test_undo_of_a_deal_being_edited_ends_the_edit(qtbot: QtBot, store: Store) -> None:
    window = open_window(qtbot, store)
    deals_typed(qtbot, window)
    press_keys(qtbot, "F6", "F2")  # deal 3 into the form
    assert window.page.entry.editing_number() == 3
    press_keys(qtbot, "F6", "Ctrl+Z")  # the added deal 3 taken back
    assert len(window.controller.session.deals) == 2
    assert window.page.entry.editing_number() is None
    assert status(window).startswith("Undone: deal 3 — Queen solo, Anna")
    assert status(window).endswith("The deal you were editing is gone")


def test_undo_of_a_rule_change_names_it(qtbot: QtBot, store: Store) -> None:
    window = open_window(qtbot, store)
    deals_typed(qtbot, window)
    options = typed(DkRules, window.controller.session.rules).replace(solo_doubles=True).to_json()
    window.controller.set_rules({"preset": "standard", "options": options})
    press_keys(qtbot, "Ctrl+Z")
    assert not typed(DkRules, window.controller.session.rules).solo_doubles
    assert status(window) == "Undone: change rules"
