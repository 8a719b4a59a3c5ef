"""Drafts (``store.drafts``): what a window has typed into its entry panel and
not yet saved, kept in the ``drafts`` table (schema version 6) as it is typed.

A draft belongs to one writer (a window, the same after a restart:
:mod:`schreiber.ui.common.writer`) and one session; each has at most one. It
holds the entry as the form's record (JSON, checked by nobody: it may be half
typed) and, for an edit of a deal, the deal's id and its revision when the edit
began. The window writes it as the entry changes, offers it back when the
session is opened again (after a crash, a close or a restart), and discards it
when the entry is saved or emptied. A draft is no change of the session: its
version, its undo history and its backups are untouched.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.games.frozen import Frozen, fill
from schreiber.store import stored
from schreiber.store.data import Right, now, to_json
from schreiber.store.stored import MAX_RECORD_CHARS

if TYPE_CHECKING:
    from schreiber.store.core import StoreCore

DOING_KEEP = QT_TRANSLATE_NOOP("StoreError", "keep what was typed")
DOING_READ = QT_TRANSLATE_NOOP("StoreError", "read what was typed before")
DOING_DISCARD = QT_TRANSLATE_NOOP("StoreError", "discard what was typed")


class Draft(Frozen):
    """One writer's unsaved entry in one session: ``record``, the entry as the
    form's record, as typed so far (not checked); ``deal_id``, the deal being
    edited (None: a new deal) and ``revision``, its revision when the edit began;
    ``updated``, when it was written (ISO timestamp, UTC)."""

    FIELDS = ("session_id", "record", "deal_id", "revision", "updated")
    __slots__ = FIELDS
    session_id: int
    record: dict[str, object]
    deal_id: int | None
    revision: int | None
    updated: str

    def __init__(
        self,
        session_id: int,
        record: dict[str, object],
        deal_id: int | None = None,
        revision: int | None = None,
        updated: str = "",
    ) -> None:
        fill(self, session_id, record, deal_id, revision, updated)


class Drafts:
    """This writer's drafts, one per session, over the store's connection interface."""

    def __init__(self, store: StoreCore) -> None:
        self._store = store

    def save(
        self,
        session_id: int,
        record: dict[str, object],
        deal_id: int | None = None,
        revision: int | None = None,
    ) -> bool:
        """Keep ``record`` as this writer's draft of the session (replacing the
        one before); False when the session is gone (then nothing is kept)."""
        text = to_json(record, DOING_KEEP)
        self._store._require(Right.SESSIONS, DOING_KEEP)
        with self._store._write(DOING_KEEP) as conn:
            p = conn.mark
            found = conn.execute(f"SELECT 1 FROM sessions WHERE id = {p}", (session_id,)).fetchone()
            if found is None:
                return False
            writer = self._store.writer
            conn.execute(
                f"DELETE FROM drafts WHERE session_id = {p} AND writer = {p}",
                (session_id, writer),
            )
            conn.execute(
                "INSERT INTO drafts (session_id, writer, deal_id, revision, record, updated)"
                f" VALUES ({p}, {p}, {p}, {p}, {p}, {p})",
                (session_id, writer, deal_id, revision, text, now()),
            )
        return True

    def draft(self, session_id: int) -> Draft | None:
        """This writer's draft of the session, or None (a damaged one is none)."""
        with self._store._read(DOING_READ) as conn:
            p = conn.mark
            row = conn.execute(
                "SELECT deal_id, revision, record, updated FROM drafts"
                f" WHERE session_id = {p} AND writer = {p}",
                (session_id, self._store.writer),
            ).fetchone()
        if row is None:
            return None
        try:
            return Draft(
                session_id,
                stored.json_object(row[2], MAX_RECORD_CHARS),
                stored.optional_integer(row[0]),
                stored.optional_integer(row[1]),
                stored.text(row[3]),
            )
        except stored.UnreadableError:
            return None

    def discard(self, session_id: int) -> bool:
        """Forget this writer's draft of the session; whether there was one."""
        self._store._require(Right.SESSIONS, DOING_DISCARD)
        with self._store._write(DOING_DISCARD) as conn:
            p = conn.mark
            key = (session_id, self._store.writer)
            found = conn.execute(
                f"SELECT 1 FROM drafts WHERE session_id = {p} AND writer = {p}", key
            ).fetchone()
            if found is not None:
                conn.execute(f"DELETE FROM drafts WHERE session_id = {p} AND writer = {p}", key)
        return found is not None
