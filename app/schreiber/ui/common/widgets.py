"""Small helpers shared by the window's widgets."""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QComboBox, QLabel, QLayout, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGridLayout

LEGEND_STYLE: Final = "color: palette(placeholder-text);"
ERROR_BORDER: Final = "#c62828"
# The style draws no focus on a closed combo box: the panels frame it themselves, so
# Tab shows where it went in every field (issue 17).
FOCUS_STYLE: Final = "QComboBox:focus { border: 2px solid palette(highlight); border-radius: 3px; }"

ERROR_STYLE = "color: palette(bright-text); background: #c62828; padding: 3px; border-radius: 3px;"


def calm_style(widget: QWidget) -> str:
    """A field's own style sheet when no error frames it: a combo box frames its focus."""
    return FOCUS_STYLE if isinstance(widget, QComboBox) else ""


def mark_error(widget: QWidget, on: bool) -> None:
    """A red frame at the field the engine names (property ``error`` for tests)."""
    if isinstance(widget, FramedRow):
        widget.set_error(on)
        return
    widget.setProperty("error", on)
    if not on and widget.styleSheet() == calm_style(widget):
        return  # nothing to clear: a style sheet set again would restyle for nothing
    # A type selector, so the frame stays on this widget and not its children.
    kind = widget.metaObject().className()
    widget.setStyleSheet(
        f"{kind} {{ border: 2px solid {ERROR_BORDER}; }}" if on else calm_style(widget)
    )


def grid_in_columns(layout: QGridLayout, widgets: Sequence[QWidget], columns: int) -> None:
    """``widgets`` laid out again in ``layout``, row by row, ``columns`` to a row."""
    for widget in widgets:
        layout.removeWidget(widget)
    for index, widget in enumerate(widgets):
        layout.addWidget(widget, index // columns, index % columns)
        widget.show()


class FramedRow(QWidget):
    """A row of buttons that takes the keyboard focus itself (the buttons do not):
    a frame shows where the focus is, red while the row holds an error.

    The frame is a style sheet border of the row's own class (a type selector,
    so it stays on the row and not on its buttons); a plain QWidget subclass
    draws it only with ``WA_StyledBackground``.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._error = False
        self.setProperty("error", False)
        self._restyle()

    def set_error(self, on: bool) -> None:
        """A red frame: the message beside the form says what is wrong."""
        self._error = on
        self.setProperty("error", on)
        self._restyle()

    def _restyle(self) -> None:
        if self._error:
            color = ERROR_BORDER
        elif self.hasFocus():
            color = "palette(highlight)"
        else:
            color = "transparent"
        self.setStyleSheet(
            f"{type(self).__name__} {{ border: 2px solid {color}; border-radius: 4px; }}"
        )

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusInEvent(event)
        self._restyle()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusOutEvent(event)
        self._restyle()


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


def legend_label(parent: QWidget) -> QLabel:
    """The key legend of an entry panel: one short grey paragraph under the context."""
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setStyleSheet(LEGEND_STYLE)
    return label


def key_legend(entries: Sequence[tuple[str, str]], editing: bool = False) -> str:
    """``(keys, what they do)`` pairs as the legend says them, the same in every panel:
    the keys in bold, then Tab, Enter and (while editing) Esc, which every form shares."""
    # Literal contexts: lupdate finds only texts passed to translate() as literals.
    shared = [
        ("Tab", QCoreApplication.translate("KeyLegend", "next field")),
        ("⏎", QCoreApplication.translate("KeyLegend", "save")),
    ]
    if editing:
        shared.append(("Esc", QCoreApplication.translate("KeyLegend", "cancel the edit")))
    # A line may break between entries and inside what a key does, never inside the keys.
    items = [
        f"<b>{html.escape(keys).replace(' ', '&nbsp;')}</b>&nbsp;{html.escape(what)}"
        for keys, what in [*entries, *shared]
    ]
    keys = QCoreApplication.translate("KeyLegend", "Keys:")
    return f"{html.escape(keys)} " + " · ".join(items)
