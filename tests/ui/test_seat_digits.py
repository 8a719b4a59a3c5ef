"""Digits that do not move (issue 27, item 3): while someone sits out, the digits are
the seats of the evening (Doppelkopf with 5–7 players, Schafkopf with 5; Crescendo
always has three), so a person keeps their digit from deal to deal (typed
"Anna + Daiki" had meant Anna + Emi the deal after); the one sitting out is greyed
with "sits out", and their digit is refused with a word naming them.

Every test types real keys into the real panel on a real session in SQLite."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.database import Store
from tests.ui import test_schafkopf_panel as schafkopf
from tests.ui.conftest import session_json
from tests.ui.test_entry_legend import entries
from tests.ui.test_entry_panel import make_panel, type_keys

FIVE = ["Anna", "Ben", "Chie", "Daiki", "Emi"]
SEVEN = [*FIVE, "Fumi", "Goro"]


def doppelkopf_service(store: Store, players: list[str]) -> SessionService:
    return SessionService(store, create_session(store, parse_session(session_json(players))))


def other_service(store: Store, game: str, players: list[str]) -> SessionService:
    data = session_json(players) | {"game": game}
    return SessionService(store, create_session(store, parse_session(data)))


def seat(players: list[str], name: str) -> str:
    return str(players.index(name) + 1)


def save(qtbot: QtBot, panel: Any, service: SessionService, keys: list[str]) -> dict[str, Any]:
    """Type a deal, save it as the window does, and open the next one."""
    with qtbot.waitSignal(panel.commit) as saved:
        type_keys(qtbot, panel, keys)
    record: dict[str, Any] = saved.args[0]
    service.add_deal(record)
    panel.set_session(service.session, service.replay)
    panel.clear()
    return record


@pytest.mark.parametrize("players", [FIVE, SEVEN], ids=["five", "seven"])
def test_a_doppelkopf_digit_names_the_same_person_every_deal(
    qtbot: QtBot, store: Store, players: list[str]
) -> None:
    service = doppelkopf_service(store, players)
    panel = make_panel(qtbot, service)
    rested: set[str] = set()
    for _deal in range(len(players)):
        out = service.replay.next.sitting_out
        rested.update(out)
        assert len(out) == len(players) - 4
        # Every seat has its button, in the seating's order, with its digit.
        assert panel.picker.names == players
        for digit, (name, button) in enumerate(
            zip(panel.picker.names, panel.picker.buttons, strict=True), start=1
        ):
            assert button.full_text == f"{digit}  {name}"
            assert button.isEnabled() is (name not in out)
            assert ("sits out" in button.toolTip()) is (name in out)  # (not a second line)
        # Anna and Ben when they play, else the first two at the table.
        table = [name for name in players if name not in out]
        pair: list[str] = [name for name in ("Anna", "Ben") if name in table]
        pair += [name for name in table if name not in pair][: 2 - len(pair)]
        keys = [seat(players, name) for name in pair]
        record = save(qtbot, panel, service, [*keys, "150", "Enter"])
        assert record["re"] == sorted(pair, key=players.index)
    assert rested == set(players)  # everyone sat out once: every digit was tried


@pytest.mark.parametrize("players", [FIVE, SEVEN], ids=["five", "seven"])
def test_a_sitting_out_digit_is_refused_with_a_word(
    qtbot: QtBot, store: Store, players: list[str]
) -> None:
    service = doppelkopf_service(store, players)
    panel = make_panel(qtbot, service)
    out = service.replay.next.sitting_out
    name = out[-1]
    digit = seat(players, name)
    type_keys(qtbot, panel, [digit])
    assert panel.picker.selected() == []
    assert panel.refused_message() == f"{digit} is {name}, who sits out this deal."
    assert panel.refused_label.isVisible()
    assert QApplication.focusWidget() is panel.picker  # still waiting for the players
    # The legend says which digits sit out.
    said = entries(panel)
    assert said[f"1–{len(players)}"] == "players"
    assert said[" ".join(seat(players, n) for n in out)] == "sitting out"
    # The next digit picks a player at the table, and the word is gone.
    playing = next(n for n in players if n not in out)
    type_keys(qtbot, panel, [seat(players, playing)])
    assert panel.picker.selected() == [playing]
    assert panel.refused_message() == ""


def test_a_schafkopf_soloist_keeps_their_digit(qtbot: QtBot, store: Store) -> None:
    service = other_service(store, "schafkopf_pfalz", FIVE)
    panel = schafkopf.make_panel(qtbot, service)
    for _deal in range(3):
        out = service.replay.next.sitting_out
        assert len(out) == 1
        labels = [button.text() for button in panel.soloist_row.buttons]
        assert [label.split("\n")[0] for label in labels] == [
            f"{digit}  {name}" for digit, name in enumerate(FIVE, start=1)
        ]
        resting = seat(FIVE, out[0])
        schafkopf.press(qtbot, [resting])
        assert panel.soloist_row.value() is None
        assert panel.refused_message() == f"{resting} is {out[0]}, who sits out this deal."
        soloist = next(name for name in ("Chie", "Daiki") if name not in out)
        partner = next(name for name in ("Emi", "Ben", "Anna") if name not in (*out, soloist))
        keys = [seat(FIVE, soloist), seat(FIVE, partner), "7", "0", "Enter"]
        record = save(qtbot, panel, service, keys)
        assert (record["soloist"], record["partner"]) == (soloist, partner)
