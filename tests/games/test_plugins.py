"""A game is one plug-in (issue 25): the registry answers every per-game question.

Outside ``schreiber/games/`` and the files and folders named after a game, no
code compares a game's name; an unknown game is an error, never a fallback; and
a fourth game — one engine package and one registry line — goes through the
pure pipeline (session file, replay, statistics, settlement, workbook) with no
change to any other code.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import sys
import textwrap
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Final

import pytest

import schreiber.games
from schreiber.games import registry
from schreiber.games.common import Parties, Seating
from schreiber.games.registry import GAME_NAMES, Game, UnknownGameError, game
from schreiber.session.file import parse_session, parse_session_replay
from tests.io.sessions import GAMES as SAMPLES

PACKAGE: Final = Path(schreiber.games.__file__).resolve().parents[1]  # app/schreiber

SCANNED: Final = (
    "cli",
    "club/league.py",
    "club/money.py",
    "club/season.py",
    "io",
    "reference",
    "session",
    "stats",
)
"""The parts of ``app/schreiber`` (folders or files) in which no code names a game;
to be widened to ``ui`` and ``store`` (and then the whole package)."""


# --- (a) no comparison with a game's name ---------------------------------------


def _named_after_a_game(relative: Path) -> bool:
    """``games/…`` and every file or folder named after a game (``doppelkopf.py``,
    ``reference/crescendo.py``, ``doppelkopf_rules.py``, ``workbook_games/…``)."""
    if relative.parts[0] == "games":
        return True
    for part in relative.parts:
        stem = part.removesuffix(".py")
        if any(stem == name or stem.startswith(f"{name}_") for name in GAME_NAMES):
            return True
    return False


def _files() -> Iterator[Path]:
    for part in SCANNED:
        path = PACKAGE / part
        found = sorted(path.rglob("*.py")) if path.is_dir() else [path]
        for file in found:
            if not _named_after_a_game(file.relative_to(PACKAGE)):
                yield file


def _names_a_game(node: ast.AST | None) -> bool:
    """A game's name as a string, or a tuple, list or set holding one."""
    if isinstance(node, ast.Constant):
        return node.value in GAME_NAMES
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return any(_names_a_game(element) for element in node.elts)
    return False


