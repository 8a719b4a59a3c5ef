"""Who may change what in a club's PostgreSQL database: the organiser and the tables.

The organiser's login owns the database and may do everything. Each table's
laptop logs in with a role made by ``schreiber club-setup --table-role NAME``
(:func:`set_up_table_role`), which may read everything of the club, create
sessions, add, edit and delete the records of sessions that are not in a closed
club night (with their undo and redo), and mark a table finished — nothing
else: not the roster, seasons, rankings or money, not the nights themselves,
not deleting sessions, not the schema, roles or passwords.

The server enforces this, not only the app:

- privileges: nothing for ``PUBLIC`` on the database, its schema or its
  tables; the table role gets ``CONNECT``, ``USAGE`` on the schema and exactly
  the table and column privileges of :data:`TABLE_ROLE_GRANTS` (no ``CREATE``
  anywhere, no ``TRUNCATE``, ``REFERENCES`` or ``TRIGGER``; it owns nothing, so
  it can drop or alter nothing). Identity columns need no privilege on their
  sequences: the server checks ``INSERT`` on the table only.
- triggers (:data:`TRIGGERS`), which fire for every client, psql included:
  a change to a closed night's session — the session row, its deals, its undo
  log, its players — is refused for everyone, the organiser too (the app
  reopens the night first), with SQLSTATE :data:`CLOSED_NIGHT`; a login that
  may not reopen nights may change a night only by marking a table finished,
  may make a season only as the calendar year's, and may not write the league's
  summary of a closed night's table.

A table added by a later migration must go into :data:`TABLE_ROLE_GRANTS` or
:data:`ORGANISER_ONLY` (a test checks that every table of the schema is in one
of them); :func:`grant_table_roles` gives every table role of the database its
privileges again, for the migration to call after it made the table.

PostgreSQL lets every login change its own password (``ALTER ROLE … PASSWORD``
on itself is allowed to any role, and no privilege, trigger or event trigger
can stop it): a table role can lock out only the laptops that share it, so give
each laptop a role of its own; ``club-setup`` with the same name sets a new
password.

psycopg is imported here: only PostgreSQL paths import this module.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

import psycopg
from psycopg import errors as pg_errors
from psycopg import sql

from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.store.core import (
    M_CLOSED_BY_SERVER,
    M_REFUSED_BY_SERVER,
    Conn,
    NotPermittedError,
    Phrase,
    Right,
    StoreError,
)

if TYPE_CHECKING:
    from schreiber.store.postgres import PostgresStore

EVERY_COLUMN: Final = ("*",)
"""A privilege on the whole table (every column, present and future)."""


@dataclass(frozen=True)
class TableGrant:
    """What the table role may do with one table: ``SELECT`` always (it reads
    everything of the club); ``INSERT`` and ``UPDATE`` on the columns named
    (:data:`EVERY_COLUMN`: the whole table; none: not at all); ``DELETE`` or not."""

    insert: tuple[str, ...] = ()
    update: tuple[str, ...] = ()
    delete: bool = False


TABLE_ROLE_GRANTS: Final[Mapping[str, TableGrant]] = {
    # The schema's version and application, read at opening.
    "schreiber_meta": TableGrant(),
    # New sessions (not tables of a night: no night_id); rename, rules, archive,
    # and the stamp and version every change of a session moves on.
    "sessions": TableGrant(
        insert=(
            "game",
            "title",
            "date",
            "players",
            "first_dealer",
            "rules",
            "archived",
            "created",
            "updated",
            "season_id",
            "auto_title",
        ),
        update=("title", "auto_title", "rules", "archived", "updated", "version"),
    ),
    # Records: added (undo restores one under its own id), edited, moved, deleted.
    "deals": TableGrant(
        insert=EVERY_COLUMN, update=("position", "revision", "record"), delete=True
    ),
    # Its own undo and redo (the store keeps them per writer).
    "undo_log": TableGrant(
        insert=EVERY_COLUMN, update=("position", "anchor", "expect", "undone"), delete=True
    ),
    # A newcomer at a table joins the roster by name; nothing else of the roster.
    "people": TableGrant(insert=("name", "name_key", "created")),
    # The calendar year's season, made on demand (a trigger allows that shape only).
    "seasons": TableGrant(insert=("name", "start_date", "end_date", "created")),
    # Marking a table finished (a trigger allows no other change of a night).
    "club_nights": TableGrant(update=("settings", "version")),
    "session_people": TableGrant(insert=EVERY_COLUMN),
    # The league's cache of each session's summary (not of a closed night's: trigger).
    "session_summaries": TableGrant(insert=EVERY_COLUMN, update=("version", "summary")),
    # Exactly-once changes: the key of each change made, with its answer.
    "change_keys": TableGrant(insert=EVERY_COLUMN),
    # Its own drafts: the entry typed and not yet saved, kept as it is typed.
    "drafts": TableGrant(
        insert=EVERY_COLUMN, update=("deal_id", "revision", "record", "updated"), delete=True
    ),
}
"""The table role's privileges, table by table: the one place to extend when a
migration adds a table the tables' laptops use."""

