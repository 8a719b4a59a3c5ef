"""Child process for the crash and two-process tests (run with ``sys.executable``).

Usage: ``python store_child.py DATABASE SESSION_ID COUNT TAG [--wait]``. Opens
the store and appends ``COUNT`` deals ``{"tag": TAG, "n": n}`` to the session,
printing ``saved N`` (flushed) after each ``add_deal`` has returned, i.e. after
the deal was committed. With ``--wait`` it prints ``ready`` once the store is
open and starts only when a line arrives on standard input, so that several
children write at the same time; it then also pauses 1 ms after each deal, so
that the writers take turns (a tight loop would re-take the lock before the
other's busy handler wakes up; real deals come seconds apart). A StoreError
is printed as ``error: ...`` with exit status 1.
"""

from __future__ import annotations

import sys
import time

from app.store import Store, StoreError


def main(argv: list[str]) -> int:
    database, session_id, count, tag, *flags = argv
    together = flags == ["--wait"]
    try:
        with Store(database) as store:
            if together:
                print("ready", flush=True)
                sys.stdin.readline()
            for n in range(int(count)):
                store.add_deal(int(session_id), {"tag": tag, "n": n, "note": "x" * (n % 50)})
                print(f"saved {n + 1}", flush=True)
                if together:
                    time.sleep(0.001)
    except StoreError as exc:
        print(f"error: {exc}", flush=True)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
