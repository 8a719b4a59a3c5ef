"""The score sheet: one row per deal, then a row for the deal to come.

Columns: number, dealer, game, Re party, card points, value, Bock, one column
per player (running total, with the deal's delta), then one column of details
(a Doppelkopf deal's announcements and bonuses together). The details that
matter least sit at the right so that the totals stay in view at 1280×720.

The cells say things briefly so that seven players fit beside the entry panel:
players by a short name (:func:`short_names`), Re's card points alone, the game
without the reason of a redeal. A cell's tooltip says it in full.

The model only presents a game's :class:`~schreiber.games.common.Replay`; it
never computes a score itself. What a column is called and what a deal's cell
says in it is the game's own (its :class:`~schreiber.ui.common.game_ui.GameUi`);
who attacked is the registry's ``parties``.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette

from schreiber.games.common import Replay, Seating
from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.games.registry import game
from schreiber.session.file import SessionFile, seated_order
from schreiber.ui.common import text
from schreiber.ui.common.game_ui import GameUi, game_ui

Index = QModelIndex | QPersistentModelIndex

DELTA_ROLE = Qt.ItemDataRole.UserRole + 1
TOTAL_ROLE = Qt.ItemDataRole.UserRole + 2
PARTY_ROLE = Qt.ItemDataRole.UserRole + 3
IS_NEXT_ROLE = Qt.ItemDataRole.UserRole + 4
DISPLAY_ROLE = int(Qt.ItemDataRole.DisplayRole)
TOOLTIP_ROLE = int(Qt.ItemDataRole.ToolTipRole)
HEADER_ROLES = frozenset((DISPLAY_ROLE, TOOLTIP_ROLE))
HORIZONTAL = Qt.Orientation.Horizontal
CELL_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
# Colours are answered as QColor; the view makes the brush (PySide's QBrush
# constructor would make QImage and QGradient, with all their enums, at start-up).
# Cells remembered at most (a long evening scrolled end to end would keep them all).
MEMO_LIMIT = 20_000
# The roles the sheet answers. A view asks every cell about a dozen roles for
# each paint and size hint; the others are turned away before any work.
ANSWERED_ROLES = frozenset(
    int(role)
    for role in (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.BackgroundRole,
        Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.ToolTipRole,
        DELTA_ROLE,
        TOTAL_ROLE,
        PARTY_ROLE,
        IS_NEXT_ROLE,
    )
)


class Column(IntEnum):
    NUMBER = 0
    DEALER = 1
    GAME = 2
    RE = 3
    POINTS = 4
    VALUE = 5
    BOCK = 6
    PLAYERS = 7  # first player column; announcements and bonuses follow the players


def translate(source: str) -> str:
    """A text marked with ``QT_TRANSLATE_NOOP("SheetModel", ...)``, translated."""
    return QCoreApplication.translate("SheetModel", source)


def is_dark() -> bool:
    palette = QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def party_tint(party: str) -> QColor:
    """Re and Kontra colours that read on the current light or dark palette."""
    if is_dark():
        return QColor("#1f3a5c") if party == "re" else QColor("#4a3320")
    return QColor("#e3eefc") if party == "re" else QColor("#fdf0e1")


def total_text(total: int) -> str:
    """A running total as the sheet writes it: a real minus sign, no plus."""
    return f"\u2212{-total}" if total < 0 else str(total)


def negative_colour() -> QColor:
    return QColor("#ff6b6b") if is_dark() else QColor("#c62828")


SHORTEST = 4  # letters a shortened name keeps at least
SHORTENED = 6  # names this long or longer are shortened


def short_names(players: tuple[str, ...] | list[str]) -> dict[str, str]:
    """Each player's name as the sheet's detail cells write it: up to five letters
    in full, longer ones cut to the shortest beginning (four letters or more) that
    no other player's name shares, with a full stop ("Maximilian" → "Maxi.").
    The player's own column, the standings and the tooltips keep the full name."""
    names: dict[str, str] = {}
    for name in players:
        if len(name) < SHORTENED:
            names[name] = name
            continue
        others = [other for other in players if other != name]
        length = SHORTEST
        while length < len(name) - 1 and any(o.startswith(name[:length]) for o in others):
            length += 1
        names[name] = name if length >= len(name) - 1 else name[:length] + "."
    return names


