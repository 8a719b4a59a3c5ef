"""``schreiber backup OUT`` and ``schreiber restore IN`` (records.md "A club's database:
roles, backup and moving"): a club moves from one laptop's file to its PostgreSQL
server and back, every session shows as it did, and a file that is no backup, or
a database that is not empty, is refused with one line and exit status 2.

The moves run the real command in separate processes; the many refusals run
``schreiber.cli.main`` in this process (quicker), each checked for one line and no
traceback, and for a database left as it was (or never made).
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import subprocess
import sys
import uuid
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

from schreiber.store.backup import MAX_BACKUP_BYTES, MAX_DEPTH
from schreiber.store.database import Store
from schreiber.store.locate import open_store
from tests.hardening.cli import ROOT, Run, run_here
from tests.store.backup_club import normal, populate

ENVIRONMENT = ("SCHREIBER_DATABASE", "SCHREIBER_DATA_DIR")


@pytest.fixture(autouse=True)
def no_database_in_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests name their database; the runner's environment must not."""
    for name in ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)


def process(*args: str, stdin: bytes = b"", stdout: Any = subprocess.PIPE) -> Run:
    """``schreiber ARGS`` in a fresh interpreter, with no database in the environment."""
    done = subprocess.run(
        [sys.executable, "-m", "schreiber", *args],
        input=stdin,
        stdout=stdout,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        env={k: v for k, v in os.environ.items() if k not in ENVIRONMENT},
        check=False,
        timeout=120,
    )
    return Run(done.returncode, done.stdout or b"", done.stderr)


def answer(run: Run) -> Any:
    """The printed JSON of a run that succeeded cleanly."""
    assert run.code == 0, run.stderr.decode()
    assert run.stderr == b""
    return json.loads(run.stdout.decode("utf-8"))


def refused(run: Run, status: int, *words: str) -> str:
    """Exit ``status``, nothing printed, one ``schreiber:`` line holding ``words``."""
    stderr = run.stderr.decode("utf-8", "replace")
    assert run.code == status, (run.code, stderr[:2000])
    assert run.stdout == b""
    assert "Traceback" not in stderr
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr[:2000]
    assert lines[0].startswith("schreiber: ") and len(lines[0]) < 1000, lines[0][:1000]
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


@pytest.fixture
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Callable[[str, str], str]:
    """The URL of a new, empty database: ``database(kind, name)``."""

    def make(kind: str, name: str) -> str:
        if kind == "sqlite":
            return f"sqlite://{tmp_path / name}.sqlite3"
        server = request.getfixturevalue("postgres_server")
        url: str = server.create_database(f"cli_{name}_{uuid.uuid4().hex[:12]}")
        return url

    return make


def filled(url: str) -> dict[str, int]:
    store = open_store(url)
    try:
        return populate(store)
    finally:
        store.close()


def shown(url: str) -> dict[str, object]:
    """``schreiber show`` of every session of the database, by id."""
    listed = answer(run_here("--database", url, "sessions"))
    return {item["id"]: answer(run_here("--database", url, "show", item["id"])) for item in listed}


@pytest.mark.parametrize(
    ("source_kind", "target_kind"),
    [("sqlite", "postgresql"), ("postgresql", "sqlite"), ("sqlite", "sqlite")],
)
def test_a_club_moves_its_database_with_backup_and_restore(
    database: Callable[[str, str], str], tmp_path: Path, source_kind: str, target_kind: str
) -> None:
    source, target = database(source_kind, "laptop"), database(target_kind, "server")
    made = filled(source)
    out = tmp_path / "club.json"
    written = answer(process("--database", source, "backup", str(out)))
    counts = {"sessions": 8, "deals": 11, "people": 10, "seasons": 2, "club_nights": 2}
    assert written == {"written": str(out), **counts}
    restored = answer(process("--database", target, "restore", str(out)))
    assert restored == {"restored": str(out), **counts}
    again = tmp_path / "again.json"
    answer(process("--database", target, "backup", str(again)))
    assert again.read_bytes() == out.read_bytes()
    # Every session shows exactly as before: records, ids, revisions.
    before = shown(source)
    assert len(before) == 8 and shown(target) == before
    # A deal added after the move gets the id after the last one the laptop gave.
    last = json.loads(out.read_bytes())["last_ids"]["deals"]
    record = json.dumps(normal(["Ben", "Chie"])).encode()
    added = answer(process("--database", target, "add", str(made["edited"]), "-", stdin=record))
    assert added["id"] == str(last + 1)


