"""The session-end screen: the winner, the standings, the chart, settling up, export."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QTableView,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from schreiber.session.file import SessionFile, parse_session
from schreiber.ui.evening.chart import TotalsChart
from schreiber.ui.evening.summary import EveningSummary
from scripts.samples import crescendo_evening, doppelkopf_evening
from scripts.screenshots import dark_palette
from tests.ui.test_retranslate import switch

MARK = "⟦"


class PseudoTranslator(QTranslator):
    """Marks every text it is asked for, as a real translation would change it."""

    def translate(
        self,
        context: str,
        sourceText: str,  # noqa: N803 (Qt's name)
        disambiguation: str | None = None,
        n: int = -1,
    ) -> str:
        return MARK + sourceText.replace("%n", str(n)) + "⟧"

    def isEmpty(self) -> bool:  # noqa: N802
        return False


@pytest.fixture
def pseudo() -> Iterator[PseudoTranslator]:
    translator = PseudoTranslator()
    yield translator
    QCoreApplication.removeTranslator(translator)


def make_summary(qtbot: QtBot, session: SessionFile) -> EveningSummary:
    summary = EveningSummary()
    qtbot.addWidget(summary)
    summary.resize(1280, 720)
    summary.set_session(session, group=[session])
    summary.show()
    qtbot.waitExposed(summary)
    return summary


def test_the_end_of_the_evening_names_the_winner(qtbot: QtBot) -> None:
    session = parse_session(crescendo_evening())
    summary = make_summary(qtbot, session)
    assert summary.is_over()
    assert summary.windowTitle() == "The evening is over"
    assert summary.headline() == "健太 wins the evening"
    assert summary.standings.texts()[0] == "1. 健太 +33"
    assert isinstance(summary.chart, TotalsChart) and summary.chart.isVisible()
    # Five records, one a redeal: a point per deal played (four), as the sheet numbers them.
    assert summary.chart.deal_count() == 4 and summary.chart.width() > 500
    assert summary.settlement.isVisible()
    assert summary.settlement.transfer_lines() == [
        "さくら pays 健太 0.27 €",
        "さくら pays 美咲 0.12 €",
    ]
    assert "Crescendo night" in summary.details_label.text()
    summary.grab().save("/tmp/i8_summary_crescendo.png")


def test_the_evening_so_far(qtbot: QtBot) -> None:
    summary = make_summary(qtbot, parse_session(doppelkopf_evening()))
    assert not summary.is_over()
    assert summary.windowTitle() == "The evening so far"
    assert summary.headline() == "Chie is in the lead"
    summary.chart.set_current_deal(6)
    summary.grab().save("/tmp/i8_summary_doppelkopf.png")
    summary.show_statistics()
    summary.grab().save("/tmp/i8_summary_statistics.png")


def test_tied_winners_share_the_win(qtbot: QtBot) -> None:
    data = crescendo_evening(end_after_deals=1) | {
        "deals": [
            {"soloist": "さくら", "bid": 19, "trump": "spades", "tricks_won": [3, 4, 6, 7]},
            {"soloist": "健太", "bid": 19, "trump": "spades", "tricks_won": [3, 4, 6, 7]},
        ]
    }
    summary = make_summary(qtbot, parse_session(data))
    assert summary.headline() == "さくら, 健太 share the win"
    empty = make_summary(qtbot, parse_session(doppelkopf_evening() | {"deals": []}))
    assert empty.headline() == "No deals yet"


def test_buttons_export_statistics_close(qtbot: QtBot) -> None:
    summary = make_summary(qtbot, parse_session(doppelkopf_evening()))
    with qtbot.waitSignal(summary.export_requested, timeout=30_000):
        qtbot.mouseClick(summary.export_button, Qt.MouseButton.LeftButton)
    assert summary.tabs.currentIndex() == 0
    qtbot.mouseClick(summary.statistics_button, Qt.MouseButton.LeftButton)
    assert summary.tabs.currentWidget() is summary.statistics
    with qtbot.waitSignal(summary.finished, timeout=30_000):
        qtbot.mouseClick(summary.close_button, Qt.MouseButton.LeftButton)
    assert not summary.isVisible()


def test_chart_clicks_and_settings_are_passed_on(qtbot: QtBot) -> None:
    summary = make_summary(qtbot, parse_session(doppelkopf_evening()))
    chart = summary.chart
    y = round(chart.plot_rect().center().y())
    with qtbot.waitSignal(summary.deal_clicked, timeout=30_000) as clicked:
        qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=QPoint(round(chart.deal_x(4)), y))
    assert clicked.args == [4]
    rate = summary.settlement.rate_edit
    rate.setFocus()
    rate.selectAll()
    changed: list[tuple[str, str, str]] = []
    summary.settings_changed.connect(lambda *args: changed.append(args))
    qtbot.keyClicks(rate, "0.2")
    assert changed[-1] == ("0.2", "€", "0.01")
    # Enter in the rate field does not close the dialog.
    qtbot.keyClick(rate, Qt.Key.Key_Return)
    assert summary.isVisible()


def visible_texts(window: QWidget) -> list[str]:
    found = [window.windowTitle()]
    for tabs in window.findChildren(QTabWidget):
        found += [tabs.tabText(i) for i in range(tabs.count())]
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel | QAbstractButton) and widget.text():
            found.append(widget.text())
        elif isinstance(widget, QTableView) and widget.model() is not None:
            model = widget.model()
            found += [
                str(model.headerData(c, Qt.Orientation.Horizontal))
                for c in range(model.columnCount())
            ]
    return found


def test_switching_the_language_keeps_everything(qtbot: QtBot, pseudo: PseudoTranslator) -> None:
    session = parse_session(doppelkopf_evening())
    summary = make_summary(qtbot, session)
    summary.settlement.rate_edit.setText("0.2")
    summary.settlement.rate_edit.textEdited.emit("0.2")
    summary.chart.set_current_deal(3)
    summary.show_statistics()
    summary.statistics.set_scope("all")
    english = visible_texts(summary)
    switch(pseudo, on=True)
    marked = visible_texts(summary)
    names = set(session.players)
    data = {text for text in marked if text in names or text.lstrip("+−").isdigit()}
    assert [text for text in marked if MARK not in text and text not in data] == []
    assert MARK in summary.chart.accessibleName()
    assert MARK in summary.chart.deal_heading(3)
    model = summary.statistics.player_model
    assert MARK in str(model.data(model.index(0, 0)))
    assert summary.settlement.rate_edit.text() == "0.2"
    assert summary.statistics.scope() == "all"
    assert summary.chart.hovered_deal == 3
    assert summary.tabs.currentWidget() is summary.statistics
    summary.tabs.setCurrentIndex(0)
    marked_first = visible_texts(summary)
    assert MARK in " ".join(marked_first)
    assert any(MARK in line for line in summary.settlement.transfer_lines())
    summary.tabs.setCurrentIndex(1)
    switch(pseudo, on=False)
    assert visible_texts(summary) == english


def test_dark_palette(qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.palette()
    app.setPalette(dark_palette())
    try:
        summary = make_summary(qtbot, parse_session(doppelkopf_evening()))
        summary.chart.set_current_deal(5)
        summary.grab().save("/tmp/i8_summary_dark.png")
        assert summary.chart.bock_colour(1).lightness() < 128
    finally:
        app.setPalette(before)


def test_an_evening_with_a_late_arrival_and_an_early_leaver(qtbot: QtBot) -> None:
    from tests.io.sessions import seating_session

    session = seating_session()  # Emi comes after deal 1, Daiki leaves after deal 4
    summary = make_summary(qtbot, session)
    assert summary.headline() == "Ben is in the lead"
    assert summary.chart.players == ["Anna", "Ben", "Chie", "Daiki", "Emi"]
    assert "4 deals" in summary.details_label.text()  # the seatings are no deals
    assert [text.split()[1] for text in summary.standings.texts()] == [
        "Ben",
        "Daiki",
        "Chie",
        "Emi",
        "Anna",
    ]
    assert set(summary.settlement.model.order) == set(summary.chart.players)
    summary.show_statistics()
    model = summary.statistics.player_model
    assert model.columnCount() == 6
    summary.grab().save("/tmp/seating_summary.png")
