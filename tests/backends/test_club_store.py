"""The club on the store, on SQLite and on a real PostgreSQL server: the roster
(people behind each session's players, renamed everywhere at once), seasons,
club nights whose tables are sessions, and the league read from the database."""

from __future__ import annotations

import subprocess
import sys
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import cast

import pytest

from schreiber.club.league import Ranking, league_request, parse_ranking
from schreiber.club.season import (
    league_progress,
    league_table,
    night_standing,
    night_totals,
    season_evenings,
    season_frame,
    season_player_stats,
    stats_over_years,
    summaries,
)
from schreiber.games.errors import RecordError
from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session, session_json
from schreiber.store.core import Candidate, ConflictError, NightTable, StoreCore, StoreError
from schreiber.store.locate import open_store
from tests.backends.conftest import Opener, moves_from

FOUR = ["Anna", "Ben", "Chie", "Daiki"]


def session_file(
    game: str,
    players: Sequence[str],
    deals: Sequence[dict[str, object]] = (),
    date: str = "2026-03-01",
    title: str = "Evening",
) -> dict[str, object]:
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": game,
        "title": title,
        "date": date,
        "players": list(players),
        "first_dealer": players[0],
        "rules": {"preset": "standard", "options": {}},
        "deals": list(deals),
    }


DOPPELKOPF = session_file(
    "doppelkopf",
    FOUR,
    [
        {"type": "normal", "re": ["Anna", "Ben"], "re_points": 150},
        {
            "type": "poverty",
            "re": ["Anna", "Chie"],
            "re_points": 130,
            "poverty": {"poor": "Anna", "partner": "Chie"},
        },
        {"type": "seating", "players": [*FOUR, "Emi"], "dealer": "Anna"},
        {"type": "solo_queen", "re": ["Emi"], "re_points": 100},
    ],
)
SCHAFKOPF = session_file(
    "schafkopf_pfalz",
    ["Ben", "Anna", "Chie", "Daiki"],
    [
        {"contract": "ace_call", "soloist": "Ben", "partner": "Anna", "soloist_points": 70},
        {"contract": "solo", "trump": "hearts", "soloist": "Anna", "soloist_points": 75},
    ],
)
CRESCENDO = session_file(
    "crescendo", ["Anna", "Ben", "Chie"], [{"soloist": "Anna", "bid": 19, "trump": "spades"}]
)
CRESCENDO["deals"] = [{"soloist": "Anna", "bid": 19, "trump": "spades", "taken": 20}]


def stored(
    store: StoreCore,
    value: dict[str, object],
    *,
    season_id: int | None = None,
    night_id: int | None = None,
    table_no: int | None = None,
    round_no: int | None = None,
) -> int:
    return create_session(
        store,
        parse_session(value),
        season_id=season_id,
        night_id=night_id,
        table_no=table_no,
        round_no=round_no,
    )


def totals(store: StoreCore, session_id: int) -> dict[str, int]:
    return dict(
        parse_session(session_json(store.sessions.load_session(session_id))).replay().totals
    )


# ---------------------------------------------------------------------- the roster


def test_new_sessions_link_their_players_to_people(opener: Opener) -> None:
    store = opener()
    first = stored(store, DOPPELKOPF)
    second = stored(store, CRESCENDO)
    people = {p.name: p for p in store.people.all()}
    assert sorted(people) == ["Anna", "Ben", "Chie", "Daiki", "Emi"]  # Emi came late
    assert people["Anna"].sessions == 2 and people["Emi"].sessions == 1
    assert people["Anna"].last_played == "2026-03-01"
    links = store.people.session_people(first)
    assert set(links) == {"Anna", "Ben", "Chie", "Daiki", "Emi"}
    assert links["Anna"] == store.people.session_people(second)["Anna"] == people["Anna"].id


