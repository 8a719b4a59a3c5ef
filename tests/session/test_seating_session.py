"""A change of seating through the session file, the session service and the command
line (records.md "A change of seating"; rules doppelkopf.md §2a)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from schreiber.games.common import Seating
from schreiber.games.errors import RecordError
from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.database import Store
from tests.test_cli import run

ROOT = Path(__file__).resolve().parents[2]
SEATING: dict[str, object] = {
    "type": "seating",
    "players": ["A", "B", "C", "D", "E"],
    "dealer": "E",
}


def normal(re: list[str], points: int = 130) -> dict[str, object]:
    return {"type": "normal", "re": re, "re_points": points}


def session_json(deals: list[dict[str, object]]) -> dict[str, object]:
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": "Friday",
        "date": "2026-11-20",
        "players": ["A", "B", "C", "D"],
        "first_dealer": "A",
        "rules": {"preset": "standard", "options": {}},
        "deals": deals,
    }


def test_the_session_file_round_trips_a_seating() -> None:
    data = session_json([normal(["A", "B"]), SEATING, normal(["A", "B"])])
    session = parse_session(data)
    assert session.players == ("A", "B", "C", "D")  # the starting seating
    assert session.deals[1] == Seating(("A", "B", "C", "D", "E"), "E")
    written = session.to_json()
    assert written["deals"][1] == SEATING  # type: ignore[index]
    assert parse_session(written).to_json() == written
    derived = session.to_json(derived=True)["derived"]
    assert derived["totals"] == {"A": 2, "B": 2, "C": -2, "D": -2, "E": 0}  # type: ignore[index]


def test_the_service_adds_a_seating_like_a_deal(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3", writer="table") as store:
        session_id = create_session(store, parse_session(session_json([normal(["A", "B"])])))
        service = SessionService(store, session_id)
        preview = service.preview(SEATING)
        assert preview.next.dealer == "E" and preview.next.sitting_out == ("E",)
        with pytest.raises(RecordError) as caught:
            service.add_deal({"type": "seating", "players": ["A", "B", "C", "D"], "dealer": "B"})
        assert caught.value.field == "deal"
        assert "changes nothing" in caught.value.reason
        service.add_deal(SEATING)
        assert store.sessions.load_session(session_id).deals[-1] == SEATING
        service.add_deal(normal(["A", "B"]))  # E deals and sits out
        assert service.replay.totals == {"A": 2, "B": 2, "C": -2, "D": -2, "E": 0}
        assert service.undo() is not None
        assert len(service.session.deals) == 2
        reopened = SessionService(store, session_id)
        assert reopened.replay.players == ("A", "B", "C", "D", "E")


def test_replay_and_import_from_the_command_line(tmp_path: Path) -> None:
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(session_json([normal(["A", "B"]), SEATING, normal(["A", "B"])])))
    done = run("replay", str(path))
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)["deals"]
    assert rows[1]["type"] == "seating"
    assert rows[1]["totals"] == rows[0]["totals"] | {"E": 0}
    assert rows[2]["sitting_out"] == ["E"]
    imported = run("import", str(path))
    assert imported.returncode == 0, imported.stderr
    assert json.loads(imported.stdout)["deals"][1] == SEATING


def test_add_stores_a_seating_and_refuses_one_that_changes_nothing(tmp_path: Path) -> None:
    folder = str(tmp_path / "data")
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(session_json([normal(["A", "B"])])))
    created = run("--data-dir", folder, "create", str(path))
    assert created.returncode == 0, created.stderr
    session_id = json.loads(created.stdout)["id"]
    added = run("--data-dir", folder, "add", session_id, "-", stdin=json.dumps(SEATING).encode())
    assert added.returncode == 0, added.stderr
    assert json.loads(added.stdout)["number"] == 2
    same = {"type": "seating", "players": SEATING["players"], "dealer": "E"}
    refused = run("--data-dir", folder, "add", session_id, "-", stdin=json.dumps(same).encode())
    assert refused.returncode == 2
    assert b"changes nothing" in refused.stderr
    shown = json.loads(run("--data-dir", folder, "show", session_id).stdout)
    record = shown["deals"][1]
    assert {key: record[key] for key in SEATING} == SEATING
    assert {"id", "revision"} <= set(record)


def test_export_writes_a_seating_and_the_workbook_imports(tmp_path: Path) -> None:
    from schreiber.io.workbook import read_workbook

    data = session_json([normal(["A", "B"]), SEATING, normal(["A", "C"])])
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(data))
    done = run("export", str(path), str(tmp_path / "out.xlsx"), "--rate", "0.05")
    assert done.returncode == 0, done.stderr
    assert read_workbook(tmp_path / "out.xlsx") == parse_session(data).to_json()
