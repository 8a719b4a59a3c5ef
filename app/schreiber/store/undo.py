"""Undo and redo (``store.undo``), kept per writer in the ``undo_log`` table.

Each entry is written in the same transaction as the change it describes, so
undo survives a restart. An entry holds the action's kind, the deal's id, where
it stood, the JSON before and after, and ``expect``: the deal's revision in the
entry's present state. ``undone = 1`` marks the entries on the redo stack. A
new action clears the writer's redo stack; only the last :data:`UNDO_LIMIT`
entries of a writer are kept per session.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.store import rows, stored
from schreiber.store.data import (
    M_CONFLICT_RULES,
    UNDO_KINDS,
    Check,
    ConflictError,
    Conn,
    Phrase,
    Right,
    now,
)
from schreiber.store.stored import MAX_RECORD_CHARS

if TYPE_CHECKING:
    from schreiber.store.core import StoreCore

UNDO_LIMIT = 200
"""How many undo entries a writer keeps per session (module-level so tests can lower it)."""


def log(
    conn: Conn,
    writer: str,
    session_id: int,
    kind: str,
    deal_id: int | None,
    before: str | None,
    after: str | None,
    expect: int | None,
    position: int | None = None,
    anchor: int | None = None,
) -> None:
    """Log this writer's action; its redo stack goes, as after any new action."""
    p = conn.mark
    conn.execute(
        f"DELETE FROM undo_log WHERE session_id = {p} AND writer = {p} AND undone = 1",
        (session_id, writer),
    )
    (top,) = conn.execute(
        f"SELECT COALESCE(MAX(seq), 0) FROM undo_log WHERE session_id = {p}", (session_id,)
    ).fetchone()
    seq = int(top) + 1
    conn.execute(
        "INSERT INTO undo_log (session_id, writer, seq, kind, deal_id, position, anchor,"
        " expect, before, after, undone, created)"
        f" VALUES ({p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, 0, {p})",
        (
            session_id,
            writer,
            seq,
            kind,
            deal_id,
            position,
            anchor,
            expect,
            before,
            after,
            now(),
        ),
    )
    if deal_id is not None and expect is not None:
        expect_revision(conn, writer, session_id, deal_id, expect)
    conn.execute(
        f"DELETE FROM undo_log WHERE session_id = {p} AND writer = {p} AND seq NOT IN"
        f" (SELECT seq FROM undo_log WHERE session_id = {p} AND writer = {p}"
        f" ORDER BY seq DESC LIMIT {p})",
        (session_id, writer, session_id, writer, UNDO_LIMIT),
    )


def expect_revision(conn: Conn, writer: str, session_id: int, deal_id: int, revision: int) -> None:
    """This writer just left deal ``deal_id`` at ``revision`` (or deleted it
    there): each of its undo entries on that deal now starts from it.

    Undo and redo go through the stack in order, so the entry to step next
    always finds the deal as this writer left it, unless another writer
    changed it since: then the revision differs and the step is a conflict.
    """
    p = conn.mark
    conn.execute(
        f"UPDATE undo_log SET expect = {p} WHERE session_id = {p} AND writer = {p}"
        f" AND deal_id = {p}",
        (revision, session_id, writer, deal_id),
    )


