"""Many writers on one SQLite file: ids, revisions, conflicts, per-writer undo, checks.

Each test is one promise of the store and fails if the promise were false. A
"writer" is one :class:`Store` (one window, one command); two stores on the
same file are two writers, as two windows or two programs would be.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

from schreiber.store import (
    DEFAULT_FILENAME,
    SCHEMA_VERSION,
    Candidate,
    ConflictError,
    Saved,
    SessionData,
    Store,
    database,
    schema,
)
from tests.store.children import child

PLAYERS = ["Anna", "Ben", "Chie", "Daiki"]
RULES: dict[str, object] = {"preset": "standard"}

Rows = dict[str, list[tuple[Any, ...]]]


def deal(n: int) -> dict[str, object]:
    return {"type": "normal", "re": ["Anna", "Ben"], "re_points": n}


def new_session(store: Store, deals: int = 0, title: str = "Friday") -> int:
    return store.sessions.create_session(
        "doppelkopf", title, "2026-11-20", PLAYERS, "Anna", RULES, [deal(n) for n in range(deals)]
    )


def rows(path: Path) -> Rows:
    """Every row of every table, read apart from the stores under test."""
    with closing(sqlite3.connect(path)) as conn:
        return {
            "sessions": conn.execute("SELECT * FROM sessions ORDER BY id").fetchall(),
            "deals": conn.execute("SELECT * FROM deals ORDER BY 1, 2").fetchall(),
            "undo_log": conn.execute("SELECT * FROM undo_log ORDER BY id").fetchall(),
        }


def records(data: SessionData) -> list[tuple[int, int, object]]:
    """The session's deals as (id, revision, points), in order."""
    return [
        (deal_id, revision, record["re_points"])
        for deal_id, revision, record in zip(data.deal_ids, data.revisions, data.deals, strict=True)
    ]


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / DEFAULT_FILENAME


def two_writers(path: Path) -> tuple[Store, Store]:
    return Store(path, writer="a"), Store(path, writer="b")


# ----------------------------------------------------------------------- conflicts


def test_a_stale_edit_or_delete_is_a_conflict_and_writes_nothing(path: Path) -> None:
    a, b = two_writers(path)
    with a, b:
        session_id = new_session(a, deals=3)
        ids = a.sessions.load_session(session_id).deal_ids
        a.sessions.add_deal(session_id, deal(50))  # a has an undo entry of its own to keep
        saved = b.sessions.replace_deal(session_id, ids[1], deal(111), 1)  # b edits first
        assert saved == Saved(ids[1], 2, 2, 2)
        before = (a.sessions.load_session(session_id), a.undo.history(session_id), rows(path))
        with pytest.raises(
            ConflictError, match=r"deal 2 was changed elsewhere .*\(revision 1, now 2\)"
        ):
            a.sessions.replace_deal(session_id, ids[1], deal(222), 1)
        with pytest.raises(ConflictError, match=r"\(revision 1, now 2\); nothing was changed"):
            a.sessions.delete_deal(session_id, ids[1], 1)
        with pytest.raises(ConflictError, match=r"\(revision 3, now 2\)"):  # not ahead either
            a.sessions.replace_deal(session_id, ids[1], deal(222), 3)
        assert (
            a.sessions.load_session(session_id),
            a.undo.history(session_id),
            rows(path),
        ) == before
        # With the revision read now, the edit goes through.
        assert a.sessions.replace_deal(session_id, ids[1], deal(222), 2) == Saved(ids[1], 2, 3, 3)


def test_a_deal_deleted_by_another_writer_is_a_conflict(path: Path) -> None:
    a, b = two_writers(path)
    with a, b:
        session_id = new_session(a, deals=3)
        ids = a.sessions.load_session(session_id).deal_ids
        b.sessions.delete_deal(session_id, ids[0], 1)
        before = (a.sessions.load_session(session_id), rows(path))
        for revision in (1, 2):
            with pytest.raises(ConflictError, match=rf"the deal \(id {ids[0]}\) was deleted"):
                a.sessions.replace_deal(session_id, ids[0], deal(9), revision)
            with pytest.raises(ConflictError, match=rf"the deal \(id {ids[0]}\) was deleted"):
                a.sessions.delete_deal(session_id, ids[0], revision)
        with pytest.raises(ConflictError, match="was deleted elsewhere"):
            a.sessions.add_deal(session_id, deal(9), before=ids[0])
        assert (a.sessions.load_session(session_id), rows(path)) == before
        assert not a.undo.can_undo(session_id)


