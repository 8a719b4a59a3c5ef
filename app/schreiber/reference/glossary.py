"""The glossary of each game: German terms with their Japanese and English names.

The three names are data and written here as they are (the Japanese ones as the
Japanese rules pages use them); only the one-line meaning goes through
``translate``. Terms of options a rule set does not play (poverty, Bock,
Schweinchen, …; Skat or ace calling by table size) are left out.
"""

from __future__ import annotations

from dataclasses import dataclass

from schreiber.games.crescendo.rules import RuleSet as CrescendoRules
from schreiber.games.doppelkopf.rules import RuleSet as DoppelkopfRules
from schreiber.games.schafkopf_pfalz.rules import RuleSet as SchafkopfRules
from schreiber.reference.model import Colours, Section, Translate, section, table


@dataclass(frozen=True, slots=True)
class Term:
    german: str
    japanese: str
    english: str
    meaning: str  # already translated


def glossary_section(terms: list[Term], translate: Translate, c: Colours) -> Section:
    header = [
        translate("Reference", "German"),
        translate("Reference", "Japanese"),
        translate("Reference", "English"),
        translate("Reference", "Meaning"),
    ]
    rows = [(t.german, t.japanese, t.english, t.meaning) for t in terms]
    return section(
        "glossary",
        translate("Reference", "Glossary"),
        translate(
            "Reference",
            "The words heard at the table, in German, Japanese and English.",
        ),
        table(header, rows, c, widths=(20, 20, 22, 38)),
    )


def _suits_and_ranks(translate: Translate, ranks: bool = True) -> list[Term]:
    terms = [
        Term("Kreuz", "クラブ", "clubs", translate("Reference", "the suit ♣")),
        Term("Pik", "スペード", "spades", translate("Reference", "the suit ♠")),
        Term("Herz", "ハート", "hearts", translate("Reference", "the suit ♥")),
        Term("Karo", "ダイヤ", "diamonds", translate("Reference", "the suit ♦")),
        Term("Ass", "エース", "ace", translate("Reference", "the card A")),
    ]
    if ranks:
        terms += [
            Term("König", "キング", "king", translate("Reference", "the card K")),
            Term(
                "Dame",
                "クイーン",
                "queen",
                translate("Reference", "the card Q; German tables write D"),
            ),
            Term(
                "Bube",
                "ジャック",
                "jack",
                translate("Reference", "the card J; German tables write B"),
            ),
        ]
    return terms


