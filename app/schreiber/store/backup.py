"""A club's whole database as one JSON file, and back (``schreiber backup`` / ``restore``).

:func:`take_backup` writes, from either engine, everything a club would miss:
the sessions (every column, with their record ids, revisions and versions), the
deals in their order, the roster (people, full names, archived ones, a club
night's guests), which
person each session's player is, the seasons with their settings, and the club
nights with their settings, state, tables and rounds. It also keeps, for each
table whose ids are never reused (deals, people, seasons, club nights), the last
id given, so that a deal deleted before the backup never gets its id back (on
PostgreSQL the organiser's login reads these counters; a table's login may not,
and its backup keeps the largest id of each table instead).

Left out, on purpose:

- the undo history (``undo_log``): it belongs to one window or command of one
  database (its writer), and none of them carries over to another database; after
  a restore nothing from before it can be undone;
- the per-session summaries (``session_summaries``): derived, remade when the
  league asks for them;
- the keys of changes already applied (``change_keys``): they belong to one
  database, and a retry goes to the database it was meant for;
- any other table: only the tables named here are read, so a table added later
  (or by another program) never breaks a backup.

The backup is one read transaction of the store (``store._read``): one snapshot
as of one moment, while others go on writing (SQLite: a read transaction in WAL
mode; PostgreSQL: REPEATABLE READ READ ONLY). It never takes the write lock.
It holds no time stamp and lists every table by id (names sorted here, not by
the engine's collation), so that the backup of a restored database equals the
original's, byte for byte, whichever engine either lives on.

:func:`restore_backup` writes a backup into an empty database of either engine in
one write transaction (all of it or nothing), ids, revisions, versions and time
stamps as they were, and sets the engine's id counters (SQLite's
``sqlite_sequence``, PostgreSQL's identity sequences) past the restored ids.

The file (``"format": "schreiber-backup"``, ``"version": 1``) has one list per
table, each row an object of its columns. A column holding JSON (players, rules,
records, settings, who was present) is written as that JSON when it is what the
app itself stores (an object or list, in the app's compact form, at most
:data:`MAX_DEPTH` deep); anything else (a row written by hand or by another
program) is kept as the stored text, a JSON string, so that nothing is lost.

:func:`read_backup` checks a file before anything is written: its size
(:data:`MAX_BACKUP_BYTES`, checked by the reader), how many values it holds
(:data:`MAX_VALUES`, counted before it is parsed), every value's type and range,
unique ids and names, and that every reference names a row of the backup. A file
that fails is refused with a :class:`RecordError` naming the field. The same
checks run on every backup before it is written, so that every backup written
can be restored; a row that fails them (only a SQLite file changed by hand can
hold one) stops the backup with a :class:`StoreError` naming the row.

No Qt and no psycopg here.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, cast

from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import (
    MISSING,
    NEEDS_BOOL,
    NEEDS_INT,
    NEEDS_LIST,
    NEEDS_OBJECT,
    NEEDS_TEXT,
    NOT_ONE_OF,
    OUT_OF_RANGE,
    UNKNOWN_FIELD,
    require,
)
from schreiber.store.core import Conn, Phrase, StoreCore, StoreError

FORMAT: Final = "schreiber-backup"
VERSION: Final = 1
MIB: Final = 1024 * 1024
MAX_BACKUP_BYTES: Final = 256 * MIB
"""The largest backup file read (a club's twenty years of evenings take a few dozen MiB)."""
MAX_VALUES: Final = 16 * 1024 * 1024
"""The most values (counted as commas, objects and lists, before parsing) a backup
file may hold: so that a file within :data:`MAX_BACKUP_BYTES` of tiny values
(``[[],[],…]``) cannot take many gigabytes of memory when parsed. A backup as
:func:`take_backup` writes it holds about one value per 16 bytes."""
MAX_DEPTH: Final = 32
"""How deep a stored JSON value written as JSON may nest (a record nests 3 or 4)."""
MAX_ID: Final = 2**63 - 1
INT32: Final = (-(2**31), 2**31 - 1)
"""The range of an INTEGER column on PostgreSQL (SQLite's are wider)."""
INT64: Final = (-(2**63), 2**63 - 1)

BACKING_UP: Final = QT_TRANSLATE_NOOP("StoreError", "back up the database")
RESTORING: Final = QT_TRANSLATE_NOOP("StoreError", "restore the backup")
M_NOT_EMPTY: Final = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not restore the backup: the database {path} already holds sessions, players,"
    " seasons or club nights; restore only into a new, empty database (a new file, or a new"
    " PostgreSQL database); nothing was changed",
)
M_DAMAGED_ROW: Final = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not back up the database {path}: a row of the table {table} is damaged ({field}:"
    " {reason}); nothing was written. Repair or delete that row, then back up again",
)

