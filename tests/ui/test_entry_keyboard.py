"""The Doppelkopf entry panel without surprises (issue 17): a fixed Tab order, keys
for the bonuses, a legend, a visible focus, no red before anything is typed, a
redeal that asks only why, the Bock round a deal starts, tricks 10–12 by digits.

Every test types real keys into the real panel on a real session in SQLite."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPalette
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from schreiber.games.doppelkopf.records import Deal as DkDeal
from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.database import Store
from schreiber.ui.entry.doppelkopf import EntryPanel
from tests.typed import typed
from tests.ui.conftest import session_json
from tests.ui.test_entry_panel import make_panel, type_keys

SHIFT = Qt.KeyboardModifier.ShiftModifier


def open_service(
    store: Store, players: list[str] | None = None, **options: object
) -> SessionService:
    data = session_json(players=players, options=dict(options))
    return SessionService(store, create_session(store, parse_session(data)))


def press(qtbot: QtBot, panel: EntryPanel, key: Qt.Key, modifier: Qt.KeyboardModifier) -> None:
    qtbot.keyClick(panel.focusWidget() or panel, key, modifier)


def bonuses(panel: EntryPanel) -> dict[tuple[str, str], int]:
    return {
        (str(b["kind"]), str(b["party"])): int(b["count"])
        for b in panel.record()["bonuses"]  # type: ignore[attr-defined]
    }


# 1. Tab order --------------------------------------------------------------------------


def test_the_same_keys_reach_the_same_field_whatever_the_points(
    qtbot: QtBot, service: SessionService
) -> None:
    """'2 3 240 Tab Tab 5' put 5 into Re's tricks (a row that came with 0 or 240
    points); now Tab after the points goes the same way for 120, 0 and 240 — Kontra's
    points, the announcements, the bonuses — and the tricks row, after the bonuses,
    keeps its place on the form."""
    panel = make_panel(qtbot, service)
    places = set()
    for points in ("120", "0", "240"):
        panel.clear()
        type_keys(qtbot, panel, ["2", "3", points, "Tab", "Tab", "5"])
        assert panel.re_points.value() == int(points)
        assert panel.focusWidget() is panel.announce["re"], points
        assert panel.record()["announcements"] == {
            "re": ["re", "no90", "no60", "no30", "schwarz"],
            "kontra": [],
        }
        assert "re_tricks" not in panel.record()
        type_keys(qtbot, panel, ["Tab"])
        assert panel.focusWidget() is panel.announce["kontra"], points
        type_keys(qtbot, panel, ["Tab"])
        assert panel.focusWidget() is panel.bonus_spins[("fox", "re")], points
        assert panel.tricks_box.isVisible()
        layout = panel.layout()
        assert layout is not None
        layout.activate()  # the geometry now, not when the event loop gets to it
        places.add(panel.tricks_box.mapTo(panel, panel.tricks_box.rect().topLeft()).y())
    assert len(places) == 1  # the form did not move


# 2. Bonus keys and the legend ------------------------------------------------------------


def test_bonus_keys_after_the_points_count_for_re_and_with_shift_for_kontra(
    qtbot: QtBot, service: SessionService
) -> None:
    panel = make_panel(qtbot, service)
    type_keys(qtbot, panel, ["1", "3", "1", "3", "0", "F", "F", "C", "K"])
    press(qtbot, panel, Qt.Key.Key_F, SHIFT)
    press(qtbot, panel, Qt.Key.Key_K, SHIFT)
    assert panel.focusWidget() is panel.re_points  # the keys did not move on
    assert panel.re_points.value() == 130
    assert bonuses(panel) == {
        ("fox", "re"): 2,
        ("charlie", "re"): 1,
        ("doppelkopf", "re"): 1,
        ("fox", "kontra"): 1,
        ("doppelkopf", "kontra"): 1,
    }
    # Past the most possible (two foxes a party can catch … 4 in the spin box) it
    # starts at none again, so a key typed once too often is put right by typing on.
    type_keys(qtbot, panel, ["Tab", "Tab", "F", "F", "F"])
    assert panel.focusWidget() is panel.announce["re"]
    assert ("fox", "re") not in bonuses(panel)
    with qtbot.waitSignal(panel.commit) as saved:
        type_keys(qtbot, panel, ["Enter"])
    assert {"kind": "charlie", "party": "re", "count": 1} in saved.args[0]["bonuses"]


def test_in_the_player_row_letters_still_pick_the_game(
    qtbot: QtBot, service: SessionService
) -> None:
    panel = make_panel(qtbot, service)
    type_keys(qtbot, panel, ["F"])
    assert panel.game_type == "solo_fleshless"
    assert bonuses(panel) == {}


def test_a_solo_takes_no_bonus_keys_it_cannot_score(qtbot: QtBot, service: SessionService) -> None:
    panel = make_panel(qtbot, service)
    type_keys(qtbot, panel, ["Q", "2", "1", "5", "0", "F", "C"])
    assert bonuses(panel) == {}
    assert panel.is_valid(), panel.error_message()


def visible_text(panel: EntryPanel) -> str:
    """The texts of the form's visible labels (not the key legend)."""
    return " ".join(
        label.text()
        for label in panel.findChildren(QLabel)
        if label.isVisibleTo(panel) and label is not panel.legend
    )


