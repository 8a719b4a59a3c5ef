"""The Doppelkopf reference pages, for one rule set (``shared/rules/doppelkopf.md``).

Section keys, in the order they are listed:

``cards``
    the deck and the card points (§1);
``cards:normal``
    card order of the normal game — also marriage, poverty and silent solo
    (:data:`CARD_ORDER_ALIASES` maps those game types here);
``cards:solo_queen``, ``cards:solo_jack``, ``cards:solo_clubs``,
``cards:solo_spades``, ``cards:solo_hearts``, ``cards:solo_diamonds``,
``cards:solo_fleshless``
    card order of each solo; ``cards:solo_king`` and ``cards:solo_queen_jack``
    only when the rule set allows those solos;
``games``
    game types and parties (§3); ``reservations``: who may play what (§3);
``winning``
    how a deal is won (§4); ``points``: the points table (§5);
``bonuses``
    the bonuses played under these rules (§6); ``sheet``: from value to the
    score sheet (§7);
``bock``
    Bock rounds (§8; says so when they are off); ``compulsory``: compulsory
    solos (§9, only when on);
``deadlines``
    announcement deadlines, replies and marriages (§10);
``session``
    seats, sitting out and the end of the evening; ``glossary``: the terms.
"""

from __future__ import annotations

from typing import Final

from schreiber.games.doppelkopf.deadlines import deadline_table, marriage_shift
from schreiber.games.doppelkopf.records import MISERE_TYPES, SOLO_TYPES
from schreiber.games.doppelkopf.rules import RuleSet
from schreiber.games.doppelkopf.validation import type_played
from schreiber.reference import glossary
from schreiber.reference.model import (
    JOKER,
    SUITS,
    Card,
    Colours,
    Section,
    Translate,
    card_name,
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

SUIT_OF_SOLO: Final = {
    "solo_clubs": "C",
    "solo_spades": "S",
    "solo_hearts": "H",
    "solo_diamonds": "D",
}
# Game types played with the normal game's cards: their reference is ``cards:normal``.
CARD_ORDER_ALIASES: Final = {
    "cards:marriage": "cards:normal",
    "cards:poverty": "cards:normal",
    "cards:silent_solo": "cards:normal",
    "cards:diamond_pair": "cards:normal",
    "cards:misere": "cards:normal",
    "cards:misere_ouvert": "cards:normal",
}
HEART_TEN: Final = Card("H", "10")
JOKER_CARD: Final = Card("", JOKER)


def solo_types(rules: RuleSet) -> list[str]:
    """The solos with their own cards these rules allow, in the order of the reference
    (a misère has the normal game's trumps and its own row)."""
    return [t for t in SOLO_TYPES if t not in MISERE_TYPES and type_played(t, rules)]


def heart_ten_top(rules: RuleSet) -> bool:
    """Whether the ♥10 is the top trump (§13.4 ``heart_ten``; §13.7 ``diamond_top`` makes
    it an ordinary heart)."""
    return rules.heart_ten == "top" and rules.diamond_top is None


def _ranks(rules: RuleSet, ranks: str) -> str:
    return " ".join(r for r in ranks.split() if not (rules.without_nines and r == "9"))


def _each_suit(rank: str) -> list[Card]:
    return [Card(suit, rank) for suit in SUITS]


def trump_order(rules: RuleSet, game_type: str) -> list[Card]:
    """Trumps of ``game_type`` (``normal`` or a solo), highest first (§1)."""
    queens, jacks = _each_suit("Q"), _each_suit("J")
    if game_type == "solo_queen":
        return queens
    if game_type == "solo_jack":
        return jacks
    if game_type == "solo_king":
        return _each_suit("K")
    if game_type == "solo_queen_jack":
        return queens + jacks
    if game_type == "solo_fleshless":
        return []
    suit = SUIT_OF_SOLO.get(game_type, "D")
    # §13.4 heart_ten = plain: the ♥10 is an ordinary heart, ranked A 10 K 9.
    top = [HEART_TEN] if heart_ten_top(rules) else []
    ranks = "A K 9" if suit == "H" and top else "A 10 K 9"
    # §13.4 joker: the highest trump wherever the ♦ cards are trumps.
    joker = [JOKER_CARD] if rules.joker else []
    trumps = [*joker, *top, *queens, *jacks, *suit_cards(suit, _ranks(rules, ranks))]
    if rules.diamond_top is not None and suit == "D":
        # §13.7: both copies of the ♦ card above the ♣Q, where the ♦ cards are trumps.
        diamond = Card("D", rules.diamond_top)
        trumps = [diamond, *(card for card in trumps if card != diamond)]
    return trumps


def joker_replaces(rules: RuleSet) -> Card:
    """§13.4 joker: the ♦ card one copy of which the joker replaces (♦9, ♦10 without nines)."""
    return Card("D", "10" if rules.without_nines else "9")


def plain_suits(rules: RuleSet, game_type: str) -> list[tuple[str, list[Card]]]:
    """The suits outside the trumps of ``game_type``, each highest first."""
    trumps = set(trump_order(rules, game_type))
    rows = []
    for suit in SUITS:
        ranks = "A 10 K Q J 9"
        if suit == "H" and game_type in ("normal", *SUIT_OF_SOLO) and not heart_ten_top(rules):
            ranks = "A 10 K 9"  # §13.4: the original order of the plain hearts
        cards = [card for card in suit_cards(suit, _ranks(rules, ranks)) if card not in trumps]
        if cards:
            rows.append((suit, cards))
    return rows


def schweinchen_orders(rules: RuleSet, game_type: str) -> list[tuple[str, list[Card]]]:
    """(label key, trumps) with Schweinchen, and with Hyperschweinchen when enabled."""
    if not rules.schweinchen:
        return []
    base = trump_order(rules, game_type)
    fox = Card("D", "A")
    rows = [("schweinchen", [fox, *(card for card in base if card != fox)])]
    if rules.hyperschweinchen:
        # §1: both ♦9, or both ♦10 when playing without nines (seed 000).
        hyper = Card("D", "10" if rules.without_nines else "9")
        rest = [card for card in base if card not in (fox, hyper)]
        rows.append(("hyperschweinchen", [hyper, fox, *rest]))
        if rules.genscher:
            # §13.4: both ♦K made the top trumps, above the Hyperschweinchen.
            king = Card("D", "K")
            rest = [card for card in rest if card != king]
            rows.append(("genscher", [king, hyper, fox, *rest]))
    return rows


def sections(rules: RuleSet, translate: Translate, dark: bool = False) -> list[Section]:
    """Every page for ``rules``, in reading order."""
    c = colours(dark)
    pages = [_cards(rules, translate, c), _card_order(rules, "normal", translate, c)]
    pages += [_card_order(rules, solo, translate, c) for solo in solo_types(rules)]
    pages += [
        _games(rules, translate, c),
        _reservations(rules, translate, c),
        _winning(rules, translate, c),
        _points(rules, translate, c),
        _bonuses(rules, translate, c),
        _sheet(rules, translate, c),
        _bock(rules, translate, c),
    ]
    if rules.compulsory_solo:
        pages.append(_compulsory(rules, translate))
    pages += [
        _deadlines(rules, translate, c),
        _session(rules, translate),
        glossary.doppelkopf(rules, translate, c),
    ]
    return pages


def game_name(game_type: str, translate: Translate) -> str:
    names = {
        "normal": translate("Reference", "Normal game"),
        "marriage": translate("Reference", "Marriage"),
        "poverty": translate("Reference", "Poverty"),
        "diamond_pair": translate("Reference", "♦ pair game"),
        "silent_solo": translate("Reference", "Silent solo"),
        "solo_queen": translate("Reference", "Queen solo"),
        "solo_jack": translate("Reference", "Jack solo"),
        "solo_clubs": translate("Reference", "♣ solo"),
        "solo_spades": translate("Reference", "♠ solo"),
        "solo_hearts": translate("Reference", "♥ solo"),
        "solo_diamonds": translate("Reference", "♦ solo"),
        "solo_fleshless": translate("Reference", "Fleshless solo"),
        "solo_king": translate("Reference", "King solo"),
        "solo_queen_jack": translate("Reference", "Queen-jack solo"),
        "misere": translate("Reference", "Misère"),
        "misere_ouvert": translate("Reference", "Misère ouvert"),
        "redeal": translate("Reference", "Redeal"),
    }
    return names[game_type]


# §1 -------------------------------------------------------------------------


def _cards(rules: RuleSet, translate: Translate, c: Colours) -> Section:
    ranks = _ranks(rules, "A 10 K Q J 9").split()
    points = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0}
    table_ = card_values_table(
        [Card("", rank) for rank in ranks],
        [str(points[rank]) for rank in ranks],
        (translate("Reference", "Card"), translate("Reference", "Card points")),
        translate,
        c,
    )
    if rules.without_nines:
        deck = translate(
            "Reference",
            "Played without nines: A, 10, K, Q and J of ♣ ♠ ♥ ♦, each card twice — "
            "40 cards, 10 to each of the four players, so a deal has 10 tricks.",
        )
    else:
        deck = translate(
            "Reference",
            "Two packs of A, 10, K, Q, J and 9 in ♣ ♠ ♥ ♦, each card twice — "
            "48 cards, 12 to each of the four players, so a deal has 12 tricks.",
        )
    total = translate(
        "Reference",
        "All cards together are worth 240 card points (Augen); "
        "a party needs more than half to win, see “How a deal is won”.",
    )
    specials = ul(
        [
            translate(
                "Reference", "Fox (Fuchs): the ♦A — catching one from the other party scores."
            ),
            translate(
                "Reference",
                "Charlie (Karlchen): the ♣J — winning the last trick with it scores.",
            ),
            translate(
                "Reference",
                "The ♣Q (“the old ones”) decide the parties of a normal game.",
            ),
        ]
    )
    # §13.6: the totals a party cannot end with (the smallest trick worth anything).
    impossible = (
        translate(
            "Reference",
            "No party can end with 1–7 or 233–239 card points: the smallest trick worth"
            " anything, four jacks, is worth 8.",
        )
        if rules.without_nines
        else translate(
            "Reference",
            "No party can end with exactly 1 or 239 card points: the smallest trick worth"
            " anything, a jack and three nines, is worth 2.",
        )
    )
    return section(
        "cards",
        translate("Reference", "Cards and card points"),
        deck,
        table_,
        total,
        impossible,
        h3(translate("Reference", "Cards with a name")),
        specials,
    )


