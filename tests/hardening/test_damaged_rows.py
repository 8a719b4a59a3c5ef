"""A damaged record harms only its session (records.md, "The database from the
command line"; issue 24, item 3), on a SQLite file and on a real PostgreSQL server.

Each hostile value is written by raw SQL, as a hand in ``sqlite3`` or ``psql``,
another program or a hostile client of the club's server would write it: into
a record, the session's own row (players, rules, title, date, game, first
dealer, and on SQLite, which keeps any value in any column, a revision, a
version or an archive mark that is text), the undo history, the roster, the
seasons, the club nights and the league's summaries. Then:

- ``schreiber show`` of that session exits 4 with one line naming the session
  and the record, never a traceback;
- ``schreiber sessions`` lists every session, the damaged one marked
  ``"damaged": true`` (with ``"damaged_record"`` where a record is at fault);
- every other session is shown, grows by ``add``, exports and ranks as before;
- the two hostile values of the issue (100,000 nested brackets, a text of
  8 MiB) are refused well under a second.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from schreiber.club.season import summaries
from schreiber.session.file import MAX_SESSION_BYTES
from schreiber.session.service import SessionService
from schreiber.store.core import DamagedSessionError, StoreCore
from schreiber.store.locate import open_store
from schreiber.store.stored import MAX_RECORD_CHARS
from tests.hardening.cli import Run, run_here, run_process

MIB = 1024 * 1024
FOUR = ["A", "B", "C", "D"]
CONTRACT_KEYS = {"id", "title", "date", "game", "players", "deals", "archived"}
"""The keys of ``schreiber sessions`` (records.md); a damaged session adds its marks."""
FAST_S = 1.0
"""Refusing a hostile row: well under a second (the measurement is printed)."""


def deal(re: list[str], re_points: int = 131) -> dict[str, object]:
    return {"type": "normal", "re": re, "re_points": re_points}


def session_file(title: str, deals: list[dict[str, object]]) -> dict[str, object]:
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": title,
        "date": "2026-11-20",
        "players": FOUR,
        "first_dealer": "A",
        "rules": {"preset": "standard"},
        "deals": deals,
    }


@pytest.fixture(autouse=True)
def no_database_in_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("SCHREIBER_DATABASE", "SCHREIBER_DATA_DIR"):
        monkeypatch.delenv(name, raising=False)


@dataclass
class Club:
    """A database of either engine with three sessions; ``target`` is damaged by the
    tests, ``others`` must go on working."""

    url: str
    engine: str
    target: str = ""
    others: tuple[str, str] = ("", "")

    def cli(self, *args: str, stdin: object = None) -> Run:
        data = b"" if stdin is None else json.dumps(stdin).encode()
        return run_here("--database", self.url, *args, stdin=data)

    def raw(self, sql: str, *parameters: object, before: tuple[str, ...] = ()) -> None:
        """Run ``sql`` (``?`` placeholders) as another program would: sqlite3 on the
        file, psycopg on the server, outside the app."""
        if self.engine == "sqlite":
            conn = sqlite3.connect(self.url.removeprefix("sqlite://"), isolation_level=None)
            try:
                for statement in before:
                    conn.execute(statement)
                conn.execute(sql, parameters)
            finally:
                conn.close()
            return
        import psycopg

        with psycopg.connect(self.url, autocommit=True) as server:
            for statement in before:
                server.execute(statement.encode())
            server.execute(sql.replace("?", "%s").encode(), parameters)

    def deal_ids(self, session: str) -> list[int]:
        shown = answer(self.cli("show", session))
        assert isinstance(shown, dict)
        return [int(record["id"]) for record in shown["deals"]]

    def store(self) -> StoreCore:
        return open_store(self.url, writer="tests")


def answer(run: Run) -> object:
    assert run.code == 0, run.stderr.decode()
    assert run.stderr == b""
    return json.loads(run.stdout.decode("utf-8"))


def refused(run: Run, status: int, *names: str) -> str:
    """Exit ``status``, nothing printed, one ``schreiber:`` line naming ``names``."""
    stderr = run.stderr.decode("utf-8", "replace")
    assert run.code == status, (run.code, stderr[:2000])
    assert run.stdout == b""
    assert "Traceback" not in stderr
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr[:2000]
    assert lines[0].startswith("schreiber: ")
    assert len(lines[0]) < 2000, lines[0][:300]
    for name in names:
        assert name in lines[0], lines[0]
    return lines[0]


@pytest.fixture(params=["sqlite", "postgresql"])
def club(request: pytest.FixtureRequest, tmp_path: Path) -> Club:
    if request.param == "sqlite":
        url = f"sqlite://{tmp_path / 'club.sqlite3'}"
    else:
        url = request.getfixturevalue("postgres_url")
    made = Club(url, request.param)
    ids = []
    for title in ("Damaged evening", "Friday", "Saturday"):
        created = answer(
            made.cli("create", "-", stdin=session_file(title, [deal(["A", "B"]), deal(["C", "D"])]))
        )
        assert isinstance(created, dict)
        ids.append(str(created["id"]))
    made.target, made.others = ids[0], (ids[1], ids[2])
    return made


# ----------------------------------------------------------------------- hostile values


@dataclass(frozen=True)
class Hostile:
    """A hostile value and where it goes: into the target session's last record
    (``record``) or its own row; SQL with ``?`` for the value and the row's id."""

    name: str
    sql: str
    value: Callable[[], object]
    record: bool
    engines: tuple[str, ...] = ("sqlite", "postgresql")
    before: tuple[str, ...] = ()


