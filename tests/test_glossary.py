"""One word per thing: the window, the workbook and the rules reference agree.

The core terms of the games have one name per language, the rules pages' own
(Japanese katakana レー, マリッジ, アルムート, フォックス …; the German
Doppelkopf words Re, Hochzeit, Armut, Fuchs …). The window's catalogue, the
workbook's labels and the reference's glossary must all use it, and the old
Japanese words the workbook once had (レ, 結婚, 貧乏, キツネ, 絵札なしソロ) must be
gone everywhere. Headless: the catalogue is read as ``schreiber export`` reads it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import openpyxl
import pytest

from schreiber.catalogue import catalogue, source_translations_dir
from schreiber.games.doppelkopf.rules import STANDARD
from schreiber.games.names import BONUSES, CONTRACTS, GAME_TYPES, WORDS
from schreiber.games.schafkopf_pfalz.rules import PRESETS as SCHAFKOPF_PRESETS
from schreiber.io.labels import labels
from schreiber.reference.glossary import Term as GlossaryTerm
from schreiber.reference.glossary import doppelkopf_terms, schafkopf_terms
from tests.io.sessions import session

# term: (window's message (context, source), workbook key, glossary's German
# term, the German word, the Japanese word)
CORE: dict[str, tuple[tuple[str, str], str, str, str, str]] = {
    "Re": (("Doppelkopf", WORDS["re"]), "word.re", "Re", "Re", "レー"),
    "Kontra": (("Doppelkopf", WORDS["kontra"]), "word.kontra", "Kontra", "Kontra", "コントラ"),
    "marriage": (
        ("Doppelkopf", GAME_TYPES["marriage"]),
        "type.marriage",
        "Hochzeit",
        "Hochzeit",
        "マリッジ",
    ),
    "poverty": (
        ("Doppelkopf", GAME_TYPES["poverty"]),
        "type.poverty",
        "Armut",
        "Armut",
        "アルムート",
    ),
    "silent solo": (
        ("Doppelkopf", GAME_TYPES["silent_solo"]),
        "type.silent_solo",
        "stille Hochzeit",
        "stille Hochzeit",
        "サイレントソロ",
    ),
    "queen solo": (
        ("Doppelkopf", GAME_TYPES["solo_queen"]),
        "type.solo_queen",
        "Damensolo",
        "Damensolo",
        "クイーンソロ",
    ),
    "jack solo": (
        ("Doppelkopf", GAME_TYPES["solo_jack"]),
        "type.solo_jack",
        "Bubensolo",
        "Bubensolo",
        "ジャックソロ",
    ),
    "fleshless solo": (
        ("Doppelkopf", GAME_TYPES["solo_fleshless"]),
        "type.solo_fleshless",
        "Fleischloser",
        "Fleischloser",
        "ノートランプソロ",
    ),
    "fox": (("Doppelkopf", BONUSES["fox"]), "bonus.fox", "Fuchs", "Fuchs", "フォックス"),
    "Charlie": (
        ("Doppelkopf", BONUSES["charlie"]),
        "bonus.charlie",
        "Karlchen (Karlchen Müller)",
        "Karlchen",
        "チャーリー",
    ),
    "Doppelkopf": (
        ("Doppelkopf", BONUSES["doppelkopf"]),
        "bonus.doppelkopf",
        "Doppelkopf",
        "Doppelkopf",
        "ドッペルコップ",
    ),
    "Bock": (("Doppelkopf", "Bock"), "col.bock", "Bock", "Bock", "ボック"),
    "no 90": (("Doppelkopf", WORDS["no90"]), "word.no90", "keine 90", "keine 90", "90"),
    "no 60": (("Doppelkopf", WORDS["no60"]), "word.no60", "keine 60", "keine 60", "60"),
    "no 30": (("Doppelkopf", WORDS["no30"]), "word.no30", "keine 30", "keine 30", "30"),
    "schwarz": (
        ("Doppelkopf", WORDS["schwarz"]),
        "word.schwarz",
        "schwarz",
        "schwarz",
        "シュワルツ",
    ),
    "solo": (("SheetModel", CONTRACTS["solo"]), "contract.solo", "Solo", "Solo", "ソロ"),
    "simple game": (
        ("SheetModel", CONTRACTS["simple"]),
        "contract.simple",
        "einfaches Spiel",
        "einfaches Spiel",
        "シンプル・ゲーム",
    ),
    "ace call": (
        ("SheetModel", CONTRACTS["ace_call"]),
        "contract.ace_call",
        "Asserufen",
        "Asserufen",
        "アースルーフェン",
    ),
}

BANNED_JAPANESE = re.compile(
    r"結婚|貧乏|キツネ|絵札なし|シュヴァルツ|カールヒェン|レ(?![ァ-ヺー・])"
)
"""The workbook's old words; "レ" alone for Re (レー, and レコントラ for Rekontra, are right)."""


