"""Announcement deadlines, rules §10, for every option, and ``schreiber deadlines``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from schreiber.games.doppelkopf.deadlines import deadline_table, deadlines, deadlines_request
from schreiber.games.doppelkopf.records import WORDS, Party
from schreiber.games.doppelkopf.rules import STANDARD, RuleSet
from schreiber.games.errors import RecordError

ROOT = Path(__file__).resolve().parents[3]
ALL = ("no90", "no60", "no30", "schwarz")


def ask(
    announced: dict[str, list[str]] | None = None,
    game_type: str = "normal",
    clarified: int | None = None,
    **options: object,
) -> dict[str, dict[str, int]]:
    request: dict[str, object] = {
        "rules": {"preset": "standard", "options": options},
        "type": game_type,
        "marriage_clarified_in": clarified,
        "announced": announced or {"re": [], "kontra": []},
    }
    return deadlines_request(request)


def same(count: int, party: str = "re") -> dict[str, int]:
    return dict.fromkeys(WORDS[party], count)  # type: ignore[index]


# The timing table ------------------------------------------------------------------


def test_the_standard_table_in_cards_and_tricks() -> None:
    assert deadline_table(STANDARD) == [
        ("party", 11),
        ("no90", 10),
        ("no60", 9),
        ("no30", 8),
        ("schwarz", 7),
    ]
    rows = deadlines(STANDARD, "normal", {"re": ("re", "no90", "no60", "no30"), "kontra": ()})
    schwarz = rows["re"][0]
    assert (schwarz.word, schwarz.cards, schwarz.before_trick) == ("schwarz", 7, 6)


def test_late_refusals_table() -> None:
    late = STANDARD.replace(announcement_timing="late_refusals")
    assert deadline_table(late) == [
        ("party", 12),
        ("no90", 10),
        ("no60", 8),
        ("no30", 6),
        ("schwarz", 4),
    ]


def test_without_nines_table_is_two_lower() -> None:
    short = STANDARD.replace(without_nines=True)
    assert deadline_table(short) == [
        ("party", 9),
        ("no90", 8),
        ("no60", 7),
        ("no30", 6),
        ("schwarz", 5),
    ]
    row = deadlines(short, "normal", {"re": ("re",), "kontra": ()})["re"][0]
    # 10-card hands: no 90 while holding 8 cards is before playing to trick 3.
    assert (row.word, row.cards, row.before_trick) == ("no90", 8, 3)


# Before anything is said: a refusal is said together with Re/Kontra ----------------


def test_nothing_said_everything_goes_with_re_or_kontra() -> None:
    assert ask() == {"re": same(11), "kontra": same(11, "kontra")}


def test_after_re_refusals_wait_for_no_90_and_kontra_replies() -> None:
    assert ask({"re": ["re"], "kontra": []}) == {
        # no 60 and higher still need no 90, which ends at 10 cards.
        "re": {"no90": 10, "no60": 10, "no30": 10, "schwarz": 10},
        # Kontra answers Re: one trick more than Re's 11; its refusals still need Kontra.
        "kontra": {"kontra": 10, "no90": 10, "no60": 10, "no30": 10, "schwarz": 10},
    }


def test_rules_example_kontra_after_no_60_while_holding_8() -> None:
    """§10: after the opponents' "no 60", Kontra is allowed while holding 8 cards."""
    result = ask({"re": ["re", "no90", "no60"], "kontra": []})
    assert result["kontra"]["kontra"] == 8
    # A refusal needs Kontra *and* its own time: no 90 stays at 10.
    assert result["kontra"]["no90"] == 10
    # Re's next refusal: no 30 at 8, schwarz needs no 30 too, so also 8.
    assert result["re"] == {"no30": 8, "schwarz": 8}


def test_reply_extension_is_for_re_and_kontra_only() -> None:
    result = deadlines(STANDARD, "normal", {"re": ("re", "no90"), "kontra": ()})
    reasons = {row.word: (row.cards, row.reason) for row in result["kontra"]}
    assert reasons["kontra"] == (9, "reply")
    assert reasons["no90"] == (10, "own")
    assert reasons["no60"] == (10, "needs:no90")


def test_reply_never_earlier_than_own_deadline() -> None:
    # Kontra said only Kontra: Re replies until 10, Re's refusals need Re.
    assert ask({"re": [], "kontra": ["kontra"]})["re"] == {
        "re": 10,
        "no90": 10,
        "no60": 10,
        "no30": 10,
        "schwarz": 10,
    }


def test_an_announced_word_is_absent() -> None:
    result = ask({"re": ["re", "no90", "no60", "no30", "schwarz"], "kontra": ["kontra"]})
    assert result["re"] == {}
    assert result["kontra"] == {"no90": 10, "no60": 10, "no30": 10, "schwarz": 10}


