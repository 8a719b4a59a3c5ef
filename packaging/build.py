"""Build Schreiber's one-folder bundle with PyInstaller, check it, install it.

    python packaging/build.py                  # .qm files, then dist/schreiber/
    python packaging/build.py --smoke          # … and start what was built
    python packaging/build.py --no-build --smoke
    python packaging/build.py --archive        # … and dist/schreiber-<version>-<platform>.tar.gz
    python packaging/build.py --no-build --install ~/.local    # Linux: bin, menu entry, icons

Run it from any folder with the Python that has Schreiber's dependencies and
PyInstaller (``pip install -e '.[package]'``). It is a script, not a module:
``packaging/`` must stay a plain folder without ``__init__.py``, or it would
hide the ``packaging`` library that pip, pytest and PyInstaller import.

``--smoke`` starts the built window offscreen until its first paint (exit 0 and
"painted" within a time limit, in a throw-away data folder) and runs the headless
commands frozen: ``--version``, ``score`` (Doppelkopf), ``replay`` (Crescendo),
``export`` and ``import`` of a workbook (Pfälzer Schafkopf; pandas and openpyxl).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parents[1]
PACKAGING: Final = ROOT / "packaging"
SPEC: Final = PACKAGING / "schreiber.spec"
ICON_DIR: Final = PACKAGING / "icon"
LINUX_DIR: Final = PACKAGING / "linux"
APP_ID: Final = "de.schreiber.Schreiber"
NAME: Final = "schreiber"
LANGUAGES: Final = ("en", "de", "ja")
PAINT_TIMEOUT_S: Final = 90.0
COMMAND_TIMEOUT_S: Final = 90.0

IS_WINDOWS: Final = sys.platform == "win32"
IS_MACOS: Final = sys.platform == "darwin"

# The platform plugins the bundle must have: the desktop's and the offscreen one.
PLATFORM_PLUGINS: Final = {
    "win32": ("qwindows", "qoffscreen"),
    "darwin": ("qcocoa", "qoffscreen"),
}.get(sys.platform, ("qxcb", "qoffscreen", "qwayland"))
# Qt libraries the spec keeps out (QML, Quick, the virtual keyboard, PDF
# rendering, networking, web engine, 3D, multimedia): none may sneak back in.
UNUSED_QT: Final = re.compile(
    r"^(lib)?qt6?(quick|qml|virtualkeyboard|pdf|network|webengine|3d|multimedia|charts)",
    re.IGNORECASE,
)
# Libraries no bundle may carry, whatever the build machine has installed: the
# GTK 3 stack (GTK, GDK, gdk-pixbuf, pango, cairo, ATK and AT-SPI, HarfBuzz,
# epoxy) and Qt's GTK 3 theme that links it. Loaded into a desktop that has its
# own GTK, these copies would clash with it; Qt draws with its own HarfBuzz and
# FreeType. The spec leaves the theme out and, with it, every library only the
# plugins it leaves out link.
FORBIDDEN_LIBRARY: Final = re.compile(
    r"^(lib)?(gtk-3|gdk-3|gdk_pixbuf-2\.0|pango(cairo|ft2|win32|xft)?-1\.0|cairo(-gobject)?"
    r"|atk-1\.0|atk-bridge-2\.0|atspi|harfbuzz(-\w+)?|epoxy|qgtk3)[.-]",
    re.IGNORECASE,
)
QT_LIBRARY: Final = re.compile(r"^(lib)?Qt6?[A-Z]\w*(\.so[.\d]*|\.dll|\.dylib)?$")

# Inputs of the frozen commands (the formats are docs/records.md).
SCORE_REQUEST: Final[dict[str, object]] = {
    "game": "doppelkopf",
    "players": ["A", "B", "C", "D"],
    "deal": {"type": "normal", "re": ["A", "B"], "re_points": 129},
}
SCORE_EXPECTED: Final = {"A": 1, "B": 1, "C": -1, "D": -1}
CRESCENDO_SESSION: Final[dict[str, object]] = {
    "format": "schreiber-session",
    "version": 1,
    "game": "crescendo",
    "title": "Smoke test",
    "date": "2026-11-21",
    "players": ["A", "B", "C"],
    "first_dealer": "A",
    "rules": {"preset": "standard"},
    "deals": [
        {"soloist": "A", "bid": 19, "trump": "spades", "tricks_won": [7, 6, 4, 3]},
        {"type": "redeal"},
        {"soloist": "B", "bid": 15, "trump": "diamonds", "taken": 15},
    ],
}
SCHAFKOPF_SESSION: Final[dict[str, object]] = {
    "format": "schreiber-session",
    "version": 1,
    "game": "schafkopf_pfalz",
    "title": "Smoke test",
    "date": "2026-11-21",
    "players": ["A", "B", "C", "D"],
    "first_dealer": "A",
    "rules": {"preset": "standard", "options": {"table": 3}},
    "deals": [
        {"contract": "simple", "trump": "clubs", "soloist": "B", "soloist_points": 70},
        {"contract": "redeal"},
        {"contract": "solo", "trump": "hearts", "soloist": "D", "soloist_points": 95},
    ],
}
SCHAFKOPF_DEALS: Final = 3


class BuildError(Exception):
    """A step failed; the message says which and why."""


# --------------------------------------------------------------------- version


def version() -> str:
    """``schreiber.__version__``, read from the source without importing the app."""
    text = (ROOT / "app" / "schreiber" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.MULTILINE)
    if not match:
        raise BuildError("app/schreiber/__init__.py has no __version__")
    return match.group(1)


def version_numbers(text: str) -> tuple[int, int, int, int]:
    """The four numbers of a Windows file version: "0.1.0" → (0, 1, 0, 0)."""
    numbers = [int(part) for part in re.findall(r"\d+", text)[:4]]
    numbers += [0] * (4 - len(numbers))
    return numbers[0], numbers[1], numbers[2], numbers[3]


def windows_version_info(text: str) -> str:
    """PyInstaller's version-resource file (``EXE(version=…)``) for version ``text``."""
    numbers = version_numbers(text)
    strings = {
        "CompanyName": "The Schreiber maintainers",
        "FileDescription": "Schreiber — score pad for Doppelkopf, Pfälzer Schafkopf and Crescendo",
        "FileVersion": text,
        "InternalName": NAME,
        "LegalCopyright": "MIT License",
        "OriginalFilename": f"{NAME}.exe",
        "ProductName": "Schreiber",
        "ProductVersion": text,
    }
    table = ",\n".join(
        f"            StringStruct({key!r}, {value!r})" for key, value in strings.items()
    )
    return f"""# UTF-8
# Written by packaging/build.py from schreiber.__version__; do not edit.
VSVersionInfo(
    ffi=FixedFileInfo(
        filevers={numbers},
        prodvers={numbers},
        mask=0x3F,
        flags=0x0,
        OS=0x40004,
        fileType=0x1,
        subtype=0x0,
        date=(0, 0),
    ),
    kids=[
        StringFileInfo([
            StringTable("040904B0", [
{table},
            ]),
        ]),
        VarFileInfo([VarStruct("Translation", [0x0409, 1200])]),
    ],
)
"""


