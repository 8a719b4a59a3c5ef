"""Test-wide setup: Qt on the offscreen platform before any QApplication exists, and
a home of its own for every test, so that no test reads or writes the real one."""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.home_guard import HomeSnapshot, real_home
from tests.postgres_server import PostgresServer

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SAFETY_NET_MS = 30_000
"""pytest-qt waits 5 s by default for a window, a signal or a condition; every wait
ends the moment its event comes, so on a busy machine a longer net costs nothing
and 5 s fails a run that was right. Every wait without its own timeout gets this."""


def _wait_longer() -> None:
    from pytestqt.qtbot import QtBot

    for name in (
        "waitActive",
        "waitCallback",
        "waitExposed",
        "waitSignal",
        "waitSignals",
        "waitUntil",
    ):
        method = getattr(QtBot, name)
        defaults = dict(method.__kwdefaults__ or {})
        if defaults.get("timeout", SAFETY_NET_MS) < SAFETY_NET_MS:
            defaults["timeout"] = SAFETY_NET_MS
            method.__kwdefaults__ = defaults


_wait_longer()


def _compile_translations() -> None:
    """The ``.qm`` files are compiled by the package build (``pip install -e .``); a
    ``.ts`` changed since (a translation filled in) is compiled again here, as
    ``python -m schreiber.ui.i18n`` would — the running app never compiles one."""
    from schreiber.ui.i18n import build

    build()


_compile_translations()

REAL_HOME = real_home()
"""The home of the user running the tests, as it was before any test changed
``HOME``: nothing may be written there (:func:`the_real_home_is_left_alone`)."""


# --- a home of its own for every test ------------------------------------------------


@pytest.fixture(scope="session", autouse=True)
def the_real_home_is_left_alone() -> Iterator[None]:
    """Fails the run if anything in the real home changed while the tests ran:
    settings, data, caches (each test has its own, :func:`own_home`)."""
    before = HomeSnapshot.take(REAL_HOME)
    yield
    changed = before.changes(HomeSnapshot.take(REAL_HOME))
    if changed:
        pytest.fail(
            "the tests wrote into the real home " + str(REAL_HOME) + ": " + ", ".join(changed),
            pytrace=False,
        )


@pytest.fixture(autouse=True)
def own_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets a home of its own before any window is made: ``HOME`` and the
    ``XDG_*`` folders (platformdirs, fontconfig, LibreOffice and any child process
    follow them) and Qt's default settings (``QSettings()`` of the test
    application, in either format) point into a fresh temporary folder. pip keeps
    the user's own configuration (the package index), read, never written."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    for variable, folder in XDG_FOLDERS.items():
        monkeypatch.setenv(variable, str(home / folder))
    pip_config = REAL_HOME / ".config" / "pip" / "pip.conf"
    if "PIP_CONFIG_FILE" not in os.environ and pip_config.is_file():
        monkeypatch.setenv("PIP_CONFIG_FILE", str(pip_config))
    from PySide6.QtCore import QSettings

    config = str(home / XDG_FOLDERS["XDG_CONFIG_HOME"])
    for settings_format in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(settings_format, QSettings.Scope.UserScope, config)
    return home


XDG_FOLDERS = {
    "XDG_CONFIG_HOME": ".config",
    "XDG_DATA_HOME": ".local/share",
    "XDG_CACHE_HOME": ".cache",
    "XDG_STATE_HOME": ".local/state",
}


# --- a real PostgreSQL server, started once for the tests that ask for it -----------


_databases = itertools.count(1)


def start_postgres() -> PostgresServer:
    """A new test server; skips the test where PostgreSQL or psycopg is missing,
    except in CI, where ``.ci/run`` installs both and a missing one fails."""
    try:
        import psycopg  # noqa: F401

        return PostgresServer.start()
    except (ImportError, FileNotFoundError) as error:
        if os.environ.get("CI"):
            pytest.fail(f"CI needs PostgreSQL for these tests: {error}")
        pytest.skip(f"PostgreSQL is not available here: {error}")


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every message box's text, in order, instead of a modal box (which would wait
    for a click that never comes)."""
    from PySide6.QtWidgets import QMessageBox

    texts: list[str] = []

    def record(*args: Any) -> QMessageBox.StandardButton:
        texts.append(str(args[2]))
        return QMessageBox.StandardButton.Ok

    for kind in ("critical", "warning", "information"):
        monkeypatch.setattr(QMessageBox, kind, record)
    return texts


@pytest.fixture
def saved_as(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[list[str]]:
    """The save dialog answers ``tmp_path/out/club`` (no suffix) instead of waiting
    for a user; the names it offered, in order."""
    from PySide6.QtWidgets import QFileDialog

    (tmp_path / "out").mkdir()
    offered: list[str] = []

    def save_name(*args: object) -> tuple[str, str]:
        offered.append(str(args[2]))
        return str(tmp_path / "out" / "club"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    yield offered


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """A temporary PostgreSQL cluster on loopback (see tests/postgres_server.py).

    Skipped where PostgreSQL or psycopg is not installed, except in CI, where
    ``.ci/run`` installs both and a missing one is an error.
    """
    server = start_postgres()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def postgres_url(postgres_server: PostgresServer) -> str:
    """A fresh, empty database on the test server, one per test."""
    return postgres_server.create_database(f"t{next(_databases)}")