def brackets(count: int) -> str:
    return '{"type":"normal","re":' + "[" * count + "}"


NO_CHECKS = ("PRAGMA ignore_check_constraints = ON",)
RECORD = "UPDATE deals SET record = ? WHERE id = ?"

HOSTILE = [
    Hostile("100,000 opening brackets", RECORD, lambda: brackets(100_000), True),
    Hostile(
        "100,000 balanced brackets",
        RECORD,
        lambda: "[" * 100_000 + "]" * 100_000,
        True,
    ),
    Hostile(
        "a text of 8 MiB",
        RECORD,
        lambda: json.dumps({**deal(["A", "B"]), "note": "x" * 8 * MIB}),
        True,
    ),
    Hostile("not JSON", RECORD, lambda: '{"type": "normal", "re": [', True),
    Hostile("a list where an object belongs", RECORD, lambda: '["normal", 131]', True),
    Hostile("NaN", RECORD, lambda: '{"type":"normal","re":["A","B"],"re_points":NaN}', True),
    Hostile("a record that does not replay", RECORD, lambda: json.dumps(deal(["A", "Z"])), True),
    Hostile(
        "a position out of order",
        "UPDATE deals SET position = position + 7 WHERE id = ? AND ? = ?",
        lambda: None,
        True,
    ),
    Hostile(
        "a revision that is text",
        "UPDATE deals SET revision = ? WHERE id = ?",
        lambda: "abc",
        True,
        ("sqlite",),
    ),
    Hostile(
        "a revision of 0",
        "UPDATE deals SET revision = ? WHERE id = ?",
        lambda: 0,
        True,
        ("sqlite",),
        NO_CHECKS,
    ),
    Hostile("a record of bytes", RECORD, lambda: b'{"type":"normal"}', True, ("sqlite",)),
    Hostile(
        "a record that is not UTF-8",
        "UPDATE deals SET record = CAST(? AS TEXT) WHERE id = ?",
        lambda: b'{"type":"normal","re":["A","B"],"re_points":131,"note":"\xff\xfe"}',
        True,
        ("sqlite",),
    ),
    Hostile(
        "a player list of 100,000 brackets",
        "UPDATE sessions SET players = ? WHERE id = ?",
        lambda: "[" * 100_000,
        False,
    ),
    Hostile(
        "a player list of 8 MiB",
        "UPDATE sessions SET players = ? WHERE id = ?",
        lambda: json.dumps(["A" * 8 * MIB, "B", "C", "D"]),
        False,
    ),
    Hostile(
        "a player list that is an object",
        "UPDATE sessions SET players = ? WHERE id = ?",
        lambda: '{"A": 1}',
        False,
    ),
    Hostile(
        "a rule set that is a list",
        "UPDATE sessions SET rules = ? WHERE id = ?",
        lambda: "[]",
        False,
    ),
    Hostile(
        "a rule set of 100,000 brackets",
        "UPDATE sessions SET rules = ? WHERE id = ?",
        lambda: '{"options":' + "[" * 100_000 + "}",
        False,
    ),
    Hostile(
        "a title of 8 MiB",
        "UPDATE sessions SET title = ? WHERE id = ?",
        lambda: "x" * 8 * MIB,
        False,
    ),
    Hostile(
        "a date that is none", "UPDATE sessions SET date = ? WHERE id = ?", lambda: "soon", False
    ),
    Hostile("an unknown game", "UPDATE sessions SET game = ? WHERE id = ?", lambda: "poker", False),
    Hostile(
        "a first dealer who does not play",
        "UPDATE sessions SET first_dealer = ? WHERE id = ?",
        lambda: "Z",
        False,
    ),
    Hostile(
        "a version that is text",
        "UPDATE sessions SET version = ? WHERE id = ?",
        lambda: "abc",
        False,
        ("sqlite",),
    ),
    Hostile(
        "an archive mark of 7",
        "UPDATE sessions SET archived = ? WHERE id = ?",
        lambda: 7,
        False,
        ("sqlite",),
        NO_CHECKS,
    ),
    Hostile(
        "a player list of bytes",
        "UPDATE sessions SET players = ? WHERE id = ?",
        lambda: b'["A","B","C","D"]',
        False,
        ("sqlite",),
    ),
    Hostile(
        "a title that is not UTF-8",
        "UPDATE sessions SET title = CAST(? AS TEXT) WHERE id = ?",
        lambda: b"Fri\xffday",
        False,
        ("sqlite",),
    ),
]


