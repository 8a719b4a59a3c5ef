"""One open session: every change is checked by a replay, then saved at once.

The service is what the window (and anything else) calls to change a session.
A change is first applied to a copy of the deal list and replayed; only if the
whole evening still replays is it written to the store, in one transaction.
So the database never holds a deal that does not score, and a failed change
leaves both the store and the service as they were. A deal added at the end
changes nothing before it: the service keeps the game's replayer at the end
of the evening and adds the new deal to a copy of it, so previews and saves
stay as quick on the 2,000th deal as on the second.

No Qt here: the window wraps these calls in ``QUndoCommand`` objects, and the
store keeps its own undo log so that undo survives a restart.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextlib import suppress
from typing import TypeVar

from schreiber.games import titles
from schreiber.games.common import Replay
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.frozen import Frozen, fill
from schreiber.games.registry import DealLike, ReplayerLike, game
from schreiber.session.file import (
    FORMAT,
    VERSION,
    SessionFile,
    check_room,
    parse_session_replayer,
)
from schreiber.store.core import (
    M_CONFLICT_GONE,
    Candidate,
    Check,
    ConflictError,
    Phrase,
    Saved,
    SessionData,
    StoreCore,
    StoreError,
    replay_damage,
)

T = TypeVar("T")
EDITING = QT_TRANSLATE_NOOP("StoreError", "save the changed deal")

M_NO_DEAL = QT_TRANSLATE_NOOP("RecordError", "there is no deal number {number}")


def session_from_data(data: SessionData) -> SessionFile:
    """The stored session as a checked session file (as stored: also one from before
    the limits on deals and players); see :func:`stored_session`."""
    return stored_session(data)[0]


def stored_session(data: SessionData) -> tuple[SessionFile, ReplayerLike]:
    """The stored session checked and replayed, with the replayer at its end. One
    that does not replay (a record written by hand, by another program or a hostile
    client, or under other rules) is damaged: :class:`~schreiber.store.core.DamagedSessionError`
    names the session and the record at fault."""
    try:
        session, replayer = parse_session_replayer(session_json(data), limited=False)
    except RecordError as error:
        raise replay_damage(data, error) from None
    return session.replace(auto_title=data.auto_title), replayer


def session_json(data: SessionData) -> dict[str, object]:
    """The stored session as a session file's JSON (not yet checked)."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": data.game,
        "title": data.title,
        "date": data.date,
        "players": list(data.players),
        "first_dealer": data.first_dealer,
        "rules": data.rules,
        "deals": list(data.deals),
    }


def create_session(
    store: StoreCore,
    session: SessionFile,
    *,
    season_id: int | None = None,
    night_id: int | None = None,
    table_no: int | None = None,
    round_no: int | None = None,
    key: str | None = None,
    imported: str | None = None,
) -> int:
    """Store a checked session (new or imported) in one transaction; returns its id.
    ``key``: the change's own key (a session whose key is stored is not made again).

    Its players are linked to the roster's people in the same transaction. It
    goes into ``season_id`` (default: the season of its date, see
    ``StoreCore.create_session``); with ``night_id`` it is table ``table_no`` of
    round ``round_no`` of that club night. ``imported``: the name of the file it
    was imported from, which its title names (``schreiber.games.titles``).
    """
    session.replay()
    return store.sessions.create_session(
        game=session.game,
        title=session.title,
        date=session.date,
        players=session.players,
        first_dealer=session.first_dealer,
        rules={"preset": session.preset, "options": session.rules.to_json()},
        deals=[deal.to_json() for deal in session.deals],
        season_id=season_id,
        night_id=night_id,
        table_no=table_no,
        round_no=round_no,
        key=key,
        imported=imported,
    )


def as_entered(error: RecordError, entered: int | None) -> RecordError:
    """An error in the deal being entered (position ``entered``) named ``deal.…``,
    like the errors of a single deal; any other error as it is."""
    prefix = f"deals[{entered}]"
    if entered is None or not error.field.startswith(prefix):
        return error
    return RecordError("deal" + error.field[len(prefix) :], error.template, **error.params)


