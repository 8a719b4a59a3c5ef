"""Every wait in a test waits for its event, with 30 s or more as a safety net only:
a busy machine must not turn a right run red."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.conftest import SAFETY_NET_MS
from tests.ui.windows import WAIT_MS

TESTS = Path(__file__).resolve().parent
WAITS = ("waitActive", "waitCallback", "waitExposed", "waitSignal", "waitSignals", "waitUntil")


def test_pytest_qts_waits_default_to_the_safety_net() -> None:
    for name in WAITS:
        timeout = inspect.signature(getattr(QtBot, name)).parameters["timeout"].default
        assert timeout >= SAFETY_NET_MS >= 30_000, name
    assert WAIT_MS >= 30_000


def short_waits(source: str) -> list[str]:
    """Calls in ``source`` that wait a fixed time (``qtbot.wait(ms)``) or give a
    wait a timeout under 30 s."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        name = node.func.attr
        if (
            name == "wait"
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id == "qtbot"
        ):
            found.append(f"line {node.lineno}: qtbot.wait")
        if name in WAITS:
            for keyword in node.keywords:
                value = keyword.value
                if (
                    keyword.arg == "timeout"
                    and isinstance(value, ast.Constant)
                    and isinstance(value.value, int)
                    and value.value < 30_000
                ):
                    found.append(f"line {node.lineno}: {name}(timeout={value.value})")
    return found


def test_the_scan_finds_a_short_wait() -> None:
    assert short_waits("qtbot.waitUntil(done, timeout=5000)\nqtbot.wait(100)\n") == [
        "line 1: waitUntil(timeout=5000)",
        "line 2: qtbot.wait",
    ]
    assert short_waits("qtbot.waitUntil(done, timeout=30_000)\nqtbot.waitUntil(done)\n") == []


def test_no_test_waits_a_fixed_time_or_less_than_the_safety_net() -> None:
    found = {
        str(path.relative_to(TESTS)): waits
        for path in sorted(TESTS.rglob("*.py"))
        if (waits := short_waits(path.read_text(encoding="utf-8")))
    }
    assert found == {}
