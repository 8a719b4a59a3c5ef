"""Money across a season (issue 19, item 4): balances, the club pot, who pays whom.

Pure Python, no Qt and no words: the window and the season workbook put it into
words. The club's settings (:class:`MoneyRules`) are stored as JSON in the
season's settings under the key ``"money"`` (:meth:`MoneyRules.to_json`,
:func:`parse_money`).

**An evening.** Each player's points are worth ``points × rate`` — against the
evening's average where that game settles so (Crescendo, Doppelkopf written
``plus_only`` or ``minus_only``: :func:`~schreiber.stats.settlement.settles_against_average`),
exactly as an evening is settled up on its own. That is the player's balance
*before the pot*. The club pot then takes its part:

- ``"share"``: a share of what each loser loses goes to the pot. The losers pay
  what they lost; the winners receive ``1 − share`` of what they won, so the
  winners together receive the losses less the pot's share, and the evening still
  balances (players' balances + pot = 0).
- ``"fee"``: every player who sat at the table that evening pays ``fee`` into the
  pot, whatever they won or lost.
- ``"none"``: no pot.

**Prizes** (issue 26, item 6; optional, with a pot only): at each club night the
pot pays ``prize_winner`` to the night's winner — first place of the night's
standing by the season's ranking (:func:`~schreiber.club.league.league` of the
night's tables) — and ``prize_best_deal`` to whoever scored the most in a single
deal at any of the night's tables. Players tied share a prize evenly (exact
fractions). An evening that is no club night pays no prize.

**A club night** is one evening (records.md "Club nights"): each table settles
its own points (against that table's average where its game settles so), a
player's tables of the night are added up before the pot takes its part — the
share of the night's loss, the fee once a night (the fee is the club night's
entry fee: each player present pays it once, however many tables they sat at),
the prizes — and a table of the night with
no deal played counts for nobody.

**The season.** The evenings' balances are added up exactly (fractions) and
rounded once, at the end, to whole multiples of ``rounding`` with the
largest-remainder method (:func:`~schreiber.stats.settlement.round_to_units`) taken
over the players *and the pot*, so the rounded balances and the rounded pot add
up to exactly zero and none moves by a step or more from its exact value.

**The pot is a party.** At the season's end the pot is paid like a winner: the
fewest transfers (:func:`~schreiber.stats.settlement.fewest_transfers`) bring every
player and the pot to zero. Who holds the pot is the club's choice
(``treasurer``): a player's name — then the pot is that player's to collect,
netted with their own balance, which can save a transfer — or the name of someone
who does not play (a treasurer, the club's account); without one the pot appears
in the transfers as :data:`POT` (the empty name, which no player can have: the
window and the workbook call it "Club pot"). A pot that is empty takes no part.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import TYPE_CHECKING, Final

from schreiber.club.league import Evening, Ranking, league
from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import (
    BAD_NAME,
    OUT_OF_RANGE,
    as_choice,
    as_object,
    as_str,
    reject_unknown,
    require,
)
from schreiber.stats.settlement import (
    CENT,
    M_NOT_ZERO_SUM,
    M_ROUNDING,
    Transfer,
    fewest_transfers,
    round_to_units,
    settles_against_average,
)

if TYPE_CHECKING:
    from schreiber.games.common import Replay
    from schreiber.session.file import SessionFile

POT: Final = ""
"""The pot's name in :attr:`SeasonMoney.transfers` when no treasurer holds it."""
POT_KINDS: Final = ("none", "share", "fee")
MONEY_FIELDS: Final = frozenset(
    {"rate", "currency", "rounding", "pot", "share", "fee", "treasurer", "prizes"}
)
PRIZE_FIELDS: Final = frozenset({"winner", "best_deal"})

LARGEST_RATE: Final = Decimal(1000)
LARGEST_STEP: Final = Decimal(1000)
LARGEST_FEE: Final = Decimal(100_000)
MOST_PLACES: Final = 6  # decimals of a rate, step or fee (0.000001)
SHARE_PLACES: Final = 4  # decimals of a share (0.0833)
LONGEST_NUMBER_TEXT: Final = 40
LONGEST_CURRENCY: Final = 8

