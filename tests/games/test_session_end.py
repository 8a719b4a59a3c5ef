"""The agreed end of a session (``end_after_deals``, ``end_at_score``): ``schreiber
replay`` refuses a deal recorded after it, in every game (docs/records.md,
"schreiber replay"). Rules doppelkopf.md §2: the end counts scored deals across
changes of seating; a redeal is no deal played, so it neither counts nor ends."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from schreiber.games.common import check_end
from schreiber.games.errors import RecordError
from schreiber.session.file import parse_session_replay
from tests.test_cli import run

# A deal of each game that scores, and its redeal.
DEALS: dict[str, tuple[dict[str, object], dict[str, object], list[str]]] = {
    "doppelkopf": (
        {"type": "normal", "re": ["A", "B"], "re_points": 130},
        {"type": "redeal", "reason": "other"},
        ["A", "B", "C", "D"],
    ),
    "schafkopf_pfalz": (
        {"contract": "simple", "trump": "clubs", "soloist": "A", "soloist_points": 70},
        {"contract": "redeal"},
        ["A", "B", "C"],
    ),
    "crescendo": (
        {"soloist": "A", "bid": 15, "trump": "spades", "taken": 15},
        {"type": "redeal"},
        ["A", "B", "C"],
    ),
}


def evening(name: str, records: list[dict[str, object]], **options: Any) -> dict[str, object]:
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": name,
        "date": "2026-11-20",
        "players": DEALS[name][2],
        "first_dealer": "A",
        "rules": {"preset": "standard", "options": options},
        "deals": records,
    }


def replay_file(tmp_path: Path, data: dict[str, object]) -> tuple[int, str, str]:
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    done = run("replay", str(path))
    return done.returncode, done.stdout.decode(), done.stderr.decode()


@pytest.mark.parametrize("name", list(DEALS))
def test_replay_refuses_a_deal_after_the_agreed_deals(tmp_path: Path, name: str) -> None:
    deal, redeal, _ = DEALS[name]
    # Deal 1, a redeal (no deal played), deal 2: the end; then a third deal.
    records = [deal, redeal, deal, deal]
    status, out, err = replay_file(tmp_path, evening(name, records, end_after_deals=2))
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1
    assert err.startswith("schreiber: deals[3]: deal 3 comes after the agreed end")
    assert "ended with deal 2 (the agreed 2 deals)" in err
    assert "lift the end in the rules" in err


@pytest.mark.parametrize("name", list(DEALS))
def test_replay_accepts_the_evening_up_to_its_end(tmp_path: Path, name: str) -> None:
    deal, redeal, _ = DEALS[name]
    status, out, err = replay_file(tmp_path, evening(name, [deal, redeal, deal], end_after_deals=2))
    assert status == 0, err
    shown = json.loads(out)
    assert shown["end"]["finished"] is True
    # The deals are numbered as played: the redeal has no number of its own.
    assert [row["number"] for row in shown["deals"]] == [1, None, 2]


@pytest.mark.parametrize("name", list(DEALS))
def test_a_redeal_after_the_end_is_refused_too(tmp_path: Path, name: str) -> None:
    deal, redeal, _ = DEALS[name]
    status, _, err = replay_file(tmp_path, evening(name, [deal, redeal], end_after_deals=1))
    assert status == 2
    assert err.startswith("schreiber: deals[1]: deal 2 comes after the agreed end")


@pytest.mark.parametrize("name", list(DEALS))
def test_without_an_end_the_table_plays_on(tmp_path: Path, name: str) -> None:
    deal, _, _ = DEALS[name]
    status, out, err = replay_file(tmp_path, evening(name, [deal] * 3, end_after_deals=None))
    assert status == 0, err
    assert json.loads(out)["end"]["finished"] is False


def test_replay_refuses_a_deal_after_the_target_score(tmp_path: Path) -> None:
    deal = DEALS["crescendo"][0]  # A: +30 each (taken = bid: twice the bid)
    status, _, err = replay_file(tmp_path, evening("crescendo", [deal] * 3, end_at_score=60))
    assert status == 2
    assert err.startswith("schreiber: deals[2]: deal 3 comes after the agreed end")
    assert "when A reached 60 (the target score 60)" in err


def test_the_end_counts_deals_across_changes_of_seating() -> None:
    """Doppelkopf §2: a change of seating is no deal; it does not count, and one
    after the end passes (it scores nothing)."""
    deal = DEALS["doppelkopf"][0]
    seating: dict[str, object] = {
        "type": "seating",
        "players": ["A", "B", "C", "D", "E"],
        "dealer": "C",
    }
    leaves: dict[str, object] = {"type": "seating", "players": ["A", "B", "C", "D"], "dealer": "A"}
    records = [deal, seating, deal, leaves]
    _, replay = parse_session_replay(evening("doppelkopf", records, end_after_deals=2))
    assert [row.number for row in replay.deals] == [1, None, 2, None]
    assert replay.end.finished
    check_end(replay, 2, None)  # the seating after the end passes
    more = evening("doppelkopf", [*records, deal], end_after_deals=2)
    _, longer = parse_session_replay(more)
    with pytest.raises(RecordError) as refused:
        check_end(longer, 2, None)
    assert refused.value.field == "deals[4]"
    assert refused.value.params["number"] == 3
