"""The Pfälzer Schafkopf reference pages, for one rule set (``shared/rules/schafkopf-pfalz.md``).

The rule set's ``table`` decides which game is described: 3 — Schafkopf with
the Skat, 4 — Asserufen (ace calling), not set — both (three players play
Schafkopf, four or more Asserufen).

Section keys, in the order they are listed: ``cards`` (deck, points, deal),
``cards:clubs``, ``cards:spades``, ``cards:hearts``, ``cards:diamonds`` (card
order with that trump suit), ``contracts``, ``auction``, ``winning``,
``points`` (game points), ``tops``, ``doubles`` (Kontra, Rekontra),
``surrender``, ``settlement``, ``session``, ``glossary``.
"""

from __future__ import annotations

from typing import Final

from schreiber.games.schafkopf_pfalz.rules import RuleSet
from schreiber.reference import glossary
from schreiber.reference.model import (
    SUIT_SYMBOLS,
    SUITS,
    Card,
    Colours,
    Section,
    Translate,
    card_table,
    card_values_table,
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
TRUMP_SUITS: Final = {"clubs": "C", "spades": "S", "hearts": "H", "diamonds": "D"}
CARD_POINTS: Final = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}


def table_sizes(rules: RuleSet) -> tuple[int, ...]:
    """The table sizes these rules can play: (3,), (4,) or (3, 4)."""
    return (rules.table,) if rules.table is not None else (3, 4)


def trump_order(trump: str) -> list[Card]:
    """The 14 trumps with ``trump`` ("clubs" …) as trump suit, highest first."""
    suit = TRUMP_SUITS[trump]
    queens = [Card(s, "Q") for s in SUITS]
    jacks = [Card(s, "J") for s in SUITS]
    return [*queens, *jacks, *suit_cards(suit, "A 10 K 9 8 7")]


def plain_suits(trump: str) -> list[tuple[str, list[Card]]]:
    suit = TRUMP_SUITS[trump]
    return [(s, suit_cards(s, "A 10 K 9 8 7")) for s in SUITS if s != suit]


def sections(rules: RuleSet, translate: Translate, dark: bool = False) -> list[Section]:
    c = colours(dark)
    return [
        _cards(rules, translate, c),
        *(_card_order(rules, trump, translate, c) for trump in TRUMP_SUITS),
        _contracts(rules, translate, c),
        _auction(rules, translate),
        _winning(rules, translate),
        _points(rules, translate, c),
        _tops(rules, translate, c),
        _doubles(translate),
        _surrender(rules, translate),
        _settlement(rules, translate, c),
        _session(rules, translate),
        glossary.schafkopf(rules, translate, c),
    ]


def _contract_names(translate: Translate) -> dict[str, str]:
    return {
        "simple": translate("Reference", "simple game"),
        "ace_call": translate("Reference", "ace call"),
        "solo": translate("Reference", "solo"),
        "heart_solo": translate("Reference", "heart solo"),
        "solo_du": translate("Reference", "solo du"),
        "heart_solo_du": translate("Reference", "heart solo du"),
    }


def _cards(rules: RuleSet, translate: Translate, c: Colours) -> Section:
    ranks = list(CARD_POINTS)
    cards = card_values_table(
        [Card("", rank) for rank in ranks],
        [str(CARD_POINTS[rank]) for rank in ranks],
        (translate("Reference", "Card"), translate("Reference", "Card points")),
        translate,
        c,
    )
    parts: list[str] = [
        translate(
            "Reference",
            "32 French-suited cards: A, K, Q, J, 10, 9, 8 and 7 of ♣ ♠ ♥ ♦.",
        ),
        cards,
        translate("Reference", "All cards together are worth 120 card points."),
        translate(
            "Reference",
            "The queens and the jacks are always trumps, whatever suit they show.",
        ),
        h3(translate("Reference", "The deal")),
    ]
    sizes = table_sizes(rules)
    if 3 in sizes:
        parts.append(
            translate(
                "Reference",
                "Three at the table: 3 cards each, then 2 face down as the Skat, then 4 each, "
                "then 3 each — 10 cards each, 10 tricks.",
            )
        )
    if 4 in sizes:
        parts.append(
            translate(
                "Reference",
                "Four at the table (Asserufen): 4 cards each, twice — 8 cards each, 8 tricks, "
                "no Skat.",
            )
        )
    return section("cards", translate("Reference", "Cards and card points"), *parts)


