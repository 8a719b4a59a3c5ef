"""The workbook's Summary shows the end-of-evening screen's numbers (issue 8, item 4).

Won, lost and drawn follow the engine's winner, money is the window's
settlement (largest-remainder rounding, adding up to exactly zero) and the
transfers are its plan: both come from :mod:`schreiber.stats`, here compared cell by
cell for the sample evenings of every game.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

import openpyxl
import pytest

from schreiber.io.labels import LABELS
from schreiber.io.workbook import (
    SUMMARY_HEADER_ROW,
    WorkbookError,
    export_workbook,
    read_workbook,
)
from schreiber.session.file import SessionFile, parse_session
from schreiber.stats import Settlement, session_stats, settle_session
from scripts.samples import crescendo_evening, doppelkopf_evening, schafkopf_evening
from tests.io.sessions import session

SAMPLES: dict[str, Callable[[], dict[str, object]]] = {
    "doppelkopf": doppelkopf_evening,
    "schafkopf_pfalz": schafkopf_evening,
    "crescendo": crescendo_evening,
}
# The stats behind each column (Crescendo's solos are its bids).
COLUMNS: dict[str, Callable[[Any], object]] = {
    "summary.played": lambda p: p.deals.played,
    "summary.won": lambda p: p.deals.won,
    "summary.lost": lambda p: p.deals.lost,
    "summary.drawn": lambda p: p.deals.drawn,
    "summary.solos": lambda p: p.solo_record.played,
    "summary.solos_won": lambda p: p.solo_record.won,
    "summary.bids": lambda p: p.solo_record.played,
    "summary.bids_won": lambda p: p.solo_record.won,
    "summary.best": lambda p: p.best,
    "summary.worst": lambda p: p.worst,
    "summary.streak": lambda p: p.longest_streak,
}


def sample(game: str) -> SessionFile:
    return parse_session(SAMPLES[game]())


def export(
    tmp_path: Path,
    evening: SessionFile,
    language: str = "en",
    rate: Decimal | None = None,
    rounding: Decimal = Decimal("0.01"),
    currency: str = "€",
) -> Any:
    path = tmp_path / f"{evening.game}-{language}.xlsx"
    export_workbook(evening, path, language, rate, currency, rounding)
    assert read_workbook(path) == evening.to_json()  # the new layout imports
    return openpyxl.load_workbook(path).worksheets[1]


def player_rows(summary: Any) -> tuple[list[str], dict[str, dict[str, object]]]:
    """The Summary's header and each player's row (header → value)."""
    header = [c.value for c in summary[SUMMARY_HEADER_ROW] if c.value is not None]
    rows: dict[str, dict[str, object]] = {}
    for row in summary.iter_rows(min_row=SUMMARY_HEADER_ROW + 1, values_only=True):
        if row[0] is None:
            break
        rows[str(row[1])] = dict(zip(header, row, strict=False))
    return header, rows


def texts(summary: Any) -> list[str]:
    return [c.value for row in summary.iter_rows() for c in row if isinstance(c.value, str)]


def transfers_block(summary: Any, words: dict[str, str]) -> list[tuple[object, ...]] | None:
    """The "Who pays whom" rows (payer, payee, amount); ``None`` without the block."""
    column_a = [row[0].value for row in summary.iter_rows(max_col=1)]
    if words["summary.transfers"] not in column_a:
        return None
    title = column_a.index(words["summary.transfers"]) + 1
    if summary.cell(title + 1, 1).value == words["summary.even"]:
        return []
    header = [summary.cell(title + 1, column).value for column in (2, 3, 4)]
    assert header == [
        words["summary.payer"],
        words["summary.payee"],
        words["summary.amount"].format(currency="€"),
    ]
    block = []
    row = title + 2
    while summary.cell(row, 2).value is not None:
        block.append(tuple(summary.cell(row, column).value for column in (2, 3, 4)))
        row += 1
    return block


def money(value: object) -> Decimal:
    """A cell's amount as stored (the shortest text of the float read back)."""
    assert isinstance(value, int | float) and not isinstance(value, bool)
    return Decimal(str(value))


