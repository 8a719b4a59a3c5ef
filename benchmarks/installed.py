"""Schreiber installed from a wheel into a fresh environment, outside the tree.

Used by ``tests/packaging/test_wheel.py`` (does an installed wheel speak German
and Japanese, with its icon?) and ``benchmarks/bench_startup.py --wheel`` (how
fast does it start?). The new environment borrows this one's dependencies
(PySide6, openpyxl …) through a path entry, but not its editable install of the
app, so ``import schreiber`` finds the wheel's copy only.
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def build_wheel(target: Path) -> Path:
    """The wheel of this tree, built as pip builds it (isolated)."""
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(target), str(ROOT)],
        check=True,
        timeout=900,
    )
    [wheel] = target.glob("schreiber-*.whl")
    return wheel


def fresh_venv(folder: Path) -> Path:
    """A new environment; returns its Python."""
    venv.EnvBuilder(with_pip=True).create(folder)
    python = folder / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    ours = sysconfig.get_paths()["purelib"]
    Path(purelib, "borrowed-dependencies.pth").write_text(ours + "\n", encoding="utf-8")
    return python


def install(wheel: Path, folder: Path) -> Path:
    """``wheel`` installed into a fresh environment in ``folder``; returns its Python."""
    python = fresh_venv(folder)
    subprocess.run(
        [str(python), "-m", "pip", "install", "--no-deps", "--no-index", "-q", str(wheel)],
        check=True,
        timeout=300,
    )
    return python