M_NOT_BACKUP: Final = QT_TRANSLATE_NOOP(
    "RecordError",
    "is {got!r}, so this is not a Schreiber backup; restore a file that 'schreiber backup'"
    " or File → Back up… wrote",
)
M_NEWER_BACKUP: Final = QT_TRANSLATE_NOOP(
    "RecordError",
    "is {got}: the backup was written by a newer version of Schreiber, which this one cannot"
    " read; update the app",
)
M_TWICE: Final = QT_TRANSLATE_NOOP(
    "RecordError", "{value!r} appears twice in {table}; each must appear once"
)
M_NO_ROW: Final = QT_TRANSLATE_NOOP(
    "RecordError", "names {value} of {table}, which the backup does not hold"
)
M_JSON_VALUE: Final = QT_TRANSLATE_NOOP(
    "RecordError", "must be a JSON object or list, or the stored text"
)
M_TOO_DEEP: Final = QT_TRANSLATE_NOOP(
    "RecordError", "is nested more than {limit} levels deep, deeper than anything Schreiber stores"
)
M_NUL: Final = QT_TRANSLATE_NOOP(
    "RecordError", "holds a NUL character, which no database text may hold"
)
M_LAST_ID: Final = QT_TRANSLATE_NOOP(
    "RecordError", "must be at least {largest}, the largest id in {table}"
)

# Kinds of column: how a value is checked and how it is written to the file.
_ID = "id"  # an id: 1 … 2⁶³−1
_REF = "ref"  # an id of a row of another table (the table in ``refers``)
_INT = "int"  # an INTEGER column: PostgreSQL's range
_BIG = "big"  # a BIGINT column (a draw's seed)
_TEXT = "text"
_FLAG = "flag"  # 0 or 1 in the database, false or true in the file
_JSON = "json"  # JSON text in the database


_NULL: Final = ("null",)
"""A column's ``missing``: a file without the column gives it NULL."""


@dataclass(frozen=True)
class _Column:
    name: str
    kind: str
    nullable: bool = False
    refers: str = ""
    low: int | None = None
    choices: tuple[str, ...] = ()
    missing: object = None
    """What a file that lacks the column (one written before it was added) gives
    it; ``None``: the column is required."""


@dataclass(frozen=True)
class _Table:
    name: str
    columns: tuple[_Column, ...]
    order: str
    """The SQL ORDER BY (integer columns only: text order is the engine's own)."""
    unique: tuple[tuple[str, ...], ...] = ()
    counter: bool = False
    """Whether its ids are never reused (AUTOINCREMENT, an identity sequence)."""

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(column.name for column in self.columns)


TABLES: Final = (
    _Table(
        "people",
        (
            _Column("id", _ID),
            _Column("name", _TEXT),
            _Column("name_key", _TEXT),
            _Column("full_name", _TEXT),
            _Column("archived", _FLAG),
            _Column("created", _TEXT),
            _Column("guest", _FLAG, missing=False),  # a club night's guest, off the roster
        ),
        "id",
        unique=(("id",), ("name_key",)),
        counter=True,
    ),
    _Table(
        "seasons",
        (
            _Column("id", _ID),
            _Column("name", _TEXT),
            _Column("start_date", _TEXT),
            _Column("end_date", _TEXT),
            _Column("settings", _JSON),
            _Column("created", _TEXT),
        ),
        "id",
        unique=(("id",), ("name",)),
        counter=True,
    ),
    _Table(
        "club_nights",
        (
            _Column("id", _ID),
            _Column("season_id", _REF, refers="seasons"),
            _Column("date", _TEXT),
            _Column("title", _TEXT),
            _Column("present", _JSON),
            _Column("seed", _BIG),
            _Column("state", _TEXT, choices=("open", "closed")),
            _Column("version", _INT),
            _Column("created", _TEXT),
            _Column("settings", _JSON),
        ),
        "id",
        unique=(("id",),),
        counter=True,
    ),
    _Table(
        "sessions",
        (
            _Column("id", _ID),
            _Column("game", _TEXT),
            _Column("title", _TEXT),
            _Column("date", _TEXT),
            _Column("players", _JSON),
            _Column("first_dealer", _TEXT),
            _Column("rules", _JSON),
            _Column("archived", _FLAG),
            _Column("created", _TEXT),
            _Column("updated", _TEXT),
            _Column("version", _INT),
            _Column("season_id", _REF, nullable=True, refers="seasons"),
            _Column("night_id", _REF, nullable=True, refers="club_nights"),
            _Column("table_no", _INT, nullable=True),
            _Column("round_no", _INT, nullable=True),
            # How a title nobody typed is made (schema 7); older files: typed.
            _Column("auto_title", _JSON, nullable=True, missing=_NULL),
        ),
        "id",
        unique=(("id",),),
    ),
    _Table(
        "deals",
        (
            _Column("id", _ID),
            _Column("session_id", _REF, refers="sessions"),
            _Column("position", _INT),
            _Column("revision", _INT, low=1),
            _Column("record", _JSON),
        ),
        "session_id, position, id",
        unique=(("id",), ("session_id", "position")),
        counter=True,
    ),
    _Table(
        "session_people",
        (
            _Column("session_id", _REF, refers="sessions"),
            _Column("name", _TEXT),
            _Column("person_id", _REF, refers="people"),
        ),
        "session_id, person_id",
        unique=(("session_id", "name"),),
    ),
)
"""What a backup holds, in the order it is restored (a row's references first)."""

