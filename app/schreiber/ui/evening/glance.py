"""Evening → The evening at a glance… and Statistics…: the summary window of the
open session (standings, chart, statistics, settling up), kept in step with the
sheet, and the settling-up settings it remembers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from schreiber.ui import settings as setting

if TYPE_CHECKING:
    from schreiber.ui.evening.summary import EveningSummary
    from schreiber.ui.main_window import MainWindow


class EveningGlance:
    """The evening at a glance of a :class:`~schreiber.ui.main_window.MainWindow`."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.summary: EveningSummary | None = None

    def settlement_settings(self) -> tuple[str, str, str]:
        """Rate per point, currency and rounding step last used for settling up."""
        return (
            setting.SETTLE_RATE.read(self.window.settings),
            setting.SETTLE_CURRENCY.read(self.window.settings),
            setting.SETTLE_ROUNDING.read(self.window.settings),
        )

    def remember_settlement(self, rate: str, currency: str, rounding: str) -> None:
        setting.SETTLE_RATE.write(self.window.settings, rate)
        setting.SETTLE_CURRENCY.write(self.window.settings, currency)
        setting.SETTLE_ROUNDING.write(self.window.settings, rounding)

    def show(self, statistics: bool = False) -> None:
        """Standings, chart, statistics and who pays whom, for the open session.

        Opens by itself when the agreed end of the session is reached.
        """
        if self.window.controller.service is None:
            return
        from schreiber.ui.evening.summary import EveningSummary

        if self.summary is None:
            self.summary = EveningSummary(self.window)
            self.summary.export_requested.connect(self.window.files.export_workbook)
            self.summary.settings_changed.connect(self.remember_settlement)
            self.summary.deal_clicked.connect(self.window.page.select_deal)
            self.summary.settlement.set_settings(*self.settlement_settings())
        self.update()
        if statistics:
            self.summary.show_statistics()
        self.summary.show()
        self.summary.raise_()
        self.summary.activateWindow()

    def show_statistics(self) -> None:
        self.show(statistics=True)

    def update(self) -> None:
        """Keep an open summary in step with the sheet."""
        service = self.window.controller.service
        if self.summary is None or service is None:
            return
        from schreiber.ui.evening.statistics import evenings_of_group

        store, session_id = self.window.store, service.session_id
        self.summary.set_session(
            self.window.controller.session,
            self.window.controller.replay,
            group=lambda: evenings_of_group(store, session_id),
        )