SUITS = {"clubs": "♣", "spades": "♠", "hearts": "♥", "diamonds": "♦"}
NOTRUMP = QT_TRANSLATE_NOOP("SheetModel", "NT")


def attackers(name: str, deal: object) -> tuple[str, ...]:
    """Who played against the rest in a deal of the game ``name``: the Re party,
    the soloist (and an ace call's partner); nobody in a redeal without one."""
    return tuple(player for player in game(name).parties(deal).attackers if player)


def suit_text(code: object) -> str:
    """A trump as the sheet writes it: the suit's symbol, or "NT" translated."""
    return translate(NOTRUMP) if code == "notrump" else SUITS.get(str(code), "")


def joined(*parts: str) -> str:
    """Texts of one detail cell (announcements, bonuses), the empty ones left out."""
    return " | ".join(part for part in parts if part)


def deals_played(session: SessionFile, replay: Replay) -> int:
    """The deals played so far: changes of seating and redeals are none (as a club
    night's table counts them against its deals due, ``club.league.played_deals``)."""
    return sum(
        1
        for record, done in zip(session.deals, replay.deals, strict=False)
        if done.seating is None and not record.is_redeal
    )


class SheetModel(QAbstractTableModel):
    """Deals of one session as rows; the last row is the next deal."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session: SessionFile | None = None
        self._replay: Replay | None = None
        # What each cell said, by (row, column, role): a view asks the same cells
        # again for every size hint and paint. Forgotten whenever anything changes.
        self._memo: dict[tuple[int, int, int], object] = {}
        self._headers: dict[int, object] = {}
        self._rows = self._columns = 0  # the table's shape, asked for very often
        self._short: dict[str, str] = {}
        # A club night's table: the deals its round has it play (None: no such end).
        self._due: int | None = None
        # Made once, not for every cell the view asks about.
        self._bold = QFont()
        self._bold.setBold(True)
        self._italic = QFont()
        self._italic.setItalic(True)

    # Data in ------------------------------------------------------------------

    def retranslate(self) -> None:
        """Headers and cells again in the current language; rows and selection stay."""
        self._forget()
        columns = self.columnCount()
        if columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, columns - 1))

    def set_session(self, session: SessionFile | None, replay: Replay | None) -> None:
        self.beginResetModel()
        self._session, self._replay = session, replay
        self._forget()
        self.endResetModel()

    def set_due(self, due: int | None) -> None:
        """The deals due at a club night's table (``None``: not a table of a night);
        the next row says how many remain."""
        if due == self._due:
            return
        self._due = due
        self._forget()
        if self.rowCount():
            row = self.rowCount() - 1
            self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    def deals_left(self) -> int | None:
        """The deals still due at a club night's table (0: the round is played)."""
        if self._due is None or self._session is None or self._replay is None:
            return None
        return max(self._due - deals_played(self._session, self._replay), 0)

    def update(self, session: SessionFile, replay: Replay) -> None:
        """New deal list and replay: reset only when the shape changed."""
        same_shape = (
            self._session is not None
            and self.players == seated_order(session, tuple(replay.totals))
            and len(self._session.deals) == len(session.deals)
        )
        if not same_shape:
            self.set_session(session, replay)
            return
        self._session, self._replay = session, replay
        self._forget()
        if self.rowCount():
            self.dataChanged.emit(
                self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1)
            )

    @property
    def game(self) -> str:
        """The name of the game shown ("" before a session)."""
        return self._session.game if self._session else ""

    @property
    def game_ui(self) -> GameUi:
        """The window's part of the game shown (its columns and cells)."""
        assert self._session is not None
        return game_ui(self._session.game)

    @property
    def players(self) -> tuple[str, ...]:
        """A column for everyone who sat at the table this evening (rules §2a), in
        the order of the seating (:func:`seated_order`): the players who joined late
        where they sat down, and the ones who left early too."""
        if self._session is not None and self._replay is not None and self._replay.totals:
            cached = getattr(self, "_order", None)  # (session, replay, order)
            if cached is None or cached[0] is not self._session or cached[1] is not self._replay:
                order = seated_order(self._session, tuple(self._replay.totals))
                cached = (self._session, self._replay, order)
                self._order = cached
            return cached[2]
        return self._session.players if self._session else ()

    def deal_count(self) -> int:
        return len(self._session.deals) if self._session else 0

    def details_column(self) -> int:
        """The last column: a Doppelkopf deal's announcements and bonuses, a
        Schafkopf deal's tops, doublings and surrender (none in Crescendo)."""
        return Column.PLAYERS + len(self.players)

    def announcements_column(self) -> int:
        """The announcements share the details column with the bonuses."""
        return self.details_column()

    def player_columns(self) -> range:
        return range(Column.PLAYERS, Column.PLAYERS + len(self.players))

    def short_name(self, player: str) -> str:
        return self._short.get(player, player)

    def short_list(self, players: tuple[str, ...] | list[str], separator: str = ", ") -> str:
        return separator.join(self.short_name(player) for player in players)

    # Qt model interface ---------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._rows

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._columns

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        # The header asks for every role of every section on each layout and paint.
        if orientation != HORIZONTAL or role not in HEADER_ROLES:
            return None
        key = section if role == DISPLAY_ROLE else -1 - section
        try:
            return self._headers[key]
        except KeyError:
            pass
        value: str | None = None
        if 0 <= section < self.columnCount():
            text_ = self._header_text(section)
            value = text_ if role == DISPLAY_ROLE else self._header_tip(section, text_)
        self._headers[key] = value
        return value

    def _header_tip(self, section: int, shown: str) -> str:
        """The header's text in full (a narrow column elides it)."""
        tip = self.game_ui.header_tip(section, self.details_column())
        return shown if tip is None else tip

    def _header_text(self, section: int) -> str:
        fixed = {
            Column.NUMBER: self.tr("No."),
            Column.DEALER: self.tr("Dealer"),
            Column.GAME: self.tr("Game"),
            Column.RE: self.tr("Re"),
            Column.POINTS: self.tr("Points"),
            Column.VALUE: self.tr("Value"),
            Column.BOCK: self.tr("Bock"),
        }
        fixed.update({Column(column): title for column, title in self.game_ui.headers().items()})
        if section in fixed:
            return fixed[Column(section)]
        if section == self.details_column():
            return self.game_ui.details_header()
        return self.players[section - Column.PLAYERS]

    def flags(self, index: Index) -> Qt.ItemFlag:
        return CELL_FLAGS if index.isValid() else Qt.ItemFlag.NoItemFlags

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role not in ANSWERED_ROLES:
            return None
        row, column = index.row(), index.column()
        key = (row, column, int(role))
        try:
            return self._memo[key]
        except KeyError:
            pass
        if not index.isValid() or self._session is None or self._replay is None:
            return None
        if row == len(self._session.deals):
            value = self._next_data(column, role)
        else:
            value = self._deal_data(row, column, role)
        if len(self._memo) >= MEMO_LIMIT:
            self._memo.clear()
        self._memo[key] = value
        return value

    def _forget(self) -> None:
        """Drop the remembered cells (the deals, the language or the palette changed)."""
        self._memo.clear()
        self._headers.clear()
        session = self._session
        self._rows = 0 if session is None else len(session.deals) + 1
        self._columns = 0 if session is None else Column.PLAYERS + len(self.players) + 1
        self._short = short_names(self.players)
        # Who sits at the table for each record (a change of seating from the next on).
        self._seated: list[frozenset[str]] = []
        if session is not None:
            seated = frozenset(session.players)
            for deal in session.deals:
                if isinstance(deal, Seating):
                    seated = frozenset(deal.players)
                self._seated.append(seated)

    def palette_changed(self) -> None:
        """The colours of the cells follow a new (light or dark) palette."""
        self._forget()
        if self.rowCount():
            self.dataChanged.emit(
                self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1)
            )

    # Rows ---------------------------------------------------------------------------

    def _player_of(self, column: int) -> str | None:
        offset = column - Column.PLAYERS
        return self.players[offset] if 0 <= offset < len(self.players) else None

    def _deal_data(self, row: int, column: int, role: int) -> object:
        assert self._session is not None and self._replay is not None
        deal = self._session.deals[row]
        replayed = self._replay.deals[row]
        player = self._player_of(column)
        if role == IS_NEXT_ROLE:
            return False
        if replayed.seating is not None:
            return self._seating_data(replayed.seating, replayed.totals, player, column, role)
        if player is not None and player not in self._seated[row]:
            return self._away_data(player, replayed.totals.get(player), role)
        if player is not None:
            return self._player_data(deal, replayed.sitting_out, player, row, role)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._deal_text(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._deal_text(row, column, full=True) or None
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            Column.NUMBER,
            Column.POINTS,
            Column.VALUE,
            Column.BOCK,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if (
            role == Qt.ItemDataRole.ForegroundRole
            and column == Column.VALUE
            and replayed.result.value < 0
        ):
            return negative_colour()
        if (
            role == Qt.ItemDataRole.BackgroundRole
            and column == Column.RE
            and attackers(self.game, deal)
        ):
            return party_tint("re")
        if role == Qt.ItemDataRole.FontRole and column == Column.VALUE:
            return self._bold
        return None

    def _deal_text(self, row: int, column: int, full: bool = False) -> str:
        """A deal's cell as the sheet shows it, or in ``full`` for its tooltip."""
        assert self._session is not None and self._replay is not None
        deal = self._session.deals[row]
        replayed = self._replay.deals[row]
        if column == Column.NUMBER:
            # Deals played, as the table counts them: a redeal has no number of its
            # own (its game says "redeal"), the deal after it takes the next one.
            return "" if replayed.number is None else str(replayed.number)
        if column == Column.DEALER:
            return replayed.dealer if full else self.short_name(replayed.dealer)
        if column == Column.RE:
            side = attackers(self.game, deal)
            return " + ".join(side) if full else self.short_list(side, " + ")
        ui = self.game_ui
        if column == Column.GAME:
            name = ui.game_text(deal, full)
            if replayed.compulsory:
                name += " " + (self.tr("(compulsory)") if full else self.tr("(c)"))
            return name
        if column == Column.POINTS:
            return ui.points_text(deal, full, self.tricks_text)
        if column == Column.VALUE:
            return ui.value_text(deal, replayed.result)
        if column == Column.BOCK:
            return f"×{2**replayed.bock_level}" if replayed.bock_level else ""
        if column == self.details_column():
            return ui.details_text(deal, full)
        return ""

    def tricks_text(self, count: int) -> str:
        """A number of tricks as the sheet writes it ("3 tricks")."""
        return self.tr("%n trick(s)", "", count)

    def _player_data(
        self, deal: Any, sitting_out: tuple[str, ...], player: str, row: int, role: int
    ) -> object:
        assert self._replay is not None
        replayed = self._replay.deals[row]
        delta = replayed.result.scores.get(player, 0)
        total = replayed.totals[player]
        out = player in sitting_out
        side = attackers(self.game, deal)
        party = "" if out or deal.is_redeal else ("re" if player in side else "kontra")
        if role == Qt.ItemDataRole.DisplayRole:
            if out:
                return f"— {total}"
            return f"{text.signed(delta)} {total}"
        if role == DELTA_ROLE:
            return None if out else delta
        if role == TOTAL_ROLE:
            return total
        if role == PARTY_ROLE:
            return party
        if role == Qt.ItemDataRole.ToolTipRole:
            if out:
                return self.tr("{player} sat out this deal").format(player=player)
            return self.tr("{player}: {delta} this deal, {total} in all").format(
                player=player, delta=text.signed(delta), total=total
            )
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole:
            palette = QGuiApplication.palette()
            if out:
                return palette.color(QPalette.ColorRole.PlaceholderText)
            if total < 0:
                return negative_colour()
        if role == Qt.ItemDataRole.BackgroundRole and party:
            return party_tint(party)
        return None

    def _seating_data(
        self,
        seating: Seating,
        totals: dict[str, int],
        player: str | None,
        column: int,
        role: int,
    ) -> object:
        """A change of seating: the new order and who deals next; totals unchanged."""
        if role == Qt.ItemDataRole.FontRole:
            return self._italic
        if player is not None:
            total = totals.get(player)
            if role == Qt.ItemDataRole.DisplayRole:
                if total is None or player not in seating.players:
                    return ""
                return total_text(total)
            # No TOTAL_ROLE: the cell painter would draw a "—" as for sitting out;
            # a seating row shows the plain total of everyone at the new table.
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if role == Qt.ItemDataRole.ToolTipRole and total is not None:
                if player not in seating.players:
                    return self.tr("{player} leaves the table with {total}").format(
                        player=player, total=total_text(total)
                    )
                return self.tr("{player}: {total} in all").format(
                    player=player, total=total_text(total)
                )
            return None
        if role == Qt.ItemDataRole.ToolTipRole and column in (
            Column.DEALER,
            Column.GAME,
            Column.RE,
        ):
            return self.seating_text(seating)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == Column.NUMBER:
            return ""
        if column == Column.DEALER:
            return self.short_name(seating.dealer)
        if column == Column.GAME:
            return self.tr("Seating")
        if column == Column.RE:
            return self.short_list(seating.players)
        return ""

    def seating_text(self, seating: Seating) -> str:
        return self.tr("From the next deal on: {players}; {dealer} deals").format(
            players=", ".join(seating.players), dealer=seating.dealer
        )

    def _away_data(self, player: str, total: int | None, role: int) -> object:
        """A player not at the table for this deal: not yet come, or gone."""
        if role == Qt.ItemDataRole.DisplayRole:
            return "" if total is None else f"· {total}"
        if role == TOTAL_ROLE:
            return total
        if role == Qt.ItemDataRole.ForegroundRole:
            return QGuiApplication.palette().color(QPalette.ColorRole.PlaceholderText)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and total is not None:
            return self.tr("{player} was not at the table for this deal").format(player=player)
        return None

    def _next_data(self, column: int, role: int) -> object:
        assert self._replay is not None
        nxt = self._replay.next
        if role == IS_NEXT_ROLE:
            return True
        if role == Qt.ItemDataRole.FontRole:
            return self._italic
        if role == Qt.ItemDataRole.ForegroundRole:
            return QGuiApplication.palette().color(QPalette.ColorRole.PlaceholderText)
        player = self._player_of(column)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == Column.BOCK:
                return self.pending_bock_text() or None
            if column == self.details_column():
                return "\n".join(filter(None, (self.pending_bock_text(), self.owed_text()))) or None
            if column == Column.DEALER:
                return nxt.dealer
            if column == Column.RE and nxt.sitting_out:
                return self.tr("sits out: {names}").format(names=", ".join(nxt.sitting_out))
            if player is not None and player in nxt.sitting_out:
                return self.tr("{player} sits out the next deal").format(player=player)
            return None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == Column.NUMBER:
            return str(self._replay.played + 1)
        if column == Column.DEALER:
            return self.short_name(nxt.dealer)
        if column == Column.GAME:
            left = self.deals_left()
            if left == 0:
                return self.tr("round played: the table is finished")
            if left is not None:
                return self.tr("next deal (%n left in the round)", "", left)
            return self.tr("next deal")
        if column == Column.RE:
            if nxt.sitting_out:
                names = self.short_list(nxt.sitting_out)
                return self.tr("sits out: {names}").format(names=names)
            return ""
        if column == Column.BOCK:
            return f"×{2**nxt.bock_level}" if nxt.bock_level else ""
        if column == self.details_column():
            return joined(self.pending_bock_text(), self.owed_text())
        if player is not None and player in nxt.sitting_out:
            # One short word: it must not widen the column of figures above it.
            return self.tr("out")
        return ""

    def pending_bock_text(self) -> str:
        assert self._replay is not None
        pending = self._replay.pending_bock
        if not pending:
            return ""
        levels = " ".join(f"×{2**level}" for level in pending)
        return self.tr("Bock ahead: {levels}").format(levels=levels)

    def owed_text(self) -> str:
        assert self._replay is not None
        owed = self._replay.compulsory_solo_owed
        if not owed:
            return ""
        return self.tr(
            "compulsory solo owed: {names} (%n deal(s) left in the round)",
            "",
            self._replay.round_deals_left or 0,  # set whenever a solo is owed
        ).format(names=", ".join(owed))
