"""File → Settings: as large as its contents in every language, nothing below the
buttons (a resizable dialog this small got the window manager's resize handle, a
strip along its bottom edge, seen on Xvfb with openbox)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from schreiber.ui.common.settings_dialog import SettingsDialog
from schreiber.ui.i18n import Translations


@pytest.fixture
def language(english: Translations) -> Iterator[Callable[[str], str]]:
    yield english.apply
    english.apply("en")


@pytest.mark.parametrize("code", ["en", "de", "ja"])
def test_the_dialog_is_as_large_as_its_contents(
    qtbot: QtBot,
    tmp_path: Path,
    english: Translations,
    language: Callable[[str], str],
    code: str,
) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    language(code)
    dialog = SettingsDialog(settings, english)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    # Not resizable: the window manager draws no resize handle under it.
    assert dialog.minimumSize() == dialog.maximumSize() == dialog.size()
    layout = dialog.layout()
    assert layout is not None
    margins = layout.contentsMargins()
    # The buttons are the last thing in it: no empty band under them.
    assert dialog.buttons.geometry().bottom() + 1 + margins.bottom() == dialog.height()
    # The hint is wholly shown, however its language wraps it.
    hint = dialog.hint
    assert hint.height() >= hint.heightForWidth(hint.width())
