"""The start that explains itself: missing X11 libraries are named, with their
Debian packages, instead of Qt's "xcb-cursor0 is needed" and abort."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from schreiber.platform_check import (
    check,
    debian_package,
    message,
    missing_from_ldd,
    missing_from_loader_error,
    missing_libraries,
    will_use_xcb,
    xcb_plugins,
)

ROOT = Path(__file__).resolve().parent.parent
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux only")

# `ldd libqxcb.so` on a minimal Debian 12 without libxcb-icccm4 and libxcb-keysyms1
# (abridged): Qt itself said only "xcb-cursor0 or libxcb-cursor0 is needed".
LDD_OUTPUT = """\
\tlinux-vdso.so.1 (0x00007ffd5a7e2000)
\tlibQt6XcbQpa.so.6 => /opt/v/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f7f1c2a5000)
\tlibQt6Gui.so.6 => /opt/v/PySide6/Qt/lib/libQt6Gui.so.6 (0x00007f7f1b800000)
\tlibGL.so.1 => /lib/x86_64-linux-gnu/libGL.so.1 (0x00007f7f1c21e000)
\tlibxkbcommon-x11.so.0 => /lib/x86_64-linux-gnu/libxkbcommon-x11.so.0 (0x00007f7f1c214000)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f7f1c20c000)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-util.so.1 => /lib/x86_64-linux-gnu/libxcb-util.so.1 (0x00007f7f1c204000)
\tlibxcb-image.so.0 => /lib/x86_64-linux-gnu/libxcb-image.so.0 (0x00007f7f1c1fe000)
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-randr.so.0 => /lib/x86_64-linux-gnu/libxcb-randr.so.0 (0x00007f7f1c1eb000)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f7f1b41e000)
\t/lib64/ld-linux-x86-64.so.2 (0x00007f7f1c2e5000)
"""


def test_ldd_output_gives_each_missing_library_once() -> None:
    assert missing_from_ldd(LDD_OUTPUT) == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    assert missing_from_ldd("\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x1)\n") == []
    error = "libxcb-icccm.so.4: cannot open shared object file: No such file or directory"
    assert missing_from_loader_error(error) == ["libxcb-icccm.so.4"]


@pytest.mark.parametrize(
    ("soname", "package"),
    [
        ("libxcb-icccm.so.4", "libxcb-icccm4"),
        ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
        ("libxcb-cursor.so.0", "libxcb-cursor0"),
        ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
        ("libxcb-image.so.0", "libxcb-image0"),
        ("libxcb-render-util.so.0", "libxcb-render-util0"),
        ("libxcb-randr.so.0", "libxcb-randr0"),
        ("libxcb-shape.so.0", "libxcb-shape0"),
        ("libxcb-xinerama.so.0", "libxcb-xinerama0"),
        ("libxcb-xkb.so.1", "libxcb-xkb1"),
        ("libxcb.so.1", "libxcb1"),
        ("libX11-xcb.so.1", "libx11-xcb1"),
        ("libX11.so.6", "libx11-6"),
        ("libEGL.so.1", "libegl1"),
        ("libGL.so.1", "libgl1"),
        ("libfontconfig.so.1", "libfontconfig1"),
        ("libfreetype.so.6", "libfreetype6"),
        ("libdbus-1.so.3", "libdbus-1-3"),
        ("libglib-2.0.so.0", "libglib2.0-0"),
        ("libz.so.1", "zlib1g"),
        ("libpng16.so.16", "libpng16-16"),
        ("libxcb-util.so.1.0.0", "libxcb-util1"),
        ("libQt6XcbQpa.so.6", None),  # PySide6's own
        ("not a library", None),
    ],
)
def test_a_library_names_its_debian_package(soname: str, package: str | None) -> None:
    assert debian_package(soname) == package


def test_the_message_names_the_libraries_and_the_command() -> None:
    plugin = Path("/x/PySide6/Qt/plugins/platforms/libqxcb.so")
    text = message(plugin, missing_from_ldd(LDD_OUTPUT))
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in text
    assert "sudo apt install libxcb-icccm4 libxcb-keysyms1" in text
    assert str(plugin) in text
    assert "xcb-cursor" not in text  # not Qt's guess
    broken = message(plugin, ["libQt6XcbQpa.so.6"])
    assert "reinstall" in broken and "apt install" not in broken


def test_only_a_start_on_x11_is_checked() -> None:
    linux = "linux"
    assert will_use_xcb({"DISPLAY": ":0"}, linux)
    assert will_use_xcb({"QT_QPA_PLATFORM": "xcb"}, linux)
    assert will_use_xcb({"QT_QPA_PLATFORM": "xcb;wayland", "DISPLAY": ":0"}, linux)
    assert not will_use_xcb({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"}, linux)
    assert not will_use_xcb({"QT_QPA_PLATFORM": "wayland;xcb", "DISPLAY": ":0"}, linux)
    assert not will_use_xcb({}, linux)  # no display: Qt says that itself
    wayland = {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"}
    assert not will_use_xcb(wayland, linux)
    assert not will_use_xcb({"DISPLAY": ":0"}, "win32")
    assert not will_use_xcb({"DISPLAY": ":0"}, "darwin")
    assert check({"QT_QPA_PLATFORM": "offscreen"}) == ""


# --- the real plugin, and the real dynamic loader ------------------------------------------


def python(code: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """``code`` in a fresh interpreter: loading a plugin must not touch this process."""
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=False,
    )


def clean_env(**extra: str) -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("QT_", "WAYLAND", "XDG_SESSION", "DISPLAY"))
    }
    env.update(extra)
    return env


def installed_plugin() -> Path:
    import PySide6

    plugin = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    if not plugin.is_file():
        pytest.skip("this PySide6 has no xcb plugin")
    return plugin


def plugin_missing_two_libraries(tmp_path: Path) -> Path:
    """A copy of PySide6's own libqxcb.so whose needed ``libxcb-icccm.so.4`` and
    ``libxcb-keysyms.so.1`` are renamed to libraries no system has, beside the
    real Qt libraries (its RUNPATH is ``$ORIGIN/../../lib``)."""
    real = installed_plugin()
    folder = tmp_path / "Qt" / "plugins" / "platforms"
    folder.mkdir(parents=True)
    (tmp_path / "Qt" / "lib").symlink_to(real.parent.parent.parent / "lib")
    data = real.read_bytes()
    for name, gone in (
        (b"libxcb-icccm.so.4\0", b"libxcb-icczz.so.4\0"),
        (b"libxcb-keysyms.so.1\0", b"libxcb-keysymz.so.1\0"),
    ):
        assert data.count(name) == 1, name
        data = data.replace(name, gone)
    copy = folder / "libqxcb.so"
    copy.write_bytes(data)
    return copy


@linux_only
def test_with_every_library_present_nothing_is_reported() -> None:
    plugin = installed_plugin()
    if shutil.which("ldd"):
        done = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, check=False)
        if "not found" in done.stdout:
            pytest.skip("this machine lacks some of the plugin's libraries")
    result = python(
        "import os, PySide6\n"
        "from schreiber.platform_check import check, missing_libraries, xcb_plugins\n"
        "plugins = xcb_plugins(os.environ)\n"
        "print(plugins[-1])\n"
        "print(missing_libraries(plugins[-1]))\n"
        "print(repr(check()))\n",
        clean_env(DISPLAY=":987"),
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [str(plugin), "[]", "''"]


@linux_only
def test_the_missing_libraries_of_the_real_plugin_are_named(tmp_path: Path) -> None:
    if not shutil.which("ldd"):
        pytest.skip("no ldd")
    plugin = plugin_missing_two_libraries(tmp_path)
    result = python(
        "from pathlib import Path\n"
        "from schreiber.platform_check import missing_libraries\n"
        f"print(missing_libraries(Path({str(plugin)!r})))\n",
        clean_env(),
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "['libxcb-icczz.so.4', 'libxcb-keysymz.so.1']"


@linux_only
def test_a_broken_plugin_is_no_matter_while_qt_finds_one_that_loads(tmp_path: Path) -> None:
    plugin = plugin_missing_two_libraries(tmp_path)
    env = clean_env(DISPLAY=":987", QT_QPA_PLATFORM_PLUGIN_PATH=str(plugin.parent))
    result = python(
        "import os, PySide6\n"
        "from schreiber.platform_check import check, xcb_plugins\n"
        "print(xcb_plugins(os.environ))\n"
        "print(repr(check()))\n",
        env,
    )
    assert result.returncode == 0, result.stderr
    plugins, said = result.stdout.splitlines()
    assert plugins == repr([plugin, installed_plugin()])
    assert said == "''"  # Qt skips the broken one and takes PySide6's own


@linux_only
def test_the_window_does_not_start_and_says_what_to_install(tmp_path: Path) -> None:
    if not shutil.which("ldd"):
        pytest.skip("no ldd")
    plugin = plugin_missing_two_libraries(tmp_path)
    env = clean_env(DISPLAY=":987", SCHREIBER_DATA_DIR=str(tmp_path / "data"))
    # `schreiber` as a user starts it, with only the broken plugin where Qt looks.
    done = python(
        "import sys\n"
        "from pathlib import Path\n"
        "import schreiber.platform_check\n"
        f"schreiber.platform_check.xcb_plugins = lambda environ: [Path({str(plugin)!r})]\n"
        "from schreiber.cli import main\n"
        "sys.exit(main([]))\n",
        env,
    )
    assert done.returncode == 1, done.stderr  # not Qt's abort (−6)
    assert "libxcb-icczz.so.4, libxcb-keysymz.so.1" in done.stderr
    assert "sudo apt install libxcb-icczz4 libxcb-keysymz1" in done.stderr
    assert "xcb-cursor0" not in done.stderr
    assert not (tmp_path / "data").exists()  # stopped before anything was opened


def test_missing_libraries_of_a_file_that_is_no_library(tmp_path: Path) -> None:
    junk = tmp_path / "libqxcb.so"
    junk.write_bytes(b"not an ELF file")
    missing = missing_libraries(junk)
    assert missing and "libqxcb.so" in missing[0]  # the loader's own words


def test_the_plugins_are_looked_for_where_qt_looks(tmp_path: Path) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    for folder in (first, second / "platforms"):
        folder.mkdir(parents=True)
        (folder / "libqxcb.so").write_bytes(b"")
    env = {
        "QT_QPA_PLATFORM_PLUGIN_PATH": str(first),
        "QT_PLUGIN_PATH": os.pathsep.join([str(second), str(tmp_path / "nothing")]),
    }
    found = xcb_plugins(env)
    assert found[:2] == [first / "libqxcb.so", second / "platforms" / "libqxcb.so"]
    assert all(plugin.name == "libqxcb.so" for plugin in found)
    assert len(found) in (2, 3)  # and PySide6's own, where it has one
