"""The keyboard building blocks every game's entry panel is made of.

:class:`PreviewPlumbing` is what every form does with the engine's answer: a
record of the form on each key, the replay's preview, the engine's message at
the field it names, Enter to save and Esc to cancel. :class:`KeyRow`,
:class:`NumberField` and :class:`KeyboardPanel` carry the Doppelkopf panel's
design over to the games with fewer fields. :class:`EntryWidget` is what the
window uses of any game's panel.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from itertools import pairwise
from typing import TYPE_CHECKING, Any, Final, Protocol, cast

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal, SignalInstance
from PySide6.QtGui import QFocusEvent, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from schreiber.games.common import Replay
from schreiber.games.errors import RecordError
from schreiber.session.file import SessionFile
from schreiber.ui.common import text
from schreiber.ui.common.widgets import (
    ERROR_STYLE,
    FramedRow,
    calm_style,
    clear_layout,
    grid_in_columns,
    is_language_change,
    key_legend,
    legend_label,
    mark_error,
)

if TYPE_CHECKING:
    pass

Previewer = Callable[[dict[str, object], int | None], Replay]

PICKER_BUTTON_STYLE = (
    "QToolButton { background: palette(button); color: palette(button-text);"
    " border: 1px solid palette(mid); border-radius: 4px; padding: 4px; }"
    "QToolButton:checked { background: palette(highlight);"
    " color: palette(highlighted-text); font-weight: bold; }"
    # A player sitting out this deal: their seat's digit stays, greyed (issue 27).
    "QToolButton:disabled { background: palette(window); color: palette(mid);"
    " border-style: dashed; font-style: italic; }"
)
PENDING_STYLE = "border: 1px solid palette(mid); padding: 3px; border-radius: 3px;"
RETURN_KEYS: Final = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
MOST_SEATS: Final = 9  # one digit per seat


def digit_players(seated: Sequence[str], out: Sequence[str]) -> list[tuple[str, str]]:
    """``(digit, player)`` for the players the digits name.

    While someone sits out, the digits are the seats of the whole seating, so a
    person keeps their digit from deal to deal (issue 27: with five players "1 4"
    named the players of this deal, and Anna + Daiki meant Anna + Emi the deal
    after); the ones sitting out keep theirs too, refused with a word. With nobody
    sitting out the seats are the table.
    """
    if out and len(seated) <= MOST_SEATS:
        return [(str(seat), name) for seat, name in enumerate(seated, start=1)]
    table = [name for name in seated if name not in out]
    return [(str(seat), name) for seat, name in enumerate(table, start=1)]


def deal_heading(replay: Replay, editing: int | None, template: str) -> str:
    """The panel's heading: ``template`` ("Deal {n}", "Editing deal {n}") with the
    deal's number as the sheet shows it (deals played, not its place in the
    records); a redeal being edited, which has none, names the deal before it."""
    if editing is None:
        return template.format(n=replay.played + 1)
    row = replay.deals[editing - 1] if 0 < editing <= len(replay.deals) else None
    if row is not None and row.number is not None:
        return template.format(n=row.number)
    before = [done.number for done in replay.deals[: editing - 1] if done.number is not None]
    return QCoreApplication.translate("KeyboardPanel", "Editing the redeal after deal {n}").format(
        n=before[-1] if before else 0
    )


def sits_out_text() -> str:
    """What a sitting-out player's button says after the name."""
    return QCoreApplication.translate("KeyboardPanel", "sits out")


def refused_text(digit: str, name: str) -> str:
    """The word for a digit naming a player who sits out this deal."""
    return QCoreApplication.translate(
        "KeyboardPanel", "{digit} is {name}, who sits out this deal."
    ).format(digit=digit, name=name)


def digit_legend(
    digits: Sequence[tuple[str, str]], out: Sequence[str], what: str
) -> list[tuple[str, str]]:
    """The legend's player keys: the digits, and which of them sit out."""
    entries = [(f"1–{len(digits)}", what)]
    resting = [digit for digit, name in digits if name in out]
    if resting:
        entries.append(
            (" ".join(resting), QCoreApplication.translate("KeyboardPanel", "sitting out"))
        )
    return entries


