"""Club → New club night… and the night's standing window, on a real SQLite store."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from schreiber.club.draw import table_sizes
from schreiber.club.night import Round
from schreiber.club.night_plan import BY_STANDING, RANDOM, TABLE_SIZES, draw_round
from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.core import StoreCore
from schreiber.store.database import Store
from schreiber.ui.club import night_window as club_night_window
from schreiber.ui.club.controller import NightController
from schreiber.ui.club.night_dialog import NewNightDialog
from schreiber.ui.club.night_window import NightsDialog, NightWindow, open_night_window
from schreiber.ui.i18n import Translations
from tests.ui.conftest import session_json
from tests.ui.test_accelerators import letters
from tests.ui.windows import WAIT_MS, open_window

ROSTER = ["Anna", "Ben", "Chie", "Daiki", "Emil", "Fumi", "Greta", "Hana"]


@pytest.fixture(autouse=True)
def asked(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The organiser's questions (the next round or closing the night while
    tables still have deals due), answered Yes; their texts, in order. The
    questions themselves, answered by key, are tested in test_night_steps.py."""
    texts: list[str] = []

    def yes(*args: Any) -> QMessageBox.StandardButton:
        texts.append(str(args[2]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", yes)
    return texts


def add_roster(store: StoreCore, names: Sequence[str] = ROSTER) -> None:
    known = {person.name for person in store.people.all()}
    for name in names:
        if name not in known:
            store.people.add_person(name)


def rounds_played(store: StoreCore, night_id: int) -> list[Round]:
    return NightController(store).rounds_played(night_id)


def new_dialog(qtbot: QtBot, store: StoreCore) -> NewNightDialog:
    dialog = NewNightDialog(NightController(store))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def check_everyone_by_keys(qtbot: QtBot, dialog: NewNightDialog) -> None:
    """Space on each unchecked row of the checklist, Down to the next."""
    view = dialog.present_view
    view.setFocus()
    view.setCurrentIndex(dialog.present_model.index(0))
    for row in range(dialog.present_model.rowCount()):
        if not dialog.present_model.entries[row].checked:
            qtbot.keyClick(view, Qt.Key.Key_Space)
        qtbot.keyClick(view, Qt.Key.Key_Down)


def type_name(qtbot: QtBot, dialog: NewNightDialog, name: str) -> None:
    dialog.name_edit.setFocus()
    qtbot.keyClicks(dialog.name_edit, name)
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)


def night_of_nine(
    qtbot: QtBot, store: StoreCore, mode: str = RANDOM, rounds: int = 1
) -> tuple[NewNightDialog, int]:
    """A night started through the dialog: the roster's 8 and Ida, typed in."""
    add_roster(store)
    dialog = new_dialog(qtbot, store)
    type_name(qtbot, dialog, "Ida")  # not in the roster: added, checked
    check_everyone_by_keys(qtbot, dialog)
    dialog.mode_combo.setCurrentIndex(dialog.mode_combo.findData(mode))
    dialog.rounds_spin.setValue(rounds)
    dialog.draw_button.click()
    dialog.start_button.click()
    assert dialog.night_id is not None, dialog.message.text()
    return dialog, dialog.night_id


def deal(re: Sequence[str], points: int = 150) -> dict[str, object]:
    return {"type": "normal", "re": list(re), "re_points": points}


def standing(window: NightWindow) -> dict[str, tuple[str, str]]:
    """Player → (rank, points) as the standing window shows them (each row's key is
    its player; a guest's name is shown marked)."""
    model = window.standing_model
    return {
        str(model.keys[row]): (model.text(row, 0), model.text(row, 2))
        for row in range(model.rowCount())
    }


def switch(translations: Translations, language: str) -> None:
    """Switch the language and deliver the LanguageChange events Qt posts."""
    translations.apply(language)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    QApplication.processEvents()


# The dialog -----------------------------------------------------------------------


def test_a_night_of_nine_makes_tables_of_five_and_four(
    qtbot: QtBot, store: Store, qtmodeltester: ModelTester
) -> None:
    dialog, night_id = night_of_nine(qtbot, store)
    qtmodeltester.check(dialog.present_model)
    qtmodeltester.check(dialog.draw_model)
    night = store.nights.night(night_id)
    assert sorted(night.present) == sorted([*ROSTER, "Ida"])
    assert night.seed == dialog.seed_spin.value()
    assert not night.closed
    # A name typed in the dialog plays as a guest: in the night, not in the roster.
    assert "Ida" not in {person.name for person in store.people.all()}
    assert "Ida" in {person.name for person in store.people.all(include_guests=True)}
    assert night.settings["deals_per_round"] == 24
    tables = store.nights.sessions_of_night(night_id)
    assert [(t.round_no, t.table_no, len(t.players)) for t in tables] == [(1, 1, 5), (1, 2, 4)]
    assert sorted(name for t in tables for name in t.players) == sorted(night.present)
    # The preview showed exactly these tables, seat by seat (the guest marked).
    shown = [
        [dialog.draw_model.text(row, seat) for seat in range(1, 6)]
        for row in range(dialog.draw_model.rowCount())
    ]
    marked = [[f"{n} (guest)" if n == "Ida" else n for n in t.players] for t in tables]
    assert [[name for name in row if name] for row in shown] == marked
    for info in tables:
        data = store.sessions.load_session(info.id)
        assert data.night_id == night_id and data.round_no == 1
        assert data.first_dealer == info.players[0]  # seat 1 deals first
        assert data.game == "doppelkopf"
        assert info.title == f"{night.title} · Table {info.table_no}"
    assert night.title == f"Club night {night.date}"


def test_the_deals_per_round_are_typed_and_kept_with_the_night(qtbot: QtBot, store: Store) -> None:
    add_roster(store)
    dialog = new_dialog(qtbot, store)
    check_everyone_by_keys(qtbot, dialog)
    dialog.deals_spin.setFocus()
    dialog.deals_spin.selectAll()
    qtbot.keyClicks(dialog.deals_spin, "16")
    assert dialog.deals_spin.value() == 16
    assert dialog.form_labels["deals"].buddy() is dialog.deals_spin
    dialog.draw_button.click()
    dialog.start_button.click()
    assert dialog.night_id is not None, dialog.message.text()
    night = store.nights.night(dialog.night_id)
    assert night.settings["deals_per_round"] == 16
    assert dialog.guests() == []  # everyone is in the roster


def test_typing_a_known_name_checks_it_and_a_new_one_is_added(qtbot: QtBot, store: Store) -> None:
    add_roster(store)
    dialog = new_dialog(qtbot, store)
    type_name(qtbot, dialog, "chie")  # capitals do not matter
    type_name(qtbot, dialog, "Zoey")
    assert dialog.present() == ["Chie", "Zoey"]
    assert dialog.present_model.rowCount() == len(ROSTER) + 1
    assert dialog.name_edit.text() == ""
    assert not dialog.start_button.isEnabled()
    assert "at least 4" in dialog.message.text()
    # Delete unchecks the current player.
    dialog.present_view.setFocus()
    qtbot.keyClick(dialog.present_view, Qt.Key.Key_Delete)
    assert dialog.present() == ["Chie"]


def test_everyone_from_the_last_club_night(qtbot: QtBot, store: Store) -> None:
    add_roster(store)
    store.nights.create_night("2026-03-01", "Older", ["Anna", "Ben", "Chie", "Daiki"], 1)
    store.nights.create_night("2026-03-08", "Last", ["Emil", "Fumi", "Greta", "Hana", "Ida"], 2)
    dialog = new_dialog(qtbot, store)
    type_name(qtbot, dialog, "Anna")
    dialog.last_button.click()
    assert sorted(dialog.present()) == ["Anna", "Emil", "Fumi", "Greta", "Hana", "Ida"]
    dialog.none_button.click()
    assert dialog.present() == []


def test_draw_again_changes_the_seed_and_the_same_seed_gives_the_same_draw(
    qtbot: QtBot, store: Store
) -> None:
    add_roster(store)
    dialog = new_dialog(qtbot, store)
    check_everyone_by_keys(qtbot, dialog)
    dialog.seed_spin.setValue(7)
    dialog.draw_button.click()
    first = dialog.drawn
    assert first == draw_round(ROSTER, 7, 1)
    dialog.again_button.click()
    assert dialog.seed_spin.value() != 7
    assert dialog.drawn == draw_round(ROSTER, dialog.seed_spin.value(), 1)
    # Typing the seed back gives the first draw again (every change draws again).
    dialog.seed_spin.setFocus()
    dialog.seed_spin.selectAll()
    qtbot.keyClicks(dialog.seed_spin, "7")
    assert dialog.drawn == first
    assert dialog.start_button.isEnabled()


def test_schafkopf_refuses_a_table_of_six(qtbot: QtBot, store: Store) -> None:
    add_roster(store, [*ROSTER, "Ida", "Jun", "Kai"])  # 11 make a 6 and a 5
    dialog = new_dialog(qtbot, store)
    check_everyone_by_keys(qtbot, dialog)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("schafkopf_pfalz"))
    dialog.draw_button.click()
    assert [len(table) for table in dialog.drawn or []] == table_sizes(11) == [6, 5]
    assert "table 1 would have 6" in dialog.message.text()
    assert not dialog.start_button.isEnabled()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("doppelkopf"))
    assert dialog.message.text() == ""
    assert dialog.start_button.isEnabled()


