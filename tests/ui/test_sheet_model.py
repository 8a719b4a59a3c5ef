"""The score sheet model (issue 4 §2): rows, next-deal row, colours, model tester."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester

from schreiber.session.file import parse_session
from schreiber.ui.sheet.model import (
    DELTA_ROLE,
    IS_NEXT_ROLE,
    PARTY_ROLE,
    TOTAL_ROLE,
    Column,
    SheetModel,
    negative_colour,
    short_names,
)
from schreiber.ui.sheet.standings import ranking
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
    # Under Daiki's name one short word, so his column stays as narrow as its figures.
    daiki = Column.PLAYERS + FIVE.index("Daiki")
    assert cell(model, 4, daiki) == "out"
    assert cell(model, 4, daiki, Qt.ItemDataRole.ToolTipRole) == "Daiki sits out the next deal"


def test_deal_row_text() -> None:
    model = model_with_deals()
    assert cell(model, 0, Column.DEALER) == "Anna"
    assert cell(model, 0, Column.GAME) == "Normal"
    assert cell(model, 0, Column.RE) == "Ben + Chie"
    assert cell(model, 0, Column.POINTS) == "120"  # Re's; Kontra has the rest
    assert cell(model, 0, Column.VALUE) == "−2"
    assert cell(model, 1, Column.GAME) == "Q solo"
    assert cell(model, 1, Column.BOCK) == "×2"
    assert cell(model, 2, Column.GAME) == "Redeal"
    # Announcements and bonuses share the last column.
    assert model.announcements_column() == model.details_column() == model.columnCount() - 1
    assert cell(model, 3, model.details_column()) == "Re · Kontra, no 90 | Kontra: Fox"


def test_the_tooltip_says_in_full_what_the_cell_says_briefly() -> None:
    model = model_with_deals()
    tip = Qt.ItemDataRole.ToolTipRole
    assert cell(model, 0, Column.GAME, tip) == "Normal game"
    assert cell(model, 0, Column.POINTS, tip) == "Re 120 : 120 Kontra"
    assert cell(model, 1, Column.GAME, tip) == "Queen solo"
    assert cell(model, 2, Column.GAME, tip) == "Redeal (misdeal or other)"
    assert cell(model, 3, model.details_column(), tip) == (
        "Announcements: Re · Kontra, no 90\nBonuses: Kontra: Fox"
    )
    assert cell(model, 2, Column.POINTS, tip) is None  # nothing to say
    header = model.headerData(model.details_column(), Qt.Orientation.Horizontal, tip)
    assert header == "Announcements and bonuses"
    assert model.headerData(Column.PLAYERS, Qt.Orientation.Horizontal, tip) == "Anna"


LONG = ["Maximilian", "Maximiliane", "Christopher", "Dorothea", "Emi"]


def test_long_names_are_short_in_the_detail_columns_and_whole_in_their_own() -> None:
    deals: list[dict[str, object]] = [
        {"type": "normal", "re": ["Maximiliane", "Christopher"], "re_points": 150},
    ]
    session = parse_session(session_json(LONG, deals=deals))
    model = SheetModel()
    model.set_session(session, session.replay())
    assert short_names(LONG) == {
        "Maximilian": "Maximilian",  # cut one letter short: no shorter for that
        "Maximiliane": "Maximiliane",
        "Christopher": "Chri.",
        "Dorothea": "Doro.",
        "Emi": "Emi",
    }
    tip = Qt.ItemDataRole.ToolTipRole
    assert cell(model, 0, Column.DEALER) == "Maximilian"
    assert cell(model, 0, Column.RE) == "Maximiliane + Chri."
    assert cell(model, 0, Column.RE, tip) == "Maximiliane + Christopher"
    # The next deal: Maximiliane deals and sits out.
    assert cell(model, 1, Column.RE) == "sits out: Maximiliane"
    assert cell(model, 1, Column.DEALER) == "Maximiliane"
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in model.player_columns()]
    assert headers == LONG
    assert short_names(["Christopher", "Christine"]) == {
        "Christopher": "Christo.",
        "Christine": "Christi.",
    }
    assert short_names(["Konstantinos", "Anna"])["Konstantinos"] == "Kons."


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
        "Extras",
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


def test_a_crescendo_soloist_without_a_trick_took_0_points() -> None:
    """The cell said nothing when the soloist won no trick (issue 17)."""
    from scripts.samples import crescendo_evening

    data = crescendo_evening(end_after_deals=None)
    data["deals"] = [
        {"soloist": "さくら", "bid": 15, "trump": "hearts", "tricks_won": []},
        {"soloist": "健太", "bid": 15, "trump": "hearts", "taken": 0},
    ]
    session = parse_session(data)
    model = SheetModel()
    model.set_session(session, session.replay())
    assert model.index(0, Column.POINTS).data() == "0"
    assert model.index(1, Column.POINTS).data() == "0"
    assert model.index(0, Column.VALUE).data() == "−15"
