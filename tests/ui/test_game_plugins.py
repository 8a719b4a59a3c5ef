"""A game is one plug-in on the window's side too: each game's entry module gives
its GameUi, and no other part of the window asks which game it is."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from schreiber.games.common import Replay
from schreiber.games.registry import GAME_NAMES, UnknownGameError, game
from schreiber.ui.common import text
from schreiber.ui.common.game_ui import GameUi, entry_module, entry_panel, game_ui

UI = Path(__file__).resolve().parents[2] / "app" / "schreiber" / "ui"
# The club's windows are another part of the issue (their own change).
ELSEWHERE = ("club",)


def named_after_a_game(path: Path) -> bool:
    return any(path.stem.startswith(name) for name in GAME_NAMES)


def test_no_window_code_outside_a_games_files_names_a_game() -> None:
    found = []
    for path in sorted(UI.rglob("*.py")):
        relative = path.relative_to(UI)
        if relative.parts[0] in ELSEWHERE or named_after_a_game(path):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and node.value in GAME_NAMES:
                found.append(f"{relative}:{node.lineno}: {node.value!r}")
    assert found == []


@pytest.mark.parametrize("name", GAME_NAMES)
def test_each_game_has_its_window_part_in_its_entry_module(name: str) -> None:
    parts = game_ui(name)
    assert isinstance(parts, GameUi) and parts.name == name
    assert type(parts).__module__ == entry_module(name)
    assert text.game_title(name)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_each_games_entry_panel_is_made_by_its_name(qtbot: QtBot, name: str) -> None:
    def preview(record: dict[str, object], number: int | None) -> Replay:
        raise AssertionError("not asked for here")

    parent = QWidget()
    qtbot.addWidget(parent)
    panel = entry_panel(name, preview, parent)
    assert type(panel).__name__ == game(name).entry_panel.partition(":")[2]


def test_an_unknown_game_is_an_error_not_a_fallback() -> None:
    with pytest.raises(UnknownGameError):
        game_ui("skat")
    with pytest.raises(UnknownGameError):
        text.game_title("skat")
