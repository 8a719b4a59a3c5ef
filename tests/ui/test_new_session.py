"""The new-session dialog and the rules editor, driven by key presses (issue 4 §1)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTabBar,
)
from pytestqt.qtbot import QtBot

from schreiber.games.doppelkopf.rules import DDV, OPTION_NAMES, STANDARD
from schreiber.session.file import parse_session
from schreiber.session.service import create_session
from schreiber.store.database import Store
from schreiber.ui.i18n import Translations
from schreiber.ui.session.doppelkopf_rules import RulesEditor
from schreiber.ui.session.new_session import NewSessionDialog
from tests.ui.conftest import session_json

NAMES = ["Anna", "Ben", "Chie", "Daiki", "Emi"]

# The roster's popup opens as names are typed; the offscreen platform cannot give
# it the keyboard (a desktop does), and says so.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")


def doppelkopf_editor(dialog: NewSessionDialog) -> RulesEditor:
    """The dialog's Doppelkopf rules editor (the one shown while Doppelkopf is chosen)."""
    editor = dialog.rules_editors["doppelkopf"]
    assert isinstance(editor, RulesEditor)
    return editor


def make_dialog(
    qtbot: QtBot, known: list[str] | None = None, store: Store | None = None
) -> NewSessionDialog:
    dialog = NewSessionDialog(known or [], store=store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    with qtbot.waitActive(dialog):  # the underlined letters work in the active window
        dialog.activateWindow()
    return dialog


def checkbox(editor: RulesEditor, name: str) -> QCheckBox:
    control = editor.controls[name]
    assert isinstance(control, QCheckBox)
    return control


def combo(editor: RulesEditor, name: str) -> QComboBox:
    control = editor.controls[name]
    assert isinstance(control, QComboBox)
    return control


def spin(editor: RulesEditor, name: str) -> QSpinBox:
    control = editor.controls[name]
    assert isinstance(control, QSpinBox)
    return control


def type_player(qtbot: QtBot, dialog: NewSessionDialog, name: str) -> None:
    qtbot.keyClicks(dialog.name_edit, name)
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)


# The rules editor -----------------------------------------------------------------


def test_every_option_has_a_control_and_an_explanation(qtbot: QtBot) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    assert set(editor.controls) == OPTION_NAMES
    for name, control in editor.controls.items():
        assert editor.explanations[name], name
        assert control.toolTip() == editor.explanations[name]
    assert editor.rules() == STANDARD
    assert editor.preset() == "standard"


def test_rules_round_trip_through_the_widgets(qtbot: QtBot) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    custom = STANDARD.replace(
        without_nines=True,
        hearts_trick=True,
        schweinchen=True,
        hyperschweinchen=True,
        sit_out="opposite",
        bock_mode="queue",
        bock_max_level=3,
        bock_effect="plus",
        bock_plus=2,
        compulsory_solo=True,
        round_length=20,
        announcement_timing="late_refusals",
        marriage_deadlines="after_clarifying_trick",
    )
    editor.set_rules(custom)
    assert editor.rules() == custom
    assert spin(editor, "bock_max_level").value() == 3
    editor.set_rules(DDV)
    assert editor.rules() == DDV
    assert editor.preset() == "ddv"  # the rules are exactly a preset


def test_no_cap_is_the_special_value_of_the_highest_bock_level(qtbot: QtBot) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    level = spin(editor, "bock_max_level")
    assert level.value() == 0
    assert level.text() == "no cap"
    assert editor.rules().bock_max_level is None
    level.setValue(2)
    assert editor.rules().bock_max_level == 2
    level.setValue(0)
    assert editor.rules().bock_max_level is None


