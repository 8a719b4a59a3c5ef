"""The phones' server: one session's sheet (or one club night) as a read-only live page.

**The library.** aiohttp, on an asyncio loop of its own in one background thread
(:class:`PhoneServer`). The window's Qt event loop stays the only loop of the
main thread and never waits for a phone; the server never touches Qt. aiohttp
was chosen over the standard library's ``ThreadingHTTPServer`` because the
live page holds a connection open per phone (Server-Sent Events): asyncio keeps
50 of them as 50 small coroutines rather than 50 threads, bounds the request
line and headers in its parser (``max_line_size``, ``max_field_size``,
``max_headers``) and bodies (``client_max_size``), and stops cleanly (every
stream ended, the port closed) when asked from another thread. It is a
well-kept library with a stable ``web`` API.

**The store.** The server opens a store of its own (``open_store``: the same
SQLite file, or the same PostgreSQL server, as the window or the command) and
uses it from one worker thread only (SQLite connections stay on the thread that
made them). Every :data:`POLL` seconds the worker asks ``data_version()``
(SQLite's ``PRAGMA data_version``, PostgreSQL's ``LISTEN``/``NOTIFY``: any
writer's commit, in this window, another window, another laptop, a command);
only when it moved is the session read and replayed, once for all phones, and
rendered once per language a phone asked for (:mod:`schreiber.serve.state`).

**Safe on a shared network.** Every path begins with a 128-bit token
(``secrets.token_urlsafe(16)``); a path without it answers 404, with the same
body as any unknown path. Only ``GET`` and ``HEAD``; any other method 405 (404
without the token); a request with a body 413. Nothing changes the store: the
server only reads. It binds the address given, by default the laptop's LAN
address (:func:`lan_address`), never ``0.0.0.0`` unless asked. At most
:data:`MOST_CLIENTS` requests at once (live streams included): more are refused
(503). No access log, so the token is never written to a log. Every answer has
``Content-Security-Policy`` (``default-src 'self'``, the page's own inline
script and style by hash), ``Referrer-Policy: no-referrer`` and
``X-Content-Type-Options: nosniff``.

The paths under the token: ``/`` the page (:mod:`schreiber.serve.page`),
``/state.json`` what it shows, ``/events`` the stream of it (one ``state`` event
per change, a comment every :data:`KEEP_ALIVE` seconds).
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import secrets
import socket
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from schreiber.serve import page, state

if TYPE_CHECKING:
    from aiohttp import web

    from schreiber.store.core import StoreCore

POLL: Final = 0.2
"""Seconds between two looks at the store's ``data_version``."""
KEEP_ALIVE: Final = 15.0
"""Seconds between two keep-alive comments on a quiet stream."""
MOST_CLIENTS: Final = 64
"""Requests served at once, live streams included; more are refused (503)."""
MOST_LINE: Final = 2048
"""The longest request line and header line, in bytes."""
MOST_HEADERS: Final = 48
START_TIMEOUT: Final = 15.0
NOT_FOUND: Final = b"Not found\n"
PROBE_ADDRESS: Final = ("192.0.2.1", 9)
"""TEST-NET-1 (RFC 5737): a UDP socket "connected" there takes the source address
of the default route; a UDP connect sends no packet."""

log = logging.getLogger(__name__)


