"""The season file (issue 19, item 5): round trip, the league, and bounds."""

from __future__ import annotations

import copy
import dataclasses
import json
import os
import time
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from schreiber.club.league import league_request, parse_ranking
from schreiber.club.money import MoneyRules
from schreiber.club.season_file import (
    MAX_EVENINGS,
    MAX_SEASON_BYTES,
    MAX_SEASON_DEALS,
    SeasonFile,
    loads,
    parse_season,
    season_text,
)
from schreiber.games.errors import RecordError
from schreiber.io.bounded import NotAFileError
from schreiber.io.safe_write import WriteError
from schreiber.io.season_file import read_season_file, write_season_file
from schreiber.session.file import MAX_DEALS, parse_session
from tests.club.season_samples import season_records, season_sessions


def season(**changes: Any) -> SeasonFile:
    base = SeasonFile(
        "Season 2026",
        parse_ranking({"method": "total", "drop_worst": 1}),
        MoneyRules(rate=Decimal("0.05"), pot="share", share=Decimal("0.1")),
        tuple(season_sessions(3)),
    )
    return dataclasses.replace(base, **changes)


def test_a_season_round_trips(tmp_path: Path) -> None:
    original = season()
    text = season_text(original)
    assert parse_season(json.loads(text)) == original
    assert parse_season(original.to_json()).to_json() == original.to_json()
    path = tmp_path / "season.json"
    write_season_file(original, path)
    assert read_season_file(path) == original
    assert path.read_text(encoding="utf-8") == text
    # Without money, and without evenings, too.
    for other in (season(money=None), season(evenings=())):
        assert parse_season(other.to_json()) == other
    assert "money" not in season(money=None).to_json()


def test_the_file_says_what_it_is() -> None:
    value = season().to_json()
    assert value["format"] == "schreiber-season" and value["version"] == 1
    assert value["name"] == "Season 2026"
    assert value["ranking"] == {"method": "total", "drop_worst": 1}
    assert value["money"] == {
        "rate": "0.05",
        "currency": "€",
        "rounding": "0.01",
        "pot": "share",
        "share": "0.1",
    }
    evenings = value["evenings"]
    assert isinstance(evenings, list) and len(evenings) == 10
    assert [parse_session(item) for item in evenings] == list(season().evenings)


@pytest.mark.parametrize(
    "ranking",
    [
        {"method": "total"},
        {"method": "total", "drop_worst": 1, "min_evenings": 3},
        {"method": "average", "per_deals": 20},
        {"method": "table_points", "table_points": {"4": [3, 1, -1, -3], "5": [4, 2, 0, -2, -4]}},
    ],
)
def test_the_league_of_the_file_is_that_of_schreiber_league(ranking: dict[str, Any]) -> None:
    records = season_records(4)
    value = {
        "format": "schreiber-season",
        "version": 1,
        "name": "2026",
        "ranking": ranking,
        "evenings": records,
    }
    read = parse_season(json.loads(json.dumps(value)))
    expected = league_request({"ranking": ranking, "evenings": copy.deepcopy(records)})
    assert {"standings": [s.to_json() for s in read.standings()]} == expected
    assert len(expected["standings"]) == 12  # type: ignore[arg-type]


# --- refused, and where --------------------------------------------------------------------


def refused(value: Any) -> RecordError:
    with pytest.raises(RecordError) as caught:
        parse_season(value)
    return caught.value


def test_a_wrong_file_is_named_as_such() -> None:
    good = season().to_json()
    assert refused([]).field == "season"
    error = refused({**good, "format": "schreiber-session"})
    assert (error.field, error.reason) == (
        "format",
        "must be 'schreiber-season'; this is not a Schreiber season file",
    )
    assert refused({**good, "version": 2}).field == "version"
    assert refused({**good, "name": " "}).field == "name"
    assert refused({**good, "name": "x" * 201}).field == "name"
    assert refused({**good, "league": {}}).field == "league"
    assert refused({**good, "ranking": {"method": "elo"}}).field == "ranking.method"
    assert refused({**good, "money": {"rate": "-1"}}).field == "money.rate"
    assert refused({k: v for k, v in good.items() if k != "name"}).field == "name"


def test_a_bad_evening_is_named_with_its_place() -> None:
    value = season().to_json()
    evenings = value["evenings"]
    assert isinstance(evenings, list)
    evenings[2]["deals"][3]["re_points"] = 300
    error = refused(value)
    assert error.field == "evenings[2].deals[3].re_points"
    evenings[2] = {"format": "schreiber-session"}
    assert refused(value).field == "evenings[2].version"


def test_table_points_must_cover_every_table() -> None:
    value = season().to_json()
    value["ranking"] = {"method": "table_points", "table_points": {"4": [3, 1, -1, -3]}}
    error = refused(value)
    assert error.field == "ranking.table_points"
    assert error.reason == "gives no points for a table of 5; add them"


def test_a_hostile_season_is_refused_before_its_evenings_are_read() -> None:
    # Many evenings: refused by their number, none of them parsed.
    many = {**season(evenings=()).to_json(), "evenings": [{}] * (MAX_EVENINGS + 1)}
    started = time.perf_counter()
    error = refused(many)
    assert error.field == "evenings"
    assert f"holds {MAX_EVENINGS + 1} evenings" in error.reason
    # Many deals in all (each evening within its own limit): refused by their sum.
    bulky = {"deals": [None] * MAX_DEALS}
    count = MAX_SEASON_DEALS // MAX_DEALS + 1
    heavy = {**season(evenings=()).to_json(), "evenings": [bulky] * count}
    error = refused(heavy)
    assert error.field == "evenings"
    assert f"{count * MAX_DEALS} deals in all" in error.reason
    assert time.perf_counter() - started < 1  # nothing was replayed
    # One evening beyond the session's limit is the session's own error.
    one = {**season(evenings=()).to_json(), "evenings": [{"deals": [None] * (MAX_DEALS + 1)}]}
    assert refused(one).field.startswith("evenings[0]")


def test_reading_a_file_is_bounded(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="not valid JSON"):
        loads(b"{")
    with pytest.raises(RecordError, match="not valid JSON: nested too deeply"):
        loads(b"[" * 100_000 + b"]" * 100_000)
    with pytest.raises(RecordError, match="not valid JSON"):
        loads(b'{"a": NaN}')
    with pytest.raises(RecordError, match=r"not UTF-8 text \(byte 1\)"):
        loads(b'"\xff"')
    big = tmp_path / "big.json"
    with big.open("wb") as stream:
        stream.truncate(MAX_SEASON_BYTES + 1)  # sparse: its size alone refuses it
    with pytest.raises(RecordError, match="larger than 64 MB"):
        read_season_file(big)
    with pytest.raises(NotAFileError):
        read_season_file(tmp_path)
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "fifo"
        os.mkfifo(fifo)
        with pytest.raises(NotAFileError):
            read_season_file(fifo)  # refused at once, never waited on


def test_writing_refuses_a_folder(tmp_path: Path) -> None:
    with pytest.raises(WriteError):
        write_season_file(season(), tmp_path)
