"""The evening at a glance in the window: the chart beside the sheet, the summary
opening by itself at the agreed end, and settling up remembered."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from schreiber.store.database import Store
from schreiber.ui.main_window import MainWindow
from scripts.samples import crescendo_evening, doppelkopf_evening


def make_window(qtbot: QtBot, store: Store, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(store, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_chart_follows_the_deals_and_selects_one(
    qtbot: QtBot, store: Store, tmp_path: Path
) -> None:
    window = make_window(qtbot, store, tmp_path)
    window.controller.create(doppelkopf_evening())
    window.stack.setCurrentWidget(window.page)
    chart = window.page.chart
    deals = len(window.controller.session.deals)
    assert chart.deal_count() == deals
    window.controller.add_deal({"type": "normal", "re": ["Chie", "Daiki"], "re_points": 150})
    assert chart.deal_count() == deals + 1
    chart.deal_clicked.emit(3)
    assert window.page.selected_deal() == 3


def test_summary_opens_at_the_agreed_end(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    window = make_window(qtbot, store, tmp_path)
    evening = crescendo_evening(end_after_deals=3)
    evening["deals"] = list(evening["deals"])[:2]  # type: ignore[call-overload]
    window.controller.create(evening)
    window.stack.setCurrentWidget(window.page)
    assert window.glance.summary is None
    record = {"soloist": "健太", "bid": 19, "trump": "spades", "tricks_won": [3, 4, 6, 7]}
    window.commit_deal(record, None)
    summary = window.glance.summary
    assert summary is not None and summary.isVisible()
    assert summary.is_over()
    assert window.controller.session.deals[-1].soloist == "健太"
    # Settling up is remembered for next time, and exporting is offered.
    summary.settlement.settings_changed.emit("0.05", "€", "0.01")
    assert window.glance.settlement_settings() == ("0.05", "€", "0.01")
    exported: list[bool] = []
    window.files.export_workbook = lambda: exported.append(True)
    summary.export_requested.disconnect()
    summary.export_requested.connect(window.files.export_workbook)
    summary.export_button.click()
    assert exported == [True]


def test_ctrl_g_opens_the_evening_so_far(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    window = make_window(qtbot, store, tmp_path)
    window.controller.create(doppelkopf_evening())
    window.stack.setCurrentWidget(window.page)
    window.glance_action.trigger()
    summary = window.glance.summary
    assert summary is not None and summary.isVisible()
    assert not summary.is_over()
    window.controller.add_deal({"type": "normal", "re": ["Chie", "Daiki"], "re_points": 150})
    assert summary.chart.deal_count() == len(window.controller.session.deals)