M_AMOUNT = QT_TRANSLATE_NOOP(
    "RecordError", "must be a decimal number such as 0.05, written as a number or a text"
)
M_PLACES = QT_TRANSLATE_NOOP("RecordError", "may have at most {places} decimals (got {value})")
M_CURRENCY = QT_TRANSLATE_NOOP(
    "RecordError", "must be a short sign or code of 1 to 8 characters, such as € or EUR"
)
M_ONLY_SHARE = QT_TRANSLATE_NOOP(
    "RecordError", "is used only when the pot takes a share of the losses; remove it"
)
M_ONLY_FEE = QT_TRANSLATE_NOOP(
    "RecordError", "is used only when the pot takes a fee per evening; remove it"
)
M_ONLY_POT = QT_TRANSLATE_NOOP("RecordError", "is used only with a club pot; remove it")


@dataclass(frozen=True, slots=True)
class MoneyRules:
    """What a point is worth across the season, and the club pot.

    ``share`` (0 to 1) is used with ``pot == "share"``, ``fee`` with ``pot == "fee"``;
    ``treasurer`` (optional) names who collects the pot (see the module).
    """

    rate: Decimal = CENT
    currency: str = "€"
    rounding: Decimal = CENT
    pot: str = "none"
    share: Decimal = Decimal(0)
    fee: Decimal = Decimal(0)
    treasurer: str = ""
    prize_winner: Decimal = Decimal(0)
    """Paid from the pot to the winner of each club night (0: no prize)."""
    prize_best_deal: Decimal = Decimal(0)
    """Paid from the pot to the best single deal of each club night (0: no prize)."""

    @property
    def has_prizes(self) -> bool:
        """Whether the pot pays any prize (prizes need a pot)."""
        return self.pot != "none" and bool(self.prize_winner or self.prize_best_deal)

    def to_json(self) -> dict[str, object]:
        """Amounts as decimal strings (nothing lost to floating point)."""
        out: dict[str, object] = {
            "rate": _text(self.rate),
            "currency": self.currency,
            "rounding": _text(self.rounding),
            "pot": self.pot,
        }
        if self.pot == "share":
            out["share"] = _text(self.share)
        if self.pot == "fee":
            out["fee"] = _text(self.fee)
        if self.treasurer and self.pot != "none":
            out["treasurer"] = self.treasurer
        if self.has_prizes:
            prizes: dict[str, str] = {}
            if self.prize_winner:
                prizes["winner"] = _text(self.prize_winner)
            if self.prize_best_deal:
                prizes["best_deal"] = _text(self.prize_best_deal)
            out["prizes"] = prizes
        return out

    @property
    def pot_party(self) -> str:
        """Who the pot is paid to: the treasurer, or :data:`POT`."""
        return self.treasurer or POT


def _text(value: Decimal) -> str:
    """A decimal as plain digits: never "1E+1"."""
    return format(value, "f")


def _decimal(
    value: object, name: str, low: Decimal, high: Decimal, places: int = MOST_PLACES
) -> Decimal:
    """A decimal number from JSON: a number or a text such as "0.05", within bounds."""
    number: Decimal | None = None
    if isinstance(value, bool):
        number = None
    elif isinstance(value, int):
        number = Decimal(value) if abs(value) <= 10**12 else None
        if number is None:
            raise RecordError(name, OUT_OF_RANGE, low=low, high=high, value=value)
    elif isinstance(value, float):
        number = Decimal(repr(value)) if math.isfinite(value) else None
    elif isinstance(value, str) and len(value) <= LONGEST_NUMBER_TEXT:
        try:
            number = Decimal(value.strip())
        except InvalidOperation:
            number = None
    if number is None or not number.is_finite():
        raise RecordError(name, M_AMOUNT)
    if not low <= number <= high:
        raise RecordError(name, OUT_OF_RANGE, low=low, high=high, value=_text(number))
    exponent = number.normalize().as_tuple().exponent
    if isinstance(exponent, int) and -exponent > places:
        raise RecordError(name, M_PLACES, places=places, value=_text(number))
    return number


