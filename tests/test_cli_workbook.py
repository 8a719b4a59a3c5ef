"""'schreiber export' and 'schreiber import IN.xlsx' as subprocesses (issue 6 §3)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.session.test_file import SESSION

ROOT = Path(__file__).resolve().parents[1]


def schreiber(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "schreiber", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=120,
    )


def test_export_then_import_gives_the_session_back(tmp_path: Path) -> None:
    source = tmp_path / "evening.json"
    source.write_text(json.dumps(SESSION), encoding="utf-8")
    canonical = schreiber("import", str(source))
    assert canonical.returncode == 0, canonical.stderr
    out = tmp_path / "evening.xlsx"
    done = schreiber("export", str(source), str(out), "--language", "de", "--rate", "0.05")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"written": str(out)}
    back = schreiber("import", str(out))
    assert back.returncode == 0, back.stderr
    assert back.stdout == canonical.stdout


def test_export_refuses_a_bad_rate_and_a_bad_session(tmp_path: Path) -> None:
    out = tmp_path / "x.xlsx"
    done = schreiber("export", "-", str(out), "--rate", "lots", stdin=json.dumps(SESSION))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.startswith("schreiber: --rate: ")
    bad = schreiber("export", "-", str(out), stdin=json.dumps(SESSION | {"players": ["A"]}))
    assert bad.returncode == 2
    assert bad.stderr.startswith("schreiber: players: ")
    assert not out.exists()


def test_import_refuses_a_foreign_workbook(tmp_path: Path) -> None:
    bogus = tmp_path / "bogus.xlsx"
    bogus.write_bytes(b"PK\x03\x04 truncated")
    done = schreiber("import", str(bogus))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.startswith(f"schreiber: {bogus}: ")
    assert done.stderr.count("\n") == 1


def test_export_rounding_step_reaches_the_summary(tmp_path: Path) -> None:
    """``--rounding 0.05`` rounds each balance to 5 cents (the window's setting too)."""
    import openpyxl

    from scripts.samples import doppelkopf_evening

    session = tmp_path / "evening.json"
    session.write_text(json.dumps(doppelkopf_evening()), encoding="utf-8")
    out = tmp_path / "evening.xlsx"
    result = subprocess.run(
        [sys.executable, "-m", "schreiber", "export", str(session), str(out), "--language", "en",
         "--rate", "0.03", "--rounding", "0.05"],
        capture_output=True, cwd=ROOT, check=False, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    book = openpyxl.load_workbook(out, read_only=True)
    amounts = [
        cell
        for row in book["Summary"].iter_rows(values_only=True)
        for cell in row
        if isinstance(cell, float | int) and cell != int(cell)
    ]
    assert amounts and all(round(abs(a) * 100) % 5 == 0 for a in amounts)
    bad = subprocess.run(
        [sys.executable, "-m", "schreiber", "export", str(session), str(out), "--rounding", "0"],
        capture_output=True, cwd=ROOT, check=False, timeout=120,
    )  # fmt: skip
    assert bad.returncode == 2 and b"--rounding" in bad.stderr


def test_export_prints_on_the_paper_asked_for(tmp_path: Path) -> None:
    from openpyxl import load_workbook

    source = tmp_path / "evening.json"
    source.write_text(json.dumps(SESSION), encoding="utf-8")
    sizes = {}
    for paper in ("a4", "letter"):
        out = tmp_path / f"{paper}.xlsx"
        done = schreiber("export", str(source), str(out), "--paper", paper)
        assert done.returncode == 0, done.stderr
        sizes[paper] = load_workbook(out).worksheets[0].page_setup.paperSize
    assert sizes == {"a4": 9, "letter": 1}  # the paper codes of SpreadsheetML
    wrong = schreiber("export", str(source), str(tmp_path / "x.xlsx"), "--paper", "a3")
    assert wrong.returncode == 2 and "--paper" in wrong.stderr
