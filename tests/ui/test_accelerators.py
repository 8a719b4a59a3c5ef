"""The underlined letters (Alt+letter) of the entry panels and the small dialogs, in
English, German and Japanese: no two places share a letter, and none is a letter of
the window's menu bar — Qt then opens the menu, or toggles between the two places,
instead of going to the field (seen on a real screen: "&Note" beside "Eve&ning",
German "Re-S&pieler" beside "S&pielabend")."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QWidget,
)
from pytestqt.qtbot import QtBot

from schreiber.store.database import Store
from schreiber.ui.common.settings_dialog import SettingsDialog
from schreiber.ui.evening.players import PlayersDialog
from schreiber.ui.i18n import Translations
from schreiber.ui.main_window import MainWindow
from scripts.samples import crescendo_evening, doppelkopf_evening, schafkopf_evening

LANGUAGES = ("en", "de", "ja")
# The menu bar's letters: File Edit View Eve&ning Club Help; Datei Bearbeiten Ansicht
# S&pielabend Verein Hilfe; "ファイル(&F)" … in Japanese. Read from the bar as well, so a
# menu added later joins the check.
MENU_LETTERS = {"en": set("FEVNCH"), "de": set("DBAPVH"), "ja": set("FEVNCH")}


def accelerator(shown: str) -> str | None:
    """The letter Alt reaches a text by ("Re &says", "メモ(&N)"), upper case."""
    match = re.search(r"&(\w)", shown.replace("&&", ""))
    return match.group(1).upper() if match else None


def letters(root: QWidget) -> dict[str, list[str]]:
    """Each underlined letter shown in ``root`` now, with the texts that carry it: labels
    with a buddy, buttons and group boxes (a hidden one takes no key)."""
    texts = [
        label.text()
        for label in root.findChildren(QLabel)
        if label.buddy() is not None and label.isVisibleTo(root)
    ]
    texts += [b.text() for b in root.findChildren(QAbstractButton) if b.isVisibleTo(root)]
    texts += [g.title() for g in root.findChildren(QGroupBox) if g.isVisibleTo(root)]
    found: dict[str, list[str]] = {}
    for shown in texts:
        letter = accelerator(shown)
        if letter is not None:
            found.setdefault(letter, []).append(shown)
    return found


def clashes(root: QWidget, menu: set[str]) -> dict[str, list[str]]:
    """The letters shown twice, or shown once but also a menu's."""
    return {
        letter: texts for letter, texts in letters(root).items() if len(texts) > 1 or letter in menu
    }


@pytest.fixture
def language(english: Translations) -> Iterator[Callable[[str], str]]:
    """Switch the application's language; English again afterwards, always."""
    yield english.apply
    english.apply("en")


def open_window(qtbot: QtBot, store: Store, translations: Translations) -> MainWindow:
    settings = QSettings(str(Path(store.path).with_suffix(".ini")), QSettings.Format.IniFormat)
    window = MainWindow(store, settings, translations=translations)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


def menu_letters(window: MainWindow, code: str) -> set[str]:
    """The menu bar's letters as the window shows them, and the agreed ones."""
    shown = {accelerator(action.text()) for action in window.menuBar().actions()}
    return {letter for letter in shown if letter is not None} | MENU_LETTERS[code]


def test_the_menu_bar_has_the_letters_the_panels_avoid(
    qtbot: QtBot, store: Store, english: Translations, language: Callable[[str], str]
) -> None:
    window = open_window(qtbot, store, english)
    for code in LANGUAGES:
        language(code)
        QApplication.processEvents()
        shown = {accelerator(action.text()) for action in window.menuBar().actions()}
        assert shown <= MENU_LETTERS[code], code  # a new menu: add its letter above


def press_alt(qtbot: QtBot, window: MainWindow, letter: str) -> None:
    target = window.focusWidget() or window
    qtbot.keyClick(target, getattr(Qt.Key, f"Key_{letter}"), Qt.KeyboardModifier.AltModifier)


