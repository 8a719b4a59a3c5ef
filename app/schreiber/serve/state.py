"""What the phones' page shows, as ``state.json`` (records.md, "The table's phones").

Two steps, so that a change is read and replayed once for every phone however
many are connected and whatever their languages: :func:`read_session` and
:func:`read_night` read the store once per change (a :class:`Snapshot`); then
:func:`render` gives the page's JSON for one language, with every word from the
one catalogue (:mod:`schreiber.catalogue`, the window's ``.qm`` files). The
page's own words are marked for Qt Linguist in the context ``"Phones"``; the
lines the table view (F11) shows keep its context ``"TableView"``, so they read
the same on the laptop and on the phones; the sheet's columns and the game's
words are the workbook's (:mod:`schreiber.io.labels`).

Pure Python: no Qt here (the catalogue reads with QtCore alone), no server library.
"""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from schreiber.catalogue import catalogue
from schreiber.games import titles
from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.games.registry import game
from schreiber.io.labels import LANGUAGES, labels
from schreiber.session.service import stored_session
from schreiber.stats import deal_count

if TYPE_CHECKING:
    from schreiber.club.night import NightRow, TableEvening
    from schreiber.games.common import Replay
    from schreiber.session.file import SessionFile
    from schreiber.store.core import ClubNight, SessionInfo, StoreCore

PHONES: Final = "Phones"
TABLE_VIEW: Final = "TableView"

WORDS: Final[dict[str, tuple[str, str]]] = {
    # The table view's own lines (ui/sheet/table_view.py), the same words here.
    "rank": (TABLE_VIEW, QT_TRANSLATE_NOOP("TableView", "{rank}.")),
    "next": (TABLE_VIEW, QT_TRANSLATE_NOOP("TableView", "Deal {n}: {dealer} deals")),
    "sitting_out": (TABLE_VIEW, QT_TRANSLATE_NOOP("TableView", "Sits out: {names}")),
    "bock": (TABLE_VIEW, QT_TRANSLATE_NOOP("TableView", "Bock ahead: {deals}")),
    "over": (TABLE_VIEW, QT_TRANSLATE_NOOP("TableView", "The session is over. Winner: {names}")),
    # The page's own.
    "after_one": (PHONES, QT_TRANSLATE_NOOP("Phones", "after 1 deal")),
    "after_many": (PHONES, QT_TRANSLATE_NOOP("Phones", "after {n} deals")),
    "bock_one": (PHONES, QT_TRANSLATE_NOOP("Phones", "1 deal ×{factor}")),
    "bock_many": (PHONES, QT_TRANSLATE_NOOP("Phones", "{n} deals ×{factor}")),
    "owed": (PHONES, QT_TRANSLATE_NOOP("Phones", "Compulsory solo owed: {names}")),
    "round_left": (PHONES, QT_TRANSLATE_NOOP("Phones", "Deals left in the round: {n}")),
    "standing": (PHONES, QT_TRANSLATE_NOOP("Phones", "Standing")),
    "sheet": (PHONES, QT_TRANSLATE_NOOP("Phones", "Deals")),
    "no_deals": (PHONES, QT_TRANSLATE_NOOP("Phones", "No deals yet.")),
    "seating": (PHONES, QT_TRANSLATE_NOOP("Phones", "Seating: {players}")),
    "redeal": (PHONES, QT_TRANSLATE_NOOP("Phones", "Redeal")),
    "offline": (
        PHONES,
        QT_TRANSLATE_NOOP("Phones", "No connection to the laptop: trying again…"),
    ),
    "live": (PHONES, QT_TRANSLATE_NOOP("Phones", "Live")),
    "read_only": (
        PHONES,
        QT_TRANSLATE_NOOP("Phones", "Read only: the scores are kept on the laptop."),
    ),
    "round": (PHONES, QT_TRANSLATE_NOOP("Phones", "Round {n}")),
    "table": (PHONES, QT_TRANSLATE_NOOP("Phones", "Table {n}")),
    "table_deals": (PHONES, QT_TRANSLATE_NOOP("Phones", "{played} of {due} deals")),
    "table_played": (PHONES, QT_TRANSLATE_NOOP("Phones", "{played} deals")),
    "finished": (PHONES, QT_TRANSLATE_NOOP("Phones", "finished")),
    "player": (PHONES, QT_TRANSLATE_NOOP("Phones", "Player")),
    "points": (PHONES, QT_TRANSLATE_NOOP("Phones", "Points")),
    "deals": (PHONES, QT_TRANSLATE_NOOP("Phones", "Deals")),
    "night_closed": (PHONES, QT_TRANSLATE_NOOP("Phones", "The night is closed.")),
    "damaged": (
        PHONES,
        QT_TRANSLATE_NOOP("Phones", "The session cannot be read just now: {reason}"),
    ),
}
"""The page's words by key (context, English source)."""

MINUS: Final = "−"