def _card_order(rules: RuleSet, trump: str, translate: Translate, c: Colours) -> Section:
    suit = TRUMP_SUITS[trump]
    names = _contract_names(translate)
    if trump == "hearts":
        contracts = [names["heart_solo"], names["heart_solo_du"]]
        if 4 in table_sizes(rules):
            contracts.insert(0, names["ace_call"])
        if 3 in table_sizes(rules):
            contracts.insert(0, names["simple"])
    else:
        contracts = [names["solo"], names["solo_du"]]
        if 3 in table_sizes(rules):
            contracts.insert(0, names["simple"])
    rows: list[tuple[str, list[Card]]] = [
        (suit_mark(s, c), cards) for s, cards in plain_suits(trump)
    ]
    return section(
        f"cards:{trump}",
        translate("Reference", "Card order, {suit} trump").format(suit=SUIT_SYMBOLS[suit]),
        translate("Reference", "Played in: {contracts}.").format(contracts=", ".join(contracts)),
        h3(translate("Reference", "Trumps, highest first")),
        card_table([(translate("Reference", "Trump"), trump_order(trump))], translate, c),
        translate("Reference", "14 trumps: four queens, four jacks and six of the trump suit."),
        h3(translate("Reference", "Plain suits, highest first")),
        card_table(rows, translate, c),
    )


def _contracts(rules: RuleSet, translate: Translate, c: Colours) -> Section:
    names = _contract_names(translate)
    sizes = table_sizes(rules)
    parts: list[str] = []
    header = [translate("Reference", "Contract"), translate("Reference", "What it means")]
    if 3 in sizes:
        parts.append(h3(translate("Reference", "Three players (Schafkopf), weakest first")))
        parts.append(
            table(
                header,
                [
                    (
                        names["simple"],
                        translate(
                            "Reference",
                            "the soloist takes the Skat, lays two cards away (they count "
                            "for the soloist) and then names the trump suit",
                        ),
                    ),
                    (
                        names["solo"],
                        translate(
                            "Reference",
                            "the soloist plays the dealt hand; the Skat counts for the "
                            "soloist at the end",
                        ),
                    ),
                    (names["heart_solo"], translate("Reference", "a solo with ♥ trump")),
                    (
                        names["solo_du"],
                        translate(
                            "Reference",
                            "a solo in which the soloist must take all 10 tricks; the first "
                            "trick lost ends the play and the game is lost",
                        ),
                    ),
                    (names["heart_solo_du"], translate("Reference", "a solo du with ♥ trump")),
                ],
                c,
            )
        )
    if 4 in sizes:
        parts.append(h3(translate("Reference", "Four players (Asserufen), weakest first")))
        parts.append(
            table(
                header,
                [
                    (
                        names["ace_call"],
                        translate(
                            "Reference",
                            "hearts are trump; the soloist calls an ace, and its holder "
                            "is the secret partner: two against two",
                        ),
                    ),
                    (
                        names["solo"],
                        translate("Reference", "the soloist alone against three"),
                    ),
                    (names["heart_solo"], translate("Reference", "a solo with ♥ trump")),
                    (
                        names["solo_du"],
                        translate(
                            "Reference",
                            "a solo in which the soloist must take all 8 tricks",
                        ),
                    ),
                    (names["heart_solo_du"], translate("Reference", "a solo du with ♥ trump")),
                ],
                c,
            )
        )
        parts.append(h3(translate("Reference", "Calling an ace")))
        parts.append(
            ul(
                [
                    translate(
                        "Reference",
                        "The called ace must be one of ♣ ♠ ♦ that the soloist does not hold, "
                        "in a suit of which the soloist holds at least one card.",
                    ),
                    translate(
                        "Reference",
                        "A soloist holding all three of those aces calls a 10 instead, "
                        "under the same conditions.",
                    ),
                    translate(
                        "Reference",
                        "The holder of the called ace keeps it hidden until the card is "
                        "played, or until saying Rekontra reveals the partner.",
                    ),
                ]
            )
        )
    parts.append(
        translate(
            "Reference",
            "The soloist's side needs 61 card points; see “How a game is won”.",
        )
    )
    return section("contracts", translate("Reference", "Contracts"), *parts)


