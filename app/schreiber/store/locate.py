"""Which store to open: a URL (``--database``, ``$SCHREIBER_DATABASE``) or the data folder.

``sqlite:///path/to/file.db`` opens that SQLite file; ``postgresql://user@host:
port/dbname`` (or ``postgres://``, or a key/value string ``host=… dbname=…``:
any address libpq accepts, see :mod:`schreiber.store.address`) a PostgreSQL database,
through the optional psycopg driver, imported only then. Without a URL the
SQLite file in the data folder is opened, as always.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final
from urllib.parse import unquote

from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.store.address import echo, is_postgres_address
from schreiber.store.core import StoreCore, StoreError
from schreiber.store.database import Store

DATABASE_ENV: Final = "SCHREIBER_DATABASE"
SQLITE_PREFIX: Final = "sqlite:///"

M_BAD_URL = QT_TRANSLATE_NOOP(
    "StoreError",
    "The database address {url} is not one Schreiber knows; write sqlite:///path/to/file.db,"
    " postgresql://user@host:port/dbname or host=… port=… dbname=… user=…",
)
M_NO_DRIVER = QT_TRANSLATE_NOOP(
    "StoreError",
    "Schreiber cannot reach PostgreSQL databases here: the psycopg driver is not installed"
    " (install it with: pip install 'schreiber[postgres]')",
)


def is_postgres(url: str) -> bool:
    """A PostgreSQL address (``postgresql://``, ``postgres://`` or key/value), told
    without parsing it: libpq's parser reads it later, on the PostgreSQL path only."""
    return is_postgres_address(url)


def sqlite_path(url: str) -> Path | None:
    """The file of a ``sqlite:///…`` URL (None for any other URL).

    Read as a ``file:`` URL is: what follows ``sqlite://`` is the path, so
    ``sqlite:///home/anna/club.db`` is ``/home/anna/club.db`` (and on Windows
    ``sqlite:///C:/Users/anna/club.db`` is ``C:/Users/anna/club.db``).
    """
    if not url.startswith(SQLITE_PREFIX):
        return None
    path = unquote(url[len("sqlite://") :])
    if len(path) > 2 and path[2] == ":" and path[1].isalpha():  # /C:/… on Windows
        path = path[1:]
    if path.rstrip("/") == "":
        return None
    return Path(path)


def database_url(database: str | None = None, data_dir: str | None = None) -> str | None:
    """The database URL the command line and the environment name, or None for the
    SQLite file in the data folder.

    The command line wins over the environment: ``--database``, then an explicit
    ``--data-dir`` (this computer's file), then ``$SCHREIBER_DATABASE``.
    """
    if database:
        return database
    if data_dir:
        return None
    return os.environ.get(DATABASE_ENV) or None


def open_store(
    database: str | None = None,
    data_dir: str | None = None,
    *,
    writer: str | None = None,
    password: str | None = None,
) -> StoreCore:
    """Open the store ``database`` names (or ``$SCHREIBER_DATABASE``), else the
    SQLite file in ``data_dir``; raises :class:`StoreError` with a clear line.

    ``password`` (the window's, from the keyring) goes to a PostgreSQL server
    apart from the address; without it libpq takes the address's own or looks in
    its own places (``~/.pgpass``, ``PGPASSFILE``, ``PGPASSWORD``)."""
    url = database_url(database, data_dir)
    if url is None:
        return Store.open_default(data_dir, writer=writer)
    path = sqlite_path(url)
    if path is not None:
        return Store(path.expanduser(), writer=writer)
    if is_postgres(url):
        try:
            from schreiber.store.postgres import PostgresStore
        except ImportError as exc:
            raise StoreError(M_NO_DRIVER) from exc
        return PostgresStore(url, writer=writer, password=password)
    raise StoreError(M_BAD_URL, url=echo(url))
