"""What the walk through the club-database screens on a real screen found (issue 24).

File → Open database…: a message of several lines (a wrong password, a server
that cannot be reached) is shown whole, and the fields stay as high as they
need to be; before, the dialog kept its height and squeezed the fields until
their text was cut. On the real PostgreSQL test server that asks for passwords
(tests/login_server.py), with real key presses and a real click on OK.

And the encryption follows the server typed for as long as the user has not
chosen it: a remembered address always names its ``sslmode``, and a server once
opened on this computer (``prefer``) left every other server typed in later
without required TLS.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

pytest.importorskip("psycopg")
keyring = pytest.importorskip("keyring")

from keyring.backends import fail  # noqa: E402

from schreiber.ui.connection.database_dialog import DatabaseDialog  # noqa: E402
from tests.login_server import login_server  # noqa: E402
from tests.postgres_server import PostgresServer  # noqa: E402

WRONG = "Zq9-Falsch-Xy"
WAIT_MS = 30_000


@pytest.fixture(scope="module")
def server() -> Iterator[PostgresServer]:
    server = login_server()
    yield server
    server.stop()


@pytest.fixture(autouse=True)
def no_keyring(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """As this machine is: keyring finds no service; no password from the environment."""
    for name in ("PGPASSWORD", "PGPASSFILE", "PGSSLMODE", "SCHREIBER_DATABASE"):
        monkeypatch.delenv(name, raising=False)
    before = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    yield
    keyring.set_keyring(before)


def type_keys(qtbot: QtBot, field: QWidget, text: str) -> None:
    field.setFocus()
    qtbot.keyClicks(field, text)


def fields(dialog: DatabaseDialog) -> list[QWidget]:
    return [dialog.server, dialog.port, dialog.database, dialog.user, dialog.password, dialog.tls]


def squeezed(dialog: DatabaseDialog) -> list[str]:
    """The widgets shown lower than they need (their text cut)."""
    found = [
        f"{field.objectName() or type(field).__name__} {field.height()}"
        f" < {field.minimumSizeHint().height()}"
        for field in fields(dialog)
        if field.height() < field.minimumSizeHint().height()
    ]
    problem = dialog.problem
    if problem.isVisible() and problem.height() < problem.heightForWidth(problem.width()):
        found.append(f"message {problem.height()} < {problem.heightForWidth(problem.width())}")
    return found


def test_a_long_message_neither_squeezes_the_fields_nor_is_cut(
    qtbot: QtBot, server: PostgresServer, tmp_path: Path
) -> None:
    settings = QSettings(str(tmp_path / "settings.conf"), QSettings.Format.IniFormat)
    dialog = DatabaseDialog(settings, str(tmp_path / "data"), "test-writer")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert squeezed(dialog) == []
    choice = dialog.server_choice  # clicked on its circle (its middle may lie past its text)
    qtbot.mouseClick(choice, Qt.MouseButton.LeftButton, pos=QPoint(8, choice.height() // 2))
    assert dialog.server_choice.isChecked()
    type_keys(qtbot, dialog.server, "127.0.0.1")
    type_keys(qtbot, dialog.port, str(server.port))
    type_keys(qtbot, dialog.database, "club")
    type_keys(qtbot, dialog.user, "anna")
    type_keys(qtbot, dialog.password, WRONG)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    said = dialog.problem.text()
    assert "did not accept the password of user anna" in said
    assert WRONG not in said
    qtbot.waitUntil(lambda: dialog.problem.isVisible(), timeout=WAIT_MS)
    assert dialog.problem.heightForWidth(dialog.problem.width()) > 3 * dialog.fontMetrics().height()

    def fits() -> None:
        assert squeezed(dialog) == []

    qtbot.waitUntil(fits, timeout=WAIT_MS)
    # Nor can the user squeeze them by making the dialog lower.
    dialog.resize(dialog.width(), 10)
    qtbot.waitUntil(lambda: dialog.height() > 10, timeout=WAIT_MS)
    qtbot.waitUntil(fits, timeout=WAIT_MS)


@pytest.mark.parametrize(
    ("remembered", "typed", "expected"),
    [
        # The dialog's own default for this computer, remembered with the address:
        # another server asks for TLS again, as it would have the first time.
        ("127.0.0.1", "club-server.local", "require"),
        ("localhost", "192.168.1.10", "require"),
        # The default for a club's server, then this computer: TLS only if offered.
        ("club-server.local", "localhost", "prefer"),
    ],
)
def test_a_remembered_default_tls_follows_the_server_typed(
    qtbot: QtBot, tmp_path: Path, remembered: str, typed: str, expected: str
) -> None:
    from schreiber.ui.connection.database_dialog import is_local
    from schreiber.ui.settings import DATABASE

    settings = QSettings(str(tmp_path / "settings.conf"), QSettings.Format.IniFormat)
    default = "prefer" if is_local(remembered) else "require"
    settings.setValue(DATABASE.key, f"postgresql://anna@{remembered}:5432/club?sslmode={default}")
    dialog = DatabaseDialog(settings, str(tmp_path / "data"), "test-writer")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.server_choice.isChecked()
    assert (dialog.server.text(), dialog.tls.currentData()) == (remembered, default)
    dialog.server.setFocus()
    dialog.server.selectAll()
    qtbot.keyClick(dialog.server, Qt.Key.Key_Backspace)
    qtbot.keyClicks(dialog.server, typed)
    assert dialog.tls.currentData() == expected


def test_a_remembered_choice_of_tls_that_is_no_default_stays(qtbot: QtBot, tmp_path: Path) -> None:
    from schreiber.ui.settings import DATABASE

    settings = QSettings(str(tmp_path / "settings.conf"), QSettings.Format.IniFormat)
    settings.setValue(
        DATABASE.key, "postgresql://anna@club-server.local:5432/club?sslmode=verify-full"
    )
    dialog = DatabaseDialog(settings, str(tmp_path / "data"), "test-writer")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.tls.currentData() == "verify-full"
    dialog.server.setFocus()
    dialog.server.selectAll()
    qtbot.keyClick(dialog.server, Qt.Key.Key_Backspace)
    qtbot.keyClicks(dialog.server, "localhost")
    assert dialog.tls.currentData() == "verify-full"  # the user's choice, kept
