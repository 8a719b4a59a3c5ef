"""File → Back up… (Alt+F, K): the whole database in one file, as ``schreiber backup``
writes it, through the same safe writing as the exports; the status bar says where
it went (records.md "A club's database: roles, backup and moving")."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from schreiber.store.backup import read_backup, restore_backup, take_backup
from schreiber.store.database import Store
from schreiber.ui.i18n import Translations
from schreiber.ui.main_window import MainWindow
from tests.ui.conftest import session_json
from tests.ui.test_accelerators import accelerator

# The File menu's popup asks for the keyboard, which the offscreen platform cannot give.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")


def make_window(qtbot: QtBot, store: Store, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(store, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitActive(window):
        window.activateWindow()
    return window


def test_alt_f_k_backs_up_the_whole_database(
    qtbot: QtBot, store: Store, tmp_path: Path, saved_as: list[str]
) -> None:
    window = make_window(qtbot, store, tmp_path)
    window.controller.create(session_json())
    window.controller.add_deal({"type": "normal", "re": ["Anna", "Ben"], "re_points": 150})
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(window.file_menu.isVisible)
    qtbot.keyClick(window.file_menu, Qt.Key.Key_K)
    qtbot.waitUntil(lambda: bool(saved_as))
    today = datetime.date.today().isoformat()
    assert Path(saved_as[0]).name == f"schreiber-backup-{today}.json"
    written = tmp_path / "out" / "club.json"
    assert written.read_bytes() == take_backup(store)[0]
    assert window.statusBar().currentMessage() == f"Backup written: {written}"
    assert window.settings.value("backup/folder") == str(tmp_path / "out")
    # The next backup is offered in the same folder; the file restores elsewhere.
    window.backup_action.trigger()
    assert Path(saved_as[1]).parent == tmp_path / "out"
    with Store(tmp_path / "elsewhere.sqlite3") as other:
        restore_backup(other, read_backup(json.loads(written.read_bytes())))
        assert take_backup(other)[0] == written.read_bytes()
        assert other.sessions.list_sessions() == store.sessions.list_sessions()


def test_a_target_that_cannot_be_written_is_said_so(
    qtbot: QtBot,
    store: Store,
    tmp_path: Path,
    saved_as: list[str],
    shown: list[str],
) -> None:
    window = make_window(qtbot, store, tmp_path)
    (tmp_path / "out" / "club.json").mkdir()  # a folder where the file should go
    window.backup_action.trigger()
    assert len(shown) == 1
    assert "club.json could not be written: it is a folder" in shown[0]
    assert window.statusBar().currentMessage() == ""
    assert window.settings.value("backup/folder") is None


def test_a_database_that_cannot_be_read_is_said_so(
    qtbot: QtBot, tmp_path: Path, saved_as: list[str], shown: list[str]
) -> None:
    store = Store(tmp_path / "club.sqlite3")
    window = make_window(qtbot, store, tmp_path)
    store.close()
    window.backup_action.trigger()
    assert len(shown) == 1 and "closed" in shown[0]
    assert not (tmp_path / "out" / "club.json").exists()


@pytest.mark.parametrize("code", ["en", "de", "ja"])
def test_every_entry_of_the_file_menu_has_a_letter_of_its_own(
    qtbot: QtBot, store: Store, tmp_path: Path, english: Translations, code: str
) -> None:
    window = make_window(qtbot, store, tmp_path)
    try:
        english.apply(code)
        QApplication.processEvents()
        letters = [
            accelerator(action.text())
            for action in window.file_menu.actions()
            if not action.isSeparator()
        ]
    finally:
        english.apply("en")
    assert None not in letters
    assert len(set(letters)) == len(letters), letters