_BY_NAME: Final = {table.name: table for table in TABLES}
COUNTERS: Final = tuple(table.name for table in TABLES if table.counter)
_TOP: Final = frozenset({"format", "version", "last_ids", *_BY_NAME})


@dataclass(frozen=True)
class Counts:
    """How much a backup holds."""

    sessions: int
    deals: int
    people: int
    seasons: int
    nights: int


@dataclass(frozen=True)
class Backup:
    """A backup checked and ready to be written: each table's rows as the
    database takes them (columns in :data:`TABLES` order) and the last ids given."""

    rows: Mapping[str, Sequence[tuple[object, ...]]]
    last_ids: Mapping[str, int]

    @property
    def counts(self) -> Counts:
        return Counts(
            sessions=len(self.rows["sessions"]),
            deals=len(self.rows["deals"]),
            people=len(self.rows["people"]),
            seasons=len(self.rows["seasons"]),
            nights=len(self.rows["club_nights"]),
        )


class _RowError(Exception):
    """A value that fails the checks: where it is and why (a RecordError's parts)."""

    def __init__(
        self, table: str, index: int, column: str, template: str, /, **params: object
    ) -> None:
        super().__init__(template)
        self.table, self.index, self.column = table, index, column
        self.template, self.params = template, params


# --------------------------------------------------------------------------- backup


def take_backup(store: StoreCore) -> tuple[bytes, Counts]:
    """The whole database as a backup file's bytes (UTF-8 JSON), as of one moment.

    Raises :class:`StoreError`: the database cannot be read, or a row of it is
    damaged (:data:`M_DAMAGED_ROW`; nothing is written then).
    """
    with store._read(BACKING_UP) as conn:
        counters = _read_counters(store, conn)
        tables = {
            table.name: [
                _file_row(table, tuple(row))
                for row in conn.execute(
                    f"SELECT {', '.join(table.names)} FROM {table.name} ORDER BY {table.order}"
                ).fetchall()
            ]
            for table in TABLES
        }
    last_ids = {
        name: max([counters.get(name, 0), *(_int_or_zero(row["id"]) for row in tables[name])])
        for name in COUNTERS
    }
    document: dict[str, object] = {"format": FORMAT, "version": VERSION, "last_ids": last_ids}
    document.update(tables)
    try:
        checked = _check_document(document, by_id=True)
    except _RowError as error:
        field = _field(error, document, by_id=True)
        reason = error.template.format(**error.params)
        raise StoreError(
            M_DAMAGED_ROW, path=store.path, table=error.table, field=field, reason=Phrase(reason)
        ) from None
    # Names in code-point order, whatever the engine's collation (checked: ids and texts).
    tables["session_people"].sort(key=lambda row: (row["session_id"], row["name"]))
    text = json.dumps(document, ensure_ascii=False, indent=1, allow_nan=False) + "\n"
    return text.encode("utf-8"), checked.counts


