"""Club → League table…: the season's standings as ``schreiber league`` ranks them,
the ranking and the money typed with the keys and kept with the season, each
player's evenings, the chart, the exports, and the window following changes."""

from __future__ import annotations

import datetime
import random
import re
import subprocess
import sys
import unicodedata
from collections.abc import Iterator, Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from schreiber.club.league import league_request
from schreiber.club.money import parse_money, season_money
from schreiber.io.season_file import read_season_file
from schreiber.session.file import parse_session
from schreiber.session.service import create_session, session_from_data, session_json
from schreiber.store.core import StoreCore
from schreiber.ui.club.league_models import RAW_ROLE, SESSION_ROLE, RowsModel
from schreiber.ui.club.league_window import LeagueWindow, show_league
from schreiber.ui.i18n import Translations
from schreiber.ui.main_window import MainWindow

CLUB = ["Anna", "Ben", "Chie", "Daiki", "Emi", "Felix", "Greta", "Hiro"]


def club_deals(players: Sequence[str], rng: random.Random, count: int) -> list[dict[str, object]]:
    """Doppelkopf deals of one table: pairs and now and then a queen solo."""
    deals: list[dict[str, object]] = []
    for _ in range(count):
        if rng.random() < 0.15:
            soloist = rng.choice(list(players))
            deals.append(
                {"type": "solo_queen", "re": [soloist], "re_points": rng.choice([100, 130, 150])}
            )
        else:
            deals.append(
                {
                    "type": "normal",
                    "re": rng.sample(list(players), 2),
                    "re_points": rng.choice([90, 110, 125, 150, 180]),
                }
            )
    return deals


