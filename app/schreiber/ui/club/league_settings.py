"""The season's settings in the league window: the club's ranking, its money, a new season.

Each editor builds the settings' JSON from what is typed and checks it with the
club's own parser (:func:`schreiber.club.league.parse_ranking`,
:func:`schreiber.club.money.parse_money`), so what the window accepts is exactly what
``schreiber league`` and the season file accept; what it refuses is said with
the field's name in the user's language (:func:`schreiber.ui.common.text.field_text`).
:attr:`RankingEditor.edited` and :attr:`MoneyEditor.edited` report each valid
change (the window saves it to the season at once).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from PySide6.QtCore import QCoreApplication, QDate, QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from schreiber.club.league import DEFAULT_PER_DEALS, LARGEST_TABLE, Ranking, parse_ranking, shown
from schreiber.club.money import MoneyRules, parse_money
from schreiber.games.errors import RecordError
from schreiber.store.core import StoreError
from schreiber.ui.club.controller import LeagueController
from schreiber.ui.common import text
from schreiber.ui.common.widgets import is_language_change, retitle_items
from schreiber.ui.sheet.model import negative_colour

SIZES = tuple(range(4, LARGEST_TABLE + 1))
TABLE_POINTS_FIELD = re.compile(r"ranking\.table_points\.'?(\d+)'?(?:\[(\d+)\])?$")
ROUNDING_STEPS = ("0.01", "0.05", "0.10", "0.50", "1")


def default_points(size: int) -> list[int]:
    """Table points a club might start from: 3, 1, −1, −3 at a table of four."""
    return [size - 1 - 2 * place for place in range(size)]


def number_of(typed: str) -> object:
    """A typed number as JSON (``"1,5"`` is 1.5, ``"−2"`` is −2); anything else as
    typed, for the parser to name."""
    cleaned = typed.strip().replace("−", "-").replace(",", ".")
    try:
        return int(cleaned)
    except ValueError:
        pass
    try:
        value = float(cleaned)
    except ValueError:
        return typed
    return value if value == value and abs(value) != float("inf") else typed


def problem(error: RecordError) -> str:
    """A refused setting: where (in the user's words) and why."""
    match = TABLE_POINTS_FIELD.match(error.field)
    if match is not None:
        size, place = match.groups()
        where = QCoreApplication.translate(
            "RankingEditor", "Table points · table of {size}"
        ).format(size=size)
        if place is not None:
            where += " · " + QCoreApplication.translate("RankingEditor", "place {place}").format(
                place=int(place) + 1
            )
        return f"{where}: {text.error_text(error)}"
    return text.problem_text(error)


def error_label(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setStyleSheet(f"color: {negative_colour().name()};")
    label.hide()
    return label


class RankingEditor(QWidget):
    """How the club ranks the season: total, average per N deals, or table points
    per table size; the worst evenings left out; the fewest evenings to be ranked."""

    edited = Signal(object)  # the Ranking, each time a valid one is entered

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.method_combo = QComboBox(self)
        self.method_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for method in ("total", "average", "table_points"):
            self.method_combo.addItem(method, method)
        self.per_deals_spin = QSpinBox(self)
        self.per_deals_spin.setRange(1, 1000)
        self.per_deals_spin.setValue(DEFAULT_PER_DEALS)
        self.drop_worst_spin = QSpinBox(self)
        self.drop_worst_spin.setRange(0, 1000)
        self.min_evenings_spin = QSpinBox(self)
        self.min_evenings_spin.setRange(0, 1000)
        self.method_label = QLabel(self)
        self.per_deals_label = QLabel(self)
        self.drop_worst_label = QLabel(self)
        self.min_evenings_label = QLabel(self)
        for label, field in (
            (self.method_label, self.method_combo),
            (self.per_deals_label, self.per_deals_spin),
            (self.drop_worst_label, self.drop_worst_spin),
            (self.min_evenings_label, self.min_evenings_spin),
        ):
            label.setBuddy(field)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        for label, field in (
            (self.method_label, self.method_combo),
            (self.per_deals_label, self.per_deals_spin),
            (self.drop_worst_label, self.drop_worst_spin),
            (self.min_evenings_label, self.min_evenings_spin),
        ):
            row.addWidget(label)
            row.addWidget(field)
            row.addSpacing(8)
        row.addStretch(1)

        # Table points: a row per table size, a cell per place.
        self.grid_box = QWidget(self)
        grid = QGridLayout(self.grid_box)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(2)
        self.grid_caption = QLabel(self.grid_box)
        grid.addWidget(self.grid_caption, 0, 0)
        self.place_labels: list[QLabel] = []
        for place in range(LARGEST_TABLE):
            label = QLabel(self.grid_box)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(label, 0, place + 1)
            self.place_labels.append(label)
        self.size_labels: dict[int, QLabel] = {}
        self.cells: dict[int, list[QLineEdit]] = {}
        width = self.fontMetrics().horizontalAdvance("−0000") + 12
        for line, size in enumerate(SIZES, start=1):
            label = QLabel(self.grid_box)
            grid.addWidget(label, line, 0)
            self.size_labels[size] = label
            cells = []
            for place in range(size):
                cell = QLineEdit(self.grid_box)
                cell.setMaxLength(12)
                cell.setFixedWidth(width)
                cell.setAlignment(Qt.AlignmentFlag.AlignRight)
                cell.textEdited.connect(self._changed)
                grid.addWidget(cell, line, place + 1)
                cells.append(cell)
            self.cells[size] = cells
        grid.setColumnStretch(LARGEST_TABLE + 1, 1)

        self.error_label = error_label(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.grid_box)
        layout.addWidget(self.error_label)

        self.method_combo.currentIndexChanged.connect(self._method_changed)
        for spin in (self.per_deals_spin, self.drop_worst_spin, self.min_evenings_spin):
            spin.valueChanged.connect(self._changed)
        self._update_visibility()
        self.retranslate()

    # Values -------------------------------------------------------------------------

    def set_ranking(self, ranking: Ranking) -> None:
        """Show ``ranking`` (no signal; an error shown goes)."""
        widgets = [
            self.method_combo,
            self.per_deals_spin,
            self.drop_worst_spin,
            self.min_evenings_spin,
            *(cell for cells in self.cells.values() for cell in cells),
        ]
        for widget in widgets:
            widget.blockSignals(True)
        try:
            self.method_combo.setCurrentIndex(max(self.method_combo.findData(ranking.method), 0))
            self.per_deals_spin.setValue(ranking.per_deals)
            self.drop_worst_spin.setValue(ranking.drop_worst)
            self.min_evenings_spin.setValue(ranking.min_evenings)
            for size, cells in self.cells.items():
                row = ranking.table_points.get(size)
                for place, cell in enumerate(cells):
                    cell.setText("" if row is None else str(shown(row[place])))
        finally:
            for widget in widgets:
                widget.blockSignals(False)
        self._update_visibility()
        self.error_label.hide()

    def value(self) -> dict[str, object]:
        """The ranking's JSON as entered (not yet checked)."""
        method = str(self.method_combo.currentData())
        out: dict[str, object] = {"method": method}
        if method == "average":
            out["per_deals"] = self.per_deals_spin.value()
        if method == "table_points":
            points: dict[str, object] = {}
            for size, cells in self.cells.items():
                typed = [cell.text() for cell in cells]
                if any(t.strip() for t in typed):
                    points[str(size)] = [number_of(t) for t in typed]
            out["table_points"] = points
        if self.drop_worst_spin.value() and method != "average":
            out["drop_worst"] = self.drop_worst_spin.value()
        if self.min_evenings_spin.value():
            out["min_evenings"] = self.min_evenings_spin.value()
        return out

    def ranking(self) -> Ranking:
        """The ranking entered, checked (``RecordError`` naming the field)."""
        return parse_ranking(self.value(), "ranking")

    def show_problem(self, message: str) -> None:
        self.error_label.setText(message)
        self.error_label.setVisible(bool(message))

    def _method_changed(self) -> None:
        if self.method_combo.currentData() == "table_points" and not any(
            cell.text().strip() for cells in self.cells.values() for cell in cells
        ):
            for size, cells in self.cells.items():
                for cell, points in zip(cells, default_points(size), strict=True):
                    cell.setText(str(points))
        self._update_visibility()
        self._changed()

    def _changed(self) -> None:
        try:
            ranking = self.ranking()
        except RecordError as error:
            self.show_problem(problem(error))
            return
        self.show_problem("")
        self.edited.emit(ranking)

    def _update_visibility(self) -> None:
        method = self.method_combo.currentData()
        average = method == "average"
        self.per_deals_label.setVisible(average)
        self.per_deals_spin.setVisible(average)
        self.drop_worst_label.setVisible(not average)
        self.drop_worst_spin.setVisible(not average)
        self.grid_box.setVisible(method == "table_points")

    # Words ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        retitle_items(
            self.method_combo,
            {
                "total": self.tr("Total points"),
                "average": self.tr("Average per deals"),
                "table_points": self.tr("Table points"),
            },
        )
        self.method_label.setText(self.tr("&Ranked by:"))
        self.per_deals_label.setText(self.tr("&Per deals:"))
        self.drop_worst_label.setText(self.tr("&Worst evenings left out:"))
        self.min_evenings_label.setText(self.tr("&Fewest evenings to be ranked:"))
        self.grid_caption.setText(self.tr("Points per place"))
        for place, label in enumerate(self.place_labels, start=1):
            label.setText(self.tr("{place}.").format(place=QLocale().toString(place)))
        for size, label in self.size_labels.items():
            label.setText(self.tr("Table of {size}").format(size=QLocale().toString(size)))
        for size, cells in self.cells.items():
            for place, cell in enumerate(cells, start=1):
                cell.setAccessibleName(
                    self.tr("Table of {size}, place {place}").format(size=size, place=place)
                )
        if not self.error_label.isHidden():  # shown, even on a tab not in front
            self._changed_quietly()

    def _changed_quietly(self) -> None:
        try:
            self.ranking()
        except RecordError as error:
            self.show_problem(problem(error))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)