def _auction(rules: RuleSet, translate: Translate) -> Section:
    sizes = table_sizes(rules)
    parts: list[str] = []
    if 3 in sizes:
        parts.append(h3(translate("Reference", "Three players")))
        parts.append(
            ol(
                [
                    translate(
                        "Reference",
                        "One round from the dealer's left, for a solo or more. The first "
                        "player to bid says “solo”, even when planning more; each later bid "
                        "must name a stronger contract.",
                    ),
                    translate(
                        "Reference",
                        "Whoever wins with “solo” may still raise it to a stronger contract.",
                    ),
                    translate(
                        "Reference",
                        "If nobody bid, a second round for the simple game only: the first "
                        "player to take it plays it.",
                    ),
                    translate(
                        "Reference",
                        "If nobody takes it either, nothing is played and the next dealer "
                        "deals (enter a redeal).",
                    ),
                ]
            )
        )
    if 4 in sizes:
        parts.append(h3(translate("Reference", "Four players")))
        parts.append(
            ol(
                [
                    translate(
                        "Reference",
                        "One round from the dealer's left; each player may name any "
                        "contract stronger than the bids before, or pass.",
                    ),
                    translate(
                        "Reference",
                        "If an ace call was bid and nothing above it, a later player may say "
                        "“darf man?” and take it over with an ace call of their own — only "
                        "one player, and only with a hand that can call an ace.",
                    ),
                    translate(
                        "Reference",
                        "If everybody passes, nothing is played and the next dealer deals "
                        "(enter a redeal).",
                    ),
                ]
            )
        )
    parts.append(
        translate(
            "Reference",
            "The player to the dealer's left leads the first trick.",
        )
    )
    return section("auction", translate("Reference", "Bidding"), *parts)


def _winning(rules: RuleSet, translate: Translate) -> Section:
    limit = rules.schneider_limit
    sizes = table_sizes(rules)
    parts: list[str] = [
        translate("Reference", "The soloist's side wins with 61 card points or more."),
    ]
    if 3 in sizes:
        parts.append(
            translate(
                "Reference",
                "With three players the Skat counts for the soloist: in a simple game the two "
                "cards laid away, in a solo the two Skat cards.",
            )
        )
    if 4 in sizes:
        parts.append(
            translate(
                "Reference",
                "In an ace call the soloist and the partner add up their card points.",
            )
        )
    parts += [
        translate(
            "Reference",
            "Schneider: a side that ends with {limit} card points or fewer is Schneider, "
            "and the other side has {high} or more. It is worth a game point.",
        ).format(limit=limit, high=120 - limit),
        translate(
            "Reference",
            "Schwarz: one side took every trick; another game point.",
        ),
        translate(
            "Reference",
            "A solo du that loses a trick ends there: it is lost, without Schneider or Schwarz.",
        ),
    ]
    if rules.schneider_at_30:
        parts.append(
            translate(
                "Reference",
                "Under these rules exactly 30 card points is already Schneider "
                "(the Bavarian “31 to escape”).",
            )
        )
    else:
        parts.append(translate("Reference", "Exactly 30 card points is not Schneider."))
    return section("winning", translate("Reference", "How a game is won"), *parts)


