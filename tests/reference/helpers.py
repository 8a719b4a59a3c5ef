"""Shared helpers of the reference tests: a translate that records, section lookup."""

from __future__ import annotations

import re
from collections.abc import Mapping

from schreiber.reference import Section, sections

Call = tuple[str, str, str | None]


def tr(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The identity translation, as the tests are in English."""
    return text


class Recorder:
    """A translate that remembers every (context, text, disambiguation) it was asked for."""

    def __init__(self) -> None:
        self.calls: set[Call] = set()

    def __call__(
        self, context: str, text: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        self.calls.add((context, text, disambiguation or None))
        return text


def pages(
    game: str, options: Mapping[str, object] | None = None, dark: bool = False
) -> list[Section]:
    return sections(game, {"preset": "standard", "options": dict(options or {})}, tr, dark=dark)


def page(game: str, key: str, options: Mapping[str, object] | None = None) -> Section:
    found = [s for s in pages(game, options) if s.key == key]
    assert len(found) == 1, f"{key} not in {[s.key for s in pages(game, options)]}"
    return found[0]


def keys(game: str, options: Mapping[str, object] | None = None) -> list[str]:
    return [s.key for s in pages(game, options)]


def list_items(html: str) -> list[str]:
    return re.findall(r"<li>(.*?)</li>", html)


CELL = re.compile(
    r'<td[^>]*bgcolor="(#[0-9a-f]{6})"[^>]*><span style="color:(#[0-9a-f]{6})[^"]*">(.*?)</span>'
)


def card_cells(html: str) -> list[tuple[str, str]]:
    """(text colour, label) of every card cell in ``html`` (row labels left out)."""
    return [
        (colour, label)
        for _face, colour, label in CELL.findall(html)
        if label not in ("♣", "♠", "♥", "♦")
    ]
