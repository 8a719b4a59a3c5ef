"""No test reads or writes the real home: each has its own (``own_home``), and a
guard fails the run when something was written there all the same."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.home_guard import STAND_IN, HomeSnapshot

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings


def test_the_apps_settings_and_folders_are_the_tests_own():
    QCoreApplication.setOrganizationName("Schreiber")
    QCoreApplication.setApplicationName("Schreiber")
    settings = QSettings()
    settings.setValue("window/geometry", b"somewhere")
    settings.sync()
    assert settings.fileName().startswith(os.environ["HOME"]), settings.fileName()
    import platformdirs
    data = Path(platformdirs.user_data_dir("schreiber", appauthor=False))
    data.mkdir(parents=True)
    (data / "schreiber.sqlite3").write_text("x")
    assert str(data).startswith(os.environ["HOME"])


def test_writing_into_the_real_home_fails_the_run():
    if os.environ.get("PROBE_WRITES_HOME"):
        target = Path(os.environ["{stand_in}"]) / ".config" / "Schreiber" / "Schreiber.conf"
        target.parent.mkdir(parents=True)
        target.write_text("[window]\\n")
""".replace("{stand_in}", STAND_IN)


def run_probe(tmp_path: Path, home: Path, *, writes: bool) -> subprocess.CompletedProcess[str]:
    probe = tmp_path / "test_probe.py"
    probe.write_text(PROBE)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env[STAND_IN] = str(home)
    env["HOME"] = str(home)  # what a test would write to without its own home
    env.pop("XDG_CONFIG_HOME", None)
    env.pop("XDG_DATA_HOME", None)
    if writes:
        env["PROBE_WRITES_HOME"] = "1"
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "tests.conftest",
            "-p",
            "no:cacheprovider",
            "--rootdir",
            str(tmp_path),
            str(probe),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_settings_and_data_of_a_test_stay_out_of_the_real_home(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / ".config").mkdir(parents=True)
    before = HomeSnapshot.take(home)
    done = run_probe(tmp_path, home, writes=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert before.changes(HomeSnapshot.take(home)) == []


def test_a_test_that_writes_into_the_real_home_fails_the_run(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / ".config").mkdir(parents=True)
    done = run_probe(tmp_path, home, writes=True)
    assert done.returncode != 0, done.stdout
    assert "the tests wrote into the real home" in done.stdout
    assert ".config/Schreiber/Schreiber.conf (new)" in done.stdout


def test_each_test_has_a_home_of_its_own(own_home: Path) -> None:
    from PySide6.QtCore import QSettings

    assert os.environ["HOME"] == str(own_home)
    assert QSettings().fileName().startswith(str(own_home))
