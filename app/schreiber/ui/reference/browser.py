"""The rules reference window: the pages of :mod:`schreiber.reference` for the session's rules.

A non-modal dialog: a search field on top, the list of pages on the left, the
page on the right. Typing filters the list to the pages whose title or text
contains the query (case-insensitive) and marks every hit on the page shown;
Enter or F3 goes to the next hit (on to the next page after the last one),
Shift+F3 back; Esc clears the search and closes the window, so that the next
keys go back into the deal being entered (issue 17: after a first Esc that only
cleared the search, the keys meant for the deal went into the search).

:meth:`ReferenceBrowser.show_section` opens a page by its key — the keys are
listed in :mod:`schreiber.reference.doppelkopf`, :mod:`schreiber.reference.schafkopf_pfalz`
and :mod:`schreiber.reference.crescendo` (e.g. ``"cards:solo_queen"``, ``"bock"``,
``"deadlines"``); a Doppelkopf game type played with the normal game's cards
(``"cards:marriage"``) opens ``"cards:normal"``.

The pages are rebuilt from the rule set on a language change (the app switches
language live) and on a palette change (card colours for light or dark), keeping
the page shown and the search.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QKeySequence,
    QPalette,
    QShortcut,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from schreiber.reference import Section, resolve_key, sections
from schreiber.ui.common import text

KEY_ROLE: Final = Qt.ItemDataRole.UserRole
HIT: Final = QColor("#ffe066")
CURRENT_HIT: Final = QColor("#ff9f43")
HIT_TEXT: Final = QColor("#000000")
FONT_SCALE: Final = 1.15


class ReferenceBrowser(QDialog):
    """The reference of ``game`` (a name of :data:`~schreiber.games.registry.GAME_NAMES`)
    for ``rules`` (its ``RuleSet``, or the JSON form ``{"preset": …, "options": …}``)."""

    def __init__(self, game: str, rules: object, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ready = False
        self._game = game
        self._rules = rules
        self._sections: list[Section] = []
        self._haystacks: dict[str, str] = {}
        self._hits: list[QTextCursor] = []
        self._hit = -1
        self.setModal(False)
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        font = self.font()
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * FONT_SCALE)
            self.setFont(font)

        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        self.hits_label = QLabel(self)
        self.list = QListWidget(self)
        self.list.setSpacing(2)
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)
        self.browser.document().setDocumentMargin(12)

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.hits_label)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.list)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([270, 830])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)

        self.search.textChanged.connect(self._on_query)
        self.search.returnPressed.connect(self.next_hit)
        self.list.currentItemChanged.connect(self._on_current)
        for keys, slot in (
            (QKeySequence(Qt.Key.Key_F3), self.next_hit),
            (QKeySequence(Qt.Modifier.SHIFT | Qt.Key.Key_F3), self.previous_hit),
            (QKeySequence(QKeySequence.StandardKey.Find), self._focus_search),
        ):
            shortcut = QShortcut(keys, self)
            shortcut.activated.connect(slot)

        self.resize(1100, 660)
        self._ready = True
        self._retranslate()
        self._rebuild()
        self.search.setFocus()

    # Public ------------------------------------------------------------------

    def set_rules(self, game: str, rules: object) -> None:
        """Show the reference of another game or rule set; keeps page and search when
        the page still exists."""
        self._game = game
        self._rules = rules
        self._retranslate()
        self._rebuild()

    def show_section(self, key: str) -> bool:
        """Show the page ``key``; False when these rules have no such page. A page the
        search hides is shown by clearing the search."""
        item = self._item(resolve_key(self._game, key))
        if item is None:
            return False
        if item.isHidden():
            self.search.clear()
        self.list.setCurrentItem(item)
        return True

    def current_key(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else str(item.data(KEY_ROLE))

    def section_keys(self) -> list[str]:
        return [section.key for section in self._sections]

    def visible_keys(self) -> list[str]:
        """The keys the list shows now (after filtering)."""
        return [
            str(self.list.item(row).data(KEY_ROLE))
            for row in range(self.list.count())
            if not self.list.item(row).isHidden()
        ]

    def hit_count(self) -> int:
        """Hits of the search on the page shown."""
        return len(self._hits)

    def current_hit(self) -> int:
        """Index of the hit selected on the page shown, -1 when there is none."""
        return self._hit

    def next_hit(self) -> None:
        """Select the next hit, going on to the next matching page after the last one."""
        self._step(1)

    def previous_hit(self) -> None:
        self._step(-1)

    # Qt ----------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        ready = getattr(self, "_ready", False)  # not before __init__ is done
        if ready and event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self._rebuild()
        elif ready and event.type() == QEvent.Type.PaletteChange:
            self._rebuild()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape:
            # One Esc: the search starts empty next time, and the window that
            # opened this one has the keys again (QDialog closes it: rejected).
            self.search.clear()
            self.search.setFocus()
        super().keyPressEvent(event)

    # Building ----------------------------------------------------------------

    def _retranslate(self) -> None:
        self.setWindowTitle(
            self.tr("Rules reference — {game}").format(game=text.game_title(self._game))
        )
        self.search.setPlaceholderText(self.tr("Search the rules (Enter, F3: next hit)"))
        self.search.setToolTip(self.tr("Esc closes the reference and clears the search."))

    def _dark(self) -> bool:
        return self.palette().color(QPalette.ColorRole.Window).lightness() < 128

    def _rebuild(self) -> None:
        current = self.current_key()
        self._sections = sections(
            self._game, self._rules, QCoreApplication.translate, dark=self._dark()
        )
        self._haystacks = {}
        self.list.blockSignals(True)
        self.list.clear()
        for section in self._sections:
            entry = QListWidgetItem(section.title, self.list)
            entry.setData(KEY_ROLE, section.key)
            document = QTextDocument()
            document.setHtml(section.html)
            self._haystacks[section.key] = f"{section.title}\n{document.toPlainText()}".lower()
        item = self._item(current) if current is not None else None
        if item is None and self.list.count():
            item = self.list.item(0)
        if item is not None:
            self.list.setCurrentItem(item)
        self.list.blockSignals(False)
        self._filter()
        self._show_current()

    def _item(self, key: str) -> QListWidgetItem | None:
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(KEY_ROLE) == key:
                return item
        return None

    # Searching ---------------------------------------------------------------

    def _query(self) -> str:
        return self.search.text().strip()

    def _on_query(self, _text: str) -> None:
        before = self.current_key()
        self._filter()
        if self.current_key() == before:
            self._find_hits()

    def _filter(self) -> None:
        """Hide the pages without the query; move off a hidden page."""
        query = self._query().lower()
        for row in range(self.list.count()):
            item = self.list.item(row)
            item.setHidden(bool(query) and query not in self._haystacks[item.data(KEY_ROLE)])
        current = self.list.currentItem()
        if current is None or current.isHidden():
            visible = [self.list.item(r) for r in range(self.list.count())]
            first = next((item for item in visible if not item.isHidden()), None)
            if first is not None:
                self.list.setCurrentItem(first)
        self._update_label()

    def _update_label(self) -> None:
        if not self._query():
            self.hits_label.clear()
            return
        count = len(self.visible_keys())
        if count == 0:
            self.hits_label.setText(self.tr("Nothing found"))
        else:
            self.hits_label.setText(self.tr("%n page(s) match", "", count))

    def _on_current(self, current: QListWidgetItem | None, _previous: object) -> None:
        del current
        self._show_current()

    def _show_current(self) -> None:
        item = self.list.currentItem()
        key = None if item is None or item.isHidden() else item.data(KEY_ROLE)
        page = next((s for s in self._sections if s.key == key), None)
        self.browser.setHtml(page.html if page is not None else "")
        self._find_hits()

    def _find_hits(self) -> None:
        document = self.browser.document()
        query = self._query()
        self._hits = []
        if query:
            cursor = document.find(query, 0)
            while not cursor.isNull():
                self._hits.append(cursor)
                cursor = document.find(query, cursor)
        self._hit = 0 if self._hits else -1
        self._mark_hits()

    def _mark_hits(self) -> None:
        marks = []
        for i, cursor in enumerate(self._hits):
            mark = QTextEdit.ExtraSelection()
            mark.cursor = cursor
            look = QTextCharFormat()
            look.setBackground(CURRENT_HIT if i == self._hit else HIT)
            look.setForeground(HIT_TEXT)
            mark.format = look
            marks.append(mark)
        self.browser.setExtraSelections(marks)
        if 0 <= self._hit < len(self._hits):
            self.browser.setTextCursor(self._hits[self._hit])
            self.browser.ensureCursorVisible()
        else:
            cursor = self.browser.textCursor()
            cursor.clearSelection()
            cursor.movePosition(QTextCursor.MoveOperation.Start)
            self.browser.setTextCursor(cursor)

    def _step(self, direction: int) -> None:
        if not self._query():
            return
        following = self._hit + direction
        if self._hits and 0 <= following < len(self._hits):
            self._hit = following
            self._mark_hits()
            return
        # Past the last (first) hit of this page: on to the next (previous) matching page.
        keys = self.visible_keys()
        current = self.current_key()
        if not keys:
            return
        here = keys.index(current) if current in keys else -1
        target = keys[(here + direction) % len(keys)]
        if target == current:
            if self._hits:
                self._hit = 0 if direction > 0 else len(self._hits) - 1
                self._mark_hits()
            return
        item = self._item(target)
        if item is not None:
            self.list.setCurrentItem(item)  # finds the hits of the new page
            if direction < 0 and self._hits:
                self._hit = len(self._hits) - 1
                self._mark_hits()

    def _focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()
