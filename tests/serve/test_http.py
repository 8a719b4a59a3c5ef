"""The phones' server as a plain HTTP client sees it: the token, read-only, bounds."""

from __future__ import annotations

import http.client
import json
import logging
import socket
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from schreiber.serve import server as serving
from schreiber.serve.server import NOT_FOUND, PhoneServer, Target, lan_address
from schreiber.serve.state import language_of
from schreiber.store.database import Store


def request(
    server: PhoneServer,
    path: str,
    method: str = "GET",
    headers: dict[str, str] | None = None,
    body: bytes | None = None,
) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection(server.bind, server.port, timeout=10)
    try:
        conn.request(method, path, body=body, headers=headers or {})
        answer = conn.getresponse()
        return answer.status, dict(answer.getheaders()), answer.read()
    finally:
        conn.close()


def state_of(server: PhoneServer, language: str = "en") -> dict[str, object]:
    status, headers, body = request(
        server, f"/{server.token}/state.json", headers={"Accept-Language": language}
    )
    assert status == 200
    assert headers["Content-Type"].startswith("application/json")
    state = json.loads(body)
    assert isinstance(state, dict)
    return state


def test_the_state_is_the_sheet(server: PhoneServer) -> None:
    state = state_of(server)
    assert state["kind"] == "session"
    assert state["title"] == "Friday evening"
    assert state["players"] == ["Anna", "Ben", "Chie", "Daiki", "Emi"]
    rows = state["rows"]
    assert isinstance(rows, list) and rows
    assert rows[0]["number"] == "1"
    assert str(state["next"]).startswith("Deal ")
    assert len(state["totals"]) == 5  # type: ignore[arg-type]


WRONG_PATHS = [
    "/",
    "/state.json",
    "/events",
    "/index.html",
    "/favicon.ico",
    "/{wrong}/",
    "/{wrong}/state.json",
    "/{wrong}/events",
    "/{short}/state.json",
    "/{upper}/state.json",
    "/x/{token}/state.json",
    "/{token}x/state.json",
    "/{token}/other",
    "/{token}/state.json/x",
    "/{token}/../{token}/secret",
]


