"""The evening's workbook: export, read back, refusals (issue 6 §1, §2, §4)."""

from __future__ import annotations

import hashlib
import json
import os
import random
import re
import subprocess
import sys
import zipfile
from decimal import Decimal
from pathlib import Path
from typing import Any

import openpyxl
import pytest
from openpyxl.chart import LineChart
from openpyxl.utils import get_column_letter

from schreiber.games.common import Seating
from schreiber.io import workbook
from schreiber.io.labels import LABELS, option_name
from schreiber.io.workbook import (
    CHUNK,
    DATA_JSON_ROW,
    LANGUAGES,
    MARKER,
    SIGNED,
    Layout,
    WorkbookError,
    default_file_name,
    expected_numbers,
    export_workbook,
    read_workbook,
)
from schreiber.session.file import SessionFile, parse_session
from schreiber.stats import session_stats, settle_session
from tests.io.sessions import GAMES, seating_session, session

ROOT = Path(__file__).resolve().parents[2]


CODE = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b|\bno[369]0\b")
"""An engine code (``solo_king``, ``no60``): never a word a reader sees."""


def exported(
    tmp_path: Path,
    game: str = "doppelkopf",
    language: str = "en",
    rate: Decimal | None = None,
    **changes: object,
) -> tuple[Path, SessionFile]:
    evening = session(game, **changes)
    path = tmp_path / f"{game}-{language}.xlsx"
    export_workbook(evening, path, language, rate)
    return path, evening


def load(path: Path) -> Any:
    return openpyxl.load_workbook(path)


# --- the score sheet -----------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_every_delta_and_total_is_the_replays(tmp_path: Path, game: str) -> None:
    path, evening = exported(tmp_path, game)
    replay = evening.replay()
    layout = Layout(evening.game, evening.players, len(evening.deals))
    sheet = load(path)["Sheet"]
    assert sheet.max_row == len(evening.deals) + 2
    for offset, replayed in enumerate(replay.deals):
        row = offset + 2
        assert sheet.cell(row, 1).value == replayed.number
        assert sheet.cell(row, 2).value == replayed.dealer
        for index, player in enumerate(evening.players):
            delta = sheet.cell(row, layout.delta_column(index)).value
            total = sheet.cell(row, layout.total_column(index)).value
            if player in replayed.sitting_out:
                assert delta is None
            else:
                assert delta == replayed.result.scores[player]
            assert total == replayed.totals[player]
            assert sheet.cell(row, layout.delta_column(index)).number_format == SIGNED
            assert sheet.cell(row, layout.total_column(index)).number_format == SIGNED
    totals_row = layout.totals_row
    assert sheet.cell(totals_row, 1).value == "Total"
    for index, player in enumerate(evening.players):
        assert sheet.cell(totals_row, layout.total_column(index)).value == replay.totals[player]
        assert sheet.cell(1, layout.delta_column(index)).value == f"{player} ±"
        assert sheet.cell(1, layout.total_column(index)).value == f"{player} Σ"
    # Values, never formulas.
    assert all(cell.data_type != "f" for row in sheet.iter_rows() for cell in row)


def test_the_doppelkopf_sheet_has_the_windows_columns(tmp_path: Path) -> None:
    path, _ = exported(tmp_path)
    sheet = load(path)["Sheet"]
    headers = [cell.value for cell in sheet[1]][:9]
    assert headers == [
        "No.",
        "Dealer",
        "Game",
        "Re",
        "Re points",
        "Announcements",
        "Bonuses",
        "Bock",
        "Value",
    ]
    first = [cell.value for cell in sheet[2]][:9]
    assert first == [
        1,
        "Anna",
        "Normal game",
        "Ben + Chie",
        131,
        "Re, no 90",
        "Re: Fox · Kontra: Charlie · Re: Doppelkopf ×2",
        None,
        -3,
    ]
    assert sheet["C3"].value == "Redeal (misdeal or other)"
    assert sheet["C4"].value == "Marriage"
    assert sheet["C5"].value == "♥ solo"
    assert sheet["F5"].value == "Kontra"
    assert sheet["H5"].value == 2  # a Bock deal counts double, shown "×2" as in the window
    assert sheet["H5"].number_format == '"×"0'
    assert sheet["I2"].number_format == SIGNED


