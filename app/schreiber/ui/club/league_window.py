"""Club → League table…: a season's standings, its chart, each player's season, its money.

One window per main window (non-modal; the menu raises it when it is open).
At the top the season (every season of the store; at first the one of today's
date) and how the club ranks it (:class:`~schreiber.ui.club.league_settings.RankingEditor`):
each valid change is saved to the season's settings at once and the standings
follow, computed exactly as ``schreiber league`` computes them
(:func:`schreiber.club.league_data.read_league`). The tabs:

- **League** — the standings (the unranked after the ranked, without a rank),
  the chart of the league over the season, and the player picked: their
  evenings (double-click one to open it in the main window), best evening,
  solos played and won.
- **Statistics** — each player's season, and every season over the years.
- **Money** — the season's money rules (saved to the season under ``"money"``),
  each player's balance, the club pot and who pays whom at the season's end.

Below, the exports: the season's workbook, the season file, the league table as a
one-page PDF. The window stays live: after the main window's own changes
(its controller's ``changed``) and on a timer that looks cheaply whether any
session of the season changed version (another window, another laptop), it
reads the league again. pandas is loaded only when the window first computes.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QDate, QEvent, QLocale, QModelIndex, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QFont, QGuiApplication, QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from schreiber.club.league import Ranking, parse_ranking
from schreiber.club.league_data import AgainstCache, LeagueData, Progress
from schreiber.club.money import POT, MoneyRules, SeasonMoney, parse_money
from schreiber.games.errors import RecordError
from schreiber.store.core import Right, Season, StoreError
from schreiber.ui import settings as setting
from schreiber.ui.club.controller import LeagueController
from schreiber.ui.club.league_chart import LeagueChart
from schreiber.ui.club.league_models import (
    SESSION_ROLE,
    EveningsModel,
    MoneyModel,
    SeasonStatsModel,
    StandingsModel,
    TransfersModel,
    YearsModel,
    money_amount,
    signed_number,
)
from schreiber.ui.club.league_settings import (
    MoneyEditor,
    NewSeasonDialog,
    RankingEditor,
    error_label,
)
from schreiber.ui.common import text
from schreiber.ui.common.widgets import LEGEND_STYLE, is_language_change
from schreiber.ui.connection.rights import gate

if TYPE_CHECKING:
    from schreiber.ui.main_window import MainWindow

POLL_MS = 500
"""How often the window looks whether the season changed elsewhere."""


def show_league(window: MainWindow) -> LeagueWindow:
    """Club → League table…: the window's league window, raised; made at first use."""
    league = window.findChild(LeagueWindow)
    if league is None:
        league = LeagueWindow(window, LeagueController.following(window))
    league.show()
    league.raise_()
    league.activateWindow()
    return league


def table_view(parent: QWidget, model: Any, scale: float = 1.0) -> QTableView:
    view = QTableView(parent)
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setAlternatingRowColors(True)
    view.setShowGrid(False)
    view.setWordWrap(False)
    view.verticalHeader().hide()
    if scale != 1.0:
        font = view.font()
        font.setPointSizeF(font.pointSizeF() * scale)
        view.setFont(font)
    view.verticalHeader().setDefaultSectionSize(round(view.fontMetrics().height() * 1.45))
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setHighlightSections(False)
    return view


