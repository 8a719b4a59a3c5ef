"""A club night's prizes from a real store (issue 26, item 6): the league window's
money (from the sessions' summaries) and the season file's agree, and the season
workbook's Money sheet shows each player's fees and prizes."""

from __future__ import annotations

import io
from collections.abc import Iterator
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import openpyxl
import pytest

from schreiber.club.league import parse_ranking
from schreiber.club.league_data import AgainstCache, read_league, season_file, season_money_of
from schreiber.club.money import MoneyRules, season_money
from schreiber.io.season_workbook import export_season_workbook, season_labels
from schreiber.store.core import StoreCore
from schreiber.store.locate import open_store
from tests.io.test_season_nights import fill

RULES = MoneyRules(
    rate=Decimal("0.05"),
    pot="fee",
    fee=Decimal("2"),
    prize_winner=Decimal("5"),
    prize_best_deal=Decimal("2.50"),
)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[StoreCore]:
    opened = open_store(f"sqlite://{tmp_path / 'club.sqlite3'}")
    try:
        yield opened
    finally:
        opened.close()


def test_the_window_and_the_season_file_pay_the_same_prizes(store: StoreCore) -> None:
    season_id, _, _ = fill(store)
    ranking = parse_ranking({"method": "total"})
    data = read_league(store, season_id, ranking)
    money = season_money_of(store, data.items, RULES, AgainstCache())
    assert sum(money.prizes.values()) == Fraction(15, 2)  # one night
    assert money.pot_exact == 2 * (4 + 13 + 4) - Fraction(15, 2)
    assert sum(money.balances.values()) + money.pot == 0
    as_file = season_file(store, store.seasons.season(season_id), ranking, RULES)
    again = season_money(RULES, list(as_file.evenings), ranking=ranking)
    assert again.prizes == money.prizes
    assert (again.balances, again.pot) == (money.balances, money.pot)


def test_the_money_sheet_shows_fees_and_prizes(store: StoreCore) -> None:
    season_id, _, _ = fill(store)
    ranking = parse_ranking({"method": "total"})
    season = season_file(store, store.seasons.season(season_id), ranking, RULES)
    money = season_money(RULES, list(season.evenings), ranking=ranking)
    stream = io.BytesIO()
    export_season_workbook(season, stream, "en", "a4")
    book = openpyxl.load_workbook(io.BytesIO(stream.getvalue()))
    words = season_labels("en")
    found = [tuple(r) for r in book[words["season.sheet.money"]].iter_rows(values_only=True)]
    start = next(i for i, r in enumerate(found) if r[0] == words["summary.player"])
    header = found[start]
    fee_column = header.index(words["season.to_pot"].format(currency="€"))
    prize_column = header.index(words["season.prizes"].format(currency="€"))
    fees: dict[str, float] = {}
    prizes: dict[str, float] = {}
    for row in found[start + 1 :]:
        if row[0] in (words["season.pot"], None):
            break
        fees[str(row[0])] = float(row[fee_column])
        prizes[str(row[0])] = float(row[prize_column])
    assert fees == pytest.approx({name: float(value) for name, value in money.fees.items()})
    assert prizes == pytest.approx({name: float(value) for name, value in money.prizes.items()})
    assert sum(prizes.values()) == pytest.approx(7.5)
    assert fees["Anna"] == 2 * 3
    notes = " ".join(str(r[0]) for r in found[:start])
    assert "5 € to the night's winner" in notes
