"""A PostgreSQL database's address: read as libpq reads it, shown without its password.

An address is whatever libpq accepts (see the PostgreSQL documentation, "Connection
Strings"): a URL (``postgresql://user@host:port/dbname?sslmode=require``, or
``postgres://``), with several servers (``host1:5432,host2:5433``), IPv6 servers in
brackets (``[::1]``), percent-encoded parts and a socket folder
(``?host=/var/run/postgresql``); or a key/value string (``host=… dbname=…``).
:func:`read_address` reads it with libpq's own parser (psycopg's
``conninfo_to_dict``), never with :mod:`urllib`, and refuses, with one line
naming the field, what libpq would only refuse later, or what psycopg would
misread (a port that is not a number, more ports than servers).

The password never leaves this module in a text a user reads: the address is
shown as :attr:`Address.shown`, a URL built from what libpq read, without
``password`` (or another secret option); :meth:`Address.scrub` replaces the
password, in every form it may appear in libpq's or psycopg's own words, with
``***``; and :func:`login_error` turns what a server says about a login into a
message of its own (wrong password, no such database, no such role, TLS
required or not offered), naming the server, the user and the database only.

psycopg is imported inside the functions that parse: :func:`is_postgres_address`
and the messages are read by the SQLite path too, which never loads psycopg.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Final
from urllib.parse import quote, quote_plus, unquote, unquote_plus

from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.games.frozen import Frozen, fill
from schreiber.store.core import StoreError

URL_PREFIXES: Final = ("postgresql://", "postgres://")
"""How libpq recognises a URL (it compares the prefix exactly, in lower case)."""
SECRET_OPTIONS: Final = frozenset({"password", "sslpassword", "oauth_client_secret"})
"""libpq's options whose value is a secret (those it shows as ``*`` itself)."""
HIDDEN: Final = "***"
SHORTEST_PIECE: Final = 4
"""A piece of a password guessed from a malformed address is scrubbed from a
message only from this length on (shorter ones would mangle every word)."""
ECHO_LIMIT: Final = 40
"""At most this much of a field's value is repeated in a message."""

CHOICES: Final[dict[str, frozenset[str]]] = {
    "sslmode": frozenset({"disable", "allow", "prefer", "require", "verify-ca", "verify-full"}),
    "gssencmode": frozenset({"disable", "prefer", "require"}),
    "channel_binding": frozenset({"disable", "prefer", "require"}),
    "sslnegotiation": frozenset({"postgres", "direct"}),
    "target_session_attrs": frozenset(
        {"any", "read-write", "read-only", "primary", "standby", "prefer-standby"}
    ),
    "load_balance_hosts": frozenset({"disable", "random"}),
}
"""Options with a fixed set of values, as libpq checks them only when it connects
(after psycopg has already resolved the servers, whose error would then show)."""
WHOLE_NUMBERS: Final = (
    "connect_timeout",
    "keepalives",
    "keepalives_idle",
    "keepalives_interval",
    "keepalives_count",
    "tcp_user_timeout",
)

_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")


class AddressError(StoreError):
    """An address libpq would not connect with: bad input (the command exits 2)."""


