"""The ``schreiber`` command: no arguments opens the window, a subcommand works headless.

The headless path imports neither Qt nor pandas, so ``schreiber score``
answers at once. Bad input exits with status 2 and one line on standard error.

The database commands (``sessions``, ``create``, ``show``, ``add``, ``edit``,
``delete``) reach the database the window uses: the SQLite file in the data
folder, or the one a URL names (``--database``, ``$SCHREIBER_DATABASE``), or a
club's PostgreSQL server. A change goes through the session service, so it is
checked exactly as the window checks an entry, against the evening as stored
at that moment; a stale revision exits with status 3, a database that cannot
be reached or written with status 4.

Here: the parser, ``main`` and the commands. What every command shares (exit
statuses, errors, reading and writing JSON, the database the options name) is
:mod:`schreiber.cli.common`; ``schreiber club-setup`` is :mod:`schreiber.cli.club_setup`.
Both import only ``common``, never this module.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping, Sequence
from contextlib import suppress
from typing import TYPE_CHECKING, Any, Final, NoReturn, cast

# What the commands share (importable from here too, as before the split).
from schreiber.cli.common import (
    CLI_WRITER,
    EXIT_BAD_INPUT,
    MAX_ID,
    MAX_LEAGUE_BYTES,
    CommandError,
    DatabaseCommandError,
    InputError,
    database_errors,
    read_json,
    sqlite_file,
    write_json,
)
from schreiber.cli.common import EXIT_DATABASE as EXIT_DATABASE
from schreiber.cli.common import MAX_INPUT_BYTES as MAX_INPUT_BYTES
from schreiber.games.errors import RecordError
from schreiber.games.frozen import Frozen, fill

if TYPE_CHECKING:
    import argparse
    from decimal import Decimal

    from schreiber.games.common import Replay
    from schreiber.session.file import SessionFile
    from schreiber.session.service import SessionService
    from schreiber.store.core import DamagedSessionError, SessionInfo, StoreCore


def cmd_score(args: argparse.Namespace) -> int:
    from schreiber.games.fields import as_choice, as_object, require
    from schreiber.games.registry import GAME_NAMES, game

    request = as_object(read_json(args.file), "input")
    name = as_choice(require(request, "game", ""), "game", GAME_NAMES)
    write_json(game(name).score_request(request))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from schreiber.games.common import check_end
    from schreiber.session.file import parse_session_replay

    session, replay = parse_session_replay(read_json(args.file))
    # A deal after the agreed end is refused (docs/records.md): the table plays on
    # only once the end is lifted in the rules.
    rules = session.rules
    check_end(replay, getattr(rules, "end_after_deals", None), getattr(rules, "end_at_score", None))
    write_json(replay.to_json())
    return 0


def read_session_input(path: str) -> object:
    """The session in ``path``: a workbook the app exported (``.xlsx``), else JSON
    (``-``: standard input); a file that cannot be read is an :class:`InputError`."""
    if not path.lower().endswith(".xlsx"):
        return read_json(path)
    from schreiber.io.workbook import WorkbookError, read_workbook

    try:
        return read_workbook(path)
    except WorkbookError as error:
        raise InputError(f"{path}: {error}") from None
    except OSError as error:
        raise InputError(f"{path}: cannot read: {error.strerror or error}") from None


def cmd_import(args: argparse.Namespace) -> int:
    from schreiber.session.file import parse_session

    write_json(parse_session(read_session_input(args.file)).to_json())
    return 0


def cmd_league(args: argparse.Namespace) -> int:
    from schreiber.club.league import league_request

    write_json(league_request(read_json(args.file, MAX_LEAGUE_BYTES)))
    return 0


def cmd_draw(args: argparse.Namespace) -> int:
    from schreiber.club.draw import draw_request

    write_json(draw_request(read_json(args.file)))
    return 0


def cmd_deadlines(args: argparse.Namespace) -> int:
    from schreiber.games.doppelkopf.deadlines import deadlines_request

    write_json(deadlines_request(read_json(args.file)))
    return 0


# --------------------------------------------------------------------------- the database


def number_argument(text: str, what: str) -> int:
    """A session id, deal id or revision from the command line: digits only."""
    kind = "a revision" if what == "--revision" else "an id"
    if not (text.isascii() and text.isdigit()):
        raise InputError(
            f"{what}: {text!r} is not {kind}; write the whole number"
            " 'schreiber sessions' or 'schreiber show' prints"
        )
    value = int(text)
    if not 1 <= value <= MAX_ID:
        raise InputError(
            f"{what}: {text} is not {kind}; they start at 1 and have at most 19 digits"
        )
    return value


def open_database(args: argparse.Namespace, *, create: bool = False) -> StoreCore | None:
    """The store the options name; None when it is a SQLite file that does not
    exist and ``create`` is false (reading never creates a database)."""
    from schreiber.store.database import Store
    from schreiber.store.locate import open_store

    url, path = sqlite_file(args)
    if path is None:
        return open_store(url, writer=CLI_WRITER)
    if not create and not path.exists():
        return None
    return Store(path, writer=CLI_WRITER)


def no_session(args: argparse.Namespace, session_id: int) -> InputError:
    _, path = sqlite_file(args)
    return InputError(f"There is no session {session_id} in the database {path}")


def open_session(store: StoreCore, session_id: int) -> SessionService:
    """The stored session, ready for checked changes."""
    from schreiber.session.service import SessionService

    try:
        return SessionService(store, session_id)
    except RecordError as error:
        raise DatabaseCommandError(
            f"session {session_id} in the database {store.path} does not replay"
            f" ({error}); it was left untouched"
        ) from None


def read_record(path: str) -> object:
    """One record (a deal or a seating) from ``path`` or standard input; the
    ``id`` and ``revision`` that ``show`` prints are ignored."""
    from schreiber.session.file import without_store_keys

    return without_store_keys(read_json(path))


def cmd_sessions(args: argparse.Namespace) -> int:
    with database_errors():
        store = open_database(args)
        if store is None:
            write_json([])
            return 0
        with store:
            sessions = store.sessions.list_sessions(include_archived=True)
            listed = {info.id: listing_of(store, info) for info in sessions}
    write_json(
        [
            {
                "id": str(info.id),
                "title": info.title,
                "date": info.date,
                "game": info.game,
                "players": list(listed[info.id].players),
                "deals": listed[info.id].deals,
                "archived": info.archived,
                **damaged_keys(listed[info.id].damage),
            }
            for info in sessions
        ]
    )
    return 0


class Listing(Frozen):
    """A session as ``sessions`` lists it: everyone who sat at the table (in the
    order they first sat), the deals played (the sheet's last deal number: changes
    of seating and redeals are none), and why it is damaged, if it is."""

    FIELDS = ("players", "deals", "damage")
    __slots__ = FIELDS
    players: tuple[str, ...]
    deals: int
    damage: DamagedSessionError | None

    def __init__(
        self, players: tuple[str, ...], deals: int, damage: DamagedSessionError | None = None
    ) -> None:
        fill(self, players, deals, damage)


def listing_of(store: StoreCore, info: SessionInfo) -> Listing:
    """The session's line, replayed; a damaged one (its row, a record that does not
    parse or does not replay, which ``show`` would refuse) as its row says it."""
    from schreiber.session.service import stored_session
    from schreiber.store.core import DamagedSessionError

    if info.damaged is not None:
        return Listing(info.players, info.deal_count, info.damaged)
    try:
        _, replayer = stored_session(store.sessions.load_session(info.id))
    except DamagedSessionError as error:
        return Listing(info.players, info.deal_count, error)
    replay = replayer.result()
    return Listing(tuple(replay.totals), replay.played)


def damaged_keys(error: DamagedSessionError | None) -> dict[str, object]:
    """``"damaged": true`` for a damaged session, with ``"damaged_record"``, the id of
    the record at fault, when one is; nothing for a session that can be read."""
    if error is None:
        return {}
    if error.record is None:
        return {"damaged": True}
    return {"damaged": True, "damaged_record": str(error.record)}


def change_key(args: argparse.Namespace) -> str:
    """The change's key: ``--key``, or one made for this command's own tries.

    The store keeps it with the change, in the change's transaction, and answers
    a change whose key it holds as it answered the first time: so a command run
    again with the same ``--key`` after an answer that never came (exit 4, the
    network cut) makes the change once, never twice.
    """
    import uuid

    from schreiber.store.core import MAX_KEY, is_change_key

    key: str | None = args.key
    if key is None:
        return f"schreiber-{uuid.uuid4().hex}"
    if not is_change_key(key):
        raise InputError(
            f"--key: must be 1 to {MAX_KEY} printable characters, without spaces at either end"
        )
    return key


def answer_stored(value: object) -> int:
    """Print the answer of a change that is stored: it is done, whether or not the
    answer can be written (standard output closed or full), so the status is 0,
    with one line on standard error when it could not be written."""
    try:
        write_json(value)
    except OSError as error:
        with suppress(OSError):
            silence_stdout()
        with suppress(OSError):
            print(
                "schreiber: the change is stored, but its answer could not be written to"
                f" standard output ({error.strerror or error})",
                file=sys.stderr,
            )
    return 0


def cmd_create(args: argparse.Namespace) -> int:
    from schreiber.session.file import parse_session
    from schreiber.session.service import create_session

    workbook = args.file.lower().endswith(".xlsx")
    session = parse_session(read_session_input(args.file))
    # An imported evening says where it came from (schreiber.games.titles).
    named = (workbook or args.imported) and args.file != "-"
    imported = os.path.basename(args.file) if named else None
    key = change_key(args)
    with database_errors():
        store = open_database(args, create=True)
        assert store is not None
        with store:
            session_id = create_session(store, session, key=key, imported=imported)
    return answer_stored({"id": str(session_id)})


def cmd_show(args: argparse.Namespace) -> int:
    from schreiber.session.service import session_from_data

    session_id = number_argument(args.id, "ID")
    with database_errors():
        store = open_database(args)
        if store is None:
            raise no_session(args, session_id)
        with store:
            data = store.sessions.load_session(session_id)
            try:
                session = session_from_data(data)
            except RecordError as error:
                raise DatabaseCommandError(
                    f"session {session_id} in the database {store.path} does not replay ({error})"
                ) from None
    out = session.to_json()
    out["deals"] = [
        {"id": str(deal_id), "revision": revision, **deal.to_json()}
        for deal_id, revision, deal in zip(
            data.deal_ids, data.revisions, session.deals, strict=True
        )
    ]
    write_json(out)
    return 0


def cmd_add(args: argparse.Namespace) -> int:
    session_id = number_argument(args.id, "ID")
    before = None if args.before is None else number_argument(args.before, "--before")
    record = read_record(args.file)
    key = change_key(args)
    with database_errors():
        store = open_database(args)
        if store is None:
            raise no_session(args, session_id)
        with store:
            service = open_session(store, session_id)
            if before is None:
                service.add_deal(as_record(record), key=key)
                assert service.saved is not None
                done = service.saved
            else:
                done = service.insert_deal(as_record(record), before=before, key=key)
    return answer_stored({"id": str(done.id), "number": done.number, "revision": done.revision})


def cmd_edit(args: argparse.Namespace) -> int:
    session_id = number_argument(args.id, "ID")
    deal_id = number_argument(args.deal_id, "DEAL_ID")
    revision = number_argument(args.revision, "--revision")
    record = read_record(args.file)
    key = change_key(args)
    with database_errors():
        store = open_database(args)
        if store is None:
            raise no_session(args, session_id)
        with store:
            saved = open_session(store, session_id).replace_by_id(
                deal_id, as_record(record), revision, key=key
            )
    return answer_stored({"id": str(saved.id), "number": saved.number, "revision": saved.revision})


def cmd_delete(args: argparse.Namespace) -> int:
    session_id = number_argument(args.id, "ID")
    deal_id = number_argument(args.deal_id, "DEAL_ID")
    revision = number_argument(args.revision, "--revision")
    key = change_key(args)
    with database_errors():
        store = open_database(args)
        if store is None:
            raise no_session(args, session_id)
        with store:
            open_session(store, session_id).delete_by_id(deal_id, revision, key=key)
    return answer_stored({"deleted": str(deal_id)})


def cmd_backup(args: argparse.Namespace) -> int:
    """``schreiber backup OUT``: the whole database, as of one moment (schreiber.store.backup)."""
    from schreiber.io.safe_write import WriteError, check_target, write_file
    from schreiber.store.backup import describe, take_backup

    try:
        if args.out != "-":
            check_target(args.out)  # before the database is read
        with database_errors():
            store = open_database(args)
            if store is None:
                _, path = sqlite_file(args)
                raise InputError(
                    f"There is no database {path}; nothing was backed up. Name the club's"
                    " database with --database or --data-dir"
                )
            with store:
                data, counts = take_backup(store)
        if args.out != "-":
            write_file(args.out, data)
    except WriteError as error:  # names the path and says why
        raise InputError(str(error)) from None
    if args.out == "-":
        try:
            sys.stdout.buffer.write(data)
            sys.stdout.buffer.flush()
        except BrokenPipeError:
            raise
        except OSError as error:  # a full disk (/dev/full), a file-size limit
            silence_stdout()
            raise InputError(
                f"standard output: cannot write the backup: {error.strerror or error}"
            ) from None
        return 0
    write_json({"written": args.out, **describe(counts)})
    return 0


def cmd_history_csv(args: argparse.Namespace) -> int:
    """``schreiber history-csv FILE``: the club's history, one row per player per deal
    (schreiber.io.history_csv)."""
    from schreiber.io.history_csv import write_history_csv
    from schreiber.io.safe_write import WriteError, check_target

    try:
        check_target(args.out)  # before the database is read
        with database_errors():
            store = open_database(args)
            if store is None:
                _, path = sqlite_file(args)
                raise InputError(
                    f"There is no database {path}; nothing was written. Name the club's"
                    " database with --database or --data-dir"
                )
            with store:
                history = write_history_csv(store, args.out)
    except WriteError as error:  # names the path and says why
        raise InputError(str(error)) from None
    write_json({"written": args.out, **history.to_json()})
    return 0


def cmd_restore(args: argparse.Namespace) -> int:
    """``schreiber restore IN``: a backup into an empty database, all of it or nothing."""
    from schreiber.store.backup import (
        M_NOT_EMPTY,
        MAX_BACKUP_BYTES,
        MAX_VALUES,
        count_values,
        describe,
        read_backup,
        restore_backup,
    )
    from schreiber.store.core import StoreError

    def bounded(where: str, data: bytes) -> None:
        if count_values(data) > MAX_VALUES:
            raise InputError(
                f"{where}: holds more than {MAX_VALUES:,} values, more than any backup; not read"
            )

    document = read_json(args.file, MAX_BACKUP_BYTES, bounded)
    where = "standard input" if args.file == "-" else args.file
    try:
        backup = read_backup(document)  # checked whole before the database is opened
    except RecordError as error:
        raise InputError(f"{where}: {error}") from None
    with database_errors():
        store = open_database(args, create=True)
        assert store is not None
        with store:
            try:
                counts = restore_backup(store, backup)
            except StoreError as error:
                if error.template == M_NOT_EMPTY:
                    raise InputError(str(error)) from None
                raise
    write_json({"restored": args.file, **describe(counts)})
    return 0


def as_record(value: object) -> dict[str, object]:
    """The record as the service takes it; anything but an object is refused as
    the game's parser refuses it (``deal: must be an object``)."""
    from schreiber.games.fields import as_object

    return dict(as_object(value, "deal"))