def test_the_tables_take_the_rules_of_the_last_session(qtbot: QtBot, store: Store) -> None:
    create_session(store, parse_session(session_json(options={"end_after_deals": 4})))
    add_roster(store)
    dialog = new_dialog(qtbot, store)
    assert "“Test evening”" in dialog.rules_note.text()
    check_everyone_by_keys(qtbot, dialog)
    dialog.draw_button.click()
    dialog.start_button.click()
    assert dialog.night_id is not None
    for info in store.nights.sessions_of_night(dialog.night_id):
        rules = store.sessions.load_session(info.id).rules
        assert isinstance(rules["options"], dict)
        assert rules["options"]["end_after_deals"] == 4


def test_the_seating_plan_and_table_lists_are_saved(
    qtbot: QtBot, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    add_roster(store)
    dialog = new_dialog(qtbot, store)
    check_everyone_by_keys(qtbot, dialog)
    dialog.rounds_spin.setValue(3)
    dialog.draw_button.click()
    asked: list[str] = []

    def save_name(_parent: object, _caption: str, name: str, _filter: str) -> tuple[str, str]:
        asked.append(name)
        return str(tmp_path / name.removesuffix(".pdf")), ""  # the suffix is added

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    dialog.plan_button.click()
    dialog.lists_button.click()
    assert asked[0].endswith("seating-plan.pdf") and asked[1].endswith("round-1-tables.pdf")
    for name in asked:
        assert (tmp_path / name).read_bytes().startswith(b"%PDF")
        assert str(tmp_path / name) in dialog.draw_note.text() or name == asked[0]
    assert len(dialog.seating_plan()) == 3  # every round, drawn at random
    assert dialog.seating_plan()[0] == dialog.drawn
    dialog.mode_combo.setCurrentIndex(dialog.mode_combo.findData(BY_STANDING))
    assert len(dialog.seating_plan()) == 1  # later rounds follow the standing


# The standing window --------------------------------------------------------------


def test_deals_entered_at_the_tables_update_the_standing(
    qtbot: QtBot, store: Store, tmp_path: Path, qtmodeltester: ModelTester
) -> None:
    main = open_window(qtbot, store, tmp_path, "main")
    _dialog, night_id = night_of_nine(qtbot, store)
    window = open_night_window(main, night_id)
    qtmodeltester.check(window.tables_model)
    qtmodeltester.check(window.standing_model)
    assert window.tables_model.column_texts(4) == ["not started", "not started"]
    tables = store.nights.sessions_of_night(night_id)
    four = tables[1]
    service = SessionService(store, four.id)
    service.add_deal(deal(four.players[:2]))  # Re wins 1 (+1 each, −1 each)
    window.poll()  # one tick of the window's timer
    shown = standing(window)
    assert shown[four.players[0]] == ("1", "+1")
    assert shown[four.players[3]][1] == "−1"
    assert window.tables_model.column_texts(3) == ["0", "1"]
    assert window.tables_model.column_texts(4) == ["not started", "in progress"]
    qtmodeltester.check(window.standing_model)

    # Another connection (another laptop) saves a deal at the table of five.
    five = tables[0]
    with Store(store.path) as other:
        playing = [name for name in five.players if name != five.players[0]]  # seat 1 deals
        SessionService(other, five.id).add_deal(deal(playing[:2], 240))
    qtbot.waitUntil(lambda: standing(window).get(playing[0], ("", ""))[1] == "+5", timeout=WAIT_MS)
    assert standing(window)[playing[0]] == ("1", "+5")
    assert standing(window)[four.players[0]] == ("3", "+1")
    assert standing(window)[five.players[0]] == ("5", "0")  # dealt, sat out
    assert window.tables_model.column_texts(3) == ["1", "1"]

    # A double-click on a table opens it in the main window, to enter deals there.
    qtbot.waitExposed(window)
    rect = window.tables_view.visualRect(window.tables_model.index(1, 2))
    viewport = window.tables_view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())  # the first click
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    assert main.controller.service is not None
    assert main.controller.service.session_id == four.id
    window.close()