def _card_order(rules: RuleSet, game_type: str, translate: Translate, c: Colours) -> Section:
    name = game_name(game_type, translate)
    trumps = trump_order(rules, game_type)
    parts: list[str] = []
    if game_type == "normal":
        parts.append(
            translate(
                "Reference",
                "Marriage, poverty and the silent solo use these cards too. "
                "Hearts, clubs and spades outside the trumps are the plain suits (Fehl).",
            )
        )
    elif game_type == "solo_diamonds":
        parts.append(
            translate("Reference", "A ♦ solo has the trumps of the normal game; one player alone.")
        )
    elif game_type in SUIT_OF_SOLO:
        parts.append(
            translate(
                "Reference",
                "The ♥10, the queens and the jacks stay on top; the solo's suit follows them.",
            )
        )
    elif game_type == "solo_fleshless":
        parts.append(
            translate(
                "Reference",
                "No trumps at all: every suit runs A 10 K Q J, highest first, "
                "and the ♥10 is an ordinary heart.",
            )
        )
    else:
        parts.append(
            translate(
                "Reference",
                "Only the cards below are trumps; the ♥10 is an ordinary heart "
                "and every other card stays in its suit.",
            )
        )
    if rules.diamond_top is not None and game_type in ("normal", "solo_diamonds"):
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "Under these rules both {card} are the highest trumps, above the ♣Q, and "
                    "the ♥10 is an ordinary heart: hearts run A 10 K 9.",
                ).format(card=card_name(Card("D", rules.diamond_top), translate)),
                c,
            )
        )
    elif not heart_ten_top(rules) and (game_type == "normal" or game_type in SUIT_OF_SOLO):
        top = trumps[0] if trumps else None  # the joker, where it is played
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "Under these rules the ♥10 is an ordinary heart, as in the original game: "
                    "hearts run A 10 K 9, and the ♣Q is the highest trump.",
                )
                if top != JOKER_CARD
                else translate(
                    "Reference",
                    "Under these rules the ♥10 is an ordinary heart, as in the original game: "
                    "hearts run A 10 K 9; the joker is the highest trump, then the ♣Q.",
                ),
                c,
            )
        )
    if trumps:
        parts.append(h3(translate("Reference", "Trumps, highest first")))
        parts.append(card_table([(translate("Reference", "Trump"), trumps)], translate, c))
        if JOKER_CARD in trumps:
            parts.append(
                translate(
                    "Reference",
                    "{count} trumps in the game: each card twice, but the joker once, "
                    "in place of one {card}.",
                ).format(
                    count=2 * (len(trumps) - 1),
                    card=card_name(joker_replaces(rules), translate),
                )
            )
        else:
            parts.append(
                translate("Reference", "{count} trumps in the game (each card twice).").format(
                    count=2 * len(trumps)
                )
            )
    elif rules.joker:
        parts.append(
            translate(
                "Reference",
                "The joker counts as the {card} it replaces in this game.",
            ).format(card=card_name(joker_replaces(rules), translate))
        )
    parts.append(h3(translate("Reference", "Plain suits, highest first")))
    rows: list[tuple[str, list[Card]]] = [
        (suit_mark(suit, c), cards) for suit, cards in plain_suits(rules, game_type)
    ]
    parts.append(card_table(rows, translate, c))
    if HEART_TEN in trumps:
        if rules.second_heart_ten_wins:
            parts.append(
                on_mark(
                    translate(
                        "Reference",
                        "Under these rules, of two ♥10 in one trick the second one played wins; "
                        "of any other two equal cards the first one played wins.",
                    ),
                    c,
                )
            )
        else:
            parts.append(
                translate(
                    "Reference",
                    "Of two equal cards in one trick (the ♥10 too) the first one played wins.",
                )
            )
    else:
        parts.append(
            translate("Reference", "Of two equal cards in one trick the first one played wins.")
        )
    if rules.joker and trumps and JOKER_CARD not in trumps:
        parts.append(
            translate(
                "Reference",
                "The joker counts as the {card} it replaces in this game.",
            ).format(card=card_name(joker_replaces(rules), translate))
        )
    if game_type in ("normal", "solo_diamonds"):
        parts.extend(_schweinchen(rules, game_type, translate, c))
    return section(
        f"cards:{game_type}",
        translate("Reference", "Card order: {game}").format(game=name),
        *parts,
    )


