"""Replay a Pfälzer Schafkopf session: everything derived from the deals in order.

From the seating order, the first dealer, the rule set and the deal records,
:func:`replay` derives for every deal and for the next one the dealer, who sits
out, the scores and running totals, and whether the agreed end is reached.

Choices fixed here: the deal passes clockwise after every deal, a redeal
included (the rules file: "no play and the deal passes on"); a redeal does not
count towards ``end_after_deals``. There are no Bock rounds (level always 0).
"""

from __future__ import annotations

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


def replay(
    players: Sequence[str],
    first_dealer: str,
    rules: RuleSet,
    deals: Sequence[Deal],
    field: str = "deals",
) -> Replay:
    """Derive the whole evening; raises :class:`RecordError` at the first bad deal."""
    players = tuple(players)
    if first_dealer not in players:
        raise RecordError("first_dealer", M_UNKNOWN_DEALER, name=first_dealer)
    check_rules(rules, "rules.options", len(players))
    dealer = players.index(first_dealer)
    totals = dict.fromkeys(players, 0)
    seats = [sitting_out(players, d, rules) for d in range(len(players))]
    tables = [tuple(p for p in players if p not in out) for out in seats]
    replayed: list[ReplayedDeal] = []
    for number, deal in enumerate(deals, start=1):
        try:
            result = score(deal, rules, tables[dealer], players)
        except RecordError as error:
            deal_field = error.field.replace("deal", f"{field}[{number - 1}]", 1)
            raise RecordError(deal_field, error.template, **error.params) from None
        for name, points in result.scores.items():
            totals[name] += points
        replayed.append(
            ReplayedDeal(number, players[dealer], seats[dealer], 0, result, dict(totals))
        )
        dealer = (dealer + 1) % len(players)
    return Replay(
        deals=tuple(replayed),
        totals=totals,
        next=NextDeal(players[dealer], seats[dealer]),
        end=session_end(
            rules.end_after_deals,
            rules.end_at_score,
            sum(1 for deal in deals if not deal.is_redeal),
            totals,
        ),
    )