def test_formats_frozen_header_print_setup(tmp_path: Path) -> None:
    path, _ = exported(tmp_path)
    sheet = load(path)["Sheet"]
    assert sheet.freeze_panes == "C2"
    assert SIGNED == "+0;[Red]-0;0"
    assert sheet["K2"].number_format == SIGNED
    assert sheet.page_setup.orientation == "landscape"
    # Fitted to the page's width only, at 9 points or more (tests/io/test_printing.py
    # has the rest).
    assert sheet.sheet_properties.pageSetUpPr.fitToPage is True
    assert (sheet.page_setup.fitToWidth, sheet.page_setup.fitToHeight) == (1, 0)
    assert sheet.page_setup.scale >= 82
    assert sheet.print_title_rows == "$1:$1"
    assert sheet["A1"].font.bold
    # Widths fitted to the content: the bonuses column is wider than the number column.
    assert sheet.column_dimensions["G"].width > sheet.column_dimensions["A"].width
    # A long text wraps in its column where the table would not fit the page's width
    # otherwise, its row as tall as its lines.
    bonuses = next(row[6] for row in sheet.iter_rows(min_row=2) if row[6].value)
    assert str(bonuses.value).startswith("Re: Fox · Kontra: Charlie")
    if sheet.column_dimensions["G"].width < len(str(bonuses.value)):
        assert bonuses.alignment.wrap_text
        assert (sheet.row_dimensions[bonuses.row].height or 0) >= 30


def test_bock_deals_are_shaded_and_solos_marked(tmp_path: Path) -> None:
    path, evening = exported(tmp_path)
    sheet = load(path)["Sheet"]
    replay = evening.replay()
    for offset, replayed in enumerate(replay.deals):
        fill = sheet.cell(offset + 2, 3).fill
        if replayed.bock_level:
            assert fill.fill_type == "solid"
            assert fill.fgColor.rgb.endswith("FFE9A8")
        else:
            assert fill.fill_type is None
    assert sheet["C5"].font.bold and sheet["D5"].font.bold  # Emi's heart solo
    assert sheet["C7"].font.bold  # Chie's queen solo
    assert not sheet["C2"].font.bold  # a normal game
    # The totals row stands out.
    totals = len(evening.deals) + 2
    assert sheet.cell(totals, 1).font.bold


def test_schafkopf_and_crescendo_columns(tmp_path: Path) -> None:
    path, _ = exported(tmp_path, "schafkopf_pfalz")
    sheet = load(path)["Sheet"]
    assert [c.value for c in sheet[1]][:7] == [
        "No.",
        "Dealer",
        "Contract",
        "Soloist",
        "Points",
        "Details",
        "Value",
    ]
    assert [c.value for c in sheet[4]][2:7] == ["Solo ♥", "D", 95, "tops 3 · Kontra ×2", 14]
    assert sheet["G5"].value == -1  # lost: shown from the soloist's side
    assert sheet["C4"].font.bold
    path, _ = exported(tmp_path, "crescendo")
    sheet = load(path)["Sheet"]
    assert [c.value for c in sheet[1]][:7] == [
        "No.",
        "Dealer",
        "Bid",
        "Soloist",
        "Taken",
        "Tricks won",
        "Score",
    ]
    assert [c.value for c in sheet[2]][2:7] == ["19 ♠", "A", 20, "3, 4, 6, 7", 20]
    assert sheet["C3"].value == "Redeal (all passed)"
    assert sheet["C5"].value == "20 NT"  # as the window's score sheet writes it


# --- summary, chart, rules, data -------------------------------------------------------


def test_summary_standings_and_money_for_a_zero_sum_game(tmp_path: Path) -> None:
    path, evening = exported(tmp_path, rate=Decimal("0.05"))
    summary = load(path)["Summary"]
    replay = evening.replay()
    stats = session_stats(evening, replay).players
    settlement = settle_session(evening, Decimal("0.05"), currency="€")
    assert not settlement.against_average
    assert summary["A1"].value == "Friday evening · 2026-11-20"
    header = [c.value for c in summary[4]]
    assert header == [
        "Rank",
        "Player",
        "Points",
        "Deals played",
        "Won",
        "Lost",
        "Drawn",
        "Solos",
        "Solos won",
        "Best deal",
        "Worst deal",
        "Longest winning streak",
        "Balance (€)",
    ]
    rows = [[c.value for c in row] for row in summary.iter_rows(min_row=5, max_row=9)]
    points = [row[2] for row in rows]
    assert points == sorted(replay.totals.values(), reverse=True)
    for row in rows:
        rank, player, total, played, won, lost, drawn, solos, solos_won = row[:9]
        best, worst, streak, money = row[9:]
        assert isinstance(player, str)
        mine = stats[player]
        assert total == replay.totals[player]
        assert rank == 1 + sum(1 for value in replay.totals.values() if value > total)
        assert (played, won, lost, drawn) == (
            mine.deals.played,
            mine.deals.won,
            mine.deals.lost,
            mine.deals.drawn,
        )
        assert (solos, solos_won) == (mine.solo_record.played, mine.solo_record.won)
        assert (best, worst, streak) == (mine.best, mine.worst, mine.longest_streak)
        assert Decimal(str(money)) == settlement.balances[player]
        # A zero-sum game settles on the totals themselves.
        assert Decimal(str(money)) == Decimal(total) * Decimal("0.05")
    # Emi lost her heart solo, Chie won her queen solo; nobody else played one.
    solos_of = {row[1]: (row[7], row[8]) for row in rows}
    assert solos_of == {
        "Chie": (1, 1),
        "Anna": (0, 0),
        "Ben": (0, 0),
        "Daiki": (0, 0),
        "Emi": (1, 0),
    }
    assert summary.cell(5, 13).number_format.startswith('+#,##0.00 "€"')
    assert "[Red]" in summary.cell(5, 13).number_format
    assert summary.cell(5, 10).number_format == SIGNED
    assert sum(Decimal(str(row[12])) for row in rows) == 0
    assert all(cell.data_type != "f" for row in summary.iter_rows() for cell in row)


