"""The ``schreiber score`` request for Doppelkopf: one deal in its context."""

from __future__ import annotations

from collections.abc import Mapping

from schreiber.games.doppelkopf.records import parse_deal
from schreiber.games.doppelkopf.rules import parse_rules
from schreiber.games.doppelkopf.scoring import score
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import as_int, as_players, as_str_list, reject_unknown, require

SEATS = 4
M_SITTING_OUT_COUNT = QT_TRANSLATE_NOOP(
    "RecordError", "with {players} players, {count} must sit out (got {got})"
)
M_SITTING_OUT_UNKNOWN = QT_TRANSLATE_NOOP("RecordError", "{name!r} is not one of the players")
REQUEST_FIELDS = frozenset({"game", "rules", "players", "sitting_out", "deal", "bock_level"})


def score_request(request: Mapping[str, object]) -> dict[str, object]:
    """Score ``{"rules", "players", "sitting_out", "deal", "bock_level"}``."""
    reject_unknown(request, REQUEST_FIELDS, "")
    players = as_players(require(request, "players", ""), "players", SEATS, 7)
    rules = parse_rules(request.get("rules", {}), "rules", len(players))
    sitting_out = as_str_list(request.get("sitting_out", []), "sitting_out")
    for i, name in enumerate(sitting_out):
        if name not in players or name in sitting_out[:i]:
            raise RecordError(f"sitting_out[{i}]", M_SITTING_OUT_UNKNOWN, name=name)
    if len(players) - len(sitting_out) != SEATS:
        raise RecordError(
            "sitting_out",
            M_SITTING_OUT_COUNT,
            players=len(players),
            count=len(players) - SEATS,
            got=len(sitting_out),
        )
    table = [name for name in players if name not in sitting_out]
    deal = parse_deal(require(request, "deal", ""), "deal")
    bock_level = as_int(request.get("bock_level", 0), "bock_level", 0, 10)
    return score(deal, rules, table, players, bock_level).to_json()
