"""The Linux menu entry and the AppStream metadata: complete, in three languages, in step."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from schreiber import __version__
from tests.packaging.helpers import (
    APP_ID,
    DESKTOP_FILE,
    LANGUAGES,
    METAINFO_FILE,
    PROJECT_URL,
    ROOT,
    build_script,
)

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
MIME_FILE = DESKTOP_FILE.parent / "schreiber-mime.xml"
MIME_NS = "http://www.freedesktop.org/standards/shared-mime-info"
SESSION_TYPE = "application/x-schreiber-session+json"
XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def desktop_entry() -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP_FILE, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def pyproject() -> dict[str, object]:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return tomllib.load(handle)


def metainfo() -> ET.Element:
    return ET.parse(METAINFO_FILE).getroot()


def by_language(root: ET.Element, path: str) -> dict[str | None, str]:
    """The texts at ``path`` by their xml:lang (None: the English default)."""
    return {node.get(XML_LANG): " ".join((node.text or "").split()) for node in root.iterfind(path)}


def test_desktop_entry_has_every_key_in_every_language() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    assert entry["Categories"].split(";")[:2] == ["Game", "CardGame"]
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        assert entry[key].strip(), key
        for language in LANGUAGES:
            assert entry[f"{key}[{language}]"].strip(), f"{key}[{language}]"
    assert entry["GenericName[de]"] != entry["GenericName"]
    assert entry["Comment[ja]"] != entry["Comment"]
    assert "Doppelkopf" in entry["Keywords"].split(";")


def test_desktop_entry_starts_the_command_pyproject_installs() -> None:
    entry = desktop_entry()
    project = pyproject()["project"]
    assert isinstance(project, dict)
    command = entry["Exec"].split()[0]
    assert command in project["scripts"]
    assert command == build_script().NAME  # the bundle's program has the same name
    assert entry["TryExec"] == command
    # The window's X11 class is the application name app/schreiber/ui/application.py sets.
    source = (ROOT / "app" / "schreiber" / "ui" / "application.py").read_text(encoding="utf-8")
    assert f'setApplicationName("{entry["StartupWMClass"]}")' in source


def test_desktop_entry_opens_session_files_and_workbooks() -> None:
    """``Exec=schreiber %f``: the file manager hands over one file, which the window imports."""
    entry = desktop_entry()
    assert entry["Exec"] == "schreiber %f"
    types = entry["MimeType"].split(";")
    assert types[-1] == ""  # the list ends with a semicolon
    assert types[:-1] == [SESSION_TYPE, XLSX_TYPE]


def test_the_session_file_type_is_defined() -> None:
    root = ET.parse(MIME_FILE).getroot()
    assert root.tag == f"{{{MIME_NS}}}mime-info"
    [kind] = root.findall(f"{{{MIME_NS}}}mime-type")
    assert kind.get("type") == SESSION_TYPE
    [glob] = kind.findall(f"{{{MIME_NS}}}glob")
    assert glob.get("pattern") == "*.schreiber.json"
    assert int(glob.get("weight", "50")) > 50  # before plain *.json
    parent = kind.find(f"{{{MIME_NS}}}sub-class-of")
    assert parent is not None and parent.get("type") == "application/json"
    comments = by_language(kind, f"{{{MIME_NS}}}comment")
    assert set(comments) == {None, *LANGUAGES} and all(comments.values())
    icon = kind.find(f"{{{MIME_NS}}}icon")
    assert icon is not None and icon.get("name") == APP_ID


@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="no shared-mime-info")
def test_the_mime_database_takes_the_type(tmp_path: Path) -> None:
    database = tmp_path / "mime"  # XDG_DATA_HOME/mime: where the tool expects a database
    packages = database / "packages"
    packages.mkdir(parents=True)
    shutil.copyfile(MIME_FILE, packages / f"{APP_ID}.xml")
    result = subprocess.run(
        ["update-mime-database", str(database)],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "XDG_DATA_HOME": str(tmp_path)},
    )
    assert result.returncode == 0 and not result.stderr.strip(), result.stderr
    globs = (database / "globs2").read_text(encoding="utf-8").splitlines()
    assert f"60:{SESSION_TYPE}:*.schreiber.json" in globs
    assert SESSION_TYPE in (database / "types").read_text(encoding="utf-8").split()


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="no desktop-file-utils")
def test_desktop_entry_passes_desktop_file_validate() -> None:
    result = subprocess.run(
        ["desktop-file-validate", str(DESKTOP_FILE)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_names_the_app_and_its_menu_entry() -> None:
    root = metainfo()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert METAINFO_FILE.name == f"{APP_ID}.metainfo.xml"
    assert DESKTOP_FILE.name == f"{APP_ID}.desktop"
    assert root.findtext("launchable[@type='desktop-id']") == DESKTOP_FILE.name
    assert root.findtext("provides/binary") == desktop_entry()["Exec"].split()[0]
    assert root.findtext("name") == desktop_entry()["Name"]
    assert root.find("content_rating[@type='oars-1.1']") is not None


def test_metainfo_license_is_the_projects() -> None:
    project = pyproject()["project"]
    assert isinstance(project, dict)
    assert metainfo().findtext("project_license") == project["license"] == "MIT"


def test_metainfo_speaks_three_languages() -> None:
    root = metainfo()
    summaries = by_language(root, "summary")
    paragraphs = by_language(root, "description/p")
    items = [node.get(XML_LANG) for node in root.iterfind("description/ul/li")]
    for language in (None, *LANGUAGES):
        assert summaries.get(language), f"summary in {language or 'en'}"
        assert paragraphs.get(language), f"description in {language or 'en'}"
        assert items.count(language) == items.count(None), f"list items in {language or 'en'}"
    for screenshot in root.iterfind("screenshots/screenshot"):
        captions = by_language(screenshot, "caption")
        assert set(captions) == {None, *LANGUAGES}


def test_metainfo_screenshots_are_the_repositorys() -> None:
    screenshots = metainfo().findall("screenshots/screenshot")
    assert [shot.get("type") for shot in screenshots].count("default") == 1
    for shot in screenshots:
        images = shot.findall("image")
        assert images and images[0].get(XML_LANG) is None
        for image in images:
            url = image.text or ""
            assert url.startswith(PROJECT_URL), url
            path = ROOT / url.removeprefix(PROJECT_URL)
            assert path.parent == ROOT / "docs" / "screenshots" and path.is_file(), url


def test_metainfo_release_is_the_apps_version() -> None:
    releases = metainfo().findall("releases/release")
    assert releases, "no release"
    newest = releases[0]
    assert newest.get("version") == __version__ == build_script().version()
    assert newest.get("date")


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="no appstreamcli (appstream)")
def test_metainfo_passes_appstreamcli_validate() -> None:
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", "--explain", str(METAINFO_FILE)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    # Infos (an AppStream older than 1.0 does not know <developer>) and pedantic
    # remarks are fine; warnings and errors are not.
    assert not any(line.startswith(("W:", "E:")) for line in result.stdout.splitlines())
