"""Reading files that may be hostile, within fixed bounds (issue 18).

A workbook or session file to import may come from anywhere: a FIFO named
``evening.xlsx``, a zip bomb, a sheet of 45 million tiny tags packed into
200 KB, a row of nine million cells. Everything here is checked before it is
read, and read as a stream, so that time and memory stay bounded by the limits
the caller gives — whatever the file holds:

- :func:`open_regular` opens only a regular file, without blocking (a named
  pipe with no writer would otherwise hang the window for ever);
- :func:`checked_archive` refuses a zip whose central directory, number of
  parts, unpacked sizes or packing ratio go beyond the limits, before the
  directory is even parsed by :mod:`zipfile`;
- :func:`count_tags` counts the tags of a part (every tag starts with ``<``) in
  a bounded streaming read, and :func:`sheet_rows` / :func:`read_strings` parse
  one part with expat, one event at a time, keeping only the cells asked for,
  with an element budget and a length limit per text; a document type
  declaration (and so any entity) is refused.

No openpyxl here: it reads some parts whole and builds every row in memory.
No Qt either: the messages are marked for translation (context
``"WorkbookError"``) and :class:`WorkbookError` keeps the template and its
values; the window translates them, the command line prints the English.
"""

from __future__ import annotations

import os
import posixpath
import re
from collections.abc import Callable, Collection, Generator, Sequence
from typing import IO, TYPE_CHECKING, Any, Final

from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.frozen import Frozen
from schreiber.io.safe_write import file_kind

if TYPE_CHECKING:  # imported where a workbook is read: reading a JSON file needs neither
    import zipfile

MIB: Final = 1024 * 1024
CHUNK_BYTES: Final = 1 << 16  # read and parse a part 64 KiB at a time
MAX_CELL_CHARS: Final = 32_767  # what one cell of Excel or LibreOffice holds
MAX_COLUMN: Final = 16_384  # XFD
MAX_ROW: Final = 1_048_576
RATIO_FLOOR: Final = MIB  # smaller parts are not held to the packing ratio

CONTEXT: Final = "WorkbookError"

# Not a file.
M_FOLDER: Final = QT_TRANSLATE_NOOP(
    "WorkbookError", "it is a folder, not a file; choose the file itself"
)
M_FIFO: Final = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "it is a named pipe (FIFO), not a file, and Schreiber reads files only; save what"
    " it carries to a file and import that",
)
M_DEVICE: Final = QT_TRANSLATE_NOOP(
    "WorkbookError", "it is a device, not a file; choose a file saved on disk"
)
M_SPECIAL: Final = QT_TRANSLATE_NOOP(
    "WorkbookError", "it is not a regular file (a socket, say); choose a file saved on disk"
)
# The container.
M_TOO_LARGE: Final = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the file is larger than {limit} MB, far more than any workbook Schreiber writes;"
    " it was not read — import a workbook Schreiber exported, or the session file (.json)",
)
M_BOMB: Final = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the workbook would unpack to more than {limit} MB (or more than {members} parts);"
    " it was not read — it is not a workbook Schreiber wrote; import one Schreiber"
    " exported, or the session file (.json)",
)
M_PACKED: Final = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the part {part} is packed more than {ratio} times tighter than any workbook"
    " Schreiber writes (a zip bomb); it was not read — import a workbook Schreiber"
    " exported, or the session file (.json)",
)
M_DAMAGED: Final = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the file is not an Excel workbook (.xlsx) or it is damaged; export the evening"
    " again or import its session file (.json)",
)
# The parts.
M_TOO_MANY_TAGS: Final = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the part {part} holds more than {limit} entries, far more than any evening's"
    " workbook; it was not read — it is not a workbook Schreiber wrote",
)
M_TOO_MUCH_TEXT: Final = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the part {part} holds more text than any evening's workbook (a cell of more than"
    " {cell} characters, or more than {limit} MB in all); it was not read — it is not a"
    " workbook Schreiber wrote",
)
M_TOO_MANY_ROWS: Final = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the sheet {sheet!r} has more than {limit} rows, more than a session of at most"
    " {deals} deals fills; the workbook was not read — import a workbook Schreiber"
    " exported",
)


