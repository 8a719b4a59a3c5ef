"""The Crescendo entry panel: keyboard first, with the engine's live preview.

A deal takes at most eight keys from the empty form: the soloist's digit
(the form jumps to the bid), the bid's two digits (it jumps to the trump),
the trump's letter (C ♣, D ♦, H ♥, S ♠, N no-trump; it jumps to the tricks),
then the tricks the soloist won — each digit 1–7 toggles one, the panel adds
them up — and Enter. With more than three tricks won, T (or Tab) leads to the
"taken" field, where the total is typed in two digits instead. R in the
soloist row says all three passed (a redeal). Every change is previewed by
replaying the session with the entry, so the panel shows the engine's own
line and deltas, and the engine's own message at the field when the entry
cannot be right.

:data:`GAME_UI` is the rest of the window's Crescendo: the sheet's bid and
"taken" columns (no details column), the statistics' bids by trump.
"""

from __future__ import annotations

from typing import Any, Final

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QWidget

from schreiber.games.common import Replay
from schreiber.games.crescendo import Deal, DealResult, RuleSet
from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.ui.common import text
from schreiber.ui.common.game_ui import GameUi
from schreiber.ui.entry.keyboard import TABLE, KeyboardPanel, KeyRow, NumberField
from schreiber.ui.sheet.model import Column, suit_text

CONTEXT: Final = "CrescendoPanel"

# Trumps of the records, weakest first, with the key that picks each one.
NO_TRUMP: Final = QT_TRANSLATE_NOOP("CrescendoPanel", "no-trump")
TRUMPS: Final = (
    ("C", "♣", "clubs"),
    ("D", "♦", "diamonds"),
    ("H", "♥", "hearts"),
    ("S", "♠", "spades"),
    ("N", NO_TRUMP, "notrump"),
)
TRICKS: Final = tuple(range(1, 8))
ITEMS: Final = {
    "taken": QT_TRANSLATE_NOOP("CrescendoPanel", "took more than the bid: + taken"),
    "bid_exact": QT_TRANSLATE_NOOP("CrescendoPanel", "took exactly the bid: + 2 × bid"),
    "bid_missed": QT_TRANSLATE_NOOP("CrescendoPanel", "took less than the bid: − bid"),
}


def translate(source: str) -> str:
    return QCoreApplication.translate(CONTEXT, source)


