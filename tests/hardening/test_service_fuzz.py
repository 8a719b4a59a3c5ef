"""Hostile deals and rules sent to a stored session (issue 9 §3).

The session service is what the window calls. A hostile record must raise
RecordError and leave the store and the service exactly as they were; a record
that is accepted must be stored in its canonical form, and undo takes it back.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from schreiber.games.errors import RecordError
from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.database import SessionData, Store
from tests.hardening.strategies import SESSIONS, fuzz_settings, mutated, refused_cleanly

SETTINGS = fuzz_settings(150)
LAST_DEALS = tuple({"deal": raw["deals"][-1]} for raw in SESSIONS)
RULES = tuple({"rules": raw["rules"]} for raw in SESSIONS)


@pytest.fixture(scope="module")
def services(tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[SessionService]]:
    """One stored session per sample evening, all deals but the last entered."""
    path: Path = tmp_path_factory.mktemp("hostile") / "schreiber.sqlite3"
    with Store(path, busy_timeout=0.2) as store:
        opened = []
        for raw in SESSIONS:
            head = copy.deepcopy(raw) | {"deals": copy.deepcopy(raw["deals"][:-1])}
            opened.append(SessionService(store, create_session(store, parse_session(head))))
        yield opened


def snapshot(service: SessionService) -> tuple[SessionData, object, object, object, object]:
    store, number = service.store, service.session_id
    return (
        store.sessions.load_session(number),
        store.undo.history(number),
        len(store.sessions.list_sessions(include_archived=True)),
        service.session.to_json(),
        service.replay.to_json(),
    )


def unchanged_but_for(
    after: SessionData, before: SessionData, *, changes: int, first_edited: int = 0
) -> None:
    """The stored session is as before, but its version counts ``changes`` more and
    the first deal's revision ``first_edited`` more (an edit and its undoing are
    changes of their own)."""
    assert after.version == before.version + changes
    assert after.deal_ids == before.deal_ids
    assert after.revisions == (before.revisions[0] + first_edited, *before.revisions[1:])
    assert after.replace(version=0, revisions=()) == before.replace(version=0, revisions=())


def hostile(bases: tuple[dict[str, Any], ...]) -> st.SearchStrategy[tuple[int, Any]]:
    """(which session, a mutation of its record) — the record under the key of the base."""
    return st.integers(0, len(bases) - 1).flatmap(
        lambda i: st.tuples(
            st.just(i), mutated([bases[i]]).map(lambda v: next(iter(v.values()), None))
        )
    )


def last_deal_with(index: int, **changes: object) -> tuple[int, dict[str, Any]]:
    return index, {**SESSIONS[index]["deals"][-1], **changes}


@SETTINGS
@given(hostile(LAST_DEALS))
# Found: a lone surrogate in a note passed every check and then failed inside
# SQLite (UnicodeEncodeError, not RecordError) — the window could not say why.
@example(last_deal_with(0, note="\ud800"))
@example(last_deal_with(0, re_points=10**5000))
@example(last_deal_with(1, tops=10**5000))
@example(last_deal_with(2, bid=-(10**5000)))
def test_a_hostile_deal_changes_nothing_or_is_stored_as_read(
    services: list[SessionService], case: tuple[int, Any]
) -> None:
    index, record = case
    service = services[index]
    before = snapshot(service)
    if refused_cleanly(service.preview, record) is not None:
        assert snapshot(service) == before
    if refused_cleanly(service.add_deal, record) is not None:
        assert snapshot(service) == before
        return
    stored = service.store.sessions.load_session(service.session_id).deals[-1]
    assert stored == service.session.deals[-1].to_json()
    saved_id = service.store.sessions.load_session(service.session_id).deal_ids[-1]
    assert saved_id not in before[0].deal_ids
    assert service.undo() == "add_deal"
    unchanged_but_for(snapshot(service)[0], before[0], changes=2)


@SETTINGS
@given(hostile(LAST_DEALS))
def test_a_hostile_edit_of_the_first_deal_changes_nothing(
    services: list[SessionService], case: tuple[int, Any]
) -> None:
    index, record = case
    service = services[index]
    before = snapshot(service)
    first = service.session.deals[0].to_json()
    if refused_cleanly(lambda r: service.replace_deal(1, r), record) is not None:
        assert snapshot(service) == before
        return
    service.replace_deal(1, first)  # put it back (the edit was a valid deal)
    unchanged_but_for(snapshot(service)[0], before[0], changes=2, first_edited=2)


@fuzz_settings(60)
@given(hostile(RULES))
@example((0, {"preset": "standard", "options": {"bock_max_level": 10**5000}}))
@example((2, {"preset": "standard", "options": {"min_bid": "\udcff"}}))
def test_hostile_rules_change_nothing(
    services: list[SessionService], case: tuple[int, Any]
) -> None:
    index, rules = case
    service = services[index]
    before = snapshot(service)
    if not isinstance(rules, dict):
        return  # set_rules takes a mapping; the window always passes one
    if refused_cleanly(service.set_rules, rules) is not None:
        assert snapshot(service) == before
        return
    assert service.undo() == "set_rules"
    unchanged_but_for(snapshot(service)[0], before[0], changes=2)


def test_the_service_still_works_after_all_that(services: list[SessionService]) -> None:
    for raw, service in zip(SESSIONS, services, strict=True):
        service.add_deal(raw["deals"][-1])
        assert parse_session(raw).to_json()["deals"] == service.session.to_json()["deals"]
        with pytest.raises(RecordError):
            service.add_deal({"surely": "not a deal"})
