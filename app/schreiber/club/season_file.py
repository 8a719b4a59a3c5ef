"""A season as one JSON file (issue 19, item 5): its name, ranking, money and evenings.

::

    {"format": "schreiber-season", "version": 1, "name": "2026",
     "ranking": {"method": "total"},                       # as in `schreiber league`
     "money": {"rate": "0.05", "currency": "€", …},        # optional (schreiber.club.money)
     "evenings": [session file, …]}                        # records.md session files

Every evening is a session file read by :func:`~schreiber.session.file.parse_session`
(so it replays), each table of a club night one of them. The file is read within
bounds, so a hostile one is refused quickly and in little memory: at most
:data:`MAX_SEASON_BYTES` read (the size is known before reading), at most
:data:`MAX_EVENINGS` evenings and :data:`MAX_SEASON_DEALS` records in all, counted
before any evening is parsed, and each evening within the session's own limits
(:data:`~schreiber.session.file.MAX_DEALS` …). A season that ranks by table points
must give points for every table size it has.

Pure code, no Qt and no files: errors are :class:`RecordError` with translatable
templates, the field naming the place (``evenings[3].deals[7].re_points``). Reading
and writing the file on disk is :mod:`schreiber.io.season_file`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Final

from schreiber.club.league import (
    NO_POINTS_FOR_SIZE,
    Evening,
    Ranking,
    Standing,
    evening_of,
    league,
    parse_ranking,
)
from schreiber.club.money import MoneyRules, parse_money
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import as_int, as_list, as_object, as_str, reject_unknown, require
from schreiber.session.file import MAX_DEALS, SessionFile, parse_session_replay

FORMAT: Final = "schreiber-season"
VERSION: Final = 1
SEASON_FIELDS: Final = frozenset({"format", "version", "name", "ranking", "money", "evenings"})

MAX_EVENINGS: Final = 1_000
"""Evenings (sessions) in one season: a weekly club night at ten tables is 520."""
MAX_SEASON_DEALS: Final = 50_000
"""Records (deals and changes of seating) of all evenings together: a season of 52
nights at ten tables of 50 deals is 26,000. Reading one takes some seconds."""
MAX_SEASON_BYTES: Final = 64 * 1024 * 1024
"""The largest season file read: 50,000 deals written as this module writes them
are some 10-20 MB, with every field filled and long Japanese names up to 60 MB."""
LONGEST_NAME: Final = 200

M_FORMAT = QT_TRANSLATE_NOOP(
    "RecordError", "must be {expected!r}; this is not a Schreiber season file"
)
M_VERSION = QT_TRANSLATE_NOOP(
    "RecordError", "version {version} is newer than this app reads ({ours}); update Schreiber"
)
M_NAME = QT_TRANSLATE_NOOP("RecordError", "a season needs a name of 1 to 200 characters")
M_TOO_MANY_EVENINGS = QT_TRANSLATE_NOOP(
    "RecordError",
    "holds {count} evenings; a season file holds at most {limit} — split it into seasons",
)
M_TOO_MANY_SEASON_DEALS = QT_TRANSLATE_NOOP(
    "RecordError",
    "the evenings hold {count} deals in all; a season file holds at most {limit} — split"
    " it into seasons",
)
M_FILE_TOO_LARGE = QT_TRANSLATE_NOOP(
    "RecordError",
    "the file is larger than {limit} MB, more than any season file; it was not read",
)
M_SEASON_TOO_LARGE = QT_TRANSLATE_NOOP(
    "RecordError",
    "the season takes more than {limit} MB as a file, more than Schreiber reads back;"
    " split it into seasons",
)
M_NOT_UTF8 = QT_TRANSLATE_NOOP("RecordError", "the file is not UTF-8 text (byte {byte})")
M_NOT_JSON = QT_TRANSLATE_NOOP(
    "RecordError", "the file is not valid JSON: {why} (line {line}, column {column})"
)
M_TOO_DEEP = QT_TRANSLATE_NOOP("RecordError", "the file is not valid JSON: nested too deeply")


@dataclass(frozen=True, slots=True)
class SeasonFile:
    """A season: its name, how the club ranks it, its money (``None``: the club
    does not play for money) and its evenings, in the order played."""

    name: str
    ranking: Ranking = field(default_factory=Ranking)
    money: MoneyRules | None = None
    evenings: tuple[SessionFile, ...] = ()

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "format": FORMAT,
            "version": VERSION,
            "name": self.name,
            "ranking": self.ranking.to_json(),
        }
        if self.money is not None:
            out["money"] = self.money.to_json()
        out["evenings"] = [evening.to_json() for evening in self.evenings]
        return out

    def league_evenings(self) -> list[Evening]:
        """What the league needs of each evening (:func:`~schreiber.club.league.evening_of`)."""
        return [evening_of(evening) for evening in self.evenings]

    def standings(self, evenings: Iterable[Evening] | None = None) -> list[Standing]:
        """The league table of the season (``evenings`` when the caller has them)."""
        return league(self.ranking, self.league_evenings() if evenings is None else evenings)


def _records(item: object) -> int:
    """How many records an evening holds, before it is parsed (0 if it is no object)."""
    if isinstance(item, dict):
        deals = item.get("deals")
        if isinstance(deals, list):
            return len(deals)
    return 0


def parse_season(value: object) -> SeasonFile:
    """Read and check a season file (as :meth:`SeasonFile.to_json` writes it)."""
    obj: Mapping[str, object] = as_object(value, "season")
    reject_unknown(obj, SEASON_FIELDS, "")
    if require(obj, "format", "") != FORMAT:
        raise RecordError("format", M_FORMAT, expected=FORMAT)
    version = as_int(require(obj, "version", ""), "version", 1)
    if version > VERSION:
        raise RecordError("version", M_VERSION, version=version, ours=VERSION)
    name = as_str(require(obj, "name", ""), "name")
    if not name.strip() or len(name) > LONGEST_NAME:
        raise RecordError("name", M_NAME)
    ranking = parse_ranking(obj.get("ranking", {}), "ranking")
    money = parse_money(obj["money"], "money") if "money" in obj else None
    items = as_list(obj.get("evenings", []), "evenings")
    # Counted before anything is parsed: time and memory stay bounded.
    if len(items) > MAX_EVENINGS:
        raise RecordError("evenings", M_TOO_MANY_EVENINGS, count=len(items), limit=MAX_EVENINGS)
    records = sum(min(_records(item), MAX_DEALS + 1) for item in items)
    if records > MAX_SEASON_DEALS:
        raise RecordError(
            "evenings", M_TOO_MANY_SEASON_DEALS, count=records, limit=MAX_SEASON_DEALS
        )
    evenings: list[SessionFile] = []
    for index, item in enumerate(items):
        where = f"evenings[{index}]"
        try:
            session, replay = parse_session_replay(item)
        except RecordError as error:
            inner = f".{error.field}" if error.field else ""
            raise RecordError(f"{where}{inner}", error.template, **error.params) from None
        size = len(replay.totals)
        if ranking.method == "table_points" and size not in ranking.table_points:
            raise RecordError("ranking.table_points", NO_POINTS_FOR_SIZE, size=size)
        evenings.append(session)
    return SeasonFile(name, ranking, money, tuple(evenings))


def season_text(season: SeasonFile) -> str:
    """The season file's text: UTF-8 JSON, one level of indent per nesting."""
    return json.dumps(season.to_json(), ensure_ascii=False, indent=1) + "\n"


def _reject_constant(name: str) -> object:
    raise ValueError(name)


def loads(data: bytes) -> object:
    """A season file's bytes as JSON, within :data:`MAX_SEASON_BYTES`."""
    if len(data) > MAX_SEASON_BYTES:
        raise RecordError("", M_FILE_TOO_LARGE, limit=MAX_SEASON_BYTES // 2**20)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise RecordError("", M_NOT_UTF8, byte=error.start) from None
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        raise RecordError(
            "", M_NOT_JSON, why=error.msg, line=error.lineno, column=error.colno
        ) from None
    except RecursionError:
        raise RecordError("", M_TOO_DEEP) from None
    except ValueError as error:  # NaN, Infinity, a number of too many digits
        raise RecordError("", M_NOT_JSON, why=str(error), line="?", column="?") from None


__all__ = [
    "FORMAT",
    "MAX_EVENINGS",
    "MAX_SEASON_BYTES",
    "MAX_SEASON_DEALS",
    "VERSION",
    "SeasonFile",
    "loads",
    "parse_season",
    "season_text",
]
