"""Helpers for the Pfälzer Schafkopf tests: score one record at a table."""

from __future__ import annotations

from schreiber.games.schafkopf_pfalz import Deal, DealResult, RuleSet, parse_deal, score
from schreiber.games.schafkopf_pfalz.validation import validate

THREE = ("A", "B", "C")
FOUR = ("A", "B", "C", "D")


def record(contract: str = "solo", **fields: object) -> dict[str, object]:
    """A record with A as soloist; fields override."""
    out: dict[str, object] = {"contract": contract, "soloist": "A"}
    if contract != "ace_call":
        out["trump"] = "clubs"
    out.update(fields)
    return out


def deal(contract: str = "solo", **fields: object) -> Deal:
    return parse_deal(record(contract, **fields))


def play(
    contract: str = "solo",
    table: tuple[str, ...] = THREE,
    rules: RuleSet | None = None,
    **fields: object,
) -> DealResult:
    """Score a record with A as soloist at ``table`` (everyone plays)."""
    return score(deal(contract, **fields), rules or RuleSet(), table)


def check(
    contract: str = "solo",
    table: tuple[str, ...] = THREE,
    rules: RuleSet | None = None,
    players: tuple[str, ...] | None = None,
    **fields: object,
) -> None:
    """Validate a record with A as soloist (raises RecordError when refused)."""
    validate(deal(contract, **fields), rules or RuleSet(), table, players)


def items(result: DealResult) -> dict[tuple[str, str], int]:
    return {(line.party, line.item): line.points for line in result.lines}
