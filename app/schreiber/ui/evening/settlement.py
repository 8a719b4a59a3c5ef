"""Settling up: the rate per point, each player's balance and who pays whom.

The money comes from :func:`schreiber.stats.settle_session` (exact decimals, the
fewest transfers); this widget asks for the rate, the currency sign and the
rounding step, shows the balances and the transfers, and prints them — on
paper through the print dialog or into a PDF — as one HTML document
(:meth:`SettlementView.document_html`) with the standings.

A rate is typed with a decimal point or a decimal comma, whatever the
language (``0.05`` and ``0,05`` are the same rate); it is kept as a
:class:`~decimal.Decimal`, so nothing is lost to floating point.
"""

from __future__ import annotations

import html
import re
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDate,
    QDir,
    QEvent,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QTextDocument, QValidator
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from schreiber.games import titles
from schreiber.games.common import Replay
from schreiber.games.errors import RecordError
from schreiber.session.file import SessionFile
from schreiber.stats import Settlement, deal_count, settle_session
from schreiber.ui.common import text
from schreiber.ui.common.widgets import is_language_change
from schreiber.ui.sheet.model import negative_colour
from schreiber.ui.sheet.standings import ranking

Index = QModelIndex | QPersistentModelIndex

ROUNDING_STEPS = ("0.01", "0.05", "0.10", "0.50", "1")
DEFAULT_RATE = "0.05"
DEFAULT_CURRENCY = "€"
DEFAULT_ROUNDING = "0.01"
RATE_PATTERN = re.compile(r"\d{0,6}(?:[.,]\d{0,4})?")
# The amount role: the exact balance (a Decimal) behind a cell, for tests.
AMOUNT_ROLE = Qt.ItemDataRole.UserRole + 1


def parse_rate(typed: str) -> Decimal | None:
    """``"0.05"``, ``"0,05"``, ``"1"`` → a Decimal; ``None`` for anything else."""
    cleaned = typed.strip()
    if not cleaned or not RATE_PATTERN.fullmatch(cleaned) or cleaned in (".", ","):
        return None
    try:
        return Decimal(cleaned.replace(",", "."))
    except InvalidOperation:  # pragma: no cover (the pattern lets only numbers through)
        return None


def decimal_text(value: Decimal | float, places: int = 2) -> str:
    """A number in the user's language with at least ``places`` decimals (more if it has them)."""
    if isinstance(value, Decimal):
        exponent = value.normalize().as_tuple().exponent
        if isinstance(exponent, int):
            places = max(places, -exponent)
    return QLocale().toString(float(value), "f", places)


class RateValidator(QValidator):
    """Digits with one decimal point or comma, at most four decimals."""

    def validate(self, typed: str, position: int) -> object:
        if not RATE_PATTERN.fullmatch(typed.strip()):
            return QValidator.State.Invalid, typed, position
        if parse_rate(typed) is None:
            return QValidator.State.Intermediate, typed, position
        return QValidator.State.Acceptable, typed, position


