"""The games Schreiber knows, by the name used in records (``"doppelkopf"`` …).

Each game package provides the same functions; :func:`game` imports only the
package asked for, so a headless command loads no more than it needs.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from schreiber.games.common import Replay, is_seating, parse_seating

GAME_NAMES: Final = ("doppelkopf", "schafkopf_pfalz", "crescendo")


class RulesLike(Protocol):
    def to_json(self) -> dict[str, object]: ...


class DealLike(Protocol):
    @property
    def is_redeal(self) -> bool: ...
    def to_json(self) -> dict[str, object]: ...


class ReplayerLike(Protocol):
    """The evening so far, one deal at a time (each game's ``replay.Replayer``)."""

    def add(self, deal: Any) -> None: ...
    def add_all(self, deals: Sequence[Any]) -> ReplayerLike: ...
    def copy(self) -> ReplayerLike: ...
    def result(self) -> Replay: ...


@dataclass(frozen=True)
class Game:
    """One game's entry points (see ``app/schreiber/games/<name>/__init__.py``).

    ``parse_deal`` reads every record of the deal list: the game's own deals and
    a change of seating (``{"type": "seating", …}``, within ``player_range``).
    """

    name: str
    player_range: tuple[int, int]
    presets: Mapping[str, RulesLike]
    parse_rules: Callable[[object, str, int | None], RulesLike]
    parse_deal: Callable[[object, str], DealLike]
    replayer: Callable[[Sequence[str], str, Any, str], ReplayerLike]
    score_request: Callable[[Mapping[str, object]], dict[str, object]]


_PLAYER_RANGES: Final = {"doppelkopf": (4, 7)}


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
    """The game called ``name`` (one of :data:`GAME_NAMES`)."""
    module = importlib.import_module(f"schreiber.games.{name}")
    if name == "doppelkopf":
        from schreiber.games.doppelkopf.request import score_request
    else:
        score_request = module.score_request
    player_range = getattr(module, "PLAYER_RANGE", _PLAYER_RANGES.get(name, (3, 7)))
    return Game(
        name=name,
        player_range=player_range,
        presets=module.PRESETS,
        parse_rules=module.parse_rules,
        parse_deal=record_parser(module.parse_deal, player_range),
        replayer=importlib.import_module(f"schreiber.games.{name}.replay").Replayer,
        score_request=score_request,
    )
