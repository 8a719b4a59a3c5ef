"""File → Open database… (ui.connection.database_dialog): fields of their own, the password
masked, kept in the keyring or a file only the user can read, never in the settings.

On a real PostgreSQL server that asks for passwords (tests/login_server.py), with
real key presses. This machine has no keyring service (keyring's ``fail``
backend), the case the file is for; the keyring case uses a keyring backend of
the test's own, set with ``keyring.set_keyring`` as a desktop's would be found.
"Restart" runs the real window in a new process on the same settings.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote, quote_plus

import pytest
from PySide6.QtCore import QEvent, QPoint, QSettings, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLineEdit, QRadioButton
from pytestqt.qtbot import QtBot

pytest.importorskip("psycopg")
keyring = pytest.importorskip("keyring")

from keyring.backend import KeyringBackend  # noqa: E402
from keyring.backends import fail  # noqa: E402
from keyring.errors import KeyringLocked  # noqa: E402

from schreiber.store.locate import open_store  # noqa: E402
from schreiber.ui.connection.database_dialog import DatabaseDialog  # noqa: E402
from schreiber.ui.connection.passwords import FILE_NAME, SERVICE, Passwords  # noqa: E402
from schreiber.ui.main_window import MainWindow  # noqa: E402
from schreiber.ui.settings import DATABASE  # noqa: E402
from tests.hardening.cli import ROOT  # noqa: E402
from tests.login_server import SECRET, address, login_server  # noqa: E402
from tests.postgres_server import PostgresServer  # noqa: E402

WRONG = "Zq9-Falsch-Xy"
WAIT_MS = 30_000


def forms_of(secret: str) -> list[str]:
    return [secret, quote(secret, safe=""), quote(secret), quote_plus(secret), "Tasten"]


class MemoryKeyring(KeyringBackend):
    """A keyring backend of the test's own: what Secret Service or the Keychain
    would be on a desktop (keyring's own interface, as its backends implement it)."""

    priority = 1

    def __init__(self) -> None:
        super().__init__()
        self.kept: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.kept.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.kept[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.kept.pop((service, username), None)


@pytest.fixture(scope="module")
def server() -> Iterator[PostgresServer]:
    server = login_server()
    yield server
    server.stop()


@pytest.fixture
def no_keyring() -> Iterator[None]:
    """As this machine is: keyring finds no service (its ``fail`` backend)."""
    before = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    yield
    keyring.set_keyring(before)


@pytest.fixture
def memory_keyring() -> Iterator[MemoryKeyring]:
    before = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(before)


@pytest.fixture(autouse=True)
def no_password_around(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("PGPASSWORD", "PGPASSFILE", "PGSSLMODE", "SCHREIBER_DATABASE"):
        monkeypatch.delenv(name, raising=False)


def config_folder() -> Path:
    """The app's configuration folder in the test's own home (tests/conftest.py)."""
    return Path(os.environ["XDG_CONFIG_HOME"]) / "Schreiber"


@pytest.fixture
def settings() -> QSettings:
    """The settings file the real window reads (QSettings' native file on Linux)."""
    return QSettings(str(config_folder() / "Schreiber.conf"), QSettings.Format.IniFormat)


def settings_text(settings: QSettings) -> str:
    settings.sync()
    return Path(settings.fileName()).read_text(encoding="utf-8")


def make_dialog(qtbot: QtBot, settings: QSettings, tmp_path: Path) -> DatabaseDialog:
    dialog = DatabaseDialog(settings, str(tmp_path / "data"), "test-writer")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def choose(qtbot: QtBot, button: QRadioButton) -> None:
    """Click a radio button on its circle (its middle may lie past its text)."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
    assert button.isChecked()


def type_into(qtbot: QtBot, field: QLineEdit, text: str) -> None:
    field.setFocus()
    field.selectAll()
    qtbot.keyClick(field, Qt.Key.Key_Backspace)
    for character in text:
        if character.isascii():
            qtbot.keyClicks(field, character)
        else:  # QTest types ASCII only: the key event a keyboard layout sends
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                event = QKeyEvent(
                    kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, character
                )
                QApplication.sendEvent(field, event)
    assert field.text() == text


def fill(qtbot: QtBot, dialog: DatabaseDialog, server: PostgresServer, password: str) -> None:
    choose(qtbot, dialog.server_choice)
    type_into(qtbot, dialog.server, "127.0.0.1")
    type_into(qtbot, dialog.port, str(server.port))
    type_into(qtbot, dialog.database, "club")
    type_into(qtbot, dialog.user, "anna")
    type_into(qtbot, dialog.password, password)


def press_ok(qtbot: QtBot, dialog: DatabaseDialog) -> None:
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_the_fields_take_keys_the_password_is_masked_and_tls_follows_the_server(
    qtbot: QtBot, settings: QSettings, tmp_path: Path, no_keyring: None
) -> None:
    dialog = make_dialog(qtbot, settings, tmp_path)
    assert dialog.own.isChecked()  # nothing remembered: this computer's own database
    assert not dialog.server.isEnabled()
    choose(qtbot, dialog.server_choice)
    assert dialog.server.isEnabled()
    type_into(qtbot, dialog.password, SECRET)
    assert dialog.password.echoMode() == QLineEdit.EchoMode.Password
    assert dialog.password.text() == SECRET
    assert "Tasten" not in dialog.password.displayText()
    type_into(qtbot, dialog.server, "club-server.local")
    assert dialog.tls.currentData() == "require"  # any server but this computer
    type_into(qtbot, dialog.server, "localhost")
    assert dialog.tls.currentData() == "prefer"
    dialog.tls.setFocus()
    qtbot.keyClick(dialog.tls, Qt.Key.Key_Up)  # the user's own choice stays
    chosen = dialog.tls.currentData()
    type_into(qtbot, dialog.server, "club-server.local")
    assert dialog.tls.currentData() == chosen


def test_without_a_keyring_the_password_goes_to_a_file_only_the_user_can_read(
    qtbot: QtBot, settings: QSettings, tmp_path: Path, server: PostgresServer, no_keyring: None
) -> None:
    dialog = make_dialog(qtbot, settings, tmp_path)
    passwords_file = config_folder() / FILE_NAME
    assert "no keyring" in dialog.kept_note.text()
    assert str(passwords_file) in dialog.kept_note.text()
    fill(qtbot, dialog, server, SECRET)
    press_ok(qtbot, dialog)
    assert dialog.result() == DatabaseDialog.DialogCode.Accepted, dialog.problem.text()
    assert dialog.store is not None
    expected = address(server, "anna", query="?sslmode=prefer")
    assert dialog.store.path == expected
    dialog.store.close()
    # The settings hold the address only; the password is in the file, mode 0600.
    assert settings.value(DATABASE.key) == expected
    text = settings_text(settings)
    for form in forms_of(SECRET):
        assert form not in text
    assert "password" not in text.lower()
    assert stat.S_IMODE(passwords_file.stat().st_mode) == 0o600
    kept = json.loads(passwords_file.read_text(encoding="utf-8"))
    assert kept["passwords"] == {expected: SECRET}
    assert dialog.kept_in == str(passwords_file)
    # The dialog opened again shows the remembered fields and the kept password.
    again = make_dialog(qtbot, settings, tmp_path)
    assert again.server_choice.isChecked()
    assert (again.server.text(), again.port.text(), again.user.text()) == (
        "127.0.0.1",
        str(server.port),
        "anna",
    )
    assert again.password.text() == SECRET


def test_with_a_keyring_the_password_goes_there_and_nowhere_else(
    qtbot: QtBot,
    settings: QSettings,
    tmp_path: Path,
    server: PostgresServer,
    memory_keyring: MemoryKeyring,
) -> None:
    dialog = make_dialog(qtbot, settings, tmp_path)
    assert "keyring" in dialog.kept_note.text() and "no keyring" not in dialog.kept_note.text()
    fill(qtbot, dialog, server, SECRET)
    press_ok(qtbot, dialog)
    assert dialog.result() == DatabaseDialog.DialogCode.Accepted, dialog.problem.text()
    assert dialog.store is not None
    dialog.store.close()
    expected = address(server, "anna", query="?sslmode=prefer")
    assert memory_keyring.kept == {(SERVICE, expected): SECRET}
    assert not (config_folder() / FILE_NAME).exists()
    for form in forms_of(SECRET):
        assert form not in settings_text(settings)
    assert Passwords().load(expected) == SECRET


def test_a_wrong_password_keeps_the_dialog_open_and_nothing_is_remembered(
    qtbot: QtBot, settings: QSettings, tmp_path: Path, server: PostgresServer, no_keyring: None
) -> None:
    dialog = make_dialog(qtbot, settings, tmp_path)
    fill(qtbot, dialog, server, WRONG)
    press_ok(qtbot, dialog)
    assert dialog.isVisible()
    assert dialog.store is None
    said = dialog.problem.text()
    assert "did not accept the password of user anna" in said
    assert WRONG not in said
    assert dialog.focusWidget() is dialog.password
    assert settings.value(DATABASE.key) is None
    assert not (config_folder() / FILE_NAME).exists()
    # A port that is no port: the field is named and gets the focus.
    type_into(qtbot, dialog.port, "54x")
    press_ok(qtbot, dialog)
    assert "port '54x'" in dialog.problem.text()
    assert dialog.focusWidget() is dialog.port
    # The TLS the server does not offer, chosen by hand.
    type_into(qtbot, dialog.port, str(server.port))
    type_into(qtbot, dialog.password, SECRET)
    dialog.tls.setCurrentIndex(dialog.tls.findData("require"))
    press_ok(qtbot, dialog)
    assert "does not offer TLS" in dialog.problem.text()
    assert dialog.focusWidget() is dialog.tls


def test_this_computers_own_database_forgets_the_server(
    qtbot: QtBot, settings: QSettings, tmp_path: Path, no_keyring: None
) -> None:
    settings.setValue(DATABASE.key, "postgresql://anna@127.0.0.1:1/club")
    dialog = make_dialog(qtbot, settings, tmp_path)
    assert dialog.server_choice.isChecked()
    choose(qtbot, dialog.own)
    press_ok(qtbot, dialog)
    assert dialog.store is not None
    assert dialog.store.path == tmp_path / "data" / "schreiber.sqlite3"
    dialog.store.close()
    assert settings.value(DATABASE.key) is None


def test_file_open_database_in_the_window_switches_and_shows_no_password(
    qtbot: QtBot, settings: QSettings, tmp_path: Path, server: PostgresServer, no_keyring: None
) -> None:
    window = MainWindow(open_store(f"sqlite:///{tmp_path / 'local.db'}"), settings)
    qtbot.addWidget(window)
    window.show()
    done: list[bool] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, DatabaseDialog)
        fill(qtbot, dialog, server, SECRET)
        press_ok(qtbot, dialog)
        done.append(True)

    QTimer.singleShot(0, answer)
    window.database_action.trigger()
    assert done == [True]
    expected = address(server, "anna", query="?sslmode=prefer")
    assert window.store.path == expected
    status = window.statusBar().currentMessage()
    assert expected in status
    assert str(config_folder() / FILE_NAME) in status
    for form in forms_of(SECRET):
        assert form not in status and form not in window.windowTitle()
    window.close()
    window.store.close()


# ------------------------------------------------------------------ a restart

RESTART = """
import sys
from PySide6.QtWidgets import QMessageBox

def say(*args):
    print("MESSAGE:", str(args[2]).replace("\\n", " "), flush=True)
    return QMessageBox.StandardButton.Ok

QMessageBox.critical = say
QMessageBox.warning = say
from schreiber.ui import main_window

started = main_window.MainWindow.start_up

def start_up(self):
    started(self)
    print("STORE:", self.store.path, flush=True)

main_window.MainWindow.start_up = start_up
shown = main_window.MainWindow.show_fitted

def show_fitted(self):
    if not self.fallback_label.isHidden():
        print("FALLBACK:", self.fallback_label.text(), "|", self.fallback_label.toolTip())
    shown(self)

main_window.MainWindow.show_fitted = show_fitted
from schreiber.ui.application import run
sys.exit(run())
"""


def restart() -> list[str]:
    """The real window started anew on this test's home (its settings, its file),
    until its first paint; what it said and which database it opened."""
    environment = {
        **os.environ,
        "SCHREIBER_EXIT_AFTER_PAINT": "1",
        "QT_QPA_PLATFORM": "offscreen",
        # As this machine (and CI) is, on a desktop with a keyring service too.
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
    }
    done = subprocess.run(
        [sys.executable, "-c", RESTART],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=environment,
        check=False,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "Traceback" not in done.stderr
    said = ("MESSAGE:", "STORE:", "FALLBACK:")
    return [line for line in done.stdout.splitlines() if line.startswith(said)]


def test_a_restart_reads_the_password_back_and_says_when_it_is_wrong(
    qtbot: QtBot, settings: QSettings, tmp_path: Path, server: PostgresServer, no_keyring: None
) -> None:
    dialog = make_dialog(qtbot, settings, tmp_path)
    fill(qtbot, dialog, server, SECRET)
    press_ok(qtbot, dialog)
    assert dialog.store is not None
    dialog.store.close()
    expected = address(server, "anna", query="?sslmode=prefer")
    assert restart() == [f"STORE: {expected}"]
    # A password changed on the server since: this computer's own file, and why.
    Passwords().save(expected, WRONG)
    said = restart()
    assert len(said) == 3, said
    assert "did not accept the password of user anna" in said[0]
    assert f"127.0.0.1:{server.port}" in said[0]
    assert "own database is open instead" in said[0]
    assert WRONG not in said[0]
    assert said[1].startswith("STORE: /") and said[1].endswith(".sqlite3")
    # ... and it stays said while the window is open: not the club's database.
    assert said[2].startswith("FALLBACK: This laptop's own database, not the club's |")
    assert f"127.0.0.1:{server.port}" in said[2] and WRONG not in said[2]


def test_a_setting_that_holds_a_password_is_rewritten_without_it(
    settings: QSettings, server: PostgresServer, no_keyring: None
) -> None:
    # As an older Schreiber wrote it: the whole URL, password and all.
    old = f"postgresql://anna:{quote(SECRET, safe='')}@127.0.0.1:{server.port}/club"
    settings.setValue(DATABASE.key, old)
    settings.sync()
    assert quote(SECRET, safe="") in settings_text(settings)
    expected = address(server, "anna")
    assert restart() == [f"STORE: {expected}"]
    settings.sync()
    assert settings.value(DATABASE.key) == expected
    for form in forms_of(SECRET):
        assert form not in settings_text(settings)
    assert Passwords().load(expected) == SECRET
    assert stat.S_IMODE((config_folder() / FILE_NAME).stat().st_mode) == 0o600
    assert restart() == [f"STORE: {expected}"]  # and the next start the same


def test_the_password_file_is_never_readable_by_others(tmp_path: Path, no_keyring: None) -> None:
    before = os.umask(0o022)  # a usual umask, which would make an ordinary file 0644
    try:
        passwords = Passwords(tmp_path / "config")
        assert passwords.save("postgresql://anna@h/club", SECRET) == passwords.file
    finally:
        os.umask(before)
    assert stat.S_IMODE(passwords.file.stat().st_mode) == 0o600
    passwords.file.chmod(0o644)  # made readable by hand: read, and closed again
    assert passwords.load("postgresql://anna@h/club") == SECRET
    assert stat.S_IMODE(passwords.file.stat().st_mode) == 0o600
    passwords.forget("postgresql://anna@h/club")
    assert not passwords.file.exists()


class LockedKeyring(MemoryKeyring):
    """A keyring that is there but refuses (locked, its service gone)."""

    def set_password(self, service: str, username: str, password: str) -> None:
        raise KeyringLocked("the keyring is locked")


def test_a_keyring_that_refuses_leaves_the_password_in_the_private_file(tmp_path: Path) -> None:
    before = keyring.get_keyring()
    keyring.set_keyring(LockedKeyring())
    try:
        passwords = Passwords(tmp_path / "config")
        assert passwords.save("postgresql://anna@h/club", SECRET) == passwords.file
        assert stat.S_IMODE(passwords.file.stat().st_mode) == 0o600
        assert passwords.load("postgresql://anna@h/club") == SECRET
    finally:
        keyring.set_keyring(before)