def check_money(summary: Any, settlement: Settlement, words: dict[str, str]) -> None:
    header, rows = player_rows(summary)
    balance = words["summary.balance"].format(currency="€")
    assert header[-1] == balance
    shown = {name: money(row[balance]) for name, row in rows.items()}
    assert shown == settlement.balances
    assert sum(shown.values()) == 0
    block = transfers_block(summary, words)
    assert block is not None
    expected = [(t.payer, t.payee, t.amount) for t in settlement.transfers]
    assert [(payer, payee, money(amount)) for payer, payee, amount in block] == expected


# --- the players' numbers ---------------------------------------------------------------


@pytest.mark.parametrize("source", ["samples", "tests"])
@pytest.mark.parametrize("game", list(SAMPLES))
def test_the_summary_shows_the_windows_statistics(tmp_path: Path, game: str, source: str) -> None:
    evening = sample(game) if source == "samples" else session(game)
    summary = export(tmp_path, evening)
    words = LABELS["en"]
    stats = session_stats(evening).players
    totals = evening.replay().totals
    header, rows = player_rows(summary)
    keys = ["played", "won", "lost"]
    keys += ["drawn"] if game == "doppelkopf" else []
    keys += ["bids", "bids_won"] if game == "crescendo" else ["solos", "solos_won"]
    keys += ["best", "worst", "streak"]
    names = ["rank", "player", "points", *keys]
    assert header == [words[f"summary.{key}"] for key in names]
    assert list(rows) == sorted(
        evening.players, key=lambda p: (-totals[p], evening.players.index(p))
    )
    for name, row in rows.items():
        assert row["Points"] == totals[name]
        assert row["Rank"] == 1 + sum(1 for total in totals.values() if total > totals[name])
        for key in keys:
            label = words[f"summary.{key}"]
            assert row[label] == COLUMNS[f"summary.{key}"](stats[name]), (name, label)
    assert all(cell.data_type != "f" for row in summary.iter_rows() for cell in row)


def test_won_follows_the_engines_winner_not_the_sign_of_the_score(tmp_path: Path) -> None:
    deals = [
        # Re wins with 121 but Kontra's two foxes outweigh it: Re writes −1 and won.
        {
            "type": "normal",
            "re": ["Ben", "Chie"],
            "re_points": 121,
            "bonuses": [{"kind": "fox", "party": "kontra", "count": 2}],
        },
        # Both parties said no 90 and neither held: a draw, Re still writes +1.
        {
            "type": "normal",
            "re": ["Chie", "Daiki"],
            "re_points": 121,
            "announcements": {"re": ["re", "no90"], "kontra": ["kontra", "no90"]},
        },
    ]
    evening = session("doppelkopf", deals=deals)
    scores = [deal.result.scores for deal in evening.replay().deals]
    assert scores[0]["Ben"] == -1 and scores[1]["Chie"] == 1
    _, rows = player_rows(export(tmp_path, evening))
    ben, chie, anna = rows["Ben"], rows["Chie"], rows["Anna"]
    assert (ben["Won"], ben["Lost"], ben["Drawn"]) == (1, 0, 0)
    assert (chie["Won"], chie["Lost"], chie["Drawn"]) == (1, 0, 1)
    assert (anna["Won"], anna["Lost"], anna["Drawn"]) == (0, 0, 1)  # sat out the first
    assert (chie["Best deal"], chie["Worst deal"], chie["Longest winning streak"]) == (1, -1, 1)


