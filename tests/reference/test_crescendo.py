"""The Crescendo reference follows the rule set (rules/crescendo.md)."""

from __future__ import annotations

import re

import pytest

from schreiber.reference.crescendo import soloist_score, tricks_for
from tests.reference.helpers import card_cells, keys, page


def test_pages() -> None:
    assert keys("crescendo") == ["cards", "play", "auction", "scoring", "session", "glossary"]


def test_cards_rank_a_5_4_3_2_then_joker() -> None:
    labels = [label for _, label in card_cells(page("crescendo", "cards").html)]
    assert labels[:5] == ["♠A", "♠5", "♠4", "♠3", "♠2"]
    assert len(labels) == 21
    assert labels[-1] == "Joker"


@pytest.mark.parametrize("total", range(29))
def test_tricks_for_every_total(total: int) -> None:
    tricks = tricks_for(total)
    assert sum(tricks) == total
    assert len(set(tricks)) == len(tricks)
    assert all(1 <= k <= 7 for k in tricks)


def test_soloist_score() -> None:
    """The worked examples of the rules file."""
    assert soloist_score(19, 20) == 20
    assert soloist_score(23, 22) == -23
    assert soloist_score(15, 15) == 30
    assert soloist_score(28, 28) == 56
    assert soloist_score(16, 0) == -16


def test_min_bid_in_auction_and_examples() -> None:
    standard = page("crescendo", "auction").text
    assert "from 15 to 28" in standard
    assert "Under these rules the lowest bid" not in standard
    eighteen = page("crescendo", "auction", {"min_bid": 18}).text
    assert "from 18 to 28" in eighteen
    assert "Under these rules the lowest bid is 18" in eighteen
    assert "forehand bids ♦ 18" in eighteen
    examples = page("crescendo", "scoring", {"min_bid": 18}).text.split("Examples")[1]
    rows = re.findall(r"^(\d+) ([\d, ]+) (\d+) ([+−]\d+)$", examples, re.MULTILINE)
    assert [row[0] for row in rows] == ["22", "22", "22"]
    for bid, tricks, taken, writes in rows:
        assert sum(int(k) for k in tricks.split(", ")) == int(taken)
        assert writes.replace("−", "-").lstrip("+") == str(soloist_score(int(bid), int(taken)))


def test_highest_min_bid_has_no_raise_example() -> None:
    text = page("crescendo", "auction", {"min_bid": 28}).text
    assert "from 28 to 28" in text
    assert "Example" not in text


def test_session_end_options() -> None:
    assert "No end is agreed" in page("crescendo", "session").text
    assert "after 12 deals" in page("crescendo", "session", {"end_after_deals": 12}).text


def test_trick_example_the_led_suit_beats_a_higher_other_suit() -> None:
    """Seed 001: ♣ trump, ♦3 ♥5 ♦4 played in that order — the ♦4 wins."""
    text = page("crescendo", "play").text
    assert "♣ is trump and the trick is ♦3, ♥5, ♦4" in text
    assert "the ♦4 wins the trick" in text
