"""Roles the database enforces (records.md, "A club's database: roles, backup and
moving"; issue 24, item 4).

On the real PostgreSQL test server, set up as a club does: the organiser owns the
database; ``club-setup`` made a table's login. As that login, with plain psycopg
(as psql would be), the server itself refuses what a table may not do; a closed
night's session refuses raw changes from every client, the owner's too. Through
the store, a table's login does a table's work and is refused the organiser's
before anything is tried (``NotPermittedError``, exit 5 on the command line);
the server's own refusal says why too. A night closed on another laptop is seen
inside the write's transaction, on both engines.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest

from schreiber.session.service import SessionService
from schreiber.store.core import (
    M_CLOSED_BY_SERVER,
    M_NOT_PERMITTED,
    M_REFUSED_BY_SERVER,
    M_SESSION_CLOSED,
    NightTable,
    NotPermittedError,
    Right,
    StoreCore,
    StoreError,
)
from schreiber.store.database import Store
from schreiber.store.postgres import PostgresStore
from schreiber.store.roles import (
    CLOSED_NIGHT,
    EVERY_COLUMN,
    M_NO_CREATEROLE,
    M_NOT_ORGANISER,
    M_ROLE_TAKEN,
    ORGANISER_ONLY,
    TABLE_ROLE_GRANTS,
    grant_table_roles,
    set_up_table_role,
)
from tests.club_roles import (
    PLAYERS,
    RULES,
    Club,
    Evening,
    catalog,
    club_evening,
    deal,
    make_club,
    unique,
)
from tests.postgres_server import USER, PostgresServer

INSUFFICIENT_PRIVILEGE = "42501"


@pytest.fixture
def club(postgres_server: PostgresServer) -> Club:
    return make_club(postgres_server)


@pytest.fixture
def evening(club: Club) -> Evening:
    with PostgresStore(club.owner_url) as store:
        return club_evening(store)


@pytest.fixture
def table(club: Club, evening: Evening) -> str:
    """The table's login, made by club-setup after the organiser's evening."""
    name = unique("table")
    club.table_role(name)
    return name


@pytest.fixture
def table_store(club: Club, table: str) -> Iterator[PostgresStore]:
    with PostgresStore(club.url(table)) as store:
        yield store


def refused(conn: psycopg.Connection[Any], statement: str) -> str:
    """Run ``statement``; it must fail: its SQLSTATE."""
    try:
        conn.execute(statement)
    except psycopg.Error as error:
        assert error.sqlstate is not None, error
        return error.sqlstate
    raise AssertionError(f"the server allowed: {statement}")


# --------------------------------------------------------------------------- the lists


def test_every_table_of_the_schema_is_in_one_list(club: Club, evening: Evening) -> None:
    """A table a migration adds must be given to the tables' login or kept for the
    organiser, in schreiber.store.roles, or this fails: no table is forgotten."""
    with club.raw(club.organiser) as conn:
        tables = {
            str(row[0])
            for row in conn.execute(
                "SELECT relname FROM pg_class WHERE relnamespace = current_schema()::regnamespace"
                " AND relkind IN ('r', 'p', 'v', 'm', 'f')"
            ).fetchall()
        }
        columns = {
            (str(row[0]), str(row[1]))
            for row in conn.execute(
                "SELECT table_name, column_name FROM information_schema.columns"
                " WHERE table_schema = current_schema()"
            ).fetchall()
        }
    assert "sessions" in tables and "change_keys" in tables
    assert not set(TABLE_ROLE_GRANTS) & ORGANISER_ONLY
    assert tables - set(TABLE_ROLE_GRANTS) - ORGANISER_ONLY == set()
    assert set(TABLE_ROLE_GRANTS) | ORGANISER_ONLY <= tables  # no name misspelt
    for name, grant in TABLE_ROLE_GRANTS.items():
        for column in (*grant.insert, *grant.update):
            assert column == EVERY_COLUMN[0] or (name, column) in columns, (name, column)


# --------------------------------------------------------------------------- the server


def test_the_server_refuses_the_tables_login(club: Club, evening: Evening, table: str) -> None:
    """As the table's login, with plain SQL: the schema, roles, the roster, seasons,
    nights and deleting sessions are refused by the server, and nothing changed."""
    other = unique("table")
    club.table_role(other)
    e = evening
    night_row = (
        "INSERT INTO club_nights (season_id, date, title, present, seed, created)"
        " SELECT season_id, '2026-12-03', 'Mine', '[]', 1, 'now' FROM club_nights LIMIT 1"
    )
    statements = {
        # The schema.
        "DROP TABLE deals": INSUFFICIENT_PRIVILEGE,
        "DROP TABLE sessions CASCADE": INSUFFICIENT_PRIVILEGE,
        "TRUNCATE deals": INSUFFICIENT_PRIVILEGE,
        "TRUNCATE people CASCADE": INSUFFICIENT_PRIVILEGE,
        "ALTER TABLE deals ADD COLUMN hidden TEXT": INSUFFICIENT_PRIVILEGE,
        "ALTER TABLE deals DISABLE TRIGGER ALL": INSUFFICIENT_PRIVILEGE,
        "CREATE TABLE mine (a INTEGER)": INSUFFICIENT_PRIVILEGE,
        "CREATE TEMPORARY TABLE mine (a INTEGER)": INSUFFICIENT_PRIVILEGE,
        "CREATE SCHEMA mine": INSUFFICIENT_PRIVILEGE,
        "CREATE VIEW mine AS SELECT 1": INSUFFICIENT_PRIVILEGE,
        "DROP FUNCTION schreiber_closed_night() CASCADE": INSUFFICIENT_PRIVILEGE,
        "DROP TRIGGER schreiber_closed_update ON deals": INSUFFICIENT_PRIVILEGE,
        "CREATE INDEX mine ON deals (record)": INSUFFICIENT_PRIVILEGE,
        # Roles and passwords.
        "CREATE ROLE intruder LOGIN": INSUFFICIENT_PRIVILEGE,
        f"ALTER ROLE \"{club.organiser}\" PASSWORD 'taken'": INSUFFICIENT_PRIVILEGE,
        f"ALTER ROLE \"{other}\" PASSWORD 'taken'": INSUFFICIENT_PRIVILEGE,
        f"ALTER ROLE \"{USER}\" PASSWORD 'taken'": INSUFFICIENT_PRIVILEGE,
        f'GRANT "{club.organiser}" TO "{table}"': INSUFFICIENT_PRIVILEGE,
        f'ALTER DATABASE "{club.database}" OWNER TO "{table}"': INSUFFICIENT_PRIVILEGE,
        # The roster.
        "UPDATE people SET name = 'Mallory'": INSUFFICIENT_PRIVILEGE,
        "UPDATE people SET archived = 1": INSUFFICIENT_PRIVILEGE,
        "DELETE FROM people": INSUFFICIENT_PRIVILEGE,
        "INSERT INTO people (name, name_key, full_name, created)"
        " VALUES ('Mallory', 'mallory', 'M. Allory', 'now')": INSUFFICIENT_PRIVILEGE,
        "UPDATE session_people SET person_id = person_id": INSUFFICIENT_PRIVILEGE,
        # Seasons, rankings and money.
        'UPDATE seasons SET settings = \'{"money": {"rate": "9"}}\'': INSUFFICIENT_PRIVILEGE,
        "UPDATE seasons SET end_date = '2099-12-31'": INSUFFICIENT_PRIVILEGE,
        "DELETE FROM seasons": INSUFFICIENT_PRIVILEGE,
        "INSERT INTO seasons (name, start_date, end_date, created)"
        " VALUES ('Mine', '2026-01-01', '2026-12-31', 'now')": INSUFFICIENT_PRIVILEGE,
        "INSERT INTO seasons (name, start_date, end_date, created)"
        " VALUES ('2030', '2030-06-01', '2030-12-31', 'now')": INSUFFICIENT_PRIVILEGE,
        "INSERT INTO seasons (name, start_date, end_date, settings, created)"
        " VALUES ('2031', '2031-01-01', '2031-12-31', '{}', 'now')": INSUFFICIENT_PRIVILEGE,
        # Club nights: only marking a table finished.
        night_row: INSUFFICIENT_PRIVILEGE,
        "DELETE FROM club_nights": INSUFFICIENT_PRIVILEGE,
        f"UPDATE club_nights SET state = 'open' WHERE id = {e.closed_night}": (
            INSUFFICIENT_PRIVILEGE
        ),
        f"UPDATE club_nights SET state = 'closed' WHERE id = {e.open_night}": (
            INSUFFICIENT_PRIVILEGE
        ),
        f"UPDATE club_nights SET present = '[]' WHERE id = {e.open_night}": INSUFFICIENT_PRIVILEGE,
        f'UPDATE club_nights SET settings = \'{{"draw": "standing"}}\' WHERE id = {e.open_night}': (
            INSUFFICIENT_PRIVILEGE
        ),
        f'UPDATE club_nights SET settings = \'{{"finished": "all"}}\' WHERE id = {e.open_night}': (
            INSUFFICIENT_PRIVILEGE
        ),
        f"UPDATE club_nights SET settings = '{{\"finished\": [{e.closed_table}]}}'"
        f" WHERE id = {e.closed_night}": CLOSED_NIGHT,
        # Sessions: not deleted, not moved into or out of nights or seasons.
        "DELETE FROM sessions": INSUFFICIENT_PRIVILEGE,
        f"DELETE FROM sessions WHERE id = {e.session}": INSUFFICIENT_PRIVILEGE,
        f"UPDATE sessions SET night_id = NULL WHERE id = {e.open_table}": INSUFFICIENT_PRIVILEGE,
        f"UPDATE sessions SET season_id = NULL WHERE id = {e.session}": INSUFFICIENT_PRIVILEGE,
        f"UPDATE sessions SET players = '[]' WHERE id = {e.session}": INSUFFICIENT_PRIVILEGE,
        "INSERT INTO sessions (game, title, date, players, first_dealer, rules, created,"
        f" updated, night_id) VALUES ('doppelkopf', 'x', '2026-11-26', '[]', 'A', '{{}}', 'now',"
        f" 'now', {e.open_night})": INSUFFICIENT_PRIVILEGE,
        "UPDATE schreiber_meta SET value = '99'": INSUFFICIENT_PRIVILEGE,
        "DELETE FROM change_keys": INSUFFICIENT_PRIVILEGE,
        # A closed night's session: its row, its deals, its undo log, its summary.
        f"UPDATE sessions SET title = 'Mine' WHERE id = {e.closed_table}": CLOSED_NIGHT,
        f"UPDATE deals SET record = '{{}}' WHERE id = {e.closed_deal}": CLOSED_NIGHT,
        f"DELETE FROM deals WHERE id = {e.closed_deal}": CLOSED_NIGHT,
        "INSERT INTO deals (session_id, position, revision, record)"
        f" VALUES ({e.closed_table}, 1, 1, '{{}}')": CLOSED_NIGHT,
        f"DELETE FROM undo_log WHERE session_id = {e.closed_table}": CLOSED_NIGHT,
        "INSERT INTO session_summaries (session_id, version, summary)"
        f" VALUES ({e.closed_table}, 99, '{{}}')": CLOSED_NIGHT,
    }
    with club.raw(club.organiser) as owner:
        before = (
            catalog(club),
            owner.execute(
                "SELECT (SELECT json_agg(p ORDER BY id) FROM people AS p)::text,"
                " (SELECT json_agg(s ORDER BY id) FROM seasons AS s)::text,"
                " (SELECT json_agg(n ORDER BY id) FROM club_nights AS n)::text,"
                " (SELECT json_agg(s ORDER BY id) FROM sessions AS s)::text,"
                " (SELECT json_agg(d ORDER BY id) FROM deals AS d)::text"
            ).fetchone(),
        )
    with club.raw(table) as conn:
        states = {statement: refused(conn, statement) for statement in statements}
    assert states == statements
    with club.raw(club.organiser) as owner:
        after = (
            catalog(club),
            owner.execute(
                "SELECT (SELECT json_agg(p ORDER BY id) FROM people AS p)::text,"
                " (SELECT json_agg(s ORDER BY id) FROM seasons AS s)::text,"
                " (SELECT json_agg(n ORDER BY id) FROM club_nights AS n)::text,"
                " (SELECT json_agg(s ORDER BY id) FROM sessions AS s)::text,"
                " (SELECT json_agg(d ORDER BY id) FROM deals AS d)::text"
            ).fetchone(),
        )
    assert after == before


def test_a_table_does_its_work_in_plain_sql(club: Club, evening: Evening, table: str) -> None:
    """What a table may do, it may do by hand as well: records of an open session,
    a newcomer by name, the calendar year's season, a table marked finished."""
    e = evening
    with club.raw(table) as conn:
        row = conn.execute(
            "INSERT INTO deals (session_id, position, revision, record)"
            " VALUES (%s, 0, 1, '{}') RETURNING id",
            (e.open_table,),
        ).fetchone()
        assert row is not None
        deal_id = row[0]
        conn.execute(
            "UPDATE deals SET record = '{\"x\": 1}', revision = 2 WHERE id = %s", (deal_id,)
        )
        conn.execute("DELETE FROM deals WHERE id = %s", (deal_id,))
        conn.execute("INSERT INTO people (name, name_key, created) VALUES ('Zoe', 'zoe', 'now')")
        conn.execute(
            "INSERT INTO seasons (name, start_date, end_date, created)"
            " VALUES ('2031', '2031-01-01', '2031-12-31', 'now')"
        )
        conn.execute(
            "UPDATE club_nights SET settings = jsonb_set(settings::jsonb, '{finished}',"
            " %s::jsonb)::text, version = version + 1 WHERE id = %s",
            (f"[{e.open_table}]", e.open_night),
        )
    with PostgresStore(club.owner_url) as store:
        assert store.nights.night(e.open_night).finished_tables == {e.open_table}
        assert store.sessions.load_session(e.open_table).deals == ()


