"""A session's title when nobody typed it: made from what the session is, in
the language it is shown in (version 7 of the store's schema).

A session stores its title twice over: ``title``, the text (what
``schreiber sessions``, the session file and every message show), and
``auto_title``, NULL for a title the user typed, else a JSON object that says
how the title is made, so that each window, workbook and printout words it in
its own language:

- ``{"base": "game"}``: "<game> <date>", the new-session dialog's default;
- ``{"base": "table", "night": …, "round": r, "table": t}``: a club night's
  table, "<night> · Table t" (from round 2: "<night> · Round r · Table t");
- ``{"base": "typed", "text": …}``: a typed title, kept because the session was
  imported;
- with ``"imported": <file name>`` and ``"count": n`` besides: the session was
  imported from that file, the ``n``-th time that file was imported, so that
  the second import is told from the first.

The stored ``title`` of an automatic title is its English wording. A title
equal to the automatic one in English, German or Japanese is automatic
(:func:`recognise`): so it is when a session is created and for the sessions
of older versions (the migration to version 7). No Qt here: the caller words
the title with its own ``translate(context, source)`` (:func:`shown`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Final, Protocol

from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.games.registry import GAME_NAMES, game

Translate = Callable[[str, str], str]
"""``translate(context, source)``, as Qt's (the source itself for English)."""

GAME_DATE: Final = ("NewSessionDialog", QT_TRANSLATE_NOOP("NewSessionDialog", "{game} {date}"))
TABLE: Final = ("ClubNight", QT_TRANSLATE_NOOP("ClubNight", "{night} · Table {table}"))
ROUND_TABLE: Final = (
    "ClubNight",
    QT_TRANSLATE_NOOP("ClubNight", "{night} · Round {round} · Table {table}"),
)
IMPORTED: Final = (
    "SessionTitle",
    QT_TRANSLATE_NOOP("SessionTitle", "{title} (imported from {file})"),
)
IMPORTED_AGAIN: Final = (
    "SessionTitle",
    QT_TRANSLATE_NOOP("SessionTitle", "{title} (imported from {file}, import {count})"),
)
GAME_CONTEXT: Final = "SessionListModel"

KNOWN: Final[Mapping[str, Mapping[str, str]]] = {
    "de": {
        "{game} {date}": "{game} {date}",
        "{night} · Table {table}": "{night} · Tisch {table}",
        "{night} · Round {round} · Table {table}": "{night} · Runde {round} · Tisch {table}",
        "Doppelkopf": "Doppelkopf",
        "Pfälzer Schafkopf": "Pfälzer Schafkopf",
        "Crescendo": "Crescendo",
    },
    "ja": {
        "{game} {date}": "{game} {date}",
        "{night} · Table {table}": "{night} · 第{table}卓",
        "{night} · Round {round} · Table {table}": "{night} · 第{round}回戦 · 第{table}卓",
        "Doppelkopf": "ドッペルコップ",
        "Pfälzer Schafkopf": "ファルツ・シャーフコップ",
        "Crescendo": "クレッシェンド",
    },
}
"""The automatic titles' words in German and Japanese as Schreiber wrote them
into the titles it stored (the catalogue's; :func:`recognise` finds them;
``tests/store/test_auto_titles.py`` keeps them equal to the catalogue)."""

MOST_TITLE: Final = 200
"""The longest stored title (as the session file's ``title``)."""


class Titled(Protocol):
    """Anything with a session's title: a list line, a stored session, a session file."""

    @property
    def title(self) -> str: ...
    @property
    def auto_title(self) -> Mapping[str, object] | None: ...
    @property
    def game(self) -> str: ...
    @property
    def date(self) -> str: ...


def english(context: str, source: str) -> str:
    """The ``translate`` of English: the source itself."""
    return source


def _game_title(name: str, translate: Translate) -> str:
    if name not in GAME_NAMES:
        return name
    return translate(GAME_CONTEXT, game(name).title)


