"""The Pfälzer Schafkopf entry panel, driven by real key presses (issue 5 §4).

Keys go to whatever widget has the keyboard focus, as a person would type
them; the key budgets of the issue are counted and asserted.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from schreiber.games.schafkopf_pfalz import parse_deal, replay
from schreiber.games.schafkopf_pfalz.records import Deal as SkDeal
from schreiber.games.schafkopf_pfalz.rules import RuleSet as SkRules
from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.database import Store
from schreiber.ui.entry.schafkopf_pfalz import SchafkopfPanel
from tests.typed import typed

THREE = ["Anna", "Ben", "Chie"]
FOUR = ["Anna", "Ben", "Chie", "Daiki"]
SPECIAL = {
    "Enter": Qt.Key.Key_Return,
    "Tab": Qt.Key.Key_Tab,
    "Backspace": Qt.Key.Key_Backspace,
    "Esc": Qt.Key.Key_Escape,
}


def schafkopf_service(
    store: Store, players: list[str], options: dict[str, object] | None = None
) -> SessionService:
    session = parse_session(
        {
            "format": "schreiber-session",
            "version": 1,
            "game": "schafkopf_pfalz",
            "title": "Schafkopf evening",
            "date": "2026-11-20",
            "players": players,
            "first_dealer": players[0],
            "rules": {"preset": "standard", "options": options or {}},
            "deals": [],
        }
    )
    return SessionService(store, create_session(store, session))


@pytest.fixture
def three(store: Store) -> SessionService:
    return schafkopf_service(store, THREE)


@pytest.fixture
def four(store: Store) -> SessionService:
    return schafkopf_service(store, FOUR)


def make_panel(qtbot: QtBot, service: SessionService) -> SchafkopfPanel:
    panel = SchafkopfPanel(service.preview)
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
        else:
            qtbot.keyClicks(target, key)


def enter_deal(qtbot: QtBot, panel: SchafkopfPanel, keys: list[str]) -> dict[str, object]:
    with qtbot.waitSignal(panel.commit, timeout=30_000) as saved:
        press(qtbot, keys)
    record, number = saved.args
    assert number is None
    assert isinstance(record, dict)
    return record


def test_a_simple_game_takes_five_keys(qtbot: QtBot, three: SessionService) -> None:
    panel = make_panel(qtbot, three)
    keys = ["1", "C", "7", "0", "Enter"]  # soloist, trump, points, save
    assert len(keys) <= 6  # the budget of issue 5
    record = enter_deal(qtbot, panel, keys)
    assert record["contract"] == "simple"
    assert (record["soloist"], record["trump"], record["soloist_points"]) == (
        "Anna",
        "clubs",
        70,
    )


def test_a_simple_game_with_three_digit_points_takes_six_keys(
    qtbot: QtBot, three: SessionService
) -> None:
    panel = make_panel(qtbot, three)
    keys = ["2", "H", "1", "0", "0", "Enter"]
    assert len(keys) <= 6
    record = enter_deal(qtbot, panel, keys)
    assert (record["soloist"], record["trump"], record["soloist_points"]) == (
        "Ben",
        "hearts",
        100,
    )


def test_an_ace_call_takes_a_second_digit_for_the_partner(
    qtbot: QtBot, four: SessionService
) -> None:
    panel = make_panel(qtbot, four)
    assert panel.contract == "ace_call"  # the default with four at the table
    keys = ["1", "3", "7", "0", "Enter"]  # soloist, partner, points, save
    assert len(keys) <= 6
    record = enter_deal(qtbot, panel, keys)
    assert record["contract"] == "ace_call"
    assert (record["soloist"], record["partner"], record["trump"]) == ("Anna", "Chie", "hearts")
    assert record["soloist_points"] == 70


def test_contract_letters_in_the_soloist_row(qtbot: QtBot, four: SessionService) -> None:
    panel = make_panel(qtbot, four)
    record = enter_deal(qtbot, panel, ["S", "4", "S", "8", "0", "Enter"])
    assert (record["contract"], record["soloist"], record["trump"]) == (
        "solo",
        "Daiki",
        "spades",
    )
    assert record["partner"] is None
    # "E" (the simple game) needs three at the table: not offered at four.
    panel.clear()
    press(qtbot, ["E"])
    assert panel.contract == "ace_call"


def test_preview_shows_lines_and_deltas(qtbot: QtBot, three: SessionService) -> None:
    panel = make_panel(qtbot, three)
    press(qtbot, ["1", "H", "9", "5"])
    assert panel.is_valid()
    html = panel.preview.text()
    assert "The soloist wins" in html
    assert "hearts are trump" in html
    assert "Schneider" in html
    assert "game value 3" in html
    assert "Anna <b>+6</b>" in html
    assert "Ben <b>−3</b>" in html
    # One more key changes the preview: Tab to the tricks, Tab to the tops, 3.
    press(qtbot, ["Tab", "Tab", "3"])
    html = panel.preview.text()
    assert "tops" in html
    assert "Anna <b>+12</b>" in html


def test_kontra_doubles_show_in_the_preview(qtbot: QtBot, three: SessionService) -> None:
    panel = make_panel(qtbot, three)
    # Worked example: solo ♠ 58, one Kontra → G = (1 + 1) × 2 = 4, A −8.
    press(qtbot, ["S", "1", "S", "5", "8", "Tab", "Tab", "Tab", "1"])
    html = panel.preview.text()
    assert "The defenders win" in html
    assert "×2" in html
    assert "Anna <b>−8</b>" in html
    assert "Chie <b>+4</b>" in html


def test_the_partner_cannot_be_the_soloist(qtbot: QtBot, four: SessionService) -> None:
    panel = make_panel(qtbot, four)
    press(qtbot, ["1", "1", "7", "0"])
    assert not panel.is_valid()
    assert not panel.save_button.isEnabled()
    assert "Partner" in panel.error_message()
    assert "cannot be the soloist" in panel.error_message()
    assert panel.partner_row.property("error") is True
    assert panel.points.property("error") is False
    with qtbot.assertNotEmitted(panel.commit):
        press(qtbot, ["Enter"])
    # Shift+Tab back to the partner row and pick another: the error goes.
    qtbot.keyClick(
        QApplication.focusWidget(), Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier
    )
    assert QApplication.focusWidget() is panel.partner_row
    press(qtbot, ["2"])
    assert panel.is_valid()
    assert panel.partner_row.property("error") is False
    assert panel.error_message() == ""


def test_a_missing_trump_is_shown_at_the_trump_row(qtbot: QtBot, three: SessionService) -> None:
    """Issue 17: the trump not typed yet is the next thing to enter, not an error;
    saving (Enter) makes it one, red at the trump row."""
    panel = make_panel(qtbot, three)
    press(qtbot, ["1"])
    assert QApplication.focusWidget() is panel.trump_row
    assert not panel.is_valid()
    assert panel.error_message() == ""
    assert panel.pending_message() == "Next: Trump"
    assert panel.trump_row.property("error") is False
    with qtbot.assertNotEmitted(panel.commit):
        press(qtbot, ["Enter"])
    assert "Trump" in panel.error_message()
    assert panel.pending_message() == ""
    assert panel.trump_row.property("error") is True


def test_a_redeal_takes_two_keys(qtbot: QtBot, three: SessionService) -> None:
    panel = make_panel(qtbot, three)
    keys = ["R", "Enter"]
    record = enter_deal(qtbot, panel, keys)
    assert record == {"contract": "redeal"}


def test_the_dealer_sits_out_at_a_table_of_three(qtbot: QtBot, store: Store) -> None:
    service = schafkopf_service(store, FOUR, {"table": 3})
    panel = make_panel(qtbot, service)
    assert "sits out: Anna" in panel.context.text()
    assert panel.contract == "simple"
    # The digits are the seats while someone sits out (issue 27): 2 is Ben.
    record = enter_deal(qtbot, panel, ["2", "D", "6", "1", "Enter"])
    assert record["soloist"] == "Ben"
    service.add_deal(record)
    assert service.replay.totals == {"Anna": 0, "Ben": 2, "Chie": -1, "Daiki": -1}


def test_editing_loads_the_deal(qtbot: QtBot, three: SessionService) -> None:
    three.add_deal(
        {
            "contract": "solo",
            "trump": "hearts",
            "soloist": "Ben",
            "soloist_points": 75,
            "soloist_tricks": 6,
            "tops": 3,
            "doubles": 1,
        }
    )
    panel = make_panel(qtbot, three)
    panel.set_session(three.session, three.replay)
    panel.load_deal(1, typed(SkDeal, three.session.deals[0]))
    assert panel.heading.text() == "Editing deal 1"
    assert panel.contract == "solo"
    assert panel.soloist_row.value() == "Ben"
    assert panel.trump_row.value() == "hearts"
    assert (panel.points.value(), panel.tricks.value(), panel.tops.value()) == (75, 6, 3)
    with qtbot.waitSignal(panel.commit) as saved:
        press(qtbot, ["Tab"] * 5 + ["2", "Enter"])
    record, number = saved.args
    assert number == 1
    assert record["doubles"] == 2
    assert record["soloist_tricks"] == 6
    with qtbot.waitSignal(panel.cancelled):
        press(qtbot, ["Esc"])
    assert panel.heading.text() == "Deal 2"


# (keys, what the deal is) — dealers Anna, Ben, Chie, Anna, ...
EVENING: list[tuple[list[str], str]] = [
    (["1", "C", "7", "0", "Enter"], "simple ♣ 70 by Anna: G 1"),
    (["S", "2", "H", "9", "5", "Tab", "Tab", "3", "Enter"], "heart solo 95, tops 3 by Ben: G 7"),
    (["R", "Enter"], "nobody played"),
    (["S", "3", "S", "5", "8", "Tab", "Tab", "Tab", "1", "Enter"], "solo ♠ 58 by Chie, Kontra"),
    (["S", "2", "C", "Tab", "Tab", "3", "Tab", "Tab", "1", "Enter"], "surrender accepted: G 5"),
    (
        ["U", "3", "H", "1", "2", "0", "Tab", "1", "0", "Tab", "4", "Tab", "2", "Enter"],
        "heart solo du, all tricks, tops 4, Kontra and Rekontra: G 72",
    ),
]


def test_an_evening_of_schafkopf(qtbot: QtBot, three: SessionService) -> None:
    panel = make_panel(qtbot, three)
    panel.commit.connect(lambda record, _number: three.add_deal(record))
    committed: list[dict[str, object]] = []
    for keys, what in EVENING:
        committed.append(enter_deal(qtbot, panel, keys))
        assert len(three.session.deals) == len(committed), what
        panel.set_session(three.session, three.replay)
        panel.clear()
    assert panel.heading.text() == "Deal 6"  # five deals played and a redeal (no number)

    # An entry the engine refuses: no points but nine tricks. The message is at
    # the tricks field, Enter saves nothing; Backspace clears the tricks.
    press(qtbot, ["1", "D", "0", "Tab", "9"])
    assert not panel.is_valid()
    assert "Tricks" in panel.error_message()
    assert panel.tricks.property("error") is True
    with qtbot.assertNotEmitted(panel.commit):
        press(qtbot, ["Enter"])
    assert len(three.session.deals) == len(EVENING)
    committed.append(enter_deal(qtbot, panel, ["Backspace", "Enter"]))
    assert committed[-1]["soloist_points"] == 0
    assert "soloist_tricks" not in committed[-1]

    # The stored evening is the engine's replay of the same records ...
    session = three.session
    expected = replay(
        session.players,
        session.first_dealer,
        typed(SkRules, session.rules),
        [parse_deal(record) for record in committed],
    )
    assert three.replay.totals == expected.totals
    assert [deal.to_json() for deal in session.deals] == [
        parse_deal(record).to_json() for record in committed
    ]
    # ... and every figure matches the rules file: +2 −1 −1; Ben +14; redeal;
    # Chie −8; Ben +10 (surrender accepted); Chie +144; Anna −6 (simple ♦
    # lost Schneider and Schwarz: G 3).
    assert three.replay.totals == {
        "Anna": 2 - 7 + 4 - 5 - 72 - 6,
        "Ben": -1 + 14 + 4 + 10 - 72 + 3,
        "Chie": -1 - 7 - 8 - 5 + 144 + 3,
    }
