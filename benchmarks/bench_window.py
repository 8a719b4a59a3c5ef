"""Benchmark: the window after a deal is saved on a long evening (budget: 100 ms).

Run ``QT_QPA_PLATFORM=offscreen python -m benchmarks.bench_window``. A
2,000-deal Doppelkopf evening is opened in the main window at 1280×720, as the
app opens it. Each round saves one deal the way the entry panel does
(``MainWindow.commit_deal``: checked, written, sheet, standings, chart and
form brought up to date) and then repaints the window at once, so the figure
is what the table waits for between pressing Enter and seeing the new row and
line. 100 ms is the threshold below which a reply feels instant. Prints the
medians and exits with status 1 when the total is over the budget.
"""

from __future__ import annotations

import gc
import statistics
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.sessions import session
from schreiber.session.service import create_session
from schreiber.store.database import Store
from scripts.scratch import scratch_settings

BUDGET_MS = 100.0


def measure(deals: int = 2000, repeat: int = 9) -> tuple[float, float]:
    """Median milliseconds after ``deals`` deals: saving a deal, and the repaint after it."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    from schreiber.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    saves, paints = [], []
    with tempfile.TemporaryDirectory() as folder, Store(Path(folder) / "s.sqlite3") as store:
        create_session(store, session(deals))
        window = MainWindow(store, scratch_settings())
        window.resize(1280, 720)
        window.start_up()
        window.show()
        app.processEvents()
        controller = window.controller
        for n in range(repeat):
            out = controller.replay.next.sitting_out
            table = [p for p in controller.session.players if p not in out]
            record: dict[str, object] = {
                "type": "normal",
                "re": [table[n % 4], table[(n + 1) % 4]],
                "re_points": 100 + n,
            }
            before = len(controller.session.deals)
            start = time.perf_counter()
            window.commit_deal(record, None)
            saved = time.perf_counter()
            window.repaint()
            painted = time.perf_counter()
            assert len(controller.session.deals) == before + 1, "the deal was not saved"
            saves.append((saved - start) * 1000)
            paints.append((painted - saved) * 1000)
        window.close()
        window.deleteLater()
        # processEvents() leaves deferred deletes alone: without this the
        # window and its 2,000 deals would live on and slow the figures after it.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        del window, controller
        gc.collect()
    return statistics.median(saves), statistics.median(paints)


def main() -> int:
    save, paint = measure()
    print(f"saving a deal in the window after 2,000 deals: {save:.1f} ms")
    print(f"repainting the window after it: {paint:.1f} ms")
    print(f"together: {save + paint:.1f} ms (budget {BUDGET_MS:.0f} ms)")
    return 0 if save + paint <= BUDGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
