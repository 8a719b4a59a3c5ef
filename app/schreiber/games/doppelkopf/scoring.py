"""Score one Doppelkopf deal: winner (§4), value (§5–§7) and the itemised lines.

The value ``V`` is Re's tally minus Kontra's, after the multipliers of §7 and
the deal's Bock level; a 2-vs-2 deal writes ``+V``/``-V``, a solo ``+3V`` for
the soloist and ``-V`` for each opponent. :class:`DealResult` keeps the lines
and the adjustments so the window and the workbook can show why.
"""

# No ``from __future__ import annotations``: typing.NamedTuple compiles each field
# annotation given as a string, which costs ``schreiber score`` milliseconds.
from collections.abc import Mapping, Sequence
from typing import Final, NamedTuple

from schreiber.games.common import Adjustment, Line
from schreiber.games.doppelkopf.records import (
    MISERE_TYPES,
    PARTIES,
    REFUSALS,
    SOLO_TYPES,
    Deal,
    Party,
)
from schreiber.games.doppelkopf.rules import RuleSet
from schreiber.games.doppelkopf.validation import (
    bonus_counts,
    implied_re,
    tricks,
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
    "fox_wins_last_trick": 1,
}
# Refusal -> (the opponent's points must stay below this for it to hold,
#             the points that "answer" it: reached by the other side, §5 last rows).
REFUSAL_LIMITS: Final = {"no90": (90, 120), "no60": (60, 90), "no30": (30, 60), "schwarz": (0, 30)}
BELOW_ITEMS: Final = (("below_90", 90), ("below_60", 60), ("below_30", 30))
ANNOUNCED: Final = {word: f"{word}_announced" for word in ("re", "kontra", *REFUSALS)}
ANSWERED: Final = {word: f"{word}_answered" for word in REFUSALS}
# The one-point lines of a party's game, made once (a line is a value: deals share them).
WON: Final = {party: Line(party, "won", 1) for party in PARTIES}
AGAINST_ELDERS: Final = {party: Line(party, "against_elders", 1) for party in PARTIES}
SCHWARZ: Final = {party: Line(party, "schwarz", 1) for party in PARTIES}
# BELOW_ITEMS as (line, limit) per party, highest limit first.
BELOW_LINES: Final = {
    party: tuple((Line(party, item, 1), limit) for item, limit in BELOW_ITEMS) for party in PARTIES
}
# §8 the Bock steps of "double", made once: (game points only, level) -> step; levels 1–10.
DOUBLED: Final = {
    (game_points_only, level): Adjustment(
        "bock_game_points" if game_points_only else "bock", factor=2**level
    )
    for game_points_only in (False, True)
    for level in range(1, 11)
}
# (kind, party) -> its place among the bonus lines: kinds in BONUS_POINTS' order, Re first.
BONUS_ORDER: Final = {
    (kind, party): place
    for place, (kind, party) in enumerate((k, p) for k in BONUS_POINTS for p in PARTIES)
}


class DealResult(NamedTuple):
    winner: Party | None
    value: int
    scores: dict[str, int]
    lines: tuple[Line, ...]
    adjustments: tuple[Adjustment, ...] = ()
    bock_triggers: tuple[str, ...] = ()
    solo: bool = False
    feigheit: bool = False  # §13.8: the party that won on the cards loses the deal

    def tally(self, party: Party) -> int:
        return sum(line.points for line in self.lines if line.party == party)

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "winner": self.winner,
            "value": self.value,
            "scores": dict(self.scores),
            "lines": [line.to_json() for line in self.lines],
            "adjustments": [a.to_json() for a in self.adjustments],
            "bock_triggers": list(self.bock_triggers),
        }
        if self.feigheit:
            out["feigheit"] = True  # §13.8: only on such a deal
        return out


def other(party: Party) -> Party:
    return "kontra" if party == "re" else "re"


# ``other`` as a lookup, for the scoring of every deal (no call per use).
OTHER: Final[dict[Party, Party]] = {"re": "kontra", "kontra": "re"}


def said(deal: Deal, rules: RuleSet, party: Party) -> bool:
    """Whether the party's own word (Re or Kontra) counts as announced."""
    if party == "re":
        return "re" in deal.announced("re") or implied_re(deal, rules)
    return "kontra" in deal.announced("kontra")


