"""The store: where a session store's parts meet, whatever holds the data.

A store keeps sessions and their deal lists. Two implementations share this
core: :class:`schreiber.store.database.Store` (one SQLite file, the default, nothing
to set up) and :class:`schreiber.store.postgres.PostgresStore` (a club's shared
PostgreSQL server). They differ in how they connect, lock and report faults.
What is the same for both is here: :class:`StoreCore` holds the connection's
transactions, the exactly-once keys of changes and the rights of the login, and
hands out the repositories that hold the rules of the data, each written once,
in SQL both engines understand, over one connection interface
(:class:`~schreiber.store.data.Conn`):

- ``store.sessions`` (:mod:`schreiber.store.sessions`): sessions and their records;
- ``store.undo`` (:mod:`schreiber.store.undo`): each writer's undo and redo;
- ``store.people`` (:mod:`schreiber.store.people`): the roster;
- ``store.seasons`` (:mod:`schreiber.store.seasons`): seasons and the league's summaries;
- ``store.nights`` (:mod:`schreiber.store.nights`): club nights and their tables;
- ``store.drafts`` (:mod:`schreiber.store.drafts`): each writer's unsaved entry.

Both engines' tables and their one chain of migrations come from
:mod:`schreiber.store.schema`. The values, errors and messages every part shares
are in :mod:`schreiber.store.data` (and may be imported from here).
"""

from __future__ import annotations

import json
from contextlib import AbstractContextManager
from pathlib import Path
from types import TracebackType
from typing import Self

from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.store import stored
from schreiber.store.data import (
    BAD_REVISION,
    FINISHED,
    LONGEST_NAME,
    M_BACKUP,
    M_BAD_KEY,
    M_BAD_NAME,
    M_BUSY,
    M_CANNOT_OPEN,
    M_CANNOT_READ,
    M_CHANGED,
    M_CLOSED,
    M_CLOSED_BY_SERVER,
    M_CONFLICT_CHANGED,
    M_CONFLICT_GONE,
    M_CONFLICT_RULES,
    M_DAMAGED,
    M_DAMAGED_RECORD,
    M_DAMAGED_REPLAY,
    M_DAMAGED_SESSION,
    M_DAMAGED_SESSION_REPLAY,
    M_DAMAGED_VALUE,
    M_FOLDER,
    M_FULL,
    M_IO,
    M_KEY_DAMAGED,
    M_KEY_TAKEN,
    M_MIGRATION,
    M_MOVED,
    M_NAME_CLASH,
    M_NAME_TAKEN,
    M_NEWER,
    M_NIGHT_CLOSED,
    M_NIGHT_DATE,
    M_NIGHT_TABLES,
    M_NO_DEAL,
    M_NO_NIGHT,
    M_NO_PERSON,
    M_NO_SEASON,
    M_NO_SESSION,
    M_NO_WAL,
    M_NOT_A_TABLE,
    M_NOT_JSON,
    M_NOT_PERMITTED,
    M_OTHER,
    M_READ_ONLY,
    M_REFUSED_BY_SERVER,
    M_REPLACED,
    M_REWRITE_FAILED,
    M_ROUND_TAKEN,
    M_SEASON_DATES,
    M_SEASON_TAKEN,
    M_SESSION_CLOSED,
    M_SYSTEM,
    MAX_ANSWER,
    MAX_KEY,
    NIGHT_STATES,
    OPENING,
    OUT_OF_ORDER,
    PART_ARCHIVED,
    PART_DATE,
    PART_DEALER,
    PART_GAME,
    PART_NIGHT,
    PART_PLAYERS,
    PART_RECORDS,
    PART_ROUND,
    PART_RULES,
    PART_SEASON,
    PART_TABLE,
    PART_TITLE,
    PART_VERSION,
    RIGHT_WORDS,
    UNCHANGED,
    UNDO_KINDS,
    Candidate,
    Check,
    ClubNight,
    ConflictError,
    Conn,
    Cursor,
    DamagedSessionError,
    EveningRow,
    NightTable,
    NotPermittedError,
    Person,
    Phrase,
    Right,
    Saved,
    Season,
    SessionData,
    SessionInfo,
    StoreError,
    UnreachableError,
    is_change_key,
    now,
    replay_damage,
)
from schreiber.store.drafts import Drafts
from schreiber.store.nights import Nights
from schreiber.store.people import People
from schreiber.store.seasons import Seasons
from schreiber.store.sessions import Sessions
from schreiber.store.undo import UNDO_LIMIT, Undo

