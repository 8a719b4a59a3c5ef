"""Schafkopf and Crescendo session files through 'schreiber import' and 'replay' (issue 5 §3)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from schreiber.session.file import parse_session

ROOT = Path(__file__).resolve().parents[2]

CRESCENDO: dict[str, object] = {
    "format": "schreiber-session",
    "version": 1,
    "game": "crescendo",
    "title": "Tuesday",
    "date": "2026-11-17",
    "players": ["A", "B", "C"],
    "first_dealer": "A",
    "rules": {"preset": "standard", "options": {"end_at_score": 50}},
    "deals": [
        {"soloist": "A", "bid": 19, "trump": "spades", "tricks_won": [7, 6, 4, 3]},
        {"type": "redeal"},
        {"soloist": "B", "bid": 15, "trump": "diamonds", "taken": 15},
        {"soloist": "C", "bid": 28, "trump": "clubs", "tricks_won": [1, 2, 3, 4, 5, 6, 7]},
    ],
}
SCHAFKOPF: dict[str, object] = {
    "format": "schreiber-session",
    "version": 1,
    "game": "schafkopf_pfalz",
    "title": "Stammtisch",
    "date": "2026-11-18",
    "players": ["A", "B", "C", "D"],
    "first_dealer": "A",
    "rules": {"preset": "standard", "options": {"table": 3}},
    "deals": [
        {"contract": "simple", "trump": "clubs", "soloist": "B", "soloist_points": 70},
        {"contract": "redeal"},
        {
            "contract": "solo",
            "trump": "hearts",
            "soloist": "D",
            "soloist_points": 95,
            "tops": 3,
            "doubles": 1,
        },
    ],
}


def schreiber(*args: str, stdin: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "schreiber", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )


@pytest.mark.parametrize("session", [CRESCENDO, SCHAFKOPF], ids=["crescendo", "schafkopf"])
def test_import_is_canonical_and_stable(session: dict[str, object]) -> None:
    once = schreiber("import", "-", stdin=json.dumps(session))
    assert once.returncode == 0, once.stderr
    twice = schreiber("import", "-", stdin=once.stdout)
    assert twice.stdout == once.stdout
    assert parse_session(json.loads(once.stdout)).to_json() == parse_session(session).to_json()


def test_crescendo_replay() -> None:
    done = schreiber("replay", "-", stdin=json.dumps(CRESCENDO))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    # Deal 2 is the redeal, dealt by B, who then deals again; then C.
    assert [d["dealer"] for d in out["deals"]] == ["A", "B", "B", "C"]
    assert out["totals"] == {"A": 20, "B": 30, "C": 56}
    assert out["end"] == {"finished": True, "winners": ["C"]}


def test_schafkopf_replay_with_a_fourth_player_sitting_out() -> None:
    done = schreiber("replay", "-", stdin=json.dumps(SCHAFKOPF))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert [d["dealer"] for d in out["deals"]] == ["A", "B", "C"]
    assert [d["sitting_out"] for d in out["deals"]] == [["A"], ["B"], ["C"]]
    # Deal 1 (A out): simple game won, G = 1 -> B +2, C and D -1. Deal 3 (C out):
    # heart solo with Schneider, tops 3, one Kontra: (1 + 1 + 1 + 3 + 1) x 2 = 14.
    assert out["totals"] == {"A": -14, "B": 2 - 14, "C": -1, "D": -1 + 28}
    assert out["deals"][2]["scores"]["C"] == 0


def test_bad_crescendo_deal_names_the_trick() -> None:
    deals = list(CRESCENDO["deals"])  # type: ignore[call-overload]
    deals[0] = {"soloist": "A", "bid": 19, "trump": "spades", "tricks_won": [3, 3]}
    done = schreiber("replay", "-", stdin=json.dumps(CRESCENDO | {"deals": deals}))
    assert done.returncode == 2
    assert done.stderr.startswith("schreiber: deals[0].tricks_won[1]: ")
    assert done.stderr.count("\n") == 1