def heading(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    font = QFont(label.font())
    font.setBold(True)
    label.setFont(font)
    return label


class LeagueWindow(QWidget):
    """The league of a season (see the module)."""

    def __init__(self, main: MainWindow, controller: LeagueController) -> None:
        super().__init__(main, Qt.WindowType.Window)
        self.main = main
        self.controller = controller
        self.data: LeagueData | None = None
        self.money: SeasonMoney | None = None
        self.selected = ""
        self._key: object = None
        self._seasons_key: object = None
        self._years_stale = True
        self._money_stale = True
        self._stored_ranking: object = None
        self._stored_money: object = None
        self._against = AgainstCache()
        self._poll_error = ""

        # The season and its ranking.
        self.season_label = QLabel(self)
        self.season_combo = QComboBox(self)
        self.season_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.season_label.setBuddy(self.season_combo)
        self.new_season_button = QPushButton(self)
        self.dates_label = QLabel(self)
        self.dates_label.setStyleSheet(LEGEND_STYLE)
        self.status_label = error_label(self)
        top = QHBoxLayout()
        top.addWidget(self.season_label)
        top.addWidget(self.season_combo)
        top.addWidget(self.new_season_button)
        top.addWidget(self.dates_label)
        top.addStretch(1)
        self.ranking_box = QGroupBox(self)
        self.ranking_editor = RankingEditor(self.ranking_box)
        QVBoxLayout(self.ranking_box).addWidget(self.ranking_editor)

        # League: the standings, the chart and the player picked.
        self.standings_model = StandingsModel(self)
        self.standings_view = table_view(self, self.standings_model, 1.15)
        self.standings_view.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.Stretch
        )
        self.chart = LeagueChart(self)
        self.player_heading = heading(self)
        self.player_summary = QLabel(self)
        self.player_summary.setWordWrap(True)
        self.evenings_model = EveningsModel(self)
        self.evenings_view = table_view(self, self.evenings_model)
        self.evenings_hint = QLabel(self)
        self.evenings_hint.setStyleSheet(LEGEND_STYLE)
        player = QWidget(self)
        player_layout = QVBoxLayout(player)
        player_layout.setContentsMargins(0, 0, 0, 0)
        player_layout.addWidget(self.player_heading)
        player_layout.addWidget(self.player_summary)
        player_layout.addWidget(self.evenings_view, 1)
        player_layout.addWidget(self.evenings_hint)
        right = QSplitter(Qt.Orientation.Vertical, self)
        right.addWidget(self.chart)
        right.addWidget(player)
        right.setStretchFactor(0, 3)
        right.setStretchFactor(1, 2)
        right.setChildrenCollapsible(False)
        self.league_splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.league_splitter.addWidget(self.standings_view)
        self.league_splitter.addWidget(right)
        self.league_splitter.setStretchFactor(0, 2)
        self.league_splitter.setStretchFactor(1, 3)
        self.league_splitter.setChildrenCollapsible(False)

        # Statistics: the season's, and over the years.
        self.stats_model = SeasonStatsModel(self)
        self.stats_view = table_view(self, self.stats_model)
        self.years_model = YearsModel(self)
        self.years_view = table_view(self, self.years_model)
        self.stats_heading = heading(self)
        self.years_heading = heading(self)
        statistics = QWidget(self)
        stats_layout = QVBoxLayout(statistics)
        stats_layout.addWidget(self.stats_heading)
        stats_layout.addWidget(self.stats_view, 1)
        stats_layout.addWidget(self.years_heading)
        stats_layout.addWidget(self.years_view, 1)
        self.statistics_page = statistics

        # Money.
        self.money_editor = MoneyEditor(self)
        self.money_note = QLabel(self)
        self.money_note.setWordWrap(True)
        self.money_note.setStyleSheet(LEGEND_STYLE)
        self.money_model = MoneyModel(self)
        self.money_view = table_view(self, self.money_model, 1.1)
        self.transfers_model = TransfersModel(self)
        self.transfers_view = table_view(self, self.transfers_model, 1.1)
        self.balances_heading = heading(self)
        self.transfers_heading = heading(self)
        self.pot_label = QLabel(self)
        self.money_error = error_label(self)
        rules = QWidget(self)
        rules_layout = QVBoxLayout(rules)
        rules_layout.addWidget(self.money_editor)
        rules_layout.addWidget(self.money_note)
        rules_layout.addStretch(1)
        results = QWidget(self)
        results_layout = QVBoxLayout(results)
        results_layout.addWidget(self.money_error)
        results_layout.addWidget(self.balances_heading)
        results_layout.addWidget(self.money_view, 3)
        results_layout.addWidget(self.pot_label)
        results_layout.addWidget(self.transfers_heading)
        results_layout.addWidget(self.transfers_view, 2)
        money = QWidget(self)
        money_layout = QHBoxLayout(money)
        money_layout.addWidget(rules, 1)
        money_layout.addWidget(results, 2)
        self.money_page = money

        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.league_splitter, "")
        self.tabs.addTab(statistics, "")
        self.tabs.addTab(money, "")

        # Exports.
        self.workbook_button = QPushButton(self)
        self.season_file_button = QPushButton(self)
        self.pdf_button = QPushButton(self)
        self.close_button = QPushButton(self)
        buttons = QHBoxLayout()
        for button in (self.workbook_button, self.season_file_button, self.pdf_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        for button in (
            self.new_season_button,
            self.workbook_button,
            self.season_file_button,
            self.pdf_button,
            self.close_button,
        ):
            button.setAutoDefault(False)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.status_label)
        layout.addWidget(self.ranking_box)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(buttons)

        self.season_combo.currentIndexChanged.connect(self._season_picked)
        self.new_season_button.clicked.connect(self.new_season)
        self.ranking_editor.edited.connect(self.ranking_edited)
        self.money_editor.edited.connect(self.money_edited)
        self.standings_view.selectionModel().currentRowChanged.connect(self._standing_picked)
        self.evenings_view.doubleClicked.connect(self.open_evening)
        self.evenings_view.activated.connect(self.open_evening)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.workbook_button.clicked.connect(self.export_workbook)
        self.season_file_button.clicked.connect(self.export_season_file)
        self.pdf_button.clicked.connect(self.export_pdf)
        self.close_button.clicked.connect(self.close)
        self.main.controller.changed.connect(self.refresh_soon)
        self.poll_timer = QTimer(self)
        self.poll_timer.setInterval(POLL_MS)
        self.poll_timer.timeout.connect(self.poll)

        self.retranslate()
        self.resize(1180, 680)
        self._fill_seasons(self._default_season())
        self.poll()

    # The store ------------------------------------------------------------------------

    def season_id(self) -> int | None:
        data = self.season_combo.currentData()
        return int(data) if data is not None else None

    def season(self) -> Season | None:
        season_id = self.season_id()
        if season_id is None:
            return None
        return self.controller.season(season_id)

    def _default_season(self) -> int | None:
        """The season of today's date: the latest-starting one that holds it, else
        the one a session today would go into (made, as for a session)."""
        today = QDate.currentDate().toString(Qt.DateFormat.ISODate)
        try:
            return self.controller.season_of_today(today)
        except StoreError as error:
            self.show_status(text.store_error_text(error))
            return None

    def _fill_seasons(self, chosen: int | None = None) -> None:
        """The seasons in the chooser; ``chosen`` (or the one chosen before) picked."""
        if chosen is None:
            chosen = self.season_id()
        try:
            seasons = self.controller.seasons()
        except StoreError as error:
            self.show_status(text.store_error_text(error))
            return
        self.season_combo.blockSignals(True)
        try:
            self.season_combo.clear()
            for season in reversed(seasons):  # the latest first
                self.season_combo.addItem(season.name, season.id)
            index = self.season_combo.findData(chosen)
            self.season_combo.setCurrentIndex(max(index, 0))
        finally:
            self.season_combo.blockSignals(False)

    def fingerprint(self) -> tuple[Any, ...]:
        """What changes when the league may have: the seasons with their settings,
        and the version of every session of the season shown. Cheap (no replay)."""
        return self.controller.fingerprint(self.season_id())

    def poll(self) -> None:
        """The timer's look: read the league again if anything of it changed."""
        try:
            key = self.fingerprint()
        except StoreError as error:
            if not self._poll_error:
                self._poll_error = text.store_error_text(error)
                self.show_status(self._poll_error)
            return
        if self._poll_error:
            self._poll_error = ""
            self.show_status("")
        if key == self._key:
            return
        seasons = key[1]
        if seasons != self._seasons_key:
            self._seasons_key = seasons
            self._fill_seasons()
            key = self.fingerprint() if self.season_id() != key[2] else key
        self._key = key
        self.reload()

    def refresh_soon(self) -> None:
        """The main window changed its session: look at once (after the change is done)."""
        if self.isVisible():
            QTimer.singleShot(0, self.poll)

    # Reading the league -------------------------------------------------------------

    def stored_ranking(self, season: Season) -> Ranking:
        """The season's ranking as stored (a broken one is said, and total used)."""
        try:
            if "ranking" in season.settings:
                return parse_ranking(season.settings["ranking"], "ranking")
        except RecordError as error:
            self.ranking_editor.show_problem(text.problem_text(error))
        return Ranking()

    def stored_money(self, season: Season) -> MoneyRules | None:
        if "money" not in season.settings:
            return None
        try:
            return parse_money(season.settings["money"], "money")
        except RecordError as error:
            self.money_editor.show_problem(text.problem_text(error))
            return None

    def _gate(self) -> None:
        """Seasons, the ranking and money are the organiser's; a table's login
        reads them (schreiber.ui.connection.rights)."""
        allowed = self.controller.can(Right.SEASONS)
        for control in (self.new_season_button, self.ranking_box, self.money_editor):
            control.setEnabled(True)
            gate(control, allowed)

    def reload(self) -> None:
        """Read the season shown again: its settings into the editors (when they
        changed since last read), the league, and the tab shown."""
        self._gate()
        try:
            season = self.season()
        except StoreError as error:
            self.show_status(text.store_error_text(error))
            return
        if season is None:
            self._show_data(None)
            return
        self.dates_label.setText(self.dates_text(season))
        with suppress(StoreError):
            self.money_editor.set_people([person.name for person in self.controller.people()])
        ranking_json = season.settings.get("ranking")
        if ranking_json != self._stored_ranking:
            self._stored_ranking = ranking_json
            self.ranking_editor.set_ranking(self.stored_ranking(season))
        money_json = season.settings.get("money")
        if money_json != self._stored_money:
            self._stored_money = money_json
            self.money_editor.set_rules(self.stored_money(season) or MoneyRules())
        self.money_note.setVisible(money_json is None)
        try:
            ranking = self.ranking_editor.ranking()
        except RecordError:
            ranking = self.stored_ranking(season)
        self.compute(season.id, ranking)

    def compute(self, season_id: int, ranking: Ranking) -> bool:
        """Read the league of the season by ``ranking`` and show it; False (and the
        reason shown) when it cannot be made."""
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            data = self.controller.read_league(season_id, ranking)
        except RecordError as error:
            self.show_status(
                self.tr("The league cannot be ranked so: {reason}").format(
                    reason=text.problem_text(error)
                )
            )
            return False
        except StoreError as error:
            self.show_status(text.store_error_text(error))
            return False
        finally:
            QGuiApplication.restoreOverrideCursor()
        self.show_status("")
        self._show_data(data)
        return True

    def _show_data(self, data: LeagueData | None) -> None:
        self.data = data
        standings = data.standings if data is not None else ()
        min_evenings = data.ranking.min_evenings if data is not None else 0
        self.standings_model.set_standings(standings, min_evenings)
        self.chart.set_progress(data.progress if data is not None else Progress())
        players = data.players if data is not None else {}
        self.stats_model.set_players([players[name] for name in sorted(players)])
        names = [s.player for s in standings]
        if self.selected not in names:
            self.selected = names[0] if names else ""
        row = self.standings_model.player_row(self.selected)
        if row >= 0:
            self.standings_view.selectRow(row)
        self._show_player()
        self._years_stale = True
        self._money_stale = True
        self._tab_changed()

    def _standing_picked(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            return
        name = self.standings_model.standings[current.row()].player
        if name != self.selected:
            self.selected = name
            self._show_player()

    def _show_player(self) -> None:
        data = self.data
        name = self.selected
        self.chart.set_selected(name)
        evenings = data.evenings.get(name, ()) if data is not None else ()
        self.evenings_model.set_evenings(evenings)
        self.player_heading.setText(name)
        self.player_summary.setText(self.player_text(name))

    def player_text(self, name: str) -> str:
        """The player's season in a line or two: evenings, deals, points, best
        evening, solos played and won."""
        data = self.data
        season = data.players.get(name) if data is not None else None
        if season is None:
            return ""
        locale = QLocale()
        parts = [
            self.tr("evenings: {evenings}, deals: {deals}, points: {points}").format(
                evenings=locale.toString(season.evenings),
                deals=locale.toString(season.deals),
                points=signed_number(season.points),
            )
        ]
        if season.best_evening is not None:
            date = QDate.fromString(season.best_date, Qt.DateFormat.ISODate)
            parts.append(
                self.tr("best evening {points} on {date}").format(
                    points=signed_number(season.best_evening),
                    date=locale.toString(date, QLocale.FormatType.ShortFormat)
                    if date.isValid()
                    else season.best_date,
                )
            )
        parts.append(
            self.tr("solos: {played} played, {won} won").format(
                played=locale.toString(season.solos), won=locale.toString(season.solos_won)
            )
        )
        return " · ".join(parts)

    def _tab_changed(self) -> None:
        page = self.tabs.currentWidget()
        if page is self.statistics_page and self._years_stale:
            self._show_years()
        if page is self.money_page and self._money_stale:
            self._show_money()

    def _show_years(self) -> None:
        self._years_stale = False
        try:
            rows = self.controller.years()
        except (StoreError, RecordError) as error:
            self.show_status(text.problem_text(error))
            return
        self.years_model.set_years(rows)

    def _show_money(self) -> None:
        """The season's money by the rules shown (valid ones; else the stored)."""
        self._money_stale = False
        data = self.data
        money: SeasonMoney | None = None
        self.money_error.hide()
        if data is not None:
            try:
                rules = self.money_editor.rules()
            except RecordError:
                rules = MoneyRules()
            try:
                money = self.controller.season_money(data.items, rules, self._against, data.ranking)
            except (RecordError, StoreError) as error:
                self.money_error.setText(text.problem_text(error))
                self.money_error.show()
        self.money = money
        self.money_model.set_money(money)
        self.transfers_model.set_money(money)
        self.pot_label.setText(self.pot_text())
        self.pot_label.setVisible(bool(self.pot_label.text()))

    def pot_text(self) -> str:
        money = self.money
        if money is None or money.rules.pot == "none":
            return ""
        holder = money.pot_party
        amount = money_amount(money.pot, money.rules.currency, signed=False)
        if holder == POT:
            return self.tr("The club pot holds {amount}.").format(amount=amount)
        return self.tr("The club pot holds {amount}, kept by {name}.").format(
            amount=amount, name=holder
        )

    def show_status(self, message: str) -> None:
        self.status_label.setText(message)
        self.status_label.setVisible(bool(message))

    # Changes -------------------------------------------------------------------------

    def _season_picked(self) -> None:
        self._stored_ranking = self._stored_money = object()  # read the new season's
        self.ranking_editor.show_problem("")
        self.poll()

    def new_season(self) -> None:
        """Ask for the new season's name and days (window-modal); show it once made."""
        dialog = NewSeasonDialog(self.controller, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._season_made(dialog.season_id))
        dialog.open()

    def _season_made(self, season_id: int | None) -> None:
        if season_id is not None:
            self._fill_seasons(season_id)
            self._season_picked()

    def ranking_edited(self, ranking: Ranking) -> None:
        """A valid ranking typed: the standings by it, and it saved to the season —
        unless the season's evenings cannot be ranked so (then it is said)."""
        season_id = self.season_id()
        if season_id is None:
            return
        try:
            data = self.controller.read_league(season_id, ranking)
        except RecordError as error:
            self.ranking_editor.show_problem(text.problem_text(error))
            return
        except StoreError as error:
            self.show_status(text.store_error_text(error))
            return
        value = ranking.to_json()
        try:
            self.controller.update_season_settings(season_id, {"ranking": value})
        except StoreError as error:
            self.show_status(text.store_error_text(error))
            return
        self._stored_ranking = value
        self.show_status("")
        self._show_data(data)
        self._remember_key()

    def money_edited(self, rules: MoneyRules) -> None:
        """Valid money rules typed: saved to the season, the balances made again."""
        season_id = self.season_id()
        if season_id is None:
            return
        value = rules.to_json()
        try:
            self.controller.update_season_settings(season_id, {"money": value})
        except StoreError as error:
            self.show_status(text.store_error_text(error))
            return
        self._stored_money = value
        self.money_note.hide()
        self._show_money()
        self._remember_key()

    def _remember_key(self) -> None:
        """This window's own save is no news for its next look."""
        try:
            self._key = self.fingerprint()
        except StoreError:
            self._key = None

    def open_evening(self, index: QModelIndex) -> None:
        """Open the evening double-clicked in the main window."""
        session_id = self.evenings_model.data(index, SESSION_ROLE)
        if not isinstance(session_id, int):
            return
        self.main.open_session(session_id)
        self.main.raise_()
        self.main.activateWindow()

    # Exports --------------------------------------------------------------------------

    def _folder(self) -> str:
        return setting.EXPORT_FOLDER.read(self.main.settings)

    def _ask_path(self, title: str, name: str, filter_text: str, suffix: str) -> str:
        path, _ = QFileDialog.getSaveFileName(
            self, title, str(Path(self._folder()) / name), filter_text
        )
        if path and not path.lower().endswith(suffix):
            path += suffix
        return path

    def season_file(self) -> Any:
        """The season as a season file, with the ranking and money shown."""
        season = self.season()
        assert season is not None
        ranking = self.data.ranking if self.data is not None else self.stored_ranking(season)
        return self.controller.season_file(season, ranking, self.stored_money(season))

    def _export(self, title: str, suffix: str, filter_text: str, write: Callable[..., Any]) -> None:
        if self.season_id() is None:
            return
        try:
            season = self.season_file()
        except (StoreError, RecordError) as error:
            self.failed(text.problem_text(error))
            return
        from schreiber.io.season_workbook import default_season_file_name

        name = default_season_file_name(season)
        name = name.removesuffix(".xlsx") + suffix
        path = self._ask_path(title, name, filter_text, suffix)
        if not path:
            return
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            write(season, path)
        except Exception as error:  # WorkbookError, WriteError, RecordError, OSError
            QGuiApplication.restoreOverrideCursor()
            self.failed(
                self.tr("{path} could not be written: {reason}").format(
                    path=path, reason=self.reason(error)
                )
            )
            return
        QGuiApplication.restoreOverrideCursor()
        setting.EXPORT_FOLDER.write(self.main.settings, str(Path(path).parent))
        self.main.statusBar().showMessage(self.tr("Written: {path}").format(path=path), 8000)

    @staticmethod
    def reason(error: Exception) -> str:
        from schreiber.io.bounded import WorkbookError
        from schreiber.io.safe_write import WriteError

        if isinstance(error, WriteError):
            return QCoreApplication.translate("WriteError", error.why).format(**error.params)
        if isinstance(error, WorkbookError):
            return text.workbook_error_text(error)
        if isinstance(error, (RecordError, StoreError)):
            return text.problem_text(error)
        if isinstance(error, OSError):
            return error.strerror or str(error)
        return str(error)

    def failed(self, message: str) -> None:
        QMessageBox.critical(self, self.windowTitle(), message)

    def export_workbook(self) -> None:
        """The season's workbook (league, chart, players, money, every evening)."""
        from schreiber.io.season_workbook import export_season_workbook
        from schreiber.io.workbook import paper_for_locale

        language = self.main.files.workbook_language()
        paper = paper_for_locale(QLocale.system().name())

        def write(season: Any, path: str) -> None:
            export_season_workbook(season, path, language, paper)

        self._export(
            self.tr("Export the season's workbook"),
            ".xlsx",
            self.tr("Excel workbook (*.xlsx)"),
            write,
        )

    def export_season_file(self) -> None:
        """The season file: its name, ranking, money and every session."""
        from schreiber.io.season_file import write_season_file

        self._export(
            self.tr("Save the season file"),
            ".json",
            self.tr("Season file (*.json)"),
            write_season_file,
        )

    def export_pdf(self) -> None:
        """The league table on one A4 page, as a PDF."""
        from schreiber.ui.club.league_print import save_league_table

        season = self.season()
        data = self.data
        if season is None or data is None:
            return
        from schreiber.club.season_file import SeasonFile
        from schreiber.io.season_workbook import default_season_file_name

        stem = default_season_file_name(SeasonFile(season.name)).removesuffix(".xlsx")
        path = self._ask_path(
            self.tr("Save league table as PDF"),
            self.tr("League table {name}").format(name=stem) + ".pdf",
            self.tr("PDF (*.pdf)"),
            ".pdf",
        )
        if not path:
            return
        try:
            save_league_table(
                path, season.name, (season.start, season.end), data.ranking, data.standings
            )
        except OSError as error:
            self.failed(
                self.tr("{path} could not be written: {reason}").format(
                    path=path, reason=self.reason(error)
                )
            )
            return
        setting.EXPORT_FOLDER.write(self.main.settings, str(Path(path).parent))
        self.main.statusBar().showMessage(self.tr("Written: {path}").format(path=path), 8000)

    # Words and life ---------------------------------------------------------------------

    def dates_text(self, season: Season) -> str:
        dates = []
        for day in (season.start, season.end):
            parsed = QDate.fromString(day, Qt.DateFormat.ISODate)
            dates.append(
                QLocale().toString(parsed, QLocale.FormatType.ShortFormat)
                if parsed.isValid()
                else day
            )
        return self.tr("{first} to {last}").format(first=dates[0], last=dates[1])

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("League table"))
        self.season_label.setText(self.tr("&Season:"))
        self.new_season_button.setText(self.tr("&New season…"))
        self.ranking_box.setTitle(self.tr("How the club ranks the season"))
        self.tabs.setTabText(0, self.tr("&League"))
        self.tabs.setTabText(1, self.tr("S&tatistics"))
        self.tabs.setTabText(2, self.tr("&Money"))
        self.stats_heading.setText(self.tr("This season"))
        self.years_heading.setText(self.tr("Over the years"))
        self.balances_heading.setText(self.tr("Balances across the season"))
        self.transfers_heading.setText(self.tr("Who pays whom at the season's end"))
        self.money_note.setText(
            self.tr(
                "The season has no money rules yet: these are the usual ones. Change one and"
                " they are kept with the season (and in its workbook)."
            )
        )
        self.evenings_hint.setText(self.tr("Double-click an evening to open it."))
        self.workbook_button.setText(self.tr("Season &workbook…"))
        self.season_file_button.setText(self.tr("Season &file…"))
        self.pdf_button.setText(self.tr("League table as &PDF…"))
        self.close_button.setText(self.tr("Close"))
        self.standings_view.setAccessibleName(self.tr("Standings"))
        self.evenings_view.setAccessibleName(self.tr("The player's evenings"))
        for model in (
            self.standings_model,
            self.evenings_model,
            self.stats_model,
            self.years_model,
            self.money_model,
            self.transfers_model,
        ):
            model.retranslate()
        if self.data is not None:
            self.player_summary.setText(self.player_text(self.selected))
            self.pot_label.setText(self.pot_text())
        season_id = self.season_id()
        if season_id is not None:
            with suppress(StoreError):
                self.dates_label.setText(self.dates_text(self.controller.season(season_id)))
        self._gate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        self.poll_timer.start()
        QTimer.singleShot(0, self.poll)
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802
        self.poll_timer.stop()
        super().hideEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.poll_timer.stop()
        super().closeEvent(event)
