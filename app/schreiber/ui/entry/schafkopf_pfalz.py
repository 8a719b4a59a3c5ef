"""The Pfälzer Schafkopf entry panel.

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

Its keyboard building blocks live in :mod:`schreiber.ui.entry.keyboard`.
:data:`GAME_UI` is the rest of the window's Schafkopf: the sheet's contract,
points and details columns, the statistics' contracts and sides, and the page
of the trump being entered that Shift+F1 opens.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from schreiber.games.common import Replay, ScoredDeal
from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.games.schafkopf_pfalz import Deal, DealResult, RuleSet
from schreiber.ui.common import text
from schreiber.ui.common.game_ui import GameUi
from schreiber.ui.common.widgets import (
    retitle_items,
)
from schreiber.ui.entry.keyboard import DIGITS, TABLE, KeyboardPanel, KeyRow, NumberField
from schreiber.ui.sheet.model import SUITS as SUIT_SYMBOLS
from schreiber.ui.sheet.model import Column, suit_text

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
            *(self._digit_legend(players) or [(f"1–{seats}", players)]),
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


# The rest of the window's Schafkopf ------------------------------------------------------

# The sheet's names of the contracts (the panel's are longer).
SHEET_CONTRACTS: Final = {
    "simple": QT_TRANSLATE_NOOP("SheetModel", "Simple game"),
    "solo": QT_TRANSLATE_NOOP("SheetModel", "Solo"),
    "solo_du": QT_TRANSLATE_NOOP("SheetModel", "Solo du"),
    "ace_call": QT_TRANSLATE_NOOP("SheetModel", "Ace call"),
    "redeal": QT_TRANSLATE_NOOP("SheetModel", "Redeal"),
}


def contract_text(contract: str) -> str:
    """A contract as the sheet and the statistics name it."""
    return QCoreApplication.translate("SheetModel", SHEET_CONTRACTS.get(contract, contract))


def details_text(deal: Deal) -> str:
    """The sheet's details of a deal: tops, doublings, the surrender."""
    parts = []
    if deal.tops:
        parts.append(QCoreApplication.translate("SheetModel", "tops {n}").format(n=deal.tops))
    if deal.doubles:
        kontra = QCoreApplication.translate("SheetModel", "Kontra ×{factor}")
        parts.append(kontra.format(factor=2**deal.doubles))
    if deal.surrender == "accepted":
        parts.append(QCoreApplication.translate("SheetModel", "surrender accepted"))
    elif deal.surrender == "refused":
        parts.append(QCoreApplication.translate("SheetModel", "surrender refused"))
    return " · ".join(parts)


class SchafkopfUi(GameUi):
    """Pfälzer Schafkopf's sheet columns and words (the registry's ``schafkopf_pfalz``)."""

    name = "schafkopf_pfalz"

    def headers(self) -> dict[int, str]:
        return {
            Column.GAME: QCoreApplication.translate("SheetModel", "Contract"),
            Column.RE: QCoreApplication.translate("SheetModel", "Soloist"),
        }

    def game_text(self, deal: Deal, full: bool) -> str:
        name = contract_text(deal.contract)
        return f"{name} {suit_text(deal.trump)}".strip() if deal.trump else name

    def points_text(self, deal: Deal, full: bool, tricks: Any) -> str:
        if deal.is_redeal or deal.soloist_points is None:
            return ""
        return f"{deal.soloist_points} : {120 - deal.soloist_points}"

    def value_text(self, deal: Deal, result: ScoredDeal) -> str:
        if deal.is_redeal:
            return ""
        # The value is the game value G; the sheet shows it from the soloist's side.
        lost = result.winner == "defenders"
        return text.signed(-result.value if lost else result.value)

    def details_text(self, deal: Deal, full: bool) -> str:
        return "" if deal.is_redeal else details_text(deal)

    def kind_label(self, kind: str) -> str:
        contract, _, trump = kind.partition(".")
        return f"{contract_text(contract)} {SUIT_SYMBOLS.get(trump, trump)}".strip()

    def side_titles(self) -> tuple[str, str, str, str, str]:
        return (
            QCoreApplication.translate("PlayerStatsModel", "Soloist and defenders"),
            QCoreApplication.translate("PlayerStatsModel", "Won as soloist or partner"),
            QCoreApplication.translate("PlayerStatsModel", "Points as soloist or partner"),
            QCoreApplication.translate("PlayerStatsModel", "Won defending"),
            QCoreApplication.translate("PlayerStatsModel", "Points defending"),
        )

    def sides_won(self) -> tuple[str, str]:
        return (
            QCoreApplication.translate("TableStatsModel", "Soloist's side won"),
            QCoreApplication.translate("TableStatsModel", "Defenders won"),
        )

    def kinds_title(self) -> str:
        return QCoreApplication.translate("TableStatsModel", "Contracts")

    def reference_key(self, draft: Mapping[str, object]) -> str:
        trump = draft.get("trump")
        return f"cards:{trump}" if isinstance(trump, str) else "cards"


GAME_UI: Final = SchafkopfUi()
