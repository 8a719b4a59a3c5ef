"""pandas and numpy only when a league or a season is computed (issue 28, item 3).

Start-up (the window, painted once), the headless commands ``score``, ``replay``
and ``export`` (the evening's workbook) each run in a fresh process, which tells
at its exit which of pandas and numpy it imported: none of them. Computing a
season's league does import them (so the check can see them at all).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from schreiber.session.file import parse_session
from schreiber.session.service import create_session
from schreiber.store.database import Store
from scripts.samples import doppelkopf_evening
from tests.test_cli import EXAMPLE_2

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("pandas", "numpy")

REPORTING = """
import atexit, json, sys

def report():
    heavy = sorted({{name.split(".")[0] for name in sys.modules}} & set({heavy!r}))
    sys.stderr.write("\\nheavy " + json.dumps(heavy) + "\\n")
    sys.stderr.flush()

atexit.register(report)
"""


def heavy_modules(code: str, *args: str, env: dict[str, str] | None = None) -> list[str]:
    """Run ``code`` (after the exit report) in a fresh process; the heavy modules it
    had imported when it ended."""
    script = REPORTING.format(heavy=HEAVY) + code
    done = subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=180,
        env=env,
    )
    lines = [line for line in done.stderr.splitlines() if line.startswith("heavy ")]
    assert done.returncode == 0 and lines, done.stderr[-2000:]
    found: list[str] = json.loads(lines[-1].removeprefix("heavy "))
    return found


COMMAND = """
from schreiber.cli import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.fixture
def session_file(tmp_path: Path) -> Path:
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(doppelkopf_evening()), encoding="utf-8")
    return path


def test_score_imports_neither(tmp_path: Path) -> None:
    request = tmp_path / "deal.json"
    request.write_text(json.dumps(EXAMPLE_2), encoding="utf-8")
    assert heavy_modules(COMMAND, "score", str(request)) == []


def test_replay_imports_neither(session_file: Path) -> None:
    assert heavy_modules(COMMAND, "replay", str(session_file)) == []


def test_the_evenings_export_imports_neither(session_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "evening.xlsx"
    assert heavy_modules(COMMAND, "export", str(session_file), str(out)) == []
    assert out.stat().st_size > 0


def test_the_window_starts_without_either(tmp_path: Path) -> None:
    with Store(tmp_path / "schreiber.sqlite3") as store:
        create_session(store, parse_session(doppelkopf_evening()))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", SCHREIBER_EXIT_AFTER_PAINT="1")
    assert heavy_modules(COMMAND, "--data-dir", str(tmp_path), env=env) == []


def test_a_seasons_league_imports_them(tmp_path: Path) -> None:
    code = """
from schreiber.club.season import league_table
from schreiber.session.file import parse_session
from schreiber.session.service import create_session
from schreiber.store.database import Store
from scripts.samples import doppelkopf_evening

with Store(sys.argv[1]) as store:
    create_session(store, parse_session(doppelkopf_evening()))
    assert league_table(store, None)
"""
    assert heavy_modules(code, str(tmp_path / "club.sqlite3")) == ["numpy", "pandas"]