def parse_money(value: object, name: str = "money") -> MoneyRules:
    """The club's money settings (as :meth:`MoneyRules.to_json` writes them), checked.

    Raises :class:`RecordError` naming the field (``money.rate``, ``money.share`` …).
    """
    obj = as_object(value, name)
    reject_unknown(obj, MONEY_FIELDS, name)
    rate = _decimal(require(obj, "rate", name), f"{name}.rate", Decimal(0), LARGEST_RATE)
    currency = as_str(obj.get("currency", "€"), f"{name}.currency")
    if not 0 < len(currency.strip()) <= LONGEST_CURRENCY or len(currency) > LONGEST_CURRENCY:
        raise RecordError(f"{name}.currency", M_CURRENCY)
    if '"' in currency or any(ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0 for ch in currency):
        raise RecordError(f"{name}.currency", M_CURRENCY)
    rounding = _decimal(obj.get("rounding", "0.01"), f"{name}.rounding", Decimal(0), LARGEST_STEP)
    if rounding == 0:
        raise RecordError(f"{name}.rounding", M_ROUNDING, value=_text(rounding))
    pot = as_choice(obj.get("pot", "none"), f"{name}.pot", POT_KINDS)
    share = fee = Decimal(0)
    if pot == "share":
        share = _decimal(
            require(obj, "share", name), f"{name}.share", Decimal(0), Decimal(1), SHARE_PLACES
        )
    elif "share" in obj:
        raise RecordError(f"{name}.share", M_ONLY_SHARE)
    if pot == "fee":
        fee = _decimal(require(obj, "fee", name), f"{name}.fee", Decimal(0), LARGEST_FEE)
    elif "fee" in obj:
        raise RecordError(f"{name}.fee", M_ONLY_FEE)
    treasurer = ""
    if "treasurer" in obj:
        if pot == "none":
            raise RecordError(f"{name}.treasurer", M_ONLY_POT)
        treasurer = as_str(obj["treasurer"], f"{name}.treasurer")
        if not treasurer.strip() or len(treasurer) > 40:
            raise RecordError(f"{name}.treasurer", BAD_NAME)
    winner = best = Decimal(0)
    if "prizes" in obj:
        where = f"{name}.prizes"
        prizes = as_object(obj["prizes"], where)
        if pot == "none":
            raise RecordError(where, M_ONLY_POT)
        reject_unknown(prizes, PRIZE_FIELDS, where)
        winner = _decimal(prizes.get("winner", 0), f"{where}.winner", Decimal(0), LARGEST_FEE)
        best = _decimal(prizes.get("best_deal", 0), f"{where}.best_deal", Decimal(0), LARGEST_FEE)
    return MoneyRules(rate, currency, rounding, pot, share, fee, treasurer, winner, best)


# --- the season's money --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EveningMoney:
    """One evening's money, exact (fractions, not rounded).

    ``before_pot`` is each player's points' worth (against the average where the
    game settles so), ``balances`` what they win (+) or lose (−) after the pot took
    its part, ``pot`` what the pot received; ``balances`` and ``pot`` add up to zero.
    """

    title: str
    date: str
    totals: dict[str, int]
    against_average: bool
    before_pot: dict[str, Fraction]
    balances: dict[str, Fraction]
    pot: Fraction
    night: str | None = None
    """The club night this is a table of (see the module), or None."""
    played: bool = True
    """Whether any deal was played (a night's table without one counts for nobody)."""
    deals: dict[str, int] = field(default_factory=dict)
    """Deals each player played (for the night's winner by an average ranking)."""
    best_deal: dict[str, int] = field(default_factory=dict)
    """The most each player scored in a single deal (for the best deal's prize)."""
    prizes: dict[str, Fraction] = field(default_factory=dict)
    """The prizes each player won (already in ``balances``); a club night's only."""

    def to_pot(self, name: str) -> Fraction:
        """What the pot's fee or share cost ``name`` this evening
        (``before_pot − balance``, prizes not counted)."""
        return self.before_pot[name] - self.balances[name] + self.prizes.get(name, Fraction(0))


