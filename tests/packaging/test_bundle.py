"""The PyInstaller bundle: built, started offscreen, headless commands run frozen, installed.

Slow (about a minute on two cores): ``pytest -m "not slow"`` leaves it out.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from schreiber import __version__
from tests.packaging.helpers import APP_ID, BUILD_SCRIPT

BUILD_TIMEOUT_S = 20 * 60


def build(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(BUILD_SCRIPT), *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=BUILD_TIMEOUT_S,
    )


@pytest.mark.slow
def test_bundle_builds_starts_and_installs(tmp_path: Path) -> None:
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip("PyInstaller is not installed (pip install -e '.[test]' brings it)")
    dist, work = tmp_path / "dist", tmp_path / "build"
    result = build("--smoke", "--dist", str(dist), "--work", str(work))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke test passed" in result.stdout
    # The build directory is not needed any more: a smaller footprint for the rest.
    shutil.rmtree(work)

    if not sys.platform.startswith("linux"):
        return
    prefix = tmp_path / "prefix"
    result = build("--no-build", "--dist", str(dist), "--install", str(prefix))
    assert result.returncode == 0, result.stdout + result.stderr
    program = prefix / "bin" / "schreiber"
    shown = subprocess.run(
        [str(program), "--version"], capture_output=True, text=True, check=False, timeout=60
    )
    assert shown.stdout.strip() == f"schreiber {__version__}", shown.stderr
    desktop = prefix / "share" / "applications" / f"{APP_ID}.desktop"
    assert f"Exec={program} %f\n" in desktop.read_text(encoding="utf-8")
    mime = prefix / "share" / "mime" / "packages" / f"{APP_ID}.xml"
    assert "*.schreiber.json" in mime.read_text(encoding="utf-8")
    assert (prefix / "share" / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    icons = prefix / "share" / "icons" / "hicolor"
    for size in (16, 48, 256, 512):
        assert (icons / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    assert (icons / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(
            ["desktop-file-validate", str(desktop)], capture_output=True, text=True, check=False
        )
        assert checked.returncode == 0, checked.stdout