def _int_or_zero(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _file_row(table: _Table, row: tuple[object, ...]) -> dict[str, object]:
    """A database row as the file writes it (the checks come after)."""
    out: dict[str, object] = {}
    for column, value in zip(table.columns, row, strict=True):
        if column.kind == _FLAG and value in (0, 1) and not isinstance(value, bool):
            value = bool(value)
        elif column.kind == _JSON:
            value = _embedded(value)
        out[column.name] = value
    return out


def _embedded(text: object) -> object:
    """Stored JSON as the file holds it: the JSON itself when it is an object or a
    list in the app's own compact form, no deeper than :data:`MAX_DEPTH`; else the
    stored text as it is."""
    if not isinstance(text, str) or not text.startswith(("{", "[")):
        return text
    try:
        value = json.loads(text, parse_constant=_no_constant)
        if _depth_problem(value) is not None or _compact(value) != text:
            return text
    except (ValueError, RecursionError):
        return text
    return value


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not JSON")


def _compact(value: object) -> str:
    """JSON as the store writes it (``schreiber.store.data.to_json``)."""
    return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))


def _read_counters(store: StoreCore, conn: Conn) -> dict[str, int]:
    """The last id each never-reusing table has given (0: none yet)."""
    if _is_sqlite(store):
        return {
            str(name): int(seq)
            for name, seq in conn.execute("SELECT name, seq FROM sqlite_sequence").fetchall()
            if name in COUNTERS and isinstance(seq, int)
        }
    counters = {}
    for name in COUNTERS:
        # NULL: nothing taken from it yet, or a login that may not read it (a
        # table's: it needs no right on the sequence to insert); then the
        # largest id stands for the last one given.
        (last,) = conn.execute(
            "SELECT CASE WHEN has_sequence_privilege(s, 'SELECT, USAGE')"
            " THEN pg_sequence_last_value(s) END"
            f" FROM (SELECT pg_get_serial_sequence({conn.mark}, 'id')::regclass AS s) AS q",
            (name,),
        ).fetchone()
        counters[name] = int(last or 0)
    return counters


def _is_sqlite(store: StoreCore) -> bool:
    from schreiber.store.database import Store

    return isinstance(store, Store)


# --------------------------------------------------------------------------- reading a file


def count_values(data: bytes) -> int:
    """An upper bound of the values a JSON text holds (commas, objects and lists,
    those inside strings too), counted without parsing it."""
    return data.count(b",") + data.count(b"[") + data.count(b"{")


def read_backup(document: object) -> Backup:
    """A parsed backup file, checked whole; :class:`RecordError` names what is wrong."""
    try:
        return _check_document(document, by_id=False)
    except _RowError as error:
        raise RecordError(
            _field(error, document, by_id=False), error.template, **error.params
        ) from None


def _field(error: _RowError, document: object, *, by_id: bool) -> str:
    """Where a failing value is: ``deals[3].revision`` in a file, ``deals (id 17).revision``
    for a database row."""
    if not error.table:
        return error.column
    where = f"{error.table}[{error.index}]"
    if by_id and isinstance(document, dict):
        row = document[error.table][error.index]
        if "id" in row:
            where = f"{error.table} (id {row['id']})"
        else:
            where = f"{error.table} (session {row.get('session_id')}, {row.get('name')!r})"
    return f"{where}.{error.column}" if error.column else where


def _check_document(document: object, *, by_id: bool) -> Backup:
    if not isinstance(document, dict):
        raise _RowError("", 0, "backup", NEEDS_OBJECT)
    found = require(document, "format", "")
    if found != FORMAT:
        raise _RowError("", 0, "format", M_NOT_BACKUP, got=found)
    version = require(document, "version", "")
    if isinstance(version, bool) or not isinstance(version, int):
        raise _RowError("", 0, "version", NEEDS_INT)
    if version > VERSION:
        raise _RowError("", 0, "version", M_NEWER_BACKUP, got=version)
    if version < 1:
        raise _RowError("", 0, "version", OUT_OF_RANGE, low=1, high=VERSION, value=version)
    for key in document:
        if key not in _TOP:
            name = key if key.isidentifier() else repr(key)
            raise _RowError("", 0, name, UNKNOWN_FIELD)
    rows: dict[str, list[tuple[object, ...]]] = {}
    for table in TABLES:
        listed = require(document, table.name, "")
        if not isinstance(listed, list):
            raise _RowError("", 0, table.name, NEEDS_LIST)
        rows[table.name] = [_row(table, index, row) for index, row in enumerate(listed)]
        _check_unique(table, rows[table.name])
    ids = {
        table.name: {cast(int, row[0]) for row in rows[table.name]}
        for table in TABLES
        if table.names[0] == "id"
    }
    for table in TABLES:
        _check_references(table, rows[table.name], ids)
    last_ids = _last_ids(require(document, "last_ids", ""), ids)
    return Backup(rows=rows, last_ids=last_ids)


