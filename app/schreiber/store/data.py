"""What every part of the store shares: the connection interface, the errors
and their messages, the values the store hands out, and the checks of values read.

The store (:class:`schreiber.store.core.StoreCore`) keeps sessions and their
deal lists on SQLite (:mod:`schreiber.store.database`) or a club's PostgreSQL
server (:mod:`schreiber.store.postgres`); its repositories (``store.sessions``,
``store.undo``, ``store.people``, ``store.seasons``, ``store.nights``) write
their SQL once, for both, over one connection interface, :class:`Conn`: its
parameters are marked with the driver's own placeholder, :attr:`Conn.mark`
(``?``, sqlite3's ``qmark`` style; ``%s``, psycopg's ``format`` style), put into
each statement where it is written, never by rewriting its text.

Record and rule JSON is stored as given; this layer never validates it (the
game layer does).
"""

from __future__ import annotations

import datetime
import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from enum import StrEnum
from pathlib import Path
from typing import Any, Final, Protocol, TypeVar

from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.frozen import Frozen, fill
from schreiber.games.players import seating_names
from schreiber.store import stored
from schreiber.store.stored import (
    MAX_LIST_CHARS,
    MAX_RECORD_CHARS,
    MAX_RULES_CHARS,
    MAX_SUMMARY_CHARS,
    MAX_TEXT_CHARS,
    UnreadableError,
)

UNDO_KINDS: Final = ("add_deal", "replace_deal", "delete_deal", "set_rules")


class Cursor(Protocol):
    def fetchone(self) -> Any: ...
    def fetchall(self) -> list[Any]: ...


class Conn(Protocol):
    """The connection interface every repository writes its SQL for: a DB-API
    connection inside one transaction of the store, with its driver's
    placeholder and a way to learn the id an INSERT gave."""

    @property
    def mark(self) -> str:
        """The driver's placeholder of a parameter: ``?`` (sqlite3) or ``%s``
        (psycopg), written into each statement where it is made
        (``f"… WHERE id = {p}"`` with ``p = conn.mark``)."""
        ...

    @property
    def engine(self) -> str:
        """Which database holds the data: ``"sqlite"`` or ``"postgres"``."""
        ...

    def execute(self, sql: str, parameters: Sequence[Any] = ..., /) -> Cursor: ...
    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> Cursor: ...
    def insert(self, sql: str, parameters: Sequence[object], /) -> int:
        """Run an INSERT of one row and return the id the database gave it."""
        ...


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


class SessionInfo(Frozen):
    """One line of the session list.

    ``damaged`` says why the session's own row cannot be read (see
    :class:`DamagedSessionError`); such a line is still listed, with what could
    be read and the rest empty, so that every session can be told apart. It is
    not compared. ``auto_title``: how the title is made when nobody typed it
    (:mod:`schreiber.games.titles`).
    """

    FIELDS = (
        "id",
        "game",
        "title",
        "date",
        "players",
        "deal_count",
        "archived",
        "updated",
        "season_id",
        "night_id",
        "table_no",
        "round_no",
        "version",
        "damaged",
        "auto_title",
    )
    COMPARED = tuple(name for name in FIELDS if name != "damaged")
    __slots__ = FIELDS
    id: int
    game: str
    title: str
    date: str
    players: tuple[str, ...]
    deal_count: int
    archived: bool
    updated: str
    season_id: int | None
    night_id: int | None
    table_no: int | None
    round_no: int | None
    version: int
    damaged: DamagedSessionError | None
    auto_title: dict[str, object] | None

    def __init__(
        self,
        id: int,
        game: str,
        title: str,
        date: str,
        players: tuple[str, ...],
        deal_count: int,
        archived: bool,
        updated: str,
        season_id: int | None = None,
        night_id: int | None = None,
        table_no: int | None = None,
        round_no: int | None = None,
        version: int = 0,
        damaged: DamagedSessionError | None = None,
        auto_title: dict[str, object] | None = None,
    ) -> None:
        fill(
            self,
            id,
            game,
            title,
            date,
            players,
            deal_count,
            archived,
            updated,
            season_id,
            night_id,
            table_no,
            round_no,
            version,
            damaged,
            auto_title,
        )


