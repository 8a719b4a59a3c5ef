"""The evening's Excel workbook: export and import (issue 6).

:func:`export_workbook` writes five sheets — the score sheet as the window shows
it, a summary with the standings and each player's deals won and lost (and,
given a rate per point, the money and who pays whom), a native line chart of the
running totals, the rules the session was played with, and the session file
itself in a Data sheet so that the workbook can come back into the app. The
summary's numbers are the end-of-evening screen's: :mod:`schreiber.stats` computes
both. Every cell holds a value, never a formula, so every reader shows the same
numbers. The file is written next to its final name and moved into place, so a
failed export never leaves half a workbook behind. A change of seating (rules
``doppelkopf.md`` §2a) is a row of the score sheet; everyone who sat that
evening has their columns, their line and their place in the summary.

:func:`read_workbook` takes such a workbook (also after a re-save in Excel or
LibreOffice) and returns the session file stored in it, checked. It refuses,
with one line saying what is wrong, anything else: a file that is no workbook
or is damaged, a workbook Schreiber did not write, a Data sheet edited after
export, a score sheet whose numbers no longer match the deals, external links or
names defined by hand (which Schreiber never writes). It never evaluates
formulas and never follows external links. It reads within fixed bounds
(:mod:`schreiber.io.bounded`, issue 18): only a regular file, the zip's directory
checked before anything is unpacked, and then only the parts it needs — the
content types, the workbook and its relationships, the shared strings, the
Data sheet, the score sheet and the summary — each counted first and parsed as
a stream, keeping only the cells it compares. A hostile workbook is refused within
seconds and some tens of MB, whatever it holds.

openpyxl is imported inside the functions, so importing this module
(e.g. for :func:`default_file_name`) stays light.
"""

from __future__ import annotations

import gc
import hashlib
import importlib
import io
import json
import os
import re
import sys
import unicodedata
import zipfile
import zlib
from collections.abc import Generator, Iterator, Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, BinaryIO, Final, NamedTuple

from schreiber import __version__
from schreiber.catalogue import catalogue
from schreiber.games import titles
from schreiber.games.common import Replay, ReplayedDeal, Seating
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.registry import DealLike, game
from schreiber.io.bounded import (
    M_DAMAGED,
    NotAFileError,
    Phrase,
    WorkbookError,
    ZipLimits,
    checked_archive,
    column_letters,
    elements,
    open_regular,
    read_strings,
    relationships,
    sheet_rows,
    thousands,
)
from schreiber.io.labels import LABELS, LANGUAGES, labels, option_name, option_value
from schreiber.io.safe_write import check_target, write_file
from schreiber.session.file import (
    MAX_DEALS,
    MAX_SESSION_BYTES,
    SessionFile,
    parse_session_replay,
    seated_order,
)
from schreiber.stats import SessionStats, Settlement, session_stats, settle_session
from schreiber.stats.settlement import CENT
from schreiber.stats.statistics import everyone

__all__ = [
    "LANGUAGES",
    "WorkbookError",
    "default_file_name",
    "export_workbook",
    "read_workbook",
]

MARKER: Final = "schreiber-workbook"
WORKBOOK_VERSION: Final = 1
CHUNK: Final = 30_000  # characters of JSON per Data cell (Excel holds 32,767)
DATA_JSON_ROW: Final = 6  # "json" | number of parts; the parts follow from row 7
CELL_TEXT_LIMIT: Final = 32_767

# What import reads at most (issue 18). A workbook of 10,000 deals (twice MAX_DEALS),
# re-saved by LibreOffice, is about 1.5 MB and unpacks to about 16 MB in 18 parts; its
# score sheet has some 70 tags a deal, its shared strings some 1,000 tags.
MAX_FILE_BYTES: Final = 50 * 1024 * 1024
MAX_UNPACKED_BYTES: Final = 200 * 1024 * 1024  # all parts, as the zip declares them
MAX_MEMBERS: Final = 1_000
MAX_DIRECTORY_BYTES: Final = 1024 * 1024  # the zip's central directory
MAX_RATIO: Final = 300  # unpacked / packed of a part of 1 MB or more; ours stay below 50
MAX_ROWS: Final = MAX_DEALS + 1_000  # a sheet declaring more is refused
MAX_SHEETS_SCANNED: Final = 64
MAX_TAGS: Final = 50_000  # content types, workbook, relationships, Data sheet, summary
MAX_STRING_TAGS: Final = 200_000  # the shared strings
MAX_STRING_CHARS: Final = MAX_SESSION_BYTES + 8 * 1024 * 1024
# Data cells holding the session text (a part ends before a space, so some are shorter).
MAX_PARTS: Final = 2 * (MAX_SESSION_BYTES // CHUNK) + 1

SIGNED: Final = "+0;[Red]-0;0"
PLAYER_WIDTH: Final = 8  # a longer name wraps in the header: 7 players fit on a page
SUMMARY_HEADER_ROW: Final = 4
HEADER_WIDTH: Final = 14  # a longer Summary header wraps onto a second line
COLUMN_OF: Final = {"bids": "solos", "bids_won": "solos_won"}  # a game of bids: solos are bids

# The score sheet's columns before the players' are each game's (label keys):
# schreiber.io.workbook_games.<game>, the module the registry's Game.workbook names.
NUMERIC_COLUMNS: Final = frozenset({"number", "re_points", "points", "taken"})
FACTOR: Final = '"×"0'  # a Bock deal's factor, 2 shown as "×2" as in the window
SIGNED_COLUMNS: Final = frozenset({"value", "score"})

# Printing. Paper in points (portrait), its code in the workbook (ECMA-376 paperSize).
PAPERS: Final = {"a4": (595.3, 841.9), "letter": (612.0, 792.0)}
PAPER_CODES: Final = {"a4": 9, "letter": 1}
# Where Letter is the usual paper (CLDR's paper sizes); everywhere else A4.
LETTER_TERRITORIES: Final = frozenset(
    {"BZ", "CA", "CL", "CO", "CR", "GT", "MX", "NI", "PA", "PH", "PR", "SV", "US", "VE"}
)
# The same countries as Windows names its locales ("English_United States").
LETTER_COUNTRY_NAMES: Final = {
    "belize": "BZ",
    "canada": "CA",
    "chile": "CL",
    "colombia": "CO",
    "costa rica": "CR",
    "guatemala": "GT",
    "mexico": "MX",
    "nicaragua": "NI",
    "panama": "PA",
    "philippines": "PH",
    "puerto rico": "PR",
    "el salvador": "SV",
    "united states": "US",
    "venezuela": "VE",
}
MIN_SCALE: Final = 82  # percent: the 11-point text prints at 9 points or more
POINTS_PER_WIDTH: Final = 5.7  # one unit of column width (a digit of Calibri 11), with room
SIDE_MARGIN: Final = 0.4  # inches
TOP_MARGIN: Final = 0.6
HEADER_MARGIN: Final = 0.3

_ILLEGAL: Final = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff]")
_UNSAFE_IN_NAMES: Final = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]')

# Messages (one line each; the caller puts the file name in front).
M_LANGUAGE = "unknown language {language!r}; choose one of en, de, ja"
M_PAPER = "unknown paper size {paper!r}; choose a4 or letter"
M_RATE = "the rate per point must be a number of zero or more (got {rate})"
M_CURRENCY = "the currency must be a short sign or code such as € or EUR (got {currency!r})"
M_ROUNDING = "the rounding step must be a number greater than zero, such as 0.01 (got {rounding})"
M_SETTLE = "the evening cannot be settled: {field}: {reason}"
# What import says (context "WorkbookError": the window translates them); the
# limits' and the container's own are in schreiber.io.bounded.
M_NOT_OURS = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the workbook was not written by Schreiber (it has no Schreiber Data sheet);"
    " only workbooks exported by Schreiber can be imported",
)
M_NEWER = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the workbook was written by a newer Schreiber (workbook version {version});"
    " update Schreiber to import it",
)
M_DATA_NO_VERSION = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the Data sheet is incomplete (no version); the workbook was changed after export"
    " — import it as exported or import the session file (.json)",
)
M_DATA_NO_TEXT = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the Data sheet is incomplete (no session text); the workbook was changed after"
    " export — import it as exported or import the session file (.json)",
)
M_DATA_MISSING = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the Data sheet is incomplete (a part of the session text is missing); the workbook"
    " was changed after export — import it as exported or import the session file (.json)",
)
M_DATA_NO_SESSION = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the Data sheet is incomplete (the session text is no session); the workbook was"
    " changed after export — import it as exported or import the session file (.json)",
)
M_DATA_TOO_LONG = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the Data sheet holds too many parts for a session of at most {limit} deals; the"
    " workbook was changed after export — import it as exported or import the session"
    " file (.json)",
)
M_EDITED = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the Data sheet was edited after export (its SHA-256 does not match); import the"
    " workbook as exported or the session file (.json)",
)
M_INVALID = QT_TRANSLATE_NOOP(
    "WorkbookError", "the session in the Data sheet is not valid: {field}: {reason}"
)
M_LINKS = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the workbook links to other files (external links), which Schreiber never writes;"
    " it was changed after export — import it as exported or import the session file (.json)",
)
M_NAMES = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the workbook defines the name {name!r}, which Schreiber never writes; it was changed"
    " after export — import it as exported or import the session file (.json)",
)
M_NO_SHEET = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the score sheet {sheet!r} is missing; the workbook was changed after export —"
    " import it as exported",
)
M_CELL = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "{ref} says {found} but the deals give {expected}; the workbook was edited after"
    " export — import it as exported or correct the deal in Schreiber",
)
M_NOTHING = QT_TRANSLATE_NOOP("WorkbookError", "nothing")
M_TOO_LONG_TO_EXPORT = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the session takes more than {limit} MB as a session file, more than Schreiber reads"
    " back; shorten long notes or split the session into evenings",
)
M_DATA_TOO_LONG_TEXT = QT_TRANSLATE_NOOP(
    "WorkbookError",
    "the Data sheet holds more than {limit} MB of session text, more than any session"
    " file; the workbook was changed after export — import it as exported or import the"
    " session file (.json)",
)


