"""The Pfälzer Schafkopf rule set: every option of ``shared/rules/schafkopf-pfalz.md``.

A :class:`RuleSet` is immutable and complete: a session stores every option it
was played with, so changing a preset later cannot change old sessions.

Choices the rules file leaves to us, fixed here:

* ``table`` is the number of active players: ``None`` means three with three
  players (Schafkopf with the Skat) and four otherwise (Asserufen). With more
  players than seats, the ``table`` players after the dealer play and the rest
  sit out (:func:`schreiber.games.common.seats_after_dealer`); a table of four with
  only three players is refused.
* ``tops_include_skat`` says how the table counts the tops (with the Skat or
  without); the record carries only the count, so the option does not change
  the score of an entered deal.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import (
    NOT_ONE_OF,
    as_bool,
    as_choice,
    as_int,
    read_rule_changes,
)

TABLE_SIZES: Final = (3, 4)

UNKNOWN_OPTION = QT_TRANSLATE_NOOP("RecordError", "is not a Pfälzer Schafkopf option; remove it")
TABLE_TOO_BIG = QT_TRANSLATE_NOOP(
    "RecordError", "a table of {seats} needs at least {seats} players (got {players})"
)


@dataclass(frozen=True, slots=True)
class RuleSet:
    """All options of a Pfälzer Schafkopf session. Defaults are the ``standard`` preset."""

    tops_include_skat: bool = True
    schneider_at_30: bool = False
    ace_call_hearts_point: bool = True
    table: int | None = None
    # Session end (shared with the other games): after a number of deals, or
    # when a total reaches a score; None = play on.
    end_after_deals: int | None = None
    end_at_score: int | None = None

    def seats(self, players: int) -> int:
        """How many play each deal when the session has ``players`` players."""
        if self.table is not None:
            return self.table
        return 3 if players == 3 else 4

    @property
    def schneider_limit(self) -> int:
        """A side with this many card points or fewer is Schneider."""
        return 30 if self.schneider_at_30 else 29

    def to_json(self) -> dict[str, object]:
        """The complete option set, in declaration order."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    def replace(self, **changes: object) -> RuleSet:
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]


STANDARD: Final = RuleSet()

PRESETS: Final[Mapping[str, RuleSet]] = {"standard": STANDARD}

_RANGES: Final[Mapping[str, tuple[int, int]]] = {
    "end_after_deals": (1, 10_000),
    "end_at_score": (1, 1_000_000),
}
OPTION_NAMES: Final = frozenset(f.name for f in dataclasses.fields(RuleSet))


def parse_option(name: str, value: object, field: str) -> object:
    """Check one option value against its declared type."""
    if name == "table":
        return None if value is None else as_choice(value, field, TABLE_SIZES)
    if name in _RANGES:
        return None if value is None else as_int(value, field, *_RANGES[name])
    return as_bool(value, field)


def parse_rules(value: object, field: str = "rules", players: int | None = None) -> RuleSet:
    """Read ``{"preset": "standard", "options": {...}}`` into a complete rule set."""
    preset, changes = read_rule_changes(
        value, field, PRESETS, OPTION_NAMES, parse_option, UNKNOWN_OPTION
    )
    rules = PRESETS[preset].replace(**changes)
    check_rules(rules, f"{field}.options", players)
    return rules


def check_rules(rules: RuleSet, field: str = "rules.options", players: int | None = None) -> None:
    """Refuse a table with more seats than the session has players."""
    if rules.table is not None and rules.table not in TABLE_SIZES:
        raise RecordError(f"{field}.table", NOT_ONE_OF, choices="3, 4", value=rules.table)
    if players is not None and rules.seats(players) > players:
        raise RecordError(
            f"{field}.table", TABLE_TOO_BIG, seats=rules.seats(players), players=players
        )
