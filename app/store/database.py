"""The session database: one SQLite file holding many sessions, durable per deal.

Every mutating call is one ``BEGIN IMMEDIATE`` transaction, committed before the
call returns. The database runs in WAL mode with ``synchronous=FULL``, so a deal
reported saved survives the process being killed or the machine losing power.
A busy timeout lets two processes writing the same file take turns; a lock held
longer than that gives a :class:`StoreError` saying the database is open
elsewhere.

Deal records and rule sets are JSON-compatible dicts that this layer stores as
they are; it never validates them (the game layer does).

Undo and redo are kept per session in the ``undo_log`` table, written in the
same transaction as the change they describe, so they survive a restart. An
entry holds the action's kind, the deal position and the JSON before and after;
``undone = 1`` marks the entries on the redo stack. A new action clears the redo
stack; only the last :data:`UNDO_LIMIT` entries of a session are kept.

Opening a file first inspects it through a read-only connection: a file that is
not SQLite, fails ``PRAGMA quick_check``, or belongs to another application is
refused as damaged, and one written by a newer schema version is refused too;
in both cases the file is left untouched. An older schema version is copied to
``<name>.backup-v<old>-<timestamp>`` (with SQLite's online backup API) and then
upgraded by the steps of :data:`MIGRATIONS` in one transaction.
"""

from __future__ import annotations

import datetime
import json
import os
import sqlite3
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Final, Self

from app.games.errors import QT_TRANSLATE_NOOP

DEFAULT_FILENAME: Final = "schreiber.sqlite3"
DATA_DIR_ENV: Final = "SCHREIBER_DATA_DIR"
APP_NAME: Final = "Schreiber"
# ``PRAGMA application_id``: "SCRB", marks a file as a Schreiber database.
APPLICATION_ID: Final = 0x53435242
UNDO_LIMIT = 200
"""How many undo entries a session keeps (module-level so tests can lower it)."""

UNDO_KINDS: Final = ("add_deal", "replace_deal", "delete_deal", "set_rules")
_SQLITE_MAGIC: Final = b"SQLite format 3\x00"
_REQUIRED_TABLES: Final = frozenset({"sessions", "deals", "undo_log"})


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
M_DAMAGED_FILE = QT_TRANSLATE_NOOP(
    "StoreError",
    "The file {path} is damaged or not a Schreiber database; it was left untouched",
)
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
        store: Store,
        conn: sqlite3.Connection,
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


# --------------------------------------------------------------------------- schema

Migration = Callable[[sqlite3.Connection], None]


def _migrate_0_to_1(conn: sqlite3.Connection) -> None:
    """Version 1: the first schema, created in an empty file."""
    statements = (
        """
        CREATE TABLE sessions (
            id           INTEGER PRIMARY KEY,
            game         TEXT    NOT NULL,
            title        TEXT    NOT NULL,
            date         TEXT    NOT NULL,              -- ISO date
            players      TEXT    NOT NULL,              -- JSON list of names, seating order
            first_dealer TEXT    NOT NULL,
            rules        TEXT    NOT NULL,              -- JSON object
            archived     INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
            created      TEXT    NOT NULL,              -- ISO timestamp, UTC
            updated      TEXT    NOT NULL               -- ISO timestamp, UTC, strictly increasing
        )
        """,
        "CREATE INDEX sessions_by_updated ON sessions (updated)",
        """
        CREATE TABLE deals (
            session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            position   INTEGER NOT NULL,                -- 0-based, dense
            record     TEXT    NOT NULL,                -- JSON object, stored as given
            PRIMARY KEY (session_id, position)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE undo_log (
            id         INTEGER PRIMARY KEY,
            session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            seq        INTEGER NOT NULL,
            kind       TEXT    NOT NULL
                       CHECK (kind IN ('add_deal', 'replace_deal', 'delete_deal', 'set_rules')),
            position   INTEGER,                         -- NULL for set_rules
            before     TEXT,                            -- JSON; NULL for add_deal
            after      TEXT,                            -- JSON; NULL for delete_deal
            undone     INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),
            created    TEXT    NOT NULL,
            UNIQUE (session_id, seq)
        )
        """,
        f"PRAGMA application_id = {APPLICATION_ID}",
    )
    for statement in statements:
        conn.execute(statement)


