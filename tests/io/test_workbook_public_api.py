"""The workbooks are written through openpyxl's public API only (issue 28 item 2).

openpyxl is bounded below its next major version, and within it only its public
names keep their meaning: the export once stored values and styles straight into
its cells' private slots (``cell._value``, ``sheet._cells``, ``cell._style``).
This reads every module of :mod:`schreiber.io` and finds any attribute starting
with one underscore taken from anything but ``self`` (a NamedTuple's own
``_replace`` and the like excepted), any such name handed to ``getattr`` or
``setattr``, and any import from one of openpyxl's private modules.
"""

from __future__ import annotations

import ast
from pathlib import Path

import schreiber.io

IO = Path(schreiber.io.__file__).parent
NAMED_TUPLE = frozenset({"_replace", "_asdict", "_fields", "_make", "_field_defaults"})
BY_NAME = frozenset({"getattr", "setattr", "hasattr", "delattr"})


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def private_uses(source: str) -> list[str]:
    """Each private attribute the code takes from something other than ``self``
    ("line: cell._value"), each private name given to ``getattr`` and the like, and
    each import of a private openpyxl module."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            owner = ast.unparse(node.value)
            if owner not in ("self", "cls") and node.attr not in NAMED_TUPLE:
                found.append(f"{node.lineno}: {owner}.{node.attr}")
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in BY_NAME
            and len(node.args) > 1
            and isinstance(node.args[1], ast.Constant)
            and isinstance(node.args[1].value, str)
            and _private(node.args[1].value)
        ):
            found.append(f"{node.lineno}: {node.func.id}(…, {node.args[1].value!r})")
        elif isinstance(node, ast.ImportFrom) and node.module:
            parts = node.module.split(".")
            if parts[0] == "openpyxl" and any(_private(part) for part in parts):
                found.append(f"{node.lineno}: from {node.module}")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if parts[0] == "openpyxl" and any(_private(part) for part in parts):
                    found.append(f"{node.lineno}: import {alias.name}")
    return found


def test_the_io_package_uses_no_private_attribute() -> None:
    modules = sorted(IO.rglob("*.py"))
    assert IO / "workbook.py" in modules and IO / "season_workbook.py" in modules
    assert any(path.parent.name == "workbook_games" for path in modules)
    found = {
        str(path.relative_to(IO)): uses
        for path in modules
        if (uses := private_uses(path.read_text(encoding="utf-8")))
    }
    assert found == {}


def test_the_check_finds_each_kind_of_private_use() -> None:
    assert private_uses("cell._value = 1") == ["1: cell._value"]
    assert private_uses("x = sheet._cells[(1, 2)]") == ["1: sheet._cells"]
    assert private_uses("a = copy(cell._style)") == ["1: cell._style"]
    assert private_uses("n = book._fonts.add(font)") == ["1: book._fonts"]
    assert private_uses("v = self.sheet._cells") == ["1: self.sheet._cells"]
    assert private_uses("s = getattr(cell, '_style')") == ["1: getattr(…, '_style')"]
    assert private_uses("from openpyxl.cell._writer import write_cell") == [
        "1: from openpyxl.cell._writer"
    ]
    assert private_uses("import openpyxl.worksheet._write_only") == [
        "1: import openpyxl.worksheet._write_only"
    ]


def test_what_the_check_allows() -> None:
    source = (
        "self._cache = {}\n"
        "look = look._replace(align='wrap')\n"
        "cell.value = 1\n"
        "cell.__class__\n"
        "from openpyxl.cell import WriteOnlyCell\n"
    )
    assert private_uses(source) == []
