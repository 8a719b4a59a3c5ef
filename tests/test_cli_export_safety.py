"""Exports never overwrite what they should not, and fail without a traceback (issue 18).

``schreiber export FILE OUT`` and the window's File → Export write through
:mod:`schreiber.io.safe_write`: a folder, a symbolic link, a named pipe, a device or a
read-only file is refused by name with exit status 2; an existing file is
replaced whole, keeping its permissions; a write that fails (a full disk, a
file-size limit) leaves nothing behind and prints one line. ``export FILE -``
writes the workbook to standard output. ``schreiber FILE`` opens a session file
or an exported workbook in the window.
"""

from __future__ import annotations

import json
import os
import pty
import stat
import subprocess
import sys
from pathlib import Path
from typing import IO

import openpyxl
import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from schreiber.cli import build_parser, command_names, file_to_open, main
from schreiber.io.safe_write import WriteError, check_target, write_file
from schreiber.io.workbook import read_workbook
from schreiber.store.database import Store
from schreiber.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[1]
POSIX = os.name == "posix"
AS_ROOT = POSIX and os.geteuid() == 0
posix_only = pytest.mark.skipif(not POSIX, reason="FIFOs, devices, modes and limits are POSIX")

SESSION: dict[str, object] = {
    "format": "schreiber-session",
    "version": 1,
    "game": "doppelkopf",
    "title": "Donnerstagsrunde",
    "date": "2026-11-19",
    "players": ["Anna", "Ben", "Cem", "Dora"],
    "first_dealer": "Anna",
    "rules": {"preset": "standard"},
    "deals": [
        {"type": "normal", "re": ["Anna", "Ben"], "re_points": 130},
        {"type": "normal", "re": ["Cem", "Dora"], "re_points": 90},
    ],
}
OLD = b"last week's workbook"


@pytest.fixture
def session_file(tmp_path: Path) -> Path:
    path = tmp_path / "evening.schreiber.json"
    path.write_text(json.dumps(SESSION), encoding="utf-8")
    return path


def export(
    *args: str, stdout: int | IO[bytes] = subprocess.PIPE, stdin_bytes: bytes | None = None
) -> subprocess.CompletedProcess[bytes]:
    """``schreiber export ARGS`` in a process of its own; standard error is captured."""
    return subprocess.run(
        [sys.executable, "-m", "schreiber", "export", *args],
        input=stdin_bytes,
        stdout=stdout,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        check=False,
        timeout=120,
    )


def refused_line(result: subprocess.CompletedProcess[bytes]) -> str:
    """The one line a refused export prints; exit status 2, nothing on standard output."""
    err = result.stderr.decode()
    assert result.returncode == 2, err
    assert result.stdout == b""
    assert "Traceback" not in err and "Exception ignored" not in err, err
    assert err.count("\n") == 1, err
    return err.strip()


