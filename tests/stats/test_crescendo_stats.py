"""Statistics of a Crescendo evening by hand, settling against the average, and
several evenings of one group combined.

Players A B C, A deals first (all passed: the same dealer deals again). Only
the soloist writes: +taken when taken > bid, +2 × bid when taken = bid, −bid
when short.

 #  soloist  bid  trump     taken  winner     soloist writes
 1  A        19   spades    20     soloist    +20
 2  all passed
 3  B        15   diamonds  15     soloist    +30
 4  C        28   clubs     28     soloist    +56
 5  A        20   hearts    12     defenders  −20
 6  B        17   notrump   22     soloist    +22
 7  A        16   spades    10     defenders  −16

Totals: A −16, B 52, C 56 (sum 92, mean 92/3).
"""

from __future__ import annotations

import json
from decimal import Decimal
from fractions import Fraction

import pytest

from schreiber.games.errors import RecordError
from schreiber.session.file import SessionFile, parse_session
from schreiber.stats import (
    Record,
    combine,
    group_key,
    group_sessions,
    session_stats,
    sessions_stats,
    settle_session,
)

EVENING: dict[str, object] = {
    "format": "schreiber-session",
    "version": 1,
    "game": "crescendo",
    "title": "Tuesday",
    "date": "2026-11-17",
    "players": ["A", "B", "C"],
    "first_dealer": "A",
    "rules": {"preset": "standard", "options": {}},
    "deals": [
        {"soloist": "A", "bid": 19, "trump": "spades", "tricks_won": [7, 6, 4, 3]},
        {"type": "redeal"},
        {"soloist": "B", "bid": 15, "trump": "diamonds", "taken": 15},
        {"soloist": "C", "bid": 28, "trump": "clubs", "tricks_won": [1, 2, 3, 4, 5, 6, 7]},
        {"soloist": "A", "bid": 20, "trump": "hearts", "taken": 12},
        {"soloist": "B", "bid": 17, "trump": "notrump", "taken": 22},
        {"soloist": "A", "bid": 16, "trump": "spades", "taken": 10},
    ],
}

# A second evening of the same three, seated differently: B +16 (16 over 15).
SECOND: dict[str, object] = {
    **EVENING,
    "date": "2026-11-24",
    "players": ["C", "A", "B"],
    "first_dealer": "C",
    "deals": [{"soloist": "B", "bid": 15, "trump": "hearts", "taken": 16}],
}


def evening() -> SessionFile:
    return parse_session(EVENING)


def test_players() -> None:
    players = session_stats(evening()).players
    # A: 1 W +20, 3 defends L, 4 defends L, 5 L −20, 6 defends L, 7 L −16.
    a = players["A"]
    assert a.deals == Record(played=6, won=1, lost=5, drawn=0, points=-16)
    assert a.attacking == Record(played=3, won=1, lost=2, drawn=0, points=-16)
    assert a.defending == Record(played=3, won=0, lost=3, drawn=0, points=0)
    assert (a.redeals, a.sat_out, a.best, a.worst) == (1, 0, 20, -20)
    assert (a.longest_streak, a.current_streak) == (1, 0)
    assert a.solos == {
        "hearts": Record(1, 0, 1, 0, -20),
        "spades": Record(2, 1, 1, 0, 4),
    }
    # B: 1 L, 3 W +30, 4 L, 5 W (A missed), 6 W +22, 7 W (A missed).
    b = players["B"]
    assert b.deals == Record(played=6, won=4, lost=2, drawn=0, points=52)
    assert b.defending == Record(played=4, won=2, lost=2, drawn=0, points=0)
    assert (b.best, b.worst, b.longest_streak, b.current_streak) == (30, 0, 3, 3)
    assert b.solos == {"diamonds": Record(1, 1, 0, 0, 30), "notrump": Record(1, 1, 0, 0, 22)}
    # C: L L W(+56) W L W.
    c = players["C"]
    assert c.deals == Record(played=6, won=3, lost=3, drawn=0, points=56)
    assert (c.best, c.worst, c.longest_streak, c.current_streak) == (56, 0, 2, 1)
    assert c.average == 56 / 6


