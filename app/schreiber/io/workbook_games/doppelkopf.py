"""Doppelkopf's columns of the workbook's score sheet (see :mod:`schreiber.io.workbook_games`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from schreiber.games.common import ReplayedDeal
from schreiber.games.doppelkopf.records import MISERE_TYPES, PARTIES, Deal
from schreiber.io.workbook_games import bock_factor

COLUMNS: Final = (
    "number",
    "dealer",
    "game",
    "re",
    "re_points",
    "announcements",
    "bonuses",
    "bock",
    "value",
)


def cells(deal: Deal, replayed: ReplayedDeal, words: Mapping[str, str]) -> list[object]:
    """The game type (with a redeal's reason, "compulsory", a misère's tricks), the
    Re party, its card points, the announcements, the bonuses, Bock and the value."""
    name = words.get(f"type.{deal.type}", deal.type)
    if deal.is_redeal and deal.reason:
        name += f" ({words.get('reason.' + deal.reason, deal.reason)})"
    if replayed.compulsory:
        name += " " + words["compulsory"]
    if deal.is_redeal:
        return [name, "", None, "", "", bock_factor(replayed), None]
    points: int | None = deal.re_points
    if deal.type in MISERE_TYPES:  # the soloist's tricks decide, card points do not count
        name += f" ({words['col.tricks']}: {deal.re_tricks})"
        points = None
    announced = []
    for party in PARTIES:
        said = deal.announced(party)
        if said:
            announced.append(", ".join(words.get(f"word.{w}", w) for w in said))
    bonuses = []
    for bonus in deal.bonuses:
        count = f" ×{bonus.count}" if bonus.count > 1 else ""
        kind = words.get(f"bonus.{bonus.kind}", bonus.kind)
        bonuses.append(f"{words['word.' + bonus.party]}: {kind}{count}")
    return [
        name,
        " + ".join(deal.re),
        points,
        " · ".join(announced),
        " · ".join(bonuses),
        bock_factor(replayed),
        replayed.result.value,
    ]