def damage(club: Club, hostile: Hostile) -> int | None:
    """Write the hostile value; the id of the record it went into (None: the row)."""
    if club.engine not in hostile.engines:
        pytest.skip(f"{club.engine} keeps the column's type (only SQLite takes any value)")
    last = club.deal_ids(club.target)[-1]
    if hostile.name == "a position out of order":
        club.raw(hostile.sql, last, 1, 1)
    else:
        where = last if hostile.record else int(club.target)
        club.raw(hostile.sql, hostile.value(), where, before=hostile.before)
    return last if hostile.record else None


@pytest.mark.parametrize("hostile", HOSTILE, ids=[h.name for h in HOSTILE])
def test_a_damaged_value_harms_only_its_session(club: Club, hostile: Hostile) -> None:
    record = damage(club, hostile)
    # show: exit 4, one line naming the session and the record.
    names = [f"Session {club.target} "]
    if record is not None:
        names.append(f"record {record} ")
    line = refused(club.cli("show", club.target), 4, *names, "damaged")
    assert "restore the database from a backup, or delete this session" in line

    # sessions: every session, the damaged one marked, the others as the contract says.
    listed = answer(club.cli("sessions"))
    assert isinstance(listed, list)
    by_id = {item["id"]: item for item in listed}
    assert set(by_id) == {club.target, *club.others}
    marked = by_id[club.target]
    assert marked["damaged"] is True
    assert set(marked) - CONTRACT_KEYS <= {"damaged", "damaged_record"}
    if record is not None:
        assert marked["damaged_record"] == str(record)
    for other in club.others:
        assert set(by_id[other]) == CONTRACT_KEYS
        assert by_id[other]["deals"] == 2

    # Every other session: shown, and a deal added as always.
    for other in club.others:
        shown = answer(club.cli("show", other))
        assert isinstance(shown, dict) and len(shown["deals"]) == 2
    added = answer(club.cli("add", club.others[0], "-", stdin=deal(["B", "C"])))
    assert isinstance(added, dict) and added["number"] == 3
    # And the damaged one is not written to either: the same line, nothing changed.
    refused(club.cli("add", club.target, "-", stdin=deal(["B", "C"])), 4, *names)