@dataclass(frozen=True, slots=True)
class SeasonMoney:
    """The money of a season: every evening, each player's balance and who pays whom.

    ``players`` are everyone who played, in the order they first sat.
    ``exact`` and ``pot_exact`` are the season's exact sums; ``balances`` and
    ``pot`` the same rounded once to multiples of ``rules.rounding`` — they add up
    to exactly zero. ``transfers`` settle every balance and the pot with the fewest
    transfers (the pot by :attr:`MoneyRules.pot_party`); amounts are multiples
    of the rounding step.
    """

    rules: MoneyRules
    players: tuple[str, ...]
    evenings: tuple[EveningMoney, ...]
    attended: dict[str, int]
    before_pot: dict[str, Fraction]
    exact: dict[str, Fraction]
    pot_exact: Fraction
    balances: dict[str, Decimal]
    pot: Decimal
    transfers: tuple[Transfer, ...] = field(default=())
    fees: dict[str, Fraction] = field(default_factory=dict)
    """What each player paid into the pot (fees or shares), exact."""
    prizes: dict[str, Fraction] = field(default_factory=dict)
    """What each player won in prizes from the pot, exact."""

    @property
    def pot_party(self) -> str:
        return self.rules.pot_party

    def paid(self, name: str) -> Decimal:
        """What ``name`` (a player, the treasurer or :data:`POT`) pays in the plan,
        less what they receive."""
        out = sum((t.amount for t in self.transfers if t.payer == name), Decimal(0))
        back = sum((t.amount for t in self.transfers if t.payee == name), Decimal(0))
        return out - back

    def to_json(self) -> dict[str, object]:
        """Amounts as decimal strings; the pot's party as named in the transfers."""
        return {
            "rules": self.rules.to_json(),
            "balances": {name: _text(value) for name, value in self.balances.items()},
            "evenings": dict(self.attended),
            "pot": _text(self.pot),
            "pot_party": self.pot_party,
            "transfers": [t.to_json() for t in self.transfers],
        }


def evening_money(
    rules: MoneyRules, session: SessionFile, replay: Replay | None = None, where: str = "evening"
) -> EveningMoney:
    """One evening's exact balances and the pot's part (see the module).

    Raises :class:`RecordError` (field ``<where>.totals``) for an evening of a
    zero-sum game whose totals do not add up to zero."""
    from schreiber.club.league import evening_of

    replay = replay or session.replay()
    evening = evening_of(session, replay)
    against = settles_against_average(session.game, session.rules)
    return money_of_totals(
        rules,
        dict(replay.totals),
        against,
        session.title,
        session.date,
        where,
        night=evening.night,
        played=evening.played,
        deals=dict(evening.deals),
        best_deal=best_deals(session, replay),
    )


def best_deals(session: SessionFile, replay: Replay) -> dict[str, int]:
    """The most each player scored in a single deal they played."""
    from schreiber.club.league import played_deals

    best: dict[str, int] = {}
    for _, done, players in played_deals(session, replay):
        for name in players:
            score = done.result.scores.get(name, 0)
            best[name] = max(best.get(name, score), score)
    return best


