"""Statistics of the evening, or of all evenings of the same players, in three tables.

* **Players** — one column per player, one row per statistic (deals won,
  points per deal, best deal, won as Re or as soloist, solos by kind,
  announcements, bonuses …). Rows read down like the score sheet's columns.
* **The table** — the evening as a whole: how the deals ended, the games or
  contracts played, Bock, the game values.
* **Partners** — every pair of players who sat on the same side, most deals
  won together first.

The numbers come from :mod:`schreiber.stats` (pure Python); this module only puts
them into words. The scope switch shows this evening or every evening of the
same game and players (:func:`evenings_of_group` reads them from the store);
the group is read only when that scope is chosen. The words that differ by
game (Re and Kontra or soloist and defenders, the kinds of deal) are the game's
own (:meth:`~schreiber.ui.common.game_ui.GameUi.side_titles` …).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QRadioButton,
    QSizePolicy,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from schreiber.games.common import Replay
from schreiber.games.errors import RecordError
from schreiber.games.registry import game as game_of
from schreiber.session.file import SessionFile
from schreiber.session.service import session_from_data
from schreiber.stats import DealCount, PlayerStats, Record, SessionStats, TableStats, deal_count
from schreiber.stats.statistics import group_key, session_stats, sessions_stats
from schreiber.store.core import StoreCore, StoreError
from schreiber.ui.common import text
from schreiber.ui.common.game_ui import DEFAULT_GAME, game_ui
from schreiber.ui.common.widgets import is_language_change

Index = QModelIndex | QPersistentModelIndex
# The number behind a cell (int, float or None), for tests and sorting.
RAW_ROLE = Qt.ItemDataRole.UserRole + 1
EVENING = "evening"
ALL = "all"

Group = Sequence[SessionFile] | Callable[[], Sequence[SessionFile]]


# Numbers in the user's language ----------------------------------------------------


def whole(value: int) -> str:
    return QLocale().toString(value)


def points(value: int | None) -> str:
    """+12, −3, 0 (a real minus sign), digits grouped as the language does; "–" for none."""
    if value is None:
        return "–"
    number = QLocale().toString(abs(value))
    return f"+{number}" if value > 0 else f"−{number}" if value < 0 else number


def average(value: float | None) -> str:
    """Points per deal with two decimals, signed; "–" before the first deal."""
    if value is None:
        return "–"
    number = QLocale().toString(abs(value), "f", 2)
    if round(value, 2) == 0:
        return QLocale().toString(0.0, "f", 2)
    return f"+{number}" if value > 0 else f"−{number}"


def percent(count: int, total: int) -> str:
    return QLocale().toString(100 * count / total if total else 0.0, "f", 0)


def share(count: int, total: int) -> str:
    """ "4 (57 %)": a count and its share of ``total``."""
    template = QCoreApplication.translate("StatisticsView", "{count} ({percent} %)")
    return template.format(count=whole(count), percent=percent(count, total))


def won_of(record: Record) -> str:
    """ "3 of 4": deals won of the deals played."""
    template = QCoreApplication.translate("StatisticsView", "{won} of {played}")
    return template.format(won=whole(record.won), played=whole(record.played))


def solo_cell(record: Record | None) -> str:
    """ "1 of 2 (+12)": solos won of played, and the soloist's points; "–" for none."""
    if record is None or not record.played:
        return "–"
    template = QCoreApplication.translate("StatisticsView", "{won} of {played} ({points})")
    return template.format(
        won=whole(record.won), played=whole(record.played), points=points(record.points)
    )


def kind_label(game: str, kind: str) -> str:
    """A solo or game kind in words: a Doppelkopf game type, a Schafkopf contract
    (with its trump: ``solo.hearts``), a Crescendo trump (the game's own words)."""
    return game_ui(game).kind_label(kind)


# The models ----------------------------------------------------------------------------


@dataclass
class Row:
    """One line of a statistics table: a label and one text per column after it."""

    label: str
    cells: list[str] = field(default_factory=list)
    raw: list[object] = field(default_factory=list)
    tooltip: str = ""
    heading: bool = False
    bold: bool = False