def test_an_edit_or_delete_touches_no_other_record(path: Path) -> None:
    with Store(path) as store:
        one = new_session(store, deals=12, title="one")
        two = new_session(store, deals=12, title="two")
        ids = store.sessions.load_session(one).deal_ids
        before = {row[0]: row for row in rows(path)["deals"]}  # id, session, position, ...

        store.sessions.replace_deal(one, ids[5], deal(500), 1)
        after = {row[0]: row for row in rows(path)["deals"]}
        assert after.keys() == before.keys()
        assert {k: v for k, v in after.items() if k != ids[5]} == {
            k: v for k, v in before.items() if k != ids[5]
        }
        assert after[ids[5]][1:4] == (one, 5, 2)  # same session and place, next revision

        store.sessions.delete_deal(one, ids[3], 1)
        gone = {row[0]: row for row in rows(path)["deals"]}
        assert gone.keys() == after.keys() - {ids[3]}
        for deal_id, row in gone.items():
            session_id, position, *rest = row[1:]
            old_session, old_position, *old_rest = after[deal_id][1:]
            assert (session_id, rest) == (old_session, old_rest)  # revision and record
            moved = session_id == one and old_position > 3
            assert position == old_position - (1 if moved else 0)
        assert store.sessions.load_session(two).deals == tuple(deal(n) for n in range(12))


# --------------------------------------------------------------------- ids and places


def test_add_before_a_deal_puts_it_there(path: Path) -> None:
    with Store(path) as store:
        session_id = new_session(store, deals=3)
        d0, d1, d2 = store.sessions.load_session(session_id).deal_ids
        middle = store.sessions.add_deal(session_id, deal(10), before=d1)
        assert (middle.number, middle.revision) == (2, 1)
        first = store.sessions.add_deal(session_id, deal(20), before=d0)
        assert first.number == 1
        last = store.sessions.add_deal(session_id, deal(30))
        assert last.number == 6
        data = store.sessions.load_session(session_id)
        assert data.deal_ids == (first.id, d0, middle.id, d1, d2, last.id)
        assert [d["re_points"] for d in data.deals] == [20, 0, 10, 1, 2, 30]
        assert data.revisions == (1,) * 6
        # Before a deal of another session: refused, nothing written.
        other = new_session(store, deals=1, title="other")
        (foreign,) = store.sessions.load_session(other).deal_ids
        before = rows(path)
        with pytest.raises(ConflictError):
            store.sessions.add_deal(session_id, deal(40), before=foreign)
        assert rows(path) == before
        # Undo takes it out of the middle, redo puts it back where it was.
        store.undo.undo(session_id)  # the last one
        store.undo.undo(session_id)  # the first one
        assert store.undo.undo(session_id) == "add_deal"
        assert store.sessions.load_session(session_id).deal_ids == (d0, d1, d2)
        store.undo.redo(session_id)
        assert store.sessions.load_session(session_id).deal_ids == (d0, middle.id, d1, d2)


def test_ids_are_never_given_again(path: Path) -> None:
    with Store(path) as store:
        one = new_session(store, deals=2, title="one")
        two = new_session(store, deals=2, title="two")
        highest = store.sessions.add_deal(two, deal(5))
        store.sessions.delete_deal(two, highest.id, 1)  # the highest id there is, gone
        again = store.sessions.add_deal(one, deal(6))
        assert again.id > highest.id
        store.sessions.delete_session(one)  # all of its ids gone with it, the newest included
        given = {row[0] for row in rows(path)["deals"]} | {highest.id, again.id}
    with Store(path) as store:  # and after a restart
        after = store.sessions.add_deal(two, deal(7))
        assert after.id > max(given)
        third = new_session(store, deals=3, title="three")
        assert min(store.sessions.load_session(third).deal_ids) > after.id


# -------------------------------------------------------------------------- undo


def test_undo_takes_back_only_the_writers_own_deal(path: Path) -> None:
    a, b = two_writers(path)
    with a, b:
        session_id = new_session(a)
        mine = a.sessions.add_deal(session_id, deal(1))
        theirs = b.sessions.add_deal(session_id, deal(2))
        assert a.undo.undo(session_id) == "add_deal"
        data = a.sessions.load_session(session_id)
        assert (data.deal_ids, data.revisions) == ((theirs.id,), (1,))
        assert not a.undo.can_undo(session_id)
        assert a.undo.can_redo(session_id) and not b.undo.can_redo(session_id)
        assert b.undo.history(session_id) == (["add_deal"], [])
        assert b.undo.undo(session_id) == "add_deal"
        assert a.sessions.load_session(session_id).deals == ()
        assert a.undo.redo(session_id) == "add_deal"
        assert a.sessions.load_session(session_id).deal_ids == (mine.id,)


