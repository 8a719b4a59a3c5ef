"""The season's workbook (issue 19, item 5): league table, chart, players, money and
one score sheet per evening, in three languages; the league table on one page."""

from __future__ import annotations

import copy
import io
import shutil
import zipfile
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import openpyxl
import pytest

from schreiber.club.league import evening_of, league, league_request, parse_ranking, shown
from schreiber.club.money import MoneyRules, season_money
from schreiber.club.season_file import SeasonFile
from schreiber.io.bounded import WorkbookError
from schreiber.io.season_workbook import (
    default_season_file_name,
    export_season_workbook,
    season_labels,
)
from schreiber.io.workbook import export_workbook
from schreiber.session.file import parse_session
from schreiber.stats import session_stats
from tests.club.season_samples import season_records, season_sessions, table
from tests.io.test_printing import nine_points, pages, pdf

RULES = MoneyRules(rate=Decimal("0.05"), pot="share", share=Decimal("0.1"))
RANKING = {"method": "total", "drop_worst": 1, "min_evenings": 5}


def season(money: MoneyRules | None = RULES, **ranking: Any) -> SeasonFile:
    return SeasonFile(
        "Season 2026", parse_ranking(ranking or RANKING), money, tuple(season_sessions(4))
    )


def book(value: SeasonFile, language: str = "en", paper: str = "a4") -> Any:
    stream = io.BytesIO()
    export_season_workbook(value, stream, language, paper)
    return openpyxl.load_workbook(io.BytesIO(stream.getvalue()))


def rows(sheet: Any) -> list[tuple[Any, ...]]:
    return [tuple(row) for row in sheet.iter_rows(values_only=True)]


def league_rows(sheet: Any, words: dict[str, str]) -> list[tuple[Any, ...]]:
    """The league table's rows below its header."""
    found = rows(sheet)
    start = next(i for i, row in enumerate(found) if row[0] == words["summary.rank"])
    return found[start + 1 :]


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_the_sheets_in_every_language(language: str) -> None:
    words = season_labels(language)
    workbook = book(season(), language)
    names = workbook.sheetnames
    assert names[:4] == [
        words["season.sheet.league"],
        words["season.sheet.chart"],
        words["season.sheet.players"],
        words["season.sheet.money"],
    ]
    assert len(names) == 4 + 13  # one sheet per evening
    assert names[4] == "2026-01-09 Club night · table 1"
    assert names[-1] == "2026-02-13 Friday evening"
    assert workbook.active.title == words["season.sheet.league"]
    if language != "en":
        english = season_labels("en")
        for key in ("season.sheet.league", "season.score", "season.pot", "season.once"):
            assert words[key] != english[key], key  # translated
    assert all(sheet.sheet_state == "visible" for sheet in workbook.worksheets)


def test_the_league_table_is_schreiber_leagues() -> None:
    records = season_records(4)
    value = SeasonFile(
        "2026", parse_ranking(RANKING), None, tuple(parse_session(r) for r in records)
    )
    words = season_labels("en")
    sheet = book(value).worksheets[0]
    assert sheet["A1"].value == "2026"
    standings = league_request({"ranking": RANKING, "evenings": copy.deepcopy(records)})
    listed: list[dict[str, Any]] = standings["standings"]  # type: ignore[assignment]
    expected = [
        (s["rank"] or "—", s["player"], s["score"], s["evenings"], s["deals"]) for s in listed
    ]
    assert league_rows(sheet, words) == expected
    # Players with fewer than five evenings follow without a rank, and it says so.
    assert ("—", "Lea", 33, 4, 96) in expected
    texts = [row[0] for row in rows(sheet)[:6]]
    assert "Players with fewer than 5 evenings follow without a rank." in texts
    assert "Ranked by the sum of each player's evening totals." in texts
    assert any(text and "Worst evenings left out" in text and ": 1" in text for text in texts)