def names(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


# --- refused targets ----------------------------------------------------------------------


@posix_only
def test_a_symbolic_link_is_refused_and_its_file_kept(tmp_path: Path, session_file: Path) -> None:
    real = tmp_path / "real.xlsx"
    real.write_bytes(OLD)
    link = tmp_path / "evening.xlsx"
    link.symlink_to(real)
    line = refused_line(export(str(session_file), str(link)))
    assert line == (
        f"schreiber: {link}: cannot write: it is a symbolic link, and Schreiber does not"
        " write through links; give the file's own name or a new one"
    )
    assert link.is_symlink() and real.read_bytes() == OLD
    assert names(tmp_path) == ["evening.schreiber.json", "evening.xlsx", "real.xlsx"]


@posix_only
def test_a_dangling_link_is_refused_too(tmp_path: Path, session_file: Path) -> None:
    link = tmp_path / "evening.xlsx"
    link.symlink_to(tmp_path / "nowhere.xlsx")
    assert "is a symbolic link" in refused_line(export(str(session_file), str(link)))
    assert not (tmp_path / "nowhere.xlsx").exists()


def test_a_folder_is_refused(tmp_path: Path, session_file: Path) -> None:
    folder = tmp_path / "taken.xlsx"
    folder.mkdir()
    line = refused_line(export(str(session_file), str(folder)))
    assert (
        line == f"schreiber: {folder}: cannot write: it is a folder, not a file; give a file name"
    )
    assert list(folder.iterdir()) == []
    trailing = f"{tmp_path / 'new'}{os.sep}"
    assert "it is a folder" in refused_line(export(str(session_file), trailing))
    assert names(tmp_path) == ["evening.schreiber.json", "taken.xlsx"]


@posix_only
def test_a_fifo_is_refused_without_blocking(tmp_path: Path, session_file: Path) -> None:
    """Opening a FIFO for writing would wait for a reader for ever; it is not even opened."""
    fifo = tmp_path / "evening.xlsx"
    os.mkfifo(fifo)
    line = refused_line(export(str(session_file), str(fifo)))
    assert line == f"schreiber: {fifo}: cannot write: it is a named pipe (FIFO), not a file"
    assert stat.S_ISFIFO(fifo.lstat().st_mode)


@posix_only
def test_a_device_is_refused(session_file: Path) -> None:
    line = refused_line(export(str(session_file), os.devnull))
    assert line == f"schreiber: {os.devnull}: cannot write: it is a device, not a file"


@posix_only
def test_a_read_only_file_is_refused_even_for_root(tmp_path: Path, session_file: Path) -> None:
    """Root could write it; a file marked read-only for everyone is still left alone."""
    target = tmp_path / "evening.xlsx"
    target.write_bytes(OLD)
    target.chmod(0o444)
    line = refused_line(export(str(session_file), str(target)))
    assert line == (
        f"schreiber: {target}: cannot write: it is read-only, and Schreiber does not overwrite"
        " it; give another name, or make the file writable first"
    )
    assert target.read_bytes() == OLD and stat.S_IMODE(target.stat().st_mode) == 0o444
    assert names(tmp_path) == ["evening.schreiber.json", "evening.xlsx"]


def test_a_missing_folder_is_named(tmp_path: Path, session_file: Path) -> None:
    target = tmp_path / "no" / "such" / "evening.xlsx"
    line = refused_line(export(str(session_file), str(target)))
    assert line == (f"schreiber: {target}: cannot write: the folder {target.parent} does not exist")
    assert not (tmp_path / "no").exists()


def test_check_target_in_process(tmp_path: Path) -> None:
    assert check_target(tmp_path / "new.xlsx") is None
    existing = tmp_path / "old.xlsx"
    existing.write_bytes(OLD)
    status = check_target(existing)
    assert status is not None and status.st_size == len(OLD)
    with pytest.raises(WriteError) as caught:
        check_target(tmp_path)
    error = caught.value
    assert isinstance(error, OSError)  # callers that catch OSError catch it too
    assert (error.path, error.params) == (str(tmp_path), {})
    assert str(error) == f"{tmp_path}: cannot write: {error.why}"


# --- replacing a file ---------------------------------------------------------------------


@posix_only
def test_an_existing_file_is_replaced_whole_keeping_its_permissions(
    tmp_path: Path, session_file: Path
) -> None:
    target = tmp_path / "evening.xlsx"
    target.write_bytes(OLD)
    target.chmod(0o604)
    if AS_ROOT:
        os.chown(target, 1234, 5678)  # only root may; the new file is given the same owner
    before = target.stat()
    result = export(str(session_file), str(target))
    assert result.returncode == 0, result.stderr.decode()
    assert json.loads(result.stdout) == {"written": str(target)}
    after = target.stat()
    assert after.st_ino != before.st_ino  # a new file moved into place, not rewritten
    assert stat.S_IMODE(after.st_mode) == 0o604
    assert (after.st_uid, after.st_gid) == (before.st_uid, before.st_gid)
    assert read_workbook(target)["title"] == "Donnerstagsrunde"
    assert names(tmp_path) == ["evening.schreiber.json", "evening.xlsx"]  # no temporary left


def test_write_file_keeps_the_old_file_when_the_write_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "evening.xlsx"
    target.write_bytes(OLD)

    def no_room(handle: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", no_room)
    with pytest.raises(WriteError) as caught:
        write_file(target, b"new bytes")
    assert str(caught.value) == f"{target}: cannot write: No space left on device"
    assert target.read_bytes() == OLD
    assert names(tmp_path) == ["evening.xlsx"]


# --- failing writes: no traceback ------------------------------------------------------------

LIMITED = """
import resource, signal, sys
from schreiber.cli import main
# Past the limit the write fails with EFBIG instead of the signal ending the process.
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))
sys.exit(main(sys.argv[1:]))
"""


@posix_only
@pytest.mark.parametrize("existing", [False, True])
def test_a_file_size_limit_fails_in_one_line(
    tmp_path: Path, session_file: Path, existing: bool
) -> None:
    """A disk that fills up mid-write, simulated by a 4 KiB limit on file sizes."""
    target = tmp_path / "evening.xlsx"
    if existing:
        target.write_bytes(OLD)
    result = subprocess.run(
        [sys.executable, "-c", LIMITED, "export", str(session_file), str(target)],
        capture_output=True,
        cwd=ROOT,
        check=False,
        timeout=120,
    )
    line = refused_line(result)
    assert line == f"schreiber: {target}: cannot write: File too large"
    assert "ZipFile.__del__" not in result.stderr.decode()
    if existing:
        assert target.read_bytes() == OLD
        assert names(tmp_path) == ["evening.schreiber.json", "evening.xlsx"]
    else:
        assert names(tmp_path) == ["evening.schreiber.json"]


# --- standard output ------------------------------------------------------------------------


def test_export_to_standard_output(tmp_path: Path, session_file: Path) -> None:
    out = tmp_path / "piped.xlsx"
    with out.open("wb") as stdout:
        result = export(str(session_file), "-", "--language", "de", stdout=stdout)
    assert result.returncode == 0, result.stderr
    assert result.stderr == b""
    assert out.read_bytes().startswith(b"PK\x03\x04")
    assert read_workbook(out) == read_workbook_of(tmp_path, session_file)


def read_workbook_of(tmp_path: Path, session_file: Path) -> dict[str, object]:
    written = tmp_path / "written.xlsx"
    assert main(["export", str(session_file), str(written), "--language", "de"]) == 0
    return read_workbook(written)


def test_standard_input_to_standard_output(tmp_path: Path, session_file: Path) -> None:
    out = tmp_path / "piped.xlsx"
    with out.open("wb") as stdout:
        result = export("-", "-", stdout=stdout, stdin_bytes=session_file.read_bytes())
    assert result.returncode == 0, result.stderr
    assert read_workbook(out)["players"] == SESSION["players"]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
def test_a_full_standard_output_fails_in_one_line(session_file: Path) -> None:
    with open("/dev/full", "wb") as full:
        result = export(str(session_file), "-", stdout=full)
    err = result.stderr.decode()
    assert result.returncode == 2, err
    assert err == "schreiber: standard output: cannot write the workbook: No space left on device\n"


@posix_only
def test_a_terminal_is_not_sent_a_workbook(session_file: Path) -> None:
    leader, follower = pty.openpty()
    try:
        result = export(str(session_file), "-", stdout=follower)
    finally:
        os.close(follower)
        os.close(leader)
    err = result.stderr.decode()
    assert result.returncode == 2, err
    assert err.startswith("schreiber: standard output is a terminal") and err.count("\n") == 1


# --- the workbook's properties -----------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_the_workbook_says_what_it_is(tmp_path: Path, session_file: Path, language: str) -> None:
    target = tmp_path / "evening.xlsx"
    assert main(["export", str(session_file), str(target), "--language", language]) == 0
    properties = openpyxl.load_workbook(target, read_only=True).properties
    assert properties.title == "Donnerstagsrunde"
    assert properties.creator == "Schreiber"
    assert properties.lastModifiedBy == "Schreiber"
    assert properties.language == language


# --- the window's export goes the same way ---------------------------------------------------


@posix_only
def test_the_windows_export_refuses_a_link_in_the_users_words(
    qtbot: QtBot, tmp_path: Path, shown: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    real = tmp_path / "real.xlsx"
    real.write_bytes(OLD)
    link = tmp_path / "evening.xlsx"
    link.symlink_to(real)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(link), ""))
    with Store(tmp_path / "schreiber.sqlite3") as store:
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(store, settings)
        qtbot.addWidget(window)
        window.controller.create(SESSION)
        window.files.export_workbook()
        assert shown == [
            f"{link} could not be written: it is a symbolic link, and Schreiber does not"
            " write through links; give the file's own name or a new one"
        ]
        assert real.read_bytes() == OLD and link.is_symlink()
        window.close()


# --- schreiber FILE ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["evening.json"], "evening.json"),
        (["Evening.XLSX"], "Evening.XLSX"),
        (["--data-dir", "d", "evening.json"], "evening.json"),
        (["--data-dir=d", "evening.json"], "evening.json"),
        (["--database", "sqlite:///x.db", "evening.json"], "evening.json"),
        (["--data-dir", "evening.json"], None),  # the folder's name
        (["import", "evening.json"], None),
        (["export", "evening.json", "out.xlsx"], None),
        (["score"], None),
        (["notes.txt"], None),  # no such file, not named like one to open
        (["--version"], None),
        ([], None),
    ],
)
def test_which_argument_is_a_file_to_open(args: list[str], expected: str | None) -> None:
    assert file_to_open(args, command_names(build_parser())) == expected


