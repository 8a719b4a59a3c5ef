"""Real windows driven as players drive them: for the tests of several windows at once."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QStackedWidget, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from schreiber.store.core import StoreCore
from schreiber.ui.entry.doppelkopf_deadlines import DeadlinesPanel
from schreiber.ui.main_window import MainWindow

WAIT_MS = 30_000
"""A safety net for waiting on another window's change (each window looks every
``POLL_MS``, and a wait ends the moment the change shows); the speed itself is
measured by ``benchmarks/bench_writers.py``."""


def deadlines_panel(window: MainWindow) -> DeadlinesPanel | None:
    """F1's window of Doppelkopf (who may still announce what), once it was opened."""
    panel = window.help_windows.panels.get("doppelkopf")
    assert panel is None or isinstance(panel, DeadlinesPanel)
    return panel


def own_settings(name: str = "settings") -> QSettings:
    """A settings file of the test's own, in the home it has to itself
    (``tests/conftest.py``, ``own_home``)."""
    home = Path(os.environ["HOME"])
    return QSettings(str(home / f"{name}.ini"), QSettings.Format.IniFormat)


def open_window(qtbot: QtBot, store: StoreCore, tmp_path: Path, name: str) -> MainWindow:
    """A shown window on ``store``, with settings of its own."""
    settings = QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(store, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def use(qtbot: QtBot, window: MainWindow) -> None:
    """Bring the window to the front, as a player clicking into it does."""
    if not window.isActiveWindow():
        with qtbot.waitActive(window):
            window.activateWindow()


def type_deal(qtbot: QtBot, window: MainWindow, keys: str) -> dict[str, object]:
    """Type a Doppelkopf deal with the keys a player presses (two seats, points);
    returns the entry's record."""
    use(qtbot, window)
    entry: Any = window.page.entry
    for key in keys:
        qtbot.keyClicks(entry.focusWidget() or entry, key)
    record: dict[str, object] = entry.record()
    return record


def press_enter(qtbot: QtBot, window: MainWindow) -> None:
    entry: Any = window.page.entry
    qtbot.keyClick(entry.focusWidget() or entry, Qt.Key.Key_Return)


def save_deal(qtbot: QtBot, window: MainWindow, keys: str) -> None:
    """Type a deal and press Enter."""
    type_deal(qtbot, window, keys)
    press_enter(qtbot, window)


def wait_for_deals(qtbot: QtBot, window: MainWindow, count: int) -> None:
    qtbot.waitUntil(lambda: window.page.model.deal_count() == count, timeout=WAIT_MS)


def inner_pages(root: QWidget) -> Iterator[None]:
    """Show, one at a time, every page of each visible page stack inside ``root`` that
    is not a tab widget's own (the rules editor's topics under "More house rules");
    yields once per page, then puts each stack back on the page it showed."""
    for stack in root.findChildren(QStackedWidget):
        if not stack.isVisible() or isinstance(stack.parent(), QTabWidget):
            continue
        shown = stack.currentIndex()
        for page in range(stack.count()):
            stack.setCurrentIndex(page)
            QApplication.processEvents()
            yield
        stack.setCurrentIndex(shown)


# The keys :func:`press_keys` names; anything else is typed as text.
NAMED_KEYS = {
    "Enter": Qt.Key.Key_Return,
    "Esc": Qt.Key.Key_Escape,
    "Tab": Qt.Key.Key_Tab,
    "Up": Qt.Key.Key_Up,
    "F2": Qt.Key.Key_F2,
    "F6": Qt.Key.Key_F6,
    "Del": Qt.Key.Key_Delete,
}


def press_keys(qtbot: QtBot, *keys: str) -> None:
    """Keys as a player presses them, each to the widget that has the focus: a name
    of :data:`NAMED_KEYS`, ``Ctrl+Z``, ``Ctrl+Shift+Z``, or text typed."""
    for key in keys:
        target = QApplication.focusWidget()
        assert target is not None, "the window lost the keyboard focus"
        if key in NAMED_KEYS:
            qtbot.keyClick(target, NAMED_KEYS[key])
        elif key == "Ctrl+Z":
            qtbot.keyClick(target, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        elif key == "Ctrl+Shift+Z":
            modifiers = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
            qtbot.keyClick(target, Qt.Key.Key_Z, modifiers)
        else:
            qtbot.keyClicks(target, key)
