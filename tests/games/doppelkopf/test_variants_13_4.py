"""Rules §13.4: game types, cards and bidding — defaults, validation and deadlines."""

from __future__ import annotations

import pytest

from schreiber.games.doppelkopf import RuleSet, parse_deal, parse_rules
from schreiber.games.doppelkopf.deadlines import deadline_notes, deadlines_request
from schreiber.games.doppelkopf.rules import STANDARD
from schreiber.games.errors import RecordError
from tests.games.doppelkopf.build import deal_json, play


def refused(field: str, words: str, re_points: int = 130, **kwargs: object) -> None:
    with pytest.raises(RecordError) as caught:
        play(re_points, **kwargs)  # type: ignore[arg-type]
    assert caught.value.field == field
    assert words in caught.value.reason


def rules_refused(options: dict[str, object], field: str, words: str) -> None:
    with pytest.raises(RecordError) as caught:
        parse_rules({"preset": "standard", "options": options})
    assert caught.value.field == f"rules.options.{field}"
    assert words in caught.value.reason


def ask(game_type: str = "normal", clarified: int | None = None, **options: object) -> object:
    return deadlines_request(
        {
            "rules": {"options": options},
            "type": game_type,
            "marriage_clarified_in": clarified,
            "announced": {"re": [], "kontra": []},
        }
    )


def test_defaults() -> None:
    assert STANDARD.suit_solos == "all"
    assert STANDARD.fleshless_solo is True
    assert STANDARD.heart_ten == "top"
    assert STANDARD.marriage_partner == "first_trick"
    assert STANDARD.reservation_order == "seat"
    for name in (
        "joker",
        "genscher",
        "poverty_fox_not_counted",
        "poverty_trumps_only",
        "poverty_no_trump_back",
        "poverty_wirth",
        "poverty_below_marriage",
        "announce_on_own_turn",
        "zwingen",
    ):
        assert getattr(STANDARD, name) is False, name
    assert STANDARD.marriage_deadlines == "shift"


@pytest.mark.parametrize(
    ("name", "bad"),
    [
        ("suit_solos", "diamonds_only"),
        ("heart_ten", "low"),
        ("marriage_partner", "last_trick"),
        ("reservation_order", "random"),
        ("marriage_deadlines", "triple"),
    ],
)
def test_choices_refuse_unknown_values(name: str, bad: str) -> None:
    with pytest.raises(RecordError) as caught:
        parse_rules({"options": {name: bad}})
    assert caught.value.field == f"rules.options.{name}"


@pytest.mark.parametrize("solo", ["solo_clubs", "solo_spades", "solo_hearts"])
def test_suit_solos_trump_only_refuses_clubs_spades_hearts(solo: str) -> None:
    play(130, type=solo, re=("A",))  # played by default
    refused(
        "deal.type",
        "“Suit solos” set to “♦ only (“trump solo”)”",
        rules=RuleSet(suit_solos="trump_only"),
        type=solo,
        re=("A",),
    )
    # The ♦ solo (the "trump solo") stays.
    play(130, rules=RuleSet(suit_solos="trump_only"), type="solo_diamonds", re=("A",))


def test_suit_solos_none_refuses_every_suit_solo() -> None:
    refused(
        "deal.type",
        "set to “none”",
        rules=RuleSet(suit_solos="none"),
        type="solo_diamonds",
        re=("A",),
    )
    play(130, rules=RuleSet(suit_solos="none"), type="solo_queen", re=("A",))


def test_fleshless_solo_off_is_refused() -> None:
    play(130, type="solo_fleshless", re=("A",))
    refused(
        "deal.type",
        "the option “Fleshless solo”",
        rules=RuleSet(fleshless_solo=False),
        type="solo_fleshless",
        re=("A",),
    )


def test_suit_solos_refused_in_the_deadlines_lookup_too() -> None:
    with pytest.raises(RecordError) as caught:
        ask("solo_clubs", suit_solos="trump_only")
    assert caught.value.field == "type"


def test_heart_ten_plain_refuses_second_heart_ten_wins() -> None:
    parse_rules({"options": {"second_heart_ten_wins": True}})
    rules_refused(
        {"heart_ten": "plain", "second_heart_ten_wins": True},
        "second_heart_ten_wins",
        "with “The ♥10” set to “an ordinary heart”",
    )


def test_joker_refuses_hyperschweinchen() -> None:
    parse_rules({"options": {"schweinchen": True, "hyperschweinchen": True}})
    rules_refused(
        {"joker": True, "schweinchen": True, "hyperschweinchen": True},
        "joker",
        "switch off “Hyperschweinchen” or “Joker”",
    )


def test_genscher_needs_hyperschweinchen() -> None:
    parse_rules({"options": {"schweinchen": True, "hyperschweinchen": True, "genscher": True}})
    rules_refused({"genscher": True}, "genscher", "played with “Hyperschweinchen” only")


# poverty_wirth and the record's poverty field ---------------------------------


WIRTH = RuleSet(poverty_wirth=True)


def test_poverty_record_round_trips() -> None:
    record = deal_json(130, type="poverty", poverty={"poor": "A", "partner": "B"})
    deal = parse_deal(record)
    assert deal.poverty == ("A", "B")
    assert deal.to_json()["poverty"] == {"poor": "A", "partner": "B"}
    assert "poverty" not in parse_deal(deal_json(130, type="poverty")).to_json()


