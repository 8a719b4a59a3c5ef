"""Pfälzer Schafkopf's columns of the workbook's score sheet (see
:mod:`schreiber.io.workbook_games`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from schreiber.games.common import ReplayedDeal
from schreiber.games.schafkopf_pfalz.records import Deal, parties
from schreiber.io.workbook_games import SUITS

COLUMNS: Final = ("number", "dealer", "contract", "soloist", "points", "details", "value")


def cells(deal: Deal, replayed: ReplayedDeal, words: Mapping[str, str]) -> list[object]:
    """The contract and its trump, the soloist's party, the soloist's card points,
    the details (tops, Kontra, surrender) and the game value from the soloist's side."""
    name = words.get(f"contract.{deal.contract}", deal.contract)
    if deal.trump and not deal.is_redeal:
        name = f"{name} {SUITS.get(deal.trump, deal.trump)}"
    if deal.is_redeal:
        return [name, "", None, "", None]
    details = []
    if deal.tops:
        details.append(words["detail.tops"].format(n=deal.tops))
    if deal.doubles:
        details.append(words["detail.kontra"].format(factor=2**deal.doubles))
    if deal.surrender:
        details.append(words[f"detail.surrender_{deal.surrender}"])
    result = replayed.result
    # The game value G, shown from the soloist's side as in the window.
    value = -result.value if result.winner == "defenders" else result.value
    return [
        name,
        " + ".join(parties(deal).attackers),
        deal.soloist_points,
        " · ".join(details),
        value,
    ]
