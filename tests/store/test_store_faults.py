"""Faults done to the SQLite files from outside while, or before, Schreiber has them open.

(a) the ``-wal`` file deleted or replaced: no deal reported saved is lost, even
in a crash; (b) the database file deleted: written back by :meth:`Store.heal`
and by :meth:`Store.close`; (c) a process killed while writing it back never
leaves a partial copy that is taken for the database; (d) an empty or cut-short
file is refused as damaged, only a missing file makes a new database; (e) a
database of a newer version is refused without leaving ``-wal``/``-shm`` files.
"""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest

from schreiber.store import DEFAULT_FILENAME, SCHEMA_VERSION, Store, StoreError, database
from tests.store.children import child

PLAYERS = ["Anna", "Ben", "Chie", "Daiki"]

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="deletes open files, SIGKILL")


def deal(n: int) -> dict[str, object]:
    return {"type": "normal", "re": ["Anna", "Ben"], "re_points": n, "note": "x" * (n % 40)}


def new_session(store: Store, deals: int = 0) -> int:
    return store.sessions.create_session(
        "doppelkopf", "Friday", "2026-11-20", PLAYERS, "Anna", {}, [deal(n) for n in range(deals)]
    )


def wal(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def shm(path: Path) -> Path:
    return path.with_name(path.name + "-shm")


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def deals_in_the_file_alone(path: Path, tmp_path: Path, session_id: int) -> list[object]:
    """The deals the database file holds by itself, without its -wal: what a crash
    that lost the -wal would leave."""
    alone = tmp_path / "alone" / "copy.sqlite3"
    alone.parent.mkdir(exist_ok=True)
    alone.write_bytes(path.read_bytes())
    with closing(sqlite3.connect(alone)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        rows = conn.execute(
            "SELECT record FROM deals WHERE session_id = ? ORDER BY position", (session_id,)
        ).fetchall()
    shutil.rmtree(alone.parent)
    return [row[0] for row in rows]


def integrity(path: Path) -> str:
    with closing(sqlite3.connect(path)) as conn:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / DEFAULT_FILENAME


@pytest.fixture
def store(path: Path) -> Iterator[Store]:
    with Store(path, busy_timeout=0.2, writer="me") as opened:
        yield opened


# ------------------------------------------------------------- (a) the -wal file


@posix_only
def test_a_deleted_wal_loses_no_saved_deal_in_a_crash(path: Path) -> None:
    with Store(path) as store:
        session_id = new_session(store)
    proc = child(str(path), str(session_id), "--wal-gone", "20")
    out, err = proc.communicate(timeout=120)
    assert (proc.returncode, err) == (0, "")
    lines = out.splitlines()
    # Every deal was saved: the first write after the deletion set the -wal right.
    assert [line.rsplit(" ", 2)[0] for line in lines] == [f"saved {n}" for n in range(1, 41)]
    reported = [int(line.rsplit(" ", 1)[1]) for line in lines]
    # The child ended as in a crash (no close, no checkpoint): all 40 are in the file.
    assert integrity(path) == "ok"
    with Store(path) as store:
        data = store.sessions.load_session(session_id)
    assert list(data.deal_ids) == reported
    assert [d["n"] for d in data.deals] == list(range(40))


def test_a_deleted_wal_is_made_again_with_everything_in_the_database_file(
    store: Store, path: Path, tmp_path: Path
) -> None:
    session_id = new_session(store, deals=3)
    for n in range(3, 8):
        store.sessions.add_deal(session_id, deal(n))
    assert len(deals_in_the_file_alone(path, tmp_path, session_id)) < 8  # still in the -wal
    wal(path).unlink()
    store.heal()
    assert wal(path).exists()  # a new one (the old one's inode number may come again)
    # Everything saved before is in the database file itself now.
    assert len(deals_in_the_file_alone(path, tmp_path, session_id)) == 8
    assert not store.take_rewritten()  # the database file itself was not written again
    store.sessions.add_deal(session_id, deal(8))
    store.heal()  # nothing to do now
    assert wal(path).stat().st_size > 0  # the new deal went into the new -wal
    with Store(path, writer="me") as reopened:
        assert [d["re_points"] for d in reopened.sessions.load_session(session_id).deals] == list(
            range(9)
        )
        assert reopened.undo.undo(session_id) == "add_deal"  # the undo history is all there


def test_a_deleted_wal_is_set_right_before_the_next_write(
    store: Store, path: Path, tmp_path: Path
) -> None:
    session_id = new_session(store, deals=2)
    store.sessions.add_deal(session_id, deal(2))
    wal(path).unlink()
    saved = store.sessions.add_deal(session_id, deal(3))  # no heal() in between
    assert wal(path).exists()
    assert len(deals_in_the_file_alone(path, tmp_path, session_id)) >= 3
    with Store(path) as reopened:
        assert reopened.sessions.load_session(session_id).deal_ids[-1] == saved.id


def test_a_wal_replaced_by_another_file_is_not_taken(store: Store, path: Path) -> None:
    session_id = new_session(store, deals=4)
    store.sessions.add_deal(session_id, deal(4))
    stranger = path.with_name("stranger")
    stranger.write_bytes(b"\x37\x7f\x06\x82" + bytes(4092))  # a -wal header, then nothing
    os.replace(stranger, wal(path))
    store.sessions.add_deal(session_id, deal(5))
    store.close()
    assert integrity(path) == "ok"
    with Store(path) as reopened:
        assert [d["re_points"] for d in reopened.sessions.load_session(session_id).deals] == list(
            range(6)
        )


def test_a_wal_deleted_while_others_have_the_file_open_refuses_writes(
    store: Store, path: Path, tmp_path: Path
) -> None:
    session_id = new_session(store, deals=2)
    store.sessions.add_deal(session_id, deal(2))
    other = Store(path, busy_timeout=0.2, writer="other")
    before = store.sessions.load_session(session_id)
    wal(path).unlink()
    with pytest.raises(StoreError) as caught:
        store.sessions.add_deal(session_id, deal(3))
    message = str(caught.value)
    assert f"the file {wal(path)} beside the database {path} was deleted or replaced" in message
    assert "nothing was changed" in message
    assert "Close every other window and program" in message
    with pytest.raises(StoreError, match="was deleted or replaced"):
        store.heal()  # the poll says the same
    assert store.sessions.load_session(session_id) == before
    # What was saved before is safe in the database file itself all the same.
    assert len(deals_in_the_file_alone(path, tmp_path, session_id)) == 3
    other.close()
    saved = store.sessions.add_deal(session_id, deal(3))  # alone now: set right, then saved
    assert wal(path).exists()
    store.close()
    with Store(path) as reopened:
        data = reopened.sessions.load_session(session_id)
    assert [d["re_points"] for d in data.deals] == [0, 1, 2, 3]
    assert data.deal_ids[-1] == saved.id


def test_a_wal_deleted_during_a_write_refuses_that_write(store: Store, path: Path) -> None:
    session_id = new_session(store, deals=2)
    store.sessions.add_deal(session_id, deal(2))
    before = (store.sessions.load_session(session_id), store.undo.history(session_id))

    def delete_wal(candidate: object) -> None:
        wal(path).unlink()

    with pytest.raises(StoreError, match="while the change was being written; nothing was"):
        store.sessions.add_deal(session_id, deal(3), check=delete_wal)
    assert (store.sessions.load_session(session_id), store.undo.history(session_id)) == before
    store.sessions.add_deal(session_id, deal(3))  # tried again: set right first, then saved
    store.close()
    with Store(path) as reopened:
        assert [d["re_points"] for d in reopened.sessions.load_session(session_id).deals] == [
            0,
            1,
            2,
            3,
        ]


def test_the_wal_of_a_file_put_in_place_of_the_database_is_left_alone(
    store: Store, path: Path
) -> None:
    session_id = new_session(store, deals=2)
    os.replace(path, path.with_name("moved.sqlite3"))
    wal(path).unlink()
    path.write_bytes(b"someone else's")  # another file in its place, with a -wal of its own
    wal(path).write_bytes(b"theirs")
    store.heal()  # not this store's file: nothing to heal, nothing touched
    with pytest.raises(StoreError, match="was moved or deleted"):
        store.sessions.add_deal(session_id, deal(2))
    assert (path.read_bytes(), wal(path).read_bytes()) == (b"someone else's", b"theirs")


# ------------------------------------------------------------- (b) heal and close


def test_heal_writes_a_deleted_file_back_at_once(store: Store, path: Path) -> None:
    session_id = new_session(store, deals=3)
    store.sessions.add_deal(session_id, deal(3))
    store.heal()  # nothing wrong: nothing done
    assert not store.take_rewritten()
    path.unlink()
    store.heal()
    assert path.exists()
    assert store.take_rewritten() and not store.take_rewritten()
    # A fresh look at the file alone, while the store is still open.
    with Store(path, writer="me") as other:
        assert [d["re_points"] for d in other.sessions.load_session(session_id).deals] == [
            0,
            1,
            2,
            3,
        ]
        assert other.undo.history(session_id) == (["add_deal"], [])
    store.sessions.add_deal(session_id, deal(4))  # and the store goes on with the new file
    with Store(path) as other:
        assert len(other.sessions.load_session(session_id).deals) == 5


def test_heal_writes_back_a_file_deleted_with_its_wal_and_folder(store: Store, path: Path) -> None:
    session_id = new_session(store, deals=3)
    store.sessions.add_deal(session_id, deal(3))
    shutil.rmtree(path.parent)
    store.heal()
    assert store.take_rewritten()
    with Store(path) as other:
        assert len(other.sessions.load_session(session_id).deals) == 4


def test_heal_of_a_closed_store_does_nothing(path: Path) -> None:
    store = Store(path)
    store.close()
    path.unlink()
    store.heal()
    assert not path.exists()


def test_close_writes_a_deleted_file_back(path: Path) -> None:
    store = Store(path, writer="me")
    session_id = new_session(store, deals=2)
    store.sessions.add_deal(session_id, deal(2))
    path.unlink()
    store.close()
    assert path.exists()
    with Store(path, writer="me") as reopened:
        assert [d["re_points"] for d in reopened.sessions.load_session(session_id).deals] == [
            0,
            1,
            2,
        ]
        assert reopened.undo.undo(session_id) == "add_deal"


def test_close_that_cannot_write_back_keeps_the_store_open(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Store(path)
    session_id = new_session(store, deals=2)
    path.unlink()

    def full_disk(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    with pytest.raises(StoreError, match=r"writing it again failed \(No space left on device\)"):
        store.close()
    assert len(store.sessions.load_session(session_id).deals) == 2  # still open: nothing lost yet
    monkeypatch.undo()
    store.close()
    with pytest.raises(StoreError, match="closed"):
        store.sessions.load_session(session_id)
    with Store(path) as reopened:
        assert len(reopened.sessions.load_session(session_id).deals) == 2


# ------------------------------------------------------ (c) killed while writing back


class KilledError(BaseException):
    """Stands for the process being killed: nothing after it runs, nothing is cleaned up."""


def test_a_checked_copy_left_by_a_killed_process_is_put_in_place(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Store(path, writer="me")
    session_id = new_session(store, deals=30)
    store.sessions.add_deal(session_id, deal(30))
    path.unlink()
    moves: list[str] = []
    real_replace = os.replace

    def killed_before_the_last_move(source: str | Path, target: str | Path) -> None:
        moves.append(Path(target).name)
        if Path(target) == path:
            raise KilledError
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", killed_before_the_last_move)
    with pytest.raises(KilledError):
        store.heal()
    monkeypatch.undo()
    assert [name.split("-")[0] for name in moves] == [f"{path.name}.recovered", path.name]
    assert not path.exists()
    assert conn_of(store) is not None
    conn_of(store).close()  # the process is gone
    store._conn = None
    (copy,) = path.parent.glob("*.recovered-*")
    with Store(path, writer="me") as reopened:
        data = reopened.sessions.load_session(session_id)
        assert [d["re_points"] for d in data.deals] == list(range(31))
        assert reopened.undo.undo(session_id) == "add_deal"
    assert not copy.exists()
    assert list(path.parent.glob("*.recover*")) == []


def conn_of(store: Store) -> sqlite3.Connection:
    conn = store._conn
    assert conn is not None
    return conn


def make_copy(source: Path, target: Path) -> None:
    with closing(sqlite3.connect(source)) as conn:
        database._copy_database(conn, target)


@pytest.mark.parametrize("kind", ["recovering", "recovered"])
@pytest.mark.parametrize("damage", ["cut short", "hot journal", "empty"])
def test_a_cut_off_copy_is_never_taken_for_the_database(
    path: Path, tmp_path: Path, kind: str, damage: str
) -> None:
    with Store(path) as store:
        new_session(store, deals=2000)
    copy = path.with_name(f"{path.name}.{kind}-1-abcdef")
    make_copy(path, copy)
    if damage == "cut short":
        data = copy.read_bytes()
        copy.write_bytes(data[: len(data) // 2])
    elif damage == "hot journal":
        copy.with_name(copy.name + "-journal").write_bytes(b"\xd9\xd5\x05\xf9\x20\xa1\x63\xd7")
    else:
        copy.write_bytes(b"")
    path.unlink()
    with Store(path) as store:  # the database is gone; the copy is not complete
        assert store.sessions.list_sessions() == []
    assert names(tmp_path) == [path.name]  # and the copy is gone, journal and all


def test_a_copy_left_beside_a_database_file_is_removed(path: Path, tmp_path: Path) -> None:
    with Store(path) as store:
        session_id = new_session(store, deals=3)
    other = tmp_path / "other.sqlite3"
    with Store(other) as store:
        store.sessions.create_session("crescendo", "Other", "2026-11-21", ["X", "Y", "Z"], "X", {})
    for kind in ("recovering", "recovered"):
        make_copy(other, path.with_name(f"{path.name}.{kind}-1-abcdef"))
    with Store(path) as store:
        assert [s.id for s in store.sessions.list_sessions()] == [session_id]
        assert len(store.sessions.load_session(session_id).deals) == 3
    assert names(tmp_path) == sorted([path.name, "other.sqlite3"])


@posix_only
def test_killed_while_writing_the_file_back_never_leaves_a_partial_copy(
    tmp_path: Path,
) -> None:
    """SIGKILL at moments spread over the writing back, 20 times.

    On even tries this test holds the file open too (as a second window would):
    whatever moment the child was killed at, the database comes back whole. On
    odd tries the child is alone: killed after it deleted the file and before
    its copy was complete, the data is gone with it (nothing on disk holds it)
    and a new database is made; but a cut-off copy is never taken for the
    database, and a complete one always is.
    """
    path = tmp_path / "db" / DEFAULT_FILENAME
    pristine = tmp_path / "pristine.sqlite3"
    with Store(path) as store:
        session_id = new_session(store, deals=3000)
    shutil.copyfile(path, pristine)

    def restore() -> None:
        shutil.rmtree(path.parent, ignore_errors=True)
        path.parent.mkdir()
        shutil.copyfile(pristine, path)

    def start() -> subprocess.Popen[str]:
        proc = child(str(path), "--recover")
        assert proc.stdout is not None
        assert proc.stdout.readline() == "ready\n"  # it has deleted the file
        return proc

    # How long writing back takes here, to spread the kills over it (and a bit after).
    restore()
    proc = start()
    began = time.monotonic()
    assert proc.stdout is not None
    assert proc.stdout.readline() == "healed\n"
    took = time.monotonic() - began
    proc.communicate(timeout=60)
    for attempt in range(20):
        restore()
        holder = Store(path) if attempt % 2 == 0 else None
        try:
            proc = start()
            time.sleep(took * 1.2 * attempt / 19)
            proc.send_signal(signal.SIGKILL)
            proc.communicate(timeout=60)
            had_file = path.exists()
            had_copy = bool(list(path.parent.glob("*.recovered-*")))
            if holder is not None:
                holder.heal()  # the second window writes it back if it is still missing
                holder.close()
            with Store(path) as store:
                sessions = store.sessions.list_sessions()
                count = len(store.sessions.load_session(session_id).deals) if sessions else 0
            if holder is not None or had_file or had_copy:
                assert count == 3000, (attempt, had_file, had_copy)
            else:
                assert sessions == [], attempt  # a new database, not a partial copy
            assert integrity(path) == "ok"
            assert list(path.parent.glob("*.recover*")) == []
        finally:
            if holder is not None:
                holder.close()


CUT_OFF_WRITE = """
import os, sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("PRAGMA journal_mode = DELETE")  # as while the store switches the journal mode
conn.execute("PRAGMA cache_size = 2")  # changed pages go to the file before the commit
conn.execute("BEGIN IMMEDIATE")
conn.execute("UPDATE deals SET record = '{}'")
os._exit(0)
"""


@posix_only
def test_a_write_cut_off_in_rollback_journal_mode_is_rolled_back_at_open(path: Path) -> None:
    with Store(path) as store:
        session_id = new_session(store, deals=300)
    subprocess.run([sys.executable, "-c", CUT_OFF_WRITE, str(path)], check=True, timeout=60)
    assert path.with_name(path.name + "-journal").stat().st_size > 0  # hot: to be rolled back
    with Store(path) as store:
        assert [d["re_points"] for d in store.sessions.load_session(session_id).deals] == list(
            range(300)
        )
    assert integrity(path) == "ok"


# ----------------------------------------------------------- (d) empty or cut short


def refused_as_damaged(path: Path) -> None:
    before = (path.read_bytes(), names(path.parent))
    for _ in range(2):
        with pytest.raises(StoreError) as caught:
            Store(path)
        message = str(caught.value)
        assert message.startswith(f"The file {path} is damaged or not a Schreiber database")
        assert "it was left untouched. Restore a backup of it, or move it away" in message
        assert "\n" not in message
        assert (path.read_bytes(), names(path.parent)) == before


def test_an_empty_file_is_refused_not_taken_as_new(path: Path) -> None:
    path.touch()
    refused_as_damaged(path)


def test_a_file_shorter_than_the_header_is_refused(path: Path) -> None:
    with Store(path) as store:
        new_session(store)
    path.write_bytes(path.read_bytes()[:60])
    refused_as_damaged(path)


def test_a_file_missing_its_last_pages_is_refused(path: Path) -> None:
    with Store(path) as store:
        new_session(store, deals=400)
    data = path.read_bytes()
    page = int.from_bytes(data[16:18], "big")
    path.write_bytes(data[: len(data) - page])  # whole pages, one too few
    refused_as_damaged(path)


def test_an_empty_sqlite_file_is_refused_not_taken_as_new(path: Path) -> None:
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("VACUUM")  # a valid SQLite file with nothing in it
    assert path.stat().st_size > 0
    refused_as_damaged(path)


def test_only_a_missing_file_makes_a_new_database_and_never_half_made(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def killed(*args: object) -> None:
        raise KilledError

    monkeypatch.setattr(os, "link", killed)
    with pytest.raises(KilledError):
        Store(path)
    assert not path.exists()  # no half-made file in its place
    monkeypatch.undo()
    with Store(path) as store:
        assert store.sessions.list_sessions() == []
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert names(path.parent) == [path.name]


def test_many_stores_making_one_new_database_at_once_share_it(path: Path) -> None:
    start = threading.Barrier(16)
    made: list[int] = []
    errors: list[BaseException] = []

    def open_it(n: int) -> None:
        start.wait()
        try:
            with Store(path) as store:
                made.append(
                    store.sessions.create_session(
                        "doppelkopf", f"table {n}", "2026-11-20", PLAYERS, "A", {}
                    )
                )
        except BaseException as error:  # pragma: no cover - reported below
            errors.append(error)

    threads = [threading.Thread(target=open_it, args=(n,)) for n in range(16)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert errors == []
    assert len(made) == 16
    # All wrote into the one file: none was made twice, replacing another's.
    with Store(path) as store:
        assert sorted(s.id for s in store.sessions.list_sessions()) == sorted(made)
    assert names(path.parent) == [path.name]


def test_a_file_that_cannot_be_made_says_why(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_room(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "link", no_room)
    monkeypatch.setattr(os, "replace", no_room)
    with pytest.raises(StoreError, match=r"Could not set up the database: No space left"):
        Store(path)
    assert names(path.parent) == []


# ------------------------------------------------------------------ (e) newer files


def newer_file(path: Path) -> None:
    with Store(path) as store:
        new_session(store, deals=3)
    with closing(sqlite3.connect(path)) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
        conn.commit()


def test_a_newer_database_is_refused_without_leaving_wal_or_shm(path: Path) -> None:
    newer_file(path)
    before = (path.read_bytes(), path.stat().st_mtime_ns, names(path.parent))
    assert before[2] == [path.name]
    for _ in range(2):
        with pytest.raises(StoreError, match="newer version of Schreiber"):
            Store(path)
        assert (path.read_bytes(), path.stat().st_mtime_ns, names(path.parent)) == before


def test_a_newer_database_in_use_is_refused_and_its_files_left_alone(path: Path) -> None:
    """The newer app has the file open, its latest change still in the -wal."""
    with Store(path) as store:
        new_session(store, deals=3)
    with closing(sqlite3.connect(path, isolation_level=None)) as newer_app:
        newer_app.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
        assert wal(path).stat().st_size > 0
        listing = names(path.parent)
        assert listing == sorted([path.name, wal(path).name, shm(path).name])
        with pytest.raises(StoreError, match="newer version of Schreiber"):
            Store(path)
        assert names(path.parent) == listing
        assert newer_app.execute("SELECT COUNT(*) FROM deals").fetchone()[0] == 3


@posix_only
def test_a_new_database_does_not_take_the_lost_files_wal(path: Path) -> None:
    """A crash left a -wal full of changes, then the database file alone was deleted:
    the new database made in its place must not take those pages for its own."""
    with Store(path) as store:
        session_id = new_session(store)
    proc = child(str(path), str(session_id), "--wal-gone", "0")  # opens, ends as in a crash
    proc.communicate(timeout=60)
    with closing(sqlite3.connect(path, isolation_level=None)) as conn:
        conn.execute("PRAGMA wal_autocheckpoint = 0")
        conn.execute("BEGIN")
        conn.executemany(
            "INSERT INTO deals (session_id, position, revision, record) VALUES (?, ?, 1, ?)",
            [(session_id, n, '{"x":"' + "y" * 500 + '"}') for n in range(200)],
        )
        conn.execute("COMMIT")
        assert wal(path).stat().st_size > 100_000
        path.unlink()  # while the -wal with all those pages stays
    assert wal(path).exists()
    with Store(path) as store:
        assert store.sessions.list_sessions() == []
        store.sessions.create_session("crescendo", "New", "2026-11-22", ["X", "Y", "Z"], "X", {})
    assert integrity(path) == "ok"
    fresh = path.with_name("fresh.sqlite3")  # the same, made where nothing was lost
    with Store(fresh) as store:
        store.sessions.create_session("crescendo", "New", "2026-11-22", ["X", "Y", "Z"], "X", {})
    with closing(sqlite3.connect(fresh)) as conn:
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
    with closing(sqlite3.connect(path)) as conn:  # none of the lost file's pages came in
        assert conn.execute("SELECT COUNT(*) FROM deals").fetchone()[0] == 0
        assert conn.execute("PRAGMA page_count").fetchone()[0] == pages < 40
    with Store(path) as store:
        assert [s.title for s in store.sessions.list_sessions()] == ["New"]
