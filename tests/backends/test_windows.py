"""Two real windows on one database, SQLite file or PostgreSQL server alike, and
File → Open database… pointing a window at a club's server."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from schreiber.store.locate import open_store
from schreiber.ui.settings import DATABASE
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
    qtbot: QtBot, postgres_url: str, tmp_path: Path, shown: list[str]
) -> None:
    """File → Open database… (schreiber.ui.connection.database_dialog; its own tests are in
    tests/ui/test_database_dialog.py): a server that cannot be opened changes
    nothing; one that can is switched to and remembered."""
    from psycopg.conninfo import conninfo_to_dict

    from schreiber.ui.connection.database_dialog import DatabaseDialog

    with open_store(postgres_url) as other:
        other_session = other.sessions.create_session(
            "doppelkopf", "At the club", "2026-11-20", ["A", "B", "C", "D"], "A", {}
        )
    local = open_window(qtbot, open_store(f"sqlite://{tmp_path / 'local.sqlite3'}"), tmp_path, "w")
    params = conninfo_to_dict(postgres_url)
    seen: list[str] = []

    def answer(database: str) -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, DatabaseDialog)
        dialog.server_choice.setChecked(True)
        for field, value in (
            (dialog.server, str(params["host"])),
            (dialog.port, str(params["port"])),
            (dialog.database, database),
            (dialog.user, str(params["user"])),
        ):
            field.clear()
            qtbot.keyClicks(field, value)
        qtbot.keyClick(dialog.user, Qt.Key.Key_Return)
        seen.append(dialog.problem.text())
        if dialog.isVisible():  # refused: the dialog says why and stays open
            dialog.reject()

    QTimer.singleShot(0, lambda: answer("no-such-database"))
    local.open_database()  # a database that is not there: said, nothing changes
    assert "has no database no-such-database" in seen[0]
    assert local.settings.value(DATABASE.key) is None
    QTimer.singleShot(0, lambda: answer(str(params["dbname"])))
    local.open_database()
    assert local.settings.value(DATABASE.key) == postgres_url + "?sslmode=prefer"
    assert local.controller.service is not None
    assert local.controller.service.session_id == other_session
    assert shown == []
    local.close()
