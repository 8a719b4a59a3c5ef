"""``schreiber club-setup --table-role NAME`` and the tables' login on the command
line (records.md, "A club's database: roles, backup and moving", and the exit
statuses of "The database from the command line").

club-setup runs as a real process with the organiser's connection: it makes the
schema of an empty database and the login, its password read from standard
input — never on the command line, in the output or in the server's log of
statements — and the server then asks that login for exactly that password.
Running it again changes no privilege; with the same name it sets a new
password. As the table's login, the commands change an open night's table (exit
0) and are refused a closed night's (exit 5, saying why). SQLite has no roles
(exit 2).
"""

from __future__ import annotations

import json
import os
import pty
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from schreiber.store.postgres import PostgresStore
from tests.club_roles import (
    WAIT_S,
    Club,
    catalog,
    club_evening,
    deal,
    log_statements,
    logs_in,
    make_club,
    require_password,
    server_log,
    unique,
)
from tests.hardening.cli import ROOT, Run, run_here
from tests.postgres_server import PostgresServer

PASSWORD = "correct horse battery staple ✓"
ENVIRONMENT = ("SCHREIBER_DATABASE", "SCHREIBER_DATA_DIR", "PGPASSWORD", "PGPASSFILE")


@pytest.fixture(autouse=True)
def no_database_in_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests name their database and password; the runner's environment must not."""
    for name in ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)


def failed(run: Run, status: int, *words: str) -> str:
    """The command failed with ``status``: one line on standard error naming
    ``words``, nothing on standard output, no traceback; the line."""
    stderr = run.stderr.decode("utf-8", "replace")
    assert run.code == status, (run.code, stderr[:500])
    assert run.stdout == b""
    assert "Traceback" not in stderr
    lines = stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("schreiber: "), stderr[:1000]
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


def answer(run: Run) -> object:
    assert run.code == 0, run.stderr.decode()
    assert run.stderr == b""
    return json.loads(run.stdout.decode("utf-8"))


def club_setup(club: Club, name: str, password: str) -> Run:
    """``schreiber --database ORGANISER club-setup --table-role NAME`` as a process,
    the password sent to its standard input once it runs; meanwhile no process
    of this machine shows the password on its command line (``ps``)."""
    child = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "schreiber",
            "--database",
            club.owner_url,
            "club-setup",
            "--table-role",
            name,
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    try:
        assert password.encode() not in Path(f"/proc/{child.pid}/cmdline").read_bytes()
        out, err = child.communicate(password.encode() + b"\n", timeout=120)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    run = Run(child.returncode, out, err)
    for text in (run.stdout, run.stderr):
        assert password.encode() not in text
    return run


def test_club_setup_makes_the_tables_login(postgres_server: PostgresServer) -> None:
    club = make_club(postgres_server)  # an empty database: club-setup makes the schema
    log_statements(club)
    name = unique("table")
    run = club_setup(club, name, PASSWORD)
    assert answer(run) == {"table_role": name, "created": True}
    log = server_log(club)
    assert f'CREATE ROLE "{name}"' in log  # the statements are logged …
    assert PASSWORD not in log  # … and the password is in none of them
    first = catalog(club)

    require_password(club, name)
    assert logs_in(club, name, PASSWORD)
    assert not logs_in(club, name, PASSWORD.upper())

    # Again, with a new password: no privilege changes, the old password goes.
    again = club_setup(club, name, "a new one")
    assert answer(again) == {"table_role": name, "created": False}
    assert catalog(club) == first
    assert logs_in(club, name, "a new one")
    assert not logs_in(club, name, PASSWORD)
    assert PASSWORD not in server_log(club) and "a new one" not in server_log(club)


