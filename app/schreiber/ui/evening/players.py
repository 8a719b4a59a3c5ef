"""Evening → Players…: change who sits at the table mid-evening (rules §2a).

Someone arrives late, someone leaves early, the seats change, or another
player should deal next. The dialog shows the seating as it is now (clockwise),
lets the table add a player, let one leave, move a player and pick who deals
next, and gives back one ``seating`` record (``shared/spec/records.md``) that
the window saves like a deal, so it is undone like one. The game's player range
and a seating that changes nothing are checked here, with the reason shown
under the list; the engine checks the record again when it is saved.

Keys: Enter in the name field adds the name; Del lets the selected player
leave; Ctrl+Up and Ctrl+Down move them. The name field offers the club's
players as the user types (:class:`~schreiber.ui.common.roster_completer.RosterCompleter`:
any capitals, anywhere in the name or full name; Down and Enter pick one); a
name nobody has yet is still taken, and the store makes a new person of it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from schreiber.store.core import StoreCore
from schreiber.ui.common.roster_completer import RosterCompleter, RosterNameEdit, roster_entries
from schreiber.ui.common.widgets import ERROR_STYLE

MAX_NAME = 40


class PlayersDialog(QDialog):
    """The seating from the next deal on, and who deals it."""

    def __init__(
        self,
        seating: Sequence[str],
        next_dealer: str,
        player_range: tuple[int, int],
        parent: QWidget | None = None,
        *,
        store: StoreCore | None = None,
    ) -> None:
        super().__init__(parent)
        self._roster = roster_entries(store, seating)
        self._before = (tuple(seating), next_dealer)
        self._range = player_range
        # "Nothing changed" waits until OK is pressed on an unchanged dialog: shown red
        # at once, it greeted the table with an error before anything was typed.
        self._tried = False
        outer = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        outer.addWidget(self.intro)

        row = QHBoxLayout()
        self.seats = QListWidget(self)
        self.seats.addItems(list(seating))
        self.seats.setCurrentRow(0)
        row.addWidget(self.seats, 1)
        buttons = QVBoxLayout()
        self.up_button = QPushButton(self)
        self.down_button = QPushButton(self)
        self.leave_button = QPushButton(self)
        for button in (self.up_button, self.down_button, self.leave_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        row.addLayout(buttons)
        outer.addLayout(row)

        form = QFormLayout()
        self.name_edit = RosterNameEdit(self)
        self.name_edit.setMaxLength(MAX_NAME)
        self.completer = RosterCompleter(self)
        self.name_edit.setCompleter(self.completer)
        self.add_button = QPushButton(self)
        add_row = QHBoxLayout()
        add_row.addWidget(self.name_edit, 1)
        add_row.addWidget(self.add_button)
        self.name_label = QLabel(self)
        self.name_label.setBuddy(self.name_edit)
        form.addRow(self.name_label, add_row)
        # Where the new player sits: after the player selected in the list (issue 27:
        # nothing said so, and Anna, selected from the start, got the newcomer beside her).
        self.place_label = QLabel(self)
        self.place_label.setWordWrap(True)
        form.addRow("", self.place_label)
        self.dealer_combo = QComboBox(self)
        self.dealer_label = QLabel(self)
        self.dealer_label.setBuddy(self.dealer_combo)
        form.addRow(self.dealer_label, self.dealer_combo)
        outer.addLayout(form)

        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(ERROR_STYLE)
        outer.addWidget(self.problem)
        self.box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        outer.addWidget(self.box)

        self.box.accepted.connect(self.accept)
        self.box.rejected.connect(self.reject)
        self.add_button.clicked.connect(self.add_player)
        self.leave_button.clicked.connect(self.remove_player)
        self.up_button.clicked.connect(lambda: self.move_player(-1))
        self.down_button.clicked.connect(lambda: self.move_player(1))
        self.name_edit.textChanged.connect(self._check)
        self.seats.currentRowChanged.connect(self._say_place)
        # Enter on the roster's popup picks the name and reaches the field past its
        # event filter: the name picked is added at once, as a typed one is.
        self.name_edit.returnPressed.connect(self.add_player)
        self.dealer_combo.currentIndexChanged.connect(self._check)
        self.name_edit.installEventFilter(self)
        self.seats.installEventFilter(self)
        self._fill_dealers(next_dealer)
        self.retranslate()
        self.name_edit.setFocus()

    # Texts --------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Players at the table"))
        low, high = self._range
        if low == high:  # Crescendo: "3–3 players" said it oddly
            intro = self.tr(
                "The seating from the next deal on, clockwise (exactly {count} players). A"
                " player who leaves keeps their total; one who joins starts at 0."
            ).format(count=low)
        else:
            intro = self.tr(
                "The seating from the next deal on, clockwise ({low}–{high} players). A player"
                " who leaves keeps their total; one who joins starts at 0."
            ).format(low=low, high=high)
        self.intro.setText(intro)
        self.name_label.setText(self.tr("&New player"))
        self.add_button.setText(self.tr("&Add"))
        self.leave_button.setText(self.tr("&Leaves"))
        self.up_button.setText(self.tr("Move &up"))
        self.down_button.setText(self.tr("Move do&wn"))
        self.dealer_label.setText(self.tr("&Deals next"))
        self.name_edit.setPlaceholderText(self.tr("Type to pick one of the club's players"))
        # The whole placeholder in view (issue 27: it was cut at 720 pixels).
        placeholder = self.name_edit.fontMetrics().horizontalAdvance(
            self.name_edit.placeholderText()
        )
        self.name_edit.setMinimumWidth(placeholder + 24)
        self.completer.retranslate()
        self._say_place()
        self._check()

    def _say_place(self) -> None:
        """Say where a player added now sits down."""
        row = self.seats.currentRow()
        if row < 0:
            place = self.tr("A new player sits down last.")
        else:
            name = self.seats.item(row).text()
            place = self.tr("A new player sits down after {name} (the player selected above).")
            place = place.format(name=name)
        self.place_label.setText(place)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # Editing ------------------------------------------------------------------------

    def players(self) -> list[str]:
        return [self.seats.item(row).text() for row in range(self.seats.count())]

    def add_player(self) -> None:
        name = " ".join(self.name_edit.text().split())
        if not name or name in self.players():
            self._check()
            return
        row = self.seats.currentRow() + 1 if self.seats.currentRow() >= 0 else self.seats.count()
        self.seats.insertItem(row, name)
        self.seats.setCurrentRow(row)
        self.name_edit.clear()
        self._fill_dealers(self.dealer_combo.currentText())

    def remove_player(self) -> None:
        row = self.seats.currentRow()
        if row < 0:
            return
        self.seats.takeItem(row)
        self.seats.setCurrentRow(min(row, self.seats.count() - 1))
        self._fill_dealers(self.dealer_combo.currentText())

    def move_player(self, step: int) -> None:
        row = self.seats.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.seats.count():
            return
        item = self.seats.takeItem(row)
        self.seats.insertItem(target, item)
        self.seats.setCurrentRow(target)
        self._fill_dealers(self.dealer_combo.currentText())

    def _fill_dealers(self, keep: str) -> None:
        seated = {name.casefold() for name in self.players()}
        self.completer.set_entries([e for e in self._roster if e.name.casefold() not in seated])
        self.dealer_combo.blockSignals(True)
        self.dealer_combo.clear()
        self.dealer_combo.addItems(self.players())
        index = self.dealer_combo.findText(keep)
        self.dealer_combo.setCurrentIndex(max(index, 0))
        self.dealer_combo.blockSignals(False)
        self._check()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return super().eventFilter(watched, event)
        key, ctrl = event.key(), event.modifiers() & Qt.KeyboardModifier.ControlModifier
        if (
            watched is self.name_edit
            and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.name_edit.text().strip()
        ):
            self.add_player()  # Enter adds the name typed; with none, it is OK
            return True
        if watched is self.seats and key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.remove_player()
            return True
        if watched is self.seats and ctrl and key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.move_player(-1 if key == Qt.Key.Key_Up else 1)
            return True
        return super().eventFilter(watched, event)

    # Checking -----------------------------------------------------------------------

    def problem_text(self) -> str:
        """Why the seating cannot be saved as it is ("" when it can)."""
        players = self.players()
        low, high = self._range
        typed = " ".join(self.name_edit.text().split())
        if typed and typed in players:
            return self.tr("{name} already sits at the table").format(name=typed)
        if not low <= len(players) <= high:
            if low == high:
                return self.tr("This game needs exactly {needed} players, not {count}").format(
                    needed=low, count=len(players)
                )
            return self.tr("This game needs {low}–{high} players, not {count}").format(
                low=low, high=high, count=len(players)
            )
        if self.unchanged():
            return self.tr("Nothing changed: add or remove a player, move one, or pick a dealer")
        return ""

    def unchanged(self) -> bool:
        """Whether the seating and the next dealer are as they were."""
        return (tuple(self.players()), self.dealer_combo.currentText()) == self._before

    def _check(self) -> None:
        problem = self.problem_text()
        # Unchanged and OK not yet pressed: nothing to say; OK says it when pressed.
        waiting = bool(problem) and self.unchanged() and not self._tried
        shown = "" if waiting else problem
        self.problem.setText(shown)
        self.problem.setVisible(bool(shown))
        ok = self.box.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not problem or waiting)

    def accept(self) -> None:
        """OK on a seating that cannot be saved says why and keeps the dialog open."""
        if self.problem_text():
            self._tried = True
            self._check()
            return
        super().accept()

    def record(self) -> dict[str, object]:
        """The ``seating`` record of the dialog's state."""
        return {
            "type": "seating",
            "players": self.players(),
            "dealer": self.dealer_combo.currentText(),
        }
