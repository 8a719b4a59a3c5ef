"""Rules §13.7: the last variants of seed 000 — ♦ on top, the ♦ pair game, when
Schweinchen is said, and the marriage partner the holder chooses."""

from __future__ import annotations

import pytest

from schreiber.games.doppelkopf import RuleSet, parse_deal, parse_rules, score
from schreiber.games.doppelkopf.deadlines import deadline_notes, deadlines_request
from schreiber.games.doppelkopf.records import parties
from schreiber.games.doppelkopf.rules import DDV, STANDARD
from schreiber.games.doppelkopf.validation import played_types
from schreiber.games.errors import RecordError
from schreiber.games.names import OPTIONS
from tests.games.doppelkopf.build import TABLE, deal_json, play

PAIR = RuleSet(diamond_pair_game="A")
CHOOSING = RuleSet(marriage_partner="holder_chooses")


def refused(field: str, words: str, re_points: int = 130, **kwargs: object) -> None:
    with pytest.raises(RecordError) as caught:
        play(re_points, **kwargs)  # type: ignore[arg-type]
    assert caught.value.field == field
    assert words in caught.value.reason


def rules_refused(options: dict[str, object], field: str, *words: str) -> None:
    with pytest.raises(RecordError) as caught:
        parse_rules({"preset": "standard", "options": options})
    assert caught.value.field == f"rules.options.{field}"
    for word in words:
        assert word in str(caught.value), word


def ask(game_type: str = "marriage", **request: object) -> dict[str, dict[str, int]]:
    rules = request.pop("rules", {})
    return deadlines_request(
        {
            "rules": {"options": rules},
            "type": game_type,
            "announced": {"re": [], "kontra": []},
            **request,
        }
    )


def test_defaults_in_both_presets() -> None:
    for preset in (STANDARD, DDV):
        assert preset.diamond_top is None
        assert preset.diamond_pair_game is None
        assert preset.schweinchen_declare == "when_played"
    assert "diamond_pair" not in played_types(STANDARD)


def test_options_read_and_written() -> None:
    rules = parse_rules(
        {
            "options": {
                "diamond_top": "10",
                "diamond_pair_game": "K",
                "schweinchen_declare": "before_play",
                "marriage_partner": "holder_chooses",
            }
        }
    )
    assert (rules.diamond_top, rules.diamond_pair_game) == ("10", "K")
    assert rules.schweinchen_declare == "before_play"
    assert parse_rules({"options": rules.to_json()}) == rules
    assert rules.to_json()["diamond_top"] == "10"


@pytest.mark.parametrize(
    ("name", "bad"),
    [
        ("diamond_top", "2"),
        ("diamond_top", "heart"),
        ("diamond_pair_game", 10),
        ("schweinchen_declare", "never"),
        ("marriage_partner", "anyone"),
    ],
)
def test_choices_refuse_unknown_values(name: str, bad: object) -> None:
    with pytest.raises(RecordError) as caught:
        parse_rules({"options": {name: bad}})
    assert caught.value.field == f"rules.options.{name}"


@pytest.mark.parametrize("other", ["second_heart_ten_wins", "heart_ten_caught", "joker"])
def test_diamond_top_refused_with_what_needs_the_heart_ten(other: str) -> None:
    parse_rules({"options": {other: True}})  # alone it is fine
    parse_rules({"options": {"diamond_top": "A"}})
    # The message names both options.
    rules_refused({"diamond_top": "A", other: True}, other, "“♦ card on top”", OPTIONS[other])


def test_diamond_top_with_plain_heart_ten_is_fine() -> None:
    """The ♥10 is plain anyway: heart_ten may say either."""
    assert parse_rules({"options": {"diamond_top": "K", "heart_ten": "plain"}}).diamond_top == "K"


def test_no_diamond_nine_without_nines() -> None:
    rules_refused({"diamond_top": "9", "without_nines": True}, "diamond_top", "no ♦9")
    rules_refused({"diamond_pair_game": "9", "without_nines": True}, "diamond_pair_game", "no ♦9")
    parse_rules({"options": {"diamond_top": "10", "without_nines": True}})


def test_diamond_top_leaves_the_scoring_unchanged() -> None:
    rules = RuleSet(diamond_top="A")
    said = {"re_says": ("re",), "kontra_says": ("kontra", "no90")}
    assert play(54, rules, **said) == play(54, **said)  # type: ignore[arg-type]
    bonuses = (("fox", "re", 1), ("charlie", "kontra", 1))
    assert play(129, rules, bonuses=bonuses) == play(129, bonuses=bonuses)


