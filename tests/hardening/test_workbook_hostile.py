"""Hostile workbooks for ``schreiber import`` and File → Import (issue 9 §3).

tests/io/test_workbook.py covers random bytes, truncated and damaged zips, a
zip bomb, foreign workbooks, formulas, edited cells and the size limits. Here:
what a hand-edited or hand-made .xlsx can carry beyond that — a declared million
rows, a huge shared-strings or styles part (which openpyxl reads whole even in
read-only mode), external links, defined names, wrong cell types in the Data
sheet, parts missing, a .xls or .csv under the .xlsx name. Each must be refused
with one line, and ``schreiber import`` must exit 2 with that line.
"""

from __future__ import annotations

import re
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest

from schreiber.io.workbook import WorkbookError, export_workbook, read_workbook
from tests.hardening.cli import assert_refused, run_here
from tests.io.sessions import session

DATA = "xl/worksheets/sheet5.xml"
SCORE = "xl/worksheets/sheet1.xml"
TYPES = "[Content_Types].xml"
BOOK = "xl/workbook.xml"
BOOK_RELS = "xl/_rels/workbook.xml.rels"
SPREADSHEET = "application/vnd.openxmlformats-officedocument.spreadsheetml"
RELATIONSHIPS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"

Parts = dict[str, bytes]
Edit = Callable[[Parts], object]


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> Parts:
    """The parts of a workbook exported by Schreiber (the Doppelkopf evening)."""
    path = tmp_path_factory.mktemp("exported") / "evening.xlsx"
    export_workbook(session("doppelkopf"), path)
    with zipfile.ZipFile(path) as archive:
        parts = {name: archive.read(name) for name in archive.namelist()}
    assert b'<dimension ref="A1:B7"/>' in parts[DATA]
    return parts


def replace(part: str, old: bytes, new: bytes, count: int = 1) -> Edit:
    def edit(parts: Parts) -> None:
        assert old in parts[part], (part, old)
        parts[part] = parts[part].replace(old, new, count)

    return edit


def declare(part: str, content_type: str, body: bytes, relationship: str = "") -> Edit:
    """Add ``part`` with its content type (and a relationship from the workbook)."""

    def edit(parts: Parts) -> None:
        parts[part] = body
        override = f'<Override PartName="/{part}" ContentType="{content_type}"/></Types>'
        parts[TYPES] = parts[TYPES].replace(b"</Types>", override.encode())
        if relationship:
            target = part.removeprefix("xl/")
            rel = (
                f'<Relationship Type="{RELATIONSHIPS}/{relationship}" Target="{target}"'
                ' Id="rId90"/>'
            )
            parts[BOOK_RELS] = parts[BOOK_RELS].replace(
                b"</Relationships>", rel.encode() + b"</Relationships>"
            )

    return edit


def shared_strings(count: int) -> bytes:
    head = (
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{count}">'
    )
    # Distinct strings: they pack as text does, not as a zip bomb (refused on its own).
    body = b"".join(b"<si><t>%d</t></si>" % i for i in range(count))
    return head.encode() + body + b"</sst>"


EXTERNAL_LINK = (
    b'<externalLink xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
    b' xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
    b'<externalBook r:id="rId1"><sheetNames><sheetName val="S"/></sheetNames></externalBook>'
    b"</externalLink>"
)
EXTERNAL_LINK_RELS = (
    b'<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    b'<Relationship Id="rId1" TargetMode="External" Target="http://example.invalid/evil.xlsx"'
    b' Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
    b'externalLinkPath"/></Relationships>'
)


def external_link(part: str = "xl/externalLinks/externalLink1.xml") -> list[Edit]:
    folder, name = part.rsplit("/", 1)

    def rels(parts: Parts) -> None:
        parts[f"{folder}/_rels/{name}.rels"] = EXTERNAL_LINK_RELS

    return [
        declare(part, f"{SPREADSHEET}.externalLink+xml", EXTERNAL_LINK, "externalLink"),
        rels,
        replace(
            BOOK,
            b"</sheets>",
            b'</sheets><externalReferences><externalReference r:id="rId90"/></externalReferences>',
        ),
        # The Data sheet's text now comes from the other file, with no cached value.
        data_cell("A7", b"<c r=\"A7\"><f>'[1]S'!$A$1</f></c>"),
    ]