def test_a_table_replays_only_when_its_version_changes(
    qtbot: QtBot, store: Store, tmp_path: Path
) -> None:
    main = open_window(qtbot, store, tmp_path, "main")
    _dialog, night_id = night_of_nine(qtbot, store)
    window = open_night_window(main, night_id)
    window.timer.stop()  # the test ticks
    before = window.refreshes
    window.poll()
    window.poll()
    assert window.refreshes == before  # nothing changed: nothing read again
    four = store.nights.sessions_of_night(night_id)[1]
    SessionService(store, four.id).add_deal(deal(four.players[:2]))
    window.poll()
    assert window.refreshes == before + 1
    window.close()


def test_next_round_by_standing_puts_the_best_four_at_table_1(
    qtbot: QtBot, store: Store, tmp_path: Path, qtmodeltester: ModelTester
) -> None:
    main = open_window(qtbot, store, tmp_path, "main")
    _dialog, night_id = night_of_nine(qtbot, store, BY_STANDING)
    window = open_night_window(main, night_id)
    assert window.mode_combo.currentData() == BY_STANDING  # as chosen at the start
    five, four = store.nights.sessions_of_night(night_id)
    SessionService(store, four.id).add_deal(deal(four.players[:2], 240))  # +5 each
    five_service = SessionService(store, five.id)
    five_service.add_deal(deal(five.players[1:3], 200))  # seat 1 deals, sits out: +3 each
    leaving = five.players[4]  # lost (−3): goes home early
    store.nights.set_night_present(
        night_id, [n for n in store.nights.night(night_id).present if n != leaving]
    )
    window.poll()
    best = set(four.players[:2]) | set(five.players[1:3])
    window.next_button.click()
    rounds = rounds_played(store, night_id)
    assert len(rounds) == 2
    assert [len(table) for table in rounds[1]] == [4, 4]
    assert set(rounds[1][0]) == best
    assert leaving not in {name for table in rounds[1] for name in table}
    assert window.tables_model.rowCount() == 4
    assert "Round 2 is drawn (by the night's standing)" in window.message.text()
    qtmodeltester.check(window.tables_model)
    for info in store.nights.sessions_of_night(night_id)[2:]:
        assert info.round_no == 2
        assert info.title.endswith(f"· Round 2 · Table {info.table_no}")
    window.close()