@pytest.mark.parametrize("method", ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"])
def test_without_the_token_every_path_is_not_found(server: PhoneServer, method: str) -> None:
    token = server.token
    wrong = "A" * len(token) if token != "A" * len(token) else "B" * len(token)
    for pattern in WRONG_PATHS:
        path = pattern.format(token=token, wrong=wrong, short=token[:-1], upper=token.swapcase())
        status, headers, body = request(server, path, method)
        assert status == 404, (method, path)
        if method != "HEAD":
            assert body == NOT_FOUND, path  # the same answer as any unknown path
        assert headers["X-Content-Type-Options"] == "nosniff"


def test_the_token_carries_128_bits(
    server: PhoneServer, database: Path, serve: Callable[..., PhoneServer]
) -> None:
    import base64

    assert len(base64.urlsafe_b64decode(server.token + "==")) == 16
    other = serve(lambda: Store(database, writer="phones"))
    assert other.token != server.token


def test_a_post_changes_nothing(server: PhoneServer, database: Path) -> None:
    before = state_of(server)
    with Store(database) as store:
        stored = store.sessions.load_session(1)
    for path in ("", "state.json", "events"):
        for method in ("POST", "PUT", "PATCH", "DELETE"):
            body = json.dumps({"type": "normal", "re": ["Anna", "Ben"], "re_points": 200})
            status, headers, _ = request(
                server, f"/{server.token}/{path}", method, body=body.encode()
            )
            assert status == 405, (method, path)
            assert headers["Allow"] == "GET, HEAD"
    with Store(database) as store:
        assert store.sessions.load_session(1) == stored
    after = state_of(server)
    assert after["rows"] == before["rows"] and after["version"] == before["version"]


def test_a_get_with_a_body_is_refused(server: PhoneServer) -> None:
    status, _, _ = request(server, f"/{server.token}/state.json", body=b"x" * 10)
    assert status == 413


def test_requests_are_bounded(server: PhoneServer) -> None:
    status, _, _ = request(server, f"/{server.token}/state.json?" + "a" * 5000)
    assert status in (400, 414)
    status, _, _ = request(server, f"/{server.token}/", headers={"X-Long": "b" * 5000})
    assert status in (400, 431)
    many = {f"X-{number}": "1" for number in range(100)}
    status, _, _ = request(server, f"/{server.token}/", headers=many)
    assert status in (400, 431)


def test_the_page_and_its_security_headers(server: PhoneServer) -> None:
    status, headers, body = request(server, f"/{server.token}/")
    assert status == 200
    assert headers["Content-Type"].startswith("text/html")
    policy = headers["Content-Security-Policy"]
    assert policy.startswith("default-src 'self';")
    assert "'unsafe-inline'" not in policy
    assert headers["Referrer-Policy"] == "no-referrer"
    assert headers["X-Content-Type-Options"] == "nosniff"
    page = body.decode()
    # Nothing from elsewhere: no address but its own.
    for outside in ("http://", "https://", "//fonts", "@import", "src="):
        assert outside not in page, outside


def test_connections_are_bounded(database: Path, serve: Callable[..., PhoneServer]) -> None:
    server = serve(lambda: Store(database, writer="phones"), most_clients=2)
    streams = []
    for _ in range(2):
        conn = http.client.HTTPConnection(server.bind, server.port, timeout=10)
        conn.request("GET", f"/{server.token}/events")
        answer = conn.getresponse()
        assert answer.status == 200
        assert answer.readline() == b"event: state\n"  # the stream is open and held
        streams.append(conn)
    status, _, _ = request(server, f"/{server.token}/state.json")
    assert status == 503
    streams.pop().close()
    status, deadline = 503, time.monotonic() + 30
    while status == 503 and time.monotonic() < deadline:  # the slot is free at once
        status, _, _ = request(server, f"/{server.token}/state.json")
    assert status == 200
    for conn in streams:
        conn.close()


def test_the_token_is_never_logged(
    database: Path, serve: Callable[..., PhoneServer], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    server = serve(lambda: Store(database, writer="phones"))
    for path in (
        f"/{server.token}/",
        f"/{server.token}/state.json",
        f"/{server.token}/x",
        "/nothing",
    ):
        request(server, path)
        request(server, path, "POST")
    server.stop()
    assert server.token not in caplog.text


def test_stop_closes_the_port(server: PhoneServer) -> None:
    address = (server.bind, server.port)
    state_of(server)
    server.stop()
    assert server.stopped.is_set()
    with pytest.raises(OSError), socket.create_connection(address, timeout=5):
        pass


def test_binds_the_lan_address_by_default_never_all(database: Path) -> None:
    server = PhoneServer(lambda: Store(database, writer="phones"), Target("session", 1))
    assert server.bind == lan_address()
    assert server.bind != "0.0.0.0"
    server.start()
    try:
        assert server.url.startswith(f"http://{server.bind}:{server.port}/{server.token}/")
    finally:
        server.stop()


def test_serves_only_its_session(database: Path, serve: Callable[..., PhoneServer]) -> None:
    from schreiber.session.file import parse_session
    from schreiber.session.service import create_session
    from scripts.samples import crescendo_evening

    with Store(database) as store:
        other = create_session(store, parse_session(crescendo_evening()))
    first = serve(lambda: Store(database, writer="phones"), Target("session", 1))
    assert state_of(first)["title"] == "Friday evening"
    for path in (
        f"/{first.token}/{other}/state.json",
        f"/{first.token}/state.json?session={other}",
    ):
        status, _, body = request(first, path)
        assert status == 404 or json.loads(body)["title"] == "Friday evening"


@pytest.mark.parametrize(
    ("header", "language"),
    [
        ("ja,en-US;q=0.9", "ja"),
        ("de-DE,de;q=0.9,en;q=0.8", "de"),
        ("fr-FR,fr;q=0.9,de;q=0.5,ja;q=0.4", "de"),
        ("en;q=0.5,ja;q=0.8", "ja"),
        ("fr", "en"),
        ("", "en"),
        ("ja;q=0, de", "de"),
        ("de;q=x", "en"),
    ],
)
def test_the_phones_language(header: str, language: str) -> None:
    assert language_of(header) == language


def test_lan_address_sends_nothing_and_falls_back() -> None:
    address = lan_address()
    socket.inet_aton(address)  # an IPv4 address
    assert address != "0.0.0.0"
    assert serving.PROBE_ADDRESS[0].startswith("192.0.2.")  # TEST-NET-1: routed nowhere
