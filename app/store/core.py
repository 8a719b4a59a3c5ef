"""What every session store does, whatever holds the data: the engine-free core.

A store keeps sessions and their deal lists. Two implementations share this
core: :class:`app.store.database.Store` (one SQLite file, the default, nothing
to set up) and :class:`app.store.postgres.PostgresStore` (a club's shared
PostgreSQL server). They differ in how they connect, lock and report faults;
the rules of the data are here, written once, in SQL both understand
(``?`` placeholders; the PostgreSQL store turns them into ``%s``).

Every deal has a stable id that is never reused and a revision that grows with
each edit; a session has a version that counts its changes. Edits, deletes and
undo name a deal by id and carry the revision read: a stale one is refused as
a :class:`ConflictError` and nothing is written. Each mutating call is one
write transaction, serialised against every other writer of the database, and
takes a ``check`` that sees the session as the write would leave it, inside
that transaction (the session service replays it there).

Undo and redo are kept per writer in the ``undo_log`` table, written in the
same transaction as the change they describe, so they survive a restart. An
entry holds the action's kind, the deal's id, where it stood, the JSON before
and after, and ``expect``: the deal's revision in the entry's present state.
``undone = 1`` marks the entries on the redo stack. A new action clears the
writer's redo stack; only the last :data:`UNDO_LIMIT` entries of a writer are
kept per session. Record and rule JSON is stored as given; this layer never
validates it (the game layer does).
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Protocol, Self

from app.games.errors import QT_TRANSLATE_NOOP

UNDO_LIMIT = 200
"""How many undo entries a writer keeps per session (module-level so tests can lower it)."""

UNDO_KINDS: Final = ("add_deal", "replace_deal", "delete_deal", "set_rules")


class Cursor(Protocol):
    def fetchone(self) -> Any: ...
    def fetchall(self) -> list[Any]: ...


class Conn(Protocol):
    """The part of a DB-API connection the core uses (``?`` placeholders)."""

    def execute(self, sql: str, parameters: Any = ..., /) -> Cursor: ...
    def executemany(self, sql: str, parameters: Iterable[Any], /) -> Cursor: ...


class Phrase(str):
    """A part of a :class:`StoreError` that is translated on its own (what was
    being done, why it failed); marked ``QT_TRANSLATE_NOOP("StoreError", …)``."""


class StoreError(Exception):
    """A storage failure: one user-readable line, in English by ``str``.

    ``template`` is the untranslated message (translation context "StoreError")
    and ``params`` its placeholders; the window translates both
    (``app.ui.text.store_error_text``).
    """

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params).replace("\n", " "))


class ConflictError(StoreError):
    """Another writer changed or deleted what this write named; nothing was written."""


M_CONFLICT_CHANGED = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: deal {number} was changed elsewhere (another window, table or"
    " program) since it was read (revision {revision}, now {current}); nothing was changed",
)
M_CONFLICT_GONE = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the deal (id {deal}) was deleted elsewhere (another window, table or"
    " program), or was never in this session; nothing was changed",
)
M_CONFLICT_RULES = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the rules were changed elsewhere (another window, table or program)"
    " since; nothing was changed",
)
M_NOT_JSON = QT_TRANSLATE_NOOP(
    "StoreError", "The {what} cannot be stored: it is not plain JSON ({reason})"
)
M_FOLDER = QT_TRANSLATE_NOOP(
    "StoreError", "Cannot create the folder {folder} for the database: {reason}"
)
M_NO_SESSION = QT_TRANSLATE_NOOP(
    "StoreError", "There is no session {session} in the database {path}"
)
M_NO_DEAL = QT_TRANSLATE_NOOP("StoreError", "Session {session} has no deal number {number}")
M_DAMAGED_SESSION = QT_TRANSLATE_NOOP(
    "StoreError", "Session {session} in the database {path} is damaged: {why}"
)
M_CLOSED = QT_TRANSLATE_NOOP("StoreError", "The database {path} is closed")
M_SYSTEM = QT_TRANSLATE_NOOP("StoreError", "Could not {doing}: {reason}; nothing was changed")
M_REWRITE_FAILED = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the database {path} was deleted while Schreiber had it open, and"
    " writing it again failed ({reason}); nothing was changed. Export the evening"
    " (File → Export) to keep it",
)
M_REPLACED = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the database {path} was moved or deleted while Schreiber had it"
    " open; nothing was changed. Export the evening (File → Export) to keep it",
)
M_BUSY = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the database {path} is busy: it is open elsewhere (another Schreiber"
    " window or program) and stayed locked; close it there and try again{unchanged}",
)
M_FULL = QT_TRANSLATE_NOOP(
    "StoreError", "Could not {doing}: the disk holding the database {path} is full{unchanged}"
)
M_MOVED = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the database {path} was moved or deleted while Schreiber had it"
    " open{unchanged}",
)
M_READ_ONLY = QT_TRANSLATE_NOOP(
    "StoreError", "Could not {doing}: the database {path} is read-only{unchanged}"
)
M_DAMAGED = QT_TRANSLATE_NOOP(
    "StoreError", "Could not {doing}: the database {path} is damaged{unchanged}"
)
M_IO = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: reading or writing the database {path} failed (input/output"
    " error){unchanged}",
)
M_CANNOT_OPEN = QT_TRANSLATE_NOOP(
    "StoreError", "Could not {doing}: the database {path} cannot be opened{unchanged}"
)
M_OTHER = QT_TRANSLATE_NOOP(
    "StoreError", "Could not {doing}: database error in {path}: {reason}{unchanged}"
)
UNCHANGED = QT_TRANSLATE_NOOP("StoreError", "; nothing was changed")
OPENING = QT_TRANSLATE_NOOP("StoreError", "open the database")
M_CANNOT_READ = QT_TRANSLATE_NOOP("StoreError", "Cannot read the database {path}: {reason}")
M_NEWER = QT_TRANSLATE_NOOP(
    "StoreError",
    "The database {path} was written by a newer version of Schreiber; update the app (the"
    " file has schema version {version}, this app reads up to {target}; the file was left"
    " untouched)",
)
M_BACKUP = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not back up the database {path} before upgrading it ({reason}); it was left untouched",
)
M_NO_WAL = QT_TRANSLATE_NOOP(
    "StoreError", "The database {path} cannot use write-ahead logging (got {mode})"
)
M_CHANGED = QT_TRANSLATE_NOOP(
    "StoreError", "The database {path} changed while it was being opened; try again"
)
M_MIGRATION = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not upgrade the database {path} from version {old} to {new} ({reason}); it was"
    " left unchanged",
)


@dataclass(frozen=True)
class SessionInfo:
    """One line of the session list."""

    id: int
    game: str
    title: str
    date: str
    players: tuple[str, ...]
    deal_count: int
    archived: bool
    updated: str


@dataclass(frozen=True)
class SessionData:
    """A whole session as stored: the deals in order, nothing derived.

    ``deal_ids[i]`` and ``revisions[i]`` belong to ``deals[i]``: the record's
    stable id (never reused) and its revision (grows with each edit).
    ``version`` counts every change to the session, by any writer.
    """

    id: int
    game: str
    title: str
    date: str
    players: tuple[str, ...]
    first_dealer: str
    rules: dict[str, object]
    deals: tuple[dict[str, object], ...]
    archived: bool
    deal_ids: tuple[int, ...] = ()
    revisions: tuple[int, ...] = ()
    version: int = 0


@dataclass(frozen=True)
class Saved:
    """Where a write left a record: its id, 1-based number, revision, and the
    session's version after the write."""

    id: int
    number: int
    revision: int
    version: int


