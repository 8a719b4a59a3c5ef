"""The Pfälzer Schafkopf entry panel, and the keyboard building blocks it shares
with the Crescendo panel.

A simple game takes five keys from the empty form: the soloist's digit (the
form jumps to the trump), the trump's letter (it jumps to the points), the
soloist's card points, Enter. In the soloist row letters pick the contract
(E simple game, S solo, U solo du, A ace call, R redeal); the contract starts
as the simple game with three at the table and as the ace call with four,
where a second digit picks the partner and hearts are trump without a key.
Tricks, tops, the Kontra count and the surrender are reached with Tab; a digit
sets them directly. Every change is previewed by replaying the session with
the entry, so the panel shows the engine's own lines and deltas, and the
engine's own message at the field when the entry cannot be right.

:class:`KeyRow`, :class:`NumberField` and :class:`KeyboardPanel` carry the
design of the Doppelkopf panel (``entry_panel.py``) over to the games with
fewer fields; ``crescendo_panel.py`` builds on them too.
"""

from __future__ import annotations

from functools import partial
from itertools import pairwise
from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from schreiber.games.common import Replay
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.schafkopf_pfalz import Deal, DealResult, RuleSet
from schreiber.session.file import SessionFile
from schreiber.ui.entry_panel import PICKER_BUTTON_STYLE, PreviewPlumbing
from schreiber.ui.widgets import (
    FramedRow,
    clear_layout,
    is_language_change,
    mark_error,
    retitle_items,
)

DIGITS: Final = "0123456789"
TABLE: Final = "<table cellspacing='0' cellpadding='3'>"


# Building blocks ------------------------------------------------------------------------


