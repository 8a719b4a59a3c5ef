"""One settings module: every setting declared once with its type and default,
read and written only through its declaration, and given to the window, never
made by the code for itself (schreiber.ui.settings)."""

from __future__ import annotations

import ast
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings
from pytestqt.qtbot import QtBot

from schreiber.store.database import Store
from schreiber.ui import settings as setting
from schreiber.ui.main_window import MainWindow
from tests.ui.conftest import session_json

APP = Path(__file__).resolve().parents[2] / "app" / "schreiber"


def calls(name: str) -> list[str]:
    """Where the package calls ``name(...)`` or ``x.name(...)``, as file:line."""
    found = []
    for path in sorted(APP.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called == name:
                found.append((path, node))
    return [f"{path.relative_to(APP)}:{node.lineno}" for path, node in found if node.args == []]


def test_the_code_never_makes_the_users_settings_for_itself() -> None:
    # Only the start of the app makes them (once, and hands them on).
    made = calls("QSettings")
    assert len([place for place in made if place.startswith("ui/application.py")]) == 1
    assert [place for place in made if not place.startswith("ui/application.py")] == []


def keys_written_by_literal() -> list[str]:
    """``….setValue("a/key", …)`` with the key spelled out, outside the declarations."""
    found = []
    for path in sorted(APP.rglob("*.py")):
        if path.name == "settings.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("setValue", "value", "remove")
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found.append(f"{path.relative_to(APP)}:{node.lineno}")
    return found


def test_every_key_is_spelled_once_in_its_declaration() -> None:
    assert keys_written_by_literal() == []
    keys = [declared.key for declared in setting.ALL]
    assert len(keys) == len(set(keys))


def test_missing_or_unreadable_values_give_the_default(tmp_path: Path) -> None:
    stored = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert setting.SETTLE_CURRENCY.read(stored) == "€"
    assert setting.EXPORT_FOLDER.read(stored) == str(Path.home())  # the test's own home
    stored.setValue(setting.ZOOM.key, "abc")
    assert setting.ZOOM.read(stored) == 0
    stored.setValue(setting.ZOOM.key, 99)
    assert setting.ZOOM.read(stored) == 0  # out of its range
    setting.ZOOM.write(stored, 3)
    assert setting.ZOOM.read(stored) == 3
    stored.setValue(setting.GEOMETRY.key, "not bytes")
    assert setting.GEOMETRY.read(stored) is None
    setting.GEOMETRY.write(stored, QByteArray(b"\x01\x02"))
    assert setting.GEOMETRY.read(stored) == QByteArray(b"\x01\x02")
    setting.DATABASE.write(stored, "postgresql://anna@server/club")
    setting.DATABASE.forget(stored)
    assert setting.DATABASE.read(stored) == ""


def test_a_window_writes_only_declared_settings(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    stored = QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(store, stored)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.controller.create(session_json())
    window.page.sheet.set_zoom(2)
    window.close()
    stored.sync()
    declared = {each.key for each in setting.ALL}
    assert set(stored.allKeys()) <= declared, set(stored.allKeys()) - declared
    assert {setting.GEOMETRY.key, setting.ZOOM.key} <= set(stored.allKeys())