class CrescendoPanel(KeyboardPanel):
    """Enter a Crescendo deal or edit an earlier one."""

    def _build_inputs(self, form: QFormLayout) -> None:
        self._syncing = False
        self.soloist_row = KeyRow(exclusive=True, parent=self)
        self.soloist_row.extra_keys = {"R": "redeal"}
        self.soloist_label = QLabel(self)
        self.soloist_label.setBuddy(self.soloist_row)
        form.addRow(self.soloist_label, self.soloist_row)
        self.redeal_box = QCheckBox(self)
        form.addRow("", self.redeal_box)

        self.bid = NumberField(-1, 28, special="–", width=2, parent=self)
        self.bid_label = QLabel(self)
        self.bid_label.setBuddy(self.bid)
        form.addRow(self.bid_label, self.bid)
        self.trump_row = KeyRow(exclusive=True, parent=self)
        self.trump_row.set_choices(self._trump_choices())
        self.trump_label = QLabel(self)
        self.trump_label.setBuddy(self.trump_row)
        form.addRow(self.trump_label, self.trump_row)

        self.tricks_row = KeyRow(exclusive=False, parent=self)
        self.tricks_row.set_choices([(str(k), "", str(k)) for k in TRICKS])
        self.tricks_row.extra_keys = {"T": "taken"}
        self.tricks_label = QLabel(self)
        self.tricks_label.setBuddy(self.tricks_row)
        # "Not entered" needs a special text from the start; retranslate() words it.
        self.taken = NumberField(-1, 28, special="–", parent=self)
        self.taken.setMinimumWidth(120)
        self.taken_label = QLabel(self)
        self.taken_label.setBuddy(self.taken)
        self.sum_label = QLabel(self)
        tricks_line = QHBoxLayout()
        tricks_line.addWidget(self.tricks_row, 1)
        tricks_line.addWidget(self.sum_label)
        form.addRow(self.tricks_label, tricks_line)
        form.addRow(self.taken_label, self.taken)

        self.note_edit = QLineEdit(self)
        self.note_label = QLabel(self)
        self.note_label.setBuddy(self.note_edit)
        form.addRow(self.note_label, self.note_edit)

        self.soloist_row.changed.connect(self._refresh)
        self.soloist_row.picked.connect(self._soloist_picked)
        self.soloist_row.extra.connect(self._toggle_redeal)
        self.redeal_box.toggled.connect(self._refresh)
        self.bid.valueChanged.connect(self._refresh)
        self.bid.filled.connect(lambda: self.focus(self.trump_row))
        self.trump_row.changed.connect(self._refresh)
        self.trump_row.picked.connect(lambda: self.focus(self.tricks_row))
        self.tricks_row.changed.connect(self._tricks_changed)
        self.tricks_row.extra.connect(lambda _code: self.focus(self.taken))
        self.taken.valueChanged.connect(self._taken_changed)
        self.note_edit.textChanged.connect(self._refresh)

    def _retranslate_inputs(self) -> None:
        self.soloist_label.setText(self.tr("&Soloist"))
        self.redeal_box.setText(self.tr("All three passed: redeal (R)"))
        self.bid_label.setText(self.tr("&Bid"))
        self.trump_row.set_choices(self._trump_choices())
        self.trump_label.setText(self.tr("T&rump"))
        self.tricks_label.setText(self.tr("Tric&ks won"))
        self.taken.setSpecialValueText(self.tr("from the tricks"))
        self.taken_label.setText(self.tr("or &taken"))
        self.note_label.setText(self.tr("N&ote"))
        self.note_edit.setPlaceholderText(self.tr("optional"))

    @staticmethod
    def _trump_choices() -> list[tuple[str, str, str]]:
        """Key, label and code of each trump (a suit's label is its symbol)."""
        return [
            (key, translate(name) if name == NO_TRUMP else name, code) for key, name, code in TRUMPS
        ]

    def _inputs(self) -> list[QWidget]:
        return [
            self.soloist_row,
            self.bid,
            self.trump_row,
            self.tricks_row,
            self.taken,
            self.redeal_box,
            self.note_edit,
        ]

    def _player_rows(self) -> list[KeyRow]:
        return [self.soloist_row]

    def _first_input(self) -> QWidget:
        return self.soloist_row

    @property
    def rules(self) -> RuleSet:
        assert self._session is not None
        rules = self._session.rules
        assert isinstance(rules, RuleSet), "the Crescendo panel shows Crescendo sessions"
        return rules

    def _legend_entries(self) -> list[tuple[str, str]]:
        low = self.rules.min_bid if self._session is not None else 15
        return [
            *(self._digit_legend(self.tr("soloist")) or [("1–3", self.tr("soloist"))]),
            ("R", self.tr("all passed")),
            (f"{low}–28", self.tr("bid")),
            (" ".join(key for key, _, _ in TRUMPS), self.tr("trump")),
            ("1–7", self.tr("tricks won")),
            ("T", self.tr("or the points taken")),
        ]

    # Entry state --------------------------------------------------------------------

    def _toggle_redeal(self, _code: str) -> None:
        self.redeal_box.toggle()

    def _soloist_picked(self) -> None:
        self.redeal_box.setChecked(False)
        self.focus(self.bid)

    def _tricks_changed(self) -> None:
        """A trick ticked: the tricks say what was taken, not the typed total."""
        if not self._syncing and not self._loading and not self.taken.is_empty():
            self._syncing = True
            try:
                self.taken.reset()
            finally:
                self._syncing = False
        self._refresh()

    def _taken_changed(self) -> None:
        """A total typed: it replaces the ticked tricks."""
        if not self._syncing and not self._loading and not self.taken.is_empty():
            self._syncing = True
            try:
                self.tricks_row.set_selected([])
            finally:
                self._syncing = False
        self._refresh()

    def tricks_won(self) -> list[int]:
        return sorted(int(value) for value in self.tricks_row.selected())

    def taken_points(self) -> int:
        """What the soloist took, as the form says it now."""
        if not self.taken.is_empty():
            return self.taken.value()
        return sum(self.tricks_won())

    def record(self) -> dict[str, object]:
        note = self.note_edit.text().strip()
        record: dict[str, object]
        if self.redeal_box.isChecked():
            record = {"type": "redeal"}
        else:
            record = {}
            soloist = self.soloist_row.value()
            if soloist is not None:
                record["soloist"] = soloist
            if not self.bid.is_empty():
                record["bid"] = self.bid.value()
            trump = self.trump_row.value()
            if trump is not None:
                record["trump"] = trump
            if self.taken.is_empty():
                record["tricks_won"] = self.tricks_won()
            else:
                record["taken"] = self.taken.value()
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
            deal = Deal()
        assert isinstance(deal, Deal)
        self.redeal_box.setChecked(deal.is_redeal)
        self.soloist_row.set_selected([deal.soloist] if deal.soloist else [])
        self.bid.reset(deal.bid if deal.bid else None)
        self.trump_row.set_selected([deal.trump] if deal.trump else [])
        self.tricks_row.set_selected([str(k) for k in deal.tricks_won or ()])
        self.taken.reset(deal.taken if deal.tricks_won is None else None)
        self.note_edit.setText(deal.note)

    # Preview and errors -------------------------------------------------------------

    def _update_visibility(self) -> None:
        played = not self.redeal_box.isChecked()
        for widget in (
            self.bid,
            self.bid_label,
            self.trump_row,
            self.trump_label,
            self.tricks_row,
            self.tricks_label,
            self.sum_label,
            self.taken,
            self.taken_label,
        ):
            widget.setVisible(played)
        self.sum_label.setText(self.tr("taken: {points}").format(points=self.taken_points()))

    def _error_widgets(self) -> dict[str, QWidget]:
        return {
            "type": self.redeal_box,
            "soloist": self.soloist_row,
            "bid": self.bid,
            "trump": self.trump_row,
            "tricks_won": self.tricks_row,
            "taken": self.taken,
            "note": self.note_edit,
        }

    def _field_labels(self) -> dict[str, str]:
        return {
            "type": self.tr("Redeal"),
            "soloist": self.tr("Soloist"),
            "bid": self.tr("Bid"),
            "trump": self.tr("Trump"),
            "tricks_won": self.tr("Tricks won"),
            "taken": self.tr("Taken"),
            "note": self.tr("Note"),
        }

    def _preview_html(self, replay: Replay, number: int) -> str:
        result = replay.deals[number - 1].result
        if self.redeal_box.isChecked():
            return self.tr("<b>Redeal</b>: all passed, no score; the same dealer deals again.")
        assert isinstance(result, DealResult)
        rows = [
            f"<tr><td>{translate(ITEMS.get(line.item, line.item))}</td>"
            f"<td align='right'>{text.signed(line.points)}</td></tr>"
            for line in result.lines
        ]
        if result.winner == "soloist":
            outcome = self.tr("The soloist made the bid")
        else:
            outcome = self.tr("The soloist missed the bid")
        taken = self.tr("taken {taken} of bid {bid}").format(
            taken=result.taken, bid=self.bid.value()
        )
        return (
            f"<p><b>{outcome}</b>, {taken}</p>{TABLE}{''.join(rows)}</table>"
            f"<p>{self._deltas_html(replay, number)}</p>"
        )


