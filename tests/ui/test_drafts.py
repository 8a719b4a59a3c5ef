"""Nothing typed is lost (issue 27): a half-typed entry is kept in the database
as it is typed, offered back when the session is opened again — after a close,
a restart, or the process killed — and closing with it asks. Saving the deal,
discarding, or leaving an edit removes it. Real windows, real key presses, a
real process killed with SIGKILL."""

from __future__ import annotations

import json
import os
import selectors
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from schreiber.session.file import parse_session
from schreiber.session.service import create_session
from schreiber.store.database import DEFAULT_FILENAME, Store
from schreiber.store.drafts import Draft
from schreiber.ui.common.writer import claim_writer
from schreiber.ui.main_window import MainWindow
from tests.ui.conftest import session_json
from tests.ui.windows import WAIT_MS, open_window, press_enter, type_deal, use

CHILD = Path(__file__).with_name("draft_child.py")
ROOT = Path(__file__).resolve().parents[2]
WRITER = "window-0"


def game_json(game: str, players: list[str]) -> dict[str, object]:
    return {**session_json(players=players), "game": game}


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / DEFAULT_FILENAME


@pytest.fixture
def reader(path: Path) -> Iterator[Store]:
    """The database as another program sees it (what is stored, not what is shown)."""
    Store(path).close()
    with Store(path, writer=WRITER) as store:
        yield store


def window_on(qtbot: QtBot, path: Path, tmp_path: Path, name: str = "a") -> MainWindow:
    """The app started (again) on the file: it reopens the last session and
    offers its draft."""
    window = open_window(qtbot, Store(path, writer=WRITER), tmp_path, name)
    window.start_up()
    qtbot.waitUntil(window.drafts.following, timeout=WAIT_MS)
    return window


def new_evening(
    qtbot: QtBot, path: Path, tmp_path: Path, session: dict[str, object] | None = None
) -> tuple[MainWindow, int]:
    with Store(path) as store:
        session_id = create_session(store, parse_session(session or session_json()))
    return window_on(qtbot, path, tmp_path), session_id


def stored_draft(reader: Store, session_id: int) -> Draft | None:
    return reader.drafts.draft(session_id)


def wait_for_draft(qtbot: QtBot, reader: Store, session_id: int, record: dict[str, Any]) -> None:
    def kept() -> bool:
        draft = stored_draft(reader, session_id)
        return draft is not None and draft.record == record

    qtbot.waitUntil(kept, timeout=WAIT_MS)


def question(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    """The question a close with a draft asks, once it shows."""
    found: list[QMessageBox] = []

    def shown() -> bool:
        found[:] = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
        return bool(found)

    qtbot.waitUntil(shown, timeout=WAIT_MS)
    return found[0]


def button(box: QMessageBox, words: str) -> QPushButton:
    (found,) = [b for b in box.findChildren(QPushButton) if b.text().replace("&", "") == words]
    return found


def close_answering(qtbot: QtBot, window: MainWindow, answer: str) -> None:
    """Close the window as Alt+F4 does, and answer its question with a real key
    (Enter: keep, the default) or a click."""
    assert window.close() is False  # the question first
    box = question(qtbot, window)
    if answer == "keep":
        qtbot.keyClick(box, Qt.Key.Key_Return)
    else:
        qtbot.mouseClick(button(box, answer), Qt.MouseButton.LeftButton)


def test_a_half_typed_deal_is_kept_on_close_and_offered_in_a_new_window(
    qtbot: QtBot, path: Path, tmp_path: Path, reader: Store
) -> None:
    window, session_id = new_evening(qtbot, path, tmp_path)
    typed = type_deal(qtbot, window, "13")  # Re: Anna and Chie, no points yet
    assert typed["re"] == ["Anna", "Chie"]
    close_answering(qtbot, window, "keep")
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=WAIT_MS)
    assert stored_draft(reader, session_id) is not None

    again = window_on(qtbot, path, tmp_path, "b")
    entry = again.page.entry
    assert entry.record() == typed
    assert entry.editing_number() is None
    assert "back in the form" in entry.note()
    # The entry goes on where it stopped: into the points (as the panel moves there
    # once Re is complete), the points, Enter.
    again.page.doppelkopf_entry.focus_points()
    type_deal(qtbot, again, "129")
    press_enter(qtbot, again)
    qtbot.waitUntil(lambda: again.page.model.deal_count() == 1, timeout=WAIT_MS)
    deal = reader.sessions.load_session(session_id).deals[0]
    assert deal["re"] == ["Anna", "Chie"] and deal["re_points"] == 129
    assert stored_draft(reader, session_id) is None  # saved: the draft is gone at once
    assert again.page.entry.is_blank()


