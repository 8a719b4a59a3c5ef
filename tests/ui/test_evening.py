"""A whole evening entered with key presses only (issue 4 §5).

25 deals — normal games, marriages (with and without partner), a poverty,
every solo kind, a silent solo, a redeal, announcements on both sides,
bonuses, Bock rounds — then one edit and one undo, all from the keyboard.
The sheet is then checked against ``schreiber replay`` of the stored records.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from schreiber.games.doppelkopf.records import Deal as DkDeal
from schreiber.session.service import session_from_data
from schreiber.store.database import Store
from schreiber.ui.main_window import MainWindow
from schreiber.ui.sheet.model import TOTAL_ROLE, Column
from tests.typed import typed
from tests.ui.conftest import PLAYERS, session_json
from tests.ui.windows import own_settings

ROOT = Path(__file__).resolve().parents[2]

# From the points field: Tab 1 = Kontra points, 2 = "Re says", 3 = "Kontra says",
# 4.. = the bonus counts (fox Re, fox Kontra, Charlie Re, Charlie Kontra, ...).
TAB = "Tab"
EVENING: list[list[str]] = [
    ["1", "3", "1", "2", "9", "Enter"],  # 1 normal, Re wins
    ["2", "4", "1", "2", "0", "Enter"],  # 2 120:120 -> Bock
    ["1", "2", "1", "5", "0", TAB, TAB, "1", "Enter"],  # 3 Re says Re
    ["M", "2", "3", "4", "1", "0", "0", "Enter"],  # 4 marriage, partner found in trick 2
    ["P", "1", "4", "1", "3", "0", "Enter"],  # 5 poverty
    ["Q", "2", "1", "5", "0", "Enter"],  # 6 queen solo
    ["J", "1", "1", "0", "0", TAB, TAB, TAB, "1", "Enter"],  # 7 jack solo, Kontra
    ["2", "3", "2", "0", "0", TAB, TAB, "2", "Enter"],  # 8 Re: no 90
    ["1", "3", "1", "3", "0", TAB, TAB, TAB, TAB, "1", "Enter"],  # 9 Re caught a fox
    ["H", "4", "1", "2", "1", "Enter"],  # 10 heart solo
    ["3", "4", "9", "0", "Enter"],  # 11 normal, Kontra wins
    ["W", "1", "1", "4", "0", "Enter"],  # 12 silent solo
    ["R", "Enter"],  # 13 redeal: nobody took a poverty, same dealer
    ["1", "2", "1", "7", "5", TAB, TAB, "3", TAB, "2", "Enter"],  # 14 draw
    ["C", "3", "6", "0", "Enter"],  # 15 clubs solo lost
    ["2", "4", "1", "3", "0", TAB, TAB, TAB, "1", "Enter"],  # 16 Kontra lost -> Bock
    ["1", "3", "1", "4", "5", "Enter"],  # 17
    ["S", "2", "1", "3", "0", "Enter"],  # 18 spades solo
    ["D", "1", "1", "2", "5", "Enter"],  # 19 diamonds solo
    ["F", "4", "7", "0", "Enter"],  # 20 fleshless solo lost
    ["3", "4", "1", "6", "0", TAB, TAB, TAB, TAB, TAB, TAB, TAB, "1", "Enter"],  # 21 Charlie
    ["1", "2", "2", "0", "0"] + [TAB] * 10 + ["1", "Enter"],  # 22 doppelkopf for Re
    ["M", "0", "2", "1", "0", "0", "Enter"],  # 23 marriage played alone (0), Ben
    ["2", "3", "1", "2", "1", "Enter"],  # 24
    ["1", "4", "1", "1", "0", "Enter"],  # 25
]
# Edit deal 3 (Re 150 -> 160) from the sheet, then undo the edit.
EDIT = ["F6"] + ["Up"] * 22 + ["F2", TAB, "1", "6", "0", "Enter"]


def press(qtbot: QtBot, window: QWidget, keys: list[str]) -> None:
    special = {
        "Enter": Qt.Key.Key_Return,
        "Tab": Qt.Key.Key_Tab,
        "Up": Qt.Key.Key_Up,
        "F2": Qt.Key.Key_F2,
        "F6": Qt.Key.Key_F6,
    }
    for key in keys:
        target = QApplication.focusWidget()
        assert target is not None, "the window lost the keyboard focus"
        if key in special:
            qtbot.keyClick(target, special[key])
        elif key == "Ctrl+Z":
            qtbot.keyClick(target, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        else:
            qtbot.keyClicks(target, key)


def replay_cli(store: Store, session_id: int) -> dict[str, object]:
    session = session_from_data(store.sessions.load_session(session_id))
    done = subprocess.run(
        [sys.executable, "-m", "schreiber", "replay", "-"],
        input=json.dumps(session.to_json()),
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_a_whole_evening_by_keyboard(qtbot: QtBot, store: Store) -> None:
    window = MainWindow(store, own_settings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.controller.create(session_json())
    window.stack.setCurrentWidget(window.page)
    with qtbot.waitActive(window):
        window.activateWindow()
    window.page.entry.clear()
    session_id = window.controller.service.session_id  # type: ignore[union-attr]

    for number, keys in enumerate(EVENING, start=1):
        press(qtbot, window, keys)
        assert len(window.controller.session.deals) == number, (
            f"deal {number} not saved: {window.page.entry.error_message()}"
        )

    deals = [typed(DkDeal, deal) for deal in window.controller.session.deals]
    assert [d.type for d in deals[:7]] == [
        "normal",
        "normal",
        "normal",
        "marriage",
        "poverty",
        "solo_queen",
        "solo_jack",
    ]
    assert deals[8].bonuses[0].kind == "fox"
    assert deals[12].type == "redeal"
    assert deals[13].announced("re") == ("re", "no90", "no60")
    assert deals[20].bonuses[0].kind == "charlie"
    assert deals[21].bonuses[0].kind == "doppelkopf"
    assert deals[22].re == ("Ben",)
    replay = window.controller.replay
    assert any(d.bock_level for d in replay.deals)
    assert replay.deals[13].result.winner is None

    press(qtbot, window, EDIT)
    assert typed(DkDeal, window.controller.session.deals[2]).re_points == 160
    press(qtbot, window, ["Ctrl+Z"])
    assert typed(DkDeal, window.controller.session.deals[2]).re_points == 150
    assert len(window.controller.session.deals) == len(EVENING)

    # The sheet shows exactly what the command line derives from the stored records.
    expected = replay_cli(store, session_id)
    model = window.page.model
    rows = expected["deals"]
    assert isinstance(rows, list)
    assert model.deal_count() == len(rows)
    for row, derived in enumerate(rows):
        assert model.data(model.index(row, Column.DEALER)) == derived["dealer"]
        bock = derived["bock_level"]
        assert model.data(model.index(row, Column.BOCK)) == (f"×{2**bock}" if bock else "")
        for offset, player in enumerate(PLAYERS):
            total = model.data(model.index(row, Column.PLAYERS + offset), TOTAL_ROLE)
            assert total == derived["totals"][player]
    standings = window.page.standings.texts()
    totals = expected["totals"]
    assert isinstance(totals, dict)
    best = max(totals, key=lambda name: totals[name])
    assert best in standings[0]
