"""The main window opens with its menus and an empty, well-behaved sheet."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from app.ui.main_window import MainWindow
from app.ui.sheet_model import SheetModel


def test_sheet_model_passes_the_model_tester(qtmodeltester: ModelTester) -> None:
    model = SheetModel(["Anna", "Ben", "Chie", "Daiki"])
    qtmodeltester.check(model)
    assert model.columnCount() == 8
    assert model.headerData(4, Qt.Orientation.Horizontal) == "Anna"
    model.set_players(["Anna", "Ben", "Chie", "Daiki", "Emi"])
    qtmodeltester.check(model)
    assert model.columnCount() == 9


def test_main_window_shows_menus_and_the_sheet(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&File", "&Help"]
    assert window.sheet.model() is window.model
    assert window.model.rowCount() == 0