class Changes(Frozen):
    """What other writers changed in the open session since this service last read it.

    Numbers are 1-based places in the new evening; ``deleted`` counts deals gone;
    ``other``: the title, players or anything else of the session.
    """

    FIELDS = ("added", "changed", "deleted", "rules", "other")
    __slots__ = FIELDS
    added: tuple[int, ...]
    changed: tuple[int, ...]
    deleted: int
    rules: bool
    other: bool

    def __init__(
        self,
        added: tuple[int, ...] = (),
        changed: tuple[int, ...] = (),
        deleted: int = 0,
        rules: bool = False,
        other: bool = False,
    ) -> None:
        fill(self, added, changed, deleted, rules, other)


class SessionService:
    """The open session: its records, their replay, and checked changes.

    Every write names the deals it touches by id and the revision this service
    read; the store refuses it as a :class:`~schreiber.store.ConflictError` when
    another writer changed them since. The resulting evening is checked inside
    the store's write transaction against what is stored at that moment, so a
    deal another writer added meanwhile is taken into account, and no write can
    leave a stored evening that does not replay.
    """

    def __init__(self, store: StoreCore, session_id: int) -> None:
        self.store = store
        self.session_id = session_id
        self.missed: Changes | None = None
        """Others' changes a refused write found (and the service now shows)."""
        self.saved: Saved | None = None
        """Where the last deal added or changed went (``Saved.repeated``: its key
        had been stored already, and the service shows the evening as stored)."""
        # (session, number, deal, outcome) of the last preview, asked again often.
        self._last_preview: tuple[SessionFile, int | None, DealLike, Replay | RecordError] | None
        self._last_preview = None
        self._load()

    def _load(self, data: SessionData | None = None) -> None:
        if data is None:
            data = self.store.sessions.load_session(self.session_id)
        self.session, tail = stored_session(data)
        self._set_stored(data.deal_ids, data.revisions, data.version)
        self.replay = tail.result()
        self.game = game(self.session.game)
        # The replayer at the end of the evening: a deal added at the end is
        # added to a copy of it (see _append).
        self._tail: ReplayerLike = tail

    def _set_stored(self, ids: tuple[int, ...], revisions: tuple[int, ...], version: int) -> None:
        self.deal_ids, self.revisions, self.version = ids, revisions, version

    @staticmethod
    def _replay(candidate: SessionFile, entered: int | None = None) -> tuple[ReplayerLike, Replay]:
        """Replay a candidate; raises :class:`RecordError` and changes nothing.

        ``entered`` is the position of the deal being entered, whose errors are
        reported as ``deal.…`` like those of a single deal. The replayer at the
        end comes back too, to take the next deals.
        """
        try:
            replayer = candidate.replayer()
        except RecordError as error:
            raise as_entered(error, entered) from None
        return replayer, replayer.result()

    def _append(self, deal: DealLike) -> tuple[ReplayerLike, Replay]:
        """The evening with ``deal`` added, from the replayer at its end.

        A deal added at the end changes nothing before it, so the evening is
        not replayed from the first deal: a preview stays as quick on the
        2,000th deal as on the second. Raises :class:`RecordError`.
        """
        check_room(self.session, deal)  # at most MAX_DEALS deals, MAX_PEOPLE players
        candidate = self._tail.copy()
        try:
            candidate.add(deal)
        except RecordError as error:
            raise as_entered(error, len(self.session.deals)) from None
        return candidate, candidate.result()

    def _accept(self, session: SessionFile, replay: Replay, tail: ReplayerLike) -> None:
        self.session, self.replay, self._tail = session, replay, tail

    def _index(self, number: int) -> int:
        if not 1 <= number <= len(self.session.deals):
            raise RecordError("deal", M_NO_DEAL, number=number)
        return number - 1

    def _write(
        self, write: Callable[[Check], T], entered: int | None, *, entered_id: bool = False
    ) -> tuple[T, bool]:
        """Run one store write whose check replays the evening it would store.

        When nobody else wrote since this service read the session, the caller
        has already checked the result (quick); otherwise the stored evening as
        the write would leave it is replayed in the transaction, and the service
        takes it over. Returns the write's result and whether the service took
        over the stored evening. After a refused write the service re-reads the
        session if another writer changed it, so it shows what is stored, and
        keeps what changed in :attr:`missed` for the window to say.
        """
        stored: list[SessionData] = []

        def check(candidate: Candidate) -> None:
            if candidate.unchanged and not entered_id:
                return
            data = candidate.load()
            where = candidate.written_position if entered_id else entered
            try:
                parse_session_replayer(session_json(data), limited=False)
            except RecordError as error:
                raise as_entered(error, where) from None
            stored.append(data)

        try:
            result = write(check)
        except BaseException:
            with suppress(StoreError):
                self.missed = self.refresh()
            raise
        if stored:
            self._load(stored[-1])
        return result, bool(stored)

    def preview(self, record: Mapping[str, object], number: int | None = None) -> Replay:
        """The replay as it would be with ``record`` added (or replacing deal ``number``).

        An error in the entered deal itself names its field ``deal.…``; an error
        in a later deal keeps that deal's position (``deals[7].re[0]``).
        """
        deal = self.game.parse_deal(record, "deal")
        # The form asks again for the same deal (the session opened, the form
        # cleared, focus moved); the answer is the same until the session changes.
        last = self._last_preview
        if last is not None and last[0] is self.session and last[1:3] == (number, deal):
            outcome = last[3]
            if isinstance(outcome, RecordError):
                raise outcome.with_traceback(None)
            return outcome
        try:
            if number is None:
                _, replay = self._append(deal)
            else:
                index = self._index(number)
                deals = list(self.session.deals)
                deals[index] = deal
                _, replay = self._replay(self.session.replace(deals=tuple(deals)), index)
        except RecordError as error:
            self._last_preview = (self.session, number, deal, error)
            raise
        self._last_preview = (self.session, number, deal, replay)
        return replay

    def add_deal(self, record: Mapping[str, object], key: str | None = None) -> DealLike:
        """Add a deal at the end of the evening as stored at that moment.

        ``key``: the change's own key (the window's entry keeps one until it is
        saved): a deal whose key is stored already is not added again; the
        service then shows the evening as stored. :attr:`saved` tells where it went.
        """
        deal = self.game.parse_deal(record, "deal")
        tail, replay = self._append(deal)
        count = len(self.session.deals)
        saved, took_over = self._write(
            lambda check: self.store.sessions.add_deal(
                self.session_id, deal.to_json(), known_version=self.version, check=check, key=key
            ),
            count,
        )
        self.saved = saved
        if saved.repeated:
            self._load()
        elif not took_over:
            self._accept(self.session.replace(deals=(*self.session.deals, deal)), replay, tail)
            self._set_stored(
                (*self.deal_ids, saved.id), (*self.revisions, saved.revision), saved.version
            )
        return deal

    def insert_deal(
        self, record: Mapping[str, object], before: int, key: str | None = None
    ) -> Saved:
        """Add a deal before the deal with id ``before``; the whole evening as stored
        then is checked in the write's transaction. For commands and scripts."""
        deal = self.game.parse_deal(record, "deal")
        check_room(self.session, deal)
        saved, _ = self._write(
            lambda check: self.store.sessions.add_deal(
                self.session_id, deal.to_json(), before=before, check=check, key=key
            ),
            None,
            entered_id=True,
        )
        return saved

    def replace_by_id(
        self, deal_id: int, record: Mapping[str, object], revision: int, key: str | None = None
    ) -> Saved:
        """Replace the deal with id ``deal_id`` if its revision is still ``revision``
        (:class:`~schreiber.store.ConflictError` otherwise); checked against the stored
        evening. For commands and scripts, which name deals by id."""
        deal = self.game.parse_deal(record, "deal")
        saved, _ = self._write(
            lambda check: self.store.sessions.replace_deal(
                self.session_id, deal_id, deal.to_json(), revision, check=check, key=key
            ),
            None,
            entered_id=True,
        )
        return saved

    def delete_by_id(self, deal_id: int, revision: int, key: str | None = None) -> int:
        """Delete the deal with id ``deal_id`` if its revision is still ``revision``."""
        version, _ = self._write(
            lambda check: self.store.sessions.delete_deal(
                self.session_id, deal_id, revision, check=check, key=key
            ),
            None,
        )
        return version

    def replace_deal(
        self,
        number: int,
        record: Mapping[str, object],
        target: tuple[int, int] | None = None,
        key: str | None = None,
    ) -> DealLike:
        """Replace deal ``number`` as this service read it (its id and revision).

        ``target`` is the (id, revision) of the deal the user began to edit, read
        when the edit began: if another writer changed or deleted that deal since,
        the store refuses (:class:`~schreiber.store.ConflictError`), and if others moved
        it, the deal with that id is replaced wherever it now stands.
        """
        if target is None:
            index = self._index(number)
            target = (self.deal_ids[index], self.revisions[index])
        elif target[0] in self.deal_ids:
            index = self.deal_ids.index(target[0])
        else:
            raise ConflictError(M_CONFLICT_GONE, doing=Phrase(EDITING), deal=target[0])
        deal = self.game.parse_deal(record, "deal")
        deals = list(self.session.deals)
        deals[index] = deal
        candidate = self.session.replace(deals=tuple(deals))
        tail, replay = self._replay(candidate, index)
        saved, took_over = self._write(
            lambda check: self.store.sessions.replace_deal(
                self.session_id,
                target[0],
                deal.to_json(),
                target[1],
                known_version=self.version,
                check=check,
                key=key,
            ),
            None,
        )
        self.saved = saved
        if saved.repeated:
            self._load()
        elif not took_over:
            self._accept(candidate, replay, tail)
            revisions = list(self.revisions)
            revisions[index] = saved.revision
            self._set_stored(self.deal_ids, tuple(revisions), saved.version)
        return deal

    def delete_deal(self, number: int) -> None:
        """Delete deal ``number`` as this service read it (its id and revision)."""
        index = self._index(number)
        deals = list(self.session.deals)
        del deals[index]
        candidate = self.session.replace(deals=tuple(deals))
        tail, replay = self._replay(candidate)
        version, took_over = self._write(
            lambda check: self.store.sessions.delete_deal(
                self.session_id,
                self.deal_ids[index],
                self.revisions[index],
                known_version=self.version,
                check=check,
            ),
            None,
        )
        if not took_over:
            self._accept(candidate, replay, tail)
            ids = self.deal_ids[:index] + self.deal_ids[index + 1 :]
            revisions = self.revisions[:index] + self.revisions[index + 1 :]
            self._set_stored(ids, revisions, version)

    def set_rules(self, rules: Mapping[str, object]) -> None:
        """Change the rule set mid-session; every deal is recomputed (rules §12)."""
        parsed = self.game.parse_rules(rules, "rules", len(self.session.players))
        preset = str(rules.get("preset", "standard"))
        candidate = self.session.replace(rules=parsed, preset=preset)
        tail, replay = self._replay(candidate)
        version, took_over = self._write(
            lambda check: self.store.sessions.set_rules(
                self.session_id,
                {"preset": preset, "options": parsed.to_json()},
                known_version=self.version,
                check=check,
            ),
            None,
        )
        if not took_over:
            self._accept(candidate, replay, tail)
            self._set_stored(self.deal_ids, self.revisions, version)

    def rename(self, title: str) -> None:
        self.store.sessions.rename_session(self.session_id, title)
        session = self.session
        auto = titles.recognise(title, session.game, session.date)
        if auto is not None:
            title = titles.stored(auto, session.game, session.date, title)
        self.session = session.replace(title=title, auto_title=auto)
        # A rename changes the version too; re-read it so no one else's change
        # made meanwhile is taken for ours.
        if self.store.sessions.session_version(self.session_id) != self.version + 1:
            self._load()
        else:
            self.version += 1

    def can_undo(self) -> bool:
        return self.store.undo.can_undo(self.session_id)

    def can_redo(self) -> bool:
        return self.store.undo.can_redo(self.session_id)

    def undo(self) -> str | None:
        """Take back this writer's last action, unless another writer changed what
        it touched since (:class:`~schreiber.store.ConflictError`, nothing changed)."""
        kind, _ = self._write(
            lambda check: self.store.undo.undo(self.session_id, check=check), None
        )
        if kind is not None:
            self._load()
        return kind

    def redo(self) -> str | None:
        kind, _ = self._write(
            lambda check: self.store.undo.redo(self.session_id, check=check), None
        )
        if kind is not None:
            self._load()
        return kind

    def refresh(self) -> Changes | None:
        """Read the session again if another writer changed it; what changed, or None."""
        if self.store.sessions.session_version(self.session_id) == self.version:
            return None
        old = dict(zip(self.deal_ids, self.revisions, strict=True))
        old_rules, old_session = self.session.rules, self.session
        self._load()
        added = []
        changed = []
        for number, (deal_id, revision) in enumerate(
            zip(self.deal_ids, self.revisions, strict=True), start=1
        ):
            if deal_id not in old:
                added.append(number)
            elif old[deal_id] != revision:
                changed.append(number)
        deleted = len(set(old) - set(self.deal_ids))
        rules = self.session.rules != old_rules
        other = (self.session.title, self.session.players) != (
            old_session.title,
            old_session.players,
        )
        return Changes(tuple(added), tuple(changed), deleted, rules, other)
