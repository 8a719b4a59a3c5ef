"""Bounded input (issue 18): how quickly hostile workbooks are refused, and what the
largest accepted session costs — run: python -m benchmarks.bench_bounds

Every figure is one ``schreiber`` command in a fresh process (as a user runs it):
its wall-clock time and its peak memory. Budgets: a hostile workbook refused
within 5 s and 300 MB; ``replay``, ``import`` and ``export`` of a session at
``MAX_DEALS`` within a few seconds (10 s) and 300 MB.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

from benchmarks.sessions import session_json
from schreiber.io.workbook import export_workbook
from schreiber.session.file import MAX_DEALS, MAX_PEOPLE

ROOT = Path(__file__).resolve().parents[1]
HOSTILE_BUDGET_S = 5.0
LIMIT_BUDGET_S = 10.0
MEMORY_BUDGET_MB = 300

# The peak is this process's own (VmHWM: ru_maxrss would count the parent's memory
# at the fork before the exec); ru_maxrss where there is no /proc.
PROBE = """\
import os, resource, sys
from schreiber.cli import main
code = main(sys.argv[1:])
if os.path.exists("/proc/self/status"):
    with open("/proc/self/status") as status:
        peak = next(int(line.split()[1]) // 1024 for line in status if line.startswith("VmHWM"))
else:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 2**20  # bytes on macOS
sys.stderr.write(f"peak {peak}\\n")
sys.exit(code)
"""


def measure(*args: str) -> tuple[float, int, int]:
    """(seconds, peak MB, exit status) of ``schreiber ARGS`` in a fresh process."""
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        cwd=ROOT,
        capture_output=True,
        check=False,
        timeout=600,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    seconds = time.perf_counter() - start
    peak = int(done.stderr.rstrip().rpartition(b"peak ")[2])
    return seconds, peak, done.returncode


def report(what: str, seconds: float, peak: int, budget: float) -> bool:
    over = seconds > budget or peak > MEMORY_BUDGET_MB
    flag = "  OVER BUDGET" if over else ""
    print(f"{what:<58} {seconds:6.2f} s {peak:5d} MB{flag}")
    return not over


def hostile(folder: Path) -> bool:
    from tests.hardening.test_bounds import HOSTILE, build
    from tests.io.sessions import session

    plain = folder / "plain.xlsx"
    export_workbook(session("doppelkopf"), plain)
    with zipfile.ZipFile(plain) as archive:
        parts = {name: archive.read(name) for name in archive.namelist()}
    fine = True
    print(f"hostile workbooks, schreiber import (budget {HOSTILE_BUDGET_S:.0f} s, 300 MB):")
    for case, (make, _) in HOSTILE.items():
        path = build(folder / "hostile.xlsx", make(parts))
        seconds, peak, code = measure("import", str(path))
        fine &= code == 2 and report(f"  {case}", seconds, peak, HOSTILE_BUDGET_S)
    fifo = folder / "fifo.xlsx"
    os.mkfifo(fifo)
    seconds, peak, code = measure("import", str(fifo))
    fine &= code == 2 and report("  a FIFO named .xlsx", seconds, peak, HOSTILE_BUDGET_S)
    seconds, peak, code = measure("import", str(plain))
    fine &= code == 0 and report("  (control: the plain workbook, imported)", seconds, peak, 5)
    return fine


def heaviest_session() -> dict[str, object]:
    """The most a session may hold: MAX_DEALS records, MAX_PEOPLE players of 40
    Japanese characters each (a change of seating every 250 records brings the
    next four to the table), every deal announced and with bonuses."""
    rng = random.Random(3)
    people = [f"{n:02d}" + "名前" * 19 for n in range(MAX_PEOPLE)]
    tables = [people[i : i + 4] for i in range(0, MAX_PEOPLE, 4)]
    deals: list[dict[str, object]] = []
    table = tables[0]
    while len(deals) < MAX_DEALS:
        if deals and len(deals) % 250 == 0:
            table = tables[(len(deals) // 250) % len(tables)]
            deals.append({"type": "seating", "players": table, "dealer": table[0]})
            continue
        deals.append(
            {
                "type": "normal",
                "re": rng.sample(table, 2),
                "re_points": rng.randint(40, 200),
                "announcements": {"re": ["re", "no90"], "kontra": ["kontra"]},
                "bonuses": [{"kind": "fox", "party": "re"}, {"kind": "charlie", "party": "kontra"}],
            }
        )
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": "A whole season",
        "date": "2026-11-20",
        "players": tables[0],
        "first_dealer": tables[0][0],
        "rules": {"preset": "standard"},
        "deals": deals,
    }


def at_the_limit(folder: Path, name: str, data: dict[str, object]) -> bool:
    source = folder / "season.json"
    source.write_text(json.dumps(data, ensure_ascii=False, indent=2))
    workbook = folder / "season.xlsx"
    size = source.stat().st_size / 2**20
    print(f"{name}, {MAX_DEALS:,} records ({size:.1f} MB), budget 10 s, 300 MB:")
    fine = True
    for label, args in (
        ("replay", ("replay", str(source))),
        ("import (session file)", ("import", str(source))),
        ("export", ("export", str(source), str(workbook))),
        ("import (its workbook)", ("import", str(workbook))),
    ):
        seconds, peak, code = measure(*args)
        fine &= code == 0 and report(f"  {label}", seconds, peak, LIMIT_BUDGET_S)
    return fine


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        fine = hostile(Path(folder))
        fine &= at_the_limit(Path(folder), "a session at the limit", session_json(MAX_DEALS))
        fine &= at_the_limit(Path(folder), "the heaviest session at the limit", heaviest_session())
    sys.exit(0 if fine else 1)


if __name__ == "__main__":
    main()
