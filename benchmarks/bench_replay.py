"""Replay a 10,000-deal session (budget: 250 ms) — run: python -m benchmarks.bench_replay"""

from __future__ import annotations

import statistics
import time

from benchmarks.sessions import session, session_json

BUDGET_MS = 250.0


def measure(repeat: int = 7) -> tuple[float, float]:
    evening = session(10_000)
    raw = session_json(10_000)
    replay_ms, parse_ms = [], []
    for _ in range(repeat):
        start = time.perf_counter()
        evening.replay()
        replay_ms.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        from app.session.file import parse_session

        parse_session(raw)
        parse_ms.append((time.perf_counter() - start) * 1000)
    return statistics.median(replay_ms), statistics.median(parse_ms)


def main() -> None:
    replay_ms, parse_ms = measure()
    print(f"replay 10,000 deals: {replay_ms:.0f} ms (budget {BUDGET_MS:.0f} ms)")
    print(f"read and check a 10,000-deal session file: {parse_ms:.0f} ms (no budget)")


if __name__ == "__main__":
    main()