# §13.7 diamond_pair_game -----------------------------------------------------------


def test_diamond_pair_needs_the_option() -> None:
    refused("deal.type", "♦ pair game", type="diamond_pair")
    assert "diamond_pair" in played_types(PAIR)


@pytest.mark.parametrize(
    "kwargs",
    [
        {},
        {"re_says": ("re",), "kontra_says": ("kontra", "no90")},
        {"re_says": ("re", "no90", "no60"), "kontra_says": ("kontra", "no90")},
        {"kontra_says": ("kontra",)},
        {"bonuses": (("fox", "re", 1), ("charlie", "kontra", 1), ("doppelkopf", "re", 1))},
    ],
)
@pytest.mark.parametrize("points", [54, 70, 120, 129, 175, 240])
def test_diamond_pair_scores_exactly_as_a_normal_game(points: int, kwargs: object) -> None:
    extra = dict(kwargs)  # type: ignore[call-overload]
    if points == 240 and "bonuses" in extra:
        return  # Kontra cannot have caught a Charlie without a trick
    pair = play(points, PAIR, type="diamond_pair", **extra)
    normal = play(points, PAIR, type="normal", **extra)
    assert pair == normal
    assert not pair.solo


def test_diamond_pair_keeps_elders_point_and_bock() -> None:
    """Example 2 (§11) as a ♦ pair game: −9 with the elders point; one Bock level doubles."""
    result = play(54, PAIR, type="diamond_pair", re_says=("re",), kontra_says=("kontra", "no90"))
    assert result.value == -9
    assert any(line.item == "against_elders" for line in result.lines)
    assert play(170, PAIR, 1, type="diamond_pair", re_says=("re",), kontra_says=("kontra",)).value
    assert (
        play(170, PAIR, 1, type="diamond_pair", re_says=("re",), kontra_says=("kontra",)).scores[
            "A"
        ]
        == 12
    )


@pytest.mark.parametrize(
    "rules", [PAIR, PAIR.replace(solo_doubles=True), PAIR.replace(solo_implies_re=True)]
)
@pytest.mark.parametrize("points", [150, 100, 121])
def test_one_holder_of_both_scores_as_a_silent_solo(rules: RuleSet, points: int) -> None:
    alone = play(points, rules, type="diamond_pair", re=("A",), kontra_says=("kontra",))
    silent = play(points, rules, type="silent_solo", re=("A",), kontra_says=("kontra",))
    assert alone == silent
    assert alone.solo
    assert alone.scores["A"] == 3 * alone.value
    assert alone.scores["C"] == -alone.value


def test_one_holder_alone_counts_no_fox_as_in_a_solo() -> None:
    refused(
        "deal.bonuses[0]",
        "not scored in a solo",
        rules=PAIR,
        type="diamond_pair",
        re=("A",),
        bonuses=(("fox", "re", 1),),
    )


@pytest.mark.parametrize("re", [(), ("A", "B", "C")])
def test_diamond_pair_has_one_or_two_re_players(re: tuple[str, ...]) -> None:
    refused("deal.re", "two players in the Re party", rules=PAIR, type="diamond_pair", re=re)


def test_diamond_pair_is_no_compulsory_solo() -> None:
    rules = PAIR.replace(compulsory_solo=True)
    refused(
        "deal.compulsory",
        "only a declared solo",
        rules=rules,
        type="diamond_pair",
        re=("A",),
        compulsory=True,
    )


def test_diamond_pair_record_round_trip_and_parties() -> None:
    deal = parse_deal(deal_json(130, type="diamond_pair", re=("A", "C")))
    assert parse_deal(deal.to_json()) == deal
    assert parties(deal).soloist is None
    alone = parse_deal(deal_json(130, type="diamond_pair", re=("B",)))
    assert parties(alone).soloist == "B"


def test_diamond_pair_deadlines_as_a_normal_game() -> None:
    options = {"diamond_pair_game": "10"}
    assert ask("diamond_pair", rules=options) == ask("normal", rules=options)
    with pytest.raises(RecordError) as caught:
        ask("diamond_pair")
    assert caught.value.field == "type"


# §13.7 schweinchen_declare ---------------------------------------------------------


