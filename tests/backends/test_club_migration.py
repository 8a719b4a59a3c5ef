"""A PostgreSQL database of schema version 1 (before the club) is upgraded to
version 2 when a store opens it: players matched by name into the roster,
sessions into their calendar years' seasons, nothing else changed."""

from __future__ import annotations

import json

import pytest

from schreiber.store.postgres import SCHEMA_VERSION, PostgresStore, _Adapter, _create_version_1

psycopg = pytest.importorskip("psycopg")

SESSIONS = [
    ("2025-11-20", ["Anna", "Ben", "Chie", "Daiki"], ["Emi"]),
    ("2026-01-09", ["ANNA", "Ben", "Chie", "Fumi"], []),
]


def version_1_database(url: str) -> None:
    """The database as the first PostgreSQL version of the app left it."""
    with psycopg.connect(url, autocommit=True) as raw, raw.transaction():
        conn = _Adapter(raw)
        _create_version_1(conn)
        conn.execute("INSERT INTO schreiber_meta (key, value) VALUES ('schema_version', '1')")
        for number, (date, players, late) in enumerate(SESSIONS, start=1):
            conn.execute(
                "INSERT INTO sessions (game, title, date, players, first_dealer, rules,"
                " archived, created, updated, version) VALUES ('doppelkopf', ?, ?, ?, ?,"
                " '{}', 0, ?, ?, 5)",
                (f"evening {number}", date, json.dumps(players), players[0], date, date),
            )
            records = [{"type": "normal", "re": players[:2], "re_points": 150}]
            if late:
                records.append(
                    {"type": "seating", "players": [*players, *late], "dealer": players[1]}
                )
            for position, record in enumerate(records):
                conn.execute(
                    "INSERT INTO deals (session_id, position, revision, record)"
                    " VALUES (?, ?, 1, ?)",
                    (number, position, json.dumps(record)),
                )


def test_a_version_1_database_gets_the_roster_and_seasons(postgres_url: str) -> None:
    version_1_database(postgres_url)
    with PostgresStore(postgres_url) as store:
        people = {p.name: p for p in store.people()}
        assert sorted(people) == ["Anna", "Ben", "Chie", "Daiki", "Emi", "Fumi"]
        assert people["Anna"].sessions == 2
        assert store.session_people(2)["ANNA"] == people["Anna"].id
        assert [s.name for s in store.seasons()] == ["2025", "2026"]
        assert [store.load_session(n).version for n in (1, 2)] == [5, 5]
        assert [i.id for i in store.sessions_of_season(store.seasons()[1].id)] == [2]
        # New rows get ids after the migrated ones.
        new = store.create_session(
            "crescendo", "x", "2026-02-01", ["Emi", "Fumi", "Goro"], "Emi", {}
        )
        assert new == 3
        night = store.create_night("2026-03-06", "Night", ["Anna", "Ben"], 1, settings={"x": 1})
        assert store.night(night).settings == {"x": 1}
    with psycopg.connect(postgres_url) as raw:
        row = raw.execute("SELECT value FROM schreiber_meta WHERE key = 'schema_version'")
        assert row.fetchone() == (str(SCHEMA_VERSION),) == ("3",)


def test_a_version_2_database_made_before_the_nights_settings_gets_them(
    postgres_url: str,
) -> None:
    """Version 2 got the club nights' settings column before it was released; a
    database made by the earlier version 2 code gets it on opening."""
    with PostgresStore(postgres_url) as store:
        night_id = store.create_night("2026-05-08", "May", ["Anna", "Ben", "Chie", "Daiki"], 7)
    with psycopg.connect(postgres_url, autocommit=True) as raw:
        raw.execute("ALTER TABLE club_nights DROP COLUMN settings")
    with PostgresStore(postgres_url) as store:
        night = store.night(night_id)
        assert (night.title, night.settings) == ("May", {})
        store.update_night_settings(night_id, {"draw": "standing"})
    with PostgresStore(postgres_url) as store:  # opened again: nothing to do
        assert store.night(night_id).settings == {"draw": "standing"}
    with psycopg.connect(postgres_url) as raw:
        row = raw.execute("SELECT value FROM schreiber_meta WHERE key = 'schema_version'")
        assert row.fetchone() == ("3",)