@pytest.mark.parametrize("where", ["data-dir", "url", "environment"])
def test_a_sqlite_file_has_no_roles(
    where: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "club.sqlite3"
    options = {
        "data-dir": ["--data-dir", str(tmp_path)],
        "url": ["--database", f"sqlite:///{path}"],
        "environment": [],
    }[where]
    if where == "environment":
        monkeypatch.setenv("SCHREIBER_DATABASE", f"sqlite:///{path}")
    run = run_here(*options, "club-setup", "--table-role", "table1", stdin=b"secret\n")
    failed(run, 2, "SQLite has no roles", "the file's permissions are the boundary")
    assert sorted(tmp_path.iterdir()) == []  # nothing made


def test_club_setup_refuses_what_it_cannot_do(postgres_server: PostgresServer) -> None:
    club = make_club(postgres_server)
    table = unique("table")
    club.table_role(table)
    args = ("--database", club.owner_url, "club-setup", "--table-role")
    for bad in ("pg_table", "two words", "", "x" * 64, "public", "-1"):
        failed(run_here(*args, bad, stdin=b"secret\n"), 2, "--table-role")
    failed(run_here(*args, unique("table"), stdin=b""), 2, "no password")
    failed(run_here(*args, unique("table"), stdin=b"\n"), 2, "no password")
    failed(run_here(*args, unique("table"), stdin=b"\xff\xfe\n"), 2, "not UTF-8")
    line = failed(run_here(*args, club.organiser, stdin=b"secret\n"), 2, "choose another name")
    assert "secret" not in line
    # As a table's login, or as an organiser who may not create roles: exit 5.
    as_table = ("--database", club.url(table), "club-setup", "--table-role", unique("table"))
    failed(run_here(*as_table, stdin=b"secret\n"), 5, "organiser's login")
    weak = make_club(postgres_server, createrole=False)
    as_weak = ("--database", weak.owner_url, "club-setup", "--table-role", unique("table"))
    failed(run_here(*as_weak, stdin=b"secret\n"), 5, "CREATEROLE")


def test_the_tables_login_on_the_command_line(postgres_server: PostgresServer) -> None:
    """A table's laptop: its open table's records change (exit 0); a closed
    night's are refused (exit 5, saying why) and stay as they were."""
    club = make_club(postgres_server)
    table = unique("table")
    with PostgresStore(club.owner_url) as store:
        evening = club_evening(store)
    club.table_role(table)
    url = club.url(table)

    def cli(*args: str, stdin: object = None) -> Run:
        data = b"" if stdin is None else json.dumps(stdin).encode()
        return run_here("--database", url, *args, stdin=data)

    listed = answer(cli("sessions"))
    assert isinstance(listed, list) and len(listed) == 3
    session = {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": "At the bar",
        "date": "2026-11-26",
        "players": ["Anna", "Ben", "Chie", "Daiki"],
        "first_dealer": "Anna",
        "rules": {"preset": "standard"},
        "deals": [deal()],
    }
    assert answer(cli("create", "-", stdin=session))
    open_table = str(evening.open_table)
    added = answer(cli("add", open_table, "-", stdin=deal()))
    assert isinstance(added, dict)
    edited = answer(cli("edit", open_table, added["id"], "-", "--revision", "1", stdin=deal()))
    assert edited == {"id": added["id"], "number": 1, "revision": 2}
    assert answer(cli("delete", open_table, added["id"], "--revision", "2"))

    closed = str(evening.closed_table)
    deal_id = str(evening.closed_deal)
    shown = answer(cli("show", closed))
    for args, stdin in (
        (("add", closed, "-"), deal()),
        (("edit", closed, deal_id, "-", "--revision", "1"), deal(("Chie", "Daiki"))),
        (("delete", closed, deal_id, "--revision", "1"), None),
    ):
        line = failed(cli(*args, stdin=stdin), 5, "Closed night", "is closed", "organiser")
        assert "read-only" not in line and "cannot be reached" not in line
    assert answer(cli("show", closed)) == shown


def read_terminal(fd: int, until: bytes | None, seen: bytearray) -> None:
    """Read what the program writes to its terminal into ``seen``, until ``until``
    shows (or, for None, until the program is gone); at most :data:`WAIT_S`."""
    deadline = time.monotonic() + WAIT_S
    while until is None or until not in seen:
        left = deadline - time.monotonic()
        assert left > 0, bytes(seen)
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # EIO: the program closed the terminal
            chunk = b""
        if not chunk:
            assert until is None, bytes(seen)
            return
        seen.extend(chunk)


def test_on_a_terminal_the_password_is_asked_for_without_echo(
    postgres_server: PostgresServer,
) -> None:
    """club-setup on a terminal, as an organiser runs it: asked for, typed, not shown."""
    club = make_club(postgres_server)
    name = unique("table")
    terminal, program_side = pty.openpty()
    args = ["--database", club.owner_url, "club-setup", "--table-role", name]
    child = subprocess.Popen(
        [sys.executable, "-m", "schreiber", *args],
        stdin=program_side,
        stdout=program_side,
        stderr=program_side,
        cwd=ROOT,
        start_new_session=True,
    )
    os.close(program_side)
    seen = bytearray()
    try:
        read_terminal(terminal, b"Password for the tables' login", seen)
        os.write(terminal, PASSWORD.encode() + b"\n")
        read_terminal(terminal, None, seen)
        assert child.wait(timeout=WAIT_S) == 0, bytes(seen)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        os.close(terminal)
    assert PASSWORD.encode() not in seen  # the terminal did not echo it
    assert b'"created": true' in seen
    require_password(club, name)
    assert logs_in(club, name, PASSWORD)
