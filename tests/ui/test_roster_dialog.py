"""Club → The club's players…: the roster dialog, driven with the keys a player presses,
on a real SQLite store (tests/backends/test_club_windows_roster.py: on PostgreSQL too)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from schreiber.session.file import parse_session
from schreiber.session.service import create_session
from schreiber.store.database import Store
from schreiber.ui.club.controller import RosterController
from schreiber.ui.club.roster import REFRESH_MS, RosterDialog, show_roster
from schreiber.ui.i18n import Translations
from tests.ui.conftest import session_json
from tests.ui.windows import open_window

ANNAS = [("Anna K.", "Anna Kowalski"), ("Anna M.", "Anna Meier"), ("Ben", "")]


def roster(qtbot: QtBot, store: Store) -> RosterDialog:
    dialog = RosterDialog(RosterController(store))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    return dialog


def fill(store: Store, people: list[tuple[str, str]] = ANNAS) -> None:
    for name, full in people:
        store.people.add_person(name, full)


def names(store: Store, archived: bool = False) -> list[str]:
    return [p.name for p in store.people.all(include_archived=archived)]


def answer_rename(qtbot: QtBot, asked: list[str], press: Qt.Key = Qt.Key.Key_Return) -> None:
    """Answer the rename's question (shown modal) with a key, keeping its words."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        asked.append(box.text())
        qtbot.keyClick(box, press)

    QTimer.singleShot(0, answer)


def test_the_roster_model_and_its_filter_pass_the_model_tester(
    qtbot: QtBot, store: Store, qtmodeltester: Any
) -> None:
    fill(store)
    create_session(store, parse_session(session_json()))
    store.people.archive_person(next(p.id for p in store.people.all() if p.name == "Anna M."))
    dialog = roster(qtbot, store)
    qtmodeltester.check(dialog.model)
    qtmodeltester.check(dialog.proxy)
    dialog.archived_box.setChecked(True)  # an archived row: italic, grey, a tooltip
    qtmodeltester.check(dialog.proxy)
    dialog.archived_box.setChecked(False)
    # Sorted by name without regard to capitals; the session's four are people too.
    assert dialog.visible_names() == ["Anna", "Anna K.", "Ben", "Chie", "Daiki"]
    row = dialog.visible_names().index("Ben")
    cells = [dialog.proxy.index(row, column).data() for column in range(4)]
    assert cells == ["Ben", "", "1", "2026-11-20"]  # one evening, on the session's date
    row = dialog.visible_names().index("Anna K.")
    assert [dialog.proxy.index(row, column).data() for column in range(4)] == [
        "Anna K.",
        "Anna Kowalski",
        "0",
        "–",
    ]


def test_typing_finds_by_name_or_full_name_and_down_goes_into_the_list(
    qtbot: QtBot, store: Store
) -> None:
    fill(store)
    dialog = roster(qtbot, store)
    assert dialog.find_edit.hasFocus()
    qtbot.keyClicks(dialog.find_edit, "MEI")  # in the full name, any capitals
    assert dialog.visible_names() == ["Anna M."]
    dialog.find_edit.clear()
    qtbot.keyClicks(dialog.find_edit, "anna")
    assert dialog.visible_names() == ["Anna K.", "Anna M."]
    qtbot.keyClick(dialog.find_edit, Qt.Key.Key_Down)
    assert dialog.table.hasFocus()
    current = dialog.current_person()
    assert current is not None and current.name == "Anna K."


def test_a_player_is_added_with_a_full_name_by_keys(qtbot: QtBot, store: Store) -> None:
    fill(store)
    dialog = roster(qtbot, store)
    assert dialog.form_box.title() == "Add a player"
    qtbot.keyClick(dialog, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)  # &Name
    assert dialog.name_edit.hasFocus()
    qtbot.keyClicks(dialog.name_edit, "Anna S.")
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Tab)
    qtbot.keyClicks(dialog.full_edit, "Anna Schmidt")
    qtbot.keyClick(dialog.full_edit, Qt.Key.Key_Return)
    assert dialog.isVisible()  # Enter saves; it does not close the dialog
    added = [p for p in store.people.all() if p.name == "Anna S."]
    assert len(added) == 1 and added[0].full_name == "Anna Schmidt"
    assert "Anna S." in dialog.visible_names()
    assert dialog.status.text() == "“Anna S.” is on the list now."
    assert dialog.name_edit.text() == "" and dialog.full_edit.text() == ""
    current = dialog.current_person()
    assert current is not None and current.name == "Anna S."


