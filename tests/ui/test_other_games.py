"""Schafkopf and Crescendo sessions in the window: columns, panels, session end (issue 5)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from schreiber.games.crescendo.rules import RuleSet as CrRules
from schreiber.store.database import Store
from schreiber.ui.main_window import MainWindow
from schreiber.ui.sheet.model import TOTAL_ROLE, Column
from tests.typed import typed
from tests.ui.windows import own_settings


def session(game: str, players: list[str], options: dict[str, object]) -> dict[str, object]:
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": game,
        "title": game,
        "date": "2026-11-21",
        "players": players,
        "first_dealer": players[0],
        "rules": {"preset": "standard", "options": options},
        "deals": [],
    }


def make_window(qtbot: QtBot, store: Store) -> MainWindow:
    window = MainWindow(store, own_settings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def headers(window: MainWindow) -> list[str]:
    model = window.page.model
    sheet = window.page.sheet
    return [
        str(model.headerData(c, Qt.Orientation.Horizontal))
        for c in range(model.columnCount())
        if not sheet.isColumnHidden(c)
    ]


def test_crescendo_evening(qtbot: QtBot, store: Store, qtmodeltester: ModelTester) -> None:
    window = make_window(qtbot, store)
    window.controller.create(session("crescendo", ["A", "B", "C"], {"end_after_deals": 3}))
    # The worked examples of the rules file.
    window.controller.add_deal(
        {"soloist": "A", "bid": 19, "trump": "spades", "tricks_won": [3, 4, 6, 7]}
    )
    window.controller.add_deal({"type": "redeal"})
    window.controller.add_deal({"soloist": "B", "bid": 15, "trump": "diamonds", "taken": 15})
    assert window.page.banner.isHidden()
    window.controller.add_deal(
        {"soloist": "C", "bid": 23, "trump": "notrump", "tricks_won": [7, 6, 5, 4]}
    )
    model = window.page.model
    qtmodeltester.check(model)
    assert headers(window) == ["No.", "Dealer", "Bid", "Soloist", "Taken", "Score", "A", "B", "C"]
    assert model.data(model.index(0, Column.GAME)) == "19 ♠"
    assert model.data(model.index(0, Column.POINTS)) == "20 (3, 4, 6, 7)"
    assert model.data(model.index(0, Column.VALUE)) == "+20"
    assert model.data(model.index(3, Column.VALUE)) == "−23"
    assert model.data(model.index(3, Column.PLAYERS + 2), TOTAL_ROLE) == -23
    assert type(window.page.entry).__name__ == "CrescendoPanel"
    # Three deals played (the redeal does not count): the session is over.
    assert not window.page.banner.isHidden()
    assert "B (+30)" in window.page.banner.text()


def test_schafkopf_evening(qtbot: QtBot, store: Store, qtmodeltester: ModelTester) -> None:
    window = make_window(qtbot, store)
    window.controller.create(session("schafkopf_pfalz", ["A", "B", "C"], {}))
    window.controller.add_deal(
        {
            "contract": "simple",
            "trump": "hearts",
            "soloist": "A",
            "partner": None,
            "soloist_points": 95,
            "tops": 3,
            "doubles": 0,
            "surrender": None,
        }
    )
    window.controller.add_deal(
        {
            "contract": "solo",
            "trump": "spades",
            "soloist": "B",
            "partner": None,
            "soloist_points": 58,
            "tops": 0,
            "doubles": 1,
            "surrender": None,
        }
    )
    model = window.page.model
    qtmodeltester.check(model)
    assert headers(window) == [
        "No.",
        "Dealer",
        "Contract",
        "Soloist",
        "Points",
        "Value",
        "A",
        "B",
        "C",
        "Details",
    ]
    assert model.data(model.index(0, Column.GAME)) == "Simple game ♥"
    assert model.data(model.index(0, Column.VALUE)) == "+6"
    assert model.data(model.index(1, Column.VALUE)) == "−4"
    assert model.data(model.index(1, model.announcements_column())) == "Kontra ×2"
    totals = [model.data(model.index(1, Column.PLAYERS + i), TOTAL_ROLE) for i in range(3)]
    assert totals == [12 + 4, -6 - 8, -6 + 4]
    assert type(window.page.entry).__name__ == "SchafkopfPanel"


def test_rules_dialog_uses_each_games_editor(qtbot: QtBot, store: Store) -> None:
    from schreiber.ui.session.doppelkopf_rules import RulesEditor
    from schreiber.ui.session.rules_dialog import RulesDialog
    from schreiber.ui.session.simple_rules import SimpleRulesEditor

    window = make_window(qtbot, store)
    cases = [
        ("doppelkopf", ["A", "B", "C", "D"], RulesEditor),
        ("schafkopf_pfalz", ["A", "B", "C", "D"], SimpleRulesEditor),
        ("crescendo", ["A", "B", "C"], SimpleRulesEditor),
    ]
    for game, players, editor_type in cases:
        window.controller.create(session(game, players, {}))
        current = window.controller.session
        dialog = RulesDialog(current, window)
        qtbot.addWidget(dialog)
        assert isinstance(dialog.editor, editor_type)
        assert dialog.rules_json("standard") == {
            "preset": "standard",
            "options": current.rules.to_json(),
        }
    # Crescendo: raise the lowest bid and apply it mid-session, then undo.
    editor = dialog.editor
    assert isinstance(editor, SimpleRulesEditor)
    min_bid = editor.controls["min_bid"]
    assert isinstance(min_bid, QSpinBox)
    min_bid.setValue(18)
    window.controller.set_rules(dialog.rules_json("standard"))
    assert typed(CrRules, window.controller.session.rules).min_bid == 18
    window.controller.undo_stack.undo()
    assert typed(CrRules, window.controller.session.rules).min_bid == 15


def test_a_session_after_a_crescendo_evening_shows_every_players_column(
    qtbot: QtBot, store: Store
) -> None:
    """Crescendo hides its details column, the column after its three players; a
    later session of four or more players had that column, its 4th player's,
    still hidden (Daiki vanished from the sheet)."""
    window = make_window(qtbot, store)
    window.controller.create(session("crescendo", ["A", "B", "C"], {}))
    assert "C" in headers(window)
    four = ["Anna", "Ben", "Chie", "Daiki"]
    window.controller.create(session("doppelkopf", four, {}))
    shown = headers(window)
    assert [name for name in four if name in shown] == four
    seven = [*four, "Emi", "Fumi", "Goro"]
    window.controller.create(session("doppelkopf", seven, {}))
    assert [name for name in seven if name in headers(window)] == seven


def test_a_crescendo_evening_reopened_hides_the_bock_column(qtbot: QtBot, store: Store) -> None:
    """The Bock column is hidden after the model took the session: hidden before,
    the model's reset showed it again, empty."""
    window = make_window(qtbot, store)
    doppelkopf = window.controller.create(session("doppelkopf", ["Anna", "Ben", "Chie", "Dai"], {}))
    assert not window.page.sheet.isColumnHidden(Column.BOCK)
    crescendo = window.controller.create(session("crescendo", ["A", "B", "C"], {}))
    assert window.page.sheet.isColumnHidden(Column.BOCK)
    window.open_session(doppelkopf)
    assert not window.page.sheet.isColumnHidden(Column.BOCK)
    window.open_session(crescendo)
    assert window.page.sheet.isColumnHidden(Column.BOCK)
    again = MainWindow(store, own_settings("again"))  # a start that reopens it
    qtbot.addWidget(again)
    again.start_up()
    again.show()
    qtbot.waitExposed(again)
    assert again.controller.session.game == "crescendo"
    assert again.page.sheet.isColumnHidden(Column.BOCK)