# ----------------------------------------------------------------------- build


def build_translations() -> None:
    """Compile resources/translations/*.ts into the .qm files the bundle ships
    (package data: app/schreiber/resources/translations)."""
    result = subprocess.run(
        [sys.executable, "-m", "schreiber.ui.i18n"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        raise BuildError(f"building the .qm files failed:\n{result.stderr.strip()}")
    missing = [
        language
        for language in LANGUAGES
        if not (
            ROOT / "app" / "schreiber" / "resources" / "translations" / f"{NAME}_{language}.qm"
        ).exists()
    ]
    if missing:
        raise BuildError(f"no .qm file for {', '.join(missing)} after building them")


def run_pyinstaller(dist: Path, work: Path) -> Path:
    """Run PyInstaller on the spec; returns the bundle folder ``dist/schreiber``."""
    work.mkdir(parents=True, exist_ok=True)
    version_file = work / "version_info.txt"
    version_file.write_text(windows_version_info(version()), encoding="utf-8")
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        str(SPEC),
        "--",
        "--version-file",
        str(version_file),
    ]
    # Not from the repository root: there ``packaging/`` would be on sys.path.
    result = subprocess.run(command, cwd=work, check=False)
    if result.returncode != 0:
        raise BuildError(f"PyInstaller failed (exit status {result.returncode})")
    return dist / NAME


def executable(bundle: Path) -> Path:
    """The windowed program of the bundle."""
    return bundle / (f"{NAME}.exe" if IS_WINDOWS else NAME)


def cli_executable(bundle: Path) -> Path:
    """The program for the command line (on Windows the console twin of the window's)."""
    return bundle / f"{NAME}-cli.exe" if IS_WINDOWS else executable(bundle)


def files(bundle: Path) -> Iterator[Path]:
    for folder, _, names in os.walk(bundle):
        for name in names:
            yield Path(folder) / name


def bundle_size(bundle: Path) -> int:
    """Bytes on disk of the bundle's files (a symbolic link counts as itself)."""
    return sum(path.lstat().st_size for path in files(bundle))


def mib(size: int) -> str:
    return f"{size / 2**20:.0f} MiB"


# ----------------------------------------------------------------------- check


def linked_libraries(path: Path) -> set[str]:
    """Names of the shared libraries ``path`` links against (PyInstaller's own reader)."""
    bindepend = importlib.import_module("PyInstaller.depend.bindepend")
    names: set[str] = set()
    for name, _ in bindepend.get_imports(str(path)):
        names.add(Path(str(name)).name)
    return names


def is_binary(path: Path) -> bool:
    name = path.name
    return not path.is_symlink() and (
        name.endswith((".dll", ".pyd", ".dylib")) or ".so" in name or path.suffix == ""
    )


def check_bundle(bundle: Path, check_links: bool = True) -> list[str]:
    """What is wrong with the bundle's contents: missing files, unwanted or missing Qt parts."""
    problems: list[str] = []
    for program in {executable(bundle), cli_executable(bundle)}:
        if not program.is_file():
            problems.append(f"no program {program.name}")
    everything = list(files(bundle))
    names = {path.name for path in everything}
    relative = {path.relative_to(bundle).as_posix() for path in everything}
    for language in LANGUAGES:
        if f"_internal/schreiber/resources/translations/{NAME}_{language}.qm" not in relative:
            problems.append(f"no app/schreiber/resources/translations/{NAME}_{language}.qm")
    if "_internal/schreiber/resources/icons/schreiber-256.png" not in relative:
        problems.append("no window icon app/schreiber/resources/icons/schreiber-256.png")
    for language in ("de", "ja"):
        if f"qtbase_{language}.qm" not in names:
            problems.append(f"no Qt catalogue qtbase_{language}.qm")
    stems = {name.removeprefix("lib").split(".")[0] for name in names}
    for plugin in PLATFORM_PLUGINS:
        if plugin not in stems:
            problems.append(f"no platform plugin {plugin}")
    unused = sorted(name for name in names if UNUSED_QT.match(name))
    if unused:
        problems.append(f"Qt libraries the app does not use: {', '.join(unused)}")
    forbidden = sorted(name for name in names if FORBIDDEN_LIBRARY.match(name))
    if forbidden:
        problems.append(f"libraries no bundle may carry (the GTK stack): {', '.join(forbidden)}")
    parts = {part for path in relative for part in path.split("/")}
    if not parts & {"psycopg_binary", "psycopg_c"}:
        problems.append(
            "no PostgreSQL driver (psycopg) for a club's database:"
            " pip install -e '.[package]' brings it"
        )
    if any(part in {"tkinter", "_tkinter"} for path in relative for part in path.split("/")):
        problems.append("tkinter is in the bundle")
    if check_links:
        for path in everything:
            if "PySide6" not in path.parts or not is_binary(path):
                continue
            for library in sorted(linked_libraries(path)):
                if QT_LIBRARY.match(library) and library not in names:
                    problems.append(f"{path.name} needs {library}, which is not in the bundle")
    return problems


# ----------------------------------------------------------------------- smoke


def smoke_environment(folder: Path) -> dict[str, str]:
    """The environment of a smoke run: offscreen, data and settings in ``folder``."""
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        SCHREIBER_EXIT_AFTER_PAINT="1",
        SCHREIBER_DATA_DIR=str(folder / "data"),
        XDG_CONFIG_HOME=str(folder / "config"),
    )
    return env


