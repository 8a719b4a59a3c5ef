"""``schreiber night create | show | next | close | reopen`` on a SQLite file, run
as a user runs it (records.md, "A club night from the command line"); both
engines: tests/backends/test_night_cli.py."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

from schreiber.store.backup import read_backup, restore_backup, take_backup
from schreiber.store.database import DEFAULT_FILENAME, Store
from tests.hardening.cli import Run, run_process

ENVIRONMENT = ("SCHREIBER_DATABASE", "SCHREIBER_DATA_DIR")
MEMBERS = ["Anna", "Ben", "Chie", "Daiki", "Emi", "Fumi", "Goro", "Hana"]


@pytest.fixture(autouse=True)
def no_database_in_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests name their database; the runner's environment must not."""
    for name in ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)


def night_file(**changes: object) -> dict[str, object]:
    """Eight members and a guest: a table of 5 and a table of 4."""
    return {
        "title": "Club night",
        "date": "2026-11-26",
        "game": "doppelkopf",
        "rules": {"preset": "standard", "options": {}},
        "present": MEMBERS,
        "guests": ["Zoe"],
        "rounds": 3,
        "deals_per_round": 24,
        "draw": "random",
        "seed": 7,
        **changes,
    }


def schreiber(where: list[str], *args: str, stdin: object = None) -> Run:
    """``schreiber WHERE ARGS`` as a process; ``stdin`` is sent as JSON."""
    data = b"" if stdin is None else json.dumps(stdin).encode()
    return run_process(*where, *args, stdin=data)


def answer(run: Run) -> Any:
    assert run.code == 0, run.stderr.decode()
    assert run.stderr == b""
    return json.loads(run.stdout.decode("utf-8"))


def refused(run: Run, status: int, *words: str) -> str:
    """Exit ``status``, nothing printed, one ``schreiber:`` line holding ``words``."""
    stderr = run.stderr.decode("utf-8", "replace")
    assert run.code == status, (run.code, stderr)
    assert run.stdout == b""
    assert "Traceback" not in stderr
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("schreiber: ")
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


def deal_for(players: list[str], number: int) -> dict[str, object]:
    """A Doppelkopf deal at a table seated ``players`` whose ``number``-th deal
    (0-based) it is: Re are two who play it (a table of 5's dealer sits out)."""
    playing = players
    if len(players) == 5:
        dealer = number % 5
        playing = [name for i, name in enumerate(players) if i != dealer]
    return {"type": "normal", "re": playing[:2], "re_points": 131}


def play(where: list[str], table: dict[str, Any], deals: int, start: int = 0) -> None:
    for number in range(start, start + deals):
        answer(
            schreiber(where, "add", table["session"], "-", stdin=deal_for(table["players"], number))
        )


def create(where: list[str], **changes: object) -> dict[str, Any]:
    made = answer(schreiber(where, "night", "create", "-", stdin=night_file(**changes)))
    assert set(made) == {"id", "rounds"}
    return dict(made)


@pytest.fixture
def where(tmp_path: Path) -> list[str]:
    return ["--data-dir", str(tmp_path / "data")]


def test_create_draws_round_1_and_show_tells_the_deals_due(
    where: list[str], tmp_path: Path
) -> None:
    made = create(where)
    (first,) = made["rounds"]
    assert [table["table"] for table in first] == [1, 2]
    assert sorted(len(table["players"]) for table in first) == [4, 5]
    seated = sorted(name for table in first for name in table["players"])
    assert seated == sorted([*MEMBERS, "Zoe"])
    for table in first:  # each table is a session of the night
        session = answer(schreiber(where, "show", table["session"]))
        assert session["players"] == table["players"]
    # The same FILE draws the same round 1 in another database.
    again = create(["--data-dir", str(tmp_path / "other")])
    assert [t["players"] for t in again["rounds"][0]] == [t["players"] for t in first]

    shown = answer(schreiber(where, "night", "show", made["id"]))
    assert shown["state"] == "open" and shown["id"] == made["id"]
    assert shown["settings"]["deals_per_round"] == 24
    assert shown["settings"]["guests"] == ["Zoe"]
    due = {len(t["players"]): t["deals_due"] for t in shown["rounds"][0]}
    assert due == {4: 24, 5: 30}  # a table of 5 plays 30, so each of its players plays 24
    assert all(t["deals"] == 0 and not t["finished"] for t in shown["rounds"][0])
    # A table with no deal counts for nobody: everyone is listed with nothing yet.
    assert len(shown["standing"]) == 9
    assert {(row["rank"], row["score"], row["deals"]) for row in shown["standing"]} == {(1, 0, 0)}


