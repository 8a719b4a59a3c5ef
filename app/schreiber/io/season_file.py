"""The season file on disk: read within bounds, written atomically.

What a season file holds, and how it is checked, is :mod:`schreiber.club.season_file`
(pure: bytes and JSON in, a :class:`~schreiber.club.season_file.SeasonFile` out);
here it meets the file system as every file Schreiber reads or writes does: a
regular file only, its size known before it is read (:mod:`schreiber.io.bounded`),
replaced whole or not at all (:mod:`schreiber.io.safe_write`).
"""

from __future__ import annotations

import os

from schreiber.club.season_file import (
    M_FILE_TOO_LARGE,
    M_SEASON_TOO_LARGE,
    MAX_SEASON_BYTES,
    SeasonFile,
    loads,
    parse_season,
    season_text,
)
from schreiber.games.errors import RecordError
from schreiber.io.bounded import read_regular
from schreiber.io.safe_write import write_file


def write_season_file(season: SeasonFile, path: str | os.PathLike[str]) -> None:
    """Write the season file to ``path``, replaced atomically
    (:func:`schreiber.io.safe_write.write_file`: a folder, a link or a read-only file is
    refused with :class:`~schreiber.io.safe_write.WriteError`). A season larger than
    :func:`read_season_file` reads back is refused (:class:`RecordError`)."""
    data = season_text(season).encode("utf-8")
    if len(data) > MAX_SEASON_BYTES:
        raise RecordError("", M_SEASON_TOO_LARGE, limit=MAX_SEASON_BYTES // 2**20)
    write_file(path, data)


def read_season_file(path: str | os.PathLike[str]) -> SeasonFile:
    """Read a season file: a regular file only, its size checked before reading.

    Raises :class:`~schreiber.io.bounded.NotAFileError` for a folder, a named pipe or a
    device, :class:`OSError` for a file that cannot be read, and
    :class:`RecordError` for anything wrong with what it holds.
    """
    data = read_regular(os.fspath(path), MAX_SEASON_BYTES)
    if data is None:
        raise RecordError("", M_FILE_TOO_LARGE, limit=MAX_SEASON_BYTES // 2**20)
    return parse_season(loads(data))
