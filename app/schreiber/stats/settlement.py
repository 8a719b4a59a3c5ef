"""Settling up: points into money, and who pays whom with the fewest transfers.

Pure Python, no Qt and no words: :func:`settle` returns data, the window and
the workbook put it into words (and print it).

**Balances.** Each player's exact balance is ``points × rate``. Against the
average (Crescendo, and Doppelkopf written ``plus_only`` or ``minus_only``, whose
totals do not add up to zero) it is ``(points − mean) × rate`` with ``mean`` the exact mean
of all totals — the players above the average collect, the ones below pay.
A zero-sum game settles on the balance itself; its totals must add up to zero.

**Rounding.** Every balance is a whole multiple of ``rounding`` (0.01, 0.05,
1 …) and the balances add up to exactly zero. The largest-remainder method
does it: each exact balance, counted in units of ``rounding``, is rounded
down; the units lost that way (a whole number, fewer than the players) go one
each to the players with the largest remainders — ties to the larger exact
balance, then to the earlier player in the given order. No balance moves by a
unit or more from its exact value.

**Transfers.** The fewest transfers that bring everyone to zero: with ``k``
players owing or owed something, that is ``k − g`` where ``g`` is the largest
number of disjoint groups whose balances each add up to zero (NP-hard in
general). :func:`settle` finds ``g`` exactly by a search over subsets (up to
``EXACT_LIMIT`` players with a balance, far beyond a card table's 7), then
settles each group with ``size − 1`` transfers, the largest debt to the largest
claim first. Everything is deterministic: the same input gives the same plan.
Transfers are listed by payer, then payee, in the given order of the players.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from math import floor
from typing import TYPE_CHECKING, Final

from schreiber.games import registry
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError

if TYPE_CHECKING:
    from schreiber.games.common import Replay
    from schreiber.session.file import SessionFile

CENT: Final = Decimal("0.01")
# Above this many players with a balance the grouping search (3^k steps) gives
# way to one greedy group: still at most k − 1 transfers, not always the fewest.
EXACT_LIMIT: Final = 12

M_RATE = QT_TRANSLATE_NOOP("RecordError", "must be a number of zero or more (got {value})")
M_ROUNDING = QT_TRANSLATE_NOOP("RecordError", "must be a number greater than zero (got {value})")
M_NOT_ZERO_SUM = QT_TRANSLATE_NOOP(
    "RecordError", "add up to {total}, not zero; settle them against the average"
)


@dataclass(frozen=True, slots=True)
class Transfer:
    """``payer`` pays ``amount`` (positive, a multiple of the rounding) to ``payee``."""

    payer: str
    payee: str
    amount: Decimal

    def to_json(self) -> dict[str, object]:
        return {"payer": self.payer, "payee": self.payee, "amount": str(self.amount)}


@dataclass(frozen=True, slots=True)
class Settlement:
    """The money of one evening (or several): balances and the transfer plan.

    ``balances`` (in the order of ``totals``) add up to exactly zero; a player
    with a positive balance receives it, a negative one pays it. ``average`` is
    the exact mean of the totals when settled against the average, else 0.
    """

    rate: Decimal
    rounding: Decimal
    against_average: bool
    average: Fraction
    totals: dict[str, int]
    balances: dict[str, Decimal]
    transfers: tuple[Transfer, ...] = ()
    currency: str = ""
    exact: dict[str, Fraction] = field(default_factory=dict)

    def paid(self, name: str) -> Decimal:
        """What ``name`` pays in the plan, less what they receive."""
        out = sum((t.amount for t in self.transfers if t.payer == name), Decimal(0))
        back = sum((t.amount for t in self.transfers if t.payee == name), Decimal(0))
        return out - back

    def to_json(self) -> dict[str, object]:
        """Amounts as decimal strings, so nothing is lost to floating point."""
        return {
            "rate": str(self.rate),
            "rounding": str(self.rounding),
            "currency": self.currency,
            "against_average": self.against_average,
            "average": _fraction_text(self.average),
            "totals": dict(self.totals),
            "balances": {name: str(value) for name, value in self.balances.items()},
            "transfers": [t.to_json() for t in self.transfers],
        }


def _fraction_text(value: Fraction) -> str:
    """An exact fraction as a decimal string when it has one, else ``"p/q"``."""
    denominator = value.denominator
    while denominator % 2 == 0:
        denominator //= 2
    while denominator % 5 == 0:
        denominator //= 5
    if denominator != 1:
        return f"{value.numerator}/{value.denominator}"
    text = format(Decimal(value.numerator) / Decimal(value.denominator), "f")
    return text


def settles_against_average(game: str, rules: object) -> bool:
    """Whether a game's totals settle against the average (the game says:
    Crescendo always, as only the soloist writes; Doppelkopf when written
    ``plus_only`` or ``minus_only``). An unknown game is an
    :class:`~schreiber.games.registry.UnknownGameError`."""
    return registry.game(game).settles_against_average(rules)


def _as_decimal(value: object, name: str, template: str, positive: bool) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, Decimal | int):
        raise RecordError(name, template, value=value)
    number = Decimal(value)
    if not number.is_finite() or number < 0 or (positive and number == 0):
        raise RecordError(name, template, value=value)
    return number


def settle(
    totals: Mapping[str, int],
    rate: Decimal,
    rounding: Decimal = CENT,
    against_average: bool = False,
    currency: str = "",
) -> Settlement:
    """Balances and the fewest transfers for ``totals`` (points) at ``rate`` per point.

    Raises :class:`RecordError` for a negative or non-finite rate, a rounding
    step that is not positive, or zero-sum settling of totals that do not add
    up to zero.
    """
    rate = _as_decimal(rate, "rate", M_RATE, positive=False)
    rounding = _as_decimal(rounding, "rounding", M_ROUNDING, positive=True)
    names = list(totals)
    points = [int(totals[name]) for name in names]
    total = sum(points)
    if not against_average and total != 0:
        raise RecordError("totals", M_NOT_ZERO_SUM, total=total)
    mean = Fraction(total, len(names)) if against_average and names else Fraction(0)
    exact = [(p - mean) * Fraction(rate) for p in points]
    units = round_to_units(exact, Fraction(rounding))
    transfers = [
        Transfer(names[payer], names[payee], amount * rounding)
        for payer, payee, amount in fewest_transfers(units)
    ]
    return Settlement(
        rate=rate,
        rounding=rounding,
        against_average=against_average,
        average=mean,
        totals=dict(zip(names, points, strict=True)),
        balances={name: unit * rounding for name, unit in zip(names, units, strict=True)},
        transfers=tuple(transfers),
        currency=currency,
        exact=dict(zip(names, exact, strict=True)),
    )


def settle_session(
    session: SessionFile,
    rate: Decimal,
    rounding: Decimal = CENT,
    currency: str = "",
    replay: Replay | None = None,
) -> Settlement:
    """:func:`settle` on a session's final totals, against the average where
    :func:`settles_against_average` says so. Everyone who sat at the table that
    evening settles, in the order they first sat (a change of seating, §2a)."""
    totals = dict((replay or session.replay()).totals)
    return settle(
        totals, rate, rounding, settles_against_average(session.game, session.rules), currency
    )


def round_to_units(exact: Sequence[Fraction], step: Fraction) -> list[int]:
    """Whole numbers of ``step`` for amounts that add up to zero, adding up to zero
    (largest remainder; ties to the larger amount, then the earlier one)."""
    scaled = [value / step for value in exact]
    units = [floor(value) for value in scaled]
    missing = -sum(units)
    order = sorted(
        range(len(scaled)),
        key=lambda i: (-(scaled[i] - units[i]), -scaled[i], i),
    )
    for i in order[:missing]:
        units[i] += 1
    return units


def fewest_transfers(balances: Sequence[int]) -> list[tuple[int, int, int]]:
    """``(payer, payee, amount)`` index triples that bring ``balances`` (adding up
    to zero) to zero with the fewest transfers, sorted by payer, then payee."""
    if sum(balances) != 0:
        raise ValueError("balances must add up to zero")
    open_ = [i for i, value in enumerate(balances) if value]
    values = [balances[i] for i in open_]
    exact = len(open_) <= EXACT_LIMIT
    groups = zero_sum_groups(values) if exact else [list(range(len(open_)))]
    plan: list[tuple[int, int, int]] = []
    for group in groups:
        plan += _settle_group([open_[i] for i in group], balances)
    return sorted(plan)


def zero_sum_groups(values: Sequence[int]) -> list[list[int]]:
    """A partition of the indices of ``values`` (adding up to zero) into the most
    groups that each add up to zero; deterministic, exact (3^n steps)."""
    count = len(values)
    size = 1 << count
    sums = [0] * size
    for mask in range(1, size):
        low = mask & -mask
        sums[mask] = sums[mask ^ low] + values[low.bit_length() - 1]
    best = [-1] * size
    choice = [0] * size
    best[0] = 0
    for mask in range(1, size):
        if sums[mask]:
            continue
        # The group holding the lowest member of ``mask``, and the best of the rest.
        low = mask & -mask
        rest = mask ^ low
        sub = rest
        while True:
            group = sub | low
            if not sums[group] and best[mask ^ group] + 1 > best[mask]:
                best[mask] = best[mask ^ group] + 1
                choice[mask] = group
            if not sub:
                break
            sub = (sub - 1) & rest
    groups: list[list[int]] = []
    mask = size - 1
    while mask:
        group = choice[mask]
        groups.append([i for i in range(count) if group >> i & 1])
        mask ^= group
    return groups


def _settle_group(members: Sequence[int], balances: Sequence[int]) -> list[tuple[int, int, int]]:
    """Settle one zero-sum group: the largest debt pays the largest claim, again
    and again; every transfer clears someone, the last one two."""
    left = {i: balances[i] for i in members}
    plan: list[tuple[int, int, int]] = []
    while True:
        debtors = [i for i in members if left[i] < 0]
        creditors = [i for i in members if left[i] > 0]
        if not debtors:
            return plan
        payer = min(debtors, key=lambda i: (left[i], i))
        payee = max(creditors, key=lambda i: (left[i], -i))
        amount = min(-left[payer], left[payee])
        plan.append((payer, payee, amount))
        left[payer] += amount
        left[payee] -= amount


__all__ = [
    "CENT",
    "EXACT_LIMIT",
    "Settlement",
    "Transfer",
    "fewest_transfers",
    "round_to_units",
    "settle",
    "settle_session",
    "settles_against_average",
    "zero_sum_groups",
]
