"""The session database on SQLite: one file holding many sessions, durable per deal.

The rules of the data (ids, revisions, conflicts, per-writer undo) are in
:mod:`schreiber.store.core`; this module is how SQLite holds them. Every mutating call
is one ``BEGIN IMMEDIATE`` transaction, committed before the call returns, so
writers of the file take turns. The database runs in WAL mode with
``synchronous=FULL``, so a deal reported saved survives the process being killed
or the machine losing power. A busy timeout lets two processes writing the same
file take turns; a lock held longer than that gives a :class:`StoreError`
saying the database is open elsewhere. Other connections' commits show in
``PRAGMA data_version`` (:meth:`Store.data_version`), which windows poll.

Opening a file first inspects it through a read-only connection: a file that is
empty, cut short, not SQLite, fails ``PRAGMA quick_check``, or belongs to another
application is refused as damaged, and one written by a newer schema version is
refused too; in both cases the file is left untouched (no ``-wal`` or ``-shm``
left beside it). Only a file that is not there at all makes a new database, and
that is set up under a temporary name and linked into place complete, so a
crash while creating it never leaves a half-made file to be refused later. An
older schema version is copied to ``<name>.backup-v<old>-<timestamp>`` (with
SQLite's online backup API) and then upgraded by the steps of
:data:`schreiber.store.schema.MIGRATIONS` in one transaction.

Faults from outside, while the file is open:

* The database file deleted or moved away: the open connection still reads it,
  so it is written again from there (:meth:`Store._write_again_if_deleted`)
  before the next write, by :meth:`Store.heal` (the window calls it about four
  times a second) and by :meth:`Store.close`. The copy is made under
  ``<name>.recovering-<id>``, synced and checked (``quick_check``, and the same
  number of sessions, deals and undo entries as the open file) before it is
  renamed ``<name>.recovered-<id>`` and then moved into place. A process killed
  meanwhile leaves either a ``.recovering`` file, which opening removes and never
  takes for the database, or a checked ``.recovered`` copy, which opening puts in
  place when the database file is still missing.
* The ``-wal`` file deleted or replaced: SQLite would go on writing into the
  deleted file, and every change since its last checkpoint would be lost with
  the process. Before the next write (and in :meth:`Store.heal`) the store moves
  everything into the database file (a ``TRUNCATE`` checkpoint) and makes a new
  ``-wal`` by switching the journal mode off and on, which SQLite allows only
  while no other connection has the file open; otherwise writes are refused
  (:data:`M_WAL_GONE`) until the others have closed it.
"""

from __future__ import annotations

import datetime
import errno
import glob
import os
import sqlite3
import sys
import uuid
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any, Final

from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.store import schema
from schreiber.store.core import (
    M_BACKUP,
    M_BUSY,
    M_CANNOT_OPEN,
    M_CANNOT_READ,
    M_CHANGED,
    M_CLOSED,
    M_DAMAGED,
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
    StoreCore,
)
from schreiber.store.core import (
    M_FULL as M_FULL,
)
from schreiber.store.core import (
    M_NO_DEAL as M_NO_DEAL,
)
from schreiber.store.core import (
    M_SYSTEM as M_SYSTEM,
)
from schreiber.store.core import (
    UNCHANGED as UNCHANGED,
)
from schreiber.store.core import (
    UNDO_LIMIT as UNDO_LIMIT,
)
from schreiber.store.core import (
    Candidate as Candidate,
)
from schreiber.store.core import (
    Check as Check,
)
from schreiber.store.core import (
    ConflictError as ConflictError,
)
from schreiber.store.core import (
    Phrase as Phrase,
)
from schreiber.store.core import (
    Saved as Saved,
)
from schreiber.store.core import (
    SessionData as SessionData,
)
from schreiber.store.core import (
    SessionInfo as SessionInfo,
)
from schreiber.store.core import (
    StoreError as StoreError,
)
from schreiber.store.stored import decode_text

