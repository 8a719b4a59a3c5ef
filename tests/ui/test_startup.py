"""Start-up: what is done before the first paint, and what waits for it."""

from __future__ import annotations

import gc
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPalette
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from schreiber.games.errors import RecordError
from schreiber.session.file import parse_session
from schreiber.session.service import create_session
from schreiber.store.database import Store
from schreiber.ui.application import _AfterFirstPaint
from schreiber.ui.main_window import MainWindow
from schreiber.ui.sheet.model import Column, party_tint
from scripts.samples import crescendo_evening, doppelkopf_evening, schafkopf_evening
from tests.ui.windows import own_settings


def window_on_an_evening(qtbot: QtBot, store: Store) -> MainWindow:
    """The way the app starts: the session is opened before the window is shown."""
    create_session(store, parse_session(doppelkopf_evening()))
    window = MainWindow(store, own_settings())
    qtbot.addWidget(window)
    window.start_up()
    return window


def fitted_widths(window: MainWindow) -> list[int]:
    sheet = window.page.sheet
    header = sheet.horizontalHeader()
    return [
        max(sheet.sizeHintForColumn(column), header.sectionSizeHint(column))
        for column in range(window.page.model.columnCount() - 1)  # the last one stretches
    ]


def test_the_sheet_is_fitted_when_the_window_is_shown(qtbot: QtBot, store: Store) -> None:
    window = window_on_an_evening(qtbot, store)
    window.resize(1920, 1080)  # room for every column's natural width
    # Not yet: a hidden view would measure every row of the evening.
    assert window.page.sheet._fit_when_shown
    window.show()
    qtbot.waitExposed(window)
    assert not window.page.sheet._fit_when_shown
    sheet = window.page.sheet
    widths = [sheet.columnWidth(c) for c in range(window.page.model.columnCount() - 1)]
    assert widths == fitted_widths(window)
    assert sheet.columnWidth(Column.PLAYERS) >= 60  # the player cells' figures


def test_the_start_screen_is_made_only_when_needed(qtbot: QtBot, store: Store) -> None:
    window = window_on_an_evening(qtbot, store)
    assert window._start is None
    window.show_start()
    assert window._start is not None
    assert window.stack.currentWidget() is window.start


def test_sheet_colours_follow_a_new_palette(qtbot: QtBot, store: Store) -> None:
    window = window_on_an_evening(qtbot, store)
    window.show()
    qtbot.waitExposed(window)
    model = window.page.model
    re_cell = model.index(0, Column.RE)
    light = model.data(re_cell, Qt.ItemDataRole.BackgroundRole)
    assert light == party_tint("re")
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.palette()
    dark = QPalette(before)
    dark.setColor(QPalette.ColorRole.Base, QColor("#1e1e1e"))
    dark.setColor(QPalette.ColorRole.Text, QColor("#eeeeee"))
    try:
        app.setPalette(dark)
        qtbot.waitUntil(lambda: model.data(re_cell, Qt.ItemDataRole.BackgroundRole) != light)
        assert model.data(re_cell, Qt.ItemDataRole.BackgroundRole) == party_tint("re")
        assert party_tint("re") != light
    finally:
        app.setPalette(before)
    qtbot.waitUntil(lambda: model.data(re_cell, Qt.ItemDataRole.BackgroundRole) == light)


def test_icon_and_collector_come_after_the_first_paint(qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.installEventFilter(_AfterFirstPaint(widget, report=False))
    before = app.windowIcon()
    gc.disable()
    try:
        app.setWindowIcon(QIcon())
        assert app.windowIcon().isNull()
        widget.show()
        qtbot.waitUntil(gc.isenabled)
        assert not app.windowIcon().isNull()
    finally:
        gc.enable()
        app.setWindowIcon(before)


@pytest.mark.parametrize("evening", [doppelkopf_evening, schafkopf_evening, crescendo_evening])
def test_an_empty_form_is_never_a_deal(
    qtbot: QtBot, store: Store, evening: Callable[[], dict[str, object]]
) -> None:
    """The forms skip the preview of an empty form; the engine must agree it is no deal."""
    window = MainWindow(store, own_settings())
    qtbot.addWidget(window)
    window.controller.create(evening())
    window.open_session(store.sessions.last_session_id() or 0)
    entry = window.page.entry
    assert not entry.is_valid() and entry.error_message() == ""
    with pytest.raises(RecordError):
        window.controller.preview(entry.record(), None)
    # A first key makes the form a draft, previewed (and judged) as usual.
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitActive(window):
        window.activateWindow()
    entry.clear()
    blank = entry.record()
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, Qt.Key.Key_2)
    assert entry.record() != blank


