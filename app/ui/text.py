"""Words for the engine's codes: game types, tally items, bonuses, announcements.

Every text goes through ``QCoreApplication.translate`` with the context
``"Doppelkopf"`` so that Japanese and German translations cover the sheet,
the preview and the workbook alike. Engine error templates are translated in
the context ``"RecordError"`` (they are marked in the pure code).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.games.errors import QT_TRANSLATE_NOOP, RecordError
from app.store.database import Phrase, StoreError

CONTEXT = "Doppelkopf"

GAME_TYPES: dict[str, str] = {
    "normal": QT_TRANSLATE_NOOP("Doppelkopf", "Normal game"),
    "marriage": QT_TRANSLATE_NOOP("Doppelkopf", "Marriage"),
    "poverty": QT_TRANSLATE_NOOP("Doppelkopf", "Poverty"),
    "silent_solo": QT_TRANSLATE_NOOP("Doppelkopf", "Silent solo"),
    "solo_queen": QT_TRANSLATE_NOOP("Doppelkopf", "Queen solo"),
    "solo_jack": QT_TRANSLATE_NOOP("Doppelkopf", "Jack solo"),
    "solo_clubs": QT_TRANSLATE_NOOP("Doppelkopf", "♣ solo"),
    "solo_spades": QT_TRANSLATE_NOOP("Doppelkopf", "♠ solo"),
    "solo_hearts": QT_TRANSLATE_NOOP("Doppelkopf", "♥ solo"),
    "solo_diamonds": QT_TRANSLATE_NOOP("Doppelkopf", "♦ solo"),
    "solo_fleshless": QT_TRANSLATE_NOOP("Doppelkopf", "Fleshless solo"),
    "solo_king": QT_TRANSLATE_NOOP("Doppelkopf", "King solo"),
    "solo_queen_jack": QT_TRANSLATE_NOOP("Doppelkopf", "Queen-jack solo"),
    "misere": QT_TRANSLATE_NOOP("Doppelkopf", "Misère"),
    "misere_ouvert": QT_TRANSLATE_NOOP("Doppelkopf", "Misère ouvert"),
    "redeal": QT_TRANSLATE_NOOP("Doppelkopf", "Redeal"),
}

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

ITEMS: dict[str, str] = {
    "won": QT_TRANSLATE_NOOP("Doppelkopf", "won"),
    "against_elders": QT_TRANSLATE_NOOP("Doppelkopf", "won against the elders"),
    "below_90": QT_TRANSLATE_NOOP("Doppelkopf", "loser below 90"),
    "below_60": QT_TRANSLATE_NOOP("Doppelkopf", "loser below 60"),
    "below_30": QT_TRANSLATE_NOOP("Doppelkopf", "loser below 30"),
    "schwarz": QT_TRANSLATE_NOOP("Doppelkopf", "loser took no trick (schwarz)"),
    "re_announced": QT_TRANSLATE_NOOP("Doppelkopf", "Re announced"),
    "kontra_announced": QT_TRANSLATE_NOOP("Doppelkopf", "Kontra announced"),
    "no90_announced": QT_TRANSLATE_NOOP("Doppelkopf", "“no 90” announced"),
    "no60_announced": QT_TRANSLATE_NOOP("Doppelkopf", "“no 60” announced"),
    "no30_announced": QT_TRANSLATE_NOOP("Doppelkopf", "“no 30” announced"),
    "schwarz_announced": QT_TRANSLATE_NOOP("Doppelkopf", "“schwarz” announced"),
    "no90_answered": QT_TRANSLATE_NOOP("Doppelkopf", "opponents said “no 90”, we reached 120"),
    "no60_answered": QT_TRANSLATE_NOOP("Doppelkopf", "opponents said “no 60”, we reached 90"),
    "no30_answered": QT_TRANSLATE_NOOP("Doppelkopf", "opponents said “no 30”, we reached 60"),
    "schwarz_answered": QT_TRANSLATE_NOOP("Doppelkopf", "opponents said “schwarz”, we reached 30"),
    "fox": QT_TRANSLATE_NOOP("Doppelkopf", "fox caught"),
    "charlie": QT_TRANSLATE_NOOP("Doppelkopf", "Charlie (last trick with ♣J)"),
    "charlie_caught": QT_TRANSLATE_NOOP("Doppelkopf", "Charlie caught"),
    "doppelkopf": QT_TRANSLATE_NOOP("Doppelkopf", "Doppelkopf"),
    "heart_ten_caught": QT_TRANSLATE_NOOP("Doppelkopf", "♥10 caught"),
    "fox_last_trick": QT_TRANSLATE_NOOP("Doppelkopf", "fox in the last trick"),
    "fox_first_trick": QT_TRANSLATE_NOOP("Doppelkopf", "fox caught in the first trick"),
    "hearts_trick": QT_TRANSLATE_NOOP("Doppelkopf", "trick of only hearts"),
    "fox_wins_last_trick": QT_TRANSLATE_NOOP("Doppelkopf", "last trick won with a fox"),
    "refusals_as_announced": QT_TRANSLATE_NOOP(
        "Doppelkopf", "the opponents' refusals, scored as announced"
    ),
    "ouvert": QT_TRANSLATE_NOOP("Doppelkopf", "misère ouvert"),
    "solo": QT_TRANSLATE_NOOP("Doppelkopf", "solo doubles"),
    "bock": QT_TRANSLATE_NOOP("Doppelkopf", "Bock"),
    "bock_game_points": QT_TRANSLATE_NOOP("Doppelkopf", "Bock (game points only)"),
}

BONUS_SHORT: dict[str, str] = {
    "fox": QT_TRANSLATE_NOOP("Doppelkopf", "Fox"),
    "charlie": QT_TRANSLATE_NOOP("Doppelkopf", "Charlie"),
    "charlie_caught": QT_TRANSLATE_NOOP("Doppelkopf", "Charlie caught"),
    "doppelkopf": QT_TRANSLATE_NOOP("Doppelkopf", "Doppelkopf"),
    "heart_ten_caught": QT_TRANSLATE_NOOP("Doppelkopf", "♥10 caught"),
    "fox_last_trick": QT_TRANSLATE_NOOP("Doppelkopf", "Fox, last trick"),
    "fox_first_trick": QT_TRANSLATE_NOOP("Doppelkopf", "Fox, first trick"),
    "hearts_trick": QT_TRANSLATE_NOOP("Doppelkopf", "Hearts trick"),
    "fox_wins_last_trick": QT_TRANSLATE_NOOP("Doppelkopf", "Fox wins last trick"),
}

WORDS: dict[str, str] = {
    "re": QT_TRANSLATE_NOOP("Doppelkopf", "Re"),
    "kontra": QT_TRANSLATE_NOOP("Doppelkopf", "Kontra"),
    "no90": QT_TRANSLATE_NOOP("Doppelkopf", "no 90"),
    "no60": QT_TRANSLATE_NOOP("Doppelkopf", "no 60"),
    "no30": QT_TRANSLATE_NOOP("Doppelkopf", "no 30"),
    "schwarz": QT_TRANSLATE_NOOP("Doppelkopf", "schwarz"),
}

REDEAL_REASONS: dict[str, str] = {
    "poverty_refused": QT_TRANSLATE_NOOP("Doppelkopf", "nobody took the poverty"),
    "redeal_hand": QT_TRANSLATE_NOOP("Doppelkopf", "a redeal hand was shown"),
    "other": QT_TRANSLATE_NOOP("Doppelkopf", "misdeal or other"),
}


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


def error_text(error: RecordError) -> str:
    """The engine's message in the user's language (field names stay as they are)."""
    template = QCoreApplication.translate("RecordError", error.template)
    try:
        return template.format(**error.params)
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


def problem_text(error: StoreError | RecordError) -> str:
    """A stored session that cannot be read or written, in the user's language."""
    if isinstance(error, StoreError):
        return store_error_text(error)
    return f"{error.field}: {error_text(error)}"


def signed(value: int) -> str:
    """A score as written on the sheet: +3, −2 (a real minus sign), 0."""
    if value > 0:
        return f"+{value}"
    if value < 0:
        return f"−{-value}"
    return "0"
