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

from collections.abc import Mapping
from dataclasses import replace

from app.games.common import Replay
from app.games.errors import QT_TRANSLATE_NOOP, RecordError
from app.games.registry import DealLike, ReplayerLike, game
from app.session.file import FORMAT, VERSION, SessionFile, parse_session, parse_session_replayer
from app.store.database import SessionData, Store

M_NO_DEAL = QT_TRANSLATE_NOOP("RecordError", "there is no deal number {number}")


def session_from_data(data: SessionData) -> SessionFile:
    """The stored session as a checked session file."""
    return parse_session(session_json(data))


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


def create_session(store: Store, session: SessionFile) -> int:
    """Store a checked session (new or imported) in one transaction; returns its id."""
    session.replay()
    return store.create_session(
        game=session.game,
        title=session.title,
        date=session.date,
        players=session.players,
        first_dealer=session.first_dealer,
        rules={"preset": session.preset, "options": session.rules.to_json()},
        deals=[deal.to_json() for deal in session.deals],
    )


def as_entered(error: RecordError, entered: int | None) -> RecordError:
    """An error in the deal being entered (position ``entered``) named ``deal.…``,
    like the errors of a single deal; any other error as it is."""
    prefix = f"deals[{entered}]"
    if entered is None or not error.field.startswith(prefix):
        return error
    return RecordError("deal" + error.field[len(prefix) :], error.template, **error.params)


class SessionService:
    """The open session: its records, their replay, and checked changes."""

    def __init__(self, store: Store, session_id: int) -> None:
        self.store = store
        self.session_id = session_id
        # (session, number, deal, outcome) of the last preview, asked again often.
        self._last_preview: tuple[SessionFile, int | None, DealLike, Replay | RecordError] | None
        self._last_preview = None
        self._load()

    def _load(self) -> None:
        data = session_json(self.store.load_session(self.session_id))
        self.session, tail = parse_session_replayer(data)
        self.replay = tail.result()
        self.game = game(self.session.game)
        # The replayer at the end of the evening: a deal added at the end is
        # added to a copy of it (see _append).
        self._tail: ReplayerLike = tail

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
                _, replay = self._replay(replace(self.session, deals=tuple(deals)), index)
        except RecordError as error:
            self._last_preview = (self.session, number, deal, error)
            raise
        self._last_preview = (self.session, number, deal, replay)
        return replay

    def add_deal(self, record: Mapping[str, object]) -> DealLike:
        deal = self.game.parse_deal(record, "deal")
        tail, replay = self._append(deal)
        self.store.add_deal(self.session_id, deal.to_json())
        self._accept(replace(self.session, deals=(*self.session.deals, deal)), replay, tail)
        return deal

    def replace_deal(self, number: int, record: Mapping[str, object]) -> DealLike:
        index = self._index(number)
        deal = self.game.parse_deal(record, "deal")
        deals = list(self.session.deals)
        deals[index] = deal
        candidate = replace(self.session, deals=tuple(deals))
        tail, replay = self._replay(candidate, index)
        self.store.replace_deal(self.session_id, index, deal.to_json())
        self._accept(candidate, replay, tail)
        return deal

    def delete_deal(self, number: int) -> None:
        index = self._index(number)
        deals = list(self.session.deals)
        del deals[index]
        candidate = replace(self.session, deals=tuple(deals))
        tail, replay = self._replay(candidate)
        self.store.delete_deal(self.session_id, index)
        self._accept(candidate, replay, tail)

    def set_rules(self, rules: Mapping[str, object]) -> None:
        """Change the rule set mid-session; every deal is recomputed (rules §12)."""
        parsed = self.game.parse_rules(rules, "rules", len(self.session.players))
        preset = str(rules.get("preset", "standard"))
        candidate = replace(self.session, rules=parsed, preset=preset)
        tail, replay = self._replay(candidate)
        self.store.set_rules(self.session_id, {"preset": preset, "options": parsed.to_json()})
        self._accept(candidate, replay, tail)

    def rename(self, title: str) -> None:
        self.store.rename_session(self.session_id, title)
        self.session = replace(self.session, title=title)

    def can_undo(self) -> bool:
        return self.store.can_undo(self.session_id)

    def can_redo(self) -> bool:
        return self.store.can_redo(self.session_id)

    def undo(self) -> str | None:
        kind = self.store.undo(self.session_id)
        if kind is not None:
            self._load()
        return kind

    def redo(self) -> str | None:
        kind = self.store.redo(self.session_id)
        if kind is not None:
            self._load()
        return kind