class SessionData(Frozen):
    """A whole session as stored: the deals in order, nothing derived.

    ``deal_ids[i]`` and ``revisions[i]`` belong to ``deals[i]``: the record's
    stable id (never reused) and its revision (grows with each edit).
    ``version`` counts every change to the session, by any writer. ``path``: the
    database it was read from, as messages name it (:func:`replay_damage`; not
    compared). ``auto_title``: how the title is made when nobody typed it
    (:mod:`schreiber.games.titles`).
    """

    FIELDS = (
        "id",
        "game",
        "title",
        "date",
        "players",
        "first_dealer",
        "rules",
        "deals",
        "archived",
        "deal_ids",
        "revisions",
        "version",
        "season_id",
        "night_id",
        "table_no",
        "round_no",
        "path",
        "auto_title",
    )
    COMPARED = tuple(name for name in FIELDS if name != "path")
    __slots__ = FIELDS
    id: int
    game: str
    title: str
    date: str
    players: tuple[str, ...]
    first_dealer: str
    rules: dict[str, object]
    deals: tuple[dict[str, object], ...]
    archived: bool
    deal_ids: tuple[int, ...]
    revisions: tuple[int, ...]
    version: int
    season_id: int | None
    night_id: int | None
    table_no: int | None
    round_no: int | None
    path: Path | str
    auto_title: dict[str, object] | None

    def __init__(
        self,
        id: int,
        game: str,
        title: str,
        date: str,
        players: tuple[str, ...],
        first_dealer: str,
        rules: dict[str, object],
        deals: tuple[dict[str, object], ...],
        archived: bool,
        deal_ids: tuple[int, ...] = (),
        revisions: tuple[int, ...] = (),
        version: int = 0,
        season_id: int | None = None,
        night_id: int | None = None,
        table_no: int | None = None,
        round_no: int | None = None,
        path: Path | str = "",
        auto_title: dict[str, object] | None = None,
    ) -> None:
        fill(
            self,
            id,
            game,
            title,
            date,
            players,
            first_dealer,
            rules,
            deals,
            archived,
            deal_ids,
            revisions,
            version,
            season_id,
            night_id,
            table_no,
            round_no,
            path,
            auto_title,
        )


class Saved(Frozen):
    """Where a write left a record: its id, 1-based number, revision, and the
    session's version after the write. ``repeated``: the change's key had been
    seen; this is the first answer, nothing new was written."""

    FIELDS = ("id", "number", "revision", "version", "repeated")
    __slots__ = FIELDS
    id: int
    number: int
    revision: int
    version: int
    repeated: bool

    def __init__(
        self,
        id: int,
        number: int,
        revision: int,
        version: int,
        repeated: bool = False,
    ) -> None:
        fill(self, id, number, revision, version, repeated)


class Person(Frozen):
    """A player of the roster: the same person in every session they sat in.

    ``name`` is what the sheet shows (unique in the database, without regard to
    capitals); ``full_name`` tells two Annas apart. ``sessions`` counts the
    sessions they sat in and ``last_played`` is the date of the latest.
    """

    FIELDS = ("id", "name", "full_name", "created", "archived", "sessions", "last_played")
    __slots__ = FIELDS
    id: int
    name: str
    full_name: str
    created: str
    archived: bool
    sessions: int
    last_played: str | None

    def __init__(
        self,
        id: int,
        name: str,
        full_name: str,
        created: str,
        archived: bool,
        sessions: int = 0,
        last_played: str | None = None,
    ) -> None:
        fill(self, id, name, full_name, created, archived, sessions, last_played)


class Season(Frozen):
    """A season: its days (ISO dates, both included) and the club's settings:
    ``settings["ranking"]`` is ``Ranking.to_json()`` (``schreiber.club.league``),
    ``settings["money"]`` the money settings; other keys are kept as they are."""

    FIELDS = ("id", "name", "start", "end", "settings", "created")
    __slots__ = FIELDS
    id: int
    name: str
    start: str
    end: str
    settings: dict[str, object]
    created: str

    def __init__(
        self,
        id: int,
        name: str,
        start: str,
        end: str,
        settings: dict[str, object],
        created: str,
    ) -> None:
        fill(self, id, name, start, end, settings, created)


NIGHT_STATES: Final = ("open", "closed")


FINISHED: Final = "finished"
"""The key of a club night's settings that lists the ids of its tables marked finished."""