def start_window(program: Sequence[str], folder: Path) -> float:
    """Start the window until its first paint; returns the seconds it took."""
    start = time.perf_counter()
    try:
        result = subprocess.run(
            [*program],
            env=smoke_environment(folder),
            cwd=folder,
            capture_output=True,
            text=True,
            timeout=PAINT_TIMEOUT_S,
            check=False,
        )
    except subprocess.TimeoutExpired as error:
        raise BuildError(f"the window did not paint within {PAINT_TIMEOUT_S:.0f} s") from error
    elapsed = time.perf_counter() - start
    if result.returncode != 0 or "painted" not in result.stdout.split():
        raise BuildError(
            f"the window failed (exit status {result.returncode}, output {result.stdout!r}):\n"
            f"{result.stderr.strip()}"
        )
    if "Traceback" in result.stderr:
        raise BuildError(f"the window printed an error:\n{result.stderr.strip()}")
    return elapsed


def run_command(
    program: Sequence[str], args: Sequence[str], folder: Path, stdin: object = None
) -> object:
    """``schreiber ARGS`` with ``stdin`` as JSON; returns its JSON output."""
    try:
        result = subprocess.run(
            [*program, *args],
            input=None if stdin is None else json.dumps(stdin),
            env=smoke_environment(folder),
            cwd=folder,
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=COMMAND_TIMEOUT_S,
            check=False,
        )
    except subprocess.TimeoutExpired as error:
        raise BuildError(
            f"schreiber {' '.join(args)} took over {COMMAND_TIMEOUT_S:.0f} s"
        ) from error
    if result.returncode != 0:
        raise BuildError(
            f"schreiber {' '.join(args)} failed (exit status {result.returncode}):\n"
            f"{result.stderr.strip()}"
        )
    if args == ["--version"]:
        return result.stdout.strip()
    try:
        return json.loads(result.stdout)
    except json.JSONDecodeError as error:
        raise BuildError(
            f"schreiber {' '.join(args)} printed no JSON: {result.stdout!r}"
        ) from error