def test_undo_of_a_deal_another_writer_edited_since_is_a_conflict(path: Path) -> None:
    a, b = two_writers(path)
    with a, b:
        session_id = new_session(a)
        theirs = b.sessions.add_deal(session_id, deal(2))
        a.sessions.replace_deal(session_id, theirs.id, deal(3), 1)
        before = (b.sessions.load_session(session_id), b.undo.history(session_id), rows(path))
        with pytest.raises(ConflictError, match="changed elsewhere"):
            b.undo.undo(session_id)
        assert (
            b.sessions.load_session(session_id),
            b.undo.history(session_id),
            rows(path),
        ) == before
        assert b.undo.can_undo(session_id)  # nothing was taken off the stack
        # a's own undo is no conflict: the deal is as a left it.
        assert a.undo.undo(session_id) == "replace_deal"
        assert a.sessions.load_session(session_id).deals == (deal(2),)


def test_undo_and_redo_walk_one_deal_through_its_edits(path: Path) -> None:
    with Store(path) as store:
        session_id = new_session(store)
        saved = store.sessions.add_deal(session_id, deal(1))
        assert store.sessions.replace_deal(session_id, saved.id, deal(2), 1).revision == 2
        assert store.sessions.replace_deal(session_id, saved.id, deal(3), 2).revision == 3

        def now() -> list[tuple[int, int, object]]:
            return records(store.sessions.load_session(session_id))

        assert now() == [(saved.id, 3, 3)]
        assert store.undo.undo(session_id) == "replace_deal"
        assert now() == [(saved.id, 4, 2)]
        assert store.undo.undo(session_id) == "replace_deal"
        assert now() == [(saved.id, 5, 1)]
        assert store.undo.redo(session_id) == "replace_deal"
        assert now() == [(saved.id, 6, 2)]
        assert store.undo.redo(session_id) == "replace_deal"
        assert now() == [(saved.id, 7, 3)]
        assert store.undo.redo(session_id) is None
        # All the way back, and forth: the deal keeps its id.
        assert [store.undo.undo(session_id) for _ in range(4)] == [
            "replace_deal",
            "replace_deal",
            "add_deal",
            None,
        ]
        assert now() == []
        assert [store.undo.redo(session_id) for _ in range(3)] == [
            "add_deal",
            *["replace_deal"] * 2,
        ]
        assert now() == [(saved.id, 12, 3)]
        assert store.sessions.load_session(session_id).version == 3 + 4 + 3 + 3


def test_undo_after_a_restart_belongs_to_the_same_writer(path: Path) -> None:
    with Store(path, writer="window 1") as store:
        session_id = new_session(store, deals=1)
        saved = store.sessions.add_deal(session_id, deal(7))
    with Store(path, writer="window 2") as other:  # another writer: nothing to undo
        assert not other.undo.can_undo(session_id)
        before = rows(path)
        assert other.undo.undo(session_id) is None
        assert other.undo.redo(session_id) is None
        assert rows(path) == before
    with Store(path, writer="window 1") as store:  # the same writer again
        assert store.undo.history(session_id) == (["add_deal"], [])
        assert store.undo.undo(session_id) == "add_deal"
        assert saved.id not in store.sessions.load_session(session_id).deal_ids
        assert len(store.sessions.load_session(session_id).deals) == 1


# ------------------------------------------------------------------------- checks


class RefusedError(Exception):
    pass


Write = Callable[[Store, int, int, Callable[[Candidate], None]], object]
CHECKED: dict[str, Write] = {
    "add_deal": lambda s, sid, d, check: s.sessions.add_deal(sid, deal(9), check=check),
    "add_before": lambda s, sid, d, check: s.sessions.add_deal(sid, deal(9), before=d, check=check),
    "replace_deal": lambda s, sid, d, check: s.sessions.replace_deal(
        sid, d, deal(9), 1, check=check
    ),
    "delete_deal": lambda s, sid, d, check: s.sessions.delete_deal(sid, d, 1, check=check),
    "set_rules": lambda s, sid, d, check: s.sessions.set_rules(sid, {"preset": "x"}, check=check),
    "undo": lambda s, sid, d, check: s.undo.undo(sid, check=check),
    "redo": lambda s, sid, d, check: s.undo.redo(sid, check=check),
}