@pytest.mark.parametrize(
    "hostile",
    [h for h in HOSTILE if h.name in ("100,000 opening brackets", "a text of 8 MiB")]
    + [h for h in HOSTILE if h.name in ("a player list of 8 MiB", "a title of 8 MiB")],
    ids=lambda h: h.name,
)
def test_the_issues_hostile_rows_are_refused_fast(club: Club, hostile: Hostile) -> None:
    damage(club, hostile)
    with club.store() as store:
        started = time.perf_counter()
        with pytest.raises(DamagedSessionError) as raised:
            store.sessions.load_session(int(club.target))
        loading = time.perf_counter() - started
        started = time.perf_counter()
        listed = store.sessions.list_sessions()
        listing = time.perf_counter() - started
    print(f"{club.engine}, {hostile.name}: refused in {loading:.3f} s, listed in {listing:.3f} s")
    assert raised.value.session_id == int(club.target)
    assert loading < FAST_S
    assert listing < FAST_S
    assert {info.id for info in listed} == {int(club.target), *map(int, club.others)}


def test_the_issues_update_stops_no_process(club: Club) -> None:
    """The issue's own statement, then the real command in a process of its own."""
    last = club.deal_ids(club.target)[-1]
    if club.engine == "postgresql":
        club.raw(
            "UPDATE deals SET record = '{\"re\":' || repeat('[', 100000) || '}' WHERE id = ?",
            last,
        )
    else:
        club.raw(RECORD, brackets(100_000), last)
    run = run_process("--database", club.url, "show", club.target)
    refused(run, 4, f"Session {club.target} ", f"record {last} ")
    listed = json.loads(run_process("--database", club.url, "sessions").stdout)
    assert [item.get("damaged", False) for item in listed].count(True) == 1


def test_another_session_exports_and_ranks(club: Club, tmp_path: Path) -> None:
    """``export`` and ``league`` of the sessions that can be read, beside a damaged one."""
    damage(club, HOSTILE[0])
    shown = answer(club.cli("show", club.others[0]))
    evening = tmp_path / "friday.json"
    evening.write_text(json.dumps(shown), encoding="utf-8")
    out = tmp_path / "friday.xlsx"
    assert answer(run_here("export", str(evening), str(out))) == {"written": str(out)}
    assert out.stat().st_size > 0
    request = {"ranking": {"method": "total"}, "evenings": [shown]}
    league = answer(run_here("league", "-", stdin=json.dumps(request).encode()))
    assert isinstance(league, dict) and len(league["standings"]) == 4


def test_the_record_limit_is_the_session_files(club: Club) -> None:
    """What the largest session file holds in one record is read back; one character
    more is refused (the store never refuses what it let in)."""
    assert MAX_RECORD_CHARS == MAX_SESSION_BYTES
    last = club.deal_ids(club.target)[-1]
    record = json.dumps({**deal(["A", "B"]), "note": ""})
    at_limit = record[:-2] + "x" * (MAX_RECORD_CHARS - len(record)) + '"}'
    assert len(at_limit) == MAX_RECORD_CHARS
    club.raw(RECORD, at_limit, last)
    with club.store() as store:
        assert len(store.sessions.load_session(int(club.target)).deals) == 2
    club.raw(RECORD, at_limit[:-2] + 'x"}', last)
    with club.store() as store, pytest.raises(DamagedSessionError):
        store.sessions.load_session(int(club.target))


# ----------------------------------------------------------------- other tables


@pytest.fixture
def opened(club: Club) -> Iterator[StoreCore]:
    with club.store() as store:
        yield store


