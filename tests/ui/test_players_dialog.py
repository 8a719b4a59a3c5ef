"""Evening → Players…: the seating dialog, driven with the keys a player presses."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from schreiber.store.database import Store
from schreiber.ui.evening.players import PlayersDialog
from schreiber.ui.sheet.model import Column
from tests.ui.conftest import session_json
from tests.ui.windows import open_window

FOUR = ["Anna", "Ben", "Chie", "Daiki"]

# The roster's popup opens as names are typed; the offscreen platform cannot give
# it the keyboard (a desktop does), and says so.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")


def dialog(qtbot: QtBot, seating: list[str] = FOUR, dealer: str = "Chie") -> PlayersDialog:
    shown = PlayersDialog(seating, dealer, (4, 7))
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def ok_enabled(shown: PlayersDialog) -> bool:
    return shown.box.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_a_late_arrival_is_typed_in_and_saved_as_one_seating_record(qtbot: QtBot) -> None:
    shown = dialog(qtbot)
    shown.seats.setCurrentRow(1)  # Emi sits down after Ben
    qtbot.keyClicks(shown.name_edit, "  Emi ")
    qtbot.keyClick(shown.name_edit, Qt.Key.Key_Return)
    assert shown.players() == ["Anna", "Ben", "Emi", "Chie", "Daiki"]
    assert shown.name_edit.text() == ""
    assert ok_enabled(shown) and shown.problem.isHidden()
    assert shown.record() == {
        "type": "seating",
        "players": ["Anna", "Ben", "Emi", "Chie", "Daiki"],
        "dealer": "Chie",  # who was to deal anyway, unless changed
    }


def test_nothing_changed_is_said_when_ok_is_pressed_not_before(qtbot: QtBot) -> None:
    """No red message greets the table: the dialog opens quiet; Enter on an unchanged
    seating keeps the dialog open and says why, in red; a change clears it."""
    shown = dialog(qtbot)
    assert shown.problem.isHidden() and shown.problem.text() == ""
    assert ok_enabled(shown)
    with qtbot.waitActive(shown):
        shown.activateWindow()
    qtbot.keyClick(shown.name_edit, Qt.Key.Key_Return)  # nothing typed: Enter is OK
    assert shown.isVisible() and shown.result() == 0  # not accepted
    assert shown.problem.isVisible()
    assert shown.problem.text().startswith("Nothing changed")
    assert "#c62828" in shown.problem.styleSheet()  # red, now that OK was pressed
    assert not ok_enabled(shown)
    shown.dealer_combo.setCurrentText("Daiki")
    assert shown.problem.isHidden() and ok_enabled(shown)
    shown.dealer_combo.setCurrentText("Chie")  # back as it was: OK was tried, so say it
    assert shown.problem.text().startswith("Nothing changed") and not ok_enabled(shown)


def test_a_game_of_exactly_three_says_so(qtbot: QtBot) -> None:
    shown = PlayersDialog(["Anna", "Ben", "Chie"], "Ben", (3, 3))
    qtbot.addWidget(shown)
    assert "exactly 3 players" in shown.intro.text() and "3–3" not in shown.intro.text()
    shown.seats.setCurrentRow(0)
    shown.remove_player()
    assert shown.problem.text() == "This game needs exactly 3 players, not 2"


def test_a_player_leaves_seats_move_and_another_deals(qtbot: QtBot) -> None:
    shown = dialog(qtbot, [*FOUR, "Emi"])
    shown.seats.setCurrentRow(4)
    shown.seats.setFocus()
    qtbot.keyClick(shown.seats, Qt.Key.Key_Delete)  # Emi leaves
    assert shown.players() == FOUR
    shown.seats.setCurrentRow(0)
    qtbot.keyClick(shown.seats, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert shown.players() == ["Ben", "Anna", "Chie", "Daiki"]
    shown.dealer_combo.setCurrentText("Daiki")
    assert shown.record() == {
        "type": "seating",
        "players": ["Ben", "Anna", "Chie", "Daiki"],
        "dealer": "Daiki",
    }


def test_the_games_player_range_and_a_second_name_are_refused_in_words(qtbot: QtBot) -> None:
    shown = dialog(qtbot)
    shown.seats.setCurrentRow(0)
    shown.remove_player()
    assert not ok_enabled(shown)
    assert shown.problem.text() == "This game needs 4–7 players, not 3"
    qtbot.keyClicks(shown.name_edit, "Ben")
    assert shown.problem.text() == "Ben already sits at the table"
    qtbot.keyClick(shown.name_edit, Qt.Key.Key_Return)
    assert shown.players() == ["Ben", "Chie", "Daiki"]  # not added twice


def test_a_leaving_dealer_gives_the_deal_to_someone_at_the_table(qtbot: QtBot) -> None:
    shown = dialog(qtbot, dealer="Chie")
    shown.seats.setCurrentRow(2)
    shown.remove_player()  # Chie leaves
    qtbot.keyClicks(shown.name_edit, "Emi")
    qtbot.keyClick(shown.name_edit, Qt.Key.Key_Return)
    assert shown.record()["dealer"] in shown.players()


def test_players_in_the_window_a_late_arrival_and_undo(
    qtbot: QtBot, store: Store, tmp_path: Path, shown: list[str], qtmodeltester: Any
) -> None:
    """Evening → Players… adds Emi after deal 1: a seating row, her column (empty
    before she came), the next deal's table with five, and Ctrl+Z takes it back."""
    window = open_window(qtbot, store, tmp_path, "w")
    window.controller.create(session_json())
    window.controller.add_deal({"type": "normal", "re": ["Anna", "Ben"], "re_points": 150})

    def fill_in() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PlayersDialog)
        dialog.seats.setCurrentRow(3)  # Emi sits down after Daiki
        qtbot.keyClicks(dialog.name_edit, "Emi")
        qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
        qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)  # nothing typed: OK

    QTimer.singleShot(0, fill_in)
    window.change_players()
    assert shown == []
    model = window.page.model
    qtmodeltester.check(model)
    assert model.players == ("Anna", "Ben", "Chie", "Daiki", "Emi")
    emi = Column.PLAYERS + 4
    assert model.index(1, Column.GAME).data() == "Seating"
    assert model.index(1, Column.RE).data() == "Anna, Ben, Chie, Daiki, Emi"
    assert model.index(0, emi).data() == ""  # not yet at the table
    assert model.index(1, emi).data() == "0"
    assert "Emi" in window.statusBar().currentMessage()
    entry: Any = window.page.entry
    # Five seats, the dealer sits out (greyed, their digit refused: issue 27).
    assert entry.picker.names == ["Anna", "Ben", "Chie", "Daiki", "Emi"]
    assert len(entry.picker.out) == 1 and "Emi" not in entry.picker.out
    window.edit_deal(2)  # a seating row is not opened as a deal
    assert "change of seating" in window.statusBar().currentMessage()
    window.controller.undo_stack.undo()
    assert list(model.players) == ["Anna", "Ben", "Chie", "Daiki"]
    assert model.deal_count() == 1


