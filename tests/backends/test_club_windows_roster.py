"""The club's roster in real windows, on a SQLite file and on a PostgreSQL server alike:
Club → The club's players… (add, rename everywhere, archive, changes made on another
laptop), and the new-session dialog picking players from the roster."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from schreiber.ui.club.roster import RosterDialog
from schreiber.ui.session.new_session import NewSessionDialog
from tests.backends.conftest import Opener
from tests.ui.conftest import session_json
from tests.ui.windows import open_window

# The roster's popup opens as names are typed; the offscreen platform cannot give
# it the keyboard (a desktop does), and says so.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")


def test_the_roster_dialog_adds_renames_everywhere_and_follows_other_laptops(
    qtbot: QtBot, opener: Opener, tmp_path: Path, shown: list[str], qtmodeltester: Any
) -> None:
    store = opener("laptop-1")
    window = open_window(qtbot, store, tmp_path, "w")
    window.controller.create(session_json())
    window.controller.add_deal({"type": "normal", "re": ["Anna", "Ben"], "re_points": 150})
    window.roster_action.trigger()
    dialog = window.findChild(RosterDialog)
    assert isinstance(dialog, RosterDialog)
    qtbot.waitUntil(dialog.isActiveWindow)
    qtmodeltester.check(dialog.model)
    assert dialog.visible_names() == ["Anna", "Ben", "Chie", "Daiki"]

    # A second Anna, told apart by her full name.
    dialog.name_edit.setFocus()
    qtbot.keyClicks(dialog.name_edit, "anna")
    assert "“Anna” is already on the list" in dialog.problem.text()
    qtbot.keyClicks(dialog.name_edit, " M.")
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Tab)
    qtbot.keyClicks(dialog.full_edit, "Anna Meier")
    qtbot.keyClick(dialog.full_edit, Qt.Key.Key_Return)
    assert [(p.name, p.full_name) for p in store.people.all()][:2] == [
        ("Anna", ""),
        ("anna M.", "Anna Meier"),
    ]

    # The first Anna renamed everywhere: the open session's sheet shows it at once.
    dialog.find_edit.setFocus()
    qtbot.keyClicks(dialog.find_edit, "anna")
    qtbot.keyClick(dialog.find_edit, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.table, Qt.Key.Key_F2)
    qtbot.keyClicks(dialog.name_edit, "Anna K.")
    asked: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        asked.append(box.text())
        qtbot.keyClick(box, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert asked and asked[0].startswith("“Anna” is renamed “Anna K.” in 1 session")
    assert window.page.model.players == ("Anna K.", "Ben", "Chie", "Daiki")

    # Another laptop sees the new name, and adds a player this dialog then shows.
    other = opener("laptop-2")
    session_id = window.controller.service.session_id if window.controller.service else 0
    assert other.sessions.load_session(session_id).deals[0]["re"] == ["Anna K.", "Ben"]
    other.people.add_person("Emi", "Emi Sato")
    dialog.find_edit.clear()
    dialog.timer.timeout.emit()  # the dialog's next look (every 2 s while shown)
    assert dialog.visible_names() == ["Anna K.", "anna M.", "Ben", "Chie", "Daiki", "Emi"]

    # Archived: out of the list and out of the new session's type-ahead.
    dialog.table.setFocus()
    dialog.select_person(next(p.id for p in store.people.all() if p.name == "Daiki"))
    dialog.archive_button.click()
    assert "Daiki" not in dialog.visible_names()
    new = NewSessionDialog(window.known_names(), window, store=window.store)
    qtbot.addWidget(new)
    assert new.completer.names() == ["Anna K.", "anna M.", "Ben", "Chie", "Emi"]
    assert shown == []


def test_a_new_session_picks_the_roster_and_last_times_players(
    qtbot: QtBot, opener: Opener, tmp_path: Path, shown: list[str]
) -> None:
    store = opener()
    window = open_window(qtbot, store, tmp_path, "w")
    window.controller.create(session_json(["Anna", "Ben", "Chie", "Daiki", "Emi"]))
    store.people.set_full_name(
        next(p.id for p in store.people.all() if p.name == "Emi"), "Emi Sato"
    )
    dialog = NewSessionDialog(window.known_names(), window, store=window.store)
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    qtbot.keyClicks(dialog.name_edit, "sato")
    popup = dialog.completer.shown_popup()
    assert dialog.completer.shown_texts() == ["Emi (Emi Sato)"]
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert dialog.player_names() == ["Emi"]
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: dialog.player_names() == ["Anna", "Ben", "Chie", "Daiki", "Emi"])
    assert dialog.dealer_combo.currentText() == "Anna"
    assert shown == []
