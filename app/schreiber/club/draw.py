"""The seating draw of a club night (``schreiber draw``, records.md).

Tables are of 4, with tables of 5 where the number present is not a multiple of
4 (as few as possible); 6 or 7 players make one table, 11 make a 6 and a 5.

Across rounds the draw keeps the repeated pairs as few as it can: a pair of
players who meet for the k-th time (k ≥ 2) counts k − 1 (:func:`repeated_pairs`).
It starts from the greedy draw with restarts of the contract
(:func:`greedy_draw`: round by round, each player of a shuffled order joins the
open table where they have met the fewest, the best of several orders kept),
makes more greedy draws and a few round by round (each round's greedy seating
annealed after the rounds before), and anneals the best of them: swaps of two
players, or of two pairs, between tables of one round, anywhere in the draw,
for a fixed number of tries in all, keeping the best draw seen. So it is never
worse than that greedy draw, and usually better. Last, the rounds are put in
the order that rotates the seats best.

Among draws with as few repeated pairs, seats at the larger tables (the tables
of 5, or the 6 of 11 players) rotate: the search prefers draws where, after
every round, the players' counts of larger seats differ by at most one, so that
nobody sits at a larger table a second time while someone present in every
round so far has not (:func:`rotation_faults`). Then it prefers pairs meeting
evenly (three meetings of one pair are worse than two pairs meeting twice).

Everything is seeded by the request: the same players, rounds and seed give the
same draw, in any process, on any machine; the search is bounded by a count of
tries, not by time.
"""

from __future__ import annotations

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
DRAW_STEPS: Final = 100_000
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
ROTATION_WEIGHT: Final = 0.04
EVEN_WEIGHT: Final = 0.015
"""What the annealing makes of one unit of the rotation's and the evenness'
measures, in repeated pairs (the best draw kept is chosen strictly by repeated
pairs first, then rotation, then evenness)."""
RUNS: Final = 4
"""Annealings of a whole draw, each from a greedy draw of its own."""
ROUND_STEPS: Final = 2_000
ROUND_STARTS: Final = 6
ROUND_BUDGET: Final = 32_000
"""Round-by-round draws among the starts (at most, and fewer for many rounds:
their swaps in all bounded), and the swaps each tries per round."""
START_RESTARTS: Final = 60
"""Shuffled orders per round of the other greedy draws."""
GREEDY_DRAWS: Final = 40
GREEDY_BUDGET: Final = 3_000_000
"""Greedy draws made to choose the :data:`RUNS` best to anneal from: at most
this many, and fewer for large nights (orders × players² × rounds bounded)."""
PAIR_MOVES: Final = 0.2
"""How often a try swaps two players with two beside them at once (what keeps
a pair together, as the fewest repeats sometimes need)."""
FOCUS: Final = 0.7
"""How often a player who meets nobody again at their table is drawn anew."""
COOL_EVERY: Final = 128
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
                where[a], where[b] = tb, ta
                if crossing:
                    for s in range(r, rounds):
                        seats_up[s] += 1
                        seats_down[s] -= 1
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
            up, down = (b, a) if larger[ta] else (a, b)
            for s in range(r, len(self.tables)):
                self.after[up][s] += 1
                self.after[down][s] -= 1
        return delta, d_spread


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


def _rotated(drawn: Seating, larger: Sequence[bool]) -> Seating:
    """``drawn`` with its rounds in the order that rotates the larger seats best
    (the repeated pairs do not depend on the order): swaps of two rounds while
    one lowers the rotation's faults, then the spread of the seats."""
    order = list(drawn)

    def cost(rounds: Sequence[list[list[int]]]) -> tuple[int, int]:
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

    best = cost(order)
    better = True
    while better and best[0]:
        better = False
        for i, j in combinations(range(len(order)), 2):
            order[i], order[j] = order[j], order[i]
            tried = cost(order)
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


def _round_by_round(count: int, rounds: int, rng: random.Random, restarts: int) -> Seating:
    """A draw made as a running night makes it: each round the best greedy
    seating after the rounds before, annealed for :data:`ROUND_STEPS` swaps."""
    sizes = table_sizes(count)
    larger = larger_tables(sizes)
    met = [[0] * count for _ in range(count)]
    seats = [0] * count
    drawn: Seating = []
    for _ in range(rounds):
        start = _greedy_best(count, sizes, met, rng, restarts)
        tables = _search(count, larger, [[start]], met, seats, ROUND_STEPS, rng)[0]
        _meet(tables, met)
        for table, big in zip(tables, larger, strict=True):
            if big:
                for p in table:
                    seats[p] += 1
        drawn.append(tables)
    return drawn


def draw(players: Sequence[str], rounds: int, seed: int) -> list[Round]:
    """``rounds`` rounds of tables for ``players``: the best of several greedy
    draws (the first is :func:`greedy_draw` of the same seed) bettered by
    annealing."""
    count = len(players)
    sizes = table_sizes(count)
    rng = random.Random(seed)
    restarts = max(1, min(START_RESTARTS, 4 * GREEDY_WORK // (count * count)))
    tries = max(RUNS, min(GREEDY_DRAWS, GREEDY_BUDGET // (count * count * rounds * restarts)))
    greedy = [_greedy(count, rounds, rng, GREEDY_RESTARTS)]  # the baseline, first on a tie
    greedy += [_greedy(count, rounds, rng, restarts, often=k % 2 == 1) for k in range(1, tries)]
    by_rounds = max(1, min(ROUND_STARTS, ROUND_BUDGET // (rounds * ROUND_STEPS)))
    greedy += [_round_by_round(count, rounds, rng, restarts) for _ in range(by_rounds)]
    tries += by_rounds
    ranked = sorted(range(tries), key=lambda k: (_all_repeats(greedy[k]), k))
    starts = [greedy[k] for k in ranked[:RUNS]]
    met = [[0] * count for _ in range(count)]
    larger = larger_tables(sizes)
    found = _search(count, larger, starts, met, [0] * count, DRAW_STEPS, rng)
    return _named(_rotated(found, larger), players)


def draw_round(
    players: Sequence[str],
    previous: Sequence[Sequence[Sequence[str]]],
    rng: random.Random,
    restarts: int = RESTARTS,
    kicks: int = KICKS,
) -> list[list[str]]:
    """The next round's tables for ``players`` after the ``previous`` rounds
    (whose players may differ: late arrivals, leavers), as :func:`draw` makes
    each round: the best of ``restarts`` greedy seatings, annealed for ``kicks``
    × :data:`STEPS_PER_KICK` swaps; fewest repeated pairs first, then larger
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
    steps = max(0, kicks) * STEPS_PER_KICK
    found = _search(count, larger_tables(sizes), [[start]], met, seats, steps, rng)
    return [[players[i] for i in table] for table in found[0]]


def draw_request(value: object) -> dict[str, object]:
    """``schreiber draw``: ``{"players": [...], "rounds": R, "seed": 7}`` in."""
    obj = as_object(value, "")
    reject_unknown(obj, {"players", "rounds", "seed"}, "")
    names = as_players(obj.get("players", []), "players", 0, MOST_PLAYERS)
    rounds = as_int(obj.get("rounds", 1), "rounds", 1, MOST_ROUNDS)
    seed = as_int(obj.get("seed", 0), "seed", -(2**63), 2**63 - 1)
    return {"rounds": draw(names, rounds, seed)}
