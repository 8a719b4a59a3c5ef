"""A club night as the organiser sets it up and the store keeps it: the games it
offers, the draw of each round, the tables' rules and sessions, and what was
chosen at the start.

A round is drawn by :func:`schreiber.club.night.next_round` alone — round 1 too — with
the seed of the night plus the round's number less one. So any laptop sharing
the database draws the same next round from what is stored (who is present,
the rounds played, the night's standing), and the seating plan printed at the
start for rounds drawn at random shows the rounds the night will draw as long
as the same players stay.

The draw seats tables of four (of five, six or seven only where the number
present asks for them), so a night offers the games of the registry that are
played by four at a table (:data:`GAMES`); each game says how many it seats
(:data:`TABLE_SIZES`).

The rules of the tables are kept simple: the rules of the club's last session of
that game, else the game's standard rules; a table those rules do not fit (five
at a table where the last session had four and a rule for four only) gets the
standard rules (:func:`table_session`).

What the organiser chose at the start — how rounds after the first are drawn,
the rounds planned, the game and the rules of the tables — is stored with the
night (its settings, :func:`night_settings`), so every laptop sharing the
database shows the same choice and draws the same next round.

No Qt here: a table's title comes from the caller, in the user's language; the
store keeps it as automatic, so that every window words it in its own
(:mod:`schreiber.games.titles`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Final

from schreiber.club.night import NightRow, Round, TableEvening, TableResult, next_round
from schreiber.club.night import table_evening as reduce_table
from schreiber.games.errors import RecordError
from schreiber.games.players import name_key
from schreiber.games.registry import GAME_NAMES, game
from schreiber.session.file import FORMAT, VERSION, SessionFile, parse_session
from schreiber.session.service import session_from_data
from schreiber.store.core import Candidate, ClubNight, NightTable, SessionData, SessionInfo

TABLE: Final = 4
"""The draw's table: of four (of more only where the number present asks for it)."""
FEWEST_PLAYERS: Final = TABLE
"""A night needs a table's worth of players present (the draw refuses fewer)."""
MOST_ROUNDS: Final = 6
RANDOM: Final = "random"
BY_STANDING: Final = "standing"
MODES: Final = (RANDOM, BY_STANDING)
MOST_SEED: Final = 2_147_483_647
STANDARD_RULES: Final[dict[str, object]] = {"preset": "standard", "options": {}}


def _seats_a_table(name: str) -> bool:
    low, high = game(name).player_range
    return low <= TABLE <= high


GAMES: Final = tuple(name for name in GAME_NAMES if _seats_a_table(name))
"""The games a club night offers: those played by four at a table (Crescendo,
a game for three, is not)."""
TABLE_SIZES: Final[dict[str, tuple[int, int]]] = {name: game(name).player_range for name in GAMES}
"""The fewest and most players at a table of each game a night offers."""

# The keys of a night's settings (``ClubNight.settings``) that the windows keep.
DRAW: Final = "draw"
"""How rounds after the first are drawn: :data:`RANDOM` or :data:`BY_STANDING`."""
ROUNDS: Final = "rounds"
"""The rounds planned at the start."""
GAME: Final = "game"
RULES: Final = "rules"
"""The game and the rules the tables start with (see :class:`ClubRules`)."""


# The draw -------------------------------------------------------------------------------


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


def misfit_table(game_name: str, tables: Round) -> tuple[int, int] | None:
    """The first table the game is not played at — its number and its size — or
    None when every table fits. Raises ``KeyError`` for a game a night does not offer."""
    low, high = TABLE_SIZES[game_name]
    for number, table in enumerate(tables, start=1):
        if not low <= len(table) <= high:
            return number, len(table)
    return None


def rounds_of(infos: Sequence[SessionInfo]) -> list[Round]:
    """A night's rounds from its table sessions: each round's tables with their
    players by seat (round numbers without tables are left out)."""
    by_round: dict[int, dict[int, list[str]]] = {}
    for info in infos:
        if info.round_no is None:
            continue
        by_round.setdefault(info.round_no, {})[info.table_no or 0] = list(info.players)
    return [[tables[number] for number in sorted(tables)] for _, tables in sorted(by_round.items())]


# The tables' rules and sessions ----------------------------------------------------------


@dataclass(frozen=True)
class ClubRules:
    """The rules the night's tables start with, and where they come from:
    ``source`` is the title and date of the session they were taken from, or
    ``None`` for the standard rules."""

    game: str
    rules: dict[str, object]
    source: tuple[str, str] | None = None


def standard_rules(game_name: str) -> ClubRules:
    return ClubRules(game_name, dict(STANDARD_RULES))


