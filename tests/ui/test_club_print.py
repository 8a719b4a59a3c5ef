"""The club night's printouts: the seating plan and the table lists as PDF files,
read back with poppler's pdfinfo, pdftotext and pdftoppm."""

from __future__ import annotations

import re
import subprocess
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from schreiber.club.night_plan import deals_due
from schreiber.ui.club.night_print import (
    MARGIN_MM,
    save_seating_plan,
    save_table_lists,
    sitting_out,
)
from schreiber.ui.i18n import Translations

NIGHT = "Spring club night"
DATE = "2026-03-06"
NAMES = [
    "Anna", "Ben", "Chie", "Daiki", "Emi", "Fritz", "Gabi", "Hana", "Ida", "Jonas",
    "さくら", "健太", "美咲", "Lea", "Mia", "Nils", "Ole", "Paula", "Quirin", "Rosa",
    "Sven", "Tina", "Ute", "Vera", "Wim", "Xaver", "Yuki", "Zoe", "Aiko", "Bruno",
    "Carla", "Dora", "Egon", "Frieda", "Greta", "Hiro", "Ines", "Jan", "Kai", "Luis",
    "Mara", "Nina", "Otto", "Pia", "Ren", "Sora", "Taro", "Udo", "Vito", "Wanda",
    "Xenia", "Yoko",
]  # fmt: skip

# Headings as each language prints them (not looked up: the catalogue is checked).
WORDS = {
    "en": {
        "list": "Table list",
        "round": "Round 2",
        "table": "Table {n}",
        "seat": "Seat {n}",
        "totals": "Running totals",
        "value": "Game value",
        "notes": "Game / notes",
        "total": "Total",
        "signatures": "Signatures",
        "plan": "Seating plan · round {n}",
        "dealer": "Seat 1 deals the first game",
        "date": "March 6, 2026",
    },
    "de": {
        "list": "Spielliste",
        "round": "Runde 2",
        "table": "Tisch {n}",
        "seat": "Platz {n}",
        "totals": "Zwischenstand",
        "value": "Spielwert",
        "notes": "Spiel / Notizen",
        "total": "Summe",
        "signatures": "Unterschriften",
        "plan": "Sitzplan · Runde {n}",
        "dealer": "Platz 1 gibt das erste Spiel",
        "date": "6. März 2026",
    },
    "ja": {
        "list": "記録表",
        "round": "第2回戦",
        "table": "第{n}卓",
        "seat": "{n}番席",
        "totals": "累計",
        "value": "ゲーム点",  # as the sheet says "game value"
        "notes": "ゲーム / メモ",
        "total": "合計",
        "signatures": "署名",
        "plan": "座席表 · 第{n}回戦",
        "dealer": "1番席が最初のディールを配り",
        "date": "2026年3月6日",
    },
}


@pytest.fixture(params=["en", "de", "ja"])
def language(request: pytest.FixtureRequest, english: Translations) -> Iterator[str]:
    code: str = request.param
    english.apply(code)
    QApplication.processEvents()
    try:
        yield code
    finally:
        english.apply("en")


def page_count(path: Path) -> int:
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    match = re.search(r"^Pages:\s+(\d+)", info.stdout, re.MULTILINE)
    assert match is not None
    return int(match.group(1))


