"""Reading what a database holds, trusting none of it.

Every value the store reads was written by someone: this app, an older one, a
hand in ``sqlite3`` or ``psql``, another program, a hostile client of the
club's server. So each is checked before it becomes an object, with bounds on
its size and nesting, and a value that fails raises :class:`UnreadableError` saying
why (a phrase marked ``QT_TRANSLATE_NOOP("StoreError", …)``), which the store
turns into a :class:`~schreiber.store.core.DamagedSessionError` naming the session
and the record, or leaves out where the value is only a convenience.

JSON is scanned before it is parsed: ``json.loads`` recurses once per level of
nesting, so a text of 100,000 opening brackets would reach Python's recursion
limit. A text with more opening brackets than :data:`MAX_DEPTH` must first
match a regular expression of brackets nested at most that deep (strings
skipped; possessive, so it never backtracks, and the ``re`` engine keeps its
own stack): a text of 100,000 brackets fails at its 33rd, and 8 MiB that pass
take some 0.4 s. Sizes are checked before anything else, and the store asks
the database for no more than a limit's worth of a text (:func:`head`), so a
value of a gigabyte costs no more than one at the limit.

No Qt here, and no database driver: the store's engines give plain values.
"""

from __future__ import annotations

import functools
import json
import re
from typing import Final

from schreiber.games.errors import QT_TRANSLATE_NOOP

MAX_DEPTH: Final = 32
"""The deepest nesting of any JSON the app stores (a record is 3 levels deep, a
season's settings 4)."""

MAX_RECORD_CHARS: Final = 8 * 1024 * 1024
"""A record (a deal or a change of seating), as stored or in the undo history:
what the largest session file may hold in one record
(``schreiber.session.file.MAX_SESSION_BYTES``; tests/hardening/test_damaged_rows.py
keeps them equal)."""

MAX_SESSION_CHARS: Final = 8 * MAX_RECORD_CHARS
"""All the records of one session together (a session file holds at most
:data:`MAX_RECORD_CHARS`; sessions stored before the limits may hold more)."""

MAX_RULES_CHARS: Final = 1024 * 1024
"""A rule set, a season's or a club night's settings."""

MAX_SUMMARY_CHARS: Final = 8 * 1024 * 1024
"""A session's derived summary for the league."""

MAX_LIST_CHARS: Final = 64 * 1024
"""A stored list of player names (at most 20 players of 40 characters)."""

MAX_TEXT_CHARS: Final = 64 * 1024
"""A title, a date, a game's or a player's name, a stamp."""

MAX_INTEGER: Final = 2**63 - 1
"""The largest integer either engine stores."""

# Why a value is refused, completing "its record 17 …" or "its player list …".
NOT_TEXT = QT_TRANSLATE_NOOP("StoreError", "is not text")
NOT_UTF8 = QT_TRANSLATE_NOOP("StoreError", "is not text in UTF-8")
TOO_LARGE = QT_TRANSLATE_NOOP("StoreError", "is too large")
TOO_DEEP = QT_TRANSLATE_NOOP("StoreError", "is nested too deeply")
NOT_JSON = QT_TRANSLATE_NOOP("StoreError", "is not readable JSON")
NOT_OBJECT = QT_TRANSLATE_NOOP("StoreError", "is not a JSON object")
NOT_NAMES = QT_TRANSLATE_NOOP("StoreError", "is not a list of names")
NOT_NUMBER = QT_TRANSLATE_NOOP("StoreError", "is not a whole number in range")
NOT_FLAG = QT_TRANSLATE_NOOP("StoreError", "is neither 0 nor 1")


class UnreadableError(ValueError):
    """A stored value that fails its check; ``why`` completes "its … " (a phrase
    marked for translation in the context ``"StoreError"``)."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


class Undecodable(str):
    """Text the database holds that is not UTF-8 (SQLite keeps whatever bytes it
    is given): shown with U+FFFD, refused wherever it is checked."""

    __slots__ = ()


def decode_text(data: bytes) -> str:
    """SQLite's ``text_factory``: a text column's bytes as text, never an error
    (the driver's own decoding raises for the whole query, so one bad value
    would hide every good one); bytes that are not UTF-8 become
    :class:`Undecodable`."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return Undecodable(data.decode("utf-8", "replace"))


