"""The session file of ``shared/spec/records.md``: parse, check, write.

:func:`parse_session` accepts a session only if every deal replays: a file
that reads back is a file that scores. :meth:`SessionFile.to_json` writes the
canonical form (complete option set, canonical deal records), so
``parse_session(f.to_json()).to_json() == f.to_json()``.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping, Sequence
from typing import Final

from schreiber.games import registry
from schreiber.games.common import Replay, Seating
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import (
    as_choice,
    as_int,
    as_list,
    as_object,
    as_players,
    as_str,
    reject_unknown,
    require,
)
from schreiber.games.frozen import Frozen, fill
from schreiber.games.registry import GAME_NAMES, DealLike, ReplayerLike, RulesLike, game

FORMAT: Final = "schreiber-session"
VERSION: Final = 1
GAMES: Final = GAME_NAMES  # the games the registry knows (read registry.GAME_NAMES when parsing)
SESSION_FIELDS: Final = frozenset(
    {
        "format",
        "version",
        "game",
        "title",
        "date",
        "players",
        "first_dealer",
        "rules",
        "deals",
        "derived",
        "night",
    }
)
NIGHT_FIELDS: Final = frozenset({"id", "round", "table"})

M_FORMAT = QT_TRANSLATE_NOOP("RecordError", "must be {expected!r}; this is not a Schreiber session")
M_VERSION = QT_TRANSLATE_NOOP(
    "RecordError", "version {version} is newer than this app reads ({ours}); update Schreiber"
)
M_DATE = QT_TRANSLATE_NOOP("RecordError", "must be a date written YYYY-MM-DD (got {value!r})")
M_DEALER = QT_TRANSLATE_NOOP("RecordError", "{name!r} is not one of the players")
M_TITLE = QT_TRANSLATE_NOOP("RecordError", "must be at most 200 characters")
M_TOO_MANY_DEALS = QT_TRANSLATE_NOOP(
    "RecordError",
    "holds {count} records; a session holds at most {limit} deals — split it into"
    " sessions of one evening each",
)
M_SESSION_FULL = QT_TRANSLATE_NOOP(
    "RecordError",
    "the session already has {limit} deals, the most one session holds; start a new"
    " session for the next deals",
)
M_TOO_MANY_PEOPLE = QT_TRANSLATE_NOOP(
    "RecordError",
    "{count} different players sat at the table; a session has at most {limit} — start a"
    " new session for another group",
)

MAX_DEALS: Final = 5_000
"""Deals (and changes of seating) in one session. An evening has about 30, a long
tournament a few hundred; a club's season is many sessions. At this limit
``schreiber replay``, ``import`` and ``export`` take seconds and some 100 MB, also
for the heaviest session (benchmarks/bench_bounds.py); at 10,000 the export of the
heaviest took 10 s and 290 MB."""
MAX_PEOPLE: Final = 20
"""Different players in one session: the starting seating and every change of
seating's newcomers. The replay keeps a running total for each of them per deal."""
MAX_SESSION_BYTES: Final = 8 * 1024 * 1024
"""The largest session file read (checked before it is parsed; parsing takes some
20 times its size in memory). A session at :data:`MAX_DEALS` with names of 40
Japanese characters, every deal announced and with bonuses, printed with
``indent=4`` and ``\\u`` escapes, is about 6 MB; a usual one about 1 MB."""


class SessionNight(Frozen):
    """The club night a session is a table of (records.md ``night``): the league
    counts the sessions of one night ``id`` as one evening per player."""

    FIELDS = ("id", "round", "table")
    __slots__ = FIELDS
    id: str
    round: int | None
    table: int | None

    def __init__(
        self,
        id: str,
        round: int | None = None,
        table: int | None = None,
    ) -> None:
        fill(self, id, round, table)

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"id": self.id}
        if self.round is not None:
            out["round"] = self.round
        if self.table is not None:
            out["table"] = self.table
        return out


def parse_night(value: object, name: str = "night") -> SessionNight:
    obj = as_object(value, name)
    reject_unknown(obj, NIGHT_FIELDS, name)
    night_id = as_str(require(obj, "id", name), f"{name}.id")
    round_no = as_int(obj["round"], f"{name}.round", 1) if "round" in obj else None
    table_no = as_int(obj["table"], f"{name}.table", 1) if "table" in obj else None
    return SessionNight(night_id, round_no, table_no)


