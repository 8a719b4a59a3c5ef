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


def _with_players(deal: Deal, name: str, words: Mapping[str, str]) -> str:
    """The game with who held the marriage or who was poor, as the sheet says it
    ("Marriage (Anna)", "Poverty (Ben poor)"; a Kontra pair of Wirth's poverty
    names the partner too); the name alone when the record does not say (issue 27)."""
    holder = deal.marriage_holder
    if deal.type == "marriage" and holder is None and len(deal.re) == 1:
        holder = deal.re[0]  # a marriage played alone: its one Re player held it
    if deal.type == "marriage" and holder is not None:
        return words["marriage.holder"].format(game=name, holder=holder)
    if deal.type == "poverty" and deal.poverty is not None:
        poor, partner = deal.poverty
        if poor in deal.re:
            return words["poverty.poor"].format(game=name, poor=poor)
        return words["poverty.poor_with"].format(game=name, poor=poor, partner=partner)
    return name


def cells(deal: Deal, replayed: ReplayedDeal, words: Mapping[str, str]) -> list[object]:
    """The game type (with a redeal's reason, "compulsory", a misère's tricks), the
    Re party, its card points, the announcements, the bonuses, Bock and the value."""
    name = _with_players(deal, words.get(f"type.{deal.type}", deal.type), words)
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
