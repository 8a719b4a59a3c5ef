"""The session store on a PostgreSQL server: one database a club's laptops share.

The same store as :class:`schreiber.store.database.Store` (the rules of the data are
in :mod:`schreiber.store.core`), held by a PostgreSQL server through psycopg 3 (the
optional extra ``pip install 'schreiber[postgres]'``). Nothing is synchronised
by hand: every laptop writes the server directly, and the server's own
transactions keep it whole.

- Every write is one transaction that first takes a transaction-level advisory
  lock (``pg_advisory_xact_lock``), so writers of the database take turns
  exactly as on SQLite (``BEGIN IMMEDIATE``); the check the session service
  runs inside it sees every change committed before, and no other writer's
  change can slip in between the check and the commit.
- Every write ends with ``NOTIFY schreiber``, delivered at commit. Each store
  keeps a second connection that ``LISTEN``\\ s; :meth:`PostgresStore.data_version`
  counts what has arrived, so a window polls it as it polls SQLite's
  ``PRAGMA data_version``.
- A lost connection gives an :class:`UnreachableError` that says why; the next
  call connects again. A write with a key (``--key``; the window's entry) whose
  connection broke, the reply to COMMIT included, finds out whether it landed
  before it answers (:meth:`PostgresStore._landed`).
- No call waits for ever: connect, lock, statement and idle timeouts, TCP
  keepalives, and a timer that cuts a call still waiting after
  :data:`WAIT_LIMIT_MS` (:class:`_Deadline`). Opening an up-to-date database
  only reads.
- The schema is created on first use and upgraded by the one chain of
  migrations (:mod:`schreiber.store.schema`) in one transaction under the same
  lock; a database of a newer Schreiber, or one that holds another
  application's tables, is refused and left untouched.

psycopg is imported here only: the SQLite path and the headless commands that
do not name a PostgreSQL database never load it.
"""

from __future__ import annotations

import os
import socket
import threading
import uuid
from collections.abc import Iterable, Iterator, Sequence
from contextlib import ExitStack, contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import psycopg
from psycopg import errors as pg_errors

from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.store import schema
from schreiber.store.address import login_error, read_address, shown_reason
from schreiber.store.core import (
    M_CLOSED,
    M_NEWER,
    M_OTHER,
    M_READ_ONLY,
    OPENING,
    UNCHANGED,
    Conn,
    Cursor,
    Phrase,
    Right,
    StoreCore,
    StoreError,
    UnreachableError,
)
from schreiber.store.roles import after_migration, refusal, rights_of

CHANNEL: Final = "schreiber"
# The advisory lock every writer takes: "SCRB" as a number, as SQLite's application_id.
WRITE_LOCK: Final = schema.APPLICATION_ID
APPLICATION: Final = schema.APPLICATION

WAIT_LIMIT_MS: Final = 6000
"""No call waits longer than this for the network (a lost reply, a dead server)."""
LOCK_LIMIT_MS: Final = 4000
"""How long a statement waits for a lock (another writer, a held table) before it gives up."""
STATEMENT_LIMIT_MS: Final = 5000
"""How long the server runs one statement of ours before it cancels it."""
IDLE_LIMIT_MS: Final = 15000
"""A transaction of ours left idle this long (its laptop gone) is ended by the server."""

M_NOT_KNOWN = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the connection to the database server {path} broke while the change"
    " was being saved, and whether it was saved cannot be found out now ({reason}). When the"
    " network is back, make the same change again with its key {key}: it is saved once, never"
    " twice",
)
M_LOCKED = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: another client of the database {path} held what this needed for more"
    " than {seconds} seconds{unchanged}. Try again in a moment; if it stays so, the organiser"
    " can see on the server who holds it",
)
M_SLOW = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the database server {path} took more than {seconds} seconds{unchanged}."
    " Try again; if it stays so, the server is overloaded",
)
M_NO_ANSWER = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the database server {path} did not answer within {seconds} seconds"
    "{unchanged}. Check the network, then try again",
)
M_UNKNOWN_HOST = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the database server {path} cannot be reached: its name is not known on"
    " this network. Check its spelling, or give the server's address (e.g. 192.168.1.10) instead",
)
M_NOTHING_LISTENS = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the database server {path} cannot be reached: nothing answers there."
    " Check that the server is running and that the port is right",
)
M_UNREACHABLE = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the database server {path} cannot be reached ({reason}). Check the"
    " network and that the server is running, then try again",
)
M_FOREIGN = QT_TRANSLATE_NOOP(
    "StoreError",
    "The database {path} holds tables of another application; Schreiber left it untouched."
    " Create an empty database for Schreiber (see the README, 'For clubs')",
)

