"""Every change exactly once, and no command that hangs, on a real club network.

A real loopback proxy (``tests/net_proxy.py``) stands between the commands and
the real PostgreSQL test server and loses what a club's Wi-Fi loses: the reply
to COMMIT (the server committed, the laptop never hears it), the COMMIT itself,
a reply held in silence, or the connection at a random moment. Each command runs
as its own process, as a script or another laptop runs it. After each fault the
database holds every change exactly once: exit 0 means stored once, any other
status nothing stored, and the same command run again with its key makes the
change once, never twice.
"""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from schreiber.session.file import parse_session
from schreiber.session.service import create_session
from schreiber.store.postgres import WRITE_LOCK, PostgresStore
from tests.net_proxy import Proxy
from tests.postgres_server import USER, PostgresServer

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = ["Anna", "Ben", "Chie", "Daiki"]
DEAL = {"type": "normal", "re": ["Anna", "Chie"], "re_points": 150}
NO_COMMAND_WAITS = 10.0
"""Seconds: the contract's bound on any wait (records.md, 'No command hangs')."""
START_UP = 5.0
"""Seconds a command may take to start and end around its wait (a busy machine)."""


def evening() -> dict[str, object]:
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": "Club",
        "date": "2026-11-27",
        "players": PLAYERS,
        "first_dealer": "Anna",
        "rules": {"preset": "standard", "options": {}},
        "deals": [],
    }


class Run:
    def __init__(self, done: subprocess.CompletedProcess[bytes], seconds: float) -> None:
        self.code = done.returncode
        self.stdout = done.stdout.decode()
        self.stderr = done.stderr.decode()
        self.seconds = seconds

    def json(self) -> dict[str, object]:
        assert self.code == 0, self.stderr
        value = json.loads(self.stdout)
        assert isinstance(value, dict)
        return value


