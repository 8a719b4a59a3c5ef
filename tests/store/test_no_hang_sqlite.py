"""On this computer's own file too: no command waits long for another writer,
reading never waits at all, and a change that is stored is answered 0 even when
its answer cannot be written."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

from schreiber.session.file import parse_session
from schreiber.session.service import create_session
from schreiber.store.database import Store
from tests.ui.conftest import session_json

ROOT = Path(__file__).resolve().parents[2]
DEAL = {"type": "normal", "re": ["Anna", "Chie"], "re_points": 150}


def schreiber(
    folder: Path, *args: str, stdin: object = None, stdout: int | None = subprocess.PIPE
) -> tuple[int, str, str, float]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCHREIBER_")}
    began = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "schreiber.cli", "--data-dir", str(folder), *args],
        input=b"" if stdin is None else json.dumps(stdin).encode(),
        stdout=stdout,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        env=env,
        timeout=120,
        check=False,
    )
    out = done.stdout.decode() if done.stdout is not None else ""
    return done.returncode, out, done.stderr.decode(), time.monotonic() - began


def made(tmp_path: Path) -> tuple[Path, int]:
    with Store(tmp_path / "schreiber.sqlite3") as store:
        session_id = create_session(store, parse_session(session_json()))
    return tmp_path / "schreiber.sqlite3", session_id


def test_a_held_write_lock_never_stops_reading_and_a_write_gives_up_within_ten_seconds(
    tmp_path: Path,
) -> None:
    path, session_id = made(tmp_path)
    with closing(sqlite3.connect(path, isolation_level=None)) as holder:
        holder.execute("BEGIN IMMEDIATE")  # another program, stuck in its write
        code, out, err, _ = schreiber(tmp_path, "show", str(session_id))
        assert code == 0, err
        code, out, err, seconds = schreiber(tmp_path, "add", str(session_id), "-", stdin=DEAL)
        assert code == 4 and out == ""
        assert "busy" in err and "nothing was changed" in err, err
        assert seconds < 15.0  # the busy timeout (5 s) and the command's start
        holder.execute("ROLLBACK")
    with Store(path) as store:
        assert store.sessions.load_session(session_id).deals == ()


def test_a_stored_change_whose_answer_cannot_be_written_exits_zero_once(tmp_path: Path) -> None:
    path, session_id = made(tmp_path)
    with open("/dev/full", "wb") as full:
        code, _, err, _ = schreiber(
            tmp_path, "add", str(session_id), "-", stdin=DEAL, stdout=full.fileno()
        )
    assert code == 0, err
    assert err.count("\n") == 1 and "the change is stored" in err and "Traceback" not in err
    with Store(path) as store:
        assert len(store.sessions.load_session(session_id).deals) == 1
