"""What every session store does, whatever holds the data: the engine-free core.

A store keeps sessions and their deal lists. Two implementations share this
core: :class:`schreiber.store.database.Store` (one SQLite file, the default, nothing
to set up) and :class:`schreiber.store.postgres.PostgresStore` (a club's shared
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
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Protocol, Self, TypeVar

from schreiber.club.roster import name_key, rename_in_players, rename_in_record, seating_names
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.store import stored
from schreiber.store.stored import (
    MAX_LIST_CHARS,
    MAX_RECORD_CHARS,
    MAX_RULES_CHARS,
    MAX_SESSION_CHARS,
    MAX_SUMMARY_CHARS,
    MAX_TEXT_CHARS,
    UnreadableError,
    head,
)

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
    (``schreiber.ui.common.text.store_error_text``).
    """

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params).replace("\n", " "))


class ConflictError(StoreError):
    """Another writer changed or deleted what this write named; nothing was written."""


class UnreachableError(StoreError):
    """The database server cannot be reached, or gave no answer in time: the
    network, not the data. The window shows it as a lasting offline state and
    keeps what is typed, with its key, until the server is back."""


class DamagedSessionError(StoreError):
    """A stored session that cannot be read: a value of its row or of one of its
    records does not parse, has the wrong type or breaks a bound (written by hand,
    by another program or by a hostile client), or it does not replay.

    ``session_id`` is the session; ``record`` the id of the record at fault (None
    when the session's own row is). Every other session is unaffected.
    """

    def __init__(
        self, template: str, *, session: int, record: int | None = None, **params: object
    ) -> None:
        super().__init__(template, session=session, record=record, **params)
        self.session_id = session
        self.record = record


class NotPermittedError(StoreError):
    """The change is not allowed: the session belongs to a closed club night, or
    this store's database login may not make it (:meth:`StoreCore.can`); nothing
    was written. The message says which change and why."""


class Right(StrEnum):
    """What a store's database login may change (:meth:`StoreCore.can`).

    The organiser (the owner of a club's database, and anyone on a SQLite file)
    has every right; a table's login (``schreiber club-setup --table-role``,
    ``schreiber.store.roles``) has :attr:`SESSIONS` and :attr:`FINISH_TABLES` only.
    """

    SESSIONS = "sessions"
    """Create sessions; add, edit and delete their records; rules, title, archive."""
    FINISH_TABLES = "finish tables"
    """Mark a table of an open club night finished (or not)."""
    ROSTER = "roster"
    """Add, rename, archive players of the roster; their full names."""
    SEASONS = "seasons"
    """Create seasons, set their ranking and money; move a session to another season."""
    NIGHTS = "nights"
    """Create, draw, close and reopen club nights; their settings and who is present."""
    DELETE_SESSIONS = "delete sessions"


RIGHT_WORDS: Final[Mapping[Right, str]] = {
    Right.SESSIONS: QT_TRANSLATE_NOOP("StoreError", "change sessions"),
    Right.FINISH_TABLES: QT_TRANSLATE_NOOP("StoreError", "mark tables finished"),
    Right.ROSTER: QT_TRANSLATE_NOOP("StoreError", "change the club's roster"),
    Right.SEASONS: QT_TRANSLATE_NOOP("StoreError", "change seasons, rankings or money"),
    Right.NIGHTS: QT_TRANSLATE_NOOP("StoreError", "create, draw, close or reopen club nights"),
    Right.DELETE_SESSIONS: QT_TRANSLATE_NOOP("StoreError", "delete sessions"),
}
"""What each right allows, as a refusal names it (``M_NOT_PERMITTED``'s ``{what}``)."""

M_NOT_PERMITTED = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: this laptop's database login may not {what}; ask the organiser;"
    " nothing was changed",
)
M_REFUSED_BY_SERVER = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the database server refused it, since this laptop's database login"
    " may not make this change; ask the organiser{unchanged}",
)
M_SESSION_CLOSED = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: this session is a table of the club night {title} of {date}, which"
    " is closed, so its deals stay as they are; the organiser can reopen the night (Club →"
    " Club nights); nothing was changed",
)
M_CLOSED_BY_SERVER = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the database server refused it, since the session is a table of a"
    " closed club night; the organiser can reopen the night (Club → Club nights){unchanged}",
)


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
M_DAMAGED_RECORD = QT_TRANSLATE_NOOP(
    "StoreError",
    "Session {session} ({title} of {date}) in the database {path} is damaged: its record"
    " {record} {why}. Every other session can be used as before; restore the database from a"
    " backup, or delete this session",
)
M_DAMAGED_VALUE = QT_TRANSLATE_NOOP(
    "StoreError",
    "Session {session} ({title} of {date}) in the database {path} is damaged: {part} {why}."
    " Every other session can be used as before; restore the database from a backup, or"
    " delete this session",
)
M_DAMAGED_REPLAY = QT_TRANSLATE_NOOP(
    "StoreError",
    "Session {session} ({title} of {date}) in the database {path} is damaged: its record"
    " {record} does not fit the evening ({reason}). Every other session can be used as"
    " before; restore the database from a backup, or delete this session",
)
M_DAMAGED_SESSION_REPLAY = QT_TRANSLATE_NOOP(
    "StoreError",
    "Session {session} ({title} of {date}) in the database {path} is damaged: it cannot be"
    " read ({reason}). Every other session can be used as before; restore the database from"
    " a backup, or delete this session",
)
# What of a session's own row is damaged ("{part} {why}").
PART_GAME = QT_TRANSLATE_NOOP("StoreError", "its game")
PART_TITLE = QT_TRANSLATE_NOOP("StoreError", "its title")
PART_DATE = QT_TRANSLATE_NOOP("StoreError", "its date")
PART_PLAYERS = QT_TRANSLATE_NOOP("StoreError", "its player list")
PART_DEALER = QT_TRANSLATE_NOOP("StoreError", "its first dealer")
PART_RULES = QT_TRANSLATE_NOOP("StoreError", "its rule set")
PART_ARCHIVED = QT_TRANSLATE_NOOP("StoreError", "its archive mark")
PART_VERSION = QT_TRANSLATE_NOOP("StoreError", "its version number")
PART_SEASON = QT_TRANSLATE_NOOP("StoreError", "its season")
PART_NIGHT = QT_TRANSLATE_NOOP("StoreError", "its club night")
PART_TABLE = QT_TRANSLATE_NOOP("StoreError", "its table number")
PART_ROUND = QT_TRANSLATE_NOOP("StoreError", "its round number")
PART_RECORDS = QT_TRANSLATE_NOOP("StoreError", "its list of records")
# Why one record is damaged ("its record 17 {why}"), besides stored.NOT_JSON and the like.
OUT_OF_ORDER = QT_TRANSLATE_NOOP("StoreError", "is out of order")
BAD_REVISION = QT_TRANSLATE_NOOP(
    "StoreError", "has a revision that is not a whole number of 1 or more"
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


M_BAD_NAME = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: a player's name must not be blank and may have at most 40 characters"
    " (got {name!r}); nothing was changed",
)
M_NAME_TAKEN = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the name {name} is already another player's ({other}); names are told"
    " apart without regard to capitals. Add an initial (e.g. {name} K.); nothing was changed",
)
M_NAME_CLASH = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: session {session} ({title}) has this player under two names; rename"
    " one of them in that session first; nothing was changed",
)
M_NO_PERSON = QT_TRANSLATE_NOOP("StoreError", "There is no player {person} in the database {path}")
M_NO_SEASON = QT_TRANSLATE_NOOP("StoreError", "There is no season {season} in the database {path}")
M_SEASON_TAKEN = QT_TRANSLATE_NOOP(
    "StoreError", "Could not {doing}: there is already a season named {name}; nothing was changed"
)
M_SEASON_DATES = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: a season runs from its first to its last day, each written YYYY-MM-DD"
    " (got {start} to {end}); nothing was changed",
)
M_NO_NIGHT = QT_TRANSLATE_NOOP(
    "StoreError", "There is no club night {night} in the database {path}"
)
M_NIGHT_CLOSED = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the club night {title} of {date} is closed; reopen it first; nothing"
    " was changed",
)
M_NIGHT_DATE = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the date must be written YYYY-MM-DD (got {date}); nothing was changed",
)

M_ROUND_TAKEN = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: round {round} of the club night {title} of {date} was drawn elsewhere"
    " (on another laptop) meanwhile; nothing was changed",
)
M_NIGHT_TABLES = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: a round needs at least one table, each numbered once from 1 up (got"
    " {tables}); nothing was changed",
)
M_NOT_A_TABLE = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: session {session} is not a table of the club night {title} of {date};"
    " nothing was changed",
)

MAX_KEY: Final = 100
"""The longest key of a change (``--key``), in characters."""
MAX_ANSWER: Final = 1000
"""A stored answer of a change is a few numbers; a longer one is damaged."""
M_BAD_KEY = QT_TRANSLATE_NOOP(
    "StoreError",
    "The key of a change (--key) must be 1 to {length} printable characters, without spaces"
    " at either end; nothing was changed",
)
M_KEY_TAKEN = QT_TRANSLATE_NOOP(
    "StoreError",
    "The key {key} was already used for another change; give every change a key of its own"
    " (nothing was changed)",
)
M_KEY_DAMAGED = QT_TRANSLATE_NOOP(
    "StoreError",
    "The answer stored with the key {key} is damaged; nothing was changed. Make the change"
    " with a new key after checking that it is not stored already",
)

LONGEST_NAME: Final = 40
"""As a session's player names (``schreiber.games.fields.as_players``)."""


