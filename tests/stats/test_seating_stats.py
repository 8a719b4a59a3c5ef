"""Statistics of evenings with a change of seating (rules doppelkopf.md §2a): a
seating record is no deal; everyone who sat is a player; deals played count only
the deals a player sat at the table for.

The Doppelkopf evening (tests/io/sessions.py ``SEATING``):

 #  record                                      at the table      sits out
 1  normal, Re Anna + Ben (won)                 Anna Ben Chie Daiki   -
 2  seating Anna Ben Chie Daiki Emi, Chie deals -
 3  normal, Re Anna + Emi (lost)                Anna Ben Daiki Emi    Chie (deals)
 4  queen solo Ben (won)                        Anna Ben Chie Emi     Daiki (deals)
 5  seating Anna Ben Chie Emi, Ben deals        -   (Daiki leaves with 1)
 6  normal, Re Chie + Emi (won)                 Anna Ben Chie Emi     -
"""

from __future__ import annotations

from decimal import Decimal

from schreiber.stats import combine, group_key, session_stats, settle_session
from schreiber.stats.statistics import everyone
from tests.io.sessions import seating_session


def test_players_are_everyone_who_sat_in_the_order_they_first_sat() -> None:
    session = seating_session()
    stats = session_stats(session)
    assert everyone(session) == ("Anna", "Ben", "Chie", "Daiki", "Emi")
    assert tuple(stats.players) == tuple(session.replay().totals)


def test_deals_played_only_while_at_the_table() -> None:
    stats = session_stats(seating_session())
    played = {name: p.deals.played for name, p in stats.players.items()}
    assert played == {"Anna": 4, "Ben": 4, "Chie": 3, "Daiki": 2, "Emi": 3}
    sat_out = {name: p.sat_out for name, p in stats.players.items()}
    assert sat_out == {"Anna": 0, "Ben": 0, "Chie": 1, "Daiki": 1, "Emi": 0}
    won = {name: p.deals.won for name, p in stats.players.items()}
    assert won == {"Anna": 1, "Ben": 3, "Chie": 1, "Daiki": 1, "Emi": 1}
    totals = {name: p.total for name, p in stats.players.items()}
    assert totals == seating_session().replay().totals
    assert totals == {"Anna": -3, "Ben": 5, "Chie": -1, "Daiki": 1, "Emi": -2}


def test_seating_rows_are_no_deals_for_the_table() -> None:
    table = session_stats(seating_session()).table
    assert table.deals == 4 and table.redeals == 0
    assert table.kinds == {"normal": 3, "solo_queen": 1}
    assert table.attack_won == 3 and table.defence_won == 1
    pairs = {pair.players: pair.together.played for pair in table.pairs}
    assert len(pairs) == 10  # every two of the five who sat
    assert pairs[("Ben", "Daiki")] == 1  # deal 3, both Kontra
    assert pairs[("Daiki", "Emi")] == 0  # at the table together only in deal 3, apart
    assert pairs[("Chie", "Emi")] == 2  # deals 4 (Kontra) and 6 (Re)
    assert pairs[("Anna", "Daiki")] == 0


def test_the_other_games_skip_seating_rows_too() -> None:
    schafkopf = session_stats(seating_session("schafkopf_pfalz"))
    assert schafkopf.table.deals == 3
    assert {n: p.deals.played for n, p in schafkopf.players.items()} == {
        "A": 1,
        "B": 2,
        "C": 2,
        "D": 2,
        "E": 2,
    }
    crescendo = session_stats(seating_session("crescendo"))
    assert crescendo.table.deals == 3
    assert {n: p.deals.played for n, p in crescendo.players.items()} == {
        "A": 2,
        "B": 3,
        "C": 1,
        "D": 2,
        "E": 1,
    }


def test_a_group_is_everyone_who_sat_and_combines() -> None:
    session = seating_session()
    assert group_key(session) == ("doppelkopf", ("Anna", "Ben", "Chie", "Daiki", "Emi"))
    both = combine([session_stats(session), session_stats(session)])
    assert both.players["Daiki"].deals.played == 4
    assert both.players["Emi"].total == -4


def test_everyone_who_sat_settles_up() -> None:
    settlement = settle_session(seating_session(), Decimal("0.10"))
    assert tuple(settlement.balances) == ("Anna", "Ben", "Chie", "Daiki", "Emi")
    assert settlement.balances["Daiki"] == Decimal("0.10")
    assert sum(settlement.balances.values()) == 0


def test_deals_played_leave_out_redeals_and_seatings() -> None:
    """The rules count scored deals (§2a: the end of a session counts scored
    deals; §8: a redeal neither triggers nor uses up Bock): so do the statistics."""
    from schreiber.session.file import parse_session
    from schreiber.stats import DealCount, deal_count
    from tests.io.sessions import SEATING, session

    records = list(SEATING["deals"])  # type: ignore[call-overload]
    records.insert(4, {"type": "redeal"})  # after the queen solo, before Daiki leaves
    evening = parse_session(dict(SEATING) | {"deals": records})
    assert len(evening.deals) == 7
    count = deal_count(evening)
    assert (count.played, count.redeals) == (4, 1)
    table = session_stats(evening).table
    assert (table.deals, table.redeals) == (count.played, count.redeals)
    assert deal_count(seating_session()) == DealCount(4, 0)
    for game in ("doppelkopf", "schafkopf_pfalz", "crescendo"):  # the Crescendo one has a redeal
        other = session(game)
        stats = session_stats(other).table
        assert deal_count(other) == DealCount(stats.deals, stats.redeals)
    assert deal_count(session("crescendo")).redeals == 1
