"""The Doppelkopf reference under the options of rules §13.4."""

from __future__ import annotations

from collections.abc import Mapping

from tests.reference.helpers import card_cells, keys, page


def labels(key: str, options: Mapping[str, object]) -> list[str]:
    return [label for _, label in card_cells(page("doppelkopf", key, options).html)]


def test_suit_solos_and_fleshless_solo_pages() -> None:
    solos = [k for k in keys("doppelkopf") if k.startswith("cards:solo")]
    assert "cards:solo_clubs" in solos and "cards:solo_fleshless" in solos
    trump_only = keys("doppelkopf", {"suit_solos": "trump_only"})
    assert "cards:solo_diamonds" in trump_only
    assert not {"cards:solo_clubs", "cards:solo_spades", "cards:solo_hearts"} & set(trump_only)
    assert "cards:solo_diamonds" not in keys("doppelkopf", {"suit_solos": "none"})
    assert "cards:solo_fleshless" not in keys("doppelkopf", {"fleshless_solo": False})
    games = page("doppelkopf", "games", {"fleshless_solo": False}).text
    assert "Fleshless solo" not in games


def test_heart_ten_plain_card_orders() -> None:
    top = labels("cards:normal", {})
    assert top[:2] == ["♥10", "♣Q"]
    plain = labels("cards:normal", {"heart_ten": "plain"})
    # 12 trumps from ♣Q down, then plain ♣ (4), ♠ (4), ♥ A 10 K 9 (4).
    assert plain[:1] == ["♣Q"] and "♥10" not in plain[:12]
    assert plain[12 + 8 :] == ["♥A", "♥10", "♥K", "♥9"]
    hearts = labels("cards:solo_hearts", {"heart_ten": "plain"})
    assert hearts[8:12] == ["♥A", "♥10", "♥K", "♥9"]
    assert "ordinary heart" in page("doppelkopf", "cards:normal", {"heart_ten": "plain"}).text


def test_joker_is_the_highest_trump() -> None:
    normal = labels("cards:normal", {"joker": True})
    assert normal[:3] == ["Joker", "♥10", "♣Q"]
    text = page("doppelkopf", "cards:normal", {"joker": True}).text
    assert "26 trumps in the game: each card twice, but the joker once, in place of one ♦9" in text
    short = page("doppelkopf", "cards:normal", {"joker": True, "without_nines": True}).text
    assert "in place of one ♦10" in short
    queen = page("doppelkopf", "cards:solo_queen", {"joker": True})
    assert "Joker" not in [label for _, label in card_cells(queen.html)]
    assert "The joker counts as the ♦9 it replaces" in queen.text
    assert "Joker" not in labels("cards:normal", {})


def test_genscher_card_order() -> None:
    options = {"schweinchen": True, "hyperschweinchen": True, "genscher": True}
    rows = labels("cards:normal", options)
    # trumps (13), plain (11), Schweinchen (13), Hyperschweinchen (13), Genscher (13)
    genscher = rows[-13:]
    assert genscher[:4] == ["♦K", "♦9", "♦A", "♥10"]
    assert genscher.count("♦K") == 1
    text = page("doppelkopf", "cards:normal", options).text
    assert "both ♦K" in text
    assert "Genscher" not in page("doppelkopf", "cards:normal", dict(options, genscher=False)).text


def test_poverty_variants_are_stated() -> None:
    plain = page("doppelkopf", "games").text
    cases = {
        "poverty_fox_not_counted": "A fox (♦A) does not count among the at most three trumps",
        "poverty_trumps_only": "passes only trumps, possibly fewer than three",
        "poverty_no_trump_back": "No trump may be given back",
        "poverty_wirth": "Wirth's rule",
    }
    for option, words in cases.items():
        assert words not in plain
        assert words in page("doppelkopf", "games", {option: True}).text, option


def test_marriage_partner_is_stated() -> None:
    plain = page("doppelkopf", "games").text
    first_plain = page("doppelkopf", "games", {"marriage_partner": "first_plain_trick"}).text
    named = page("doppelkopf", "games", {"marriage_partner": "named_trick"}).text
    assert "led with a trump does not find" in first_plain and "led with a trump" not in plain
    assert "names a trick, any trick of the deal" in named and "names a trick" not in plain
    # The deadlines page lists every trick that can find the partner.
    deadlines = page("doppelkopf", "deadlines", {"marriage_partner": "named_trick"}).html
    assert deadlines.count("<tr>") > page("doppelkopf", "deadlines").html.count("<tr>")


def test_marriage_double_and_announcement_rules_on_the_deadlines_page() -> None:
    plain = page("doppelkopf", "deadlines").text
    double = page("doppelkopf", "deadlines", {"marriage_deadlines": "double"}).text
    assert "may say “double”" in double and "“double”" not in plain
    own = page("doppelkopf", "deadlines", {"announce_on_own_turn": True}).text
    assert "announcer's turn" in own and "announcer's turn" not in plain
    zwingen = page("doppelkopf", "deadlines", {"zwingen": True}).text
    assert "worth 30 or more must announce" in zwingen and "Zwingen" not in plain


def test_reservation_order_and_poverty_below_marriage() -> None:
    plain = page("doppelkopf", "reservations")
    assert plain.html.index("poverty") < plain.html.index("marriage</li>")
    below = page("doppelkopf", "reservations", {"poverty_below_marriage": True})
    assert below.html.index("<li>marriage") < below.html.index("<li>poverty")
    assert "a marriage beats a poverty" in below.text
    last = page("doppelkopf", "reservations", {"reservation_order": "last_declarer"}).text
    assert "the last one to declare plays it" in last
    bid = page("doppelkopf", "reservations", {"reservation_order": "bid_90"}).text
    assert "outbid each other" in bid
    assert "outbid" not in plain.text and "last one to declare" not in plain.text


def test_the_card_totals_that_cannot_happen_are_stated() -> None:
    """§13.6: 1 and 239 with nines, 1–7 and 233–239 without."""
    with_nines = page("doppelkopf", "cards").text
    assert "exactly 1 or 239 card points" in with_nines
    without = page("doppelkopf", "cards", {"without_nines": True}).text
    assert "1–7 or 233–239 card points" in without


def test_the_solo_priority_lists_only_the_solos_played() -> None:
    every = page("doppelkopf", "reservations", {"solo_priority_by_kind": True}).text
    assert "♣ solo" in every and "Fleshless solo" in every
    options = {"solo_priority_by_kind": True, "suit_solos": "trump_only", "fleshless_solo": False}
    text = page("doppelkopf", "reservations", options).text
    assert "♣ solo" not in text and "♠ solo" not in text and "♥ solo" not in text
    assert "♦ solo" in text and "Fleshless solo" not in text


def test_with_the_joker_the_plain_heart_ten_note_names_the_joker_on_top() -> None:
    plain = page("doppelkopf", "cards:normal", {"heart_ten": "plain"}).text
    assert "the ♣Q is the highest trump" in plain
    joker = page("doppelkopf", "cards:normal", {"heart_ten": "plain", "joker": True}).text
    assert "the joker is the highest trump, then the ♣Q" in joker
    assert "the ♣Q is the highest trump" not in joker
