"""The league window's money editor: prizes at club nights (issue 26, item 6)."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from schreiber.store.core import StoreCore
from tests.io.test_season_nights import fill
from tests.ui.test_league_window import (
    focus,
    open_league,
    open_main,
    retype,
    rows,
    setting,
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
