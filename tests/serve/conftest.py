"""The phones' server and page (issue 29): a real server on loopback, a real store,
and Debian's chromium driven by Selenium through its own chromedriver
(``Service(executable_path=…)``: Selenium Manager downloads nothing)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from schreiber.serve.server import PhoneServer, Target
from schreiber.session.file import parse_session
from schreiber.session.service import create_session
from schreiber.store.core import StoreCore
from schreiber.store.database import Store
from scripts.samples import doppelkopf_evening

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
WAIT_S = 30.0
"""A safety net for waiting on the page (a wait ends the moment the change shows);
the speed itself is measured by ``benchmarks/bench_serve.py``."""


@pytest.fixture
def database(tmp_path: Path) -> Path:
    """A SQLite file with the sample Doppelkopf evening as session 1."""
    path = tmp_path / "data" / "schreiber.sqlite3"
    with Store(path) as store:
        assert create_session(store, parse_session(doppelkopf_evening())) == 1
    return path


@pytest.fixture
def serve() -> Iterator[Callable[..., PhoneServer]]:
    """Starts servers on loopback (``serve(open_store, target)``); stops them after."""
    started: list[PhoneServer] = []

    def start(
        open_store: Callable[[], StoreCore], target: Target | None = None, **options: object
    ) -> PhoneServer:
        server = PhoneServer(
            open_store,
            target or Target("session", 1),
            bind="127.0.0.1",
            **options,  # type: ignore[arg-type]
        )
        server.start()
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


@pytest.fixture
def server(database: Path, serve: Callable[..., PhoneServer]) -> PhoneServer:
    return serve(lambda: Store(database, writer="phones"))


def _has_chromium() -> bool:
    return os.access(CHROMIUM, os.X_OK) and os.access(CHROMEDRIVER, os.X_OK)


@pytest.fixture
def browser() -> Iterator[Callable[..., object]]:
    """Starts headless chromium at 360×740 in a language (``browser("de")``)."""
    if not _has_chromium():
        if os.environ.get("CI"):
            pytest.fail("CI needs chromium and chromium-driver for these tests (.ci/run)")
        pytest.skip(
            "chromium or chromedriver is not installed (apt-get install chromium chromium-driver)"
        )
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    drivers: list[webdriver.Chrome] = []

    def start(language: str = "en", width: int = 360, height: int = 740) -> webdriver.Chrome:
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in (
            "--headless=new",
            "--no-sandbox",
            "--disable-dev-shm-usage",
            "--disable-gpu",
            f"--lang={language}",
            f"--window-size={width},{height}",
            "--force-device-scale-factor=1",
            "--hide-scrollbars",
        ):
            options.add_argument(argument)
        options.add_experimental_option("prefs", {"intl.accept_languages": language})
        driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
        drivers.append(driver)
        # A phone's screen: its width in CSS pixels, touch-sized type, no desktop window.
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True},
        )
        return driver

    yield start
    for driver in drivers:
        driver.quit()