ORGANISER_ONLY: Final[frozenset[str]] = frozenset()
"""Tables of the schema the table role may not even read (none so far)."""

CLOSED_NIGHT: Final = "SC001"
"""The SQLSTATE of the triggers' refusal of a change to a closed club night."""

M_NOT_ORGANISER = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not set up the table's login: {user} does not own the database {path} and its"
    " tables; run club-setup with the organiser's login (the owner's)",
)
M_NO_CREATEROLE = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not set up the table's login: the organiser's login {user} may not create roles"
    " on the server {path}; the server's administrator allows it with: ALTER ROLE {user}"
    " CREATEROLE",
)
M_ROLE_TAKEN = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not set up the table's login: the role {name} exists on the server {path} and"
    " may do more than a table may ({why}); choose another name for the table's login",
)
M_SCHEMA_OPEN = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not set up the table's login: in the database {path}, every login may {what},"
    " and only the server's administrator can change that: {fix}; nothing was changed",
)


# --------------------------------------------------------------------------- rights


def rights_of(conn: Conn) -> frozenset[Right]:
    """What the connection's login may change, from its privileges (the owner has
    them all); read once when the store opens."""
    row = conn.execute(
        "SELECT has_table_privilege('deals', 'INSERT')"
        " AND has_column_privilege('sessions', 'rules', 'UPDATE'),"
        " has_column_privilege('club_nights', 'settings', 'UPDATE'),"
        " has_table_privilege('people', 'UPDATE'),"
        " has_column_privilege('seasons', 'settings', 'UPDATE'),"
        " has_table_privilege('club_nights', 'INSERT')"
        " AND has_column_privilege('club_nights', 'state', 'UPDATE'),"
        " has_table_privilege('sessions', 'DELETE')"
    ).fetchone()
    order = (
        Right.SESSIONS,
        Right.FINISH_TABLES,
        Right.ROSTER,
        Right.SEASONS,
        Right.NIGHTS,
        Right.DELETE_SESSIONS,
    )
    return frozenset(right for right, allowed in zip(order, row, strict=True) if allowed)


def refusal(exc: psycopg.Error, doing: str, unchanged: str) -> StoreError | None:
    """The server's own refusal of a change as :class:`NotPermittedError`, or None.

    A closed night's trigger (:data:`CLOSED_NIGHT`) and a missing privilege
    (``InsufficientPrivilege``: the login may not) each say why; they are
    neither a read-only database nor a server out of reach.
    """
    if exc.sqlstate == CLOSED_NIGHT:
        return NotPermittedError(M_CLOSED_BY_SERVER, doing=Phrase(doing), unchanged=unchanged)
    if isinstance(exc, pg_errors.InsufficientPrivilege):
        return NotPermittedError(M_REFUSED_BY_SERVER, doing=Phrase(doing), unchanged=unchanged)
    return None


# --------------------------------------------------------------------------- grants


def _columns(columns: tuple[str, ...]) -> sql.Composable:
    if columns == EVERY_COLUMN:
        return sql.SQL("")
    return sql.SQL(" ({})").format(sql.SQL(", ").join(map(sql.Identifier, columns)))


