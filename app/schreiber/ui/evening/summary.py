"""The end of the evening: who won, the final standings, the chart, settling up.

Shown when the agreed number of deals or the target score is reached, and
at any time from the menu (then titled "The evening so far"). It offers the
workbook export (the window does the exporting: :attr:`EveningSummary.export_requested`)
and the evening's statistics on a second tab.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDate, QEvent, QLocale, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from schreiber.games import titles
from schreiber.games.common import Replay
from schreiber.session.file import SessionFile
from schreiber.ui.common.widgets import is_language_change
from schreiber.ui.evening.chart import TotalsChart
from schreiber.ui.evening.settlement import SettlementView
from schreiber.ui.evening.statistics import Group, StatisticsView
from schreiber.ui.sheet.standings import Standings

FRAME_ROOM = QSize(16, 40)  # a window manager's frame and title bar, about


class EveningSummary(QDialog):
    """The session-end screen, or the evening so far.

    ``set_session(session, replay, group)`` fills it (``group`` as for
    :meth:`StatisticsView.set_sessions`). Signals: :attr:`export_requested`
    (the "Export workbook…" button), :attr:`deal_clicked` (a deal clicked in
    the chart) and :attr:`settings_changed` (the settlement's rate, currency
    and rounding, to remember them).
    """

    export_requested = Signal()
    deal_clicked = Signal(int)
    settings_changed = Signal(str, str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: SessionFile | None = None
        self.replay: Replay | None = None
        self.setSizeGripEnabled(True)

        self.title_label = QLabel(self)
        self.headline_label = QLabel(self)
        self.headline_label.setWordWrap(True)
        font = self.headline_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.headline_label.setFont(font)
        self.details_label = QLabel(self)
        self.details_label.setWordWrap(True)
        self.standings = Standings(self)

        self.chart = TotalsChart(self)
        self.settlement = SettlementView(self)
        self.statistics = StatisticsView(self)
        evening = QSplitter(Qt.Orientation.Horizontal, self)
        evening.addWidget(self.chart)
        evening.addWidget(self.settlement)
        evening.setStretchFactor(0, 3)
        evening.setStretchFactor(1, 2)
        evening.setChildrenCollapsible(False)
        evening.setSizes([700, 460])
        self.splitter = evening
        self.tabs = QTabWidget(self)
        self.tabs.addTab(evening, "")
        self.tabs.addTab(self.statistics, "")

        self.export_button = QPushButton(self)
        self.statistics_button = QPushButton(self)
        self.close_button = QPushButton(self)
        for button in (self.export_button, self.statistics_button, self.close_button):
            # Enter in the rate field must not press a button (and close the dialog).
            button.setAutoDefault(False)
            button.setDefault(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.export_button)
        buttons.addStretch(1)
        buttons.addWidget(self.statistics_button)
        buttons.addWidget(self.close_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.title_label)
        layout.addWidget(self.headline_label)
        layout.addWidget(self.details_label)
        layout.addWidget(self.standings)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(buttons)

        self.export_button.clicked.connect(self.export_requested)
        self.statistics_button.clicked.connect(self.show_statistics)
        self.close_button.clicked.connect(self.accept)
        self.close_button.setFocus()
        self.chart.deal_clicked.connect(self.deal_clicked)
        self.settlement.settings_changed.connect(self.settings_changed)
        self.retranslate()
        self._fit_to_screen()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(1180, 680)

    def _fit_to_screen(self) -> None:
        """Open at the size hint, within the screen: left to itself, Qt opens a dialog
        at two thirds of the screen at most (on 1280×720: 850 pixels wide, statistics
        of seven players showing one and a half, settling up scrolling)."""
        owner = self.parentWidget() or self
        room = owner.screen().availableGeometry()
        wanted = self.sizeHint()
        # Leave room for the window's frame and title bar.
        self.resize(
            min(wanted.width(), room.width() - FRAME_ROOM.width()),
            min(wanted.height(), room.height() - FRAME_ROOM.height()),
        )

    # Data -------------------------------------------------------------------------------

    def set_session(
        self, session: SessionFile, replay: Replay | None = None, group: Group = ()
    ) -> None:
        """Show ``session`` (``replay`` is its replay if already made)."""
        self.session = session
        self.replay = replay or session.replay()
        self.standings.show_replay(self.replay)
        self.chart.set_replay(list(self.replay.totals), self.replay)  # everyone who sat
        self.settlement.set_session(session, self.replay)
        self.statistics.set_sessions(session, group, self.replay)
        self._update_texts()

    def is_over(self) -> bool:
        """Whether the agreed end of the evening is reached."""
        return self.replay is not None and self.replay.end.finished

    def headline(self) -> str:
        return self.headline_label.text()

    def show_statistics(self) -> None:
        self.tabs.setCurrentWidget(self.statistics)

    # Words ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.tabs.setTabText(0, self.tr("Chart and settling up"))
        self.tabs.setTabText(1, self.tr("Statistics"))
        self.export_button.setText(self.tr("&Export workbook…"))
        self.statistics_button.setText(self.tr("&Statistics"))
        self.close_button.setText(self.tr("Close"))
        self._update_texts()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def _update_texts(self) -> None:
        title = self.tr("The evening is over") if self.is_over() else self.tr("The evening so far")
        self.setWindowTitle(title)
        self.title_label.setText(title)
        self.headline_label.setText(self._headline_text())
        self.details_label.setText(self._details_text())

    def _headline_text(self) -> str:
        replay = self.replay
        if replay is None or not replay.deals:
            return self.tr("No deals yet")
        if replay.end.finished and replay.end.winners:
            winners = list(replay.end.winners)
            if len(winners) == 1:
                return self.tr("{name} wins the evening").format(name=winners[0])
            return self.tr("{names} share the win").format(names=", ".join(winners))
        best = max(replay.totals.values())
        leaders = [name for name, total in replay.totals.items() if total == best]
        if len(leaders) == 1:
            return self.tr("{name} is in the lead").format(name=leaders[0])
        return self.tr("{names} share the lead").format(names=", ".join(leaders))

    def _details_text(self) -> str:
        session = self.session
        if session is None or self.replay is None:
            return ""
        parts = []
        if session.title or session.auto_title is not None:
            parts.append(titles.shown(session, QCoreApplication.translate))
        date = QDate.fromString(session.date, Qt.DateFormat.ISODate)
        if date.isValid():
            parts.append(QLocale().toString(date, QLocale.FormatType.LongFormat))
        # Deals played as the statistics count them: redeals apart, seatings not at all.
        parts.append(self.statistics.evening_deals_text())
        return " · ".join(parts)
