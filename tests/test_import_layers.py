"""Imports run one way (issue 25, item 5): no cycle between Schreiber's packages.

Every ``import`` and ``from … import`` in ``app/schreiber`` — at module level, inside
functions, under ``if TYPE_CHECKING:`` — and every ``importlib.import_module`` of a
string naming a module of ``schreiber`` (an f-string by its literal start) is an
edge between the packages and top-level modules of ``schreiber`` (``games``,
``session``, ``store``, ``club``, ``io``, ``stats``, ``reference``, ``catalogue``,
``cli``, ``logs``, ``platform_check``, ``ui`` …). The graph has no cycle: a lazy
import is an import too, only a later one.

Besides: ``games`` imports nothing of Schreiber outside itself; the pure packages
import no PySide6, not even inside a function (``catalogue`` reads the compiled
catalogues through ``PySide6.QtCore`` alone); only the command line starts the
window. The source is read (ast), never imported.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "app" / "schreiber"
ROOT = "schreiber"
"""The unit of ``schreiber/__init__.py`` itself (``from schreiber import __version__``)."""

PURE = frozenset(
    [
        "games",
        "session",
        "store",
        "club",
        "io",
        "stats",
        "reference",
        "cli",
        "logs",
        "platform_check",
    ]
)
"""No PySide6 in any of their files."""


@dataclass(frozen=True)
class Edge:
    source: str  # the unit that imports
    target: str  # the unit imported
    where: str  # file:line of the import

    def __str__(self) -> str:
        return f"{self.source} → {self.target} ({self.where})"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def is_module(name: str) -> bool:
    path = PACKAGE.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def unit_of(module: str) -> str | None:
    """The package or top-level module of ``schreiber`` that ``module`` is in; None
    for a module outside Schreiber."""
    parts = module.split(".")
    if parts[0] != ROOT:
        return None
    if len(parts) > 1 and is_module(".".join(parts[:2])):
        return parts[1]
    return ROOT


def literal_start(node: ast.expr) -> str | None:
    """The text of a string, or the literal start of an f-string (``f"schreiber.games.{x}"``
    names at least ``schreiber.games``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        start = ""
        for value in node.values:
            if not (isinstance(value, ast.Constant) and isinstance(value.value, str)):
                break
            start += value.value
        return start.rstrip(".")
    return None


def imported(path: Path) -> Iterator[tuple[str, int]]:
    """Every module the file imports, wherever the import stands, with its line."""
    package = module_name(path)
    if path.name != "__init__.py":
        package = package.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the package the file is in
                parts = package.split(".")
                base = ".".join([*parts[: len(parts) - node.level + 1], *filter(None, [base])])
            for alias in node.names:
                whole = f"{base}.{alias.name}"
                yield (whole if is_module(whole) else base), node.lineno
        elif (
            isinstance(node, ast.Call)
            and ast.unparse(node.func).endswith(("import_module", "__import__"))
            and node.args
        ):
            name = literal_start(node.args[0])
            if name:
                yield name, node.lineno


def sources() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


@cache
def edges() -> tuple[Edge, ...]:
    found = []
    for path in sources():
        source = unit_of(module_name(path))
        assert source is not None
        for module, line in imported(path):
            target = unit_of(module)
            if target is not None and target != source:
                where = f"{path.relative_to(PACKAGE.parent)}:{line}"
                found.append(Edge(source, target, where))
    return tuple(found)


def graph() -> dict[str, set[str]]:
    units: dict[str, set[str]] = {}
    for edge in edges():
        units.setdefault(edge.source, set()).add(edge.target)
        units.setdefault(edge.target, set())
    return units


def cycles(units: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one unit (Tarjan), sorted;
    a unit importing itself is no edge here."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(unit: str) -> None:
        index[unit] = low[unit] = len(index)
        stack.append(unit)
        on_stack.add(unit)
        for target in sorted(units[unit]):
            if target not in index:
                visit(target)
                low[unit] = min(low[unit], low[target])
            elif target in on_stack:
                low[unit] = min(low[unit], index[target])
        if low[unit] == index[unit]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == unit:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for unit in sorted(units):
        if unit not in index:
            visit(unit)
    return sorted(found)


# ------------------------------------------------------------------ the scanner itself


def test_the_scanner_sees_lazy_typing_and_importlib_imports() -> None:
    """A cycle made only of an import inside a function, one under TYPE_CHECKING
    and one through importlib is still a cycle."""
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []
    source = PACKAGE / "cli" / "__init__.py"
    names = {name for name, _ in imported(source)}
    assert "schreiber.ui.application" in names  # imported inside main()
    assert "schreiber.session.service" in names  # under TYPE_CHECKING and inside functions
    registry = {name for name, _ in imported(PACKAGE / "games" / "registry.py")}
    assert "schreiber.games" in registry  # import_module(f"schreiber.games.{…}")
    assert unit_of("schreiber.io.json_file") == "io"
    assert unit_of("schreiber.catalogue") == "catalogue"
    assert unit_of("schreiber") == ROOT
    assert unit_of("PySide6.QtCore") is None
    assert {"games", "session", "store", "club", "io", "ui", "cli", "catalogue"} <= set(graph())


# ------------------------------------------------------------------ the layers


def a_cycle(component: list[str]) -> list[Edge]:
    """One shortest way round ``component``, each step with one import that makes it."""
    first: dict[tuple[str, str], Edge] = {}
    for edge in edges():
        if edge.source in component and edge.target in component:
            first.setdefault((edge.source, edge.target), edge)
    start = component[0]
    paths: dict[str, list[Edge]] = {start: []}
    queue = [start]
    while queue:
        unit = queue.pop(0)
        for (source, target), edge in sorted(first.items()):
            if source != unit:
                continue
            if target == start:
                return [*paths[unit], edge]
            if target not in paths:
                paths[target] = [*paths[unit], edge]
                queue.append(target)
    raise AssertionError(f"no way round {component}")


def test_no_cycle_between_packages_lazy_imports_included() -> None:
    found = cycles(graph())
    report = [
        " → ".join(component) + ":\n    " + "\n    ".join(map(str, a_cycle(component)))
        for component in found
    ]
    assert not found, "import cycles between packages:\n  " + "\n  ".join(report)


def test_games_import_nothing_else_of_schreiber() -> None:
    outside = [str(edge) for edge in edges() if edge.source == "games"]
    assert outside == []


def test_the_pure_packages_import_no_pyside6() -> None:
    qt = [
        f"{path.relative_to(PACKAGE.parent)}:{line} imports {name}"
        for path in sources()
        if unit_of(module_name(path)) in PURE
        for name, line in imported(path)
        if name.split(".")[0] in ("PySide6", "shiboken6")
    ]
    assert qt == []


def test_the_catalogue_reads_with_qtcore_alone() -> None:
    qt = {
        name
        for name, _ in imported(PACKAGE / "catalogue.py")
        if name.split(".")[0] in ("PySide6", "shiboken6")
    }
    assert qt <= {"PySide6.QtCore"}


def test_only_the_command_line_starts_the_window() -> None:
    """``ui`` is the top: below it, nothing imports it (the command line starts it)."""
    upward = [str(edge) for edge in edges() if edge.target == "ui" and edge.source != "cli"]
    assert upward == []


def test_the_window_reads_json_files_through_io_not_the_command_line() -> None:
    into_cli = [str(edge) for edge in edges() if edge.target == "cli" and edge.source != "__main__"]
    assert into_cli == []


# ------------------------------------------------------------------ start-up (issue 28, item 4)

NOT_AT_START_UP = (
    # Windows and pages opened from a menu, later or never.
    "schreiber.club",
    "schreiber.ui.club.league_window",
    "schreiber.ui.club.night_window",
    "schreiber.ui.evening.settlement",
    "schreiber.reference",
    "schreiber.ui.reference.pages",
    "schreiber.ui.connection.database_dialog",
    "schreiber.ui.session.start_screen",
    "schreiber.stats",
    "schreiber.io.workbook",
    "schreiber.serve",
    # The other games' engines, with a Doppelkopf session open (the club's night
    # plan made them all at import: issue 28).
    "schreiber.games.crescendo",
    "schreiber.games.schafkopf_pfalz",
    # Qt's file dialog filter (issue 27) waits for the first paint.
    "schreiber.ui.common.file_dialog_columns",
    # The records the first paint makes are Frozen (schreiber.games.frozen): the
    # dataclasses module compiles each class's methods at import (issue 28).
    "dataclasses",
    # Libraries of the export, the league, the club's server and its passwords.
    "pandas",
    "numpy",
    "openpyxl",
    "lxml",
    "psycopg",
    "keyring",
)
"""Modules the window must not import before its first paint, with a session open."""

FIRST_PAINT = """
import json, os, sys
import schreiber.ui.application as application

def painted(self):
    sys.stdout.write("modules " + json.dumps(sorted(sys.modules)) + "\\n")
    sys.stdout.flush()
    os._exit(0)

application._AfterFirstPaint._done = painted
from schreiber.cli import main
main(["--data-dir", sys.argv[1]])
"""


def within(loaded: Iterable[str], packages: Iterable[str]) -> list[str]:
    """The modules of ``loaded`` that are one of ``packages`` or inside one, sorted."""
    return sorted(
        name
        for name in loaded
        for package in packages
        if name == package or name.startswith(package + ".")
    )


def modules_at_first_paint(data: Path) -> set[str]:
    """Every module a fresh ``schreiber --data-dir data`` has imported at its first paint."""
    import json
    import os
    import subprocess
    import sys

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", FIRST_PAINT, str(data)],
        capture_output=True,
        text=True,
        env=env,
        timeout=180,
        check=False,
        cwd=PACKAGE.parents[1],
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("modules ")]
    assert done.returncode == 0 and lines, done.stderr[-2000:]
    return set(json.loads(lines[-1].removeprefix("modules ")))


def test_the_first_paint_imports_only_what_it_shows(tmp_path: Path) -> None:
    """The window with a Doppelkopf session open, painted once: none of
    :data:`NOT_AT_START_UP` (nor a module inside one of them) is imported yet."""
    from schreiber.session.file import parse_session
    from schreiber.session.service import create_session
    from schreiber.store.database import Store
    from scripts.samples import doppelkopf_evening

    with Store(tmp_path / "schreiber.sqlite3") as store:
        create_session(store, parse_session(doppelkopf_evening()))
    loaded = modules_at_first_paint(tmp_path)
    assert "schreiber.ui.main_window" in loaded  # it did start the window
    assert "schreiber.games.doppelkopf.replay" in loaded  # and replayed the session
    assert within(loaded, NOT_AT_START_UP) == []


# ---------------------------------------------------- `schreiber score -` (issue 28, item 5)

NOT_FOR_SCORE = (
    # A workbook's readers (io.bounded): a JSON request reads no zip and no XML.
    "zipfile",
    "xml.parsers.expat",
    "pyexpat",
    # safe_write's temporary names: scoring writes no file.
    "secrets",
    "hmac",
    "tempfile",
    # The window's rotating log (schreiber.logs) and what it brings.
    "logging",
    "logging.handlers",
    "socket",
    "pickle",
    "queue",
    # The window, the database and the libraries of the export and the league.
    "PySide6",
    "sqlite3",
    "schreiber.store",
    "schreiber.ui",
    "pandas",
    "numpy",
    "openpyxl",
    # The records are schreiber.games.frozen's, not dataclasses: @dataclass imports
    # inspect (ast, dis, tokenize …) and compiles each class's methods at import.
    "dataclasses",
    "inspect",
    "ast",
    "dis",
    "tokenize",
    # ``score FILE`` is read without argparse (and what its help text brings).
    "argparse",
    "gettext",
    "locale",
    "shutil",
    "bz2",
    "lzma",
    # Paths as text: no pathlib (and its urllib.parse, ipaddress); a workbook's
    # dates and zip records are read where a workbook is.
    "pathlib",
    "urllib",
    "ipaddress",
    "datetime",
    "struct",
)
"""Modules ``schreiber score -`` must not import: it reads JSON and prints JSON."""

SCORE_MODULES = """
import atexit, json, runpy, sys
sys.argv = ["schreiber", "score", "-"]
atexit.register(lambda: sys.stderr.write("modules " + json.dumps(sorted(sys.modules)) + "\\n"))
runpy.run_module("schreiber", run_name="__main__")
"""


def score_one_deal(driver: str, prefix: str) -> str:
    """Run ``schreiber score -`` on one deal under ``driver`` (a ``python -c``
    script), check that it scored, and return the rest of the last line of its
    standard error that starts with ``prefix``."""
    import json
    import subprocess
    import sys

    request = {
        "game": "doppelkopf",
        "players": ["A", "B", "C", "D"],
        "deal": {"type": "normal", "re": ["A", "B"], "re_points": 121},
    }
    done = subprocess.run(
        [sys.executable, "-c", driver],
        input=json.dumps(request),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=PACKAGE.parents[1],
    )
    lines = [line for line in done.stderr.splitlines() if line.startswith(prefix)]
    assert done.returncode == 0 and lines, done.stderr[-2000:]
    assert json.loads(done.stdout)["scores"]  # it did score the deal
    return lines[-1].removeprefix(prefix)


def test_score_imports_only_what_it_scores() -> None:
    """A ``schreiber score -`` of one deal: none of :data:`NOT_FOR_SCORE` (nor a
    module inside one of them) is imported."""
    import json

    loaded = set(json.loads(score_one_deal(SCORE_MODULES, "modules ")))
    assert within(loaded, NOT_FOR_SCORE) == []


SCORE_COMPILES = """
import atexit, json, runpy, sys
compiled = []
def heard(event, args):
    if event == "compile" and args[1] == "<string>":
        compiled.append(bytes(args[0]).decode("utf-8", "replace")[:80])
sys.addaudithook(heard)
sys.argv = ["schreiber", "score", "-"]
atexit.register(lambda: sys.stderr.write("compiled " + json.dumps(compiled) + "\\n"))
runpy.run_module("schreiber", run_name="__main__")
"""


def test_score_compiles_no_annotation() -> None:
    """A ``typing.NamedTuple`` whose annotations are strings (``from __future__
    import annotations`` in its module) compiles each of them at import, and the
    first ``compile()`` of a process sets up the compiler's AST types: milliseconds
    of ``schreiber score -``. Only ``collections.namedtuple``'s own ``__new__``
    (a ``lambda _cls, …``) may be compiled from a string."""
    import json

    compiled = json.loads(score_one_deal(SCORE_COMPILES, "compiled "))
    assert [text for text in compiled if not text.startswith("lambda _cls")] == []
