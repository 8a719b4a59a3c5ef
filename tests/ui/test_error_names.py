"""The engine's messages name things, never codes, in every language (issue 17).

A message such as "„Karlchen gefangen“ zählt nach diesen Regeln nicht" must not
read "Sonderpunkt charlie_caught zählt nicht (Option charlie_caught)": every
game type, bonus, announcement, contract and rule option a message names is
passed as a :class:`~schreiber.games.names.Term` and worded by the window's catalogue.
Checked two ways: errors provoked through the real engine, and every template
of the code filled with representative codes.
"""

from __future__ import annotations

import ast
import re
import string
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from schreiber.games.doppelkopf.rules import PRESETS, STANDARD
from schreiber.games.errors import RecordError
from schreiber.games.names import TABLES, Term, Terms, option_value
from schreiber.games.registry import game
from schreiber.session.file import parse_session
from schreiber.ui.common import text
from schreiber.ui.i18n import Translations

CODE = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b|\bno[369]0\b")
"""snake_case codes (``solo_king``, ``charlie_caught``) and the announcements' codes."""
JSON_WORDS = re.compile(r"\b(null|true|false)\b")
"""JSON's words: an English message says "empty", "on", "off" (German "null" is zero)."""

APP = Path(__file__).resolve().parents[2] / "app" / "schreiber"

# Templates that show the JSON input's own codes on purpose: they answer a
# hand-written session file or command-line request, whose keys and values are
# codes (the window never sends a value outside the choices).
JSON_ONLY: frozenset[str] = frozenset(
    {
        "must be one of {choices} (got {value!r})",
        "is not a known preset; use one of {choices}",
        "must be true or false",
    }
)


