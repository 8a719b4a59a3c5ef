"""Defects found playing whole evenings on a 1280×720 screen (issue 17, item 7):
each test drives the window with the keys a player presses."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from schreiber.session.file import parse_session
from schreiber.store.database import Store
from schreiber.ui.entry.doppelkopf import EntryPanel
from schreiber.ui.i18n import Translations
from scripts.samples import doppelkopf_evening
from tests.ui.conftest import session_json
from tests.ui.test_sheet_fit import active, language, shown_window

__all__ = ["language"]  # the fixture, used by name

FIVE = ["Anna", "Ben", "Chie", "Daiki", "Emil"]


def entry_scroll(panel: QWidget) -> QScrollArea:
    """The scroll area the window keeps the entry panel in."""
    scroll = panel.parentWidget()
    while scroll is not None and not isinstance(scroll, QScrollArea):
        scroll = scroll.parentWidget()
    assert isinstance(scroll, QScrollArea)
    return scroll


def in_view(widget: QWidget, scroll: QScrollArea) -> bool:
    """Whether ``widget`` lies wholly inside the scroll area's visible part."""
    viewport = scroll.viewport()
    top_left = widget.mapTo(viewport, widget.rect().topLeft())
    bottom_right = widget.mapTo(viewport, widget.rect().bottomRight())
    return viewport.rect().contains(top_left) and viewport.rect().contains(bottom_right)


def keys(qtbot: QtBot, panel: QWidget, typed: str) -> None:
    for key in typed:
        qtbot.keyClicks(panel.focusWidget() or panel, key)


def test_a_long_preview_keeps_the_form_and_save_in_view(
    qtbot: QtBot, store: Store, english: Translations, language: Callable[[str], str]
) -> None:
    """Re says schwarz and takes all 240: eleven lines of game value. The panel
    scrolled, pushing Save and each player's result out of a 720-pixel screen
    (a title bar leaves 700), and the player buttons into two rows."""
    language("de")
    window = active(qtbot, shown_window(qtbot, store, english, (1280, 700)))
    window.controller.create(session_json(FIVE))
    QApplication.processEvents()
    panel = window.page.entry
    assert isinstance(panel, EntryPanel)
    panel.clear()  # as the window does when it opens an evening
    keys(qtbot, panel, "25240")  # Ben and Emil by their seats (Anna deals, sits out)
    qtbot.keyClick(panel.focusWidget(), Qt.Key.Key_Tab)
    qtbot.keyClick(panel.focusWidget(), Qt.Key.Key_Tab)
    keys(qtbot, panel, "5")
    QApplication.processEvents()
    assert panel.is_valid(), (panel.record(), panel.error_message(), panel.pending_message())
    assert "schwarz" in panel.preview.text()
    scroll = entry_scroll(panel)
    assert not scroll.verticalScrollBar().isVisible()
    assert in_view(panel.save_button, scroll)
    assert len({button.y() for button in panel.picker.buttons}) == 1


def test_a_crescendo_evening_opened_first_does_not_scroll_its_panel(
    qtbot: QtBot, store: Store, english: Translations
) -> None:
    """Started on a Crescendo evening, the window's idle Doppelkopf form (every
    row showing, no session yet) still claimed its height in the panels' stack:
    the three-row Crescendo form scrolled and Save sat below a 720-pixel screen."""
    window = shown_window(qtbot, store, english, (1280, 700))
    window.controller.create(
        session_json(["Ayumi", "Bruno", "Carla"])
        | {"game": "crescendo", "rules": {"preset": "standard", "options": {}}}
    )
    QApplication.processEvents()
    panel = window.page.entry
    scroll = entry_scroll(panel)  # type: ignore[arg-type]
    assert not scroll.verticalScrollBar().isVisible()
    assert in_view(panel.save_button, scroll)  # type: ignore[attr-defined]


def test_the_table_view_counts_deals_played_as_the_statistics_do(
    qtbot: QtBot, store: Store, english: Translations
) -> None:
    """Eight deals and a redeal: the summary said "8 deals played, 1 redeal besides",
    the table view "after 9 deals"."""
    window = active(qtbot, shown_window(qtbot, store, english, (1280, 700)))
    won: dict[str, object] = {"type": "normal", "re": ["Chie", "Daiki"], "re_points": 150}
    redeal: dict[str, object] = {"type": "redeal", "reason": "poverty_refused"}
    window.controller.create(session_json(deals=[won, redeal, won]))
    window.page.entry.clear()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F11)
    assert window.table_view_shown()
    assert window.table_view.texts()["title"] == "Test evening — after 2 deals"
    # Ben dealt again after the redeal; deals are numbered as played (issue 27):
    # the redeal has no number, so the next deal is the third.
    assert window.table_view.texts()["next"] == "Deal 3: Chie deals"