def game_names_compared(source: str) -> list[tuple[int, str]]:
    """Where ``source`` asks "which game is this" by a game's name: a comparison
    (``game == "doppelkopf"``, ``in ("crescendo", …)``), a ``match`` case, a dict
    keyed by game names, a collection of them, or one as a default value."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare) and any(
            _names_a_game(operand) for operand in (node.left, *node.comparators)
        ):
            found.append((node.lineno, "comparison"))
        elif isinstance(node, ast.MatchValue) and _names_a_game(node.value):
            found.append((node.lineno, "match case"))
        elif isinstance(node, ast.Dict) and any(_names_a_game(key) for key in node.keys):
            found.append((node.lineno, "dict keyed by games"))
        elif isinstance(node, ast.Tuple | ast.List | ast.Set) and _names_a_game(node):
            found.append((node.lineno, "collection of games"))
        elif isinstance(node, ast.arguments):
            defaults = [*node.defaults, *node.kw_defaults]
            found += [(d.lineno, "default") for d in defaults if d is not None and _names_a_game(d)]
        elif isinstance(node, ast.AnnAssign) and _names_a_game(node.value):
            found.append((node.lineno, "default"))
    return sorted(set(found))


def test_the_scan_finds_what_asks_for_a_game_by_name() -> None:
    source = textwrap.dedent(
        """
        if game == "doppelkopf": pass
        ok = name in ("schafkopf_pfalz", "crescendo")
        COLUMNS = {"crescendo": 1}
        match game:
            case "crescendo": pass
        def f(game: str = "doppelkopf") -> None: ...
        class S:
            game: str = "doppelkopf"
        fine = game == other and key == "doppelkopf.bock"
        """
    )
    assert game_names_compared(source) == [
        (2, "comparison"),
        (3, "collection of games"),
        (3, "comparison"),
        (4, "dict keyed by games"),
        (6, "match case"),
        (7, "default"),
        (9, "default"),
    ]


def test_no_code_outside_the_games_compares_a_game_name() -> None:
    found = [
        f"{file.relative_to(PACKAGE)}:{line}: {kind}"
        for file in _files()
        for line, kind in game_names_compared(file.read_text(encoding="utf-8"))
    ]
    assert found == []


# --- (b) an unknown game is an error --------------------------------------------


def test_an_unknown_game_is_an_error_never_a_fallback() -> None:
    with pytest.raises(UnknownGameError, match="unknown game 'skat'"):
        game("skat")
    from schreiber.stats.settlement import settles_against_average

    with pytest.raises(UnknownGameError):
        settles_against_average("skat", None)
    from schreiber.reference import sections

    with pytest.raises(ValueError, match="unknown game"):
        sections("skat", None, lambda _context, text: text)


# --- (c) every game answers every question --------------------------------------


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_game_answers_every_field(name: str) -> None:
    entry = game(name)
    assert len(Game.FIELDS) == 24
    for name_of_field in Game.FIELDS:
        assert getattr(entry, name_of_field) is not None, name_of_field
    assert entry.name == name
    assert entry.title
    low, high = entry.player_range
    assert 2 <= low <= high
    assert "standard" in entry.presets
    assert entry.kinds and entry.solo_kinds
    assert len(entry.winners) == 2 and entry.winners[0] != entry.winners[1]
    assert entry.name_fields and all(entry.name_fields)
    context, preset_names = entry.preset_names
    assert context and set(preset_names) == set(entry.presets)
    assert entry.option_names.context and entry.option_names.options
    assert isinstance(entry.settles_against_average(entry.presets["standard"]), bool)
    module, _, panel = entry.entry_panel.partition(":")
    assert panel and importlib.util.find_spec(module) is not None
    assert callable(importlib.import_module(entry.reference).sections)
    columns = importlib.import_module(entry.workbook)
    assert columns.COLUMNS[:2] == ("number", "dealer") and callable(columns.cells)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_parties_of_every_deal_are_in_the_games_terms(name: str) -> None:
    session = parse_session(SAMPLES[name])
    entry = game(name)
    solos = 0
    for deal in session.deals:
        if isinstance(deal, Seating) or deal.is_redeal:
            continue
        parties = entry.parties(deal)
        assert isinstance(parties, Parties)
        assert parties.kind in entry.kinds
        assert parties.attackers and set(parties.attackers) <= set(session.players)
        if parties.soloist is not None:
            solos += 1
            assert parties.attackers == (parties.soloist,)
            assert parties.solo_kind in entry.solo_kinds
        assert set(parties.attack_said) | set(parties.defence_said) <= set(entry.words)
        assert {bonus.kind for bonus in parties.bonuses} <= set(entry.bonus_kinds)
    assert solos


# --- (d) a fourth game is one package and one registry line ---------------------

FOURTH: Final = "coin_toss"
FOURTH_GAME: Final[dict[str, str]] = {
    "__init__.py": '''
        """Coin toss: the caller calls heads or tails against the rest of the table."""

        from dataclasses import dataclass

        from schreiber.games.common import Parties
        from schreiber.games.errors import QT_TRANSLATE_NOOP, RecordError
        from schreiber.games.fields import as_choice, as_object, as_str, reject_unknown, require
        from schreiber.games.names import OptionNames

        SIDES = ("heads", "tails")


        @dataclass(frozen=True)
        class RuleSet:
            end_after_deals: int | None = None
            end_at_score: int | None = None

            def to_json(self) -> dict[str, object]:
                return {}


        @dataclass(frozen=True)
        class Deal:
            caller: str = ""
            call: str = ""
            fell: str = ""

            @property
            def is_redeal(self) -> bool:
                return not self.caller

            def to_json(self) -> dict[str, object]:
                if self.is_redeal:
                    return {"type": "redeal"}
                return {"caller": self.caller, "call": self.call, "fell": self.fell}


        PRESETS = {"standard": RuleSet()}


        def parse_rules(value, field="rules", players=None):
            obj = as_object(value, field)
            if as_object(obj.get("options", {}), f"{field}.options"):
                raise RecordError(f"{field}.options", "no options")
            return RuleSet()


        def parse_deal(value, field="deal"):
            obj = as_object(value, field)
            reject_unknown(obj, frozenset({"type", "caller", "call", "fell"}), field)
            if obj.get("type") == "redeal":
                return Deal()
            return Deal(
                as_str(require(obj, "caller", field), f"{field}.caller"),
                as_choice(require(obj, "call", field), f"{field}.call", SIDES),
                as_choice(require(obj, "fell", field), f"{field}.fell", SIDES),
            )


        def parties(deal):
            return Parties(deal.call, (deal.caller,), deal.caller, deal.call)


        def settles_against_average(rules):
            return False


        TITLE = QT_TRANSLATE_NOOP("SessionListModel", "Coin toss")
        PLAYER_RANGE = (3, 4)
        NAME_FIELDS = (("caller",),)
        KINDS = SIDES
        SOLO_KIND_ORDER = SIDES
        BOCK = False
        DRAWN_DEALS = False
        BIDS = False
        WINNERS = ("caller", "others")
        WORD_ORDER = ()
        BONUS_KINDS = ()
        PRESET_NAMES = ("SimpleRulesEditor", {"standard": "Standard"})
        OPTION_NAMES = OptionNames("SimpleRulesEditor", {"end_after_deals": "End after deals"})
        ENTRY_PANEL = "schreiber.games.coin_toss.panel:Panel"
        REFERENCE = "schreiber.games.coin_toss.pages"
        WORKBOOK = "schreiber.games.coin_toss.workbook"
    ''',
    "replay.py": """
        from dataclasses import dataclass, field

        from schreiber.games.common import Line, NextDeal, Replay, ReplayerBase, Seating


        @dataclass(frozen=True)
        class Result:
            winner: str | None
            value: int
            scores: dict[str, int]
            lines: tuple[Line, ...] = ()
            bock_triggers: tuple[str, ...] = field(default=())

            def to_json(self):
                return {"winner": self.winner, "value": self.value, "scores": self.scores}


        def score(deal, players):
            if deal.is_redeal:
                return Result(None, 0, {})
            won = deal.call == deal.fell
            sign = 1 if won else -1
            others = [name for name in players if name != deal.caller]
            scores = {name: -sign for name in others}
            scores[deal.caller] = sign * len(others)
            return Result("caller" if won else "others", len(others), scores)


        class Replayer(ReplayerBase):
            player_range = (3, 4)

            def add(self, deal):
                if isinstance(deal, Seating):
                    self._seat(deal)
                    return
                self._book(self._score(score, deal, self.players), deal.is_redeal)
                if not deal.is_redeal:
                    self.dealer = (self.dealer + 1) % len(self.players)

            def result(self):
                totals = dict(self.totals)
                return Replay(
                    deals=tuple(self.replayed),
                    totals=totals,
                    next=NextDeal(self.players[self.dealer], ()),
                    end=self._end(totals),
                    players=self.players,
                )
    """,
    "request.py": """
        def score_request(request):
            raise NotImplementedError
    """,
    "workbook.py": """
        COLUMNS = ("number", "dealer", "soloist", "score")


        def cells(deal, replayed, words):
            return [deal.caller, replayed.result.value]
    """,
    "pages.py": """
        CARD_ORDER_ALIASES = {}


        def sections(rules, translate, dark=False):
            return []
    """,
}

FOURTH_SESSION: Final[dict[str, object]] = {
    "format": "schreiber-session",
    "version": 1,
    "game": FOURTH,
    "title": "A fourth game",
    "date": "2026-11-27",
    "players": ["Anna", "Ben", "Chie"],
    "first_dealer": "Anna",
    "rules": {"preset": "standard", "options": {}},
    "deals": [
        {"caller": "Ben", "call": "heads", "fell": "heads"},
        {"type": "redeal"},
        {"caller": "Chie", "call": "tails", "fell": "heads"},
        {"type": "seating", "players": ["Anna", "Ben", "Chie", "Daiki"], "dealer": "Daiki"},
        {"caller": "Daiki", "call": "tails", "fell": "tails"},
    ],
}


@pytest.fixture
def fourth_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The coin toss as ``schreiber.games.coin_toss``, in the registry's list."""
    folder = tmp_path / "games" / FOURTH
    folder.mkdir(parents=True)
    for name, text in FOURTH_GAME.items():
        (folder / name).write_text(textwrap.dedent(text), encoding="utf-8")
    # As if the package lay beside the others; the registry line is GAME_NAMES.
    monkeypatch.setattr(
        schreiber.games, "__path__", [*schreiber.games.__path__, str(folder.parent)]
    )
    monkeypatch.setattr(registry, "GAME_NAMES", (*GAME_NAMES, FOURTH))
    yield FOURTH
    registry._load.cache_clear()
    for module in [m for m in sys.modules if m.startswith(f"schreiber.games.{FOURTH}")]:
        del sys.modules[module]
    vars(schreiber.games).pop(FOURTH, None)


