"""``schreiber score`` as a user runs it: a separate process, JSON in, JSON out.

The contract is ``shared/spec/records.md`` ("The command line"): good input prints
``{"winner", "value", "scores", "lines"}`` on standard output; bad input exits with
status 2 and one line on standard error naming the field and the reason, and
nothing is written anywhere.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CONTRACT_KEYS = {"winner", "value", "scores", "lines"}
PLAYERS = ["A", "B", "C", "D"]


def run(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    """``schreiber ARGS`` in a fresh interpreter (``python -m schreiber`` is the same command)."""
    return subprocess.run(
        [sys.executable, "-m", "schreiber", *args],
        input=stdin,
        capture_output=True,
        cwd=ROOT,
        check=False,
        timeout=120,
    )


def request(deal: dict[str, object], **extra: object) -> dict[str, object]:
    """A ``schreiber score`` request for one Doppelkopf deal at A, B, C, D."""
    out: dict[str, object] = {
        "game": "doppelkopf",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
        "deal": deal,
        "bock_level": 0,
    }
    out.update(extra)
    return out


def deal(
    re_points: int,
    re: tuple[str, ...] = ("A", "B"),
    type: str = "normal",
    re_says: tuple[str, ...] = (),
    kontra_says: tuple[str, ...] = (),
    **extra: object,
) -> dict[str, object]:
    record: dict[str, object] = {
        "type": type,
        "re": list(re),
        "re_points": re_points,
        "announcements": {"re": list(re_says), "kontra": list(kontra_says)},
        "bonuses": [],
    }
    record.update(extra)
    return record


def write(tmp_path: Path, value: object, name: str = "deal.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(value), encoding="utf-8")
    return path


def succeeded(result: subprocess.CompletedProcess[bytes]) -> dict[str, object]:
    """The printed result of a good run, after checking the run was clean."""
    assert result.returncode == 0, result.stderr.decode()
    assert result.stderr == b""
    printed = json.loads(result.stdout.decode("utf-8"))
    assert isinstance(printed, dict)
    assert set(printed) >= CONTRACT_KEYS
    return printed


def contract(printed: dict[str, object]) -> dict[str, object]:
    return {key: printed[key] for key in CONTRACT_KEYS}


def line(party: str, item: str, points: int) -> dict[str, object]:
    return {"party": party, "item": item, "points": points}


# Good input ------------------------------------------------------------------

EXAMPLE_2 = request(deal(54, re_says=("re",), kontra_says=("kontra", "no90")))
EXAMPLE_2_RESULT: dict[str, object] = {
    "winner": "kontra",
    "value": -9,
    "scores": {"A": -9, "B": -9, "C": 9, "D": 9},
    "lines": [
        line("kontra", "won", 1),
        line("kontra", "against_elders", 1),
        line("kontra", "below_90", 1),
        line("kontra", "below_60", 1),
        line("kontra", "re_announced", 2),
        line("kontra", "kontra_announced", 2),
        line("kontra", "no90_announced", 1),
    ],
}


def test_score_from_a_file_prints_the_contract_json(tmp_path: Path) -> None:
    """Rules §11 example 2: Kontra wins, V = −9, C writes +9."""
    printed = succeeded(run("score", str(write(tmp_path, EXAMPLE_2))))
    assert contract(printed) == EXAMPLE_2_RESULT


def test_score_from_standard_input_prints_the_same() -> None:
    printed = succeeded(run("score", "-", stdin=json.dumps(EXAMPLE_2).encode()))
    assert contract(printed) == EXAMPLE_2_RESULT


def test_the_installed_schreiber_command_scores_too(tmp_path: Path) -> None:
    executable = Path(sys.executable).parent / "schreiber"
    if not executable.exists():
        pytest.skip("the schreiber script is not installed next to this interpreter")
    path = write(tmp_path, request(deal(129)))
    result = subprocess.run(
        [str(executable), "score", str(path)], capture_output=True, check=False, timeout=120
    )
    printed = succeeded(result)
    assert contract(printed) == {
        "winner": "re",
        "value": 1,
        "scores": {"A": 1, "B": 1, "C": -1, "D": -1},
        "lines": [line("re", "won", 1)],
    }


def test_solo_example_8_writes_three_times_for_the_soloist() -> None:
    """Rules §11 example 8: queen solo, A alone, Re 150: V = 1, A +3, the others −1."""
    body = request(deal(150, re=("A",), type="solo_queen"))
    printed = succeeded(run("score", "-", stdin=json.dumps(body).encode()))
    assert contract(printed) == {
        "winner": "re",
        "value": 1,
        "scores": {"A": 3, "B": -1, "C": -1, "D": -1},
        "lines": [line("re", "won", 1)],
    }


def test_draw_example_4_prints_a_null_winner(tmp_path: Path) -> None:
    """Rules §11 example 4: both refusals fail, draw, Re's "no 90 answered" = 1."""
    body = request(deal(175, re_says=("re", "no90", "no60"), kontra_says=("kontra", "no90")))
    printed = succeeded(run("score", str(write(tmp_path, body))))
    assert contract(printed) == {
        "winner": None,
        "value": 1,
        "scores": {"A": 1, "B": 1, "C": -1, "D": -1},
        "lines": [line("re", "no90_answered", 1)],
    }


