"""Rules §13.7 in the window: the ♦ pair game and the marriage partner the holder
chooses, typed with real keys into the real entry panel on a real session; the new
options in the rules editor and the deadlines lookup.

Every entry test types keys as a person would (tests.ui.test_entry_panel.type_keys)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox
from pytestqt.qtbot import QtBot

from schreiber.games.doppelkopf import RuleSet, parse_deal, score
from schreiber.games.doppelkopf.rules import STANDARD
from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.database import Store
from schreiber.ui.entry.doppelkopf_deadlines import DeadlinesPanel
from schreiber.ui.session.doppelkopf_rules import RulesEditor
from tests.ui.conftest import PLAYERS, session_json
from tests.ui.test_entry_panel import make_panel, type_keys

ALT = Qt.KeyboardModifier.AltModifier


def open_service(store: Store, **options: object) -> SessionService:
    data = session_json(options=dict(options))
    return SessionService(store, create_session(store, parse_session(data)))


def scored(record: dict[str, object], rules: RuleSet) -> dict[str, int]:
    return score(parse_deal(record), rules, PLAYERS).scores


# The ♦ pair game ------------------------------------------------------------------------


def test_the_diamond_pair_game_is_typed_like_a_normal_game(qtbot: QtBot, store: Store) -> None:
    rules = RuleSet(diamond_pair_game="A")
    panel = make_panel(qtbot, open_service(store, diamond_pair_game="A"))
    assert panel.type_combo.findData("diamond_pair") >= 0
    with qtbot.waitSignal(panel.commit) as saved:
        type_keys(qtbot, panel, ["Y", "1", "3", "1", "3", "0", "Enter"])
    record = saved.args[0]
    assert (record["type"], record["re"], record["re_points"]) == (
        "diamond_pair",
        ["Anna", "Chie"],
        130,
    )
    normal = dict(record, type="normal")
    assert (
        scored(record, rules)
        == scored(normal, rules)
        == {
            "Anna": 1,
            "Ben": -1,
            "Chie": 1,
            "Daiki": -1,
        }
    )


def test_one_holder_of_both_cards_plays_alone(qtbot: QtBot, store: Store) -> None:
    rules = RuleSet(diamond_pair_game="10")
    panel = make_panel(qtbot, open_service(store, diamond_pair_game="10"))
    type_keys(qtbot, panel, ["Y", "2"])
    assert panel.focusWidget() is panel.picker  # a second holder may still come
    # Alone, the form offers the bonuses of a solo only: no fox, no Charlie.
    assert not panel.bonus_labels["fox"].isVisible()
    with qtbot.waitSignal(panel.commit) as saved:
        type_keys(qtbot, panel, ["Tab", "1", "5", "0", "Enter"])
    record = saved.args[0]
    assert (record["type"], record["re"]) == ("diamond_pair", ["Ben"])
    silent = dict(record, type="silent_solo")
    assert scored(record, rules) == scored(silent, rules)
    assert scored(record, rules)["Ben"] == 3


def test_without_the_option_there_is_no_diamond_pair_game(
    qtbot: QtBot, service: SessionService
) -> None:
    panel = make_panel(qtbot, service)
    assert panel.type_combo.findData("diamond_pair") < 0
    type_keys(qtbot, panel, ["Y"])
    assert panel.game_type == "normal"


# The marriage partner the holder chooses -------------------------------------------------


def test_the_holder_chooses_how_the_partner_is_found(qtbot: QtBot, store: Store) -> None:
    panel = make_panel(qtbot, open_service(store, marriage_partner="holder_chooses"))
    type_keys(qtbot, panel, ["M"])
    assert panel.partner_combo.isVisible()
    assert panel.partner_combo.currentData() == "first_trick"
    qtbot.keyClick(panel.focusWidget() or panel, Qt.Key.Key_H, ALT)
    assert panel.focusWidget() is panel.partner_combo
    qtbot.keyClick(panel.partner_combo, Qt.Key.Key_Down)
    qtbot.keyClick(panel.partner_combo, Qt.Key.Key_Down)
    assert panel.partner_combo.currentData() == "named_trick"
    # A named trick may be any trick of the deal.
    assert panel.marriage_combo.count() == 1 + 12
    type_keys(qtbot, panel, ["Tab"])
    assert panel.focusWidget() is panel.marriage_combo
    type_keys(qtbot, panel, ["1", "1"])
    assert panel.marriage_combo.currentData() == 11
    assert panel.focusWidget() is panel.picker
    with qtbot.waitSignal(panel.commit) as saved:
        type_keys(qtbot, panel, ["1", "2", "1", "5", "0", "Enter"])
    record = saved.args[0]
    assert record["marriage_partner"] == "named_trick"
    assert (record["marriage_clarified_in"], record["re"]) == (11, ["Anna", "Ben"])


def test_a_first_trick_choice_allows_tricks_1_to_3(qtbot: QtBot, store: Store) -> None:
    panel = make_panel(qtbot, open_service(store, marriage_partner="holder_chooses"))
    type_keys(qtbot, panel, ["M"])
    qtbot.keyClick(panel.focusWidget() or panel, Qt.Key.Key_H, ALT)
    qtbot.keyClick(panel.partner_combo, Qt.Key.Key_Down)
    assert panel.partner_combo.currentData() == "first_plain_trick"
    assert panel.marriage_combo.count() == 1 + 3
    type_keys(qtbot, panel, ["Tab", "3"])  # one digit is enough with three tricks
    assert panel.focusWidget() is panel.picker
    with qtbot.waitSignal(panel.commit) as saved:
        type_keys(qtbot, panel, ["1", "4", "1", "3", "0", "Enter"])
    record = saved.args[0]
    assert record["marriage_partner"] == "first_plain_trick"
    assert record["marriage_clarified_in"] == 3


def test_the_choice_is_asked_only_under_holder_chooses(
    qtbot: QtBot, service: SessionService
) -> None:
    panel = make_panel(qtbot, service)
    type_keys(qtbot, panel, ["M"])
    assert not panel.partner_combo.isVisible()
    with qtbot.waitSignal(panel.commit) as saved:
        type_keys(qtbot, panel, ["2", "1", "2", "1", "3", "0", "Enter"])
    assert "marriage_partner" not in saved.args[0]


def test_editing_a_deal_shows_its_choice(qtbot: QtBot, store: Store) -> None:
    panel = make_panel(qtbot, open_service(store, marriage_partner="holder_chooses"))
    deal = parse_deal(
        {
            "type": "marriage",
            "re": ["Anna", "Ben"],
            "re_points": 130,
            "marriage_clarified_in": 9,
            "marriage_partner": "named_trick",
        }
    )
    panel.load_entry(deal)
    assert panel.partner_combo.currentData() == "named_trick"
    assert panel.marriage_combo.currentData() == 9
    assert panel.record()["marriage_partner"] == "named_trick"


# The rules editor and the deadlines lookup ----------------------------------------------


def test_rules_editor_diamond_top_excludes_the_heart_ten_options(qtbot: QtBot) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    top = editor.controls["diamond_top"]
    joker = editor.controls["joker"]
    assert isinstance(top, QComboBox) and isinstance(joker, QCheckBox)
    assert top.currentData() is None
    assert top.itemText(top.findData("A")) == "the ♦A"
    joker.setChecked(True)
    assert not editor._cells["diamond_top"].isEnabled()
    joker.setChecked(False)
    top.setCurrentIndex(top.findData("K"))
    assert not editor._cells["joker"].isEnabled()
    assert not editor._cells["heart_ten_caught"].isEnabled()
    assert not editor._cells["second_heart_ten_wins"].isEnabled()
    rules = editor.rules()
    assert (rules.diamond_top, rules.joker) == ("K", False)
    pair = editor.controls["diamond_pair_game"]
    assert isinstance(pair, QComboBox)
    pair.setCurrentIndex(pair.findData("9"))
    without = editor.controls["without_nines"]
    assert isinstance(without, QCheckBox)
    without.setChecked(True)  # no ♦9 without nines
    assert editor.rules().diamond_pair_game is None


def test_rules_editor_schweinchen_declare_and_holder_chooses(qtbot: QtBot) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    assert not editor._cells["schweinchen_declare"].isEnabled()
    schwein = editor.controls["schweinchen"]
    assert isinstance(schwein, QCheckBox)
    schwein.setChecked(True)
    assert editor._cells["schweinchen_declare"].isEnabled()
    partner = editor.controls["marriage_partner"]
    assert isinstance(partner, QComboBox)
    partner.setCurrentIndex(partner.findData("holder_chooses"))
    assert editor.rules().marriage_partner == "holder_chooses"
    assert editor.explanations["diamond_pair_game"]


def test_deadlines_lookup_follows_the_holders_choice(qtbot: QtBot) -> None:
    panel = DeadlinesPanel()
    qtbot.addWidget(panel)
    panel.set_rules(STANDARD.replace(marriage_partner="holder_chooses", schweinchen=True))
    record: dict[str, object] = {"type": "marriage", "marriage_partner": "first_trick"}
    panel.set_deal(record)
    assert panel.marriage_combo.count() == 1 + 3
    panel.set_deal(dict(record, marriage_partner="named_trick", marriage_clarified_in=7))
    assert panel.marriage_combo.count() == 1 + 12
    assert panel.clarified_in() == 7
    assert "Schweinchen is said while playing the first ♦A." in panel.notes.text()