def test_a_change_of_seating_writes_totals_with_a_real_minus_sign(
    qtbot: QtBot, store: Store, english: Translations
) -> None:
    """After a late arrival the seating row wrote "-9" and "-21" with a hyphen
    under columns of "−9" (the sheet's minus sign)."""
    window = shown_window(qtbot, store, english, (1280, 700))
    won: dict[str, object] = {"type": "normal", "re": ["Chie", "Daiki"], "re_points": 150}
    seating: dict[str, object] = {"type": "seating", "players": FIVE, "dealer": "Chie"}
    window.controller.create(session_json(FIVE[:4], deals=[won, seating]))
    QApplication.processEvents()
    model = window.page.model
    row = 1
    cells = {
        name: model.index(row, column).data()
        for name, column in zip(model.players, model.player_columns(), strict=True)
    }
    assert cells == {"Anna": "−1", "Ben": "−1", "Chie": "1", "Daiki": "1", "Emil": "0"}
    anna = model.index(row, model.player_columns()[0])
    assert anna.data(Qt.ItemDataRole.ToolTipRole) == "Anna: −1 in all"


def test_the_evening_summary_opens_as_large_as_the_screen_allows(
    qtbot: QtBot, store: Store, english: Translations
) -> None:
    """Qt opens a dialog at two thirds of the screen at most: on 1280×720 the
    summary came up 850 pixels wide, the statistics showing one and a half of
    seven players and settling up scrolled. It takes its own size now, within
    the screen."""
    window = active(qtbot, shown_window(qtbot, store, english, (1280, 700)))
    window.controller.create(session_json(["Anna", "Ben", "Chie", "Daiki", "Emil", "Fumi", "Gus"]))
    window.page.entry.clear()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    summary = window.glance.summary
    assert summary is not None and summary.isVisible()
    screen = summary.screen().availableGeometry()
    wanted = summary.sizeHint()
    assert summary.width() >= min(wanted.width(), screen.width() - 40)
    assert summary.height() >= min(wanted.height(), screen.height() - 80)
    assert screen.contains(summary.frameGeometry().topLeft())


def test_seven_players_statistics_in_german_need_no_sideways_scrolling(
    qtbot: QtBot, language: Callable[[str], str]
) -> None:
    """In German the players' table scrolled sideways at 1280×720: its label column
    was as wide as the bold section titles ("Sonderpunkte (erzielt / abgegeben)").
    A section title spans the row now and the label column is as wide as its labels."""
    from schreiber.ui.evening.summary import EveningSummary
    from tests.ui.test_stats_view import SEVEN, elided_cells

    language("de")
    data = doppelkopf_evening() | {"players": SEVEN, "first_dealer": "Anna", "deals": []}
    records: list[dict[str, object]] = []
    for number in range(14):  # announcements and bonuses: every section of the table
        next_deal = parse_session(data | {"deals": records}).replay().next
        seated = [name for name in SEVEN if name not in next_deal.sitting_out]
        records.append(
            {
                "type": "normal",
                "re": [seated[number % 4], seated[(number + 1) % 4]],
                "re_points": 100 + 9 * (number % 7),
                "announcements": {"re": ["re"] if number % 3 else [], "kontra": []},
                "bonuses": [{"kind": ("fox", "charlie", "doppelkopf")[number % 3], "party": "re"}],
            }
        )
    summary = EveningSummary()
    qtbot.addWidget(summary)
    summary.set_session(parse_session(data | {"deals": records}))
    summary.show_statistics()
    summary.resize(1180, 680)  # its size on a 1280×720 screen
    summary.show()
    qtbot.waitExposed(summary)
    players = summary.statistics.players_view
    model = summary.statistics.player_model
    headings = [row for row in range(model.rowCount()) if model.rows[row].heading]
    assert headings  # "Re und Kontra", "Sonderpunkte (erzielt / abgegeben)", …
    for row in headings:
        assert players.columnSpan(row, 0) == model.columnCount()
    assert elided_cells(players) == []
    assert players.horizontalScrollBar().maximum() == 0


def test_the_rate_per_point_follows_a_change_of_language(
    qtbot: QtBot, language: Callable[[str], str]
) -> None:
    """Switched from German to English, settling up went on showing "0,05" as the
    rate beside "0.10 €" as the rounding."""
    from schreiber.ui.evening.settlement import SettlementView

    language("de")
    view = SettlementView()
    qtbot.addWidget(view)
    view.set_settings("0.05", "€", "0.10")
    assert view.rate_edit.text() == "0,05"
    language("en")
    QApplication.processEvents()  # the language change arrives
    assert view.rate_edit.text() == "0.05"
    assert view.rounding_combo.currentText() == "0.10 €"
    language("de")
    QApplication.processEvents()
    assert view.rate_edit.text() == "0,05"
    assert view.settings() == ("0.05", "€", "0.10")


def test_the_status_bar_is_there_before_the_first_message(
    qtbot: QtBot, store: Store, english: Translations
) -> None:
    """The status bar was made by the first message ("Deal 1 saved"): the sheet and
    the form jumped up 22 pixels when the first deal was saved, and a window opened
    on an evening had no status bar until then."""
    window = active(qtbot, shown_window(qtbot, store, english, (1280, 700)))
    window.controller.create(session_json(FIVE))
    window.page.entry.clear()
    QApplication.processEvents()
    assert window.statusBar().isVisible()
    height = window.page.height()
    keys(qtbot, window.page.entry, "12150")  # type: ignore[arg-type]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    QApplication.processEvents()
    assert window.statusBar().currentMessage() == "Deal 1 saved"
    assert window.page.height() == height
