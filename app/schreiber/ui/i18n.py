"""The window's languages: Qt Linguist files, building them, and switching live.

The sources are ``resources/translations/schreiber_<lang>.ts`` (kept up to date
with ``pyside6-lupdate``, see ``python -m schreiber.ui.i18n --help``); the compiled
``.qm`` files are package data, ``app/schreiber/resources/translations`` (see
:mod:`schreiber.catalogue`), built with ``lrelease`` at build time only: by the
package build (``setup.py``) for a wheel and an editable install, by
``python -m schreiber.ui.i18n`` (:func:`build`) for the bundle
(``packaging/build.py``), after a change of the ``.ts`` files and for the tests.
The running app never compiles them: a missing one means English, and the log
says so.
Qt's own dialogs (file dialogs, message box buttons) speak the same language
through Qt's ``qtbase`` catalogue.

Installing a translator makes Qt send ``LanguageChange`` to every widget; each
widget sets its texts again there, so switching keeps everything on screen.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Final

import PySide6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from schreiber.catalogue import missing, source_translations_dir, translations_dir

# One place finds the files, for the window and the headless workbook alike.
from schreiber.catalogue import resources_dir as resources_dir

LANGUAGES: Final = {"en": "English", "de": "Deutsch", "ja": "日本語"}
DEFAULT: Final = "en"
CATALOGUE: Final = "schreiber"


def source_file(language: str) -> Path:
    return source_translations_dir() / f"{CATALOGUE}_{language}.ts"


def compiled_file(language: str) -> Path:
    return translations_dir() / f"{CATALOGUE}_{language}.qm"


def linguist_tool(name: str) -> Path:
    """A Qt Linguist tool shipped inside the PySide6 wheel."""
    folder = Path(PySide6.__file__).resolve().parent
    suffix = ".exe" if os.name == "nt" else ""
    return folder / f"{name}{suffix}"


def build(force: bool = False) -> list[Path]:
    """Compile every ``.ts`` whose ``.qm`` is missing or older; returns what was built.

    A build step (``python -m schreiber.ui.i18n``, the tests' set-up), never called
    by the running app.

    Raises ``OSError`` when a file cannot be written and ``RuntimeError`` when
    ``lrelease`` fails.
    """
    built = []
    for language in LANGUAGES:
        source, target = source_file(language), compiled_file(language)
        if not source.exists():
            continue
        if not force and target.exists() and target.stat().st_mtime >= source.stat().st_mtime:
            continue
        import subprocess  # only when a catalogue must be built (start-up time)

        target.parent.mkdir(parents=True, exist_ok=True)
        temporary = target.with_suffix(".qm.tmp")
        result = subprocess.run(
            [str(linguist_tool("lrelease")), "-silent", str(source), "-qm", str(temporary)],
            capture_output=True,
            check=False,
        )
        if result.returncode != 0 or not temporary.exists():
            temporary.unlink(missing_ok=True)
            message = result.stderr.decode(errors="replace").strip()
            raise RuntimeError(f"lrelease failed for {source.name}: {message}")
        os.replace(temporary, target)
        built.append(target)
    return built


def update_sources(app_dir: Path | None = None) -> None:
    """Run ``lupdate`` over the code: new texts appear unfinished, removed ones go."""
    for language in LANGUAGES:
        lupdate(source_file(language), language, app_dir)


def lupdate(ts: Path, language: str, app_dir: Path | None = None) -> None:
    """Bring ``ts`` in step with the texts of the code in ``app_dir`` (default: the package).

    English keeps only the plural forms; raises ``CalledProcessError`` on failure.
    """
    import subprocess

    root = app_dir or Path(__file__).resolve().parents[1]
    files = sorted(str(path) for path in root.rglob("*.py"))
    extra = ["-pluralonly"] if language == DEFAULT else []
    subprocess.run(
        [
            str(linguist_tool("lupdate")),
            "-silent",
            "-no-obsolete",
            "-locations",
            "none",
            *extra,
            "-target-language",
            language,
            *files,
            "-ts",
            str(ts),
        ],
        check=True,
    )


def system_language() -> str:
    """The first of the user's languages that we have, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT


def resolve(setting: str) -> str:
    return setting if setting in LANGUAGES else system_language()


class Translations:
    """The translators installed in the application, replaced on each switch."""

    def __init__(self, app: QCoreApplication) -> None:
        self.app = app
        self.language = ""
        self._installed: list[QTranslator] = []

    def apply(self, language: str) -> str:
        """Switch to ``language`` (a code of LANGUAGES, or "" for the system's)."""
        code = resolve(language)
        if code == self.language:
            return code
        for translator in self._installed:
            self.app.removeTranslator(translator)
        self._installed = []
        QLocale.setDefault(QLocale(code))
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for name, folder in (("qtbase", qt_dir), (CATALOGUE, str(translations_dir()))):
            translator = QTranslator(self.app)
            if translator.load(f"{name}_{code}", folder):
                self.app.installTranslator(translator)
                self._installed.append(translator)
            elif name == CATALOGUE and code != DEFAULT:
                missing(code)  # built with the package; without it the window speaks English
        self.language = code
        return code


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m schreiber.ui.i18n",
        description="Build the .qm files, or bring the .ts files up to date with the code.",
    )
    parser.add_argument(
        "--update", action="store_true", help="run lupdate over app/ first (for translators)"
    )
    args = parser.parse_args(argv)
    if args.update:
        update_sources()
    for path in build(force=True):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
