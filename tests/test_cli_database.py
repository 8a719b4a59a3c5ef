"""The database from the command line: ``schreiber sessions|create|show|add|edit|delete``.

The contract is ``shared/spec/records.md`` ("The database from the command
line"): every record ``show`` prints carries a stable ``id`` and a ``revision``;
``edit`` and ``delete`` name the revision they read, and a stale one exits with
status 3 and changes nothing; bad input exits with status 2 and writes nothing;
a database that cannot be reached or written exits with status 4. Each failure
is one line on standard error, never a traceback, and nothing on standard output.

Most tests run ``schreiber.cli.main`` in this process (quick); the headless-imports,
concurrency and lock tests run the real command in separate processes.
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import subprocess
import sys
import types
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from schreiber.store.database import DEFAULT_FILENAME, Store
from tests.hardening.cli import ROOT, Run, run_here

FOUR = ["A", "B", "C", "D"]
FIVE = ["Anna", "Ben", "Chie", "Daiki", "Emi"]
ENVIRONMENT = ("SCHREIBER_DATABASE", "SCHREIBER_DATA_DIR")


def deal(re: list[str], re_points: int = 131) -> dict[str, object]:
    return {"type": "normal", "re": re, "re_points": re_points}


def session_file(players: list[str], deals: list[dict[str, object]]) -> dict[str, object]:
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": "Friday evening",
        "date": "2026-11-20",
        "players": players,
        "first_dealer": players[0],
        "rules": {"preset": "standard"},
        "deals": deals,
    }


@pytest.fixture(autouse=True)
def no_database_in_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests name their database; the runner's environment must not."""
    for name in ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data"


def cli(folder: Path, *args: str, stdin: object = None) -> Run:
    """``schreiber --data-dir FOLDER ARGS``; ``stdin`` is sent as JSON."""
    data = b"" if stdin is None else json.dumps(stdin).encode()
    return run_here("--data-dir", str(folder), *args, stdin=data)


def answer(run: Run) -> object:
    """The printed JSON of a run that succeeded cleanly."""
    assert run.code == 0, run.stderr.decode()
    assert run.stderr == b""
    return json.loads(run.stdout.decode("utf-8"))


def failed(run: Run, status: int, *names: str) -> str:
    """Exit ``status``, nothing printed, one ``schreiber:`` line naming ``names``."""
    stderr = run.stderr.decode("utf-8", "replace")
    assert run.code == status, (run.code, stderr)
    assert run.stdout == b""
    assert "Traceback" not in stderr
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("schreiber: "), stderr
    for name in names:
        assert name in lines[0], lines[0]
    return lines[0]


def create(folder: Path, players: list[str], deals: list[dict[str, object]]) -> str:
    created = answer(cli(folder, "create", "-", stdin=session_file(players, deals)))
    assert isinstance(created, dict) and set(created) == {"id"}
    session_id = created["id"]
    assert isinstance(session_id, str)
    return session_id


def show(folder: Path, session_id: str) -> dict[str, object]:
    shown = answer(cli(folder, "show", session_id))
    assert isinstance(shown, dict)
    return shown


def records(shown: dict[str, object]) -> list[dict[str, object]]:
    deals = shown["deals"]
    assert isinstance(deals, list)
    return deals


def ids(shown: dict[str, object]) -> list[str]:
    return [str(record["id"]) for record in records(shown)]


# The session list and show ------------------------------------------------------------


def test_create_list_show_and_the_shown_file_reads_back(folder: Path) -> None:
    session_id = create(folder, FOUR, [deal(["A", "B"]), deal(["C", "D"], 100)])
    assert session_id == "1"
    assert answer(cli(folder, "sessions")) == [
        {
            "id": "1",
            "title": "Friday evening",
            "date": "2026-11-20",
            "game": "doppelkopf",
            "players": FOUR,
            "deals": 2,
            "archived": False,
        }
    ]
    shown = show(folder, session_id)
    assert shown["format"] == "schreiber-session"
    assert shown["players"] == FOUR
    first, second = records(shown)
    assert isinstance(first["id"], str) and isinstance(second["id"], str)
    assert first["id"] != second["id"]
    assert (first["revision"], second["revision"]) == (1, 1)
    assert (first["re"], second["re_points"]) == (["A", "B"], 100)

    # create and import ignore the records' id and revision.
    again = answer(cli(folder, "create", "-", stdin=shown))
    assert again == {"id": "2"}
    imported = answer(run_here("import", "-", stdin=json.dumps(shown).encode()))
    plain = dict(shown, deals=[deal_only(record) for record in records(shown)])
    assert imported == plain
    copy = show(folder, "2")
    assert dict(copy, deals=[deal_only(r) for r in records(copy)]) == plain
    assert set(ids(copy)).isdisjoint(ids(shown))  # ids are never reused


