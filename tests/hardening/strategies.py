"""Hostile input for the hardening tests: arbitrary JSON and mutated valid records.

Every test here is deterministic (``derandomize=True``, no example database),
so a failure found once is found on every run and on every machine.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from schreiber.games.errors import RecordError
from schreiber.games.registry import game
from schreiber.session.file import parse_session
from scripts.samples import crescendo_evening, doppelkopf_evening, schafkopf_evening
from tests.io.sessions import CRESCENDO, DOPPELKOPF, SCHAFKOPF


def fuzz_settings(max_examples: int) -> settings:
    return settings(
        max_examples=max_examples,
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


# --- arbitrary JSON ---------------------------------------------------------------------

# Text as JSON can carry it: any code point, lone surrogates ("\ud800") and control
# characters (line breaks in keys are how a one-line message becomes two) included.
CHARACTERS = (
    st.characters()
    | st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF, categories=["Cs"])
    | st.sampled_from("\n\r\t\x00\x0b\x1b\x7f\x85\u2028\u2029\ufeff")
)
TEXTS = st.text(CHARACTERS, max_size=12) | st.text(CHARACTERS, min_size=200, max_size=300)
# Numbers JSON can hold and Python then has to cope with: 5,000 digits (refused by
# str() beyond 4,300), 2**63 and beyond, nan, inf, -0.0.
HUGE_INTS = st.sampled_from([63, 64, 100, 4301, 5000]).flatmap(
    lambda e: st.sampled_from([2**e, -(2**e), 10**e, -(10**e) - 1])
)
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(-3, 300)
    | HUGE_INTS
    | st.floats(allow_nan=True, allow_infinity=True)
    | TEXTS
)
JSON = st.recursive(
    SCALARS,
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(st.text(CHARACTERS, max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)

# Words the records use, so that mutations often reach deep checks rather than
# stopping at "must be one of".
WORDS = st.sampled_from(
    [
        "re", "kontra", "no90", "no60", "schwarz", "normal", "solo_queen", "marriage",
        "poverty", "silent_solo", "redeal", "other", "fox", "charlie", "doppelkopf", "custom",
        "simple", "solo", "solo_du", "ace_call", "accepted", "refused", "clubs", "hearts",
        "notrump", "standard", "ddv", "queue", "late_refusals", "Anna", "Ben", "Chie", "A",
        "B", "C", "さくら", "健太", "crescendo", "schafkopf_pfalz",
    ]
)  # fmt: skip
REPLACEMENTS = JSON | WORDS | st.integers(-2, 260)


def nested(depth: int) -> object:
    """A list nested ``depth`` deep (deeper than JSON parsers go: 1,000 is Python's limit)."""
    value: object = 0
    for _ in range(depth):
        value = [value]
    return value


# --- valid records to mutate --------------------------------------------------------------

SESSIONS: tuple[dict[str, Any], ...] = (
    DOPPELKOPF,
    SCHAFKOPF,
    CRESCENDO,
    doppelkopf_evening(),
    schafkopf_evening(),
    crescendo_evening(),
)


def _requests() -> tuple[dict[str, Any], ...]:
    """One ``schreiber score`` request per deal of every sample session."""
    out = []
    for raw in SESSIONS:
        session = parse_session(raw)
        for deal, replayed in zip(session.deals, session.replay().deals, strict=True):
            out.append(
                {
                    "game": session.game,
                    "rules": copy.deepcopy(raw["rules"]),
                    "players": list(session.players),
                    "sitting_out": list(replayed.sitting_out),
                    "deal": deal.to_json(),
                    "bock_level": replayed.bock_level,
                }
            )
    return tuple(out)


REQUESTS = _requests()
DEADLINE_QUESTIONS: tuple[dict[str, Any], ...] = (
    {
        "rules": {"preset": "standard"},
        "type": "normal",
        "marriage_clarified_in": None,
        "announced": {"re": ["re"], "kontra": []},
    },
    {
        "game": "doppelkopf",
        "rules": {
            "preset": "standard",
            "options": {"marriage_deadlines": "after_clarifying_trick", "without_nines": True},
        },
        "type": "marriage",
        "marriage_clarified_in": 3,
        "announced": {"re": [], "kontra": ["kontra", "no90"]},
    },
    {
        "rules": {"preset": "ddv", "options": {"solo_implies_re": True}},
        "type": "solo_jack",
        "announced": {"re": ["no90"], "kontra": []},
    },
)


def _paths(value: object, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in ``value`` (not inside what a mutation nested deep)."""
    yield prefix
    if len(prefix) > 8:
        return
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*prefix, index))


def _as_text(value: object) -> str:
    try:
        return str(value)
    except (ValueError, RecursionError):  # 5,000 digits, or nested too deep to print
        return "9" * 5000


MUTATIONS = ("drop", "replace", "retype", "duplicate", "wrap", "add", "huge", "negative", "deep")


@st.composite
def mutated(draw: st.DrawFn, bases: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """A valid record with one to three fields dropped, replaced, retyped, duplicated,
    wrapped, nested deep, blown up or added — or with 10,000 players."""
    value: dict[str, Any] = copy.deepcopy(draw(st.sampled_from(bases)))
    if "players" in value and draw(st.integers(0, 19)) == 0:
        value["players"] = [f"P{i}" for i in range(10_000)]
    for _ in range(draw(st.integers(1, 3))):
        paths = list(_paths(value))[1:] or [("x",)]
        path = paths[draw(st.integers(0, len(paths) - 1))]
        parent: Any = value
        for key in path[:-1]:
            parent = parent[key]
        last = path[-1]
        if last not in (parent if isinstance(parent, dict) else range(len(parent))):
            continue
        old = parent[last]
        match draw(st.sampled_from(MUTATIONS)):
            case "drop":
                del parent[last]
            case "replace":
                parent[last] = draw(REPLACEMENTS)
            case "retype":  # an index, not sampled_from: that would repr a deep value
                kinds = [_as_text, lambda v: [v], lambda v: {"v": v}, lambda v: None, float]
                retype: Any = kinds[draw(st.integers(0, len(kinds) - 1))]
                parent[last] = retype(old) if retype is not float else 1.0
            case "duplicate" if isinstance(parent, list):
                parent.insert(last, copy.copy(old))
            case "wrap":
                parent[last] = [old]
            case "add" if isinstance(parent, dict):
                parent[draw(st.text(CHARACTERS, max_size=8))] = draw(REPLACEMENTS)
            case "huge":
                parent[last] = draw(HUGE_INTS)
            case "negative":
                parent[last] = -abs(old) - 1 if isinstance(old, int) else -(2**31)
            case "deep":
                parent[last] = nested(draw(st.sampled_from([50, 900, 5000])))
            case _:
                parent[last] = draw(REPLACEMENTS)
    return value


# --- the contract ------------------------------------------------------------------------


def refused_cleanly(function: Callable[[Any], object], value: object) -> RecordError | None:
    """Call ``function(value)``: it returns, or raises RecordError with a field and a
    short message. Anything else propagates and fails the test."""
    try:
        function(value)
    except RecordError as error:
        check_record_error(error)
        return error
    return None


def check_record_error(error: RecordError) -> None:
    assert isinstance(error.field, str) and error.field
    assert isinstance(error.template, str) and error.template
    message = str(error)
    assert message.startswith(f"{error.field}: ")
    assert error.reason and message.endswith(error.reason)
    # A clear message: the input's own values are cut, so even a megabyte of input
    # never makes a megabyte of message.
    assert len(message) < 2000, message[:200]
    message.encode("utf-8", "backslashreplace")


def game_of(value: object) -> str:
    """The game a mutated record still names, for picking its parser (default Doppelkopf)."""
    name = value.get("game") if isinstance(value, dict) else None
    return name if name in ("doppelkopf", "schafkopf_pfalz", "crescendo") else "doppelkopf"


def every_game() -> tuple[Any, ...]:
    return tuple(game(name) for name in ("doppelkopf", "schafkopf_pfalz", "crescendo"))
