"""The deadlines lookup window: its model, its answers and its pre-filling."""

from __future__ import annotations

from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from schreiber.games.doppelkopf.rules import STANDARD
from schreiber.ui.entry.doppelkopf_deadlines import DeadlinesPanel


def cell(panel: DeadlinesPanel, row: int, column: int) -> str:
    return str(panel.model.data(panel.model.index(row, column)))


def test_model_passes_the_model_tester(qtbot: QtBot, qtmodeltester: ModelTester) -> None:
    panel = DeadlinesPanel()
    qtbot.addWidget(panel)
    qtmodeltester.check(panel.model)
    panel.set_deal({"type": "normal", "announcements": {"re": ["re"], "kontra": []}})
    panel.cards_spin.setValue(10)
    qtmodeltester.check(panel.model)


def test_prefilled_from_a_draft_deal(qtbot: QtBot) -> None:
    panel = DeadlinesPanel()
    qtbot.addWidget(panel)
    panel.set_rules(STANDARD)
    panel.set_deal(
        {
            "type": "normal",
            "announcements": {"re": ["re", "no90", "no60"], "kontra": []},
        }
    )
    assert panel.said() == {"re": ("re", "no90", "no60"), "kontra": ()}
    # Re's own words are said; Kontra replies to "no 60" while holding 8 cards.
    assert cell(panel, 0, 0) == "already said"
    kontra = cell(panel, 0, 1)
    assert "holding at least 8 cards" in kontra
    assert "before playing to trick 5" in kontra
    assert "reply to “no 60”" in kontra
    assert "said together with “Kontra”" not in cell(panel, 1, 1)
    assert "holding at least 10 cards" in cell(panel, 2, 1)
    assert "said together with “no 90”" in cell(panel, 2, 1)


def test_cards_in_hand_answer_yes_or_too_late(qtbot: QtBot) -> None:
    panel = DeadlinesPanel()
    qtbot.addWidget(panel)
    panel.set_deal({"type": "normal", "announcements": {"re": ["re", "no90"], "kontra": []}})
    panel.cards_spin.setValue(9)
    # Re: no 60 at 9; no 30 and schwarz go with no 60, so also at 9.
    assert [cell(panel, row, 0).split("\n")[0] for row in (2, 3, 4)] == ["yes, you may"] * 3
    # Kontra: replying to "no 90" it may say Kontra at 9, but its no 90 ended at 10.
    assert cell(panel, 0, 1).startswith("yes, you may")
    assert cell(panel, 1, 1).startswith("too late")
    panel.cards_spin.setValue(8)
    assert cell(panel, 2, 0).startswith("too late")


def test_an_undecided_marriage_blocks_everyone(qtbot: QtBot) -> None:
    panel = DeadlinesPanel()
    qtbot.addWidget(panel)
    panel.set_deal({"type": "marriage", "marriage_clarified_in": None})
    assert not panel.marriage_combo.isHidden()
    panel.cards_spin.setValue(12)
    assert cell(panel, 0, 0).startswith("not yet")
    assert "nobody may announce" in panel.notes.text()
    panel.set_deal({"type": "marriage", "marriage_clarified_in": 3})
    assert "holding at least 9 cards" in cell(panel, 0, 0)
    assert "2 tricks later" in panel.notes.text()


def test_rules_change_the_answer(qtbot: QtBot) -> None:
    panel = DeadlinesPanel()
    qtbot.addWidget(panel)
    panel.set_rules(STANDARD.replace(without_nines=True, announcement_timing="late_refusals"))
    panel.set_deal({"type": "normal"})
    assert "holding at least 10 cards" in cell(panel, 0, 0)
    assert "before playing to trick 1" in cell(panel, 0, 0)
    assert panel.cards_spin.maximum() == 10
    assert "late refusals" in panel.notes.text()


def test_variants_of_rules_13_4(qtbot: QtBot) -> None:
    """named_trick lists every trick; double offers "double"; own turn and Zwingen are stated."""
    panel = DeadlinesPanel()
    qtbot.addWidget(panel)
    panel.set_rules(STANDARD.replace(marriage_partner="named_trick"))
    assert panel.marriage_combo.findData(12) > 0
    panel.set_rules(STANDARD)
    assert panel.marriage_combo.findData(4) < 0
    panel.set_rules(STANDARD.replace(marriage_deadlines="double"))
    panel.set_deal({"type": "marriage", "announcements": {"re": [], "kontra": []}})
    assert not panel.model.blocked
    assert "may say “double” while holding at least 11 cards" in panel.notes.text()
    panel.set_rules(STANDARD.replace(announce_on_own_turn=True, zwingen=True))
    assert "your turn" in panel.notes.text() and "Zwingen" in panel.notes.text()