def table_session(rules: ClubRules, title: str, date: str, players: Sequence[str]) -> SessionFile:
    """One table's new session: its players by seat, seat 1 dealing first, with the
    club's rules or, where they do not fit this table, the standard ones.
    Raises ``RecordError`` when even those do not fit."""
    value: dict[str, object] = {
        "format": FORMAT,
        "version": VERSION,
        "game": rules.game,
        "title": title[:200],
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


def table_sessions(
    rules: ClubRules, date: str, tables: Round, title: Callable[[int], str]
) -> list[SessionFile]:
    """The sessions of a round's tables (checked, not stored yet); ``title(n)``
    is table ``n``'s title."""
    return [
        table_session(rules, title(number), date, players)
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


# The standing's tables, read again only when they changed --------------------------------


class TableEvenings:
    """Each table of a night reduced to what the standing needs
    (:func:`schreiber.club.night.table_evening`), kept per session version and
    finished mark, so a night read again replays only the tables that changed."""

    def __init__(self) -> None:
        self._known: dict[int, tuple[tuple[int, bool, int], TableEvening]] = {}

    def read(
        self, night: ClubNight, infos: Sequence[SessionInfo], load: Callable[[int], SessionData]
    ) -> list[TableEvening]:
        """The night's tables, each loaded (``load(session_id)``) and replayed only
        when its version or mark changed. Raises what ``load`` and the replay raise."""
        evenings: list[TableEvening] = []
        per_round = night_choices(night).deals_per_round
        for info in infos:
            closed = night.closed or info.id in night.finished_tables
            due = deals_due(len(info.players), per_round)
            known = self._known.get(info.id)
            if known is None or known[0] != (info.version, closed, due):
                data = load(info.id)
                result = TableResult(
                    info.round_no or 0, info.table_no or 0, session_from_data(data), closed, due
                )
                known = ((data.version, closed, due), reduce_table(result))
                self._known[info.id] = known
            evenings.append(known[1])
        return evenings

    def finished(self, session_id: int) -> bool:
        """Whether the table, as last read, is finished (its agreed end, or marked)."""
        known = self._known.get(session_id)
        return known is not None and known[1].finished


# Rounds of a fixed length -----------------------------------------------------------------

DEALS_PER_ROUND: Final = "deals_per_round"
"""The night's setting: how many deals each player plays in a round."""
STANDARD_DEALS_PER_ROUND: Final = 24


def deals_due(table_size: int, deals_per_round: int = STANDARD_DEALS_PER_ROUND) -> int:
    """The deals a table of ``table_size`` plays in a round so that each of its
    players plays ``deals_per_round`` (n × size / 4, rounded up: a table of 5
    plays 30 of 24; records.md, "A club night from the command line")."""
    return -(-deals_per_round * table_size // TABLE)


# What the organiser chose at the start, kept with the night -----------------------------


GUESTS: Final = "guests"
"""The night's setting: who played as a guest (not added to the roster)."""
EXCUSED: Final = "excused"
"""The night's setting: the members excused for the night."""
MOST_DEALS_PER_ROUND: Final = 200


def night_settings(
    mode: str,
    rounds: int,
    rules: ClubRules,
    deals_per_round: int = STANDARD_DEALS_PER_ROUND,
) -> dict[str, object]:
    """The night's settings for what the organiser chose at the start."""
    return {
        DRAW: mode,
        ROUNDS: rounds,
        GAME: rules.game,
        RULES: dict(rules.rules),
        DEALS_PER_ROUND: deals_per_round,
    }


@dataclass(frozen=True)
class NightChoices:
    """What a stored night says the organiser chose: how later rounds are drawn
    (at random unless chosen otherwise), the rounds planned and the tables'
    rules (``None`` when the night does not say: one stored without them)."""

    mode: str
    planned: int | None
    rules: ClubRules | None
    deals_per_round: int = STANDARD_DEALS_PER_ROUND
    """What each player plays in a round (:func:`deals_due` gives a table's)."""


def _positive(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


def night_choices(night: ClubNight) -> NightChoices:
    settings = night.settings
    mode = settings.get(DRAW)
    planned = settings.get(ROUNDS)
    per_round = settings.get(DEALS_PER_ROUND)
    game_name, rules = settings.get(GAME), settings.get(RULES)
    return NightChoices(
        mode=mode if isinstance(mode, str) and mode in MODES else RANDOM,
        planned=planned
        if isinstance(planned, int) and not isinstance(planned, bool) and planned > 0
        else None,
        rules=ClubRules(game_name, dict(rules))
        if isinstance(game_name, str) and game_name in GAMES and isinstance(rules, dict)
        else None,
        deals_per_round=per_round
        if isinstance(per_round, int) and _positive(per_round)
        else STANDARD_DEALS_PER_ROUND,
    )


def night_names(night: ClubNight, key: str) -> list[str]:
    """The names a night's setting lists (:data:`GUESTS`, :data:`EXCUSED`); none
    when it lists none or is no list of names."""
    value = night.settings.get(key)
    if not isinstance(value, list):
        return []
    return [name for name in value if isinstance(name, str)]


def night_guests(night: ClubNight, flagged: Collection[str] = ()) -> list[str]:
    """Who of those present played the night as a guest, in the order present:
    those its settings list (:data:`GUESTS`) and those still kept off the roster
    as guests (``flagged``: the store's people marked guest; a night stored
    without the list names its guests so). Names match without regard to capitals."""
    keys = {name_key(name) for name in [*night_names(night, GUESTS), *flagged]}
    return [name for name in night.present if name_key(name) in keys]