def _schweinchen(rules: RuleSet, game_type: str, translate: Translate, c: Colours) -> list[str]:
    orders = schweinchen_orders(rules, game_type)
    if not orders:
        return []
    labels = {
        "schweinchen": translate("Reference", "Schweinchen"),
        "hyperschweinchen": translate("Reference", "Hyperschweinchen"),
        "genscher": translate("Reference", "Genscher"),
    }
    parts: list[str] = [
        h3(translate("Reference", "Schweinchen (played under these rules)")),
        translate(
            "Reference",
            "A player dealt both ♦A may make them the highest trumps (Schweinchen); "
            "their fox points are then not scored.",
        ),
        _schweinchen_said(rules, translate, c),
    ]
    if rules.hyperschweinchen:
        parts.append(
            translate(
                "Reference",
                "After that, a player holding both {card} may put them higher still "
                "(Hyperschweinchen).",
            ).format(card=card_name(orders[1][1][0], translate))
        )
    if rules.genscher:
        parts.append(
            translate(
                "Reference",
                "Genscher: then a player holding both ♦K may make them the highest trumps of all.",
            )
        )
    parts.append(card_table([(labels[key], cards) for key, cards in orders], translate, c))
    return parts


def _schweinchen_said(rules: RuleSet, translate: Translate, c: Colours) -> str:
    """§13.7 ``schweinchen_declare``: when the Schweinchen is said."""
    if rules.schweinchen_declare == "before_play":
        return on_mark(
            translate(
                "Reference",
                "Under these rules Schweinchen is said before the first trick.",
            ),
            c,
        )
    return translate("Reference", "Schweinchen is said while playing the first ♦A.")


# §3 -------------------------------------------------------------------------


def _games(rules: RuleSet, translate: Translate, c: Colours) -> Section:
    two = translate("Reference", "2 against 2")
    one = translate("Reference", "solo: 1 against 3")
    rows = [
        (
            game_name("normal", translate),
            translate("Reference", "the two players dealt a ♣Q"),
            two,
        ),
        (
            game_name("silent_solo", translate),
            translate("Reference", "a player dealt both ♣Q who says nothing about it"),
            one,
        ),
        (
            game_name("marriage", translate),
            translate(
                "Reference",
                "the holder of both ♣Q and the first other player to win one of "
                "the first three tricks",
            ),
            two,
        ),
        (
            translate("Reference", "Marriage without partner"),
            translate("Reference", "the holder alone, after winning the first three tricks"),
            one,
        ),
    ]
    if rules.poverty:
        rows.append(
            (
                game_name("poverty", translate),
                translate(
                    "Reference",
                    "the poor player and the player who accepted the exchange",
                ),
                two,
            )
        )
    if rules.diamond_pair_game is not None:
        card = card_name(Card("D", rules.diamond_pair_game), translate)
        rows.append(
            (
                game_name("diamond_pair", translate),
                translate("Reference", "the two players dealt a {card}").format(card=card),
                two,
            )
        )
    solos = ", ".join(game_name(solo, translate) for solo in solo_types(rules))
    rows.append((solos, translate("Reference", "the soloist alone"), one))
    if rules.misere:
        misere = ", ".join(game_name(kind, translate) for kind in MISERE_TYPES)
        rows.append((misere, translate("Reference", "the soloist, who must take no trick"), one))
    header = [
        translate("Reference", "Game"),
        translate("Reference", "Re party"),
        translate("Reference", "Played as"),
    ]
    parts: list[str] = [
        translate(
            "Reference",
            "The party that plays the game is Re; the other party is Kontra. "
            "In a normal game nobody knows the parties at first.",
        ),
        table(header, rows, c),
    ]
    parts += _marriage_partner(rules, translate, c)
    parts += _diamond_pair(rules, translate, c)
    if rules.poverty:
        parts.append(
            translate(
                "Reference",
                "Poverty (Armut): a player with three trumps or fewer offers three cards, "
                "all their trumps among them, face down. The players are asked in turn from "
                "the poor player's left; whoever accepts takes them and gives back three cards.",
            )
        )
        parts += _poverty_variants(rules, translate, c)
        if rules.poverty_refused_rotates:
            parts.append(
                translate(
                    "Reference",
                    "If nobody accepts, the cards are dealt again by the next dealer.",
                )
            )
        else:
            parts.append(
                translate(
                    "Reference",
                    "If nobody accepts, the same dealer deals again (a redeal).",
                )
            )
    else:
        parts.append(translate("Reference", "Poverty (Armut) is not played under these rules."))
    if rules.redeal_hands:
        parts.append(
            translate(
                "Reference",
                "A player dealt a hand the table counts as a redeal hand may show it "
                "(Schmeißen): the cards are dealt again and the deal moves on as usual.",
            )
        )
    if rules.misere:
        parts += _misere(translate)
    if rules.soloist_leads:
        parts.append(
            translate(
                "Reference",
                "Under these rules the soloist of every solo leads the first trick, "
                "and the same dealer deals the next deal.",
            )
        )
    parts.append(
        translate(
            "Reference",
            "The card order of each game is on its own page: “Card order: …”.",
        )
    )
    return section("games", translate("Reference", "Game types and parties"), *parts)


