"""The games Schreiber knows, by the name used in records (``"doppelkopf"`` …).

Each game package provides the same functions; :func:`game` imports only the
package asked for, so a headless command loads no more than it needs.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any, Final, Protocol

from schreiber.games.common import Parties, Replay, is_seating, parse_seating
from schreiber.games.frozen import Frozen
from schreiber.games.names import OptionNames

GAME_NAMES: Final = ("doppelkopf", "schafkopf_pfalz", "crescendo")


class RulesLike(Protocol):
    def to_json(self) -> dict[str, object]: ...


class DealLike(Protocol):
    @property
    def is_redeal(self) -> bool: ...
    def to_json(self) -> dict[str, object]: ...


class ReplayerLike(Protocol):
    """The evening so far, one deal at a time (each game's ``replay.Replayer``)."""

    def add(self, deal: DealLike) -> None: ...
    def add_all(self, deals: Sequence[DealLike]) -> ReplayerLike: ...
    def copy(self) -> ReplayerLike: ...
    def result(self) -> Replay: ...


class Game(Frozen):
    """One game's entry points (see ``app/schreiber/games/<name>/__init__.py``).

    ``parse_deal`` reads every record of the deal list: the game's own deals and
    a change of seating (``{"type": "seating", …}``, within ``player_range``).
    Made by :func:`game` alone, with every field named.
    """

    FIELDS = (
        "name",
        "title",
        "player_range",
        "presets",
        "parse_rules",
        "parse_deal",
        "replayer",
        "score_request",
        "parties",
        "name_fields",
        "kinds",
        "solo_kinds",
        "bock",
        "drawn_deals",
        "bids",
        "settles_against_average",
        "winners",
        "words",
        "bonus_kinds",
        "preset_names",
        "option_names",
        "entry_panel",
        "reference",
        "workbook",
    )
    __slots__ = FIELDS

    name: str
    title: str
    """The game's name for a player: a catalogue source text in context ``SessionListModel``."""
    player_range: tuple[int, int]
    presets: Mapping[str, RulesLike]
    parse_rules: Callable[[object, str, int | None], RulesLike]
    parse_deal: Callable[[object, str], DealLike]
    replayer: Callable[[Sequence[str], str, RulesLike, str], ReplayerLike]
    score_request: Callable[[Mapping[str, object]], dict[str, object]]
    parties: Callable[[Any], Parties]
    """Who played what in one of the game's deals (not a change of seating)."""
    name_fields: tuple[tuple[str, ...], ...]
    """The paths in a deal record that hold a player's name (a rename changes them)."""
    kinds: tuple[str, ...]
    """The statistics' order of :attr:`Parties.kind`."""
    solo_kinds: tuple[str, ...]
    """The statistics' order of :attr:`Parties.solo_kind`."""
    bock: bool
    """Whether the game has Bock rounds."""
    drawn_deals: bool
    """Whether a deal can end drawn."""
    bids: bool
    """Whether every deal is one soloist's bid (counted as bids, not solos)."""
    settles_against_average: Callable[[object], bool]
    """Whether the rule set's totals settle against the average (one side writes)."""
    winners: tuple[str, str]
    """The result's ``winner`` when the attackers win, and when the defenders win."""
    words: tuple[str, ...]
    """The statistics' order of the announced words (:attr:`Parties.attack_said`)."""
    bonus_kinds: tuple[str, ...]
    """The statistics' order of the bonuses' kinds (:attr:`Parties.bonuses`)."""
    preset_names: tuple[str, Mapping[str, str]]
    """The presets as the rules editor names them: (context, code → name)."""
    option_names: OptionNames
    """The rule options as the rules editor names them."""
    entry_panel: str
    """The window's entry panel as ``module:Class``; only the window imports it."""
    reference: str
    """The module of the game's rules reference pages."""
    workbook: str
    """The module of the game's columns in the exported workbook's score sheet:
    ``COLUMNS`` (label keys) and ``cells(deal, replayed, words)``."""

    def __init__(self, **fields: Any) -> None:
        if set(fields) != set(self.FIELDS):
            wrong = sorted(set(fields) ^ set(self.FIELDS))
            raise TypeError(f"Game() needs exactly its fields; wrong or missing: {wrong}")
        for name in self.FIELDS:
            object.__setattr__(self, name, fields[name])


class UnknownGameError(ValueError):
    """A name that is not one of :data:`GAME_NAMES` (never treated as another game)."""

    def __init__(self, name: str) -> None:
        super().__init__(f"unknown game {name!r}; use one of {', '.join(GAME_NAMES)}")
        self.name = name


def record_parser(
    parse_deal: Callable[[object, str], DealLike], player_range: tuple[int, int]
) -> Callable[[object, str], DealLike]:
    """A reader of the deal list's records: a ``seating`` record, else a game's deal."""
    low, high = player_range

    def parse_record(value: object, field: str = "deal") -> DealLike:
        if is_seating(value):
            return parse_seating(value, field, low, high)
        return parse_deal(value, field)

    return parse_record


def game(name: str) -> Game:
    """The game called ``name`` (one of :data:`GAME_NAMES`); any other name is an
    :class:`UnknownGameError`, never a fallback to some game."""
    if name not in GAME_NAMES:
        raise UnknownGameError(name)
    return _load(name)


@cache
def _load(name: str) -> Game:
    module = importlib.import_module(f"schreiber.games.{name}")
    player_range = module.PLAYER_RANGE
    return Game(
        name=name,
        title=module.TITLE,
        player_range=player_range,
        presets=module.PRESETS,
        parse_rules=module.parse_rules,
        parse_deal=record_parser(module.parse_deal, player_range),
        replayer=importlib.import_module(f"schreiber.games.{name}.replay").Replayer,
        score_request=importlib.import_module(f"schreiber.games.{name}.request").score_request,
        parties=module.parties,
        name_fields=module.NAME_FIELDS,
        kinds=module.KINDS,
        solo_kinds=module.SOLO_KIND_ORDER,
        bock=module.BOCK,
        drawn_deals=module.DRAWN_DEALS,
        bids=module.BIDS,
        settles_against_average=module.settles_against_average,
        winners=module.WINNERS,
        words=module.WORD_ORDER,
        bonus_kinds=module.BONUS_KINDS,
        preset_names=module.PRESET_NAMES,
        option_names=module.OPTION_NAMES,
        entry_panel=module.ENTRY_PANEL,
        reference=module.REFERENCE,
        workbook=module.WORKBOOK,
    )
