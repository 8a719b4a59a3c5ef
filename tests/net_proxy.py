"""A real loopback proxy between the app and the PostgreSQL test server that
loses what a club's Wi-Fi loses: the server's reply to COMMIT, the COMMIT itself,
or the connection at a random moment.

It reads the client's side of PostgreSQL's wire protocol (version 3: after the
untyped startup packet, each message is a type byte and a length), so it knows
when a COMMIT goes by. What it does then is its :attr:`Proxy.fault`:

- ``"pass"``: nothing, it only forwards;
- ``"drop-reply"``: forwards the COMMIT of a transaction that wrote, drops the server's reply
  and closes the connection to the client (the server has committed, the client
  never hears it);
- ``"hold-reply"``: forwards the COMMIT, drops the reply and keeps the
  connection open in silence (a reply lost on the way, nothing closed);
- ``"cut-before"``: closes both sides instead of forwarding the COMMIT;
- ``"cut-after-bytes"``: closes both sides once :attr:`Proxy.cut_after` bytes of
  the server's replies have gone through (a cut at a random moment);
- ``"refuse"``: accepts no connection at all (the server out of reach).

Each fault strikes once (:attr:`Proxy.struck` counts); then the proxy passes
again, unless :attr:`Proxy.keep` is set. Everything runs on loopback and ends
with :meth:`Proxy.close`.
"""

from __future__ import annotations

import contextlib
import socket
import struct
import threading
from dataclasses import dataclass, field
from typing import Literal

Fault = Literal["pass", "drop-reply", "hold-reply", "cut-before", "cut-after-bytes", "refuse"]

SSL_REQUEST = 80877103
GSSENC_REQUEST = 80877104


@dataclass
class _Link:
    client: socket.socket
    server: socket.socket | None = None
    commit_sent: bool = False
    wrote: bool = False
    """Whether the transaction under way has written (reads' COMMITs pass)."""
    silent: bool = False
    lock: threading.Lock = field(default_factory=threading.Lock)

    def close(self) -> None:
        for sock in (self.client, self.server):
            if sock is None:
                continue
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()


