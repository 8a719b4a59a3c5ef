"""Score one Pfälzer Schafkopf deal: winner, game value ``G`` and the itemised lines.

``G`` is the sum of the game points (game, hearts, Schneider, Schwarz, tops,
solo), doubled for a solo du and once per Kontra, Rekontra, … . Settlement at
three: the soloist ``±2G``, each defender ``∓G``; at four: an ace call ``±G``
for each player of the two parties, a solo ``±3G`` for the soloist and ``∓G``
for each of the three others. Sitting-out players write 0.

Choices the rules file leaves open, fixed here:

* Every game point goes to the winner: a soloist with Schneider or Schwarz
  always wins, one Schneider or Schwarz always loses (a failed solo du, which
  scores neither, is the only exception the rules make).
* With ``schneider_at_30`` the refused surrender also moves: the soloist then
  wins with Schneider at 90 (the defenders at 30 or fewer).
* Without ``soloist_tricks`` a side with 0 card points is taken to have taken
  no trick (Schwarz), as for Doppelkopf in ``shared/spec/records.md``.
* In an ace call the tops are counted for the soloist's party; only the count
  matters to the score.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Literal, NamedTuple

from schreiber.games.common import Adjustment, Line
from schreiber.games.schafkopf_pfalz.records import Deal
from schreiber.games.schafkopf_pfalz.rules import RuleSet
from schreiber.games.schafkopf_pfalz.validation import CARD_POINTS, tricks_per_deal, validate

Party = Literal["soloist", "defenders"]
PARTIES: Final[tuple[Party, Party]] = ("soloist", "defenders")
WIN_POINTS: Final = 61
MIN_TOPS: Final = 3


class DealResult(NamedTuple):
    winner: Party | None
    value: int
    scores: dict[str, int]
    lines: tuple[Line, ...]
    adjustments: tuple[Adjustment, ...] = ()
    bock_triggers: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {
            "winner": self.winner,
            "value": self.value,
            "scores": dict(self.scores),
            "lines": [line.to_json() for line in self.lines],
            "adjustments": [a.to_json() for a in self.adjustments],
        }


class Outcome(NamedTuple):
    """Who won, and whether Schneider and Schwarz count."""

    won: bool
    schneider: bool
    schwarz: bool


def outcome(deal: Deal, rules: RuleSet, seats: int) -> Outcome:
    """The winner and the Schneider/Schwarz facts of a valid, played deal."""
    if deal.surrender == "accepted":
        return Outcome(True, False, False)
    total = tricks_per_deal(seats)
    tricks = deal.soloist_tricks
    points = deal.soloist_points
    if points is None:  # a solo du entered by its tricks
        points = CARD_POINTS if tricks == total else 0
    all_tricks = tricks == total if tricks is not None else points == CARD_POINTS
    no_trick = tricks == 0 if tricks is not None else points == 0
    limit = rules.schneider_limit
    schneider = points <= limit or points >= CARD_POINTS - limit
    if deal.contract == "solo_du":
        if not all_tricks:
            return Outcome(False, False, False)
        return Outcome(True, schneider, True)
    # Having refused a surrender, the soloist wins only with Schneider.
    needed = CARD_POINTS - limit if deal.surrender == "refused" else WIN_POINTS
    won = points >= needed
    return Outcome(won, schneider, all_tricks or no_trick)


def _lines(deal: Deal, rules: RuleSet, result: Outcome) -> list[Line]:
    party: Party = "soloist" if result.won else "defenders"
    lines = [Line(party, "game", 1)]
    if deal.trump == "hearts" and (deal.contract != "ace_call" or rules.ace_call_hearts_point):
        lines.append(Line(party, "hearts", 1))
    if result.schneider:
        lines.append(Line(party, "schneider", 1))
    if result.schwarz:
        lines.append(Line(party, "schwarz", 1))
    if deal.tops >= MIN_TOPS:
        lines.append(Line(party, "tops", deal.tops))
    if deal.is_solo:
        lines.append(Line(party, "solo", 1))
    return lines


def _adjustments(deal: Deal) -> list[Adjustment]:
    adjustments = [Adjustment("solo_du", 2)] if deal.contract == "solo_du" else []
    return adjustments + [Adjustment("kontra", 2)] * deal.doubles


def settle(
    deal: Deal, table: Sequence[str], players: Sequence[str], won: bool, value: int
) -> dict[str, int]:
    """Each player's entry; a lost game writes the same amounts with the signs turned."""
    scores = dict.fromkeys(players, 0)
    sign = 1 if won else -1
    soloist_party = {deal.soloist} if deal.partner is None else {deal.soloist, deal.partner}
    defenders = [name for name in table if name not in soloist_party]
    for name in defenders:
        scores[name] = -sign * value
    if deal.contract == "ace_call":
        for name in soloist_party:
            scores[name] = sign * value
    else:
        scores[deal.soloist] = sign * value * len(defenders)
    return scores


def score(
    deal: Deal,
    rules: RuleSet,
    table: Sequence[str],
    players: Sequence[str] | None = None,
) -> DealResult:
    """Validate and score one deal.

    ``table`` is the three or four players of the deal, ``players`` the whole
    session (sitting-out players score 0).
    """
    everyone = players or table
    validate(deal, rules, table, everyone)
    if deal.is_redeal:
        return DealResult(None, 0, dict.fromkeys(everyone, 0), ())
    result = outcome(deal, rules, len(table))
    lines = _lines(deal, rules, result)
    adjustments = _adjustments(deal)
    value = sum(line.points for line in lines)
    for adjustment in adjustments:
        value *= adjustment.factor
    return DealResult(
        winner="soloist" if result.won else "defenders",
        value=value,
        scores=settle(deal, table, everyone, result.won, value),
        lines=tuple(lines),
        adjustments=tuple(adjustments),
    )


__all__ = ["Adjustment", "DealResult", "Line", "Outcome", "outcome", "score", "settle"]
