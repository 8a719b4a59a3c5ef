"""The Doppelkopf reference follows the rule set it is given (rules/doppelkopf.md)."""

from __future__ import annotations

import pytest

from schreiber.games.doppelkopf.rules import DDV, STANDARD
from schreiber.reference import resolve_key, sections
from schreiber.reference.doppelkopf import (
    bock_triggers,
    deadline_rows,
    plain_suits,
    solo_types,
    trump_order,
)
from schreiber.reference.model import Card
from tests.reference.helpers import card_cells, keys, list_items, page, pages, tr

NINES = ("♣9", "♠9", "♥9", "♦9")


def names(cards: list[Card]) -> list[str]:
    return [{"C": "♣", "S": "♠", "H": "♥", "D": "♦", "": ""}[c.suit] + c.rank for c in cards]


def test_normal_game_trumps_and_plain_suits() -> None:
    """§1: ♥10, the queens, the jacks, then ♦ A 10 K 9; plain ♣ ♠ A 10 K 9, ♥ A K 9."""
    assert names(trump_order(STANDARD, "normal")) == [
        "♥10", "♣Q", "♠Q", "♥Q", "♦Q", "♣J", "♠J", "♥J", "♦J", "♦A", "♦10", "♦K", "♦9",
    ]  # fmt: skip
    assert [(suit, names(cards)) for suit, cards in plain_suits(STANDARD, "normal")] == [
        ("C", ["♣A", "♣10", "♣K", "♣9"]),
        ("S", ["♠A", "♠10", "♠K", "♠9"]),
        ("H", ["♥A", "♥K", "♥9"]),
    ]


def test_solo_trumps() -> None:
    """§1: solo trumps; in queen, jack and fleshless solos the ♥10 is a plain heart."""
    assert names(trump_order(STANDARD, "solo_queen")) == ["♣Q", "♠Q", "♥Q", "♦Q"]
    assert names(trump_order(STANDARD, "solo_hearts"))[-3:] == ["♥A", "♥K", "♥9"]
    assert names(trump_order(STANDARD, "solo_clubs"))[-4:] == ["♣A", "♣10", "♣K", "♣9"]
    assert trump_order(STANDARD, "solo_diamonds") == trump_order(STANDARD, "normal")
    assert trump_order(STANDARD, "solo_fleshless") == []
    fleshless = dict(plain_suits(STANDARD, "solo_fleshless"))
    assert names(fleshless["H"]) == ["♥A", "♥10", "♥K", "♥Q", "♥J", "♥9"]
    queen = dict(plain_suits(STANDARD, "solo_queen"))
    assert names(queen["H"]) == ["♥A", "♥10", "♥K", "♥J", "♥9"]
    assert names(trump_order(STANDARD, "solo_queen_jack")) == [
        "♣Q", "♠Q", "♥Q", "♦Q", "♣J", "♠J", "♥J", "♦J",
    ]  # fmt: skip


def test_every_allowed_game_type_has_a_card_order_page() -> None:
    assert [k for k in keys("doppelkopf") if k.startswith("cards:")] == [
        "cards:normal",
        "cards:solo_queen",
        "cards:solo_jack",
        "cards:solo_clubs",
        "cards:solo_spades",
        "cards:solo_hearts",
        "cards:solo_diamonds",
        "cards:solo_fleshless",
    ]
    both = keys("doppelkopf", {"king_solo": True, "queen_jack_solo": True})
    assert "cards:solo_king" in both
    assert "cards:solo_queen_jack" in both
    assert "cards:solo_queen_jack" not in keys("doppelkopf", {"king_solo": True})
    assert "cards:solo_king" not in keys("doppelkopf", {"queen_jack_solo": True})


def test_king_solo_page_shows_the_kings() -> None:
    king = page("doppelkopf", "cards:solo_king", {"king_solo": True})
    labels = [label for _, label in card_cells(king.html)]
    assert labels[:4] == ["♣K", "♠K", "♥K", "♦K"]
    assert "King solo" in page("doppelkopf", "games", {"king_solo": True}).text
    assert "King solo" not in page("doppelkopf", "games").text


def test_without_nines_removes_every_nine() -> None:
    with_nines = pages("doppelkopf")
    without = pages("doppelkopf", {"without_nines": True})
    card_pages = [s for s in with_nines if s.key.startswith("cards:")]
    assert card_pages
    assert any(label in NINES for s in card_pages for _, label in card_cells(s.html))
    for section in without:
        labels = [label for _, label in card_cells(section.html)]
        assert not any(label in NINES or label == "9" for label in labels), section.key
    cards = page("doppelkopf", "cards", {"without_nines": True}).text
    assert "40 cards" in cards
    assert "10 to each" in cards
    assert "48 cards" in page("doppelkopf", "cards").text