# --- file names -----------------------------------------------------------------------


def _title(session: SessionFile, language: str = "en") -> str:
    """The session's title on one line, without its spaces at the ends; one nobody
    typed in ``language`` (:mod:`schreiber.games.titles`)."""
    if session.auto_title is None:
        return " ".join(session.title.split())
    return " ".join(titles.shown(session, catalogue(language).translate).split())


def _dated(title: str, date: str, joined: str) -> str:
    """``joined`` (title and date), or the title alone when it already names the
    date: the new-session dialog's default title is "Doppelkopf 2026-11-23"."""
    if not title:
        return date
    return title if date in title else joined


def default_file_name(session: SessionFile) -> str:
    """``"2026-11-20 Friday evening.xlsx"``: the date and title, safe as a file name
    (the date once: ``"Doppelkopf 2026-11-23.xlsx"`` for a title that has it)."""
    title = _title(session) or labels("en")["game." + session.game]
    stem = _dated(title, session.date, f"{session.date} {title}")
    stem = _UNSAFE_IN_NAMES.sub("_", stem)[:150].rstrip(". ")
    return f"{stem}.xlsx"


# --- the score sheet's content (shared by export and the import's cross-check) ---------


@dataclass(frozen=True, slots=True)
class Layout:
    """Where the score sheet keeps each player's numbers (1-based rows and columns).

    ``players`` are everyone who sat at the table that evening, in the order they
    first sat (a change of seating, rules §2a, adds a column pair for a late
    arrival; an early leaver keeps theirs)."""

    game: str
    players: tuple[str, ...]
    deals: int

    @property
    def fixed(self) -> tuple[str, ...]:
        return fixed_columns(self.game)

    def delta_column(self, index: int) -> int:
        return len(self.fixed) + 1 + 2 * index

    def total_column(self, index: int) -> int:
        return len(self.fixed) + 2 + 2 * index

    @property
    def width(self) -> int:
        return len(self.fixed) + 2 * len(self.players)

    @property
    def totals_row(self) -> int:
        return self.deals + 2


def _text(value: str) -> str:
    """Text a cell can hold: no control characters or lone surrogates, not too long."""
    return _ILLEGAL.sub("\ufffd", value)[:CELL_TEXT_LIMIT]


def _columns_of(name: str) -> Any:
    """The module of ``name``'s score sheet columns (:mod:`schreiber.io.workbook_games`)."""
    return importlib.import_module(game(name).workbook)


def fixed_columns(name: str) -> tuple[str, ...]:
    """The score sheet's columns before the players' for the game ``name`` (label keys)."""
    columns: tuple[str, ...] = _columns_of(name).COLUMNS
    return columns


def attackers(name: str, deal: DealLike) -> tuple[str, ...]:
    """The attacking party (the game's :attr:`~schreiber.games.common.Parties.attackers`:
    the Re party, the soloist and an ace call's partner …); nobody for a change of seating."""
    if isinstance(deal, Seating):
        return ()
    return game(name).parties(deal).attackers


def soloist(name: str, deal: DealLike) -> str | None:
    """Who played a solo in this deal (one against the rest), if anyone."""
    if deal.is_redeal or isinstance(deal, Seating):
        return None
    return game(name).parties(deal).soloist


def seating_text(seating: Seating, words: dict[str, str]) -> str:
    """A change of seating's row: "Seating: Anna, Ben, Chie, Emi · Chie deals"."""
    return words["row.seating"].format(players=", ".join(seating.players), dealer=seating.dealer)


def _seating_cells(seating: Seating, layout: Layout, words: dict[str, str]) -> list[object]:
    """The game columns of a change of seating: its text in the first, the rest empty."""
    return [seating_text(seating, words)] + [None] * (len(layout.fixed) - 3)


def tables(session: SessionFile, replay: Replay) -> Iterator[tuple[str, ...]]:
    """Who sits at the table (sitting out or not) for each replayed row: the seating
    before it; for a change of seating nobody (it is no deal)."""
    table = session.players
    for replayed in replay.deals:
        if replayed.seating is not None:
            table = replayed.seating.players
            yield ()
        else:
            yield table


def row_numbers(
    replayed: ReplayedDeal, table: Sequence[str], player: str
) -> tuple[int | None, int | None]:
    """A player's delta and total on one row of the score sheet: no delta when they
    sit out, are not at the table or the row is a change of seating; no total
    before they first sat."""
    total = replayed.totals.get(player)
    if player not in table or player in replayed.sitting_out:
        return None, total
    return replayed.result.scores.get(player, 0), total


def expected_numbers(
    session: SessionFile, replay: Replay, layout: Layout
) -> Iterator[tuple[int, int, int | None]]:
    """Every player number of the score sheet: (row, column, value); ``None`` = empty."""
    seated = tables(session, replay)
    for offset, (replayed, table) in enumerate(zip(replay.deals, seated, strict=True)):
        row = offset + 2
        for index, player in enumerate(layout.players):
            delta, total = row_numbers(replayed, table, player)
            yield row, layout.delta_column(index), delta
            yield row, layout.total_column(index), total
    for index, player in enumerate(layout.players):
        yield layout.totals_row, layout.total_column(index), replay.totals[player]


# --- export -----------------------------------------------------------------------------


def _check_arguments(language: str, rate: Decimal | None, currency: str, rounding: Decimal) -> None:
    if language not in LANGUAGES:
        raise WorkbookError(M_LANGUAGE.format(language=language))
    if rate is not None and (not isinstance(rate, Decimal) or not rate.is_finite() or rate < 0):
        raise WorkbookError(M_RATE.format(rate=rate))
    if not isinstance(rounding, Decimal) or not rounding.is_finite() or rounding <= 0:
        raise WorkbookError(M_ROUNDING.format(rounding=rounding))
    if not 0 < len(currency) <= 8 or _ILLEGAL.search(currency) or '"' in currency:
        raise WorkbookError(M_CURRENCY.format(currency=currency))


def export_workbook(
    session: SessionFile,
    path: str | os.PathLike[str] | BinaryIO,
    language: str = "en",
    rate: Decimal | None = None,
    currency: str = "€",
    rounding: Decimal = CENT,
    paper: str | None = None,
    replay: Replay | None = None,
) -> None:
    """Write the evening's workbook to ``path`` (replaced atomically if it exists), or to a
    binary stream. A path that must not be replaced is refused (:mod:`schreiber.io.safe_write`).
    Pass the session's ``replay`` when it is at hand (reading the file replayed it).

    With a ``rate`` per point the Summary settles up as the window does: each
    balance a multiple of ``rounding``, the balances adding up to zero, and
    who pays whom. ``paper`` ("a4" or "letter") is what the sheets print on;
    without it the user's locale decides (:func:`default_paper`).
    """
    _check_arguments(language, rate, currency, rounding)
    paper = default_paper() if paper is None else paper
    if paper not in PAPERS:
        raise WorkbookError(M_PAPER.format(paper=paper))
    if isinstance(path, (str, os.PathLike)):
        check_target(path)  # before the work: a folder or a link is refused at once
    words = labels(language)
    replay = replay if replay is not None else session.replay()
    settlement = _settle(session, replay, rate, rounding, currency)
    stats = session_stats(session, replay)
    from schreiber.io.light_openpyxl import load_openpyxl

    load_openpyxl()  # without numpy (issue 28)
    from openpyxl import Workbook

    # The players' columns in the order of the seating, as the sheet shows them.
    layout = Layout(session.game, seated_order(session, everyone(session)), len(session.deals))
    book = Workbook()
    looks = _Looks(book)
    sheet = looks.sheet(words["sheet.sheet"])
    _write_sheet(sheet, session, replay, layout, words, looks)
    # A title nobody typed in the workbook's language; the Data sheet keeps it as stored.
    shown = session.replace(title=_title(session, language), auto_title=None)
    summary = looks.sheet(words["sheet.summary"])
    _write_summary(summary, shown, replay, words, looks, stats, settlement)
    _write_chart(looks.sheet(words["sheet.chart"]), sheet, layout, words, looks)
    _write_rules(looks.sheet(words["sheet.rules"]), shown, words, looks)
    _write_data(looks.sheet(words["sheet.data"]), session, language, words, looks)
    _print_book(looks.grids, shown, layout, _heading(shown, words), paper)
    _describe(book, shown, language)
    _save(book, looks, path)


class _Look(NamedTuple):
    """How a cell looks: the keys of its font, fill, number format, alignment and
    border in :class:`_Looks` (``None``: the workbook's default)."""

    font: str | None
    fill: str | None
    fmt: str | None
    align: str | None
    border: str | None


