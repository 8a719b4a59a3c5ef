"""Benchmark: the league table from the database (budget: 500 ms), and a club
night's standing after a table's deal is saved (budget: 300 ms).

Run ``python -m benchmarks.bench_league`` (``--database URL`` for a PostgreSQL
server; default a temporary SQLite file). The database gets a club's five
seasons: 5 seasons × 50 nights × 4 tables × 24 Doppelkopf deals (24,000 deals,
1,000 sessions), each table a session of its club night. Then it times:

* the league of one season and of all five together, from the database, as the
  window asks for it: every session's summary current (a saved deal keeps its
  session's summary up to date the next time the league is read). The first
  read after the sessions were stored makes every summary from a replay; that
  is timed too, for comparison only;
* a club night's standing after one table's deal is saved: only that table is
  replayed again;
* the same standings by the plain Python fold (``schreiber.club.league.league`` of
  each session's evening, the tests' oracle) from the same summaries, timed in the
  same run: the frame's league should be no slower (ratio ≤ 1.0×).

pandas is imported before the timing (once per process, timed separately).
Prints each figure against its budget; exits with status 1 when one is over.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from schreiber.club.league import league
from schreiber.club.season import league_table, night_standing, season_ranking, summaries
from schreiber.store.core import StoreCore
from schreiber.store.locate import open_store

LEAGUE_BUDGET_MS = 500.0
NIGHT_BUDGET_MS = 300.0
SEASONS = 5
NIGHTS = 50
TABLES = 4
DEALS = 24
MEMBERS = tuple(f"Member {n:02d}" for n in range(1, 25))


def record(chance: random.Random, table: list[str]) -> dict[str, object]:
    """A Doppelkopf deal at a table of four: mostly normal games, a solo now and then."""
    if chance.random() < 0.1:
        return {
            "type": "solo_queen",
            "re": [chance.choice(table)],
            "re_points": chance.randint(40, 200),
            "announcements": {"re": ["re"], "kontra": []},
        }
    return {
        "type": "normal",
        "re": chance.sample(table, 2),
        "re_points": chance.randint(30, 210),
        "announcements": {"re": ["re"] if chance.random() < 0.3 else [], "kontra": []},
    }


def fill(store: StoreCore, seasons: int = SEASONS, nights: int = NIGHTS) -> list[int]:
    """The club's seasons; returns the season ids (night ids are in the store)."""
    chance = random.Random(19)
    season_ids = []
    for season in range(seasons):
        year = 2021 + season
        season_id = store.seasons.create_season(f"{year}", f"{year}-01-01", f"{year}-12-31")
        season_ids.append(season_id)
        for night in range(nights):
            date = f"{year}-{1 + night // 5:02d}-{1 + 2 * (night % 5):02d}"
            present = chance.sample(MEMBERS, TABLES * 4)
            night_id = store.nights.create_night(date, f"Club night {night + 1}", present, night)
            for table in range(TABLES):
                players = present[4 * table : 4 * table + 4]
                store.sessions.create_session(
                    "doppelkopf",
                    f"Table {table + 1}",
                    date,
                    players,
                    players[0],
                    {"preset": "standard", "options": {}},
                    [record(chance, players) for _ in range(DEALS)],
                    night_id=night_id,
                    table_no=table + 1,
                    round_no=1,
                )
    return season_ids


def timed(call: Callable[[], object], repeat: int) -> list[float]:
    timings = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        timings.append((time.perf_counter() - start) * 1000)
    return timings


def paired(
    first: Callable[[], object], second: Callable[[], object], repeat: int
) -> tuple[list[float], list[float]]:
    """Milliseconds of each call, the two taking turns (a machine that slows down
    slows both)."""
    one: list[float] = []
    two: list[float] = []
    for _ in range(repeat):
        one.extend(timed(first, 1))
        two.extend(timed(second, 1))
    return one, two


def fold(store: StoreCore, season_id: int | None) -> object:
    """The standings by the plain Python fold from the same one query's summaries."""
    ranking = season_ranking(store, season_id)
    return league(ranking, [item.evening for item in summaries(store, season_id=season_id)])


def measure(
    database: str | None = None, repeat: int = 5, seasons: int = SEASONS, nights: int = NIGHTS
) -> dict[str, float]:
    """Milliseconds: ``pandas`` (its import), ``first`` (every summary made),
    ``season`` and ``all`` (medians of the league read through the frame),
    ``fold_season`` and ``fold_all`` (the same by the plain fold), ``night`` (median
    of a night's standing after one of its tables got a deal)."""
    with tempfile.TemporaryDirectory() as folder:
        url = database or f"sqlite://{Path(folder) / 'club.sqlite3'}"
        store = open_store(url)
        try:
            season_ids = fill(store, seasons, nights)
            start = time.perf_counter()
            import pandas  # noqa: F401  (the window has it loaded once the league shows)

            figures = {"pandas": (time.perf_counter() - start) * 1000}
            start = time.perf_counter()
            league_table(store, None)
            figures["first"] = (time.perf_counter() - start) * 1000
            last = season_ids[-1]
            assert league_table(store, None) == fold(store, None)
            for key, season_id in (("season", last), ("all", None)):
                frame_times, fold_times = paired(
                    partial(league_table, store, season_id),
                    partial(fold, store, season_id),
                    2 * repeat + 1,
                )
                figures[key] = statistics.median(frame_times)
                figures["fold_" + key] = statistics.median(fold_times)
            night = store.nights.all(last)[0]
            tables = store.nights.sessions_of_night(night.id)
            chance = random.Random(7)
            night_timings = []
            for n in range(repeat):
                table = tables[n % len(tables)]
                store.sessions.add_deal(table.id, record(chance, list(table.players)))
                start = time.perf_counter()
                night_standing(store, night.id)
                night_timings.append((time.perf_counter() - start) * 1000)
            figures["night"] = statistics.median(night_timings)
        finally:
            store.close()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--database", help="a database URL (default: a temporary SQLite file)")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    figures = measure(args.database, args.repeat)
    deals = SEASONS * NIGHTS * TABLES * DEALS
    print(
        f"{SEASONS} seasons × {NIGHTS} nights × {TABLES} tables × {DEALS} deals = {deals:,} deals"
    )
    print(
        f"league table of one season: {figures['season']:.0f} ms (budget {LEAGUE_BUDGET_MS:.0f} ms)"
    )
    print(
        f"league table of all seasons: {figures['all']:.0f} ms (budget {LEAGUE_BUDGET_MS:.0f} ms)"
    )
    for key, what in (("season", "one season"), ("all", "all seasons")):
        print(
            f"  the plain fold, {what}: {figures['fold_' + key]:.0f} ms;"
            f" frame ÷ fold {figures[key] / figures['fold_' + key]:.2f}× (aim ≤ 1.0×)"
        )
    print(
        f"a night's standing after a table's deal: {figures['night']:.0f} ms"
        f" (budget {NIGHT_BUDGET_MS:.0f} ms)"
    )
    print(
        f"  for comparison: the first read, every summary made from a replay,"
        f" {figures['first']:.0f} ms; importing pandas {figures['pandas']:.0f} ms"
    )
    over = (
        max(figures["season"], figures["all"]) > LEAGUE_BUDGET_MS
        or figures["night"] > NIGHT_BUDGET_MS
    )
    if over:
        print("OVER BUDGET")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
