"""Numbers that mean deals (issue 27, item 2): deals are numbered as they are
played — a change of seating has no number, a redeal is marked as one and has
none either — and the sheet, the session list (window and ``schreiber
sessions``), the workbook and ``replay`` say the same numbers."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import openpyxl
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from schreiber.io.workbook import export_workbook
from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.database import Store
from schreiber.ui.main_window import MainWindow
from schreiber.ui.session.start_screen import Column as ListColumn
from schreiber.ui.sheet.model import Column, SheetModel
from tests.test_cli import run
from tests.ui.conftest import session_json
from tests.ui.windows import own_settings

FOUR = ["Anna", "Ben", "Chie", "Daiki"]
FIVE = [*FOUR, "Emi"]


def normal(re: list[str], points: int = 130) -> dict[str, object]:
    return {"type": "normal", "re": re, "re_points": points}


# Deal 1, Emi comes (no number), deal 2, a redeal (no number), deal 3, Daiki
# leaves (no number), deal 4: seven records, four deals played.
RECORDS: list[dict[str, object]] = [
    normal(["Anna", "Ben"]),
    {"type": "seating", "players": FIVE, "dealer": "Chie"},
    normal(["Anna", "Emi"]),  # Chie deals and sits out
    {"type": "redeal", "reason": "other"},
    normal(["Ben", "Emi"], 100),
    {"type": "seating", "players": ["Anna", "Ben", "Chie", "Emi"], "dealer": "Ben"},
    normal(["Chie", "Emi"]),
]
NUMBERS = [1, None, 2, None, 3, None, 4]


def evening() -> dict[str, object]:
    return session_json(FOUR, deals=RECORDS)


def test_the_sheet_numbers_deals_played_and_skips_no_number() -> None:
    session = parse_session(evening())
    model = SheetModel()
    model.set_session(session, session.replay())
    shown = [model.index(row, Column.NUMBER).data() for row in range(model.rowCount())]
    # Every record a row, the next deal last: no number is skipped or taken twice.
    assert shown == ["1", "", "2", "", "3", "", "4", "5"]
    assert model.index(3, Column.GAME).data().startswith("Redeal")  # its own mark


def test_replay_numbers_the_same_deals(tmp_path: Path) -> None:
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(evening()), encoding="utf-8")
    done = run("replay", str(path))
    assert done.returncode == 0, done.stderr
    assert [row["number"] for row in json.loads(done.stdout)["deals"]] == NUMBERS


def test_the_workbook_writes_the_same_numbers(tmp_path: Path) -> None:
    path = tmp_path / "evening.xlsx"
    export_workbook(parse_session(evening()), path, "en")
    book = openpyxl.load_workbook(path)
    sheet: Any = book["Sheet"]
    assert [sheet.cell(row, 1).value for row in range(2, 2 + len(RECORDS))] == NUMBERS
    rules: Any = book["Rules"]
    changes = [
        str(row[0].value)
        for row in rules.iter_rows(max_col=1)
        if str(row[0].value).startswith("From deal")
    ]
    assert changes == ["From deal 2 on", "From deal 4 on"]


def stored_evening(path: Path) -> str:
    """The evening in a SQLite database, Emi arriving late through the session
    service as the window stores her; returns the session's id."""
    with Store(path) as store:
        data = session_json(FOUR, deals=RECORDS[:1])
        service = SessionService(store, create_session(store, parse_session(data)))
        for record in RECORDS[1:]:
            service.add_deal(record)
        return str(service.session_id)


def test_schreiber_sessions_counts_deals_and_everyone_who_sat(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    session_id = stored_evening(folder / "schreiber.sqlite3")
    done = run("--data-dir", str(folder), "sessions")
    assert done.returncode == 0, done.stderr
    (listed,) = json.loads(done.stdout)
    assert listed["id"] == session_id
    assert listed["deals"] == 4  # not the seven records
    assert listed["players"] == FIVE  # Emi too, in the order they first sat


def test_the_start_screen_lists_the_same(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "schreiber.sqlite3"
    stored_evening(path)
    with Store(path) as store:
        window = MainWindow(store, own_settings())
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.show_start()
        model = window.start.model
        assert model.rowCount() == 1
        assert model.index(0, ListColumn.DEALS).data() == "4"
        assert model.index(0, ListColumn.PLAYERS).data() == ", ".join(FIVE)
        leader = model.index(0, ListColumn.LEADER).data(Qt.ItemDataRole.ToolTipRole)
        assert leader.startswith("Leading after 4 deals:")
        window.close()
