"""The table view (F11): standings, next dealer, sitting out and Bock, for the whole table."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from schreiber.store.database import Store
from schreiber.ui.i18n import Translations
from schreiber.ui.main_window import MainWindow
from tests.ui import windows
from tests.ui.conftest import session_json
from tests.ui.windows import own_settings

NAMES = ["Anna", "Ben", "Chie", "Daiki", "Emi", "Fumi", "Gustav"]
DRAW = {"type": "normal", "re": ["Chie", "Daiki"], "re_points": 120}  # Re loses; Bock
WON = {"type": "normal", "re": ["Chie", "Daiki"], "re_points": 150}


def press(qtbot: QtBot, *keys: Qt.Key | str) -> None:
    """Keys as a player presses them, each to the widget that has the focus."""
    for key in keys:
        target = QApplication.focusWidget()
        assert target is not None, "the window lost the keyboard focus"
        if isinstance(key, str):
            qtbot.keyClicks(target, key)
        else:
            qtbot.keyClick(target, key)


def open_window(
    qtbot: QtBot, store: Store, session: dict[str, object], size: tuple[int, int] = (1280, 720)
) -> MainWindow:
    window = MainWindow(store, own_settings())
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.controller.create(session)
    window.stack.setCurrentWidget(window.page)
    with qtbot.waitActive(window):
        window.activateWindow()
    window.page.entry.clear()
    return window


def shown_labels(root: QWidget) -> list[QLabel]:
    return [label for label in root.findChildren(QLabel) if label.isVisible() and label.text()]


def test_f11_shows_the_table_view_and_f11_goes_back_to_the_deal(qtbot: QtBot, store: Store) -> None:
    window = open_window(qtbot, store, session_json())
    press(qtbot, "1", "3", "1", "5", "0", Qt.Key.Key_Return)  # Anna + Chie win 150
    assert len(window.controller.session.deals) == 1
    press(qtbot, "2", "4")  # the next deal half typed: Ben + Daiki
    typing_in = QApplication.focusWidget()
    press(qtbot, Qt.Key.Key_F11)
    assert window.table_view_shown()
    table = window.table_view
    assert table.isVisible() and table.hasFocus()
    assert window.table_action.isChecked()
    assert table.texts()["rows"] == [
        ("1.", "Anna", "+1"),
        ("1.", "Chie", "+1"),
        ("3.", "Ben", "−1"),
        ("3.", "Daiki", "−1"),
    ]
    assert table.texts()["next"] == "Deal 2: Ben deals"
    assert table.texts()["sitting_out"] == ""
    assert table.texts()["bock"] == ""
    # Back at once, the keys in the field they were in: the deal goes on.
    press(qtbot, Qt.Key.Key_F11)
    assert window.stack.currentWidget() is window.page
    assert not window.table_action.isChecked()
    assert QApplication.focusWidget() is typing_in
    press(qtbot, "1", "5", "0", Qt.Key.Key_Return)
    deals = window.controller.session.deals
    assert len(deals) == 2
    assert deals[1].re == ("Ben", "Daiki") and deals[1].re_points == 150


def test_esc_goes_back_to_the_deal_form(qtbot: QtBot, store: Store) -> None:
    window = open_window(qtbot, store, session_json())
    press(qtbot, Qt.Key.Key_F6)  # the keys in the sheet first
    press(qtbot, Qt.Key.Key_F11)
    assert window.table_view_shown()
    press(qtbot, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.page
    # Not back to the sheet: into the deal form, ready for the next deal.
    focus = QApplication.focusWidget()
    entry = window.page.entry
    assert focus is not None and entry.isAncestorOf(focus)  # type: ignore[attr-defined]
    press(qtbot, "1", "3", "1", "5", "0", Qt.Key.Key_Return)
    assert len(window.controller.session.deals) == 1


FIRST_FIVE = [(1, "Ben", 2), (2, "Anna", 0), (2, "Chie", 0), (2, "Daiki", 0), (2, "Emi", 0)]


def zero_or_signed(total: int) -> str:
    return f"{total:+d}".replace("-", "−") if total else "0"  # a real minus sign


@pytest.mark.parametrize(
    ("count", "rows", "sitting_out", "bock"),
    [
        (4, [(1, "Anna", 0), (1, "Ben", 0), (1, "Chie", 0), (1, "Daiki", 0)], "", 3),
        (
            5,
            [(1, "Ben", 2), (2, "Chie", 0), (2, "Daiki", 0), (2, "Emi", 0), (5, "Anna", -2)],
            "Chie",
            4,
        ),
        (
            6,
            [*FIRST_FIVE, (6, "Fumi", -2)],
            "Ben, Chie",
            5,
        ),
        (
            7,
            [*FIRST_FIVE, (2, "Gustav", 0), (7, "Fumi", -2)],
            "Anna, Ben, Chie",
            6,
        ),
    ],
)
def test_the_table_view_shows_standings_dealer_sitting_out_and_bock(
    qtbot: QtBot,
    store: Store,
    count: int,
    rows: list[tuple[int, str, int]],
    sitting_out: str,
    bock: int,
) -> None:
    window = open_window(qtbot, store, session_json(NAMES[:count], deals=[DRAW, WON]))
    press(qtbot, Qt.Key.Key_F11)
    texts = window.table_view.texts()
    assert texts["rows"] == [
        (f"{rank}.", name, zero_or_signed(total)) for rank, name, total in rows
    ]
    # The same totals as the sheet's standings.
    assert {name: total for _, name, total in rows} == window.controller.replay.totals
    assert texts["title"] == "Test evening — after 2 deals"
    assert texts["next"] == "Deal 3: Chie deals"
    assert texts["sitting_out"] == (f"Sits out: {sitting_out}" if sitting_out else "")
    assert texts["bock"] == f"Bock ahead: {bock} deals ×2"


def test_stacked_bock_is_counted_by_factor(qtbot: QtBot, store: Store) -> None:
    window = open_window(qtbot, store, session_json(deals=[DRAW, DRAW]))
    press(qtbot, Qt.Key.Key_F11)
    # The second draw was a Bock deal: three deals ×4 now, then one ×2.
    assert window.table_view.texts()["bock"] == "Bock ahead: 3 deals ×4, 1 deal ×2"


def test_no_bock_line_in_schafkopf(qtbot: QtBot, store: Store) -> None:
    from scripts.samples import schafkopf_evening

    window = open_window(qtbot, store, schafkopf_evening())
    press(qtbot, Qt.Key.Key_F11)
    texts = window.table_view.texts()
    assert texts["bock"] == ""
    assert sorted(name for _, name, _ in texts["rows"]) == ["Jonas", "Lea", "Mia"]  # type: ignore[attr-defined]
    assert str(texts["next"]).startswith("Deal 5: ")  # four deals played and a redeal


def test_the_table_view_follows_deals_saved_in_another_window(
    qtbot: QtBot, store: Store, tmp_path: Path
) -> None:
    window = open_window(qtbot, store, session_json())
    press(qtbot, Qt.Key.Key_F11)
    assert window.table_view.texts()["rows"] == [
        ("1.", "Anna", "0"),
        ("1.", "Ben", "0"),
        ("1.", "Chie", "0"),
        ("1.", "Daiki", "0"),
    ]
    assert window.controller.service is not None
    other = windows.open_window(qtbot, store, tmp_path, "other")
    other.open_session(window.controller.service.session_id)
    windows.save_deal(qtbot, other, "24150")  # Ben + Daiki win 150
    windows.wait_for_deals(qtbot, window, 1)
    assert window.table_view_shown()
    rows = window.table_view.texts()["rows"]
    assert rows == [
        ("1.", "Ben", "+1"),
        ("1.", "Daiki", "+1"),
        ("3.", "Anna", "−1"),
        ("3.", "Chie", "−1"),
    ]
    assert window.table_view.texts()["next"] == "Deal 2: Ben deals"


def inside(rect: QRect, outer: QRect) -> bool:
    return outer.contains(rect.topLeft()) and outer.contains(rect.bottomRight())


LONGEST = [f"Maximilian Wolfgang Wilhelm Wunderlich {n}" for n in range(1, 8)]


@pytest.mark.parametrize(
    "names", [NAMES, LONGEST, [f"ワタナベ・ヴィルヘルミーナ・ミナミカワ{n}" for n in range(7)]]
)
def test_every_player_is_readable_at_1280_by_720(
    qtbot: QtBot, store: Store, names: list[str]
) -> None:
    assert all(len(name) <= 40 for name in names)
    players = [name for name in names[:7]]
    deals = [
        {"type": "normal", "re": [players[2], players[3]], "re_points": 120},
        {"type": "normal", "re": [players[3], players[4]], "re_points": 150},
    ]
    session = session_json(players, deals=deals) | {"title": "Friday at the club"}
    window = open_window(qtbot, store, session)
    assert (window.width(), window.height()) == (1280, 720)
    press(qtbot, Qt.Key.Key_F11)
    table = window.table_view
    # The page never made the window grow.
    assert (window.width(), window.height()) == (1280, 720)
    page = QRect(table.mapTo(window, table.rect().topLeft()), table.size())
    assert inside(page, window.rect())
    labels = shown_labels(table)
    assert {label.text() for label in labels} >= set(players)
    for label in labels:
        where = QRect(label.mapTo(window, label.rect().topLeft()), label.size())
        assert inside(where, page), f"{label.text()!r} is outside the page"
        # The whole text fits its label: nothing cut off.
        metrics = label.fontMetrics()
        assert metrics.horizontalAdvance(label.text()) <= label.width(), label.text()
        assert metrics.height() <= label.height() + 1, label.text()
    # No two lines overlap.
    rects = sorted(
        (label.geometry() for label in labels if label.text() in players), key=lambda r: r.top()
    )
    for upper, lower in itertools.pairwise(rects):
        assert upper.bottom() < lower.top()
    # Large type: a name is far taller than the window's ordinary text.
    name_label = next(label for label in labels if label.text() == players[0])
    assert name_label.fontMetrics().height() >= 2 * window.fontMetrics().height()


def test_the_type_scales_with_the_window(qtbot: QtBot, store: Store) -> None:
    window = open_window(qtbot, store, session_json(deals=[WON]), size=(800, 500))
    press(qtbot, Qt.Key.Key_F11)
    small = window.table_view.point_size
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: window.table_view.width() > 1200)
    assert window.table_view.point_size > small * 1.5


def test_the_table_view_speaks_the_chosen_language(
    qtbot: QtBot, store: Store, english: Translations
) -> None:
    window = open_window(qtbot, store, session_json(NAMES[:5], deals=[DRAW, WON]))
    press(qtbot, Qt.Key.Key_F11)
    try:
        english.apply("de")
        QApplication.processEvents()  # (every widget gets LanguageChange)
        texts = window.table_view.texts()
        assert texts["next"] == "Spiel 3: Chie gibt"
        assert texts["sitting_out"] == "Setzt aus: Chie"
        assert texts["bock"] == "Bock steht an: 4 Spiele ×2"
        assert window.table_view.hint.text() == "F11 oder Esc: zurück zur Liste"
        assert window.table_action.text() == "&Tischansicht"
        english.apply("ja")
        QApplication.processEvents()
        assert window.table_view.texts()["next"] == "第3ディール：ディーラーはChie"
    finally:
        english.apply("en")
        QApplication.processEvents()
    assert window.table_view.texts()["next"] == "Deal 3: Chie deals"
    assert window.table_view_shown()