@pytest.mark.parametrize("who", ["organiser", "superuser", "table"])
def test_a_closed_nights_session_refuses_every_client(
    club: Club, evening: Evening, table: str, who: str
) -> None:
    """The check inside the database: raw SQL into a closed night's session is
    refused for every login, the owner's and the server's superuser's too, until
    the organiser reopens the night."""
    role = {"organiser": club.organiser, "superuser": USER, "table": table}[who]
    e = evening
    changes = (
        f"UPDATE deals SET record = '{{}}' WHERE id = {e.closed_deal}",
        f"UPDATE deals SET position = position WHERE session_id = {e.closed_table}",
        f"DELETE FROM deals WHERE session_id = {e.closed_table}",
        "INSERT INTO deals (session_id, position, revision, record)"
        f" VALUES ({e.closed_table}, 1, 1, '{{}}')",
        f"UPDATE undo_log SET undone = 1 WHERE session_id = {e.closed_table}",
        "INSERT INTO undo_log (session_id, writer, seq, kind, created)"
        f" VALUES ({e.closed_table}, 'me', 99, 'set_rules', 'now')",
        f"UPDATE sessions SET rules = '{{}}' WHERE id = {e.closed_table}",
        f"UPDATE sessions SET title = 'x', updated = 'now' WHERE id = {e.closed_table}",
        "INSERT INTO session_people (session_id, name, person_id)"
        f" SELECT {e.closed_table}, 'Zed', id FROM people LIMIT 1",
    )
    with club.raw(role) as conn:
        for statement in changes:
            assert refused(conn, statement) == CLOSED_NIGHT, statement
        if who != "table":  # the table's login may delete no session at all
            assert (
                refused(conn, f"DELETE FROM sessions WHERE id = {e.closed_table}") == CLOSED_NIGHT
            )
            assert (
                refused(conn, f"UPDATE sessions SET night_id = NULL WHERE id = {e.closed_table}")
                == CLOSED_NIGHT
            )
    with PostgresStore(club.owner_url) as store:
        assert store.sessions.load_session(e.closed_table).deal_ids == (e.closed_deal,)
        store.nights.close_night(e.closed_night, False)  # the organiser reopens it
    with club.raw(role) as conn:
        conn.execute(f"UPDATE deals SET record = record WHERE id = {e.closed_deal}")


