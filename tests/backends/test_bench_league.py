"""The league benchmark runs (small sizes, both engines); its figures are not asserted."""

from __future__ import annotations

from benchmarks import bench_league


def test_the_league_is_timed(database_url: str) -> None:
    figures = bench_league.measure(database_url, repeat=2, seasons=2, nights=2)
    assert set(figures) == {"pandas", "first", "season", "all", "fold_season", "fold_all", "night"}
    assert all(value > 0 for value in figures.values())
