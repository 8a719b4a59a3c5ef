"""Cold start to a painted window with a 200-deal session open (aim: under 1 s).

Run: python -m benchmarks.bench_startup [--instructions] [--wheel] [--bundle DIST/schreiber]
(``--wheel`` builds the wheel and starts it installed in a fresh environment;
``--bundle`` starts the PyInstaller bundle built by ``packaging/build.py``.)
Each run starts a fresh process (``python -m schreiber``) on a database holding one
200-deal session; the app prints "painted" after its first paint and quits.
The figure is the wall time from starting the process to that line. A bare
PySide6 window is measured the same way for comparison, its runs taking turns
with the app's so that a machine that slows down slows both.

The app's modules are compiled to bytecode first, as an installed app has them
(pip compiles on install, PyInstaller freezes them); without that, a machine
with ``PYTHONDONTWRITEBYTECODE`` set would compile every module on every start.

Wall time on a shared machine wanders by ±30 %. ``--instructions`` also counts
the instructions each start executes up to its first paint with valgrind's
callgrind: the same count on every run, so a change shows even when the clock
cannot tell it.
"""

from __future__ import annotations

import compileall
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.sessions import session
from schreiber.session.service import create_session
from schreiber.store.database import Store

BUDGET_S = 1.0
RATIO_AIM = {200: 1.5, 2000: 2.0}
"""Start-up as a multiple of the bare window, at most (issue 28, item 4)."""
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
# The issue's baseline for the 200-deal start-up (issue 28's table): the bare
# window with a table view in it, naming one value of Qt's namespace first.
# PySide makes the whole ``Qt`` class (93 enums, 1,195 values) the first time it
# is touched, and any window that aligns a label or names a key pays for it.
BARE_TABLE_WINDOW = BARE_WINDOW.replace(
    "app = QApplication(sys.argv)",
    "from PySide6.QtCore import Qt\nfrom PySide6.QtWidgets import QTableView\n"
    "Qt.AlignmentFlag.AlignLeft\napp = QApplication(sys.argv)",
).replace("window = QMainWindow()", "window = QMainWindow()\nwindow.setCentralWidget(QTableView())")
BASELINES = {"bare": BARE_WINDOW, "table": BARE_TABLE_WINDOW}
"""The bare windows start-up is compared with, by name."""


def run_until_painted(
    command: list[str], env: dict[str, str], cwd: str | None = None
) -> tuple[float, int]:
    """Seconds from starting ``command`` to its "painted" line, and its peak memory in KiB."""
    start = time.perf_counter()
    memory = 0
    with subprocess.Popen(command, stdout=subprocess.PIPE, env=env, text=True, cwd=cwd) as process:
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


# The app and the bare window, ended at once at their first paint (no shutdown
# counted): for the instruction count.
APP_UNTIL_PAINTED = """
import os, sys
import schreiber.ui.application as application
application._AfterFirstPaint._done = lambda self: (sys.stdout.flush(), os._exit(0))
# Under valgrind the app runs some fifty times slower: the one-second fallback
# for a window that paints late would fire before the first paint.
application._AfterFirstPaint.LATEST = 10**9
from schreiber.cli import main
main(["--data-dir", sys.argv[1]])
"""
BARE_UNTIL_PAINTED = BARE_WINDOW.replace(
    'lambda: (print("painted", flush=True), app.quit())', "lambda: __import__('os')._exit(0)"
)

# The bare window once more, naming one value of Qt's namespace first. PySide
# makes the whole ``Qt`` class (93 enums, 1,195 values) the first time it is
# touched; any window that aligns a label or names a key pays for it.
BARE_WITH_QT_UNTIL_PAINTED = BARE_UNTIL_PAINTED.replace(
    "app = QApplication(sys.argv)",
    "from PySide6.QtCore import Qt\nQt.AlignmentFlag.AlignLeft\napp = QApplication(sys.argv)",
)


def compile_app() -> None:
    """Bytecode for every module of the app, as an installed copy has it."""
    compileall.compile_dir(str(Path(__file__).resolve().parents[1] / "app" / "schreiber"), quiet=1)


_CONFIG = tempfile.TemporaryDirectory(prefix="bench-startup-config-")


