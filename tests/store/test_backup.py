"""Backup and moving (records.md "A club's database: roles, backup and moving"):
a backup of either engine restores into an empty database of either engine, and
the backup of the restored database equals the original's, byte for byte; it is
one snapshot while another process writes, takes no write lock, keeps what it
cannot read as JSON as the stored text, and a restore is all of it or nothing."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import threading
import uuid
from collections.abc import Callable, Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

from schreiber.games.errors import RecordError
from schreiber.session.service import SessionService, session_from_data
from schreiber.store.backup import (
    M_DAMAGED_ROW,
    M_NOT_EMPTY,
    MAX_DEPTH,
    Backup,
    read_backup,
    restore_backup,
    take_backup,
)
from schreiber.store.core import StoreCore, StoreError
from schreiber.store.database import Store
from schreiber.store.locate import open_store
from tests.store.backup_club import EIGHT, FOUR, normal, populate, session_file, stored

ROOT = Path(__file__).resolve().parents[2]
Opener = Callable[[str], StoreCore]


@pytest.fixture
def opener(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Opener]:
    """Opens a new, empty database of the kind asked for ("sqlite" or "postgresql")."""
    opened: list[StoreCore] = []

    def open_one(kind: str) -> StoreCore:
        if kind == "sqlite":
            store: StoreCore = Store(tmp_path / f"{uuid.uuid4().hex[:8]}.sqlite3")
        else:
            server = request.getfixturevalue("postgres_server")
            store = open_store(server.create_database(f"backup_{uuid.uuid4().hex[:12]}"))
        opened.append(store)
        return store

    yield open_one
    for store in opened:
        store.close()


def url_of(store: StoreCore) -> str:
    if isinstance(store, Store):
        return f"sqlite://{store.path}"
    from schreiber.store.postgres import PostgresStore

    assert isinstance(store, PostgresStore)
    return store.url


def parsed(data: bytes) -> Backup:
    return read_backup(json.loads(data))


def document(data: bytes) -> dict[str, Any]:
    value = json.loads(data)
    assert isinstance(value, dict)
    return value


PAIRS = [
    ("sqlite", "sqlite"),
    ("sqlite", "postgresql"),
    ("postgresql", "sqlite"),
    ("postgresql", "postgresql"),
]


@pytest.mark.parametrize(("source_kind", "target_kind"), PAIRS)
def test_backup_restore_backup_is_the_same_file(
    opener: Opener, source_kind: str, target_kind: str
) -> None:
    source, target = opener(source_kind), opener(target_kind)
    made = populate(source)
    first, counts = take_backup(source)
    assert (counts.sessions, counts.deals, counts.seasons, counts.nights) == (8, 11, 2, 2)
    assert restore_backup(target, parsed(first)) == counts
    second, _ = take_backup(target)
    assert second == first

    # The club as the app reads it: every session, deal id, revision and version.
    assert target.sessions.list_sessions(include_archived=True) == source.sessions.list_sessions(
        include_archived=True
    )
    for info in source.sessions.list_sessions(include_archived=True):
        original = source.sessions.load_session(info.id)
        assert target.sessions.load_session(info.id) == original
        assert target.people.session_people(info.id) == source.people.session_people(info.id)
        replayed = session_from_data(target.sessions.load_session(info.id))
        assert replayed.to_json(derived=True) == session_from_data(original).to_json(derived=True)
    edited = target.sessions.load_session(made["edited"])
    assert max(edited.revisions) == 3 and len(edited.deals) == 2
    assert target.people.all(include_archived=True) == source.people.all(include_archived=True)
    assert target.people.person(made["left"]).archived
    assert target.seasons.all() == source.seasons.all()
    assert target.seasons.season(made["season"]).settings["money"] == {
        "rate": 0.05,
        "pot": {"fee": 2},
    }
    assert target.nights.all() == source.nights.all()
    assert target.nights.night(made["closed"]).closed
    night = target.nights.night(made["night"])
    assert len(night.finished_tables) == 1 and night.settings["note"] == "Hall B"
    assert target.nights.sessions_of_night(made["night"]) == source.nights.sessions_of_night(
        made["night"]
    )
    assert {(i.round_no, i.table_no) for i in target.nights.sessions_of_night(made["night"])} == {
        (1, 1),
        (1, 2),
        (2, 1),
        (2, 2),
    }

    # New rows continue after the restored ids, as they would in the original
    # (where the last deal id given was deleted).
    last = document(first)["last_ids"]
    assert last["deals"] > max(deal["id"] for deal in document(first)["deals"])
    for store in (source, target):
        service = SessionService(store, made["edited"])
        service.add_deal(normal(["Ben", "Chie"]))
        assert service.deal_ids[-1] == last["deals"] + 1
        assert store.people.add_person("Karl") == last["people"] + 1
        assert (
            store.seasons.create_season("Spring", "2027-03-01", "2027-05-31") == last["seasons"] + 1
        )
        night_id = store.nights.create_night("2026-11-06", "November", EIGHT, seed=9)
        assert night_id == last["club_nights"] + 1
    assert stored(target, session_file(FOUR)) == stored(source, session_file(FOUR))


@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_a_database_that_holds_anything_is_refused_and_left_as_it_was(
    opener: Opener, kind: str
) -> None:
    source = opener("sqlite")
    populate(source)
    backup = parsed(take_backup(source)[0])
    with_session, with_person = opener(kind), opener(kind)
    stored(with_session, session_file(FOUR, [normal(FOUR[:2])], title="Mine"))
    with_person.people.add_person("Anna")
    for target in (with_session, with_person):
        before = take_backup(target)[0]
        with pytest.raises(StoreError) as refused:
            restore_backup(target, backup)
        assert refused.value.template == M_NOT_EMPTY
        assert "empty database" in str(refused.value)
        assert take_backup(target)[0] == before


@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_a_restore_that_fails_midway_leaves_nothing(opener: Opener, kind: str) -> None:
    """The restore is one transaction: the database refuses the very last deal
    (a trigger), and none of the rows written before it stays."""
    source = opener("sqlite")
    populate(source)
    data = take_backup(source)[0]
    last_deal = document(data)["deals"][-1]["id"]
    target = opener(kind)
    empty = take_backup(target)[0]
    refuse = add_refusing_trigger(target, last_deal)
    with pytest.raises(StoreError):
        restore_backup(target, parsed(data))
    assert take_backup(target)[0] == empty
    refuse()  # the trigger gone, the same backup restores
    restore_backup(target, parsed(data))
    assert take_backup(target)[0] == data


def add_refusing_trigger(store: StoreCore, deal_id: int) -> Callable[[], None]:
    """A trigger refusing the deal ``deal_id``; returns what drops it again."""
    if isinstance(store, Store):
        with closing(sqlite3.connect(store.path, isolation_level=None)) as conn:
            conn.execute(
                "CREATE TRIGGER refuse BEFORE INSERT ON deals"
                f" WHEN NEW.id = {deal_id} BEGIN SELECT RAISE(ABORT, 'refused'); END"
            )

        def drop() -> None:
            with closing(sqlite3.connect(store.path, isolation_level=None)) as conn:
                conn.execute("DROP TRIGGER refuse")

        return drop
    import psycopg

    url = url_of(store)
    with psycopg.connect(url, autocommit=True) as server:
        server.execute(
            "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$"
            f" BEGIN IF NEW.id = {deal_id} THEN RAISE EXCEPTION 'refused'; END IF;"
            " RETURN NEW; END $$"
        )
        server.execute(
            "CREATE TRIGGER refuse BEFORE INSERT ON deals FOR EACH ROW EXECUTE FUNCTION refuse()"
        )

    def drop_pg() -> None:
        with psycopg.connect(url, autocommit=True) as server:
            server.execute("DROP TRIGGER refuse ON deals")
            server.execute("DROP FUNCTION refuse()")

    return drop_pg


@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_backing_up_takes_no_write_lock(opener: Opener, kind: str) -> None:
    """Another writer holds the write lock for as long as it likes: the backup
    reads past it (a SQLite write transaction; PostgreSQL's advisory lock)."""
    store = opener(kind)
    populate(store)
    expected = take_backup(store)[0]
    if isinstance(store, Store):
        with closing(sqlite3.connect(store.path, isolation_level=None)) as holder:
            holder.execute("BEGIN IMMEDIATE")
            holder.execute("UPDATE sessions SET title = 'Not yet' WHERE id = 1")
            assert take_backup(store)[0] == expected
            holder.execute("ROLLBACK")
        return
    import psycopg

    from schreiber.store.postgres import WRITE_LOCK

    with psycopg.connect(url_of(store)) as holder:
        holder.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))
        holder.execute("UPDATE sessions SET title = 'Not yet' WHERE id = 1")
        assert take_backup(store)[0] == expected
        holder.rollback()


