"""Running ``schreiber`` in the hardening tests: as a process, or in this one (faster)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from unittest import mock

from schreiber.cli import main

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Run:
    code: int
    stdout: bytes
    stderr: bytes


def run_process(*args: str, stdin: bytes = b"", cwd: Path = ROOT) -> Run:
    """``schreiber ARGS`` in a fresh interpreter, as a user runs it."""
    done = subprocess.run(
        [sys.executable, "-m", "schreiber", *args],
        input=stdin,
        capture_output=True,
        cwd=cwd,
        check=False,
        timeout=120,
    )
    return Run(done.returncode, done.stdout, done.stderr)


class _Stream:
    """A text stream with a ``buffer``, as ``sys.stdin``/``stdout``/``stderr`` are."""

    def __init__(self, data: bytes = b"") -> None:
        self.buffer = io.BytesIO(data)

    def write(self, text: str) -> int:
        self.buffer.write(text.encode("utf-8", "backslashreplace"))
        return len(text)

    def flush(self) -> None:
        pass


def run_here(*args: str, stdin: bytes = b"") -> Run:
    """``schreiber.cli.main(ARGS)`` with standard input, output and error captured."""
    streams = _Stream(stdin), _Stream(), _Stream()
    with (
        mock.patch.object(sys, "stdin", streams[0]),
        mock.patch.object(sys, "stdout", streams[1]),
        mock.patch.object(sys, "stderr", streams[2]),
    ):
        code = main(list(args))
    return Run(code, streams[1].buffer.getvalue(), streams[2].buffer.getvalue())


def assert_refused(run: Run, names: str = "") -> str:
    """Exit status 2, nothing on standard output, exactly one ``schreiber: `` line."""
    stderr = run.stderr.decode("utf-8", "replace")
    assert run.code == 2, (run.code, stderr[:500], run.stdout[:200])
    assert run.stdout == b""
    assert "Traceback" not in stderr
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr[:1000]
    assert lines[0].startswith("schreiber: "), stderr[:500]
    assert len(lines[0]) < 2000, lines[0][:300]
    assert names in lines[0], lines[0][:500]
    return lines[0]


def assert_answered_or_refused(run: Run) -> None:
    """Either a clean answer (JSON, nothing on standard error) or a clean refusal."""
    if run.code == 0:
        assert run.stderr == b""
        json.loads(run.stdout.decode("utf-8"))
    else:
        assert_refused(run)
