"""A version 2 database (before the club) is backed up and upgraded to version 3:
every player who sat becomes a person of the roster, matched by name, and every
session goes into its calendar year's season."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from pathlib import Path

from schreiber.club.season import league_table
from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, session_json
from schreiber.store import DEFAULT_FILENAME, SCHEMA_VERSION, Store, database, schema

SEATING: dict[str, object] = {
    "type": "seating",
    "players": ["Anna", "Ben", "Chie", "Daiki", "Emi"],
    "dealer": "Ben",
}
SESSIONS: list[tuple[str, list[str], list[dict[str, object]]]] = [
    # (date, players, deals)
    (
        "2025-11-20",
        ["Anna", "Ben", "Chie", "Daiki"],
        [{"type": "normal", "re": ["Anna", "Ben"], "re_points": 150}, SEATING],
    ),
    (
        "2026-01-09",
        ["anna", "Ben", "Chie", "Fumi"],  # "anna" is Anna: names match without capitals
        [{"type": "normal", "re": ["anna", "Fumi"], "re_points": 100}],
    ),
    ("2026-02-13", ["Chie", "Daiki", "Goro"], []),
]


def version_2_file(path: Path) -> None:
    """A database as version 2 of the app wrote it, by its own schema SQL."""
    with closing(sqlite3.connect(path, isolation_level=None)) as conn:
        conn.execute("BEGIN")
        schema.migrate(database.SqliteConn(conn), 0, 2)
        conn.execute("PRAGMA user_version = 2")
        for number, (date, players, deals) in enumerate(SESSIONS, start=1):
            conn.execute(
                "INSERT INTO sessions (id, game, title, date, players, first_dealer, rules,"
                " archived, created, updated, version) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, 3)",
                (
                    number,
                    "crescendo" if len(players) == 3 else "doppelkopf",
                    f"evening {number}",
                    date,
                    json.dumps(players),
                    players[0],
                    '{"preset":"standard"}',
                    f"{date}T20:00:00.000000+00:00",
                    f"{date}T23:00:00.000000+00:00",
                ),
            )
            for position, record in enumerate(deals):
                conn.execute(
                    "INSERT INTO deals (session_id, position, revision, record)"
                    " VALUES (?, ?, 1, ?)",
                    (number, position, json.dumps(record)),
                )
        conn.execute(
            "INSERT INTO undo_log (session_id, writer, seq, kind, deal_id, position, anchor,"
            " expect, before, after, undone, created) VALUES (1, 'w', 1, 'add_deal', 2, 1,"
            " NULL, 1, NULL, ?, 0, '2025-11-20')",
            (json.dumps(SEATING),),
        )
        conn.execute("COMMIT")


def table(path: Path, sql: str) -> list[tuple[object, ...]]:
    with closing(sqlite3.connect(path)) as conn:
        return [tuple(row) for row in conn.execute(sql)]


def test_a_version_2_file_gets_the_roster_and_seasons(tmp_path: Path) -> None:
    path = tmp_path / DEFAULT_FILENAME
    version_2_file(path)
    before = table(path, "SELECT * FROM sessions ORDER BY id")
    with Store(path, writer="w") as store:
        backup = store.backup_path
        people = {p.name: p for p in store.people.all()}
        assert sorted(people) == ["Anna", "Ben", "Chie", "Daiki", "Emi", "Fumi", "Goro"]
        assert [people[n].sessions for n in ("Anna", "Ben", "Chie", "Emi", "Goro")] == [
            2,
            2,
            3,
            1,
            1,
        ]
        assert people["Anna"].last_played == "2026-01-09"
        assert store.people.session_people(1)["Anna"] == store.people.session_people(2)["anna"]
        assert "Emi" in store.people.session_people(1)  # a late arrival of a change of seating
        seasons = store.seasons.all()
        assert [(s.name, s.start, s.end) for s in seasons] == [
            ("2025", "2025-01-01", "2025-12-31"),
            ("2026", "2026-01-01", "2026-12-31"),
        ]
        assert [i.id for i in store.seasons.sessions_of_season(seasons[1].id)] == [2, 3]
        # Nothing else of the sessions changed: no version, no deal, no undo entry.
        for number in (1, 2, 3):
            assert store.sessions.load_session(number).version == 3
        assert store.undo.history(1) == (["add_deal"], [])
        # Renaming reaches the migrated sessions, each under the name it used.
        store.people.rename_person(people["Anna"].id, "Anna K.")
        assert store.sessions.load_session(1).deals[0]["re"] == ["Anna K.", "Ben"]
        assert store.sessions.load_session(2).players[0] == "Anna K."
        assert store.undo.undo(1) == "add_deal"  # the migrated undo entry still works
        assert league_table(store, seasons[1].id)[0].evenings >= 1
        # New sessions link to the migrated people.
        session = parse_session(session_json(store.sessions.load_session(3)))
        new = store.sessions.create_session(
            "crescendo", "again", "2026-03-01", ["GORO", "Chie", "Daiki"], "GORO", {}
        )
        assert store.people.session_people(new)["GORO"] == people["Goro"].id
        assert SessionService(store, 3).session.players == session.players
        # Club nights keep their settings from the start.
        night = store.nights.create_night(
            "2026-03-06", "Night", ["Anna", "Ben"], 1, settings={"x": 1}
        )
        assert store.nights.night(night).settings == {"x": 1}
    assert table(path, "PRAGMA user_version") == [(SCHEMA_VERSION,)] == [(7,)]
    assert table(path, "PRAGMA integrity_check") == [("ok",)]
    assert table(path, "PRAGMA foreign_key_check") == []
    assert backup is not None and backup.name.startswith(f"{DEFAULT_FILENAME}.backup-v2-")
    assert table(backup, "PRAGMA user_version") == [(2,)]
    assert table(backup, "SELECT * FROM sessions ORDER BY id") == before
    assert ("people",) not in table(backup, "SELECT name FROM sqlite_schema")


def test_a_new_database_is_version_4_with_the_club_tables(tmp_path: Path) -> None:
    path = tmp_path / DEFAULT_FILENAME
    with Store(path) as store:
        assert store.backup_path is None
        assert store.people.all() == [] and store.seasons.all() == [] and store.nights.all() == []
    names = {str(row[0]) for row in table(path, "SELECT name FROM sqlite_schema")}
    assert {"people", "session_people", "seasons", "club_nights", "session_summaries"} <= names
    assert table(path, "PRAGMA user_version") == [(7,)]


def test_a_version_3_file_made_before_the_nights_settings_gets_them(tmp_path: Path) -> None:
    """Version 3 got the club nights' settings column before it was released; a
    file made by the earlier version 3 code gets it on opening, nothing else changed."""
    path = tmp_path / DEFAULT_FILENAME
    with Store(path) as store:
        night_id = store.nights.create_night(
            "2026-05-08", "May", ["Anna", "Ben", "Chie", "Daiki"], 7
        )
    with closing(sqlite3.connect(path, isolation_level=None)) as conn:
        conn.execute("ALTER TABLE club_nights DROP COLUMN settings")
    columns = [str(row[1]) for row in table(path, "PRAGMA table_info(club_nights)")]
    assert "settings" not in columns
    with Store(path) as store:
        assert store.backup_path is None  # no new version: nothing to back up
        night = store.nights.night(night_id)
        assert (night.title, night.settings) == ("May", {})
        store.nights.update_night_settings(night_id, {"draw": "standing"})
        assert store.nights.night(night_id).settings == {"draw": "standing"}
    assert table(path, "PRAGMA user_version") == [(7,)]
    assert table(path, "PRAGMA integrity_check") == [("ok",)]
    with Store(path) as store:  # opened again: the column is there, nothing to do
        assert store.nights.night(night_id).settings == {"draw": "standing"}