def test_discarding_on_close_leaves_nothing_to_offer(
    qtbot: QtBot, path: Path, tmp_path: Path, reader: Store
) -> None:
    window, session_id = new_evening(qtbot, path, tmp_path)
    typed = type_deal(qtbot, window, "24")
    wait_for_draft(qtbot, reader, session_id, typed)  # kept while it is typed
    close_answering(qtbot, window, "Discard")
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=WAIT_MS)
    assert stored_draft(reader, session_id) is None

    again = window_on(qtbot, path, tmp_path, "b")
    assert again.page.entry.is_blank()
    assert again.page.entry.note() == ""


def test_cancel_keeps_the_window_and_the_entry(
    qtbot: QtBot, path: Path, tmp_path: Path, reader: Store
) -> None:
    window, session_id = new_evening(qtbot, path, tmp_path)
    typed = type_deal(qtbot, window, "12")
    close_answering(qtbot, window, "Cancel")
    qtbot.waitUntil(lambda: not window.findChildren(QMessageBox), timeout=WAIT_MS)
    assert window.isVisible()
    assert window.page.entry.record() == typed
    wait_for_draft(qtbot, reader, session_id, typed)
    # An empty form closes without a question (Ctrl+D empties it, and the draft goes).
    use(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert window.page.entry.is_blank()
    assert stored_draft(reader, session_id) is None
    assert window.close() is True


def test_an_edit_in_progress_is_a_draft_of_its_deal_and_revision(
    qtbot: QtBot, path: Path, tmp_path: Path, reader: Store
) -> None:
    deals = [{"type": "normal", "re": ["Anna", "Ben"], "re_points": 130}]
    window, session_id = new_evening(qtbot, path, tmp_path, session_json(deals=deals))
    window.edit_deal(1)
    assert window.close() is True  # opened for editing, nothing changed: nothing to keep
    assert stored_draft(reader, session_id) is None

    window = window_on(qtbot, path, tmp_path, "b")
    window.edit_deal(1)
    entry: Any = window.page.entry
    qtbot.keyClick(entry.picker, Qt.Key.Key_2)  # Ben out of Re …
    qtbot.keyClick(entry.picker, Qt.Key.Key_3)  # … Chie in
    typed = entry.record()
    assert typed["re"] == ["Anna", "Chie"]
    wait_for_draft(qtbot, reader, session_id, typed)
    draft = stored_draft(reader, session_id)
    assert draft is not None
    data = reader.sessions.load_session(session_id)
    assert (draft.deal_id, draft.revision) == (data.deal_ids[0], data.revisions[0])
    close_answering(qtbot, window, "keep")
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=WAIT_MS)

    again = window_on(qtbot, path, tmp_path, "c")
    entry = again.page.entry
    assert entry.editing_number() == 1
    assert entry.record() == typed
    assert "deal 1" in entry.note()
    # Esc leaves the edit: the draft goes.
    qtbot.keyClick(entry.focusWidget() or entry, Qt.Key.Key_Escape)
    assert entry.editing_number() is None
    assert stored_draft(reader, session_id) is None
    stored = reader.sessions.load_session(session_id)
    assert stored.revisions == data.revisions  # the deal itself never changed
    assert stored.deals[0]["re"] == ["Anna", "Ben"]


@pytest.mark.parametrize(
    ("game", "players", "keys"),
    [
        ("crescendo", ["Anna", "Ben", "Chie"], "119"),  # Anna bids 19, no suit yet
        ("schafkopf_pfalz", ["Anna", "Ben", "Chie", "Daiki"], "2"),
    ],
)
def test_the_other_games_drafts_come_back(
    qtbot: QtBot,
    path: Path,
    tmp_path: Path,
    reader: Store,
    game: str,
    players: list[str],
    keys: str,
) -> None:
    window, session_id = new_evening(qtbot, path, tmp_path, game_json(game, players))
    use(qtbot, window)
    for key in keys:
        target = QApplication.focusWidget()
        assert target is not None
        qtbot.keyClicks(target, key)
    typed = window.page.entry.record()
    assert not window.page.entry.is_blank()
    close_answering(qtbot, window, "keep")
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=WAIT_MS)
    again = window_on(qtbot, path, tmp_path, "b")
    assert again.page.entry.record() == typed
    assert stored_draft(reader, session_id) is not None
    close_answering(qtbot, again, "keep")
    qtbot.waitUntil(lambda: not again.isVisible(), timeout=WAIT_MS)


