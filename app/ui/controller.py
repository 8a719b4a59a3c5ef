"""The window's link to the session: changes, undo/redo, and refresh signals.

Every change goes through :class:`~app.session.service.SessionService` (which
replays before it writes, so nothing invalid is stored) and is then pushed on
a ``QUndoStack`` as an already-applied command. Undo and redo call the store's
own undo log, which persists: when a session is reopened, its stored history
is put back on the stack, so Ctrl+Z still works after a restart.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from app.games.common import Replay
from app.games.errors import QT_TRANSLATE_NOOP
from app.session.file import SessionFile, parse_session
from app.session.service import SessionService, create_session
from app.store.database import Store, StoreError
from app.ui import text


def tr(text: str) -> str:
    """A text marked with ``QT_TRANSLATE_NOOP("SessionController", ...)``, translated."""
    return QCoreApplication.translate("SessionController", text)


ACTION_TEXT = {
    "add_deal": QT_TRANSLATE_NOOP("SessionController", "add deal"),
    "replace_deal": QT_TRANSLATE_NOOP("SessionController", "edit deal"),
    "delete_deal": QT_TRANSLATE_NOOP("SessionController", "delete deal"),
    "set_rules": QT_TRANSLATE_NOOP("SessionController", "change rules"),
}


def action_text(kind: str) -> str:
    return tr(ACTION_TEXT.get(kind, kind))


class AppliedCommand(QUndoCommand):
    """A change that has already been saved; undo/redo replay the store's log."""

    def __init__(self, controller: SessionController, kind: str) -> None:
        super().__init__(action_text(kind))
        self.kind = kind  # the store's action, e.g. "add_deal"
        self._controller = controller
        self._applied = True

    def redo(self) -> None:
        if self._applied:  # QUndoStack.push calls redo(); the change is already done.
            self._applied = False
            return
        self._controller.run_store_step(redo=True)

    def undo(self) -> None:
        self._controller.run_store_step(redo=False)


class SessionController(QObject):
    """Holds the store, the open session and its undo stack."""

    changed = Signal()  # the open session's deals, rules or title changed
    opened = Signal()  # another session was opened (or none)
    failed = Signal(str)  # a store error the user must see
    rewritten = Signal()  # the database file had been deleted and was written again

    def __init__(self, store: Store, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.service: SessionService | None = None
        self.undo_stack = QUndoStack(self)
        self._restoring = False

    # Opening ------------------------------------------------------------------------

    @property
    def session(self) -> SessionFile:
        assert self.service is not None
        return self.service.session

    @property
    def replay(self) -> Replay:
        assert self.service is not None
        return self.service.replay

    def open(self, session_id: int) -> None:
        self.service = SessionService(self.store, session_id)
        self._restore_history(session_id)
        self.opened.emit()
        self.changed.emit()

    def close(self) -> None:
        self.service = None
        self.undo_stack.clear()
        self.opened.emit()

    def create(self, session_json: object) -> int:
        """Store a new (or imported) session and open it."""
        session_id = create_session(self.store, parse_session(session_json))
        self.open(session_id)
        self._tell_rewritten()
        return session_id

    def _restore_history(self, session_id: int) -> None:
        """Put the stored undo log back on the stack without running anything."""
        self._restoring = True
        try:
            self.undo_stack.clear()
            done, undone = self.store.history(session_id)
            for kind in [*done, *undone]:
                self.undo_stack.push(AppliedCommand(self, kind))
            self.undo_stack.setIndex(len(done))
        finally:
            self._restoring = False

    # Language -----------------------------------------------------------------------

    def retranslate(self) -> None:
        """Name every step on the undo stack in the current language.

        (A command's new text reaches the Undo and Redo actions when the window
        words them again; the stack sends no signal for it.)
        """
        for index in range(self.undo_stack.count()):
            command = self.undo_stack.command(index)
            if isinstance(command, AppliedCommand):
                command.setText(action_text(command.kind))

    # Changes ------------------------------------------------------------------------

    def _push(self, kind: str) -> None:
        self.undo_stack.push(AppliedCommand(self, kind))
        self.changed.emit()
        self._tell_rewritten()

    def _tell_rewritten(self) -> None:
        if self.store.take_rewritten():
            self.rewritten.emit()

    def preview(self, record: dict[str, object], number: int | None) -> Replay:
        assert self.service is not None
        return self.service.preview(record, number)

    def add_deal(self, record: Mapping[str, object]) -> None:
        assert self.service is not None
        self.service.add_deal(record)
        self._push("add_deal")

    def replace_deal(self, number: int, record: Mapping[str, object]) -> None:
        assert self.service is not None
        self.service.replace_deal(number, record)
        self._push("replace_deal")

    def delete_deal(self, number: int) -> None:
        assert self.service is not None
        self.service.delete_deal(number)
        self._push("delete_deal")

    def set_rules(self, rules: Mapping[str, object]) -> None:
        assert self.service is not None
        self.service.set_rules(rules)
        self._push("set_rules")

    def rename(self, title: str) -> None:
        assert self.service is not None
        self.service.rename(title)
        self.changed.emit()
        self._tell_rewritten()

    def run_store_step(self, redo: bool) -> None:
        """Undo or redo one stored action (called by the undo stack)."""
        if self._restoring or self.service is None:
            return
        try:
            if redo:
                self.service.redo()
            else:
                self.service.undo()
        except StoreError as error:
            self.failed.emit(text.store_error_text(error))
            # Resynchronise the stack with what the store really holds, once the
            # stack has finished the step it is in.
            session_id = self.service.session_id
            QTimer.singleShot(0, lambda: self.open(session_id))
            return
        self.changed.emit()
        self._tell_rewritten()