def test_schafkopf_and_crescendo_windows_take_a_change_of_seating(
    qtbot: QtBot, store: Store, tmp_path: Path, shown: list[str]
) -> None:
    """§2a in the other games: a fourth joins the Schafkopf table (the ace call
    from then on); in Crescendo a replacement takes a seat. The window draws both."""
    from schreiber.session.file import parse_session as read
    from schreiber.session.service import create_session
    from scripts.samples import crescendo_evening, schafkopf_evening

    window = open_window(qtbot, store, tmp_path, "w")
    schafkopf = create_session(store, read(schafkopf_evening()))
    window.open_session(schafkopf)
    window.controller.add_deal(
        {"type": "seating", "players": ["Jonas", "Lea", "Mia", "Noah"], "dealer": "Noah"}
    )
    assert window.page.model.players == ("Jonas", "Lea", "Mia", "Noah")
    entry: Any = window.page.entry
    assert entry.seats == 4
    assert "Noah" in entry.context.text()
    crescendo = create_session(store, read(crescendo_evening(None)))
    window.open_session(crescendo)
    window.controller.add_deal(
        {"type": "seating", "players": ["さくら", "健太", "翔"], "dealer": "翔"}
    )
    model = window.page.model
    rows = model.rowCount()
    assert rows == len(window.controller.session.deals) + 1
    assert model.players == ("さくら", "健太", "美咲", "翔")  # 美咲 left, keeps her total
    assert shown == []