SCHEMA_VERSION: Final = schema.SCHEMA_VERSION
"""The version of the one chain of migrations (:mod:`schreiber.store.schema`) this
code writes: ``schreiber_meta``'s ``version``."""


def stored_version(conn: Conn) -> int:
    """The chain's version of the schema in ``schreiber_meta``: its ``version``,
    else its ``schema_version`` of PostgreSQL's numbering before the one chain
    (:data:`schreiber.store.schema.POSTGRES_OLD_VERSIONS`); 0 when neither is there."""
    kept = {
        str(key): str(value)
        for key, value in conn.execute(
            "SELECT key, value FROM schreiber_meta WHERE key IN ('version', 'schema_version')"
        ).fetchall()
    }
    if "version" in kept:
        return int(kept["version"])
    if "schema_version" in kept:
        old = int(kept["schema_version"])
        return schema.POSTGRES_OLD_VERSIONS.get(old, old + 1)
    return 0


def _write_version(conn: Conn) -> None:
    """Note :data:`SCHEMA_VERSION`: as the chain numbers it, and as older Schreibers
    do (one less: their chain began with the chain's version 2), so that they
    still know the database as theirs, or as newer."""
    p = conn.mark
    for key, value in (("version", SCHEMA_VERSION), ("schema_version", SCHEMA_VERSION - 1)):
        conn.execute(
            f"INSERT INTO schreiber_meta (key, value) VALUES ({p}, {p})"
            " ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
            (key, str(value)),
        )


def _up_to_date(conn: Conn) -> bool:
    """Whether the database holds this version's schema, complete."""
    if not schema.has_column(conn, "schreiber_meta", "value") or schema.needs_repair(conn):
        return False
    return stored_version(conn) == SCHEMA_VERSION


def display_url(url: str) -> str:
    """The address as messages show it: without the password (see schreiber.store.address)."""
    return read_address(url).shown


class PgConn:
    """A psycopg connection as the repositories' :class:`Conn`: psycopg's own
    ``format`` placeholder (``%s``; the store's SQL has no other ``%``), and the
    id an INSERT gave (``RETURNING id``)."""

    mark: Final = "%s"
    engine: Final = schema.POSTGRES

    def __init__(self, conn: psycopg.Connection[Any]) -> None:
        self.raw = conn

    def execute(self, sql: str, parameters: Sequence[Any] = (), /) -> Cursor:
        return self.raw.execute(sql, parameters or None)

    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> Cursor:
        cursor = self.raw.cursor()
        cursor.executemany(sql, list(parameters))
        return cursor

    def insert(self, sql: str, parameters: Sequence[object], /) -> int:
        row = self.raw.execute(sql + " RETURNING id", parameters).fetchone()
        assert row is not None
        return int(row[0])


@dataclass(frozen=True)
class _Backend:
    """The server process of a connection: its number, and when it started."""

    pid: int
    start: object


class _Deadline:
    """Cuts a connection whose call waits longer than :data:`WAIT_LIMIT_MS`.

    The server's own limits end a statement or a wait for a lock, and TCP
    keepalives find a server gone from the network; but a reply lost on the
    way while the connection stays open (a router that drops, a proxy that
    hangs) would keep a blocking call waiting for ever. A timer shuts the
    connection's socket down instead: the call fails at once as a lost
    connection, which a write with a key then clears up (:meth:`PostgresStore._landed`).
    """

    def __init__(self, seconds: float = WAIT_LIMIT_MS / 1000) -> None:
        self.seconds = seconds
        self.fired = False
        """Whether the last call was cut (its error then says it had no answer)."""
        self._lock = threading.Lock()

    @contextmanager
    def over(self, conn: psycopg.Connection[Any]) -> Iterator[None]:
        over = False
        fd = conn.pgconn.socket
        self.fired = False

        def cut() -> None:
            with self._lock:
                if not over:
                    self.fired = True
                    _shut_down(fd)

        timer = threading.Timer(self.seconds, cut)
        timer.daemon = True
        timer.start()
        try:
            yield
        finally:
            with self._lock:
                over = True
            timer.cancel()


def _shut_down(fd: int) -> None:
    """Shut the socket ``fd`` down for both directions (its owner sees a lost connection)."""
    with suppress(OSError), socket.socket(fileno=os.dup(fd)) as sock:
        sock.shutdown(socket.SHUT_RDWR)