def test_schweinchen_declare_is_stated_by_the_lookup_only() -> None:
    assert deadline_notes(RuleSet(schweinchen=True)) == ("schweinchen_when_played",)
    before = RuleSet(schweinchen=True, schweinchen_declare="before_play")
    assert deadline_notes(before) == ("schweinchen_before_play",)
    assert deadline_notes(RuleSet(schweinchen_declare="before_play")) == ()
    deal = {"re_says": ("re",), "schweinchen": True}
    assert play(130, before, **deal) == play(130, RuleSet(schweinchen=True), **deal)  # type: ignore[arg-type]
    assert ask("normal", rules={"schweinchen": True, "schweinchen_declare": "before_play"}) == ask(
        "normal"
    )


# §13.7 marriage_partner = holder_chooses -------------------------------------------


def marriage(chosen: str | None, trick: int | None = 2, **kwargs: object) -> dict[str, object]:
    record = deal_json(130, type="marriage", re=("A", "B") if trick else ("A",), **kwargs)  # type: ignore[arg-type]
    record["marriage_clarified_in"] = trick
    if chosen is not None:
        record["marriage_partner"] = chosen
    return record


def score_record(record: dict[str, object], rules: RuleSet) -> object:
    return score(parse_deal(record), rules, TABLE)


def test_holder_chooses_needs_the_choice_on_a_marriage() -> None:
    with pytest.raises(RecordError) as caught:
        score_record(marriage(None), CHOOSING)
    assert caught.value.field == "deal.marriage_partner"
    assert "pick one" in caught.value.reason
    with pytest.raises(RecordError) as caught:
        score_record(marriage(None, None), CHOOSING)  # alone: the choice is still said
    assert caught.value.field == "deal.marriage_partner"


@pytest.mark.parametrize("chosen", ["first_trick", "first_plain_trick", "named_trick"])
def test_holder_chooses_scores_as_a_marriage(chosen: str) -> None:
    assert score_record(marriage(chosen), CHOOSING) == score_record(marriage(None), STANDARD)
    assert parse_deal(marriage(chosen)).to_json()["marriage_partner"] == chosen


@pytest.mark.parametrize("chosen", ["first_trick", "first_plain_trick"])
def test_a_choice_of_the_first_tricks_limits_the_clarifying_trick(chosen: str) -> None:
    score_record(marriage(chosen, 3), CHOOSING)
    with pytest.raises(RecordError) as caught:
        score_record(marriage(chosen, 4), CHOOSING)
    assert caught.value.field == "deal.marriage_clarified_in"
    assert "trick 1, 2 or 3" in caught.value.reason


def test_a_named_trick_may_be_any_trick() -> None:
    score_record(marriage("named_trick", 12), CHOOSING)
    with pytest.raises(RecordError) as caught:
        score_record(marriage("named_trick", 11), CHOOSING.replace(without_nines=True))
    assert caught.value.field == "deal.marriage_clarified_in"


def test_the_choice_only_with_holder_chooses_and_only_in_a_marriage() -> None:
    with pytest.raises(RecordError) as caught:
        score_record(marriage("first_trick"), STANDARD)
    assert caught.value.field == "deal.marriage_partner"
    assert "holder chooses" in caught.value.reason
    normal = deal_json(130, marriage_partner="first_trick")
    with pytest.raises(RecordError) as caught:
        score_record(normal, CHOOSING)
    assert caught.value.field == "deal.marriage_partner"
    assert "only for a marriage" in caught.value.reason
    with pytest.raises(RecordError) as caught:
        parse_deal(marriage("last_trick"))
    assert caught.value.field == "deal.marriage_partner"


def test_holder_chooses_deadlines_use_the_choice() -> None:
    options = {"marriage_partner": "holder_chooses"}
    # The same shift as any marriage decided in that trick.
    assert ask(rules=options, marriage_clarified_in=3, marriage_partner="first_trick") == ask(
        marriage_clarified_in=3
    )
    # Trick 5 only when the holder named a trick (or the choice is not given yet).
    ask(rules=options, marriage_clarified_in=5, marriage_partner="named_trick")
    ask(rules=options, marriage_clarified_in=5)
    with pytest.raises(RecordError) as caught:
        ask(rules=options, marriage_clarified_in=5, marriage_partner="first_plain_trick")
    assert caught.value.field == "marriage_clarified_in"
    with pytest.raises(RecordError) as caught:
        ask(marriage_clarified_in=2, marriage_partner="first_trick")
    assert caught.value.field == "marriage_partner"
    assert CHOOSING.last_clarifying_trick == 12
