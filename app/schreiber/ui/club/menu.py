"""The Club menu of the main window: each entry opens its window, imported when
first asked for (start-up time)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from schreiber.ui.main_window import MainWindow


class ClubMenu:
    """The Club menu of a :class:`~schreiber.ui.main_window.MainWindow`."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def show_roster(self) -> None:
        """Club → The club's players: the roster (rename, full names, archive)."""
        from schreiber.ui.club.roster import show_roster

        show_roster(self.window)

    def show_league(self) -> None:
        """Club → League table: a season's standings, chart, players and money."""
        from schreiber.ui.club.league_window import show_league

        show_league(self.window)

    def new_club_night(self) -> None:
        """Club → New club night: who is present, the draw, the tables' sessions."""
        from schreiber.ui.club.night_dialog import new_club_night

        new_club_night(self.window)

    def show_club_nights(self) -> None:
        """Club → Club nights: a night's standing, merged live from its tables."""
        from schreiber.ui.club.night_dialog import show_club_nights

        show_club_nights(self.window)
