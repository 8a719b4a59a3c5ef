"""The Japanese catalogue speaks the rule pages' own words (issue 27, item 10).

The original Japanese rule pages (``shared/seeds``: Doppelkopf, Crescendo,
Pfälzer Schafkopf) name the game's things; the window, the workbook and the
reference must use those names, not words a translator chose. Each row below
is a term as the rule pages write it and the words that once stood for it in
the catalogue. A test also shows that each check can fail.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from schreiber.catalogue import source_translations_dir
from schreiber.io.labels import labels
from tests.test_glossary import glossary, japanese_translations

# the rule pages' term: a pattern of the words that must not stand for it
RULE_PAGE_TERMS: dict[str, str] = {
    # 攻撃チーム(Re-Partei) / 防御チーム(Contra-Partei), seed 000 §"攻撃チームと防御チーム"
    "攻撃チーム": r"レーチーム",
    "防御チーム": r"コントラチーム",
    # a side is a チーム; パーティー reads as a social party
    "チーム": r"パーティ",
    # "フォックスを取る", "チャーリーを取る": the pages say what a player takes
    "取る": r"捕獲",
    # ミゼールウベルト (Lumpen ouvert)
    "ミゼールウベルト": r"ミゼール・ウ|ウーヴェール",
    # Schafkopf's Kontra/Rekontra are ダブル/リダブル on its page
    "ダブル": r"倍化",
    # one plays (プレイする) a game; 遊ぶ is not the pages' word
    "プレイする": r"遊[ぶばびんべ]",
    # one spelling of the German word the pages quote
    "Schmeißen": r"Schmeissen",
}


def _all_japanese() -> list[str]:
    texts = [t for _c, _s, t in japanese_translations()]
    texts += list(labels("ja").values())
    texts += [term.japanese for term in glossary().values()]
    return texts


@pytest.mark.parametrize("term", sorted(RULE_PAGE_TERMS))
def test_the_catalogue_uses_the_rule_pages_word(term: str) -> None:
    wrong = re.compile(RULE_PAGE_TERMS[term])
    found = [text for text in _all_japanese() if wrong.search(text)]
    assert found == [], f"use {term}"


def test_the_rule_pages_words_are_used() -> None:
    """The right words are there (the checks above are not vacuous)."""
    text = "\n".join(_all_japanese())
    for term in (
        "攻撃チーム",
        "防御チーム",
        "フォックスを取る",
        "チャーリーを取る",
        "ミゼールウベルト",
    ):
        assert term in text, term


def test_each_check_catches_its_old_word() -> None:
    olds = {
        "攻撃チーム": "レーチーム",
        "防御チーム": "コントラチーム",
        "チーム": "パーティー",
        "取る": "フォックス捕獲",
        "ミゼールウベルト": "ミゼール・ウーヴェール",
        "ダブル": "倍化",
        "プレイする": "ソロを遊んだのは誰？",
        "Schmeißen": "(Schmeissen)",
    }
    assert set(olds) == set(RULE_PAGE_TERMS)
    for term, old in olds.items():
        assert re.search(RULE_PAGE_TERMS[term], old), term
        assert not re.search(RULE_PAGE_TERMS[term], term), term


def test_the_score_item_won_is_the_pages_victory_point() -> None:
    """勝利点 (seed 000's scoring table), not the everyday 勝ち."""
    found = {(c, s): t for c, s, t in japanese_translations()}
    assert found[("Doppelkopf", "won")] == "勝利点"
    assert found[("Reference", "won")] == "勝利点"


def _translations(language: str) -> list[tuple[str, str, str]]:
    root = ET.parse(source_translations_dir() / f"schreiber_{language}.ts").getroot()
    return [
        (context.findtext("name") or "", m.findtext("source") or "", "".join(t.itertext()))
        for context in root.iter("context")
        for m in context.iter("message")
        if (t := m.find("translation")) is not None
    ]


def test_crescendo_says_kirifuda_as_its_page_does() -> None:
    """The Crescendo page writes 切り札; Doppelkopf's and Schafkopf's pages 切札."""
    crescendo = [t for c, _s, t in _translations("ja") if c == "CrescendoPanel" and "札" in t]
    assert crescendo and all("切り札" in t for t in crescendo)
    found = {(c, s): t for c, s, t in _translations("ja")}
    assert found[("Reference", "Trump suit")] == "切り札"
    assert found[("Reference", "Trump")] == "切札"


def test_german_words_as_the_options_say_them() -> None:
    found = {(c, s): t for c, s, t in _translations("de")}
    assert found[("SheetModel", "NT")] == "o. T."
    german = [t for _c, _s, t in _translations("de")]
    assert "Fuchs macht letzten Stich" not in german
    assert not [t for t in german if "Schmeissen" in t]
