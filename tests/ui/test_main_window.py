"""The main window: start screen or the last session, menus, undo after a restart."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from schreiber.games.doppelkopf.rules import RuleSet as DkRules
from schreiber.store.database import M_SYSTEM, Store, StoreError
from schreiber.ui.main_window import MainWindow
from tests.typed import typed
from tests.ui.conftest import session_json
from tests.ui.windows import own_settings


def make_window(qtbot: QtBot, store: Store) -> MainWindow:
    window = MainWindow(store, own_settings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start_up()
    return window


def test_without_sessions_the_start_screen_shows(qtbot: QtBot, store: Store) -> None:
    window = make_window(qtbot, store)
    assert window.stack.currentWidget() is window.start
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&File", "&Edit", "&View", "Eve&ning", "&Club", "&Help"]
    assert not window.rules_action.isEnabled()
    assert not window.table_action.isEnabled()  # no standings to show


def test_the_last_session_reopens_where_it_was_left(qtbot: QtBot, store: Store) -> None:
    first = make_window(qtbot, store)
    first.controller.create(session_json())
    first.controller.add_deal({"type": "normal", "re": ["Anna", "Ben"], "re_points": 150})
    path = store.path
    first.close()  # closes the store, as quitting the app does

    # The app gives a restarted window its old writer id (schreiber.ui.common.writer).
    with Store(path, writer=store.writer) as again:
        window = make_window(qtbot, again)
        assert window.stack.currentWidget() is window.page
        assert window.page.model.deal_count() == 1
        assert window.page.entry.heading.text() == "Deal 2"
        # Undo still works after the restart: the stored history is back on the stack.
        assert window.undo_action.isEnabled()
        with qtbot.waitActive(window):
            window.activateWindow()
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert window.page.model.deal_count() == 0
        qtbot.keyClick(
            window,
            Qt.Key.Key_Z,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
        )
        assert window.page.model.deal_count() == 1
        window.close()


def test_delete_deal_asks_first(qtbot: QtBot, store: Store, monkeypatch: object) -> None:
    from PySide6.QtWidgets import QMessageBox

    window = make_window(qtbot, store)
    window.controller.create(session_json())
    window.controller.add_deal({"type": "normal", "re": ["Anna", "Ben"], "re_points": 150})
    window.page.sheet.selectRow(0)
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    import pytest

    patch = pytest.MonkeyPatch()
    patch.setattr(QMessageBox, "question", lambda *args: answers.pop(0))
    try:
        window.delete_selected()
        assert window.page.model.deal_count() == 1
        window.delete_selected()
        assert window.page.model.deal_count() == 0
    finally:
        patch.undo()


def test_rule_change_recomputes_and_undoes(qtbot: QtBot, store: Store) -> None:
    window = make_window(qtbot, store)
    window.controller.create(session_json())
    window.controller.add_deal({"type": "solo_queen", "re": ["Anna"], "re_points": 150})
    assert window.page.standings.texts()[0] == "1. Anna +3"
    options = typed(DkRules, window.controller.session.rules).replace(solo_doubles=True).to_json()
    window.controller.set_rules({"preset": "standard", "options": options})
    assert window.page.standings.texts()[0] == "1. Anna +6"
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not typed(DkRules, window.controller.session.rules).solo_doubles
    assert window.page.standings.texts()[0] == "1. Anna +3"


def test_a_rule_change_that_breaks_a_deal_is_refused(qtbot: QtBot, store: Store) -> None:
    import pytest

    from schreiber.games.errors import RecordError

    window = make_window(qtbot, store)
    window.controller.create(session_json())
    window.controller.add_deal({"type": "poverty", "re": ["Anna", "Ben"], "re_points": 150})
    with pytest.raises(RecordError):
        window.controller.set_rules({"preset": "ddv"})
    assert typed(DkRules, window.controller.session.rules).poverty
    assert window.controller.undo_stack.count() == 1  # only the deal


def session_window(qtbot: QtBot, store: Store) -> MainWindow:
    """A window with a new session open, as File → New session leaves it."""
    window = make_window(qtbot, store)
    window.controller.create(session_json())
    assert window.controller.service is not None
    window.open_session(window.controller.service.session_id)
    return window


def test_archiving_the_session_puts_it_away_and_shows_the_start_screen(
    qtbot: QtBot, store: Store
) -> None:
    window = session_window(qtbot, store)
    assert window.controller.service is not None
    session_id = window.controller.service.session_id
    assert window.stack.currentWidget() is window.page
    window.archive_action.trigger()
    assert window.stack.currentWidget() is window.start
    assert window.controller.service is None
    assert store.sessions.list_sessions() == []
    assert [info.id for info in store.sessions.list_sessions(include_archived=True)] == [session_id]


def test_deleting_the_session_asks_first(
    qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    window = session_window(qtbot, store)
    window.controller.add_deal({"type": "normal", "re": ["Anna", "Ben"], "re_points": 150})
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", lambda *args: answers.pop(0))
    window.delete_session_action.trigger()  # "No"
    assert window.stack.currentWidget() is window.page
    assert [info.deal_count for info in store.sessions.list_sessions()] == [1]
    window.delete_session_action.trigger()  # "Yes"
    assert window.stack.currentWidget() is window.start
    assert window.controller.service is None
    assert store.sessions.list_sessions(include_archived=True) == []


def test_a_session_the_store_cannot_put_away_stays_open(
    qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    window = session_window(qtbot, store)

    def refuse(session_id: int, archived: bool = True) -> None:
        raise StoreError(M_SYSTEM, doing="archive the session", reason="disk I/O error")

    monkeypatch.setattr(store.sessions, "archive_session", refuse)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda *args: shown.append(str(args[2])))
    window.archive_action.trigger()
    assert shown == ["Could not archive the session: disk I/O error; nothing was changed"]
    assert window.stack.currentWidget() is window.page
    assert window.controller.service is not None
    assert len(store.sessions.list_sessions()) == 1


def test_seven_long_names_do_not_widen_the_window(qtbot: QtBot, store: Store) -> None:
    """The standings over the sheet shorten a name that does not fit ("Maximilian …")."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QApplication

    names = [f"Maximilian Wolfgang Wilhelm Wunderlich {n}" for n in range(1, 8)]
    window = make_window(qtbot, store)
    window.open_session(window.controller.create(session_json(names)))
    window.controller.add_deal({"type": "normal", "re": names[2:4], "re_points": 150})
    QApplication.processEvents()
    # To the list of sessions and back: the window takes the page's size again.
    window.sessions_action.trigger()
    QApplication.processEvents()
    window.open_session(window.controller.create(session_json(names)))
    QApplication.processEvents()
    assert (window.width(), window.height()) == (1280, 720)
    standings = window.page.standings
    where = QRect(standings.mapTo(window, standings.rect().topLeft()), standings.size())
    assert window.rect().contains(where)
    # Each whole name is still there, in its tooltip and for the tests.
    assert sorted(cell.split(" ", 1)[1].rsplit(" ", 1)[0] for cell in standings.texts()) == names


def test_the_window_fits_the_screen_and_comes_back_where_it_was(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """At 1280×720 plus a title bar the window was taller than a 720-pixel screen
    (the status bar below its edge): it starts maximised where it would not fit,
    and later where it was closed."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(Store(tmp_path / "schreiber.sqlite3"), settings=settings)
    qtbot.addWidget(window)
    window.show_fitted()
    screen = window.screen()
    assert screen is not None
    room = screen.availableGeometry()
    too_big = room.width() <= 1280 or room.height() < 720 + 40
    assert window.isMaximized() == too_big
    assert window.width() <= room.width() and window.height() <= room.height()
    window.showNormal()
    window.setGeometry(room.x() + 10, room.y() + 20, room.width() // 2, room.height() // 2)
    size = window.size()
    window.close()
    again = MainWindow(Store(tmp_path / "schreiber.sqlite3"), settings=settings)
    qtbot.addWidget(again)
    again.show_fitted()
    assert not again.isMaximized()
    assert again.size() == size
    again.close()
