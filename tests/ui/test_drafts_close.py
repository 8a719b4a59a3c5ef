"""Closing with a draft: the question's buttons have accelerators, and the
evening open at the close is the one the next start opens, whatever the answer
(not the evening changed last)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.database import Store
from tests.ui.conftest import session_json
from tests.ui.test_drafts import WRITER, question, window_on
from tests.ui.windows import WAIT_MS, type_deal


def test_discard_by_its_key_and_the_evening_open_comes_back(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "schreiber.sqlite3"
    with Store(path) as store:
        older = create_session(store, parse_session(session_json()))
        newer = create_session(store, parse_session(session_json()))
        SessionService(store, newer).add_deal(
            {"type": "normal", "re": ["Anna", "Ben"], "re_points": 130}
        )
    window = window_on(qtbot, path, tmp_path)
    assert window.controller.service is not None
    assert window.controller.service.session_id == newer  # the one changed last
    assert window.open_session(older)
    qtbot.waitUntil(window.drafts.following, timeout=WAIT_MS)
    type_deal(qtbot, window, "13")
    assert window.close() is False  # the question first
    box = question(qtbot, window)
    texts = sorted(button.text() for button in box.buttons())
    assert "&Keep the draft" in texts and "&Discard" in texts
    qtbot.keyClick(box, Qt.Key.Key_D)  # the accelerator's letter (a message box takes it bare)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=WAIT_MS)
    with Store(path, writer=WRITER) as reader:
        assert reader.drafts.draft(older) is None

    again = window_on(qtbot, path, tmp_path)  # the same settings: the app started again
    assert again.controller.service is not None
    assert again.controller.service.session_id == older
