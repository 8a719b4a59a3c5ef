"""The running-totals chart: lines, Bock bands, hover, click, keyboard, long evenings."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from schreiber.session.file import SessionFile, parse_session
from schreiber.ui.evening.chart import DARK_COLOURS, LIGHT_COLOURS, TotalsChart, thin
from scripts.samples import crescendo_evening, doppelkopf_evening
from scripts.screenshots import dark_palette


def doppelkopf() -> SessionFile:
    return parse_session(doppelkopf_evening())


def make_chart(qtbot: QtBot, session: SessionFile, show: bool = False) -> TotalsChart:
    chart = TotalsChart()
    qtbot.addWidget(chart)
    chart.resize(900, 420)
    chart.set_replay(list(session.players), session.replay())
    if show:
        chart.show()
        qtbot.waitExposed(chart)
    return chart


def close(a: QColor, b: QColor, tolerance: int = 24) -> bool:
    return (
        abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) <= tolerance
    )


def column_share(image: QImage, chart: TotalsChart, x: int, colour: QColor) -> float:
    """How much of the plot's height at ``x`` is exactly ``colour``."""
    plot = chart.plot_rect()
    ys = range(int(plot.top()) + 2, int(plot.bottom()) - 2)
    hits = sum(1 for y in ys if image.pixelColor(x, y) == colour)
    return hits / len(ys)


def test_lines_bock_bands_and_zero_line_are_painted(qtbot: QtBot) -> None:
    session = doppelkopf()
    chart = make_chart(qtbot, session)
    image = chart.grab().toImage()
    image.save("/tmp/i8_chart.png")
    replay = session.replay()
    levels = [deal.bock_level for deal in replay.deals]
    assert levels == [0, 0, 1, 1, 1, 2, 2, 1, 1]

    def middle(number: int) -> int:
        """x in the middle of the stretch that is deal ``number``."""
        return round((chart.deal_x(number - 1) + chart.deal_x(number)) / 2)

    base = chart.palette().color(QPalette.ColorRole.Base)
    assert chart.bock_colour(1) != base and chart.bock_colour(2) != chart.bock_colour(1)
    # Deal 2 is no Bock deal, deal 3 doubles, deal 6 doubles twice.
    assert column_share(image, chart, middle(2), base) > 0.8
    assert column_share(image, chart, middle(3), chart.bock_colour(1)) > 0.8
    assert column_share(image, chart, middle(6), chart.bock_colour(2)) > 0.8
    assert column_share(image, chart, middle(9), chart.bock_colour(1)) > 0.8
    # Every player's line is there, in its own colour.
    for index in range(len(session.players)):
        colour = chart.player_colour(index)
        assert colour == QColor(LIGHT_COLOURS[index])
        found = sum(
            1
            for x in range(0, image.width(), 2)
            for y in range(0, image.height(), 2)
            if close(image.pixelColor(x, y), colour)
        )
        assert found > 30, session.players[index]
    # The zero line is darker than the paper around it.
    zero = round(chart.total_y(0))
    x = middle(2)
    assert max(image.pixelColor(x, y).lightness() for y in (zero - 1, zero)) < 200
    assert image.pixelColor(x, zero - 6) == base


def test_hover_shows_the_deal_and_a_guide_line(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, doppelkopf(), show=True)
    plot = chart.plot_rect()
    y = round(plot.top() + 20)
    before = chart.grab().toImage()
    QTest.mouseMove(chart, QPoint(round(chart.deal_x(5)) + 3, y))
    assert chart.hovered_deal == 5
    assert chart.deal_heading(5) == "Deal 5 · dealt by Emi · Bock ×2"
    # Emi deals and sits out; Ben and Chie win 18 with Re.
    lines = chart.deal_lines(5)
    assert lines[4] == ("Emi", "sits out", "−5")
    assert lines[1] == ("Ben", "+18", "+13")
    assert "Deal 5" in chart.accessibleDescription()
    picture = chart._picture
    after = chart.grab().toImage()
    after.save("/tmp/i8_chart_hover.png")
    assert picture is not None and chart._picture is picture  # hovering paints no lines again
    # The card beside the guide line, in the tooltip colours.
    card = chart.card_rect()
    assert card.width() > 100 and card.left() > chart.deal_x(5)
    paper = chart.palette().color(QPalette.ColorRole.ToolTipBase)
    assert after.pixelColor(round(card.right()) - 4, round(card.center().y())) == paper
    # The guide line darkens the column of deal 5 below the card.
    x, low = round(chart.deal_x(5)), round(plot.bottom()) - 30
    assert after.pixelColor(x, low) != before.pixelColor(x, low)
    QTest.mouseMove(chart, QPoint(round(chart.deal_x(1)), y))
    assert chart.hovered_deal == 1
    QTest.mouseMove(chart, QPoint(2, y))  # left of the plot
    assert chart.hovered_deal is None
    assert chart.card_rect().isEmpty()


