"""``schreiber night create | show | next | close | reopen``: a club night from the
command line (records.md, "A club night from the command line").

The window's Club menu, headless, on the database the options name: the same
store calls (:mod:`schreiber.store.nights`), the same draw and tables
(:mod:`schreiber.club.night_plan`) and the same standing
(:mod:`schreiber.club.night`, by the season's ranking). Creating, drawing,
closing and reopening need the organiser's login (exit 5 otherwise); two
laptops drawing the same round at once: the first one wins, the other exits 3.

Imports only :mod:`schreiber.cli.common` of the command line.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Final

from schreiber.cli.common import (
    CLI_WRITER,
    MAX_ID,
    DatabaseCommandError,
    InputError,
    NotPermittedCommandError,
    database_errors,
    read_json,
    sqlite_file,
    write_json,
)
from schreiber.games import titles
from schreiber.games.errors import RecordError

if TYPE_CHECKING:
    import argparse

    from schreiber.club.night import NightRow, TableEvening
    from schreiber.club.night_plan import ClubRules
    from schreiber.store.core import ClubNight, SessionInfo, StoreCore

CREATE_KEYS: Final = frozenset(
    {
        "title",
        "date",
        "game",
        "rules",
        "present",
        "guests",
        "excused",
        "rounds",
        "deals_per_round",
        "draw",
        "seed",
    }
)
MOST_TITLE: Final = 200


def add_night_command(commands: argparse._SubParsersAction[Any]) -> None:
    """``schreiber night …`` and its five commands."""
    night = commands.add_parser(
        "night",
        help="a club night: create it with round 1 drawn, show it, draw the next round,"
        " close or reopen it",
    )
    steps = night.add_subparsers(dest="night_command", metavar="STEP", required=True)
    create = steps.add_parser(
        "create",
        help="store a club night with round 1 drawn, a session per table",
        description='FILE: {"title", "date", "game", "rules", "present": [...],'
        ' "guests": [...], "excused": [...], "rounds": 3, "deals_per_round": 24,'
        ' "draw": "random"|"standing", "seed": 7}. Guests play and count in the night'
        " but are not added to the roster.",
    )
    create.add_argument("file", metavar="FILE", help="the night as JSON, or - for standard input")
    create.set_defaults(handler=cmd_night_create)
    show = steps.add_parser(
        "show",
        help="the night: settings, who is present and who of them are guests, rounds and"
        " tables, open or closed, its standing",
    )
    show.add_argument("id", metavar="ID", help="the night's id")
    show.set_defaults(handler=cmd_night_show)
    following = steps.add_parser(
        "next",
        help="draw and store the next round (refused while a table has deals to play,"
        " unless --force)",
    )
    following.add_argument("id", metavar="ID", help="the night's id")
    following.add_argument(
        "--force",
        action="store_true",
        help="draw even though a table of the current round has not played its deals",
    )
    following.set_defaults(handler=cmd_night_next)
    close = steps.add_parser("close", help="close the night: its sessions refuse every change")
    close.add_argument("id", metavar="ID", help="the night's id")
    close.set_defaults(handler=cmd_night_close, closing=True)
    reopen = steps.add_parser("reopen", help="open a closed night again")
    reopen.add_argument("id", metavar="ID", help="the night's id")
    reopen.set_defaults(handler=cmd_night_close, closing=False)


# --------------------------------------------------------------------------- the database


def night_id_argument(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= MAX_ID:
        raise InputError(
            f"ID: {text!r} is not a club night's id; write the whole number"
            " 'schreiber night create' printed"
        )
    return int(text)


def open_store(args: argparse.Namespace, *, create: bool = False) -> StoreCore:
    """The store the options name; a SQLite file that does not exist is made
    only by ``create`` (bad input otherwise: no night is in it)."""
    from schreiber.store.database import Store
    from schreiber.store.locate import open_store as open_url

    url, path = sqlite_file(args)
    if path is None:
        return open_url(url, writer=CLI_WRITER)
    if not create and not path.exists():
        raise InputError(f"There is no database {path}; name the club's with --database")
    return Store(path, writer=CLI_WRITER)


@contextmanager
def night_errors() -> Iterator[None]:
    """The store's errors as exit statuses (:func:`database_errors`); an unknown
    night is bad input (2), a table that does not replay a damaged database (4)."""
    from schreiber.store.core import M_NO_NIGHT, StoreError

    try:
        with database_errors():
            try:
                yield
            except StoreError as error:
                if error.template == M_NO_NIGHT:
                    raise InputError(str(error)) from None
                raise
    except RecordError as error:
        raise DatabaseCommandError(f"a table of the night does not replay ({error})") from None


def table_title(night_title: str, round_no: int, table_no: int) -> str:
    """A table session's title, as the window names it (in English here): stored
    as automatic, so that each window words it in its own language
    (:mod:`schreiber.games.titles`)."""
    return titles.table_title(night_title, round_no, table_no)


def score_shown(row: NightRow) -> int | float:
    from schreiber.club.league import shown

    return shown(row.score)


def standing_json(rows: Sequence[NightRow]) -> list[dict[str, object]]:
    return [
        {"player": row.player, "rank": row.rank, "score": score_shown(row), "deals": row.deals}
        for row in rows
    ]


class NightView:
    """A night as stored now: its tables replayed, each with its deals due, and
    its standing by the season's ranking."""

    def __init__(self, store: StoreCore, night_id: int) -> None:
        from schreiber.club.night import standing_of
        from schreiber.club.night_plan import TableEvenings, deals_due, night_choices, night_guests
        from schreiber.club.season import season_ranking
        from schreiber.games.players import name_key

        self.night: ClubNight = store.nights.night(night_id)
        self.infos: list[SessionInfo] = store.nights.sessions_of_night(night_id)
        self.choices = night_choices(self.night)
        self.evenings: list[TableEvening] = TableEvenings().read(
            self.night, self.infos, store.sessions.load_session
        )
        self.due = [
            deals_due(len(info.players), self.choices.deals_per_round) for info in self.infos
        ]
        self.rows = standing_of(self.evenings, season_ranking(store, self.night.season_id))
        members = {name_key(person.name) for person in store.people.all(include_archived=True)}
        flagged = [
            person.name
            for person in store.people.all(include_archived=True, include_guests=True)
            if name_key(person.name) not in members
        ]
        self.guests: list[str] = night_guests(self.night, flagged)

    @property
    def current_round(self) -> int:
        return max((info.round_no or 0 for info in self.infos), default=0)

    def tables(self, round_no: int) -> list[tuple[SessionInfo, TableEvening, int]]:
        return [
            (info, evening, due)
            for info, evening, due in zip(self.infos, self.evenings, self.due, strict=True)
            if info.round_no == round_no
        ]

    def rounds_json(self) -> list[list[dict[str, object]]]:
        return [
            [
                {
                    "table": info.table_no,
                    "session": str(info.id),
                    "players": list(info.players),
                    "deals": max(evening.played, 0),
                    "deals_due": due,
                    "finished": evening.finished,
                }
                for info, evening, due in self.tables(number)
            ]
            for number in sorted({info.round_no or 0 for info in self.infos})
        ]

    def to_json(self) -> dict[str, object]:
        night = self.night
        return {
            "id": str(night.id),
            "title": night.title,
            "date": night.date,
            "state": "closed" if night.closed else "open",
            "present": list(night.present),
            "guests": list(self.guests),
            "seed": night.seed,
            "settings": dict(night.settings),
            "rounds": self.rounds_json(),
            "standing": standing_json(self.rows),
        }