DEFAULT_FILENAME: Final = "schreiber.sqlite3"
DATA_DIR_ENV: Final = "SCHREIBER_DATA_DIR"
APP_NAME: Final = "Schreiber"
APPLICATION_ID: Final = schema.APPLICATION_ID
_SQLITE_MAGIC: Final = b"SQLite format 3\x00"
_REQUIRED_TABLES: Final = frozenset({"sessions", "deals", "undo_log"})
_HEADER_SIZE: Final = 100

M_DAMAGED_START = QT_TRANSLATE_NOOP(
    "StoreError",
    "The file {path} is damaged or not a Schreiber database; it was left untouched. Restore"
    " a backup of it, or move it away to start a new database in its place",
)
M_UNKNOWN_VERSION = QT_TRANSLATE_NOOP(
    "StoreError",
    "The database {path} has schema version {version}, which Schreiber does not know; it was"
    " left untouched. Restore a backup of it, or move it away to start a new database in its"
    " place",
)
M_READ_ONLY_OLD = QT_TRANSLATE_NOOP(
    "StoreError",
    "The database {path} is read-only, and it was written by an older version of Schreiber,"
    " which has to upgrade it before it can be read; copy it to a folder that can be written"
    " and open the copy",
)
M_WAL_GONE = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the file {wal} beside the database {path} was deleted or replaced"
    " while Schreiber had the database open, and setting it right failed ({reason}); nothing"
    " was changed. Close every other window and program that has the database open, then"
    " try again",
)
M_WAL_GONE_NOW = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the file {wal} beside the database {path} was deleted or replaced"
    " while the change was being written; nothing was changed. Try again",
)
HEALING = QT_TRANSLATE_NOOP("StoreError", "write the database again")
CLOSING = QT_TRANSLATE_NOOP("StoreError", "close the database")
SETTING_UP = QT_TRANSLATE_NOOP("StoreError", "set up the database")


# --------------------------------------------------------------------------- connection


class SqliteConn:
    """A sqlite3 connection as the repositories' :class:`Conn`: sqlite3's own
    ``qmark`` placeholder (``?``), and the id an INSERT gave (``lastrowid``)."""

    mark: Final = "?"
    engine: Final = schema.SQLITE

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.raw = conn

    def execute(self, sql: str, parameters: Sequence[Any] = (), /) -> sqlite3.Cursor:
        return self.raw.execute(sql, parameters)

    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> sqlite3.Cursor:
        return self.raw.executemany(sql, parameters)

    def insert(self, sql: str, parameters: Sequence[object], /) -> int:
        row_id = self.raw.execute(sql, parameters).lastrowid
        assert row_id is not None
        return int(row_id)


MIGRATIONS: Final = schema.MIGRATIONS
"""The one chain of both engines (:mod:`schreiber.store.schema`); SQLite keeps its
version in ``PRAGMA user_version``."""
SCHEMA_VERSION: Final = schema.SCHEMA_VERSION


# --------------------------------------------------------------------------- helpers


def _sqlite_uri(path: Path, mode: str) -> str:
    return f"{path.absolute().as_uri()}?mode={mode}"


def _read_only(path: Path) -> bool:
    """Whether the database file or its folder cannot be written (read-only media, or
    permissions): SQLite then can neither write the file nor make the ``-wal`` and
    ``-shm`` beside it. (``access`` answers for root too where the media is read-only.)"""
    return not (os.access(path, os.W_OK) and os.access(path.parent, os.W_OK))


def _copy_database(source: sqlite3.Connection, target: Path, *, wal: bool = False) -> None:
    """A consistent copy of ``source`` in ``target``, as one self-contained file,
    on the disk (synced) when this returns.

    SQLite's online backup, in one transaction of the copy; cut off, it leaves
    its ``-journal`` beside it. The copy is a plain rollback-journal file, or
    with ``wal`` already marked for write-ahead logging (so that opening it in
    WAL mode writes nothing: a copy that becomes the database is never cut off
    while switching) — either way with no ``-wal`` file.
    """
    copy = sqlite3.connect(target, isolation_level=None)
    try:
        copy.execute("PRAGMA synchronous = FULL")
        source.backup(copy)
        copy.execute(f"PRAGMA journal_mode = {'WAL' if wal else 'DELETE'}").fetchone()
    finally:
        copy.close()  # the last connection: a -wal is checkpointed and removed
    _fsync(target)


