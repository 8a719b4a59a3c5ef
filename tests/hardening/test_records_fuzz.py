"""Hostile records for the pure entry points: only RecordError may come out (issue 9 §3).

Arbitrary JSON and mutated valid records go to ``parse_session``, each game's
``parse_deal`` and ``score_request``, and ``deadlines_request``. Each must either
accept the input or raise :class:`RecordError` with a field and a short message;
anything else (ValueError, TypeError, RecursionError …) is a bug. What is accepted
must also be writable: its canonical JSON encodes as UTF-8 and reads back the same.
The ``@example`` cases are the bugs these tests found, kept as regressions.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from schreiber.games.doppelkopf.deadlines import deadlines_request
from schreiber.games.registry import GAME_NAMES, game
from schreiber.session.file import parse_session
from tests.hardening.strategies import (
    DEADLINE_QUESTIONS,
    JSON,
    REQUESTS,
    SESSIONS,
    fuzz_settings,
    game_of,
    mutated,
    nested,
    refused_cleanly,
)
from tests.io.sessions import DOPPELKOPF, SCHAFKOPF

ANY_JSON = fuzz_settings(150)
MUTATIONS = fuzz_settings(300)


def session_with(**changes: Any) -> dict[str, Any]:
    value = copy.deepcopy(DOPPELKOPF)
    value.update(changes)
    return value


def with_first_deal(base: dict[str, Any], **changes: Any) -> dict[str, Any]:
    value = copy.deepcopy(base)
    value["deals"][0].update(changes)
    return value


def writable(value: object) -> None:
    """What an entry point accepted can be printed and stored (no lone surrogates)."""
    json.dumps(value, ensure_ascii=False, allow_nan=False).encode("utf-8")


# --- the session file -----------------------------------------------------------------------


@ANY_JSON
@given(JSON)
@example(10**5000)
@example(nested(300))
@example({"format": "schreiber-session", "version": 1, "game": nested(300)})
def test_any_json_as_a_session_is_refused_cleanly(value: object) -> None:
    assert refused_cleanly(parse_session, value) is not None


@MUTATIONS
@given(mutated(SESSIONS))
# Found: a 5,000-digit number made the message itself fail (ValueError from str(int)).
@example(session_with(version=10**5000))
@example(session_with(version=-(10**5000)))
@example(with_first_deal(DOPPELKOPF, re_points=10**5000))
@example(with_first_deal(SCHAFKOPF, doubles=10**4400))
@example(session_with(rules={"options": {"end_at_score": 10**5000}}))
# Found: a lone surrogate in a text was accepted, and then neither the database nor
# the JSON output could write it (UnicodeEncodeError while importing).
@example(session_with(title="Friday \ud800"))
@example(session_with(players=["Anna", "Ben", "\udcff", "Daiki", "Emi"]))
@example(with_first_deal(DOPPELKOPF, note="\udfff"))
# Found: 100,000 players took 80 s to refuse (each name compared with all before it).
@example(session_with(players=[f"P{i}" for i in range(100_000)]))
# Found: the whole value went into the message — a megabyte of input, a megabyte of line.
@example(session_with(game=["x" * 1_000_000]))
@example(session_with(**{"k" * 100_000: 1}))
def test_mutated_sessions_are_accepted_whole_or_refused_cleanly(value: dict[str, Any]) -> None:
    if refused_cleanly(parse_session, value) is None:
        canonical = parse_session(value).to_json()
        writable(canonical)
        assert parse_session(canonical).to_json() == canonical


def test_duplicated_and_ten_thousand_players_name_the_field() -> None:
    twice = session_with(players=["Anna", "Ben", "Chie", "Ben", "Emi"])
    error = refused_cleanly(parse_session, twice)
    assert error is not None and error.field == "players[3]"
    many = session_with(players=[f"P{i}" for i in range(10_000)])
    error = refused_cleanly(parse_session, many)
    assert error is not None and str(error) == "players: this game needs 4 to 7 players (got 10000)"


def test_a_huge_number_is_named_not_printed() -> None:
    error = refused_cleanly(parse_session, with_first_deal(DOPPELKOPF, re_points=10**5000))
    assert error is not None
    assert error.field == "deals[0].re_points"
    assert "a number of about 5001 digits" in str(error)


# --- one deal --------------------------------------------------------------------------------

DEALS = tuple({"game": raw["game"], "deal": deal} for raw in SESSIONS for deal in raw["deals"])


@pytest.mark.parametrize("name", GAME_NAMES)
@ANY_JSON
@given(value=JSON)
@example(value={"type": "normal", "re": ["A", "B"], "re_points": 10**5000})
@example(value={"contract": "solo", "soloist": "A", "tops": -(10**5000), "trump": "hearts"})
@example(value={"soloist": "A", "bid": 10**5000, "trump": "clubs", "taken": 20})
def test_any_json_as_a_deal_is_refused_or_accepted_cleanly(name: str, value: object) -> None:
    # Reading a deal checks shapes only (its numbers are checked against the rules
    # when it is scored), so what it accepts need not be writable yet.
    if refused_cleanly(lambda v: game(name).parse_deal(v, "deal"), value) is None:
        canonical = game(name).parse_deal(value, "deal").to_json()
        assert game(name).parse_deal(canonical, "deal").to_json() == canonical


@MUTATIONS
@given(mutated(DEALS))
def test_mutated_deals_are_refused_or_accepted_cleanly(value: dict[str, Any]) -> None:
    rules = game(game_of(value))
    record = value.get("deal")
    if refused_cleanly(lambda v: rules.parse_deal(v, "deal"), record) is None:
        canonical = rules.parse_deal(record, "deal").to_json()
        assert rules.parse_deal(canonical, "deal").to_json() == canonical


# --- schreiber score: one deal in context ----------------------------------------------------


@pytest.mark.parametrize("name", GAME_NAMES)
@ANY_JSON
@given(request=st.dictionaries(st.sampled_from(["game", "rules", "players", "deal", "x"]), JSON))
def test_any_json_as_a_score_request_is_refused_cleanly(
    name: str, request: dict[str, object]
) -> None:
    refused_cleanly(game(name).score_request, request)


@MUTATIONS
@given(mutated(REQUESTS))
@example({**REQUESTS[0], "bock_level": 10**5000})
@example({**REQUESTS[0], "sitting_out": ["\ud800"]})
@example({**REQUESTS[-1], "players": ["A", "A", "B"]})
def test_mutated_score_requests_are_refused_or_scored(value: dict[str, Any]) -> None:
    result = refused_cleanly(game(game_of(value)).score_request, value)
    if result is None:
        writable(game(game_of(value)).score_request(value))


# --- schreiber deadlines ---------------------------------------------------------------------


@ANY_JSON
@given(JSON)
def test_any_json_as_a_deadlines_question_is_refused_cleanly(value: object) -> None:
    refused_cleanly(deadlines_request, value)


@MUTATIONS
@given(mutated(DEADLINE_QUESTIONS))
@example({**DEADLINE_QUESTIONS[1], "marriage_clarified_in": 10**5000})
@example({**DEADLINE_QUESTIONS[0], "announced": {"re": nested(300), "kontra": []}})
def test_mutated_deadlines_questions_are_answered_or_refused(value: dict[str, Any]) -> None:
    if refused_cleanly(deadlines_request, value) is None:
        answer = deadlines_request(value)
        writable(answer)
        assert set(answer) == {"re", "kontra"}