def deal_only(record: dict[str, object]) -> dict[str, object]:
    return {key: value for key, value in record.items() if key not in ("id", "revision")}


def test_sessions_lists_archived_sessions_too(folder: Path) -> None:
    kept = create(folder, FOUR, [])
    archived = create(folder, FOUR, [deal(["A", "B"])])
    with Store(folder / DEFAULT_FILENAME) as store:
        store.sessions.archive_session(int(archived))
    listed = answer(cli(folder, "sessions"))
    assert isinstance(listed, list)
    assert {item["id"]: item["archived"] for item in listed} == {kept: False, archived: True}


def test_reading_an_absent_database_creates_nothing(folder: Path) -> None:
    assert answer(cli(folder, "sessions")) == []
    failed(cli(folder, "show", "1"), 2, "session 1")
    failed(cli(folder, "add", "1", "-", stdin=deal(["A", "B"])), 2, "session 1")
    assert not folder.exists()


def test_a_bad_session_file_creates_nothing(folder: Path) -> None:
    bad = session_file(FIVE, [deal(["Anna", "Ben"])])  # Anna deals and sits out
    failed(cli(folder, "create", "-", stdin=bad), 2, "deals[0].re")
    failed(run_here("--data-dir", str(folder), "create", "-", stdin=b"{"), 2, "not valid JSON")
    assert not folder.exists()


# Changes by id and revision --------------------------------------------------------------


def test_add_edit_delete_follow_the_revisions(folder: Path) -> None:
    session_id = create(folder, FOUR, [deal(["A", "B"])])
    added = answer(cli(folder, "add", session_id, "-", stdin=deal(["C", "D"])))
    assert isinstance(added, dict) and set(added) == {"id", "number", "revision"}
    assert (added["number"], added["revision"]) == (2, 1)
    deal_id = str(added["id"])
    assert ids(show(folder, session_id))[1] == deal_id

    # Edit the record as shown (its id and revision ride along and are ignored).
    shown = records(show(folder, session_id))[1]
    edited = answer(
        cli(
            folder,
            "edit",
            session_id,
            deal_id,
            "-",
            "--revision",
            str(shown["revision"]),
            stdin=dict(shown, re_points=100),
        )
    )
    assert edited == {"id": deal_id, "number": 2, "revision": 2}
    after_edit = show(folder, session_id)
    assert records(after_edit)[1]["re_points"] == 100

    # The old revision again: refused, saying what changed; nothing written.
    stale = cli(folder, "edit", session_id, deal_id, "-", "--revision", "1", stdin=deal(["A", "C"]))
    failed(stale, 3, "changed", "revision 1, now 2")
    failed(cli(folder, "delete", session_id, deal_id, "--revision", "1"), 3, "revision 1, now 2")
    assert show(folder, session_id) == after_edit

    assert answer(cli(folder, "delete", session_id, deal_id, "--revision", "2")) == {
        "deleted": deal_id
    }
    assert ids(show(folder, session_id)) == ids(after_edit)[:1]
    gone = cli(folder, "edit", session_id, deal_id, "-", "--revision", "2", stdin=deal(["A", "C"]))
    failed(gone, 3, "deleted")
    failed(cli(folder, "delete", session_id, deal_id, "--revision", "2"), 3, "deleted")


def test_add_before_puts_the_record_at_that_place(folder: Path) -> None:
    session_id = create(folder, FOUR, [deal(["A", "B"]), deal(["A", "C"]), deal(["A", "D"])])
    before = ids(show(folder, session_id))
    added = answer(
        cli(folder, "add", session_id, "-", "--before", before[1], stdin=deal(["B", "C"], 90))
    )
    assert isinstance(added, dict)
    assert (added["number"], added["revision"]) == (2, 1)
    shown = show(folder, session_id)
    assert ids(shown) == [before[0], str(added["id"]), *before[1:]]
    assert records(shown)[1]["re"] == ["B", "C"]


def test_an_invalid_deal_is_refused_naming_the_field(folder: Path) -> None:
    session_id = create(folder, FOUR, [deal(["A", "B"])])
    shown = show(folder, session_id)
    (deal_id,) = ids(shown)
    failed(cli(folder, "add", session_id, "-", stdin=deal(["A", "B"], 999)), 2, "deal.re_points")
    failed(cli(folder, "add", session_id, "-", stdin=deal(["A", "Zoe"])), 2, "deal.re", "Zoe")
    bad_edit = cli(
        folder, "edit", session_id, deal_id, "-", "--revision", "1", stdin=deal(["A"], -5)
    )
    failed(bad_edit, 2, "deal.re_points")
    failed(run_here("--data-dir", str(folder), "add", session_id, "-", stdin=b"[1"), 2, "JSON")
    assert show(folder, session_id) == shown


