"""The rules reference: pages for each game, written for the rule set in use.

Pure Python, no Qt. :func:`sections` returns the pages of one game as
:class:`Section` objects (``key``, ``title``, ``html``); the window shows them
in a ``QTextBrowser`` (``app/schreiber/ui/reference/browser.py``). Every text goes
through the ``translate`` function given — ``QCoreApplication.translate`` in
the app, context ``"Reference"`` (card ranks: ``"Cards"``) — with literal
arguments, so ``pyside6-lupdate`` extracts them all.

The section keys are listed in each game's module docstring
(:mod:`schreiber.reference.doppelkopf`, :mod:`schreiber.reference.schafkopf_pfalz`,
:mod:`schreiber.reference.crescendo`). Every game has ``cards``, ``session`` and
``glossary``; a card order has a key ``cards:<game type>`` (Doppelkopf) or
``cards:<trump suit>`` (Pfälzer Schafkopf).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from schreiber.games.crescendo.rules import RuleSet as CrescendoRules
from schreiber.games.doppelkopf.rules import RuleSet as DoppelkopfRules
from schreiber.games.schafkopf_pfalz.rules import RuleSet as SchafkopfRules
from schreiber.reference import crescendo, doppelkopf, schafkopf_pfalz
from schreiber.reference.model import Section, Translate

__all__ = ["GAMES", "Section", "Translate", "resolve_key", "sections"]

GAMES: Final = ("doppelkopf", "schafkopf_pfalz", "crescendo")

# Keys that name a page by another name: a Doppelkopf game type played with
# the normal game's cards.
ALIASES: Final[Mapping[str, Mapping[str, str]]] = {
    "doppelkopf": doppelkopf.CARD_ORDER_ALIASES,
    "schafkopf_pfalz": {},
    "crescendo": {},
}


def resolve_key(game: str, key: str) -> str:
    """The key of the page that shows ``key`` (``cards:marriage`` → ``cards:normal``)."""
    return ALIASES.get(game, {}).get(key, key)


def _rule_set(game: str, rules: object) -> object:
    """``rules`` itself, or parsed when given as ``{"preset": …, "options": …}`` or None."""
    if rules is None or isinstance(rules, Mapping):
        from schreiber.games.registry import game as game_entry

        return game_entry(game).parse_rules(rules or {}, "rules", None)
    return rules


def sections(game: str, rules: object, translate: Translate, dark: bool = False) -> list[Section]:
    """Every page of ``game``'s reference for ``rules`` (a rule set of that game, or
    its JSON form), in reading order. ``dark`` picks card colours for a dark palette.

    Raises ``ValueError`` for an unknown game and ``TypeError`` for a rule set of
    another game.
    """
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}; use one of {', '.join(GAMES)}")
    rule_set = _rule_set(game, rules)
    if game == "doppelkopf" and isinstance(rule_set, DoppelkopfRules):
        return doppelkopf.sections(rule_set, translate, dark)
    if game == "schafkopf_pfalz" and isinstance(rule_set, SchafkopfRules):
        return schafkopf_pfalz.sections(rule_set, translate, dark)
    if game == "crescendo" and isinstance(rule_set, CrescendoRules):
        return crescendo.sections(rule_set, translate, dark)
    raise TypeError(f"{type(rules).__name__} is not a rule set of {game}")
