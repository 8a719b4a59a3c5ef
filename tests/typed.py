"""Narrowing for tests: a session's rules and deals are typed by the registry's
protocols (``RulesLike``, ``DealLike``); a test that knows the game says so."""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


def typed(kind: type[T], value: object) -> T:
    """``value`` as a ``kind``; fails the test when it is not one."""
    assert isinstance(value, kind), f"expected {kind.__name__}, got {type(value).__name__}"
    return value
