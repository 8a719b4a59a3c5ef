"""Benchmarks of many writers: PostgreSQL saves, live windows, concurrent writers.

Run ``QT_QPA_PLATFORM=offscreen python -m benchmarks.bench_writers``. Needs the
PostgreSQL server programs (``apt-get install postgresql``): a temporary
cluster is started on loopback and stopped afterwards, as in the tests.

- **save one deal on PostgreSQL** (aim ≤ 20 ms, SQLite's budget): the session
  service's ``add_deal`` (checked and stored, with its undo entry, one
  transaction under the write lock, NOTIFY) on a session of 1,000 deals, over
  loopback; the median of 200.
- **a write elsewhere to a second window's repaint** (aim ≤ 1 s, typical
  ≤ 300 ms): a window shows a session; another process adds a deal and notes
  the time it was committed; the window's poll timer finds it, re-reads and
  repaints. The time from the commit to the end of that repaint, median and
  slowest of 20, on SQLite and on PostgreSQL.
- **1,000 deals from 6 concurrent writers**: six processes add deals to one
  session through the session service at once; the rate, and any errors.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from benchmarks.bench_store import record
from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.locate import open_store
from scripts.scratch import scratch_settings
from tests.postgres_server import PostgresServer

ROOT = Path(__file__).resolve().parents[1]
WRITER = ROOT / "tests" / "backends" / "writer_child.py"
PLAYERS = ["Anna", "Ben", "Chie", "Daiki"]
SAVE_AIM_MS = 20.0
LIVE_AIM_MS = 1000.0


def evening(deals: int) -> dict[str, object]:
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": "Benchmark",
        "date": "2026-11-20",
        "players": PLAYERS,
        "first_dealer": "Anna",
        "rules": {"preset": "standard", "options": {}},
        "deals": [simple(n) for n in range(deals)],
    }


def simple(n: int) -> dict[str, object]:
    return {"type": "normal", "re": [PLAYERS[n % 4], PLAYERS[(n + 1) % 4]], "re_points": 121}


@contextmanager
def databases() -> Iterator[dict[str, Callable[[], str]]]:
    """Makers of fresh database URLs: a SQLite file, and a PostgreSQL database."""
    server = PostgresServer.start()
    counter = iter(range(1, 10_000))
    with tempfile.TemporaryDirectory() as folder:
        try:
            yield {
                "SQLite": lambda: f"sqlite://{Path(folder) / f'b{next(counter)}.sqlite3'}",
                "PostgreSQL": lambda: server.create_database(f"b{next(counter)}"),
            }
        finally:
            server.stop()


def save_ms(url: str, existing: int = 1000, repeat: int = 200) -> list[float]:
    """Milliseconds of each checked save (session service) to a session of ``existing``."""
    with open_store(url) as store:
        session_id = create_session(store, parse_session(evening(existing)))
        service = SessionService(store, session_id)
        timings = []
        for n in range(10 + repeat):
            deal = record(n)
            deal["re"] = [PLAYERS[n % 4], PLAYERS[(n + 2) % 4]]
            start = time.perf_counter()
            service.add_deal(deal)
            if n >= 10:  # the first ten warm up
                timings.append((time.perf_counter() - start) * 1000)
    return timings


def live_ms(url: str, repeat: int = 20) -> list[float]:
    """From another process's commit to the end of a window's repaint, each time."""
    from PySide6.QtWidgets import QApplication

    from schreiber.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    store = open_store(url)
    session_id = create_session(store, parse_session(evening(40)))
    window = MainWindow(store, scratch_settings())
    window.resize(1280, 720)
    window.show()
    window.open_session(session_id)
    painted: list[float] = []

    def repainted() -> None:
        # Runs after the window's own handlers of the change: paint now, note when.
        window.repaint()
        painted.append(time.monotonic())

    window.controller.changed.connect(repainted)
    timings = []
    try:
        for n in range(repeat):
            before = window.page.model.deal_count()
            committed = add_elsewhere(url, session_id, n)
            deadline = time.monotonic() + 10
            while window.page.model.deal_count() == before and time.monotonic() < deadline:
                app.processEvents()
                time.sleep(0.002)
            timings.append((painted[-1] - committed) * 1000)
    finally:
        window.close()
        window.deleteLater()
    return timings


ADD_ONE = """
import sys, time
from schreiber.store.locate import open_store
url, session_id, n = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
with open_store(url) as store:
    record = {"type": "normal", "re": ["Anna", "Ben"], "re_points": 121 + n}
    store.sessions.add_deal(session_id, record)
    print(time.monotonic(), flush=True)  # CLOCK_MONOTONIC: the same clock for every process
"""


def add_elsewhere(url: str, session_id: int, n: int) -> float:
    """Add a deal from another process; when it was committed (time.monotonic)."""
    done = subprocess.run(
        [sys.executable, "-c", ADD_ONE, url, str(session_id), str(n)],
        capture_output=True,
        text=True,
        check=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    return float(done.stdout.strip())


def run_writers(
    url: str, session_id: int, writers: int, count: int
) -> tuple[list[list[str]], float]:
    """``writers`` processes (tests/backends/writer_child.py) each trying ``count``
    deals on one session at once; their output lines and the seconds it took."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    children = [
        subprocess.Popen(
            [sys.executable, str(WRITER), url, str(session_id), str(count), str(seed)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for seed in range(writers)
    ]
    for child in children:
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
    start = time.perf_counter()
    for child in children:  # all at once
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    outputs = []
    for child in children:
        out, err = child.communicate(timeout=600)
        if child.returncode != 0:
            raise RuntimeError(f"a writer failed: {out} {err}")
        outputs.append(out.splitlines())
    return outputs, time.perf_counter() - start


def concurrent(url: str, writers: int = 6, total: int = 1000) -> tuple[float, int, int]:
    """Deals per second from ``writers`` processes adding ``total`` deals; (rate, saved, errors)."""
    with open_store(url) as store:
        session_id = create_session(store, parse_session(evening(0)))
    try:
        outputs, seconds = run_writers(url, session_id, writers, -(-total // writers))
    except RuntimeError:
        return 0.0, 0, 1
    saved = sum(line.startswith("saved") for out in outputs for line in out)
    errors = sum(not line.startswith(("saved", "refused")) for out in outputs for line in out)
    with open_store(url) as store:
        stored = len(store.sessions.load_session(session_id).deals)
    assert stored == saved, (stored, saved)
    return saved / seconds, saved, errors


def main() -> int:
    over = False
    with databases() as make:
        pg_save = statistics.median(save_ms(make["PostgreSQL"]()))
        print(
            f"save one deal on PostgreSQL (1,000+ deals, loopback): {pg_save:.1f} ms"
            f" (aim {SAVE_AIM_MS:.0f} ms)"
        )
        over |= pg_save > SAVE_AIM_MS
        for name, fresh in make.items():
            timings = live_ms(fresh())
            median, slowest = statistics.median(timings), max(timings)
            print(
                f"{name}: a write elsewhere to the second window's repaint: median"
                f" {median:.0f} ms, slowest {slowest:.0f} ms (aim ≤ 1,000, typical ≤ 300)"
            )
            over |= slowest > LIVE_AIM_MS
        for name, fresh in make.items():
            rate, saved, errors = concurrent(fresh())
            print(
                f"{name}: 1,000 deals from 6 concurrent writers: {rate:.0f} deals/s,"
                f" {saved} saved, {errors} errors"
            )
            over |= errors > 0
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
