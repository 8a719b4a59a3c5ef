"""Club → Club nights…: the list of nights, and a night's standing window.

The standing window shows each table of each round (its players by seat, the
deals entered so far, in progress or finished) and the night's standing merged
from all tables (:func:`schreiber.club.night.standing_of`). It asks the store every
:data:`POLL_MS` for the versions of the night's table sessions — one small
query — and replays only a table whose version changed, so a deal saved on any
laptop sharing the database shows here within a second.

A double-click (or Enter) on a table opens its session in the main window to
enter deals there; F (or "Table finished") marks the selected table finished
though its agreed end is not reached (F again takes the mark back), and the
standing counts it finished. "Next round" draws the next round (at random
keeping partners apart, or by the night's standing, as stored with the night:
every laptop shows and draws alike) and stores its tables' sessions in one
transaction; when another laptop stored that round first, this one says so and
shows that round. "Print table lists…" writes the current round's paper lists
(a row per deal due); "Print standing…" the night's standing on one page; "Wall
view" shows the standing full screen in large type, following this window's
reading of the night (:mod:`schreiber.ui.club.wall`);
"Close night" makes the night read-only here (it can be opened again).

The night's guests are marked as such wherever the window (and its wall and
paper) lists them ("Zoe (guest)"), and the members excused for the night are
named under its details.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QCloseEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from schreiber.club.league import Ranking, shown
from schreiber.club.night import NightRow, Round
from schreiber.club.night_plan import (
    BY_STANDING,
    DRAW,
    EXCUSED,
    MOST_ROUNDS,
    RANDOM,
    STANDARD_DEALS_PER_ROUND,
    ClubRules,
    TableEvenings,
    deals_due,
    draw_round,
    night_choices,
    night_names,
)
from schreiber.games.errors import RecordError
from schreiber.games.titles import shown as shown_title
from schreiber.store.core import ClubNight, ConflictError, Right, SessionInfo, StoreError
from schreiber.ui.club.controller import NightController
from schreiber.ui.club.night_core import round_sessions, shown_name
from schreiber.ui.club.night_models import Cell, TextTableModel
from schreiber.ui.common import text
from schreiber.ui.common.widgets import is_language_change
from schreiber.ui.connection.rights import gate

if TYPE_CHECKING:
    from schreiber.ui.main_window import MainWindow

POLL_MS: Final = 300
"""How often the standing window asks for the versions of the night's tables."""


def pdf_path(parent: QWidget, caption: str, name: str) -> str:
    """Where to save a PDF (the file dialog); "" when cancelled."""
    pdf = QCoreApplication.translate("ClubNight", "PDF files (*.pdf)")
    path, _ = QFileDialog.getSaveFileName(parent, caption, name, pdf)
    if path and not path.lower().endswith(".pdf"):
        path += ".pdf"
    return path


def file_name(title: str, what: str) -> str:
    """A file name from the night's title: letters, digits, '-' and '_' kept."""
    keep = "".join(c if c.isalnum() or c in "-_" else "-" for c in f"{title} {what}")
    return "-".join(part for part in keep.split("-") if part) + ".pdf"


