"""Write a file without overwriting what should not be (issue 18).

:func:`write_file` is how every export (``schreiber export`` and the window's
File → Export) puts its bytes on disk:

- it refuses a target that is a folder, a symbolic link, a named pipe, a device
  or another special file, or a file marked read-only (no write permission for
  anyone — also for root, who could write it anyway), with a message that names
  the path and says why;
- otherwise it writes the bytes to a temporary file in the same folder, flushes
  them to disk and moves the file into place with :func:`os.replace`, so the
  target is either the old file or the whole new one, never half of either;
- an existing file keeps its permissions (and, where allowed, its owner);
- a failed write (a full disk, a file-size limit) removes the temporary file
  and raises :class:`WriteError` with the system's reason: nothing was changed.

:func:`check_target` is the first half alone, so that a command refuses an
unsuitable target before spending time on the workbook.

No Qt here: the reasons are marked for translation (context "WriteError") and
:class:`WriteError` keeps the path, the reason's template and its values.
"""

from __future__ import annotations

import contextlib
import os
import stat
from typing import Final

from schreiber.games.errors import QT_TRANSLATE_NOOP

# Why a file was not written; the message is "<path>: cannot write: <why>".
M_FOLDER: Final = QT_TRANSLATE_NOOP("WriteError", "it is a folder, not a file; give a file name")
M_SYMLINK: Final = QT_TRANSLATE_NOOP(
    "WriteError",
    "it is a symbolic link, and Schreiber does not write through links; give the file's"
    " own name or a new one",
)
M_FIFO: Final = QT_TRANSLATE_NOOP("WriteError", "it is a named pipe (FIFO), not a file")
M_DEVICE: Final = QT_TRANSLATE_NOOP("WriteError", "it is a device, not a file")
M_SPECIAL: Final = QT_TRANSLATE_NOOP("WriteError", "it is not a regular file (a socket, say)")
M_READ_ONLY: Final = QT_TRANSLATE_NOOP(
    "WriteError",
    "it is read-only, and Schreiber does not overwrite it; give another name, or make the"
    " file writable first",
)
M_NO_FOLDER: Final = QT_TRANSLATE_NOOP("WriteError", "the folder {folder} does not exist")
NOT_A_FILE: Final = {"folder": M_FOLDER, "fifo": M_FIFO, "device": M_DEVICE, "other": M_SPECIAL}
# The system's own reason ("No space left on device"), as the system says it.
M_SYSTEM: Final = "{reason}"

# The longest part of the target's name kept in the temporary file's name.
_NAME_PART: Final = 80


class WriteError(OSError):
    """A file not written: "<path>: cannot write: <why>", in English by ``str``.

    ``why`` is the untranslated reason (translation context "WriteError") and
    ``params`` its values (paths and the system's reason, not translated); the
    window shows ``path`` and the translated reason.
    """

    def __init__(self, path: str, why: str, **params: object) -> None:
        self.path = path
        self.why = why
        self.params = params
        super().__init__(f"{path}: cannot write: {why.format(**params)}".replace("\n", " "))


def _reason(error: OSError) -> str:
    return error.strerror or str(error)


def file_kind(mode: int) -> str:
    """What a path of this ``st_mode`` is: "file" (a regular one), "folder",
    "fifo", "device" or "other" (a socket, say) — for reading and writing alike."""
    if stat.S_ISREG(mode):
        return "file"
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "fifo"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    return "other"


def check_target(path: str | os.PathLike[str]) -> os.stat_result | None:
    """Refuse a target that must not be replaced; its status, or None if it is new."""
    name = os.fspath(path)
    if not name or name.endswith(("/", os.sep)) or os.path.basename(name) in ("", ".", ".."):
        raise WriteError(name, M_FOLDER)
    try:
        status = os.lstat(name)
    except FileNotFoundError:
        folder = os.path.dirname(os.path.abspath(name))
        if not os.path.isdir(folder):
            raise WriteError(name, M_NO_FOLDER, folder=folder) from None
        return None
    except OSError as error:  # a part of the path is no folder, no permission, too long
        raise WriteError(name, M_SYSTEM, reason=_reason(error)) from None
    mode = status.st_mode
    if stat.S_ISLNK(mode):
        raise WriteError(name, M_SYMLINK)
    kind = file_kind(mode)
    if kind != "file":
        raise WriteError(name, NOT_A_FILE[kind])
    if not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH) or not os.access(name, os.W_OK):
        raise WriteError(name, M_READ_ONLY)
    return status


def _temporary(folder: str, base: str) -> tuple[str, int]:
    """A new file beside the target, opened for writing (never an existing one)."""
    import secrets  # here: it brings hmac and hashlib, which reading never needs

    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    while True:
        name = os.path.join(folder, f".{base[:_NAME_PART]}.{secrets.token_hex(6)}.tmp")
        try:
            return name, os.open(name, flags, 0o666)  # the umask applies, as for any new file
        except FileExistsError:
            continue


def _keep_owner_and_mode(temporary: str, old: os.stat_result) -> None:
    """The replacement gets the old file's permissions and, where allowed, its owner."""
    if hasattr(os, "chown") and (old.st_uid, old.st_gid) != _owner(temporary):
        # Only root may give a file away; anyone else keeps the file as theirs.
        with contextlib.suppress(OSError):
            os.chown(temporary, old.st_uid, old.st_gid)
    os.chmod(temporary, stat.S_IMODE(old.st_mode))


def _owner(path: str) -> tuple[int, int]:
    status = os.stat(path)
    return status.st_uid, status.st_gid


def _sync_folder(folder: str) -> None:
    """Make the rename itself durable (POSIX; Windows cannot open a folder)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)


def write_file(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path``: refused as :func:`check_target` says, else atomically."""
    name = os.fspath(path)
    old = check_target(name)
    folder = os.path.dirname(os.path.abspath(name))
    try:
        temporary, handle = _temporary(folder, os.path.basename(name))
    except OSError as error:
        raise WriteError(name, M_SYSTEM, reason=_reason(error)) from None
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        if old is not None:
            _keep_owner_and_mode(temporary, old)
        # The target may have changed while the bytes were written: look again.
        check_target(name)
        os.replace(temporary, name)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        if isinstance(error, OSError) and not isinstance(error, WriteError):
            raise WriteError(name, M_SYSTEM, reason=_reason(error)) from None
        raise
    _sync_folder(folder)
