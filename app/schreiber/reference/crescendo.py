"""The Crescendo reference pages, for one rule set (``shared/rules/crescendo.md``).

Section keys, in the order they are listed: ``cards`` (cards, seats, rank),
``play`` (following suit, the joker, who wins a trick), ``auction`` (bids and
their order, with the rule set's lowest bid), ``scoring`` (trick values and
the soloist's score, with examples for the rule set), ``session``, ``glossary``.
"""

from __future__ import annotations

from typing import Final

from schreiber.games.crescendo.rules import HIGHEST_BID, RuleSet
from schreiber.reference import glossary
from schreiber.reference.model import (
    JOKER,
    Card,
    Colours,
    Section,
    Translate,
    card_table,
    colours,
    h3,
    ol,
    on_mark,
    section,
    session_end,
    suit_cards,
    suit_mark,
    table,
    ul,
)

CARD_ORDER_ALIASES: Final[dict[str, str]] = {}
"""No page has another name (the reference package's ``resolve_key``)."""
SUITS_BY_STRENGTH: Final = ("S", "H", "D", "C")  # strongest first, after no-trump
DYNAMICS: Final = ("pp", "p", "mp", "mf", "f", "ff", "fff")  # the seed's names of tricks 1–7
STANDARD_MIN_BID: Final = 15


def tricks_for(total: int) -> list[int]:
    """Distinct tricks 1–7 whose values add up to ``total`` (0–28), highest first."""
    tricks = []
    for k in range(7, 0, -1):
        if k <= total:
            tricks.append(k)
            total -= k
    return tricks


def soloist_score(bid: int, taken: int) -> int:
    if taken > bid:
        return taken
    if taken == bid:
        return 2 * bid
    return -bid


def sections(rules: RuleSet, translate: Translate, dark: bool = False) -> list[Section]:
    c = colours(dark)
    return [
        _cards(translate, c),
        _play(translate),
        _auction(rules, translate, c),
        _scoring(rules, translate, c),
        _session(rules, translate),
        glossary.crescendo(rules, translate, c),
    ]


def _cards(translate: Translate, c: Colours) -> Section:
    rows: list[tuple[str, list[Card]]] = [
        (suit_mark(s, c), suit_cards(s, "A 5 4 3 2")) for s in SUITS_BY_STRENGTH
    ]
    rows.append((translate("Reference", "lowest"), [Card("", JOKER)]))
    seats = table(
        [
            translate("Reference", "Seat"),
            translate("Reference", "Who"),
            translate("Reference", "Bids"),
        ],
        [
            (
                translate("Reference", "forehand"),
                translate("Reference", "left of the dealer; leads the first trick"),
                "1",
            ),
            (
                translate("Reference", "middlehand"),
                translate("Reference", "right of the dealer"),
                "2",
            ),
            (translate("Reference", "rearhand"), translate("Reference", "the dealer"), "3"),
        ],
        c,
        ("left", "left", "center"),
    )
    return section(
        "cards",
        translate("Reference", "Cards and seats"),
        translate(
            "Reference",
            "21 cards: A, 5, 4, 3 and 2 of ♠ ♥ ♦ ♣, and one joker. Three players get 7 cards "
            "each, dealt one at a time clockwise from the dealer's left.",
        ),
        h3(translate("Reference", "Rank in each suit, highest first")),
        card_table(rows, translate, c),
        translate(
            "Reference",
            "The joker ranks below the 2 of every suit. Cards have no point values: "
            "what counts is which tricks one wins.",
        ),
        h3(translate("Reference", "Seats")),
        seats,
    )


def _play(translate: Translate) -> Section:
    return section(
        "play",
        translate("Reference", "Playing a trick"),
        ol(
            [
                translate(
                    "Reference",
                    "Forehand leads the first trick; whoever wins a trick leads the next.",
                ),
                translate(
                    "Reference",
                    "Follow suit if you can; otherwise play any card.",
                ),
                translate(
                    "Reference",
                    "The highest trump wins the trick; without a trump in it, the highest "
                    "card of the suit led wins.",
                ),
            ]
        ),
        translate(
            "Reference",
            "Example: ♣ is trump and the trick is ♦3, ♥5, ♦4, in that order. No trump was "
            "played, so the suit led, ♦, decides; the ♥5 cannot win although it is higher. "
            "Of ♦3 and ♦4 the 4 is higher: the ♦4 wins the trick.",
        ),
        h3(translate("Reference", "The joker")),
        ul(
            [
                translate(
                    "Reference",
                    "The joker may be played at any time, even when you could follow suit; "
                    "holding no card of the suit led, you need not play it.",
                ),
                translate(
                    "Reference",
                    "Led to a trick, it takes the suit its player names at that moment.",
                ),
                translate(
                    "Reference",
                    "Played second or third, it counts as the suit led and so cannot win.",
                ),
            ]
        ),
        translate("Reference", "A deal has 7 tricks."),
    )


