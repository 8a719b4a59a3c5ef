"""Club → The club's players…: the roster, with type-ahead, names and full names.

Every player is a person of the store's roster (``StoreCore.people``): the same
person in every session they sat in. The dialog lists them (name, full name,
evenings played, last played; archived ones only when "Show archived players"
is ticked) and filters as the user types into "Find". Below the list, one form
adds a person (a name, and a full name that tells two Annas apart: "Anna K." /
"Anna Kowalski") or, after F2, a double-click or "Rename…", changes the one
selected: a new name renames them everywhere in one transaction, after a
confirmation that says in how many sessions. "Archive" leaves someone out of
the list and out of the type-ahead of new sessions; their sessions keep them.

Mistakes are said under the form in the user's language, naming the field and
the fix (a blank name, one longer than 40 characters, a name somebody else
has); the store's own refusals (a name taken meanwhile on another laptop)
the same way.

Live: the dialog reads the roster again when it is opened or activated, after
each of its own changes, and every :data:`REFRESH_MS` while it is shown (one
small query), so a player added or renamed in another window or on another
laptop appears within two seconds; the selection stays on the same person.

Keys: type to find; Down into the list; F2 renames the selected player; Enter
in the form adds or saves; Esc leaves a change unsaved (and, with no change
open, closes the dialog).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QFont,
    QHideEvent,
    QKeyEvent,
    QKeySequence,
    QPalette,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from schreiber.club.people import LONGEST_FULL_NAME, Problem, name_problem, tidy
from schreiber.games.errors import RecordError
from schreiber.store.core import LONGEST_NAME, Person, Right, StoreError
from schreiber.ui.club.controller import RosterController
from schreiber.ui.common import text
from schreiber.ui.common.widgets import ERROR_STYLE, LEGEND_STYLE, is_language_change
from schreiber.ui.connection.rights import gate

if TYPE_CHECKING:
    from schreiber.ui.main_window import MainWindow

Index = QModelIndex | QPersistentModelIndex

SORT_ROLE: Final = Qt.ItemDataRole.UserRole + 1
"""What a column sorts by: the name without regard to capitals, the count as a number."""
PERSON_ROLE: Final = Qt.ItemDataRole.UserRole + 2
"""The person's id in the store."""
REFRESH_MS: Final = 2000
"""How often a shown roster looks for changes made elsewhere."""

NAME, FULL_NAME, EVENINGS, LAST_PLAYED = range(4)


# The model ---------------------------------------------------------------------------


class RosterModel(QAbstractTableModel):
    """The roster, one row per person: name, full name, evenings, last played."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.people: list[Person] = []
        self._italic = QFont()
        self._italic.setItalic(True)

    def set_people(self, people: Sequence[Person]) -> bool:
        """Show these people; whether anything changed (an equal roster is left alone,
        so the view keeps its selection and scroll position)."""
        if list(people) == self.people:
            return False
        self.beginResetModel()
        self.people = list(people)
        self.endResetModel()
        return True

    def person(self, row: int) -> Person:
        return self.people[row]

    def row_of(self, person_id: int) -> int | None:
        for row, person in enumerate(self.people):
            if person.id == person_id:
                return row
        return None

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if self.people:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self.people) - 1, self.columnCount() - 1)
            )

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.people)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 4

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < 4:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return [
                QCoreApplication.translate("RosterDialog", "Name"),
                QCoreApplication.translate("RosterDialog", "Full name"),
                QCoreApplication.translate("RosterDialog", "Evenings"),
                QCoreApplication.translate("RosterDialog", "Last played"),
            ][section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return [
                QCoreApplication.translate("RosterDialog", "What the score sheets show"),
                QCoreApplication.translate(
                    "RosterDialog", "Tells two players of the same name apart"
                ),
                QCoreApplication.translate("RosterDialog", "The sessions they sat in"),
                QCoreApplication.translate("RosterDialog", "The date of the latest of them"),
            ][section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.people):
            return None
        person = self.people[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == NAME:
                return person.name
            if column == FULL_NAME:
                return person.full_name
            if column == EVENINGS:
                return str(person.sessions)
            return person.last_played or "–"
        if role == SORT_ROLE:
            return [
                person.name.casefold(),
                person.full_name.casefold(),
                person.sessions,
                person.last_played or "",
            ][column]
        if role == PERSON_ROLE:
            return person.id
        if role == Qt.ItemDataRole.TextAlignmentRole and column == EVENINGS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if person.archived:
            if role == Qt.ItemDataRole.FontRole:
                return self._italic
            if role == Qt.ItemDataRole.ForegroundRole:
                return QPalette().color(QPalette.ColorRole.PlaceholderText)
            if role == Qt.ItemDataRole.ToolTipRole:
                return QCoreApplication.translate(
                    "RosterDialog", "{name} is archived: not offered when a session starts"
                ).format(name=person.name)
        return None


class RosterFilter(QSortFilterProxyModel):
    """The people whose name or full name contains what is typed (any capitals),
    the archived ones only when asked for."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.needle = ""
        self.show_archived = False
        self.setSortRole(SORT_ROLE)

    def set_needle(self, needle: str) -> None:
        self.beginFilterChange()
        self.needle = " ".join(needle.split()).casefold()
        self.endFilterChange()

    def set_show_archived(self, on: bool) -> None:
        self.beginFilterChange()
        self.show_archived = on
        self.endFilterChange()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:  # noqa: N802
        model = self.sourceModel()
        if not isinstance(model, RosterModel) or not 0 <= source_row < len(model.people):
            return False
        person = model.person(source_row)
        if person.archived and not self.show_archived:
            return False
        if not self.needle:
            return True
        return self.needle in f"{person.name} {person.full_name}".casefold()


