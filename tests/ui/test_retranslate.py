"""Switching the language live (issue 7): every text follows, nothing on screen is lost.

A pseudo-translator marks every text Qt asks it for with ⟦…⟧. Installing it
sends ``LanguageChange`` to every widget, as switching the language in the
settings does; afterwards every user-facing text of the window must carry the
mark (only data — names, numbers, symbols — may not), whatever was entered must
still be there, and removing the translator must bring back the English texts.
The texts the pseudo-translator was asked for must also be the ones lupdate
extracts, in the same context: otherwise a real translation would never be used.
"""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import PySide6
import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QSplitter,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from schreiber.store.database import Store
from schreiber.ui.main_window import MainWindow
from schreiber.ui.session.doppelkopf_rules import RulesEditor
from schreiber.ui.session.new_session import NewSessionDialog
from schreiber.ui.session.rules_dialog import RulesDialog
from tests.ui.conftest import PLAYERS, session_json
from tests.ui.windows import inner_pages, own_settings

ROOT = Path(__file__).resolve().parents[2]
MARK = "⟦"
# Texts that are data, not words: numbers, scores, signs and the symbols of the
# cards (after the names of players and sessions are taken out).
DATA = (
    re.compile(r"[\d\s.,:+−\-–×·()]*"),  # "12", "+3", "−2", "120 : 120", "·", "–"
    re.compile(r"[A-Z]  [♣♠♥♦]"),  # a key and its suit in Schafkopf's trump row
)
Found = list[tuple[str, str]]  # (where, text)


def doppelkopf_editor(dialog: NewSessionDialog) -> RulesEditor:
    """The dialog's Doppelkopf rules editor (the one shown while Doppelkopf is chosen)."""
    editor = dialog.rules_editors["doppelkopf"]
    assert isinstance(editor, RulesEditor)
    return editor


