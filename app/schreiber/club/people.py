"""A player of the club's roster as the roster's form checks them, before the
store is asked: a name, not too long, not another person's; a full name not too
long. No Qt here: the roster dialog words the problem in the user's language."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Literal

from schreiber.store.core import LONGEST_NAME, Person

LONGEST_FULL_NAME: Final = 100

Problem = tuple[Literal["blank", "long", "full_long", "archived", "taken"], str]
"""What is wrong, and its detail: the length for ``long`` and ``full_long``, the
holder's name for ``archived`` and ``taken``, nothing for ``blank``."""


def tidy(text: str) -> str:
    """A name as kept: spaces at the ends dropped, runs of spaces made one."""
    return " ".join(text.split())


def name_problem(
    name: str, full_name: str, people: Sequence[Person], editing: int | None, final: bool
) -> Problem | None:
    """What is wrong with a person's ``name`` and ``full_name`` as typed (None:
    nothing), among ``people``, the person ``editing`` (their id; None for a new
    one) left out; a blank name only when ``final`` (the user wants to save)."""
    name, full_name = tidy(name), tidy(full_name)
    if not name:
        return ("blank", "") if final else None
    if len(name) > LONGEST_NAME:
        return ("long", str(len(name)))
    if len(full_name) > LONGEST_FULL_NAME:
        return ("full_long", str(len(full_name)))
    for person in people:
        if person.name.casefold() == name.casefold() and person.id != editing:
            return ("archived" if person.archived else "taken", person.name)
    return None
