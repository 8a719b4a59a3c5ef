"""The start screen: the session list model and its keyboard (issue 4 §1)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from schreiber.ui.session.start_screen import (
    SESSION_ID_ROLE,
    Column,
    SessionListModel,
    SessionRow,
    StartScreen,
)

ROWS = [
    SessionRow(
        7, "2026-10-02", "October", ("Anna", "Ben", "Chie", "Daiki"), 24, "Chie (+17)", "doppelkopf"
    ),
    SessionRow(
        9,
        "2026-11-27",
        "Birthday",
        ("Anna", "Ben", "Chie", "Daiki", "Emi"),
        8,
        "Emi (+6)",
        "doppelkopf",
    ),
    SessionRow(
        8, "2026-11-20", "Friday", ("Anna", "Ben", "Chie", "Daiki"), 31, "Ben (+12)", "doppelkopf"
    ),
]


def make_screen(qtbot: QtBot, rows: list[SessionRow] | None = None) -> StartScreen:
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.set_rows(ROWS if rows is None else rows)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    return screen


def test_the_model_passes_the_model_tester(qtmodeltester: ModelTester) -> None:
    model = SessionListModel()
    qtmodeltester.check(model)
    model.set_rows(ROWS)
    qtmodeltester.check(model)
    model.set_rows([])
    qtmodeltester.check(model)


def test_the_model_shows_each_session(qtbot: QtBot) -> None:
    model = SessionListModel()
    model.set_rows(ROWS)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["Date", "Game", "Title", "Players", "Deals", "Leader"]
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    assert model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole) is None
    texts = [model.index(0, c).data() for c in range(model.columnCount())]
    assert texts == [
        "2026-10-02",
        "Doppelkopf",
        "October",
        "Anna, Ben, Chie, Daiki",
        "24",
        "Chie (+17)",
    ]
    assert model.index(1, 0).data(SESSION_ID_ROLE) == 9
    assert model.index(0, 0).data(Qt.ItemDataRole.DecorationRole) is None
    assert model.data(QModelIndex()) is None


def test_newest_session_comes_first_and_is_selected(qtbot: QtBot) -> None:
    screen = make_screen(qtbot)
    order = [screen.proxy.index(r, 0).data(SESSION_ID_ROLE) for r in range(3)]
    assert order == [9, 8, 7]
    assert screen.current_session_id() == 9
    assert screen.focusWidget() is screen.table
    assert screen.empty.isHidden()


def test_same_date_sorts_the_later_created_session_first(qtbot: QtBot) -> None:
    rows = [
        SessionRow(1, "2026-11-20", "early", ("A", "B", "C", "D"), 1, "", "doppelkopf"),
        SessionRow(2, "2026-11-20", "late", ("A", "B", "C", "D"), 1, "", "doppelkopf"),
    ]
    screen = make_screen(qtbot, rows)
    assert screen.proxy.index(0, Column.TITLE).data() == "late"


def test_enter_opens_the_selected_session(qtbot: QtBot) -> None:
    screen = make_screen(qtbot)
    qtbot.keyClick(screen.table, Qt.Key.Key_Down)
    assert screen.current_session_id() == 8
    with qtbot.waitSignal(screen.open_requested) as opened:
        qtbot.keyClick(screen.table, Qt.Key.Key_Return)
    assert opened.args == [8]
    qtbot.keyClick(screen.table, Qt.Key.Key_Down)
    with qtbot.waitSignal(screen.open_requested) as opened:
        qtbot.keyClick(screen.table, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert opened.args == [7]


def test_double_click_opens_a_session(qtbot: QtBot) -> None:
    screen = make_screen(qtbot)
    index = screen.proxy.index(2, 1)
    rect = screen.table.visualRect(index)
    viewport = screen.table.viewport()
    # A double click is a press and release, then the double-click event.
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    with qtbot.waitSignal(screen.open_requested) as opened:
        qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    assert opened.args == [7]


def test_ctrl_n_asks_for_a_new_session(qtbot: QtBot) -> None:
    screen = make_screen(qtbot)
    with qtbot.waitSignal(screen.new_requested):
        qtbot.keyClick(screen.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    with qtbot.waitSignal(screen.new_requested):
        screen.new_button.click()


def test_refreshing_keeps_the_selected_session(qtbot: QtBot) -> None:
    screen = make_screen(qtbot)
    assert screen.select_session(7)
    screen.set_rows(
        [*ROWS, SessionRow(10, "2026-12-01", "New", ("A", "B", "C", "D"), 0, "", "doppelkopf")]
    )
    assert screen.current_session_id() == 7


def test_an_empty_list_says_how_to_start(qtbot: QtBot) -> None:
    screen = make_screen(qtbot, [])
    assert not screen.empty.isHidden()
    assert screen.current_session_id() is None
    qtbot.keyClick(screen.table, Qt.Key.Key_Return)  # nothing to open, no error
    with qtbot.waitSignal(screen.new_requested):
        qtbot.keyClick(screen.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
