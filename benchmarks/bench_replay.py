"""Replay a 5,000-deal session, the most a session holds (budget: 125 ms) — run:
python -m benchmarks.bench_replay"""

from __future__ import annotations

import statistics
import time

from benchmarks.sessions import session, session_json
from schreiber.session.file import MAX_DEALS as DEALS

BUDGET_MS = 125.0  # 250 ms for 10,000 deals before the limit (issue 18)


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
    print(f"read and check a {DEALS:,}-deal session file: {parse_ms:.0f} ms (no budget)")


if __name__ == "__main__":
    main()
