"""The deal entry panel beside the sheet: keyboard first.

A normal deal without announcements takes six keys from the empty form: two
digits pick the Re players (the form then jumps to the points), three digits
give Re's card points, Enter saves. In the player row, letters pick the game
type (N normal, Q queen solo, ... shown next to each type). Announcements are
one choice per party ("no 60" includes Re/Kontra and "no 90"); bonuses are
counts per party. Every change is previewed by replaying the session with the
entry, so the panel shows the engine's own lines and deltas, and the engine's
own message at the field when the entry cannot be right.

:data:`GAME_UI` is the rest of the window's Doppelkopf: the sheet's short game
names, card points, Bock and extras, the statistics' Re and Kontra, the rules
editor, F1's announcement deadlines and the card order Shift+F1 opens.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final, cast

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
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
from schreiber.games.doppelkopf.records import (
    BASE_BONUSES,
    EXTRA_BONUSES,
    GAME_TYPES,
    MISERE_TYPES,
    PARTIES,
    PARTNER_CHOICES,
    REDEAL_REASONS,
    SOLO_TYPES,
    WORDS,
    Deal,
    parse_deal,
)
from schreiber.games.doppelkopf.rules import RuleSet, last_clarifying_trick
from schreiber.games.doppelkopf.scoring import DealResult
from schreiber.games.doppelkopf.validation import played_types
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.session.file import SessionFile
from schreiber.ui.common import text
from schreiber.ui.common.game_ui import GameUi, HelpPanel, RulesEditing
from schreiber.ui.common.widgets import (
    FramedRow,
    clear_layout,
    grid_in_columns,
    is_language_change,
    mark_error,
    retitle_items,
)
from schreiber.ui.entry.keyboard import (
    PICKER_BUTTON_STYLE,
    RETURN_KEYS,
    PreviewPlumbing,
    deal_heading,
    digit_legend,
    digit_players,
    sits_out_text,
)
from schreiber.ui.sheet.model import Column, joined

if TYPE_CHECKING:
    from PySide6.QtGui import QStandardItemModel

    from schreiber.games.common import ScoredDeal


GAME: Final = "doppelkopf"
"""The game's name in the registry."""
ONE_PLAYER_TYPES = frozenset({*SOLO_TYPES, "silent_solo"})
SOLO_BONUS_KINDS = frozenset({"doppelkopf"})
# After the points, one key per bonus adds one for Re, with Shift one for Kontra
# (issue 17). In the player row the letters pick the game type instead.
BONUS_KEYS: Final = {
    "fox": "F",
    "charlie": "C",
    "charlie_caught": "G",
    "doppelkopf": "K",
    "heart_ten_caught": "T",
    "fox_last_trick": "L",
    "fox_first_trick": "E",
    "hearts_trick": "H",
    "fox_wins_last_trick": "W",
}


def re_size(game_type: str) -> int:
    """How many Re players the picker waits for before moving on."""
    return 1 if game_type in ONE_PLAYER_TYPES else 2


COMPACT_SPACING: Final = 3
"""Pixels between the panel's rows (the style's own is 6 or more)."""


TEXT_ROOM: Final = 12
"""A player button's padding and border (PICKER_BUTTON_STYLE: 4 + 1 each side) and
a pixel either side to spare."""