def check_commands(program: Sequence[str], folder: Path) -> None:
    """The headless commands, as a user runs them, with their answers checked."""
    shown = run_command(program, ["--version"], folder)
    if shown != f"{NAME} {version()}":
        raise BuildError(f"schreiber --version says {shown!r}, not {NAME} {version()}")
    score = run_command(program, ["score", "-"], folder, SCORE_REQUEST)
    if not isinstance(score, dict) or score.get("scores") != SCORE_EXPECTED:
        raise BuildError(f"schreiber score - answered {score!r}")
    replay = run_command(program, ["replay", "-"], folder, CRESCENDO_SESSION)
    if not isinstance(replay, dict) or not replay:
        raise BuildError(f"schreiber replay - answered {replay!r}")
    workbook = folder / "evening.xlsx"
    written = run_command(
        program,
        ["export", "-", str(workbook), "--language", "de", "--rate", "0.05"],
        folder,
        SCHAFKOPF_SESSION,
    )
    if written != {"written": str(workbook)} or not workbook.is_file():
        raise BuildError(f"schreiber export wrote no workbook: {written!r}")
    back = run_command(program, ["import", str(workbook)], folder)
    if not isinstance(back, dict) or len(back.get("deals", [])) != SCHAFKOPF_DEALS:
        raise BuildError(f"schreiber import of the workbook answered {back!r}")


def start_window_status(program: Path, folder: Path) -> None:
    """Start the window of ``program`` until its first paint; only its exit status counts."""
    try:
        result = subprocess.run(
            [str(program)],
            env=smoke_environment(folder),
            cwd=folder,
            timeout=PAINT_TIMEOUT_S,
            check=False,
        )
    except subprocess.TimeoutExpired as error:
        raise BuildError(f"{program.name} did not paint within {PAINT_TIMEOUT_S:.0f} s") from error
    if result.returncode != 0:
        raise BuildError(f"{program.name} failed (exit status {result.returncode})")


def smoke(bundle: Path) -> float:
    """Start the built window and run the frozen commands; returns the window's seconds."""
    with tempfile.TemporaryDirectory(prefix="schreiber-smoke-") as name:
        folder = Path(name)
        elapsed = start_window([str(cli_executable(bundle))], folder)
        if IS_WINDOWS:  # the windowed program has no standard output: its exit status
            start_window_status(executable(bundle), folder)
        check_commands([str(cli_executable(bundle))], folder)
    return elapsed


# --------------------------------------------------------------------- install


