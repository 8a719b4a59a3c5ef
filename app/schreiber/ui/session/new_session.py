"""New session: title, date, players in seating order, first dealer and the rule set.

:class:`NewSessionDialog` puts the chosen game's rules editor (its
:class:`~schreiber.ui.common.game_ui.GameUi`'s: Doppelkopf's is
:mod:`.doppelkopf_rules`, the others' :mod:`.simple_rules`) next to the table
(players, first dealer) and returns a session-file dict that
:func:`schreiber.session.file.parse_session` accepts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, cast

from PySide6.QtCore import QDate, QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from schreiber.games.errors import RecordError
from schreiber.games.registry import GAME_NAMES
from schreiber.games.registry import game as game_of
from schreiber.session.file import FORMAT, VERSION, parse_session
from schreiber.store.core import StoreCore, StoreError
from schreiber.ui.common import text
from schreiber.ui.common.game_ui import DEFAULT_GAME, RulesEditing, game_ui
from schreiber.ui.common.roster_completer import RosterCompleter, RosterNameEdit, roster_entries
from schreiber.ui.common.widgets import is_language_change, retitle_items
from schreiber.ui.sheet.model import negative_colour

MAX_NAME: Final = 40
MAX_TITLE: Final = 200

PLAYER_ID_ROLE: Final = Qt.ItemDataRole.UserRole + 1


def small_grey(label: QLabel) -> QLabel:
    """An explanation line: smaller, in the palette's placeholder colour, wrapped."""
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.9)
    label.setFont(font)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    label.setWordWrap(True)
    return label


def warning_label(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setWordWrap(True)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, negative_colour())
    label.setPalette(palette)
    return label


