"""The statistics view: its models, the numbers of schreiber.stats in words, the scope switch."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QTableView
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from schreiber.session.file import SessionFile, parse_session
from schreiber.session.service import create_session
from schreiber.stats import deal_count, session_stats, sessions_stats
from schreiber.store.database import Store
from schreiber.ui.evening.statistics import (
    ALL,
    EVENING,
    RAW_ROLE,
    RowsModel,
    StatisticsView,
    StatsTable,
    evenings_of_group,
    points,
)
from scripts.samples import crescendo_evening, doppelkopf_evening, schafkopf_evening


def doppelkopf(date: str = "2026-11-20", deals: int | None = None) -> SessionFile:
    data = doppelkopf_evening() | {"date": date}
    if deals is not None:
        data["deals"] = data["deals"][:deals]  # type: ignore[index]
    return parse_session(data)


def make_view(
    qtbot: QtBot, session: SessionFile, group: Sequence[SessionFile] = ()
) -> StatisticsView:
    view = StatisticsView()
    qtbot.addWidget(view)
    view.resize(1200, 680)
    view.set_sessions(session, group)
    return view


def row_cells(model: RowsModel, label: str) -> list[str]:
    row = model.row_of(label)
    assert row is not None, f"no row {label!r}: {[r.label for r in model.rows]}"
    return row.cells


def raw(model: RowsModel, label: str) -> list[object]:
    for row in range(model.rowCount()):
        if model.data(model.index(row, 0)) == label:
            return [
                model.data(model.index(row, column), RAW_ROLE)
                for column in range(1, model.columnCount())
            ]
    raise AssertionError(label)


def test_models_pass_the_model_tester(qtbot: QtBot, qtmodeltester: ModelTester) -> None:
    view = StatisticsView()
    qtbot.addWidget(view)
    for model in (view.player_model, view.table_model, view.pairs_model):
        qtmodeltester.check(model)
    for data in (doppelkopf_evening(), schafkopf_evening(), crescendo_evening()):
        session = parse_session(data)
        view.set_sessions(session, [session])
        for model in (view.player_model, view.table_model, view.pairs_model):
            qtmodeltester.check(model)
        view.set_scope(ALL)
        for model in (view.player_model, view.table_model, view.pairs_model):
            qtmodeltester.check(model)
        view.set_scope(EVENING)


def test_player_numbers_are_those_of_app_stats(qtbot: QtBot) -> None:
    session = doppelkopf()
    view = make_view(qtbot, session)
    view.show()
    view.grab().save("/tmp/i8_stats_doppelkopf.png")
    stats = session_stats(session)
    players = list(stats.players.values())
    model = view.player_model
    names = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert names[1:] == list(session.players)
    assert raw(model, "Total") == [p.total for p in players]
    assert row_cells(model, "Total") == [points(p.total) for p in players]
    assert raw(model, "Deals played") == [p.deals.played for p in players]
    assert raw(model, "Won") == [p.deals.won for p in players]
    assert raw(model, "Lost") == [p.deals.lost for p in players]
    assert raw(model, "Points per deal") == [p.average for p in players]
    assert raw(model, "Best deal") == [p.best for p in players]
    assert raw(model, "Worst deal") == [p.worst for p in players]
    assert raw(model, "Longest winning streak") == [p.longest_streak for p in players]
    assert raw(model, "Won as Re") == [p.attacking.won for p in players]
    assert raw(model, "Points as Kontra") == [p.defending.points for p in players]
    # Chie won 5 of her 7 deals; Anna averages −36 / 7.
    assert row_cells(model, "Won")[2] == "5 (71 %)"
    assert row_cells(model, "Points per deal")[0] == "−5.14"
    assert row_cells(model, "Won as Re")[1] == "3 of 4"
    # Solos by kind, announcements and bonuses, Doppelkopf's words.
    assert row_cells(model, "Queen solo") == ["–", "–", "–", "1 of 1 (+12)", "–"]
    assert row_cells(model, "♥ solo")[4] == "0 of 1 (−18)"
    assert row_cells(model, "Re")[1] == "2 of 2"
    assert row_cells(model, "Fox") == ["0 / 1", "1 / 0", "1 / 0", "0 / 1", "0 / 0"]
    assert model.row_of("Drawn") is None  # no deal was drawn
    heading = model.row_of("Re and Kontra")
    assert heading is not None and heading.heading


def test_table_and_partners(qtbot: QtBot) -> None:
    session = doppelkopf()
    view = make_view(qtbot, session)
    table = session_stats(session).table
    model = view.table_model
    assert raw(model, "Deals played") == [table.deals]
    assert row_cells(model, "Re won") == ["5 (56 %)"]
    assert row_cells(model, "Kontra won") == ["4 (44 %)"]
    assert row_cells(model, "Normal game") == ["5 (56 %)"]
    assert row_cells(model, "Bock deals") == ["7 (78 %)"]
    assert row_cells(model, "Highest Bock") == ["×4"]
    assert row_cells(model, "Bock started by: 120 : 120") == ["1"]
    assert row_cells(model, "Highest game value") == [str(table.highest_value)]
    pairs = view.pairs_model
    first = pairs.rows[0]
    # Chie and Emi won three deals together, more than any other pair.
    assert first.label == "Chie & Emi" and first.bold
    assert first.raw == [5, 3, 38]
    assert [row.label for row in pairs.rows if row.bold] == ["Chie & Emi"]
    assert len(pairs.rows) == sum(1 for pair in table.pairs if pair.together.played)
    assert view.pairs_title.text() == "Partners: who won most together"


def test_words_follow_the_game(qtbot: QtBot) -> None:
    schafkopf = make_view(qtbot, parse_session(schafkopf_evening()))
    labels = [row.label for row in schafkopf.player_model.rows]
    assert "Won as soloist or partner" in labels and "Won as Re" not in labels
    assert "Solo ♠" in labels and "Solo ♦" in labels
    assert schafkopf.table_model.row_of("Contracts") is not None
    assert row_cells(schafkopf.table_model, "Soloist's side won") == ["2 (50 %)"]
    assert schafkopf.pairs_title.text() == "Same side: who won most together"
    schafkopf.grab().save("/tmp/i8_stats_schafkopf.png")

    crescendo = make_view(qtbot, parse_session(crescendo_evening()))
    labels = [row.label for row in crescendo.player_model.rows]
    assert "Won as soloist" in labels and "Won defending" in labels
    assert "Bids by trump (won of played)" in labels and "NT" in labels
    assert row_cells(crescendo.player_model, "♣")[1] == "1 of 1 (+56)"
    assert row_cells(crescendo.table_model, "Highest score") == ["56"]
    crescendo.grab().save("/tmp/i8_stats_crescendo.png")


def test_the_scope_switch_adds_up_the_group(qtbot: QtBot) -> None:
    older = doppelkopf("2026-11-13", deals=5)
    current = doppelkopf()
    other_table = parse_session(crescendo_evening())
    calls: list[int] = []

    def group() -> list[SessionFile]:
        calls.append(1)
        return [older, current, other_table]  # another group's evening is left out

    view = make_view(qtbot, current)
    view.set_sessions(current, group)
    assert calls == []  # read only when asked for
    assert view.scope() == EVENING
    assert view.scope_note.text().startswith("9 deal")
    scopes: list[str] = []
    view.scope_changed.connect(scopes.append)
    qtbot.mouseClick(view.all_button, Qt.MouseButton.LeftButton)
    assert view.scope() == ALL and scopes == [ALL]
    assert calls == [1]
    combined = sessions_stats([older, current])
    stats = view.stats()
    assert stats is not None and stats.sessions == 2
    assert raw(view.player_model, "Total") == [p.total for p in combined.players.values()]
    assert raw(view.player_model, "Deals played") == [
        p.deals.played for p in combined.players.values()
    ]
    assert row_cells(view.table_model, "Evenings") == ["2"]
    assert raw(view.table_model, "Deals played") == [combined.table.deals]
    assert view.scope_note.text().startswith("2 evening")
    view.show()
    view.grab().save("/tmp/i8_stats_all_evenings.png")
    qtbot.mouseClick(view.evening_button, Qt.MouseButton.LeftButton)
    assert view.scope() == EVENING and scopes == [ALL, EVENING]
    assert raw(view.table_model, "Deals played") == [9]
    view.set_scope(ALL)
    assert calls == [1]  # computed once per set_sessions


def test_evenings_of_group_reads_the_store(store: Store) -> None:
    first = create_session(store, doppelkopf("2026-11-13", deals=3))
    current = create_session(store, doppelkopf("2026-11-20"))
    create_session(store, doppelkopf("2026-11-06", deals=2))
    reordered = doppelkopf_evening() | {
        "players": ["Emi", "Anna", "Ben", "Chie", "Daiki"],
        "first_dealer": "Anna",
        "deals": [],
        "date": "2026-11-27",
    }
    create_session(store, parse_session(reordered))  # same people, other seats: same group
    create_session(store, parse_session(crescendo_evening()))
    five = doppelkopf_evening() | {"players": ["Anna", "Ben", "Chie", "Daiki", "Fumi"]}
    create_session(store, parse_session(five | {"deals": []}))
    store.sessions.archive_session(first)
    sessions = evenings_of_group(store, current)
    assert [s.date for s in sessions] == ["2026-11-06", "2026-11-13", "2026-11-20", "2026-11-27"]
    assert [len(s.deals) for s in sessions] == [2, 3, 9, 0]


def test_retranslate_keeps_the_scope(qtbot: QtBot) -> None:
    session = doppelkopf()
    view = make_view(qtbot, session, [session])
    view.set_scope(ALL)
    view.retranslate()
    assert view.scope() == ALL
    assert view.all_button.text() == "All evenings of these players"
    stats = view.stats()
    assert stats is not None and stats.sessions == 1
    assert view.scope_note.text().startswith("1 evening")
    assert raw(view.table_model, "Deals played") == [9]


# --- a change of seating (rules doppelkopf.md §2a) ---------------------------------------


def test_a_seating_evening_shows_everyone_who_sat(qtbot: QtBot, qtmodeltester: ModelTester) -> None:
    from tests.io.sessions import seating_session

    session = seating_session()  # Emi comes after deal 1, Daiki leaves after deal 4
    view = make_view(qtbot, session, [session])
    for model in (view.player_model, view.table_model, view.pairs_model):
        qtmodeltester.check(model)
    model = view.player_model
    names = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert names[1:] == ["Anna", "Ben", "Chie", "Daiki", "Emi"]
    assert raw(model, "Total") == [-3, 5, -1, 1, -2]
    assert raw(model, "Deals played") == [4, 4, 3, 2, 3]  # only while at the table
    assert raw(view.table_model, "Deals played") == [4]  # the two seatings are no deals
    view.set_scope(ALL)
    for model in (view.player_model, view.table_model, view.pairs_model):
        qtmodeltester.check(model)
    assert raw(view.player_model, "Deals played") == [4, 4, 3, 2, 3]
    for data in ("schafkopf_pfalz", "crescendo"):
        view.set_sessions(seating_session(data))
        for model in (view.player_model, view.table_model, view.pairs_model):
            qtmodeltester.check(model)
        assert view.player_model.columnCount() == 6


def test_evenings_of_group_finds_an_evening_with_a_late_arrival(store: Store) -> None:
    from tests.io.sessions import SEATING, seating_session

    late = create_session(store, seating_session())  # started with four, Emi came
    five = dict(SEATING) | {
        "players": ["Anna", "Ben", "Chie", "Daiki", "Emi"],
        "deals": [],
        "date": "2026-11-28",
    }
    create_session(store, parse_session(five))
    four = dict(SEATING) | {"deals": [], "date": "2026-11-29"}  # only the four: another group
    create_session(store, parse_session(four))
    sessions = evenings_of_group(store, late)
    assert [s.date for s in sessions] == ["2026-11-21", "2026-11-28"]


# --- every text whole; one count of deals --------------------------------------------------

SEVEN = ["Anna", "Ben", "Chie", "Daiki", "Emi", "Fumiko", "Gregor"]


def long_seven_player_evening(deals: int = 30) -> SessionFile:
    """Seven at the table (three sit out each deal), two-digit counts and shares."""
    data = doppelkopf_evening() | {"players": SEVEN, "first_dealer": "Anna", "deals": []}
    records: list[dict[str, object]] = []
    for number in range(deals):
        next_deal = parse_session(data | {"deals": records}).replay().next
        seated = [name for name in SEVEN if name not in next_deal.sitting_out]
        re = [seated[number % 4], seated[(number + 1) % 4]]
        if number % 7 == 3:
            records.append({"type": "solo_queen", "re": [seated[number % 4]], "re_points": 135})
        else:
            records.append({"type": "normal", "re": re, "re_points": 90 + 7 * (number % 9)})
    return parse_session(data | {"deals": records})


def cell_font(view: QTableView, index: QModelIndex) -> QFont:
    font = index.data(Qt.ItemDataRole.FontRole)
    if isinstance(font, QFont):
        merged = QFont(view.font())
        merged.setBold(font.bold())
        return merged
    return view.font()


def elided_cells(view: StatsTable) -> list[str]:
    """Every cell or column title whose text is wider than its column leaves room for."""
    model = view.model()
    margin = view.text_margin()
    header = view.horizontalHeader()
    cut = []
    for column in range(model.columnCount()):
        title = str(model.headerData(column, Qt.Orientation.Horizontal))
        if header.sectionSizeHint(column) > header.sectionSize(column):
            cut.append(f"title {title!r}")
        for row in range(model.rowCount()):
            if view.columnSpan(row, column) > 1:  # a section title across the row
                spanned = range(column, column + view.columnSpan(row, column))
            elif any(view.columnSpan(row, left) > column - left for left in range(column)):
                continue  # under a section title running across the row
            else:
                spanned = range(column, column + 1)
            room = sum(view.columnWidth(c) for c in spanned) - 2 * margin
            index = model.index(row, column)
            shown = str(index.data() or "")
            width = QFontMetrics(cell_font(view, index)).horizontalAdvance(shown)
            if width > room:
                cut.append(f"{shown!r} in {title!r}: {width} > {room}")
    return cut


def test_no_cell_is_cut_off(qtbot: QtBot) -> None:
    from schreiber.ui.evening.summary import EveningSummary

    seven = long_seven_player_evening()
    # The share of two-digit counts: "11 (37 %)" was cut to "11 (3…" at seven players.
    assert any(
        cell.startswith("1") and "(" in cell
        for cell in row_cells(session_model(qtbot, seven), "Won")
    )
    for session in (
        seven,
        doppelkopf(),
        parse_session(schafkopf_evening()),
        parse_session(crescendo_evening()),
    ):
        summary = EveningSummary()
        qtbot.addWidget(summary)
        summary.set_session(session)
        summary.show_statistics()
        summary.show()  # the size the dialog picks for itself
        qtbot.waitExposed(summary)
        views = (
            summary.statistics.players_view,
            summary.statistics.table_view,
            summary.statistics.pairs_view,
        )
        for view in views:
            assert elided_cells(view) == [], session.title
        summary.resize(1280, 720)
        QApplication.processEvents()
        for view in views:
            assert elided_cells(view) == [], session.title
            # At 1280×720 every column is on screen: nothing to scroll sideways.
            assert view.horizontalScrollBar().maximum() == 0, (session.title, view)
        summary.close()


def test_a_narrow_view_scrolls_sideways_rather_than_cutting(qtbot: QtBot) -> None:
    view = make_view(qtbot, long_seven_player_evening())
    view.resize(520, 500)
    view.show()
    qtbot.waitExposed(view)
    players = view.players_view
    assert elided_cells(players) == []
    assert players.horizontalScrollBar().maximum() > 0


def session_model(qtbot: QtBot, session: SessionFile) -> RowsModel:
    return make_view(qtbot, session).player_model


def redeal_and_seating() -> SessionFile:
    """Anna, Ben, Chie and Daiki; Emi comes after deal 1, a redeal after deal 3
    (everyone passed a poverty), Daiki leaves after it."""
    from tests.io.sessions import SEATING

    records = list(SEATING["deals"])  # type: ignore[call-overload]
    records.insert(4, {"type": "redeal"})
    return parse_session(dict(SEATING) | {"deals": records})


def test_deals_played_are_counted_one_way_everywhere(qtbot: QtBot) -> None:
    from schreiber.ui.evening.summary import EveningSummary

    session = redeal_and_seating()
    kinds = [type(record).__name__ for record in session.deals]
    assert len(kinds) == 7  # four scored deals, a redeal, two changes of seating
    count = deal_count(session)
    assert (count.played, count.redeals) == (4, 1)
    stats = session_stats(session)
    assert (stats.table.deals, stats.table.redeals) == (4, 1)

    view = make_view(qtbot, session)
    assert view.scope_note.text() == "4 deals played, 1 redeal besides"
    assert raw(view.table_model, "Deals played") == [4]
    assert raw(view.table_model, "Redeals") == [1]
    # Each player's deals played are the scored deals they sat at the table for.
    assert raw(view.player_model, "Deals played") == [4, 4, 3, 2, 3]
    assert raw(view.player_model, "Redeals") == [1, 1, 1, 1, 0]  # Emi sat out the redeal

    summary = EveningSummary()
    qtbot.addWidget(summary)
    summary.set_session(session)
    assert "4 deals played, 1 redeal besides" in summary.details_label.text()
    assert "5 deals" not in summary.details_label.text()
    assert "4 deals played, 1 redeal besides" in summary.settlement.document_html()

    # Without a redeal no word about redeals.
    plain = doppelkopf()
    view.set_sessions(plain)
    assert view.scope_note.text() == "9 deals played"
