"""Write translations from a JSON file into a Qt Linguist ``.ts`` file.

    python -m scripts.fill_translations ja translations-ja.json
    python -m scripts.fill_translations --english-plurals

The JSON maps context → source text → translation; for a text with ``%n`` the
translation is a list of plural forms (Japanese one, German and English two).
Messages found get their translation and lose the ``unfinished`` mark; the
script prints what it could not place and what is still untranslated. Use it
after ``python -m schreiber.ui.i18n --update`` when many texts arrive at once;
single texts are easier to fix in Qt Linguist (``pyside6-linguist``).
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from schreiber.ui.i18n import source_file


def fill(ts_path: Path, translations: dict[str, dict[str, str | list[str]]]) -> list[str]:
    """Apply ``translations``; returns the (context, source) pairs not found."""
    tree = ET.parse(ts_path)
    root = tree.getroot()
    found: set[tuple[str, str]] = set()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        wanted = translations.get(name, {})
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if source not in wanted:
                continue
            found.add((name, source))
            value = wanted[source]
            element = message.find("translation")
            if element is None:
                element = ET.SubElement(message, "translation")
            element.attrib.pop("type", None)
            for child in list(element):
                element.remove(child)
            if message.get("numerus") == "yes":
                forms = value if isinstance(value, list) else [value]
                element.text = None
                for form in forms:
                    ET.SubElement(element, "numerusform").text = form
            else:
                element.text = value if isinstance(value, str) else value[0]
    ET.indent(tree, space="    ")
    with ts_path.open("wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")
    return [
        f"{context}: {source}"
        for context, sources in translations.items()
        for source in sources
        if (context, source) not in found
    ]


def unfinished(ts_path: Path) -> list[str]:
    root = ET.parse(ts_path).getroot()
    return [
        f"{context.findtext('name')}: {message.findtext('source')}"
        for context in root.iter("context")
        for message in context.iter("message")
        if (message.find("translation") is not None)
        and message.find("translation").get("type") == "unfinished"  # type: ignore[union-attr]
    ]


# English plural texts are written "%n deal(s)"; a few verbs agree with the count.
VERB_AGREEMENT = {" match": (" matches", " match")}


def english_plurals() -> dict[str, dict[str, str | list[str]]]:
    """Singular and plural of every English plural message, from the "(s)" convention."""
    forms: dict[str, dict[str, str | list[str]]] = {}
    root = ET.parse(source_file("en")).getroot()
    for context in root.iter("context"):
        for message in context.iter("message"):
            if message.get("numerus") != "yes":
                continue
            source = message.findtext("source") or ""
            one, many = source.replace("(s)", ""), source.replace("(s)", "s")
            for verb, (singular, _plural) in VERB_AGREEMENT.items():
                if one.endswith(verb):
                    one = one[: -len(verb)] + singular
            forms.setdefault(context.findtext("name") or "", {})[source] = [one, many]
    return forms


def main(argv: list[str]) -> int:
    if argv == ["--english-plurals"]:
        fill(source_file("en"), english_plurals())
        print(f"schreiber_en.ts: {len(unfinished(source_file('en')))} still unfinished")
        return 0
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    language, json_path = argv
    path = source_file(language)
    with open(json_path, encoding="utf-8") as handle:
        data = json.load(handle)
    for missing in fill(path, data):
        print("not in the .ts file:", missing)
    left = unfinished(path)
    print(f"{path.name}: {len(left)} still unfinished")
    for item in left:
        print("  ", item)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
