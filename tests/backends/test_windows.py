"""Two real windows on one database, SQLite file or PostgreSQL server alike, and
File → Open database… pointing a window at a club's server."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from app.store.locate import open_store
from app.ui.main_window import DATABASE_SETTING, MainWindow
from tests.ui.conftest import session_json

WAIT_MS = 5000  # a bound for the waits; the speed is measured by benchmarks/bench_live.py


def window_on(qtbot: QtBot, url: str, tmp_path: Path, name: str) -> MainWindow:
    settings = QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(open_store(url), settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def type_and_save(qtbot: QtBot, window: MainWindow, keys: str) -> None:
    if not window.isActiveWindow():
        with qtbot.waitActive(window):
            window.activateWindow()
    entry: Any = window.page.entry
    for key in keys:
        qtbot.keyClicks(entry.focusWidget() or entry, key)
    qtbot.keyClick(entry.focusWidget() or entry, Qt.Key.Key_Return)


def test_two_windows_see_each_other_and_undo_only_their_own(
    qtbot: QtBot, database_url: str, tmp_path: Path, shown: list[str]
) -> None:
    a = window_on(qtbot, database_url, tmp_path, "a")
    a.controller.create(session_json())
    a.page.entry.clear()
    b = window_on(qtbot, database_url, tmp_path, "b")
    b.start_up()
    b.page.entry.clear()
    type_and_save(qtbot, a, "13129")
    qtbot.waitUntil(lambda: b.page.model.deal_count() == 1, timeout=WAIT_MS)
    type_and_save(qtbot, b, "24150")
    qtbot.waitUntil(lambda: a.page.model.deal_count() == 2, timeout=WAIT_MS)
    assert "Deal 2 was added elsewhere" in a.statusBar().currentMessage()
    a.controller.undo_stack.undo()  # A's own deal 1 goes; B's stays
    qtbot.waitUntil(lambda: b.page.model.deal_count() == 1, timeout=WAIT_MS)
    assert [deal.to_json()["re"] for deal in b.controller.session.deals] == [["Ben", "Daiki"]]
    assert shown == []
    for window in (a, b):
        window.close()


def test_open_database_switches_and_is_remembered(
    qtbot: QtBot,
    database_url: str,
    tmp_path: Path,
    shown: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with open_store(database_url) as other:
        other_session = other.create_session(
            "doppelkopf", "At the club", "2026-11-20", ["A", "B", "C", "D"], "A", {}
        )
    local = window_on(qtbot, f"sqlite://{tmp_path / 'local.sqlite3'}", tmp_path, "w")
    answers = iter([("no-such://x", True), (database_url, True)])
    monkeypatch.setattr(QInputDialog, "getText", lambda *args: next(answers))
    local.open_database()  # a wrong address: a message, nothing changes
    assert len(shown) == 1 and "no-such://x" in shown[0]
    assert local.settings.value(DATABASE_SETTING) is None
    local.open_database()
    assert local.settings.value(DATABASE_SETTING) == database_url
    assert local.controller.service is not None
    assert local.controller.service.session_id == other_session
    local.close()