class Candidate:
    """A write about to be committed, for the caller's check inside the transaction.

    ``unchanged`` is true when the session's version before this write was the
    one the caller said it knew (nobody else wrote in between); :meth:`load`
    reads the session as the write would leave it. A check that raises rolls
    the write back, and its exception reaches the caller as it is.
    """

    def __init__(
        self,
        store: StoreCore,
        conn: Conn,
        session_id: int,
        unchanged: bool,
        written_position: int | None,
    ) -> None:
        self._store = store
        self._conn = conn
        self._session_id = session_id
        self.unchanged = unchanged
        self.written_position = written_position
        """The 0-based place of the record written (None for a delete or rules)."""

    def load(self) -> SessionData:
        return self._store._load(self._conn, self._session_id)


Check = Callable[[Candidate], None]


# --------------------------------------------------------------------------- helpers


def _now() -> str:
    return datetime.datetime.now(datetime.UTC).isoformat(timespec="microseconds")


def _to_json(value: object, what: str) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError) as exc:
        raise StoreError(M_NOT_JSON, what=Phrase(what), reason=exc) from exc


class StoreCore:
    """Sessions, deals, revisions and per-writer undo, on any :class:`Conn`.

    Subclasses provide the connection: :meth:`_write` (one transaction that
    no other writer of the database interleaves with, committed on success),
    :meth:`_read` (one consistent snapshot), :meth:`_insert_id`,
    :meth:`data_version` and :meth:`close`.
    """

    path: Path | str
    """Where the data is, as messages name it (a file, or a URL without password)."""
    writer: str
    """Whose actions this store's undo and redo take back (one window, one command)."""

    # ----------------------------------------------------------------- provided below

    def _write(self, doing: str) -> AbstractContextManager[Conn]:
        raise NotImplementedError

    def _read(self, doing: str) -> AbstractContextManager[Conn]:
        raise NotImplementedError

    def _insert_id(self, conn: Conn, sql: str, parameters: Sequence[object]) -> int:
        """Run an INSERT of one row and return the id the database gave it."""
        raise NotImplementedError

    def data_version(self) -> int:
        """A number that changes when another connection has committed a change."""
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def heal(self) -> None:
        """Repair what can be repaired between writes (the window calls it often)."""

    def take_rewritten(self) -> bool:
        """Whether the data had to be written again since the last call (SQLite)."""
        return False

    # ------------------------------------------------------------------ sessions

    def create_session(
        self,
        game: str,
        title: str,
        date: str,
        players: Sequence[str],
        first_dealer: str,
        rules: Mapping[str, object],
        deals: Sequence[Mapping[str, object]] = (),
    ) -> int:
        """Store a new session (with any deals, e.g. from an import) in one transaction."""
        players_json = _to_json(list(players), QT_TRANSLATE_NOOP("StoreError", "player list"))
        rules_json = _to_json(dict(rules), QT_TRANSLATE_NOOP("StoreError", "rule set"))
        records = [
            _to_json(dict(deal), QT_TRANSLATE_NOOP("StoreError", "deal record")) for deal in deals
        ]
        with self._write(QT_TRANSLATE_NOOP("StoreError", "create the session")) as conn:
            stamp = self._next_stamp(conn)
            session_id = self._insert_id(
                conn,
                "INSERT INTO sessions (game, title, date, players, first_dealer, rules,"
                " archived, created, updated) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)",
                (game, title, date, players_json, first_dealer, rules_json, stamp, stamp),
            )
            conn.executemany(
                "INSERT INTO deals (session_id, position, revision, record) VALUES (?, ?, 1, ?)",
                [(session_id, position, record) for position, record in enumerate(records)],
            )
        return session_id

    def list_sessions(self, include_archived: bool = False) -> list[SessionInfo]:
        """The sessions, most recently changed first."""
        with self._read(QT_TRANSLATE_NOOP("StoreError", "list the sessions")) as conn:
            rows = conn.execute(
                "SELECT s.id, s.game, s.title, s.date, s.players, s.archived, s.updated,"
                " (SELECT COUNT(*) FROM deals AS d WHERE d.session_id = s.id)"
                " FROM sessions AS s WHERE ? OR s.archived = 0"
                " ORDER BY s.updated DESC, s.id DESC",
                (1 if include_archived else 0,),
            ).fetchall()
        return [
            SessionInfo(
                id=row[0],
                game=row[1],
                title=row[2],
                date=row[3],
                players=self._players(row[0], row[4]),
                deal_count=row[7],
                archived=bool(row[5]),
                updated=row[6],
            )
            for row in rows
        ]

    def load_session(self, session_id: int) -> SessionData:
        """The whole session; :class:`StoreError` if there is none with this id."""
        with self._read(QT_TRANSLATE_NOOP("StoreError", "load the session")) as conn:
            return self._load(conn, session_id)

    def _load(self, conn: Conn, session_id: int) -> SessionData:
        row = conn.execute(
            "SELECT game, title, date, players, first_dealer, rules, archived, version"
            " FROM sessions WHERE id = ?",
            (session_id,),
        ).fetchone()
        if row is None:
            raise StoreError(M_NO_SESSION, session=session_id, path=self.path)
        records = conn.execute(
            "SELECT position, id, revision, record FROM deals WHERE session_id = ?"
            " ORDER BY position",
            (session_id,),
        ).fetchall()
        deals = []
        for expected, (position, _, _, text) in enumerate(records):
            if position != expected:
                raise self._damaged_session(
                    session_id, QT_TRANSLATE_NOOP("StoreError", "its deals are out of order")
                )
            unreadable = QT_TRANSLATE_NOOP("StoreError", "a deal record is unreadable")
            deals.append(self._object(session_id, text, unreadable))
        return SessionData(
            id=session_id,
            game=row[0],
            title=row[1],
            date=row[2],
            players=self._players(session_id, row[3]),
            first_dealer=row[4],
            rules=self._object(
                session_id, row[5], QT_TRANSLATE_NOOP("StoreError", "the rule set is unreadable")
            ),
            deals=tuple(deals),
            archived=bool(row[6]),
            deal_ids=tuple(int(r[1]) for r in records),
            revisions=tuple(int(r[2]) for r in records),
            version=int(row[7]),
        )

    def rename_session(self, session_id: int, title: str) -> None:
        with self._write(QT_TRANSLATE_NOOP("StoreError", "rename the session")) as conn:
            self._require_session(conn, session_id)
            conn.execute("UPDATE sessions SET title = ? WHERE id = ?", (title, session_id))
            self._touch(conn, session_id)

    def archive_session(self, session_id: int, archived: bool = True) -> None:
        archiving = QT_TRANSLATE_NOOP("StoreError", "archive the session")
        unarchiving = QT_TRANSLATE_NOOP("StoreError", "unarchive the session")
        with self._write(archiving if archived else unarchiving) as conn:
            self._require_session(conn, session_id)
            conn.execute(
                "UPDATE sessions SET archived = ? WHERE id = ?", (int(archived), session_id)
            )
            self._touch(conn, session_id)

    def delete_session(self, session_id: int) -> None:
        """Delete the session with its deals and undo history (not undoable)."""
        with self._write(QT_TRANSLATE_NOOP("StoreError", "delete the session")) as conn:
            self._require_session(conn, session_id)
            conn.execute("DELETE FROM sessions WHERE id = ?", (session_id,))

    def last_session_id(self) -> int | None:
        """The most recently changed session that is not archived, if any."""
        with self._read(QT_TRANSLATE_NOOP("StoreError", "find the last session")) as conn:
            row = conn.execute(
                "SELECT id FROM sessions WHERE archived = 0 ORDER BY updated DESC, id DESC LIMIT 1"
            ).fetchone()
        return None if row is None else int(row[0])

    # --------------------------------------------------------------------- deals

    def add_deal(
        self,
        session_id: int,
        record: Mapping[str, object],
        *,
        before: int | None = None,
        known_version: int | None = None,
        check: Check | None = None,
    ) -> Saved:
        """Add a record at the end, or before the deal with id ``before``. Undoable.

        ``check`` sees the session as the write would leave it, inside the same
        transaction (see :class:`Candidate`); ``known_version`` is the session
        version the caller's view of it had.
        """
        text = _to_json(dict(record), QT_TRANSLATE_NOOP("StoreError", "deal record"))
        doing = QT_TRANSLATE_NOOP("StoreError", "save the deal")
        with self._write(doing) as conn:
            version = self._session_version(conn, session_id)
            if before is None:
                position = self._deal_count(conn, session_id)
            else:
                position, _ = self._locate(conn, session_id, before, None, doing)
            deal_id = self._insert_deal(conn, session_id, position, text, 1)
            self._log(conn, session_id, "add_deal", deal_id, None, text, 1)
            new_version = self._touch(conn, session_id)
            self._run_check(conn, session_id, check, version, known_version, position)
        return Saved(deal_id, position + 1, 1, new_version)

    def replace_deal(
        self,
        session_id: int,
        deal_id: int,
        record: Mapping[str, object],
        revision: int,
        *,
        known_version: int | None = None,
        check: Check | None = None,
    ) -> Saved:
        """Replace the deal ``deal_id`` if its revision is still ``revision``. Undoable.

        Raises :class:`ConflictError` (nothing written) when it is not, or when
        the deal is gone.
        """
        text = _to_json(dict(record), QT_TRANSLATE_NOOP("StoreError", "deal record"))
        doing = QT_TRANSLATE_NOOP("StoreError", "save the changed deal")
        with self._write(doing) as conn:
            version = self._session_version(conn, session_id)
            position, before = self._locate(conn, session_id, deal_id, revision, doing)
            conn.execute(
                "UPDATE deals SET record = ?, revision = ? WHERE id = ?",
                (text, revision + 1, deal_id),
            )
            self._log(conn, session_id, "replace_deal", deal_id, before, text, revision + 1)
            new_version = self._touch(conn, session_id)
            self._run_check(conn, session_id, check, version, known_version, position)
        return Saved(deal_id, position + 1, revision + 1, new_version)

    def delete_deal(
        self,
        session_id: int,
        deal_id: int,
        revision: int,
        *,
        known_version: int | None = None,
        check: Check | None = None,
    ) -> int:
        """Delete the deal ``deal_id`` if its revision is still ``revision``; later
        deals move down by one. Undoable. Returns the session's new version."""
        doing = QT_TRANSLATE_NOOP("StoreError", "delete the deal")
        with self._write(doing) as conn:
            version = self._session_version(conn, session_id)
            position, before = self._locate(conn, session_id, deal_id, revision, doing)
            anchor = self._remove_deal(conn, session_id, deal_id, position)
            self._log(
                conn, session_id, "delete_deal", deal_id, before, None, revision, position, anchor
            )
            new_version = self._touch(conn, session_id)
            self._run_check(conn, session_id, check, version, known_version)
        return new_version

    def set_rules(
        self,
        session_id: int,
        rules: Mapping[str, object],
        *,
        known_version: int | None = None,
        check: Check | None = None,
    ) -> int:
        """Replace the session's rule set. Undoable. Returns the new version."""
        text = _to_json(dict(rules), QT_TRANSLATE_NOOP("StoreError", "rule set"))
        with self._write(QT_TRANSLATE_NOOP("StoreError", "save the rules")) as conn:
            version = self._session_version(conn, session_id)
            before = self._rules_text(conn, session_id)
            conn.execute("UPDATE sessions SET rules = ? WHERE id = ?", (text, session_id))
            self._log(conn, session_id, "set_rules", None, before, text, None)
            new_version = self._touch(conn, session_id)
            self._run_check(conn, session_id, check, version, known_version)
        return new_version

    def session_version(self, session_id: int) -> int:
        """How many changes the session has had, by any writer (for live views)."""
        with self._read(QT_TRANSLATE_NOOP("StoreError", "load the session")) as conn:
            return self._session_version(conn, session_id)

    def _run_check(
        self,
        conn: Conn,
        session_id: int,
        check: Check | None,
        version: int,
        known_version: int | None,
        written: int | None = None,
    ) -> None:
        if check is not None:
            check(Candidate(self, conn, session_id, known_version == version, written))

    # ----------------------------------------------------------------- undo/redo

    def can_undo(self, session_id: int) -> bool:
        return self._has_entry(session_id, undone=False)

    def can_redo(self, session_id: int) -> bool:
        return self._has_entry(session_id, undone=True)

    def history(self, session_id: int) -> tuple[list[str], list[str]]:
        """The kinds of this writer's stored actions: those done (oldest first) and
        those undone (next to redo first), so a window can rebuild its undo stack
        after a restart."""
        with self._read(QT_TRANSLATE_NOOP("StoreError", "read the undo history")) as conn:
            rows = conn.execute(
                "SELECT kind, undone FROM undo_log WHERE session_id = ? AND writer = ?"
                " ORDER BY seq",
                (session_id, self.writer),
            ).fetchall()
        done = [str(kind) for kind, undone in rows if not undone]
        undone_kinds = [str(kind) for kind, undone in rows if undone]
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
        with self._write(doing) as conn:
            version = self._session_version(conn, session_id)
            entry = conn.execute(
                "SELECT id, kind, deal_id, position, anchor, expect, before, after FROM undo_log"
                f" WHERE session_id = ? AND writer = ? AND undone = ? ORDER BY seq {order} LIMIT 1",
                (session_id, self.writer, int(redo)),
            ).fetchone()
            if entry is None:
                return None
            entry_id, kind, deal_id, position, anchor, expect, before, after = entry
            old, new = (before, after) if redo else (after, before)
            self._apply(
                conn, session_id, entry_id, kind, deal_id, position, anchor, expect, old, new, doing
            )
            conn.execute("UPDATE undo_log SET undone = ? WHERE id = ?", (int(not redo), entry_id))
            self._touch(conn, session_id)
            self._run_check(conn, session_id, check, version, known_version)
        return str(kind)

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
        if kind == "set_rules":
            if new is None or old is None:
                raise self._damaged_session(
                    session_id, QT_TRANSLATE_NOOP("StoreError", "its undo history is inconsistent")
                )
            if self._rules_text(conn, session_id) != old:
                raise ConflictError(M_CONFLICT_RULES, doing=Phrase(doing))
            conn.execute("UPDATE sessions SET rules = ? WHERE id = ?", (new, session_id))
            return
        if deal_id is None or expect is None or kind not in UNDO_KINDS:
            raise self._damaged_session(
                session_id, QT_TRANSLATE_NOOP("StoreError", "its undo history is inconsistent")
            )
        if old is None:
            row = conn.execute("SELECT session_id FROM deals WHERE id = ?", (deal_id,)).fetchone()
            if row is not None or new is None:
                raise self._damaged_session(
                    session_id,
                    QT_TRANSLATE_NOOP("StoreError", "its undo history does not match its deals"),
                )
            at = self._position_of(conn, session_id, anchor)
            if at is None:
                at = min(position or 0, self._deal_count(conn, session_id))
            self._insert_deal(conn, session_id, at, new, expect + 1, deal_id)
            self._expect(conn, session_id, deal_id, expect + 1)
            return
        found, _ = self._locate(conn, session_id, deal_id, expect, doing)
        if new is None:
            next_id = self._remove_deal(conn, session_id, deal_id, found)
            conn.execute(
                "UPDATE undo_log SET position = ?, anchor = ? WHERE id = ?",
                (found, next_id, entry_id),
            )
        else:
            conn.execute(
                "UPDATE deals SET record = ?, revision = ? WHERE id = ?", (new, expect + 1, deal_id)
            )
            self._expect(conn, session_id, deal_id, expect + 1)

    def _has_entry(self, session_id: int, *, undone: bool) -> bool:
        with self._read(QT_TRANSLATE_NOOP("StoreError", "read the undo history")) as conn:
            row = conn.execute(
                "SELECT EXISTS (SELECT 1 FROM undo_log"
                " WHERE session_id = ? AND writer = ? AND undone = ?)",
                (session_id, self.writer, int(undone)),
            ).fetchone()
        return bool(row[0])

    def _log(
        self,
        conn: Conn,
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
        conn.execute(
            "DELETE FROM undo_log WHERE session_id = ? AND writer = ? AND undone = 1",
            (session_id, self.writer),
        )
        (top,) = conn.execute(
            "SELECT COALESCE(MAX(seq), 0) FROM undo_log WHERE session_id = ?", (session_id,)
        ).fetchone()
        seq = int(top) + 1
        conn.execute(
            "INSERT INTO undo_log (session_id, writer, seq, kind, deal_id, position, anchor,"
            " expect, before, after, undone, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)",
            (
                session_id,
                self.writer,
                seq,
                kind,
                deal_id,
                position,
                anchor,
                expect,
                before,
                after,
                _now(),
            ),
        )
        if deal_id is not None and expect is not None:
            self._expect(conn, session_id, deal_id, expect)
        conn.execute(
            "DELETE FROM undo_log WHERE session_id = ? AND writer = ? AND seq NOT IN"
            " (SELECT seq FROM undo_log WHERE session_id = ? AND writer = ?"
            " ORDER BY seq DESC LIMIT ?)",
            (session_id, self.writer, session_id, self.writer, UNDO_LIMIT),
        )

    def _expect(self, conn: Conn, session_id: int, deal_id: int, revision: int) -> None:
        """This writer just left deal ``deal_id`` at ``revision`` (or deleted it
        there): each of its undo entries on that deal now starts from it.

        Undo and redo go through the stack in order, so the entry to step next
        always finds the deal as this writer left it, unless another writer
        changed it since: then the revision differs and the step is a conflict.
        """
        conn.execute(
            "UPDATE undo_log SET expect = ? WHERE session_id = ? AND writer = ? AND deal_id = ?",
            (revision, session_id, self.writer, deal_id),
        )

    # ------------------------------------------------------------ deal positions

    @staticmethod
    def _deal_count(conn: Conn, session_id: int) -> int:
        # Positions are dense, so the highest one tells the count (and uses the key).
        (top,) = conn.execute(
            "SELECT COALESCE(MAX(position), -1) FROM deals WHERE session_id = ?", (session_id,)
        ).fetchone()
        return int(top) + 1

    @staticmethod
    def _position_of(conn: Conn, session_id: int, deal_id: int | None) -> int | None:
        if deal_id is None:
            return None
        row = conn.execute(
            "SELECT position FROM deals WHERE id = ? AND session_id = ?", (deal_id, session_id)
        ).fetchone()
        return None if row is None else int(row[0])

    def _locate(
        self,
        conn: Conn,
        session_id: int,
        deal_id: int,
        revision: int | None,
        doing: str,
    ) -> tuple[int, str]:
        """The position and text of deal ``deal_id`` of the session, if its revision
        is still ``revision`` (None: any); otherwise :class:`ConflictError`."""
        self._require_session(conn, session_id)
        row = conn.execute(
            "SELECT position, revision, record FROM deals WHERE id = ? AND session_id = ?",
            (deal_id, session_id),
        ).fetchone()
        if row is None:
            raise ConflictError(M_CONFLICT_GONE, doing=Phrase(doing), deal=deal_id)
        position, current, text = int(row[0]), int(row[1]), str(row[2])
        if revision is not None and current != revision:
            raise ConflictError(
                M_CONFLICT_CHANGED,
                doing=Phrase(doing),
                number=position + 1,
                deal=deal_id,
                revision=revision,
                current=current,
            )
        return position, text

    def _insert_deal(
        self,
        conn: Conn,
        session_id: int,
        position: int,
        text: str,
        revision: int,
        deal_id: int | None = None,
    ) -> int:
        """Insert a record at ``position`` (a new id unless ``deal_id`` restores one)."""
        # Move deals >= position up by one in two steps, through negative positions,
        # so the key (session_id, position) never holds the same value twice.
        conn.execute(
            "UPDATE deals SET position = -position - 1 WHERE session_id = ? AND position >= ?",
            (session_id, position),
        )
        conn.execute(
            "UPDATE deals SET position = -position WHERE session_id = ? AND position < 0",
            (session_id,),
        )
        if deal_id is None:
            return self._insert_id(
                conn,
                "INSERT INTO deals (session_id, position, revision, record) VALUES (?, ?, ?, ?)",
                (session_id, position, revision, text),
            )
        conn.execute(
            "INSERT INTO deals (id, session_id, position, revision, record) VALUES (?, ?, ?, ?, ?)",
            (deal_id, session_id, position, revision, text),
        )
        return deal_id

    @staticmethod
    def _remove_deal(conn: Conn, session_id: int, deal_id: int, position: int) -> int | None:
        """Remove the deal; returns the id of the deal that followed it, if any."""
        conn.execute("DELETE FROM deals WHERE id = ?", (deal_id,))
        following = conn.execute(
            "SELECT id FROM deals WHERE session_id = ? AND position = ?",
            (session_id, position + 1),
        ).fetchone()
        # Move deals > position down by one, again through negative positions.
        conn.execute(
            "UPDATE deals SET position = -position WHERE session_id = ? AND position > ?",
            (session_id, position),
        )
        conn.execute(
            "UPDATE deals SET position = -position - 1 WHERE session_id = ? AND position < 0",
            (session_id,),
        )
        return None if following is None else int(following[0])

    # ------------------------------------------------------------ session rows

    def _require_session(self, conn: Conn, session_id: int) -> None:
        row = conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone()
        if row is None:
            raise StoreError(M_NO_SESSION, session=session_id, path=self.path)

    def _rules_text(self, conn: Conn, session_id: int) -> str:
        row = conn.execute("SELECT rules FROM sessions WHERE id = ?", (session_id,)).fetchone()
        return str(row[0])

    @staticmethod
    def _next_stamp(conn: Conn) -> str:
        """Now, but strictly later than every stamp already stored.

        Inside the write transaction this orders all changes, across processes,
        even when the clock is coarse or steps back.
        """
        stamp = _now()
        (latest,) = conn.execute("SELECT MAX(updated) FROM sessions").fetchone()
        if latest is not None and stamp <= latest:
            later = datetime.datetime.fromisoformat(latest) + datetime.timedelta(microseconds=1)
            stamp = later.astimezone(datetime.UTC).isoformat(timespec="microseconds")
        return stamp

    def _touch(self, conn: Conn, session_id: int) -> int:
        """Mark the session changed: a later stamp and the next version (returned)."""
        conn.execute(
            "UPDATE sessions SET updated = ?, version = version + 1 WHERE id = ?",
            (self._next_stamp(conn), session_id),
        )
        return self._session_version(conn, session_id)

    def _session_version(self, conn: Conn, session_id: int) -> int:
        row = conn.execute("SELECT version FROM sessions WHERE id = ?", (session_id,)).fetchone()
        if row is None:
            raise StoreError(M_NO_SESSION, session=session_id, path=self.path)
        return int(row[0])

    def _players(self, session_id: int, text: str) -> tuple[str, ...]:
        try:
            value = json.loads(text)
        except ValueError:
            value = None
        if not isinstance(value, list) or not all(isinstance(name, str) for name in value):
            raise self._damaged_session(
                session_id, QT_TRANSLATE_NOOP("StoreError", "its player list is unreadable")
            )
        return tuple(value)

    def _object(self, session_id: int, text: str, what: str) -> dict[str, object]:
        try:
            value = json.loads(text)
        except ValueError:
            value = None
        if not isinstance(value, dict):
            raise self._damaged_session(session_id, what)
        return value

    def _damaged_session(self, session_id: int, why: str) -> StoreError:
        return StoreError(M_DAMAGED_SESSION, session=session_id, path=self.path, why=Phrase(why))
