"""The performance budget: every figure next to its budget, in one run.

Run: ``QT_QPA_PLATFORM=offscreen python -m benchmarks.budget [--wheel] [--bundle DIR]``
(a few minutes, some more with valgrind installed for the instruction counts;
``--wheel`` also starts the app installed from its wheel in a fresh environment,
``--bundle DIR`` the PyInstaller bundle ``packaging/build.py`` made there).
Prints two tables. First issue 28's: each figure as a ratio to its baseline
measured in the same run (start-up against a bare window, the export against
openpyxl's ``write_only`` writing the same cells, the league through pandas
against the plain fold, ``schreiber score -`` against ``python -c pass``, the
replay against its budget and its calls per deal), so that a shared machine's
speed cancels out. Then every absolute figure next to its budget.
Exits with status 1 when a figure is over its budget or aim. The README's
performance table is this script's output on the project's 2-core build
machine; each figure has its own script in this folder for profiling.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
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
class Ratio:
    """A figure against its baseline measured in the same run."""

    what: str
    value: float
    baseline: float
    unit: str
    aim: float  # the ratio at most
    against: str  # what the baseline is

    @property
    def ratio(self) -> float:
        return self.value / self.baseline

    @property
    def within(self) -> bool:
        return self.ratio <= self.aim

    def row(self) -> str:
        verdict = "ok" if self.within else "OVER"
        return (
            f"| {self.what} | {self.value:,.1f} {self.unit} | {self.against}: "
            f"{self.baseline:,.1f} {self.unit} | {self.ratio:.2f}× | ≤ {self.aim:g}× | {verdict} |"
        )


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


def score_and_bare_ms(repeat: int = 11) -> tuple[float, float]:
    """Medians of ``schreiber score -`` and of ``python -c pass``, started in turn."""
    payload = json.dumps(SCORE_REQUEST).encode()

    def timed(command: list[str], given: bytes | None) -> float:
        start = time.perf_counter()
        subprocess.run(command, input=given, capture_output=True, check=True, cwd=ROOT)
        return (time.perf_counter() - start) * 1000

    score, bare = [], []
    for _ in range(repeat):
        score.append(timed([sys.executable, "-m", "schreiber", "score", "-"], payload))
        bare.append(timed([sys.executable, "-c", "pass"], None))
    return statistics.median(score), statistics.median(bare)


@dataclass(frozen=True)
class Shared:
    """The figures both tables show, each measured once (callgrind alone takes a
    minute): the instructions to the first paint (None without valgrind), the
    replay, the export against openpyxl's ``write_only``, the league and
    ``schreiber score -`` against ``python -c pass``."""

    counts: tuple[int, int] | None
    replay_ms: float
    export_ms: float
    write_only_ms: float
    league: dict[str, float]
    score_ms: float
    pass_ms: float

    @classmethod
    def take(cls) -> Shared:
        from benchmarks import bench_export, bench_league, bench_replay, bench_startup

        counts = bench_startup.instructions()
        replay_ms = bench_replay.measure()[0]
        exported = bench_export.compare()
        league = bench_league.measure()
        score_ms, pass_ms = score_and_bare_ms()
        return cls(counts, replay_ms, exported[1], exported[2], league, score_ms, pass_ms)


def ratios(shared: Shared, wheel: bool = False, bundle: Path | None = None) -> list[Ratio]:
    """Issue 28's table: each figure against its baseline of the same run (with
    ``wheel``, also the app installed from its wheel; with ``bundle``, the
    PyInstaller bundle in that folder)."""
    from benchmarks import bench_replay, bench_startup

    found: list[Ratio] = []
    packaged: list[tuple[str, Callable[[], tuple[float, float]]]] = []
    if wheel:
        packaged.append(("the installed wheel", bench_startup.measure_installed))
    if bundle is not None:
        packaged.append(("the bundle", partial(bench_startup.measure_bundle, bundle)))
    for name, timed in packaged:
        app_s, bare_s = timed()
        found.append(
            Ratio(
                f"start-up to the first paint, 200 deals, {name}",
                app_s * 1000,
                bare_s * 1000,
                "ms",
                bench_startup.RATIO_AIM[200],
                "a bare window with a QTableView naming Qt.AlignmentFlag",
            )
        )
    # The baselines: for 200 deals the bare window with a table view naming
    # ``Qt.AlignmentFlag``, for 2,000 deals the bare window itself.
    for deals, baseline, against in (
        (200, "table", "a bare window with a QTableView naming Qt.AlignmentFlag"),
        (2000, "bare", "a bare window"),
    ):
        app_s, bare_s = bench_startup.measure(deals=deals, baseline=baseline)
        found.append(
            Ratio(
                f"start-up to the first paint, {deals:,} deals (medians of 11 in turn)",
                app_s * 1000,
                bare_s * 1000,
                "ms",
                bench_startup.RATIO_AIM[deals],
                against,
            )
        )
    if shared.counts is not None:
        app, bare = shared.counts
        found.append(
            Ratio(
                "instructions to the first paint, 200 deals (callgrind)",
                app / 1e6,
                bare / 1e6,
                "M",
                2.2,
                "a bare window",
            )
        )
    found.append(
        Ratio(
            "replay of 5,000 deals",
            shared.replay_ms,
            bench_replay.BUDGET_MS,
            "ms",
            1.0,
            "its budget",
        )
    )
    found.append(
        Ratio(
            "replay: Python calls per deal",
            bench_replay.calls_per_deal(),
            bench_replay.CALLS_AIM,
            "calls",
            1.0,
            "the aim",
        )
    )
    found.append(
        Ratio(
            "export of 5,000 deals",
            shared.export_ms,
            shared.write_only_ms,
            "ms",
            1.5,
            "openpyxl write_only, the same cells",
        )
    )
    found.append(
        Ratio(
            "league of all seasons, 24,000 deals",
            shared.league["all"],
            shared.league["fold_all"],
            "ms",
            1.0,
            "the plain Python fold",
        )
    )
    found.append(
        Ratio("`schreiber score -`", shared.score_ms, shared.pass_ms, "ms", 4.0, "`python -c pass`")
    )
    return found


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


def measure(shared: Shared) -> list[Figure]:
    """Every absolute figure next to its budget (those of ``shared`` as measured there)."""
    from benchmarks import bench_entry, bench_startup, bench_stats, bench_store, bench_window

    app_s, bare_s = bench_startup.measure()
    preview_ms, enter_ms = bench_entry.measure()
    league = shared.league
    steps: list[Callable[[], Figure]] = [
        lambda: Figure(
            "cold start to a painted window, 200-deal session", app_s * 1000, "ms", 1000
        ),
        lambda: Figure("— a bare PySide6 window, same run", bare_s * 1000, "ms", None),
        lambda: Figure(
            "— start-up as a multiple of the bare window (aim ≤ 2)", app_s / bare_s, "×", None
        ),
        *instruction_figures(shared.counts),
        lambda: Figure("`schreiber score` (whole process)", shared.score_ms, "ms", 300),
        lambda: Figure("replay a 5,000-deal session", shared.replay_ms, "ms", 125),
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
        lambda: Figure("export a 5,000-deal session to a workbook", shared.export_ms, "ms", 3000),
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
    bundle = Path(sys.argv[sys.argv.index("--bundle") + 1]) if "--bundle" in sys.argv else None
    shared = Shared.take()
    found = ratios(shared, wheel="--wheel" in sys.argv, bundle=bundle)
    print("| figure | now | baseline in the same run | ratio | aim | |")
    print("|---|---|---|---|---|---|")
    for ratio in found:
        print(ratio.row())
    print()
    figures = measure(shared)
    print("| what | measured | budget | |")
    print("|---|---|---|---|")
    for figure in figures:
        print(figure.row())
    within = all(figure.within for figure in figures) and all(ratio.within for ratio in found)
    return 0 if within else 1


if __name__ == "__main__":
    sys.exit(main())
