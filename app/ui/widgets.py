"""Small helpers shared by the window's widgets."""

from __future__ import annotations

from PySide6.QtWidgets import QLayout


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
