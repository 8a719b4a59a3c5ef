"""Words for the engine's codes: game types, tally items, bonuses, announcements.

The names themselves live in :mod:`schreiber.games.names` (pure code, shared with the
workbook and the engine's messages); here they go through
``QCoreApplication.translate`` in the context they are marked with. Engine error
templates are translated in the context ``"RecordError"``, and every code they
name (a :class:`~schreiber.games.names.Term`) is worded by its translated name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication

from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
from schreiber.games.names import (
    BONUSES,
    GAME_TYPES,
    ITEMS,
    OPTION_GROUPS,
    OPTION_VALUES,
    OPTIONS,
    PRESETS,
    SIMPLE_OPTIONS,
    WORDS,
    Term,
)
from schreiber.games.names import (
    REDEAL_REASONS as REDEAL_REASONS,  # re-exported for the sheet
)
from schreiber.games.registry import game
from schreiber.store.database import Phrase, StoreError

if TYPE_CHECKING:  # the workbook's reader (zipfile, expat) loads only when a workbook does
    from schreiber.io.bounded import WorkbookError

CONTEXT = "Doppelkopf"

# One key picks each game type in the entry panel (shown next to its name).
TYPE_KEYS: dict[str, str] = {
    "normal": "N",
    "marriage": "M",
    "poverty": "P",
    "diamond_pair": "Y",
    "silent_solo": "W",
    "solo_queen": "Q",
    "solo_jack": "J",
    "solo_clubs": "C",
    "solo_spades": "S",
    "solo_hearts": "H",
    "solo_diamonds": "D",
    "solo_fleshless": "F",
    "solo_king": "K",
    "solo_queen_jack": "X",
    "misere": "L",
    "misere_ouvert": "O",
    "redeal": "R",
}

BONUS_SHORT: Final = BONUSES  # the name the window code knows it by


def tr(text: str) -> str:
    """A text marked with ``QT_TRANSLATE_NOOP("Doppelkopf", ...)``, translated.

    Never pass a literal here: lupdate cannot tell its context and would file
    it under none, so its translation would never be found.
    """
    return QCoreApplication.translate(CONTEXT, text)


def game_title(name: str) -> str:
    """A game's name as players read it (the registry's ``title``), translated;
    an unknown name is an :class:`~schreiber.games.registry.UnknownGameError`."""
    return QCoreApplication.translate("SessionListModel", game(name).title)


def game_type(code: str) -> str:
    return tr(GAME_TYPES.get(code, code))


def item(code: str) -> str:
    return tr(ITEMS.get(code, code))


def word(code: str) -> str:
    return tr(WORDS.get(code, code))


def bonus(code: str) -> str:
    return tr(BONUS_SHORT.get(code, code))


def party(code: str) -> str:
    return word(code)


def term(value: Term) -> str:
    """A code named in a message, in the user's language."""
    return QCoreApplication.translate(*value.source)


def option_name(name: str) -> str:
    """A Doppelkopf rule option as the rules editor names it."""
    return QCoreApplication.translate("RulesEditor", OPTIONS.get(name, name))


def option_title(name: str) -> str:
    """An option's name that reads on its own: "What starts a Bock round: Schwarz"."""
    group = OPTION_GROUPS.get(name)
    if group is None:
        return option_name(name)
    return QCoreApplication.translate("RulesEditor", "{group}: {option}").format(
        group=QCoreApplication.translate("RulesEditor", group), option=option_name(name)
    )


def option_value(name: str, value: str) -> str:
    """One choice of a Doppelkopf rule option as the rules editor names it."""
    source = OPTION_VALUES.get(name, {}).get(value, value)
    return QCoreApplication.translate("RulesEditor", source)


def simple_option_name(name: str) -> str:
    """A Schafkopf or Crescendo rule option as its rules editor names it."""
    return QCoreApplication.translate("SimpleRulesEditor", SIMPLE_OPTIONS.get(name, name))