def test_a_change_of_seating_links_a_new_name(opener: Opener) -> None:
    store = opener()
    session_id = stored(store, session_file("doppelkopf", FOUR))
    service = SessionService(store, session_id)
    service.add_deal({"type": "seating", "players": [*FOUR, "Fumi"], "dealer": "Ben"})
    assert "Fumi" in store.people.session_people(session_id)
    assert [p.name for p in store.people.all()] == ["Anna", "Ben", "Chie", "Daiki", "Fumi"]


def test_names_are_unique_without_regard_to_capitals(opener: Opener) -> None:
    store = opener()
    anna = store.people.add_person("Anna")
    with pytest.raises(ConflictError, match="already another player's"):
        store.people.add_person("ANNA ")
    with pytest.raises(StoreError, match="must not be blank"):
        store.people.add_person("   ")
    with pytest.raises(StoreError, match="at most 40"):
        store.people.add_person("x" * 41)
    # A session's "anna" is the roster's Anna.
    session_id = stored(store, session_file("crescendo", ["anna", "Ben", "Chie"]))
    assert store.people.session_people(session_id)["anna"] == anna
    assert [p.name for p in store.people.all()] == ["Anna", "Ben", "Chie"]


def test_two_annas_are_told_apart(opener: Opener) -> None:
    store = opener()
    k = store.people.add_person("Anna K.", "Anna Kowalski")
    m = store.people.add_person("Anna M.", "Anna Müller")
    first = stored(store, session_file("crescendo", ["Anna K.", "Ben", "Chie"]))
    second = stored(store, session_file("crescendo", ["Anna M.", "Ben", "Chie"]))
    assert store.people.session_people(first)["Anna K."] == k
    assert store.people.session_people(second)["Anna M."] == m
    roster = {p.id: p for p in store.people.all()}
    assert (roster[k].full_name, roster[k].sessions) == ("Anna Kowalski", 1)
    assert (roster[m].full_name, roster[m].sessions) == ("Anna Müller", 1)
    store.people.set_full_name(m, "Anna Maria Müller")
    assert store.people.person(m).full_name == "Anna Maria Müller"
    store.people.archive_person(m)
    assert [p.name for p in store.people.all()] == ["Anna K.", "Ben", "Chie"]
    assert len(store.people.all(include_archived=True)) == 4


@pytest.mark.parametrize("value", [DOPPELKOPF, SCHAFKOPF, CRESCENDO], ids=lambda v: str(v["game"]))
def test_rename_reaches_every_record_and_the_totals_stay(
    opener: Opener, value: dict[str, object]
) -> None:
    store, other = opener(), opener()
    session_id = stored(store, value)
    before = totals(store, session_id)
    data = store.sessions.load_session(session_id)
    seen = other.data_version()
    anna = store.people.session_people(session_id)["Anna"]
    store.people.rename_person(anna, "Anneliese")
    after = store.sessions.load_session(session_id)
    assert after.version == data.version + 1  # open windows see the change
    assert "Anna" not in str(after.players) + after.first_dealer + str(after.deals)
    assert "Anneliese" in after.players
    # Every record that named Anna has a new revision; the others kept theirs.
    for old, new, revision, new_revision in zip(
        data.deals, after.deals, data.revisions, after.revisions, strict=True
    ):
        assert new_revision == revision + (1 if "Anna" in str(old) else 0)
        assert str(new) == str(old).replace("'Anna'", "'Anneliese'")
    renamed = totals(store, session_id)
    assert renamed == {("Anneliese" if n == "Anna" else n): t for n, t in before.items()}
    assert moves_from(other, seen)
    assert store.people.person(anna).name == "Anneliese"
    assert "Anneliese" in store.people.session_people(session_id)