def test_a_deal_wrong_only_for_the_stored_evening_is_refused(folder: Path) -> None:
    """Five at the table: the dealer sits out, so Anna cannot play deal 1, nor Ben
    deal 2; each record alone is a good deal."""
    session_id = create(folder, FIVE, [])
    failed(cli(folder, "add", session_id, "-", stdin=deal(["Anna", "Chie"])), 2, "deal.re", "Anna")
    first = answer(cli(folder, "add", session_id, "-", stdin=deal(["Ben", "Chie"])))
    assert isinstance(first, dict)
    # Put before it, the stored deal would become deal 2, dealt by Ben, who sits out.
    moved = cli(
        folder, "add", session_id, "-", "--before", str(first["id"]), stdin=deal(["Chie", "Emi"])
    )
    failed(moved, 2, "deals[1].re", "Ben")
    assert ids(show(folder, session_id)) == [str(first["id"])]


@pytest.mark.parametrize(
    "args",
    [
        ["show", "x"],
        ["show", "0"],
        ["show", "1.0"],
        ["show", "99999999999999999999"],
        ["add", "1", "-", "--before", "first"],
        ["delete", "1", "1", "--revision", "-1"],
        ["delete", "1", "one", "--revision", "1"],
        ["delete", "1", "1"],  # --revision is required
    ],
)
def test_ids_and_revisions_must_be_numbers(folder: Path, args: list[str]) -> None:
    create(folder, FOUR, [deal(["A", "B"])])
    before = show(folder, "1")
    failed(cli(folder, *args, stdin=deal(["A", "B"])), 2)
    assert show(folder, "1") == before


def test_an_unknown_session_is_bad_input_naming_it(folder: Path) -> None:
    create(folder, FOUR, [])
    failed(cli(folder, "show", "42"), 2, "session 42")
    failed(cli(folder, "add", "42", "-", stdin=deal(["A", "B"])), 2, "session 42")
    failed(cli(folder, "delete", "42", "1", "--revision", "1"), 2, "session 42")


# Which database -----------------------------------------------------------------------------


def test_database_url_and_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    club = tmp_path / "club" / "club.db"
    url = f"sqlite://{club}"  # sqlite:/// and the absolute path
    created = answer(
        run_here(
            "--database",
            url,
            "create",
            "-",
            stdin=json.dumps(session_file(FOUR, [deal(["A", "B"])])).encode(),
        )
    )
    assert created == {"id": "1"}
    assert club.exists()

    monkeypatch.setenv("SCHREIBER_DATABASE", url)
    listed = answer(run_here("sessions"))
    assert isinstance(listed, list) and [item["id"] for item in listed] == ["1"]
    # The command line wins over the environment.
    assert answer(run_here("--data-dir", str(tmp_path / "own"), "sessions")) == []
    monkeypatch.delenv("SCHREIBER_DATABASE")
    monkeypatch.setenv("SCHREIBER_DATA_DIR", str(club.parent))
    assert answer(run_here("sessions")) == []  # that folder's schreiber.sqlite3: absent
    assert answer(run_here("--database", url, "sessions")) == listed


def test_two_databases_or_an_unknown_address_are_bad_input(tmp_path: Path) -> None:
    url = f"sqlite://{tmp_path / 'x.db'}"
    failed(run_here("--database", url, "--data-dir", str(tmp_path), "sessions"), 2, "--database")
    failed(run_here("--database", "mysql://db/club", "sessions"), 2, "mysql://db/club")
    failed(run_here("--database", "sqlite:///", "sessions"), 2, "sqlite:///")
    assert list(tmp_path.iterdir()) == []


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_a_database_server_out_of_reach_exits_4() -> None:
    url = f"postgresql://schreiber:secret@127.0.0.1:{free_port()}/club"
    line = failed(run_here("--database", url, "sessions"), 4, "nothing answers there")
    assert "secret" not in line


