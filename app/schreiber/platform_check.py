"""Before the window opens on Linux: can Qt's X11 platform plugin load?

When a system library that Qt's xcb plugin (``libqxcb.so``) needs is missing,
Qt aborts with a message that names ``libxcb-cursor0`` whatever was missing
(on a minimal Debian it was ``libxcb-icccm4`` and ``libxcb-keysyms1``) and
dumps core. :func:`check` asks the dynamic loader first — it loads the plugin
the way Qt is about to, which costs well under a millisecond when everything
is there (no subprocess, nothing read) — and when that fails asks ``ldd``
which of the plugin's libraries, and of the libraries they need, are not
found. :func:`main_check` prints those libraries with the Debian/Ubuntu
packages that hold them and exits with status 1.

The message is English only: it appears before Qt, and with it the
translations, is up.

Pure Python, no Qt: it runs before any Qt class is made.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Final

# Packages whose names do not follow Debian's rule for library packages
# (the soname's stem, lower case, then the version; a "-" between two digits).
EXCEPTIONS: Final = {
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libgobject-2.0.so.0": "libglib2.0-0",
    "libgio-2.0.so.0": "libglib2.0-0",
    "libz.so.1": "zlib1g",
    "libGLdispatch.so.0": "libglvnd0",
    "libgcc_s.so.1": "libgcc-s1",
    "libc.so.6": "libc6",
    "libm.so.6": "libc6",
    "libdl.so.2": "libc6",
    "libpthread.so.0": "libc6",
    "librt.so.1": "libc6",
    "libbrotlidec.so.1": "libbrotli1",
    "libbrotlicommon.so.1": "libbrotli1",
}
# Libraries PySide6 brings along itself: missing, the installation is broken.
# (Patterns, not compiled ones: only a failed start needs them.)
BUNDLED: Final = r"lib(Qt6|icu|pyside6|shiboken6)"
SONAME: Final = r"(lib.+?)\.so\.(\d+)(?:\.\d+)*"
NOT_FOUND: Final = r"(?m)^\s*(\S+)\s+=>\s+not found\s*$"
LOADER_ERROR: Final = r"(\S+\.so(?:\.\d+)*): cannot open shared object file"


def debian_package(soname: str) -> str | None:
    """The Debian/Ubuntu package that holds ``soname``: ``libxcb-icccm.so.4`` →
    ``libxcb-icccm4``, ``libxkbcommon-x11.so.0`` → ``libxkbcommon-x11-0``;
    ``None`` for PySide6's own libraries and names that are no soname."""
    if soname in EXCEPTIONS:
        return EXCEPTIONS[soname]
    match = re.fullmatch(SONAME, soname)
    if match is None or re.match(BUNDLED, soname):
        return None
    stem, version = match.group(1).lower(), match.group(2)
    return f"{stem}-{version}" if stem[-1].isdigit() else f"{stem}{version}"


def missing_from_ldd(output: str) -> list[str]:
    """The libraries ``ldd`` could not find (its ``… => not found`` lines), once
    each, in its order."""
    return list(dict.fromkeys(re.findall(NOT_FOUND, output)))


def missing_from_loader_error(message: str) -> list[str]:
    """The library a failed ``dlopen`` names (the loader stops at the first)."""
    return list(dict.fromkeys(re.findall(LOADER_ERROR, message)))


