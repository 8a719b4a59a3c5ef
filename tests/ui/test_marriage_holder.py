"""Issue 27: who held the marriage and who was poor — typed with the keys (the first
Re player picked), shown on the sheet, in its tooltip and in the workbook."""

from __future__ import annotations

from pathlib import Path

import openpyxl
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from schreiber.games.doppelkopf.records import Deal
from schreiber.io.workbook import export_workbook
from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.database import Store
from schreiber.ui.entry.doppelkopf import EntryPanel
from schreiber.ui.sheet.model import Column, SheetModel
from tests.ui.conftest import PLAYERS, session_json
from tests.ui.test_entry_panel import make_panel, type_keys

MARRIAGE = {
    "type": "marriage",
    "re": ["Anna", "Chie"],
    "re_points": 130,
    "marriage_clarified_in": 2,
    "marriage_holder": "Chie",
}
ALONE = {"type": "marriage", "re": ["Daiki"], "re_points": 125}  # an older record
POVERTY = {
    "type": "poverty",
    "re": ["Ben", "Daiki"],
    "re_points": 130,
    "poverty": {"poor": "Daiki", "partner": "Ben"},
}
OLD_MARRIAGE = {
    "type": "marriage",
    "re": ["Anna", "Ben"],
    "re_points": 130,
    "marriage_clarified_in": 1,
}
WIRTH_KONTRA = {
    "type": "poverty",
    "re": ["Anna", "Ben"],
    "re_points": 130,
    "poverty": {"poor": "Chie", "partner": "Daiki"},
}
DEALS: list[dict[str, object]] = [MARRIAGE, ALONE, POVERTY, OLD_MARRIAGE]


def rules_service(store: Store, **options: object) -> SessionService:
    session_id = create_session(store, parse_session(session_json(options=dict(options))))
    return SessionService(store, session_id)


def saved_record(qtbot: QtBot, panel: EntryPanel, keys: list[str]) -> dict[str, object]:
    with qtbot.waitSignal(panel.commit) as saved:
        type_keys(qtbot, panel, keys)
    record, _number = saved.args
    assert isinstance(record, dict)
    return record


# The entry panel -----------------------------------------------------------------------


def test_the_first_digit_after_the_trick_is_the_one_who_held_the_marriage(
    qtbot: QtBot, service: SessionService
) -> None:
    panel = make_panel(qtbot, service)
    type_keys(qtbot, panel, ["M", "2"])
    assert "Who married, and who is the partner?" in panel.pending_message()
    type_keys(qtbot, panel, ["3"])  # Chie held both ♣Q
    assert panel.pending_message() == "Chie held the marriage; now the partner's number."
    type_keys(qtbot, panel, ["1", "1", "3", "0"])  # Anna, found in trick 2
    assert panel.is_valid(), panel.error_message()
    assert "Marriage: Chie held both ♣Q; partner Anna from trick 2" in panel.preview.text()
    record = saved_record(qtbot, panel, ["Enter"])
    assert record["re"] == ["Anna", "Chie"]  # seat order, as before
    assert (record["marriage_holder"], record["marriage_clarified_in"]) == ("Chie", 2)
    service.add_deal(record)  # as the window saves it
    saved = service.session.deals[-1]
    assert isinstance(saved, Deal) and saved.marriage_holder == "Chie"


def test_a_marriage_played_alone_asks_nothing_more(qtbot: QtBot, service: SessionService) -> None:
    panel = make_panel(qtbot, service)
    record = saved_record(qtbot, panel, ["M", "0", "4", "1", "2", "5", "Enter"])
    assert (record["re"], record["marriage_holder"]) == (["Daiki"], "Daiki")


def test_the_first_digit_after_p_is_the_poor_player(qtbot: QtBot, service: SessionService) -> None:
    panel = make_panel(qtbot, service)
    type_keys(qtbot, panel, ["P"])
    assert "Who was poor, and who took the exchange?" in panel.pending_message()
    type_keys(qtbot, panel, ["4"])
    assert panel.pending_message() == "Daiki was poor; now the number of who took the exchange."
    type_keys(qtbot, panel, ["2", "1", "3", "0"])
    assert "Poverty: Daiki was poor; Ben took the exchange" in panel.preview.text()
    record = saved_record(qtbot, panel, ["Enter"])
    assert record["re"] == ["Ben", "Daiki"]
    assert record["poverty"] == {"poor": "Daiki", "partner": "Ben"}


