"""What every ``schreiber`` command shares: exit statuses, errors, JSON in and out,
and the database the options name.

:mod:`schreiber.cli` builds the commands from these, and so does
:mod:`schreiber.cli.club_setup`; neither is imported here. No Qt, no pandas.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse
    from pathlib import Path

EXIT_BAD_INPUT = 2
EXIT_CONFLICT = 3
EXIT_DATABASE = 4
EXIT_NOT_PERMITTED = 5
# The largest JSON read: a session file's limit (schreiber.session.file.MAX_SESSION_BYTES,
# kept equal by tests/hardening/test_bounds.py), checked before anything is parsed.
MAX_INPUT_BYTES = 8 * 1024 * 1024
# A league's request holds a season's evenings (a few hundred sessions).
MAX_LEAGUE_BYTES = 64 * 1024 * 1024
# The undo history of every command's change (no command undoes; one writer keeps
# the history of command-line changes to the store's limit per session).
CLI_WRITER = "command-line"
# Stored ids are SQLite/PostgreSQL integers: larger numbers name nothing.
MAX_ID = 2**63 - 1


class CommandError(Exception):
    """A failure the command reports as one line; ``status`` is its exit status."""

    status = EXIT_BAD_INPUT


class InputError(CommandError):
    """Input the command cannot use; the message is the whole line to print."""


class ConflictCommandError(CommandError):
    """The record was changed or deleted elsewhere since the revision given."""

    status = EXIT_CONFLICT


class NotPermittedCommandError(CommandError):
    """A closed club night's session, or a change the database login may not make."""

    status = EXIT_NOT_PERMITTED


class DatabaseCommandError(CommandError):
    """The database cannot be reached, read or written."""

    status = EXIT_DATABASE


def read_json(
    path: str, limit: int = MAX_INPUT_BYTES, check: Callable[[str, bytes], None] | None = None
) -> object:
    """Read a JSON document from ``path`` or standard input (``-``), at most ``limit``
    bytes (a session file's limit unless the command reads more: a league's evenings).
    ``check`` sees where it came from and its bytes before they are parsed.

    The reading is :mod:`schreiber.io.json_file`'s, as the window's is; the command
    line prints its technical English line, and names standard input as a way in."""
    from schreiber.io.bounded import M_FIFO
    from schreiber.io.json_file import (
        M_TOO_LARGE,
        JsonFileError,
        parse_json,
        read_bytes,
        too_large,
    )

    where = "standard input" if path == "-" else path
    try:
        # A regular file only, its size known before it is read: a named pipe
        # would block for ever, a device never end.
        data = sys.stdin.buffer.read(limit + 1) if path == "-" else read_bytes(path, limit)
        if len(data) > limit:
            raise too_large(limit)
        if check is not None:
            check(where, data)
        return parse_json(data)
    except JsonFileError as error:
        if error.template == M_FIFO:
            raise InputError(f"{where}: {error}; or give - and send it to standard input") from None
        if error.template == M_TOO_LARGE and limit == MAX_INPUT_BYTES:
            raise InputError(
                f"{where}: larger than {MAX_INPUT_BYTES // 2**20} MiB, more than any session"
                " file (a session holds at most 5,000 deals); not read — split it into sessions"
            ) from None
        raise InputError(f"{where}: {error}") from None


def write_json(value: object) -> None:
    text = json.dumps(value, ensure_ascii=False, indent=2) + "\n"
    # A file name that is not UTF-8 reaches us as lone surrogates ("\udcff");
    # written as that JSON escape, it reads back as the same name.
    sys.stdout.buffer.write(text.encode("utf-8", "backslashreplace"))
    sys.stdout.flush()


@contextmanager
def database_errors() -> Iterator[None]:
    """The store's errors as the command's exit statuses: a stale revision 3, an
    unknown session or a database address libpq would not read 2 (bad input),
    anything else 4."""
    from schreiber.store.address import AddressError
    from schreiber.store.core import (
        M_BAD_KEY,
        M_KEY_TAKEN,
        M_NO_SESSION,
        ConflictError,
        NotPermittedError,
        StoreError,
    )
    from schreiber.store.locate import M_BAD_URL

    try:
        yield
    except ConflictError as error:
        raise ConflictCommandError(str(error)) from None
    except NotPermittedError as error:  # a closed night, or the login may not: 5
        raise NotPermittedCommandError(str(error)) from None
    except StoreError as error:
        bad_input = (M_NO_SESSION, M_BAD_URL, M_BAD_KEY, M_KEY_TAKEN)
        if error.template in bad_input or isinstance(error, AddressError):
            raise InputError(str(error)) from None
        raise DatabaseCommandError(str(error)) from None
    except OSError as error:  # the store wraps its own; this is a last guard
        raise DatabaseCommandError(
            f"the database cannot be used: {error.strerror or error}"
        ) from None


def sqlite_file(args: argparse.Namespace) -> tuple[str | None, Path | None]:
    """The database the options and the environment name: a URL that is not a
    SQLite file's, or the SQLite file.

    The command line wins over the environment: ``--database``, then
    ``--data-dir``, then ``$SCHREIBER_DATABASE``, then ``$SCHREIBER_DATA_DIR``,
    then the user's data folder.
    """
    from schreiber.store.database import DEFAULT_FILENAME, data_folder
    from schreiber.store.locate import database_url, sqlite_path

    if args.database and args.data_dir:
        raise InputError(
            "--database and --data-dir name two databases; give one of them"
            " (see 'schreiber --help')"
        )
    url = database_url(args.database, args.data_dir)
    if url is not None:
        path = sqlite_path(url)
        return (url, None) if path is None else (None, path.expanduser())
    return None, data_folder(args.data_dir) / DEFAULT_FILENAME