# --------------------------------------------------------------------------- the store


def test_the_tables_login_through_the_store(
    club: Club, evening: Evening, table_store: PostgresStore
) -> None:
    """The store knows its login's rights and does a table's work."""
    store, e = table_store, evening
    assert {right for right in Right if store.can(right)} == {Right.SESSIONS, Right.FINISH_TABLES}
    # A newcomer joins the roster by name; the calendar year's season is made.
    players = ["Anna", "Ben", "Chie", "Zoe"]
    session = store.sessions.create_session(
        "doppelkopf", "Saturday", "2027-01-09", players, "Anna", RULES
    )
    assert store.sessions.load_session(session).season_id is not None
    service = SessionService(store, session)
    service.add_deal(deal())
    service.add_deal(deal(("Anna", "Zoe"), 200))
    service.add_deal(deal(("Ben", "Chie"), 100))
    service.replace_deal(1, deal(("Chie", "Zoe")))
    service.delete_deal(3)
    assert service.undo() == "delete_deal"
    assert service.redo() == "delete_deal"
    service.set_rules(RULES)
    service.rename("Saturday at Anna's")
    store.sessions.archive_session(session)
    store.sessions.archive_session(session, False)
    store.nights.set_table_finished(e.open_night, e.open_table)
    SessionService(store, e.open_table).add_deal(deal())
    assert store.nights.night(e.open_night).finished_tables == {e.open_table}
    assert "Zoe" in [person.name for person in store.people.all()]
    assert store.seasons.season_of_date("2028-03-01") > 0  # the calendar year's, made on demand


