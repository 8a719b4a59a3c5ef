"""A real read-only medium for the tests: a ``tmpfs`` mounted, filled, then remounted
read-only (``mount -o remount,ro``), so that SQLite meets what it meets on a CD, a
write-protected stick or a read-only network share.

A folder without write permission is no such test where the tests run as root,
whom permissions do not stop; a read-only mount stops root too. Mounting needs
root (or ``CAP_SYS_ADMIN``): elsewhere the tests that need it are skipped, saying so.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

TIMEOUT_S = 60  # a safety net: mount returns at once


def _mount(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["mount", *args], capture_output=True, text=True, check=False, timeout=TIMEOUT_S
    )


@contextmanager
def read_only_media(folder: Path, fill: Callable[[Path], None]) -> Iterator[Path]:
    """``folder`` as a medium of its own: ``fill`` writes it, then it is read-only
    until the block ends (then unmounted and gone). Skips the test where mounting
    is not permitted."""
    if os.name != "posix" or not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("a read-only medium needs mount, which only root may use here")
    folder.mkdir(parents=True, exist_ok=True)
    made = _mount("-t", "tmpfs", "-o", "size=64m,mode=0755", "tmpfs", str(folder))
    if made.returncode != 0:
        pytest.skip(f"mount is not permitted here: {made.stderr.strip()}")
    try:
        fill(folder)
        frozen = _mount("-o", "remount,ro", str(folder))
        assert frozen.returncode == 0, frozen.stderr
        assert not os.access(folder, os.W_OK)  # read-only even for root
        yield folder
    finally:
        done = subprocess.run(
            ["umount", str(folder)], capture_output=True, text=True, check=False, timeout=TIMEOUT_S
        )
        if done.returncode != 0:  # still in use: detach it, so nothing is left mounted
            subprocess.run(["umount", "-l", str(folder)], check=False, timeout=TIMEOUT_S)
