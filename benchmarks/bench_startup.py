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


def run_until_painted(command: list[str], env: dict[str, str]) -> tuple[float, int]:
    """Seconds from starting ``command`` to its "painted" line, and its peak memory in KiB."""
    start = time.perf_counter()
    memory = 0
    with subprocess.Popen(command, stdout=subprocess.PIPE, env=env, text=True) as process:
        assert process.stdout is not None
        for line in process.stdout:
            if line.startswith("memory "):
                memory = int(line.split()[1])
            if line.strip() == "painted":
                elapsed = time.perf_counter() - start
                break
        else:
            raise RuntimeError("the app never painted its window")
        process.wait(timeout=30)
    return elapsed, memory


def app_env() -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    env["SCHREIBER_EXIT_AFTER_PAINT"] = "1"
    return env


def start_app(deals: int, repeat: int) -> list[tuple[float, int]]:
    """Start the app ``repeat`` times on a database holding one ``deals``-deal session."""
    with tempfile.TemporaryDirectory() as folder:
        with Store(Path(folder) / "schreiber.sqlite3") as store:
            create_session(store, session(deals))
        command = [sys.executable, "-m", "app", "--data-dir", folder]
        return [run_until_painted(command, app_env()) for _ in range(repeat)]


def measure(repeat: int = 5) -> tuple[float, float]:
    """Median seconds to a painted window: the app with 200 deals, and a bare window."""
    app_times = [elapsed for elapsed, _ in start_app(200, repeat)]
    bare_times = [
        run_until_painted([sys.executable, "-c", BARE_WINDOW], app_env())[0] for _ in range(repeat)
    ]
    return statistics.median(app_times), statistics.median(bare_times)


def memory_mib(deals: int = 2000) -> float:
    """Peak memory of the running app with a ``deals``-deal session open, in MiB."""
    return max(memory for _, memory in start_app(deals, 1)) / 1024


def main(repeat: int = 5) -> None:
    app_s, bare_s = measure(repeat)
    print(
        f"cold start to a painted window, 200-deal session: {app_s * 1000:.0f} ms "
        f"(budget {BUDGET_S * 1000:.0f} ms)"
    )
    print(f"bare PySide6 window for comparison: {bare_s * 1000:.0f} ms ({app_s / bare_s:.1f}x)")


if __name__ == "__main__":
    main()