def page_text(path: Path, page: int, layout: bool = True) -> str:
    """The text of one page with runs of spaces made one and CJK compatibility
    forms (the fonts map 月 to ⽉) made plain: laid out as on the page, or in
    reading order with every run of white space made one space (a heading
    broken into two lines reads as one)."""
    options = ["-layout"] if layout else []
    out = subprocess.run(
        ["pdftotext", *options, "-f", str(page), "-l", str(page), str(path), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    plain = unicodedata.normalize("NFKC", out)
    return re.sub(r"[ \t]+" if layout else r"\s+", " ", plain)


def render(path: Path, page: int, folder: Path) -> QImage:
    stem = folder / f"page{page}"
    pages = ["-f", str(page), "-l", str(page)]
    subprocess.run(["pdftoppm", "-r", "60", "-png", "-singlefile", *pages, str(path), str(stem)])
    image = QImage(str(stem) + ".png")
    assert not image.isNull()
    return image


def assert_margins_blank(image: QImage) -> None:
    """Nothing is drawn in the page's margins (within 2 mm of the paper's edge
    up to the margin), so nothing spilled over the page."""
    per_mm = image.width() / 210
    edge = int((MARGIN_MM - 2) * per_mm)
    inked = 0
    for y in range(image.height()):
        for x in range(image.width()):
            inside = edge <= x < image.width() - edge and edge <= y < image.height() - edge
            if not inside and image.pixelColor(x, y).lightness() < 200:
                inked += 1
    assert inked == 0


def drawn_height(image: QImage) -> float:
    """How far down the page (as a share of its height) something is drawn."""
    for y in range(image.height() - 1, -1, -1):
        if any(image.pixelColor(x, y).lightness() < 200 for x in range(0, image.width(), 2)):
            return y / image.height()
    return 0.0


@pytest.mark.parametrize("size", [4, 5, 6])
def test_a_table_list_per_table(language: str, size: int, tmp_path: Path) -> None:
    words = WORDS[language]
    tables = [NAMES[k * size : (k + 1) * size] for k in range(3)]
    target = tmp_path / "lists.pdf"
    assert save_table_lists(target, NIGHT, DATE, 2, tables, first_table=4) == 3
    assert page_count(target) == 3
    due = deals_due(size)  # a table of 5 plays 30 deals, of 6 36, so each plays 24
    for index, table in enumerate(tables):
        text = page_text(target, index + 1)
        flat = page_text(target, index + 1, layout=False)
        for heading in ("list", "round", "totals", "value", "notes", "total", "signatures"):
            assert words[heading] in flat, heading
        assert words["table"].format(n=index + 4) in text
        assert NIGHT in text and words["date"] in text
        for seat, name in enumerate(table, start=1):
            assert words["seat"].format(n=seat) in text
            assert f"{seat} · {name}" in text  # the column of the seat's running total
            # Seat, column, signature, and each deal it deals or sits out.
            deals = sum(1 for deal in range(due) if deal % size == seat - 1)
            out = sum(1 for deal in range(due) if seat - 1 in sitting_out(size, deal % size))
            assert text.count(name) == 3 + deals + out
        others = [name for k, other in enumerate(tables) if k != index for name in other]
        assert not any(name in text for name in others)
        assert words["seat"].format(n=size + 1) not in text
        rows = [int(n) for n in re.findall(r"^\s*(\d+) [^\W\d_]", text, re.MULTILINE)]
        assert rows == list(range(1, due + 1))  # a numbered row per deal, its dealer beside


def test_the_rows_follow_the_deals_asked_for(tmp_path: Path) -> None:
    target = tmp_path / "lists.pdf"
    save_table_lists(target, NIGHT, DATE, 1, [NAMES[:4]], deals=40)
    text = page_text(target, 1)
    rows = [int(n) for n in re.findall(r"^\s*(\d+) [^\W\d_]", text, re.MULTILINE)]
    assert rows == list(range(1, 41))
    assert page_count(target) == 1


def test_the_table_list_stays_on_its_page(tmp_path: Path) -> None:
    long_names = ["Maximilian-Alexander von Hohenzollern", "さくら・ファン・デル・ヴェルデン"]
    table = long_names + NAMES[:5]  # seven at the table, two with very long names
    target = tmp_path / "lists.pdf"
    save_table_lists(target, NIGHT * 4, DATE, 12, [table], deals=40, first_table=10)
    image = render(target, 1, tmp_path)
    assert_margins_blank(image)
    # The signatures are at the foot of the page, not somewhere in the middle.
    assert drawn_height(image) > 0.85
    text = page_text(target, 1)
    assert "Maximilian" in text and "..." in text  # too long for its box: shortened (…)


def test_the_seating_plan_of_forty_on_one_page_per_round(language: str, tmp_path: Path) -> None:
    words = WORDS[language]
    players = NAMES[:40]
    first = [players[k : k + 4] for k in range(0, 40, 4)]
    second = [players[k::10] for k in range(10)]
    target = tmp_path / "plan.pdf"
    assert save_seating_plan(target, NIGHT, DATE, [first, second], first_round=2) == 2
    assert page_count(target) == 2
    for page, tables in enumerate([first, second], start=1):
        text = page_text(target, page)
        assert words["plan"].format(n=page + 1) in text
        assert words["dealer"] in text
        assert NIGHT in text and words["date"] in text
        for number, table in enumerate(tables, start=1):
            assert words["table"].format(n=number) in text
            for seat, name in enumerate(table, start=1):
                assert re.search(rf"(^| ){seat} {re.escape(name)}( |$)", text, re.MULTILINE), name
        assert words["table"].format(n=11) not in text


def test_the_seating_plan_is_large_and_within_the_page(tmp_path: Path) -> None:
    target = tmp_path / "plan.pdf"
    tables = [NAMES[k : k + 4] for k in range(0, 40, 4)]
    save_seating_plan(target, NIGHT, DATE, [tables])
    image = render(target, 1, tmp_path)
    assert_margins_blank(image)
    # The names are printed large: pdftotext's box of a word is about 1.2 times
    # its type size, so 18 points high is type of 15 points (Table 1's first name).
    text = subprocess.run(
        ["pdftotext", "-bbox", str(target), "-"], capture_output=True, text=True, check=True
    ).stdout
    box = re.search(r'yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">Anna<', text)
    assert box is not None
    height_points = float(box.group(2)) - float(box.group(1))
    assert height_points >= 18


def test_a_round_of_more_than_twelve_tables_goes_on(tmp_path: Path) -> None:
    tables = [NAMES[k : k + 4] for k in range(0, 52, 4)]  # 13 tables
    target = tmp_path / "plan.pdf"
    assert save_seating_plan(target, NIGHT, DATE, [tables]) == 2
    assert page_count(target) == 2
    assert "Table 12" in page_text(target, 1) and "Table 13" not in page_text(target, 1)
    assert "Table 13" in page_text(target, 2)


def test_one_table_of_seven(tmp_path: Path) -> None:
    target = tmp_path / "plan.pdf"
    save_seating_plan(target, NIGHT, DATE, [[NAMES[:7]]])
    text = page_text(target, 1)
    assert all(f"{seat} {name}" in text for seat, name in enumerate(NAMES[:7], start=1))
    assert_margins_blank(render(target, 1, tmp_path))


def test_what_cannot_be_printed_is_refused(tmp_path: Path) -> None:
    target = tmp_path / "x.pdf"
    with pytest.raises(ValueError):
        save_table_lists(target, NIGHT, DATE, 1, [NAMES[:4]], deals=0)
    with pytest.raises(ValueError):
        save_table_lists(target, NIGHT, DATE, 1, [NAMES[:4]], deals=41)
    with pytest.raises(ValueError):
        save_table_lists(target, NIGHT, DATE, 1, [NAMES[:8]])
    with pytest.raises(ValueError):
        save_seating_plan(target, NIGHT, DATE, [[]])
    assert not target.exists()
    with pytest.raises(OSError):
        save_seating_plan(tmp_path / "no such folder" / "plan.pdf", NIGHT, DATE, [[NAMES[:4]]])
