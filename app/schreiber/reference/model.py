"""Building blocks of the rules reference: sections, cards drawn as tables, HTML.

Pure Python (no Qt): the pages are HTML in the subset Qt's rich text engine
renders (``QTextBrowser``), built from the rule set in use. Every text a reader
sees is passed through ``translate(context, source_text[, disambiguation])`` —
the signature of ``QCoreApplication.translate`` — at the call site with literal
arguments, so ``pyside6-lupdate`` finds it. Helpers here take texts that are
already translated and only escape and arrange them.

Cards are drawn as small table cells: suit symbol and rank, ♥ ♦ in red and
♣ ♠ in black (light colours on a dark background with ``dark=True``).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from html.parser import HTMLParser
from typing import Final

Translate = Callable[..., str]
"""``translate(context, text)`` or ``translate(context, text, disambiguation)``."""


@dataclass(frozen=True, slots=True)
class Section:
    """One page of the reference: a stable ``key``, its title and its HTML."""

    key: str
    title: str
    html: str

    @property
    def text(self) -> str:
        """The page as plain text (for searching)."""
        return plain_text(self.html)


@dataclass(frozen=True, slots=True)
class Colours:
    """The few colours the pages set themselves; the rest follows the palette."""

    red: str  # ♥ ♦
    black: str  # ♣ ♠
    face: str  # a card's background
    edge: str  # borders of cards and tables
    head: str  # header cells
    on: str  # "played under these rules" marks


LIGHT: Final = Colours(
    red="#c8102e", black="#1b1b1b", face="#ffffff", edge="#9a9a9a", head="#e3e8ee", on="#1e7b34"
)
DARK: Final = Colours(
    red="#ff7a85", black="#f0f0f0", face="#2c3038", edge="#6e7682", head="#3a414c", on="#7ddc8c"
)


def colours(dark: bool) -> Colours:
    return DARK if dark else LIGHT


SUITS: Final = ("C", "S", "H", "D")
SUIT_SYMBOLS: Final = {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}
RED_SUITS: Final = frozenset({"H", "D"})
JOKER: Final = "joker"


@dataclass(frozen=True, slots=True)
class Card:
    """A card: ``suit`` one of :data:`SUITS` (or "" for a rank alone or the
    joker), ``rank`` "A", "10", "K", "Q", "J", "9" … "2" or :data:`JOKER`."""

    suit: str
    rank: str

    @property
    def red(self) -> bool:
        return self.suit in RED_SUITS


def suit_cards(suit: str, ranks: str) -> list[Card]:
    """``suit_cards("H", "A K 9")`` → ♥A ♥K ♥9."""
    return [Card(suit, rank) for rank in ranks.split()]


def rank_label(rank: str, translate: Translate) -> str:
    """The rank as players write it (German tables write D for Dame, B for Bube)."""
    if rank == "A":
        return translate("Cards", "A", "card rank: ace")
    if rank == "K":
        return translate("Cards", "K", "card rank: king")
    if rank == "Q":
        return translate("Cards", "Q", "card rank: queen (German: D, Dame)")
    if rank == "J":
        return translate("Cards", "J", "card rank: jack (German: B, Bube)")
    if rank == JOKER:
        return translate("Cards", "Joker")
    return rank


def card_name(card: Card, translate: Translate) -> str:
    """``♥10``, ``♣Q`` — symbol and rank, as plain text."""
    return SUIT_SYMBOLS.get(card.suit, "") + rank_label(card.rank, translate)


class Markup(str):
    """HTML that helpers insert as it is (every other text is escaped)."""

    __slots__ = ()


def esc(text: str) -> str:
    return text if isinstance(text, Markup) else html.escape(text, quote=False)


def suit_mark(suit: str, c: Colours) -> Markup:
    """A suit symbol in its colour, for a table's row label or a heading."""
    colour = c.red if suit in RED_SUITS else c.black
    return Markup(f'<span style="color:{colour}; font-weight:bold">{SUIT_SYMBOLS[suit]}</span>')


CARD_WIDTH: Final = 40  # pixels (a minimum: a wider label widens its column)


def _cell_style(c: Colours) -> str:
    return f"border-width:1px; border-style:solid; border-color:{c.edge}; white-space:nowrap"


def card_cell(card: Card, translate: Translate, c: Colours) -> str:
    """One card as a table cell: a light (dark) face, the label in its suit's colour."""
    colour = c.red if card.red else c.black
    label = esc(card_name(card, translate))
    return (
        f'<td align="center" valign="middle" bgcolor="{c.face}" width="{CARD_WIDTH}" '
        f'style="{_cell_style(c)}">'
        f'<span style="color:{colour}; font-weight:bold">{label}</span></td>'
    )


def _label_cell(label: str, c: Colours) -> str:
    return f'<td bgcolor="{c.head}" valign="middle" style="{_cell_style(c)}">{esc(label)}</td>'


_CARD_TABLE: Final = (
    '<table border="0" cellspacing="3" cellpadding="4" style="margin-top:4px; margin-bottom:8px">'
)


