"""Durable storage of sessions in one SQLite database (standard library only)."""

from app.store.database import (
    DATA_DIR_ENV,
    DEFAULT_FILENAME,
    MIGRATIONS,
    SCHEMA_VERSION,
    UNDO_LIMIT,
    Candidate,
    Check,
    ConflictError,
    Saved,
    SessionData,
    SessionInfo,
    Store,
    StoreError,
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
    "StoreError",
]
