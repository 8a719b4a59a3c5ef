"""The README's "For clubs": what an organiser copies from it must be safe and must work.

The section is read from README.md as it is; what can be checked without a
server is checked here: no command line in it carries a password (an address
``user:password@``, ``password=…``, ``PGPASSWORD=…``, SQL's ``PASSWORD '…'``),
every ``schreiber …`` command in it is one the real parser accepts
(``schreiber.cli.build_parser()``, subcommand and options), the screenshots it shows
exist, and it speaks of what a club needs: TLS (``sslmode=require``),
``club-setup``, ``backup``, ``restore`` and the packaged app.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from schreiber.cli import build_parser
from schreiber.cli.common import InputError

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
HEADING = "## For clubs"

PASSWORD_ON_A_LINE = (
    re.compile(r"postgres(?:ql)?://[^\s/@'\"]*:[^\s/@'\"]*@"),  # user:password@
    re.compile(r"\bpassword\s*=\s*[^\s'\"&]", re.IGNORECASE),  # key/value or ?password=
    re.compile(r"\bPGPASSWORD\s*=\s*[^\s'\";]"),
    re.compile(r"\bPASSWORD\s+'", re.IGNORECASE),  # ALTER ROLE … PASSWORD '…'
)
CRON_LINE = re.compile(r"^\s*(?:@\w+|(?:\S+\s+){5})")
SEPARATORS = frozenset({"&&", "||", "|", ";", "&"})


def club_section(text: str) -> str:
    """From the heading "## For clubs" to the next heading of its level."""
    start = text.index(HEADING + "\n")
    following = re.search(r"^## ", text[start + len(HEADING) :], flags=re.MULTILINE)
    end = len(text) if following is None else start + len(HEADING) + following.start()
    return text[start:end]


def block_lines(section: str) -> list[str]:
    """Every line of the section's code blocks: what an organiser copies."""
    lines: list[str] = []
    for block in re.findall(r"^ *```[^\n]*\n(.*?)^ *```", section, flags=re.S | re.M):
        lines += [line.strip() for line in block.splitlines() if line.strip()]
    return lines


def inline_spans(section: str) -> list[str]:
    """Every inline code span of the section's prose."""
    prose = re.sub(r"^ *```[^\n]*\n.*?^ *```", "", section, flags=re.S | re.M)
    return [span.strip() for span in re.findall(r"`([^`\n]+)`", prose)]


def password_problem(line: str) -> str | None:
    """The part of ``line`` that puts a password on a command line, or None."""
    for pattern in PASSWORD_ON_A_LINE:
        found = pattern.search(line)
        if found is not None:
            return found.group(0)
    return None


