"""The workbook on paper (issue 17 item 5): readable print settings, A4 or Letter
from the locale, Bock as ×2/×4/×8, the Data sheet hidden, the date named once.

The tests marked slow print the workbook to PDF with a real LibreOffice and read
the PDF back with poppler's ``pdftotext`` (installed by ``.ci/run`` with the
Carlito font, Calibri's metric twin; skipped only where they are missing): the
pages the score sheet takes, the players' columns together on one page, no page
of the Data sheet, and no text smaller than a 9-point reference printed by the
same LibreOffice.
"""

from __future__ import annotations

import itertools
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import openpyxl
import pytest
from openpyxl.styles import Font
from openpyxl.utils import get_column_letter

from schreiber.io import workbook
from schreiber.io.workbook import (
    MIN_SCALE,
    WorkbookError,
    default_file_name,
    default_paper,
    export_workbook,
    paper_for_locale,
    plan_printing,
    read_workbook,
)
from schreiber.session.file import SessionFile, parse_session
from tests.io.sessions import session
from tests.io.test_libreoffice import soffice

SEVEN = ("Annabelle", "Benedikt", "Chiharu", "Daiki", "Emilia", "Friedrich", "Gundula")
FIXED = len(workbook.fixed_columns("doppelkopf"))  # the game columns before the players'


def evening(deals: int = 24, players: tuple[str, ...] = SEVEN) -> SessionFile:
    """A Doppelkopf evening of ``deals`` plain deals at a table of ``players``,
    titled as the new-session dialog titles it ("Doppelkopf 2026-11-23"); the
    ties at 120 bring Bock deals, some of them doubly Bock (×4)."""
    records: list[dict[str, object]] = []
    for index in range(deals):
        dealer = index % len(players)
        table = [players[(dealer + seat) % len(players)] for seat in range(1, 5)]  # §2
        records.append(
            {
                "type": "normal",
                "re": [table[index % 4], table[(index + 1) % 4]],
                "re_points": (150, 120, 95, 181, 121, 60)[index % 6],
                "announcements": {"re": ["re"] if index % 3 == 0 else [], "kontra": []},
            }
        )
    return parse_session(
        {
            "format": "schreiber-session",
            "version": 1,
            "game": "doppelkopf",
            "title": "Doppelkopf 2026-11-23",
            "date": "2026-11-23",
            "players": list(players),
            "first_dealer": players[0],
            "rules": {"preset": "standard", "options": {}},
            "deals": records,
        }
    )


def export(tmp_path: Path, name: str, paper: str, language: str = "en", **kw: Any) -> Path:
    path = tmp_path / f"{name}.xlsx"
    export_workbook(kw.pop("session", None) or evening(), path, language, paper=paper, **kw)
    return path


# --- paper from the locale ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "paper"),
    [
        ("en_US.UTF-8", "letter"),
        ("fr_CA.UTF-8", "letter"),
        ("es-MX", "letter"),
        ("en_PH", "letter"),
        ("English_United States.1252", "letter"),
        ("en_GB.UTF-8", "a4"),
        ("de_DE.UTF-8@euro", "a4"),
        ("ja_JP.UTF-8", "a4"),
        ("es_ES", "a4"),
        ("German_Germany.1252", "a4"),
        ("C", None),
        ("C.UTF-8", None),
        ("POSIX", None),
        ("de", None),
        ("", None),
        (None, None),
    ],
)
def test_the_paper_of_a_locale(name: str | None, paper: str | None) -> None:
    assert paper_for_locale(name) == paper