def test_rename_keeps_undo_working(opener: Opener) -> None:
    store = opener(writer="window")
    session_id = stored(store, session_file("doppelkopf", FOUR))
    service = SessionService(store, session_id)
    service.add_deal({"type": "normal", "re": ["Anna", "Ben"], "re_points": 150})
    service.add_deal({"type": "normal", "re": ["Anna", "Chie"], "re_points": 100})
    service.delete_deal(1)
    store.people.rename_person(store.people.session_people(session_id)["Anna"], "Ann")
    assert service.refresh() is not None  # the window reads the new names
    assert service.session.players[0] == "Ann"
    assert service.undo() == "delete_deal"  # the deleted deal comes back renamed
    assert [d["re"] for d in store.sessions.load_session(session_id).deals] == [
        ["Ann", "Ben"],
        ["Ann", "Chie"],
    ]
    assert service.undo() == "add_deal"
    assert service.redo() == "add_deal"
    assert set(totals(store, session_id)) == {"Ann", "Ben", "Chie", "Daiki"}


def test_rename_to_a_name_in_use_changes_nothing(opener: Opener) -> None:
    store = opener()
    session_id = stored(store, DOPPELKOPF)
    before = store.sessions.load_session(session_id)
    people = store.people.session_people(session_id)
    with pytest.raises(ConflictError, match="Ben") as caught:
        store.people.rename_person(people["Anna"], "ben")
    assert caught.value.params["other"] == "Ben"
    assert store.sessions.load_session(session_id) == before
    assert store.people.person(people["Anna"]).name == "Anna"
    store.people.rename_person(people["Anna"], "ANNA")  # her own name in capitals is hers
    assert store.sessions.load_session(session_id).players[0] == "ANNA"
    with pytest.raises(StoreError, match="no player 999"):
        store.people.rename_person(999, "Zoe")


def test_last_players(opener: Opener) -> None:
    store = opener()
    assert store.people.last_players() == ()
    stored(store, CRESCENDO)
    stored(store, session_file("doppelkopf", ["Chie", "Daiki", "Anna", "Ben"]))
    assert store.people.last_players() == ("Chie", "Daiki", "Anna", "Ben")
    store.people.rename_person(_id(store, "Chie"), "Chie S.")
    assert store.people.last_players() == ("Chie S.", "Daiki", "Anna", "Ben")


def _id(store: StoreCore, name: str) -> int:
    return next(p.id for p in store.people.all() if p.name == name)


# ---------------------------------------------------------------------- seasons


def test_sessions_go_into_their_calendar_years_season(opener: Opener) -> None:
    store = opener()
    a = stored(store, session_file("crescendo", ["Anna", "Ben", "Chie"], date="2025-12-31"))
    b = stored(store, session_file("crescendo", ["Anna", "Ben", "Chie"], date="2026-01-01"))
    seasons = store.seasons.all()
    assert [(s.name, s.start, s.end) for s in seasons] == [
        ("2025", "2025-01-01", "2025-12-31"),
        ("2026", "2026-01-01", "2026-12-31"),
    ]
    assert store.sessions.load_session(a).season_id == seasons[0].id
    assert [i.id for i in store.seasons.sessions_of_season(seasons[1].id)] == [b]
    # A season the club sets up takes the sessions on its days from then on.
    autumn = store.seasons.create_season("2026/27", "2026-09-01", "2027-06-30")
    c = stored(store, session_file("crescendo", ["Anna", "Ben", "Chie"], date="2026-10-02"))
    assert store.sessions.load_session(c).season_id == autumn
    assert store.seasons.season_of_date("2027-03-01") == autumn
    assert store.seasons.season_of_date("2026-03-01") == seasons[1].id
    with pytest.raises(ConflictError, match="already a season named 2026/27"):
        store.seasons.create_season("2026/27", "2026-09-01", "2027-06-30")
    with pytest.raises(StoreError, match="first to its last day"):
        store.seasons.create_season("Bad", "2027-06-30", "2026-09-01")
    store.seasons.move_session(c, seasons[1].id)
    assert store.sessions.load_session(c).season_id == seasons[1].id


def test_season_settings_keep_what_they_do_not_name(opener: Opener) -> None:
    store = opener()
    season = store.seasons.create_season("2026", "2026-01-01", "2026-12-31")
    ranking = Ranking("average", per_deals=24, min_evenings=2)
    store.seasons.update_season_settings(season, {"ranking": ranking.to_json()})
    store.seasons.update_season_settings(season, {"money": {"rate": 0.05, "pot": {"fee": 2}}})
    settings = store.seasons.season(season).settings
    assert parse_ranking(settings["ranking"]) == ranking
    assert settings["money"] == {"rate": 0.05, "pot": {"fee": 2}}
    with pytest.raises(StoreError, match="no season 999"):
        store.seasons.update_season_settings(999, {})