@pytest.mark.parametrize("write", list(CHECKED))
def test_a_check_that_raises_rolls_the_write_back(path: Path, write: str) -> None:
    with Store(path) as store:
        session_id = new_session(store, deals=2)
        first = store.sessions.load_session(session_id).deal_ids[0]
        store.sessions.add_deal(session_id, deal(5))
        store.sessions.add_deal(session_id, deal(6))
        store.undo.undo(session_id)  # one to undo, one to redo
        before = (store.sessions.load_session(session_id), rows(path))
        seen: list[SessionData] = []

        def refuse(candidate: Candidate) -> None:
            seen.append(candidate.load())  # the session as the write would leave it
            raise RefusedError

        with pytest.raises(RefusedError):
            CHECKED[write](store, session_id, first, refuse)
        assert seen and seen[0] != before[0]
        assert seen[0].version == before[0].version + 1
        assert (store.sessions.load_session(session_id), rows(path)) == before
        # The same write without the check goes through.
        CHECKED[write](store, session_id, first, lambda candidate: None)
        assert store.sessions.load_session(session_id).version == before[0].version + 1


def test_a_check_is_told_whether_anyone_wrote_since(path: Path) -> None:
    a, b = two_writers(path)
    with a, b:
        session_id = new_session(a)
        known = a.sessions.load_session(session_id).version
        told: list[bool] = []
        a.sessions.add_deal(
            session_id, deal(1), known_version=known, check=lambda c: told.append(c.unchanged)
        )
        b.sessions.add_deal(session_id, deal(2))
        a.sessions.add_deal(
            session_id, deal(3), known_version=known + 1, check=lambda c: told.append(c.unchanged)
        )
        assert told == [True, False]


# ---------------------------------------------------------------------- migration


def version_1_file(path: Path) -> None:
    """A database as version 1 of the app wrote it, by its own schema SQL."""
    with closing(sqlite3.connect(path, isolation_level=None)) as conn:
        conn.execute("BEGIN")
        schema.migrate(database.SqliteConn(conn), 0, 1)
        conn.execute("PRAGMA user_version = 1")
        for session_id, count in ((1, 5), (2, 3)):
            conn.execute(
                "INSERT INTO sessions (id, game, title, date, players, first_dealer, rules,"
                " archived, created, updated) VALUES (?, 'doppelkopf', ?, '2026-11-20', ?,"
                " 'Anna', '{\"preset\":\"standard\"}', 0, ?, ?)",
                (
                    session_id,
                    f"evening {session_id}",
                    '["Anna","Ben","Chie","Daiki"]',
                    f"2026-11-2{session_id}T20:00:00.000000+00:00",
                    f"2026-11-2{session_id}T21:00:00.000000+00:00",
                ),
            )
            # Inserted out of order: the order is the position, not the insertion.
            for position in reversed(range(count)):
                conn.execute(
                    "INSERT INTO deals (session_id, position, record) VALUES (?, ?, ?)",
                    (session_id, position, f'{{"s":{session_id},"n":{position}}}'),
                )
        conn.execute(
            "INSERT INTO undo_log (session_id, seq, kind, position, before, after, created)"
            " VALUES (1, 1, 'add_deal', 4, NULL, '{\"s\":1,\"n\":4}', '2026-11-21')"
        )
        conn.execute("COMMIT")