def test_deadline_table_follows_timing_and_nines() -> None:
    """§10: 11/10/9/8/7 cards; late refusals 12/10/8/6/4; without nines two fewer."""
    assert deadline_rows(STANDARD) == [
        ("party", 11, 2), ("no90", 10, 3), ("no60", 9, 4), ("no30", 8, 5), ("schwarz", 7, 6),
    ]  # fmt: skip
    late = STANDARD.replace(announcement_timing="late_refusals")
    assert [cards for _, cards, _ in deadline_rows(late)] == [12, 10, 8, 6, 4]
    short = STANDARD.replace(without_nines=True)
    assert deadline_rows(short) == [
        ("party", 9, 2), ("no90", 8, 3), ("no60", 7, 4), ("no30", 6, 5), ("schwarz", 5, 6),
    ]  # fmt: skip
    text = page("doppelkopf", "deadlines").text
    assert "Re / Kontra 11 cards 2" in text
    assert "schwarz 7 cards 6" in text
    short_text = page("doppelkopf", "deadlines", {"without_nines": True}).text
    assert "Re / Kontra 9 cards 2" in short_text
    assert "schwarz 5 cards 6" in short_text
    assert "11 cards" not in short_text
    late_text = page("doppelkopf", "deadlines", {"announcement_timing": "late_refusals"}).text
    assert "Re / Kontra 12 cards 1" in late_text
    assert "late refusals" in late_text


def test_deadlines_reply_and_marriage_follow_the_rules() -> None:
    text = page("doppelkopf", "deadlines").text
    # Reply: after "no 60" (9 cards) Kontra until 8 cards (§10).
    assert "holding 9 cards), Kontra may still be said while holding 8 cards" in text
    # Marriage "shift": found in trick 2 moves by one trick.
    assert "\n2 1 10 cards\n" in text
    after = page("doppelkopf", "deadlines", {"marriage_deadlines": "after_clarifying_trick"})
    assert "\n1 1 10 cards\n" in after.text
    assert "Nobody may announce before the partner is found" in after.text


def test_bock_lists_exactly_the_enabled_triggers() -> None:
    """§8: the triggers on in the rule set, no others."""
    options = {name: False for name in STANDARD.to_json() if name.startswith("bock_on_")}
    for trigger in options:
        rules = STANDARD.replace(**{**options, trigger: True})
        items = list_items(
            next(s for s in sections("doppelkopf", rules, tr) if s.key == "bock").html
        )
        assert items == bock_triggers(rules, tr)
        assert len(items) == 1, trigger
    standard_items = list_items(page("doppelkopf", "bock").html)
    assert standard_items == [
        "the card points end 120 : 120",
        "a deal is worth 0 (e.g. the loser's bonuses cancel the win)",
        "Re was announced and the Re party lost",
        "Kontra was announced and the Kontra party lost",
        "a trick of only hearts",
    ]


def test_bock_mode_cap_and_effect() -> None:
    stack = page("doppelkopf", "bock").text
    assert "Stack:" in stack
    assert "There is no highest level." in stack
    assert "1 ×2\n2 ×4\n3 ×8" in stack
    queue = page(
        "doppelkopf",
        "bock",
        {"bock_mode": "queue", "bock_max_level": 2, "bock_effect": "plus", "bock_plus": 5},
    ).text
    assert "Queue:" in queue
    assert "At most 2 levels" in queue
    assert "adds 5" in queue
    assert "1 +5\n2 +10\n3 +15" in queue


def test_bock_off_says_so() -> None:
    ddv = [s for s in sections("doppelkopf", DDV, tr) if s.key == "bock"]
    assert len(ddv) == 1
    assert "Bock rounds are off in this rule set." in ddv[0].text
    assert list_items(ddv[0].html) == []
    glossary = next(s for s in sections("doppelkopf", DDV, tr) if s.key == "glossary")
    assert "Bock" not in glossary.text


def test_compulsory_solo_only_when_on() -> None:
    assert "compulsory" not in keys("doppelkopf")
    ddv = {s.key: s for s in sections("doppelkopf", DDV, tr)}
    assert "each round of 24 deals" in ddv["compulsory"].text
    twelve = page("doppelkopf", "compulsory", {"compulsory_solo": True, "round_length": 12})
    assert "each round of 12 deals" in twelve.text
    # DDV precedence: compulsory solo > voluntary solo > marriage (no poverty there).
    assert list_items(ddv["reservations"].html) == ["compulsory solo", "voluntary solo", "marriage"]
    assert list_items(page("doppelkopf", "reservations").html) == ["solo", "poverty", "marriage"]


def test_poverty_off_leaves_it_out() -> None:
    ddv = {s.key: s for s in sections("doppelkopf", DDV, tr)}
    assert "Poverty (Armut) is not played under these rules." in ddv["games"].text
    assert "Armut" not in ddv["glossary"].text
    assert "Armut" in page("doppelkopf", "glossary").text


