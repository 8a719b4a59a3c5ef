"""Where a record names players, and renaming them there: pure code on the
records' JSON, for the store's rename of a person everywhere and for the club.

What a game's deal calls a player comes from the game itself
(``schreiber.games.registry.game(name).name_fields``); a change of seating
(``{"type": "seating", …}``, every game) names them in ``players`` and
``dealer``. No parsing, no checks: a record that is not what its game writes
comes back as it was, apart from the names replaced.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

SEATING: Final = "seating"

SEATING_FIELDS: Final[tuple[tuple[str, ...], ...]] = (("players",), ("dealer",))
"""The paths in a change of seating that hold a player's name or a list of names."""


def is_seating(record: object) -> bool:
    return isinstance(record, Mapping) and record.get("type") == SEATING


def seating_names(record: object) -> tuple[str, ...]:
    """The players of a change of seating (none for any other record)."""
    if not is_seating(record):
        return ()
    assert isinstance(record, Mapping)
    players = record.get("players")
    if not isinstance(players, list):
        return ()
    return tuple(name for name in players if isinstance(name, str))


def _renamed(value: object, old: str, new: str) -> object:
    if value == old:
        return new
    if isinstance(value, list) and old in value:
        return [new if item == old else item for item in value]
    return value


def _rename_at(record: dict[str, object], path: tuple[str, ...], old: str, new: str) -> bool:
    """Rename at ``path`` in ``record`` (copied on the way down); whether it changed."""
    key, rest = path[0], path[1:]
    if key not in record:
        return False
    value = record[key]
    if rest:
        if not isinstance(value, Mapping):
            return False
        inner = dict(value)
        if not _rename_at(inner, rest, old, new):
            return False
        record[key] = inner
        return True
    changed = _renamed(value, old, new)
    if changed is value:
        return False
    record[key] = changed
    return True


def rename_in_record(
    name_fields: Sequence[tuple[str, ...]], record: Mapping[str, object], old: str, new: str
) -> dict[str, object] | None:
    """The record with player ``old`` called ``new``, or None when it does not name
    them. ``name_fields``: the paths of the game's deals that hold names (its
    registry entry's ``name_fields``); a change of seating uses its own."""
    out = dict(record)
    paths = SEATING_FIELDS if is_seating(record) else name_fields
    changed = False
    for path in paths:
        changed = _rename_at(out, path, old, new) or changed
    return out if changed else None


def rename_in_players(players: Sequence[str], old: str, new: str) -> list[str]:
    return [new if name == old else name for name in players]


def name_key(name: str) -> str:
    """How names are compared in the roster: case-insensitively ("anna" is "Anna")."""
    return name.strip().casefold()