def read_line(process: subprocess.Popen[str], within: float) -> str:
    """The child's next line of output (waiting for it, at most ``within`` seconds)."""
    assert process.stdout is not None
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        deadline = time.monotonic() + within
        while time.monotonic() < deadline:
            if selector.select(deadline - time.monotonic()):
                return process.stdout.readline()
    raise AssertionError("the app typed nothing")


def test_the_draft_survives_the_app_being_killed(qtbot: QtBot, path: Path, tmp_path: Path) -> None:
    with Store(path) as store:
        session_id = create_session(store, parse_session(session_json()))
    env = dict(os.environ)  # the test's own HOME (tests/conftest.py)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    env["QT_QPA_PLATFORM"] = "offscreen"
    app = subprocess.Popen(
        [sys.executable, str(CHILD), str(tmp_path), "14"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        line = read_line(app, WAIT_MS / 1000)
        assert line.startswith("typed "), line
        typed = json.loads(line.removeprefix("typed "))
        assert typed["re"] == ["Anna", "Daiki"]
        # The app's window is this data folder's writer 0 (schreiber.ui.common.writer).
        folder_id = (tmp_path / "writer-id").read_text(encoding="ascii").strip()
        with Store(path, writer=f"{folder_id}-0") as its_own:
            wait_for_draft(qtbot, its_own, session_id, typed)
    finally:
        app.send_signal(signal.SIGKILL)  # no close, no question: the process is gone
        app.communicate()
    assert app.returncode == -signal.SIGKILL

    # Started again: the window takes its writer slot back, and its draft.
    writer, lock = claim_writer(tmp_path)
    assert lock is not None
    store = Store(path, writer=writer)
    window = open_window(qtbot, store, tmp_path, "again")
    window.writer_lock = lock
    window.start_up()
    qtbot.waitUntil(lambda: window.page.entry.record() == typed, timeout=WAIT_MS)
    assert "back in the form" in window.page.entry.note()
    close_answering(qtbot, window, "Discard")
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=WAIT_MS)
    with Store(path, writer=writer) as again:
        assert again.drafts.draft(session_id) is None


def test_a_half_typed_record_is_read_as_far_as_it_goes() -> None:
    """What the form shows of a draft the game's reader refuses as it stands."""
    from schreiber.games.crescendo import records as crescendo
    from schreiber.games.doppelkopf import records as doppelkopf
    from schreiber.games.registry import game
    from schreiber.ui.evening.drafts import lenient_deal

    parse = game("doppelkopf").parse_deal
    misere = {"type": "misere", "re": ["Anna"], "re_points": 0, "note": "x"}
    deal = lenient_deal(parse, doppelkopf.Deal, misere)
    assert deal == doppelkopf.Deal(type="misere", re=("Anna",), note="x")  # no tricks yet
    poor = {"type": "poverty", "re": ["Ben"], "re_points": 0, "poverty": {"poor": None}}
    assert lenient_deal(parse, doppelkopf.Deal, poor) == doppelkopf.Deal(
        type="poverty", re=("Ben",)
    )
    bid = {"soloist": "Anna", "bid": 19, "tricks_won": []}  # no suit yet
    assert lenient_deal(game("crescendo").parse_deal, crescendo.Deal, bid) == crescendo.Deal(
        soloist="Anna", bid=19, tricks_won=()
    )
    assert lenient_deal(parse, doppelkopf.Deal, {"type": 5}) is None  # not a form's record


def test_each_session_keeps_its_own_draft(
    qtbot: QtBot, path: Path, tmp_path: Path, reader: Store
) -> None:
    window, first = new_evening(qtbot, path, tmp_path)
    with Store(path) as store:
        second = create_session(
            store, parse_session(session_json(players=["Emi", "Fumi", "Goro", "Hana"]))
        )
    typed = type_deal(qtbot, window, "34")  # typed, and at once another evening opened
    assert window.open_session(second)
    qtbot.waitUntil(window.drafts.following, timeout=WAIT_MS)
    assert window.page.entry.is_blank()  # the other evening's form is its own
    kept = stored_draft(reader, first)
    assert kept is not None and kept.record == typed
    assert stored_draft(reader, second) is None
    assert window.open_session(first)
    qtbot.waitUntil(lambda: window.page.entry.record() == typed, timeout=WAIT_MS)