def _migrate_1_to_2(conn: sqlite3.Connection) -> None:
    """Version 2: many writers. Every deal gets a stable id (AUTOINCREMENT: never
    reused) and a revision; every session a version that counts its changes;
    the undo log belongs to one writer and names deals by id.

    The old undo log named deals by position, which another writer may have
    shifted since; it is not carried over (the deals all are).
    """
    statements = (
        """
        CREATE TABLE deals_v2 (
            id         INTEGER PRIMARY KEY AUTOINCREMENT,
            session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            position   INTEGER NOT NULL,                -- 0-based, dense
            revision   INTEGER NOT NULL CHECK (revision >= 1),
            record     TEXT    NOT NULL,                -- JSON object, stored as given
            UNIQUE (session_id, position)
        )
        """,
        "INSERT INTO deals_v2 (session_id, position, revision, record)"
        " SELECT session_id, position, 1, record FROM deals ORDER BY session_id, position",
        "DROP TABLE deals",
        "ALTER TABLE deals_v2 RENAME TO deals",
        "ALTER TABLE sessions ADD COLUMN version INTEGER NOT NULL DEFAULT 0",
        "DROP TABLE undo_log",
        """
        CREATE TABLE undo_log (
            id         INTEGER PRIMARY KEY,
            session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            writer     TEXT    NOT NULL,                -- whose action (a window, a command)
            seq        INTEGER NOT NULL,
            kind       TEXT    NOT NULL
                       CHECK (kind IN ('add_deal', 'replace_deal', 'delete_deal', 'set_rules')),
            deal_id    INTEGER,                         -- NULL for set_rules
            position   INTEGER,                         -- where the deal stood when it went
            anchor     INTEGER,                         -- the deal that followed it then
            expect     INTEGER,                         -- the deal's revision in this state
            before     TEXT,                            -- JSON; NULL for add_deal
            after      TEXT,                            -- JSON; NULL for delete_deal
            undone     INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),
            created    TEXT    NOT NULL,
            UNIQUE (session_id, seq)
        )
        """,
        "CREATE INDEX undo_by_writer ON undo_log (session_id, writer, seq)",
    )
    for statement in statements:
        conn.execute(statement)


MIGRATIONS: list[Migration] = [_migrate_0_to_1, _migrate_1_to_2]
"""``MIGRATIONS[v]`` upgrades a database from version ``v`` to ``v + 1``.

The schema version (``PRAGMA user_version``) of this code is ``len(MIGRATIONS)``.
Adding version 2 means appending one function; it runs inside the upgrade
transaction and must not commit.
"""

SCHEMA_VERSION: Final = len(MIGRATIONS)


# --------------------------------------------------------------------------- helpers


def _now() -> str:
    return datetime.datetime.now(datetime.UTC).isoformat(timespec="microseconds")


def _to_json(value: object, what: str) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError) as exc:
        raise StoreError(M_NOT_JSON, what=Phrase(what), reason=exc) from exc


def _sqlite_uri(path: Path, mode: str) -> str:
    return f"{path.absolute().as_uri()}?mode={mode}"


def _copy_database(source: sqlite3.Connection, target: Path) -> None:
    """A consistent copy of ``source`` in ``target``, as one self-contained file.

    SQLite's online backup; the copy is a plain rollback-journal file (no -wal).
    """
    copy = sqlite3.connect(target, isolation_level=None)
    try:
        source.backup(copy)
        copy.execute("PRAGMA journal_mode = DELETE")
    finally:
        copy.close()


class _DamagedError(Exception):
    """Raised inside the inspection; becomes the "damaged" StoreError."""


class _Inspection:
    """What a read-only look at an existing file found."""

    def __init__(self, version: int, empty: bool) -> None:
        self.version = version
        self.empty = empty


