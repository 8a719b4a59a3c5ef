"""Hostile files for every subcommand: exit status 2, one line, nothing written (issue 9 §3).

A handful of hand-made files go to a real ``schreiber`` process per subcommand;
hypothesis then sends arbitrary bytes, arbitrary JSON and mutated valid records
to ``schreiber.cli.main`` in this process, which is a hundred times faster.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from tests.hardening.cli import (
    ROOT,
    assert_answered_or_refused,
    assert_refused,
    run_here,
    run_process,
)
from tests.hardening.strategies import (
    DEADLINE_QUESTIONS,
    JSON,
    REQUESTS,
    SESSIONS,
    fuzz_settings,
    mutated,
)
from tests.io.sessions import DOPPELKOPF

AS_ROOT = os.name == "posix" and os.geteuid() == 0
COMMANDS = ("score", "replay", "import", "export", "deadlines")
MB = 1024 * 1024


def argv(command: str, source: str, out: Path) -> list[str]:
    return [command, source, str(out)] if command == "export" else [command, source]


def files_in(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in folder.iterdir() if path.is_file()}


# --- hand-made hostile files, as a process ------------------------------------------------


def fifty_mb(command: str) -> bytes:
    """Valid JSON of 50 MB with one field far too long for its place (read, then refused)."""
    big = "A" * (50 * MB)
    if command == "score":
        value: dict[str, Any] = {"game": "doppelkopf", "players": [big, "B", "C", "D"]}
    elif command == "deadlines":
        value = {"rules": {"preset": big}, "type": "normal", "announced": {}}
    else:
        value = {**DOPPELKOPF, "title": big}
    return json.dumps(value).encode()


HOSTILE_FILES: dict[str, tuple[Callable[[str], bytes], str]] = {
    # id -> (the file's bytes for a command, what the one line must say)
    "empty": (lambda c: b"", "not valid JSON: Expecting value at line 1 column 1"),
    "binary garbage": (lambda c: random.Random(9).randbytes(4096), "not UTF-8 text"),
    "UTF-16 with BOM": (lambda c: json.dumps(DOPPELKOPF).encode("utf-16"), "not UTF-8 text"),
    "100,000 levels deep": (
        lambda c: b"[" * 100_000 + b"]" * 100_000,
        "not valid JSON: maximum recursion depth exceeded",
    ),
    "100,000 objects deep": (
        lambda c: b'{"a":' * 100_000 + b"1" + b"}" * 100_000,
        "not valid JSON: maximum recursion depth exceeded",
    ),
    "5,000-digit number": (
        lambda c: b'{"version": 1' + b"0" * 5000 + b"}",
        "not valid JSON: Exceeds the limit (4300 digits)",
    ),
    "a key with a line break": (
        lambda c: json.dumps({"game": "doppelkopf", "x\ny\rz\u2028": 1}).encode(),
        "'x\\ny\\rz\\u2028'",
    ),
    "NaN": (lambda c: b'{"version": NaN}', "NaN is not allowed in JSON"),
    "50 MB": (fifty_mb, ""),
}


@pytest.mark.parametrize(
    ("command", "case"),
    [
        (command, case)
        for command in COMMANDS
        for case in HOSTILE_FILES
        # replay and export read as import does: three 50 MB files are enough
        if case != "50 MB" or command in ("score", "import", "deadlines")
    ],
)
def test_a_hostile_file_exits_2_with_one_line_and_writes_nothing(
    tmp_path: Path, command: str, case: str
) -> None:
    make, says = HOSTILE_FILES[case]
    source = tmp_path / "input.json"
    source.write_bytes(make(command))
    before = files_in(tmp_path)
    line = assert_refused(run_process(*argv(command, str(source), tmp_path / "out.xlsx")), says)
    if case not in ("50 MB", "a key with a line break"):
        assert str(source) in line  # a file that is no JSON: the line names the file
    assert files_in(tmp_path) == before  # nothing written: no workbook, no temporary file


def test_a_file_over_8_mb_is_not_read(tmp_path: Path) -> None:
    source = tmp_path / "huge.json"
    with source.open("wb") as handle:
        handle.truncate(9 * MB)  # sparse: no 9 MB written to the disk
    assert_refused(run_process("replay", str(source)), "larger than 8 MiB, more than any")


@pytest.mark.parametrize("command", COMMANDS)
def test_a_folder_or_a_missing_file_is_named(tmp_path: Path, command: str) -> None:
    out = tmp_path / "out.xlsx"
    assert_refused(run_process(*argv(command, str(tmp_path), out)), "it is a folder, not a file")
    missing = tmp_path / "missing.json"
    assert_refused(run_process(*argv(command, str(missing), out)), "No such file or directory")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(AS_ROOT or sys.platform == "win32", reason="root reads every file")
@pytest.mark.parametrize("command", COMMANDS)
def test_an_unreadable_file_is_named(
    tmp_path: Path, command: str
) -> None:  # pragma: no cover - runs only as a normal user
    source = tmp_path / "secret.json"
    source.write_text(json.dumps(DOPPELKOPF), encoding="utf-8")
    source.chmod(0)
    try:
        out = tmp_path / "out.xlsx"
        assert_refused(run_process(*argv(command, str(source), out)), "Permission denied")
    finally:
        source.chmod(0o600)


def test_import_of_a_hostile_xlsx_exits_2(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.xlsx"
    garbage.write_bytes(random.Random(3).randbytes(9000))
    assert_refused(run_process("import", str(garbage)), "not an Excel workbook")
    folder = tmp_path / "folder.xlsx"
    folder.mkdir()
    assert_refused(run_process("import", str(folder)), str(folder))
    assert_refused(run_process("import", str(tmp_path / "none.xlsx")), "No such file")


# --- export: where the workbook goes ---------------------------------------------------------


@pytest.fixture
def session_file(tmp_path: Path) -> Path:
    source = tmp_path / "evening.json"
    source.write_text(json.dumps(DOPPELKOPF), encoding="utf-8")
    return source


def test_export_into_a_missing_folder_or_onto_a_folder(tmp_path: Path, session_file: Path) -> None:
    missing = tmp_path / "no" / "such" / "folder" / "out.xlsx"
    assert_refused(run_process("export", str(session_file), str(missing)), "cannot write")
    assert not (tmp_path / "no").exists()
    folder = tmp_path / "taken.xlsx"
    folder.mkdir()
    assert_refused(run_process("export", str(session_file), str(folder)), "it is a folder")
    assert list(folder.iterdir()) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["evening.json", "taken.xlsx"]


@pytest.mark.skipif(AS_ROOT or sys.platform == "win32", reason="root writes everywhere")
def test_export_into_a_read_only_folder(
    tmp_path: Path, session_file: Path
) -> None:  # pragma: no cover - runs only as a normal user
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        out = folder / "out.xlsx"
        assert_refused(run_process("export", str(session_file), str(out)), "Permission denied")
        assert list(folder.iterdir()) == []
    finally:
        folder.chmod(0o755)


def test_export_into_a_read_only_folder_simulated(
    tmp_path: Path, session_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As root, chmod cannot stop a write: the temporary file's creation fails instead."""

    real_open = os.open

    def refuse(path: str, flags: int, *args: Any, **kwargs: Any) -> int:
        if not flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):  # reading the session file
            return real_open(path, flags, *args, **kwargs)
        raise PermissionError(13, "Permission denied", path)

    out = tmp_path / "out.xlsx"
    out.write_bytes(b"last week's workbook")
    monkeypatch.setattr(os, "open", refuse)
    line = assert_refused(run_here("export", str(session_file), str(out)))
    monkeypatch.undo()
    assert line == f"schreiber: {out}: cannot write: Permission denied"
    assert out.read_bytes() == b"last week's workbook"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["evening.json", "out.xlsx"]


