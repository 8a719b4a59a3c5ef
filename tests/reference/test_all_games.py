"""Every game: pages non-empty, glossary complete, every text extractable by lupdate."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import PySide6
import pytest

from schreiber.games.doppelkopf.rules import DDV
from schreiber.reference import GAMES, sections
from schreiber.reference.glossary import crescendo_terms, doppelkopf_terms, schafkopf_terms
from tests.reference.helpers import Recorder, pages, tr

ROOT = Path(__file__).resolve().parents[2]
FILES = [
    *sorted((ROOT / "app" / "schreiber" / "reference").glob("*.py")),
    ROOT / "app" / "schreiber" / "ui" / "reference" / "browser.py",
]
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")

# Rule sets that between them switch every option of the reference on and off.
VARIANTS: dict[str, list[dict[str, object]]] = {
    "doppelkopf": [
        {},
        {
            "without_nines": True,
            "second_heart_ten_wins": True,
            "king_solo": True,
            "queen_jack_solo": True,
            "schweinchen": True,
            "hyperschweinchen": True,
            "redeal_hands": True,
            "poverty_refused_rotates": True,
            "solo_priority_by_kind": True,
            "heart_ten_caught": True,
            "fox_last_trick": True,
            "fox_first_trick": True,
            "hearts_trick": True,
            "plus_only": True,
            "re_kontra_doubles": True,
            "solo_doubles": True,
            "solo_implies_re": True,
            "bock_on_doppelkopf": True,
            "bock_on_custom": True,
            "bock_on_lost_solo": True,
            "bock_mode": "queue",
            "bock_max_level": 3,
            "bock_effect": "plus",
            "compulsory_solo": True,
            "compulsory_solo_suspends_bock": True,
            "soloist_leads": True,
            "announcement_timing": "late_refusals",
            "marriage_deadlines": "after_clarifying_trick",
            "sit_out": "opposite",
            "end_after_deals": 10,
            "end_at_score": 30,
        },
        {"re_kontra_doubles": True, "re_kontra_doubles_bonuses": True, "end_at_score": 9},
        {"poverty": False, "bock": False, "charlie_caught": False, "end_after_deals": 4},
    ],
    "schafkopf_pfalz": [
        {},
        {"table": 3, "tops_include_skat": False, "schneider_at_30": True, "end_at_score": 5},
        {"table": 4, "ace_call_hearts_point": False, "end_after_deals": 7},
        {"end_after_deals": 7, "end_at_score": 3},
    ],
    "crescendo": [{}, {"min_bid": 18, "end_after_deals": 9}, {"min_bid": 28, "end_at_score": 1}],
}


def variants() -> list[tuple[str, dict[str, object]]]:
    return [(game, options) for game in GAMES for options in VARIANTS[game]]


@pytest.mark.parametrize(("game", "options"), variants())
@pytest.mark.parametrize("dark", [False, True])
def test_every_page_has_a_title_and_text(game: str, options: dict[str, object], dark: bool) -> None:
    found = pages(game, options, dark=dark)
    assert len(found) >= 6
    assert len({s.key for s in found}) == len(found)
    for section in found:
        assert section.key and section.title
        assert section.html.startswith("<h2>")
        body = section.text.removeprefix(section.title).strip()
        assert len(body) > 40, section.key
    assert {"cards", "session", "glossary"} <= {s.key for s in found}


def test_rules_given_as_objects_json_or_none() -> None:
    assert [s.key for s in sections("doppelkopf", DDV, tr)] == [
        s.key for s in sections("doppelkopf", {"preset": "ddv"}, tr)
    ]
    assert sections("crescendo", None, tr) == sections("crescendo", {}, tr)
    with pytest.raises(TypeError):
        sections("crescendo", DDV, tr)
    with pytest.raises(ValueError, match="unknown game"):
        sections("skat", None, tr)


@pytest.mark.parametrize(("game", "options"), variants())
def test_glossary_has_three_names_and_a_meaning(game: str, options: dict[str, object]) -> None:
    from schreiber.games.registry import game as game_entry

    rules = game_entry(game).parse_rules({"options": options}, "rules", None)
    terms = {
        "doppelkopf": doppelkopf_terms,
        "schafkopf_pfalz": schafkopf_terms,
        "crescendo": crescendo_terms,
    }[game](rules, tr)  # type: ignore[operator]
    assert len(terms) >= 15
    for term in terms:
        assert term.german and term.english and term.meaning, term
        assert JAPANESE.search(term.japanese) or term.japanese.isdigit(), term
    glossary = next(s for s in pages(game, options) if s.key == "glossary")
    for term in terms:
        assert term.japanese in glossary.html


def test_the_glossary_follows_the_options() -> None:
    plain = next(s.text for s in pages("doppelkopf") if s.key == "glossary")
    full = next(
        s.text for s in pages("doppelkopf", VARIANTS["doppelkopf"][1]) if s.key == "glossary"
    )
    for term in ("Schweinchen", "Pflichtsolo", "Königssolo", "Schmeißen"):
        assert term not in plain
        assert term in full


def lupdate() -> Path:
    found = shutil.which("pyside6-lupdate")
    if found:
        return Path(found)
    return Path(PySide6.__file__).parent / "lupdate"


def extracted(tmp_path: Path) -> list[tuple[str, str, str | None]]:
    target = tmp_path / "reference.ts"
    subprocess.run(
        [str(lupdate()), "-silent", *map(str, FILES), "-ts", str(target)],
        check=True,
        capture_output=True,
    )
    result = []
    for context in ET.parse(target).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            result.append((name, message.findtext("source") or "", message.findtext("comment")))
    return result


def test_lupdate_finds_every_text_with_its_context(tmp_path: Path) -> None:
    """Each text the pages ask to translate is a literal lupdate extracts — none without
    a context — so the translators see all of them."""
    messages = extracted(tmp_path)
    assert len(messages) > 300
    assert all(context for context, _, _ in messages), "a text without a context"
    assert {context for context, _, _ in messages} == {"Reference", "Cards", "ReferenceBrowser"}
    known = set(messages)
    recorder = Recorder()
    for game, options in variants():
        for dark in (False, True):
            sections(game, {"options": options}, recorder, dark=dark)
    missing = sorted(call for call in recorder.calls if call not in known)
    assert missing == []
    # Texts must be templates with named placeholders, never glued fragments.
    for _context, source, _ in messages:
        assert "%s" not in source and "{}" not in source, source


def test_the_glossary_names_the_card_and_announcement_variants_in_play() -> None:
    """§13.4: joker, Genscher and Zwingen are explained when the table plays them."""
    terms = ("Genscher", "Joker", "Zwingen", "ゲンシャー", "ジョーカー", "ツヴィンゲン")
    plain = next(s.text for s in pages("doppelkopf") if s.key == "glossary")
    for term in terms:
        assert term not in plain
    # Genscher needs Hyperschweinchen, and the joker excludes it: two tables.
    genscher = {"schweinchen": True, "hyperschweinchen": True, "genscher": True}
    with_genscher = next(s.text for s in pages("doppelkopf", genscher) if s.key == "glossary")
    assert "Genscher" in with_genscher and "ゲンシャー" in with_genscher
    joker = {"joker": True, "zwingen": True}
    with_joker = next(s.text for s in pages("doppelkopf", joker) if s.key == "glossary")
    for term in ("Joker", "ジョーカー", "Zwingen", "ツヴィンゲン"):
        assert term in with_joker
