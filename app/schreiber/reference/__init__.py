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

import importlib
from collections.abc import Mapping
from types import ModuleType
from typing import Final

from schreiber.games import registry
from schreiber.reference.model import Section, Translate

__all__ = ["GAMES", "Section", "Translate", "resolve_key", "sections"]

GAMES: Final = registry.GAME_NAMES
"""The games with a reference: every game (each names its module, ``Game.reference``)."""


def _pages(name: str) -> ModuleType:
    """The module of ``name``'s pages: ``sections(rules, translate, dark)`` and
    ``CARD_ORDER_ALIASES`` (keys that name a page by another name, e.g. a
    Doppelkopf game type played with the normal game's cards). An unknown game
    is an :class:`~schreiber.games.registry.UnknownGameError`."""
    return importlib.import_module(registry.game(name).reference)


def resolve_key(game: str, key: str) -> str:
    """The key of the page that shows ``key`` (``cards:marriage`` → ``cards:normal``)."""
    aliases: Mapping[str, str] = _pages(game).CARD_ORDER_ALIASES
    return aliases.get(key, key)


def _rule_set(game_name: str, rules: object) -> object:
    """``rules`` itself, or parsed when given as ``{"preset": …, "options": …}`` or None."""
    if rules is None or isinstance(rules, Mapping):
        return registry.game(game_name).parse_rules(rules or {}, "rules", None)
    return rules


def sections(game: str, rules: object, translate: Translate, dark: bool = False) -> list[Section]:
    """Every page of ``game``'s reference for ``rules`` (a rule set of that game, or
    its JSON form), in reading order. ``dark`` picks card colours for a dark palette.

    Raises ``ValueError`` for an unknown game (an
    :class:`~schreiber.games.registry.UnknownGameError`) and ``TypeError`` for a
    rule set of another game.
    """
    pages = _pages(game)
    rule_set = _rule_set(game, rules)
    rule_types = {type(preset) for preset in registry.game(game).presets.values()}
    if type(rule_set) not in rule_types:
        raise TypeError(f"{type(rules).__name__} is not a rule set of {game}")
    found: list[Section] = pages.sections(rule_set, translate, dark)
    return found
