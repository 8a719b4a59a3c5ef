"""The window of a laptop that logs in as a table (issue 24, item 4).

On the real PostgreSQL test server, with the login ``club-setup`` made: the
organiser's controls — New club night, deleting sessions, editing the club's
players, the next round, closing and reopening a night, the season's ranking and
money — are disabled and say why, while reading, entering deals and marking a
table finished work; a change the database refuses (a deal typed into a closed
night's table) says why in a message and keeps what was typed.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from schreiber.store.core import DamagedSessionError
from schreiber.store.postgres import PostgresStore
from schreiber.ui.club.league_window import show_league
from schreiber.ui.club.night_window import open_night_window
from schreiber.ui.club.roster import show_roster
from schreiber.ui.connection.rights import organiser_only_text
from schreiber.ui.main_window import MainWindow
from tests.club_roles import Club, Evening, club_evening, make_club, unique
from tests.postgres_server import PostgresServer
from tests.ui.windows import open_window, save_deal

WHY = "Only the club's organiser can do this"


@pytest.fixture
def club(postgres_server: PostgresServer) -> Club:
    return make_club(postgres_server)


@pytest.fixture
def evening(club: Club) -> Evening:
    with PostgresStore(club.owner_url) as store:
        return club_evening(store)


@pytest.fixture
def table_window(
    qtbot: QtBot, club: Club, evening: Evening, tmp_path: Path
) -> Iterator[MainWindow]:
    name = unique("table")
    club.table_role(name)
    with PostgresStore(club.url(name)) as store:
        window = open_window(qtbot, store, tmp_path, "table")
        yield window
        window.close()


def says_why(control: QWidget | QAction) -> bool:
    tip = control.toolTip()
    return tip == organiser_only_text() and WHY in tip


def test_the_organisers_controls_are_disabled_and_say_why(
    qtbot: QtBot, table_window: MainWindow, evening: Evening
) -> None:
    window = table_window
    window.open_session(evening.open_table)
    assert not window.new_night_action.isEnabled() and says_why(window.new_night_action)
    assert not window.delete_session_action.isEnabled()
    assert says_why(window.delete_session_action)
    assert window.delete_session_action.statusTip() == organiser_only_text()
    # What a table does is there: its deals, the roster, nights and league to read.
    for action in (
        window.enter_action,
        window.rename_action,
        window.archive_action,
        window.roster_action,
        window.nights_action,
        window.league_action,
    ):
        assert action.isEnabled(), action.text()

    roster = show_roster(window)
    for control in (roster.rename_button, roster.archive_button, roster.new_button):
        assert not control.isEnabled() and says_why(control)
    assert not roster.form_box.isEnabled() and says_why(roster.form_box)
    assert "Anna" in roster.visible_names()
    roster.close()

    league = show_league(window)
    for part in (league.new_season_button, league.ranking_box, league.money_editor):
        assert not part.isEnabled() and says_why(part)
    league.close()


def test_a_table_marks_its_table_finished_but_draws_no_round(
    qtbot: QtBot, table_window: MainWindow, evening: Evening
) -> None:
    night = open_night_window(table_window, evening.open_night)
    qtbot.waitExposed(night)
    for control in (night.next_button, night.state_button, night.mode_combo):
        assert not control.isEnabled() and says_why(control)
    view = night.tables_view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert getattr(night.selected_table(), "id", None) == evening.open_table
    assert night.finish_button.isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_F)
    finished = table_window.store.nights.night(evening.open_night).finished_tables
    assert finished == {evening.open_table}
    assert "is marked finished" in night.message.text()
    night.close()

    closed = open_night_window(table_window, evening.closed_night)
    assert not closed.state_button.isEnabled() and says_why(closed.state_button)
    assert "only the club's organiser can reopen it" in closed.message.text()
    closed.close()


def test_a_deal_into_a_closed_night_says_why(
    qtbot: QtBot, table_window: MainWindow, evening: Evening, shown: list[str]
) -> None:
    window = table_window
    window.open_session(evening.closed_table)
    assert window.page.model.deal_count() == 1
    save_deal(qtbot, window, "13129")
    assert len(shown) == 1
    assert "Closed night" in shown[0] and "is closed" in shown[0]
    assert "organiser can reopen the night" in shown[0]
    assert window.page.model.deal_count() == 1
    assert window.page.entry.record()["re_points"] == 129  # what was typed is kept
    assert len(window.store.sessions.load_session(evening.closed_table).deals) == 1


def test_the_organisers_window_has_them(
    qtbot: QtBot, club: Club, evening: Evening, tmp_path: Path
) -> None:
    with PostgresStore(club.owner_url) as store:
        window = open_window(qtbot, store, tmp_path, "organiser")
        window.open_session(evening.session)
        assert window.new_night_action.isEnabled()
        assert window.delete_session_action.isEnabled()
        assert window.new_night_action.toolTip() != organiser_only_text()
        night = open_night_window(window, evening.open_night)
        assert night.next_button.isEnabled() and night.state_button.isEnabled()
        night.close()
        window.close()


def test_a_tables_laptop_cannot_delete_a_damaged_session_and_is_not_told_to(
    qtbot: QtBot, club: Club, evening: Evening, tmp_path: Path, shown: list[str]
) -> None:
    name = unique("table")
    club.table_role(name)
    with PostgresStore(club.owner_url) as store:
        store.sessions.add_deal(
            evening.open_table, {"type": "normal", "re": ["Anna", "Ben"], "re_points": 131}
        )
    with club.raw(club.organiser) as owner:  # a hostile row in an open table's session
        owner.execute(
            "UPDATE deals SET record = %s WHERE session_id = %s",
            ('{"re":' + "[" * 10_000, evening.open_table),
        )
    with PostgresStore(club.url(name)) as store:
        window = open_window(qtbot, store, tmp_path, "table")
        window.start_up()
        window.show_start()
        said = window.damaged_text(_damage(store, evening.open_table))
        assert "press Delete" not in said
        assert window.start.select_session(evening.open_table)
        qtbot.keyClick(window.start.table, Qt.Key.Key_Delete)
        assert shown == []  # not even asked: a table's login may not delete
        assert window.statusBar().currentMessage() == organiser_only_text()
        assert evening.open_table in {info.id for info in store.sessions.list_sessions()}
        window.close()


def _damage(store: PostgresStore, session_id: int) -> DamagedSessionError:
    try:
        store.sessions.load_session(session_id)
    except DamagedSessionError as error:
        return error
    raise AssertionError("the session is not damaged")