# --- money ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rate", "rounding"),
    [("0.05", "0.01"), ("0.10", "0.05"), ("0.25", "1"), ("0.01", "0.01")],
)
@pytest.mark.parametrize("game", list(SAMPLES))
def test_the_summary_money_is_the_settlement(
    tmp_path: Path, game: str, rate: str, rounding: str
) -> None:
    evening = sample(game)
    summary = export(tmp_path, evening, rate=Decimal(rate), rounding=Decimal(rounding))
    settlement = settle_session(evening, Decimal(rate), Decimal(rounding), "€")
    words = LABELS["en"]
    check_money(summary, settlement, words)
    notes = texts(summary)
    assert f"{Decimal(rate).normalize():f} € per point" in " ".join(notes)
    average = any("settles against the average" in text for text in notes)
    assert average == settlement.against_average == (game == "crescendo")


def test_money_adds_up_to_zero_where_rounding_each_player_would_not(tmp_path: Path) -> None:
    evening = sample("crescendo")
    totals = evening.replay().totals
    mean = Decimal(sum(totals.values())) / 3
    rate = Decimal("0.05")
    half_up = [
        ((Decimal(t) - mean) * rate).quantize(Decimal("0.01"), ROUND_HALF_UP)
        for t in totals.values()
    ]
    assert sum(half_up) != 0  # what the Summary used to show
    summary = export(tmp_path, evening, rate=rate)
    _, rows = player_rows(summary)
    balances = [money(row["Balance (€)"]) for row in rows.values()]
    assert sum(balances) == 0
    settlement = settle_session(evening, rate, currency="€")
    check_money(summary, settlement, LABELS["en"])


def test_plus_only_doppelkopf_settles_against_the_average(tmp_path: Path) -> None:
    evening = session("doppelkopf", rules={"preset": "standard", "options": {"plus_only": True}})
    assert sum(evening.replay().totals.values()) != 0
    summary = export(tmp_path, evening, rate=Decimal("0.05"))
    settlement = settle_session(evening, Decimal("0.05"), currency="€")
    assert settlement.against_average
    check_money(summary, settlement, LABELS["en"])
    mean = settlement.average
    assert f"the average of {float(mean):.2f} points" in " ".join(texts(summary))


@pytest.mark.parametrize("language", ["en", "de", "ja"])
@pytest.mark.parametrize("game", list(SAMPLES))
def test_who_pays_whom_only_with_a_rate(tmp_path: Path, game: str, language: str) -> None:
    words = LABELS[language]
    evening = sample(game)
    without = export(tmp_path, evening, language)
    assert transfers_block(without, words) is None
    header, _ = player_rows(without)
    assert header[-1] == words["summary.streak"]
    assert not any(words["summary.transfers"] in text for text in texts(without))
    with_rate = export(tmp_path, evening, language, Decimal("0.05"))
    block = transfers_block(with_rate, words)
    assert block is not None and block
    check_money(with_rate, settle_session(evening, Decimal("0.05"), currency="€"), words)


def test_an_even_evening_says_nobody_pays(tmp_path: Path) -> None:
    evening = session("doppelkopf", deals=[])
    summary = export(tmp_path, evening, rate=Decimal("0.05"))
    assert transfers_block(summary, LABELS["en"]) == []
    assert "Nobody pays anything: everyone is even." in texts(summary)
    _, rows = player_rows(summary)
    assert {row["Balance (€)"] for row in rows.values()} == {0}
    assert {row["Best deal"] for row in rows.values()} == {None}  # no deal played


def test_money_formats_follow_the_rounding(tmp_path: Path) -> None:
    evening = sample("crescendo")
    summary = export(tmp_path, evening, rate=Decimal("0.01"), rounding=Decimal("0.001"))
    header, _ = player_rows(summary)
    column = len(header)
    assert summary.cell(SUMMARY_HEADER_ROW + 1, column).number_format == (
        '+#,##0.000 "€";[Red]-#,##0.000 "€";0.000 "€"'
    )
    summary = export(tmp_path, evening, rate=Decimal("0.5"), rounding=Decimal("1"))
    _, rows = player_rows(summary)
    for row in rows.values():
        assert money(row["Balance (€)"]) % 1 == 0
    cell = summary.cell(SUMMARY_HEADER_ROW + 1, column)
    assert cell.number_format.startswith('+#,##0.00 "€"')
    assert "balances rounded to 1 €" in " ".join(texts(summary))


