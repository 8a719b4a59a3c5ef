"""Drafts in the store (``store.drafts``): one per writer and session, kept,
read back by the same writer after a restart, replaced, discarded, gone with
the session; on SQLite and on a real PostgreSQL server, a table's login too."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import closing
from pathlib import Path

import pytest

from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store import SCHEMA_VERSION, Store
from schreiber.store.core import StoreCore
from schreiber.store.locate import open_store
from tests.club_roles import make_club, unique
from tests.postgres_server import PostgresServer

SESSION = {
    "format": "schreiber-session",
    "version": 1,
    "game": "doppelkopf",
    "title": "Thursday",
    "date": "2026-11-19",
    "players": ["Anna", "Ben", "Chie", "Daiki"],
    "first_dealer": "Anna",
    "rules": {"preset": "standard"},
    "deals": [{"type": "normal", "re": ["Anna", "Ben"], "re_points": 130}],
}
HALF = {"type": "normal", "re": ["Anna"], "re_points": 0, "note": "Schlemmer"}

Opener = Callable[[str], StoreCore]


@pytest.fixture(params=["sqlite", "postgresql"])
def opener(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Opener]:
    """Opens stores (writers) on one empty database of either kind."""
    url = f"sqlite://{tmp_path / 'schreiber.sqlite3'}"
    if request.param == "postgresql":
        url = request.getfixturevalue("postgres_url")
    opened: list[StoreCore] = []

    def open_one(writer: str) -> StoreCore:
        store = open_store(url, writer=writer)
        opened.append(store)
        return store

    yield open_one
    for store in opened:
        store.close()


def test_a_draft_is_kept_per_writer_and_read_back_after_a_restart(opener: Opener) -> None:
    window = opener("window-0")
    session_id = create_session(window, parse_session(SESSION))
    version = window.sessions.load_session(session_id).version
    assert window.drafts.draft(session_id) is None
    assert window.drafts.save(session_id, HALF)
    other = opener("window-1")
    assert other.drafts.draft(session_id) is None  # another window's form is its own
    window.close()

    again = opener("window-0")  # the same window, started again
    draft = again.drafts.draft(session_id)
    assert draft is not None
    assert (draft.record, draft.deal_id, draft.revision) == (HALF, None, None)
    assert draft.updated
    # A draft is no change of the session: its version and undo stay as they were.
    assert again.sessions.load_session(session_id).version == version
    assert not again.undo.can_undo(session_id)


def test_an_edit_draft_names_its_deal_and_revision_and_replaces_the_one_before(
    opener: Opener,
) -> None:
    store = opener("window-0")
    session_id = create_session(store, parse_session(SESSION))
    service = SessionService(store, session_id)
    deal_id, revision = service.deal_ids[0], service.revisions[0]
    store.drafts.save(session_id, HALF)
    edited = {**SESSION["deals"][0], "re_points": 150}  # type: ignore[index]
    store.drafts.save(session_id, edited, deal_id, revision)
    draft = store.drafts.draft(session_id)
    assert draft is not None
    assert (draft.record, draft.deal_id, draft.revision) == (edited, deal_id, revision)


def test_discarding_a_draft_removes_it(opener: Opener) -> None:
    store = opener("window-0")
    session_id = create_session(store, parse_session(SESSION))
    assert not store.drafts.discard(session_id)
    store.drafts.save(session_id, HALF)
    assert store.drafts.discard(session_id)
    assert store.drafts.draft(session_id) is None
    assert not store.drafts.discard(session_id)


def test_a_draft_goes_with_its_session(opener: Opener) -> None:
    store = opener("window-0")
    session_id = create_session(store, parse_session(SESSION))
    store.drafts.save(session_id, HALF)
    store.sessions.delete_session(session_id)
    assert store.drafts.draft(session_id) is None
    assert not store.drafts.save(session_id, HALF)  # nothing kept for a session that is gone


def test_a_damaged_draft_is_no_draft(tmp_path: Path) -> None:
    path = tmp_path / "schreiber.sqlite3"
    with Store(path, writer="w") as store:
        session_id = create_session(store, parse_session(SESSION))
        store.drafts.save(session_id, HALF)
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("UPDATE drafts SET record = '[1, 2'")
        conn.commit()
    with Store(path, writer="w") as store:
        assert store.drafts.draft(session_id) is None
        assert store.drafts.discard(session_id)


def test_version_6_brings_the_drafts_table() -> None:
    from schreiber.store import schema

    assert SCHEMA_VERSION >= 6
    assert schema.final_tables()["drafts"] == (
        "session_id",
        "writer",
        "deal_id",
        "revision",
        "record",
        "updated",
    )
    assert any(
        isinstance(op, schema.CreateTable) and op.table is schema.DRAFTS
        for op in schema.MIGRATIONS[5].operations
    )


def test_a_tables_login_may_keep_and_discard_its_drafts(postgres_server: PostgresServer) -> None:
    """The table role's grants include the drafts (``store.roles``)."""
    club = make_club(postgres_server)
    with open_store(club.owner_url, writer="organiser") as organiser:
        session_id = create_session(organiser, parse_session(SESSION))
    with open_store(club.table_role(unique("table")), writer="table-1") as table:
        assert table.drafts.save(session_id, HALF)
        draft = table.drafts.draft(session_id)
        assert draft is not None and draft.record == HALF
        assert table.drafts.discard(session_id)


def test_a_renamed_player_is_renamed_in_every_draft(opener: Opener) -> None:
    """The organiser renames a player while two tables have entries half typed:
    each draft names the new name, and a draft editing a deal the rename changed
    moves on to that deal's new revision, so it saves over the renamed deal."""
    editing, adding = opener("window-0"), opener("window-1")
    session_id = create_session(editing, parse_session(SESSION))
    stored = editing.sessions.load_session(session_id)
    deal_id, revision = stored.deal_ids[0], stored.revisions[0]
    edit = {"type": "normal", "re": ["Anna", "Ben"], "re_points": 140}
    assert editing.drafts.save(session_id, edit, deal_id, revision)
    assert adding.drafts.save(session_id, HALF)
    anna = editing.people.session_people(session_id)["Anna"]
    editing.people.rename_person(anna, "Annette")
    renamed = editing.sessions.load_session(session_id)
    assert renamed.deals[0]["re"] == ["Annette", "Ben"]
    assert renamed.revisions[0] == revision + 1
    draft = editing.drafts.draft(session_id)
    assert draft is not None
    assert draft.record["re"] == ["Annette", "Ben"] and draft.record["re_points"] == 140
    assert (draft.deal_id, draft.revision) == (deal_id, revision + 1)
    other = adding.drafts.draft(session_id)
    assert other is not None
    assert other.record == {**HALF, "re": ["Annette"]} and other.revision is None
    # A rename that touches no draft leaves them as they were.
    ben = editing.people.session_people(session_id)["Ben"]
    editing.people.rename_person(ben, "Benno")
    assert adding.drafts.draft(session_id) == other