def test_crescendo_money_is_settled_against_the_average(tmp_path: Path) -> None:
    path, evening = exported(tmp_path, "crescendo", rate=Decimal("0.10"))
    summary = load(path)["Summary"]
    settlement = settle_session(evening, Decimal("0.10"), currency="€")
    assert settlement.against_average
    assert summary.cell(4, 12).value == "Balance (€)"
    assert summary.cell(4, 7).value == "Bids"  # every Crescendo deal is a soloist's bid
    for row in summary.iter_rows(min_row=5, max_row=7, values_only=True):
        player, money = row[1], row[11]
        assert isinstance(player, str)
        assert Decimal(str(money)) == settlement.balances[player]
    texts = [c.value for row in summary.iter_rows() for c in row if isinstance(c.value, str)]
    mean = sum(settlement.totals.values()) / 3
    assert f"against the average of {mean:.2f} points" in " ".join(texts)
    assert "Finished; won by C" in texts


def test_without_a_rate_no_money_column(tmp_path: Path) -> None:
    path, _ = exported(tmp_path)
    summary = load(path)["Summary"]
    assert summary.cell(4, 12).value == "Longest winning streak"
    assert summary.cell(4, 13).value is None
    texts = [c.value for row in summary.iter_rows() for c in row if isinstance(c.value, str)]
    assert "Who pays whom" not in texts
    assert not any("per point" in text for text in texts)


@pytest.mark.parametrize("game", GAMES)
def test_chart_has_a_series_per_player(tmp_path: Path, game: str) -> None:
    path, evening = exported(tmp_path, game)
    chart_sheet = load(path)["Chart"]
    assert len(chart_sheet._charts) == 1
    chart = chart_sheet._charts[0]
    assert isinstance(chart, LineChart)
    assert len(chart.series) == len(evening.players)
    assert chart.x_axis.delete is False and chart.y_axis.delete is False
    layout = Layout(evening.game, evening.players, len(evening.deals))
    last = len(evening.deals) + 1
    for index, series in enumerate(chart.series):
        letter = get_column_letter(layout.total_column(index))
        assert series.val.numRef.f == f"'Sheet'!${letter}$2:${letter}${last}"
        assert series.tx.v == evening.players[index]


def test_an_evening_without_deals_exports_and_imports(tmp_path: Path) -> None:
    path, evening = exported(tmp_path, deals=[])
    book = load(path)
    assert book["Chart"]["A1"].value == "No deals yet."
    assert parse_session(read_workbook(path)).to_json() == evening.to_json()


@pytest.mark.parametrize("game", GAMES)
def test_rules_sheet_explains_the_session(tmp_path: Path, game: str) -> None:
    path, evening = exported(tmp_path, game)
    rules = load(path)["Rules"]
    pairs = {row[0]: row[1] for row in rules.iter_rows(values_only=True) if row[0] is not None}
    assert pairs["Title"] == evening.title
    assert pairs["Date"] == evening.date
    assert pairs["Preset"] == PRESET_NAMES[game]
    assert pairs["Players (seating order)"] == ", ".join(evening.players)
    assert pairs["First dealer"] == evening.first_dealer
    words = LABELS["en"]
    options = evening.rules.to_json()
    # The general rows, the options' heading row, the options, "Written by …".
    assert len(pairs) == 7 + 1 + len(options) + 1
    for name, value in options.items():
        # Each option by the rules editor's name, never its code.
        label = option_name(words, game, name)
        assert label != name and not CODE.search(label)
        shown = "yes" if value is True else "no" if value is False else value
        if value is None:
            shown = "—"
        elif isinstance(value, str):
            shown = words[f"value.{game}.{name}.{value}"]
        assert pairs[label] == shown
    for label, value in pairs.items():
        assert not CODE.search(str(label)) and not CODE.search(str(value)), (label, value)
    assert {key: pairs[key] for key in RULE_ROWS[game]} == RULE_ROWS[game]


