"""One key legend in every entry panel (issue 17): short, in the same place and the
same form — "Keys:", each key in bold with what it does, then Tab and Enter (and Esc
while editing) — and it names only keys that do what it says."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from schreiber.games.crescendo.records import Deal as CrDeal
from schreiber.session.service import SessionService
from schreiber.store.database import Store
from schreiber.ui.entry.keyboard import PreviewPlumbing
from schreiber.ui.entry.schafkopf_pfalz import CONTRACT_KEYS
from tests.typed import typed
from tests.ui import test_crescendo_panel as crescendo
from tests.ui import test_entry_panel as doppelkopf
from tests.ui import test_schafkopf_panel as schafkopf

SHARED_END = "<b>Tab</b>&nbsp;next field · <b>⏎</b>&nbsp;save"


def entries(panel: PreviewPlumbing) -> dict[str, str]:
    """The legend as keys → what they do."""
    found = re.findall(r"<b>([^<]+)</b>&nbsp;([^·]+?)(?: · |$)", panel.legend.text())
    return {keys.replace("&nbsp;", " "): what for keys, what in found}


def check_form(panel: PreviewPlumbing) -> None:
    legend = panel.legend.text()
    assert panel.legend.isVisible()
    assert legend.startswith("Keys: <b>")
    assert legend.endswith(SHARED_END)
    assert len(re.sub("<[^>]+>|&nbsp;", " ", legend)) < 200  # short: one or two lines


def test_the_three_panels_share_one_legend_form(
    qtbot: QtBot, service: SessionService, store: Store
) -> None:
    panels: list[PreviewPlumbing] = [
        doppelkopf.make_panel(qtbot, service),
        schafkopf.make_panel(qtbot, schafkopf.schafkopf_service(store, schafkopf.FOUR)),
        crescendo.make_panel(qtbot, crescendo.crescendo_service(store)),
    ]
    for panel in panels:
        check_form(panel)
        assert entries(panel)["Tab"] == "next field"


def test_the_schafkopf_legend_keys_pick_what_it_says(qtbot: QtBot, store: Store) -> None:
    for players, contracts in ((schafkopf.THREE, "E S U R"), (schafkopf.FOUR, "S U A R")):
        panel = schafkopf.make_panel(qtbot, schafkopf.schafkopf_service(store, players))
        said = entries(panel)
        assert said[f"1–{len(players)}"].startswith("soloist")
        assert said[contracts] == "contract"
        assert said["C S H D"] == "trump"
        for key in contracts.split():
            panel.soloist_row.setFocus(Qt.FocusReason.TabFocusReason)
            schafkopf.press(qtbot, [key])
            assert CONTRACT_KEYS[panel.contract_combo.currentData()] == key


def test_the_crescendo_legend_keys_do_what_it_says(qtbot: QtBot, store: Store) -> None:
    panel = crescendo.make_panel(qtbot, crescendo.crescendo_service(store))
    said = entries(panel)
    assert said["1–3"] == "soloist"
    assert said["C D H S N"] == "trump"
    crescendo.press(qtbot, ["R"])
    assert panel.redeal_box.isChecked()
    assert said["R"] == "all passed"


def test_the_legend_offers_esc_only_while_editing(qtbot: QtBot, store: Store) -> None:
    service = crescendo.crescendo_service(store)
    service.add_deal({"soloist": "Anna", "bid": 17, "trump": "hearts", "tricks_won": [3, 7]})
    panel = crescendo.make_panel(qtbot, service)
    assert "Esc" not in entries(panel)
    panel.load_deal(1, typed(CrDeal, service.session.deals[0]))
    assert entries(panel)["Esc"] == "cancel the edit"
    assert panel.legend.text().endswith(f"{SHARED_END} · <b>Esc</b>&nbsp;cancel the edit")
