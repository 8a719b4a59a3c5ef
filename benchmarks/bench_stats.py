"""Benchmark: statistics and settlement of a 2,000-deal evening (budget: under 100 ms).

Run ``python -m benchmarks.bench_stats``. The window recomputes the statistics
after every deal, so they must stay well below a frame or two beyond the replay
(the replay itself is measured by ``bench_replay``). Prints the median of the
runs and exits with status 1 if it is over the budget.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from decimal import Decimal

from schreiber.session.file import parse_session
from schreiber.stats import session_stats, settle_session
from tests.stats.test_speed_and_imports import long_evening

BUDGET_MS = 100.0


def measure(repeat: int = 7) -> float:
    """Median milliseconds for statistics plus settlement of a 2,000-deal evening."""
    session = parse_session(long_evening())
    replay = session.replay()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        session_stats(session, replay)
        settle_session(session, Decimal("0.05"), replay=replay)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--repeat", type=int, default=7, help="timed runs")
    args = parser.parse_args(argv)
    median = measure(args.repeat)
    print(f"statistics + settlement, 2,000 deals: {median:.1f} ms (budget {BUDGET_MS:.0f} ms)")
    return 0 if median <= BUDGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