def unfinished_tables(view: NightView) -> list[str]:
    """The current round's tables that have not played their deals, as
    ``table 2 (17 of 24 deals)``."""
    return [
        f"table {info.table_no} ({max(evening.played, 0)} of {due} deals)"
        for info, evening, due in view.tables(view.current_round)
        if not evening.finished
    ]


def round_json(store: StoreCore, night_id: int, round_no: int) -> list[dict[str, object]]:
    return [
        {"table": info.table_no, "session": str(info.id), "players": list(info.players)}
        for info in store.nights.sessions_of_night(night_id)
        if info.round_no == round_no
    ]


# --------------------------------------------------------------------------- create


def parse_night(value: object) -> dict[str, Any]:
    """The night's FILE, checked whole: bad input raises ``RecordError`` or
    :class:`InputError` naming the field, before the database is opened."""
    from schreiber.club.draw import MOST_PLAYERS
    from schreiber.club.night_plan import (
        FEWEST_PLAYERS,
        GAMES,
        MODES,
        MOST_DEALS_PER_ROUND,
        MOST_ROUNDS,
        MOST_SEED,
        RANDOM,
        STANDARD_DEALS_PER_ROUND,
        STANDARD_RULES,
    )
    from schreiber.games.fields import (
        as_choice,
        as_int,
        as_object,
        as_players,
        as_str,
        reject_unknown,
        require,
    )
    from schreiber.games.players import name_key
    from schreiber.store.data import iso_date

    obj = as_object(value, "")
    reject_unknown(obj, CREATE_KEYS, "")
    title = as_str(require(obj, "title", ""), "title").strip()
    if not title or len(title) > MOST_TITLE:
        raise InputError(f"title: must be 1 to {MOST_TITLE} characters")
    date = as_str(require(obj, "date", ""), "date")
    if iso_date(date) is None:
        raise InputError(f"date: {date!r} is not a date; write it as 2026-11-26")
    game_name = as_choice(require(obj, "game", ""), "game", GAMES)
    rules = dict(as_object(obj.get("rules", STANDARD_RULES), "rules"))
    present = as_players(require(obj, "present", ""), "present", 0, MOST_PLAYERS)
    guests = as_players(obj.get("guests", []), "guests", 0, MOST_PLAYERS)
    excused = as_players(obj.get("excused", []), "excused", 0, MOST_PLAYERS)
    playing = {name_key(name): name for name in present}
    for index, name in enumerate(guests):
        if name_key(name) in playing:
            raise InputError(f"guests[{index}]: {name!r} is named in present or guests already")
        playing[name_key(name)] = name
    for index, name in enumerate(excused):
        if name_key(name) in playing:
            raise InputError(f"excused[{index}]: {name!r} plays tonight; an excused one does not")
    players = present + guests
    if not FEWEST_PLAYERS <= len(players) <= MOST_PLAYERS:
        raise InputError(
            f"present: a night needs {FEWEST_PLAYERS} to {MOST_PLAYERS} players with its"
            f" guests (got {len(players)})"
        )
    return {
        "title": title,
        "date": date,
        "game": game_name,
        "rules": rules,
        "present": present,
        "guests": guests,
        "excused": excused,
        "players": players,
        "rounds": as_int(obj.get("rounds", 1), "rounds", 1, MOST_ROUNDS),
        "deals_per_round": as_int(
            obj.get("deals_per_round", STANDARD_DEALS_PER_ROUND),
            "deals_per_round",
            1,
            MOST_DEALS_PER_ROUND,
        ),
        "draw": as_choice(obj.get("draw", RANDOM), "draw", MODES),
        "seed": as_int(
            obj["seed"] if "seed" in obj else secrets.randbelow(MOST_SEED + 1),
            "seed",
            0,
            MOST_SEED,
        ),
    }