class RowsModel(QAbstractTableModel):
    """Rows of texts built from a :class:`SessionStats`; column 0 is the label.

    Subclasses build the rows (``_rows``) and the column titles (``_titles``)
    in the current language; :meth:`retranslate` builds them again in place.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.stats: SessionStats | None = None
        self.rows: list[Row] = []
        self._titles_now: list[str] = []
        self._bold = QFont()
        self._bold.setBold(True)

    def set_stats(self, stats: SessionStats | None) -> None:
        self.beginResetModel()
        self.stats = stats
        self._build()
        self.endResetModel()

    def retranslate(self) -> None:
        """Labels and cells again in the current language; rows and selection stay."""
        count = len(self.rows)
        self._build()
        if len(self.rows) != count:  # not expected: the rows do not depend on the language
            self.beginResetModel()
            self.endResetModel()
            return
        columns = self.columnCount()
        if columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        if self.rows and columns:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, columns - 1))

    def _build(self) -> None:
        self.rows = self._rows() if self.stats is not None else []
        self._titles_now = self._titles() if self.stats is not None else []

    def _rows(self) -> list[Row]:
        return []

    def _titles(self) -> list[str]:
        return []

    def texts(self) -> list[list[str]]:
        """Every row as shown (label first), for tests and printing."""
        return [[row.label, *row.cells] for row in self.rows]

    def row_of(self, label: str) -> Row | None:
        return next((row for row in self.rows if row.label == label), None)

    # Qt model interface -------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._titles_now)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role == Qt.ItemDataRole.TextAlignmentRole and orientation == Qt.Orientation.Horizontal:
            side = Qt.AlignmentFlag.AlignRight if section else Qt.AlignmentFlag.AlignLeft
            return int(side | Qt.AlignmentFlag.AlignVCenter)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if 0 <= section < len(self._titles_now):
                return self._titles_now[section]
            return None
        return section + 1 if 0 <= section < len(self.rows) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row, column = self.rows[index.row()], index.column()
        if not 0 <= column < len(self._titles_now):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return row.label
            return row.cells[column - 1] if column - 1 < len(row.cells) else ""
        if role == RAW_ROLE and column > 0:
            return row.raw[column - 1] if column - 1 < len(row.raw) else None
        if role == Qt.ItemDataRole.ToolTipRole and column == 0 and row.tooltip:
            return row.tooltip
        if role == Qt.ItemDataRole.FontRole and (row.heading or row.bold):
            return self._bold
        if role == Qt.ItemDataRole.BackgroundRole and row.heading:
            return QGuiApplication.palette().brush(QPalette.ColorRole.Window)
        if role == Qt.ItemDataRole.TextAlignmentRole and column > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class PlayerStatsModel(RowsModel):
    """Statistics as rows, players as columns."""

    def _titles(self) -> list[str]:
        assert self.stats is not None
        return [self.tr("Statistic"), *self.stats.players]

    def _rows(self) -> list[Row]:
        stats = self.stats
        assert stats is not None
        people = list(stats.players.values())
        game = stats.game

        def row(
            label: str,
            cell: Callable[[PlayerStats], str],
            raw: Callable[[PlayerStats], object],
            tooltip: str = "",
        ) -> Row:
            return Row(label, [cell(p) for p in people], [raw(p) for p in people], tooltip)

        def heading(label: str) -> Row:
            return Row(label, ["" for _ in people], [None for _ in people], heading=True)

        rows = [
            row(self.tr("Total"), lambda p: points(p.total), lambda p: p.total),
            row(self.tr("Deals played"), lambda p: whole(p.deals.played), lambda p: p.deals.played),
            row(
                self.tr("Won"),
                lambda p: share(p.deals.won, p.deals.played),
                lambda p: p.deals.won,
            ),
            row(
                self.tr("Lost"),
                lambda p: share(p.deals.lost, p.deals.played),
                lambda p: p.deals.lost,
            ),
        ]
        if stats.table.drawn:
            rows.append(
                row(
                    self.tr("Drawn"),
                    lambda p: share(p.deals.drawn, p.deals.played),
                    lambda p: p.deals.drawn,
                )
            )
        rows += [
            row(
                self.tr("Points per deal"),
                lambda p: average(p.average),
                lambda p: p.average,
                self.tr("The player's points divided by the deals they played."),
            ),
            row(self.tr("Best deal"), lambda p: points(p.best), lambda p: p.best),
            row(self.tr("Worst deal"), lambda p: points(p.worst), lambda p: p.worst),
            row(
                self.tr("Longest winning streak"),
                lambda p: whole(p.longest_streak),
                lambda p: p.longest_streak,
                self.tr("Most deals won in a row; sitting out and redeals do not break it."),
            ),
            row(
                self.tr("Current winning streak"),
                lambda p: whole(p.current_streak),
                lambda p: p.current_streak,
            ),
        ]
        if any(p.sat_out for p in people):
            rows.append(row(self.tr("Sat out"), lambda p: whole(p.sat_out), lambda p: p.sat_out))
        if stats.table.redeals:
            rows.append(row(self.tr("Redeals"), lambda p: whole(p.redeals), lambda p: p.redeals))
        rows += self._side_rows(game, row, heading)
        rows += self._solo_rows(game, people, row, heading)
        rows += self._said_rows(people, row, heading)
        return rows

    def _side_rows(
        self,
        game: str,
        row: Callable[..., Row],
        heading: Callable[[str], Row],
    ) -> list[Row]:
        titles = game_ui(game).side_titles()
        return [
            heading(titles[0]),
            row(titles[1], lambda p: won_of(p.attacking), lambda p: p.attacking.won),
            row(titles[2], lambda p: points(p.attacking.points), lambda p: p.attacking.points),
            row(titles[3], lambda p: won_of(p.defending), lambda p: p.defending.won),
            row(titles[4], lambda p: points(p.defending.points), lambda p: p.defending.points),
        ]

    def _solo_rows(
        self,
        game: str,
        people: list[PlayerStats],
        row: Callable[..., Row],
        heading: Callable[[str], Row],
    ) -> list[Row]:
        assert self.stats is not None
        kinds = list(self.stats.table.solos)
        if not kinds:
            return []
        bids = game_of(game).bids  # every deal a bid: counted as bids, not solos
        if bids:
            title = self.tr("Bids by trump (won of played)")
        else:
            title = self.tr("Solos (won of played)")
        rows = [heading(title)]
        for kind in kinds:
            rows.append(
                row(
                    kind_label(game, kind),
                    lambda p, k=kind: solo_cell(p.solos.get(k)),
                    lambda p, k=kind: p.solos[k].won if k in p.solos else None,
                )
            )
        if len(kinds) > 1:
            rows.append(
                row(
                    self.tr("All bids") if bids else self.tr("All solos"),
                    lambda p: solo_cell(p.solo_record),
                    lambda p: p.solo_record.won,
                )
            )
        return rows

    def _said_rows(
        self,
        people: list[PlayerStats],
        row: Callable[..., Row],
        heading: Callable[[str], Row],
    ) -> list[Row]:
        """Announcements and bonuses, in a game that has them."""
        assert self.stats is not None
        rows = []
        words = list(self.stats.table.announcements)
        if words:
            rows.append(heading(self.tr("Announcements (held of made)")))
            for word in words:
                rows.append(
                    row(
                        text.word(word),
                        lambda p, w=word: self._announced(p, w),
                        lambda p, w=word: p.announcements[w].held if w in p.announcements else 0,
                    )
                )
        kinds = list(self.stats.table.bonuses)
        if kinds:
            rows.append(heading(self.tr("Bonuses (caught / given away)")))
            for kind in kinds:
                rows.append(
                    row(
                        text.bonus(kind),
                        lambda p, k=kind: self.tr("{caught} / {given}").format(
                            caught=whole(p.bonuses_caught.get(k, 0)),
                            given=whole(p.bonuses_given.get(k, 0)),
                        ),
                        lambda p, k=kind: p.bonuses_caught.get(k, 0),
                    )
                )
        return rows

    def _announced(self, player: PlayerStats, word: str) -> str:
        said = player.announcements.get(word)
        if said is None or not said.made:
            return "–"
        return self.tr("{held} of {made}").format(held=whole(said.held), made=whole(said.made))


class TableStatsModel(RowsModel):
    """The whole table's evening: a statistic and its value."""

    def _titles(self) -> list[str]:
        return [self.tr("Statistic"), self.tr("Value")]

    def _rows(self) -> list[Row]:
        stats = self.stats
        assert stats is not None
        table = stats.table
        game = stats.game

        def row(label: str, cell: str, raw: object, tooltip: str = "") -> Row:
            return Row(label, [cell], [raw], tooltip)

        def heading(label: str) -> Row:
            return Row(label, [""], [None], heading=True)

        rows = []
        if stats.sessions > 1:
            rows.append(row(self.tr("Evenings"), whole(stats.sessions), stats.sessions))
        rows.append(
            row(
                self.tr("Deals played"),
                whole(table.deals),
                table.deals,
                self.tr("The deals that were scored; redeals and changes of seating are none."),
            )
        )
        if table.redeals:
            rows.append(
                row(
                    self.tr("Redeals"),
                    whole(table.redeals),
                    table.redeals,
                    self.tr("Deals thrown in and dealt again: they score nothing."),
                )
            )
        ui = game_ui(game)
        attack, defence = ui.sides_won()
        rows.append(row(attack, share(table.attack_won, table.deals), table.attack_won))
        rows.append(row(defence, share(table.defence_won, table.deals), table.defence_won))
        if table.drawn:
            rows.append(row(self.tr("Drawn"), share(table.drawn, table.deals), table.drawn))
        rows += self._kind_rows(game, table, row, heading)
        rows += self._said_rows(game, table, row, heading)
        value_titles = ui.value_titles()
        value = table.average_value
        rows.append(
            row(
                value_titles[0],
                "–" if value is None else QLocale().toString(value, "f", 2),
                value,
            )
        )
        highest = table.highest_value
        rows.append(row(value_titles[1], "–" if highest is None else whole(highest), highest))
        return rows

    def _kind_rows(
        self,
        game: str,
        table: TableStats,
        row: Callable[..., Row],
        heading: Callable[[str], Row],
    ) -> list[Row]:
        if not table.kinds:
            return []
        rows = [heading(game_ui(game).kinds_title())]
        for kind, count in table.kinds.items():
            rows.append(row(kind_label(game, kind), share(count, table.deals), count))
        solos = sum(table.solos.values(), Record())
        if solos.played and not game_of(game).bids:
            rows.append(row(self.tr("Solos won"), won_of(solos), solos.won))
        return rows

    def _said_rows(
        self,
        game: str,
        table: TableStats,
        row: Callable[..., Row],
        heading: Callable[[str], Row],
    ) -> list[Row]:
        rows = []
        if table.compulsory_solos:
            rows.append(
                row(
                    self.tr("Compulsory solos"),
                    whole(table.compulsory_solos),
                    table.compulsory_solos,
                )
            )
        if table.announcements:
            rows.append(heading(self.tr("Announcements (held of made)")))
            for word, said in table.announcements.items():
                cell = self.tr("{held} of {made}").format(
                    held=whole(said.held), made=whole(said.made)
                )
                rows.append(row(text.word(word), cell, said.made))
        if table.bonuses:
            rows.append(heading(self.tr("Bonuses")))
            for kind, count in table.bonuses.items():
                rows.append(row(text.bonus(kind), whole(count), count))
        if table.bock_deals or table.bock_triggers:
            rows.append(heading(self.tr("Bock")))
            bock = table.bock_deals
            rows.append(row(self.tr("Bock deals"), share(bock, table.deals), bock))
            if table.max_bock_level:
                factor = 2**table.max_bock_level
                rows.append(row(self.tr("Highest Bock"), f"×{factor}", table.max_bock_level))
            for code, count in table.bock_triggers.items():
                trigger = game_ui(game).bock_trigger(code)
                label = self.tr("Bock started by: {trigger}").format(trigger=trigger)
                rows.append(row(label, whole(count), count))
        return rows


