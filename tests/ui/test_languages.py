"""The window in Japanese, German and English: Qt's own texts too, live switching,
and every label fitting its widget on a 1280×720 screen."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QTabBar,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from schreiber.session.file import parse_session
from schreiber.store.database import Store
from schreiber.ui.common.settings_dialog import SettingsDialog
from schreiber.ui.entry.doppelkopf_deadlines import DeadlinesPanel
from schreiber.ui.i18n import LANGUAGES, Translations
from schreiber.ui.main_window import MainWindow
from schreiber.ui.reference.browser import ReferenceBrowser
from schreiber.ui.session.new_session import NewSessionDialog
from schreiber.ui.session.rules_dialog import RulesDialog
from schreiber.ui.settings import LANGUAGE
from scripts.samples import crescendo_evening, doppelkopf_evening, schafkopf_evening
from tests.ui.windows import inner_pages, own_settings

SCREEN = (1280, 720)


@pytest.fixture
def language(english: Translations) -> Iterator[Callable[[str], str]]:
    """Switch the whole application's language; English again afterwards, always."""
    yield english.apply
    english.apply("en")


def cancel_text() -> str:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    button = box.button(QDialogButtonBox.StandardButton.Cancel)
    return button.text().replace("&", "")


@pytest.mark.parametrize(("code", "word"), [("de", "Abbrechen"), ("ja", "キャンセル")])
def test_qt_own_dialogs_speak_the_language(
    qtbot: QtBot, language: Callable[[str], str], code: str, word: str
) -> None:
    language(code)
    assert cancel_text().startswith(word)
    language("en")
    assert cancel_text() == "Cancel"


def window_with(qtbot: QtBot, store: Store, translations: Translations) -> MainWindow:
    settings = QSettings(str(Path(store.path).with_suffix(".ini")), QSettings.Format.IniFormat)
    window = MainWindow(store, settings, translations=translations)
    qtbot.addWidget(window)
    window.resize(*SCREEN)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_switching_in_settings_keeps_everything(
    qtbot: QtBot, store: Store, english: Translations, language: Callable[[str], str]
) -> None:
    window = window_with(qtbot, store, english)
    window.controller.create(doppelkopf_evening())
    window.stack.setCurrentWidget(window.page)
    entry = window.page.doppelkopf_entry
    entry.clear()
    entry.picker.set_selected(["Ben", "Chie"])
    entry.re_points.setValue(152)
    entry.announce["kontra"].setCurrentIndex(1)
    draft = entry.record()
    deals = len(window.controller.session.deals)
    english_menu = window.file_menu.title()

    dialog = SettingsDialog(window.settings, english, window)
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("ja"))
    dialog.accept()
    QApplication.sendPostedEvents()
    assert window.settings.value(LANGUAGE.key) == "ja"
    assert english.language == "ja"
    assert window.file_menu.title() != english_menu
    assert "ファイル" in window.file_menu.title()
    assert entry.record() == draft
    assert len(window.controller.session.deals) == deals
    assert window.stack.currentWidget() is window.page
    assert entry.preview.text()  # the preview is shown again, in Japanese

    dialog = SettingsDialog(window.settings, english, window)
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    dialog.accept()
    QApplication.sendPostedEvents()
    assert window.file_menu.title() == english_menu
    assert entry.record() == draft


# Everything fits -------------------------------------------------------------------


def overflowing(root: QWidget) -> list[str]:
    """Visible texts whose widget is narrower than the text needs."""
    found = []
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        if not widget.isVisible():
            continue
        name = f"{type(widget).__name__}"
        if isinstance(widget, QLabel) and widget.text() and not widget.wordWrap():
            if widget.width() < widget.minimumSizeHint().width():
                found.append(f"{name} {widget.text()!r}: {widget.width()} < needed")
        elif isinstance(widget, QAbstractButton) and widget.text():
            if widget.width() < widget.sizeHint().width():
                found.append(f"{name} {widget.text()!r}: {widget.width()} < needed")
        elif isinstance(widget, QAbstractSpinBox) and widget.specialValueText():
            # e.g. "nicht gesetzt" cut to "gesetzt" (found on Xvfb in the rules editor)
            if widget.width() < widget.sizeHint().width():
                found.append(f"{name} {widget.specialValueText()!r}: {widget.width()} < needed")
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                if widget.tabRect(i).width() < widget.tabSizeHint(i).width():
                    found.append(f"tab {widget.tabText(i)!r}")
        elif isinstance(widget, QGroupBox) and widget.title():
            needed = widget.fontMetrics().horizontalAdvance(widget.title())
            if widget.width() < needed:
                found.append(f"group {widget.title()!r}")
    return found