def doppelkopf_terms(rules: DoppelkopfRules, translate: Translate) -> list[Term]:
    terms = [
        Term(
            "Re",
            "レー",
            "Re",
            translate(
                "Reference",
                "the party playing the game (in a normal game the two ♣Q), "
                "and that party's announcement",
            ),
        ),
        Term(
            "Kontra",
            "コントラ",
            "Kontra",
            translate("Reference", "the other party, and its announcement"),
        ),
        Term(
            "Augen",
            "カードの点数",
            "card points",
            translate("Reference", "what the cards taken are worth; 240 in all"),
        ),
        Term(
            "Stich",
            "トリック",
            "trick",
            translate("Reference", "one card from each player; the best card takes them"),
        ),
        Term(
            "Trumpf",
            "切札",
            "trump",
            translate("Reference", "a card above every card of the plain suits"),
        ),
        Term(
            "Fehl (Fehlfarbe)",
            "切札以外のスート",
            "plain suit",
            translate("Reference", "the cards of a suit that are not trumps"),
        ),
        Term(
            "Dulle",
            "ハートの10",
            "♥10",
            translate("Reference", "the ♥10, the highest trump of a normal game"),
        ),
        Term(
            "Vorbehalt",
            "保留",
            "reservation",
            translate("Reference", "said before play to claim a game other than the normal one"),
        ),
        Term(
            "gesund",
            "パス",
            "healthy (no reservation)",
            translate("Reference", "said before play: happy with a normal game"),
        ),
        Term(
            "Hochzeit",
            "マリッジ",
            "marriage",
            translate(
                "Reference",
                "the holder of both ♣Q plays with the first other player to win a trick",
            ),
        ),
        Term(
            "stille Hochzeit",
            "サイレントソロ",
            "silent solo",
            translate("Reference", "both ♣Q in one hand, played alone without saying so"),
        ),
    ]
    if rules.poverty:
        terms.append(
            Term(
                "Armut",
                "アルムート",
                "poverty",
                translate("Reference", "a hand of three trumps or fewer, offered for exchange"),
            )
        )
    terms += [
        Term(
            "Solo",
            "ソロ",
            "solo",
            translate("Reference", "one player against the other three"),
        ),
        Term(
            "Damensolo",
            "クイーンソロ",
            "queen solo",
            translate("Reference", "only the queens are trumps"),
        ),
        Term(
            "Bubensolo",
            "ジャックソロ",
            "jack solo",
            translate("Reference", "only the jacks are trumps"),
        ),
        Term(
            "Farbsolo",
            "スートソロ",
            "suit solo",
            translate("Reference", "a solo with ♥10, queens, jacks and one suit as trumps"),
        ),
        Term(
            "Fleischloser",
            "ノートランプソロ",
            "fleshless solo (no trumps)",
            translate("Reference", "a solo without any trumps"),
        ),
    ]
    if rules.king_solo:
        terms.append(
            Term(
                "Königssolo",
                "キングソロ",
                "king solo",
                translate("Reference", "only the kings are trumps"),
            )
        )
    if rules.queen_jack_solo:
        terms.append(
            Term(
                "Damen-Buben-Solo",
                "クイーンジャックソロ",
                "queen-jack solo",
                translate("Reference", "queens, then jacks are the trumps"),
            )
        )
    if rules.misere:
        terms.append(
            Term(
                "Misère (Lumpen)",
                "ミゼール",
                "misère",
                translate("Reference", "a solo won by taking no trick at all"),
            )
        )
    if rules.compulsory_solo:
        terms += [
            Term(
                "Pflichtsolo",
                "義務ソロ",
                "compulsory solo",
                translate("Reference", "the one solo each player owes per round"),
            ),
            Term(
                "Lustsolo",
                "任意ソロ",
                "voluntary solo",
                translate("Reference", "any solo beyond the compulsory one"),
            ),
        ]
    terms += [
        Term(
            "Ansage",
            "宣言",
            "announcement",
            translate("Reference", "saying Re or Kontra: the stakes go up"),
        ),
        Term(
            "Absage",
            "90・60・30・シュワルツの宣言",
            "refusal",
            translate("Reference", "promising that the other party stays below a mark"),
        ),
        Term(
            "keine 90",
            "90",
            "no 90",
            translate("Reference", "the other party will get fewer than 90"),
        ),
        Term(
            "keine 60",
            "60",
            "no 60",
            translate("Reference", "the other party will get fewer than 60"),
        ),
        Term(
            "keine 30",
            "30",
            "no 30",
            translate("Reference", "the other party will get fewer than 30"),
        ),
        Term(
            "schwarz",
            "シュワルツ",
            "schwarz (no trick)",
            translate("Reference", "the other party takes no trick at all"),
        ),
        Term(
            "gegen die Alten",
            "防御チーム勝利",
            "against the elders",
            translate("Reference", "the extra point for Kontra beating two Re players"),
        ),
        Term("Fuchs", "フォックス", "fox", translate("Reference", "the ♦A")),
        Term(
            "Karlchen (Karlchen Müller)",
            "チャーリー",
            "Charlie",
            translate("Reference", "the ♣J, worth a point in the last trick"),
        ),
        Term(
            "Doppelkopf",
            "ドッペルコップ",
            "Doppelkopf",
            translate("Reference", "the game; also a trick with two equal cards")
            if rules.doppelkopf_bonus == "pair"
            else translate("Reference", "the game; also a trick worth 40 or more"),
        ),
    ]
    if rules.bock:
        terms.append(
            Term(
                "Bock",
                "ボック(大場)",
                "Bock",
                translate("Reference", "a round of deals that count more"),
            )
        )
    if rules.schweinchen:
        terms.append(
            Term(
                "Schweinchen",
                "シュバインヒェン",
                "piglets",
                translate("Reference", "both ♦A in one hand, made the highest trumps"),
            )
        )
    if rules.hyperschweinchen:
        terms.append(
            Term(
                "Hyperschweinchen",
                "ハイパーシュバインヒェン",
                "hyper piglets",
                translate("Reference", "a pair of ♦ cards ranked even above the Schweinchen"),
            )
        )
    if rules.genscher:
        terms.append(
            Term(
                "Genscher",
                "ゲンシャー",
                "Genscher",
                translate(
                    "Reference",
                    "with Hyperschweinchen: both ♦K made the highest trumps by their holder",
                ),
            )
        )
    if rules.joker:
        terms.append(
            Term(
                "Joker",
                "ジョーカー",
                "joker",
                translate("Reference", "replaces one ♦9 (♦10 without nines); the highest trump"),
            )
        )
    if rules.zwingen:
        terms.append(
            Term(
                "Zwingen",
                "ツヴィンゲン",
                "forcing",
                translate(
                    "Reference",
                    "whoever wins a first trick of 30 or more must announce Re/Kontra, or no 90",
                ),
            )
        )
    if rules.redeal_hands:
        terms.append(
            Term(
                "Schmeißen",
                "配り直し(リディール)",
                "redeal hand",
                translate("Reference", "showing a qualifying hand to have the cards dealt again"),
            )
        )
    terms += [
        Term("Geber", "ディーラー", "dealer", translate("Reference", "the player who deals")),
        *_suits_and_ranks(translate),
    ]
    return terms


