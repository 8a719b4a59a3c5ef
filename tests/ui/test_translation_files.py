"""The Qt Linguist files: complete in Japanese, German and English, in step with the code.

A text added to the code without running ``python -m schreiber.ui.i18n --update``,
a message left unfinished, or a translation that lost a ``{placeholder}``,
``%n`` or its keyboard accelerator fails here.
"""

from __future__ import annotations

import ast
import re
import shutil
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

from schreiber.ui.i18n import LANGUAGES, lupdate, source_file

ROOT = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"\{[a-z_]+(?:![rs])?\}")
FORMS = {"ja": 1, "de": 2, "en": 2}


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    numerus: bool
    finished: bool
    forms: tuple[str, ...]


def messages(path: Path) -> list[Message]:
    result = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            numerus = message.get("numerus") == "yes"
            if numerus:
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            result.append(
                Message(
                    name,
                    message.findtext("source") or "",
                    numerus,
                    translation.get("type") not in ("unfinished", "vanished", "obsolete"),
                    forms,
                )
            )
    return result


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_every_text_is_translated(language: str) -> None:
    found = messages(source_file(language))
    if language == "en":
        # English is the source language: only plural forms need writing out.
        found = [m for m in found if m.numerus]
    else:
        assert len(found) > 500
    missing = [f"{m.context}: {m.source}" for m in found if not m.finished or not all(m.forms)]
    assert missing == []
    wrong_forms = [m.source for m in found if m.numerus and len(m.forms) != FORMS[language]]
    assert wrong_forms == []


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_translations_keep_placeholders_and_accelerators(language: str) -> None:
    problems = []
    for m in messages(source_file(language)):
        for form in m.forms:
            if not form:
                continue
            if sorted(PLACEHOLDER.findall(form)) != sorted(PLACEHOLDER.findall(m.source)):
                problems.append(f"placeholders: {m.source!r} → {form!r}")
            if m.numerus and "%n" not in form and language != "ja":
                problems.append(f"%n: {m.source!r} → {form!r}")
            source_has_key = re.search(r"&[^&\s]", m.source) is not None
            if source_has_key and re.search(r"&[^&\s]", form) is None:
                problems.append(f"accelerator: {m.source!r} → {form!r}")
    assert problems == []


def test_the_files_are_in_step_with_the_code(tmp_path: Path) -> None:
    """lupdate over app/schreiber/ finds no text the committed .ts files lack, and none
    they keep extra."""
    for language in ("de", "ja"):
        copy = tmp_path / f"{language}.ts"
        shutil.copy(source_file(language), copy)
        lupdate(copy, language, ROOT / "app" / "schreiber")
        committed = {(m.context, m.source, m.numerus) for m in messages(source_file(language))}
        current = {(m.context, m.source, m.numerus) for m in messages(copy)}
        assert sorted(current - committed) == [], "run: python -m schreiber.ui.i18n --update"
        assert sorted(committed - current) == [], "run: python -m schreiber.ui.i18n --update"
        assert all(m.context for m in messages(copy)), "a text without a context"


def _is_translation_call(node: ast.AST) -> bool:
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    return name in ("tr", "translate")


def test_texts_are_written_where_lupdate_can_read_them() -> None:
    """lupdate's Python reader skips a text inside an f-string, a plural outside
    ``self.tr`` or counted with ``n=``, and a call whose disambiguation is None:
    each would stay English on screen while every file looks complete."""
    problems = []
    for path in sorted((ROOT / "app" / "schreiber").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = path.relative_to(ROOT)
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                for inner in ast.walk(node):
                    # A literal text there is never extracted (a marked variable is fine).
                    if isinstance(inner, ast.Call) and _is_translation_call(inner):
                        literal = any(
                            isinstance(a, ast.Constant) and isinstance(a.value, str)
                            for a in inner.args
                        )
                        if literal:
                            problems.append(f"{where}:{inner.lineno}: text inside an f-string")
            if not _is_translation_call(node):
                continue
            assert isinstance(node, ast.Call)
            is_tr = isinstance(node.func, ast.Attribute) and node.func.attr == "tr"
            disambiguation = 1 if is_tr else 2
            count = disambiguation + 1
            args = node.args
            if any(keyword.arg == "n" for keyword in node.keywords):
                problems.append(f"{where}:{node.lineno}: count given as n=")
            given = args[disambiguation] if len(args) > disambiguation else None
            if isinstance(given, ast.Constant) and given.value is None:
                problems.append(f'{where}:{node.lineno}: disambiguation None (use "")')
            if len(args) > count and not is_tr:
                problems.append(f"{where}:{node.lineno}: plural outside self.tr")
    assert problems == []
