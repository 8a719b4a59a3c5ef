"""The roster: the people who play, the same person in every session they sat in.

Each session's players are linked to people (``session_people``) when it is
written; :class:`People` reads and changes the roster and renames a person
everywhere. What a record of each game calls a player comes from the game
registry (``schreiber.games.registry``, ``Game.name_fields``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from schreiber.games import registry
from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.games.players import name_key, rename_in_players, rename_in_record
from schreiber.store import rows, stored
from schreiber.store.data import (
    LONGEST_NAME,
    M_BAD_NAME,
    M_NAME_CLASH,
    M_NAME_TAKEN,
    M_NO_PERSON,
    MAX_NAME_CHARS,
    PART_PLAYERS,
    PART_VERSION,
    ConflictError,
    Conn,
    Person,
    Phrase,
    Reader,
    Right,
    StoreError,
    checked_revision,
    lenient,
    now,
    to_json,
)
from schreiber.store.stored import (
    MAX_LIST_CHARS,
    MAX_RECORD_CHARS,
    MAX_SUMMARY_CHARS,
    MAX_TEXT_CHARS,
    UnreadableError,
    head,
)

if TYPE_CHECKING:
    from schreiber.store.core import StoreCore


def _name_fields(game: object) -> tuple[tuple[str, ...], ...]:
    """The paths of the game's deals that hold a player's name (its registry entry).

    A session whose game is none Schreiber knows cannot be opened (it reads as
    damaged); a rename then changes its seating records, players and first dealer
    only, and leaves its deals as they are, as it always did."""
    try:
        return registry.game(str(game)).name_fields
    except registry.UnknownGameError:
        return ()


class People:
    """The roster (``store.people``): read it, add, rename and archive players."""

    def __init__(self, store: StoreCore) -> None:
        self._store = store

    @staticmethod
    def _checked_name(name: str, doing: str) -> str:
        cleaned = name.strip()
        if not cleaned or len(cleaned) > LONGEST_NAME:
            raise StoreError(M_BAD_NAME, doing=Phrase(doing), name=name)
        return cleaned

    def all(self, include_archived: bool = False, include_guests: bool = False) -> list[Person]:
        """The roster, by name (without regard to capitals), each with the number of
        sessions they sat in and the date of the latest. A club night's guests are
        not of it (until :meth:`add_person` adds them) unless ``include_guests``."""
        with self._store._read(QT_TRANSLATE_NOOP("StoreError", "read the players")) as conn:
            p = conn.mark
            found = conn.execute(
                "SELECT p.id, p.name, p.full_name, p.created, p.archived, p.name_key,"
                " COUNT(DISTINCT sp.session_id), MAX(s.date)"
                " FROM people AS p"
                " LEFT JOIN session_people AS sp ON sp.person_id = p.id"
                " LEFT JOIN sessions AS s ON s.id = sp.session_id"
                f" WHERE ({p} = 1 OR p.archived = 0) AND ({p} = 1 OR p.guest = 0)"
                " GROUP BY p.id, p.name, p.full_name, p.created, p.archived, p.name_key",
                (1 if include_archived else 0, 1 if include_guests else 0),
            ).fetchall()
        found.sort(key=lambda row: (str(row[5]), int(row[0])))
        return [
            Person(
                id=int(row[0]),
                name=str(row[1]),
                full_name=lenient(stored.text, row[2], ""),
                created=lenient(stored.text, row[3], ""),
                archived=lenient(stored.flag, row[4], False),
                sessions=int(row[6]),
                last_played=lenient(stored.text, row[7], None),
            )
            for row in found
            # A name that is no name (written by hand or by another program) is
            # left out of the roster; the sessions keep the names they have.
            if lenient(stored.text, row[1], "") and len(row[1]) <= MAX_NAME_CHARS
        ]

    def person(self, person_id: int) -> Person:
        """One player of the roster; :class:`StoreError` if there is none with this id."""
        for found in self.all(include_archived=True, include_guests=True):
            if found.id == person_id:
                return found
        raise StoreError(M_NO_PERSON, person=person_id, path=self._store.path)

    def add_person(self, name: str, full_name: str = "") -> int:
        """Add a player to the roster; :class:`ConflictError` if the name is taken.
        A club night's guest of that name joins the roster (their id)."""
        doing = QT_TRANSLATE_NOOP("StoreError", "add the player")
        self._store._require(Right.ROSTER, doing)
        cleaned = self._checked_name(name, doing)
        with self._store._write(doing) as conn:
            p = conn.mark
            guest = conn.execute(
                f"SELECT id FROM people WHERE name_key = {p} AND guest = 1", (name_key(cleaned),)
            ).fetchone()
            if guest is not None:
                conn.execute(
                    f"UPDATE people SET guest = 0, archived = 0, full_name = {p} WHERE id = {p}",
                    (full_name.strip(), int(guest[0])),
                )
                return int(guest[0])
            self._refuse_taken(conn, cleaned, None, doing)
            return conn.insert(
                "INSERT INTO people (name, name_key, full_name, archived, created)"
                f" VALUES ({p}, {p}, {p}, 0, {p})",
                (cleaned, name_key(cleaned), full_name.strip(), now()),
            )

    def _refuse_taken(self, conn: Conn, name: str, person_id: int | None, doing: str) -> None:
        p = conn.mark
        row = conn.execute(
            f"SELECT id, name FROM people WHERE name_key = {p}", (name_key(name),)
        ).fetchone()
        if row is not None and int(row[0]) != person_id:
            raise ConflictError(M_NAME_TAKEN, doing=Phrase(doing), name=name, other=str(row[1]))

    def _require_person(self, conn: Conn, person_id: int) -> str:
        p = conn.mark
        row = conn.execute(f"SELECT name FROM people WHERE id = {p}", (person_id,)).fetchone()
        if row is None:
            raise StoreError(M_NO_PERSON, person=person_id, path=self._store.path)
        return str(row[0])

    def set_full_name(self, person_id: int, full_name: str) -> None:
        doing = QT_TRANSLATE_NOOP("StoreError", "save the player")
        self._store._require(Right.ROSTER, doing)
        with self._store._write(doing) as conn:
            p = conn.mark
            self._require_person(conn, person_id)
            conn.execute(
                f"UPDATE people SET full_name = {p} WHERE id = {p}", (full_name.strip(), person_id)
            )

    def archive_person(self, person_id: int, archived: bool = True) -> None:
        """Leave a player out of the roster's list (or bring them back); their
        sessions keep them."""
        doing = QT_TRANSLATE_NOOP("StoreError", "save the player")
        self._store._require(Right.ROSTER, doing)
        with self._store._write(doing) as conn:
            p = conn.mark
            self._require_person(conn, person_id)
            conn.execute(
                f"UPDATE people SET archived = {p} WHERE id = {p}", (int(archived), person_id)
            )

    def session_people(self, session_id: int) -> dict[str, int]:
        """Each name that sat in the session, with the id of the person it is."""
        with self._store._read(QT_TRANSLATE_NOOP("StoreError", "read the players")) as conn:
            p = conn.mark
            rows.require_session(conn, self._store.path, session_id)
            found = conn.execute(
                f"SELECT name, person_id FROM session_people WHERE session_id = {p}", (session_id,)
            ).fetchall()
        return {
            name: person
            for name, person in found
            if lenient(stored.text, name, "") and type(person) is int
        }

    def last_players(self) -> tuple[str, ...]:
        """The players of the session started last ("same players as last time"),
        in their seating order; none before the first session."""
        with self._store._read(QT_TRANSLATE_NOOP("StoreError", "find the last session")) as conn:
            row = conn.execute(
                f"SELECT id, {head('players', MAX_LIST_CHARS)} FROM sessions WHERE archived = 0"
                " ORDER BY created DESC, id DESC LIMIT 1"
            ).fetchone()
        # A damaged list offers no one (opening that session says it is damaged).
        return () if row is None else tuple(lenient(stored.json_names, row[1], []))

    def rename_person(self, person_id: int, name: str) -> None:
        """Rename a player everywhere, in one transaction: the roster, every session
        they sat in (players, first dealer, every record naming them, and the undo
        history, so undo goes on working). Each record changed gets a new revision
        and each session a new version, so open windows show the new name.
        :class:`ConflictError` when another player has the name already."""
        doing = QT_TRANSLATE_NOOP("StoreError", "rename the player")
        self._store._require(Right.ROSTER, doing)
        new = self._checked_name(name, doing)
        with self._store._write(doing) as conn:
            p = conn.mark
            self._require_person(conn, person_id)
            self._refuse_taken(conn, new, person_id, doing)
            # A closed night's tables refuse every change, on a club's server also
            # by a trigger (schreiber.store.roles): the organiser's rename reopens those
            # nights inside this transaction only, and closes them before it commits.
            closed = [
                (int(row[0]),)
                for row in conn.execute(
                    "SELECT DISTINCT s.night_id FROM session_people AS sp"
                    " JOIN sessions AS s ON s.id = sp.session_id"
                    " JOIN club_nights AS n ON n.id = s.night_id"
                    f" WHERE sp.person_id = {p} AND n.state = 'closed'",
                    (person_id,),
                ).fetchall()
            ]
            conn.executemany(f"UPDATE club_nights SET state = 'open' WHERE id = {p}", closed)
            links = conn.execute(
                f"SELECT session_id, name FROM session_people WHERE person_id = {p}"
                " ORDER BY session_id",
                (person_id,),
            ).fetchall()
            seen: set[int] = set()
            for session_id, old in links:
                if int(session_id) in seen:
                    title = conn.execute(
                        f"SELECT title FROM sessions WHERE id = {p}", (session_id,)
                    ).fetchone()[0]
                    raise StoreError(
                        M_NAME_CLASH, doing=Phrase(doing), session=session_id, title=title
                    )
                seen.add(int(session_id))
                if str(old) != new:
                    self._rename_in_session(conn, int(session_id), str(old), new, doing)
            conn.execute(
                f"UPDATE session_people SET name = {p} WHERE person_id = {p}", (new, person_id)
            )
            conn.execute(
                f"UPDATE people SET name = {p}, name_key = {p} WHERE id = {p}",
                (new, name_key(new), person_id),
            )
            conn.executemany(f"UPDATE club_nights SET state = 'closed' WHERE id = {p}", closed)

    def _rename_in_session(
        self, conn: Conn, session_id: int, old: str, new: str, doing: str
    ) -> None:
        p = conn.mark
        row = conn.execute(
            f"SELECT game, {head('title', MAX_TEXT_CHARS)}, {head('players', MAX_LIST_CHARS)},"
            f" first_dealer, version, {head('date', MAX_TEXT_CHARS)} FROM sessions WHERE id = {p}",
            (session_id,),
        ).fetchone()
        game, title, players_text, dealer, version, date = row
        fields = _name_fields(game)
        reader = Reader(self._store.path, session_id, title, date)
        players = list(reader.value(PART_PLAYERS, stored.json_names, players_text))
        version = reader.value(PART_VERSION, stored.integer, version)
        named = conn.execute(
            f"SELECT 1 FROM session_people WHERE session_id = {p} AND name = {p}", (session_id, new)
        ).fetchone()
        if new in players or named is not None:
            raise StoreError(M_NAME_CLASH, doing=Phrase(doing), session=session_id, title=title)
        what = QT_TRANSLATE_NOOP("StoreError", "deal record")
        moved: dict[int, int] = {}  # each deal changed, with its revision before
        for deal_id, revision, text in conn.execute(
            f"SELECT id, revision, record FROM deals WHERE session_id = {p}", (session_id,)
        ).fetchall():
            changed = self._renamed_text(fields, text, old, new, what)
            if changed is None:
                continue
            revision = reader.record(int(deal_id), checked_revision, revision)
            moved[int(deal_id)] = revision
            conn.execute(
                f"UPDATE deals SET record = {p}, revision = {p} WHERE id = {p}",
                (changed, revision + 1, deal_id),
            )
            # Undo entries that start from this revision start from the new one.
            conn.execute(
                f"UPDATE undo_log SET expect = {p} WHERE session_id = {p} AND deal_id = {p}"
                f" AND expect = {p}",
                (revision + 1, session_id, deal_id, revision),
            )
        for entry_id, before, after in conn.execute(
            f"SELECT id, before, after FROM undo_log WHERE session_id = {p}"
            " AND kind <> 'set_rules'",
            (session_id,),
        ).fetchall():
            new_before = self._renamed_text(fields, before, old, new, what)
            new_after = self._renamed_text(fields, after, old, new, what)
            if new_before is not None or new_after is not None:
                conn.execute(
                    f"UPDATE undo_log SET before = {p}, after = {p} WHERE id = {p}",
                    (new_before or before, new_after or after, entry_id),
                )
        self._rename_in_drafts(conn, session_id, fields, old, new, moved)
        summary = conn.execute(
            f"SELECT version, summary FROM session_summaries WHERE session_id = {p}", (session_id,)
        ).fetchone()
        if summary is not None and lenient(stored.integer, summary[0], None) == version:
            renamed = self._renamed_summary(summary[1], old, new)
            if renamed is not None:
                conn.execute(
                    f"UPDATE session_summaries SET version = {p}, summary = {p}"
                    f" WHERE session_id = {p}",
                    (version + 1, renamed, session_id),
                )
        players_json = to_json(
            rename_in_players(players, old, new), QT_TRANSLATE_NOOP("StoreError", "player list")
        )
        conn.execute(
            f"UPDATE sessions SET players = {p}, first_dealer = {p}, version = version + 1"
            f" WHERE id = {p}",
            (players_json, new if dealer == old else dealer, session_id),
        )

    def _rename_in_drafts(
        self,
        conn: Conn,
        session_id: int,
        fields: Sequence[tuple[str, ...]],
        old: str,
        new: str,
        renamed: Mapping[int, int],
    ) -> None:
        """Every writer's draft of the session with ``old`` called ``new``, and a
        draft's edit moved on with its deal's revision (``renamed``: each deal the
        rename changed, with its revision before), so that the entry is offered
        back as typed, under the new name, and saves over the renamed deal."""
        p = conn.mark
        what = QT_TRANSLATE_NOOP("StoreError", "draft")
        for writer, deal_id, revision, text in conn.execute(
            f"SELECT writer, deal_id, revision, record FROM drafts WHERE session_id = {p}",
            (session_id,),
        ).fetchall():
            changed = self._renamed_text(fields, text, old, new, what)
            edited = isinstance(deal_id, int) and isinstance(revision, int)
            moved = edited and renamed.get(deal_id) == revision
            if changed is None and not moved:
                continue
            conn.execute(
                f"UPDATE drafts SET record = {p}, revision = {p}"
                f" WHERE session_id = {p} AND writer = {p}",
                (
                    text if changed is None else changed,
                    revision + 1 if moved else revision,
                    session_id,
                    writer,
                ),
            )

    @staticmethod
    def _renamed_text(
        fields: Sequence[tuple[str, ...]], text: object, old: str, new: str, what: str
    ) -> str | None:
        """A stored record with ``old`` called ``new``; None when it does not name them."""
        if not isinstance(text, str):
            return None
        written = (old, json.dumps(old)[1:-1], json.dumps(old, ensure_ascii=False)[1:-1])
        if not any(form in text for form in written):  # quick: most records do not name them
            return None
        try:
            record = stored.json_object(text, MAX_RECORD_CHARS)
        except UnreadableError:
            return None  # a damaged record stays as it is (and says so when read)
        changed = rename_in_record(fields, record, old, new)
        return None if changed is None else to_json(changed, what)

    @staticmethod
    def _renamed_summary(text: object, old: str, new: str) -> str | None:
        """A summary (see ``Seasons.put_summaries``) with player ``old`` called ``new``."""
        try:
            value = stored.json_value(text, MAX_SUMMARY_CHARS)
        except UnreadableError:
            return None
        players = value.get("players") if isinstance(value, dict) else None
        if not isinstance(value, dict) or not isinstance(players, dict):
            return None
        value["players"] = {new if name == old else name: item for name, item in players.items()}
        order = value.get("order")
        if isinstance(order, list):
            value["order"] = rename_in_players(order, old, new)
        return to_json(value, QT_TRANSLATE_NOOP("StoreError", "summary"))