def language_of(accept_language: str | None) -> str:
    """The first of ``ja``, ``de``, ``en`` an ``Accept-Language`` header prefers
    (by its q-values, then its order); English when it names none of them."""
    choices: list[tuple[float, int, str]] = []
    for order, part in enumerate((accept_language or "").split(",")[:32]):
        fields = part.strip().split(";")
        code = fields[0].strip().lower().split("-")[0]
        quality = 1.0
        for field in fields[1:]:
            name, _, value = field.strip().partition("=")
            if name.strip() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if code in LANGUAGES and quality > 0:
            choices.append((-quality, order, code))
    return min(choices)[2] if choices else "en"


def words(language: str) -> dict[str, str]:
    """The page's words in ``language``."""
    book = catalogue(language)
    return {key: book.translate(context, source) for key, (context, source) in WORDS.items()}


def signed(value: int) -> str:
    """A score as the sheet writes it: +3, −2 (a real minus sign), 0."""
    if value > 0:
        return f"+{value}"
    if value < 0:
        return f"{MINUS}{-value}"
    return "0"


def ranking(totals: Mapping[str, int]) -> list[tuple[int, str, int]]:
    """(rank, player, total), best first; equal totals share a rank (as the sheet's)."""
    ordered = sorted(totals.items(), key=lambda item: -item[1])
    ranked: list[tuple[int, str, int]] = []
    for position, (name, total) in enumerate(ordered, start=1):
        rank = ranked[-1][0] if ranked and ranked[-1][2] == total else position
        ranked.append((rank, name, total))
    return ranked


# --- reading the store (once per change) -----------------------------------------------------


@dataclass(frozen=True)
class SessionSnapshot:
    session: SessionFile
    replay: Replay


@dataclass(frozen=True)
class NightSnapshot:
    night: ClubNight
    infos: tuple[SessionInfo, ...]
    evenings: tuple[TableEvening, ...]
    due: tuple[int | None, ...]
    rows: tuple[NightRow, ...]


@dataclass(frozen=True)
class Problem:
    """The store could not be read (a damaged session, a lost server): said on the page."""

    reason: str


Snapshot = SessionSnapshot | NightSnapshot | Problem


def read_session(store: StoreCore, session_id: int) -> SessionSnapshot:
    """The stored session, checked and replayed (raises what the store and the replay raise)."""
    session, replayer = stored_session(store.sessions.load_session(session_id))
    return SessionSnapshot(session, replayer.result())


def read_night(store: StoreCore, night_id: int) -> NightSnapshot:
    """The club night: its tables replayed and its standing by the season's ranking,
    as ``schreiber night show`` reads it."""
    from schreiber.club.night import standing_of
    from schreiber.club.night_plan import TableEvenings, deals_due, night_choices
    from schreiber.club.season import season_ranking

    night = store.nights.night(night_id)
    infos = store.nights.sessions_of_night(night_id)
    per_round = night_choices(night).deals_per_round
    evenings = TableEvenings().read(night, infos, store.sessions.load_session)
    due = tuple(deals_due(len(info.players), per_round) for info in infos)
    rows = standing_of(evenings, season_ranking(store, night.season_id))
    return NightSnapshot(night, tuple(infos), tuple(evenings), due, tuple(rows))


# --- the page's JSON, per language ----------------------------------------------------------


def render(snapshot: Snapshot, language: str, version: int) -> dict[str, object]:
    """``state.json`` for one language: what the page shows, every text in words."""
    said = words(language)
    out: dict[str, object] = {"version": version, "lang": language, "words": said}
    if isinstance(snapshot, SessionSnapshot):
        out.update(_session(snapshot.session, snapshot.replay, said, language))
    elif isinstance(snapshot, NightSnapshot):
        out.update(_night(snapshot, said))
    else:
        out.update(
            {
                "kind": "problem",
                "title": "",
                "problem": said["damaged"].format(reason=snapshot.reason),
            }
        )
    return out


def _session(
    session: SessionFile, replay: Replay, said: Mapping[str, str], language: str
) -> dict[str, object]:
    book = labels(language)
    deals = deal_count(session).played
    after = said["after_one"] if deals == 1 else said["after_many"].format(n=deals)
    standing = [
        {
            "rank": said["rank"].format(rank=rank),
            "name": name,
            "total": signed(total),
            "negative": total < 0,
        }
        for rank, name, total in ranking(replay.totals)
    ]
    players = list(replay.totals)
    return {
        "kind": "session",
        # An automatic title in the phone's words, as the table view shows it.
        "title": titles.shown(session, catalogue(language).translate),
        "subtitle": after,
        "date": session.date,
        "players": players,
        "totals": [signed(replay.totals[player]) for player in players],
        "standing": standing,
        **_next_lines(session, replay, said),
        "rows": _rows(session, replay, players, said, book),
    }