def test_next_round_at_random_keeps_partners_apart(
    qtbot: QtBot, store: Store, tmp_path: Path
) -> None:
    main = open_window(qtbot, store, tmp_path, "main")
    dialog, night_id = night_of_nine(qtbot, store)
    window = open_night_window(main, night_id)
    window.next_button.click()
    rounds = rounds_played(store, night_id)
    night = store.nights.night(night_id)
    assert rounds[1] == draw_round(night.present, night.seed, 2, rounds[:1])
    dialog.rounds_spin.setValue(2)  # the plan printed at the start had this round 2
    assert dialog.seating_plan() == rounds
    window.close()


def test_closing_the_night_makes_it_read_only_and_it_can_be_reopened(
    qtbot: QtBot, store: Store, tmp_path: Path, asked: list[str]
) -> None:
    main = open_window(qtbot, store, tmp_path, "main")
    _dialog, night_id = night_of_nine(qtbot, store)
    window = open_night_window(main, night_id)
    four = store.nights.sessions_of_night(night_id)[1]
    SessionService(store, four.id).add_deal(deal(four.players[:2]))
    window.poll()
    assert window.tables_model.column_texts(4)[1] == "in progress"
    window.state_button.click()
    # Both tables have deals due: closing listed them and asked (answered Yes).
    assert len(asked) == 1
    assert "Round 1, table 1: 0 of 30 deals" in asked[0]
    assert "Round 1, table 2: 1 of 24 deals" in asked[0]
    assert store.nights.night(night_id).closed
    assert not window.next_button.isEnabled()
    assert "closed" in window.message.text()
    # Closed, every table with a deal counts as finished (one with none never
    # does); none opens for entering.
    assert window.tables_model.column_texts(4) == ["not started", "finished"]
    window.tables_view.activated.emit(window.tables_model.index(1, 0))
    assert main.controller.service is None
    window.state_button.click()
    assert not store.nights.night(night_id).closed
    assert window.next_button.isEnabled()
    window.close()