class Facts:
    """What the scoring rules ask of a deal, worked out once.

    A class with slots, not a named tuple: it is made for every deal of a replay,
    and never compared, printed or kept."""

    __slots__ = ("highest", "no_trick", "points", "poverty", "said", "solo", "two_re", "words")

    def __init__(self, deal: Deal, rules: RuleSet) -> None:
        announcements = deal.announcements  # Deal.announced, without a call per party
        re_words, kontra_words = announcements.get("re", ()), announcements.get("kontra", ())
        self.words: dict[Party, tuple[str, ...]] = {"re": re_words, "kontra": kontra_words}
        self.said: dict[Party, bool] = {
            # implied_re, inline (once per deal)
            "re": "re" in re_words or (rules.solo_implies_re and deal.type in SOLO_TYPES),
            "kontra": "kontra" in kontra_words,
        }
        re_points = deal.re_points
        self.points: dict[Party, int] = {"re": re_points, "kontra": 240 - re_points}
        re_tricks = kontra_tricks = None
        if deal.re_tricks is not None or deal.kontra_tricks is not None:
            known = tricks(deal, rules)
            re_tricks, kontra_tricks = known["re"], known["kontra"]
        self.no_trick: dict[Party, bool] = {
            "re": re_tricks == 0 if re_tricks is not None else re_points == 0,
            "kontra": kontra_tricks == 0 if kontra_tricks is not None else re_points == 240,
        }
        # Words are kept in speaking order, so the last one is the highest.
        self.highest: dict[Party, str | None] = {
            "re": re_words[-1] if re_words and re_words[-1] in REFUSAL_LIMITS else None,
            "kontra": (
                kontra_words[-1] if kontra_words and kontra_words[-1] in REFUSAL_LIMITS else None
            ),
        }
        self.two_re = len(deal.re) == 2
        self.solo = len(deal.re) == 1
        # §13.4 poverty_wirth: a poverty pair on Kontra leaves Re an ordinary pair.
        self.poverty = deal.type == "poverty" and (
            deal.poverty is None or deal.poverty[0] in deal.re
        )

    def holds(self, party: Party, refusal: str) -> bool:
        opponent = other(party)
        if refusal == "schwarz":
            return self.no_trick[opponent]
        return self.points[opponent] < REFUSAL_LIMITS[refusal][0]


def winner_of(deal: Deal, rules: RuleSet) -> Party | None:
    """§4: who wins, or ``None`` for a draw."""
    if deal.is_misere:
        return _misere_winner(deal, rules)
    facts = Facts(deal, rules)
    return feigheit_winner(facts, rules, _winner(facts))


def _misere_winner(deal: Deal, rules: RuleSet) -> Party:
    """§13.1: the soloist wins by taking no trick."""
    return "re" if tricks(deal, rules)["re"] == 0 else "kontra"


def _misere_lines(deal: Deal, facts: Facts, rules: RuleSet, winner: Party) -> list[Line]:
    """§13.1: won 1, ouvert 1 more, Re and Kontra 2 each; nothing else."""
    lines = [Line(winner, "won", 1)]
    if deal.type == "misere_ouvert":
        lines.append(Line(winner, "ouvert", 1))
    if not rules.re_kontra_doubles:
        points = rules.re_kontra_value
        lines += [Line(winner, ANNOUNCED[p], points) for p in PARTIES if facts.said[p]]
    return lines


def _winner(facts: Facts) -> Party | None:
    highest = facts.highest
    if highest["re"] is None and highest["kontra"] is None:  # nobody refused
        re_needs = 120 if facts.said["kontra"] and not facts.said["re"] else 121
        return "re" if facts.points["re"] >= re_needs else "kontra"
    refusing = [p for p in PARTIES if highest[p] is not None]
    holding = [p for p in refusing if facts.holds(p, facts.highest[p] or "")]
    if len(refusing) == 1:
        return refusing[0] if holding else other(refusing[0])
    return holding[0] if holding else None


# §13.8 feigheit: the refusal a party announced, counted in steps of the loser's points.
STEPS: Final = {None: 0, "no90": 1, "no60": 2, "no30": 3, "schwarz": 4}


def steps_reached(facts: Facts, winner: Party) -> int:
    """How many of below 90, below 60, below 30 and schwarz the winner inflicted."""
    loser = other(winner)
    below = sum(facts.points[loser] < limit for _item, limit in BELOW_ITEMS)
    return below + facts.no_trick[loser]


def feigheit_winner(facts: Facts, rules: RuleSet, winner: Party | None) -> Party | None:
    """§13.8 ``feigheit``: a party that wins by more than two steps beyond its
    highest refusal loses the deal instead."""
    if not rules.feigheit or winner is None:
        return winner
    if steps_reached(facts, winner) - STEPS[facts.highest[winner]] > 2:
        return other(winner)
    return winner