@dataclass(frozen=True)
class SessionInfo:
    """One line of the session list.

    ``damaged`` says why the session's own row cannot be read (see
    :class:`DamagedSessionError`); such a line is still listed, with what could
    be read and the rest empty, so that every session can be told apart.
    """

    id: int
    game: str
    title: str
    date: str
    players: tuple[str, ...]
    deal_count: int
    archived: bool
    updated: str
    season_id: int | None = None
    night_id: int | None = None
    table_no: int | None = None
    round_no: int | None = None
    version: int = 0
    damaged: DamagedSessionError | None = field(default=None, compare=False)


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
    season_id: int | None = None
    night_id: int | None = None
    table_no: int | None = None
    round_no: int | None = None
    path: Path | str = field(default="", compare=False)
    """The database it was read from, as messages name it (:func:`replay_damage`)."""


@dataclass(frozen=True)
class Saved:
    """Where a write left a record: its id, 1-based number, revision, and the
    session's version after the write."""

    id: int
    number: int
    revision: int
    version: int
    repeated: bool = False
    """The change's key had been seen: this is the first answer, nothing new was written."""


@dataclass(frozen=True)
class Person:
    """A player of the roster: the same person in every session they sat in.

    ``name`` is what the sheet shows (unique in the database, without regard to
    capitals); ``full_name`` tells two Annas apart. ``sessions`` counts the
    sessions they sat in and ``last_played`` is the date of the latest.
    """

    id: int
    name: str
    full_name: str
    created: str
    archived: bool
    sessions: int = 0
    last_played: str | None = None


@dataclass(frozen=True)
class Season:
    """A season: its days (ISO dates, both included) and the club's settings:
    ``settings["ranking"]`` is ``Ranking.to_json()`` (``schreiber.club.league``),
    ``settings["money"]`` the money settings; other keys are kept as they are."""

    id: int
    name: str
    start: str
    end: str
    settings: dict[str, object]
    created: str


NIGHT_STATES: Final = ("open", "closed")


FINISHED: Final = "finished"
"""The key of a club night's settings that lists the ids of its tables marked finished."""


@dataclass(frozen=True)
class ClubNight:
    """A club night: who is present, the draw's seed, open or closed. Its tables
    are sessions with ``night_id`` set (:meth:`StoreCore.sessions_of_night`);
    ``version`` grows with each change of the night itself (a round added, a
    table marked finished, its settings, closed).

    ``settings`` is what the organiser chose for the night, kept with it so that
    every laptop sharing the database draws alike (the window's business: how
    later rounds are drawn, the rounds planned, the game and rules of the
    tables), and :data:`FINISHED`, the tables marked finished
    (:meth:`StoreCore.set_table_finished`).
    """

    id: int
    season_id: int
    date: str
    title: str
    present: tuple[str, ...]
    seed: int
    state: str
    version: int
    created: str
    settings: dict[str, object] = field(default_factory=dict)

    @property
    def closed(self) -> bool:
        return self.state == "closed"

    @property
    def finished_tables(self) -> frozenset[int]:
        """The ids of the table sessions marked finished."""
        marked = self.settings.get(FINISHED)
        if not isinstance(marked, list):
            return frozenset()
        return frozenset(n for n in marked if isinstance(n, int) and not isinstance(n, bool))


@dataclass(frozen=True)
class NightTable:
    """One table of a club night's round, stored with the night or the round in
    one transaction (:meth:`StoreCore.create_night`, :meth:`StoreCore.add_round`):
    its number and its session's fields, as :meth:`StoreCore.create_session` takes them."""

    table_no: int
    game: str
    title: str
    date: str
    players: Sequence[str]
    first_dealer: str
    rules: Mapping[str, object]
    deals: Sequence[Mapping[str, object]] = ()


@dataclass(frozen=True)
class EveningRow:
    """One session as the league reads it: where it belongs, its version, and the
    summary stored for exactly that version (None when missing or stale)."""

    session_id: int
    game: str
    title: str
    date: str
    season_id: int | None
    night_id: int | None
    table_no: int | None
    round_no: int | None
    version: int
    summary: dict[str, object] | None


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


@dataclass(frozen=True)
class _NewSession:
    """A new session's fields with its JSON made (before the write transaction)."""

    game: str
    title: str
    date: str
    players: tuple[str, ...]
    players_json: str
    first_dealer: str
    rules_json: str
    records: tuple[str, ...]

    @classmethod
    def of(
        cls,
        game: str,
        title: str,
        date: str,
        players: Sequence[str],
        first_dealer: str,
        rules: Mapping[str, object],
        deals: Sequence[Mapping[str, object]] = (),
    ) -> _NewSession:
        return cls(
            game=game,
            title=title,
            date=date,
            players=tuple(players),
            players_json=_to_json(list(players), QT_TRANSLATE_NOOP("StoreError", "player list")),
            first_dealer=first_dealer,
            rules_json=_to_json(dict(rules), QT_TRANSLATE_NOOP("StoreError", "rule set")),
            records=tuple(
                _to_json(dict(deal), QT_TRANSLATE_NOOP("StoreError", "deal record"))
                for deal in deals
            ),
        )


InsertId = Callable[["Conn", str, Sequence[object]], int]
"""Runs an INSERT of one row and returns the id the database gave it."""


def _iso_date(text: object) -> datetime.date | None:
    if not isinstance(text, str):
        return None
    try:
        parsed = datetime.date.fromisoformat(text)
    except ValueError:
        return None
    return parsed if parsed.isoformat() == text else None


def _json_names(text: object) -> list[str]:
    """The names of a JSON list of names; none when it is anything else."""
    try:
        value = stored.json_value(text, MAX_LIST_CHARS)
    except UnreadableError:
        return []
    if not isinstance(value, list):
        return []
    return [name for name in value if isinstance(name, str) and len(name) <= MAX_TEXT_CHARS]


def _seating_names(text: object) -> list[str]:
    """The players of a stored change of seating (none for any other record)."""
    if not isinstance(text, str) or '"seating"' not in text:
        return []
    try:
        value = stored.json_value(text, MAX_RECORD_CHARS)
    except UnreadableError:
        return []
    return list(seating_names(value))


T = TypeVar("T")

MAX_NAME_CHARS: Final = 1000
"""The longest roster name read (the app writes at most :data:`LONGEST_NAME`; older
databases may hold longer ones)."""

_LAST_STAMP: Final = "9000"
"""Stamps from here on are taken for a damaged value, not for the latest change."""

SHOWN_CHARS: Final = 60
"""The most of a stored title a message shows."""


def _shown(value: object) -> str:
    """A stored title or date as a message names it: "?" when it is no text, "–"
    when empty, cut short when long."""
    if not isinstance(value, str) or isinstance(value, stored.Undecodable):
        return "?"
    if not value.strip():
        return "–"
    return value if len(value) <= SHOWN_CHARS else value[: SHOWN_CHARS - 1] + "…"


class _Reader:
    """One session's stored values, each checked as it is read (:mod:`schreiber.store.stored`);
    a value that fails raises :class:`DamagedSessionError` naming the session (with
    its title and date, as far as they can be read) and the part or record at fault."""

    def __init__(self, path: Path | str, session_id: int, title: object, date: object) -> None:
        self.session_id = session_id
        self.title, self.date, self.path = _shown(title), _shown(date), path

    def value(self, part: str, check: Callable[[object], T], value: object) -> T:
        """``check(value)``, or the session damaged in its ``part`` (a phrase)."""
        try:
            return check(value)
        except UnreadableError as error:
            raise self.damaged(part, error.why) from None

    def record(self, record: int, check: Callable[[object], T], value: object) -> T:
        """``check(value)`` of a value of record ``record``, or the session damaged there."""
        try:
            return check(value)
        except UnreadableError as error:
            raise self.damaged_record(record, error.why) from None

    def damaged(self, part: str, why: str) -> DamagedSessionError:
        return DamagedSessionError(
            M_DAMAGED_VALUE,
            session=self.session_id,
            title=self.title,
            date=self.date,
            path=self.path,
            part=Phrase(part),
            why=Phrase(why),
        )

    def damaged_record(self, record: int, why: str) -> DamagedSessionError:
        return DamagedSessionError(
            M_DAMAGED_RECORD,
            session=self.session_id,
            record=record,
            title=self.title,
            date=self.date,
            path=self.path,
            why=Phrase(why),
        )


def _lenient(check: Callable[[object], T], value: object, default: T) -> T:
    """``check(value)``, or ``default`` where it is unreadable."""
    try:
        return check(value)
    except UnreadableError:
        return default


def _optional_id(value: object) -> int | None:
    return stored.optional_integer(value, 1)


def _record_json(value: object) -> dict[str, object]:
    return stored.json_object(value, MAX_RECORD_CHARS)


def _rules_json(value: object) -> dict[str, object]:
    return stored.json_object(value, MAX_RULES_CHARS)


def _summary_json(value: object) -> dict[str, object] | None:
    return None if value is None else stored.json_object(value, MAX_SUMMARY_CHARS)


def _revision(value: object) -> int:
    try:
        return stored.integer(value, 1)
    except UnreadableError:
        raise UnreadableError(BAD_REVISION) from None


def replay_damage(data: SessionData, error: RecordError) -> DamagedSessionError:
    """A stored session that does not replay (``error``, from the game's parser or
    replay) as damaged: naming the record at fault by its id when the error is in
    one (``deals[7].re`` is record ``data.deal_ids[7]``, its field ``deal.re``)."""
    title, date = _shown(data.title), _shown(data.date)
    match = _DEAL_FIELD.match(error.field)
    if match is not None and int(match[1]) < len(data.deal_ids):
        within = RecordError("deal" + error.field[match.end() :], error.template, **error.params)
        return DamagedSessionError(
            M_DAMAGED_REPLAY,
            session=data.id,
            record=data.deal_ids[int(match[1])],
            title=title,
            date=date,
            path=data.path,
            reason=within,
        )
    return DamagedSessionError(
        M_DAMAGED_SESSION_REPLAY,
        session=data.id,
        title=title,
        date=date,
        path=data.path,
        reason=error,
    )