def grant_statements(schema: str, table: str, role: str) -> list[sql.Composed]:
    """The statements that leave ``role`` exactly the privileges the lists give
    it on ``table`` (all of them taken first, so that running them again changes
    nothing, and a privilege no longer listed goes)."""
    target = sql.Identifier(schema, table)
    who = sql.Identifier(role)
    statements = [sql.SQL("REVOKE ALL ON TABLE {} FROM PUBLIC, {}").format(target, who)]
    grant = TABLE_ROLE_GRANTS.get(table)
    if grant is None:  # organiser only, or a table these lists do not know
        return statements
    statements.append(sql.SQL("GRANT SELECT ON TABLE {} TO {}").format(target, who))
    for privilege, columns in (("INSERT", grant.insert), ("UPDATE", grant.update)):
        if columns:
            statements.append(
                sql.SQL("GRANT {}{} ON TABLE {} TO {}").format(
                    sql.SQL(privilege), _columns(columns), target, who
                )
            )
    if grant.delete:
        statements.append(sql.SQL("GRANT DELETE ON TABLE {} TO {}").format(target, who))
    return statements


def _schema(conn: psycopg.Connection[Any]) -> str:
    row = conn.execute("SELECT current_schema()").fetchone()
    assert row is not None and row[0] is not None  # the store made its tables there
    return str(row[0])


def _tables(conn: psycopg.Connection[Any], schema: str) -> list[str]:
    rows = conn.execute(
        "SELECT c.relname FROM pg_class AS c JOIN pg_namespace AS s ON s.oid = c.relnamespace"
        " WHERE s.nspname = %s AND c.relkind IN ('r', 'p', 'v', 'm', 'f') ORDER BY c.relname",
        (schema,),
    ).fetchall()
    return [str(row[0]) for row in rows]


def table_roles(conn: psycopg.Connection[Any]) -> list[str]:
    """The database's table roles: those given the table role's privileges (they
    read ``schreiber_meta``), by name."""
    rows = conn.execute(
        "SELECT DISTINCT r.rolname FROM pg_class AS c"
        " CROSS JOIN LATERAL aclexplode(c.relacl) AS a"
        " JOIN pg_roles AS r ON r.oid = a.grantee"
        " WHERE c.oid = to_regclass('schreiber_meta') AND a.grantee <> c.relowner"
        " AND a.privilege_type = 'SELECT' ORDER BY r.rolname"
    ).fetchall()
    return [str(row[0]) for row in rows]


def _grant(conn: psycopg.Connection[Any], schema: str, role: str) -> None:
    """Give ``role`` the table role's privileges, and nothing more."""
    database = conn.info.dbname
    who = sql.Identifier(role)
    for statement in (
        sql.SQL("REVOKE ALL ON DATABASE {} FROM PUBLIC").format(sql.Identifier(database)),
        sql.SQL("REVOKE ALL ON DATABASE {} FROM {}").format(sql.Identifier(database), who),
        sql.SQL("GRANT CONNECT ON DATABASE {} TO {}").format(sql.Identifier(database), who),
        sql.SQL("REVOKE ALL ON SCHEMA {} FROM PUBLIC").format(sql.Identifier(schema)),
        sql.SQL("REVOKE ALL ON SCHEMA {} FROM {}").format(sql.Identifier(schema), who),
        sql.SQL("GRANT USAGE ON SCHEMA {} TO {}").format(sql.Identifier(schema), who),
        sql.SQL("REVOKE ALL ON ALL SEQUENCES IN SCHEMA {} FROM PUBLIC, {}").format(
            sql.Identifier(schema), who
        ),
        sql.SQL("REVOKE ALL ON ALL FUNCTIONS IN SCHEMA {} FROM PUBLIC, {}").format(
            sql.Identifier(schema), who
        ),
    ):
        conn.execute(statement)
    for table in _tables(conn, schema):
        for statement in grant_statements(schema, table, role):
            conn.execute(statement)


def grant_table_roles(conn: psycopg.Connection[Any] | Conn) -> list[str]:
    """Give every table role of the database its privileges again, e.g. on a
    table a migration just made (run as the owner, inside the migration's
    transaction: the store's write connection, or the psycopg connection
    itself); returns their names."""
    raw: psycopg.Connection[Any] = (
        conn if isinstance(conn, psycopg.Connection) else conn.raw  # type: ignore[attr-defined]
    )  # the store's write connection is schreiber.store.postgres.PgConn: its psycopg one
    schema = _schema(raw)
    roles = table_roles(raw)
    for role in roles:
        _grant(raw, schema, role)
    return roles