def schreiber_commands(line: str) -> list[list[str]]:
    """The arguments of each ``schreiber`` program a command line runs (a crontab
    line's time fields and ``VAR=value`` prefixes left out)."""
    if CRON_LINE.match(line) and re.match(r"^\s*[\d*@]", line):
        line = CRON_LINE.sub("", line, count=1)
    lexer = shlex.shlex(line, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    try:
        tokens = list(lexer)
    except ValueError:  # not a shell line (prose in backticks)
        return []
    commands: list[list[str]] = []
    current: list[str] = []
    for token in [*tokens, ";"]:
        if token in SEPARATORS:
            while current and re.fullmatch(r"[A-Za-z_]\w*=.*", current[0]):
                current.pop(0)
            if current and Path(current[0]).name == "schreiber":
                commands.append(current[1:])
            current = []
        else:
            current.append(token)
    return commands


def parses(arguments: list[str]) -> str | None:
    """None if the real command line parser accepts ``arguments``, else why not."""
    parser = build_parser()
    try:
        parser.parse_args(arguments)
    except InputError as error:  # the project's parser says why instead of exiting
        return str(error)
    except SystemExit as stop:
        return f"refused by the parser (exit {stop.code})"
    return None


SECTION = club_section(README.read_text(encoding="utf-8"))
BLOCK_LINES = block_lines(SECTION)
LINES = BLOCK_LINES + inline_spans(SECTION)
COMMANDS = [arguments for line in LINES for arguments in schreiber_commands(line)]
# What is run as written: the code blocks' commands, and the prose's that say more
# than a command's name ("`schreiber draw`" names it, "`schreiber backup FILE`" runs it).
COPIED = [arguments for line in BLOCK_LINES for arguments in schreiber_commands(line)] + [
    arguments
    for line in inline_spans(SECTION)
    for arguments in schreiber_commands(line)
    if len(arguments) > 1
]


def test_the_section_is_found_and_has_commands() -> None:
    assert "### One shared database" in SECTION
    assert "### Backups" in SECTION
    assert len(COMMANDS) >= 5, COMMANDS


@pytest.mark.parametrize("line", LINES)
def test_no_command_line_carries_a_password(line: str) -> None:
    assert password_problem(line) is None, line


def test_no_line_of_the_section_carries_a_password() -> None:
    for line in SECTION.splitlines():
        assert password_problem(line) is None, line


@pytest.mark.parametrize("arguments", COPIED, ids=" ".join)
def test_every_schreiber_command_is_one_the_parser_accepts(arguments: list[str]) -> None:
    assert parses(arguments) is None, arguments


def subcommand(arguments: list[str]) -> str | None:
    """The subcommand of a ``schreiber`` command line (its options before it skipped)."""
    taking_a_value = {
        option
        for action in build_parser()._actions
        if action.option_strings and action.nargs != 0
        for option in action.option_strings
    }
    index = 0
    while index < len(arguments) and arguments[index].startswith("-"):
        index += 1 if "=" in arguments[index] or arguments[index] not in taking_a_value else 2
    return arguments[index] if index < len(arguments) else None


def test_every_subcommand_it_names_exists() -> None:
    parser = build_parser()
    choices = next(
        action.choices
        for action in parser._actions  # argparse keeps the subcommands there
        if isinstance(action.choices, dict)
    )
    named = {subcommand(arguments) for arguments in COMMANDS} - {None}
    assert {"club-setup", "backup", "restore", "sessions"} <= named, named
    assert named <= set(choices), named - set(choices)


@pytest.mark.parametrize("word", ["sslmode=require", "club-setup", "backup", "restore"])
def test_it_mentions(word: str) -> None:
    assert word in SECTION


def test_the_laptops_install_the_packaged_app() -> None:
    assert "packaging/build.py" in SECTION
    assert re.search(r"pip install '[^']*\.whl\[postgres\]'", SECTION)
    assert not re.search(r"pip install -e[^\n]*\n[^\n]*schreiber$", SECTION, flags=re.M)


def test_its_screenshots_exist() -> None:
    shown = re.findall(r"\]\((docs/screenshots/[^)]+)\)", SECTION)
    assert shown
    for path in shown:
        assert (ROOT / path).is_file(), path


# The checks themselves catch what they are for.


@pytest.mark.parametrize(
    "line",
    [
        "schreiber --database 'postgresql://organiser:secret@server/club' sessions",
        "schreiber --database 'postgresql://server/club?password=secret' sessions",
        "SCHREIBER_DATABASE='host=server password=secret' schreiber sessions",
        "PGPASSWORD=secret schreiber backup club.json",
        "psql -c \"ALTER ROLE table1 PASSWORD 'secret'\"",
    ],
)
def test_a_password_on_a_line_is_found(line: str) -> None:
    assert password_problem(line) is not None


@pytest.mark.parametrize(
    "line",
    [
        "schreiber --database 'postgresql://organiser@server:5432/club?sslmode=require' sessions",
        "192.168.1.10:5432:club:organiser:PASSWORD",
        "sudo -u postgres createuser --createrole --pwprompt organiser",
        "PGPASSFILE=~/club.pgpass schreiber sessions",
    ],
)
def test_a_line_without_a_password_passes(line: str) -> None:
    assert password_problem(line) is None


def test_commands_are_found_where_a_shell_or_cron_runs_them() -> None:
    assert schreiber_commands(
        "0 2 * * * $HOME/.local/bin/schreiber --database 'x' backup \"$HOME/b-$(date +\\%F).json\""
    ) == [["--database", "x", "backup", "$HOME/b-$(date +\\%F).json"]]
    assert schreiber_commands("X=1 schreiber sessions | head") == [["sessions"]]
    assert schreiber_commands("ln -sf ~/schreiber/bin/schreiber ~/.local/bin/schreiber") == []


def test_an_unknown_command_or_option_is_refused() -> None:
    assert parses(["--database", "x", "club-setup", "--table-role", "t1"]) is None
    assert parses(["frobnicate"]) is not None
    assert parses(["club-setup", "--role", "t1"]) is not None
    assert parses(["club-setup"]) is not None