def organisers_changes(store: StoreCore, e: Evening) -> dict[str, Callable[[], object]]:
    person = store.people.all()[0].id
    season = store.seasons.all()[0].id
    table = NightTable(1, "doppelkopf", "T", "2026-11-26", PLAYERS, "Anna", RULES)
    return {
        "add a player": lambda: store.people.add_person("Mallory"),
        "rename a player": lambda: store.people.rename_person(person, "Mel"),
        "full name": lambda: store.people.set_full_name(person, "Mallory M."),
        "archive a player": lambda: store.people.archive_person(person),
        "new season": lambda: store.seasons.create_season("Winter", "2026-12-01", "2027-02-28"),
        "ranking": lambda: store.seasons.update_season_settings(
            season, {"ranking": {"method": "total"}}
        ),
        "money": lambda: store.seasons.update_season_settings(season, {"money": {"rate": "1"}}),
        "move a session": lambda: store.seasons.move_session(e.session, season),
        "new night": lambda: store.nights.create_night("2026-12-03", "Mine", PLAYERS, 1),
        "next round": lambda: store.nights.add_round(e.open_night, 2, [table]),
        "a table of a night": lambda: store.sessions.create_session(
            "doppelkopf", "T", "2026-11-26", PLAYERS, "Anna", RULES, night_id=e.open_night
        ),
        "night settings": lambda: store.nights.update_night_settings(e.open_night, {"draw": "x"}),
        "who is present": lambda: store.nights.set_night_present(e.open_night, PLAYERS[:3]),
        "close": lambda: store.nights.close_night(e.open_night),
        "reopen": lambda: store.nights.close_night(e.closed_night, False),
        "delete a session": lambda: store.sessions.delete_session(e.session),
    }


