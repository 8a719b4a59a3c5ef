"""A window's writer id: never shared by two running windows, the same after a restart."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from schreiber.ui.common.writer import claim_writer

ROOT = Path(__file__).resolve().parents[2]
CLAIM_AND_WAIT = """
import sys, time
from schreiber.ui.common.writer import claim_writer
writer, lock = claim_writer(__import__("pathlib").Path(sys.argv[1]))
print(writer, flush=True)
time.sleep(600)
"""


def test_two_windows_get_different_ids_and_a_restart_gets_its_own_back(tmp_path: Path) -> None:
    first, first_lock = claim_writer(tmp_path)
    second, second_lock = claim_writer(tmp_path)
    assert first_lock is not None and second_lock is not None
    assert first != second
    first_lock.unlock()  # the first window closes ...
    again, again_lock = claim_writer(tmp_path)
    assert again == first  # ... and, started again, has its undo history back
    assert again_lock is not None
    again_lock.unlock()
    second_lock.unlock()


@pytest.mark.skipif(sys.platform == "win32", reason="needs SIGKILL")
def test_a_killed_window_leaves_its_id_to_the_next_start(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.Popen(
        [sys.executable, "-c", CLAIM_AND_WAIT, str(tmp_path)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert child.stdout is not None
        held = child.stdout.readline().strip()
        # While it runs, its id is not given to anyone else.
        other, other_lock = claim_writer(tmp_path)
        assert other != held
        assert other_lock is not None
        other_lock.unlock()
    finally:
        child.send_signal(signal.SIGKILL)
        child.communicate()
    # The lock file stays behind, but its process is gone: the slot is free again.
    taken, lock = claim_writer(tmp_path)
    assert taken == held
    assert lock is not None
    lock.unlock()


def test_an_unwritable_folder_still_gives_an_id(tmp_path: Path) -> None:
    missing = tmp_path / "not-there"
    writer, lock = claim_writer(missing)
    assert lock is None and len(writer) == 32
