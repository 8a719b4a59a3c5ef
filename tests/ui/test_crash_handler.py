"""An error nothing caught, in a slot of the running window: its traceback goes to
the rotating log in the data folder (never a password with it), the user sees a
short message naming the log, and the window goes on."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from schreiber.logs import scrubbed

ROOT = Path(__file__).resolve().parents[2]

DRIVER = """
import sys
from pathlib import Path
from PySide6.QtCore import QTimer, qWarning
from PySide6.QtWidgets import QApplication, QMessageBox
from schreiber.ui.application import install_crash_handler

app = QApplication([])
said = []
QMessageBox.critical = lambda parent, title, text: said.append(text)
install_crash_handler(Path(sys.argv[1]))

def broken():
    raise RuntimeError("postgresql://club:s3cret@server/club password=s3cret failed")

def after():
    qWarning("a warning from Qt")
    print("still running", flush=True)
    print("said:", said[0] if said else "", flush=True)
    app.quit()

QTimer.singleShot(0, broken)
QTimer.singleShot(50, after)
app.exec()
"""


def test_an_error_in_a_slot_is_logged_said_and_the_window_goes_on(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    done = subprocess.run(
        [sys.executable, "-c", DRIVER, str(folder)],
        cwd=ROOT,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "still running" in done.stdout
    log = folder / "schreiber.log"
    assert "said: Schreiber met an unexpected error" in done.stdout
    assert str(log) in done.stdout
    written = log.read_text(encoding="utf-8")
    assert "Traceback" in written and "RuntimeError" in written and "in broken" in written
    assert "Qt: a warning from Qt" in written
    assert "s3cret" not in written


def test_passwords_are_blanked_in_every_form() -> None:
    assert scrubbed("postgresql://club:s3cret@host/db") == "postgresql://club:***@host/db"
    assert scrubbed("host=h password=s3cret dbname=d") == "host=h password=*** dbname=d"
    assert scrubbed("password='a b\\' c' x") == "password=*** x"
    assert scrubbed("?sslmode=require&password=s3cret&x=1") == "?sslmode=require&password=***&x=1"
    assert scrubbed("nothing secret") == "nothing secret"