def test_bock_level_doubles_example_5(tmp_path: Path) -> None:
    """Rules §11 example 11: example 5 with one Bock level is worth 12."""
    body = request(deal(170, re_says=("re",), kontra_says=("kontra",)), bock_level=1)
    printed = succeeded(run("score", str(write(tmp_path, body))))
    assert (printed["winner"], printed["value"]) == ("re", 12)
    assert printed["scores"] == {"A": 12, "B": 12, "C": -12, "D": -12}


def test_sitting_out_player_appears_with_zero(tmp_path: Path) -> None:
    """Spec: players not at the table appear with 0 (5 players, E sits out)."""
    body = request(
        deal(54, re=("A", "C"), re_says=("re",), kontra_says=("kontra", "no90")),
        players=["A", "B", "C", "D", "E"],
        sitting_out=["E"],
    )
    printed = succeeded(run("score", str(write(tmp_path, body))))
    assert printed["winner"] == "kontra"
    assert printed["value"] == -9
    assert printed["scores"] == {"A": -9, "B": 9, "C": -9, "D": 9, "E": 0}


# Bad input -------------------------------------------------------------------


def bad_deal(**changes: object) -> dict[str, object]:
    record = deal(130)
    record.update(changes)
    return request(record)


def with_nan() -> str:
    good = text(request(deal(130)))
    assert '"bock_level": 0' in good
    return good.replace('"bock_level": 0', '"bock_level": NaN')


def without_players() -> dict[str, object]:
    body = request(deal(130))
    del body["players"]
    return body


def text(value: object) -> str:
    return json.dumps(value)


# id -> (the file's text, a string the error line must contain)
BAD_REQUESTS: dict[str, tuple[Callable[[], str], str]] = {
    "not json": (lambda: '{"game": "doppelkopf", "players": [', "JSON"),
    "nan": (with_nan, "NaN"),
    "points 250": (lambda: text(bad_deal(re_points=250)), "deal.re_points"),
    "re party sits out": (
        lambda: text(
            request(
                deal(130, re=("A", "E")),
                players=["A", "B", "C", "D", "E"],
                sitting_out=["E"],
            )
        ),
        "deal.re[1]",
    ),
    "re party unknown": (lambda: text(request(deal(130, re=("A", "Z")))), "deal.re[1]"),
    "fox in a solo": (
        lambda: text(
            request(
                deal(130, re=("A",), type="solo_queen", bonuses=[{"kind": "fox", "party": "re"}])
            )
        ),
        "deal.bonuses[0]",
    ),
    "unknown game": (lambda: text({**request(deal(130)), "game": "skat"}), "game"),
    "missing players": (lambda: text(without_players()), "players"),
    "bool for points": (lambda: text(bad_deal(re_points=True)), "deal.re_points"),
    "bool for bock level": (
        lambda: text(request(deal(130), bock_level=True)),
        "bock_level",
    ),
}