# ---------------------------------------------------------------------- club nights


def test_a_club_night_and_its_tables(opener: Opener) -> None:
    store, other = opener(), opener()
    present = ["Anna", "Ben", "Chie", "Daiki", "Emi", "Fumi", "Goro", "Hana"]
    night_id = store.nights.create_night("2026-05-08", "May night", present, seed=7)
    night = store.nights.night(night_id)
    assert (night.date, night.title, night.present, night.seed, night.closed) == (
        "2026-05-08",
        "May night",
        tuple(present),
        7,
        False,
    )
    assert store.seasons.season(night.season_id).name == "2026"
    assert len(store.people.all()) == 8  # everyone present is on the roster
    tables = [present[:4], present[4:]]
    ids = [
        stored(
            store,
            session_file("doppelkopf", t, date=night.date, title=f"Table {n}"),
            night_id=night_id,
            table_no=n,
            round_no=1,
        )
        for n, t in enumerate(tables, start=1)
    ]
    infos = store.nights.sessions_of_night(night_id)
    assert [(i.id, i.table_no, i.round_no, i.night_id) for i in infos] == [
        (ids[0], 1, 1, night_id),
        (ids[1], 2, 1, night_id),
    ]
    assert store.nights.night(night_id).version == 2
    assert store.nights.all() == store.nights.all(night.season_id) == [store.nights.night(night_id)]
    # A deal at table 2, from another laptop: the night's standing has it.
    seen = store.data_version()
    SessionService(other, ids[1]).add_deal(
        {"type": "normal", "re": ["Emi", "Fumi"], "re_points": 150}
    )
    assert moves_from(store, seen)
    assert [i.version for i in store.nights.sessions_of_night(night_id)] == [0, 1]
    standing = {s.player: s for s in night_standing(store, night_id)}
    assert (standing["Emi"].to_json()["score"], standing["Emi"].deals) == (1, 1)
    anna = standing["Anna"]
    assert (anna.to_json()["score"], anna.deals, anna.evenings) == (0, 0, 1)
    assert night_totals(store, night_id)["Goro"] == (-1, 1)
    store.nights.set_night_present(night_id, [*present, "Ida"])
    assert store.nights.night(night_id).present[-1] == "Ida"
    store.nights.close_night(night_id)
    assert store.nights.night(night_id).closed
    with pytest.raises(StoreError, match="May night of 2026-05-08 is closed"):
        stored(store, session_file("doppelkopf", tables[0]), night_id=night_id)
    store.nights.close_night(night_id, closed=False)
    stored(store, session_file("doppelkopf", tables[0]), night_id=night_id, round_no=2)
    with pytest.raises(StoreError, match="no club night 999"):
        store.nights.night(999)


