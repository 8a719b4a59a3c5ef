"""Sessions and their records (``store.sessions``): create, list, load, rename,
archive and delete sessions; add, edit and delete their deals and set their rules.

Every deal has a stable id that is never reused and a revision that grows with
each edit; a session has a version that counts its changes. Edits, deletes and
undo name a deal by id and carry the revision read: a stale one is refused as
a :class:`~schreiber.store.data.ConflictError` and nothing is written. Each
mutating call is one write transaction of the store, serialised against every
other writer of the database, and takes a ``check`` that sees the session as
the write would leave it, inside that transaction (the session service
replays it there). Each change of a deal or of the rules is logged for this
writer's undo (:mod:`schreiber.store.undo`) in the same transaction.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from schreiber.games import titles
from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.store import rows
from schreiber.store.data import (
    Check,
    NewSession,
    Right,
    Saved,
    SessionData,
    SessionInfo,
    answer_of,
    now,
    saved_of,
    to_json,
)
from schreiber.store.undo import log

if TYPE_CHECKING:
    from schreiber.store.core import StoreCore


class Sessions:
    """Sessions and their records, over the store's connection interface."""

    def __init__(self, store: StoreCore) -> None:
        self._store = store

    def create_session(
        self,
        game: str,
        title: str,
        date: str,
        players: Sequence[str],
        first_dealer: str,
        rules: Mapping[str, object],
        deals: Sequence[Mapping[str, object]] = (),
        *,
        season_id: int | None = None,
        night_id: int | None = None,
        table_no: int | None = None,
        round_no: int | None = None,
        key: str | None = None,
        imported: str | None = None,
    ) -> int:
        """Store a new session (with any deals, e.g. from an import) in one transaction.

        Its players (and those of its changes of seating) are linked to people,
        made for new names, in the same transaction. It belongs to ``season_id``,
        else to its club night's season, else to the season of its date (the
        calendar year's, made on demand: :func:`schreiber.store.rows.season_for`).
        With ``night_id`` it is table ``table_no`` of round ``round_no`` of that
        club night, which must be open. ``key`` as for :meth:`add_deal`.

        A title nobody typed (equal to the automatic one in any language) is kept
        as automatic, and shown in each reader's language; ``imported``, the name
        of the file the session was imported from, goes into its title
        (:mod:`schreiber.games.titles`).
        """
        new = NewSession.of(game, title, date, players, first_dealer, rules, deals)
        doing = QT_TRANSLATE_NOOP("StoreError", "create the session")
        self._store._require(Right.SESSIONS if night_id is None else Right.NIGHTS, doing)
        change = "create"
        with self._store._write(doing, self._store._checked_key(key)) as conn:
            p = conn.mark
            if (seen := self._store._seen(conn, key, change)) is not None:
                return seen["id"]
            if night_id is not None:
                night = rows.open_night(conn, self._store.path, night_id, doing)
                if season_id is None:
                    season_id = night.season_id
                conn.execute(
                    f"UPDATE club_nights SET version = version + 1 WHERE id = {p}", (night_id,)
                )
            if season_id is None:
                season_id = rows.season_for(conn, date, now())
            else:
                rows.require_season(conn, self._store.path, season_id)
            session_id = rows.insert_session(
                conn, new, season_id, night_id, table_no, round_no, imported
            )
            self._store._remember(conn, key, change, id=session_id)
        return session_id

    def list_sessions(self, include_archived: bool = False) -> list[SessionInfo]:
        """The sessions, most recently changed first."""
        with self._store._read(QT_TRANSLATE_NOOP("StoreError", "list the sessions")) as conn:
            p = conn.mark
            return rows.infos(
                conn,
                self._store.path,
                f"{p} = 1 OR s.archived = 0",
                (1 if include_archived else 0,),
                "s.updated DESC, s.id DESC",
            )

    def load_session(self, session_id: int) -> SessionData:
        """The whole session; :class:`StoreError` if there is none with this id."""
        with self._store._read(QT_TRANSLATE_NOOP("StoreError", "load the session")) as conn:
            return rows.load(conn, self._store.path, session_id)

    def rename_session(self, session_id: int, title: str) -> None:
        """A typed title; one equal to the game-and-date title in any language is
        automatic again (:func:`schreiber.games.titles.recognise`)."""
        doing = QT_TRANSLATE_NOOP("StoreError", "rename the session")
        self._store._require(Right.SESSIONS, doing)
        with self._store._write(doing) as conn:
            p = conn.mark
            rows.require_session(conn, self._store.path, session_id)
            rows.refuse_closed(conn, session_id, doing)
            game, date = conn.execute(
                f"SELECT game, date FROM sessions WHERE id = {p}", (session_id,)
            ).fetchone()
            auto = titles.recognise(title, str(game), str(date))
            if auto is not None:
                title = titles.stored(auto, str(game), str(date), title)
            conn.execute(
                f"UPDATE sessions SET title = {p}, auto_title = {p} WHERE id = {p}",
                (title, titles.to_text(auto), session_id),
            )
            rows.touch(conn, self._store.path, session_id)

    def archive_session(self, session_id: int, archived: bool = True) -> None:
        archiving = QT_TRANSLATE_NOOP("StoreError", "archive the session")
        unarchiving = QT_TRANSLATE_NOOP("StoreError", "unarchive the session")
        doing = archiving if archived else unarchiving
        self._store._require(Right.SESSIONS, doing)
        with self._store._write(doing) as conn:
            p = conn.mark
            rows.require_session(conn, self._store.path, session_id)
            rows.refuse_closed(conn, session_id, doing)
            conn.execute(
                f"UPDATE sessions SET archived = {p} WHERE id = {p}", (int(archived), session_id)
            )
            rows.touch(conn, self._store.path, session_id)

    def delete_session(self, session_id: int) -> None:
        """Delete the session with its deals and undo history (not undoable)."""
        doing = QT_TRANSLATE_NOOP("StoreError", "delete the session")
        self._store._require(Right.DELETE_SESSIONS, doing)
        with self._store._write(doing) as conn:
            p = conn.mark
            rows.require_session(conn, self._store.path, session_id)
            rows.refuse_closed(conn, session_id, doing)
            conn.execute(f"DELETE FROM sessions WHERE id = {p}", (session_id,))

    def last_session_id(self) -> int | None:
        """The most recently changed session that is not archived, if any."""
        with self._store._read(QT_TRANSLATE_NOOP("StoreError", "find the last session")) as conn:
            row = conn.execute(
                "SELECT id FROM sessions WHERE archived = 0 ORDER BY updated DESC, id DESC LIMIT 1"
            ).fetchone()
        return None if row is None else int(row[0])

    def add_deal(
        self,
        session_id: int,
        record: Mapping[str, object],
        *,
        before: int | None = None,
        known_version: int | None = None,
        check: Check | None = None,
        key: str | None = None,
    ) -> Saved:
        """Add a record at the end, or before the deal with id ``before``. Undoable.

        ``check`` sees the session as the write would leave it, inside the same
        transaction (see :class:`Candidate`); ``known_version`` is the session
        version the caller's view of it had. ``key``: the change's own key; a
        change whose key is stored already is answered as the first time
        (``Saved.repeated``) and not made again.
        """
        text = to_json(dict(record), QT_TRANSLATE_NOOP("StoreError", "deal record"))
        doing = QT_TRANSLATE_NOOP("StoreError", "save the deal")
        self._store._require(Right.SESSIONS, doing)
        change = f"add {session_id}"
        with self._store._write(doing, self._store._checked_key(key)) as conn:
            if (seen := self._store._seen(conn, key, change)) is not None:
                return saved_of(seen)
            version = rows.session_version(conn, self._store.path, session_id)
            rows.refuse_closed(conn, session_id, doing)
            if before is None:
                position = rows.deal_count(conn, self._store.path, session_id)
            else:
                position, _ = rows.locate(conn, self._store.path, session_id, before, None, doing)
            deal_id = rows.insert_deal(conn, session_id, position, text, 1)
            rows.link_seating(conn, session_id, text)
            log(conn, self._store.writer, session_id, "add_deal", deal_id, None, text, 1)
            new_version = rows.touch(conn, self._store.path, session_id)
            rows.run_check(
                conn, self._store.path, session_id, check, version, known_version, position
            )
            saved = Saved(deal_id, position + 1, 1, new_version)
            self._store._remember(conn, key, change, **answer_of(saved))
        return saved

    def replace_deal(
        self,
        session_id: int,
        deal_id: int,
        record: Mapping[str, object],
        revision: int,
        *,
        known_version: int | None = None,
        check: Check | None = None,
        key: str | None = None,
    ) -> Saved:
        """Replace the deal ``deal_id`` if its revision is still ``revision``. Undoable.

        Raises :class:`ConflictError` (nothing written) when it is not, or when
        the deal is gone. ``key`` as for :meth:`add_deal`.
        """
        text = to_json(dict(record), QT_TRANSLATE_NOOP("StoreError", "deal record"))
        doing = QT_TRANSLATE_NOOP("StoreError", "save the changed deal")
        self._store._require(Right.SESSIONS, doing)
        change = f"edit {session_id} {deal_id} {revision}"
        with self._store._write(doing, self._store._checked_key(key)) as conn:
            p = conn.mark
            if (seen := self._store._seen(conn, key, change)) is not None:
                return saved_of(seen)
            version = rows.session_version(conn, self._store.path, session_id)
            rows.refuse_closed(conn, session_id, doing)
            position, before = rows.locate(
                conn, self._store.path, session_id, deal_id, revision, doing
            )
            conn.execute(
                f"UPDATE deals SET record = {p}, revision = {p} WHERE id = {p}",
                (text, revision + 1, deal_id),
            )
            rows.link_seating(conn, session_id, text)
            log(
                conn,
                self._store.writer,
                session_id,
                "replace_deal",
                deal_id,
                before,
                text,
                revision + 1,
            )
            new_version = rows.touch(conn, self._store.path, session_id)
            rows.run_check(
                conn, self._store.path, session_id, check, version, known_version, position
            )
            saved = Saved(deal_id, position + 1, revision + 1, new_version)
            self._store._remember(conn, key, change, **answer_of(saved))
        return saved

    def delete_deal(
        self,
        session_id: int,
        deal_id: int,
        revision: int,
        *,
        known_version: int | None = None,
        check: Check | None = None,
        key: str | None = None,
    ) -> int:
        """Delete the deal ``deal_id`` if its revision is still ``revision``; later
        deals move down by one. Undoable. Returns the session's new version.
        ``key`` as for :meth:`add_deal`."""
        doing = QT_TRANSLATE_NOOP("StoreError", "delete the deal")
        self._store._require(Right.SESSIONS, doing)
        change = f"delete {session_id} {deal_id} {revision}"
        with self._store._write(doing, self._store._checked_key(key)) as conn:
            if (seen := self._store._seen(conn, key, change)) is not None:
                return seen["version"]
            version = rows.session_version(conn, self._store.path, session_id)
            rows.refuse_closed(conn, session_id, doing)
            position, before = rows.locate(
                conn, self._store.path, session_id, deal_id, revision, doing
            )
            anchor = rows.remove_deal(conn, session_id, deal_id, position)
            log(
                conn,
                self._store.writer,
                session_id,
                "delete_deal",
                deal_id,
                before,
                None,
                revision,
                position,
                anchor,
            )
            new_version = rows.touch(conn, self._store.path, session_id)
            rows.run_check(conn, self._store.path, session_id, check, version, known_version)
            self._store._remember(conn, key, change, version=new_version)
        return new_version

    def set_rules(
        self,
        session_id: int,
        rules: Mapping[str, object],
        *,
        known_version: int | None = None,
        check: Check | None = None,
    ) -> int:
        """Replace the session's rule set. Undoable. Returns the new version."""
        text = to_json(dict(rules), QT_TRANSLATE_NOOP("StoreError", "rule set"))
        doing = QT_TRANSLATE_NOOP("StoreError", "save the rules")
        self._store._require(Right.SESSIONS, doing)
        with self._store._write(doing) as conn:
            p = conn.mark
            version = rows.session_version(conn, self._store.path, session_id)
            rows.refuse_closed(conn, session_id, doing)
            before = rows.rules_text(conn, session_id)
            conn.execute(f"UPDATE sessions SET rules = {p} WHERE id = {p}", (text, session_id))
            log(conn, self._store.writer, session_id, "set_rules", None, before, text, None)
            new_version = rows.touch(conn, self._store.path, session_id)
            rows.run_check(conn, self._store.path, session_id, check, version, known_version)
        return new_version

    def session_version(self, session_id: int) -> int:
        """How many changes the session has had, by any writer (for live views)."""
        with self._store._read(QT_TRANSLATE_NOOP("StoreError", "load the session")) as conn:
            return rows.session_version(conn, self._store.path, session_id)