def test_click_emits_the_deal_number(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, doppelkopf(), show=True)
    y = round(chart.plot_rect().center().y())
    with qtbot.waitSignal(chart.deal_clicked, timeout=30_000) as blocker:
        qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=QPoint(round(chart.deal_x(7)), y))
    assert blocker.args == [7]


def test_arrow_keys_move_the_highlighted_deal(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, doppelkopf(), show=True)
    chart.setFocus()
    highlighted: list[int] = []
    chart.deal_highlighted.connect(highlighted.append)
    qtbot.keyClick(chart, Qt.Key.Key_Right)
    assert chart.hovered_deal == 1
    qtbot.keyClick(chart, Qt.Key.Key_End)
    assert chart.hovered_deal == 9
    qtbot.keyClick(chart, Qt.Key.Key_Right)  # stays on the last deal
    assert chart.hovered_deal == 9
    qtbot.keyClick(chart, Qt.Key.Key_Left)
    assert chart.hovered_deal == 8
    assert "Deal 8" in chart.accessibleDescription()
    with qtbot.waitSignal(chart.deal_clicked, timeout=30_000) as blocker:
        qtbot.keyClick(chart, Qt.Key.Key_Return)
    assert blocker.args == [8]
    qtbot.keyClick(chart, Qt.Key.Key_Home)
    assert chart.hovered_deal == 1
    qtbot.keyClick(chart, Qt.Key.Key_Escape)
    assert chart.hovered_deal is None
    assert highlighted == [1, 9, 8, 1, 0]


def test_a_new_replay_updates_the_chart(qtbot: QtBot) -> None:
    session = doppelkopf()
    chart = make_chart(qtbot, session)
    chart.set_current_deal(9)
    data = doppelkopf_evening()
    data["deals"] = data["deals"][:4]  # type: ignore[index]
    shorter = parse_session(data)
    chart.set_replay(list(shorter.players), shorter.replay())
    assert chart.deal_count() == 4
    assert chart.hovered_deal is None  # deal 9 is gone
    assert chart.deal_at(chart.deal_x(4)) == 4


def test_no_deals_yet(qtbot: QtBot) -> None:
    session = parse_session(doppelkopf_evening() | {"deals": []})
    chart = make_chart(qtbot, session)
    assert chart.deal_count() == 0
    assert chart.deal_at(100) is None
    image = chart.grab().toImage()
    assert not image.isNull()
    chart.clear()
    assert chart.players == []


def test_crescendo_without_bock(qtbot: QtBot) -> None:
    session = parse_session(crescendo_evening())
    chart = make_chart(qtbot, session)
    chart.grab().save("/tmp/i8_chart_crescendo.png")
    assert "Bock" not in [name for name, _ in chart._legend_names()]
    assert chart.deal_lines(3)[0] == ("さくら", "0", "+20")  # the redeal


def long_evening(deals: int) -> SessionFile:
    players = ["Anna", "Ben", "Chie", "Daiki"]
    pairs = [["Anna", "Ben"], ["Anna", "Chie"], ["Anna", "Daiki"], ["Ben", "Chie"]]
    chooser = random.Random(8)
    records: list[dict[str, object]] = [
        {
            "type": "normal",
            "re": pairs[chooser.randrange(4)],
            "re_points": chooser.choice([95, 121, 131, 151, 185, 120]),
        }
        for _ in range(deals)
    ]
    data = doppelkopf_evening() | {"players": players, "first_dealer": "Anna", "deals": records}
    return parse_session(data)


def test_two_thousand_deals_render(qtbot: QtBot) -> None:
    session = long_evening(2000)
    chart = make_chart(qtbot, session, show=True)
    assert chart.deal_count() == 2000
    image = chart.grab().toImage()
    image.save("/tmp/i8_chart_2000.png")
    found = sum(
        1
        for x in range(0, image.width(), 3)
        for y in range(0, image.height(), 3)
        if close(image.pixelColor(x, y), chart.player_colour(0))
    )
    assert found > 100
    QTest.mouseMove(chart, QPoint(round(chart.deal_x(1000)), 100))
    assert chart.hovered_deal is not None and abs(chart.hovered_deal - 1000) <= 3