def will_use_xcb(environ: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Whether Qt is about to load its xcb plugin: on Linux, with
    ``QT_QPA_PLATFORM`` unset (and an X display, not a Wayland session) or
    asking for ``xcb`` first."""
    if not platform.startswith("linux"):
        return False
    requested = environ.get("QT_QPA_PLATFORM", "").strip()
    if requested:
        return requested.split(";")[0].split(":")[0].strip() == "xcb"
    if environ.get("XDG_SESSION_TYPE") == "wayland" and environ.get("WAYLAND_DISPLAY"):
        return False  # Qt picks its Wayland plugin
    return bool(environ.get("DISPLAY"))


def xcb_plugins(environ: Mapping[str, str]) -> list[Path]:
    """Every ``libqxcb.so`` Qt may load, in the folders it looks in: the
    ``QT_QPA_PLATFORM_PLUGIN_PATH``, the ``platforms`` folder of each
    ``QT_PLUGIN_PATH`` entry, then the installed PySide6's (in a source checkout
    and in the bundle alike), which is last."""
    folders = []
    if environ.get("QT_QPA_PLATFORM_PLUGIN_PATH"):
        folders.append(Path(environ["QT_QPA_PLATFORM_PLUGIN_PATH"]))
    for entry in environ.get("QT_PLUGIN_PATH", "").split(os.pathsep):
        if entry:
            folders.append(Path(entry) / "platforms")
    pyside = sys.modules.get("PySide6")
    location = getattr(pyside, "__file__", None)
    if location:
        folders.append(Path(location).parent / "Qt" / "plugins" / "platforms")
    plugins = [folder / "libqxcb.so" for folder in folders]
    return list(dict.fromkeys(plugin for plugin in plugins if plugin.is_file()))


def loads(library: Path) -> str:
    """Load ``library`` as Qt would (lazily bound); the loader's complaint, or ""."""
    try:
        import _ctypes
    except ImportError:  # pragma: no cover (a Python built without ctypes)
        return ""
    try:
        _ctypes.dlopen(str(library), os.RTLD_LAZY)  # Qt loads it next: it stays loaded
    except OSError as error:
        return str(error)
    return ""


def ldd_missing(library: Path) -> list[str] | None:
    """Every library ``library`` needs, directly or through another, that the
    loader cannot find; ``None`` when ``ldd`` cannot be run."""
    import subprocess

    try:
        done = subprocess.run(
            ["ldd", str(library)], capture_output=True, text=True, timeout=20, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return missing_from_ldd(done.stdout)


def missing_libraries(plugin: Path, complaint: str | None = None) -> list[str]:
    """The libraries that keep ``plugin`` from loading; empty when it loads.
    ``complaint``: what the loader said, when it was already asked."""
    if complaint is None:
        complaint = loads(plugin)
    if not complaint:
        return []
    found = ldd_missing(plugin)
    return found or missing_from_loader_error(complaint) or [complaint]


def message(plugin: Path, missing: Sequence[str]) -> str:
    """What to tell the user: the libraries, and the command that installs them."""
    packages = list(dict.fromkeys(p for p in map(debian_package, missing) if p is not None))
    bundled = [name for name in missing if re.match(BUNDLED, name)]
    lines = [
        "schreiber: the window cannot open: Qt's X11 platform plugin needs system"
        " libraries that are not installed:",
        "    " + ", ".join(missing),
    ]
    if packages:
        lines += [
            "On Debian or Ubuntu install them with:",
            "    sudo apt install " + " ".join(packages),
        ]
    if bundled:
        lines.append(
            "PySide6's own libraries are missing too: reinstall it"
            " (.venv/bin/pip install --force-reinstall PySide6)."
        )
    lines.append(
        f"(The plugin: {plugin}. The commands without a window, such as"
        " `schreiber score`, work without these libraries.)"
    )
    return "\n".join(lines)


def check(environ: Mapping[str, str] | None = None) -> str:
    """The message naming what keeps Qt's xcb plugin from loading; "" when one
    of the plugins Qt may take loads, or when Qt will not use the xcb plugin."""
    env = os.environ if environ is None else environ
    if not will_use_xcb(env):
        return ""
    failed = []
    for plugin in xcb_plugins(env):
        complaint = loads(plugin)
        if not complaint:
            return ""  # Qt takes the first plugin that loads
        failed.append((plugin, complaint))
    if not failed:
        return ""  # no plugin where we look: Qt knows better where it is
    plugin, complaint = failed[-1]  # PySide6's own when it is there
    return message(plugin, missing_libraries(plugin, complaint))


def main_check() -> None:
    """Before the ``QApplication``: print what is missing and exit with status 1,
    instead of Qt's misleading message and abort."""
    problem = check()
    if problem:
        print(problem, file=sys.stderr)
        raise SystemExit(1)


__all__ = [
    "check",
    "debian_package",
    "main_check",
    "message",
    "missing_from_ldd",
    "missing_libraries",
    "will_use_xcb",
    "xcb_plugins",
]