def money_of_totals(
    rules: MoneyRules,
    totals: Mapping[str, int],
    against_average: bool,
    title: str = "",
    date: str = "",
    where: str = "evening",
    *,
    night: str | None = None,
    played: bool = True,
    deals: Mapping[str, int] | None = None,
    best_deal: Mapping[str, int] | None = None,
) -> EveningMoney:
    """:func:`evening_money` of an evening's final ``totals`` (of a table of
    ``night``; ``played``: whether any deal was played there; ``deals`` played
    and ``best_deal`` scored by each player, for the night's prizes)."""
    totals = dict(totals)
    points = sum(totals.values())
    if not against_average and points != 0:
        raise RecordError(f"{where}.totals", M_NOT_ZERO_SUM, total=points)
    mean = Fraction(points, len(totals)) if against_average and totals else Fraction(0)
    rate = Fraction(rules.rate)
    before = {name: (total - mean) * rate for name, total in totals.items()}
    balances = _after_pot(rules, before)
    pot = -sum(balances.values(), Fraction(0))
    return EveningMoney(
        title,
        date,
        totals,
        against_average,
        before,
        balances,
        pot,
        night,
        played,
        dict(deals or {}),
        dict(best_deal or {}),
    )


def _after_pot(rules: MoneyRules, before: Mapping[str, Fraction]) -> dict[str, Fraction]:
    """Each player's balance of an evening once the pot took its part."""
    if rules.pot == "share":
        keep = 1 - Fraction(rules.share)
        return {name: value * keep if value > 0 else value for name, value in before.items()}
    if rules.pot == "fee":
        fee = Fraction(rules.fee)
        return {name: value - fee for name, value in before.items()}
    return dict(before)


def by_night(
    rules: MoneyRules, evenings: Sequence[EveningMoney], ranking: Ranking | None = None
) -> list[EveningMoney]:
    """The evenings of the season with each club night's tables as one evening (at
    its first table's place, under its title and date), its prizes paid (the
    winner by ``ranking``, by default the points); a night's table with no deal
    played left out. Other evenings stay as they are."""
    out: list[EveningMoney | list[EveningMoney]] = []
    nights: dict[str, list[EveningMoney]] = {}
    for evening in evenings:
        if evening.night is None:
            out.append(evening)
        elif evening.played:
            tables = nights.get(evening.night)
            if tables is None:
                tables = nights[evening.night] = []
                out.append(tables)
            tables.append(evening)
    return [
        item if isinstance(item, EveningMoney) else _night(rules, item, ranking or Ranking())
        for item in out
    ]


def _night(rules: MoneyRules, tables: Sequence[EveningMoney], ranking: Ranking) -> EveningMoney:
    """A night's tables as one evening: points and balances before the pot added up
    per player, then the pot's part taken once and the prizes paid."""
    totals: dict[str, int] = {}
    before: dict[str, Fraction] = {}
    deals: dict[str, int] = {}
    best: dict[str, int] = {}
    for table in tables:
        for name, total in table.totals.items():
            totals[name] = totals.get(name, 0) + total
            before[name] = before.get(name, Fraction(0)) + table.before_pot[name]
            deals[name] = deals.get(name, 0) + table.deals.get(name, 0)
            if name in table.best_deal:
                best[name] = max(best.get(name, table.best_deal[name]), table.best_deal[name])
    balances = _after_pot(rules, before)
    prizes: dict[str, Fraction] = {}
    if rules.pot != "none" and rules.prize_winner:
        night_only = Ranking(ranking.method, ranking.per_deals, ranking.table_points)
        standings = league(
            night_only, [Evening(t.totals, t.deals or dict.fromkeys(t.totals, 1)) for t in tables]
        )
        _share(prizes, [s.player for s in standings if s.rank == 1], rules.prize_winner)
    if rules.pot != "none" and rules.prize_best_deal and best:
        top = max(best.values())
        _share(
            prizes, [name for name, value in best.items() if value == top], rules.prize_best_deal
        )
    for name, prize in prizes.items():
        balances[name] += prize
    first = tables[0]
    return EveningMoney(
        first.title,
        first.date,
        totals,
        all(table.against_average for table in tables),
        before,
        balances,
        -sum(balances.values(), Fraction(0)),
        first.night,
        True,
        deals,
        best,
        prizes,
    )


