"""``schreiber league`` and ``schreiber draw`` as other tools call them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "schreiber", *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )


def evening(totals: list[tuple[str, int]]) -> dict[str, object]:
    players = [name for name, _ in totals]
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": "Club night",
        "date": "2026-11-20",
        "players": players,
        "first_dealer": players[0],
        "rules": {"preset": "standard", "options": {}},
        "deals": [{"type": "normal", "re": players[:2], "re_points": 130}],
    }


def test_league_prints_the_standings_of_records_md(tmp_path: Path) -> None:
    request = {
        "ranking": {"method": "table_points", "table_points": {"4": [3, 1, -1, -3]}},
        "evenings": [evening([("Anna", 0), ("Ben", 0), ("Chie", 0), ("Daiki", 0)])],
    }
    path = tmp_path / "league.json"
    path.write_text(json.dumps(request), encoding="utf-8")
    done = run("league", str(path))
    assert done.returncode == 0, done.stderr
    standings = json.loads(done.stdout)["standings"]
    # Re (Anna, Ben) won the only deal: both +, Chie and Daiki −; ties share places.
    assert standings == [
        {"player": "Anna", "rank": 1, "score": 2, "evenings": 1, "deals": 1},
        {"player": "Ben", "rank": 1, "score": 2, "evenings": 1, "deals": 1},
        {"player": "Chie", "rank": 3, "score": -2, "evenings": 1, "deals": 1},
        {"player": "Daiki", "rank": 3, "score": -2, "evenings": 1, "deals": 1},
    ]


def test_draw_reads_standard_input_and_is_the_same_each_time() -> None:
    request = json.dumps({"players": [f"P{i}" for i in range(11)], "rounds": 3, "seed": 7})
    first, second = run("draw", "-", stdin=request), run("draw", "-", stdin=request)
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    rounds = json.loads(first.stdout)["rounds"]
    assert [sorted(len(t) for t in tables) for tables in rounds] == [[5, 6]] * 3


def test_bad_input_exits_2_and_names_the_field() -> None:
    done = run("draw", "-", stdin=json.dumps({"players": ["A", "B"], "rounds": 1}))
    assert done.returncode == 2
    assert "players" in done.stderr and "Traceback" not in done.stderr
    done = run("league", "-", stdin=json.dumps({"ranking": {"method": "median"}}))
    assert done.returncode == 2
    assert "ranking.method" in done.stderr


HEAVY_CHECK = """
import json, sys
from schreiber.cli import main
code = main([sys.argv[1], sys.argv[2]])
heavy = sorted(
    name for name in sys.modules
    if name.split(".")[0] in ("PySide6", "shiboken6", "pandas", "openpyxl", "psycopg")
)
sys.stderr.write(json.dumps({"code": code, "heavy": heavy}))
"""


def test_league_and_draw_import_neither_qt_nor_pandas(tmp_path: Path) -> None:
    requests = {
        "league": {"evenings": [evening([("A", 0), ("B", 0), ("C", 0), ("D", 0)])]},
        "draw": {"players": ["A", "B", "C", "D", "E"], "rounds": 2, "seed": 1},
    }
    for command, request in requests.items():
        path = tmp_path / f"{command}.json"
        path.write_text(json.dumps(request), encoding="utf-8")
        done = subprocess.run(
            [sys.executable, "-c", HEAVY_CHECK, command, str(path)],
            capture_output=True,
            text=True,
            check=False,
            timeout=120,
        )
        assert json.loads(done.stderr) == {"code": 0, "heavy": []}, command