M_ADDRESS_SYNTAX = QT_TRANSLATE_NOOP(
    "StoreError",
    "The database address cannot be read: {reason}. Write it as"
    " postgresql://user@host:port/dbname or as host=… port=… dbname=… user=…",
)
M_ADDRESS_WORD = QT_TRANSLATE_NOOP(
    "StoreError",
    "The database address has a word without = after it; write it as key=value pairs"
    " (host=… port=… dbname=… user=…), a value holding spaces in single quotes",
)
M_ADDRESS_PORT = QT_TRANSLATE_NOOP(
    "StoreError",
    "The port {port} of the database address is not a number from 1 to 65535; write the"
    " server's port in digits, e.g. postgresql://user@host:5432/dbname",
)
M_ADDRESS_PORTS = QT_TRANSLATE_NOOP(
    "StoreError",
    "The database address names {hosts} servers but {ports} ports; give one port for all"
    " servers or one for each (host1:5432,host2:5433)",
)
M_ADDRESS_HOSTADDR = QT_TRANSLATE_NOOP(
    "StoreError",
    "The server address (hostaddr) {value} of the database address is not an IP address;"
    " give the server's name as host instead",
)
M_ADDRESS_IPV6 = QT_TRANSLATE_NOOP(
    "StoreError",
    "The server of the database address has a [ without its ]; write an IPv6 address in"
    " brackets, e.g. postgresql://user@[::1]:5432/dbname",
)
M_ADDRESS_AT = QT_TRANSLATE_NOOP(
    "StoreError",
    "The database address has an @ or / where its server, port or database name should be;"
    " in a user name or password write @ as %40 and / as %2F, or better leave the password"
    " out of the address and put it in ~/.pgpass",
)
M_ADDRESS_OPTION = QT_TRANSLATE_NOOP(
    "StoreError",
    "The database address has an option {option} that PostgreSQL does not know; see"
    " 'Connection Strings' in the PostgreSQL documentation",
)
M_ADDRESS_VALUE = QT_TRANSLATE_NOOP(
    "StoreError",
    "The option {option} of the database address has a value PostgreSQL does not accept ({value})",
)

M_WRONG_PASSWORD = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the server {path} did not accept the password of user {user} (a wrong"
    " password, or no such user). Check the password: commands read it from ~/.pgpass or"
    " PGPASSWORD, the window from File → Open database…",
)
M_NO_PASSWORD = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the server {path} asks for the password of user {user}, and none was"
    " given. Commands read it from ~/.pgpass or PGPASSWORD; the window asks for it in"
    " File → Open database…",
)
M_NO_DATABASE = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the server {path} has no database {database}. Check the database"
    " name in the address, or create the database (see the README, 'For clubs')",
)
M_NO_ROLE = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the server {path} has no user (role) {user}. Check the user name in"
    " the address",
)
M_TLS_REQUIRED = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the server {path} does not let user {user} connect without TLS"
    " (encryption). Add sslmode=require to the address (in the window: TLS 'required'), or"
    " ask the server's administrator to let this computer in",
)
M_TLS_NOT_OFFERED = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the server {path} does not offer TLS (encryption), but the address"
    " requires it (sslmode). Turn TLS on at the server (see the README, 'For clubs'), or on"
    " a network you trust choose sslmode=prefer",
)
M_NOT_LET_IN = QT_TRANSLATE_NOOP(
    "StoreError",
    "Could not {doing}: the server {path} does not let user {user} connect from this"
    " computer (its pg_hba.conf); ask the server's administrator",
)
M_REFUSED = QT_TRANSLATE_NOOP(
    "StoreError", "Could not {doing}: the server {path} refused the connection ({reason})"
)


def is_postgres_address(text: str) -> bool:
    """Whether ``text`` is meant for libpq: a ``postgresql://``/``postgres://`` URL,
    or a key/value string (no ``scheme://`` and an ``=``). Reads nothing else, so
    that any text at all is answered without an exception."""
    if text.startswith(URL_PREFIXES):
        return True
    return _SCHEME.match(text) is None and "=" in text


def echo(text: str) -> str:
    """What of an address a message may repeat when it is not one Schreiber
    knows: the whole text when it cannot hold a password, else its scheme."""
    scheme = _SCHEME.match(text)
    risky = "@" in text or "password" in text.lower() or "=" in text
    if not risky:
        return text[:ECHO_LIMIT] + ("…" if len(text) > ECHO_LIMIT else "")
    return scheme.group(0) + "…" if scheme else "…"


