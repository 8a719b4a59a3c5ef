"""The window's part of each game, loaded by the game's name.

What is pure about a game (its parties, player range, Bock, title …) the registry
answers (:mod:`schreiber.games.registry`). What only the window needs lives in the
game's entry module, the module of ``game(name).entry_panel``
(``schreiber/ui/entry/<name>.py``): besides its entry panel it exports ``GAME_UI``,
a :class:`GameUi` with the game's sheet columns and cells, the words of its
statistics, its rules editor, its F1 window and the page Shift+F1 opens. No other
part of the window asks which game it is; a fourth game is one engine package,
one registry line and one entry module.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, Any, Final, Protocol, cast

from PySide6.QtCore import QCoreApplication

from schreiber.games.registry import GAME_NAMES, RulesLike, game
from schreiber.ui.common import text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from schreiber.games.common import ScoredDeal
    from schreiber.ui.entry.keyboard import EntryWidget, Previewer

DEFAULT_GAME: Final = GAME_NAMES[0]
"""The game the window speaks of before a session is open (F1 at the start screen),
and the one a new session starts with: the registry's first."""


class RulesEditing(Protocol):
    """What the window uses of a game's rules editor (a ``QWidget`` with a
    ``changed`` signal; the new-session dialog and the rules dialog hold it)."""

    changed: Any  # Signal(): an option changed

    def rules(self) -> RulesLike: ...
    def rules_json(self) -> dict[str, object]: ...
    def set_rules(self, rules: Any, preset: str | None = None) -> None: ...
    def set_player_count(self, count: int | None) -> None: ...
    def problem(self) -> str: ...


class HelpPanel(Protocol):
    """F1's window of a game that has one (Doppelkopf: who may still announce what)."""

    finished: Any  # Signal(int)

    def set_session_rules(self, rules: object) -> None: ...
    def set_deal(self, record: Mapping[str, object]) -> None: ...
    def show(self) -> None: ...
    def raise_(self) -> None: ...
    def activateWindow(self) -> None: ...  # noqa: N802


class GameUi:
    """The window's words and parts of one game. A game's entry module subclasses
    it; the defaults suit a game whose soloist plays against the others."""

    name: str = ""
    """The game's name in the registry (one of ``GAME_NAMES``)."""
    details: bool = True
    """Whether the sheet shows a last column of details (after the players)."""

    # The score sheet -------------------------------------------------------------

    def headers(self) -> dict[int, str]:
        """The sheet's fixed column titles that differ from Doppelkopf's, by column."""
        return {}

    def details_header(self) -> str:
        return QCoreApplication.translate("SheetModel", "Details")

    def header_tip(self, column: int, details: int) -> str | None:
        """A column title's tooltip; None: the title itself (``details`` is that column)."""
        return None

    def game_text(self, deal: Any, full: bool) -> str:
        """The sheet's game column: the game, contract or bid (``full`` for its tooltip)."""
        return ""

    def points_text(self, deal: Any, full: bool, tricks: Any) -> str:
        """The card points (or tricks) column; ``tricks(n)`` words a number of tricks."""
        return ""

    def value_text(self, deal: Any, result: ScoredDeal) -> str:
        """The value column: the deal's value, signed; nothing for a redeal."""
        if getattr(deal, "is_redeal", False):
            return ""
        return text.signed(result.value)

    def details_text(self, deal: Any, full: bool) -> str:
        """The details column of a deal (``full``: its tooltip, one item a line)."""
        return ""

    def summary_game(self, deal: Any, shown: str) -> str:
        """The game of a deal as an undo message names it; ``shown`` is the sheet's cell."""
        return shown

    # The statistics -------------------------------------------------------------

    def kind_label(self, kind: str) -> str:
        """A kind of deal or solo (:attr:`Parties.kind`, ``solo_kind``) in words."""
        return kind

    def bock_trigger(self, code: str) -> str:
        """What started a Bock round (a game with Bock), in words."""
        return code

    def side_titles(self) -> tuple[str, str, str, str, str]:
        """The players' table: the heading of the sides, won and points attacking,
        won and points defending."""
        return (
            QCoreApplication.translate("PlayerStatsModel", "Soloist and defenders"),
            QCoreApplication.translate("PlayerStatsModel", "Won as soloist"),
            QCoreApplication.translate("PlayerStatsModel", "Points as soloist"),
            QCoreApplication.translate("PlayerStatsModel", "Won defending"),
            QCoreApplication.translate("PlayerStatsModel", "Points defending"),
        )

    def sides_won(self) -> tuple[str, str]:
        """The table's rows of deals the attackers and the defenders won."""
        return (
            QCoreApplication.translate("TableStatsModel", "Soloist won"),
            QCoreApplication.translate("TableStatsModel", "Defenders won"),
        )

    def kinds_title(self) -> str:
        """The heading of the table's kinds of deal."""
        return QCoreApplication.translate("TableStatsModel", "Games")

    def value_titles(self) -> tuple[str, str]:
        """The table's average and highest value of a deal."""
        return (
            QCoreApplication.translate("TableStatsModel", "Average game value"),
            QCoreApplication.translate("TableStatsModel", "Highest game value"),
        )

    def pairs_title(self) -> str:
        """The heading of the pairs of players who sat on the same side."""
        return QCoreApplication.translate("StatisticsView", "Same side: who won most together")

    # Rules and help ----------------------------------------------------------------

    def rules_editor(self, parent: QWidget | None = None) -> RulesEditing:
        """A new editor of the game's rule set (one row an option)."""
        from schreiber.ui.session.simple_rules import SimpleRulesEditor

        return SimpleRulesEditor(self.name, parent)

    def help_panel(self, parent: QWidget | None = None) -> HelpPanel | None:
        """F1's window of the game; None: F1 opens the rules reference."""
        return None

    def reference_key(self, draft: Mapping[str, object]) -> str:
        """The reference page Shift+F1 opens for the deal being entered."""
        return "cards"


def entry_module(name: str) -> str:
    """The module of ``name``'s entry panel (and of its :class:`GameUi`)."""
    return game(name).entry_panel.partition(":")[0]


@cache
def game_ui(name: str) -> GameUi:
    """The window's part of the game ``name``; an unknown name is an
    :class:`~schreiber.games.registry.UnknownGameError`."""
    parts = importlib.import_module(entry_module(name)).GAME_UI
    assert isinstance(parts, GameUi) and parts.name == name, name
    return parts


def entry_panel(name: str, preview: Previewer, parent: QWidget) -> EntryWidget:
    """A new entry panel of the game ``name`` (the registry's ``entry_panel``)."""
    module, _, class_name = game(name).entry_panel.partition(":")
    panel_class = getattr(importlib.import_module(module), class_name)
    return cast("EntryWidget", panel_class(preview, parent))
