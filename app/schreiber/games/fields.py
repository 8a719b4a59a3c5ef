"""Strict readers for values decoded from JSON.

JSON gives ``bool`` where an ``int`` was meant (``True`` is an ``int`` in
Python), strings where lists were meant, and so on. Every reader here checks
the exact type and raises :class:`RecordError` naming the field.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar

from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError

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
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        # A lone surrogate ("\ud800" in JSON) is no text: neither the database
        # nor the JSON output could write it.
        raise RecordError(field, NEEDS_TEXT) from None
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
            # An odd key (empty, blank, with a line break) is shown quoted.
            name = key if isinstance(key, str) and key.isidentifier() else repr(key)
            raise RecordError(f"{field}.{name}" if field else name, UNKNOWN_FIELD)


BAD_NAME = QT_TRANSLATE_NOOP("RecordError", "a player needs a name of 1 to 40 characters")
PLAYER_COUNT = QT_TRANSLATE_NOOP(
    "RecordError", "this game needs {low} to {high} players (got {count})"
)
PLAYER_COUNT_EXACT = QT_TRANSLATE_NOOP(
    "RecordError", "this game needs exactly {low} players (got {count})"
)
PLAYER_TWICE = QT_TRANSLATE_NOOP(
    "RecordError", "{name!r} is named twice; every player needs a different name"
)


def as_players(value: object, field: str, low: int, high: int) -> list[str]:
    """A seating order: distinct, non-blank names, between ``low`` and ``high`` of them."""
    names = as_str_list(value, field)
    seen: set[str] = set()  # not names[:i]: a list of 100,000 names must not take minutes
    for i, name in enumerate(names):
        if not name.strip() or len(name) > 40:
            raise RecordError(f"{field}[{i}]", BAD_NAME)
        if name in seen:
            raise RecordError(f"{field}[{i}]", PLAYER_TWICE, name=name)
        seen.add(name)
    if not low <= len(names) <= high:
        template = PLAYER_COUNT_EXACT if low == high else PLAYER_COUNT
        raise RecordError(field, template, low=low, high=high, count=len(names))
    return names


UNKNOWN_PRESET = QT_TRANSLATE_NOOP("RecordError", "is not a known preset; use one of {choices}")


def read_rule_changes(
    value: object,
    field: str,
    presets: Mapping[str, object],
    option_names: frozenset[str],
    parse_option: Callable[[str, object, str], object],
    unknown_option: str,
    aliases: Mapping[str, tuple[str, object]] | None = None,
) -> tuple[str, dict[str, object]]:
    """Read ``{"preset": ..., "options": {...}}``: the preset's name and the checked changes.

    An absent ``preset`` means ``standard``. ``aliases`` maps an option name of
    the rules files to (our option, the value it stands for when true).
    """
    obj = as_object(value, field)
    reject_unknown(obj, {"preset", "options"}, field)
    preset = as_str(obj.get("preset", "standard"), f"{field}.preset")
    if preset not in presets:
        raise RecordError(f"{field}.preset", UNKNOWN_PRESET, choices=", ".join(presets))
    changes: dict[str, object] = {}
    for name, raw in as_object(obj.get("options", {}), f"{field}.options").items():
        option_field = f"{field}.options.{name}"
        if aliases and name in aliases:
            target, meaning = aliases[name]
            if as_bool(raw, option_field):
                changes[target] = meaning
            continue
        if name not in option_names:
            raise RecordError(option_field, unknown_option)
        changes[name] = parse_option(name, raw, option_field)
    return preset, changes
