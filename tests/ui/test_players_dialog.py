"""Evening → Players…: the seating dialog, driven with the keys a player presses."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from app.ui.players_dialog import PlayersDialog, current_seating

FOUR = ["Anna", "Ben", "Chie", "Daiki"]


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
    assert not ok_enabled(shown)  # nothing changed yet
    assert "Nothing changed" in shown.problem.text()
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


def test_the_current_seating_is_the_last_seating_record() -> None:
    records: list[dict[str, object]] = [
        {"type": "normal"},
        {"type": "seating", "players": ["Anna", "Ben", "Chie", "Emi"], "dealer": "Emi"},
        {"type": "normal"},
    ]
    assert current_seating(FOUR, records) == ("Anna", "Ben", "Chie", "Emi")
    assert current_seating(FOUR, []) == tuple(FOUR)