def decimal_typed(typed: str) -> object:
    """A typed amount as the money's JSON takes it: "0,05" is "0.05"."""
    return typed.strip().replace(",", ".")


class MoneyEditor(QWidget):
    """The season's money: rate per point, currency, rounding, the club pot (none,
    a share of the losses, a fee per evening — a club night's entry fee, paid once a
    night), who holds it and the prizes it pays at each club night."""

    edited = Signal(object)  # the MoneyRules, each time valid ones are entered

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from schreiber.ui.evening.settlement import RateValidator

        self.rate_edit = QLineEdit("0.05", self)
        self.rate_edit.setValidator(RateValidator(self.rate_edit))
        self.rate_edit.setMaxLength(11)
        self.rate_edit.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.currency_edit = QLineEdit("€", self)
        self.currency_edit.setMaxLength(8)
        self.rounding_combo = QComboBox(self)
        for step in ROUNDING_STEPS:
            self.rounding_combo.addItem(step, step)
        self.pot_combo = QComboBox(self)
        for kind in ("none", "share", "fee"):
            self.pot_combo.addItem(kind, kind)
        self.share_spin = QDoubleSpinBox(self)
        self.share_spin.setRange(0, 100)
        self.share_spin.setDecimals(2)
        self.share_spin.setSuffix(" %")
        self.share_spin.setValue(10)
        self.fee_edit = QLineEdit("1", self)
        self.fee_edit.setValidator(RateValidator(self.fee_edit))
        self.fee_edit.setMaxLength(11)
        self.fee_edit.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.treasurer_combo = QComboBox(self)
        self.treasurer_combo.addItem("", "")
        self.winner_prize_edit = QLineEdit("", self)
        self.best_deal_prize_edit = QLineEdit("", self)
        for edit in (self.winner_prize_edit, self.best_deal_prize_edit):
            edit.setValidator(RateValidator(edit))
            edit.setMaxLength(11)
            edit.setAlignment(Qt.AlignmentFlag.AlignRight)
        for combo in (self.rounding_combo, self.pot_combo, self.treasurer_combo):
            # As wide as the longest choice in the language shown.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        characters = self.fontMetrics().horizontalAdvance("0") * 12 + 16
        for edit in (
            self.rate_edit,
            self.currency_edit,
            self.fee_edit,
            self.winner_prize_edit,
            self.best_deal_prize_edit,
        ):
            edit.setMaximumWidth(characters)

        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.labels: dict[str, QLabel] = {}
        for key, field in (
            ("rate", self.rate_edit),
            ("currency", self.currency_edit),
            ("rounding", self.rounding_combo),
            ("pot", self.pot_combo),
            ("share", self.share_spin),
            ("fee", self.fee_edit),
            ("treasurer", self.treasurer_combo),
            ("winner_prize", self.winner_prize_edit),
            ("best_deal_prize", self.best_deal_prize_edit),
        ):
            label = QLabel(self)
            label.setBuddy(field)
            self.labels[key] = label
            self.form.addRow(label, field)
        self.error_label = error_label(self)
        self.form.addRow(self.error_label)

        self.rate_edit.textEdited.connect(self._changed)
        self.currency_edit.textEdited.connect(self._changed)
        self.fee_edit.textEdited.connect(self._changed)
        self.winner_prize_edit.textEdited.connect(self._changed)
        self.best_deal_prize_edit.textEdited.connect(self._changed)
        self.share_spin.valueChanged.connect(self._changed)
        for combo in (self.rounding_combo, self.pot_combo, self.treasurer_combo):
            combo.currentIndexChanged.connect(self._changed)
        self._update_visibility()
        self.retranslate()

    # Values -------------------------------------------------------------------------

    def set_people(self, names: Sequence[str]) -> None:
        """The roster, for the treasurer (the one chosen stays, even if not in it)."""
        chosen = str(self.treasurer_combo.currentData() or "")
        self.treasurer_combo.blockSignals(True)
        try:
            while self.treasurer_combo.count() > 1:
                self.treasurer_combo.removeItem(1)
            for name in dict.fromkeys([*names, *([chosen] if chosen else [])]):
                self.treasurer_combo.addItem(name, name)
            self.treasurer_combo.setCurrentIndex(max(self.treasurer_combo.findData(chosen), 0))
        finally:
            self.treasurer_combo.blockSignals(False)

    def set_rules(self, rules: MoneyRules) -> None:
        """Show ``rules`` (no signal; an error shown goes)."""
        widgets: list[QWidget] = [
            self.rate_edit,
            self.currency_edit,
            self.rounding_combo,
            self.pot_combo,
            self.share_spin,
            self.fee_edit,
            self.treasurer_combo,
            self.winner_prize_edit,
            self.best_deal_prize_edit,
        ]
        for widget in widgets:
            widget.blockSignals(True)
        try:
            self.rate_edit.setText(format(rules.rate, "f"))
            self.currency_edit.setText(rules.currency)
            step = format(rules.rounding, "f")
            if self.rounding_combo.findData(step) < 0:
                self.rounding_combo.addItem(step, step)
            self.rounding_combo.setCurrentIndex(self.rounding_combo.findData(step))
            self.pot_combo.setCurrentIndex(max(self.pot_combo.findData(rules.pot), 0))
            if rules.pot == "share":
                self.share_spin.setValue(float(rules.share * 100))
            if rules.pot == "fee":
                self.fee_edit.setText(format(rules.fee, "f"))
            if rules.treasurer and self.treasurer_combo.findData(rules.treasurer) < 0:
                self.treasurer_combo.addItem(rules.treasurer, rules.treasurer)
            self.treasurer_combo.setCurrentIndex(
                max(self.treasurer_combo.findData(rules.treasurer), 0)
            )
            for edit, prize in (
                (self.winner_prize_edit, rules.prize_winner),
                (self.best_deal_prize_edit, rules.prize_best_deal),
            ):
                edit.setText(format(prize, "f") if prize else "")
        finally:
            for widget in widgets:
                widget.blockSignals(False)
        self._update_visibility()
        self.error_label.hide()

    def value(self) -> dict[str, object]:
        """The money's JSON as entered (not yet checked)."""
        pot = str(self.pot_combo.currentData())
        out: dict[str, object] = {
            "rate": decimal_typed(self.rate_edit.text()),
            "currency": self.currency_edit.text(),
            "rounding": str(self.rounding_combo.currentData()),
            "pot": pot,
        }
        if pot == "share":
            share = Decimal(str(round(self.share_spin.value(), 2))) / 100
            out["share"] = format(share.normalize(), "f")
        if pot == "fee":
            out["fee"] = decimal_typed(self.fee_edit.text())
        treasurer = str(self.treasurer_combo.currentData() or "")
        if treasurer and pot != "none":
            out["treasurer"] = treasurer
        prizes = {
            key: decimal_typed(edit.text())
            for key, edit in (
                ("winner", self.winner_prize_edit),
                ("best_deal", self.best_deal_prize_edit),
            )
            if edit.text().strip()
        }
        if prizes and pot != "none":
            out["prizes"] = prizes
        return out

    def rules(self) -> MoneyRules:
        """The money entered, checked (``RecordError`` naming the field)."""
        return parse_money(self.value(), "money")

    def show_problem(self, message: str) -> None:
        self.error_label.setText(message)
        self.error_label.setVisible(bool(message))

    def _changed(self) -> None:
        self._update_visibility()
        try:
            rules = self.rules()
        except RecordError as error:
            self.show_problem(text.problem_text(error))
            return
        self.show_problem("")
        self.edited.emit(rules)

    def _update_visibility(self) -> None:
        pot = self.pot_combo.currentData()
        for key, visible in (
            ("share", pot == "share"),
            ("fee", pot == "fee"),
            ("treasurer", pot != "none"),
            ("winner_prize", pot != "none"),
            ("best_deal_prize", pot != "none"),
        ):
            self.form.setRowVisible(self.labels[key], visible)

    # Words ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        words = {
            "rate": self.tr("&Rate per point:"),
            "currency": self.tr("C&urrency:"),
            "rounding": self.tr("R&ounding:"),
            "pot": self.tr("Club &pot:"),
            "share": self.tr("&Share of losses:"),
            "fee": self.tr("&Fee per evening:"),
            "treasurer": self.tr("&Treasurer:"),
            "winner_prize": self.tr("Prize for the night's &winner:"),
            "best_deal_prize": self.tr("Prize for the best &deal of a night:"),
        }
        for key, label in self.labels.items():
            label.setText(words[key])
        retitle_items(
            self.pot_combo,
            {
                "none": self.tr("No pot"),
                "share": self.tr("A share of each evening's losses"),
                "fee": self.tr("A fee per evening"),
            },
        )
        self.treasurer_combo.setItemText(0, self.tr("Nobody (the club pot)"))
        if not self.error_label.isHidden():  # shown, even on a tab not in front
            try:
                self.rules()
            except RecordError as error:
                self.show_problem(text.problem_text(error))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)