class PairsModel(RowsModel):
    """Pairs of players on the same side, most deals won together first."""

    def _titles(self) -> list[str]:
        return [
            self.tr("Together"),
            self.tr("Deals"),
            self.tr("Won"),
            self.tr("Points"),
        ]

    def _rows(self) -> list[Row]:
        assert self.stats is not None
        table = self.stats.table
        best = {pair.players for pair in table.best_partners}
        pairs = [pair for pair in table.pairs if pair.together.played]
        pairs.sort(key=lambda pair: (-pair.together.won, -pair.together.points))
        rows = []
        for pair in pairs:
            record = pair.together
            names = self.tr("{first} & {second}").format(
                first=pair.players[0], second=pair.players[1]
            )
            rows.append(
                Row(
                    names,
                    [whole(record.played), share(record.won, record.played), points(record.points)],
                    [record.played, record.won, record.points],
                    bold=pair.players in best,
                )
            )
        return rows


# The tables ------------------------------------------------------------------------------


class StatsTable(QTableView):
    """A statistics table whose every column is as wide as its widest text (the
    header's too), so no cell is ever cut off with "…". Width left over goes to
    the ``stretch`` columns (the players, or the label); when the texts need more
    than there is, the table scrolls sideways instead of cutting them."""

    def __init__(self, model: RowsModel, stretch_label: bool, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.stretch_label = stretch_label
        self.setModel(model)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(False)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        model.modelReset.connect(self.span_headings)
        for signal in (model.modelReset, model.dataChanged, model.headerDataChanged):
            signal.connect(self.fit_columns)

    def span_headings(self) -> None:
        """A section's title ("Bonuses (caught / given away)") runs across the row,
        so the label column need only be as wide as the labels: in German the titles
        widened it until seven players' columns scrolled sideways at 1280×720."""
        self.clearSpans()
        model = self.model()
        if not isinstance(model, RowsModel) or model.columnCount() < 2:
            return
        for row, entry in enumerate(model.rows):
            if entry.heading:
                self.setSpan(row, 0, 1, model.columnCount())

    def content_widths(self) -> list[int]:
        """The width each column needs to show every text whole (a section's title,
        across the row, is not the label column's)."""
        model = self.model()
        header = self.horizontalHeader()
        if model is None:
            return []
        widths = [
            max(self.sizeHintForColumn(column), header.sectionSizeHint(column))
            for column in range(model.columnCount())
        ]
        if widths and isinstance(model, RowsModel) and model.columnCount() > 1:
            labels = [
                self.sizeHintForIndex(model.index(row, 0)).width()
                for row, entry in enumerate(model.rows)
                if not entry.heading
            ]
            grid = 1 if self.showGrid() else 0
            widths[0] = max([header.sectionSizeHint(0), *(width + grid for width in labels)])
        return widths

    def fit_columns(self) -> None:
        widths = self.content_widths()
        if not widths:
            return
        spare = self.viewport().width() - sum(widths)
        stretch = [0] if self.stretch_label or len(widths) == 1 else list(range(1, len(widths)))
        if spare > 0:  # the stretched columns share what is left over evenly
            share, rest = divmod(spare, len(stretch))
            for i, column in enumerate(stretch):
                widths[column] += share + (1 if i < rest else 0)
        header = self.horizontalHeader()
        for column, width in enumerate(widths):
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)

    def text_margin(self) -> int:
        """The room the item delegate leaves on each side of a cell's text."""
        return self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1

    def sizeHint(self) -> QSize:  # noqa: N802
        """As wide as the columns need (and a vertical scroll bar), so a layout can
        give the table what it needs before the rest."""
        hint = super().sizeHint()
        width = sum(self.content_widths()) + 2 * self.frameWidth()
        width += self.verticalScrollBar().sizeHint().width()
        return QSize(max(width, 120), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (the viewport's size)
        super().resizeEvent(event)
        self.fit_columns()


# Reading a group's evenings ------------------------------------------------------------


def evenings_of_group(store: StoreCore, session_id: int) -> list[SessionFile]:
    """Every stored evening (archived ones too) of the same game and the same
    players as session ``session_id``, oldest first (by date, then as created),
    that session included. Evenings that no longer read are left out. The players
    are everyone who sat at the table (:func:`~schreiber.stats.statistics.group_key`): an
    evening with a late arrival belongs to the group of everyone who sat."""
    current = session_from_data(store.sessions.load_session(session_id))
    key = group_key(current)
    seated = set(key[1])
    infos = [
        info  # the starting players of an evening of the group are some of its players
        for info in store.sessions.list_sessions(include_archived=True)
        if info.game == current.game and set(info.players) <= seated
    ]
    infos.sort(key=lambda info: (info.date, info.id))
    sessions = []
    for info in infos:
        try:
            session = session_from_data(store.sessions.load_session(info.id))
        except (StoreError, RecordError):
            continue
        if group_key(session) == key:
            sessions.append(session)
    return sessions


# The view ---------------------------------------------------------------------------------


class StatisticsView(QWidget):
    """Players, table and partners of this evening or of all evenings of these players.

    ``set_sessions(current, group, replay)`` shows ``current``; ``group`` (the
    group's evenings, the current one included, or a callable returning them —
    it is called only when the scope "all evenings" is chosen) feeds the other
    scope. :attr:`scope_changed` reports ``"evening"`` or ``"all"``.
    """

    scope_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._current: SessionFile | None = None
        self._replay: Replay | None = None
        self._group: Group = ()
        self._group_stats: SessionStats | None = None
        self._group_count: int | None = None
        self._group_error = ""

        self.player_model = PlayerStatsModel(self)
        self.table_model = TableStatsModel(self)
        self.pairs_model = PairsModel(self)

        self.evening_button = QRadioButton(self)
        self.all_button = QRadioButton(self)
        self.evening_button.setChecked(True)
        self.scope_group = QButtonGroup(self)
        self.scope_group.addButton(self.evening_button)
        self.scope_group.addButton(self.all_button)
        self.scope_note = QLabel(self)
        self.scope_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.evening_button.toggled.connect(self._scope_toggled)

        self.players_view = self._table_view(self.player_model)
        self.table_view = self._table_view(self.table_model)
        self.pairs_view = self._table_view(self.pairs_model)
        self.players_title = self._title()
        self.table_title = self._title()
        self.pairs_title = self._title()

        scope_row = QHBoxLayout()
        scope_row.addWidget(self.evening_button)
        scope_row.addWidget(self.all_button)
        scope_row.addSpacing(12)
        scope_row.addWidget(self.scope_note, 1)

        left = QVBoxLayout()
        left.addWidget(self.players_title)
        left.addWidget(self.players_view, 1)
        right = QVBoxLayout()
        right.addWidget(self.table_title)
        right.addWidget(self.table_view, 3)
        right.addWidget(self.pairs_title)
        right.addWidget(self.pairs_view, 2)
        # The table and the partners take the width their texts need, the players the
        # rest: with seven players every column of theirs needs its room.
        for view in (self.table_view, self.pairs_view):
            view.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 0)

        layout = QVBoxLayout(self)
        layout.addLayout(scope_row)
        layout.addLayout(columns, 1)
        self.retranslate()

    def _table_view(self, model: RowsModel) -> StatsTable:
        view = StatsTable(model, model is not self.player_model, self)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setWordWrap(False)
        view.setShowGrid(False)
        view.setAlternatingRowColors(True)
        font = view.font()
        font.setPointSizeF(font.pointSizeF() * 1.05)
        view.setFont(font)
        rows = view.verticalHeader()
        rows.hide()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(QFontMetrics(font).height() + 8)
        # The players share the width left over; a table's labels take what its numbers leave.
        view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        return view

    def _title(self) -> QLabel:
        label = QLabel(self)
        font = label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        label.setFont(font)
        return label

    # Data ------------------------------------------------------------------------------------

    def set_sessions(
        self, current: SessionFile, group: Group = (), replay: Replay | None = None
    ) -> None:
        """Show ``current`` (``replay`` is its replay, if already made) and keep ``group``
        for the scope "all evenings of these players"."""
        self._current = current
        self._replay = replay
        self._group = group
        self._group_stats = None
        self._group_count = None if callable(group) else self._matching_count(group)
        self._group_error = ""
        self._refresh()

    def _matching_count(self, group: Sequence[SessionFile]) -> int:
        assert self._current is not None
        key = group_key(self._current)
        return sum(1 for session in group if group_key(session) == key)

    def scope(self) -> str:
        return ALL if self.all_button.isChecked() else EVENING

    def set_scope(self, scope: str) -> None:
        (self.all_button if scope == ALL else self.evening_button).setChecked(True)

    def stats(self) -> SessionStats | None:
        """The statistics on screen."""
        return self.player_model.stats

    def _scope_toggled(self, _checked: bool) -> None:
        self._refresh()
        self.scope_changed.emit(self.scope())

    def _load_group(self) -> SessionStats | None:
        """The group's statistics, computed once per :meth:`set_sessions`."""
        if self._group_stats is not None or self._group_error or self._current is None:
            return self._group_stats
        sessions = list(self._group() if callable(self._group) else self._group)
        key = group_key(self._current)
        sessions = [session for session in sessions if group_key(session) == key]
        self._group_count = len(sessions)
        if not sessions:
            sessions = [self._current]
        try:
            self._group_stats = sessions_stats(sessions)
        except RecordError as error:
            self._group_error = text.error_text(error)
        return self._group_stats

    def _refresh(self) -> None:
        if self._current is None:
            for model in (self.player_model, self.table_model, self.pairs_model):
                model.set_stats(None)
            self._update_texts()
            return
        stats: SessionStats | None = None
        if self.scope() == ALL:
            stats = self._load_group()
        if stats is None:
            stats = session_stats(self._current, self._replay)
        for model in (self.player_model, self.table_model, self.pairs_model):
            model.set_stats(stats)
        self._update_texts()

    # Words -----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.evening_button.setText(self.tr("This evening"))
        self.all_button.setText(self.tr("All evenings of these players"))
        self.all_button.setToolTip(
            self.tr("Every stored evening of this game with exactly these players, added up.")
        )
        self.players_title.setText(self.tr("Players"))
        self.table_title.setText(self.tr("The table"))
        for model in (self.player_model, self.table_model, self.pairs_model):
            model.retranslate()
        self._update_texts()

    def _update_texts(self) -> None:
        game = self._current.game if self._current is not None else DEFAULT_GAME
        self.pairs_title.setText(game_ui(game).pairs_title())
        if self._group_error:
            self.scope_note.setText(self._group_error)
        elif self.scope() == ALL and self._group_count is not None:
            count = self._group_count
            self.scope_note.setText(self.tr("%n evening(s) added up", "", count))
        elif self._current is not None:
            self.scope_note.setText(self.evening_deals_text())
        else:
            self.scope_note.setText("")

    def deals_text(self, count: DealCount) -> str:
        """ "23 deals played, 1 redeal besides": the scored deals (:func:`deal_count`),
        and the redeals named apart."""
        played = self.tr("%n deal(s) played", "", count.played)
        if not count.redeals:
            return played
        return self.tr("{played}, %n redeal(s) besides", "", count.redeals).format(played=played)

    def evening_deals_text(self) -> str:
        """How many deals the current evening had, counted as the statistics count them
        (the summary's headline uses this too); empty without an evening."""
        if self._current is None:
            return ""
        return self.deals_text(deal_count(self._current))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)
