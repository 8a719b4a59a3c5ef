"""A title nobody typed follows the language (issue 27 §5): a session made in
Japanese shows its title in German in a German window, its session list and
its workbook; a club night made on the command line shows German table titles;
an imported evening names its file, and a second import is told apart."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from openpyxl import load_workbook
from PySide6.QtCore import QDate, QSettings, Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from schreiber.cli import main
from schreiber.store.database import Store
from schreiber.ui.club.controller import NightController
from schreiber.ui.i18n import Translations
from schreiber.ui.main_window import MainWindow
from schreiber.ui.session.new_session import NewSessionDialog
from schreiber.ui.session.start_screen import Column
from tests.ui.conftest import PLAYERS, session_json


@pytest.fixture
def language(english: Translations) -> Iterator[Callable[[str], str]]:
    """Switch the whole application's language; English again afterwards, always."""
    yield english.apply
    english.apply("en")


def make_window(qtbot: QtBot, store: Store, translations: Translations) -> MainWindow:
    settings = QSettings(str(Path(store.path).with_suffix(".ini")), QSettings.Format.IniFormat)
    window = MainWindow(store, settings, translations=translations)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


def listed_titles(window: MainWindow) -> dict[int, str]:
    """The session list's title column, by session id, as the screen shows it."""
    window.show_start()
    model = window.start.model
    return {
        model.row_at(row).session_id: str(
            model.data(model.index(row, Column.TITLE), Qt.ItemDataRole.DisplayRole)
        )
        for row in range(model.rowCount())
    }


def test_a_session_made_in_japanese_is_titled_in_german_in_a_german_window(
    qtbot: QtBot,
    store: Store,
    english: Translations,
    language: Callable[[str], str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = make_window(qtbot, store, english)
    language("ja")
    dialog = NewSessionDialog(PLAYERS, window)
    qtbot.addWidget(dialog)
    dialog.date_edit.setDate(QDate(2026, 11, 26))
    made = session_json() | {"title": dialog.default_title(), "date": dialog.date()}
    assert made["title"] == "ドッペルコップ 2026-11-26"  # the default, as typed by nobody
    session_id = window.controller.create(made)
    window.stack.setCurrentWidget(window.page)
    assert window.windowTitle().startswith("ドッペルコップ 2026-11-26")

    language("de")
    qtbot.waitUntil(lambda: window.windowTitle().startswith("Doppelkopf 2026-11-26 — "))
    window.show_table_view()  # the sheet's header on the big screen
    assert window.table_view.title.text().startswith("Doppelkopf 2026-11-26 — ")
    window.hide_table_view()
    assert listed_titles(window)[session_id] == "Doppelkopf 2026-11-26"

    window.controller.open(session_id)
    window.stack.setCurrentWidget(window.page)
    out = tmp_path / "abend.xlsx"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(out), ""))
    window.files.export_workbook()
    book = load_workbook(out)
    summary = book.worksheets[1]
    assert summary.cell(1, 1).value == "Doppelkopf 2026-11-26"
    assert book.properties.title == "Doppelkopf 2026-11-26"
    cells = [str(cell.value) for row in book.worksheets[3].iter_rows() for cell in row]
    assert "ドッペルコップ 2026-11-26" not in cells

    language("ja")
    assert listed_titles(window)[session_id] == "ドッペルコップ 2026-11-26"


def test_importing_the_same_workbook_twice_gives_two_titles_naming_it(
    qtbot: QtBot,
    store: Store,
    english: Translations,
    language: Callable[[str], str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = make_window(qtbot, store, english)
    original = window.controller.create(session_json())
    window.controller.add_deal({"type": "normal", "re": ["Anna", "Ben"], "re_points": 150})
    out = tmp_path / "abend.xlsx"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(out), ""))
    window.files.export_workbook()
    imported = []
    for _ in range(2):
        assert window.files.import_path(str(out))
        assert window.controller.service is not None
        imported.append(window.controller.service.session_id)
    listed = listed_titles(window)
    assert listed[original] == "Test evening"
    assert listed[imported[0]] == "Test evening (imported from abend.xlsx)"
    assert listed[imported[1]] == "Test evening (imported from abend.xlsx, import 2)"

    language("de")
    german = listed_titles(window)
    assert len({german[n] for n in (original, *imported)}) == 3
    assert all("abend.xlsx" in german[n] for n in imported)
    window.controller.open(imported[1])
    assert "abend.xlsx" in window.windowTitle()


def test_a_club_night_made_on_the_command_line_has_german_table_titles(
    qtbot: QtBot,
    store: Store,
    english: Translations,
    language: Callable[[str], str],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    night = tmp_path / "night.json"
    night.write_text(
        json.dumps(
            {
                "title": "Clubabend",
                "date": "2026-11-26",
                "game": "doppelkopf",
                "rules": {"preset": "standard", "options": {}},
                "present": [*PLAYERS, "Emi", "Fumi", "Goro", "Hana"],
                "seed": 7,
            }
        ),
        encoding="utf-8",
    )
    assert main(["--database", f"sqlite://{store.path}", "night", "create", str(night)]) == 0
    capsys.readouterr()
    window = make_window(qtbot, store, english)
    language("de")
    tables = {
        info.id: info.table_no or 0
        for info in store.sessions.list_sessions()
        if info.night_id is not None
    }
    assert sorted(tables.values()) == [1, 2]
    listed = listed_titles(window)
    for session_id, table_no in tables.items():
        assert listed[session_id] == f"Clubabend · Tisch {table_no}"
    first = min(tables)
    window.controller.open(first)
    assert window.windowTitle().startswith(f"Clubabend · Tisch {tables[first]} — ")
    # The next night's dialog quotes the club's last session as the window words it.
    source = NightController(store).club_rules("doppelkopf").source
    assert source is not None
    assert source[0].startswith("Clubabend · Tisch ")
