"""The workbook on paper (issue 17 item 5): readable print settings, A4 or Letter
from the locale, Bock as ×2/×4/×8, the Data sheet hidden, the date named once.

The tests marked slow print the workbook to PDF with a real LibreOffice and read
the PDF back with poppler's ``pdftotext`` (installed by ``.ci/run`` with the
Carlito font, Calibri's metric twin; skipped only where they are missing): the
pages the score sheet takes, each deal's row on one page across, no page
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

from schreiber.games import registry
from schreiber.games.doppelkopf import rules as doppelkopf_rules
from schreiber.io import workbook
from schreiber.io.labels import labels, option_name, option_value
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
@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_each_deal_prints_on_one_page_across_at_a_readable_scale(
    tmp_path: Path, paper: str, language: str, players: int
) -> None:
    """Issue 27 item 6: a deal's game and every player's numbers on the same page."""
    path = export(tmp_path, "table", paper, language, session=evening(players=SEVEN[:players]))
    sheet = openpyxl.load_workbook(path).worksheets[0]
    setup = sheet.page_setup
    # Fitted to the page's width, as many pages down as the deals need.
    assert sheet.sheet_properties.pageSetUpPr.fitToPage is True
    assert (setup.fitToWidth, setup.fitToHeight) == (1, 0)
    assert sheet.col_breaks.brk == []
    assert sheet.print_title_cols is None
    assert sheet.print_title_rows == "$1:$1"  # the header row on every page
    assert sheet.print_options.horizontalCentered
    assert sheet.oddFooter.center.text == "&P / &N"
    # The scale that width gives keeps the 11-point text at 9 points or more.
    widths = [
        sheet.column_dimensions[get_column_letter(column)].width
        for column in range(1, FIXED + 2 * players + 1)
    ]
    room = workbook._room(paper, setup.orientation)
    scale = min(100, int(room * 100 / (sum(widths) * workbook.POINTS_PER_WIDTH)))
    assert setup.scale == scale >= MIN_SCALE
    assert 11 * setup.scale / 100 >= 9
    if players >= 5:
        assert setup.orientation == "landscape"
    # A narrowed column wraps its text, its row as tall as its lines.
    for row in sheet.iter_rows(min_row=2, max_row=25, max_col=FIXED):
        for cell in row:
            width = widths[cell.column - 1]
            if (
                isinstance(cell.value, str)
                and workbook._lines(cell.value, width - workbook.WRAP) > 1
            ):
                assert cell.alignment.wrap_text, (cell.coordinate, cell.value, width)
                assert (sheet.row_dimensions[cell.row].height or 0) >= 30


def test_the_fit_narrows_the_widest_columns_never_below_their_floors() -> None:
    natural = [7.0, 11.0, 40.0, 22.0, *([10.0] * 14)]
    floors = [7.0, 11.0, 10.0, 11.0, *([6.0] * 14)]
    plan = workbook.plan_fit(natural, floors, "a4")
    assert plan is not None and plan.orientation == "landscape"
    assert plan.scale >= MIN_SCALE
    assert all(f <= w <= n for w, n, f in zip(plan.widths, natural, floors, strict=True))
    assert plan.widths[2] < 40 and plan.widths[:2] == (7.0, 11.0)
    room = workbook._room("a4", "landscape")
    assert sum(plan.widths) * workbook.POINTS_PER_WIDTH * MIN_SCALE / 100 <= room
    # What fits as it is keeps its widths: portrait when it prints at 100 % there.
    small = workbook.plan_fit([8.0] * 8, [4.0] * 8, "a4")
    assert small == workbook.FitPlan("portrait", 100, (8.0,) * 8)
    # Nothing fits: None (the players' columns then go on a page of their own).
    assert workbook.plan_fit([20.0] * 40, [12.0] * 40, "letter") is None


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


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_the_rules_sheet_names_every_option_in_words(tmp_path: Path, language: str) -> None:
    """Issue 27 item 6: the options as the new-session dialog names them, never codes."""
    words = labels(language)
    for name in registry.GAME_NAMES:
        for option in session(name).rules.to_json():  # every option the file stores
            assert f"option.{name}.{option}" in words, (name, option)
        for option, values in registry.game(name).option_names.values.items():
            for value in values:
                assert f"value.{name}.{option}.{value}" in words, (name, option, value)
    # Every choice the engine accepts has its name.
    named = registry.game("doppelkopf").option_names.values
    for option, choices in doppelkopf_rules._CHOICES.items():
        assert set(choices) <= set(named[option]), option
    # On the sheet: each option's name, each value a word (a list as the editor takes it).
    table = evening(deals=0).to_json()  # its own sit-outs: no deals to match them
    table["rules"] = {"preset": "standard", "options": {"sit_out_offsets": [0, 2, 4]}}
    path = export(tmp_path, "rules", "a4", language, session=parse_session(table))
    rows = [
        (row[0].value, row[1].value)
        for row in openpyxl.load_workbook(path).worksheets[3].iter_rows(max_col=2)
    ]
    start = rows.index((words["rules.option"], words["rules.value"])) + 1
    stored = parse_session(table).rules.to_json()
    options = rows[start : start + len(stored)]
    assert [label for label, _ in options] == [
        option_name(words, "doppelkopf", option) for option in stored
    ]
    for (label, shown), (key, setting) in zip(options, stored.items(), strict=True):
        assert "_" not in str(label) and label != key, (label, key)
        if isinstance(setting, str):
            assert shown == option_value(words, "doppelkopf", key, setting) != setting
    assert dict(options)[option_name(words, "doppelkopf", "sit_out_offsets")] == "0, 2, 4"


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


def pages(
    path: Path, upright: frozenset[str] = frozenset()
) -> list[tuple[tuple[float, float], list[tuple[str, float]]]]:
    """Each page's size and its words with their heights (which follow the font size).

    The words of ``upright`` may print turned (a header standing upright): their
    size is then their box's width; the larger of the two counts for them."""
    done = subprocess.run(
        ["pdftotext", "-bbox", str(path), "-"], capture_output=True, text=True, check=True
    )
    result = []
    for chunk in done.stdout.split("<page ")[1:]:
        size = PAGE.match("<page " + chunk)
        assert size is not None
        words = []
        for left, top, right, bottom, text in WORD.findall(chunk):
            tall = float(bottom) - float(top)
            if text in upright:
                tall = max(tall, float(right) - float(left))
            words.append((text, tall))
        result.append(((float(size[1]), float(size[2])), words))
    return result


