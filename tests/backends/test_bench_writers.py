"""The many-writers benchmark runs (small sizes, both engines); its figures are not asserted."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from benchmarks import bench_writers


def test_saves_are_timed(database_url: str) -> None:
    timings = bench_writers.save_ms(database_url, existing=20, repeat=5)
    assert len(timings) == 5 and all(t > 0 for t in timings)


def test_a_write_elsewhere_reaches_the_window(qtbot: QtBot, database_url: str) -> None:
    timings = bench_writers.live_ms(database_url, repeat=2)
    assert len(timings) == 2 and all(t > 0 for t in timings)


def test_concurrent_writers_lose_nothing(database_url: str) -> None:
    # Each writer tries random card points, some of which cannot happen (rules
    # §13.6) and are refused; every deal acknowledged is stored (checked inside).
    rate, saved, errors = bench_writers.concurrent(database_url, writers=3, total=30)
    assert errors == 0 and 20 < saved <= 30 and rate > 0