class TablesView(QTableView):
    """The night's tables: F marks the current one finished (or takes the mark back)."""

    finish = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_F and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.finish.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class NightWindow(QWidget):
    """One club night: its tables, its standing (live) and its next round."""

    def __init__(self, main: MainWindow, controller: NightController, night_id: int) -> None:
        super().__init__(main, Qt.WindowType.Window)
        self.main = main
        self.controller = controller
        self.night_id = night_id
        self.night: ClubNight | None = None
        self.infos: list[SessionInfo] = []
        self.rows: list[NightRow] = []
        self.ranking = Ranking()
        self.refreshes = 0  # how often the tables were read again (for the tests)
        self._tables = TableEvenings()
        self._signature: object = None
        self._problem: StoreError | RecordError | None = None
        # What the last action said, worded when shown (it follows the language).
        self._said: Callable[[], str] = str
        self.mode = RANDOM  # how the next round is drawn, as stored with the night
        self.planned: int | None = None  # the rounds planned at the start
        self.rules: ClubRules | None = None  # the tables' rules, as stored with the night
        self.guests: frozenset[str] = frozenset()  # who plays the night as a guest
        self.excused: list[str] = []  # the members excused for the night

        self.heading = QLabel(self)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.heading.setFont(font)
        self.details = QLabel(self)
        self.details.setWordWrap(True)
        self.people_note = QLabel(self)  # the night's guests and who is excused
        self.people_note.setWordWrap(True)
        self.people_note.hide()

        self.tables_label = QLabel(self)
        self.tables_model = TextTableModel(self)
        self.tables_view = TablesView(self)
        self._view(self.tables_model, self.tables_view)
        self.tables_view.activated.connect(self._open_table)
        self.tables_view.finish.connect(self.toggle_table_finished)
        self.tables_view.selectionModel().currentRowChanged.connect(self._show_finish)
        self.tables_label.setBuddy(self.tables_view)
        self.standing_label = QLabel(self)
        self.standing_model = TextTableModel(self)
        self.standing_view = QTableView(self)
        self._view(self.standing_model, self.standing_view)
        self.standing_label.setBuddy(self.standing_view)

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.tables_label)
        left_layout.addWidget(self.tables_view, 1)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.standing_label)
        right_layout.addWidget(self.standing_view, 1)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setSizes([560, 480])

        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setObjectName("night_message")

        self.mode_label = QLabel(self)
        self.mode_combo = QComboBox(self)
        for mode in (RANDOM, BY_STANDING):
            self.mode_combo.addItem("", mode)
        self.mode_label.setBuddy(self.mode_combo)
        self.mode_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.mode_combo.activated.connect(self.choose_mode)
        self.next_button = QPushButton(self)
        self.finish_button = QPushButton(self)
        self.lists_button = QPushButton(self)
        self.plan_button = QPushButton(self)
        self.standing_button = QPushButton(self)  # the night's standing on paper
        self.standing_button.setAutoDefault(False)
        self.standing_button.clicked.connect(self.print_standing)
        self.wall_button = QPushButton(self)  # the standing on the wall, live
        self.wall_button.setAutoDefault(False)
        self.wall_button.clicked.connect(self.open_wall)
        self.state_button = QPushButton(self)
        self.close_button = QPushButton(self)
        for button in (
            self.next_button,
            self.finish_button,
            self.lists_button,
            self.plan_button,
            self.state_button,
            self.close_button,
        ):
            button.setAutoDefault(False)
        self.next_button.clicked.connect(self.next_round)
        self.finish_button.clicked.connect(self.toggle_table_finished)
        self.lists_button.clicked.connect(self.print_table_lists)
        self.plan_button.clicked.connect(self.print_seating_plan)
        self.state_button.clicked.connect(self.toggle_closed)
        self.close_button.clicked.connect(self.close)
        # Two rows, so that the window fits a 1280-pixel screen in every language:
        # the organiser's steps, then paper, the wall and Close.
        buttons = QHBoxLayout()
        buttons.addWidget(self.mode_label)
        buttons.addWidget(self.mode_combo)
        buttons.addWidget(self.next_button)
        buttons.addStretch(1)
        buttons.addWidget(self.finish_button)
        buttons.addWidget(self.state_button)
        papers = QHBoxLayout()
        papers.addWidget(self.lists_button)
        papers.addWidget(self.plan_button)
        papers.addWidget(self.standing_button)
        papers.addWidget(self.wall_button)
        papers.addStretch(1)
        papers.addWidget(self.close_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.details)
        layout.addWidget(self.people_note)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        layout.addLayout(papers)

        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.retranslate()
        self.poll()

    @staticmethod
    def _view(model: TextTableModel, view: QTableView) -> None:
        view.setModel(model)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setAlternatingRowColors(True)
        view.verticalHeader().hide()
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

    @staticmethod
    def _stretch(view: QTableView, column: int) -> None:
        """The names' column takes the width left (after the model's columns changed)."""
        header = view.horizontalHeader()
        for section in range(header.count()):
            mode = QHeaderView.ResizeMode
            header.setSectionResizeMode(
                section, mode.Stretch if section == column else mode.ResizeToContents
            )

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(1100, 600)

    # Reading the night ------------------------------------------------------------------

    def poll(self) -> None:
        """Read the night and its tables' versions; replay only the tables that
        changed (the timer's tick, every :data:`POLL_MS`)."""
        try:
            night, infos = self.controller.look(self.night_id)
        except StoreError as error:
            if self._problem is None:
                self._problem = error
                self._show_message()
            self._signature = None
            return
        signature = (
            night.version,
            night.state,
            night.present,
            tuple((info.id, info.version, info.deal_count) for info in infos),
        )
        if signature == self._signature and self._problem is None:
            return
        self._problem = None
        try:
            self._read(night, infos)
        except (StoreError, RecordError) as error:
            self._problem = error
            self._signature = None
            self._show_message()
            return
        self._signature = signature
        self.refreshes += 1
        self._fill()

    def _read(self, night: ClubNight, infos: list[SessionInfo]) -> None:
        self.ranking, rows = self.controller.standing(night, infos, self._tables)
        guests = frozenset(self.controller.guests(night))
        self.night, self.infos, self.rows = night, infos, rows
        self.guests, self.excused = guests, night_names(night, EXCUSED)
        choices = night_choices(night)
        self.mode, self.planned, self.rules = choices.mode, choices.planned, choices.rules

    def finished(self, session_id: int) -> bool:
        return self._tables.finished(session_id)

    def marked(self, session_id: int) -> bool:
        """Whether the table is marked finished (not only at its agreed end)."""
        return self.night is not None and session_id in self.night.finished_tables

    def selected_table(self) -> SessionInfo | None:
        row = self.tables_view.currentIndex().row()
        return self.infos[row] if 0 <= row < len(self.infos) else None

    def current_round(self) -> int:
        return max((info.round_no or 0 for info in self.infos), default=0)

    def current_tables(self) -> list[SessionInfo]:
        number = self.current_round()
        return [info for info in self.infos if (info.round_no or 0) == number]

    # Texts ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.tables_label.setText(self.tr("&Tables (double-click one to enter its deals)"))
        self.standing_label.setText(self.tr("The night's &standing"))
        self.mode_label.setText(self.tr("&Draw the next round"))
        self.mode_combo.setItemText(0, self.tr("at random, avoiding repeated partners"))
        self.mode_combo.setItemText(1, self.tr("by the night's standing"))
        self.next_button.setText(self.tr("&Next round"))
        self.finish_button.setToolTip(
            self.tr(
                "Mark the selected table finished though its agreed end is not reached; the "
                "standing counts it finished (F in the list of tables)"
            )
        )
        self.lists_button.setText(self.tr("Print table &lists…"))
        self.plan_button.setText(self.tr("Print seating &plan…"))
        self.standing_button.setText(self.tr("P&rint standing…"))
        self.wall_button.setText(self.tr("&Wall view"))
        self.wall_button.setToolTip(
            self.tr("The standing in large type, live, full screen (F11 or Esc leaves it)")
        )
        self.close_button.setText(self.tr("Close"))
        self._show_finish()
        self._fill()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def _fill(self) -> None:
        night = self.night
        if night is None:
            self.setWindowTitle(self.tr("Club night"))
            self._show_message()
            return
        self.setWindowTitle(self.tr("{title} — the night's standing").format(title=night.title))
        self.heading.setText(night.title)
        rounds = self.current_round()
        state = self.tr("closed") if night.closed else self.tr("open")
        if self.planned:
            progress = self.tr("round {number} of {planned}").format(
                number=rounds, planned=self.planned
            )
        else:
            progress = self.tr("round {number}").format(number=rounds)
        self.details.setText(
            self.tr("{date} · {count} present · {progress} · {state}").format(
                date=night.date, count=len(night.present), progress=progress, state=state
            )
        )
        self._fill_people(night)
        self._fill_tables()
        self._fill_standing()
        self.state_button.setText(
            self.tr("Re&open night") if night.closed else self.tr("Close ni&ght")
        )
        # Drawing, closing and reopening are the organiser's (schreiber.ui.connection.rights).
        organiser = self.controller.can(Right.NIGHTS)
        can_draw = organiser and not night.closed and 0 < rounds < MOST_ROUNDS
        self.next_button.setEnabled(can_draw)
        self.mode_combo.setCurrentIndex(max(self.mode_combo.findData(self.mode), 0))
        self.mode_combo.setEnabled(can_draw)
        self.state_button.setEnabled(True)
        for control in (self.next_button, self.mode_combo, self.state_button):
            gate(control, organiser)
        self._show_finish()
        self.lists_button.setEnabled(rounds > 0)
        self.plan_button.setEnabled(rounds > 0)
        self.standing_button.setEnabled(rounds > 0)
        self.wall_button.setEnabled(rounds > 0)
        self._show_message()

    def _fill_people(self, night: ClubNight) -> None:
        """The night's guests and the members excused for it, when there are any."""
        parts = []
        guests = [name for name in night.present if name in self.guests]
        if guests:
            parts.append(self.tr("Guests: {names}").format(names=", ".join(guests)))
        if self.excused:
            parts.append(self.tr("Excused: {names}").format(names=", ".join(self.excused)))
        self.people_note.setText(" · ".join(parts))
        self.people_note.setVisible(bool(parts))

    def _fill_tables(self) -> None:
        night_closed = self.night is not None and self.night.closed
        titles = [
            self.tr("Round"),
            self.tr("Table"),
            self.tr("Players by seat"),
            self.tr("Deals"),
            self.tr("State"),
        ]
        rows = []
        for info in self.infos:
            # A table with no deal played is never finished, marked or closed.
            if self.marked(info.id) and self.finished(info.id) and not night_closed:
                state = self.tr("finished (marked)")
            elif self.finished(info.id):
                state = self.tr("finished")
            elif info.deal_count:
                state = self.tr("in progress")
            else:
                state = self.tr("not started")
            rows.append(
                [
                    Cell(str(info.round_no or ""), number=True),
                    Cell(str(info.table_no or ""), number=True),
                    Cell(
                        " · ".join(shown_name(name, self.guests) for name in info.players),
                        tip=shown_title(info, QCoreApplication.translate),
                    ),
                    Cell(str(info.deal_count), number=True),
                    Cell(state),
                ]
            )
        self.tables_model.set_content(titles, rows, [info.id for info in self.infos])
        self._stretch(self.tables_view, 2)

    def _fill_standing(self) -> None:
        by_points = self.ranking.method == "table_points"
        average = self.ranking.method == "average"
        titles = [self.tr("Rank"), self.tr("Player"), self.tr("Points"), self.tr("Deals")]
        titles.append(self.tr("Tables finished"))
        if average:
            titles.append(self.tr("Per {count} deals").format(count=self.ranking.per_deals))
        if by_points:
            titles.append(self.tr("Table points"))
        numbers = range(1, self.current_round() + 1) if self.current_round() > 1 else range(0)
        titles += [self.tr("Round {number}").format(number=number) for number in numbers]
        rows = []
        for row in self.rows:
            tables = row.tables_finished + row.tables_in_progress
            cells = [
                Cell(str(row.rank), number=True),
                Cell(shown_name(row.player, self.guests), bold=row.rank == 1),
                Cell(text.signed(row.points), number=True),
                Cell(str(row.deals), number=True),
                Cell(
                    self.tr("{finished} of {count}").format(
                        finished=row.tables_finished, count=tables
                    ),
                    number=True,
                ),
            ]
            if average:
                cells.append(Cell(number_text(row.score), number=True))
            if by_points:
                cells.append(Cell(number_text(row.table_points or Fraction(0)), number=True))
            for number in numbers:
                cells.append(self._round_cell(row, number))
            rows.append(cells)
        self.standing_model.set_content(titles, rows, [row.player for row in self.rows])
        self._stretch(self.standing_view, 1)

    def _round_cell(self, row: NightRow, number: int) -> Cell:
        """A player's points in round ``number`` (their table in the tooltip)."""
        for score in row.rounds:
            if score.round == number:
                tip = self.tr("Table {table}: {deals} deals, {state}").format(
                    table=score.table,
                    deals=score.deals,
                    state=self.tr("finished") if score.finished else self.tr("in progress"),
                )
                return Cell(text.signed(score.points), number=True, tip=tip)
        return Cell("–", number=True, tip=self.tr("Not at a table in this round"))

    def _show_message(self) -> None:
        if self._problem is not None:
            self.message.setText(text.problem_text(self._problem))
            self.message.setStyleSheet("color: palette(highlight);")
            return
        self.message.setStyleSheet("")
        night = self.night
        if night is not None and night.closed and not self.controller.can(Right.NIGHTS):
            self.message.setText(
                self.tr("This night is closed: only the club's organiser can reopen it.")
            )
        elif night is not None and night.closed:
            self.message.setText(
                self.tr("This night is closed: reopen it to enter deals or draw a round.")
            )
        else:
            self.message.setText(self._said())

    # Actions ----------------------------------------------------------------------------

    def _open_table(self, index: QModelIndex) -> None:
        if not index.isValid():
            return
        session_id = self.tables_model.keys[index.row()]
        if self.night is None or self.night.closed or not isinstance(session_id, int):
            return
        self.main.open_session(session_id)
        self.main.raise_()
        self.main.activateWindow()

    def open_table(self, round_no: int, table_no: int) -> None:
        """Open table ``table_no`` of round ``round_no`` in the main window."""
        for row, info in enumerate(self.infos):
            if info.round_no == round_no and info.table_no == table_no:
                self.tables_view.selectionModel().setCurrentIndex(
                    self.tables_model.index(row, 0),
                    QItemSelectionModel.SelectionFlag.ClearAndSelect
                    | QItemSelectionModel.SelectionFlag.Rows,
                )
                self._open_table(self.tables_model.index(row, 0))

    def _show_finish(self) -> None:
        """The finish button names what it does to the selected table."""
        info = self.selected_table()
        marked = info is not None and self.marked(info.id)
        self.finish_button.setText(
            self.tr("Table not &finished") if marked else self.tr("Table &finished")
        )
        night = self.night
        self.finish_button.setEnabled(
            night is not None
            and not night.closed
            and info is not None
            and (marked or not self.finished(info.id))
        )

    def toggle_table_finished(self) -> None:
        """Mark the selected table finished, or take its mark back (F, the button)."""
        info, night = self.selected_table(), self.night
        if info is None or night is None or night.closed:
            return
        marked = self.marked(info.id)
        if not marked and self.finished(info.id):
            self._said = lambda: self.tr(
                "Table {table} of round {round} has reached its agreed end: it is finished."
            ).format(table=info.table_no, round=info.round_no)
            self._show_message()
            return
        try:
            self.controller.set_table_finished(self.night_id, info.id, not marked)
        except StoreError as error:
            self._problem = error
            self._show_message()
            return
        if marked:
            self._said = lambda: self.tr(
                "Table {table} of round {round} is no longer marked finished."
            ).format(table=info.table_no, round=info.round_no)
        else:
            self._said = lambda: self.tr(
                "Table {table} of round {round} is marked finished; the standing counts it so."
            ).format(table=info.table_no, round=info.round_no)
        self.poll()
        self._show_message()

    def choose_mode(self) -> None:
        """The draw of the next round chosen here: kept with the night, for every laptop."""
        mode = str(self.mode_combo.currentData())
        if self.night is None or mode == self.mode:
            return
        try:
            self.controller.update_night_settings(self.night_id, {DRAW: mode})
        except StoreError as error:
            self._problem = error
            self.mode_combo.setCurrentIndex(max(self.mode_combo.findData(self.mode), 0))
            self._show_message()
            return
        self.mode = mode
        self.poll()

    def next_round(self) -> None:
        """Draw the round after the last one shown, for who is present now, and store
        its tables (in one transaction). When another laptop stored that round
        first, say so and show it."""
        shown = self.current_round()
        self.poll()
        night = self.night
        if night is None or night.closed or not self.infos or not self.controller.can(Right.NIGHTS):
            return
        number = shown + 1
        if self.current_round() != shown:
            self._drawn_elsewhere(shown + 1)
            return
        if number > MOST_ROUNDS:
            return
        waiting = self.unfinished(self.current_tables())
        if waiting and not self.ask(
            self.tr("Next round"),
            self.tr(
                "These tables of round {round} still have deals due:\n{tables}\n\n"
                "Draw round {number} all the same?"
            ).format(round=shown, tables="\n".join(waiting), number=number),
        ):
            return
        mode = self.mode
        try:
            previous = [seats for n in range(1, number) if (seats := self.round_tables(n))]
            standing = self.rows if mode == BY_STANDING else None
            tables = draw_round(night.present, night.seed, number, previous, standing)
            rules = self.rules
            if rules is None:  # a night stored without its rules: those of its first table
                rules = self.controller.first_table_rules(self.infos)
            sessions = round_sessions(rules, night.title, night.date, number, tables)
            self.controller.store_round(self.night_id, number, sessions)
        except ConflictError:
            self._drawn_elsewhere(number)
            return
        except (StoreError, RecordError) as error:
            self._problem = error
            self._show_message()
            return

        def said() -> str:
            how = (
                self.tr("by the night's standing")
                if mode == BY_STANDING
                else self.tr("at random, avoiding repeated partners")
            )
            return self.tr("Round {number} is drawn ({how}): {count} tables.").format(
                number=number, how=how, count=len(tables)
            )

        self._said = said
        self.poll()

    def unfinished(self, infos: Sequence[SessionInfo]) -> list[str]:
        """The tables of ``infos`` not finished yet, each in words with its deals
        played of those due ("Round 1, table 2: 17 of 24 deals")."""
        per_round = self.deals_per_round()
        return [
            self.tr("Round {round}, table {table}: {played} of {due} deals").format(
                round=info.round_no or 1,
                table=info.table_no or 1,
                played=info.deal_count,
                due=deals_due(len(info.players), per_round),
            )
            for info in sorted(infos, key=lambda info: (info.round_no or 0, info.table_no or 0))
            if not self.finished(info.id)
        ]

    def ask(self, title: str, question: str) -> bool:
        """Whether the organiser says Yes to ``question`` (No is the default)."""
        answer = QMessageBox.question(
            self,
            title,
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _drawn_elsewhere(self, number: int) -> None:
        self._said = lambda: self.tr(
            "Round {number} was drawn on another laptop meanwhile; it is shown here."
        ).format(number=number)
        self.poll()
        self._show_message()

    def round_tables(self, number: int) -> Round:
        return [
            list(info.players)
            for info in sorted(self.infos, key=lambda info: info.table_no or 0)
            if info.round_no == number
        ]

    def print_table_lists(self) -> None:
        """The current round's table lists as a PDF (the paper fallback)."""
        night = self.night
        number = self.current_round()
        if night is None or number == 0:
            return
        from schreiber.ui.club.night_print import save_table_lists

        path = pdf_path(
            self,
            self.tr("Save the table lists"),
            file_name(night.title, self.tr("round {number} tables").format(number=number)),
        )
        if not path:
            return
        try:
            save_table_lists(
                path,
                night.title,
                night.date,
                number,
                self.round_tables(number),
                deals_per_round=self.deals_per_round(),
                guests=self.guests,
            )
        except OSError as error:
            self.main.show_store_error(
                self.tr("The table lists could not be saved: {reason}").format(
                    reason=error.strerror or str(error)
                )
            )
            return
        self._said = lambda: self.tr(
            "The table lists of round {number} are saved in {path}."
        ).format(number=number, path=path)
        self._show_message()

    def deals_per_round(self) -> int:
        """The deals each player plays in a round, as stored with the night."""
        if self.night is None:
            return STANDARD_DEALS_PER_ROUND
        return night_choices(self.night).deals_per_round

    def print_standing(self) -> None:
        """The night's standing after (or during) the current round as a PDF: one
        A4 page for up to 40 players."""
        night = self.night
        number = self.current_round()
        if night is None or number == 0:
            return
        from schreiber.ui.club.night_print import save_night_standing, standing_lines
        from schreiber.ui.club.wall import score_title, standing_heading

        path = pdf_path(
            self,
            self.tr("Save the night's standing"),
            file_name(night.title, self.tr("standing round {number}").format(number=number)),
        )
        if not path:
            return
        score = score_title(self)
        lines = standing_lines(self.rows, number, bool(score), self.guests)
        try:
            save_night_standing(path, night.title, night.date, standing_heading(self), lines, score)
        except OSError as error:
            self.main.show_store_error(
                self.tr("The standing could not be saved: {reason}").format(
                    reason=error.strerror or str(error)
                )
            )
            return
        self._said = lambda: self.tr("The night's standing is saved in {path}.").format(path=path)
        self._show_message()

    def open_wall(self) -> None:
        """The standing on the wall: full screen, following the tables live."""
        from schreiber.ui.club.wall import open_wall

        open_wall(self)

    def print_seating_plan(self) -> None:
        """The rounds drawn so far as a seating plan (PDF)."""
        night = self.night
        if night is None or not self.infos:
            return
        from schreiber.ui.club.night_print import save_seating_plan

        path = pdf_path(
            self, self.tr("Save the seating plan"), file_name(night.title, self.tr("seating plan"))
        )
        if not path:
            return
        rounds = [self.round_tables(n) for n in range(1, self.current_round() + 1)]
        try:
            played = [r for r in rounds if r]
            save_seating_plan(path, night.title, night.date, played, guests=self.guests)
        except OSError as error:
            self.main.show_store_error(
                self.tr("The seating plan could not be saved: {reason}").format(
                    reason=error.strerror or str(error)
                )
            )
            return
        self._said = lambda: self.tr("The seating plan is saved in {path}.").format(path=path)
        self._show_message()

    def toggle_closed(self) -> None:
        """Close the night (read-only here), or open it again. Closing a night with
        tables that still have deals due lists them and asks first."""
        night = self.night
        if night is None or not self.controller.can(Right.NIGHTS):
            return
        waiting = [] if night.closed else self.unfinished(self.infos)
        if waiting and not self.ask(
            self.tr("Close night"),
            self.tr(
                "These tables still have deals due:\n{tables}\n\nClose the night all the same?"
                " A table with no deal played is not counted."
            ).format(tables="\n".join(waiting)),
        ):
            return
        try:
            self.controller.close_night(self.night_id, not night.closed)
        except StoreError as error:
            self._problem = error
            self._show_message()
            return
        self._said = str
        self.poll()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        """Shown again (closed windows are kept, one per night): live again."""
        super().showEvent(event)
        if not self.timer.isActive():
            self.poll()
            self.timer.start()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        """Closed: no more polling until it is shown again (unless its wall is open)."""
        from schreiber.ui.club.wall import WallWindow

        if not any(wall.isVisible() for wall in self.findChildren(WallWindow)):
            self.timer.stop()
        super().closeEvent(event)


def number_text(value: Fraction) -> str:
    return str(shown(value))


def open_night_window(main: MainWindow, night_id: int) -> NightWindow:
    """The night's standing window (the one already open for it, brought forward)."""
    for window in main.findChildren(NightWindow):
        if window.night_id == night_id:
            window.show()
            window.raise_()
            window.activateWindow()
            return window
    window = NightWindow(main, NightController.of_window(main), night_id)
    window.resize(window.sizeHint())
    window.show()
    return window


class NightsDialog(QDialog):
    """Club → Club nights…: every night, the open ones first; Enter or a
    double-click opens one (:attr:`chosen`)."""

    chosen = Signal(int)

    def __init__(self, nights: Sequence[ClubNight], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.nights = sorted(nights, key=lambda night: night.closed)  # stable: latest first
        self.model = TextTableModel(self)
        self.view = QTableView(self)
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.activated.connect(lambda index: self._choose(index.row()))
        self.empty = QLabel(self)
        self.empty.setWordWrap(True)
        self.open_button = QPushButton(self)
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(lambda: self._choose(self.view.currentIndex().row()))
        self.cancel_button = QPushButton(self)
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.empty)
        layout.addLayout(buttons)
        self.retranslate()
        if self.nights:
            self.view.selectRow(0)
        self.view.setFocus()
        self.resize(640, 360)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Club nights"))
        self.open_button.setText(self.tr("&Open"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.empty.setText(
            "" if self.nights else self.tr("No club nights yet: Club → New club night… starts one.")
        )
        self.empty.setVisible(not self.nights)
        self.open_button.setEnabled(bool(self.nights))
        titles = [self.tr("Date"), self.tr("Title"), self.tr("Present"), self.tr("State")]
        rows = [
            [
                Cell(night.date),
                Cell(night.title),
                Cell(str(len(night.present)), number=True),
                Cell(self.tr("closed") if night.closed else self.tr("open")),
            ]
            for night in self.nights
        ]
        self.model.set_content(titles, rows, [night.id for night in self.nights])

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def _choose(self, row: int) -> None:
        if 0 <= row < len(self.nights):
            self.chosen.emit(self.nights[row].id)
            self.accept()
