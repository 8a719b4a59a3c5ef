"""A club night's set-up without Qt: the games it offers (from the registry), the
tables they seat, the rounds as stored, the tables' sessions; and the roster
form's check of a name."""

from __future__ import annotations

import pytest

from schreiber.club.night_plan import (
    GAMES,
    STANDARD_RULES,
    TABLE_SIZES,
    ClubRules,
    misfit_table,
    rounds_of,
    table_session,
    table_sessions,
)
from schreiber.club.people import name_problem
from schreiber.games.registry import GAME_NAMES, game
from schreiber.store.core import Person, SessionInfo


def test_a_night_offers_the_games_played_by_four_at_a_table() -> None:
    assert GAMES == ("doppelkopf", "schafkopf_pfalz")  # Crescendo is for three
    assert set(GAMES) < set(GAME_NAMES)
    assert TABLE_SIZES == {"doppelkopf": (4, 7), "schafkopf_pfalz": (3, 5)}
    assert all(TABLE_SIZES[name] == game(name).player_range for name in GAMES)


def test_the_first_table_that_does_not_fit_is_named() -> None:
    four, five = ["A", "B", "C", "D"], ["E", "F", "G", "H", "I"]
    assert misfit_table("schafkopf_pfalz", [four, five]) is None
    assert misfit_table("doppelkopf", [five, four]) is None
    six = [*five, "J"]
    assert misfit_table("schafkopf_pfalz", [four, six]) == (2, 6)


def test_a_game_a_night_does_not_offer_is_an_error() -> None:
    with pytest.raises(KeyError):
        misfit_table("crescendo", [["A", "B", "C"]])
    with pytest.raises(KeyError):
        misfit_table("skat", [["A", "B", "C", "D"]])


def info(session_id: int, round_no: int | None, table_no: int, players: str) -> SessionInfo:
    return SessionInfo(
        id=session_id,
        game="doppelkopf",
        title="",
        date="2025-03-07",
        players=tuple(players),
        deal_count=0,
        archived=False,
        updated="",
        round_no=round_no,
        table_no=table_no,
    )


def test_the_rounds_as_stored_by_round_and_table() -> None:
    infos = [
        info(1, 2, 2, "EFGH"),
        info(2, 1, 1, "ABCD"),
        info(3, 2, 1, "AEBF"),
        info(4, 1, 2, "EFGH"),
        info(5, None, 0, "WXYZ"),
    ]
    assert rounds_of(infos) == [
        [list("ABCD"), list("EFGH")],
        [list("AEBF"), list("EFGH")],
    ]


def test_a_rounds_tables_are_sessions_under_the_titles_given() -> None:
    rules = ClubRules("doppelkopf", dict(STANDARD_RULES))
    session = table_session(rules, "Night · Table 1", "2025-03-07", list("ABCD"))
    assert session.players == tuple("ABCD") and session.first_dealer == "A"
    assert session.title == "Night · Table 1"
    standard = ClubRules("schafkopf_pfalz", dict(STANDARD_RULES))
    sessions = table_sessions(
        standard, "2025-03-07", [list("ABCD"), list("EFGHI")], lambda n: f"Table {n}"
    )
    assert [s.title for s in sessions] == ["Table 1", "Table 2"]
    assert [s.game for s in sessions] == ["schafkopf_pfalz", "schafkopf_pfalz"]


def person(person_id: int, name: str, archived: bool = False) -> Person:
    return Person(id=person_id, name=name, full_name="", created="", archived=archived)


def test_the_roster_form_checks_a_name_before_the_store_is_asked() -> None:
    people = [person(1, "Anna"), person(2, "Ben", archived=True)]
    assert name_problem("  ", "", people, None, final=False) is None
    assert name_problem("  ", "", people, None, final=True) == ("blank", "")
    assert name_problem("x" * 41, "", people, None, final=True) == ("long", "41")
    assert name_problem("Cleo", "y" * 101, people, None, final=True) == ("full_long", "101")
    assert name_problem(" anna ", "", people, None, final=True) == ("taken", "Anna")
    assert name_problem("anna", "", people, 1, final=True) is None  # Anna herself
    assert name_problem("BEN", "", people, None, final=True) == ("archived", "Ben")
    assert name_problem("Cleo  K.", "", people, None, final=True) is None