def test_the_table() -> None:
    table = session_stats(evening()).table
    assert (table.deals, table.redeals, table.attack_won, table.defence_won) == (6, 1, 4, 2)
    assert table.kinds == {"clubs": 1, "diamonds": 1, "hearts": 1, "spades": 2, "notrump": 1}
    assert table.solos["spades"] == Record(2, 1, 1, 0, 4)
    assert (table.values, table.highest_value) == (164, 56)  # 20+30+56+20+22+16
    # defenders: 1 BC L, 3 AC L, 4 AB L, 5 BC W, 6 AC L, 7 BC W
    pairs = {p.players: p.together for p in table.pairs}
    assert pairs == {
        ("A", "B"): Record(1, 0, 1, 0, 0),
        ("A", "C"): Record(2, 0, 2, 0, 0),
        ("B", "C"): Record(3, 2, 1, 0, 0),
    }


def test_settling_against_the_average() -> None:
    # Mean 92/3. At 0.10: A (−16 − 92/3) / 10 = −14/3 = −4.666…, B 32/15 =
    # 2.133…, C 38/15 = 2.533…; in cents −466.67, 213.33, 253.33 round down
    # to −467, 213, 253 (sum −1); the one cent goes to the largest remainder —
    # all are 1/3, so to the largest balance, C: −4.67, 2.13, 2.54.
    money = settle_session(evening(), Decimal("0.10"))
    assert money.against_average
    assert money.average == Fraction(92, 3)
    assert money.exact == {"A": Fraction(-14, 3), "B": Fraction(32, 15), "C": Fraction(38, 15)}
    assert money.balances == {"A": Decimal("-4.67"), "B": Decimal("2.13"), "C": Decimal("2.54")}
    assert [(t.payer, t.payee, t.amount) for t in money.transfers] == [
        ("A", "B", Decimal("2.13")),
        ("A", "C", Decimal("2.54")),
    ]
    assert money.to_json()["average"] == "92/3"


def test_one_group_across_evenings() -> None:
    first, second = evening(), parse_session(SECOND)
    assert group_key(first) == group_key(second) == ("crescendo", ("A", "B", "C"))
    assert list(group_sessions([first, second]).values()) == [[first, second]]
    both = sessions_stats([first, second])
    assert both == combine([session_stats(first), session_stats(second)])
    assert both.sessions == 2
    assert list(both.players) == ["A", "B", "C"]  # the first evening's order
    b = both.players["B"]
    # 4 won of 6, then 1 of 1; the streak of 3 at the end of the first evening
    # does not run on into the second: longest 3, current 1.
    assert b.deals == Record(played=7, won=5, lost=2, drawn=0, points=68)
    assert (b.best, b.worst) == (30, 0)
    assert (b.longest_streak, b.current_streak) == (3, 1)
    assert b.solos == {
        "diamonds": Record(1, 1, 0, 0, 30),
        "hearts": Record(1, 1, 0, 0, 16),
        "notrump": Record(1, 1, 0, 0, 22),
    }
    a = both.players["A"]
    assert (a.deals.lost, a.current_streak, a.redeals) == (6, 0, 1)
    table = both.table
    assert (table.deals, table.redeals, table.values, table.highest_value) == (7, 1, 180, 56)
    assert table.kinds["hearts"] == 2
    pairs = {p.players: p.together for p in table.pairs}
    assert pairs[("A", "C")] == Record(3, 0, 3, 0, 0)  # the defenders of deal 1 of evening 2
    json.dumps(both.to_json())


def test_only_one_game_and_one_group_combine() -> None:
    crescendo = session_stats(evening())
    other_group = json.loads(json.dumps(EVENING))
    other_group["players"] = ["A", "B", "X"]
    other_group["deals"] = []
    with pytest.raises(RecordError) as error:
        combine([crescendo, session_stats(parse_session(other_group))])
    assert error.value.field == "sessions[1].players"
    from tests.stats.test_schafkopf_stats import EVENING as SCHAFKOPF

    schafkopf = json.loads(json.dumps(SCHAFKOPF))
    schafkopf["players"] = ["A", "B", "C"]
    schafkopf["deals"] = []
    with pytest.raises(RecordError) as error:
        combine([crescendo, session_stats(parse_session(schafkopf))])
    assert error.value.field == "sessions[1].game"
    with pytest.raises(RecordError):
        combine([])
