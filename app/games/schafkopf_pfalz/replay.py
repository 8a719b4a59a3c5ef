"""Replay a Pfälzer Schafkopf session: everything derived from the deals in order.

From the seating order, the first dealer, the rule set and the deal records,
:func:`replay` derives for every deal and for the next one the dealer, who sits
out, the scores and running totals, and whether the agreed end is reached.

Choices fixed here: the deal passes clockwise after every deal, a redeal
included (the rules file: "no play and the deal passes on"); a redeal does not
count towards ``end_after_deals``. There are no Bock rounds (level always 0).
"""

from __future__ import annotations

import copy
from collections.abc import Sequence

from app.games.common import NextDeal, Replay, ReplayedDeal, seats_after_dealer, session_end
from app.games.errors import QT_TRANSLATE_NOOP, RecordError
from app.games.schafkopf_pfalz.records import Deal
from app.games.schafkopf_pfalz.rules import RuleSet, check_rules
from app.games.schafkopf_pfalz.scoring import score

M_UNKNOWN_DEALER = QT_TRANSLATE_NOOP("RecordError", "{name!r} is not one of the players")


def sitting_out(players: Sequence[str], dealer: int, rules: RuleSet) -> tuple[str, ...]:
    """Who sits out when ``players[dealer]`` deals: all but the seats after the dealer."""
    return seats_after_dealer(players, dealer, rules.seats(len(players)))


class Replayer:
    """The evening so far, one deal at a time (see the Doppelkopf replayer)."""

    def __init__(
        self, players: Sequence[str], first_dealer: str, rules: RuleSet, field: str = "deals"
    ) -> None:
        self.players = tuple(players)
        if first_dealer not in self.players:
            raise RecordError("first_dealer", M_UNKNOWN_DEALER, name=first_dealer)
        check_rules(rules, "rules.options", len(self.players))
        self.rules = rules
        self.field = field
        self.dealer = self.players.index(first_dealer)
        self.totals = dict.fromkeys(self.players, 0)
        self.seats = [sitting_out(self.players, d, rules) for d in range(len(self.players))]
        self.tables = [tuple(p for p in self.players if p not in out) for out in self.seats]
        self.replayed: list[ReplayedDeal] = []
        self.scored = 0  # deals that were not redeals, for the agreed end

    def copy(self) -> Replayer:
        other = copy.copy(self)
        other.totals = dict(self.totals)
        other.replayed = list(self.replayed)
        return other

    def add(self, deal: Deal) -> None:
        """The next deal; raises :class:`RecordError` naming ``deals[i]…``."""
        players, dealer = self.players, self.dealer
        number = len(self.replayed) + 1
        try:
            result = score(deal, self.rules, self.tables[dealer], players)
        except RecordError as error:
            deal_field = error.field.replace("deal", f"{self.field}[{number - 1}]", 1)
            raise RecordError(deal_field, error.template, **error.params) from None
        for name, points in result.scores.items():
            self.totals[name] += points
        self.replayed.append(
            ReplayedDeal(number, players[dealer], self.seats[dealer], 0, result, dict(self.totals))
        )
        self.dealer = (dealer + 1) % len(players)
        if not deal.is_redeal:
            self.scored += 1

    def result(self) -> Replay:
        """The evening as replayed so far (the replayer may go on)."""
        rules, dealer = self.rules, self.dealer
        totals = dict(self.totals)
        return Replay(
            deals=tuple(self.replayed),
            totals=totals,
            next=NextDeal(self.players[dealer], self.seats[dealer]),
            end=session_end(rules.end_after_deals, rules.end_at_score, self.scored, totals),
        )


def replay(
    players: Sequence[str],
    first_dealer: str,
    rules: RuleSet,
    deals: Sequence[Deal],
    field: str = "deals",
) -> Replay:
    """Derive the whole evening; raises :class:`RecordError` at the first bad deal."""
    replayer = Replayer(players, first_dealer, rules, field)
    for deal in deals:
        replayer.add(deal)
    return replayer.result()
