"""Processes: SIGKILL at random moments loses no reported deal; two writers take turns."""

from __future__ import annotations

import random
import signal
import sqlite3
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

import pytest

from schreiber.store import DEFAULT_FILENAME, Store
from tests.store import children

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs SIGKILL")


def child(
    path: Path, session_id: int, count: int, tag: str, *, wait: bool = False
) -> subprocess.Popen[str]:
    return children.child(
        str(path),
        str(session_id),
        str(count),
        tag,
        *(["--wait"] if wait else []),
        stdin=subprocess.PIPE if wait else subprocess.DEVNULL,
    )


def saved_ids(output: str) -> list[int]:
    """The ids of the deals the child reported saved, in order (only complete lines count)."""
    lines = output.split("\n")[:-1]  # the part after the last newline is incomplete
    ids = []
    for n, line in enumerate(lines, start=1):
        saved, number, word, deal_id = line.split(" ")
        assert (saved, number, word) == ("saved", str(n), "id"), line
        ids.append(int(deal_id))
    return ids


def integrity(path: Path) -> str:
    with closing(sqlite3.connect(path)) as conn:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])


def positions(path: Path, session_id: int) -> list[int]:
    with closing(sqlite3.connect(path)) as conn:
        rows = conn.execute(
            "SELECT position FROM deals WHERE session_id = ? ORDER BY position", (session_id,)
        )
        return [int(row[0]) for row in rows]


def new_session(path: Path) -> int:
    with Store(path) as store:
        return store.sessions.create_session(
            "doppelkopf", "Crash", "2026-11-20", ["A", "B", "C", "D"], "A", {"preset": "x"}
        )


def test_sigkill_loses_no_reported_deal(tmp_path: Path) -> None:
    path = tmp_path / DEFAULT_FILENAME
    session_id = new_session(path)
    rng = random.Random(20261120)
    kept = 0  # deals in the session from earlier rounds
    kept_ids: tuple[int, ...] = ()
    for round_number in range(6):
        tag = f"round {round_number}"
        if round_number == 0:
            # Kill without waiting for any line: while starting, opening or saving.
            wait_for, jitter = 0, rng.uniform(0.03, 0.15)
        else:
            wait_for = rng.randint(1, 25)
            jitter = rng.choice([0.0, rng.uniform(0.0, 0.004)])
        with child(path, session_id, 100_000, tag) as proc:
            assert proc.stdout is not None and proc.stderr is not None
            try:
                read = "".join(proc.stdout.readline() for _ in range(wait_for))
                if jitter:
                    time.sleep(jitter)  # a random moment, maybe inside a transaction
            finally:
                proc.send_signal(signal.SIGKILL)
                proc.wait()
            output = read + proc.stdout.read()
            assert proc.stderr.read() == ""
        assert proc.returncode == -signal.SIGKILL
        ids = saved_ids(output)
        reported = len(ids)
        assert reported >= wait_for

        with Store(path) as store:
            data = store.sessions.load_session(session_id)
        deals = data.deals
        assert positions(path, session_id) == list(range(len(deals)))
        assert integrity(path) == "ok"
        assert data.deal_ids[:kept] == kept_ids  # earlier rounds' deals untouched
        this_round = [d for d in deals[kept:] if d["tag"] == tag]
        assert len(this_round) == len(deals) - kept
        # Every reported deal is there, in order, under the id reported; at most one
        # more was committed but killed before its line was printed.
        assert [d["n"] for d in this_round] == list(range(len(this_round)))
        assert reported <= len(this_round) <= reported + 1
        assert list(data.deal_ids[kept : kept + reported]) == ids
        assert set(data.revisions) <= {1}  # nobody edited them
        kept = len(deals)
        kept_ids = data.deal_ids
    assert kept > 0


def test_two_processes_write_one_session(tmp_path: Path) -> None:
    path = tmp_path / DEFAULT_FILENAME
    session_id = new_session(path)
    procs = [child(path, session_id, 50, tag, wait=True) for tag in ("left", "right")]
    outputs = []
    try:
        for proc in procs:  # both have the store open ...
            assert proc.stdout is not None
            assert proc.stdout.readline() == "ready\n"
        for proc in procs:  # ... before either starts writing
            assert proc.stdin is not None
            proc.stdin.write("go\n")
            proc.stdin.flush()
        for proc in procs:
            out, err = proc.communicate(timeout=120)
            assert err == ""
            assert proc.returncode == 0, out
            outputs.append(out)
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
            with proc:
                pass
    reported = [saved_ids(out) for out in outputs]
    assert [len(ids) for ids in reported] == [50, 50]

    with Store(path, writer="right") as store:  # each child wrote as its tag
        data = store.sessions.load_session(session_id)
        assert len(data.deals) == 100
        assert sorted(data.deal_ids) == sorted(reported[0] + reported[1])
        for tag, ids in zip(("left", "right"), reported, strict=True):
            assert [d["n"] for d in data.deals if d["tag"] == tag] == list(range(50))
            assert [
                i for i, d in zip(data.deal_ids, data.deals, strict=True) if d["tag"] == tag
            ] == ids
        # Undo takes back the last deal of this writer, wherever it stands.
        assert store.undo.undo(session_id) == "add_deal"
        after = store.sessions.load_session(session_id)
        assert after.deal_ids == tuple(i for i in data.deal_ids if i != reported[1][-1])
    with Store(path) as store:  # a writer of its own has nothing to undo
        assert store.undo.undo(session_id) is None
    assert positions(path, session_id) == list(range(99))
    assert integrity(path) == "ok"