def _game_lines(facts: Facts, rules: RuleSet, winner: Party | None) -> list[Line]:
    lines: list[Line] = []
    words = facts.words
    if winner is not None:
        loser = OTHER[winner]
        lines.append(WON[winner])
        if winner == "kontra" and rules.elders_point:
            # §5, §13.2: Kontra beating two Re players scores "against the elders".
            if facts.two_re and (rules.elders_in_poverty or not facts.poverty):
                lines.append(AGAINST_ELDERS[winner])
            elif facts.solo and rules.elders_point_in_solo:
                # §13.8 elders_point_in_solo: a lost solo gives the defenders the point too.
                lines.append(AGAINST_ELDERS[winner])
        loser_points = facts.points[loser]
        for line, limit in BELOW_LINES[winner]:
            if loser_points >= limit:
                break  # the limits fall: no lower one is reached either
            lines.append(line)
        if facts.no_trick[loser]:
            lines.append(SCHWARZ[winner])
        if not rules.re_kontra_doubles:
            points = rules.re_kontra_value
            for party in PARTIES:
                if facts.said[party]:
                    lines.append(Line(winner, ANNOUNCED[party], points))
        if facts.highest["re"] or facts.highest["kontra"]:
            for refusal in REFUSALS:
                count = (refusal in words["re"]) + (refusal in words["kontra"])
                if count:
                    lines.append(Line(winner, ANNOUNCED[refusal], count))
    if winner is None and rules.draw_scores == "bonuses_only":
        return lines  # §13.8: a draw scores the bonuses of §6 only
    if winner is None and rules.draw_counts_below:
        # §5 draw_counts_below: each party scores the opponent's low points as a winner would.
        for party in PARTIES:
            opponent_points = facts.points[other(party)]
            lines += [
                Line(party, item, 1) for item, limit in BELOW_ITEMS if opponent_points < limit
            ]
            if facts.no_trick[other(party)]:
                lines.append(Line(party, "schwarz", 1))
    if rules.refusal_scoring == "as_announced":
        # §13.2: the loser's refusals count for the winner as if each had held;
        # only one party refuses, so there is always a winner.
        if winner is not None:
            conceded = sum(word in REFUSAL_LIMITS for word in words[other(winner)])
            if conceded:
                lines.append(Line(winner, "refusals_as_announced", conceded))
        return lines
    # "The opponent announced no 90 and we reached 120" and its kin count for
    # the winner, and in a draw for either party.
    for party in PARTIES if winner is None else (winner,):
        reached = facts.points[party]
        for refusal in words[OTHER[party]]:
            if refusal in REFUSAL_LIMITS and reached >= REFUSAL_LIMITS[refusal][1]:
                lines.append(Line(party, ANSWERED[refusal], 1))
    return lines


def _bonus_lines(counts: Mapping[tuple[str, Party], int]) -> list[Line]:
    """The bonus lines of :func:`bonus_counts`, in BONUS_POINTS' order, Re first."""
    lines = []
    for kind, party in sorted(counts.keys() & BONUS_ORDER.keys(), key=BONUS_ORDER.__getitem__):
        count = counts[kind, party]
        if count:
            lines.append(Line(party, kind, count * BONUS_POINTS[kind]))
    return lines


def _value(
    deal: Deal,
    rules: RuleSet,
    facts: Facts,
    game: Sequence[Line],
    bonus: Sequence[Line],
    bock_level: int,
) -> tuple[int, int, tuple[Adjustment, ...]]:
    """The value before Bock (for the zero-value trigger) and after, with the steps."""
    game_diff = bonus_diff = 0  # Re's tally minus Kontra's
    for line in game:
        game_diff += line.points if line.party == "re" else -line.points
    for line in bonus:
        bonus_diff += line.points if line.party == "re" else -line.points
    if not bock_level and not rules.re_kontra_doubles and not rules.solo_doubles:
        return game_diff + bonus_diff, game_diff + bonus_diff, ()  # nothing to apply
    adjustments: list[Adjustment] = []
    if rules.re_kontra_doubles:
        factor = 1
        for party in PARTIES:
            if facts.said[party]:
                factor *= 2
                adjustments.append(Adjustment(ANNOUNCED[party], factor=2))
        game_diff *= factor
        if rules.re_kontra_doubles_bonuses:
            bonus_diff *= factor
    solo = 2 if rules.solo_doubles and facts.solo else 1
    if solo == 2:
        adjustments.append(Adjustment("solo", factor=2))
    before_bock = (game_diff + bonus_diff) * solo
    if not bock_level:
        return before_bock, before_bock, tuple(adjustments)
    # §13.5 bock_scope: Bock works on the whole value, or on the game points only
    # (the bonuses are added after it, undoubled).
    game_points_only = rules.bock_scope == "game_points"
    scoped = game_diff * solo if game_points_only else before_bock
    if rules.bock_effect == "double":
        scoped *= 2**bock_level
        adjustments.append(
            DOUBLED.get((game_points_only, bock_level))
            or Adjustment("bock_game_points" if game_points_only else "bock", factor=2**bock_level)
        )
    else:
        extra = bock_level * rules.bock_plus
        # A value of 0 has no side to grow towards and stays 0.
        scoped += extra if scoped > 0 else -extra if scoped < 0 else 0
        adjustments.append(
            Adjustment("bock_game_points" if game_points_only else "bock", add=extra)
        )
    value = scoped + bonus_diff * solo if game_points_only else scoped
    return before_bock, value, tuple(adjustments)


