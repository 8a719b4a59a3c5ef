"""Crescendo's columns of the workbook's score sheet (see :mod:`schreiber.io.workbook_games`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from schreiber.games.common import ReplayedDeal
from schreiber.games.crescendo.records import Deal
from schreiber.io.workbook_games import SUITS

COLUMNS: Final = ("number", "dealer", "bid", "soloist", "taken", "tricks", "score")


def cells(deal: Deal, replayed: ReplayedDeal, words: Mapping[str, str]) -> list[object]:
    """The bid and its trump, the soloist, the card points taken, the tricks won
    and the soloist's score."""
    if deal.is_redeal:
        return [words["crescendo.redeal"], "", None, "", None]
    trump = words["suit.notrump"] if deal.trump == "notrump" else SUITS.get(deal.trump, deal.trump)
    tricks = ", ".join(str(t) for t in sorted(deal.tricks_won)) if deal.tricks_won else ""
    return [f"{deal.bid} {trump}", deal.soloist, deal.taken_points, tricks, replayed.result.value]
