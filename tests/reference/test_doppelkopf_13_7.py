"""The Doppelkopf reference under the options of rules §13.7."""

from __future__ import annotations

from collections.abc import Mapping

from tests.reference.helpers import card_cells, page


def labels(key: str, options: Mapping[str, object]) -> list[str]:
    return [label for _, label in card_cells(page("doppelkopf", key, options).html)]


def test_diamond_top_card_order() -> None:
    rows = labels("cards:normal", {"diamond_top": "A"})
    # 12 trumps: ♦A, then ♣Q … ♦J, ♦10 ♦K ♦9; the ♥10 among the plain hearts.
    assert rows[:3] == ["♦A", "♣Q", "♠Q"]
    assert rows[:12].count("♦A") == 1 and "♥10" not in rows[:12]
    assert rows[9:12] == ["♦10", "♦K", "♦9"]
    assert rows[12 + 8 :] == ["♥A", "♥10", "♥K", "♥9"]
    text = page("doppelkopf", "cards:normal", {"diamond_top": "A"}).text
    assert "both ♦A are the highest trumps, above the ♣Q" in text
    assert "24 trumps in the game" in text
    queen = labels("cards:normal", {"diamond_top": "Q"})
    assert queen[:5] == ["♦Q", "♣Q", "♠Q", "♥Q", "♣J"]
    diamonds = labels("cards:solo_diamonds", {"diamond_top": "10"})
    assert diamonds[:2] == ["♦10", "♣Q"]
    # In a ♣ solo the ♦ cards are plain; only the ♥10 turns ordinary.
    clubs = labels("cards:solo_clubs", {"diamond_top": "10"})
    assert clubs[0] == "♣Q" and "♥10" not in clubs[:12]
    assert labels("cards:normal", {})[0] == "♥10"


def test_diamond_pair_game_in_the_games_page() -> None:
    games = page("doppelkopf", "games", {"diamond_pair_game": "K"}).text
    assert "♦ pair game" in games
    assert "the two players dealt a ♦K" in games
    assert "scores as in a silent solo" in games
    assert "♦ pair game" not in page("doppelkopf", "games", {}).text


def test_holder_chooses_in_the_games_page() -> None:
    games = page("doppelkopf", "games", {"marriage_partner": "holder_chooses"}).text
    assert "chooses, each deal, how the partner is found" in games


def test_schweinchen_said() -> None:
    options = {"schweinchen": True}
    assert "while playing the first ♦A" in page("doppelkopf", "cards:normal", options).text
    before = dict(options, schweinchen_declare="before_play")
    assert "before the first trick" in page("doppelkopf", "cards:normal", before).text
    assert "before the first trick" in page("doppelkopf", "deadlines", before).text
    assert "Schweinchen is said" not in page("doppelkopf", "deadlines", {}).text


def test_announcer_names_their_party() -> None:
    assert "says which party they speak for" in page("doppelkopf", "deadlines", {}).text


def test_wirth_redeal_clause() -> None:
    games = page("doppelkopf", "games", {"poverty_wirth": True}).text
    assert "If two poor players would end in one party, the hand is dealt again." in games


def test_agreed_bock_event_examples() -> None:
    bock = page("doppelkopf", "bock", {"bock_on_custom": True}).text
    assert "four equal cards in one trick" in bock
    assert "a trick of only hearts (with 40 cards)" in bock
    assert "four equal cards" not in page("doppelkopf", "bock", {}).text
