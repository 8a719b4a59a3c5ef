"""Sample evenings of all three games, for the screenshots and the window tests."""

from __future__ import annotations

PLAYERS = ["Anna", "Ben", "Chie", "Daiki", "Emi"]


def evening(title: str, date: str, players: list[str]) -> dict[str, object]:
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": title,
        "date": date,
        "players": players,
        "first_dealer": players[0],
        "rules": {"preset": "standard"},
        "deals": [],
    }


# A five-player evening: Anna deals first and sits out, and so on round the table.
DEALS: list[dict[str, object]] = [
    {
        "type": "normal",
        "re": ["Ben", "Daiki"],
        "re_points": 131,
        "announcements": {"re": ["re"], "kontra": []},
    },
    {"type": "normal", "re": ["Anna", "Emi"], "re_points": 120},
    {"type": "solo_queen", "re": ["Daiki"], "re_points": 158},
    {"type": "marriage", "re": ["Anna", "Ben"], "re_points": 97, "marriage_clarified_in": 2},
    {
        "type": "normal",
        "re": ["Ben", "Chie"],
        "re_points": 174,
        "announcements": {"re": ["re", "no90"], "kontra": ["kontra"]},
        "bonuses": [{"kind": "fox", "party": "re"}, {"kind": "charlie", "party": "re"}],
    },
    {"type": "poverty", "re": ["Chie", "Emi"], "re_points": 128},
    {
        "type": "normal",
        "re": ["Anna", "Daiki"],
        "re_points": 85,
        "bonuses": [{"kind": "doppelkopf", "party": "kontra"}],
    },
    {
        "type": "solo_hearts",
        "re": ["Emi"],
        "re_points": 104,
        "announcements": {"re": [], "kontra": ["kontra"]},
    },
    {"type": "normal", "re": ["Anna", "Ben"], "re_points": 141},
]


SCHAFKOPF_DEALS: list[dict[str, object]] = [
    {"contract": "simple", "trump": "clubs", "soloist": "Jonas", "soloist_points": 70},
    {"contract": "simple", "trump": "hearts", "soloist": "Lea", "soloist_points": 95, "tops": 3},
    {"contract": "solo", "trump": "spades", "soloist": "Mia", "soloist_points": 58, "doubles": 1},
    {"contract": "redeal"},
    {"contract": "solo", "trump": "diamonds", "soloist": "Lea", "soloist_points": 25, "tops": 3},
]
CRESCENDO_DEALS: list[dict[str, object]] = [
    {"soloist": "さくら", "bid": 19, "trump": "spades", "tricks_won": [3, 4, 6, 7]},
    {"soloist": "健太", "bid": 23, "trump": "notrump", "tricks_won": [7, 6, 5, 4]},
    {"type": "redeal"},
    {"soloist": "美咲", "bid": 15, "trump": "diamonds", "tricks_won": [1, 2, 5, 7]},
    {"soloist": "健太", "bid": 28, "trump": "clubs", "taken": 28},
]


def schafkopf_evening() -> dict[str, object]:
    return evening("Stammtisch", "2026-11-18", ["Jonas", "Lea", "Mia"]) | {
        "game": "schafkopf_pfalz",
        "deals": SCHAFKOPF_DEALS,
    }


def crescendo_evening(end_after_deals: int | None = 4) -> dict[str, object]:
    options: dict[str, object] = {}
    if end_after_deals is not None:
        options["end_after_deals"] = end_after_deals
    return evening("Crescendo night", "2026-11-19", ["さくら", "健太", "美咲"]) | {
        "game": "crescendo",
        "rules": {"preset": "standard", "options": options},
        "deals": CRESCENDO_DEALS,
    }


def doppelkopf_evening() -> dict[str, object]:
    return evening("Friday evening", "2026-11-20", PLAYERS) | {"deals": DEALS}