def test_backup_to_standard_output_and_restore_from_standard_input(
    database: Callable[[str, str], str], tmp_path: Path
) -> None:
    source, target = database("sqlite", "one"), database("sqlite", "two")
    filled(source)
    out = tmp_path / "club.json"
    answer(process("--database", source, "backup", str(out)))
    piped = process("--database", source, "backup", "-")
    assert piped.code == 0 and piped.stderr == b""
    assert piped.stdout == out.read_bytes()
    assert answer(process("--database", target, "restore", "-", stdin=piped.stdout))["sessions"]
    assert shown(target) == shown(source)


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
def test_a_full_standard_output_fails_in_one_line(database: Callable[[str, str], str]) -> None:
    source = database("sqlite", "one")
    filled(source)
    with open("/dev/full", "wb") as full:
        run = process("--database", source, "backup", "-", stdout=full)
    refused(run, 2, "standard output: cannot write the backup", "No space left")


def test_a_backup_is_taken_while_another_holds_the_write_lock(
    database: Callable[[str, str], str], tmp_path: Path
) -> None:
    url = database("sqlite", "locked")
    filled(url)
    expected = tmp_path / "before.json"
    answer(process("--database", url, "backup", str(expected)))
    with closing(sqlite3.connect(url.removeprefix("sqlite://"), isolation_level=None)) as holder:
        holder.execute("BEGIN IMMEDIATE")
        holder.execute("DELETE FROM deals")
        out = tmp_path / "during.json"
        answer(process("--database", url, "backup", str(out)))
        holder.execute("ROLLBACK")
    assert out.read_bytes() == expected.read_bytes()


def test_a_database_that_holds_sessions_is_refused_and_left_as_it_was(
    database: Callable[[str, str], str], tmp_path: Path
) -> None:
    source, target = database("sqlite", "one"), database("postgresql", "busy")
    filled(source)
    out = tmp_path / "club.json"
    answer(process("--database", source, "backup", str(out)))
    store = open_store(target)
    with store:
        store.people.add_person("Anna")
    before = tmp_path / "before.json"
    answer(run_here("--database", target, "backup", str(before)))
    refused(process("--database", target, "restore", str(out)), 2, "empty database")
    after = tmp_path / "after.json"
    answer(run_here("--database", target, "backup", str(after)))
    assert after.read_bytes() == before.read_bytes()


def test_a_club_with_roles_restores_and_a_tables_laptop_backs_up(
    postgres_server: Any, tmp_path: Path
) -> None:
    """Restored into a club's database set up with ``club-setup`` (a closed night's
    tables refuse every change, inside the database): all of it goes in. A table's
    login reads everything, so it backs up everything; only the last ids given it
    may not read, and the largest ids stand for them."""
    from tests.club_roles import make_club

    club = make_club(postgres_server)
    laptop = f"sqlite://{tmp_path / 'laptop.sqlite3'}"
    filled(laptop)
    out = tmp_path / "club.json"
    answer(process("--database", laptop, "backup", str(out)))
    setup = ("--database", club.owner_url, "club-setup", "--table-role", "table1")
    answer(process(*setup, stdin=b"table secret\n"))
    answer(process("--database", club.owner_url, "restore", str(out)))
    again = tmp_path / "again.json"
    answer(process("--database", club.owner_url, "backup", str(again)))
    assert again.read_bytes() == out.read_bytes()
    by_table = tmp_path / "table.json"
    answer(process("--database", club.url("table1"), "backup", str(by_table)))
    original, held = json.loads(out.read_bytes()), json.loads(by_table.read_bytes())
    last = held.pop("last_ids")
    assert held == {key: value for key, value in original.items() if key != "last_ids"}
    assert last["deals"] == max(deal["id"] for deal in held["deals"])
    assert last["deals"] < original["last_ids"]["deals"]


