"""What the phones' page shows (``state.json``), per game and language, without a server."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from schreiber.serve.state import (
    Problem,
    SessionSnapshot,
    read_session,
    render,
    signed,
    words,
)
from schreiber.session.file import parse_session_replay
from schreiber.store.database import Store
from scripts.samples import crescendo_evening, doppelkopf_evening, schafkopf_evening


@pytest.mark.parametrize("evening", [doppelkopf_evening, crescendo_evening, schafkopf_evening])
@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_every_game_in_every_language(evening: object, language: str) -> None:
    session, replay = parse_session_replay(evening())  # type: ignore[operator]
    state = render(SessionSnapshot(session, replay), language, 1)
    json.dumps(state)  # JSON through and through
    assert state["lang"] == language
    assert state["players"] == list(replay.totals)
    assert state["totals"] == [signed(total) for total in replay.totals.values()]
    rows = state["rows"]
    assert isinstance(rows, list) and len(rows) == len(session.deals)
    for row, replayed in zip(rows, replay.deals, strict=True):
        assert row["dealer"] == replayed.dealer
        assert len(row["cells"]) == len(replay.totals)
        assert row["game"]
    standing = state["standing"]
    assert isinstance(standing, list)
    assert [entry["name"] for entry in standing] == sorted(
        replay.totals, key=lambda name: -replay.totals[name]
    )


def test_the_table_views_lines(database: Path) -> None:
    with Store(database) as store:
        snapshot = read_session(store, 1)
    replay = snapshot.replay
    state = render(snapshot, "de", 3)
    said = words("de")
    assert state["next"] == said["next"].format(n=replay.played + 1, dealer=replay.next.dealer)
    if replay.next.sitting_out:
        assert state["sitting_out"] == said["sitting_out"].format(
            names=", ".join(replay.next.sitting_out)
        )
    if any(level > 0 for level in replay.pending_bock):
        assert str(state["bock"]).startswith(said["bock"].split("{")[0])
    assert state["version"] == 3


def test_a_problem_is_said() -> None:
    state = render(Problem("the server cannot be reached"), "en", 2)
    assert state["kind"] == "problem"
    assert "the server cannot be reached" in str(state["problem"])


def test_signed_uses_a_real_minus() -> None:
    assert (signed(3), signed(-2), signed(0)) == ("+3", "−2", "0")
