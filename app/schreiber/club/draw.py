"""The seating draw of a club night (``schreiber draw``, records.md).

Tables are of 4, with tables of 5 where the number present is not a multiple of
4 (as few as possible); 6 or 7 players make one table, 11 make a 5 and a 6.
Across rounds the draw keeps the pairs who meet again as few as it can: each
round starts from a greedy seating (every player, in a seeded order, joins the
open table where they have met the fewest), which seeded random restarts then
try to better by swapping players between tables. The whole draw is also made
purely greedily and the better of the two is kept, so the result is never worse
than a greedy draw. The same players, rounds and seed give the same draw.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations
from typing import Final

from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.fields import as_int, as_object, as_players, reject_unknown

MOST_PLAYERS: Final = 200
MOST_ROUNDS: Final = 20
RESTARTS: Final = 6
"""Random starts per round tried after the greedy one."""
KICKS: Final = 40
"""Random shake-ups of the whole draw, each followed by a descent (see _polish)."""

TOO_FEW = QT_TRANSLATE_NOOP("RecordError", "a draw needs at least 4 players (got {count})")

Round = list[list[str]]
Meetings = dict[tuple[int, int], int]


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


def _pair(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


def _cost(tables: Sequence[Sequence[int]], met: Meetings) -> int:
    return sum(met.get(_pair(a, b), 0) for table in tables for a, b in combinations(table, 2))


def _greedy(order: Sequence[int], sizes: Sequence[int], met: Meetings) -> list[list[int]]:
    tables: list[list[int]] = [[] for _ in sizes]
    for player in order:
        best, best_cost = -1, 0
        for index, table in enumerate(tables):
            if len(table) >= sizes[index]:
                continue
            cost = sum(met.get(_pair(player, other), 0) for other in table)
            if best < 0 or cost < best_cost:
                best, best_cost = index, cost
        tables[best].append(player)
    return tables


def _improve(tables: list[list[int]], met: Meetings) -> list[list[int]]:
    """Swap players between tables while a swap lowers the meetings again."""
    if len(tables) < 2:
        return tables

    def with_others(player: int, table: Sequence[int], skip: int) -> int:
        return sum(met.get(_pair(player, o), 0) for o in table if o != skip and o != player)

    better = True
    while better:
        better = False
        for t, u in combinations(range(len(tables)), 2):
            for i, a in enumerate(tables[t]):
                for j, b in enumerate(tables[u]):
                    before = with_others(a, tables[t], a) + with_others(b, tables[u], b)
                    after = with_others(b, tables[t], a) + with_others(a, tables[u], b)
                    if after < before:
                        tables[t][i], tables[u][j] = b, a
                        a = b
                        better = True
    return tables


def _meet(tables: Sequence[Sequence[int]], met: Meetings) -> None:
    for table in tables:
        for a, b in combinations(table, 2):
            key = _pair(a, b)
            met[key] = met.get(key, 0) + 1


def _draw(count: int, rounds: int, seed: int, search: bool) -> tuple[list[list[list[int]]], int]:
    rng = random.Random(seed)
    sizes = table_sizes(count)
    met: Meetings = {}
    drawn: list[list[list[int]]] = []
    for _ in range(rounds):
        if search:
            best = _search_round(count, sizes, met, rng, RESTARTS, 0)
        else:
            order = list(range(count))
            rng.shuffle(order)
            best = _greedy(order, sizes, met)
        _meet(best, met)
        drawn.append(best)
    if search:
        drawn = _polish(drawn, rng)
    met = {}
    for tables in drawn:
        _meet(tables, met)
    return drawn, _total(met)


def _search_round(
    count: int, sizes: Sequence[int], met: Meetings, rng: random.Random, restarts: int, kicks: int
) -> list[list[int]]:
    """One round with few meetings again: the greedy seating of a seeded order,
    bettered by swaps, then ``restarts`` random seatings and ``kicks`` random
    shake-ups of the best, each bettered by swaps; the best found."""
    order = list(range(count))
    rng.shuffle(order)
    best = _improve(_greedy(order, sizes, met), met)
    best_cost = _cost(best, met)
    for _ in range(restarts):
        if best_cost == 0:
            break
        rng.shuffle(order)
        start = [order[sum(sizes[:k]) : sum(sizes[: k + 1])] for k in range(len(sizes))]
        tried = _improve(start, met)
        cost = _cost(tried, met)
        if cost < best_cost:
            best, best_cost = tried, cost
    for _ in range(kicks if len(sizes) > 1 else 0):
        if best_cost == 0:
            break
        tried = [list(table) for table in best]
        for _ in range(2):
            t, u = rng.sample(range(len(tried)), 2)
            i, j = rng.randrange(len(tried[t])), rng.randrange(len(tried[u]))
            tried[t][i], tried[u][j] = tried[u][j], tried[t][i]
        tried = _improve(tried, met)
        cost = _cost(tried, met)
        if cost < best_cost:
            best, best_cost = tried, cost
    return best


def draw_round(
    players: Sequence[str],
    previous: Sequence[Sequence[Sequence[str]]],
    rng: random.Random,
    restarts: int = RESTARTS,
    kicks: int = KICKS,
) -> list[list[str]]:
    """The next round's tables for ``players``, meeting again as few as it can
    after the ``previous`` rounds (whose players may differ: late arrivals, leavers)."""
    index = {name: i for i, name in enumerate(players)}
    met: Meetings = {}
    for tables in previous:
        _meet([[index[name] for name in table if name in index] for table in tables], met)
    best = _search_round(len(players), table_sizes(len(players)), met, rng, restarts, kicks)
    return [[players[i] for i in table] for table in best]


def _swap_delta(
    tables: Sequence[Sequence[int]], t: int, i: int, u: int, j: int, met: Meetings
) -> int:
    """Change of sum over pairs of C(meetings, 2) if the i-th of table t and the
    j-th of table u change places (one round's tables)."""
    a, b = tables[t][i], tables[u][j]
    delta = 0
    for x in tables[t]:
        if x != a:
            delta -= met[_pair(a, x)] - 1
            delta += met.get(_pair(b, x), 0)
    for y in tables[u]:
        if y != b:
            delta -= met[_pair(b, y)] - 1
            delta += met.get(_pair(a, y), 0)
    return delta


def _apply_swap(tables: list[list[int]], t: int, i: int, u: int, j: int, met: Meetings) -> None:
    a, b = tables[t][i], tables[u][j]
    for x in tables[t]:
        if x != a:
            met[_pair(a, x)] -= 1
            met[_pair(b, x)] = met.get(_pair(b, x), 0) + 1
    for y in tables[u]:
        if y != b:
            met[_pair(b, y)] -= 1
            met[_pair(a, y)] = met.get(_pair(a, y), 0) + 1
    tables[t][i], tables[u][j] = b, a


def _total(met: Meetings) -> int:
    return sum(m * (m - 1) // 2 for m in met.values())


def _descend(rounds: list[list[list[int]]], met: Meetings) -> None:
    better = True
    while better:
        better = False
        for tables in rounds:
            for t, u in combinations(range(len(tables)), 2):
                for i in range(len(tables[t])):
                    for j in range(len(tables[u])):
                        if _swap_delta(tables, t, i, u, j, met) < 0:
                            _apply_swap(tables, t, i, u, j, met)
                            better = True


def _polish(rounds: list[list[list[int]]], rng: random.Random) -> list[list[list[int]]]:
    """Lower the repeated meetings of the whole draw: swaps of two players within a
    round anywhere in the draw while one helps, then seeded random shake-ups, each
    descended again, keeping the best draw seen."""
    if not rounds or len(rounds[0]) < 2:
        return rounds
    met: Meetings = {}
    for tables in rounds:
        _meet(tables, met)
    _descend(rounds, met)
    best, best_cost = [[list(t) for t in tables] for tables in rounds], _total(met)
    for _ in range(KICKS):
        if best_cost == 0:
            break
        for _ in range(3):
            tables = rounds[rng.randrange(len(rounds))]
            t, u = rng.sample(range(len(tables)), 2)
            i, j = rng.randrange(len(tables[t])), rng.randrange(len(tables[u]))
            _apply_swap(tables, t, i, u, j, met)
        _descend(rounds, met)
        cost = _total(met)
        if cost < best_cost:
            best, best_cost = [[list(t) for t in tables] for tables in rounds], cost
    return best


def repeated_pairs(rounds: Sequence[Sequence[Sequence[str]]]) -> int:
    """How many times, over the whole draw, two players meet who had met before."""
    met: dict[tuple[str, str], int] = {}
    repeats = 0
    for tables in rounds:
        for table in tables:
            for a, b in combinations(sorted(table), 2):
                repeats += met.get((a, b), 0)
                met[(a, b)] = met.get((a, b), 0) + 1
    return repeats


def draw(players: Sequence[str], rounds: int, seed: int) -> list[Round]:
    """``rounds`` rounds of tables for ``players``."""
    searched, searched_repeats = _draw(len(players), rounds, seed, search=True)
    greedy, greedy_repeats = _draw(len(players), rounds, seed, search=False)
    chosen = searched if searched_repeats <= greedy_repeats else greedy
    return [[[players[i] for i in table] for table in tables] for tables in chosen]


def greedy_draw(players: Sequence[str], rounds: int, seed: int) -> list[Round]:
    """The plain greedy draw the chosen one is never worse than."""
    greedy, _ = _draw(len(players), rounds, seed, search=False)
    return [[[players[i] for i in table] for table in tables] for tables in greedy]


def draw_request(value: object) -> dict[str, object]:
    """``schreiber draw``: ``{"players": [...], "rounds": R, "seed": 7}`` in."""
    obj = as_object(value, "")
    reject_unknown(obj, {"players", "rounds", "seed"}, "")
    names = as_players(obj.get("players", []), "players", 0, MOST_PLAYERS)
    rounds = as_int(obj.get("rounds", 1), "rounds", 1, MOST_ROUNDS)
    seed = as_int(obj.get("seed", 0), "seed", -(2**63), 2**63 - 1)
    return {"rounds": draw(names, rounds, seed)}