def test_the_list_of_nights_shows_the_open_ones_first(
    qtbot: QtBot, store: Store, qtmodeltester: ModelTester
) -> None:
    closed = store.nights.create_night("2026-05-08", "Latest, closed", ["A", "B", "C", "D"], 1)
    store.nights.close_night(closed)
    store.nights.create_night("2026-05-01", "Open", ["A", "B", "C", "D"], 1)
    store.nights.create_night("2026-04-01", "Older", ["A", "B", "C", "D"], 1)
    dialog = NightsDialog(store.nights.all())
    qtbot.addWidget(dialog)
    qtmodeltester.check(dialog.model)
    assert dialog.model.column_texts(1) == ["Open", "Older", "Latest, closed"]
    assert dialog.model.column_texts(3) == ["open", "open", "closed"]
    chosen: list[int] = []
    dialog.chosen.connect(chosen.append)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.view, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.open_button, Qt.Key.Key_Space)
    assert chosen == [store.nights.all()[2].id]


def test_the_club_menu_starts_a_night_and_opens_it(
    qtbot: QtBot, store: Store, tmp_path: Path
) -> None:
    main = open_window(qtbot, store, tmp_path, "main")
    add_roster(store)

    def fill_in() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewNightDialog)
        check_everyone_by_keys(qtbot, dialog)
        dialog.mode_combo.setCurrentIndex(dialog.mode_combo.findData(BY_STANDING))
        dialog.rounds_spin.setValue(3)
        dialog.draw_button.click()
        dialog.start_button.click()

    QTimer.singleShot(0, fill_in)
    main.new_night_action.trigger()
    windows = main.findChildren(NightWindow)
    assert len(windows) == 1
    window = windows[0]
    assert window.mode_combo.currentData() == BY_STANDING
    assert window.tables_model.rowCount() == 2
    assert "round 1 of 3" in window.details.text()

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NightsDialog)
        dialog.view.activated.emit(dialog.model.index(0, 0))

    QTimer.singleShot(0, choose)
    main.nights_action.trigger()
    assert main.findChildren(NightWindow) == [window]  # the open one, brought forward
    window.close()


def test_the_night_window_fits_a_1280_pixel_screen_in_every_language(
    qtbot: QtBot, store: Store, tmp_path: Path, english: Translations
) -> None:
    """Its controls in two rows: the German buttons in one row needed 1,392 pixels,
    so Close night and Close were off a 1280×720 screen."""
    main = open_window(qtbot, store, tmp_path, "main")
    _dialog, night_id = night_of_nine(qtbot, store)
    window = open_night_window(main, night_id)
    try:
        for language in ("en", "de", "ja"):
            switch(english, language)
            assert window.minimumSizeHint().width() <= 1280, language
    finally:
        switch(english, "en")
    window.close()


def test_both_windows_follow_the_language_and_keep_what_was_chosen(
    qtbot: QtBot, store: Store, tmp_path: Path, english: Translations
) -> None:
    main = open_window(qtbot, store, tmp_path, "main")
    _dialog, night_id = night_of_nine(qtbot, store)
    window = open_night_window(main, night_id)
    window.next_button.click()
    fresh = new_dialog(qtbot, store)
    check_everyone_by_keys(qtbot, fresh)
    fresh.draw_button.click()
    drawn = fresh.drawn
    try:
        switch(english, "de")
        assert window.next_button.text() == "&Nächste Runde"
        assert window.finish_button.text() == "Tisch &fertig"
        assert window.message.text().startswith("Runde 2 ist gesetzt (ausgelost")
        assert window.standing_model.titles[:2] == ["Platz", "Spieler"]
        assert window.tables_model.column_texts(4) == ["nicht begonnen"] * 4
        assert fresh.windowTitle() == "Neuer Vereinsabend"
        assert fresh.title_edit.text() == f"Vereinsabend {fresh.date()}"  # nobody typed one
        assert fresh.drawn == drawn and fresh.draw_model.titles[1] == "Platz 1"
        switch(english, "ja")
        assert window.standing_model.titles[:2] == ["順位", "プレイヤー"]
        assert window.finish_button.text() == "卓を終了(&F)"
        assert "第2回戦" in window.message.text()
    finally:
        switch(english, "en")
    assert window.message.text().startswith("Round 2 is drawn")
    assert fresh.title_edit.text() == f"Club night {fresh.date()}"
    window.close()


# What every laptop sees alike: the night's choices, its rounds, its finished tables ------------