def test_the_organisers_changes_are_refused_before_trying(
    club: Club, evening: Evening, table_store: PostgresStore
) -> None:
    """Each refused by the app itself (its own words, not the server's), saying
    which change and whom to ask; nothing changed."""
    before = catalog(club)
    with PostgresStore(club.owner_url) as owner:
        state = (
            owner.people.all(True),
            owner.seasons.all(),
            owner.nights.all(),
            owner.sessions.list_sessions(True),
        )
    for change, call in organisers_changes(table_store, evening).items():
        with pytest.raises(NotPermittedError) as caught:
            call()
        assert caught.value.template == M_NOT_PERMITTED, change
        message = str(caught.value)
        assert "this laptop's database login may not" in message
        assert "ask the organiser" in message and "read-only" not in message
    roster = organisers_changes(table_store, evening)["add a player"]
    with pytest.raises(NotPermittedError, match="may not change the club's roster; ask the"):
        roster()
    with PostgresStore(club.owner_url) as owner:
        assert (
            owner.people.all(True),
            owner.seasons.all(),
            owner.nights.all(),
            owner.sessions.list_sessions(True),
        ) == state
    assert catalog(club) == before


def test_the_organiser_may_do_everything(club: Club, evening: Evening, table: str) -> None:
    with PostgresStore(club.owner_url) as store:
        assert all(store.can(right) for right in Right)
        for change, call in organisers_changes(store, evening).items():
            if change not in ("close", "reopen", "delete a session", "next round"):
                call()
        store.nights.add_round(
            evening.open_night,
            2,
            [NightTable(1, "doppelkopf", "T", "2026-11-26", PLAYERS, "Anna", RULES)],
        )
        store.nights.close_night(evening.open_night)
        store.nights.close_night(evening.closed_night, False)
        store.sessions.delete_session(evening.session)


