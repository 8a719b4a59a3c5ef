"""Score one Doppelkopf deal: winner (§4), value (§5–§7) and the itemised lines.

The value ``V`` is Re's tally minus Kontra's, after the multipliers of §7 and
the deal's Bock level; a 2-vs-2 deal writes ``+V``/``-V``, a solo ``+3V`` for
the soloist and ``-V`` for each opponent. :class:`DealResult` keeps the lines
and the adjustments so the window and the workbook can show why.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from app.games.doppelkopf.records import PARTIES, REFUSALS, Deal, Party
from app.games.doppelkopf.rules import RuleSet
from app.games.doppelkopf.validation import (
    bonus_counts,
    implied_re,
    is_solo,
    party_points,
    took_no_trick,
    validate,
)

BONUS_POINTS: Final = {
    "fox": 1,
    "charlie": 1,
    "charlie_caught": 1,
    "doppelkopf": 1,
    "heart_ten_caught": 1,
    "fox_last_trick": 2,
    "fox_first_trick": 2,
    "hearts_trick": 1,
}
# Refusal -> (the opponent's points must stay below this for it to hold,
#             the points that "answer" it: reached by the other side, §5 last rows).
REFUSAL_LIMITS: Final = {"no90": (90, 120), "no60": (60, 90), "no30": (30, 60), "schwarz": (0, 30)}
BELOW_ITEMS: Final = (("below_90", 90), ("below_60", 60), ("below_30", 30))


@dataclass(frozen=True, slots=True)
class Line:
    """One item of a party's tally: ``("re", "won", 1)``."""

    party: Party
    item: str
    points: int

    def to_json(self) -> dict[str, object]:
        return {"party": self.party, "item": self.item, "points": self.points}


@dataclass(frozen=True, slots=True)
class Adjustment:
    """A step from the tallies to the value: ``factor`` times, then ``add`` to its size."""

    item: str
    factor: int = 1
    add: int = 0

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"item": self.item}
        if self.factor != 1:
            out["factor"] = self.factor
        if self.add:
            out["add"] = self.add
        return out


@dataclass(frozen=True, slots=True)
class DealResult:
    winner: Party | None
    value: int
    scores: dict[str, int]
    lines: tuple[Line, ...]
    adjustments: tuple[Adjustment, ...] = ()
    bock_triggers: tuple[str, ...] = ()
    solo: bool = False

    def tally(self, party: Party) -> int:
        return sum(line.points for line in self.lines if line.party == party)

    def to_json(self) -> dict[str, object]:
        return {
            "winner": self.winner,
            "value": self.value,
            "scores": dict(self.scores),
            "lines": [line.to_json() for line in self.lines],
            "adjustments": [a.to_json() for a in self.adjustments],
            "bock_triggers": list(self.bock_triggers),
        }


def other(party: Party) -> Party:
    return "kontra" if party == "re" else "re"


def said(deal: Deal, rules: RuleSet, party: Party) -> bool:
    """Whether the party's own word (Re or Kontra) counts as announced."""
    if party == "re":
        return "re" in deal.announced("re") or implied_re(deal, rules)
    return "kontra" in deal.announced("kontra")


def refusal_holds(deal: Deal, rules: RuleSet, party: Party, refusal: str) -> bool:
    opponent = other(party)
    if refusal == "schwarz":
        return took_no_trick(deal, rules, opponent)
    return party_points(deal, opponent) < REFUSAL_LIMITS[refusal][0]


def highest_refusal(deal: Deal, party: Party) -> str | None:
    refusals = [w for w in deal.announced(party) if w in REFUSALS]
    return refusals[-1] if refusals else None


def winner_of(deal: Deal, rules: RuleSet) -> Party | None:
    """§4: who wins, or ``None`` for a draw."""
    refusing = [p for p in PARTIES if highest_refusal(deal, p) is not None]
    if not refusing:
        re_needs = 120 if said(deal, rules, "kontra") and not said(deal, rules, "re") else 121
        return "re" if deal.re_points >= re_needs else "kontra"
    holding = [p for p in refusing if refusal_holds(deal, rules, p, highest_refusal(deal, p) or "")]
    if len(refusing) == 1:
        return refusing[0] if holding else other(refusing[0])
    return holding[0] if holding else None


def _game_lines(deal: Deal, rules: RuleSet, winner: Party | None) -> list[Line]:
    lines: list[Line] = []
    if winner is not None:
        loser = other(winner)
        lines.append(Line(winner, "won", 1))
        if winner == "kontra" and len(deal.re) == 2:
            lines.append(Line(winner, "against_elders", 1))
        loser_points = party_points(deal, loser)
        lines += [Line(winner, item, 1) for item, limit in BELOW_ITEMS if loser_points < limit]
        if took_no_trick(deal, rules, loser):
            lines.append(Line(winner, "schwarz", 1))
        if not rules.re_kontra_doubles:
            for party in PARTIES:
                if said(deal, rules, party):
                    lines.append(Line(winner, f"{party}_announced", 2))
        for refusal in REFUSALS:
            count = sum(refusal in deal.announced(p) for p in PARTIES)
            if count:
                lines.append(Line(winner, f"{refusal}_announced", count))
    # "The opponent announced no 90 and we reached 120" and its kin count for
    # the winner, and in a draw for either party.
    for party in PARTIES if winner is None else (winner,):
        reached = party_points(deal, party)
        for refusal in deal.announced(other(party)):
            if refusal in REFUSAL_LIMITS and reached >= REFUSAL_LIMITS[refusal][1]:
                lines.append(Line(party, f"{refusal}_answered", 1))
    return lines


