"""Where the window keeps a club server's password: the system keyring, else a file
only the user can read; never in the settings.

The settings keep the server's address without its password
(:data:`schreiber.ui.settings.DATABASE`); the password
is kept under that address in the system keyring through the ``keyring``
library (Secret Service, macOS Keychain, Windows Credential Locker), imported
only when a password is kept or needed. Where there is no usable keyring (no
backend, or only keyring's ``fail``/``null`` ones, or one that refuses), the
password goes to :data:`FILE_NAME` in the app's configuration folder, made
with mode 0600 from its first byte on (``os.open`` with the mode, then an
atomic rename), and the dialog says so.

An address in the settings that still holds a password (written by an older
Schreiber) is rewritten without it at start, its password moved here
(:func:`remembered_address`).

No Qt widgets here (QtCore's settings only), and psycopg only where a
PostgreSQL address is read.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

SERVICE: Final = "Schreiber"
"""The keyring's service name; the user name under it is the password-free address."""
FILE_NAME: Final = "passwords.json"
FORMAT: Final = "schreiber-passwords"
APP_NAME: Final = "Schreiber"


def usable_keyring() -> Any | None:
    """The system keyring's backend, or None where there is none worth the name:
    keyring not installed, its ``fail`` or ``null`` backend (no keyring service
    on this computer), an empty chain, or a plain-text file backend."""
    try:
        import keyring
        from keyring.backends import chainer, fail, null
    except ImportError:
        return None
    try:
        backend = keyring.get_keyring()
    except Exception:  # a broken keyring configuration: as none at all
        return None
    if isinstance(backend, (fail.Keyring, null.Keyring)):
        return None
    if isinstance(backend, chainer.ChainerBackend) and not backend.backends:
        return None
    if type(backend).__name__ == "PlaintextKeyring":  # keyrings.alt: a readable file
        return None
    return backend


def config_folder() -> Path:
    """The app's configuration folder (where Qt keeps its settings on Linux)."""
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


class Passwords:
    """The passwords of club servers, by password-free address."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else config_folder()

    @property
    def file(self) -> Path:
        """The file that holds them where there is no keyring (mode 0600)."""
        return self.folder / FILE_NAME

    def keyring_name(self) -> str | None:
        """The keyring's name when one is used, else None (then :attr:`file` is)."""
        backend = usable_keyring()
        return None if backend is None else str(getattr(backend, "name", type(backend).__name__))

    def load(self, address: str) -> str | None:
        """The password kept for ``address``, or None."""
        backend = usable_keyring()
        if backend is not None:
            try:
                password = backend.get_password(SERVICE, address)
            except Exception:  # locked, D-Bus gone, refused: as if none were kept there
                password = None
            if password:
                return str(password)
        return self._read().get(address)

    def save(self, address: str, password: str) -> Path | None:
        """Keep ``password`` for ``address``: in the keyring (returns None) or, without
        one, in :attr:`file` (returns that file)."""
        backend = usable_keyring()
        if backend is not None:
            try:
                backend.set_password(SERVICE, address, password)
            except Exception:  # locked, D-Bus gone, refused: the file (the status bar says so)
                pass
            else:
                self._drop_from_file(address)
                return None
        kept = self._read()
        kept[address] = password
        self._write(kept)
        return self.file

    def forget(self, address: str) -> None:
        """Forget the password of ``address`` wherever it is kept."""
        backend = usable_keyring()
        if backend is not None:
            with contextlib.suppress(Exception):  # none kept there, or the keyring refuses
                backend.delete_password(SERVICE, address)
        self._drop_from_file(address)

    # ---------------------------------------------------------------- the file

    def _drop_from_file(self, address: str) -> None:
        kept = self._read()
        if address in kept:
            del kept[address]
            self._write(kept)

    def _read(self) -> dict[str, str]:
        try:
            fd = os.open(self.file, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        except OSError:
            return {}
        try:
            with os.fdopen(fd, "rb") as handle:
                if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                    return {}
                if os.name == "posix" and os.fstat(handle.fileno()).st_mode & 0o077:
                    os.fchmod(handle.fileno(), 0o600)  # made readable by others since
                data = json.loads(handle.read(1024 * 1024).decode("utf-8"))
        except (OSError, ValueError):
            return {}
        passwords = data.get("passwords") if isinstance(data, dict) else None
        if not isinstance(passwords, dict):
            return {}
        return {str(key): value for key, value in passwords.items() if isinstance(value, str)}

    def _write(self, kept: dict[str, str]) -> None:
        """Write the file anew: a temporary file made with mode 0600 (never readable by
        others, not even for a moment), then renamed over the old one."""
        if not kept:
            with contextlib.suppress(FileNotFoundError):
                self.file.unlink()
            return
        self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        text = json.dumps({"format": FORMAT, "passwords": kept}, ensure_ascii=False, indent=1)
        temporary = self.folder / f".{FILE_NAME}.{os.getpid()}.tmp"
        with contextlib.suppress(FileNotFoundError):
            temporary.unlink()  # left by a process that died
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
        fd = os.open(temporary, flags, 0o600)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(text.encode("utf-8"))
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temporary, self.file)
        except BaseException:
            with contextlib.suppress(OSError):
                temporary.unlink()
            raise


# ------------------------------------------------------------ the settings' address


def password_free(address: str) -> tuple[str, str | None]:
    """``address`` as the settings keep it (without its password) and the password
    it held; unchanged (and None) for anything that is not a PostgreSQL address
    libpq reads, or where psycopg is not installed."""
    from schreiber.store.address import is_postgres_address

    if not is_postgres_address(address):
        return address, None
    from schreiber.store.core import StoreError

    try:
        from schreiber.store.address import read_address

        read = read_address(address)
    except (ImportError, StoreError):  # no psycopg, or an address libpq refuses
        return address, None
    return read.shown, read.password


def remembered_address(settings: QSettings, passwords: Passwords | None = None) -> str | None:
    """The address File → Open database… remembered, or None (this computer's file).

    One that still holds a password (an older Schreiber's) is rewritten without
    it, and its password kept in the keyring (or the file) instead.
    """
    from schreiber.ui import settings as setting

    value = setting.DATABASE.read(settings)
    if not value:
        return None
    address, password = password_free(value)
    if password is not None or address != value:
        if password:
            (passwords or Passwords()).save(address, password)
        setting.DATABASE.write(settings, address)
        settings.sync()
    return address


def stored_password(address: str | None, passwords: Passwords | None = None) -> str | None:
    """The password kept for ``address`` (None for this computer's file, an address
    that carries its own, or one with none kept: libpq then looks in ~/.pgpass)."""
    from schreiber.store.address import is_postgres_address

    if not address or not is_postgres_address(address):
        return None
    shown, own = password_free(address)
    if own:
        return None
    return (passwords or Passwords()).load(shown)
