"""The club windows' one link to the store: the roster, club nights and seasons.

The club's windows and dialogs (the roster, a new night and a night's standing,
the league table) read and write only through these controllers, one per window
family; nothing else under ``ui/club/`` calls the store, so a change to the
store's interface is made here once (``tests/ui/test_club_layers.py`` keeps it
so). The club's logic without Qt — the draw, the tables' sessions, the league,
the money — lives in :mod:`schreiber.club`; a controller hands it the store.

A controller keeps no state of its own but the store, which it asks for each
time (``store`` may be a function: the main window may open another database
while a club window is open). Every method raises what the store raises
(``StoreError`` and its kinds, ``RecordError`` where a session does not replay);
the windows say it in the user's language as before
(:func:`schreiber.ui.common.text.problem_text`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Self

from schreiber.store.core import (
    ClubNight,
    DamagedSessionError,
    Person,
    Right,
    Season,
    SessionInfo,
    StoreCore,
)

if TYPE_CHECKING:
    from schreiber.club.league import Ranking
    from schreiber.club.league_data import AgainstCache, LeagueData, YearRow
    from schreiber.club.money import MoneyRules, SeasonMoney
    from schreiber.club.night import NightRow, Round
    from schreiber.club.night_plan import ClubRules, TableEvenings
    from schreiber.club.season import SessionSummary
    from schreiber.club.season_file import SeasonFile
    from schreiber.session.file import SessionFile
    from schreiber.ui.main_window import MainWindow

StoreOf = Callable[[], StoreCore]


class ClubController:
    """What every club window asks: the store's rights and its roster."""

    def __init__(self, store: StoreCore | StoreOf) -> None:
        self._store_of: StoreOf = store if callable(store) else (lambda: store)

    @classmethod
    def of_window(cls, window: MainWindow) -> Self:
        """A controller on the database the main window has open now (a window kept
        for one night stays with the database it was opened on)."""
        return cls(window.store)

    @classmethod
    def following(cls, window: MainWindow) -> Self:
        """A controller on whichever database the main window has open, each time."""
        return cls(lambda: window.store)

    def _store(self) -> StoreCore:
        return self._store_of()

    def can(self, right: Right) -> bool:
        """Whether the login may do what ``right`` allows (``ui.connection.rights``)."""
        return self._store().can(right)

    def people(self, include_archived: bool = False) -> list[Person]:
        """The roster, by name (archived players too when asked)."""
        return self._store().people.all(include_archived=include_archived)


class RosterController(ClubController):
    """Club → The club's players…: add, rename everywhere, full names, archive."""

    def add_person(self, name: str, full_name: str = "") -> int:
        return self._store().people.add_person(name, full_name)

    def set_full_name(self, person_id: int, full_name: str) -> None:
        self._store().people.set_full_name(person_id, full_name)

    def rename_person(self, person_id: int, name: str) -> None:
        """Rename the person in every session they sat in, in one transaction."""
        self._store().people.rename_person(person_id, name)

    def archive_person(self, person_id: int, archived: bool) -> None:
        self._store().people.archive_person(person_id, archived)


