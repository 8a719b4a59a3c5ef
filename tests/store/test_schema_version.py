"""A schema version Schreiber never wrote (negative) or a newer one: refused, named, untouched.

Before, ``PRAGMA user_version = -1`` passed for an old version while another
program had the file open (its header is read as the -wal holds it): the store
backed it up and then failed halfway through a migration ("duplicate column
name"), leaving the backup beside the file.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path

import pytest

from schreiber.cli import EXIT_DATABASE, main
from schreiber.session.file import parse_session
from schreiber.session.service import create_session
from schreiber.store import SCHEMA_VERSION, Store, StoreError

SESSION = {
    "format": "schreiber-session",
    "version": 1,
    "game": "doppelkopf",
    "title": "Thursday",
    "date": "2026-11-19",
    "players": ["A", "B", "C", "D"],
    "first_dealer": "A",
    "rules": {"preset": "standard"},
    "deals": [{"type": "normal", "re": ["A", "B"], "re_points": 130}],
}


def stored(path: Path) -> None:
    with Store(path) as store:
        create_session(store, parse_session(SESSION))


def set_version(path: Path, version: int) -> None:
    with closing(sqlite3.connect(path)) as conn:
        conn.execute(f"PRAGMA user_version = {version}")
        conn.commit()


@contextmanager
def in_use_with_version(path: Path, version: int) -> Iterator[sqlite3.Connection]:
    """Another program holds the file open, the new version only in its -wal."""
    with closing(sqlite3.connect(path, isolation_level=None)) as other:
        other.execute("PRAGMA wal_autocheckpoint = 0")
        other.execute(f"PRAGMA user_version = {version}")
        assert Path(f"{path}-wal").stat().st_size > 0
        yield other


def listing(folder: Path) -> list[str]:
    return sorted(os.listdir(folder))


@pytest.mark.parametrize("version", [-1, -2147483648])
def test_a_negative_version_is_named_and_the_file_left_alone(tmp_path: Path, version: int) -> None:
    path = tmp_path / "schreiber.sqlite3"
    stored(path)
    set_version(path, version)
    before = (path.read_bytes(), listing(tmp_path))
    with pytest.raises(StoreError) as caught:
        Store(path)
    message = str(caught.value)
    assert f"has schema version {version}, which Schreiber does not know" in message
    assert str(path) in message
    assert (path.read_bytes(), listing(tmp_path)) == before  # no backup, no -wal, no -shm


@pytest.mark.parametrize("version", [-1, 99])
def test_an_unknown_version_in_use_gets_no_backup(tmp_path: Path, version: int) -> None:
    path = tmp_path / "schreiber.sqlite3"
    stored(path)
    with in_use_with_version(path, version) as other:
        before = listing(tmp_path)
        with pytest.raises(StoreError, match=f"schema version {version}[,;) ]"):
            Store(path)
        assert listing(tmp_path) == before
        assert not any(".backup-" in name for name in listing(tmp_path))
        # The other program's data is as it left it.
        assert other.execute("SELECT COUNT(*) FROM deals").fetchone()[0] == 1


def test_a_newer_version_names_both_versions(tmp_path: Path) -> None:
    path = tmp_path / "schreiber.sqlite3"
    stored(path)
    set_version(path, 99)
    before = (path.read_bytes(), listing(tmp_path))
    with pytest.raises(StoreError) as caught:
        Store(path)
    message = str(caught.value)
    assert "newer version of Schreiber" in message
    assert f"schema version 99, this app reads up to {SCHEMA_VERSION}" in message
    assert (path.read_bytes(), listing(tmp_path)) == before


@pytest.mark.parametrize("version", [-1, 99])
def test_the_command_line_says_it_in_one_line(
    tmp_path: Path, version: int, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "schreiber.sqlite3"
    stored(path)
    set_version(path, version)
    assert main(["--data-dir", str(tmp_path), "sessions"]) == EXIT_DATABASE
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and f"schema version {version}" in err
    assert "Traceback" not in err
    assert listing(tmp_path) == [path.name]
