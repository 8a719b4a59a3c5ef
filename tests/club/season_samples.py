"""A club's season for the tests: nights of several Doppelkopf tables, as session files."""

from __future__ import annotations

import copy
import random

from schreiber.session.file import SessionFile, parse_session
from scripts.samples import DEALS, PLAYERS

CLUB = (
    "Anna",
    "Ben",
    "Chie",
    "Daiki",
    "Emi",
    "Franz",
    "Greta",
    "Hiro",
    "Ines",
    "Jonas",
    "Kai",
    "Lea",
)
DATES = ("2026-01-09", "2026-01-16", "2026-01-23", "2026-01-30", "2026-02-06")
KINDS = ("normal", "normal", "normal", "solo_queen", "solo_hearts", "normal")
POINTS = (131, 120, 97, 174, 85, 150, 60, 181, 121, 240, 0)


def table(seed: int, date: str, players: list[str], deals: int = 24) -> dict[str, object]:
    """One table's evening: ``deals`` deals of four players, drawn from ``seed``."""
    pick = random.Random(seed)
    records: list[dict[str, object]] = []
    for _ in range(deals):
        kind = pick.choice(KINDS)
        re = [pick.choice(players)] if kind.startswith("solo") else pick.sample(players, 2)
        record: dict[str, object] = {"type": kind, "re": re, "re_points": pick.choice(POINTS)}
        if pick.random() < 0.2:
            record["announcements"] = {"re": ["re"], "kontra": []}
        records.append(record)
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": f"Club night {date} · table {seed % 10 + 1}",
        "date": date,
        "players": players,
        "first_dealer": players[0],
        "rules": {"preset": "standard", "options": {}},
        "deals": records,
    }


def season_records(nights: int = 3, people: tuple[str, ...] = CLUB) -> list[dict[str, object]]:
    """Session files of ``nights`` club nights, everyone at a table of four each
    night (drawn anew), and one five-player evening of the samples at the end."""
    pick = random.Random(nights)
    records = []
    for night in range(nights):
        seated = list(people)
        pick.shuffle(seated)
        for number in range(len(seated) // 4):
            players = seated[4 * number : 4 * number + 4]
            records.append(table(night * 10 + number, DATES[night % len(DATES)], players))
    records.append(
        {
            "format": "schreiber-session",
            "version": 1,
            "game": "doppelkopf",
            "title": "Friday evening",
            "date": "2026-02-13",
            "players": list(PLAYERS),
            "first_dealer": PLAYERS[0],
            "rules": {"preset": "standard"},
            "deals": copy.deepcopy(DEALS),
        }
    )
    return records


def season_sessions(nights: int = 3) -> list[SessionFile]:
    return [parse_session(record) for record in season_records(nights)]
