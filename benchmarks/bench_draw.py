"""Benchmark: the club night's draw of 40 players in 8 rounds (budget: 2 s).

Run ``python -m benchmarks.bench_draw``. The draw's search is bounded by a count
of swaps, not by time, so its result does not depend on the machine; this
checks that the count stays well within the contract's 2 s. It times 40 players
(tables of 4) and 39 (three tables of 5, whose seats rotate, the slowest case),
prints the slowest of the runs as CPU time and wall time, the repeated pairs
beside those of the greedy draw with restarts, and exits with status 1 when a
time is over the budget.

``--grid K`` instead compares, for 8–40 players and 3–8 rounds (the wider
sweep of the test's 8–33 and 3–6), the draw's repeated pairs with the best of K
seeds of the greedy draw with restarts (and its CPU time), and exits with
status 1 where the draw has more. Each size is searched afresh (the draw keeps
the last sizes' searches, which a timing must not see).
"""

from __future__ import annotations

import argparse
import sys
import time

from schreiber.club.draw import clear_seatings, draw, greedy_draw, repeated_pairs

BUDGET_MS = 2000.0
ROUNDS = 8


def measure(count: int, repeat: int) -> tuple[float, float, int, int]:
    """Slowest CPU and wall milliseconds over ``repeat`` seeds; repeated pairs of
    the last draw and of its greedy baseline."""
    players = [f"Member {n:02d}" for n in range(1, count + 1)]
    cpu = wall = 0.0
    repeats = greedy = 0
    for seed in range(repeat):
        clear_seatings()
        start_cpu, start_wall = time.process_time(), time.perf_counter()
        result = draw(players, ROUNDS, seed)
        cpu = max(cpu, (time.process_time() - start_cpu) * 1000)
        wall = max(wall, (time.perf_counter() - start_wall) * 1000)
        repeats = repeated_pairs(result)
        greedy = repeated_pairs(greedy_draw(players, ROUNDS, seed))
    return cpu, wall, repeats, greedy


def grid(seeds: int) -> int:
    """The draw against the best of ``seeds`` greedy draws for every size."""
    worse = 0
    slowest = 0.0
    for count in range(8, 41):
        row = []
        for rounds in range(3, 9):
            players = [f"Member {n:02d}" for n in range(1, count + 1)]
            clear_seatings()
            start = time.process_time()
            ours = repeated_pairs(draw(players, rounds, 1))
            slowest = max(slowest, time.process_time() - start)
            best = min(repeated_pairs(greedy_draw(players, rounds, s)) for s in range(seeds))
            worse += ours > best
            row.append(f"{rounds}: {ours:3d} vs {best:3d}{' !' if ours > best else '  '}")
        print(f"{count:2d} players, rounds " + "   ".join(row))
    print(f"draw worse than the best greedy in {worse} cases; slowest {slowest:.2f} s CPU")
    return 1 if worse else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--repeat", type=int, default=3, help="seeds timed per size")
    parser.add_argument("--grid", type=int, default=0, help="greedy seeds per size (compare)")
    args = parser.parse_args(argv)
    if args.grid:
        return grid(args.grid)
    over = False
    for count in (40, 39):
        cpu, wall, repeats, greedy = measure(count, args.repeat)
        print(
            f"draw, {count} players × {ROUNDS} rounds: {cpu:.0f} ms CPU, {wall:.0f} ms wall "
            f"(budget {BUDGET_MS:.0f} ms); repeated pairs {repeats} (greedy {greedy})"
        )
        over = over or max(cpu, wall) > BUDGET_MS
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
