"""What the club night's windows share: the draw of a round, the tables' rules,
the tables' sessions, and what the organiser chose at the start.

A round is drawn by :func:`schreiber.club.night.next_round` alone — round 1 too — with
the seed of the night plus the round's number less one. So any laptop sharing
the database draws the same next round from what is stored (who is present,
the rounds played, the night's standing), and the seating plan printed at the
start for rounds drawn at random shows the rounds the night will draw as long
as the same players stay.

The rules of the tables are kept simple: the rules of the club's last session of
that game (any session, a table of an earlier night or not), else the game's
standard rules; a table those rules do not fit (five at a table where the last
session had four and a rule for four only) gets the standard rules.

What the organiser chose at the start — how rounds after the first are drawn,
the rounds planned, the game and the rules of the tables — is stored with the
night (its settings, :func:`night_settings`), so every laptop sharing the
database shows the same choice and draws the same next round.

The night and its first round's tables are stored in one transaction
(:func:`start_night`), and so is each later round (:func:`store_round`): a
failure part-way leaves nothing, and of two laptops drawing the same round at
once, one stores it and the other is refused (``ConflictError``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication

from schreiber.club.night import NightRow, Round, next_round
from schreiber.games.errors import RecordError
from schreiber.session.file import FORMAT, VERSION, SessionFile, parse_session
from schreiber.session.service import session_from_data
from schreiber.store.core import Candidate, ClubNight, DamagedSessionError, NightTable, StoreCore

MOST_ROUNDS: Final = 6
RANDOM: Final = "random"
BY_STANDING: Final = "standing"
MODES: Final = (RANDOM, BY_STANDING)
GAMES: Final = ("doppelkopf", "schafkopf_pfalz")
"""The games a club night can be played in: those for tables of four and five
(Crescendo is a game for three)."""
TABLE_SIZES: Final = {"doppelkopf": (4, 7), "schafkopf_pfalz": (3, 5)}
STANDARD_RULES: Final[dict[str, object]] = {"preset": "standard", "options": {}}
MOST_SEED: Final = 2_147_483_647

# The keys of a night's settings (``ClubNight.settings``) that the windows keep.
DRAW: Final = "draw"
"""How rounds after the first are drawn: :data:`RANDOM` or :data:`BY_STANDING`."""
ROUNDS: Final = "rounds"
"""The rounds planned at the start."""
GAME: Final = "game"
RULES: Final = "rules"
"""The game and the rules the tables start with (see :func:`club_rules`)."""


def round_seed(seed: int, number: int) -> int:
    """The seed of round ``number`` (1-based) of a night drawn with ``seed``."""
    return (seed + number - 1) % (MOST_SEED + 1)


def draw_round(
    present: Sequence[str],
    seed: int,
    number: int,
    previous: Sequence[Round] = (),
    standing: Sequence[NightRow] | None = None,
) -> Round:
    """Round ``number``'s tables: by ``standing`` when given, else at random
    keeping the pairs of ``previous`` rounds apart. Raises ``RecordError`` for
    fewer than 4 players."""
    return next_round(list(present), standing, round_seed(seed, number), list(previous))


def planned_rounds(present: Sequence[str], seed: int, rounds: int) -> list[Round]:
    """All ``rounds`` rounds drawn at random, each after the ones before (what the
    night draws when the same players stay)."""
    drawn: list[Round] = []
    for number in range(1, rounds + 1):
        drawn.append(draw_round(present, seed, number, drawn))
    return drawn


@dataclass(frozen=True)
class ClubRules:
    """The rules the night's tables start with, and where they come from:
    ``source`` is the title and date of the session they were taken from, or
    ``None`` for the standard rules."""

    game: str
    rules: dict[str, object]
    source: tuple[str, str] | None = None


def club_rules(store: StoreCore, game: str) -> ClubRules:
    """The rules of the club's last session of ``game`` (the last changed), else
    the standard rules. Raises ``StoreError``."""
    for info in store.list_sessions(include_archived=True):
        if info.game != game or info.damaged is not None:
            continue
        try:
            rules = store.load_session(info.id).rules
        except DamagedSessionError:
            continue  # a damaged session offers no rules; the one before it may
        if isinstance(rules, dict) and rules:
            return ClubRules(game, dict(rules), (info.title, info.date))
        break
    return ClubRules(game, dict(STANDARD_RULES))


def table_title(night_title: str, round_no: int, table_no: int) -> str:
    """A table session's title: the night's, the round (after the first) and the table."""
    if round_no == 1:
        return QCoreApplication.translate("ClubNight", "{night} · Table {table}").format(
            night=night_title, table=table_no
        )
    return QCoreApplication.translate(
        "ClubNight", "{night} · Round {round} · Table {table}"
    ).format(night=night_title, round=round_no, table=table_no)


def table_session(
    rules: ClubRules,
    night_title: str,
    date: str,
    round_no: int,
    table_no: int,
    players: Sequence[str],
) -> SessionFile:
    """One table's new session: its players by seat, seat 1 dealing first, with the
    club's rules or, where they do not fit this table, the standard ones.
    Raises ``RecordError`` when even those do not fit."""
    value: dict[str, object] = {
        "format": FORMAT,
        "version": VERSION,
        "game": rules.game,
        "title": table_title(night_title, round_no, table_no)[:200],
        "date": date,
        "players": list(players),
        "first_dealer": players[0] if players else "",
        "rules": rules.rules,
        "deals": [],
    }
    try:
        return parse_session(value)
    except RecordError as error:
        if rules.rules == STANDARD_RULES or not error.field.startswith("rules"):
            raise
    return parse_session({**value, "rules": STANDARD_RULES})


def round_sessions(
    rules: ClubRules, night_title: str, date: str, round_no: int, tables: Round
) -> list[SessionFile]:
    """The sessions of a round's tables (checked, not stored yet)."""
    return [
        table_session(rules, night_title, date, round_no, number, players)
        for number, players in enumerate(tables, start=1)
    ]


