"""Render the window to PNG files in docs/screenshots/ (offscreen, no display needed).

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from app.ui.main_window import MainWindow

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    OUT.mkdir(parents=True, exist_ok=True)
    window = MainWindow()
    window.resize(1280, 720)
    window.show()
    app.processEvents()
    window.grab().save(str(OUT / "main-window.png"))
    print(OUT / "main-window.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