def test_export_with_a_file_name_that_is_not_utf8(tmp_path: Path, session_file: Path) -> None:
    """Found: the workbook was written, then printing its name raised UnicodeEncodeError."""
    if sys.platform != "linux":
        pytest.skip("file names are bytes only on Linux")
    name = os.fsdecode(b"\xff\xfe evening.xlsx")
    done = run_process("export", str(session_file), name, cwd=tmp_path)
    assert (done.code, done.stderr) == (0, b"")
    assert json.loads(done.stdout) == {"written": name}  # the JSON escape gives the name back
    assert os.fsencode(name) in os.listdir(os.fsencode(tmp_path))


# --- hypothesis, in this process -------------------------------------------------------------


@contextlib.contextmanager
def any_digits() -> Iterator[None]:
    """Let json.dumps write 5,000-digit numbers (the CLI must refuse reading them)."""
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        yield
    finally:
        sys.set_int_max_str_digits(limit)


def as_json_text(value: object) -> bytes:
    """The JSON text of ``value`` — NaN, lone surrogates and all; too deep: 5,000 brackets."""
    try:
        with any_digits():
            return json.dumps(value, ensure_ascii=False).encode("utf-8", "surrogatepass")
    except RecursionError:
        return b"[" * 5000 + b"]" * 5000


