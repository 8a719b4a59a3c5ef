"""Export a 5,000-deal evening's workbook (budget: 3 s) — run: python -m benchmarks.bench_export

The first export also pays for importing pandas and openpyxl; it is printed on
its own line, and the budget is checked against the median of the runs.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from decimal import Decimal

from benchmarks.sessions import session

BUDGET_MS = 3000.0


def measure(repeat: int = 5) -> tuple[float, float, float]:
    from schreiber.io.workbook import export_workbook, read_workbook

    evening = session(5000)
    times: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        target = os.path.join(folder, "evening.xlsx")
        for _ in range(repeat):
            start = time.perf_counter()
            export_workbook(evening, target, "en", Decimal("0.05"))
            times.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        read_workbook(target)
        read_ms = (time.perf_counter() - start) * 1000
    return times[0], statistics.median(times), read_ms


def main() -> None:
    first_ms, median_ms, read_ms = measure()
    print(f"export 5,000 deals: {median_ms:,.0f} ms (budget {BUDGET_MS:,.0f} ms)")
    print(f"export 5,000 deals, first run with the imports: {first_ms:,.0f} ms")
    print(f"import (check) the 5,000-deal workbook: {read_ms:,.0f} ms (no budget)")


if __name__ == "__main__":
    main()