class NewSeasonDialog(QDialog):
    """A new season: its name and its first and last day. :attr:`season_id` is the
    season made (after ``exec`` returned Accepted)."""

    def __init__(self, controller: LeagueController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.season_id: int | None = None
        today = QDate.currentDate()
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(200)
        self.start_edit = QDateEdit(today, self)
        self.end_edit = QDateEdit(today.addYears(1).addDays(-1), self)
        for edit in (self.start_edit, self.end_edit):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
        self.name_label = QLabel(self)
        self.start_label = QLabel(self)
        self.end_label = QLabel(self)
        self.name_label.setBuddy(self.name_edit)
        self.start_label.setBuddy(self.start_edit)
        self.end_label.setBuddy(self.end_edit)
        form = QFormLayout()
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.start_label, self.start_edit)
        form.addRow(self.end_label, self.end_edit)
        self.error_label = error_label(self)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self.name_edit.textChanged.connect(self._update_ok)
        self._update_ok()
        self.retranslate()

    def _update_ok(self) -> None:
        button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        button.setEnabled(bool(self.name_edit.text().strip()))

    def accept(self) -> None:
        name = self.name_edit.text().strip()
        if not name:
            return
        start = self.start_edit.date().toString(Qt.DateFormat.ISODate)
        end = self.end_edit.date().toString(Qt.DateFormat.ISODate)
        try:
            self.season_id = self.controller.create_season(name, start, end)
        except StoreError as error:
            self.error_label.setText(text.store_error_text(error))
            self.error_label.show()
            return
        super().accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New season"))
        self.name_label.setText(self.tr("&Name:"))
        self.start_label.setText(self.tr("&First day:"))
        self.end_label.setText(self.tr("&Last day:"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)