def test_each_refusal_said_in_turn_reaches_its_own_count() -> None:
    counts = {}
    said: list[str] = ["re"]
    for word in ALL:
        counts[word] = ask({"re": said, "kontra": []})["re"][word]
        said.append(word)
    assert counts == {"no90": 10, "no60": 9, "no30": 8, "schwarz": 7}


# Options --------------------------------------------------------------------------


def test_late_refusals_with_reply() -> None:
    assert ask(announcement_timing="late_refusals") == {
        "re": same(12),
        "kontra": same(12, "kontra"),
    }
    result = ask({"re": ["re", "no90"], "kontra": []}, announcement_timing="late_refusals")
    assert result == {
        "re": {"no60": 8, "no30": 8, "schwarz": 8},
        "kontra": {"kontra": 9, "no90": 10, "no60": 10, "no30": 10, "schwarz": 10},
    }


@pytest.mark.parametrize(("clarified", "count"), [(1, 11), (2, 10), (3, 9)])
def test_marriage_shift_moves_deadlines_by_clarifying_trick_minus_one(
    clarified: int, count: int
) -> None:
    """§10: partner found in trick 2 → one trick later; in trick 3 → two."""
    assert ask(game_type="marriage", clarified=clarified) == {
        "re": same(count),
        "kontra": same(count, "kontra"),
    }
    after_re = ask({"re": ["re"], "kontra": []}, game_type="marriage", clarified=clarified)
    shift = 11 - count
    assert after_re["re"] == dict.fromkeys(ALL, 10 - shift)
    assert after_re["kontra"]["kontra"] == 10 - shift


@pytest.mark.parametrize(("clarified", "count"), [(1, 10), (2, 9), (3, 8)])
def test_marriage_after_clarifying_trick(clarified: int, count: int) -> None:
    result = ask(
        game_type="marriage", clarified=clarified, marriage_deadlines="after_clarifying_trick"
    )
    assert result == {"re": same(count), "kontra": same(count, "kontra")}


def test_without_nines_lowers_every_count_by_two() -> None:
    assert ask({"re": ["re", "no90", "no60"], "kontra": []}, without_nines=True) == {
        "re": {"no30": 6, "schwarz": 6},
        "kontra": {"kontra": 6, "no90": 8, "no60": 8, "no30": 8, "schwarz": 8},
    }


def test_all_shifts_together_never_below_one_card() -> None:
    result = ask(
        {"re": ["re", "no90", "no60", "no30"], "kontra": []},
        game_type="marriage",
        clarified=3,
        announcement_timing="late_refusals",
        marriage_deadlines="after_clarifying_trick",
        without_nines=True,
    )
    # schwarz: 4 − 2 (without nines) − 3 (marriage) would be −1: it stays at 1 card.
    assert result["re"] == {"schwarz": 1}
    assert result["kontra"]["kontra"] == 1


def test_solo_implies_re_counts_re_as_said() -> None:
    result = ask(game_type="solo_queen", solo_implies_re=True)
    assert result["re"] == {"no90": 10, "no60": 10, "no30": 10, "schwarz": 10}
    assert result["kontra"]["kontra"] == 10
    # Not a declared solo: the option changes nothing.
    assert ask(game_type="normal", solo_implies_re=True)["re"] == same(11)


def test_optional_solo_types_with_their_option() -> None:
    assert ask(game_type="solo_king", king_solo=True)["re"] == same(11)


# Refusals --------------------------------------------------------------------------