class Address(Frozen):
    """An address as libpq read it: ``params``, libpq's options as
    ``conninfo_to_dict`` gives them (the password included), and ``secrets``,
    every text a message must not show (see :meth:`scrub`; never in the repr)."""

    FIELDS = ("params", "secrets")
    __slots__ = FIELDS
    params: dict[str, str]
    secrets: tuple[str, ...]

    def __init__(self, params: dict[str, str], secrets: tuple[str, ...] = ()) -> None:
        fill(self, params, secrets)

    def __repr__(self) -> str:
        return f"Address({self.shown!r})"

    @property
    def shown(self) -> str:
        """The address as every message, title, log and setting shows it."""
        return to_url(self.params)

    @property
    def password(self) -> str | None:
        return self.params.get("password")

    def with_secret(self, password: str | None) -> Address:
        """The same address, with one more text to scrub (a password given apart)."""
        if not password:
            return self
        return Address(self.params, _ordered((*self.secrets, password)))

    def scrub(self, text: str) -> str:
        """``text`` (libpq's or psycopg's words) with every secret replaced by ``***``,
        as typed and percent-encoded."""
        return scrub(text, self.secrets)


def scrub(text: str, secrets: tuple[str, ...]) -> str:
    for secret in secrets:
        for form in {secret, quote(secret, safe=""), quote(secret), quote_plus(secret)}:
            if form:
                text = text.replace(form, HIDDEN)
    return text


def _ordered(secrets: tuple[str, ...]) -> tuple[str, ...]:
    """The secrets, longest first (so that a part never spoils the whole)."""
    return tuple(sorted({s for s in secrets if s}, key=len, reverse=True))


def _suspects(text: str) -> tuple[str, ...]:
    """What in ``text`` may be a password, as written, before libpq read it: the
    text of a URL between the user's ``:`` and the last ``@`` (a password holding
    ``@`` or ``/`` that was not percent-encoded), and any ``password=`` value."""
    found: list[str] = []
    if text.startswith(URL_PREFIXES):
        rest = text.split("://", 1)[1]
        if "@" in rest:
            userinfo = rest.rsplit("@", 1)[0]
            if ":" in userinfo:
                password = userinfo.split(":", 1)[1]
                found += [password, unquote(password)]
                found += [p for p in re.split(r"[@/?#&,:]", password) if len(p) >= SHORTEST_PIECE]
    for match in re.finditer(r"password\s*=\s*('(?:[^'\\]|\\.)*'?|[^\s&]*)", text):
        value = match.group(1)
        found += [value, value.strip("'"), unquote(value), unquote_plus(value)]
    return tuple(found)


def read_address(text: str) -> Address:
    """``text`` read by libpq's parser and checked; raises :class:`AddressError`
    naming the field that libpq (or psycopg, which resolves the servers itself)
    would refuse or misread. Needs psycopg."""
    import psycopg
    from psycopg.conninfo import conninfo_to_dict

    suspects = _suspects(text)
    try:
        parsed = conninfo_to_dict(text)
    except psycopg.Error as exc:
        raise _syntax_error(str(exc), suspects) from None
    params = {str(key): str(value) for key, value in parsed.items() if value is not None}
    _check(params, url=text.startswith(URL_PREFIXES))
    secrets = [params[key] for key in SECRET_OPTIONS if params.get(key)]
    return Address(params, _ordered((*secrets, *suspects)))


def _syntax_error(message: str, suspects: tuple[str, ...]) -> AddressError:
    """libpq's refusal of the text as our own words. libpq repeats the text it
    could not read (the whole URL, with its password, for a missing ``]``), so
    quoted parts are never repeated."""
    first = message.strip().splitlines()[0] if message.strip() else ""
    if "IPv6" in first:
        return AddressError(M_ADDRESS_IPV6)
    if re.search(r'missing "=" after', first):
        return AddressError(M_ADDRESS_WORD)
    option = re.search(r'invalid (?:URI query parameter|connection option): "([a-z_]+)"', first)
    if option is not None:
        return AddressError(M_ADDRESS_OPTION, option=option.group(1))
    reason = re.sub(r'"[^"]*"?', "…", first).rstrip(": ")
    return AddressError(M_ADDRESS_SYNTAX, reason=scrub(reason, _ordered(suspects)) or "?")