def night_window(
    qtbot: QtBot, store: StoreCore, tmp_path: Path, name: str, night_id: int
) -> NightWindow:
    """A laptop's night window: a main window of its own (its own settings file) on
    ``store``; its timer stopped, so the test says when it looks."""
    main = open_window(qtbot, store, tmp_path, name)
    window = open_night_window(main, night_id)
    window.timer.stop()
    return window


def another_laptop_draws_alike(
    qtbot: QtBot, store: StoreCore, other_store: StoreCore, tmp_path: Path
) -> None:
    _dialog, night_id = night_of_nine(qtbot, store, BY_STANDING, rounds=3)
    night = store.nights.night(night_id)
    assert night.settings == {
        "draw": BY_STANDING,
        "rounds": 3,
        "deals_per_round": 24,
        "game": "doppelkopf",
        "rules": {"preset": "standard", "options": {}},
        "guests": ["Ida"],  # typed in, not of the roster: kept as the command line keeps it
        "excused": [],
    }
    five, four = store.nights.sessions_of_night(night_id)
    SessionService(store, four.id).add_deal(deal(four.players[:2], 240))
    SessionService(store, five.id).add_deal(deal(five.players[1:3], 200))
    here = night_window(qtbot, store, tmp_path, "here", night_id)
    there = night_window(qtbot, other_store, tmp_path, "there", night_id)
    for window in (here, there):
        assert window.mode_combo.currentData() == BY_STANDING
        assert "round 1 of 3" in window.details.text()
    # The other laptop draws round 2 as this one would: by the night's standing.
    expected = draw_round(night.present, night.seed, 2, rounds_played(store, night_id), here.rows)
    there.next_button.click()
    assert rounds_played(store, night_id)[1] == expected
    assert "Round 2 is drawn (by the night's standing)" in there.message.text()
    here.poll()
    assert "round 2 of 3" in here.details.text()
    assert here.tables_model.rowCount() == there.tables_model.rowCount() == 4
    # Chosen on one laptop (Up in the box: at random), shown on the other.
    there.mode_combo.setFocus()
    qtbot.keyClick(there.mode_combo, Qt.Key.Key_Up)
    assert store.nights.night(night_id).settings["draw"] == RANDOM
    here.poll()
    assert here.mode_combo.currentData() == RANDOM
    here.next_button.click()
    rounds = rounds_played(store, night_id)
    assert rounds[2] == draw_round(night.present, night.seed, 3, rounds[:2])
    for window in (here, there):
        window.main.close()


def test_another_laptop_shows_the_nights_choices_and_draws_alike(
    qtbot: QtBot, store: Store, tmp_path: Path
) -> None:
    with Store(store.path) as other:
        another_laptop_draws_alike(qtbot, store, other, tmp_path)


