"""``schreiber score FILE`` and its kin without argparse (issue 28, item 5).

:func:`schreiber.cli.file_command` reads ``COMMAND FILE`` itself; these tests hold
it to what the parser makes of the same arguments, and send everything else (an
option, ``--help``, a missing or second argument) to the parser.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from schreiber.cli import FILE_COMMANDS, ONE_REQUEST_COMMANDS, build_parser, file_command

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("command", sorted(FILE_COMMANDS))
@pytest.mark.parametrize("path", ["-", "evening.json", "", "a b.json", "x-y", "score"])
def test_the_arguments_are_the_parsers(command: str, path: str) -> None:
    simple = file_command([command, path])
    assert simple is not None
    assert vars(simple) == vars(build_parser().parse_args([command, path]))


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["score"],
        ["score", "-h"],
        ["score", "--help"],
        ["score", "--"],
        ["score", "-x.json"],
        ["score", "a.json", "b.json"],
        ["--data-dir", "d", "score", "-"],
        ["export", "a.json"],
        ["sessions", "-"],
        ["scor", "-"],
        ["evening.json"],
    ],
)
def test_anything_else_goes_through_the_parser(args: list[str]) -> None:
    assert file_command(args) is None


def test_the_file_commands_are_the_one_request_commands_with_one_file() -> None:
    """Every one-request command whose only argument is FILE, and no other."""
    import argparse

    parser = build_parser(everything=False)
    subparsers = next(
        action for action in parser._actions if isinstance(action, argparse._SubParsersAction)
    )
    one_file = {
        name
        for name in ONE_REQUEST_COMMANDS
        if [action.dest for action in subparsers.choices[name]._actions if action.dest != "help"]
        == ["file"]
    }
    assert one_file == set(FILE_COMMANDS)


def test_an_error_reads_as_the_parsers_did() -> None:
    """A file that is not there: status 2 and one line, as through the parser."""
    done = subprocess.run(
        [sys.executable, "-m", "schreiber", "score", "no such file.json"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=120,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith("schreiber: no such file.json: ")
    assert done.stderr.count("\n") == 1