def _fsync(path: Path) -> None:
    descriptor = os.open(path, os.O_RDWR | getattr(os, "O_BINARY", 0))
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _fsync_folder(folder: Path) -> None:
    """Make a rename or link in ``folder`` survive a power cut (POSIX; elsewhere the
    system does not let a folder be synced, and there is nothing to do)."""
    if os.name == "nt":  # pragma: no cover - Windows
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


@contextmanager
def _folder_lock(folder: Path) -> Iterator[None]:
    """Take turns, across processes and threads, at putting a file in place under
    the database's name (POSIX ``flock`` on the folder; a lock ends with its
    process). Windows does not let an open database file be deleted or replaced,
    so there is nothing to take turns at there."""
    if sys.platform == "win32":  # pragma: no cover - Windows
        yield
        return
    import fcntl

    descriptor = os.open(folder, os.O_RDONLY)
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX)
        yield
    finally:
        os.close(descriptor)  # which also lets the lock go


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        status = os.stat(path)
    except OSError:
        return None
    return (status.st_dev, status.st_ino)


def _sidecar(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


_SIDECARS: Final = ("-journal", "-wal", "-shm")


def _remove_copy(path: Path) -> None:
    """Remove a temporary copy, and what SQLite may have left beside it."""
    for name in (path, *(_sidecar(path, suffix) for suffix in _SIDECARS)):
        with suppress(OSError):
            name.unlink(missing_ok=True)


def _table_counts(conn: sqlite3.Connection) -> tuple[int, int, int]:
    row = conn.execute(
        "SELECT (SELECT COUNT(*) FROM sessions), (SELECT COUNT(*) FROM deals),"
        " (SELECT COUNT(*) FROM undo_log)"
    ).fetchone()
    return int(row[0]), int(row[1]), int(row[2])


def _check_copy(path: Path, counts: tuple[int, int, int] | None) -> None:
    """Raise :class:`_DamagedError` unless ``path`` is a complete copy of a
    Schreiber database (with ``counts`` rows in its tables, when given).

    A copy cut off by a crash has its hot ``-journal`` beside it; SQLite would
    roll it back to nothing, so it is not complete whatever its content says.
    """
    if _sidecar(path, "-journal").exists():
        raise _DamagedError("the copy was cut off")
    # Nobody else writes a copy: read it as it is on the disk, making no -wal/-shm.
    ro = sqlite3.connect(f"{_sqlite_uri(path, 'ro')}&immutable=1", uri=True, isolation_level=None)
    try:
        (application_id,) = ro.execute("PRAGMA application_id").fetchone()
        (version,) = ro.execute("PRAGMA user_version").fetchone()
        tables = {
            str(row[0]) for row in ro.execute("SELECT name FROM sqlite_schema WHERE type = 'table'")
        }
        if application_id != APPLICATION_ID or version < 1:
            raise _DamagedError("not a Schreiber database")
        if not tables.issuperset(_REQUIRED_TABLES):
            raise _DamagedError("tables missing")
        check = [str(row[0]) for row in ro.execute("PRAGMA quick_check")]
        if check != ["ok"]:
            raise _DamagedError(f"quick_check: {check[0]}")
        if counts is not None and _table_counts(ro) != counts:
            raise _DamagedError("rows missing")
    finally:
        ro.close()


def _run_migrations(conn: SqliteConn, path: Path, version: int, target: int) -> None:
    """The steps of the chain (:data:`schreiber.store.schema.MIGRATIONS`) from
    ``version`` to ``target``, inside the caller's transaction."""
    for step in range(version, target):
        try:
            schema.migrate(conn, step, step + 1)
        except sqlite3.Error:
            raise
        except Exception as exc:
            raise StoreError(M_MIGRATION, path=path, old=step, new=step + 1, reason=exc) from exc
        conn.execute(f"PRAGMA user_version = {step + 1}")


def data_folder(data_dir: str | None = None) -> Path:
    """The data folder: ``data_dir``, else ``$SCHREIBER_DATA_DIR``, else the user's."""
    folder = data_dir or os.environ.get(DATA_DIR_ENV) or None
    if folder is None:
        import platformdirs  # only when needed (start-up time)

        folder = platformdirs.user_data_dir(APP_NAME, appauthor=False)
    return Path(folder).expanduser()


class _DamagedError(Exception):
    """Raised inside the inspection; becomes the "damaged" StoreError."""


class _Inspection:
    """What a read-only look at an existing file found: its schema version."""

    def __init__(self, version: int) -> None:
        self.version = version


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
        self._attach()
        self.backup_path: Path | None = None
        """Where the copy taken before a migration went, if this open migrated."""
        target = len(schema.MIGRATIONS)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(M_FOLDER, folder=self.path.parent, reason=exc.strerror) from exc
        self._identity: tuple[int, int] | None = None
        self._wal_identity: tuple[int, int] | None = None
        self._rewritten = False
        self._own_commits = 0
        """Changes this store committed itself: ``PRAGMA data_version`` counts only
        other connections', and two windows may share one store."""
        self._settle_leftovers()
        if not os.path.lexists(self.path):  # only a file that is not there at all is new
            self._create(target)
        self.read_only = _read_only(self.path)
        """The file or its folder cannot be written: the store reads the file as it
        is (:meth:`_reading_uri`), and SQLite refuses every change as read-only."""
        inspection = self._inspect(target)
        self._conn = self._connect()
        self._identity = self._file_identity()
        self._wal_identity = _identity(self._wal_path())
        try:
            self._upgrade(inspection, target)
        except BaseException:
            conn, self._conn = self._conn, None
            with suppress(sqlite3.Error):
                conn.close()
            raise

    @classmethod
    def open_default(cls, data_dir: str | None = None, *, writer: str | None = None) -> Store:
        """Open the database in ``data_dir``, ``$SCHREIBER_DATA_DIR`` or the user's data folder."""
        return cls(data_folder(data_dir) / DEFAULT_FILENAME, writer=writer)

    # ----------------------------------------------------------------- lifecycle

    def close(self) -> None:
        """Close the database; further calls raise :class:`StoreError`. Idempotent.

        A database file deleted while open is written again first. If that
        fails, :class:`StoreError` says why and the store stays open (the data
        is then only in the open connection): tell the user, and close again
        once the fault is gone, or export first.
        """
        conn = self._conn
        if conn is None:
            return
        self._rollback(conn)
        self._write_again_if_deleted(CLOSING)
        conn, self._conn = self._conn, None
        if conn is not None:
            try:
                conn.close()
            except sqlite3.Error as exc:
                raise self._error(exc, CLOSING, write=False) from exc

    def heal(self) -> None:
        """Set right between writes what was done to the files from outside: a
        database file deleted or moved away is written again at once, from the
        open connection (:meth:`take_rewritten` tells), and a deleted or
        replaced ``-wal`` file is made again after everything it held was moved
        into the database file. Cheap when nothing happened (three ``stat`` calls);
        the window calls it from its poll timer. :class:`StoreError` when it
        cannot be done (the same message the next write would give). Nothing to
        do once closed.
        """
        if self._conn is None:
            return
        self._write_again_if_deleted(HEALING)
        self._repair_wal(HEALING)

    # ------------------------------------------------------------ SQLite's part

    def data_version(self) -> int:
        """A number that moves whenever anyone commits a change: SQLite's ``PRAGMA
        data_version`` (which moves when another connection commits) plus this
        store's own commits (which it does not count), as PostgreSQL's
        notifications count every writer's. Cheap; a window polls it and reads
        more only when it moved."""
        conn = self._connection()
        try:
            (value,) = conn.execute("PRAGMA data_version").fetchone()
        except sqlite3.Error as exc:
            raise self._error(exc, "load the session", write=False) from exc
        return int(value) + self._own_commits

    # ------------------------------------------------------------- transactions

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            raise StoreError(M_CLOSED, path=self.path)
        return self._conn

    @contextmanager
    def _write(self, doing: str, key: str | None = None) -> Iterator[SqliteConn]:
        """One write transaction: committed on success, rolled back on any error.
        (``key`` needs nothing here: a commit on this computer's own file either
        returns or fails, it has no reply to lose.)"""
        self._connection()
        self._write_again_if_deleted(doing)
        self._repair_wal(doing)
        conn = self._connection()
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise self._error(exc, doing, write=True) from exc
        try:
            yield SqliteConn(conn)
            self._check_file(doing)
            conn.execute("COMMIT")
            self._own_commits += 1
        except BaseException as exc:
            self._rollback(conn)
            if isinstance(exc, sqlite3.Error):
                raise self._error(exc, doing, write=True) from exc
            if isinstance(exc, OSError):  # e.g. a full disk reported by the system itself
                why = exc.strerror or str(exc)
                raise StoreError(M_SYSTEM, doing=Phrase(doing), reason=why) from exc
            raise

    def _file_identity(self) -> tuple[int, int] | None:
        return _identity(self.path)

    def _wal_path(self) -> Path:
        return _sidecar(self.path, "-wal")

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

        The copy never stands in for the database before it is complete: it is
        made as ``<name>.recovering-<id>``, synced, checked against the open
        file, renamed ``<name>.recovered-<id>`` (which a restart after a crash
        puts in place, :meth:`_settle_leftovers`) and only then moved into place.
        """
        if self._identity is None or self._file_identity() is not None:
            return
        old = self._connection()
        token = f"{os.getpid()}-{uuid.uuid4().hex[:8]}"
        copying = self.path.with_name(f"{self.path.name}.recovering-{token}")
        copied = self.path.with_name(f"{self.path.name}.recovered-{token}")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            _copy_database(old, copying, wal=True)
            _check_copy(copying, _table_counts(old))
            os.replace(copying, copied)
            _fsync_folder(self.path.parent)
            with _folder_lock(self.path.parent):
                if self._file_identity() is not None:  # someone else's file meanwhile
                    _remove_copy(copied)
                    return
                os.replace(copied, self.path)
                _fsync_folder(self.path.parent)
        except (OSError, sqlite3.Error, _DamagedError) as exc:
            _remove_copy(copying)
            _remove_copy(copied)
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
        self._wal_identity = _identity(self._wal_path())
        self._rewritten = True

    def _repair_wal(self, doing: str) -> None:
        """The ``-wal`` file was deleted or replaced while open: make a new one.

        SQLite goes on writing into the ``-wal`` file it has open, deleted or
        not, and a deleted one is lost with the process: every change since its
        last checkpoint. So everything is first moved into the database file (a
        ``TRUNCATE`` checkpoint, synced), then the journal mode is switched off
        and on again, which closes the old ``-wal`` and makes a new one. The
        switch needs the file to itself; while other connections have it open,
        this raises :class:`StoreError` (at once, without waiting for them), and
        writes are refused until they have closed it.
        """
        wal = self._wal_path()
        if self._identity is not None and self._file_identity() != self._identity:
            return  # another file in its place: its -wal is not this store's to touch
        if self._wal_identity is None:
            self._wal_identity = _identity(wal)  # not there yet when the store opened
            return
        if _identity(wal) == self._wal_identity:
            return
        conn = self._connection()
        try:
            conn.execute("PRAGMA busy_timeout = 0")
            try:
                conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
                conn.execute("PRAGMA journal_mode = DELETE").fetchone()
            finally:
                conn.execute(f"PRAGMA busy_timeout = {int(self._busy_timeout * 1000)}")
                (mode,) = conn.execute("PRAGMA journal_mode = WAL").fetchone()
            conn.execute("SELECT COUNT(*) FROM sqlite_schema").fetchone()  # opens the new -wal
        except sqlite3.Error as exc:
            raise StoreError(
                M_WAL_GONE, doing=Phrase(doing), wal=wal, path=self.path, reason=exc
            ) from exc
        if str(mode).lower() != "wal":
            raise StoreError(M_NO_WAL, path=self.path, mode=mode)
        self._wal_identity = _identity(wal)

    def _check_file(self, doing: str) -> None:
        """Refuse to commit when the file was deleted or replaced since it was opened.

        SQLite in WAL mode would go on writing to the deleted file, and every
        "saved" deal would be lost when the app closes.
        """
        if self._identity is not None and self._file_identity() != self._identity:
            raise StoreError(M_REPLACED, doing=Phrase(doing), path=self.path)
        wal = self._wal_path()
        if self._wal_identity is not None and _identity(wal) != self._wal_identity:
            raise StoreError(M_WAL_GONE_NOW, doing=Phrase(doing), wal=wal, path=self.path)

    @contextmanager
    def _read(self, doing: str) -> Iterator[SqliteConn]:
        """One read transaction, so several queries see the same snapshot."""
        conn = self._connection()
        try:
            conn.execute("BEGIN")
            yield SqliteConn(conn)
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
        return StoreError(M_DAMAGED_START, path=self.path)

    def _settle_leftovers(self) -> None:
        """Finish or forget what a process killed while writing the file again left.

        A ``.recovering`` copy may be cut off: it is removed, never taken for the
        database. A ``.recovered`` copy was complete and checked: when the
        database file is still missing, it is put in place (the deleted file's
        stale ``-wal`` and ``-shm`` go first, as they belong to the lost file);
        otherwise it is removed.
        """
        folder, name = self.path.parent, glob.escape(self.path.name)
        for partial in folder.glob(f"{name}.recovering-*"):
            if not partial.name.endswith(_SIDECARS):
                _remove_copy(partial)
        copies = sorted(
            copy for copy in folder.glob(f"{name}.recovered-*") if not copy.name.endswith(_SIDECARS)
        )
        for copy in copies:
            if not os.path.lexists(self.path):
                try:
                    _check_copy(copy, None)
                except (OSError, sqlite3.Error, _DamagedError):
                    _remove_copy(copy)
                    continue
                try:
                    with _folder_lock(folder):
                        if not os.path.lexists(self.path):
                            self._forget_lost_sidecars()
                            os.replace(copy, self.path)
                            _fsync_folder(folder)
                except OSError as exc:
                    why = exc.strerror or str(exc)
                    raise StoreError(M_SYSTEM, doing=Phrase(OPENING), reason=why) from exc
            _remove_copy(copy)  # and what may be left beside it under its name

    def _forget_lost_sidecars(self) -> None:
        """Remove the ``-wal``, ``-shm`` and ``-journal`` of a database file that is
        gone, before another file takes its name: SQLite would take the pages in
        them for the new file's own (it ignores them only beside an empty file).
        Only under :func:`_folder_lock` with the name free: once a file is there,
        they may be its."""
        for suffix in _SIDECARS:
            _sidecar(self.path, suffix).unlink(missing_ok=True)

    def _create(self, target: int) -> None:
        """A new database, set up complete under a temporary name and then linked
        into place, unless another process made one there meanwhile (that one is
        used). The file is never there half made, so that a file too short to be
        a database can be refused as damaged."""
        temporary = self.path.with_name(
            f"{self.path.name}.new-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        )
        try:
            try:
                conn = sqlite3.connect(temporary, isolation_level=None)
            except sqlite3.Error as exc:
                raise self._error(exc, OPENING, write=False) from exc
            try:
                conn.execute("PRAGMA synchronous = FULL")
                conn.execute("BEGIN IMMEDIATE")
                _run_migrations(SqliteConn(conn), self.path, 0, target)
                conn.execute("COMMIT")
                # Marked for WAL already: opening it then writes nothing.
                conn.execute("PRAGMA journal_mode = WAL").fetchone()
            except sqlite3.Error as exc:
                raise self._error(exc, SETTING_UP, write=False) from exc
            finally:
                conn.close()
            try:
                _fsync(temporary)
                with _folder_lock(self.path.parent):
                    if not os.path.lexists(self.path):  # else another process's came first
                        self._forget_lost_sidecars()
                        try:
                            os.link(temporary, self.path)
                        except FileExistsError:
                            pass
                        except OSError:
                            # No hard links here (some file systems): move it instead.
                            os.replace(temporary, self.path)
                        _fsync_folder(self.path.parent)
            except OSError as exc:
                why = exc.strerror or str(exc)
                raise StoreError(M_SYSTEM, doing=Phrase(SETTING_UP), reason=why) from exc
        finally:
            _remove_copy(temporary)

    def _inspect(self, target: int) -> _Inspection:
        """Look at the file read-only; refuse it if it is damaged, foreign or newer."""
        if not self.path.is_file():
            if self.path.exists():
                raise self._damaged_file()  # a folder, say
            raise StoreError(M_CANNOT_READ, path=self.path, reason=os.strerror(errno.ENOENT))
        sidecars = [_sidecar(self.path, suffix) for suffix in ("-wal", "-shm")]
        existed = [sidecar.exists() for sidecar in sidecars]
        try:
            with self.path.open("rb") as file:
                header = file.read(_HEADER_SIZE)
            if header.startswith(_SQLITE_MAGIC) and _sidecar(self.path, "-journal").exists():
                # A write cut off in rollback-journal mode (a crash while switching the
                # journal mode, say): the file is whole again only once SQLite has
                # rolled it back, which a read-only look cannot do.
                self._roll_back_cut_off_write(sidecars, existed)
                with self.path.open("rb") as file:
                    header = file.read(_HEADER_SIZE)
            size = self.path.stat().st_size
            wal_size = sidecars[0].stat().st_size if sidecars[0].exists() else 0
        except OSError as exc:
            raise StoreError(M_CANNOT_READ, path=self.path, reason=exc.strerror) from exc
        if len(header) < _HEADER_SIZE or not header.startswith(_SQLITE_MAGIC):
            raise self._damaged_file()  # empty, cut short, or not SQLite
        if wal_size == 0:
            # Nothing newer in a -wal: the header on disk is the whole truth.
            if self._cut_short(header, size):
                raise self._damaged_file()
            application_id = int.from_bytes(header[68:72], "big")
            # PRAGMA user_version is a signed 32-bit number, as SQLite reads it.
            version = int.from_bytes(header[60:64], "big", signed=True)
            if application_id == APPLICATION_ID:
                self._check_version(version, target)

        try:
            ro = sqlite3.connect(
                self._reading_uri(),
                uri=True,
                timeout=self._busy_timeout,
                isolation_level=None,
            )
            try:
                result = self._inspect_with(ro, target)
                if result.version < target and self.read_only:
                    raise StoreError(M_READ_ONLY_OLD, path=self.path)
                if result.version < target:
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
        except StoreError:  # a newer version
            self._remove_new_sidecars(sidecars, existed)
            raise
        return result

    def _roll_back_cut_off_write(self, sidecars: list[Path], existed: list[bool]) -> None:
        """Let SQLite roll back a hot ``-journal`` as any open would (a first read
        does it; a journal that is not hot stays, and is no matter)."""
        try:
            conn = sqlite3.connect(self.path, timeout=self._busy_timeout, isolation_level=None)
            try:
                conn.execute("SELECT COUNT(*) FROM sqlite_schema").fetchone()
            finally:
                conn.close()
        except sqlite3.Error as exc:
            name = str(getattr(exc, "sqlite_errorname", "") or "")
            if not name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")):
                raise self._error(exc, OPENING, write=False) from exc
            self._remove_new_sidecars(sidecars, existed)
            raise self._damaged_file() from exc

    @staticmethod
    def _cut_short(header: bytes, size: int) -> bool:
        """Whether the file is shorter than its header says (or not whole pages)."""
        page_size = int.from_bytes(header[16:18], "big")
        if page_size == 1:
            page_size = 65536
        if page_size < 512 or page_size & (page_size - 1):
            return True  # not a page size SQLite writes
        if size % page_size:
            return True
        pages = int.from_bytes(header[28:32], "big")
        # The page count is valid only when written with the current change counter.
        valid = header[24:28] == header[92:96]
        return valid and size < pages * page_size

    def _check_version(self, version: int, target: int) -> None:
        """Refuse a schema version no Schreiber wrote (negative) or a newer one.

        Neither is migrated, so neither gets a backup copy; the file is left as it is.
        """
        if version < 0:
            raise StoreError(M_UNKNOWN_VERSION, path=self.path, version=version)
        if version > target:
            raise StoreError(M_NEWER, path=self.path, version=version, target=target)

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
                # Another application's database, or an empty SQLite file: only a
                # file that is not there at all becomes a new database.
                raise _DamagedError("not a Schreiber database")
            self._check_version(int(version), target)
            if version == 0 or (version == target and not tables.issuperset(_REQUIRED_TABLES)):
                raise _DamagedError("tables missing")
            check = [str(row[0]) for row in ro.execute("PRAGMA quick_check")]
            if check != ["ok"]:
                raise _DamagedError(f"quick_check: {check[0]}")
            return _Inspection(version=int(version))
        finally:
            ro.execute("ROLLBACK")

    @staticmethod
    def _remove_new_sidecars(sidecars: list[Path], existed: list[bool]) -> None:
        """Remove the -wal/-shm files a read-only look at a refused file created.

        Only for damaged or newer files that had none: a process using the
        database has both, and deleting the -shm file of a database in use
        would break that process's view of it.
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
        except (sqlite3.Error, OSError) as exc:
            _remove_copy(candidate)
            raise StoreError(M_BACKUP, path=self.path, reason=exc) from exc
        self.backup_path = candidate

    def _reading_uri(self) -> str:
        """How SQLite reads the file: read-only, and on a folder that cannot be
        written, where SQLite cannot make the ``-shm`` file a WAL database needs,
        as immutable (no locks, no ``-wal``: on read-only media nothing changes it)."""
        immutable = self.read_only and not _sidecar(self.path, "-shm").exists()
        return _sqlite_uri(self.path, "ro") + ("&immutable=1" if immutable else "")

    def _connect(self) -> sqlite3.Connection:
        try:
            if self.read_only:
                conn = sqlite3.connect(
                    self._reading_uri(),
                    uri=True,
                    timeout=self._busy_timeout,
                    isolation_level=None,
                )
            else:
                conn = sqlite3.connect(self.path, timeout=self._busy_timeout, isolation_level=None)
        except sqlite3.Error as exc:
            raise self._error(exc, OPENING, write=False) from exc
        # Text that is not UTF-8 reads as such (and is refused where it is checked)
        # instead of failing the whole query.
        conn.text_factory = decode_text
        if self.read_only:
            return conn
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            (mode,) = conn.execute("PRAGMA journal_mode = WAL").fetchone()
            if str(mode).lower() != "wal":
                raise StoreError(M_NO_WAL, path=self.path, mode=mode)
            conn.execute("PRAGMA synchronous = FULL")
            # A first read opens the -wal file, whose identity the store then keeps.
            conn.execute("SELECT COUNT(*) FROM sqlite_schema").fetchone()
        except BaseException as exc:
            conn.close()
            if isinstance(exc, sqlite3.Error):
                raise self._error(exc, OPENING, write=False) from exc
            raise
        return conn

    def _upgrade(self, inspection: _Inspection, target: int) -> None:
        """Migrate an older database to ``target``, in one transaction."""
        if inspection.version == target:
            self._repair()
            return
        with self._write(QT_TRANSLATE_NOOP("StoreError", "upgrade the database")) as conn:
            (version,) = conn.execute("PRAGMA user_version").fetchone()
            (application_id,) = conn.execute("PRAGMA application_id").fetchone()
            if version == target and application_id == APPLICATION_ID:
                return  # another process did it meanwhile
            if version != inspection.version or version > target:
                raise StoreError(M_CHANGED, path=self.path)
            _run_migrations(conn, self.path, version, target)

    def _repair(self) -> None:
        """Add what a database of this version made before its release lacks
        (:data:`schreiber.store.schema.REPAIRS`)."""
        doing = QT_TRANSLATE_NOOP("StoreError", "upgrade the database")
        with self._read(doing) as conn:
            if not schema.needs_repair(conn):
                return
        with self._write(doing) as conn:
            schema.run(conn, schema.REPAIRS)  # each only if still missing
