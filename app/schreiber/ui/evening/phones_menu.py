"""Evening → Show on phones…: the menu entry and the one server of a window.

The dialog, its QR code and the server (:mod:`schreiber.ui.evening.phones`,
:mod:`schreiber.serve.server`) are imported when the entry is first used:
start-up makes only the menu entry.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QAction

from schreiber.ui.common.widgets import is_language_change

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu, QWidget

    from schreiber.serve.server import PhoneServer
    from schreiber.ui.evening.controller import SessionController
    from schreiber.ui.evening.phones import PhonesDialog


class Phones(QObject):
    """The Evening menu's "Show on phones…" of a window, and its one server."""

    def __init__(self, controller: SessionController, menu: QMenu, window: QWidget) -> None:
        super().__init__(window)
        self.controller = controller
        self.window = window
        self.dialog: PhonesDialog | None = None
        self.action = QAction(window)
        self.action.triggered.connect(self.show)
        menu.addAction(self.action)
        self._retranslate()
        window.installEventFilter(self)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    def _retranslate(self) -> None:
        self.action.setText(self.tr("Show on p&hones…"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.window:
            if is_language_change(event):
                self._retranslate()
            elif event.type() == QEvent.Type.Close:
                # After the window handled it: a close it refused keeps the phones live.
                QTimer.singleShot(0, self, self._stop_if_closed)
        return False

    def _stop_if_closed(self) -> None:
        if not self.window.isVisible():
            self.stop()

    @property
    def server(self) -> PhoneServer | None:
        return None if self.dialog is None else self.dialog.server

    def show(self) -> None:
        """Start the server for the open session (or show the one running for it)."""
        service = self.controller.service
        from PySide6.QtWidgets import QMessageBox

        from schreiber.ui.evening.phones import PhonesDialog

        if service is None:
            QMessageBox.information(
                self.window,
                self.tr("Show on phones"),
                self.tr("Open a session first: the phones show its sheet."),
            )
            return
        server = self.server
        wanted = service.session_id
        if server is None or not server.running or server.target.id != wanted:
            self.stop()
            server = self._start(wanted, None)
            if server is None:
                return
            if self.dialog is not None:
                self.dialog.deleteLater()
            self.dialog = PhonesDialog(server, self.window, partial(self._rebind, wanted))
        assert self.dialog is not None
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()

    def _start(self, session_id: int, bind: str | None) -> PhoneServer | None:
        """A running server for the session on ``bind`` (None: the local network's
        address); None after saying why it could not start."""
        from PySide6.QtWidgets import QMessageBox

        from schreiber.serve.server import PhoneServer, Target
        from schreiber.ui.evening.phones import store_opener

        server = PhoneServer(
            store_opener(self.controller.store), Target("session", session_id), bind=bind
        )
        try:
            server.start()
        except Exception as error:
            QMessageBox.warning(
                self.window,
                self.tr("Show on phones"),
                self.tr("The phones' page could not be started: {reason}").format(
                    reason=str(error) or type(error).__name__
                ),
            )
            return None
        return server

    def _rebind(self, session_id: int, bind: str) -> PhoneServer | None:
        """The page moved to ``bind``: the old server stops once the new one runs."""
        server = self._start(session_id, bind)
        if server is not None and self.dialog is not None:
            self.dialog.server.stop()
        return server

    def stop(self) -> None:
        if self.dialog is not None:
            self.dialog.stop()