@pytest.fixture(params=["de", "ja"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    translations = Translations(qapp)
    translations.apply(request.param)
    yield request.param
    translations.apply("en")


def caught(action: Callable[[], object]) -> RecordError:
    with pytest.raises(RecordError) as error:
        action()
    return error.value


def doppelkopf(rules: dict[str, object], **deal: object) -> Callable[[], object]:
    record = {"type": "normal", "re": ["Anna", "Ben"], "re_points": 130, **deal}
    session = {
        "format": "schreiber-session",
        "version": 1,
        "game": "doppelkopf",
        "title": "",
        "date": "2026-11-20",
        "players": ["Anna", "Ben", "Chie", "Daiki"],
        "first_dealer": "Anna",
        "rules": rules,
        "deals": [record],
    }
    return lambda: parse_session(session).replay()


ENGINE_ERRORS: dict[str, Callable[[], object]] = {
    "type needs its option": doppelkopf({}, type="solo_king", re=["Anna"]),
    "bonus off under DDV": doppelkopf(
        {"preset": "ddv"}, bonuses=[{"kind": "charlie_caught", "party": "re", "count": 1}]
    ),
    "announcement before its predecessor": doppelkopf({}, announcements={"re": ["re", "no60"]}),
    "misère off": doppelkopf({}, type="misere", re=["Anna"], re_tricks=0),
    "suit solos none": doppelkopf(
        {"options": {"suit_solos": "none"}}, type="solo_clubs", re=["Anna"]
    ),
    "a redeal's reason off": doppelkopf(
        {"options": {"poverty": False}}, type="redeal", reason="poverty_refused", re=[]
    ),
    "option needs another": lambda: game("doppelkopf").parse_rules(
        {"options": {"hyperschweinchen": True}}, "rules", 4
    ),
    "plus and minus only": lambda: game("doppelkopf").parse_rules(
        {"options": {"plus_only": True, "minus_only": True}}, "rules", 4
    ),
    "Schafkopf contract at the wrong table": lambda: game("schafkopf_pfalz").score_request(
        {
            "game": "schafkopf_pfalz",
            "players": ["Anna", "Ben", "Chie"],
            "dealer": "Anna",
            "deal": {"contract": "ace_call", "soloist": "Ben", "partner": "Chie"},
        }
    ),
}


@pytest.mark.parametrize("case", sorted(ENGINE_ERRORS))
def test_a_provoked_error_names_no_code(case: str, language: str) -> None:
    error = caught(ENGINE_ERRORS[case])
    shown = text.error_text(error)
    english = error.reason
    assert shown != english, f"{case}: not translated: {shown}"
    assert not CODE.search(shown), f"{case}: {shown}"
    assert not CODE.search(english), f"{case}: {english}"
    for value in error.params.values():
        if isinstance(value, Term):
            assert text.term(value) in shown  # the name, in the user's language
            assert value.code not in shown or value.code == text.term(value)


def test_the_examples_of_the_issue_read_as_words(qapp: QApplication) -> None:
    translations = Translations(qapp)
    try:
        translations.apply("de")
        bonus = caught(ENGINE_ERRORS["bonus off under DDV"])
        assert text.error_text(bonus) == (
            "„Karlchen gefangen“ zählt nach diesen Regeln nicht (Option „Karlchen gefangen“)"
        )
        word = caught(ENGINE_ERRORS["announcement before its predecessor"])
        assert text.error_text(word) == "„keine 60“ setzt die Ansage „keine 90“ voraus; ergänzen"
        translations.apply("ja")
        king = caught(ENGINE_ERRORS["type needs its option"])
        assert text.error_text(king) == (
            "キングソロにはオプション「キングソロ」が必要です。オンにするか、別の種類を選んでください"
        )
    finally:
        translations.apply("en")


def templates() -> dict[str, Path]:
    """Every RecordError template in the code (as lupdate finds them)."""
    found: dict[str, Path] = {}
    for path in sorted(APP.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", None) == "QT_TRANSLATE_NOOP"
                and isinstance(node.args[0], ast.Constant)
                and node.args[0].value == "RecordError"
                and isinstance(node.args[1], ast.Constant)
            ):
                found[str(node.args[1].value)] = path
    return found


# A representative code for each placeholder that names one (the raise sites
# pass these as Terms); every other placeholder is a number or a player's name.
OPTION_PLACES = ("option", "plus", "minus", "joker", "hyper", "heart_ten", "needed")


def sample(template: str, name: str) -> object:
    has_option = "{option}" in template or "{heart_ten}" in template
    if name == "type":
        return Term("game_type", "solo_king")
    if name == "kind":
        return Term("bonus", "charlie_caught")
    if name in ("word", "needed") and "{option}" not in template:
        return Term("word", "no60")
    if name in OPTION_PLACES:
        return Term("option", "fox_wins_last_trick")
    if name in ("value", "other") and has_option:
        return option_value("sit_out", "after_dealer")
    if name == "reason":
        return Term("reason", "poverty_refused")
    if name == "contract":
        return Term("contract", "ace_call")
    if name in ("game", "expected") and "session" in template:
        return Term("game", "schafkopf_pfalz")
    if name == "party":
        return Term("word", "kontra")
    if name == "words":
        return Terms(Term("word", w) for w in ("kontra", "no90", "no60"))
    if name == "name":
        return "Anna"
    return 7


def placeholders(template: str) -> list[str]:
    return [field for _, field, _, _ in string.Formatter().parse(template) if field]


def test_every_template_is_found() -> None:
    found = templates()
    assert len(found) > 100
    assert "{type} needs the option “{option}”; switch it on or pick another type" in found


@pytest.mark.parametrize("template", sorted(templates()))
def test_every_template_names_no_code(template: str, language: str) -> None:
    if template in JSON_ONLY:
        return
    params = {name: sample(template, name) for name in placeholders(template)}
    error = RecordError("deal", template, **params)
    english = error.reason
    shown = text.error_text(error)
    assert not CODE.search(english) and not JSON_WORDS.search(english), english
    assert not CODE.search(shown), shown
    for value in params.values():
        if isinstance(value, Term):
            assert text.term(value) in shown, shown
            assert value.kind in TABLES


def test_terms_keep_their_codes() -> None:
    """Records, the command line's JSON and tests still see the code."""
    kind = Term("bonus", "charlie_caught")
    assert kind == "charlie_caught" and f"{kind}" == "Charlie caught"
    assert str(Term("option", "king_solo")) == "King solo"
    assert str(option_value("suit_solos", "none")) == "none"
    error = caught(ENGINE_ERRORS["bonus off under DDV"])
    assert error.params == {"kind": "charlie_caught", "option": "charlie_caught"}
    assert (
        error.reason == "“Charlie caught” is not scored under these rules (option “Charlie caught”)"
    )
    assert PRESETS["ddv"].charlie_caught is False and STANDARD.charlie_caught is True


def test_a_rule_option_is_named_where_the_error_is(language: str) -> None:
    """The place of an error in the rules is the option's name, not its path."""
    error = caught(ENGINE_ERRORS["plus and minus only"])
    assert error.field == "rules.options.minus_only"
    where = text.problem_text(error).partition(": ")[0]
    assert where == text.option_name("minus_only") != "minus_only"
    assert not CODE.search(text.problem_text(error))
    assert text.field_text("rules.options.table") == text.simple_option_name("table")
    re_points = QCoreApplication.translate("Field", "Re points")
    assert text.field_text("deal.re_points") == re_points
    fourth = QCoreApplication.translate("Field", "Deal {n}").format(n=4)
    assert text.field_text("deals[3].re_points") == f"{fourth} · {re_points}"
    assert not CODE.search(text.field_text("deals[0].marriage_clarified_in"))
    assert text.field_text("deals[0].colour").endswith("colour")  # unknown keys as written