def night_tables(sessions: Sequence[SessionFile]) -> list[NightTable]:
    """A round's table sessions as the store takes them, tables 1, 2, …"""
    return [
        NightTable(
            table_no=number,
            game=session.game,
            title=session.title,
            date=session.date,
            players=session.players,
            first_dealer=session.first_dealer,
            rules={"preset": session.preset, "options": session.rules.to_json()},
            deals=[deal.to_json() for deal in session.deals],
        )
        for number, session in enumerate(sessions, start=1)
    ]


def replays(candidate: Candidate) -> None:
    """The store's check of a table as it would be stored: it replays
    (``RecordError`` if not, and nothing is stored)."""
    session_from_data(candidate.load()).replay()


def start_night(
    store: StoreCore,
    date: str,
    title: str,
    present: Sequence[str],
    seed: int,
    settings: Mapping[str, object],
    sessions: Sequence[SessionFile],
) -> int:
    """Store the night with its settings and round 1's table sessions, in one
    transaction; its id. Raises ``StoreError`` (or ``RecordError``), and then
    nothing is stored."""
    for session in sessions:
        session.replay()
    return store.create_night(
        date, title, present, seed, settings=settings, tables=night_tables(sessions), check=replays
    )


def store_round(
    store: StoreCore, night_id: int, round_no: int, sessions: Sequence[SessionFile]
) -> list[int]:
    """Store a round's table sessions as tables 1, 2, … of the night, in one
    transaction; their ids. Raises ``ConflictError`` when the round is stored
    already (drawn on another laptop meanwhile), ``StoreError``."""
    for session in sessions:
        session.replay()
    return store.add_round(night_id, round_no, night_tables(sessions), check=replays)


def rounds_played(store: StoreCore, night_id: int) -> list[Round]:
    """The night's rounds as stored: each round's tables with their players by
    seat (round numbers without tables are left out). Raises ``StoreError``."""
    by_round: dict[int, dict[int, list[str]]] = {}
    for info in store.sessions_of_night(night_id):
        if info.round_no is None:
            continue
        by_round.setdefault(info.round_no, {})[info.table_no or 0] = list(info.players)
    return [[tables[number] for number in sorted(tables)] for _, tables in sorted(by_round.items())]


# What the organiser chose at the start, kept with the night -----------------------------


def night_settings(mode: str, rounds: int, rules: ClubRules) -> dict[str, object]:
    """The night's settings for what the organiser chose at the start."""
    return {DRAW: mode, ROUNDS: rounds, GAME: rules.game, RULES: dict(rules.rules)}


@dataclass(frozen=True)
class NightChoices:
    """What a stored night says the organiser chose: how later rounds are drawn
    (at random unless chosen otherwise), the rounds planned and the tables'
    rules (``None`` when the night does not say: one stored without them)."""

    mode: str
    planned: int | None
    rules: ClubRules | None


def night_choices(night: ClubNight) -> NightChoices:
    settings = night.settings
    mode = settings.get(DRAW)
    planned = settings.get(ROUNDS)
    game, rules = settings.get(GAME), settings.get(RULES)
    return NightChoices(
        mode=mode if isinstance(mode, str) and mode in MODES else RANDOM,
        planned=planned
        if isinstance(planned, int) and not isinstance(planned, bool) and planned > 0
        else None,
        rules=ClubRules(game, dict(rules))
        if isinstance(game, str) and game in GAMES and isinstance(rules, dict)
        else None,
    )
