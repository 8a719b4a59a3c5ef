"""The seating draw of a club night (``schreiber draw``, records.md).

Tables are of 4, with tables of 5 where the number present is not a multiple of
4 (as few as possible); 6 or 7 players make one table, 11 make a 6 and a 5.

Across rounds the draw keeps the repeated pairs as few as it can: a pair of
players who meet for the k-th time (k ≥ 2) counts k − 1 (:func:`repeated_pairs`).
The search (:func:`_seating`) depends on the number of players and rounds
alone, not on the seed: it starts from greedy draws of the contract's kind
(:func:`greedy_draw`: round by round, each player of a shuffled order joins the
open table where they have met the fewest, the best of several orders kept)
and betters the best of them by tabu searches (:func:`_tabu`): swaps of a
player who meets someone again with a player at another table of the same
round, the best swap each step, for a fixed count of swaps weighed, keeping
the best draw seen, and stopping at the least there can be
(:func:`least_repeats`). The seed then draws who sits in which place; where the
seed's own greedy draw has fewer repeated pairs (on 8–40 players and 3–8
rounds none of 300 seeds has), it is taken instead. So the draw is never worse
than the same seed's greedy draw, and a lucky seed is no better than another.
Last, the rounds are put in the order that rotates the seats best.

Among draws with as few repeated pairs, seats at the larger tables (the tables
of 5, or the 6 of 11 players) rotate: a draw whose larger seats rotate (after
every round, the players' counts of larger seats differ by at most one, so that
nobody sits at a larger table a second time while someone present in every
round so far has not, :func:`rotation_faults`) is searched too and kept where
it has no more repeated pairs; then an annealing that adds no repeated pair
evens the larger seats, and pairs meeting evenly (three meetings of one pair
are worse than two pairs meeting twice).

Everything is seeded: the search by the number of players and rounds (and
:data:`SALTS`), who sits where by the request's seed; the same players, rounds
and seed give the same draw, in any process, on any machine; the search is
bounded by a count of tries, not by time. A process keeps the searches of the
last sizes (:func:`clear_seatings`).
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Sequence
from itertools import combinations
from typing import Final

from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import as_int, as_object, as_players, reject_unknown

MOST_PLAYERS: Final = 200
MOST_ROUNDS: Final = 20
GREEDY_RESTARTS: Final = 20
"""Shuffled orders tried per round by the greedy draw; the round with the fewest
repeated pairs is kept."""
GREEDY_WORK: Final = 40 * 40 * GREEDY_RESTARTS
"""Bound on a round's greedy work (orders × players²): fewer orders for very
large nights."""
DRAW_STEPS: Final = 20_000
"""Swaps tried by the annealing of a whole draw."""
STEPS_PER_KICK: Final = 500
"""Swaps tried by :func:`draw_round` per unit of its ``kicks``."""
RESTARTS: Final = GREEDY_RESTARTS
KICKS: Final = 40
""":func:`draw_round`'s defaults: greedy orders, and the search's length in
units of :data:`STEPS_PER_KICK` swaps."""

HOT: Final = 0.6
COLD: Final = 0.05
"""The annealing's temperature, from start to end, in repeated pairs."""
POLISH_HOT: Final = 0.2
POLISH_COLD: Final = 0.01
PAIR_LOCK: Final = 1000.0
"""The last annealing of :func:`draw`, of the rotation and evenness only: its
temperature, and the weight that keeps it from adding a repeated pair."""
ROTATION_WEIGHT: Final = 0.04
EVEN_WEIGHT: Final = 0.015
"""What the annealing makes of one unit of the rotation's and the evenness'
measures, in repeated pairs (the best draw kept is chosen strictly by repeated
pairs first, then rotation, then evenness)."""
START_RESTARTS: Final = 60
"""Shuffled orders per round of the other greedy draws."""
GREEDY_DRAWS: Final = 6
GREEDY_BUDGET: Final = 3_000_000
"""Greedy draws made to choose the best to search from: at most this many, and
fewer for large nights (orders × players² × rounds bounded)."""
PAIR_MOVES: Final = 0.2
"""How often a try swaps two players with two beside them at once (what keeps
a pair together, as the fewest repeats sometimes need)."""
FOCUS: Final = 0.7
"""How often a player who meets nobody again at their table is drawn anew."""
TABU_RUNS: Final = 5
TABU_RUN_WORK: Final = 1_000_000
"""Tabu searches of a whole draw, each from a greedy draw of its own (the
contract's kind: a run finds the best more often from these than from greedy
draws of more orders) and with this many swaps weighed (see :func:`_tabu`);
the best kept."""
TABU_IDLE_RUNS: Final = 3
"""Runs after which, where every run ended with as many repeated pairs, the
search takes that as the best there is."""
TABU_PLAYERS: Final = 30
"""Above this many players, :data:`TABU_RUN_WORK` shrinks in proportion (their
steps take longer than their count of swaps says)."""
ROTATING_WORK: Final = 375_000
"""Swaps weighed by the tabu search of the draw whose larger seats rotate."""
TABU_ROUND_WORK: Final = 150_000
"""Swaps weighed by the tabu search of :func:`draw_round`."""
TABU_STEP_WORK: Final = 50
"""What a step of the tabu search counts besides its swaps weighed."""
TABU_TENURE: Final = 12
TABU_STALL: Final = 500
TABU_KICKS: Final = 3
""":func:`_tabu`'s steps a player stays off the table they left (this to twice
this), its steps without a new best before a kick, and the random swaps of a
kick."""
TABU_SCALE: Final = 64
"""A repeated pair in :func:`_tabu`'s choice of a swap, in meetings beyond what
a player can have without meeting someone again (which only break ties)."""
COOL_EVERY: Final = 128
SALTS: Final[dict[tuple[int, int], int]] = {
    (20, 7): 6,
    (21, 7): 3,
    (22, 6): 4,
    (23, 5): 5,
    (23, 7): 3,
}
"""Per number of players and rounds, the search's own seed where the first
lands short of the best level known (the sizes of 8–40 players and 3–8 rounds
were checked; see ``benchmarks/bench_draw.py --grid``)."""
KEPT_SEATINGS: Final = 300
"""Sizes whose search :func:`draw` keeps (see :func:`clear_seatings`)."""
PAIR_WEIGHT: Final = 1 << 32
"""Repeated pairs and evenness kept in one integer: pairs × this + evenness."""

