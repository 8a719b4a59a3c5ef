"""The exported workbook as LibreOffice reads it (issue 6 §4).

Skipped only when LibreOffice is not installed. ``soffice`` runs headless with
its own throw-away profile, so a desktop LibreOffice (or another test run) holding
the user's profile lock does not get in the way.
"""

from __future__ import annotations

import csv
import shutil
import subprocess
import uuid
from decimal import Decimal
from pathlib import Path

import pytest

from schreiber.io.workbook import Layout, export_workbook, read_workbook
from schreiber.session.file import SessionFile, parse_session
from tests.io.sessions import GAMES, session

TIMEOUT = 120


def soffice(tmp_path: Path, *args: str) -> None:
    program = shutil.which("soffice")
    if program is None:
        pytest.skip("LibreOffice is not installed")
    profile = tmp_path / f"lo-profile-{uuid.uuid4().hex}"
    done = subprocess.run(
        [program, f"-env:UserInstallation={profile.as_uri()}", "--headless", *args],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        check=False,
    )
    assert done.returncode == 0, done.stderr


def export(tmp_path: Path, game: str, language: str = "en") -> tuple[Path, SessionFile]:
    evening = session(game)
    path = tmp_path / f"{game}.xlsx"
    export_workbook(evening, path, language, Decimal("0.05"))
    return path, evening


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_libreoffice_reads_the_totals(tmp_path: Path, game: str) -> None:
    if shutil.which("soffice") is None:
        pytest.skip("LibreOffice is not installed")
    path, evening = export(tmp_path, game)
    out = tmp_path / "csv"
    # Comma, double quotes, UTF-8 (76): the headers hold ± and Σ.
    csv_utf8 = "csv:Text - txt - csv (StarCalc):44,34,76,1"
    soffice(tmp_path, "--convert-to", csv_utf8, "--outdir", str(out), str(path))
    with (out / f"{game}.csv").open(encoding="utf-8", newline="") as stream:
        rows = list(csv.reader(stream))
    layout = Layout(evening.game, evening.players, len(evening.deals))
    replay = evening.replay()
    assert rows[0][0] == "No."
    assert rows[0][layout.total_column(0) - 1] == f"{evening.players[0]} Σ"
    totals = rows[layout.totals_row - 1]
    assert totals[0] == "Total"
    for index, player in enumerate(evening.players):
        # Shown as formatted: "+10", "-11", "0".
        assert int(totals[layout.total_column(index) - 1]) == replay.totals[player]
    for offset, replayed in enumerate(replay.deals):
        row = rows[offset + 1]
        for index, player in enumerate(evening.players):
            assert int(row[layout.total_column(index) - 1]) == replayed.totals[player]


@pytest.mark.slow
def test_libreoffice_prints_a_pdf(tmp_path: Path) -> None:
    if shutil.which("soffice") is None:
        pytest.skip("LibreOffice is not installed")
    path, _ = export(tmp_path, "doppelkopf", "ja")
    out = tmp_path / "pdf"
    soffice(tmp_path, "--convert-to", "pdf", "--outdir", str(out), str(path))
    pdf = (out / "doppelkopf.pdf").read_bytes()
    assert pdf.startswith(b"%PDF-") and len(pdf) > 10_000


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_a_workbook_resaved_by_libreoffice_still_imports(tmp_path: Path, game: str) -> None:
    if shutil.which("soffice") is None:
        pytest.skip("LibreOffice is not installed")
    path, evening = export(tmp_path, game, "de")
    out = tmp_path / "resaved"
    soffice(tmp_path, "--convert-to", "xlsx", "--outdir", str(out), str(path))
    resaved = out / f"{game}.xlsx"
    assert resaved.read_bytes() != path.read_bytes()
    assert parse_session(read_workbook(resaved)).to_json() == evening.to_json()