__all__ = [
    "BAD_REVISION",
    "FINISHED",
    "LONGEST_NAME",
    "MAX_ANSWER",
    "MAX_KEY",
    "M_BACKUP",
    "M_BAD_KEY",
    "M_BAD_NAME",
    "M_BUSY",
    "M_CANNOT_OPEN",
    "M_CANNOT_READ",
    "M_CHANGED",
    "M_CLOSED",
    "M_CLOSED_BY_SERVER",
    "M_CONFLICT_CHANGED",
    "M_CONFLICT_GONE",
    "M_CONFLICT_RULES",
    "M_DAMAGED",
    "M_DAMAGED_RECORD",
    "M_DAMAGED_REPLAY",
    "M_DAMAGED_SESSION",
    "M_DAMAGED_SESSION_REPLAY",
    "M_DAMAGED_VALUE",
    "M_FOLDER",
    "M_FULL",
    "M_IO",
    "M_KEY_DAMAGED",
    "M_KEY_TAKEN",
    "M_MIGRATION",
    "M_MOVED",
    "M_NAME_CLASH",
    "M_NAME_TAKEN",
    "M_NEWER",
    "M_NIGHT_CLOSED",
    "M_NIGHT_DATE",
    "M_NIGHT_TABLES",
    "M_NOT_A_TABLE",
    "M_NOT_JSON",
    "M_NOT_PERMITTED",
    "M_NO_DEAL",
    "M_NO_NIGHT",
    "M_NO_PERSON",
    "M_NO_SEASON",
    "M_NO_SESSION",
    "M_NO_WAL",
    "M_OTHER",
    "M_READ_ONLY",
    "M_REFUSED_BY_SERVER",
    "M_REPLACED",
    "M_REWRITE_FAILED",
    "M_ROUND_TAKEN",
    "M_SEASON_DATES",
    "M_SEASON_TAKEN",
    "M_SESSION_CLOSED",
    "M_SYSTEM",
    "NIGHT_STATES",
    "OPENING",
    "OUT_OF_ORDER",
    "PART_ARCHIVED",
    "PART_DATE",
    "PART_DEALER",
    "PART_GAME",
    "PART_NIGHT",
    "PART_PLAYERS",
    "PART_RECORDS",
    "PART_ROUND",
    "PART_RULES",
    "PART_SEASON",
    "PART_TABLE",
    "PART_TITLE",
    "PART_VERSION",
    "RIGHT_WORDS",
    "UNCHANGED",
    "UNDO_KINDS",
    "UNDO_LIMIT",
    "Candidate",
    "Check",
    "ClubNight",
    "ConflictError",
    "Conn",
    "Cursor",
    "DamagedSessionError",
    "EveningRow",
    "NightTable",
    "NotPermittedError",
    "Person",
    "Phrase",
    "Right",
    "Saved",
    "Season",
    "SessionData",
    "SessionInfo",
    "StoreCore",
    "StoreError",
    "UnreachableError",
    "is_change_key",
    "replay_damage",
]


