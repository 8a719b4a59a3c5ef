"""Statistics of a five-player Doppelkopf evening with Bock rounds, computed by hand.

Players A B C D E, A deals first, standard rules (Bock rounds stack, one round
= 5 deals). With five at the table the dealer sits out. The evening, deal by
deal (value = Re's tally − Kontra's, × 2 per Bock level; a soloist writes 3×):

 #  dealer  type         Re     Kontra  said                 bonuses          winner  Bock
 1  A       normal       B C    D E     re                   fox re           Re       0
 2  B       redeal (other: B deals again)
 3  B       normal       A D    C E     re / kontra          -                Re       0
 4  C       solo_queen   D      A B E   -                    -                Kontra   1
 5  D       marriage     A B    C E     -                    -                Re       1
 6  E       silent_solo  C      A B D   re no90              doppelkopf re    Re       1
 7  A       normal       B E    C D     re no90 no60         charlie re,      Kontra   1
                                                             fox kontra
 8  B       normal       C E    A D     re no90 / kontra no90  -              draw     2
 9  C       poverty      D A    B E     -                    fox kontra       Re       1
10  D       marriage     E      A B C   - (no partner: solo) -                Re       2
11  E       solo_clubs   B      A C D   / kontra             -                Kontra   2
12  A       normal       B D    C E     re                   doppelkopf re,   Re       2
                                                             charlie_caught kontra

Values and entries:
 1: won 1 + re 2 + fox 1 = 4                    B +4  C +4  D −4  E −4
 3: won 1 + re 2 + kontra 2 = 5 (Kontra 90 is not below 90); Kontra said and
    lost: Bock round → the next 5 deals have level 1
                                                A +5  D +5  C −5  E −5
 4: Kontra won 1 → −1 × 2 = −2                  D −6  A +2  B +2  E +2
 5: won 1 + below 90 (Kontra 80) 1 = 2 × 2 = 4  A +4  B +4  C −4  E −4
 6: won, below 90, below 60, re 2, no90 1 = 6, doppelkopf +1 = 7 × 2 = 14
                                                C +42 A −14 B −14 D −14
 7: no60 fails (Kontra 100): Kontra wins: won, against the elders, re 2, no90
    1, no60 1, "no60 answered" (Kontra reached 90) 1 = 7; fox for Kontra and
    charlie for Re cancel → −7 × 2 = −14; Re said and lost: Bock round →
    the levels ahead were [1] and become [2, 1, 1, 1, 1]
                                                B −14 E −14 C +14 D +14
 8: both no90 fail (Kontra 90, Re 150): a draw; only "no90 answered" for Re
    (Re reached 120) = 1 × 4 = 4                C +4  E +4  A −4  D −4
 9: won 1, fox for Kontra −1: value 0 → Bock round (zero value); levels
    [1, 1, 1] become [2, 2, 2, 1, 1]            all 0 (Re D A still won)
10: won 1 × 4 = 4                               E +12 A −4  B −4  C −4
11: won, below 90 (Re 70), kontra 2 = 4 × 4 = 16
                                                B −48 A +16 C +16 D +16
12: won, below 90 (Kontra 60), re 2 = 4; doppelkopf and charlie caught cancel
    → 4 × 4 = 16                                B +16 D +16 C −16 E −16

Totals: A 5, B −54, C 51, D 23, E −25 (sum 0).
"""

from __future__ import annotations

import json
from decimal import Decimal
from fractions import Fraction

from schreiber.session.file import SessionFile, parse_session
from schreiber.stats import (
    Announced,
    Record,
    session_stats,
    settle_session,
    settles_against_average,
)