def test_solo_priority_by_kind_lists_the_order() -> None:
    items = list_items(page("doppelkopf", "reservations", {"solo_priority_by_kind": True}).html)
    assert items[-7:] == [
        "Queen solo", "Jack solo", "♦ solo", "♣ solo", "♠ solo", "♥ solo", "Fleshless solo",
    ]  # fmt: skip


def test_schweinchen_tables_only_when_on() -> None:
    assert "Schweinchen" not in page("doppelkopf", "cards:normal").text
    normal = page("doppelkopf", "cards:normal", {"schweinchen": True, "hyperschweinchen": True})
    rows = [label for _, label in card_cells(normal.html)]
    # trumps (13), plain (11), Schweinchen (13), Hyperschweinchen (13)
    schwein, hyper = rows[24:37], rows[37:]
    assert schwein[:3] == ["♦A", "♥10", "♣Q"]
    assert hyper[:3] == ["♦9", "♦A", "♥10"]
    short = page(
        "doppelkopf",
        "cards:normal",
        {"schweinchen": True, "hyperschweinchen": True, "without_nines": True},
    )
    assert "both ♦10" in short.text


def test_hyperschweinchen_without_nines_are_both_diamond_tens() -> None:
    """§1: without nines the Hyperschweinchen are both ♦10 (seed 000), not ♦K."""
    short = page(
        "doppelkopf",
        "cards:normal",
        {"schweinchen": True, "hyperschweinchen": True, "without_nines": True},
    )
    rows = [label for _, label in card_cells(short.html)]
    # trumps (12), plain (9), Schweinchen (12), Hyperschweinchen (12)
    hyper = rows[-12:]
    assert hyper[:3] == ["♦10", "♦A", "♥10"]
    assert hyper.count("♦10") == 1 and hyper[-1] == "♦K"
    assert "both ♦K" not in short.text


def test_second_heart_ten_note() -> None:
    note = "of two ♥10 in one trick the second one played wins"
    assert note in page("doppelkopf", "cards:normal", {"second_heart_ten_wins": True}).text
    assert note not in page("doppelkopf", "cards:normal").text
    # In a queen solo the ♥10 is a plain heart: no note there.
    assert note not in page("doppelkopf", "cards:solo_queen", {"second_heart_ten_wins": True}).text


def test_bonuses_follow_the_options() -> None:
    standard = page("doppelkopf", "bonuses").text
    assert "Charlie caught" in standard.split("Not scored")[0]
    assert "Not scored under these rules: ♥10 caught, Fox in the last trick" in standard
    ddv = next(s for s in sections("doppelkopf", DDV, tr) if s.key == "bonuses").text
    assert "Not scored under these rules: Charlie caught," in ddv
    assert "Doppelkopf winning a trick worth 40 or more (four aces and tens) 1 no" in ddv
    assert "Doppelkopf winning a trick worth 40 or more (four aces and tens) 1 yes" in standard
    extra = page("doppelkopf", "bonuses", {"heart_ten_caught": True, "fox_first_trick": True})
    assert "♥10 caught catching a ♥10 played by the other party 1 no" in extra.text
    assert "2 instead of 1" in extra.text


def test_sheet_entries_follow_recording_options() -> None:
    """§7: ±V, solo ×3; plus_only writes only positives; solo_doubles before the ×3."""
    text = page("doppelkopf", "sheet").text
    assert "Re wins (2 against 2) +2 −2" in text
    assert "the soloist wins +6 −2" in text
    assert "the soloist loses −6 +2" in text
    plus = page("doppelkopf", "sheet", {"plus_only": True}).text
    assert "Kontra wins (2 against 2) 0 +2" in plus
    assert "the soloist loses 0 +2" in plus
    doubled = page("doppelkopf", "sheet", {"solo_doubles": True}).text
    assert "the soloist wins +12 −4" in doubled
    assert "Re wins (2 against 2) +2 −2" in doubled


def test_points_table_with_re_kontra_doubling() -> None:
    assert "Re announced 2" in page("doppelkopf", "points").text
    doubled = page("doppelkopf", "points", {"re_kontra_doubles": True}).text
    assert "Re announced ×2" in doubled
    assert "the bonuses are added after the doubling" in doubled


def test_card_order_alias() -> None:
    assert resolve_key("doppelkopf", "cards:marriage") == "cards:normal"
    assert resolve_key("doppelkopf", "cards:solo_jack") == "cards:solo_jack"


def test_solo_types_follow_the_options() -> None:
    assert "solo_king" not in solo_types(STANDARD)
    assert solo_types(STANDARD.replace(king_solo=True))[-1] == "solo_king"


