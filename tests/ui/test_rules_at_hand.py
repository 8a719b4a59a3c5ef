"""F1 and Shift+F1 from the entry panel: deadlines and the reference, for this deal."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from schreiber.store.database import Store
from schreiber.ui.main_window import MainWindow
from scripts.samples import schafkopf_evening
from tests.ui.conftest import session_json
from tests.ui.windows import deadlines_panel, own_settings


def key(qtbot: QtBot, key: Qt.Key | str, modifier: Qt.KeyboardModifier | None = None) -> None:
    target = QApplication.focusWidget()
    assert target is not None, "the window lost the keyboard focus"
    if isinstance(key, str):
        qtbot.keyClicks(target, key)
    elif modifier is None:
        qtbot.keyClick(target, key)
    else:
        qtbot.keyClick(target, key, modifier)


def open_window(qtbot: QtBot, store: Store, session: dict[str, object]) -> MainWindow:
    window = MainWindow(store, own_settings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.controller.create(session)
    window.stack.setCurrentWidget(window.page)
    with qtbot.waitActive(window):
        window.activateWindow()
    window.page.entry.clear()
    return window


def test_f1_answers_with_the_announcements_being_entered(qtbot: QtBot, store: Store) -> None:
    window = open_window(qtbot, store, session_json())
    # Re = players 1 and 2, 150 points, Kontra's points skipped, Re said "no 60" (3).
    for typed in ("1", "2", "1", "5", "0"):
        key(qtbot, typed)
    key(qtbot, Qt.Key.Key_Tab)
    key(qtbot, Qt.Key.Key_Tab)
    key(qtbot, "3")
    assert window.page.entry.record()["announcements"] == {
        "re": ["re", "no90", "no60"],
        "kontra": [],
    }
    key(qtbot, Qt.Key.Key_F1)
    panel = deadlines_panel(window)
    assert panel is not None and panel.isVisible()
    assert panel.said() == {"re": ("re", "no90", "no60"), "kontra": ()}
    kontra = str(panel.model.data(panel.model.index(0, 1)))
    assert "holding at least 8 cards" in kontra
    assert "reply to “no 60”" in kontra
    # Nothing was saved or lost by looking it up.
    assert window.controller.session.deals == ()
    assert window.page.entry.record()["re_points"] == 150


def test_shift_f1_opens_the_card_order_of_the_game_being_entered(
    qtbot: QtBot, store: Store
) -> None:
    window = open_window(qtbot, store, session_json())
    key(qtbot, "Q")  # queen solo, typed in the player row
    assert window.page.entry.record()["type"] == "solo_queen"
    key(qtbot, Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
    browser = window.help_windows.reference
    assert browser is not None and browser.isVisible()
    assert browser.current_key() == "cards:solo_queen"


def test_f1_in_schafkopf_opens_its_reference(qtbot: QtBot, store: Store) -> None:
    window = open_window(qtbot, store, schafkopf_evening())
    key(qtbot, Qt.Key.Key_F1)
    assert deadlines_panel(window) is None
    browser = window.help_windows.reference
    assert browser is not None and browser.isVisible()
    assert (browser.current_key() or "").startswith("cards")
    assert "Schafkopf" in browser.windowTitle()


def test_f1_with_no_session_open_shows_standard_deadlines(qtbot: QtBot, store: Store) -> None:
    window = MainWindow(store, own_settings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.show_start()
    window.help_windows.show_deadlines()
    panel = deadlines_panel(window)
    assert panel is not None and panel.isVisible()
    assert "holding at least 11 cards" in str(panel.model.data(panel.model.index(0, 0)))