def test_a_damaged_undo_entry_changes_nothing(club: Club) -> None:
    """Redo would put a hostile record back: the replay inside the write refuses it."""
    with open_store(club.url, writer="window") as store:
        service = SessionService(store, int(club.target))
        service.add_deal(deal(["A", "C"]))
        assert service.undo() == "add_deal"
    club.raw("UPDATE undo_log SET after = ? WHERE writer = 'window'", brackets(100_000))
    with open_store(club.url, writer="window") as store:
        service = SessionService(store, int(club.target))
        with pytest.raises(DamagedSessionError):
            service.redo()
        assert len(store.sessions.load_session(int(club.target)).deals) == 2
    shown = answer(club.cli("show", club.target))
    assert isinstance(shown, dict) and len(shown["deals"]) == 2


def test_an_undo_entry_of_the_wrong_type_is_named(club: Club) -> None:
    if club.engine != "sqlite":
        pytest.skip("PostgreSQL keeps the column's type")
    with open_store(club.url, writer="window") as store:
        SessionService(store, int(club.target)).add_deal(deal(["A", "C"]))
    club.raw(
        "UPDATE undo_log SET expect = 'abc', kind = 'drop_table' WHERE writer = 'window'",
        before=NO_CHECKS,
    )
    with open_store(club.url, writer="window") as store:
        # The window rebuilds its undo stack: the entry is listed, without a name.
        assert store.undo.history(int(club.target)) == ([""], [])
        service = SessionService(store, int(club.target))
        with pytest.raises(DamagedSessionError, match="undo history"):
            service.undo()
        assert len(store.sessions.load_session(int(club.target)).deals) == 3


def test_damaged_club_rows_leave_the_rest_readable(club: Club, opened: StoreCore) -> None:
    """The roster, seasons, club nights and league summaries: a damaged row reads as
    unknown or is left out, never an exception, and the league is made afresh."""
    night = opened.nights.create_night("2026-11-27", "Club night", FOUR, 7)
    (season,) = {info.season_id for info in opened.sessions.list_sessions()}
    assert season is not None
    opened.people.add_person("Eve")
    deep = brackets(100_000)
    club.raw("UPDATE people SET full_name = ? WHERE name = 'Eve'", deep)
    club.raw("UPDATE people SET name = ? WHERE name = 'A'", "x" * 8 * MIB)
    club.raw("UPDATE seasons SET settings = ?", deep)
    club.raw("UPDATE club_nights SET settings = ?, present = ?", deep, deep)
    summaries(opened, season_id=season)  # keeps a summary per session
    club.raw(
        "UPDATE session_summaries SET summary = ? WHERE session_id = ?", deep, int(club.others[0])
    )
    club.raw(
        "UPDATE session_summaries SET summary = ? WHERE session_id = ?",
        json.dumps({"v": 1, "players": {"A": {"total": "many", "deals": 1}}}),
        int(club.others[1]),
    )
    club.raw("UPDATE sessions SET updated = ? WHERE id = ?", "zzzz", int(club.target))

    names = [person.name for person in opened.people.all()]
    assert "Eve" in names and "B" in names and all(len(name) < 100 for name in names)
    assert [person.full_name for person in opened.people.all() if person.name == "Eve"] == [""]
    assert all(s.settings == {} for s in opened.seasons.all())
    (read,) = opened.nights.all()
    assert (read.id, read.settings, read.present) == (night, {}, ())
    # The league: summaries unreadable or of the wrong shape are made again.
    made = summaries(opened, season_id=season)
    assert {item.row.session_id for item in made} == {
        int(club.target),
        *map(int, club.others),
    }
    # A stamp that is no stamp does not stop the next change.
    saved = SessionService(opened, int(club.others[0])).add_deal(deal(["B", "D"]))
    assert saved is not None


def test_a_night_whose_state_is_neither_is_closed(club: Club, opened: StoreCore) -> None:
    if club.engine != "sqlite":
        pytest.skip("PostgreSQL keeps the column's check")
    opened.nights.create_night("2026-11-27", "Club night", FOUR, 7)
    club.raw("UPDATE club_nights SET state = 'weird', seed = 'x'", before=NO_CHECKS)
    (night,) = opened.nights.all()
    assert night.closed and night.seed == 0
