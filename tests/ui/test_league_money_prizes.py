"""The league window's money editor: prizes at club nights (issue 26, item 6): typed and
kept, split exactly between two winners of a night, and the night's winner picked
by the season's ranking (by table points another than by points)."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from schreiber.club.money import SeasonMoney
from schreiber.session.file import parse_session
from schreiber.session.service import create_session, session_from_data
from schreiber.store.core import StoreCore
from schreiber.ui.club.league_window import LeagueWindow
from tests.io.test_season_nights import fill
from tests.ui.test_league_window import (
    focus,
    open_league,
    open_main,
    retype,
    rows,
    setting,
    shown_rows,
)


def test_prizes_are_typed_kept_and_shown_per_player(
    qtbot: QtBot, store: StoreCore, tmp_path: Path, qtmodeltester: ModelTester
) -> None:
    season_id, _, _ = fill(store)  # an evening, a club night of 13, another evening
    window = open_main(qtbot, store, tmp_path)
    league = open_league(qtbot, window, season_id)
    league.tabs.setCurrentWidget(league.money_page)
    editor = league.money_editor
    assert not editor.winner_prize_edit.isVisible()  # no pot, no prizes
    focus(qtbot, editor.pot_combo)
    qtbot.keyClick(editor.pot_combo, Qt.Key.Key_End)  # a fee per evening (a night's entry fee)
    retype(qtbot, editor.fee_edit, "2")
    assert editor.winner_prize_edit.isVisible()
    retype(qtbot, editor.winner_prize_edit, "5,00")
    retype(qtbot, editor.best_deal_prize_edit, "2.50")
    money = setting(store, season_id, "money")
    assert money["prizes"] == {"winner": "5.00", "best_deal": "2.50"}
    model = league.money_model
    assert model.columnCount() == 6
    table = rows(model)
    players = [[Decimal(str(value)) for value in row[3:]] for row in table[:-1]]
    pot = Decimal(str(table[-1][3]))
    assert model.money is not None
    assert sum(model.money.prizes.values()) == Fraction(15, 2)  # one night, exactly
    assert abs(sum(row[2] for row in players) - Decimal("7.50")) < Decimal("0.05")
    assert sum(row[1] for row in players) == Decimal("42.00")  # 2 × (4 + 13 + 4)
    assert pot == Decimal("34.50")  # the pot keeps what the prizes left
    assert sum(row[0] for row in players) + pot == 0
    qtmodeltester.check(model)
    # A bad prize is named in the player's words, and not kept.
    retype(qtbot, editor.winner_prize_edit, "999999")
    assert editor.error_label.text().startswith("Money · Prizes · Winner:")
    assert setting(store, season_id, "money")["prizes"]["winner"] == "99999"


# A night of eight, its tables written out deal by deal -----------------------------------

EIGHT = ["Anna", "Ben", "Chie", "Daiki", "Emi", "Franz", "Greta", "Hiro"]
NIGHT_DATE = "2026-11-20"


def won(re: list[str], points: int = 150) -> dict[str, object]:
    """A normal deal the Re party wins (150: won, 1 each; 181: no 60, 3 each)."""
    return {"type": "normal", "re": re, "re_points": points}


def night_of_eight(
    store: StoreCore, tables: list[tuple[list[str], list[dict[str, object]]]]
) -> int:
    """A club night of :data:`EIGHT`: two rounds of two tables, ``tables`` in the
    order round 1 table 1, round 1 table 2, round 2 table 1, round 2 table 2;
    its season."""
    night_id = store.nights.create_night(NIGHT_DATE, "Prize night", EIGHT, seed=5)
    for index, (players, deals) in enumerate(tables):
        round_no, table_no = divmod(index, 2)
        value = {
            "format": "schreiber-session",
            "version": 1,
            "game": "doppelkopf",
            "title": f"Round {round_no + 1} · Table {table_no + 1}",
            "date": NIGHT_DATE,
            "players": players,
            "first_dealer": players[0],
            "rules": {"preset": "standard", "options": {}},
            "deals": deals,
        }
        create_session(
            store,
            parse_session(value),
            night_id=night_id,
            round_no=round_no + 1,
            table_no=table_no + 1,
        )
    season_id = store.nights.night(night_id).season_id
    assert season_id is not None
    return season_id


def night_totals(store: StoreCore, season_id: int) -> dict[str, int]:
    """Each player's points at the night, from the tables as stored."""
    totals: dict[str, int] = {}
    for row in store.seasons.evening_rows(season_id=season_id):
        data = store.sessions.load_session(row.session_id)
        for name, total in dict(session_from_data(data).replay().totals).items():
            totals[name] = totals.get(name, 0) + total
    return totals


def prizes_typed(qtbot: QtBot, league: LeagueWindow, winner: str) -> None:
    """A fee per evening (the night's entry fee) of 2 and a prize for the winner,
    typed into the money editor; no prize for the best deal."""
    league.tabs.setCurrentWidget(league.money_page)
    editor = league.money_editor
    focus(qtbot, editor.pot_combo)
    qtbot.keyClick(editor.pot_combo, Qt.Key.Key_End)
    retype(qtbot, editor.fee_edit, "2")
    retype(qtbot, editor.winner_prize_edit, winner)


def won_prizes(money: SeasonMoney | None) -> dict[str, Fraction]:
    """Who won a prize, and how much (players without one left out)."""
    assert money is not None
    return {name: prize for name, prize in money.prizes.items() if prize}