_DEAL_FIELD: Final = re.compile(r"deals\[(\d{1,9})\]")


def person_for(conn: Conn, insert_id: InsertId, name: str, stamp: str) -> int:
    """The person called ``name`` (without regard to capitals), made if new."""
    key = name_key(name)
    row = conn.execute("SELECT id FROM people WHERE name_key = ?", (key,)).fetchone()
    if row is not None:
        return int(row[0])
    # full_name and archived take their defaults: a table's login may add a
    # newcomer by name only (schreiber.store.roles).
    return insert_id(
        conn,
        "INSERT INTO people (name, name_key, created) VALUES (?, ?, ?)",
        (name.strip(), key, stamp),
    )


def link_names(
    conn: Conn, insert_id: InsertId, session_id: int, names: Iterable[str], stamp: str
) -> None:
    """Link the session's players ``names`` to people (made for new names)."""
    wanted = [name for name in dict.fromkeys(names) if name.strip()]
    if not wanted:
        return
    linked = {
        str(row[0])
        for row in conn.execute(
            "SELECT name FROM session_people WHERE session_id = ?", (session_id,)
        ).fetchall()
    }
    for name in wanted:
        if name in linked:
            continue
        person = person_for(conn, insert_id, name, stamp)
        conn.execute(
            "INSERT INTO session_people (session_id, name, person_id) VALUES (?, ?, ?)",
            (session_id, name, person),
        )


def season_for(conn: Conn, insert_id: InsertId, date: str, stamp: str) -> int | None:
    """The season of a session on ``date``: the latest-starting season whose days
    hold it, else the calendar year's, named by the year (made on demand).
    None for a date that is not one (the store does not check sessions)."""
    row = conn.execute(
        "SELECT id FROM seasons WHERE start_date <= ? AND end_date >= ?"
        " ORDER BY start_date DESC, id DESC LIMIT 1",
        (date, date),
    ).fetchone()
    if row is not None:
        return int(row[0])
    day = _iso_date(date)
    if day is None:
        return None
    year = f"{day.year:04d}"
    row = conn.execute("SELECT id FROM seasons WHERE name = ?", (year,)).fetchone()
    if row is not None:
        return int(row[0])
    # settings takes its default ('{}'): a table's login may make a calendar
    # year's season only, and nothing else of seasons (schreiber.store.roles).
    return insert_id(
        conn,
        "INSERT INTO seasons (name, start_date, end_date, created) VALUES (?, ?, ?, ?)",
        (year, f"{year}-01-01", f"{year}-12-31", stamp),
    )


def migrate_club_data(conn: Conn, insert_id: InsertId) -> None:
    """Fill the roster and the seasons for the sessions already stored (schema
    step to SQLite version 3, PostgreSQL version 2), inside the upgrade's transaction.

    Every name that sat (each session's players and the players of its changes of
    seating) is matched by name within the database, without regard to capitals:
    one person per distinct name, called as first seen. Each session goes into
    its calendar year's season.
    """
    stamp = _now()
    sessions = conn.execute("SELECT id, date, players FROM sessions ORDER BY id").fetchall()
    for session_id, date, players in sessions:
        names = _json_names(players)
        for (text,) in conn.execute(
            "SELECT record FROM deals WHERE session_id = ? ORDER BY position", (session_id,)
        ).fetchall():
            names += _seating_names(text)
        link_names(conn, insert_id, int(session_id), names, stamp)
        season = season_for(conn, insert_id, str(date), stamp)
        if season is not None:
            conn.execute("UPDATE sessions SET season_id = ? WHERE id = ?", (season, session_id))


def is_change_key(key: str) -> bool:
    """Whether ``key`` can be a change's key: 1 to :data:`MAX_KEY` printable
    characters, without spaces at either end."""
    return 1 <= len(key) <= MAX_KEY and key.isprintable() and key.strip() == key


def _answer(saved: Saved) -> dict[str, int]:
    return {
        "id": saved.id,
        "number": saved.number,
        "revision": saved.revision,
        "version": saved.version,
    }