WRITER = """
import os, sys
from schreiber.store.locate import open_store

url, first, second, stop = sys.argv[1:]
store = open_store(url, writer="writer")
sessions = (int(first), int(second))
for n in range(20000):  # a bound; the test stops it long before
    if os.path.exists(stop):
        break
    record = {"type": "normal", "re": ["Anna", "Ben"], "re_points": 100 + n % 100}
    print(store.sessions.add_deal(sessions[n % 2], record).id, flush=True)
store.close()
"""


@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_a_backup_is_one_moment_while_another_process_writes(
    opener: Opener, kind: str, tmp_path: Path
) -> None:
    """A second process adds deals to two sessions in turn, each in its own
    transaction, while backups are taken: each backup holds the first k deals
    that process saved, for some k, and every session's version counts its deals
    (a backup reading the tables at different moments would hold a deal its
    session's version does not count, or the other way round)."""
    store = opener(kind)
    sessions = [stored(store, session_file(FOUR, title=f"Table {n}")) for n in (1, 2)]
    stop = tmp_path / "stop"
    errors = tmp_path / "writer.err"
    saved: list[int] = []
    progress = threading.Condition()
    backups: list[bytes] = []
    with (
        errors.open("w") as stderr,
        subprocess.Popen(
            [sys.executable, "-c", WRITER, url_of(store), *map(str, sessions), str(stop)],
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
            cwd=ROOT,
        ) as writer,
    ):

        def read() -> None:
            assert writer.stdout is not None
            for line in writer.stdout:
                with progress:
                    saved.append(int(line))
                    progress.notify_all()

        def more_than(wanted: int) -> Callable[[], bool]:
            return lambda: len(saved) >= wanted or writer.poll() is not None

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        try:
            for _ in range(6):
                with progress:  # the writer has saved more since the last backup
                    progress.wait_for(more_than(len(saved) + 10), 60)
                assert writer.poll() is None, errors.read_text()
                backups.append(take_backup(store)[0])
        finally:
            stop.touch()
            writer.wait(timeout=60)
            reader.join(timeout=60)
    assert writer.returncode == 0, errors.read_text()
    counts = []
    for data in backups:
        held = document(data)
        ids = [deal["id"] for deal in held["deals"]]
        assert sorted(ids) == sorted(saved[: len(ids)])
        for session in held["sessions"]:
            mine = [deal for deal in held["deals"] if deal["session_id"] == session["id"]]
            assert session["version"] == len(mine)
            assert [deal["position"] for deal in mine] == list(range(len(mine)))
        assert held["last_ids"]["deals"] >= max(ids)
        counts.append(len(ids))
    assert counts == sorted(counts) and counts[0] < counts[-1] <= len(saved)
    # A backup taken midway restores, and each of its sessions replays.
    middle = Store(tmp_path / "middle.sqlite3")
    with middle:
        restore_backup(middle, parsed(backups[len(backups) // 2]))
        for session_id in sessions:
            session = middle.sessions.load_session(session_id)
            assert session.version == len(session.deals)
            session_from_data(session).replay()


def test_stored_text_that_is_not_the_apps_json_is_kept_as_it_is(opener: Opener) -> None:
    """A record written by another program (spaces, say) and one that is no JSON at
    all (a hostile row) go into the backup as their stored text, and come back
    exactly; the rest is written as JSON."""
    store = opener("sqlite")
    made = populate(store)
    spaced = '{"type": "normal", "re": ["Anna", "Ben"], "re_points": 131}'
    hostile = '{"re":' + "[" * 5000
    deep = '{"a":' * (MAX_DEPTH + 1) + "1" + "}" * (MAX_DEPTH + 1)
    deals = store.sessions.load_session(made["edited"]).deal_ids
    damaged = stored(store, session_file(FOUR, [normal(FOUR[:2])] * 3, title="Damaged"))
    hurt = store.sessions.load_session(damaged).deal_ids
    assert isinstance(store, Store)
    with closing(sqlite3.connect(store.path, isolation_level=None)) as conn:
        conn.execute("UPDATE deals SET record = ? WHERE id = ?", (spaced, deals[0]))
        conn.execute("UPDATE deals SET record = ? WHERE id = ?", (hostile, hurt[1]))
        conn.execute("UPDATE deals SET record = ? WHERE id = ?", (deep, hurt[2]))
    data = take_backup(store)[0]
    records = {deal["id"]: deal["record"] for deal in document(data)["deals"]}
    assert records[deals[0]] == spaced
    assert records[hurt[1]] == hostile
    assert records[hurt[2]] == deep
    assert (
        records[deals[1]] == store.sessions.load_session(made["edited"]).deals[1]
    )  # the app's: JSON
    target = opener("postgresql")
    restore_backup(target, parsed(data))
    assert take_backup(target)[0] == data
    assert target.sessions.load_session(made["edited"]) == store.sessions.load_session(
        made["edited"]
    )


def test_a_row_of_the_wrong_type_stops_the_backup_naming_it(opener: Opener) -> None:
    """SQLite keeps any type in any column: a revision written as text by hand is
    named, and nothing is written (a backup that could not be restored is worse)."""
    store = opener("sqlite")
    made = populate(store)
    deal_id = store.sessions.load_session(made["edited"]).deal_ids[0]
    assert isinstance(store, Store)
    with closing(sqlite3.connect(store.path, isolation_level=None)) as conn:
        conn.execute("PRAGMA ignore_check_constraints = ON")
        conn.execute("UPDATE deals SET revision = 'abc' WHERE id = ?", (deal_id,))
    with pytest.raises(StoreError) as refused:
        take_backup(store)
    assert refused.value.template == M_DAMAGED_ROW
    assert f"deals (id {deal_id}).revision: must be a whole number" in str(refused.value)


def test_tables_the_backup_does_not_know_are_left_out(opener: Opener) -> None:
    """The keys of changes already applied belong to one database, and a table
    another program added is none of the backup's business: neither breaks it."""
    store = opener("sqlite")
    populate(store)
    before = take_backup(store)[0]
    assert isinstance(store, Store)
    with closing(sqlite3.connect(store.path, isolation_level=None)) as conn:
        conn.execute(
            "CREATE TABLE IF NOT EXISTS change_keys"
            " (key TEXT PRIMARY KEY, answer TEXT NOT NULL, made TEXT NOT NULL)"
        )
        # Whatever its columns are by now (another part of the app owns it).
        columns = [str(row[1]) for row in conn.execute("PRAGMA table_info(change_keys)")]
        marks = ", ".join("?" for _ in columns)
        conn.execute(f"INSERT INTO change_keys VALUES ({marks})", ["k1"] * len(columns))
        conn.execute("CREATE TABLE mystery (id INTEGER PRIMARY KEY, what TEXT)")
        conn.execute("INSERT INTO mystery (what) VALUES ('not ours')")
    data = take_backup(store)[0]
    assert data == before
    assert b"k1" not in data and b"not ours" not in data
    target = opener("sqlite")
    restore_backup(target, parsed(data))
    assert take_backup(target)[0] == data


def test_an_empty_database_backs_up_and_restores(opener: Opener) -> None:
    data = take_backup(opener("postgresql"))[0]
    held = document(data)
    assert held["format"] == "schreiber-backup" and held["version"] == 1
    assert held["last_ids"] == {"people": 0, "seasons": 0, "club_nights": 0, "deals": 0}
    target = opener("sqlite")
    restore_backup(target, parsed(data))
    assert take_backup(target)[0] == data
    assert stored(target, session_file(FOUR)) == 1


# The file's checks (the command line's exit status 2 is tested in tests/test_cli_backup.py)


@pytest.fixture(scope="module")
def sample(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    with Store(tmp_path_factory.mktemp("sample") / "club.sqlite3") as store:
        populate(store)
        return document(take_backup(store)[0])


def changed(sample: dict[str, Any], change: Callable[[dict[str, Any]], object]) -> dict[str, Any]:
    copy = json.loads(json.dumps(sample))
    assert isinstance(copy, dict)
    change(copy)
    return copy


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        (lambda d: d.update(format="schreiber-session"), "format", "not a Schreiber backup"),
        (lambda d: d.update(version=2), "version", "newer version of Schreiber"),
        (lambda d: d.update(version="1"), "version", "whole number"),
        (lambda d: d.pop("deals"), "deals", "is required"),
        (lambda d: d.update(extra=[]), "extra", "not a known field"),
        (lambda d: d.update(people={}), "people", "must be a list"),
        (lambda d: d["deals"][0].update(revision="2"), "deals[0].revision", "whole number"),
        (lambda d: d["deals"][0].update(revision=0), "deals[0].revision", "between 1 and"),
        (lambda d: d["deals"][0].update(position=2**31), "deals[0].position", "between"),
        (lambda d: d["deals"][0].update(record=5), "deals[0].record", "JSON object or list"),
        (lambda d: d["deals"][0].pop("record"), "deals[0].record", "is required"),
        (lambda d: d["deals"][0].update(colour="red"), "deals[0].colour", "not a known field"),
        (lambda d: d["deals"][1].update(id=d["deals"][0]["id"]), "deals[1].id", "appears twice"),
        (lambda d: d["deals"][0].update(session_id=999), "deals[0].session_id", "does not hold"),
        (lambda d: d["sessions"][0].update(archived=1), "sessions[0].archived", "true or false"),
        (lambda d: d["sessions"][0].update(season_id=None), "", ""),  # allowed: no season
        (lambda d: d["club_nights"][0].update(season_id=None), "club_nights[0].season_id", ""),
        (lambda d: d["club_nights"][0].update(state="half"), "club_nights[0].state", "one of"),
        (lambda d: d["people"][1].update(name_key="anna"), "people[1].name_key", "twice"),
        (lambda d: d["people"][0].update(name="A\x00"), "people[0].name", "NUL"),
        (lambda d: d["people"][0].update(name="\ud800"), "people[0].name", "must be a text"),
        (lambda d: d["people"][0].update(full_name=["x"]), "people[0].full_name", "a text"),
        (lambda d: d["last_ids"].update(deals=1), "last_ids.deals", "at least"),
        (lambda d: d["last_ids"].pop("people"), "last_ids.people", "is required"),
        (lambda d: d["sessions"].append(7), "sessions[8]", "JSON object"),
    ],
)
def test_a_file_that_is_no_backup_is_refused_naming_the_field(
    sample: dict[str, Any], change: Callable[[dict[str, Any]], object], field: str, words: str
) -> None:
    hostile = changed(sample, change)
    if not field:
        read_backup(hostile)
        return
    with pytest.raises(RecordError) as refused:
        read_backup(hostile)
    assert refused.value.field == field
    assert words in str(refused.value)


def test_json_nested_deeper_than_anything_stored_is_refused(sample: dict[str, Any]) -> None:
    deep: object = 1
    for _ in range(MAX_DEPTH + 1):
        deep = [deep]
    hostile = changed(sample, lambda d: d["deals"][0].update(record={"re": deep}))
    with pytest.raises(RecordError) as refused:
        read_backup(hostile)
    assert refused.value.field == "deals[0].record"
    assert "nested more than" in str(refused.value)
    others: tuple[object, ...] = (None, [], "schreiber-backup")
    for other in others:
        with pytest.raises(RecordError):
            read_backup(other)


def test_the_backup_module_imports_neither_qt_nor_psycopg() -> None:
    code = (
        "import sys, schreiber.store.backup; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in"
        " ('PySide6', 'psycopg', 'pandas')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True
    )
    assert done.stdout.strip() == "[]"


@pytest.fixture(autouse=True)
def no_database_in_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("SCHREIBER_DATABASE", "SCHREIBER_DATA_DIR"):
        monkeypatch.delenv(name, raising=False)