def doppelkopf(rules: DoppelkopfRules, translate: Translate, c: Colours) -> Section:
    return glossary_section(doppelkopf_terms(rules, translate), translate, c)


def schafkopf_terms(rules: SchafkopfRules, translate: Translate) -> list[Term]:
    three = rules.table in (None, 3)
    four = rules.table in (None, 4)
    terms: list[Term] = []
    if three:
        terms += [
            Term(
                "Schafkopf",
                "シャーフコップ",
                "Schafkopf",
                translate("Reference", "in the Palatinate: the game of three, with the Skat"),
            ),
            Term(
                "Skat",
                "スカート",
                "Skat",
                translate("Reference", "the two cards laid aside face down at the deal"),
            ),
            Term(
                "einfaches Spiel",
                "シンプル・ゲーム",
                "simple game",
                translate("Reference", "the soloist takes the Skat, lays two cards away"),
            ),
        ]
    if four:
        terms += [
            Term(
                "Asserufen",
                "アースルーフェン",
                "ace calling",
                translate("Reference", "the game of four: the holder of a called ace is partner"),
            ),
            Term(
                "darf man?",
                "よろしいですか",
                "may I?",
                translate("Reference", "taking over an ace call with one's own"),
            ),
        ]
    terms += [
        Term("Solo", "ソロ", "solo", translate("Reference", "the soloist plays the dealt hand")),
        Term("Herz-Solo", "ハート・ソロ", "heart solo", translate("Reference", "a solo in ♥")),
        Term(
            "Solo du",
            "ソロ・ドゥ",
            "solo du (solo tout)",
            translate("Reference", "a solo in which the soloist must take every trick"),
        ),
        Term(
            "Herz-Solo du",
            "ハート・ソロ・ドゥ",
            "heart solo du",
            translate("Reference", "a solo du in ♥"),
        ),
        Term(
            "Solist",
            "ソロイスト",
            "soloist",
            translate("Reference", "the player who won the bidding"),
        ),
        Term(
            "Gegenspieler",
            "ディフェンダー",
            "defenders",
            translate("Reference", "the players against the soloist"),
        ),
        Term(
            "Kontra",
            "コントラ(ダブル)",
            "Kontra (double)",
            translate("Reference", "a defender doubles the game points"),
        ),
        Term(
            "Rekontra",
            "レコントラ(リダブル)",
            "Rekontra (redouble)",
            translate("Reference", "the soloist's answer: doubled again"),
        ),
        Term(
            "Laufende",
            "トップ",
            "tops (matadors)",
            translate("Reference", "the unbroken run of highest trumps from ♣Q down"),
        ),
        Term(
            "Schneider",
            "シュナイダー",
            "Schneider",
            translate("Reference", "one side took 91 card points or more"),
        ),
        Term(
            "Schwarz",
            "シュワルツ",
            "schwarz",
            translate("Reference", "one side took every trick"),
        ),
        Term(
            "Aufgeben",
            "降参",
            "surrender",
            translate("Reference", "the defenders concede before play"),
        ),
        Term(
            "Augen",
            "カードの点数",
            "card points",
            translate("Reference", "what the cards taken are worth; 120 in all"),
        ),
        Term(
            "Spielpunkte",
            "ゲーム点",
            "game points",
            translate("Reference", "what the game is worth on the sheet"),
        ),
        Term(
            "Trumpf",
            "切札",
            "trump",
            translate("Reference", "the queens, jacks and the chosen suit"),
        ),
        Term(
            "Stich",
            "トリック",
            "trick",
            translate("Reference", "one card from each player; the best card takes them"),
        ),
        Term(
            "Pfalz",
            "ファルツ",
            "Palatinate",
            translate("Reference", "the region in south-west Germany where this form is played"),
        ),
        *_suits_and_ranks(translate),
    ]
    return terms


