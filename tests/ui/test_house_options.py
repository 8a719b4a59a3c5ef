"""Rules §13.8: the options other score pads offer, set in the new-session dialog
with real clicks and key presses, and what they do to the deals entered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox, QToolButton, QWidget
from pytestqt.qtbot import QtBot

from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.database import Store
from schreiber.ui.entry.doppelkopf import EntryPanel
from schreiber.ui.session.doppelkopf_rules import RulesEditor
from schreiber.ui.session.new_session import NewSessionDialog
from schreiber.ui.sheet.model import Column, SheetModel

PLAYERS = ["Anna", "Ben", "Chie", "Daiki"]

# The roster's popup opens as names are typed; the offscreen platform cannot give
# it the keyboard (a desktop does), and says so.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")


def click(qtbot: QtBot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def show_topic(qtbot: QtBot, editor: RulesEditor, key: str) -> None:
    """Click "More house rules", then the topic's button."""
    bar = editor.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    button = editor.findChild(QToolButton, f"topic_{key}")
    assert button is not None
    click(qtbot, button)
    pages = editor.topic_pages

    def shown() -> bool:
        page = pages.currentWidget()
        return pages.isVisible() and page is not None and page.objectName() == f"rules_{key}"

    qtbot.waitUntil(shown)


def press(qtbot: QtBot, widget: QWidget, key: Qt.Key, times: int = 1) -> None:
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)
    for _ in range(times):
        qtbot.keyClick(widget, key)


def control(editor: RulesEditor, name: str) -> QWidget:
    widget = editor.controls[name]
    assert isinstance(widget, QCheckBox | QComboBox | QSpinBox)
    return widget


def type_keys(qtbot: QtBot, panel: EntryPanel, keys: list[str]) -> None:
    for key in keys:
        target = panel.focusWidget() or panel
        if key == "Tab":
            qtbot.keyClick(target, Qt.Key.Key_Tab)
        else:
            qtbot.keyClicks(target, key)


def test_house_options_set_in_the_dialog_change_the_score(qtbot: QtBot, store: Store) -> None:
    dialog = NewSessionDialog([])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    dialog.set_players(PLAYERS)
    editor = dialog.rules_editors["doppelkopf"]
    assert isinstance(editor, RulesEditor)

    # Points table: Feigheit, the elders point in a solo, a draw scores bonuses only.
    show_topic(qtbot, editor, "points")
    press(qtbot, control(editor, "feigheit"), Qt.Key.Key_Space)
    press(qtbot, control(editor, "elders_point_in_solo"), Qt.Key.Key_Space)
    press(qtbot, control(editor, "draw_scores"), Qt.Key.Key_Down)
    # Recording & value: Re and Kontra add 1; doubling would exclude it.
    show_topic(qtbot, editor, "recording")
    value = control(editor, "re_kontra_value")
    press(qtbot, value, Qt.Key.Key_Down)
    doubles = control(editor, "re_kontra_doubles")
    press(qtbot, doubles, Qt.Key.Key_Space)
    assert not editor.controls["re_kontra_value"].isEnabled()
    assert editor.rules().re_kontra_value == 2
    press(qtbot, doubles, Qt.Key.Key_Space)
    assert editor.controls["re_kontra_value"].isEnabled()
    # Bock: overlapping rounds merge.
    show_topic(qtbot, editor, "bock")
    mode = control(editor, "bock_mode")
    press(qtbot, mode, Qt.Key.Key_Down, 3)
    assert isinstance(mode, QComboBox) and mode.currentText().startswith("Merge")

    rules = editor.rules()
    assert rules.feigheit and rules.elders_point_in_solo
    assert (rules.draw_scores, rules.re_kontra_value, rules.bock_mode) == (
        "bonuses_only",
        1,
        "merge",
    )
    assert {"feigheit", "re_kontra_value", "bock_mode"} <= set(editor.differing())

    session = parse_session(dialog.result_session())
    assert session.rules == rules
    service = SessionService(store, create_session(store, session))

    # Re (Anna and Ben) announce Re and make 215: Kontra ends with 25, three steps
    # beyond "Re", so Re loses (Feigheit): won 1, against the elders 1, Re 1.
    panel = EntryPanel(service.preview)
    qtbot.addWidget(panel)
    panel.set_session(service.session, service.replay)
    panel.show()
    qtbot.waitExposed(panel)
    with qtbot.waitActive(panel):
        panel.activateWindow()
    panel.clear()
    type_keys(qtbot, panel, ["1", "2", "2", "1", "5", "Tab", "Tab", "1"])
    assert panel.record()["announcements"] == {"re": ["re"], "kontra": []}
    qtbot.waitUntil(lambda: "Feigheit" in panel.preview.text())
    shown = panel.preview.text()
    assert "Kontra wins" in shown and "value −3" in shown
    assert "Re won by more than two steps beyond what it announced" in shown
    with qtbot.waitSignal(panel.commit) as saved:
        qtbot.keyClick(panel.focusWidget() or panel, Qt.Key.Key_Return)
    service.add_deal(saved.args[0])

    sheet = SheetModel()
    sheet.set_session(service.session, service.replay)
    cell = sheet.index(0, Column.VALUE)
    assert sheet.data(cell) == "−3 Feigheit"
    assert sheet.data(cell, Qt.ItemDataRole.ToolTipRole) == "−3 Feigheit"

    # 120 : 120 with Kontra announced starts two rounds; merged, no deal is above level 1.
    service.add_deal(
        {
            "type": "normal",
            "re": ["Anna", "Chie"],
            "re_points": 120,
            "announcements": {"re": [], "kontra": ["kontra"]},
        }
    )
    replay = service.replay
    assert replay.deals[1].result.bock_triggers == ("tie", "kontra_lost")
    assert replay.pending_bock == (1, 1, 1, 1)