TEXTS = (
    st.binary(max_size=200)
    | JSON.map(as_json_text)
    | st.sampled_from([b"\xef\xbb\xbf{}", b"\xff\xfe{\x00}\x00", b"{}" * 3, b'"\\ud800"', b" "])
)


@pytest.fixture(scope="module")
def out_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("out")


def run_and_check(command: str, text: bytes, out_folder: Path) -> None:
    out = out_folder / "out.xlsx"
    done = run_here(*argv(command, "-", out), stdin=text)
    assert_answered_or_refused(done)
    if command == "export" and done.code == 0:
        assert [p.name for p in out_folder.iterdir()] == ["out.xlsx"]
        out.unlink()
    assert list(out_folder.iterdir()) == []


@pytest.mark.parametrize("command", COMMANDS)
@fuzz_settings(100)
@given(text=TEXTS)
@example(text=b"[" * 100_000)
@example(text=json.dumps({"format": "schreiber-session", "\n": 1}).encode())
def test_any_bytes_on_standard_input(command: str, text: bytes, out_folder: Path) -> None:
    run_and_check(command, text, out_folder)


@fuzz_settings(150)
@given(
    text=mutated(SESSIONS).map(as_json_text),
    command=st.sampled_from(["replay", "import", "export"]),
)
@example(text=as_json_text({**DOPPELKOPF, "title": "\ud800"}), command="import")  # a traceback
@example(text=as_json_text({**DOPPELKOPF, "players": ["\ud800"] * 5}), command="replay")
def test_mutated_session_files(text: bytes, command: str, out_folder: Path) -> None:
    run_and_check(command, text, out_folder)


@fuzz_settings(150)
@given(text=mutated(REQUESTS).map(as_json_text))
def test_mutated_score_requests(text: bytes, out_folder: Path) -> None:
    run_and_check("score", text, out_folder)


@fuzz_settings(100)
@given(text=mutated(DEADLINE_QUESTIONS).map(as_json_text))
def test_mutated_deadlines_questions(text: bytes, out_folder: Path) -> None:
    run_and_check("deadlines", text, out_folder)


ARGUMENTS = st.sampled_from(
    ["-", "--rate", "-1", "--rounding", "0", "--language", "xx", "--currency", "--x", "", "\n"]
) | st.text(max_size=12).filter(lambda a: not a.startswith("-"))


@fuzz_settings(60)
@given(command=st.sampled_from([*COMMANDS, "bogus", "Score"]), rest=st.lists(ARGUMENTS, max_size=4))
def test_any_arguments(command: str, rest: list[str], out_folder: Path) -> None:
    """argparse's own complaints are one line too; nothing is ever written."""
    with contextlib.chdir(out_folder):
        assert_refused(run_here(command, *rest))
    assert list(out_folder.iterdir()) == []


def test_a_reader_that_leaves_early_gets_no_traceback(tmp_path: Path) -> None:
    """``schreiber replay big.json | head -1``: the pipe closes; no traceback."""
    from benchmarks.sessions import session_json

    path = tmp_path / "big.json"
    path.write_text(json.dumps(session_json(3000)), encoding="utf-8")
    with subprocess.Popen(
        [sys.executable, "-m", "schreiber", "replay", str(path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    ) as process:
        assert process.stdout is not None and process.stderr is not None
        process.stdout.readline()
        process.stdout.close()  # the reader leaves
        stderr = process.stderr.read().decode("utf-8")
        process.wait(timeout=120)
    assert "Traceback" not in stderr
    assert process.returncode in (0, 1)