def _int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def words(
    auto: Mapping[str, object], game_name: str, date: str, translate: Translate = english
) -> str | None:
    """The title ``auto`` makes for a session of ``game_name`` on ``date``, in the
    words of ``translate``; None when ``auto`` is not one this version knows."""
    base = auto.get("base")
    if base == "game":
        text = translate(*GAME_DATE).format(game=_game_title(game_name, translate), date=date)
    elif base == "table":
        night, round_no, table_no = (
            auto.get("night"),
            _int(auto.get("round")),
            _int(auto.get("table")),
        )
        if not isinstance(night, str) or round_no is None or table_no is None:
            return None
        text = table_title(night, round_no, table_no, translate)
    elif base == "typed":
        typed = auto.get("text")
        if not isinstance(typed, str):
            return None
        text = typed
    else:
        return None
    file = auto.get("imported")
    if isinstance(file, str):
        count = _int(auto.get("count")) or 1
        if count <= 1:
            text = translate(*IMPORTED).format(title=text, file=file)
        else:
            text = translate(*IMPORTED_AGAIN).format(title=text, file=file, count=count)
    return text


def table_title(night: str, round_no: int, table_no: int, translate: Translate = english) -> str:
    """A club night's table: the night's title, the round (after the first), the table."""
    if round_no == 1:
        return translate(*TABLE).format(night=night, table=table_no)
    return translate(*ROUND_TABLE).format(night=night, round=round_no, table=table_no)


def shown(session: Titled, translate: Translate = english) -> str:
    """The session's title as shown in the words of ``translate``: an automatic
    one made in those words, a typed one as typed (or the date, when empty)."""
    auto = session.auto_title
    if auto is not None:
        made = words(auto, session.game, session.date, translate)
        if made is not None:
            return made
    return session.title or session.date


def _known(language: str) -> Translate:
    table = KNOWN[language]
    return lambda _context, source: table.get(source, source)


LANGUAGES: Final[tuple[Translate, ...]] = (english, _known("de"), _known("ja"))


def recognise(
    title: str,
    game_name: str,
    date: str,
    table: tuple[str, int, int] | None = None,
) -> dict[str, object] | None:
    """The automatic title ``title`` is, in any of the three languages, or None
    for a typed one: "<game> <date>", or for a club night's table (``table``:
    the night's title, the round and the table) its table title."""
    text = title.strip()
    candidates: list[dict[str, object]] = [{"base": "game"}]
    if table is not None:
        night, round_no, table_no = table
        candidates.append({"base": "table", "night": night, "round": round_no, "table": table_no})
    for auto in candidates:
        for translate in LANGUAGES:
            if words(auto, game_name, date, translate) == text:
                return auto
    return None


def imported(title: str, game_name: str, date: str, file: str, count: int) -> dict[str, object]:
    """The automatic title of a session imported from ``file`` (its name, without
    folders), the ``count``-th import of that file, whose file said ``title``."""
    base = recognise(title, game_name, date) or {"base": "typed", "text": title.strip()}
    return {**base, "imported": file, "count": count}


def to_text(auto: Mapping[str, object] | None) -> str | None:
    """``auto_title`` as stored (JSON)."""
    if auto is None:
        return None
    return json.dumps(dict(auto), ensure_ascii=False, separators=(",", ":"))


def of_text(value: object) -> dict[str, object] | None:
    """``auto_title`` as read: a JSON object, or None (NULL, or nothing this
    version reads: the stored ``title`` is shown then)."""
    if not isinstance(value, str):
        return None
    try:
        parsed = json.loads(value)
    except ValueError:
        return None
    return parsed if isinstance(parsed, dict) else None


def stored(auto: Mapping[str, object], game_name: str, date: str, title: str) -> str:
    """The stored ``title`` of an automatic title: its English words (at most
    :data:`MOST_TITLE` characters), or ``title`` when it cannot be made."""
    made = words(auto, game_name, date)
    return (made if made is not None else title)[:MOST_TITLE]