def test_a_club_database_on_postgresql(postgres_url: str) -> None:
    def here(*args: str, stdin: object = None) -> Run:
        data = b"" if stdin is None else json.dumps(stdin).encode()
        return run_here("--database", postgres_url, *args, stdin=data)

    assert answer(here("create", "-", stdin=session_file(FIVE, [deal(["Ben", "Chie"])]))) == {
        "id": "1"
    }
    added = answer(here("add", "1", "-", stdin=deal(["Chie", "Daiki"], 90)))
    assert isinstance(added, dict) and added["number"] == 2
    failed(here("add", "1", "-", stdin=deal(["Chie", "Daiki"])), 2, "deal.re", "Chie")
    deal_id = str(added["id"])
    edited = answer(here("edit", "1", deal_id, "-", "--revision", "1", stdin=deal(["Anna", "Emi"])))
    assert edited == {"id": deal_id, "number": 2, "revision": 2}
    failed(here("delete", "1", deal_id, "--revision", "1"), 3, "revision 1, now 2")
    shown = answer(here("show", "1"))
    assert isinstance(shown, dict)
    assert [(r["id"], r["revision"]) for r in records(shown)][1] == (deal_id, 2)


def test_without_a_command_the_window_gets_the_database(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    opened: list[tuple[str | None, str | None]] = []
    fake = types.ModuleType("schreiber.ui.application")

    def run(data_dir: str | None = None, database: str | None = None) -> int:
        opened.append((data_dir, database))
        return 0

    fake.run = run  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "schreiber.ui.application", fake)
    assert run_here("--database", "sqlite:///tmp/x.db").code == 0
    assert opened == [(None, "sqlite:///tmp/x.db")]


# As separate processes --------------------------------------------------------------------


def process(*args: str, stdin: object = None, env: dict[str, str] | None = None) -> Run:
    """``schreiber ARGS`` in a fresh interpreter, with no database in the environment."""
    environment = {k: v for k, v in os.environ.items() if k not in ENVIRONMENT}
    environment.update(env or {})
    done = subprocess.run(
        [sys.executable, "-m", "schreiber", *args],
        input=b"" if stdin is None else json.dumps(stdin).encode(),
        capture_output=True,
        cwd=ROOT,
        env=environment,
        check=False,
        timeout=120,
    )
    return Run(done.returncode, done.stdout, done.stderr)


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


def test_database_commands_import_neither_qt_nor_pandas(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    session = tmp_path / "session.json"
    session.write_text(json.dumps(session_file(FOUR, [deal(["A", "B"])])))
    record = tmp_path / "deal.json"
    record.write_text(json.dumps(deal(["C", "D"])))
    base = ["--data-dir", str(folder)]
    commands = [
        [*base, "create", str(session)],
        [*base, "sessions"],
        [*base, "add", "1", str(record)],
        [*base, "add", "1", str(record), "--before", "1"],
        [*base, "edit", "1", "1", str(record), "--revision", "1"],
        [*base, "delete", "1", "1", "--revision", "2"],
        [*base, "show", "1"],
    ]
    result = subprocess.run(
        [sys.executable, "-c", IMPORT_CHECK, json.dumps(commands)],
        capture_output=True,
        cwd=ROOT,
        env={k: v for k, v in os.environ.items() if k not in ENVIRONMENT},
        check=False,
        timeout=120,
    )
    assert json.loads(result.stderr.decode("utf-8")) == {"codes": [0] * 7, "heavy": []}


def test_concurrent_commands_all_land_once(tmp_path: Path) -> None:
    """Four writers, ten ``schreiber add`` each, all at once, to one session."""
    url = f"sqlite://{tmp_path / 'club.db'}"
    created = process("--database", url, "create", "-", stdin=session_file(FOUR, []))
    assert answer(created) == {"id": "1"}

    def writer(number: int) -> list[dict[str, object]]:
        out = []
        for points in range(10):
            record = deal([FOUR[number], "A" if number else "B"], 100 + points)
            added = answer(process("--database", url, "add", "1", "-", stdin=record))
            assert isinstance(added, dict)
            out.append(added)
        return out

    with ThreadPoolExecutor(4) as pool:
        added = [item for batch in pool.map(writer, range(4)) for item in batch]
    shown = answer(process("--database", url, "show", "1"))
    assert isinstance(shown, dict)
    stored = ids(shown)
    assert len(stored) == 40
    assert sorted(stored) == sorted(str(item["id"]) for item in added)
    # Each was the last at the moment it was added: no two got the same place.
    assert sorted(int(str(item["number"])) for item in added) == list(range(1, 41))


@pytest.fixture
def locked(tmp_path: Path) -> Iterator[Path]:
    """A database another connection holds the write lock of."""
    path = tmp_path / "club.db"
    with Store(path) as store:
        store.sessions.create_session("doppelkopf", "Locked", "2026-11-20", FOUR, "A", {})
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        yield path
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_a_locked_database_exits_4_and_nothing_is_written(locked: Path) -> None:
    url = f"sqlite://{locked}"
    run = process("--database", url, "add", "1", "-", stdin=deal(["A", "B"]))
    failed(run, 4, "busy")
    shown = answer(process("--database", url, "show", "1"))
    assert isinstance(shown, dict) and shown["deals"] == []