def check_dialog(qtbot: QtBot, dialog: QWidget, label: str) -> list[str]:
    qtbot.addWidget(dialog)
    hint = dialog.minimumSizeHint()
    problems = []
    if hint.width() > SCREEN[0] or hint.height() > SCREEN[1]:
        problems.append(f"{label}: needs {hint.width()}×{hint.height()}, more than the screen")
    size = dialog.size().boundedTo(dialog.size().expandedTo(hint))
    dialog.resize(min(size.width(), SCREEN[0]), min(size.height(), SCREEN[1]))
    dialog.show()
    qtbot.waitExposed(dialog)
    tabs = dialog.findChildren(QTabWidget)
    pages: list[tuple[QTabWidget | None, int]] = [
        (tab, i) for tab in tabs for i in range(tab.count())
    ] or [(None, 0)]
    for tab, index in pages:
        if tab is not None:
            tab.setCurrentIndex(index)
        QApplication.processEvents()
        problems += [f"{label}: {problem}" for problem in overflowing(dialog)]
        # Pages within the page (the rules editor's topics under "More house rules").
        for _ in inner_pages(dialog):
            problems += [f"{label}: {problem}" for problem in overflowing(dialog)]
    dialog.hide()
    return problems


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_label_fits_at_1280x720(
    qtbot: QtBot,
    store: Store,
    english: Translations,
    language: Callable[[str], str],
    code: str,
) -> None:
    language(code)
    window = window_with(qtbot, store, english)
    problems: list[str] = []
    sessions = {
        "doppelkopf": doppelkopf_evening(),
        "schafkopf_pfalz": schafkopf_evening(),
        "crescendo": crescendo_evening(end_after_deals=None),
    }
    for game, data in sessions.items():
        window.controller.create(data)
        window.stack.setCurrentWidget(window.page)
        window.page.entry.clear()
        QApplication.processEvents()
        problems += [f"{game} window: {p}" for p in overflowing(window)]
        session = parse_session(data)
        problems += check_dialog(qtbot, RulesDialog(session, window), f"{game} rules")
        problems += check_dialog(
            qtbot, ReferenceBrowser(game, session.rules, window), f"{game} reference"
        )
    window.show_start()
    QApplication.processEvents()
    problems += [f"start screen: {p}" for p in overflowing(window)]
    new_session = NewSessionDialog(["Anna", "Ben", "Chie", "Daiki"], window)
    problems += check_dialog(qtbot, new_session, "new session")
    problems += check_dialog(qtbot, DeadlinesPanel(window), "deadlines")
    problems += check_dialog(qtbot, SettingsDialog(window.settings, english, window), "settings")
    assert problems == []


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_each_menu_has_distinct_accelerators(
    qtbot: QtBot, store: Store, english: Translations, language: str
) -> None:
    """Two entries of one menu with the same underlined letter: the key only moves
    between them, and the next letter typed picks something else (found on Xvfb:
    "Open database" and "Delete session" both took D, and typing an address
    opened the session list)."""
    from PySide6.QtWidgets import QMenu

    window = MainWindow(store, own_settings())
    qtbot.addWidget(window)
    english.apply(language)
    QApplication.processEvents()  # LanguageChange is posted: the texts change here
    try:
        assert window.file_menu.title() == QCoreApplication.translate("MainWindow", "&File")
        clashes = []
        # The menu bar itself too (Alt+V opened View or Evening, whichever came first).
        for menu in [window.menuBar(), *window.menuBar().findChildren(QMenu)]:
            keys: dict[str, str] = {}
            for action in menu.actions():
                found = re.search(r"&(\w)", action.text()) or re.search(r"\(&(\w)\)", action.text())
                if action.isSeparator() or found is None:
                    continue
                key = found.group(1).lower()
                if key in keys:
                    where = menu.title() if isinstance(menu, QMenu) else "menu bar"
                    clashes.append(f"{where}: {keys[key]} / {action.text()}")
                keys[key] = action.text()
        assert clashes == []
    finally:
        english.apply("en")