PRESET_NAMES = {
    "doppelkopf": "Standard (house rules of the rules page)",
    "schafkopf_pfalz": "Standard",
    "crescendo": "Standard",
}
RULE_ROWS: dict[str, dict[str, object]] = {
    "doppelkopf": {
        "Bock rounds": "yes",
        "What starts a Bock round: 120 : 120": "yes",
        "Who sits out": "The dealer (and those before)",
        "Doppelkopf for": "a trick worth 40 or more",
        "Refusals score": "What the winner reached",
        "Charlie caught: In any trick": "no",
    },
    "schafkopf_pfalz": {"Tops count the Skat": "yes", "Players at the table": 3},
    "crescendo": {"Lowest bid": 15, "End after deals": "—"},
}


def test_rules_sheet_in_japanese_and_german(tmp_path: Path) -> None:
    path, _ = exported(tmp_path, language="ja")
    rules = load(path)["ルール"]
    pairs = {row[0]: row[1] for row in rules.iter_rows(values_only=True) if row[0] is not None}
    assert pairs["プリセット"] == "標準(ルールページのハウスルール)"
    assert pairs["アルムート"] == "はい"
    assert pairs["ボックラウンドが始まる条件:120 : 120"] == "はい"
    assert pairs["ドッペルコップの条件"] == "40点以上のトリック"
    path, _ = exported(tmp_path, language="de")
    rules = load(path)["Regeln"]
    pairs = {row[0]: row[1] for row in rules.iter_rows(values_only=True) if row[0] is not None}
    assert pairs["Armut"] == "ja"
    assert pairs["Wer aussetzt"] == "Der Geber (und die davor)"
    for label, value in pairs.items():
        assert not CODE.search(str(label)) and not CODE.search(str(value)), (label, value)


def test_data_sheet_holds_the_session_file(tmp_path: Path) -> None:
    path, evening = exported(tmp_path)
    data = load(path)["Data"]
    assert data["A1"].value == MARKER and data["B1"].value == 1
    assert data["A2"].value == "sha256"
    parts = data.cell(DATA_JSON_ROW, 2).value
    text = "".join(
        data.cell(row, 1).value for row in range(DATA_JSON_ROW + 1, DATA_JSON_ROW + 1 + parts)
    )
    assert json.loads(text) == evening.to_json()
    assert data["B2"].value == hashlib.sha256(text.encode()).hexdigest()


def test_a_long_session_is_split_into_parts(tmp_path: Path) -> None:
    from benchmarks.sessions import session as long_session

    evening = long_session(600)
    path = tmp_path / "long.xlsx"
    export_workbook(evening, path)
    data = load(path)["Data"]
    parts = data.cell(DATA_JSON_ROW, 2).value
    assert parts > 2
    pieces = [data.cell(DATA_JSON_ROW + 1 + i, 1).value for i in range(parts)]
    assert all(0 < len(piece) <= CHUNK for piece in pieces)
    assert parse_session(read_workbook(path)).to_json() == evening.to_json()


# --- round trips ------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_round_trip(tmp_path: Path, game: str, language: str) -> None:
    path, evening = exported(tmp_path, game, language, Decimal("0.02"))
    stored = read_workbook(path)
    assert stored == evening.to_json()
    assert parse_session(stored).to_json() == evening.to_json()


@pytest.mark.parametrize("game", GAMES)
def test_a_workbook_resaved_by_openpyxl_still_imports(tmp_path: Path, game: str) -> None:
    path, evening = exported(tmp_path, game, "ja")
    book = load(path)
    resaved = tmp_path / "resaved.xlsx"
    book.save(resaved)
    assert parse_session(read_workbook(resaved)).to_json() == evening.to_json()


def test_numbers_turned_into_floats_by_a_resave_still_import(tmp_path: Path) -> None:
    path, evening = exported(tmp_path)
    book = load(path)
    for row in book["Sheet"].iter_rows(min_row=2):
        for cell in row:
            if type(cell.value) is int:
                cell.value = float(cell.value)
    book.save(path)
    assert read_workbook(path) == evening.to_json()


def test_text_that_looks_like_a_formula_stays_text(tmp_path: Path) -> None:
    players = ["=1+1", "Ben", "Chie", "Daiki", "@SUM(A1)"]
    deals = [{"type": "normal", "re": ["Ben", "Chie"], "re_points": 131}]
    path, evening = exported(
        tmp_path,
        title='=HYPERLINK("http://example.com","x")',
        players=players,
        first_dealer="=1+1",
        deals=deals,
    )
    book = load(path)
    assert book["Sheet"]["B2"].value == "=1+1"
    assert book["Sheet"]["B2"].data_type == "s"
    assert book["Rules"]["B4"].data_type == "s"
    assert read_workbook(path) == evening.to_json()