def _bonus_lines(deal: Deal) -> list[Line]:
    counts = bonus_counts(deal.bonuses)
    return [
        Line(party, kind, count * BONUS_POINTS[kind])
        for kind in BONUS_POINTS
        for party in PARTIES
        if (count := counts[(kind, party)])
    ]


def _diff(lines: Sequence[Line]) -> int:
    return sum(line.points if line.party == "re" else -line.points for line in lines)


def _value(
    deal: Deal, rules: RuleSet, game: Sequence[Line], bonus: Sequence[Line], bock_level: int
) -> tuple[int, int, list[Adjustment]]:
    """The value before Bock (for the zero-value trigger) and after, with the steps."""
    adjustments: list[Adjustment] = []
    game_diff, bonus_diff = _diff(game), _diff(bonus)
    if rules.re_kontra_doubles:
        factor = 1
        for party in PARTIES:
            if said(deal, rules, party):
                factor *= 2
                adjustments.append(Adjustment(f"{party}_announced", factor=2))
        game_diff *= factor
        if rules.re_kontra_doubles_bonuses:
            bonus_diff *= factor
    value = game_diff + bonus_diff
    if rules.solo_doubles and is_solo(deal):
        value *= 2
        adjustments.append(Adjustment("solo", factor=2))
    before_bock = value
    if bock_level:
        if rules.bock_effect == "double":
            value *= 2**bock_level
            adjustments.append(Adjustment("bock", factor=2**bock_level))
        else:
            extra = bock_level * rules.bock_plus
            # A value of 0 has no side to grow towards and stays 0.
            value += extra if value > 0 else -extra if value < 0 else 0
            adjustments.append(Adjustment("bock", add=extra))
    return before_bock, value, adjustments


def _bock_triggers(
    deal: Deal, rules: RuleSet, winner: Party | None, value_before_bock: int
) -> tuple[str, ...]:
    """§8 triggers raised by this deal; a trigger listed twice gives two rounds."""
    if not rules.bock:
        return ()
    counts = bonus_counts(deal.bonuses)
    triggers: list[str] = []
    if rules.bock_on_tie and deal.re_points == 120:
        triggers.append("tie")
    if rules.bock_on_zero_value and value_before_bock == 0:
        triggers.append("zero_value")
    if rules.bock_on_re_lost and said(deal, rules, "re") and winner == "kontra":
        triggers.append("re_lost")
    if rules.bock_on_kontra_lost and said(deal, rules, "kontra") and winner == "re":
        triggers.append("kontra_lost")
    hearts = counts[("hearts_trick", "re")] + counts[("hearts_trick", "kontra")]
    if rules.bock_on_hearts_trick and (hearts or "hearts_trick" in deal.bock_events):
        triggers.append("hearts_trick")
    if rules.bock_on_doppelkopf:
        tricks = counts[("doppelkopf", "re")] + counts[("doppelkopf", "kontra")]
        triggers += ["doppelkopf"] * max(tricks, deal.bock_events.count("doppelkopf"))
    if rules.bock_on_custom:
        triggers += ["custom"] * deal.bock_events.count("custom")
    if rules.bock_on_lost_solo and is_solo(deal) and winner == "kontra":
        triggers.append("lost_solo")
    return tuple(triggers)


def _scores(
    deal: Deal, rules: RuleSet, table: Sequence[str], players: Sequence[str], value: int
) -> dict[str, int]:
    scores = dict.fromkeys(players, 0)
    solo = is_solo(deal)
    for name in table:
        party: Party = "re" if name in deal.re else "kontra"
        signed = value if party == "re" else -value
        entry = 3 * signed if solo and party == "re" else signed
        if rules.plus_only and entry < 0:
            entry = 0
        scores[name] = entry
    return scores


def score(
    deal: Deal,
    rules: RuleSet,
    table: Sequence[str],
    players: Sequence[str] | None = None,
    bock_level: int = 0,
) -> DealResult:
    """Validate and score one deal.

    ``table`` is the four players of the deal, ``players`` the whole session
    (sitting-out players score 0), ``bock_level`` the deal's Bock level (§8).
    """
    everyone = list(players or table)
    validate(deal, rules, table, everyone)
    if deal.is_redeal:
        return DealResult(None, 0, dict.fromkeys(everyone, 0), ())
    winner = winner_of(deal, rules)
    game, bonus = _game_lines(deal, rules, winner), _bonus_lines(deal)
    before_bock, value, adjustments = _value(deal, rules, game, bonus, bock_level)
    return DealResult(
        winner=winner,
        value=value,
        scores=_scores(deal, rules, table, everyone, value),
        lines=tuple(game + bonus),
        adjustments=tuple(adjustments),
        bock_triggers=_bock_triggers(deal, rules, winner, before_bock),
        solo=is_solo(deal),
    )


__all__ = ["Adjustment", "DealResult", "Line", "score", "winner_of"]