def test_a_version_1_file_is_backed_up_and_keeps_every_deal_in_order(path: Path) -> None:
    version_1_file(path)
    original = rows(path)
    assert len(original["deals"]) == 8 and len(original["undo_log"]) == 1
    with Store(path, writer="w") as store:
        backup = store.backup_path
        evenings = {info.id: info for info in store.sessions.list_sessions()}
        assert sorted(evenings) == [1, 2]
        ids: list[int] = []
        for session_id, count in ((1, 5), (2, 3)):
            data = store.sessions.load_session(session_id)
            assert data.deals == tuple({"s": session_id, "n": n} for n in range(count))
            assert data.revisions == (1,) * count
            assert list(data.deal_ids) == sorted(data.deal_ids)  # numbered in order
            assert data.version == 0
            assert evenings[session_id].deal_count == count
            ids += data.deal_ids
        assert len(set(ids)) == 8
        # The old undo log named deals by position; it is not carried over.
        assert not store.undo.can_undo(1) and store.undo.undo(1) is None
        # The new schema works: edits by revision, new ids after the migrated ones.
        data = store.sessions.load_session(1)
        store.sessions.replace_deal(1, data.deal_ids[2], {"s": 1, "n": 22}, 1)
        assert store.sessions.add_deal(1, {"s": 1, "n": 5}).id > max(ids)
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert backup is not None
    assert backup.name.startswith(f"{DEFAULT_FILENAME}.backup-v1-")
    with closing(sqlite3.connect(backup)) as conn:  # the old file, as it was
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert len(conn.execute("PRAGMA table_info(deals)").fetchall()) == 3  # the v1 table
    assert rows(backup) == original  # every row of the old file, as it was


# ---------------------------------------------------------------------- processes


def start_together(procs: list[subprocess.Popen[str]]) -> list[tuple[int, str, str]]:
    """Wait until every child is ready, let them all go, and collect what they said."""
    results = []
    try:
        for proc in procs:
            assert proc.stdout is not None
            assert proc.stdout.readline() == "ready\n"
        for proc in procs:
            assert proc.stdin is not None
            proc.stdin.write("go\n")
            proc.stdin.flush()
        for proc in procs:
            out, err = proc.communicate(timeout=120)
            results.append((proc.returncode, out, err))
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
            with proc:
                pass
    return results


@pytest.mark.skipif(sys.platform == "win32", reason="subprocess pipes as on POSIX")
def test_many_processes_adding_at_once_lose_and_double_nothing(path: Path) -> None:
    with Store(path) as store:
        session_id = new_session(store, deals=2)
    writers, count = 6, 30
    tags = [f"w{n}" for n in range(writers)]
    results = start_together(
        [child(str(path), str(session_id), str(count), tag, "--wait") for tag in tags]
    )
    acknowledged: dict[str, list[int]] = {}
    for tag, (status, out, err) in zip(tags, results, strict=True):
        assert (status, err) == (0, ""), out
        lines = out.splitlines()
        assert [line.rsplit(" ", 2)[0] for line in lines] == [
            f"saved {n}" for n in range(1, count + 1)
        ]
        acknowledged[tag] = [int(line.rsplit(" ", 1)[1]) for line in lines]
    with Store(path) as store:
        data = store.sessions.load_session(session_id)
    every = [i for ids in acknowledged.values() for i in ids]
    assert len(data.deals) == 2 + writers * count
    assert sorted(data.deal_ids[2:]) == sorted(every)  # each exactly once, nothing else
    assert len(set(data.deal_ids)) == len(data.deal_ids)
    with closing(sqlite3.connect(path)) as conn:
        stored = conn.execute(
            "SELECT position FROM deals WHERE session_id = ? ORDER BY position", (session_id,)
        ).fetchall()
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert [row[0] for row in stored] == list(range(2 + writers * count))
    for tag, ids in acknowledged.items():  # each writer's deals in the order it saved them
        mine = [
            (i, d) for i, d in zip(data.deal_ids, data.deals, strict=True) if d.get("tag") == tag
        ]
        assert [i for i, _ in mine] == ids
        assert [d["n"] for _, d in mine] == list(range(count))


@pytest.mark.skipif(sys.platform == "win32", reason="subprocess pipes as on POSIX")
def test_two_processes_editing_one_revision_at_once_exactly_one_wins(path: Path) -> None:
    with Store(path) as store:
        session_id = new_session(store)
        for round_number in range(5):
            saved = store.sessions.add_deal(session_id, deal(round_number))
            tags = [f"left {round_number}", f"right {round_number}"]
            results = start_together(
                [child(str(path), str(session_id), "--edit", str(saved.id), "1", t) for t in tags]
            )
            outcomes = sorted((status, out.split(":")[0].strip()) for status, out, _ in results)
            assert outcomes == [(0, "saved revision 2"), (3, "conflict")], results
            assert all(err == "" for _, _, err in results)
            winner = tags[[status for status, _, _ in results].index(0)]
            data = store.sessions.load_session(session_id)
            assert data.deals[-1] == {"tag": winner}
            assert (data.deal_ids[-1], data.revisions[-1]) == (saved.id, 2)
            assert len(data.deals) == round_number + 1