def closed_changes(store: StoreCore, session: int) -> list[Callable[[], object]]:
    """Every change of a session's own, as the window and the commands make them."""
    service = SessionService(store, session)
    return [
        lambda: service.add_deal(deal()),
        lambda: service.replace_deal(1, deal(("Chie", "Daiki"))),
        lambda: service.delete_deal(1),
        lambda: service.set_rules(RULES),
        lambda: service.rename("Mine"),
        lambda: store.sessions.archive_session(session),
    ]


def test_a_closed_nights_session_is_refused_through_the_store(
    club: Club, evening: Evening, table_store: PostgresStore
) -> None:
    e = evening
    with PostgresStore(club.owner_url) as owner:
        for store in (table_store, owner):
            version = store.sessions.load_session(e.closed_table).version
            for change in closed_changes(store, e.closed_table):
                with pytest.raises(NotPermittedError) as caught:
                    change()
                assert caught.value.template == M_SESSION_CLOSED
                assert "Closed night" in str(caught.value) and "reopen" in str(caught.value)
            assert store.sessions.load_session(e.closed_table).version == version
        with pytest.raises(NotPermittedError, match="which is closed"):
            owner.sessions.delete_session(e.closed_table)
        with pytest.raises(NotPermittedError, match="which is closed"):
            owner.seasons.move_session(e.closed_table, owner.seasons.all()[0].id)
        # The organiser's undo waits for the night to be reopened too.
        owner.nights.close_night(e.closed_night, False)
        service = SessionService(owner, e.closed_table)
        service.add_deal(deal())
        owner.nights.close_night(e.closed_night)
        with pytest.raises(NotPermittedError, match="which is closed"):
            service.undo()