class PseudoTranslator(QTranslator):
    """Marks every text and remembers what it was asked: (context, source, numerus)."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[tuple[str, str, bool]] = set()

    def translate(
        self,
        context: str,
        sourceText: str,  # noqa: N803 (Qt's name)
        disambiguation: str | None = None,
        n: int = -1,
    ) -> str:
        self.asked.add((context, sourceText, n >= 0))
        return MARK + sourceText + "⟧"

    def isEmpty(self) -> bool:  # noqa: N802
        return False  # Qt sends LanguageChange only for a translator with texts


@pytest.fixture
def pseudo() -> Iterator[PseudoTranslator]:
    translator = PseudoTranslator()
    yield translator
    QCoreApplication.removeTranslator(translator)


def switch(translator: QTranslator, on: bool) -> None:
    """Install or remove ``translator`` and deliver the LanguageChange events Qt posts."""
    if on:
        QCoreApplication.installTranslator(translator)
    else:
        QCoreApplication.removeTranslator(translator)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    QApplication.processEvents()


# Collecting the texts ---------------------------------------------------------------


def plain(text: str) -> str:
    return re.sub(r"<[^>]*>", " ", text).replace("&nbsp;", " ")


def shown_texts(window: QWidget) -> Found:
    """Every user-facing text of the visible widgets of ``window`` (tabs included)."""
    found: Found = [("window title", window.windowTitle())]
    tabs = window.findChildren(QTabWidget)
    for tab_widget in tabs:
        found += [("tab", tab_widget.tabText(i)) for i in range(tab_widget.count())]
    pages = [max(tab_widget.count(), 1) for tab_widget in tabs]
    for page in range(max(pages, default=1)):
        for tab_widget in tabs:
            tab_widget.setCurrentIndex(min(page, tab_widget.count() - 1))
        found += widget_texts(window)
        # Pages within the page (the rules editor's topics under "More house rules").
        for _ in inner_pages(window):
            found += widget_texts(window)
    for tab_widget in tabs:
        tab_widget.setCurrentIndex(0)
    if isinstance(window, QMainWindow):
        found += menu_texts(window)
    return list(dict.fromkeys(found))


def widget_texts(window: QWidget) -> Found:
    found: Found = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        kind = type(widget).__name__
        if widget.toolTip():
            found.append((f"{kind} tooltip", widget.toolTip()))
        if isinstance(widget, QLabel):
            found.append((kind, plain(widget.text())))
        elif isinstance(widget, QAbstractButton):
            found.append((kind, widget.text()))
        elif isinstance(widget, QGroupBox):
            found.append((kind, widget.title()))
        elif isinstance(widget, QComboBox):
            found += [(kind, widget.itemText(i)) for i in range(widget.count())]
        elif isinstance(widget, QLineEdit):
            found.append((f"{kind} placeholder", widget.placeholderText()))
        elif isinstance(widget, QAbstractSpinBox):
            found.append((f"{kind} special", widget.specialValueText()))
    return [(where, text) for where, text in found if text.strip()]


def menu_texts(window: QMainWindow) -> Found:
    found: Found = []
    for menu_action in window.menuBar().actions():
        found.append(("menu", menu_action.text()))
        menu = menu_action.menu()
        assert isinstance(menu, QMenu)
        found += [("action", a.text()) for a in menu.actions() if not a.isSeparator()]
    return found


def header_texts(window: MainWindow) -> Found:
    model, sheet = window.page.model, window.page.sheet
    return [
        ("sheet header", str(model.headerData(column, Qt.Orientation.Horizontal)))
        for column in range(model.columnCount())
        if not sheet.isColumnHidden(column)
    ]


def unmarked(found: Found, names: list[str]) -> Found:
    """The texts without the mark that are not data."""
    missing = []
    for where, text in found:
        if MARK in text:
            continue
        rest = text
        for name in sorted(names, key=len, reverse=True):
            rest = rest.replace(name, "")
        if not any(pattern.fullmatch(rest) for pattern in DATA):
            missing.append((where, text))
    return missing


# Windows ----------------------------------------------------------------------------


def make_window(qtbot: QtBot, store: Store) -> MainWindow:
    window = MainWindow(store, own_settings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitActive(window):
        window.activateWindow()
    return window


def game_session(game: str, players: list[str]) -> dict[str, object]:
    data = session_json(players)
    data.update(game=game, title=f"{game} evening")
    return data


def press(qtbot: QtBot, keys: str) -> None:
    """Type on whatever has the keyboard focus, as a person would."""
    for key in keys:
        target = QApplication.focusWidget()
        assert target is not None, "the window lost the keyboard focus"
        qtbot.keyClicks(target, key)


def check_switch(window: QWidget, translator: PseudoTranslator, names: list[str]) -> None:
    """Marked after installing, English again after removing."""
    english = shown_texts(window)
    switch(translator, on=True)
    assert unmarked(shown_texts(window), names) == []
    switch(translator, on=False)
    assert shown_texts(window) == english


# The main window with each game -----------------------------------------------------


def test_doppelkopf_window_switches_and_keeps_everything(
    qtbot: QtBot, store: Store, pseudo: PseudoTranslator
) -> None:
    window = make_window(qtbot, store)
    window.controller.create(session_json())
    window.controller.add_deal({"type": "normal", "re": ["Anna", "Ben"], "re_points": 150})
    window.controller.add_deal({"type": "solo_queen", "re": ["Chie"], "re_points": 100})
    window.stack.setCurrentWidget(window.page)
    page = window.page
    splitter = page.findChild(QSplitter)
    assert splitter is not None
    splitter.setSizes([700, 580])
    sizes = splitter.sizes()
    page.sheet.selectRow(0)
    entry = page.doppelkopf_entry
    entry.clear()
    press(qtbot, "13150")  # Anna and Chie are Re, 150 card points
    entry.announce["kontra"].setCurrentIndex(1)
    entry.bonus_spins[("fox", "re")].setValue(1)
    entry.note_edit.setText("late")
    record, focus = entry.record(), QApplication.focusWidget()
    assert record["re"] == ["Anna", "Chie"] and record["re_points"] == 150
    assert "Re wins" in entry.preview.text()
    english_headers = header_texts(window)
    stack = window.controller.undo_stack
    undo_state = (stack.count(), stack.index())

    model = page.model
    with qtbot.waitSignals([model.headerDataChanged, model.dataChanged], timeout=30_000):
        switch(pseudo, on=True)  # the sheet's view asks for its texts again
    assert unmarked(shown_texts(window) + header_texts(window), PLAYERS) == []
    assert entry.record() == record
    assert QApplication.focusWidget() is focus
    assert MARK in entry.preview.text() and "Anna" in entry.preview.text()
    assert page.selected_deal() == 1
    assert splitter.sizes() == sizes
    assert (stack.count(), stack.index()) == undo_state
    assert MARK in stack.undoText()
    assert window.controller.session.title == "Test evening"

    switch(pseudo, on=False)
    assert header_texts(window) == english_headers
    assert window.undo_action.text() == "&Undo add deal"
    assert entry.record() == record
    assert "Re wins" in entry.preview.text()
    check_switch(window, pseudo, PLAYERS)


def test_an_entry_error_is_worded_again(
    qtbot: QtBot, store: Store, pseudo: PseudoTranslator
) -> None:
    window = make_window(qtbot, store)
    window.controller.create(session_json())
    window.stack.setCurrentWidget(window.page)
    entry = window.page.doppelkopf_entry
    entry.clear()
    press(qtbot, "1")  # one Re player in a normal game: the engine refuses
    entry.submit()
    english = entry.error_message()
    assert english
    switch(pseudo, on=True)
    assert MARK in entry.error_message()
    assert not entry.is_valid()
    switch(pseudo, on=False)
    assert entry.error_message() == english


def test_schafkopf_window_switches_and_keeps_the_entry(
    qtbot: QtBot, store: Store, pseudo: PseudoTranslator
) -> None:
    players = PLAYERS[:3]
    window = make_window(qtbot, store)
    window.controller.create(game_session("schafkopf_pfalz", players))
    window.controller.add_deal(
        {"contract": "solo", "trump": "hearts", "soloist": "Ben", "soloist_points": 80}
    )
    window.stack.setCurrentWidget(window.page)
    entry = window.page.entry
    entry.clear()
    press(qtbot, "S1C70")  # Anna plays a solo in clubs and takes 70 card points
    record = entry.record()
    assert record["contract"] == "solo" and record["soloist"] == "Anna"
    assert record["soloist_points"] == 70
    switch(pseudo, on=True)
    assert unmarked(shown_texts(window) + header_texts(window), players) == []
    assert entry.record() == record
    assert MARK in entry.preview.text()
    switch(pseudo, on=False)
    assert entry.record() == record
    check_switch(window, pseudo, players)


def test_crescendo_window_switches_and_keeps_the_entry(
    qtbot: QtBot, store: Store, pseudo: PseudoTranslator
) -> None:
    players = PLAYERS[:3]
    window = make_window(qtbot, store)
    window.controller.create(game_session("crescendo", players))
    window.stack.setCurrentWidget(window.page)
    entry = window.page.entry
    entry.clear()
    press(qtbot, "119S34")  # Anna bids 19 in spades and wins tricks 3 and 4
    record = entry.record()
    assert record == {"soloist": "Anna", "bid": 19, "trump": "spades", "tricks_won": [3, 4]}
    switch(pseudo, on=True)
    assert unmarked(shown_texts(window) + header_texts(window), players) == []
    assert entry.record() == record
    assert MARK in entry.preview.text()
    switch(pseudo, on=False)
    assert entry.record() == record
    check_switch(window, pseudo, players)


def test_the_session_end_banner_is_worded_again(
    qtbot: QtBot, store: Store, pseudo: PseudoTranslator
) -> None:
    window = make_window(qtbot, store)
    data = game_session("crescendo", PLAYERS[:3])
    data["rules"] = {"preset": "standard", "options": {"end_after_deals": 1}}
    window.controller.create(data)
    window.controller.add_deal({"soloist": "Ben", "bid": 15, "trump": "diamonds", "taken": 15})
    banner = window.page.banner
    english = banner.text()
    assert "Ben" in english
    switch(pseudo, on=True)
    assert MARK in banner.text() and "Ben" in banner.text()
    switch(pseudo, on=False)
    assert banner.text() == english


def test_start_screen_switches_and_keeps_the_selection(
    qtbot: QtBot, store: Store, pseudo: PseudoTranslator
) -> None:
    window = make_window(qtbot, store)
    first = window.controller.create(session_json())
    window.controller.add_deal({"type": "normal", "re": ["Anna", "Ben"], "re_points": 150})
    window.controller.create(game_session("crescendo", PLAYERS[:3]))
    window.show_start()
    start = window.start
    start.select_session(first)
    model = start.model
    names = [*PLAYERS, "Test evening", "crescendo evening", "2026-11-20"]
    headers = [
        ("start header", str(model.headerData(c, Qt.Orientation.Horizontal)))
        for c in range(model.columnCount())
    ]
    with qtbot.waitSignals([model.headerDataChanged, model.dataChanged], timeout=30_000):
        switch(pseudo, on=True)
    cells = [
        ("start cell", str(start.proxy.index(row, column).data()))
        for row in range(start.proxy.rowCount())
        for column in range(start.proxy.columnCount())
    ]
    headers = [
        ("start header", str(model.headerData(c, Qt.Orientation.Horizontal)))
        for c in range(model.columnCount())
    ]
    assert unmarked(shown_texts(window) + headers + cells, names) == []
    leader = [start.proxy.index(row, 5).data(Qt.ItemDataRole.ToolTipRole) for row in (0, 1)]
    assert any(MARK in str(tip) for tip in leader)
    assert start.current_session_id() == first
    assert window.stack.currentWidget() is start
    switch(pseudo, on=False)
    assert start.current_session_id() == first
    check_switch(window, pseudo, names)


# Dialogs ----------------------------------------------------------------------------


def test_new_session_dialog_switches_and_keeps_the_input(
    qtbot: QtBot, pseudo: PseudoTranslator
) -> None:
    dialog = NewSessionDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for name in ["Anna", "Ben", "Chie", "Anna"]:
        qtbot.keyClicks(dialog.name_edit, name)
        qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    doppelkopf_editor(dialog).set_preset("ddv")
    assert "already playing" in dialog.message.text()
    state = (dialog.player_names(), dialog.name_edit.text(), doppelkopf_editor(dialog).rules())
    english_title = dialog.title_edit.text()
    names = ["Anna", "Ben", "Chie", dialog.date()]

    switch(pseudo, on=True)
    assert unmarked(shown_texts(dialog), names) == []
    assert (
        dialog.player_names(),
        dialog.name_edit.text(),
        doppelkopf_editor(dialog).rules(),
    ) == state
    assert MARK in dialog.message.text() and "Anna" in dialog.message.text()
    assert MARK in dialog.title_edit.text()  # the title nobody typed follows the language
    switch(pseudo, on=False)
    assert dialog.title_edit.text() == english_title
    assert dialog.ok_button.text() == "Start session"

    dialog.title_edit.clear()
    qtbot.keyClicks(dialog.title_edit, "Friday")
    check_switch(dialog, pseudo, [*names, "Friday"])
    assert dialog.title_edit.text() == "Friday"  # a typed title is the user's


@pytest.mark.parametrize(
    ("game", "players"),
    [
        ("doppelkopf", PLAYERS),
        ("schafkopf_pfalz", PLAYERS[:3]),
        ("crescendo", PLAYERS[:3]),
    ],
)
def test_rules_dialog_switches_and_keeps_the_options(
    qtbot: QtBot, store: Store, pseudo: PseudoTranslator, game: str, players: list[str]
) -> None:
    window = make_window(qtbot, store)
    window.controller.create(game_session(game, players))
    dialog = RulesDialog(window.controller.session, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    before = dialog.rules_json("standard")
    switch(pseudo, on=True)
    assert unmarked(shown_texts(dialog), players) == []
    assert dialog.rules_json("standard") == before
    switch(pseudo, on=False)
    check_switch(dialog, pseudo, players)


# lupdate sees every text in the context it has at run time ----------------------------


@pytest.fixture(scope="module")
def extracted(tmp_path_factory: pytest.TempPathFactory) -> set[tuple[str, str, bool]]:
    """(context, source, numerus) of every message lupdate finds in app/schreiber/."""
    lupdate = Path(PySide6.__file__).parent / "lupdate"
    target = tmp_path_factory.mktemp("lupdate") / "check.ts"
    files = sorted(str(path) for path in (ROOT / "app" / "schreiber").rglob("*.py"))
    subprocess.run(
        [str(lupdate), "-silent", "-locations", "none", *files, "-ts", str(target)],
        check=True,
    )
    found = set()
    for context in ET.parse(target).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            found.add((name, source, message.get("numerus") == "yes"))
    return found


def test_lupdate_finds_no_text_without_a_context(extracted: set[tuple[str, str, bool]]) -> None:
    assert [source for context, source, _ in extracted if not context] == []


# Each game with deals that fill every kind of cell, and keys that first make an
# entry the engine refuses (its message is asked for) and then a valid one.
EVENINGS: list[tuple[str, list[str], dict[str, object], list[dict[str, object]], str]] = [
    (
        "doppelkopf",
        PLAYERS,
        {"compulsory_solo": True},  # the next-deal row counts the deals left in the round
        [
            {
                "type": "normal",
                "re": ["Anna", "Ben"],
                "re_points": 150,
                "announcements": {"re": ["re"], "kontra": []},
                "bonuses": [{"kind": "fox", "party": "re"}],
            },
            {"type": "redeal", "reason": "other"},
        ],
        "13150",
    ),
    (
        "schafkopf_pfalz",
        PLAYERS[:3],
        {},
        [{"contract": "solo", "trump": "hearts", "soloist": "Ben", "soloist_points": 80}],
        "1C70",
    ),
    (
        "crescendo",
        PLAYERS[:3],
        {},
        [{"type": "redeal"}, {"soloist": "Ben", "bid": 15, "trump": "notrump", "taken": 15}],
        "119S34",
    ),
]


def ask_every_cell(window: MainWindow) -> None:
    """What the views would ask for sooner or later: cells, tooltips and headers."""
    for model in (window.page.model, window.start.model):
        for column in range(model.columnCount()):
            model.headerData(column, Qt.Orientation.Horizontal)
            for row in range(model.rowCount()):
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    model.index(row, column).data(role)


def test_every_text_asked_for_is_extracted_in_its_context(
    qtbot: QtBot, store: Store, extracted: set[tuple[str, str, bool]]
) -> None:
    """A text translated under another context than lupdate's would stay English."""
    translator = PseudoTranslator()
    switch(translator, on=True)
    try:
        for game, players, options, deals, keys in EVENINGS:
            window = make_window(qtbot, store)
            data = game_session(game, players)
            data["rules"] = {"preset": "standard", "options": options}
            window.controller.create(data)
            for deal in deals:
                window.controller.add_deal(deal)
            window.stack.setCurrentWidget(window.page)
            window.page.entry.clear()
            press(qtbot, keys[0])
            # Incomplete: what is still missing (neutral until saving, issue 17).
            entry = window.page.entry
            assert entry.error_message() or entry.pending_message()
            press(qtbot, keys[1:])
            assert window.page.entry.is_valid()
            window.show_start()
            ask_every_cell(window)
            dialog = RulesDialog(window.controller.session, window)
            qtbot.addWidget(dialog)
            dialog.show()
            shown_texts(dialog)
        new_session = NewSessionDialog(PLAYERS)
        qtbot.addWidget(new_session)
    finally:
        switch(translator, on=False)
    ours = {asked for asked in translator.asked if not asked[0].startswith("Q")}
    known = {(context, source) for context, source, _ in extracted}
    assert sorted((c, s) for c, s, _ in ours if (c, s) not in known) == []
    # A count needs the plural forms lupdate only gives a message called with one.
    counted = {(c, s) for c, s, n in ours if n}
    assert counted >= {
        ("SessionListModel", "Leading after %n deal(s): {leader}"),
        ("SheetModel", "compulsory solo owed: {names} (%n deal(s) left in the round)"),
    }
    assert sorted((c, s) for c, s in counted if (c, s, True) not in extracted) == []
