"""Replay a 5,000-deal session, the most a session holds (budget: 125 ms) — run:
python -m benchmarks.bench_replay"""

from __future__ import annotations

import statistics
import sys
import time
from types import FrameType

from benchmarks.sessions import session, session_json
from schreiber.session.file import MAX_DEALS as DEALS

BUDGET_MS = 125.0  # 250 ms for 10,000 deals before the limit (issue 18)
CALLS_AIM = 60  # Python calls per deal (issue 28, item 5)


def calls_per_deal(deals: int = 1000) -> float:
    """Python calls (``sys.setprofile``'s "call" events) per deal of a replay: the
    same count on every run and machine (tests/games/test_replay_calls.py keeps it)."""
    evening = session(deals)
    evening.replay()  # made once (caches, imports): not counted
    count = 0

    def profile(_frame: FrameType, event: str, _arg: object) -> None:
        nonlocal count
        if event == "call":
            count += 1

    sys.setprofile(profile)
    try:
        evening.replay()
    finally:
        sys.setprofile(None)
    return count / deals


def measure(repeat: int = 7) -> tuple[float, float]:
    evening = session(DEALS)
    raw = session_json(DEALS)
    replay_ms, parse_ms = [], []
    for _ in range(repeat):
        start = time.perf_counter()
        evening.replay()
        replay_ms.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        from schreiber.session.file import parse_session

        parse_session(raw)
        parse_ms.append((time.perf_counter() - start) * 1000)
    return statistics.median(replay_ms), statistics.median(parse_ms)


def main() -> None:
    replay_ms, parse_ms = measure()
    print(f"replay {DEALS:,} deals: {replay_ms:.0f} ms (budget {BUDGET_MS:.0f} ms)")
    print(f"Python calls per deal: {calls_per_deal():.1f} (aim <= {CALLS_AIM})")
    print(f"read and check a {DEALS:,}-deal session file: {parse_ms:.0f} ms (no budget)")


if __name__ == "__main__":
    main()
