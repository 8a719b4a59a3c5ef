"""``schreiber serve [--session ID | --night ID] [--port P] [--bind ADDRESS]``: the
table's phones, headless (records.md, "The table's phones").

Serves the read-only live page of a session's sheet (by default the newest
session) or of a club night (:mod:`schreiber.serve.server`), prints one line of
JSON first, ``{"url": …}``, and runs until SIGINT or SIGTERM. The server and
aiohttp are imported only when the command runs.

Imports only :mod:`schreiber.cli.common` of the command line.
"""

from __future__ import annotations

import json
import signal
import sys
import threading
from typing import TYPE_CHECKING, Any

from schreiber.cli.common import (
    CLI_WRITER,
    MAX_ID,
    InputError,
    database_errors,
    sqlite_file,
)

if TYPE_CHECKING:
    import argparse

    from schreiber.store.core import StoreCore


def add_serve_command(commands: argparse._SubParsersAction[Any]) -> None:
    serve = commands.add_parser(
        "serve",
        help="show a session's sheet (or a club night) live on the phones at the table:"
        " a read-only web page on the local network, until stopped (Ctrl+C)",
    )
    which = serve.add_mutually_exclusive_group()
    which.add_argument("--session", metavar="ID", help="the session (default: the newest)")
    which.add_argument("--night", metavar="ID", help="a club night: its standing and tables")
    serve.add_argument(
        "--port", metavar="P", type=int, default=0, help="the port (default: any free one)"
    )
    serve.add_argument(
        "--bind",
        metavar="ADDRESS",
        help="the address to serve on (default: this computer's address on the local"
        " network; 0.0.0.0 only when written here)",
    )
    serve.set_defaults(handler=cmd_serve)


def _id(text: str, what: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= MAX_ID:
        raise InputError(f"{what}: {text!r} is not an id; write the whole number")
    return int(text)


def _opener(args: argparse.Namespace) -> Any:
    def open_store() -> StoreCore:
        from schreiber.store.database import Store
        from schreiber.store.locate import open_store

        url, path = sqlite_file(args)
        if path is None:
            return open_store(url, writer=CLI_WRITER)
        if not path.exists():
            raise InputError(f"There is no database {path}")
        return Store(path, writer=CLI_WRITER)

    return open_store


def cmd_serve(args: argparse.Namespace) -> int:
    from schreiber.serve.server import PhoneServer, Target

    if not 0 <= args.port <= 65535:
        raise InputError(f"--port: {args.port} is not a port (0-65535)")
    open_store = _opener(args)
    if args.night is not None:
        target = Target("night", _id(args.night, "--night"))
    elif args.session is not None:
        target = Target("session", _id(args.session, "--session"))
    else:
        with database_errors():
            store = open_store()
            with store:
                newest = store.sessions.last_session_id()
        if newest is None:
            raise InputError("There is no session to show; name one with --session ID")
        target = Target("session", newest)
    from schreiber.store.core import M_NO_NIGHT, StoreError

    server = PhoneServer(open_store, target, bind=args.bind, port=args.port)
    with database_errors():
        try:
            url = server.start()
        except OSError as error:
            raise InputError(
                f"cannot serve on {server.bind}:{args.port}: {error.strerror}"
            ) from None
        except StoreError as error:
            if error.template == M_NO_NIGHT:  # as ``schreiber night show``: bad input
                raise InputError(str(error)) from None
            raise
    print(json.dumps({"url": url}), flush=True)
    done = threading.Event()

    def stop(signum: int, frame: object) -> None:
        done.set()

    previous = {sig: signal.signal(sig, stop) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        while not done.wait(0.5) and not server.stopped.is_set():
            pass
    finally:
        server.stop()
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    if not done.is_set():
        print("schreiber: the phones' server stopped", file=sys.stderr)
        return 4
    return 0
