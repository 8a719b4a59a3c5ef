"""Reading a JSON document from a file: within bounds, and refused in the player's words.

A session file to import may be anything: a folder, a named pipe, a file of
gigabytes, a text that breaks off, a list nested a hundred thousand times. It
is read as :mod:`schreiber.io.bounded` reads a workbook — a regular file only,
its size known before it is read — and parsed strictly (``NaN`` and
``Infinity`` are no JSON).

Whatever is wrong is a :class:`JsonFileError`: ``text(language)`` says what is
wrong and what to do, from the catalogue (:mod:`schreiber.catalogue`, context
``"JsonFileError"``), without the parser's own words; ``str()`` is the
technical English line the command line prints (``not valid JSON: Expecting
value at line 1 column 1``). No Qt: the window passes its language.
"""

from __future__ import annotations

import errno
import json
import os
from typing import Final

from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.io.bounded import CONTEXT as NOT_A_FILE_CONTEXT
from schreiber.io.bounded import NotAFileError, read_regular

CONTEXT: Final = "JsonFileError"

M_MISSING: Final = QT_TRANSLATE_NOOP(
    "JsonFileError", "there is no such file (any more); choose the file again"
)
M_NOT_PERMITTED: Final = QT_TRANSLATE_NOOP(
    "JsonFileError",
    "Schreiber may not read it; copy the file to a folder of your own and import the copy",
)
M_UNREADABLE: Final = QT_TRANSLATE_NOOP(
    "JsonFileError",
    "the file could not be read (the disk or the network failed); try again, or copy the"
    " file to this computer first",
)
M_TOO_LARGE: Final = QT_TRANSLATE_NOOP(
    "JsonFileError",
    "the file is larger than {limit} MB, far more than any session file Schreiber writes;"
    " it was not read — choose the session file (.json) Schreiber saved",
)
M_NOT_UTF8: Final = QT_TRANSLATE_NOOP(
    "JsonFileError",
    "the file is not UTF-8 text (byte {byte}), so it is no session file; choose the"
    " session file (.json) Schreiber saved, or save this one as UTF-8 text",
)
M_NOT_JSON: Final = QT_TRANSLATE_NOOP(
    "JsonFileError",
    "the file is no session file: its text is damaged or cut off at line {line},"
    " column {column}; choose the session file (.json) Schreiber saved, or mend it there",
)
M_TOO_DEEP: Final = QT_TRANSLATE_NOOP(
    "JsonFileError",
    "the file is no session file: its lists are nested too deeply; choose the session"
    " file (.json) Schreiber saved",
)
M_BAD_NUMBER: Final = QT_TRANSLATE_NOOP(
    "JsonFileError",
    "the file is no session file: it holds a number no session has (NaN, Infinity or"
    " thousands of digits); choose the session file (.json) Schreiber saved",
)


class JsonFileError(ValueError):
    """A JSON file that cannot be read: ``text(language)`` is the player's line,
    ``str()`` the technical English one.

    ``template`` is the untranslated message (context ``context``; marked with
    ``QT_TRANSLATE_NOOP``) and ``params`` its values.
    """

    def __init__(
        self, template: str, technical: str, context: str = CONTEXT, **params: object
    ) -> None:
        self.template = template
        self.context = context
        self.params = params
        super().__init__(technical)

    def text(self, language: str) -> str:
        """What is wrong and what to do, in ``language`` (English when the
        catalogue lacks it)."""
        from schreiber.catalogue import catalogue  # only for an error's words

        words = catalogue(language).translate(self.context, self.template)
        try:
            return words.format(**self.params)
        except (KeyError, IndexError, ValueError):  # a broken translation hides nothing
            return self.template.format(**self.params)


def too_large(limit: int) -> JsonFileError:
    return JsonFileError(
        M_TOO_LARGE, f"larger than {limit // 2**20} MiB; not read", limit=limit // 2**20
    )


def read_bytes(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them; never
    blocks on a named pipe or a device. Raises :class:`JsonFileError`."""
    try:
        data = read_regular(os.fspath(path), limit)
    except NotAFileError as error:
        raise JsonFileError(
            error.template, f"cannot read: {error}", context=NOT_A_FILE_CONTEXT
        ) from None
    except OSError as error:
        technical = f"cannot read: {error.strerror or error}"
        if error.errno in (errno.ENOENT, errno.ENOTDIR):
            raise JsonFileError(M_MISSING, technical) from None
        if error.errno in (errno.EACCES, errno.EPERM):
            raise JsonFileError(M_NOT_PERMITTED, technical) from None
        raise JsonFileError(M_UNREADABLE, technical) from None
    if data is None:
        raise too_large(limit)
    return data


def _reject_constant(name: str) -> object:
    raise ValueError(f"{name} is not allowed in JSON")


def parse_json(data: bytes) -> object:
    """``data`` as JSON: UTF-8 (a byte order mark allowed), strict. Raises
    :class:`JsonFileError`."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise JsonFileError(
            M_NOT_UTF8, f"not UTF-8 text (byte {error.start})", byte=error.start
        ) from None
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        technical = f"not valid JSON: {error.msg} at line {error.lineno} column {error.colno}"
        raise JsonFileError(M_NOT_JSON, technical, line=error.lineno, column=error.colno) from None
    except RecursionError as error:
        raise JsonFileError(M_TOO_DEEP, f"not valid JSON: {error}") from None
    except ValueError as error:  # NaN, Infinity, a number of too many digits
        raise JsonFileError(M_BAD_NUMBER, f"not valid JSON: {error}") from None


def read_json_file(path: str | os.PathLike[str], limit: int) -> object:
    """The JSON document in the regular file ``path`` of at most ``limit`` bytes.
    Raises :class:`JsonFileError`."""
    return parse_json(read_bytes(path, limit))