def test_the_servers_own_refusal_says_why(
    club: Club, evening: Evening, table: str, table_store: PostgresStore
) -> None:
    """A refusal the app did not foresee (a privilege taken since the laptop
    opened the database; a raw statement into a closed night) is "not
    permitted", saying why — not "read-only", not "cannot be reached"."""
    service = SessionService(table_store, evening.open_table)
    with club.raw(club.organiser) as owner:
        owner.execute(f'REVOKE INSERT ON deals FROM "{table}"')
    with pytest.raises(NotPermittedError) as caught:
        service.add_deal(deal())
    assert caught.value.template == M_REFUSED_BY_SERVER
    assert "refused" in str(caught.value) and "ask the organiser" in str(caught.value)
    for wrong in ("read-only", "cannot be reached", "42501", "permission denied"):
        assert wrong not in str(caught.value)
    # A migration gives the tables' logins their privileges again, in its transaction.
    with PostgresStore(club.owner_url) as store, store._write("set up the database") as conn:
        assert grant_table_roles(conn) == [table]
    service.add_deal(deal())
    with club.raw(club.organiser) as owner, owner.transaction():
        assert grant_table_roles(owner) == [table]  # or on a connection of its own
    with PostgresStore(club.owner_url) as store:
        with pytest.raises(NotPermittedError) as caught, store._write("save the deal") as conn:
            conn.execute(
                f"UPDATE deals SET record = record WHERE id = {conn.mark}", (evening.closed_deal,)
            )
        assert caught.value.template == M_CLOSED_BY_SERVER
        assert "closed club night" in str(caught.value) and "SC001" not in str(caught.value)


def test_the_organisers_rename_reaches_a_closed_night(
    club: Club, evening: Evening, table: str
) -> None:
    """Renaming a player everywhere reopens their closed nights inside its own
    transaction only: the closed table's deals follow, and the night stays closed."""
    with PostgresStore(club.owner_url) as store:
        anna = next(p.id for p in store.people.all() if p.name == "Anna")
        store.people.rename_person(anna, "Anne")
        closed = store.sessions.load_session(evening.closed_table)
        assert closed.players[0] == "Anne" and closed.deals[0]["re"] == ["Anne", "Ben"]
        assert store.nights.night(evening.closed_night).closed
    with club.raw(club.organiser) as conn:
        assert refused(conn, f"DELETE FROM deals WHERE id = {evening.closed_deal}") == CLOSED_NIGHT


def test_a_tables_login_keeps_no_summary_of_a_closed_night(
    club: Club, evening: Evening, table_store: PostgresStore
) -> None:
    e = evening
    versions = {
        info.id: info.version
        for info in table_store.sessions.list_sessions()
        if info.night_id is not None
    }
    made: list[tuple[int, int, dict[str, object]]] = [
        (e.open_table, versions[e.open_table], {"players": {}}),
        (e.closed_table, versions[e.closed_table], {"players": {}}),
    ]
    assert table_store.seasons.put_summaries(made) == 1  # the open night's only, without a fault
    with PostgresStore(club.owner_url) as owner:
        assert owner.seasons.put_summaries(made) == 2


# --------------------------------------------------------------------------- club-setup


def test_club_setup_again_changes_nothing(club: Club, evening: Evening, table: str) -> None:
    """Run twice, the catalog is the same; a second name adds a second role with
    the same privileges, the first one's unchanged."""
    first = catalog(club)
    with PostgresStore(club.owner_url) as store:
        assert set_up_table_role(store, table, "table secret") is False
    assert catalog(club) == first
    second = unique("table")
    with PostgresStore(club.owner_url) as store:
        assert set_up_table_role(store, second, "another secret") is True
    both = catalog(club)

    def of(snapshot: dict[str, list[tuple[Any, ...]]], role: str) -> list[tuple[Any, ...]]:
        return [
            row[1:] for name in ("tables", "columns") for row in snapshot[name] if row[0] == role
        ]

    assert of(both, table) == of(first, table)
    assert of(both, second) == of(first, table)
    assert both["triggers"] == first["triggers"] and both["functions"] == first["functions"]
    with PostgresStore(club.url(second)) as store:
        assert store.can(Right.SESSIONS) and not store.can(Right.ROSTER)


