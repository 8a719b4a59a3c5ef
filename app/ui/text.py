"""Words for the engine's codes: game types, tally items, bonuses, announcements.

The names themselves live in :mod:`app.games.names` (pure code, shared with the
workbook and the engine's messages); here they go through
``QCoreApplication.translate`` in the context they are marked with. Engine error
templates are translated in the context ``"RecordError"``, and every code they
name (a :class:`~app.games.names.Term`) is worded by its translated name.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

from app.games.errors import RecordError
from app.games.names import (
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
from app.games.names import (
    REDEAL_REASONS as REDEAL_REASONS,  # re-exported for the sheet
)
from app.store.database import Phrase, StoreError

CONTEXT = "Doppelkopf"

# One key picks each game type in the entry panel (shown next to its name).
TYPE_KEYS: dict[str, str] = {
    "normal": "N",
    "marriage": "M",
    "poverty": "P",
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
    """The database's message in the user's language (paths and system texts as they are)."""
    params = {
        name: QCoreApplication.translate("StoreError", value)
        if isinstance(value, Phrase)
        else value
        for name, value in error.params.items()
    }
    try:
        return QCoreApplication.translate("StoreError", error.template).format(**params)
    except (KeyError, IndexError, ValueError):
        return str(error)  # a broken translation must not hide the message


def field_text(field: str) -> str:
    """Where an error is, as people read it: a rule option by its editor's name
    ("rules.options.plus_only" is "Plus entries only"); other paths as they are."""
    parts = field.split(".")
    if len(parts) >= 3 and parts[:2] == ["rules", "options"]:
        name = parts[2].split("[")[0]
        if name in OPTIONS:
            return option_title(name)
        if name in SIMPLE_OPTIONS:
            return simple_option_name(name)
    return field


def problem_text(error: StoreError | RecordError) -> str:
    """A stored session that cannot be read or written, in the user's language."""
    if isinstance(error, StoreError):
        return store_error_text(error)
    return f"{field_text(error.field)}: {error_text(error)}"


def signed(value: int) -> str:
    """A score as written on the sheet: +3, −2 (a real minus sign), 0."""
    if value > 0:
        return f"+{value}"
    if value < 0:
        return f"−{-value}"
    return "0"