def preset_name(game: str, preset: str) -> str:
    context, names = PRESETS.get(game, ("RulesEditor", {}))
    return QCoreApplication.translate(context, names.get(preset, preset))


def error_text(error: RecordError) -> str:
    """The engine's message in the user's language, every code in it by its name."""
    template = QCoreApplication.translate("RecordError", error.template)
    params = {
        name: term(value) if isinstance(value, Term) else value
        for name, value in error.params.items()
    }
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        # A broken translation must not hide the message: fall back to English.
        return error.reason


def store_error_text(error: StoreError) -> str:
    """The database's message in the user's language (paths and system texts as they are;
    a stored record's own error, in a damaged session, as :func:`problem_text` words it)."""
    params = {
        name: QCoreApplication.translate("StoreError", value)
        if isinstance(value, Phrase)
        else problem_text(value)
        if isinstance(value, RecordError)
        else value
        for name, value in error.params.items()
    }
    try:
        return QCoreApplication.translate("StoreError", error.template).format(**params)
    except (KeyError, IndexError, ValueError):
        return str(error)  # a broken translation must not hide the message


FIELD_CONTEXT = "Field"

# The keys of the records (records.md) as the entry forms and the sheet call them.
FIELDS: Final[dict[str, str]] = {
    "title": QT_TRANSLATE_NOOP("Field", "Title"),
    "date": QT_TRANSLATE_NOOP("Field", "Date"),
    "game": QT_TRANSLATE_NOOP("Field", "Game"),
    "players": QT_TRANSLATE_NOOP("Field", "Players"),
    "first_dealer": QT_TRANSLATE_NOOP("Field", "First dealer"),
    "rules": QT_TRANSLATE_NOOP("Field", "Rules"),
    "type": QT_TRANSLATE_NOOP("Field", "Game"),
    "re": QT_TRANSLATE_NOOP("Field", "Re"),
    "re_points": QT_TRANSLATE_NOOP("Field", "Re points"),
    "re_tricks": QT_TRANSLATE_NOOP("Field", "Re tricks"),
    "kontra_tricks": QT_TRANSLATE_NOOP("Field", "Kontra tricks"),
    "announcements": QT_TRANSLATE_NOOP("Field", "Announcements"),
    "bonuses": QT_TRANSLATE_NOOP("Field", "Bonuses"),
    "bock_events": QT_TRANSLATE_NOOP("Field", "Bock events"),
    "marriage_clarified_in": QT_TRANSLATE_NOOP("Field", "Partner found in"),
    "reason": QT_TRANSLATE_NOOP("Field", "Reason"),
    "dealer": QT_TRANSLATE_NOOP("Field", "Dealer"),
    "sitting_out": QT_TRANSLATE_NOOP("Field", "Sitting out"),
    "contract": QT_TRANSLATE_NOOP("Field", "Contract"),
    "soloist": QT_TRANSLATE_NOOP("Field", "Soloist"),
    "partner": QT_TRANSLATE_NOOP("Field", "Partner"),
    "soloist_points": QT_TRANSLATE_NOOP("Field", "Soloist's points"),
    "tricks_won": QT_TRANSLATE_NOOP("Field", "Tricks won"),
    "taken": QT_TRANSLATE_NOOP("Field", "Taken"),
    "bid": QT_TRANSLATE_NOOP("Field", "Bid"),
    "trump": QT_TRANSLATE_NOOP("Field", "Trump"),
    "kind": QT_TRANSLATE_NOOP("Field", "Kind"),
    "party": QT_TRANSLATE_NOOP("Field", "Party"),
    # A club's season: its ranking and its money.
    "name": QT_TRANSLATE_NOOP("Field", "Name"),
    "evenings": QT_TRANSLATE_NOOP("Field", "Evenings"),
    "ranking": QT_TRANSLATE_NOOP("Field", "Ranking"),
    "method": QT_TRANSLATE_NOOP("Field", "Ranked by"),
    "per_deals": QT_TRANSLATE_NOOP("Field", "Per deals"),
    "table_points": QT_TRANSLATE_NOOP("Field", "Table points"),
    "drop_worst": QT_TRANSLATE_NOOP("Field", "Worst evenings left out"),
    "min_evenings": QT_TRANSLATE_NOOP("Field", "Fewest evenings to be ranked"),
    "money": QT_TRANSLATE_NOOP("Field", "Money"),
    "rate": QT_TRANSLATE_NOOP("Field", "Rate per point"),
    "currency": QT_TRANSLATE_NOOP("Field", "Currency"),
    "rounding": QT_TRANSLATE_NOOP("Field", "Rounding"),
    "pot": QT_TRANSLATE_NOOP("Field", "Club pot"),
    "share": QT_TRANSLATE_NOOP("Field", "Share of losses"),
    "fee": QT_TRANSLATE_NOOP("Field", "Fee per evening"),
    "treasurer": QT_TRANSLATE_NOOP("Field", "Treasurer"),
    "prizes": QT_TRANSLATE_NOOP("Field", "Prizes"),
    "winner": QT_TRANSLATE_NOOP("Field", "Winner"),
    "best_deal": QT_TRANSLATE_NOOP("Field", "Best deal"),
}


