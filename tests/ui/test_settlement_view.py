"""Settling up: typing the rate, the balances, who pays whom, printing to PDF."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from schreiber.session.file import SessionFile, parse_session
from schreiber.stats import settle_session
from schreiber.ui.evening.settlement import (
    AMOUNT_ROLE,
    SettlementView,
    exact_money_text,
    money_text,
    parse_rate,
)
from scripts.samples import crescendo_evening, doppelkopf_evening, schafkopf_evening


def make_view(qtbot: QtBot, session: SessionFile) -> SettlementView:
    view = SettlementView()
    qtbot.addWidget(view)
    view.resize(480, 620)
    view.set_session(session)
    return view


def type_rate(qtbot: QtBot, view: SettlementView, typed: str) -> None:
    view.rate_edit.setFocus()
    view.rate_edit.selectAll()
    qtbot.keyClick(view.rate_edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(view.rate_edit, typed)


def balances_shown(view: SettlementView) -> dict[str, Decimal]:
    model = view.model
    last = model.columnCount() - 1
    shown = {}
    for row in range(model.rowCount()):
        name = model.data(model.index(row, 0))
        amount = model.data(model.index(row, last), AMOUNT_ROLE)
        assert isinstance(name, str) and isinstance(amount, Decimal)
        shown[name] = amount
    return shown


@pytest.fixture
def german() -> Iterator[None]:
    before = QLocale()
    QLocale.setDefault(QLocale("de_DE"))
    yield
    QLocale.setDefault(before)


def test_the_balances_model_passes_the_model_tester(
    qtbot: QtBot, qtmodeltester: ModelTester
) -> None:
    view = SettlementView()
    qtbot.addWidget(view)
    qtmodeltester.check(view.model)
    for data in (doppelkopf_evening(), crescendo_evening()):
        view.set_session(parse_session(data))
        qtmodeltester.check(view.model)


def test_typing_the_rate_updates_the_transfers(qtbot: QtBot) -> None:
    session = parse_session(doppelkopf_evening())
    view = make_view(qtbot, session)
    view.show()
    reported: list[tuple[str, str, str]] = []
    view.settings_changed.connect(lambda *args: reported.append(args))
    type_rate(qtbot, view, "0,1")
    assert view.rate() == Decimal("0.1")
    assert reported[-1] == ("0.1", "€", "0.01")
    # Anna is down 36 points, Chie up 39: at 10 cents a point Anna pays Chie 3.60 €.
    assert view.transfer_lines()[0] == "Anna pays Chie 3.60 €"
    assert "Anna pays Chie 3.60 €" in view.transfers_label.text()
    type_rate(qtbot, view, "1")
    assert view.transfer_lines()[0] == "Anna pays Chie 36.00 €"
    view.currency_edit.setFocus()
    view.currency_edit.selectAll()
    qtbot.keyClicks(view.currency_edit, "CHF")
    assert view.transfer_lines()[0] == "Anna pays Chie 36.00 CHF"
    assert reported[-1] == ("1", "CHF", "0.01")
    QApplication.processEvents()  # the layout follows the table's new rows
    table = view.table
    assert table.height() >= table.verticalHeader().length() + table.horizontalHeader().height()
    view.grab().save("/tmp/i8_settlement_doppelkopf.png")


def test_the_plan_pays_everyone_exactly(qtbot: QtBot) -> None:
    for data in (doppelkopf_evening(), schafkopf_evening(), crescendo_evening()):
        session = parse_session(data)
        view = make_view(qtbot, session)
        type_rate(qtbot, view, "0.07")
        view.rounding_combo.setFocus()
        qtbot.keyClick(view.rounding_combo, Qt.Key.Key_Down)  # 0.05
        assert view.rounding() == Decimal("0.05")
        settlement = view.settlement()
        assert settlement is not None
        expected = settle_session(session, Decimal("0.07"), Decimal("0.05"), "€")
        assert settlement.balances == expected.balances
        assert settlement.transfers == expected.transfers
        assert balances_shown(view) == settlement.balances
        assert sum(settlement.balances.values()) == 0
        for name, balance in settlement.balances.items():
            paid = sum(t.amount for t in settlement.transfers if t.payer == name)
            received = sum(t.amount for t in settlement.transfers if t.payee == name)
            assert received - paid == balance
            assert balance % Decimal("0.05") == 0
        assert len(view.transfer_lines()) == len(settlement.transfers)
        assert len(settlement.transfers) < len(session.players)


def test_crescendo_settles_against_the_average(qtbot: QtBot) -> None:
    view = make_view(qtbot, parse_session(crescendo_evening()))
    view.show()
    settlement = view.settlement()
    assert settlement is not None and settlement.against_average
    assert not view.note_label.isHidden()
    assert "average of 27.67 points" in view.note_label.text()
    header = [view.model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)]
    assert header == ["Player", "Points", "Against the average", "Balance"]
    assert view.model.data(view.model.index(0, 2)) == "+5.33"  # 健太: 33 − 83/3
    view.grab().save("/tmp/i8_settlement_crescendo.png")
    html = view.document_html()
    assert "average of 27.67 points" in html and "Against the average" in html

    zero_sum = make_view(qtbot, parse_session(doppelkopf_evening()))
    assert zero_sum.note_label.isHidden() and zero_sum.model.columnCount() == 3


def test_doppelkopf_written_plus_only_settles_against_the_average(qtbot: QtBot) -> None:
    data = doppelkopf_evening() | {"rules": {"preset": "standard", "options": {"plus_only": True}}}
    view = make_view(qtbot, parse_session(data))
    settlement = view.settlement()
    assert settlement is not None and settlement.against_average
    assert view.note()


def test_a_rate_that_is_no_number(qtbot: QtBot) -> None:
    view = make_view(qtbot, parse_session(doppelkopf_evening()))
    view.show()
    reported: list[object] = []
    view.settings_changed.connect(lambda *args: reported.append(args))
    type_rate(qtbot, view, "abc")  # the field takes no letters
    assert view.rate_edit.text() == ""
    assert view.settlement() is None
    assert not view.error_label.isHidden() and "0.05" in view.error_label.text()
    assert not view.print_button.isEnabled() and not view.pdf_button.isEnabled()
    assert view.document_html() == ""
    assert reported == []
    qtbot.keyClicks(view.rate_edit, ".5")
    assert view.rate() == Decimal("0.5") and view.error_label.isHidden()
    assert parse_rate("0,05") == parse_rate("0.05") == Decimal("0.05")
    assert parse_rate("1.2.3") is None and parse_rate(",") is None


def test_remembered_settings_come_back(qtbot: QtBot) -> None:
    view = make_view(qtbot, parse_session(doppelkopf_evening()))
    reported: list[object] = []
    view.settings_changed.connect(lambda *args: reported.append(args))
    view.set_settings("0.1", "CHF", "0.50")
    assert view.settings() == ("0.1", "CHF", "0.50")
    assert view.rate_edit.text() == "0.1"
    assert view.rounding_combo.currentText() == "0.50 CHF"
    assert reported == []  # restoring is not a change
    view.set_settings("nonsense", "€", "0.3")  # broken values keep what was there
    assert view.settings() == ("0.1", "€", "0.50")


def test_numbers_follow_the_language(qtbot: QtBot, german: None) -> None:
    view = make_view(qtbot, parse_session(doppelkopf_evening()))
    type_rate(qtbot, view, "0,05")
    assert view.transfer_lines()[0] == "Anna pays Chie 1,80 €"
    assert view.rounding_combo.itemText(1) == "0,05 €"


def test_document_and_pdf(qtbot: QtBot, tmp_path: Path) -> None:
    session = parse_session(doppelkopf_evening())
    view = make_view(qtbot, session)
    html = view.document_html()
    assert "<h1>Friday evening</h1>" in html
    for name in session.players:
        assert name in html
    for line in view.transfer_lines():
        assert line in html
    assert "0.05 € per point" in html and "−1.80 €" in html
    # Names are text, not markup.
    tricky = parse_session(
        doppelkopf_evening()
        | {
            "players": ["<b>A</b>", "Ben", "Chie", "Daiki", "Emi"],
            "deals": [],
            "title": "x&y",
            "first_dealer": "Ben",
        }
    )
    view.set_session(tricky)
    assert "&lt;b&gt;A&lt;/b&gt;" in view.document_html() and "x&amp;y" in view.document_html()
    assert "Nobody pays anything" in view.document_html()
    view.set_session(session)
    target = tmp_path / "settling up.pdf"
    view.save_pdf(target)
    assert target.read_bytes().startswith(b"%PDF")
    assert target.stat().st_size > 1000
    assert view.default_pdf_name() == "2026-11-20 Friday evening – settling up.pdf"
    # A title that already names its date is not given it twice.
    view.set_session(parse_session(doppelkopf_evening() | {"title": "Doppelkopf 2026-11-20"}))
    assert view.default_pdf_name() == "Doppelkopf 2026-11-20 – settling up.pdf"


def test_everyone_who_sat_settles_up(qtbot: QtBot, qtmodeltester: ModelTester) -> None:
    from tests.io.sessions import seating_session

    session = seating_session()  # Emi comes after deal 1, Daiki leaves after deal 4
    view = make_view(qtbot, session)
    qtmodeltester.check(view.model)
    type_rate(qtbot, view, "0.10")
    shown = balances_shown(view)
    assert set(shown) == {"Anna", "Ben", "Chie", "Daiki", "Emi"}
    assert shown == dict(settle_session(session, Decimal("0.10")).balances)
    assert shown["Daiki"] == Decimal("0.10")  # he left, and still collects
    html = view.document_html()
    assert "Daiki" in html and "Emi" in html
    assert "4 deals" in html  # the two seatings are no deals


# The table shows every player; the rounding says what it moved ---------------------


def seven_players() -> SessionFile:
    """Seven at the table (the most Doppelkopf seats): four play, three sit out."""
    names = ["Anna", "Ben", "Chie", "Daiki", "Emi", "Fumiko", "Gregor"]
    deals: list[dict[str, object]] = [
        {"type": "normal", "re": ["Ben", "Chie"], "re_points": 151},
        {"type": "normal", "re": ["Chie", "Daiki"], "re_points": 99},
        {"type": "solo_queen", "re": ["Emi"], "re_points": 131},
    ]
    return parse_session(doppelkopf_evening() | {"players": names, "deals": deals})


def assert_every_row_in_view(view: SettlementView) -> None:
    """Every player's row lies wholly inside the table's viewport: nothing to scroll."""
    table = view.table
    rows = view.model.rowCount()
    assert rows
    bottom = table.visualRect(view.model.index(rows - 1, 0)).bottom()
    assert table.rowViewportPosition(0) == 0
    assert bottom < table.viewport().height(), (bottom, table.viewport().height())
    assert table.verticalScrollBar().maximum() == 0


def test_the_table_shows_every_player_without_scrolling(qtbot: QtBot) -> None:
    from schreiber.ui.evening.summary import EveningSummary

    for session in (
        parse_session(crescendo_evening(None)),  # the Crescendo evening of three
        parse_session(schafkopf_evening()),
        parse_session(doppelkopf_evening()),
        seven_players(),
    ):
        summary = EveningSummary()
        qtbot.addWidget(summary)
        summary.set_session(session)
        summary.show()  # at the size the dialog chooses for itself: smaller than the screen
        qtbot.waitExposed(summary)
        view = summary.settlement
        assert view.model.rowCount() == len(session.replay().totals)
        assert_every_row_in_view(view)
        # At 1280×720 the whole table is on screen, not only inside the table.
        summary.resize(1280, 720)
        QApplication.processEvents()
        assert_every_row_in_view(view)
        page = view.scroll_area.viewport()
        top_left = view.table.mapTo(page, view.table.rect().topLeft())
        bottom_right = view.table.mapTo(page, view.table.rect().bottomRight())
        assert page.rect().contains(top_left) and page.rect().contains(bottom_right), (
            session.title,
            bottom_right,
            page.rect(),
        )
        summary.close()


def test_a_squeezed_window_scrolls_the_page_not_the_table(qtbot: QtBot) -> None:
    view = make_view(qtbot, seven_players())
    view.resize(400, 240)
    view.show()
    qtbot.waitExposed(view)
    assert_every_row_in_view(view)
    assert view.scroll_area.verticalScrollBar().maximum() > 0  # the page scrolls instead


def test_the_rounding_says_which_balances_it_moved(qtbot: QtBot) -> None:
    view = make_view(qtbot, parse_session(doppelkopf_evening()))
    view.show()
    # 0.05 € a point, rounded to 0.05 €: every balance is exact, nothing to explain.
    view.set_settings("0.05", "€", "0.05")
    assert view.rounded_players() == []
    assert view.rounding_note() == "" and view.rounding_note_label.isHidden()
    assert "before rounding" not in view.document_html()

    # Rounded to 0.10 €: Chie's +39 points are 1.95 €, shown as 1.90 € or 2.00 €.
    view.rounding_combo.setFocus()
    qtbot.keyClick(view.rounding_combo, Qt.Key.Key_Down)
    assert view.rounding() == Decimal("0.10")
    settlement = view.settlement()
    assert settlement is not None
    rate = Decimal("0.05")
    moved = [
        name
        for name, balance in balances_shown(view).items()
        if balance != settlement.totals[name] * rate
    ]
    assert moved and set(moved) < set(settlement.totals)  # some, not all: Anna's −1.80 € stays
    assert view.rounded_players() == moved
    note = view.rounding_note_label.text()
    assert not view.rounding_note_label.isHidden()
    assert note.startswith("Balances rounded to 0.10 €, still adding up to zero")
    for name in moved:
        exact = money_text(settlement.totals[name] * rate, "€", signed=True)
        assert f"{name}\N{NO-BREAK SPACE}{exact}".replace(" ", "\N{NO-BREAK SPACE}") in note
    assert "Anna" not in note
    plain = view.rounding_note().replace("\N{NO-BREAK SPACE}", " ")
    assert plain in html_text(view.document_html())  # the printout says it too

    # Back to cents: exact again, the line goes.
    qtbot.keyClick(view.rounding_combo, Qt.Key.Key_Up)
    qtbot.keyClick(view.rounding_combo, Qt.Key.Key_Up)
    assert view.rounding() == Decimal("0.01")
    assert view.rounding_note_label.isHidden()


def test_a_third_of_a_cent_is_rounded_and_said(qtbot: QtBot) -> None:
    # Crescendo settles against an average of 83/3 points: no balance is whole cents.
    view = make_view(qtbot, parse_session(crescendo_evening(None)))
    view.show()
    assert view.rounding() == Decimal("0.01")
    note = view.rounding_note_label.text()
    assert not view.rounding_note_label.isHidden()
    nbsp = "\N{NO-BREAK SPACE}"
    # 健太: (33 − 83/3) × 0.05 = 0.2666… € → +0.27 €.
    assert f"健太{nbsp}≈{nbsp}+0.2667{nbsp}€" in note
    assert f"さくら{nbsp}≈{nbsp}−0.3833{nbsp}€" in note
    assert balances_shown(view)["健太"] == Decimal("0.27")


def test_exact_amounts_in_words() -> None:
    assert exact_money_text(Fraction(39, 20), "€") == "+1.95\N{NO-BREAK SPACE}€"
    assert exact_money_text(Fraction(-1, 8), "") == "−0.125"
    assert exact_money_text(Fraction(0), "") == "0.00"
    assert exact_money_text(Fraction(-23, 60), "€") == "≈ −0.3833 €".replace(
        " ", "\N{NO-BREAK SPACE}"
    )


def html_text(markup: str) -> str:
    document = QTextDocument()
    document.setHtml(markup)
    return document.toPlainText()
