"""docs/architecture.md stays true: what it names exists, and what it says of
imports is what the code imports.

- every path it names (``app/schreiber/…``, ``store/core.py``, ``tests/…``)
  exists, a bare module name (``rules.py``) somewhere in the package;
- every class it names is defined in the package, and every ``Class.member``
  and ``CONSTANT`` it names is defined there too;
- the packages and modules it lists under "No Qt" import no PySide6, in no file,
  not even inside a function;
- the table "Imports today" is the imports between Schreiber's packages and
  top-level modules, at module level and inside functions ("lazily");
- the table of libraries names every place that imports each library.

The source tree is read (ast), never imported.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "architecture.md"
PACKAGE = ROOT / "app" / "schreiber"

TEXT = DOC.read_text(encoding="utf-8")
PROSE = re.sub(r"^```.*?^```", "", TEXT, flags=re.MULTILINE | re.DOTALL)
SPANS = [" ".join(span.split()) for span in re.findall(r"`([^`]+)`", PROSE)]

NOT_OURS = {"Any", "LISTEN", "PySide6", "TYPE_CHECKING"}
"""Names the page writes like ours that are Python's, a library's or SQL's."""


# ------------------------------------------------------------------ the source


@dataclass(frozen=True)
class Import:
    module: str  # the module imported (for ``from a import b``: ``a.b`` when b is a module)
    lazily: bool  # inside a function
    typing_only: bool  # under ``if TYPE_CHECKING:``


def sources(where: Path) -> list[Path]:
    return sorted(where.rglob("*.py")) if where.is_dir() else [where]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def is_module(name: str) -> bool:
    path = PACKAGE.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


@cache
def imports(path: Path) -> tuple[Import, ...]:
    """Every import in the file, wherever it stands, with where it stands."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module_name(path)
    if path.name != "__init__.py":
        package = package.rpartition(".")[0]

    def visit(node: ast.AST, lazily: bool, typing_only: bool) -> Iterator[Import]:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            lazily = True
        if isinstance(node, ast.Import):
            yield from (Import(alias.name, lazily, typing_only) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the package the file is in
                parts = package.split(".")
                base = ".".join([*parts[: len(parts) - node.level + 1], *filter(None, [base])])
            for alias in node.names:
                whole = f"{base}.{alias.name}"
                yield Import(whole if is_module(whole) else base, lazily, typing_only)
        elif (
            isinstance(node, ast.Call)
            and ast.unparse(node.func).endswith(("import_module", "__import__"))
            and node.args
        ):
            first = node.args[0]  # a string, or an f-string as written
            text = first.value if isinstance(first, ast.Constant) else ast.unparse(first)
            yield Import(str(text).strip("f'\""), lazily, typing_only)
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                for statement in child.body:
                    yield from visit(statement, lazily, True)
                for statement in child.orelse:
                    yield from visit(statement, lazily, typing_only)
            else:
                yield from visit(child, lazily, typing_only)

    return tuple(visit(tree, False, False))


def top_name(module: str) -> str:
    return module.split(".")[0]


def unit_of(module: str) -> str | None:
    """The package or top-level module of ``schreiber`` that ``module`` is in."""
    parts = module.split(".")
    if parts[0] != "schreiber" or len(parts) < 2 or not is_module(".".join(parts[:2])):
        return None
    return parts[1]


def units() -> dict[str, Path]:
    """Schreiber's packages and top-level modules (``__main__`` only starts ``cli``)."""
    found = {p.name: p for p in PACKAGE.iterdir() if (p / "__init__.py").is_file()}
    found.update({p.stem: p for p in PACKAGE.glob("*.py") if p.stem[:2] != "__"})
    return found


def definitions() -> tuple[dict[str, set[str]], set[str]]:
    """Each class defined in the package with its members; every module-level name."""
    classes: dict[str, set[str]] = {}
    names: set[str] = set()
    for path in sources(PACKAGE):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            names.update(defined(node))
            if isinstance(node, ast.ClassDef):
                members = classes.setdefault(node.name, set())
                for statement in node.body:
                    members.update(defined(statement))
    return classes, names


def defined(node: ast.stmt) -> set[str]:
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return {node.name}
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        return {node.target.id}
    if isinstance(node, ast.Assign):
        return {t.id for t in node.targets if isinstance(t, ast.Name)}
    return set()


# -------------------------------------------------------------------- the page


def section(title: str) -> str:
    match = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", PROSE, re.M | re.S)
    assert match, f"docs/architecture.md has no section {title!r}"
    return match.group(1)


def table(title: str, header: str) -> list[tuple[str, str]]:
    """The rows (first cell, second cell) of the table whose header row starts so."""
    rows: list[tuple[str, str]] = []
    lines = section(title).splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(header))
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        rows.append((cells[0], cells[1]))
    assert rows, f"the table {header!r} is empty"
    return rows


