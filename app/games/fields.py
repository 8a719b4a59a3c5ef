"""Strict readers for values decoded from JSON.

JSON gives ``bool`` where an ``int`` was meant (``True`` is an ``int`` in
Python), strings where lists were meant, and so on. Every reader here checks
the exact type and raises :class:`RecordError` naming the field.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeVar

from app.games.errors import QT_TRANSLATE_NOOP, RecordError

T = TypeVar("T")

NEEDS_OBJECT = QT_TRANSLATE_NOOP("RecordError", "must be a JSON object")
NEEDS_INT = QT_TRANSLATE_NOOP("RecordError", "must be a whole number")
NEEDS_BOOL = QT_TRANSLATE_NOOP("RecordError", "must be true or false")
NEEDS_TEXT = QT_TRANSLATE_NOOP("RecordError", "must be a text")
NEEDS_LIST = QT_TRANSLATE_NOOP("RecordError", "must be a list")
OUT_OF_RANGE = QT_TRANSLATE_NOOP("RecordError", "must be between {low} and {high} (got {value})")
NOT_ONE_OF = QT_TRANSLATE_NOOP("RecordError", "must be one of {choices} (got {value!r})")
UNKNOWN_FIELD = QT_TRANSLATE_NOOP("RecordError", "is not a known field; remove it")
MISSING = QT_TRANSLATE_NOOP("RecordError", "is required")


def as_object(value: object, field: str) -> Mapping[str, object]:
    if not isinstance(value, dict):
        raise RecordError(field, NEEDS_OBJECT)
    return value


def as_int(value: object, field: str, low: int | None = None, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(field, NEEDS_INT)
    if (low is not None and value < low) or (high is not None and value > high):
        raise RecordError(
            field,
            OUT_OF_RANGE,
            low=low if low is not None else "-∞",
            high=high if high is not None else "∞",
            value=value,
        )
    return value


def as_bool(value: object, field: str) -> bool:
    if not isinstance(value, bool):
        raise RecordError(field, NEEDS_BOOL)
    return value


def as_str(value: object, field: str) -> str:
    if not isinstance(value, str):
        raise RecordError(field, NEEDS_TEXT)
    return value


def as_choice(value: object, field: str, choices: Sequence[T]) -> T:
    for choice in choices:
        if value == choice and type(value) is type(choice):
            return choice
    raise RecordError(field, NOT_ONE_OF, choices=", ".join(map(str, choices)), value=value)


def as_list(value: object, field: str) -> list[object]:
    if not isinstance(value, list):
        raise RecordError(field, NEEDS_LIST)
    return value


def as_str_list(value: object, field: str) -> list[str]:
    return [as_str(item, f"{field}[{i}]") for i, item in enumerate(as_list(value, field))]


def require(obj: Mapping[str, object], key: str, field: str) -> object:
    if key not in obj:
        raise RecordError(f"{field}.{key}" if field else key, MISSING)
    return obj[key]


def reject_unknown(obj: Mapping[str, object], known: set[str] | frozenset[str], field: str) -> None:
    for key in obj:
        if key not in known:
            raise RecordError(f"{field}.{key}" if field else key, UNKNOWN_FIELD)


BAD_NAME = QT_TRANSLATE_NOOP("RecordError", "a player needs a name of 1 to 40 characters")
PLAYER_COUNT = QT_TRANSLATE_NOOP(
    "RecordError", "this game needs {low} to {high} players (got {count})"
)
PLAYER_TWICE = QT_TRANSLATE_NOOP(
    "RecordError", "{name!r} is named twice; every player needs a different name"
)


def as_players(value: object, field: str, low: int, high: int) -> list[str]:
    """A seating order: distinct, non-blank names, between ``low`` and ``high`` of them."""
    names = as_str_list(value, field)
    for i, name in enumerate(names):
        if not name.strip() or len(name) > 40:
            raise RecordError(f"{field}[{i}]", BAD_NAME)
        if name in names[:i]:
            raise RecordError(f"{field}[{i}]", PLAYER_TWICE, name=name)
    if not low <= len(names) <= high:
        raise RecordError(field, PLAYER_COUNT, low=low, high=high, count=len(names))
    return names
