"""The league window's tables: standings, a player's evenings, the season's and the
years' statistics, the money's balances and who pays whom.

One small model class does the work (:class:`RowsModel`: rows of raw values,
each column of a kind that says how it is written); each table names its columns
in its own translation context. ``RAW_ROLE`` gives the value behind a cell (a
number, a date, a :class:`~decimal.Decimal`) for tests and sorting.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from fractions import Fraction

from PySide6.QtCore import (
    QAbstractTableModel,
    QDate,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from schreiber.club.league import Standing, shown
from schreiber.club.league_data import (
    PlayerEvening,
    PlayerSeason,
    YearRow,
    exact_amount,
    money_order,
)
from schreiber.club.money import POT, SeasonMoney

Index = QModelIndex | QPersistentModelIndex
RAW_ROLE = Qt.ItemDataRole.UserRole + 1
SESSION_ROLE = Qt.ItemDataRole.UserRole + 2
LEFT_KINDS = frozenset({"name", "text", "date"})


def signed_number(value: int | float | Fraction | None, places: int = 0) -> str:
    """+12, −3.50, 0 with the language's digits; "–" for none."""
    if value is None:
        return "–"
    if isinstance(value, Fraction):
        value = int(value) if value.denominator == 1 else float(value)
        places = 0 if isinstance(value, int) else 2
    if isinstance(value, float) and places == 0 and not value.is_integer():
        places = 2
    if places:
        number = QLocale().toString(abs(float(value)), "f", places)
        if round(float(value), places) == 0:
            return QLocale().toString(0.0, "f", places)
    else:
        number = QLocale().toString(abs(int(value)))
    return f"+{number}" if value > 0 else f"−{number}" if value < 0 else number


def short_date(date: str) -> str:
    """An ISO date in the language's short form; anything else as given."""
    parsed = QDate.fromString(date, Qt.DateFormat.ISODate)
    if not parsed.isValid():
        return date
    return QLocale().toString(parsed, QLocale.FormatType.ShortFormat)


def money_amount(amount: Decimal, currency: str, signed: bool = True) -> str:
    from schreiber.ui.evening.settlement import money_text

    return money_text(amount, currency, signed)


