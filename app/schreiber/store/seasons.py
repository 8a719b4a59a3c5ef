"""Seasons and the league's summaries (``store.seasons``).

A season is a run of days with the club's settings (ranking, money); every
session belongs to one. The league keeps a derived summary of each session for
the version it was made from (``session_summaries``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.store import rows, stored
from schreiber.store.data import (
    M_NIGHT_DATE,
    M_NO_SEASON,
    M_SEASON_DATES,
    M_SEASON_TAKEN,
    ConflictError,
    EveningRow,
    Phrase,
    Right,
    Season,
    SessionInfo,
    StoreError,
    iso_date,
    lenient,
    now,
    optional_id,
    rules_json,
    summary_json,
    to_json,
)

if TYPE_CHECKING:
    from schreiber.store.core import StoreCore


class Seasons:
    """Seasons, and the league's summaries of sessions, over the store's connection interface."""

    def __init__(self, store: StoreCore) -> None:
        self._store = store

    def all(self) -> list[Season]:
        """Every season, the earliest first."""
        with self._store._read(QT_TRANSLATE_NOOP("StoreError", "read the seasons")) as conn:
            found = conn.execute(
                "SELECT id, name, start_date, end_date, settings, created FROM seasons"
                " ORDER BY start_date, id"
            ).fetchall()
        return [self._season(row) for row in found]

    def season(self, season_id: int) -> Season:
        with self._store._read(QT_TRANSLATE_NOOP("StoreError", "read the seasons")) as conn:
            p = conn.mark
            row = conn.execute(
                "SELECT id, name, start_date, end_date, settings, created FROM seasons"
                f" WHERE id = {p}",
                (season_id,),
            ).fetchone()
        if row is None:
            raise StoreError(M_NO_SEASON, season=season_id, path=self._store.path)
        return self._season(row)

    @staticmethod
    def _season(row: Any) -> Season:
        # Each value checked; one that is unreadable reads as unknown ("?", no settings).
        return Season(
            id=int(row[0]),
            name=lenient(stored.text, row[1], "?"),
            start=lenient(stored.text, row[2], "?"),
            end=lenient(stored.text, row[3], "?"),
            settings=lenient(rules_json, row[4], {}),
            created=lenient(stored.text, row[5], ""),
        )

    def create_season(
        self, name: str, start: str, end: str, settings: Mapping[str, object] | None = None
    ) -> int:
        """A new season from ``start`` to ``end`` (ISO dates, both included).

        New sessions on its days belong to it (the latest-starting season that
        holds the date); sessions already stored stay where they are."""
        doing = QT_TRANSLATE_NOOP("StoreError", "create the season")
        self._store._require(Right.SEASONS, doing)
        first, last = iso_date(start), iso_date(end)
        if first is None or last is None or last < first:
            raise StoreError(M_SEASON_DATES, doing=Phrase(doing), start=start, end=end)
        text = to_json(dict(settings or {}), QT_TRANSLATE_NOOP("StoreError", "season settings"))
        cleaned = name.strip()
        with self._store._write(doing) as conn:
            p = conn.mark
            if conn.execute(f"SELECT 1 FROM seasons WHERE name = {p}", (cleaned,)).fetchone():
                raise ConflictError(M_SEASON_TAKEN, doing=Phrase(doing), name=cleaned)
            return conn.insert(
                "INSERT INTO seasons (name, start_date, end_date, settings, created)"
                f" VALUES ({p}, {p}, {p}, {p}, {p})",
                (cleaned, start, end, text, now()),
            )

    def update_season_settings(self, season_id: int, settings: Mapping[str, object]) -> None:
        """Set the season's settings named in ``settings`` (``"ranking"``,
        ``"money"``, …), keeping the others as they are."""
        doing = QT_TRANSLATE_NOOP("StoreError", "save the season's settings")
        self._store._require(Right.SEASONS, doing)
        to_json(dict(settings), QT_TRANSLATE_NOOP("StoreError", "season settings"))
        with self._store._write(doing) as conn:
            p = conn.mark
            rows.require_season(conn, self._store.path, season_id)
            (text,) = conn.execute(
                f"SELECT settings FROM seasons WHERE id = {p}", (season_id,)
            ).fetchone()
            current: dict[str, object] = lenient(rules_json, text, {})
            merged = {**current, **settings}
            conn.execute(
                f"UPDATE seasons SET settings = {p} WHERE id = {p}",
                (to_json(merged, QT_TRANSLATE_NOOP("StoreError", "season settings")), season_id),
            )

    def season_of_date(self, date: str) -> int:
        """The season a session on ``date`` goes into by default (made on demand)."""
        doing = QT_TRANSLATE_NOOP("StoreError", "create the season")
        if iso_date(date) is None:
            raise StoreError(M_NIGHT_DATE, doing=Phrase(doing), date=date)
        with self._store._write(doing) as conn:
            season = rows.season_for(conn, date, now())
        assert season is not None
        return season

    def sessions_of_season(self, season_id: int) -> list[SessionInfo]:
        """The season's sessions (archived ones too), by date, night, round and table."""
        with self._store._read(QT_TRANSLATE_NOOP("StoreError", "list the sessions")) as conn:
            p = conn.mark
            rows.require_season(conn, self._store.path, season_id)
            return rows.infos(
                conn,
                self._store.path,
                f"s.season_id = {p}",
                (season_id,),
                "s.date, s.night_id, s.round_no, s.table_no, s.id",
            )

    def move_session(self, session_id: int, season_id: int) -> None:
        """Put a session into another season."""
        doing = QT_TRANSLATE_NOOP("StoreError", "move the session")
        self._store._require(Right.SEASONS, doing)
        with self._store._write(doing) as conn:
            p = conn.mark
            rows.require_session(conn, self._store.path, session_id)
            rows.refuse_closed(conn, session_id, doing)
            rows.require_season(conn, self._store.path, season_id)
            conn.execute(
                f"UPDATE sessions SET season_id = {p} WHERE id = {p}", (season_id, session_id)
            )
            rows.touch(conn, self._store.path, session_id)

    def evening_rows(
        self, *, season_id: int | None = None, night_id: int | None = None
    ) -> list[EveningRow]:
        """Every session (of a season, of a club night, or all), by date, with the
        summary stored for its current version (None when missing or stale)."""
        with self._store._read(QT_TRANSLATE_NOOP("StoreError", "read the league")) as conn:
            p = conn.mark
            where: str = "1 = 1"
            parameters: tuple[int, ...] = ()
            if night_id is not None:
                where, parameters = f"s.night_id = {p}", (night_id,)
            elif season_id is not None:
                where, parameters = f"s.season_id = {p}", (season_id,)
            found = conn.execute(
                "SELECT s.id, s.game, s.title, s.date, s.season_id, s.night_id, s.table_no,"
                " s.round_no, s.version, m.summary FROM sessions AS s"
                " LEFT JOIN session_summaries AS m"
                " ON m.session_id = s.id AND m.version = s.version"
                f" WHERE {where} ORDER BY s.date, s.night_id, s.round_no, s.table_no, s.id",
                parameters,
            ).fetchall()
        out = []
        for row in found:
            # A summary is derived: an unreadable one is made again from the session
            # (whose own damage, if any, is then told by load_session).
            summary = lenient(summary_json, row[9], None)
            out.append(
                EveningRow(
                    session_id=int(row[0]),
                    game=lenient(stored.text, row[1], ""),
                    title=lenient(stored.text, row[2], ""),
                    date=lenient(stored.text, row[3], ""),
                    season_id=lenient(optional_id, row[4], None),
                    night_id=lenient(optional_id, row[5], None),
                    table_no=lenient(optional_id, row[6], None),
                    round_no=lenient(optional_id, row[7], None),
                    version=lenient(stored.integer, row[8], -1),
                    summary=summary,
                )
            )
        return out

    def put_summaries(self, summaries: Iterable[tuple[int, int, Mapping[str, object]]]) -> int:
        """Keep derived summaries ``(session_id, version, summary)`` in one transaction;
        each only if the session is still at that version (so a summary is never
        kept for another state than it was made from). Returns how many were kept.

        A summary is the session's own business (``schreiber.club.season``) except for
        one convention: its ``"players"`` object is keyed by player name, and
        ``"order"``, if there, lists names, so that ``store.people.rename_person`` renames them.
        """
        items = [
            (
                session_id,
                version,
                to_json(dict(summary), QT_TRANSLATE_NOOP("StoreError", "summary")),
            )
            for session_id, version, summary in summaries
        ]
        if not items:
            return 0
        kept = 0
        # A closed night's summaries are the organiser's to keep: a table's login
        # may not change anything of a closed night (schreiber.store.roles).
        closed_too = self._store.can(Right.NIGHTS)
        with self._store._write(QT_TRANSLATE_NOOP("StoreError", "save the league")) as conn:
            p = conn.mark
            for session_id, version, text in items:
                row = conn.execute(
                    "SELECT s.version, n.state FROM sessions AS s"
                    f" LEFT JOIN club_nights AS n ON n.id = s.night_id WHERE s.id = {p}",
                    (session_id,),
                ).fetchone()
                if row is None or int(row[0]) != version:
                    continue
                if row[1] == "closed" and not closed_too:
                    continue
                conn.execute(
                    "INSERT INTO session_summaries (session_id, version, summary)"
                    f" VALUES ({p}, {p}, {p})"
                    " ON CONFLICT (session_id) DO UPDATE"
                    " SET version = excluded.version, summary = excluded.summary",
                    (session_id, version, text),
                )
                kept += 1
        return kept