def test_a_blank_a_long_and_a_taken_name_are_refused_naming_the_field_and_the_fix(
    qtbot: QtBot, store: Store
) -> None:
    fill(store)
    dialog = roster(qtbot, store)
    dialog.name_edit.setFocus()
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert dialog.problem.isVisible()
    assert dialog.problem.text() == "Name: a player needs a name. Type one, e.g. Anna K."
    qtbot.keyClicks(dialog.name_edit, "A" * 41)
    assert dialog.problem.text() == (
        "Name: at most 40 characters, this one has 41. Shorten it and put the whole name"
        " under Full name."
    )
    assert not dialog.save_button.isEnabled()
    dialog.name_edit.clear()
    qtbot.keyClicks(dialog.name_edit, "anna k.")  # capitals do not tell names apart
    assert dialog.problem.text() == (
        "Name: “Anna K.” is already Anna Kowalski's. Tell the two apart with an initial,"
        " e.g. “Anna K. K.”, and the full name."
    )
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert names(store) == ["Anna K.", "Anna M.", "Ben"]  # nothing added
    dialog.name_edit.clear()
    qtbot.keyClicks(dialog.name_edit, "Ben")
    assert "“Ben” is already on the list" in dialog.problem.text()
    dialog.name_edit.clear()
    assert dialog.problem.isHidden() and dialog.save_button.isEnabled()


def test_the_stores_own_refusal_is_shown_in_words(qtbot: QtBot, store: Store) -> None:
    """A name taken meanwhile elsewhere (the dialog did not know it yet): the store
    refuses, and the dialog says so under the form."""
    dialog = roster(qtbot, store)
    with Store(store.path) as other:
        other.people.add_person("Emi")
    dialog.timer.stop()  # the list has not looked again yet
    qtbot.keyClicks(dialog.name_edit, "emi")
    assert dialog.problem.isHidden()
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert dialog.problem.isVisible()
    assert "the name emi is already another player's (Emi)" in dialog.problem.text()
    assert "Emi" in dialog.visible_names()  # and the list is up to date now


def test_f2_renames_everywhere_after_saying_in_how_many_sessions(
    qtbot: QtBot, store: Store
) -> None:
    first = create_session(store, parse_session(session_json()))
    second = create_session(store, parse_session(session_json()))
    store.sessions.add_deal(first, {"type": "normal", "re": ["Anna", "Ben"], "re_points": 150})
    dialog = roster(qtbot, store)
    renamed: list[tuple[str, str, int]] = []
    dialog.renamed.connect(lambda *args: renamed.append(args))
    qtbot.keyClicks(dialog.find_edit, "anna")
    qtbot.keyClick(dialog.find_edit, Qt.Key.Key_F2)
    assert dialog.form_box.title() == "Change “Anna”"
    assert dialog.name_edit.hasFocus() and dialog.name_edit.selectedText() == "Anna"
    qtbot.keyClicks(dialog.name_edit, "Anna K.")
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Tab)
    qtbot.keyClicks(dialog.full_edit, "Anna Kowalski")
    asked: list[str] = []
    answer_rename(qtbot, asked)
    qtbot.keyClick(dialog.full_edit, Qt.Key.Key_Return)
    assert asked == [
        "“Anna” is renamed “Anna K.” in 2 sessions: on every score sheet, in every deal"
        " and in the league table."
    ]
    assert renamed == [("Anna", "Anna K.", 2)]
    for session_id in (first, second):
        assert store.sessions.load_session(session_id).players[0] == "Anna K."
    assert store.sessions.load_session(first).deals[0]["re"] == ["Anna K.", "Ben"]
    person = next(p for p in store.people.all() if p.name == "Anna K.")
    assert person.full_name == "Anna Kowalski" and person.sessions == 2
    assert dialog.status.text() == "“Anna” is “Anna K.” now, in 2 sessions."
    assert dialog.form_box.title() == "Add a player"
    assert dialog.visible_names() == ["Anna K.", "Ben", "Chie", "Daiki"]