def test_labels_in_german_and_japanese(tmp_path: Path) -> None:
    path, _ = exported(tmp_path, language="de", rate=Decimal("0.1"))
    book = load(path)
    assert book.sheetnames == ["Spielzettel", "Übersicht", "Diagramm", "Regeln", "Daten"]
    sheet = book["Spielzettel"]
    assert [c.value for c in sheet[1]][:4] == ["Nr.", "Geber", "Spiel", "Re"]
    assert sheet["C4"].value == "Hochzeit"
    assert sheet["F2"].value == "Re, keine 90"
    assert book["Übersicht"]["A2"].value.startswith("Doppelkopf, ")
    assert sheet["G2"].value == "Re: Fuchs · Kontra: Karlchen · Re: Doppelkopf ×2"
    assert book["Übersicht"]["A5"].value == 1
    assert book["Übersicht"]["A4"].value == "Platz"
    assert book["Übersicht"]["E4"].value == "Gewonnen"
    assert book["Übersicht"]["M4"].value == "Saldo (€)"

    path, _ = exported(tmp_path, language="ja")
    book = load(path)
    assert book.sheetnames == ["得点表", "集計", "グラフ", "ルール", "データ"]
    sheet = book["得点表"]
    # The window's words (the rules pages' katakana): レー, not レ; 90, not 90なし.
    assert [c.value for c in sheet[1]][:4] == ["No.", "ディーラー", "ゲーム", "レー"]
    assert sheet["C4"].value == "マリッジ"
    assert sheet["F2"].value == "レー, 90"
    assert sheet["G2"].value == "レー: フォックス · コントラ: チャーリー · レー: ドッペルコップ ×2"
    assert sheet["F5"].value == "コントラ"
    assert sheet.cell(len(GAMES["doppelkopf"]["deals"]) + 2, 1).value == "合計"  # type: ignore[arg-type]
    assert book["グラフ"]._charts[0].title is not None


def test_every_language_has_every_label() -> None:
    keys = set(LABELS["en"])
    for language in LANGUAGES:
        assert set(LABELS[language]) == keys
        assert all(value.strip() for value in LABELS[language].values())


# --- refusals ---------------------------------------------------------------------------


def refused(path: Path) -> str:
    with pytest.raises(WorkbookError) as caught:
        read_workbook(path)
    message = str(caught.value)
    assert "\n" not in message
    return message


def test_random_bytes_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "noise.xlsx"
    path.write_bytes(random.Random(6).randbytes(5000))
    assert "not an Excel workbook" in refused(path)


