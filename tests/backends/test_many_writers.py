"""Many writers on one database, on SQLite and on a real PostgreSQL server.

Each promise of the store is a test that fails if it were false: an
acknowledged deal is never lost and is present exactly once; a stale edit or
delete is refused and changes nothing; of two edits of one revision exactly one
wins; undo takes back only the writer's own action; a write is checked against
the evening as stored at that moment, so no write leaves an evening that does
not replay.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from benchmarks.bench_writers import run_writers
from schreiber.games.errors import RecordError
from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session, session_json
from schreiber.store.core import Candidate, ConflictError, StoreCore, StoreError
from schreiber.store.locate import open_store
from tests.backends.conftest import Opener, moves_from

ROOT = Path(__file__).resolve().parents[2]
CHILD = Path(__file__).with_name("writer_child.py")
FOUR = ["Anna", "Ben", "Chie", "Daiki"]
FIVE = [*FOUR, "Emi"]


def evening(players: list[str]) -> dict[str, object]:
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": "Club night",
        "date": "2026-11-20",
        "players": players,
        "first_dealer": players[0],
        "rules": {"preset": "standard", "options": {}},
        "deals": [],
    }


def new_session(store: StoreCore, players: list[str] = FOUR) -> int:
    return create_session(store, parse_session(evening(players)))


def deal(n: int) -> dict[str, object]:
    return {"type": "normal", "re": ["Anna", "Ben"], "re_points": n}


def snapshot(store: StoreCore, session_id: int) -> object:
    data = store.sessions.load_session(session_id)
    return data, store.undo.history(session_id)


def test_ids_are_stable_and_revisions_grow(opener: Opener) -> None:
    store = opener()
    session_id = new_session(store)
    first = store.sessions.add_deal(session_id, deal(100))
    second = store.sessions.add_deal(session_id, deal(110))
    assert (first.number, second.number, first.revision) == (1, 2, 1)
    edited = store.sessions.replace_deal(session_id, first.id, deal(120), 1)
    assert (edited.id, edited.revision, edited.number) == (first.id, 2, 1)
    before = store.sessions.add_deal(session_id, deal(90), before=second.id)
    data = store.sessions.load_session(session_id)
    assert data.deal_ids == (first.id, before.id, second.id)
    assert data.revisions == (2, 1, 1)
    assert [d["re_points"] for d in data.deals] == [120, 90, 110]
    store.sessions.delete_deal(session_id, before.id, 1)
    third = store.sessions.add_deal(session_id, deal(130))
    assert third.id not in (first.id, second.id, before.id)  # never reused
    assert data.version < store.sessions.session_version(session_id)


def test_stale_edit_and_delete_are_refused_and_change_nothing(opener: Opener) -> None:
    a, b = opener("a"), opener("b")
    session_id = new_session(a)
    saved = a.sessions.add_deal(session_id, deal(100))
    other = a.sessions.add_deal(session_id, deal(140))
    b.sessions.replace_deal(session_id, saved.id, deal(150), 1)  # B gets there first
    before = snapshot(a, session_id)
    with pytest.raises(ConflictError, match="deal 1 was changed elsewhere"):
        a.sessions.replace_deal(session_id, saved.id, deal(160), 1)
    with pytest.raises(ConflictError):
        a.sessions.delete_deal(session_id, saved.id, 1)
    assert snapshot(a, session_id) == before
    b.sessions.delete_deal(session_id, saved.id, 2)
    with pytest.raises(ConflictError, match="was deleted elsewhere"):
        a.sessions.replace_deal(session_id, saved.id, deal(170), 2)
    # Nothing else was touched: the other deal is as it was written.
    data = a.sessions.load_session(session_id)
    assert (data.deal_ids, data.revisions) == ((other.id,), (1,))
    assert data.deals[0]["re_points"] == 140


def edit_at_once(url: str, session_id: int, deal_id: int, points: list[int]) -> list[str]:
    """Writers, each on its own connection in its own thread, edit one revision together."""
    start = threading.Barrier(len(points))
    outcomes: list[str] = []

    def edit(value: int) -> None:
        with open_store(url) as store:
            start.wait()
            try:
                store.sessions.replace_deal(session_id, deal_id, deal(value), 1)
                outcomes.append(f"won {value}")
            except ConflictError:
                outcomes.append("conflict")

    threads = [threading.Thread(target=edit, args=(value,)) for value in points]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return sorted(outcomes)


def test_two_edits_of_one_revision_at_once_exactly_one_wins(
    opener: Opener, database_url: str
) -> None:
    store = opener()
    session_id = new_session(store)
    for round_ in range(8):
        saved = store.sessions.add_deal(session_id, deal(round_))
        outcomes = edit_at_once(database_url, session_id, saved.id, [201, 202, 203])
        assert outcomes[:2] == ["conflict", "conflict"] and outcomes[2].startswith("won"), outcomes
        stored = store.sessions.load_session(session_id)
        assert stored.deals[-1]["re_points"] == int(outcomes[2].split()[1])
        assert stored.revisions[-1] == 2


def test_undo_takes_back_only_the_writers_own_action(opener: Opener) -> None:
    a, b = opener("a"), opener("b")
    session_id = new_session(a)
    mine = a.sessions.add_deal(session_id, deal(100))
    theirs = b.sessions.add_deal(session_id, deal(110))
    assert a.undo.undo(session_id) == "add_deal"
    assert a.sessions.load_session(session_id).deal_ids == (theirs.id,)
    assert a.undo.undo(session_id) is None  # B's deal is not A's to undo
    assert a.undo.redo(session_id) == "add_deal"
    assert a.sessions.load_session(session_id).deal_ids == (mine.id, theirs.id)
    # A chain on one deal by one writer: add, edit, edit, back and forth.
    a.sessions.replace_deal(session_id, mine.id, deal(120), 2)
    a.sessions.replace_deal(session_id, mine.id, deal(130), 3)
    assert a.undo.undo(session_id) == a.undo.undo(session_id) == "replace_deal"
    assert a.sessions.load_session(session_id).deals[0]["re_points"] == 100
    assert a.undo.redo(session_id) == a.undo.redo(session_id) == "replace_deal"
    assert a.sessions.load_session(session_id).deals[0]["re_points"] == 130


def test_undo_of_what_another_writer_changed_since_is_a_conflict(opener: Opener) -> None:
    a, b = opener("a"), opener("b")
    session_id = new_session(a)
    mine = a.sessions.add_deal(session_id, deal(100))
    b.sessions.replace_deal(session_id, mine.id, deal(200), 1)
    before = snapshot(a, session_id)
    with pytest.raises(ConflictError, match="changed elsewhere"):
        a.undo.undo(session_id)
    assert snapshot(a, session_id) == before
    assert b.sessions.load_session(session_id).deals[0]["re_points"] == 200


def test_a_check_that_refuses_rolls_the_write_back(opener: Opener) -> None:
    store = opener()
    session_id = new_session(store)
    store.sessions.add_deal(session_id, deal(100))
    before = snapshot(store, session_id), store.sessions.session_version(session_id)

    def refuse(candidate: Candidate) -> None:
        assert len(candidate.load().deals) == 2  # sees the write it is asked about
        raise RecordError("deal", "no")

    with pytest.raises(RecordError):
        store.sessions.add_deal(session_id, deal(110), check=refuse)
    assert (snapshot(store, session_id), store.sessions.session_version(session_id)) == before


def test_others_commits_move_the_data_version(opener: Opener) -> None:
    a, b = opener("a"), opener("b")
    session_id = new_session(a)
    seen = a.data_version()
    b.sessions.add_deal(session_id, deal(100))
    assert moves_from(a, seen)
    assert a.sessions.session_version(session_id) == b.sessions.session_version(session_id)


def test_a_deal_checked_against_a_stale_view_is_checked_again_as_stored(opener: Opener) -> None:
    """Five players: after deal 1 (Anna dealt and sat out) Ben deals and sits out."""
    a, b = opener("a"), opener("b")
    session_id = new_session(a, FIVE)
    window_a, window_b = SessionService(a, session_id), SessionService(b, session_id)
    window_a.add_deal({"type": "normal", "re": ["Ben", "Chie"], "re_points": 150})
    # B still shows no deal: for B, Ben is at the table. As stored, he sits out.
    with pytest.raises(RecordError, match="Ben"):
        window_b.add_deal({"type": "normal", "re": ["Ben", "Daiki"], "re_points": 150})
    assert len(window_b.session.deals) == 1  # B now shows what is stored
    window_b.add_deal({"type": "normal", "re": ["Chie", "Daiki"], "re_points": 150})
    stored = a.sessions.load_session(session_id)
    assert [d["re"] for d in stored.deals] == [["Ben", "Chie"], ["Chie", "Daiki"]]


def test_many_processes_adding_at_once_lose_nothing_and_store_only_what_replays(
    opener: Opener, database_url: str
) -> None:
    store = opener()
    session_id = new_session(store, FIVE)
    outputs, _ = run_writers(database_url, session_id, writers=5, count=20)
    acknowledged = [int(line.split()[1]) for out in outputs for line in out if line[:5] == "saved"]
    assert all(line == "refused" or line.startswith("saved ") for out in outputs for line in out)
    assert all(len(out) == 20 for out in outputs)
    stored = store.sessions.load_session(session_id)
    # Every acknowledged deal is there exactly once, and nothing else is.
    assert sorted(stored.deal_ids) == sorted(acknowledged)
    assert len(set(stored.deal_ids)) == len(stored.deal_ids)
    # Each writer's deals are in the order it saved them.
    for out in outputs:
        mine = [int(line.split()[1]) for line in out if line.startswith("saved")]
        assert [i for i in stored.deal_ids if i in mine] == mine
    # And the evening as stored replays: no write left a deal that does not fit.
    service = SessionService(store, session_id)
    assert len(service.replay.deals) == len(acknowledged) > 0
    assert parse_session(session_json(stored)).replay() is not None


def test_a_store_error_names_the_database(opener: Opener, database_url: str) -> None:
    store = opener()
    with pytest.raises(StoreError, match="no session 999"):
        store.sessions.load_session(999)