class NightController(ClubController):
    """Club nights: a new night, a night's tables and standing, its next round."""

    def nights(self) -> list[ClubNight]:
        """Every club night, the latest first."""
        return self._store().nights.all()

    def club_rules(self, game: str) -> ClubRules:
        """The rules of the club's last session of ``game`` (the last changed), else
        the standard rules."""
        from PySide6.QtCore import QCoreApplication

        from schreiber.club.night_plan import ClubRules, standard_rules
        from schreiber.games.titles import shown as shown_title

        store = self._store()
        for info in store.sessions.list_sessions(include_archived=True):
            if info.game != game or info.damaged is not None:
                continue
            try:
                rules = store.sessions.load_session(info.id).rules
            except DamagedSessionError:
                continue  # a damaged session offers no rules; the one before it may
            if isinstance(rules, dict) and rules:
                # A title nobody typed in the window's language (issue 27).
                title = shown_title(info, QCoreApplication.translate)
                return ClubRules(game, dict(rules), (title, info.date))
            break
        return standard_rules(game)

    def start_night(
        self,
        date: str,
        title: str,
        present: Sequence[str],
        seed: int,
        settings: Mapping[str, object],
        sessions: Sequence[SessionFile],
        guests: Sequence[str] = (),
    ) -> int:
        """Store the night with its settings and round 1's table sessions, in one
        transaction; its id. The ``guests`` play but stay out of the roster. Raises
        ``StoreError`` (or ``RecordError``), and then nothing is stored."""
        from schreiber.club.night_plan import night_tables, replays

        for session in sessions:
            session.replay()
        return self._store().nights.create_night(
            date,
            title,
            present,
            seed,
            settings=settings,
            tables=night_tables(sessions),
            check=replays,
            guests=guests,
        )

    def store_round(
        self, night_id: int, round_no: int, sessions: Sequence[SessionFile]
    ) -> list[int]:
        """Store a round's table sessions as tables 1, 2, … of the night, in one
        transaction; their ids. Raises ``ConflictError`` when the round is stored
        already (drawn on another laptop meanwhile), ``StoreError``."""
        from schreiber.club.night_plan import night_tables, replays

        for session in sessions:
            session.replay()
        return self._store().nights.add_round(
            night_id, round_no, night_tables(sessions), check=replays
        )

    def look(self, night_id: int) -> tuple[ClubNight, list[SessionInfo]]:
        """The night and its table sessions (one small query each, no replay)."""
        store = self._store()
        return store.nights.night(night_id), store.nights.sessions_of_night(night_id)

    def guests(self, night: ClubNight) -> list[str]:
        """Who of those present played the night as a guest
        (:func:`schreiber.club.night_plan.night_guests`)."""
        from schreiber.club.night_plan import night_guests
        from schreiber.games.players import name_key

        people = self._store().people
        members = {name_key(person.name) for person in people.all(include_archived=True)}
        flagged = [
            person.name
            for person in people.all(include_archived=True, include_guests=True)
            if name_key(person.name) not in members
        ]
        return night_guests(night, flagged)

    def rounds_played(self, night_id: int) -> list[Round]:
        """The night's rounds as stored: each round's tables, players by seat."""
        from schreiber.club.night_plan import rounds_of

        return rounds_of(self._store().nights.sessions_of_night(night_id))

    def standing(
        self, night: ClubNight, infos: Sequence[SessionInfo], tables: TableEvenings
    ) -> tuple[Ranking, list[NightRow]]:
        """The club's ranking for the night's season and the night's standing by it;
        ``tables`` replays only the tables that changed since it last read them."""
        from schreiber.club.night import standing_of
        from schreiber.club.season import season_ranking

        store = self._store()
        ranking = season_ranking(store, night.season_id)
        return ranking, standing_of(tables.read(night, infos, store.sessions.load_session), ranking)

    def first_table_rules(self, infos: Sequence[SessionInfo]) -> ClubRules:
        """The game and rules of the night's first table (a night stored without
        its rules draws later rounds with these)."""
        from schreiber.club.night_plan import ClubRules

        data = self._store().sessions.load_session(infos[0].id)
        return ClubRules(data.game, dict(data.rules))

    def set_table_finished(self, night_id: int, session_id: int, finished: bool) -> None:
        self._store().nights.set_table_finished(night_id, session_id, finished)

    def update_night_settings(self, night_id: int, settings: Mapping[str, object]) -> None:
        self._store().nights.update_night_settings(night_id, settings)

    def close_night(self, night_id: int, closed: bool) -> None:
        self._store().nights.close_night(night_id, closed)


class LeagueController(ClubController):
    """Club → League table…: the seasons, their league, statistics and money."""

    def seasons(self) -> list[Season]:
        """Every season, the earliest first."""
        return self._store().seasons.all()

    def season(self, season_id: int) -> Season:
        return self._store().seasons.season(season_id)

    def season_of_today(self, today: str) -> int:
        """The season of ``today``: the latest-starting one that holds it, else the
        one a session today would go into (made, as for a session)."""
        store = self._store()
        holding = [s for s in store.seasons.all() if s.start <= today <= s.end]
        if holding:
            return max(holding, key=lambda s: (s.start, s.id)).id
        return store.seasons.season_of_date(today)

    def create_season(self, name: str, start: str, end: str) -> int:
        return self._store().seasons.create_season(name, start, end)

    def update_season_settings(self, season_id: int, settings: Mapping[str, object]) -> None:
        self._store().seasons.update_season_settings(season_id, settings)

    def fingerprint(self, season_id: int | None) -> tuple[Any, ...]:
        """What changes when the league may have: the database, the seasons with
        their settings, and the version of every session of ``season_id``. Cheap
        (no replay); ``[1]`` is the seasons' part, ``[2]`` the season."""
        store = self._store()
        seasons = tuple(
            (s.id, s.name, s.start, s.end, json.dumps(s.settings, sort_keys=True))
            for s in store.seasons.all()
        )
        rows: tuple[tuple[int, int], ...] = ()
        if season_id is not None:
            rows = tuple(
                (r.session_id, r.version) for r in store.seasons.evening_rows(season_id=season_id)
            )
        return (id(store), seasons, season_id, rows)

    def read_league(self, season_id: int, ranking: Ranking) -> LeagueData:
        """The season's league by ``ranking``
        (:func:`schreiber.club.league_data.read_league`)."""
        from schreiber.club.league_data import read_league

        return read_league(self._store(), season_id, ranking)

    def years(self) -> list[YearRow]:
        """Each player's figures per season, over every season."""
        from schreiber.club.league_data import years

        return years(self._store())

    def season_money(
        self,
        items: Sequence[SessionSummary],
        rules: MoneyRules,
        cache: AgainstCache,
        ranking: Ranking | None = None,
    ) -> SeasonMoney:
        """The season's money by ``rules``, a night's winner by ``ranking``
        (:func:`schreiber.club.league_data.season_money_of`)."""
        from schreiber.club.league_data import season_money_of

        return season_money_of(self._store(), items, rules, cache, ranking)

    def season_file(self, season: Season, ranking: Ranking, money: MoneyRules | None) -> SeasonFile:
        """The season as a season file: every session of it, in the league's order."""
        from schreiber.club.league_data import season_file

        return season_file(self._store(), season, ranking, money)