def test_average_and_table_points_are_explained_and_shown_to_two_decimals() -> None:
    words = season_labels("de")
    sheet = book(season(method="average", per_deals=20), "de").worksheets[0]
    texts = [row[0] for row in rows(sheet)[:5]]
    assert any("20" in str(text) for text in texts[2:4])
    standings = league(parse_ranking({"method": "average", "per_deals": 20}), [
        evening_of(s) for s in season_sessions(4)
    ])  # fmt: skip
    assert [row[2] for row in league_rows(sheet, words)] == [shown(s.score) for s in standings]
    assert sheet.cell(8, 3).number_format == "+0.00;[Red]-0.00;0.00"
    points = {"4": [3, 1, -1, -3], "5": [4, 2, 0, -2, -4]}
    sheet = book(season(method="table_points", table_points=points), "de").worksheets[0]
    line = str(rows(sheet)[2][0])
    assert "3, 1, −1, −3" in line and "4, 2, 0, −2, −4" in line


def test_the_league_table_prints_on_one_page() -> None:
    for paper, code in (("a4", 9), ("letter", 1)):
        sheet = book(season(), paper=paper).worksheets[0]
        setup = sheet.page_setup
        assert sheet.sheet_properties.pageSetUpPr.fitToPage is True
        assert (setup.fitToWidth, setup.fitToHeight) == (1, 1)
        assert setup.orientation == "portrait" and setup.paperSize == code


def test_the_league_chart_is_native_and_follows_the_season() -> None:
    value = season()
    words = season_labels("en")
    stream = io.BytesIO()
    export_season_workbook(value, stream, "en", "a4")
    with zipfile.ZipFile(io.BytesIO(stream.getvalue())) as archive:
        charts = [n for n in archive.namelist() if n.startswith("xl/charts/chart")]
        assert len(charts) == 1
        xml = archive.read(charts[0]).decode()
    assert "<lineChart>" in xml
    assert xml.count("<ser>") == 12
    assert "The league over the season" in xml
    sheet = openpyxl.load_workbook(io.BytesIO(stream.getvalue()))[words["season.sheet.chart"]]
    found = rows(sheet)
    start = next(i for i, row in enumerate(found) if row[0] == words["season.chart.night"])
    header, body = found[start], found[start + 1 :]
    standings = value.standings()
    assert list(header[1:]) == [s.player for s in standings]  # as the table ranks them
    dates = sorted({s.date for s in value.evenings})
    assert [row[0] for row in body] == dates
    for date, row in zip(dates, body, strict=True):
        upto = [evening_of(s) for s in value.evenings if s.date <= date]
        now = {s.player: shown(s.score) for s in league(value.ranking, upto)}
        assert dict(zip(header[1:], row[1:], strict=True)) == {
            name: now.get(name) for name in header[1:]
        }
    # After the last night, the league table itself.
    assert list(body[-1][1:]) == [shown(s.score) for s in standings]


def test_each_players_season_adds_up_their_evenings() -> None:
    value = season()
    words = season_labels("en")
    sheet = book(value)[words["season.sheet.players"]]
    found = rows(sheet)
    header = found[0]
    table_rows = {row[0]: dict(zip(header, row, strict=True)) for row in found[1:]}
    assert list(table_rows) == [s.player for s in value.standings()]
    name = "Chie"
    mine = [s for s in value.evenings if name in s.replay().totals]
    stats = [session_stats(s).players[name] for s in mine]
    totals = [s.replay().totals[name] for s in mine]
    row = table_rows[name]
    assert row[words["season.evenings"]] == len(mine) == 5
    assert row[words["summary.won"]] == sum(p.deals.won for p in stats)
    assert row[words["summary.lost"]] == sum(p.deals.lost for p in stats)
    assert row[words["summary.points"]] == sum(totals)
    assert row[words["season.best_evening"]] == max(totals)
    assert row[words["season.worst_evening"]] == min(totals)
    assert row[words["summary.best"]] == max(p.best for p in stats if p.best is not None)
    assert row[words["summary.solos"]] == sum(p.solo_record.played for p in stats)
    assert row[words["summary.solos_won"]] == sum(p.solo_record.won for p in stats)
    assert row[words["summary.played"]] == next(
        s.deals for s in value.standings() if s.player == name
    )