def check_rules(rules: ClubRules, tables: Sequence[list[str]]) -> None:
    """The FILE's rules as a session file takes them, at the round's smallest
    table: ``RecordError`` naming the field (the window falls back to the
    standard rules where they do not fit a table; a FILE is told)."""
    from schreiber.session.file import FORMAT, VERSION, parse_session

    sizes = [len(table) for table in tables]
    players = list(tables[sizes.index(min(sizes))])
    parse_session(
        {
            "format": FORMAT,
            "version": VERSION,
            "game": rules.game,
            "title": "",
            "date": "2026-01-01",
            "players": players,
            "first_dealer": players[0],
            "rules": rules.rules,
            "deals": [],
        }
    )


def cmd_night_create(args: argparse.Namespace) -> int:
    from schreiber.club.night_plan import (
        EXCUSED,
        GUESTS,
        ClubRules,
        draw_round,
        misfit_table,
        night_settings,
        night_tables,
        replays,
        table_sessions,
    )

    night = parse_night(read_json(args.file))
    tables = draw_round(night["players"], night["seed"], 1)
    misfit = misfit_table(night["game"], tables)
    if misfit is not None:
        raise InputError(
            f"game: {night['game']} is not played by {misfit[1]} at a table (table"
            f" {misfit[0]} of round 1); choose another game or other players"
        )
    rules = ClubRules(night["game"], night["rules"])
    check_rules(rules, tables)
    sessions = table_sessions(
        rules, night["date"], tables, lambda number: table_title(night["title"], 1, number)
    )
    for session in sessions:
        session.replay()
    settings = night_settings(night["draw"], night["rounds"], rules, night["deals_per_round"])
    settings[GUESTS] = night["guests"]
    settings[EXCUSED] = night["excused"]
    with night_errors():
        store = open_store(args, create=True)
        with store:
            night_id = store.nights.create_night(
                night["date"],
                night["title"],
                night["players"],
                night["seed"],
                settings=settings,
                tables=night_tables(sessions),
                check=replays,
                guests=night["guests"],
            )
            drawn = round_json(store, night_id, 1)
    write_json({"id": str(night_id), "rounds": [drawn]})
    return 0


