"""The entry panel beside the sheet at 1280×720 (issue 17): with seven long names
the player buttons pushed the panel past the window's edge, cutting off the
Kontra column of the bonuses and the key legend. The buttons take two rows where
one is too narrow, and shorten a name with "…" only where even that is not enough."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QScrollArea,
    QStyle,
    QStyleOptionComboBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from schreiber.store.database import Store
from schreiber.ui.entry.doppelkopf import EntryPanel
from schreiber.ui.entry.keyboard import sits_out_text
from schreiber.ui.i18n import Translations
from tests.ui.conftest import session_json
from tests.ui.test_sheet_fit import language, shown_window

# Long enough to overflow in any font (the offscreen platform's is narrow).
LONGEST = [
    "Maximiliane von Hohenberg",
    "Christopher Wolfgang",
    "Alexandra Konstantina",
    "Bartholomew Engelbert",
    "Gwendolyn Friederike",
    "Friederike Dorothea",
    "Konstantin Gottfried",
]

__all__ = ["language"]  # the fixture, used by name


def clipped(panel: QWidget) -> list[str]:
    """Visible widgets of the panel reaching past the right edge of its scroll area."""
    scroll = panel.parentWidget()
    while scroll is not None and not isinstance(scroll, QScrollArea):
        scroll = scroll.parentWidget()
    assert isinstance(scroll, QScrollArea)
    right = scroll.viewport().mapToGlobal(scroll.viewport().rect().topRight()).x()
    problems = []
    for child in panel.findChildren(QWidget):
        if not child.isVisibleTo(panel) or child.width() <= 1:
            continue
        edge = child.mapToGlobal(child.rect().topRight()).x()
        if edge > right + 1:
            problems.append(f"{type(child).__name__} {child.objectName()}: {edge} > {right}")
    return problems


@pytest.mark.parametrize("code", ["en", "de", "ja"])
def test_seven_long_names_fit_the_entry_panel_at_1280x720(
    qtbot: QtBot,
    store: Store,
    english: Translations,
    language: Callable[[str], str],
    code: str,
) -> None:
    language(code)
    window = shown_window(qtbot, store, english, (1280, 720))
    window.controller.create(session_json(LONGEST))
    QApplication.processEvents()
    panel = window.page.entry
    assert isinstance(panel, EntryPanel)
    assert clipped(panel) == []
    buttons = panel.picker.buttons
    # A button per seat (issue 27): the three sitting out greyed, "sits out" in their
    # tooltips (a second line cut both at 1280×720 and took the breakdown's room).
    assert len(buttons) == 7
    resting = [b for b in buttons if not b.isEnabled()]
    assert len(resting) == 3
    # Two rows, names shortened only where even that is too narrow.
    assert len({button.y() for button in buttons}) == 2
    for button in buttons:
        shown = button.text()
        assert shown == button.full_text or (
            shown.endswith("…") and button.full_text.startswith(shown[:-1])
        )
        if button in resting:
            assert button.toolTip() == f"{button.full_text} · {sits_out_text()}"
        else:
            assert button.toolTip() == button.full_text


def test_short_names_stay_in_one_row(qtbot: QtBot, store: Store, english: Translations) -> None:
    window = shown_window(qtbot, store, english, (1280, 720))
    window.controller.create(session_json(["Al", "Bo", "Cy", "Di"]))
    QApplication.processEvents()
    panel = window.page.entry
    assert isinstance(panel, EntryPanel)
    assert len({button.y() for button in panel.picker.buttons}) == 1


@pytest.mark.parametrize(
    ("game", "count"), [("schafkopf_pfalz", 4), ("schafkopf_pfalz", 5), ("crescendo", 3)]
)
def test_the_other_games_panels_fit_long_names(
    qtbot: QtBot, store: Store, english: Translations, game: str, count: int
) -> None:
    names = LONGEST[:count]
    window = shown_window(qtbot, store, english, (1280, 720))
    window.controller.create(
        session_json(names) | {"game": game, "rules": {"preset": "standard", "options": {}}}
    )
    QApplication.processEvents()
    assert clipped(window.page.entry) == []  # type: ignore[arg-type]


def entry_scroll(panel: QWidget) -> QScrollArea:
    scroll = panel.parentWidget()
    while scroll is not None and not isinstance(scroll, QScrollArea):
        scroll = scroll.parentWidget()
    assert isinstance(scroll, QScrollArea)
    return scroll


@pytest.fixture
def cjk_font(language: Callable[[str], str]) -> Iterator[Callable[[str], None]]:
    """The font the real app shows Japanese in: on a Japanese desktop fontconfig's
    sans-serif is Noto Sans CJK JP (fonts-noto-cjk), a fifth taller than the
    DejaVu Sans the offscreen tests get, so the breakdown that had room for eight
    lines here scrolled from five in the real app (issue 27). The application's
    font for the test's language, when installed; the old one back afterwards."""
    old = QApplication.font()

    def use(code: str) -> None:
        language(code)
        if code == "ja" and "Noto Sans CJK JP" in QFontDatabase.families():
            QApplication.setFont(QFont("Noto Sans CJK JP", old.pointSize()))

    yield use
    QApplication.setFont(old)