def next_round_at_once(
    qtbot: QtBot,
    store: StoreCore,
    other_store: StoreCore,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _dialog, night_id = night_of_nine(qtbot, store)
    here = night_window(qtbot, store, tmp_path, "here", night_id)
    there = night_window(qtbot, other_store, tmp_path, "there", night_id)
    # Both show round 1; this laptop presses "Next round" first, then the other.
    here.next_button.click()
    there.next_button.click()
    assert there.message.text() == (
        "Round 2 was drawn on another laptop meanwhile; it is shown here."
    )
    rounds = rounds_played(store, night_id)
    assert len(rounds) == 2 and len(store.nights.sessions_of_night(night_id)) == 4  # one round 2
    assert there.tables_model.column_texts(2) == here.tables_model.column_texts(2)
    # Round 3: this laptop stores it while the other is drawing it (between its
    # look at the night and its write): the store refuses the other's round 3.
    real_draw = draw_round  # what the window calls, as imported there
    raced: list[int] = []

    def drawing(*args: Any) -> Round:
        drawn = real_draw(*args)
        if not raced:
            raced.append(1)
            here.next_button.click()  # the other laptop, at that very moment
        return drawn

    monkeypatch.setattr(club_night_window, "draw_round", drawing)
    there.next_button.click()
    assert raced and "Round 3 is drawn" in here.message.text()
    assert there.message.text() == (
        "Round 3 was drawn on another laptop meanwhile; it is shown here."
    )
    assert len(store.nights.sessions_of_night(night_id)) == 6
    assert [info.round_no for info in there.infos] == [1, 1, 2, 2, 3, 3]
    assert there.tables_model.column_texts(2) == here.tables_model.column_texts(2)
    for window in (here, there):
        window.main.close()


def test_two_laptops_press_next_round_at_once(
    qtbot: QtBot, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Store(store.path) as other:
        next_round_at_once(qtbot, store, other, tmp_path, monkeypatch)


def finished_cells(window: NightWindow) -> dict[str, str]:
    """Player → "tables finished" as the standing shows it."""
    model = window.standing_model
    return {str(model.keys[row]): model.text(row, 4) for row in range(model.rowCount())}


def tables_marked_finished(
    qtbot: QtBot, store: StoreCore, other_store: StoreCore, tmp_path: Path
) -> None:
    # The club's rules end an evening after 2 deals: the tables' agreed end.
    create_session(store, parse_session(session_json(options={"end_after_deals": 2})))
    _dialog, night_id = night_of_nine(qtbot, store)
    five, four = store.nights.sessions_of_night(night_id)
    SessionService(store, four.id).add_deal(deal(four.players[:2]))
    here = night_window(qtbot, store, tmp_path, "here", night_id)
    there = night_window(qtbot, other_store, tmp_path, "there", night_id)
    assert here.tables_model.column_texts(4) == ["not started", "in progress"]
    assert not here.finish_button.isEnabled()  # no table selected
    # F on table 2 (Down selects it): marked finished, on both laptops.
    view = here.tables_view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert getattr(here.selected_table(), "id", None) == four.id
    assert here.finish_button.text() == "Table &finished"
    qtbot.keyClick(view, Qt.Key.Key_F)
    assert store.nights.night(night_id).finished_tables == {four.id}
    assert here.tables_model.column_texts(4) == ["not started", "finished (marked)"]
    assert "Table 2 of round 1 is marked finished" in here.message.text()
    assert finished_cells(here)[four.players[0]] == "1 of 1"
    assert finished_cells(here)[five.players[0]] == "0 of 1"
    assert here.finish_button.text() == "Table not &finished"
    there.poll()
    assert there.tables_model.column_texts(4) == ["not started", "finished (marked)"]
    assert finished_cells(there)[four.players[0]] == "1 of 1"
    # F again takes the mark back.
    qtbot.keyClick(view, Qt.Key.Key_F)
    assert store.nights.night(night_id).finished_tables == frozenset()
    assert here.tables_model.column_texts(4) == ["not started", "in progress"]
    assert finished_cells(here)[four.players[0]] == "0 of 1"
    assert "no longer marked finished" in here.message.text()
    # A table at its agreed end is finished without a mark; F says so.
    SessionService(store, four.id).add_deal(deal(four.players[1:3]))
    here.poll()
    assert here.tables_model.column_texts(4) == ["not started", "finished"]
    assert not here.finish_button.isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_F)
    assert "Table 2 of round 1 has reached its agreed end" in here.message.text()
    assert store.nights.night(night_id).finished_tables == frozenset()
    # The other laptop marks table 1 with its button (a table with no deal
    # played would never count as finished: it has one now).
    SessionService(store, five.id).add_deal(deal(five.players[1:3]))
    there.poll()
    there.tables_view.setFocus()
    qtbot.keyClick(there.tables_view, Qt.Key.Key_Down)
    assert getattr(there.selected_table(), "id", None) == five.id
    assert there.finish_button.isEnabled()
    qtbot.mouseClick(there.finish_button, Qt.MouseButton.LeftButton)
    assert store.nights.night(night_id).finished_tables == {five.id}
    here.poll()
    assert set(finished_cells(here).values()) == {"1 of 1"}
    # Closed, every table counts as finished and none can be marked.
    here.state_button.click()
    assert here.tables_model.column_texts(4) == ["finished", "finished"]
    assert not here.finish_button.isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_F)
    assert store.nights.night(night_id).finished_tables == {five.id}
    for window in (here, there):
        window.main.close()