class BalancesModel(QAbstractTableModel):
    """One row per player, best total first: points, (distance from the average,) balance."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settlement: Settlement | None = None
        self.order: list[str] = []
        self.currency = ""
        self._bold = QFont()
        self._bold.setBold(True)

    def set_settlement(self, settlement: Settlement | None, currency: str) -> None:
        self.beginResetModel()
        self.settlement = settlement
        self.currency = currency
        self.order = [name for _, name, _ in ranking(settlement.totals)] if settlement else []
        self.endResetModel()

    def retranslate(self) -> None:
        columns = self.columnCount()
        if columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        if self.order and columns:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.order) - 1, columns - 1))

    def money(self, amount: Decimal, signed: bool = True) -> str:
        return money_text(amount, self.currency, signed)

    # Qt model interface -------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.order)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self.settlement is None:
            return 0
        return 4 if self.settlement.against_average else 3

    def _column_kind(self, column: int) -> str:
        kinds = ["player", "points", "balance"]
        if self.settlement is not None and self.settlement.against_average:
            kinds.insert(2, "average")
        return kinds[column] if 0 <= column < len(kinds) else ""

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        kind = self._column_kind(section)
        if not kind:
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            side = Qt.AlignmentFlag.AlignLeft if kind == "player" else Qt.AlignmentFlag.AlignRight
            return int(side | Qt.AlignmentFlag.AlignVCenter)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        titles = {
            "player": self.tr("Player"),
            "points": self.tr("Points"),
            "average": self.tr("Against the average"),
            "balance": self.tr("Balance"),
        }
        return titles[kind]

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        settlement = self.settlement
        if settlement is None or not index.isValid() or not 0 <= index.row() < len(self.order):
            return None
        name = self.order[index.row()]
        kind = self._column_kind(index.column())
        if not kind:
            return None
        balance = settlement.balances[name]
        if role == Qt.ItemDataRole.DisplayRole:
            if kind == "player":
                return name
            if kind == "points":
                return text.signed(settlement.totals[name])
            if kind == "average":
                difference = settlement.totals[name] - settlement.average
                return signed_decimal(difference)
            return self.money(balance)
        if role == AMOUNT_ROLE and kind == "balance":
            return balance
        if role == Qt.ItemDataRole.TextAlignmentRole and kind != "player":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and kind == "balance":
            return self._bold
        if role == Qt.ItemDataRole.ForegroundRole and kind == "balance" and balance < 0:
            return QColor(negative_colour())
        return None


def signed_decimal(value: Fraction) -> str:
    """A difference from the average: +5.33, −0.67, 0.00."""
    number = QLocale().toString(abs(float(value)), "f", 2)
    if round(value, 2) == 0:
        return QLocale().toString(0.0, "f", 2)
    return f"+{number}" if value > 0 else f"−{number}"


def money_text(amount: Decimal, currency: str, signed: bool = False) -> str:
    """ "1.50 €" in the user's language (a real minus sign; "+" when ``signed``)."""
    number = QLocale().toString(abs(float(amount)), "f", 2)
    if amount < 0:
        number = f"−{number}"
    elif signed and amount > 0:
        number = f"+{number}"
    if not currency:
        return number
    template = QCoreApplication.translate("SettlementView", "{amount} {currency}")
    return template.format(amount=number, currency=currency)


def exact_money_text(amount: Fraction, currency: str, places: int = 4) -> str:
    """ "+1.95 €", "−0.125 €", "≈ +0.2667 €": an exact amount with two to ``places``
    decimals, marked as approximate when it has more."""
    scaled = amount * 10**places
    approximate = scaled.denominator != 1
    digits = round(scaled)
    shown = places
    while shown > 2 and digits % 10 == 0 and not approximate:
        digits //= 10
        shown -= 1
    number = QLocale().toString(abs(digits) / 10**shown, "f", shown)
    if digits < 0 or (digits == 0 and amount < 0):
        number = f"−{number}"
    elif amount > 0:
        number = f"+{number}"
    if currency:
        template = QCoreApplication.translate("SettlementView", "{amount} {currency}")
        number = template.format(amount=number, currency=currency)
    if approximate:
        number = QCoreApplication.translate("SettlementView", "≈ {amount}").format(amount=number)
    return number.replace(" ", "\N{NO-BREAK SPACE}")  # one amount never breaks


class FitTable(QTableView):
    """A table exactly as tall as its rows: it never scrolls, the page around it does."""

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        model = self.model()
        rows = model.rowCount() if model is not None else 0
        header = self.horizontalHeader().sizeHint().height()
        height = header + rows * self.verticalHeader().defaultSectionSize() + 2 * self.frameWidth()
        return QSize(hint.width(), height)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(super().minimumSizeHint().width(), self.sizeHint().height())


