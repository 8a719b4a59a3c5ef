"""Two real windows on one database, SQLite file or PostgreSQL server alike, and
File → Open database… pointing a window at a club's server."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from app.store.locate import open_store
from app.ui.main_window import DATABASE_SETTING
from tests.ui.conftest import session_json
from tests.ui.windows import WAIT_MS, open_window, save_deal


def test_two_windows_see_each_other_and_undo_only_their_own(
    qtbot: QtBot, database_url: str, tmp_path: Path, shown: list[str]
) -> None:
    a = open_window(qtbot, open_store(database_url), tmp_path, "a")
    a.controller.create(session_json())
    a.page.entry.clear()
    b = open_window(qtbot, open_store(database_url), tmp_path, "b")
    b.start_up()
    b.page.entry.clear()
    save_deal(qtbot, a, "13129")
    qtbot.waitUntil(lambda: b.page.model.deal_count() == 1, timeout=WAIT_MS)
    save_deal(qtbot, b, "24150")
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
    local = open_window(qtbot, open_store(f"sqlite://{tmp_path / 'local.sqlite3'}"), tmp_path, "w")
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