EVENING: dict[str, object] = {
    "format": "schreiber-session",
    "version": 1,
    "game": "doppelkopf",
    "title": "Friday with Bock",
    "date": "2026-11-20",
    "players": ["A", "B", "C", "D", "E"],
    "first_dealer": "A",
    "rules": {"preset": "standard", "options": {}},
    "deals": [
        {
            "type": "normal",
            "re": ["B", "C"],
            "re_points": 131,
            "announcements": {"re": ["re"]},
            "bonuses": [{"kind": "fox", "party": "re"}],
        },
        {"type": "redeal", "reason": "other"},
        {
            "type": "normal",
            "re": ["A", "D"],
            "re_points": 150,
            "announcements": {"re": ["re"], "kontra": ["kontra"]},
        },
        {"type": "solo_queen", "re": ["D"], "re_points": 95},
        {"type": "marriage", "re": ["A", "B"], "re_points": 160, "marriage_clarified_in": 1},
        {
            "type": "silent_solo",
            "re": ["C"],
            "re_points": 200,
            "announcements": {"re": ["re", "no90"]},
            "bonuses": [{"kind": "doppelkopf", "party": "re"}],
        },
        {
            "type": "normal",
            "re": ["B", "E"],
            "re_points": 140,
            "announcements": {"re": ["re", "no90", "no60"]},
            "bonuses": [{"kind": "charlie", "party": "re"}, {"kind": "fox", "party": "kontra"}],
        },
        {
            "type": "normal",
            "re": ["C", "E"],
            "re_points": 150,
            "announcements": {"re": ["re", "no90"], "kontra": ["kontra", "no90"]},
        },
        {
            "type": "poverty",
            "re": ["D", "A"],
            "re_points": 125,
            "bonuses": [{"kind": "fox", "party": "kontra"}],
        },
        {"type": "marriage", "re": ["E"], "re_points": 130},
        {
            "type": "solo_clubs",
            "re": ["B"],
            "re_points": 70,
            "announcements": {"kontra": ["kontra"]},
        },
        {
            "type": "normal",
            "re": ["B", "D"],
            "re_points": 180,
            "announcements": {"re": ["re"]},
            "bonuses": [
                {"kind": "doppelkopf", "party": "re"},
                {"kind": "charlie_caught", "party": "kontra"},
            ],
        },
    ],
}


def evening() -> SessionFile:
    return parse_session(EVENING)


def test_the_evening_replays_as_computed_by_hand() -> None:
    replay = evening().replay()
    scores = [deal.result.scores for deal in replay.deals]
    assert scores[5] == {"A": -14, "B": -14, "C": 42, "D": -14, "E": 0}
    assert scores[6] == {"A": 0, "B": -14, "C": 14, "D": 14, "E": -14}
    assert [deal.bock_level for deal in replay.deals] == [0, 0, 0, 1, 1, 1, 1, 2, 1, 2, 2, 2]
    assert replay.totals == {"A": 5, "B": -54, "C": 51, "D": 23, "E": -25}


def test_player_a() -> None:
    # A sits out deals 1, 7 and 12 and sits at the table for the redeal (2).
    # Played 3 (Re W +5), 4 (Kontra W +2), 5 (Re W +4), 6 (Kontra L −14),
    # 8 (Kontra draw −4), 9 (Re W 0), 10 (Kontra L −4), 11 (Kontra W +16).
    a = session_stats(evening()).players["A"]
    assert a.deals == Record(played=8, won=5, lost=2, drawn=1, points=5)
    assert a.total == 5
    assert a.average == 5 / 8
    assert (a.best, a.worst) == (16, -14)
    assert a.attacking == Record(played=3, won=3, lost=0, drawn=0, points=9)  # 5 + 4 + 0
    assert a.defending == Record(played=5, won=2, lost=2, drawn=1, points=-4)  # 2−14−4−4+16
    assert (a.redeals, a.sat_out) == (1, 3)
    # W W W (3–5), L (6), draw (8), W (9), L (10), W (11), out (12)
    assert (a.longest_streak, a.current_streak) == (3, 1)
    assert a.solos == {}
    # re in deal 3 (won); kontra in 8 (draw) and 11 (won); no90 in 8 (draw)
    assert a.announcements == {
        "re": Announced(1, 1),
        "kontra": Announced(2, 1),
        "no90": Announced(1, 0),
    }
    # deal 6: Re's doppelkopf against A; deal 9: Kontra's fox against A (Re)
    assert a.bonuses_caught == {}
    assert a.bonuses_given == {"fox": 1, "doppelkopf": 1}


