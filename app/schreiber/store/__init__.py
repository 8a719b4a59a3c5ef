"""Durable storage of sessions: SQLite (standard library) or a club's PostgreSQL server."""

from schreiber.store.core import (
    UNDO_LIMIT,
    Candidate,
    Check,
    ConflictError,
    Saved,
    SessionData,
    SessionInfo,
    StoreCore,
    StoreError,
)
from schreiber.store.database import (
    DATA_DIR_ENV,
    DEFAULT_FILENAME,
    MIGRATIONS,
    SCHEMA_VERSION,
    Store,
)

__all__ = [
    "DATA_DIR_ENV",
    "DEFAULT_FILENAME",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "UNDO_LIMIT",
    "Candidate",
    "Check",
    "ConflictError",
    "Saved",
    "SessionData",
    "SessionInfo",
    "Store",
    "StoreCore",
    "StoreError",
]