def test_every_entry_panel_has_a_short_key_legend(qtbot: QtBot, service: SessionService) -> None:
    panel = make_panel(qtbot, service)
    legend = panel.legend.text().replace("&nbsp;", " ")
    assert panel.legend.isVisible()
    for part in ("1–4", "players", "N W M P …", "F C G K", "⇧ for Kontra", "Tab", "save"):
        assert part in legend, part
    assert "Esc" not in legend  # nothing to cancel in a new deal
    assert len(legend) < 300
    service.add_deal({"type": "normal", "re": ["Anna", "Ben"], "re_points": 130})
    panel.set_session(service.session, service.replay)
    panel.load_deal(1, typed(DkDeal, service.session.deals[0]))
    assert "Esc" in panel.legend.text()


def test_the_legend_names_the_bonus_keys_of_this_table(qtbot: QtBot, store: Store) -> None:
    panel = make_panel(qtbot, open_service(store, heart_ten_caught=True))
    assert "F&nbsp;C&nbsp;G&nbsp;K&nbsp;T" in panel.legend.text()  # never broken apart
    assert panel.bonus_labels["heart_ten_caught"].isVisible()
    assert panel.bonus_labels["heart_ten_caught"].text() == "T  ♥10 caught"
    type_keys(qtbot, panel, ["1", "2", "1", "5", "0", "T"])
    assert bonuses(panel) == {("heart_ten_caught", "re"): 1}


def legend_bonus_keys(panel: EntryPanel) -> str | None:
    """The keys the legend names for the bonuses, or None when it names none."""
    for part in panel.legend.text().split(" · "):
        if "bonuses after the points" in part:
            return part.split("</b>")[0].split("<b>")[-1].replace("&nbsp;", " ")
    return None


def test_the_legend_names_only_the_bonuses_of_the_game_type(qtbot: QtBot, store: Store) -> None:
    """In a solo the legend said F C G K although only the doppelkopf counts there (and
    only with the option): it names the keys of the bonus rows shown, none if none."""
    panel = make_panel(qtbot, open_service(store, doppelkopf_in_solo=True))
    assert legend_bonus_keys(panel) == "F C G K"
    type_keys(qtbot, panel, ["Q"])
    assert panel.game_type == "solo_queen"
    assert legend_bonus_keys(panel) == "K"
    assert [k for k, label in panel.bonus_labels.items() if label.isVisible()] == ["doppelkopf"]
    panel.set_type("normal")
    assert legend_bonus_keys(panel) == "F C G K"
    plain = make_panel(qtbot, open_service(store, doppelkopf_in_solo=False))
    type_keys(qtbot, plain, ["Q"])
    assert legend_bonus_keys(plain) is None
    assert "bonuses" not in plain.legend.text()
    plain.set_type("redeal")
    assert legend_bonus_keys(plain) is None


# 3. Visible focus -----------------------------------------------------------------------


def picture(widget: QWidget) -> QImage:
    return widget.grab().toImage()


def test_the_player_row_shows_its_focus_and_its_error(
    qtbot: QtBot, service: SessionService
) -> None:
    panel = make_panel(qtbot, service)
    picker = panel.picker
    assert picker.testAttribute(Qt.WidgetAttribute.WA_StyledBackground)
    assert picker.hasFocus()
    focused = picture(picker)
    type_keys(qtbot, panel, ["Tab"])  # off to the type's box … or wherever Tab goes
    assert not picker.hasFocus()
    unfocused = picture(picker)
    assert focused != unfocused
    picker.setFocus(Qt.FocusReason.TabFocusReason)
    assert picture(picker) == focused
    type_keys(qtbot, panel, ["1", "Enter"])  # saving one of two Re players: red
    assert picker.property("error") is True
    assert picture(picker) not in (focused, unfocused)