def upright_words(path: Path) -> frozenset[str]:
    """The words of the score sheet's headers that stand upright."""
    sheet = openpyxl.load_workbook(path).worksheets[0]
    return frozenset(
        word
        for cell in sheet[1]
        if cell.alignment.textRotation == 90
        for word in str(cell.value).split()
    )


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
    path = export(tmp_path, "evening", paper, "en")
    printed = pages(pdf(tmp_path, path), upright_words(path))
    smallest = nine_points(tmp_path) - 0.01
    score_pages = []
    for number, (_, words) in enumerate(printed, start=1):
        texts = [text for text, _ in words]
        assert "schreiber-workbook" not in texts and "sha256" not in texts  # no Data page
        too_small = [(text, round(tall, 2)) for text, tall in words if tall < smallest]
        assert not too_small, f"page {number}: {too_small[:5]} under 9 pt"
        if "No." in texts:  # the score sheet's header row
            score_pages.append(texts)
    # The score sheet (24 deals) on landscape pages one across, going on downwards
    # (tests/io/test_print_pages.py reads them line by line).
    assert 1 <= len(score_pages) <= 2
    assert (round(printed[0][0][0], 1), round(printed[0][0][1], 1)) == size
    for texts in score_pages:  # the header row on every page, every player's columns
        assert "Announcements" in texts and "Value" in texts
        assert all(name in texts for name in SEVEN)
        assert texts.count("Σ") == 7 and texts.count("±") == 7
    numbers = [t for texts in score_pages for t in texts]
    assert all(str(number) in numbers for number in range(1, 25))
    # The title at the top of the sheet's pages names the date once: no "· 2026-11-23".
    game = score_pages[0]
    at = game.index("2026-11-23")
    assert game[at - 1] == "Doppelkopf" and game.count("2026-11-23") == 1
    # Bock as the window shows it.
    assert "×2" in numbers and "×4" in numbers


@pytest.mark.slow
def test_a_long_evening_goes_on_downwards_with_its_header(tmp_path: Path) -> None:
    if shutil.which("soffice") is None:
        pytest.skip("LibreOffice is not installed")
    long = evening(deals=90)
    printed = pages(pdf(tmp_path, export(tmp_path, "long", "a4", "de", session=long)))
    score = [[text for text, _ in words] for _, words in printed if "Nr." in [t for t, _ in words]]
    assert len(score) >= 3  # one page across, three or more down
    for page in score:
        assert "Geber" in page and "Wert" in page  # the header row on every page
        assert page.count("Σ") == 7
    # The deals go on from one page down to the next, none left out.
    numbers = {int(text) for text in [t for page in score for t in page] if text.isdigit()}
    assert set(range(1, 91)) <= numbers


def test_wrapped_japanese_is_counted_in_whole_characters() -> None:
    """A Japanese character is never split across lines: in a room of 7 units a line
    holds three (6 units), so 「サイレントソロ」 takes three lines; counted as 7 units a
    line it was two, and the printed row cut off its last line (found on paper)."""
    assert workbook._lines("サイレントソロ", 7) == 3
    assert workbook._lines("普通のゲーム", 7) == 2
    assert workbook._lines("Anna + Ben", 7) == 2