def test_player_b_the_lost_club_solo() -> None:
    # B deals 2, 3 and 8 and sits out the scored deals 3 and 8 (and the redeal).
    # 1 Re W +4, 4 Kontra W +2, 5 Re W +4, 6 Kontra L −14, 7 Re L −14,
    # 9 Kontra L 0, 10 Kontra L −4, 11 soloist L −48, 12 Re W +16.
    b = session_stats(evening()).players["B"]
    assert b.deals == Record(played=9, won=4, lost=5, drawn=0, points=-54)
    assert (b.best, b.worst) == (16, -48)
    assert b.average == -6.0
    assert b.attacking == Record(played=5, won=3, lost=2, drawn=0, points=-38)
    assert b.defending == Record(played=4, won=1, lost=3, drawn=0, points=-16)
    assert (b.redeals, b.sat_out) == (0, 2)
    # W (1), out (3), W (4), W (5): sitting out does not break the streak
    assert (b.longest_streak, b.current_streak) == (3, 1)
    assert b.solos == {"solo_clubs": Record(played=1, won=0, lost=1, drawn=0, points=-48)}
    # re said in 1 (won), 7 (lost: no90 and no60 with it) and 12 (won)
    assert b.announcements == {
        "re": Announced(3, 2),
        "no90": Announced(1, 0),
        "no60": Announced(1, 0),
    }
    # caught: fox (1, Re), charlie (7, Re), fox (9, Kontra), doppelkopf (12, Re)
    assert b.bonuses_caught == {"fox": 2, "charlie": 1, "doppelkopf": 1}
    # given: doppelkopf (6), fox (7), charlie caught (12)
    assert b.bonuses_given == {"fox": 1, "charlie_caught": 1, "doppelkopf": 1}


def test_player_c_the_silent_solo() -> None:
    # C sits out 4 and 9. 1 Re W +4, 3 Kontra L −5, 5 Kontra L −4,
    # 6 soloist W +42, 7 Kontra W +14, 8 Re draw +4, 10 Kontra L −4,
    # 11 Kontra W +16, 12 Kontra L −16.
    c = session_stats(evening()).players["C"]
    assert c.deals == Record(played=9, won=4, lost=4, drawn=1, points=51)
    assert (c.best, c.worst) == (42, -16)
    assert c.attacking == Record(played=3, won=2, lost=0, drawn=1, points=50)
    assert c.defending == Record(played=6, won=2, lost=4, drawn=0, points=1)
    assert (c.redeals, c.sat_out) == (1, 2)
    # W L L W W draw L W L: a draw breaks the streak
    assert (c.longest_streak, c.current_streak) == (2, 0)
    assert c.solos == {"silent_solo": Record(played=1, won=1, lost=0, drawn=0, points=42)}
    assert c.solo_record == Record(played=1, won=1, lost=0, drawn=0, points=42)
    # re: 1 (won), 6 (won), 8 (draw); kontra: 3 (lost), 11 (won); no90: 6 (won), 8 (draw)
    assert c.announcements == {
        "re": Announced(3, 2),
        "kontra": Announced(2, 1),
        "no90": Announced(2, 1),
    }
    assert c.bonuses_caught == {"fox": 2, "charlie_caught": 1, "doppelkopf": 1}
    assert c.bonuses_given == {"charlie": 1, "doppelkopf": 1}


