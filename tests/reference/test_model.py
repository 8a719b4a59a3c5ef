"""Cards drawn as coloured cells, translatable ranks, pages as plain text."""

from __future__ import annotations

import pytest

from schreiber.reference.model import (
    DARK,
    LIGHT,
    Card,
    Markup,
    card_name,
    card_table,
    colours,
    plain_text,
    section,
    table,
)
from tests.reference.helpers import card_cells, page, pages, tr


def test_red_suits_red_black_suits_black() -> None:
    cells = card_cells(card_table([("x", [Card("H", "10"), Card("C", "Q")])], tr, LIGHT))
    assert cells == [(LIGHT.red, "♥10"), (LIGHT.black, "♣Q")]


@pytest.mark.parametrize("game", ["doppelkopf", "schafkopf_pfalz", "crescendo"])
@pytest.mark.parametrize("dark", [False, True])
def test_every_card_cell_has_its_suit_colour(game: str, dark: bool) -> None:
    scheme = colours(dark)
    cells = [cell for s in pages(game, dark=dark) for cell in card_cells(s.html)]
    assert len(cells) > 20
    for colour, label in cells:
        expected = scheme.red if label[0] in "♥♦" else scheme.black
        assert colour == expected, label


def test_dark_colours_differ_and_are_light() -> None:
    assert DARK.red != LIGHT.red
    assert DARK.black != LIGHT.black
    for colour in (DARK.red, DARK.black):
        red, green, blue = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
        assert 0.299 * red + 0.587 * green + 0.114 * blue > 140  # reads on a dark page
    light = page("doppelkopf", "cards:normal").html
    dark = next(s for s in pages("doppelkopf", dark=True) if s.key == "cards:normal").html
    assert LIGHT.red in light and LIGHT.red not in dark
    assert DARK.red in dark and DARK.red not in light


def test_ranks_are_translated_in_the_cards_context() -> None:
    german = {"Q": "D", "J": "B", "K": "K", "A": "A"}

    def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return german.get(text, text) if context == "Cards" else text

    assert card_name(Card("C", "Q"), translate) == "♣D"
    assert card_name(Card("D", "J"), translate) == "♦B"
    assert card_name(Card("H", "10"), translate) == "♥10"
    normal = next(s for s in pages("doppelkopf") if s.key == "cards:normal")
    from schreiber.reference import sections

    translated = next(s for s in sections("doppelkopf", None, translate) if s.key == "cards:normal")
    assert "♣Q" in normal.html and "♣D" not in normal.html
    assert "♣D" in translated.html and "♣Q" not in translated.html


def test_texts_are_escaped_unless_markup() -> None:
    made = section("k", "a < b", "x & y", Markup("<b>bold</b>"))
    assert made.html == "<h2>a &lt; b</h2><p>x &amp; y</p><b>bold</b>"
    assert made.text == "a < b\nx & y\nbold"
    assert "&lt;90" in table(["h"], [["<90"]], LIGHT)


def test_plain_text_one_block_a_line() -> None:
    html = (
        "<h2>T</h2><p>one  two</p><table><tr><td>a</td><td>b</td></tr></table><ul><li>x</li></ul>"
    )
    assert plain_text(html) == "T\none two\na b\nx"
