"""Each test here runs twice: on a SQLite file and on a real PostgreSQL server."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from schreiber.store.core import StoreCore
from schreiber.store.locate import open_store

Opener = Callable[..., StoreCore]


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A URL of an empty database of either kind."""
    if request.param == "sqlite":
        return f"sqlite://{tmp_path / 'schreiber.sqlite3'}"
    url: str = request.getfixturevalue("postgres_url")
    return url


@pytest.fixture
def opener(database_url: str) -> Iterator[Opener]:
    """Opens stores (writers) on the test's database; closes them after the test."""
    opened: list[StoreCore] = []

    def open_one(writer: str | None = None) -> StoreCore:
        store = open_store(database_url, writer=writer)
        opened.append(store)
        return store

    yield open_one
    for store in opened:
        store.close()


def moves_from(store: StoreCore, seen: int, within: float = 10.0) -> bool:
    """Whether the store's data version moves away from ``seen`` (waiting at most
    ``within`` seconds: PostgreSQL delivers NOTIFY asynchronously, as a window's
    next poll would find it)."""
    deadline = time.monotonic() + within
    while store.data_version() == seen:
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True