# The dialog --------------------------------------------------------------------------


class RosterDialog(QDialog):
    """The club's players: find, add, rename (everywhere), full names, archive."""

    renamed = Signal(str, str, int)
    """A player was renamed everywhere: the old name, the new one, in how many sessions."""

    def __init__(self, controller: RosterController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._editing: int | None = None  # the person being changed; None: adding
        self._problem: Problem | None = None  # (kind, detail) of the last refusal
        self._store_problem = ""  # the store's refusal, in words
        self._status: Callable[[], str] | None = None  # what was done last, in words
        self.confirmation: QMessageBox | None = None  # the rename's question while asked

        self.model = RosterModel(self)
        self.proxy = RosterFilter(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.sort(NAME, Qt.SortOrder.AscendingOrder)

        # Finding -------------------------------------------------------------------
        self.find_edit = QLineEdit(self)
        self.find_edit.setClearButtonEnabled(True)
        self.find_label = QLabel(self)
        self.find_label.setBuddy(self.find_edit)
        self.archived_box = QCheckBox(self)
        find_row = QHBoxLayout()
        find_row.addWidget(self.find_label)
        find_row.addWidget(self.find_edit, 1)
        find_row.addWidget(self.archived_box)

        # The list ------------------------------------------------------------------
        self.table = QTableView(self)
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(NAME, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(FULL_NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(EVENINGS, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(LAST_PLAYED, QHeaderView.ResizeMode.ResizeToContents)
        self.rename_button = QPushButton(self)
        self.archive_button = QPushButton(self)
        self.new_button = QPushButton(self)
        side = QVBoxLayout()
        for button in (self.rename_button, self.archive_button, self.new_button):
            button.setAutoDefault(False)
            side.addWidget(button)
        side.addStretch(1)
        list_row = QHBoxLayout()
        list_row.addWidget(self.table, 1)
        list_row.addLayout(side)

        # The form: a new player, or the one selected -------------------------------
        self.form_box = QGroupBox(self)
        self.name_edit = QLineEdit(self.form_box)
        self.full_edit = QLineEdit(self.form_box)
        self.name_label = QLabel(self.form_box)
        self.name_label.setBuddy(self.name_edit)
        self.full_label = QLabel(self.form_box)
        self.full_label.setBuddy(self.full_edit)
        self.save_button = QPushButton(self.form_box)
        self.cancel_button = QPushButton(self.form_box)
        for button in (self.save_button, self.cancel_button):
            button.setAutoDefault(False)
        form = QFormLayout()
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.full_label, self.full_edit)
        form_buttons = QHBoxLayout()
        form_buttons.addStretch(1)
        form_buttons.addWidget(self.cancel_button)
        form_buttons.addWidget(self.save_button)
        self.problem = QLabel(self.form_box)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(ERROR_STYLE)
        self.problem.hide()
        form_layout = QVBoxLayout(self.form_box)
        form_layout.addLayout(form)
        form_layout.addWidget(self.problem)
        form_layout.addLayout(form_buttons)

        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.legend = QLabel(self)
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet(LEGEND_STYLE)
        self.box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.box.rejected.connect(self.reject)
        for standard in self.box.buttons():
            if isinstance(standard, QPushButton):
                standard.setAutoDefault(False)

        layout = QVBoxLayout(self)
        layout.addLayout(find_row)
        layout.addLayout(list_row, 1)
        layout.addWidget(self.form_box)
        layout.addWidget(self.status)
        layout.addWidget(self.legend)
        layout.addWidget(self.box)

        # Wiring ----------------------------------------------------------------------
        self.find_edit.textChanged.connect(self._find)
        self.find_edit.installEventFilter(self)
        self.archived_box.toggled.connect(self._show_archived)
        self.table.doubleClicked.connect(lambda _index: self.start_change())
        selection = self.table.selectionModel()
        selection.currentRowChanged.connect(lambda _now, _before: self._update_buttons())
        self.rename_button.clicked.connect(self.start_change)
        self.archive_button.clicked.connect(self.toggle_archived)
        self.new_button.clicked.connect(self.start_adding)
        self.save_button.clicked.connect(self.save)
        self.cancel_button.clicked.connect(self.start_adding)
        self.name_edit.returnPressed.connect(self.save)
        self.full_edit.returnPressed.connect(self.save)
        self.name_edit.textChanged.connect(self._typed)
        self.full_edit.textChanged.connect(self._typed)
        self.rename_key = QShortcut(QKeySequence(Qt.Key.Key_F2), self)
        self.rename_key.activated.connect(self.start_change)

        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)

        self.resize(760, 560)
        self.refresh()
        self.retranslate()
        self.find_edit.setFocus()

    # Texts ---------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("The club's players"))
        self.find_label.setText(self.tr("&Find:"))
        self.find_edit.setPlaceholderText(self.tr("Type part of a name or full name"))
        self.archived_box.setText(self.tr("&Show archived players"))
        self.rename_button.setText(self.tr("&Rename…"))
        self.rename_button.setToolTip(
            self.tr("Change the selected player's name (everywhere) or full name (F2)")
        )
        self.new_button.setText(self.tr("Ne&w player"))
        self.new_button.setToolTip(self.tr("Empty the form to add a player"))
        self.name_label.setText(self.tr("&Name:"))
        self.name_edit.setPlaceholderText(self.tr("As the score sheet shows it, e.g. Anna K."))
        self.full_label.setText(self.tr("F&ull name:"))
        self.full_edit.setPlaceholderText(
            self.tr("Optional: tells two players of the same name apart, e.g. Anna Kowalski")
        )
        self.cancel_button.setText(self.tr("Cancel"))
        self.legend.setText(
            self.tr(
                "Type to find a player · Down: into the list · F2: rename the selected"
                " player · Enter: add or save · Esc: leave a change unsaved"
            )
        )
        close = self.box.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(self.tr("Close"))
        self.model.retranslate()
        self._update_form()
        self._update_buttons()
        self._show_problem()
        self.status.setText(self._status() if self._status is not None else "")

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        elif event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.refresh()
        super().changeEvent(event)

    # The store ------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the roster again (changes from other windows and laptops too); the
        selection stays on the same person."""
        try:
            people = self.controller.people(include_archived=True)
        except StoreError as error:
            self._refused(error)
            return
        current = self.current_person()
        if self.model.set_people(people) and current is not None:
            self.select_person(current.id)
        self._update_buttons()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        self.timer.start()
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802
        self.timer.stop()
        super().hideEvent(event)

    def _refused(self, error: StoreError | RecordError) -> None:
        self._problem = None
        self._store_problem = text.problem_text(error)
        self._show_problem()

    # The list -------------------------------------------------------------------------

    def current_person(self) -> Person | None:
        index = self.table.currentIndex()
        if not index.isValid():
            return None
        row = self.proxy.mapToSource(index).row()
        return self.model.person(row) if 0 <= row < len(self.model.people) else None

    def select_person(self, person_id: int) -> bool:
        row = self.model.row_of(person_id)
        if row is None:
            return False
        index = self.proxy.mapFromSource(self.model.index(row, NAME))
        if not index.isValid():
            return False
        self.table.setCurrentIndex(index)
        self.table.scrollTo(index)
        return True

    def visible_names(self) -> list[str]:
        """The names the list shows, top to bottom."""
        return [str(self.proxy.index(row, NAME).data()) for row in range(self.proxy.rowCount())]

    def _find(self, needle: str) -> None:
        """Show who matches; the first of them is selected (Down, then F2, renames them)."""
        self.proxy.set_needle(needle)
        if self.proxy.rowCount():
            self.table.setCurrentIndex(self.proxy.index(0, NAME))
        self._update_buttons()

    def _show_archived(self, on: bool) -> None:
        current = self.current_person()
        self.proxy.set_show_archived(on)
        if current is not None:
            self.select_person(current.id)
        self._update_buttons()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if (
            watched is self.find_edit
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Down, Qt.Key.Key_Up)
        ):
            self.table.setFocus()
            if not self.table.currentIndex().isValid() and self.proxy.rowCount():
                self.table.setCurrentIndex(self.proxy.index(0, NAME))
            return True
        return super().eventFilter(watched, event)

    def _update_buttons(self) -> None:
        person = self.current_person()
        self.rename_button.setEnabled(person is not None)
        self.archive_button.setEnabled(person is not None)
        archived = person is not None and person.archived
        self.archive_button.setText(self.tr("Unarc&hive") if archived else self.tr("Arc&hive"))
        self.archive_button.setToolTip(
            self.tr("Offer them again when a session starts")
            if archived
            else self.tr(
                "Leave them out of this list and of the names offered when a session"
                " starts; their sessions keep them"
            )
        )
        # Changing the roster is the organiser's; a table's login reads it (ui.connection.rights).
        allowed = self.controller.can(Right.ROSTER)
        self.new_button.setEnabled(True)
        self.form_box.setEnabled(True)
        for control in (self.rename_button, self.archive_button, self.new_button, self.form_box):
            gate(control, allowed)

    # The form -------------------------------------------------------------------------

    def editing(self) -> Person | None:
        """The person the form changes; None while it adds one."""
        if self._editing is None:
            return None
        row = self.model.row_of(self._editing)
        return None if row is None else self.model.person(row)

    def start_adding(self) -> None:
        """An empty form for a new player."""
        self._editing = None
        self.name_edit.clear()
        self.full_edit.clear()
        self._problem = None
        self._store_problem = ""
        self._update_form()
        self._show_problem()
        self.name_edit.setFocus()

    def start_change(self) -> None:
        """The form filled with the selected player, the name ready to be typed over."""
        person = self.current_person()
        if person is None:
            return
        self._editing = person.id
        self.name_edit.setText(person.name)
        self.full_edit.setText(person.full_name)
        self._problem = None
        self._store_problem = ""
        self._update_form()
        self._show_problem()
        self.name_edit.setFocus()
        self.name_edit.selectAll()

    def _update_form(self) -> None:
        person = self.editing()
        if person is None:
            self._editing = None
            self.form_box.setTitle(self.tr("Add a player"))
            self.save_button.setText(self.tr("&Add"))
        else:
            self.form_box.setTitle(self.tr("Change “{name}”").format(name=person.name))
            self.save_button.setText(self.tr("Sa&ve"))
        self.cancel_button.setVisible(person is not None)

    def _typed(self) -> None:
        self._store_problem = ""
        # A refusal stays until what it was about is typed anew; a name too long or
        # taken is said at once.
        self._problem = self._check(final=False)
        self._show_problem()

    def _check(self, final: bool) -> Problem | None:
        """What is wrong with the form (None: nothing); a blank name only once the user
        wants to save."""
        return name_problem(
            self.name_edit.text(), self.full_edit.text(), self.model.people, self._editing, final
        )

    def problem_text(self) -> str:
        """The form's problem in words: the field, what is wrong, and the fix."""
        if self._problem is None:
            return self._store_problem
        kind, detail = self._problem
        if kind == "blank":
            return self.tr("Name: a player needs a name. Type one, e.g. Anna K.")
        if kind == "long":
            return self.tr(
                "Name: at most {limit} characters, this one has {count}. Shorten it and put"
                " the whole name under Full name."
            ).format(limit=LONGEST_NAME, count=detail)
        if kind == "full_long":
            return self.tr("Full name: at most {limit} characters, this one has {count}.").format(
                limit=LONGEST_FULL_NAME, count=detail
            )
        holder = next((p for p in self.model.people if p.name == detail), None)
        full = holder.full_name if holder is not None and holder.full_name else ""
        if kind == "archived":
            return self.tr(
                "Name: “{name}” is an archived player's. Tick Show archived players and"
                " unarchive them, or tell the two apart with an initial, e.g. “{name} K.”"
            ).format(name=detail)
        if full:
            return self.tr(
                "Name: “{name}” is already {full}'s. Tell the two apart with an initial,"
                " e.g. “{name} K.”, and the full name."
            ).format(name=detail, full=full)
        return self.tr(
            "Name: “{name}” is already on the list. Tell the two apart with an initial,"
            " e.g. “{name} K.”, and give both their full names."
        ).format(name=detail)

    def _show_problem(self) -> None:
        problem = self.problem_text()
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.save_button.setEnabled(self._problem is None or self._problem[0] == "blank")

    def _say(self, words: Callable[[], str]) -> None:
        """What was done, in the current language (again after a change of language)."""
        self._status = words
        self.status.setText(words())

    def save(self) -> None:
        """Add the player in the form, or save the change to the one being changed."""
        self._problem = self._check(final=True)
        self._store_problem = ""
        if self._problem is not None:
            self._show_problem()
            self.name_edit.setFocus()
            return
        name = tidy(self.name_edit.text())
        full = tidy(self.full_edit.text())
        person = self.editing()
        try:
            if person is None:
                person_id = self.controller.add_person(name, full)
                self._say(lambda: self.tr("“{name}” is on the list now.").format(name=name))
            else:
                person_id = person.id
                if name != person.name and not self._rename(person, name):
                    return
                if full != person.full_name:
                    self.controller.set_full_name(person.id, full)
                    if name == person.name:
                        self._say(
                            lambda: self.tr("The full name of “{name}” is saved.").format(name=name)
                        )
        except StoreError as error:
            self._refused(error)
            self.refresh()
            return
        self.refresh()
        self.find_edit.clear()
        self.select_person(person_id)
        self.start_adding()

    def _rename(self, person: Person, name: str) -> bool:
        """Rename everywhere, after saying where (False: the user said no)."""
        count = person.sessions
        if count:
            box = QMessageBox(self)
            box.setIcon(QMessageBox.Icon.Question)
            box.setWindowTitle(self.tr("Rename everywhere"))
            box.setText(
                self.tr(
                    "“{old}” is renamed “{new}” in %n session(s): on every score sheet, in"
                    " every deal and in the league table.",
                    "",
                    count,
                ).format(old=person.name, new=name)
            )
            rename = box.addButton(self.tr("Rename"), QMessageBox.ButtonRole.AcceptRole)
            box.addButton(self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
            box.setDefaultButton(rename)
            self.confirmation = box
            box.exec()
            self.confirmation = None
            if box.clickedButton() is not rename:
                return False
        self.controller.rename_person(person.id, name)
        old = person.name
        self._say(
            lambda: self.tr("“{old}” is “{new}” now, in %n session(s).", "", count).format(
                old=old, new=name
            )
        )
        self.renamed.emit(old, name, count)
        return True

    def toggle_archived(self) -> None:
        person = self.current_person()
        if person is None:
            return
        try:
            self.controller.archive_person(person.id, not person.archived)
        except StoreError as error:
            self._refused(error)
            return
        name = person.name
        if person.archived:
            self._say(lambda: self.tr("“{name}” is offered again.").format(name=name))
        else:
            self._say(
                lambda: self.tr("“{name}” is archived; their sessions keep them.").format(name=name)
            )
        self.refresh()
        self._update_buttons()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self._editing is not None:
            self.start_adding()  # leave the change; Esc again closes
            event.accept()
            return
        super().keyPressEvent(event)


# The window's menu -----------------------------------------------------------------


def refresh_open_session(window: MainWindow) -> None:
    """The window's open session read again after a rename, so the sheet shows the
    new name at once (a rename is the window's own write: its poll would not see it)."""
    controller = window.controller
    service = controller.service
    if service is None:
        return
    try:
        changes = service.refresh()
    except (StoreError, RecordError) as error:
        window.show_store_error(text.problem_text(error))
        return
    if changes is not None:
        controller.changed.emit()


def show_roster(window: MainWindow) -> RosterDialog:
    """Club → The club's players…: the window's roster dialog, shown and up to date."""
    dialog = window.findChild(RosterDialog)
    if not isinstance(dialog, RosterDialog):
        dialog = RosterDialog(RosterController.following(window), window)
        dialog.renamed.connect(lambda *_: refresh_open_session(window))
    dialog.refresh()
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