def _field_part(part: str) -> str:
    """One step of a field path: "deals[3]" is "Deal 4", "re_points" "Re points"."""
    key, _, index = part.partition("[")
    number = index.rstrip("]")
    if key == "deals" and number.isdigit():
        return QCoreApplication.translate("Field", "Deal {n}").format(n=int(number) + 1)
    if key == "evenings" and number.isdigit():
        return QCoreApplication.translate("Field", "Evening {n}").format(n=int(number) + 1)
    if key == "players" and number.isdigit():
        return QCoreApplication.translate("Field", "Player {n}").format(n=int(number) + 1)
    name = FIELDS.get(key)
    if name is None:
        return part
    shown = QCoreApplication.translate(FIELD_CONTEXT, name)
    return f"{shown} {int(number) + 1}" if number.isdigit() else shown


def field_text(field: str) -> str:
    """Where an error is, as people read it: a rule option by its editor's name
    ("rules.options.plus_only" is "Plus entries only"), a record's keys by the
    form's names ("deals[3].re_points" is "Deal 4 · Re points"); a key the app
    does not know (in a hand-written file) as it was written."""
    parts = field.split(".")
    if len(parts) >= 3 and parts[:2] == ["rules", "options"]:
        name = parts[2].split("[")[0]
        if name in OPTIONS:
            return option_title(name)
        if name in SIMPLE_OPTIONS:
            return simple_option_name(name)
    if parts[0] == "deal" and len(parts) > 1:  # the one deal of a form or command
        parts = parts[1:]
    if not field:
        return field
    return " · ".join(_field_part(part) for part in parts)


def problem_text(error: StoreError | RecordError) -> str:
    """A stored session that cannot be read or written, in the user's language."""
    if isinstance(error, StoreError):
        return store_error_text(error)
    return f"{field_text(error.field)}: {error_text(error)}"


def workbook_error_text(error: WorkbookError) -> str:
    """Why a workbook (or the file in its place) was not read or written, in the
    user's language; the session's own error as the engine's message."""
    from schreiber.io.bounded import Phrase as WorkbookPhrase

    params = {
        name: QCoreApplication.translate("WorkbookError", value)
        if isinstance(value, WorkbookPhrase)
        else value
        for name, value in error.params.items()
    }
    if error.record is not None:
        params.update(field=field_text(error.record.field), reason=error_text(error.record))
    try:
        return QCoreApplication.translate("WorkbookError", error.template).format(**params)
    except (KeyError, IndexError, ValueError):
        return str(error)  # a broken translation must not hide the message


def signed(value: int) -> str:
    """A score as written on the sheet: +3, −2 (a real minus sign), 0."""
    if value > 0:
        return f"+{value}"
    if value < 0:
        return f"−{-value}"
    return "0"
