"""Statistics of a Pfälzer Schafkopf evening (Asserufen, five players), by hand.

Players A B C D E, A deals first; four at the table, the dealer sits out, the
deal passes after every deal (a redeal too). G = game 1 + hearts 1 + Schneider
1 + Schwarz 1 + tops (3 or more) + solo 1, ×2 for a solo du and per double;
an ace call writes ±G each, a solo ±3G / ∓G.

 #  dealer  contract        soloist (partner)  points  winner     G   entries
 1  A       ace_call        B (D)              75      soloist    2   B +2 D +2 C −2 E −2
            (game 1, hearts 1)
 2  B       solo clubs      C                  95      soloist    6   C +18, A D E −6
            (game, Schneider, tops 3, solo)
 3  C       redeal (C out; A B D E at the table)
 4  D       solo_du hearts  E                  7 of 8  defenders  6   E −18, A B C +6
            tricks (game, hearts, solo = 3, ×2 solo du)
 5  E       ace_call        A (C)              50      defenders  4   A C −4, B D +4
            doubled (game, hearts = 2, ×2 Kontra)
 6  A       solo spades     D                  61      soloist    2   D +6, B C E −2
 7  B       ace_call        E (A)              120     soloist    8   E A +8, C D −8
            (game, hearts, Schneider, Schwarz, tops 4)

Totals: A 4, B 10, C 8, D −2, E −20.
"""

from __future__ import annotations

from decimal import Decimal

from schreiber.session.file import SessionFile, parse_session
from schreiber.stats import Record, session_stats, settle_session

EVENING: dict[str, object] = {
    "format": "schreiber-session",
    "version": 1,
    "game": "schafkopf_pfalz",
    "title": "Stammtisch",
    "date": "2026-11-18",
    "players": ["A", "B", "C", "D", "E"],
    "first_dealer": "A",
    "rules": {"preset": "standard", "options": {}},
    "deals": [
        {"contract": "ace_call", "soloist": "B", "partner": "D", "soloist_points": 75},
        {
            "contract": "solo",
            "trump": "clubs",
            "soloist": "C",
            "soloist_points": 95,
            "tops": 3,
        },
        {"contract": "redeal"},
        {
            "contract": "solo_du",
            "trump": "hearts",
            "soloist": "E",
            "soloist_points": 100,
            "soloist_tricks": 7,
        },
        {
            "contract": "ace_call",
            "soloist": "A",
            "partner": "C",
            "soloist_points": 50,
            "doubles": 1,
        },
        {"contract": "solo", "trump": "spades", "soloist": "D", "soloist_points": 61},
        {
            "contract": "ace_call",
            "soloist": "E",
            "partner": "A",
            "soloist_points": 120,
            "tops": 4,
        },
    ],
}


def evening() -> SessionFile:
    return parse_session(EVENING)


def test_the_evening_replays_as_computed_by_hand() -> None:
    replay = evening().replay()
    assert [deal.result.value for deal in replay.deals] == [2, 6, 0, 6, 4, 2, 8]
    assert replay.totals == {"A": 4, "B": 10, "C": 8, "D": -2, "E": -20}