def test_player_d_and_e() -> None:
    stats = session_stats(evening())
    # D sits out 5 and 10. 1 Kontra L −4, 3 Re W +5, 4 soloist L −6,
    # 6 Kontra L −14, 7 Kontra W +14, 8 Kontra draw −4, 9 Re W 0,
    # 11 Kontra W +16, 12 Re W +16.
    d = stats.players["D"]
    assert d.deals == Record(played=9, won=5, lost=3, drawn=1, points=23)
    assert d.attacking == Record(played=4, won=3, lost=1, drawn=0, points=15)
    assert d.defending == Record(played=5, won=2, lost=2, drawn=1, points=8)
    assert (d.best, d.worst, d.longest_streak, d.current_streak) == (16, -14, 3, 3)
    assert d.solos == {"solo_queen": Record(played=1, won=0, lost=1, drawn=0, points=-6)}
    assert d.announcements == {
        "re": Announced(2, 2),
        "kontra": Announced(2, 1),
        "no90": Announced(1, 0),
    }
    assert d.bonuses_caught == {"fox": 1, "doppelkopf": 1}
    assert d.bonuses_given == {"fox": 2, "charlie": 1, "charlie_caught": 1, "doppelkopf": 1}
    # E sits out 6 and 11. 1 Kontra L −4, 3 Kontra L −5, 4 Kontra W +2,
    # 5 Kontra L −4, 7 Re L −14, 8 Re draw +4, 9 Kontra L 0,
    # 10 soloist (marriage without partner) W +12, 12 Kontra L −16.
    e = stats.players["E"]
    assert e.deals == Record(played=9, won=2, lost=6, drawn=1, points=-25)
    assert e.attacking == Record(played=3, won=1, lost=1, drawn=1, points=2)
    assert e.defending == Record(played=6, won=1, lost=5, drawn=0, points=-27)
    assert (e.best, e.worst, e.longest_streak, e.current_streak) == (12, -16, 1, 0)
    assert e.solos == {"marriage": Record(played=1, won=1, lost=0, drawn=0, points=12)}
    # nothing E's party said held: 3 kontra (lost), 7 re no90 no60 (lost), 8 re no90 (draw)
    assert e.announcements == {
        "re": Announced(2, 0),
        "kontra": Announced(1, 0),
        "no90": Announced(2, 0),
        "no60": Announced(1, 0),
    }
    assert e.bonuses_caught == {"fox": 1, "charlie": 1, "charlie_caught": 1}
    assert e.bonuses_given == {"fox": 2, "doppelkopf": 1}


def test_the_table() -> None:
    table = session_stats(evening()).table
    assert (table.deals, table.redeals) == (11, 1)
    # Re won 1 3 5 6 9 10 12, Kontra won 4 7 11, 8 was drawn
    assert (table.attack_won, table.defence_won, table.drawn) == (7, 3, 1)
    assert table.kinds == {
        "normal": 5,
        "silent_solo": 1,
        "marriage": 2,
        "poverty": 1,
        "solo_queen": 1,
        "solo_clubs": 1,
    }
    assert table.solos == {
        "silent_solo": Record(1, 1, 0, 0, 42),
        "marriage": Record(1, 1, 0, 0, 12),
        "solo_queen": Record(1, 0, 1, 0, -6),
        "solo_clubs": Record(1, 0, 1, 0, -48),
    }
    # re: 1 3 6 7 8 12 (held in 1 3 6 12); kontra: 3 8 11 (held in 11);
    # no90: 6 (held), 7, 8 by Re and 8 by Kontra; no60: 7
    assert table.announcements == {
        "re": Announced(6, 4),
        "kontra": Announced(3, 1),
        "no90": Announced(4, 1),
        "no60": Announced(1, 0),
    }
    assert table.bonuses == {"fox": 3, "charlie": 1, "charlie_caught": 1, "doppelkopf": 2}
    assert (table.bock_deals, table.max_bock_level) == (9, 2)  # deals 4 to 12
    assert table.bock_triggers == {"kontra_lost": 1, "re_lost": 1, "zero_value": 1}
    assert table.compulsory_solos == 0
    # |values|: 4 5 2 4 14 14 4 0 4 16 16
    assert table.values == 83
    assert table.average_value == 83 / 11
    assert table.highest_value == 16


def test_partners() -> None:
    # Sides per deal (W won, L lost, D draw):
    #  1 BC W / DE L   3 AD W / CE L   4 D / ABE W    5 AB W / CE L
    #  6 C / ABD L     7 BE L / CD W   8 CE D / AD D  9 DA W / BE L
    # 10 E / ABC L    11 B / ACD W    12 BD W / CE L
    pairs = {p.players: p.together for p in session_stats(evening()).table.pairs}
    assert pairs == {
        ("A", "B"): Record(4, 2, 2, 0, -24),  # 4 W, 5 W, 6 L, 10 L
        ("A", "C"): Record(2, 1, 1, 0, 24),  # 10 L, 11 W
        ("A", "D"): Record(5, 3, 1, 1, 6),  # 3 W, 6 L, 8 D, 9 W, 11 W
        ("A", "E"): Record(1, 1, 0, 0, 4),  # 4 W
        ("B", "C"): Record(2, 1, 1, 0, 0),  # 1 W, 10 L
        ("B", "D"): Record(2, 1, 1, 0, 4),  # 6 L, 12 W
        ("B", "E"): Record(3, 1, 2, 0, -24),  # 4 W, 7 L, 9 L
        ("C", "D"): Record(2, 2, 0, 0, 60),  # 7 W, 11 W
        ("C", "E"): Record(4, 0, 3, 1, -42),  # 3 L, 5 L, 8 D, 12 L
        ("D", "E"): Record(1, 0, 1, 0, -8),  # 1 L
    }
    best = session_stats(evening()).table.best_partners
    assert [pair.players for pair in best] == [("A", "D")]


