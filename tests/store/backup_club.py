"""A club's database with a bit of everything a backup must keep, for the backup tests.

Sessions with edits (revisions above 1), deleted deals (gaps in the ids, the last
id given deleted too), a change of seating, a deleted and an archived session;
people with full names and an archived one; a season with a ranking and money;
a club night with two rounds of two tables, a table marked finished and
settings; and a closed night.
"""

from __future__ import annotations

from collections.abc import Sequence

from schreiber.club.league import Ranking
from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.core import NightTable, StoreCore

FOUR = ["Anna", "Ben", "Chie", "Daiki"]
EIGHT = [*FOUR, "Emi", "Fumi", "Goro", "Hana"]
RULES: dict[str, object] = {"preset": "standard"}
SEATING: dict[str, object] = {
    "type": "seating",
    "players": ["Anna", "Ben", "Chie", "Daiki", "Ida"],
    "dealer": "Ida",
}


def normal(re: Sequence[str], points: int = 131) -> dict[str, object]:
    return {"type": "normal", "re": list(re), "re_points": points}


def session_file(
    players: Sequence[str],
    deals: Sequence[dict[str, object]] = (),
    *,
    date: str = "2026-10-02",
    title: str = "Friday",
) -> dict[str, object]:
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": title,
        "date": date,
        "players": list(players),
        "first_dealer": players[0],
        "rules": dict(RULES),
        "deals": list(deals),
    }


def stored(store: StoreCore, data: dict[str, object]) -> int:
    return create_session(store, parse_session(data))


def table(number: int, players: Sequence[str], date: str, title: str) -> NightTable:
    return NightTable(number, "doppelkopf", title, date, list(players), players[0], RULES)


def populate(store: StoreCore) -> dict[str, int]:
    """Fill an empty database; the ids of what was made, by name."""
    made: dict[str, int] = {}
    autumn = store.seasons.create_season(
        "Autumn 2026",
        "2026-09-01",
        "2026-12-31",
        {"ranking": Ranking("average", per_deals=24, min_evenings=2).to_json()},
    )
    store.seasons.update_season_settings(autumn, {"money": {"rate": 0.05, "pot": {"fee": 2}}})
    made["season"] = autumn

    # Edited and deleted deals: revisions above 1, gaps in the ids, the last id gone.
    first = stored(store, session_file(FOUR, [normal(FOUR[:2]), normal(FOUR[2:], 100)]))
    service = SessionService(store, first)
    service.add_deal(normal(["Anna", "Chie"], 150))
    service.add_deal(normal(["Ben", "Daiki"], 90))
    ids, revisions = list(service.deal_ids), list(service.revisions)
    saved = service.replace_by_id(ids[2], normal(["Anna", "Daiki"], 160), revisions[2])
    service.replace_by_id(ids[2], normal(["Anna", "Daiki"], 170), saved.revision)
    service.delete_by_id(ids[1], revisions[1])
    service.delete_by_id(ids[3], revisions[3])
    made["edited"] = first

    # A change of seating: Ida joins, and deals on.
    seated = stored(store, session_file(FOUR, [normal(FOUR[:2])], title="Five"))
    service = SessionService(store, seated)
    service.add_deal(SEATING)
    service.add_deal(normal(["Anna", "Ben"], 121))
    made["seated"] = seated

    # A deleted session (a gap in the session ids) and an archived one.
    store.sessions.delete_session(stored(store, session_file(FOUR, title="Gone")))
    archived = stored(store, session_file(FOUR, [normal(FOUR[1:3])], date="2025-06-01"))
    store.sessions.archive_session(archived)
    made["archived"] = archived

    # The roster: full names, someone who left.
    people = {person.name: person.id for person in store.people.all()}
    store.people.set_full_name(people["Anna"], "Anna Kowalski")
    left = store.people.add_person("Jonas", "Jonas Weber")
    store.people.archive_person(left)
    made["left"] = left

    # A club night: two rounds of two tables, deals at each, one table finished.
    date = "2026-10-09"
    night = store.nights.create_night(
        date,
        "October night",
        EIGHT,
        seed=7,
        settings={"rounds": 2, "draw": "standing"},
        tables=[table(1, EIGHT[:4], date, "Table 1"), table(2, EIGHT[4:], date, "Table 2")],
    )
    second = [["Anna", "Emi", "Ben", "Fumi"], ["Chie", "Goro", "Daiki", "Hana"]]
    store.nights.add_round(
        night, 2, [table(n, p, date, f"Table {n}") for n, p in enumerate(second, 1)]
    )
    for info in store.nights.sessions_of_night(night):
        players = list(store.sessions.load_session(info.id).players)
        SessionService(store, info.id).add_deal(normal(players[:2], 140))
    store.nights.set_table_finished(night, store.nights.sessions_of_night(night)[0].id)
    store.nights.update_night_settings(night, {"note": "Hall B"})
    made["night"] = night

    # A closed night.
    date = "2026-10-16"
    closed = store.nights.create_night(
        date, "Closed night", EIGHT, seed=8, tables=[table(1, EIGHT[:4], date, "Table 1")]
    )
    (only,) = store.nights.sessions_of_night(closed)
    SessionService(store, only.id).add_deal(normal(["Anna", "Ben"], 125))
    store.nights.close_night(closed)
    made["closed"] = closed

    # The last deal id given, deleted: a restored database must not give it again.
    service = SessionService(store, first)
    service.add_deal(normal(["Ben", "Chie"], 99))
    service.delete_by_id(service.deal_ids[-1], service.revisions[-1])
    return made
