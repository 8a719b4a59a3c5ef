"""Which store a URL, a data folder and the environment name (schreiber.store.locate)."""

from __future__ import annotations

from pathlib import Path

import pytest

from schreiber.store.database import DATA_DIR_ENV, DEFAULT_FILENAME, data_folder
from schreiber.store.locate import DATABASE_ENV, database_url, open_store


def test_the_command_line_wins_over_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(DATABASE_ENV, "postgresql://nobody@127.0.0.1:1/none")
    assert database_url("sqlite:///x.db", str(tmp_path)) == "sqlite:///x.db"
    assert database_url(None, str(tmp_path)) is None  # an explicit folder: its file
    assert database_url(None, None) == "postgresql://nobody@127.0.0.1:1/none"
    # open_store with a folder opens that folder's file, never the server named above.
    with open_store(None, str(tmp_path)) as store:
        assert store.path == tmp_path / DEFAULT_FILENAME


def test_the_data_folder_comes_from_the_option_then_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "env"))
    assert data_folder(str(tmp_path / "given")) == tmp_path / "given"
    assert data_folder() == tmp_path / "env"
    monkeypatch.delenv(DATA_DIR_ENV)
    assert data_folder().name  # the user's data folder (platformdirs)
