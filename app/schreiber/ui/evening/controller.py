"""The window's link to the session: changes, undo/redo, and refresh signals.

Every change goes through :class:`~schreiber.session.service.SessionService` (which
replays before it writes, so nothing invalid is stored) and is then pushed on
a ``QUndoStack`` as an already-applied command. Undo and redo call the store's
own undo log, which persists: when a session is reopened, its stored history
is put back on the stack, so Ctrl+Z still works after a restart.

Other writers (a second window, a command, another table's laptop) may change
the same session at any time. A timer asks the store every :data:`POLL_MS`
whether anyone committed (``StoreCore.data_version``: SQLite's ``PRAGMA
data_version`` plus the store's own commits, PostgreSQL's notifications); only
then does the service read the session's version and, if it moved, the session.
The window redraws, keeps the entry being typed, and says what changed
(:attr:`SessionController.external`). While a club's server cannot be reached,
the timer does not wait for it on the window's thread: a probe on a thread of
its own asks (:meth:`SessionController._reachable`), and the window shows it is
offline (:attr:`SessionController.offline`) until a look gets through.

With no session open (the start screen), the same timer looks for other
writers' changes to the list of sessions (:attr:`SessionController.listed`,
from :meth:`SessionController.watch_list`); a listed session is replayed for
its leader only when its version moved (:meth:`SessionController.leader_of`).
"""

from __future__ import annotations

import json
import threading
import uuid
from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import QLabel, QWidget

from schreiber.games.common import Replay, Seating
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.frozen import Frozen, fill
from schreiber.session.file import SessionFile, parse_session
from schreiber.session.service import Changes, SessionService, create_session, session_from_data
from schreiber.store.core import (
    DamagedSessionError,
    SessionInfo,
    StoreCore,
    StoreError,
    UnreachableError,
)
from schreiber.ui.common import text
from schreiber.ui.common.widgets import is_language_change
from schreiber.ui.sheet.model import Column, SheetModel, attackers, deals_played


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


DEAL_NAMES = {
    "deal": QT_TRANSLATE_NOOP("SessionController", "deal {n}"),
    "redeal": QT_TRANSLATE_NOOP("SessionController", "the redeal after deal {n}"),
    "seating": QT_TRANSLATE_NOOP("SessionController", "the change of seating after deal {n}"),
    "redeal_first": QT_TRANSLATE_NOOP("SessionController", "the redeal before the first deal"),
    "seating_first": QT_TRANSLATE_NOOP(
        "SessionController", "the change of seating before the first deal"
    ),
}


def deal_name(replay: Replay, place: int, *, capital: bool = False) -> str:
    """Row ``place`` of the record list as the sheet numbers it: "deal 6" by deals
    played; a redeal or a change of seating, which has no number, "the redeal
    after deal 5" (``capital``: to begin a sentence)."""
    deals = replay.deals
    row = deals[place - 1] if 0 < place <= len(deals) else None
    if row is not None and row.number is not None:
        kind, n = "deal", row.number
    else:
        before = [done.number for done in deals[: max(place - 1, 0)] if done.number is not None]
        n = before[-1] if before else 0
        kind = "seating" if row is not None and row.seating is not None else "redeal"
        if row is None:
            kind, n = "deal", n + 1  # the next deal (not entered yet)
        elif not n:
            kind += "_first"
    said = tr(DEAL_NAMES[kind]).format(n=n)
    return said[:1].upper() + said[1:] if capital else said


def deal_summary(session: SessionFile, replay: Replay, number: int) -> str:
    """Row ``number`` of the sheet in a few words, with full names (the sheet's
    cells shorten them): the game, who played it, its value ("Queen solo, Anna,
    +3"); a change of seating says who sits and who deals."""
    model = SheetModel()
    try:
        model.set_session(session, replay)
        row = number - 1
        seating = replay.deals[row].seating if 0 <= row < len(replay.deals) else None
        if seating is not None:
            return model.seating_text(seating)
        deal = session.deals[row]
        shown = str(model.index(row, Column.GAME).data() or "")
        game = model.game_ui.summary_game(deal, shown)
        who = " + ".join(attackers(session.game, deal))
        value = str(model.index(row, Column.VALUE).data() or "")
        return ", ".join(part for part in (game, who, value) if part)
    finally:
        model.deleteLater()