def _row(table: _Table, index: int, row: object) -> tuple[object, ...]:
    """One row of the file, checked, as the database takes it."""
    if not isinstance(row, dict):
        raise _RowError(table.name, index, "", NEEDS_OBJECT)
    for key in row:
        if key not in table.names:
            raise _RowError(
                table.name, index, key if key.isidentifier() else repr(key), UNKNOWN_FIELD
            )
    values = []
    for column in table.columns:
        if column.name not in row and column.missing is None:
            raise _RowError(table.name, index, column.name, MISSING)
        value = row.get(column.name, column.missing)
        values.append(None if value is _NULL else _value(table, index, column, value))
    return tuple(values)


def _value(table: _Table, index: int, column: _Column, value: object) -> object:
    def fail(template: str, **params: object) -> _RowError:
        return _RowError(table.name, index, column.name, template, **params)

    if value is None and column.nullable:
        return None
    kind = column.kind
    if kind in (_ID, _REF, _INT, _BIG):
        if isinstance(value, bool) or not isinstance(value, int):
            raise fail(NEEDS_INT)
        low, high = {_ID: (1, MAX_ID), _REF: (1, MAX_ID), _INT: INT32, _BIG: INT64}[kind]
        if column.low is not None:
            low = column.low
        if not low <= value <= high:
            raise fail(OUT_OF_RANGE, low=low, high=high, value=value)
        return value
    if kind == _FLAG:
        if not isinstance(value, bool):
            raise fail(NEEDS_BOOL)
        return int(value)
    if kind == _TEXT:
        text = _text(value, fail)
        if column.choices and text not in column.choices:
            raise fail(NOT_ONE_OF, choices=", ".join(column.choices), value=text)
        return text
    # JSON: the value itself (written in the store's compact form) or the stored text.
    if isinstance(value, str):
        return _text(value, fail)
    if not isinstance(value, dict | list):
        raise fail(M_JSON_VALUE)
    problem = _depth_problem(value)
    if problem is not None:
        raise fail(problem, limit=MAX_DEPTH)
    return _compact(value)


def _text(value: object, fail: Callable[..., _RowError]) -> str:
    if not isinstance(value, str):
        raise fail(NEEDS_TEXT)
    problem = _string_problem(value)
    if problem is not None:
        raise fail(problem)
    return value


def _string_problem(text: str) -> str | None:
    """Why a text cannot be stored in both engines, or None."""
    if "\x00" in text:
        return M_NUL
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate ("\\ud800" in JSON)
        return NEEDS_TEXT
    return None


def _depth_problem(value: object) -> str | None:
    """Why a JSON value cannot be written as JSON: nested deeper than
    :data:`MAX_DEPTH`, or a text no database holds. Walked without recursion."""
    pending: list[tuple[object, int]] = [(value, 1)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, dict):
            if depth > MAX_DEPTH:
                return M_TOO_DEEP
            for key, inner in item.items():
                if _string_problem(key) is not None:
                    return NEEDS_TEXT
                pending.append((inner, depth + 1))
        elif isinstance(item, list):
            if depth > MAX_DEPTH:
                return M_TOO_DEEP
            pending.extend((inner, depth + 1) for inner in item)
        elif isinstance(item, str) and _string_problem(item) is not None:
            return NEEDS_TEXT  # a NUL inside JSON is written as \\u0000: only surrogates fail
    return None


def _check_unique(table: _Table, rows: Sequence[tuple[object, ...]]) -> None:
    """What the database keeps unique, and every reference to an earlier table."""
    for columns in table.unique:
        at = [table.names.index(name) for name in columns]
        seen: set[tuple[object, ...]] = set()
        for index, row in enumerate(rows):
            key = tuple(row[i] for i in at)
            if key in seen:
                value = key[0] if len(key) == 1 else key
                raise _RowError(
                    table.name, index, columns[-1], M_TWICE, value=value, table=table.name
                )
            seen.add(key)


def _check_references(
    table: _Table, rows: Sequence[tuple[object, ...]], ids: Mapping[str, set[int]]
) -> None:
    """Every reference names a row of the backup (the database's foreign keys)."""
    for position, column in enumerate(table.columns):
        if column.kind != _REF:
            continue
        for index, row in enumerate(rows):
            value = row[position]
            if value is not None and value not in ids[column.refers]:
                raise _RowError(
                    table.name, index, column.name, M_NO_ROW, value=value, table=column.refers
                )


