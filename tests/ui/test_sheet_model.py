"""The score sheet model (issue 4 §2): rows, next-deal row, colours, model tester."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester

from app.session.file import parse_session
from app.ui.sheet_model import (
    DELTA_ROLE,
    IS_NEXT_ROLE,
    PARTY_ROLE,
    TOTAL_ROLE,
    Column,
    SheetModel,
    negative_colour,
)
from app.ui.standings import ranking
from tests.ui.conftest import session_json

FIVE = ["Anna", "Ben", "Chie", "Daiki", "Emi"]
DEALS: list[dict[str, object]] = [
    {"type": "normal", "re": ["Ben", "Chie"], "re_points": 120},  # tie: Bock
    {"type": "solo_queen", "re": ["Chie"], "re_points": 150},
    {"type": "redeal", "reason": "other"},
    {
        "type": "normal",
        "re": ["Anna", "Daiki"],
        "re_points": 54,
        "announcements": {"re": ["re"], "kontra": ["kontra", "no90"]},
        "bonuses": [{"kind": "fox", "party": "kontra"}],
    },
]


def model_with_deals() -> SheetModel:
    session = parse_session(session_json(FIVE, deals=DEALS))
    model = SheetModel()
    model.set_session(session, session.replay())
    return model


def cell(
    model: SheetModel, row: int, column: int, role: int = Qt.ItemDataRole.DisplayRole
) -> object:
    return model.data(model.index(row, column), role)


def test_model_tester_empty_and_full(qtmodeltester: ModelTester) -> None:
    model = SheetModel()
    qtmodeltester.check(model)
    model = model_with_deals()
    qtmodeltester.check(model)


def test_one_row_per_deal_then_the_next_deal() -> None:
    model = model_with_deals()
    assert model.rowCount() == len(DEALS) + 1
    assert cell(model, 4, Column.NUMBER, IS_NEXT_ROLE) is True
    assert cell(model, 4, Column.GAME) == "next deal"
    # The misdeal (deal 3) kept Chie dealing, so Daiki deals next.
    assert cell(model, 3, Column.DEALER) == "Chie"
    assert cell(model, 4, Column.DEALER) == "Daiki"
    assert cell(model, 4, Column.RE) == "sits out: Daiki"


def test_deal_row_text() -> None:
    model = model_with_deals()
    assert cell(model, 0, Column.DEALER) == "Anna"
    assert cell(model, 0, Column.GAME) == "Normal game"
    assert cell(model, 0, Column.RE) == "Ben + Chie"
    assert cell(model, 0, Column.POINTS) == "120 : 120"
    assert cell(model, 0, Column.VALUE) == "−2"
    assert cell(model, 1, Column.GAME) == "Queen solo"
    assert cell(model, 1, Column.BOCK) == "×2"
    assert cell(model, 2, Column.GAME) == "Redeal (misdeal or other)"
    assert cell(model, 3, model.announcements_column()) == "Re · Kontra, no 90"
    assert cell(model, 3, model.bonuses_column()) == "Kontra: Fox"


def test_player_cells_carry_delta_total_and_party() -> None:
    model = model_with_deals()
    chie = Column.PLAYERS + FIVE.index("Chie")
    anna = Column.PLAYERS + FIVE.index("Anna")
    # Deal 2: Chie's queen solo at Bock x2 -> value 2, Chie +6.
    assert cell(model, 1, chie, DELTA_ROLE) == 6
    assert cell(model, 1, chie, TOTAL_ROLE) == 4
    assert cell(model, 1, chie, PARTY_ROLE) == "re"
    assert cell(model, 1, chie) == "+6 4"
    # Anna sat out deal 1 (she dealt).
    assert cell(model, 0, anna, DELTA_ROLE) is None
    assert cell(model, 0, anna) == "— 0"
    assert cell(model, 0, anna, PARTY_ROLE) == ""


def test_negative_numbers_are_coloured() -> None:
    model = model_with_deals()
    # A colour, not a brush: the view turns it into one (and PySide's QBrush
    # would make QImage and QGradient with all their enums at start-up).
    assert cell(model, 0, Column.VALUE, Qt.ItemDataRole.ForegroundRole) == negative_colour()
    assert cell(model, 1, Column.VALUE, Qt.ItemDataRole.ForegroundRole) is None


def test_headers() -> None:
    model = model_with_deals()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == [
        "No.",
        "Dealer",
        "Game",
        "Re",
        "Points",
        "Value",
        "Bock",
        *FIVE,
        "Announcements",
        "Bonuses",
    ]


def test_ranking_shares_equal_places() -> None:
    assert ranking({"A": 3, "B": 5, "C": 3, "D": -1}) == [
        (1, "B", 5),
        (2, "A", 3),
        (2, "C", 3),
        (4, "D", -1),
    ]


def test_a_misere_row_shows_the_soloists_tricks_not_card_points() -> None:
    session = parse_session(
        session_json(
            options={"misere": True},
            deals=[{"type": "misere", "re": ["Anna"], "re_tricks": 0}],
        )
    )
    model = SheetModel()
    model.set_session(session, session.replay())
    assert model.index(0, Column.POINTS).data() == "0 tricks"
    assert model.index(0, Column.VALUE).data() == "+1"
