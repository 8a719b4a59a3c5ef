"""Statistics and settling up (issue 8): pure Python, no Qt, no pandas.

:mod:`schreiber.stats.statistics` counts an evening (or a group's evenings) per
player and for the table; :mod:`schreiber.stats.settlement` turns totals into money
and the fewest transfers. Both return data; the window and the workbook put
it into words.
"""

from schreiber.stats.settlement import (
    Settlement,
    Transfer,
    settle,
    settle_session,
    settles_against_average,
)
from schreiber.stats.statistics import (
    Announced,
    DealCount,
    PairStats,
    PlayerStats,
    Record,
    SessionStats,
    TableStats,
    combine,
    deal_count,
    group_key,
    group_sessions,
    session_stats,
    sessions_stats,
)

__all__ = [
    "Announced",
    "DealCount",
    "PairStats",
    "PlayerStats",
    "Record",
    "SessionStats",
    "Settlement",
    "TableStats",
    "Transfer",
    "combine",
    "deal_count",
    "group_key",
    "group_sessions",
    "session_stats",
    "sessions_stats",
    "settle",
    "settle_session",
    "settles_against_average",
]
