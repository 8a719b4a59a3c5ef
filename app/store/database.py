"""The session database on SQLite: one file holding many sessions, durable per deal.

The rules of the data (ids, revisions, conflicts, per-writer undo) are in
:mod:`app.store.core`; this module is how SQLite holds them. Every mutating call
is one ``BEGIN IMMEDIATE`` transaction, committed before the call returns, so
writers of the file take turns. The database runs in WAL mode with
``synchronous=FULL``, so a deal reported saved survives the process being killed
or the machine losing power. A busy timeout lets two processes writing the same
file take turns; a lock held longer than that gives a :class:`StoreError`
saying the database is open elsewhere. Other connections' commits show in
``PRAGMA data_version`` (:meth:`Store.data_version`), which windows poll.

Opening a file first inspects it through a read-only connection: a file that is
not SQLite, fails ``PRAGMA quick_check``, or belongs to another application is
refused as damaged, and one written by a newer schema version is refused too;
in both cases the file is left untouched. An older schema version is copied to
``<name>.backup-v<old>-<timestamp>`` (with SQLite's online backup API) and then
upgraded by the steps of :data:`MIGRATIONS` in one transaction.
"""

from __future__ import annotations

import datetime
import os
import sqlite3
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Final

from app.games.errors import QT_TRANSLATE_NOOP
from app.store.core import (
    M_BACKUP,
    M_BUSY,
    M_CANNOT_OPEN,
    M_CANNOT_READ,
    M_CHANGED,
    M_CLOSED,
    M_DAMAGED,
    M_DAMAGED_FILE,
    M_FOLDER,
    M_IO,
    M_MIGRATION,
    M_MOVED,
    M_NEWER,
    M_NO_WAL,
    M_OTHER,
    M_READ_ONLY,
    M_REPLACED,
    M_REWRITE_FAILED,
    OPENING,
    Conn,
    StoreCore,
)
from app.store.core import (
    M_FULL as M_FULL,
)
from app.store.core import (
    M_NO_DEAL as M_NO_DEAL,
)
from app.store.core import (
    M_SYSTEM as M_SYSTEM,
)
from app.store.core import (
    UNCHANGED as UNCHANGED,
)
from app.store.core import (
    UNDO_LIMIT as UNDO_LIMIT,
)
from app.store.core import (
    Candidate as Candidate,
)
from app.store.core import (
    Check as Check,
)
from app.store.core import (
    ConflictError as ConflictError,
)
from app.store.core import (
    Phrase as Phrase,
)
from app.store.core import (
    Saved as Saved,
)
from app.store.core import (
    SessionData as SessionData,
)
from app.store.core import (
    SessionInfo as SessionInfo,
)
from app.store.core import (
    StoreError as StoreError,
)

DEFAULT_FILENAME: Final = "schreiber.sqlite3"
DATA_DIR_ENV: Final = "SCHREIBER_DATA_DIR"
APP_NAME: Final = "Schreiber"
# ``PRAGMA application_id``: "SCRB", marks a file as a Schreiber database.
APPLICATION_ID: Final = 0x53435242
_SQLITE_MAGIC: Final = b"SQLite format 3\x00"
_REQUIRED_TABLES: Final = frozenset({"sessions", "deals", "undo_log"})


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


class Store(StoreCore):
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

    # ------------------------------------------------------------ SQLite's part

    def data_version(self) -> int:
        """SQLite's ``PRAGMA data_version``: it changes when another connection
        commits. Cheap; a window polls it and reads more only when it moved."""
        conn = self._connection()
        try:
            (value,) = conn.execute("PRAGMA data_version").fetchone()
        except sqlite3.Error as exc:
            raise self._error(exc, "load the session", write=False) from exc
        return int(value)

    def _insert_id(self, conn: Conn, sql: str, parameters: Sequence[object]) -> int:
        cursor = conn.execute(sql, parameters)
        row_id = getattr(cursor, "lastrowid", None)
        assert row_id is not None
        return int(row_id)

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