class PickerButton(QToolButton):
    """A player's button that shortens its name with "…" rather than widening the
    panel: seven long names pushed the entry panel past a 1280-pixel window's edge
    (issue 17). The full name is its tooltip."""

    SHORTEST = 6  # characters of "1  Max…" it keeps at least

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full_text = text
        self.setText(text)
        self.setToolTip(text)

    def _metrics(self) -> QFontMetrics:
        """The metrics of the text as the style draws it at its widest: bold when
        picked, italic when sitting out (PICKER_BUTTON_STYLE)."""
        font = QFont(self.font())
        if self.isEnabled():
            font.setBold(True)
        else:
            font.setItalic(True)
        return QFontMetrics(font)

    def full_width(self) -> int:
        """The width that shows the digit and the whole name: "1 Jon…" was cut
        where the row seemed to fit (a picked name is bold; issue 27)."""
        return self._metrics().horizontalAdvance(self.full_text) + TEXT_ROOM

    def sizeHint(self) -> QSize:  # noqa: N802
        # The text as drawn and the style sheet's padding and border: Qt's own hint
        # adds the native style's margins again, which the style sheet replaces.
        return QSize(self.full_width(), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        hint = super().minimumSizeHint()
        shortest = self.fontMetrics().horizontalAdvance(self.full_text[: self.SHORTEST] + "…")
        return QSize(min(hint.width(), shortest + 16), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        # The style's padding and border (the spare pixels of TEXT_ROOM kept: the
        # elided text needs a pixel or two more than its advance).
        room = max(0, self.width() - TEXT_ROOM + 2)
        self.setText(self._metrics().elidedText(self.full_text, Qt.TextElideMode.ElideRight, room))

    def set_sitting_out(self, resting: bool) -> None:
        """Greyed, dashed and italic, "sits out" in its tooltip (a second line under
        the name cut both at 1280×720, and took the breakdown's room; the line
        above the form names who sits out): the seat's digit is refused."""
        if resting:
            self.setChecked(False)
        self.setEnabled(not resting)
        self.setToolTip(f"{self.full_text} · {sits_out_text()}" if resting else self.full_text)
        self._elide()


class PlayerPicker(FramedRow):
    """Toggle buttons for the four players at the table; digits toggle, letters pick a type."""

    changed = Signal()
    type_key = Signal(str)
    submit = Signal()
    refused = Signal(str, str)  # the digit and the player sitting out it names

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)  # the focus and error frame (issue 17)
        # One row, or two where the names would not fit in one (_arrange).
        self._layout = QGridLayout(self)
        self._layout.setContentsMargins(3, 3, 3, 3)
        self._layout.setVerticalSpacing(COMPACT_SPACING)
        self._columns = 0
        self.buttons: list[PickerButton] = []
        self.names: list[str] = []
        self.out: frozenset[str] = frozenset()
        self.type_keys: dict[str, str] = {}
        # The players in the order they were picked: a marriage's first is its
        # holder, a poverty's the poor player (issue 27: no key more).
        self.order: list[str] = []

    def set_players(self, names: list[str], out: frozenset[str] = frozenset()) -> None:
        """The players the digits name, in seat order (:func:`digit_players`); the
        ones in ``out`` sit out the deal being entered: greyed, their digit refused.

        Players already picked stay picked while they are at the table: the
        table can change under the entry (a deal saved in another window moves
        the dealer and who sits out), and what was typed must not be lost.
        """
        if names == self.names:
            if out != self.out:
                self.out = frozenset(out)
                for name, button in zip(self.names, self.buttons, strict=True):
                    button.blockSignals(True)
                    button.set_sitting_out(name in self.out)
                    button.blockSignals(False)
                self._even_heights()
                self._arrange()
                self.changed.emit()
            return
        self.out = frozenset(out)
        picked = self.selected()
        clear_layout(self._layout)
        self.buttons, self.names = [], list(names)
        for i, name in enumerate(names, start=1):
            button = PickerButton(f"{i}  {name}", self)
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setMinimumHeight(34)
            button.setStyleSheet(PICKER_BUTTON_STYLE)
            button.setChecked(name in picked)
            button.set_sitting_out(name in self.out)
            button.toggled.connect(lambda on, name=name: self._toggled(name, on))
            self.buttons.append(button)
        self._columns = 0
        self._even_heights()
        self._arrange()

    def _even_heights(self) -> None:
        """One height for every button: a sitting-out button's second line made the
        row uneven."""
        tallest = max((b.sizeHint().height() for b in self.buttons), default=34)
        for button in self.buttons:
            button.setMinimumHeight(max(34, tallest))

    def _arrange(self) -> None:
        """All buttons in one row when their names fit, else in two rows. Each
        button keeps the width of its digit and whole name where its row has the
        room (the grid shared a short row out evenly: "1 Jon…", issue 27); only
        where even two rows are too narrow are names shortened."""
        if not self.buttons:
            return
        spacing = max(0, self._layout.horizontalSpacing())
        margins = self._layout.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        wanted = [b.full_width() for b in self.buttons]
        needed = sum(wanted) + spacing * (len(self.buttons) - 1)
        count = len(self.buttons)
        columns = count if needed <= room or count <= 2 else (count + 1) // 2
        widest = [max(wanted[i] for i in range(c, count, columns)) for c in range(columns)]
        fits = sum(widest) + spacing * (columns - 1) <= room
        for button, width in zip(self.buttons, wanted, strict=True):
            button.setMinimumWidth(width if fits else 0)
        if columns == self._columns:
            return
        self._columns = columns
        grid_in_columns(self._layout, self.buttons, columns)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._arrange()

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """As narrow as one button a row: the buttons' widths kept for the row they
        are in must not keep the panel from narrowing (then they take more rows)."""
        hint = super().minimumSizeHint()
        margins = self._layout.contentsMargins()
        narrowest = (
            max((b.minimumSizeHint().width() for b in self.buttons), default=0)
            + margins.left()
            + margins.right()
        )
        return QSize(min(hint.width(), narrowest), hint.height())

    def selected(self) -> list[str]:
        return [n for n, b in zip(self.names, self.buttons, strict=True) if b.isChecked()]

    def picked(self) -> list[str]:
        """The selected players in the order they were picked (seat order for the rest)."""
        selected = self.selected()
        first = [name for name in self.order if name in selected]
        return first + [name for name in selected if name not in first]

    def _toggled(self, name: str, on: bool) -> None:
        self.order = [n for n in self.order if n != name] + ([name] if on else [])
        self.changed.emit()

    def set_selected(self, names: tuple[str, ...] | list[str]) -> None:
        """Pick ``names``; their order is the order picked (a marriage's holder first)."""
        for name, button in zip(self.names, self.buttons, strict=True):
            button.blockSignals(True)
            button.setChecked(name in names and name not in self.out)
            button.blockSignals(False)
        self.order = [name for name in names if name in self.names and name not in self.out]
        self.changed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.text().upper()
        if key.isdigit() and 1 <= int(key) <= len(self.buttons):
            name = self.names[int(key) - 1]
            if name in self.out:
                self.refused.emit(key, name)
                return
            self.buttons[int(key) - 1].toggle()
            return
        if key in self.type_keys:
            self.type_key.emit(self.type_keys[key])
            return
        if event.key() in RETURN_KEYS:
            self.submit.emit()
            return
        super().keyPressEvent(event)


class EntryPanel(PreviewPlumbing, QWidget):
    """Enter a new deal or edit an earlier one; emits ``commit`` with a checked record."""

    commit = Signal(dict, object)  # record, deal number being edited or None
    cancelled = Signal()
    edited = Signal()

    # Layout -------------------------------------------------------------------------

    def _build(self) -> None:
        self._trick_digits = ""  # the partner question's digits typed so far
        self._kinds_on: set[str] = set()
        outer = QVBoxLayout(self)
        # Rows closer together: the breakdown keeps eight lines at 1280×720 in
        # Japanese too, whose font (Noto Sans CJK) is a fifth taller (issue 27).
        outer.setSpacing(COMPACT_SPACING)
        self._build_heading(outer)

        form = QFormLayout()
        form.setVerticalSpacing(COMPACT_SPACING)
        # A long label (German, Japanese) puts its field on the next line
        # rather than squeezing the player keys.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.type_combo = QComboBox(self)
        self.type_label = QLabel(self)
        self.type_label.setBuddy(self.type_combo)
        # A marriage's partner question sits beside the game (issue 27: one row less).
        type_row = QHBoxLayout()
        type_row.addWidget(self.type_combo, 1)
        form.addRow(self.type_label, type_row)
        # §13.7 marriage_partner = holder_chooses: how the holder chose to find the
        # partner, per deal; it decides which tricks can have found the partner.
        self.partner_combo = QComboBox(self)
        self.partner_label = QLabel(self)
        self.partner_label.setBuddy(self.partner_combo)
        form.addRow(self.partner_label, self.partner_combo)
        # A marriage's partner question comes first: it says how many Re players
        # there are (alone: one; found in a trick: two).
        self.marriage_combo = QComboBox(self)
        self.marriage_label = QLabel(self)
        self.marriage_label.setBuddy(self.marriage_combo)
        for combo, letters in ((self.type_combo, 6), (self.marriage_combo, 5)):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(letters)
        type_row.addWidget(self.marriage_label)
        type_row.addWidget(self.marriage_combo, 1)
        self.picker = PlayerPicker(self)
        self.players_label = QLabel(self)
        self.players_label.setBuddy(self.picker)
        form.addRow(self.players_label, self.picker)

        points_row = QHBoxLayout()
        self.re_points = QSpinBox(self)
        self.re_points.setRange(0, 240)
        self.kontra_points = QSpinBox(self)
        self.kontra_points.setRange(0, 240)
        self.kontra_points.setValue(240)
        for box in (self.re_points, self.kontra_points):
            box.setButtonSymbols(QSpinBox.ButtonSymbols.NoButtons)
            box.setMinimumWidth(70)
            box.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.re_points_label = QLabel(self)
        self.re_points_label.setBuddy(self.re_points)
        self.kontra_points_label = QLabel(self)
        points_row.addWidget(self.re_points)
        points_row.addWidget(self.kontra_points_label)
        points_row.addWidget(self.kontra_points)
        points_row.addStretch(1)
        form.addRow(self.re_points_label, points_row)

        self.announce: dict[str, QComboBox] = {}
        self.announce_labels: dict[str, QLabel] = {}
        # Both parties' announcements in one row, as the points (issue 27: at 720
        # pixels every row counts, Save was half cut off in a marriage's entry).
        announce_row = QHBoxLayout()
        for party in PARTIES:
            combo = QComboBox(self)
            self.announce[party] = combo
            label = QLabel(self)
            label.setBuddy(combo)
            self.announce_labels[party] = label
            if party != PARTIES[0]:
                announce_row.addWidget(label)
            # Narrow enough to keep the row one row (the longest word is shortened).
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(4)
            announce_row.addWidget(combo, 1)
        form.addRow(self.announce_labels[PARTIES[0]], announce_row)

        # Wirth's poverty (§13.4): who was poor, and who took the exchange.
        self.poor_combo = QComboBox(self)
        self.poor_label = QLabel(self)
        self.poor_label.setBuddy(self.poor_combo)
        form.addRow(self.poor_label, self.poor_combo)
        self.exchange_combo = QComboBox(self)
        self.exchange_label = QLabel(self)
        self.exchange_label.setBuddy(self.exchange_combo)
        form.addRow(self.exchange_label, self.exchange_combo)
        self.reason_combo = QComboBox(self)
        self.reason_label = QLabel(self)
        form.addRow(self.reason_label, self.reason_combo)
        self.compulsory_box = QCheckBox(self)
        form.addRow("", self.compulsory_box)
        self.schweinchen_box = QCheckBox(self)
        form.addRow("", self.schweinchen_box)
        outer.addLayout(form)

        self.bonus_group = QGroupBox(self)
        self.bonus_grid = QGridLayout(self.bonus_group)
        self.bonus_grid.setVerticalSpacing(2)  # issue 27: the rows closer at 720 pixels
        self.bonus_grid.setContentsMargins(9, 4, 9, 4)
        self.bonus_spins: dict[tuple[str, str], QSpinBox] = {}
        self.bonus_labels: dict[str, QLabel] = {}
        self.bonus_party_labels: dict[str, QLabel] = {}
        # The group's title on the row of the parties' names: one row less.
        self.bonus_title = QLabel(self)
        bold = self.bonus_title.font()
        bold.setBold(True)
        self.bonus_title.setFont(bold)
        self.bonus_grid.addWidget(self.bonus_title, 0, 0)
        for col, party in enumerate(PARTIES, start=1):
            self.bonus_party_labels[party] = QLabel(self)
            self.bonus_grid.addWidget(self.bonus_party_labels[party], 0, col)
        for row, kind in enumerate(BASE_BONUSES + EXTRA_BONUSES, start=1):
            label = QLabel(self)
            self.bonus_labels[kind] = label
            self.bonus_grid.addWidget(label, row, 0)
            for col, party in enumerate(PARTIES, start=1):
                spin = QSpinBox(self)
                spin.setRange(0, 4)
                spin.setSpecialValueText("·")
                spin.setButtonSymbols(QSpinBox.ButtonSymbols.NoButtons)
                spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
                spin.setMinimumWidth(44)
                spin.setMaximumWidth(48)
                self.bonus_spins[(kind, party)] = spin
                self.bonus_grid.addWidget(spin, row, col)
        self.bonus_grid.setColumnStretch(0, 1)
        outer.addWidget(self.bonus_group)

        extras = QFormLayout()
        extras.setVerticalSpacing(COMPACT_SPACING)
        # The tricks stay in one place whatever the points, after the bonuses: a
        # row that came with 0 or 240 points moved the rows under it and joined
        # the Tab chain before "Re says", so "240 Tab Tab 5" said 5 tricks instead
        # of Re's "schwarz" (issue 17). Tab from the points reaches the same
        # fields every time; Alt+T reaches the tricks.
        self.tricks_box = QSpinBox(self)
        self.tricks_box.setRange(-1, 12)
        self.tricks_box.setValue(-1)
        self.tricks_label = QLabel(self)
        self.tricks_label.setBuddy(self.tricks_box)
        # The note beside the tricks: one row less (issue 27).
        tricks_row = QHBoxLayout()
        tricks_row.addWidget(self.tricks_box)
        extras.addRow(self.tricks_label, tricks_row)
        self.custom_bock_box = QCheckBox(self)
        self.hearts_event_box = QCheckBox(self)
        extras.addRow("", self.custom_bock_box)
        extras.addRow("", self.hearts_event_box)
        self.note_edit = QLineEdit(self)
        # Not ``note_label``: that is the window's note under the inputs (_build_outcome).
        self.note_field_label = QLabel(self)
        self.note_field_label.setBuddy(self.note_edit)
        tricks_row.addWidget(self.note_field_label)
        tricks_row.addWidget(self.note_edit, 1)
        outer.addLayout(extras)
        self._build_outcome(outer)

        self._fill_static_choices()
        self._connect()

    def _fill_static_choices(self) -> None:
        """The choices that never change (their texts come from :meth:`retranslate`)."""
        for party in PARTIES:
            for level in range(len(WORDS[party]) + 1):
                self.announce[party].addItem("", level)
        self.marriage_combo.addItem("", None)
        for choice in PARTNER_CHOICES:
            self.partner_combo.addItem("", choice)
        for reason in REDEAL_REASONS:
            self.reason_combo.addItem("", reason)

    def retranslate(self) -> None:
        """Every text again in the current language; what is entered stays as it is."""
        self.type_label.setText(self.tr("&Game"))
        self.re_points_label.setText(self.tr("Re card po&ints"))
        self.kontra_points_label.setText(self.tr("Kontra"))
        self.tricks_box.setSpecialValueText(self.tr("as the points say"))
        self.tricks_label.setText(self.tr("Re &tricks"))
        self.announce_labels["re"].setText(self.tr("&Re says"))
        self.announce_labels["kontra"].setText(self.tr("&Kontra says"))
        self.marriage_label.setText(self.tr("Partner found in"))
        self.partner_label.setText(self.tr("&How the partner is found"))
        self.poor_label.setText(self.tr("Poor player"))
        self.exchange_label.setText(self.tr("Exchanged with"))
        self.reason_label.setText(self.tr("Redeal because"))
        self.compulsory_box.setText(self.tr("Compulsory solo"))
        self.schweinchen_box.setText(self.tr("Schweinchen played"))
        self.bonus_title.setText(self.tr("Bonuses"))
        for party, label in self.bonus_party_labels.items():
            label.setText(text.word(party) + ("  ⇧" if party == "kontra" else ""))
        for kind, label in self.bonus_labels.items():
            # The key first, as in the list of game types ("N  Normal game").
            label.setText(f"{BONUS_KEYS[kind]}  {text.bonus(kind)}")
        self._doppelkopf_tip()
        self.custom_bock_box.setText(self.tr("Bock event agreed at the table"))
        self.hearts_event_box.setText(self.tr("A trick of only hearts (Bock)"))
        self.note_field_label.setText(self.tr("N&ote"))
        self.note_edit.setPlaceholderText(self.tr("optional"))
        self.save_button.setText(self.tr("Save deal"))
        self.cancel_button.setText(self.tr("Cancel editing"))
        self.players_label.setText(self.tr("Re &players"))
        self.bonus_group.setToolTip(
            self.tr("After the points each row's key adds one for Re, with Shift for Kontra.")
        )
        self._retranslate_choices()
        if self._session is None:
            return
        # The session's texts: heading, context, the preview or the engine's message.
        self._update_context()
        self._update_visibility()
        self._show_outcome()

    def _retranslate_choices(self) -> None:
        for party in PARTIES:
            levels: dict[object, str] = {0: self.tr("0  nothing")}
            for level, word in enumerate(WORDS[party], start=1):
                levels[level] = f"{level}  {text.word(word)}"
            retitle_items(self.announce[party], levels)
        # Short: the combo shares its row with the game and the label (issue 27), some
        # 80 pixels at 1280×720; the whole sentence is the item's tooltip.
        tricks: dict[object, str] = {None: self.tr("alone")}
        for index in range(1, self.marriage_combo.count()):
            trick = self.marriage_combo.itemData(index)
            tricks[trick] = self.tr("trick {n}").format(n=trick)
        retitle_items(self.marriage_combo, tricks)
        alone = self.marriage_combo.findData(None)
        self.marriage_combo.setItemData(
            alone, self.tr("no partner (plays alone)"), Qt.ItemDataRole.ToolTipRole
        )
        retitle_items(
            self.reason_combo,
            {reason: text.tr(text.REDEAL_REASONS[reason]) for reason in REDEAL_REASONS},
        )
        retitle_items(
            self.partner_combo,
            {choice: text.option_value("marriage_partner", choice) for choice in PARTNER_CHOICES},
        )
        retitle_items(self.type_combo, {code: self._type_text(code) for code in GAME_TYPES})

    @staticmethod
    def _type_text(code: str) -> str:
        """A game type with the key that picks it in the player row."""
        return f"{text.TYPE_KEYS[code]}  {text.game_type(code)}"

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def _connect(self) -> None:
        self.type_combo.currentIndexChanged.connect(self._type_changed)
        self.picker.changed.connect(self._picker_changed)
        self.picker.type_key.connect(self._type_key)
        self.picker.submit.connect(self.submit)
        self.picker.refused.connect(self.refuse_seat)
        self.re_points.valueChanged.connect(self._re_points_changed)
        self.kontra_points.valueChanged.connect(self._kontra_points_changed)
        for spin in (self.tricks_box, *self.bonus_spins.values()):
            spin.valueChanged.connect(self._refresh)
        for combo in (
            *self.announce.values(),
            self.reason_combo,
            self.poor_combo,
            self.exchange_combo,
        ):
            combo.currentIndexChanged.connect(self._refresh)
        # The partner question decides how many Re players there are.
        self.marriage_combo.currentIndexChanged.connect(self._type_changed)
        self.partner_combo.currentIndexChanged.connect(self._partner_choice_changed)
        for box in (
            self.compulsory_box,
            self.schweinchen_box,
            self.custom_bock_box,
            self.hearts_event_box,
        ):
            box.toggled.connect(self._refresh)
        self.note_edit.textChanged.connect(self._refresh)
        # Enter saves and Esc cancels from every input of the panel.
        for widget in (
            self.type_combo,
            self.re_points,
            self.kontra_points,
            self.tricks_box,
            self.note_edit,
            self.marriage_combo,
            self.partner_combo,
            self.poor_combo,
            self.exchange_combo,
            self.reason_combo,
            self.compulsory_box,
            self.schweinchen_box,
            self.custom_bock_box,
            self.hearts_event_box,
            *self.announce.values(),
            *self.bonus_spins.values(),
        ):
            widget.installEventFilter(self)

    # Context ------------------------------------------------------------------------

    @property
    def rules(self) -> RuleSet:
        assert self._session is not None
        rules = self._session.rules
        assert isinstance(rules, RuleSet), "the Doppelkopf panel shows Doppelkopf sessions"
        return rules

    def set_session(self, session: SessionFile, replay: Replay) -> None:
        """The session changed (a deal saved, undone, rules changed): refresh the context."""
        self._session, self._replay = session, replay
        if self._editing is not None and self._editing > len(session.deals):
            self._editing = None
        self._loading = True
        self._fill_types()
        self._apply_rules_visibility()
        self._loading = False
        self._update_context()
        self._refresh_for_session()

    def _fill_types(self) -> None:
        current = self.type_combo.currentData()
        allowed = list(played_types(self.rules))
        if [self.type_combo.itemData(i) for i in range(self.type_combo.count())] != allowed:
            self.type_combo.blockSignals(True)
            self.type_combo.clear()
            for code in allowed:
                self.type_combo.addItem(self._type_text(code), code)
            index = self.type_combo.findData(current)
            self.type_combo.setCurrentIndex(max(index, 0))
            self.type_combo.blockSignals(False)
        self.picker.type_keys = {text.TYPE_KEYS[code]: code for code in allowed}

    def _apply_rules_visibility(self) -> None:
        rules = self.rules
        extra_on = {
            "charlie_caught": rules.charlie_caught,
            "heart_ten_caught": rules.heart_ten_caught,
            "fox_last_trick": rules.fox_last_trick,
            "fox_first_trick": rules.fox_first_trick,
            "hearts_trick": rules.hearts_trick and rules.without_nines,
            "fox_wins_last_trick": rules.fox_wins_last_trick,
        }
        self._kinds_on = {k for k in BASE_BONUSES + EXTRA_BONUSES if extra_on.get(k, True)}
        tricks = rules.tricks_per_deal
        self.tricks_box.setMaximum(tricks)
        for party in PARTIES:  # a doppelkopf for a pair: at most one per trick
            self.bonus_spins[("doppelkopf", party)].setMaximum(
                tricks if rules.doppelkopf_bonus == "pair" else 4
            )
        self._fill_marriage_tricks(self._last_clarifying_trick())
        self._doppelkopf_tip()

    def _doppelkopf_tip(self) -> None:
        """What counts as a doppelkopf at this table (rules §6, §13.3), on its row."""
        label = self.bonus_labels.get("doppelkopf")
        if label is None:
            return
        pair = self._session is not None and self.rules.doppelkopf_bonus == "pair"
        label.setToolTip(
            self.tr("a trick holding two identical cards (at most one per trick)")
            if pair
            else self.tr("a trick worth 40 card points or more")
        )

    def _partner_choice(self) -> str | None:
        """§13.7 ``holder_chooses``: how the holder chose to find the partner."""
        if self.rules.marriage_partner != "holder_chooses":
            return None
        return str(self.partner_combo.currentData() or PARTNER_CHOICES[0])

    def _last_clarifying_trick(self) -> int:
        return last_clarifying_trick(self.rules, self._partner_choice())

    def _partner_choice_changed(self) -> None:
        """The holder's choice bounds the tricks that can find the partner (§13.7)."""
        if self._session is None:
            return
        self._fill_marriage_tricks(self._last_clarifying_trick())
        if not self._loading:
            self._type_changed()

    def _fill_marriage_tricks(self, last: int) -> None:
        """Tricks 1–3 find a marriage partner; with ``named_trick`` any trick (§13.4)."""
        combo = self.marriage_combo
        if combo.count() == last + 1:
            return
        chosen = combo.currentData()
        combo.blockSignals(True)
        while combo.count() > 1:
            combo.removeItem(combo.count() - 1)
        for trick in range(1, last + 1):
            combo.addItem(self.tr("trick {n}").format(n=trick), trick)
        combo.setCurrentIndex(max(combo.findData(chosen), 0))
        combo.blockSignals(False)

    def _fill_poverty_players(self, table: list[str]) -> None:
        """The players at the table, for who was poor and who took the exchange."""
        for combo in (self.poor_combo, self.exchange_combo):
            if [combo.itemData(i) for i in range(combo.count())] == table:
                continue
            chosen = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for name in table:
                combo.addItem(name, name)
            combo.setCurrentIndex(max(combo.findData(chosen), 0))
            combo.blockSignals(False)

    def _table(self) -> tuple[list[str], str, tuple[str, ...], int]:
        """Players at the table, dealer, sitting out and Bock level of the deal in the form."""
        assert self._session is not None and self._replay is not None
        if self._editing is not None:
            replayed = self._replay.deals[self._editing - 1]
            dealer, out, level = replayed.dealer, replayed.sitting_out, replayed.bock_level
        else:
            nxt = self._replay.next
            dealer, out, level = nxt.dealer, nxt.sitting_out, nxt.bock_level
        seated = self._session.seating_before(
            len(self._session.deals) if self._editing is None else self._editing - 1
        )
        return [p for p in seated if p not in out], dealer, out, level

    def _update_context(self) -> None:
        assert self._replay is not None
        table, dealer, out, level = self._table()
        assert self._session is not None
        seated = self._session.seating_before(
            len(self._session.deals) if self._editing is None else self._editing - 1
        )
        self.picker.set_players(
            [name for _digit, name in digit_players(seated, out)], frozenset(out)
        )
        self._fill_poverty_players(table)
        replay = self._replay
        if self._editing is None:
            self.heading.setText(deal_heading(replay, None, self.tr("Deal {n}")))
            self.save_button.setText(self.tr("Save deal  ⏎"))
        else:
            self.heading.setText(deal_heading(replay, self._editing, self.tr("Editing deal {n}")))
            self.save_button.setText(self.tr("Save changes  ⏎"))
        self.cancel_button.setVisible(self._editing is not None)
        parts = [self.tr("dealer: {name}").format(name=dealer)]
        if out:
            parts.append(self.tr("sits out: {names}").format(names=", ".join(out)))
        if level:
            parts.append(self.tr("Bock ×{factor}").format(factor=2**level))
        owed = self._replay.compulsory_solo_owed
        if owed and self._editing is None:
            parts.append(self.tr("compulsory solo owed: {names}").format(names=", ".join(owed)))
        self.context.setText(" · ".join(parts))
        self._update_legend()

    def _legend_entries(self) -> list[tuple[str, str]]:
        types = [text.TYPE_KEYS[str(self.type_combo.itemData(i))] for i in range(4)]
        out = [name for name in self.picker.names if name in self.picker.out]
        entries = [
            *digit_legend(
                [(str(seat), name) for seat, name in enumerate(self.picker.names, start=1)],
                out,
                self.tr("players"),
            ),
            (" ".join(types) + " …", self.tr("game")),
            ("0–240", self.tr("Re's card points")),
        ]
        # Only the keys of the bonus rows shown: a solo counts at most the doppelkopf,
        # a misère and a redeal none (the legend said F C G K in a solo, issue 17).
        allowed = self._bonus_rows_shown()
        bonuses = [BONUS_KEYS[k] for k in BASE_BONUSES + EXTRA_BONUSES if k in allowed]
        if bonuses:
            entries.append((" ".join(bonuses), self.tr("bonuses after the points, ⇧ for Kontra")))
        return entries

    # Entry state --------------------------------------------------------------------

    @property
    def game_type(self) -> str:
        return str(self.type_combo.currentData() or "normal")

    def set_type(self, code: str) -> None:
        index = self.type_combo.findData(code)
        if index >= 0:
            self.type_combo.setCurrentIndex(index)

    def wanted_re(self) -> int:
        """How many Re players the picker waits for: a marriage played alone has one,
        a marriage whose partner was found in a trick two (issue 17)."""
        if self.game_type == "marriage":
            return 1 if self.marriage_combo.currentData() is None else 2
        return re_size(self.game_type)

    def _type_key(self, code: str) -> None:
        """A type picked by its key in the player row; a redeal has no players to pick,
        and a marriage asks first whether a partner was found, and in which trick."""
        self.set_type(code)
        if code == "redeal":
            self.reason_combo.setFocus(Qt.FocusReason.TabFocusReason)
        elif code == "marriage":
            self.marriage_combo.setFocus(Qt.FocusReason.TabFocusReason)
            self._show_outcome()  # the partner question first

    def _type_changed(self) -> None:
        if self._loading:
            return
        wanted = self.wanted_re()
        picked = self.picker.picked()
        if len(picked) > wanted:
            self.picker.set_selected(picked[:wanted])
        self._refresh()

    def _picker_changed(self) -> None:
        if self._loading:
            return
        selected = self.picker.selected()
        if self.game_type in SOLO_TYPES and self.compulsory_box.isVisible():
            owes = (
                self._replay is not None
                and bool(selected)
                and (selected[0] in self._replay.compulsory_solo_owed)
            )
            self.compulsory_box.setChecked(owes and self._editing is None)
        if self.game_type == "poverty" and self.rules.poverty_wirth:
            # Wirth's poverty: the first Re player picked is the poor one, the second
            # the partner, until said otherwise in the two lists (a Kontra pair, §13.4).
            combos = (self.poor_combo, self.exchange_combo)
            for combo, name in zip(combos, self.picker.picked(), strict=False):
                combo.setCurrentIndex(max(combo.findData(name), 0))
        self._refresh()
        if self.focusWidget() is self.picker and len(selected) == self.wanted_re():
            self.focus_points()

    def focus_points(self) -> None:
        self.re_points.setFocus(Qt.FocusReason.TabFocusReason)
        self.re_points.selectAll()

    def _re_points_changed(self, value: int) -> None:
        if self.kontra_points.value() != 240 - value:
            self.kontra_points.blockSignals(True)
            self.kontra_points.setValue(240 - value)
            self.kontra_points.blockSignals(False)
        self._refresh()

    def _kontra_points_changed(self, value: int) -> None:
        if self.re_points.value() != 240 - value:
            self.re_points.setValue(240 - value)

    def record(self) -> dict[str, object]:
        """The entry as a deal record (checked by the preview, not here)."""
        game_type = self.game_type
        note = self.note_edit.text().strip()
        if game_type == "redeal":
            redeal: dict[str, object] = {
                "type": "redeal",
                "reason": self.reason_combo.currentData(),
            }
            if note:
                redeal["note"] = note
            return redeal
        announcements = {
            party: list(WORDS[party][: int(self.announce[party].currentData() or 0)])
            for party in PARTIES
        }
        bonuses = [
            {"kind": kind, "party": party, "count": spin.value()}
            for (kind, party), spin in self.bonus_spins.items()
            if spin.value() and kind in self._kinds_on and game_type not in MISERE_TYPES
        ]
        events = []
        if self.custom_bock_box.isVisible() and self.custom_bock_box.isChecked():
            events.append("custom")
        if self.hearts_event_box.isVisible() and self.hearts_event_box.isChecked():
            events.append("hearts_trick")
        record: dict[str, object] = {
            "type": game_type,
            "re": self.picker.selected(),
            "re_points": self.re_points.value(),
            "announcements": announcements,
            "bonuses": bonuses,
            "compulsory": self.compulsory_box.isVisible() and self.compulsory_box.isChecked(),
            "marriage_clarified_in": (
                self.marriage_combo.currentData() if game_type == "marriage" else None
            ),
            "bock_events": events,
            "note": note,
        }
        chosen = self._partner_choice()
        if game_type == "marriage" and chosen is not None:
            record["marriage_partner"] = chosen
        # Issue 27: who held the marriage and who was poor: the first Re player picked.
        picked = self.picker.picked()
        if game_type == "marriage" and picked:
            record["marriage_holder"] = picked[0]
        if game_type == "poverty" and self.rules.poverty_wirth:
            record["poverty"] = {
                "poor": self.poor_combo.currentData(),
                "partner": self.exchange_combo.currentData(),
            }
        elif game_type == "poverty" and len(picked) == 2:
            record["poverty"] = {"poor": picked[0], "partner": picked[1]}
        if self.tricks_box.isVisible() and self.tricks_box.value() >= 0:
            record["re_tricks"] = self.tricks_box.value()
        if self.schweinchen_box.isVisible() and self.schweinchen_box.isChecked():
            record["schweinchen"] = True
        return record

    def load_deal(self, number: int, deal: Deal) -> None:
        """Open deal ``number`` for editing."""
        self._editing = number
        self._insist = False
        self._update_context()
        self._fill(deal)
        self.picker.setFocus()

    def load_entry(self, deal: Deal) -> None:
        """Put ``deal`` into the form as a new deal's entry (a draft offered back)."""
        self._editing = None
        self._insist = False
        self._update_context()
        self._fill(deal)
        self.picker.setFocus()

    def clear(self) -> None:
        """An empty form for the next deal."""
        self._editing = None
        self._insist = False
        self._trick_digits = ""
        self._update_context()
        self._blank = None
        self._fill(Deal(type="normal"), refresh=False)
        self._blank = self.record()
        self._refresh()
        self.picker.setFocus()

    def _fill(self, deal: Deal, refresh: bool = True) -> None:
        self._loading = True
        try:
            self.set_type(deal.type)
            self.picker.set_selected(picked_order(deal))
            self.re_points.setValue(deal.re_points)
            self.tricks_box.setValue(-1 if deal.re_tricks is None else deal.re_tricks)
            if deal.re_tricks is None and deal.kontra_tricks is not None:
                self.tricks_box.setValue(self.rules.tricks_per_deal - deal.kontra_tricks)
            for party in PARTIES:
                self.announce[party].setCurrentIndex(len(deal.announced(party)))
            for spin in self.bonus_spins.values():
                spin.setValue(0)
            for bonus in deal.bonuses:
                spin = self.bonus_spins[(bonus.kind, bonus.party)]
                spin.setValue(spin.value() + bonus.count)
            self.partner_combo.setCurrentIndex(
                max(self.partner_combo.findData(deal.marriage_partner or PARTNER_CHOICES[0]), 0)
            )
            self._fill_marriage_tricks(self._last_clarifying_trick())
            self.marriage_combo.setCurrentIndex(
                max(self.marriage_combo.findData(deal.marriage_clarified_in), 0)
            )
            if deal.poverty is not None:
                self.poor_combo.setCurrentIndex(max(self.poor_combo.findData(deal.poverty[0]), 0))
                self.exchange_combo.setCurrentIndex(
                    max(self.exchange_combo.findData(deal.poverty[1]), 0)
                )
            self.reason_combo.setCurrentIndex(max(self.reason_combo.findData(deal.reason), 0))
            self.compulsory_box.setChecked(deal.compulsory)
            self.schweinchen_box.setChecked(deal.schweinchen)
            self.custom_bock_box.setChecked("custom" in deal.bock_events)
            self.hearts_event_box.setChecked("hearts_trick" in deal.bock_events)
            self.note_edit.setText(deal.note)
        finally:
            self._loading = False
        if refresh:
            self._refresh()

    # Preview and errors -------------------------------------------------------------

    def _update_visibility(self) -> None:
        game_type = self.game_type
        played = game_type != "redeal"
        misere = game_type in MISERE_TYPES  # tricks decide, no card points, no bonuses
        # A redeal asks why and nothing else (no players, points, announcements,
        # tricks, bonuses or events: it scores nothing and triggers no Bock).
        played_widgets: tuple[QWidget, ...] = (
            self.picker,
            self.players_label,
            self.tricks_box,
            self.tricks_label,
            *self.announce.values(),
            *self.announce_labels.values(),
        )
        for widget in played_widgets:
            widget.setVisible(played)
        counted: tuple[QWidget, ...] = (
            self.re_points,
            self.re_points_label,
            self.kontra_points,
            self.kontra_points_label,
            self.bonus_group,
        )
        for widget in counted:
            widget.setVisible(played and not misere)
        for combo in self.announce.values():
            # A misère knows Re and Kontra only, no refusals (rules §13.1). A
            # combo box's own model is a QStandardItemModel; its items can be off.
            items = cast("QStandardItemModel", combo.model())
            for level in range(2, combo.count()):
                item = items.item(level)
                if item is not None:
                    item.setEnabled(not misere)
            if misere and combo.currentIndex() > 1:
                combo.blockSignals(True)
                combo.setCurrentIndex(1)
                combo.blockSignals(False)
        self.reason_combo.setVisible(not played)
        self.reason_label.setVisible(not played)
        self.marriage_combo.setVisible(game_type == "marriage")
        self.marriage_label.setVisible(game_type == "marriage")
        choosing = game_type == "marriage" and self.rules.marriage_partner == "holder_chooses"
        self.partner_combo.setVisible(choosing)
        self.partner_label.setVisible(choosing)
        rules = self.rules
        wirth = game_type == "poverty" and rules.poverty_wirth
        wirth_widgets: tuple[QWidget, ...] = (
            self.poor_combo,
            self.poor_label,
            self.exchange_combo,
            self.exchange_label,
        )
        for wirth_widget in wirth_widgets:
            wirth_widget.setVisible(wirth)
        self.compulsory_box.setVisible(rules.compulsory_solo and game_type in SOLO_TYPES)
        self.schweinchen_box.setVisible(played and rules.schweinchen)
        self.custom_bock_box.setVisible(played and rules.bock and rules.bock_on_custom)
        self.hearts_event_box.setVisible(
            played and rules.bock and rules.bock_on_hearts_trick and rules.without_nines
        )
        allowed = self._bonus_rows_shown()
        for kind, label in self.bonus_labels.items():
            label.setVisible(kind in allowed)
            for party in PARTIES:
                self.bonus_spins[(kind, party)].setVisible(kind in allowed)
        self.players_label.setText(
            self.tr("&Soloist") if self.wanted_re() == 1 else self.tr("Re &players")
        )
        self._update_legend()

    def _bonus_rows_shown(self) -> set[str]:
        """The bonuses the form offers for this entry (their rows, keys and legend)."""
        game_type = self.game_type
        if game_type == "redeal" or game_type in MISERE_TYPES:
            return set()
        # A marriage played alone, and a ♦ pair game of one holder (§13.7), are solos.
        solo = game_type in ONE_PLAYER_TYPES or (
            game_type in ("marriage", "diamond_pair") and len(self.picker.selected()) == 1
        )
        return self._bonus_kinds_allowed(solo)

    def _bonus_kinds_allowed(self, solo: bool) -> set[str]:
        """The bonus rows of this entry: a solo knows at most the doppelkopf (§6)."""
        return {
            k
            for k in self._kinds_on
            if not solo or (k in SOLO_BONUS_KINDS and self.rules.doppelkopf_in_solo)
        }

    def _error_widget(self, field: str) -> QWidget | None:
        parts = field.split(".")
        if parts and parts[0].startswith("deals["):
            # A later deal no longer fits: the message names it, no field is wrong here.
            return None
        name = parts[1] if len(parts) > 1 else ""
        name = name.split("[")[0]
        mapping: dict[str, QWidget] = {
            "type": self.type_combo,
            "re": self.picker,
            "re_points": self.re_points,
            "re_tricks": self.tricks_box,
            "kontra_tricks": self.tricks_box,
            "bonuses": self.bonus_group,
            "compulsory": self.compulsory_box,
            "marriage_clarified_in": self.marriage_combo,
            "marriage_partner": self.partner_combo,
            "marriage_holder": self.picker,  # the first Re player picked
            "poverty": self.poor_combo,
            "schweinchen": self.schweinchen_box,
            "reason": self.reason_combo,
            "note": self.note_edit,
        }
        if name == "announcements" and len(parts) > 2:
            return self.announce.get(parts[2].split("[")[0])
        return mapping.get(name)

    def _field_label(self, field: str) -> str:
        parts = field.split(".")
        if parts and parts[0].startswith("deals["):
            number = int(parts[0][6:-1]) + 1
            return self.tr("Deal {n} would no longer fit").format(n=number)
        labels = {
            "type": self.tr("Game"),
            "re": self.tr("Re players"),
            "re_points": self.tr("Card points"),
            "re_tricks": self.tr("Tricks"),
            "kontra_tricks": self.tr("Tricks"),
            "announcements": self.tr("Announcements"),
            "bonuses": self.tr("Bonuses"),
            "compulsory": self.tr("Compulsory solo"),
            "marriage_clarified_in": self.tr("Partner found in"),
            "marriage_partner": self.tr("How the partner is found"),
            "marriage_holder": self.tr("Re players"),
            "poverty": self.tr("Poor player"),
            "schweinchen": self.tr("Schweinchen"),
            "reason": self.tr("Redeal"),
        }
        name = parts[1].split("[")[0] if len(parts) > 1 else ""
        return labels.get(name, field)

    def _pending_hint(self, error: RecordError) -> tuple[str, str] | None:
        """While the players are still being picked, ask for them instead of
        showing the engine's message red (issue 17: M alone showed a red error).
        Saving (Enter) shows the question red, at the players: the engine's own
        message may point elsewhere ("a trick is only for a marriage with a
        partner" while the partner is still to be picked)."""
        parts = error.field.split(".")
        name = parts[1].split("[")[0] if len(parts) > 1 else ""
        picked, wanted = len(self.picker.selected()), self.wanted_re()
        # One of two players picked, a marriage's trick but no player yet: the engine
        # names the players or the trick; both wait for the players still to come.
        if name not in ("re", "marriage_clarified_in") or picked >= wanted:
            return None
        if self.game_type == "marriage":
            who = (
                self.tr("Who married? Press their number.")
                if wanted == 1
                else self.tr("Who married, and who is the partner? Press their numbers.")
            )
        elif wanted == 1:
            who = self.tr("Who played the solo? Press their number.")
        elif self.game_type == "poverty" and not self.rules.poverty_wirth:
            who = self.tr("Who was poor, and who took the exchange? Press their numbers.")
        else:
            who = self.tr("Who played Re? Press the two players' numbers.")
        field = "deal.re"
        last = self.marriage_combo.count() - 1
        if self._insist:
            return field, who
        first = self.picker.picked()[:1]
        if first and self.focusWidget() is self.picker:
            # Issue 27: the first one picked held the marriage, or was poor.
            if self.game_type == "marriage":
                return field, self.tr("{name} held the marriage; now the partner's number.").format(
                    name=first[0]
                )
            if self.game_type == "poverty" and not self.rules.poverty_wirth:
                return field, self.tr(
                    "{name} was poor; now the number of who took the exchange."
                ).format(name=first[0])
        if self.game_type == "marriage" and self.focusWidget() is self.marriage_combo:
            if not self._trick_digits:
                return field, self.tr(
                    "Was a partner found? 0: no, the one who married plays alone;"
                    " 1–{last}: the trick that found the partner."
                ).format(last=last)
            trick = int(self._trick_digits)
            wait = self.tr(
                "Partner found in trick {n}, or a second digit for trick {first}–{last};"
                " Tab goes on."
            ).format(n=trick, first=trick * 10, last=min(last, trick * 10 + 9))
            return field, f"{wait} {who}"
        return field, who

    def _mark_error_widget(self, widget: QWidget | None) -> None:
        for candidate in (
            self.type_combo,
            self.picker,
            self.re_points,
            self.tricks_box,
            self.bonus_group,
            self.compulsory_box,
            self.marriage_combo,
            self.partner_combo,
            self.poor_combo,
            self.schweinchen_box,
            self.reason_combo,
            *self.announce.values(),
        ):
            mark_error(candidate, candidate is widget)

    def _preview_html(self, replay: Replay, number: int) -> str:
        replayed = replay.deals[number - 1]
        result = replayed.result
        if self.game_type == "redeal":
            return self.tr("<b>Redeal</b>: no score.")
        rows = []
        if isinstance(result, DealResult) and result.feigheit and result.winner is not None:
            # §13.8 feigheit: why the party that won on the cards loses the deal.
            why = self.tr(
                "Feigheit: {party} won by more than two steps beyond what it announced, "
                "so it loses the deal"
            ).format(party=text.party("re" if result.winner == "kontra" else "kontra"))
            rows.append(f"<tr><td colspan='3'><b>{html.escape(why)}</b></td></tr>")
        for line in result.lines:
            rows.append(
                f"<tr><td>{text.party(line.party)}</td><td>{text.item(line.item)}</td>"
                f"<td align='right'>+{line.points}</td></tr>"
            )
        steps = result.adjustments if isinstance(result, DealResult) else ()
        for step in steps:
            change = f"×{step.factor}" if step.factor != 1 else f"+{step.add}"
            rows.append(
                f"<tr><td></td><td>{text.item(step.item)}</td><td align='right'>{change}</td></tr>"
            )
        winner = (
            self.tr("draw")
            if result.winner is None
            else self.tr("{party} wins").format(party=text.party(result.winner))
        )
        value = self.tr("value {value}").format(value=text.signed(result.value))
        bock = self._bock_text(replay, number)
        who = who_line(self.record())
        # The result, what each player writes and the Bock round first; the lines of
        # the game value after them, where a long list may scroll (see _build_outcome).
        return (
            f"<p><b>{winner}</b>, {value}</p>"
            f"<p>{self._deltas_html(replay, number)}</p>"
            + (f"<p>{html.escape(who)}</p>" if who else "")
            + (f"<p><b>{html.escape(bock)}</b></p>" if bock else "")
            + f"<table cellspacing='2'>{''.join(rows)}</table>"
        )

    def _bock_text(self, replay: Replay, number: int) -> str:
        """The Bock round the deal starts, as the engine replays it (§8): why, and
        what the coming deals count ("the next 4 deals count ×2"); "" for none."""
        replayed = replay.deals[number - 1]
        triggers = replayed.result.bock_triggers
        rules = self.rules
        if not triggers or (rules.bock_mode == "ignore" and replayed.bock_level):
            return ""  # §13.5 ignore: a Bock deal starts nothing
        assert self._session is not None
        # The Bock levels of the scored deals after this one: later deals already
        # entered (while editing), then the ones still to come.
        later = [
            deal.bock_level
            for deal, entry in zip(
                replay.deals[number:], self._session.deals[number:], strict=False
            )
            if isinstance(entry, Deal) and not entry.is_redeal
        ]
        levels = [*later, *replay.pending_bock]
        while levels and not levels[-1]:
            levels.pop()
        if not levels:
            return ""
        runs: list[tuple[int, int]] = []  # (level, how many deals in a row)
        for level in levels:
            if runs and runs[-1][0] == level:
                runs[-1] = (level, runs[-1][1] + 1)
            else:
                runs.append((level, 1))

        def factor(level: int) -> str:
            if rules.bock_effect == "plus":
                return f"+{level * rules.bock_plus}"
            return f"×{2**level}"

        # ignore, and merge (§13.8): several triggers in one deal start one round.
        rounds = 1 if rules.bock_mode in ("ignore", "merge") else len(triggers)
        reasons = ", ".join(dict.fromkeys(trigger_label(code) for code in triggers))
        start = (
            self.tr("Starts a Bock round ({reasons})")
            if rounds == 1
            else self.tr("Starts %n Bock rounds ({reasons})", "", rounds)
        ).format(reasons=reasons)
        level, count = runs[0]
        first = self.tr("{factor} for the next %n deal(s)", "", count)
        parts = [first.format(factor=factor(level))]
        for level, count in runs[1:]:
            then = self.tr("then {factor} for %n deal(s)", "", count)
            parts.append(then.format(factor=factor(level)))
        return f"{start}: {', '.join(parts)}."

    # Keys ---------------------------------------------------------------------------

    def _bonus_key_inputs(self) -> tuple[QWidget, ...]:
        """The inputs after the points, where a bonus's letter adds one (issue 17).
        Not the player row (its letters pick the game type), not the note, not the
        choices whose items a letter searches."""
        return (
            self.re_points,
            self.kontra_points,
            self.tricks_box,
            *self.announce.values(),
            *self.bonus_spins.values(),
            self.compulsory_box,
            self.schweinchen_box,
            self.custom_bock_box,
            self.hearts_event_box,
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        focus = (QEvent.Type.FocusIn, QEvent.Type.FocusOut)
        if watched is self.marriage_combo and event.type() in focus:
            # Into the partner question (or out of it): start afresh, and let the
            # hint ask what the field with the focus needs.
            self._trick_digits = ""
            if isinstance(self._outcome, RecordError):
                self._show_outcome()
        return super().eventFilter(watched, event)

    def _key_sets_value(self, watched: QObject, event: QKeyEvent) -> bool:
        """One digit sets an announcement level or a bonus count, every time; after
        the points a bonus's letter adds one for Re (with Shift for Kontra).

        (A combo box would otherwise join keys typed in quick succession into
        one search text, so "1" then "2" could mean "12".)
        """
        if watched in self._bonus_key_inputs() and self._bonus_key(event):
            return True
        key = event.text()
        if not key.isdigit():
            return False
        value = int(key)
        if watched in self.announce.values():
            combo = watched
            assert isinstance(combo, QComboBox)
            if value < combo.count():
                combo.setCurrentIndex(value)
            return True
        if isinstance(watched, QSpinBox) and watched in self.bonus_spins.values():
            watched.setValue(min(value, watched.maximum()))
            return True
        if watched is self.marriage_combo:
            self._marriage_digit(key)
            return True
        if watched in (self.poor_combo, self.exchange_combo):
            # The seat's digit, as in the player row (issue 27).
            names, re = self.picker.names, self.picker.selected()
            name = names[value - 1] if 1 <= value <= len(names) else None
            if watched is self.poor_combo and name not in (None, *re) and len(re) == 2:
                # Wirth's poverty: a poor player outside the Re pair plays Kontra with
                # the other player outside it, who then took the exchange (§13.4).
                others = [
                    str(self.poor_combo.itemData(i))
                    for i in range(self.poor_combo.count())
                    if self.poor_combo.itemData(i) not in (*re, name)
                ]
                if len(others) == 1:
                    self.exchange_combo.setCurrentIndex(self.exchange_combo.findData(others[0]))
            assert isinstance(watched, QComboBox)
            if name is not None and watched.findData(name) >= 0:
                watched.setCurrentIndex(watched.findData(name))
            return True
        return False

    def _bonus_key(self, event: QKeyEvent) -> bool:
        """A bonus's letter: one more for Re, with Shift for Kontra (past the most
        possible it starts at none again). Whether the key was a bonus key."""
        held = event.modifiers()
        if held & (
            Qt.KeyboardModifier.ControlModifier
            | Qt.KeyboardModifier.AltModifier
            | Qt.KeyboardModifier.MetaModifier
        ):
            return False  # shortcuts and the labels' Alt keys stay theirs
        code = int(event.key())
        if not int(Qt.Key.Key_A) <= code <= int(Qt.Key.Key_Z):
            return False
        letter = chr(code)
        kinds = [kind for kind, key in BONUS_KEYS.items() if key == letter]
        if not kinds:
            return False
        kind = kinds[0]
        party = "kontra" if held & Qt.KeyboardModifier.ShiftModifier else "re"
        spin = self.bonus_spins[(kind, party)]
        if not spin.isVisible():
            return True  # not a bonus of this game or table: the key does nothing here
        spin.setValue(spin.value() + 1 if spin.value() < spin.maximum() else 0)
        return True

    def _marriage_digit(self, key: str) -> None:
        """0: played alone; 1–9: the partner was found in that trick; then the players
        it implies (one alone, two with a partner). With tricks 10–12 on offer (§13.4
        ``named_trick``), "1" waits for a second digit: 0–2 make 10–12, Tab keeps 1."""
        last = self.marriage_combo.count() - 1
        digits = self._trick_digits + key
        if int(digits) > last:
            digits = key
        trick = int(digits)
        if trick > last:
            self._trick_digits = ""
            return
        index = self.marriage_combo.findData(None if trick == 0 else trick)
        if trick and trick * 10 <= last:
            self._trick_digits = digits  # a second digit may follow
            self.marriage_combo.setCurrentIndex(index)
        else:
            self._trick_digits = ""
            self.marriage_combo.setCurrentIndex(index)
            self.picker.setFocus(Qt.FocusReason.TabFocusReason)
        self._show_outcome()  # what the form asks for next

    def waiting_for_trick_digit(self) -> bool:
        """Whether the partner question waits for a second digit (trick 1 or 10–12)."""
        return bool(self._trick_digits) and self.focusWidget() is self.marriage_combo


# The rest of the window's Doppelkopf -----------------------------------------------------

# The sheet's short names of the games (the tooltip has the full one).
SHORT_GAMES: Final = {
    "normal": QT_TRANSLATE_NOOP("SheetModel", "Normal"),
    "diamond_pair": QT_TRANSLATE_NOOP("SheetModel", "♦ pair"),
    "silent_solo": QT_TRANSLATE_NOOP("SheetModel", "Silent"),
    "solo_queen": QT_TRANSLATE_NOOP("SheetModel", "Q solo"),
    "solo_jack": QT_TRANSLATE_NOOP("SheetModel", "J solo"),
    "solo_fleshless": QT_TRANSLATE_NOOP("SheetModel", "Fleshless"),
    "solo_king": QT_TRANSLATE_NOOP("SheetModel", "K solo"),
    "solo_queen_jack": QT_TRANSLATE_NOOP("SheetModel", "QJ solo"),
    "misere_ouvert": QT_TRANSLATE_NOOP("SheetModel", "Misère ouv."),
}


def short_game(code: str) -> str:
    """A game as the sheet names it: short, the others as everywhere."""
    if code in SHORT_GAMES:
        return QCoreApplication.translate("SheetModel", SHORT_GAMES[code])
    return text.game_type(code)


# Who held the marriage and who was poor (issue 27): short on the sheet, in full in
# its tooltip and the entry's preview.
HOLDER_SHORT: Final = QT_TRANSLATE_NOOP("SheetModel", "{game} ({holder})")
POOR_SHORT: Final = QT_TRANSLATE_NOOP("SheetModel", "{game} ({poor} poor)")
POOR_WITH_SHORT: Final = QT_TRANSLATE_NOOP("SheetModel", "{game} ({poor} poor, with {partner})")
HOLDER_ALONE: Final = QT_TRANSLATE_NOOP(
    "SheetModel", "{game}: {holder} held both ♣Q and played alone"
)
HOLDER_PARTNER: Final = QT_TRANSLATE_NOOP(
    "SheetModel", "{game}: {holder} held both ♣Q; partner {partner} from trick {trick}"
)
POOR_FULL: Final = QT_TRANSLATE_NOOP(
    "SheetModel", "{game}: {poor} was poor; {partner} took the exchange"
)
POOR_KONTRA_FULL: Final = QT_TRANSLATE_NOOP(
    "SheetModel",
    "{game}: {poor} was poor; {partner} took the exchange; the two played Kontra",
)


def holder_of(deal: Deal) -> str | None:
    """Who held the marriage: the record's ``marriage_holder``, or the one Re player
    of a marriage played alone; None when the record does not say (older records)."""
    if deal.type != "marriage":
        return None
    if deal.marriage_holder is not None:
        return deal.marriage_holder
    return deal.re[0] if len(deal.re) == 1 else None


def picked_order(deal: Deal) -> list[str]:
    """The Re players in the order the entry panel picks them: a marriage's holder
    and a poverty's poor player first (issue 27)."""
    first = holder_of(deal) or (deal.poverty[0] if deal.poverty is not None else None)
    return sorted(deal.re, key=lambda name: name != first)


def _sheet_words(marked: str) -> str:
    """A text marked with ``QT_TRANSLATE_NOOP("SheetModel", …)``, translated."""
    return QCoreApplication.translate("SheetModel", marked)


def game_with_players(deal: Deal, name: str, full: bool) -> str:
    """``name`` (the game) with who held the marriage or was poor: "Marriage (Anna)",
    "Poverty (Ben poor)"; in ``full`` "Marriage: Anna held both ♣Q; partner Chie from
    trick 2". Unchanged when the record does not say."""
    holder = holder_of(deal)
    if holder is not None:
        partners = [player for player in deal.re if player != holder]
        if not full:
            return _sheet_words(HOLDER_SHORT).format(game=name, holder=holder)
        if not partners:
            return _sheet_words(HOLDER_ALONE).format(game=name, holder=holder)
        trick = deal.marriage_clarified_in if deal.marriage_clarified_in is not None else "?"
        return _sheet_words(HOLDER_PARTNER).format(
            game=name, holder=holder, partner=partners[0], trick=trick
        )
    if deal.type == "poverty" and deal.poverty is not None:
        poor, partner = deal.poverty
        kontra = poor not in deal.re  # Wirth's poverty: the pair may play Kontra (§13.4)
        if full:
            words = POOR_KONTRA_FULL if kontra else POOR_FULL
            return _sheet_words(words).format(game=name, poor=poor, partner=partner)
        if kontra:
            return _sheet_words(POOR_WITH_SHORT).format(game=name, poor=poor, partner=partner)
        return _sheet_words(POOR_SHORT).format(game=name, poor=poor)
    return name


def who_line(record: Mapping[str, object]) -> str:
    """The entry's record: who held the marriage or was poor, as the sheet's tooltip
    says it (issue 27: the first Re player picked; the preview shows it so a wrong
    order is seen before saving); "" for other games."""
    if record.get("type") not in ("marriage", "poverty"):
        return ""
    try:
        deal = parse_deal(record)
    except RecordError:
        return ""
    name = text.game_type(deal.type)
    shown = game_with_players(deal, name, full=True)
    return "" if shown == name else shown


def announcements_text(deal: Deal) -> str:
    parts = []
    for party in PARTIES:
        words = deal.announced(party)
        if words:
            parts.append(", ".join(text.word(w) for w in words))
    return " · ".join(parts)


def bonuses_text(deal: Deal) -> str:
    parts = []
    for bonus in deal.bonuses:
        count = f" ×{bonus.count}" if bonus.count > 1 else ""
        parts.append(f"{text.party(bonus.party)}: {text.bonus(bonus.kind)}{count}")
    return " · ".join(parts)


def trigger_label(code: str) -> str:
    """What started a Bock round, in the words of the rules dialog."""
    labels = {
        "tie": QCoreApplication.translate("StatisticsView", "120 : 120"),
        "zero_value": QCoreApplication.translate("StatisticsView", "Value 0"),
        "re_lost": QCoreApplication.translate("StatisticsView", "Re announced and lost"),
        "kontra_lost": QCoreApplication.translate("StatisticsView", "Kontra announced and lost"),
        "hearts_trick": QCoreApplication.translate("StatisticsView", "Hearts trick"),
        "doppelkopf": QCoreApplication.translate("StatisticsView", "Doppelkopf"),
        "custom": QCoreApplication.translate("StatisticsView", "Agreed event"),
        "lost_solo": QCoreApplication.translate("StatisticsView", "Lost solo"),
        "schwarz": QCoreApplication.translate("StatisticsView", "Schwarz"),
    }
    return labels.get(code, code)


class DoppelkopfUi(GameUi):
    """Doppelkopf's sheet columns and words (the registry's ``doppelkopf``)."""

    name = GAME

    def details_header(self) -> str:
        return QCoreApplication.translate("SheetModel", "Extras")

    def header_tip(self, column: int, details: int) -> str | None:
        if column == details:
            return QCoreApplication.translate("SheetModel", "Announcements and bonuses")
        if column == Column.POINTS:
            return QCoreApplication.translate(
                "SheetModel", "Re's card points (Kontra has the rest of 240)"
            )
        return None

    def game_text(self, deal: Deal, full: bool) -> str:
        name = text.game_type(deal.type) if full else short_game(deal.type)
        if full and deal.is_redeal and deal.reason:
            name += f" ({text.tr(text.REDEAL_REASONS[deal.reason])})"
        return game_with_players(deal, name, full)

    def points_text(self, deal: Deal, full: bool, tricks: Any) -> str:
        if deal.type in MISERE_TYPES:  # the soloist's tricks decide, not card points
            return str(tricks(deal.re_tricks or 0))
        if deal.is_redeal:
            return ""
        if full:
            re, kontra = text.party("re"), text.party("kontra")
            return f"{re} {deal.re_points} : {240 - deal.re_points} {kontra}"
        return str(deal.re_points)

    def value_text(self, deal: Deal, result: ScoredDeal) -> str:
        shown = super().value_text(deal, result)
        if getattr(result, "feigheit", False):  # §13.8: the deal's winner was turned round
            feigheit = QCoreApplication.translate("SheetModel", "Feigheit")
            return f"{shown} {feigheit}"
        return shown

    def details_text(self, deal: Deal, full: bool) -> str:
        announced, bonuses = announcements_text(deal), bonuses_text(deal)
        if not full:
            return joined(announced, bonuses)
        lines = []
        if announced:
            items = QCoreApplication.translate("SheetModel", "Announcements: {items}")
            lines.append(items.format(items=announced))
        if bonuses:
            items = QCoreApplication.translate("SheetModel", "Bonuses: {items}")
            lines.append(items.format(items=bonuses))
        return "\n".join(lines)

    def summary_game(self, deal: Deal, shown: str) -> str:
        return text.game_type(deal.type)

    def kind_label(self, kind: str) -> str:
        return text.game_type(kind)

    def bock_trigger(self, code: str) -> str:
        return trigger_label(code)

    def side_titles(self) -> tuple[str, str, str, str, str]:
        return (
            QCoreApplication.translate("PlayerStatsModel", "Re and Kontra"),
            QCoreApplication.translate("PlayerStatsModel", "Won as Re"),
            QCoreApplication.translate("PlayerStatsModel", "Points as Re"),
            QCoreApplication.translate("PlayerStatsModel", "Won as Kontra"),
            QCoreApplication.translate("PlayerStatsModel", "Points as Kontra"),
        )

    def sides_won(self) -> tuple[str, str]:
        return (
            QCoreApplication.translate("TableStatsModel", "Re won"),
            QCoreApplication.translate("TableStatsModel", "Kontra won"),
        )

    def pairs_title(self) -> str:
        return QCoreApplication.translate("StatisticsView", "Partners: who won most together")

    def rules_editor(self, parent: QWidget | None = None) -> RulesEditing:
        from schreiber.ui.session.doppelkopf_rules import RulesEditor

        return RulesEditor(parent)

    def help_panel(self, parent: QWidget | None = None) -> HelpPanel | None:
        from schreiber.ui.entry.doppelkopf_deadlines import DeadlinesPanel

        return DeadlinesPanel(parent)

    def reference_key(self, draft: Mapping[str, object]) -> str:
        kind = draft.get("type")
        return f"cards:{kind}" if isinstance(kind, str) else "cards"


GAME_UI: Final = DoppelkopfUi()