# The rest of the window's Crescendo -----------------------------------------------------


class CrescendoUi(GameUi):
    """Crescendo's sheet columns and words (the registry's ``crescendo``)."""

    name = "crescendo"
    details = False  # a bid has nothing besides its tricks

    def headers(self) -> dict[int, str]:
        return {
            Column.GAME: QCoreApplication.translate("SheetModel", "Bid"),
            Column.RE: QCoreApplication.translate("SheetModel", "Soloist"),
            Column.POINTS: QCoreApplication.translate("SheetModel", "Taken"),
            Column.VALUE: QCoreApplication.translate("SheetModel", "Score"),
        }

    def game_text(self, deal: Deal, full: bool) -> str:
        if deal.is_redeal:
            return QCoreApplication.translate("SheetModel", "Redeal (all passed)")
        return f"{deal.bid} {suit_text(deal.trump)}"

    def points_text(self, deal: Deal, full: bool, tricks: Any) -> str:
        if deal.is_redeal:
            return ""
        if deal.tricks_won:
            return f"{sum(deal.tricks_won)} ({', '.join(map(str, sorted(deal.tricks_won)))})"
        if deal.tricks_won is not None:  # the soloist won no trick: 0 points, not an empty cell
            return "0"
        return "" if deal.taken is None else str(deal.taken)

    def kind_label(self, kind: str) -> str:
        return suit_text(kind) or kind

    def kinds_title(self) -> str:
        return QCoreApplication.translate("TableStatsModel", "Bids by trump")

    def value_titles(self) -> tuple[str, str]:
        return (
            QCoreApplication.translate("TableStatsModel", "Average score"),
            QCoreApplication.translate("TableStatsModel", "Highest score"),
        )


GAME_UI: Final = CrescendoUi()