def _share(prizes: dict[str, Fraction], winners: Sequence[str], amount: Decimal) -> None:
    """``amount`` split evenly (exactly) between ``winners``, added to ``prizes``."""
    if not winners:
        return
    each = Fraction(amount) / len(winners)
    for name in winners:
        prizes[name] = prizes.get(name, Fraction(0)) + each


def season_money(
    rules: MoneyRules,
    sessions: Sequence[SessionFile],
    replays: Sequence[Replay] | None = None,
    ranking: Ranking | None = None,
) -> SeasonMoney:
    """The season's money (see the module): ``sessions`` are its evenings (the
    tables of a club night one evening together), ``replays`` their replays when
    the caller has them.

    Raises :class:`RecordError` (field ``evenings[i].totals``) for an evening of a
    zero-sum game whose totals do not add up to zero.
    """
    if replays is not None and len(replays) != len(sessions):
        raise ValueError("one replay per session")
    evenings = [
        evening_money(rules, session, None if replays is None else replays[i], f"evenings[{i}]")
        for i, session in enumerate(sessions)
    ]
    return combine_evenings(rules, evenings, ranking)


def combine_evenings(
    rules: MoneyRules, evenings: Sequence[EveningMoney], ranking: Ranking | None = None
) -> SeasonMoney:
    """The season of these evenings: each club night's tables one evening
    (:func:`by_night`, its winner by ``ranking``), summed exactly, rounded once,
    settled."""
    evenings = by_night(rules, evenings, ranking)
    players: dict[str, None] = {}
    attended: dict[str, int] = {}
    before: dict[str, Fraction] = {}
    exact: dict[str, Fraction] = {}
    fees: dict[str, Fraction] = {}
    prizes: dict[str, Fraction] = {}
    for evening in evenings:
        for name in evening.balances:
            players.setdefault(name)
            attended[name] = attended.get(name, 0) + 1
            before[name] = before.get(name, Fraction(0)) + evening.before_pot[name]
            exact[name] = exact.get(name, Fraction(0)) + evening.balances[name]
            fees[name] = fees.get(name, Fraction(0)) + evening.to_pot(name)
            prizes[name] = prizes.get(name, Fraction(0)) + evening.prizes.get(name, Fraction(0))
    names = tuple(players)
    pot_exact = sum((evening.pot for evening in evenings), Fraction(0))
    step = rules.rounding
    units = round_to_units([*(exact[name] for name in names), pot_exact], Fraction(step))
    player_units, pot_units = units[:-1], units[-1]
    return SeasonMoney(
        rules=rules,
        players=names,
        evenings=tuple(evenings),
        attended={name: attended[name] for name in names},
        before_pot={name: before[name] for name in names},
        exact={name: exact[name] for name in names},
        pot_exact=pot_exact,
        balances={name: unit * step for name, unit in zip(names, player_units, strict=True)},
        pot=pot_units * step,
        transfers=_transfers(names, player_units, pot_units, rules),
        fees={name: fees[name] for name in names},
        prizes={name: prizes[name] for name in names},
    )


def _transfers(
    names: Sequence[str], units: Sequence[int], pot_units: int, rules: MoneyRules
) -> tuple[Transfer, ...]:
    """The fewest transfers between the players and the pot's holder."""
    parties = list(names)
    values = list(units)
    holder = rules.pot_party
    if pot_units:
        if holder in parties:  # a player holds the pot: it is theirs to collect
            values[parties.index(holder)] += pot_units
        else:
            parties.append(holder)
            values.append(pot_units)
    step = rules.rounding
    return tuple(
        Transfer(parties[payer], parties[payee], amount * step)
        for payer, payee, amount in fewest_transfers(values)
    )


__all__ = [
    "POT",
    "POT_KINDS",
    "PRIZE_FIELDS",
    "EveningMoney",
    "MoneyRules",
    "SeasonMoney",
    "best_deals",
    "by_night",
    "combine_evenings",
    "evening_money",
    "money_of_totals",
    "parse_money",
    "season_money",
]
