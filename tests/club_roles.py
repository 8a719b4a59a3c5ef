"""A club's PostgreSQL database as a club sets it up, for the tests of its roles.

The organiser is a login of its own (not the server's superuser) that may create
roles and owns the club's database, as the README's "For clubs" has it; the
tables' laptops log in with roles made by ``club-setup`` (``schreiber.store.roles``).
The test server trusts every login on loopback (tests/postgres_server.py), so a
test that checks a password asks for it in pg_hba.conf first (:func:`require_password`).
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass
from typing import Any

import psycopg

from schreiber.store.core import NightTable
from schreiber.store.postgres import PostgresStore
from schreiber.store.roles import set_up_table_role
from tests.postgres_server import USER, PostgresServer

_clubs = itertools.count(1)

PLAYERS = ("Anna", "Ben", "Chie", "Daiki")
RULES: dict[str, object] = {"preset": "standard"}
WAIT_S = 30.0
"""A safety net for a change of the server's configuration to show."""


def deal(re: tuple[str, str] = ("Anna", "Ben"), points: int = 131) -> dict[str, object]:
    return {"type": "normal", "re": list(re), "re_points": points}


@dataclass(frozen=True)
class Club:
    server: PostgresServer
    organiser: str
    database: str

    def url(self, role: str) -> str:
        return f"postgresql://{role}@127.0.0.1:{self.server.port}/{self.database}"

    @property
    def owner_url(self) -> str:
        return self.url(self.organiser)

    @property
    def superuser_url(self) -> str:
        return self.url(USER)

    def table_role(self, name: str, password: str = "table secret") -> str:
        """``club-setup --table-role NAME`` through the store (the CLI's own test
        runs the command); returns the role's URL."""
        with PostgresStore(self.owner_url) as store:
            set_up_table_role(store, name, password)
        return self.url(name)

    def raw(self, role: str) -> psycopg.Connection[Any]:
        """A plain connection as ``role`` (autocommit), as psql would be."""
        return psycopg.connect(self.url(role), autocommit=True)


def make_club(server: PostgresServer, *, createrole: bool = True) -> Club:
    """An organiser's login (able to create roles) and an empty database it owns."""
    number = next(_clubs)
    organiser, database = f"organiser{number}", f"club{number}"
    with psycopg.connect(server.url_for("postgres"), autocommit=True) as conn:
        power = "CREATEROLE" if createrole else ""
        conn.execute(f'CREATE ROLE "{organiser}" LOGIN {power}')
        conn.execute(f'CREATE DATABASE "{database}" OWNER "{organiser}"')
    return Club(server, organiser, database)


def unique(prefix: str) -> str:
    """A role name no other test of this server uses (roles belong to the server)."""
    return f"{prefix}{next(_clubs)}"


@dataclass(frozen=True)
class Evening:
    """What the organiser stored: a session of no night, an open night with its
    table, and a closed night whose table has a deal."""

    session: int
    open_night: int
    open_table: int
    closed_night: int
    closed_table: int
    closed_deal: int


def club_evening(store: PostgresStore) -> Evening:
    def table(title: str) -> NightTable:
        return NightTable(1, "doppelkopf", title, "2026-11-26", PLAYERS, "Anna", RULES)

    session = store.sessions.create_session(
        "doppelkopf", "Friday", "2026-11-20", PLAYERS, "Anna", RULES
    )
    open_night = store.nights.create_night(
        "2026-11-26", "Open night", PLAYERS, 7, tables=[table("Open table")]
    )
    closed_night = store.nights.create_night(
        "2026-11-19", "Closed night", PLAYERS, 8, tables=[table("Closed table")]
    )
    (open_table,) = [info.id for info in store.nights.sessions_of_night(open_night)]
    (closed_table,) = [info.id for info in store.nights.sessions_of_night(closed_night)]
    saved = store.sessions.add_deal(closed_table, deal())
    store.nights.close_night(closed_night)
    return Evening(session, open_night, open_table, closed_night, closed_table, saved.id)


def log_statements(club: Club) -> None:
    """The server logs every statement of the organiser's (to its log file)."""
    with club.raw(USER) as conn:
        conn.execute(f"ALTER ROLE \"{club.organiser}\" SET log_statement = 'all'")


def server_log(club: Club) -> str:
    return (club.server.folder / "log").read_text("utf-8", "replace")


def require_password(club: Club, role: str) -> None:
    """The server asks ``role`` for its password (SCRAM) on loopback from now on;
    returns once it does (a reload of pg_hba.conf is signalled, not waited for)."""
    hba = club.server.folder / "data" / "pg_hba.conf"
    line = f"host all {role} 127.0.0.1/32 scram-sha-256\n"
    hba.write_text(line + hba.read_text())
    with club.raw(USER) as conn:
        conn.execute("SELECT pg_reload_conf()")
    deadline = time.monotonic() + WAIT_S
    while logs_in(club, role, "surely not this"):
        if time.monotonic() > deadline:
            raise AssertionError("the server went on trusting the role")
        time.sleep(0.05)


def logs_in(club: Club, role: str, password: str) -> bool:
    try:
        psycopg.connect(club.url(role), password=password, connect_timeout=5).close()
    except psycopg.OperationalError:
        return False
    return True


def catalog(club: Club) -> dict[str, list[tuple[Any, ...]]]:
    """Every privilege, trigger and check of the club's database, as the owner
    sees them: equal before and after a second ``club-setup``."""
    queries = {
        "tables": "SELECT grantee, table_name, privilege_type, is_grantable"
        " FROM information_schema.role_table_grants WHERE table_schema = current_schema()"
        " ORDER BY 1, 2, 3",
        "columns": "SELECT grantee, table_name, column_name, privilege_type"
        " FROM information_schema.role_column_grants WHERE table_schema = current_schema()"
        " ORDER BY 1, 2, 3, 4",
        "acl": "SELECT c.relname, array_to_string(ARRAY(SELECT unnest(c.relacl)::text"
        " ORDER BY 1), ',') FROM pg_class AS c WHERE c.relnamespace = current_schema()"
        "::regnamespace ORDER BY 1",
        "database": "SELECT array_to_string(ARRAY(SELECT unnest(datacl)::text ORDER BY 1), ',')"
        " FROM pg_database WHERE datname = current_database()",
        "schema": "SELECT array_to_string(ARRAY(SELECT unnest(nspacl)::text ORDER BY 1), ',')"
        " FROM pg_namespace WHERE nspname = current_schema()",
        "triggers": "SELECT tgrelid::regclass::text, tgname, tgtype, tgfoid::regprocedure::text,"
        " tgenabled FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1, 2",
        "functions": "SELECT proname, prosrc, proconfig, prosecdef, proacl::text FROM pg_proc"
        " WHERE pronamespace = current_schema()::regnamespace ORDER BY 1",
        "roles": "SELECT rolname, rolsuper, rolinherit, rolcreaterole, rolcreatedb, rolcanlogin,"
        " rolreplication, rolbypassrls, rolconnlimit FROM pg_roles"
        " WHERE rolname NOT LIKE 'pg\\_%' ORDER BY 1",
    }
    with psycopg.connect(club.owner_url) as conn:
        return {name: list(conn.execute(query).fetchall()) for name, query in queries.items()}