@pytest.mark.parametrize("deals, score, expected", [
    (None, None, "No end is agreed"),
    (20, None, "ends after 20 deals"),
    (None, 50, "reaches 50"),
    (20, 50, "after 20 deals or as soon as a total reaches 50"),
])  # fmt: skip
def test_session_end(deals: int | None, score: int | None, expected: str) -> None:
    options = {"end_after_deals": deals, "end_at_score": score}
    assert expected in page("doppelkopf", "session", options).text


def test_sit_out_text() -> None:
    assert "with five the dealer sits out" in page("doppelkopf", "session").text
    opposite = page("doppelkopf", "session", {"sit_out": "opposite"}).text
    assert "the dealer and the player opposite" in opposite


def test_draw_scoring_follows_draw_counts_below() -> None:
    """§5: a draw scores the answered rows only, or (ddv) the "below" rows too."""
    assert "only the “we reached …” points" in page("doppelkopf", "winning").text
    assert "In a draw only the last four rows count" in page("doppelkopf", "points").text
    ddv = {s.key: s for s in sections("doppelkopf", DDV, tr)}
    assert "“below 90”, “below 60”, “below 30” and schwarz" in ddv["winning"].text
    assert "a draw also scores the “below” rows" in ddv["points"].text
    assert "In a draw only the last four rows count" not in ddv["points"].text


def test_misere_only_when_on() -> None:
    """§13.1: misère is a solo with the normal game's cards, explained on the games page."""
    options = {"misere": True}
    assert "Misère" not in page("doppelkopf", "games").text
    games = page("doppelkopf", "games", options).text
    assert "Misère, Misère ouvert the soloist, who must take no trick" in games
    assert "wins by taking no trick at all" in games
    assert "misère ouvert 1 more" in games
    assert resolve_key("doppelkopf", "cards:misere") == "cards:normal"
    assert resolve_key("doppelkopf", "cards:misere_ouvert") == "cards:normal"
    assert [k for k in keys("doppelkopf", options) if k.startswith("cards:")] == [
        k for k in keys("doppelkopf") if k.startswith("cards:")
    ]
    assert "misere" not in solo_types(STANDARD.replace(misere=True))
    assert "Lumpen" in page("doppelkopf", "glossary", options).text
    assert "Lumpen" not in page("doppelkopf", "glossary").text


def test_scoring_variants_of_section_13_2() -> None:
    points = page("doppelkopf", "points").text
    assert "won against the elders" in points
    assert "loser said “no 90”, winner reached 120" in points
    announced = page("doppelkopf", "points", {"refusal_scoring": "as_announced"}).text
    assert "each refusal the loser announced, as if it had held 1" in announced
    assert "winner reached 120" not in announced
    winning = page("doppelkopf", "winning", {"refusal_scoring": "as_announced"}).text
    assert "so there is no draw" in winning
    no_elders = page("doppelkopf", "points", {"elders_point": False}).text
    assert "won against the elders" not in no_elders
    assert "there is no elders point" in no_elders
    poverty = page("doppelkopf", "points", {"elders_in_poverty": False}).text
    assert "a poverty pair gives Kontra no elders point" in poverty
    minus = page("doppelkopf", "sheet", {"minus_only": True}).text
    assert "only minus entries are written" in minus
    assert "the soloist wins 0 −2" in minus
    assert "the soloist loses −6 0" in minus


def test_bonus_variants_of_section_13_3() -> None:
    bonuses = page("doppelkopf", "bonuses").text
    assert "winning a trick worth 40 or more" in bonuses
    assert "taking in the last trick a ♣J" in bonuses
    assert "Fox wins the last trick" in bonuses  # listed as not scored
    assert "Not scored under these rules:" in bonuses
    options = {"doppelkopf_bonus": "pair", "charlie_caught_any_trick": True}
    varied = page("doppelkopf", "bonuses", {**options, "fox_wins_last_trick": True}).text
    assert "winning a trick with two equal cards (at most one per trick)" in varied
    assert "taking in any trick a ♣J" in varied
    assert "Fox wins the last trick winning the last trick with a fox 1" in varied
    assert "two equal cards" in page("doppelkopf", "glossary", options).text


def test_bock_variants_of_section_13_5() -> None:
    ignore = page("doppelkopf", "bock", {"bock_mode": "ignore"}).text
    assert "Ignore: an event in a Bock deal starts nothing" in ignore
    assert (
        "a party took no trick (schwarz)"
        in page("doppelkopf", "bock", {"bock_on_schwarz": True}).text
    )
    scoped = page("doppelkopf", "bock", {"bock_scope": "game_points"}).text
    assert "Bock works on the game points only" in scoped
    assert "Each level doubles the game points." in scoped
    assert "bonuses included" not in scoped
    assert (
        "Each level doubles the whole value, bonuses included." in page("doppelkopf", "bock").text
    )