def _marriage_partner(rules: RuleSet, translate: Translate, c: Colours) -> list[str]:
    """§13.4 ``marriage_partner``: which trick finds the partner of a marriage."""
    if rules.marriage_partner == "first_plain_trick":
        text = translate(
            "Reference",
            "Under these rules a trick led with a trump does not find the marriage partner: "
            "the partner is the first other player to win a trick led with a plain suit, "
            "still within the first three tricks.",
        )
    elif rules.marriage_partner == "named_trick":
        text = translate(
            "Reference",
            "Under these rules the holder of both ♣Q names a trick, any trick of the deal: "
            "whoever wins it is the partner. If the holder wins it, the holder plays alone.",
        )
    elif rules.marriage_partner == "holder_chooses":
        text = translate(
            "Reference",
            "Under these rules the holder of both ♣Q chooses, each deal, how the partner is "
            "found: the first trick won by another player, the first such trick led with a "
            "plain suit (both within the first three tricks), or a trick the holder names. "
            "Schreiber asks for the choice with the deal.",
        )
    else:
        return []
    return [on_mark(text, c)]


def _diamond_pair(rules: RuleSet, translate: Translate, c: Colours) -> list[str]:
    """§13.7 ``diamond_pair_game``: the extra game of the two holders of a ♦ card."""
    if rules.diamond_pair_game is None:
        return []
    text = translate(
        "Reference",
        "♦ pair game: a player dealt a {card} may declare it in the reservation, like a "
        "solo. The two players dealt a {card} are Re, the other two Kontra, and it is scored "
        "exactly like a normal game (the point against the elders and the bonuses too). A "
        "player dealt both plays alone and scores as in a silent solo. It is neither a solo "
        "nor a compulsory solo.",
    ).format(card=card_name(Card("D", rules.diamond_pair_game), translate))
    return [on_mark(text, c)]


def _poverty_variants(rules: RuleSet, translate: Translate, c: Colours) -> list[str]:
    """§13.4: the poverty variants played under ``rules``."""
    items: list[str] = []
    if rules.poverty_fox_not_counted:
        items.append(
            translate(
                "Reference",
                "A fox (♦A) does not count among the at most three trumps of a poor hand.",
            )
        )
    if rules.poverty_trumps_only:
        items.append(
            translate(
                "Reference",
                "The poor player passes only trumps, possibly fewer than three.",
            )
        )
    if rules.poverty_no_trump_back:
        items.append(translate("Reference", "No trump may be given back to the poor player."))
    if rules.poverty_wirth:
        items.append(
            translate(
                "Reference",
                "Wirth's rule: a poor player holding one ♣Q exchanges with the holder of the "
                "other ♣Q, and the two are Re. Otherwise the poor player exchanges with a "
                "player holding no ♣Q and the two are Kontra — but when one player holds "
                "both ♣Q, that player is the partner and the two are Re. Schreiber asks who "
                "was poor and who took the exchange.",
            )
            + " "
            + translate(
                "Reference",
                "If two poor players would end in one party, the hand is dealt again.",
            )
        )
    if not items:
        return []
    return [on_mark(translate("Reference", "Under these rules, in a poverty:"), c), ul(items)]


def _misere(translate: Translate) -> list[str]:
    return [
        h3(translate("Reference", "Misère (played under these rules)")),
        translate(
            "Reference",
            "Misère (Lumpen): a solo with the trumps of the normal game that the soloist wins "
            "by taking no trick at all; one trick taken loses. Card points do not matter: "
            "Schreiber asks for the soloist's tricks. In a misère ouvert the soloist shows "
            "the hand before the second trick.",
        ),
        translate(
            "Reference",
            "Only these count: won 1, misère ouvert 1 more, Re announced 2, Kontra announced 2. "
            "Nobody may refuse (no 90 …), no bonuses are scored, and there are no “below” rows "
            "and no point against the elders. Otherwise it is a solo like any other: the "
            "soloist writes three times the value.",
        ),
    ]


def _reservations(rules: RuleSet, translate: Translate, c: Colours) -> Section:
    kinds: list[str] = []
    weak = [translate("Reference", "marriage")]
    if rules.poverty:
        poverty = translate("Reference", "poverty")
        # §13.4 poverty_below_marriage: a marriage beats a poverty.
        weak = [*weak, poverty] if rules.poverty_below_marriage else [poverty, *weak]
    if rules.compulsory_solo:
        kinds += [
            translate("Reference", "compulsory solo"),
            translate("Reference", "voluntary solo"),
        ]
    else:
        kinds.append(translate("Reference", "solo"))
    kinds += weak
    parts: list[str] = [
        translate(
            "Reference",
            "Before the first card, each player in turn from the dealer's left says "
            "“reservation” (Vorbehalt) to play something other than a normal game, "
            "or “healthy” (gesund) if not.",
        ),
        translate(
            "Reference",
            "If several players have a reservation, the strongest kind is played:",
        ),
        ol(kinds),
    ]
    if rules.solo_priority_by_kind:
        parts.append(
            translate(
                "Reference",
                "Among solos the kind decides, not the seat, strongest first:",
            )
        )
        parts.append(
            ol(
                game_name(solo, translate)
                for solo in (
                    "solo_queen",
                    "solo_jack",
                    "solo_diamonds",
                    "solo_clubs",
                    "solo_spades",
                    "solo_hearts",
                    "solo_fleshless",
                )
                if type_played(solo, rules)  # suit_solos, fleshless_solo (§13.4)
            )
        )
    if rules.poverty and rules.poverty_below_marriage:
        parts.append(
            on_mark(translate("Reference", "Under these rules a marriage beats a poverty."), c)
        )
    if rules.reservation_order == "last_declarer":
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "Under these rules, of several players wanting a solo the last one to "
                    "declare plays it.",
                ),
                c,
            )
        )
    elif rules.reservation_order == "bid_90":
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "Under these rules rival soloists outbid each other with “90”, “60”, "
                    "“30” and “schwarz”; the winner's bid then stands as an announced "
                    "refusal (no 90, no 60 …).",
                ),
                c,
            )
        )
    parts.append(
        translate(
            "Reference",
            "Between reservations of the same kind the earlier seat, counted from the "
            "dealer's left, wins.",
        )
    )
    if rules.redeal_hands:
        parts.append(
            translate(
                "Reference",
                "A redeal hand (Schmeißen) comes before every reservation.",
            )
        )
    return section("reservations", translate("Reference", "Reservations: who plays what"), *parts)


# §4 -------------------------------------------------------------------------