def test_a_choice_box_shows_its_focus_too(qtbot: QtBot, service: SessionService) -> None:
    """The style draws no focus on a closed combo box; the panel frames it."""
    panel = make_panel(qtbot, service)
    combo = panel.type_combo
    highlight = combo.palette().color(QPalette.ColorRole.Highlight).rgb()
    unfocused = picture(combo)
    assert unfocused.pixel(1, combo.height() // 2) != highlight
    press(qtbot, panel, Qt.Key.Key_Backtab, SHIFT)
    assert panel.focusWidget() is combo
    assert picture(combo).pixel(1, combo.height() // 2) == highlight  # a frame, not a hint
    type_keys(qtbot, panel, ["Tab"])
    assert picture(combo) == unfocused


# 4. No red before anything is typed ---------------------------------------------------------


def test_a_marriage_asks_who_before_it_says_anything_is_wrong(
    qtbot: QtBot, service: SessionService
) -> None:
    panel = make_panel(qtbot, service)
    type_keys(qtbot, panel, ["M"])
    assert panel.focusWidget() is panel.marriage_combo
    assert panel.error_message() == ""
    assert not panel.error_label.isVisible()
    assert "Was a partner found?" in panel.pending_message()
    assert panel.picker.property("error") is False
    assert not panel.save_button.isEnabled()
    type_keys(qtbot, panel, ["2"])  # found in trick 2: two players
    assert panel.focusWidget() is panel.picker
    assert "Who married, and who is the partner?" in panel.pending_message()
    type_keys(qtbot, panel, ["3"])
    assert panel.error_message() == ""
    with qtbot.assertNotEmitted(panel.commit):
        type_keys(qtbot, panel, ["Enter"])
    # Saving was tried: now what is missing is red, at the players (the engine's own
    # message would say the trick needs a partner: true, but the partner is to come).
    assert panel.error_message() == (
        "Re players: Who married, and who is the partner? Press their numbers."
    )
    assert panel.picker.property("error") is True
    assert panel.marriage_combo.property("error") is False
    assert panel.pending_message() == ""
    type_keys(qtbot, panel, ["1"])
    assert panel.error_message() == ""  # complete: the preview is back
    assert panel.is_valid()


def test_the_hint_asks_what_the_field_with_the_focus_needs(
    qtbot: QtBot, service: SessionService
) -> None:
    """Marriage picked in the game's list, then Tab to the partner question: the
    hint asks that question; Tab on to the players: it asks who married."""
    panel = make_panel(qtbot, service)
    press(qtbot, panel, Qt.Key.Key_Backtab, SHIFT)
    assert panel.focusWidget() is panel.type_combo
    type_keys(qtbot, panel, ["M"])
    assert panel.game_type == "marriage"
    type_keys(qtbot, panel, ["Tab"])
    assert panel.focusWidget() is panel.marriage_combo
    assert "Was a partner found?" in panel.pending_message()
    type_keys(qtbot, panel, ["Tab"])
    assert panel.focusWidget() is panel.picker
    assert panel.pending_message() == "Who married? Press their number."
    assert panel.error_message() == ""


def test_a_wrong_value_is_red_at_once(qtbot: QtBot, service: SessionService) -> None:
    panel = make_panel(qtbot, service)
    type_keys(qtbot, panel, ["1", "3", "3", "0", "K"])  # a doppelkopf needs 40 points
    assert "at least 40" in panel.error_message()
    assert panel.pending_message() == ""


# 5. A redeal asks why, nothing else ---------------------------------------------------------


def test_a_redeal_shows_only_what_a_redeal_needs(qtbot: QtBot, store: Store) -> None:
    panel = make_panel(qtbot, open_service(store, schweinchen=True, bock_on_custom=True))
    assert panel.schweinchen_box.isVisible() and panel.custom_bock_box.isVisible()
    type_keys(qtbot, panel, ["R"])
    assert panel.game_type == "redeal"
    assert panel.focusWidget() is panel.reason_combo
    shown = visible_text(panel)
    assert "Kontra" not in shown
    assert "says" not in shown
    hidden = (
        panel.picker,
        panel.re_points,
        panel.kontra_points,
        panel.kontra_points_label,
        panel.tricks_box,
        panel.bonus_group,
        panel.schweinchen_box,
        panel.custom_bock_box,
        *panel.announce.values(),
        *panel.announce_labels.values(),
    )
    assert [w for w in hidden if w.isVisible()] == []
    assert panel.reason_combo.isVisible() and panel.note_edit.isVisible()
    with qtbot.waitSignal(panel.commit) as saved:
        type_keys(qtbot, panel, ["Enter"])
    assert saved.args[0]["type"] == "redeal"


# 6. The Bock round a deal starts ------------------------------------------------------------


def test_the_preview_names_the_bock_round_a_deal_starts(qtbot: QtBot, store: Store) -> None:
    """Rules §8, trigger 1 (standard preset): 120:120 starts a round of as many deals
    as there are players; a second one in that round doubles them again (stack)."""
    service = open_service(store, players=["Anna", "Ben", "Chie", "Daiki", "Emil"])
    panel = make_panel(qtbot, service)
    # The digits are the seats while Anna, then Ben, deals and sits out (issue 27).
    type_keys(qtbot, panel, ["2", "4", "1", "3", "0"])  # Ben and Daiki
    assert "Bock" not in panel.preview.text()
    panel.clear()
    type_keys(qtbot, panel, ["2", "4", "1", "2", "0"])
    assert "Starts a Bock round (120 : 120): ×2 for the next 5 deals." in panel.preview.text()
    with qtbot.waitSignal(panel.commit) as saved:
        type_keys(qtbot, panel, ["Enter"])
    service.add_deal(saved.args[0])
    panel.set_session(service.session, service.replay)
    panel.clear()
    type_keys(qtbot, panel, ["1", "4", "1", "2", "0"])  # Anna and Daiki
    assert (
        "Starts a Bock round (120 : 120): ×4 for the next 4 deals, then ×2 for 1 deal."
        in panel.preview.text()
    )


def test_the_bock_line_follows_the_engine_when_re_announced_and_lost(
    qtbot: QtBot, service: SessionService
) -> None:
    """Trigger 3: Re was announced and Re lost."""
    panel = make_panel(qtbot, service)
    type_keys(qtbot, panel, ["1", "3", "1", "0", "0", "Tab", "Tab", "1"])
    assert "Starts a Bock round (Re announced and lost): ×2 for the next 4 deals." in (
        panel.preview.text()
    )


# 7. Tricks 10–12 by digits ------------------------------------------------------------------


def test_a_named_trick_marriage_takes_two_digits_for_tricks_10_to_12(
    qtbot: QtBot, store: Store
) -> None:
    panel = make_panel(qtbot, open_service(store, marriage_partner="named_trick"))
    type_keys(qtbot, panel, ["M", "1"])
    assert panel.marriage_combo.currentData() == 1
    assert panel.focusWidget() is panel.marriage_combo  # waits: 1, or 10–12?
    assert "second digit for trick 10–12" in panel.pending_message()
    type_keys(qtbot, panel, ["2"])
    assert panel.marriage_combo.currentData() == 12
    assert panel.focusWidget() is panel.picker
    with qtbot.waitSignal(panel.commit) as saved:
        type_keys(qtbot, panel, ["1", "2", "1", "5", "0", "Enter"])
    assert (saved.args[0]["marriage_clarified_in"], saved.args[0]["re"]) == (12, ["Anna", "Ben"])

    for keys, trick in ((["1", "Tab"], 1), (["1", "3"], 3), (["1", "0"], 10), (["7"], 7)):
        panel.clear()
        type_keys(qtbot, panel, ["M", *keys])
        assert panel.marriage_combo.currentData() == trick, keys
        assert panel.focusWidget() is panel.picker, keys
    panel.clear()
    type_keys(qtbot, panel, ["M", "0"])
    assert panel.marriage_combo.currentData() is None
    assert panel.focusWidget() is panel.picker


def test_with_three_clarifying_tricks_one_digit_moves_on(
    qtbot: QtBot, service: SessionService
) -> None:
    panel = make_panel(qtbot, service)
    for key, trick in (("1", 1), ("3", 3), ("0", None)):
        panel.clear()
        type_keys(qtbot, panel, ["M", key])
        assert panel.marriage_combo.currentData() == trick
        assert panel.focusWidget() is panel.picker