class SessionFile(Frozen):
    """A checked session of the game named ``game`` (one of the registry's
    :data:`~schreiber.games.registry.GAME_NAMES`; there is no default game).

    ``rules`` is the game's ``RuleSet`` and ``deals`` its records: the ``Deal`` records
    and changes of seating (``app/schreiber/games/<game>``). The session layer
    reads them through the registry's protocols only; what a deal means (who
    attacked, who played alone) the game answers: ``game(name).parties(deal)``.
    ``auto_title``: how the stored title is made when nobody typed it
    (``schreiber.games.titles``); each window and workbook words it in its own
    language; not in the file, and not compared.
    """

    FIELDS = (
        "title",
        "date",
        "players",
        "first_dealer",
        "rules",
        "deals",
        "preset",
        "game",
        "night",
        "auto_title",
    )
    COMPARED = FIELDS[:-1]
    __slots__ = FIELDS
    title: str
    date: str
    players: tuple[str, ...]
    first_dealer: str
    rules: RulesLike
    deals: tuple[DealLike, ...]
    preset: str
    game: str
    night: SessionNight | None
    auto_title: Mapping[str, object] | None

    def __init__(
        self,
        title: str,
        date: str,
        players: tuple[str, ...],
        first_dealer: str,
        rules: RulesLike,
        deals: tuple[DealLike, ...],
        preset: str = "standard",
        *,
        game: str,
        night: SessionNight | None = None,
        auto_title: Mapping[str, object] | None = None,
    ) -> None:
        fill(
            self, title, date, players, first_dealer, rules, deals, preset, game, night, auto_title
        )

    def seating_before(self, index: int) -> tuple[str, ...]:
        """Who sits at the table for record ``index`` (0-based; ``len(deals)`` for the
        next deal): the players of the last change of seating before it (rules
        §2a), or the seating the session started with."""
        for record in reversed(self.deals[:index]):
            if isinstance(record, Seating):
                return record.players
        return self.players

    def replay(self) -> Replay:
        return self.replayer().result()

    def replayer(self) -> ReplayerLike:
        """The evening replayed into a replayer that can take the next deal."""
        replayer = game(self.game).replayer(self.players, self.first_dealer, self.rules, "deals")
        return replayer.add_all(self.deals)

    def to_json(self, derived: bool = False) -> dict[str, object]:
        out: dict[str, object] = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "title": self.title,
            "date": self.date,
            "players": list(self.players),
            "first_dealer": self.first_dealer,
            "rules": {"preset": self.preset, "options": self.rules.to_json()},
            "deals": [deal.to_json() for deal in self.deals],
        }
        if self.night is not None:
            out["night"] = self.night.to_json()
        if derived:
            out["derived"] = self.replay().to_json()
        return out


def parse_date(value: object, field: str) -> str:
    text = as_str(value, field)
    try:
        parsed = datetime.date.fromisoformat(text)
    except ValueError:
        parsed = None
    # fromisoformat also takes "20261120"; the file format is the dashed form only.
    if parsed is None or parsed.isoformat() != text:
        raise RecordError(field, M_DATE, value=text)
    return text


STORE_KEYS: Final = ("id", "revision")
"""What ``schreiber show`` adds to every record: the store's own, ignored on reading."""


def without_store_keys(record: object) -> object:
    """A record without the ``id`` and ``revision`` the store gives it, so that a
    file ``schreiber show`` printed can be created, imported or replayed as it is."""
    if not isinstance(record, dict) or not any(key in record for key in STORE_KEYS):
        return record
    return {key: item for key, item in record.items() if key not in STORE_KEYS}


def parse_session(value: object) -> SessionFile:
    """Read and check a session file; the ``derived`` extras are ignored."""
    return parse_session_replay(value)[0]


def parse_session_replay(value: object) -> tuple[SessionFile, Replay]:
    """Read and check a session file, with the replay the check computed.

    For callers that need both: the check is a whole replay, so asking for it
    again would replay the evening twice.
    """
    session, replayer = parse_session_replayer(value)
    return session, replayer.result()


