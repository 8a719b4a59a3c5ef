"""A PostgreSQL test server that asks for passwords (the shared one trusts everyone).

:func:`login_server` starts a server of its own (tests/postgres_server.py), gives
the roles ``anna``, ``tlsonly`` and ``rejected`` the password :data:`SECRET`,
makes the database ``club`` (owned by anna) and writes a pg_hba.conf that asks
anna (and the missing ``nobody``) for a SCRAM password, lets ``tlsonly`` in only
over TLS (which the server does not have), refuses ``rejected`` without TLS and
trusts the name ``ghost``, which is no role. It returns once the server asks.
"""

from __future__ import annotations

import time

from tests.conftest import start_postgres
from tests.postgres_server import PostgresServer

SECRET = "Kl@vier:Tasten/Ende ü"
"""anna's password: every character a URL treats specially, a space, a non-ASCII letter."""
WAIT_S = 30.0

HBA = """\
local all all trust
host all schreiber 127.0.0.1/32 trust
host all ghost 127.0.0.1/32 trust
hostssl all tlsonly 127.0.0.1/32 scram-sha-256
hostnossl all rejected 127.0.0.1/32 reject
host all anna,nobody 127.0.0.1/32 scram-sha-256
"""


def address(server: PostgresServer, user: str, database: str = "club", query: str = "") -> str:
    return f"postgresql://{user}@127.0.0.1:{server.port}/{database}{query}"


def login_server() -> PostgresServer:
    """A new server asking for passwords; stop it with ``stop()``."""
    import psycopg
    from psycopg import sql

    server = start_postgres()
    try:
        with psycopg.connect(server.url, autocommit=True) as conn:
            conn.execute("SET password_encryption = 'scram-sha-256'")
            for role in ("anna", "tlsonly", "rejected"):
                conn.execute(
                    sql.SQL("CREATE ROLE {} LOGIN PASSWORD {}").format(
                        sql.Identifier(role), sql.Literal(SECRET)
                    )
                )
            conn.execute("CREATE DATABASE club OWNER anna")
        (server.folder / "data" / "pg_hba.conf").write_text(HBA)
        server._run(str(server.bin / "pg_ctl"), "-D", str(server.folder / "data"), "reload")
        # Reloading is asynchronous: wait until anna needs her password.
        deadline = time.monotonic() + WAIT_S
        while True:
            try:
                psycopg.connect(address(server, "anna"), connect_timeout=5).close()
            except psycopg.OperationalError as error:
                if "password" in str(error):
                    return server
                raise
            if time.monotonic() > deadline:
                raise TimeoutError("pg_hba.conf was not reloaded")
            time.sleep(0.05)  # polling for the reload, not a fixed wait
    except BaseException:
        server.stop()
        raise