BAD = {
    "redeal": ({"type": "redeal"}, "type"),
    "king solo off": ({"type": "solo_king"}, "type"),
    "marriage without trick": ({"type": "marriage"}, "marriage_clarified_in"),
    "marriage trick 4": ({"type": "marriage", "marriage_clarified_in": 4}, "marriage_clarified_in"),
    "trick for a normal game": (
        {"type": "normal", "marriage_clarified_in": 2},
        "marriage_clarified_in",
    ),
    "kontra word for re": ({"type": "normal", "announced": {"re": ["kontra"]}}, "announced.re[0]"),
    "twice": ({"type": "normal", "announced": {"re": ["re", "re"]}}, "announced.re"),
    "missing prerequisite": (
        {"type": "normal", "announced": {"kontra": ["kontra", "no60"]}},
        "announced.kontra",
    ),
    "unknown party": ({"type": "normal", "announced": {"both": []}}, "announced.both"),
    "unknown field": ({"type": "normal", "when": 3}, "when"),
    "no type": ({"announced": {}}, "type"),
    "other game": ({"game": "crescendo", "type": "normal"}, "game"),
    "bad option": ({"type": "normal", "rules": {"options": {"announcement_timing": "x"}}}, "rules"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_questions_name_the_field(case: str) -> None:
    request, field = BAD[case]
    with pytest.raises(RecordError) as caught:
        deadlines_request(request)
    assert caught.value.field.startswith(field)


def test_poverty_needs_the_option() -> None:
    with pytest.raises(RecordError, match="poverty"):
        deadlines_request({"rules": {"preset": "ddv"}, "type": "poverty"})


# Properties -----------------------------------------------------------------------

prefix = st.integers(min_value=0, max_value=5)


@given(
    re_said=prefix,
    kontra_said=prefix,
    timing=st.sampled_from(["standard", "late_refusals"]),
    nines=st.booleans(),
    marriage=st.sampled_from([None, 1, 2, 3]),
    mode=st.sampled_from(["shift", "after_clarifying_trick"]),
)
def test_counts_are_sane(
    re_said: int,
    kontra_said: int,
    timing: str,
    nines: bool,
    marriage: int | None,
    mode: str,
) -> None:
    rules = RuleSet(announcement_timing=timing, without_nines=nines, marriage_deadlines=mode)
    announced: dict[Party, tuple[str, ...]] = {
        "re": WORDS["re"][:re_said],
        "kontra": WORDS["kontra"][:kontra_said],
    }
    game_type = "normal" if marriage is None else "marriage"
    result = deadlines(rules, game_type, announced, marriage)
    for party, rows in result.items():
        said = announced[party]
        assert [row.word for row in rows] == [w for w in WORDS[party] if w not in said]
        counts = [row.cards for row in rows]
        assert all(1 <= count <= rules.tricks_per_deal for count in counts)
        # A word is said together with the open earlier ones: never later than them.
        for i, row in enumerate(rows):
            assert all(row.cards >= earlier.cards for earlier in rows[:i])
    # The opponents saying more never makes one's own Re/Kontra deadline later.
    if kontra_said < 5:
        more: dict[Party, tuple[str, ...]] = {
            **announced,
            "kontra": WORDS["kontra"][: kontra_said + 1],
        }
        before = result["re"]
        after = deadlines(rules, game_type, more, marriage)["re"]
        if before and after and before[0].word == after[0].word == "re":
            assert after[0].cards <= before[0].cards


# The command line -----------------------------------------------------------------


def run(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "schreiber", *args],
        input=stdin,
        capture_output=True,
        cwd=ROOT,
        check=False,
        timeout=120,
    )


def test_cli_prints_the_contract(tmp_path: Path) -> None:
    path = tmp_path / "q.json"
    path.write_text(
        json.dumps(
            {
                "rules": {"preset": "standard"},
                "type": "normal",
                "marriage_clarified_in": None,
                "announced": {"re": ["re", "no90", "no60"], "kontra": []},
            }
        ),
        encoding="utf-8",
    )
    result = run("deadlines", str(path))
    assert result.returncode == 0, result.stderr
    printed = json.loads(result.stdout)
    assert printed == {
        "re": {"no30": 8, "schwarz": 8},
        "kontra": {"kontra": 8, "no90": 10, "no60": 10, "no30": 10, "schwarz": 10},
    }
    # Words appear in speaking order.
    assert list(printed["kontra"]) == ["kontra", *ALL]


@pytest.mark.parametrize(
    ("stdin", "names"),
    [
        (b'{"type": "marriage", "announced": {}}', "marriage_clarified_in"),
        (b'{"type": "normal", "announced": {"re": ["no60"]}}', "announced.re"),
        (b"[1, 2]", "input"),
        (b"{not json", "standard input"),
    ],
)
def test_cli_bad_input_exits_2_with_one_line(stdin: bytes, names: str) -> None:
    result = run("deadlines", "-", stdin=stdin)
    stderr = result.stderr.decode("utf-8")
    assert result.returncode == 2, stderr
    assert result.stdout == b""
    assert "Traceback" not in stderr
    assert len(stderr.splitlines()) == 1
    assert names in stderr


def test_cli_deadlines_imports_neither_qt_nor_pandas(tmp_path: Path) -> None:
    path = tmp_path / "q.json"
    path.write_text('{"type": "normal"}', encoding="utf-8")
    check = (
        "import json, sys\n"
        "from schreiber.cli import main\n"
        "code = main(['deadlines', sys.argv[1]])\n"
        "heavy = sorted(n for n in sys.modules if n.split('.')[0] in "
        "('PySide6', 'shiboken6', 'pandas'))\n"
        "sys.stderr.write(json.dumps({'code': code, 'heavy': heavy}))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", check, str(path)],
        capture_output=True,
        cwd=ROOT,
        check=False,
        timeout=120,
    )
    assert json.loads(result.stderr) == {"code": 0, "heavy": []}


def test_refusals_scored_as_announced_leave_the_other_party_without_refusals() -> None:
    """§13.2 as_announced: once one party refused, the other may still say its word only."""
    result = ask({"re": ["re", "no90"], "kontra": []}, refusal_scoring="as_announced")
    assert list(result["kontra"]) == ["kontra"]
    assert "no60" in result["re"]
    assert list(ask({"re": ["re", "no90"]})["kontra"]) == list(WORDS["kontra"])
    with pytest.raises(RecordError) as caught:
        ask({"re": ["re", "no90"], "kontra": ["kontra", "no90"]}, refusal_scoring="as_announced")
    assert caught.value.field == "announced"
