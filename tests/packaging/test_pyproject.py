"""The project's conventions: MIT license file and SPDX metadata, console and GUI scripts, a
wheel that setuptools builds without a warning about them."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from tests.packaging.helpers import ROOT

# What a build that cannot reach the package index says (the wheel test then skips).
OFFLINE = re.compile(
    r"No matching distribution found for setuptools|NewConnectionError|Network is unreachable"
    r"|Temporary failure in name resolution"
)


def project() -> dict[str, object]:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        data = tomllib.load(handle)
    assert isinstance(data, dict)
    return data


def test_the_license_file_is_mit() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n\nCopyright (c) 2026 The Schreiber authors\n")
    assert "Permission is hereby granted, free of charge" in text
    assert 'THE SOFTWARE IS PROVIDED "AS IS"' in text


def test_the_license_is_an_spdx_expression_with_its_file() -> None:
    data = project()
    meta = data["project"]
    assert isinstance(meta, dict)
    assert meta["license"] == "MIT"
    assert meta["license-files"] == ["LICENSE"]
    assert not any("License ::" in item for item in meta.get("classifiers", []))  # PEP 639
    build = data["build-system"]
    assert isinstance(build, dict)
    [setuptools] = [item for item in build["requires"] if item.startswith("setuptools")]
    match = re.fullmatch(r"setuptools>=(\d+)(\.\d+)*", setuptools)
    assert match and int(match.group(1)) >= 77  # the first to take license-files (PEP 639)


def test_the_window_has_a_gui_script_beside_the_console_one() -> None:
    meta = project()["project"]
    assert isinstance(meta, dict)
    assert meta["scripts"] == {"schreiber": "schreiber.cli:main"}
    assert meta["gui-scripts"] == {"schreiber-gui": "schreiber.cli:main"}


def test_the_development_tools_are_no_dependency_of_the_app() -> None:
    meta = project()["project"]
    assert isinstance(meta, dict)
    needed = " ".join(meta["dependencies"])
    for tool in ("pytest", "hypothesis", "ruff", "mypy", "pyinstaller"):
        assert tool not in needed
        assert any(tool in item for item in meta["optional-dependencies"]["test"])


@pytest.mark.slow
def test_the_wheel_builds_without_a_license_warning(tmp_path: Path) -> None:
    """``pip wheel`` in a copy of the sources (a build writes build/ and *.egg-info)."""
    source = tmp_path / "source"
    shutil.copytree(
        ROOT,
        source,
        ignore=shutil.ignore_patterns(
            ".venv", ".git", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis"
        ),
    )
    wheels = tmp_path / "wheels"
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-v", "--no-deps", "-w", str(wheels), str(source)],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    output = result.stdout + result.stderr
    if result.returncode != 0 and OFFLINE.search(output):
        pytest.skip("the package index is out of reach: pip cannot fetch setuptools")
    assert result.returncode == 0, output[-3000:]
    warnings = [line for line in output.splitlines() if "warning" in line.lower()]
    assert not [line for line in warnings if "licen" in line.lower()], warnings
    assert "SetuptoolsDeprecationWarning" not in output
    [wheel] = wheels.glob("schreiber-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        info = next(name.split("/")[0] for name in archive.namelist() if ".dist-info/" in name)
        metadata = archive.read(f"{info}/METADATA").decode()
        entry_points = archive.read(f"{info}/entry_points.txt").decode()
        license_text = archive.read(f"{info}/licenses/LICENSE").decode()
    assert "License-Expression: MIT\n" in metadata
    assert "License-File: LICENSE\n" in metadata
    assert license_text == (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert "[gui_scripts]\nschreiber-gui = schreiber.cli:main" in entry_points
    assert "[console_scripts]\nschreiber = schreiber.cli:main" in entry_points
