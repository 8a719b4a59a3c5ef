"""A deal entered after the agreed end asks first (issue 27, item 8), in every
game: Esc keeps the entry in the form and stores nothing; "Play on" (P) lifts
the end from the session's rules and saves the deal, so that the stored
evening is still one ``schreiber replay`` accepts."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from schreiber.games.common import check_end
from schreiber.store.database import Store
from schreiber.ui.main_window import MainWindow
from tests.ui.windows import open_window, use

THREE = ["Anna", "Ben", "Chie"]
FOUR = [*THREE, "Daiki"]

# Per game: the players, one deal already played, and the keys of one more.
GAMES: dict[str, tuple[list[str], dict[str, object], list[str]]] = {
    "doppelkopf": (
        FOUR,
        {"type": "normal", "re": ["Anna", "Ben"], "re_points": 130},
        ["1", "3", "1", "2", "9", "Enter"],
    ),
    "schafkopf_pfalz": (
        THREE,
        {"contract": "simple", "trump": "clubs", "soloist": "Anna", "soloist_points": 70},
        ["1", "C", "7", "0", "Enter"],
    ),
    "crescendo": (
        THREE,
        {"soloist": "Anna", "bid": 15, "trump": "spades", "taken": 15},
        ["1", "1", "9", "S", "6", "7", "Enter"],
    ),
}


def evening(name: str) -> dict[str, object]:
    players, deal, _ = GAMES[name]
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": name,
        "title": "Over after one deal",
        "date": "2026-11-20",
        "players": players,
        "first_dealer": players[0],
        "rules": {"preset": "standard", "options": {"end_after_deals": 1}},
        "deals": [deal],
    }


def answer_by_key(qtbot: QtBot, key: Qt.Key, said: list[str]) -> None:
    """The next message box is answered with ``key`` as a player presses it; its
    text and informative text go into ``said``."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        said.append(f"{box.windowTitle()}\n{box.text()}\n{box.informativeText()}")
        qtbot.keyClick(box, key)

    QTimer.singleShot(0, answer)


def press(qtbot: QtBot, keys: list[str]) -> None:
    for key in keys:
        target = QApplication.focusWidget()
        assert target is not None, "the entry lost the keyboard focus"
        if key == "Enter":
            qtbot.keyClick(target, Qt.Key.Key_Return)
        else:
            qtbot.keyClicks(target, key)


def over_after_one_deal(qtbot: QtBot, store: Store, tmp_path: Path, name: str) -> MainWindow:
    window = open_window(qtbot, store, tmp_path, name)
    window.controller.create(evening(name))
    window.stack.setCurrentWidget(window.page)
    window.page.entry.clear()
    use(qtbot, window)
    assert window.controller.replay.end.finished
    return window


@pytest.mark.parametrize("name", list(GAMES))
def test_a_deal_after_the_end_asks_and_esc_keeps_the_entry(
    qtbot: QtBot, store: Store, tmp_path: Path, name: str
) -> None:
    window = over_after_one_deal(qtbot, store, tmp_path, name)
    said: list[str] = []
    answer_by_key(qtbot, Qt.Key.Key_Escape, said)
    press(qtbot, GAMES[name][2])
    assert len(said) == 1
    assert "Session over" in said[0] and "the session is over" in said[0]
    assert "Play on with deal 2?" in said[0]
    # Nothing stored, the end still agreed, what was typed still in the form.
    assert window.page.model.deal_count() == 1
    assert window.controller.replay.end.finished
    entry = window.page.entry
    assert entry.record() not in (None, {})
    window.close()


@pytest.mark.parametrize("name", list(GAMES))
def test_play_on_lifts_the_end_and_saves_the_deal(
    qtbot: QtBot, store: Store, tmp_path: Path, name: str
) -> None:
    window = over_after_one_deal(qtbot, store, tmp_path, name)
    said: list[str] = []
    answer_by_key(qtbot, Qt.Key.Key_P, said)
    press(qtbot, GAMES[name][2])
    qtbot.waitUntil(lambda: window.page.model.deal_count() == 2)
    assert len(said) == 1
    session = window.controller.session
    assert session.rules.to_json()["end_after_deals"] is None
    replay = window.controller.replay
    assert not replay.end.finished
    check_end(replay, None, None)  # what is stored replays: nothing after an end
    assert [row.number for row in replay.deals] == [1, 2]
    service = window.controller.service
    assert service is not None
    stored = store.sessions.load_session(service.session_id)
    assert stored.rules["options"]["end_after_deals"] is None  # type: ignore[index]
    window.close()


def test_a_deal_before_the_end_asks_nothing(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    window = open_window(qtbot, store, tmp_path, "before")
    data = evening("crescendo") | {"deals": []}
    window.controller.create(data)
    window.stack.setCurrentWidget(window.page)
    window.page.entry.clear()
    use(qtbot, window)
    press(qtbot, GAMES["crescendo"][2])  # the first deal: the end comes with it
    assert window.page.model.deal_count() == 1
    assert window.controller.replay.end.finished
    window.close()