TOO_FEW = QT_TRANSLATE_NOOP("RecordError", "a draw needs at least 4 players (got {count})")

Round = list[list[str]]
Seating = list[list[list[int]]]
"""Rounds of tables of player numbers."""


def table_sizes(count: int) -> list[int]:
    """The table sizes for ``count`` players, largest first."""
    if count < 4:
        raise RecordError("players", TOO_FEW, count=count)
    if count <= 7:
        return [count]
    if count == 11:
        return [6, 5]
    fives = count % 4  # 4a + 5b = count with b as small as it can be (5b ≡ count mod 4)
    return [5] * fives + [4] * ((count - 5 * fives) // 4)


def least_repeats(sizes: Sequence[int], rounds: int) -> int:
    """A bound the repeated pairs of ``rounds`` rounds of tables of ``sizes``
    cannot go below: the meetings less the pairs there are; and from round 2
    on, a table of s takes its players from the T tables of round 1, at best
    ⌈s/T⌉ or ⌊s/T⌋ from each, and those from one table met before (12 players
    at three tables: one pair per table and round)."""
    count = sum(sizes)
    meetings = rounds * sum(size * (size - 1) // 2 for size in sizes)
    per_round = 0
    for size in sizes:
        each, more = divmod(size, len(sizes))
        per_round += more * (each + 1) * each // 2 + (len(sizes) - more) * each * (each - 1) // 2
    return max(0, meetings - count * (count - 1) // 2, (rounds - 1) * per_round)


def larger_tables(sizes: Sequence[int]) -> list[bool]:
    """Which of a round's tables are the larger ones whose seats rotate: those
    larger than the smallest (none when all are of one size)."""
    smallest = min(sizes, default=0)
    return [size > smallest for size in sizes]


# --------------------------------------------------------------------------- measures


def repeated_pairs(rounds: Sequence[Sequence[Sequence[str]]]) -> int:
    """How many times, over the whole draw, two players meet who had met before
    (a pair meeting k times counts k − 1)."""
    met: set[tuple[str, str]] = set()
    meetings = 0
    for tables in rounds:
        for table in tables:
            for a, b in combinations(sorted(table), 2):
                meetings += 1
                met.add((a, b))
    return meetings - len(met)


def uneven_pairs(rounds: Sequence[Sequence[Sequence[str]]]) -> int:
    """Repeats weighted by how often a pair met before: a pair meeting k times
    counts k × (k − 1) / 2."""
    met: dict[tuple[str, str], int] = {}
    out = 0
    for tables in rounds:
        for table in tables:
            for a, b in combinations(sorted(table), 2):
                out += met.get((a, b), 0)
                met[(a, b)] = met.get((a, b), 0) + 1
    return out


def rotation_faults(rounds: Sequence[Sequence[Sequence[str]]]) -> int:
    """How often, round by round, a player sits at a larger table (see
    :func:`larger_tables`) for the (c + 1)-th time while someone present in every
    round so far has sat at one fewer than c times, this round included; each
    such seat counts by how far behind that someone is. 0 is a fair rotation:
    in particular nobody sits at a larger table a second time while someone
    present in every round so far has not sat at one."""
    seats: dict[str, int] = {}
    always: set[str] | None = None
    faults = 0
    for tables in rounds:
        here = {name for table in tables for name in table}
        always = here if always is None else always & here
        larger = larger_tables([len(table) for table in tables])
        before = dict(seats)
        for table, big in zip(tables, larger, strict=True):
            if big:
                for name in table:
                    seats[name] = seats.get(name, 0) + 1
        least = min((seats.get(name, 0) for name in always), default=0)
        for table, big in zip(tables, larger, strict=True):
            if big:
                faults += sum(max(0, before.get(name, 0) - least) for name in table)
    return faults


# --------------------------------------------------------------------------- the greedy draw


def _greedy_round(
    order: Sequence[int], sizes: Sequence[int], met: Sequence[Sequence[int]], often: bool = False
) -> list[list[int]]:
    """Each player of ``order`` in turn to the open table where they have met the
    fewest of those already seated (the first such table on a tie); ``often``:
    where they have had the fewest meetings with them."""
    tables: list[list[int]] = [[] for _ in sizes]
    for player in order:
        row = met[player]
        best, best_cost = -1, 0
        for index, table in enumerate(tables):
            if len(table) >= sizes[index]:
                continue
            cost = 0
            for other in table:
                if row[other]:
                    cost += row[other] if often else 1
            if best < 0 or cost < best_cost:
                best, best_cost = index, cost
                if cost == 0:
                    break
        tables[best].append(player)
    return tables


def _repeats(tables: Sequence[Sequence[int]], met: Sequence[Sequence[int]]) -> int:
    """The pairs at ``tables`` who met before."""
    return sum(1 for table in tables for a, b in combinations(table, 2) if met[a][b])


def _all_repeats(drawn: Seating) -> int:
    """Repeated pairs of a whole draw (meetings less the pairs who met)."""
    pairs = [
        (a, b) if a < b else (b, a)
        for tables in drawn
        for t in tables
        for a, b in combinations(t, 2)
    ]
    return len(pairs) - len(set(pairs))


def _meet(tables: Sequence[Sequence[int]], met: list[list[int]]) -> None:
    for table in tables:
        for a, b in combinations(table, 2):
            met[a][b] += 1
            met[b][a] += 1


def _greedy_best(
    count: int,
    sizes: Sequence[int],
    met: Sequence[Sequence[int]],
    rng: random.Random,
    restarts: int,
    often: bool = False,
) -> list[list[int]]:
    """The best round of ``restarts`` greedy seatings of shuffled orders (the
    first on a tie)."""
    restarts = max(1, min(restarts, GREEDY_WORK // (count * count)))
    order = list(range(count))
    best: list[list[int]] = []
    best_cost = -1
    for _ in range(restarts):
        rng.shuffle(order)
        tables = _greedy_round(order, sizes, met, often)
        cost = _repeats(tables, met)
        if best_cost < 0 or cost < best_cost:
            best, best_cost = tables, cost
            if cost == 0:
                break
    return best


def _greedy(
    count: int, rounds: int, rng: random.Random, restarts: int, often: bool = False
) -> Seating:
    sizes = table_sizes(count)
    met = [[0] * count for _ in range(count)]
    drawn: Seating = []
    for _ in range(rounds):
        tables = _greedy_best(count, sizes, met, rng, restarts, often)
        _meet(tables, met)
        drawn.append(tables)
    return drawn


def _rotating_greedy(count: int, rounds: int, rng: random.Random, restarts: int) -> Seating:
    """A greedy draw whose larger seats rotate: each round those with the fewest
    larger seats so far (drawn by lot among equals) take the larger seats, and
    the round is the best of ``restarts`` greedy seatings of them at the larger
    tables and of the others at the rest."""
    sizes = table_sizes(count)
    larger = larger_tables(sizes)
    big = [size for size, is_big in zip(sizes, larger, strict=True) if is_big]
    small = [size for size, is_big in zip(sizes, larger, strict=True) if not is_big]
    seated = [0] * count
    met = [[0] * count for _ in range(count)]
    drawn: Seating = []
    for _ in range(rounds):
        lots = [rng.random() for _ in range(count)]
        turn = sorted(range(count), key=lambda p: (seated[p], lots[p], p))
        ups, downs = turn[: sum(big)], turn[sum(big) :]
        for p in ups:
            seated[p] += 1
        best: list[list[int]] = []
        best_cost = -1
        for _ in range(max(1, restarts)):
            rng.shuffle(ups)
            rng.shuffle(downs)
            at_big = iter(_greedy_round(ups, big, met))
            at_small = iter(_greedy_round(downs, small, met))
            tables = [next(at_big) if is_big else next(at_small) for is_big in larger]
            cost = _repeats(tables, met)
            if best_cost < 0 or cost < best_cost:
                best, best_cost = tables, cost
        _meet(best, met)
        drawn.append(best)
    return drawn


def greedy_draw(
    players: Sequence[str], rounds: int, seed: int, restarts: int = GREEDY_RESTARTS
) -> list[Round]:
    """The contract's baseline: round by round, ``restarts`` seeded shuffled
    orders, each player in turn to the open table where they have met the fewest
    (the first such table on a tie), the round with the fewest repeated pairs
    kept. :func:`draw` is never worse."""
    drawn = _greedy(len(players), rounds, random.Random(seed), restarts)
    return _named(drawn, players)


def _named(drawn: Seating, players: Sequence[str]) -> list[Round]:
    return [[[players[i] for i in table] for table in tables] for tables in drawn]


# --------------------------------------------------------------------------- the search


class _Search:
    """A draw being annealed: rounds of the same tables, the meetings of every
    pair (earlier rounds included) and each player's larger seats after each
    round, with the three measures kept current."""

    def __init__(
        self,
        count: int,
        larger: Sequence[bool],
        start: Seating,
        met: list[list[int]],
        seats: Sequence[int],
        rng: random.Random,
    ) -> None:
        self.count = count
        self.rng = rng
        self.larger = list(larger)
        self.tables = [[list(table) for table in tables] for tables in start]
        rounds = len(start)
        self.at = [[0] * count for _ in start]
        for r, tables in enumerate(self.tables):
            for t, table in enumerate(tables):
                for p in table:
                    self.at[r][p] = t
        # the cost of a meeting added to a pair that met m times: nothing for the
        # first, else one repeated pair (PAIR_WEIGHT) and m for evenness
        most = rounds + max((max(row, default=0) for row in met), default=0) + 1
        self.add = [0] + [PAIR_WEIGHT + m for m in range(1, most + 1)]
        self.met = met
        self.pair_cost = 0
        for tables in self.tables:
            for table in tables:
                for a, b in combinations(table, 2):
                    self.pair_cost += self.add[met[a][b]]
                    met[a][b] += 1
                    met[b][a] += 1
        self.after = [[0] * rounds for _ in range(count)]
        for p in range(count):
            total = seats[p]
            for r in range(rounds):
                total += self.larger[self.at[r][p]]
                self.after[p][r] = total
        self.spread = sum(value * value for row in self.after for value in row)
        per_round = (
            sum(size for size, big in zip(map(len, start[0]), larger, strict=True) if big)
            if start
            else 0
        )
        self.least_spread = _least_spread(count, sum(seats), per_round, rounds)
        self.best = self.copy()
        self.best_key = self.key()

    def key(self) -> tuple[int, int, int]:
        """Repeated pairs, spread of the larger seats, unevenness: less is better."""
        pairs, even = divmod(self.pair_cost, PAIR_WEIGHT)
        return pairs, self.spread, even

    def copy(self) -> Seating:
        return [[list(table) for table in tables] for tables in self.tables]

    def done(self) -> bool:
        """Whether the best cannot be bettered."""
        pairs, spread, even = self.best_key
        return pairs == even == 0 and spread <= self.least_spread

    def anneal(
        self, steps: int, hot: float, cold: float, weights: tuple[float, float, float]
    ) -> None:
        """``steps`` tries of swapping two players at different tables of a round,
        accepted by the Metropolis rule at a temperature falling from ``hot`` to
        ``cold`` on the energy ``weights`` · (repeated pairs, spread, unevenness).
        Keeps the best draw seen."""
        rounds, count = len(self.tables), self.count
        if rounds == 0 or len(self.larger) < 2 or steps <= 0 or self.done():
            return
        pair_weight, spread_weight, even_weight = weights
        larger, add, met, after = self.larger, self.add, self.met, self.after
        all_tables, all_at = self.tables, self.at
        pair_cost, spread = self.pair_cost, self.spread
        best_key = self.best_key
        half = PAIR_WEIGHT // 2
        temperature = hot
        cooling = (cold / hot) ** (COOL_EVERY / steps)
        rand = self.rng.random
        exp = math.exp
        for step in range(steps):
            if step % COOL_EVERY == 0 and step:
                temperature *= cooling
            r = int(rand() * rounds)
            a = int(rand() * count)
            where = all_at[r]
            ta = where[a]
            if rand() < FOCUS:  # rather a player who meets someone again
                row_a = met[a]
                for x in all_tables[r][ta]:
                    if row_a[x] > 1 and x != a:
                        break
                else:
                    r = int(rand() * rounds)
                    a = int(rand() * count)
                    where = all_at[r]
                    ta = where[a]
            b = int(rand() * count)
            tb = where[b]
            if ta == tb:
                continue
            here, there = all_tables[r][ta], all_tables[r][tb]
            if rand() < PAIR_MOVES:  # a and one beside them change with b and one beside b
                c = here[int(rand() * len(here))]
                d = there[int(rand() * len(there))]
                if c == a or d == b:
                    continue
                delta, d_spread = self.swap(r, a, b)
                more, more_spread = self.swap(r, c, d)
                delta += more
                d_spread += more_spread
                d_pairs = (delta + half) // PAIR_WEIGHT
                energy = (
                    pair_weight * d_pairs
                    + spread_weight * d_spread
                    + even_weight * (delta - d_pairs * PAIR_WEIGHT)
                )
                if energy > 0 and rand() >= exp(-energy / temperature):
                    self.swap(r, c, d)
                    self.swap(r, a, b)
                    continue
            else:  # the swap of a and b, written out here for speed
                row_a, row_b = met[a], met[b]
                delta = 0
                for x in here:
                    if x != a:
                        delta += add[row_b[x]] - add[row_a[x] - 1]
                for y in there:
                    if y != b:
                        delta += add[row_a[y]] - add[row_b[y] - 1]
                d_spread = 0
                crossing = larger[ta] != larger[tb]
                if crossing:
                    up, down = (b, a) if larger[ta] else (a, b)  # up takes the larger seat
                    seats_up, seats_down = after[up], after[down]
                    for s in range(r, rounds):
                        d_spread += seats_up[s] - seats_down[s] + 1
                    d_spread *= 2
                d_pairs = (delta + half) // PAIR_WEIGHT
                energy = (
                    pair_weight * d_pairs
                    + spread_weight * d_spread
                    + even_weight * (delta - d_pairs * PAIR_WEIGHT)
                )
                if energy > 0 and rand() >= exp(-energy / temperature):
                    continue
                self._move(r, a, b)
            pair_cost += delta
            spread += d_spread
            pairs, even = divmod(pair_cost, PAIR_WEIGHT)
            key = (pairs, spread, even)
            if key < best_key:
                best_key = key
                self.best = self.copy()
                if pairs == even == 0 and spread <= self.least_spread:
                    break
        self.pair_cost, self.spread, self.best_key = pair_cost, spread, best_key

    def swap_delta(self, r: int, a: int, b: int) -> tuple[int, int]:
        """What swapping ``a`` and ``b`` (at different tables of round ``r``)
        changes: the pair cost and the spread of the larger seats."""
        at, met, add, larger = self.at[r], self.met, self.add, self.larger
        ta, tb = at[a], at[b]
        row_a, row_b = met[a], met[b]
        delta = 0
        for x in self.tables[r][ta]:
            if x != a:
                delta += add[row_b[x]] - add[row_a[x] - 1]
        for y in self.tables[r][tb]:
            if y != b:
                delta += add[row_a[y]] - add[row_b[y] - 1]
        d_spread = 0
        if larger[ta] != larger[tb]:
            up, down = (b, a) if larger[ta] else (a, b)  # up takes the larger seat
            seats_up, seats_down = self.after[up], self.after[down]
            for s in range(r, len(self.tables)):
                d_spread += seats_up[s] - seats_down[s] + 1
            d_spread *= 2
        return delta, d_spread

    def swap(self, r: int, a: int, b: int) -> tuple[int, int]:
        """Swap ``a`` and ``b`` (at different tables of round ``r``); what it
        changed (see :meth:`swap_delta`). The pair cost and spread kept in the
        search are not changed: :meth:`anneal` keeps them."""
        delta, d_spread = self.swap_delta(r, a, b)
        self._move(r, a, b)
        return delta, d_spread

    def _move(self, r: int, a: int, b: int) -> None:
        """Swap ``a`` and ``b`` (at different tables of round ``r``): the
        tables, where they sit, the meetings and the larger seats after each
        round, not the measures (the one place a swap is made)."""
        at, met, larger = self.at[r], self.met, self.larger
        ta, tb = at[a], at[b]
        here, there = self.tables[r][ta], self.tables[r][tb]
        row_a, row_b = met[a], met[b]
        for x in here:
            if x != a:
                row_a[x] -= 1
                met[x][a] -= 1
                row_b[x] += 1
                met[x][b] += 1
        for y in there:
            if y != b:
                row_b[y] -= 1
                met[y][b] -= 1
                row_a[y] += 1
                met[y][a] += 1
        here[here.index(a)] = b
        there[there.index(b)] = a
        at[a], at[b] = tb, ta
        if larger[ta] != larger[tb]:
            up, down = (b, a) if larger[ta] else (a, b)  # up takes the larger seat
            seats_up, seats_down = self.after[up], self.after[down]
            for s in range(r, len(self.tables)):
                seats_up[s] += 1
                seats_down[s] -= 1


# --------------------------------------------------------------------------- the tabu search


class _Tabu:
    """The state of :func:`_tabu`: rounds of tables, where each player sits,
    each table's players as a bit mask, every pair's meetings (earlier rounds
    included), and per player the bit masks of those met at least once and at
    least twice."""

    def __init__(self, count: int, start: Seating, met: Sequence[Sequence[int]]) -> None:
        self.tables = [[list(table) for table in tables] for tables in start]
        self.at = [[0] * count for _ in start]
        self.mask = [[0] * len(tables) for tables in start]
        for r, tables in enumerate(self.tables):
            for t, table in enumerate(tables):
                for p in table:
                    self.at[r][p] = t
                    self.mask[r][t] |= 1 << p
        self.met = [list(row) for row in met]
        for tables in self.tables:
            _meet(tables, self.met)
        self.once = [0] * count
        self.twice = [0] * count
        self.cost = 0
        self.meetings = [sum(row) for row in self.met]
        for a, row in enumerate(self.met):
            for b, times in enumerate(row):
                if times >= 1:
                    self.once[a] |= 1 << b
                if times >= 2:
                    self.twice[a] |= 1 << b
                    if a < b:
                        self.cost += times - 1

    def swap(self, r: int, a: int, b: int) -> None:
        """Swap ``a`` and ``b`` (at different tables of round ``r``)."""
        where = self.at[r]
        ta, tb = where[a], where[b]
        here, there = self.tables[r][ta], self.tables[r][tb]
        met, once, twice = self.met, self.once, self.twice
        changes = [(x, a, b) for x in here if x != a] + [(y, b, a) for y in there if y != b]
        for x, gone, come in changes:  # x stops meeting ``gone`` and meets ``come``
            times = met[gone][x] - 1
            met[gone][x] = met[x][gone] = times
            if times == 0:
                once[gone] &= ~(1 << x)
                once[x] &= ~(1 << gone)
            elif times == 1:
                twice[gone] &= ~(1 << x)
                twice[x] &= ~(1 << gone)
            times = met[come][x] + 1
            met[come][x] = met[x][come] = times
            if times == 1:
                once[come] |= 1 << x
                once[x] |= 1 << come
            elif times == 2:
                twice[come] |= 1 << x
                twice[x] |= 1 << come
        here[here.index(a)] = b
        there[there.index(b)] = a
        where[a], where[b] = tb, ta
        self.meetings[a] += len(there) - len(here)
        self.meetings[b] += len(here) - len(there)
        flip = (1 << a) | (1 << b)
        self.mask[r][ta] ^= flip
        self.mask[r][tb] ^= flip


def _tabu(
    count: int,
    start: Seating,
    met: Sequence[Sequence[int]],
    work: int,
    floor: int,
    rng: random.Random,
    classes: Sequence[bool] = (),
    tenure: int = TABU_TENURE,
) -> Seating:
    """The draw with the fewest repeated pairs found by a tabu search from
    ``start`` (after the earlier rounds' ``met``): each step makes the best swap
    of a player who meets someone again with a player at another table of the
    same round; a swap that moves a player back to a table they left within the
    last ``tenure`` steps (to twice that) only where it gives a new
    best. Of swaps as good, it takes one that lessens the meetings beyond what a
    player can have without meeting someone again (a player at many larger
    tables). After :data:`TABU_STALL` steps without a new best, it goes on from
    the best with :data:`TABU_KICKS` random swaps. Stops at ``floor`` repeated
    pairs or after ``work`` swaps weighed; returns ``start`` unless it found
    fewer. With ``classes`` (each table's, e.g. whether it is a larger one),
    players only change with players at a table of their own class."""
    rounds = len(start)
    if rounds == 0 or len(start[0]) < 2:
        return start
    state = _Tabu(count, start, met)
    best, best_cost = start, state.cost
    tables_per_round = len(start[0])
    until = [[[0] * tables_per_round for _ in range(count)] for _ in range(rounds)]
    rand = rng.random
    most = count - 1  # meetings beyond this force a repeated pair
    limit = max(sum(row) for row in met) + rounds * max(map(len, start[0])) + 1
    over = [max(0, m - most) for m in range(limit)]
    scale, half = TABU_SCALE, TABU_SCALE // 2
    double = 2 * scale
    step = last = 0
    while work > 0 and best_cost > floor:
        step += 1
        if step - last > TABU_STALL:
            last = step
            kicked = [[list(table) for table in tables] for tables in best]
            for _ in range(TABU_KICKS):
                tables = kicked[int(rand() * rounds)]
                t1, t2 = int(rand() * tables_per_round), int(rand() * tables_per_round)
                if t1 != t2 and (not classes or classes[t1] == classes[t2]):
                    i, j = int(rand() * len(tables[t1])), int(rand() * len(tables[t2]))
                    tables[t1][i], tables[t2][j] = tables[t2][j], tables[t1][i]
            state = _Tabu(count, kicked, met)
            until = [[[0] * tables_per_round for _ in range(count)] for _ in range(rounds)]
        once, twice, cost, meetings = state.once, state.twice, state.cost, state.meetings
        work -= TABU_STEP_WORK + rounds * count
        best_score = count * count * scale
        moves: list[tuple[int, int, int]] = []
        for r in range(rounds):
            masks, where, tables, banned = state.mask[r], state.at[r], state.tables[r], until[r]
            lose: list[int] = []
            joins: dict[int, list[int]] = {}
            for a in range(count):
                ta = where[a]
                home = masks[ta]
                lost = (twice[a] & home).bit_count()  # repeats that a's leaving ends
                if not lost:
                    continue
                if not lose:
                    lose = [(twice[p] & masks[where[p]]).bit_count() for p in range(count)]
                    work -= count
                join = joins.get(ta)
                if join is None:  # what each player coming to a's table adds, less what they leave
                    join = [((once[p] & home).bit_count() - lose[p]) * scale for p in range(count)]
                    joins[ta] = join
                    work -= count
                once_a, banned_a, meets_a = once[a], banned[a], meetings[a]
                size_a = len(tables[ta])
                work -= count
                for tb, there in enumerate(tables):
                    if tb == ta or (classes and classes[tb] != classes[ta]):
                        continue
                    tabu_a = banned_a[tb] > step
                    grow = len(there) - size_a
                    base = ((once_a & masks[tb]).bit_count() - lost) * scale
                    if grow:
                        base += over[meets_a + grow] - over[meets_a]
                    for b in there:
                        score = base + join[b] - double * ((once_a >> b) & 1)
                        if grow:
                            meets_b = meetings[b]
                            score += over[meets_b - grow] - over[meets_b]
                        if score > best_score:
                            continue
                        if (tabu_a or banned[b][ta] > step) and (
                            cost + (score + half) // scale >= best_cost
                        ):
                            continue
                        if score < best_score:
                            best_score, moves = score, [(r, a, b)]
                        else:
                            moves.append((r, a, b))
        if not moves:
            continue
        r, a, b = moves[int(rand() * len(moves))]
        ta, tb = state.at[r][a], state.at[r][b]
        state.swap(r, a, b)
        state.cost += (best_score + half) // scale  # the repeated pairs, less the tie-break
        banned_for = tenure + int(rand() * tenure)
        until[r][a][ta] = until[r][b][tb] = step + banned_for
        if state.cost < best_cost:
            best_cost, last = state.cost, step
            best = [[list(table) for table in tables] for tables in state.tables]
    return best


def _search(
    count: int,
    larger: Sequence[bool],
    starts: Sequence[Seating],
    met: Sequence[Sequence[int]],
    seats: Sequence[int],
    steps: int,
    rng: random.Random,
) -> Seating:
    """The best draw found by annealing each of ``starts`` (rounds of tables of
    the sizes whose ``larger`` ones rotate; ``steps`` swaps shared between them)
    after the earlier rounds' ``met`` and ``seats``; the first start gets half
    the swaps."""
    best: Seating = []
    best_key = (0, 0, 0)
    for run, start in enumerate(starts):
        share = steps // 2 if run == 0 and len(starts) > 1 else steps // len(starts)
        if run and len(starts) > 1:
            share = (steps - steps // 2) // (len(starts) - 1)
        search = _Search(count, larger, start, [list(row) for row in met], seats, rng)
        search.anneal(share, HOT, COLD, (1.0, ROTATION_WEIGHT, EVEN_WEIGHT))
        if not best or search.best_key < best_key:
            best, best_key = search.best, search.best_key
        if search.done():
            break
    return best


def _rotation_cost(rounds: Sequence[list[list[int]]], larger: Sequence[bool]) -> tuple[int, int]:
    """The rotation's faults of ``rounds`` in this order (see
    :func:`rotation_faults`), then the spread of the larger seats (the sum of
    the squares of each player's count after each round)."""
    seats: dict[int, int] = {}
    faults = spread = 0
    for tables in rounds:
        before = dict(seats)
        for table, big in zip(tables, larger, strict=True):
            if big:
                for p in table:
                    seats[p] = seats.get(p, 0) + 1
        least = min(seats.get(p, 0) for table in tables for p in table)
        for table, big in zip(tables, larger, strict=True):
            if big:
                faults += sum(max(0, before.get(p, 0) - least) for p in table)
        spread += sum(value * value for value in seats.values())
    return faults, spread


def _rotated(drawn: Seating, larger: Sequence[bool]) -> Seating:
    """``drawn`` with its rounds in the order that rotates the larger seats best
    (the repeated pairs do not depend on the order): swaps of two rounds while
    one lowers the rotation's faults, then the spread of the seats."""
    order = list(drawn)
    best = _rotation_cost(order, larger)
    better = True
    while better and best[0]:
        better = False
        for i, j in combinations(range(len(order)), 2):
            order[i], order[j] = order[j], order[i]
            tried = _rotation_cost(order, larger)
            if tried < best:
                best, better = tried, True
            else:
                order[i], order[j] = order[j], order[i]
    return order


def _least_spread(count: int, seats: int, per_round: int, rounds: int) -> int:
    """A bound the spread of larger seats cannot go below: after each round the
    seats so far shared as evenly as can be."""
    out = 0
    for r in range(1, rounds + 1):
        each, more = divmod(seats + r * per_round, count)
        out += (count - more) * each * each + more * (each + 1) * (each + 1)
    return out


@functools.lru_cache(maxsize=KEPT_SEATINGS)
def _seating(count: int, rounds: int) -> Seating:
    """The search of :func:`draw` for ``count`` players and ``rounds`` rounds,
    seeded by the size alone (the repeated pairs and the rotation do not depend
    on who is who): the best of several greedy draws bettered by
    :data:`TABU_RUNS` tabu searches on the repeated pairs (stopping at
    :func:`least_repeats`, or after :data:`TABU_IDLE_RUNS` that all ended
    with as many), a draw whose larger seats rotate kept where it has
    no more, then annealed for the rotation and evenness."""
    sizes = table_sizes(count)
    salt = SALTS.get((count, rounds), 0)
    rng = random.Random(f"schreiber draw {count} {rounds}" + (f" {salt}" if salt else ""))
    restarts = max(1, min(START_RESTARTS, 4 * GREEDY_WORK // (count * count)))
    tries = max(1, min(GREEDY_DRAWS, GREEDY_BUDGET // (count * count * rounds * restarts)))
    greedy = [_greedy(count, rounds, rng, restarts, often=k % 2 == 1) for k in range(tries)]
    ranked = sorted(greedy, key=_all_repeats)
    met = [[0] * count for _ in range(count)]
    floor = least_repeats(sizes, rounds)
    larger = larger_tables(sizes)
    found, least = ranked[0], _all_repeats(ranked[0])
    ties = [found]  # the draws found with ``least`` repeated pairs
    ends: set[int] = set()  # the repeated pairs each run ended with
    work = TABU_RUN_WORK * min(count, TABU_PLAYERS) // count
    for run in range(TABU_RUNS):  # each from a greedy draw of its own, the best kept
        if least <= floor or (run >= TABU_IDLE_RUNS and ends == {least}):
            break  # the least there can be, or what every run ends with
        start = _greedy(count, rounds, rng, GREEDY_RESTARTS)
        tried = _tabu(count, start, met, work, floor, rng)
        ends.add(_all_repeats(tried))
        if _all_repeats(tried) < least:
            ties, least = [], _all_repeats(tried)
        if _all_repeats(tried) == least:
            ties.append(tried)
    # of those, the one whose larger seats rotate best
    found = min(ties, key=lambda tied: _rotation_cost(_rotated(tied, larger), larger))
    if any(larger):  # a draw whose larger seats rotate, where it costs no repeated pair
        rotating = _rotating_greedy(count, rounds, rng, GREEDY_RESTARTS)
        rotating = _tabu(count, rotating, met, ROTATING_WORK, floor, rng, larger)
        if _all_repeats(rotating) <= least:
            found = rotating
    return _polished(count, found, rng)


def clear_seatings() -> None:
    """Forget the searches :func:`draw` kept (each size's is the same every
    time; kept so that a second draw of a size is quick)."""
    _seating.cache_clear()


def _polished(count: int, drawn: Seating, rng: random.Random) -> Seating:
    """``drawn`` annealed for the rotation and evenness (adding no repeated
    pair), its rounds in the order that rotates the larger seats best."""
    larger = larger_tables(table_sizes(count))
    met = [[0] * count for _ in range(count)]
    search = _Search(count, larger, drawn, met, [0] * count, rng)
    search.anneal(DRAW_STEPS, POLISH_HOT, POLISH_COLD, (PAIR_LOCK, ROTATION_WEIGHT, EVEN_WEIGHT))
    return _rotated(search.best, larger)


def draw(players: Sequence[str], rounds: int, seed: int) -> list[Round]:
    """``rounds`` rounds of tables for ``players``: the search of
    :func:`_seating` for their number, the players drawn to its places by the
    seed; or, where it has fewer repeated pairs, the seed's :func:`greedy_draw`
    (polished). So it is never worse than that greedy draw, and its quality
    does not depend on the seed."""
    count = len(players)
    found = _seating(count, rounds)  # read only: kept for the next draw of this size
    rng = random.Random(seed)
    baseline = _greedy(count, rounds, rng, GREEDY_RESTARTS)
    if _all_repeats(baseline) < _all_repeats(found):
        return _named(_polished(count, baseline, rng), players)
    places = list(range(count))
    rng.shuffle(places)  # player i sits in place places[i]
    names = [""] * count
    for i, place in enumerate(places):
        names[place] = players[i]
    return _named(found, names)


def draw_round(
    players: Sequence[str],
    previous: Sequence[Sequence[Sequence[str]]],
    rng: random.Random,
    restarts: int = RESTARTS,
    kicks: int = KICKS,
) -> list[list[str]]:
    """The next round's tables for ``players`` after the ``previous`` rounds
    (whose players may differ: late arrivals, leavers), as :func:`draw` makes
    each round: the best of ``restarts`` greedy seatings, bettered by a tabu
    search (:data:`TABU_ROUND_WORK`) and annealed for ``kicks`` ×
    :data:`STEPS_PER_KICK` swaps; fewest repeated pairs first, then larger
    seats to those who had the fewest, then even meetings."""
    count = len(players)
    sizes = table_sizes(count)
    index = {name: i for i, name in enumerate(players)}
    met = [[0] * count for _ in range(count)]
    seats = [0] * count
    for tables in previous:
        larger = larger_tables([len(table) for table in tables])
        for table, big in zip(tables, larger, strict=True):
            seated = [index[name] for name in table if name in index]
            for a, b in combinations(seated, 2):
                met[a][b] += 1
                met[b][a] += 1
            if big:
                for p in seated:
                    seats[p] += 1
    start = _greedy_best(count, sizes, met, rng, restarts)
    before = sum(max(0, times - 1) for row in met for times in row) // 2
    tabu = _tabu(count, [start], met, TABU_ROUND_WORK, before, rng)
    steps = max(0, kicks) * STEPS_PER_KICK
    found = _search(count, larger_tables(sizes), [tabu], met, seats, steps, rng)
    return [[players[i] for i in table] for table in found[0]]


def draw_request(value: object) -> dict[str, object]:
    """``schreiber draw``: ``{"players": [...], "rounds": R, "seed": 7}`` in."""
    obj = as_object(value, "")
    reject_unknown(obj, {"players", "rounds", "seed"}, "")
    names = as_players(obj.get("players", []), "players", 0, MOST_PLAYERS)
    rounds = as_int(obj.get("rounds", 1), "rounds", 1, MOST_ROUNDS)
    seed = as_int(obj.get("seed", 0), "seed", -(2**63), 2**63 - 1)
    return {"rounds": draw(names, rounds, seed)}