def test_a_fourth_game_goes_through_the_pure_pipeline(fourth_game: str, tmp_path: Path) -> None:
    from schreiber.io.workbook import export_workbook, read_workbook
    from schreiber.reference import sections
    from schreiber.stats import session_stats, settle_session
    from schreiber.stats.settlement import CENT

    session, replay = parse_session_replay(FOURTH_SESSION)
    assert session.game == fourth_game
    assert replay.totals == {"Anna": -1, "Ben": 2, "Chie": -4, "Daiki": 3}
    assert parse_session(session.to_json()).to_json() == session.to_json()

    stats = session_stats(session, replay)
    assert stats.table.deals == 3 and stats.table.redeals == 1
    assert stats.table.attack_won == 2 and stats.table.defence_won == 1
    assert stats.table.kinds == {"heads": 1, "tails": 2}
    assert stats.players["Chie"].solos["tails"].lost == 1
    assert stats.players["Anna"].defending.played == 3

    settlement = settle_session(session, Decimal("0.10"), CENT, "€", replay)
    assert not settlement.against_average
    assert sum(settlement.balances.values()) == 0

    path = tmp_path / "coin toss.xlsx"
    export_workbook(session, path, replay=replay)
    assert parse_session(read_workbook(path)).to_json() == session.to_json()  # cross-checked
    assert sections(fourth_game, None, lambda _context, text: text) == []