class Store:
    """The session database. Use as a context manager or call :meth:`close`."""

    path: Path

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        busy_timeout: float = 5.0,
        writer: str | None = None,
    ) -> None:
        self.path = Path(path).absolute()
        self.writer = writer or uuid.uuid4().hex
        """Whose actions this store's undo and redo take back (one window, one command)."""
        self._busy_timeout = busy_timeout
        self._conn: sqlite3.Connection | None = None
        self.backup_path: Path | None = None
        """Where the copy taken before a migration went, if this open migrated."""
        target = len(MIGRATIONS)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(M_FOLDER, folder=self.path.parent, reason=exc.strerror) from exc
        self._identity: tuple[int, int] | None = None
        self._rewritten = False
        inspection = self._inspect(target)
        self._conn = self._connect()
        # The connection has created the file by now (journal_mode = WAL writes it).
        self._identity = self._file_identity()
        try:
            self._upgrade(inspection, target)
        except BaseException:
            self.close()
            raise

    @classmethod
    def open_default(cls, data_dir: str | None = None, *, writer: str | None = None) -> Store:
        """Open the database in ``data_dir``, ``$SCHREIBER_DATA_DIR`` or the user's data folder."""
        if not data_dir:
            data_dir = os.environ.get(DATA_DIR_ENV) or None
        if not data_dir:
            import platformdirs

            data_dir = platformdirs.user_data_dir(APP_NAME, appauthor=False)
        return cls(Path(data_dir).expanduser() / DEFAULT_FILENAME, writer=writer)

    # ----------------------------------------------------------------- lifecycle

    def close(self) -> None:
        """Close the database; further calls raise :class:`StoreError`. Idempotent."""
        conn, self._conn = self._conn, None
        if conn is not None:
            try:
                if conn.in_transaction:
                    conn.rollback()
                conn.close()
            except sqlite3.Error as exc:
                raise self._error(exc, "close the database", write=False) from exc

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

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
            cursor = conn.execute(
                "INSERT INTO sessions (game, title, date, players, first_dealer, rules,"
                " archived, created, updated) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)",
                (game, title, date, players_json, first_dealer, rules_json, stamp, stamp),
            )
            session_id = cursor.lastrowid
            assert session_id is not None
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

    def _load(self, conn: sqlite3.Connection, session_id: int) -> SessionData:
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

    def data_version(self) -> int:
        """SQLite's ``PRAGMA data_version``: it changes when another connection
        commits. Cheap; a window polls it and reads more only when it moved."""
        conn = self._connection()
        try:
            (value,) = conn.execute("PRAGMA data_version").fetchone()
        except sqlite3.Error as exc:
            raise self._error(exc, "load the session", write=False) from exc
        return int(value)

    def _run_check(
        self,
        conn: sqlite3.Connection,
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
        conn: sqlite3.Connection,
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
        conn: sqlite3.Connection,
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

    def _expect(
        self, conn: sqlite3.Connection, session_id: int, deal_id: int, revision: int
    ) -> None:
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
    def _deal_count(conn: sqlite3.Connection, session_id: int) -> int:
        # Positions are dense, so the highest one tells the count (and uses the key).
        (top,) = conn.execute(
            "SELECT COALESCE(MAX(position), -1) FROM deals WHERE session_id = ?", (session_id,)
        ).fetchone()
        return int(top) + 1

    @staticmethod
    def _position_of(conn: sqlite3.Connection, session_id: int, deal_id: int | None) -> int | None:
        if deal_id is None:
            return None
        row = conn.execute(
            "SELECT position FROM deals WHERE id = ? AND session_id = ?", (deal_id, session_id)
        ).fetchone()
        return None if row is None else int(row[0])

    def _locate(
        self,
        conn: sqlite3.Connection,
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

    @staticmethod
    def _insert_deal(
        conn: sqlite3.Connection,
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
        cursor = conn.execute(
            "INSERT INTO deals (id, session_id, position, revision, record) VALUES (?, ?, ?, ?, ?)",
            (deal_id, session_id, position, revision, text),
        )
        assert cursor.lastrowid is not None
        return int(cursor.lastrowid)

    @staticmethod
    def _remove_deal(
        conn: sqlite3.Connection, session_id: int, deal_id: int, position: int
    ) -> int | None:
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

    def _require_session(self, conn: sqlite3.Connection, session_id: int) -> None:
        row = conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone()
        if row is None:
            raise StoreError(M_NO_SESSION, session=session_id, path=self.path)

    def _rules_text(self, conn: sqlite3.Connection, session_id: int) -> str:
        row = conn.execute("SELECT rules FROM sessions WHERE id = ?", (session_id,)).fetchone()
        return str(row[0])

    @staticmethod
    def _next_stamp(conn: sqlite3.Connection) -> str:
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

    def _touch(self, conn: sqlite3.Connection, session_id: int) -> int:
        """Mark the session changed: a later stamp and the next version (returned)."""
        conn.execute(
            "UPDATE sessions SET updated = ?, version = version + 1 WHERE id = ?",
            (self._next_stamp(conn), session_id),
        )
        return self._session_version(conn, session_id)

    def _session_version(self, conn: sqlite3.Connection, session_id: int) -> int:
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

    # ------------------------------------------------------------- transactions

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            raise StoreError(M_CLOSED, path=self.path)
        return self._conn

    @contextmanager
    def _write(self, doing: str) -> Iterator[sqlite3.Connection]:
        """One write transaction: committed on success, rolled back on any error."""
        self._connection()
        self._write_again_if_deleted(doing)
        conn = self._connection()
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise self._error(exc, doing, write=True) from exc
        try:
            yield conn
            self._check_file(doing)
            conn.execute("COMMIT")
        except BaseException as exc:
            self._rollback(conn)
            if isinstance(exc, sqlite3.Error):
                raise self._error(exc, doing, write=True) from exc
            if isinstance(exc, OSError):  # e.g. a full disk reported by the system itself
                why = exc.strerror or str(exc)
                raise StoreError(M_SYSTEM, doing=Phrase(doing), reason=why) from exc
            raise

    def _file_identity(self) -> tuple[int, int] | None:
        try:
            status = os.stat(self.path)
        except OSError:
            return None
        return (status.st_dev, status.st_ino)

    def take_rewritten(self) -> bool:
        """Whether the file was written again since the last call (the window says so)."""
        rewritten, self._rewritten = self._rewritten, False
        return rewritten

    def _write_again_if_deleted(self, doing: str) -> None:
        """The file was deleted (or moved away) while open: write it again first.

        The open connection still reads the deleted file, so the whole database
        is copied from it (SQLite's backup) into a new file under the old name,
        and the store goes on with that. A file someone else put in its place
        is never touched: then writes are refused (:meth:`_check_file`).
        """
        if self._identity is None or self._file_identity() is not None:
            return
        old = self._connection()
        temporary = self.path.with_name(self.path.name + ".recovering")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temporary.unlink(missing_ok=True)
            _copy_database(old, temporary)
            if self._file_identity() is not None:  # someone else's file meanwhile
                temporary.unlink(missing_ok=True)
                return
            os.replace(temporary, self.path)
        except (OSError, sqlite3.Error) as exc:
            temporary.unlink(missing_ok=True)
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            raise StoreError(
                M_REWRITE_FAILED, doing=Phrase(doing), path=self.path, reason=why
            ) from exc
        # The old connection goes (its leftover -wal/-shm names go with it), then
        # the store opens the file just written, as at start.
        self._conn = None
        with suppress(sqlite3.Error):
            old.close()
        self._conn = self._connect()
        self._identity = self._file_identity()
        self._rewritten = True

    def _check_file(self, doing: str) -> None:
        """Refuse to commit when the file was deleted or replaced since it was opened.

        SQLite in WAL mode would go on writing to the deleted file, and every
        "saved" deal would be lost when the app closes.
        """
        if self._identity is not None and self._file_identity() != self._identity:
            raise StoreError(M_REPLACED, doing=Phrase(doing), path=self.path)

    @contextmanager
    def _read(self, doing: str) -> Iterator[sqlite3.Connection]:
        """One read transaction, so several queries see the same snapshot."""
        conn = self._connection()
        try:
            conn.execute("BEGIN")
            yield conn
            conn.execute("COMMIT")
        except BaseException as exc:
            self._rollback(conn)
            if isinstance(exc, sqlite3.Error):
                raise self._error(exc, doing, write=False) from exc
            raise

    @staticmethod
    def _rollback(conn: sqlite3.Connection) -> None:
        # SQLite may already have rolled back (e.g. after an I/O error); any error
        # here would hide the one that matters.
        try:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
        except sqlite3.Error:
            pass

    def _error(self, exc: sqlite3.Error, doing: str, *, write: bool) -> StoreError:
        """Turn an sqlite3 exception into a one-line StoreError."""
        name = str(getattr(exc, "sqlite_errorname", "") or "")
        if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
            template = M_BUSY
        elif name == "SQLITE_FULL":
            template = M_FULL
        elif name == "SQLITE_READONLY_DBMOVED":
            template = M_MOVED
        elif name.startswith("SQLITE_READONLY"):
            template = M_READ_ONLY
        elif name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")):
            template = M_DAMAGED
        elif name.startswith("SQLITE_IOERR"):
            template = M_IO
        elif name.startswith("SQLITE_CANTOPEN"):
            template = M_CANNOT_OPEN
        else:
            template = M_OTHER
        unchanged = Phrase(UNCHANGED) if write else ""
        return StoreError(
            template, doing=Phrase(doing), path=self.path, reason=exc, unchanged=unchanged
        )

    # ----------------------------------------------------------------- opening

    def _damaged_file(self) -> StoreError:
        return StoreError(M_DAMAGED_FILE, path=self.path)

    def _inspect(self, target: int) -> _Inspection:
        """Look at an existing file read-only; refuse it if it is damaged, foreign or newer."""
        try:
            size = self.path.stat().st_size
        except FileNotFoundError:
            return _Inspection(version=0, empty=True)
        except OSError as exc:
            raise StoreError(M_CANNOT_READ, path=self.path, reason=exc.strerror) from exc
        if not self.path.is_file():
            raise self._damaged_file()
        sidecars = [Path(f"{self.path}{suffix}") for suffix in ("-wal", "-shm")]
        if size == 0 and not sidecars[0].exists():
            return _Inspection(version=0, empty=True)
        try:
            with self.path.open("rb") as file:
                header = file.read(len(_SQLITE_MAGIC))
        except OSError as exc:
            raise StoreError(M_CANNOT_READ, path=self.path, reason=exc.strerror) from exc
        if size > 0 and header != _SQLITE_MAGIC:
            raise self._damaged_file()

        existed = [sidecar.exists() for sidecar in sidecars]
        try:
            ro = sqlite3.connect(
                _sqlite_uri(self.path, "ro"),
                uri=True,
                timeout=self._busy_timeout,
                isolation_level=None,
            )
            try:
                result = self._inspect_with(ro, target)
                if not result.empty and result.version < target:
                    self._backup(ro, result.version)
            finally:
                ro.close()
        except sqlite3.Error as exc:
            name = str(getattr(exc, "sqlite_errorname", "") or "")
            # Only errors about the content mean "damaged"; locks, permissions and I/O
            # failures get their own message.
            if not name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB", "SQLITE_FORMAT")):
                raise self._error(exc, OPENING, write=False) from exc
            self._remove_new_sidecars(sidecars, existed)
            raise self._damaged_file() from exc
        except _DamagedError as exc:
            self._remove_new_sidecars(sidecars, existed)
            raise self._damaged_file() from exc
        return result

    def _inspect_with(self, ro: sqlite3.Connection, target: int) -> _Inspection:
        ro.execute("BEGIN")
        try:
            (application_id,) = ro.execute("PRAGMA application_id").fetchone()
            (version,) = ro.execute("PRAGMA user_version").fetchone()
            tables = {
                str(row[0])
                for row in ro.execute("SELECT name FROM sqlite_schema WHERE type = 'table'")
            }
            if application_id != APPLICATION_ID:
                if version == 0 and not tables:
                    return _Inspection(version=0, empty=True)  # an empty SQLite file
                raise _DamagedError("another application's database")
            if version > target:
                raise StoreError(M_NEWER, path=self.path, version=version, target=target)
            if version == 0 or (version == target and not tables.issuperset(_REQUIRED_TABLES)):
                raise _DamagedError("tables missing")
            check = [str(row[0]) for row in ro.execute("PRAGMA quick_check")]
            if check != ["ok"]:
                raise _DamagedError(f"quick_check: {check[0]}")
            return _Inspection(version=int(version), empty=False)
        finally:
            ro.execute("ROLLBACK")

    @staticmethod
    def _remove_new_sidecars(sidecars: list[Path], existed: list[bool]) -> None:
        """Remove the -wal/-shm files a read-only look at a damaged file created.

        Only for damaged files, which no other process uses: deleting the -shm
        file of a database in use would break that process's view of it.
        """
        for sidecar, was_there in zip(sidecars, existed, strict=True):
            if was_there:
                continue
            try:
                if sidecar.name.endswith("-shm") or sidecar.stat().st_size == 0:
                    sidecar.unlink()
            except OSError:
                pass

    def _backup(self, source: sqlite3.Connection, version: int) -> None:
        """Copy the database, consistently, before migrating it from ``version``."""
        stamp = datetime.datetime.now(datetime.UTC).strftime("%Y%m%dT%H%M%SZ")
        base = f"{self.path.name}.backup-v{version}-{stamp}"
        candidate = self.path.with_name(base)
        counter = 1
        while candidate.exists():
            counter += 1
            candidate = self.path.with_name(f"{base}-{counter}")
        try:
            _copy_database(source, candidate)
        except sqlite3.Error as exc:
            candidate.unlink(missing_ok=True)
            raise StoreError(M_BACKUP, path=self.path, reason=exc) from exc
        self.backup_path = candidate

    def _connect(self) -> sqlite3.Connection:
        try:
            conn = sqlite3.connect(self.path, timeout=self._busy_timeout, isolation_level=None)
        except sqlite3.Error as exc:
            raise self._error(exc, OPENING, write=False) from exc
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            (mode,) = conn.execute("PRAGMA journal_mode = WAL").fetchone()
            if str(mode).lower() != "wal":
                raise StoreError(M_NO_WAL, path=self.path, mode=mode)
            conn.execute("PRAGMA synchronous = FULL")
        except BaseException as exc:
            conn.close()
            if isinstance(exc, sqlite3.Error):
                raise self._error(exc, OPENING, write=False) from exc
            raise
        return conn

    def _upgrade(self, inspection: _Inspection, target: int) -> None:
        """Create the schema in a new file or migrate an older one, in one transaction."""
        if not inspection.empty and inspection.version == target:
            return
        doing = (
            QT_TRANSLATE_NOOP("StoreError", "set up the database")
            if inspection.empty
            else QT_TRANSLATE_NOOP("StoreError", "upgrade the database")
        )
        with self._write(doing) as conn:
            (version,) = conn.execute("PRAGMA user_version").fetchone()
            (application_id,) = conn.execute("PRAGMA application_id").fetchone()
            if version == target and application_id == APPLICATION_ID:
                return  # another process did it meanwhile
            if version != inspection.version or version > target:
                raise StoreError(M_CHANGED, path=self.path)
            for step in range(version, target):
                try:
                    MIGRATIONS[step](conn)
                except sqlite3.Error:
                    raise
                except Exception as exc:
                    raise StoreError(
                        M_MIGRATION, path=self.path, old=step, new=step + 1, reason=exc
                    ) from exc
                conn.execute(f"PRAGMA user_version = {step + 1}")
