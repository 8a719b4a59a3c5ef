"""The club's server goes away and comes back: nothing confirmed is lost, the entry is kept.

A server of its own for these tests (they stop it), started and stopped here.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.core import StoreError
from schreiber.store.locate import open_store
from schreiber.store.postgres import PostgresStore, display_url
from schreiber.ui.main_window import MainWindow
from tests.backends.conftest import moves_from
from tests.conftest import start_postgres
from tests.postgres_server import PostgresServer
from tests.ui.conftest import session_json

DEAL = {"type": "normal", "re": ["Anna", "Ben"], "re_points": 150}


@pytest.fixture
def server() -> Iterator[PostgresServer]:
    started = start_postgres()
    try:
        yield started
    finally:
        started.stop()


def drop_connections(server: PostgresServer) -> None:
    """The server ends every other client's connection (as a restart or a network cut)."""
    import psycopg

    with psycopg.connect(server.url_for("postgres"), autocommit=True) as admin:
        admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE pid <> pg_backend_pid() AND datname IS NOT NULL"
        )


def test_a_connection_dropped_between_two_deals_is_made_again(server: PostgresServer) -> None:
    with open_store(server.url) as store:
        session_id = create_session(store, parse_session(session_json()))
        service = SessionService(store, session_id)
        service.add_deal(DEAL)
        drop_connections(server)
        service.add_deal(DEAL)  # connects again before writing; nothing lost
        seen = store.data_version()  # the listening connection comes back too
        with open_store(server.url) as other:
            other.sessions.add_deal(session_id, DEAL)
        assert moves_from(store, seen)
        assert len(store.sessions.load_session(session_id).deals) == 3


def test_a_stopped_server_is_named_and_the_next_save_after_its_return_works(
    server: PostgresServer,
) -> None:
    with open_store(server.url) as store:
        session_id = create_session(store, parse_session(session_json()))
        service = SessionService(store, session_id)
        service.add_deal(DEAL)
        server.pause()
        with pytest.raises(StoreError, match="cannot be reached") as caught:
            service.add_deal(DEAL)
        assert display_url(server.url) in str(caught.value)
        server.resume()
        service.add_deal(DEAL)
        assert len(store.sessions.load_session(session_id).deals) == 2


def test_the_window_keeps_the_entry_while_the_server_is_away(
    qtbot: QtBot, server: PostgresServer, tmp_path: Path, shown: list[str]
) -> None:
    settings = QSettings(str(tmp_path / "w.ini"), QSettings.Format.IniFormat)
    window = MainWindow(open_store(server.url), settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.controller.create(session_json())
    window.page.entry.clear()
    with qtbot.waitActive(window):
        window.activateWindow()
    entry: Any = window.page.entry
    for key in "13129":
        qtbot.keyClicks(entry.focusWidget() or entry, key)
    typed = entry.record()
    server.pause()
    qtbot.keyClick(entry.focusWidget() or entry, Qt.Key.Key_Return)
    # Offline is a state, not a box to click away: said in the status bar for as
    # long as it lasts, and the entry is kept.
    assert shown == []
    status = window.statusBar()
    assert "did not answer" in status.currentMessage() or "cannot be reached" in (
        status.currentMessage()
    ), status.currentMessage()
    assert window.offline_label.isVisible()
    assert entry.record() == typed  # nothing typed is lost
    server.resume()
    qtbot.waitUntil(
        lambda: "The database can be reached again" in status.currentMessage(), timeout=30_000
    )
    assert not window.offline_label.isVisible()
    qtbot.keyClick(entry.focusWidget() or entry, Qt.Key.Key_Return)  # saved now
    assert window.page.model.deal_count() == 1
    assert shown == []
    window.close()


def test_a_password_never_shows_in_messages() -> None:
    assert display_url("postgresql://club:s3cret@host:5432/db") == "postgresql://club@host:5432/db"
    with pytest.raises(StoreError) as caught:
        PostgresStore("postgresql://club:s3cret@127.0.0.1:1/db", connect_timeout=1)
    assert "s3cret" not in str(caught.value)