def app_env() -> dict[str, str]:
    """The app's environment: offscreen, quitting after its first paint, and its
    settings (window geometry, zoom) in a folder of this run, never the user's, so
    that every start begins from the same settings."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    env["SCHREIBER_EXIT_AFTER_PAINT"] = "1"
    env["XDG_CONFIG_HOME"] = _CONFIG.name
    return env


def start_app(deals: int, repeat: int) -> list[tuple[float, int]]:
    """Start the app ``repeat`` times on a database holding one ``deals``-deal session."""
    with tempfile.TemporaryDirectory() as folder:
        with Store(Path(folder) / "schreiber.sqlite3") as store:
            create_session(store, session(deals))
        command = [sys.executable, "-m", "schreiber", "--data-dir", folder]
        return [run_until_painted(command, app_env()) for _ in range(repeat)]


def measure(repeat: int = 11, deals: int = 200, baseline: str = "bare") -> tuple[float, float]:
    """Median seconds to a painted window: the app with a ``deals``-deal session, and a
    bare window (``baseline``: a name in :data:`BASELINES`), started in turn
    ``repeat`` times each."""
    compile_app()
    with tempfile.TemporaryDirectory() as folder:
        with Store(Path(folder) / "schreiber.sqlite3") as store:
            create_session(store, session(deals))
        command = [sys.executable, "-m", "schreiber", "--data-dir", folder]
        return in_turn(command, app_env(), repeat, baseline=baseline)


def in_turn(
    command: list[str],
    env: dict[str, str],
    repeat: int,
    cwd: str | None = None,
    baseline: str = "table",
) -> tuple[float, float]:
    """Median seconds to a painted window of ``command`` and of a bare window
    (``baseline``: a name in :data:`BASELINES`; the table view is the issue's),
    started in turn ``repeat`` times each, so that a machine that slows down
    slows both."""
    app_times, bare_times = [], []
    bare = [sys.executable, "-c", BASELINES[baseline]]
    for _ in range(repeat):
        app_times.append(run_until_painted(command, env, cwd=cwd)[0])
        bare_times.append(run_until_painted(bare, app_env())[0])
    return statistics.median(app_times), statistics.median(bare_times)


def callgrind_count(command: list[str]) -> int:
    """Instructions ``command`` executes, counted by valgrind's callgrind.

    With a fixed hash seed: a random one moves the count by a few million from
    one run to the next (the order of sets and dicts of strings)."""
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
        capture_output=True,
        text=True,
        env=dict(app_env(), PYTHONHASHSEED="0"),
        check=True,
    )
    for line in result.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split()[-1])
    raise RuntimeError("callgrind printed no count")


def instructions(deals: int = 200) -> tuple[int, int] | None:
    """Instructions to the first paint: the app with a ``deals``-deal session, and a
    bare window. ``None`` where valgrind is not installed.
    """
    if shutil.which("valgrind") is None:
        return None
    compile_app()
    with tempfile.TemporaryDirectory() as folder:
        with Store(Path(folder) / "schreiber.sqlite3") as store:
            create_session(store, session(deals))
        app_count = callgrind_count([sys.executable, "-c", APP_UNTIL_PAINTED, folder])
    bare_count = callgrind_count([sys.executable, "-c", BARE_UNTIL_PAINTED])
    return app_count, bare_count


def memory_mib(deals: int = 2000) -> float:
    """Peak memory of the running app with a ``deals``-deal session open, in MiB."""
    return max(memory for _, memory in start_app(deals, 1)) / 1024


def measure_installed(repeat: int = 11) -> tuple[float, float]:
    """Median seconds to a painted window of the app installed from its wheel (200
    deals), and of the bare window in the same run."""
    from benchmarks.installed import build_wheel, install

    with tempfile.TemporaryDirectory() as folder:
        python = install(build_wheel(Path(folder) / "dist"), Path(folder) / "venv")
        data = Path(folder) / "data"
        data.mkdir()
        with Store(data / "schreiber.sqlite3") as store:
            create_session(store, session(200))
        command = [str(python), "-m", "schreiber", "--data-dir", str(data)]
        env = app_env()
        env.pop("PYTHONPATH", None)
        return in_turn(command, env, repeat, cwd=folder)


def measure_bundle(bundle: Path, repeat: int = 11) -> tuple[float, float]:
    """Median seconds to a painted window of the PyInstaller bundle in ``bundle`` (200
    deals), and of the bare window in the same run."""
    program = bundle / ("schreiber.exe" if os.name == "nt" else "schreiber")
    with tempfile.TemporaryDirectory() as folder:
        with Store(Path(folder) / "schreiber.sqlite3") as store:
            create_session(store, session(200))
        return in_turn([str(program), "--data-dir", folder], app_env(), repeat)


def main(repeat: int = 11) -> None:
    if "--wheel" in sys.argv:
        installed_s, bare_s = measure_installed(repeat)
        print(
            f"cold start, installed wheel, 200-deal session: {installed_s * 1000:.0f} ms,"
            f" bare window with a table view {bare_s * 1000:.0f} ms ({installed_s / bare_s:.2f}x)"
        )
    if "--bundle" in sys.argv:
        bundle = Path(sys.argv[sys.argv.index("--bundle") + 1])
        bundle_s, bare_s = measure_bundle(bundle, repeat)
        print(
            f"cold start, bundle {bundle}, 200-deal session: {bundle_s * 1000:.0f} ms,"
            f" bare window with a table view {bare_s * 1000:.0f} ms ({bundle_s / bare_s:.2f}x)"
        )
    app_s, bare_s = measure(repeat, baseline="table")
    print(
        f"cold start to a painted window, 200-deal session: {app_s * 1000:.0f} ms "
        f"(budget {BUDGET_S * 1000:.0f} ms)"
    )
    print(
        f"bare window with a table view naming Qt.AlignmentFlag: {bare_s * 1000:.0f} ms"
        f" ({app_s / bare_s:.2f}x, aim <= {RATIO_AIM[200]}x)"
    )
    app_s, bare_s = measure(repeat, deals=2000)
    print(
        f"cold start, 2,000-deal session: {app_s * 1000:.0f} ms, bare window "
        f"{bare_s * 1000:.0f} ms ({app_s / bare_s:.2f}x, aim <= {RATIO_AIM[2000]}x)"
    )
    if "--instructions" in sys.argv:
        counts = instructions()
        if counts is None:
            print("instructions: valgrind is not installed")
        else:
            app_count, bare_count = counts
            print(
                f"instructions to the first paint: app {app_count / 1e6:,.0f} M, "
                f"bare window {bare_count / 1e6:,.0f} M ({app_count / bare_count:.2f}x)"
            )
            with_qt = callgrind_count([sys.executable, "-c", BARE_WITH_QT_UNTIL_PAINTED])
            print(
                f"for reference, a bare window that names Qt's namespace: {with_qt / 1e6:,.0f} M "
                f"(app {app_count / with_qt:.2f}x)"
            )


if __name__ == "__main__":
    main()