def test_a_late_arrival_is_picked_from_the_roster_by_full_name(qtbot: QtBot, store: Store) -> None:
    """Two Emis on the roster, told apart by their full names; "sato", Down and Enter
    seat Emi S. after the selected player, and she is no longer offered."""
    for name, full in [("Emi K.", "Emi Kato"), ("Emi S.", "Emi Sato"), *[(n, "") for n in FOUR]]:
        store.people.add_person(name, full)
    shown = PlayersDialog(FOUR, "Chie", (4, 7), store=store)
    qtbot.addWidget(shown)
    shown.show()
    with qtbot.waitActive(shown):
        shown.activateWindow()
    assert shown.completer.names() == ["Emi K.", "Emi S."]  # who sits is not offered
    shown.seats.setCurrentRow(1)
    shown.name_edit.setFocus()
    qtbot.keyClicks(shown.name_edit, "sato")
    popup = shown.completer.shown_popup()
    assert popup.isVisible()
    assert shown.completer.shown_texts() == ["Emi S. (Emi Sato)"]
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert shown.players() == ["Anna", "Ben", "Emi S.", "Chie", "Daiki"]
    assert shown.name_edit.text() == "" and shown.isVisible()
    assert shown.completer.names() == ["Emi K."]
    qtbot.keyClicks(shown.name_edit, "Fumi")  # nobody on the roster: taken as typed
    qtbot.keyClick(shown.name_edit, Qt.Key.Key_Return)
    assert shown.players() == ["Anna", "Ben", "Emi S.", "Fumi", "Chie", "Daiki"]
    assert shown.record()["players"] == shown.players()


def test_the_placeholder_is_whole_and_the_new_player_sits_where_chosen(
    qtbot: QtBot, store: Store, tmp_path: Path
) -> None:
    """Issue 27: the name field's placeholder was cut, and the sheet put a late
    arrival's column last wherever the dialog had seated her."""
    shown = dialog(qtbot)
    edit = shown.name_edit
    needed = edit.fontMetrics().horizontalAdvance(edit.placeholderText())
    assert edit.width() >= needed + 8, (edit.width(), needed)
    # The dialog says where a new player sits down, and follows the selection.
    assert shown.place_label.text() == (
        "A new player sits down after Anna (the player selected above)."
    )
    qtbot.keyClick(shown.seats, Qt.Key.Key_Down)
    assert "after Ben" in shown.place_label.text()
    window = open_window(qtbot, store, tmp_path, "w")
    window.controller.create(session_json())
    window.controller.add_deal({"type": "normal", "re": ["Anna", "Ben"], "re_points": 150})

    def fill_in() -> None:
        seating = QApplication.activeModalWidget()
        assert isinstance(seating, PlayersDialog)
        seating.seats.setCurrentRow(1)  # Emi sits down after Ben
        qtbot.keyClicks(seating.name_edit, "Emi")
        qtbot.keyClick(seating.name_edit, Qt.Key.Key_Return)
        qtbot.keyClick(seating.name_edit, Qt.Key.Key_Return)  # nothing typed: OK

    QTimer.singleShot(0, fill_in)
    window.change_players()
    seated = ("Anna", "Ben", "Emi", "Chie", "Daiki")
    assert window.controller.session.seating_before(len(window.controller.session.deals)) == (
        seated
    )
    assert window.page.model.players == seated  # the sheet's columns follow the seating
    entry: Any = window.page.entry
    assert entry.picker.names == list(seated)  # and so do the seats' digits
