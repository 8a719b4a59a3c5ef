"""``schreiber club-setup --table-role NAME``: a login for the tables' laptops.

Run with the organiser's connection (the database's owner: ``--database
postgresql://…`` or ``$SCHREIBER_DATABASE``, the password from libpq's own
places). It makes the schema if the database is empty, and the login role NAME
with exactly a table's rights (``schreiber.store.roles``); its password is one line on
standard input (asked for without echo on a terminal), never on the command
line. Running it again changes nothing but the password it is given; with
another NAME it adds a second table role. A SQLite file has no roles: there the
file's permissions are the boundary (exit status 2).

Prints ``{"table_role": NAME, "created": true|false}``.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, Final

from schreiber.cli.common import (
    CLI_WRITER,
    InputError,
    database_errors,
    sqlite_file,
    write_json,
)

if TYPE_CHECKING:
    import argparse

MAX_PASSWORD: Final = 1024


def add_club_setup_command(commands: argparse._SubParsersAction[Any]) -> None:
    setup = commands.add_parser(
        "club-setup",
        help="with the organiser's login: the club's schema and a login role for the tables'"
        " laptops (its password as one line on standard input)",
        description="Run with the organiser's connection (the database's owner). Makes the"
        " club's schema if the database is empty, and the login role NAME for the tables'"
        " laptops: it may read everything of the club, create sessions, change the records"
        " of sessions that are not in a closed club night and mark tables finished, nothing"
        " else. Its password is read as one line from standard input (asked for without"
        " echo on a terminal). Running it again changes nothing but the password it is"
        " given; another NAME adds another table role. Not for SQLite files, which have no"
        " roles.",
    )
    setup.add_argument(
        "--table-role",
        metavar="NAME",
        required=True,
        help="the tables' login role to make, or to give a new password",
    )
    setup.set_defaults(handler=cmd_club_setup)


def read_password(name: str) -> str:
    """The table role's password: one line of standard input, or asked for on
    the terminal without echo. Never from the command line, never printed."""
    stdin = sys.stdin
    isatty = getattr(stdin, "isatty", None)
    if callable(isatty) and isatty():
        import getpass

        try:
            text = getpass.getpass(f"Password for the tables' login {name}: ")
        except EOFError:
            text = ""
    else:
        data = stdin.buffer.readline(MAX_PASSWORD + 2)
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise InputError("standard input: the password is not UTF-8 text") from None
        text = text.removesuffix("\n").removesuffix("\r")
    if not text:
        raise InputError(
            "standard input: no password for the tables' login; send it as one line on"
            " standard input (it is never taken from the command line)"
        )
    if len(text) > MAX_PASSWORD or not text.isprintable():
        raise InputError(
            f"standard input: the password must be one line of at most {MAX_PASSWORD}"
            " printable characters"
        )
    return text


def cmd_club_setup(args: argparse.Namespace) -> int:
    from schreiber.store.core import StoreError
    from schreiber.store.locate import M_NO_DRIVER, is_postgres, open_store

    url, path = sqlite_file(args)
    if path is not None or url is None:
        raise InputError(
            f"club-setup: the database {path} is a SQLite file, and SQLite has no roles:"
            " there the file's permissions are the boundary. club-setup works on a club's"
            " PostgreSQL database (--database postgresql://… or $SCHREIBER_DATABASE)"
        )
    name = args.table_role
    with database_errors():
        if not is_postgres(url):
            open_store(url, writer=CLI_WRITER).close()  # refuses the address and says why
            raise InputError(f"club-setup: {url} is no PostgreSQL database")
        try:
            from schreiber.store.postgres import PostgresStore
            from schreiber.store.roles import M_ROLE_TAKEN, is_role_name, set_up_table_role
        except ImportError:
            raise StoreError(M_NO_DRIVER) from None
        if not is_role_name(name):
            raise InputError(
                f"--table-role: {name!r} is not a name for a login; use letters, digits and"
                " _ . - (at most 63, starting with a letter or _, not pg_), e.g. table1"
            )
        password = read_password(name)
        store = open_store(url, writer=CLI_WRITER)  # makes the schema in an empty one
        with store:
            assert isinstance(store, PostgresStore)
            try:
                created = set_up_table_role(store, name, password)
            except StoreError as error:
                if error.template == M_ROLE_TAKEN:
                    raise InputError(str(error)) from None
                raise
    write_json({"table_role": name, "created": created})
    return 0
