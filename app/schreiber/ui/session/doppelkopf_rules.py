"""Doppelkopf's rules editor: every option of a :class:`RuleSet`, in groups, each
option with a one-line explanation, and a preset to start from.

The new-session dialog shows it when Doppelkopf is chosen, and the window's rules
dialog when a Doppelkopf session's rules change (both through the game's
:class:`~schreiber.ui.common.game_ui.GameUi`, ``rules_editor``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QStyle,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from schreiber.games.doppelkopf.rules import (
    DIAMOND_CARDS,
    OPTION_NAMES,
    PRESETS,
    STANDARD,
    RuleSet,
    check_sit_out_offsets,
)
from schreiber.games.errors import RecordError
from schreiber.reference.model import Card, card_name
from schreiber.ui.common import text
from schreiber.ui.common.widgets import is_language_change, retitle_items
from schreiber.ui.session.new_session import small_grey, warning_label

GAME: Final = "doppelkopf"
"""The game whose rules this edits."""

Control = QCheckBox | QComboBox | QSpinBox | QLineEdit


@dataclass(frozen=True, slots=True)
class Column:
    """One column of options on a tab; ``heading`` is a key of the editor's headings."""

    names: tuple[str, ...]
    heading: str = ""


# The rules editor: what most tables decide first on the "Common" tab, then every
# other house rule under "More house rules", one page per topic (there are many,
# rules §13, so the common choices must stay easy to find). Each group is one or
# two columns of options; the first group is the "Common" tab. An option with
# options indented under it (INDENTED) stays on the page of those options.
GROUPS: Final[tuple[tuple[str, tuple[Column, ...]], ...]] = (
    (
        "common",
        (
            Column(("without_nines", "king_solo", "poverty", "misere", "doppelkopf_in_solo")),
            Column(("plus_only", "solo_doubles", "bock", "end_after_deals", "end_at_score")),
        ),
    ),
    (
        "cards",
        (
            Column(
                (
                    "second_heart_ten_wins",
                    "queen_jack_solo",
                    "schweinchen",
                    "schweinchen_declare",
                    "hyperschweinchen",
                    "genscher",
                    "heart_ten",
                    "joker",
                    "diamond_top",
                ),
                "cards",
            ),
            Column(
                (
                    "suit_solos",
                    "fleshless_solo",
                    "poverty_refused_rotates",
                    "redeal_hands",
                    "solo_priority_by_kind",
                    "diamond_pair_game",
                ),
                "game_types",
            ),
        ),
    ),
    (
        "bonuses",
        (
            Column(
                (
                    "doppelkopf_bonus",
                    "charlie_caught",
                    "charlie_caught_any_trick",
                    "heart_ten_caught",
                )
            ),
            Column(("fox_last_trick", "fox_first_trick", "fox_wins_last_trick", "hearts_trick")),
        ),
    ),
    (
        "points",
        (
            Column(("refusal_scoring", "draw_counts_below", "draw_scores", "feigheit")),
            Column(("elders_point", "elders_in_poverty", "elders_point_in_solo")),
        ),
    ),
    (
        "recording",
        (
            Column(("minus_only", "solo_implies_re")),
            Column(("re_kontra_doubles", "re_kontra_doubles_bonuses", "re_kontra_value")),
        ),
    ),
    (
        "bock",
        (
            Column(("bock_mode", "bock_max_level", "bock_effect", "bock_plus", "bock_scope")),
            Column(
                (
                    "bock_on_tie",
                    "bock_on_zero_value",
                    "bock_on_re_lost",
                    "bock_on_kontra_lost",
                    "bock_on_hearts_trick",
                    "bock_on_doppelkopf",
                    "bock_on_custom",
                    "bock_on_lost_solo",
                    "bock_on_schwarz",
                ),
                "triggers",
            ),
        ),
    ),
    (
        "compulsory",
        (
            Column(("compulsory_solo", "round_length", "compulsory_solo_suspends_bock")),
            Column(("soloist_leads",)),
        ),
    ),
    (
        "reservations",
        (
            Column(
                (
                    "poverty_fox_not_counted",
                    "poverty_trumps_only",
                    "poverty_no_trump_back",
                    "poverty_wirth",
                    "poverty_below_marriage",
                ),
                "poverty",
            ),
            Column(("marriage_partner", "reservation_order"), "marriage"),
        ),
    ),
    (
        "deadlines",
        (
            Column(
                (
                    "announcement_timing",
                    "marriage_deadlines",
                    "announce_on_own_turn",
                    "zwingen",
                ),
                "deadlines",
            ),
        ),
    ),
    (
        "seating",
        (Column(("sit_out", "sit_out_offsets")),),
    ),
)
TOPICS_PER_ROW: Final = 3  # the topic buttons of "More house rules"

# Whole-number options where 0 stands for "not set" (None).
OPTIONAL_INTS: Final = frozenset({"bock_max_level", "end_after_deals", "end_at_score"})

# Options shown indented under the option they depend on.
INDENTED: Final = frozenset(
    {
        "hyperschweinchen",
        "schweinchen_declare",
        "genscher",
        "re_kontra_doubles_bonuses",
        "elders_in_poverty",
        "elders_point_in_solo",
        "charlie_caught_any_trick",
        "bock_plus",
        "round_length",
        "compulsory_solo_suspends_bock",
    }
)

INT_RANGES: Final[Mapping[str, tuple[int, int]]] = {
    "bock_max_level": (0, 10),  # 0 stands for "no cap" (None)
    "bock_plus": (1, 1000),
    "re_kontra_value": (1, 2),
    "round_length": (1, 1000),
    "end_after_deals": (0, 10_000),  # 0: no agreed number of deals
    "end_at_score": (0, 1_000_000),  # 0: no target score
}