def parse_session_replayer(value: object, limited: bool = True) -> tuple[SessionFile, ReplayerLike]:
    """Read and check a session file, with the replayer at the end of the evening
    (for the session service, which adds the next deals to it).

    ``limited=False`` reads a stored session beyond :data:`MAX_DEALS` or
    :data:`MAX_PEOPLE` (stored before there were limits) so that it can still be
    opened, corrected and split; nothing can grow it further (:func:`check_room`).
    """
    obj: Mapping[str, object] = as_object(value, "session")
    reject_unknown(obj, SESSION_FIELDS, "")
    if require(obj, "format", "") != FORMAT:
        raise RecordError("format", M_FORMAT, expected=FORMAT)
    version = as_int(require(obj, "version", ""), "version", 1)
    if version > VERSION:
        raise RecordError("version", M_VERSION, version=version, ours=VERSION)
    name = as_choice(require(obj, "game", ""), "game", registry.GAME_NAMES)
    rules_of = game(name)
    title = as_str(obj.get("title", ""), "title")
    if len(title) > 200:
        raise RecordError("title", M_TITLE)
    date = parse_date(require(obj, "date", ""), "date")
    low, high = rules_of.player_range
    players = as_players(require(obj, "players", ""), "players", low, high)
    first_dealer = as_str(obj.get("first_dealer", players[0]), "first_dealer")
    if first_dealer not in players:
        raise RecordError("first_dealer", M_DEALER, name=first_dealer)
    rules_json = as_object(obj.get("rules", {}), "rules")
    rules = rules_of.parse_rules(rules_json, "rules", len(players))
    preset = str(rules_json.get("preset", "standard"))
    records = as_list(obj.get("deals", []), "deals")
    if limited and len(records) > MAX_DEALS:  # before parsing them: memory and time stay bounded
        raise RecordError("deals", M_TOO_MANY_DEALS, count=len(records), limit=MAX_DEALS)
    deals = tuple(
        rules_of.parse_deal(without_store_keys(record), f"deals[{i}]")
        for i, record in enumerate(records)
    )
    if limited:
        check_people(players, deals)
    night = parse_night(obj["night"]) if "night" in obj else None
    session = SessionFile(
        title, date, tuple(players), first_dealer, rules, deals, preset, game=name, night=night
    )
    return session, session.replayer()  # every deal must fit its table and the rules


def check_people(players: Sequence[str], deals: Sequence[object]) -> None:
    """Refuse a session whose changes of seating bring more than :data:`MAX_PEOPLE`
    different players: the replay keeps everyone's total on every deal."""
    people = set(players)
    for index, record in enumerate(deals):
        if isinstance(record, Seating):
            people.update(record.players)
            if len(people) > MAX_PEOPLE:
                raise RecordError(
                    f"deals[{index}].players",
                    M_TOO_MANY_PEOPLE,
                    count=len(people),
                    limit=MAX_PEOPLE,
                )


def check_room(session: SessionFile, record: object) -> None:
    """Refuse adding ``record`` to ``session`` beyond the limits (:data:`MAX_DEALS`,
    :data:`MAX_PEOPLE`); what a session file may hold, a stored session may hold."""
    if len(session.deals) >= MAX_DEALS:
        raise RecordError("deal", M_SESSION_FULL, limit=MAX_DEALS)
    if isinstance(record, Seating):
        try:
            check_people(session.players, (*session.deals, record))
        except RecordError as error:
            raise RecordError("deal.players", error.template, **error.params) from None


def seated_order(session: SessionFile, everyone: tuple[str, ...]) -> tuple[str, ...]:
    """``everyone`` who sat at the table, in the order of the last seating (issue 27:
    a late arrival's column came last whatever their seat); a player who left keeps
    their place after the neighbour they sat beside."""
    order = list(session.players)
    for record in session.deals:
        if not isinstance(record, Seating):
            continue
        seating = list(record.players)
        for index, name in enumerate(order):
            if name in seating:
                continue
            before = next((order[j] for j in range(index - 1, -1, -1) if order[j] in seating), None)
            seating.insert(0 if before is None else seating.index(before) + 1, name)
        order = seating
    return tuple(n for n in order if n in everyone) + tuple(n for n in everyone if n not in order)