def after_migration(conn: Conn) -> None:
    """In a database set up for a club (it has table roles): the checks and the
    table roles' privileges brought up to date with the schema a migration just
    changed, in the migration's transaction, so that the laptops go on working
    with the new tables without club-setup being run again."""
    raw: psycopg.Connection[Any] = conn.raw  # type: ignore[attr-defined]
    if table_roles(raw):
        install_checks(raw, _schema(raw))
        grant_table_roles(raw)


# --------------------------------------------------------------------------- triggers


_CLOSED_NIGHT_CHECK: Final = """
DECLARE
    night BIGINT;
BEGIN
    -- The league's summaries of a closed night are the organiser's to keep.
    IF TG_TABLE_NAME = 'session_summaries'
       AND has_column_privilege('club_nights', 'state', 'UPDATE') THEN
        RETURN NULL;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        IF TG_TABLE_NAME = 'sessions' THEN
            SELECT n.id INTO night FROM new_rows AS r
                JOIN club_nights AS n ON n.id = r.night_id
                WHERE n.state = 'closed' LIMIT 1;
        ELSE
            SELECT n.id INTO night FROM new_rows AS r
                JOIN sessions AS s ON s.id = r.session_id
                JOIN club_nights AS n ON n.id = s.night_id
                WHERE n.state = 'closed' LIMIT 1;
        END IF;
    END IF;
    IF night IS NULL AND TG_OP IN ('UPDATE', 'DELETE') THEN
        IF TG_TABLE_NAME = 'sessions' THEN
            SELECT n.id INTO night FROM old_rows AS r
                JOIN club_nights AS n ON n.id = r.night_id
                WHERE n.state = 'closed' LIMIT 1;
        ELSE
            SELECT n.id INTO night FROM old_rows AS r
                JOIN sessions AS s ON s.id = r.session_id
                JOIN club_nights AS n ON n.id = s.night_id
                WHERE n.state = 'closed' LIMIT 1;
        END IF;
    END IF;
    IF night IS NOT NULL THEN
        RAISE EXCEPTION 'the club night % is closed: its tables refuse every change'
            ' (the organiser reopens it first)', night
            USING ERRCODE = 'SC001';
    END IF;
    RETURN NULL;
END
"""

_TABLE_NIGHTS_CHECK: Final = """
BEGIN
    IF has_column_privilege('club_nights', 'state', 'UPDATE') THEN
        RETURN NEW;
    END IF;
    IF OLD.state <> 'open' THEN
        RAISE EXCEPTION 'the club night % is closed', OLD.id USING ERRCODE = 'SC001';
    END IF;
    BEGIN
        IF (NEW.settings::jsonb - 'finished') IS DISTINCT FROM (OLD.settings::jsonb - 'finished')
           OR jsonb_typeof(COALESCE(NEW.settings::jsonb -> 'finished', '[]')) <> 'array' THEN
            RAISE EXCEPTION 'a table''s login may only mark tables finished'
                USING ERRCODE = '42501';
        END IF;
    EXCEPTION WHEN invalid_text_representation THEN
        RAISE EXCEPTION 'a table''s login may only mark tables finished'
            USING ERRCODE = '42501';
    END;
    RETURN NEW;
END
"""

_TABLE_SEASONS_CHECK: Final = """
BEGIN
    IF has_column_privilege('seasons', 'settings', 'UPDATE')
       OR (NEW.name ~ '^[0-9]{4}$' AND NEW.start_date = NEW.name || '-01-01'
           AND NEW.end_date = NEW.name || '-12-31' AND NEW.settings = '{}') THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'a table''s login may make a calendar year''s season only'
        USING ERRCODE = '42501';
END
"""

FUNCTIONS: Final[Mapping[str, str]] = {
    "schreiber_closed_night": _CLOSED_NIGHT_CHECK,
    "schreiber_table_nights": _TABLE_NIGHTS_CHECK,
    "schreiber_table_seasons": _TABLE_SEASONS_CHECK,
}

