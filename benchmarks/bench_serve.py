"""Benchmarks of the table's phones (issue 29): how soon a save shows on a phone,
and whether 50 phones slow the table's entry down.

Run ``python -m benchmarks.bench_serve`` (Debian's ``chromium`` and
``chromium-driver`` for the first figure; ``--postgres`` adds PostgreSQL, with
its server programs installed).

- **a save to the change on the page** (aim ≤ 1 s, typical ≤ 300 ms): the
  phones' server shows a session in headless chromium; a deal is saved (the
  session service, as the window saves it) and the page notes when its sheet
  changed (a ``MutationObserver``, ``Date.now()``: the same clock as
  ``time.time()`` here). Median and slowest of 20.
- **entry with 50 phones connected**: the time of each checked save (the
  window's entry: ``SessionService.add_deal``) on a session of 200 deals, with
  no server, with the server and no phone, and with the server and 50 phones
  holding the live stream open (each reading every change as it comes); the
  median and the 90th percentile of 60 saves, and how long the 50 phones took
  to all have each change.
"""

from __future__ import annotations

import argparse
import http.client
import socket
import statistics
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from functools import partial
from pathlib import Path
from typing import Any

from schreiber.serve.server import PhoneServer, Target
from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.locate import open_store

PLAYERS = ["Anna", "Ben", "Chie", "Daiki"]
LIVE_AIM_MS = 1000.0
TYPICAL_MS = 300.0
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
WATCH = """
window.changes = [];
new MutationObserver(function () {
  window.changes.push([Date.now(), document.querySelectorAll('#deals tr.deal').length]);
}).observe(document.getElementById('deals'), {childList: true, subtree: true});
"""


def evening(deals: int) -> dict[str, object]:
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": "Benchmark",
        "date": "2026-11-20",
        "players": PLAYERS,
        "first_dealer": "Anna",
        "rules": {"preset": "standard", "options": {}},
        "deals": [deal(n) for n in range(deals)],
    }


def deal(n: int) -> dict[str, object]:
    return {"type": "normal", "re": [PLAYERS[n % 4], PLAYERS[(n + 1) % 4]], "re_points": 121}


@contextmanager
def serving(url: str, session_id: int) -> Iterator[PhoneServer]:
    server = PhoneServer(
        lambda: open_store(url, writer="phones"), Target("session", session_id), bind="127.0.0.1"
    )
    server.start()
    try:
        yield server
    finally:
        server.stop()


def chromium() -> Any:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)


def page_ms(url: str, repeat: int = 20) -> list[float]:
    """From a save to the page's change, each time (milliseconds)."""
    with open_store(url, writer="laptop") as store:
        session_id = create_session(store, parse_session(evening(40)))
        service = SessionService(store, session_id)
        with serving(url, session_id) as server:
            driver = chromium()
            try:
                driver.get(server.url)
                wait(lambda: driver.execute_script("return document.body.dataset.version"))
                driver.execute_script(WATCH)
                timings = []
                for n in range(repeat):
                    rows = 40 + n + 1
                    service.add_deal(deal(40 + n))
                    saved = time.time() * 1000
                    shown = wait(partial(seen, driver, rows))
                    timings.append(shown - saved)
            finally:
                driver.quit()
    return timings


def seen(driver: Any, rows: int) -> float | None:
    """When the page first showed ``rows`` deals (epoch milliseconds), if it has."""
    changes: list[list[float]] = driver.execute_script("return window.changes")
    return next((at for at, count in changes if count == rows), None)


def wait(condition: Callable[[], Any], within: float = 30.0) -> Any:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.005)
    raise TimeoutError("the page did not change")


class Phone(threading.Thread):
    """One phone holding the live stream open, noting when each change arrived."""

    def __init__(self, server: PhoneServer) -> None:
        super().__init__(daemon=True)
        self.conn = http.client.HTTPConnection(server.bind, server.port, timeout=60)
        self.conn.request("GET", f"/{server.token}/events")
        self.answer = self.conn.getresponse()
        assert self.answer.status == 200
        self.arrived: list[float] = []
        self.ready = threading.Event()

    def run(self) -> None:
        try:
            while True:
                line = self.answer.readline()
                if not line:
                    return
                if line.startswith(b"event: state"):
                    self.arrived.append(time.monotonic())
                    self.ready.set()
        except OSError:
            return

    def close(self) -> None:
        """Hang up: the reading thread sees the end of the stream, then the socket closes."""
        sock = self.conn.sock
        if sock is not None:
            with suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
        self.join(10)
        self.conn.close()


def entry_ms(url: str, phones: int | None, saves: int = 60) -> tuple[list[float], list[float]]:
    """Each save's milliseconds with ``phones`` phones connected (None: no server at
    all), and for each save how long until every phone had it."""
    with open_store(url, writer="laptop") as store:
        session_id = create_session(store, parse_session(evening(200)))
        service = SessionService(store, session_id)
        if phones is None:
            return [save(service, 200 + n) for n in range(saves)], []
        with serving(url, session_id) as server:
            connected = [Phone(server) for _ in range(phones)]
            for phone in connected:
                phone.start()
            for phone in connected:
                phone.ready.wait(30)
            timings, spread = [], []
            try:
                for n in range(saves):
                    before = [len(phone.arrived) for phone in connected]
                    started = time.monotonic()
                    timings.append(save(service, 200 + n))
                    if connected:
                        wait(partial(all_had, connected, before))
                        last = max(phone.arrived[-1] for phone in connected)
                        spread.append((last - started) * 1000)
                    else:
                        time.sleep(0.3)  # the server's look at the store, as with phones
            finally:
                for phone in connected:
                    phone.close()
    return timings, spread


def all_had(phones: list[Phone], before: list[int]) -> bool:
    """Whether every phone had one more change than ``before``."""
    return all(len(phone.arrived) > count for phone, count in zip(phones, before, strict=True))


def save(service: SessionService, n: int) -> float:
    start = time.perf_counter()
    service.add_deal(deal(n))
    return (time.perf_counter() - start) * 1000


def describe(name: str, timings: list[float]) -> str:
    ordered = sorted(timings)
    p90 = ordered[max(0, int(len(ordered) * 0.9) - 1)]
    return (
        f"  {name}: median {statistics.median(ordered):.1f} ms, 90% {p90:.1f} ms,"
        f" slowest {ordered[-1]:.1f} ms (n={len(ordered)})"
    )


def run(url_maker: Callable[[], str], engine: str) -> None:
    print(f"{engine}")
    timings = page_ms(url_maker())
    verdict = "ok" if max(timings) <= LIVE_AIM_MS else "OVER"
    typical = "ok" if statistics.median(timings) <= TYPICAL_MS else "OVER"
    print(
        describe("a save to the change on the page", timings) + f" [{verdict}, typical {typical}]"
    )
    for phones, label in (
        (None, "entry, no server"),
        (0, "entry, server, no phone"),
        (50, "entry, server, 50 phones"),
    ):
        saves, spread = entry_ms(url_maker(), phones)
        print(describe(label, saves))
        if spread:
            print(describe("  … until all 50 phones had the change", spread))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--postgres", action="store_true", help="PostgreSQL too")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        counter = iter(range(1, 1000))
        run(lambda: f"sqlite://{Path(folder) / f'b{next(counter)}.sqlite3'}", "SQLite")
    if args.postgres:
        from tests.postgres_server import PostgresServer

        server = PostgresServer.start()
        try:
            counter = iter(range(1, 1000))
            run(lambda: server.create_database(f"b{next(counter)}"), "PostgreSQL")
        finally:
            server.stop()


if __name__ == "__main__":
    main()
