"""Settings for windows that scripts and benchmarks make: in a temporary folder,
never the user's own (a screenshot or a measurement must not move their window)."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings

_folder: Path | None = None


def scratch_settings() -> QSettings:
    """A settings file in a temporary folder that is removed at exit."""
    global _folder
    if _folder is None:
        _folder = Path(tempfile.mkdtemp(prefix="schreiber-settings-"))
        atexit.register(shutil.rmtree, _folder, True)
    return QSettings(str(_folder / "settings.ini"), QSettings.Format.IniFormat)