def test_settling_the_evening() -> None:
    # Zero-sum: points × 0.05. A 0.25, B −2.70, C 2.55, D 1.15, E −1.25 (cents
    # 25 −270 255 115 −125: no part of them adds up to zero, so 5 − 1 = 4
    # transfers). B pays C 2.55 (largest debt to largest claim), E pays D
    # 1.15, then B pays A the 0.15 left and E pays A 0.10.
    session = evening()
    assert not settles_against_average(session.game, session.rules)
    money = settle_session(session, Decimal("0.05"))
    assert money.balances == {
        "A": Decimal("0.25"),
        "B": Decimal("-2.70"),
        "C": Decimal("2.55"),
        "D": Decimal("1.15"),
        "E": Decimal("-1.25"),
    }
    assert [(t.payer, t.payee, t.amount) for t in money.transfers] == [
        ("B", "A", Decimal("0.15")),
        ("B", "C", Decimal("2.55")),
        ("E", "A", Decimal("0.10")),
        ("E", "D", Decimal("1.15")),
    ]


def test_plus_only_settles_against_the_average() -> None:
    # The same deals written plus_only: only the positive entries stand.
    # A 5+2+4+16 = 27 (deal 9 writes 0), B 4+2+4+16 = 26, C 4+42+14+4+16 = 80,
    # D 5+14+16+16 = 51, E 2+4+12 = 18; sum 202, mean 40.4.
    data = json.loads(json.dumps(EVENING))
    data["rules"] = {"preset": "standard", "options": {"plus_only": True}}
    session = parse_session(data)
    assert settles_against_average(session.game, session.rules)
    stats = session_stats(session)
    assert {name: p.total for name, p in stats.players.items()} == {
        "A": 27,
        "B": 26,
        "C": 80,
        "D": 51,
        "E": 18,
    }
    # Won and lost still follow the winner, not the written points.
    assert stats.players["A"].deals == Record(played=8, won=5, lost=2, drawn=1, points=27)
    # (27 − 40.4) × 0.10 = −1.34, B −1.44, C 3.96, D 1.06, E −2.24: exact cents.
    money = settle_session(session, Decimal("0.10"))
    assert money.against_average
    assert money.average == Fraction(202, 5)
    assert money.balances == {
        "A": Decimal("-1.34"),
        "B": Decimal("-1.44"),
        "C": Decimal("3.96"),
        "D": Decimal("1.06"),
        "E": Decimal("-2.24"),
    }
    assert sum(money.balances.values()) == 0


def test_to_json_is_plain_json() -> None:
    data = session_stats(evening()).to_json()
    assert json.loads(json.dumps(data)) == data
    assert data["players"]["E"]["solos"] == {  # type: ignore[index]
        "marriage": {"played": 1, "won": 1, "lost": 0, "drawn": 0, "points": 12}
    }
    assert data["table"]["best_partners"] == [["A", "D"]]  # type: ignore[index]


def test_an_evening_without_deals() -> None:
    data = json.loads(json.dumps(EVENING))
    data["deals"] = []
    stats = session_stats(parse_session(data))
    a = stats.players["A"]
    assert a.deals == Record()
    assert (a.average, a.best, a.worst, a.longest_streak) == (None, None, None, 0)
    assert stats.table.average_value is None
    assert stats.table.highest_value is None
    assert stats.table.best_partners == ()
