"""Logging in to a real PostgreSQL server: each refusal told apart, no password ever shown.

A server of its own (not the shared test server, whose pg_hba.conf trusts every
local connection): roles with passwords (SCRAM), a role that may only connect
with TLS (``hostssl``), one refused without it (``hostnossl … reject``), and a
trusted name that is no role. The server has no TLS at all, so
``sslmode=require`` must say that the server does not offer it.

records.md, "The database from the command line": the password comes from
libpq's own places (``~/.pgpass``, ``PGPASSFILE``, ``PGPASSWORD``) and never
from the command line; exit 4 names why (unreachable, wrong password or role,
no such database); no message shows a password, in any form it was given.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote, quote_plus

import pytest

from schreiber.store import address as messages
from schreiber.store.core import StoreError
from schreiber.store.locate import open_store
from schreiber.store.postgres import M_NOTHING_LISTENS, M_UNKNOWN_HOST
from tests.hardening.cli import ROOT
from tests.login_server import SECRET, address, login_server
from tests.postgres_server import PostgresServer

WRONG = "Zq9-Falsch-Xy"
PIECES = ("vier", "Tasten", "Ende")


def forms_of(secret: str) -> list[str]:
    return [secret, quote(secret, safe=""), quote(secret), quote_plus(secret)]


def secret_free(text: str, *secrets: str) -> bool:
    return not any(
        form in text for secret in secrets for form in (*forms_of(secret), *PIECES) if form
    )


@pytest.fixture(scope="module")
def server() -> Iterator[PostgresServer]:
    """A server whose pg_hba.conf asks for passwords (and refuses some logins)."""
    server = login_server()
    yield server
    server.stop()


@pytest.fixture(autouse=True)
def no_password_around(monkeypatch: pytest.MonkeyPatch) -> None:
    """libpq's places hold no password unless a test puts one there (HOME is the test's own)."""
    for name in ("PGPASSWORD", "PGPASSFILE", "PGSSLMODE", "PGUSER", "PGDATABASE"):
        monkeypatch.delenv(name, raising=False)


def refusal(url: str, password: str | None = None) -> StoreError:
    with pytest.raises(StoreError) as caught:
        open_store(url, password=password).close()
    return caught.value


def test_the_right_password_opens_given_apart_or_in_the_address(server: PostgresServer) -> None:
    with open_store(address(server, "anna"), password=SECRET) as store:
        assert store.path == address(server, "anna")
        assert store.sessions.list_sessions() == []
    url = f"postgresql://anna:{quote(SECRET, safe='')}@127.0.0.1:{server.port}/club"
    with open_store(url) as store:
        assert secret_free(str(store.path), SECRET)
    url = address(server, "anna", query=f"?password={quote(SECRET, safe='')}")
    with open_store(url) as store:
        assert secret_free(str(store.path), SECRET)
        assert "password" not in str(store.path)


def test_a_wrong_password_is_not_a_network_problem(server: PostgresServer) -> None:
    error = refusal(address(server, "anna"), password=WRONG)
    assert error.template == messages.M_WRONG_PASSWORD
    assert error.params["user"] == "anna"
    assert "cannot be reached" not in str(error)
    assert secret_free(str(error), WRONG, SECRET)
    # In the address, in either form, it is no more shown.
    for url in (
        f"postgresql://anna:{quote(WRONG)}@127.0.0.1:{server.port}/club",
        address(server, "anna", query=f"?password={WRONG}"),
        f"host=127.0.0.1 port={server.port} dbname=club user=anna password='{WRONG}'",
    ):
        error = refusal(url)
        assert error.template == messages.M_WRONG_PASSWORD
        assert secret_free(str(error), WRONG)


def test_no_password_says_where_to_put_it(server: PostgresServer) -> None:
    error = refusal(address(server, "anna"))
    assert error.template == messages.M_NO_PASSWORD
    assert ".pgpass" in str(error)


def test_no_such_database(server: PostgresServer) -> None:
    error = refusal(address(server, "anna", "nowhere"), password=SECRET)
    assert error.template == messages.M_NO_DATABASE
    assert error.params["database"] == "nowhere"
    assert secret_free(str(error), SECRET)


def test_no_such_role(server: PostgresServer) -> None:
    error = refusal(address(server, "ghost"))
    assert error.template == messages.M_NO_ROLE
    assert error.params["user"] == "ghost"


def test_a_role_that_is_not_there_under_passwords_is_a_wrong_password(
    server: PostgresServer,
) -> None:
    # With password authentication the server does not tell a missing role from a
    # wrong password (so as not to tell who exists); the message names both.
    error = refusal(address(server, "nobody"), password=WRONG)
    assert error.template == messages.M_WRONG_PASSWORD
    assert "no such user" in str(error)


def test_a_server_out_of_reach(server: PostgresServer) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # nobody listens (the socket never listens)
        error = refusal(f"postgresql://anna@127.0.0.1:{port}/club", password=SECRET)
    assert error.template == M_NOTHING_LISTENS
    assert "nothing answers there" in str(error) and "Errno" not in str(error)
    assert secret_free(str(error), SECRET)


def test_tls_required_by_the_address_but_not_offered(server: PostgresServer) -> None:
    error = refusal(address(server, "anna", query="?sslmode=require"), password=SECRET)
    assert error.template == messages.M_TLS_NOT_OFFERED
    assert "does not offer TLS" in str(error)


@pytest.mark.parametrize("role", ["tlsonly", "rejected"])
def test_tls_required_by_the_server(server: PostgresServer, role: str) -> None:
    # tlsonly: only a hostssl line ("no pg_hba.conf entry …, no encryption");
    # rejected: a hostnossl … reject line ("pg_hba.conf rejects connection …").
    error = refusal(address(server, role), password=SECRET)
    assert error.template == messages.M_TLS_REQUIRED
    assert "sslmode=require" in str(error)
    assert secret_free(str(error), SECRET)


# ---------------------------------------------------------------- the command line


def schreiber(
    *args: str, env: dict[str, str] | None = None, cwd: Path = ROOT
) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [sys.executable, "-m", "schreiber", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env={**os.environ, **(env or {})},
        check=False,
        timeout=120,
    )
    assert "Traceback" not in done.stderr
    return done


def pgpass_line(server: PostgresServer, password: str) -> str:
    """A ~/.pgpass line (host:port:database:user:password, ':' and '\\' escaped)."""
    escaped = password.replace("\\", "\\\\").replace(":", "\\:")
    return f"127.0.0.1:{server.port}:*:anna:{escaped}\n"


def private_file(path: Path, text: str) -> Path:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(text)
    return path


def test_commands_take_the_password_from_pgpassfile(server: PostgresServer, tmp_path: Path) -> None:
    url = address(server, "anna")
    argv = ["--database", url, "sessions"]
    assert secret_free(" ".join(argv), SECRET)  # nothing secret on the command line (ps)
    without = schreiber(*argv)
    assert without.returncode == 4
    assert "asks for the password of user anna" in without.stderr
    passfile = private_file(tmp_path / "club.pgpass", pgpass_line(server, SECRET))
    done = schreiber(*argv, env={"PGPASSFILE": str(passfile)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_commands_take_the_password_from_the_home_pgpass_and_pgpassword(
    server: PostgresServer, tmp_path: Path
) -> None:
    url = address(server, "anna")
    private_file(Path(os.environ["HOME"]) / ".pgpass", pgpass_line(server, SECRET))
    done = schreiber("--database", url, "sessions")
    assert done.returncode == 0, done.stderr
    (Path(os.environ["HOME"]) / ".pgpass").unlink()
    done = schreiber("--database", url, "sessions", env={"PGPASSWORD": SECRET})
    assert done.returncode == 0, done.stderr


def test_a_wrong_password_from_pgpassfile_exits_4_without_showing_it(
    server: PostgresServer, tmp_path: Path
) -> None:
    passfile = private_file(tmp_path / "wrong.pgpass", pgpass_line(server, WRONG))
    done = schreiber(
        "--database", address(server, "anna"), "sessions", env={"PGPASSFILE": str(passfile)}
    )
    assert done.returncode == 4
    assert "did not accept the password of user anna" in done.stderr
    assert secret_free(done.stderr, WRONG)


@pytest.mark.parametrize(
    "url",
    [
        # the password with its @ and / not percent-encoded: libpq would take a piece
        # of it for the server ("failed to resolve host 'vier:…'")
        "postgresql://anna:{raw}@127.0.0.1:{port}/club",
        "postgresql://anna@127.0.0.1:{port}/nowhere?password={encoded}",
        "postgresql://anna:{encoded}@127.0.0.1:{port}/nowhere",
        "host=127.0.0.1 port={port} dbname=nowhere user=anna password='{raw}'",
        "postgresql://anna:{encoded}@127.0.0.1:{port}/club?sslmode=require",
        "postgresql://anna:{encoded}@127.0.0.1:1/club",
        "postgresql://anna:{encoded}@[::1/club",
    ],
)
def test_no_message_of_the_command_shows_the_password(server: PostgresServer, url: str) -> None:
    given = url.format(raw=SECRET, encoded=quote(SECRET, safe=""), port=server.port)
    done = schreiber("--database", given, "sessions")
    assert done.returncode in (2, 4), done.stderr
    assert done.stdout == ""
    assert len(done.stderr.splitlines()) == 1
    assert secret_free(done.stderr, SECRET), done.stderr


def test_the_readme_never_puts_a_password_on_a_command_line() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for line in readme.splitlines():
        if "--database" in line or "SCHREIBER_DATABASE" in line:
            assert not re.search(r"postgres(ql)?://[^/\s@]*:[^/\s@]*@", line), line
            assert "password=" not in line, line


def test_a_server_name_not_known_is_said_without_the_systems_codes(
    server: PostgresServer,
) -> None:
    error = refusal("postgresql://anna@vereinsserver.invalid:5432/club", password=SECRET)
    assert error.template == M_UNKNOWN_HOST
    assert "its name is not known on this network" in str(error)
    assert "Errno" not in str(error) and "resolve" not in str(error)
