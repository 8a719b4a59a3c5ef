"""The window benchmark still drives the window the way the entry panel does.

Only that it runs and saves every deal is checked; how fast is for
``python -m benchmarks.bench_window`` (no timed assertions in tests).
"""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from benchmarks import bench_window


def test_the_window_benchmark_saves_and_repaints(qtbot: QtBot) -> None:
    save_ms, paint_ms = bench_window.measure(deals=30, repeat=3)
    assert save_ms > 0 and paint_ms > 0
