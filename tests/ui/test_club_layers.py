"""The club's layers stay apart (issue 25): the club windows reach the store only
through their controllers (``ui/club/controller.py``), the club's logic in
``schreiber/club/`` has no Qt, and no club module names a game.

The source is read (ast); only the store's types are imported, to tell a type
or an error from something that reads or writes.
"""

from __future__ import annotations

import ast
import importlib
from collections.abc import Iterator
from pathlib import Path

import pytest

from schreiber.games.registry import GAME_NAMES
from schreiber.store.core import StoreCore

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "app" / "schreiber"
CLUB_UI = PACKAGE / "ui" / "club"
CLUB = PACKAGE / "club"
CONTROLLERS = {CLUB_UI / "controller.py"}
WINDOWS = sorted(path for path in CLUB_UI.glob("*.py") if path not in CONTROLLERS)
STORE_NAMES = {"store", "_store", "_store_of", "store_of"}
"""What a module would hold a store by: an attribute, a variable or a parameter."""
QT = ("PySide6", "shiboken6")


def tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def imports(path: Path) -> Iterator[tuple[str, str | None, int]]:
    """``(module, name, line)`` of every import in the file, wherever it stands
    (``name`` None for ``import module``)."""
    for node in ast.walk(tree(path)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, None, node.lineno
        elif isinstance(node, ast.ImportFrom) and node.module is not None and not node.level:
            for alias in node.names:
                yield node.module, alias.name, node.lineno


def is_type_or_error(module: str, name: str) -> bool:
    """Whether ``module.name`` is a record type, an error or a constant of the
    store — never the store itself, a store's class or a function of the store."""
    value = getattr(importlib.import_module(module), name)
    if isinstance(value, type):
        return not issubclass(value, StoreCore) and not name.endswith("Store")
    return not callable(value)


def test_the_controllers_and_windows_exist() -> None:
    assert all(path.is_file() for path in CONTROLLERS)
    assert {path.name for path in WINDOWS} >= {"roster.py", "night_window.py", "league_window.py"}


@pytest.mark.parametrize("path", WINDOWS, ids=lambda path: path.name)
def test_a_club_window_imports_of_the_store_only_types_and_errors(path: Path) -> None:
    wrong = [
        f"{path.name}:{line}: {module}{'.' + name if name else ''}"
        for module, name, line in imports(path)
        if (module == "schreiber.store" or module.startswith("schreiber.store."))
        and (name is None or module != "schreiber.store.core" or not is_type_or_error(module, name))
    ]
    assert wrong == []


@pytest.mark.parametrize("path", WINDOWS, ids=lambda path: path.name)
def test_a_club_window_holds_no_store(path: Path) -> None:
    """No ``x.store``, no variable or parameter ``store``, no ``StoreCore`` annotation:
    what the window reads or writes goes through its controller."""
    found = []
    for node in ast.walk(tree(path)):
        if isinstance(node, ast.Attribute) and node.attr in STORE_NAMES:
            found.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.Name) and node.id in STORE_NAMES | {"StoreCore"}:
            found.append(f"{path.name}:{node.lineno}: {node.id}")
        elif isinstance(node, ast.arg) and node.arg in STORE_NAMES:
            found.append(f"{path.name}:{node.lineno}: parameter {node.arg}")
    assert found == []


def reaches_the_store(node: ast.expr) -> bool:
    """Whether ``node`` is ``store``, ``self._store()`` or an attribute of either
    (``store.people``, ``self._store().nights``)."""
    while isinstance(node, ast.Attribute):
        node = node.value
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return node.func.attr == "_store"
    return isinstance(node, ast.Name) and node.id == "store"


def test_the_controllers_are_where_the_store_is_called() -> None:
    """The check above is not vacuous: the controllers call the store, for the
    roster, the nights and the seasons."""
    calls = [
        node
        for path in CONTROLLERS
        for node in ast.walk(tree(path))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and reaches_the_store(node.func.value)
    ]
    assert len(calls) >= 20


@pytest.mark.parametrize(
    "path", sorted(CLUB.rglob("*.py")), ids=lambda path: str(path.relative_to(CLUB))
)
def test_the_club_logic_imports_no_qt(path: Path) -> None:
    qt = [
        f"{line}: {module}" for module, _name, line in imports(path) if module.split(".")[0] in QT
    ]
    assert qt == []


def game_names(path: Path) -> list[str]:
    return [
        f"{path.name}:{node.lineno}: {node.value!r}"
        for node in ast.walk(tree(path))
        if isinstance(node, ast.Constant) and node.value in GAME_NAMES
    ]


@pytest.mark.parametrize(
    "path",
    [*sorted(CLUB_UI.glob("*.py")), CLUB / "night_plan.py", CLUB / "people.py"],
    ids=lambda path: path.name,
)
def test_no_club_module_names_a_game(path: Path) -> None:
    """Which games a night offers, how many sit at their tables and what they are
    called come from the game registry."""
    assert game_names(path) == []