def _last_ids(value: object, ids: Mapping[str, set[int]]) -> dict[str, int]:
    """The last id each never-reusing table gave: at least its largest id."""
    if not isinstance(value, dict):
        raise _RowError("", 0, "last_ids", NEEDS_OBJECT)
    for key in value:
        if key not in COUNTERS:
            name = key if key.isidentifier() else repr(key)
            raise _RowError("", 0, f"last_ids.{name}", UNKNOWN_FIELD)
    out = {}
    for name in COUNTERS:
        field = f"last_ids.{name}"
        last = require(value, name, "last_ids")
        if isinstance(last, bool) or not isinstance(last, int):
            raise _RowError("", 0, field, NEEDS_INT)
        if not 0 <= last <= MAX_ID:
            raise _RowError("", 0, field, OUT_OF_RANGE, low=0, high=MAX_ID, value=last)
        largest = max(ids[name], default=0)
        if last < largest:
            raise _RowError("", 0, field, M_LAST_ID, largest=largest, table=name)
        out[name] = last
    return out


# --------------------------------------------------------------------------- restore


def restore_backup(store: StoreCore, backup: Backup) -> Counts:
    """Write ``backup`` into the empty database of ``store``, in one transaction.

    Raises :class:`StoreError` with :data:`M_NOT_EMPTY` when the database holds
    sessions, people, seasons or club nights (nothing is changed then), or when
    the database cannot be written.
    """
    sqlite = _is_sqlite(store)
    with store._write(RESTORING) as conn:
        (taken,) = conn.execute(
            "SELECT (SELECT COUNT(*) FROM sessions) + (SELECT COUNT(*) FROM people)"
            " + (SELECT COUNT(*) FROM seasons) + (SELECT COUNT(*) FROM club_nights)"
        ).fetchone()
        if int(taken):
            raise StoreError(M_NOT_EMPTY, path=store.path)
        # A closed night's tables refuse every change, on a club's server by a
        # trigger (schreiber.store.roles): the nights are closed once their tables are in.
        state = _BY_NAME["club_nights"].names.index("state")
        nights = backup.rows["club_nights"]
        closed = [(row[0],) for row in nights if row[state] == "closed"]
        rows = {**backup.rows, "club_nights": [_opened(row, state) for row in nights]}
        for table in TABLES:
            if rows[table.name]:
                marks = ", ".join(conn.mark for _ in table.columns)
                conn.executemany(
                    f"INSERT INTO {table.name} ({', '.join(table.names)}) VALUES ({marks})",
                    rows[table.name],
                )
        if closed:
            conn.executemany(
                f"UPDATE club_nights SET state = 'closed' WHERE id = {conn.mark}", closed
            )
        if sqlite:
            _set_sqlite_counters(conn, backup.last_ids)
        else:
            last_session = max((cast(int, row[0]) for row in backup.rows["sessions"]), default=0)
            _set_postgres_counters(conn, {**backup.last_ids, "sessions": last_session})
    return backup.counts


def _opened(row: tuple[object, ...], state: int) -> tuple[object, ...]:
    return (*row[:state], "open", *row[state + 1 :])


def _set_sqlite_counters(conn: Conn, last_ids: Mapping[str, int]) -> None:
    """AUTOINCREMENT's counters (``sqlite_sequence``, which SQLite lets be written)."""
    p = conn.mark
    for name, last in last_ids.items():
        conn.execute(f"DELETE FROM sqlite_sequence WHERE name = {p}", (name,))
        if last:
            conn.execute(f"INSERT INTO sqlite_sequence (name, seq) VALUES ({p}, {p})", (name, last))


def _set_postgres_counters(conn: Conn, last_ids: Mapping[str, int]) -> None:
    """The identity sequences: the next id is the one after the last given."""
    p = conn.mark
    for name, last in last_ids.items():
        conn.execute(
            f"SELECT setval(pg_get_serial_sequence({p}, 'id'), {p}, {p})",
            (name, max(last, 1), last >= 1),
        )


def describe(counts: Counts) -> dict[str, int]:
    """What a backup holds, as the command prints it."""
    return {
        "sessions": counts.sessions,
        "deals": counts.deals,
        "people": counts.people,
        "seasons": counts.seasons,
        "club_nights": counts.nights,
    }