def data_cell(ref: str, cell: bytes) -> Edit:
    """Put ``cell`` (raw XML) in place of the Data sheet's cell ``ref``."""

    def edit(parts: Parts) -> None:
        pattern = rb'<c r="' + ref.encode() + rb'"[^>]*?(?:/>|>.*?</c>)'
        parts[DATA], found = re.subn(pattern, cell, parts[DATA], count=1)
        assert found == 1, ref

    return edit


def defined_names(xml: bytes) -> Edit:
    return replace(BOOK, b"</definedNames>", xml + b"</definedNames>")


# id -> (the edits, what the one line says)
HOSTILE: dict[str, tuple[list[Edit], str]] = {
    "Data sheet declares 1,000,000 rows": (
        [replace(DATA, b'<dimension ref="A1:B7"/>', b'<dimension ref="A1:B1000000"/>')],
        "the sheet 'Data' has more than 6,000 rows",
    ),
    "score sheet declares the whole grid": (
        [
            lambda p: p.__setitem__(
                SCORE,
                re.sub(rb'<dimension ref="[^"]*"/>', b'<dimension ref="A1:XFD1048576"/>', p[SCORE]),
            )
        ],
        "the sheet 'Sheet' has more than 6,000 rows",
    ),
    "1,000,000 shared strings (24 MB)": (
        [
            declare(
                "xl/sharedStrings.xml",
                f"{SPREADSHEET}.sharedStrings+xml",
                shared_strings(1_000_000),
                "sharedStrings",
            )
        ],
        "the part xl/sharedStrings.xml holds more than 200,000 entries",
    ),
    "shared strings under another name": (
        [
            declare(
                "xl/texts/t.xml",
                f"{SPREADSHEET}.sharedStrings+xml",
                shared_strings(100_000),
                "sharedStrings",
            )
        ],
        "the part xl/texts/t.xml holds more than 200,000 entries",
    ),
    "a million cell formats packed as a zip bomb": (
        [
            replace(
                "xl/styles.xml", b"</cellXfs>", b'<xf numFmtId="0"/>' * 1_000_000 + b"</cellXfs>"
            )
        ],
        "the part xl/styles.xml is packed more than 300 times tighter",
    ),
    "100,000 defined names": (
        [
            defined_names(
                b"".join(b'<definedName name="n%d">1+1</definedName>' % i for i in range(100_000))
            )
        ],
        "the part xl/workbook.xml holds more than 50,000 entries",
    ),
    "an external link": (external_link(), "links to other files (external links)"),
    "an external link under another name": (
        external_link("xl/elsewhere/link.xml"),
        "links to other files (external links)",
    ),
    "a defined name with a formula": (
        [
            defined_names(
                b'<definedName name="fetch">WEBSERVICE("http://example.invalid/")</definedName>'
            )
        ],
        "defines the name 'fetch'",
    ),
    "a sheet-local defined name": (
        [defined_names(b'<definedName name="part" localSheetId="4">Data!$A$7</definedName>')],
        "defines the name 'part'",
    ),
    "a Data part as a formula without a value": (
        [data_cell("A7", b'<c r="A7"><f>CONCAT("{",  "}")</f></c>')],
        "a part of the session text is missing",
    ),
    "version as true": ([data_cell("B1", b'<c r="B1" t="b"><v>1</v></c>')], "no version"),
    "version as an error": ([data_cell("B1", b'<c r="B1" t="e"><v>#REF!</v></c>')], "no version"),
    "version as text": ([data_cell("B1", b'<c r="B1" t="str"><v>one</v></c>')], "no version"),
    "version as a date": (
        [data_cell("B1", b'<c r="B1" t="d"><v>2026-01-01T00:00:00</v></c>')],
        "no version",
    ),
    "version 1.5": ([data_cell("B1", b'<c r="B1"><v>1.5</v></c>')], "no version"),
    "version 1e308": ([data_cell("B1", b'<c r="B1"><v>1e308</v></c>')], "newer Schreiber"),
    "version not a number": ([data_cell("B1", b'<c r="B1"><v>abc</v></c>')], "damaged"),
    "version INF": ([data_cell("B1", b'<c r="B1"><v>INF</v></c>')], "damaged"),
    "version from a shared string that is not there": (
        [data_cell("B1", b'<c r="B1" t="s"><v>999999</v></c>')],
        "damaged",
    ),
    "parts 1e300": ([data_cell("B6", b'<c r="B6"><v>1e300</v></c>')], "too many parts"),
    "parts -3": ([data_cell("B6", b'<c r="B6"><v>-3</v></c>')], "edited after export"),
    "parts as true": ([data_cell("B6", b'<c r="B6" t="b"><v>1</v></c>')], "no session text"),
    "parts as 5,000 digits": (
        [data_cell("B6", b'<c r="B6" t="inlineStr"><is><t>' + b"9" * 5000 + b"</t></is></c>")],
        "damaged",
    ),
    "the hash as a number": ([data_cell("B2", b'<c r="B2"><v>5</v></c>')], "no session text"),
    "the session text as a number": (
        [data_cell("A7", b'<c r="A7"><v>5</v></c>')],
        "a part of the session text is missing",
    ),
    "the Data sheet's part missing": ([lambda p: p.pop(DATA)], "not written by Schreiber"),
    "the score sheet's part missing": ([lambda p: p.pop(SCORE)], "says nothing but the deals"),
    "the workbook part missing": ([lambda p: p.pop(BOOK)], "not an Excel workbook"),
    "the relationships missing": ([lambda p: p.pop(BOOK_RELS)], "not an Excel workbook"),
    "content types that are no XML": (
        [lambda p: p.__setitem__(TYPES, b"<Types><Override")],
        "not an Excel workbook",
    ),
}