def test_command_names_are_the_parsers() -> None:
    assert {"score", "export", "import", "sessions", "show"} <= command_names(build_parser())


def open_in_window(tmp_path: Path, file: Path) -> subprocess.CompletedProcess[bytes]:
    """``schreiber --data-dir DIR FILE`` until the window's first paint."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", SCHREIBER_EXIT_AFTER_PAINT="1")
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    return subprocess.run(
        [sys.executable, "-m", "schreiber", "--data-dir", str(tmp_path / "data"), str(file)],
        capture_output=True,
        cwd=tmp_path,
        env=env | {"PYTHONPATH": str(ROOT)},
        check=False,
        timeout=120,
    )


def stored_sessions(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> list[dict[str, object]]:
    capsys.readouterr()
    assert main(["--data-dir", str(tmp_path / "data"), "sessions"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert isinstance(listed, list)
    return listed


@pytest.mark.parametrize("kind", ["session file", "workbook"])
def test_a_file_given_on_the_command_line_is_opened(
    tmp_path: Path, session_file: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    file = session_file
    if kind == "workbook":
        file = tmp_path / "evening.xlsx"
        assert main(["export", str(session_file), str(file)]) == 0
    result = open_in_window(tmp_path, file)
    assert result.returncode == 0, result.stderr.decode()
    assert result.stdout.decode().split()[-1] == "painted"
    assert "Traceback" not in result.stderr.decode()
    [stored] = stored_sessions(tmp_path, capsys)
    # An imported evening says where it came from (issue 27 §5).
    title = f"Donnerstagsrunde (imported from {file.name})"
    assert (stored["title"], stored["deals"]) == (title, 2)


def test_a_missing_file_is_named_and_no_window_opens(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "gone.schreiber.json"
    assert main(["--data-dir", str(tmp_path / "data"), str(missing)]) == 2
    assert (
        capsys.readouterr().err == f"schreiber: {missing}: cannot open: the file does not exist\n"
    )
    assert not (tmp_path / "data").exists()
