"""Evenings of every game for the workbook tests (session files as dicts)."""

from __future__ import annotations

import copy

from schreiber.session.file import SessionFile, parse_session

DOPPELKOPF: dict[str, object] = {
    "format": "schreiber-session",
    "version": 1,
    "game": "doppelkopf",
    "title": "Friday evening",
    "date": "2026-11-20",
    "players": ["Anna", "Ben", "Chie", "Daiki", "Emi"],
    "first_dealer": "Anna",
    "rules": {"preset": "standard", "options": {"bock_mode": "queue"}},
    "deals": [
        {
            "type": "normal",
            "re": ["Ben", "Chie"],
            "re_points": 131,
            "announcements": {"re": ["re", "no90"], "kontra": []},
            "bonuses": [
                {"kind": "fox", "party": "re"},
                {"kind": "charlie", "party": "kontra"},
                {"kind": "doppelkopf", "party": "re", "count": 2},
            ],
        },
        {"type": "redeal", "reason": "other"},
        {"type": "marriage", "re": ["Chie", "Daiki"], "re_points": 120, "marriage_clarified_in": 2},
        {
            "type": "solo_hearts",
            "re": ["Emi"],
            "re_points": 90,
            "announcements": {"re": [], "kontra": ["kontra"]},
            "note": "close one",
        },
        {"type": "normal", "re": ["Anna", "Ben"], "re_points": 150},
        {"type": "solo_queen", "re": ["Chie"], "re_points": 200},
    ],
}

SCHAFKOPF: dict[str, object] = {
    "format": "schreiber-session",
    "version": 1,
    "game": "schafkopf_pfalz",
    "title": "Stammtisch",
    "date": "2026-11-18",
    "players": ["A", "B", "C", "D"],
    "first_dealer": "A",
    "rules": {"preset": "standard", "options": {"table": 3}},
    "deals": [
        {"contract": "simple", "trump": "clubs", "soloist": "B", "soloist_points": 70},
        {"contract": "redeal"},
        {
            "contract": "solo",
            "trump": "hearts",
            "soloist": "D",
            "soloist_points": 95,
            "tops": 3,
            "doubles": 1,
        },
        {"contract": "simple", "trump": "spades", "soloist": "A", "soloist_points": 40},
    ],
}

CRESCENDO: dict[str, object] = {
    "format": "schreiber-session",
    "version": 1,
    "game": "crescendo",
    "title": "Tuesday",
    "date": "2026-11-17",
    "players": ["A", "B", "C"],
    "first_dealer": "A",
    "rules": {"preset": "standard", "options": {"end_at_score": 30}},
    "deals": [
        {"soloist": "A", "bid": 19, "trump": "spades", "tricks_won": [7, 6, 4, 3]},
        {"type": "redeal"},
        {"soloist": "B", "bid": 15, "trump": "diamonds", "taken": 15},
        {"soloist": "C", "bid": 20, "trump": "notrump", "taken": 12},
        {"soloist": "C", "bid": 28, "trump": "clubs", "tricks_won": [1, 2, 3, 4, 5, 6, 7]},
    ],
}

GAMES: dict[str, dict[str, object]] = {
    "doppelkopf": DOPPELKOPF,
    "schafkopf_pfalz": SCHAFKOPF,
    "crescendo": CRESCENDO,
}


def session(game: str, **changes: object) -> SessionFile:
    """The evening of ``game``, with top-level fields replaced by ``changes``."""
    data = copy.deepcopy(GAMES[game])
    data.update(changes)
    return parse_session(data)


# An evening with a late arrival and an early leaver (rules doppelkopf.md §2a):
# Anna, Ben, Chie and Daiki start; Emi comes after the first deal (Chie deals
# and, five at the table, sits out); Daiki leaves after the third.
SEATING: dict[str, object] = {
    "format": "schreiber-session",
    "version": 1,
    "game": "doppelkopf",
    "title": "Late and early",
    "date": "2026-11-21",
    "players": ["Anna", "Ben", "Chie", "Daiki"],
    "first_dealer": "Anna",
    "rules": {"preset": "standard", "options": {}},
    "deals": [
        {"type": "normal", "re": ["Anna", "Ben"], "re_points": 150},
        {"type": "seating", "players": ["Anna", "Ben", "Chie", "Daiki", "Emi"], "dealer": "Chie"},
        {"type": "normal", "re": ["Anna", "Emi"], "re_points": 100},
        {"type": "solo_queen", "re": ["Ben"], "re_points": 130},
        {"type": "seating", "players": ["Anna", "Ben", "Chie", "Emi"], "dealer": "Ben"},
        {"type": "normal", "re": ["Chie", "Emi"], "re_points": 121},
    ],
}

# The other games with a change of seating too.
SCHAFKOPF_SEATING: dict[str, object] = {
    **SCHAFKOPF,
    "deals": [
        {"contract": "simple", "trump": "clubs", "soloist": "B", "soloist_points": 70},
        {"type": "seating", "players": ["A", "B", "C", "D", "E"], "dealer": "C"},
        {"contract": "simple", "trump": "spades", "soloist": "E", "soloist_points": 40},
        {"type": "seating", "players": ["B", "C", "E"], "dealer": "E"},
        {"contract": "simple", "trump": "hearts", "soloist": "C", "soloist_points": 65},
    ],
}

CRESCENDO_SEATING: dict[str, object] = {
    **CRESCENDO,
    "rules": {"preset": "standard", "options": {}},
    "deals": [
        {"soloist": "A", "bid": 19, "trump": "spades", "tricks_won": [7, 6, 4, 3]},
        {"type": "seating", "players": ["A", "B", "D"], "dealer": "D"},
        {"soloist": "D", "bid": 15, "trump": "diamonds", "taken": 15},
        {"type": "seating", "players": ["B", "D", "E"], "dealer": "B"},
        {"soloist": "E", "bid": 20, "trump": "notrump", "taken": 12},
    ],
}

SEATING_GAMES: dict[str, dict[str, object]] = {
    "doppelkopf": SEATING,
    "schafkopf_pfalz": SCHAFKOPF_SEATING,
    "crescendo": CRESCENDO_SEATING,
}


def seating_session(game: str = "doppelkopf") -> SessionFile:
    """The evening of ``game`` with a late arrival and an early leaver."""
    return parse_session(copy.deepcopy(SEATING_GAMES[game]))
