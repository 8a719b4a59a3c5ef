"""The rules reference window: search, hits, pages by key, live language change."""

from __future__ import annotations

from pathlib import Path
from typing import cast

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTranslator
from PySide6.QtGui import QColor, QKeySequence, QPalette, QShortcut
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from schreiber.games.doppelkopf.rules import STANDARD
from schreiber.reference.model import DARK, LIGHT
from schreiber.store.database import Store
from schreiber.ui.main_window import MainWindow
from schreiber.ui.reference.browser import ReferenceBrowser
from tests.ui.conftest import session_json
from tests.ui.windows import deadlines_panel, own_settings

QUERIES = {"doppelkopf": "fox", "schafkopf_pfalz": "schneider", "crescendo": "joker"}


def open_browser(qtbot: QtBot, game: str, rules: object = None) -> ReferenceBrowser:
    browser = ReferenceBrowser(game, rules)
    qtbot.addWidget(browser)
    browser.show()
    return browser


def selected(browser: ReferenceBrowser) -> str:
    return browser.browser.textCursor().selectedText()


@pytest.mark.parametrize("game", sorted(QUERIES))
def test_typing_filters_the_pages_and_marks_the_hits(qtbot: QtBot, game: str) -> None:
    browser = open_browser(qtbot, game)
    every = browser.section_keys()
    assert browser.visible_keys() == every
    assert browser.search.placeholderText() != ""
    query = QUERIES[game]
    qtbot.keyClicks(browser.search, query.upper())
    visible = browser.visible_keys()
    assert 0 < len(visible) < len(every)
    assert browser.current_key() == visible[0]
    assert browser.hit_count() > 0
    assert browser.current_hit() == 0
    assert selected(browser).lower() == query
    assert len(browser.browser.extraSelections()) == browser.hit_count()
    assert browser.hits_label.text()


def test_enter_and_f3_go_to_the_next_hit_then_the_next_page(qtbot: QtBot) -> None:
    browser = open_browser(qtbot, "doppelkopf")
    qtbot.keyClicks(browser.search, "bock")
    assert browser.show_section("bock")
    count = browser.hit_count()
    assert count >= 3
    start = browser.browser.textCursor().selectionStart()
    qtbot.keyClick(browser.search, Qt.Key.Key_Return)
    assert browser.current_hit() == 1
    assert browser.browser.textCursor().selectionStart() > start
    assert selected(browser).lower() == "bock"
    f3 = [s for s in browser.findChildren(QShortcut) if s.key() == QKeySequence(Qt.Key.Key_F3)]
    assert len(f3) == 1
    f3[0].activated.emit()
    assert browser.current_hit() == 2
    for _ in range(count - 3):
        qtbot.keyClick(browser.search, Qt.Key.Key_Return)
    assert browser.current_hit() == count - 1
    visible = browser.visible_keys()
    qtbot.keyClick(browser.search, Qt.Key.Key_Return)
    after = visible[(visible.index("bock") + 1) % len(visible)]
    assert browser.current_key() == after
    assert browser.current_hit() == 0
    browser.previous_hit()
    assert browser.current_key() == "bock"
    assert browser.current_hit() == count - 1


def test_japanese_search(qtbot: QtBot) -> None:
    browser = open_browser(qtbot, "doppelkopf")
    # Japanese arrives through the input method as committed text, not as key clicks
    # (QTest cannot click keys outside Latin-1).
    browser.search.insert("マリッジ")
    assert browser.visible_keys() == ["glossary"]
    assert selected(browser) == "マリッジ"


def test_nothing_found_shows_no_page(qtbot: QtBot) -> None:
    browser = open_browser(qtbot, "crescendo")
    qtbot.keyClicks(browser.search, "xyzzy")
    assert browser.visible_keys() == []
    assert browser.hit_count() == 0
    assert browser.hits_label.text() == "Nothing found"
    qtbot.keyClick(browser.search, Qt.Key.Key_Return)  # nowhere to go, no error


