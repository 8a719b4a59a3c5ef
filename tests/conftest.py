"""Test-wide setup: Qt on the offscreen platform before any QApplication exists."""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator

import pytest

from tests.postgres_server import PostgresServer

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


# --- a real PostgreSQL server, started once for the tests that ask for it -----------


_databases = itertools.count(1)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """A temporary PostgreSQL cluster on loopback (see tests/postgres_server.py).

    Skipped where PostgreSQL or psycopg is not installed, except in CI, where
    ``.ci/run`` installs both and a missing one is an error.
    """
    try:
        import psycopg  # noqa: F401

        server = PostgresServer.start()
    except (ImportError, FileNotFoundError) as error:
        if os.environ.get("CI"):
            pytest.fail(f"CI needs PostgreSQL for these tests: {error}")
        pytest.skip(f"PostgreSQL is not available here: {error}")
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def postgres_url(postgres_server: PostgresServer) -> str:
    """A fresh, empty database on the test server, one per test."""
    return postgres_server.create_database(f"t{next(_databases)}")
