"""Benchmark: saving one deal to the session database (budget: under 20 ms).

Run ``python benchmarks/bench_store.py``. A temporary database gets one session
of 1,000 Doppelkopf deals; then each ``add_deal`` is timed: one ``BEGIN
IMMEDIATE`` transaction with its undo entry, committed with ``synchronous=FULL``
(so the figure includes the fsync that makes the deal survive a power cut).
Prints the median and exits with status 1 if it is over the budget. Also
times :meth:`Store.heal` with nothing to heal (a few ``stat`` calls; the window
calls it four times a second), against a budget of 1 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from schreiber.store import DEFAULT_FILENAME, Store

BUDGET_MS = 20.0
HEAL_BUDGET_MS = 1.0
PLAYERS = ("Anna", "Ben", "Chie", "Daiki", "Emi")


def record(n: int) -> dict[str, object]:
    """A typical Doppelkopf deal record (``shared/spec/records.md``)."""
    return {
        "type": "normal",
        "re": [PLAYERS[n % 5], PLAYERS[(n + 2) % 5]],
        "re_points": 121 + n % 60,
        "re_tricks": 7,
        "kontra_tricks": 5,
        "announcements": {"re": ["re", "no90"], "kontra": []},
        "bonuses": [
            {"kind": "fox", "party": "re"},
            {"kind": "charlie", "party": "kontra"},
            {"kind": "doppelkopf", "party": "re", "count": 2},
        ],
        "compulsory": False,
        "marriage_clarified_in": None,
        "bock_events": [],
        "note": "",
    }


def measure(existing: int = 1000, repeat: int = 200, folder: str | None = None) -> list[float]:
    """Milliseconds for each of ``repeat`` saves to a session of ``existing`` deals."""
    with (
        tempfile.TemporaryDirectory(dir=folder) as folder,
        Store(Path(folder) / DEFAULT_FILENAME) as store,
    ):
        session_id = store.sessions.create_session(
            "doppelkopf",
            "Benchmark",
            "2026-11-20",
            PLAYERS,
            "Anna",
            {"preset": "standard", "options": {"bock_mode": "queue"}},
            [record(n) for n in range(existing)],
        )
        for n in range(10):  # warm up: caches, WAL file
            store.sessions.add_deal(session_id, record(n))
        timings = []
        for n in range(repeat):
            deal = record(n)
            start = time.perf_counter()
            store.sessions.add_deal(session_id, deal)
            timings.append((time.perf_counter() - start) * 1000)
    return timings


def measure_heal(repeat: int = 1000, folder: str | None = None) -> list[float]:
    """Milliseconds for each of ``repeat`` calls of ``heal()`` with nothing to heal."""
    with (
        tempfile.TemporaryDirectory(dir=folder) as folder,
        Store(Path(folder) / DEFAULT_FILENAME) as store,
    ):
        session_id = store.sessions.create_session(
            "doppelkopf", "Benchmark", "2026-11-20", PLAYERS, "Anna", {}, [record(0)]
        )
        store.sessions.add_deal(session_id, record(1))
        timings = []
        for _ in range(repeat):
            start = time.perf_counter()
            store.heal()
            timings.append((time.perf_counter() - start) * 1000)
    return timings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--existing", type=int, default=1000, help="deals already stored")
    parser.add_argument("--repeat", type=int, default=200, help="deals saved and timed")
    parser.add_argument("--dir", help="folder for the database (default: a temporary one)")
    args = parser.parse_args(argv)
    timings = measure(args.existing, args.repeat, args.dir)
    total = args.existing + 10 + args.repeat

    median = statistics.median(timings)
    p95 = statistics.quantiles(timings, n=20)[-1]
    print(f"save one deal: {median:.1f} ms (budget {BUDGET_MS:.0f} ms)")
    print(
        f"  {args.repeat} saves to a session of {args.existing}+ deals (now {total});"
        f" 95th percentile {p95:.1f} ms, slowest {max(timings):.1f} ms"
    )
    heal = statistics.median(measure_heal(folder=args.dir))
    print(f"heal with nothing to heal: {heal * 1000:.0f} µs (budget {HEAL_BUDGET_MS:.0f} ms)")
    if median >= BUDGET_MS or heal >= HEAL_BUDGET_MS:
        print("OVER BUDGET")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