def test_escape_clears_then_closes(qtbot: QtBot) -> None:
    browser = open_browser(qtbot, "schafkopf_pfalz")
    qtbot.keyClicks(browser.search, "skat")
    assert len(browser.visible_keys()) < len(browser.section_keys())
    # One Esc: the search is cleared and the window closes (the keys go back to
    # the deal being entered; see test_esc_in_the_reference_returns_to_the_deal).
    qtbot.keyClick(browser.search, Qt.Key.Key_Escape)
    assert not browser.isVisible()
    assert browser.search.text() == ""
    assert browser.visible_keys() == browser.section_keys()
    assert browser.browser.extraSelections() == []


def test_show_section_by_key(qtbot: QtBot) -> None:
    browser = open_browser(qtbot, "doppelkopf")
    assert browser.show_section("cards:solo_queen")
    assert browser.current_key() == "cards:solo_queen"
    assert "Queen solo" in browser.browser.toPlainText()
    assert browser.show_section("cards:marriage")
    assert browser.current_key() == "cards:normal"
    assert not browser.show_section("cards:solo_king")
    assert browser.current_key() == "cards:normal"
    # A page the search hides is shown by clearing the search.
    qtbot.keyClicks(browser.search, "Karlchen")
    assert "deadlines" not in browser.visible_keys()
    assert browser.show_section("deadlines")
    assert browser.search.text() == ""
    assert browser.current_key() == "deadlines"


def test_set_rules_rebuilds_and_keeps_the_page(qtbot: QtBot) -> None:
    browser = open_browser(qtbot, "doppelkopf", STANDARD)
    assert "cards:solo_king" not in browser.section_keys()
    browser.show_section("bonuses")
    qtbot.keyClicks(browser.search, "fox")
    browser.set_rules("doppelkopf", STANDARD.replace(king_solo=True))
    assert "cards:solo_king" in browser.section_keys()
    assert browser.current_key() == "bonuses"
    assert browser.search.text() == "fox"
    browser.set_rules("crescendo", None)
    assert browser.section_keys()[0] == "cards"
    assert "Crescendo" in browser.windowTitle()


class Marking(QTranslator):
    """Every text «in guillemets», so a rebuilt text is easy to see."""

    def translate(
        self,
        context: str,
        source: str,
        disambiguation: str | None = None,
        n: int = -1,
    ) -> str:
        return f"«{source}»"

    def isEmpty(self) -> bool:  # noqa: N802
        return False


def test_language_change_rebuilds_the_texts(qtbot: QtBot, qapp: QApplication) -> None:
    browser = open_browser(qtbot, "doppelkopf")
    browser.show_section("bock")
    qtbot.keyClicks(browser.search, "Bock")
    visible = browser.visible_keys()
    translator = Marking()
    qapp.installTranslator(translator)
    try:
        # Installing a translator posts LanguageChange to every window.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        assert browser.current_key() == "bock"
        assert browser.search.text() == "Bock"
        assert browser.search.placeholderText().startswith("«")
        assert browser.windowTitle().startswith("«")
        titles = [browser.list.item(row).text() for row in range(browser.list.count())]
        assert all(title.startswith("«") for title in titles)
        assert "«Bock rounds»" in browser.browser.toPlainText()
        assert browser.visible_keys() == visible
        assert browser.hit_count() > 0
    finally:
        qapp.removeTranslator(translator)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    assert browser.list.currentItem().text() == "Bock rounds"
    assert browser.current_key() == "bock"


def test_dark_palette_gives_light_card_colours(qtbot: QtBot) -> None:
    browser = open_browser(qtbot, "doppelkopf")
    browser.show_section("cards:normal")
    assert LIGHT.red in browser.browser.toHtml()
    palette = browser.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor(40, 40, 44))
    palette.setColor(QPalette.ColorRole.WindowText, QColor(235, 235, 235))
    browser.setPalette(palette)
    html = browser.browser.toHtml()
    assert DARK.red in html
    assert LIGHT.red not in html
    assert browser.current_key() == "cards:normal"


@pytest.mark.parametrize(
    ("game", "key"),
    [("doppelkopf", "cards:normal"), ("schafkopf_pfalz", "cards:hearts"), ("crescendo", "cards")],
)
def test_fits_a_small_screen_and_draws(qtbot: QtBot, tmp_path: Path, game: str, key: str) -> None:
    browser = open_browser(qtbot, game)
    assert browser.width() <= 1280 and browser.height() <= 720
    assert not browser.isModal()
    browser.show_section(key)
    image = tmp_path / f"ref_{game}.png"
    assert browser.grab().save(str(image))
    assert image.stat().st_size > 0


