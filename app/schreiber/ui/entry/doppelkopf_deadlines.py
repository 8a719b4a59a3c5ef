""" "May I still say no 60?" — the announcement deadlines of the deal being played.

A small window over the sheet (F1 from anywhere in a Doppelkopf session): the
game type, the marriage's clarifying trick and what each party has said come
from the deal being entered; the table shows, for each party, every word it
may still say — "while holding at least N cards, before playing to trick T" —
and why (its own deadline, a reply to the opponents, or said together with an
earlier word). With the cards in hand filled in, each word says yes or too late.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHeaderView,
    QLabel,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from schreiber.games.doppelkopf.deadlines import (
    Deadline,
    deadline_notes,
    deadlines,
    marriage_shift,
    offers_double,
)
from schreiber.games.doppelkopf.records import PARTIES, PARTNER_CHOICES, WORDS, Party
from schreiber.games.doppelkopf.rules import STANDARD, RuleSet, last_clarifying_trick
from schreiber.games.doppelkopf.validation import played_types
from schreiber.ui.common import text

Index = QModelIndex | QPersistentModelIndex
ROW_WORDS: Final = ("party", "no90", "no60", "no30", "schwarz")
ALLOWED: Final = QColor(46, 160, 67, 70)
TOO_LATE: Final = QColor(200, 60, 60, 70)


class DeadlinesModel(QAbstractTableModel):
    """Rows: Re/Kontra and the four refusals; columns: the Re and the Kontra party."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: dict[Party, dict[str, Deadline]] = {"re": {}, "kontra": {}}
        self.said: dict[Party, tuple[str, ...]] = {"re": (), "kontra": ()}
        self.cards: int | None = None
        self.blocked = False

    def set_answer(
        self,
        rows: dict[Party, list[Deadline]],
        said: Mapping[Party, tuple[str, ...]],
        cards: int | None,
        blocked: bool,
    ) -> None:
        self.beginResetModel()
        self.rows = {party: {row.word: row for row in rows[party]} for party in PARTIES}
        self.said = {party: tuple(said[party]) for party in PARTIES}
        self.cards = cards
        self.blocked = blocked
        self.endResetModel()

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 1)
        self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, len(ROW_WORDS) - 1)
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(len(ROW_WORDS) - 1, 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(ROW_WORDS)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(PARTIES)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(PARTIES):
            if PARTIES[section] == "re":
                return QCoreApplication.translate("DeadlinesModel", "Re party")
            return QCoreApplication.translate("DeadlinesModel", "Kontra party")
        if orientation == Qt.Orientation.Vertical and 0 <= section < len(ROW_WORDS):
            word = ROW_WORDS[section]
            if word == "party":
                return QCoreApplication.translate("DeadlinesModel", "Re / Kontra")
            return text.word(word)
        return None

    def _entry(self, index: Index) -> tuple[Party, str, Deadline | None]:
        party = PARTIES[index.column()]
        word = WORDS[party][index.row()]
        return party, word, self.rows[party].get(word)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or index.row() >= len(ROW_WORDS) or index.column() >= 2:
            return None
        party, word, row = self._entry(index)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(party, word, row)
        if role == Qt.ItemDataRole.ToolTipRole and row is not None:
            return self._reason(party, row)
        if role == Qt.ItemDataRole.BackgroundRole and row is not None and self.cards is not None:
            if self.blocked:
                return TOO_LATE
            return ALLOWED if self.cards >= row.cards else TOO_LATE
        if role == Qt.ItemDataRole.FontRole and row is not None and self.cards is not None:
            font = QFont()
            font.setBold(not self.blocked and self.cards >= row.cards)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _text(self, party: Party, word: str, row: Deadline | None) -> str:
        if row is None:
            return (
                QCoreApplication.translate("DeadlinesModel", "already said")
                if word in self.said[party]
                else ""
            )
        # lupdate sees a plural only in self.tr with the count as a plain name.
        cards = row.cards
        lines = [
            self.tr("holding at least %n card(s)", "", cards),
            QCoreApplication.translate("DeadlinesModel", "before playing to trick {trick}").format(
                trick=row.before_trick
            ),
        ]
        reason = self._reason(party, row)
        if reason:
            lines.append(f"({reason})")
        if self.cards is not None:
            if self.blocked:
                verdict = QCoreApplication.translate(
                    "DeadlinesModel", "not yet: the marriage is undecided"
                )
            elif self.cards >= row.cards:
                verdict = QCoreApplication.translate("DeadlinesModel", "yes, you may")
            else:
                verdict = QCoreApplication.translate("DeadlinesModel", "too late")
            lines.insert(0, verdict)
        return "\n".join(lines)

    def _reason(self, party: Party, row: Deadline) -> str:
        if row.reason == "reply":
            other: Party = "kontra" if party == "re" else "re"
            latest = self.said[other][-1] if self.said[other] else WORDS[other][0]
            return QCoreApplication.translate("DeadlinesModel", "reply to “{word}”").format(
                word=text.word(latest)
            )
        if row.reason.startswith("needs:"):
            needed = row.reason.split(":", 1)[1]
            return QCoreApplication.translate(
                "DeadlinesModel", "said together with “{word}”"
            ).format(word=text.word(needed))
        return ""


class DeadlinesPanel(QDialog):
    """Who may still say what: pre-filled from the deal being entered."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules: RuleSet = STANDARD
        # §13.7 holder_chooses: how the holder chose to find the partner (the deal's).
        self.partner_choice: str | None = None
        self.type_combo = QComboBox(self)
        self.marriage_combo = QComboBox(self)
        self.said_combos: dict[Party, QComboBox] = {p: QComboBox(self) for p in PARTIES}
        self.cards_spin = QSpinBox(self)
        self.cards_spin.setRange(0, 12)
        self.labels = {key: QLabel(self) for key in ("type", "marriage", "re", "kontra", "cards")}
        buddies: dict[str, QWidget] = {
            "type": self.type_combo,
            "marriage": self.marriage_combo,
            "re": self.said_combos["re"],
            "kontra": self.said_combos["kontra"],
            "cards": self.cards_spin,
        }
        form = QFormLayout()
        for key, widget in buddies.items():
            self.labels[key].setBuddy(widget)
            form.addRow(self.labels[key], widget)
        self.model = DeadlinesModel(self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setWordWrap(True)
        self.table.setSelectionMode(QTableView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        font = self.table.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.table.setFont(font)
        self.notes = QLabel(self)
        self.notes.setWordWrap(True)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.notes)
        for combo in (self.type_combo, self.marriage_combo, *self.said_combos.values()):
            combo.currentIndexChanged.connect(self.refresh)
        self.cards_spin.valueChanged.connect(self.refresh)
        self.resize(660, 660)
        self.retranslate()

    # Texts ---------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Announcement deadlines"))
        self.intro.setText(
            self.tr("Who may still say what in this deal. Pick what has been said so far.")
        )
        self.labels["type"].setText(self.tr("&Game:"))
        self.labels["marriage"].setText(self.tr("&Marriage decided in:"))
        self.labels["re"].setText(self.tr("&Re has said:"))
        self.labels["kontra"].setText(self.tr("&Kontra has said:"))
        self.labels["cards"].setText(self.tr("&Cards in your hand:"))
        self.cards_spin.setSpecialValueText(self.tr("not given"))
        self._fill_types()
        self._fill_marriage()
        for party in PARTIES:
            combo = self.said_combos[party]
            current = max(0, combo.currentIndex())
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(self.tr("nothing"), 0)
            for level, word in enumerate(WORDS[party], start=1):
                combo.addItem(text.word(word), level)
            combo.setCurrentIndex(current)
            combo.blockSignals(False)
        self.model.retranslate()
        self.refresh()

    def _fill_types(self) -> None:
        current = self.type_combo.currentData()
        # Nobody announces in a redeal.
        allowed = [code for code in played_types(self.rules) if code != "redeal"]
        self.type_combo.blockSignals(True)
        self.type_combo.clear()
        for code in allowed:
            self.type_combo.addItem(text.game_type(code), code)
        self.type_combo.setCurrentIndex(max(0, self.type_combo.findData(current)))
        self.type_combo.blockSignals(False)

    def _fill_marriage(self) -> None:
        current = self.marriage_combo.currentData()
        self.marriage_combo.blockSignals(True)
        self.marriage_combo.clear()
        self.marriage_combo.addItem(self.tr("not decided yet"), 0)
        for trick in range(1, last_clarifying_trick(self.rules, self.partner_choice) + 1):
            self.marriage_combo.addItem(self.tr("trick {n}").format(n=trick), trick)
        self.marriage_combo.setCurrentIndex(max(0, self.marriage_combo.findData(current)))
        self.marriage_combo.blockSignals(False)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # Input ---------------------------------------------------------------------

    def set_rules(self, rules: RuleSet) -> None:
        self.rules = rules
        self.cards_spin.setRange(0, rules.tricks_per_deal)
        self._fill_types()
        self._fill_marriage()
        self.refresh()

    def set_session_rules(self, rules: object) -> None:
        """The rules of the session shown (standard ones when none is open)."""
        self.set_rules(rules if isinstance(rules, RuleSet) else RuleSet())

    def set_deal(self, record: Mapping[str, object]) -> None:
        """Take game type, marriage trick and announcements from a (draft) deal record."""
        game_type = record.get("type")
        if not isinstance(game_type, str) or game_type == "redeal":
            game_type = "normal"
        index = self.type_combo.findData(game_type)
        self.type_combo.setCurrentIndex(max(0, index))
        chosen = record.get("marriage_partner")
        known = isinstance(chosen, str) and chosen in PARTNER_CHOICES
        self.partner_choice = chosen if isinstance(chosen, str) and known else None
        self._fill_marriage()
        clarified = record.get("marriage_clarified_in")
        self.marriage_combo.setCurrentIndex(
            max(0, self.marriage_combo.findData(clarified if isinstance(clarified, int) else 0))
        )
        announcements = record.get("announcements")
        for party in PARTIES:
            words = announcements.get(party, []) if isinstance(announcements, Mapping) else []
            said = [w for w in words if isinstance(w, str) and w in WORDS[party]]
            level = max((WORDS[party].index(w) + 1 for w in said), default=0)
            self.said_combos[party].setCurrentIndex(level)
        self.refresh()

    def game_type(self) -> str:
        return str(self.type_combo.currentData() or "normal")

    def said(self) -> dict[Party, tuple[str, ...]]:
        return {
            party: WORDS[party][: int(self.said_combos[party].currentData() or 0)]
            for party in PARTIES
        }

    def clarified_in(self) -> int | None:
        value = int(self.marriage_combo.currentData() or 0)
        return value or None

    def refresh(self) -> None:
        game_type = self.game_type()
        marriage = game_type == "marriage"
        self.marriage_combo.setVisible(marriage)
        self.labels["marriage"].setVisible(marriage)
        said = self.said()
        clarified = self.clarified_in()
        # §13.4 marriage_deadlines = double: undecided players say "double" instead.
        blocked = marriage and clarified is None and not offers_double(self.rules, game_type)
        rows = deadlines(self.rules, game_type, said, clarified if marriage else None)
        cards = self.cards_spin.value() or None
        self.model.set_answer(rows, said, cards, blocked)
        self.table.resizeRowsToContents()
        notes = self._notes(game_type, clarified, blocked)
        doubles = [row for party in PARTIES for row in rows[party] if row.word == "double"]
        if doubles:
            notes = "\n".join(
                [
                    self.tr(
                        "A player whose party is not yet known may say “double” while holding "
                        "at least {count} cards; it counts as Re or Kontra of the party that "
                        "player ends up in."
                    ).format(count=doubles[0].cards),
                    notes,
                ]
            )
        self.notes.setText(notes)

    def _notes(self, game_type: str, clarified: int | None, blocked: bool) -> str:
        notes = []
        if blocked:
            notes.append(
                self.tr(
                    "Until the marriage partner is found nobody may announce; "
                    "pick the trick that decided it."
                )
            )
        elif game_type == "marriage" and clarified is not None:
            shift = marriage_shift(self.rules, clarified)
            notes.append(
                self.tr(
                    "Marriage decided in trick {n}: every deadline moves %n trick(s) later.",
                    "",
                    shift,
                ).format(n=clarified)
            )
        if self.rules.announcement_timing == "late_refusals":
            notes.append(
                self.tr("These rules use late refusals (Re/Kontra before the first card).")
            )
        if self.rules.without_nines:
            notes.append(self.tr("Without nines: hands of 10 cards."))
        stated = deadline_notes(self.rules)
        if "own_turn" in stated:
            notes.append(self.tr("Announce only when it is your turn to play a card."))
        if "schweinchen_when_played" in stated:
            notes.append(self.tr("Schweinchen is said while playing the first ♦A."))
        if "schweinchen_before_play" in stated:
            notes.append(self.tr("Schweinchen is said before the first trick."))
        if "zwingen" in stated:
            notes.append(
                self.tr(
                    "Zwingen: whoever wins a first trick worth 30 or more must announce "
                    "Re/Kontra (or “no 90” if that was said)."
                )
            )
        notes.append(
            self.tr(
                "Answering the other party, Re or Kontra may be said one trick later than "
                "the deadline of its latest word; a refusal is said together with the "
                "earlier words it needs."
            )
        )
        return "\n".join(notes)

    # Rows as tall as their text at the columns' real width: measured while the
    # window was hidden, the narrow columns wrapped every line and "no 30" and
    # "schwarz" were out of view until a card count was typed (issue 17).
    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self.table.resizeRowsToContents()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.table.resizeRowsToContents()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_F1:
            self.close()
            return
        super().keyPressEvent(event)