def schafkopf(rules: SchafkopfRules, translate: Translate, c: Colours) -> Section:
    return glossary_section(schafkopf_terms(rules, translate), translate, c)


def crescendo_terms(rules: CrescendoRules, translate: Translate) -> list[Term]:
    del rules  # no option changes the words
    return [
        Term(
            "Crescendo",
            "クレッシェンド",
            "Crescendo",
            translate("Reference", "getting louder: every trick is worth more than the last"),
        ),
        Term(
            "Vorhand",
            "フォアハンド",
            "forehand",
            translate("Reference", "the dealer's left; bids first and leads the first trick"),
        ),
        Term(
            "Mittelhand",
            "ミドルハンド",
            "middlehand",
            translate("Reference", "the dealer's right; bids second"),
        ),
        Term(
            "Hinterhand",
            "リアハンド",
            "rearhand",
            translate("Reference", "the dealer; bids last"),
        ),
        Term(
            "Reizen",
            "オークション",
            "auction",
            translate("Reference", "one round of bids to become the soloist"),
        ),
        Term(
            "Gebot",
            "宣言(ビッド)",
            "bid",
            translate("Reference", "the points one expects to take, with a trump or no-trump"),
        ),
        Term("passen", "パス", "pass", translate("Reference", "not bidding")),
        Term(
            "Solist",
            "ソリスト",
            "soloist",
            translate("Reference", "the strongest bidder, the only one who scores"),
        ),
        Term(
            "Trumpf",
            "切り札",
            "trump",
            translate("Reference", "the suit named in the winning bid"),
        ),
        Term(
            "ohne Trumpf",
            "ノートランプ",
            "no-trump",
            translate("Reference", "a bid without a trump suit, the strongest at equal points"),
        ),
        Term(
            "Joker",
            "ジョーカー",
            "joker",
            translate("Reference", "the lowest card, playable at any time"),
        ),
        Term(
            "Stich",
            "トリック",
            "trick",
            translate("Reference", "one card from each player; trick k is worth k points"),
        ),
        Term(
            "Ausspiel",
            "台札",
            "lead",
            translate("Reference", "the first card of a trick"),
        ),
        Term(
            "bedienen",
            "マストフォロー",
            "follow suit",
            translate("Reference", "playing the suit that was led when one can"),
        ),
        *_suits_and_ranks(translate, ranks=False),
    ]


def crescendo(rules: CrescendoRules, translate: Translate, c: Colours) -> Section:
    return glossary_section(crescendo_terms(rules, translate), translate, c)
