"""The database's messages: English by ``str``, translated whole in the window."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from schreiber.store.database import M_FULL, M_NO_DEAL, UNCHANGED, Phrase, StoreError
from schreiber.ui.common import text
from schreiber.ui.i18n import Translations


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    translations = Translations(qapp)
    translations.apply("de")
    yield
    translations.apply("en")


def full_disk() -> StoreError:
    return StoreError(
        M_FULL, doing=Phrase("save the deal"), path="/data/s.sqlite3", unchanged=Phrase(UNCHANGED)
    )


def test_the_english_line_is_the_message() -> None:
    assert str(full_disk()) == (
        "Could not save the deal: the disk holding the database /data/s.sqlite3 is full;"
        " nothing was changed"
    )
    assert text.store_error_text(full_disk()) == str(full_disk())  # English window


def test_every_part_is_translated(german: None) -> None:
    assert text.store_error_text(full_disk()) == (
        "Es war nicht möglich, das Spiel zu speichern: Der Datenträger mit der Datenbank"
        " /data/s.sqlite3 ist voll; es wurde nichts geändert"
    )
    # Numbers and paths stay as they are.
    assert text.store_error_text(StoreError(M_NO_DEAL, session=4, number=12)) == (
        "Spielabend 4 hat kein Spiel Nummer 12"
    )


def test_a_broken_translation_falls_back_to_english(monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QCoreApplication

    monkeypatch.setattr(QCoreApplication, "translate", lambda context, source: "{nonsense}")
    assert text.store_error_text(full_disk()) == str(full_disk())
