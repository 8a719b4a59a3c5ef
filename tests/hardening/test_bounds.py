"""Bounded input (issue 18, item 4): hostile files are refused within bounded memory,
sessions have a documented limit, and what the app exports at that limit it imports.

Each hostile workbook of the findings is built here — 45 million tags packed into
0.2 MB, a row of millions of cells, megabytes of relationships, zip bombs, a huge
or deeply nested shared-strings part, a FIFO named ``.xlsx`` — and imported by
``schreiber import`` in a process of its own, which reports its peak memory
(``ru_maxrss``). The assertion is on memory (under 300 MB) and on the one line;
the process's timeout only guards against a hang (a FIFO used to block for ever).
How quickly each is refused is measured by ``python -m benchmarks.bench_bounds``.
"""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

import pytest

from benchmarks.sessions import session_json
from schreiber import cli
from schreiber.games.errors import RecordError
from schreiber.io.workbook import (
    MAX_MEMBERS,
    MAX_STRING_TAGS,
    MAX_TAGS,
    WorkbookError,
    export_workbook,
    read_workbook,
)
from schreiber.session.file import (
    MAX_DEALS,
    MAX_PEOPLE,
    MAX_SESSION_BYTES,
    parse_session,
    parse_session_replay,
)
from schreiber.session.service import SessionService, create_session
from schreiber.store.database import Store
from tests.hardening.cli import ROOT, Run, assert_refused
from tests.hardening.test_workbook_hostile import BOOK_RELS, DATA, SCORE, SPREADSHEET, TYPES
from tests.io.sessions import session

MB = 1024 * 1024
MEMORY_LIMIT_MB = 300
HANG_GUARD_S = 120  # no timing assertion: a process still running then has hung

# The command in a process of its own, which says its peak memory on a last line.
# The peak is this process's own (VmHWM: ru_maxrss would count the parent's memory
# at the fork before the exec); ru_maxrss where there is no /proc.
PROBE = """\
import os, resource, sys
from schreiber.cli import main
code = main(sys.argv[1:])
if os.path.exists("/proc/self/status"):
    with open("/proc/self/status") as status:
        peak = next(int(line.split()[1]) // 1024 for line in status if line.startswith("VmHWM"))
else:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 2**20  # bytes on macOS
sys.stderr.write(f"peak {peak}\\n")
sys.exit(code)
"""

Writer = Callable[[IO[bytes]], None]
Parts = dict[str, bytes | Writer]


def run_measured(*args: str) -> tuple[Run, int]:
    """``schreiber ARGS`` in a fresh interpreter: what it did and its peak memory in MB."""
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        capture_output=True,
        cwd=ROOT,
        check=False,
        timeout=HANG_GUARD_S,
    )
    stderr, _, peak = (b"\n" + done.stderr.rstrip(b"\n")).rpartition(b"\npeak ")
    stderr = stderr[1:] + b"\n" if stderr else b""
    return Run(done.returncode, done.stdout, stderr), int(peak)