@pytest.mark.parametrize("rounding", [Decimal(0), Decimal("-0.01"), Decimal("NaN"), 0.01])
def test_export_refuses_a_bad_rounding_step(tmp_path: Path, rounding: Any) -> None:
    target = tmp_path / "x.xlsx"
    with pytest.raises(WorkbookError, match="rounding step must be a number greater than zero"):
        export_workbook(sample("crescendo"), target, rate=Decimal("0.05"), rounding=rounding)
    assert not target.exists()


# --- languages and the import -----------------------------------------------------------


def test_german_summary_labels(tmp_path: Path) -> None:
    summary = export(tmp_path, sample("doppelkopf"), "de", Decimal("0.05"), Decimal("0.05"))
    assert summary.title == "Übersicht"
    header, _ = player_rows(summary)
    assert header == [
        "Platz",
        "Spieler",
        "Punkte",
        "Mitgespielt",
        "Gewonnen",
        "Verloren",
        "Unentschieden",
        "Soli",
        "Soli gewonnen",
        "Bestes Spiel",
        "Schlechtestes Spiel",
        "Längste Siegesserie",
        "Saldo (€)",
    ]
    words = texts(summary)
    assert "Wer zahlt wem" in words
    assert {"Zahlt", "An", "Betrag (€)"} <= set(words)
    assert "0,05 € je Punkt, Salden auf 0,05 € gerundet: Plus bekommt, Minus zahlt." in words
    crescendo = export(tmp_path, sample("crescendo"), "de", Decimal("0.05"))
    assert any("Durchschnitt von 27,67 Punkten" in text for text in texts(crescendo))
    assert player_rows(crescendo)[0][6:8] == ["Gebote", "Gebote erfüllt"]


def test_japanese_summary_labels(tmp_path: Path) -> None:
    summary = export(tmp_path, sample("crescendo"), "ja", Decimal("0.05"))
    assert summary.title == "集計"
    header, rows = player_rows(summary)
    assert header == [
        "順位",
        "プレイヤー",
        "得点",
        "参加ディール数",
        "勝ち",
        "負け",
        "ビッド",
        "ビッド成功",
        "最高のディール",
        "最低のディール",
        "最長連勝",
        "精算額(€)",
    ]
    assert list(rows) == ["健太", "美咲", "さくら"]
    words = texts(summary)
    assert "精算" in words
    assert {"支払う人", "受け取る人", "金額(€)"} <= set(words)
    assert any("平均27.67点との差で精算します" in text for text in words)


def test_every_new_summary_label_is_in_every_language() -> None:
    keys = {key for key in LABELS["en"] if key.startswith("summary.")}
    assert {"summary.lost", "summary.drawn", "summary.transfers", "summary.streak"} <= keys
    for language in ("de", "ja"):
        ours = {key for key in LABELS[language] if key.startswith("summary.")}
        assert ours == keys
        for key in ("summary.lost", "summary.transfers", "summary.payer", "summary.even"):
            assert LABELS[language][key] != LABELS["en"][key]
    assert LABELS["de"]["summary.transfers"] == "Wer zahlt wem"
    assert LABELS["ja"]["summary.transfers"] == "精算"


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_an_edited_summary_with_money_is_still_refused(tmp_path: Path, language: str) -> None:
    evening = sample("crescendo")
    path = tmp_path / "evening.xlsx"
    export_workbook(evening, path, language, Decimal("0.05"))
    assert read_workbook(path) == evening.to_json()
    book = openpyxl.load_workbook(path)
    name = LABELS[language]["sheet.summary"]
    leader = max(evening.replay().totals.values())
    book[name]["C5"] = leader + 1
    book.save(path)
    with pytest.raises(WorkbookError) as caught:
        read_workbook(path)
    assert str(caught.value).startswith(f"{name}!C5 says {leader + 1} but the deals give {leader};")
