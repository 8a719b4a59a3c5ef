"""Paths of packaging/ and its build script, loaded as a module for the tests."""

from __future__ import annotations

import functools
import importlib.util
from pathlib import Path
from types import ModuleType
from typing import Final

ROOT: Final = Path(__file__).resolve().parents[2]
PACKAGING: Final = ROOT / "packaging"
BUILD_SCRIPT: Final = PACKAGING / "build.py"
APP_ID: Final = "de.schreiber.Schreiber"
DESKTOP_FILE: Final = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO_FILE: Final = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
LANGUAGES: Final = ("de", "ja")  # besides English, the untranslated default
# Where the repository is published; the screenshots' addresses start with it.
PROJECT_URL: Final = "https://schreiber.example/"


@functools.cache
def load_script(path: Path) -> ModuleType:
    """A script of packaging/ (a plain folder, not a package) as a module."""
    spec = importlib.util.spec_from_file_location(f"schreiber_packaging_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def build_script() -> ModuleType:
    return load_script(BUILD_SCRIPT)
