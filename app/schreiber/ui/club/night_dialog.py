"""Club → New club night… and Club → Club nights…

The new club night's dialog asks for the date and title, who is present (the
roster as a checklist; a name typed in is checked, or added as a guest when it
is not in the roster: a guest plays and counts in the night but joins the
roster only when the organiser adds them there; "Everyone from the last club
night" checks them all; "Excused" marks the member selected as excused for the
night, kept with the night as the command line keeps it), the game,
the number of rounds, the seed and how rounds after the first are drawn. "Draw"
shows round 1's tables with their seats (seat 1 deals first); the seating plan
and the table lists can be saved as PDFs for the paper fallback; "Start" stores
the night (with what was chosen, for every laptop) and one session per table of
round 1, in one transaction, and opens the night's standing window
(:mod:`schreiber.ui.club.night_window`).

The tables start with the rules of the club's last session of the game, else the
standard rules (see :mod:`schreiber.club.night_plan`); the dialog says which. The
games offered are those of the registry a night's tables can play
(:data:`schreiber.club.night_plan.GAMES`). The store is read and written through
:class:`schreiber.ui.club.controller.NightController`.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication, QDate, QEvent, QSize, QStringListModel, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QCompleter,
    QDateEdit,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from schreiber.club.night import Round
from schreiber.club.night_plan import (
    BY_STANDING,
    EXCUSED,
    FEWEST_PLAYERS,
    GAMES,
    GUESTS,
    MOST_DEALS_PER_ROUND,
    MOST_ROUNDS,
    MOST_SEED,
    RANDOM,
    STANDARD_DEALS_PER_ROUND,
    TABLE_SIZES,
    ClubRules,
    draw_round,
    misfit_table,
    night_settings,
    planned_rounds,
    standard_rules,
)
from schreiber.games.errors import RecordError
from schreiber.games.registry import game as game_of
from schreiber.session.file import SessionFile
from schreiber.store.core import LONGEST_NAME, StoreError
from schreiber.ui.club.controller import NightController
from schreiber.ui.club.night_core import round_sessions, shown_name
from schreiber.ui.club.night_models import Cell, PresentModel, TextTableModel
from schreiber.ui.club.night_window import NightsDialog, file_name, open_night_window, pdf_path
from schreiber.ui.common import text
from schreiber.ui.common.widgets import is_language_change, retitle_items

if TYPE_CHECKING:
    from schreiber.ui.main_window import MainWindow

MESSAGE_STYLE: Final = "color: palette(highlight);"


class PresentList(QListView):
    """The checklist; Space (or a click on the box) checks a player, Delete unchecks."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        model = self.model()
        row = self.currentIndex().row()
        if (
            isinstance(model, PresentModel)
            and row >= 0
            and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Delete)
        ):
            if event.key() == Qt.Key.Key_Space or model.entries[row].checked:
                model.toggle(row)
            event.accept()
            return
        super().keyPressEvent(event)