def test_the_money_sheet_shows_balances_pot_and_transfers() -> None:
    value = season()
    words = season_labels("en")
    money = season_money(RULES, list(value.evenings))
    found = rows(book(value)[words["season.sheet.money"]])
    texts = [row[0] for row in found]
    assert "0.05 € per point, balances rounded to 0.01 €: plus receives, minus pays." in texts
    assert any(str(t).startswith("The club pot takes 10 % of what each loser") for t in texts)
    start = texts.index("Player")
    balances: dict[str, Decimal] = {}
    for row in found[start + 1 :]:
        if row[0] == "Club pot":
            assert Decimal(str(row[4])) == money.pot
            break
        balances[row[0]] = Decimal(str(row[4]))
        assert row[1] == money.attended[row[0]]
        assert row[2] == pytest.approx(float(money.before_pot[row[0]]))
        assert row[3] == pytest.approx(float(money.before_pot[row[0]] - money.exact[row[0]]))
    assert balances == money.balances
    assert sum(balances.values()) + money.pot == 0
    start = texts.index("Who pays whom") + 1
    assert found[start][:3] == ("Pays", "To", "Amount (€)")
    plan = [
        (row[0], row[1], Decimal(str(row[2]))) for row in found[start + 1 :][: len(money.transfers)]
    ]
    pot = words["season.pot"]
    assert plan == [
        (t.payer or pot, t.payee or pot, t.amount) for t in money.transfers
    ]  # the pot by its name
    # Each evening, exactly.
    start = texts.index("Each evening, exactly (€)") + 1
    assert found[start][0] == "Evening" and found[start][-1] == "Club pot"
    assert len(found) - start - 1 == 13
    # Each evening by the name of its sheet.
    sheets = book(value).sheetnames[4:]
    assert [row[0] for row in found[start + 1 :]] == sheets
    evening = money.evenings[0]
    first = dict(zip(found[start], found[start + 1], strict=True))
    for name, exact in evening.balances.items():
        assert first[name] == pytest.approx(float(exact))
    assert first["Club pot"] == pytest.approx(float(evening.pot))


def test_without_money_there_is_no_money_sheet() -> None:
    names = book(season(money=None)).sheetnames
    assert season_labels("en")["season.sheet.money"] not in names
    assert len(names) == 3 + 13


def test_each_evening_is_its_own_score_sheet(tmp_path: Path) -> None:
    value = season()
    workbook = book(value, "de")
    for index in (0, 12):
        session = value.evenings[index]
        alone = tmp_path / f"{index}.xlsx"
        export_workbook(session, alone, "de", paper="a4")
        own = openpyxl.load_workbook(alone).worksheets[0]
        sheet = workbook.worksheets[4 + index]
        assert rows(sheet) == rows(own)
        assert sheet.oddHeader.center.text == own.oddHeader.center.text
        assert [b.id for b in sheet.col_breaks.brk] == [b.id for b in own.col_breaks.brk]
        assert sheet.page_setup.scale == own.page_setup.scale
        assert sheet.freeze_panes == "C2"


def test_sheet_names_stay_within_excels_rules() -> None:
    records = [
        table(1, "2026-03-06", ["Anna", "Ben", "Chie", "Daiki"], deals=1) | {"title": title}
        for title in ("A/B: [night]?*", "A/B: [night]?*", "x" * 60, "x" * 60, "'quoted'", "")
    ]
    value = SeasonFile("Names", evenings=tuple(parse_session(r) for r in records))
    names = book(value).sheetnames[3:]
    assert names[:2] == ["2026-03-06 A_B_ _night___", "2026-03-06 A_B_ _night___ (2)"]
    assert all(len(name) <= 31 for name in names)
    assert len({name.casefold() for name in names}) == len(names)
    assert names[4] == "2026-03-06 'quoted"  # no quote at either end
    assert names[5] == "2026-03-06"


