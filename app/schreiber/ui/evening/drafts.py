"""Nothing typed is lost: the entry panel's unsaved entry, kept in the database
as a draft while it is typed (``store.drafts``), and offered back.

A :class:`DraftKeeper` follows the open session's entry panel: each change of
the entry (the panel's ``edited``) is written as this window's draft of the
session, coalesced (at most one write every :data:`WRITE_MS`), and at once
when the entry is saved or emptied (then the draft goes). An edit of a deal is
a draft too, with the deal's id and the revision the edit began from; an edit
that changes nothing is none. When a session is opened (at start-up after a
crash or a close, or from the list), its draft is put back into the form and
the form's note says so. Closing the window with a draft asks: keep it,
discard it, or stay.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QObject, QTimer

from schreiber.games.common import Seating
from schreiber.games.errors import RecordError
from schreiber.games.frozen import Frozen
from schreiber.store.data import StoreError
from schreiber.store.drafts import Draft
from schreiber.ui.common import text
from schreiber.ui.evening.controller import deal_name

if TYPE_CHECKING:
    from PySide6.QtWidgets import QAbstractButton, QMessageBox

    from schreiber.ui.main_window import MainWindow

WRITE_MS: Final = 300
"""How long changes of the entry are gathered into one write of the draft."""

Entry = tuple[dict[str, object], int | None, int | None]
"""A draft as the form holds it: the record, the edited deal's id and revision."""


def _jsonable(value: object) -> object:
    return list(value) if isinstance(value, tuple) else value


def lenient_deal(
    parse: Callable[[object, str], object], deal_class: type[Frozen], record: Mapping[str, object]
) -> object | None:
    """The half-typed ``record`` as a deal the form can show, or None.

    The game's reader checks what it can; where a field is missing or cannot be
    read yet (no bid, a misère without its tricks, a poor player not chosen),
    it is taken as the deal's default (or first as 0, to read the rest, and the
    default afterwards), so the form shows it empty and the rest as typed.
    """
    defaults = deal_class.defaults()
    given = dict(record)
    tries: dict[str, int] = {}
    for _ in range(4 * (len(given) + len(defaults)) + 4):
        try:
            deal = parse(given, "deal")
        except RecordError as error:
            parts = error.field.split(".")
            if len(parts) < 2 or parts[0] != "deal":
                return None
            key = parts[1].split("[")[0]
            step = tries.get(key, 0)
            tries[key] = step + 1
            if step == 0 and key in given:
                del given[key]  # what cannot be read yet: left out, as if not typed
            elif step <= 1 and key in defaults:
                given[key] = _jsonable(defaults[key])
            elif step <= 2 and key in defaults:
                given[key] = 0
            else:
                return None
            continue
        patched = {key: defaults[key] for key in tries if key in defaults and key not in record}
        try:
            return deal.replace(**patched) if patched and isinstance(deal, Frozen) else deal
        except (TypeError, ValueError):
            return deal
    return None


