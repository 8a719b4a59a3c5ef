"""A PostgreSQL database's address (schreiber.store.address): read by libpq's own parser,
every form libpq accepts taken, any other refused with one line naming the field,
and the address shown anywhere without its password, in any form it was given.

records.md, "The database from the command line", first paragraph.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from urllib.parse import quote, quote_plus

import pytest

pytest.importorskip("psycopg")

from psycopg.conninfo import conninfo_to_dict, make_conninfo

from schreiber.store.address import (
    SECRET_OPTIONS,
    AddressError,
    is_postgres_address,
    read_address,
    to_url,
)
from schreiber.store.core import StoreError
from schreiber.store.locate import M_BAD_URL, open_store
from tests.hardening.cli import ROOT, assert_refused, run_here, run_process

SECRET = "Kl@vier:Tasten/Ende ü"
"""A password with every character a URL treats specially, and a space."""
PIECES = ("vier", "Tasten", "Ende")
"""Its pieces long enough to be recognised in a message."""


def forms_of(secret: str) -> list[str]:
    """Every way a password may be written into a text."""
    return [secret, quote(secret, safe=""), quote(secret), quote_plus(secret), *PIECES]


ACCEPTED = [
    ("postgresql://anna@club.example:5432/club", {"host": "club.example", "port": "5432"}),
    ("postgres://anna@club.example/club", {"host": "club.example", "dbname": "club"}),
    ("postgresql://u@h1:5432,h2:5433/club", {"host": "h1,h2", "port": "5432,5433"}),
    ("postgresql://u@h1,h2/club?port=5433", {"host": "h1,h2", "port": "5433"}),
    ("postgresql://u@[::1]:5432/club", {"host": "::1", "port": "5432"}),
    ("postgresql://u@[::1],[fe80::1]:5433/club", {"host": "::1,fe80::1", "port": ",5433"}),
    ("postgresql://u@192.168.1.10/club?sslmode=require", {"sslmode": "require"}),
    ("postgresql:///club?host=/var/run/postgresql", {"host": "/var/run/postgresql"}),
    ("postgresql://us%40er@h/cl%2Fub", {"user": "us@er", "dbname": "cl/ub"}),
    (f"postgresql://anna:{quote(SECRET, safe='')}@h/club", {"password": SECRET}),
    (f"postgresql://anna@h/club?password={quote(SECRET, safe='')}", {"password": SECRET}),
    ("host=h1,h2 port=5432,5433 dbname=club user=anna", {"host": "h1,h2"}),
    ("host=::1 dbname=club", {"host": "::1"}),
    (make_conninfo(host="h", dbname="club", password=SECRET), {"password": SECRET}),
    ("postgresql://u@h/club?hostaddr=192.168.1.10&connect_timeout=5", {"hostaddr": "192.168.1.10"}),
    ("postgresql://u@h/club?target_session_attrs=read-write", {"user": "u"}),
    ("postgresql://", {}),
    ("dbname=club", {"dbname": "club"}),
]


@pytest.mark.parametrize(("address", "expected"), ACCEPTED)
def test_every_form_libpq_accepts_is_read_as_libpq_reads_it(
    address: str, expected: dict[str, str]
) -> None:
    assert is_postgres_address(address)
    read = read_address(address)
    assert read.params == conninfo_to_dict(address)
    assert expected.items() <= read.params.items()
    # The shown address is a URL libpq reads back to the same options, less the password.
    shown = read.shown
    assert shown.startswith("postgresql://")
    without = {k: v for k, v in read.params.items() if k not in SECRET_OPTIONS}
    assert conninfo_to_dict(shown) == without
    assert read_address(shown).shown == shown  # the settings' key is stable


REFUSED = [
    ("postgresql://u@h:xx/club", "port 'xx'"),
    ("postgresql://u@h:99999/club", "port '99999'"),
    ("postgresql://u@h:0/club", "port '0'"),
    ("postgresql://u@h1:5432,h2:x1/club", "port 'x1'"),
    ("host=h port=-1", "port '-1'"),
    ("host=h1,h2,h3 port=1,2", "3 servers but 2 ports"),
    (f"postgresql://u:{quote(SECRET, safe='')}@[::1/club", "IPv6"),
    ("hostaddr=1.2.3.x", "hostaddr"),
    ("postgresql://u@h/club?sslmode=bogus", "sslmode"),
    ("postgresql://u@h/club?connect_timeout=soon", "connect_timeout"),
    ("postgresql://u@h/club?nonsense=1", "nonsense"),
    ("host=h password=two Tasten", "without ="),
    (f"postgresql://anna:{SECRET.replace(' ', '')}@h/club", "%40"),  # an @ not encoded
    ("postgresql://anna:Kl/vierTasten@h/club", "%40"),  # a password's / not encoded
]


@pytest.mark.parametrize(("address", "names"), REFUSED)
def test_any_other_address_is_refused_with_one_line_naming_the_field(
    address: str, names: str
) -> None:
    with pytest.raises(AddressError) as caught:
        read_address(address)
    message = str(caught.value)
    assert names in message
    assert "\n" not in message
    for form in forms_of(SECRET):
        assert form not in message


@pytest.mark.parametrize(("address", "names"), REFUSED)
def test_the_command_line_refuses_them_with_status_2(address: str, names: str) -> None:
    line = assert_refused(run_here("--database", address, "sessions"), names)
    for form in forms_of(SECRET):
        assert form not in line


def test_a_real_process_refuses_a_bad_port_without_a_traceback(tmp_path: Path) -> None:
    for address in ("postgresql://u@h:xx/club", "postgresql://u@[::1", "postgresql://u@h:99999/c"):
        line = assert_refused(run_process("--database", address, "sessions", cwd=tmp_path))
        assert "database address" in line


@pytest.mark.parametrize(
    "address",
    [
        f"postgresql://anna:{quote(SECRET, safe='')}@h/club",
        f"postgresql://anna@h/club?password={quote(SECRET, safe='')}&sslmode=require",
        f"postgresql://anna@h/club?password={quote_plus(SECRET)}",
        make_conninfo(host="h", dbname="club", user="anna", password=SECRET),
        f"host=h dbname=club user=anna password='{SECRET}' sslpassword='{SECRET}'",
    ],
)
def test_the_shown_address_never_holds_the_password(address: str) -> None:
    read = read_address(address)
    for form in forms_of(SECRET):
        assert form not in read.shown
        assert form not in repr(read)
    assert "password" not in read.shown
    # The last guard: psycopg's and libpq's words lose it in every form.
    said = " ".join(f"could not use {form!s} here" for form in forms_of(SECRET)[:4])
    scrubbed = read.scrub(said)
    for form in forms_of(SECRET)[:4]:
        assert form not in scrubbed
    assert "***" in scrubbed


def test_a_password_given_apart_is_scrubbed_too() -> None:
    read = read_address("postgresql://anna@h/club").with_secret(SECRET)
    assert SECRET not in read.scrub(f"it was {SECRET} and {quote(SECRET, safe='')}")


def test_the_shown_address_is_built_from_the_parts() -> None:
    assert to_url({"host": "h1,h2", "port": "1,2", "user": "a b", "dbname": "c"}) == (
        "postgresql://a%20b@h1:1,h2:2/c"
    )
    assert to_url({"host": "/var/run/postgresql", "dbname": "club"}) == (
        "postgresql:///club?host=/var/run/postgresql"
    )
    assert to_url({"host": "::1", "password": SECRET}) == "postgresql://[::1]"


def test_an_address_schreiber_does_not_know_is_not_repeated_with_its_password() -> None:
    with pytest.raises(StoreError) as caught:
        open_store("mysql://anna:Geheimnis@h/club")
    assert caught.value.template == M_BAD_URL
    assert "Geheimnis" not in str(caught.value)
    with pytest.raises(StoreError) as caught:
        open_store("no-such://x")
    assert "no-such://x" in str(caught.value)
    assert not is_postgres_address("sqlite:///tmp/a=b.db")
    assert not is_postgres_address("mysql://u@h/db?x=y")
    assert is_postgres_address("host=h")


SQLITE_ONLY = """
import sys
from schreiber.store.locate import open_store
for url, folder in (({url!r}, None), (None, {folder!r})):
    store = open_store(url, folder)
    store.close()
from schreiber.cli import main
assert main(["--database", {url!r}, "sessions"]) == 0
assert main(["--data-dir", {folder!r}, "sessions"]) == 0
loaded = sorted(name for name in sys.modules if name.split(".")[0] in ("psycopg", "psycopg_binary"))
print("loaded:", loaded)
"""


def test_the_sqlite_paths_never_import_psycopg(tmp_path: Path) -> None:
    script = SQLITE_ONLY.format(url=f"sqlite:///{tmp_path}/club.db", folder=str(tmp_path / "d"))
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "loaded: []"
