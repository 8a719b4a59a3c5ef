"""The store and the league's module load no pandas: only computing a league does."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def loaded_after(code: str) -> set[str]:
    probe = f"import sys\n{code}\nprint(' '.join(sorted({{m.split('.')[0] for m in sys.modules}})))"
    out = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    return set(out.split())


def test_opening_the_store_and_the_league_module_loads_no_pandas() -> None:
    modules = loaded_after(
        "import schreiber.store, schreiber.store.locate,"
        " schreiber.club.season, schreiber.games.players"
    )
    assert "schreiber" in modules
    assert not modules & {"pandas", "numpy", "PySide6"}


def test_computing_a_league_does(tmp_path: Path) -> None:
    code = (
        "from schreiber.store import Store\n"
        "from schreiber.club.season import league_table\n"
        f"store = Store({str(tmp_path / 'x.sqlite3')!r})\n"
        "league_table(store, None)\n"
    )
    assert "pandas" in loaded_after(code)