class KeyRow(FramedRow):
    """A row of toggle buttons, each with its key (a digit or a letter).

    ``exclusive`` rows hold one choice (a soloist, a suit); the others toggle
    each button on its own (tricks won). ``extra_keys`` are letters the row
    passes on as :attr:`extra` (a contract picked in the soloist row).
    """

    changed = Signal()  # the selection changed, by key, click or code
    picked = Signal()  # the user picked with a key or a click: time to move on
    extra = Signal(str)

    def __init__(self, exclusive: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.exclusive = exclusive
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(3, 3, 3, 3)
        self.buttons: list[QToolButton] = []
        self.keys: list[str] = []
        self.values: list[str] = []
        self._choices: list[tuple[str, str, str]] = []
        self.extra_keys: dict[str, str] = {}

    def set_choices(self, choices: list[tuple[str, str, str]]) -> None:
        """``(key, label, value)`` per button; the selection is kept where it can be."""
        if choices == self._choices:
            return
        if [(k, v) for k, _, v in choices] == [(k, v) for k, _, v in self._choices]:
            # Only the labels changed (another language): the buttons stay.
            for button, (key, label, _) in zip(self.buttons, choices, strict=True):
                button.setText(self._button_text(key, label))
            self._choices = list(choices)
            return
        kept = self.selected()
        clear_layout(self._layout)
        self._choices = list(choices)
        self.buttons, self.keys, self.values = [], [], []
        for index, (key, label, value) in enumerate(choices):
            button = QToolButton(self)
            button.setText(self._button_text(key, label))
            button.setCheckable(True)
            button.setChecked(value in kept)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setMinimumHeight(32)
            button.setStyleSheet(PICKER_BUTTON_STYLE)
            button.clicked.connect(partial(self._clicked, index))
            self._layout.addWidget(button)
            self.buttons.append(button)
            self.keys.append(key.upper())
            self.values.append(value)

    @staticmethod
    def _button_text(key: str, label: str) -> str:
        return f"{key}  {label}" if label else key

    def selected(self) -> list[str]:
        return [v for v, b in zip(self.values, self.buttons, strict=True) if b.isChecked()]

    def value(self) -> str | None:
        chosen = self.selected()
        return chosen[0] if chosen else None

    def set_selected(self, values: list[str] | tuple[str, ...]) -> None:
        for value, button in zip(self.values, self.buttons, strict=True):
            button.setChecked(value in values)
        self.changed.emit()

    def press(self, index: int) -> None:
        """What a key does: pick the button (exclusive) or toggle it."""
        button = self.buttons[index]
        if self.exclusive:
            for other in self.buttons:
                other.setChecked(other is button)
        else:
            button.setChecked(not button.isChecked())
        self.changed.emit()
        self.picked.emit()

    def _clicked(self, index: int, _checked: bool = False) -> None:
        if self.exclusive:
            for other in self.buttons:
                other.setChecked(other is self.buttons[index])
        self.changed.emit()
        self.picked.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.text().upper()
        if key and key in self.keys:
            self.press(self.keys.index(key))
            return
        if key and key in self.extra_keys:
            self.extra.emit(self.extra_keys[key])
            return
        super().keyPressEvent(event)


class NumberField(QSpinBox):
    """A whole number typed digit by digit, the same way every time.

    The digits typed since the field got the focus make the value; a digit
    that would go past the maximum starts a new number, so a digit sets a
    small count directly. With a ``special`` text the minimum means "not
    entered" (Backspace back to nothing). After ``width`` digits the field
    emits :attr:`filled` (the form moves on).
    """

    filled = Signal()

    def __init__(
        self,
        low: int,
        high: int,
        special: str | None = None,
        width: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setRange(low, high)
        if special is not None:
            self.setSpecialValueText(special)
        self.setButtonSymbols(QSpinBox.ButtonSymbols.NoButtons)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setMinimumWidth(70)
        self.width_in_digits = width
        self._buffer = ""
        self._typing = False
        self.setProperty("error", False)
        self.valueChanged.connect(self._changed)

    def is_empty(self) -> bool:
        return bool(self.specialValueText()) and self.value() == self.minimum()

    def reset(self, value: int | None = None) -> None:
        """Set a value from code (``None``: not entered); typing starts afresh."""
        self.setValue(self.minimum() if value is None else value)
        self._buffer = ""

    def _changed(self, _value: int) -> None:
        if not self._typing:
            self._buffer = ""

    def _set_typed(self, buffer: str) -> None:
        self._buffer = buffer
        self._typing = True
        try:
            self.setValue(int(buffer) if buffer else self.minimum())
        finally:
            self._typing = False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.text()
        if len(key) == 1 and key in DIGITS:
            buffer = self._buffer + key
            if int(buffer) > self.maximum():
                buffer = key
            if int(buffer) <= self.maximum():
                self._set_typed(buffer)
                if self.width_in_digits is not None and len(buffer) >= self.width_in_digits:
                    self.filled.emit()
            return
        if event.key() == Qt.Key.Key_Backspace:
            self._set_typed(self._buffer[:-1])
            return
        if event.key() == Qt.Key.Key_Delete:
            self._set_typed("")
            return
        if key and key.isprintable():
            return  # letters and signs never edit the number
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        self._buffer = ""
        super().focusInEvent(event)


class KeyboardPanel(PreviewPlumbing, QWidget):
    """What the Schafkopf and Crescendo panels share: context, preview, errors, saving.

    A subclass builds its inputs in :meth:`_build_inputs` and says how a deal
    becomes a record (:meth:`record`), how a record fills the form
    (:meth:`_fill`) and which input a field of an engine message names.
    """

    commit = Signal(dict, object)  # record, deal number being edited or None
    cancelled = Signal()

    # Layout -------------------------------------------------------------------------
    #
    # The texts of this class are translated in the context "KeyboardPanel" by name:
    # ``self.tr`` would use the subclass's name at run time, and lupdate this one's.

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        self._build_heading(outer)

        form = QFormLayout()
        # A long label (German, Japanese) puts its field on the next line
        # rather than squeezing the player keys.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._build_inputs(form)
        outer.addLayout(form)
        self._build_outcome(outer)
        # Enter saves and Esc cancels from every input of the panel; Tab follows the form.
        inputs = self._inputs()
        for widget in inputs:
            widget.installEventFilter(self)
        for first, second in pairwise([*inputs, self.save_button]):
            QWidget.setTabOrder(first, second)

    def _build_inputs(self, form: QFormLayout) -> None:
        raise NotImplementedError

    def retranslate(self) -> None:
        """Every text again in the current language; what is entered stays as it is."""
        self.save_button.setText(QCoreApplication.translate("KeyboardPanel", "Save deal"))
        self.cancel_button.setText(QCoreApplication.translate("KeyboardPanel", "Cancel editing"))
        self._retranslate_inputs()
        if self._session is None:
            return
        # The session's texts: heading, context, key legend, the preview or the message.
        self._update_context()
        self._update_visibility()
        self._show_outcome()

    def _retranslate_inputs(self) -> None:
        """Set the texts of the inputs (labels, placeholders, choices) of the game."""
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def _inputs(self) -> list[QWidget]:
        """Every input, in Tab order (the event filter goes on each)."""
        raise NotImplementedError

    def _player_rows(self) -> list[KeyRow]:
        """The rows that pick a player of the table by digit."""
        raise NotImplementedError

    def _first_input(self) -> QWidget:
        raise NotImplementedError

    # Context ------------------------------------------------------------------------

    def set_session(self, session: SessionFile, replay: Replay) -> None:
        """The session changed (a deal saved, undone, rules changed): refresh the context."""
        self._session, self._replay = session, replay
        if self._editing is not None and self._editing > len(session.deals):
            self._editing = None
        self._loading = True
        try:
            self._apply_session()
        finally:
            self._loading = False
        self._update_context()
        self._refresh_for_session()

    def _apply_session(self) -> None:
        """Adapt the inputs to the session's rules (called while loading)."""

    def _table(self) -> tuple[list[str], str, tuple[str, ...]]:
        """Players at the table, dealer and who sits out for the deal in the form."""
        assert self._session is not None and self._replay is not None
        if self._editing is not None:
            replayed = self._replay.deals[self._editing - 1]
            dealer, out = replayed.dealer, replayed.sitting_out
        else:
            dealer, out = self._replay.next.dealer, self._replay.next.sitting_out
        seated = self._session.seating_before(
            len(self._session.deals) if self._editing is None else self._editing - 1
        )
        return [p for p in seated if p not in out], dealer, out

    def _update_context(self) -> None:
        if self._replay is None:
            return
        table, dealer, out = self._table()
        choices = [(str(i), name, name) for i, name in enumerate(table, start=1)]
        for row in self._player_rows():
            row.set_choices(choices)
        number = self._editing or len(self._replay.deals) + 1
        if self._editing is None:
            heading = QCoreApplication.translate("KeyboardPanel", "Deal {n}")
            save = QCoreApplication.translate("KeyboardPanel", "Save deal  ⏎")
        else:
            heading = QCoreApplication.translate("KeyboardPanel", "Editing deal {n}")
            save = QCoreApplication.translate("KeyboardPanel", "Save changes  ⏎")
        self.heading.setText(heading.format(n=number))
        self.save_button.setText(save)
        self.cancel_button.setVisible(self._editing is not None)
        dealer_text = QCoreApplication.translate("KeyboardPanel", "dealer: {name}")
        parts = [dealer_text.format(name=dealer)]
        if out:
            out_text = QCoreApplication.translate("KeyboardPanel", "sits out: {names}")
            parts.append(out_text.format(names=", ".join(out)))
        self.context.setText(" · ".join(parts))
        self._update_legend()

    # Entry --------------------------------------------------------------------------

    def record(self) -> dict[str, object]:
        """The entry as a deal record (checked by the preview, not here)."""
        raise NotImplementedError

    def _fill(self, deal: object | None) -> None:
        """Put a deal (``None``: the empty form) into the inputs; called while loading."""
        raise NotImplementedError

    def _load(self, deal: object | None, refresh: bool = True) -> None:
        self._insist = False
        self._loading = True
        try:
            self._fill(deal)
        finally:
            self._loading = False
        if refresh:
            self._refresh()
        self._first_input().setFocus(Qt.FocusReason.OtherFocusReason)

    def clear(self) -> None:
        """An empty form for the next deal."""
        self._editing = None
        self._update_context()
        self._blank = None
        self._load(None, refresh=False)
        self._blank = self.record()
        self._refresh()

    # Preview and errors -------------------------------------------------------------

    @staticmethod
    def _field_name(field: str) -> str | None:
        """``deal.tricks_won[2]`` → ``tricks_won``; ``None`` for a later deal."""
        parts = field.split(".")
        if parts[0].startswith("deals["):
            return None
        name = parts[1] if len(parts) > 1 else parts[0]
        return name.split("[")[0]

    def _error_widgets(self) -> dict[str, QWidget]:
        """Which input each record field of an engine message points at."""
        raise NotImplementedError

    def _field_labels(self) -> dict[str, str]:
        raise NotImplementedError

    def _field_label(self, field: str) -> str:
        name = self._field_name(field)
        if name is None:
            number = int(field.split(".")[0][6:-1]) + 1
            later = QCoreApplication.translate("KeyboardPanel", "Deal {n} would no longer fit")
            return later.format(n=number)
        return self._field_labels().get(name, field)

    def _error_widget(self, field: str) -> QWidget | None:
        name = self._field_name(field)
        return None if name is None else self._error_widgets().get(name)

    def _pending_hint(self, error: RecordError) -> tuple[str, str] | None:
        """A field still empty is not wrong yet (issue 17): the form names it as the
        next to fill in, neutral, until saving is tried."""
        widget = self._error_widget(error.field)
        empty = (isinstance(widget, NumberField) and widget.is_empty()) or (
            isinstance(widget, KeyRow) and not widget.selected()
        )
        if not empty or self._insist:
            return None
        label = self._field_label(error.field)
        next_text = QCoreApplication.translate("KeyboardPanel", "Next: {field}")
        return error.field, next_text.format(field=label)

    def _mark_error_widget(self, widget: QWidget | None) -> None:
        for candidate in dict.fromkeys(self._error_widgets().values()):
            mark_error(candidate, candidate is widget)

    def _preview_html(self, replay: Replay, number: int) -> str:
        raise NotImplementedError

    def focus(self, widget: QWidget) -> None:
        widget.setFocus(Qt.FocusReason.TabFocusReason)


# The Schafkopf panel --------------------------------------------------------------------

CONTEXT: Final = "SchafkopfPanel"

# Contract codes of the records, with the key that picks each one.
CONTRACT_KEYS: Final = {
    "simple": "E",
    "solo": "S",
    "solo_du": "U",
    "ace_call": "A",
    "redeal": "R",
}
CONTRACT_NAMES: Final = {
    "simple": QT_TRANSLATE_NOOP("SchafkopfPanel", "simple game (einfach)"),
    "solo": QT_TRANSLATE_NOOP("SchafkopfPanel", "solo"),
    "solo_du": QT_TRANSLATE_NOOP("SchafkopfPanel", "solo du"),
    "ace_call": QT_TRANSLATE_NOOP("SchafkopfPanel", "ace call (Asserufen)"),
    "redeal": QT_TRANSLATE_NOOP("SchafkopfPanel", "redeal (nobody played)"),
}
# Seats a contract needs (the others are played at either table).
CONTRACT_SEATS: Final = {"simple": 3, "ace_call": 4}
SUITS: Final = (
    ("C", "♣", "clubs"),
    ("S", "♠", "spades"),
    ("H", "♥", "hearts"),
    ("D", "♦", "diamonds"),
)
SURRENDERS: Final = (
    (None, QT_TRANSLATE_NOOP("SchafkopfPanel", "0  none")),
    ("accepted", QT_TRANSLATE_NOOP("SchafkopfPanel", "1  accepted (won, nothing played)")),
    ("refused", QT_TRANSLATE_NOOP("SchafkopfPanel", "2  refused (wins only with Schneider)")),
)
ITEMS: Final = {
    "game": QT_TRANSLATE_NOOP("SchafkopfPanel", "game"),
    "hearts": QT_TRANSLATE_NOOP("SchafkopfPanel", "hearts are trump"),
    "schneider": QT_TRANSLATE_NOOP("SchafkopfPanel", "Schneider"),
    "schwarz": QT_TRANSLATE_NOOP("SchafkopfPanel", "Schwarz"),
    "tops": QT_TRANSLATE_NOOP("SchafkopfPanel", "tops"),
    "solo": QT_TRANSLATE_NOOP("SchafkopfPanel", "solo"),
    "solo_du": QT_TRANSLATE_NOOP("SchafkopfPanel", "solo du doubles"),
    "kontra": QT_TRANSLATE_NOOP("SchafkopfPanel", "Kontra/Rekontra doubles"),
}
PARTIES: Final = {
    "soloist": QT_TRANSLATE_NOOP("SchafkopfPanel", "Soloist"),
    "defenders": QT_TRANSLATE_NOOP("SchafkopfPanel", "Defenders"),
}


def translate(source: str) -> str:
    return QCoreApplication.translate(CONTEXT, source)


class SchafkopfPanel(KeyboardPanel):
    """Enter a Pfälzer Schafkopf deal or edit an earlier one."""

    def _build_inputs(self, form: QFormLayout) -> None:
        self.contract_combo = QComboBox(self)
        self.contract_label = QLabel(self)
        self.contract_label.setBuddy(self.contract_combo)
        form.addRow(self.contract_label, self.contract_combo)
        self.soloist_row = KeyRow(exclusive=True, parent=self)
        self.soloist_label = QLabel(self)
        self.soloist_label.setBuddy(self.soloist_row)
        form.addRow(self.soloist_label, self.soloist_row)
        self.partner_row = KeyRow(exclusive=True, parent=self)
        self.partner_label = QLabel(self)
        self.partner_label.setBuddy(self.partner_row)
        form.addRow(self.partner_label, self.partner_row)
        self.trump_row = KeyRow(exclusive=True, parent=self)
        self.trump_row.set_choices([(key, symbol, code) for key, symbol, code in SUITS])
        self.trump_label = QLabel(self)
        self.trump_label.setBuddy(self.trump_row)
        form.addRow(self.trump_label, self.trump_row)
        self.hearts_note = QLabel(self)
        self.hearts_label = QLabel(self)
        form.addRow(self.hearts_label, self.hearts_note)

        self.points = NumberField(-1, 120, special="–", parent=self)
        self.points_label = QLabel(self)
        self.points_label.setBuddy(self.points)
        form.addRow(self.points_label, self.points)
        # "Not entered" needs a special text from the start; retranslate() words it.
        self.tricks = NumberField(-1, 10, special="–", parent=self)
        self.tricks_label = QLabel(self)
        self.tricks_label.setBuddy(self.tricks)
        form.addRow(self.tricks_label, self.tricks)
        self.tops = NumberField(0, 14, parent=self)
        self.tops_label = QLabel(self)
        self.tops_label.setBuddy(self.tops)
        form.addRow(self.tops_label, self.tops)
        self.doubles = NumberField(0, 10, parent=self)
        self.doubles_label = QLabel(self)
        self.doubles_label.setBuddy(self.doubles)
        form.addRow(self.doubles_label, self.doubles)
        self.surrender_combo = QComboBox(self)
        for code, _name in SURRENDERS:
            self.surrender_combo.addItem("", code)
        self.surrender_label = QLabel(self)
        self.surrender_label.setBuddy(self.surrender_combo)
        form.addRow(self.surrender_label, self.surrender_combo)
        self.note_edit = QLineEdit(self)
        self.note_label = QLabel(self)
        self.note_label.setBuddy(self.note_edit)
        form.addRow(self.note_label, self.note_edit)

        self.contract_combo.currentIndexChanged.connect(self._contract_changed)
        self.soloist_row.changed.connect(self._refresh)
        self.soloist_row.picked.connect(self._soloist_picked)
        self.soloist_row.extra.connect(self.set_contract)
        self.partner_row.changed.connect(self._refresh)
        self.partner_row.picked.connect(self._partner_picked)
        self.trump_row.changed.connect(self._refresh)
        self.trump_row.picked.connect(self._trump_picked)
        for field in (self.points, self.tricks, self.tops, self.doubles):
            field.valueChanged.connect(self._refresh)
        self.surrender_combo.currentIndexChanged.connect(self._refresh)
        self.note_edit.textChanged.connect(self._refresh)

    def _retranslate_inputs(self) -> None:
        self.contract_label.setText(self.tr("Contr&act"))
        self.soloist_label.setText(self.tr("&Soloist"))
        self.partner_label.setText(self.tr("&Partner (called ace)"))
        self.trump_label.setText(self.tr("&Trump"))
        self.hearts_note.setText(self.tr("♥ (hearts are trump in an ace call)"))
        self.hearts_label.setText(self.tr("Trump"))
        self.points_label.setText(self.tr("Soloist's card po&ints"))
        self.tricks.setSpecialValueText(self.tr("as the points say"))
        self.tricks_label.setText(self.tr("Soloist's tric&ks"))
        self.tops_label.setText(self.tr("Tops (&with or without)"))
        self.doubles_label.setText(self.tr("Kontra, &Rekontra, …"))
        self.surrender_label.setText(self.tr("S&urrender"))
        self.note_label.setText(self.tr("N&ote"))
        self.note_edit.setPlaceholderText(self.tr("optional"))
        retitle_items(self.surrender_combo, {code: translate(name) for code, name in SURRENDERS})
        retitle_items(
            self.contract_combo, {code: self._contract_text(code) for code in CONTRACT_KEYS}
        )

    @staticmethod
    def _contract_text(code: str) -> str:
        """A contract with the key that picks it in the soloist row."""
        return f"{CONTRACT_KEYS[code]}  {translate(CONTRACT_NAMES[code])}"

    def _inputs(self) -> list[QWidget]:
        return [
            self.contract_combo,
            self.soloist_row,
            self.partner_row,
            self.trump_row,
            self.points,
            self.tricks,
            self.tops,
            self.doubles,
            self.surrender_combo,
            self.note_edit,
        ]

    def _player_rows(self) -> list[KeyRow]:
        return [self.soloist_row, self.partner_row]

    def _first_input(self) -> QWidget:
        return self.soloist_row

    # Context ------------------------------------------------------------------------

    @property
    def rules(self) -> RuleSet:
        assert self._session is not None
        rules = self._session.rules
        assert isinstance(rules, RuleSet), "the Schafkopf panel shows Schafkopf sessions"
        return rules

    @property
    def seats(self) -> int:
        assert self._session is not None
        return self.rules.seats(len(self._session.seating_before(len(self._session.deals))))

    def _contracts(self) -> list[str]:
        """The contracts of this table: the simple game at three, the ace call at four."""
        seats = self.seats
        return [c for c in CONTRACT_KEYS if CONTRACT_SEATS.get(c, seats) == seats]

    def default_contract(self) -> str:
        return "simple" if self.seats == 3 else "ace_call"

    def _apply_session(self) -> None:
        contracts = self._contracts()
        if [self.contract_combo.itemData(i) for i in range(self.contract_combo.count())] != (
            contracts
        ):
            current = self.contract_combo.currentData()
            self.contract_combo.blockSignals(True)
            self.contract_combo.clear()
            for code in contracts:
                self.contract_combo.addItem(self._contract_text(code), code)
            index = self.contract_combo.findData(current)
            if index < 0:
                index = self.contract_combo.findData(self.default_contract())
            self.contract_combo.setCurrentIndex(max(index, 0))
            self.contract_combo.blockSignals(False)
        self.soloist_row.extra_keys = {CONTRACT_KEYS[c]: c for c in contracts}
        self.tricks.setMaximum(10 if self.seats == 3 else 8)

    def _legend_entries(self) -> list[tuple[str, str]]:
        contracts = " ".join(CONTRACT_KEYS[c] for c in self._contracts())
        seats = self.seats
        players = self.tr("soloist, then the partner") if seats == 4 else self.tr("soloist")
        return [
            (f"1–{seats}", players),
            (contracts, self.tr("contract")),
            (" ".join(key for key, _, _ in SUITS), self.tr("trump")),
            ("0–120", self.tr("soloist's card points")),
        ]

    # Entry state --------------------------------------------------------------------

    @property
    def contract(self) -> str:
        return str(self.contract_combo.currentData() or "simple")

    def set_contract(self, code: str) -> None:
        index = self.contract_combo.findData(code)
        if index >= 0:
            self.contract_combo.setCurrentIndex(index)

    def _contract_changed(self) -> None:
        if self._loading:
            return
        self._refresh()

    def _soloist_picked(self) -> None:
        if self.contract == "redeal":
            self.set_contract(self.default_contract())
        if self.contract == "ace_call":
            self.focus(self.partner_row)
        else:
            self.focus(self.trump_row)

    def _partner_picked(self) -> None:
        self.focus(self.points)

    def _trump_picked(self) -> None:
        self.focus(self.points)

    def _key_sets_value(self, watched: QObject, event: QKeyEvent) -> bool:
        """Letters pick a contract and digits a surrender choice, every time.

        (A combo box would otherwise join keys typed in quick succession into
        one search text.)
        """
        key = event.text().upper()
        if not key or not key.isprintable():
            return False
        if watched is self.contract_combo:
            if key in self.soloist_row.extra_keys:
                self.set_contract(self.soloist_row.extra_keys[key])
            return True
        if watched is self.surrender_combo:
            if key in DIGITS and int(key) < self.surrender_combo.count():
                self.surrender_combo.setCurrentIndex(int(key))
            return True
        return False

    def record(self) -> dict[str, object]:
        contract = self.contract
        note = self.note_edit.text().strip()
        if contract == "redeal":
            redeal: dict[str, object] = {"contract": "redeal"}
            if note:
                redeal["note"] = note
            return redeal
        surrender = self.surrender_combo.currentData() if contract != "ace_call" else None
        record: dict[str, object] = {"contract": contract}
        record["trump"] = "hearts" if contract == "ace_call" else self.trump_row.value()
        soloist = self.soloist_row.value()
        if soloist is not None:
            record["soloist"] = soloist
        record["partner"] = self.partner_row.value() if contract == "ace_call" else None
        played = surrender != "accepted"
        record["soloist_points"] = (
            self.points.value() if played and not self.points.is_empty() else None
        )
        if played and not self.tricks.is_empty():
            record["soloist_tricks"] = self.tricks.value()
        record["tops"] = self.tops.value()
        record["doubles"] = self.doubles.value()
        record["surrender"] = surrender
        if note:
            record["note"] = note
        return record

    def load_deal(self, number: int, deal: Deal) -> None:
        """Open deal ``number`` for editing."""
        self._editing = number
        self._update_context()
        self._load(deal)

    def _fill(self, deal: object | None) -> None:
        if deal is None:
            deal = Deal(contract=self.default_contract())
        assert isinstance(deal, Deal)
        self.set_contract(deal.contract)
        self.soloist_row.set_selected([deal.soloist] if deal.soloist else [])
        self.partner_row.set_selected([deal.partner] if deal.partner else [])
        trump = deal.trump if deal.contract != "ace_call" else None
        self.trump_row.set_selected([trump] if trump else [])
        self.points.reset(deal.soloist_points)
        self.tricks.reset(deal.soloist_tricks)
        self.tops.reset(deal.tops)
        self.doubles.reset(deal.doubles)
        self.surrender_combo.setCurrentIndex(max(self.surrender_combo.findData(deal.surrender), 0))
        self.note_edit.setText(deal.note)

    # Preview and errors -------------------------------------------------------------

    def _update_visibility(self) -> None:
        contract = self.contract
        played = contract != "redeal"
        ace_call = contract == "ace_call"
        accepted = self.surrender_combo.currentData() == "accepted" and not ace_call
        self.partner_row.setVisible(ace_call)
        self.partner_label.setVisible(ace_call)
        self.trump_row.setVisible(played and not ace_call)
        self.trump_label.setVisible(played and not ace_call)
        self.hearts_note.setVisible(ace_call)
        self.hearts_label.setVisible(ace_call)
        for widget in (
            self.points,
            self.points_label,
            self.tricks,
            self.tricks_label,
            self.tops,
            self.tops_label,
            self.doubles,
            self.doubles_label,
        ):
            widget.setVisible(played)
        self.points.setEnabled(not accepted)
        self.tricks.setEnabled(not accepted)
        self.surrender_combo.setVisible(played and not ace_call)
        self.surrender_label.setVisible(played and not ace_call)

    def _error_widgets(self) -> dict[str, QWidget]:
        return {
            "contract": self.contract_combo,
            "table": self.contract_combo,
            "soloist": self.soloist_row,
            "partner": self.partner_row,
            "trump": self.trump_row,
            "soloist_points": self.points,
            "soloist_tricks": self.tricks,
            "tops": self.tops,
            "doubles": self.doubles,
            "surrender": self.surrender_combo,
            "note": self.note_edit,
        }

    def _field_labels(self) -> dict[str, str]:
        return {
            "contract": self.tr("Contract"),
            "table": self.tr("Table"),
            "soloist": self.tr("Soloist"),
            "partner": self.tr("Partner"),
            "trump": self.tr("Trump"),
            "soloist_points": self.tr("Card points"),
            "soloist_tricks": self.tr("Tricks"),
            "tops": self.tr("Tops"),
            "doubles": self.tr("Kontra"),
            "surrender": self.tr("Surrender"),
            "note": self.tr("Note"),
        }

    def _preview_html(self, replay: Replay, number: int) -> str:
        result = replay.deals[number - 1].result
        if self.contract == "redeal":
            return self.tr("<b>Redeal</b>: no score; the deal passes on.")
        assert isinstance(result, DealResult)
        ace_call = self.contract == "ace_call"

        def party(code: str | None) -> str:
            if code == "soloist" and ace_call:
                return self.tr("Soloist and partner")
            return translate(PARTIES.get(code or "", code or ""))

        rows = [
            f"<tr><td>{party(line.party)}</td><td>{translate(ITEMS.get(line.item, line.item))}"
            f"</td><td align='right'>+{line.points}</td></tr>"
            for line in result.lines
        ]
        rows += [
            f"<tr><td></td><td>{translate(ITEMS.get(step.item, step.item))}</td>"
            f"<td align='right'>×{step.factor}</td></tr>"
            for step in result.adjustments
        ]
        if result.winner == "defenders":
            winner = self.tr("The defenders win")
        elif ace_call:
            winner = self.tr("The soloist and partner win")
        else:
            winner = self.tr("The soloist wins")
        value = self.tr("game value {value}").format(value=result.value)
        return (
            f"<p><b>{winner}</b>, {value}</p>{TABLE}{''.join(rows)}</table>"
            f"<p>{self._deltas_html(replay, number)}</p>"
        )
