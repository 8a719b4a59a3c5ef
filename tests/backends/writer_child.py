"""A writer process for the many-writers tests (run with ``sys.executable``).

Usage: ``python writer_child.py URL SESSION_ID COUNT SEED``. Opens the store the
URL names, prints ``ready`` and waits for a line on standard input, so that all
writers start together. Then it tries ``COUNT`` Doppelkopf deals, each with a Re
pair drawn from the players (seeded), through the session service as the window
does, looking for others' changes first as the window's timer does. It prints
``saved ID`` after a deal was committed, ``refused`` when the deal does not fit
the evening as stored (a player sitting out in the Re party), and ``error: …``
with exit 1 on a store failure.
"""

from __future__ import annotations

import random
import sys

from schreiber.games.errors import RecordError
from schreiber.session.service import SessionService
from schreiber.store.core import StoreError
from schreiber.store.locate import open_store


def main(argv: list[str]) -> int:
    url, session_id, count, seed = argv
    chance = random.Random(int(seed))
    store = open_store(url)
    try:
        service = SessionService(store, int(session_id))
        players = list(service.session.players)
        print("ready", flush=True)
        sys.stdin.readline()
        for _ in range(int(count)):
            service.refresh()
            re = chance.sample(players, 2)
            record = {"type": "normal", "re": re, "re_points": chance.randint(0, 240)}
            try:
                service.add_deal(record)
            except RecordError:
                print("refused", flush=True)
                continue
            print(f"saved {service.deal_ids[-1]}", flush=True)
    except StoreError as error:
        print(f"error: {error}", flush=True)
        return 1
    finally:
        store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