def test_thinning_keeps_every_extreme() -> None:
    chooser = random.Random(3)
    values = [0]
    for _ in range(5000):
        values.append(values[-1] + chooser.randint(-20, 20))
    kept = thin(values, 300)
    assert len(kept) <= 4 * 301
    indices = [index for index, _ in kept]
    assert indices == sorted(set(indices))
    assert indices[0] == 0 and indices[-1] == len(values) - 1
    assert values.index(max(values)) in indices and values.index(min(values)) in indices
    assert thin([1, 2, 3], 300) == [(0, 1), (1, 2), (2, 3)]


@pytest.mark.parametrize(("count", "columns"), [(5001, 300), (2001, 780), (1601, 780), (9, 2)])
def test_thinning_keeps_first_lowest_highest_and_last_of_every_pixel_column(
    count: int, columns: int
) -> None:
    chooser = random.Random(count)
    values = [chooser.randint(-30, 30) for _ in range(count)]
    kept = [index for index, _ in thin(values, columns)]
    by_column: dict[int, list[int]] = {}
    for index in range(count):  # value i falls in column i * columns // (count - 1)
        by_column.setdefault(index * columns // (count - 1), []).append(index)
    expected: list[int] = []
    for indices in by_column.values():
        chunk = [values[i] for i in indices]
        low = indices[chunk.index(min(chunk))]
        high = indices[chunk.index(max(chunk))]
        expected += sorted({indices[0], low, high, indices[-1]})
    assert kept == expected
    assert [value for _, value in thin(values, columns)] == [values[i] for i in kept]


def test_colours_follow_a_dark_palette(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, doppelkopf())
    chart.setPalette(dark_palette())
    assert chart.player_colour(0) == QColor(DARK_COLOURS[0])
    base = chart.palette().color(QPalette.ColorRole.Base)
    assert chart.bock_colour(1).lightness() < 128 and chart.bock_colour(1) != base
    chart.set_current_deal(6)
    chart.grab().save("/tmp/i8_chart_dark.png")
    assert QApplication.instance() is not None


def test_a_late_arrival_starts_where_she_came_and_a_seating_is_no_deal(qtbot: QtBot) -> None:
    from tests.io.sessions import seating_session

    session = seating_session()  # Emi comes at record 2, Daiki leaves at record 5
    chart = make_chart(qtbot, session, show=True)  # given the starting four only
    assert chart.players == ["Anna", "Ben", "Chie", "Daiki", "Emi"]
    # A point per deal played, x the deal's number as in the sheet: the two changes
    # of seating are no points of their own (records 1, 3, 4, 6 are deals 1–4).
    assert chart.deal_count() == 4
    assert [chart.place_of(n) for n in range(1, 5)] == [1, 3, 4, 6]
    assert [name for name, _, _ in chart.deal_lines(1)] == ["Anna", "Ben", "Chie", "Daiki"]
    assert "Emi" in [name for name, _, _ in chart.deal_lines(2)]
    assert chart.deal_lines(4)[3] == ("Daiki", "not at the table", "+1")
    assert chart.deal_heading(4) == "Deal 4 · dealt by Ben"  # deals played, as the sheet
    image = chart.grab().toImage()
    image.save("/tmp/seating_chart.png")
    emi = chart.player_colour(4)

    def near(x: float, total: float) -> bool:
        y = round(chart.total_y(0) + (chart.total_y(1) - chart.total_y(0)) * total)
        return any(
            close(image.pixelColor(round(x) + dx, y + dy), emi)
            for dx in (-1, 0, 1)
            for dy in range(-3, 4)
        )

    # No line of Emi's before she came; from deal 1 on, 0, then −2 after deal 2.
    assert not near((chart.deal_x(0) + chart.deal_x(1)) / 2, 0)
    assert near((chart.deal_x(1) + chart.deal_x(2)) / 2, -1)
    chart.set_current_deal(2)  # the sheet's row 2, the change of seating: the deal after it
    assert chart.hovered_deal == 2 and "Deal 2" in chart.accessibleDescription()
    chart.set_current_deal(1)
    chart.grab()  # the hover card of deal 1 paints without Emi's line