class RowsModel(QAbstractTableModel):
    """Rows of raw values under columns of a kind; read only."""

    KINDS: tuple[str, ...] = ()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[object, ...]] = []
        self.currency = ""
        self._bold = QFont()
        self._bold.setBold(True)

    def headers(self) -> list[str]:  # pragma: no cover (every table names its columns)
        return list(self.KINDS)

    def set_rows(self, rows: Sequence[tuple[object, ...]]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def retranslate(self) -> None:
        """Say the headers and cells again (a language or a locale changed)."""
        if self.KINDS:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.KINDS) - 1)
        if self.rows:
            bottom_right = self.index(len(self.rows) - 1, len(self.KINDS) - 1)
            self.dataChanged.emit(self.index(0, 0), bottom_right)

    # Qt model interface -------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.KINDS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.KINDS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(self._alignment(self.KINDS[section]))
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    @staticmethod
    def _alignment(kind: str) -> Qt.AlignmentFlag:
        side = Qt.AlignmentFlag.AlignLeft if kind in LEFT_KINDS else Qt.AlignmentFlag.AlignRight
        return side | Qt.AlignmentFlag.AlignVCenter

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        if not 0 <= index.column() < len(self.KINDS):
            return None
        row = self.rows[index.row()]
        kind = self.KINDS[index.column()]
        value = row[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.display(kind, value)
        if role == RAW_ROLE:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(self._alignment(kind))
        return self.extra(index.row(), index.column(), value, role)

    def display(self, kind: str, value: object) -> str:
        if value is None:
            return "–" if kind not in LEFT_KINDS and kind != "rank" else ""
        if kind in ("name", "text"):
            return str(value)
        if kind == "date":
            return short_date(str(value))
        if kind in ("count", "rank", "place"):
            assert isinstance(value, int)
            return QLocale().toString(value)
        if kind in ("signed", "score"):
            assert isinstance(value, int | float | Fraction)
            return signed_number(value)
        if kind == "money":
            assert isinstance(value, Decimal)
            return money_amount(value, self.currency)
        return str(value)  # pragma: no cover (every kind is named above)

    def extra(self, row: int, column: int, value: object, role: int) -> object:
        """Other roles of a cell (colours, fonts, tooltips): none by default."""
        return None


def muted() -> QColor:
    return QApplication.palette().color(QPalette.ColorRole.PlaceholderText)


class StandingsModel(RowsModel):
    """The league table: rank, player, score, evenings, deals; the unranked last,
    without a rank, in grey."""

    KINDS = ("rank", "name", "score", "count", "count")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.standings: list[Standing] = []
        self.min_evenings = 0

    def set_standings(self, standings: Sequence[Standing], min_evenings: int = 0) -> None:
        self.standings = list(standings)
        self.min_evenings = min_evenings
        self.set_rows(
            [(s.rank, s.player, shown(s.score), s.evenings, s.deals) for s in self.standings]
        )

    def headers(self) -> list[str]:
        return [
            self.tr("Rank"),
            self.tr("Player"),
            self.tr("Score"),
            self.tr("Evenings"),
            self.tr("Deals"),
        ]

    def player_row(self, name: str) -> int:
        """The row of ``name`` (−1 when not in the table)."""
        for row, standing in enumerate(self.standings):
            if standing.player == name:
                return row
        return -1

    def extra(self, row: int, column: int, value: object, role: int) -> object:
        standing = self.standings[row]
        if role == Qt.ItemDataRole.FontRole and column == 2:
            return self._bold
        if standing.rank is None:
            if role == Qt.ItemDataRole.ForegroundRole:
                return muted()
            if role == Qt.ItemDataRole.ToolTipRole:
                return self.tr("Not ranked: {played} of {needed} evenings played").format(
                    played=QLocale().toString(standing.evenings),
                    needed=QLocale().toString(self.min_evenings),
                )
        return None


class EveningsModel(RowsModel):
    """One player's evenings of the season: date, title, points, deals, place."""

    KINDS = ("date", "text", "signed", "count", "place")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.evenings: list[PlayerEvening] = []

    def set_evenings(self, evenings: Sequence[PlayerEvening]) -> None:
        self.evenings = list(evenings)
        self.set_rows([(e.date, e.title, e.points, e.deals, e.place) for e in self.evenings])

    def headers(self) -> list[str]:
        return [
            self.tr("Date"),
            self.tr("Title"),
            self.tr("Points"),
            self.tr("Deals"),
            self.tr("Place"),
        ]

    def extra(self, row: int, column: int, value: object, role: int) -> object:
        evening = self.evenings[row]
        if role == SESSION_ROLE:
            return evening.session_id
        if role == Qt.ItemDataRole.ToolTipRole and column == 4 and evening.night:
            return self.tr("Place {place} of {size} at the club night").format(
                place=QLocale().toString(evening.place),
                size=QLocale().toString(evening.table_size),
            )
        if role == Qt.ItemDataRole.ToolTipRole and column == 4:
            return self.tr("Place {place} of {size} at the table").format(
                place=QLocale().toString(evening.place),
                size=QLocale().toString(evening.table_size),
            )
        return None


class SeasonStatsModel(RowsModel):
    """Each player's season: evenings, deals, points, best (and its date) and worst
    evening, solos played and won."""

    KINDS = ("name", "count", "count", "signed", "signed", "date", "signed", "count", "count")

    def set_players(self, players: Sequence[PlayerSeason]) -> None:
        self.set_rows(
            [
                (
                    p.player,
                    p.evenings,
                    p.deals,
                    p.points,
                    p.best_evening,
                    p.best_date,
                    p.worst_evening,
                    p.solos,
                    p.solos_won,
                )
                for p in players
            ]
        )

    def headers(self) -> list[str]:
        return [
            self.tr("Player"),
            self.tr("Evenings"),
            self.tr("Deals"),
            self.tr("Points"),
            self.tr("Best evening"),
            self.tr("On"),
            self.tr("Worst evening"),
            self.tr("Solos"),
            self.tr("Solos won"),
        ]


class YearsModel(RowsModel):
    """Each player's figures per season, over every season."""

    KINDS = ("text", "name", "count", "count", "signed", "signed", "count", "count")

    def set_years(self, rows: Sequence[YearRow]) -> None:
        self.set_rows(
            [
                (
                    r.season,
                    r.player,
                    r.evenings,
                    r.deals,
                    r.points,
                    r.best_evening,
                    r.solos,
                    r.solos_won,
                )
                for r in rows
            ]
        )

    def headers(self) -> list[str]:
        return [
            self.tr("Season"),
            self.tr("Player"),
            self.tr("Evenings"),
            self.tr("Deals"),
            self.tr("Points"),
            self.tr("Best evening"),
            self.tr("Solos"),
            self.tr("Solos won"),
        ]


def party_name(name: str) -> str:
    """A party of the transfers: a player's name, or the club pot's in words."""
    if name == POT:
        return QApplication.translate("MoneyModel", "Club pot")
    return name


class MoneyModel(RowsModel):
    """Each player's money across the season: evenings, before the pot, balance;
    the pot last, as a party of its own. With prizes (club nights) two more
    columns: what each paid into the pot, and the prizes each won."""

    KINDS: tuple[str, ...] = ("name", "count", "money", "money")
    PRIZE_KINDS: tuple[str, ...] = ("name", "count", "money", "money", "money", "money")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.money: SeasonMoney | None = None

    def set_money(self, money: SeasonMoney | None) -> None:
        self.money = money
        self.currency = money.rules.currency if money is not None else ""
        rows: list[tuple[object, ...]] = []
        prizes = money is not None and money.rules.has_prizes
        if money is not None:
            step = money.rules.rounding
            for name in money_order(money):
                before = money.before_pot[name]
                row: tuple[object, ...] = (
                    name,
                    money.attended[name],
                    exact_amount(before, step),
                    money.balances[name],
                )
                if prizes:
                    row += (
                        exact_amount(money.fees.get(name, Fraction(0)), step),
                        exact_amount(money.prizes.get(name, Fraction(0)), step),
                    )
                rows.append(row)
            if money.rules.pot != "none":
                rows.append((POT, None, None, money.pot, *((None, None) if prizes else ())))
        self.beginResetModel()
        self.KINDS = self.PRIZE_KINDS if prizes else type(self).KINDS
        self.rows = rows
        self.endResetModel()

    def headers(self) -> list[str]:
        return [
            self.tr("Player"),
            self.tr("Evenings"),
            self.tr("Before the pot"),
            self.tr("Balance"),
            self.tr("To the pot"),
            self.tr("Prizes"),
        ][: len(self.KINDS)]

    def display(self, kind: str, value: object) -> str:
        if kind == "name" and value == POT:
            return party_name(POT)
        if value is None:
            return ""
        return super().display(kind, value)

    def extra(self, row: int, column: int, value: object, role: int) -> object:
        if role == Qt.ItemDataRole.FontRole and column == 3:
            return self._bold
        if role == Qt.ItemDataRole.ForegroundRole and isinstance(value, Decimal) and value < 0:
            from schreiber.ui.sheet.model import negative_colour

            return QColor(negative_colour())
        return None


class TransfersModel(RowsModel):
    """Who pays whom at the season's end: from, to, amount; the pot by name."""

    KINDS = ("name", "name", "money")

    def set_money(self, money: SeasonMoney | None) -> None:
        self.currency = money.rules.currency if money is not None else ""
        transfers = money.transfers if money is not None else ()
        self.set_rows([(t.payer, t.payee, t.amount) for t in transfers])

    def headers(self) -> list[str]:
        return [self.tr("Pays"), self.tr("To"), self.tr("Amount")]

    def display(self, kind: str, value: object) -> str:
        if kind == "name":
            return party_name(str(value))
        if kind == "money":
            assert isinstance(value, Decimal)
            return money_amount(value, self.currency, signed=False)
        return super().display(kind, value)  # pragma: no cover