def test_a_new_form_shows_only_the_bonuses_of_its_rules_before_it_is_cleared(
    qtbot: QtBot, store: Store
) -> None:
    """A new form skips its first preview, not the showing and hiding of its inputs."""
    window = MainWindow(store, own_settings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.controller.create(doppelkopf_evening())  # no clear() yet
    entry = window.page.doppelkopf_entry
    shown = {kind for kind, label in entry.bonus_labels.items() if label.isVisibleTo(entry)}
    assert shown == set(entry._kinds_on)
    assert shown != set(entry.bonus_labels)  # the sample's rules leave some out


@pytest.mark.parametrize("evening", [crescendo_evening, doppelkopf_evening])
def test_the_last_column_fills_the_room_the_others_leave(
    qtbot: QtBot, store: Store, evening: Callable[[], dict[str, object]]
) -> None:
    create_session(store, parse_session(evening()))
    window = MainWindow(store, own_settings())
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.start_up()
    window.show()
    qtbot.waitExposed(window)
    sheet = window.page.sheet
    header = sheet.horizontalHeader()
    visible = [c for c in range(window.page.model.columnCount()) if not sheet.isColumnHidden(c)]
    fitted = [max(sheet.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in visible]
    if sum(fitted) <= sheet.viewport().width():  # Crescendo's three players
        assert sheet.columnWidth(visible[-1]) >= fitted[-1]  # never cut below its text
    else:  # five players with their announcements: the details give way
        assert sheet.columnWidth(visible[-1]) < fitted[-1]
    if visible[-1] in window.page.model.player_columns():
        # Crescendo: the last column is a player's, which never stretches across
        # the room (it looked like one player's column was wider); the room stays.
        assert header.length() < sheet.viewport().width()
    else:
        # No gap at the right, and nothing beyond: the columns reach the sheet's edge.
        assert header.length() == sheet.viewport().width()
    assert sheet.horizontalScrollBar().maximum() == 0  # (shown or hidden a moment later)


@pytest.mark.parametrize("evening", [crescendo_evening, schafkopf_evening])
def test_the_stretched_last_column_does_not_push_the_sheet_wider_as_deals_come(
    qtbot: QtBot, store: Store, evening: Callable[[], dict[str, object]]
) -> None:
    """Deals entered one by one widen other columns; the last one gives up its room.

    (It kept its stretched width as if widened by hand: the sheet grew a
    scroll bar and the last player's totals went out of view.)
    """
    window = MainWindow(store, own_settings())
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    session = evening()
    deals = session.pop("deals")
    assert isinstance(deals, list)
    window.controller.create(session | {"deals": []})
    window.stack.setCurrentWidget(window.page)
    window.page.entry.clear()
    sheet = window.page.sheet
    header = sheet.horizontalHeader()

    def fills_or_leaves_room() -> bool:
        """Stretched into the room, unless the last column is a player's (Crescendo)."""
        shown = [c for c in range(window.page.model.columnCount()) if not sheet.isColumnHidden(c)]
        if shown[-1] in window.page.model.player_columns():
            return header.length() <= sheet.viewport().width()
        return header.length() == sheet.viewport().width()

    assert fills_or_leaves_room()
    for deal in deals:
        window.controller.add_deal(deal)
    visible = [c for c in range(window.page.model.columnCount()) if not sheet.isColumnHidden(c)]
    fitted = [max(sheet.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in visible]
    assert sum(fitted) < sheet.viewport().width()  # the columns still leave room
    assert fills_or_leaves_room()  # never wider than the sheet
    assert not sheet.horizontalScrollBar().isVisible()


def test_a_column_widened_by_hand_keeps_its_width_until_another_session(
    qtbot: QtBot, store: Store
) -> None:
    window = window_on_an_evening(qtbot, store)
    window.resize(1920, 1080)  # room to spare
    window.show()
    qtbot.waitExposed(window)
    header = window.page.sheet.horizontalHeader()
    fitted = header.sectionSize(Column.GAME)
    header.resizeSection(Column.GAME, fitted + 60)  # as a drag of the header's edge does
    controller = window.controller
    table = [p for p in controller.session.players if p not in controller.replay.next.sitting_out]
    window.commit_deal({"type": "normal", "re": table[:2], "re_points": 150}, None)
    assert window.page.model.deal_count() == len(doppelkopf_evening()["deals"]) + 1  # type: ignore[arg-type]
    assert header.sectionSize(Column.GAME) == fitted + 60
    # Another session is fitted anew.
    window.controller.create(doppelkopf_evening())
    window.page.entry.clear()
    assert header.sectionSize(Column.GAME) == fitted


def test_a_column_widened_by_hand_gives_way_when_the_players_need_the_room(
    qtbot: QtBot, store: Store
) -> None:
    """At 1280×720 the five players' sheet has no room to spare: a column widened
    by hand would push the last players' totals out of view after the next deal."""
    window = window_on_an_evening(qtbot, store)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    sheet = window.page.sheet
    header = sheet.horizontalHeader()
    fitted = header.sectionSize(Column.GAME)
    header.resizeSection(Column.GAME, fitted + 200)
    controller = window.controller
    table = [p for p in controller.session.players if p not in controller.replay.next.sitting_out]
    window.commit_deal({"type": "normal", "re": table[:2], "re_points": 150}, None)
    assert header.sectionSize(Column.GAME) < fitted + 200
    assert header.length() == sheet.viewport().width()


def test_icon_and_collector_come_anyway_when_the_window_does_not_paint(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A window that starts minimised paints late: the collector must not stay off."""
    monkeypatch.setattr(_AfterFirstPaint, "LATEST", 50)
    widget = QWidget()  # never shown, so never painted
    qtbot.addWidget(widget)
    widget.installEventFilter(_AfterFirstPaint(widget, report=False))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.windowIcon()
    gc.disable()
    try:
        app.setWindowIcon(QIcon())
        qtbot.waitUntil(gc.isenabled, timeout=30_000)
        assert not app.windowIcon().isNull()
    finally:
        gc.enable()
        app.setWindowIcon(before)


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="Linux's /proc only")
def test_the_memory_figure_is_the_apps_own_not_that_of_who_started_it() -> None:
    """The benchmark starts the app from a process that has just exported 5,000 deals.

    ``ru_maxrss`` survives ``exec``: the app reported that process's peak as its own.
    """
    ballast = b"x" * (256 * 1024 * 1024)  # written, so resident: a large parent
    root = Path(__file__).resolve().parents[2]
    shown = subprocess.run(
        [
            sys.executable,
            "-c",
            "from schreiber.ui.application import peak_memory_kib; print(peak_memory_kib())",
        ],
        capture_output=True,
        text=True,
        check=True,
        cwd=root,
    ).stdout
    del ballast
    assert 0 < int(shown) < 200 * 1024  # the child imports PySide: tens of MiB, not 256


def test_the_window_loads_no_workbook_reader_before_a_workbook() -> None:
    """The workbook's bounded reader (zip checks, expat) and openpyxl wait until a
    workbook is imported or exported; the window's words of their errors do too."""
    code = (
        "import sys; import schreiber.ui.main_window;"
        " loaded = [m for m in ('schreiber.io.bounded', 'schreiber.io.workbook',"
        " 'openpyxl', 'pandas')"
        " if m in sys.modules];"
        " assert not loaded, loaded"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)
