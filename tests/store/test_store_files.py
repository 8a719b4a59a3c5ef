"""Opening files: newer versions and damaged files are refused untouched; migrations back up."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

from schreiber.store import DEFAULT_FILENAME, Store, StoreError, database, schema

RULES: dict[str, object] = {"preset": "standard"}


def step(function: Callable[[Any], None]) -> schema.Migration:
    """A step of a newer version's chain: ``function`` on the upgrade's connection."""
    return schema.Migration("a test's step", (schema.Run(function),))


def make_database(path: Path, deals: int = 300) -> int:
    """A valid, fully checkpointed database with one session."""
    with Store(path) as store:
        return store.sessions.create_session(
            "doppelkopf",
            "Friday",
            "2026-11-20",
            ["Anna", "Ben", "Chie", "Daiki"],
            "Anna",
            RULES,
            [{"n": n, "note": "x" * 80} for n in range(deals)],
        )


Snapshot = tuple[bytes, int, list[str]]


def snapshot(path: Path) -> Snapshot:
    """The file's bytes and mtime, and the names in its folder."""
    return path.read_bytes(), path.stat().st_mtime_ns, sorted(p.name for p in path.parent.iterdir())


def user_version(path: Path) -> int:
    with closing(sqlite3.connect(path)) as conn:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])


# ------------------------------------------------------------------ newer version


def test_newer_version_is_refused_and_left_unchanged(tmp_path: Path) -> None:
    path = tmp_path / DEFAULT_FILENAME
    make_database(path, deals=5)
    newer = len(database.MIGRATIONS) + 1
    with closing(sqlite3.connect(path)) as conn:
        conn.execute(f"PRAGMA user_version = {newer}")
        conn.commit()
    data, mtime, _ = snapshot(path)
    with pytest.raises(StoreError) as caught:
        Store(path)
    message = str(caught.value)
    assert "was written by a newer version of Schreiber; update the app" in message
    assert str(path) in message
    assert "\n" not in message
    assert path.read_bytes() == data
    assert path.stat().st_mtime_ns == mtime
    assert user_version(path) == newer
    assert not list(tmp_path.glob("*.backup-*"))