class PlayerList(QListWidget):
    """Names in seating order: drag to reorder, Alt+Up/Down to move, Delete to remove."""

    names_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setDragDropOverwriteMode(False)
        self.setDropIndicatorShown(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.setAlternatingRowColors(True)
        self._quiet = False
        self._next_id = 0
        model = self.model()
        for signal in (
            model.rowsInserted,
            model.rowsRemoved,
            model.rowsMoved,
            model.dataChanged,
            model.layoutChanged,
            model.modelReset,
        ):
            signal.connect(self._model_changed)

    def _model_changed(self) -> None:
        if not self._quiet:
            self.names_changed.emit()

    def names(self) -> list[str]:
        return [self.item(row).text().strip() for row in range(self.count())]

    def ids(self) -> list[int]:
        """A number per entry that stays with it through moves and renames."""
        return [int(self.item(row).data(PLAYER_ID_ROLE)) for row in range(self.count())]

    def set_names(self, names: Sequence[str]) -> None:
        self._quiet = True
        try:
            self.clear()
            for name in names:
                self.add_name(name)
        finally:
            self._quiet = False
        if self.count():
            self.setCurrentRow(0)
        self.names_changed.emit()

    def add_name(self, name: str) -> None:
        item = QListWidgetItem(name)
        item.setFlags(
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsEditable
            | Qt.ItemFlag.ItemIsDragEnabled
        )
        item.setData(PLAYER_ID_ROLE, self._next_id)
        self._next_id += 1
        self.addItem(item)

    def move_current(self, delta: int) -> None:
        row = self.currentRow()
        target = row + delta
        if row < 0 or not 0 <= target < self.count():
            return
        self._quiet = True
        try:
            item = self.takeItem(row)
            self.insertItem(target, item)
        finally:
            self._quiet = False
        self.setCurrentRow(target)
        self.names_changed.emit()

    def remove_current(self) -> None:
        row = self.currentRow()
        if row < 0:
            return
        self.takeItem(row)
        if self.count():
            self.setCurrentRow(min(row, self.count() - 1))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        alt = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if alt == Qt.KeyboardModifier.AltModifier and event.key() in (
            Qt.Key.Key_Up,
            Qt.Key.Key_Down,
        ):
            self.move_current(-1 if event.key() == Qt.Key.Key_Up else 1)
            event.accept()
            return
        if event.matches(QKeySequence.StandardKey.Delete) or (
            event.key() == Qt.Key.Key_Backspace and not alt
        ):
            self.remove_current()
            event.accept()
            return
        super().keyPressEvent(event)


class NameEdit(RosterNameEdit):
    """The new player's name: Enter adds it (the one picked from the roster's popup,
    or as typed) instead of pressing the dialog's OK."""


class NewSessionDialog(QDialog):
    """Ask for everything a new session needs; :meth:`result_session` is the file."""

    def __init__(
        self,
        known_names: Sequence[str] = (),
        parent: QWidget | None = None,
        *,
        store: StoreCore | None = None,
    ) -> None:
        super().__init__(parent)
        # The names offered as the user types: the roster's players (with their full
        # names, to tell two Annas apart), then names of earlier sessions that are
        # nobody on the roster. A name offered by none can still be typed: the store
        # makes a new person of it when the session is created.
        self._store = store
        self._known = roster_entries(store, known_names)
        self._last = self._read_last_players()
        self._title_edited = False
        # Why the typed name was not added: ("full", "") or ("twice", name); worded
        # when shown, so that it follows the language.
        self._add_problem: tuple[str, str] | None = None
        self._error: RecordError | None = None  # why the session file was refused

        # Title and date --------------------------------------------------------
        self.title_edit = QLineEdit(self)
        self.title_edit.setMaxLength(MAX_TITLE)
        self.title_edit.textEdited.connect(self._title_typed)
        self.date_edit = QDateEdit(self)
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setDisplayFormat("yyyy-MM-dd")
        self.date_edit.setDate(QDate.currentDate())
        self.date_edit.dateChanged.connect(self._date_changed)
        self.title_edit.setText(self.default_title())
        self.game_combo = QComboBox(self)
        for name in GAME_NAMES:
            self.game_combo.addItem(name, name)
        self.game_combo.currentIndexChanged.connect(self._game_chosen)
        top_form = QFormLayout()
        self.game_label = QLabel(self)
        self.title_label = QLabel(self)
        self.date_label = QLabel(self)
        for label, field in (
            (self.game_label, self.game_combo),
            (self.title_label, self.title_edit),
            (self.date_label, self.date_edit),
        ):
            label.setBuddy(field)
            top_form.addRow(label, field)

        # Players ---------------------------------------------------------------
        players_box = QGroupBox(self)
        self.players_box = players_box
        self.players = PlayerList(players_box)
        self.players.setMinimumHeight(180)
        self.up_button = QPushButton(players_box)
        self.down_button = QPushButton(players_box)
        self.remove_button = QPushButton(players_box)
        for button in (self.up_button, self.down_button, self.remove_button):
            button.setAutoDefault(False)
        self.up_button.clicked.connect(lambda: self._move(-1))
        self.down_button.clicked.connect(lambda: self._move(1))
        self.remove_button.clicked.connect(self._remove)
        side = QVBoxLayout()
        side.addWidget(self.up_button)
        side.addWidget(self.down_button)
        side.addWidget(self.remove_button)
        side.addStretch(1)
        list_row = QHBoxLayout()
        list_row.addWidget(self.players, 1)
        list_row.addLayout(side)

        self.name_edit = NameEdit(players_box)
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setClearButtonEnabled(True)
        self.completer = RosterCompleter(self)
        self.name_edit.setCompleter(self.completer)
        self.name_edit.returnPressed.connect(self.add_typed_player)
        self.name_edit.textChanged.connect(self._name_typed)
        self.add_button = QPushButton(players_box)
        self.add_button.setAutoDefault(False)
        self.add_button.clicked.connect(self.add_typed_player)
        self.name_label = QLabel(players_box)
        self.name_label.setBuddy(self.name_edit)
        add_row = QHBoxLayout()
        add_row.addWidget(self.name_label)
        add_row.addWidget(self.name_edit, 1)
        add_row.addWidget(self.add_button)
        # "Same players as last time" in one key (Alt+S, its accelerator).
        self.same_button = QPushButton(players_box)
        self.same_button.setAutoDefault(False)
        self.same_button.clicked.connect(self.same_players)
        self.same_button.setVisible(store is not None)
        self.same_button.setEnabled(bool(self._last))

        self.players_hint = small_grey(QLabel(players_box))
        hint = self.players_hint
        self.message = warning_label(players_box)
        self.message.setObjectName("players_message")
        self.message.setMinimumHeight(self.message.fontMetrics().lineSpacing() * 2)
        self.message.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

        self.dealer_combo = QComboBox(players_box)
        self.dealer_label = QLabel(players_box)
        self.dealer_label.setBuddy(self.dealer_combo)
        dealer_row = QHBoxLayout()
        dealer_row.addWidget(self.dealer_label)
        dealer_row.addWidget(self.dealer_combo, 1)

        players_layout = QVBoxLayout(players_box)
        players_layout.addLayout(add_row)
        players_layout.addLayout(list_row, 1)
        players_layout.addWidget(self.same_button)  # below the list: the popup leaves it seen
        players_layout.addWidget(hint)
        players_layout.addWidget(self.message)
        players_layout.addLayout(dealer_row)

        left = QVBoxLayout()
        left.addLayout(top_form)
        left.addWidget(players_box, 1)

        # Rules -----------------------------------------------------------------
        rules_box = QGroupBox(self)
        self.rules_box = rules_box
        # Each game's own editor (its GameUi's), one shown at a time.
        self.rules_editors: dict[str, RulesEditing] = {}
        self.rules_stack = QStackedWidget(rules_box)
        for name in GAME_NAMES:
            editor = game_ui(name).rules_editor(rules_box)
            editor.changed.connect(self._validate)
            self.rules_editors[name] = editor
            self.rules_stack.addWidget(cast(QWidget, editor))
        rules_layout = QVBoxLayout(rules_box)
        rules_layout.addWidget(self.rules_stack)

        # Buttons ---------------------------------------------------------------
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        # A button of our own, not the standard OK: the button box would give a
        # standard button its standard text back when the language changes.
        self.ok_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        columns = QHBoxLayout()
        left_widget = QWidget(self)
        left_widget.setLayout(left)
        left.setContentsMargins(0, 0, 0, 0)
        left_widget.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        left_widget.setMinimumWidth(340)
        left_widget.setMaximumWidth(360)
        columns.addWidget(left_widget, 0)
        columns.addWidget(rules_box, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.buttons)

        self.players.names_changed.connect(self._players_changed)
        self.players.currentRowChanged.connect(self._update_buttons)
        self._game_chosen()
        self._name_typed()
        self.name_edit.setFocus()
        self.retranslate()
        self._fit_screen()

    def retranslate(self) -> None:
        """Every text again in the current language; what is typed and chosen stays."""
        self.setWindowTitle(self.tr("New session"))
        retitle_items(self.game_combo, self.game_labels())
        self.game_label.setText(self.tr("&Game:"))
        self.title_label.setText(self.tr("&Title:"))
        self.date_label.setText(self.tr("&Date:"))
        self.players_box.setTitle(self.tr("Players in seating order (clockwise)"))
        self.players.setToolTip(
            self.tr("Drag, or Alt+Up / Alt+Down, to reorder; F2 renames; Delete removes.")
        )
        self.up_button.setText(self.tr("Move &up"))
        self.up_button.setToolTip(self.tr("Move the selected player up (Alt+Up)"))
        self.down_button.setText(self.tr("Move do&wn"))
        self.down_button.setToolTip(self.tr("Move the selected player down (Alt+Down)"))
        self.remove_button.setText(self.tr("&Remove"))
        self.remove_button.setToolTip(self.tr("Remove the selected player (Delete)"))
        self.name_label.setText(self.tr("&New player:"))
        self.name_edit.setPlaceholderText(self.tr("Name, then Enter"))
        self.add_button.setText(self.tr("&Add"))
        self.dealer_label.setText(self.tr("&First dealer:"))
        self.same_button.setText(self.tr("&Same players as last time"))
        self.same_button.setToolTip(
            self.tr("Alt+S: {players}, in their seats, the first of them dealing first").format(
                players=", ".join(self._last)
            )
            if self._last
            else self.tr("No session was started before")
        )
        self.completer.retranslate()
        self.dealer_combo.setToolTip(self.tr("Who deals the first deal"))
        self.rules_box.setTitle(self.tr("Rules"))
        self.ok_button.setText(self.tr("Start session"))
        self._update_hint()
        if not self._title_edited:
            self.title_edit.setText(self.default_title())
        self._validate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def _fit_screen(self) -> None:
        """1180×640 (fits a 1280×720 screen with a panel and a title bar), or less."""
        width, height = 1180, 640
        screen = self.screen()
        if screen is not None:
            available = screen.availableGeometry()
            width = min(width, available.width() - 40)
            height = min(height, available.height() - 60)
        hint = self.minimumSizeHint()
        self.resize(max(width, hint.width()), max(height, hint.height()))

    # Title and date ---------------------------------------------------------------

    def date(self) -> str:
        value = self.date_edit.date()
        return f"{value.year():04d}-{value.month():02d}-{value.day():02d}"

    def game_labels(self) -> dict[str, str]:
        """Each game's title, by its name (in the registry's order)."""
        return {name: text.game_title(name) for name in GAME_NAMES}

    def game(self) -> str:
        """The game chosen (before the combo exists, as the title is first filled:
        the one it starts with)."""
        combo = getattr(self, "game_combo", None)
        return str(combo.currentData()) if combo is not None else DEFAULT_GAME

    @property
    def rules_editor(self) -> RulesEditing:
        """The rules editor of the game chosen."""
        return self.rules_editors[self.game()]

    def player_range(self) -> tuple[int, int]:
        return game_of(self.game()).player_range

    def set_game(self, name: str) -> None:
        self.game_combo.setCurrentIndex(max(self.game_combo.findData(name), 0))

    def _game_chosen(self) -> None:
        self.rules_stack.setCurrentWidget(cast(QWidget, self.rules_editor))
        self._update_hint()
        if not self._title_edited:
            self.title_edit.setText(self.default_title())
        self._players_changed()

    def _update_hint(self) -> None:
        low, high = self.player_range()
        if low == high:  # Crescendo: "3 to 3 players" said it oddly (issue 17)
            hint = self.tr(
                "Exactly {count} players. Drag or press Alt+Up / Alt+Down to reorder, "
                "F2 or double-click to rename, Delete to remove."
            ).format(count=low)
        else:
            hint = self.tr(
                "{low} to {high} players. Drag or press Alt+Up / Alt+Down to reorder, "
                "F2 or double-click to rename, Delete to remove."
            ).format(low=low, high=high)
        self.players_hint.setText(hint)

    def current_rules_json(self) -> dict[str, object]:
        return self.rules_editor.rules_json()

    def default_title(self) -> str:
        return self.tr("{game} {date}").format(game=text.game_title(self.game()), date=self.date())

    def _title_typed(self, _text: str) -> None:
        self._title_edited = True

    def _date_changed(self) -> None:
        if not self._title_edited:
            self.title_edit.setText(self.default_title())

    # Players ----------------------------------------------------------------------

    def player_names(self) -> list[str]:
        return self.players.names()

    def set_players(self, names: Sequence[str]) -> None:
        self.players.set_names(names)

    def _read_last_players(self) -> tuple[str, ...]:
        """The players of the session started last; none without a store or a session."""
        if self._store is None:
            return ()
        try:
            return self._store.people.last_players()
        except StoreError:
            return ()

    def same_players(self) -> None:
        """The players of last time, in their seats; the first of them deals first."""
        if not self._last:
            return
        self._add_problem = None
        self.set_players(self._last)
        self.dealer_combo.setCurrentIndex(0)
        self.name_edit.clear()
        self.name_edit.setFocus()

    def add_typed_player(self) -> None:
        name = self.name_edit.text().strip()
        if not name:
            return
        names = self.player_names()
        if len(names) >= self.player_range()[1]:
            self._add_problem = ("full", "")
        elif name.casefold() in (n.casefold() for n in names):
            self._add_problem = ("twice", name)
        else:
            self._add_problem = None
            self.players.add_name(name)
            self.players.setCurrentRow(self.players.count() - 1)
            self.name_edit.clear()
        self._validate()

    def _add_problem_text(self) -> str:
        if self._add_problem is None:
            return ""
        kind, name = self._add_problem
        if kind == "full":
            return self.tr("There are already {count} players; remove one first.").format(
                count=self.player_range()[1]
            )
        return self.tr("“{name}” is already playing.").format(name=name)

    def _name_typed(self) -> None:
        self.add_button.setEnabled(bool(self.name_edit.text().strip()))
        if self._add_problem:
            self._add_problem = None
            self._validate()

    def _move(self, delta: int) -> None:
        self.players.move_current(delta)
        self.players.setFocus()

    def _remove(self) -> None:
        self.players.remove_current()
        self.players.setFocus()

    def _players_changed(self) -> None:
        names = self.player_names()
        ids = self.players.ids()
        current = self.dealer_combo.currentData()
        index = self.dealer_combo.currentIndex()
        self.dealer_combo.blockSignals(True)
        self.dealer_combo.clear()
        for name, player_id in zip(names, ids, strict=True):
            self.dealer_combo.addItem(name, player_id)
        if current in ids:
            self.dealer_combo.setCurrentIndex(ids.index(current))
        elif names:
            self.dealer_combo.setCurrentIndex(min(max(index, 0), len(names) - 1))
        self.dealer_combo.blockSignals(False)
        playing = {n.casefold() for n in names}
        self.completer.set_entries([e for e in self._known if e.name.casefold() not in playing])
        for editor in self.rules_editors.values():
            editor.set_player_count(len(names))
        self._error = None
        self._update_buttons()
        self._validate()

    def _update_buttons(self) -> None:
        row = self.players.currentRow()
        count = self.players.count()
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < count - 1)
        self.remove_button.setEnabled(row >= 0)

    # Validation -------------------------------------------------------------------

    def problem(self) -> str:
        """The first reason the session cannot start yet, or ``""``."""
        names = self.player_names()
        for position, name in enumerate(names, start=1):
            if not name:
                return self.tr(
                    "Player {position} has no name; type one or remove the entry."
                ).format(position=position)
            if len(name) > MAX_NAME:
                return self.tr(
                    "The name of player {position} is longer than {limit} characters."
                ).format(position=position, limit=MAX_NAME)
        seen: set[str] = set()
        for name in names:
            if name.casefold() in seen:
                return self.tr(
                    "“{name}” is in the list twice; every player needs a different name."
                ).format(name=name)
            seen.add(name.casefold())
        low, high = self.player_range()
        if not low <= len(names) <= high:
            game = text.game_title(self.game())
            if low == high:
                return self.tr(
                    "{game} needs exactly {needed} players; the list has {count}."
                ).format(game=game, needed=low, count=len(names))
            return self.tr("{game} needs {low} to {high} players; the list has {count}.").format(
                game=game, low=low, high=high, count=len(names)
            )
        return self.rules_editor.problem()

    def _error_text(self) -> str:
        if self._error is None:
            return ""
        return self.tr("{field}: {reason}").format(
            field=text.field_text(self._error.field), reason=text.error_text(self._error)
        )

    def _validate(self) -> None:
        problem = self._add_problem_text() or self.problem() or self._error_text()
        self.message.setText(problem)
        self.ok_button.setEnabled(not self.problem())

    # Result -----------------------------------------------------------------------

    def result_session(self) -> dict[str, object]:
        """The new session as a session-file dict (no deals yet)."""
        names = self.player_names()
        dealer = self.dealer_combo.currentText()
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game(),
            "title": self.title_edit.text().strip() or self.default_title(),
            "date": self.date(),
            "players": names,
            "first_dealer": dealer if dealer in names else (names[0] if names else ""),
            "rules": self.current_rules_json(),
            "deals": [],
        }

    def accept(self) -> None:
        if self.problem():
            self._validate()
            return
        try:
            parse_session(self.result_session())
        except RecordError as error:
            self._error = error
            self._validate()
            return
        super().accept()
