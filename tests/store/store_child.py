"""Child process for the crash, many-writer and fault tests (run with ``sys.executable``).

``python store_child.py DATABASE SESSION_ID COUNT TAG [--wait]`` opens the store
as writer ``TAG`` and appends ``COUNT`` deals ``{"tag": TAG, "n": n}`` to the
session, printing ``saved N id I`` (flushed) after each ``add_deal`` has
returned, i.e. after the deal was committed: ``N`` counts the deals saved, ``I``
is the id the store gave the deal. With ``--wait`` it prints ``ready`` once the
store is open and starts only when a line arrives on standard input, so that
several children write at the same time; it then also pauses 1 ms after each
deal, so that the writers take turns (a tight loop would re-take the lock
before the other's busy handler wakes up; real deals come seconds apart).

``python store_child.py DATABASE SESSION_ID --edit DEAL_ID REVISION TAG`` opens
the store, prints ``ready``, waits for a line on standard input and then
replaces deal ``DEAL_ID`` at ``REVISION`` by ``{"tag": TAG}``: it prints
``saved revision R`` on success and ``conflict: ...`` (exit status 3) on a
:class:`ConflictError`.

``python store_child.py DATABASE SESSION_ID --wal-gone COUNT`` saves ``COUNT``
deals, deletes the database's ``-wal`` file, saves ``COUNT`` more and ends with
``os._exit(0)``, as a crash would: no close, no checkpoint. Each deal is printed
as above (a refused one as ``error: ...``, and the child goes on).

``python store_child.py DATABASE --recover`` opens the store, deletes the
database file, prints ``ready`` and calls :meth:`Store.heal`, which writes the
file again; then prints ``healed`` and waits for standard input to close (the
parent kills it at some moment of this).

A StoreError is printed as ``error: ...`` with exit status 1.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from schreiber.store import ConflictError, Store, StoreError


def add(database: str, session_id: int, count: int, tag: str, together: bool) -> int:
    with Store(database, writer=tag) as store:
        if together:
            print("ready", flush=True)
            sys.stdin.readline()
        for n in range(count):
            saved = store.sessions.add_deal(
                session_id, {"tag": tag, "n": n, "note": "x" * (n % 50)}
            )
            print(f"saved {n + 1} id {saved.id}", flush=True)
            if together:
                time.sleep(0.001)
    return 0


def edit(database: str, session_id: int, deal_id: int, revision: int, tag: str) -> int:
    with Store(database, writer=tag) as store:
        print("ready", flush=True)
        sys.stdin.readline()
        try:
            saved = store.sessions.replace_deal(session_id, deal_id, {"tag": tag}, revision)
        except ConflictError as exc:
            print(f"conflict: {exc}", flush=True)
            return 3
        print(f"saved revision {saved.revision}", flush=True)
    return 0


def wal_gone(database: str, session_id: int, count: int) -> int:
    store = Store(database, writer="wal")
    saved = 0
    for n in range(2 * count):
        if n == count:
            Path(f"{database}-wal").unlink()
        try:
            deal = store.sessions.add_deal(session_id, {"tag": "wal", "n": n})
        except StoreError as exc:
            print(f"error: {exc}", flush=True)
            continue
        saved += 1
        print(f"saved {saved} id {deal.id}", flush=True)
    os._exit(0)  # a crash: the connection is neither checkpointed nor closed


def recover(database: str) -> int:
    store = Store(database, writer="recover")
    Path(database).unlink()
    print("ready", flush=True)
    store.heal()
    print("healed", flush=True)
    sys.stdin.read()
    store.close()
    return 0


def main(argv: list[str]) -> int:
    try:
        if argv[1:2] == ["--recover"]:
            return recover(argv[0])
        database, session_id, *rest = argv
        if rest[0] == "--edit":
            deal_id, revision, tag = rest[1:]
            return edit(database, int(session_id), int(deal_id), int(revision), tag)
        if rest[0] == "--wal-gone":
            return wal_gone(database, int(session_id), int(rest[1]))
        count, tag, *flags = rest
        return add(database, int(session_id), int(count), tag, flags == ["--wait"])
    except StoreError as exc:
        print(f"error: {exc}", flush=True)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
