"""A club night on paper and on the wall: the night's standing as a one-page PDF,
the DDV-style table lists with a row per deal due, and the full-screen wall view
that follows the tables live. PDFs are read back with poppler's pdftotext."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from schreiber.club.night_plan import DEALS_PER_ROUND, draw_round, standard_rules
from schreiber.session.service import SessionService
from schreiber.store.core import StoreCore
from schreiber.store.database import Store
from schreiber.ui.club.controller import NightController
from schreiber.ui.club.night_core import guest_name, round_sessions
from schreiber.ui.club.night_print import save_table_lists
from schreiber.ui.club.night_window import NightWindow, open_night_window
from schreiber.ui.club.wall import WallWindow
from schreiber.ui.common.text import signed
from schreiber.ui.i18n import Translations
from tests.ui.test_club_print import page_count, page_text
from tests.ui.windows import WAIT_MS, open_window

TITLE = "Autumn club night"
DATE = "2026-10-09"
THIRTEEN = [
    "Anna", "Ben", "Chie", "Daiki", "Emil", "Fumi", "Greta",
    "Hana", "Ida", "Jonas", "さくら", "健太", "Mia",
]  # fmt: skip
FORTY = THIRTEEN + [f"Player {n}" for n in range(14, 41)]

# Headings as each language prints them (those already in the catalogue).
WORDS = {
    "en": {"round": "Round {n}", "total": "Total", "list": "Table list", "sign": "Signatures"},
    "de": {"round": "Runde {n}", "total": "Summe", "list": "Spielliste", "sign": "Unterschriften"},
    "ja": {"round": "第{n}回戦", "total": "合計", "list": "記録表", "sign": "署名"},
}


@pytest.fixture(params=["en", "de", "ja"])
def language(request: pytest.FixtureRequest, english: Translations) -> Iterator[str]:
    code: str = request.param
    switch(english, code)
    try:
        yield code
    finally:
        switch(english, "en")


def switch(translations: Translations, language: str) -> None:
    translations.apply(language)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    QApplication.processEvents()


def deal(re_party: Sequence[str], points: int = 150) -> dict[str, object]:
    return {"type": "normal", "re": list(re_party), "re_points": points}


def start_night(
    store: StoreCore, present: Sequence[str], rounds: int = 2, guests: Sequence[str] = ()
) -> int:
    """A night of ``present`` with ``rounds`` rounds drawn, a few deals at each table;
    ``guests`` (of ``present``) play as guests (the store's mark only: the night's
    settings do not list them, as in a night stored before they did)."""
    controller = NightController(store)
    rules = standard_rules("doppelkopf")
    seed = 4711
    first = draw_round(present, seed, 1)
    night_id = controller.start_night(
        DATE,
        TITLE,
        present,
        seed,
        {},
        round_sessions(rules, TITLE, DATE, 1, first),
        guests=guests,
    )
    drawn = [first]
    for number in range(2, rounds + 1):
        tables = draw_round(present, seed, number, drawn)
        controller.store_round(night_id, number, round_sessions(rules, TITLE, DATE, number, tables))
        drawn.append(tables)
    for index, info in enumerate(store.nights.sessions_of_night(night_id)):
        playing = [p for p in info.players if len(info.players) == 4 or p != info.players[0]]
        service = SessionService(store, info.id)
        service.add_deal(deal(playing[index % 3 : index % 3 + 2], 120 + 30 * (index % 4)))
        service.add_deal(deal(playing[1:3], 200))
    return night_id


def window_on(qtbot: QtBot, store: StoreCore, tmp_path: Path, night_id: int) -> NightWindow:
    main = open_window(qtbot, store, tmp_path, "main")
    return open_night_window(main, night_id)


def saving_to(monkeypatch: pytest.MonkeyPatch, folder: Path) -> list[str]:
    """The file dialog answers with ``folder`` and the name offered; the names asked."""
    asked: list[str] = []

    def save_name(_parent: object, _caption: str, name: str, _filter: str) -> tuple[str, str]:
        asked.append(name)
        return str(folder / name), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    return asked


def numbered_rows(text: str) -> list[int]:
    """The deals' numbers: a number at the start of a line, then the dealer's name."""
    return [int(n) for n in re.findall(r"^ ?(\d+) [^\W\d_]", text, re.MULTILINE)]


# The night's standing on paper ---------------------------------------------------------


def test_the_standing_is_one_page_in_the_standings_order(
    qtbot: QtBot, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    night_id = start_night(store, FORTY)
    window = window_on(qtbot, store, tmp_path, night_id)
    asked = saving_to(monkeypatch, tmp_path)
    assert window.standing_button.isEnabled()
    window.standing_button.click()
    target = tmp_path / asked[0]
    assert page_count(target) == 1
    text = page_text(target, 1)
    words = WORDS[language]
    for number in (1, 2):
        assert words["round"].format(n=number) in text
    assert words["total"] in text and TITLE in text
    lines = text.splitlines()
    at = []
    for row in window.rows:
        points = {score.round: score.points for score in row.rounds}
        cells = [str(row.rank), re.escape(row.player)]
        cells += [re.escape(signed(points[n])) if n in points else "–" for n in (1, 2)]
        cells.append(re.escape(signed(row.points)))
        pattern = re.compile(r"^ ?" + " ".join(cells) + " ?$")
        found = [index for index, line in enumerate(lines) if pattern.match(line)]
        assert len(found) == 1, (row, pattern.pattern)
        at.append(found[0])
    assert at == sorted(at)  # in the standing's order, place 1 first
    ranks = [row.rank for row in window.rows]
    assert ranks == sorted(ranks) and ranks[0] == 1
    assert str(target) in window.message.text()  # where it went, in any language
    window.close()


# The table lists ---------------------------------------------------------------------------


def test_a_table_of_five_gets_thirty_rows_and_a_table_of_four_twenty_four(
    qtbot: QtBot, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    night_id = start_night(store, THIRTEEN, rounds=1)  # tables of 5, 4 and 4
    window = window_on(qtbot, store, tmp_path, night_id)
    tables = window.round_tables(1)
    assert [len(table) for table in tables] == [5, 4, 4]
    asked = saving_to(monkeypatch, tmp_path)
    window.lists_button.click()
    target = tmp_path / asked[0]
    assert page_count(target) == 3
    for page, (table, due) in enumerate(zip(tables, (30, 24, 24), strict=True), start=1):
        text = page_text(target, page)
        flat = page_text(target, page, layout=False)
        assert numbered_rows(text) == list(range(1, due + 1))
        for heading in (
            "Deal",
            "Dealer",
            "Re party",
            "Game / notes",
            "Announcements",
            "Running totals",
            "Game value",
            "Bock",
            "Total",
            "Signatures",
        ):
            assert heading in flat, heading
        assert ("Sits out" in flat) == (len(table) == 5)
        for seat, name in enumerate(table, start=1):
            assert f"Seat {seat} · {name}" in text  # under its signature line
        # Who deals, seat 1 first and round the table; at five the dealer sits out.
        for number in (1, 2, len(table) + 1, due):
            dealer = table[(number - 1) % len(table)]
            out = f" {dealer}" if len(table) == 5 else ""
            assert re.search(rf"^ ?{number} {dealer}{out}( |$)", text, re.MULTILINE), number
    window.close()


def test_the_rows_follow_the_nights_deals_per_round(
    qtbot: QtBot, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    night_id = start_night(store, THIRTEEN, rounds=1)
    store.nights.update_night_settings(night_id, {DEALS_PER_ROUND: 16})
    window = window_on(qtbot, store, tmp_path, night_id)
    asked = saving_to(monkeypatch, tmp_path)
    window.lists_button.click()
    target = tmp_path / asked[0]
    assert numbered_rows(page_text(target, 1)) == list(range(1, 21))  # 16 × 5 / 4
    assert numbered_rows(page_text(target, 2)) == list(range(1, 17))
    window.close()


def test_a_long_list_goes_on_with_its_header(language: str, tmp_path: Path) -> None:
    words = WORDS[language]
    target = tmp_path / "lists.pdf"
    table = THIRTEEN[:7]  # 42 deals due: two pages
    assert save_table_lists(target, TITLE, DATE, 3, [table]) == 2
    assert page_count(target) == 2
    first, second = page_text(target, 1), page_text(target, 2)
    assert numbered_rows(first) + numbered_rows(second) == list(range(1, 43))
    for text in (first, second):
        assert words["list"] in text and words["round"].format(n=3) in text
        assert all(name in text for name in table)
    assert words["sign"] not in first and words["sign"] in second


# The wall ---------------------------------------------------------------------------------


def test_the_wall_follows_the_tables_in_large_type(
    qtbot: QtBot, store: Store, tmp_path: Path
) -> None:
    night_id = start_night(store, THIRTEEN)
    window = window_on(qtbot, store, tmp_path, night_id)
    window.wall_button.click()
    walls = window.findChildren(WallWindow)
    assert len(walls) == 1
    wall = walls[0]
    qtbot.waitExposed(wall)
    assert wall.isFullScreen()
    qtbot.keyClick(wall, Qt.Key.Key_F11)  # a window again
    assert not wall.isFullScreen()
    wall.resize(1280, 720)
    qtbot.waitUntil(lambda: wall.width() == 1280 and wall.height() == 720)
    assert sorted(wall.names()) == sorted(THIRTEEN)
    inside = QRectF(wall.rect())
    assert all(inside.contains(cell.rect) for cell in wall.cells)
    default = QFontMetricsF(QApplication.font()).height()
    assert QFontMetricsF(wall.body_font).height() >= 2 * default

    # Another laptop saves a deal: the wall shows it without being asked.
    info = store.nights.sessions_of_night(night_id)[-1]
    leader = info.players[0]

    def shown_total() -> int:
        return next(line.total for line in wall.lines if line.player == leader)

    before = shown_total()
    with Store(store.path) as other:
        SessionService(other, info.id).add_deal(deal(info.players[:2], 240))
    qtbot.waitUntil(lambda: shown_total() != before, timeout=WAIT_MS)
    now = next(row.points for row in window.rows if row.player == leader)
    assert shown_total() == now > before
    assert signed(now) in [cell.text for cell in wall.cells]

    # F11 full screen again; Esc leaves it, and Esc again closes the wall.
    qtbot.keyClick(wall, Qt.Key.Key_F11)
    assert wall.isFullScreen()
    qtbot.keyClick(wall, Qt.Key.Key_Escape)
    assert not wall.isFullScreen() and wall.isVisible()
    qtbot.keyClick(wall, Qt.Key.Key_Escape)
    assert not wall.isVisible()
    window.close()


def test_the_wall_keeps_following_when_the_standing_window_is_closed(
    qtbot: QtBot, store: Store, tmp_path: Path
) -> None:
    night_id = start_night(store, THIRTEEN, rounds=1)
    window = window_on(qtbot, store, tmp_path, night_id)
    window.wall_button.click()
    wall = window.findChildren(WallWindow)[0]
    window.close()
    assert window.timer.isActive()  # the wall still needs the night read
    before = wall.refreshes
    info = store.nights.sessions_of_night(night_id)[-1]  # a table of four
    with Store(store.path) as other:
        SessionService(other, info.id).add_deal(deal(info.players[1:3], 240))
    qtbot.waitUntil(lambda: wall.refreshes > before, timeout=WAIT_MS)
    wall.close()
    assert not window.timer.isActive()


def test_forty_players_fit_the_wall_at_1280_by_720(
    qtbot: QtBot, store: Store, tmp_path: Path
) -> None:
    night_id = start_night(store, FORTY, rounds=1)
    window = window_on(qtbot, store, tmp_path, night_id)
    window.wall_button.click()
    wall = window.findChildren(WallWindow)[0]
    qtbot.keyClick(wall, Qt.Key.Key_Escape)  # out of full screen, still open
    wall.resize(1280, 720)
    qtbot.waitUntil(lambda: wall.width() == 1280 and wall.height() == 720)
    assert sorted(wall.names()) == sorted(FORTY)
    inside = QRectF(wall.rect())
    assert all(inside.contains(cell.rect) for cell in wall.cells)
    default = QFontMetricsF(QApplication.font()).height()
    assert QFontMetricsF(wall.body_font).height() >= 1.5 * default
    window.close()


def test_the_last_row_of_a_windowed_wall_stays_on_the_screen(
    qtbot: QtBot, store: Store, tmp_path: Path
) -> None:
    """A wall in a window is opened within the screen's free area; one taller than
    the screen (or partly below it) lays its standing out in what the screen shows:
    the last row is not cut off."""
    night_id = start_night(store, FORTY, rounds=2)
    window = window_on(qtbot, store, tmp_path, night_id)
    window.wall_button.click()
    wall = window.findChildren(WallWindow)[0]
    qtbot.waitExposed(wall)
    qtbot.keyClick(wall, Qt.Key.Key_Escape)  # a window now
    assert not wall.isFullScreen() and wall.isVisible()
    screen = wall.screen().availableGeometry()

    def on_screen() -> QRectF:
        """The part of the wall within the screen's free area, in its coordinates."""
        corner = wall.mapFromGlobal(screen.topLeft())
        return QRectF(wall.rect()).intersected(
            QRectF(corner.x(), corner.y(), screen.width(), screen.height())
        )

    def last_row_bottom() -> float:
        return max(cell.rect.bottom() for cell in wall.cells)

    assert screen.contains(wall.geometry())  # opened no larger than the screen
    assert sorted(wall.names()) == sorted(FORTY)
    assert last_row_bottom() <= on_screen().bottom()
    # Taller than the screen: the type shrinks to the height that shows.
    wall.resize(wall.width(), screen.height() + 400)
    qtbot.waitUntil(lambda: wall.height() == screen.height() + 400)
    assert sorted(wall.names()) == sorted(FORTY)
    assert last_row_bottom() <= on_screen().bottom() < wall.height()
    assert all(on_screen().contains(cell.rect) for cell in wall.cells)
    # Moved partly below the screen's edge: laid out again in what shows.
    wall.resize(wall.width(), screen.height() // 2)
    qtbot.waitUntil(lambda: wall.height() == screen.height() // 2)
    wall.move(wall.x(), screen.bottom() - wall.height() // 2)
    qtbot.waitUntil(lambda: last_row_bottom() <= on_screen().bottom())
    assert all(on_screen().contains(cell.rect) for cell in wall.cells)
    wall.close()
    window.close()


# Guests -------------------------------------------------------------------------------------


def test_guests_are_marked_on_the_wall_and_on_paper(
    qtbot: QtBot,
    store: Store,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    language: str,
) -> None:
    guests = ["Mia", "健太"]
    night_id = start_night(store, THIRTEEN, rounds=2, guests=guests)
    window = window_on(qtbot, store, tmp_path, night_id)
    if language == "en":
        assert guest_name("Mia") == "Mia (guest)"

    def printed(name: str) -> str:  # as pdftotext reads it back (（ゲスト） is (ゲスト))
        return unicodedata.normalize("NFKC", guest_name(name))

    assert window.guests == frozenset(guests)
    # The night window: the tables, the standing and who the guests are.
    players = window.tables_model.column_texts(2)
    assert sum(guest_name("Mia") in text for text in players) == 2  # a table each round
    assert all(guest_name("Anna") not in text for text in players)
    names = window.standing_model.column_texts(1)
    assert guest_name("Mia") in names and guest_name("健太") in names and "Anna" in names
    assert "Mia" in window.people_note.text() and window.people_note.isVisible()
    # The wall.
    window.wall_button.click()
    wall = window.findChildren(WallWindow)[0]
    qtbot.keyClick(wall, Qt.Key.Key_Escape)
    texts = [cell.text for cell in wall.cells]
    assert guest_name("Mia") in texts and "Anna" in texts and guest_name("Anna") not in texts
    assert sorted(wall.names()) == sorted(THIRTEEN)
    wall.close()
    # The standing on paper.
    asked = saving_to(monkeypatch, tmp_path)
    window.standing_button.click()
    text = page_text(tmp_path / asked[-1], 1)
    assert printed("Mia") in text and printed("健太") in text
    assert printed("Anna") not in text
    # The Spielliste: the seats and the signatures of a guest's table.
    window.lists_button.click()
    lists = tmp_path / asked[-1]
    tables = window.round_tables(2)
    for page, table in enumerate(tables, start=1):
        flat = page_text(lists, page, layout=False)
        for name in table:
            assert (printed(name) in flat) == (name in guests), (name, page)
    window.close()
