"""Render the new-session dialog and the start screen to PNG files for a layout check.

Run: QT_QPA_PLATFORM=offscreen /tmp/venv/bin/python scripts/shot_new_session.py [OUT_DIR]
Writes new_session*.png and start_screen.png (default: /tmp).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from app.ui.new_session import NewSessionDialog
from app.ui.start_screen import SessionRow, StartScreen

SCREEN = (1280, 720)


def save(widget: QWidget, path: Path) -> None:
    widget.show()
    QApplication.processEvents()
    widget.grab().save(str(path))
    print(path, f"{widget.width()}×{widget.height()}")


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp")
    out.mkdir(parents=True, exist_ok=True)

    dialog = NewSessionDialog(["Anna", "Ben", "Chie", "Daiki", "Emi", "Frieda"])
    dialog.set_players(["Anna", "Ben", "Chie", "Daiki", "Emi"])
    hint = dialog.sizeHint()
    print("dialog size hint", hint.width(), hint.height())
    dialog.resize(1180, 640)  # what it opens at on a 1280×720 screen (offscreen is smaller)
    save(dialog, out / "new_session.png")
    dialog.rules_editor.tabs.setCurrentIndex(3)  # Bock: the fullest tab
    save(dialog, out / "new_session_bock.png")
    dialog.rules_editor.set_preset("ddv")
    dialog.rules_editor.tabs.setCurrentIndex(4)
    save(dialog, out / "new_session_ddv.png")
    dialog.rules_editor.set_preset("standard")
    sit_out = dialog.rules_editor.controls["sit_out"]
    assert isinstance(sit_out, QComboBox)
    sit_out.setCurrentIndex(1)  # "opposite" with 5 players: refused
    dialog.rules_editor.tabs.setCurrentIndex(6)
    save(dialog, out / "new_session_problem.png")

    screen = StartScreen()
    screen.resize(*SCREEN)
    birthday = ("Anna", "Ben", "千恵", "大樹", "Emi", "Frieda")
    screen.set_rows(
        [
            SessionRow(1, "2026-10-02", "Doppelkopf 2026-10-02", ("Anna", "Ben", "Chie", "Daiki"),
                       24, "Chie (+17)"),
            SessionRow(2, "2026-11-20", "Friday at Emi's", ("Anna", "Ben", "Chie", "Daiki", "Emi"),
                       31, "Emi (+12)"),
            SessionRow(3, "2026-11-27", "大樹の誕生日", birthday, 8, "大樹 (+6)"),
        ]
    )  # fmt: skip
    save(screen, out / "start_screen.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
