"""The entry panel, driven by real key presses (issue 4 §3)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from schreiber.games.doppelkopf.records import Deal as DkDeal
from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.database import Store
from schreiber.ui.entry.doppelkopf import EntryPanel
from tests.typed import typed
from tests.ui.conftest import session_json


def make_panel(qtbot: QtBot, service: SessionService) -> EntryPanel:
    panel = EntryPanel(service.preview)
    qtbot.addWidget(panel)
    panel.set_session(service.session, service.replay)
    panel.show()
    qtbot.waitExposed(panel)
    with qtbot.waitActive(panel):
        panel.activateWindow()
    panel.clear()
    return panel


def type_keys(qtbot: QtBot, panel: EntryPanel, keys: list[str]) -> None:
    """Press keys on whatever has focus, as a person would."""
    for key in keys:
        target = panel.focusWidget() or panel
        if key == "Enter":
            qtbot.keyClick(target, Qt.Key.Key_Return)
        elif key == "Tab":
            qtbot.keyClick(target, Qt.Key.Key_Tab)
        else:
            qtbot.keyClicks(target, key)


def test_a_normal_deal_takes_six_keys(qtbot: QtBot, service: SessionService) -> None:
    panel = make_panel(qtbot, service)
    keys = ["1", "3", "1", "2", "9", "Enter"]
    assert len(keys) <= 6  # the budget of issue 4
    with qtbot.waitSignal(panel.commit) as saved:
        type_keys(qtbot, panel, keys)
    record, number = saved.args
    assert number is None
    assert record["type"] == "normal"
    assert record["re"] == ["Anna", "Chie"]
    assert record["re_points"] == 129


def test_a_solo_takes_a_type_key_and_one_player(qtbot: QtBot, service: SessionService) -> None:
    panel = make_panel(qtbot, service)
    with qtbot.waitSignal(panel.commit) as saved:
        type_keys(qtbot, panel, ["Q", "2", "1", "5", "0", "Enter"])
    record, _ = saved.args
    assert (record["type"], record["re"], record["re_points"]) == ("solo_queen", ["Ben"], 150)


def test_announcement_level_sets_its_prerequisites(qtbot: QtBot, service: SessionService) -> None:
    panel = make_panel(qtbot, service)
    # Two players, points, then Tab past Kontra's points to "Re says": 3 = no 60.
    type_keys(qtbot, panel, ["1", "2", "2", "0", "0", "Tab", "Tab", "3"])
    record = panel.record()
    assert record["announcements"] == {"re": ["re", "no90", "no60"], "kontra": []}
    assert panel.is_valid()
    assert "Re wins" in panel.preview.text()


def test_kontra_points_fill_in_re_points(qtbot: QtBot, service: SessionService) -> None:
    panel = make_panel(qtbot, service)
    type_keys(qtbot, panel, ["1", "2", "Tab"])
    panel.kontra_points.selectAll()
    type_keys(qtbot, panel, ["1", "0", "0"])
    assert panel.kontra_points.value() == 100
    assert panel.re_points.value() == 140


def test_preview_shows_lines_and_deltas(qtbot: QtBot, service: SessionService) -> None:
    panel = make_panel(qtbot, service)
    type_keys(qtbot, panel, ["1", "3", "1", "2", "9"])
    html = panel.preview.text()
    assert "won" in html
    assert "Anna <b>+1</b>" in html
    assert "Ben <b>−1</b>" in html


def test_impossible_entry_shows_the_message_at_the_field(
    qtbot: QtBot, service: SessionService
) -> None:
    panel = make_panel(qtbot, service)
    type_keys(qtbot, panel, ["1", "3", "3", "0"])
    panel.bonus_spins[("doppelkopf", "re")].setValue(1)
    assert not panel.is_valid()
    assert not panel.save_button.isEnabled()
    assert "Bonuses" in panel.error_message()
    assert "at least 40" in panel.error_message()
    assert panel.bonus_group.property("error") is True
    with qtbot.assertNotEmitted(panel.commit):
        type_keys(qtbot, panel, ["Enter"])


def test_incomplete_party_blocks_saving(qtbot: QtBot, service: SessionService) -> None:
    """One of two Re players: the form asks for the other (neutral) and waits; Enter
    cannot save it and shows the engine's message at the players, red."""
    panel = make_panel(qtbot, service)
    type_keys(qtbot, panel, ["1"])
    assert not panel.is_valid()
    assert panel.error_message() == ""
    assert "Who played Re?" in panel.pending_message()
    assert panel.picker.property("error") is False
    with qtbot.assertNotEmitted(panel.commit):
        type_keys(qtbot, panel, ["Enter"])
    assert "Re players" in panel.error_message()
    assert panel.pending_message() == ""
    assert panel.picker.property("error") is True