class PreviewPlumbing:
    """What every entry form does with the engine's answer to the entry.

    Each keystroke makes a record of the form, asks the previewer (the replay
    with the entry added) and shows the preview, or the engine's message at the
    field it names; an empty form says nothing and Save waits. Enter saves and
    Esc cancels editing from every input the form filters. The forms build
    their widgets (:meth:`_build`, with :meth:`_build_heading` and
    :meth:`_build_outcome` around their inputs) and say how a record is made,
    what to show and where an error points (:meth:`record`,
    :meth:`_update_visibility`, :meth:`_error_widget`,
    :meth:`_mark_error_widget`, :meth:`_preview_html`).

    A mixin before ``QWidget`` in the bases: its ``__init__`` passes ``parent`` on.
    """

    heading: QLabel
    context: QLabel
    legend: QLabel
    pending_label: QLabel
    note_label: QLabel
    save_button: QPushButton
    cancel_button: QPushButton
    error_label: QLabel
    preview: QLabel
    preview_area: QScrollArea
    commit: SignalInstance  # record, deal number being edited or None
    cancelled: SignalInstance
    edited: SignalInstance  # the entry changed (the window keeps it as a draft)

    def __init__(self, previewer: Previewer, parent: QWidget | None = None) -> None:
        super().__init__(parent)  # type: ignore[call-arg]  # QWidget's, after this mixin
        self._previewer = previewer
        self._session: SessionFile | None = None
        self._replay: Replay | None = None
        self._editing: int | None = None
        self._loading = False
        self._valid = False
        # Saving was tried with an incomplete entry: what is missing shows red now.
        self._insist = False
        self._blank: dict[str, object] | None = None  # the empty form's record
        self._record: dict[str, object] = {}
        # What the engine said about the entry: its replay, or why it cannot be.
        self._outcome: Replay | RecordError | None = None
        self._build()
        for combo in cast(QWidget, self).findChildren(QComboBox):
            combo.setStyleSheet(calm_style(combo))
        self.retranslate()

    def _build(self) -> None:
        raise NotImplementedError

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """No room claimed while hidden: the window keeps a form per game in one
        stack, which asks every page for its sizes. The idle Doppelkopf form (every
        row showing before it has a session) made a Crescendo evening's form scroll."""
        widget = cast(QWidget, self)
        if widget.isHidden():
            return QSize(0, 0)
        return cast(QSize, super().minimumSizeHint())  # type: ignore[misc]

    def sizeHint(self) -> QSize:  # noqa: N802
        widget = cast(QWidget, self)
        if widget.isHidden():
            return QSize(0, 0)
        return cast(QSize, super().sizeHint())  # type: ignore[misc]

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        """The stack asks every page this too (its wrapped labels), hidden or not."""
        if cast(QWidget, self).isHidden():
            return 0
        return int(super().heightForWidth(width))  # type: ignore[misc]

    def retranslate(self) -> None:
        raise NotImplementedError

    def clear(self) -> None:
        raise NotImplementedError

    def _build_heading(self, outer: QVBoxLayout) -> None:
        """The deal's number in large type, the line under it (dealer, who sits out)
        and the key legend (set by each form's :meth:`_legend_entries`)."""
        widget = cast(QWidget, self)
        self.heading = QLabel(widget)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.heading.setFont(font)
        self.context = QLabel(widget)
        self.context.setWordWrap(True)
        # The dealer's line beside the deal's number: one row less at 720 pixels
        # (issue 27: Save was half cut off during a marriage's entry).
        top = QHBoxLayout()
        top.addWidget(self.heading)
        top.addSpacing(12)
        top.addWidget(self.context, 1)
        outer.addLayout(top)
        self.legend = legend_label(widget)
        outer.addWidget(self.legend)

    def _build_outcome(self, outer: QVBoxLayout) -> None:
        """Under the inputs: the engine's message (hidden), the preview, Save and Cancel."""
        widget = cast(QWidget, self)
        # A digit of a player sitting out this deal, refused with a word (issue 27);
        # gone with the next change of the entry.
        self.refused_label = QLabel(widget)
        self.refused_label.setObjectName("entry_refused")
        self.refused_label.setWordWrap(True)
        self.refused_label.setStyleSheet(PENDING_STYLE)
        self.refused_label.hide()
        outer.addWidget(self.refused_label)
        self.error_label = QLabel(widget)
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(ERROR_STYLE)
        self.error_label.hide()
        outer.addWidget(self.error_label)
        # What the entry still needs, before anything is wrong: neutral, not red.
        self.pending_label = QLabel(widget)
        self.pending_label.setWordWrap(True)
        self.pending_label.setStyleSheet(PENDING_STYLE)
        self.pending_label.hide()
        outer.addWidget(self.pending_label)
        # A word from the window that outlives the entry's preview: after an edit
        # refused as changed elsewhere, what was typed, to copy (:meth:`set_note`).
        self.note_label = QLabel(widget)
        self.note_label.setObjectName("entry_note")
        self.note_label.setWordWrap(True)
        self.note_label.setTextFormat(Qt.TextFormat.PlainText)
        self.note_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note_label.setStyleSheet(PENDING_STYLE)
        self.note_label.hide()
        outer.addWidget(self.note_label)
        self.preview = QLabel(widget)
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.RichText)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # The preview takes the room the form leaves and scrolls on its own: a long
        # game value (schwarz announced: eleven lines) made the whole panel scroll
        # on a 720-pixel screen, Save and the players' results out of view and the
        # player buttons, narrowed by the scroll bar, into two rows.
        self.preview_area = QScrollArea(widget)
        # Its viewport made here, before the label goes into it: asking Qt for the
        # one it made (``viewport()``) has PySide find the Python class of a
        # QWidget it has not seen, which makes every widget class of QtWidgets
        # with all their enums (dialogs, wizards …), some 40 M instructions of
        # start-up.
        viewport = QWidget()
        viewport.setAutoFillBackground(False)
        self.preview_area.setViewport(viewport)
        self.preview_area.setWidget(self.preview)
        self.preview_area.setWidgetResizable(True)
        self.preview_area.setFrameShape(QFrame.Shape.NoFrame)
        self.preview_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.preview_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.preview.setAutoFillBackground(False)
        self.preview_area.setMinimumHeight(self.preview.fontMetrics().lineSpacing() * 3)
        outer.addWidget(self.preview_area, 1)

        buttons = QHBoxLayout()
        self.save_button = QPushButton(widget)
        self.save_button.setDefault(True)
        self.cancel_button = QPushButton(widget)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.cancel_button)
        outer.addLayout(buttons)
        self.save_button.clicked.connect(self.submit)
        self.cancel_button.clicked.connect(self.cancel)

    def record(self) -> dict[str, object]:
        raise NotImplementedError

    def _legend_entries(self) -> list[tuple[str, str]]:
        """The form's own keys for the legend, ``(keys, what they do)``."""
        raise NotImplementedError

    def _update_legend(self) -> None:
        self.legend.setText(key_legend(self._legend_entries(), self._editing is not None))

    def _pending_hint(self, error: RecordError) -> tuple[str, str] | None:
        """What the entry still needs instead of ``error``, while the field it names
        is still being filled in: the record field to point at and what to ask
        (neutral; red once saving was tried). ``None``: the error stands."""
        return None

    def _update_visibility(self) -> None:
        """Show the inputs the entry needs (called before every preview)."""

    def _field_label(self, field: str) -> str:
        """The name of a record field as the form's label says it."""
        raise NotImplementedError

    def _error_widget(self, field: str) -> QWidget | None:
        """The input a record field of an engine message points at (``None``: none)."""
        raise NotImplementedError

    def _mark_error_widget(self, widget: QWidget | None) -> None:
        raise NotImplementedError

    def _preview_html(self, replay: Replay, number: int) -> str:
        raise NotImplementedError

    def _refresh(self) -> None:
        if self._loading or self._session is None:
            return
        self.refused_label.hide()
        self._update_visibility()
        self._record = self.record()
        self.edited.emit()
        if self._blank is not None and self._record == self._blank:
            # An empty form is never a deal (tests/ui/test_startup.py checks this
            # for every game): nothing to say yet, and no replay to find that out.
            self._outcome = None
            self._show_blank()
            return
        try:
            self._outcome = self._previewer(self._record, self._editing)
        except RecordError as error:
            self._outcome = error
        self._show_outcome()

    def _show_outcome(self) -> None:
        """The preview of the entry, or the engine's message, in the current language."""
        outcome = self._outcome
        if outcome is None:
            return
        if isinstance(outcome, RecordError):
            pending = self._pending_hint(outcome)
            if pending is None:
                self._show_error(outcome)
            elif self._insist:
                self._show_error(outcome, *pending)
            else:
                self._show_pending(pending[1])
            return
        self._valid = True
        self._insist = False
        self.pending_label.hide()
        self.error_label.hide()
        self._mark_error_widget(None)
        number = self._editing or len(outcome.deals)
        self.preview.setText(self._preview_html(outcome, number))
        self.save_button.setEnabled(True)

    def _refresh_for_session(self) -> None:
        """After the session changed: preview the entry again, except in a new form.

        A new form is cleared (and so previewed) by the window right after it
        opens a session; a preview before would replay the evening once more.
        It only shows the inputs the session's rules need.
        """
        if self._blank is not None:
            self._refresh()
        else:
            self._update_visibility()

    def _show_blank(self) -> None:
        """Nothing entered yet: no red message to greet the table; Save waits."""
        self._valid = False
        self.save_button.setEnabled(False)
        self.error_label.hide()
        self.pending_label.hide()
        self._mark_error_widget(None)
        self.preview.setText("")

    def _show_pending(self, hint: str) -> None:
        """The entry is not complete yet: say what comes next, in no alarming colour."""
        self._valid = False
        self.save_button.setEnabled(False)
        self.error_label.hide()
        self.pending_label.setText(hint)
        self.pending_label.show()
        self._mark_error_widget(None)
        self.preview.setText("")

    def _show_error(
        self, error: RecordError, field: str | None = None, message: str | None = None
    ) -> None:
        """The engine's message, named by the form's label, and its input framed red
        (or, for an entry still incomplete, what is missing and where)."""
        field = error.field if field is None else field
        message = text.error_text(error) if message is None else message
        self._valid = False
        self.save_button.setEnabled(False)
        self.error_label.setText(f"{self._field_label(field)}: {message}")
        self.error_label.show()
        self.pending_label.hide()
        self._mark_error_widget(self._error_widget(field))
        self.preview.setText("")

    def _deltas_html(self, replay: Replay, number: int) -> str:
        """Each player's change, as the sheet will write it."""
        replayed = replay.deals[number - 1]
        return " · ".join(
            f"{name} <b>{text.signed(points)}</b>"
            for name, points in replayed.result.scores.items()
            if name not in replayed.sitting_out
        )

    def refuse_seat(self, digit: str, name: str) -> None:
        """A digit named ``name``, who sits out this deal: say so, change nothing."""
        self.refused_label.setText(refused_text(digit, name))
        self.refused_label.show()

    def refused_message(self) -> str:
        """The word for a refused digit, or ``""``."""
        return self.refused_label.text() if self.refused_label.isVisible() else ""

    def error_message(self) -> str:
        return self.error_label.text() if self.error_label.isVisible() else ""

    def pending_message(self) -> str:
        """What the entry still needs (neutral), or ``""``."""
        return self.pending_label.text() if self.pending_label.isVisible() else ""

    def editing_number(self) -> int | None:
        """The number of the deal being edited (None: a new deal is entered)."""
        return self._editing

    def renumber(self, number: int) -> None:
        """The deal being edited is now deal ``number`` (others added or deleted
        deals before it); the form shows it when the session is set again."""
        self._editing = number

    def is_valid(self) -> bool:
        return self._valid

    def is_blank(self) -> bool:
        """Nothing typed: a new deal's form as it was emptied (no draft to keep)."""
        return self._editing is None and (self._blank is None or self.record() == self._blank)

    def set_note(self, note: str) -> None:
        """Say ``note`` under the inputs until it is set again or the edit is left
        (Esc); ``""``: nothing."""
        self.note_label.setText(note)
        self.note_label.setVisible(bool(note))

    def note(self) -> str:
        return self.note_label.text() if self.note_label.isVisible() else ""

    def typed_text(self, record: dict[str, object]) -> str:
        """The numbers and choices of ``record`` as typed, named by the form's
        labels ("Card points: 150"), to copy into the form by hand."""
        parts = []
        for key, value in record.items():
            if key == "type" or value in (None, "", [], {}) or isinstance(value, bool | dict):
                continue
            shown = " + ".join(map(str, value)) if isinstance(value, list) else str(value)
            parts.append(f"{self._field_label(f'deal.{key}')}: {shown}")
        return "; ".join(parts)

    # Actions ------------------------------------------------------------------------

    def submit(self) -> None:
        self._refresh()
        if self._valid:
            self.commit.emit(dict(self._record), self._editing)
        elif not self._insist and isinstance(self._outcome, RecordError):
            # Saving an incomplete entry: now what is missing is an error.
            self._insist = True
            self._show_outcome()

    def cancel(self) -> None:
        self.set_note("")
        if self._editing is not None:
            self.clear()
            self.cancelled.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if self._key_sets_value(watched, event):
                return True
            if event.key() in RETURN_KEYS:
                self.submit()
                return True
            if event.key() == Qt.Key.Key_Escape:
                self.cancel()
                return True
        return bool(super().eventFilter(watched, event))  # type: ignore[misc]

    def _key_sets_value(self, watched: QObject, event: QKeyEvent) -> bool:
        """A key that sets an input's value at once (each form says which)."""
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape:
            self.cancel()
            return
        super().keyPressEvent(event)  # type: ignore[misc]


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
    refused = Signal(str, str)  # the key and the value of a button sitting out

    def __init__(self, exclusive: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.exclusive = exclusive
        # One row, or more where the buttons would be cut in one (_arrange): "4 Daiki
        # set…aus" in a German soloist row of five (issue 27).
        self._layout = QGridLayout(self)
        self._layout.setContentsMargins(3, 3, 3, 3)
        self._columns = 0
        self.buttons: list[QToolButton] = []
        self.keys: list[str] = []
        self.values: list[str] = []
        self._choices: list[tuple[str, str, str]] = []
        self.extra_keys: dict[str, str] = {}
        self.out: frozenset[str] = frozenset()  # values sitting out: greyed, refused

    def set_choices(
        self, choices: list[tuple[str, str, str]], out: frozenset[str] = frozenset()
    ) -> None:
        """``(key, label, value)`` per button; the selection is kept where it can be.
        The buttons of ``out`` (players sitting out this deal) are greyed, say so and
        refuse their key with :attr:`refused`."""
        if choices == self._choices:
            self._set_out(out)
            return
        if [(k, v) for k, _, v in choices] == [(k, v) for k, _, v in self._choices]:
            # Only the labels changed (another language): the buttons stay.
            self._choices = list(choices)
            self._set_out(out, retext=True)
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
            self.buttons.append(button)
            self.keys.append(key.upper())
            self.values.append(value)
        self._columns = 0
        self._set_out(out, retext=True)

    def _set_out(self, out: frozenset[str], retext: bool = False) -> None:
        if out == self.out and not retext:
            return
        self.out = frozenset(out)
        for button, (key, label, value) in zip(self.buttons, self._choices, strict=True):
            resting = value in self.out
            shown = self._button_text(key, label)
            if resting:
                button.setChecked(False)
                shown += "\n" + sits_out_text()
            button.setEnabled(not resting)
            button.setText(shown)
            button.setToolTip(shown.replace("\n", " · ") if resting else "")
        # One height for the row: a sitting-out button's second line made it uneven.
        tallest = max((b.sizeHint().height() for b in self.buttons), default=32)
        for button in self.buttons:
            button.setMinimumHeight(max(32, tallest))
        self._arrange(retext)

    def _arrange(self, again: bool = False) -> None:
        """The buttons in as few rows as show each one whole (digit, name and "sits
        out"); shortened only where even one per row is too narrow."""
        if not self.buttons:
            return
        spacing = max(0, self._layout.horizontalSpacing())
        margins = self._layout.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        # (A checked button's text is bold: the widest it gets.)
        wanted = [button.sizeHint().width() + 8 for button in self.buttons]
        count = len(wanted)
        columns = count
        while columns > 1:
            widest = [
                max(wanted[index] for index in range(column, count, columns))
                for column in range(columns)
            ]
            if sum(widest) + spacing * (columns - 1) <= room:
                break
            columns -= 1
        if columns == self._columns and not again:
            return
        self._columns = columns
        grid_in_columns(self._layout, self.buttons, columns)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._arrange()

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
            index = self.keys.index(key)
            if self.values[index] in self.out:
                self.refused.emit(key, self.values[index])
                return
            self.press(index)
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
    edited = Signal()

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
        for row in self._player_rows():
            row.refused.connect(self.refuse_seat)
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

    def _digits(self) -> list[tuple[str, str]]:
        """The digit of each player the player rows offer: the seats while someone
        sits out (:func:`digit_players`)."""
        assert self._session is not None
        _table, _dealer, out = self._table()
        seated = self._session.seating_before(
            len(self._session.deals) if self._editing is None else self._editing - 1
        )
        return digit_players(seated, out)

    def _digit_legend(self, what: str) -> list[tuple[str, str]]:
        """The legend's entries for the player digits."""
        if self._replay is None:
            return []
        return digit_legend(self._digits(), self._table()[2], what)

    def _update_context(self) -> None:
        if self._replay is None:
            return
        _table, dealer, out = self._table()
        digits = self._digits()
        choices = [(digit, name, name) for digit, name in digits]
        for row in self._player_rows():
            row.set_choices(choices, frozenset(out))
        if self._editing is None:
            heading = QCoreApplication.translate("KeyboardPanel", "Deal {n}")
            save = QCoreApplication.translate("KeyboardPanel", "Save deal  ⏎")
        else:
            heading = QCoreApplication.translate("KeyboardPanel", "Editing deal {n}")
            save = QCoreApplication.translate("KeyboardPanel", "Save changes  ⏎")
        self.heading.setText(deal_heading(self._replay, self._editing, heading))
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

    def load_entry(self, deal: object) -> None:
        """Put ``deal`` into the form as a new deal's entry (a draft offered back)."""
        self._editing = None
        self._update_context()
        self._load(deal)

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


class EntryWidget(Protocol):
    """What the window uses of a game's entry panel (EntryPanel, SchafkopfPanel,
    CrescendoPanel all offer it)."""

    commit: Any  # Signal(dict, object): a checked record, the deal number edited or None
    edited: Any  # Signal(): the entry changed
    heading: QLabel
    preview: QLabel

    def set_session(self, session: SessionFile, replay: Replay) -> None: ...
    def clear(self) -> None: ...
    def record(self) -> dict[str, object]: ...
    def retranslate(self) -> None: ...
    def load_deal(self, number: int, deal: Any) -> None: ...
    def error_message(self) -> str: ...
    def pending_message(self) -> str: ...
    def is_valid(self) -> bool: ...
    def is_blank(self) -> bool: ...
    def load_entry(self, deal: Any) -> None: ...
    def editing_number(self) -> int | None: ...
    def renumber(self, number: int) -> None: ...
    def set_note(self, note: str) -> None: ...
    def note(self) -> str: ...
    def typed_text(self, record: dict[str, object]) -> str: ...
