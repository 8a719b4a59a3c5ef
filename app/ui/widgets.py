"""Small helpers shared by the window's widgets."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QLayout


def clear_layout(layout: QLayout) -> None:
    """Take every widget out of ``layout`` at once and have Qt delete it.

    ``deleteLater`` alone leaves the widget in the layout (and on screen) until
    the event loop runs; taking it out first makes the change immediate.
    """
    while (item := layout.takeAt(0)) is not None:
        widget = item.widget()
        if widget is not None:
            # Hidden now, deleted by Qt later; it keeps its parent, so Python never
            # owns it (owning and deleteLater together would free it twice).
            widget.hide()
            widget.deleteLater()


def is_language_change(event: QEvent) -> bool:
    """Qt sends this to every widget when a translator is installed or removed.

    Each widget that shows texts sets them again then (its ``retranslate``),
    so switching the language keeps everything entered and selected.
    """
    return event.type() == QEvent.Type.LanguageChange


def retitle_items(combo: QComboBox, texts: Mapping[Any, str]) -> None:
    """Give each item whose data is a key of ``texts`` that text.

    Items, their data and the current choice stay; no signal about the
    choice is sent, so nothing entered is touched.
    """
    for index in range(combo.count()):
        data = combo.itemData(index)
        if data in texts:
            combo.setItemText(index, texts[data])
