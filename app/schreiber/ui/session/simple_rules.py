"""Options of the games with few rules (Pfälzer Schafkopf, Crescendo), one row each.

The rows are built from the game's ``RuleSet`` fields, so a new option shows up
with its type's widget; its explanation comes from :meth:`explanations`.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from schreiber.games.errors import RecordError
from schreiber.games.registry import RulesLike, game
from schreiber.ui.common import text
from schreiber.ui.common.widgets import is_language_change, retitle_items

# Range of each whole-number option; for an optional one, 0 means "not set".
RANGES = {
    "table": (0, 4),
    "end_after_deals": (0, 1000),
    "end_at_score": (0, 100_000),
    "min_bid": (15, 28),
}


class SimpleRulesEditor(QWidget):
    changed = Signal()

    def __init__(self, game_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game(game_name)
        self._players: int | None = None
        self.preset_combo = QComboBox(self)
        for name in self.game.presets:
            self.preset_combo.addItem(name, name)
        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        form = QFormLayout()
        self.preset_label = QLabel(self)
        self.preset_label.setBuddy(self.preset_combo)
        form.addRow(self.preset_label, self.preset_combo)
        self.controls: dict[str, QCheckBox | QSpinBox] = {}
        self._row_labels: dict[str, QLabel] = {}  # the spin boxes' captions
        self._notes: dict[str, QLabel] = {}
        defaults = next(iter(self.game.presets.values()))
        assert dataclasses.is_dataclass(defaults)
        for field in dataclasses.fields(defaults):
            value = getattr(defaults, field.name)
            control: QCheckBox | QSpinBox
            if isinstance(value, bool):
                control = QCheckBox(self)
                control.toggled.connect(self.changed)
                form.addRow("", control)
            else:
                control = QSpinBox(self)
                low, high = RANGES.get(field.name, (0, 1000))
                control.setRange(low, high)
                if "None" in str(field.type):
                    # "Not set" needs a special text from the start; retranslate() words it.
                    control.setSpecialValueText("–")
                control.valueChanged.connect(self.changed)
                caption = QLabel(self)
                caption.setBuddy(control)
                self._row_labels[field.name] = caption
                form.addRow(caption, control)
            self.controls[field.name] = control
            note = QLabel(self)
            note.setWordWrap(True)
            note.setStyleSheet("color: palette(placeholder-text);")
            self._notes[field.name] = note
            form.addRow("", note)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addStretch(1)
        self.set_rules(defaults)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text again in the current language; the options keep their values."""
        self.preset_label.setText(self.tr("Preset:"))
        retitle_items(
            self.preset_combo,
            {name: text.preset_name(self.game.name, name) for name in self.game.presets},
        )
        explanations = self.explanations()
        for name, control in self.controls.items():
            label, help_text = explanations.get(name, (name, ""))
            if isinstance(control, QCheckBox):
                control.setText(label)
            else:
                self._row_labels[name].setText(label)
                if control.specialValueText():
                    control.setSpecialValueText(self.tr("not set"))
            control.setToolTip(help_text)
            self._notes[name].setText(help_text)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def explanations(self) -> dict[str, tuple[str, str]]:
        return {
            "tops_include_skat": (
                text.simple_option_name("tops_include_skat"),
                self.tr("The soloist's tops are counted over the hand and the Skat."),
            ),
            "schneider_at_30": (
                text.simple_option_name("schneider_at_30"),
                self.tr("Exactly 30 card points is already Schneider (the Bavarian reading)."),
            ),
            "ace_call_hearts_point": (
                text.simple_option_name("ace_call_hearts_point"),
                self.tr("An ace call scores the point for hearts being trump."),
            ),
            "table": (
                text.simple_option_name("table"),
                self.tr(
                    "3 for Schafkopf with the Skat, 4 for Asserufen; not set: 3 with three "
                    "players, 4 with more. Whoever is not at the table (the dealer first) "
                    "sits out."
                ),
            ),
            "min_bid": (
                text.simple_option_name("min_bid"),
                self.tr("The smallest bid allowed in the auction (15; some groups play 18)."),
            ),
            "end_after_deals": (
                text.simple_option_name("end_after_deals"),
                self.tr("The session ends after this many deals; the highest total wins."),
            ),
            "end_at_score": (
                text.simple_option_name("end_at_score"),
                self.tr("The session ends when someone reaches this total."),
            ),
        }

    def _values(self) -> dict[str, object]:
        values: dict[str, object] = {}
        defaults = next(iter(self.game.presets.values()))
        for name, control in self.controls.items():
            if isinstance(control, QCheckBox):
                values[name] = control.isChecked()
            elif control.specialValueText() and control.value() == control.minimum():
                values[name] = None
            else:
                values[name] = control.value()
            if values[name] is None and getattr(defaults, name) is not None:
                values[name] = getattr(defaults, name)
        return values

    def rules_json(self) -> dict[str, object]:
        return {"preset": self.preset(), "options": self._values()}

    def rules(self) -> RulesLike:
        return self.game.parse_rules(self.rules_json(), "rules", self._players)

    def set_rules(self, rules: RulesLike, preset: str | None = None) -> None:
        """Show ``rules`` (the preset combo keeps its choice, as with ``preset``)."""
        for name, value in rules.to_json().items():
            control = self.controls.get(name)
            if isinstance(control, QCheckBox):
                control.setChecked(bool(value))
            elif isinstance(control, QSpinBox):
                control.setValue(control.minimum() if value is None else int(str(value)))
        self.changed.emit()

    def preset(self) -> str:
        return str(self.preset_combo.currentData() or "standard")

    def _preset_chosen(self) -> None:
        self.set_rules(self.game.presets[self.preset()])

    def set_player_count(self, count: int | None) -> None:
        self._players = count
        self.changed.emit()

    def problem(self) -> str:
        try:
            self.rules()
        except RecordError as error:
            return f"{text.field_text(error.field)}: {text.error_text(error)}"
        return ""
