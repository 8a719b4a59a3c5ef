"""Issue 27: the record says who held the marriage (``marriage_holder``) and who was
poor (``poverty``, now in every poverty); validation, JSON and the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from schreiber.games.doppelkopf import RuleSet, parse_deal
from schreiber.games.doppelkopf.validation import validate
from schreiber.games.errors import RecordError
from schreiber.games.players import rename_in_record
from schreiber.games.registry import game
from schreiber.session.file import parse_session
from tests.games.doppelkopf.build import TABLE, deal_json
from tests.hardening.cli import run_here

MARRIAGE = deal_json(
    130, re=("A", "C"), type="marriage", marriage_clarified_in=2, marriage_holder="C"
)
ALONE = deal_json(130, re=("B",), type="marriage", marriage_holder="B")
POVERTY = deal_json(130, re=("A", "D"), type="poverty", poverty={"poor": "D", "partner": "A"})


def checked(record: dict[str, object], rules: RuleSet | None = None) -> None:
    validate(parse_deal(record), rules or RuleSet(), TABLE)


def refused(record: dict[str, object], rules: RuleSet | None = None) -> RecordError:
    with pytest.raises(RecordError) as caught:
        checked(record, rules)
    return caught.value


def test_the_holder_and_the_poor_player_are_read_and_written_back() -> None:
    for record in (MARRIAGE, ALONE, POVERTY):
        deal = parse_deal(record)
        checked(record)
        assert parse_deal(deal.to_json()) == deal
    assert parse_deal(MARRIAGE).marriage_holder == "C"
    assert parse_deal(MARRIAGE).to_json()["marriage_holder"] == "C"
    assert parse_deal(ALONE).to_json()["marriage_holder"] == "B"
    assert parse_deal(POVERTY).to_json()["poverty"] == {"poor": "D", "partner": "A"}


def test_old_records_without_the_fields_stay_valid_and_write_nothing_new() -> None:
    for record in (
        deal_json(130, re=("A", "C"), type="marriage", marriage_clarified_in=2),
        deal_json(130, re=("B",), type="marriage"),
        deal_json(130, re=("A", "D"), type="poverty"),
    ):
        checked(record)
        written = parse_deal(record).to_json()
        assert "marriage_holder" not in written and "poverty" not in written


def test_a_holder_outside_the_re_party_is_refused_naming_the_field() -> None:
    error = refused({**MARRIAGE, "marriage_holder": "B"})
    assert error.field == "deal.marriage_holder"
    assert "'B'" in str(error) and "Re party" in str(error)
    alone = refused({**ALONE, "marriage_holder": "A"})
    assert alone.field == "deal.marriage_holder"


def test_a_holder_is_only_for_a_marriage() -> None:
    error = refused(deal_json(130, re=("A", "C"), marriage_holder="A"))
    assert error.field == "deal.marriage_holder"
    assert "only for a marriage" in str(error)
    with pytest.raises(RecordError) as caught:
        parse_deal({"type": "redeal", "reason": "other", "marriage_holder": "A"})
    assert caught.value.field == "deal.marriage_holder"
    with pytest.raises(RecordError) as caught:
        parse_deal({**MARRIAGE, "marriage_holder": 3})
    assert caught.value.field == "deal.marriage_holder"


def test_every_poverty_may_say_who_was_poor_and_the_pair_is_re_without_wirth() -> None:
    """§3: the poor player and the one who took the exchange are the Re party; with
    ``poverty_wirth`` (§13.4) the pair may be Kontra, never split."""
    split = refused({**POVERTY, "poverty": {"poor": "B", "partner": "A"}})
    assert split.field == "deal.poverty"
    kontra = {**POVERTY, "poverty": {"poor": "B", "partner": "C"}}
    assert refused(kontra).field == "deal.poverty"
    checked(kontra, RuleSet(poverty_wirth=True))


def test_a_renamed_player_is_renamed_as_the_holder_too() -> None:
    fields = game("doppelkopf").name_fields
    renamed = rename_in_record(fields, MARRIAGE, "C", "Cleo")
    assert renamed is not None
    assert (renamed["re"], renamed["marriage_holder"]) == (["A", "Cleo"], "Cleo")
    poverty = rename_in_record(fields, POVERTY, "D", "Dora")
    assert poverty is not None and poverty["poverty"] == {"poor": "Dora", "partner": "A"}


def session_file() -> dict[str, object]:
    return {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": "Friday evening",
        "date": "2026-11-20",
        "players": list(TABLE),
        "first_dealer": "A",
        "rules": {"preset": "standard"},
        "deals": [MARRIAGE, ALONE, POVERTY],
    }


def test_the_session_file_and_the_command_line_keep_the_fields(tmp_path: Path) -> None:
    session = parse_session(session_file())
    written = session.to_json()["deals"]
    assert isinstance(written, list)
    assert [d.get("marriage_holder") for d in written] == ["C", "B", None]
    assert written[2]["poverty"] == {"poor": "D", "partner": "A"}
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(session_file()), encoding="utf-8")
    replayed = run_here("replay", str(path))
    assert replayed.code == 0, replayed.stderr.decode()
    assert len(json.loads(replayed.stdout)["deals"]) == 3
    folder = str(tmp_path / "data")
    created = run_here("--data-dir", folder, "create", str(path))
    assert created.code == 0, created.stderr.decode()
    session_id = json.loads(created.stdout)["id"]
    shown = run_here("--data-dir", folder, "show", session_id)
    assert shown.code == 0, shown.stderr.decode()
    deals = json.loads(shown.stdout)["deals"]
    assert [d.get("marriage_holder") for d in deals] == ["C", "B", None]
    assert deals[2]["poverty"] == {"poor": "D", "partner": "A"}
    bad = {**session_file(), "deals": [{**MARRIAGE, "marriage_holder": "B"}]}
    path.write_text(json.dumps(bad), encoding="utf-8")
    refused_run = run_here("replay", str(path))
    assert refused_run.code == 2
    assert b"deals[0].marriage_holder" in refused_run.stderr
