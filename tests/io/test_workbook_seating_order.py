"""The workbook's players follow the seating, as the sheet does (issue 27): a late
arrival who sits down after Anna has her columns after Anna's, not at the end."""

from __future__ import annotations

import copy
from pathlib import Path

import openpyxl

from schreiber.io.workbook import Layout, export_workbook, read_workbook
from schreiber.session.file import parse_session, seated_order
from tests.io.sessions import SEATING


def evening() -> dict[str, object]:
    data = copy.deepcopy(SEATING)
    deals = data["deals"]
    assert isinstance(deals, list)
    deals[1] = {
        "type": "seating",
        "players": ["Anna", "Emi", "Ben", "Chie", "Daiki"],
        "dealer": "Chie",
    }
    deals[4] = {"type": "seating", "players": ["Anna", "Emi", "Ben", "Chie"], "dealer": "Ben"}
    return data


def test_the_columns_follow_the_seating_and_the_evening_round_trips(tmp_path: Path) -> None:
    session = parse_session(evening())
    seated = ("Anna", "Emi", "Ben", "Chie", "Daiki")
    assert seated_order(session, ("Anna", "Ben", "Chie", "Daiki", "Emi")) == seated
    path = tmp_path / "seated.xlsx"
    export_workbook(session, path, "en")
    sheet = openpyxl.load_workbook(path)["Sheet"]
    layout = Layout("doppelkopf", seated, len(session.deals))
    header = [sheet.cell(1, layout.total_column(i)).value for i in range(5)]
    assert header == [f"{name} Σ" for name in seated]
    totals = [sheet.cell(layout.totals_row, layout.total_column(i)).value for i in range(5)]
    replay = session.replay()
    assert totals == [replay.totals[name] for name in seated]
    assert read_workbook(path) == session.to_json()