def _bock_triggers(
    deal: Deal,
    rules: RuleSet,
    facts: Facts,
    winner: Party | None,
    value_before_bock: int,
    counts: Mapping[tuple[str, Party], int] | None,
) -> tuple[str, ...]:
    """§8 triggers raised by this deal (``counts``: its :func:`bonus_counts`, if it has
    bonuses); a trigger listed twice gives two rounds."""
    if not rules.bock:
        return ()
    triggers: list[str] = []
    if rules.bock_on_tie and deal.re_points == 120 and not deal.is_misere:
        triggers.append("tie")
    if rules.bock_on_zero_value and value_before_bock == 0:
        triggers.append("zero_value")
    if rules.bock_on_re_lost and facts.said["re"] and winner == "kontra":
        triggers.append("re_lost")
    if rules.bock_on_kontra_lost and facts.said["kontra"] and winner == "re":
        triggers.append("kontra_lost")
    hearts = (
        counts.get(("hearts_trick", "re"), 0) + counts.get(("hearts_trick", "kontra"), 0)
        if counts
        else 0
    )
    if rules.bock_on_hearts_trick and (hearts or "hearts_trick" in deal.bock_events):
        triggers.append("hearts_trick")
    if rules.bock_on_doppelkopf:
        tricks = (
            counts.get(("doppelkopf", "re"), 0) + counts.get(("doppelkopf", "kontra"), 0)
            if counts
            else 0
        )
        triggers += ["doppelkopf"] * max(tricks, deal.bock_events.count("doppelkopf"))
    if rules.bock_on_custom:
        triggers += ["custom"] * deal.bock_events.count("custom")
    if rules.bock_on_lost_solo and facts.solo and winner == "kontra":
        triggers.append("lost_solo")
    if rules.bock_on_schwarz and not deal.is_misere and any(facts.no_trick.values()):
        triggers.append("schwarz")
    return tuple(triggers)


def _scores(
    deal: Deal,
    rules: RuleSet,
    table: Sequence[str],
    players: Sequence[str],
    value: int,
    solo: bool,
) -> dict[str, int]:
    scores = dict.fromkeys(players, 0)
    re_entry, kontra_entry = 3 * value if solo else value, -value
    if rules.plus_only:  # a negative entry is written as 0
        re_entry, kontra_entry = max(re_entry, 0), max(kontra_entry, 0)
    if rules.minus_only:  # a positive entry is written as 0
        re_entry, kontra_entry = min(re_entry, 0), min(kontra_entry, 0)
    re = deal.re
    for name in table:
        scores[name] = re_entry if name in re else kontra_entry
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
    everyone = players or table
    validate(deal, rules, table, everyone)
    if deal.type == "redeal":  # Deal.is_redeal, without its call
        return DealResult(None, 0, dict.fromkeys(everyone, 0), ())
    facts = Facts(deal, rules)
    # Counted once for the lines and the Bock triggers (validate counted its own).
    counts = bonus_counts(deal.bonuses) if deal.bonuses else None
    winner: Party | None
    on_cards: Party | None = None
    misere = deal.type in MISERE_TYPES  # Deal.is_misere, asked once
    bonus: Sequence[Line] = ()
    if misere:
        winner = _misere_winner(deal, rules)
        game = _misere_lines(deal, facts, rules, winner)
    else:
        on_cards = _winner(facts)
        winner = feigheit_winner(facts, rules, on_cards) if rules.feigheit else on_cards
        game = _game_lines(facts, rules, winner)
        if counts:
            bonus = _bonus_lines(counts)
    before_bock, value, adjustments = _value(deal, rules, facts, game, bonus, bock_level)
    return DealResult(
        winner,
        value,
        _scores(deal, rules, table, everyone, value, facts.solo),
        (*game, *bonus),
        adjustments,
        _bock_triggers(deal, rules, facts, winner, before_bock, counts) if rules.bock else (),
        facts.solo,
        not misere and winner != on_cards,  # feigheit
    )


__all__ = ["Adjustment", "DealResult", "Line", "score", "winner_of"]
