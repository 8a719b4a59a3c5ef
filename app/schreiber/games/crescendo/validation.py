"""Refuse Crescendo deals that cannot have happened (rules: Auction, Scoring, Entry).

:func:`validate` raises :class:`RecordError` with the field and the fix; a deal
it accepts can be scored. Message parameters are numbers or codes only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from schreiber.games.crescendo.records import Deal
from schreiber.games.crescendo.rules import HIGHEST_BID, TRUMPS, RuleSet
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import NOT_ONE_OF

TRICKS: Final = tuple(range(1, 8))  # trick k is worth k points
MOST_TAKEN: Final = sum(TRICKS)  # 28

M_NOT_PLAYER = QT_TRANSLATE_NOOP(
    "RecordError", "is not one of the players at this table; pick one of the three"
)
M_SITTING_OUT = QT_TRANSLATE_NOOP(
    "RecordError", "sits out this deal and cannot be the soloist; pick a player at the table"
)
M_BID_LOW = QT_TRANSLATE_NOOP(
    "RecordError", "a bid is at least {low} points under these rules (got {value}); raise it"
)
M_BID_HIGH = QT_TRANSLATE_NOOP(
    "RecordError", "a bid is at most {high} points, all seven tricks (got {value}); lower it"
)
M_TRICK_RANGE = QT_TRANSLATE_NOOP(
    "RecordError", "a trick number is between 1 and 7 (got {value}); correct it"
)
M_TRICK_TWICE = QT_TRANSLATE_NOOP(
    "RecordError", "trick {value} is given twice; give each trick once"
)
M_TAKEN_RANGE = QT_TRANSLATE_NOOP(
    "RecordError",
    "the soloist takes between 0 and {high} points, a sum of different tricks 1–7 "
    "(got {value}); correct it",
)
M_TAKEN_DISAGREES = QT_TRANSLATE_NOOP(
    "RecordError",
    "the tricks won add up to {tricks}, not {value}; correct one or give only the tricks",
)
M_NO_TAKEN = QT_TRANSLATE_NOOP(
    "RecordError", "give the tricks the soloist won (1–7) or the points taken (0–28)"
)


def tricks_for(taken: int) -> tuple[int, ...] | None:
    """Different tricks 1–7 worth ``taken`` points together, highest first;
    ``None`` when there are none. Every total from 0 to 28 has some."""
    rest = taken
    chosen: list[int] = []
    for trick in reversed(TRICKS):
        if trick <= rest:
            chosen.append(trick)
            rest -= trick
    return tuple(chosen) if rest == 0 and taken >= 0 else None


def validate(
    deal: Deal,
    rules: RuleSet,
    table: Sequence[str],
    players: Sequence[str] | None = None,
    field: str = "deal",
) -> None:
    """Raise :class:`RecordError` unless ``deal`` can have happened.

    ``table`` holds the three players of this deal; ``players`` everyone in the
    session (to tell "sits out" from "unknown name"; Crescendo seats all three).
    """
    if deal.is_redeal:
        return
    if deal.soloist not in table:
        sits_out = players is not None and deal.soloist in players
        raise RecordError(f"{field}.soloist", M_SITTING_OUT if sits_out else M_NOT_PLAYER)
    if deal.bid < rules.min_bid:
        raise RecordError(f"{field}.bid", M_BID_LOW, low=rules.min_bid, value=deal.bid)
    if deal.bid > HIGHEST_BID:
        raise RecordError(f"{field}.bid", M_BID_HIGH, high=HIGHEST_BID, value=deal.bid)
    if deal.trump not in TRUMPS:
        raise RecordError(f"{field}.trump", NOT_ONE_OF, choices=", ".join(TRUMPS), value=deal.trump)
    _check_taken(deal, field)


def _check_taken(deal: Deal, field: str) -> None:
    if deal.tricks_won is None and deal.taken is None:
        raise RecordError(f"{field}.tricks_won", M_NO_TAKEN)
    if deal.tricks_won is not None:
        for i, trick in enumerate(deal.tricks_won):
            tfield = f"{field}.tricks_won[{i}]"
            if trick not in TRICKS:
                raise RecordError(tfield, M_TRICK_RANGE, value=trick)
            if trick in deal.tricks_won[:i]:
                raise RecordError(tfield, M_TRICK_TWICE, value=trick)
    if deal.taken is not None:
        if tricks_for(deal.taken) is None:
            raise RecordError(f"{field}.taken", M_TAKEN_RANGE, high=MOST_TAKEN, value=deal.taken)
        if deal.tricks_won is not None and sum(deal.tricks_won) != deal.taken:
            raise RecordError(
                f"{field}.taken", M_TAKEN_DISAGREES, tricks=sum(deal.tricks_won), value=deal.taken
            )
