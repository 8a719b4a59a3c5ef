"""Long, realistic Doppelkopf evenings for the benchmarks (deterministic)."""

from __future__ import annotations

import random

from schreiber.games.doppelkopf.rules import RuleSet
from schreiber.session.file import SessionFile, parse_session

PLAYERS = ["Anna", "Ben", "Chie", "Daiki", "Emi"]


def session_json(deals: int, seed: int = 1) -> dict[str, object]:
    """A five-player standard evening with a mix of games, announcements, bonuses and Bock."""
    rng = random.Random(seed)
    from schreiber.games.doppelkopf.replay import sitting_out

    records: list[dict[str, object]] = []
    dealer = 0
    rules = RuleSet()
    for _ in range(deals):
        out = sitting_out(PLAYERS, dealer, rules)
        table = [p for p in PLAYERS if p not in out]
        roll = rng.random()
        points = rng.randint(40, 200)
        if roll < 0.08:
            record: dict[str, object] = {
                "type": rng.choice(["solo_queen", "solo_jack", "solo_clubs"]),
                "re": [rng.choice(table)],
                "re_points": points,
            }
        else:
            record = {
                "type": "normal",
                "re": rng.sample(table, 2),
                "re_points": points,
                "announcements": {
                    "re": ["re"] if rng.random() < 0.3 else [],
                    "kontra": ["kontra"] if rng.random() < 0.2 else [],
                },
                "bonuses": [{"kind": "fox", "party": "re"}] if rng.random() < 0.2 else [],
            }
        records.append(record)
        dealer = (dealer + 1) % len(PLAYERS)
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": f"{deals} deals",
        "date": "2026-11-20",
        "players": PLAYERS,
        "first_dealer": PLAYERS[0],
        "rules": {"preset": "standard"},
        "deals": records,
    }


def session(deals: int, seed: int = 1) -> SessionFile:
    return parse_session(session_json(deals, seed))
