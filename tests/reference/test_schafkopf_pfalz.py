"""The Pfälzer Schafkopf reference follows the rule set (rules/schafkopf-pfalz.md)."""

from __future__ import annotations

from schreiber.games.schafkopf_pfalz.rules import STANDARD
from schreiber.reference.schafkopf_pfalz import plain_suits, table_sizes, trump_order
from tests.reference.helpers import card_cells, keys, page


def test_trumps_queens_jacks_then_the_suit() -> None:
    labels = [label for _, label in card_cells(page("schafkopf_pfalz", "cards:spades").html)]
    assert labels[:14] == [
        "♣Q", "♠Q", "♥Q", "♦Q", "♣J", "♠J", "♥J", "♦J", "♠A", "♠10", "♠K", "♠9", "♠8", "♠7",
    ]  # fmt: skip
    assert len(trump_order("hearts")) == 14
    assert [suit for suit, _ in plain_suits("hearts")] == ["C", "S", "D"]
    # Plain suits have no queens or jacks.
    assert all(card.rank not in "QJ" for _, cards in plain_suits("clubs") for card in cards)


def test_one_card_order_page_per_trump_suit() -> None:
    assert [k for k in keys("schafkopf_pfalz") if k.startswith("cards:")] == [
        "cards:clubs",
        "cards:spades",
        "cards:hearts",
        "cards:diamonds",
    ]


def test_three_players_only() -> None:
    options = {"table": 3}
    assert table_sizes(STANDARD.replace(table=3)) == (3,)
    assert table_sizes(STANDARD) == (3, 4)
    contracts = page("schafkopf_pfalz", "contracts", options).text
    assert "simple game" in contracts
    assert "ace call" not in contracts
    assert "all 10 tricks" in contracts
    auction = page("schafkopf_pfalz", "auction", options).text
    assert "Three players" in auction and "Four players" not in auction
    assert "darf man" not in auction
    settlement = page("schafkopf_pfalz", "settlement", options).text
    assert "+2G" in settlement and "+3G" not in settlement
    glossary = page("schafkopf_pfalz", "glossary", options).text
    assert "Skat" in glossary and "Asserufen" not in glossary
    hearts = page("schafkopf_pfalz", "cards:hearts", options).text
    assert "simple game" in hearts and "ace call" not in hearts


def test_four_players_only() -> None:
    options = {"table": 4}
    contracts = page("schafkopf_pfalz", "contracts", options).text
    assert "ace call" in contracts
    assert "simple game" not in contracts
    assert "all 8 tricks" in contracts
    auction = page("schafkopf_pfalz", "auction", options).text
    assert "Four players" in auction and "Three players" not in auction
    assert "darf man" in auction
    settlement = page("schafkopf_pfalz", "settlement", options).text
    assert "+3G" in settlement and "+2G" not in settlement
    glossary = page("schafkopf_pfalz", "glossary", options).text
    assert "Asserufen" in glossary and "Skat " not in glossary
    assert "no surrender" in page("schafkopf_pfalz", "surrender", options).text
    assert "8 cards each" in page("schafkopf_pfalz", "cards", options).text
    assert "10 cards each" not in page("schafkopf_pfalz", "cards", options).text


def test_table_not_set_describes_both() -> None:
    contracts = page("schafkopf_pfalz", "contracts").text
    assert "Three players (Schafkopf)" in contracts
    assert "Four players (Asserufen)" in contracts
    assert "With three players all three play" in page("schafkopf_pfalz", "session").text


def test_schneider_limit_follows_the_option() -> None:
    assert "29 card points or fewer" in page("schafkopf_pfalz", "winning").text
    assert "91 card points or more" in page("schafkopf_pfalz", "surrender").text
    at_30 = {"schneider_at_30": True}
    assert "30 card points or fewer" in page("schafkopf_pfalz", "winning", at_30).text
    assert "90 card points or more" in page("schafkopf_pfalz", "surrender", at_30).text


def test_options_show_up() -> None:
    no_hearts = page("schafkopf_pfalz", "points", {"ace_call_hearts_point": False}).text
    assert "an ace call gets no point for hearts" in no_hearts
    assert "an ace call gets no point" not in page("schafkopf_pfalz", "points").text
    without_skat = page("schafkopf_pfalz", "tops", {"tops_include_skat": False}).text
    assert "counted without the Skat" in without_skat
    assert "the Skat belongs to the soloist's hand" in page("schafkopf_pfalz", "tops").text


def test_worked_example_72() -> None:
    assert "(1 + 1 + 1 + 1 + 4 + 1) × 2 × 2 × 2 = 72" in page("schafkopf_pfalz", "points").text


def test_called_ace_holder_hidden_until_played_or_rekontra() -> None:
    """Seed 003: the holder hides the called ace until playing it or saying Rekontra."""
    contracts = page("schafkopf_pfalz", "contracts", {"table": 4}).text
    assert "keeps it hidden until the card is played, or until saying Rekontra" in contracts