def refused_in_bounds(path: Path, says: str, command: str = "import") -> str:
    run, peak = run_measured(command, str(path))
    line = assert_refused(run, says)
    assert peak < MEMORY_LIMIT_MB, (peak, line)
    return line


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    path = tmp_path_factory.mktemp("exported") / "evening.xlsx"
    export_workbook(session("doppelkopf"), path)
    with zipfile.ZipFile(path) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def repeated(head: bytes, unit: bytes, count: int, tail: bytes) -> Writer:
    """A part written as a stream: ``head``, ``unit`` ``count`` times, ``tail``."""

    def write(stream: IO[bytes]) -> None:
        stream.write(head)
        block = unit * max(1, min(count, MB // len(unit)))
        left = count
        while left > 0:
            take = min(left, len(block) // len(unit))
            stream.write(block[: take * len(unit)])
            left -= take
        stream.write(tail)

    return write


def generated(head: bytes, units: Callable[[], Iterator[bytes]], tail: bytes) -> Writer:
    def write(stream: IO[bytes]) -> None:
        stream.write(head)
        batch: list[bytes] = []
        for unit in units():
            batch.append(unit)
            if len(batch) == 10_000:
                stream.write(b"".join(batch))
                batch.clear()
        stream.write(b"".join(batch) + tail)

    return write


def build(path: Path, parts: Parts) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in parts.items():
            if isinstance(content, bytes):
                archive.writestr(name, content)
            else:
                with archive.open(name, "w", force_zip64=False) as stream:
                    content(stream)
    return path


SHEET_HEAD = (
    b'<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
)
SHEET_TAIL = b"</sheetData></worksheet>"
STRINGS_HEAD = b'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'


def with_strings(parts: dict[str, bytes], strings: Writer) -> Parts:
    """The exported parts with a shared-strings part, declared as Excel declares it."""
    changed: Parts = dict(parts)
    kind = f"{SPREADSHEET}.sharedStrings+xml"
    override = f'<Override PartName="/xl/sharedStrings.xml" ContentType="{kind}"/>'
    changed[TYPES] = parts[TYPES].replace(b"</Types>", override.encode() + b"</Types>")
    changed["xl/sharedStrings.xml"] = strings
    return changed


# --- hostile workbooks ------------------------------------------------------------------


def forty_five_million_tags(parts: dict[str, bytes]) -> Parts:
    """The finding: 0.19 MB holding 45 M tags took 165 s and 4.25 GB."""
    return {**parts, DATA: repeated(SHEET_HEAD, b"<a/>", 45_000_000, SHEET_TAIL)}


def nine_million_cells_in_a_row(parts: dict[str, bytes]) -> Parts:
    """The finding: 0.47 MB with 9 M cells in one row took 128 s and 5.7 GB."""
    return {
        **parts,
        SCORE: repeated(SHEET_HEAD + b'<row r="1">', b"<c/>", 9_000_000, b"</row>" + SHEET_TAIL),
    }


def two_million_different_cells_in_a_row(parts: dict[str, bytes]) -> Parts:
    """Cells that pack like real ones (no zip bomb): refused by their count."""

    def cells() -> Iterator[bytes]:
        for i in range(2_000_000):
            yield b"<c><v>%d</v></c>" % i

    return {**parts, SCORE: generated(SHEET_HEAD + b'<row r="2">', cells, b"</row>" + SHEET_TAIL)}


def relationships_of_megabytes(parts: dict[str, bytes]) -> Parts:
    """The finding: 6.5 MB of relationship parts took 1.8 GB. The workbook's own are
    read (and refused by their count); a sheet's are never read."""

    def rels() -> Iterator[bytes]:
        for i in range(100_000):
            yield b'<Relationship Id="rId%d" Type="x" Target="worksheets/sheet1.xml"/>' % (i + 100)

    head = b'<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    return {**parts, BOOK_RELS: generated(head, rels, b"</Relationships>")}


def a_zip_bomb(parts: dict[str, bytes]) -> Parts:
    """190 MB of zeros in a part (under the 200 MB of all parts): packed 1,000 to 1."""
    return {**parts, "xl/media/image1.png": repeated(b"", b"\0" * 4096, 190 * 256, b"")}


def more_than_200_mb(parts: dict[str, bytes]) -> Parts:
    """250 parts of 0.99 MB each: none packed tightly enough to count as a bomb on
    its own (small parts are not held to the ratio), 247 MB together."""
    part = repeated(b"", b"\0" * 1024, 1013, b"")
    return {**parts, **{f"xl/media/data{n}.bin": part for n in range(250)}}


def too_many_parts(parts: dict[str, bytes]) -> Parts:
    return {**parts, **{f"xl/media/p{i}.bin": b"" for i in range(MAX_MEMBERS + 1)}}


def a_million_shared_strings(parts: dict[str, bytes]) -> Parts:
    def strings() -> Iterator[bytes]:
        for i in range(1_000_000):
            yield b"<si><t>%d</t></si>" % i

    return with_strings(parts, generated(STRINGS_HEAD, strings, b"</sst>"))


def a_shared_string_of_100_000_characters(parts: dict[str, bytes]) -> Parts:
    """Text that packs as text does (50 million of one letter is a zip bomb, above)."""
    text = os.urandom(50_000).hex().encode()
    return with_strings(parts, repeated(STRINGS_HEAD + b"<si><t>", text, 1, b"</t></si></sst>"))


def shared_strings_nested_a_million_deep(parts: dict[str, bytes]) -> Parts:
    def runs() -> Iterator[bytes]:
        for i in range(1_000_000):
            yield b'<r x="%d">' % i

    def write(stream: IO[bytes]) -> None:
        generated(STRINGS_HEAD + b"<si>", runs, b"")(stream)
        repeated(b"", b"</r>", 1_000_000, b"</si></sst>")(stream)

    return with_strings(parts, write)


def billion_laughs(parts: dict[str, bytes]) -> Parts:
    entities = b'<!DOCTYPE workbook [<!ENTITY a "aaaaaaaaaa">' + b"".join(
        b'<!ENTITY %c "&%c;&%c;&%c;&%c;&%c;&%c;&%c;&%c;&%c;&%c;">' % ((98 + i,) + (97 + i,) * 10)
        for i in range(9)
    )
    book = parts["xl/workbook.xml"].replace(b"<workbook", entities + b"]><workbook", 1)
    book = book.replace(b"</sheets>", b"</sheets><fileVersion appName='&j;'/>")
    return {**parts, "xl/workbook.xml": book}


HOSTILE: dict[str, tuple[Callable[[dict[str, bytes]], Parts], str]] = {
    "45 million tags in 0.2 MB": (forty_five_million_tags, "is packed more than 300 times"),
    "9 million cells in one row": (nine_million_cells_in_a_row, "is packed more than 300 times"),
    "2 million different cells in one row": (
        two_million_different_cells_in_a_row,
        "the part xl/worksheets/sheet1.xml holds more than",
    ),
    "100,000 relationships of the workbook (6.5 MB)": (
        relationships_of_megabytes,
        f"the part xl/_rels/workbook.xml.rels holds more than {MAX_TAGS:,} entries",
    ),
    "a zip bomb": (a_zip_bomb, "the part xl/media/image1.png is packed more than 300 times"),
    "247 MB unpacked in small parts": (more_than_200_mb, "would unpack to more than 200 MB"),
    "1,001 parts": (too_many_parts, f"(or more than {MAX_MEMBERS} parts)"),
    "1,000,000 shared strings": (
        a_million_shared_strings,
        f"the part xl/sharedStrings.xml holds more than {MAX_STRING_TAGS:,} entries",
    ),
    "a shared string of 100,000 characters": (
        a_shared_string_of_100_000_characters,
        "a cell of more than 32,767 characters",
    ),
    "shared strings nested a million deep": (
        shared_strings_nested_a_million_deep,
        f"the part xl/sharedStrings.xml holds more than {MAX_STRING_TAGS:,} entries",
    ),
    "entities in the workbook (billion laughs)": (
        billion_laughs,
        "not an Excel workbook (.xlsx) or it is damaged",
    ),
}


@pytest.mark.parametrize("case", list(HOSTILE))
def test_a_hostile_workbook_is_refused_in_bounded_memory(
    exported: dict[str, bytes], tmp_path: Path, case: str
) -> None:
    make, says = HOSTILE[case]
    path = build(tmp_path / "hostile.xlsx", make(exported))
    line = refused_in_bounds(path, says)
    assert line.startswith(f"schreiber: {path}: ")


def test_the_control_imports_in_bounded_memory(exported: dict[str, bytes], tmp_path: Path) -> None:
    """The same rebuild without an edit imports, in the same kind of process."""
    run, peak = run_measured("import", str(build(tmp_path / "plain.xlsx", dict(exported))))
    assert (run.code, run.stderr) == (0, b"")
    assert json.loads(run.stdout) == session("doppelkopf").to_json()
    assert peak < MEMORY_LIMIT_MB


def test_a_sheets_relationships_are_never_read(exported: dict[str, bytes], tmp_path: Path) -> None:
    """A score sheet's relationships of 6.5 MB (openpyxl read them whole): not read at all."""

    def rels() -> Iterator[bytes]:
        for i in range(100_000):
            yield b'<Relationship Id="rId%d" Type="x" Target="../a.xml"/>' % i

    head = b'<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    parts: Parts = {
        **exported,
        "xl/worksheets/_rels/sheet1.xml.rels": generated(head, rels, b"</Relationships>"),
    }
    path = build(tmp_path / "rels.xlsx", parts)
    assert read_workbook(path) == session("doppelkopf").to_json()


def test_a_zip_directory_of_too_many_entries_is_refused_unparsed(tmp_path: Path) -> None:
    """An end record announcing 60,000 entries in a 5 MB directory: refused from the end
    record alone, before zipfile builds an object per entry."""
    path = tmp_path / "directory.xlsx"
    end = b"PK\x05\x06" + struct.pack("<HHHHIIH", 0, 0, 60_000, 60_000, 5 * MB, 0, 0)
    path.write_bytes(b"\0" * 1000 + end)
    with pytest.raises(WorkbookError, match=r"or more than 1,?000 parts"):
        read_workbook(path)


def test_a_zip64_directory_is_refused(exported: dict[str, bytes], tmp_path: Path) -> None:
    path = build(tmp_path / "plain.xlsx", dict(exported))
    data = path.read_bytes()
    at = data.rfind(b"PK\x05\x06")
    locator = b"PK\x06\x07" + struct.pack("<IQI", 0, 0, 1)
    path.write_bytes(data[:at] + locator + data[at:])
    with pytest.raises(WorkbookError, match="would unpack to more than"):
        read_workbook(path)


def test_rows_or_cells_given_twice_are_refused(exported: dict[str, bytes], tmp_path: Path) -> None:
    """Excel would show one of them, the cross-check might compare the other."""
    score = exported[SCORE]
    at = score.index(b'<row r="3"')
    end = score.index(b"</row>", at) + len(b"</row>")
    again = score[:end] + score[at:end] + score[end:]
    path = build(tmp_path / "twice.xlsx", {**exported, SCORE: again})
    with pytest.raises(WorkbookError, match="damaged"):
        read_workbook(path)


@pytest.mark.parametrize("name", ["evening.xlsx", "evening.json"])
def test_a_fifo_is_refused_at_once(tmp_path: Path, name: str) -> None:
    """The finding: a FIFO named .xlsx blocked import for ever (the window too)."""
    fifo = tmp_path / name
    os.mkfifo(fifo)
    line = refused_in_bounds(fifo, "it is a named pipe (FIFO), not a file")
    assert line.startswith(f"schreiber: {fifo}")
    with pytest.raises(WorkbookError, match="named pipe"):
        read_workbook(fifo)  # as File → Import calls it: no open() that waits for a writer


def test_a_folder_named_xlsx_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "evening.xlsx"
    folder.mkdir()
    with pytest.raises(WorkbookError, match="it is a folder, not a file"):
        read_workbook(folder)


def test_a_device_is_refused(tmp_path: Path) -> None:
    line = refused_in_bounds(Path("/dev/zero"), "it is a device, not a file", "replay")
    assert "/dev/zero" in line
    with pytest.raises(WorkbookError, match="it is a device"):
        read_workbook("/dev/zero")


# --- session limits ---------------------------------------------------------------------


def test_the_command_line_reads_what_a_session_may_be() -> None:
    assert cli.MAX_INPUT_BYTES == MAX_SESSION_BYTES


def test_the_largest_session_file_fits_the_size_limit() -> None:
    """A session at the deal limit with every field filled, names of 40 Japanese
    characters, printed as widely as anyone would (indent 4, \\u escapes)."""
    data = session_json(MAX_DEALS)
    names = [f"{i}" + "名前" * 20 for i in range(5)]
    text = json.dumps(data)
    for old, new in zip(["Anna", "Ben", "Chie", "Daiki", "Emi"], names, strict=True):
        text = text.replace(f'"{old}"', json.dumps(new[:40]))
    data = json.loads(text)
    for record in data["deals"]:
        if record["type"] == "normal":
            record["announcements"] = {"re": ["re", "no90"], "kontra": ["kontra"]}
            record["bonuses"] = [
                {"kind": "fox", "party": "re"},
                {"kind": "charlie", "party": "kontra"},
            ]
    full = parse_session(data).to_json()
    deals = full["deals"]
    assert isinstance(deals, list)
    for number, record in enumerate(deals):
        record.update(id=10**9 + number, revision=12)  # as `schreiber show` prints it
    size = len(json.dumps(full, indent=4).encode())
    assert 5 * MB < size < MAX_SESSION_BYTES


def test_a_session_beyond_the_deal_limit_is_refused_before_its_deals_are_read() -> None:
    data = session_json(3)
    data["deals"] = [{"not": "even a deal"}] * (MAX_DEALS + 1)
    with pytest.raises(RecordError) as caught:
        parse_session(data)
    assert caught.value.field == "deals"
    assert caught.value.reason.startswith(f"holds {MAX_DEALS + 1} records; a session holds at most")


def test_a_session_of_too_many_players_is_refused() -> None:
    data = session_json(0)
    seatings = []
    for first in range(0, MAX_PEOPLE + 4, 4):
        players = [f"P{first + i}" for i in range(4)]
        seatings.append({"type": "seating", "players": players, "dealer": players[0]})
    data["deals"] = seatings
    with pytest.raises(RecordError) as caught:
        parse_session(data)
    assert caught.value.field.endswith(".players")
    assert f"different players sat at the table; a session has at most {MAX_PEOPLE}" in str(
        caught.value
    )


def test_a_session_file_over_the_limit_is_refused_by_every_command(tmp_path: Path) -> None:
    source = tmp_path / "season.json"
    source.write_text(json.dumps(session_json(MAX_DEALS + 1)))
    for command in ("replay", "import"):
        says = f"deals: holds {MAX_DEALS + 1} records; a session holds at most {MAX_DEALS}"
        refused_in_bounds(source, says, command)


def test_the_window_and_commands_cannot_grow_a_session_past_the_limit(tmp_path: Path) -> None:
    store = Store(tmp_path / "s.sqlite3", writer="table")
    session_id = create_session(store, parse_session(session_json(MAX_DEALS)))
    service = SessionService(store, session_id)
    deal = {"type": "normal", "re": ["Anna", "Ben"], "re_points": 130}
    for add in (
        service.add_deal,
        service.preview,
        lambda r: service.insert_deal(r, service.deal_ids[0]),
    ):
        with pytest.raises(RecordError, match=f"already has {MAX_DEALS} deals, the most one"):
            add(deal)
    assert len(store.sessions.load_session(session_id).deals) == MAX_DEALS
    service.delete_deal(MAX_DEALS)  # below the limit again: room for one
    service.add_deal(deal)
    assert len(store.sessions.load_session(session_id).deals) == MAX_DEALS


@pytest.mark.slow
def test_what_the_app_exports_at_the_limit_it_imports(tmp_path: Path) -> None:
    """The largest session accepted, exported by ``schreiber export``, comes back whole
    through ``schreiber import`` — and neither needs more than the memory bound."""
    source = tmp_path / "season.json"
    source.write_text(json.dumps(session_json(MAX_DEALS)))
    workbook = tmp_path / "season.xlsx"
    run, peak = run_measured("export", str(source), str(workbook))
    assert run.code == 0, run.stderr
    assert peak < MEMORY_LIMIT_MB
    run, peak = run_measured("import", str(workbook))
    assert run.code == 0, run.stderr
    assert peak < MEMORY_LIMIT_MB
    imported, replay = parse_session_replay(json.loads(run.stdout))
    assert imported.to_json() == parse_session(session_json(MAX_DEALS)).to_json()
    assert len(replay.deals) == MAX_DEALS
    run, peak = run_measured("replay", str(source))
    assert run.code == 0 and peak < MEMORY_LIMIT_MB


# --- File → Import in the window: at once, and in the user's language -------------------


@pytest.fixture
def german(qapp: Any) -> Iterator[None]:
    from schreiber.ui.i18n import Translations

    translations = Translations(qapp)
    translations.apply("de")
    yield
    translations.apply("en")


@pytest.mark.parametrize(
    ("make", "says"),
    [
        ("fifo", "es ist eine benannte Pipe (FIFO), keine Datei"),
        ("bomb", "ist mehr als 300-mal dichter gepackt"),
        ("too many deals", "ein Spielabend hat höchstens 5000 Spiele"),
    ],
)
def test_the_window_refuses_a_hostile_import_at_once_in_german(
    qtbot: Any,
    german: None,
    shown: list[str],
    exported: dict[str, bytes],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    make: str,
    says: str,
) -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QFileDialog

    from schreiber.ui.main_window import MainWindow

    path = tmp_path / "evening.xlsx"
    if make == "fifo":
        os.mkfifo(path)  # used to block File → Import for ever
    elif make == "bomb":
        build(path, a_zip_bomb(exported))
    else:
        path = tmp_path / "season.json"
        path.write_text(json.dumps(session_json(MAX_DEALS + 1)))
    with Store(tmp_path / "schreiber.sqlite3") as store:
        window = MainWindow(store, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(path), ""))
        window.files.import_session()
        assert len(shown) == 1, shown
        assert shown[0].startswith(f"{path} wurde nicht importiert: "), shown[0]
        assert says in shown[0], shown[0]
        assert store.sessions.list_sessions() == []