class ClubNight(Frozen):
    """A club night: who is present, the draw's seed, open or closed. Its tables
    are sessions with ``night_id`` set (:meth:`schreiber.store.nights.Nights.sessions_of_night`);
    ``version`` grows with each change of the night itself (a round added, a
    table marked finished, its settings, closed).

    ``settings`` is what the organiser chose for the night, kept with it so that
    every laptop sharing the database draws alike (the window's business: how
    later rounds are drawn, the rounds planned, the game and rules of the
    tables), and :data:`FINISHED`, the tables marked finished
    (:meth:`schreiber.store.nights.Nights.set_table_finished`).
    """

    FIELDS = (
        "id",
        "season_id",
        "date",
        "title",
        "present",
        "seed",
        "state",
        "version",
        "created",
        "settings",
    )
    __slots__ = FIELDS
    id: int
    season_id: int
    date: str
    title: str
    present: tuple[str, ...]
    seed: int
    state: str
    version: int
    created: str
    settings: dict[str, object]

    def __init__(
        self,
        id: int,
        season_id: int,
        date: str,
        title: str,
        present: tuple[str, ...],
        seed: int,
        state: str,
        version: int,
        created: str,
        settings: dict[str, object] | None = None,
    ) -> None:
        fill(
            self,
            id,
            season_id,
            date,
            title,
            present,
            seed,
            state,
            version,
            created,
            {} if settings is None else settings,
        )

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


class NightTable(Frozen):
    """One table of a club night's round, stored with the night or the round in
    one transaction (``store.nights.create_night``, ``store.nights.add_round``):
    its number and its session's fields, as ``store.sessions.create_session`` takes them."""

    FIELDS = ("table_no", "game", "title", "date", "players", "first_dealer", "rules", "deals")
    __slots__ = FIELDS
    table_no: int
    game: str
    title: str
    date: str
    players: Sequence[str]
    first_dealer: str
    rules: Mapping[str, object]
    deals: Sequence[Mapping[str, object]]

    def __init__(
        self,
        table_no: int,
        game: str,
        title: str,
        date: str,
        players: Sequence[str],
        first_dealer: str,
        rules: Mapping[str, object],
        deals: Sequence[Mapping[str, object]] = (),
    ) -> None:
        fill(self, table_no, game, title, date, players, first_dealer, rules, deals)


class EveningRow(Frozen):
    """One session as the league reads it: where it belongs, its version, and the
    summary stored for exactly that version (None when missing or stale)."""

    FIELDS = (
        "session_id",
        "game",
        "title",
        "date",
        "season_id",
        "night_id",
        "table_no",
        "round_no",
        "version",
        "summary",
    )
    __slots__ = FIELDS
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

    def __init__(
        self,
        session_id: int,
        game: str,
        title: str,
        date: str,
        season_id: int | None,
        night_id: int | None,
        table_no: int | None,
        round_no: int | None,
        version: int,
        summary: dict[str, object] | None,
    ) -> None:
        fill(
            self,
            session_id,
            game,
            title,
            date,
            season_id,
            night_id,
            table_no,
            round_no,
            version,
            summary,
        )


class Candidate:
    """A write about to be committed, for the caller's check inside the transaction.

    ``unchanged`` is true when the session's version before this write was the
    one the caller said it knew (nobody else wrote in between); :meth:`load`
    reads the session as the write would leave it. A check that raises rolls
    the write back, and its exception reaches the caller as it is.
    """

    def __init__(
        self,
        load: Callable[[], SessionData],
        unchanged: bool,
        written_position: int | None,
    ) -> None:
        self._load = load
        self.unchanged = unchanged
        self.written_position = written_position
        """The 0-based place of the record written (None for a delete or rules)."""

    def load(self) -> SessionData:
        return self._load()


Check = Callable[[Candidate], None]


# --------------------------------------------------------------------------- helpers


def now() -> str:
    return datetime.datetime.now(datetime.UTC).isoformat(timespec="microseconds")


def to_json(value: object, what: str) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError) as exc:
        raise StoreError(M_NOT_JSON, what=Phrase(what), reason=exc) from exc


