"""The phones' page in a real browser (Debian's chromium, headless, at 360×740):
it renders the sheet, follows a deal another process adds without reloading,
catches up after the network was lost, speaks the phone's language, shows a
club night, and follows a PostgreSQL database changed from another connection."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from schreiber.serve.server import PhoneServer, Target
from schreiber.serve.state import read_session, words
from schreiber.store.database import Store
from tests.hardening.cli import ROOT
from tests.serve.conftest import WAIT_S

SCREENSHOTS = ROOT / "docs" / "screenshots"
KEEP = "SCHREIBER_SCREENSHOTS"
"""Set (to 1) to write the screenshots into docs/screenshots, as they are kept."""

Browser = Callable[..., Any]
PRESENT = ["Anna", "Ben", "Chie", "Daiki", "Emi", "Fumi", "Goro", "Hana"]


def wait_for(driver: Any, condition: Callable[[Any], object]) -> Any:
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, WAIT_S, poll_frequency=0.02).until(condition)


def deal_rows(driver: Any) -> int:
    count: int = driver.execute_script("return document.querySelectorAll('#deals tr.deal').length")
    return count


def opened(driver: Any, server: PhoneServer) -> None:
    driver.get(server.url)
    wait_for(driver, lambda d: deal_rows(d) > 0)


def next_deal(database: Path) -> dict[str, object]:
    """A deal the table can play next: two who play it are Re."""
    with Store(database) as store:
        replay = read_session(store, 1).replay
    playing = [name for name in replay.players if name not in replay.next.sitting_out]
    return {"type": "normal", "re": playing[:2], "re_points": 140}


def add_by_command(database: Path, deal: dict[str, object]) -> None:
    """``schreiber add 1 -``: the real command, in a process of its own."""
    done = subprocess.run(
        [sys.executable, "-m", "schreiber", "--data-dir", str(database.parent), "add", "1", "-"],
        input=json.dumps(deal).encode(),
        capture_output=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode()


def test_the_page_renders_the_sheet(server: PhoneServer, browser: Browser, database: Path) -> None:
    driver = browser("en")
    opened(driver, server)
    with Store(database) as store:
        snapshot = read_session(store, 1)
    assert driver.find_element("id", "title").text == "Friday evening"
    names = [cell.text for cell in driver.find_elements("css selector", "#standing td.name")]
    assert sorted(names) == sorted(snapshot.replay.totals)
    headers = [cell.text for cell in driver.find_elements("css selector", "#deals thead th")]
    assert headers[1:] == list(snapshot.replay.totals)
    assert deal_rows(driver) == len(snapshot.session.deals)
    dealer = snapshot.replay.next.dealer
    assert driver.find_element("id", "line-next").text == (
        f"Deal {snapshot.replay.played + 1}: {dealer} deals"
    )
    # Nothing fetched from elsewhere, and nothing refused by the page's own policy.
    logs = driver.get_log("browser") if hasattr(driver, "get_log") else []
    assert not [entry for entry in logs if entry.get("level") == "SEVERE"], logs


def test_a_deal_added_by_another_process_shows_without_reloading(
    server: PhoneServer, browser: Browser, database: Path
) -> None:
    driver = browser("en")
    opened(driver, server)
    before = deal_rows(driver)
    driver.execute_script("window.stillTheSamePage = true;")
    add_by_command(database, next_deal(database))
    wait_for(driver, lambda d: deal_rows(d) == before + 1)
    assert driver.execute_script("return window.stillTheSamePage === true;")
    newest = driver.find_element("css selector", "#deals tr.deal").get_attribute("data-number")
    assert newest == str(before + 1)


def test_a_phone_that_lost_the_network_catches_up(
    server: PhoneServer, browser: Browser, database: Path
) -> None:
    driver = browser("en")
    opened(driver, server)
    before = deal_rows(driver)
    driver.execute_script("window.stillTheSamePage = true;")
    offline = {"offline": True, "latency": 0, "downloadThroughput": 0, "uploadThroughput": 0}
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", offline)
    # The stream breaks when the server next writes to it: a deal made while offline.
    add_by_command(database, next_deal(database))
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {**offline, "offline": False})
    wait_for(driver, lambda d: deal_rows(d) == before + 1)
    assert driver.execute_script("return window.stillTheSamePage === true;")


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_the_phones_language(
    server: PhoneServer, browser: Browser, database: Path, language: str, tmp_path: Path
) -> None:
    driver = browser(language)
    opened(driver, server)
    said = words(language)
    assert driver.execute_script("return document.documentElement.lang") == language
    assert driver.find_element("id", "standing-heading").text == said["standing"]
    with Store(database) as store:
        replay = read_session(store, 1).replay
    expected = said["next"].format(n=replay.played + 1, dealer=replay.next.dealer)
    assert driver.find_element("id", "line-next").text == expected
    if language != "en":
        assert said["next"] != words("en")["next"]  # the catalogue's, not English
    width = driver.execute_script("return document.documentElement.clientWidth")
    assert width == 360
    # The standing fits the phone: no sideways scrolling but the sheet's own.
    assert driver.execute_script("return document.body.scrollWidth") <= 360
    target = SCREENSHOTS if os.environ.get(KEEP) else tmp_path
    target.mkdir(parents=True, exist_ok=True)
    assert driver.save_screenshot(str(target / f"phone-sheet-{language}.png"))


def test_dark_when_the_phone_is_dark(server: PhoneServer, browser: Browser) -> None:
    driver = browser("en")
    opened(driver, server)
    light = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"features": [{"name": "prefers-color-scheme", "value": "dark"}]},
    )
    dark = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert light == "rgb(255, 255, 255)"
    assert dark != light


def test_a_wrong_token_is_not_found_in_the_browser(server: PhoneServer, browser: Browser) -> None:
    driver = browser("en")
    wrong = server.url.replace(server.token, "x" * len(server.token))
    driver.get(wrong)
    assert "Not found" in driver.find_element("tag name", "body").text
    assert "Friday" not in driver.page_source


def test_a_club_night(tmp_path: Path, serve: Callable[..., PhoneServer], browser: Browser) -> None:
    folder = tmp_path / "club"
    night = {
        "title": "Club night",
        "date": "2026-11-26",
        "game": "doppelkopf",
        "rules": {"preset": "standard", "options": {}},
        "present": PRESENT,
        "guests": [],
        "rounds": 2,
        "deals_per_round": 24,
        "draw": "random",
        "seed": 7,
    }
    made = subprocess.run(
        [sys.executable, "-m", "schreiber", "--data-dir", str(folder), "night", "create", "-"],
        input=json.dumps(night).encode(),
        capture_output=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert made.returncode == 0, made.stderr.decode()
    night_id = int(json.loads(made.stdout)["id"])
    database = folder / "schreiber.sqlite3"
    server = serve(lambda: Store(database, writer="phones"), Target("night", night_id))
    driver = browser("de")
    driver.get(server.url)
    wait_for(d := driver, lambda d: len(d.find_elements("css selector", ".tables li")) == 2)
    assert d.find_element("id", "title").text == "Club night"
    names = [cell.text for cell in d.find_elements("css selector", "#standing td.name")]
    assert sorted(names) == sorted(PRESENT)
    heads = [cell.text for cell in d.find_elements("css selector", ".tables .head")]
    assert heads == [words("de")["table"].format(n=n) for n in (1, 2)]


def test_postgresql_a_change_from_another_connection_reaches_the_page(
    postgres_url: str, serve: Callable[..., PhoneServer], browser: Browser
) -> None:
    from schreiber.session.file import parse_session
    from schreiber.session.service import SessionService, create_session
    from schreiber.store.locate import open_store
    from scripts.samples import doppelkopf_evening

    with open_store(postgres_url, writer="laptop") as store:
        session_id = create_session(store, parse_session(doppelkopf_evening()))
    server = serve(lambda: open_store(postgres_url, writer="phones"), Target("session", session_id))
    driver = browser("en")
    opened(driver, server)
    before = deal_rows(driver)
    with open_store(postgres_url, writer="another laptop") as store:
        service = SessionService(store, session_id)
        replay = service.replay
        playing = [name for name in replay.players if name not in replay.next.sitting_out]
        service.add_deal({"type": "normal", "re": playing[:2], "re_points": 121})
    wait_for(driver, lambda d: deal_rows(d) == before + 1)
