"""The window's log: a rotating file in the data folder, and what an unexpected
error leaves there.

Python's ``logging`` with a ``RotatingFileHandler`` (the standard library's
documented way: a few files of bounded size, the oldest dropped), so that an
error in a slot of ``schreiber-gui`` — which on Windows has no console — is
found afterwards with its traceback. No Qt here: the window installs
:func:`excepthook` and a Qt message handler that write through it. Only the
window imports this module (``logging.handlers`` brings socket, pickle and
queue, which the headless commands do without).

A password never reaches the log: every record passes :class:`NoSecrets`,
which blanks what follows ``password=`` and the password of a ``user:pw@``
address, in whatever message or traceback it came.
"""

from __future__ import annotations

import logging
import re
import traceback
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType
from typing import Final

LOG_NAME: Final = "schreiber.log"
LOG_BYTES: Final = 1_000_000
"""A log file's size before it is rotated (three older ones are kept)."""
LOG_KEPT: Final = 3
LOGGER: Final = "schreiber"

_SECRETS = (
    re.compile(r"(?i)(password\s*=\s*)('(?:[^'\\]|\\.)*'|[^\s&'\"]+)"),
    re.compile(r"(?i)(postgres(?:ql)?://[^:/?#@\s]*:)([^@\s]*)(?=@)"),
)


def scrubbed(text: str) -> str:
    """``text`` with every password it may hold replaced by ``***``."""
    for pattern in _SECRETS:
        text = pattern.sub(lambda match: match.group(1) + "***", text)
    return text


class NoSecrets(logging.Filter):
    """Blanks passwords in a record's message and traceback before it is written."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg = scrubbed(record.getMessage())
        record.args = None
        if record.exc_info is not None:
            record.exc_text = scrubbed("".join(traceback.format_exception(*record.exc_info)))
            record.exc_info = None
        return True


def set_up(folder: Path) -> Path | None:
    """Log to ``folder``/schreiber.log (rotated); returns its path, or None when the
    folder cannot be written (then nothing is logged, and nothing fails)."""
    logger = logging.getLogger(LOGGER)
    path = folder / LOG_NAME
    for handler in logger.handlers:
        if isinstance(handler, RotatingFileHandler) and Path(handler.baseFilename) == path:
            return path
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(
            path, maxBytes=LOG_BYTES, backupCount=LOG_KEPT, encoding="utf-8", delay=True
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.addFilter(NoSecrets())
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    return path


def log_exception(
    kind: type[BaseException], error: BaseException, trace: TracebackType | None
) -> None:
    """Write an error that nothing caught, with its traceback."""
    logging.getLogger(LOGGER).error("unexpected error", exc_info=(kind, error, trace))