def _short(value: str) -> str:
    return value if len(value) <= ECHO_LIMIT else value[:ECHO_LIMIT] + "…"


def _check(params: Mapping[str, str], *, url: bool) -> None:
    """What libpq refuses only when it connects, or what psycopg (which splits
    the servers and resolves them itself) would misread, refused now.

    libpq's own words name no field a user knows (``invalid integer value "xx"
    for connection option "port"``, ``invalid port number: "99999"``, ``could
    not match 2 port numbers to 3 hosts``), and psycopg, resolving the servers
    before libpq sees the port, says only ``failed to resolve host 'h':
    Servname not supported``; hence our own line naming the field.
    """
    import ipaddress

    at = ("host", "hostaddr", "port", "dbname") if url else ("host", "hostaddr", "port")
    if any("@" in params.get(key, "") for key in at):
        # A password with "@" or "/" not percent-encoded: libpq took a piece of it
        # for the server, the port or the database, which a message would show.
        raise AddressError(M_ADDRESS_AT)
    hosts = params["host"].split(",") if "host" in params else []
    addresses = params["hostaddr"].split(",") if "hostaddr" in params else []
    ports = params["port"].split(",") if "port" in params else []
    for port in ports:
        port = port.strip()
        if port and not (port.isascii() and port.isdigit() and 1 <= int(port) <= 65535):
            raise AddressError(M_ADDRESS_PORT, port=repr(_short(port)))
    for value in addresses:
        if value.strip():
            try:
                ipaddress.ip_address(value.strip())
            except ValueError:
                raise AddressError(M_ADDRESS_HOSTADDR, value=repr(_short(value))) from None
    for option, allowed in CHOICES.items():
        choice = params.get(option)
        if choice is not None and choice not in allowed:
            raise AddressError(M_ADDRESS_VALUE, option=option, value=repr(_short(choice)))
    for option in WHOLE_NUMBERS:
        number = params.get(option, "0").strip()
        if not re.fullmatch(r"-?[0-9]{1,9}", number):
            raise AddressError(M_ADDRESS_VALUE, option=option, value=repr(_short(number)))
    servers = max(len(hosts), len(addresses), 1)
    if len(ports) > 1 and len(ports) != servers:
        raise AddressError(M_ADDRESS_PORTS, hosts=servers, ports=len(ports))


def _is_folder(host: str) -> bool:
    """A Unix socket's folder (or a Windows path) rather than a server's name."""
    return host.startswith(("/", "@")) or (len(host) > 2 and host[1] == ":" and host[2] in "/\\")


def to_url(params: Mapping[str, str]) -> str:
    """The address as a URL libpq reads back to ``params``, less the secret options.

    Built from libpq's own reading, part by part, never by cutting the text the
    user typed; a socket folder, or one port for several servers, goes into the
    query (``?host=/var/run/postgresql``), as libpq allows.
    """
    rest = {key: value for key, value in params.items() if key not in SECRET_OPTIONS}
    user = rest.pop("user", "")
    dbname = rest.pop("dbname", "")
    hosts = rest["host"].split(",") if rest.get("host") else []
    ports = rest["port"].split(",") if rest.get("port") else []
    authority = ""
    if hosts and not any(_is_folder(host) for host in hosts) and len(ports) in (0, len(hosts)):
        del rest["host"]
        rest.pop("port", None)
        servers = []
        for index, host in enumerate(hosts):
            name = f"[{host}]" if ":" in host else quote(host, safe="")
            port = ports[index] if ports else ""
            servers.append(f"{name}:{quote(port, safe='')}" if port else name)
        authority = ",".join(servers)
    if user:
        authority = quote(user, safe="") + "@" + authority
    path = "/" + quote(dbname, safe="") if dbname else ""
    query = "&".join(
        f"{quote(key, safe='')}={quote(value, safe='/:,')}" for key, value in rest.items()
    )
    return f"postgresql://{authority}{path}" + (f"?{query}" if query else "")