def build(parts: Parts, edits: list[Edit], path: Path) -> Path:
    changed = dict(parts)
    for edit in edits:
        edit(changed)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in changed.items():
            archive.writestr(name, data)
    return path


def refused(path: Path, says: str) -> None:
    with pytest.raises(WorkbookError) as caught:
        read_workbook(path)
    message = str(caught.value)
    assert says in message and "\n" not in message, message
    line = assert_refused(run_here("import", str(path)), says)
    assert line == f"schreiber: {path}: {message}"


@pytest.mark.parametrize("case", list(HOSTILE))
def test_a_hostile_workbook_is_refused_with_one_line(
    exported: Parts, tmp_path: Path, case: str
) -> None:
    edits, says = HOSTILE[case]
    refused(build(exported, edits, tmp_path / "hostile.xlsx"), says)


def test_the_unedited_workbook_still_imports(exported: Parts, tmp_path: Path) -> None:
    """The control: the same rebuild without an edit comes back whole."""
    path = build(exported, [], tmp_path / "plain.xlsx")
    assert read_workbook(path) == session("doppelkopf").to_json()
    # Print titles and areas are names too (the export writes them): still fine.
    builtin = defined_names(
        b'<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'
        b"Sheet!$A$1:$B$2</definedName>"
    )
    assert read_workbook(build(exported, [builtin], tmp_path / "names.xlsx"))


def test_parts_never_read_cost_nothing(exported: Parts, tmp_path: Path) -> None:
    """Import reads the content types, the workbook, its relationships, the shared
    strings and the sheets it checks: 100,000 cell formats (styles Schreiber does not
    read) or a large drawing change nothing."""
    formats = b"".join(b'<xf numFmtId="%d"/>' % i for i in range(100_000))
    edits = [replace("xl/styles.xml", b"</cellXfs>", formats + b"</cellXfs>")]
    path = build(exported, edits, tmp_path / "styles.xlsx")
    assert read_workbook(path) == session("doppelkopf").to_json()


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("really.xls.xlsx", bytes.fromhex("D0CF11E0A1B11AE1") + bytes(5000)),  # an OLE2 .xls
        ("really.csv.xlsx", b"No.,Dealer,Anna\n1,Anna,+3\n"),
        ("really.json.xlsx", b'{"format": "schreiber-session"}'),
        ("empty.xlsx", b""),
        ("a plain zip.xlsx", b""),
    ],
)
def test_a_file_that_is_no_xlsx_is_refused(tmp_path: Path, name: str, content: bytes) -> None:
    path = tmp_path / name
    if name == "a plain zip.xlsx":
        with zipfile.ZipFile(path, "w") as archive:
            archive.writestr("readme.txt", "not a workbook")
    else:
        path.write_bytes(content)
    refused(path, "not an Excel workbook (.xlsx) or it is damaged")
