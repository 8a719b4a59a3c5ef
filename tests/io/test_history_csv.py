"""The club's history as one CSV table (issue 28, item 3): ``schreiber history-csv
FILE`` on SQLite and PostgreSQL, and File → Export the club's history as CSV… in the
window; each file read back by the csv module."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from schreiber.cli import main
from schreiber.club.league import played_deals
from schreiber.io.history_csv import HEADER, history_csv
from schreiber.session.service import session_from_data
from schreiber.store.core import StoreCore
from schreiber.store.database import Store
from schreiber.store.locate import open_store
from scripts.samples import DEALS, PLAYERS, schafkopf_evening

# The File menu's popup asks for the keyboard, which the offscreen platform cannot give.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")

TABLE_1 = ["Anna", "Ben", "Chie", "Daiki"]
TABLE_2 = ["Emi", "Franz", "Greta", "Hiro", "Ines"]  # the dealer sits out
NIGHT_DEALS: list[dict[str, object]] = [
    {"type": "normal", "re": ["Anna", "Ben"], "re_points": 150},
    {"type": "redeal"},
    {"type": "solo_queen", "re": ["Chie"], "re_points": 100},
]
TABLE_2_DEALS: list[dict[str, object]] = [
    {"type": "normal", "re": ["Franz", "Greta"], "re_points": 121},
    {"type": "normal", "re": ["Greta", "Hiro"], "re_points": 90},
]


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite://{tmp_path / 'club.sqlite3'}"
    url: str = request.getfixturevalue("postgres_url")
    return url


def fill(store: StoreCore) -> dict[str, int]:
    """A season with a club night of two tables, an ordinary Doppelkopf evening of
    five (dealers sitting out, a redeal) and a Schafkopf evening; their ids."""
    season = store.seasons.create_season("2026", "2026-01-01", "2026-12-31")
    night = store.nights.create_night(
        "2026-03-06", "Club night", TABLE_1 + TABLE_2, 1, season_id=season
    )
    rules = {"preset": "standard", "options": {}}
    ids = {}
    for number, players in enumerate((TABLE_1, TABLE_2), 1):
        deals = NIGHT_DEALS if number == 1 else TABLE_2_DEALS
        ids[f"table {number}"] = store.sessions.create_session(
            "doppelkopf",
            f"Table {number}",
            "2026-03-06",
            players,
            players[0],
            rules,
            deals,
            night_id=night,
            table_no=number,
            round_no=1,
        )
    ids["evening"] = store.sessions.create_session(
        "doppelkopf", "Friday", "2026-03-13", PLAYERS, PLAYERS[0], rules, DEALS
    )
    schafkopf = schafkopf_evening()
    ids["schafkopf"] = store.sessions.create_session(
        "schafkopf_pfalz",
        "Schafkopf",
        "2026-03-20",
        schafkopf["players"],  # type: ignore[arg-type]
        schafkopf["first_dealer"],  # type: ignore[arg-type]
        schafkopf["rules"],  # type: ignore[arg-type]
        schafkopf["deals"],  # type: ignore[arg-type]
    )
    ids["night"] = night
    return ids


def read_back(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as file:
        reader = csv.DictReader(file)
        assert tuple(reader.fieldnames or ()) == HEADER
        return list(reader)


def check_history(store: StoreCore, rows: list[dict[str, str]], ids: dict[str, int]) -> None:
    """Every deal played is there once per player at the table, with their score; the
    points of a session add up to its totals; a night's tables carry their place."""
    by_session: dict[int, list[dict[str, str]]] = {}
    for row in rows:
        by_session.setdefault(int(row["session"]), []).append(row)
    assert set(by_session) == {ids[k] for k in ("table 1", "table 2", "evening", "schafkopf")}
    for session_id, mine in by_session.items():
        session = session_from_data(store.sessions.load_session(session_id))
        replay = session.replay()
        expected = [
            (done.number, name, done.result.scores.get(name, 0))
            for _, done, at_table in played_deals(session, replay)
            for name in at_table
        ]
        assert [(int(r["deal"]), r["player"], int(r["points"])) for r in mine] == expected
        totals: dict[str, int] = dict.fromkeys(replay.totals, 0)
        for row in mine:
            totals[row["player"]] += int(row["points"])
        assert totals == dict(replay.totals)
        assert {r["game"] for r in mine} == {session.game}
        assert {r["date"] for r in mine} == {session.date}
    table_1 = by_session[ids["table 1"]]
    assert {(r["night"], r["round"], r["table"]) for r in table_1} == {
        (str(ids["night"]), "1", "1")
    }
    assert {r["table"] for r in by_session[ids["table 2"]]} == {"2"}
    evening = by_session[ids["evening"]]
    assert {(r["night"], r["round"], r["table"]) for r in evening} == {("", "", "")}
    # Doppelkopf's sides are Re and Kontra: a solo is one against three.
    solo = [r for r in table_1 if r["deal"] == "2"]
    assert sorted(r["party"] for r in solo) == ["kontra", "kontra", "kontra", "re"]
    assert {r["party"] for r in by_session[ids["schafkopf"]]} <= {"soloist", "defenders"}
    # Five at the table: the dealer sits out and has no row of that deal.
    first = [r["player"] for r in evening if r["deal"] == "1"]
    assert len(first) == 4 and PLAYERS[0] not in first


def test_the_command_writes_the_history_read_back_by_csv(
    database_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = open_store(database_url)
    try:
        ids = fill(store)
        out = tmp_path / "history.csv"
        assert main(["--database", database_url, "history-csv", str(out)]) == 0
        told = json.loads(capsys.readouterr().out)
        rows = read_back(out)
        assert told == {"written": str(out), "rows": len(rows), "sessions": 4, "damaged": []}
        check_history(store, rows, ids)
        assert out.read_bytes() == history_csv(store)[0]
        assert not out.read_bytes().startswith(b"\xef\xbb\xbf")  # no byte order mark
    finally:
        store.close()


def test_a_folder_in_the_way_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = f"sqlite://{tmp_path / 'club.sqlite3'}"
    with open_store(url) as store:
        fill(store)
    (tmp_path / "history.csv").mkdir()
    assert main(["--database", url, "history-csv", str(tmp_path / "history.csv")]) == 2
    assert "folder" in capsys.readouterr().err


def test_the_file_menu_exports_the_history(
    qtbot: QtBot, tmp_path: Path, saved_as: list[str]
) -> None:
    from tests.ui.test_backup_window import make_window

    with Store(tmp_path / "schreiber.sqlite3") as store:
        ids = fill(store)
        window = make_window(qtbot, store, tmp_path)
        qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(window.file_menu.isVisible)
        qtbot.keyClick(window.file_menu, Qt.Key.Key_H)
        written = tmp_path / "out" / "club.csv"
        qtbot.waitUntil(written.exists)
        assert Path(saved_as[0]).name.startswith("schreiber-history-")
        rows = read_back(written)
        check_history(store, rows, ids)
        assert window.statusBar().currentMessage() == (
            f"History written: {written} ({len(rows)} rows)"
        )
        assert window.settings.value("export/folder") == str(tmp_path / "out")