def test_guests_play_and_count_but_stay_off_the_roster(where: list[str], tmp_path: Path) -> None:
    made = create(where, excused=["Ida"])
    table = next(t for t in made["rounds"][0] if "Zoe" in t["players"])
    play(where, table, 2)
    shown = answer(schreiber(where, "night", "show", made["id"]))
    assert shown["settings"]["excused"] == ["Ida"]
    # The guests apart from the members present; "present" names everyone at the tables.
    assert shown["guests"] == ["Zoe"]
    assert sorted(shown["present"]) == sorted([*MEMBERS, "Zoe"])
    standing = {row["player"]: row for row in shown["standing"]}
    assert set(standing) == {*MEMBERS, "Zoe"}
    assert standing["Zoe"]["deals"] == 2
    assert {standing[name]["deals"] for name in standing if name not in table["players"]} == {0}
    assert set(standing["Zoe"]) == {"player", "rank", "score", "deals"}
    with Store(tmp_path / "data" / DEFAULT_FILENAME) as store:
        roster = [person.name for person in store.people.all()]
        assert sorted(roster) == sorted(MEMBERS)
        everyone = [person.name for person in store.people.all(include_guests=True)]
        assert "Zoe" in everyone
        # The organiser adds the guest: now of the roster, as the same person.
        zoe = store.people.add_person("Zoe", "Zoe Z.")
        assert zoe in [person.id for person in store.people.all() if person.name == "Zoe"]


def test_next_waits_for_the_deals_due_unless_forced(where: list[str], tmp_path: Path) -> None:
    made = create(where, deals_per_round=1)
    night_id = made["id"]
    path = tmp_path / "data" / DEFAULT_FILENAME
    before = path.read_bytes()
    line = refused(schreiber(where, "night", "next", night_id), 5, "--force", "table 1")
    assert "nothing was drawn" in line
    assert path.read_bytes() == before  # nothing written
    # A table of 4 plays 1 deal, a table of 5 two (1 × 5 / 4, rounded up).
    shown = answer(schreiber(where, "night", "show", night_id))
    assert {len(t["players"]): t["deals_due"] for t in shown["rounds"][0]} == {4: 1, 5: 2}
    four, five = sorted(made["rounds"][0], key=lambda t: len(t["players"]))
    play(where, four, 1)
    play(where, five, 1)
    refused(schreiber(where, "night", "next", night_id), 5, f"table {five['table']} (1 of 2")
    play(where, five, 1, start=1)
    shown = answer(schreiber(where, "night", "show", night_id))
    assert all(t["finished"] and t["deals"] == t["deals_due"] for t in shown["rounds"][0])
    drawn = answer(schreiber(where, "night", "next", night_id))
    assert drawn["round"] == 2 and len(drawn["tables"]) == 2
    # Round 2 is being played: a forced draw goes on to round 3.
    refused(schreiber(where, "night", "next", night_id), 5)
    forced = answer(schreiber(where, "night", "next", night_id, "--force"))
    assert forced["round"] == 3
    shown = answer(schreiber(where, "night", "show", night_id))
    assert len(shown["rounds"]) == 3
    assert all(len(t["players"]) in (4, 5) for r in shown["rounds"] for t in r)