def test_editing_loads_the_deal(qtbot: QtBot, service: SessionService) -> None:
    service.add_deal(
        {
            "type": "normal",
            "re": ["Ben", "Daiki"],
            "re_points": 140,
            "announcements": {"re": ["re"], "kontra": []},
        }
    )
    panel = make_panel(qtbot, service)
    panel.set_session(service.session, service.replay)
    panel.load_deal(1, typed(DkDeal, service.session.deals[0]))
    assert panel.heading.text() == "Editing deal 1"
    assert panel.picker.selected() == ["Ben", "Daiki"]
    assert panel.re_points.value() == 140
    with qtbot.waitSignal(panel.commit) as saved:
        panel.submit()
    assert saved.args[1] == 1
    assert saved.args[0]["announcements"]["re"] == ["re"]


def test_the_empty_form_is_quiet_but_cannot_be_saved(qtbot: QtBot, service: SessionService) -> None:
    panel = make_panel(qtbot, service)
    assert panel.error_message() == ""
    assert not panel.is_valid()
    assert not panel.save_button.isEnabled()
    with qtbot.assertNotEmitted(panel.commit):
        type_keys(qtbot, panel, ["Enter"])


def house_rules_service(store: Store, **options: object) -> SessionService:
    session_id = create_session(store, parse_session(session_json(options=dict(options))))
    return SessionService(store, session_id)


def test_a_named_trick_marriage_is_entered_in_any_trick(qtbot: QtBot, store: Store) -> None:
    """§13.4 marriage_partner = named_trick: the partner question offers every trick."""
    standard = make_panel(qtbot, house_rules_service(store))
    assert standard.marriage_combo.count() == 4  # alone, tricks 1–3
    panel = make_panel(qtbot, house_rules_service(store, marriage_partner="named_trick"))
    type_keys(qtbot, panel, ["M"])
    assert panel.marriage_combo.isVisible()
    assert panel.marriage_combo.count() == 13  # alone, tricks 1–12
    panel.marriage_combo.setCurrentIndex(panel.marriage_combo.findData(7))
    panel.picker.setFocus()
    with qtbot.waitSignal(panel.commit) as saved:
        type_keys(qtbot, panel, ["1", "2", "1", "5", "0", "Enter"])
    record, _ = saved.args
    assert (record["type"], record["marriage_clarified_in"]) == ("marriage", 7)


def test_wirths_poverty_asks_who_was_poor_and_who_took_the_exchange(
    qtbot: QtBot, store: Store
) -> None:
    """§13.4 poverty_wirth: the record carries ``poverty`` {"poor", "partner"}."""
    plain = make_panel(qtbot, house_rules_service(store))
    type_keys(qtbot, plain, ["P"])
    assert not plain.poor_combo.isVisible()
    assert "poverty" not in plain.record()
    panel = make_panel(qtbot, house_rules_service(store, poverty_wirth=True))
    type_keys(qtbot, panel, ["P"])
    assert panel.poor_combo.isVisible() and panel.exchange_combo.isVisible()
    assert [panel.poor_combo.itemText(i) for i in range(4)] == ["Anna", "Ben", "Chie", "Daiki"]
    panel.poor_combo.setCurrentIndex(1)  # Ben was poor
    panel.exchange_combo.setCurrentIndex(2)  # Chie took the exchange
    panel.picker.setFocus()
    type_keys(qtbot, panel, ["2", "3", "1", "5", "0"])
    record = panel.record()
    assert record["poverty"] == {"poor": "Ben", "partner": "Chie"}
    assert record["re"] == ["Ben", "Chie"]
    assert panel.is_valid(), panel.error_message()