class Phrase(str):
    """A value of a :class:`WorkbookError` that is itself translated (context
    ``"WorkbookError"``), such as "nothing"."""


class WorkbookError(ValueError):
    """A workbook that cannot be written or read: one line, what is wrong and what to do.

    ``template`` is the untranslated message (context ``"WorkbookError"``; marked
    with ``QT_TRANSLATE_NOOP``) and ``params`` its values; a :class:`Phrase`
    value is translated too, and ``record`` is the session's own error when the
    stored session does not check (its reason is translated as the engine's).
    ``str()`` is the English line. A message formatted beforehand (no params)
    is its own template.
    """

    def __init__(self, template: str, record: RecordError | None = None, **params: object) -> None:
        self.template = template
        self.params = params
        self.record = record
        super().__init__(template.format(**params) if params else template)


def thousands(number: int) -> str:
    """A limit as the messages show it: 10,000."""
    return f"{number:,}"


# --- files -----------------------------------------------------------------------------


NOT_READ: Final = {"folder": M_FOLDER, "fifo": M_FIFO, "device": M_DEVICE, "other": M_SPECIAL}


def _kind(mode: int) -> str | None:
    """Why a file of this mode is not read; None for a regular file."""
    kind = file_kind(mode)
    return None if kind == "file" else NOT_READ[kind]


class NotAFileError(OSError):
    """A path that is no regular file: a folder, a named pipe, a device, a socket.
    ``str()`` is the English reason; ``template`` is it untranslated."""

    def __init__(self, template: str) -> None:
        self.template = template
        super().__init__(template)


def open_regular(path: str) -> IO[bytes]:
    """Open ``path`` for reading if it is a regular file; never blocks.

    The path is looked at first (a device is not even opened), then opened
    without blocking (a named pipe swapped in meanwhile opens at once instead of
    waiting for a writer) and looked at again through the open file.
    Raises :class:`NotAFileError`, or the ``OSError`` of a missing or unreadable file.
    """
    why = _kind(os.stat(path).st_mode)
    if why is not None:
        raise NotAFileError(why)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    handle = os.open(path, flags | getattr(os, "O_CLOEXEC", 0))
    try:
        why = _kind(os.fstat(handle).st_mode)
        if why is not None:
            raise NotAFileError(why)
        return os.fdopen(handle, "rb")
    except BaseException:
        os.close(handle)
        raise


def read_regular(path: str, limit: int) -> bytes | None:
    """The bytes of the regular file ``path``, or None when it holds more than ``limit``
    (found from its size, before reading; and while reading, should it grow)."""
    with open_regular(path) as stream:
        if os.fstat(stream.fileno()).st_size > limit:
            return None
        data = stream.read(limit + 1)
    return None if len(data) > limit else data


# --- the zip container -----------------------------------------------------------------


class ZipLimits(Frozen):
    FIELDS = ("file_bytes", "members", "unpacked_bytes", "ratio", "directory_bytes")
    __slots__ = FIELDS
    file_bytes: int
    members: int
    unpacked_bytes: int  # all parts together, as the directory declares them
    ratio: int  # unpacked / packed, for parts of RATIO_FLOOR bytes or more
    directory_bytes: int

    def __init__(
        self, file_bytes: int, members: int, unpacked_bytes: int, ratio: int, directory_bytes: int
    ) -> None:
        object.__setattr__(self, "file_bytes", file_bytes)
        object.__setattr__(self, "members", members)
        object.__setattr__(self, "unpacked_bytes", unpacked_bytes)
        object.__setattr__(self, "ratio", ratio)
        object.__setattr__(self, "directory_bytes", directory_bytes)


_END: Final = b"PK\x05\x06"
_END64_LOCATOR: Final = b"PK\x06\x07"