class SettlementView(QWidget):
    """Rate, currency and rounding; balances; who pays whom; print and PDF.

    ``set_session(session, replay)`` settles an evening (call it again after
    every change). ``set_settings(rate, currency, rounding)`` restores what
    :attr:`settings_changed` reported earlier (all three as plain strings:
    ``"0.05"``, ``"€"``, ``"0.05"``); it is emitted whenever the user changes one.
    """

    settings_changed = Signal(str, str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: SessionFile | None = None
        self.replay: Replay | None = None
        self._settlement: Settlement | None = None
        self._error = ""
        self.folder = QDir.homePath()

        self.rate_edit = QLineEdit(DEFAULT_RATE, self)
        self.rate_edit.setValidator(RateValidator(self.rate_edit))
        self.rate_edit.setMaxLength(11)
        self.rate_edit.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.currency_edit = QLineEdit(DEFAULT_CURRENCY, self)
        self.currency_edit.setMaxLength(8)
        self.rounding_combo = QComboBox(self)
        # The items carry the currency sign: the combo grows with a longer one.
        self.rounding_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for step in ROUNDING_STEPS:
            self.rounding_combo.addItem(step, step)
        self.rounding_combo.setCurrentIndex(ROUNDING_STEPS.index(DEFAULT_ROUNDING))
        for edit in (self.rate_edit, self.currency_edit):
            edit.setMaximumWidth(QFontMetrics(edit.font()).horizontalAdvance("0") * 12 + 16)

        self.rate_label = QLabel(self)
        self.currency_label = QLabel(self)
        self.rounding_label = QLabel(self)
        self.rate_label.setBuddy(self.rate_edit)
        self.currency_label.setBuddy(self.currency_edit)
        self.rounding_label.setBuddy(self.rounding_combo)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self.rate_label, self.rate_edit)
        form.addRow(self.currency_label, self.currency_edit)
        form.addRow(self.rounding_label, self.rounding_combo)

        self.error_label = QLabel(self)
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {negative_colour().name()};")
        self.error_label.hide()

        self.model = BalancesModel(self)
        self.table = FitTable(self)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        font = self.table.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.table.setFont(font)
        rows = self.table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(QFontMetrics(font).height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.model.modelReset.connect(self._stretch_names)

        self.transfers_title = QLabel(self)
        bold = self.transfers_title.font()
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.1)
        self.transfers_title.setFont(bold)
        self.transfers_label = QLabel(self)
        self.transfers_label.setWordWrap(True)
        self.transfers_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        large = self.transfers_label.font()
        large.setPointSizeF(large.pointSizeF() * 1.2)
        self.transfers_label.setFont(large)
        self.note_label = QLabel(self)
        self.note_label.setWordWrap(True)
        self.note_label.hide()
        # Why a balance is not points × rate: the rounding step moved it.
        self.rounding_note_label = QLabel(self)
        self.rounding_note_label.setWordWrap(True)
        self.rounding_note_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
        )
        self.rounding_note_label.hide()

        self.print_button = QPushButton(self)
        self.pdf_button = QPushButton(self)
        for button in (self.print_button, self.pdf_button):
            button.setAutoDefault(False)  # Enter in the rate field presses nothing
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.pdf_button)

        # The page scrolls when the window is too low for it, never the table: a
        # table squeezed below its rows would hide a player until scrolled.
        self.page = QWidget(self)
        page = QVBoxLayout(self.page)
        page.setContentsMargins(0, 0, 0, 0)
        page.addLayout(form)
        page.addWidget(self.error_label)
        page.addWidget(self.table)
        page.addWidget(self.rounding_note_label)
        page.addWidget(self.note_label)
        page.addWidget(self.transfers_title)
        page.addWidget(self.transfers_label)
        page.addStretch(1)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidget(self.page)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.viewport().setAutoFillBackground(False)
        self.page.setAutoFillBackground(False)

        self.setMinimumWidth(360)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll_area, 1)
        layout.addLayout(buttons)

        self.rate_edit.textEdited.connect(self._user_changed)
        self.currency_edit.textEdited.connect(self._user_changed)
        self.rounding_combo.activated.connect(self._user_changed)
        self.print_button.clicked.connect(self.print_with_dialog)
        self.pdf_button.clicked.connect(self.save_pdf_with_dialog)
        self.retranslate()

    # Settings -----------------------------------------------------------------------------

    def rate(self) -> Decimal | None:
        """The rate per point typed, or ``None`` while it is not a number."""
        return parse_rate(self.rate_edit.text())

    def currency(self) -> str:
        return self.currency_edit.text().strip()

    def rounding(self) -> Decimal:
        return Decimal(str(self.rounding_combo.currentData()))

    def settings(self) -> tuple[str, str, str]:
        """``(rate, currency, rounding)`` as :attr:`settings_changed` reports them."""
        rate = self.rate()
        typed = "" if rate is None else format(rate.normalize(), "f")
        return (typed, self.currency(), str(self.rounding_combo.currentData()))

    def set_settings(self, rate: str, currency: str, rounding: str) -> None:
        """Restore remembered settings (unknown or broken values keep the defaults)."""
        parsed = parse_rate(rate)
        if parsed is not None:
            self.rate_edit.setText(decimal_text(parsed, places=0))
        self.currency_edit.setText(currency[:8])
        try:
            step = Decimal(rounding)
        except InvalidOperation:
            step = Decimal(DEFAULT_ROUNDING)
        for index, candidate in enumerate(ROUNDING_STEPS):
            if Decimal(candidate) == step:
                self.rounding_combo.setCurrentIndex(index)
        self._resettle()

    def _user_changed(self) -> None:
        self._resettle()
        if self.rate() is not None:
            self.settings_changed.emit(*self.settings())

    # Data ---------------------------------------------------------------------------------

    def set_session(self, session: SessionFile, replay: Replay | None = None) -> None:
        self.session = session
        self.replay = replay or session.replay()
        self._resettle()

    def settlement(self) -> Settlement | None:
        """The settlement on screen (``None`` without a session or a valid rate)."""
        return self._settlement

    def _resettle(self) -> None:
        self._settlement, self._error = None, ""
        rate = self.rate()
        if self.session is not None and self.replay is not None:
            if rate is None:
                example = QLocale().toString(0.05, "f", 2)
                self._error = self.tr("Type the rate per point as a number, e.g. {example}.")
                self._error = self._error.format(example=example)
            else:
                try:
                    self._settlement = settle_session(
                        self.session, rate, self.rounding(), self.currency(), self.replay
                    )
                except RecordError as error:
                    self._error = text.error_text(error)
        self.model.set_settlement(self._settlement, self.currency())
        self._show()

    def _show(self) -> None:
        self.error_label.setText(self._error)
        self.error_label.setVisible(bool(self._error))
        self.rate_edit.setStyleSheet(
            f"border: 2px solid {negative_colour().name()};" if self.rate() is None else ""
        )
        settlement = self._settlement
        lines = self.transfer_lines()
        if settlement is None:
            self.transfers_label.setText("")
        elif not lines:
            self.transfers_label.setText(self.tr("Nobody pays anything: everyone is even."))
        else:
            self.transfers_label.setText("<br>".join(html.escape(line) for line in lines))
        note = self.note()
        self.note_label.setText(note)
        self.note_label.setVisible(bool(note))
        rounded = self.rounding_note()
        self.rounding_note_label.setText(rounded)
        self.rounding_note_label.setVisible(bool(rounded))
        for index, step in enumerate(ROUNDING_STEPS):
            self.rounding_combo.setItemText(index, money_text(Decimal(step), self.currency()))
        self.print_button.setEnabled(settlement is not None)
        self.pdf_button.setEnabled(settlement is not None)
        self.table.updateGeometry()

    def _stretch_names(self) -> None:
        if self.model.columnCount():
            self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

    def transfer_lines(self) -> list[str]:
        """ "Ben pays Anna 1.50 €", one per transfer."""
        settlement = self._settlement
        if settlement is None:
            return []
        template = self.tr("{payer} pays {payee} {amount}")
        return [
            template.format(
                payer=t.payer, payee=t.payee, amount=money_text(t.amount, settlement.currency)
            )
            for t in settlement.transfers
        ]

    def note(self) -> str:
        """Why and how the evening settles against the average (empty when it does not)."""
        settlement = self._settlement
        if settlement is None or not settlement.against_average:
            return ""
        template = self.tr(
            "These totals do not add up to zero, so everyone settles against the average"
            " of {average} points: whoever is above it receives, whoever is below it pays."
        )
        return template.format(average=QLocale().toString(float(settlement.average), "f", 2))

    def rounded_players(self) -> list[str]:
        """The players whose balance the rounding step moved from points × rate, in
        the order of the table."""
        settlement = self._settlement
        if settlement is None:
            return []
        return [
            name
            for name in self.model.order
            if name in settlement.exact
            and Fraction(settlement.balances[name]) != settlement.exact[name]
        ]

    def rounding_note(self) -> str:
        """Why a balance is not exactly points × rate (empty when the rounding moved none):
        the step, and the exact amount of every player whose balance it moved."""
        settlement = self._settlement
        names = self.rounded_players()
        if settlement is None or not names:
            return ""
        exact = self.tr("{name} {amount}").replace(" ", "\N{NO-BREAK SPACE}")
        amounts = ", ".join(
            exact.format(
                name=name, amount=exact_money_text(settlement.exact[name], settlement.currency)
            )
            for name in names
        )
        template = self.tr(
            "Balances rounded to {step}, still adding up to zero; before rounding: {amounts}."
        )
        return template.format(
            step=money_text(settlement.rounding, settlement.currency), amounts=amounts
        )

    def rate_text(self) -> str:
        """ "0.05 € per point, rounded to 0.05 €"."""
        settlement = self._settlement
        if settlement is None:
            return ""
        template = self.tr("{rate} per point, balances rounded to {step}")
        rate = decimal_text(settlement.rate)
        if settlement.currency:
            rate = self.tr("{amount} {currency}").format(amount=rate, currency=settlement.currency)
        return template.format(rate=rate, step=money_text(settlement.rounding, settlement.currency))

    # Words --------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.rate_label.setText(self.tr("&Rate per point:"))
        self.currency_label.setText(self.tr("&Currency:"))
        self.rounding_label.setText(self.tr("R&ound to:"))
        self.rate_edit.setToolTip(self.tr("What one point is worth, e.g. 0.05 or 0,05."))
        # The rate in the new language's numbers too, as the rounding beside it is
        # ("0,05" stayed beside "0.10 €" after German → English).
        rate = self.rate()
        if rate is not None and not self.rate_edit.hasFocus():
            self.rate_edit.setText(decimal_text(rate, places=0))
        self.transfers_title.setText(self.tr("Who pays whom"))
        self.print_button.setText(self.tr("&Print…"))
        self.pdf_button.setText(self.tr("Save as P&DF…"))
        self.model.retranslate()
        self._resettle()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    # Printing -----------------------------------------------------------------------------

    def game_name(self) -> str:
        return text.game_title(self.session.game) if self.session is not None else ""

    def document_html(self) -> str:
        """The printout: the evening, the standings with each balance, who pays whom."""
        session, settlement = self.session, self._settlement
        if session is None or settlement is None:
            return ""
        e = html.escape
        title = titles.shown(session, QCoreApplication.translate) or self.game_name()
        date = QDate.fromString(session.date, Qt.DateFormat.ISODate)
        when = QLocale().toString(date, QLocale.FormatType.LongFormat) if date.isValid() else ""
        # Deals played as the statistics count them: redeals apart, seatings not at all.
        count = deal_count(session)
        deals = self.tr("%n deal(s) played", "", count.played)
        if count.redeals:
            besides = self.tr("{played}, %n redeal(s) besides", "", count.redeals)
            deals = besides.format(played=deals)
        facts = [when, self.game_name(), deals]
        against = settlement.against_average
        cell = "style='border-bottom: 1px solid #999999'"
        # Texts are translated outside the f-strings: lupdate does not look inside them.
        player, points, balance_word = self.tr("Player"), self.tr("Points"), self.tr("Balance")
        head = [
            "<th></th>",
            f"<th align='left' {cell}>{e(player)}</th>",
            f"<th align='right' {cell}>{e(points)}</th>",
        ]
        if against:
            difference_word = self.tr("Against the average")
            head.append(f"<th align='right' {cell}>{e(difference_word)}</th>")
        head.append(f"<th align='right' {cell}>{e(balance_word)}</th>")
        rows = ["<tr>" + "".join(head) + "</tr>"]
        for rank, name, total in ranking(settlement.totals):
            balance = settlement.balances[name]
            cells = [
                f"<td align='right'>{rank}.</td>",
                f"<td>{e(name)}</td>",
                f"<td align='right'>{e(text.signed(total))}</td>",
            ]
            if against:
                difference = signed_decimal(total - settlement.average)
                cells.append(f"<td align='right'>{e(difference)}</td>")
            colour = " style='color:#c62828'" if balance < 0 else ""
            amount = e(money_text(balance, settlement.currency, True))
            cells.append(f"<td align='right'{colour}><b>{amount}</b></td>")
            rows.append("<tr>" + "".join(cells) + "</tr>")
        lines = self.transfer_lines() or [self.tr("Nobody pays anything: everyone is even.")]
        transfers = "".join(f"<li>{e(line)}</li>" for line in lines)
        note = f"<p><i>{e(self.note())}</i></p>" if self.note() else ""
        rounded = f"<p><i>{e(self.rounding_note())}</i></p>" if self.rounding_note() else ""
        standings, who_pays = self.tr("Standings and balances"), self.tr("Who pays whom")
        return (
            "<html><body style='font-family: sans-serif; font-size: 11pt'>"
            f"<h1>{e(title)}</h1>"
            f"<p>{e(' · '.join(part for part in facts if part))}</p>"
            f"<h2>{e(standings)}</h2>"
            f"<table cellspacing='0' cellpadding='6' width='75%'>{''.join(rows)}</table>"
            f"<p>{e(self.rate_text())}</p>{rounded}{note}"
            f"<h2>{e(who_pays)}</h2><ul>{transfers}</ul>"
            "</body></html>"
        )

    def print_document(self, printer: QPrinter) -> None:
        """Print :meth:`document_html` on ``printer`` (a real one or a PDF file)."""
        document = QTextDocument()
        document.setHtml(self.document_html())
        document.print_(printer)

    def save_pdf(self, path: str | Path) -> None:
        """Write the printout to a PDF file at ``path``."""
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(path))
        printer.setDocName(self.tr("Settling up"))
        self.print_document(printer)

    def print_with_dialog(self) -> None:
        """Print… : the system's print dialog, then the printout."""
        if self._settlement is None:
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        dialog.setWindowTitle(self.tr("Print the settlement"))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.print_document(printer)

    def default_pdf_name(self) -> str:
        session = self.session
        stem = ""
        if session is not None:
            title = titles.shown(session, QCoreApplication.translate).strip()
            # "Doppelkopf 2026-11-23" already names its date: once is enough.
            stem = title if session.date in title else f"{session.date} {title}".strip()
        stem = re.sub(r'[\\/:*?"<>|]+', "-", stem) or self.tr("Settling up")
        return self.tr("{name} – settling up.pdf").format(name=stem)

    def save_pdf_with_dialog(self) -> None:
        """Save as PDF… : ask where, then write the PDF there."""
        if self._settlement is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the settlement as PDF"),
            str(Path(self.folder) / self.default_pdf_name()),
            self.tr("PDF files (*.pdf)"),
        )
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        self.save_pdf(path)
        self.folder = str(Path(path).parent)