def test_newer_version_of_the_code_reads_our_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The mirror case: a database upgraded by a newer app is refused by this one."""
    path = tmp_path / DEFAULT_FILENAME
    make_database(path, deals=1)
    monkeypatch.setattr(schema, "MIGRATIONS", [*schema.MIGRATIONS, step(lambda conn: None)])
    Store(path).close()
    monkeypatch.undo()
    with pytest.raises(StoreError, match="newer version of Schreiber"):
        Store(path)


# ------------------------------------------------------------------ damaged files


def truncated(path: Path) -> None:
    make_database(path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def truncated_to_first_page(path: Path) -> None:
    make_database(path)
    path.write_bytes(path.read_bytes()[:4096])


def overwritten_page(path: Path) -> None:
    make_database(path)
    data = bytearray(path.read_bytes())
    data[3 * 4096 : 3 * 4096 + 64] = b"\xff" * 64
    path.write_bytes(bytes(data))


def garbage(path: Path) -> None:
    path.write_bytes(random.Random(1).randbytes(8192))


def sqlite_header_then_garbage(path: Path) -> None:
    path.write_bytes(b"SQLite format 3\x00" + random.Random(2).randbytes(8192 - 16))


def text_file(path: Path) -> None:
    path.write_text("Anna 12, Ben -12\n", encoding="utf-8")


def foreign_database(path: Path) -> None:
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("CREATE TABLE scores (player TEXT, points INTEGER)")
        conn.execute("INSERT INTO scores VALUES ('Anna', 12)")
        conn.commit()


def schreiber_without_tables(path: Path) -> None:
    make_database(path, deals=1)
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("DROP TABLE undo_log")
        conn.commit()


@pytest.mark.parametrize(
    "damage",
    [
        truncated,
        truncated_to_first_page,
        overwritten_page,
        garbage,
        sqlite_header_then_garbage,
        text_file,
        foreign_database,
        schreiber_without_tables,
    ],
)
def test_damaged_file_is_refused_and_left_untouched(tmp_path: Path, damage: object) -> None:
    assert callable(damage)
    path = tmp_path / DEFAULT_FILENAME
    damage(path)
    before = snapshot(path)
    for _ in range(2):  # and again: the first refusal changed nothing
        with pytest.raises(StoreError) as caught:
            Store(path)
        message = str(caught.value)
        assert "is damaged or not a Schreiber database; it was left untouched" in message
        assert str(path) in message
        assert "\n" not in message
        assert snapshot(path) == before


def test_folder_in_place_of_the_file(tmp_path: Path) -> None:
    path = tmp_path / DEFAULT_FILENAME
    path.mkdir()
    with pytest.raises(StoreError, match="not a Schreiber database"):
        Store(path)
    assert path.is_dir()


def test_reopening_a_valid_database_takes_no_backup(tmp_path: Path) -> None:
    path = tmp_path / DEFAULT_FILENAME
    make_database(path, deals=3)
    with Store(path) as store:
        assert store.backup_path is None
        assert len(store.sessions.load_session(store.sessions.list_sessions()[0].id).deals) == 3
    assert not list(tmp_path.glob("*.backup-*"))


# ------------------------------------------------------------------ migrations


def add_notes_column(conn: sqlite3.Connection) -> None:
    """A made-up version 2: sessions get notes."""
    conn.execute("ALTER TABLE sessions ADD COLUMN notes TEXT NOT NULL DEFAULT ''")
    conn.execute("UPDATE sessions SET notes = 'migrated'")


def columns(path: Path) -> list[str]:
    with closing(sqlite3.connect(path)) as conn:
        return [str(row[1]) for row in conn.execute("PRAGMA table_info(sessions)")]


def test_migration_backs_up_then_upgrades(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / DEFAULT_FILENAME
    session_id = make_database(path, deals=20)
    old_version = len(database.MIGRATIONS)
    with Store(path, writer="window") as store:
        store.sessions.add_deal(session_id, {"n": 20})
        store.undo.undo(session_id)
    original = Store(path)
    before = original.sessions.load_session(session_id)
    original.close()

    monkeypatch.setattr(schema, "MIGRATIONS", [*schema.MIGRATIONS, step(add_notes_column)])
    with Store(path, writer="window") as store:
        backup = store.backup_path
        assert store.sessions.load_session(session_id) == before  # ids and revisions too
        assert store.undo.redo(session_id) == "add_deal"  # the undo history came along
    assert backup is not None
    assert backup.parent == tmp_path
    assert backup.name.startswith(f"{DEFAULT_FILENAME}.backup-v{old_version}-")
    assert [p.name for p in tmp_path.glob("*.backup-*")] == [backup.name]

    assert user_version(path) == old_version + 1
    assert "notes" in columns(path)
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("SELECT notes FROM sessions").fetchall() == [("migrated",)]

    # The backup is a complete, valid database of the old version.
    assert user_version(backup) == old_version
    assert "notes" not in columns(backup)
    with closing(sqlite3.connect(backup)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("SELECT COUNT(*) FROM deals").fetchone()[0] == 20

    # Opening again: nothing to migrate, no second backup.
    with Store(path) as store:
        assert store.backup_path is None
    assert len(list(tmp_path.glob("*.backup-*"))) == 1


def test_failed_migration_changes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / DEFAULT_FILENAME
    session_id = make_database(path, deals=4)
    old_version = len(database.MIGRATIONS)

    def half_done(conn: sqlite3.Connection) -> None:
        conn.execute("CREATE TABLE seats (session_id INTEGER, player TEXT)")
        raise RuntimeError("step two went wrong")

    monkeypatch.setattr(
        schema, "MIGRATIONS", [*schema.MIGRATIONS, step(add_notes_column), step(half_done)]
    )
    failing = rf"from version {old_version + 1} to {old_version + 2} \(step two went wrong\)"
    with pytest.raises(StoreError, match=failing):
        Store(path)
    # One transaction: not even the first step stayed.
    assert user_version(path) == old_version
    assert "notes" not in columns(path)
    with closing(sqlite3.connect(path)) as conn:
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_schema")}
    assert "seats" not in tables
    assert len(list(tmp_path.glob("*.backup-*"))) == 1

    monkeypatch.undo()
    with Store(path) as store:
        assert len(store.sessions.load_session(session_id).deals) == 4
