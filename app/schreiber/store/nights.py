"""Club nights (``store.nights``): who is present, the draw's seed, the rounds
and their tables (sessions with ``night_id`` set), open or closed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING

from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.games.players import name_key
from schreiber.store import rows
from schreiber.store.data import (
    FINISHED,
    M_NIGHT_DATE,
    M_NIGHT_TABLES,
    M_NO_SESSION,
    M_NOT_A_TABLE,
    M_ROUND_TAKEN,
    Candidate,
    Check,
    ClubNight,
    ConflictError,
    Conn,
    NewSession,
    NightTable,
    Phrase,
    Right,
    SessionInfo,
    StoreError,
    iso_date,
    now,
    to_json,
)

if TYPE_CHECKING:
    from schreiber.store.core import StoreCore


class Nights:
    """Club nights and their tables, over the store's connection interface."""

    def __init__(self, store: StoreCore) -> None:
        self._store = store

    def create_night(
        self,
        date: str,
        title: str,
        present: Sequence[str],
        seed: int,
        season_id: int | None = None,
        *,
        settings: Mapping[str, object] | None = None,
        tables: Sequence[NightTable] = (),
        check: Check | None = None,
        guests: Sequence[str] = (),
    ) -> int:
        """A new, open club night of the players ``present`` (people made for new
        names), in ``season_id`` or the season of its date, with its ``settings``
        (see :class:`ClubNight`) and the sessions of round 1's ``tables`` — all in
        one transaction: a failure leaves nothing of it. ``check`` sees each table's
        session as stored, inside the transaction (see :class:`Candidate`); one
        that raises leaves nothing either. More tables come with :meth:`add_round`.

        ``guests`` (of ``present``) play and count in the night, but a new name
        among them is not added to the roster (``people.all``) until the
        organiser adds it (:meth:`schreiber.store.people.People.add_person`)."""
        doing = QT_TRANSLATE_NOOP("StoreError", "create the club night")
        self._store._require(Right.NIGHTS, doing)
        if iso_date(date) is None:
            raise StoreError(M_NIGHT_DATE, doing=Phrase(doing), date=date)
        present_json = to_json(list(present), QT_TRANSLATE_NOOP("StoreError", "player list"))
        settings_json = to_json(
            dict(settings or {}), QT_TRANSLATE_NOOP("StoreError", "club night's settings")
        )
        new_tables = self._new_tables(tables, doing, allow_none=True)
        with self._store._write(doing) as conn:
            p = conn.mark
            stamp = now()
            if season_id is None:
                season_id = rows.season_for(conn, date, stamp)
                assert season_id is not None  # the date is one
            else:
                rows.require_season(conn, self._store.path, season_id)
            guest_keys = {name_key(name) for name in guests}
            for name in [*present, *guests]:
                if name.strip():
                    rows.person_for(conn, name, stamp, guest=name_key(name) in guest_keys)
            night_id = conn.insert(
                "INSERT INTO club_nights (season_id, date, title, present, seed, state, version,"
                f" created, settings) VALUES ({p}, {p}, {p}, {p}, {p}, 'open', 0, {p}, {p})",
                (season_id, date, title, present_json, seed, stamp, settings_json),
            )
            self._insert_tables(conn, season_id, night_id, 1, new_tables, check)
            return night_id

    def add_round(
        self,
        night_id: int,
        round_no: int,
        tables: Sequence[NightTable],
        *,
        check: Check | None = None,
    ) -> list[int]:
        """Store round ``round_no`` of the open club night: the sessions of its
        ``tables``, in one transaction; their ids, in the order given.

        A round that has tables already is refused as a :class:`ConflictError`
        (two laptops drawing the next round at once: the first one wins), and so
        is nothing of it stored. ``check`` as for :meth:`create_night`."""
        doing = QT_TRANSLATE_NOOP("StoreError", "store the next round")
        self._store._require(Right.NIGHTS, doing)
        new_tables = self._new_tables(tables, doing, allow_none=False)
        with self._store._write(doing) as conn:
            p = conn.mark
            night = rows.open_night(conn, self._store.path, night_id, doing)
            taken = conn.execute(
                f"SELECT 1 FROM sessions WHERE night_id = {p} AND round_no = {p} LIMIT 1",
                (night_id, round_no),
            ).fetchone()
            if taken is not None:
                raise ConflictError(
                    M_ROUND_TAKEN,
                    doing=Phrase(doing),
                    round=round_no,
                    title=night.title,
                    date=night.date,
                )
            conn.execute(
                f"UPDATE club_nights SET version = version + 1 WHERE id = {p}", (night_id,)
            )
            return self._insert_tables(conn, night.season_id, night_id, round_no, new_tables, check)

    @staticmethod
    def _new_tables(
        tables: Sequence[NightTable], doing: str, *, allow_none: bool
    ) -> list[tuple[int, NewSession]]:
        """The tables' sessions with their JSON made; :class:`StoreError` for no
        table (unless allowed) or a table number that is not 1 or more, or twice."""
        numbers = [table.table_no for table in tables]
        if (
            (not numbers and not allow_none)
            or len(set(numbers)) != len(numbers)
            or any(not isinstance(n, int) or isinstance(n, bool) or n < 1 for n in numbers)
        ):
            shown = ", ".join(str(n) for n in numbers) or "–"
            raise StoreError(M_NIGHT_TABLES, doing=Phrase(doing), tables=shown)
        return [
            (
                table.table_no,
                NewSession.of(
                    table.game,
                    table.title,
                    table.date,
                    table.players,
                    table.first_dealer,
                    table.rules,
                    table.deals,
                ),
            )
            for table in tables
        ]

    def _insert_tables(
        self,
        conn: Conn,
        season_id: int,
        night_id: int,
        round_no: int,
        tables: Sequence[tuple[int, NewSession]],
        check: Check | None,
    ) -> list[int]:
        ids = [
            rows.insert_session(conn, new, season_id, night_id, table_no, round_no)
            for table_no, new in tables
        ]
        if check is not None:
            for session_id in ids:
                check(Candidate(partial(rows.load, conn, self._store.path, session_id), True, None))
        return ids

    def update_night_settings(self, night_id: int, settings: Mapping[str, object]) -> None:
        """Set the club night's settings named in ``settings``, keeping the others
        as they are (in one transaction, so two laptops setting different ones
        both keep theirs)."""
        doing = QT_TRANSLATE_NOOP("StoreError", "save the club night")
        self._store._require(Right.NIGHTS, doing)
        what = QT_TRANSLATE_NOOP("StoreError", "club night's settings")
        to_json(dict(settings), what)
        with self._store._write(doing) as conn:
            current = rows.night_row(conn, self._store.path, night_id).settings
            self._set_night_settings(conn, night_id, {**current, **settings}, what)

    def set_table_finished(self, night_id: int, session_id: int, finished: bool = True) -> None:
        """Mark a table of the open club night finished (the standing counts it
        so, whether its agreed end is reached or not), or no longer so."""
        doing = (
            QT_TRANSLATE_NOOP("StoreError", "mark the table finished")
            if finished
            else QT_TRANSLATE_NOOP("StoreError", "mark the table not finished")
        )
        self._store._require(Right.FINISH_TABLES, doing)
        with self._store._write(doing) as conn:
            p = conn.mark
            night = rows.open_night(conn, self._store.path, night_id, doing)
            row = conn.execute(
                f"SELECT night_id FROM sessions WHERE id = {p}", (session_id,)
            ).fetchone()
            if row is None:
                raise StoreError(M_NO_SESSION, session=session_id, path=self._store.path)
            if row[0] is None or int(row[0]) != night_id:
                raise StoreError(
                    M_NOT_A_TABLE,
                    doing=Phrase(doing),
                    session=session_id,
                    title=night.title,
                    date=night.date,
                )
            marked = set(night.finished_tables)
            if finished:
                marked.add(session_id)
            else:
                marked.discard(session_id)
            settings = {**night.settings, FINISHED: sorted(marked)}
            what = QT_TRANSLATE_NOOP("StoreError", "club night's settings")
            self._set_night_settings(conn, night_id, settings, what)

    @staticmethod
    def _set_night_settings(
        conn: Conn, night_id: int, settings: Mapping[str, object], what: str
    ) -> None:
        p = conn.mark
        conn.execute(
            f"UPDATE club_nights SET settings = {p}, version = version + 1 WHERE id = {p}",
            (to_json(dict(settings), what), night_id),
        )

    def night(self, night_id: int) -> ClubNight:
        """One club night; :class:`StoreError` if there is none with this id."""
        with self._store._read(QT_TRANSLATE_NOOP("StoreError", "read the club night")) as conn:
            return rows.night_row(conn, self._store.path, night_id)

    def all(self, season_id: int | None = None) -> list[ClubNight]:
        """The club nights (of one season), the latest first."""
        with self._store._read(QT_TRANSLATE_NOOP("StoreError", "read the club night")) as conn:
            p = conn.mark
            found = conn.execute(
                f"SELECT {rows.NIGHT_COLUMNS} FROM club_nights WHERE {p} = 1 OR season_id = {p}"
                " ORDER BY date DESC, id DESC",
                (1 if season_id is None else 0, season_id),
            ).fetchall()
        return [rows.night_of(row) for row in found]

    def set_night_present(self, night_id: int, present: Sequence[str]) -> None:
        """Who is present now (a late arrival, an early leaver), for the next round's draw."""
        doing = QT_TRANSLATE_NOOP("StoreError", "save the club night")
        self._store._require(Right.NIGHTS, doing)
        present_json = to_json(list(present), QT_TRANSLATE_NOOP("StoreError", "player list"))
        with self._store._write(doing) as conn:
            p = conn.mark
            rows.open_night(conn, self._store.path, night_id, doing)
            stamp = now()
            for name in present:
                if name.strip():
                    rows.person_for(conn, name, stamp)
            conn.execute(
                f"UPDATE club_nights SET present = {p}, version = version + 1 WHERE id = {p}",
                (present_json, night_id),
            )

    def close_night(self, night_id: int, closed: bool = True) -> None:
        """Close the club night (no more tables), or open it again."""
        closing = QT_TRANSLATE_NOOP("StoreError", "close the club night")
        opening = QT_TRANSLATE_NOOP("StoreError", "reopen the club night")
        self._store._require(Right.NIGHTS, closing if closed else opening)
        with self._store._write(closing if closed else opening) as conn:
            p = conn.mark
            rows.night_row(conn, self._store.path, night_id)
            conn.execute(
                f"UPDATE club_nights SET state = {p}, version = version + 1 WHERE id = {p}",
                ("closed" if closed else "open", night_id),
            )

    def sessions_of_night(self, night_id: int) -> list[SessionInfo]:
        """The night's tables, by round and table; each with its version, so a
        standing can tell which changed since it was last read."""
        with self._store._read(QT_TRANSLATE_NOOP("StoreError", "read the club night")) as conn:
            p = conn.mark
            rows.night_row(conn, self._store.path, night_id)
            return rows.infos(
                conn,
                self._store.path,
                f"s.night_id = {p}",
                (night_id,),
                "s.round_no, s.table_no, s.id",
            )
