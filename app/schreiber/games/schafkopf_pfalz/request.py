"""The ``schreiber score`` request for Pfälzer Schafkopf: one deal in its context.

``sitting_out`` must name exactly the players who sit out for some dealer (the
seats after the dealer play); it may be omitted when nobody sits out. A
``bock_level`` is accepted for a uniform request shape but must be 0: the game
has no Bock rounds.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import (
    as_choice,
    as_int,
    as_players,
    as_str_list,
    reject_unknown,
    require,
)
from schreiber.games.schafkopf_pfalz.records import parse_deal
from schreiber.games.schafkopf_pfalz.replay import sitting_out as sitting_out_for
from schreiber.games.schafkopf_pfalz.rules import parse_rules
from schreiber.games.schafkopf_pfalz.scoring import score

PLAYER_RANGE: Final = (3, 5)
M_SITTING_OUT_COUNT = QT_TRANSLATE_NOOP(
    "RecordError", "with {players} players, {count} must sit out (got {got})"
)
M_SITTING_OUT_UNKNOWN = QT_TRANSLATE_NOOP("RecordError", "{name!r} is not one of the players")
M_SITTING_OUT_SEATS = QT_TRANSLATE_NOOP(
    "RecordError",
    "the dealer and the players before the dealer sit out together;"
    " these players never sit out at the same deal",
)
REQUEST_FIELDS: Final = frozenset({"game", "rules", "players", "sitting_out", "deal", "bock_level"})


def score_request(request: Mapping[str, object]) -> dict[str, object]:
    """Score ``{"game", "rules", "players", "sitting_out", "deal"}``."""
    reject_unknown(request, REQUEST_FIELDS, "")
    if "game" in request:
        as_choice(request["game"], "game", ("schafkopf_pfalz",))
    players = as_players(require(request, "players", ""), "players", *PLAYER_RANGE)
    rules = parse_rules(request.get("rules", {}), "rules", len(players))
    out = as_str_list(request.get("sitting_out", []), "sitting_out")
    for i, name in enumerate(out):
        if name not in players or name in out[:i]:
            raise RecordError(f"sitting_out[{i}]", M_SITTING_OUT_UNKNOWN, name=name)
    seats = rules.seats(len(players))
    if len(players) - len(out) != seats:
        raise RecordError(
            "sitting_out",
            M_SITTING_OUT_COUNT,
            players=len(players),
            count=len(players) - seats,
            got=len(out),
        )
    possible = {frozenset(sitting_out_for(players, d, rules)) for d in range(len(players))}
    if frozenset(out) not in possible:
        raise RecordError("sitting_out", M_SITTING_OUT_SEATS)
    as_int(request.get("bock_level", 0), "bock_level", 0, 0)
    table = [name for name in players if name not in out]
    deal = parse_deal(require(request, "deal", ""), "deal")
    return score(deal, rules, table, players).to_json()
