"""Statistics of a long evening (2,000 deals) add up, and the code stays headless.

How fast they are is measured by ``benchmarks/bench_stats.py``, not here."""

from __future__ import annotations

import subprocess
import sys
from decimal import Decimal
from pathlib import Path

from schreiber.session.file import parse_session
from schreiber.stats import session_stats, settle_session

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = ["A", "B", "C", "D", "E"]


def long_evening() -> dict[str, object]:
    """2,000 Doppelkopf deals at five: normal games with announcements and
    bonuses, solos and marriages, under ever-returning Bock rounds."""
    deals: list[dict[str, object]] = []
    for k in range(2000):
        table = [PLAYERS[(k + i) % 5] for i in range(1, 5)]
        kind = k % 4
        if kind == 0:
            deals.append(
                {
                    "type": "normal",
                    "re": table[:2],
                    "re_points": 100 + k % 60,
                    "announcements": {"re": ["re"], "kontra": ["kontra"]},
                    "bonuses": [{"kind": "fox", "party": "re"}],
                }
            )
        elif kind == 1:
            deals.append({"type": "solo_queen", "re": [table[2]], "re_points": 130})
        elif kind == 2:
            deals.append(
                {
                    "type": "normal",
                    "re": [table[0], table[3]],
                    "re_points": 200,
                    "announcements": {"re": ["re", "no90"]},
                }
            )
        else:
            deals.append(
                {
                    "type": "marriage",
                    "re": table[1:3],
                    "re_points": 121,
                    "marriage_clarified_in": 1,
                    "bonuses": [{"kind": "doppelkopf", "party": "kontra", "count": 2}],
                }
            )
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "date": "2026-11-20",
        "players": PLAYERS,
        "rules": {"preset": "standard", "options": {"bock_max_level": 3}},
        "deals": deals,
    }


def test_two_thousand_deals_add_up() -> None:
    session = parse_session(long_evening())
    replay = session.replay()
    stats = session_stats(session, replay)
    settlement = settle_session(session, Decimal("0.05"), replay=replay)
    assert stats.table.deals == 2000
    assert sum(p.deals.played for p in stats.players.values()) == 4 * 2000
    assert sum(settlement.balances.values()) == 0


def test_no_qt_and_no_pandas() -> None:
    code = (
        "import sys, schreiber.stats, schreiber.stats.statistics, schreiber.stats.settlement;"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pandas')];"
        "assert not bad, bad"
    )
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)