def lan_address() -> str:
    """This computer's address on its local network: that of the interface of the
    default route (no packet is sent); ``127.0.0.1`` when there is no route."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(PROBE_ADDRESS)
            address: str = probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"
    return address if address and address != "0.0.0.0" else "127.0.0.1"


def local_addresses() -> list[str]:
    """The addresses the phones' page may listen on, the default first: the local
    network's (:func:`lan_address`), this computer's other IPv4 addresses (another
    network card, a VPN), and last ``127.0.0.1`` (this computer only). Never
    ``0.0.0.0``: every network at once only when asked on the command line."""
    found = [lan_address()]
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    for info in infos:
        address = str(info[4][0])
        if address not in found and not address.startswith("127.") and address != "0.0.0.0":
            found.append(address)
    if "127.0.0.1" not in found:
        found.append("127.0.0.1")
    return found


@dataclass(frozen=True)
class Target:
    """What the server shows: a session (``kind="session"``) or a club night."""

    kind: str
    id: int

    def read(self, store: StoreCore) -> state.SessionSnapshot | state.NightSnapshot:
        if self.kind == "night":
            return state.read_night(store, self.id)
        return state.read_session(store, self.id)


def _headers() -> dict[str, str]:
    return {
        "Content-Security-Policy": (
            "default-src 'self'; "
            f"script-src '{page.SCRIPT_HASH}'; style-src '{page.STYLE_HASH}'; "
            "img-src 'self' data:; connect-src 'self'; base-uri 'none'; "
            "form-action 'none'; frame-ancestors 'none'"
        ),
        "Referrer-Policy": "no-referrer",
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
        "Cache-Control": "no-store",
    }


class PhoneServer:
    """The live page for one session or night, on its own thread: :meth:`start`
    returns the URL once the port is open; :meth:`stop` ends every stream and
    closes the port. ``open_store`` is called on the server's worker thread."""

    def __init__(
        self,
        open_store: Callable[[], StoreCore],
        target: Target,
        *,
        bind: str | None = None,
        port: int = 0,
        poll: float = POLL,
        most_clients: int = MOST_CLIENTS,
    ) -> None:
        self._open_store = open_store
        self.target = target
        self.bind = bind or lan_address()
        self._port = port
        self._poll = poll
        self._most = most_clients
        self.token = secrets.token_urlsafe(16)
        self.port = 0
        self._thread: threading.Thread | None = None
        self._started = threading.Event()
        self._failure: BaseException | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Event | None = None
        self._change: asyncio.Event | None = None
        self._pool: ThreadPoolExecutor | None = None
        self._store: StoreCore | None = None
        self._seen: int | None = None
        self.version = 0
        """Counts the changes the server has seen (the ``version`` in ``state.json``)."""
        self._snapshot: state.Snapshot | None = None
        self._rendered: dict[str, bytes] = {}
        self._active = 0
        self.stopped = threading.Event()

    # -- the thread ----------------------------------------------------------------------

    @property
    def url(self) -> str:
        host = f"[{self.bind}]" if ":" in self.bind else self.bind
        return f"http://{host}:{self.port}/{self.token}/"

    def start(self) -> str:
        """Open the port and read the session; the URL. Raises ``OSError`` when the
        address cannot be bound, the store's errors when it cannot be read."""
        self._thread = threading.Thread(target=self._run, name="schreiber-serve", daemon=True)
        self._thread.start()
        if not self._started.wait(START_TIMEOUT):
            raise TimeoutError("the phones' server did not start")
        if self._failure is not None:
            self._thread.join()
            raise self._failure
        return self.url

    def stop(self) -> None:
        """End every stream and close the port (from any thread); returns when done."""
        loop, stopping = self._loop, self._stopping
        if loop is not None and stopping is not None and not self.stopped.is_set():
            with contextlib.suppress(RuntimeError):  # the loop already closed
                loop.call_soon_threadsafe(stopping.set)
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join()

    @property
    def running(self) -> bool:
        return self._started.is_set() and not self.stopped.is_set() and self._failure is None

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._main())
        except BaseException as error:  # said to start(), or logged when it ran
            if not self._started.is_set():
                self._failure = error
            else:
                log.exception("the phones' server stopped")
        finally:
            self._started.set()
            loop.close()
            self.stopped.set()

    async def _main(self) -> None:
        from aiohttp import web

        loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        self._change = asyncio.Event()
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="schreiber-serve-store")
        runner: web.AppRunner | None = None
        try:
            await loop.run_in_executor(self._pool, self._open)
            app = web.Application(client_max_size=1024, handler_args={})
            app.router.add_route("*", "/{tail:.*}", self._handle)
            runner = web.AppRunner(
                app,
                access_log=None,
                handle_signals=False,
                # A phone that goes away ends its stream at once (its slot is free).
                handler_cancellation=True,
                keepalive_timeout=30.0,
                max_line_size=MOST_LINE,
                max_field_size=MOST_LINE,
                max_headers=MOST_HEADERS,
                shutdown_timeout=1.0,
            )
            await runner.setup()
            site = web.TCPSite(runner, self.bind, self._port, backlog=self._most)
            await site.start()
            server = getattr(site, "_server", None)
            sockets = getattr(server, "sockets", None) or []
            self.port = sockets[0].getsockname()[1] if sockets else self._port
            self._started.set()
            await self._watch()
        finally:
            self._change.set()  # every stream ends
            if runner is not None:
                await runner.cleanup()
            await loop.run_in_executor(self._pool, self._close)
            self._pool.shutdown(wait=True)

    async def _watch(self) -> None:
        """Look at the store every :data:`POLL` seconds until stopped."""
        loop = asyncio.get_running_loop()
        assert self._stopping is not None and self._pool is not None
        while not self._stopping.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._stopping.wait(), self._poll)
            if self._stopping.is_set():
                return
            changed = await loop.run_in_executor(self._pool, self._look)
            if changed is not None:
                self._publish(*changed)

    # -- the worker thread: the store ------------------------------------------------------

    def _open(self) -> None:
        """Open the store and read the target once: one that is not there (or does
        not replay) fails the start, and the command or the window says why."""
        store = self._store = self._open_store()
        self._seen = store.data_version()
        snapshot = self.target.read(store)
        self._publish(snapshot, {"en": self._render(snapshot, "en", self.version + 1)})

    def _close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None

    def _look(self) -> tuple[state.Snapshot, dict[str, bytes]] | None:
        """The snapshot and its pages for the languages asked for so far, when the
        store changed since the last look; None when it did not."""
        from schreiber.games.errors import RecordError
        from schreiber.store.core import StoreError, UnreachableError

        store = self._store
        assert store is not None
        snapshot: state.Snapshot
        try:
            version = store.data_version()
        except StoreError as error:
            self._seen = None  # read again as soon as it can be reached
            snapshot = state.Problem(str(error))
        else:
            if version == self._seen:
                return None
            self._seen = version
            try:
                snapshot = self.target.read(store)
            except (StoreError, RecordError) as error:
                if isinstance(error, UnreachableError):
                    self._seen = None
                snapshot = state.Problem(str(error))
        if snapshot == self._snapshot:
            return None
        version_seen = self.version + 1
        languages = set(self._rendered) or {"en"}
        return snapshot, {
            language: self._render(snapshot, language, version_seen) for language in languages
        }

    @staticmethod
    def _render(snapshot: state.Snapshot, language: str, version: int) -> bytes:
        body = state.render(snapshot, language, version)
        return json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()

    def _publish(self, snapshot: state.Snapshot, rendered: dict[str, bytes]) -> None:
        """On the loop: the new state, and every stream woken."""
        self.version += 1
        self._snapshot = snapshot
        self._rendered = rendered
        change = self._change
        if self._loop is not None and change is not None:
            self._change = asyncio.Event()
            change.set()

    async def _state(self, language: str) -> bytes:
        """``state.json`` in ``language`` (rendered on the worker the first time asked)."""
        found = self._rendered.get(language)
        if found is not None:
            return found
        snapshot, version = self._snapshot, self.version
        assert snapshot is not None and self._pool is not None
        loop = asyncio.get_running_loop()
        body = await loop.run_in_executor(self._pool, self._render, snapshot, language, version)
        if self._snapshot is snapshot:
            self._rendered = {**self._rendered, language: body}
        return body

    # -- requests ------------------------------------------------------------------------

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        from aiohttp import web

        rest = self._under_token(request.path)
        if rest is None or rest not in ("", "state.json", "events"):
            return web.Response(
                status=404, body=NOT_FOUND, content_type="text/plain", headers=_headers()
            )
        if request.method not in ("GET", "HEAD"):
            headers = {**_headers(), "Allow": "GET, HEAD"}
            return web.Response(status=405, text="Method not allowed\n", headers=headers)
        if request.body_exists:
            return web.Response(status=413, text="No body here\n", headers=_headers())
        if self._active >= self._most:
            return web.Response(status=503, text="Too many phones\n", headers=_headers())
        self._active += 1
        try:
            language = state.language_of(request.headers.get("Accept-Language"))
            if rest == "":
                return web.Response(
                    body=page.PAGE.encode(),
                    content_type="text/html",
                    charset="utf-8",
                    headers={**_headers(), "Content-Language": language},
                )
            if rest == "state.json":
                return web.Response(
                    body=await self._state(language),
                    content_type="application/json",
                    charset="utf-8",
                    headers=_headers(),
                )
            return await self._stream(request, language)
        finally:
            self._active -= 1

    def _under_token(self, path: str) -> str | None:
        """What follows ``/TOKEN/`` in ``path``; None when the path does not begin so."""
        parts = path.split("/", 2)
        if len(parts) < 3 or parts[0] != "":
            return None
        if not hmac.compare_digest(parts[1].encode(), self.token.encode()):
            return None
        return parts[2]

    async def _stream(self, request: web.Request, language: str) -> web.StreamResponse:
        from aiohttp import web

        response = web.StreamResponse(
            headers={
                **_headers(),
                "Content-Type": "text/event-stream; charset=utf-8",
                "X-Accel-Buffering": "no",
            }
        )
        await response.prepare(request)
        if request.method == "HEAD":
            return response
        stopping = self._stopping
        assert stopping is not None
        sent = -1
        try:
            while not stopping.is_set():
                change = self._change
                assert change is not None
                if self.version != sent:
                    sent = self.version
                    body = await self._state(language)
                    await response.write(b"event: state\ndata: " + body + b"\n\n")
                    continue
                try:
                    await asyncio.wait_for(change.wait(), KEEP_ALIVE)
                except TimeoutError:
                    await response.write(b": still here\n\n")
        except ConnectionError:  # the phone went away
            pass
        return response


def serve_url_line(server: PhoneServer) -> str:
    """The command's first line: ``{"url": …}``."""
    return json.dumps({"url": server.url})


__all__: list[Any] = ["PhoneServer", "Target", "lan_address", "serve_url_line"]
