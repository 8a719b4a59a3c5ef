"""The club night's draw: table sizes, everyone once per round, few repeated pairs."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schreiber.club.draw import draw, draw_request, greedy_draw, repeated_pairs, table_sizes
from schreiber.games.errors import RecordError


@pytest.mark.parametrize(
    ("count", "sizes"),
    [
        (4, [4]),
        (5, [5]),
        (6, [6]),
        (7, [7]),
        (8, [4, 4]),
        (9, [5, 4]),
        (10, [5, 5]),
        (11, [6, 5]),
        (12, [4, 4, 4]),
        (13, [5, 4, 4]),
        (15, [5, 5, 5]),
        (19, [5, 5, 5, 4]),
        (40, [4] * 10),
    ],
)
def test_tables_of_four_with_as_few_fives_as_can_be(count: int, sizes: list[int]) -> None:
    assert table_sizes(count) == sizes


def test_fewer_than_four_players_cannot_be_drawn() -> None:
    with pytest.raises(RecordError) as caught:
        draw_request({"players": ["A", "B", "C"], "rounds": 1, "seed": 1})
    assert caught.value.field == "players"


def names(count: int) -> list[str]:
    return [f"P{i:02d}" for i in range(count)]


@settings(max_examples=60, deadline=None)
@given(
    count=st.integers(min_value=4, max_value=40),
    rounds=st.integers(min_value=1, max_value=6),
    seed=st.integers(min_value=0, max_value=2**32),
)
def test_every_player_once_per_round_and_never_worse_than_greedy(
    count: int, rounds: int, seed: int
) -> None:
    players = names(count)
    result = draw(players, rounds, seed)
    assert len(result) == rounds
    for tables in result:
        seated = [name for table in tables for name in table]
        assert sorted(seated) == players
        assert sorted((len(t) for t in tables), reverse=True) == table_sizes(count)
    assert repeated_pairs(result) <= repeated_pairs(greedy_draw(players, rounds, seed))
    assert draw(players, rounds, seed) == result  # the same request, the same draw


def test_sixteen_players_meet_nobody_twice_in_five_rounds() -> None:
    """16 players at 4 tables can play 5 rounds with every pair meeting at most
    once (an affine plane of order 4); the draw should get close to it."""
    result = draw(names(16), 5, 7)
    assert repeated_pairs(result) == 0


def test_twelve_players_repeat_only_what_cannot_be_helped() -> None:
    """From round 2 on, each table of 4 takes players from 3 tables of round 1:
    at least one pair per table meets again, 3 per round at best."""
    assert repeated_pairs(draw(names(12), 2, 1)) == 3


def test_the_request_shape_of_the_command_line() -> None:
    out = draw_request({"players": names(9), "rounds": 2, "seed": 7})
    rounds = out["rounds"]
    assert isinstance(rounds, list) and len(rounds) == 2
    assert [len(t) for t in rounds[0]] == [5, 4]
    with pytest.raises(RecordError) as caught:
        draw_request({"players": names(8), "rounds": 2, "seed": 7, "colour": 1})
    assert caught.value.field == "colour"
