"""Write failures surface as StoreError and leave the database as it was."""

from __future__ import annotations

import os
import sqlite3
import sys
from collections.abc import Callable, Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

from schreiber.store import DEFAULT_FILENAME, SessionData, Store, StoreError, database, schema


def step(function: Callable[[Any], None]) -> schema.Migration:
    """A step of a newer version's chain: ``function`` on the upgrade's connection."""
    return schema.Migration("a test's step", (schema.Run(function),))


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / DEFAULT_FILENAME


@pytest.fixture
def store(path: Path) -> Iterator[Store]:
    with Store(path, busy_timeout=0.2) as opened:
        yield opened


def session_with_history(store: Store) -> int:
    session_id = store.sessions.create_session(
        "doppelkopf", "Friday", "2026-11-20", ["A", "B", "C", "D"], "A", {"preset": "standard"}
    )
    ids = [store.sessions.add_deal(session_id, {"n": n}).id for n in range(3)]
    store.sessions.replace_deal(session_id, ids[1], {"n": 11}, 1)
    store.undo.undo(session_id)  # leaves one entry on the redo stack
    return session_id


def first_deal(store: Store, session_id: int) -> tuple[int, int]:
    """The id and revision of the session's first deal, as a window would have read them."""
    data = store.sessions.load_session(session_id)
    return data.deal_ids[0], data.revisions[0]


def replace_first(store: Store, session_id: int, record: dict[str, object]) -> object:
    deal_id, revision = first_deal(store, session_id)
    return store.sessions.replace_deal(session_id, deal_id, record, revision)


def connection(store: Store) -> sqlite3.Connection:
    conn = store._conn  # white box: the failure is injected into the store's own connection
    assert conn is not None
    return conn


Write = Callable[[Store, int], object]
WRITES: dict[str, Write] = {
    "add_deal": lambda store, sid: store.sessions.add_deal(sid, {"n": 99, "pad": "x" * 50_000}),
    "replace_deal": lambda store, sid: replace_first(store, sid, {"n": 98, "pad": "y" * 50_000}),
    "delete_deal": lambda store, sid: store.sessions.delete_deal(sid, *first_deal(store, sid)),
    "set_rules": lambda store, sid: store.sessions.set_rules(sid, {"preset": "x" * 50_000}),
    "undo": lambda store, sid: store.undo.undo(sid),
    "redo": lambda store, sid: store.undo.redo(sid),
    "rename": lambda store, sid: store.sessions.rename_session(sid, "x" * 50_000),
    "archive": lambda store, sid: store.sessions.archive_session(sid),
    "delete_session": lambda store, sid: store.sessions.delete_session(sid),
    "create_session": lambda store, sid: store.sessions.create_session(
        "doppelkopf", "t", "2026-11-21", ["A"], "A", {}, [{"pad": "z" * 50_000}]
    ),
}


def state(store: Store, session_id: int) -> tuple[SessionData, bool, bool, int]:
    return (
        store.sessions.load_session(session_id),
        store.undo.can_undo(session_id),
        store.undo.can_redo(session_id),
        len(store.sessions.list_sessions(include_archived=True)),
    )


@pytest.mark.parametrize("write", list(WRITES))
def test_lock_held_elsewhere(store: Store, path: Path, write: str) -> None:
    session_id = session_with_history(store)
    before = state(store, session_id)
    with closing(sqlite3.connect(path, isolation_level=None)) as other:
        other.execute("BEGIN IMMEDIATE")  # another process is writing and does not finish
        with pytest.raises(StoreError) as caught:
            WRITES[write](store, session_id)
        message = str(caught.value)
        assert "busy" in message
        assert "open elsewhere" in message
        assert "nothing was changed" in message
        assert state(store, session_id) == before  # reading still works meanwhile
        other.execute("ROLLBACK")
    WRITES[write](store, session_id)  # and once the lock is gone, writing works again


@pytest.mark.parametrize("write", list(WRITES))
def test_read_only_database_simulated(store: Store, write: str) -> None:
    """Simulation: as root, chmod cannot make a file read-only, so ``PRAGMA query_only``
    makes SQLite refuse writes with SQLITE_READONLY, as for a read-only file."""
    session_id = session_with_history(store)
    before = state(store, session_id)
    connection(store).execute("PRAGMA query_only = 1")
    with pytest.raises(StoreError, match="is read-only; nothing was changed"):
        WRITES[write](store, session_id)
    connection(store).execute("PRAGMA query_only = 0")
    assert state(store, session_id) == before


@pytest.mark.parametrize("write", ["add_deal", "replace_deal", "set_rules", "rename", "undo"])
def test_disk_full(store: Store, write: str) -> None:
    """A real SQLITE_FULL: the database may not grow beyond its current pages."""
    session_id = session_with_history(store)
    if write == "undo":
        big = store.sessions.add_deal(session_id, {"n": 5, "pad": "p" * 50_000})
        store.sessions.delete_deal(
            session_id, big.id, 1
        )  # undoing this needs the big record's pages again
    before = state(store, session_id)
    conn = connection(store)
    (pages,) = conn.execute("PRAGMA page_count").fetchone()
    conn.execute(f"PRAGMA max_page_count = {pages}")
    with pytest.raises(StoreError, match="is full; nothing was changed"):
        WRITES[write](store, session_id)
    conn.execute("PRAGMA max_page_count = 1073741823")
    assert state(store, session_id) == before