class DraftKeeper(QObject):
    """The drafts of a :class:`~schreiber.ui.main_window.MainWindow`'s entry panel."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._session: int | None = None  # the session whose entry is followed
        self._state: Entry | None = None  # the entry as last changed (None: nothing to keep)
        self._kept: Entry | None = None  # the draft as stored (None: none)
        self._question: QMessageBox | None = None  # closing asks (open while it waits)
        self._closing = False  # answered, or keeping failed once: the next close goes through
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(WRITE_MS)
        self.timer.timeout.connect(self.write)
        window.page.edited.connect(self._edited)
        window.controller.opened.connect(self._opened)

    # Following the entry -------------------------------------------------------------

    def following(self) -> bool:
        """Whether the open session's entry is followed (its draft was offered)."""
        service = self.window.controller.service
        return service is not None and service.session_id == self._session

    def current(self) -> Entry | None:
        """The entry in the form as a draft, or None when there is nothing to keep
        (an empty form, an edit that changes nothing)."""
        entry = self.window.page.entry
        if entry.is_blank():
            return None
        record = entry.record()
        number = entry.editing_number()
        if number is None:
            return record, None, None
        target = self.window._edit_target
        if target is None:
            return None
        controller = self.window.controller
        deals = controller.session.deals
        if 0 < number <= len(deals):
            try:
                if (
                    controller.service is not None
                    and controller.service.game.parse_deal(record, "deal") == deals[number - 1]
                ):
                    return None  # opened for editing, nothing changed yet
            except RecordError:
                pass
        return record, target[0], target[1]

    def _edited(self) -> None:
        if self._session is None or not self.following():
            return  # a session just opened: its draft is offered first
        self._state = self.current()
        if self._state is None:
            self.write()  # saved or emptied: the draft goes at once
        elif not self.timer.isActive():
            self.timer.start()

    def write(self) -> StoreError | None:
        """Store the entry as it last changed (or remove the draft); the error, if
        the database refused (the next change or the close tries again)."""
        self.timer.stop()
        session_id, state = self._session, self._state
        if session_id is None or state == self._kept:
            return None
        drafts = self.window.store.drafts
        try:
            if state is None:
                drafts.discard(session_id)
            else:
                drafts.save(session_id, *state)
        except StoreError as error:
            return error
        self._kept = state
        return None

    def _opened(self) -> None:
        """Another session (or none) is open: the one before keeps its draft as it
        last stood; the new one's is offered once the window has emptied its form."""
        service = self.window.controller.service
        if service is not None and service.session_id == self._session:
            return  # the same session read again (after a refused undo): nothing left it
        self.write()
        self._session, self._state, self._kept = None, None, None
        if service is not None:
            QTimer.singleShot(0, partial(self.offer, service.session_id))

    # Offering it back ----------------------------------------------------------------

    def offer(self, session_id: int) -> None:
        """Put this window's draft of the open session back into the form, saying so."""
        service = self.window.controller.service
        if service is None or service.session_id != session_id or self._session == session_id:
            return
        self._session = session_id
        try:
            draft = self.window.store.drafts.draft(session_id)
        except StoreError:
            draft = None
        if draft is None:
            self._kept = None
            self._state = self.current()  # (typed before this moment: kept from now on)
            if self._state is not None:
                self.timer.start()
            return
        self._kept = (draft.record, draft.deal_id, draft.revision)
        self._state = self._kept
        self._restore(draft)

    def _restore(self, draft: Draft) -> None:
        window = self.window
        controller = window.controller
        entry = window.page.entry
        service = controller.service
        assert service is not None
        records = importlib.import_module(f"schreiber.games.{service.game.name}.records")
        deal = lenient_deal(service.game.parse_deal, records.Deal, draft.record)
        if deal is None:
            entry.set_note(
                self.tr(
                    "What you typed before could not be put back into the form: {typed}"
                ).format(typed=entry.typed_text(draft.record))
            )
            return
        number = controller.number_of(draft.deal_id) if draft.deal_id is not None else None
        if number is not None and not isinstance(controller.session.deals[number - 1], Seating):
            assert draft.deal_id is not None and draft.revision is not None
            window._edit_target = (draft.deal_id, draft.revision)
            entry.load_deal(number, deal)
            note = self.tr(
                "Your unsaved changes to {deal} are back in the form: Enter saves them,"
                " Esc leaves the edit."
            ).format(deal=deal_name(controller.replay, number))
        else:
            entry.load_entry(deal)
            if draft.deal_id is not None:
                note = self.tr(
                    "The deal you were editing was deleted meanwhile: your changes are back in"
                    " the form as a new deal."
                )
            else:
                note = self.tr(
                    "The deal you were typing is back in the form: Enter saves it, Ctrl+D"
                    " empties the form."
                )
        entry.set_note(note)
        self._state = self.current()

    # Closing -------------------------------------------------------------------------

    def may_close(self) -> bool:
        """Whether the window may close now: yes without a draft (any change
        still waiting is written first); with one, the question is asked (the
        window closes once it is answered) and the close waits."""
        if self._closing or self.window.store.read_only:
            return True  # (a read-only database keeps no draft: nothing to offer)
        if self._question is not None:
            self._question.raise_()
            return False
        if self.following():
            self._state = self.current()
        if self._state is None:
            self.write()
            return True
        # Made only when asked: PySide makes a Qt class with every one of its enums
        # the first time it is touched, and start-up does not need this one.
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Unsaved deal"),
            self.tr(
                "The deal in the form is not saved. Keep it as a draft? It is offered again"
                " when this evening is opened."
            ),
            QMessageBox.StandardButton.NoButton,
            self.window,
        )
        keep = box.addButton(self.tr("&Keep the draft"), QMessageBox.ButtonRole.AcceptRole)
        discard = box.addButton(self.tr("&Discard"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(keep)
        box.setEscapeButton(QMessageBox.StandardButton.Cancel)
        box.finished.connect(partial(self._answered, box, keep, discard))
        self._question = box
        box.open()
        return False

    def _answered(
        self, box: QMessageBox, keep: QAbstractButton, discard: QAbstractButton, _result: int
    ) -> None:
        clicked = box.clickedButton()
        self._question = None
        box.deleteLater()
        if clicked is discard:
            self._state = None
        elif clicked is not keep:
            return  # Cancel (or Esc): the window stays, the entry as it was
        error = self.write()
        self._closing = True
        if error is not None:
            # The database refused it: said, and the window stays once (the
            # entry is still in the form); the next close goes through.
            self.window.show_store_error(text.problem_text(error))
            return
        self.window.close()