def user_language() -> str:
    """The workbook language from the environment (ja, de, otherwise en)."""
    import os

    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        if value:
            code = value[:2].lower()
            return code if code in ("ja", "de") else "en"
    return "en"


def cmd_export(args: argparse.Namespace) -> int:
    from decimal import Decimal, InvalidOperation

    from schreiber.io.workbook import WorkbookError, export_workbook
    from schreiber.session.file import parse_session_replay

    # Reading the file replays it; the workbook gets that replay, not a second one.
    session, replay = parse_session_replay(read_json(args.file))
    rate = None
    if args.rate is not None:
        try:
            rate = Decimal(args.rate)
        except InvalidOperation:
            raise InputError(f"--rate: {args.rate!r} is not a number; write e.g. 0.05") from None
        if not rate.is_finite() or rate < 0:
            raise InputError(f"--rate: {args.rate!r} must be zero or more") from None
    try:
        rounding = Decimal(args.rounding)
    except InvalidOperation:
        raise InputError(
            f"--rounding: {args.rounding!r} is not a number; write e.g. 0.05"
        ) from None
    if not rounding.is_finite() or rounding <= 0:
        raise InputError(f"--rounding: {args.rounding!r} must be more than zero")
    language = args.language or user_language()
    if args.out == "-":
        return export_to_stdout(
            session, language, rate, args.currency, rounding, args.paper, replay
        )
    from schreiber.io.safe_write import WriteError

    try:
        export_workbook(
            session, args.out, language, rate, args.currency, rounding, args.paper, replay
        )
    except WriteError as error:  # names the path and says why
        raise InputError(str(error)) from None
    except WorkbookError as error:
        raise InputError(f"{args.out}: {error}") from None
    except OSError as error:
        raise InputError(f"{args.out}: cannot write: {error.strerror or error}") from None
    write_json({"written": args.out})
    return 0


