"""What the tests must leave alone: the real home of the user who runs them.

Every test has a home of its own (``tests/conftest.py``, ``own_home``); this
module takes a snapshot of the real one before the run and compares it after,
so that a test (or a window, a library or a child process it starts) that still
writes there fails the run instead of leaving settings behind that change the
next run's outcome.
"""

from __future__ import annotations

import os
import pwd
from dataclasses import dataclass
from pathlib import Path
from typing import Final

WATCHED = (".config", ".local", ".cache", ".pgpass", ".python_history")
"""Where the app, Qt, platformdirs, keyring, LibreOffice, fontconfig, pip and
libpq write in a home: each is compared file by file. The home's other entries
are compared by name only (a new one is a change), since programs other than
the tests (an editor, the coding client) may work in them meanwhile."""


STAND_IN: Final = "SCHREIBER_TESTS_REAL_HOME"
"""Names a folder to guard instead of the real home: for the guard's own test."""


def real_home() -> Path:
    """The user's home as the system knows it, whatever ``HOME`` says now."""
    if os.environ.get(STAND_IN):
        return Path(os.environ[STAND_IN])
    try:
        return Path(pwd.getpwuid(os.getuid()).pw_dir)
    except KeyError:  # a user without a passwd entry (some containers)
        return Path(os.environ.get("HOME") or Path.home())


@dataclass(frozen=True)
class HomeSnapshot:
    entries: frozenset[str]
    """The names directly in the home."""
    files: dict[str, tuple[int, int]]
    """Every file and folder under :data:`WATCHED`: its size and modification time."""

    @classmethod
    def take(cls, home: Path) -> HomeSnapshot:
        try:
            entries = frozenset(os.listdir(home))
        except OSError:
            entries = frozenset()
        files: dict[str, tuple[int, int]] = {}
        for name in WATCHED:
            _walk(home / name, name, files)
        return cls(entries, files)

    def changes(self, after: HomeSnapshot) -> list[str]:
        """What differs in ``after``, as paths relative to the home."""
        changed = [f"{name} (new)" for name in sorted(after.entries - self.entries)]
        for path in sorted(self.files.keys() | after.files.keys()):
            old, new = self.files.get(path), after.files.get(path)
            if old is None:
                changed.append(f"{path} (new)")
            elif new is None:
                changed.append(f"{path} (gone)")
            elif old != new:
                changed.append(f"{path} (changed)")
        return changed


def _walk(path: Path, relative: str, into: dict[str, tuple[int, int]]) -> None:
    try:
        status = path.lstat()
    except OSError:
        return
    into[relative] = (status.st_size if not path.is_dir() else 0, status.st_mtime_ns)
    if path.is_dir() and not path.is_symlink():
        try:
            names = sorted(os.listdir(path))
        except OSError:
            return
        for name in names:
            _walk(path / name, f"{relative}/{name}", into)