def check_panel(qtbot: QtBot, window: MainWindow, code: str, what: str, press: bool = True) -> None:
    """No clash in the panel's letters; each label's letter reaches its field."""
    panel = window.page.entry
    assert isinstance(panel, QWidget)
    menu = menu_letters(window, code)
    assert clashes(panel, menu) == {}, f"{code}: {what}"
    # The whole evening page as well: the sheet, standings and chart take no letter.
    assert clashes(window.page, menu) == {}, f"{code}: {what}"
    if not press:
        return
    for label in panel.findChildren(QLabel):
        buddy = label.buddy()
        letter = accelerator(label.text())
        if buddy is None or letter is None or not label.isVisible():
            continue
        window.page.sheet.setFocus()
        press_alt(qtbot, window, letter)
        assert window.focusWidget() is buddy, f"{code}: {what}: Alt+{letter} {label.text()!r}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_doppelkopf_panel_in_every_game_type(
    qtbot: QtBot, store: Store, english: Translations, language: Callable[[str], str], code: str
) -> None:
    window = open_window(qtbot, store, english)
    window.controller.create(doppelkopf_evening())
    window.stack.setCurrentWidget(window.page)
    language(code)
    QApplication.processEvents()
    with qtbot.waitActive(window):
        window.activateWindow()
    entry = window.page.doppelkopf_entry
    entry.clear()
    types = [str(entry.type_combo.itemData(i)) for i in range(entry.type_combo.count())]
    assert {"normal", "solo_queen", "marriage", "redeal"} <= set(types)
    for game_type in types:
        entry.set_type(game_type)
        QApplication.processEvents()
        # Pressing every letter of every type is slow: the normal game, a solo, a marriage.
        check_panel(
            qtbot, window, code, game_type, game_type in ("normal", "solo_queen", "marriage")
        )
    # A marriage played alone: "Soloist" takes the place of "Re players".
    entry.set_type("marriage")
    entry.marriage_combo.setCurrentIndex(0)
    QApplication.processEvents()
    assert entry.wanted_re() == 1
    check_panel(qtbot, window, code, "marriage alone", press=False)


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("seats", [3, 4])
def test_schafkopf_panel_in_every_contract(
    qtbot: QtBot,
    store: Store,
    english: Translations,
    language: Callable[[str], str],
    code: str,
    seats: int,
) -> None:
    window = open_window(qtbot, store, english)
    evening = schafkopf_evening()
    if seats == 4:
        evening = evening | {"players": ["Jonas", "Lea", "Mia", "Noah"], "deals": []}
    window.controller.create(evening)
    window.stack.setCurrentWidget(window.page)
    language(code)
    QApplication.processEvents()
    with qtbot.waitActive(window):
        window.activateWindow()
    entry = window.page.entry
    entry.clear()
    contracts = entry._contracts()  # type: ignore[attr-defined]
    for contract in contracts:
        entry.set_contract(contract)  # type: ignore[attr-defined]
        QApplication.processEvents()
        check_panel(qtbot, window, code, f"{seats} seats, {contract}")


@pytest.mark.parametrize("code", LANGUAGES)
def test_crescendo_panel(
    qtbot: QtBot, store: Store, english: Translations, language: Callable[[str], str], code: str
) -> None:
    window = open_window(qtbot, store, english)
    window.controller.create(crescendo_evening())
    window.stack.setCurrentWidget(window.page)
    language(code)
    QApplication.processEvents()
    with qtbot.waitActive(window):
        window.activateWindow()
    window.page.entry.clear()
    QApplication.processEvents()
    check_panel(qtbot, window, code, "crescendo")


@pytest.mark.parametrize("code", LANGUAGES)
def test_players_dialog(
    qtbot: QtBot, store: Store, language: Callable[[str], str], code: str
) -> None:
    dialog = PlayersDialog(["Anna", "Ben", "Chie", "Daiki"], "Ben", (4, 7), store=store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    language(code)
    QApplication.processEvents()
    assert clashes(dialog, set()) == {}
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    letter = accelerator(dialog.dealer_label.text())
    assert letter is not None
    qtbot.keyClick(
        dialog.name_edit, getattr(Qt.Key, f"Key_{letter}"), Qt.KeyboardModifier.AltModifier
    )
    assert dialog.focusWidget() is dialog.dealer_combo


@pytest.mark.parametrize("code", LANGUAGES)
def test_settings_dialog(
    qtbot: QtBot,
    store: Store,
    english: Translations,
    language: Callable[[str], str],
    code: str,
) -> None:
    settings = QSettings(str(Path(store.path).with_suffix(".ini")), QSettings.Format.IniFormat)
    dialog = SettingsDialog(settings, english)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    language(code)
    QApplication.processEvents()
    assert clashes(dialog, set()) == {}