# F1 and Shift+F1 from a real window (issue 17) ------------------------------------


def key(qtbot: QtBot, pressed: Qt.Key | str, modifier: Qt.KeyboardModifier | None = None) -> None:
    """A key to the widget with the keyboard focus, as a player presses it."""
    target = QApplication.focusWidget()
    assert target is not None, "the keyboard focus is nowhere"
    if isinstance(pressed, str):
        qtbot.keyClicks(target, pressed)
    elif modifier is None:
        qtbot.keyClick(target, pressed)
    else:
        qtbot.keyClick(target, pressed, modifier)


def session_window(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, Store]:
    store = Store(tmp_path / "schreiber.sqlite3")
    window = MainWindow(store, own_settings())
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.open_session(window.controller.create(session_json()))
    with qtbot.waitActive(window):
        window.activateWindow()
    return window, store


def in_form(window: MainWindow) -> bool:
    focus = QApplication.focusWidget()
    entry = cast(QWidget, window.page.entry)
    return focus is not None and entry.isAncestorOf(focus)


def test_esc_in_the_reference_returns_to_the_deal(qtbot: QtBot, tmp_path: Path) -> None:
    window, store = session_window(qtbot, tmp_path)
    key(qtbot, "Q")  # a queen solo, typed in the player row
    key(qtbot, Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
    browser = window.help_windows.reference
    assert browser is not None and browser.isVisible()
    qtbot.waitUntil(browser.isActiveWindow)
    assert QApplication.focusWidget() is browser.search
    key(qtbot, "bock")
    assert browser.search.text() == "bock"
    key(qtbot, Qt.Key.Key_Escape)
    assert not browser.isVisible()
    qtbot.waitUntil(window.isActiveWindow)
    assert in_form(window)
    # The next key is the deal's: player 1 plays the solo; nothing went into the search.
    key(qtbot, "1")
    record = window.page.entry.record()
    assert record["type"] == "solo_queen" and record["re"] == ["Anna"]
    assert browser.search.text() == ""
    window.close()
    store.close()


def test_esc_in_the_deadlines_returns_to_the_deal(qtbot: QtBot, tmp_path: Path) -> None:
    window, store = session_window(qtbot, tmp_path)
    key(qtbot, "1")
    key(qtbot, "3")  # Anna and Chie, Re
    key(qtbot, Qt.Key.Key_F1)
    panel = deadlines_panel(window)
    assert panel is not None and panel.isVisible()
    qtbot.waitUntil(panel.isActiveWindow)
    key(qtbot, Qt.Key.Key_Escape)
    assert not panel.isVisible()
    qtbot.waitUntil(window.isActiveWindow)
    assert in_form(window)
    key(qtbot, "150")  # the card points, where the keys were before F1
    record = window.page.entry.record()
    assert record["re"] == ["Anna", "Chie"] and record["re_points"] == 150
    window.close()
    store.close()


def test_f1_shows_every_word_without_scrolling(qtbot: QtBot, tmp_path: Path) -> None:
    """Before, the rows were measured while the window was hidden (narrow columns):
    so tall that "no 30" and "schwarz" needed scrolling until a card count was typed."""
    window, store = session_window(qtbot, tmp_path)
    key(qtbot, Qt.Key.Key_F1)
    panel = deadlines_panel(window)
    assert panel is not None and panel.isVisible()
    assert panel.frameGeometry().height() <= 720 and panel.frameGeometry().width() <= 1280
    table = panel.table
    model = panel.model
    words = [str(model.headerData(row, Qt.Orientation.Vertical)) for row in range(5)]
    assert words[3:] == ["no 30", "schwarz"]
    view = table.viewport().rect()
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            cell = table.visualRect(model.index(row, column))
            assert view.contains(cell), f"{words[row]} is not in view"
            # Each cell tall enough for its lines: nothing cut off either.
            lines = str(model.data(model.index(row, column))).count("\n") + 1
            assert cell.height() >= lines * table.fontMetrics().lineSpacing()
    window.close()
    store.close()
