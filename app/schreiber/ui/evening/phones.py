"""Evening → Show on phones…: the open session live on the phones at the table.

Starts the phones' server (:class:`schreiber.serve.server.PhoneServer`, its own
thread and store; the window's event loop never waits for it) and shows its
address as a QR code (segno, drawn from its PNG) and as text. Stop ends the
server; so does closing the window or quitting. Closing the dialog keeps the
phones live: the menu shows it again, with the same address.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from schreiber.ui.common.widgets import is_language_change

if TYPE_CHECKING:
    from schreiber.serve.server import PhoneServer
    from schreiber.store.core import StoreCore

SCALE: Final = 6
"""Pixels per module of the QR code."""
BORDER: Final = 4
"""The quiet zone around the code, in modules (the standard's four)."""
ERROR_LEVEL: Final = "m"
WRITER: Final = "phones"


def qr_matrix(url: str) -> tuple[tuple[bool, ...], ...]:
    """The QR code's modules for ``url`` (dark is True), as segno makes it."""
    import segno

    code = segno.make(url, error=ERROR_LEVEL, micro=False)
    return tuple(tuple(bool(cell) for cell in row) for row in code.matrix)


def qr_pixmap(url: str) -> QPixmap:
    """The QR code of ``url``: :data:`SCALE` pixels a module, a :data:`BORDER` quiet zone."""
    import segno

    code = segno.make(url, error=ERROR_LEVEL, micro=False)
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=SCALE, border=BORDER, dark="#000000", light="#ffffff")
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


def store_opener(store: StoreCore) -> Callable[[], StoreCore]:
    """Opens a store of the server's own on the same database as ``store``
    (called on the server's thread)."""
    from schreiber.store.database import Store

    if isinstance(store, Store):
        path = store.path
        return lambda: Store(path, writer=WRITER)
    from schreiber.store.postgres import PostgresStore
    from schreiber.ui.connection.passwords import stored_password

    assert isinstance(store, PostgresStore)
    url = store.url
    password = stored_password(url)
    return lambda: PostgresStore(url, writer=WRITER, password=password)


class PhonesDialog(QDialog):
    """The code to scan, the address, and Stop."""

    def __init__(
        self,
        server: PhoneServer,
        parent: QWidget | None = None,
        rebind: Callable[[str], PhoneServer | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.server = server
        self.url = server.url
        self._rebind = rebind
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        # Where the page listens: the local network's address by default; another
        # card's, a VPN's, or this computer only (issue 29: the address the user picks).
        from schreiber.serve.server import local_addresses

        self.bind_combo = QComboBox(self)
        self.bind_combo.addItems(local_addresses())
        if self.bind_combo.findText(server.bind) < 0:
            self.bind_combo.addItem(server.bind)
        self.bind_combo.setCurrentText(server.bind)
        self.bind_combo.activated.connect(self._bind_chosen)
        self.bind_label = QLabel(self)
        self.bind_label.setBuddy(self.bind_combo)
        choice = QFormLayout()
        choice.addRow(self.bind_label, self.bind_combo)
        self.qr = QLabel(self)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setPixmap(qr_pixmap(self.url))
        self.address = QLabel(self.url, self)
        self.address.setTextFormat(Qt.TextFormat.PlainText)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.state = QLabel(self)
        self.state.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.stop_button = QPushButton(self)
        self.buttons.addButton(self.stop_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.stop_button.clicked.connect(self.stop)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(choice)
        for widget in (self.qr, self.address, self.state, self.buttons):
            layout.addWidget(widget)
        self.retranslate()

    def _bind_chosen(self, index: int) -> None:
        """Another address picked: the page moves there (a new address and code)."""
        address = self.bind_combo.itemText(index)
        if self._rebind is None or (address == self.server.bind and self.server.running):
            return
        server = self._rebind(address)
        if server is None:  # could not listen there: the old one stays as it was
            self.bind_combo.setCurrentText(self.server.bind)
            return
        self.server = server
        self.url = server.url
        self.qr.setPixmap(qr_pixmap(self.url))
        self.address.setText(self.url)
        self._show_state()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Show on phones"))
        self.intro.setText(
            self.tr(
                "Scan the code with a phone on this network (the same Wi-Fi): the sheet"
                " follows every deal live. Read only; only who has the code can see it."
            )
        )
        self.stop_button.setText(self.tr("&Stop"))
        self.bind_label.setText(self.tr("&Address"))
        self.bind_combo.setToolTip(
            self.tr(
                "Where the page listens: this laptop's address on the network the phones"
                " are on; 127.0.0.1 is this laptop only."
            )
        )
        self._show_state()

    def _show_state(self) -> None:
        running = self.server.running
        self.state.setText(
            self.tr("The phones follow the evening.")
            if running
            else self.tr("Stopped: the address no longer answers.")
        )
        self.stop_button.setEnabled(running)
        self.qr.setEnabled(running)
        self.address.setEnabled(running)

    def stop(self) -> None:
        self.server.stop()
        self._show_state()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)
