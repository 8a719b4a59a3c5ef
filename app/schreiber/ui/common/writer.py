"""Which writer this window is: its own undo history, kept across restarts.

Undo takes back only the actions of the writer that made them (see
:class:`schreiber.store.Store`), so two windows on one database must never share a
writer id, while the same window started again should get its old id back, so
that Ctrl+Z still works after a restart. Each window holds a ``QLockFile`` on
the first free slot in the data folder (``writer-0.lock``, ``writer-1.lock``,
…) for as long as it runs; the writer id is this folder's random id plus the
slot number. A slot whose process has died is stale, and Qt's lock files
notice that from the process id in the file, so the restarted window takes its
slot back. QLockFile's documented way for a long-held lock is
``setStaleLockTime(0)`` and ``tryLock``.
"""

from __future__ import annotations

import os
import uuid
from pathlib import Path

from PySide6.QtCore import QLockFile

SLOTS = 64
ID_FILE = "writer-id"


def _folder_id(folder: Path) -> str:
    """This data folder's random id, made once (laptops sharing a server differ)."""
    path = folder / ID_FILE
    try:
        existing = path.read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        existing = ""
    if len(existing) == 32 and all(c in "0123456789abcdef" for c in existing):
        return existing
    made = uuid.uuid4().hex
    try:
        temporary = path.with_name(f"{ID_FILE}.{os.getpid()}.tmp")
        temporary.write_text(made, encoding="ascii")
        os.replace(temporary, path)
    except OSError:
        pass  # a read-only folder: this run has its own id, undo lasts until it ends
    return made


def claim_writer(folder: Path) -> tuple[str, QLockFile | None]:
    """A writer id no other running window has, and the lock that keeps it so.

    Keep the lock as long as the window lives; ``None`` when no slot could be
    locked (a read-only folder, every slot taken): then the id is new and
    random, and undo lasts only as long as this window.
    """
    base = _folder_id(folder)
    for slot in range(SLOTS):
        lock = QLockFile(str(folder / f"writer-{slot}.lock"))
        lock.setStaleLockTime(0)
        if lock.tryLock(0):
            return f"{base}-{slot}", lock
    return uuid.uuid4().hex, None
