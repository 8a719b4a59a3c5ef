"""packaging/build.py without building: version resource, the smoke's inputs, the checks."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from schreiber import __version__
from tests.packaging.helpers import BUILD_SCRIPT, PACKAGING, ROOT, build_script


def test_packaging_is_a_folder_not_a_package() -> None:
    """An __init__.py would make packaging/ hide the ``packaging`` library pip and pytest use."""
    assert not (PACKAGING / "__init__.py").exists()


def test_version_is_the_apps() -> None:
    assert build_script().version() == __version__


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        ("0.1.0", (0, 1, 0, 0)),
        ("1.2", (1, 2, 0, 0)),
        ("2.0.1.7", (2, 0, 1, 7)),
        ("1.0rc2", (1, 0, 2, 0)),
    ],
)
def test_windows_version_numbers(text: str, numbers: tuple[int, int, int, int]) -> None:
    assert build_script().version_numbers(text) == numbers


def test_windows_version_resource_is_pyinstallers_format() -> None:
    text = build_script().windows_version_info("0.1.0")
    tree = ast.parse(text, mode="eval")
    assert isinstance(tree.body, ast.Call) and ast.unparse(tree.body.func) == "VSVersionInfo"
    assert "filevers=(0, 1, 0, 0)" in text and "prodvers=(0, 1, 0, 0)" in text
    assert "StringStruct('ProductVersion', '0.1.0')" in text
    assert "StringStruct('OriginalFilename', 'schreiber.exe')" in text


def test_the_smoke_inputs_are_right_for_the_app_from_source(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What --smoke asks of the frozen commands, asked of ``python -m schreiber``: it must pass."""
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    build_script().check_commands([sys.executable, "-m", "schreiber"], tmp_path)
    assert (tmp_path / "evening.xlsx").is_file()


def test_the_smoke_catches_a_wrong_answer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    script = build_script()
    monkeypatch.setattr(script, "SCORE_EXPECTED", {"A": 2, "B": 2, "C": -2, "D": -2})
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    with pytest.raises(script.BuildError, match="score"):
        script.check_commands([sys.executable, "-m", "schreiber"], tmp_path)


def test_check_bundle_names_what_is_missing(tmp_path: Path) -> None:
    problems = build_script().check_bundle(tmp_path, check_links=False)
    assert "no program schreiber" in problems[0] or any("no program" in p for p in problems)
    assert any("schreiber_ja.qm" in problem for problem in problems)
    assert any("qtbase_de.qm" in problem for problem in problems)
    assert any("platform plugin" in problem for problem in problems)


GTK_STACK = ("libgtk-3.so.0", "libgdk-3.so.0", "libpango-1.0.so.0", "libcairo.so.2")


def fake_bundle(folder: Path, *libraries: str) -> Path:
    """A bundle folder with a program and ``libraries`` (empty files) in ``_internal``."""
    bundle = folder / "schreiber"
    internal = bundle / "_internal"
    internal.mkdir(parents=True)
    program = build_script().executable(bundle)
    program.write_bytes(b"")
    for name in libraries:
        (internal / name).write_bytes(b"")
    return bundle


def test_check_bundle_names_the_gtk_stack(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path, *GTK_STACK, "libQt6Core.so.6", "libfreetype.so.6")
    problems = build_script().check_bundle(bundle, check_links=False)
    [gtk] = [problem for problem in problems if "GTK" in problem]
    assert gtk == (
        "libraries no bundle may carry (the GTK stack): libcairo.so.2, libgdk-3.so.0,"
        " libgtk-3.so.0, libpango-1.0.so.0"
    )


def test_check_bundle_wants_the_postgresql_driver(tmp_path: Path) -> None:
    """The club server's driver comes along on every build machine, or the check says so."""
    bundle = fake_bundle(tmp_path)
    problems = build_script().check_bundle(bundle, check_links=False)
    assert any(problem.startswith("no PostgreSQL driver (psycopg)") for problem in problems)
    (bundle / "_internal" / "psycopg_binary").mkdir()
    (bundle / "_internal" / "psycopg_binary" / "_psycopg.so").write_bytes(b"")
    problems = build_script().check_bundle(bundle, check_links=False)
    assert not any("psycopg" in problem for problem in problems)


def test_check_bundle_passes_qt_and_its_own_libraries(tmp_path: Path) -> None:
    kept = ("libQt6Core.so.6", "libfreetype.so.6", "libfontconfig.so.1", "libglib-2.0.so.0")
    bundle = fake_bundle(tmp_path, *kept)
    problems = build_script().check_bundle(bundle, check_links=False)
    assert not [problem for problem in problems if "GTK" in problem]


@pytest.mark.parametrize(
    "name",
    [
        "libgtk-3.so.0",
        "libgdk_pixbuf-2.0.so.0",
        "libpangocairo-1.0.so.0",
        "libcairo-gobject.so.2",
        "libatk-bridge-2.0.so.0",
        "libatspi.so.0",
        "libharfbuzz.so.0",
        "libepoxy.so.0",
        "libqgtk3.so",
        "gtk-3-0.dll",
    ],
)
def test_every_part_of_the_gtk_stack_is_forbidden(name: str) -> None:
    assert build_script().FORBIDDEN_LIBRARY.match(name)


@pytest.mark.parametrize(
    "name", ["libQt6Gui.so.6", "libglib-2.0.so.0", "libpng16.so.16", "libxcb-cursor.so.0"]
)
def test_what_qt_needs_is_not_forbidden(name: str) -> None:
    assert not build_script().FORBIDDEN_LIBRARY.match(name)


def test_the_smoke_fails_on_a_bundle_with_gtk(tmp_path: Path) -> None:
    fake_bundle(tmp_path, "libgtk-3.so.0")
    result = subprocess.run(
        [sys.executable, str(BUILD_SCRIPT), "--no-build", "--smoke", "--dist", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert result.returncode == 1
    assert "the GTK stack): libgtk-3.so.0" in result.stderr
    assert "Traceback" not in result.stderr


def test_the_script_refuses_a_missing_bundle(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, str(BUILD_SCRIPT), "--no-build", "--smoke", "--dist", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert result.returncode == 1
    assert "build it first" in result.stderr
