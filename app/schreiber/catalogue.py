"""The Qt Linguist catalogue, read without a window: one set of words everywhere.

The window installs ``app/schreiber/resources/translations/schreiber_<lang>.qm`` (built
from ``resources/translations/*.ts``) into its application (:mod:`schreiber.ui.i18n`);
the headless workbook export reads the very same file through QtCore's
``QTranslator``, which needs no application object.
So a game type, a bonus or a rule option has one name per language, whether it
is on the screen, in a workbook or in a message.

The module itself imports no Qt (finding the files works anywhere); reading a
catalogue imports ``PySide6.QtCore`` only, never QtGui or QtWidgets.

The ``.qm`` files are compiled when the package is built — the wheel, an editable
install, the bundle (``setup.py``, ``packaging/build.py``) — never here: the
running app only reads them, and writes nothing into its own folder. A missing
one means English, and a line in the log.
"""

from __future__ import annotations

import logging
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import TYPE_CHECKING, Final

from schreiber.games.names import Term, Terms

if TYPE_CHECKING:
    from PySide6.QtCore import QTranslator

CATALOGUE: Final = "schreiber"
ENGLISH: Final = "en"


def resources_dir() -> Path:
    """The package's own resources (``app/schreiber/resources``): compiled catalogues and
    the window icon, found through :mod:`importlib.resources` — in a source
    checkout, an editable install, an installed wheel and the PyInstaller bundle
    alike (the bundle keeps the package's data files under ``app/schreiber/resources``)."""
    return Path(str(files("schreiber"))) / "resources"


def translations_dir() -> Path:
    """Where the compiled ``.qm`` catalogues are."""
    return resources_dir() / "translations"


def source_translations_dir() -> Path:
    """The translators' ``.ts`` sources: ``resources/translations`` of a source
    checkout (an installed package has only the compiled catalogues)."""
    return Path(__file__).resolve().parents[2] / "resources" / "translations"


def compiled_file(language: str) -> Path:
    return translations_dir() / f"{CATALOGUE}_{language}.qm"


class Catalogue:
    """One language's translations: ``translate(context, source)`` as in Qt.

    English, and any text the catalogue lacks, is the source text itself.
    """

    def __init__(self, language: str) -> None:
        self.language = language
        self._translator: QTranslator | None = None
        if language != ENGLISH:
            self._translator = _load(language)

    def translate(self, context: str, source: str) -> str:
        if self._translator is None:
            return source
        return self._translator.translate(context, source) or source

    def term(self, value: Term | Terms) -> str:
        """A code named in a message or a cell, in this language."""
        if isinstance(value, Terms):
            return ", ".join(self.term(term) for term in value)
        return self.translate(*value.source)


def _load(language: str) -> QTranslator | None:
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    if not translator.load(f"{CATALOGUE}_{language}", str(translations_dir())):
        missing(language)
        return None
    return translator


def missing(language: str) -> None:
    """Log that ``language``'s compiled catalogue is not there (its texts stay English)."""
    logging.getLogger(__name__).warning(
        "no translations for %r: %s is missing or unreadable, so the texts are English"
        " (the package build compiles it: pip install, or python -m schreiber.ui.i18n)",
        language,
        compiled_file(language),
    )


@cache
def catalogue(language: str) -> Catalogue:
    """The catalogue of ``language``, loaded once."""
    return Catalogue(language)