def test_players() -> None:
    players = session_stats(evening()).players
    # A: out 1 and 6; 2 defends L −6, 3 redeal, 4 defends W +6, 5 soloist L −4,
    # 7 partner W +8.
    a = players["A"]
    assert a.deals == Record(played=4, won=2, lost=2, drawn=0, points=4)
    assert a.attacking == Record(played=2, won=1, lost=1, drawn=0, points=4)
    assert a.defending == Record(played=2, won=1, lost=1, drawn=0, points=0)
    assert (a.redeals, a.sat_out, a.best, a.worst) == (1, 2, 8, -6)
    assert (a.longest_streak, a.current_streak) == (1, 1)
    assert a.solos == {}
    # B: out 2 and 7; 1 soloist W +2, 3 redeal, 4 W +6, 5 W +4, 6 L −2.
    b = players["B"]
    assert b.deals == Record(played=4, won=3, lost=1, drawn=0, points=10)
    assert b.attacking == Record(played=1, won=1, lost=0, drawn=0, points=2)
    assert b.defending == Record(played=3, won=2, lost=1, drawn=0, points=8)
    assert (b.redeals, b.sat_out, b.longest_streak, b.current_streak) == (1, 2, 3, 0)
    # C: deals the redeal (out, but it is no deal played); every scored deal
    # at the table: 1 L −2, 2 soloist W +18, 4 W +6, 5 partner L −4, 6 L −2, 7 L −8.
    c = players["C"]
    assert c.deals == Record(played=6, won=2, lost=4, drawn=0, points=8)
    assert c.attacking == Record(played=2, won=1, lost=1, drawn=0, points=14)
    assert c.defending == Record(played=4, won=1, lost=3, drawn=0, points=-6)
    assert (c.redeals, c.sat_out, c.best, c.worst) == (0, 0, 18, -8)
    assert (c.longest_streak, c.current_streak) == (2, 0)
    assert c.solos == {"solo.clubs": Record(1, 1, 0, 0, 18)}
    # D: out 4; 1 partner W +2, 2 L −6, 5 W +4, 6 soloist W +6, 7 L −8.
    d = players["D"]
    assert d.deals == Record(played=5, won=3, lost=2, drawn=0, points=-2)
    assert d.attacking == Record(played=2, won=2, lost=0, drawn=0, points=8)
    assert d.defending == Record(played=3, won=1, lost=2, drawn=0, points=-10)
    assert (d.longest_streak, d.current_streak) == (2, 0)
    assert d.solos == {"solo.spades": Record(1, 1, 0, 0, 6)}
    # E: out 5; 1 L −2, 2 L −6, 4 soloist L −18, 6 L −2, 7 soloist W +8.
    e = players["E"]
    assert e.deals == Record(played=5, won=1, lost=4, drawn=0, points=-20)
    assert e.attacking == Record(played=2, won=1, lost=1, drawn=0, points=-10)
    assert e.defending == Record(played=3, won=0, lost=3, drawn=0, points=-10)
    assert (e.best, e.worst, e.longest_streak, e.current_streak) == (8, -18, 1, 1)
    assert e.solos == {"solo_du.hearts": Record(1, 0, 1, 0, -18)}
    assert e.announcements == {} and e.bonuses_caught == {} and e.bonuses_given == {}


def test_the_table() -> None:
    table = session_stats(evening()).table
    assert (table.deals, table.redeals) == (6, 1)
    assert (table.attack_won, table.defence_won, table.drawn) == (4, 2, 0)
    assert table.kinds == {"solo": 2, "solo_du": 1, "ace_call": 3}
    assert table.solos == {
        "solo.clubs": Record(1, 1, 0, 0, 18),
        "solo.spades": Record(1, 1, 0, 0, 6),
        "solo_du.hearts": Record(1, 0, 1, 0, -18),
    }
    assert (table.values, table.highest_value) == (28, 8)  # 2 + 6 + 6 + 4 + 2 + 8
    assert (table.bock_deals, table.announcements, table.bonuses) == (0, {}, {})


def test_partners() -> None:
    # Sides: 1 BD W / CE L, 2 C / ADE L, 4 E / ABC W, 5 AC L / BD W,
    # 6 D / BCE L, 7 EA W / CD L.
    stats = session_stats(evening())
    pairs = {p.players: p.together for p in stats.table.pairs}
    assert pairs[("A", "B")] == Record(1, 1, 0, 0, 12)  # 4
    assert pairs[("A", "C")] == Record(2, 1, 1, 0, 4)  # 4 (+12), 5 (−8)
    assert pairs[("A", "E")] == Record(2, 1, 1, 0, 4)  # 2 (−12), 7 (+16)
    assert pairs[("B", "D")] == Record(2, 2, 0, 0, 12)  # 1 (+4), 5 (+8)
    assert pairs[("C", "E")] == Record(2, 0, 2, 0, -8)  # 1, 6
    assert [p.players for p in stats.table.best_partners] == [("B", "D")]


def test_settling_the_evening() -> None:
    # 0.10 a point: A 0.40, B 1.00, C 0.80, D −0.20, E −2.00; no part adds up to
    # zero, so 4 transfers: E pays B 1.00 and C 0.80; then D and E both owe
    # 0.20 and D (earlier) pays A first, then E pays A.
    money = settle_session(evening(), Decimal("0.10"), currency="EUR")
    assert not money.against_average
    assert money.currency == "EUR"
    assert [(t.payer, t.payee, str(t.amount)) for t in money.transfers] == [
        ("D", "A", "0.20"),
        ("E", "A", "0.20"),
        ("E", "B", "1.00"),
        ("E", "C", "0.80"),
    ]
    assert {name: money.paid(name) for name in "ABCDE"} == {
        "A": Decimal("-0.40"),
        "B": Decimal("-1.00"),
        "C": Decimal("-0.80"),
        "D": Decimal("0.20"),
        "E": Decimal("2.00"),
    }