def _points(rules: RuleSet, translate: Translate, c: Colours) -> Section:
    double = translate("Reference", "doubles the sum so far")
    rows = [
        (translate("Reference", "game (won or lost)"), "1"),
        (translate("Reference", "hearts are trump"), "1"),
        (translate("Reference", "Schneider"), "1"),
        (translate("Reference", "Schwarz"), "1"),
        (translate("Reference", "tops (a run of 3 or more)"), translate("Reference", "1 each")),
        (translate("Reference", "any solo (solo, heart solo, solo du, heart solo du)"), "1"),
        (translate("Reference", "solo du or heart solo du"), double),
        (translate("Reference", "each Kontra, Rekontra, …"), double),
    ]
    parts: list[str] = [
        translate(
            "Reference",
            "The game points (G) are added up in the order of the table; the doublings come last.",
        ),
        table(
            [translate("Reference", "Item"), translate("Reference", "Game points")],
            rows,
            c,
            ("left", "center"),
        ),
    ]
    if 4 in table_sizes(rules):
        if rules.ace_call_hearts_point:
            parts.append(
                translate(
                    "Reference",
                    "An ace call scores the game point and the hearts point (plus Schneider, "
                    "Schwarz, tops and doublings).",
                )
            )
        else:
            parts.append(
                on_mark(
                    translate(
                        "Reference",
                        "Under these rules an ace call gets no point for hearts being trump.",
                    ),
                    c,
                )
            )
    parts.append(h3(translate("Reference", "Examples")))
    names = _contract_names(translate)
    examples = [
        (
            translate("Reference", "{contract} in ♣, 70 card points").format(
                contract=names["simple"]
            ),
            "1",
        ),
        (
            translate("Reference", "{contract} in ♥, 95 card points, with 3").format(
                contract=names["simple"]
            ),
            "1 + 1 + 1 + 3 = 6",
        ),
        (
            translate("Reference", "{contract} in ♠, lost with 58, one Kontra").format(
                contract=names["solo"]
            ),
            "(1 + 1) × 2 = 4",
        ),
        (
            translate(
                "Reference",
                "{contract}, every trick, with 4, Kontra and Rekontra",
            ).format(contract=names["heart_solo_du"]),
            "(1 + 1 + 1 + 1 + 4 + 1) × 2 × 2 × 2 = 72",
        ),
    ]
    parts.append(
        table(
            [translate("Reference", "Game"), "G"],
            examples,
            c,
            ("left", "right"),
        )
    )
    return section("points", translate("Reference", "Game points"), *parts)


def _tops(rules: RuleSet, translate: Translate, c: Colours) -> Section:
    queens = [Card(s, "Q") for s in SUITS]
    parts: list[str] = [
        translate(
            "Reference",
            "The tops (Laufende) are the unbroken run of the highest trumps from the ♣Q "
            "down. If the soloist holds the ♣Q the run is counted in the soloist's hand "
            "(“with”), otherwise in the defenders' hands together (“without”).",
        ),
        translate(
            "Reference",
            "A run of 3 or more is worth one game point per card; a run of 1 or 2 counts "
            "nothing. Schreiber asks only for the length.",
        ),
        card_table(
            [
                (translate("Reference", "with 4"), queens),
                (translate("Reference", "without 3"), queens[:3]),
            ],
            translate,
            c,
        ),
        translate(
            "Reference",
            "With 4: the soloist holds all four queens but not the ♣J. Without 3: the "
            "soloist holds none of ♣Q ♠Q ♥Q, but the ♦Q.",
        ),
    ]
    if 3 in table_sizes(rules):
        if rules.tops_include_skat:
            parts.append(
                translate(
                    "Reference",
                    "Under these rules the Skat belongs to the soloist's hand for the tops.",
                )
            )
        else:
            parts.append(
                on_mark(
                    translate(
                        "Reference",
                        "Under these rules the tops are counted without the Skat.",
                    ),
                    c,
                )
            )
    if 4 in table_sizes(rules):
        parts.append(
            translate(
                "Reference",
                "In an ace call the tops are counted for the soloist's party.",
            )
        )
    return section("tops", translate("Reference", "Tops (Laufende)"), *parts)