def _winning(rules: RuleSet, translate: Translate, c: Colours) -> Section:
    refusals = table(
        [translate("Reference", "Refusal"), translate("Reference", "Holds when the other party")],
        [
            (translate("Reference", "no 90"), translate("Reference", "ends with 89 or fewer")),
            (translate("Reference", "no 60"), translate("Reference", "ends with 59 or fewer")),
            (translate("Reference", "no 30"), translate("Reference", "ends with 29 or fewer")),
            (translate("Reference", "schwarz"), translate("Reference", "takes no trick at all")),
        ],
        c,
    )
    steps = ol(
        [
            translate(
                "Reference",
                "No refusal announced: Re wins with 121 or more, Kontra with 120 or more, "
                "so 120 : 120 goes to Kontra. But if Kontra was announced and Re was not, "
                "Re already wins with 120.",
            ),
            translate(
                "Reference",
                "Refusals by one party only: that party wins if its highest refusal holds, "
                "and loses if it fails — even with 121 or more.",
            ),
            translate(
                "Reference",
                "Refusals by both parties: the party whose highest refusal holds wins. "
                "If neither holds, the deal is a draw.",
            ),
        ]
    )
    parts: list[str] = [
        translate(
            "Reference",
            "After the last trick each party counts its card points; together they make 240. "
            "Schreiber asks for Re's points; Kontra has the rest.",
        ),
        h3(translate("Reference", "Refusals")),
        translate(
            "Reference",
            "Besides Re and Kontra a party may refuse the other party points: "
            "no 90, no 60, no 30 and schwarz.",
        ),
        refusals,
        h3(translate("Reference", "Who wins")),
        steps,
        _draw_text(rules, translate, c),
        translate(
            "Reference",
            "Tricks matter only for schwarz: a trick of four nines is worth 0 points "
            "but is still a trick.",
        ),
    ]
    if rules.solo_implies_re:
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "Under these rules a declared solo counts as if Re had been announced.",
                ),
                c,
            )
        )
    if rules.feigheit:
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "Under these rules Feigheit is punished: a party that wins by more than "
                    "two steps (below 90, below 60, below 30, schwarz) beyond its highest "
                    "announcement loses the deal instead, and the deal is scored for the "
                    "other party. Re announced only “Re” and Kontra ended with 25: three "
                    "steps, so Re loses; with Kontra at 55 it is two steps and Re wins.",
                ),
                c,
            )
        )
    return section("winning", translate("Reference", "How a deal is won"), *parts)


def _draw_text(rules: RuleSet, translate: Translate, c: Colours) -> str:
    if rules.refusal_scoring == "as_announced":
        return on_mark(
            translate(
                "Reference",
                "Under these rules refusals are scored as announced: only the party that "
                "refused first may refuse, so there is no draw.",
            ),
            c,
        )
    if rules.draw_scores == "bonuses_only":
        return on_mark(
            translate(
                "Reference", "Under these rules a draw has no winner and only the bonuses count."
            ),
            c,
        )
    if rules.draw_counts_below:
        return translate(
            "Reference",
            "A draw has no winner: each party scores the “we reached …” points of the "
            "points table, “below 90”, “below 60”, “below 30” and schwarz by the other "
            "party's points, and its bonuses.",
        )
    return translate(
        "Reference",
        "A draw has no winner: only the “we reached …” points of the points table "
        "and the bonuses count.",
    )


# §5 -------------------------------------------------------------------------


def _draw_note(rules: RuleSet, translate: Translate, c: Colours) -> str:
    if rules.refusal_scoring == "as_announced":
        return on_mark(
            translate(
                "Reference",
                "Under these rules the loser's refusals count for the winner as if they had "
                "held, instead of the “reached” rows; only one party may refuse in a deal.",
            ),
            c,
        )
    if rules.draw_scores == "bonuses_only":
        return on_mark(
            translate(
                "Reference",
                "Under these rules only the bonuses count in a draw, none of these rows.",
            ),
            c,
        )
    if rules.draw_counts_below:
        return on_mark(
            translate(
                "Reference",
                "Under these rules a draw also scores the “below” rows and schwarz: each "
                "party as if it had won, by the other party's points, besides the last four "
                "rows and the bonuses.",
            ),
            c,
        )
    return translate(
        "Reference",
        "In a draw only the last four rows count, for either party, plus the bonuses.",
    )


def _points(rules: RuleSet, translate: Translate, c: Colours) -> Section:
    announced = "×2" if rules.re_kontra_doubles else str(rules.re_kontra_value)
    rows = [(translate("Reference", "won"), "1")]
    if rules.elders_point:
        rows.append(
            (
                translate(
                    "Reference", "won against the elders (Kontra won against two Re players)"
                ),
                "1",
            )
        )
    rows += [
        (translate("Reference", "loser below 90"), "1"),
        (translate("Reference", "loser below 60"), "1"),
        (translate("Reference", "loser below 30"), "1"),
        (translate("Reference", "loser took no trick (schwarz)"), "1"),
        (translate("Reference", "Re announced"), announced),
        (translate("Reference", "Kontra announced"), announced),
        (translate("Reference", "each “no 90” announced, by either party"), "1"),
        (translate("Reference", "each “no 60” announced, by either party"), "1"),
        (translate("Reference", "each “no 30” announced, by either party"), "1"),
        (translate("Reference", "each “schwarz” announced, by either party"), "1"),
    ]
    as_announced = rules.refusal_scoring == "as_announced"
    if as_announced:
        rows.append(
            (translate("Reference", "each refusal the loser announced, as if it had held"), "1")
        )
    else:
        rows += [
            (translate("Reference", "loser said “no 90”, winner reached 120"), "1"),
            (translate("Reference", "loser said “no 60”, winner reached 90"), "1"),
            (translate("Reference", "loser said “no 30”, winner reached 60"), "1"),
            (translate("Reference", "loser said “schwarz”, winner reached 30"), "1"),
        ]
    parts: list[str] = [
        translate(
            "Reference",
            "The winning party collects every item that applies; each party also collects "
            "its bonuses. The deal's value is Re's tally minus Kontra's tally.",
        ),
        table(
            [translate("Reference", "Item"), translate("Reference", "Points")],
            rows,
            c,
            ("left", "center"),
        ),
        translate(
            "Reference",
            "“Below 90” and the like always look at the loser's points: a winner below 90 "
            "gives the loser nothing for it.",
        ),
        _draw_note(rules, translate, c),
    ]
    if not rules.elders_point:
        parts.append(
            on_mark(translate("Reference", "Under these rules there is no elders point."), c)
        )
    elif rules.elders_point_in_solo:
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "Under these rules a lost solo also gives the defenders the point against "
                    "the elders: a lost solo worth 1 is worth 2 (the soloist −6, each "
                    "defender +2).",
                ),
                c,
            )
        )
    else:
        parts.append(
            translate("Reference", "In a solo there is no point for winning against the elders.")
        )
        if not rules.elders_in_poverty:
            parts.append(
                on_mark(
                    translate(
                        "Reference",
                        "Under these rules a poverty pair gives Kontra no elders point.",
                    ),
                    c,
                )
            )
    if rules.re_kontra_value != 2 and not rules.re_kontra_doubles:
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "Under these rules Re and Kontra add {points} each, not 2.",
                ).format(points=rules.re_kontra_value),
                c,
            )
        )
    if rules.re_kontra_doubles:
        if rules.re_kontra_doubles_bonuses:
            doubles = translate(
                "Reference",
                "Under these rules Re and Kontra each double the value instead of adding 2 "
                "(both: ×4), and the bonuses are doubled with it.",
            )
        else:
            doubles = translate(
                "Reference",
                "Under these rules Re and Kontra each double the value instead of adding 2 "
                "(both: ×4); the bonuses are added after the doubling.",
            )
        parts.append(on_mark(doubles, c))
    return section("points", translate("Reference", "Points table"), *parts)


