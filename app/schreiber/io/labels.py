"""The workbook's words: the window's catalogue, read by key.

The workbook is written without a window (``schreiber export`` runs headless),
yet it speaks the window's language with the window's words: every text here is
marked for Qt Linguist, and :func:`labels` reads its translation from the same
``.qm`` catalogue the window installs (:mod:`schreiber.catalogue`). Game types,
bonuses, announcements, contracts and rule options are the window's own names
(:mod:`schreiber.games.names`, the score sheet's and the rules editor's contexts);
only what the window does not show (the Summary's and Rules sheet's headings,
notes) is the workbook's own, in the context ``"Workbook"``.

Keys are short names (``"sheet.summary"``, ``"type.marriage"``,
``"option.doppelkopf.bock"``); :func:`labels` gives them all for one language.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from typing import Final

from schreiber.catalogue import catalogue
from schreiber.games import registry
from schreiber.games.errors import QT_TRANSLATE_NOOP
from schreiber.games.names import (
    BONUSES,
    CONTRACTS,
    GAME_TYPES,
    REDEAL_REASONS,
    WORDS,
)

LANGUAGES: Final = ("en", "de", "ja")
WORKBOOK: Final = "Workbook"
GROUPED: Final = QT_TRANSLATE_NOOP("RulesEditor", "{group}: {option}")
"""An option named with the option or heading it stands under in the editor."""

Source = tuple[str, str]  # (context, English text)

TEXTS: Final[dict[str, Source]] = {
    "sheet.sheet": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Sheet")),
    "sheet.summary": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Summary")),
    "sheet.chart": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Chart")),
    "sheet.rules": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Rules")),
    "sheet.data": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Data")),
    "col.number": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "No.")),
    "col.dealer": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "Dealer")),
    "col.game": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "Game")),
    "col.re": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "Re")),
    "col.re_points": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Re points")),
    "col.announcements": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "Announcements")),
    "col.bonuses": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "Bonuses")),
    "col.bock": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "Bock")),
    "col.value": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "Value")),
    "col.contract": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "Contract")),
    "col.soloist": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "Soloist")),
    "col.points": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "Points")),
    "col.details": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "Details")),
    "col.bid": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "Bid")),
    "col.taken": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "Taken")),
    "col.tricks": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Tricks won")),
    "col.score": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "Score")),
    "col.delta": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "{player} ±")),
    "col.total": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "{player} Σ")),
    "row.total": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Total")),
    "row.seating": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Seating: {players} · {dealer} deals")),
    "compulsory": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "(compulsory)")),
    # Who held the marriage, who was poor (issue 27), as the sheet says it.
    "marriage.holder": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "{game} ({holder})")),
    "poverty.poor": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "{game} ({poor} poor)")),
    "poverty.poor_with": (
        "SheetModel",
        QT_TRANSLATE_NOOP("SheetModel", "{game} ({poor} poor, with {partner})"),
    ),
    "detail.tops": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "tops {n}")),
    "detail.kontra": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "Kontra ×{factor}")),
    "detail.surrender_accepted": (
        "SheetModel",
        QT_TRANSLATE_NOOP("SheetModel", "surrender accepted"),
    ),
    "detail.surrender_refused": (
        "SheetModel",
        QT_TRANSLATE_NOOP("SheetModel", "surrender refused"),
    ),
    "crescendo.redeal": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "Redeal (all passed)")),
    "suit.notrump": ("SheetModel", QT_TRANSLATE_NOOP("SheetModel", "NT")),
    "summary.heading": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "{title} · {date}")),
    "summary.game": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "{game}, {deals} deals")),
    "summary.rank": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Rank")),
    "summary.player": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Player")),
    "summary.points": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Points")),
    "summary.played": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Deals played")),
    "summary.won": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Won")),
    "summary.lost": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Lost")),
    "summary.drawn": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Drawn")),
    "summary.solos": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Solos")),
    "summary.solos_won": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Solos won")),
    "summary.bids": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Bids")),
    "summary.bids_won": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Bids made")),
    "summary.best": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Best deal")),
    "summary.worst": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Worst deal")),
    "summary.streak": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Longest winning streak")),
    "summary.balance": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Balance ({currency})")),
    "summary.rate": (
        WORKBOOK,
        QT_TRANSLATE_NOOP(
            "Workbook",
            "{rate} {currency} per point, balances rounded to {step} {currency}: "
            "plus receives, minus pays.",
        ),
    ),
    "summary.average": (
        WORKBOOK,
        QT_TRANSLATE_NOOP(
            "Workbook",
            "The totals do not add up to zero, so everyone settles against the average of "
            "{mean} points: whoever is above it receives, whoever is below it pays.",
        ),
    ),
    "summary.transfers": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Who pays whom")),
    "summary.payer": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Pays")),
    "summary.payee": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "To")),
    "summary.amount": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Amount ({currency})")),
    "summary.even": (
        WORKBOOK,
        QT_TRANSLATE_NOOP("Workbook", "Nobody pays anything: everyone is even."),
    ),
    "summary.deals": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Deals")),
    "summary.redeals": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Redeals")),
    "summary.bock_deals": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Bock deals")),
    "summary.finished": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Finished; won by {names}")),
    "number.decimal": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", ".")),
    "chart.title": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Running totals")),
    "chart.deal": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Deal")),
    "chart.points": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Points")),
    "chart.empty": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "No deals yet.")),
    "rules.setting": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Setting")),
    "rules.value": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Value")),
    "rules.option": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Rule option")),
    "rules.game": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Game")),
    "rules.preset": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Preset")),
    "rules.title": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Title")),
    "rules.date": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Date")),
    "rules.players": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Players (seating order)")),
    "rules.seating": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "From deal {number} on")),
    "rules.first_dealer": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "First dealer")),
    "rules.yes": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "yes")),
    "rules.no": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "no")),
    "rules.none": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "—")),
    "rules.written_by": (WORKBOOK, QT_TRANSLATE_NOOP("Workbook", "Written by Schreiber {version}")),
    "data.note": (
        WORKBOOK,
        QT_TRANSLATE_NOOP(
            "Workbook",
            "The session file below is read back by Schreiber (File → Import). "
            "Do not edit: an edited workbook is refused.",
        ),
    ),
}
"""The workbook's own texts, and the score sheet's headings it shares."""


def _names() -> dict[str, Source]:
    """The engine's codes by the names the window gives them; each game's own
    (its name, presets and rule options) as the registry's ``Game`` names them."""
    found: dict[str, Source] = {}
    for prefix, context, table in (
        ("type", "Doppelkopf", GAME_TYPES),
        ("reason", "Doppelkopf", REDEAL_REASONS),
        ("word", "Doppelkopf", WORDS),
        ("bonus", "Doppelkopf", BONUSES),
        ("contract", "SheetModel", CONTRACTS),
    ):
        for code, name in table.items():
            found[f"{prefix}.{code}"] = (context, name)
    for game in registry.GAME_NAMES:
        entry = registry.game(game)
        found[f"game.{game}"] = ("SessionListModel", entry.title)
        context, presets = entry.preset_names
        for code, name in presets.items():
            found[f"preset.{game}.{code}"] = (context, name)
        options = entry.option_names
        for code, name in options.options.items():
            found[f"option.{game}.{code}"] = (options.context, name)
        for code, group in options.groups.items():
            found[f"group.{game}.{code}"] = (options.context, group)
        for code, values in options.values.items():
            for value, name in values.items():
                found[f"value.{game}.{code}.{value}"] = (options.context, name)
    found["grouped"] = ("RulesEditor", GROUPED)
    return found