class _Looks:
    """The workbook's sheets and cell looks, written through openpyxl's public API.

    A sheet's cells are kept (:class:`_Grid`) until everything about the sheet is
    known, then :meth:`write` appends them row by row in order. Each look is made
    once, as the style array of a style bound to the workbook (never added to its
    named styles), and each cell of that look is created with it: no font, fill or
    border is looked up cell by cell.
    """

    def __init__(self, book: Any) -> None:
        from openpyxl.styles import Alignment, Border, Font, PatternFill, Side

        self._book = book
        self.grids: list[_Grid] = []
        thin = Side(style="thin", color="BFBFBF")
        strong = Side(style="medium", color="404040")
        self.fonts = {
            "": Font(name="Calibri", size=11),
            "bold": Font(name="Calibri", size=11, bold=True),
            "italic": Font(name="Calibri", size=11, italic=True),
            "grey": Font(name="Calibri", size=11, color="8C8C8C"),
            "title": Font(name="Calibri", size=15, bold=True),
            "note": Font(name="Calibri", size=11, color="595959"),  # printed at 9 pt or more
        }
        self.fills = {
            "": PatternFill(),
            "header": PatternFill("solid", fgColor="D9E2F3"),
            "bock": PatternFill("solid", fgColor="FFE9A8"),
            "seating": PatternFill("solid", fgColor="E2EFDA"),
            "re": PatternFill("solid", fgColor="E8F0FC"),
            "out": PatternFill("solid", fgColor="F2F2F2"),
            "total": PatternFill("solid", fgColor="D9E2F3"),
        }
        self.borders = {
            "": Border(),
            "grid": Border(left=thin, right=thin, top=thin, bottom=thin),
            "header": Border(left=thin, right=thin, top=thin, bottom=strong),
            "total": Border(left=thin, right=thin, top=strong, bottom=strong),
        }
        self.aligns = {
            "": Alignment(),
            "right": Alignment(horizontal="right"),
            "center": Alignment(horizontal="center", vertical="center", wrap_text=True),
            "left": Alignment(horizontal="left", vertical="top", wrap_text=False),
            "wrap": Alignment(vertical="top", wrap_text=True),
            "wrapped": Alignment(wrap_text=True),  # a narrowed score sheet column's text
            "upright": Alignment(horizontal="center", vertical="bottom", text_rotation=90),
        }
        self._cache: dict[tuple[str, str, str, str, str], _Look] = {}
        self._arrays: dict[_Look, Any] = {}

    def __call__(
        self,
        font: str = "",
        fill: str = "",
        fmt: str = "General",
        align: str = "",
        border: str = "",
    ) -> _Look:
        key = (font, fill, fmt, align, border)
        look = self._cache.get(key)
        if look is None:
            look = self._cache[key] = _Look(*key)
        return look

    def sheet(self, title: str) -> _Grid:
        """A new sheet at the end of the workbook (the first is the workbook's own)."""
        sheet = self._book.create_sheet(title) if self.grids else self._book.active
        sheet.title = title
        grid = _Grid(sheet, self)
        self.grids.append(grid)
        return grid

    def array(self, look: _Look) -> Any:
        """The style array of ``look``, which a cell is created with."""
        array = self._arrays.get(look)
        if array is None:
            from openpyxl.styles import NamedStyle
            from openpyxl.styles.borders import DEFAULT_BORDER
            from openpyxl.styles.fills import DEFAULT_EMPTY_FILL
            from openpyxl.styles.fonts import DEFAULT_FONT

            style = NamedStyle(
                font=DEFAULT_FONT if look.font is None else self.fonts[look.font],
                fill=DEFAULT_EMPTY_FILL if look.fill is None else self.fills[look.fill],
                border=DEFAULT_BORDER if look.border is None else self.borders[look.border],
                alignment=None if look.align is None else self.aligns[look.align],
                number_format="General" if look.fmt is None else look.fmt,
            )
            style.bind(self._book)  # its parts join the workbook's; the style itself does not
            array = self._arrays[look] = style.as_tuple()
        return array

    def write(self) -> None:
        """Every sheet's cells, in the order of the sheets."""
        for grid in self.grids:
            grid.write()


class _Grid:
    """A sheet of the workbook being written: its cells, kept until the sheet is
    complete (:meth:`write`); everything else about the sheet (widths, heights,
    printing, a chart) is set on openpyxl's worksheet, :attr:`sheet`, which this
    stands in for."""

    __slots__ = ("_looks", "merged", "rows", "sheet")
    sheet: Any
    rows: dict[int, dict[int, tuple[object, _Look | None]]]  # row → column → (value, look)
    merged: list[tuple[int, int, int, int]]
    _looks: _Looks

    def __init__(self, sheet: Any, looks: _Looks) -> None:
        object.__setattr__(self, "sheet", sheet)
        object.__setattr__(self, "_looks", looks)
        object.__setattr__(self, "rows", {})  # a look of None: a plain cell
        object.__setattr__(self, "merged", [])

    def __getattr__(self, name: str) -> Any:
        return getattr(self.sheet, name)

    def __setattr__(self, name: str, value: object) -> None:
        setattr(self.sheet, name, value)

    def put(self, row: int, column: int, value: object, look: _Look | None = None) -> None:
        cells = self.rows.get(row)
        if cells is None:
            cells = self.rows[row] = {}
        cells[column] = (value, look)

    def value(self, row: int, column: int) -> object:
        return self.rows.get(row, {}).get(column, (None, None))[0]

    def look(self, row: int, column: int) -> _Look | None:
        return self.rows.get(row, {}).get(column, (None, None))[1]

    def restyle(self, row: int, column: int, look: _Look | None) -> None:
        self.rows[row][column] = (self.rows[row][column][0], look)

    @property
    def max_column(self) -> int:
        return max((max(cells) for cells in self.rows.values() if cells), default=0)

    def merge_cells(self, start_row: int, start_column: int, end_row: int, end_column: int) -> None:
        """Merge the cells of a range once they are written (openpyxl's ``merge_cells``)."""
        self.merged.append((start_row, start_column, end_row, end_column))

    def write(self) -> None:
        """The cells to openpyxl, row by row in order, then the merged ranges."""
        from openpyxl.cell import Cell

        sheet = self.sheet
        array = self._looks.array
        rows = self.rows
        for row in range(1, max(rows, default=0) + 1):
            cells = rows.get(row)
            if not cells:
                sheet.append(())
                continue
            line: list[object] = []
            for column, (value, look) in sorted(cells.items()):
                while len(line) + 1 < column:
                    line.append(None)
                if look is not None:
                    cell = Cell(sheet, value=value, style_array=array(look))
                elif type(value) is str:
                    cell = Cell(sheet, value=value)
                else:
                    line.append(value)
                    continue
                if type(value) is str:
                    cell.data_type = "s"  # text stays text: "=1+1" is no formula
                line.append(cell)
            sheet.append(line)
        for start_row, start_column, end_row, end_column in self.merged:
            sheet.merge_cells(
                start_row=start_row,
                start_column=start_column,
                end_row=end_row,
                end_column=end_column,
            )


def _aligned(look: _Look | None, align: str) -> _Look:
    """``look`` aligned as ``align`` (a plain cell: aligned and nothing else)."""
    if look is None:
        return _Look(None, None, None, align, None)
    return look._replace(align=align)


def _put(sheet: _Grid, row: int, column: int, value: object, look: _Look | None = None) -> None:
    """One cell: text always as text (a name starting with "=" is no formula),
    without the characters a cell cannot hold (:func:`_text`)."""
    sheet.put(row, column, _text(value) if type(value) is str else value, look)


def _display_width(value: object) -> int:
    if value is None:
        return 0
    if isinstance(value, int):
        return len(str(value)) + (1 if value > 0 else 0)
    text = str(value)
    if text.isascii():
        return len(text)
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _fit_widths(sheet: Any, widths: Sequence[int], low: int = 4, high: int = 48) -> None:
    from openpyxl.utils import get_column_letter

    for column, width in enumerate(widths, start=1):
        letter = get_column_letter(column)
        sheet.column_dimensions[letter].width = min(high, max(low, width)) + 2


def _header_height(sheet: Any, headers: Sequence[str], widths: Sequence[int]) -> None:
    """A header row tall enough for the headers that wrap (long player names)."""
    lines = 1
    for text, width in zip(headers, widths, strict=True):
        room = max(
            1, min(48, max(4, width)) + 1
        )  # the column as _fit_widths makes it, less a margin
        count, used = 1, 0
        for word in text.split():
            size = _display_width(word)
            if used and used + 1 + size > room:
                count += 1
                used = 0
            used += size + (1 if used else 0)
        lines = max(lines, count)
    if lines > 1:
        sheet.row_dimensions[1].height = 15 * lines


# --- printing ---------------------------------------------------------------------------


def paper_for_locale(name: str | None) -> str | None:
    """ "letter" or "a4" for a locale name such as "en_US.UTF-8", "fr-CA" or Windows'
    "English_United States"; ``None`` when it names no country ("C", "POSIX", "de")."""
    if not name:
        return None
    match = re.match(r"[A-Za-z]{2,3}[_-]([A-Za-z]{2})(?![A-Za-z])", name)
    if match:
        return "letter" if match[1].upper() in LETTER_TERRITORIES else "a4"
    country = name.partition("_")[2].split(".")[0].strip().lower()
    if not country:
        return None
    return "letter" if country in LETTER_COUNTRY_NAMES else "a4"


def default_paper(environ: Mapping[str, str] | None = None) -> str:
    """The paper of the user's locale: "letter" in the US, Canada, Mexico and the
    other countries that print on Letter (:data:`LETTER_TERRITORIES`), otherwise "a4".

    As in POSIX, the first of ``LC_ALL``, ``LC_PAPER`` and ``LANG`` that is set
    names the locale; when it names no country, or none is set (a program started
    from the Windows or macOS desktop), the :mod:`locale` module's current locale
    decides; A4 when nothing names a country.
    """
    import locale

    variables = os.environ if environ is None else environ
    for variable in ("LC_ALL", "LC_PAPER", "LANG"):
        value = variables.get(variable)
        if value:
            paper = paper_for_locale(value)
            if paper is not None:
                return paper
            break
    try:
        current = locale.getlocale()[0]
    except ValueError:  # a locale name Python does not know
        current = None
    return paper_for_locale(current) or "a4"