# §6 -------------------------------------------------------------------------


def _bonuses(rules: RuleSet, translate: Translate, c: Colours) -> Section:
    no, yes = translate("Reference", "no"), translate("Reference", "yes")
    fox_points = "1"
    if rules.fox_last_trick or rules.fox_first_trick:
        fox_points = translate("Reference", "1 (2 in the cases below)")
    rows = [
        (
            translate("Reference", "Fox"),
            translate("Reference", "catching a ♦A played by the other party"),
            fox_points,
            no,
        ),
        (
            translate("Reference", "Charlie"),
            translate("Reference", "winning the last trick with a ♣J"),
            "1",
            no,
        ),
    ]
    off: list[str] = []
    if rules.charlie_caught:
        caught = (
            translate("Reference", "taking in any trick a ♣J of the other party")
            if rules.charlie_caught_any_trick
            else translate("Reference", "taking in the last trick a ♣J of the other party")
        )
        rows.append((translate("Reference", "Charlie caught"), caught, "1", no))
    else:
        off.append(translate("Reference", "Charlie caught"))
    rows.append(
        (
            translate("Reference", "Doppelkopf"),
            translate("Reference", "winning a trick with two equal cards (at most one per trick)")
            if rules.doppelkopf_bonus == "pair"
            else translate("Reference", "winning a trick worth 40 or more (four aces and tens)"),
            "1",
            yes if rules.doppelkopf_in_solo else no,
        )
    )
    extras = [
        (
            rules.heart_ten_caught,
            translate("Reference", "♥10 caught"),
            translate("Reference", "catching a ♥10 played by the other party"),
            "1",
        ),
        (
            rules.fox_last_trick,
            translate("Reference", "Fox in the last trick"),
            translate("Reference", "a fox caught in the last trick, or winning it"),
            translate("Reference", "2 instead of 1"),
        ),
        (
            rules.fox_first_trick,
            translate("Reference", "Fox in the first trick"),
            translate("Reference", "a fox caught in the first trick"),
            translate("Reference", "2 instead of 1"),
        ),
        (
            rules.fox_wins_last_trick,
            translate("Reference", "Fox wins the last trick"),
            translate("Reference", "winning the last trick with a fox"),
            "1",
        ),
        (
            rules.hearts_trick,
            translate("Reference", "Hearts trick"),
            translate("Reference", "winning a trick of hearts only (without nines)"),
            "1",
        ),
    ]
    for enabled, name, condition, points in extras:
        if enabled:
            rows.append((name, condition, points, no))
        else:
            off.append(name)
    header = [
        translate("Reference", "Bonus"),
        translate("Reference", "Scored for"),
        translate("Reference", "Points"),
        translate("Reference", "In a solo"),
    ]
    parts: list[str] = [
        translate(
            "Reference",
            "Bonuses count for the party that earned them, won or lost; "
            "the loser's bonuses lower the value.",
        ),
        table(header, rows, c, ("left", "left", "center", "center")),
        translate(
            "Reference",
            "A fox or Charlie that goes to one's own partner earns nothing. "
            "Fox and Charlie points do not exist in a solo.",
        ),
    ]
    if rules.schweinchen:
        parts.append(translate("Reference", "Foxes played as Schweinchen score no fox points."))
    if off:
        parts.append(
            translate("Reference", "Not scored under these rules: {list}.").format(
                list=", ".join(off)
            )
        )
    return section("bonuses", translate("Reference", "Bonuses"), *parts)


# §7 -------------------------------------------------------------------------


def _entries(rules: RuleSet, value: int, solo: bool, re_won: bool) -> tuple[int, int]:
    """What the Re player (the soloist) and each Kontra player write for ``value``."""
    if solo and rules.solo_doubles:
        value *= 2
    re, kontra = (value, -value) if re_won else (-value, value)
    if solo:
        re *= 3
    if rules.plus_only:
        re, kontra = max(re, 0), max(kontra, 0)
    if rules.minus_only:
        re, kontra = min(re, 0), min(kontra, 0)
    return re, kontra


def _signed(number: int) -> str:
    return f"+{number}" if number > 0 else ("0" if number == 0 else f"−{-number}")


def _sheet(rules: RuleSet, translate: Translate, c: Colours) -> Section:
    cases = [
        (translate("Reference", "Re wins (2 against 2)"), False, True),
        (translate("Reference", "Kontra wins (2 against 2)"), False, False),
        (translate("Reference", "the soloist wins"), True, True),
        (translate("Reference", "the soloist loses"), True, False),
    ]
    rows = []
    for label, solo, re_won in cases:
        re, kontra = _entries(rules, 2, solo, re_won)
        rows.append((label, _signed(re), _signed(kontra)))
    header = [
        translate("Reference", "A deal worth 2"),
        translate("Reference", "each Re player / the soloist"),
        translate("Reference", "each Kontra player"),
    ]
    steps = [
        translate("Reference", "Value = Re's tally − Kontra's tally."),
    ]
    if rules.solo_doubles:
        steps.append(translate("Reference", "In a solo the value is doubled."))
    if rules.bock:
        steps.append(translate("Reference", "In a Bock deal the Bock levels apply (see Bock)."))
    steps.append(
        translate(
            "Reference",
            "2 against 2: each winner writes the value, each loser the same with a minus.",
        )
    )
    steps.append(
        translate(
            "Reference",
            "1 against 3: the soloist writes three times the value, each of the three "
            "opponents the value once, with the other sign.",
        )
    )
    parts: list[str] = [ol(steps), table(header, rows, c, ("left", "center", "center"))]
    if rules.plus_only:
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "Under these rules only plus entries are written: the party with the "
                    "positive value writes it (the soloist three times), everyone else 0.",
                ),
                c,
            )
        )
    elif rules.minus_only:
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "Under these rules only minus entries are written: the party with the "
                    "negative value writes it (a losing soloist three times), everyone else 0.",
                ),
                c,
            )
        )
    else:
        parts.append(translate("Reference", "Every deal adds up to zero."))
    if rules.solo_doubles:
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "Under these rules every one-against-three deal — declared solo, silent "
                    "solo, marriage without partner — is worth double, before the ×3.",
                ),
                c,
            )
        )
    parts.append(translate("Reference", "Players sitting out write 0."))
    return section("sheet", translate("Reference", "From value to the score sheet"), *parts)