class NewNightDialog(QDialog):
    """Who is present, the draw of round 1, and the night's start.

    After :meth:`start` (the Start button) :attr:`night_id` is the new night.
    """

    def __init__(self, controller: NightController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.night_id: int | None = None
        self.drawn: Round | None = None  # round 1 as shown
        self._auto = False  # after the first Draw, every change draws again
        self._title_edited = False
        self._error: StoreError | RecordError | None = None
        self._members: frozenset[str] = frozenset()  # the roster's names: the others are guests
        self._last_present: tuple[str, ...] = ()
        self._rules: dict[str, ClubRules] = {}
        self.setSizeGripEnabled(True)

        # The night -------------------------------------------------------------------
        self.date_edit = QDateEdit(self)
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setDisplayFormat("yyyy-MM-dd")
        self.date_edit.setDate(QDate.currentDate())
        self.date_edit.dateChanged.connect(self._date_changed)
        self.title_edit = QLineEdit(self)
        self.title_edit.setMaxLength(160)
        self.title_edit.textEdited.connect(self._title_typed)
        self.game_combo = QComboBox(self)
        for game in GAMES:
            self.game_combo.addItem("", game)
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.rules_note = QLabel(self)
        self.rules_note.setWordWrap(True)
        self.rules_note.setStyleSheet("color: palette(placeholder-text);")
        self.rounds_spin = QSpinBox(self)
        self.rounds_spin.setRange(1, MOST_ROUNDS)
        self.rounds_spin.setValue(1)
        self.rounds_spin.valueChanged.connect(self._inputs_changed)
        # What each player plays in a round: a table of 5 plays n × 5 / 4 (records.md).
        self.deals_spin = QSpinBox(self)
        self.deals_spin.setRange(1, MOST_DEALS_PER_ROUND)
        self.deals_spin.setValue(STANDARD_DEALS_PER_ROUND)
        self.mode_combo = QComboBox(self)
        for mode in (RANDOM, BY_STANDING):
            self.mode_combo.addItem("", mode)
        self.mode_combo.currentIndexChanged.connect(self._inputs_changed)
        self.mode_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.seed_spin = QSpinBox(self)
        self.seed_spin.setRange(0, MOST_SEED)
        self.seed_spin.setValue(random.randrange(MOST_SEED))
        self.seed_spin.valueChanged.connect(self._inputs_changed)
        self.again_button = QPushButton(self)
        self.again_button.clicked.connect(self.draw_again)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_spin, 1)
        seed_row.addWidget(self.again_button)

        form = QFormLayout()
        self.form_labels: dict[str, QLabel] = {}
        for key, field in (
            ("date", self.date_edit),
            ("title", self.title_edit),
            ("game", self.game_combo),
            ("rounds", self.rounds_spin),
            ("deals", self.deals_spin),
            ("mode", self.mode_combo),
        ):
            label = QLabel(self)
            label.setBuddy(field)
            self.form_labels[key] = label
            form.addRow(label, field)
        form.addRow("", self.rules_note)
        seed_label = QLabel(self)
        seed_label.setBuddy(self.seed_spin)
        self.form_labels["seed"] = seed_label
        form.addRow(seed_label, seed_row)
        night_box = QGroupBox(self)
        night_box.setLayout(form)
        self.night_box = night_box

        # Who is present --------------------------------------------------------------
        self.present_box = QGroupBox(self)
        self.name_label = QLabel(self.present_box)
        self.name_edit = QLineEdit(self.present_box)
        self.name_edit.setMaxLength(LONGEST_NAME)
        self.name_edit.setClearButtonEnabled(True)
        self.name_label.setBuddy(self.name_edit)
        self.names = QStringListModel(self)
        self.completer = QCompleter(self.names, self)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setCompletionMode(QCompleter.CompletionMode.InlineCompletion)
        self.name_edit.setCompleter(self.completer)
        self.name_edit.returnPressed.connect(self.add_typed)
        self.add_button = QPushButton(self.present_box)
        self.add_button.clicked.connect(self.add_typed)
        name_row = QHBoxLayout()
        name_row.addWidget(self.name_label)
        name_row.addWidget(self.name_edit, 1)
        name_row.addWidget(self.add_button)
        self.present_model = PresentModel(self)
        self.present_view = PresentList(self.present_box)
        self.present_view.setModel(self.present_model)
        self.present_view.setUniformItemSizes(True)
        self.present_model.changed.connect(self._inputs_changed)
        self.last_button = QPushButton(self.present_box)
        self.last_button.clicked.connect(self.everyone_from_last_night)
        self.none_button = QPushButton(self.present_box)
        self.none_button.clicked.connect(lambda: self.present_model.set_present(()))
        self.excused_button = QPushButton(self.present_box)  # the member selected: excused
        self.excused_button.setCheckable(True)
        self.excused_button.clicked.connect(self.toggle_excused)
        self.present_view.selectionModel().currentRowChanged.connect(self._show_excused)
        self.present_model.dataChanged.connect(self._show_excused)
        self.present_model.modelReset.connect(self._show_excused)
        self.count_label = QLabel(self.present_box)
        present_buttons = QHBoxLayout()
        present_buttons.addWidget(self.last_button)
        present_buttons.addWidget(self.none_button)
        present_buttons.addStretch(1)
        present_buttons.addWidget(self.excused_button)
        present_layout = QVBoxLayout(self.present_box)
        present_layout.addLayout(name_row)
        present_layout.addWidget(self.present_view, 1)
        present_layout.addWidget(self.count_label)
        present_layout.addLayout(present_buttons)

        # The draw --------------------------------------------------------------------
        self.draw_box = QGroupBox(self)
        self.draw_model = TextTableModel(self)
        self.draw_view = QTableView(self.draw_box)
        self.draw_view.setModel(self.draw_model)
        self.draw_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.draw_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.draw_view.verticalHeader().hide()
        self.draw_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.draw_button = QPushButton(self.draw_box)
        self.draw_button.clicked.connect(self.draw)
        self.draw_note = QLabel(self.draw_box)
        self.draw_note.setWordWrap(True)
        self.draw_note.setStyleSheet("color: palette(placeholder-text);")
        draw_layout = QVBoxLayout(self.draw_box)
        draw_layout.addWidget(self.draw_button, 0, Qt.AlignmentFlag.AlignLeft)
        draw_layout.addWidget(self.draw_view, 1)
        draw_layout.addWidget(self.draw_note)

        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setObjectName("night_message")
        self.message.setStyleSheet(MESSAGE_STYLE)

        self.plan_button = QPushButton(self)
        self.plan_button.clicked.connect(self.print_seating_plan)
        self.lists_button = QPushButton(self)
        self.lists_button.clicked.connect(self.print_table_lists)
        self.start_button = QPushButton(self)
        self.start_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.reject)
        for button in (
            self.again_button,
            self.add_button,
            self.last_button,
            self.none_button,
            self.excused_button,
            self.draw_button,
            self.plan_button,
            self.lists_button,
            self.start_button,
            self.cancel_button,
        ):
            button.setAutoDefault(False)  # Enter in the name field adds a name, nothing else
        buttons = QHBoxLayout()
        buttons.addWidget(self.plan_button)
        buttons.addWidget(self.lists_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.cancel_button)

        left = QVBoxLayout()
        left.addWidget(night_box)
        left.addWidget(self.present_box, 1)
        columns = QHBoxLayout()
        columns.addLayout(left, 2)
        columns.addWidget(self.draw_box, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.message)
        layout.addLayout(buttons)

        self._load_roster()
        self.retranslate()
        self._game_changed()
        self.name_edit.setFocus()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(1040, 640)

    # Data ---------------------------------------------------------------------------

    def _load_roster(self) -> None:
        try:
            people = self.controller.people()
            nights = self.controller.nights()
        except StoreError as error:
            self._error = error
            people, nights = [], []
        self.present_model.set_people((person.name, person.full_name) for person in people)
        self.names.setStringList([person.name for person in people])
        self._members = frozenset(person.name for person in people)
        self._last_present = nights[0].present if nights else ()
        self.last_button.setEnabled(bool(self._last_present))

    def date(self) -> str:
        value = self.date_edit.date()
        return f"{value.year():04d}-{value.month():02d}-{value.day():02d}"

    def title(self) -> str:
        return self.title_edit.text().strip() or self.default_title()

    def default_title(self) -> str:
        return self.tr("Club night {date}").format(date=self.date())

    def game(self) -> str:
        return str(self.game_combo.currentData() or GAMES[0])

    def mode(self) -> str:
        return str(self.mode_combo.currentData() or RANDOM)

    def present(self) -> list[str]:
        return self.present_model.present()

    def excused(self) -> list[str]:
        """The members excused for the night (not present)."""
        return self.present_model.excused()

    def guests(self) -> list[str]:
        """The players present who are not in the club's roster: they play and count
        in the night, and join the roster only when the organiser adds them there."""
        return [name for name in self.present() if name not in self._members]

    def rules(self) -> ClubRules:
        game = self.game()
        if game not in self._rules:
            try:
                self._rules[game] = self.controller.club_rules(game)
            except StoreError as error:
                self._error = error
                return standard_rules(game)
        return self._rules[game]

    # Texts --------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New club night"))
        self.night_box.setTitle(self.tr("The night"))
        labels = {
            "date": self.tr("&Date"),
            "title": self.tr("&Title"),
            "game": self.tr("&Game"),
            "rounds": self.tr("&Rounds"),
            "deals": self.tr("Deals per player and ro&und"),
            "mode": self.tr("Rounds after the &first"),
            "seed": self.tr("S&eed"),
        }
        for key, label in labels.items():
            self.form_labels[key].setText(label)
        retitle_items(
            self.game_combo,
            {
                name: QCoreApplication.translate("SessionListModel", game_of(name).title)
                for name in GAMES
            },
        )
        retitle_items(
            self.mode_combo,
            {
                RANDOM: self.tr("at random, avoiding repeated partners"),
                BY_STANDING: self.tr("by the night's standing"),
            },
        )
        self.seed_spin.setToolTip(self.tr("The same players and seed give the same draw."))
        self.again_button.setText(self.tr("Draw aga&in"))
        self.present_box.setTitle(self.tr("Who is present"))
        self.name_label.setText(self.tr("&Name"))
        self.name_edit.setPlaceholderText(self.tr("type a name, Enter checks or adds it"))
        self.add_button.setText(self.tr("&Add"))
        self.last_button.setText(self.tr("E&veryone from the last club night"))
        self.none_button.setText(self.tr("N&obody"))
        self.present_model.new_tip = self.tr(
            "A guest: plays and counts in the night; joins the club's players only when "
            "added in Club → The club's players…"
        )
        self.excused_button.setText(self.tr("E&xcused"))
        self.excused_button.setToolTip(
            self.tr(
                "The member selected is excused for this night (not present); again takes it back"
            )
        )
        self.draw_box.setTitle(self.tr("Round 1"))
        self.draw_button.setText(self.tr("Dra&w"))
        self.plan_button.setText(self.tr("Print seating &plan…"))
        self.lists_button.setText(self.tr("Print table &lists…"))
        self.start_button.setText(self.tr("&Start"))
        self.cancel_button.setText(self.tr("Cancel"))
        if not self._title_edited:
            self.title_edit.setText(self.default_title())
        self._show_rules()
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def _game_label(self) -> str:
        return self.game_combo.currentText()

    def _show_rules(self) -> None:
        rules = self.rules()
        if rules.source is None:
            self.rules_note.setText(
                self.tr(
                    "The tables play the standard rules (the club has no {game} session yet); "
                    "change a table's rules in its session."
                ).format(game=self._game_label())
            )
        else:
            title, date = rules.source
            self.rules_note.setText(
                self.tr(
                    "The tables play the rules of the club's last {game} session, “{title}” of "
                    "{date}; change a table's rules in its session."
                ).format(game=self._game_label(), title=title, date=date)
            )

    # Changes -----------------------------------------------------------------------

    def _title_typed(self, _text: str) -> None:
        self._title_edited = True

    def _date_changed(self) -> None:
        if not self._title_edited:
            self.title_edit.setText(self.default_title())

    def _game_changed(self) -> None:
        self._show_rules()
        self._inputs_changed()

    def _inputs_changed(self) -> None:
        if self._auto:
            self._draw_now()
        else:
            self._refresh()

    def add_typed(self) -> None:
        """The typed name: checked when in the list, else added (new to the roster)."""
        name = self.name_edit.text().strip()
        if not name:
            return
        row = self.present_model.add(name)
        self.present_view.setCurrentIndex(self.present_model.index(row))
        self.name_edit.clear()

    def toggle_excused(self) -> None:
        """Excuse the member selected for the night, or take the excuse back."""
        self.present_model.toggle_excused(self.present_view.currentIndex().row())
        self._show_excused()

    def _show_excused(self) -> None:
        """The excuse button follows the row selected: a member, excused or not."""
        row = self.present_view.currentIndex().row()
        self.excused_button.setEnabled(self.present_model.can_excuse(row))
        self.excused_button.setChecked(
            self.present_model.can_excuse(row) and self.present_model.entries[row].excused
        )

    def everyone_from_last_night(self) -> None:
        """Check everyone who was present at the last club night (the others stay)."""
        self.present_model.set_present([*self.present(), *self._last_present])

    # The draw ----------------------------------------------------------------------

    def problem(self) -> str:
        """Why round 1 cannot be drawn (or the night started) yet, or ``""``."""
        count = len(self.present())
        if count < FEWEST_PLAYERS:
            return self.tr("Check at least 4 players who are present (now {count}).").format(
                count=count
            )
        return ""

    def table_problem(self, tables: Round) -> str:
        misfit = misfit_table(self.game(), tables)
        if misfit is None:
            return ""
        number, size = misfit
        low, high = TABLE_SIZES[self.game()]
        if low == high:
            said = self.tr(
                "{game} is played by exactly {low} at a table; with {count} present, "
                "table {table} would have {size}."
            )
        else:
            said = self.tr(
                "{game} is played by {low} to {high} at a table; with {count} present, "
                "table {table} would have {size}."
            )
        return said.format(
            game=self._game_label(),
            low=low,
            high=high,
            count=len(self.present()),
            table=number,
            size=size,
        )

    def draw(self) -> None:
        """Draw round 1 and show it; from now on every change draws again."""
        self._auto = True
        self._draw_now()

    def draw_again(self) -> None:
        """Another seed, and the draw with it."""
        seed = self.seed_spin.value()
        while seed == self.seed_spin.value():
            seed = random.randrange(MOST_SEED)
        self._auto = True
        self.seed_spin.setValue(seed)  # draws (valueChanged)

    def _draw_now(self) -> None:
        self.drawn = None
        self._error = None
        if not self.problem():
            try:
                self.drawn = draw_round(self.present(), self.seed_spin.value(), 1)
            except RecordError as error:
                self._error = error
        self._refresh()

    def seating_plan(self) -> list[Round]:
        """The rounds the seating plan shows: all planned when drawn at random (as
        the night will draw them while the same players stay), else round 1."""
        if self.drawn is None:
            return []
        if self.mode() == RANDOM:
            return planned_rounds(self.present(), self.seed_spin.value(), self.rounds_spin.value())
        return [self.drawn]

    def _refresh(self) -> None:
        count = len(self.present())
        said = self.tr("%n present", "", count)
        excused = len(self.excused())
        if excused:
            said = self.tr("{present}, {excused}").format(
                present=said, excused=self.tr("%n excused", "", excused)
            )
        self.count_label.setText(said)
        tables = self.drawn or []
        widest = max((len(table) for table in tables), default=0)
        titles = [
            self.tr("Table"),
            *(self.tr("Seat {n}").format(n=n) for n in range(1, widest + 1)),
        ]
        guests = set(self.guests())  # marked as the night window and the paper mark them
        rows = [
            [
                Cell(str(number), number=True),
                *(Cell(shown_name(name, guests)) for name in table),
                *(Cell("") for _ in range(widest - len(table))),
            ]
            for number, table in enumerate(tables, start=1)
        ]
        self.draw_model.set_content(titles if tables else [], rows)
        if tables:
            sizes = " + ".join(str(len(table)) for table in tables)
            note = self.tr("Seat 1 deals first. Tables of {sizes}.").format(sizes=sizes)
            if self.rounds_spin.value() > 1 and self.mode() == BY_STANDING:
                note += " " + self.tr("Round 2 and later are drawn from the night's standing.")
            elif self.rounds_spin.value() > 1:
                note += " " + self.tr(
                    "The seating plan shows every round as drawn now; a later round is "
                    "drawn again if someone comes or goes."
                )
            self.draw_note.setText(note)
        else:
            self.draw_note.setText(self.tr("“Draw” seats the players present at the tables."))
        problem = self.problem()
        if not problem and tables:
            problem = self.table_problem(tables)
        if not problem and self._error is not None:
            problem = text.problem_text(self._error)
        self.message.setText(problem)
        ready = bool(tables) and not problem
        self.draw_button.setEnabled(not self.problem())
        self.again_button.setEnabled(not self.problem())
        for button in (self.plan_button, self.lists_button, self.start_button):
            button.setEnabled(ready)

    # Printing and starting ----------------------------------------------------------

    def print_seating_plan(self) -> None:
        if self.drawn is None:
            return
        from schreiber.ui.club.night_print import save_seating_plan

        path = pdf_path(
            self, self.tr("Save the seating plan"), file_name(self.title(), self.tr("seating plan"))
        )
        if not path:
            return
        try:
            save_seating_plan(
                path, self.title(), self.date(), self.seating_plan(), guests=self.guests()
            )
        except OSError as error:
            self._saved_text("", error)
            return
        self._saved_text(self.tr("The seating plan is saved in {path}.").format(path=path))

    def print_table_lists(self) -> None:
        if self.drawn is None:
            return
        from schreiber.ui.club.night_print import save_table_lists

        path = pdf_path(
            self,
            self.tr("Save the table lists"),
            file_name(self.title(), self.tr("round {number} tables").format(number=1)),
        )
        if not path:
            return
        try:
            save_table_lists(
                path,
                self.title(),
                self.date(),
                1,
                self.drawn,
                deals_per_round=self.deals_spin.value(),
                guests=self.guests(),
            )
        except OSError as error:
            self._saved_text("", error)
            return
        self._saved_text(
            self.tr("The table lists of round {number} are saved in {path}.").format(
                number=1, path=path
            )
        )

    def _saved_text(self, said: str, error: OSError | None = None) -> None:
        if error is not None:
            said = self.tr("The file could not be saved: {reason}").format(
                reason=error.strerror or str(error)
            )
        self.draw_note.setText(said)

    def sessions(self) -> list[SessionFile]:
        """Round 1's table sessions (checked); raises ``RecordError``."""
        assert self.drawn is not None
        return round_sessions(self.rules(), self.title(), self.date(), 1, self.drawn)

    def start(self) -> None:
        """Store the night, with what was chosen, and round 1's table sessions, in one
        transaction; the dialog closes."""
        if self.drawn is None or self.problem() or self.table_problem(self.drawn):
            return
        try:
            settings = night_settings(
                self.mode(),
                self.rounds_spin.value(),
                self.rules(),
                deals_per_round=self.deals_spin.value(),
            )
            # Kept with the night as the command line keeps them (records.md).
            settings[GUESTS] = self.guests()
            settings[EXCUSED] = self.excused()
            self.night_id = self.controller.start_night(
                self.date(),
                self.title(),
                self.present(),
                self.seed_spin.value(),
                settings,
                self.sessions(),
                guests=self.guests(),
            )
        except (StoreError, RecordError) as error:
            self._error = error
            self._refresh()
            return
        self.accept()


def new_club_night(window: MainWindow) -> None:
    """Club → New club night…: the dialog, then the night's standing window."""
    dialog = NewNightDialog(NightController.of_window(window), window)
    dialog.resize(dialog.sizeHint())
    if dialog.exec() == QDialog.DialogCode.Accepted and dialog.night_id is not None:
        open_night_window(window, dialog.night_id)


def show_club_nights(window: MainWindow) -> None:
    """Club → Club nights…: the list of nights; the one chosen opens its standing."""
    try:
        nights = NightController.of_window(window).nights()
    except StoreError as error:
        window.show_store_error(text.problem_text(error))
        return
    dialog = NightsDialog(nights, window)
    dialog.chosen.connect(lambda night_id: open_night_window(window, night_id))
    dialog.exec()
