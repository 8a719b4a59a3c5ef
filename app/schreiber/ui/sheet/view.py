"""The score sheet's table: columns fitted so that every player's total stays in view,
and the font zoomed with Ctrl+plus / Ctrl+minus (remembered across restarts).

Fitting gives each column the width its header and the rows in view ask for.
Where the sheet is too narrow for that (seven players beside the entry panel at
1280×720), the widest columns give way first, down to a floor: a player's
column never below its figures (the name above may be elided, the standings
show it in full), a detail column never below a few letters (elided, the
tooltip says it in full).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QAction, QFont, QKeySequence, QShowEvent, QWheelEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QMenu, QTableView, QWidget

from schreiber.ui import settings as setting
from schreiber.ui.common.widgets import is_language_change
from schreiber.ui.sheet.model import Column, SheetModel
from schreiber.ui.sheet.player_delegate import PlayerCellDelegate

ZOOM_STEP = 1.1
ZOOM_LEAST, ZOOM_MOST = -4, 8
BASE_FONT = 1.1  # the sheet's normal font, against the application's
# Columns of figures: never elided below their figures (their header may be).
FIGURES = (Column.NUMBER, Column.POINTS, Column.VALUE, Column.BOCK)
TEXT_FLOOR = 6  # a text column keeps at least this many average letters
HEADER_FLOOR = 3  # a figure column's header keeps this many letters at least


def squeeze(natural: Mapping[int, int], floor: Mapping[int, int], room: int) -> dict[int, int]:
    """Widths for the columns in ``room`` pixels: each its ``natural`` width if all
    fit; else the widest ones cut to one common width, none below its ``floor``
    (all at their floors when even that is too wide)."""
    if sum(natural.values()) <= room:
        return dict(natural)
    lower = {column: min(floor[column], natural[column]) for column in natural}
    if sum(lower.values()) >= room:
        return lower

    def width(column: int, cap: int) -> int:
        return min(natural[column], max(cap, lower[column]))

    least, most = 0, max(natural.values())
    while least < most:  # the largest cap that fits
        cap = (least + most + 1) // 2
        if sum(width(column, cap) for column in natural) <= room:
            least = cap
        else:
            most = cap - 1
    widths = {column: width(column, least) for column in natural}
    # The pixels a whole cap more would not fit: one each to the cut columns.
    spare = room - sum(widths.values())
    for column in natural:
        if spare <= 0:
            break
        if widths[column] < natural[column]:
            widths[column] += 1
            spare -= 1
    return widths


class SheetView(QTableView):
    """The sheet of :class:`SheetModel`: rows selected whole, never edited in place."""

    def __init__(self, model: SheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet_model = model
        self.setModel(model)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.verticalHeader().hide()
        self.setWordWrap(False)  # one line a row: a narrow column elides, its tooltip tells
        header = self.horizontalHeader()
        # Columns are fitted to the rows in view after each change (fit_columns):
        # ResizeToContents measured every cell of a long evening on every reset,
        # which was most of the start-up time (340 ms → 75 ms for 200 deals).
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.setResizeContentsPrecision(0)
        header.setMinimumSectionSize(8)  # the floors are the fitting's (squeeze)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.player_delegate = PlayerCellDelegate(self)
        self._fit_when_shown = False
        self._fitted_room = -1  # the viewport width of the last fitting
        # Until the sheet first paints, the resizes of the window settling are
        # fitted once, as it paints, not at each resize (three at start-up).
        self._painted = False
        self._refit_when_painted = False
        # Zoom: the normal font and row height, and the step from them.
        self._base_points = self.font().pointSizeF() * BASE_FONT
        self._base_row = self.verticalHeader().defaultSectionSize() * BASE_FONT
        self.zoom = 0
        self._settings: QSettings | None = None
        self.zoom_in_action = self._action(
            lambda: self.set_zoom(self.zoom + 1),
            QKeySequence(QKeySequence.StandardKey.ZoomIn),
            QKeySequence("Ctrl+="),  # the plus without Shift on many keyboards
        )
        self.zoom_out_action = self._action(
            lambda: self.set_zoom(self.zoom - 1),
            QKeySequence(QKeySequence.StandardKey.ZoomOut),
        )
        self.zoom_reset_action = self._action(lambda: self.set_zoom(0), QKeySequence("Ctrl+0"))
        self._apply_zoom()
        self.retranslate()

    def _action(self, slot: object, *keys: QKeySequence) -> QAction:
        action = QAction(self)
        action.setShortcuts(list(keys))
        action.triggered.connect(slot)
        self.addAction(action)  # works without the menu too (the window's shortcut)
        return action

    # Language -------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.zoom_in_action.setText(self.tr("Zoom &in"))
        self.zoom_out_action.setText(self.tr("Zoom &out"))
        self.zoom_reset_action.setText(self.tr("&Normal size"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def fill_view_menu(self, menu: QMenu) -> None:
        """Put the zoom actions into the window's View menu."""
        for action in (self.zoom_in_action, self.zoom_out_action, self.zoom_reset_action):
            menu.addAction(action)

    # Zoom -----------------------------------------------------------------------------

    def remember_zoom_in(self, settings: QSettings) -> None:
        """Zoom as ``settings`` says, and keep each later zoom there."""
        self._settings = settings
        self.set_zoom(setting.ZOOM.read(settings))

    def set_zoom(self, step: int) -> None:
        """The sheet's font ``step`` tenths larger (smaller when negative) than normal."""
        step = max(ZOOM_LEAST, min(ZOOM_MOST, step))
        if self._settings is not None:
            setting.ZOOM.write(self._settings, step)
        if step == self.zoom:
            return
        self.zoom = step
        self._apply_zoom()
        self.fit_columns()

    def _apply_zoom(self) -> None:
        factor = ZOOM_STEP**self.zoom
        self.zoom_in_action.setEnabled(self.zoom < ZOOM_MOST)
        self.zoom_out_action.setEnabled(self.zoom > ZOOM_LEAST)
        font = QFont(self.font())
        font.setPointSizeF(round(self._base_points * factor, 1))
        self.setFont(font)
        rows = self.verticalHeader()
        rows.setMinimumSectionSize(1)
        rows.setDefaultSectionSize(round(self._base_row * factor))

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        """Ctrl and the wheel zoom, as in a browser."""
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            turned = event.angleDelta().y()
            if turned:
                self.set_zoom(self.zoom + (1 if turned > 0 else -1))
            event.accept()
            return
        super().wheelEvent(event)

    # Fitting --------------------------------------------------------------------------

    def fit_columns(self, keep_widths: bool = False) -> None:
        """Fit each column to its header and the rows in view (not every row).

        ``keep_widths``: after a change to the same session columns only grow,
        so the sheet does not jump narrower after a deal and a column the user
        widened by hand keeps its width, as long as every column still fits.
        Not the last column: its width is the room the others leave.

        A hidden view measures every row, so before the sheet is shown the
        fitting waits for ``showEvent`` (the rows in view are known by then).
        """
        if not self.isVisible():
            self._fit_when_shown = True
            return
        self._fit_when_shown = False
        header = self.horizontalHeader()
        # (The header is as wide as the sheet's viewport; asking the viewport
        # itself costs PySide some 10 ms the first time.)
        room = header.width()
        self._fitted_room = room
        in_order = (header.logicalIndex(visual) for visual in range(header.count()))
        shown = [column for column in in_order if not header.isSectionHidden(column)]
        if not shown:
            return
        natural, floor = self._wanted_widths(shown)
        if Column.GAME in floor and sum(min(floor[c], natural[c]) for c in natural) > room:
            # Every player's column in view comes first: the game gives way too.
            floor[Column.GAME] = round(self.fontMetrics().averageCharWidth() * TEXT_FLOOR)
        widths = squeeze(natural, floor, room)
        if keep_widths:
            kept = {c: max(w, header.sectionSize(c)) for c, w in widths.items()}
            kept[shown[-1]] = widths[shown[-1]]
            # Where the widths kept would not fit, the fitting wins: a player's
            # total out of view is worse than a column narrower than it was.
            if sum(kept.values()) <= room:
                widths = kept
        header.setStretchLastSection(False)
        for column, width in widths.items():
            header.resizeSection(column, width)
        if sum(widths.values()) <= room and shown[-1] not in self.sheet_model.player_columns():
            # Where the columns leave room, the details (the last column) fill it.
            # (Stretching without room would shrink it below its text.) A player's
            # column is never the one: the last of Crescendo's three stretched across
            # the spare width while the others kept theirs (issue 17); the room
            # stays empty there.
            header.setStretchLastSection(True)
        # The scroll range now, not after the next round of events (the scroll
        # bar itself follows the range a moment later).
        self.updateGeometries()

    def _wanted_widths(self, shown: list[int]) -> tuple[dict[int, int], dict[int, int]]:
        """Each column's natural width (header and rows in view) and its floor."""
        header = self.horizontalHeader()
        players = set(self.sheet_model.player_columns())
        letter = self.fontMetrics().averageCharWidth()
        natural: dict[int, int] = {}
        floor: dict[int, int] = {}
        for column in shown:
            cells = self.sizeHintForColumn(column)
            title = header.sectionSizeHint(column)
            natural[column] = max(cells, title)
            if column in players:
                floor[column] = cells
            elif column in FIGURES:
                floor[column] = max(cells, min(title, letter * (HEADER_FLOOR + 3)))
            elif column == Column.GAME:
                # The game says who held the marriage or was poor ("Hochzeit (Chie)"):
                # cut, the name went (issue 27). The other texts give way first.
                floor[column] = cells
            else:
                floor[column] = round(letter * TEXT_FLOOR)
        return natural, floor

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if self._fit_when_shown:
            self.fit_columns()

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802
        # A narrower sheet (the splitter dragged, the window made smaller, a
        # vertical scroll bar come) is fitted again, keeping what still fits.
        if event.type() == QEvent.Type.Paint and not self._painted:
            self._painted = True
            if self._refit_when_painted:
                self._refit_when_painted = False
                if self.isVisible() and self.horizontalHeader().width() != self._fitted_room:
                    self.fit_columns(keep_widths=True)
        handled = super().viewportEvent(event)
        if (
            event.type() == QEvent.Type.Resize
            and self._fitted_room >= 0
            and not self._fit_when_shown
            and self.isVisible()
            and self.horizontalHeader().width() != self._fitted_room
        ):
            if self._painted:
                self.fit_columns(keep_widths=True)
            else:
                self._refit_when_painted = True
        return handled