def _auction(rules: RuleSet, translate: Translate, c: Colours) -> Section:
    low = rules.min_bid
    strength = table(
        [translate("Reference", "Trump suit"), translate("Reference", "Strength at equal points")],
        [
            (translate("Reference", "no-trump"), "5"),
            *((suit_mark(s, c), str(4 - i)) for i, s in enumerate(SUITS_BY_STRENGTH)),
        ],
        c,
        ("center", "center"),
    )
    parts: list[str] = [
        translate(
            "Reference",
            "One round: forehand, middlehand, rearhand. Each either passes or bids points "
            "— from {low} to {high} — together with a trump suit or no-trump.",
        ).format(low=low, high=HIGHEST_BID),
        translate(
            "Reference",
            "A bid must be stronger than the bids before it: more points, or the same "
            "points with a stronger trump.",
        ),
        strength,
    ]
    if low < HIGHEST_BID:
        parts.append(
            translate(
                "Reference",
                "Example: forehand bids ♦ {low}, middlehand ♥ {low} (same points, stronger "
                "trump), rearhand ♣ {more} (more points).",
            ).format(low=low, more=low + 1)
        )
    parts.append(
        translate(
            "Reference",
            "The strongest bidder becomes the soloist, with the trump of that bid. If all "
            "three pass, the same dealer gathers, shuffles and deals again (enter a redeal; "
            "nobody scores).",
        )
    )
    if low != STANDARD_MIN_BID:
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "Under these rules the lowest bid is {low} (usually 15).",
                ).format(low=low),
                c,
            )
        )
    return section("auction", translate("Reference", "Auction"), *parts)


def _scoring(rules: RuleSet, translate: Translate, c: Colours) -> Section:
    values = table(
        [],
        [
            (translate("Reference", "Trick"), *(str(k) for k in range(1, 8))),
            (translate("Reference", "Worth"), *(str(k) for k in range(1, 8))),
            (translate("Reference", "Dynamic marking"), *DYNAMICS),
        ],
        c,
        ("left", *("center",) * 7),
        column_width=36,
    )
    results = table(
        [translate("Reference", "Result"), translate("Reference", "The soloist writes")],
        [
            (translate("Reference", "took more than the bid"), translate("Reference", "+ taken")),
            (translate("Reference", "took exactly the bid"), translate("Reference", "+ 2 × bid")),
            (translate("Reference", "took less than the bid"), translate("Reference", "− bid")),
        ],
        c,
        ("left", "center"),
    )
    bid = min(rules.min_bid + 4, HIGHEST_BID - 1)
    examples = []
    for taken in (bid + 1, bid, bid - 4):
        tricks = ", ".join(str(k) for k in sorted(tricks_for(taken)))
        score = soloist_score(bid, taken)
        sign = f"+{score}" if score > 0 else f"−{-score}"
        examples.append((str(bid), tricks, str(taken), sign))
    return section(
        "scoring",
        translate("Reference", "Scoring"),
        translate(
            "Reference",
            "Only the soloist scores. Trick 1 is worth 1 point, trick 2 is worth 2, and so on "
            "up to trick 7 — 28 in all. The soloist adds up the tricks they won.",
        ),
        values,
        results,
        translate(
            "Reference",
            "The two other players write 0: the game is not zero-sum. Over the session the "
            "highest total wins.",
        ),
        h3(translate("Reference", "Examples")),
        table(
            [
                translate("Reference", "Bid"),
                translate("Reference", "Tricks won"),
                translate("Reference", "Taken"),
                translate("Reference", "The soloist writes"),
            ],
            examples,
            c,
            ("center", "center", "center", "center"),
        ),
    )


def _session(rules: RuleSet, translate: Translate) -> Section:
    return section(
        "session",
        translate("Reference", "The session"),
        translate(
            "Reference",
            "Three players. The deal passes clockwise after every played deal; when all "
            "three passed, the same dealer deals again.",
        ),
        *session_end(rules.end_after_deals, rules.end_at_score, translate),
    )