def _saved(answer: Mapping[str, int]) -> Saved:
    """The first answer of a change made again with its key."""
    try:
        return Saved(
            answer["id"], answer["number"], answer["revision"], answer["version"], repeated=True
        )
    except KeyError:
        raise StoreError(M_KEY_DAMAGED, key="") from None


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

    def _write(self, doing: str, key: str | None = None) -> AbstractContextManager[Conn]:
        """One write transaction holding the write lock. ``key``: the change's key
        (:meth:`_seen`, :meth:`_remember`), by which an engine whose connection broke
        while committing finds out whether the change landed before it answers."""
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

    def _refuse_closed(self, conn: Conn, session_id: int, doing: str) -> None:
        """Refuse a change to a table of a closed club night, inside the write
        transaction, so that a night closed on another laptop a moment ago counts.
        (On a club's server a trigger refuses it too, for every client.)"""
        row = conn.execute(
            "SELECT n.title, n.date FROM sessions AS s JOIN club_nights AS n ON n.id = s.night_id"
            " WHERE s.id = ? AND n.state = 'closed'",
            (session_id,),
        ).fetchone()
        if row is not None:
            raise NotPermittedError(
                M_SESSION_CLOSED, doing=Phrase(doing), title=str(row[0]), date=str(row[1])
            )

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
        *,
        season_id: int | None = None,
        night_id: int | None = None,
        table_no: int | None = None,
        round_no: int | None = None,
        key: str | None = None,
    ) -> int:
        """Store a new session (with any deals, e.g. from an import) in one transaction.

        Its players (and those of its changes of seating) are linked to people,
        made for new names, in the same transaction. It belongs to ``season_id``,
        else to its club night's season, else to the season of its date (the
        calendar year's, made on demand: :func:`season_for`). With ``night_id`` it
        is table ``table_no`` of round ``round_no`` of that club night, which must
        be open. ``key`` as for :meth:`add_deal`.
        """
        new = _NewSession.of(game, title, date, players, first_dealer, rules, deals)
        doing = QT_TRANSLATE_NOOP("StoreError", "create the session")
        self._require(Right.SESSIONS if night_id is None else Right.NIGHTS, doing)
        change = "create"
        with self._write(doing, self._checked_key(key)) as conn:
            if (seen := self._seen(conn, key, change)) is not None:
                return seen["id"]
            if night_id is not None:
                night = self._open_night(conn, night_id, doing)
                if season_id is None:
                    season_id = night.season_id
                conn.execute(
                    "UPDATE club_nights SET version = version + 1 WHERE id = ?", (night_id,)
                )
            if season_id is None:
                season_id = season_for(conn, self._insert_id, date, _now())
            else:
                self._require_season(conn, season_id)
            session_id = self._insert_session(conn, new, season_id, night_id, table_no, round_no)
            self._remember(conn, key, change, id=session_id)
        return session_id

    def _insert_session(
        self,
        conn: Conn,
        new: _NewSession,
        season_id: int | None,
        night_id: int | None,
        table_no: int | None,
        round_no: int | None,
    ) -> int:
        """Insert a session with its deals, its players linked to people (made for
        new names); inside the caller's transaction."""
        stamp = self._next_stamp(conn)
        # A session of no club night leaves the night's columns out: a table's
        # login may insert sessions, not tables of a night (schreiber.store.roles).
        night = (night_id, table_no, round_no) if night_id is not None else ()
        session_id = self._insert_id(
            conn,
            "INSERT INTO sessions (game, title, date, players, first_dealer, rules,"
            " archived, created, updated, season_id"
            + (", night_id, table_no, round_no" if night else "")
            + ") VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?"
            + (", ?, ?, ?" if night else "")
            + ")",
            (
                new.game,
                new.title,
                new.date,
                new.players_json,
                new.first_dealer,
                new.rules_json,
                stamp,
                stamp,
                season_id,
                *night,
            ),
        )
        conn.executemany(
            "INSERT INTO deals (session_id, position, revision, record) VALUES (?, ?, 1, ?)",
            [(session_id, position, record) for position, record in enumerate(new.records)],
        )
        names = list(new.players)
        for record in new.records:
            names += _seating_names(record)
        link_names(conn, self._insert_id, session_id, names, stamp)
        return session_id

    def list_sessions(self, include_archived: bool = False) -> list[SessionInfo]:
        """The sessions, most recently changed first."""
        with self._read(QT_TRANSLATE_NOOP("StoreError", "list the sessions")) as conn:
            return self._infos(
                conn,
                "? = 1 OR s.archived = 0",
                (1 if include_archived else 0,),
                "s.updated DESC, s.id DESC",
            )

    def _infos(
        self, conn: Conn, where: str, parameters: Sequence[object], order: str
    ) -> list[SessionInfo]:
        rows = conn.execute(
            f"SELECT s.id, {head('s.game', MAX_TEXT_CHARS)}, {head('s.title', MAX_TEXT_CHARS)},"
            f" {head('s.date', MAX_TEXT_CHARS)}, {head('s.players', MAX_LIST_CHARS)}, s.archived,"
            f" {head('s.updated', MAX_TEXT_CHARS)},"
            " (SELECT COUNT(*) FROM deals AS d WHERE d.session_id = s.id),"
            " s.season_id, s.night_id, s.table_no, s.round_no, s.version"
            f" FROM sessions AS s WHERE {where} ORDER BY {order}",
            tuple(parameters),
        ).fetchall()
        return [self._info(row) for row in rows]

    def _info(self, row: Sequence[Any]) -> SessionInfo:
        """One line of the session list, every value checked; a damaged session is
        listed too, with what of it can be read and ``damaged`` saying why."""
        session_id = int(row[0])
        reader = _Reader(self.path, session_id, row[2], row[3])
        try:
            return SessionInfo(
                id=session_id,
                game=reader.value(PART_GAME, stored.text, row[1]),
                title=reader.value(PART_TITLE, stored.text, row[2]),
                date=reader.value(PART_DATE, stored.text, row[3]),
                players=tuple(reader.value(PART_PLAYERS, stored.json_names, row[4])),
                deal_count=int(row[7]),
                archived=reader.value(PART_ARCHIVED, stored.flag, row[5]),
                updated=row[6] if isinstance(row[6], str) else "",
                season_id=reader.value(PART_SEASON, _optional_id, row[8]),
                night_id=reader.value(PART_NIGHT, _optional_id, row[9]),
                table_no=reader.value(PART_TABLE, _optional_id, row[10]),
                round_no=reader.value(PART_ROUND, _optional_id, row[11]),
                version=reader.value(PART_VERSION, stored.integer, row[12]),
            )
        except DamagedSessionError as error:
            return SessionInfo(
                id=session_id,
                game=_lenient(stored.text, row[1], ""),
                title=_lenient(stored.text, row[2], ""),
                date=_lenient(stored.text, row[3], ""),
                players=tuple(_lenient(stored.json_names, row[4], [])),
                deal_count=int(row[7]),
                archived=_lenient(stored.flag, row[5], False),
                updated=row[6] if isinstance(row[6], str) else "",
                season_id=_lenient(_optional_id, row[8], None),
                night_id=_lenient(_optional_id, row[9], None),
                table_no=_lenient(_optional_id, row[10], None),
                round_no=_lenient(_optional_id, row[11], None),
                version=_lenient(stored.integer, row[12], 0),
                damaged=error,
            )

    def load_session(self, session_id: int) -> SessionData:
        """The whole session; :class:`StoreError` if there is none with this id."""
        with self._read(QT_TRANSLATE_NOOP("StoreError", "load the session")) as conn:
            return self._load(conn, session_id)

    def _load(self, conn: Conn, session_id: int) -> SessionData:
        """The session with every stored value checked (:mod:`schreiber.store.stored`);
        :class:`DamagedSessionError` names the session and the record or value at
        fault. No more than a limit's worth of any text is fetched."""
        row = conn.execute(
            f"SELECT {head('game', MAX_TEXT_CHARS)}, {head('title', MAX_TEXT_CHARS)},"
            f" {head('date', MAX_TEXT_CHARS)}, {head('players', MAX_LIST_CHARS)},"
            f" {head('first_dealer', MAX_TEXT_CHARS)}, {head('rules', MAX_RULES_CHARS)},"
            " archived, version, season_id, night_id, table_no, round_no"
            " FROM sessions WHERE id = ?",
            (session_id,),
        ).fetchone()
        if row is None:
            raise StoreError(M_NO_SESSION, session=session_id, path=self.path)
        reader = _Reader(self.path, session_id, row[1], row[2])
        game = reader.value(PART_GAME, stored.text, row[0])
        title = reader.value(PART_TITLE, stored.text, row[1])
        date = reader.value(PART_DATE, stored.text, row[2])
        players = tuple(reader.value(PART_PLAYERS, stored.json_names, row[3]))
        first_dealer = reader.value(PART_DEALER, stored.text, row[4])
        rules = reader.value(PART_RULES, _rules_json, row[5])
        archived = reader.value(PART_ARCHIVED, stored.flag, row[6])
        version = reader.value(PART_VERSION, stored.integer, row[7])
        season_id = reader.value(PART_SEASON, _optional_id, row[8])
        night_id = reader.value(PART_NIGHT, _optional_id, row[9])
        table_no = reader.value(PART_TABLE, _optional_id, row[10])
        round_no = reader.value(PART_ROUND, _optional_id, row[11])
        records = conn.execute(
            f"SELECT position, id, revision, {head('record', MAX_RECORD_CHARS)} FROM deals"
            " WHERE session_id = ? ORDER BY position, id",
            (session_id,),
        ).fetchall()
        deals: list[dict[str, object]] = []
        ids: list[int] = []
        revisions: list[int] = []
        size = 0
        for expected, (position, deal_id, revision, text) in enumerate(records):
            record = int(deal_id)
            if type(position) is not int or position != expected:
                raise reader.damaged_record(record, OUT_OF_ORDER)
            revisions.append(reader.record(record, _revision, revision))
            deals.append(reader.record(record, _record_json, text))
            ids.append(record)
            size += len(text)
            if size > MAX_SESSION_CHARS:
                raise reader.damaged(PART_RECORDS, stored.TOO_LARGE)
        return SessionData(
            id=session_id,
            game=game,
            title=title,
            date=date,
            players=players,
            first_dealer=first_dealer,
            rules=rules,
            deals=tuple(deals),
            archived=archived,
            deal_ids=tuple(ids),
            revisions=tuple(revisions),
            version=version,
            season_id=season_id,
            night_id=night_id,
            table_no=table_no,
            round_no=round_no,
            path=self.path,
        )

    def rename_session(self, session_id: int, title: str) -> None:
        doing = QT_TRANSLATE_NOOP("StoreError", "rename the session")
        self._require(Right.SESSIONS, doing)
        with self._write(doing) as conn:
            self._require_session(conn, session_id)
            self._refuse_closed(conn, session_id, doing)
            conn.execute("UPDATE sessions SET title = ? WHERE id = ?", (title, session_id))
            self._touch(conn, session_id)

    def archive_session(self, session_id: int, archived: bool = True) -> None:
        archiving = QT_TRANSLATE_NOOP("StoreError", "archive the session")
        unarchiving = QT_TRANSLATE_NOOP("StoreError", "unarchive the session")
        doing = archiving if archived else unarchiving
        self._require(Right.SESSIONS, doing)
        with self._write(doing) as conn:
            self._require_session(conn, session_id)
            self._refuse_closed(conn, session_id, doing)
            conn.execute(
                "UPDATE sessions SET archived = ? WHERE id = ?", (int(archived), session_id)
            )
            self._touch(conn, session_id)

    def delete_session(self, session_id: int) -> None:
        """Delete the session with its deals and undo history (not undoable)."""
        doing = QT_TRANSLATE_NOOP("StoreError", "delete the session")
        self._require(Right.DELETE_SESSIONS, doing)
        with self._write(doing) as conn:
            self._require_session(conn, session_id)
            self._refuse_closed(conn, session_id, doing)
            conn.execute("DELETE FROM sessions WHERE id = ?", (session_id,))

    def last_session_id(self) -> int | None:
        """The most recently changed session that is not archived, if any."""
        with self._read(QT_TRANSLATE_NOOP("StoreError", "find the last session")) as conn:
            row = conn.execute(
                "SELECT id FROM sessions WHERE archived = 0 ORDER BY updated DESC, id DESC LIMIT 1"
            ).fetchone()
        return None if row is None else int(row[0])

    # ---------------------------------------------------------------- the roster

    def _link_seating(self, conn: Conn, session_id: int, text: str | None) -> None:
        """A change of seating written into the session links its newcomers to people."""
        names = _seating_names(text)
        if names:
            link_names(conn, self._insert_id, session_id, names, _now())

    @staticmethod
    def _checked_name(name: str, doing: str) -> str:
        cleaned = name.strip()
        if not cleaned or len(cleaned) > LONGEST_NAME:
            raise StoreError(M_BAD_NAME, doing=Phrase(doing), name=name)
        return cleaned

    def people(self, include_archived: bool = False) -> list[Person]:
        """The roster, by name (without regard to capitals), each with the number of
        sessions they sat in and the date of the latest."""
        with self._read(QT_TRANSLATE_NOOP("StoreError", "read the players")) as conn:
            rows = conn.execute(
                "SELECT p.id, p.name, p.full_name, p.created, p.archived, p.name_key,"
                " COUNT(DISTINCT sp.session_id), MAX(s.date)"
                " FROM people AS p"
                " LEFT JOIN session_people AS sp ON sp.person_id = p.id"
                " LEFT JOIN sessions AS s ON s.id = sp.session_id"
                " WHERE ? = 1 OR p.archived = 0"
                " GROUP BY p.id, p.name, p.full_name, p.created, p.archived, p.name_key",
                (1 if include_archived else 0,),
            ).fetchall()
        rows.sort(key=lambda row: (str(row[5]), int(row[0])))
        return [
            Person(
                id=int(row[0]),
                name=str(row[1]),
                full_name=_lenient(stored.text, row[2], ""),
                created=_lenient(stored.text, row[3], ""),
                archived=_lenient(stored.flag, row[4], False),
                sessions=int(row[6]),
                last_played=_lenient(stored.text, row[7], None),
            )
            for row in rows
            # A name that is no name (written by hand or by another program) is
            # left out of the roster; the sessions keep the names they have.
            if _lenient(stored.text, row[1], "") and len(row[1]) <= MAX_NAME_CHARS
        ]

    def person(self, person_id: int) -> Person:
        """One player of the roster; :class:`StoreError` if there is none with this id."""
        for found in self.people(include_archived=True):
            if found.id == person_id:
                return found
        raise StoreError(M_NO_PERSON, person=person_id, path=self.path)

    def add_person(self, name: str, full_name: str = "") -> int:
        """Add a player to the roster; :class:`ConflictError` if the name is taken."""
        doing = QT_TRANSLATE_NOOP("StoreError", "add the player")
        self._require(Right.ROSTER, doing)
        cleaned = self._checked_name(name, doing)
        with self._write(doing) as conn:
            self._refuse_taken(conn, cleaned, None, doing)
            return self._insert_id(
                conn,
                "INSERT INTO people (name, name_key, full_name, archived, created)"
                " VALUES (?, ?, ?, 0, ?)",
                (cleaned, name_key(cleaned), full_name.strip(), _now()),
            )

    def _refuse_taken(self, conn: Conn, name: str, person_id: int | None, doing: str) -> None:
        row = conn.execute(
            "SELECT id, name FROM people WHERE name_key = ?", (name_key(name),)
        ).fetchone()
        if row is not None and int(row[0]) != person_id:
            raise ConflictError(M_NAME_TAKEN, doing=Phrase(doing), name=name, other=str(row[1]))

    def _require_person(self, conn: Conn, person_id: int) -> str:
        row = conn.execute("SELECT name FROM people WHERE id = ?", (person_id,)).fetchone()
        if row is None:
            raise StoreError(M_NO_PERSON, person=person_id, path=self.path)
        return str(row[0])

    def set_full_name(self, person_id: int, full_name: str) -> None:
        doing = QT_TRANSLATE_NOOP("StoreError", "save the player")
        self._require(Right.ROSTER, doing)
        with self._write(doing) as conn:
            self._require_person(conn, person_id)
            conn.execute(
                "UPDATE people SET full_name = ? WHERE id = ?", (full_name.strip(), person_id)
            )

    def archive_person(self, person_id: int, archived: bool = True) -> None:
        """Leave a player out of the roster's list (or bring them back); their
        sessions keep them."""
        doing = QT_TRANSLATE_NOOP("StoreError", "save the player")
        self._require(Right.ROSTER, doing)
        with self._write(doing) as conn:
            self._require_person(conn, person_id)
            conn.execute("UPDATE people SET archived = ? WHERE id = ?", (int(archived), person_id))

    def session_people(self, session_id: int) -> dict[str, int]:
        """Each name that sat in the session, with the id of the person it is."""
        with self._read(QT_TRANSLATE_NOOP("StoreError", "read the players")) as conn:
            self._require_session(conn, session_id)
            rows = conn.execute(
                "SELECT name, person_id FROM session_people WHERE session_id = ?", (session_id,)
            ).fetchall()
        return {
            name: person
            for name, person in rows
            if _lenient(stored.text, name, "") and type(person) is int
        }

    def last_players(self) -> tuple[str, ...]:
        """The players of the session started last ("same players as last time"),
        in their seating order; none before the first session."""
        with self._read(QT_TRANSLATE_NOOP("StoreError", "find the last session")) as conn:
            row = conn.execute(
                f"SELECT id, {head('players', MAX_LIST_CHARS)} FROM sessions WHERE archived = 0"
                " ORDER BY created DESC, id DESC LIMIT 1"
            ).fetchone()
        # A damaged list offers no one (opening that session says it is damaged).
        return () if row is None else tuple(_lenient(stored.json_names, row[1], []))

    def rename_person(self, person_id: int, name: str) -> None:
        """Rename a player everywhere, in one transaction: the roster, every session
        they sat in (players, first dealer, every record naming them, and the undo
        history, so undo goes on working). Each record changed gets a new revision
        and each session a new version, so open windows show the new name.
        :class:`ConflictError` when another player has the name already."""
        doing = QT_TRANSLATE_NOOP("StoreError", "rename the player")
        self._require(Right.ROSTER, doing)
        new = self._checked_name(name, doing)
        with self._write(doing) as conn:
            self._require_person(conn, person_id)
            self._refuse_taken(conn, new, person_id, doing)
            # A closed night's tables refuse every change, on a club's server also
            # by a trigger (schreiber.store.roles): the organiser's rename reopens those
            # nights inside this transaction only, and closes them before it commits.
            closed = [
                (int(row[0]),)
                for row in conn.execute(
                    "SELECT DISTINCT s.night_id FROM session_people AS sp"
                    " JOIN sessions AS s ON s.id = sp.session_id"
                    " JOIN club_nights AS n ON n.id = s.night_id"
                    " WHERE sp.person_id = ? AND n.state = 'closed'",
                    (person_id,),
                ).fetchall()
            ]
            conn.executemany("UPDATE club_nights SET state = 'open' WHERE id = ?", closed)
            links = conn.execute(
                "SELECT session_id, name FROM session_people WHERE person_id = ?"
                " ORDER BY session_id",
                (person_id,),
            ).fetchall()
            seen: set[int] = set()
            for session_id, old in links:
                if int(session_id) in seen:
                    title = conn.execute(
                        "SELECT title FROM sessions WHERE id = ?", (session_id,)
                    ).fetchone()[0]
                    raise StoreError(
                        M_NAME_CLASH, doing=Phrase(doing), session=session_id, title=title
                    )
                seen.add(int(session_id))
                if str(old) != new:
                    self._rename_in_session(conn, int(session_id), str(old), new, doing)
            conn.execute("UPDATE session_people SET name = ? WHERE person_id = ?", (new, person_id))
            conn.execute(
                "UPDATE people SET name = ?, name_key = ? WHERE id = ?",
                (new, name_key(new), person_id),
            )
            conn.executemany("UPDATE club_nights SET state = 'closed' WHERE id = ?", closed)

    def _rename_in_session(
        self, conn: Conn, session_id: int, old: str, new: str, doing: str
    ) -> None:
        row = conn.execute(
            f"SELECT game, {head('title', MAX_TEXT_CHARS)}, {head('players', MAX_LIST_CHARS)},"
            f" first_dealer, version, {head('date', MAX_TEXT_CHARS)} FROM sessions WHERE id = ?",
            (session_id,),
        ).fetchone()
        game, title, players_text, dealer, version, date = row
        reader = _Reader(self.path, session_id, title, date)
        players = list(reader.value(PART_PLAYERS, stored.json_names, players_text))
        version = reader.value(PART_VERSION, stored.integer, version)
        named = conn.execute(
            "SELECT 1 FROM session_people WHERE session_id = ? AND name = ?", (session_id, new)
        ).fetchone()
        if new in players or named is not None:
            raise StoreError(M_NAME_CLASH, doing=Phrase(doing), session=session_id, title=title)
        what = QT_TRANSLATE_NOOP("StoreError", "deal record")
        for deal_id, revision, text in conn.execute(
            "SELECT id, revision, record FROM deals WHERE session_id = ?", (session_id,)
        ).fetchall():
            changed = self._renamed_text(str(game), text, old, new, what)
            if changed is None:
                continue
            revision = reader.record(int(deal_id), _revision, revision)
            conn.execute(
                "UPDATE deals SET record = ?, revision = ? WHERE id = ?",
                (changed, revision + 1, deal_id),
            )
            # Undo entries that start from this revision start from the new one.
            conn.execute(
                "UPDATE undo_log SET expect = ? WHERE session_id = ? AND deal_id = ?"
                " AND expect = ?",
                (revision + 1, session_id, deal_id, revision),
            )
        for entry_id, before, after in conn.execute(
            "SELECT id, before, after FROM undo_log WHERE session_id = ? AND kind <> 'set_rules'",
            (session_id,),
        ).fetchall():
            new_before = self._renamed_text(str(game), before, old, new, what)
            new_after = self._renamed_text(str(game), after, old, new, what)
            if new_before is not None or new_after is not None:
                conn.execute(
                    "UPDATE undo_log SET before = ?, after = ? WHERE id = ?",
                    (new_before or before, new_after or after, entry_id),
                )
        summary = conn.execute(
            "SELECT version, summary FROM session_summaries WHERE session_id = ?", (session_id,)
        ).fetchone()
        if summary is not None and _lenient(stored.integer, summary[0], None) == version:
            renamed = self._renamed_summary(summary[1], old, new)
            if renamed is not None:
                conn.execute(
                    "UPDATE session_summaries SET version = ?, summary = ? WHERE session_id = ?",
                    (version + 1, renamed, session_id),
                )
        players_json = _to_json(
            rename_in_players(players, old, new), QT_TRANSLATE_NOOP("StoreError", "player list")
        )
        conn.execute(
            "UPDATE sessions SET players = ?, first_dealer = ?, version = version + 1 WHERE id = ?",
            (players_json, new if dealer == old else dealer, session_id),
        )

    @staticmethod
    def _renamed_text(game: str, text: object, old: str, new: str, what: str) -> str | None:
        """A stored record with ``old`` called ``new``; None when it does not name them."""
        if not isinstance(text, str):
            return None
        written = (old, json.dumps(old)[1:-1], json.dumps(old, ensure_ascii=False)[1:-1])
        if not any(form in text for form in written):  # quick: most records do not name them
            return None
        try:
            record = stored.json_object(text, MAX_RECORD_CHARS)
        except UnreadableError:
            return None  # a damaged record stays as it is (and says so when read)
        changed = rename_in_record(game, record, old, new)
        return None if changed is None else _to_json(changed, what)

    @staticmethod
    def _renamed_summary(text: object, old: str, new: str) -> str | None:
        """A summary (see :meth:`put_summaries`) with player ``old`` called ``new``."""
        try:
            value = stored.json_value(text, MAX_SUMMARY_CHARS)
        except UnreadableError:
            return None
        players = value.get("players") if isinstance(value, dict) else None
        if not isinstance(value, dict) or not isinstance(players, dict):
            return None
        value["players"] = {new if name == old else name: item for name, item in players.items()}
        order = value.get("order")
        if isinstance(order, list):
            value["order"] = rename_in_players(order, old, new)
        return _to_json(value, QT_TRANSLATE_NOOP("StoreError", "summary"))

    # ---------------------------------------------------------------- seasons

    def _require_season(self, conn: Conn, season_id: int) -> None:
        row = conn.execute("SELECT 1 FROM seasons WHERE id = ?", (season_id,)).fetchone()
        if row is None:
            raise StoreError(M_NO_SEASON, season=season_id, path=self.path)

    def seasons(self) -> list[Season]:
        """Every season, the earliest first."""
        with self._read(QT_TRANSLATE_NOOP("StoreError", "read the seasons")) as conn:
            rows = conn.execute(
                "SELECT id, name, start_date, end_date, settings, created FROM seasons"
                " ORDER BY start_date, id"
            ).fetchall()
        return [self._season(row) for row in rows]

    def season(self, season_id: int) -> Season:
        with self._read(QT_TRANSLATE_NOOP("StoreError", "read the seasons")) as conn:
            row = conn.execute(
                "SELECT id, name, start_date, end_date, settings, created FROM seasons"
                " WHERE id = ?",
                (season_id,),
            ).fetchone()
        if row is None:
            raise StoreError(M_NO_SEASON, season=season_id, path=self.path)
        return self._season(row)

    @staticmethod
    def _season(row: Any) -> Season:
        # Each value checked; one that is unreadable reads as unknown ("?", no settings).
        return Season(
            id=int(row[0]),
            name=_lenient(stored.text, row[1], "?"),
            start=_lenient(stored.text, row[2], "?"),
            end=_lenient(stored.text, row[3], "?"),
            settings=_lenient(_rules_json, row[4], {}),
            created=_lenient(stored.text, row[5], ""),
        )

    def create_season(
        self, name: str, start: str, end: str, settings: Mapping[str, object] | None = None
    ) -> int:
        """A new season from ``start`` to ``end`` (ISO dates, both included).

        New sessions on its days belong to it (the latest-starting season that
        holds the date); sessions already stored stay where they are."""
        doing = QT_TRANSLATE_NOOP("StoreError", "create the season")
        self._require(Right.SEASONS, doing)
        first, last = _iso_date(start), _iso_date(end)
        if first is None or last is None or last < first:
            raise StoreError(M_SEASON_DATES, doing=Phrase(doing), start=start, end=end)
        text = _to_json(dict(settings or {}), QT_TRANSLATE_NOOP("StoreError", "season settings"))
        cleaned = name.strip()
        with self._write(doing) as conn:
            if conn.execute("SELECT 1 FROM seasons WHERE name = ?", (cleaned,)).fetchone():
                raise ConflictError(M_SEASON_TAKEN, doing=Phrase(doing), name=cleaned)
            return self._insert_id(
                conn,
                "INSERT INTO seasons (name, start_date, end_date, settings, created)"
                " VALUES (?, ?, ?, ?, ?)",
                (cleaned, start, end, text, _now()),
            )

    def update_season_settings(self, season_id: int, settings: Mapping[str, object]) -> None:
        """Set the season's settings named in ``settings`` (``"ranking"``,
        ``"money"``, …), keeping the others as they are."""
        doing = QT_TRANSLATE_NOOP("StoreError", "save the season's settings")
        self._require(Right.SEASONS, doing)
        _to_json(dict(settings), QT_TRANSLATE_NOOP("StoreError", "season settings"))
        with self._write(doing) as conn:
            self._require_season(conn, season_id)
            (text,) = conn.execute(
                "SELECT settings FROM seasons WHERE id = ?", (season_id,)
            ).fetchone()
            current: dict[str, object] = _lenient(_rules_json, text, {})
            merged = {**current, **settings}
            conn.execute(
                "UPDATE seasons SET settings = ? WHERE id = ?",
                (_to_json(merged, QT_TRANSLATE_NOOP("StoreError", "season settings")), season_id),
            )

    def season_of_date(self, date: str) -> int:
        """The season a session on ``date`` goes into by default (made on demand)."""
        doing = QT_TRANSLATE_NOOP("StoreError", "create the season")
        if _iso_date(date) is None:
            raise StoreError(M_NIGHT_DATE, doing=Phrase(doing), date=date)
        with self._write(doing) as conn:
            season = season_for(conn, self._insert_id, date, _now())
        assert season is not None
        return season

    def sessions_of_season(self, season_id: int) -> list[SessionInfo]:
        """The season's sessions (archived ones too), by date, night, round and table."""
        with self._read(QT_TRANSLATE_NOOP("StoreError", "list the sessions")) as conn:
            self._require_season(conn, season_id)
            return self._infos(
                conn,
                "s.season_id = ?",
                (season_id,),
                "s.date, s.night_id, s.round_no, s.table_no, s.id",
            )

    def move_session(self, session_id: int, season_id: int) -> None:
        """Put a session into another season."""
        doing = QT_TRANSLATE_NOOP("StoreError", "move the session")
        self._require(Right.SEASONS, doing)
        with self._write(doing) as conn:
            self._require_session(conn, session_id)
            self._refuse_closed(conn, session_id, doing)
            self._require_season(conn, season_id)
            conn.execute("UPDATE sessions SET season_id = ? WHERE id = ?", (season_id, session_id))
            self._touch(conn, session_id)

    # ---------------------------------------------------------------- club nights

    def create_night(
        self,
        date: str,
        title: str,
        present: Sequence[str],
        seed: int,
        season_id: int | None = None,
        *,
        settings: Mapping[str, object] | None = None,
        tables: Sequence[NightTable] = (),
        check: Check | None = None,
    ) -> int:
        """A new, open club night of the players ``present`` (people made for new
        names), in ``season_id`` or the season of its date, with its ``settings``
        (see :class:`ClubNight`) and the sessions of round 1's ``tables`` — all in
        one transaction: a failure leaves nothing of it. ``check`` sees each table's
        session as stored, inside the transaction (see :class:`Candidate`); one
        that raises leaves nothing either. More tables come with :meth:`add_round`."""
        doing = QT_TRANSLATE_NOOP("StoreError", "create the club night")
        self._require(Right.NIGHTS, doing)
        if _iso_date(date) is None:
            raise StoreError(M_NIGHT_DATE, doing=Phrase(doing), date=date)
        present_json = _to_json(list(present), QT_TRANSLATE_NOOP("StoreError", "player list"))
        settings_json = _to_json(
            dict(settings or {}), QT_TRANSLATE_NOOP("StoreError", "club night's settings")
        )
        new_tables = self._new_tables(tables, doing, allow_none=True)
        with self._write(doing) as conn:
            stamp = _now()
            if season_id is None:
                season_id = season_for(conn, self._insert_id, date, stamp)
                assert season_id is not None  # the date is one
            else:
                self._require_season(conn, season_id)
            for name in present:
                if name.strip():
                    person_for(conn, self._insert_id, name, stamp)
            night_id = self._insert_id(
                conn,
                "INSERT INTO club_nights (season_id, date, title, present, seed, state, version,"
                " created, settings) VALUES (?, ?, ?, ?, ?, 'open', 0, ?, ?)",
                (season_id, date, title, present_json, seed, stamp, settings_json),
            )
            self._insert_tables(conn, season_id, night_id, 1, new_tables, check)
            return night_id

    def add_round(
        self,
        night_id: int,
        round_no: int,
        tables: Sequence[NightTable],
        *,
        check: Check | None = None,
    ) -> list[int]:
        """Store round ``round_no`` of the open club night: the sessions of its
        ``tables``, in one transaction; their ids, in the order given.

        A round that has tables already is refused as a :class:`ConflictError`
        (two laptops drawing the next round at once: the first one wins), and so
        is nothing of it stored. ``check`` as for :meth:`create_night`."""
        doing = QT_TRANSLATE_NOOP("StoreError", "store the next round")
        self._require(Right.NIGHTS, doing)
        new_tables = self._new_tables(tables, doing, allow_none=False)
        with self._write(doing) as conn:
            night = self._open_night(conn, night_id, doing)
            taken = conn.execute(
                "SELECT 1 FROM sessions WHERE night_id = ? AND round_no = ? LIMIT 1",
                (night_id, round_no),
            ).fetchone()
            if taken is not None:
                raise ConflictError(
                    M_ROUND_TAKEN,
                    doing=Phrase(doing),
                    round=round_no,
                    title=night.title,
                    date=night.date,
                )
            conn.execute("UPDATE club_nights SET version = version + 1 WHERE id = ?", (night_id,))
            return self._insert_tables(conn, night.season_id, night_id, round_no, new_tables, check)

    @staticmethod
    def _new_tables(
        tables: Sequence[NightTable], doing: str, *, allow_none: bool
    ) -> list[tuple[int, _NewSession]]:
        """The tables' sessions with their JSON made; :class:`StoreError` for no
        table (unless allowed) or a table number that is not 1 or more, or twice."""
        numbers = [table.table_no for table in tables]
        if (
            (not numbers and not allow_none)
            or len(set(numbers)) != len(numbers)
            or any(not isinstance(n, int) or isinstance(n, bool) or n < 1 for n in numbers)
        ):
            shown = ", ".join(str(n) for n in numbers) or "–"
            raise StoreError(M_NIGHT_TABLES, doing=Phrase(doing), tables=shown)
        return [
            (
                table.table_no,
                _NewSession.of(
                    table.game,
                    table.title,
                    table.date,
                    table.players,
                    table.first_dealer,
                    table.rules,
                    table.deals,
                ),
            )
            for table in tables
        ]

    def _insert_tables(
        self,
        conn: Conn,
        season_id: int,
        night_id: int,
        round_no: int,
        tables: Sequence[tuple[int, _NewSession]],
        check: Check | None,
    ) -> list[int]:
        ids = [
            self._insert_session(conn, new, season_id, night_id, table_no, round_no)
            for table_no, new in tables
        ]
        if check is not None:
            for session_id in ids:
                check(Candidate(self, conn, session_id, True, None))
        return ids

    def update_night_settings(self, night_id: int, settings: Mapping[str, object]) -> None:
        """Set the club night's settings named in ``settings``, keeping the others
        as they are (in one transaction, so two laptops setting different ones
        both keep theirs)."""
        doing = QT_TRANSLATE_NOOP("StoreError", "save the club night")
        self._require(Right.NIGHTS, doing)
        what = QT_TRANSLATE_NOOP("StoreError", "club night's settings")
        _to_json(dict(settings), what)
        with self._write(doing) as conn:
            current = self._night_row(conn, night_id).settings
            self._set_night_settings(conn, night_id, {**current, **settings}, what)

    def set_table_finished(self, night_id: int, session_id: int, finished: bool = True) -> None:
        """Mark a table of the open club night finished (the standing counts it
        so, whether its agreed end is reached or not), or no longer so."""
        doing = (
            QT_TRANSLATE_NOOP("StoreError", "mark the table finished")
            if finished
            else QT_TRANSLATE_NOOP("StoreError", "mark the table not finished")
        )
        self._require(Right.FINISH_TABLES, doing)
        with self._write(doing) as conn:
            night = self._open_night(conn, night_id, doing)
            row = conn.execute(
                "SELECT night_id FROM sessions WHERE id = ?", (session_id,)
            ).fetchone()
            if row is None:
                raise StoreError(M_NO_SESSION, session=session_id, path=self.path)
            if row[0] is None or int(row[0]) != night_id:
                raise StoreError(
                    M_NOT_A_TABLE,
                    doing=Phrase(doing),
                    session=session_id,
                    title=night.title,
                    date=night.date,
                )
            marked = set(night.finished_tables)
            if finished:
                marked.add(session_id)
            else:
                marked.discard(session_id)
            settings = {**night.settings, FINISHED: sorted(marked)}
            what = QT_TRANSLATE_NOOP("StoreError", "club night's settings")
            self._set_night_settings(conn, night_id, settings, what)

    @staticmethod
    def _set_night_settings(
        conn: Conn, night_id: int, settings: Mapping[str, object], what: str
    ) -> None:
        conn.execute(
            "UPDATE club_nights SET settings = ?, version = version + 1 WHERE id = ?",
            (_to_json(dict(settings), what), night_id),
        )

    _NIGHT_COLUMNS: Final = (
        "id, season_id, date, title, present, seed, state, version, created, settings"
    )

    def _night(self, row: Any) -> ClubNight:
        # Each value checked; one that is unreadable reads as unknown, and a state
        # that is neither open nor closed as closed (nothing is written into it).
        state = row[6] if row[6] in NIGHT_STATES else "closed"
        return ClubNight(
            id=int(row[0]),
            season_id=_lenient(stored.integer, row[1], 0),
            date=_lenient(stored.text, row[2], "?"),
            title=_lenient(stored.text, row[3], "?"),
            present=tuple(_json_names(row[4])),
            seed=_lenient(stored.integer, row[5], 0),
            state=str(state),
            version=_lenient(stored.integer, row[7], 0),
            created=_lenient(stored.text, row[8], ""),
            settings=_lenient(_rules_json, row[9], {}),
        )

    def _night_row(self, conn: Conn, night_id: int) -> ClubNight:
        row = conn.execute(
            f"SELECT {self._NIGHT_COLUMNS} FROM club_nights WHERE id = ?", (night_id,)
        ).fetchone()
        if row is None:
            raise StoreError(M_NO_NIGHT, night=night_id, path=self.path)
        return self._night(row)

    def _open_night(self, conn: Conn, night_id: int, doing: str) -> ClubNight:
        night = self._night_row(conn, night_id)
        if night.closed:
            raise NotPermittedError(
                M_NIGHT_CLOSED, doing=Phrase(doing), title=night.title, date=night.date
            )
        return night

    def night(self, night_id: int) -> ClubNight:
        """One club night; :class:`StoreError` if there is none with this id."""
        with self._read(QT_TRANSLATE_NOOP("StoreError", "read the club night")) as conn:
            return self._night_row(conn, night_id)

    def nights(self, season_id: int | None = None) -> list[ClubNight]:
        """The club nights (of one season), the latest first."""
        with self._read(QT_TRANSLATE_NOOP("StoreError", "read the club night")) as conn:
            rows = conn.execute(
                f"SELECT {self._NIGHT_COLUMNS} FROM club_nights WHERE ? = 1 OR season_id = ?"
                " ORDER BY date DESC, id DESC",
                (1 if season_id is None else 0, season_id),
            ).fetchall()
        return [self._night(row) for row in rows]

    def set_night_present(self, night_id: int, present: Sequence[str]) -> None:
        """Who is present now (a late arrival, an early leaver), for the next round's draw."""
        doing = QT_TRANSLATE_NOOP("StoreError", "save the club night")
        self._require(Right.NIGHTS, doing)
        present_json = _to_json(list(present), QT_TRANSLATE_NOOP("StoreError", "player list"))
        with self._write(doing) as conn:
            self._open_night(conn, night_id, doing)
            stamp = _now()
            for name in present:
                if name.strip():
                    person_for(conn, self._insert_id, name, stamp)
            conn.execute(
                "UPDATE club_nights SET present = ?, version = version + 1 WHERE id = ?",
                (present_json, night_id),
            )

    def close_night(self, night_id: int, closed: bool = True) -> None:
        """Close the club night (no more tables), or open it again."""
        closing = QT_TRANSLATE_NOOP("StoreError", "close the club night")
        opening = QT_TRANSLATE_NOOP("StoreError", "reopen the club night")
        self._require(Right.NIGHTS, closing if closed else opening)
        with self._write(closing if closed else opening) as conn:
            self._night_row(conn, night_id)
            conn.execute(
                "UPDATE club_nights SET state = ?, version = version + 1 WHERE id = ?",
                ("closed" if closed else "open", night_id),
            )

    def sessions_of_night(self, night_id: int) -> list[SessionInfo]:
        """The night's tables, by round and table; each with its version, so a
        standing can tell which changed since it was last read."""
        with self._read(QT_TRANSLATE_NOOP("StoreError", "read the club night")) as conn:
            self._night_row(conn, night_id)
            return self._infos(conn, "s.night_id = ?", (night_id,), "s.round_no, s.table_no, s.id")

    # ---------------------------------------------------------------- summaries

    def evening_rows(
        self, *, season_id: int | None = None, night_id: int | None = None
    ) -> list[EveningRow]:
        """Every session (of a season, of a club night, or all), by date, with the
        summary stored for its current version (None when missing or stale)."""
        where: str = "1 = 1"
        parameters: tuple[int, ...] = ()
        if night_id is not None:
            where, parameters = "s.night_id = ?", (night_id,)
        elif season_id is not None:
            where, parameters = "s.season_id = ?", (season_id,)
        with self._read(QT_TRANSLATE_NOOP("StoreError", "read the league")) as conn:
            rows = conn.execute(
                "SELECT s.id, s.game, s.title, s.date, s.season_id, s.night_id, s.table_no,"
                " s.round_no, s.version, m.summary FROM sessions AS s"
                " LEFT JOIN session_summaries AS m"
                " ON m.session_id = s.id AND m.version = s.version"
                f" WHERE {where} ORDER BY s.date, s.night_id, s.round_no, s.table_no, s.id",
                parameters,
            ).fetchall()
        out = []
        for row in rows:
            # A summary is derived: an unreadable one is made again from the session
            # (whose own damage, if any, is then told by load_session).
            summary = _lenient(_summary_json, row[9], None)
            out.append(
                EveningRow(
                    session_id=int(row[0]),
                    game=_lenient(stored.text, row[1], ""),
                    title=_lenient(stored.text, row[2], ""),
                    date=_lenient(stored.text, row[3], ""),
                    season_id=_lenient(_optional_id, row[4], None),
                    night_id=_lenient(_optional_id, row[5], None),
                    table_no=_lenient(_optional_id, row[6], None),
                    round_no=_lenient(_optional_id, row[7], None),
                    version=_lenient(stored.integer, row[8], -1),
                    summary=summary,
                )
            )
        return out

    def put_summaries(self, summaries: Iterable[tuple[int, int, Mapping[str, object]]]) -> int:
        """Keep derived summaries ``(session_id, version, summary)`` in one transaction;
        each only if the session is still at that version (so a summary is never
        kept for another state than it was made from). Returns how many were kept.

        A summary is the session's own business (``schreiber.club.season``) except for
        one convention: its ``"players"`` object is keyed by player name, and
        ``"order"``, if there, lists names, so that :meth:`rename_person` renames them.
        """
        items = [
            (
                session_id,
                version,
                _to_json(dict(summary), QT_TRANSLATE_NOOP("StoreError", "summary")),
            )
            for session_id, version, summary in summaries
        ]
        if not items:
            return 0
        kept = 0
        # A closed night's summaries are the organiser's to keep: a table's login
        # may not change anything of a closed night (schreiber.store.roles).
        closed_too = self.can(Right.NIGHTS)
        with self._write(QT_TRANSLATE_NOOP("StoreError", "save the league")) as conn:
            for session_id, version, text in items:
                row = conn.execute(
                    "SELECT s.version, n.state FROM sessions AS s"
                    " LEFT JOIN club_nights AS n ON n.id = s.night_id WHERE s.id = ?",
                    (session_id,),
                ).fetchone()
                if row is None or int(row[0]) != version:
                    continue
                if row[1] == "closed" and not closed_too:
                    continue
                conn.execute(
                    "INSERT INTO session_summaries (session_id, version, summary) VALUES (?, ?, ?)"
                    " ON CONFLICT (session_id) DO UPDATE"
                    " SET version = excluded.version, summary = excluded.summary",
                    (session_id, version, text),
                )
                kept += 1
        return kept

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
        row = conn.execute(
            "SELECT change, answer FROM change_keys WHERE key = ?", (key,)
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
            conn.execute(
                "INSERT INTO change_keys (key, change, answer, made) VALUES (?, ?, ?, ?)",
                (key, change, json.dumps(answer, sort_keys=True), _now()),
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
            row = conn.execute("SELECT 1 FROM change_keys WHERE key = ?", (key,)).fetchone()
        return row is not None

    # --------------------------------------------------------------------- deals

    def add_deal(
        self,
        session_id: int,
        record: Mapping[str, object],
        *,
        before: int | None = None,
        known_version: int | None = None,
        check: Check | None = None,
        key: str | None = None,
    ) -> Saved:
        """Add a record at the end, or before the deal with id ``before``. Undoable.

        ``check`` sees the session as the write would leave it, inside the same
        transaction (see :class:`Candidate`); ``known_version`` is the session
        version the caller's view of it had. ``key``: the change's own key; a
        change whose key is stored already is answered as the first time
        (``Saved.repeated``) and not made again.
        """
        text = _to_json(dict(record), QT_TRANSLATE_NOOP("StoreError", "deal record"))
        doing = QT_TRANSLATE_NOOP("StoreError", "save the deal")
        self._require(Right.SESSIONS, doing)
        change = f"add {session_id}"
        with self._write(doing, self._checked_key(key)) as conn:
            if (seen := self._seen(conn, key, change)) is not None:
                return _saved(seen)
            version = self._session_version(conn, session_id)
            self._refuse_closed(conn, session_id, doing)
            if before is None:
                position = self._deal_count(conn, session_id)
            else:
                position, _ = self._locate(conn, session_id, before, None, doing)
            deal_id = self._insert_deal(conn, session_id, position, text, 1)
            self._link_seating(conn, session_id, text)
            self._log(conn, session_id, "add_deal", deal_id, None, text, 1)
            new_version = self._touch(conn, session_id)
            self._run_check(conn, session_id, check, version, known_version, position)
            saved = Saved(deal_id, position + 1, 1, new_version)
            self._remember(conn, key, change, **_answer(saved))
        return saved

    def replace_deal(
        self,
        session_id: int,
        deal_id: int,
        record: Mapping[str, object],
        revision: int,
        *,
        known_version: int | None = None,
        check: Check | None = None,
        key: str | None = None,
    ) -> Saved:
        """Replace the deal ``deal_id`` if its revision is still ``revision``. Undoable.

        Raises :class:`ConflictError` (nothing written) when it is not, or when
        the deal is gone. ``key`` as for :meth:`add_deal`.
        """
        text = _to_json(dict(record), QT_TRANSLATE_NOOP("StoreError", "deal record"))
        doing = QT_TRANSLATE_NOOP("StoreError", "save the changed deal")
        self._require(Right.SESSIONS, doing)
        change = f"edit {session_id} {deal_id} {revision}"
        with self._write(doing, self._checked_key(key)) as conn:
            if (seen := self._seen(conn, key, change)) is not None:
                return _saved(seen)
            version = self._session_version(conn, session_id)
            self._refuse_closed(conn, session_id, doing)
            position, before = self._locate(conn, session_id, deal_id, revision, doing)
            conn.execute(
                "UPDATE deals SET record = ?, revision = ? WHERE id = ?",
                (text, revision + 1, deal_id),
            )
            self._link_seating(conn, session_id, text)
            self._log(conn, session_id, "replace_deal", deal_id, before, text, revision + 1)
            new_version = self._touch(conn, session_id)
            self._run_check(conn, session_id, check, version, known_version, position)
            saved = Saved(deal_id, position + 1, revision + 1, new_version)
            self._remember(conn, key, change, **_answer(saved))
        return saved

    def delete_deal(
        self,
        session_id: int,
        deal_id: int,
        revision: int,
        *,
        known_version: int | None = None,
        check: Check | None = None,
        key: str | None = None,
    ) -> int:
        """Delete the deal ``deal_id`` if its revision is still ``revision``; later
        deals move down by one. Undoable. Returns the session's new version.
        ``key`` as for :meth:`add_deal`."""
        doing = QT_TRANSLATE_NOOP("StoreError", "delete the deal")
        self._require(Right.SESSIONS, doing)
        change = f"delete {session_id} {deal_id} {revision}"
        with self._write(doing, self._checked_key(key)) as conn:
            if (seen := self._seen(conn, key, change)) is not None:
                return seen["version"]
            version = self._session_version(conn, session_id)
            self._refuse_closed(conn, session_id, doing)
            position, before = self._locate(conn, session_id, deal_id, revision, doing)
            anchor = self._remove_deal(conn, session_id, deal_id, position)
            self._log(
                conn, session_id, "delete_deal", deal_id, before, None, revision, position, anchor
            )
            new_version = self._touch(conn, session_id)
            self._run_check(conn, session_id, check, version, known_version)
            self._remember(conn, key, change, version=new_version)
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
        doing = QT_TRANSLATE_NOOP("StoreError", "save the rules")
        self._require(Right.SESSIONS, doing)
        with self._write(doing) as conn:
            version = self._session_version(conn, session_id)
            self._refuse_closed(conn, session_id, doing)
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
        # A kind that is none of the store's (a damaged entry) is listed without a
        # name; undoing it then says the session's undo history is damaged.
        kinds = [(kind if kind in UNDO_KINDS else "", undone) for kind, undone in rows]
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
        self._require(Right.SESSIONS, doing)
        with self._write(doing) as conn:
            version = self._session_version(conn, session_id)
            self._refuse_closed(conn, session_id, doing)
            entry = conn.execute(
                "SELECT id, kind, deal_id, position, anchor, expect, before, after FROM undo_log"
                f" WHERE session_id = ? AND writer = ? AND undone = ? ORDER BY seq {order} LIMIT 1",
                (session_id, self.writer, int(redo)),
            ).fetchone()
            if entry is None:
                return None
            entry_id, kind, deal_id, position, anchor, expect, before, after = entry
            if not self._readable_entry(entry):
                raise self._damaged_session(
                    session_id, QT_TRANSLATE_NOOP("StoreError", "its undo history is inconsistent")
                )
            old, new = (before, after) if redo else (after, before)
            self._apply(
                conn, session_id, entry_id, kind, deal_id, position, anchor, expect, old, new, doing
            )
            conn.execute("UPDATE undo_log SET undone = ? WHERE id = ?", (int(not redo), entry_id))
            self._touch(conn, session_id)
            self._run_check(conn, session_id, check, version, known_version)
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
            self._link_seating(conn, session_id, new)
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
            self._link_seating(conn, session_id, new)
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

    def _deal_count(self, conn: Conn, session_id: int) -> int:
        # Positions are dense, so the highest one tells the count (and uses the key).
        (top,) = conn.execute(
            "SELECT COALESCE(MAX(position), -1) FROM deals WHERE session_id = ?", (session_id,)
        ).fetchone()
        if type(top) is not int:
            raise self._reader(conn, session_id).damaged(PART_RECORDS, OUT_OF_ORDER)
        return top + 1

    def _position_of(self, conn: Conn, session_id: int, deal_id: int | None) -> int | None:
        if deal_id is None:
            return None
        row = conn.execute(
            "SELECT position FROM deals WHERE id = ? AND session_id = ?", (deal_id, session_id)
        ).fetchone()
        if row is None:
            return None
        if type(row[0]) is not int:
            raise self._reader(conn, session_id).damaged_record(deal_id, OUT_OF_ORDER)
        return int(row[0])

    def _reader(self, conn: Conn, session_id: int) -> _Reader:
        """What names a session in a message that it is damaged (its title and date)."""
        row = conn.execute(
            f"SELECT {head('title', MAX_TEXT_CHARS)}, {head('date', MAX_TEXT_CHARS)}"
            " FROM sessions WHERE id = ?",
            (session_id,),
        ).fetchone()
        title, date = (None, None) if row is None else row
        return _Reader(self.path, session_id, title, date)

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
        if type(row[0]) is not int:
            raise self._reader(conn, session_id).damaged_record(deal_id, OUT_OF_ORDER)
        if type(row[1]) is not int:
            raise self._reader(conn, session_id).damaged_record(deal_id, BAD_REVISION)
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
        # A stamp that is no stamp (written by hand or by another program) is passed over.
        if isinstance(latest, str) and stamp <= latest <= _LAST_STAMP:
            try:
                later = datetime.datetime.fromisoformat(latest) + datetime.timedelta(microseconds=1)
            except (ValueError, OverflowError):
                return stamp
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
        if type(row[0]) is not int or row[0] < 0:
            raise self._reader(conn, session_id).damaged(PART_VERSION, stored.NOT_NUMBER)
        return int(row[0])

    def _players(self, session_id: int, text: object) -> tuple[str, ...]:
        try:
            return tuple(stored.json_names(text))
        except UnreadableError:
            raise self._damaged_session(
                session_id, QT_TRANSLATE_NOOP("StoreError", "its player list is unreadable")
            ) from None

    def _damaged_session(self, session_id: int, why: str) -> DamagedSessionError:
        return DamagedSessionError(
            M_DAMAGED_SESSION, session=session_id, path=self.path, why=Phrase(why)
        )
