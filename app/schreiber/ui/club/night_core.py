"""What the club night's windows share beyond :mod:`schreiber.club.night_plan`: the
tables' titles in the user's language, the sessions of a round's tables
under those titles, and a guest's name as the night lists it."""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QCoreApplication

from schreiber.club.night import Round
from schreiber.club.night_plan import ClubRules, table_sessions
from schreiber.session.file import SessionFile


def table_title(night_title: str, round_no: int, table_no: int) -> str:
    """A table session's title: the night's, the round (after the first) and the table."""
    if round_no == 1:
        return QCoreApplication.translate("ClubNight", "{night} · Table {table}").format(
            night=night_title, table=table_no
        )
    return QCoreApplication.translate(
        "ClubNight", "{night} · Round {round} · Table {table}"
    ).format(night=night_title, round=round_no, table=table_no)


def round_sessions(
    rules: ClubRules, night_title: str, date: str, round_no: int, tables: Round
) -> list[SessionFile]:
    """The sessions of a round's tables (checked, not stored yet); raises
    ``RecordError`` when the game's rules do not fit a table."""
    return table_sessions(
        rules, date, tables, lambda table: table_title(night_title, round_no, table)
    )


def guest_name(name: str) -> str:
    """A guest's name as a night lists its people: marked, e.g. "Zoe (guest)"."""
    return QCoreApplication.translate("ClubNight", "{name} (guest)").format(name=name)


def shown_name(name: str, guests: Collection[str]) -> str:
    """``name`` as a night lists it: marked when among ``guests``."""
    return guest_name(name) if name in guests else name
