"""Every setting the window keeps, declared once: its key, its type, its default.

The settings live in a ``QSettings`` that the window is given (the user's, made
once by ``schreiber.ui.application.run``; a test's own file in the tests), never
one the code makes for itself. Each setting below is read and written only
through its declaration, so a key is spelled once, a missing or unreadable value
gives the default, and the type is the one declared.

The password of a club's database is no setting: it lives in the system keyring
(``schreiber.ui.connection.passwords``); :data:`DATABASE` holds the address without it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QByteArray, QSettings

from schreiber.games.frozen import Frozen, fill


def _home() -> str:
    from PySide6.QtCore import QDir

    return QDir.homePath()


class Text(Frozen):
    """A setting that is a line of text."""

    FIELDS = ("key", "default")
    __slots__ = FIELDS
    key: str
    default: str | Callable[[], str]

    def __init__(self, key: str, default: str | Callable[[], str] = "") -> None:
        fill(self, key, default)

    def fallback(self) -> str:
        return self.default() if callable(self.default) else self.default

    def read(self, settings: QSettings) -> str:
        value = settings.value(self.key, None)
        text = "" if value is None else str(value).strip()
        return text or self.fallback()

    def write(self, settings: QSettings, value: str) -> None:
        settings.setValue(self.key, value)

    def forget(self, settings: QSettings) -> None:
        settings.remove(self.key)


class Number(Frozen):
    """A setting that is a whole number between ``low`` and ``high``."""

    FIELDS = ("key", "default", "low", "high")
    __slots__ = FIELDS
    key: str
    default: int
    low: int
    high: int

    def __init__(self, key: str, default: int, low: int, high: int) -> None:
        fill(self, key, default, low, high)

    def read(self, settings: QSettings) -> int:
        try:
            number = int(str(settings.value(self.key, self.default)))
        except ValueError:
            return self.default
        return number if self.low <= number <= self.high else self.default

    def write(self, settings: QSettings, value: int) -> None:
        settings.setValue(self.key, value)


class Bytes(Frozen):
    """A setting that Qt writes as bytes (a window's geometry)."""

    FIELDS = ("key",)
    __slots__ = FIELDS
    key: str

    def __init__(self, key: str) -> None:
        fill(self, key)

    def read(self, settings: QSettings) -> QByteArray | None:
        value = settings.value(self.key, None)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def write(self, settings: QSettings, value: QByteArray) -> None:
        settings.setValue(self.key, value)


LANGUAGE: Final = Text("language")
"""The window's language: "en", "de", "ja", or empty to follow the system."""
DATABASE: Final = Text("database/url")
"""The club's database chosen in File → Open database…, without its password
(empty: this computer's own file)."""
GEOMETRY: Final = Bytes("window/geometry")
"""Where the window was last closed."""
ZOOM: Final = Number("sheet/zoom", 0, -5, 10)
"""The sheet's zoom in steps of 10 % (0: the normal size)."""
EXPORT_FOLDER: Final = Text("export/folder", _home)
"""The folder of the last workbook or printout written."""
BACKUP_FOLDER: Final = Text("backup/folder", _home)
"""The folder of the last backup written."""
SETTLE_RATE: Final = Text("settle/rate")
"""Settling up: the money per point last used (empty: none yet)."""
SETTLE_CURRENCY: Final = Text("settle/currency", "€")
SETTLE_ROUNDING: Final = Text("settle/rounding", "0.01")
LAST_SESSION: Final = Text("session/last")
"""The session open when the window was last closed, as "<database>#<id>" (the
database as :data:`DATABASE` names it), reopened at the next start."""

ALL: Final = (
    LANGUAGE,
    DATABASE,
    GEOMETRY,
    ZOOM,
    EXPORT_FOLDER,
    BACKUP_FOLDER,
    SETTLE_RATE,
    SETTLE_CURRENCY,
    SETTLE_ROUNDING,
    LAST_SESSION,
)
"""Every setting there is (the tests check that no other key is written)."""
