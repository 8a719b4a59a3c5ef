"""Property tests: for every valid deal at every table the settlement sums to
zero, sitting-out players score 0, and the value follows from the lines.

The strategy builds sessions of 3–5 players with every ``table`` choice, any
dealer, every contract the table allows, surrender, tops and doubles, points
clustered around the thresholds (29/30/31, 60/61, 90/91) and tricks that agree
with the points (records :func:`validate` refuses are discarded).
"""

from __future__ import annotations

import math

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from schreiber.games.common import seats_after_dealer
from schreiber.games.errors import RecordError
from schreiber.games.schafkopf_pfalz import Deal, RuleSet, parse_deal, score, validate
from schreiber.games.schafkopf_pfalz.records import SUITS
from schreiber.games.schafkopf_pfalz.validation import tricks_per_deal

SETTINGS = settings(max_examples=300, deadline=None, derandomize=True, database=None)
NAMES = ("A", "B", "C", "D", "E")
EDGE_POINTS = (0, 1, 22, 29, 30, 31, 60, 61, 89, 90, 91, 119, 120)

Game = tuple[RuleSet, tuple[str, ...], tuple[str, ...], Deal]


@st.composite
def games(draw: st.DrawFn) -> Game:
    players = NAMES[: draw(st.integers(3, 5))]
    table_option = draw(st.sampled_from((None, 3, 4) if len(players) > 3 else (None, 3)))
    rules = RuleSet(
        tops_include_skat=draw(st.booleans()),
        schneider_at_30=draw(st.booleans()),
        ace_call_hearts_point=draw(st.booleans()),
        table=table_option,
    )
    seats = rules.seats(len(players))
    out = seats_after_dealer(players, draw(st.integers(0, len(players) - 1)), seats)
    table = tuple(p for p in players if p not in out)
    contract = draw(
        st.sampled_from(
            ("simple", "solo", "solo_du") if seats == 3 else ("ace_call", "solo", "solo_du")
        )
    )
    soloist = draw(st.sampled_from(table))
    partner = None
    if contract == "ace_call":
        partner = draw(st.sampled_from([p for p in table if p != soloist]))
    surrender = (
        None
        if contract == "ace_call"
        else draw(st.sampled_from((None, None, "accepted", "refused")))
    )
    points: int | None = None
    tricks: int | None = None
    if surrender != "accepted":
        points = draw(st.one_of(st.sampled_from(EDGE_POINTS), st.integers(0, 120)))
        if draw(st.booleans()):
            tricks = draw(st.integers(0, tricks_per_deal(seats)))
        if (
            contract == "solo_du"
            and surrender is None
            and tricks is not None
            and draw(st.booleans())
        ):
            points = None  # a solo du entered by its tricks
    deal = Deal(
        contract=contract,
        trump=None if contract == "ace_call" else draw(st.sampled_from(SUITS)),
        soloist=soloist,
        partner=partner,
        soloist_points=points,
        soloist_tricks=tricks,
        tops=draw(st.integers(0, 14)),
        doubles=draw(st.integers(0, 4)),
        surrender=surrender,
    )
    try:
        validate(deal, rules, table, players)
    except RecordError:
        assume(False)
    return rules, players, table, deal


@SETTINGS
@given(games())
def test_settlements_sum_to_zero(game: Game) -> None:
    rules, players, table, deal = game
    assert sum(score(deal, rules, table, players).scores.values()) == 0


@SETTINGS
@given(games())
def test_a_sitting_out_player_scores_zero(game: Game) -> None:
    rules, players, table, deal = game
    result = score(deal, rules, table, players)
    assert set(result.scores) == set(players)
    for name in players:
        if name not in table:
            assert result.scores[name] == 0
        else:
            assert result.scores[name] != 0


@SETTINGS
@given(games())
def test_value_is_the_lines_times_the_doublings(game: Game) -> None:
    rules, players, table, deal = game
    result = score(deal, rules, table, players)
    assert all(line.party == result.winner for line in result.lines)
    factors = math.prod(adjustment.factor for adjustment in result.adjustments)
    assert result.value == sum(line.points for line in result.lines) * factors > 0
    sign = 1 if result.winner == "soloist" else -1
    assert result.scores[deal.soloist] * sign > 0


@SETTINGS
@given(games())
def test_records_round_trip(game: Game) -> None:
    deal = game[3]
    assert parse_deal(deal.to_json()) == deal
    assert parse_deal(deal.to_json()).to_json() == deal.to_json()
