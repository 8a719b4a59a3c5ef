"""The Crescendo entry panel, driven by real key presses (issue 5 §4).

Keys go to whatever widget has the keyboard focus, as a person would type
them; the budget of the issue (a deal in at most 8 keys) is counted and
asserted.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from schreiber.games.crescendo import parse_deal, replay
from schreiber.games.crescendo.records import Deal as CrDeal
from schreiber.games.crescendo.rules import RuleSet as CrRules
from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.database import Store
from schreiber.ui.entry.crescendo import CrescendoPanel
from tests.typed import typed

PLAYERS = ["Anna", "Ben", "Chie"]
BUDGET = 8  # keys for a deal: soloist, bid, suit, tricks won (issue 5 §4)
SPECIAL = {
    "Enter": Qt.Key.Key_Return,
    "Tab": Qt.Key.Key_Tab,
    "Backspace": Qt.Key.Key_Backspace,
    "Esc": Qt.Key.Key_Escape,
}


def crescendo_service(store: Store, options: dict[str, object] | None = None) -> SessionService:
    session = parse_session(
        {
            "format": "schreiber-session",
            "version": 1,
            "game": "crescendo",
            "title": "Crescendo evening",
            "date": "2026-11-20",
            "players": PLAYERS,
            "first_dealer": "Anna",
            "rules": {"preset": "standard", "options": options or {}},
            "deals": [],
        }
    )
    return SessionService(store, create_session(store, session))


@pytest.fixture
def service(store: Store) -> SessionService:
    return crescendo_service(store)


def make_panel(qtbot: QtBot, service: SessionService) -> CrescendoPanel:
    panel = CrescendoPanel(service.preview)
    qtbot.addWidget(panel)
    panel.set_session(service.session, service.replay)
    panel.show()
    qtbot.waitExposed(panel)
    with qtbot.waitActive(panel):
        panel.activateWindow()
    panel.clear()
    return panel


def press(qtbot: QtBot, keys: list[str]) -> None:
    """Press keys on whatever has the keyboard focus."""
    for key in keys:
        target = QApplication.focusWidget()
        assert target is not None, "the panel lost the keyboard focus"
        if key in SPECIAL:
            qtbot.keyClick(target, SPECIAL[key])
        elif key == "Shift+Tab":
            qtbot.keyClick(target, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        else:
            qtbot.keyClicks(target, key)


def enter_deal(qtbot: QtBot, panel: CrescendoPanel, keys: list[str]) -> dict[str, object]:
    with qtbot.waitSignal(panel.commit, timeout=30_000) as saved:
        press(qtbot, keys)
    record, number = saved.args
    assert number is None
    assert isinstance(record, dict)
    return record


def test_a_deal_with_two_tricks_takes_seven_keys(qtbot: QtBot, service: SessionService) -> None:
    panel = make_panel(qtbot, service)
    # Anna bids ♠ 19 and wins tricks 6 and 7: taken 13, the game is lost.
    keys = ["1", "1", "9", "S", "6", "7", "Enter"]
    assert len(keys) <= BUDGET
    record = enter_deal(qtbot, panel, keys)
    assert record == {"soloist": "Anna", "bid": 19, "trump": "spades", "tricks_won": [6, 7]}
    service.add_deal(record)
    assert service.replay.totals == {"Anna": -19, "Ben": 0, "Chie": 0}


def test_the_focus_moves_on_by_itself(qtbot: QtBot, service: SessionService) -> None:
    panel = make_panel(qtbot, service)
    assert QApplication.focusWidget() is panel.soloist_row
    press(qtbot, ["2"])
    assert QApplication.focusWidget() is panel.bid
    press(qtbot, ["2"])
    assert QApplication.focusWidget() is panel.bid  # 20–28 may follow
    press(qtbot, ["3"])
    assert panel.bid.value() == 23
    assert QApplication.focusWidget() is panel.trump_row
    press(qtbot, ["N"])
    assert panel.trump_row.value() == "notrump"
    assert QApplication.focusWidget() is panel.tricks_row
    press(qtbot, ["7", "6", "5"])
    assert panel.sum_label.text() == "taken: 18"
    press(qtbot, ["6"])  # a second press takes a trick back
    assert panel.tricks_won() == [5, 7]
    assert panel.sum_label.text() == "taken: 12"


def test_many_tricks_fit_the_budget_as_the_taken_total(
    qtbot: QtBot, service: SessionService
) -> None:
    panel = make_panel(qtbot, service)
    # Worked example 1: A bids ♠ 19 and wins 3, 4, 6, 7. Ticking four tricks
    # would take nine keys; T and the total take eight.
    keys = ["1", "1", "9", "S", "T", "2", "0", "Enter"]
    assert len(keys) <= BUDGET
    record = enter_deal(qtbot, panel, keys)
    assert record == {"soloist": "Anna", "bid": 19, "trump": "spades", "taken": 20}
    service.add_deal(record)
    assert service.replay.totals["Anna"] == 20


def test_typing_a_total_replaces_the_ticked_tricks(qtbot: QtBot, service: SessionService) -> None:
    panel = make_panel(qtbot, service)
    press(qtbot, ["2", "1", "5", "D", "1", "2", "Tab", "1", "5"])
    assert QApplication.focusWidget() is panel.taken
    assert panel.tricks_won() == []
    assert panel.record()["taken"] == 15
    assert "tricks_won" not in panel.record()
    # Back to the tricks: ticking one drops the typed total.
    press(qtbot, ["Shift+Tab", "7"])
    assert panel.taken.is_empty()
    assert panel.record()["tricks_won"] == [7]


def test_every_taken_total_fits_the_budget(qtbot: QtBot, service: SessionService) -> None:
    panel = make_panel(qtbot, service)
    for taken in range(29):
        panel.clear()
        keys = ["3", "2", "0", "H", "T", *str(taken)]
        assert len([*keys, "Enter"]) <= BUDGET
        press(qtbot, keys)
        assert panel.record()["taken"] == taken
        assert panel.is_valid()


def test_a_redeal_takes_two_keys(qtbot: QtBot, service: SessionService) -> None:
    panel = make_panel(qtbot, service)
    keys = ["R", "Enter"]
    record = enter_deal(qtbot, panel, keys)
    assert record == {"type": "redeal"}
    panel.clear()  # as the window does after a save
    # R again, then a soloist's digit: a played deal after all.
    press(qtbot, ["R"])
    assert panel.redeal_box.isChecked()
    assert not panel.bid.isVisible()
    press(qtbot, ["2"])
    assert not panel.redeal_box.isChecked()
    assert QApplication.focusWidget() is panel.bid


def test_preview_shows_the_line_and_deltas(qtbot: QtBot, service: SessionService) -> None:
    panel = make_panel(qtbot, service)
    press(qtbot, ["1", "1", "9", "S", "3", "4", "6", "7"])
    assert panel.is_valid()
    assert panel.sum_label.text() == "taken: 20"
    html = panel.preview.text()
    assert "The soloist made the bid" in html
    assert "took more than the bid" in html
    assert "Anna <b>+20</b>" in html
    assert "Ben <b>0</b>" in html
    press(qtbot, ["7"])  # trick 7 back: 13 < 19
    html = panel.preview.text()
    assert "The soloist missed the bid" in html
    assert "Anna <b>−19</b>" in html


def test_a_bid_below_the_minimum_is_shown_at_the_bid(qtbot: QtBot, store: Store) -> None:
    service = crescendo_service(store, {"min_bid": 18})
    panel = make_panel(qtbot, service)
    press(qtbot, ["1", "1", "6", "H", "5"])
    assert not panel.is_valid()
    assert not panel.save_button.isEnabled()
    assert "Bid" in panel.error_message()
    assert "at least 18" in panel.error_message()
    assert panel.bid.property("error") is True
    assert panel.tricks_row.property("error") is False
    with qtbot.assertNotEmitted(panel.commit):
        press(qtbot, ["Enter"])
    # Shift+Tab twice to the bid and type it again: the error goes.
    press(qtbot, ["Shift+Tab", "Shift+Tab", "1", "8"])
    assert panel.is_valid()
    assert panel.bid.property("error") is False
    assert panel.error_message() == ""


def test_a_missing_soloist_is_shown_at_the_soloist_row(
    qtbot: QtBot, service: SessionService
) -> None:
    panel = make_panel(qtbot, service)
    # The untouched form says nothing yet, but cannot be saved.
    assert not panel.is_valid()
    assert panel.error_message() == ""
    assert not panel.save_button.isEnabled()
    panel.bid.setFocus()
    press(qtbot, ["1", "9"])  # a bid but no soloist: the soloist is still to come
    assert panel.bid.value() == 19
    assert panel.error_message() == ""
    assert panel.pending_message() == "Next: Soloist"
    assert panel.soloist_row.property("error") is False
    press(qtbot, ["Enter"])  # saving makes it an error, red at the row
    assert "Soloist" in panel.error_message()
    assert panel.soloist_row.property("error") is True


def test_editing_loads_the_deal(qtbot: QtBot, service: SessionService) -> None:
    service.add_deal({"soloist": "Ben", "bid": 17, "trump": "hearts", "tricks_won": [3, 7]})
    service.add_deal({"soloist": "Chie", "bid": 22, "trump": "notrump", "taken": 25})
    panel = make_panel(qtbot, service)
    panel.load_deal(1, typed(CrDeal, service.session.deals[0]))
    assert panel.heading.text() == "Editing deal 1"
    assert (panel.soloist_row.value(), panel.bid.value()) == ("Ben", 17)
    assert panel.trump_row.value() == "hearts"
    assert panel.tricks_won() == [3, 7]
    press(qtbot, ["Tab", "Tab", "Tab", "1"])  # to the tricks: tick trick 1 as well
    with qtbot.waitSignal(panel.commit) as saved:
        press(qtbot, ["Enter"])
    assert saved.args[1] == 1
    assert saved.args[0]["tricks_won"] == [1, 3, 7]
    panel.load_deal(2, typed(CrDeal, service.session.deals[1]))
    assert panel.taken.value() == 25
    assert panel.tricks_won() == []
    with qtbot.waitSignal(panel.cancelled):
        press(qtbot, ["Esc"])
    assert panel.heading.text() == "Deal 3"


# (keys, what the deal is); the worked examples of the rules file, a redeal.
EVENING: list[tuple[list[str], str]] = [
    (["1", "1", "9", "S", "T", "2", "0", "Enter"], "A ♠ 19, tricks 3 4 6 7: +20"),
    (["1", "2", "3", "N", "T", "2", "2", "Enter"], "A NT 23, tricks 7 6 5 4: −23"),
    (["R", "Enter"], "all passed: the same dealer deals again"),
    (["2", "1", "5", "D", "T", "1", "5", "Enter"], "B ♦ 15, tricks 1 2 5 7: +30"),
    (["3", "2", "8", "C", "T", "2", "8", "Enter"], "C ♣ 28, all seven: +56"),
    (["3", "1", "6", "H", "Enter"], "C ♥ 16, no trick: −16"),
]


def test_an_evening_of_crescendo(qtbot: QtBot, service: SessionService) -> None:
    panel = make_panel(qtbot, service)
    panel.commit.connect(lambda record, _number: service.add_deal(record))
    committed: list[dict[str, object]] = []
    dealers: list[str] = []
    for keys, what in EVENING:
        assert len(keys) <= BUDGET, what
        dealers.append(panel.context.text())
        committed.append(enter_deal(qtbot, panel, keys))
        assert len(service.session.deals) == len(committed), what
        panel.set_session(service.session, service.replay)
        panel.clear()
    # The deal passes clockwise, but not after the redeal.
    assert dealers == [
        "dealer: Anna",
        "dealer: Ben",
        "dealer: Chie",
        "dealer: Chie",
        "dealer: Anna",
        "dealer: Ben",
    ]

    # An entry the engine refuses: a bid of 14. The message is at the bid,
    # Enter saves nothing; Shift+Tab back to the bid and 17 fixes it.
    press(qtbot, ["2", "1", "4", "H"])
    assert not panel.is_valid()
    assert panel.bid.property("error") is True
    assert "at least 15" in panel.error_message()
    with qtbot.assertNotEmitted(panel.commit):
        press(qtbot, ["Enter"])
    assert len(service.session.deals) == len(EVENING)
    committed.append(enter_deal(qtbot, panel, ["Shift+Tab", "Shift+Tab", "1", "7", "Enter"]))
    assert committed[-1] == {"soloist": "Ben", "bid": 17, "trump": "hearts", "tricks_won": []}

    # The stored evening is the engine's replay of the same records ...
    session = service.session
    expected = replay(
        session.players,
        session.first_dealer,
        typed(CrRules, session.rules),
        [parse_deal(record) for record in committed],
    )
    assert service.replay.totals == expected.totals
    assert [deal.to_json() for deal in session.deals] == [
        parse_deal(record).to_json() for record in committed
    ]
    # ... and every figure matches the rules file's worked examples.
    assert [deal.result.scores for deal in service.replay.deals][:6] == [
        {"Anna": 20, "Ben": 0, "Chie": 0},
        {"Anna": -23, "Ben": 0, "Chie": 0},
        {"Anna": 0, "Ben": 0, "Chie": 0},
        {"Anna": 0, "Ben": 30, "Chie": 0},
        {"Anna": 0, "Ben": 0, "Chie": 56},
        {"Anna": 0, "Ben": 0, "Chie": -16},
    ]
    assert service.replay.totals == {"Anna": -3, "Ben": 13, "Chie": 40}