def test_the_paper_follows_the_locale_variables_in_posix_order(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("locale.getlocale", lambda *_: ("de_DE", "UTF-8"))
    assert default_paper({"LANG": "en_US.UTF-8"}) == "letter"
    assert default_paper({"LC_PAPER": "de_DE.UTF-8", "LANG": "en_US.UTF-8"}) == "a4"
    assert default_paper({"LC_ALL": "en_CA.UTF-8", "LC_PAPER": "de_DE.UTF-8"}) == "letter"
    assert default_paper({"LC_ALL": "", "LC_PAPER": "", "LANG": "es_MX"}) == "letter"


def test_without_a_country_in_the_environment_the_locale_module_decides(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("locale.getlocale", lambda *_: ("en_US", "UTF-8"))
    assert default_paper({}) == "letter"
    assert default_paper({"LANG": "C.UTF-8"}) == "letter"
    monkeypatch.setattr("locale.getlocale", lambda *_: ("English_Canada", "1252"))
    assert default_paper({}) == "letter"
    monkeypatch.setattr("locale.getlocale", lambda *_: ("ja_JP", "UTF-8"))
    assert default_paper({}) == "a4"
    monkeypatch.setattr("locale.getlocale", lambda *_: (None, None))
    assert default_paper({"LANG": "C"}) == "a4"


def test_export_uses_the_locales_paper_unless_told(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for variable in ("LC_ALL", "LC_PAPER"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    path = tmp_path / "us.xlsx"
    export_workbook(evening(), path, "de")
    sheets = openpyxl.load_workbook(path).worksheets
    assert {sheet.page_setup.paperSize for sheet in sheets} == {1}  # Letter
    export_workbook(evening(), path, "de", paper="a4")
    assert {sheet.page_setup.paperSize for sheet in openpyxl.load_workbook(path)} == {9}  # A4
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    export_workbook(evening(), path, "en")
    assert {sheet.page_setup.paperSize for sheet in openpyxl.load_workbook(path)} == {9}
    with pytest.raises(WorkbookError, match="unknown paper size 'a3'; choose a4 or letter"):
        export_workbook(evening(), path, "en", paper="a3")


# --- the print settings ---------------------------------------------------------------------


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_seven_players_columns_print_together_at_a_readable_scale(
    tmp_path: Path, paper: str, language: str
) -> None:
    sheet = openpyxl.load_workbook(export(tmp_path, "seven", paper, language)).worksheets[0]
    setup = sheet.page_setup
    assert sheet.sheet_properties.pageSetUpPr.fitToPage is False
    assert MIN_SCALE <= setup.scale <= 100
    assert 11 * setup.scale / 100 >= 9
    assert setup.orientation == "landscape"
    assert setup.pageOrder == "overThenDown"
    # One page across for the game columns, one for all fourteen player columns.
    assert [brk.id for brk in sheet.col_breaks.brk] == [FIXED]
    assert sheet.print_title_rows == "$1:$1"
    assert sheet.print_title_cols == "$A:$A"  # the deal number on the players' page too
    assert sheet.oddFooter.center.text == "&P / &N"
    # A long name wraps in the header instead of widening every player's column.
    assert sheet.row_dimensions[1].height >= 30
    for column in range(FIXED + 1, FIXED + 15):
        letter = get_column_letter(column)
        assert sheet.column_dimensions[letter].width <= workbook.PLAYER_WIDTH + 2


def test_a_small_table_prints_on_one_page_across(tmp_path: Path) -> None:
    for game in ("crescendo", "schafkopf_pfalz"):
        path = export(tmp_path, game, "a4", session=session(game))
        sheet = openpyxl.load_workbook(path).worksheets[0]
        assert sheet.col_breaks.brk == []
        assert sheet.page_setup.scale == 100
        assert sheet.print_options.horizontalCentered


def test_the_plan_never_shrinks_below_nine_points() -> None:
    # Thirty columns of 60 points: no page holds them, so they go across pages.
    plan = plan_printing([60.0] * 30, "a4", repeat=1)
    assert plan.scale >= MIN_SCALE
    assert plan.breaks
    room = workbook._room("a4", plan.orientation) * 100 / plan.scale
    starts = [1, *plan.breaks, 31]
    for start, end in itertools.pairwise(starts):
        repeated = 60.0 if start > 1 else 0.0
        assert repeated + 60.0 * (end - start) <= room
    # Players (from column 4 on, in pairs) are kept together when they fit on a page.
    plan = plan_printing([100.0, 300.0, 300.0, *([50.0] * 14)], "letter", repeat=1, keep=3)
    assert plan.breaks == (4,)
    # A delta and its total are never parted.
    plan = plan_printing([40.0, *([80.0] * 30)], "a4", repeat=1, keep=1)
    assert all((brk - 2) % 2 == 0 for brk in plan.breaks)


def test_the_data_sheet_is_hidden_unprinted_and_still_imported(tmp_path: Path) -> None:
    path = export(tmp_path, "hidden", "a4", "ja")
    book = openpyxl.load_workbook(path)
    data = book.worksheets[-1]
    assert data.title == "データ"
    assert data.sheet_state == "hidden"
    assert not data.print_area  # LibreOffice would print a hidden sheet with one
    assert [sheet.sheet_state for sheet in book.worksheets[:-1]] == ["visible"] * 4
    assert book.active.title == "得点表"
    assert parse_session(read_workbook(path)).to_json() == evening().to_json()


# --- what the sheet says ----------------------------------------------------------------------


def test_bock_reads_as_the_window_shows_it(tmp_path: Path) -> None:
    path = export(tmp_path, "bock", "a4")
    sheet = openpyxl.load_workbook(path).worksheets[0]
    column = workbook.fixed_columns("doppelkopf").index("bock") + 1
    replay = evening().replay()
    factors = set()
    for offset, replayed in enumerate(replay.deals):
        cell = sheet.cell(offset + 2, column)
        if replayed.bock_level:
            assert cell.value == 2**replayed.bock_level
            assert cell.number_format == '"×"0'
            factors.add(cell.value)
        else:
            assert cell.value is None
    assert factors == {2, 4}


def test_the_date_is_named_once(tmp_path: Path) -> None:
    dated = evening(deals=2)
    assert default_file_name(dated) == "Doppelkopf 2026-11-23.xlsx"
    path = export(tmp_path, "dated", "a4", session=dated)
    book = openpyxl.load_workbook(path)
    assert book.worksheets[0].oddHeader.center.text == "Doppelkopf 2026-11-23"
    assert book.worksheets[1]["A1"].value == "Doppelkopf 2026-11-23"
    # A title without the date still gets it.
    titled = session("doppelkopf")
    assert default_file_name(titled) == "2026-11-20 Friday evening.xlsx"
    path = export(tmp_path, "titled", "a4", session=titled)
    book = openpyxl.load_workbook(path)
    assert book.worksheets[0].oddHeader.center.text == "Friday evening · 2026-11-20"
    assert book.worksheets[1]["A1"].value == "Friday evening · 2026-11-20"


# --- on paper, printed by LibreOffice -----------------------------------------------------------


def calibri_or_its_twin() -> bool:
    """Whether LibreOffice prints Calibri, the workbook's font, with Calibri's widths:
    Calibri itself or its metric twin Carlito (which LibreOffice ships). Another
    stand-in has other widths, and the pages across would not be those of Excel."""
    if shutil.which("fc-match") is None:
        return False
    done = subprocess.run(
        ["fc-match", "-f", "%{family}", "Calibri"], capture_output=True, text=True, check=False
    )
    return done.stdout.split(",")[0].strip() in ("Calibri", "Carlito")


def pdf(tmp_path: Path, xlsx: Path) -> Path:
    if shutil.which("pdftotext") is None:
        pytest.skip("poppler-utils (pdftotext) is not installed")
    if not calibri_or_its_twin():
        pytest.skip("neither Calibri nor Carlito (fonts-crosextra-carlito) is installed")
    out = tmp_path / "pdf"
    soffice(tmp_path, "--convert-to", "pdf", "--outdir", str(out), str(xlsx))
    return out / f"{xlsx.stem}.pdf"


WORD = re.compile(
    r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>'
)
PAGE = re.compile(r'<page width="([\d.]+)" height="([\d.]+)">')


def pages(path: Path) -> list[tuple[tuple[float, float], list[tuple[str, float]]]]:
    """Each page's size and its words with their heights (which follow the font size)."""
    done = subprocess.run(
        ["pdftotext", "-bbox", str(path), "-"], capture_output=True, text=True, check=True
    )
    result = []
    for chunk in done.stdout.split("<page ")[1:]:
        size = PAGE.match("<page " + chunk)
        assert size is not None
        words = [
            (text, float(bottom) - float(top)) for _, top, _, bottom, text in WORD.findall(chunk)
        ]
        result.append(((float(size[1]), float(size[2])), words))
    return result


def nine_points(tmp_path: Path) -> float:
    """How tall LibreOffice prints a 9-point word of the workbook's font, at 100 %."""
    book = openpyxl.Workbook()
    cell = book.active.cell(1, 1, "Reference")
    cell.font = Font(name="Calibri", size=9)
    book.active.page_setup.scale = 100
    path = tmp_path / "nine.xlsx"
    book.save(path)
    ((_, words),) = pages(pdf(tmp_path, path))
    return words[0][1]


@pytest.mark.slow
@pytest.mark.parametrize(("paper", "size"), [("a4", (841.9, 595.3)), ("letter", (792.0, 612.0))])
def test_a_seven_player_evening_prints_readably(
    tmp_path: Path, paper: str, size: tuple[float, float]
) -> None:
    if shutil.which("soffice") is None:
        pytest.skip("LibreOffice is not installed")
    printed = pages(pdf(tmp_path, export(tmp_path, "evening", paper, "en")))
    smallest = nine_points(tmp_path) - 0.01
    score_pages = []
    for number, (_, words) in enumerate(printed, start=1):
        texts = [text for text, _ in words]
        assert "schreiber-workbook" not in texts and "sha256" not in texts  # no Data page
        too_small = [(text, round(tall, 2)) for text, tall in words if tall < smallest]
        assert not too_small, f"page {number}: {too_small[:5]} under 9 pt"
        if "No." in texts:  # the score sheet's header row
            score_pages.append(texts)
    # The score sheet (24 deals): two landscape pages across, one down.
    assert len(score_pages) == 2
    assert (round(printed[0][0][0], 1), round(printed[0][0][1], 1)) == size
    game, players = score_pages
    assert "Announcements" in game and "Σ" not in game
    # Every player's delta and total on the second page, beside the deal numbers.
    assert all(name in players for name in SEVEN)
    assert players.count("Σ") == 7 and players.count("±") == 7
    assert all(str(number) in players for number in range(1, 25))
    # The title once, at the top of the sheet's pages: no "· 2026-11-23" after it.
    assert game[:2] == ["Doppelkopf", "2026-11-23"] and "·" not in game[:4]
    # Bock as the window shows it.
    assert "×2" in game and "×4" in game


@pytest.mark.slow
def test_a_long_evening_goes_on_downwards_with_its_header(tmp_path: Path) -> None:
    if shutil.which("soffice") is None:
        pytest.skip("LibreOffice is not installed")
    long = evening(deals=90)
    printed = pages(pdf(tmp_path, export(tmp_path, "long", "a4", "de", session=long)))
    score = [[text for text, _ in words] for _, words in printed if "Nr." in [t for t, _ in words]]
    assert len(score) % 2 == 0 and len(score) >= 6  # pairs of pages across, three or more down
    for game, players in zip(score[::2], score[1::2], strict=True):
        assert "Geber" in game and "Wert" in game  # the header row on every page
        assert players.count("Σ") == 7
    # The deals go on from one page down to the next, none left out.
    numbers = {int(text) for text in [t for page in score[::2] for t in page] if text.isdigit()}
    assert set(range(1, 91)) <= numbers