def shown_prizes(league: LeagueWindow) -> dict[str, str]:
    """Player → the prizes column as the window shows it."""
    return {row[0]: row[5] for row in shown_rows(league.money_model)[:-1]}


def test_two_winners_of_a_night_split_its_prize_exactly(
    qtbot: QtBot, store: StoreCore, tmp_path: Path
) -> None:
    season_id = night_of_eight(
        store,
        [
            (["Anna", "Ben", "Chie", "Daiki"], [won(["Anna", "Ben"])]),
            (["Emi", "Franz", "Greta", "Hiro"], [won(["Emi", "Franz"])]),
            (["Anna", "Emi", "Ben", "Franz"], [won(["Anna", "Emi"])]),
            (["Chie", "Greta", "Daiki", "Hiro"], [won(["Chie", "Greta"])]),
        ],
    )
    totals = night_totals(store, season_id)
    assert totals["Anna"] == totals["Emi"] == max(totals.values()) == 2  # tied first
    assert sorted(totals.values(), reverse=True)[2] < 2
    window = open_main(qtbot, store, tmp_path)
    league = open_league(qtbot, window, season_id)
    prizes_typed(qtbot, league, "5.01")
    assert setting(store, season_id, "money")["prizes"] == {"winner": "5.01"}
    money = league.money_model.money
    assert money is not None
    # Half of 5.01 each, exactly: nothing lost to rounding, nobody else paid.
    assert won_prizes(money) == {"Anna": Fraction(501, 200), "Emi": Fraction(501, 200)}
    assert sum(money.prizes.values()) == Fraction(501, 100)
    assert money.pot_exact == 8 * 2 - Fraction(501, 100)  # the entry fees less the prize
    assert sum(money.exact.values(), Fraction(0)) + money.pot_exact == 0
    assert sum(money.balances.values(), Decimal(0)) + money.pot == 0
    shown = shown_prizes(league)
    assert shown["Anna"] == shown["Emi"] != shown["Ben"]
    raw = {str(row[0]): Decimal(str(row[5])) for row in rows(league.money_model)[:-1]}
    assert raw["Anna"] == raw["Emi"] and abs(raw["Anna"] - Decimal("2.505")) <= Decimal("0.005")
    assert {shown[name] for name in EIGHT if name not in ("Anna", "Emi")} == {shown["Ben"]}
    # Ranked by table points the two share the first place too: the same split.
    focus(qtbot, league.ranking_editor.method_combo)
    qtbot.keyClick(league.ranking_editor.method_combo, Qt.Key.Key_End)
    assert setting(store, season_id, "ranking")["method"] == "table_points"
    qtbot.waitUntil(lambda: league.money_model.money is not money)
    assert won_prizes(league.money_model.money) == won_prizes(money)


def test_the_seasons_ranking_picks_the_nights_winner(
    qtbot: QtBot, store: StoreCore, tmp_path: Path
) -> None:
    """Anna scores most at the night, Emi wins both her tables: by points the prize
    is Anna's, by table points Emi's."""
    season_id = night_of_eight(
        store,
        [
            (
                ["Anna", "Ben", "Chie", "Daiki"],
                [won(["Anna", name], 181) for name in ("Ben", "Chie", "Daiki")],
            ),
            (
                ["Emi", "Franz", "Greta", "Hiro"],
                [won(["Emi", name]) for name in ("Franz", "Greta", "Hiro")],
            ),
            (["Anna", "Emi", "Ben", "Franz"], [won(["Emi", "Ben"]), won(["Emi", "Franz"])]),
            (["Chie", "Greta", "Daiki", "Hiro"], [won(["Chie", "Greta"])]),
        ],
    )
    totals = night_totals(store, season_id)
    assert max(totals, key=lambda name: totals[name]) == "Anna"
    assert (
        totals["Anna"]
        > totals["Emi"]
        > max(total for name, total in totals.items() if name not in ("Anna", "Emi"))
    )
    window = open_main(qtbot, store, tmp_path)
    league = open_league(qtbot, window, season_id)
    assert league.ranking_editor.method_combo.currentData() == "total"
    prizes_typed(qtbot, league, "6")
    money = league.money_model.money
    assert money is not None
    assert won_prizes(money) == {"Anna": Fraction(6)}  # the most points
    assert shown_prizes(league)["Anna"] != shown_prizes(league)["Emi"]
    # By table points (3, 1, −1, −3 at a table of four): Emi first at both her
    # tables (6), Anna first and last at hers (0); the prize is Emi's.
    focus(qtbot, league.ranking_editor.method_combo)
    qtbot.keyClick(league.ranking_editor.method_combo, Qt.Key.Key_End)
    ranking = setting(store, season_id, "ranking")
    assert ranking["method"] == "table_points" and ranking["table_points"]["4"] == [3, 1, -1, -3]
    qtbot.waitUntil(lambda: league.money_model.money is not money)
    changed = league.money_model.money
    assert changed is not None
    assert won_prizes(changed) == {"Emi": Fraction(6)}
    assert changed.exact["Emi"] - money.exact["Emi"] == 6
    assert money.exact["Anna"] - changed.exact["Anna"] == 6
    assert sum(changed.balances.values(), Decimal(0)) + changed.pot == 0
    shown = shown_prizes(league)
    assert shown["Emi"] != shown["Anna"] == shown["Ben"]
    # And back to the points: Anna's again.
    qtbot.keyClick(league.ranking_editor.method_combo, Qt.Key.Key_Home)
    assert setting(store, season_id, "ranking")["method"] == "total"
    qtbot.waitUntil(lambda: won_prizes(league.money_model.money) == {"Anna": Fraction(6)})
