"""The real app in a process of its own, for ``test_drafts.py``: started as a
player starts it (``schreiber.ui.application.run`` on a data folder), it types
the keys given on the command line into the entry panel of the session it
reopened, as real key presses, prints ``typed <record as JSON>`` and runs on
until it is killed.

    python draft_child.py DATA_DIR KEYS
"""

from __future__ import annotations

import json
import sys
from typing import cast

from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from schreiber.ui.application import run
from schreiber.ui.main_window import MainWindow


def type_when_ready(keys: str) -> None:
    """Once the window shows its session and has offered its draft, type ``keys``."""
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    ready = [w for w in windows if w.isVisible() and w.drafts.following()]
    if not ready:
        QTimer.singleShot(10, lambda: type_when_ready(keys))
        return
    window = ready[0]
    if not window.isActiveWindow():  # the keys go where a player's would: the active window
        window.activateWindow()
        QTimer.singleShot(10, lambda: type_when_ready(keys))
        return
    entry = window.page.entry
    for key in keys:
        target = QApplication.focusWidget() or window.focusWidget() or cast(QWidget, entry)
        QTest.keyClicks(target, key)
    print("typed", json.dumps(entry.record()), flush=True)


def main() -> int:
    data_dir, keys = sys.argv[1], sys.argv[2]
    app = QApplication(sys.argv[:1])
    QTimer.singleShot(0, lambda: type_when_ready(keys))
    return run(data_dir=data_dir) if app is not None else 1


if __name__ == "__main__":
    sys.exit(main())