class Proxy:
    """Listens on 127.0.0.1 (a free port) and forwards to ``port`` there."""

    def __init__(self, server_port: int) -> None:
        self.server_port = server_port
        self.fault: Fault = "pass"
        self.after: Fault = "pass"
        """The fault armed once the armed one has struck (e.g. "refuse")."""
        self.keep = False
        self.cut_after = 0
        self.struck = 0
        self.commits = 0
        self.replied = 0
        """Bytes of the server's replies forwarded so far (to pick a place to cut)."""
        self._links: list[_Link] = []
        self._lock = threading.Lock()
        self._listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._listener.bind(("127.0.0.1", 0))
        self._listener.listen(64)
        self.port = int(self._listener.getsockname()[1])
        self._closed = False
        self._thread = threading.Thread(target=self._accept, daemon=True)
        self._thread.start()

    def url(self, user: str, database: str) -> str:
        # No TLS and no GSS between the app and the proxy: it reads the messages.
        return (
            f"postgresql://{user}@127.0.0.1:{self.port}/{database}"
            "?sslmode=disable&gssencmode=disable"
        )

    def arm(
        self, fault: Fault, *, cut_after: int = 0, keep: bool = False, after: Fault = "pass"
    ) -> None:
        with self._lock:
            self.fault, self.cut_after, self.keep, self.after = fault, cut_after, keep, after

    def _strike(self) -> Fault:
        """The fault to do now (once, unless kept); "pass" when none is armed."""
        with self._lock:
            fault = self.fault
            if fault != "pass":
                self.struck += 1
                if not self.keep:
                    self.fault = self.after
            return fault

    def cut_all(self) -> None:
        """Close every connection under way (a router restarted)."""
        with self._lock:
            links, self._links = self._links, []
        for link in links:
            link.close()

    def close(self) -> None:
        self._closed = True
        self._listener.close()
        with self._lock:
            links, self._links = self._links, []
        for link in links:
            link.close()

    # ------------------------------------------------------------------ plumbing

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            with self._lock:
                refuse = self.fault == "refuse"
            if refuse:
                self._strike()
                client.close()
                continue
            link = _Link(client)
            try:
                link.server = socket.create_connection(("127.0.0.1", self.server_port), 30)
                link.server.settimeout(None)
            except OSError:
                client.close()
                continue
            with self._lock:
                self._links.append(link)
            threading.Thread(target=self._from_client, args=(link,), daemon=True).start()
            threading.Thread(target=self._from_server, args=(link,), daemon=True).start()

    def _from_client(self, link: _Link) -> None:
        """Forward the client's messages whole, one at a time, watching for COMMIT."""
        assert link.server is not None
        buffer = b""
        started = False
        try:
            while True:
                data = link.client.recv(65536)
                if not data:
                    break
                buffer += data
                while True:
                    message, buffer, started = _next_message(buffer, started)
                    if message is None:
                        break
                    statement = _statement(message)
                    if statement.startswith((b"INSERT", b"UPDATE", b"DELETE")):
                        link.wrote = True
                    if statement.startswith(b"COMMIT") and link.wrote:
                        link.wrote = False
                        self.commits += 1
                        fault = self._commit_fault()
                        if fault == "cut-before":
                            link.close()
                            return
                        if fault in ("drop-reply", "hold-reply"):
                            with link.lock:
                                link.commit_sent = True
                                link.silent = fault == "hold-reply"
                    link.server.sendall(message)
        except OSError:
            pass
        link.close()

    def _commit_fault(self) -> Fault:
        with self._lock:
            fault = self.fault
        if fault in ("drop-reply", "hold-reply", "cut-before"):
            return self._strike()
        return "pass"

    def _from_server(self, link: _Link) -> None:
        assert link.server is not None
        passed = 0
        try:
            while True:
                data = link.server.recv(65536)
                if not data:
                    break
                with link.lock:
                    dropping = link.commit_sent
                if dropping:
                    if link.silent:
                        continue  # swallowed; the connection stays open and quiet
                    link.close()  # the reply never reaches the client
                    return
                with self._lock:
                    cutting = self.fault == "cut-after-bytes"
                    at = self.cut_after
                if cutting and passed + len(data) > at:
                    link.client.sendall(data[: max(0, at - passed)])
                    self._strike()
                    link.close()
                    return
                passed += len(data)
                with self._lock:
                    self.replied += len(data)
                link.client.sendall(data)
        except OSError:
            pass
        if not link.silent:
            link.close()


def _next_message(buffer: bytes, started: bool) -> tuple[bytes | None, bytes, bool]:
    """The next whole client message in ``buffer`` (None: not all here yet), the
    rest, and whether the startup packet has gone by."""
    if not started:
        if len(buffer) < 8:
            return None, buffer, started
        (length,) = struct.unpack("!i", buffer[:4])
        if len(buffer) < length:
            return None, buffer, started
        (code,) = struct.unpack("!i", buffer[4:8])
        # An SSL or GSS request is followed by the startup packet, also untyped.
        return buffer[:length], buffer[length:], code not in (SSL_REQUEST, GSSENC_REQUEST)
    if len(buffer) < 5:
        return None, buffer, started
    (length,) = struct.unpack("!i", buffer[1:5])
    if len(buffer) < 1 + length:
        return None, buffer, started
    return buffer[: 1 + length], buffer[1 + length :], started


def _statement(message: bytes) -> bytes:
    """The SQL of a simple query or of a statement being parsed, upper case
    (empty for any other message)."""
    kind = message[:1]
    if kind == b"Q":
        text = message[5:]
    elif kind == b"P":
        name_end = message.index(b"\0", 5)
        text = message[name_end + 1 :]
    else:
        return b""
    return text.lstrip().upper()