def schreiber(url: str, *args: str, stdin: object = None) -> Run:
    """``schreiber --database URL ARGS`` in a process of its own."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCHREIBER_")}
    began = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "schreiber.cli", "--database", url, *args],
        input=b"" if stdin is None else json.dumps(stdin).encode(),
        capture_output=True,
        cwd=ROOT,
        env=env,
        timeout=120,
        check=False,
    )
    return Run(done, time.monotonic() - began)


@pytest.fixture
def club(postgres_server: PostgresServer, postgres_url: str) -> Iterator[tuple[str, Proxy, int]]:
    """The direct address, a proxy in front of the same database, and a session."""
    with PostgresStore(postgres_url) as store:
        session_id = create_session(store, parse_session(evening()))
    proxy = Proxy(postgres_server.port)
    try:
        yield postgres_url, proxy, session_id
    finally:
        proxy.close()


def through(proxy: Proxy, url: str) -> str:
    return proxy.url(USER, url.rsplit("/", 1)[1])


def deals(url: str, session_id: int) -> list[dict[str, object]]:
    shown = schreiber(url, "show", str(session_id)).json()
    found = shown["deals"]
    assert isinstance(found, list)
    return found


# --- a lost reply ------------------------------------------------------------------


def test_a_lost_reply_to_commit_is_found_out_and_answered_as_saved(
    club: tuple[str, Proxy, int],
) -> None:
    url, proxy, session_id = club
    proxy.arm("drop-reply")
    run = schreiber(through(proxy, url), "add", str(session_id), "-", "--key", "d1", stdin=DEAL)
    assert proxy.struck == 1  # the server committed, the reply was lost
    assert run.code == 0, run.stderr
    answer = run.json()
    assert answer["number"] == 1 and answer["revision"] == 1
    assert len(deals(url, session_id)) == 1
    # Doing it again, as a user would after any doubt, changes nothing.
    again = schreiber(through(proxy, url), "add", str(session_id), "-", "--key", "d1", stdin=DEAL)
    assert again.json() == answer
    assert len(deals(url, session_id)) == 1


def test_a_command_without_a_key_makes_its_own_for_its_own_tries(
    club: tuple[str, Proxy, int],
) -> None:
    url, proxy, session_id = club
    proxy.arm("drop-reply")
    run = schreiber(through(proxy, url), "add", str(session_id), "-", stdin=DEAL)
    assert proxy.struck == 1
    assert run.code == 0, run.stderr
    assert len(deals(url, session_id)) == 1


def test_a_reply_held_in_silence_is_given_up_within_the_bound_and_found_out(
    club: tuple[str, Proxy, int],
) -> None:
    url, proxy, session_id = club
    proxy.arm("hold-reply")
    run = schreiber(through(proxy, url), "add", str(session_id), "-", "--key", "h1", stdin=DEAL)
    assert proxy.struck == 1
    assert run.code == 0, run.stderr
    assert run.seconds < NO_COMMAND_WAITS + START_UP
    assert len(deals(url, session_id)) == 1


def test_a_commit_that_never_reached_the_server_stores_nothing_and_the_retry_once(
    club: tuple[str, Proxy, int],
) -> None:
    url, proxy, session_id = club
    proxy.arm("cut-before")
    run = schreiber(through(proxy, url), "add", str(session_id), "-", "--key", "c1", stdin=DEAL)
    assert proxy.struck == 1
    assert run.code == 4 and run.stdout == ""
    assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr
    assert deals(url, session_id) == []
    again = schreiber(through(proxy, url), "add", str(session_id), "-", "--key", "c1", stdin=DEAL)
    assert again.code == 0, again.stderr
    assert len(deals(url, session_id)) == 1


def test_when_the_server_stays_away_the_command_says_it_cannot_know_and_names_the_key(
    club: tuple[str, Proxy, int],
) -> None:
    url, proxy, session_id = club
    proxy.arm("drop-reply", after="refuse")
    run = schreiber(through(proxy, url), "add", str(session_id), "-", stdin=DEAL)
    assert run.code == 4 and run.stdout == ""
    assert "cannot be found out" in run.stderr
    match = re.search(r"its key (\S+): it is saved once", run.stderr)
    assert match is not None, run.stderr
    assert run.seconds < NO_COMMAND_WAITS + START_UP
    # It was stored (the reply was lost after the commit) ...
    assert len(deals(url, session_id)) == 1
    # ... and doing what the message says stores it once, not twice.
    proxy.arm("pass")
    again = schreiber(
        through(proxy, url), "add", str(session_id), "-", "--key", match.group(1), stdin=DEAL
    )
    assert again.code == 0, again.stderr
    assert len(deals(url, session_id)) == 1


def test_create_edit_and_delete_are_exactly_once_too(club: tuple[str, Proxy, int]) -> None:
    url, proxy, session_id = club
    proxy.arm("drop-reply")
    made = schreiber(through(proxy, url), "create", "-", "--key", "s1", stdin=evening())
    assert proxy.struck == 1
    first = made.json()
    assert schreiber(url, "create", "-", "--key", "s1", stdin=evening()).json() == first
    assert len(json.loads(schreiber(url, "sessions").stdout)) == 2

    added = schreiber(url, "add", str(session_id), "-", stdin=DEAL).json()
    deal_id = str(added["id"])
    proxy.arm("drop-reply")
    changed = {**DEAL, "re_points": 200}
    edit = [str(session_id), deal_id, "-", "--revision", "1", "--key", "e1"]
    edited = schreiber(through(proxy, url), "edit", *edit, stdin=changed)
    assert proxy.struck == 2
    assert edited.json()["revision"] == 2
    # Again with the same key: the first answer, not a conflict, not revision 3.
    assert schreiber(url, "edit", *edit, stdin=changed).json()["revision"] == 2
    assert [d["revision"] for d in deals(url, session_id)] == [2]

    proxy.arm("drop-reply")
    remove = [str(session_id), deal_id, "--revision", "2", "--key", "x1"]
    removed = schreiber(through(proxy, url), "delete", *remove)
    assert proxy.struck == 3
    assert removed.json() == {"deleted": deal_id}
    assert schreiber(url, "delete", *remove).json() == {"deleted": deal_id}
    assert deals(url, session_id) == []


def test_a_key_used_for_another_change_is_refused(club: tuple[str, Proxy, int]) -> None:
    url, _, session_id = club
    schreiber(url, "add", str(session_id), "-", "--key", "k", stdin=DEAL).json()
    other = schreiber(url, "create", "-", "--key", "k", stdin=evening())
    assert other.code == 2 and "key k was already used" in other.stderr
    bad = schreiber(url, "add", str(session_id), "-", "--key", " padded", stdin=DEAL)
    assert bad.code == 2 and "--key" in bad.stderr
    assert len(deals(url, session_id)) == 1


def test_cuts_at_random_moments_never_double_or_lose_a_change(
    club: tuple[str, Proxy, int],
) -> None:
    """Cut the connection after a random number of the server's bytes, in adds and
    edits; whatever each command answered, running it again with its key until it
    says 0 leaves every change exactly once."""
    url, proxy, session_id = club
    via = through(proxy, url)
    # How many bytes the server sends for one add: where a cut can fall.
    proxy.replied = 0
    schreiber(via, "add", str(session_id), "-", "--key", "warm-up", stdin=DEAL).json()
    reply_bytes = proxy.replied
    assert reply_bytes > 100
    chance = random.Random(24)
    outcomes = []
    for n in range(12):
        proxy.arm("cut-after-bytes", cut_after=chance.randrange(reply_bytes))
        key = f"random-{n}"
        run = schreiber(via, "add", str(session_id), "-", "--key", key, stdin=DEAL)
        outcomes.append(run.code)
        assert run.code in (0, 4), run.stderr
        assert "Traceback" not in run.stderr
        proxy.arm("pass")
        while run.code != 0:
            run = schreiber(via, "add", str(session_id), "-", "--key", key, stdin=DEAL)
            assert run.code in (0, 4), run.stderr
    assert 4 in outcomes  # some cuts did fall where they hurt
    stored = deals(url, session_id)
    assert len(stored) == 13
    # Edits, cut at random too: each deal's revision grows by exactly one.
    for n, deal in enumerate(stored[:6]):
        proxy.arm("cut-after-bytes", cut_after=chance.randrange(reply_bytes))
        args = [str(session_id), str(deal["id"]), "-", "--revision", "1", "--key", f"edit-{n}"]
        run = schreiber(via, "edit", *args, stdin=DEAL)
        proxy.arm("pass")
        while run.code != 0:
            assert run.code == 4, run.stderr
            run = schreiber(via, "edit", *args, stdin=DEAL)
    assert [d["revision"] for d in deals(url, session_id)] == [2] * 6 + [1] * 7


# --- nothing hangs -----------------------------------------------------------------


def test_a_held_write_lock_never_stops_reading_and_a_write_gives_up_within_the_bound(
    club: tuple[str, Proxy, int],
) -> None:
    url, _, session_id = club
    with psycopg.connect(url, autocommit=True) as holder:
        holder.execute("SELECT pg_advisory_lock(%s)", (WRITE_LOCK,))  # another laptop, stuck
        shown = schreiber(url, "show", str(session_id))
        assert shown.code == 0, shown.stderr
        assert schreiber(url, "sessions").code == 0
        run = schreiber(url, "add", str(session_id), "-", stdin=DEAL)
        assert run.code == 4 and run.stdout == ""
        assert "held what this needed" in run.stderr and "nothing was changed" in run.stderr
        assert run.seconds < NO_COMMAND_WAITS + START_UP
    assert deals(url, session_id) == []


def test_a_table_locked_by_another_client_is_said_within_the_bound(
    club: tuple[str, Proxy, int],
) -> None:
    url, _, session_id = club
    with psycopg.connect(url) as holder:
        holder.execute("LOCK TABLE deals IN ACCESS EXCLUSIVE MODE")  # a psql session, left open
        for args in (["add", str(session_id), "-"], ["show", str(session_id)]):
            run = schreiber(url, *args, stdin=DEAL)
            assert run.code == 4, (args, run.stderr)
            assert "held what this needed" in run.stderr
            assert "Traceback" not in run.stderr
            assert run.seconds < NO_COMMAND_WAITS + START_UP
        holder.rollback()
    assert deals(url, session_id) == []


def test_a_server_whose_every_reply_to_commit_is_lost_is_given_up_within_the_bound(
    club: tuple[str, Proxy, int],
) -> None:
    """Every COMMIT's reply held in silence, the connection left open: the write
    gives up waiting within the bound and finds out, without a COMMIT of its own,
    that its change landed."""
    url, proxy, session_id = club
    proxy.arm("hold-reply", keep=True)
    run = schreiber(through(proxy, url), "add", str(session_id), "-", stdin=DEAL)
    assert proxy.struck == 1
    assert run.seconds < NO_COMMAND_WAITS + START_UP
    assert run.code == 0, run.stderr
    assert len(deals(url, session_id)) == 1