# ------------------------------------------------------------- what the server says


def login_error(
    message: str, sqlstate: str | None, doing: object, address: Address, path: object
) -> StoreError | None:
    """A refused connection (``message`` is psycopg's or libpq's text) as a message of
    its own, or None when it is not one: the caller's own words then apply (a
    server out of reach, a lock, a statement that took too long).

    libpq reports a failed login without a SQLSTATE (psycopg's ``sqlstate`` is
    None), so the server's words are read; they are English unless the server's
    ``lc_messages`` says otherwise; then the caller's words for a server out of
    reach apply, with the server's own (the password scrubbed).
    """
    if sqlstate is not None and not sqlstate.startswith(("28", "3D")):
        return None
    text = " ".join(message.split())
    lower = text.lower()
    params = address.params
    user = _quoted(text, r'(?:user|role) "([^"]*)"') or params.get("user", "?")
    if "invalid" in lower and ("value" in lower or "connection option" in lower):
        named = re.search(r'invalid integer value "([^"]*)" for connection option "(\w+)"', text)
        if named is not None:
            return AddressError(
                M_ADDRESS_VALUE, option=named.group(2), value=repr(_short(named.group(1)))
            )
        named = re.search(r'invalid (\w+) value: "([^"]*)"', text)
        if named is not None:
            return AddressError(
                M_ADDRESS_VALUE, option=named.group(1), value=repr(_short(named.group(2)))
            )
    if "server does not support ssl" in lower:
        return StoreError(M_TLS_NOT_OFFERED, doing=doing, path=path)
    if sqlstate == "28P01" or "password authentication failed" in lower:
        return StoreError(M_WRONG_PASSWORD, doing=doing, path=path, user=user)
    if "no password supplied" in lower or "password is required" in lower:
        return StoreError(M_NO_PASSWORD, doing=doing, path=path, user=user)
    if sqlstate == "3D000" or re.search(r'database "[^"]*" does not exist', text):
        database = _quoted(text, r'database "([^"]*)"') or params.get("dbname", user)
        return StoreError(M_NO_DATABASE, doing=doing, path=path, database=database)
    if re.search(r'role "[^"]*" does not exist', text):
        return StoreError(M_NO_ROLE, doing=doing, path=path, user=user)
    if "pg_hba.conf" in lower:
        if "no encryption" in lower:
            return StoreError(M_TLS_REQUIRED, doing=doing, path=path, user=user)
        return StoreError(M_NOT_LET_IN, doing=doing, path=path, user=user)
    if sqlstate is not None:  # another refusal of the login (class 28 or 3D)
        reason = text.split("FATAL:", 1)[-1].strip() or text
        return StoreError(M_REFUSED, doing=doing, path=path, reason=address.scrub(reason))
    # A server starting or shutting down, out of reach, or speaking another language
    # (lc_messages): the caller's words for a server out of reach, with the reason.
    return None


def _quoted(text: str, pattern: str) -> str | None:
    match = re.search(pattern, text)
    return match.group(1) if match else None


def shown_reason(message: str, address: Address) -> str:
    """The part of psycopg's words a message repeats (why a server is out of reach),
    scrubbed: the last attempt's own reason rather than psycopg's preamble."""
    lines = [line.strip() for line in message.strip().splitlines() if line.strip()]
    if not lines:
        return ""
    reason = lines[0]
    if reason.startswith("Multiple connection attempts failed") and len(lines) > 1:
        reason = lines[-1].lstrip("- ")
    return address.scrub(reason)