def head(column: str, limit: int) -> str:
    """SQL for at most ``limit`` + 1 characters of a text column (both engines'
    ``substr``), so that a huge value is refused as too large without being
    fetched whole. A value that is not text (SQLite) comes as it is."""
    return f"substr({column}, 1, {int(limit) + 1})"


# A JSON string (possessive: no backtracking).
_STRING: Final = r'"[^"\\]*+(?:\\.[^"\\]*+)*+"'
_OPENING_RUN: Final = re.compile(rf"[\[{{]{{{MAX_DEPTH + 1}}}")


@functools.cache
def _nested(depth: int) -> re.Pattern[str]:
    """JSON text (or something near it) whose brackets nest at most ``depth`` deep:
    each level is other characters, strings, or a bracket around the level below."""
    level = rf"(?:[^\[\]{{}}\"]++|{_STRING})*+"
    for _ in range(depth):
        level = rf"(?:[^\[\]{{}}\"]++|{_STRING}|[\[{{]{level}[\]}}])*+"
    return re.compile(level, re.DOTALL)


def _check_nesting(text: str, depth: int) -> None:
    """Raise :class:`UnreadableError` unless ``text`` nests at most ``depth`` levels, so
    that ``json.loads`` recurses no deeper."""
    if text.count("[") + text.count("{") <= depth:
        return  # cannot nest deeper than it has brackets
    if _nested(depth).fullmatch(text) is None:
        # Unbalanced, a string never closed, or deeper than allowed: which one
        # only words the refusal (a run of opening brackets is the usual attack).
        raise UnreadableError(TOO_DEEP if _OPENING_RUN.search(text) else NOT_JSON)


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not JSON")


# One decoder for every value (``json.loads`` with an option makes one per call).
_DECODER: Final = json.JSONDecoder(parse_constant=_no_constant)


def text(value: object, limit: int = MAX_TEXT_CHARS) -> str:
    """A stored text of at most ``limit`` characters."""
    if isinstance(value, Undecodable):
        raise UnreadableError(NOT_UTF8)
    if not isinstance(value, str):
        raise UnreadableError(NOT_TEXT)
    if len(value) > limit:
        raise UnreadableError(TOO_LARGE)
    return value


def json_value(value: object, limit: int, depth: int = MAX_DEPTH) -> object:
    """A stored JSON text parsed, if it is text of at most ``limit`` characters
    nesting at most ``depth`` levels (``NaN`` and ``Infinity`` are no JSON)."""
    checked = text(value, limit)
    _check_nesting(checked, depth)
    try:
        return _DECODER.decode(checked)
    except (ValueError, RecursionError):
        raise UnreadableError(NOT_JSON) from None


def json_object(value: object, limit: int) -> dict[str, object]:
    """A stored JSON object (see :func:`json_value`)."""
    parsed = json_value(value, limit)
    if not isinstance(parsed, dict):
        raise UnreadableError(NOT_OBJECT)
    return parsed


def json_names(value: object, limit: int = MAX_LIST_CHARS) -> list[str]:
    """A stored JSON list of names (texts of at most :data:`MAX_TEXT_CHARS`)."""
    parsed = json_value(value, limit)
    if not isinstance(parsed, list) or not all(
        isinstance(name, str) and len(name) <= MAX_TEXT_CHARS for name in parsed
    ):
        raise UnreadableError(NOT_NAMES)
    return parsed


def integer(value: object, low: int = 0, high: int = MAX_INTEGER) -> int:
    """A stored whole number from ``low`` to ``high`` (SQLite keeps any value in an
    INTEGER column: a text, a fraction, bytes)."""
    if type(value) is not int or not low <= value <= high:
        raise UnreadableError(NOT_NUMBER)
    return value


def optional_integer(value: object, low: int = 0, high: int = MAX_INTEGER) -> int | None:
    """A stored whole number (see :func:`integer`), or None for NULL."""
    return None if value is None else integer(value, low, high)


def flag(value: object) -> bool:
    """A stored 0 or 1."""
    if type(value) is not int or value not in (0, 1):
        raise UnreadableError(NOT_FLAG)
    return value == 1