def _check_directory(stream: IO[bytes], size: int, limits: ZipLimits) -> None:
    """The end record, read by hand: a central directory too large for the limits
    (zipfile would parse every entry of it) or a ZIP64 one is refused unparsed."""
    import struct  # here: reading a JSON file needs it not

    tail_size = min(size, 22 + 65_535)
    stream.seek(size - tail_size)
    tail = stream.read(tail_size)
    at = tail.rfind(_END)
    if at < 0 or len(tail) - at < 22:
        raise WorkbookError(M_DAMAGED)
    entries, directory = struct.unpack("<HI", tail[at + 10 : at + 16])
    if at >= 20 and tail[at - 20 : at - 16] == _END64_LOCATOR:
        raise WorkbookError(M_BOMB, limit=limits.unpacked_bytes // MIB, members=limits.members)
    if entries > limits.members or directory > limits.directory_bytes:
        raise WorkbookError(M_BOMB, limit=limits.unpacked_bytes // MIB, members=limits.members)
    stream.seek(0)


def checked_archive(stream: IO[bytes], limits: ZipLimits) -> zipfile.ZipFile:
    """The zip in ``stream``, its directory checked against ``limits``; nothing unpacked.

    Every part's declared size is what :mod:`zipfile` unpacks at most (it cuts a
    part off there and then fails its checksum), so the declared sizes bound the
    work of reading any part.
    """
    import zipfile

    size = os.fstat(stream.fileno()).st_size
    if size > limits.file_bytes:
        raise WorkbookError(M_TOO_LARGE, limit=limits.file_bytes // MIB)
    _check_directory(stream, size, limits)
    try:
        archive = zipfile.ZipFile(stream)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, ValueError, NotImplementedError):
        raise WorkbookError(M_DAMAGED) from None
    try:
        members = archive.infolist()
        total = 0
        bomb = WorkbookError(M_BOMB, limit=limits.unpacked_bytes // MIB, members=limits.members)
        if len(members) > limits.members:
            raise bomb
        for member in members:
            total += member.file_size
            if total > limits.unpacked_bytes:
                raise bomb
            if member.flag_bits & 0x1 or member.compress_type not in (
                zipfile.ZIP_STORED,
                zipfile.ZIP_DEFLATED,
            ):
                raise WorkbookError(M_DAMAGED)  # encrypted, or packed as no workbook is
            if member.file_size >= RATIO_FLOOR and member.file_size > limits.ratio * max(
                1, member.compress_size
            ):
                raise WorkbookError(M_PACKED, part=member.filename[:100], ratio=limits.ratio)
    except BaseException:
        archive.close()
        raise
    return archive


def _open_part(archive: zipfile.ZipFile, part: str) -> IO[bytes]:
    return archive.open(part)


def count_tags(archive: zipfile.ZipFile, part: str, limit: int) -> int:
    """The tags of ``part`` (every tag starts with "<"), refusing more than ``limit``
    as soon as they are read: quick, whatever the part holds."""
    tags = 0
    with _open_part(archive, part) as stream:
        while chunk := stream.read(CHUNK_BYTES):
            tags += chunk.count(b"<")
            if tags > limit:
                raise WorkbookError(M_TOO_MANY_TAGS, part=part[:100], limit=thousands(limit))
    return tags


# --- XML, one event at a time ----------------------------------------------------------


class _StopReadingError(Exception):
    """Everything asked for was read: the rest of the part is not parsed."""


Start = Callable[[str, dict[str, str]], None]
End = Callable[[str], None]
Text = Callable[[str], None]


def _local(name: str) -> str:
    """An element's or attribute's name without its prefix (``x:c``, ``r:id``)."""
    return name.rpartition(":")[2] if ":" in name else name


def _refuse_declarations(*_: object) -> None:
    raise WorkbookError(M_DAMAGED)  # no workbook part has a DTD; entities are never expanded


def _refuse_entity(*_: object) -> int:
    raise WorkbookError(M_DAMAGED)


def _parser(part: str, start: Start, end: End | None, text: Text | None, budget: int) -> Any:
    """An expat parser calling ``start(name, attributes)``, ``end(name)`` and
    ``text(characters)`` with names as written (a prefix is taken off by the
    handlers that care, :func:`_local`), refusing more than ``budget`` elements
    (0: no limit) and any document type declaration."""
    from xml.parsers import expat

    parser = expat.ParserCreate()
    parser.buffer_text = True
    parser.buffer_size = CHUNK_BYTES
    parser.StartDoctypeDeclHandler = _refuse_declarations
    parser.EntityDeclHandler = _refuse_declarations
    parser.ExternalEntityRefHandler = _refuse_entity
    if budget:
        elements = 0

        def on_start(name: str, attributes: dict[str, str]) -> None:
            nonlocal elements
            elements += 1
            if elements > budget:
                raise WorkbookError(M_TOO_MANY_TAGS, part=part[:100], limit=thousands(budget))
            start(name, attributes)

        parser.StartElementHandler = on_start
    else:
        parser.StartElementHandler = start
    if end is not None:
        parser.EndElementHandler = end
    if text is not None:
        parser.CharacterDataHandler = text
    return parser


def parse(
    archive: zipfile.ZipFile,
    part: str,
    start: Start,
    end: End | None = None,
    text: Text | None = None,
    budget: int = 0,
) -> None:
    """Parse all of ``part`` (a handler may raise :class:`_StopReadingError` to end early)."""
    from xml.parsers import expat

    parser = _parser(part, start, end, text, budget)
    try:
        with _open_part(archive, part) as stream:
            while chunk := stream.read(CHUNK_BYTES):
                parser.Parse(chunk, False)
            parser.Parse(b"", True)
    except _StopReadingError:
        return
    except expat.ExpatError:
        raise WorkbookError(M_DAMAGED) from None


def elements(
    archive: zipfile.ZipFile, part: str, wanted: Collection[str], budget: int
) -> list[tuple[str, dict[str, str]]]:
    """The ``wanted`` elements of a small part (content types, the workbook, its
    relationships), with their attributes; the part's tags counted first."""
    count_tags(archive, part, budget)
    found: list[tuple[str, dict[str, str]]] = []

    def start(name: str, attributes: dict[str, str]) -> None:
        name = _local(name)
        if name in wanted:
            found.append((name, {_local(key): value for key, value in attributes.items()}))

    parse(archive, part, start, budget=budget)
    return found


def relationships(archive: zipfile.ZipFile, part: str, budget: int) -> dict[str, tuple[str, str]]:
    """``Id`` → (type, part path) of the relationships of ``part``; external targets left out."""
    folder, name = posixpath.split(part)
    rels = posixpath.join(folder, "_rels", f"{name}.rels")
    found: dict[str, tuple[str, str]] = {}
    for _, attributes in elements(archive, rels, {"Relationship"}, budget):
        if attributes.get("TargetMode") == "External":
            continue
        target = attributes.get("Target", "")
        path = target[1:] if target.startswith("/") else posixpath.join(folder, target)
        found[attributes.get("Id", "")] = (attributes.get("Type", ""), posixpath.normpath(path))
    return found


class _TextLimit:
    """Characters of one text and of a whole part, refused beyond the limits."""

    def __init__(self, part: str, total: int) -> None:
        self.part, self.total, self.used = part, total, 0

    def add(self, pieces: list[str], characters: str, in_this: int) -> int:
        self.used += len(characters)
        in_this += len(characters)
        if in_this > MAX_CELL_CHARS or self.used > self.total:
            raise WorkbookError(
                M_TOO_MUCH_TEXT,
                part=self.part[:100],
                cell=thousands(MAX_CELL_CHARS),
                limit=self.total // MIB,
            )
        pieces.append(characters)
        return in_this


def read_strings(archive: zipfile.ZipFile, part: str, budget: int, chars: int) -> list[str]:
    """The shared strings, as Excel and openpyxl read them: a string's plain text
    and its runs' text, without the phonetic guide (``rPh``)."""
    count_tags(archive, part, budget)
    strings: list[str] = []
    pieces: list[str] = []
    limit = _TextLimit(part, chars)
    state = {"in_si": False, "capture": False, "phonetic": 0, "length": 0}

    def start(name: str, _: dict[str, str]) -> None:
        name = _local(name)
        if name == "si":
            state["in_si"], state["length"] = True, 0
            pieces.clear()
        elif name == "rPh":
            state["phonetic"] += 1
        elif name == "t" and state["in_si"] and not state["phonetic"]:
            state["capture"] = True

    def end(name: str) -> None:
        name = _local(name)
        if name == "si":
            strings.append("".join(pieces))
            state["in_si"] = False
        elif name == "rPh":
            state["phonetic"] -= 1
        elif name == "t":
            state["capture"] = False

    def text(characters: str) -> None:
        if state["capture"]:
            state["length"] = limit.add(pieces, characters, int(state["length"]))

    parse(archive, part, start, end, text, budget)
    return strings


# --- the cells of a worksheet ----------------------------------------------------------

_REFERENCE: Final = re.compile(r"([A-Z]{1,3})([0-9]{1,7})")


def column_number(letters: str) -> int:
    number = 0
    for letter in letters:
        number = number * 26 + ord(letter) - 64
    return number


def column_letters(number: int) -> str:
    letters = ""
    while number > 0:
        number, rest = divmod(number - 1, 26)
        letters = chr(65 + rest) + letters
    return letters


def cell_value(kind: str, text: str | None, inline: str | None, strings: Sequence[str]) -> object:
    """A cell's value as openpyxl gives it with ``data_only`` (the cached value of a
    formula; None for none). Raises ``ValueError``/``IndexError`` for a damaged cell."""
    if kind == "inlineStr" and inline is not None:
        return inline
    if not text:  # no <v>, or an empty one (a formula never calculated)
        return None
    if kind == "n":
        if "." in text or "e" in text or "E" in text:
            return float(text)
        return int(text)
    if kind == "s":
        index = int(text)
        if index < 0:
            raise IndexError(index)
        return strings[index]
    if kind == "b":
        return bool(int(text))
    if kind == "d":
        import datetime  # here: only a workbook's date cell needs it

        return datetime.datetime.fromisoformat(text)
    if kind in ("str", "e", "inlineStr"):
        return text
    raise ValueError(f"unknown cell type {kind!r}")


Row = tuple[int, dict[int, object]]


class _Cells:
    """expat's handlers for the cells of one worksheet (see :func:`sheet_rows`)."""

    def __init__(
        self,
        part: str,
        sheet: str,
        columns: Collection[int],
        last_row: int,
        strings: Sequence[str],
        max_rows: int,
        deals: int,
        budget: int,
    ) -> None:
        self.sheet, self.wanted, self.last_row = sheet, frozenset(columns), last_row
        self.strings, self.max_rows, self.deals = strings, max_rows, deals
        self.limit = _TextLimit(part, 64 * MIB)
        self.part, self.budget, self.elements = part, budget, 0
        self.ready: list[Row] = []
        self.row = 0
        self.cells: dict[int, object] = {}
        # The cell being read: its column and type, whether it is wanted, its
        # <v> text and its inline text, and the text being collected.
        self.column = 0
        self.kind = "n"
        self.keep = False
        self.value: str | None = None
        self.inline: str | None = None
        self.in_inline = False
        self.phonetic = 0
        self.capture = False
        self.pieces: list[str] = []
        self.length = 0

    def start(self, name: str, attributes: dict[str, str]) -> None:
        self.elements += 1
        if self.elements > self.budget:
            raise WorkbookError(M_TOO_MANY_TAGS, part=self.part[:100], limit=thousands(self.budget))
        if ":" in name:
            name = _local(name)
        if name == "c":
            column = self.column + 1
            reference = attributes.get("r")
            if reference is not None:
                match = _REFERENCE.fullmatch(reference)
                if match is None:
                    raise WorkbookError(M_DAMAGED)
                column = column_number(match[1])
            if self.row == 0 or not self.column < column <= MAX_COLUMN:
                raise WorkbookError(M_DAMAGED)  # a cell outside a row, or out of order
            self.column, self.kind = column, attributes.get("t", "n")
            self.keep = column in self.wanted
            self.value = self.inline = None
            self.length = 0  # characters of this cell's text so far
        elif name == "row":
            given = attributes.get("r")
            number = int(given) if given is not None else self.row + 1
            if not self.row < number <= MAX_ROW:
                raise WorkbookError(M_DAMAGED)  # rows out of order, or given twice
            if number > self.last_row:
                raise _StopReadingError
            self.row, self.column, self.cells = number, 0, {}
        elif not self.keep:
            if name == "dimension":
                _check_dimension(attributes.get("ref", ""), self.sheet, self.max_rows, self.deals)
        elif name == "v":
            self.capture = True
            self.pieces.clear()
        elif name == "is":
            self.in_inline, self.inline = True, ""
        elif name == "rPh":
            self.phonetic += 1
        elif name == "t" and self.in_inline and not self.phonetic:
            self.capture = True
            self.pieces.clear()

    def end(self, name: str) -> None:
        if ":" in name:
            name = _local(name)
        if name == "row":
            if self.cells:
                self.ready.append((self.row, self.cells))
            return
        if not self.keep:
            return
        if name == "v" and self.capture:
            self.value, self.capture = "".join(self.pieces), False
        elif name == "t" and self.capture:
            self.inline, self.capture = f"{self.inline or ''}{''.join(self.pieces)}", False
        elif name == "rPh":
            self.phonetic -= 1
        elif name == "is":
            self.in_inline = False
        elif name == "c":
            value = cell_value(self.kind, self.value, self.inline, self.strings)
            if value is not None:
                self.cells[self.column] = value
            self.keep = False

    def text(self, characters: str) -> None:
        if self.capture:
            self.length = self.limit.add(self.pieces, characters, self.length)


def sheet_rows(
    archive: zipfile.ZipFile,
    part: str | None,
    *,
    sheet: str,
    columns: Collection[int],
    last_row: int,
    strings: Sequence[str],
    budget: int,
    max_rows: int,
    deals: int,
    count_first: bool = True,
) -> Generator[Row, None, None]:
    """The rows up to ``last_row`` of a worksheet, in order: (row, {column: value})
    for the ``columns`` asked for, empty cells left out; a row without any of
    them is left out too.

    The part's tags are counted first (``count_first``) and at most ``budget``
    of its elements parsed; rows and cells must come in order, as every
    spreadsheet writes them (a row or cell given twice would show one thing in
    Excel and another here: it is refused as damaged); a sheet declaring more
    than ``max_rows`` rows is refused. ``part`` None is a sheet whose part is
    missing: no rows. The part is parsed as the rows are taken, and no further.
    """
    from xml.parsers import expat

    if part is None:
        return
    if count_first:
        count_tags(archive, part, budget)
    cells = _Cells(part, sheet, columns, last_row, strings, max_rows, deals, budget)
    parser = _parser(part, cells.start, cells.end, cells.text, 0)
    with _open_part(archive, part) as stream:
        while True:
            chunk = stream.read(CHUNK_BYTES)
            try:
                parser.Parse(chunk, not chunk)
            except _StopReadingError:
                chunk = b""
            except expat.ExpatError:
                raise WorkbookError(M_DAMAGED) from None
            yield from cells.ready
            cells.ready.clear()
            if not chunk:
                return


def _check_dimension(reference: str, sheet: str, max_rows: int, deals: int) -> None:
    """A sheet declaring more rows than any workbook of a session could fill."""
    last = reference.rpartition(":")[2]
    match = _REFERENCE.fullmatch(last.replace("$", ""))
    if match is not None and int(match[2]) > max_rows:
        raise WorkbookError(
            M_TOO_MANY_ROWS, sheet=sheet[:100], limit=thousands(max_rows), deals=thousands(deals)
        )
