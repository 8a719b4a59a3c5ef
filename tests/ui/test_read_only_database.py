"""The window on a database on read-only media (issue 24, item 3; records.md: "A
database on read-only media can be read; a change … says it is read-only").

The file lies on a real read-only mount (``tests/hardening/read_only.py``): the
window opens it, reopens the last session and lists every session, and saving a
deal says the database is read-only, keeping what was typed.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from schreiber.session.file import parse_session
from schreiber.session.service import create_session
from schreiber.store.database import DEFAULT_FILENAME, Store
from schreiber.ui.common.writer import claim_writer
from schreiber.ui.main_window import MainWindow
from tests.hardening.read_only import read_only_media
from tests.ui.conftest import session_json
from tests.ui.windows import own_settings, press_enter, type_deal


def deal(re: list[str], re_points: int = 131) -> dict[str, object]:
    return {"type": "normal", "re": re, "re_points": re_points}


def two_evenings(folder: Path) -> None:
    with Store(folder / DEFAULT_FILENAME) as store:
        for title in ("Friday", "Saturday"):
            made = session_json(deals=[deal(["Anna", "Ben"]), deal(["Chie", "Daiki"], 90)])
            create_session(store, parse_session({**made, "title": title}))


def test_the_window_reads_it_and_saving_says_read_only(
    qtbot: QtBot, tmp_path: Path, shown: list[str]
) -> None:
    with read_only_media(tmp_path / "media", two_evenings) as folder:
        store = Store(folder / DEFAULT_FILENAME)
        assert store.read_only
        # As the app starts: no writer slot can be kept there, the window still opens.
        store.writer, lock = claim_writer(folder)
        assert lock is None
        window = MainWindow(store, own_settings())
        qtbot.addWidget(window)
        window.start_up()
        window.show()
        qtbot.waitExposed(window)
        try:
            assert window.stack.currentWidget() is window.page  # Saturday, reopened
            assert window.page.model.deal_count() == 2
            assert shown == []

            window.show_start()
            assert sorted(row.title for row in window.start.model.rows()) == ["Friday", "Saturday"]
            friday = next(r for r in window.start.model.rows() if r.title == "Friday")
            assert window.start.select_session(friday.session_id)
            qtbot.keyClick(window.start.table, Qt.Key.Key_Return)
            assert window.stack.currentWidget() is window.page
            assert window.page.model.deal_count() == 2

            typed = type_deal(qtbot, window, "13129")
            press_enter(qtbot, window)
            assert len(shown) == 1
            assert "read-only" in shown[0] and str(folder) in shown[0]
            assert "nothing was changed" in shown[0]
            assert window.page.model.deal_count() == 2
            assert window.page.entry.record() == typed  # nothing typed is lost
        finally:
            window.close()
        assert shown[1:] == []  # closing said nothing either
        # A read-only database keeps no draft, so closing asks nothing: the window goes.
        assert not window.isVisible()
