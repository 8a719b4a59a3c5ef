"""Cold start to a painted window with a 200-deal session open (aim: under 1 s).

Run: python -m benchmarks.bench_startup
Each run starts a fresh process (``python -m app``) on a database holding one
200-deal session; the app prints "painted" after its first paint and quits.
The figure is the wall time from starting the process to that line. A bare
PySide6 window is measured the same way for comparison.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from app.session.service import create_session
from app.store.database import Store
from benchmarks.sessions import session

BUDGET_S = 1.0
BARE_WINDOW = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
class Painted(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, lambda: (print("painted", flush=True), app.quit()))
        return False
spy = Painted()
window.installEventFilter(spy)
window.resize(1280, 720)
window.show()
app.exec()
"""


def time_until_painted(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    with subprocess.Popen(command, stdout=subprocess.PIPE, env=env, text=True) as process:
        assert process.stdout is not None
        for line in process.stdout:
            if line.strip() == "painted":
                elapsed = time.perf_counter() - start
                break
        else:
            raise RuntimeError("the app never painted its window")
        process.wait(timeout=30)
    return elapsed


def main(repeat: int = 5) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    env["SCHREIBER_EXIT_AFTER_PAINT"] = "1"
    with tempfile.TemporaryDirectory() as folder:
        with Store(Path(folder) / "schreiber.sqlite3") as store:
            create_session(store, session(200))
        app_times = [
            time_until_painted([sys.executable, "-m", "app", "--data-dir", folder], env)
            for _ in range(repeat)
        ]
    bare_times = [
        time_until_painted([sys.executable, "-c", BARE_WINDOW], env) for _ in range(repeat)
    ]
    app_s, bare_s = statistics.median(app_times), statistics.median(bare_times)
    print(
        f"cold start to a painted window, 200-deal session: {app_s * 1000:.0f} ms "
        f"(budget {BUDGET_S * 1000:.0f} ms)"
    )
    print(f"bare PySide6 window for comparison: {bare_s * 1000:.0f} ms ({app_s / bare_s:.1f}x)")


if __name__ == "__main__":
    main()
