"""A laptop drawing a club night's round, for the test of two at once (run with
``sys.executable``).

Usage: ``python round_child.py URL NIGHT_ID ROUND LAPTOP``. Opens the store the
URL names, prints ``ready`` and waits for a line on standard input, so that both
laptops start together. Then it stores round ``ROUND`` of the night: two tables
titled ``laptop LAPTOP table N``. It prints ``stored: IDS``, or ``conflict: …``
with the store's message when another laptop stored the round first, or
``error: …`` with exit 1 on any other store failure.
"""

from __future__ import annotations

import sys

from schreiber.store.core import ConflictError, NightTable, StoreError
from schreiber.store.locate import open_store

EIGHT = ["Anna", "Ben", "Chie", "Daiki", "Emi", "Fumi", "Goro", "Hana"]


def main(argv: list[str]) -> int:
    url, night_id, round_no, laptop = argv
    store = open_store(url)
    try:
        tables = [
            NightTable(
                table_no=number,
                game="doppelkopf",
                title=f"laptop {laptop} table {number}",
                date="2026-05-08",
                players=players,
                first_dealer=players[0],
                rules={"preset": "standard", "options": {}},
            )
            for number, players in enumerate((EIGHT[::2], EIGHT[1::2]), start=1)
        ]
        print("ready", flush=True)
        sys.stdin.readline()
        try:
            ids = store.nights.add_round(int(night_id), int(round_no), tables)
        except ConflictError as error:
            print(f"conflict: {error}", flush=True)
            return 0
        print(f"stored: {' '.join(str(i) for i in ids)}", flush=True)
    except StoreError as error:
        print(f"error: {error}", flush=True)
        return 1
    finally:
        store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