class Undo:
    """This writer's undo and redo of each session, over the store's connection interface."""

    def __init__(self, store: StoreCore) -> None:
        self._store = store

    def can_undo(self, session_id: int) -> bool:
        return self._has_entry(session_id, undone=False)

    def can_redo(self, session_id: int) -> bool:
        return self._has_entry(session_id, undone=True)

    def history(self, session_id: int) -> tuple[list[str], list[str]]:
        """The kinds of this writer's stored actions: those done (oldest first) and
        those undone (next to redo first), so a window can rebuild its undo stack
        after a restart."""
        with self._store._read(QT_TRANSLATE_NOOP("StoreError", "read the undo history")) as conn:
            p = conn.mark
            found = conn.execute(
                f"SELECT kind, undone FROM undo_log WHERE session_id = {p} AND writer = {p}"
                " ORDER BY seq",
                (session_id, self._store.writer),
            ).fetchall()
        # A kind that is none of the store's (a damaged entry) is listed without a
        # name; undoing it then says the session's undo history is damaged.
        kinds = [(kind if kind in UNDO_KINDS else "", undone) for kind, undone in found]
        done = [kind for kind, undone in kinds if undone == 0]
        undone_kinds = [kind for kind, undone in kinds if undone != 0]
        return done, undone_kinds

    def undo(
        self, session_id: int, *, known_version: int | None = None, check: Check | None = None
    ) -> str | None:
        """Revert this writer's last action in one transaction; its kind, or None.

        Raises :class:`ConflictError` (nothing changed) when another writer has
        since changed or deleted what the action touched.
        """
        return self._step(session_id, redo=False, known_version=known_version, check=check)

    def redo(
        self, session_id: int, *, known_version: int | None = None, check: Check | None = None
    ) -> str | None:
        """Repeat this writer's last undone action in one transaction; its kind, or None."""
        return self._step(session_id, redo=True, known_version=known_version, check=check)

    def _step(
        self, session_id: int, *, redo: bool, known_version: int | None, check: Check | None
    ) -> str | None:
        doing = (
            QT_TRANSLATE_NOOP("StoreError", "redo")
            if redo
            else QT_TRANSLATE_NOOP("StoreError", "undo")
        )
        order = "ASC" if redo else "DESC"
        self._store._require(Right.SESSIONS, doing)
        with self._store._write(doing) as conn:
            p = conn.mark
            version = rows.session_version(conn, self._store.path, session_id)
            rows.refuse_closed(conn, session_id, doing)
            entry = conn.execute(
                "SELECT id, kind, deal_id, position, anchor, expect, before, after FROM undo_log"
                f" WHERE session_id = {p} AND writer = {p} AND undone = {p}"
                f" ORDER BY seq {order} LIMIT 1",
                (session_id, self._store.writer, int(redo)),
            ).fetchone()
            if entry is None:
                return None
            entry_id, kind, deal_id, position, anchor, expect, before, after = entry
            if not self._readable_entry(entry):
                raise rows.damaged_session(
                    self._store.path,
                    session_id,
                    QT_TRANSLATE_NOOP("StoreError", "its undo history is inconsistent"),
                )
            old, new = (before, after) if redo else (after, before)
            self._apply(
                conn, session_id, entry_id, kind, deal_id, position, anchor, expect, old, new, doing
            )
            conn.execute(
                f"UPDATE undo_log SET undone = {p} WHERE id = {p}", (int(not redo), entry_id)
            )
            rows.touch(conn, self._store.path, session_id)
            rows.run_check(conn, self._store.path, session_id, check, version, known_version)
        return str(kind)

    @staticmethod
    def _readable_entry(entry: Sequence[object]) -> bool:
        """Whether an undo entry's values have the types and bounds the store
        writes (one written by hand or by another program may not)."""
        _, kind, deal_id, position, anchor, expect, before, after = entry
        texts = (before, after)
        return (
            kind in UNDO_KINDS
            and all(
                value is None or (type(value) is int and 0 <= value <= stored.MAX_INTEGER)
                for value in (deal_id, position, anchor, expect)
            )
            and all(
                value is None
                or (
                    isinstance(value, str)
                    and not isinstance(value, stored.Undecodable)
                    and len(value) <= MAX_RECORD_CHARS
                )
                for value in texts
            )
        )

    def _apply(
        self,
        conn: Conn,
        session_id: int,
        entry_id: int,
        kind: str,
        deal_id: int | None,
        position: int | None,
        anchor: int | None,
        expect: int | None,
        old: str | None,
        new: str | None,
        doing: str,
    ) -> None:
        """Move the session from state ``old`` to state ``new`` of one log entry,
        if what the entry touched is still as the entry left it.

        For a deal, ``None`` means "no such deal": None -> text restores it (same
        id, a new revision) where it stood, text -> None removes it, text -> text
        replaces it. ``expect`` is the deal's revision in the entry's present state.
        """
        p = conn.mark
        if kind == "set_rules":
            if new is None or old is None:
                raise rows.damaged_session(
                    self._store.path,
                    session_id,
                    QT_TRANSLATE_NOOP("StoreError", "its undo history is inconsistent"),
                )
            if rows.rules_text(conn, session_id) != old:
                raise ConflictError(M_CONFLICT_RULES, doing=Phrase(doing))
            conn.execute(f"UPDATE sessions SET rules = {p} WHERE id = {p}", (new, session_id))
            return
        if deal_id is None or expect is None or kind not in UNDO_KINDS:
            raise rows.damaged_session(
                self._store.path,
                session_id,
                QT_TRANSLATE_NOOP("StoreError", "its undo history is inconsistent"),
            )
        if old is None:
            row = conn.execute(
                f"SELECT session_id FROM deals WHERE id = {p}", (deal_id,)
            ).fetchone()
            if row is not None or new is None:
                raise rows.damaged_session(
                    self._store.path,
                    session_id,
                    QT_TRANSLATE_NOOP("StoreError", "its undo history does not match its deals"),
                )
            at = rows.position_of(conn, self._store.path, session_id, anchor)
            if at is None:
                at = min(position or 0, rows.deal_count(conn, self._store.path, session_id))
            rows.insert_deal(conn, session_id, at, new, expect + 1, deal_id)
            rows.link_seating(conn, session_id, new)
            expect_revision(conn, self._store.writer, session_id, deal_id, expect + 1)
            return
        found, _ = rows.locate(conn, self._store.path, session_id, deal_id, expect, doing)
        if new is None:
            next_id = rows.remove_deal(conn, session_id, deal_id, found)
            conn.execute(
                f"UPDATE undo_log SET position = {p}, anchor = {p} WHERE id = {p}",
                (found, next_id, entry_id),
            )
        else:
            conn.execute(
                f"UPDATE deals SET record = {p}, revision = {p} WHERE id = {p}",
                (new, expect + 1, deal_id),
            )
            rows.link_seating(conn, session_id, new)
            expect_revision(conn, self._store.writer, session_id, deal_id, expect + 1)

    def _has_entry(self, session_id: int, *, undone: bool) -> bool:
        with self._store._read(QT_TRANSLATE_NOOP("StoreError", "read the undo history")) as conn:
            p = conn.mark
            row = conn.execute(
                "SELECT EXISTS (SELECT 1 FROM undo_log"
                f" WHERE session_id = {p} AND writer = {p} AND undone = {p})",
                (session_id, self._store.writer, int(undone)),
            ).fetchone()
        return bool(row[0])
