"""An installed wheel speaks the user's language and has its icon (issue 18).

The wheel is built as pip builds it (isolated, with the build requirements of
pyproject.toml), installed into a fresh virtual environment outside the source
tree, and started offscreen in German and Japanese. Slow (a minute or two):
``pytest -m "not slow"`` leaves it out.
"""

from __future__ import annotations

import json
import os
import subprocess
import zipfile
from pathlib import Path

import pytest

from benchmarks.installed import build_wheel, install
from schreiber.ui.i18n import LANGUAGES, linguist_tool, source_file

DRIVER = r"""
import json, sys, tempfile
from pathlib import Path
import schreiber
from PySide6.QtCore import QSettings
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication
from schreiber.store.database import Store
from schreiber.ui.application import window_icon
from schreiber.ui.i18n import Translations
from schreiber.ui.main_window import MainWindow

qt = QApplication([])
translations = Translations(qt)
translations.apply(sys.argv[1])
folder = tempfile.mkdtemp()
store = Store(Path(folder) / "schreiber.sqlite3")
settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
window = MainWindow(store, settings, translations=translations, data_dir=folder)
print(json.dumps({
    "app": schreiber.__file__,
    "language": translations.language,
    "menus": [action.text() for action in window.menuBar().actions()],
    "icon": not QIcon(str(window_icon())).isNull(),
    "icon_file": str(window_icon()),
}))
window.close()
store.close()
"""


@pytest.mark.slow
def test_the_installed_wheel_speaks_german_and_japanese_with_its_icon(tmp_path: Path) -> None:
    wheel = build_wheel(tmp_path / "dist")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        shipped = {
            language: archive.read(f"schreiber/resources/translations/schreiber_{language}.qm")
            for language in LANGUAGES
        }
    assert "schreiber/resources/icons/schreiber-256.png" in names
    # One top-level package, named after the project: nothing another distribution
    # installs (an app/ folder, say) can overwrite or remove a file of it.
    tops = {name.split("/")[0] for name in names if not name.startswith("schreiber-")}
    assert tops == {"schreiber"}, tops
    assert not any(name.endswith(".ts") for name in names)
    # The shipped catalogues are the .ts files of this tree, compiled.
    for language, data in shipped.items():
        fresh = tmp_path / f"{language}.qm"
        subprocess.run(
            [
                str(linguist_tool("lrelease")),
                "-silent",
                str(source_file(language)),
                "-qm",
                str(fresh),
            ],
            check=True,
        )
        assert data == fresh.read_bytes(), language

    python = install(wheel, tmp_path / "venv")
    environment = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    environment.pop("PYTHONPATH", None)
    seen = {}
    for language in ("en", "de", "ja"):
        done = subprocess.run(
            [str(python), "-c", DRIVER, language],
            cwd=tmp_path,  # not the source tree: the installed package only
            env=environment,
            capture_output=True,
            text=True,
            check=False,
            timeout=300,
        )
        assert done.returncode == 0, done.stderr
        seen[language] = json.loads(done.stdout.strip().splitlines()[-1])
    for report in seen.values():
        assert Path(report["app"]).is_relative_to(tmp_path / "venv"), report["app"]
        assert report["icon"] and Path(report["icon_file"]).is_relative_to(tmp_path / "venv")
    assert seen["en"]["menus"][0] == "&File"
    assert seen["de"]["menus"][0] == "&Datei"
    assert "ファイル" in seen["ja"]["menus"][0]
    assert seen["de"]["language"] == "de" and seen["ja"]["language"] == "ja"
