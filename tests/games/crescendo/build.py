"""Small builders for Crescendo test deals."""

from __future__ import annotations

from schreiber.games.crescendo import Deal, DealResult, RuleSet, parse_deal, score

TABLE = ("A", "B", "C")


def played(
    soloist: str = "A",
    bid: int = 15,
    trump: str = "clubs",
    tricks: list[int] | None = None,
    taken: int | None = None,
    **extra: object,
) -> dict[str, object]:
    """A played deal's record; ``tricks`` and ``taken`` only when given."""
    record: dict[str, object] = {"soloist": soloist, "bid": bid, "trump": trump}
    if tricks is not None:
        record["tricks_won"] = tricks
    if taken is not None:
        record["taken"] = taken
    record.update(extra)
    return record


REDEAL: dict[str, object] = {"type": "redeal"}


def deal(record: dict[str, object]) -> Deal:
    return parse_deal(record)


def scored(record: dict[str, object], rules: RuleSet | None = None) -> DealResult:
    return score(parse_deal(record), rules or RuleSet(), TABLE)
