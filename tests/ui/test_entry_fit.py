"""The entry panel beside the sheet at 1280×720 (issue 17): with seven long names
the player buttons pushed the panel past the window's edge, cutting off the
Kontra column of the bonuses and the key legend. The buttons take two rows where
one is too narrow, and shorten a name with "…" only where even that is not enough."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget
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
    # A button per seat (issue 27): the three sitting out greyed, "sits out" under them.
    assert len(buttons) == 7
    resting = [b for b in buttons if not b.isEnabled()]
    assert len(resting) == 3
    # Two rows, names shortened only where even that is too narrow.
    assert len({button.y() for button in buttons}) == 2
    for button in buttons:
        shown, _, under = button.text().partition("\n")
        assert shown == button.full_text or (
            shown.endswith("…") and button.full_text.startswith(shown[:-1])
        )
        if button in resting:
            assert under == sits_out_text()
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


@pytest.mark.parametrize("code", ["de", "ja"])
@pytest.mark.parametrize("count", [5, 7])
def test_a_marriage_entry_fits_at_1280x720_with_save_and_eight_lines(
    qtbot: QtBot,
    store: Store,
    english: Translations,
    language: Callable[[str], str],
    code: str,
    count: int,
) -> None:
    """Issue 27: at 720 pixels (maximized, under a title bar) Save was half cut off
    during a marriage's entry, and the score breakdown scrolled from 5 lines. Typed
    with the keys a player presses: M, the trick, two seats, the points."""
    language(code)
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
