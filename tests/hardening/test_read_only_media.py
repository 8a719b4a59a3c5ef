"""A database on read-only media (records.md: "A database on read-only media can be
read (``sessions``, ``show``, ``export``); a change exits 4 saying it is
read-only"; issue 24, item 3).

The file lies on a real read-only mount (``tests/hardening/read_only.py``), so
that SQLite cannot make the ``-wal`` and ``-shm`` files a WAL database needs,
as on a CD or a write-protected stick. The commands run as the user runs them.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from schreiber.store.database import DEFAULT_FILENAME, Store
from schreiber.store.locate import open_store
from tests.hardening.cli import Run, run_here, run_process
from tests.hardening.read_only import read_only_media

FOUR = ["A", "B", "C", "D"]


def deal(re: list[str], re_points: int = 131) -> dict[str, object]:
    return {"type": "normal", "re": re, "re_points": re_points}


def session_file(title: str) -> dict[str, object]:
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": title,
        "date": "2026-11-20",
        "players": FOUR,
        "first_dealer": "A",
        "rules": {"preset": "standard"},
        "deals": [deal(["A", "B"]), deal(["C", "D"], 90)],
    }


@pytest.fixture(autouse=True)
def no_database_in_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("SCHREIBER_DATABASE", "SCHREIBER_DATA_DIR"):
        monkeypatch.delenv(name, raising=False)


def cli(folder: Path, *args: str, stdin: object = None) -> Run:
    data = b"" if stdin is None else json.dumps(stdin).encode()
    return run_here("--data-dir", str(folder), *args, stdin=data)


def answer(run: Run) -> object:
    assert run.code == 0, run.stderr.decode()
    assert run.stderr == b""
    return json.loads(run.stdout.decode("utf-8"))


def refused(run: Run, status: int, *names: str) -> str:
    stderr = run.stderr.decode("utf-8", "replace")
    assert run.code == status, (run.code, stderr)
    assert run.stdout == b""
    assert "Traceback" not in stderr
    lines = stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("schreiber: "), stderr
    for name in names:
        assert name in lines[0], lines[0]
    return lines[0]


def two_evenings(folder: Path) -> None:
    for title in ("Friday", "Saturday"):
        answer(cli(folder, "create", "-", stdin=session_file(title)))


@pytest.fixture
def media(tmp_path: Path) -> Iterator[Path]:
    """A data folder on read-only media holding two evenings (written before)."""
    with read_only_media(tmp_path / "media", two_evenings) as folder:
        yield folder


def test_the_commands_read_it_and_a_change_says_read_only(media: Path, tmp_path: Path) -> None:
    before = sorted(path.name for path in media.iterdir())
    listed = answer(cli(media, "sessions"))
    assert isinstance(listed, list)
    assert sorted(item["title"] for item in listed) == ["Friday", "Saturday"]
    shown = answer(cli(media, "show", "1"))
    assert isinstance(shown, dict) and len(shown["deals"]) == 2

    # export: the evening shown, written to a folder that can be written.
    evening = tmp_path / "friday.json"
    evening.write_text(json.dumps(shown), encoding="utf-8")
    out = tmp_path / "friday.xlsx"
    assert answer(run_here("export", str(evening), str(out))) == {"written": str(out)}

    # Every change: exit 4, "read-only", nothing changed.
    line = refused(cli(media, "add", "1", "-", stdin=deal(["B", "C"])), 4, "read-only")
    assert "cannot be opened" not in line
    first = shown["deals"][0]
    refused(
        cli(media, "edit", "1", first["id"], "-", "--revision", "1", stdin=deal(["A", "C"])),
        4,
        "read-only",
    )
    refused(cli(media, "delete", "1", first["id"], "--revision", "1"), 4, "read-only")
    refused(cli(media, "create", "-", stdin=session_file("Sunday")), 4, "read-only")
    assert answer(cli(media, "show", "1")) == shown
    assert sorted(path.name for path in media.iterdir()) == before


def test_in_a_process_of_its_own(media: Path) -> None:
    """As a user runs it: the real command, nothing but its line on standard error."""
    listed = run_process("--data-dir", str(media), "sessions")
    assert listed.code == 0 and listed.stderr == b"", listed.stderr
    assert len(json.loads(listed.stdout)) == 2
    added = run_process(
        "--data-dir", str(media), "add", "2", "-", stdin=json.dumps(deal(["B", "C"])).encode()
    )
    refused(added, 4, "read-only", str(media / DEFAULT_FILENAME))


def test_the_store_knows_and_sqlite_opens_it_read_only(media: Path) -> None:
    with Store(media / DEFAULT_FILENAME) as store:
        assert store.read_only
        assert [info.title for info in store.sessions.list_sessions()] == ["Saturday", "Friday"]
        assert len(store.sessions.load_session(1).deals) == 2
        assert store.data_version() == store.data_version()  # a window's poll works
        store.heal()  # and its healing finds nothing to do
    with open_store(f"sqlite://{media / DEFAULT_FILENAME}") as store:
        assert len(store.sessions.list_sessions()) == 2


def test_a_writable_database_is_not_read_only(tmp_path: Path) -> None:
    two_evenings(tmp_path)
    with Store(tmp_path / DEFAULT_FILENAME) as store:
        assert not store.read_only


def older(folder: Path) -> None:
    """A database written by the version before this one (schema version one less)."""
    two_evenings(folder)
    path = folder / DEFAULT_FILENAME
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        (version,) = conn.execute("PRAGMA user_version").fetchone()
        conn.execute(f"PRAGMA user_version = {int(version) - 1}")
        conn.execute("PRAGMA journal_mode = DELETE")  # one file, as a copy onto a CD is
    finally:
        conn.close()


def test_an_older_database_on_read_only_media_says_what_to_do(tmp_path: Path) -> None:
    """It would have to be upgraded (with a backup beside it) before it is read."""
    with read_only_media(tmp_path / "media", older) as folder:
        line = refused(cli(folder, "sessions"), 4, "read-only", "older version")
        assert "copy it to a folder that can be written" in line