class Step(Frozen):
    """An undo or redo that went through, and the deal it touched.

    ``number`` is the deal's row number; ``session`` and ``replay`` are the
    evening in which that row is the deal: before the step when the step took
    the deal away (``removed``: an added deal undone, a deletion redone), after
    it otherwise (a deletion undone, an edit undone or redone). ``number`` is
    None when the step touched no single deal (a change of rules).
    """

    FIELDS = ("redo", "kind", "number", "removed", "session", "replay")
    __slots__ = FIELDS
    redo: bool
    kind: str
    number: int | None
    removed: bool
    session: SessionFile
    replay: Replay

    def __init__(
        self,
        redo: bool,
        kind: str,
        number: int | None,
        removed: bool,
        session: SessionFile,
        replay: Replay,
    ) -> None:
        fill(self, redo, kind, number, removed, session, replay)

    def summary(self) -> str:
        """The deal in a few words (see :func:`deal_summary`)."""
        if self.number is None:
            return ""
        return deal_summary(self.session, self.replay, self.number)

    def is_seating(self) -> bool:
        if self.number is None:
            return False
        return isinstance(self.session.deals[self.number - 1], Seating)


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
        self._controller.run_store_step(redo=True, kind=self.kind)

    def undo(self) -> None:
        self._controller.run_store_step(redo=False, kind=self.kind)


class TableRound(Frozen):
    """The open session is table ``table`` of round ``round`` of a club night,
    which plays ``due`` deals in the round (the night's deals per round,
    ``club.night_plan.deals_due``): then the table is finished."""

    FIELDS = ("night_id", "round", "table", "due")
    __slots__ = FIELDS
    night_id: int
    round: int
    table: int
    due: int

    def __init__(self, night_id: int, round: int, table: int, due: int) -> None:
        fill(self, night_id, round, table, due)


POLL_MS = 250
"""How often a window looks for other writers' changes (they show within a second)."""