def club_season(
    store: StoreCore,
    *,
    name: str = "2026",
    players: Sequence[str] = CLUB,
    nights: int = 4,
    deals: int = 8,
    seed: int = 7,
    first: datetime.date = datetime.date(2026, 3, 2),
    skip: Sequence[str] = (),
) -> tuple[int, list[int]]:
    """A season of weekly club nights at tables of four: (season id, session ids).
    The players in ``skip`` miss the first night (fewer evenings)."""
    season_id = store.seasons.create_season(name, f"{first.year}-01-01", f"{first.year}-12-31")
    rng = random.Random(seed)
    ids = []
    for week in range(nights):
        date = (first + datetime.timedelta(weeks=week)).isoformat()
        names = [p for p in players if week or p not in skip]
        rng.shuffle(names)
        for table in range(len(names) // 4):
            seated = names[4 * table : 4 * table + 4]
            session = {
                "format": "schreiber-session",
                "version": 1,
                "game": "doppelkopf",
                "title": f"Club night · table {table + 1}",
                "date": date,
                "players": seated,
                "first_dealer": seated[0],
                "rules": {"preset": "standard"},
                "deals": club_deals(seated, rng, deals),
            }
            ids.append(create_session(store, parse_session(session), season_id=season_id))
    return season_id, ids


def open_main(qtbot: QtBot, store: StoreCore, tmp_path: Path, name: str = "main") -> MainWindow:
    settings = QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(store, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start_up()
    return window


def open_league(qtbot: QtBot, window: MainWindow, season_id: int | None = None) -> LeagueWindow:
    window.league_action.trigger()
    league = window.findChild(LeagueWindow)
    assert isinstance(league, LeagueWindow)
    qtbot.waitExposed(league)
    if season_id is not None and league.season_id() != season_id:
        league.season_combo.setCurrentIndex(league.season_combo.findData(season_id))
    return league


def rows(model: RowsModel) -> list[list[object]]:
    return [
        [model.index(row, column).data(RAW_ROLE) for column in range(model.columnCount())]
        for row in range(model.rowCount())
    ]


def shown_rows(model: RowsModel) -> list[list[str]]:
    return [
        [model.index(row, column).data() for column in range(model.columnCount())]
        for row in range(model.rowCount())
    ]


def standings_shown(league: LeagueWindow) -> list[dict[str, object]]:
    return [
        {"player": p, "rank": r, "score": s, "evenings": e, "deals": d}
        for r, p, s, e, d in rows(league.standings_model)
    ]


def expected(store: StoreCore, ids: Sequence[int], ranking: dict[str, object]) -> object:
    request = {
        "ranking": ranking,
        "evenings": [session_json(store.sessions.load_session(i)) for i in ids],
    }
    return league_request(request)["standings"]


def setting(store: StoreCore, season_id: int, key: str) -> Any:
    """The season's setting ``key`` as stored."""
    return store.seasons.season(season_id).settings[key]


def focus(qtbot: QtBot, widget: QWidget) -> None:
    window = widget.window()
    if not window.isActiveWindow():
        with qtbot.waitActive(window):
            window.activateWindow()
    widget.setFocus()


def retype(qtbot: QtBot, widget: QWidget, typed: str) -> None:
    """Select what the field holds and type over it, key by key."""
    focus(qtbot, widget)
    qtbot.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(widget, Qt.Key.Key_Backspace)
    if typed:
        qtbot.keyClicks(widget, typed)


@pytest.fixture
def save_as(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[str]:
    """The file dialog answers with the path set in the list's first item; the
    suggested names are appended."""
    answers: list[str] = []

    def ask(parent: object, title: str, suggested: str, filters: str) -> tuple[str, str]:
        answers.append(suggested)
        return answers[0], filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    return answers


# ----------------------------------------------------------------------------- the league


def test_the_standings_are_schreiber_league_of_the_season(
    qtbot: QtBot, store: StoreCore, tmp_path: Path, qtmodeltester: ModelTester
) -> None:
    season_id, ids = club_season(store)
    club_season(store, name="2025", first=datetime.date(2025, 3, 3), seed=1)
    window = open_main(qtbot, store, tmp_path)
    league = open_league(qtbot, window, season_id)
    assert league.season_combo.currentText() == "2026"
    assert standings_shown(league) == expected(store, ids, {"method": "total"})
    qtmodeltester.check(league.standings_model)
    # Readable: the first column says the rank, the score is signed.
    first = shown_rows(league.standings_model)[0]
    assert first[0] == "1" and first[2].startswith("+")
    # Ctrl+L again raises the same window.
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert window.findChildren(LeagueWindow) == [league]
    assert league.isVisible()


def test_the_season_of_today_is_shown_first(qtbot: QtBot, store: StoreCore, tmp_path: Path) -> None:
    today = datetime.date.today()
    club_season(store, name="Last year", first=datetime.date(today.year - 1, 3, 1))
    window = open_main(qtbot, store, tmp_path)
    league = show_league(window)
    season = store.seasons.season(league.season_id() or 0)
    assert season.start <= today.isoformat() <= season.end
    assert league.standings_model.rowCount() == 0
    assert league.chart.progress.dates == ()


def test_the_ranking_typed_is_kept_and_the_standings_follow(
    qtbot: QtBot, store: StoreCore, tmp_path: Path, qtmodeltester: ModelTester
) -> None:
    season_id, ids = club_season(store, skip=["Hiro", "Greta"])
    window = open_main(qtbot, store, tmp_path)
    league = open_league(qtbot, window, season_id)
    editor = league.ranking_editor
    # The fewest evenings: Hiro and Greta, who missed a night, follow unranked.
    retype(qtbot, editor.min_evenings_spin, "4")
    ranking = {"method": "total", "min_evenings": 4}
    assert setting(store, season_id, "ranking") == ranking
    shown = standings_shown(league)
    assert shown == expected(store, ids, ranking)
    assert [s["player"] for s in shown[-2:]] == ["Greta", "Hiro"] or [
        s["player"] for s in shown[-2:]
    ] == ["Hiro", "Greta"]
    assert shown[-1]["rank"] is None and shown_rows(league.standings_model)[-1][0] == ""
    tip = league.standings_model.index(len(shown) - 1, 1).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == "Not ranked: 3 of 4 evenings played"
    # The worst evening left out.
    retype(qtbot, editor.drop_worst_spin, "1")
    ranking = {"method": "total", "drop_worst": 1, "min_evenings": 4}
    assert setting(store, season_id, "ranking") == ranking
    assert standings_shown(league) == expected(store, ids, ranking)
    # The average per 12 deals: the combo by its keys, the number typed.
    focus(qtbot, editor.method_combo)
    qtbot.keyClick(editor.method_combo, Qt.Key.Key_Down)
    assert editor.method_combo.currentData() == "average"
    assert editor.per_deals_spin.isVisible() and not editor.drop_worst_spin.isVisible()
    retype(qtbot, editor.per_deals_spin, "12")
    ranking = {"method": "average", "per_deals": 12, "min_evenings": 4}
    assert setting(store, season_id, "ranking") == ranking
    assert standings_shown(league) == expected(store, ids, ranking)
    qtmodeltester.check(league.standings_model)


def test_table_points_in_the_grid_and_what_is_refused(
    qtbot: QtBot, store: StoreCore, tmp_path: Path
) -> None:
    season_id, ids = club_season(store)
    window = open_main(qtbot, store, tmp_path)
    league = open_league(qtbot, window, season_id)
    editor = league.ranking_editor
    focus(qtbot, editor.method_combo)
    qtbot.keyClick(editor.method_combo, Qt.Key.Key_End)
    assert editor.method_combo.currentData() == "table_points"
    assert editor.grid_box.isVisible()
    # A club's usual points are there to start from, and taken at once.
    saved = setting(store, season_id, "ranking")
    assert saved["table_points"]["4"] == [3, 1, -1, -3]
    assert standings_shown(league) == expected(store, ids, saved)
    # A place's points typed: 5, 2, 0, −3 at a table of four.
    cells = editor.cells[4]
    retype(qtbot, cells[0], "5")
    retype(qtbot, cells[1], "2")
    retype(qtbot, cells[2], "0")
    assert setting(store, season_id, "ranking")["table_points"]["4"] == [5, 2, 0, -3]
    # Something that is no number is named by its place, and nothing is saved.
    retype(qtbot, cells[1], "zwei")
    assert editor.error_label.isVisible()
    assert editor.error_label.text() == "Table points · table of 4 · place 2: must be a number"
    assert setting(store, season_id, "ranking")["table_points"]["4"] == [5, 2, 0, -3]
    retype(qtbot, cells[1], "2,5")
    assert not editor.error_label.isVisible()
    ranking = setting(store, season_id, "ranking")
    assert ranking["table_points"]["4"] == [5, 2.5, 0, -3]
    assert standings_shown(league) == expected(store, ids, ranking)
    # No points for tables of four, which the season has: said, not saved.
    for cell in cells:
        retype(qtbot, cell, "")
    assert editor.error_label.text() == (
        "Ranking · Table points: gives no points for a table of 4; add them"
    )
    assert setting(store, season_id, "ranking") == ranking


def test_a_players_evenings_open_in_the_main_window(
    qtbot: QtBot, store: StoreCore, tmp_path: Path, qtmodeltester: ModelTester
) -> None:
    season_id, ids = club_season(store)
    window = open_main(qtbot, store, tmp_path)
    league = open_league(qtbot, window, season_id)
    view = league.standings_view
    row = league.standings_model.player_row("Chie")
    focus(qtbot, view)
    view.setCurrentIndex(league.standings_model.index(0, 1))
    for _ in range(row):
        qtbot.keyClick(view, Qt.Key.Key_Down)
    assert league.selected == "Chie"
    assert league.chart.selected == "Chie"
    model = league.evenings_model
    qtmodeltester.check(model)
    assert model.rowCount() == 4  # a table each night
    chie = [
        session_from_data(store.sessions.load_session(i))
        for i in ids
        if "Chie" in store.sessions.load_session(i).players
    ]
    totals = [dict(s.replay().totals) for s in chie]
    assert [r[2] for r in rows(model)] == [t["Chie"] for t in totals]
    places = [1 + sum(1 for v in t.values() if v > t["Chie"]) for t in totals]
    assert [r[4] for r in rows(model)] == places
    assert [r[0] for r in rows(model)] == [s.date for s in chie]
    # The season's line: best evening and solos, as the statistics count them.
    best = max(t["Chie"] for t in totals)
    assert f"best evening {'+' if best > 0 else ''}" in league.player_summary.text()
    assert "solos:" in league.player_summary.text()
    # Enter (or a double-click) on an evening opens it in the main window.
    focus(qtbot, league.evenings_view)
    league.evenings_view.setCurrentIndex(model.index(2, 0))
    session_id = model.index(2, 0).data(SESSION_ROLE)
    qtbot.keyClick(league.evenings_view, Qt.Key.Key_Return)
    assert window.controller.service is not None
    assert window.controller.service.session_id == session_id


def test_statistics_of_the_season_and_over_the_years(
    qtbot: QtBot, store: StoreCore, tmp_path: Path, qtmodeltester: ModelTester
) -> None:
    season_id, _ = club_season(store)
    club_season(store, name="2025", first=datetime.date(2025, 3, 3), seed=3, nights=2)
    window = open_main(qtbot, store, tmp_path)
    league = open_league(qtbot, window, season_id)
    assert league.years_model.rowCount() == 0  # read only when shown
    league.tabs.setCurrentWidget(league.statistics_page)
    qtmodeltester.check(league.stats_model)
    qtmodeltester.check(league.years_model)
    stats = {str(r[0]): r for r in rows(league.stats_model)}
    assert sorted(stats) == sorted(CLUB)
    assert all(r[1] == 4 and r[2] == 32 for r in stats.values())  # evenings, deals
    seasons = [r[0] for r in rows(league.years_model)]
    assert seasons.count("2025") == 8 and seasons.count("2026") == 8
    points = {r[1]: r[4] for r in rows(league.years_model) if r[0] == "2026"}
    assert points == {name: r[3] for name, r in stats.items()}


def test_the_chart_follows_the_league_date_by_date(
    qtbot: QtBot, store: StoreCore, tmp_path: Path
) -> None:
    season_id, ids = club_season(store, nights=3)
    window = open_main(qtbot, store, tmp_path)
    league = open_league(qtbot, window, season_id)
    chart = league.chart
    assert chart.progress.dates == ("2026-03-02", "2026-03-09", "2026-03-16")
    final = {s["player"]: s["score"] for s in standings_shown(league)}
    assert {name: row[-1] for name, row in chart.progress.scores.items()} == final
    # After the first night: the league of that night's two tables.
    first = expected(store, ids[:2], {"method": "total"})
    assert isinstance(first, list)
    assert {name: row[0] for name, row in chart.progress.scores.items()} == {
        s["player"]: s["score"] for s in first
    }
    focus(qtbot, chart)
    qtbot.keyClick(chart, Qt.Key.Key_Home)
    assert chart.current == 0
    assert chart.accessibleDescription().startswith("The league after")
    qtbot.keyClick(chart, Qt.Key.Key_Right)
    assert chart.current == 1
    chart.grab()  # paints with the card


# ----------------------------------------------------------------------------- money


def test_the_money_typed_is_kept_and_settled(
    qtbot: QtBot, store: StoreCore, tmp_path: Path, qtmodeltester: ModelTester
) -> None:
    season_id, ids = club_season(store)
    store.people.add_person("Kassenwart")
    window = open_main(qtbot, store, tmp_path)
    league = open_league(qtbot, window, season_id)
    league.tabs.setCurrentWidget(league.money_page)
    editor = league.money_editor
    assert league.money_note.isVisible()  # not kept yet
    retype(qtbot, editor.rate_edit, "0,10")
    retype(qtbot, editor.currency_edit, "EUR")
    focus(qtbot, editor.pot_combo)
    qtbot.keyClick(editor.pot_combo, Qt.Key.Key_Down)  # a share of the losses
    retype(qtbot, editor.share_spin, "10")
    money = setting(store, season_id, "money")
    assert money == {
        "rate": "0.10",
        "currency": "EUR",
        "rounding": "0.01",
        "pot": "share",
        "share": "0.1",
    }
    assert not league.money_note.isVisible()
    sessions = [session_from_data(store.sessions.load_session(i)) for i in ids]
    settled = season_money(parse_money(money), sessions)
    balances = {r[0]: r[3] for r in rows(league.money_model)}
    assert balances == {**settled.balances, "": settled.pot}
    transfers = [(r[0], r[1], r[2]) for r in rows(league.transfers_model)]
    assert transfers == [(t.payer, t.payee, t.amount) for t in settled.transfers]
    assert "Club pot" in [r[1] for r in shown_rows(league.transfers_model)]
    assert "Club pot" in [r[0] for r in shown_rows(league.money_model)]
    assert league.pot_label.text().startswith("The club pot holds")
    qtmodeltester.check(league.money_model)
    qtmodeltester.check(league.transfers_model)
    # A treasurer from the roster holds the pot.
    focus(qtbot, editor.treasurer_combo)
    index = editor.treasurer_combo.findData("Kassenwart")
    for _ in range(index):
        qtbot.keyClick(editor.treasurer_combo, Qt.Key.Key_Down)
    assert setting(store, season_id, "money")["treasurer"] == "Kassenwart"
    payees = {r[1] for r in rows(league.transfers_model)}
    assert "Kassenwart" in payees and "" not in payees
    assert "kept by Kassenwart" in league.pot_label.text()
    # What is refused is named, and not kept: each valid step on the way was.
    retype(qtbot, editor.rate_edit, "5000")
    assert editor.error_label.text() == (
        "Money · Rate per point: must be between 0 and 1000 (got 5000)"
    )
    assert setting(store, season_id, "money")["rate"] == "500"
    retype(qtbot, editor.rate_edit, "")
    assert editor.error_label.text().startswith("Money · Rate per point:")
    retype(qtbot, editor.rate_edit, "0.05")
    assert not editor.error_label.isVisible()
    assert setting(store, season_id, "money")["rate"] == "0.05"


def test_a_fee_per_evening(qtbot: QtBot, store: StoreCore, tmp_path: Path) -> None:
    season_id, _ = club_season(store, nights=2)
    window = open_main(qtbot, store, tmp_path)
    league = open_league(qtbot, window, season_id)
    league.tabs.setCurrentWidget(league.money_page)
    editor = league.money_editor
    focus(qtbot, editor.pot_combo)
    qtbot.keyClick(editor.pot_combo, Qt.Key.Key_End)
    retype(qtbot, editor.fee_edit, "2")
    money = setting(store, season_id, "money")
    assert money["pot"] == "fee" and money["fee"] == "2"
    assert rows(league.money_model)[-1] == ["", None, None, Decimal("32.00")]  # 8 × 2 × 2


# ----------------------------------------------------------------------------- exports


def pdf_text(path: Path) -> str:
    out = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    return unicodedata.normalize("NFKC", out)


def pdf_pages(path: Path) -> int:
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    match = re.search(r"^Pages:\s+(\d+)", info.stdout, re.MULTILINE)
    assert match is not None
    return int(match.group(1))


def test_the_league_table_of_40_players_prints_on_one_a4_page(
    qtbot: QtBot, store: StoreCore, tmp_path: Path, save_as: list[str]
) -> None:
    players = [f"Mitglied Nummer {n:02d}" for n in range(1, 41)]
    season_id, _ = club_season(store, players=players, nights=1, deals=4)
    window = open_main(qtbot, store, tmp_path)
    league = open_league(qtbot, window, season_id)
    target = tmp_path / "league.pdf"
    save_as.append(str(target))
    league.pdf_button.click()
    assert save_as[1].endswith("League table 2026.pdf")
    assert pdf_pages(target) == 1
    info = subprocess.run(["pdfinfo", str(target)], capture_output=True, text=True, check=True)
    assert re.search(r"Page size:\s+595(\.\d+)? x 842? ?.*\(A4\)", info.stdout)
    printed = pdf_text(target)
    assert "League table · 2026" in printed
    assert all(name in printed for name in players)
    first = standings_shown(league)[0]
    assert re.search(rf"\b1\s+{first['player']}\s+\+?{first['score']}\b", printed)


def test_the_seasons_workbook_and_file(
    qtbot: QtBot, store: StoreCore, tmp_path: Path, save_as: list[str]
) -> None:
    season_id, ids = club_season(store, nights=2)
    store.seasons.update_season_settings(
        season_id,
        {"ranking": {"method": "total", "drop_worst": 1}, "money": {"rate": "0.05", "pot": "none"}},
    )
    window = open_main(qtbot, store, tmp_path)
    league = open_league(qtbot, window, season_id)
    target = tmp_path / "season.json"
    save_as.append(str(tmp_path / "season"))  # the suffix is added
    league.season_file_button.click()
    assert save_as[1].endswith("2026.json")
    season = read_season_file(target)
    assert season.name == "2026" and len(season.evenings) == len(ids)
    assert season.ranking.drop_worst == 1 and season.money is not None
    assert [s.to_json() for s in season.standings()] == standings_shown(league)
    book = tmp_path / "season.xlsx"
    save_as[0] = str(book)
    league.workbook_button.click()
    assert save_as[2].endswith("2026.xlsx")
    from openpyxl import load_workbook

    sheets = load_workbook(book, read_only=True).sheetnames
    assert len(sheets) >= 4 + len(ids)
    assert "Written:" in window.statusBar().currentMessage()


def test_a_file_that_cannot_be_written_is_said(
    qtbot: QtBot, store: StoreCore, tmp_path: Path, save_as: list[str], shown: list[str]
) -> None:
    season_id, _ = club_season(store, nights=1)
    window = open_main(qtbot, store, tmp_path)
    league = open_league(qtbot, window, season_id)
    folder = tmp_path / "a folder.xlsx"
    folder.mkdir()
    save_as.append(str(folder))
    league.workbook_button.click()
    assert len(shown) == 1 and str(folder) in shown[0] and "could not be written" in shown[0]


# ----------------------------------------------------------------------------- live


def test_a_deal_saved_in_the_main_window_updates_the_league(
    qtbot: QtBot, store: StoreCore, tmp_path: Path
) -> None:
    from tests.ui.windows import WAIT_MS, save_deal

    season_id, ids = club_season(store, nights=1)
    window = open_main(qtbot, store, tmp_path)
    window.open_session(ids[0])
    league = open_league(qtbot, window, season_id)
    before = standings_shown(league)
    save_deal(qtbot, window, "13129")
    qtbot.waitUntil(lambda: standings_shown(league) != before, timeout=WAIT_MS)
    assert standings_shown(league) == expected(store, ids, {"method": "total"})


def test_a_new_season_is_made_and_shown(qtbot: QtBot, store: StoreCore, tmp_path: Path) -> None:
    from schreiber.ui.club.league_settings import NewSeasonDialog

    club_season(store, nights=1)
    window = open_main(qtbot, store, tmp_path)
    league = open_league(qtbot, window)

    def dialog() -> NewSeasonDialog:
        league.new_season_button.click()
        found = [d for d in league.findChildren(NewSeasonDialog) if d.isVisible()]
        assert len(found) == 1
        qtbot.waitExposed(found[0])
        return found[0]

    made = dialog()
    qtbot.keyClicks(made.name_edit, "Winter 2027")
    qtbot.keyClick(made.name_edit, Qt.Key.Key_Return)
    assert not made.isVisible()
    assert league.season_combo.currentText() == "Winter 2027"
    assert league.standings_model.rowCount() == 0
    taken = dialog()
    qtbot.keyClicks(taken.name_edit, "2026")
    qtbot.keyClick(taken.name_edit, Qt.Key.Key_Return)
    assert taken.isVisible()
    assert taken.error_label.text() == (
        "Could not create the season: there is already a season named 2026; nothing was changed"
    )
    qtbot.keyClick(taken.name_edit, Qt.Key.Key_Escape)
    assert league.season_combo.currentText() == "Winter 2027"


# ----------------------------------------------------------------------------- words, start-up


@pytest.fixture
def german(english: Translations) -> Iterator[None]:
    english.apply("de")
    QApplication.processEvents()
    try:
        yield
    finally:
        english.apply("en")


def test_in_german_fields_are_named_in_german(
    qtbot: QtBot, store: StoreCore, tmp_path: Path, german: None, english: Translations
) -> None:
    season_id, _ = club_season(store, nights=1)
    window = open_main(qtbot, store, tmp_path)
    league = open_league(qtbot, window, season_id)
    assert league.tabs.tabText(2) == "&Geld"
    retype(qtbot, league.money_editor.rate_edit, "")
    assert league.money_editor.error_label.text().startswith("Geld · Betrag je Punkt:")
    assert league.standings_model.headerData(0, Qt.Orientation.Horizontal) == "Platz"
    # The language changed while the window is open: everything is said again.
    english.apply("ja")
    QApplication.processEvents()
    assert league.windowTitle() == "リーグ表"
    assert league.tabs.tabText(0) == "リーグ表(&L)"
    assert league.standings_model.headerData(0, Qt.Orientation.Horizontal) == "順位"
    assert league.money_editor.error_label.text().startswith("精算 · 1点あたりの金額:")
    assert league.player_summary.text().startswith("例会：")


def test_the_main_window_loads_the_league_only_when_asked() -> None:
    code = (
        "import sys; import schreiber.ui.main_window;"
        " assert 'schreiber.ui.club.league_window' not in sys.modules;"
        " import schreiber.ui.club.league_window;"
        " assert 'pandas' not in sys.modules, 'pandas at import'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_no_leak_of_a_store_error_into_a_box(
    qtbot: QtBot, store: StoreCore, tmp_path: Path, shown: list[str]
) -> None:
    season_id, _ = club_season(store, nights=1)
    window = open_main(qtbot, store, tmp_path)
    league = open_league(qtbot, window, season_id)
    store.seasons.update_season_settings(season_id, {"ranking": {"method": "best"}})
    league.poll()
    assert league.ranking_editor.error_label.text().startswith("Ranking · Ranked by:")
    assert shown == []
    assert standings_shown(league)[0]["rank"] == 1  # by total meanwhile
