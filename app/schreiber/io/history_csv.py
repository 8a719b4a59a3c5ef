"""The club's history as one CSV table (issue 28, item 3): File → Export the club's
history as CSV…, and ``schreiber history-csv FILE``.

One row per player per deal played, every session of the database (by date, as
the league reads them), with a header: ``date``, ``night`` (the club night's id),
``round`` and ``table`` (empty for a session that is no table of a night),
``session`` (its id), ``deal`` (the deal's number as the table counts deals),
``game``, ``player``, ``party`` (the game's word for the side: ``re``/``kontra``,
``soloist``/``defenders``) and ``points`` (the deal's score of the player). A
player sitting out, a redeal and a change of seating score nothing and have no
row, so a player's points add up to the session's total. UTF-8, no byte order
mark, comma separated, quoted only where needed: the shape an analyst loads into
anything. A damaged session (one that does not replay) harms only itself: it is
left out and counted.

No Qt, no pandas: each session is replayed once and written as it comes.
"""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

from schreiber.club.league import played_deals
from schreiber.games.registry import game
from schreiber.io.safe_write import check_target, write_file
from schreiber.session.service import stored_session
from schreiber.store.core import DamagedSessionError, StoreCore

HEADER: Final = (
    "date",
    "night",
    "round",
    "table",
    "session",
    "deal",
    "game",
    "player",
    "party",
    "points",
)

Row = tuple[str, str, str, str, int, int, str, str, str, int]


@dataclass(frozen=True, slots=True)
class History:
    """What an export wrote: rows, sessions, and the damaged sessions left out."""

    rows: int
    sessions: int
    damaged: tuple[int, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {"rows": self.rows, "sessions": self.sessions, "damaged": list(self.damaged)}


def _text(value: int | None) -> str:
    return "" if value is None else str(value)


def history_rows(store: StoreCore, damaged: list[int] | None = None) -> Iterator[Row]:
    """Every row of the history (see the module), session by session; the ids of
    sessions that do not replay go to ``damaged``. Raises ``StoreError`` when the
    database cannot be read."""
    for evening in store.seasons.evening_rows():
        try:
            session, replayer = stored_session(store.sessions.load_session(evening.session_id))
        except DamagedSessionError:
            if damaged is not None:
                damaged.append(evening.session_id)
            continue
        rules = game(session.game)
        attack, defence = rules.winners
        where = (
            session.date,
            _text(evening.night_id),
            _text(evening.round_no),
            _text(evening.table_no),
        )
        for record, done, at_table in played_deals(session, replayer.result()):
            attackers = rules.parties(record).attackers
            number = done.number if done.number is not None else 0
            scores = done.result.scores
            for name in at_table:
                party = attack if name in attackers else defence
                yield (
                    *where,
                    evening.session_id,
                    number,
                    session.game,
                    name,
                    party,
                    int(scores.get(name, 0)),
                )


def history_csv(store: StoreCore) -> tuple[bytes, History]:
    """The history as the bytes of its CSV file, and what it holds."""
    damaged: list[int] = []
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(HEADER)
    rows = 0
    sessions: set[int] = set()
    for row in history_rows(store, damaged):
        writer.writerow(row)
        rows += 1
        sessions.add(row[4])
    return out.getvalue().encode("utf-8"), History(rows, len(sessions), tuple(damaged))


def write_history_csv(store: StoreCore, path: str | os.PathLike[str]) -> History:
    """Write the history to ``path`` as exports are written (a folder, a link or a
    read-only file refused before the work, the file replaced whole). Raises
    ``WriteError`` or ``StoreError``."""
    check_target(path)
    data, history = history_csv(store)
    write_file(path, data)
    return history
