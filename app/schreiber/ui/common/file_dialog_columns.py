"""Qt's own file dialog (no desktop dialog at hand: a bare X session, openbox) with
columns wide enough to read (issue 27: names and dates were cut at 1280×720).

:class:`FileDialogColumns` watches the application for a file dialog being shown and
lets its detail view's name column take the spare room while the size, type and date
columns fit their contents.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QFileDialog, QHeaderView, QTreeView


def widen_columns(dialog: QFileDialog) -> None:
    """The name column stretches, the others fit what they show."""
    for view in dialog.findChildren(QTreeView):
        header = view.header()
        if header.count() == 0:
            continue
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(60)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for section in range(1, header.count()):
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.ResizeToContents)
    screen = dialog.screen().availableGeometry() if dialog.screen() else None
    if screen is not None and dialog.width() < min(900, screen.width()):
        dialog.resize(min(900, screen.width()), max(dialog.height(), min(520, screen.height())))


class FileDialogColumns(QObject):
    """An application-wide filter: every file dialog shown gets :func:`widen_columns`."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Show and isinstance(watched, QFileDialog):
            widen_columns(watched)
        return False


def install(app: QApplication) -> FileDialogColumns:
    """Watch ``app``'s windows; the filter lives as long as the application."""
    columns = FileDialogColumns(app)
    app.installEventFilter(columns)
    return columns
