"""Fixtures for the window tests: a real store in a temporary folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from schreiber.session.file import parse_session
from schreiber.session.service import SessionService, create_session
from schreiber.store.database import Store
from schreiber.ui.i18n import Translations

PLAYERS = ["Anna", "Ben", "Chie", "Daiki"]


def session_json(
    players: list[str] | None = None,
    options: dict[str, object] | None = None,
    preset: str = "standard",
    deals: list[dict[str, object]] | None = None,
) -> dict[str, object]:
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": "Test evening",
        "date": "2026-11-20",
        "players": players or PLAYERS,
        "first_dealer": (players or PLAYERS)[0],
        "rules": {"preset": preset, "options": options or {}},
        "deals": deals or [],
    }


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store(tmp_path / "schreiber.sqlite3") as opened:
        yield opened


@pytest.fixture
def service(store: Store) -> SessionService:
    session_id = create_session(store, parse_session(session_json()))
    return SessionService(store, session_id)


@pytest.fixture(scope="session", autouse=True)
def english(qapp: QApplication) -> Translations:
    """The window tests read English texts, plural forms included (built .qm files)."""
    translations = Translations(qapp)
    translations.apply("en")
    return translations
