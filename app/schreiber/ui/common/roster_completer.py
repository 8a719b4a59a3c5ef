"""Type-ahead over the club's roster, for every field where a player's name is typed.

:class:`RosterCompleter` offers the roster's names as the user types: any
capitals, matching anywhere in the name *or* the full name ("kow" finds
"Anna K." by "Anna Kowalski"). The popup shows the full name beside the name,
so two people with the same first name are told apart; choosing one puts only
the name (what the sheet shows) into the field. A name that is not offered can
still be typed: the store makes a new person of it when the session is saved.

:func:`roster_entries` reads what to offer from the store: the players who are
not archived, then names of earlier sessions that are nobody on the roster.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QKeyEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QCompleter, QLineEdit

from schreiber.store.core import StoreCore, StoreError

NAME_ROLE: Final = Qt.ItemDataRole.UserRole + 1
"""The name alone: what choosing an entry puts into the field."""
SEARCH_ROLE: Final = Qt.ItemDataRole.UserRole + 2
"""Name and full name together: what the typed text is looked for in."""


@dataclass(frozen=True)
class Entry:
    """One person the completer offers: the name the sheet shows, and the full name."""

    name: str
    full_name: str = ""


def entry_text(entry: Entry) -> str:
    """ "Anna K. (Anna Kowalski)", or the name alone when there is no full name."""
    if not entry.full_name or entry.full_name.casefold() == entry.name.casefold():
        return entry.name
    template = QCoreApplication.translate("RosterCompleter", "{name} ({full_name})")
    return template.format(name=entry.name, full_name=entry.full_name)


def roster_entries(store: StoreCore | None, known_names: Iterable[str] = ()) -> list[Entry]:
    """The roster's players (not the archived), then each of ``known_names`` that
    is nobody on the roster; a store that cannot be read offers only the names."""
    people = []
    if store is not None:
        try:
            people = store.people.all(include_archived=True)
        except StoreError:
            people = []
    entries = [Entry(p.name, p.full_name) for p in people if not p.archived]
    taken = {p.name.casefold() for p in people}
    for name in known_names:
        cleaned = name.strip()
        if cleaned and cleaned.casefold() not in taken:
            taken.add(cleaned.casefold())
            entries.append(Entry(cleaned))
    return entries


class RosterCompleter(QCompleter):
    """A popup of roster names that match what is typed anywhere, any capitals."""

    def __init__(self, parent: QObject | None = None) -> None:
        self.entries_model = QStandardItemModel(parent)
        super().__init__(self.entries_model, parent)
        self.entries_model.setParent(self)
        self.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterMode(Qt.MatchFlag.MatchContains)
        self.setCompletionRole(SEARCH_ROLE)
        self.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.setMaxVisibleItems(10)
        self._entries: list[Entry] = []

    def set_entries(self, entries: Sequence[Entry]) -> None:
        """Offer these people (in this order)."""
        self._entries = list(entries)
        self.entries_model.clear()
        for entry in self._entries:
            item = QStandardItem(entry_text(entry))
            item.setData(entry.name, NAME_ROLE)
            item.setData(f"{entry.name} {entry.full_name}".strip(), SEARCH_ROLE)
            if entry.full_name:
                item.setToolTip(entry.full_name)
            item.setEditable(False)
            self.entries_model.appendRow(item)
        self._fit_popup()

    def _fit_popup(self) -> None:
        """The popup as wide as its longest "name (full name)", if wider than the field
        (Qt makes it as wide as the field, which cuts full names off)."""
        popup = self.popup()
        if popup is None:
            return
        metrics = popup.fontMetrics()
        widest = max(
            (metrics.horizontalAdvance(entry_text(entry)) for entry in self._entries), default=0
        )
        scrollbar = popup.style().pixelMetric(popup.style().PixelMetric.PM_ScrollBarExtent)
        popup.setMinimumWidth(min(widest + scrollbar + 24, 520))

    def entries(self) -> list[Entry]:
        return list(self._entries)

    def names(self) -> list[str]:
        """The names offered, in order."""
        return [entry.name for entry in self._entries]

    def shown_popup(self) -> QAbstractItemView:
        """The popup list (the completer always has one once it is used)."""
        popup = self.popup()
        assert popup is not None
        return popup

    def shown_texts(self) -> list[str]:
        """What the popup lists now, top to bottom."""
        model = self.shown_popup().model()
        return [str(model.index(row, 0).data()) for row in range(model.rowCount())]

    def retranslate(self) -> None:
        """The popup's texts again in the current language."""
        for row, entry in enumerate(self._entries):
            item = self.entries_model.item(row)
            if item is not None:
                item.setText(entry_text(entry))
        self._fit_popup()

    def pathFromIndex(self, index: QModelIndex | QPersistentModelIndex) -> str:  # noqa: N802
        """Choosing "Anna K. (Anna Kowalski)" puts "Anna K." into the field."""
        name = index.data(NAME_ROLE)
        return str(name) if name is not None else super().pathFromIndex(index)


class RosterNameEdit(QLineEdit):
    """A name field with the roster's popup. Enter takes the name in the field (the
    one picked with Down, or what was typed when none was picked), with the popup
    open or not, and never presses the dialog's default button while there is a
    name: the dialog adds it (``returnPressed``)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        completer = self.completer()
        popup = completer.popup() if completer is not None else None
        if enter and popup is not None and popup.isVisible():
            # Closed first: the field then says returnPressed (it stays quiet while the
            # popup is open), and the completer does not put a stale pick in after it.
            popup.hide()
        has_text = bool(self.text().strip())
        super().keyPressEvent(event)
        if enter and has_text:
            event.accept()