class NewSession(Frozen):
    """A new session's fields with its JSON made (before the write transaction)."""

    FIELDS = (
        "game",
        "title",
        "date",
        "players",
        "players_json",
        "first_dealer",
        "rules_json",
        "records",
    )
    __slots__ = FIELDS
    game: str
    title: str
    date: str
    players: tuple[str, ...]
    players_json: str
    first_dealer: str
    rules_json: str
    records: tuple[str, ...]

    def __init__(
        self,
        game: str,
        title: str,
        date: str,
        players: tuple[str, ...],
        players_json: str,
        first_dealer: str,
        rules_json: str,
        records: tuple[str, ...],
    ) -> None:
        fill(self, game, title, date, players, players_json, first_dealer, rules_json, records)

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
    ) -> NewSession:
        return cls(
            game=game,
            title=title,
            date=date,
            players=tuple(players),
            players_json=to_json(list(players), QT_TRANSLATE_NOOP("StoreError", "player list")),
            first_dealer=first_dealer,
            rules_json=to_json(dict(rules), QT_TRANSLATE_NOOP("StoreError", "rule set")),
            records=tuple(
                to_json(dict(deal), QT_TRANSLATE_NOOP("StoreError", "deal record"))
                for deal in deals
            ),
        )


def iso_date(text: object) -> datetime.date | None:
    if not isinstance(text, str):
        return None
    try:
        parsed = datetime.date.fromisoformat(text)
    except ValueError:
        return None
    return parsed if parsed.isoformat() == text else None


def json_names(text: object) -> list[str]:
    """The names of a JSON list of names; none when it is anything else."""
    try:
        value = stored.json_value(text, MAX_LIST_CHARS)
    except UnreadableError:
        return []
    if not isinstance(value, list):
        return []
    return [name for name in value if isinstance(name, str) and len(name) <= MAX_TEXT_CHARS]


def stored_seating_names(text: object) -> list[str]:
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

LAST_STAMP: Final = "9000"
"""Stamps from here on are taken for a damaged value, not for the latest change."""

SHOWN_CHARS: Final = 60
"""The most of a stored title a message shows."""


def shown(value: object) -> str:
    """A stored title or date as a message names it: "?" when it is no text, "–"
    when empty, cut short when long."""
    if not isinstance(value, str) or isinstance(value, stored.Undecodable):
        return "?"
    if not value.strip():
        return "–"
    return value if len(value) <= SHOWN_CHARS else value[: SHOWN_CHARS - 1] + "…"


class Reader:
    """One session's stored values, each checked as it is read (:mod:`schreiber.store.stored`);
    a value that fails raises :class:`DamagedSessionError` naming the session (with
    its title and date, as far as they can be read) and the part or record at fault."""

    def __init__(self, path: Path | str, session_id: int, title: object, date: object) -> None:
        self.session_id = session_id
        self.title, self.date, self.path = shown(title), shown(date), path

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


def lenient(check: Callable[[object], T], value: object, default: T) -> T:
    """``check(value)``, or ``default`` where it is unreadable."""
    try:
        return check(value)
    except UnreadableError:
        return default


def optional_id(value: object) -> int | None:
    return stored.optional_integer(value, 1)


def record_json(value: object) -> dict[str, object]:
    return stored.json_object(value, MAX_RECORD_CHARS)


def rules_json(value: object) -> dict[str, object]:
    return stored.json_object(value, MAX_RULES_CHARS)


def summary_json(value: object) -> dict[str, object] | None:
    return None if value is None else stored.json_object(value, MAX_SUMMARY_CHARS)


def checked_revision(value: object) -> int:
    try:
        return stored.integer(value, 1)
    except UnreadableError:
        raise UnreadableError(BAD_REVISION) from None


def replay_damage(data: SessionData, error: RecordError) -> DamagedSessionError:
    """A stored session that does not replay (``error``, from the game's parser or
    replay) as damaged: naming the record at fault by its id when the error is in
    one (``deals[7].re`` is record ``data.deal_ids[7]``, its field ``deal.re``)."""
    title, date = shown(data.title), shown(data.date)
    match = DEAL_FIELD.match(error.field)
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


DEAL_FIELD: Final = re.compile(r"deals\[(\d{1,9})\]")


def is_change_key(key: str) -> bool:
    """Whether ``key`` can be a change's key: 1 to :data:`MAX_KEY` printable
    characters, without spaces at either end."""
    return 1 <= len(key) <= MAX_KEY and key.isprintable() and key.strip() == key


def answer_of(saved: Saved) -> dict[str, int]:
    return {
        "id": saved.id,
        "number": saved.number,
        "revision": saved.revision,
        "version": saved.version,
    }


def saved_of(answer: Mapping[str, int]) -> Saved:
    """The first answer of a change made again with its key."""
    try:
        return Saved(
            answer["id"], answer["number"], answer["revision"], answer["version"], repeated=True
        )
    except KeyError:
        raise StoreError(M_KEY_DAMAGED, key="") from None
