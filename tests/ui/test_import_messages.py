"""File → Import of a session file that cannot be read says why in the window's
language (issue 25, item 5).

The window reads the file through :mod:`schreiber.io.json_file`, not through the
command line: the reason is the catalogue's, in German for a German window, with
neither the JSON parser's words ("Expecting property name…") nor the command
line's hint to send the file to standard input.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from schreiber.store.database import Store
from schreiber.ui.i18n import Translations
from schreiber.ui.main_window import MainWindow


def write(content: bytes) -> Callable[[Path], object]:
    return lambda path: path.write_bytes(content)


BROKEN: dict[str, tuple[Callable[[Path], object], str]] = {
    # Python's json says "Expecting property name enclosed in double quotes".
    "a name without quotes": (
        write(b'{format: "schreiber-session"}'),
        "ihr Text ist in Zeile 1, Spalte 2 beschädigt oder bricht dort ab",
    ),
    "cut off": (
        write(b'{"format": "schreiber-session",\n "players": ["Anna", '),
        "ihr Text ist in Zeile 2, Spalte 22 beschädigt oder bricht dort ab",
    ),
    "not UTF-8": (write("{}".encode("utf-16")), "kein UTF-8-Text (Byte 0)"),
    "nested for ever": (write(b"[" * 100_000), "ihre Listen sind zu tief verschachtelt"),
    "NaN": (write(b'{"re_points": NaN}'), "eine Zahl, die kein Spielabend hat"),
    "a named pipe": (os.mkfifo, "es ist eine benannte Pipe (FIFO), keine Datei"),
    "a folder": (Path.mkdir, "es ist ein Ordner, keine Datei"),
    "gone": (lambda path: None, "diese Datei gibt es nicht (mehr)"),
}

NOT_FOR_PLAYERS = (
    "Expecting",  # the parser's own words
    "property name",
    "delimiter",
    "recursion",
    "not valid JSON",
    "line 1",
    "cannot read",
    "standard input",  # the command line's way in
    "give -",
    "Standardeingabe",
)


@pytest.fixture
def german(qapp: QApplication) -> Iterator[Translations]:
    translations = Translations(qapp)
    translations.apply("de")
    yield translations
    translations.apply("en")


@pytest.mark.parametrize("case", list(BROKEN))
def test_a_german_window_says_in_german_why_a_session_file_was_not_imported(
    qtbot: QtBot,
    german: Translations,
    shown: list[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    case: str,
) -> None:
    make, says = BROKEN[case]
    path = tmp_path / "Abend.json"
    make(path)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    with Store(tmp_path / "schreiber.sqlite3") as store:
        window = MainWindow(store, settings, translations=german)
        qtbot.addWidget(window)
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(path), ""))
        window.files.import_session()
        assert store.sessions.list_sessions() == []
    assert len(shown) == 1, shown
    message = shown[0]
    assert message.startswith(f"{path} wurde nicht importiert: "), message
    assert says in message, message
    assert not [words for words in NOT_FOR_PLAYERS if words in message], message


def test_an_english_window_says_the_same_in_english(
    qtbot: QtBot, shown: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "evening.json"
    path.write_bytes(b'{format: "schreiber-session"}')
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    with Store(tmp_path / "schreiber.sqlite3") as store:
        window = MainWindow(store, settings)
        qtbot.addWidget(window)
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(path), ""))
        window.files.import_session()
    assert shown == [
        f"{path} was not imported: the file is no session file: its text is damaged or cut"
        " off at line 1, column 2; choose the session file (.json) Schreiber saved, or mend"
        " it there"
    ]