def test_club_setup_needs_the_organisers_login(
    postgres_server: PostgresServer, club: Club, evening: Evening, table: str
) -> None:
    with PostgresStore(club.url(table)) as store, pytest.raises(NotPermittedError) as caught:
        set_up_table_role(store, unique("table"), "secret")
    assert caught.value.template == M_NOT_ORGANISER
    with PostgresStore(club.owner_url) as store:
        for mighty in (club.organiser, USER):
            with pytest.raises(StoreError) as taken:
                set_up_table_role(store, mighty, "secret")
            assert taken.value.template == M_ROLE_TAKEN
    weak = make_club(postgres_server, createrole=False)
    with PostgresStore(weak.owner_url) as store, pytest.raises(NotPermittedError) as caught:
        set_up_table_role(store, unique("table"), "secret")
    assert caught.value.template == M_NO_CREATEROLE
    assert "ALTER ROLE" in str(caught.value) and "CREATEROLE" in str(caught.value)


# --------------------------------------------------------------------------- every engine


@pytest.fixture(params=["sqlite", "postgresql"])
def two_laptops(
    request: pytest.FixtureRequest, tmp_path: Path
) -> Iterator[tuple[StoreCore, StoreCore]]:
    """The organiser's laptop and a table's, on one database of either kind."""
    if request.param == "sqlite":
        path = tmp_path / "club.sqlite3"
        with Store(path) as organiser, Store(path) as other:
            yield organiser, other
        return
    club = make_club(request.getfixturevalue("postgres_server"))
    with PostgresStore(club.owner_url) as organiser:
        organiser.sessions.list_sessions()
        name = unique("table")
        club.table_role(name)
        with PostgresStore(club.url(name)) as other:
            yield organiser, other


def test_a_night_closed_on_another_laptop_refuses_the_next_deal(
    two_laptops: tuple[StoreCore, StoreCore],
) -> None:
    """After "Close night" on the organiser's laptop, the table's laptop, whose
    window had the table open, saves no deal into the closed night."""
    organiser, other = two_laptops
    table = NightTable(1, "doppelkopf", "Table 1", "2026-11-26", PLAYERS, "Anna", RULES)
    night = organiser.nights.create_night("2026-11-26", "Thursday", PLAYERS, 5, tables=[table])
    (session,) = [info.id for info in organiser.nights.sessions_of_night(night)]
    service = SessionService(other, session)
    service.add_deal(deal())
    organiser.nights.close_night(night)
    with pytest.raises(NotPermittedError, match="Thursday of 2026-11-26, which is closed"):
        service.add_deal(deal(("Chie", "Daiki")))
    with pytest.raises(NotPermittedError):
        service.undo()
    assert len(organiser.sessions.load_session(session).deals) == 1
    organiser.nights.close_night(night, False)
    service.add_deal(deal(("Chie", "Daiki")))
    assert len(organiser.sessions.load_session(session).deals) == 2


def test_a_file_has_every_right(tmp_path: Path) -> None:
    """SQLite has no roles: whoever can write the file may do everything."""
    with Store(tmp_path / "club.sqlite3") as store:
        assert all(store.can(right) for right in Right)


def test_an_upgrade_by_the_organiser_lets_the_tables_in_to_the_new_tables(
    club: Club, evening: Evening, table: str
) -> None:
    """A club set up before the keys of changes existed: the organiser's first start
    of the new version makes the table (a migration) and the tables' logins may use
    it at once, without club-setup again — their deals keep being saved exactly once."""
    with club.raw(club.organiser) as owner:
        owner.execute("DROP TABLE change_keys")
        owner.execute("DROP TABLE drafts")  # (version 6)
        # As the Schreiber before the one chain of migrations left it: its own number only.
        owner.execute("DELETE FROM schreiber_meta WHERE key = 'version'")
        owner.execute("UPDATE schreiber_meta SET value = '2' WHERE key = 'schema_version'")
    with PostgresStore(club.owner_url):  # the organiser's laptop, upgraded
        pass
    with PostgresStore(club.url(table)) as store:
        session = store.sessions.create_session(
            "doppelkopf", "After the upgrade", "2027-01-09", list(PLAYERS), "Anna", RULES
        )
        first = store.sessions.add_deal(session, deal(), key="after-upgrade")
        again = store.sessions.add_deal(session, deal(), key="after-upgrade")
        assert (again.id, again.repeated) == (first.id, True)
        assert len(store.sessions.load_session(session).deals) == 1