_CLOSED_TABLES: Final = ("sessions", "deals", "undo_log", "session_people", "session_summaries")
_TRANSITIONS: Final = {
    "INSERT": "NEW TABLE AS new_rows",
    "UPDATE": "OLD TABLE AS old_rows NEW TABLE AS new_rows",
    "DELETE": "OLD TABLE AS old_rows",
}


@dataclass(frozen=True)
class Trigger:
    name: str
    table: str
    timing: str
    """``AFTER … FOR EACH STATEMENT`` with the transition tables, or ``BEFORE … FOR EACH ROW``."""
    function: str


TRIGGERS: Final[tuple[Trigger, ...]] = (
    *(
        Trigger(
            f"schreiber_closed_{event.lower()}",
            table,
            f"AFTER {event} ON {{table}} REFERENCING {transition} FOR EACH STATEMENT",
            "schreiber_closed_night",
        )
        for table in _CLOSED_TABLES
        for event, transition in _TRANSITIONS.items()
    ),
    Trigger(
        "schreiber_table_nights",
        "club_nights",
        "BEFORE UPDATE ON {table} FOR EACH ROW",
        "schreiber_table_nights",
    ),
    Trigger(
        "schreiber_table_seasons",
        "seasons",
        "BEFORE INSERT ON {table} FOR EACH ROW",
        "schreiber_table_seasons",
    ),
)
"""The checks inside the database, one statement-level trigger per change of a
table that belongs to a session (a statement that moves a thousand deals is
checked once), and row triggers where a table's login may change a night or
make a season."""


def install_checks(conn: psycopg.Connection[Any], schema: str) -> None:
    """Make (or bring up to date) :data:`FUNCTIONS` and :data:`TRIGGERS`.

    The functions run as the client that changes the table (no SECURITY
    DEFINER: they only read), with a fixed search path, so that nobody's own
    tables of the same name can stand in for the club's.
    """
    for name, body in FUNCTIONS.items():
        conn.execute(
            sql.SQL(
                "CREATE OR REPLACE FUNCTION {}() RETURNS trigger LANGUAGE plpgsql"
                " SET search_path = pg_catalog, {}, pg_temp AS {}"
            ).format(sql.Identifier(schema, name), sql.Identifier(schema), sql.Literal(body))
        )
        conn.execute(
            sql.SQL("REVOKE ALL ON FUNCTION {}() FROM PUBLIC").format(sql.Identifier(schema, name))
        )
    present = {
        (str(row[0]), str(row[1]))
        for row in conn.execute(
            "SELECT t.tgname, c.relname FROM pg_trigger AS t JOIN pg_class AS c"
            " ON c.oid = t.tgrelid JOIN pg_namespace AS s ON s.oid = c.relnamespace"
            " WHERE s.nspname = %s AND NOT t.tgisinternal",
            (schema,),
        ).fetchall()
    }
    tables = set(_tables(conn, schema))
    for trigger in TRIGGERS:
        if (trigger.name, trigger.table) in present or trigger.table not in tables:
            continue
        timing = sql.SQL(trigger.timing).format(table=sql.Identifier(schema, trigger.table))
        conn.execute(
            sql.SQL("CREATE TRIGGER {} {} EXECUTE FUNCTION {}()").format(
                sql.Identifier(trigger.name), timing, sql.Identifier(schema, trigger.function)
            )
        )


# --------------------------------------------------------------------------- club-setup


ROLE_NAME: Final = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]{0,62}")
RESERVED: Final = ("public", "none", "current_user", "current_role", "session_user")


def is_role_name(name: str) -> bool:
    """Whether ``name`` can be a table's login: letters, digits, ``_ . -``, at most
    63, not a name PostgreSQL keeps for itself (``pg_…``, ``public``…)."""
    return (
        ROLE_NAME.fullmatch(name) is not None
        and not name.lower().startswith("pg_")
        and name.lower() not in RESERVED
    )