def sources() -> dict[str, Source]:
    """Every key and the catalogue message it is read from (for the games of
    :data:`~schreiber.games.registry.GAME_NAMES`)."""
    return _sources(registry.GAME_NAMES)


@cache
def _sources(games: tuple[str, ...]) -> dict[str, Source]:
    return {**TEXTS, **_names()}


@cache
def _labels(language: str, games: tuple[str, ...]) -> dict[str, str]:
    words = catalogue(language)
    return {key: words.translate(*source) for key, source in _sources(games).items()}


def labels(language: str) -> dict[str, str]:
    """The words for ``language`` (one of :data:`LANGUAGES`); a copy to keep."""
    if language not in LANGUAGES:
        raise KeyError(language)
    return dict(_labels(language, registry.GAME_NAMES))


def option_name(words: Mapping[str, str], game: str, option: str) -> str:
    """A rule option as its game's rules editor names it; with the option or
    heading it stands under where its label alone would not say enough."""
    name = words.get(f"option.{game}.{option}", option)
    group = words.get(f"group.{game}.{option}")
    if group is None:
        return name
    return words["grouped"].format(group=group, option=name)


def option_value(words: Mapping[str, str], game: str, option: str, value: str) -> str:
    """One choice of an option as the rules editor names it (else the value)."""
    return words.get(f"value.{game}.{option}.{value}", value)


class _AllLabels(Mapping[str, dict[str, str]]):
    """``LABELS[language]``: every language's words, read when first asked for."""

    def __getitem__(self, language: str) -> dict[str, str]:
        return labels(language)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)


LABELS: Final[Mapping[str, dict[str, str]]] = _AllLabels()