def test_a_truncated_workbook_is_refused(tmp_path: Path) -> None:
    path, _ = exported(tmp_path)
    whole = path.read_bytes()
    for cut in (len(whole) // 2, len(whole) - 30):
        truncated = tmp_path / f"cut{cut}.xlsx"
        truncated.write_bytes(whole[:cut])
        assert "not an Excel workbook" in refused(truncated)


def test_a_damaged_member_is_refused(tmp_path: Path) -> None:
    path, _ = exported(tmp_path)
    whole = bytearray(path.read_bytes())
    # Flip bytes inside the first compressed member; the directory stays intact.
    for i in range(100, 140):
        whole[i] ^= 0xFF
    path.write_bytes(bytes(whole))
    assert "damaged" in refused(path)


def test_a_workbook_without_the_data_sheet_is_refused(tmp_path: Path) -> None:
    path, _ = exported(tmp_path)
    book = load(path)
    del book["Data"]
    book.save(path)
    assert "not written by Schreiber" in refused(path)


def test_a_foreign_workbook_with_formulas_is_refused_unevaluated(tmp_path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet["A1"] = '=WEBSERVICE("http://example.com")'
    sheet["A2"] = "=1+1"
    sheet["B1"] = "schreiber-workbook"
    path = tmp_path / "foreign.xlsx"
    book.save(path)
    assert "not written by Schreiber" in refused(path)


def test_a_marker_cell_holding_a_formula_is_not_ours(tmp_path: Path) -> None:
    path, _ = exported(tmp_path)
    book = load(path)
    book["Data"]["A1"] = '="schreiber-workbook"'
    book.save(path)
    # data_only reads the cached value, which a formula written by openpyxl lacks.
    assert "not written by Schreiber" in refused(path)


def test_an_edited_data_cell_is_refused(tmp_path: Path) -> None:
    path, _ = exported(tmp_path)
    book = load(path)
    data = book["Data"]
    cell = data.cell(DATA_JSON_ROW + 1, 1)
    cell.value = cell.value.replace('"re_points":131', '"re_points":151')
    book.save(path)
    assert "edited after export" in refused(path)


def test_a_data_sheet_with_a_matching_hash_but_an_invalid_session_is_refused(
    tmp_path: Path,
) -> None:
    path, evening = exported(tmp_path)
    data = evening.to_json()
    data["players"] = ["Anna"]
    text = json.dumps(data, separators=(",", ":"))
    book = load(path)
    sheet = book["Data"]
    sheet["B2"] = hashlib.sha256(text.encode()).hexdigest()
    sheet.cell(DATA_JSON_ROW + 1, 1).value = text
    book.save(path)
    message = refused(path)
    assert message.startswith("the session in the Data sheet is not valid: players: ")


def test_an_edited_total_is_refused_naming_the_cell(tmp_path: Path) -> None:
    path, evening = exported(tmp_path)
    layout = Layout(evening.game, evening.players, len(evening.deals))
    book = load(path)
    letter = get_column_letter(layout.total_column(0))
    cell = f"{letter}{layout.totals_row}"
    expected = evening.replay().totals["Anna"]
    book["Sheet"][cell] = expected + 2
    book.save(path)
    assert refused(path).startswith(
        f"Sheet!{cell} says {expected + 2} but the deals give {expected};"
    )


def test_an_edited_delta_or_summary_is_refused(tmp_path: Path) -> None:
    path, _ = exported(tmp_path)
    book = load(path)
    book["Sheet"]["L3"] = 5  # Ben's delta in the redeal, where he sat out
    book.save(path)
    assert refused(path).startswith("Sheet!L3 says 5 but the deals give nothing;")

    path, evening = exported(tmp_path, language="de")
    book = load(path)
    book["Übersicht"]["C5"] = 99
    book.save(path)
    leader = max(evening.replay().totals.values())
    assert refused(path).startswith(f"Übersicht!C5 says 99 but the deals give {leader};")


def test_a_number_turned_into_text_is_refused(tmp_path: Path) -> None:
    path, _ = exported(tmp_path)
    book = load(path)
    book["Sheet"]["K2"] = "0"
    book.save(path)
    assert refused(path).startswith("Sheet!K2 says '0' but the deals give 0;")


def test_a_newer_workbook_version_is_refused(tmp_path: Path) -> None:
    path, _ = exported(tmp_path)
    book = load(path)
    book["Data"]["B1"] = 2
    book.save(path)
    assert "newer Schreiber" in refused(path)


def test_size_limits(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, _ = exported(tmp_path)
    monkeypatch.setattr(workbook, "MAX_FILE_BYTES", 1000)
    assert "the file is larger than 0 MB" in refused(path)
    monkeypatch.undo()
    monkeypatch.setattr(workbook, "MAX_UNPACKED_BYTES", 10_000)
    assert "unpack to more than 0 MB" in refused(path)
    monkeypatch.undo()
    monkeypatch.setattr(workbook, "MAX_ROWS", 3)
    assert "has more than 3 rows" in refused(path)


def test_a_zip_bomb_is_refused_before_unpacking(tmp_path: Path) -> None:
    path = tmp_path / "bomb.xlsx"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        with archive.open("xl/worksheets/sheet1.xml", "w") as member:
            block = b"\0" * (1 << 20)
            for _ in range(210):
                member.write(block)
    assert path.stat().st_size < 1_000_000
    assert "unpack to more than 200 MB" in refused(path)


def test_a_missing_file_is_an_os_error(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        read_workbook(tmp_path / "nothing.xlsx")


# --- export arguments and the file ------------------------------------------------------


def test_export_refuses_bad_arguments(tmp_path: Path) -> None:
    evening = session("doppelkopf")
    target = tmp_path / "x.xlsx"
    with pytest.raises(WorkbookError, match="unknown language 'fr'"):
        export_workbook(evening, target, "fr")
    with pytest.raises(WorkbookError, match="rate per point"):
        export_workbook(evening, target, rate=Decimal("-1"))
    with pytest.raises(WorkbookError, match="rate per point"):
        export_workbook(evening, target, rate=Decimal("NaN"))
    with pytest.raises(WorkbookError, match="currency"):
        export_workbook(evening, target, currency='"x"')
    assert not target.exists()


def test_a_failed_save_leaves_nothing_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken_save(self: object, filename: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(openpyxl.Workbook, "save", broken_save)
    target = tmp_path / "evening.xlsx"
    with pytest.raises(OSError, match="No space left"):
        export_workbook(session("doppelkopf"), target)
    assert list(tmp_path.iterdir()) == []
    # An existing workbook stays as it was.
    target.write_bytes(b"the old one")
    with pytest.raises(OSError):
        export_workbook(session("doppelkopf"), target)
    assert target.read_bytes() == b"the old one"
    assert list(tmp_path.iterdir()) == [target]


def test_a_new_workbook_replaces_the_old_one(tmp_path: Path) -> None:
    target = tmp_path / "evening.xlsx"
    target.write_bytes(b"the old one")
    export_workbook(session("crescendo"), target)
    assert read_workbook(target)["game"] == "crescendo"
    assert [p.name for p in tmp_path.iterdir()] == ["evening.xlsx"]
    if os.name == "posix":
        umask = os.umask(0)
        os.umask(umask)
        fresh = tmp_path / "fresh.xlsx"
        export_workbook(session("crescendo"), fresh)
        assert fresh.stat().st_mode & 0o777 == 0o666 & ~umask


def test_default_file_name() -> None:
    assert default_file_name(session("doppelkopf")) == "2026-11-20 Friday evening.xlsx"
    odd = session("doppelkopf", title='Fri/Sat: "the  big" one?\t')
    assert default_file_name(odd) == "2026-11-20 Fri_Sat_ _the big_ one_.xlsx"
    assert default_file_name(session("crescendo", title="")) == "2026-11-17 Crescendo.xlsx"
    assert default_file_name(session("crescendo", title="...")) == "2026-11-17.xlsx"


def test_importing_the_module_stays_light() -> None:
    code = (
        "import sys, schreiber.io.workbook; "
        "print(sorted(m for m in ('pandas', 'openpyxl') if m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
        timeout=60,
    )
    assert done.stdout.strip() == "[]"


# --- a change of seating (rules doppelkopf.md §2a) --------------------------------------


def exported_seating(
    tmp_path: Path, game: str = "doppelkopf", language: str = "en", rate: Decimal | None = None
) -> tuple[Path, SessionFile]:
    evening = seating_session(game)
    path = tmp_path / f"seating-{game}-{language}.xlsx"
    export_workbook(evening, path, language, rate)
    return path, evening


def test_a_seating_is_a_row_and_everyone_who_sat_has_columns(tmp_path: Path) -> None:
    path, evening = exported_seating(tmp_path, rate=Decimal("0.10"))
    everyone = ("Anna", "Ben", "Chie", "Daiki", "Emi")
    layout = Layout("doppelkopf", everyone, len(evening.deals))
    sheet = load(path)["Sheet"]
    assert sheet.max_row == 8  # header, six records, totals
    header = [sheet.cell(1, layout.total_column(i)).value for i in range(5)]
    assert header == [f"{name} Σ" for name in everyone]
    assert sheet.max_column == layout.width

    def row(number: int) -> list[object]:
        return [cell.value for cell in sheet[number + 1]]

    fixed = len(layout.fixed)
    # Emi comes: a row of its own, who deals next, nothing scored, her total 0.
    seated = "Seating: Anna, Ben, Chie, Daiki, Emi · Chie deals"
    # A change of seating has no deal number; the deals around it are 1, 2, 3, 4.
    assert row(2)[:fixed] == [None, "Chie", seated] + [None] * (fixed - 3)
    assert [row(n)[0] for n in range(1, 7)] == [1, None, 2, 3, None, 4]
    assert row(2)[fixed:] == [None, 1, None, 1, None, -1, None, -1, None, 0]
    assert sheet.cell(3, 3).font.italic
    # Before she came Emi has no numbers at all.
    assert row(1)[fixed:] == [1, 1, 1, 1, -1, -1, -1, -1, None, None]
    # Chie deals the first deal of five and sits out.
    assert row(3)[fixed:] == [-2, -1, 2, 3, None, -1, 2, 1, -2, -2]
    # Daiki leaves: his total stays, without deltas, greyed like sitting out.
    assert row(5)[2] == "Seating: Anna, Ben, Chie, Emi · Ben deals"
    assert row(6)[fixed:] == [-1, -3, -1, 5, 1, -1, None, 1, 1, -2]
    daiki = sheet.cell(7, layout.total_column(3))
    assert daiki.font.color is not None and daiki.font.color.rgb.endswith("8C8C8C")
    totals = [sheet.cell(layout.totals_row, layout.total_column(i)).value for i in range(5)]
    assert totals == [-3, 5, -1, 1, -2]
    # Every number is the replay's (the import's own check).
    replay = evening.replay()
    for at_row, column, value in expected_numbers(evening, replay, layout):
        assert sheet.cell(at_row, column).value == value

    summary = load(path)["Summary"]
    standings = [
        (summary.cell(r, 2).value, summary.cell(r, 3).value, summary.cell(r, 4).value)
        for r in range(5, 10)
    ]
    assert standings == [
        ("Ben", 5, 4),
        ("Daiki", 1, 2),
        ("Chie", -1, 3),
        ("Emi", -2, 3),
        ("Anna", -3, 4),
    ]
    assert summary.cell(2, 1).value == "Doppelkopf, 4 deals"


def test_the_chart_has_a_line_for_everyone_who_sat(tmp_path: Path) -> None:
    path, _ = exported_seating(tmp_path)
    chart = load(path)["Chart"]._charts[0]
    assert [series.tx.v for series in chart.series] == ["Anna", "Ben", "Chie", "Daiki", "Emi"]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_a_seating_evening_round_trips(tmp_path: Path, game: str, language: str) -> None:
    path, evening = exported_seating(tmp_path, game, language, Decimal("0.05"))
    stored = read_workbook(path)
    assert stored == evening.to_json()
    assert parse_session(stored).replay().totals == evening.replay().totals
    book = load(path)
    resaved = tmp_path / "resaved.xlsx"
    book.save(resaved)
    assert read_workbook(resaved) == evening.to_json()


def test_the_seating_label_in_german_and_japanese(tmp_path: Path) -> None:
    path, _ = exported_seating(tmp_path, language="de")
    assert (
        load(path)["Spielzettel"]["C3"].value == "Plätze: Anna, Ben, Chie, Daiki, Emi · Chie gibt"
    )
    path, _ = exported_seating(tmp_path, language="ja")
    assert load(path)["得点表"]["C3"].value == "席:Anna, Ben, Chie, Daiki, Emi・Chie が配る"


def test_an_edited_number_of_a_late_arrival_is_refused(tmp_path: Path) -> None:
    path, evening = exported_seating(tmp_path)
    layout = Layout("doppelkopf", ("Anna", "Ben", "Chie", "Daiki", "Emi"), len(evening.deals))
    letter = get_column_letter(layout.total_column(4))
    book = load(path)
    book["Sheet"][f"{letter}2"] = 0  # Emi before she came
    book.save(path)
    assert refused(path).startswith(f"Sheet!{letter}2 says 0 but the deals give nothing;")
    book["Sheet"][f"{letter}2"] = None
    delta = get_column_letter(layout.delta_column(3))
    book["Sheet"][f"{delta}7"] = 0  # Daiki after he left
    book.save(path)
    assert refused(path).startswith(f"Sheet!{delta}7 says 0 but the deals give nothing;")


def test_a_misere_row_gives_the_soloists_tricks_and_no_card_points(tmp_path: Path) -> None:
    """§13.1: card points do not count in a misère; the row says the tricks instead,
    and the workbook still imports as the session it came from."""
    evening = parse_session(
        {
            "format": "schreiber-session",
            "version": 1,
            "game": "doppelkopf",
            "title": "Misère",
            "date": "2026-11-20",
            "players": ["Anna", "Ben", "Chie", "Daiki"],
            "first_dealer": "Anna",
            "rules": {"preset": "standard", "options": {"misere": True}},
            "deals": [{"type": "misere_ouvert", "re": ["Ben"], "re_tricks": 2}],
        }
    )
    path = tmp_path / "misere.xlsx"
    export_workbook(evening, path, "en", None)
    row = [cell.value for cell in load(path)["Sheet"][2]][:9]
    assert row[2] == "Misère ouvert (Tricks won: 2)"
    assert row[4] is None  # no card points
    assert row[8] == -2  # Kontra: won 1, ouvert 1 (example M2 without its Kontra)
    assert parse_session(read_workbook(path)).to_json() == evening.to_json()


def test_the_rules_sheet_names_every_change_of_seating(tmp_path: Path) -> None:
    """Rules §2a: the Rules sheet lists the starting seating and each change."""
    evening = seating_session()
    path = tmp_path / "seating.xlsx"
    export_workbook(evening, path, "en", None)
    rows = [
        (row[0].value, row[1].value)
        for row in load(path)["Rules"].iter_rows(min_row=1, max_col=2)
        if row[0].value
    ]
    changes = [(label, value) for label, value in rows if str(label).startswith("From deal")]
    seatings = [n for n, record in enumerate(evening.deals) if isinstance(record, Seating)]
    assert len(changes) == len(seatings) > 0
    first = evening.deals[seatings[0]]
    assert isinstance(first, Seating)
    # Numbered as the sheet numbers deals played: the deal after the seating.
    before = evening.deals[: seatings[0]]
    played = sum(1 for r in before if not isinstance(r, Seating) and not r.is_redeal)
    assert changes[0] == (
        f"From deal {played + 1} on",
        f"Seating: {', '.join(first.players)} · {first.dealer} deals",
    )
    assert parse_session(read_workbook(path)).to_json() == evening.to_json()


def test_exporting_does_not_import_pandas(tmp_path: Path) -> None:
    """pandas had almost no work in the export (a few rows) and cost a quarter of
    a second to import: the export writes its rows itself."""
    target = tmp_path / "evening.xlsx"
    code = (
        "import sys, json\n"
        "from schreiber.io.workbook import export_workbook\n"
        "from tests.io.sessions import session\n"
        "export_workbook(session('doppelkopf'), sys.argv[1])\n"
        "print('pandas' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(target)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"
    assert target.stat().st_size > 0
