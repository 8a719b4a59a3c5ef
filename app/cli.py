"""The ``schreiber`` command: no arguments opens the window, a subcommand works headless.

The headless path imports neither Qt nor pandas, so ``schreiber score``
answers at once. Bad input exits with status 2 and one line on standard error.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NoReturn

from app.games.errors import RecordError

if TYPE_CHECKING:
    import argparse

EXIT_BAD_INPUT = 2
MAX_INPUT_BYTES = 64 * 1024 * 1024


class InputError(Exception):
    """Input the command cannot use; the message is the whole line to print."""


def _reject_constant(name: str) -> object:
    raise ValueError(f"{name} is not allowed in JSON")


def read_json(path: str) -> object:
    """Read a JSON document from ``path`` or standard input (``-``)."""
    where = "standard input" if path == "-" else path
    try:
        if path == "-":
            data = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
        else:
            with open(path, "rb") as handle:
                data = handle.read(MAX_INPUT_BYTES + 1)
    except OSError as error:
        raise InputError(f"{where}: cannot read: {error.strerror or error}") from None
    if len(data) > MAX_INPUT_BYTES:
        raise InputError(f"{where}: larger than {MAX_INPUT_BYTES // 2**20} MiB; not read")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InputError(f"{where}: not UTF-8 text (byte {error.start})") from None
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        raise InputError(
            f"{where}: not valid JSON: {error.msg} at line {error.lineno} column {error.colno}"
        ) from None
    except (ValueError, RecursionError) as error:
        raise InputError(f"{where}: not valid JSON: {error}") from None


def write_json(value: object) -> None:
    text = json.dumps(value, ensure_ascii=False, indent=2) + "\n"
    # A file name that is not UTF-8 reaches us as lone surrogates ("\udcff");
    # written as that JSON escape, it reads back as the same name.
    sys.stdout.buffer.write(text.encode("utf-8", "backslashreplace"))
    sys.stdout.flush()


def cmd_score(args: argparse.Namespace) -> int:
    from app.games.fields import as_choice, as_object, require
    from app.games.registry import GAME_NAMES, game

    request = as_object(read_json(args.file), "input")
    name = as_choice(require(request, "game", ""), "game", GAME_NAMES)
    write_json(game(name).score_request(request))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from app.session.file import parse_session_replay

    _, replay = parse_session_replay(read_json(args.file))
    write_json(replay.to_json())
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    from app.session.file import parse_session

    data: object
    if args.file.lower().endswith(".xlsx"):
        from app.io.workbook import WorkbookError, read_workbook

        try:
            data = read_workbook(args.file)
        except WorkbookError as error:
            raise InputError(f"{args.file}: {error}") from None
        except OSError as error:
            raise InputError(f"{args.file}: cannot read: {error.strerror or error}") from None
    else:
        data = read_json(args.file)
    write_json(parse_session(data).to_json())
    return 0


def cmd_deadlines(args: argparse.Namespace) -> int:
    from app.games.doppelkopf.deadlines import deadlines_request

    write_json(deadlines_request(read_json(args.file)))
    return 0


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

    from app.io.workbook import WorkbookError, export_workbook
    from app.session.file import parse_session

    session = parse_session(read_json(args.file))
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
    try:
        export_workbook(session, args.out, language, rate, args.currency, rounding)
    except WorkbookError as error:
        raise InputError(f"{args.out}: {error}") from None
    except OSError as error:
        raise InputError(f"{args.out}: cannot write: {error.strerror or error}") from None
    write_json({"written": args.out})
    return 0


def build_parser() -> argparse.ArgumentParser:
    import argparse

    from app import __version__

    class _Parser(argparse.ArgumentParser):
        def error(self, message: str) -> NoReturn:
            # One line, not argparse's usage block: the contract is one clear line.
            raise InputError(f"{message} (see 'schreiber --help')")

    parser = _Parser(
        prog="schreiber",
        description="Score pad for Doppelkopf, Pfälzer Schafkopf and Crescendo. "
        "Without a command it opens the window.",
    )
    parser.add_argument("--version", action="version", version=f"schreiber {__version__}")
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help="folder of the session database (default: the user's data folder, "
        "or $SCHREIBER_DATA_DIR)",
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
    export.add_argument("out", metavar="OUT.xlsx", help="the workbook to write")
    export.add_argument(
        "--language", choices=("en", "de", "ja"), help="labels' language (default: from $LANG)"
    )
    export.add_argument("--rate", help="money per point, e.g. 0.05, for the settlement")
    export.add_argument("--currency", default="€", help="currency sign (default: €)")
    export.add_argument(
        "--rounding", default="0.01", help="round each balance to this step (default: 0.01)"
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
    return parser


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


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    window, data_dir = window_only(args_list)
    if window:
        from app.ui.application import run

        return run(data_dir)
    try:
        args = build_parser().parse_args(args_list)
        if args.command is None:
            from app.ui.application import run

            return run(args.data_dir)
        handler: Callable[[argparse.Namespace], int] = args.handler
        return handler(args)
    except (RecordError, InputError) as error:
        print(f"schreiber: {one_line(str(error))}", file=sys.stderr)
    except BrokenPipeError:
        # The reader left (``schreiber replay x | head``): stop quietly, as the
        # Python documentation's note on SIGPIPE advises, without a traceback.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    return EXIT_BAD_INPUT


def one_line(message: str) -> str:
    """``message`` with line breaks and other control characters escaped (``\\n``).

    A field name comes from the input's keys, a path from the command line:
    either may hold a line break, and the contract is one line.
    """
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in message)


if __name__ == "__main__":
    sys.exit(main())