def test_dependent_options_are_disabled_until_their_option_is_on(qtbot: QtBot) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)

    def enabled(name: str) -> bool:
        return editor.controls[name].isEnabled()

    assert not enabled("re_kontra_doubles_bonuses")
    checkbox(editor, "re_kontra_doubles").setChecked(True)
    assert enabled("re_kontra_doubles_bonuses")

    assert enabled("bock_on_tie") and enabled("bock_mode")
    assert not enabled("bock_plus")  # effect is "double"
    effect = combo(editor, "bock_effect")
    effect.setCurrentIndex(effect.findData("plus"))
    assert enabled("bock_plus")
    checkbox(editor, "bock").setChecked(False)
    for name in OPTION_NAMES:
        if name.startswith("bock_"):
            assert not enabled(name), name

    assert not enabled("round_length")
    assert not enabled("compulsory_solo_suspends_bock")
    checkbox(editor, "compulsory_solo").setChecked(True)
    assert enabled("round_length")
    checkbox(editor, "bock").setChecked(True)
    assert enabled("compulsory_solo_suspends_bock")

    assert not enabled("hearts_trick")
    checkbox(editor, "without_nines").setChecked(True)
    assert enabled("hearts_trick")


def test_hyperschweinchen_needs_schweinchen(qtbot: QtBot) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    hyper = checkbox(editor, "hyperschweinchen")
    assert not hyper.isEnabled()
    checkbox(editor, "schweinchen").setChecked(True)
    assert hyper.isEnabled()
    hyper.setChecked(True)
    assert editor.rules().hyperschweinchen
    checkbox(editor, "schweinchen").setChecked(False)
    assert not hyper.isChecked()
    rules = editor.rules()
    assert not rules.schweinchen and not rules.hyperschweinchen


def test_editor_emits_changed_and_counts_changes_from_the_preset(qtbot: QtBot) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    assert editor.differing() == []
    assert not editor.reset_button.isEnabled()
    with qtbot.waitSignal(editor.changed):
        checkbox(editor, "solo_doubles").setChecked(True)
    assert editor.differing() == ["solo_doubles"]
    assert checkbox(editor, "solo_doubles").font().bold()
    assert editor.reset_button.isEnabled()
    editor.reset_button.click()
    assert editor.rules() == STANDARD
    assert not checkbox(editor, "solo_doubles").font().bold()


def test_opposite_seating_needs_six_players(qtbot: QtBot) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    seating = combo(editor, "sit_out")
    seating.setCurrentIndex(seating.findData("opposite"))
    editor.set_player_count(5)
    assert "6 players" in editor.problem()
    assert not editor.sit_out_warning.isHidden()
    editor.set_player_count(6)
    assert editor.problem() == ""
    assert editor.sit_out_warning.isHidden()


def test_plus_only_and_minus_only_exclude_each_other(qtbot: QtBot) -> None:
    """Rules §13.2: ticking one recording variant unticks the other."""
    editor = RulesEditor()
    qtbot.addWidget(editor)
    checkbox(editor, "plus_only").setChecked(True)
    checkbox(editor, "minus_only").setChecked(True)
    assert not checkbox(editor, "plus_only").isChecked()
    assert editor.rules().minus_only and not editor.rules().plus_only
    checkbox(editor, "plus_only").setChecked(True)
    assert not checkbox(editor, "minus_only").isChecked()
    editor.set_rules(STANDARD.replace(minus_only=True))
    assert editor.rules() == STANDARD.replace(minus_only=True)


def test_the_house_rule_options_round_trip(qtbot: QtBot) -> None:
    """Rules §5 and §13: the scoring variants on their tabs, through the widgets."""
    editor = RulesEditor()
    qtbot.addWidget(editor)
    custom = STANDARD.replace(
        draw_counts_below=True,
        misere=True,
        refusal_scoring="as_announced",
        elders_point=False,
        minus_only=True,
        doppelkopf_bonus="pair",
        charlie_caught_any_trick=True,
        fox_wins_last_trick=True,
        bock_mode="ignore",
        bock_on_schwarz=True,
        bock_scope="game_points",
    )
    editor.set_rules(custom)
    assert editor.rules() == custom
    assert combo(editor, "refusal_scoring").currentText() == "As announced"
    assert combo(editor, "doppelkopf_bonus").currentText() == "two equal cards in a trick"
    assert editor.controls["charlie_caught_any_trick"].isEnabled()
    checkbox(editor, "charlie_caught").setChecked(False)
    assert not editor.controls["charlie_caught_any_trick"].isEnabled()
    assert not editor.controls["elders_in_poverty"].isEnabled()  # needs the elders point
    checkbox(editor, "elders_point").setChecked(True)
    assert editor.controls["elders_in_poverty"].isEnabled()


