"""A real PostgreSQL server for the tests: a temporary cluster on loopback.

``PostgresServer.start()`` runs ``initdb`` in a temporary folder and starts
``postgres`` on 127.0.0.1 with a free port (and its socket in that folder, so it
never meets the machine's own server), with trust authentication for one user.
``stop()`` stops it (``pg_ctl stop -m fast``) and removes the folder.

The server programs come from the PostgreSQL installation (Debian/Ubuntu:
``apt-get install postgresql``; ``.ci/run`` installs it). PostgreSQL refuses to
run as root, so as root the cluster is made and run as the ``postgres`` system
user that the package creates. Without an installation the PostgreSQL tests are
skipped, except in CI (``CI`` set), where that is an error.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

USER = "schreiber"
DATABASE = "schreiber"


def server_bin() -> Path | None:
    """The folder of ``initdb``/``pg_ctl``/``postgres``, newest version first."""
    override = os.environ.get("SCHREIBER_PG_BIN")
    if override:
        return Path(override)
    found = shutil.which("pg_ctl")
    if found and Path(found).with_name("initdb").exists():
        return Path(found).parent
    versions = sorted(
        Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"),
        key=lambda p: int(p.parent.parent.name) if p.parent.parent.name.isdigit() else 0,
        reverse=True,
    )
    return versions[0].parent if versions else None


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class PostgresServer:
    folder: Path
    port: int
    bin: Path
    as_user: list[str]

    @property
    def url(self) -> str:
        return f"postgresql://{USER}@127.0.0.1:{self.port}/{DATABASE}"

    def url_for(self, database: str) -> str:
        return f"postgresql://{USER}@127.0.0.1:{self.port}/{database}"

    def _run(self, *args: str) -> None:
        subprocess.run(
            [*self.as_user, *args],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            timeout=120,
        )

    def _options(self) -> str:
        return (
            f"-c listen_addresses=127.0.0.1 -p {self.port} -k {self.folder}"
            " -c fsync=on -c max_connections=100"
        )

    def pause(self) -> None:
        """Stop the server, keeping its data (as a server restarted or switched off)."""
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.folder / "data"), "-m", "fast", "stop")

    def resume(self) -> None:
        """Start it again, on the same port, with the same data."""
        self._run(
            str(self.bin / "pg_ctl"),
            "-D",
            str(self.folder / "data"),
            "-o",
            self._options(),
            "-l",
            str(self.folder / "log"),
            "-w",
            "-t",
            "60",
            "start",
        )

    @classmethod
    def start(cls) -> PostgresServer:
        bin_dir = server_bin()
        if bin_dir is None:
            raise FileNotFoundError("PostgreSQL is not installed (apt-get install postgresql)")
        folder = Path(tempfile.mkdtemp(prefix="schreiber-pg-"))
        as_user: list[str] = []
        if os.geteuid() == 0:
            shutil.chown(folder, "postgres", "postgres")
            as_user = ["runuser", "-u", "postgres", "--"]
        server = cls(folder, _free_port(), bin_dir, as_user)
        data = folder / "data"
        server._run(
            str(bin_dir / "initdb"),
            "-D",
            str(data),
            "-U",
            USER,
            "-A",
            "trust",
            "-E",
            "UTF8",
            "--locale=C",
            "--no-sync",
        )
        server.resume()
        server.create_database(DATABASE)
        return server

    def create_database(self, name: str) -> str:
        """A new, empty database on this server; returns its URL."""
        import psycopg

        with psycopg.connect(self.url_for("postgres"), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url_for(name)

    def stop(self) -> None:
        try:
            self._run(
                str(self.bin / "pg_ctl"), "-D", str(self.folder / "data"), "-m", "fast", "stop"
            )
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)