# §8 -------------------------------------------------------------------------


def bock_triggers(rules: RuleSet, translate: Translate) -> list[str]:
    """The events that start a Bock round under ``rules``, in the rules file's order."""
    triggers = [
        (rules.bock_on_tie, translate("Reference", "the card points end 120 : 120")),
        (
            rules.bock_on_zero_value,
            translate("Reference", "a deal is worth 0 (e.g. the loser's bonuses cancel the win)"),
        ),
        (rules.bock_on_re_lost, translate("Reference", "Re was announced and the Re party lost")),
        (
            rules.bock_on_kontra_lost,
            translate("Reference", "Kontra was announced and the Kontra party lost"),
        ),
        (rules.bock_on_hearts_trick, translate("Reference", "a trick of only hearts")),
        (rules.bock_on_doppelkopf, translate("Reference", "a trick worth 40 or more")),
        (
            rules.bock_on_custom,
            translate("Reference", "another event the table agreed on, ticked on the deal"),
        ),
        (rules.bock_on_lost_solo, translate("Reference", "a soloist lost")),
        (rules.bock_on_schwarz, translate("Reference", "a party took no trick (schwarz)")),
    ]
    return [text for enabled, text in triggers if enabled]


def _bock(rules: RuleSet, translate: Translate, c: Colours) -> Section:
    title = translate("Reference", "Bock rounds")
    if not rules.bock:
        return section(
            "bock",
            title,
            on_mark(translate("Reference", "Bock rounds are off in this rule set."), c),
            translate("Reference", "No deal is ever doubled by Bock."),
        )
    triggers = bock_triggers(rules, translate)
    parts: list[str] = [
        translate(
            "Reference",
            "After one of the events below, the next round is a Bock round: as many deals "
            "as there are players in the session, each one worth more.",
        ),
        h3(translate("Reference", "What starts a Bock round here")),
        ul(triggers) if triggers else translate("Reference", "No event is switched on."),
    ]
    if rules.bock_on_custom:
        # §13.7: seed 000's other Bock events, as examples of the agreed event (§8, 7).
        parts.append(
            translate(
                "Reference",
                "Events tables agree on, from the rules page: a trick of only hearts "
                "(with 40 cards); a deal lost after playing ♥10 + ♣; four equal cards in "
                "one trick; a trick worth 40 or more. Tick the agreed event on the deal.",
            )
        )
    parts.append(h3(translate("Reference", "What a Bock level does")))
    if rules.bock_scope == "game_points":
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "Under these rules Bock works on the game points only; the bonuses are "
                    "added afterwards, undoubled. “Worth 0” still looks at the value before Bock.",
                ),
                c,
            )
        )
    if rules.bock_effect == "plus":
        parts.append(
            translate(
                "Reference",
                "Each level adds {points} to the size of the value; a value of 0 stays 0.",
            ).format(points=rules.bock_plus)
        )
        levels = [(str(n), f"+{n * rules.bock_plus}") for n in (1, 2, 3)]
    else:
        parts.append(
            translate("Reference", "Each level doubles the game points.")
            if rules.bock_scope == "game_points"
            else translate("Reference", "Each level doubles the whole value, bonuses included.")
        )
        levels = [(str(n), f"×{2**n}") for n in (1, 2, 3)]
    parts.append(
        table(
            [translate("Reference", "Bock level"), translate("Reference", "Value")],
            levels,
            c,
            ("center", "center"),
        )
    )
    parts.append(h3(translate("Reference", "When rounds overlap")))
    if rules.bock_mode == "ignore":
        parts.append(
            translate(
                "Reference",
                "Ignore: an event in a Bock deal starts nothing; a deal that is not Bock starts "
                "one round at one level, however many events it has. No deal has more than "
                "one level.",
            )
        )
    elif rules.bock_mode == "merge":
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "Merge: each event makes the next round of deals Bock; where rounds "
                    "overlap they join into one stretch at one level, and nothing carries past "
                    "the last round. Events in deals 1 and 3 with four players: deals 2 to 7 "
                    "are Bock.",
                ),
                c,
            )
        )
    elif rules.bock_mode == "cap":
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "Cap: as stack, the levels of overlapping rounds add up, but a level above "
                    "the highest level is dropped, not moved on.",
                ),
                c,
            )
        )
    elif rules.bock_mode == "queue":
        parts.append(
            translate(
                "Reference",
                "Queue: a new Bock round waits until the Bock deals already pending are played; "
                "every Bock deal has one level.",
            )
        )
    else:
        parts.append(
            translate(
                "Reference",
                "Stack: a new Bock round starts with the next deal; where rounds overlap, "
                "the levels add up (double Bock, triple Bock …).",
            )
        )
    if rules.bock_mode == "merge":
        pass  # never above one level
    elif rules.bock_max_level is None:
        parts.append(translate("Reference", "There is no highest level."))
    elif rules.bock_mode == "cap":
        parts.append(
            translate(
                "Reference",
                "At most {level} levels on one deal; levels beyond it are lost.",
            ).format(level=rules.bock_max_level)
        )
    else:
        parts.append(
            translate(
                "Reference",
                "At most {level} levels on one deal; levels beyond it move on to the next "
                "deals below that level instead of being lost.",
            ).format(level=rules.bock_max_level)
        )
    parts.append(
        translate(
            "Reference",
            "A redeal neither starts Bock nor uses up a Bock deal. Two events in one deal "
            "start two rounds. Schreiber shows the Bock deals ahead.",
        )
    )
    if rules.compulsory_solo and rules.compulsory_solo_suspends_bock:
        parts.append(
            translate(
                "Reference",
                "A compulsory solo is played without Bock; the pending Bock deals wait.",
            )
        )
    return section("bock", title, *parts)


# §9 -------------------------------------------------------------------------