def test_poverty_record_shape() -> None:
    for bad, field in (
        ({"poor": "A"}, "deal.poverty.partner"),
        ({"poor": "A", "partner": "A"}, "deal.poverty.partner"),
        ({"poor": "A", "partner": "B", "who": "C"}, "deal.poverty"),
    ):
        with pytest.raises(RecordError) as caught:
            parse_deal(deal_json(130, type="poverty", poverty=bad))
        assert caught.value.field.startswith(field)


def test_poverty_wirth_requires_the_pair() -> None:
    play(130, type="poverty")  # optional without the option
    refused("deal.poverty", "with “Wirth's rule”", rules=WIRTH, type="poverty")


def test_poverty_pair_only_in_a_poverty() -> None:
    refused("deal.poverty", "only for a poverty", poverty={"poor": "A", "partner": "B"})


def test_poverty_pair_at_the_table() -> None:
    refused(
        "deal.poverty.partner",
        "does not play",
        type="poverty",
        poverty={"poor": "A", "partner": "E"},
        players=("A", "B", "C", "D", "E"),
    )


def test_without_wirth_the_pair_is_re() -> None:
    play(130, type="poverty", poverty={"poor": "A", "partner": "B"})
    refused(
        "deal.poverty",
        "are the Re party",
        type="poverty",
        poverty={"poor": "C", "partner": "D"},
    )


def test_wirth_pair_on_one_side_re_or_kontra() -> None:
    # Re: the poor player with the other ♣Q's holder.
    play(130, rules=WIRTH, type="poverty", poverty={"poor": "A", "partner": "B"})
    # Kontra: the poor player with a player holding no ♣Q; Re are the ♣Q holders.
    result = play(130, rules=WIRTH, type="poverty", poverty={"poor": "C", "partner": "D"})
    assert result.value == 1
    refused(
        "deal.poverty",
        "cannot be split",
        rules=WIRTH,
        type="poverty",
        poverty={"poor": "A", "partner": "C"},
    )


def test_wirth_kontra_pair_gives_the_elders_point_even_without_elders_in_poverty() -> None:
    rules = RuleSet(poverty_wirth=True, elders_in_poverty=False)
    kontra_pair = play(100, rules=rules, type="poverty", poverty={"poor": "C", "partner": "D"})
    re_pair = play(100, rules=rules, type="poverty", poverty={"poor": "A", "partner": "B"})
    assert kontra_pair.value == re_pair.value - 1


# marriage_partner and marriage_deadlines ----------------------------------------


def test_named_trick_accepts_any_trick_of_the_deal() -> None:
    refused(
        "deal.marriage_clarified_in", "trick 1, 2 or 3", type="marriage", marriage_clarified_in=7
    )
    named = RuleSet(marriage_partner="named_trick")
    play(130, rules=named, type="marriage", marriage_clarified_in=7)
    play(130, rules=named, type="marriage", marriage_clarified_in=12)
    refused(
        "deal.marriage_clarified_in",
        "10 tricks",
        rules=RuleSet(marriage_partner="named_trick", without_nines=True),
        type="marriage",
        marriage_clarified_in=11,
    )


def test_named_trick_shifts_the_deadlines_by_that_trick() -> None:
    with pytest.raises(RecordError):
        ask("marriage", 5)
    answer = ask("marriage", 5, marriage_partner="named_trick")
    # Partner found in trick 5: every deadline four tricks later (11 − 4 = 7 cards;
    # the refusals need Re/Kontra first, so they share its count).
    assert answer == {
        "re": {"re": 7, "no90": 7, "no60": 7, "no30": 7, "schwarz": 7},
        "kontra": {"kontra": 7, "no90": 7, "no60": 7, "no30": 7, "schwarz": 7},
    }


def test_double_offers_double_and_moves_no_deadline() -> None:
    shift = ask("marriage", 3)
    assert shift["re"]["re"] == 9  # type: ignore[index]
    answer = ask("marriage", 3, marriage_deadlines="double")
    assert answer == {
        "re": {"re": 11, "double": 11, "no90": 11, "no60": 11, "no30": 11, "schwarz": 11},
        "kontra": {
            "kontra": 11,
            "double": 11,
            "no90": 11,
            "no60": 11,
            "no30": 11,
            "schwarz": 11,
        },
    }
    # Not in a normal game, and not once the party's word is said.
    assert "double" not in ask(marriage_deadlines="double")["re"]  # type: ignore[index]
    said = deadlines_request(
        {
            "rules": {"options": {"marriage_deadlines": "double"}},
            "type": "marriage",
            "marriage_clarified_in": 1,
            "announced": {"re": ["re"], "kontra": []},
        }
    )
    assert "double" not in said["re"] and "double" in said["kontra"]


def test_double_without_nines_two_cards_fewer() -> None:
    answer = ask("marriage", 2, marriage_deadlines="double", without_nines=True)
    assert answer["re"]["double"] == 9  # type: ignore[index]


def test_announcement_rules_are_stated() -> None:
    assert deadline_notes(STANDARD) == ()
    assert deadline_notes(RuleSet(announce_on_own_turn=True)) == ("own_turn",)
    assert deadline_notes(RuleSet(zwingen=True, announce_on_own_turn=True)) == (
        "own_turn",
        "zwingen",
    )
    # No count changes.
    assert ask(zwingen=True, announce_on_own_turn=True) == ask()
