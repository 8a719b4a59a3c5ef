"""The translations are compiled when the package is built, never by the running app
(issue 25, item 5).

``lrelease`` runs in the package build (``setup.py``: the wheel and ``pip install
-e .``) and in ``python -m schreiber.ui.i18n`` (``packaging/build.py``, the tests'
set-up); the catalogue and the window only read the ``.qm`` files. Without them
the app speaks English and says so in its log — it neither fails nor writes into
its own package folder.
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "app" / "schreiber"
I18N = PACKAGE / "ui" / "i18n.py"

RUN = r"""
import json, logging, sys
logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="%(name)s: %(message)s")
import schreiber
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from schreiber.catalogue import catalogue
from schreiber.ui.i18n import Translations

qt = QApplication([])
headless = catalogue("de").translate("MainWindow", "&File")
code = Translations(qt).apply("de")
print(json.dumps({
    "package": schreiber.__file__,
    "headless": headless,
    "language": code,
    "window": QCoreApplication.translate("MainWindow", "&File"),
}))
"""


def functions_calling(tree: ast.Module, name: str) -> set[str]:
    """The top-level functions and classes of a module that call ``name`` (by name
    or as an attribute), wherever in them."""
    found = set()
    for top in tree.body:
        for node in ast.walk(top):
            if isinstance(node, ast.Call):
                called = node.func
                if (isinstance(called, ast.Name) and called.id == name) or (
                    isinstance(called, ast.Attribute) and called.attr == name
                ):
                    found.add(getattr(top, "name", "<module>"))
    return found


def test_only_the_build_command_compiles_the_catalogues() -> None:
    """``build`` (which runs lrelease) is called by ``main`` of ``schreiber.ui.i18n`` —
    ``python -m schreiber.ui.i18n`` — and by nothing else in the package."""
    i18n = ast.parse(I18N.read_text(encoding="utf-8"))
    assert functions_calling(i18n, "build") == {"main"}
    lrelease = {
        getattr(top, "name", "<module>")
        for top in i18n.body
        for node in ast.walk(top)
        if isinstance(node, ast.Constant) and node.value == "lrelease"
    }
    assert lrelease == {"build"}
    for path in sorted(PACKAGE.rglob("*.py")):
        if path == I18N:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = path.relative_to(ROOT)
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == "schreiber.ui.i18n":
                assert "build" not in {alias.name for alias in node.names}, where
            if isinstance(node, ast.Attribute):
                assert not (node.attr == "build" and ast.unparse(node.value).endswith("i18n"))
            if isinstance(node, ast.Constant):
                assert node.value != "lrelease", where


def copy_without_catalogues(tmp_path: Path) -> tuple[Path, Path]:
    """The package and the translators' sources, as a checkout has them, with no
    ``.qm`` file: what a build would compile is there, the compiled files are not."""
    app = tmp_path / "app"
    shutil.copytree(
        PACKAGE, app / "schreiber", ignore=shutil.ignore_patterns("__pycache__", "*.qm")
    )
    shutil.copytree(ROOT / "resources" / "translations", tmp_path / "resources" / "translations")
    return app, app / "schreiber" / "resources" / "translations"


def start(app: Path, tmp_path: Path) -> dict[str, str]:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(app))
    done = subprocess.run(
        [sys.executable, "-c", RUN],
        cwd=tmp_path,
        env=environment,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    report: dict[str, str] = json.loads(done.stdout.strip().splitlines()[-1])
    assert Path(report["package"]).is_relative_to(app), report["package"]
    report["log"] = done.stderr
    return report


def test_without_its_catalogues_the_app_speaks_english_says_so_and_compiles_nothing(
    tmp_path: Path,
) -> None:
    app, folder = copy_without_catalogues(tmp_path)
    before = sorted(folder.iterdir())
    report = start(app, tmp_path)
    assert report["headless"] == "&File" and report["window"] == "&File"
    assert report["language"] == "de"
    assert "no translations for 'de'" in report["log"], report["log"]
    assert str(folder / "schreiber_de.qm") in report["log"]
    assert sorted(folder.iterdir()) == before  # nothing compiled, nothing written


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_a_read_only_package_folder_is_only_read(tmp_path: Path) -> None:
    app, folder = copy_without_catalogues(tmp_path)
    for language in ("de", "ja", "en"):  # the package build's catalogues
        shutil.copy(PACKAGE / "resources" / "translations" / f"schreiber_{language}.qm", folder)
    # Sources newer than the catalogues: a build would compile them again.
    for source in (tmp_path / "resources" / "translations").iterdir():
        os.utime(source)
    stamps = {path.name: path.stat().st_mtime_ns for path in folder.iterdir()}
    folder.chmod(0o555)
    try:
        report = start(app, tmp_path)
    finally:
        folder.chmod(0o755)
    assert report["headless"] == "&Datei" and report["window"] == "&Datei"
    assert "no translations" not in report["log"], report["log"]
    assert {path.name: path.stat().st_mtime_ns for path in folder.iterdir()} == stamps