def ticked(text: str) -> list[str]:
    return [name.removesuffix(".py").rstrip("/") for name in re.findall(r"`([^`]+)`", text)]


def exists(span: str) -> bool:
    pattern = re.sub(r"<[^>]*>", "*", span).rstrip("/")
    if "/" not in pattern:  # a file named alone: somewhere in the package, or at the top
        return any(PACKAGE.rglob(pattern)) or any(ROOT.glob(pattern))
    for base in (ROOT, PACKAGE):
        if "*" in pattern and any(base.glob(pattern)):
            return True
        if "*" not in pattern and (base / pattern).exists():
            return True
    return False


# ------------------------------------------------------------------- the tests


def test_every_path_named_exists() -> None:
    named = set(re.findall(r"app/schreiber[\w./<>*-]*", TEXT))
    named |= {s for s in SPANS if re.fullmatch(r"[\w.<>*-]+(/[\w.<>*-]*)+|[\w*]+\.py", s)}
    assert "store/postgres.py" in named and any(s.startswith("app/schreiber/") for s in named)
    missing = sorted(span for span in named if not exists(span.rstrip(".")))
    assert not missing, f"docs/architecture.md names paths that do not exist: {missing}"


def test_every_class_member_and_constant_named_is_defined() -> None:
    classes, names = definitions()
    wrong = []
    for span in set(SPANS) - NOT_OURS:
        if span.startswith("Q"):
            continue  # Qt's own classes
        if re.fullmatch(r"[A-Z][a-z]\w*", span) and span not in classes:
            wrong.append(span)
        elif match := re.fullmatch(r"([A-Z][a-z]\w*)\.(\w+)", span):
            owner, member = match.groups()
            if member not in classes.get(owner, set()):
                wrong.append(span)
        elif re.fullmatch(r"[A-Z][A-Z0-9_]+", span) and span not in names:
            wrong.append(span)
    assert not wrong, f"docs/architecture.md names what the code does not define: {wrong}"


def test_what_it_says_has_no_qt_imports_no_pyside6() -> None:
    match = re.search(r"^\*\*No Qt:\*\*(.*?)(?:\n\n|\Z)", PROSE, re.M | re.S)
    assert match, "docs/architecture.md lost its '**No Qt:**' list"
    listed = ticked(match.group(1))
    assert {"games", "session", "club", "stats", "reference"} <= set(listed)
    known = units()
    found = []
    for name in listed:
        assert name in known, f"'No Qt' lists {name}, which is no package or module"
        for path in sources(known[name]):
            found += [
                f"{path.relative_to(ROOT)}: {item.module}"
                for item in imports(path)
                if top_name(item.module) == "PySide6"
            ]
    assert not found, f"said to have no Qt, but imports PySide6: {found}"


def test_the_import_table_is_what_the_code_imports() -> None:
    known = units()
    said: dict[str, tuple[set[str], set[str]]] = {}
    for first, second in table("Imports today", "| package or module |"):
        at_top, _, inside = second.partition("lazily")
        for name in ticked(first):
            said[name] = (set(ticked(at_top)), set(ticked(inside)))
    assert set(said) == set(known), "the table must list every package and module"
    for name, path in known.items():
        eager: set[str] = set()
        lazy: set[str] = set()
        for source in sources(path):
            for item in imports(source):
                target = unit_of(item.module)
                if target is None or target == name or item.typing_only:
                    continue
                (lazy if item.lazily else eager).add(target)
        assert said[name] == (eager, lazy - eager), (
            f"{name} imports {sorted(eager)} and lazily {sorted(lazy - eager)}; "
            f"docs/architecture.md says {sorted(said[name][0])} and lazily "
            f"{sorted(said[name][1])}"
        )


def test_the_library_table_names_every_place_a_library_is_imported() -> None:
    for first, second in table("Imports today", "| library |"):
        (library,) = ticked(first)
        places = {
            place.rstrip("/"): bool(lazily)
            for place, lazily in re.findall(r"`([^`]+)`(\s*\(lazily)?", second)
        }
        where: dict[str, list[Import]] = {}
        for path in sources(PACKAGE):
            found = [item for item in imports(path) if top_name(item.module) == library]
            if found:
                where[path.relative_to(PACKAGE).as_posix()] = found
        for file, found in where.items():
            place = next((p for p in places if file == p or file.startswith(p + "/")), None)
            assert place is not None, f"{file} imports {library}, the table does not say so"
            if places[place]:
                assert all(item.lazily or item.typing_only for item in found), (
                    f"{file} imports {library} at module level; the table says lazily"
                )
        for place in places:
            assert any(file == place or file.startswith(place + "/") for file in where), (
                f"the table says {place} imports {library}; it does not"
            )