@pytest.mark.parametrize("write", list(WRITES))
def test_file_deleted_while_open_is_written_again(store: Store, path: Path, write: str) -> None:
    """The open connection still reads the deleted file: every session goes into a new one."""
    session_id = session_with_history(store)
    other_id = store.sessions.create_session(
        "crescendo", "Other", "2026-11-21", ["X", "Y", "Z"], "X", {}
    )
    before = state(store, session_id)
    history = store.undo.history(session_id)
    assert path.with_name(path.name + "-wal").stat().st_size > 0
    path.unlink()  # the -wal file with the latest deals stays behind
    WRITES[write](store, session_id)
    assert path.exists()
    assert store.take_rewritten()
    assert not store.take_rewritten()  # said once
    after = state(store, session_id) if write not in ("delete_session",) else None
    with Store(path, writer=store.writer) as reopened:  # a fresh look at the file on disk
        with closing(sqlite3.connect(path)) as check:
            assert check.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert reopened.sessions.load_session(other_id).title == "Other"
        if after is not None:
            assert state(reopened, session_id) == after
            if write in ("rename", "archive", "set_rules"):
                assert reopened.sessions.load_session(session_id).deals == before[0].deals
                assert reopened.undo.history(session_id)[0][: len(history[0])] == history[0]


def test_file_and_folder_deleted_while_open(store: Store, path: Path) -> None:
    session_id = session_with_history(store)
    for leftover in path.parent.iterdir():
        leftover.unlink()
    path.parent.rmdir()
    store.sessions.add_deal(session_id, {"n": 3})
    assert [d["n"] for d in store.sessions.load_session(session_id).deals] == [0, 1, 2, 3]
    with Store(path) as reopened:
        assert [d["n"] for d in reopened.sessions.load_session(session_id).deals] == [0, 1, 2, 3]


def test_writing_the_deleted_file_again_can_fail_and_be_retried(
    store: Store, path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session_id = session_with_history(store)
    before = store.sessions.load_session(session_id)
    path.unlink()

    def full_disk(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    with pytest.raises(StoreError, match=r"writing it again failed \(No space left on device\)"):
        store.sessions.add_deal(session_id, {"n": 3})
    assert not path.exists()
    assert list(path.parent.glob("*.recover*")) == []  # no copy left behind
    assert store.sessions.load_session(session_id) == before  # still read from the open file
    monkeypatch.undo()
    store.sessions.add_deal(session_id, {"n": 3})
    with Store(path) as reopened:
        assert [d["n"] for d in reopened.sessions.load_session(session_id).deals] == [0, 1, 2, 3]


def test_file_replaced_while_open(store: Store, path: Path) -> None:
    session_id = session_with_history(store)
    moved = path.with_name("moved.sqlite3")
    os.replace(path, moved)
    path.write_bytes(b"")
    with pytest.raises(StoreError, match="was moved or deleted"):
        store.sessions.add_deal(session_id, {"n": 3})
    assert path.read_bytes() == b""


@pytest.mark.skipif(
    sys.platform == "win32" or os.geteuid() == 0, reason="root ignores file permissions"
)
def test_read_only_file(path: Path) -> None:  # pragma: no cover - runs only as a normal user
    with Store(path) as store:
        session_id = session_with_history(store)
        before = state(store, session_id)
    path.chmod(0o444)
    try:
        with Store(path, busy_timeout=0.2) as store:
            with pytest.raises(StoreError, match="read-only"):
                store.sessions.add_deal(session_id, {"n": 3})
            assert state(store, session_id) == before
    finally:
        path.chmod(0o644)


def test_opening_while_another_process_writes(path: Path) -> None:
    with Store(path) as store:
        session_id = session_with_history(store)
    with closing(sqlite3.connect(path, isolation_level=None)) as other:
        other.execute("BEGIN IMMEDIATE")
        with Store(path, busy_timeout=0.2) as store:  # opening and reading need no lock
            assert len(store.sessions.load_session(session_id).deals) == 3
            with pytest.raises(StoreError, match="open elsewhere"):
                store.sessions.add_deal(session_id, {"n": 3})
        other.execute("ROLLBACK")


def test_migration_blocked_by_a_lock(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with Store(path) as store:
        session_id = session_with_history(store)
    monkeypatch.setattr(schema, "MIGRATIONS", [*schema.MIGRATIONS, step(lambda conn: None)])
    with closing(sqlite3.connect(path, isolation_level=None)) as other:
        other.execute("BEGIN IMMEDIATE")
        with pytest.raises(StoreError, match=r"Could not upgrade the database: .*open elsewhere"):
            Store(path, busy_timeout=0.2)
        assert other.execute("PRAGMA user_version").fetchone()[0] == database.SCHEMA_VERSION
        other.execute("ROLLBACK")
    with Store(path) as store:  # the next attempt upgrades
        assert len(store.sessions.load_session(session_id).deals) == 3