@dataclass(frozen=True, slots=True)
class PrintPlan:
    """How a sheet prints: orientation, scale in percent, and the columns (1-based)
    that begin a new page across."""

    orientation: str
    scale: int
    breaks: tuple[int, ...]


def _room(paper: str, orientation: str) -> float:
    """The width in points that a page has for the cells at 100 %."""
    short, long = PAPERS[paper]
    return (long if orientation == "landscape" else short) - 2 * 72 * SIDE_MARGIN


def _pages_across(widths: Sequence[float], room: float, repeat: int, keep: int | None) -> list[int]:
    """The first column (0-based) of each page across, the columns packed into ``room``.

    The first ``repeat`` columns print again on every page. The columns from
    ``keep`` on are the players' delta and total: a pair is never parted, and
    they all begin a page of their own when they do not fit beside the columns
    before them but fit on one page together."""
    title = sum(widths[:repeat])
    starts = [0]
    used = 0.0
    for column, width in enumerate(widths):
        needed = width
        if keep is not None and column >= keep:
            if (column - keep) % 2:
                used += width  # a player's total stays with their delta
                continue
            needed = sum(widths[column : column + 2])
            if column == keep and column > repeat:
                rest = sum(widths[column:])
                if used + rest > room and title + rest <= room:
                    needed = room + 1  # a page of their own
        if used + needed > room and column > starts[-1] and column >= repeat:
            starts.append(column)
            used = title
        used += width
    return starts


def plan_printing(
    widths: Sequence[float], paper: str, repeat: int = 0, keep: int | None = None
) -> PrintPlan:
    """As few pages across as there can be with the text at 9 points or more
    (:data:`MIN_SCALE`), then as large as it gets up to 100 %; portrait when it
    prints as well as landscape. ``widths`` are the columns' in points at 100 %;
    ``repeat`` and ``keep`` as for :func:`_pages_across`. Pages down are as many
    as the rows need."""
    best: tuple[tuple[int, int, int], PrintPlan] | None = None
    title = sum(widths[:repeat])
    for preference, orientation in enumerate(("portrait", "landscape")):
        room = _room(paper, orientation)
        starts = _pages_across(widths, room * 100 / MIN_SCALE, repeat, keep)
        ends = [*starts[1:], len(widths)]
        pages = [
            sum(widths[start:end]) + (title if start else 0)
            for start, end in zip(starts, ends, strict=True)
        ]
        scale = min([100] + [int(room * 100 / page) for page in pages if page > 0])
        plan = PrintPlan(orientation, max(MIN_SCALE, scale), tuple(s + 1 for s in starts[1:]))
        key = (len(starts), -plan.scale, preference)
        if best is None or key < best[0]:
            best = (key, plan)
    assert best is not None
    return best[1]


def _column_points(sheet: Any) -> list[float]:
    """Each used column's width in points at 100 % (Excel's default where unset)."""
    from openpyxl.utils import get_column_letter

    widths = []
    for column in range(1, (sheet.max_column or 0) + 1):
        dimension = sheet.column_dimensions.get(get_column_letter(column))
        width = dimension.width if dimension is not None and dimension.width else 8.43
        widths.append(POINTS_PER_WIDTH * width)
    return widths


def _print_setup(sheet: Any, paper: str, orientation: str, scale: int = 100) -> None:
    """Paper, orientation, scale (never "fit to page", which shrinks a long evening
    unreadably small), margins; pages across before pages down."""
    from openpyxl.worksheet.page import PageMargins

    setup = sheet.page_setup
    setup.paperSize = PAPER_CODES[paper]
    setup.orientation = orientation
    setup.scale = scale
    setup.pageOrder = "overThenDown"
    sheet.sheet_properties.pageSetUpPr.fitToPage = False
    sheet.page_margins = PageMargins(
        left=SIDE_MARGIN,
        right=SIDE_MARGIN,
        top=TOP_MARGIN,
        bottom=TOP_MARGIN,
        header=HEADER_MARGIN,
        footer=HEADER_MARGIN,
    )


def _print_table(sheet: Any, paper: str, repeat: int = 0, keep: int | None = None) -> PrintPlan:
    """Print a table as :func:`plan_printing` lays it out: a page break before each
    page across, the first ``repeat`` columns again on each of them."""
    from openpyxl.utils import get_column_letter
    from openpyxl.worksheet.pagebreak import Break

    plan = plan_printing(_column_points(sheet), paper, repeat, keep)
    _print_setup(sheet, paper, plan.orientation, plan.scale)
    for column in plan.breaks:
        sheet.col_breaks.append(Break(id=column - 1))  # left of the 0-based column
    if plan.breaks and repeat:
        sheet.print_title_cols = f"A:{get_column_letter(repeat)}"
    sheet.print_options.horizontalCentered = not plan.breaks
    return plan


# The score sheet on paper (issue 27 item 6): every deal's row on one page across.
PADDING: Final = 2  # units of width beside a cell's text, as _fit_widths leaves
WRAP: Final = 1.0  # units of a wrapping cell's width its lines do not use
LINE_HEIGHT: Final = 15.0  # points: one line of 11-point text in a row
WIDE_LINE_HEIGHT: Final = 18.75  # with Japanese in it (Excel's Japanese fonts are taller)
UPRIGHT_CHARACTER: Final = 6.5  # points a character takes along an upright header
LONGEST_WORD: Final = 12  # a longer word (a name) may break inside rather than widen a column
CJK_PIECE: Final = 4  # Japanese breaks between any two characters: two of them at least


@dataclass(frozen=True, slots=True)
class FitPlan:
    """A sheet printed one page across: orientation, the scale that width gives (in
    percent, never below :data:`MIN_SCALE`) and each column's width (in units)."""

    orientation: str
    scale: int
    widths: tuple[float, ...]


def _scale(room: float, widths: Sequence[float]) -> int:
    total = sum(widths) * POINTS_PER_WIDTH
    return 100 if total <= 0 else min(100, int(room * 100 / total))


def plan_fit(natural: Sequence[float], floors: Sequence[float], paper: str) -> FitPlan | None:
    """Every column on one page across with the text at 9 points or more.

    The columns as wide as their content (``natural``) when that fits: in the
    orientation that prints larger, portrait when both print at 100 %. Otherwise
    landscape, the widest columns narrowed alike (their text wraps) but never
    below their ``floors``; ``None`` when even the floors do not fit."""
    best: tuple[tuple[int, int], FitPlan] | None = None
    for preference, orientation in enumerate(("portrait", "landscape")):
        scale = _scale(_room(paper, orientation), natural)
        if scale >= MIN_SCALE and (best is None or (-scale, preference) < best[0]):
            best = ((-scale, preference), FitPlan(orientation, scale, tuple(natural)))
    if best is not None:
        return best[1]
    room = _room(paper, "landscape")
    budget = room * 100 / MIN_SCALE / POINTS_PER_WIDTH
    lowest = [min(n, f) for n, f in zip(natural, floors, strict=True)]
    if sum(lowest) > budget:
        return None

    def narrowed(cap: float) -> tuple[float, ...]:
        return tuple(min(n, max(f, cap)) for n, f in zip(natural, lowest, strict=True))

    cap = max(natural)
    while cap > 0 and sum(narrowed(cap)) > budget:
        cap -= 0.5
    widths = narrowed(cap)
    return FitPlan("landscape", _scale(room, widths), widths)


def _wide(text: str) -> bool:
    """Whether ``text`` holds a character drawn two units wide (Japanese)."""
    return not text.isascii() and any(unicodedata.east_asian_width(ch) in "WF" for ch in text)


def _piece(word: str) -> int:
    """The width of the widest piece of ``word`` a wrapped line cannot break."""
    size = _display_width(word)
    if _wide(word):
        return min(size, CJK_PIECE)
    return min(size, LONGEST_WORD)


def _floor(value: object) -> int:
    """The narrowest column (units) that shows ``value`` wrapped: its widest word."""
    if value is None or value == "":
        return 0
    if not isinstance(value, str):
        return _display_width(value) + PADDING
    return max((_piece(word) for word in value.split()), default=0) + PADDING


def _line_height(text: str) -> float:
    """The height in points of one wrapped line of ``text``."""
    if _wide(text):
        return WIDE_LINE_HEIGHT
    return LINE_HEIGHT