def test_a_rename_said_no_to_changes_nothing_and_esc_leaves_the_change(
    qtbot: QtBot, store: Store
) -> None:
    create_session(store, parse_session(session_json()))
    dialog = roster(qtbot, store)
    dialog.table.setFocus()
    dialog.table.setCurrentIndex(dialog.proxy.index(1, 0))  # Ben
    dialog.rename_button.click()
    assert dialog.form_box.title() == "Change “Ben”"
    qtbot.keyClicks(dialog.name_edit, "Benedikt")
    asked: list[str] = []
    answer_rename(qtbot, asked, Qt.Key.Key_Escape)
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert asked == [
        "“Ben” is renamed “Benedikt” in 1 session: on every score sheet, in every deal and"
        " in the league table."
    ]
    assert "Ben" in names(store) and "Benedikt" not in names(store)
    assert dialog.form_box.title() == "Change “Ben”"  # still there to correct
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Escape)
    assert dialog.form_box.title() == "Add a player" and dialog.isVisible()
    assert dialog.name_edit.text() == ""
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_a_full_name_alone_is_saved_without_a_question(qtbot: QtBot, store: Store) -> None:
    fill(store)
    dialog = roster(qtbot, store)
    qtbot.keyClicks(dialog.find_edit, "ben")
    qtbot.keyClick(dialog.find_edit, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.table, Qt.Key.Key_F2)
    qtbot.keyClick(dialog, Qt.Key.Key_U, Qt.KeyboardModifier.AltModifier)  # F&ull name
    assert dialog.full_edit.hasFocus()
    qtbot.keyClicks(dialog.full_edit, "Benjamin Braun")
    qtbot.keyClick(dialog.full_edit, Qt.Key.Key_Return)
    assert next(p for p in store.people.all() if p.name == "Ben").full_name == "Benjamin Braun"
    assert dialog.status.text() == "The full name of “Ben” is saved."


def test_archive_hides_a_player_until_shown_and_unarchived(qtbot: QtBot, store: Store) -> None:
    fill(store)
    dialog = roster(qtbot, store)
    qtbot.keyClicks(dialog.find_edit, "meier")
    qtbot.keyClick(dialog.find_edit, Qt.Key.Key_Down)
    assert dialog.archive_button.text() == "Arc&hive"
    qtbot.keyClick(dialog, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)
    # A button's underlined letter clicks it as a mouse would, pressed for a moment.
    qtbot.waitUntil(lambda: names(store) == ["Anna K.", "Ben"])
    assert dialog.status.text() == "“Anna M.” is archived; their sessions keep them."
    assert dialog.visible_names() == []
    qtbot.keyClick(dialog, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)  # &Show archived
    qtbot.waitUntil(dialog.archived_box.isChecked)
    assert dialog.visible_names() == ["Anna M."]
    row = dialog.proxy.mapToSource(dialog.proxy.index(0, 0)).row()
    assert dialog.model.index(row, 0).data(Qt.ItemDataRole.FontRole).italic()
    dialog.table.setCurrentIndex(dialog.proxy.index(0, 0))
    assert dialog.archive_button.text() == "Unarc&hive"
    dialog.archive_button.click()
    assert names(store) == ["Anna K.", "Anna M.", "Ben"]
    assert dialog.status.text() == "“Anna M.” is offered again."
    # An archived player's name is still theirs.
    store.people.archive_person(next(p.id for p in store.people.all() if p.name == "Ben"))
    dialog.refresh()
    dialog.name_edit.setFocus()
    qtbot.keyClicks(dialog.name_edit, "BEN")
    assert dialog.problem.text().startswith("Name: “Ben” is an archived player's.")