def _next_lines(session: SessionFile, replay: Replay, said: Mapping[str, str]) -> dict[str, str]:
    """Who deals next, who sits out, Bock ahead and compulsory solos owed, as the
    table view says them (empty when there is nothing to say)."""
    if replay.end.finished:
        over = said["over"].format(names=", ".join(replay.end.winners))
        return {"next": over, "sitting_out": "", "bock": "", "owed": "", "round_left": ""}
    nxt = replay.next
    sitting_out = (
        said["sitting_out"].format(names=", ".join(nxt.sitting_out)) if nxt.sitting_out else ""
    )
    bock = ""
    if game(session.game).bock:
        counts = Counter(level for level in replay.pending_bock if level > 0)
        parts = [
            said["bock_one"].format(factor=2**level)
            if count == 1
            else said["bock_many"].format(n=count, factor=2**level)
            for level, count in counts.items()
        ]
        if parts:
            bock = said["bock"].format(deals=", ".join(parts))
    owed = (
        said["owed"].format(names=", ".join(replay.compulsory_solo_owed))
        if replay.compulsory_solo_owed
        else ""
    )
    left = ""
    if replay.compulsory_solo_owed and replay.round_deals_left is not None:
        left = said["round_left"].format(n=replay.round_deals_left)
    return {
        "next": said["next"].format(n=replay.played + 1, dealer=nxt.dealer),
        "sitting_out": sitting_out,
        "bock": bock,
        "owed": owed,
        "round_left": left,
    }


def _text(value: object) -> str:
    if value is None:
        return ""
    return str(value)


def _rows(
    session: SessionFile,
    replay: Replay,
    players: Sequence[str],
    said: Mapping[str, str],
    book: Mapping[str, str],
) -> list[dict[str, object]]:
    """Every record as the sheet shows it, newest last: its number, dealer, what was
    played (the workbook's columns in one line), Bock, and each player's delta and total."""
    from schreiber.games.common import Seating

    columns = importlib.import_module(game(session.game).workbook)
    table: tuple[str, ...] = session.players
    rows: list[dict[str, object]] = []
    for deal, replayed in zip(session.deals, replay.deals, strict=True):
        seating = isinstance(deal, Seating)
        if replayed.seating is not None:
            table = replayed.seating.players
            what = said["seating"].format(players=", ".join(replayed.seating.players))
            cells: list[dict[str, object]] = [
                {"delta": "", "total": "", "out": True, "negative": False} for _ in players
            ]
        else:
            # The workbook's columns after number and dealer; Bock is the row's own mark.
            keys = columns.COLUMNS[2:]
            cells_of = columns.cells(deal, replayed, book)
            parts = [_text(cell) for key, cell in zip(keys, cells_of, strict=True) if key != "bock"]
            what = " · ".join(part for part in parts if part)
            cells = []
            for player in players:
                total = replayed.totals.get(player)
                out = player not in table or player in replayed.sitting_out
                delta = None if out else replayed.result.scores.get(player, 0)
                cells.append(
                    {
                        "delta": "" if delta is None else signed(delta),
                        "total": "" if total is None else signed(total),
                        "out": out,
                        "negative": total is not None and total < 0,
                    }
                )
        rows.append(
            {
                "number": _text(replayed.number),
                "dealer": replayed.dealer,
                "game": what,
                "seating": seating,
                "redeal": not seating and deal.is_redeal,
                "bock": 2**replayed.bock_level if replayed.bock_level else None,
                "cells": cells,
            }
        )
    return rows


def _night(snapshot: NightSnapshot, said: Mapping[str, str]) -> dict[str, object]:
    from schreiber.club.league import shown

    night = snapshot.night
    standing = [
        {
            "rank": said["rank"].format(rank=row.rank),
            "name": row.player,
            "total": _score(shown(row.score)),
            "points": signed(row.points),
            "deals": row.deals,
            "negative": row.score < 0,
        }
        for row in snapshot.rows
    ]
    rounds: dict[int, list[dict[str, object]]] = {}
    for info, evening, due in zip(snapshot.infos, snapshot.evenings, snapshot.due, strict=True):
        played = max(evening.played, 0)
        deals = (
            said["table_played"].format(played=played)
            if due is None
            else said["table_deals"].format(played=played, due=due)
        )
        rounds.setdefault(info.round_no or 0, []).append(
            {
                "table": said["table"].format(n=info.table_no or 0),
                "players": list(info.players),
                "deals": deals,
                "finished": said["finished"] if evening.finished else "",
            }
        )
    return {
        "kind": "night",
        "title": night.title or night.date,
        "subtitle": night.date,
        "closed": said["night_closed"] if night.closed else "",
        "players": [row.player for row in snapshot.rows],
        "totals": [_score(shown(row.score)) for row in snapshot.rows],
        "standing": standing,
        "rounds": [
            {"title": said["round"].format(n=number), "tables": tables}
            for number, tables in sorted(rounds.items(), reverse=True)
        ],
    }


def _score(value: int | float) -> str:
    if isinstance(value, int):
        return signed(value)
    text = f"{value:.2f}"
    return text.replace("-", MINUS) if value < 0 else f"+{text}"