def _lines(text: str, room: float) -> int:
    """How many lines ``text`` takes wrapped in ``room`` characters; a word longer
    than the room breaks inside (as Excel and LibreOffice break it). A Japanese
    character (two units) is never split: a line holds as many whole characters
    as fit, so 「サイレントソロ」 in a room of 7 takes three lines of three, not two
    (a row too short cuts the last line)."""
    if _wide(text):
        room = float(max(2, int(room) // 2 * 2))
    room = max(1.0, room)
    count, used = 1, 0.0
    for word in text.split():
        size = _display_width(word)
        if used and used + 1 + size <= room:
            used += 1 + size
            continue
        if used:
            count += 1
        whole = -(-size // room)  # ceiling
        count += int(whole) - 1 if whole > 1 else 0
        used = size - (whole - 1) * room if whole > 1 else size
    return count


def _print_score_sheet(sheet: _Grid, session: SessionFile, layout: Layout, paper: str) -> None:
    """The score sheet one page across (:func:`plan_fit`): each deal's game and every
    player's numbers on the same page, fitted to the page's width (and as many pages
    down as the deals need, the header row on each), the text at 9 points or more.
    Narrowed columns wrap their text, their rows grow; a header too long for its
    column stands upright; a change of seating's text spans the game's columns.
    Only when not even that fits do the players' columns go on a page of their own."""
    from openpyxl.utils import get_column_letter

    fixed = len(layout.fixed)
    letters = [get_column_letter(column) for column in range(1, layout.width + 1)]
    natural = [float(sheet.column_dimensions[letter].width or 8.43) for letter in letters]
    headers = [str(sheet.value(1, column) or "") for column in range(1, layout.width + 1)]
    seatings = {
        offset + 2 for offset, deal in enumerate(session.deals) if isinstance(deal, Seating)
    }
    columns, totals_row = layout.width, layout.totals_row
    floors = [0] * columns
    measured: dict[object, int] = {}  # an evening repeats its values: each measured once
    for row, cells in sheet.rows.items():
        if row == 1 or row > totals_row:
            continue
        for column, (value, _look) in cells.items():
            if column > columns:
                continue
            # The totals' label and a seating's text run on into the empty cells beside them.
            if column <= fixed and (
                (row in seatings and column > 2) or (row == totals_row and column == 1)
            ):
                continue
            floor = measured.get(value)
            if floor is None:
                floor = measured[value] = _floor(value)
            if floor > floors[column - 1]:
                floors[column - 1] = floor
    upright_floors = [max(floor, 3) for floor in floors]
    titled = [max(floor, _floor(header) - 1) for floor, header in zip(floors, headers, strict=True)]
    plan = plan_fit(natural, titled, paper) or plan_fit(natural, upright_floors, paper)
    if plan is None:
        _print_table(sheet, paper, repeat=1, keep=fixed)
        return

    header_height = LINE_HEIGHT
    for column, (letter, width) in enumerate(zip(letters, plan.widths, strict=True), start=1):
        sheet.column_dimensions[letter].width = width
        header = headers[column - 1]
        if _floor(header) - 1 > width:  # a word that does not fit: the header stands upright
            look = sheet.look(1, column)
            sheet.restyle(1, column, _aligned(look, "upright"))
            header_height = max(header_height, _display_width(header) * UPRIGHT_CHARACTER + 8)
        else:
            header_height = max(header_height, _line_height(header) * _lines(header, width - 1))
    sheet.row_dimensions[1].height = header_height
    narrowed = [column for column in range(fixed) if plan.widths[column] < natural[column]]
    if not narrowed:
        _print_fitted(sheet, paper, plan)
        return
    game_room = sum(plan.widths[2:fixed]) - WRAP
    wrapped: dict[_Look | None, _Look] = {}  # a look, and that look wrapping
    counted: dict[tuple[str, int], int] = {}
    for row in range(2, totals_row):
        tallest = LINE_HEIGHT
        cells = sheet.rows.get(row, {})
        if row in seatings:
            value, look = cells.get(3, (None, None))
            if isinstance(value, str) and _lines(value, plan.widths[2] - WRAP) > 1:
                if fixed > 3:
                    sheet.merge_cells(start_row=row, start_column=3, end_row=row, end_column=fixed)
                sheet.restyle(row, 3, _aligned(look, "wrap"))
                tallest = _line_height(value) * _lines(value, game_room)
        else:
            for column in narrowed:
                value, look = cells.get(column + 1, (None, None))
                if not isinstance(value, str):
                    continue
                count = counted.get((value, column))
                if count is None:
                    count = counted[(value, column)] = _lines(value, plan.widths[column] - WRAP)
                if count > 1:
                    if look not in wrapped:  # its last line beside the numbers
                        wrapped[look] = _aligned(look, "wrapped")
                    sheet.restyle(row, column + 1, wrapped[look])
                    tallest = max(tallest, _line_height(value) * count)
        if tallest > LINE_HEIGHT:
            sheet.row_dimensions[row].height = tallest
    _print_fitted(sheet, paper, plan)


def _print_fitted(sheet: Any, paper: str, plan: FitPlan) -> None:
    """Fit to the page's width, as many pages down as it takes ("fit to page" with
    no height: a long evening is never shrunk); the plan's scale for a reader that
    does not fit."""
    _print_setup(sheet, paper, plan.orientation, plan.scale)
    sheet.sheet_properties.pageSetUpPr.fitToPage = True
    sheet.page_setup.fitToWidth = 1
    sheet.page_setup.fitToHeight = 0
    sheet.print_options.horizontalCentered = True


def _print_book(
    grids: Sequence[_Grid], session: SessionFile, layout: Layout, heading: str, paper: str
) -> None:
    """How each sheet prints. The score sheet: each deal's columns and every
    player's delta and total on one page across (a 7-player evening too, at 9
    points or more: :func:`_print_score_sheet`), the header row on every page, long
    evenings going on downwards, the title at the top and the page number at the
    foot. The Summary and the Rules as wide as they are; the chart across one
    landscape page; the Data sheet is hidden and not printed."""
    sheet, summary, chart, rules, data = grids
    _print_score_sheet(sheet, session, layout, paper)
    sheet.print_title_rows = "1:1"
    _print_table(summary, paper, repeat=2)
    _print_setup(chart, paper, "landscape")
    _print_table(rules, paper)
    for printed in (sheet, summary, chart, rules):
        if printed is not summary:  # the Summary's first line is the heading
            printed.oddHeader.center.text = _text(heading).replace("&", "&&")[:200]
        printed.oddFooter.center.text = "&P / &N"
    _print_setup(data, paper, "portrait")


def _heading(session: SessionFile, words: dict[str, str]) -> str:
    """The heading "Friday evening · 2026-11-20"; the title alone when it names the date."""
    title = _title(session)
    joined = words["summary.heading"].format(title=title, date=session.date)
    return _dated(title, session.date, joined)


def _column_format(key: str) -> str:
    """The number format of one of the score sheet's game columns."""
    if key in SIGNED_COLUMNS:
        return SIGNED
    if key == "bock":
        return FACTOR
    return "0" if key in NUMERIC_COLUMNS else "General"


def _write_sheet(
    sheet: _Grid,
    session: SessionFile,
    replay: Replay,
    layout: Layout,
    words: dict[str, str],
    looks: _Looks,
) -> None:
    """One row per deal as the window shows it, then the totals. A change of
    seating is a row of its own (the new players and who deals next); a player
    not at the table has no delta, one who has not come yet no total either."""
    rules = game(session.game)
    keys = layout.fixed
    fixed = len(keys)
    headers = [words[f"col.{key}"] for key in keys]
    for player in layout.players:
        headers += [
            words["col.delta"].format(player=player),
            words["col.total"].format(player=player),
        ]
    header_look = looks("bold", "header", "General", "center", "header")
    for column, text in enumerate(headers, start=1):
        _put(sheet, 1, column, text, header_look)
    widths = [_display_width(text) for text in headers]
    for column in range(fixed, layout.width):  # long names wrap (_header_height)
        widths[column] = min(widths[column], PLAYER_WIDTH)

    column_formats = [_column_format(key) for key in keys]
    game_columns = {keys.index(k) for k in ("game", "contract", "re", "soloist") if k in keys}

    def game_looks(solo: bool, seating: bool, fill: str) -> list[_Look]:
        """The game columns' looks of a row."""
        row = []
        for column in range(fixed):
            font = "bold" if solo and column in game_columns else ""
            if keys[column] == "value":
                font = "bold"
            if seating:
                font = "italic"
            row.append(looks(font, fill, column_formats[column], "", "grid"))
        return row

    game_rows: dict[tuple[bool, bool, str], list[_Look]] = {}
    seating_look = looks("italic", "seating", SIGNED, "", "grid")
    out_look = looks("grey", "out", SIGNED, "", "grid")
    player_looks = {
        fill: (looks("", fill, SIGNED, "", "grid"), looks("bold", fill, SIGNED, "", "grid"))
        for fill in ("", "bock", "re")
    }
    cells_of = _columns_of(session.game).cells
    shown: list[set[object]] = [set() for _ in headers]  # each column's values, measured after
    seated = tables(session, replay)
    side: tuple[str, ...]
    for offset, (deal, replayed, table) in enumerate(
        zip(session.deals, replay.deals, seated, strict=True)
    ):
        seating = isinstance(deal, Seating)
        values: list[object] = [replayed.number, replayed.dealer]
        if isinstance(deal, Seating):
            values += _seating_cells(deal, layout, words)
            solo, side, fill = False, (), "seating"
        else:
            values += cells_of(deal, replayed, words)
            parties = rules.parties(deal)
            # A solo's game and party are bold; in a game of bids every deal is one.
            solo = not rules.bids and not deal.is_redeal and parties.soloist is not None
            side = parties.attackers
            fill = "bock" if replayed.bock_level > 0 else ""
        shape = (solo, seating, fill)
        game_row = game_rows.get(shape)
        if game_row is None:
            game_row = game_rows[shape] = game_looks(*shape)
        cells: dict[int, tuple[object, _Look | None]] = {}
        for column in range(fixed):
            value = values[column]
            shown[column].add(value)
            cells[column + 1] = (_text(value) if type(value) is str else value, game_row[column])
        column = fixed
        for player in layout.players:
            if seating:
                delta_look = total_look = seating_look
            elif player in replayed.sitting_out or player not in table:
                delta_look = total_look = out_look
            else:
                delta_look, total_look = player_looks[
                    fill or ("re" if player in side and not deal.is_redeal else "")
                ]
            delta, total = row_numbers(replayed, table, player)
            shown[column].add(delta)
            shown[column + 1].add(total)
            cells[column + 1] = (delta, delta_look)
            cells[column + 2] = (total, total_look)
            column += 2
        sheet.rows[offset + 2] = cells
    for column, values_shown in enumerate(shown):
        widths[column] = max(widths[column], *map(_display_width, values_shown), 0)

    totals_row = layout.totals_row
    total_text = looks("bold", "total", "General", "", "total")
    total_number = looks("bold", "total", SIGNED, "", "total")
    for column in range(1, layout.width + 1):
        _put(sheet, totals_row, column, None, total_text)
    _put(sheet, totals_row, 1, words["row.total"], total_text)
    for index, player in enumerate(layout.players):
        _put(sheet, totals_row, layout.total_column(index), replay.totals[player], total_number)
    widths[0] = max(widths[0], _display_width(words["row.total"]))

    _fit_widths(sheet, widths)
    _header_height(sheet, headers, widths)
    sheet.freeze_panes = "C2"


def _money(value: Decimal) -> Decimal:
    return value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def _plain(value: Decimal, words: dict[str, str]) -> str:
    """A decimal without needless zeros, with the language's decimal sign:
    0.05 → "0.05" (German "0,05"), 2.50 → "2.5", 3.00 → "3"."""
    text = format(value.normalize(), "f")
    return text.replace(".", words["number.decimal"])


def _places(step: Decimal) -> int:
    """Decimals shown for money rounded to ``step``: two, or more when the step has them."""
    exponent = step.normalize().as_tuple().exponent
    return max(2, -exponent) if isinstance(exponent, int) else 2


def _amount(value: Decimal) -> Decimal:
    """A money amount as the cell stores it: plain digits, never "1E+1"."""
    return Decimal(format(value, "f"))


def _settle(
    session: SessionFile, replay: Replay, rate: Decimal | None, rounding: Decimal, currency: str
) -> Settlement | None:
    """The window's settlement of the evening, or ``None`` without a rate."""
    if rate is None:
        return None
    try:
        return settle_session(session, rate, rounding, currency, replay)
    except RecordError as error:
        raise WorkbookError(M_SETTLE.format(field=error.field, reason=error.reason)) from None


def _summary_keys(name: str, money: bool) -> list[str]:
    """The Summary's columns (label keys); rank, player and points stay in A, B, C."""
    rules = game(name)
    keys = ["rank", "player", "points", "played", "won", "lost"]
    if rules.drawn_deals:
        keys.append("drawn")
    keys += ["bids", "bids_won"] if rules.bids else ["solos", "solos_won"]
    keys += ["best", "worst", "streak"]
    if money:
        keys.append("balance")
    return keys


def _write_summary(
    sheet: Any,
    session: SessionFile,
    replay: Replay,
    words: dict[str, str],
    looks: _Looks,
    stats: SessionStats,
    settlement: Settlement | None,
) -> None:
    """Final standings with rank and the window's statistics of each player
    (:func:`~schreiber.stats.session_stats`); with a rate, each balance and who pays
    whom (:func:`~schreiber.stats.settle_session`)."""
    name_of_game = session.game
    players = tuple(stats.players)  # everyone who sat, in the order they first sat
    people = [stats.players[p] for p in players]
    # 3 to 7 rows: plain Python (pandas would cost more to import than it saves).
    totals = [replay.totals[name] for name in players]
    records: list[tuple[str, dict[str, int | None]]] = []
    for name, person in zip(players, people, strict=True):
        numbers: dict[str, int | None] = {
            "rank": 1 + sum(total > replay.totals[name] for total in totals),  # 1, 2, 2, 4
            "points": replay.totals[name],
            "played": person.deals.played,
            "won": person.deals.won,
            "lost": person.deals.lost,
            "drawn": person.deals.drawn,
            "solos": person.solo_record.played,
            "solos_won": person.solo_record.won,
            "best": person.best,
            "worst": person.worst,
            "streak": person.longest_streak,
        }
        records.append((name, numbers))
    records.sort(key=lambda record: record[1]["rank"] or 0)  # stable: seats keep their order

    _put(sheet, 1, 1, _heading(session, words), looks("title"))
    game_line = words["summary.game"].format(
        game=words[f"game.{name_of_game}"], deals=stats.table.deals
    )
    _put(sheet, 2, 1, game_line)
    if replay.end.finished:
        _put(sheet, 3, 1, words["summary.finished"].format(names=", ".join(replay.end.winners)))

    currency = settlement.currency if settlement else ""
    keys = _summary_keys(name_of_game, settlement is not None)
    headers = [words[f"summary.{key}"].format(currency=currency) for key in keys]
    header_look = looks("bold", "header", "General", "center", "header")
    for column, text in enumerate(headers, start=1):
        _put(sheet, SUMMARY_HEADER_ROW, column, text, header_look)
    # Long headers wrap onto a second line instead of widening the table.
    widths = [min(HEADER_WIDTH, _display_width(text)) for text in headers]
    if any(_display_width(text) > HEADER_WIDTH for text in headers):
        sheet.row_dimensions[SUMMARY_HEADER_ROW].height = 30
    zeros = "0" * _places(settlement.rounding) if settlement else "00"
    money = f'#,##0.{zeros} "{currency}"'
    formats = {key: "0" for key in keys} | {
        "player": "General",
        "points": SIGNED,
        "best": SIGNED,
        "worst": SIGNED,
        "balance": f'+{money};[Red]-{money};0.{zeros} "{currency}"',
    }
    row = SUMMARY_HEADER_ROW
    for name, numbers in records:
        row += 1
        font = "bold" if numbers["rank"] == 1 else ""
        for column, key in enumerate(keys, start=1):
            value: object
            if key == "player":
                value = name
            elif key == "balance":
                assert settlement is not None
                value = _amount(settlement.balances[name])
            else:
                value = numbers[COLUMN_OF.get(key, key)]
            _put(sheet, row, column, value, looks(font, "", formats[key], "", "grid"))
            widths[column - 1] = max(widths[column - 1], _display_width(value) + 3)

    row += 2
    note_look = looks("note")
    if settlement is not None:
        rate_text = words["summary.rate"].format(
            rate=_plain(settlement.rate, words),
            step=_plain(settlement.rounding, words),
            currency=currency,
        )
        _put(sheet, row, 1, rate_text, note_look)
        row += 1
        if settlement.against_average:
            average = settlement.average
            # Two decimals, as the window shows the average.
            mean = _money(Decimal(average.numerator) / Decimal(average.denominator))
            mean_text = format(mean, "f").replace(".", words["number.decimal"])
            note = words["summary.average"].format(mean=mean_text)
            _put(sheet, row, 1, note, note_look)
            row += 1
        row += 1
        row = _write_transfers(sheet, row, settlement, words, looks, money, widths)
        row += 1
    counts = [("summary.deals", stats.table.deals), ("summary.redeals", stats.table.redeals)]
    if game(name_of_game).bock:
        counts.append(("summary.bock_deals", stats.table.bock_deals))
    for key, count in counts:
        _put(sheet, row, 1, words[key], looks("bold"))
        _put(sheet, row, 2, count, looks("", "", "0"))
        row += 1
    widths[0] = max(widths[0], 10)
    _fit_widths(sheet, widths, high=30)


def _write_transfers(
    sheet: Any,
    row: int,
    settlement: Settlement,
    words: dict[str, str],
    looks: _Looks,
    money: str,
    widths: list[int],
) -> int:
    """The "Who pays whom" block: its title in A, then one row per transfer (payer,
    payee, amount) in columns B to D; returns the row after the block."""
    _put(sheet, row, 1, words["summary.transfers"], looks("bold"))
    row += 1
    if not settlement.transfers:
        _put(sheet, row, 1, words["summary.even"], looks("note"))
        return row + 1
    header_look = looks("bold", "header", "General", "center", "header")
    keys = ("payer", "payee", "amount")
    for column, key in enumerate(keys, start=2):
        text = words[f"summary.{key}"].format(currency=settlement.currency)
        _put(sheet, row, column, text, header_look)
        widths[column - 1] = max(widths[column - 1], min(HEADER_WIDTH, _display_width(text)))
    for transfer in settlement.transfers:
        row += 1
        cells: tuple[tuple[object, str], ...] = (
            (transfer.payer, "General"),
            (transfer.payee, "General"),
            (_amount(transfer.amount), money),
        )
        for column, (value, fmt) in enumerate(cells, start=2):
            _put(sheet, row, column, value, looks("", "", fmt, "", "grid"))
            widths[column - 1] = max(widths[column - 1], _display_width(value) + 3)
    return row + 1


def _write_chart(
    sheet: Any, source: Any, layout: Layout, words: dict[str, str], looks: _Looks
) -> None:
    """A native line chart: every player's running total over the deals."""
    from openpyxl.chart import LineChart, Reference, Series

    if layout.deals == 0:
        _put(sheet, 1, 1, words["chart.empty"], looks("note"))
        return
    chart = LineChart()
    chart.title = words["chart.title"]
    chart.x_axis.title = words["chart.deal"]
    chart.y_axis.title = words["chart.points"]
    chart.x_axis.delete = False
    chart.y_axis.delete = False
    chart.x_axis.axPos = "b"
    chart.x_axis.tickLblPos = "low"  # the deal numbers below the plot, not on the zero line
    chart.legend.position = "r"
    chart.legend.overlay = False
    # Fits a landscape page (A4 or Letter) with the default margins.
    chart.width = 23.0
    chart.height = 14.0
    last = layout.deals + 1
    step = max(1, layout.deals // 24)
    if step > 1:
        chart.x_axis.tickLblSkip = step
        chart.x_axis.tickMarkSkip = step
    for index, player in enumerate(layout.players):
        column = layout.total_column(index)
        values = Reference(source.sheet, min_col=column, min_row=2, max_row=last)
        series = Series(values, title=_text(player)[:255])
        series.smooth = False
        if layout.deals <= 40:
            series.marker.symbol = "circle"
            series.marker.size = 5
        chart.series.append(series)
    chart.set_categories(Reference(source.sheet, min_col=1, min_row=2, max_row=last))
    sheet.add_chart(chart, "A1")


def _option_value(value: object, words: dict[str, str], game: str, name: str) -> object:
    """An option's value as the rules editor shows it: yes/no, a choice's name, a
    number, a list as typed there ("0, 2, 4")."""
    if value is True:
        return words["rules.yes"]
    if value is False:
        return words["rules.no"]
    if value is None:
        return words["rules.none"]
    if isinstance(value, str):
        return option_value(words, game, name, value)
    if isinstance(value, int | float):
        return value
    if isinstance(value, list | tuple):
        return ", ".join(str(_option_value(item, words, game, name)) for item in value)
    return json.dumps(value, ensure_ascii=False)


def _write_rules(sheet: Any, session: SessionFile, words: dict[str, str], looks: _Looks) -> None:
    """Everything the session was played with, so the workbook explains itself."""
    header_look = looks("bold", "header", "General", "center", "header")
    cell_look = looks("", "", "General", "left", "grid")
    name_look = looks("bold", "", "General", "left", "grid")
    row = 1
    _put(sheet, row, 1, words["rules.setting"], header_look)
    _put(sheet, row, 2, words["rules.value"], header_look)
    general: list[tuple[str, object]] = [
        ("rules.game", words[f"game.{session.game}"]),
        ("rules.preset", words.get(f"preset.{session.game}.{session.preset}", session.preset)),
        ("rules.title", session.title),
        ("rules.date", session.date),
        ("rules.players", ", ".join(session.players)),
        ("rules.first_dealer", session.first_dealer),
    ]
    # Each change of seating (rules §2a), as its row on the score sheet says it,
    # from the deal it applies to (numbered as the sheet numbers deals played).
    played = 0
    for record in session.deals:
        if isinstance(record, Seating):
            seating = words["row.seating"].format(
                players=", ".join(record.players), dealer=record.dealer
            )
            general.append((words["rules.seating"].format(number=played + 1), seating))
        elif not record.is_redeal:
            played += 1
    widths = [_display_width(words["rules.option"]), _display_width(words["rules.value"])]
    for key, value in general:
        row += 1
        label = words.get(key, key)  # a change of seating's label is already worded
        _put(sheet, row, 1, label, name_look)
        _put(sheet, row, 2, value, cell_look)
        widths[0] = max(widths[0], _display_width(label))
        widths[1] = max(widths[1], _display_width(value))
    row += 2
    _put(sheet, row, 1, words["rules.option"], header_look)
    _put(sheet, row, 2, words["rules.value"], header_look)
    for name, value in session.rules.to_json().items():
        row += 1
        shown = _option_value(value, words, session.game, name)
        label = option_name(words, session.game, name)
        _put(sheet, row, 1, label, name_look)
        _put(sheet, row, 2, shown, looks("", "", "General", "left", "grid"))
        widths[0] = max(widths[0], _display_width(label))
        widths[1] = max(widths[1], _display_width(shown))
    row += 2
    _put(sheet, row, 1, words["rules.written_by"].format(version=__version__), looks("note"))
    _fit_widths(sheet, widths, high=60)


def _chunks(text: str, size: int = CHUNK) -> list[str]:
    """Split ``text`` into parts of at most ``size`` characters, never at a space
    (a reader that trims cell text must not change the JSON)."""
    parts = []
    start = 0
    while start < len(text):
        end = min(len(text), start + size)
        while end < len(text) and end > start + 1 and (text[end - 1] == " " or text[end] == " "):
            end -= 1
        parts.append(text[start:end])
        start = end
    return parts


def session_text(session: SessionFile) -> str:
    """The session file as the Data sheet stores it (ASCII, compact)."""
    return json.dumps(session.to_json(), ensure_ascii=True, separators=(",", ":"))


def _write_data(
    sheet: Any, session: SessionFile, language: str, words: dict[str, str], looks: _Looks
) -> None:
    """The session file, split over column A, with a marker and its SHA-256."""
    text = session_text(session)
    if len(text) > MAX_SESSION_BYTES:  # what import would refuse is not written (issue 18)
        raise WorkbookError(M_TOO_LONG_TO_EXPORT, limit=MAX_SESSION_BYTES // 2**20)
    parts = _chunks(text)
    meta: list[tuple[str, object]] = [
        (MARKER, WORKBOOK_VERSION),
        ("sha256", hashlib.sha256(text.encode("utf-8")).hexdigest()),
        ("language", language),
        ("app", f"Schreiber {__version__}"),
        ("note", words["data.note"]),
        ("json", len(parts)),
    ]
    bold = looks("bold")
    for row, (key, value) in enumerate(meta, start=1):
        _put(sheet, row, 1, key, bold)
        _put(sheet, row, 2, value, _aligned(None, "wrap") if key == "note" else None)
    for row, part in enumerate(parts, start=DATA_JSON_ROW + 1):
        _put(sheet, row, 1, part)
    sheet.column_dimensions["A"].width = 20
    sheet.column_dimensions["B"].width = 70
    sheet.protection.sheet = True
    # For the app, not for people: hidden, so it neither shows nor prints (no
    # print area: LibreOffice prints a hidden sheet that has one); the import
    # finds it all the same, by its marker.
    sheet.sheet_state = "hidden"


def _describe(book: Any, session: SessionFile, language: str) -> None:
    """The file's properties (File → Info in Excel): title, author, language."""
    properties = book.properties
    properties.title = _text(_title(session) or session.date)
    properties.creator = "Schreiber"
    properties.lastModifiedBy = "Schreiber"
    properties.language = language


def _save(book: Any, looks: _Looks, target: str | os.PathLike[str] | BinaryIO) -> None:
    """The workbook, its sheets' cells written (:meth:`_Looks.write`), to ``target``:
    a path, replaced atomically, or a binary stream.

    openpyxl writes into memory first: a failing disk then meets one plain write
    of bytes, not openpyxl's zip file halfway through (whose clean-up would
    fail a second time and complain on standard error). openpyxl still writes
    each sheet to a temporary file first; lxml, its writer, reports a full disk
    there as a serialisation error ("IO_EFBIG"): it is raised as the ``OSError``
    it is, and the sheet's half-written stream closed quietly.
    """
    looks.write()
    buffer = io.BytesIO()
    hook = sys.unraisablehook
    try:
        book.save(buffer)
    except Exception as error:
        if type(error).__name__ != "SerialisationError":  # lxml.etree's
            raise
        # Quiet before the error lets go of openpyxl's half-written sheet stream.
        sys.unraisablehook = _quiet
        failure: OSError | None = _os_error(error)
    else:
        failure = None
    if failure is not None:
        try:
            gc.collect()
        finally:
            sys.unraisablehook = hook
        raise failure
    if isinstance(target, (str, os.PathLike)):
        write_file(target, buffer.getvalue())
    else:
        target.write(buffer.getvalue())


def _os_error(error: Exception) -> OSError:
    """lxml's "IO_EFBIG" (an I/O error while writing) as the ``OSError`` it names."""
    import errno

    name = str(error).removeprefix("IO_").split()[0] if str(error) else ""
    code = getattr(errno, name, errno.EIO) if name.startswith("E") else errno.EIO
    return OSError(code, os.strerror(code))


def _quiet(_unraisable: object) -> None:
    """Nothing said when a failed save's sheet stream is closed: lxml would complain
    on standard error that it ended inside an element."""


# --- import -----------------------------------------------------------------------------


def _zip_limits() -> ZipLimits:
    return ZipLimits(
        file_bytes=MAX_FILE_BYTES,
        members=MAX_MEMBERS,
        unpacked_bytes=MAX_UNPACKED_BYTES,
        ratio=MAX_RATIO,
        directory_bytes=MAX_DIRECTORY_BYTES,
    )


def read_workbook(path: str | os.PathLike[str]) -> dict[str, object]:
    """The session file stored in a workbook Schreiber exported, checked.

    Raises :class:`WorkbookError` (one line) when the file is not such a
    workbook, is damaged, was edited after export, or goes beyond the limits
    (:mod:`schreiber.io.bounded`); ``OSError`` when it cannot be read at all.
    """
    try:
        stream = open_regular(os.fspath(path))
    except NotAFileError as error:  # a folder, a named pipe, a device: never waited on
        raise WorkbookError(error.template) from None
    with stream, checked_archive(stream, _zip_limits()) as archive:
        try:
            # Every part's checksum, one part at a time (the sizes are checked already):
            # a damaged part is refused even if it is not one that is read.
            if archive.testzip() is not None:
                raise WorkbookError(M_DAMAGED)
            return _read_book(_Book.open(archive))
        except WorkbookError:
            raise
        except (
            KeyError,  # a part the workbook names is missing
            ValueError,  # a number that is none, a date that is none
            IndexError,  # a shared string that is not there
            OverflowError,
            RecursionError,
            EOFError,
            RuntimeError,  # an encrypted part
            NotImplementedError,
            zipfile.BadZipFile,
            zlib.error,
        ):
            raise WorkbookError(M_DAMAGED) from None


_MAIN_TYPES: Final = frozenset(
    f"application/vnd.{kind}.main+xml"
    for kind in (
        "openxmlformats-officedocument.spreadsheetml.sheet",
        "openxmlformats-officedocument.spreadsheetml.template",
        "ms-excel.sheet.macroEnabled",
        "ms-excel.template.macroEnabled",
    )
)


@dataclass(frozen=True, slots=True)
class _Book:
    """A workbook's worksheets and shared strings, read within the limits. Nothing
    else of it is read: not the styles, the charts, the drawings, the properties."""

    archive: zipfile.ZipFile
    sheets: tuple[tuple[str, str | None], ...]  # (name, part; None when the part is missing)
    strings: tuple[str, ...]

    @classmethod
    def open(cls, archive: zipfile.ZipFile) -> _Book:
        names = set(archive.namelist())
        if "[Content_Types].xml" not in names:
            raise WorkbookError(M_DAMAGED)
        if any(name.startswith("xl/externalLinks/") for name in names):
            raise WorkbookError(M_LINKS)
        main = strings_part = None
        for _, attributes in elements(archive, "[Content_Types].xml", {"Override"}, MAX_TAGS):
            kind = attributes.get("ContentType", "")
            part = attributes.get("PartName", "").lstrip("/")
            if kind.endswith(".externalLink+xml"):
                raise WorkbookError(M_LINKS)  # never followed, but never ours either
            if kind in _MAIN_TYPES and main is None:
                main = part
            elif kind.endswith(".sharedStrings+xml") and strings_part is None:
                strings_part = part
        if main is None:
            raise WorkbookError(M_DAMAGED)
        found = elements(archive, main, {"sheet", "definedName", "externalReference"}, MAX_TAGS)
        for name, attributes in found:
            if name == "externalReference":
                raise WorkbookError(M_LINKS)
            defined = attributes.get("name", "")
            # Only the print titles and areas the export writes may be named: a name
            # defined by hand (a formula, a link) means an edited workbook. It is
            # refused, never evaluated.
            if name == "definedName" and not defined.startswith("_xlnm."):
                raise WorkbookError(M_NAMES, name=defined[:60])
        targets = relationships(archive, main, MAX_TAGS)
        sheets = []
        for name, attributes in found:
            if name == "sheet":
                kind, part = targets.get(attributes.get("id", ""), ("", ""))
                if kind.endswith("/worksheet"):  # not a chart sheet
                    sheets.append((attributes.get("name", ""), part if part in names else None))
        strings: list[str] = []
        if strings_part is not None and strings_part in names:
            strings = read_strings(archive, strings_part, MAX_STRING_TAGS, MAX_STRING_CHARS)
        return cls(archive, tuple(sheets), tuple(strings))

    def sheet(self, name: str | None) -> tuple[str, str | None] | None:
        """The sheet ``name`` and its part; None when there is no such sheet."""
        for sheet in self.sheets:
            if sheet[0] == name:
                return sheet
        return None

    def rows(
        self,
        sheet: str,
        part: str | None,
        columns: Sequence[int],
        last_row: int,
        budget: int = MAX_TAGS,
        count_first: bool = True,
    ) -> Generator[tuple[int, dict[int, object]], None, None]:
        return sheet_rows(
            self.archive,
            part,
            sheet=sheet,
            columns=columns,
            last_row=last_row,
            strings=self.strings,
            budget=budget,
            max_rows=MAX_ROWS,
            deals=MAX_DEALS,
            count_first=count_first,
        )


def _find_data_sheet(book: _Book) -> tuple[str, str | None]:
    """The sheet whose A1 holds the marker: under one of its names first, then any
    of the first :data:`MAX_SHEETS_SCANNED` (a renamed sheet)."""
    names = [LABELS[language]["sheet.data"] for language in LANGUAGES]
    candidates = [(name, part) for name, part in book.sheets if name in names]
    candidates += [sheet for sheet in book.sheets[:MAX_SHEETS_SCANNED] if sheet not in candidates]
    for name, part in candidates:
        # Only the first cell is read: the rest of a sheet that is not ours costs nothing.
        first = next(book.rows(name, part, (1,), 1, count_first=False), (1, {}))
        if first[0] == 1 and first[1].get(1) == MARKER:
            return name, part
    raise WorkbookError(M_NOT_OURS)


def _as_count(value: object) -> int | None:
    """A whole number a re-save may have turned into a float or text."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


def _read_data(book: _Book) -> tuple[str, dict[str, object]]:
    """The session text of the Data sheet (its parts joined, its hash checked) and
    the sheet's other entries (marker, hash, language, …)."""
    name, part = _find_data_sheet(book)
    meta: dict[str, object] = {}
    pieces: dict[int, object] = {}
    parts: int | None = None
    rows = book.rows(name, part, (1, 2), DATA_JSON_ROW + MAX_PARTS)
    for number, cells in rows:
        if number <= DATA_JSON_ROW:
            if isinstance(cells.get(1), str):
                meta[str(cells[1])] = cells.get(2)
            continue
        if parts is None:  # checked before the parts are read: a newer workbook says so
            parts, digest = _check_meta(meta)
        if number > DATA_JSON_ROW + parts:
            break
        pieces[number] = cells.get(1)
    rows.close()
    parts, digest = _check_meta(meta)
    texts = []
    for number in range(DATA_JSON_ROW + 1, DATA_JSON_ROW + 1 + parts):
        piece = pieces.get(number)
        if not isinstance(piece, str):
            raise WorkbookError(M_DATA_MISSING)
        texts.append(piece)
    text = "".join(texts)
    if len(text) > MAX_SESSION_BYTES:
        raise WorkbookError(M_DATA_TOO_LONG_TEXT, limit=MAX_SESSION_BYTES // 2**20)
    if hashlib.sha256(text.encode("utf-8")).hexdigest() != digest.strip().lower():
        raise WorkbookError(M_EDITED)
    return text, meta


def _check_meta(meta: dict[str, object]) -> tuple[int, str]:
    """The number of parts and the hash the Data sheet gives, its version checked."""
    version = _as_count(meta.get(MARKER))
    if version is None:
        raise WorkbookError(M_DATA_NO_VERSION)
    if version > WORKBOOK_VERSION:
        raise WorkbookError(M_NEWER, version=version)
    parts = _as_count(meta.get("json"))
    digest = meta.get("sha256")
    if parts is None or not isinstance(digest, str):
        raise WorkbookError(M_DATA_NO_TEXT)
    if parts > MAX_PARTS:
        raise WorkbookError(M_DATA_TOO_LONG, limit=thousands(MAX_DEALS))
    return parts, digest


def _read_book(book: _Book) -> dict[str, object]:
    text, meta = _read_data(book)
    try:
        stored = json.loads(text)
    except (ValueError, RecursionError):
        raise WorkbookError(M_EDITED) from None
    if not isinstance(stored, dict):
        raise WorkbookError(M_DATA_NO_SESSION)
    try:
        session, replay = parse_session_replay(stored)
    except RecordError as error:
        raise WorkbookError(
            M_INVALID, record=error, field=error.field, reason=error.reason
        ) from None
    language = meta.get("language")
    words = labels(language) if isinstance(language, str) and language in LANGUAGES else None
    _cross_check(book, session, replay, words)
    return stored


def _shown(value: object) -> str:
    if value is None or value == "":
        return Phrase(M_NOTHING)
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, str):
        return repr(value)
    return str(value)


def _same(found: object, expected: int | None) -> bool:
    if expected is None:
        return found is None or found == ""
    if isinstance(found, bool) or not isinstance(found, int | float):
        return False
    return found == expected


def _score_budget(layout: Layout) -> int:
    """The most tags the score sheet of ``layout`` can need, re-saved by any program:
    six a text cell (inline), four a number, two a row; and room for the rest."""
    per_row = 6 * len(layout.fixed) + 4 * 2 * len(layout.players) + 4
    return (layout.totals_row + 1) * per_row + MAX_TAGS


def _cross_check(
    book: _Book, session: SessionFile, replay: Replay, words: dict[str, str] | None
) -> None:
    """Every player number on the score sheet (and the summary's points) must be
    what the stored deals give; an edited number is named by its cell.

    The sheet is read row by row next to the numbers the replay gives, so memory
    stays that of one row, however long the evening."""
    sheet = book.sheet(words["sheet.sheet"] if words else None)
    if sheet is None:
        if not book.sheets:
            raise WorkbookError(M_NO_SHEET, sheet=words["sheet.sheet"] if words else "Sheet")
        sheet = book.sheets[0]
    name, part = sheet
    layout = Layout(session.game, seated_order(session, everyone(session)), len(session.deals))
    columns = sorted(
        {layout.delta_column(i) for i in range(len(layout.players))}
        | {layout.total_column(i) for i in range(len(layout.players))}
    )
    rows = book.rows(name, part, columns, layout.totals_row, _score_budget(layout))
    found_row, found = 0, dict[int, object]()  # the sheet's row at hand
    for row, column, value in expected_numbers(session, replay, layout):
        while found_row < row:
            found_row, found = next(rows, (layout.totals_row + 1, {}))
        cell = found.get(column) if found_row == row else None
        if not _same(cell, value):
            ref = f"{name}!{column_letters(column)}{row}"
            raise WorkbookError(M_CELL, ref=ref, found=_shown(cell), expected=_shown(value))
    rows.close()
    summary = book.sheet(words["sheet.summary"] if words else None)
    if summary is not None:
        summary_name, summary_part = summary
        first = SUMMARY_HEADER_ROW + 1
        last = SUMMARY_HEADER_ROW + len(layout.players)
        for number, cells in book.rows(summary_name, summary_part, (2, 3), last):
            if number < first:
                continue
            player, points = cells.get(2), cells.get(3)
            expected = replay.totals.get(player) if isinstance(player, str) else None
            if expected is not None and not _same(points, expected):
                ref = f"{summary_name}!C{number}"
                raise WorkbookError(M_CELL, ref=ref, found=_shown(points), expected=expected)
