"""``schreiber serve``: the real command in a process of its own."""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from tests.hardening.cli import ROOT


def start(*args: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "schreiber", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT])
def test_serve_prints_its_url_first_and_runs_until_stopped(
    database: Path, stop: signal.Signals
) -> None:
    process = start(
        "--data-dir", str(database.parent), "serve", "--session", "1", "--bind", "127.0.0.1"
    )
    try:
        assert process.stdout is not None
        line = json.loads(process.stdout.readline())
        assert set(line) == {"url"}
        url = line["url"]
        parts = urlsplit(url)
        assert parts.hostname == "127.0.0.1"
        with urllib.request.urlopen(url + "state.json", timeout=10) as answer:
            state = json.loads(answer.read())
        assert state["title"] == "Friday evening"
        process.send_signal(stop)
        assert process.wait(timeout=30) == 0
        assert process.stderr is not None
        assert parts.path.strip("/") not in process.stderr.read().decode()  # no token in logs
        with (
            pytest.raises(OSError),
            socket.create_connection((parts.hostname, parts.port or 80), timeout=5),
        ):
            pass
    finally:
        if process.poll() is None:
            process.kill()
        process.communicate()


def test_serve_without_a_session_serves_the_newest(database: Path) -> None:
    process = start("--data-dir", str(database.parent), "serve", "--bind", "127.0.0.1")
    try:
        assert process.stdout is not None
        url = json.loads(process.stdout.readline())["url"]
        with urllib.request.urlopen(url + "state.json", timeout=10) as answer:
            assert json.loads(answer.read())["title"] == "Friday evening"
    finally:
        process.terminate()
        process.communicate(timeout=30)
    assert process.returncode == 0


@pytest.mark.parametrize("which", ["--session", "--night"])
def test_serve_an_unknown_session_or_night_exits_2_with_one_line(
    database: Path, which: str
) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "schreiber",
            "--data-dir",
            str(database.parent),
            "serve",
            which,
            "99",
            "--bind",
            "127.0.0.1",
        ],
        capture_output=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert done.stdout == b""
    lines = done.stderr.decode().splitlines()
    assert len(lines) == 1 and lines[0].startswith("schreiber: "), lines


def test_serve_imports_no_server_library_until_it_runs() -> None:
    code = (
        "import sys; from schreiber.cli import build_parser; build_parser();"
        "import schreiber.cli.serve;"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('aiohttp', 'segno')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, cwd=ROOT, timeout=60, check=True
    )
    assert done.stdout.decode().strip() == "[]"