# --------------------------------------------------------------------------- show, next, close


def cmd_night_show(args: argparse.Namespace) -> int:
    night_id = night_id_argument(args.id)
    with night_errors():
        store = open_store(args)
        with store:
            view = NightView(store, night_id)
    write_json(view.to_json())
    return 0


def cmd_night_next(args: argparse.Namespace) -> int:
    from schreiber.club.night_plan import (
        BY_STANDING,
        MOST_ROUNDS,
        ClubRules,
        draw_round,
        night_tables,
        replays,
        rounds_of,
        table_sessions,
    )
    from schreiber.store.core import Right

    night_id = night_id_argument(args.id)
    with night_errors():
        store = open_store(args)
        with store:
            if not store.can(Right.NIGHTS):
                raise NotPermittedCommandError(
                    "this database login may not draw a club night's round; the organiser's"
                    " login may"
                )
            view = NightView(store, night_id)
            night = view.night
            if night.closed:
                raise NotPermittedCommandError(
                    f"the club night {night.title!r} of {night.date} is closed; reopen it"
                    " to draw another round"
                )
            number = view.current_round + 1
            if number > MOST_ROUNDS:
                raise InputError(
                    f"the night has {number - 1} rounds, the most a night draws; no round"
                    f" {number} was drawn"
                )
            unfinished = unfinished_tables(view)
            if unfinished and not args.force:
                raise NotPermittedCommandError(
                    f"round {view.current_round} is still being played: {', '.join(unfinished)}"
                    f"; nothing was drawn. Draw round {number} anyway with --force"
                )
            standing = view.rows if view.choices.mode == BY_STANDING else None
            tables = draw_round(night.present, night.seed, number, rounds_of(view.infos), standing)
            rules = view.choices.rules
            if rules is None:  # a night stored without its rules: its first table's
                data = store.sessions.load_session(view.infos[0].id)
                rules = ClubRules(data.game, dict(data.rules))
            sessions = table_sessions(
                rules, night.date, tables, lambda table: table_title(night.title, number, table)
            )
            store.nights.add_round(night_id, number, night_tables(sessions), check=replays)
            drawn = round_json(store, night_id, number)
    write_json({"id": str(night_id), "round": number, "tables": drawn})
    return 0


def cmd_night_close(args: argparse.Namespace) -> int:
    night_id = night_id_argument(args.id)
    closing: bool = args.closing
    with night_errors():
        store = open_store(args)
        with store:
            unfinished: list[str] = []
            if closing:
                view = NightView(store, night_id)
                unfinished = unfinished_tables(view) if view.infos else []
            store.nights.close_night(night_id, closing)
    out: dict[str, object] = {"id": str(night_id), "state": "closed" if closing else "open"}
    if unfinished:
        out["unfinished"] = unfinished
    write_json(out)
    return 0
