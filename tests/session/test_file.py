"""The session file (shared/spec/records.md): parse, check, canonical round trip."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from schreiber.games.errors import RecordError
from schreiber.session.file import parse_session

ROOT = Path(__file__).resolve().parents[2]

SESSION: dict[str, object] = {
    "format": "schreiber-session",
    "version": 1,
    "game": "doppelkopf",
    "title": "Friday evening",
    "date": "2026-11-20",
    "players": ["Anna", "Ben", "Chie", "Daiki", "Emi"],
    "first_dealer": "Anna",
    "rules": {"preset": "standard", "options": {"bock_mode": "queue"}},
    "deals": [
        {
            "type": "normal",
            "re": ["Ben", "Chie"],
            "re_points": 131,
            "re_tricks": 7,
            "kontra_tricks": 5,
            "announcements": {"re": ["re", "no90"], "kontra": []},
            "bonuses": [
                {"kind": "fox", "party": "re"},
                {"kind": "charlie", "party": "kontra"},
                {"kind": "doppelkopf", "party": "re", "count": 2},
            ],
            "compulsory": False,
            "marriage_clarified_in": None,
            "bock_events": [],
            "note": "",
        },
        {"type": "redeal", "reason": "other"},
        {"type": "marriage", "re": ["Chie", "Daiki"], "re_points": 120, "marriage_clarified_in": 2},
        {
            "type": "solo_hearts",
            "re": ["Emi"],
            "re_points": 90,
            "announcements": {"re": [], "kontra": ["kontra"]},
            "note": "close one",
        },
    ],
}


def test_export_of_an_import_is_stable() -> None:
    once = parse_session(SESSION).to_json()
    twice = parse_session(once).to_json()
    assert json.dumps(once, sort_keys=False) == json.dumps(twice, sort_keys=False)
    assert once["rules"] == {
        "preset": "standard",
        "options": parse_session(SESSION).rules.to_json(),
    }
    options = once["rules"]["options"]
    assert options["bock_mode"] == "queue"


def test_canonical_deals_keep_every_given_field() -> None:
    exported = parse_session(SESSION).to_json()
    deals = exported["deals"]
    assert isinstance(deals, list)
    assert deals[0] == SESSION["deals"][0] | {  # type: ignore[index]
        "bonuses": [
            {"kind": "fox", "party": "re"},
            {"kind": "charlie", "party": "kontra"},
            {"kind": "doppelkopf", "party": "re", "count": 2},
        ]
    }
    assert deals[1] == {"type": "redeal", "reason": "other"}
    assert deals[3]["note"] == "close one"


def test_derived_extras_are_read_only() -> None:
    session = parse_session(SESSION)
    with_derived = session.to_json(derived=True)
    assert "derived" in with_derived
    assert parse_session(with_derived) == session


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"format": "other"}, "format"),
        ({"version": 2}, "version"),
        ({"game": "skat"}, "game"),
        ({"date": "20.11.2026"}, "date"),
        ({"date": "20261120"}, "date"),
        ({"players": ["A", "B", "C"]}, "players"),
        ({"players": ["A", "B", "C", "A"]}, "players[3]"),
        ({"first_dealer": "Zoe"}, "first_dealer"),
        ({"rules": {"preset": "standard", "options": {"nope": 1}}}, "rules.options.nope"),
        ({"extra": 1}, "extra"),
    ],
)
def test_bad_sessions_name_the_field(change: dict[str, object], field: str) -> None:
    with pytest.raises(RecordError) as caught:
        parse_session(SESSION | change)
    assert caught.value.field == field


def test_a_deal_that_does_not_fit_its_table_is_refused() -> None:
    deals = list(SESSION["deals"])  # type: ignore[call-overload]
    # Deal 1 is dealt by Anna, who sits out with five players.
    deals[0] = deals[0] | {"re": ["Anna", "Chie"]}
    with pytest.raises(RecordError) as caught:
        parse_session(SESSION | {"deals": deals})
    assert caught.value.field == "deals[0].re[0]"


def schreiber(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "schreiber", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )


def test_replay_command(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(SESSION), encoding="utf-8")
    done = schreiber("replay", str(path))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert [d["dealer"] for d in out["deals"]] == ["Anna", "Ben", "Ben", "Chie"]
    assert [d["sitting_out"] for d in out["deals"]] == [["Anna"], ["Ben"], ["Ben"], ["Chie"]]
    assert out["next"] == {"dealer": "Daiki", "sitting_out": ["Daiki"], "bock_level": 1}
    # Deal 1: Re's "no 90" failed, so Re announced and lost: five Bock deals.
    # Deal 3 (a 120:120 marriage) queues five more behind the four left.
    assert out["deals"][0]["bock_triggers"] == ["re_lost"]
    assert out["deals"][2]["bock_triggers"] == ["tie"]
    assert [d["bock_level"] for d in out["deals"]] == [0, 0, 1, 1]
    assert out["pending_bock"] == [1] * 8
    assert out["totals"] == out["deals"][-1]["totals"]
    assert out["compulsory_solo_owed"] == []


def test_import_command_prints_the_canonical_file(tmp_path: Path) -> None:
    done = schreiber("import", "-", stdin=json.dumps(SESSION))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == parse_session(SESSION).to_json()
    path = tmp_path / "again.json"
    path.write_text(done.stdout, encoding="utf-8")
    again = schreiber("import", str(path))
    assert again.stdout == done.stdout


@pytest.mark.parametrize("command", ["replay", "import"])
def test_bad_session_exits_2_with_one_line(command: str) -> None:
    bad = json.dumps(SESSION | {"first_dealer": "Zoe"})
    done = schreiber(command, "-", stdin=bad)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1
    assert done.stderr.startswith("schreiber: first_dealer: ")


def test_parse_session_replay_gives_the_checked_session_and_its_replay() -> None:
    from schreiber.session.file import parse_session_replay
    from scripts.samples import doppelkopf_evening

    data = doppelkopf_evening()
    session, replay = parse_session_replay(data)
    assert session == parse_session(data)
    assert replay == session.replay()


def test_the_ids_and_revisions_a_shown_file_carries_are_ignored() -> None:
    """``schreiber show`` gives each record its ``id`` and ``revision``; reading the
    file (create, import, the window's File → Import) ignores both (records.md)."""
    plain = SESSION
    shown = json.loads(json.dumps(plain))
    for number, record in enumerate(shown["deals"], start=1):
        record["id"], record["revision"] = str(100 + number), number
    assert parse_session(shown) == parse_session(plain)
    assert parse_session(shown).to_json() == parse_session(plain).to_json()