class SessionController(QObject):
    """Holds the store, the open session and its undo stack."""

    changed = Signal()  # the open session's deals, rules or title changed
    opened = Signal()  # another session was opened (or none)
    failed = Signal(str)  # a store error the user must see
    rewritten = Signal()  # the database file had been deleted and was written again
    external = Signal(str)  # another writer changed the open session: what, in words
    vanished = Signal(str)  # the open session is gone (deleted elsewhere): why
    stepped = Signal(object)  # an undo or redo went through: its Step (after ``changed``)
    damaged = Signal(str)  # another writer left the open session damaged: why, in words
    offline = Signal(bool)  # the club's server cannot be reached (True), or is back (False)
    listed = Signal()  # another writer committed: the list of sessions may have changed

    def __init__(self, store: StoreCore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.service: SessionService | None = None
        self.undo_stack = QUndoStack(self)
        self._restoring = False
        self._data_version: int | None = None
        self._poll_failed = False
        self._damage_told = False
        self.table_round: TableRound | None = None
        """The open session as a club night's table, with its deals due (or None)."""
        self.is_offline = False
        """The server could not be reached at the last try: the window shows it
        until a try succeeds, and keeps what is typed (:meth:`key_for`)."""
        self._probe: threading.Thread | None = None
        self._probe_ok = False
        self._entry: tuple[str, str] | None = None
        self.poll_timer = QTimer(self)
        self.poll_timer.setInterval(POLL_MS)
        self.poll_timer.timeout.connect(self.poll)
        # Each listed session's leader, by session id: (store, version, updated).
        self._leaders: dict[int, tuple[tuple[int, int, str], str]] = {}
        self._listed: dict[int, tuple[int, tuple[str, ...]]] = {}

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
        self.table_round = self._table_round(session_id)
        self._restore_history(session_id)
        self._data_version = None
        self._damage_told = False
        self.poll_timer.start()
        self.opened.emit()
        self.changed.emit()

    def _table_round(self, session_id: int, known: TableRound | None = None) -> TableRound | None:
        """The session as a club night's table (``known``: as read before, only the
        night's setting read again), or None; None too when it cannot be read."""
        try:
            if known is None:
                infos = self.store.sessions.list_sessions(include_archived=True)
                info = next((i for i in infos if i.id == session_id), None)
                if info is None or info.night_id is None:
                    return None
                # The club's modules (and every game a night offers): for a night's table only.
                from schreiber.club.night_plan import deals_due, night_choices

                night = self.store.nights.night(info.night_id)
                size = len(info.players)
                return TableRound(
                    info.night_id,
                    info.round_no or 1,
                    info.table_no or 1,
                    deals_due(size, night_choices(night).deals_per_round),
                )
            night = self.store.nights.night(known.night_id)
        except StoreError:
            return known
        from schreiber.club.night_plan import deals_due, night_choices

        size = len(self.session.players)
        return known.replace(due=deals_due(size, night_choices(night).deals_per_round))

    def round_text(self) -> str:
        """A club night's table: "Round 2 · table 1: deal 17 of 24" (or that its
        deals are played); "" for any other session."""
        table = self.table_round
        if table is None or self.service is None:
            return ""
        played = deals_played(self.session, self.replay)
        where = self.tr("Round {round} · table {table}").format(
            round=table.round, table=table.table
        )
        if played >= table.due:
            return self.tr("{where}: all {due} deals played, the table is finished").format(
                where=where, due=table.due
            )
        return self.tr("{where}: deal {number} of {due}").format(
            where=where, number=played + 1, due=table.due
        )

    def round_played(self) -> int | None:
        """A club night's table whose deals due are all played: how many (else None)."""
        table = self.table_round
        if table is None or self.service is None:
            return None
        return table.due if deals_played(self.session, self.replay) >= table.due else None

    def close(self) -> None:
        self.poll_timer.stop()
        self.service = None
        self.table_round = None
        self.undo_stack.clear()
        self.opened.emit()

    # Other writers ------------------------------------------------------------------

    def watch_list(self) -> None:
        """The list of sessions is shown: from now on, another writer's commit is
        said by :attr:`listed` (with no session open, the timer looks for it;
        with one open, its own look says it too)."""
        if self.service is not None:
            return
        try:
            self._data_version = self.store.data_version()
        except StoreError:
            self._data_version = None
        self.poll_timer.start()

    def _poll_list(self) -> None:
        """No session open: say when another writer committed (:attr:`listed`)."""
        if not self._reachable():
            return
        try:
            version = self.store.data_version()
        except StoreError as error:
            if isinstance(error, UnreachableError):
                self._set_offline(True)
            return
        self._set_offline(False)
        if version != self._data_version:
            self._data_version = version
            self.listed.emit()

    def leader_of(self, info: SessionInfo) -> tuple[str, DamagedSessionError | None]:
        """The start screen's leader of a listed session ("Anna (+12)"; "" before
        its first deal, "?" when it cannot be read now), or why it is damaged.
        Replayed only when the session's version moved since the last look, so
        the list stays cheap to read again after every change elsewhere (a
        damaged session, rare, is read each time: it may have been set right)."""
        key = (id(self.store), info.version, info.updated)
        known = self._leaders.get(info.id)
        if known is not None and known[0] == key:
            return known[1], None
        from schreiber.ui.sheet.standings import ranking

        try:
            replay = session_from_data(self.store.sessions.load_session(info.id)).replay()
        except DamagedSessionError as error:
            self._leaders.pop(info.id, None)
            self._listed.pop(info.id, None)
            return "", error
        except (StoreError, RecordError):
            self._listed.pop(info.id, None)
            return "?", None  # not kept: it may be read next time
        leader = ""
        if replay.played:
            _, name, total = ranking(replay.totals)[0]
            leader = f"{name} ({text.signed(total)})"
        self._leaders[info.id] = (key, leader)
        # The list's deals and players as the sheet has them (see listed_as).
        self._listed[info.id] = (replay.played, tuple(replay.totals))
        return leader, None

    def listed_as(self, info: SessionInfo) -> tuple[int, tuple[str, ...]]:
        """The start screen's deals and players of a listed session, after
        :meth:`leader_of`: the deals played (the sheet's last number: changes of
        seating and redeals are none) and everyone who sat at the table, in the
        order they first sat; the stored row's own when it could not be replayed."""
        return self._listed.get(info.id, (info.deal_count, info.players))

    def poll(self) -> None:
        """Show what other writers changed since the last look (the timer's tick)."""
        service = self.service
        if service is None:
            self._poll_list()
            return
        if not self._reachable():
            return
        try:
            # A database file deleted while open is written back at once (SQLite).
            self.store.heal()
            self._tell_rewritten()
            version = self.store.data_version()
            if version == self._data_version:
                return
            self._data_version = version
            self.listed.emit()  # (the list of sessions, if it is shown over the session)
            if self.table_round is not None:  # the night's deals per round may change
                self.table_round = self._table_round(service.session_id, self.table_round)
            changes = service.refresh()
        except DamagedSessionError as error:
            # Another writer left the session damaged: said once, and read again
            # only when the database changes again (it may be set right).
            if not self._damage_told:
                self._damage_told = True
                self.damaged.emit(text.problem_text(error))
            self._set_offline(False)  # the read reached the server
            return
        except (StoreError, RecordError) as error:
            unreachable = isinstance(error, UnreachableError)
            if not unreachable and self._session_gone(service.session_id):
                return
            # Said once, not four times a second; the next good look says nothing.
            if not self._poll_failed:
                self._poll_failed = True
                self.external.emit(text.problem_text(error))
            if unreachable:
                self._set_offline(True)
            self._data_version = None
            return
        self._damage_told = False
        self._set_offline(False)
        words = []
        if self._poll_failed:
            # Said, so that an entry whose save was refused meanwhile is saved again.
            self._poll_failed = False
            words.append(self.tr("The database can be reached again"))
        if changes is not None:
            words.append(self.changes_text(changes))
        if words:
            # First the words (the window follows a deal being edited to its new
            # number), then the redraw.
            self.external.emit("; ".join(words))
        if changes is not None:
            self.changed.emit()

    # The server out of reach ----------------------------------------------------------

    def _set_offline(self, offline: bool) -> None:
        if offline:
            self._probe_ok = False  # the next look waits for a probe that gets through
            # ... then reads the session again and says that the server is back.
            self._data_version = None
            self._poll_failed = True
        if offline != self.is_offline:
            self.is_offline = offline
            self.offline.emit(offline)

    def _reachable(self) -> bool:
        """Whether to look at the store now. While the server is out of reach, a
        look could wait seconds for a connection on the window's thread (it
        would freeze); a thread of its own asks instead (``StoreCore.probe``),
        and the window looks again once that thread got through."""
        if not self.is_offline:
            return True
        probe = self._probe
        if probe is not None and probe.is_alive():
            return False
        if self._probe_ok:
            return True
        self._probe = threading.Thread(target=self._run_probe, daemon=True)
        self._probe.start()
        return False

    def _run_probe(self) -> None:  # on the probe's own thread: no Qt here
        try:
            self.store.probe()
        except StoreError:
            return
        self._probe_ok = True

    def key_for(self, change: str, record: Mapping[str, object]) -> str:
        """The key of the entry being saved: the same for as long as the entry is
        the same (so Enter again after an outage finds the deal that landed
        instead of adding it twice), a new one for another entry."""
        what = json.dumps([change, record], sort_keys=True, default=str)
        if self._entry is None or self._entry[0] != what:
            self._entry = (what, uuid.uuid4().hex)
        return self._entry[1]

    def _saved_entry(self) -> None:
        """The entry is stored: the next one gets a key of its own; and the
        server answered, so it can be reached."""
        self._entry = None
        self._set_offline(False)

    def changes_text(self, changes: Changes) -> str:
        """What another writer changed, as the status bar says it."""
        replay = self.replay
        parts = [
            self.tr("{deal} was added elsewhere").format(deal=deal_name(replay, n, capital=True))
            for n in changes.added
        ]
        parts += [
            self.tr("{deal} was changed elsewhere").format(deal=deal_name(replay, n, capital=True))
            for n in changes.changed
        ]
        if changes.deleted:
            parts.append(self.tr("%n deal(s) deleted elsewhere", "", changes.deleted))
        if changes.rules:
            parts.append(self.tr("The rules were changed elsewhere"))
        if changes.other and not parts:
            parts.append(self.tr("The session was changed elsewhere"))
        if len(parts) > 3:
            return self.tr("{count} changes made elsewhere").format(count=len(parts))
        return "; ".join(parts)

    def _session_gone(self, session_id: int) -> bool:
        """If the open session was deleted elsewhere: close it and say so."""
        try:
            known = {info.id for info in self.store.sessions.list_sessions(include_archived=True)}
        except StoreError:
            return False
        if session_id in known:
            return False
        self.close()
        self.vanished.emit(
            self.tr("This session was deleted elsewhere (another window or program)")
        )
        return True

    def create(self, session_json: object, imported: str | None = None) -> int:
        """Store a new (or imported: ``imported`` names the file) session and open it."""
        session = parse_session(session_json)
        session_id = create_session(self.store, session, imported=imported)
        self.open(session_id)
        self._tell_rewritten()
        return session_id

    def _restore_history(self, session_id: int) -> None:
        """Put the stored undo log back on the stack without running anything."""
        self._restoring = True
        try:
            self.undo_stack.clear()
            done, undone = self.store.undo.history(session_id)
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

    def _refused_with_news(self, write: Callable[[], object]) -> None:
        """Run a write; if it is refused after others' changes came in (a conflict,
        or a deal that no longer fits the evening as stored), show those changes
        and say what they were before the refusal reaches the window. A server
        out of reach makes the window offline until a look gets through."""
        assert self.service is not None
        self.service.missed = None
        try:
            write()
        except (StoreError, RecordError) as error:
            if isinstance(error, UnreachableError):
                self._set_offline(True)
            missed = self.service.missed if self.service is not None else None
            if missed is not None:
                self.external.emit(self.changes_text(missed))
                self.changed.emit()
            raise

    def _tell_rewritten(self) -> None:
        if self.store.take_rewritten():
            self.rewritten.emit()

    def preview(self, record: dict[str, object], number: int | None) -> Replay:
        assert self.service is not None
        return self.service.preview(record, number)

    def add_deal(self, record: Mapping[str, object]) -> None:
        service = self.service
        assert service is not None
        key = self.key_for(f"add {service.session_id}", record)
        self._refused_with_news(lambda: service.add_deal(record, key=key))
        self._saved_entry()
        self._push("add_deal")

    def edit_target(self, number: int) -> tuple[int, int]:
        """The id and revision of deal ``number`` as shown now, which an edit of it
        carries to the store (another writer's change in between is a conflict)."""
        assert self.service is not None
        return self.service.deal_ids[number - 1], self.service.revisions[number - 1]

    def number_of(self, deal_id: int) -> int | None:
        """Deal ``deal_id``'s number in the evening as shown now (None: gone)."""
        assert self.service is not None
        try:
            return self.service.deal_ids.index(deal_id) + 1
        except ValueError:
            return None

    def entry_summary(self, record: Mapping[str, object], number: int) -> str:
        """An entry for deal ``number`` in a few words, as :func:`deal_summary` says a
        deal ("Queen solo, Anna + Chie, +3"); "" when it does not fit the evening
        as stored now."""
        service = self.service
        assert service is not None
        try:
            deal = service.game.parse_deal(record, "deal")
            deals = list(service.session.deals)
            deals[number - 1] = deal
            candidate = service.session.replace(deals=tuple(deals))
            return deal_summary(candidate, candidate.replay(), number)
        except (RecordError, IndexError):
            return ""

    def replace_deal(
        self, number: int, record: Mapping[str, object], target: tuple[int, int] | None = None
    ) -> None:
        service = self.service
        assert service is not None
        target = target or self.edit_target(number)
        key = self.key_for(f"edit {service.session_id} {target}", record)
        self._refused_with_news(lambda: service.replace_deal(number, record, target, key=key))
        self._saved_entry()
        self._push("replace_deal")

    def delete_deal(self, number: int) -> None:
        service = self.service
        assert service is not None
        self._refused_with_news(lambda: service.delete_deal(number))
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

    def run_store_step(self, redo: bool, kind: str = "") -> None:
        """Undo or redo one stored action (called by the undo stack); then
        :attr:`stepped` says which deal it touched."""
        if self._restoring or self.service is None:
            return
        service = self.service
        before = (service.deal_ids, service.revisions, service.session, service.replay)
        try:
            if redo:
                self.service.redo()
            else:
                self.service.undo()
        except (StoreError, RecordError) as error:
            if isinstance(error, StoreError):
                # Another writer changed what the step touched (a conflict).
                message = text.store_error_text(error)
            else:
                # Taking it back would leave an evening that does not add up: a
                # deal entered elsewhere since would be dealt at another seat.
                why = text.error_text(error)
                message = (
                    (
                        self.tr("Redo is not possible: a later deal would no longer fit ({why}).")
                        if redo
                        else self.tr(
                            "Undo is not possible: a later deal would no longer fit ({why})."
                        )
                    ).format(why=why)
                    + " "
                    + self.tr("Nothing was changed.")
                )
            self.failed.emit(message)
            # Resynchronise the stack with what the store really holds, once the
            # stack has finished the step it is in.
            session_id = self.service.session_id
            QTimer.singleShot(0, lambda: self.open(session_id))
            return
        step = self._step_taken(redo, kind, *before)
        self.changed.emit()
        self._tell_rewritten()
        self.stepped.emit(step)

    def _step_taken(
        self,
        redo: bool,
        kind: str,
        ids: tuple[int, ...],
        revisions: tuple[int, ...],
        session: SessionFile,
        replay: Replay,
    ) -> Step:
        """Which deal an undo or redo touched: the one gone, back, or changed."""
        service = self.service
        assert service is not None
        if kind == "set_rules":
            return Step(redo, kind, None, False, service.session, service.replay)
        now = set(service.deal_ids)
        gone = [number for number, deal_id in enumerate(ids, start=1) if deal_id not in now]
        if gone:
            return Step(redo, kind, gone[0], True, session, replay)
        old = dict(zip(ids, revisions, strict=True))
        touched = [
            number
            for number, (deal_id, revision) in enumerate(
                zip(service.deal_ids, service.revisions, strict=True), start=1
            )
            if old.get(deal_id) != revision
        ]
        number = touched[0] if touched else None
        return Step(redo, kind, number, False, service.session, service.replay)


class RoundLabel(QLabel):
    """The status bar's word on a club night's table ("Round 2 · table 1: deal 17
    of 24"), hidden for any other session; it gives the sheet the deals due, so
    that the sheet's next row says how many remain."""

    def __init__(
        self,
        controller: SessionController,
        model: SheetModel,
        parent: QWidget,
        on_page: Callable[[], bool] = lambda: True,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.model = model
        self.on_page = on_page  # whether the session's page is shown (not the Sessions list)
        self.setObjectName("table_round")
        self.setStyleSheet("QLabel#table_round { padding: 0 6px; }")
        controller.changed.connect(self.follow)
        controller.opened.connect(self.follow)
        self.hide()

    def follow(self) -> None:
        """The session opened or changed (or the language): say it again."""
        table = self.controller.table_round if self.controller.service is not None else None
        self.model.set_due(table.due if table is not None else None)
        words = self.controller.round_text()
        self.setText(words)
        self.setVisible(bool(words) and self.on_page())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.follow()
        super().changeEvent(event)