def test_a_closed_night_refuses_every_change(where: list[str]) -> None:
    made = create(where)
    night_id = made["id"]
    table = made["rounds"][0][0]
    play(where, table, 1)
    closed = answer(schreiber(where, "night", "close", night_id))
    assert closed["state"] == "closed"
    assert answer(schreiber(where, "night", "show", night_id))["state"] == "closed"
    refused(
        schreiber(where, "add", table["session"], "-", stdin=deal_for(table["players"], 1)),
        5,
        "closed",
    )
    refused(schreiber(where, "night", "next", night_id, "--force"), 5, "closed")
    shown = answer(schreiber(where, "night", "show", night_id))
    empty = [t for t in shown["rounds"][0] if t["deals"] == 0]
    assert empty and not any(t["finished"] for t in empty)  # no deal: never finished
    assert answer(schreiber(where, "night", "reopen", night_id))["state"] == "open"
    play(where, table, 1, start=1)


def test_bad_input_says_which_field(where: list[str], tmp_path: Path) -> None:
    refused(schreiber(where, "night", "show", "1"), 2, "no database")
    create(where)
    refused(schreiber(where, "night", "show", "99"), 2, "99")
    refused(schreiber(where, "night", "show", "x"), 2, "ID")
    path = tmp_path / "data" / DEFAULT_FILENAME
    before = path.read_bytes()
    for changes, word in (
        ({"title": ""}, "title"),
        ({"date": "26.11.2026"}, "date"),
        ({"game": "crescendo"}, "game"),
        ({"draw": "best"}, "draw"),
        ({"deals_per_round": 0}, "deals_per_round"),
        ({"rounds": 0}, "rounds"),
        ({"present": ["Anna", "Ben"], "guests": []}, "present"),
        ({"guests": ["Anna"]}, "guests[0]"),
        ({"extra": 1}, "extra"),
        ({"rules": {"preset": "nonesuch"}}, "rules"),
    ):
        refused(schreiber(where, "night", "create", "-", stdin=night_file(**changes)), 2, word)
    assert path.read_bytes() == before


def test_an_old_database_upgrades_with_everyone_a_member(tmp_path: Path) -> None:
    """A version 4 file (before the guests) gets the column; its people stay in the roster."""
    path = tmp_path / DEFAULT_FILENAME
    with Store(path) as store:
        store.sessions.create_session(
            "doppelkopf", "old", "2026-01-09", ["Anna", "Ben", "Chie", "Daiki"], "Anna", {}
        )
    with closing(sqlite3.connect(path, isolation_level=None)) as conn:
        conn.execute("ALTER TABLE people DROP COLUMN guest")
        conn.execute("DROP TABLE drafts")  # (version 6)
        conn.execute("PRAGMA user_version = 4")
    with Store(path) as store:
        assert store.backup_path is not None  # the old file kept beside it
        assert [p.name for p in store.people.all()] == ["Anna", "Ben", "Chie", "Daiki"]
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("PRAGMA user_version").fetchone() == (7,)
        assert conn.execute("SELECT DISTINCT guest FROM people").fetchall() == [(0,)]


def test_a_backup_keeps_the_guests_and_an_older_backup_restores(
    where: list[str], tmp_path: Path
) -> None:
    create(where)
    with Store(tmp_path / "data" / DEFAULT_FILENAME) as store:
        data, _ = take_backup(store)
    document = json.loads(data)
    assert [row["name"] for row in document["people"] if row["guest"]] == ["Zoe"]
    with Store(tmp_path / "restored" / DEFAULT_FILENAME) as restored:
        restore_backup(restored, read_backup(document))
        assert take_backup(restored)[0] == data  # the same, byte for byte
        assert "Zoe" not in [p.name for p in restored.people.all()]
    for row in document["people"]:  # a backup written before the guests
        del row["guest"]
    with Store(tmp_path / "older" / DEFAULT_FILENAME) as older:
        restore_backup(older, read_backup(document))
        assert "Zoe" in [p.name for p in older.people.all()]  # everyone a member then
