"""Evening → Show on phones…: the window starts the server and shows its address
as a QR code and as text; Stop ends it, and so does closing the window."""

from __future__ import annotations

import json
import socket
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from schreiber.store.database import Store
from schreiber.ui.evening.phones import BORDER, SCALE, PhonesDialog, qr_matrix
from schreiber.ui.main_window import MainWindow
from tests.ui.windows import open_window

WAIT_MS = 30_000


@pytest.fixture
def window(qtbot: QtBot, database: Path, tmp_path: Path) -> Iterator[MainWindow]:
    store = Store(database)
    made = open_window(qtbot, store, tmp_path, "phones")
    made.controller.open(1)
    yield made
    made.phones.stop()
    made.close()


def shown_dialog(window: MainWindow) -> PhonesDialog:
    assert window.phones.action in window.evening_menu.actions()
    window.phones.action.trigger()
    dialog = window.phones.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def modules_shown(image: QImage, size: int) -> tuple[tuple[bool, ...], ...]:
    """The QR code's modules as the label's picture shows them (the centre of each)."""

    def dark(row: int, column: int) -> bool:
        x = (column + BORDER) * SCALE + SCALE // 2
        y = (row + BORDER) * SCALE + SCALE // 2
        return image.pixelColor(x, y).lightness() < 128

    return tuple(tuple(dark(r, c) for c in range(size)) for r in range(size))


def port_closed(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=5):
            return False
    except OSError:
        return True


def test_the_dialog_shows_the_address_as_a_code_and_as_text(window: MainWindow) -> None:
    dialog = shown_dialog(window)
    server = dialog.server
    url = server.url
    assert dialog.address.text() == url
    assert url.startswith(f"http://{server.bind}:{server.port}/{server.token}/")
    matrix = qr_matrix(url)
    pixmap = dialog.qr.pixmap()
    size = len(matrix)
    assert pixmap.width() == (size + 2 * BORDER) * SCALE
    assert modules_shown(pixmap.toImage(), size) == matrix
    with urllib.request.urlopen(url + "state.json", timeout=10) as answer:
        state = json.loads(answer.read())
    assert state["title"] == window.controller.session.title


def test_stop_ends_the_server(window: MainWindow, qtbot: QtBot) -> None:
    dialog = shown_dialog(window)
    server = dialog.server
    assert dialog.stop_button.isEnabled()
    dialog.stop_button.click()
    assert server.stopped.is_set()
    assert port_closed(server.bind, server.port)
    assert not dialog.stop_button.isEnabled()
    # Shown again: a new server, a new address.
    again = shown_dialog(window)
    assert again.server is not server and again.server.running
    assert again.server.token != server.token


def test_closing_the_dialog_keeps_the_phones_live_closing_the_window_ends_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    dialog = shown_dialog(window)
    server = dialog.server
    dialog.close()
    assert server.running
    assert shown_dialog(window).server is server  # the same address again
    window.close()
    qtbot.waitUntil(server.stopped.is_set, timeout=WAIT_MS)
    assert port_closed(server.bind, server.port)


def test_the_page_moves_to_the_address_picked(window: MainWindow, qtbot: QtBot) -> None:
    """Issue 29: the server listens where the user picks — by default the local
    network's address, here moved to this laptop only; the old address closes and
    the code and the text follow."""
    from PySide6.QtCore import Qt

    from schreiber.serve.server import lan_address, local_addresses

    dialog = shown_dialog(window)
    first = dialog.server
    assert first.bind == lan_address() == dialog.bind_combo.itemText(0)
    assert local_addresses()[-1] == "127.0.0.1"
    assert dialog.bind_label.buddy() is dialog.bind_combo
    dialog.bind_combo.setFocus()
    qtbot.keyClick(dialog.bind_combo, Qt.Key.Key_End)  # a closed combo box picks the last
    moved = dialog.server
    if first.bind == "127.0.0.1":  # no network at all: there is nothing to move to
        assert moved is first
        return
    assert moved is not first and moved.bind == "127.0.0.1" and moved.running
    assert dialog.address.text() == moved.url
    assert modules_shown(dialog.qr.pixmap().toImage(), len(qr_matrix(moved.url))) == qr_matrix(
        moved.url
    )
    with urllib.request.urlopen(moved.url + "state.json", timeout=10) as answer:
        assert json.loads(answer.read())["title"] == window.controller.session.title
    qtbot.waitUntil(lambda: port_closed(first.bind, first.port), timeout=WAIT_MS)
    assert not first.running