def assert_one_error_line(result: subprocess.CompletedProcess[bytes], names: str) -> None:
    """Status 2, nothing on standard output, exactly one ``schreiber: `` line naming the field."""
    stderr = result.stderr.decode("utf-8")
    assert result.returncode == 2, stderr
    assert result.stdout == b""
    assert "Traceback" not in stderr
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("schreiber: "), stderr
    assert names in lines[0], stderr


@pytest.mark.parametrize("case", sorted(BAD_REQUESTS))
def test_bad_file_exits_2_with_one_line(tmp_path: Path, case: str) -> None:
    make, names = BAD_REQUESTS[case]
    path = tmp_path / "deal.json"
    path.write_text(make(), encoding="utf-8")
    result = run("score", str(path))
    assert_one_error_line(result, names)
    if case in ("not json", "nan"):
        # No field inside an unreadable document: the line names the file.
        assert str(path) in result.stderr.decode("utf-8")
    # Nothing written anywhere: the folder holds only the input, unchanged.
    assert list(tmp_path.iterdir()) == [path]
    assert path.read_text(encoding="utf-8") == make()


@pytest.mark.parametrize("case", sorted(BAD_REQUESTS))
def test_bad_standard_input_exits_2_with_one_line(case: str) -> None:
    make, names = BAD_REQUESTS[case]
    assert_one_error_line(run("score", "-", stdin=make().encode()), names)


def test_missing_file_exits_2_naming_it(tmp_path: Path) -> None:
    path = tmp_path / "no-such-deal.json"
    assert_one_error_line(run("score", str(path)), str(path))
    assert not path.exists()


# Headless: no Qt, no pandas ------------------------------------------------------

IMPORT_CHECK = """
import json, sys
from schreiber.cli import main
code = main(["score", sys.argv[1]])
heavy = sorted(
    name for name in sys.modules if name.split(".")[0] in ("PySide6", "shiboken6", "pandas")
)
sys.stderr.write(json.dumps({"code": code, "heavy": heavy}))
"""


def test_score_imports_neither_qt_nor_pandas(tmp_path: Path) -> None:
    path = write(tmp_path, EXAMPLE_2)
    result = subprocess.run(
        [sys.executable, "-c", IMPORT_CHECK, str(path)],
        capture_output=True,
        cwd=ROOT,
        check=False,
        timeout=120,
    )
    report = json.loads(result.stderr.decode("utf-8"))
    assert report == {"code": 0, "heavy": []}
    assert contract(json.loads(result.stdout.decode("utf-8"))) == EXAMPLE_2_RESULT


# Opening the window -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        ([], (True, None)),
        (["--data-dir", "/tmp/x"], (True, "/tmp/x")),
        (["--data-dir=/tmp/x"], (True, "/tmp/x")),
        (["--data-dir", "--help"], (False, None)),
        (["--data", "/tmp/x"], (False, None)),  # argparse's abbreviation: the full parser
        (["--help"], (False, None)),
        (["--version"], (False, None)),
        (["score", "-"], (False, None)),
        (["--data-dir", "/tmp/x", "score", "-"], (False, None)),
    ],
)
def test_only_plain_window_starts_skip_the_full_parser(
    args: list[str], expected: tuple[bool, str | None]
) -> None:
    from schreiber.cli import window_only

    assert window_only(args) == expected


def test_the_window_starts_paints_and_creates_the_database(tmp_path: Path) -> None:
    """``python -m schreiber --data-dir DIR``: the window opens, paints, and quits
    (the benchmark's hook)."""
    import os

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", SCHREIBER_EXIT_AFTER_PAINT="1")
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")  # the window's settings stay here
    result = subprocess.run(
        [sys.executable, "-m", "schreiber", "--data-dir", str(tmp_path)],
        capture_output=True,
        cwd=ROOT,
        env=env,
        check=False,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr.decode()
    lines = result.stdout.decode().split()
    assert lines[-1] == "painted"
    assert (tmp_path / "schreiber.sqlite3").exists()
