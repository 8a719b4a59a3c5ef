"""The rules editor's “seats that sit out” field (rules §2 ``sit_out_offsets``)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit
from pytestqt.qtbot import QtBot

from schreiber.games.doppelkopf.rules import STANDARD
from schreiber.games.doppelkopf.rules import RuleSet as DkRules
from schreiber.session.file import parse_session
from schreiber.ui.session.doppelkopf_rules import RulesEditor, seat_list
from schreiber.ui.session.new_session import NewSessionDialog
from tests.typed import typed


def doppelkopf_editor(dialog: NewSessionDialog) -> RulesEditor:
    """The dialog's Doppelkopf rules editor (the one shown while Doppelkopf is chosen)."""
    editor = dialog.rules_editors["doppelkopf"]
    assert isinstance(editor, RulesEditor)
    return editor


def field(editor: RulesEditor) -> QLineEdit:
    control = editor.controls["sit_out_offsets"]
    assert isinstance(control, QLineEdit)
    return control


def test_seat_list_reads_numbers() -> None:
    assert seat_list("0, 2, 4") == (0, 2, 4)
    assert seat_list(" 1 3 ") == (1, 3)
    assert seat_list("") is None
    assert seat_list("0, x") is None
    assert seat_list("-1") is None


def test_typed_seats_are_the_option_and_checked_against_the_players(qtbot: QtBot) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    edit = field(editor)
    assert edit.text() == "" and editor.rules().sit_out_offsets is None
    assert editor.explanations["sit_out_offsets"]
    editor.set_player_count(7)
    qtbot.keyClicks(edit, "0, 2, 4")
    assert editor.rules().sit_out_offsets == (0, 2, 4)
    assert editor.rules().to_json()["sit_out_offsets"] == [0, 2, 4]
    assert editor.problem() == ""
    assert "sit_out_offsets" in editor.differing()
    editor.set_player_count(6)
    assert "must name 2 seat(s) with 6 players" in editor.problem()
    assert not editor.sit_out_warning.isHidden()
    edit.setText("0, 0")
    assert "twice" in editor.problem()
    edit.setText("0, nine")
    assert "as numbers" in editor.problem()
    edit.setText("")
    assert editor.problem() == "" and editor.rules() == STANDARD


def test_offsets_override_opposite_with_five_players(qtbot: QtBot) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    seating = editor.controls["sit_out"]
    assert isinstance(seating, QComboBox)
    seating.setCurrentIndex(seating.findData("opposite"))
    editor.set_player_count(5)
    assert "6 players" in editor.problem()
    field(editor).setText("2")
    assert editor.problem() == ""


def test_set_rules_shows_the_seats(qtbot: QtBot) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    editor.set_rules(STANDARD.replace(sit_out_offsets=(1, 3)))
    assert field(editor).text() == "1, 3"
    editor.set_preset("standard")
    assert field(editor).text() == ""


def test_the_dialog_writes_a_session_that_reads_back(qtbot: QtBot) -> None:
    dialog = NewSessionDialog([])
    qtbot.addWidget(dialog)
    names = ["Anna", "Ben", "Chie", "Daiki", "Emi", "Fumi", "Gen"]
    for name in names:
        qtbot.keyClicks(dialog.name_edit, name)
        qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    field(doppelkopf_editor(dialog)).setText("0 2 4")
    session = parse_session(dialog.result_session())
    assert typed(DkRules, session.rules).sit_out_offsets == (0, 2, 4)
