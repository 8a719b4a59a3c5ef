"""The score sheet on paper reads page by page (issue 27 item 6).

A real LibreOffice prints the workbook to PDF and poppler's ``pdftotext -layout``
reads it back: for 4 to 7 players in English, German and Japanese, every page
holds the header row, and each deal's number, its game and every player's delta
and total stand on the same page (on the same printed line, the row's last), the
deals in order, none twice, the pages down as many as the rows' heights need.
Skipped only where LibreOffice, poppler or Carlito (Calibri's metric twin) is
missing; CI installs them.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import openpyxl
import pytest

from schreiber.games.doppelkopf.records import Deal
from schreiber.io import workbook
from schreiber.io.labels import labels
from schreiber.io.workbook import Layout, expected_numbers
from schreiber.session.file import SessionFile
from schreiber.stats.statistics import everyone
from tests.io.test_printing import (
    SEVEN,
    evening,
    export,
    nine_points,
    pages,
    pdf,
    upright_words,
)

DEALS = 40  # more than a page holds: the deals go on to a second page
NUMBER = re.compile(r"^[+-]?\d+$")


def signed(value: int) -> str:
    """A player's number as the sheet shows it ("+0;[Red]-0;0")."""
    return f"+{value}" if value > 0 else str(value)


def layout_pages(path: Path) -> list[list[str]]:
    """Each page of the PDF as ``pdftotext -layout`` lays it out, line by line."""
    done = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    )
    return [page.splitlines() for page in done.stdout.split("\f")]


def expected_rows(session: SessionFile) -> dict[int, tuple[str, list[str]]]:
    """Each deal's number, its game as the sheet names it (in English) and the
    player numbers of its row, left to right."""
    replay = session.replay()
    layout = Layout(session.game, everyone(session), len(session.deals))
    numbers: dict[int, list[tuple[int, str]]] = {}
    for row, column, value in expected_numbers(session, replay, layout):
        if value is not None and row < layout.totals_row:
            numbers.setdefault(row, []).append((column, signed(value)))
    result = {}
    for offset, replayed in enumerate(replay.deals):
        deal = session.deals[offset]
        assert isinstance(deal, Deal) and replayed.number is not None
        shown = [text for _, text in sorted(numbers.get(offset + 2, []))]
        result[replayed.number] = (deal.type, shown)
    return result


def pages_down(sheet: Any, paper: str, usable_share: float) -> int:
    """The pages the score sheet takes down at its planned scale, the header row on
    each: rows packed into ``usable_share`` of the page between the margins."""
    setup = sheet.page_setup
    short, long = workbook.PAPERS[paper]
    height = short if setup.orientation == "landscape" else long
    usable = (height - 2 * 72 * workbook.TOP_MARGIN) * usable_share * 100 / setup.scale
    heights = sheet.row_dimensions
    header = heights[1].height or workbook.LINE_HEIGHT
    rows = [heights[row].height or workbook.LINE_HEIGHT for row in range(2, sheet.max_row + 1)]
    count, used = 1, header
    for tall in rows:
        if used + tall > usable:
            count, used = count + 1, header
        used += tall
    return count


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "de", "ja"])
@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_every_deal_reads_on_one_page(tmp_path: Path, players: int, language: str) -> None:
    if shutil.which("soffice") is None:
        pytest.skip("LibreOffice (soffice) is not installed; CI installs it")
    session = evening(deals=DEALS, players=SEVEN[:players])
    path = export(tmp_path, "evening", "a4", language, session=session)
    sheet = openpyxl.load_workbook(path).worksheets[0]
    words = labels(language)
    printed = layout_pages(pdf(tmp_path, path))
    header = words["col.number"]
    score = [page for page in printed if any(line.split()[:1] == [header] for line in page)]
    expected = expected_rows(session)
    seen: list[int] = []
    for page in score:
        for line in page:
            tokens = line.split()
            if not tokens or not tokens[0].isdigit() or int(tokens[0]) not in expected:
                continue
            if tokens[1:2] == ["/"]:  # the footer's page number ("1 / 8")
                continue
            number = int(tokens[0])
            kind, shown = expected[number]
            # Every player's delta and total on the deal's own line, in the columns' order.
            assert [t for t in tokens if NUMBER.match(t)][-len(shown) :] == shown, (number, line)
            # Its game on the same page: the row's last line has the game's last word.
            game = words[f"type.{kind}"]
            assert game.split()[-1][-1] in line, (number, game, line)
            seen.append(number)
    assert seen == sorted(expected)  # every deal once, in order
    # One page across: as many pages as the rows' heights fill going down.
    low = pages_down(sheet, "a4", 1.05)
    high = pages_down(sheet, "a4", 0.95)
    assert 2 <= low <= len(score) <= high, (low, len(score), high)


@pytest.mark.slow
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_seven_players_print_at_nine_points_or_more(tmp_path: Path, paper: str) -> None:
    if shutil.which("soffice") is None:
        pytest.skip("LibreOffice (soffice) is not installed; CI installs it")
    path = export(tmp_path, "seven", paper, "ja", session=evening(deals=DEALS))
    smallest = nine_points(tmp_path) - 0.01
    for number, (_, words) in enumerate(pages(pdf(tmp_path, path), upright_words(path)), 1):
        too_small = [(text, round(tall, 2)) for text, tall in words if tall < smallest]
        assert not too_small, f"page {number}: {too_small[:5]} under 9 pt"