def test_an_empty_season_still_has_its_sheets() -> None:
    workbook = book(SeasonFile("Empty", money=RULES))
    words = season_labels("en")
    assert workbook.sheetnames == [
        words[f"season.sheet.{key}"] for key in ("league", "chart", "players", "money")
    ]
    assert rows(workbook.worksheets[1])[0][0] == words["chart.empty"]


def test_bad_arguments_are_refused(tmp_path: Path) -> None:
    with pytest.raises(WorkbookError, match="unknown language 'fr'"):
        export_season_workbook(season(), tmp_path / "x.xlsx", "fr")
    with pytest.raises(WorkbookError, match="unknown paper size 'a3'"):
        export_season_workbook(season(), tmp_path / "x.xlsx", paper="a3")
    assert not (tmp_path / "x.xlsx").exists()
    export_season_workbook(season(), tmp_path / "x.xlsx", paper="a4")
    assert openpyxl.load_workbook(tmp_path / "x.xlsx").sheetnames[0] == "League table"
    assert default_season_file_name(season()) == "Season 2026.xlsx"
    assert default_season_file_name(SeasonFile("a/b: c")) == "a_b_ c.xlsx"


def test_exact_amounts_add_up() -> None:
    money = season_money(RULES, list(season().evenings))
    assert sum(money.exact.values(), Fraction(0)) + money.pot_exact == 0


# --- on paper, printed by LibreOffice ---------------------------------------------------------

FIRST = ("Annabelle", "Benedikt", "Charlotte", "Dominik", "Elisabeth", "Friedrich", "Gundula",
         "Heinrich", "Isabella", "Johannes")  # fmt: skip
LAST = ("Schneider", "Hoffmann", "Zimmermann", "Wagner")


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "ja"])
def test_forty_players_league_table_prints_on_one_a4_page(tmp_path: Path, language: str) -> None:
    if shutil.which("soffice") is None:
        pytest.skip("LibreOffice is not installed")
    club = [f"{first} {last}" for last in LAST for first in FIRST]  # 40 names of 14-20 letters
    evenings = tuple(
        parse_session(table(number, "2026-04-03", club[4 * number : 4 * number + 4], deals=2))
        for number in range(10)
    )
    value = SeasonFile("Season 2026", parse_ranking(RANKING), None, evenings)
    path = tmp_path / "season.xlsx"
    export_season_workbook(value, path, language, paper="a4")
    printed = pages(pdf(tmp_path, path))
    (width, height), words = printed[0]
    assert (round(width, 1), round(height, 1)) == (595.3, 841.9)  # A4, portrait
    texts = [text for text, _ in words]
    for name in club:
        for part in name.split():
            assert part in texts, f"{name} is not on the league's page"
    rank = season_labels(language)["summary.rank"]
    assert rank in texts
    assert all(rank not in [t for t, _ in other] for _, other in printed[1:])  # one page
    smallest = nine_points(tmp_path) - 0.01
    too_small = [(text, round(tall, 2)) for text, tall in words if tall < smallest]
    assert not too_small, f"{too_small[:5]} under 9 pt"


def test_an_evening_sheet_names_a_title_nobody_typed_in_the_workbooks_language() -> None:
    """Issue 27: a club night's table titled automatically reads German in a German
    workbook (the stored title is English)."""
    record = table(1, "2026-03-06", ["Anna", "Ben", "Chie", "Daiki"], deals=1) | {
        "title": "Club night · Table 2"
    }
    evening = parse_session(record).replace(
        auto_title={"base": "table", "night": "Club night", "round": 1, "table": 2},
    )
    value = SeasonFile("Titles", evenings=(evening,))
    assert book(value, "en").sheetnames[3] == "2026-03-06 Club night · Table 2"
    assert book(value, "de").sheetnames[3] == "2026-03-06 Club night · Tisch 2"
    assert book(value, "ja").sheetnames[3] == "2026-03-06 Club night · 第2卓"
