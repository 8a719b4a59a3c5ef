"""Every message names a deal by its number as the sheet shows it (deals played),
not by its place in the records: the status bar after saving, undo and redo,
the delete question and message, the form's heading, changes made elsewhere
and the chart (one point per deal played). A redeal or a change of seating,
which has no number, is "the redeal after deal n" / "the change of seating after
deal n"."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.database import Store
from schreiber.ui.evening.controller import deal_name
from schreiber.ui.main_window import MainWindow
from tests.ui.conftest import session_json
from tests.ui.test_deal_numbers import FOUR, RECORDS
from tests.ui.windows import WAIT_MS, own_settings, press_keys

# RECORDS: deal 1, Emi comes, deal 2, a redeal, deal 3, Daiki leaves, deal 4.


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def stored(path: Path) -> int:
    with Store(path) as store:
        data = session_json(FOUR, deals=RECORDS[:1])
        service = SessionService(store, create_session(store, parse_session(data)))
        for record in RECORDS[1:]:
            service.add_deal(record)
        return service.session_id


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    path = tmp_path / "schreiber.sqlite3"
    stored(path)
    shown = MainWindow(Store(path), own_settings())
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    shown.start_up()
    with qtbot.waitActive(shown):
        shown.activateWindow()
    shown.page.entry.clear()
    return shown


def test_names_of_rows_without_a_number() -> None:
    replay = parse_session(session_json(FOUR, deals=RECORDS)).replay()
    names = [deal_name(replay, place) for place in range(1, len(RECORDS) + 2)]
    assert names == [
        "deal 1",
        "the change of seating after deal 1",
        "deal 2",
        "the redeal after deal 2",
        "deal 3",
        "the change of seating after deal 3",
        "deal 4",
        "deal 5",  # the next one
    ]
    first: list[dict[str, object]] = [{"type": "redeal", "reason": "other"}, *RECORDS]
    replay = parse_session(session_json(FOUR, deals=first)).replay()
    assert deal_name(replay, 1, capital=True) == "The redeal before the first deal"


def test_saving_undo_redo_and_editing_name_the_deal_played(
    qtbot: QtBot, window: MainWindow
) -> None:
    assert len(window.controller.session.deals) == 7
    assert window.page.entry.heading.text() == "Deal 5"
    press_keys(qtbot, "1", "3", "1", "2", "9", "Enter")  # record 8, deal 5
    qtbot.waitUntil(lambda: len(window.controller.session.deals) == 8, timeout=WAIT_MS)
    assert status(window) == "Deal 5 saved"
    press_keys(qtbot, "Ctrl+Z")
    assert status(window).startswith("Undone: deal 5 — Normal game")
    press_keys(qtbot, "Ctrl+Shift+Z")
    assert status(window).startswith("Redone: deal 5 — Normal game")

    # A redeal typed with its key: no number of its own.
    press_keys(qtbot, "R", "Enter")
    qtbot.waitUntil(lambda: len(window.controller.session.deals) == 9, timeout=WAIT_MS)
    assert status(window) == "The redeal after deal 5 saved"
    press_keys(qtbot, "Ctrl+Z")
    assert status(window).startswith("Undone: the redeal after deal 5 — ")

    # Editing: deal 4 is the record list's 7th row; the redeal is its 4th.
    window.page.select_deal(7)
    press_keys(qtbot, "F2")
    assert window.page.entry.heading.text() == "Editing deal 4"
    press_keys(qtbot, "Enter")
    qtbot.waitUntil(lambda: status(window) == "Deal 4 saved", timeout=WAIT_MS)
    window.page.select_deal(4)
    press_keys(qtbot, "F2")
    assert window.page.entry.heading.text() == "Editing the redeal after deal 2"
    press_keys(qtbot, "Esc")


def test_deleting_names_the_deal_played(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def yes(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", yes)
    window.page.select_deal(7)
    window.page.sheet.setFocus()
    press_keys(qtbot, "Del")
    assert asked == ["Delete deal 4? Every later deal is recomputed."]
    assert status(window).startswith("Deleted deal 4 — Normal game")
    press_keys(qtbot, "Ctrl+Z")
    assert status(window).startswith("Undone: deleting deal 4 — back: Normal game")


def test_changes_made_elsewhere_name_the_deal_played(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    session_id = window.controller.service.session_id if window.controller.service else 0
    with Store(tmp_path / "schreiber.sqlite3") as store:
        other = SessionService(store, session_id)
        other.add_deal({"type": "normal", "re": ["Anna", "Ben"], "re_points": 130})
        qtbot.waitUntil(lambda: "was added elsewhere" in status(window), timeout=WAIT_MS)
        assert status(window) == "Deal 5 was added elsewhere"
        other.add_deal({"type": "seating", "players": FOUR, "dealer": "Anna"})
        qtbot.waitUntil(lambda: "seating" in status(window), timeout=WAIT_MS)
        assert status(window) == "The change of seating after deal 5 was added elsewhere"


def test_the_chart_has_a_point_per_deal_played(window: MainWindow) -> None:
    chart = window.page.chart
    assert chart.deal_count() == 4  # seven records: two changes of seating, a redeal
    assert [chart.place_of(number) for number in range(1, 5)] == [1, 3, 5, 7]
    assert chart.deal_heading(3).startswith("Deal 3 · ")
    assert chart.number_at(4) == 3  # the redeal's row highlights the deal after it