def test_the_list_follows_changes_made_elsewhere(qtbot: QtBot, store: Store) -> None:
    """Another window or laptop adds and renames: the list shows it at its next look
    (every REFRESH_MS while shown), keeping the selection on the same person."""
    fill(store)
    dialog = roster(qtbot, store)
    assert dialog.timer.isActive() and dialog.timer.interval() == REFRESH_MS
    dialog.table.setCurrentIndex(dialog.proxy.index(2, 0))  # Ben
    with Store(store.path) as other:
        other.people.add_person("Aaron")
        ben = next(p.id for p in other.people.all() if p.name == "Ben")
        other.people.rename_person(ben, "Benno")
    assert "Aaron" not in dialog.visible_names()
    dialog.timer.timeout.emit()  # the timer's next look
    assert dialog.visible_names() == ["Aaron", "Anna K.", "Anna M.", "Benno"]
    current = dialog.current_person()
    assert current is not None and current.name == "Benno"
    dialog.hide()
    assert not dialog.timer.isActive()  # no looking while nobody sees it


def test_a_rename_shows_on_the_open_sessions_sheet(
    qtbot: QtBot, store: Store, tmp_path: Path, shown: list[str]
) -> None:
    window = open_window(qtbot, store, tmp_path, "w")
    window.controller.create(session_json())
    window.controller.add_deal({"type": "normal", "re": ["Anna", "Ben"], "re_points": 150})
    dialog = show_roster(window)
    assert show_roster(window) is dialog  # one per window
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClicks(dialog.find_edit, "chie")
    qtbot.keyClick(dialog.find_edit, Qt.Key.Key_F2)
    qtbot.keyClicks(dialog.name_edit, "Chiemi")
    asked: list[str] = []
    answer_rename(qtbot, asked)
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert asked and "in 1 session" in asked[0]
    model = window.page.model
    assert model.players == ("Anna", "Ben", "Chiemi", "Daiki")
    assert "Chiemi" in [
        str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())
    ]
    window.controller.undo_stack.undo()  # undo goes on working under the new name
    assert model.deal_count() == 0
    assert shown == []


def accelerators(root: RosterDialog) -> dict[str, list[str]]:
    """Each underlined letter of the dialog's buttons and labels, with the texts."""
    found: dict[str, list[str]] = {}
    texts = [b.text() for b in root.findChildren(QAbstractButton)]
    texts += [label.text() for label in root.findChildren(QLabel) if label.buddy() is not None]
    texts += [root.tr("Unarc&hive"), root.tr("Sa&ve")]  # the other state of two buttons
    for shown_text in texts:
        match = re.search(r"&(\w)", shown_text.replace("&&", ""))
        if match:
            found.setdefault(match.group(1).lower(), []).append(shown_text)
    return found


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_texts_follow_the_language_and_each_key_is_one_places(
    qtbot: QtBot, store: Store, english: Translations, language: str
) -> None:
    fill(store)
    dialog = roster(qtbot, store)
    english.apply(language)
    QApplication.processEvents()
    try:
        title = QCoreApplication.translate("RosterDialog", "The club's players")
        assert dialog.windowTitle() == title
        if language != "en":
            assert title != "The club's players"
        assert dialog.model.headerData(0, Qt.Orientation.Horizontal) == (
            QCoreApplication.translate("RosterDialog", "Name")
        )
        clashes = {key: texts for key, texts in accelerators(dialog).items() if len(texts) > 1}
        # "Unarchive"/"Archive" and "Save"/"Add" are one button each, never shown together.
        for pair in ("Arc&hive", "Unarc&hive"), ("&Add", "Sa&ve"):
            for key, texts in list(clashes.items()):
                if sorted(texts) == sorted(dialog.tr(t) for t in pair):
                    del clashes[key]
        assert clashes == {}
        dialog.name_edit.setFocus()
        qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
        assert dialog.problem.text() == QCoreApplication.translate(
            "RosterDialog", "Name: a player needs a name. Type one, e.g. Anna K."
        )
    finally:
        english.apply("en")
