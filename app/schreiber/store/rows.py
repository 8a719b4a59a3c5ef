"""What several repositories do with a session's rows, inside the caller's transaction:
find it, stamp it, place, insert and remove its deals.

Each function takes the transaction's :class:`~schreiber.store.data.Conn` and,
where a message names the database, its ``path``.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, Final

from schreiber.games import titles
from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.games.players import name_key
from schreiber.store import stored
from schreiber.store.data import (
    BAD_REVISION,
    LAST_STAMP,
    M_CONFLICT_CHANGED,
    M_CONFLICT_GONE,
    M_DAMAGED_SESSION,
    M_NIGHT_CLOSED,
    M_NO_NIGHT,
    M_NO_SEASON,
    M_NO_SESSION,
    M_SESSION_CLOSED,
    NIGHT_STATES,
    OUT_OF_ORDER,
    PART_ARCHIVED,
    PART_DATE,
    PART_DEALER,
    PART_GAME,
    PART_NIGHT,
    PART_PLAYERS,
    PART_RECORDS,
    PART_ROUND,
    PART_RULES,
    PART_SEASON,
    PART_TABLE,
    PART_TITLE,
    PART_VERSION,
    Candidate,
    Check,
    ClubNight,
    ConflictError,
    Conn,
    DamagedSessionError,
    NewSession,
    NotPermittedError,
    Phrase,
    Reader,
    SessionData,
    SessionInfo,
    StoreError,
    checked_revision,
    iso_date,
    json_names,
    lenient,
    now,
    optional_id,
    record_json,
    rules_json,
    stored_seating_names,
)
from schreiber.store.stored import (
    MAX_LIST_CHARS,
    MAX_RECORD_CHARS,
    MAX_RULES_CHARS,
    MAX_SESSION_CHARS,
    MAX_TEXT_CHARS,
    head,
)

Where = Path | str
"""The database, as messages name it (a file, or a URL without password)."""


def require_session(conn: Conn, path: Where, session_id: int) -> None:
    p = conn.mark
    row = conn.execute(f"SELECT 1 FROM sessions WHERE id = {p}", (session_id,)).fetchone()
    if row is None:
        raise StoreError(M_NO_SESSION, session=session_id, path=path)


def refuse_closed(conn: Conn, session_id: int, doing: str) -> None:
    """Refuse a change to a table of a closed club night, inside the write
    transaction, so that a night closed on another laptop a moment ago counts.
    (On a club's server a trigger refuses it too, for every client.)"""
    p = conn.mark
    row = conn.execute(
        "SELECT n.title, n.date FROM sessions AS s JOIN club_nights AS n ON n.id = s.night_id"
        f" WHERE s.id = {p} AND n.state = 'closed'",
        (session_id,),
    ).fetchone()
    if row is not None:
        raise NotPermittedError(
            M_SESSION_CLOSED, doing=Phrase(doing), title=str(row[0]), date=str(row[1])
        )


def rules_text(conn: Conn, session_id: int) -> str:
    p = conn.mark
    row = conn.execute(f"SELECT rules FROM sessions WHERE id = {p}", (session_id,)).fetchone()
    return str(row[0])


def next_stamp(conn: Conn) -> str:
    """Now, but strictly later than every stamp already stored.

    Inside the write transaction this orders all changes, across processes,
    even when the clock is coarse or steps back.
    """
    stamp = now()
    (latest,) = conn.execute("SELECT MAX(updated) FROM sessions").fetchone()
    # A stamp that is no stamp (written by hand or by another program) is passed over.
    if isinstance(latest, str) and stamp <= latest <= LAST_STAMP:
        try:
            later = datetime.datetime.fromisoformat(latest) + datetime.timedelta(microseconds=1)
        except (ValueError, OverflowError):
            return stamp
        stamp = later.astimezone(datetime.UTC).isoformat(timespec="microseconds")
    return stamp


def touch(conn: Conn, path: Where, session_id: int) -> int:
    """Mark the session changed: a later stamp and the next version (returned)."""
    p = conn.mark
    conn.execute(
        f"UPDATE sessions SET updated = {p}, version = version + 1 WHERE id = {p}",
        (next_stamp(conn), session_id),
    )
    return session_version(conn, path, session_id)


def session_version(conn: Conn, path: Where, session_id: int) -> int:
    p = conn.mark
    row = conn.execute(f"SELECT version FROM sessions WHERE id = {p}", (session_id,)).fetchone()
    if row is None:
        raise StoreError(M_NO_SESSION, session=session_id, path=path)
    if type(row[0]) is not int or row[0] < 0:
        raise reader(conn, path, session_id).damaged(PART_VERSION, stored.NOT_NUMBER)
    return int(row[0])


def damaged_session(path: Where, session_id: int, why: str) -> DamagedSessionError:
    return DamagedSessionError(M_DAMAGED_SESSION, session=session_id, path=path, why=Phrase(why))


def inconsistent_undo(path: Where, session_id: int) -> DamagedSessionError:
    return damaged_session(
        path, session_id, QT_TRANSLATE_NOOP("StoreError", "its undo history is inconsistent")
    )


def reader(conn: Conn, path: Where, session_id: int) -> Reader:
    """What names a session in a message that it is damaged (its title and date)."""
    p = conn.mark
    row = conn.execute(
        f"SELECT {head('title', MAX_TEXT_CHARS)}, {head('date', MAX_TEXT_CHARS)}"
        f" FROM sessions WHERE id = {p}",
        (session_id,),
    ).fetchone()
    title, date = (None, None) if row is None else row
    return Reader(path, session_id, title, date)


# ------------------------------------------------------------ deal positions


def deal_count(conn: Conn, path: Where, session_id: int) -> int:
    # Positions are dense, so the highest one tells the count (and uses the key).
    p = conn.mark
    (top,) = conn.execute(
        f"SELECT COALESCE(MAX(position), -1) FROM deals WHERE session_id = {p}", (session_id,)
    ).fetchone()
    if type(top) is not int:
        raise reader(conn, path, session_id).damaged(PART_RECORDS, OUT_OF_ORDER)
    return top + 1


def position_of(conn: Conn, path: Where, session_id: int, deal_id: int | None) -> int | None:
    if deal_id is None:
        return None
    p = conn.mark
    row = conn.execute(
        f"SELECT position FROM deals WHERE id = {p} AND session_id = {p}", (deal_id, session_id)
    ).fetchone()
    if row is None:
        return None
    if type(row[0]) is not int:
        raise reader(conn, path, session_id).damaged_record(deal_id, OUT_OF_ORDER)
    return int(row[0])


def locate(
    conn: Conn,
    path: Where,
    session_id: int,
    deal_id: int,
    revision: int | None,
    doing: str,
) -> tuple[int, str]:
    """The position and text of deal ``deal_id`` of the session, if its revision
    is still ``revision`` (None: any); otherwise :class:`ConflictError`."""
    require_session(conn, path, session_id)
    p = conn.mark
    row = conn.execute(
        f"SELECT position, revision, record FROM deals WHERE id = {p} AND session_id = {p}",
        (deal_id, session_id),
    ).fetchone()
    if row is None:
        raise ConflictError(M_CONFLICT_GONE, doing=Phrase(doing), deal=deal_id)
    if type(row[0]) is not int:
        raise reader(conn, path, session_id).damaged_record(deal_id, OUT_OF_ORDER)
    if type(row[1]) is not int:
        raise reader(conn, path, session_id).damaged_record(deal_id, BAD_REVISION)
    position, current, text = int(row[0]), int(row[1]), str(row[2])
    if revision is not None and current != revision:
        raise ConflictError(
            M_CONFLICT_CHANGED,
            doing=Phrase(doing),
            number=position + 1,
            deal=deal_id,
            revision=revision,
            current=current,
        )
    return position, text


def insert_deal(
    conn: Conn,
    session_id: int,
    position: int,
    text: str,
    revision: int,
    deal_id: int | None = None,
) -> int:
    """Insert a record at ``position`` (a new id unless ``deal_id`` restores one)."""
    p = conn.mark
    # Move deals >= position up by one in two steps, through negative positions,
    # so the key (session_id, position) never holds the same value twice.
    conn.execute(
        f"UPDATE deals SET position = -position - 1 WHERE session_id = {p} AND position >= {p}",
        (session_id, position),
    )
    conn.execute(
        f"UPDATE deals SET position = -position WHERE session_id = {p} AND position < 0",
        (session_id,),
    )
    if deal_id is None:
        return conn.insert(
            "INSERT INTO deals (session_id, position, revision, record)"
            f" VALUES ({p}, {p}, {p}, {p})",
            (session_id, position, revision, text),
        )
    conn.execute(
        "INSERT INTO deals (id, session_id, position, revision, record)"
        f" VALUES ({p}, {p}, {p}, {p}, {p})",
        (deal_id, session_id, position, revision, text),
    )
    return deal_id


def remove_deal(conn: Conn, session_id: int, deal_id: int, position: int) -> int | None:
    """Remove the deal; returns the id of the deal that followed it, if any."""
    p = conn.mark
    conn.execute(f"DELETE FROM deals WHERE id = {p}", (deal_id,))
    following = conn.execute(
        f"SELECT id FROM deals WHERE session_id = {p} AND position = {p}",
        (session_id, position + 1),
    ).fetchone()
    # Move deals > position down by one, again through negative positions.
    conn.execute(
        f"UPDATE deals SET position = -position WHERE session_id = {p} AND position > {p}",
        (session_id, position),
    )
    conn.execute(
        f"UPDATE deals SET position = -position - 1 WHERE session_id = {p} AND position < 0",
        (session_id,),
    )
    return None if following is None else int(following[0])


# ------------------------------------------------------------ sessions, people, seasons, nights


def person_for(conn: Conn, name: str, stamp: str, *, guest: bool = False) -> int:
    """The person called ``name`` (without regard to capitals), made if new: as a
    club night's ``guest`` (kept off the roster) when so asked."""
    p = conn.mark
    key = name_key(name)
    row = conn.execute(f"SELECT id FROM people WHERE name_key = {p}", (key,)).fetchone()
    if row is not None:
        return int(row[0])
    if guest:  # only the organiser makes guests (a club night's)
        return conn.insert(
            f"INSERT INTO people (name, name_key, created, guest) VALUES ({p}, {p}, {p}, 1)",
            (name.strip(), key, stamp),
        )
    # full_name and archived take their defaults: a table's login may add a
    # newcomer by name only (schreiber.store.roles).
    return conn.insert(
        f"INSERT INTO people (name, name_key, created) VALUES ({p}, {p}, {p})",
        (name.strip(), key, stamp),
    )


def link_names(conn: Conn, session_id: int, names: Iterable[str], stamp: str) -> None:
    """Link the session's players ``names`` to people (made for new names)."""
    wanted = [name for name in dict.fromkeys(names) if name.strip()]
    if not wanted:
        return
    p = conn.mark
    linked = {
        str(row[0])
        for row in conn.execute(
            f"SELECT name FROM session_people WHERE session_id = {p}", (session_id,)
        ).fetchall()
    }
    for name in wanted:
        if name in linked:
            continue
        person = person_for(conn, name, stamp)
        conn.execute(
            f"INSERT INTO session_people (session_id, name, person_id) VALUES ({p}, {p}, {p})",
            (session_id, name, person),
        )


def link_seating(conn: Conn, session_id: int, text: str | None) -> None:
    """A change of seating written into the session links its newcomers to people."""
    names = stored_seating_names(text)
    if names:
        link_names(conn, session_id, names, now())


def season_for(conn: Conn, date: str, stamp: str) -> int | None:
    """The season of a session on ``date``: the latest-starting season whose days
    hold it, else the calendar year's, named by the year (made on demand).
    None for a date that is not one (the store does not check sessions)."""
    p = conn.mark
    row = conn.execute(
        f"SELECT id FROM seasons WHERE start_date <= {p} AND end_date >= {p}"
        " ORDER BY start_date DESC, id DESC LIMIT 1",
        (date, date),
    ).fetchone()
    if row is not None:
        return int(row[0])
    day = iso_date(date)
    if day is None:
        return None
    year = f"{day.year:04d}"
    row = conn.execute(f"SELECT id FROM seasons WHERE name = {p}", (year,)).fetchone()
    if row is not None:
        return int(row[0])
    # settings takes its default ('{}'): a table's login may make a calendar
    # year's season only, and nothing else of seasons (schreiber.store.roles).
    return conn.insert(
        f"INSERT INTO seasons (name, start_date, end_date, created) VALUES ({p}, {p}, {p}, {p})",
        (year, f"{year}-01-01", f"{year}-12-31", stamp),
    )


def insert_session(
    conn: Conn,
    new: NewSession,
    season_id: int | None,
    night_id: int | None,
    table_no: int | None,
    round_no: int | None,
    imported: str | None = None,
) -> int:
    """Insert a session with its deals, its players linked to people (made for
    new names); inside the caller's transaction. A title nobody typed is stored
    as automatic, and a session ``imported`` from a file (its name) says so
    (:func:`auto_title`)."""
    p = conn.mark
    stamp = next_stamp(conn)
    auto = auto_title(conn, new, night_id, table_no, round_no, imported)
    title = new.title if auto is None else titles.stored(auto, new.game, new.date, new.title)
    # A session of no club night leaves the night's columns out: a table's
    # login may insert sessions, not tables of a night (schreiber.store.roles).
    night = (night_id, table_no, round_no) if night_id is not None else ()
    session_id = conn.insert(
        "INSERT INTO sessions (game, title, date, players, first_dealer, rules,"
        " archived, created, updated, season_id, auto_title"
        + (", night_id, table_no, round_no" if night else "")
        + f") VALUES ({p}, {p}, {p}, {p}, {p}, {p}, 0, {p}, {p}, {p}, {p}"
        + (f", {p}, {p}, {p}" if night else "")
        + ")",
        (
            new.game,
            title,
            new.date,
            new.players_json,
            new.first_dealer,
            new.rules_json,
            stamp,
            stamp,
            season_id,
            titles.to_text(auto),
            *night,
        ),
    )
    conn.executemany(
        f"INSERT INTO deals (session_id, position, revision, record) VALUES ({p}, {p}, 1, {p})",
        [(session_id, position, record) for position, record in enumerate(new.records)],
    )
    names = list(new.players)
    for record in new.records:
        names += stored_seating_names(record)
    link_names(conn, session_id, names, stamp)
    return session_id


def auto_title(
    conn: Conn,
    new: NewSession,
    night_id: int | None,
    table_no: int | None,
    round_no: int | None,
    imported: str | None,
) -> dict[str, object] | None:
    """How the new session's title is made when nobody typed it: a title equal to
    its automatic one in any language (the game and date; a club night's table),
    and the title of an import, which names the file and counts its imports."""
    p = conn.mark
    if imported is not None:
        count = 0
        for (text,) in conn.execute(
            f"SELECT auto_title FROM sessions WHERE auto_title LIKE {p}", ("%imported%",)
        ).fetchall():
            earlier = titles.of_text(text)
            if earlier is not None and earlier.get("imported") == imported:
                number = earlier.get("count")
                count = max(count, number if isinstance(number, int) else 1)
        return titles.imported(new.title, new.game, new.date, imported, count + 1)
    table = None
    if night_id is not None and table_no is not None and round_no is not None:
        row = conn.execute(f"SELECT title FROM club_nights WHERE id = {p}", (night_id,)).fetchone()
        if row is not None and isinstance(row[0], str):
            table = (row[0], round_no, table_no)
    return titles.recognise(new.title, new.game, new.date, table)


def infos(
    conn: Conn, path: Where, where: str, parameters: Sequence[object], order: str
) -> list[SessionInfo]:
    found = conn.execute(
        f"SELECT s.id, {head('s.game', MAX_TEXT_CHARS)}, {head('s.title', MAX_TEXT_CHARS)},"
        f" {head('s.date', MAX_TEXT_CHARS)}, {head('s.players', MAX_LIST_CHARS)}, s.archived,"
        f" {head('s.updated', MAX_TEXT_CHARS)},"
        " (SELECT COUNT(*) FROM deals AS d WHERE d.session_id = s.id),"
        " s.season_id, s.night_id, s.table_no, s.round_no, s.version,"
        f" {head('s.auto_title', MAX_TEXT_CHARS)}"
        f" FROM sessions AS s WHERE {where} ORDER BY {order}",
        tuple(parameters),
    ).fetchall()
    return [info(path, row) for row in found]


def info(path: Where, row: Sequence[Any]) -> SessionInfo:
    """One line of the session list, every value checked; a damaged session is
    listed too, with what of it can be read and ``damaged`` saying why."""
    session_id = int(row[0])
    reader = Reader(path, session_id, row[2], row[3])
    try:
        return SessionInfo(
            id=session_id,
            game=reader.value(PART_GAME, stored.text, row[1]),
            title=reader.value(PART_TITLE, stored.text, row[2]),
            date=reader.value(PART_DATE, stored.text, row[3]),
            players=tuple(reader.value(PART_PLAYERS, stored.json_names, row[4])),
            deal_count=int(row[7]),
            archived=reader.value(PART_ARCHIVED, stored.flag, row[5]),
            updated=row[6] if isinstance(row[6], str) else "",
            season_id=reader.value(PART_SEASON, optional_id, row[8]),
            night_id=reader.value(PART_NIGHT, optional_id, row[9]),
            table_no=reader.value(PART_TABLE, optional_id, row[10]),
            round_no=reader.value(PART_ROUND, optional_id, row[11]),
            version=reader.value(PART_VERSION, stored.integer, row[12]),
            auto_title=titles.of_text(row[13]),
        )
    except DamagedSessionError as error:
        return SessionInfo(
            id=session_id,
            game=lenient(stored.text, row[1], ""),
            title=lenient(stored.text, row[2], ""),
            date=lenient(stored.text, row[3], ""),
            players=tuple(lenient(stored.json_names, row[4], [])),
            deal_count=int(row[7]),
            archived=lenient(stored.flag, row[5], False),
            updated=row[6] if isinstance(row[6], str) else "",
            season_id=lenient(optional_id, row[8], None),
            night_id=lenient(optional_id, row[9], None),
            table_no=lenient(optional_id, row[10], None),
            round_no=lenient(optional_id, row[11], None),
            version=lenient(stored.integer, row[12], 0),
            damaged=error,
            auto_title=titles.of_text(row[13]),
        )


def load(conn: Conn, path: Where, session_id: int) -> SessionData:
    """The session with every stored value checked (:mod:`schreiber.store.stored`);
    :class:`DamagedSessionError` names the session and the record or value at
    fault. No more than a limit's worth of any text is fetched."""
    p = conn.mark
    row = conn.execute(
        f"SELECT {head('game', MAX_TEXT_CHARS)}, {head('title', MAX_TEXT_CHARS)},"
        f" {head('date', MAX_TEXT_CHARS)}, {head('players', MAX_LIST_CHARS)},"
        f" {head('first_dealer', MAX_TEXT_CHARS)}, {head('rules', MAX_RULES_CHARS)},"
        " archived, version, season_id, night_id, table_no, round_no,"
        f" {head('auto_title', MAX_TEXT_CHARS)}"
        f" FROM sessions WHERE id = {p}",
        (session_id,),
    ).fetchone()
    if row is None:
        raise StoreError(M_NO_SESSION, session=session_id, path=path)
    reader = Reader(path, session_id, row[1], row[2])
    game = reader.value(PART_GAME, stored.text, row[0])
    title = reader.value(PART_TITLE, stored.text, row[1])
    date = reader.value(PART_DATE, stored.text, row[2])
    players = tuple(reader.value(PART_PLAYERS, stored.json_names, row[3]))
    first_dealer = reader.value(PART_DEALER, stored.text, row[4])
    rules = reader.value(PART_RULES, rules_json, row[5])
    archived = reader.value(PART_ARCHIVED, stored.flag, row[6])
    version = reader.value(PART_VERSION, stored.integer, row[7])
    season_id = reader.value(PART_SEASON, optional_id, row[8])
    night_id = reader.value(PART_NIGHT, optional_id, row[9])
    table_no = reader.value(PART_TABLE, optional_id, row[10])
    round_no = reader.value(PART_ROUND, optional_id, row[11])
    records = conn.execute(
        f"SELECT position, id, revision, {head('record', MAX_RECORD_CHARS)} FROM deals"
        f" WHERE session_id = {p} ORDER BY position, id",
        (session_id,),
    ).fetchall()
    deals: list[dict[str, object]] = []
    ids: list[int] = []
    revisions: list[int] = []
    size = 0
    for expected, (position, deal_id, revision, text) in enumerate(records):
        record = int(deal_id)
        if type(position) is not int or position != expected:
            raise reader.damaged_record(record, OUT_OF_ORDER)
        revisions.append(reader.record(record, checked_revision, revision))
        deals.append(reader.record(record, record_json, text))
        ids.append(record)
        size += len(text)
        if size > MAX_SESSION_CHARS:
            raise reader.damaged(PART_RECORDS, stored.TOO_LARGE)
    return SessionData(
        id=session_id,
        game=game,
        title=title,
        date=date,
        players=players,
        first_dealer=first_dealer,
        rules=rules,
        deals=tuple(deals),
        archived=archived,
        deal_ids=tuple(ids),
        revisions=tuple(revisions),
        version=version,
        season_id=season_id,
        night_id=night_id,
        table_no=table_no,
        round_no=round_no,
        path=path,
        auto_title=titles.of_text(row[12]),
    )


def run_check(
    conn: Conn,
    path: Where,
    session_id: int,
    check: Check | None,
    version: int,
    known_version: int | None,
    written: int | None = None,
) -> None:
    if check is not None:
        check(Candidate(lambda: load(conn, path, session_id), known_version == version, written))


def require_season(conn: Conn, path: Where, season_id: int) -> None:
    p = conn.mark
    row = conn.execute(f"SELECT 1 FROM seasons WHERE id = {p}", (season_id,)).fetchone()
    if row is None:
        raise StoreError(M_NO_SEASON, season=season_id, path=path)


NIGHT_COLUMNS: Final = (
    "id, season_id, date, title, present, seed, state, version, created, settings"
)


def night_of(row: Any) -> ClubNight:
    # Each value checked; one that is unreadable reads as unknown, and a state
    # that is neither open nor closed as closed (nothing is written into it).
    state = row[6] if row[6] in NIGHT_STATES else "closed"
    no_settings: dict[str, object] = {}
    return ClubNight(
        id=int(row[0]),
        season_id=lenient(stored.integer, row[1], 0),
        date=lenient(stored.text, row[2], "?"),
        title=lenient(stored.text, row[3], "?"),
        present=tuple(json_names(row[4])),
        seed=lenient(stored.integer, row[5], 0),
        state=str(state),
        version=lenient(stored.integer, row[7], 0),
        created=lenient(stored.text, row[8], ""),
        settings=lenient(rules_json, row[9], no_settings),
    )


def night_row(conn: Conn, path: Where, night_id: int) -> ClubNight:
    p = conn.mark
    row = conn.execute(
        f"SELECT {NIGHT_COLUMNS} FROM club_nights WHERE id = {p}", (night_id,)
    ).fetchone()
    if row is None:
        raise StoreError(M_NO_NIGHT, night=night_id, path=path)
    return night_of(row)


def open_night(conn: Conn, path: Where, night_id: int, doing: str) -> ClubNight:
    night = night_row(conn, path, night_id)
    if night.closed:
        raise NotPermittedError(
            M_NIGHT_CLOSED, doing=Phrase(doing), title=night.title, date=night.date
        )
    return night