def _existing(conn: psycopg.Connection[Any], name: str, owner: int) -> tuple[bool, str]:
    """Whether the role exists, and why it may not be a table's login ("" if it may)."""
    row = conn.execute(
        "SELECT r.rolsuper, r.rolcreaterole, r.rolcreatedb, r.rolreplication, r.rolbypassrls,"
        " pg_has_role(r.oid, %s::oid, 'MEMBER'),"
        " EXISTS (SELECT 1 FROM pg_auth_members AS m WHERE m.member = r.oid),"
        " EXISTS (SELECT 1 FROM pg_class AS c WHERE c.relowner = r.oid)"
        " FROM pg_roles AS r WHERE r.rolname = %s",
        (owner, name),
    ).fetchone()
    if row is None:
        return False, ""
    reasons = (
        "superuser",
        "CREATEROLE",
        "CREATEDB",
        "REPLICATION",
        "BYPASSRLS",
        "the organiser",
        "member of other roles",
        "owns tables",
    )
    return True, ", ".join(why for why, flag in zip(reasons, row, strict=True) if flag)


def set_up_table_role(store: PostgresStore, name: str, password: str) -> bool:
    """``schreiber club-setup --table-role NAME``: make the login role ``name``
    (or set its password again) and give every table role exactly its
    privileges, with the checks in the database, in one transaction as the
    owner. Returns whether the role was made now.

    The password reaches the server as a SCRAM verifier made here, never as
    text (so no server log or statement view can show it).
    """
    doing = QT_TRANSLATE_NOOP("StoreError", "set up the table's login")
    with store.setup_transaction(doing) as conn:
        row = conn.execute(
            "SELECT c.relowner,"
            " pg_has_role(c.relowner, 'USAGE') AND pg_has_role(d.datdba, 'USAGE'), current_user"
            " FROM pg_class AS c, pg_database AS d"
            " WHERE c.oid = to_regclass('sessions') AND d.datname = current_database()"
        ).fetchone()
        if row is None or not row[1]:
            user = conn.execute("SELECT current_user").fetchone()
            raise NotPermittedError(M_NOT_ORGANISER, user=user[0] if user else "?", path=store.path)
        owner, _, user = int(row[0]), row[1], str(row[2])
        exists, why = _existing(conn, name, owner)
        if why:
            raise StoreError(M_ROLE_TAKEN, name=name, path=store.path, why=why)
        verifier = conn.pgconn.encrypt_password(
            password.encode("utf-8"), name.encode("utf-8"), b"scram-sha-256"
        )
        statement = (
            "ALTER ROLE {} LOGIN PASSWORD {}" if exists else "CREATE ROLE {} LOGIN PASSWORD {}"
        )
        try:
            with conn.transaction():  # a savepoint: the refusal below is a message of its own
                conn.execute(
                    sql.SQL(statement).format(
                        sql.Identifier(name), sql.Literal(verifier.decode("ascii"))
                    )
                )
        except pg_errors.InsufficientPrivilege:
            raise NotPermittedError(M_NO_CREATEROLE, user=user, path=store.path) from None
        schema = _schema(conn)
        install_checks(conn, schema)
        for role in sorted({*table_roles(conn), name}):
            _grant(conn, schema, role)
        _check_closed(conn, schema, name, str(store.path))
    return not exists


def _check_closed(conn: psycopg.Connection[Any], schema: str, name: str, path: str) -> None:
    """Refuse (and so roll back) a setup that leaves the role more than its own:
    a schema or database whose owner is another login keeps ``PUBLIC``'s rights."""
    row = conn.execute(
        "SELECT has_schema_privilege(%s, %s, 'CREATE'),"
        " has_database_privilege(%s, current_database(), 'CREATE'),"
        " has_database_privilege(%s, current_database(), 'TEMPORARY')",
        (name, schema, name, name),
    ).fetchone()
    assert row is not None
    database = conn.info.dbname
    fixes = (
        (
            QT_TRANSLATE_NOOP("StoreError", "create tables in its schema"),
            f'REVOKE CREATE ON SCHEMA "{schema}" FROM PUBLIC',
        ),
        (
            QT_TRANSLATE_NOOP("StoreError", "create schemas in it"),
            f'REVOKE CREATE ON DATABASE "{database}" FROM PUBLIC',
        ),
        (
            QT_TRANSLATE_NOOP("StoreError", "create temporary tables in it"),
            f'REVOKE TEMPORARY ON DATABASE "{database}" FROM PUBLIC',
        ),
    )
    for allowed, (what, fix) in zip(row, fixes, strict=True):
        if allowed:
            raise NotPermittedError(M_SCHEMA_OPEN, path=path, what=Phrase(what), fix=fix)
