"""Each game's columns of the exported workbook's score sheet, one module per game
named after it (the registry's ``Game.workbook`` names it).

A module has ``COLUMNS``, the label keys (``"col.<key>"`` in
:mod:`schreiber.io.labels`) of the columns before the players' — the first two
are always ``number`` and ``dealer`` — and ``cells(deal, replayed, words)``, the
values of the others for one of the game's deals (never a change of seating,
which :mod:`schreiber.io.workbook` writes itself). Pure Python: no openpyxl.
"""

from __future__ import annotations

from typing import Final

from schreiber.games.common import ReplayedDeal

SUITS: Final = {"clubs": "♣", "spades": "♠", "hearts": "♥", "diamonds": "♦"}


def bock_factor(replayed: ReplayedDeal) -> int | None:
    """What a Bock deal counts: 2, 4, 8 (shown "×2", "×4", "×8"); ``None`` for a plain deal."""
    return 2**replayed.bock_level if replayed.bock_level else None


__all__ = ["SUITS", "bock_factor"]