def _doubles(translate: Translate) -> Section:
    return section(
        "doubles",
        translate("Reference", "Kontra and Rekontra"),
        translate(
            "Reference",
            "Before the first card is played any defender may say Kontra: the game points "
            "are doubled. The soloist may answer Rekontra: doubled again.",
        ),
        translate(
            "Reference",
            "It may go on in turn, and any defender may say the next one. "
            "Each word doubles once more: ×2, ×4, ×8 …",
        ),
    )


def _surrender(rules: RuleSet, translate: Translate) -> Section:
    parts: list[str] = [
        translate(
            "Reference",
            "Before play the defenders may give up. If the soloist accepts, nothing is "
            "played and the game counts as won, without Schneider or Schwarz points.",
        ),
        translate(
            "Reference",
            "If the soloist refuses and plays, the soloist wins only with Schneider: "
            "{high} card points or more.",
        ).format(high=120 - rules.schneider_limit),
    ]
    if 4 in table_sizes(rules):
        parts.append(
            translate(
                "Reference",
                "In an ace call the partner is secret, so there is no surrender.",
            )
        )
    return section("surrender", translate("Reference", "Surrender"), *parts)


def _settlement(rules: RuleSet, translate: Translate, c: Colours) -> Section:
    g = "G"
    won, lost = translate("Reference", "won"), translate("Reference", "lost")
    header = [
        translate("Reference", "Game"),
        translate("Reference", "Result"),
        translate("Reference", "Soloist"),
        translate("Reference", "Each other player"),
    ]
    rows: list[tuple[str, str, str, str]] = []
    names = _contract_names(translate)
    sizes = table_sizes(rules)
    if 3 in sizes:
        three = translate("Reference", "three players, any contract")
        rows += [(three, won, f"+2{g}", f"−{g}"), (three, lost, f"−2{g}", f"+{g}")]
    if 4 in sizes:
        ace = translate("Reference", "four players, {contract}").format(contract=names["ace_call"])
        solo = translate("Reference", "four players, any solo")
        rows += [
            (ace, won, f"+{g}", translate("Reference", "partner +G, the two others −G")),
            (ace, lost, f"−{g}", translate("Reference", "partner −G, the two others +G")),
            (solo, won, f"+3{g}", f"−{g}"),
            (solo, lost, f"−3{g}", f"+{g}"),
        ]
    return section(
        "settlement",
        translate("Reference", "On the score sheet"),
        translate("Reference", "G is the game points of the deal."),
        table(header, rows, c, ("left", "left", "center", "center")),
        translate("Reference", "Players sitting out write 0. Every deal adds up to zero."),
    )


def _session(rules: RuleSet, translate: Translate) -> Section:
    parts: list[str] = []
    if rules.table == 3:
        parts.append(
            translate(
                "Reference",
                "Under these rules three play each deal (Schafkopf with the Skat).",
            )
        )
    elif rules.table == 4:
        parts.append(translate("Reference", "Under these rules four play each deal (Asserufen)."))
    else:
        parts.append(
            translate(
                "Reference",
                "With three players all three play Schafkopf with the Skat; with four or "
                "more, four play Asserufen.",
            )
        )
    parts += [
        translate(
            "Reference",
            "The deal passes clockwise. With more players than seats, the players after "
            "the dealer play and the others, the dealer first, sit out and write 0.",
        ),
        *session_end(rules.end_after_deals, rules.end_at_score, translate),
    ]
    return section("session", translate("Reference", "Seats and the end of the session"), *parts)
