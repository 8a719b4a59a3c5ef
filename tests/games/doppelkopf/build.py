"""Small builders for Doppelkopf test deals."""

from __future__ import annotations

from schreiber.games.doppelkopf import RuleSet, parse_deal, score
from schreiber.games.doppelkopf.scoring import DealResult

TABLE = ("A", "B", "C", "D")


def deal_json(
    re_points: int,
    re: tuple[str, ...] = ("A", "B"),
    type: str = "normal",
    re_says: tuple[str, ...] = (),
    kontra_says: tuple[str, ...] = (),
    bonuses: tuple[tuple[str, str, int], ...] = (),
    **extra: object,
) -> dict[str, object]:
    record: dict[str, object] = {
        "type": type,
        "re": list(re),
        "re_points": re_points,
        "announcements": {"re": list(re_says), "kontra": list(kontra_says)},
        "bonuses": [{"kind": k, "party": p, "count": n} for k, p, n in bonuses],
    }
    record.update(extra)
    return record


def play(
    re_points: int,
    rules: RuleSet | None = None,
    bock_level: int = 0,
    table: tuple[str, ...] = TABLE,
    players: tuple[str, ...] | None = None,
    **kwargs: object,
) -> DealResult:
    """Score a deal given as :func:`deal_json` arguments under ``rules`` (default standard)."""
    deal = parse_deal(deal_json(re_points, **kwargs))  # type: ignore[arg-type]
    return score(deal, rules or RuleSet(), table, players, bock_level)
