"""A game for a fixed number of players says "exactly", not "3 to 3"."""

from __future__ import annotations

import pytest

from schreiber.games.errors import RecordError
from schreiber.games.fields import as_players


def test_a_fixed_count_says_exactly() -> None:
    with pytest.raises(RecordError) as caught:
        as_players(["A", "B"], "players", 3, 3)
    assert caught.value.reason == "this game needs exactly 3 players (got 2)"
    with pytest.raises(RecordError) as caught:
        as_players(["A", "B"], "players", 4, 7)
    assert caught.value.reason == "this game needs 4 to 7 players (got 2)"