# The dialog: players --------------------------------------------------------------


def test_players_are_added_by_typing_and_enter(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    for name in NAMES:
        type_player(qtbot, dialog, name)
    assert dialog.player_names() == NAMES
    assert dialog.name_edit.text() == ""
    assert dialog.isVisible()  # Enter after a name adds it; it does not press OK
    assert dialog.ok_button.isEnabled()
    assert [dialog.dealer_combo.itemText(i) for i in range(dialog.dealer_combo.count())] == NAMES


def test_enter_in_the_empty_name_field_starts_the_session(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    for name in NAMES[:4]:
        type_player(qtbot, dialog, name)
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert dialog.result() == NewSessionDialog.DialogCode.Accepted


def test_a_name_twice_or_an_eighth_player_is_refused(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    for name in NAMES:
        type_player(qtbot, dialog, name)
    type_player(qtbot, dialog, "anna")
    assert dialog.player_names() == NAMES
    assert "already playing" in dialog.message.text()
    assert dialog.name_edit.text() == "anna"  # kept for correcting
    dialog.name_edit.clear()
    for name in ["Frieda", "Gero", "Hana"]:
        type_player(qtbot, dialog, name)
    assert len(dialog.player_names()) == 7
    assert "already 7 players" in dialog.message.text()


def test_alt_up_and_alt_down_move_the_selected_player(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.set_players(NAMES)
    players = dialog.players
    players.setFocus()
    players.setCurrentRow(3)  # Daiki
    qtbot.keyClick(players, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    qtbot.keyClick(players, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert dialog.player_names() == ["Anna", "Daiki", "Ben", "Chie", "Emi"]
    assert players.currentRow() == 1
    qtbot.keyClick(players, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert dialog.player_names() == ["Anna", "Ben", "Daiki", "Chie", "Emi"]
    # Up without Alt only moves the selection.
    qtbot.keyClick(players, Qt.Key.Key_Up)
    assert players.currentRow() == 1
    assert dialog.player_names() == ["Anna", "Ben", "Daiki", "Chie", "Emi"]
    # At the top, Alt+Up does nothing.
    players.setCurrentRow(0)
    qtbot.keyClick(players, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert dialog.player_names()[0] == "Anna"
    assert not dialog.up_button.isEnabled()
    dialog.down_button.click()
    assert dialog.player_names()[:2] == ["Ben", "Anna"]


def test_the_list_reorders_by_drag_and_drop(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.set_players(NAMES)
    players = dialog.players
    assert players.dragDropMode() == QAbstractItemView.DragDropMode.InternalMove
    assert players.defaultDropAction() == Qt.DropAction.MoveAction
    dialog.dealer_combo.setCurrentIndex(3)  # Daiki
    # A drop inside the list moves the row in the model, as QListWidget.dropEvent does.
    with qtbot.waitSignal(players.names_changed):
        assert players.model().moveRow(QModelIndex(), 3, QModelIndex(), 1)
    assert dialog.player_names() == ["Anna", "Daiki", "Ben", "Chie", "Emi"]
    assert dialog.dealer_combo.currentText() == "Daiki"
    assert dialog.result_session()["first_dealer"] == "Daiki"


def test_delete_removes_the_selected_player(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.set_players(NAMES)
    dialog.players.setFocus()
    dialog.players.setCurrentRow(1)
    qtbot.keyClick(dialog.players, Qt.Key.Key_Delete)
    assert dialog.player_names() == ["Anna", "Chie", "Daiki", "Emi"]
    assert dialog.players.currentRow() == 1  # the next one is selected
    assert dialog.ok_button.isEnabled()
    qtbot.keyClick(dialog.players, Qt.Key.Key_Delete)
    assert dialog.player_names() == ["Anna", "Daiki", "Emi"]
    assert not dialog.ok_button.isEnabled()


def test_f2_renames_a_player(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.set_players(NAMES)
    players = dialog.players
    players.setFocus()
    players.setCurrentRow(0)
    qtbot.keyClick(players, Qt.Key.Key_F2)
    assert players.state() == QAbstractItemView.State.EditingState
    editor = players.focusWidget()
    assert isinstance(editor, QLineEdit)
    editor.selectAll()
    qtbot.keyClicks(editor, "Anja")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # The delegate commits the edit from the event loop.
    qtbot.waitUntil(lambda: dialog.player_names()[0] == "Anja")
    assert dialog.dealer_combo.currentText() == "Anja"
    assert dialog.isVisible()


def test_invalid_player_lists_disable_ok_and_say_why(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    assert not dialog.ok_button.isEnabled()
    dialog.set_players(NAMES[:3])
    assert not dialog.ok_button.isEnabled()
    assert "4 to 7 players" in dialog.message.text()
    assert "has 3" in dialog.message.text()
    dialog.set_players([*NAMES, "Frieda", "Gero", "Hana"])
    assert not dialog.ok_button.isEnabled()
    assert "has 8" in dialog.message.text()
    dialog.set_players(["Anna", "Ben", "Chie", "Ben"])
    assert not dialog.ok_button.isEnabled()
    assert "Ben" in dialog.message.text()
    dialog.set_players(["Anna", "Ben", "Chie", "   "])
    assert "Player 4 has no name" in dialog.message.text()
    dialog.set_players(["Anna", "Ben", "Chie", "x" * 41])
    assert "longer than 40" in dialog.message.text()
    dialog.set_players(NAMES[:4])
    assert dialog.ok_button.isEnabled()
    assert dialog.message.text() == ""


def test_opposite_seating_with_five_players_blocks_ok(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.set_players(NAMES)
    seating = combo(doppelkopf_editor(dialog), "sit_out")
    seating.setCurrentIndex(seating.findData("opposite"))
    assert not dialog.ok_button.isEnabled()
    assert "6 players" in dialog.message.text()
    type_player(qtbot, dialog, "Frieda")
    assert dialog.ok_button.isEnabled()
    assert dialog.result_session()["rules"] == {
        "preset": "standard",
        "options": STANDARD.replace(sit_out="opposite").to_json(),
    }


def test_first_dealer_follows_the_player_list(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.set_players(NAMES)
    dialog.dealer_combo.setCurrentIndex(2)  # Chie
    dialog.players.setCurrentRow(2)
    dialog.players.move_current(-2)
    assert dialog.dealer_combo.currentText() == "Chie"
    assert dialog.result_session()["first_dealer"] == "Chie"
    dialog.players.setCurrentRow(0)
    dialog.players.remove_current()
    assert dialog.dealer_combo.currentText() in dialog.player_names()
    assert dialog.dealer_combo.count() == 4


def test_known_names_are_offered_except_those_already_playing(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot, known=["Anna", "Annika", "Ben"])
    dialog.set_players(["Anna"])
    assert dialog.completer.names() == ["Annika", "Ben"]
    dialog.completer.setCompletionPrefix("an")
    assert dialog.completer.currentCompletion() == "Annika"
    dialog.completer.setCompletionPrefix("EN")  # anywhere in the name, any capitals
    assert dialog.completer.currentCompletion() == "Ben"


# The dialog: rules and the result -------------------------------------------------


def test_choosing_a_preset_resets_every_option(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    editor = doppelkopf_editor(dialog)
    checkbox(editor, "solo_doubles").setChecked(True)
    spin(editor, "bock_max_level").setValue(4)
    presets = editor.preset_combo
    presets.setFocus()
    qtbot.keyClick(presets, Qt.Key.Key_Down)  # the next preset: ddv
    assert editor.preset() == "ddv"
    assert editor.rules() == DDV
    assert not checkbox(editor, "bock").isChecked()
    assert checkbox(editor, "compulsory_solo").isChecked()
    checkbox(editor, "plus_only").setChecked(True)
    qtbot.keyClick(presets, Qt.Key.Key_Up)
    assert editor.preset() == "standard"
    assert editor.rules() == STANDARD


def test_editing_an_option_changes_the_result(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.set_players(NAMES[:4])
    editor = doppelkopf_editor(dialog)
    before = dialog.result_session()["rules"]
    assert before == {"preset": "standard", "options": STANDARD.to_json()}
    box = checkbox(editor, "solo_doubles")
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)
    spin(editor, "bock_max_level").setValue(2)
    rules = dialog.result_session()["rules"]
    assert isinstance(rules, dict)
    options = rules["options"]
    assert isinstance(options, dict)
    assert options["solo_doubles"] is True
    assert options["bock_max_level"] == 2
    assert set(options) == OPTION_NAMES


def test_the_result_is_a_session_file(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.set_players(NAMES)
    dialog.dealer_combo.setCurrentIndex(1)
    doppelkopf_editor(dialog).set_preset("ddv")
    data = dialog.result_session()
    assert data["format"] == "schreiber-session"
    assert data["version"] == 1
    assert data["game"] == "doppelkopf"
    assert data["deals"] == []
    assert data["players"] == NAMES
    date = data["date"]
    assert isinstance(date, str) and len(date) == 10
    assert data["title"] == f"Doppelkopf {date}"
    session = parse_session(data)
    assert session.players == tuple(NAMES)
    assert session.first_dealer == "Ben"
    assert session.rules == DDV
    assert session.preset == "ddv"
    assert session.to_json() == data
    with qtbot.waitSignal(dialog.accepted):
        dialog.ok_button.click()


def test_the_title_follows_the_date_until_it_is_typed(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.set_players(NAMES[:4])
    dialog.date_edit.setDate(dialog.date_edit.date().addDays(-1))
    assert dialog.result_session()["title"] == f"Doppelkopf {dialog.date()}"
    dialog.title_edit.clear()
    qtbot.keyClicks(dialog.title_edit, "Friday")
    dialog.date_edit.setDate(dialog.date_edit.date().addDays(-1))
    assert dialog.result_session()["title"] == "Friday"


# The dialog: the club's roster -----------------------------------------------------


def test_players_are_picked_from_the_roster_by_name_or_full_name(
    qtbot: QtBot, store: Store
) -> None:
    """Two Annas are told apart by their full names in the popup; what is typed is
    found anywhere in a name or full name, any capitals; Down and Enter pick one."""
    for name, full in [("Anna K.", "Anna Kowalski"), ("Anna M.", "Anna Meier"), ("Ben", "")]:
        store.people.add_person(name, full)
    dialog = make_dialog(qtbot, store=store)
    qtbot.keyClicks(dialog.name_edit, "anna")
    popup = dialog.completer.shown_popup()
    assert popup.isVisible()
    assert dialog.completer.shown_texts() == ["Anna K. (Anna Kowalski)", "Anna M. (Anna Meier)"]
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    assert dialog.name_edit.text() == "Anna M."  # the name alone, as the sheet shows it
    qtbot.keyClick(popup, Qt.Key.Key_Return)  # picks and adds her at once
    assert dialog.player_names() == ["Anna M."]
    assert dialog.name_edit.text() == "" and dialog.isVisible()
    qtbot.keyClicks(dialog.name_edit, "KOW")
    assert dialog.completer.shown_texts() == ["Anna K. (Anna Kowalski)"]
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert dialog.player_names() == ["Anna M.", "Anna K."]
    assert dialog.completer.names() == ["Ben"]  # who plays already is not offered


def test_a_name_nobody_has_becomes_a_person_when_the_session_starts(
    qtbot: QtBot, store: Store
) -> None:
    store.people.add_person("Anna K.", "Anna Kowalski")
    store.people.add_person("Old Otto")
    store.people.archive_person(next(p.id for p in store.people.all() if p.name == "Old Otto"))
    dialog = make_dialog(qtbot, known=["Old Otto", "Ben"], store=store)
    assert dialog.completer.names() == ["Anna K.", "Ben"]  # archived: not offered
    for name in ["Anna K.", "Ben", "Chie", "Daiki"]:
        type_player(qtbot, dialog, name)
    assert dialog.player_names() == ["Anna K.", "Ben", "Chie", "Daiki"]
    create_session(store, parse_session(dialog.result_session()))
    assert [p.name for p in store.people.all()] == ["Anna K.", "Ben", "Chie", "Daiki"]


def test_same_players_as_last_time_in_one_key(qtbot: QtBot, store: Store) -> None:
    create_session(store, parse_session(session_json()))
    create_session(store, parse_session(session_json(["Ben", "Chie", "Daiki", "Emi", "Fumi"])))
    dialog = make_dialog(qtbot, store=store)
    assert dialog.same_button.isVisible() and dialog.same_button.isEnabled()
    assert "Ben, Chie, Daiki, Emi, Fumi" in dialog.same_button.toolTip()
    type_player(qtbot, dialog, "Zoe")
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    # The button's underlined letter clicks it as a mouse would, pressed for a moment.
    qtbot.waitUntil(lambda: dialog.player_names() == ["Ben", "Chie", "Daiki", "Emi", "Fumi"])
    assert dialog.dealer_combo.currentText() == "Ben"
    assert dialog.ok_button.isEnabled()
    assert dialog.completer.names() == ["Anna"]  # the one of the first session who is not here
    assert parse_session(dialog.result_session()).players == ("Ben", "Chie", "Daiki", "Emi", "Fumi")


def test_same_players_needs_a_session_before_and_a_store(qtbot: QtBot, store: Store) -> None:
    first = make_dialog(qtbot, store=store)
    assert first.same_button.isVisible() and not first.same_button.isEnabled()
    assert first.same_button.toolTip() == "No session was started before"
    assert make_dialog(qtbot).same_button.isHidden()


def underlined(dialog: NewSessionDialog) -> dict[str, list[str]]:
    """Each underlined letter the dialog shows now, with the texts that have it."""
    texts = [
        widget.text()
        for widget in dialog.findChildren(QAbstractButton)
        if widget.isVisibleTo(dialog)
    ]
    texts += [
        label.text()
        for label in dialog.findChildren(QLabel)
        if label.buddy() is not None and label.isVisibleTo(dialog)
    ]
    for bar in dialog.findChildren(QTabBar):
        if bar.isVisibleTo(dialog):
            texts += [bar.tabText(i) for i in range(bar.count())]
    found: dict[str, list[str]] = {}
    for shown in texts:
        match = re.search(r"&(\w)", shown.replace("&&", ""))
        if match:
            found.setdefault(match.group(1).lower(), []).append(shown)
    return found


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_each_underlined_letter_of_the_dialog_is_one_places(
    qtbot: QtBot, store: Store, english: Translations, language: str
) -> None:
    """Alt+S (or its letter in German and Japanese) fills in last time's players and
    nothing else; no two fields or buttons share a letter."""
    create_session(store, parse_session(session_json()))
    dialog = make_dialog(qtbot, store=store)
    english.apply(language)
    QApplication.processEvents()
    try:
        letters = underlined(dialog)
        assert {k: v for k, v in letters.items() if len(v) > 1} == {}
        same = re.search(r"&(\w)", dialog.same_button.text())
        assert same is not None
        key = getattr(Qt.Key, f"Key_{same.group(1).upper()}")
        qtbot.keyClick(dialog.name_edit, key, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: dialog.player_names() == ["Anna", "Ben", "Chie", "Daiki"])
    finally:
        english.apply("en")


def test_a_game_of_exactly_three_players_says_so(qtbot: QtBot) -> None:
    """Crescendo is played by three, no more, no fewer: "3 to 3 players" said it oddly."""
    dialog = make_dialog(qtbot)
    dialog.set_game("crescendo")
    for name in ("Anna", "Ben"):
        type_player(qtbot, dialog, name)
    assert dialog.problem() == "Crescendo needs exactly 3 players; the list has 2."
    assert dialog.players_hint.text().startswith("Exactly 3 players.")
    dialog.set_game("schafkopf_pfalz")
    assert dialog.problem() == "Pfälzer Schafkopf needs 3 to 5 players; the list has 2."
    assert dialog.players_hint.text().startswith("3 to 5 players.")
