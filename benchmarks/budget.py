"""The performance budget: every figure next to its budget, in one run.

Run: ``QT_QPA_PLATFORM=offscreen python -m benchmarks.budget`` (about a minute,
half a minute more with valgrind installed for the instruction count).
Exits with status 1 when a figure is over its budget. The README's performance
table is this script's output on the project's 2-core build machine; each
figure has its own script in this folder for profiling.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCORE_REQUEST = {
    "game": "doppelkopf",
    "players": ["Anna", "Ben", "Chie", "Daiki"],
    "deal": {
        "type": "normal",
        "re": ["Anna", "Ben"],
        "re_points": 131,
        "announcements": {"re": ["re"], "kontra": []},
    },
}


@dataclass(frozen=True)
class Figure:
    what: str
    value: float
    unit: str
    budget: float | None  # None: measured for comparison only

    @property
    def within(self) -> bool:
        return self.budget is None or self.value <= self.budget

    def row(self) -> str:
        budget = "—" if self.budget is None else f"{self.budget:,.0f} {self.unit}"
        verdict = "" if self.budget is None else ("ok" if self.within else "OVER")
        if self.unit == "×":
            value = f"{self.value:.2f}"
        else:
            value = f"{self.value:,.1f}" if self.value < 10 else f"{self.value:,.0f}"
        return f"| {self.what} | {value} {self.unit} | {budget} | {verdict} |"


def score_ms(repeat: int = 7) -> float:
    """``schreiber score -`` as a whole process, from start to its JSON."""
    payload = json.dumps(SCORE_REQUEST).encode()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "schreiber", "score", "-"],
            input=payload,
            capture_output=True,
            check=True,
            cwd=ROOT,
        )
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def instruction_figures(counts: tuple[int, int] | None) -> list[Callable[[], Figure]]:
    """The exact instruction counts to the first paint (none without valgrind)."""
    if counts is None:
        return []
    app, bare = counts
    return [
        lambda: Figure(
            "— instructions to the first paint, app ÷ bare window (callgrind)",
            app / bare,
            "×",
            None,
        )
    ]


def measure() -> list[Figure]:
    from benchmarks import (
        bench_entry,
        bench_export,
        bench_league,
        bench_replay,
        bench_startup,
        bench_stats,
        bench_store,
        bench_window,
    )

    app_s, bare_s = bench_startup.measure()
    preview_ms, enter_ms = bench_entry.measure()
    league = bench_league.measure()
    steps: list[Callable[[], Figure]] = [
        lambda: Figure(
            "cold start to a painted window, 200-deal session", app_s * 1000, "ms", 1000
        ),
        lambda: Figure("— a bare PySide6 window, same run", bare_s * 1000, "ms", None),
        lambda: Figure(
            "— start-up as a multiple of the bare window (aim ≤ 2)", app_s / bare_s, "×", None
        ),
        *instruction_figures(bench_startup.instructions()),
        lambda: Figure("`schreiber score` (whole process)", score_ms(), "ms", 300),
        lambda: Figure("replay a 5,000-deal session", bench_replay.measure()[0], "ms", 125),
        lambda: Figure(
            "save one deal (session of 1,000+ deals, fsync'd)",
            statistics.median(bench_store.measure()),
            "ms",
            20,
        ),
        lambda: Figure("preview a deal after 2,000 deals (each keystroke)", preview_ms, "ms", 16),
        lambda: Figure("enter a deal after 2,000 deals (checked and saved)", enter_ms, "ms", 16),
        lambda: Figure(
            "the window after entering a deal, 2,000 deals (saved and repainted)",
            sum(bench_window.measure()),
            "ms",
            bench_window.BUDGET_MS,
        ),
        lambda: Figure("statistics and settling up, 2,000 deals", bench_stats.measure(), "ms", 100),
        lambda: Figure(
            "export a 5,000-deal session to a workbook", bench_export.measure()[1], "ms", 3000
        ),
        lambda: Figure(
            "league table of a season from the database (24,000 deals stored)",
            league["season"],
            "ms",
            500,
        ),
        lambda: Figure("league table of all 5 seasons (24,000 deals)", league["all"], "ms", 500),
        lambda: Figure(
            "a club night's standing after a table's deal is saved", league["night"], "ms", 300
        ),
        lambda: Figure(
            "memory of the running app, 2,000-deal session",
            bench_startup.memory_mib(2000),
            "MiB",
            200,
        ),
    ]
    return [step() for step in steps]


def main() -> int:
    figures = measure()
    print("| what | measured | budget | |")
    print("|---|---|---|---|")
    for figure in figures:
        print(figure.row())
    return 0 if all(figure.within for figure in figures) else 1


if __name__ == "__main__":
    sys.exit(main())