def test_tables_are_marked_finished_one_by_one(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    with Store(store.path) as other:
        tables_marked_finished(qtbot, store, other, tmp_path)


def test_a_game_for_exactly_so_many_at_a_table_says_exactly(
    qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(TABLE_SIZES, "schafkopf_pfalz", (4, 4))
    add_roster(store, [*ROSTER, "Ida"])  # 9 make a 5 and a 4
    dialog = new_dialog(qtbot, store)
    check_everyone_by_keys(qtbot, dialog)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("schafkopf_pfalz"))
    dialog.draw_button.click()
    assert dialog.message.text() == (
        "Pfälzer Schafkopf is played by exactly 4 at a table; with 9 present, table 1 would have 5."
    )
    assert not dialog.start_button.isEnabled()


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_no_two_places_of_the_night_windows_share_an_underlined_letter(
    qtbot: QtBot, store: Store, tmp_path: Path, english: Translations, language: str
) -> None:
    main = open_window(qtbot, store, tmp_path, "main")
    dialog, night_id = night_of_nine(qtbot, store)
    window = open_night_window(main, night_id)
    try:
        switch(english, language)
        for shown in (window, dialog):
            twice = {letter: texts for letter, texts in letters(shown).items() if len(texts) > 1}
            assert twice == {}, language
        assert "F" in letters(window)  # Table finished
    finally:
        switch(english, "en")
    window.close()


# Guests and members excused ------------------------------------------------------------------


def test_members_are_excused_by_key_and_click_and_guests_marked(
    qtbot: QtBot, store: Store, tmp_path: Path
) -> None:
    main = open_window(qtbot, store, tmp_path, "main")
    add_roster(store)
    dialog = new_dialog(qtbot, store)
    type_name(qtbot, dialog, "Ida")  # not in the roster: a guest
    check_everyone_by_keys(qtbot, dialog)
    model, view = dialog.present_model, dialog.present_view
    assert model.data(model.index(len(ROSTER))) == "Ida (guest)"
    assert not dialog.excused_button.isEnabled()  # the guest is current: nobody to excuse
    # Hana calls off: Up to her row, a click on "Excused".
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_End)
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert model.entries[view.currentIndex().row()].name == "Hana"
    assert dialog.excused_button.isEnabled() and not dialog.excused_button.isChecked()
    qtbot.mouseClick(dialog.excused_button, Qt.MouseButton.LeftButton)
    assert dialog.excused() == ["Hana"] and "Hana" not in dialog.present()
    assert dialog.excused_button.isChecked()
    assert model.data(model.index(len(ROSTER) - 1)) == "Hana (excused)"
    assert dialog.count_label.text() == "8 present, 1 excused"
    # Greta too, by the button's key; Space checks her again and takes the excuse back.
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Up)
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    qtbot.keyClick(dialog, Qt.Key.Key_X, Qt.KeyboardModifier.AltModifier)  # E&xcused
    # The underlined letter clicks the button as a mouse would, pressed for a moment.
    qtbot.waitUntil(lambda: dialog.excused() == ["Greta", "Hana"])
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert dialog.excused() == ["Hana"] and "Greta" in dialog.present()
    assert not dialog.excused_button.isChecked()
    qtbot.mouseClick(dialog.draw_button, Qt.MouseButton.LeftButton)
    # Round 1 as drawn marks the guest as the night window and the paper do.
    drawn = dialog.draw_model
    seats = [
        drawn.data(drawn.index(row, column))
        for row in range(drawn.rowCount())
        for column in range(1, drawn.columnCount())
    ]
    assert seats.count("Ida (guest)") == 1 and "Ida" not in seats and "Anna" in seats
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.night_id is not None, dialog.message.text()
    # Kept with the night as the command line keeps them.
    night = store.nights.night(dialog.night_id)
    assert night.settings["excused"] == ["Hana"]
    assert night.settings["guests"] == ["Ida"]
    assert "Hana" not in night.present and "Ida" in night.present
    # The night window: the guest marked in the tables and the standing, both named.
    window = open_night_window(main, dialog.night_id)
    assert window.people_note.isVisible()
    assert window.people_note.text() == "Guests: Ida · Excused: Hana"
    tables = window.tables_model.column_texts(2)
    assert sum("Ida (guest)" in text for text in tables) == 1
    assert not any("Anna (guest)" in text for text in tables)
    names = window.standing_model.column_texts(1)
    assert "Ida (guest)" in names and "Anna" in names and len(names) == 8
    assert not any(name.startswith("Hana") for name in names)
    window.close()


def test_a_night_without_guests_names_nobody(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    main = open_window(qtbot, store, tmp_path, "main")
    add_roster(store)
    dialog = new_dialog(qtbot, store)
    check_everyone_by_keys(qtbot, dialog)
    dialog.draw_button.click()
    dialog.start_button.click()
    assert dialog.night_id is not None
    window = open_night_window(main, dialog.night_id)
    assert window.guests == frozenset() and window.excused == []
    assert not window.people_note.isVisible()
    assert sorted(window.standing_model.column_texts(1)) == sorted(ROSTER)
    window.close()
