"""Benchmark: entering a deal at the end of a long evening (budget: one frame, 16 ms).

Run ``python -m benchmarks.bench_entry``. A 2,000-deal Doppelkopf evening is
opened through the session service, as the window does. Each keystroke in the
entry form asks for a preview (the evening with the deal added); saving asks
the same and writes it. Both are timed here, the preview with a different deal
each time so that no remembered answer is reused. Prints the medians and exits
with status 1 when a figure is over the budget.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.sessions import session
from schreiber.session.service import SessionService, create_session
from schreiber.store.database import Store

BUDGET_MS = 16.0


def measure(deals: int = 2000, repeat: int = 40) -> tuple[float, float]:
    """Median milliseconds: one preview, and one saved deal, at the end of ``deals`` deals."""
    with tempfile.TemporaryDirectory() as folder, Store(Path(folder) / "s.sqlite3") as store:
        service = SessionService(store, create_session(store, session(deals)))
        previews, saves = [], []
        for n in range(repeat):
            table = [p for p in service.session.players if p not in service.replay.next.sitting_out]
            record: dict[str, object] = {
                "type": "normal",
                "re": [table[n % 4], table[(n + 1) % 4]],
                "re_points": 100 + n,
            }
            start = time.perf_counter()
            service.preview(record)
            previews.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            service.add_deal(record)
            saves.append((time.perf_counter() - start) * 1000)
    return statistics.median(previews), statistics.median(saves)


def main() -> int:
    preview, save = measure()
    print(f"preview of a deal after 2,000 deals: {preview:.2f} ms (budget {BUDGET_MS:.0f} ms)")
    print(f"saving that deal (checked and written): {save:.2f} ms (budget {BUDGET_MS:.0f} ms)")
    return 0 if max(preview, save) <= BUDGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