@pytest.mark.parametrize("code", ["de", "ja"])
@pytest.mark.parametrize("count", [5, 7])
@pytest.mark.parametrize("note", [False, True], ids=["", "with-note"])
def test_a_marriage_entry_fits_at_1280x720_with_save_and_eight_lines(
    qtbot: QtBot,
    store: Store,
    english: Translations,
    cjk_font: Callable[[str], None],
    code: str,
    count: int,
    note: bool,
) -> None:
    """Issue 27: at 720 pixels (maximized, under a title bar) Save was half cut off
    during a marriage's entry, and the score breakdown scrolled from 5 lines. Typed
    with the keys a player presses: M, the trick, two seats, the points; also with
    the note that a draft was put back, and in Japanese in its real font."""
    cjk_font(code)
    window = shown_window(qtbot, store, english, (1280, 696))
    names = ["Anna", "Ben", "Chie", "Daiki", "Emi", "Fumi", "Goro"][:count]
    window.controller.create(session_json(names))
    QApplication.processEvents()
    panel = window.page.entry
    assert isinstance(panel, EntryPanel)
    panel.clear()
    with qtbot.waitActive(window):
        window.activateWindow()
    for key in "M123150":
        qtbot.keyClicks(panel.focusWidget() or panel, key)
    QApplication.processEvents()
    assert panel.game_type == "marriage"
    assert panel.is_valid(), (panel.record(), panel.error_message(), panel.pending_message())
    if note:
        panel.set_note(
            QCoreApplication.translate(
                "DraftKeeper",
                "The deal you were typing is back in the form: Enter saves it, Ctrl+D"
                " empties the form.",
            )
        )
        QApplication.processEvents()
    scroll = entry_scroll(panel)
    assert not scroll.verticalScrollBar().isVisible()
    viewport = scroll.viewport()
    save = panel.save_button
    top = save.mapTo(viewport, save.rect().topLeft())
    bottom = save.mapTo(viewport, save.rect().bottomRight())
    assert top.y() >= 0 and bottom.y() < viewport.height(), (top, bottom, viewport.height())
    assert clipped(panel) == []
    lines = panel.preview.fontMetrics().lineSpacing()
    assert panel.preview_area.height() >= 8 * lines, (panel.preview_area.height(), lines)
    # Each answer to "partner found in" shows whole in its combo (German and
    # Japanese cut "no partner (plays alone)" to its first words).
    assert uncut_items(panel.marriage_combo) == []


def uncut_items(combo: QComboBox) -> list[str]:
    """The items of ``combo`` wider than the room its closed box gives the text."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = QStyle.SubControl.SC_ComboBoxEditField
    room = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option, field, combo)
    metrics = combo.fontMetrics()
    texts = (combo.itemText(index) for index in range(combo.count()))
    return [text for text in texts if metrics.horizontalAdvance(text) > room.width()]


@pytest.mark.parametrize("code", ["de", "ja"])
def test_five_seats_show_their_digit_and_whole_name(
    qtbot: QtBot,
    store: Store,
    english: Translations,
    language: Callable[[str], str],
    code: str,
) -> None:
    """Issue 27: with five players at 1280×720 the German buttons read "1 Jon…" (a
    picked button's text is bold) and, sitting out in a solo, "4 Daiki set…aus"
    (italic): each shows its digit and whole name, "sits out" in its tooltip, in two
    rows where one is too narrow. Typed with the keys: two seats; a queen solo and its
    soloist."""
    language(code)
    window = shown_window(qtbot, store, english, (1280, 720))
    window.controller.create(session_json(["Jonathan", "Ben", "Chie", "Daiki", "Emi"]))
    QApplication.processEvents()
    panel = window.page.entry
    assert isinstance(panel, EntryPanel)
    panel.clear()
    with qtbot.waitActive(window):
        window.activateWindow()
    for keys in ("23", "Q2"):
        panel.clear()
        for key in keys:
            qtbot.keyClicks(panel.focusWidget() or panel, key)
        QApplication.processEvents()
        for button in panel.picker.buttons:
            assert button.text() == button.full_text, (keys, button.text())
            assert button.width() >= button.full_width(), (keys, button.text())
            assert (sits_out_text() in button.toolTip()) is not button.isEnabled()
        assert clipped(panel) == []
    assert panel.game_type == "solo_queen"


def test_the_schafkopf_rows_show_every_button_whole(
    qtbot: QtBot, store: Store, english: Translations
) -> None:
    """A row of the other games' keys (Schafkopf's soloist, five players, one sitting
    out) wraps rather than squeezing its buttons below their text."""
    names = ["Jonathan", "Benedikt", "Christina", "Daiki", "Emi"]
    window = shown_window(qtbot, store, english, (1280, 720))
    window.controller.create(
        session_json(names) | {"game": "schafkopf_pfalz", "rules": {"preset": "standard"}}
    )
    QApplication.processEvents()
    panel: Any = window.page.entry
    row = panel.soloist_row
    assert len(row.buttons) == 5
    for button in row.buttons:
        assert button.width() >= button.sizeHint().width(), button.text()
    assert clipped(panel) == []