def card_table(
    rows: Sequence[tuple[str, Sequence[Card]]], translate: Translate, c: Colours
) -> Markup:
    """Rows of cards, highest first, each after its label (text or :class:`Markup`)."""
    out = [_CARD_TABLE]
    for label, cards in rows:
        out.append("<tr>" + _label_cell(label, c))
        out.extend(card_cell(card, translate, c) for card in cards)
        out.append("</tr>")
    out.append("</table>")
    return Markup("".join(out))


def card_values_table(
    cards: Sequence[Card],
    values: Sequence[str],
    labels: tuple[str, str],
    translate: Translate,
    c: Colours,
) -> Markup:
    """A row of cards and under each its value (e.g. card points), in one table."""
    value_cells = "".join(
        f'<td align="center" width="{CARD_WIDTH}" style="{_cell_style(c)}">{esc(value)}</td>'
        for value in values
    )
    return Markup(
        _CARD_TABLE
        + "<tr>"
        + _label_cell(labels[0], c)
        + "".join(card_cell(card, translate, c) for card in cards)
        + "</tr><tr>"
        + _label_cell(labels[1], c)
        + value_cells
        + "</tr></table>"
    )


def table(
    header: Sequence[str],
    rows: Iterable[Sequence[str]],
    c: Colours,
    align: Sequence[str] = (),
    widths: Sequence[int] = (),
    column_width: int = 0,
) -> Markup:
    """A plain table; ``align`` per column ("left", "center", "right"); ``widths``
    per column in percent makes the table as wide as the page; ``column_width``
    gives every column after the first that many pixels."""

    def td(tag: str, i: int, text: str, extra: str = "") -> str:
        where = align[i] if i < len(align) else "left"
        if tag == "th" and i < len(widths):
            extra += f' width="{widths[i]}%"'
        elif column_width and i > 0:
            extra += f' width="{column_width}"'
        return f'<{tag} align="{where}"{extra}>{esc(text)}</{tag}>'

    width = ' width="100%"' if widths else ""
    out = [
        f'<table{width} border="1" cellspacing="0" cellpadding="5" '
        f'style="border-color:{c.edge}; border-style:solid; border-collapse:collapse; '
        f'margin-top:4px; margin-bottom:8px">'
    ]
    if header:
        cells = "".join(td("th", i, h, f' bgcolor="{c.head}"') for i, h in enumerate(header))
        out.append(f"<tr>{cells}</tr>")
    for row in rows:
        out.append("<tr>" + "".join(td("td", i, text) for i, text in enumerate(row)) + "</tr>")
    out.append("</table>")
    return Markup("".join(out))


def p(text: str) -> Markup:
    return Markup(f"<p>{esc(text)}</p>")


def h3(text: str) -> Markup:
    return Markup(f"<h3>{esc(text)}</h3>")


def ul(items: Iterable[str]) -> Markup:
    return Markup("<ul>" + "".join(f"<li>{esc(item)}</li>" for item in items) + "</ul>")


def ol(items: Iterable[str]) -> Markup:
    return Markup("<ol>" + "".join(f"<li>{esc(item)}</li>" for item in items) + "</ol>")


def on_mark(text: str, c: Colours) -> Markup:
    """A short "in play here" remark, coloured so it stands out."""
    return Markup(f'<span style="color:{c.on}; font-weight:bold">{esc(text)}</span>')


def section(key: str, title: str, *parts: str) -> Section:
    """A page: the title as its heading, then the parts (each :class:`Markup` or text)."""
    body = "".join(part if isinstance(part, Markup) else p(part) for part in parts)
    return Section(key, title, f"<h2>{esc(title)}</h2>{body}")


_BLOCKS: Final = frozenset({"p", "br", "tr", "h1", "h2", "h3", "li", "ul", "ol", "table"})


class _TextCollector(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _BLOCKS:
            self.parts.append("\n")
        elif tag in ("td", "th"):
            self.parts.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in _BLOCKS:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def plain_text(markup: str) -> str:
    """The text of a page without tags, one block a line."""
    collector = _TextCollector()
    collector.feed(markup)
    collector.close()
    lines = (" ".join(line.split()) for line in "".join(collector.parts).splitlines())
    return "\n".join(line for line in lines if line)


def session_end(deals: int | None, score: int | None, translate: Translate) -> list[str]:
    """The agreed end of a session, shared by the three games."""
    if deals is not None and score is not None:
        return [
            translate(
                "Reference",
                "The session ends after {deals} deals or as soon as a total reaches {score}, "
                "whichever comes first; the highest total wins.",
            ).format(deals=deals, score=score)
        ]
    if deals is not None:
        return [
            translate(
                "Reference", "The session ends after {deals} deals; the highest total wins."
            ).format(deals=deals)
        ]
    if score is not None:
        return [
            translate(
                "Reference",
                "The session ends as soon as a total reaches {score}; the highest total wins.",
            ).format(score=score)
        ]
    return [translate("Reference", "No end is agreed: play as long as the table likes.")]
