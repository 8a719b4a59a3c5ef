"""``schreiber night …`` on both engines: a SQLite file and a real PostgreSQL
server (records.md, "A club night from the command line")."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from schreiber.store.locate import open_store
from tests.backends.conftest import Opener
from tests.hardening.cli import ROOT
from tests.test_cli_night import (
    ENVIRONMENT,
    MEMBERS,
    answer,
    create,
    deal_for,
    night_file,
    play,
    refused,
    schreiber,
)

SLEEPS = ("35", "230")  # x86-64 nanosleep, clock_nanosleep: SQLite waiting for its lock


@pytest.fixture(autouse=True)
def no_database_in_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def where(database_url: str) -> list[str]:
    return ["--database", database_url]


def test_a_night_from_create_to_close(where: list[str], opener: Opener) -> None:
    made = create(where, deals_per_round=1, excused=["Ida"])
    night_id = made["id"]
    four, five = sorted(made["rounds"][0], key=lambda t: len(t["players"]))
    shown = answer(schreiber(where, "night", "show", night_id))
    assert {len(t["players"]): t["deals_due"] for t in shown["rounds"][0]} == {4: 1, 5: 2}
    assert shown["settings"]["excused"] == ["Ida"]
    assert shown["guests"] == ["Zoe"]  # apart from the members present

    # Unfinished tables: next is refused and nothing is written.
    store = opener()
    version = store.nights.night(int(night_id)).version
    refused(schreiber(where, "night", "next", night_id), 5, "--force")
    assert store.nights.night(int(night_id)).version == version
    assert len(store.nights.sessions_of_night(int(night_id))) == 2

    play(where, four, 1)
    play(where, five, 2)
    shown = answer(schreiber(where, "night", "show", night_id))
    assert all(t["finished"] for t in shown["rounds"][0])
    standing = {row["player"]: row for row in shown["standing"]}
    assert set(standing) == {*MEMBERS, "Zoe"}  # the guest counts in the night
    assert [p.name for p in store.people.all()] == sorted(MEMBERS)  # but is no member
    assert "Zoe" in [p.name for p in store.people.all(include_guests=True)]
    assert sorted(row["rank"] for row in shown["standing"])[0] == 1

    drawn = answer(schreiber(where, "night", "next", night_id))
    assert drawn["round"] == 2
    assert answer(schreiber(where, "night", "close", night_id))["state"] == "closed"
    table = drawn["tables"][0]
    refused(
        schreiber(where, "add", table["session"], "-", stdin=deal_for(table["players"], 0)),
        5,
        "closed",
    )
    assert store.nights.night(int(night_id)).closed
    assert answer(schreiber(where, "night", "reopen", night_id))["state"] == "open"
    play(where, table, 1)


def test_a_table_of_5_is_due_30_deals_of_24(where: list[str]) -> None:
    made = create(where)
    shown = answer(schreiber(where, "night", "show", made["id"]))
    assert sorted(t["deals_due"] for t in shown["rounds"][0]) == [24, 30]


def waiting_for_the_lock(url: str, children: list[subprocess.Popen[bytes]]) -> Callable[[], bool]:
    """Whether both ``children`` wait for the database's write lock now."""
    if url.startswith("sqlite"):

        def asleep() -> bool:
            for child in children:
                assert child.poll() is None, child.communicate()
                call = Path(f"/proc/{child.pid}/syscall").read_text().split()
                if not call or call[0] not in SLEEPS:
                    return False
            return True

        return asleep

    import psycopg

    def queued() -> bool:
        with psycopg.connect(url, autocommit=True) as conn:
            row = conn.execute(
                "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
            ).fetchone()
        return row is not None and int(row[0]) == len(children)

    return queued


def test_two_laptops_drawing_at_once_one_wins(
    where: list[str], database_url: str, opener: Opener
) -> None:
    """Both read the night before either writes (the test holds the write lock
    until both wait for it): one stores round 2, the other exits 3."""
    made = create(where)
    night_id = made["id"]
    command = [sys.executable, "-m", "schreiber", *where, "night", "next", night_id, "--force"]
    with holding_the_write_lock(database_url):
        children = [
            subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            for _ in range(2)
        ]
        both = waiting_for_the_lock(database_url, children)
        deadline = time.monotonic() + 60
        while not both():
            assert time.monotonic() < deadline, "the two draws never reached the lock"
            time.sleep(0.02)
    done = [(child.wait(timeout=60), *child.communicate()) for child in children]
    codes = sorted(code for code, _, _ in done)
    assert codes == [0, 3], done
    loser = next(err for code, _, err in done if code == 3)
    assert b"round 2 of the club night" in loser and b"drawn elsewhere" in loser
    winner = json.loads(next(out for code, out, _ in done if code == 0))
    assert winner["round"] == 2
    infos = opener().nights.sessions_of_night(int(night_id))
    assert sorted((i.round_no, i.table_no) for i in infos) == [(1, 1), (1, 2), (2, 1), (2, 2)]
    assert [str(i.id) for i in infos if i.round_no == 2] == [t["session"] for t in winner["tables"]]


class holding_the_write_lock:  # noqa: N801 - used as a context manager
    """The database's write lock, held by the test (SQLite: ``BEGIN IMMEDIATE``;
    PostgreSQL: the writers' advisory lock), until the block ends."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.conn: Any = None

    def __enter__(self) -> None:
        if self.url.startswith("sqlite"):
            import sqlite3

            from schreiber.store.locate import sqlite_path

            path = sqlite_path(self.url)
            assert path is not None
            self.conn = sqlite3.connect(path, isolation_level=None)
            self.conn.execute("BEGIN IMMEDIATE")
            return
        import psycopg

        from schreiber.store.postgres import WRITE_LOCK

        self.conn = psycopg.connect(self.url)
        self.conn.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))

    def __exit__(self, *exc: object) -> None:
        if self.url.startswith("sqlite"):
            self.conn.execute("COMMIT")
        else:
            self.conn.commit()
        self.conn.close()


def test_the_night_file_is_checked_before_the_database(where: list[str], database_url: str) -> None:
    refused(schreiber(where, "night", "create", "-", stdin=night_file(seed=-1)), 2, "seed")
    with open_store(database_url) as store:
        assert store.nights.all() == []