def install_linux(bundle: Path, prefix: Path) -> list[Path]:
    """Install the bundle under ``prefix`` (e.g. ~/.local or /usr/local); returns what was written.

    ``prefix/lib/schreiber/`` gets the bundle, ``prefix/bin/schreiber`` links to
    it, and the menu entry, the session files' MIME type, the AppStream file and
    the icons go to ``prefix/share``. The menu entry starts the installed program
    by its path.
    """
    if not executable(bundle).is_file():
        raise BuildError(f"no bundle in {bundle}: build it first")
    written: list[Path] = []
    target = prefix / "lib" / NAME
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(bundle, target, symlinks=True)
    written.append(target)
    link = prefix / "bin" / NAME
    link.parent.mkdir(parents=True, exist_ok=True)
    if link.is_symlink() or link.exists():
        link.unlink()
    link.symlink_to(os.path.relpath(target / NAME, link.parent))
    written.append(link)
    desktop = prefix / "share" / "applications" / f"{APP_ID}.desktop"
    desktop.parent.mkdir(parents=True, exist_ok=True)
    entry = (LINUX_DIR / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    entry = re.sub(r"^(Exec|TryExec)=schreiber", rf"\1={link.absolute()}", entry, flags=re.M)
    desktop.write_text(entry, encoding="utf-8")
    written.append(desktop)
    # The session files' type (*.schreiber.json), which the menu entry opens.
    mime = prefix / "share" / "mime" / "packages" / f"{APP_ID}.xml"
    mime.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(LINUX_DIR / "schreiber-mime.xml", mime)
    written.append(mime)
    updater = shutil.which("update-mime-database")
    if updater is not None:  # the desktop learns the type at once (else at its next update)
        subprocess.run([updater, str(mime.parent.parent)], capture_output=True, check=False)
    metainfo = prefix / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
    metainfo.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(LINUX_DIR / f"{APP_ID}.metainfo.xml", metainfo)
    written.append(metainfo)
    icons = prefix / "share" / "icons" / "hicolor"
    for png in sorted(ICON_DIR.glob(f"{NAME}-*.png")):
        size = png.stem.rsplit("-", 1)[1]
        icon = icons / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        icon.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(png, icon)
        written.append(icon)
    svg = icons / "scalable" / "apps" / f"{APP_ID}.svg"
    svg.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ICON_DIR / f"{NAME}.svg", svg)
    written.append(svg)
    return written


def archive(bundle: Path) -> Path:
    """``dist/schreiber-<version>-<platform>.tar.gz`` (a .zip on Windows) of the bundle."""
    base = bundle.parent / f"{NAME}-{version()}-{sys.platform}-{platform.machine().lower()}"
    kind = "zip" if IS_WINDOWS else "gztar"
    return Path(shutil.make_archive(str(base), kind, bundle.parent, bundle.name))


# ------------------------------------------------------------------------ main


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python packaging/build.py", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="default: dist/")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="default: build/")
    parser.add_argument("--no-build", action="store_true", help="use the bundle already in --dist")
    parser.add_argument(
        "--smoke", action="store_true", help="check the bundle and start it offscreen"
    )
    parser.add_argument("--archive", action="store_true", help="pack the bundle into one file")
    parser.add_argument(
        "--install", type=Path, metavar="PREFIX", help="Linux: install under PREFIX"
    )
    args = parser.parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()
    bundle = dist / NAME
    try:
        if not args.no_build:
            start = time.perf_counter()
            print("+ python -m schreiber.ui.i18n", flush=True)
            build_translations()
            print(f"+ pyinstaller {SPEC.relative_to(ROOT)} → {bundle}", flush=True)
            run_pyinstaller(dist, work)
            print(f"built in {time.perf_counter() - start:.0f} s", flush=True)
        if not executable(bundle).is_file():
            raise BuildError(f"no bundle in {bundle}: build it first")
        print(f"bundle: {bundle} ({mib(bundle_size(bundle))})", flush=True)
        if args.smoke:
            start = time.perf_counter()
            problems = check_bundle(bundle)
            if problems:
                raise BuildError("the bundle is not as it must be:\n  " + "\n  ".join(problems))
            painted = smoke(bundle)
            print(
                f"smoke test passed in {time.perf_counter() - start:.1f} s"
                f" (window painted after {painted:.1f} s)",
                flush=True,
            )
        if args.archive:
            packed = archive(bundle)
            print(f"archive: {packed} ({mib(packed.stat().st_size)})", flush=True)
        if args.install:
            if IS_WINDOWS or IS_MACOS:
                raise BuildError("--install is for Linux; elsewhere copy the folder")
            for path in install_linux(bundle, args.install.expanduser().resolve()):
                print(f"installed {path}", flush=True)
    except BuildError as error:
        print(f"build.py: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