def export_to_stdout(
    session: SessionFile,
    language: str,
    rate: Decimal | None,
    currency: str,
    rounding: Decimal,
    paper: str | None = None,
    replay: Replay | None = None,
) -> int:
    """``schreiber export FILE -``: the workbook's bytes on standard output, nothing else."""
    import io

    from schreiber.io.workbook import WorkbookError, export_workbook

    if sys.stdout.isatty():
        raise InputError(
            "standard output is a terminal, and a workbook is no text to show; send it to"
            " a file: schreiber export FILE - > evening.xlsx"
        )
    buffer = io.BytesIO()
    try:
        export_workbook(session, buffer, language, rate, currency, rounding, paper, replay)
    except WorkbookError as error:
        raise InputError(f"standard output: {error}") from None
    try:
        sys.stdout.buffer.write(buffer.getvalue())
        sys.stdout.buffer.flush()
    except BrokenPipeError:
        raise
    except OSError as error:  # a full disk (/dev/full), a file-size limit
        silence_stdout()
        raise InputError(
            f"standard output: cannot write the workbook: {error.strerror or error}"
        ) from None
    return 0


def silence_stdout() -> None:
    """Point standard output at the null device: what is still buffered for it is
    dropped, so that Python's last flush at exit does not fail a second time."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


# The commands on one request (no database, no club): ``schreiber score …`` parses
# its arguments without importing the club's, the night's and the server's
# command modules (and all they import) first.
ONE_REQUEST_COMMANDS: Final = frozenset(
    ["score", "replay", "import", "export", "deadlines", "league", "draw"]
)
# Those of them whose one argument is FILE: ``schreiber score -`` runs without
# building argparse's parser at all (issue 28, item 5).
FILE_COMMANDS: Final[Mapping[str, Callable[[argparse.Namespace], int]]] = {
    "score": cmd_score,
    "replay": cmd_replay,
    "import": cmd_import,
    "deadlines": cmd_deadlines,
    "league": cmd_league,
    "draw": cmd_draw,
}


def file_command(args: Sequence[str]) -> argparse.Namespace | None:
    """``schreiber COMMAND FILE`` for one of :data:`FILE_COMMANDS`: the arguments as
    the parser reads them, without the parser; None for anything else.

    FILE is ``-`` or a name that does not start with ``-``, which the parser takes
    as it is; an option (``--help``), a missing or a second argument go through
    the parser, which answers them and words their errors.
    """
    if len(args) != 2 or args[0] not in FILE_COMMANDS:
        return None
    command, path = args
    if path.startswith("-") and path != "-":
        return None
    from types import SimpleNamespace

    parsed = SimpleNamespace(
        data_dir=None, database=None, command=command, file=path, handler=FILE_COMMANDS[command]
    )
    return cast("argparse.Namespace", parsed)


def build_parser(everything: bool = True) -> argparse.ArgumentParser:
    """The command line's parser; without ``everything``, only the commands of this
    module (the club's, the night's and the server's are left out)."""
    import argparse

    from schreiber import __version__

    class _Parser(argparse.ArgumentParser):
        def error(self, message: str) -> NoReturn:
            # One line, not argparse's usage block: the contract is one clear line.
            raise InputError(f"{message} (see 'schreiber --help')")

    parser = _Parser(
        prog="schreiber",
        description="Score pad for Doppelkopf, Pfälzer Schafkopf and Crescendo. "
        "Without a command it opens the window; 'schreiber FILE' opens the window and "
        "imports FILE, a session file (.json) or a workbook Schreiber exported (.xlsx).",
    )
    parser.add_argument("--version", action="version", version=f"schreiber {__version__}")
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help="folder of the session database (default: the user's data folder, "
        "or $SCHREIBER_DATA_DIR)",
    )
    parser.add_argument(
        "--database",
        metavar="URL",
        help="the database instead: sqlite:///path/to/file.db or "
        "postgresql://user:password@host:port/dbname (default: $SCHREIBER_DATABASE)",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    score = commands.add_parser(
        "score", help="score one deal in context and print the result as JSON"
    )
    score.add_argument("file", metavar="FILE", help="the request as JSON, or - for standard input")
    score.set_defaults(handler=cmd_score)
    replay = commands.add_parser(
        "replay", help="derive dealers, sitting out, Bock levels and totals of a session file"
    )
    replay.add_argument("file", metavar="FILE", help="a session file, or - for standard input")
    replay.set_defaults(handler=cmd_replay)
    imp = commands.add_parser(
        "import",
        help="read a workbook the app exported or a session file, check it, "
        "and print the session file",
    )
    imp.add_argument(
        "file", metavar="FILE", help="a workbook (.xlsx), a session file (.json), or - for JSON"
    )
    imp.set_defaults(handler=cmd_import)
    export = commands.add_parser("export", help="write the evening's Excel workbook")
    export.add_argument("file", metavar="FILE", help="a session file, or - for standard input")
    export.add_argument(
        "out",
        metavar="OUT.xlsx",
        help="the workbook to write (an existing file is replaced whole; a folder, link,"
        " pipe, device or read-only file is refused), or - for standard output",
    )
    export.add_argument(
        "--language", choices=("en", "de", "ja"), help="labels' language (default: from $LANG)"
    )
    export.add_argument("--rate", help="money per point, e.g. 0.05, for the settlement")
    export.add_argument("--currency", default="€", help="currency sign (default: €)")
    export.add_argument(
        "--rounding", default="0.01", help="round each balance to this step (default: 0.01)"
    )
    export.add_argument(
        "--paper",
        choices=("a4", "letter"),
        help="the paper the workbook prints on (default: Letter where the locale says so,"
        " as in the US and Canada, else A4)",
    )
    export.set_defaults(handler=cmd_export)
    deadlines = commands.add_parser(
        "deadlines",
        help="Doppelkopf: what each party may still announce, as the fewest cards held",
    )
    deadlines.add_argument(
        "file", metavar="FILE", help="the question as JSON, or - for standard input"
    )
    deadlines.set_defaults(handler=cmd_deadlines)
    league = commands.add_parser(
        "league", help="a season's league table from its evenings (records.md, Leagues)"
    )
    league.add_argument(
        "file", metavar="FILE", help='{"ranking": …, "evenings": […]}, or - for standard input'
    )
    league.set_defaults(handler=cmd_league)
    draw = commands.add_parser(
        "draw", help="a club night's tables, round by round, seeded to be redrawn the same"
    )
    draw.add_argument(
        "file",
        metavar="FILE",
        help='{"players": […], "rounds": R, "seed": S}, or - for standard input',
    )
    draw.set_defaults(handler=cmd_draw)
    add_database_commands(commands)
    if not everything:
        return parser
    from schreiber.cli.club_setup import add_club_setup_command

    add_club_setup_command(commands)
    from schreiber.cli.night import add_night_command

    add_night_command(commands)
    from schreiber.cli.serve import add_serve_command

    add_serve_command(commands)
    return parser


def add_key_option(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--key",
        metavar="KEY",
        help="this change's own key (1-100 characters): run again with the same key, the"
        " change is made once, never twice",
    )


def add_database_commands(commands: argparse._SubParsersAction[Any]) -> None:
    """``sessions``, ``create``, ``show``, ``add``, ``edit``, ``delete``: the database."""
    sessions = commands.add_parser(
        "sessions", help="list the sessions in the database (archived ones too)"
    )
    sessions.set_defaults(handler=cmd_sessions)
    create = commands.add_parser(
        "create", help="store a session file (with its deals) as a new session"
    )
    create.add_argument(
        "file",
        metavar="FILE",
        help="a session file or a workbook Schreiber wrote, or - for standard input",
    )
    create.add_argument(
        "--imported",
        action="store_true",
        help="the title names FILE, as File → Import does (always so for a workbook)",
    )
    add_key_option(create)
    create.set_defaults(handler=cmd_create)
    show = commands.add_parser(
        "show", help="print a stored session as a session file, each record with id and revision"
    )
    show.add_argument("id", metavar="ID", help="the session's id (see 'schreiber sessions')")
    show.set_defaults(handler=cmd_show)
    add = commands.add_parser(
        "add", help="add one record (a deal or a seating) to a session, checked as in the window"
    )
    add.add_argument("id", metavar="ID", help="the session's id")
    add.add_argument("file", metavar="FILE", help="the record as JSON, or - for standard input")
    add.add_argument(
        "--before", metavar="DEAL_ID", help="add it before this record (default: at the end)"
    )
    add_key_option(add)
    add.set_defaults(handler=cmd_add)
    edit = commands.add_parser(
        "edit", help="replace a record if its revision is still the one given"
    )
    edit.add_argument("id", metavar="ID", help="the session's id")
    edit.add_argument("deal_id", metavar="DEAL_ID", help="the record's id (see 'schreiber show')")
    edit.add_argument("file", metavar="FILE", help="the new record, or - for standard input")
    edit.add_argument(
        "--revision", metavar="R", required=True, help="the record's revision as it was read"
    )
    add_key_option(edit)
    edit.set_defaults(handler=cmd_edit)
    delete = commands.add_parser(
        "delete", help="delete a record if its revision is still the one given"
    )
    delete.add_argument("id", metavar="ID", help="the session's id")
    delete.add_argument("deal_id", metavar="DEAL_ID", help="the record's id")
    delete.add_argument(
        "--revision", metavar="R", required=True, help="the record's revision as it was read"
    )
    add_key_option(delete)
    delete.set_defaults(handler=cmd_delete)
    backup = commands.add_parser(
        "backup",
        help="write the whole database (sessions, roster, seasons, club nights) to one file,"
        " as of one moment, while others go on writing",
    )
    backup.add_argument(
        "out",
        metavar="OUT",
        help="the backup to write (JSON; an existing file is replaced whole), or - for"
        " standard output",
    )
    backup.set_defaults(handler=cmd_backup)
    restore = commands.add_parser(
        "restore",
        help="write a backup into an empty database (a new file, or a new PostgreSQL"
        " database): all of it or nothing",
    )
    restore.add_argument("file", metavar="IN", help="a backup, or - for standard input")
    restore.set_defaults(handler=cmd_restore)
    history = commands.add_parser(
        "history-csv",
        help="write the club's history as one CSV table: one row per player per deal",
    )
    history.add_argument("out", metavar="FILE", help="the CSV file to write (replaced whole)")
    history.set_defaults(handler=cmd_history_csv)


def window_only(args: Sequence[str]) -> tuple[bool, str | None]:
    """Whether ``args`` only open the window (nothing, or ``--data-dir DIR``), and the folder.

    The window then starts without building the parser of every subcommand
    (start-up time); anything else goes through the full parser.
    """
    if not args:
        return True, None
    if len(args) == 2 and args[0] == "--data-dir" and not args[1].startswith("-"):
        return True, args[1]
    if len(args) == 1 and args[0].startswith("--data-dir="):
        return True, args[0].split("=", 1)[1]
    return False, None


# What ``schreiber FILE`` opens in the window (the menu entry's ``Exec=schreiber %f``).
OPENED_SUFFIXES: Final = (".json", ".xlsx")
WINDOW_OPTIONS: Final = ("--data-dir", "--database")


def command_names(parser: argparse.ArgumentParser) -> frozenset[str]:
    """The subcommands' names (``score``, ``export`` …)."""
    import argparse

    return frozenset(
        name
        for action in parser._actions
        if isinstance(action, argparse._SubParsersAction)
        for name in action.choices
    )


def file_to_open(args: Sequence[str], commands: frozenset[str]) -> str | None:
    """``schreiber [--data-dir DIR | --database URL] FILE``: the file to open in the window.

    FILE is the last argument when it is no option, no command and no option's
    value, and it is a file or is named like a session file or a workbook
    (``.json``, ``.xlsx``; a missing one is then reported as missing). A file
    named like a command is opened as ``./score``.
    """
    if not args:
        return None
    last = args[-1]
    if last.startswith("-") or last in commands:
        return None
    index, options = 0, args[:-1]
    while index < len(options):
        if options[index] in WINDOW_OPTIONS:
            index += 2
        elif options[index].startswith(tuple(f"{option}=" for option in WINDOW_OPTIONS)):
            index += 1
        else:
            return None  # a command, or an option of the commands
    if index > len(options):
        return None  # FILE is the value of --data-dir or --database
    if os.path.isfile(last) or last.lower().endswith(OPENED_SUFFIXES):
        return last
    return None


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    window, data_dir = window_only(args_list)
    if window:
        from schreiber.ui.application import run

        return run(data_dir)
    try:
        simple = file_command(args_list)
        if simple is not None:
            handler: Callable[[argparse.Namespace], int] = simple.handler
            return handler(simple)
        # ``schreiber score FILE`` and its kin: only their own parsers are needed.
        one_request = bool(args_list) and args_list[0] in ONE_REQUEST_COMMANDS
        parser = build_parser(everything=not one_request)
        opened = file_to_open(args_list, command_names(parser))
        args = parser.parse_args(args_list if opened is None else args_list[:-1])
        if args.command is None:
            if opened is not None and not os.path.isfile(opened):
                why = "is a folder" if os.path.isdir(opened) else "does not exist"
                raise InputError(f"{opened}: cannot open: the file {why}")
            from schreiber.ui.application import run

            if opened is None:
                return run(args.data_dir, args.database)
            return run(args.data_dir, args.database, os.path.abspath(opened))
        handler = args.handler
        return handler(args)
    except CommandError as error:
        print(f"schreiber: {one_line(str(error))}", file=sys.stderr)
        return error.status
    except RecordError as error:
        print(f"schreiber: {one_line(str(error))}", file=sys.stderr)
    except BrokenPipeError:
        # The reader left (``schreiber replay x | head``): stop quietly, as the
        # Python documentation's note on SIGPIPE advises, without a traceback.
        silence_stdout()
        return 1
    return EXIT_BAD_INPUT


def one_line(message: str) -> str:
    """``message`` with line breaks and other control characters escaped (``\\n``).

    A field name comes from the input's keys, a path from the command line:
    either may hold a line break, and the contract is one line.
    """
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in message)
