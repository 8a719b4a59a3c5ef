"""Test-wide setup: Qt on the offscreen platform before any QApplication exists."""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from typing import Any

import pytest

from tests.postgres_server import PostgresServer

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


# --- a real PostgreSQL server, started once for the tests that ask for it -----------


_databases = itertools.count(1)


def start_postgres() -> PostgresServer:
    """A new test server; skips the test where PostgreSQL or psycopg is missing,
    except in CI, where ``.ci/run`` installs both and a missing one fails."""
    try:
        import psycopg  # noqa: F401

        return PostgresServer.start()
    except (ImportError, FileNotFoundError) as error:
        if os.environ.get("CI"):
            pytest.fail(f"CI needs PostgreSQL for these tests: {error}")
        pytest.skip(f"PostgreSQL is not available here: {error}")


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every message box's text, in order, instead of a modal box (which would wait
    for a click that never comes)."""
    from PySide6.QtWidgets import QMessageBox

    texts: list[str] = []

    def record(*args: Any) -> QMessageBox.StandardButton:
        texts.append(str(args[2]))
        return QMessageBox.StandardButton.Ok

    for kind in ("critical", "warning", "information"):
        monkeypatch.setattr(QMessageBox, kind, record)
    return texts


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """A temporary PostgreSQL cluster on loopback (see tests/postgres_server.py).

    Skipped where PostgreSQL or psycopg is not installed, except in CI, where
    ``.ci/run`` installs both and a missing one is an error.
    """
    server = start_postgres()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def postgres_url(postgres_server: PostgresServer) -> str:
    """A fresh, empty database on the test server, one per test."""
    return postgres_server.create_database(f"t{next(_databases)}")