def test_editing_a_deal_fills_the_holder_and_the_poor_player_back(
    qtbot: QtBot, service: SessionService
) -> None:
    for record in (MARRIAGE, POVERTY):
        service.add_deal(record)
    panel = make_panel(qtbot, service)
    for number, record in ((1, MARRIAGE), (2, POVERTY)):
        deal = service.session.deals[number - 1]
        assert isinstance(deal, Deal)
        panel.load_deal(number, deal)
        assert panel.record() == {**panel.record(), **record}
    panel.load_deal(1, service.session.deals[0])  # type: ignore[arg-type]
    assert panel.picker.picked() == ["Chie", "Anna"]
    # Chie's digit off and on again: now Anna was picked first, so Anna held it.
    type_keys(qtbot, panel, ["3"])
    assert panel.picker.picked() == ["Anna"]
    with qtbot.waitSignal(panel.commit) as saved:
        type_keys(qtbot, panel, ["3", "Enter"])
    assert (saved.args[0]["re"], saved.args[0]["marriage_holder"]) == (["Anna", "Chie"], "Anna")


def test_wirths_poverty_takes_the_poor_players_seat_digit(qtbot: QtBot, store: Store) -> None:
    """§13.4 poverty_wirth: the lists follow the picks; a Kontra pair is one digit in
    "Poor player" (the other one outside Re took the exchange)."""
    panel = make_panel(qtbot, rules_service(store, poverty_wirth=True))
    type_keys(qtbot, panel, ["P", "2", "3"])
    assert (panel.poor_combo.currentData(), panel.exchange_combo.currentData()) == ("Ben", "Chie")
    panel.picker.set_selected(["Anna", "Ben"])
    panel.poor_combo.setFocus()
    type_keys(qtbot, panel, ["3"])  # Chie was poor: she and Daiki play Kontra
    assert (panel.poor_combo.currentData(), panel.exchange_combo.currentData()) == (
        "Chie",
        "Daiki",
    )
    panel.re_points.setValue(130)
    assert panel.is_valid(), panel.error_message()
    assert panel.record()["poverty"] == {"poor": "Chie", "partner": "Daiki"}
    assert "the two played Kontra" in panel.preview.text()


# The sheet -------------------------------------------------------------------------------


def sheet(deals: list[dict[str, object]], **options: object) -> SheetModel:
    session = parse_session(session_json(PLAYERS, options=dict(options), deals=deals))
    model = SheetModel()
    model.set_session(session, session.replay())
    return model


def game_cell(model: SheetModel, row: int, role: int = Qt.ItemDataRole.DisplayRole) -> object:
    return model.data(model.index(row, Column.GAME), role)


def test_the_sheet_names_the_holder_and_the_poor_player() -> None:
    model = sheet(DEALS)
    tip = Qt.ItemDataRole.ToolTipRole
    assert game_cell(model, 0) == "Marriage (Chie)"
    assert game_cell(model, 0, tip) == "Marriage: Chie held both ♣Q; partner Anna from trick 2"
    assert game_cell(model, 1) == "Marriage (Daiki)"  # played alone: its one Re player
    assert game_cell(model, 1, tip) == "Marriage: Daiki held both ♣Q and played alone"
    assert game_cell(model, 2) == "Poverty (Daiki poor)"
    assert game_cell(model, 2, tip) == "Poverty: Daiki was poor; Ben took the exchange"
    assert game_cell(model, 3) == "Marriage"  # an older record does not say who
    assert game_cell(model, 3, tip) == "Marriage"


def test_wirths_kontra_pair_names_the_partner_on_the_sheet_too() -> None:
    model = sheet([WIRTH_KONTRA], poverty_wirth=True)
    assert game_cell(model, 0) == "Poverty (Chie poor, with Daiki)"
    assert game_cell(model, 0, Qt.ItemDataRole.ToolTipRole) == (
        "Poverty: Chie was poor; Daiki took the exchange; the two played Kontra"
    )


# The workbook ----------------------------------------------------------------------------


def test_the_workbook_names_them_and_reads_back(tmp_path: Path) -> None:
    evening = parse_session(session_json(PLAYERS, deals=DEALS))
    path = tmp_path / "evening.xlsx"
    export_workbook(evening, path, "en", None)
    rows = list(openpyxl.load_workbook(path)["Sheet"].iter_rows(min_row=2, values_only=True))
    assert [row[2] for row in rows[: len(DEALS)]] == [
        "Marriage (Chie)",
        "Marriage (Daiki)",
        "Poverty (Daiki poor)",
        "Marriage",
    ]
    assert rows[2][3] == "Ben + Daiki"
    wirth = parse_session(session_json(PLAYERS, {"poverty_wirth": True}, deals=[WIRTH_KONTRA]))
    export_workbook(wirth, path, "en", None)
    cell = openpyxl.load_workbook(path)["Sheet"]["C2"].value
    assert cell == "Poverty (Chie poor, with Daiki)"
