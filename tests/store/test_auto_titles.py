"""A title nobody typed is stored as how it is made (schema version 7), on SQLite
and PostgreSQL: made at creation, found in the sessions of older versions by
the migration, and an import's title names its file and tells imports apart."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest

from schreiber.catalogue import catalogue
from schreiber.games import titles
from schreiber.store import database, schema
from schreiber.store.core import StoreCore
from schreiber.store.data import Conn
from schreiber.store.locate import open_store

PLAYERS = ["Anna", "Ben", "Chie", "Daiki"]


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """An empty database of either kind."""
    if request.param == "sqlite":
        return f"sqlite://{tmp_path / 'schreiber.sqlite3'}"
    found: str = request.getfixturevalue("postgres_url")
    return found


@pytest.fixture
def store(url: str) -> Iterator[StoreCore]:
    opened = open_store(url)
    yield opened
    opened.close()


def german(context: str, source: str) -> str:
    return catalogue("de").translate(context, source)


def test_the_known_words_are_the_catalogue_s() -> None:
    """The German and Japanese words the migration looks for are the catalogue's."""
    for language, words in titles.KNOWN.items():
        found = catalogue(language)
        for source, translation in words.items():
            context = "SessionListModel" if "{" not in source else ""
            if source == "{game} {date}":
                context = "NewSessionDialog"
            elif "{night}" in source:
                context = "ClubNight"
            assert found.translate(context, source) == translation, (language, source)


def test_a_default_title_in_any_language_is_automatic(store: StoreCore) -> None:
    made = store.sessions.create_session(
        "doppelkopf", "ドッペルコップ 2026-11-26", "2026-11-26", PLAYERS, "Anna", {}
    )
    typed = store.sessions.create_session(
        "doppelkopf", "Freitagsrunde", "2026-11-27", PLAYERS, "Anna", {}
    )
    data = store.sessions.load_session(made)
    assert data.auto_title == {"base": "game"}
    assert data.title == "Doppelkopf 2026-11-26"  # stored in English
    assert titles.shown(data, german) == "Doppelkopf 2026-11-26"
    other = store.sessions.load_session(typed)
    assert (other.title, other.auto_title) == ("Freitagsrunde", None)
    listed = {info.id: info for info in store.sessions.list_sessions()}
    assert listed[made].auto_title == {"base": "game"}
    assert listed[typed].auto_title is None
    # Typed over, the title is the user's; typed back to the default, automatic again.
    store.sessions.rename_session(made, "Mein Abend")
    assert store.sessions.load_session(made).auto_title is None
    store.sessions.rename_session(made, "Doppelkopf 2026-11-26")
    assert store.sessions.load_session(made).auto_title == {"base": "game"}


def test_a_club_night_s_table_title_is_automatic(store: StoreCore) -> None:
    night = store.nights.create_night("2026-11-26", "Clubabend", PLAYERS, 7)
    table = store.sessions.create_session(
        "doppelkopf",
        "Clubabend · 第2卓",  # as a Japanese window named it
        "2026-11-26",
        PLAYERS,
        "Anna",
        {},
        night_id=night,
        table_no=2,
        round_no=1,
    )
    data = store.sessions.load_session(table)
    assert data.auto_title == {"base": "table", "night": "Clubabend", "round": 1, "table": 2}
    assert data.title == "Clubabend · Table 2"
    assert titles.shown(data, german) == "Clubabend · Tisch 2"


def test_each_import_names_its_file_and_the_second_is_told_apart(store: StoreCore) -> None:
    made = [
        store.sessions.create_session(
            "doppelkopf",
            "Doppelkopf 2026-11-26",
            "2026-11-26",
            PLAYERS,
            "Anna",
            {},
            imported="abend.xlsx",
        )
        for _ in range(2)
    ]
    other = store.sessions.create_session(
        "doppelkopf", "Freitag", "2026-11-27", PLAYERS, "Anna", {}, imported="freitag.json"
    )
    shown = [store.sessions.load_session(n).title for n in (*made, other)]
    assert shown == [
        "Doppelkopf 2026-11-26 (imported from abend.xlsx)",
        "Doppelkopf 2026-11-26 (imported from abend.xlsx, import 2)",
        "Freitag (imported from freitag.json)",
    ]
    listed = {info.id: info.title for info in store.sessions.list_sessions()}
    assert [listed[n] for n in made] == shown[:2]
    first = store.sessions.load_session(made[0])
    assert "abend.xlsx" in titles.shown(first, german)


# --------------------------------------------------------------------------- the migration