# Files that are no backup --------------------------------------------------------------------


@pytest.fixture(scope="module")
def sample(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A good backup, to spoil."""
    folder = tmp_path_factory.mktemp("sample")
    url = f"sqlite://{folder / 'club.sqlite3'}"
    filled(url)
    run = run_here("--database", url, "backup", "-")
    assert run.code == 0
    value = json.loads(run.stdout)
    assert isinstance(value, dict)
    return value


def spoiled(sample: dict[str, Any], change: Callable[[dict[str, Any]], object]) -> bytes:
    copy = json.loads(json.dumps(sample))
    change(copy)
    return json.dumps(copy).encode()


def nested(depth: int) -> object:
    value: object = 0
    for _ in range(depth):
        value = [value]
    return value


HOSTILE: dict[str, Callable[[dict[str, Any]], bytes]] = {
    "not JSON": lambda s: b'{"format": "schreiber-backup", ',
    "not UTF-8": lambda s: b'{"format": "\xff"}',
    "a list": lambda s: b"[]",
    "a session file": lambda s: spoiled(s, lambda d: d.update(format="schreiber-session")),
    "a newer backup": lambda s: spoiled(s, lambda d: d.update(version=2)),
    "nested for ever": lambda s: b"[" * 100_000 + b"]" * 100_000,
    "a record nested deep": lambda s: spoiled(
        s, lambda d: d["deals"][0].update(record={"re": nested(MAX_DEPTH + 5)})
    ),
    "a revision as text": lambda s: spoiled(s, lambda d: d["deals"][0].update(revision="2")),
    "an id twice": lambda s: spoiled(s, lambda d: d["deals"][1].update(id=d["deals"][0]["id"])),
    "a session that is not there": lambda s: spoiled(
        s, lambda d: d["deals"][0].update(session_id=10**6)
    ),
    "a flag as a number": lambda s: spoiled(s, lambda d: d["people"][0].update(archived=0)),
    "a NUL in a name": lambda s: spoiled(s, lambda d: d["people"][0].update(name="Anna\x00")),
    "NaN": lambda s: json.dumps(s).replace('"seed": 7', '"seed": NaN').encode(),
    "a huge number": lambda s: spoiled(s, lambda d: d["club_nights"][0].update(seed=10**40)),
    "an unknown part": lambda s: spoiled(s, lambda d: d.update(undo_log=[])),
}
WORDS = {
    "not JSON": "not valid JSON",
    "not UTF-8": "not UTF-8",
    "a list": "backup: must be a JSON object",
    "a session file": "format: is 'schreiber-session', so this is not a Schreiber backup",
    "a newer backup": "version: is 2: the backup was written by a newer version",
    "nested for ever": "not valid JSON",
    "a record nested deep": "deals[0].record: is nested more than 32 levels",
    "a revision as text": "deals[0].revision: must be a whole number",
    "an id twice": "deals[1].id: ",
    "a session that is not there": "deals[0].session_id: names 1000000 of sessions",
    "a flag as a number": "people[0].archived: must be true or false",
    "a NUL in a name": "people[0].name: holds a NUL character",
    "NaN": "NaN is not allowed",
    "a huge number": "club_nights[0].seed: must be between",
    "an unknown part": "undo_log: is not a known field",
}


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_a_file_that_is_no_backup_is_refused_in_one_line(
    sample: dict[str, Any], tmp_path: Path, kind: str
) -> None:
    data = HOSTILE[kind](sample)
    hostile = tmp_path / "hostile.json"
    hostile.write_bytes(data)
    target = tmp_path / "new.sqlite3"
    line = refused(run_here("--database", f"sqlite://{target}", "restore", str(hostile)), 2)
    assert WORDS[kind] in line
    assert not target.exists()  # checked whole before the database is even opened


def test_files_too_large_or_of_too_many_values_are_not_read(tmp_path: Path) -> None:
    target = tmp_path / "new.sqlite3"
    url = f"sqlite://{target}"
    huge = tmp_path / "huge.json"
    with huge.open("wb") as file:
        file.truncate(MAX_BACKUP_BYTES + 1)  # sparse: no disk taken
    refused(run_here("--database", url, "restore", str(huge)), 2, "larger than 256 MiB")
    # 25 MB of "[]," is 17 million values: gigabytes once parsed, never parsed here.
    tiny = tmp_path / "tiny.json"
    tiny.write_bytes(b"[" + b"[]," * 8_400_000 + b"[]]")
    refused(run_here("--database", url, "restore", str(tiny)), 2, "more than 16,777,216 values")
    refused(run_here("--database", url, "restore", str(tmp_path)), 2, "cannot read")
    refused(run_here("--database", url, "restore", str(tmp_path / "missing.json")), 2)
    assert not target.exists()


def test_backup_refuses_what_it_cannot_do_in_one_line(tmp_path: Path) -> None:
    absent = tmp_path / "absent.sqlite3"
    out = tmp_path / "out.json"
    line = refused(run_here("--database", f"sqlite://{absent}", "backup", str(out)), 2)
    assert "There is no database" in line and str(absent) in line
    assert not absent.exists() and not out.exists()
    with Store(tmp_path / "club.sqlite3") as store:
        store.people.add_person("Anna")
    url = f"sqlite://{tmp_path / 'club.sqlite3'}"
    refused(run_here("--database", url, "backup", str(tmp_path)), 2, "it is a folder")
    link = tmp_path / "link.json"
    link.symlink_to(out)
    refused(run_here("--database", url, "backup", str(link)), 2, "symbolic link")
    refused(run_here("--database", url, "backup", str(tmp_path / "no" / "x.json")), 2, "folder")


def test_a_row_no_backup_could_restore_stops_the_backup_with_status_4(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    with Store(path) as store:
        made = populate(store)
        deal_id = store.sessions.load_session(made["edited"]).deal_ids[0]
    with closing(sqlite3.connect(path, isolation_level=None)) as conn:
        conn.execute("UPDATE deals SET revision = 'abc' WHERE id = ?", (deal_id,))
    out = tmp_path / "out.json"
    line = refused(run_here("--database", f"sqlite://{path}", "backup", str(out)), 4)
    assert f"deals (id {deal_id}).revision: must be a whole number" in line
    assert not out.exists()


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_a_server_out_of_reach_exits_4(tmp_path: Path) -> None:
    url = f"postgresql://organiser@127.0.0.1:{free_port()}/club"
    out = tmp_path / "out.json"
    refused(run_here("--database", url, "backup", str(out)), 4)
    assert not out.exists()


IMPORT_CHECK = """
import json, sys
from schreiber.cli import main
codes = [main(command) for command in json.loads(sys.argv[1])]
heavy = sorted(
    name
    for name in sys.modules
    if name.split(".")[0] in ("PySide6", "shiboken6", "pandas", "psycopg")
)
sys.stderr.write(json.dumps({"codes": codes, "heavy": heavy}))
"""


def test_backup_and_restore_of_a_file_import_neither_qt_pandas_nor_psycopg(
    tmp_path: Path,
) -> None:
    with Store(tmp_path / "club.sqlite3") as store:
        populate(store)
    out = tmp_path / "club.json"
    commands = [
        ["--database", f"sqlite://{tmp_path / 'club.sqlite3'}", "backup", str(out)],
        ["--database", f"sqlite://{tmp_path / 'new.sqlite3'}", "restore", str(out)],
    ]
    result = subprocess.run(
        [sys.executable, "-c", IMPORT_CHECK, json.dumps(commands)],
        capture_output=True,
        cwd=ROOT,
        env={k: v for k, v in os.environ.items() if k not in ENVIRONMENT},
        check=False,
        timeout=120,
    )
    assert json.loads(result.stderr.decode("utf-8")) == {"codes": [0, 0], "heavy": []}
