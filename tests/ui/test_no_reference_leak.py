"""Showing a long evening must not leak references to None.

PySide6 6.12.0 drops a reference to ``None`` on every call of a Qt method that
returns nothing (and on a model's ``data()`` returning a new ``QFont``). On
Python 3.11, where ``None`` is not immortal, a long evening then crashes the
interpreter. ``pyproject.toml`` keeps that version out; this test fails if a
leaking Qt binding, or code of ours that leaks the same way, comes back.
"""

from __future__ import annotations

import gc
import sys

from pytestqt.qtbot import QtBot

from benchmarks.sessions import session_json
from schreiber.session.file import parse_session
from schreiber.store.database import Store
from schreiber.ui.evening.controller import SessionController
from schreiber.ui.main_window import SessionPage


def test_a_long_evening_keeps_none_alive(qtbot: QtBot, store: Store) -> None:
    controller = SessionController(store)
    controller.create(parse_session(session_json(200)).to_json())
    page = SessionPage(controller)
    qtbot.addWidget(page)
    page.resize(1280, 720)
    page.show()
    qtbot.waitExposed(page)
    # Garbage left by earlier tests would free objects holding None mid-loop and
    # look like a leak: collect it first and keep the collector out of the loop.
    gc.collect()
    gc.disable()
    try:
        before = sys.getrefcount(None)
        for _ in range(5):
            page.refresh()  # resets sizes: every cell's font and size hint are asked for
            page.sheet.resizeColumnsToContents()
            page.sheet.viewport().repaint()
        after = sys.getrefcount(None)
    finally:
        gc.enable()
    # A leak loses one reference per cell and call: thousands here. Allow noise.
    assert after >= before - 50