def _compulsory(rules: RuleSet, translate: Translate) -> Section:
    parts: list[str] = [
        translate(
            "Reference",
            "Every player must play one solo in each round of {deals} deals. "
            "A player's first solo of the round is the compulsory one (Pflichtsolo); "
            "any further solo is voluntary (Lustsolo).",
        ).format(deals=rules.round_length),
        translate(
            "Reference",
            "In a compulsory solo the soloist leads the first trick and the same dealer "
            "deals again: the deal does not count towards the round.",
        ),
        translate(
            "Reference",
            "A compulsory solo beats a voluntary solo, which beats every other reservation.",
        ),
        translate(
            "Reference",
            "Schreiber shows who still owes a solo and warns when the deals left run short.",
        ),
    ]
    if rules.soloist_leads:
        parts.append(
            translate(
                "Reference",
                "Under these rules every solo keeps the dealer, not only the compulsory one.",
            )
        )
    if rules.bock and rules.compulsory_solo_suspends_bock:
        parts.append(
            translate(
                "Reference",
                "A compulsory solo is played without Bock; the pending Bock deals wait.",
            )
        )
    return section("compulsory", translate("Reference", "Compulsory solo"), *parts)


# §10 ------------------------------------------------------------------------


def deadline_rows(rules: RuleSet) -> list[tuple[str, int, int]]:
    """(word, fewest cards held, before playing to trick) for ``rules``."""
    hand = rules.tricks_per_deal
    return [(word, cards, hand - cards + 1) for word, cards in deadline_table(rules)]


def _deadlines(rules: RuleSet, translate: Translate, c: Colours) -> Section:
    words = {
        "party": translate("Reference", "Re / Kontra"),
        "no90": translate("Reference", "no 90"),
        "no60": translate("Reference", "no 60"),
        "no30": translate("Reference", "no 30"),
        "schwarz": translate("Reference", "schwarz"),
    }
    rows = deadline_rows(rules)
    counts = {word: cards for word, cards, _ in rows}
    header = [
        translate("Reference", "Announcement"),
        translate("Reference", "while holding at least"),
        translate("Reference", "before playing to trick"),
    ]
    cards_text = translate("Reference", "{count} cards")
    parts: list[str] = [
        translate(
            "Reference",
            "An announcement may be made at any time — also out of turn — while the announcer "
            "still holds at least the cards below, that is before playing a card to the trick "
            "named.",
        ),
        table(
            header,
            [
                (words[word], cards_text.format(count=cards), str(trick))
                for word, cards, trick in rows
            ],
            c,
            ("left", "center", "center"),
        ),
    ]
    if rules.announcement_timing == "late_refusals":
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "These rules use late refusals: Re and Kontra before the first card, "
                    "the refusals later than usual.",
                ),
                c,
            )
        )
    if rules.without_nines:
        parts.append(
            translate(
                "Reference",
                "Without nines every hand has 10 cards: each count is two lower than with "
                "12 cards, the tricks stay the same.",
            )
        )
    reply = max(1, counts["no60"] - 1)
    parts += [
        translate(
            "Reference",
            "A refusal needs the party's Re or Kontra and every lower refusal first; "
            "several may be said at once while the timing allows.",
        ),
        h3(translate("Reference", "Answering")),
        translate(
            "Reference",
            "Once the other party has announced, a party that has not yet said Re or Kontra "
            "may still say it until one trick after the deadline of the other party's latest "
            "announcement. Only Re and Kontra get this extra time.",
        ),
        translate(
            "Reference",
            "Example: after Re's “no 60” (allowed while holding {no60} cards), Kontra may "
            "still be said while holding {reply} cards.",
        ).format(no60=counts["no60"], reply=reply),
    ]
    parts.append(
        translate(
            "Reference",
            "When a word alone does not show the announcer's party (a marriage not yet "
            "decided, a silent solo), the announcer says which party they speak for.",
        )
    )
    if rules.schweinchen:
        parts.append(_schweinchen_said(rules, translate, c))
    if rules.solo_implies_re:
        parts.append(translate("Reference", "In a declared solo Re counts as said."))
    if rules.announce_on_own_turn:
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "Under these rules an announcement may only be made when it is the "
                    "announcer's turn to play a card.",
                ),
                c,
            )
        )
    if rules.zwingen:
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "Zwingen: whoever wins a first trick worth 30 or more must announce Re or "
                    "Kontra — or “no 90” if that word has been said.",
                ),
                c,
            )
        )
    parts.append(h3(translate("Reference", "In a marriage")))
    if rules.marriage_deadlines == "double":
        parts.append(
            on_mark(
                translate(
                    "Reference",
                    "Under these rules the deadlines do not move. A player whose party is not "
                    "yet known may say “double” by the Re/Kontra deadline; it counts as Re or "
                    "Kontra of the party that player ends up in.",
                ),
                c,
            )
        )
    elif rules.marriage_deadlines == "after_clarifying_trick":
        parts.append(
            translate(
                "Reference",
                "Nobody may announce before the partner is found. Then every deadline moves "
                "later by the number of the trick that found the partner.",
            )
        )
    else:
        parts.append(
            translate(
                "Reference",
                "Nobody whose party is still open may announce. Found in the first trick, the "
                "deadlines stay; in the second, every deadline moves one trick later; in the "
                "third, two tricks later.",
            )
        )
    marriage_rows = []
    for trick in range(1, rules.last_clarifying_trick + 1):
        shift = marriage_shift(rules, trick)
        marriage_rows.append(
            (
                str(trick),
                str(shift),
                cards_text.format(count=max(1, counts["party"] - shift)),
            )
        )
    parts.append(
        table(
            [
                translate("Reference", "Partner found in trick"),
                translate("Reference", "Deadlines move by (tricks)"),
                translate("Reference", "Re / Kontra while holding at least"),
            ],
            marriage_rows,
            c,
            ("center", "center", "center"),
        )
    )
    return section("deadlines", translate("Reference", "Announcement deadlines"), *parts)


# Seats and the end of the evening --------------------------------------------


def _session(rules: RuleSet, translate: Translate) -> Section:
    parts: list[str] = [
        translate(
            "Reference",
            "Four players play each deal; the deal passes clockwise after each deal unless "
            "a rule keeps the same dealer. Sessions have four to seven players.",
        )
    ]
    if rules.sit_out == "opposite":
        parts.append(
            translate(
                "Reference",
                "With six players the dealer and the player opposite (the third after the "
                "dealer) sit out.",
            )
        )
    else:
        parts.append(
            translate(
                "Reference",
                "With more than four players the four after the dealer play: with five the "
                "dealer sits out, with six also the player before the dealer, with seven the "
                "two before.",
            )
        )
    parts.append(translate("Reference", "Players sitting out write 0 for that deal."))
    parts.extend(session_end(rules.end_after_deals, rules.end_at_score, translate))
    return section("session", translate("Reference", "Seats and the end of the session"), *parts)