class PostgresStore(StoreCore):
    """The session store on a PostgreSQL server. Use as a context manager or :meth:`close`."""

    def __init__(
        self,
        url: str,
        *,
        writer: str | None = None,
        connect_timeout: float = 3.0,
        local_folder: Path | None = None,
        password: str | None = None,
    ) -> None:
        self.url = url
        # libpq's reading of the address; a field it would refuse is refused here.
        self.address = read_address(url).with_secret(password)
        self.path = self.address.shown
        self._password = password
        """The password given apart from the address (the window's keyring), or None:
        then libpq takes the address's own, or ~/.pgpass, PGPASSFILE, PGPASSWORD."""
        self.writer = writer or uuid.uuid4().hex
        self.local_folder = local_folder
        """Where this machine keeps what is its own (the window's writer slot)."""
        self._timeout = connect_timeout
        self._conn: psycopg.Connection[Any] | None = None
        self._listen: psycopg.Connection[Any] | None = None
        self._heard = 0
        self._closed = False
        self._backend: _Backend | None = None
        self._deadline = _Deadline()
        self._attach()
        self._conn = self._writing_connection(OPENING)
        try:
            self._set_up()
            self._rights = self._read_rights()
        except BaseException:
            self.close()  # a database refused (newer, foreign) leaves no connection open
            raise

    # ----------------------------------------------------------------- lifecycle

    def close(self) -> None:
        self._closed = True
        for conn in (self._conn, self._listen):
            if conn is not None:
                conn.close()
        self._conn = self._listen = None

    def _connect(self, doing: str) -> psycopg.Connection[Any]:
        try:
            return psycopg.connect(self.url, autocommit=True, **self._limits(), **self._secret())
        except psycopg.Error as exc:
            raise self._error(exc, doing, write=False) from exc

    def _writing_connection(self, doing: str) -> psycopg.Connection[Any]:
        """A new connection for writes, with its server process noted (:meth:`_landed`)."""
        conn = self._connect(doing)
        try:
            with self._deadline.over(conn):
                row = conn.execute(
                    "SELECT pg_backend_pid(), backend_start FROM pg_stat_activity"
                    " WHERE pid = pg_backend_pid()"
                ).fetchone()
        except psycopg.Error as exc:
            conn.close()
            raise self._error(exc, doing, write=False) from exc
        self._backend = _Backend(int(row[0]), row[1]) if row is not None else None
        return conn

    def probe(self) -> None:
        """Connect once and close again, apart from this store's connections."""
        try:
            self._connect(QT_TRANSLATE_NOOP("StoreError", "reach the database")).close()
        except UnreachableError:
            raise
        except StoreError:
            pass  # the server answered (a login refused, say): it can be reached

    def _secret(self) -> dict[str, Any]:
        """The password given apart, for libpq; nothing, so that libpq looks in its own places."""
        return {"password": self._password} if self._password else {}

    def _limits(self) -> dict[str, Any]:
        """What keeps a call from waiting for ever (see :data:`WAIT_LIMIT_MS`).

        libpq's connect timeout per address; TCP keepalives and a TCP user
        timeout, so that a server gone from the network (a laptop's Wi-Fi lost,
        a router restarted) shows as a lost connection within seconds; and the
        server's own limits on a statement, on waiting for a lock (another
        client's transaction, a psql session holding a table) and on a
        transaction left idle by a client that vanished.
        """
        seconds = max(1, round(self._timeout))
        return {
            "connect_timeout": seconds,
            "application_name": "schreiber",
            "keepalives": 1,
            "keepalives_idle": 3,
            "keepalives_interval": 2,
            "keepalives_count": 2,
            "tcp_user_timeout": WAIT_LIMIT_MS,
            "options": (
                f"-c lock_timeout={LOCK_LIMIT_MS} -c statement_timeout={STATEMENT_LIMIT_MS}"
                f" -c idle_in_transaction_session_timeout={IDLE_LIMIT_MS}"
            ),
        }

    def _connection(self, doing: str) -> psycopg.Connection[Any]:
        """The open connection, made again if the last one was lost."""
        if self._closed:
            raise StoreError(M_CLOSED, path=self.path)
        conn = self._conn
        if conn is None or conn.closed or conn.broken:
            if conn is not None:
                conn.close()
            self._conn = None
            conn = self._conn = self._writing_connection(doing)
        return conn

    # ------------------------------------------------------------ transactions

    @contextmanager
    def _write(self, doing: str, key: str | None = None) -> Iterator[Conn]:
        """One write transaction under the write lock, and never one that waits
        for ever (:class:`_Deadline`).

        With ``key``, a connection lost at any moment, the COMMIT's reply
        included, is no guess: the store connects again, ends the lost
        connection's server process (so that nothing of it can still commit),
        and looks for the key, which the change stored in its own transaction.
        Found: the change landed, and the write returns as if the reply had
        come. Not found: nothing was stored, and the error says so. The server
        out of reach for that look too: the error says that it is not known,
        and that the same change made again with its key is made once.
        """
        lost: _Backend | None = None
        written = False
        try:
            with ExitStack() as stack:  # leaving it with an exception rolls back
                conn = self._begin(stack, doing)
                lost = self._backend
                yield PgConn(conn)
                written = True
                conn.execute(f"NOTIFY {CHANNEL}")
        except psycopg.Error as exc:
            error = self._error(exc, doing, write=True)
            if key is None or not self._broken(exc):
                raise error from exc
            # Only a change that was whole when the connection broke can have
            # landed as this call's; one cut short is tried again by its caller,
            # who then finds its key if an earlier try had landed.
            if not (self._landed(key, lost, doing) and written):
                raise error from exc

    def _begin(self, stack: ExitStack, doing: str) -> psycopg.Connection[Any]:
        """Begin a write transaction holding the write lock.

        A connection the server dropped since the last call (a restart, a
        network cut between two deals) shows only now, before anything is
        written: then it connects once more and begins again.
        """
        for attempt in (1, 2):
            conn = self._connection(doing)
            inner = ExitStack()
            try:
                inner.enter_context(self._deadline.over(conn))
                inner.enter_context(conn.transaction())
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))
            except psycopg.Error as exc:
                with suppress(psycopg.Error):  # roll back what was begun
                    inner.__exit__(type(exc), exc, exc.__traceback__)
                lost = isinstance(exc, psycopg.OperationalError) and conn.broken
                if attempt == 2 or not lost:
                    raise self._error(exc, doing, write=True) from exc
                continue
            stack.enter_context(inner)
            return conn
        raise AssertionError("unreachable")

    def _broken(self, exc: psycopg.Error) -> bool:
        """Whether ``exc`` is the connection lost (the server, the network, or
        :class:`_Deadline` cutting a call that had waited too long)."""
        conn = self._conn
        return isinstance(exc, psycopg.OperationalError) and (conn is None or conn.broken)

    def _landed(self, key: str, lost: _Backend | None, doing: str) -> bool:
        """Whether the change with ``key`` is stored, found out on a new connection
        after the old one broke; :class:`StoreError` when that cannot be known."""
        try:
            conn = self._connection(doing)
            with self._deadline.over(conn):
                if lost is not None:
                    # The lost connection's server process may still hold the
                    # transaction (its laptop gone from the network): end it. A
                    # process of another client that has its number since is
                    # told apart by its start.
                    conn.execute(
                        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                        " WHERE pid = %s AND backend_start = %s",
                        (lost.pid, lost.start),
                    )
                # Whatever the lost transaction did, it is over once the write
                # lock is free: committed, or rolled back for good. Two
                # statements of their own (no COMMIT whose reply could be lost
                # too), the second with a snapshot taken after the first.
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))
                row = conn.execute("SELECT 1 FROM change_keys WHERE key = %s", (key,)).fetchone()
        except (psycopg.Error, StoreError) as exc:
            reason = exc if isinstance(exc, StoreError) else self._error(exc, doing, write=False)
            raise UnreachableError(
                M_NOT_KNOWN, doing=Phrase(doing), path=self.path, key=key, reason=str(reason)
            ) from exc
        return row is not None

    @contextmanager
    def _read(self, doing: str) -> Iterator[Conn]:
        conn = self._connection(doing)
        try:
            with self._deadline.over(conn), conn.transaction():
                # One snapshot for every query of the read, as SQLite's BEGIN gives.
                conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
                yield PgConn(conn)
        except psycopg.Error as exc:
            raise self._error(exc, doing, write=False) from exc

    # ------------------------------------------------------------------ rights

    def _read_rights(self) -> frozenset[Right]:
        """What this login may change, read once at opening (``schreiber.store.roles``)."""
        with self._read(OPENING) as conn:
            return rights_of(conn)

    def can(self, right: Right) -> bool:
        return right in self._rights

    @contextmanager
    def setup_transaction(self, doing: str) -> Iterator[psycopg.Connection[Any]]:
        """One write transaction under the write lock, on the psycopg connection
        itself, for ``schreiber club-setup`` (``schreiber.store.roles``: roles, grants
        and triggers, composed with ``psycopg.sql``)."""
        try:
            with ExitStack() as stack:  # leaving it with an exception rolls back
                yield self._begin(stack, doing)
        except psycopg.Error as exc:
            raise self._error(exc, doing, write=True) from exc

    def _error(self, exc: psycopg.Error, doing: str, *, write: bool) -> StoreError:
        unchanged = Phrase(UNCHANGED) if write else ""
        reason = shown_reason(str(exc), self.address) or type(exc).__name__
        refused = login_error(str(exc), exc.sqlstate, Phrase(doing), self.address, self.path)
        if refused is not None:  # the server answered: a login, not the network
            return refused
        if isinstance(exc, pg_errors.LockNotAvailable):
            seconds = LOCK_LIMIT_MS // 1000
            return StoreError(
                M_LOCKED, doing=Phrase(doing), path=self.path, seconds=seconds, unchanged=unchanged
            )
        if isinstance(exc, pg_errors.QueryCanceled):
            seconds = STATEMENT_LIMIT_MS // 1000
            return StoreError(
                M_SLOW, doing=Phrase(doing), path=self.path, seconds=seconds, unchanged=unchanged
            )
        if isinstance(exc, psycopg.OperationalError) and self._deadline.fired:
            seconds = round(self._deadline.seconds)
            return UnreachableError(
                M_NO_ANSWER,
                doing=Phrase(doing),
                path=self.path,
                seconds=seconds,
                unchanged=unchanged,
            )
        if isinstance(exc, psycopg.OperationalError):
            # The system's own words (English, with its error numbers) only where
            # no plainer reason is known.
            said = str(exc)
            if "failed to resolve host" in said or "could not translate host name" in said:
                return UnreachableError(M_UNKNOWN_HOST, doing=Phrase(doing), path=self.path)
            if "Connection refused" in said:
                return UnreachableError(M_NOTHING_LISTENS, doing=Phrase(doing), path=self.path)
            return UnreachableError(
                M_UNREACHABLE, doing=Phrase(doing), path=self.path, reason=reason
            )
        not_permitted = refusal(exc, doing, unchanged)
        if not_permitted is not None:  # the server refused: the role or a closed night
            return not_permitted
        if isinstance(exc, (pg_errors.InsufficientPrivilege, pg_errors.ReadOnlySqlTransaction)):
            return StoreError(M_READ_ONLY, doing=Phrase(doing), path=self.path, unchanged=unchanged)
        return StoreError(
            M_OTHER, doing=Phrase(doing), path=self.path, reason=reason, unchanged=unchanged
        )

    # ------------------------------------------------------------- other writers

    def data_version(self) -> int:
        """How many changes other connections have announced (``NOTIFY``) so far.

        Listens on a second connection; when it is lost, the next call connects
        again and counts one more, since announcements may have been missed.
        """
        if self._closed:
            raise StoreError(M_CLOSED, path=self.path)
        doing = QT_TRANSLATE_NOOP("StoreError", "load the session")
        listen = self._listen
        try:
            if listen is None or listen.closed or listen.broken:
                if listen is not None:
                    listen.close()
                self._listen = None
                listen = self._connect(doing)
                listen.execute(f"LISTEN {CHANNEL}")
                self._listen = listen
                self._heard += 1
            for _ in listen.notifies(timeout=0):
                self._heard += 1
        except psycopg.Error as exc:
            raise self._error(exc, doing, write=False) from exc
        return self._heard

    # ----------------------------------------------------------------- schema

    def _set_up(self) -> None:
        """Create the schema in an empty database or upgrade it, under the write
        lock. A database that is up to date is only read: opening it takes no
        lock, and a login that may not change the schema opens it all the same."""
        doing = QT_TRANSLATE_NOOP("StoreError", "set up the database")
        with self._read(doing) as conn:
            if _up_to_date(conn):
                return
        with self._write(doing) as conn:
            tables = {
                str(row[0])
                for row in conn.execute(
                    "SELECT table_name FROM information_schema.tables"
                    " WHERE table_schema = current_schema()"
                ).fetchall()
            }
            if "schreiber_meta" not in tables:
                if tables:
                    raise StoreError(M_FOREIGN, path=self.path)
                version = 0
            else:
                version = stored_version(conn)
            if version > SCHEMA_VERSION:
                raise StoreError(M_NEWER, path=self.path, version=version, target=SCHEMA_VERSION)
            if version == SCHEMA_VERSION:
                schema.run(conn, schema.REPAIRS)  # each only if still missing
                _write_version(conn)
                return
            schema.migrate(conn, version, SCHEMA_VERSION)
            _write_version(conn)
            after_migration(conn)
