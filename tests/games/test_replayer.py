"""The replayer of each game: one deal at a time gives the same evening as a replay.

The session service keeps a replayer at the end of the evening and previews
the next deal on a copy of it; these tests hold that to the whole replay.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from benchmarks.sessions import session_json as long_evening
from schreiber.games.doppelkopf import Deal
from schreiber.session.file import SessionFile, parse_session
from scripts.samples import crescendo_evening, doppelkopf_evening, schafkopf_evening

EVENINGS: dict[str, Callable[[], dict[str, object]]] = {
    "doppelkopf": doppelkopf_evening,
    "schafkopf": schafkopf_evening,
    "crescendo": crescendo_evening,
    "doppelkopf, 80 random deals": lambda: long_evening(80, seed=7),
    "doppelkopf, 80 random deals, other seed": lambda: long_evening(80, seed=11),
}


@pytest.fixture(params=list(EVENINGS))
def evening(request: pytest.FixtureRequest) -> SessionFile:
    return parse_session(EVENINGS[request.param]())


def test_adding_the_deals_one_by_one_is_the_replay(evening: SessionFile) -> None:
    replayer = evening.replace(deals=()).replayer()
    for count, deal in enumerate(evening.deals, start=1):
        replayer.add(deal)
        assert replayer.result() == evening.replace(deals=evening.deals[:count]).replay()


def test_a_copy_goes_on_alone(evening: SessionFile) -> None:
    half = len(evening.deals) // 2
    base = evening.replace(deals=evening.deals[:half]).replayer()
    before = base.result()
    branch = base.copy()
    for deal in evening.deals[half:]:
        branch.add(deal)
    assert base.result() == before  # the original did not move
    assert branch.result() == evening.replay()
    # A result handed out earlier does not change when the replayer goes on.
    assert before == evening.replace(deals=evening.deals[:half]).replay()


def test_a_bad_deal_is_named_by_its_position() -> None:
    from schreiber.games.errors import RecordError

    evening = parse_session(doppelkopf_evening())
    replayer = evening.replayer()
    first = evening.deals[0]
    assert isinstance(first, Deal)
    with pytest.raises(RecordError) as caught:
        replayer.copy().add(first.replace(re=("Nobody", *first.re[1:])))
    assert caught.value.field.startswith(f"deals[{len(evening.deals)}]")
    # The replayer it was copied from is untouched.
    assert replayer.result() == evening.replay()