def test_a_misere_by_keys_offers_re_and_kontra_but_no_refusals(qtbot: QtBot, store: Store) -> None:
    """§13.1: L picks the misère; the soloist, Tab to 'Re says': a refusal cannot be
    chosen, only Re; the tricks decide and no card points are asked for."""
    panel = make_panel(qtbot, house_rules_service(store, misere=True))
    type_keys(qtbot, panel, ["L", "2"])
    record = panel.record()
    assert (record["type"], record["re"]) == ("misere", ["Ben"])
    assert not panel.re_points.isVisible() and panel.tricks_box.isVisible()
    says = panel.announce["re"]
    says.setFocus()
    type_keys(qtbot, panel, ["3"])  # "no 60" is not on offer in a misère
    assert says.currentIndex() <= 1
    says.setCurrentIndex(3)  # even when chosen by other means, it falls back to Re
    panel.tricks_box.setValue(0)
    assert panel.record()["announcements"] == {"re": ["re"], "kontra": []}
    assert panel.is_valid(), panel.error_message()


def test_the_doppelkopf_row_says_what_counts_at_this_table(qtbot: QtBot, store: Store) -> None:
    """§13.3: a trick of 40 or more, or with doppelkopf_bonus = pair two identical cards;
    the row's name is the plain word, as in the workbook, after the row's key."""
    forty = make_panel(qtbot, house_rules_service(store))
    label = forty.bonus_labels["doppelkopf"]
    assert label.text() == "K  Doppelkopf"
    assert "40 card points" in label.toolTip()
    pair = make_panel(qtbot, house_rules_service(store, doppelkopf_bonus="pair"))
    assert "two identical cards" in pair.bonus_labels["doppelkopf"].toolTip()


def test_a_marriage_asks_alone_or_which_trick_first_then_the_players_it_implies(
    qtbot: QtBot, service: SessionService
) -> None:
    """Issue 17: 'M 3 125' saved Daiki + Anna with 25 points for a marriage played
    alone. Now M asks first: 0 alone (then one player), 1–3 the trick that found the
    partner (then two players); the digits that follow are the players, then points."""
    panel = make_panel(qtbot, service)
    with qtbot.waitSignal(panel.commit) as saved:
        type_keys(qtbot, panel, ["M", "0", "4", "1", "2", "5", "Enter"])
    record, _ = saved.args
    assert (record["type"], record["re"], record["re_points"]) == ("marriage", ["Daiki"], 125)
    assert record["marriage_clarified_in"] is None
    panel.clear()
    with qtbot.waitSignal(panel.commit) as saved:
        type_keys(qtbot, panel, ["M", "3", "4", "1", "1", "2", "5", "Enter"])
    record, _ = saved.args
    assert (record["re"], record["marriage_clarified_in"]) == (["Anna", "Daiki"], 3)
    assert record["re_points"] == 125


def test_the_engine_refuses_a_marriage_whose_players_and_trick_disagree() -> None:
    from schreiber.games.doppelkopf.records import parse_deal
    from schreiber.games.doppelkopf.rules import RuleSet
    from schreiber.games.doppelkopf.validation import validate
    from schreiber.games.errors import RecordError

    for record in (
        {"type": "marriage", "re": ["Anna", "Ben"], "re_points": 125},  # two, no trick
        {"type": "marriage", "re": ["Anna"], "re_points": 125, "marriage_clarified_in": 2},
    ):
        deal = parse_deal(record, "deal")
        try:
            validate(deal, RuleSet(), ("Anna", "Ben", "Chie", "Daiki"))
        except RecordError as error:
            assert error.field == "deal.marriage_clarified_in"
        else:
            raise AssertionError(f"accepted: {record}")