def glossary() -> dict[str, GlossaryTerm]:
    every = STANDARD.replace(poverty=True, bock=True)
    terms = doppelkopf_terms(every, lambda context, text, *rest: text)
    terms += schafkopf_terms(next(iter(SCHAFKOPF_PRESETS.values())), lambda c, t, *r: t)
    return {term.german: term for term in terms}


@pytest.mark.parametrize("term", sorted(CORE))
def test_window_workbook_and_reference_use_one_word(term: str) -> None:
    (context, source), key, german_term, german, japanese = CORE[term]
    reference = glossary()[german_term]
    for language, word, in_reference in (
        ("de", german, reference.german),
        ("ja", japanese, reference.japanese),
    ):
        window = catalogue(language).translate(context, source)
        assert window.casefold() == word.casefold(), (language, term, window)
        assert labels(language)[key] == window, (language, term)
        assert in_reference.casefold().startswith(word.casefold()), (language, term, in_reference)
    assert labels("en")[key] == source


def japanese_translations() -> list[tuple[str, str, str]]:
    root = ET.parse(source_translations_dir() / "schreiber_ja.ts").getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            element = message.find("translation")
            if element is not None:
                found.append((name, message.findtext("source") or "", "".join(element.itertext())))
    return found


def test_no_japanese_translation_uses_the_old_words() -> None:
    translations = japanese_translations()
    assert len(translations) > 1000
    wrong = [(c, s, t) for c, s, t in translations if BANNED_JAPANESE.search(t)]
    assert wrong == []
    workbook = [value for value in labels("ja").values() if BANNED_JAPANESE.search(value)]
    assert workbook == []
    reference = [t.japanese for t in glossary().values() if BANNED_JAPANESE.search(t.japanese)]
    assert reference == []


def test_the_banned_words_are_found() -> None:
    """The check above can fail: the old words are caught, the right ones pass."""
    for old in ("レ", "レ, 90なし", "結婚", "貧乏", "キツネ", "絵札なしソロ"):
        assert BANNED_JAPANESE.search(old), old
    for right in ("レー", "レーチーム", "レコントラ", "マリッジ", "アルムート", "ノートランプソロ"):
        assert not BANNED_JAPANESE.search(right), right


def test_the_headless_export_reads_the_catalogue_without_widgets(tmp_path: Path) -> None:
    """``schreiber export`` words the workbook from the .qm files through QtCore alone."""
    script = (
        "import sys\n"
        "from schreiber.cli import main\n"
        "code = main(sys.argv[1:])\n"
        "gui = ('PySide6.QtWidgets', 'PySide6.QtGui')\n"
        "bad = sorted(m for m in sys.modules if m.startswith(gui))\n"
        "assert not bad, bad\n"
        "assert 'PySide6.QtCore' in sys.modules\n"
        "sys.exit(code)\n"
    )
    source = tmp_path / "evening.json"
    source.write_text(json.dumps(session("doppelkopf").to_json()), encoding="utf-8")
    target = tmp_path / "evening.xlsx"
    result = subprocess.run(
        [sys.executable, "-c", script, "export", str(source), str(target), "--language", "ja"],
        capture_output=True,
        text=True,
        check=False,
        cwd=Path(__file__).resolve().parents[1],
    )
    assert result.returncode == 0, result.stderr
    book = openpyxl.load_workbook(target)
    cells = {cell.value for row in book.worksheets[0].iter_rows() for cell in row}
    assert "マリッジ" in cells