class StoreCore:
    """A session store: connection, transactions, exactly-once keys and rights,
    with the repositories that read and write the data through them.

    Subclasses provide the connection: :meth:`_write` (one transaction that
    no other writer of the database interleaves with, committed on success),
    :meth:`_read` (one consistent snapshot), :meth:`data_version` and
    :meth:`close`; each transaction hands out a :class:`Conn` with the
    driver's placeholder and the id of an INSERT (:meth:`Conn.insert`). A
    subclass calls :meth:`_attach` once it is open.
    """

    path: Path | str
    """Where the data is, as messages name it (a file, or a URL without password)."""
    writer: str
    """Whose actions this store's undo and redo take back (one window, one command)."""
    read_only: bool = False
    """Whether the database can only be read (a SQLite file on read-only media)."""
    sessions: Sessions
    """Sessions and their records."""
    undo: Undo
    """This writer's undo and redo."""
    people: People
    """The roster."""
    seasons: Seasons
    """Seasons and the league's summaries."""
    nights: Nights
    """Club nights and their tables."""
    drafts: Drafts
    """This writer's unsaved entries, one per session."""

    def _attach(self) -> None:
        """Make the repositories (each over this store's transactions)."""
        self.sessions = Sessions(self)
        self.undo = Undo(self)
        self.people = People(self)
        self.seasons = Seasons(self)
        self.nights = Nights(self)
        self.drafts = Drafts(self)

    # ----------------------------------------------------------------- provided below

    def _write(self, doing: str, key: str | None = None) -> AbstractContextManager[Conn]:
        """One write transaction holding the write lock. ``key``: the change's key
        (:meth:`_seen`, :meth:`_remember`), by which an engine whose connection broke
        while committing finds out whether the change landed before it answers."""
        raise NotImplementedError

    def _read(self, doing: str) -> AbstractContextManager[Conn]:
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

    # ------------------------------------------------------------------ rights

    def can(self, right: Right) -> bool:
        """Whether this store's database login may make changes of this kind.

        Every right on a SQLite file (there the file's permissions are the
        boundary); on a club's server, what the login's privileges allow
        (``schreiber.store.postgres``). The store refuses a change it may not make
        before trying (:class:`NotPermittedError`); the window hides such controls.
        """
        return True

    def _require(self, right: Right, doing: str) -> None:
        if not self.can(right):
            raise NotPermittedError(
                M_NOT_PERMITTED, doing=Phrase(doing), what=Phrase(RIGHT_WORDS[right])
            )

    # ------------------------------------------------------------ exactly once

    @staticmethod
    def _checked_key(key: str | None) -> str | None:
        if key is not None and not is_change_key(key):
            raise StoreError(M_BAD_KEY, length=MAX_KEY)
        return key

    def _seen(self, conn: Conn, key: str | None, change: str) -> dict[str, int] | None:
        """The answer the change with ``key`` gave when it was made, if it was:
        then it is not made again (the caller answers the same). Inside the write
        transaction, so that two tries of one change cannot both pass."""
        if key is None:
            return None
        p = conn.mark
        row = conn.execute(
            f"SELECT change, answer FROM change_keys WHERE key = {p}", (key,)
        ).fetchone()
        if row is None:
            return None
        if str(row[0]) != change:
            raise StoreError(M_KEY_TAKEN, key=key)
        try:
            answer = stored.json_value(row[1], MAX_ANSWER)
        except stored.UnreadableError:
            answer = None
        if not isinstance(answer, dict) or not all(type(v) is int for v in answer.values()):
            raise StoreError(M_KEY_DAMAGED, key=key)
        return {str(name): value for name, value in answer.items()}

    def _remember(self, conn: Conn, key: str | None, change: str, **answer: int) -> None:
        """Keep the change's key with its answer, in the change's own transaction:
        the key is stored exactly when the change is."""
        if key is not None:
            p = conn.mark
            conn.execute(
                f"INSERT INTO change_keys (key, change, answer, made) VALUES ({p}, {p}, {p}, {p})",
                (key, change, json.dumps(answer, sort_keys=True), now()),
            )

    def probe(self) -> None:
        """Whether the database can be reached now, asked without touching this
        store's own connections (so another thread may ask while the window
        waits): returns, or raises :class:`UnreachableError`. A file on this
        computer is always there."""

    def landed(self, key: str) -> bool:
        """Whether the change with ``key`` is stored (it is exactly once, or not at all)."""
        doing = QT_TRANSLATE_NOOP("StoreError", "find out whether the change was saved")
        with self._read(doing) as conn:
            p = conn.mark
            row = conn.execute(f"SELECT 1 FROM change_keys WHERE key = {p}", (key,)).fetchone()
        return row is not None