def test_two_tables_of_one_night_entered_at_once(opener: Opener, database_url: str) -> None:
    """Two laptops enter their tables' deals at the same moment: every deal is
    stored in its own table, and the night's standing merges both."""
    store = opener()
    present = ["Anna", "Ben", "Chie", "Daiki", "Emi", "Fumi", "Goro", "Hana"]
    night_id = store.nights.create_night("2026-05-08", "May night", present, seed=1)
    tables = [present[:4], present[4:]]
    ids = [
        stored(store, session_file("doppelkopf", t), night_id=night_id, table_no=n, round_no=1)
        for n, t in enumerate(tables, start=1)
    ]
    count = 15
    start = threading.Barrier(2)
    failures: list[BaseException] = []

    def laptop(table: int) -> None:
        try:
            # Its own connection, opened and closed in its own thread.
            with open_store(database_url, writer=f"laptop {table}") as mine:
                service = SessionService(mine, ids[table])
                start.wait()
                for n in range(count):
                    players = tables[table]
                    re = [players[n % 4], players[(n + 1) % 4]]
                    service.add_deal({"type": "normal", "re": re, "re_points": 121 + n})
        except BaseException as error:  # reported below
            failures.append(error)

    threads = [threading.Thread(target=laptop, args=(t,)) for t in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
    for table, session_id in enumerate(ids):
        data = store.sessions.load_session(session_id)
        assert len(data.deals) == count
        assert {name for d in data.deals for name in cast(list[str], d["re"])} == set(tables[table])
    standing = night_standing(store, night_id)
    assert sum(s.deals for s in standing) == 2 * count * 4
    expected = league_request(
        {"evenings": [session_json(store.sessions.load_session(i)) for i in ids]}
    )["standings"]
    assert [s.to_json() for s in standing] == expected


# ---------------------------------------------------------------------- the league


def _season(store: StoreCore) -> tuple[int, list[int]]:
    """A season of five sessions of two games' players, with late arrivals."""
    values = [
        DOPPELKOPF,
        session_file(
            "doppelkopf",
            ["Ben", "Chie", "Daiki", "Emi"],
            [
                {"type": "normal", "re": ["Ben", "Emi"], "re_points": 40},
                {"type": "redeal", "reason": "other"},
                {"type": "solo_jack", "re": ["Chie"], "re_points": 150},
            ],
            date="2026-03-08",
        ),
        session_file(
            "doppelkopf",
            FOUR,
            [{"type": "normal", "re": ["Anna", "Daiki"], "re_points": 121}],
            date="2026-03-15",
        ),
        session_file(
            "doppelkopf",
            [*FOUR, "Emi"],
            [
                {"type": "normal", "re": ["Ben", "Chie"], "re_points": 200},
                {"type": "normal", "re": ["Chie", "Daiki"], "re_points": 100},
            ],
            date="2026-03-22",
        ),
    ]
    ids = [stored(store, value) for value in values]
    season_id = store.sessions.load_session(ids[0]).season_id
    assert season_id is not None
    return season_id, ids


@pytest.mark.parametrize(
    "ranking",
    [
        {"method": "total"},
        {"method": "total", "drop_worst": 1, "min_evenings": 3},
        {"method": "average", "per_deals": 24},
        {"method": "table_points", "table_points": {"4": [3, 1, -1, -3], "5": [4, 2, 0, -2, -4]}},
    ],
    ids=["total", "drop_worst", "average", "table_points"],
)
def test_the_league_table_is_schreiber_league_of_the_seasons_sessions(
    opener: Opener, ranking: dict[str, object]
) -> None:
    store = opener()
    season_id, ids = _season(store)
    store.seasons.update_season_settings(season_id, {"ranking": ranking})
    request = {
        "ranking": ranking,
        "evenings": [session_json(store.sessions.load_session(i)) for i in ids],
    }
    expected = league_request(request)["standings"]
    assert [s.to_json() for s in league_table(store, season_id)] == expected
    # Again from the summaries kept the first time, and after a change.
    assert [s.to_json() for s in league_table(store, season_id)] == expected
    service = SessionService(store, ids[2])
    service.add_deal({"type": "normal", "re": ["Ben", "Chie"], "re_points": 180})
    request["evenings"] = [session_json(store.sessions.load_session(i)) for i in ids]
    assert [s.to_json() for s in league_table(store, season_id)] == league_request(request)[
        "standings"
    ]


def test_summaries_are_kept_per_version_and_renamed_with_the_player(opener: Opener) -> None:
    store = opener()
    season_id, ids = _season(store)
    assert all(row.summary is None for row in store.seasons.evening_rows(season_id=season_id))
    first = league_table(store, season_id)
    assert all(row.summary is not None for row in store.seasons.evening_rows(season_id=season_id))
    store.people.rename_person(_id(store, "Anna"), "Anneliese")
    # The summaries were renamed with the sessions: nothing to replay again.
    assert all(row.summary is not None for row in store.seasons.evening_rows(season_id=season_id))
    renamed = league_table(store, season_id)
    assert [s.player for s in renamed] == [
        "Anneliese" if s.player == "Anna" else s.player for s in first
    ]
    expected = league_request(
        {"evenings": [session_json(store.sessions.load_session(i)) for i in ids]}
    )["standings"]
    assert [s.to_json() for s in renamed] == expected
    # A summary for a version that is gone is never kept.
    assert store.seasons.put_summaries([(ids[0], 0, {"v": 1, "players": {}})]) == 0


def test_the_seasons_statistics(opener: Opener) -> None:
    store = opener()
    season_id, ids = _season(store)
    evenings = season_evenings(store, season_id)
    assert len(evenings) == 4
    assert evenings[1].deals == {"Ben": 2, "Chie": 2, "Daiki": 2, "Emi": 2}  # no redeal
    frame = season_frame(store, season_id)
    assert len(frame) == 5 + 4 + 4 + 5
    stats = season_player_stats(store, season_id)
    assert list(stats.index) == ["Anna", "Ben", "Chie", "Daiki", "Emi"]
    assert int(stats.loc["Chie", "solos"]) == 1 and int(stats.loc["Chie", "solos_won"]) == 1
    assert int(stats.loc["Emi", "solos"]) == 1
    assert int(stats.loc["Emi", "evenings"]) == 3
    chie = [e.totals["Chie"] for e in evenings]
    assert int(stats.loc["Chie", "best_evening"]) == max(chie)
    assert (
        stats.loc["Chie", "best_date"]
        == ["2026-03-01", "2026-03-08", "2026-03-15", "2026-03-22"][chie.index(max(chie))]
    )
    assert int(stats.loc["Ben", "deals"]) == sum(e.deals.get("Ben", 0) for e in evenings)
    progress = league_progress(store, season_id)
    assert list(progress.index) == ["2026-03-01", "2026-03-08", "2026-03-15", "2026-03-22"]
    final = {s.player: float(s.score) for s in league_table(store, season_id)}
    assert progress.iloc[-1].to_dict() == final
    years = stats_over_years(store)
    assert int(years.loc[("2026", "Chie"), "solos"]) == 1
    assert summaries(store, season_id=season_id)[0].row.session_id == ids[0]


def test_a_broken_ranking_is_named(opener: Opener) -> None:
    store = opener()
    season_id, _ = _season(store)
    store.seasons.update_season_settings(season_id, {"ranking": {"method": "best"}})
    with pytest.raises(RecordError, match=r"ranking\.method"):
        league_table(store, season_id)
    assert league_table(store, season_id, Ranking())[0].rank == 1


# ------------------------------------------------- a night's settings, rounds, finished tables


def night_table(number: int, players: Sequence[str], title: str = "") -> NightTable:
    return NightTable(
        table_no=number,
        game="doppelkopf",
        title=title or f"Table {number}",
        date="2026-05-08",
        players=list(players),
        first_dealer=players[0],
        rules={"preset": "standard", "options": {}},
    )


EIGHT = ["Anna", "Ben", "Chie", "Daiki", "Emi", "Fumi", "Goro", "Hana"]
ROUND_1 = [night_table(1, EIGHT[:4]), night_table(2, EIGHT[4:])]
ROUND_2 = [
    night_table(1, ["Anna", "Emi", "Ben", "Fumi"], "R2 T1"),
    night_table(2, ["Chie", "Goro", "Daiki", "Hana"], "R2 T2"),
]


def test_a_nights_settings_are_stored_with_it_for_every_laptop(opener: Opener) -> None:
    store, other = opener(), opener()
    settings = {"draw": "standing", "rounds": 3, "game": "doppelkopf", "rules": {"preset": "x"}}
    night_id = store.nights.create_night("2026-05-08", "May", EIGHT, 7, settings=settings)
    assert other.nights.night(night_id).settings == settings
    version = other.nights.night(night_id).version
    other.nights.update_night_settings(night_id, {"draw": "random", "note": ["ä", 1]})
    night = store.nights.night(night_id)
    assert night.settings == {**settings, "draw": "random", "note": ["ä", 1]}  # merged
    assert night.version == version + 1  # windows see the change
    assert store.nights.all()[0].settings == night.settings
    plain = store.nights.create_night("2026-05-09", "Plain", EIGHT, 8)
    assert store.nights.night(plain).settings == {}
    with pytest.raises(StoreError, match="not plain JSON"):
        store.nights.update_night_settings(night_id, {"bad": float("nan")})
    with pytest.raises(StoreError, match="no club night 999"):
        store.nights.update_night_settings(999, {"draw": "random"})


def test_a_night_starts_with_its_tables_in_one_transaction(opener: Opener) -> None:
    store = opener()
    night_id = store.nights.create_night("2026-05-08", "May", EIGHT, 7, tables=ROUND_1)
    infos = store.nights.sessions_of_night(night_id)
    assert [(i.round_no, i.table_no, i.players, i.title) for i in infos] == [
        (1, 1, tuple(EIGHT[:4]), "Table 1"),
        (1, 2, tuple(EIGHT[4:]), "Table 2"),
    ]
    night = store.nights.night(night_id)
    assert {i.season_id for i in infos} == {night.season_id}
    assert (
        store.people.session_people(infos[1].id)["Emi"]
        == {p.name: p.id for p in store.people.all()}["Emi"]
    )
    assert store.sessions.load_session(infos[0].id).first_dealer == "Anna"
    assert infos[0].updated < infos[1].updated  # every write stamped strictly later


def refuse_second(store: StoreCore) -> Callable[[Candidate], None]:
    """A check that refuses the second table it sees (as a table that does not replay)."""
    seen: list[int] = []

    def check(candidate: Candidate) -> None:
        seen.append(candidate.load().id)
        if len(seen) == 2:
            raise RecordError("deals", "refused for the test")

    return check


def nothing_of_a_night(store: StoreCore) -> tuple[object, ...]:
    return (
        store.nights.all(),
        store.sessions.list_sessions(True),
        store.people.all(),
        store.seasons.all(),
    )


def test_a_night_whose_table_fails_leaves_nothing(opener: Opener) -> None:
    store = opener()
    empty = nothing_of_a_night(store)
    with pytest.raises(RecordError, match="refused for the test"):
        store.nights.create_night(
            "2026-05-08", "May", EIGHT, 7, tables=ROUND_1, check=refuse_second(store)
        )
    assert nothing_of_a_night(store) == empty
    # A table the database itself refuses half-way (no first dealer): nothing either.
    broken = ROUND_1[1].replace(first_dealer=cast(str, None))
    with pytest.raises(StoreError, match="create the club night"):
        store.nights.create_night("2026-05-08", "May", EIGHT, 7, tables=[ROUND_1[0], broken])
    assert nothing_of_a_night(store) == empty
    twice = [ROUND_1[0], ROUND_1[1].replace(table_no=1)]
    with pytest.raises(StoreError, match=r"each numbered once from 1 up \(got 1, 1\)"):
        store.nights.create_night("2026-05-08", "May", EIGHT, 7, tables=twice)
    assert nothing_of_a_night(store) == empty


def test_a_round_is_stored_whole_or_not_at_all(opener: Opener) -> None:
    store, other = opener(), opener()
    night_id = store.nights.create_night("2026-05-08", "May", EIGHT, 7, tables=ROUND_1)
    version = store.nights.night(night_id).version
    before = store.nights.sessions_of_night(night_id)
    with pytest.raises(RecordError):
        store.nights.add_round(night_id, 2, ROUND_2, check=refuse_second(store))
    broken = ROUND_2[1].replace(first_dealer=cast(str, None))
    with pytest.raises(StoreError, match="store the next round"):
        store.nights.add_round(night_id, 2, [ROUND_2[0], broken])
    with pytest.raises(StoreError, match="at least one table"):
        store.nights.add_round(night_id, 2, [])
    assert store.nights.sessions_of_night(night_id) == before
    assert store.nights.night(night_id).version == version
    ids = store.nights.add_round(night_id, 2, ROUND_2)
    infos = store.nights.sessions_of_night(night_id)
    assert [(i.id, i.round_no, i.table_no) for i in infos[2:]] == [(ids[0], 2, 1), (ids[1], 2, 2)]
    assert store.nights.night(night_id).version == version + 1
    # The same round again, from another laptop that had not seen it: refused, unchanged.
    with pytest.raises(ConflictError, match="round 2 of the club night May of 2026-05-08 was"):
        other.nights.add_round(night_id, 2, ROUND_1)
    assert other.nights.sessions_of_night(night_id) == infos
    store.nights.close_night(night_id)
    with pytest.raises(StoreError, match="is closed"):
        store.nights.add_round(night_id, 3, ROUND_1)


ROUND_CHILD = Path(__file__).with_name("round_child.py")
ROOT = Path(__file__).resolve().parents[2]


def test_two_laptops_drawing_the_same_round_at_once(opener: Opener, database_url: str) -> None:
    """Two processes store round 2 at the same moment: exactly one round 2 is
    stored, the other process is told it was drawn elsewhere."""
    store = opener()
    night_id = store.nights.create_night("2026-05-08", "May", EIGHT, 7, tables=ROUND_1)
    children = [
        subprocess.Popen(
            [sys.executable, str(ROUND_CHILD), database_url, str(night_id), "2", str(laptop)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        for laptop in (1, 2)
    ]
    try:
        for child in children:
            assert child.stdout is not None
            assert child.stdout.readline().strip() == "ready"
        for child in children:  # both at once
            assert child.stdin is not None
            child.stdin.write("go\n")
            child.stdin.flush()
        outputs = [child.communicate(timeout=120)[0].strip() for child in children]
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
    assert [child.returncode for child in children] == [0, 0], outputs
    assert sorted(output.split(":")[0] for output in outputs) == ["conflict", "stored"], outputs
    winner = 1 if outputs[0].startswith("stored") else 2
    refused = outputs[2 - winner]
    assert "round 2 of the club night May of 2026-05-08 was drawn elsewhere" in refused
    second = [i for i in store.nights.sessions_of_night(night_id) if i.round_no == 2]
    assert [(i.table_no, i.title) for i in second] == [
        (1, f"laptop {winner} table 1"),
        (2, f"laptop {winner} table 2"),
    ]


def test_tables_marked_finished(opener: Opener) -> None:
    store, other = opener(), opener()
    night_id = store.nights.create_night("2026-05-08", "May", EIGHT, 7, tables=ROUND_1)
    first, second = (i.id for i in store.nights.sessions_of_night(night_id))
    store.nights.update_night_settings(night_id, {"draw": "standing"})
    version = store.nights.night(night_id).version
    # Two laptops mark one table each: both marks are kept, the other settings too.
    store.nights.set_table_finished(night_id, first)
    other.nights.set_table_finished(night_id, second)
    night = other.nights.night(night_id)
    assert night.finished_tables == {first, second}
    assert night.settings["draw"] == "standing"
    assert night.version == version + 2
    store.nights.set_table_finished(night_id, first, False)
    store.nights.set_table_finished(night_id, first, False)  # twice: no harm
    assert store.nights.night(night_id).finished_tables == {second}
    later = store.nights.create_night("2026-05-09", "June", EIGHT, 8, tables=ROUND_1)
    stray = store.nights.sessions_of_night(later)[0].id
    with pytest.raises(StoreError, match=f"session {stray} is not a table of the club night May"):
        store.nights.set_table_finished(night_id, stray)
    with pytest.raises(StoreError, match="no session 999"):
        store.nights.set_table_finished(night_id, 999)
    store.nights.close_night(night_id)
    with pytest.raises(StoreError, match="is closed"):
        store.nights.set_table_finished(night_id, first)
    assert store.nights.night(night_id).finished_tables == {second}