def grouped_options() -> list[str]:
    return [name for _, columns in GROUPS for column in columns for name in column.names]


assert sorted(grouped_options()) == sorted(OPTION_NAMES), "every option sits on exactly one tab"


def seat_list(typed: str) -> tuple[int, ...] | None:
    """``"0, 2, 4"`` as seats; ``None`` for an empty or unreadable text."""
    parts = typed.replace(",", " ").split()
    if not parts or not all(part.isascii() and part.isdigit() for part in parts):
        return None
    return tuple(int(part) for part in parts)


class RulesEditor(QWidget):
    """Every option of a Doppelkopf rule set, on tabs, with a preset to start from."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._updating = False
        self._players: int | None = None
        self.controls: dict[str, Control] = {}
        self._cells: dict[str, QWidget] = {}
        self._labels: dict[str, QCheckBox | QLabel] = {}  # each option's title
        self._notes: dict[str, QLabel] = {}  # each option's explanation line
        self._heading_labels: list[tuple[QLabel, str]] = []  # a column's heading and its key
        self.explanations: dict[str, str] = {}

        self.preset_combo = QComboBox(self)
        for name in PRESETS:
            self.preset_combo.addItem(name, name)
        self.preset_label = QLabel(self)
        self.preset_label.setBuddy(self.preset_combo)
        self.diff_label = small_grey(QLabel(self))
        self.diff_label.setWordWrap(False)
        self.reset_button = QPushButton(self)
        self.reset_button.setAutoDefault(False)
        self.reset_button.clicked.connect(self._reset_to_preset)

        top = QHBoxLayout()
        top.addWidget(self.preset_label)
        top.addWidget(self.preset_combo)
        top.addWidget(self.reset_button)
        top.addWidget(self.diff_label, 1)

        self.tabs = QTabWidget(self)
        self.tabs.setUsesScrollButtons(True)
        self.sit_out_warning = warning_label(self)
        common_key, common_columns = GROUPS[0]
        self.tabs.addTab(self._build_page(common_key, common_columns), common_key)
        # More house rules: every topic as a button above its page, three to a
        # row, so that none hides behind a tab bar's scroll arrows and the pages
        # keep the whole width.
        more = QWidget(self)
        more_layout = QVBoxLayout(more)
        grid = QGridLayout()
        grid.setSpacing(4)
        self.topic_buttons: list[QToolButton] = []
        self.topic_pages = QStackedWidget(more)
        for index, (key, columns) in enumerate(GROUPS[1:]):
            button = QToolButton(more)
            button.setObjectName(f"topic_{key}")
            button.setCheckable(True)
            button.setAutoExclusive(True)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _on=False, at=index: self.topic_pages.setCurrentIndex(at))
            grid.addWidget(button, index // TOPICS_PER_ROW, index % TOPICS_PER_ROW)
            self.topic_buttons.append(button)
            self.topic_pages.addWidget(self._build_page(key, columns))
        self.topic_buttons[0].setChecked(True)
        more_layout.addLayout(grid)
        more_layout.addWidget(self.topic_pages, 1)
        self.tabs.addTab(more, "more")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)

        # Plus entries only and minus entries only exclude each other (§13.2).
        self._checkbox("plus_only").toggled.connect(self._plus_only_toggled)
        self._checkbox("minus_only").toggled.connect(self._minus_only_toggled)
        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        self.preset_combo.activated.connect(self._preset_chosen)
        self.set_rules(STANDARD, "standard")
        self.retranslate()

    def _plus_only_toggled(self, on: bool) -> None:
        if on:
            self._checkbox("minus_only").setChecked(False)

    def _minus_only_toggled(self, on: bool) -> None:
        if on:
            self._checkbox("plus_only").setChecked(False)

    def _checkbox(self, name: str) -> QCheckBox:
        control = self.controls[name]
        assert isinstance(control, QCheckBox)
        return control

    # Texts ----------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every text again in the current language; the options keep their values."""
        retitle_items(self.preset_combo, self._preset_names())
        self.preset_combo.setToolTip(
            self.tr("Choosing a preset sets every option below to the preset's value.")
        )
        self.preset_label.setText(self.tr("&Preset:"))
        self.reset_button.setText(self.tr("R&eset to preset"))
        titles = self._group_titles()
        self.tabs.setTabText(0, titles[GROUPS[0][0]])
        self.tabs.setTabText(1, self.tr("More house rules"))
        for button, (key, _columns) in zip(self.topic_buttons, GROUPS[1:], strict=True):
            button.setText(titles[key])  # "&&" shows one "&", as on a tab
        headings = self._headings()
        for heading, key in self._heading_labels:
            heading.setText(headings[key])
        texts = self._option_texts()
        choices = self._choice_texts()
        for name in self.controls:
            label, explanation = texts[name]
            self._retranslate_option(name, label, explanation, choices.get(name, []))
        self._refresh()

    def _retranslate_option(
        self, name: str, label: str, explanation: str, choices: list[tuple[object, str, str]]
    ) -> None:
        control, title, note = self.controls[name], self._labels[name], self._notes[name]
        if isinstance(title, QCheckBox):
            title.setText(label)
        else:
            title.setText(self.tr("{label}:").format(label=label))
        if isinstance(control, QComboBox):
            for value, display, tip in choices:
                index = control.findData(value)
                control.setItemText(index, display)
                control.setItemData(index, tip, Qt.ItemDataRole.ToolTipRole)
        elif isinstance(control, QSpinBox) and control.specialValueText():
            if name == "bock_max_level":
                control.setSpecialValueText(self.tr("no cap"))
            else:
                control.setSpecialValueText(self.tr("not set"))
            control.updateGeometry()  # the new text's width reaches the layout
        note.setText(explanation)
        for widget in (control, title, note):
            widget.setToolTip(explanation)
        control.setWhatsThis(explanation)
        control.setAccessibleDescription(explanation)
        self.explanations[name] = explanation

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def _preset_names(self) -> dict[str, str]:
        names = {
            "standard": text.preset_name(GAME, "standard"),
            "ddv": text.preset_name(GAME, "ddv"),
        }
        return {key: names.get(key, key) for key in PRESETS}

    def _group_titles(self) -> dict[str, str]:
        return {
            "common": self.tr("Common"),
            "cards": self.tr("Cards && game types"),
            "bonuses": self.tr("Bonuses"),
            "points": self.tr("Points table"),
            "recording": self.tr("Recording && value"),
            "bock": self.tr("Bock"),
            "compulsory": self.tr("Compulsory solo"),
            "reservations": self.tr("Poverty && marriage"),
            "deadlines": self.tr("Deadlines"),
            "seating": self.tr("Seating"),
        }

    def _headings(self) -> dict[str, str]:
        return {
            "cards": self.tr("Cards"),
            "game_types": self.tr("Game types"),
            "poverty": self.tr("Poverty (Armut)"),
            "marriage": self.tr("Marriage and reservations"),
            "triggers": self.tr("What starts a Bock round"),
            "deadlines": self.tr("Announcement deadlines"),
            "session_end": self.tr("End of the session"),
        }

    def _option_texts(self) -> dict[str, tuple[str, str]]:
        """Option name -> (label, one-line explanation)."""
        return {
            # Cards & game types
            "without_nines": (
                text.option_name("without_nines"),
                self.tr("Play with 40 cards, no nines: 10 tricks per deal instead of 12."),
            ),
            "second_heart_ten_wins": (
                text.option_name("second_heart_ten_wins"),
                self.tr("Of two ♥10 in one trick the later one wins (rules reference only)."),
            ),
            "king_solo": (
                text.option_name("king_solo"),
                self.tr("Allow a solo in which only the eight kings are trumps."),
            ),
            "queen_jack_solo": (
                text.option_name("queen_jack_solo"),
                self.tr("Allow a solo in which only the queens, then the jacks, are trumps."),
            ),
            "schweinchen": (
                text.option_name("schweinchen"),
                self.tr("Whoever holds both ♦A may make them the top trumps; no fox points then."),
            ),
            "hyperschweinchen": (
                text.option_name("hyperschweinchen"),
                self.tr("With Schweinchen: both ♦9 (♦10 without nines) rank even higher."),
            ),
            "poverty": (
                text.option_name("poverty"),
                self.tr("A player with a poor hand may offer an exchange (Armut)."),
            ),
            "poverty_refused_rotates": (
                text.option_name("poverty_refused_rotates"),
                self.tr("If nobody takes a poverty, the next player deals, not the same dealer."),
            ),
            "redeal_hands": (
                text.option_name("redeal_hands"),
                self.tr("A player with a qualifying hand may call a redeal (Schmeißen)."),
            ),
            "solo_priority_by_kind": (
                text.option_name("solo_priority_by_kind"),
                self.tr("Among solo reservations the kind decides, not the seat (reference only)."),
            ),
            "misere": (
                text.option_name("misere"),
                self.tr(
                    "Adds misère and misère ouvert: a solo the soloist wins by taking no trick."
                ),
            ),
            # Bonuses
            "doppelkopf_in_solo": (
                text.option_name("doppelkopf_in_solo"),
                self.tr(
                    "A trick of 40 or more scores its point in a solo too; no other bonus does."
                ),
            ),
            "charlie_caught": (
                text.option_name("charlie_caught"),
                self.tr("Capturing the opponents' ♣J in the last trick scores 1 point."),
            ),
            "doppelkopf_bonus": (
                text.option_name("doppelkopf_bonus"),
                self.tr("Which trick scores the doppelkopf bonus (1 point)."),
            ),
            "charlie_caught_any_trick": (
                text.option_name("charlie_caught_any_trick"),
                self.tr(
                    "A Charlie captured from the opponents in any trick counts, not only the last."
                ),
            ),
            "fox_wins_last_trick": (
                text.option_name("fox_wins_last_trick"),
                self.tr("Winning the last trick with a fox scores 1 point."),
            ),
            "heart_ten_caught": (
                text.option_name("heart_ten_caught"),
                self.tr("Capturing a ♥10 played by the opponents scores 1 point."),
            ),
            "fox_last_trick": (
                text.option_name("fox_last_trick"),
                self.tr("A fox caught in, or winning, the last trick scores 2 instead of 1."),
            ),
            "fox_first_trick": (
                text.option_name("fox_first_trick"),
                self.tr("A fox caught in the first trick scores 2 instead of 1."),
            ),
            "hearts_trick": (
                text.option_name("hearts_trick"),
                self.tr("Without nines: a trick of only hearts scores 1 point."),
            ),
            # Recording & value
            "plus_only": (
                text.option_name("plus_only"),
                self.tr("Only the side with the positive value writes it; everyone else writes 0."),
            ),
            "solo_doubles": (
                text.option_name("solo_doubles"),
                self.tr("Every one-against-three deal is worth double, before the soloist's ×3."),
            ),
            "solo_implies_re": (
                text.option_name("solo_implies_re"),
                self.tr("A declared solo counts as if Re had been said: value, threshold, Bock."),
            ),
            "re_kontra_doubles": (
                text.option_name("re_kontra_doubles"),
                self.tr("Re or Kontra doubles the value (both: ×4) instead of adding 2 each."),
            ),
            "re_kontra_doubles_bonuses": (
                text.option_name("re_kontra_doubles_bonuses"),
                self.tr("On: bonuses double with the game points; off: they are added afterwards."),
            ),
            "refusal_scoring": (
                text.option_name("refusal_scoring"),
                self.tr("What a failed refusal (no 90 …) gives the winner."),
            ),
            "elders_point": (
                text.option_name("elders_point"),
                self.tr("Kontra beating two Re players scores 1 more."),
            ),
            "elders_in_poverty": (
                text.option_name("elders_in_poverty"),
                self.tr("The elders point is scored when Re is a poverty pair too."),
            ),
            "minus_only": (
                text.option_name("minus_only"),
                self.tr("Only the side with the negative value writes it; everyone else writes 0."),
            ),
            "draw_counts_below": (
                text.option_name("draw_counts_below"),
                self.tr(
                    "In a draw each party also scores “below 90/60/30” and schwarz "
                    "for the opponents' points (DDV)."
                ),
            ),
            # §13.8 options other score pads offer
            "elders_point_in_solo": (
                text.option_name("elders_point_in_solo"),
                self.tr("A lost solo gives the defenders the elders point too (1 becomes 2)."),
            ),
            "draw_scores": (
                text.option_name("draw_scores"),
                self.tr("What counts in a draw, when both parties' refusals fail."),
            ),
            "re_kontra_value": (
                text.option_name("re_kontra_value"),
                self.tr("What Re or Kontra adds to the value: 2, or 1 (not with doubling)."),
            ),
            "feigheit": (
                text.option_name("feigheit"),
                self.tr(
                    "A party winning by more than two steps (90, 60, 30, schwarz) beyond "
                    "what it announced loses the deal instead."
                ),
            ),
            # Bock
            "bock": (
                text.option_name("bock"),
                self.tr("After a trigger, the next round (one deal per player) counts double."),
            ),
            "bock_mode": (
                text.option_name("bock_mode"),
                self.tr(
                    "Stack: a new round starts at once and overlaps multiply; queue: it waits."
                ),
            ),
            "bock_max_level": (
                text.option_name("bock_max_level"),
                self.tr("Stack: levels beyond the cap move on to later deals; cap: they are lost."),
            ),
            "bock_effect": (
                text.option_name("bock_effect"),
                self.tr(
                    "Doubling includes the bonuses; adding raises the value by the points below."
                ),
            ),
            "bock_plus": (
                text.option_name("bock_plus"),
                self.tr("With “add points”: what each level adds (a value of 0 stays 0)."),
            ),
            "bock_scope": (
                text.option_name("bock_scope"),
                self.tr("The whole value, or the game points only with the bonuses added after."),
            ),
            "bock_on_schwarz": (
                text.option_name("bock_on_schwarz"),
                self.tr("A party took no trick."),
            ),
            "bock_on_tie": (
                text.option_name("bock_on_tie"),
                self.tr("The card points end 120 to 120."),
            ),
            "bock_on_zero_value": (
                text.option_name("bock_on_zero_value"),
                self.tr("A deal is worth 0, e.g. the loser's bonuses cancel the win."),
            ),
            "bock_on_re_lost": (
                text.option_name("bock_on_re_lost"),
                self.tr("Re was announced and the Re party lost."),
            ),
            "bock_on_kontra_lost": (
                text.option_name("bock_on_kontra_lost"),
                self.tr("Kontra was announced and the Kontra party lost."),
            ),
            "bock_on_hearts_trick": (
                text.option_name("bock_on_hearts_trick"),
                self.tr("Without nines: a trick of only hearts."),
            ),
            "bock_on_doppelkopf": (
                text.option_name("bock_on_doppelkopf"),
                self.tr("A trick worth 40 or more."),
            ),
            "bock_on_custom": (
                text.option_name("bock_on_custom"),
                self.tr("Anything else the table agrees on, ticked by hand on the deal."),
            ),
            "bock_on_lost_solo": (
                text.option_name("bock_on_lost_solo"),
                self.tr("A soloist lost."),
            ),
            # §13.4 game types, cards and bidding
            "suit_solos": (
                text.option_name("suit_solos"),
                self.tr("Which ♣, ♠, ♥ and ♦ solos are played; others are refused."),
            ),
            "fleshless_solo": (
                text.option_name("fleshless_solo"),
                self.tr("The solo without trumps (Fleischloser) is played."),
            ),
            "heart_ten": (
                text.option_name("heart_ten"),
                self.tr("The top trump, or an ordinary heart as in the original game."),
            ),
            "joker": (
                text.option_name("joker"),
                self.tr(
                    "A joker replaces one ♦9 (♦10 without nines) as the highest trump; "
                    "in queen and jack solos it is that ♦ card."
                ),
            ),
            "genscher": (
                text.option_name("genscher"),
                self.tr("With Hyperschweinchen: both ♦K may be made the top trumps."),
            ),
            "poverty_fox_not_counted": (
                text.option_name("poverty_fox_not_counted"),
                self.tr("A fox (♦A) does not count among the poor hand's at most three trumps."),
            ),
            "poverty_trumps_only": (
                text.option_name("poverty_trumps_only"),
                self.tr("The poor player passes only trumps, possibly fewer than three."),
            ),
            "poverty_no_trump_back": (
                text.option_name("poverty_no_trump_back"),
                self.tr("The partner may give no trump back to the poor player."),
            ),
            "poverty_wirth": (
                text.option_name("poverty_wirth"),
                self.tr(
                    "The poor player pairs by the ♣Q: Re with the other ♣Q, or Kontra "
                    "with a player without one; the deal names both."
                ),
            ),
            "poverty_below_marriage": (
                text.option_name("poverty_below_marriage"),
                self.tr("Among reservations a marriage comes before a poverty."),
            ),
            "marriage_partner": (
                text.option_name("marriage_partner"),
                self.tr("Which trick finds the partner of the holder of both ♣Q."),
            ),
            "reservation_order": (
                text.option_name("reservation_order"),
                self.tr("Who plays when several players want a solo (reference only)."),
            ),
            # §13.7 the last variants of seed 000
            "diamond_top": (
                text.option_name("diamond_top"),
                self.tr(
                    "Both copies of a ♦ card are the highest trumps and the ♥10 is an "
                    "ordinary heart; scoring is unchanged."
                ),
            ),
            "diamond_pair_game": (
                text.option_name("diamond_pair_game"),
                self.tr(
                    "An extra game: the two holders of a ♦ card play Re, scored like a "
                    "normal game (one holder of both plays alone)."
                ),
            ),
            "schweinchen_declare": (
                text.option_name("schweinchen_declare"),
                self.tr("When Schweinchen must be said (reference and deadlines only)."),
            ),
            "announce_on_own_turn": (
                text.option_name("announce_on_own_turn"),
                self.tr("An announcement only when it is one's turn to play a card."),
            ),
            "zwingen": (
                text.option_name("zwingen"),
                self.tr(
                    "Whoever wins a first trick worth 30 or more must announce Re/Kontra "
                    "(or no 90 if that was said)."
                ),
            ),
            # Compulsory solo
            "compulsory_solo": (
                text.option_name("compulsory_solo"),
                self.tr("Each player must play one solo per round; their first solo is it."),
            ),
            "round_length": (
                text.option_name("round_length"),
                self.tr("How long a compulsory-solo round lasts (24 at a tournament)."),
            ),
            "compulsory_solo_suspends_bock": (
                text.option_name("compulsory_solo_suspends_bock"),
                self.tr("Pending Bock deals wait until after the compulsory solo."),
            ),
            "soloist_leads": (
                text.option_name("soloist_leads"),
                self.tr("Every solo keeps the dealer, as a compulsory solo does."),
            ),
            # Announcement deadlines
            "announcement_timing": (
                text.option_name("announcement_timing"),
                self.tr("Cards the announcer must still hold (2 fewer without nines)."),
            ),
            "marriage_deadlines": (
                text.option_name("marriage_deadlines"),
                self.tr("How finding the partner late moves everybody's deadlines."),
            ),
            "end_after_deals": (
                text.option_name("end_after_deals"),
                self.tr("The session ends after this many deals; the highest total wins."),
            ),
            "end_at_score": (
                text.option_name("end_at_score"),
                self.tr("The session ends when someone's total reaches this score."),
            ),
            # Seating
            "sit_out": (
                text.option_name("sit_out"),
                self.tr("With more than four players, four play each deal and the rest sit out."),
            ),
            "sit_out_offsets": (
                text.option_name("sit_out_offsets"),
                self.tr(
                    "Seats counted clockwise from the dealer (0 = the dealer, 1 = the player "
                    "after), one per player beyond four, e.g. “0, 2, 4” with 7 players; "
                    "overrides “Who sits out”. Empty: as “Who sits out” says."
                ),
            ),
        }

    def _choice_texts(self) -> dict[str, list[tuple[object, str, str]]]:
        """Option name -> [(value, display text, tooltip)]."""
        return {
            "sit_out": [
                (
                    "after_dealer",
                    text.option_value("sit_out", "after_dealer"),
                    self.tr(
                        "The four after the dealer play: with 5 the dealer sits out, with 6 "
                        "also the player before, with 7 the two before."
                    ),
                ),
                (
                    "opposite",
                    text.option_value("sit_out", "opposite"),
                    self.tr("With 6 players: the dealer and the third player after sit out."),
                ),
            ],
            "doppelkopf_bonus": [
                (
                    "forty",
                    text.option_value("doppelkopf_bonus", "forty"),
                    self.tr("Four cards, each an ace or a ten."),
                ),
                (
                    "pair",
                    text.option_value("doppelkopf_bonus", "pair"),
                    self.tr("Both copies of one card (same suit and rank); at most one per trick."),
                ),
            ],
            "refusal_scoring": [
                (
                    "reached",
                    text.option_value("refusal_scoring", "reached"),
                    self.tr(
                        "“No 90” said by the loser: 1 more if the winner reached 120; "
                        "no 60: 90; no 30: 60; schwarz: 30."
                    ),
                ),
                (
                    "as_announced",
                    text.option_value("refusal_scoring", "as_announced"),
                    self.tr(
                        "Each refusal of the loser gives the winner 1 more, as if it had held; "
                        "only one party may refuse."
                    ),
                ),
            ],
            "bock_mode": [
                (
                    "stack",
                    text.option_value("bock_mode", "stack"),
                    self.tr("A new round starts with the next deal; overlapping rounds multiply."),
                ),
                (
                    "queue",
                    text.option_value("bock_mode", "queue"),
                    self.tr("A new round is appended after the Bock deals already pending."),
                ),
                (
                    "ignore",
                    text.option_value("bock_mode", "ignore"),
                    self.tr(
                        "A trigger in a Bock deal adds nothing; any other deal with triggers "
                        "starts one round."
                    ),
                ),
                (
                    "merge",
                    text.option_value("bock_mode", "merge"),
                    self.tr(
                        "Each trigger makes the next round Bock; where rounds overlap they join, "
                        "never above one level."
                    ),
                ),
                (
                    "cap",
                    text.option_value("bock_mode", "cap"),
                    self.tr("As stack, but a level above the highest level is dropped."),
                ),
            ],
            "draw_scores": [
                (
                    "reached",
                    text.option_value("draw_scores", "reached"),
                    self.tr("The “we reached …” rows of the points table and the bonuses."),
                ),
                (
                    "bonuses_only",
                    text.option_value("draw_scores", "bonuses_only"),
                    self.tr("Only the bonuses (fox, Charlie, doppelkopf …) count."),
                ),
            ],
            "bock_scope": [
                (
                    "value",
                    text.option_value("bock_scope", "value"),
                    self.tr("Bock doubles the value, bonuses included."),
                ),
                (
                    "game_points",
                    text.option_value("bock_scope", "game_points"),
                    self.tr("Bonuses are added after the Bock, undoubled."),
                ),
            ],
            "bock_effect": [
                (
                    "double",
                    text.option_value("bock_effect", "double"),
                    self.tr("The whole value, bonuses included, doubles per level."),
                ),
                (
                    "plus",
                    text.option_value("bock_effect", "plus"),
                    self.tr("Each level adds the points per level to the value's size."),
                ),
            ],
            "announcement_timing": [
                (
                    "standard",
                    text.option_value("announcement_timing", "standard"),
                    self.tr("Re/Kontra with 11 cards, no 90 with 10, … schwarz with 7."),
                ),
                (
                    "late_refusals",
                    text.option_value("announcement_timing", "late_refusals"),
                    self.tr(
                        "Re/Kontra before the first card, no 90 with 10, no 60 with 8, "
                        "no 30 with 6, schwarz with 4."
                    ),
                ),
            ],
            "marriage_deadlines": [
                (
                    "shift",
                    text.option_value("marriage_deadlines", "shift"),
                    self.tr("Partner found in trick 2: one trick later; in trick 3: two later."),
                ),
                (
                    "after_clarifying_trick",
                    text.option_value("marriage_deadlines", "after_clarifying_trick"),
                    self.tr("Then the deadlines move by the number of the clarifying trick."),
                ),
                (
                    "double",
                    text.option_value("marriage_deadlines", "double"),
                    self.tr(
                        "Deadlines do not move; a player whose party is open may say "
                        "“double”, counted as Re or Kontra of the party they end up in."
                    ),
                ),
            ],
            "suit_solos": [
                (
                    "all",
                    text.option_value("suit_solos", "all"),
                    self.tr("♣, ♠, ♥ and ♦ solos are played."),
                ),
                (
                    "trump_only",
                    text.option_value("suit_solos", "trump_only"),
                    self.tr("No ♣, ♠ or ♥ solo; the ♦ solo is called trump solo."),
                ),
                ("none", text.option_value("suit_solos", "none"), self.tr("No suit solo at all.")),
            ],
            "heart_ten": [
                ("top", text.option_value("heart_ten", "top"), self.tr("♥10 above the ♣Q.")),
                (
                    "plain",
                    text.option_value("heart_ten", "plain"),
                    self.tr("Hearts run A 10 K 9; the ♣Q is the highest trump."),
                ),
            ],
            "marriage_partner": [
                (
                    "first_trick",
                    text.option_value("marriage_partner", "first_trick"),
                    self.tr("The first other player to win one of the first three tricks."),
                ),
                (
                    "first_plain_trick",
                    text.option_value("marriage_partner", "first_plain_trick"),
                    self.tr("A trick led with a trump does not count; still tricks 1 to 3."),
                ),
                (
                    "named_trick",
                    text.option_value("marriage_partner", "named_trick"),
                    self.tr("Any trick of the deal; if the holder wins it, the holder is alone."),
                ),
                (
                    "holder_chooses",
                    text.option_value("marriage_partner", "holder_chooses"),
                    self.tr("The holder picks one of the three; each marriage deal records it."),
                ),
            ],
            "diamond_top": self._diamond_choices(
                self.tr("The ♥10 stays on top as usual."),
                self.tr("Both copies are the highest trumps, above the ♣Q."),
            ),
            "diamond_pair_game": self._diamond_choices(
                self.tr("No such game."),
                self.tr("The two holders of this card may play Re."),
            ),
            "schweinchen_declare": [
                (
                    "when_played",
                    text.option_value("schweinchen_declare", "when_played"),
                    self.tr("Said while playing the first ♦A."),
                ),
                (
                    "before_play",
                    text.option_value("schweinchen_declare", "before_play"),
                    self.tr("Said before the first trick."),
                ),
            ],
            "reservation_order": [
                (
                    "seat",
                    text.option_value("reservation_order", "seat"),
                    self.tr("Counted from the dealer's left."),
                ),
                (
                    "last_declarer",
                    text.option_value("reservation_order", "last_declarer"),
                    self.tr("The last player wanting a solo plays it."),
                ),
                (
                    "bid_90",
                    text.option_value("reservation_order", "bid_90"),
                    self.tr("The bids then stand as announced refusals."),
                ),
            ],
        }

    def _diamond_choices(self, off: str, card: str) -> list[tuple[object, str, str]]:
        """§13.7: off (``None``), or one of the ♦ cards; ♦J and ♦Q only with care."""
        choices: list[tuple[object, str, str]] = [(None, self.tr("off"), off)]
        for rank in DIAMOND_CARDS:
            careful = self.tr("{card} (with care: it leaves the jacks or queens)").format(card=card)
            name = card_name(Card("D", rank), QCoreApplication.translate)
            shown = self.tr("the {card}").format(card=name)
            choices.append((rank, shown, careful if rank in ("J", "Q") else card))
        return choices

    # Building -------------------------------------------------------------------

    def _build_page(self, key: str, columns: tuple[Column, ...]) -> QScrollArea:
        page = QWidget()
        grid = QGridLayout(page)
        grid.setHorizontalSpacing(24)
        grid.setVerticalSpacing(10)
        choices = {
            name: [value for value, _display, _tip in values]
            for name, values in self._choice_texts().items()
        }
        for col, column in enumerate(columns):
            box = QVBoxLayout()
            box.setSpacing(10)
            if column.heading:
                heading = QLabel(page)
                font = heading.font()
                font.setBold(True)
                heading.setFont(font)
                self._heading_labels.append((heading, column.heading))
                box.addWidget(heading)
            for name in column.names:
                box.addWidget(self._build_option(page, name, choices))
                if name == "sit_out":
                    box.addWidget(self.sit_out_warning)
            box.addStretch(1)
            grid.addLayout(box, 0, col)
            grid.setColumnStretch(col, 1)
        if len(columns) == 1:
            grid.setColumnStretch(1, 1)
        scroll = QScrollArea(self)
        scroll.setObjectName(f"rules_{key}")
        scroll.setWidget(page)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return scroll

    def _build_option(
        self, page: QWidget, name: str, choices: Mapping[str, list[object]]
    ) -> QWidget:
        """An option's cell: its control, title and explanation (texts: retranslate)."""
        cell = QWidget(page)
        cell.setObjectName(f"option_{name}")
        layout = QVBoxLayout(cell)
        layout.setSpacing(1)
        indent = 22 if name in INDENTED else 0
        layout.setContentsMargins(indent, 0, 0, 0)
        default = getattr(STANDARD, name)
        control: Control
        title: QCheckBox | QLabel
        explanation_indent = 0
        if isinstance(default, bool):
            box = QCheckBox(cell)
            box.toggled.connect(self._edited)
            control = title = box
            style = box.style()
            explanation_indent = style.pixelMetric(
                QStyle.PixelMetric.PM_IndicatorWidth, None, box
            ) + style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, box)
            layout.addWidget(box)
        else:
            if name == "sit_out_offsets":
                edit = QLineEdit(cell)
                edit.setPlaceholderText("0, 2, 4")
                edit.setMaxLength(40)
                edit.textChanged.connect(self._edited)
                control = edit
            elif name in choices:
                combo = QComboBox(cell)
                for value in choices[name]:
                    combo.addItem("", value)
                combo.currentIndexChanged.connect(self._edited)
                control = combo
            else:
                spin = QSpinBox(cell)
                low, high = INT_RANGES[name]
                spin.setRange(low, high)
                if name in OPTIONAL_INTS:
                    # "Not set" needs a special text from the start; retranslate() words it.
                    spin.setSpecialValueText("–")
                spin.valueChanged.connect(self._edited)
                # Its size hint grows with the special text ("nicht gesetzt"), its
                # minimum does not: a fixed size keeps the text whole in a narrow column.
                spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
                control = spin
            caption = QLabel(cell)
            caption.setBuddy(control)
            title = caption
            row = QHBoxLayout()
            row.addWidget(caption)
            row.addWidget(control)
            row.addStretch(1)
            layout.addLayout(row)
        note = small_grey(QLabel(cell))
        note.setContentsMargins(explanation_indent, 0, 0, 0)
        layout.addWidget(note)
        self.controls[name] = control
        self._cells[name] = cell
        self._labels[name] = title
        self._notes[name] = note
        return cell

    # Reading and writing --------------------------------------------------------

    def _value(self, name: str) -> object:
        control = self.controls[name]
        if isinstance(control, QCheckBox):
            return control.isChecked()
        if isinstance(control, QComboBox):
            return control.currentData()
        if isinstance(control, QLineEdit):
            return seat_list(control.text())
        if name in OPTIONAL_INTS:
            return control.value() or None
        return control.value()

    def _set_value(self, name: str, value: object) -> None:
        control = self.controls[name]
        if isinstance(control, QCheckBox):
            control.setChecked(bool(value))
        elif isinstance(control, QComboBox):
            control.setCurrentIndex(max(0, control.findData(value)))
        elif isinstance(control, QLineEdit):
            seats = value if isinstance(value, list | tuple) else []
            control.setText(", ".join(str(seat) for seat in seats))
        else:
            control.setValue(value if isinstance(value, int) else 0)

    def rules(self) -> RuleSet:
        """The rule set as edited: every option, ready for ``to_json``."""
        values = {name: self._value(name) for name in self.controls}
        values["hyperschweinchen"] = bool(
            values["hyperschweinchen"] and values["schweinchen"] and not values["joker"]
        )
        values["genscher"] = bool(values["genscher"] and values["hyperschweinchen"])
        values["second_heart_ten_wins"] = bool(
            values["second_heart_ten_wins"] and values["heart_ten"] == "top"
        )
        if values["diamond_top"] is not None:  # §13.7: the ♥10 is plain, no joker
            values["second_heart_ten_wins"] = values["heart_ten_caught"] = False
            values["joker"] = False
        if values["re_kontra_doubles"]:  # §13.8: doubling excludes another value
            values["re_kontra_value"] = STANDARD.re_kontra_value
        return STANDARD.replace(**values)

    def set_rules(self, rules: RuleSet, preset: str | None = None) -> None:
        """Show ``rules``; ``preset`` names the preset it started from.

        Without ``preset`` the combo shows a preset equal to ``rules`` if there is
        one, and otherwise keeps its choice.
        """
        if preset is None:
            preset = next((k for k, v in PRESETS.items() if v == rules), None)
        self._updating = True
        try:
            if preset is not None and preset in PRESETS:
                self.preset_combo.setCurrentIndex(self.preset_combo.findData(preset))
            for name, value in rules.to_json().items():
                self._set_value(name, value)
        finally:
            self._updating = False
        self._refresh()
        self.changed.emit()

    def preset(self) -> str:
        """The preset the options started from (stored in the session file)."""
        return str(self.preset_combo.currentData())

    def rules_json(self) -> dict[str, object]:
        """The rules as a session file keeps them: ``{"preset", "options"}``."""
        return {"preset": self.preset(), "options": self.rules().to_json()}

    def set_preset(self, name: str) -> None:
        """Choose a preset: every option is reset to its value."""
        self.set_rules(PRESETS[name], name)

    def set_player_count(self, count: int | None) -> None:
        self._players = count
        self._refresh()

    def problem(self) -> str:
        """Why these options cannot be used with the players, or ``""``."""
        offsets = self.controls["sit_out_offsets"]
        if isinstance(offsets, QLineEdit) and offsets.text().strip():
            seats = seat_list(offsets.text())
            if seats is None:
                return self.tr("Seating: write the seats that sit out as numbers, e.g. “0, 2, 4”.")
            try:
                check_sit_out_offsets(seats, "sit_out_offsets", self._players)
            except RecordError as error:
                return self.tr("Seating: seats that sit out: {reason}").format(
                    reason=text.error_text(error)
                )
            return ""
        if (
            self._players is not None
            and self._value("sit_out") == "opposite"
            and self._players != 6
        ):
            return self.tr(
                "Seating: “dealer and the player opposite” works only with 6 players, not {count}."
            ).format(count=self._players)
        return ""

    def differing(self) -> list[str]:
        """The options whose value differs from the chosen preset."""
        base = PRESETS[self.preset()].to_json()
        current = self.rules().to_json()
        return [name for name in current if current[name] != base[name]]

    # Reactions ------------------------------------------------------------------

    def _preset_chosen(self, index: int) -> None:
        if self._updating or index < 0:
            return
        self.set_preset(str(self.preset_combo.itemData(index)))

    def _reset_to_preset(self) -> None:
        self.set_preset(self.preset())

    def _edited(self) -> None:
        if self._updating:
            return
        control = self.controls["hyperschweinchen"]
        if isinstance(control, QCheckBox) and not self._value("schweinchen"):
            self._updating = True
            control.setChecked(False)
            self._updating = False
        if self._value("without_nines"):  # §13.7: no ♦9 to choose without nines
            for name in ("diamond_top", "diamond_pair_game"):
                if self._value(name) == "9":
                    self._updating = True
                    self._set_value(name, None)
                    self._updating = False
        self._refresh()
        self.changed.emit()

    def _refresh(self) -> None:
        value = self._value
        bock = bool(value("bock"))
        enabled = {
            "hyperschweinchen": bool(value("schweinchen")) and not value("joker"),
            "genscher": bool(value("schweinchen") and value("hyperschweinchen"))
            and not value("joker"),
            "second_heart_ten_wins": value("heart_ten") == "top" and value("diamond_top") is None,
            "heart_ten_caught": value("diamond_top") is None,
            "joker": value("diamond_top") is None,
            "diamond_top": not value("joker"),
            "schweinchen_declare": bool(value("schweinchen")),
            "poverty_fox_not_counted": bool(value("poverty")),
            "poverty_trumps_only": bool(value("poverty")),
            "poverty_no_trump_back": bool(value("poverty")),
            "poverty_wirth": bool(value("poverty")),
            "poverty_below_marriage": bool(value("poverty")),
            "hearts_trick": bool(value("without_nines")),
            "charlie_caught_any_trick": bool(value("charlie_caught")),
            "re_kontra_doubles_bonuses": bool(value("re_kontra_doubles")),
            "elders_in_poverty": bool(value("elders_point")) and bool(value("poverty")),
            "elders_point_in_solo": bool(value("elders_point")),
            "re_kontra_value": not value("re_kontra_doubles"),
            "round_length": bool(value("compulsory_solo")),
            "compulsory_solo_suspends_bock": bool(value("compulsory_solo")) and bock,
        }
        for name in self.controls:
            if name.startswith("bock_"):
                enabled[name] = bock
        enabled["bock_plus"] = bock and value("bock_effect") == "plus"
        enabled["bock_on_hearts_trick"] = bock and bool(value("without_nines"))
        for name, cell in self._cells.items():
            cell.setEnabled(enabled.get(name, True))
        differing = set(self.differing())
        for name, title in self._labels.items():
            font = title.font()
            font.setBold(name in differing)
            title.setFont(font)
        if differing:
            self.diff_label.setText(
                self.tr("Changed from the preset (in bold): {count}").format(count=len(differing))
            )
        else:
            self.diff_label.setText(self.tr("Exactly as the preset"))
        self.reset_button.setEnabled(bool(differing))
        problem = self.problem()
        self.sit_out_warning.setText(problem)
        self.sit_out_warning.setVisible(bool(problem))
