"""File → Export (Ctrl+E) and File → Import in the window (issue 6 §3)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from schreiber.store.database import Store
from schreiber.ui.main_window import MainWindow
from tests.ui.conftest import session_json


def make_window(qtbot: QtBot, store: Store, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(store, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitActive(window):
        window.activateWindow()
    return window


def test_ctrl_e_exports_named_after_the_session_and_remembers_the_folder(
    qtbot: QtBot, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot, store, tmp_path)
    window.controller.create(session_json())
    window.controller.add_deal({"type": "normal", "re": ["Anna", "Ben"], "re_points": 150})
    out = tmp_path / "out"
    out.mkdir()
    offered: list[str] = []

    def save_name(*args: object) -> tuple[str, str]:
        offered.append(str(args[2]))
        return str(out / "evening"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert offered and offered[0].endswith("2026-11-20 Test evening.xlsx")
    assert (out / "evening.xlsx").is_file()
    assert window.settings.value("export/folder") == str(out)

    # The workbook comes back as a new session, identical to the first but for its
    # title, which says where it came from (issue 27 §5).
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", lambda *args: (str(out / "evening.xlsx"), "")
    )
    first = window.controller.session.to_json()
    window.files.import_session()
    title = "Test evening (imported from evening.xlsx)"
    assert window.controller.session.to_json() == first | {"title": title}
    assert len(window.store.sessions.list_sessions()) == 2


def test_a_foreign_file_is_refused_with_a_message(
    qtbot: QtBot, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot, store, tmp_path)
    bogus = tmp_path / "bogus.xlsx"
    bogus.write_bytes(b"not a workbook at all")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(bogus), ""))
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(str(args[2])))
    window.files.import_session()
    assert shown and "bogus.xlsx was not imported" in shown[0]
    assert window.store.sessions.list_sessions() == []