def version_6_database(url: str) -> None:
    """A database as version 6 left it, with the titles older versions stored."""
    statements = [
        ("doppelkopf", "ドッペルコップ 2026-11-26", "2026-11-26", None, None, None),
        ("schafkopf_pfalz", "Pfälzer Schafkopf 2026-11-27", "2026-11-27", None, None, None),
        ("doppelkopf", "Freitagsrunde", "2026-11-28", None, None, None),
        ("doppelkopf", "Doppelkopf 2026-11-01", "2026-11-29", None, None, None),  # not its date
        ("doppelkopf", "Club · Table 1", "2026-11-30", 1, 1, 1),  # written by the CLI
        ("doppelkopf", "Club · Runde 2 · Tisch 3", "2026-11-30", 1, 3, 2),
    ]

    def fill(conn: Conn, mark: str) -> None:
        schema.migrate(conn, 0, 6)
        conn.execute(
            "INSERT INTO seasons (name, start_date, end_date, created)"
            " VALUES ('2026', '2026-01-01', '2026-12-31', 'a')"
        )
        conn.execute(
            "INSERT INTO club_nights (season_id, date, title, present, seed, created)"
            " VALUES (1, '2026-11-30', 'Club', '[]', 7, 'a')"
        )
        for game, title, date, night, table, round_no in statements:
            conn.execute(
                "INSERT INTO sessions (game, title, date, players, first_dealer, rules,"
                " archived, created, updated, season_id, night_id, table_no, round_no)"
                f' VALUES ({mark}, {mark}, {mark}, \'["Anna","Ben","Chie","Daiki"]\','
                f" 'Anna', '{{}}', 0, 'a', 'a', 1, {mark}, {mark}, {mark})",
                (game, title, date, night, table, round_no),
            )

    if url.startswith("sqlite://"):
        path = url.removeprefix("sqlite://")
        with closing(sqlite3.connect(path, isolation_level=None)) as raw:
            raw.execute("BEGIN")
            fill(database.SqliteConn(raw), "?")
            raw.execute("PRAGMA user_version = 6")
            raw.execute("COMMIT")
        return
    psycopg = pytest.importorskip("psycopg")
    from schreiber.store.postgres import PgConn

    with psycopg.connect(url, autocommit=True) as raw, raw.transaction():
        fill(PgConn(raw), "%s")
        raw.execute(
            "INSERT INTO schreiber_meta (key, value) VALUES ('version', '6'),"
            " ('schema_version', '5')"
        )


def test_the_migration_makes_the_titles_nobody_typed_automatic(url: str) -> None:
    version_6_database(url)
    with open_store(url) as store:
        by_title = sorted(
            (info.id, info.title, info.auto_title) for info in store.sessions.list_sessions()
        )
    assert by_title == [
        (1, "Doppelkopf 2026-11-26", {"base": "game"}),
        (2, "Pfälzer Schafkopf 2026-11-27", {"base": "game"}),
        (3, "Freitagsrunde", None),
        (4, "Doppelkopf 2026-11-01", None),
        (5, "Club · Table 1", {"base": "table", "night": "Club", "round": 1, "table": 1}),
        (6, "Club · Round 2 · Table 3", {"base": "table", "night": "Club", "round": 2, "table": 3}),
    ]
    japanese = catalogue("ja").translate
    with open_store(url) as store:  # opened again: nothing more to do
        table = store.sessions.load_session(6)
        assert titles.shown(table, japanese) == "Club · 第2回戦 · 第3卓"
        assert titles.shown(store.sessions.load_session(1), japanese) == (
            "ドッペルコップ 2026-11-26"
        )


def test_the_command_line_s_create_imports_a_workbook_and_names_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``schreiber create`` of a workbook, or of a file with ``--imported``, is an
    import: the title names the file; without, the session file is stored as it is."""
    from schreiber.cli import main

    session = tmp_path / "freitag.json"
    session.write_text(
        json.dumps(
            {
                "format": "schreiber-session",
                "version": 1,
                "game": "doppelkopf",
                "title": "ドッペルコップ 2026-11-26",
                "date": "2026-11-26",
                "players": PLAYERS,
                "first_dealer": "Anna",
                "rules": {"preset": "standard", "options": {}},
                "deals": [],
            }
        ),
        encoding="utf-8",
    )
    book = tmp_path / "abend.xlsx"
    where = ["--data-dir", str(tmp_path / "data")]
    assert main(["export", str(session), str(book), "--language", "ja"]) == 0
    for args in ([str(session)], [str(session), "--imported"], [str(book)], [str(book)]):
        assert main([*where, "create", *args]) == 0
    capsys.readouterr()
    assert main([*where, "sessions"]) == 0
    listed = sorted((int(s["id"]), s["title"]) for s in json.loads(capsys.readouterr().out))
    assert listed == [
        (1, "Doppelkopf 2026-11-26"),
        (2, "Doppelkopf 2026-11-26 (imported from freitag.json)"),
        (3, "Doppelkopf 2026-11-26 (imported from abend.xlsx)"),
        (4, "Doppelkopf 2026-11-26 (imported from abend.xlsx, import 2)"),
    ]


def test_a_backup_keeps_the_automatic_titles_and_an_older_one_restores(
    store: StoreCore, tmp_path: Path
) -> None:
    from schreiber.store.backup import read_backup, restore_backup, take_backup

    made = store.sessions.create_session(
        "doppelkopf", "Doppelkopf 2026-11-26", "2026-11-26", PLAYERS, "Anna", {}
    )
    data, _ = take_backup(store)
    document = json.loads(data)
    with open_store(f"sqlite://{tmp_path / 'restored.sqlite3'}") as restored:
        restore_backup(restored, read_backup(document))
        assert restored.sessions.load_session(made).auto_title == {"base": "game"}
    for row in document["sessions"]:  # as a backup of version 6 wrote it
        del row["auto_title"]
    with open_store(f"sqlite://{tmp_path / 'older.sqlite3'}") as older:
        restore_backup(older, read_backup(document))
        assert older.sessions.load_session(made).auto_title is None
