"""The Crescendo rule set (``shared/rules/crescendo.md``) and the bid order.

The rules file has one game option, ``min_bid`` (default 15; some groups play
18), plus the session end settings every game shares. A :class:`RuleSet` is
immutable and complete: a session stores every option it was played with.

The bid order is here for the rules reference: a bid is points (``min_bid`` to
28) and a trump; a later bid must be stronger, that is more points, or equal
points with a stronger trump (:data:`SUIT_ORDER`, weakest first).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.games.fields import as_int, read_rule_changes

# The trumps a bid can name, weakest first: clubs < diamonds < hearts < spades < no-trump.
SUIT_ORDER: Final = ("clubs", "diamonds", "hearts", "spades", "notrump")
TRUMPS: Final = SUIT_ORDER

LOWEST_BID: Final = 15
HIGHEST_BID: Final = 28  # all seven tricks: 1 + 2 + … + 7

UNKNOWN_OPTION = QT_TRANSLATE_NOOP("RecordError", "is not a Crescendo option; remove it")


def bid_beats(a: tuple[int, str], b: tuple[int, str]) -> bool:
    """Whether bid ``a`` (points, trump) is stronger than bid ``b``: more points,
    or equal points with a stronger trump. Raises :class:`ValueError` for a
    trump that is not in :data:`SUIT_ORDER`."""
    (a_points, a_trump), (b_points, b_trump) = a, b
    a_rank, b_rank = SUIT_ORDER.index(a_trump), SUIT_ORDER.index(b_trump)
    return a_points > b_points or (a_points == b_points and a_rank > b_rank)


@dataclass(frozen=True, slots=True)
class RuleSet:
    """All options of a Crescendo session. Defaults are the ``standard`` preset."""

    # The lowest bid allowed (15–28).
    min_bid: int = LOWEST_BID
    # Session end (shared with the other games): after a number of scored deals,
    # or when a total reaches a score; None = play on.
    end_after_deals: int | None = None
    end_at_score: int | None = None

    def to_json(self) -> dict[str, object]:
        """The complete option set, in declaration order."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    def replace(self, **changes: object) -> RuleSet:
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]


STANDARD: Final = RuleSet()

PRESETS: Final[Mapping[str, RuleSet]] = {"standard": STANDARD}

_RANGES: Final[Mapping[str, tuple[int, int]]] = {
    "min_bid": (LOWEST_BID, HIGHEST_BID),
    "end_after_deals": (1, 10_000),
    "end_at_score": (1, 1_000_000),
}
_OPTIONAL: Final = frozenset({"end_after_deals", "end_at_score"})
OPTION_NAMES: Final = frozenset(f.name for f in dataclasses.fields(RuleSet))


def parse_option(name: str, value: object, field: str) -> object:
    """Check one option value against its declared type and range."""
    if name in _OPTIONAL and value is None:
        return None
    low, high = _RANGES[name]
    return as_int(value, field, low, high)


def parse_rules(value: object, field: str = "rules", players: int | None = None) -> RuleSet:
    """Read ``{"preset": "standard", "options": {...}}`` into a complete rule set.

    ``players`` is accepted for the common interface; no Crescendo option depends on it.
    """
    del players
    preset, changes = read_rule_changes(
        value, field, PRESETS, OPTION_NAMES, parse_option, UNKNOWN_OPTION
    )
    return PRESETS[preset].replace(**changes)
