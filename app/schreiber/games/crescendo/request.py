"""The ``schreiber score`` request for Crescendo: one deal in its context.

``{"game": "crescendo", "rules": {…}, "players": [three names], "deal": {…}}``;
``rules`` may be omitted (the ``standard`` preset). ``sitting_out`` (the other
games' field) may be given only empty, ``bock_level`` only 0: nobody sits out
and there are no Bock rounds in Crescendo.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from schreiber.games.crescendo.records import parse_deal
from schreiber.games.crescendo.rules import parse_rules
from schreiber.games.crescendo.scoring import score
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import (
    as_choice,
    as_int,
    as_players,
    as_str_list,
    reject_unknown,
    require,
)

PLAYER_RANGE: Final = (3, 3)
REQUEST_FIELDS: Final = frozenset({"game", "rules", "players", "sitting_out", "deal", "bock_level"})

M_NOBODY_SITS_OUT = QT_TRANSLATE_NOOP(
    "RecordError", "nobody sits out in Crescendo; leave it empty or remove it"
)
M_NO_BOCK = QT_TRANSLATE_NOOP("RecordError", "Crescendo has no Bock rounds; remove it")


def score_request(request: Mapping[str, object]) -> dict[str, object]:
    """Score ``{"game", "rules", "players", "deal"}``; returns the result's JSON."""
    reject_unknown(request, REQUEST_FIELDS, "")
    if "game" in request:
        as_choice(request["game"], "game", ("crescendo",))
    players = as_players(require(request, "players", ""), "players", *PLAYER_RANGE)
    rules = parse_rules(request.get("rules", {}), "rules", len(players))
    if as_str_list(request.get("sitting_out", []), "sitting_out"):
        raise RecordError("sitting_out", M_NOBODY_SITS_OUT)
    if as_int(request.get("bock_level", 0), "bock_level") != 0:
        raise RecordError("bock_level", M_NO_BOCK)
    deal = parse_deal(require(request, "deal", ""), "deal")
    return score(deal, rules, players, players).to_json()
