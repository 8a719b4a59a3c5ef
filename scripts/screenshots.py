"""Render the window to PNG files in docs/screenshots/ (offscreen, no display needed).

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python -m scripts.screenshots
It builds sample evenings in a temporary database and saves the start
screen, running evenings with four to seven players, the entry panel (its key
legend, the Bock round a deal starts, an error), the table view, the undo
feedback, settling up, statistics, the rules at hand in three languages.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from schreiber.session.file import parse_session
from schreiber.store.database import Store
from schreiber.ui.entry.doppelkopf_deadlines import DeadlinesPanel
from schreiber.ui.i18n import Translations
from schreiber.ui.main_window import MainWindow
from schreiber.ui.session.doppelkopf_rules import RulesEditor
from schreiber.ui.session.new_session import NewSessionDialog
from scripts.samples import CRESCENDO_DEALS, DEALS, PLAYERS, SCHAFKOPF_DEALS, evening
from scripts.scratch import scratch_settings

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def dark_palette() -> QPalette:
    """A dark palette like a desktop in dark mode hands to Qt."""
    palette = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#2b2b2b",
        QPalette.ColorRole.WindowText: "#e6e6e6",
        QPalette.ColorRole.Base: "#1e1e1e",
        QPalette.ColorRole.AlternateBase: "#262626",
        QPalette.ColorRole.Text: "#e6e6e6",
        QPalette.ColorRole.Button: "#353535",
        QPalette.ColorRole.ButtonText: "#e6e6e6",
        QPalette.ColorRole.Highlight: "#3d7bd9",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.PlaceholderText: "#8a8a8a",
        QPalette.ColorRole.ToolTipBase: "#353535",
        QPalette.ColorRole.ToolTipText: "#e6e6e6",
    }
    for role, colour in roles.items():
        palette.setColor(role, QColor(colour))
    return palette


def save(widget: QWidget, name: str) -> None:
    QApplication.processEvents()
    path = OUT / name
    widget.grab().save(str(path))
    print(path)


SEVEN = ["Anna", "Ben", "Chie", "Daiki", "Emi", "Farid", "Greta"]
FOUR = ["Jonas", "Lea", "Mia", "Tim"]


def table_deals(
    data: dict[str, object], count: int, before: list[dict[str, object]] | None = None
) -> list[dict[str, object]]:
    """``count`` deals of every kind for the players who sit at the table each time
    (announcements, a solo, a marriage played alone, bonuses, a lost Re that
    starts a Bock round), after the records ``before``."""
    records: list[dict[str, object]] = list(before or [])
    for number in range(count):
        session = parse_session(data | {"deals": records})
        nxt = session.replay().next
        players = session.seating_before(len(records))
        seated = [name for name in players if name not in nxt.sitting_out]
        first, second = seated[number % 4], seated[(number + 2) % 4]
        kind = number % 6
        if kind == 1:
            record: dict[str, object] = {"type": "solo_queen", "re": [first], "re_points": 142}
        elif kind == 3:
            record = {"type": "marriage", "re": [second], "re_points": 96}
        elif kind == 4:  # Re said and lost: a Bock round
            record = {
                "type": "normal",
                "re": [first, second],
                "re_points": 104,
                "announcements": {"re": ["re"], "kontra": []},
            }
        else:
            record = {
                "type": "normal",
                "re": [first, second],
                "re_points": 128 + 11 * number % 60,
                "announcements": {"re": ["re"] if kind == 2 else [], "kontra": []},
                "bonuses": [{"kind": "fox", "party": "re"}] if kind == 0 else [],
            }
        records.append(record)
    return records


def issue_17_screens(store: Store, translations: Translations) -> None:
    """The screens issue 17 changed: four and seven players at 1280×720, the entry
    panel's key legend and Bock line (German), the table view (Japanese and
    English), undo's feedback, settling up and statistics of seven players."""
    four = evening("Stammtisch", "2026-11-27", FOUR)
    seven = evening("Club night, table 1", "2026-11-28", SEVEN)
    translations.apply("en")
    window = MainWindow(store, scratch_settings(), translations=translations)
    window.resize(1280, 720)
    window.show()
    window.controller.create(four | {"deals": table_deals(four, 9)})
    window.page.entry.clear()
    save(window, "evening-4.png")
    seven_id = window.controller.create(seven | {"deals": table_deals(seven, 14)})
    window.page.entry.clear()
    save(window, "evening-7.png")

    window.show_table_view()
    save(window, "table-view-en.png")
    window.hide_table_view()

    # A late arrival: the sheet's row for the change of seating, and her column.
    late = evening("Stammtisch", "2026-11-29", FOUR)
    seating: dict[str, object] = {
        "type": "seating",
        "players": ["Jonas", "Lea", "Ulla", "Mia", "Tim"],
        "dealer": "Mia",
    }
    records = table_deals(late, 5)
    records = table_deals(late, 3, [*records, seating])
    window.controller.create(late | {"deals": records})
    window.page.entry.clear()
    save(window, "seating.png")
    window.open_session(seven_id)

    # Undo: a deal saved, then Ctrl+Z; the status bar says what was undone.
    entry = window.page.doppelkopf_entry
    entry.clear()
    entry.picker.set_selected(entry.picker.names[:2])
    entry.re_points.setValue(151)
    entry.submit()
    window.undo_action.trigger()
    save(window, "undo.png")

    window.glance.show()
    assert window.glance.summary is not None
    window.glance.summary.settlement.set_settings("0.05", "€", "0.10")
    window.glance.summary.resize(
        1180, 680
    )  # its size on a 1280×720 screen (offscreen's is smaller)
    save(window.glance.summary, "evening-summary.png")
    window.glance.summary.show_statistics()
    save(window.glance.summary, "evening-statistics.png")
    window.glance.summary.hide()
    window.hide()

    # The entry panel in German: the key legend and the Bock round a deal starts.
    translations.apply("de")
    german = MainWindow(store, scratch_settings(), translations=translations)
    german.resize(1280, 720)
    german.show()
    german.open_session(seven_id)
    entry = german.page.doppelkopf_entry
    entry.clear()
    names = entry.picker.names
    entry.picker.set_selected([names[0], names[2]])
    entry.re_points.setValue(112)
    entry.announce["re"].setCurrentIndex(1)
    entry.bonus_spins[("fox", "kontra")].setValue(1)
    entry.picker.setFocus()
    panel = german.page.entry_stack.parentWidget()
    while panel is not None and not isinstance(panel, QScrollArea):
        panel = panel.parentWidget()
    assert panel is not None
    save(panel, "entry-de.png")
    german.hide()

    translations.apply("ja")
    japanese = MainWindow(store, scratch_settings(), translations=translations)
    japanese.resize(1280, 720)
    japanese.show()
    japanese.open_session(seven_id)
    japanese.show_table_view()
    save(japanese, "table-view-ja.png")
    japanese.hide_table_view()
    japanese.hide()
    translations.apply("en")


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    OUT.mkdir(parents=True, exist_ok=True)
    translations = Translations(app)
    translations.apply("en")
    with tempfile.TemporaryDirectory() as folder:
        store = Store(Path(folder) / "schreiber.sqlite3")
        window = MainWindow(store, scratch_settings())
        window.resize(1280, 720)
        window.show()
        window.controller.create(
            evening("Stammtisch", "2026-11-06", ["Jonas", "Lea", "Mia", "Tim"])
        )
        window.controller.create(
            evening("金曜の夜", "2026-11-13", ["さくら", "健太", "美咲", "翔"])
        )
        friday = window.controller.create(evening("Friday evening", "2026-11-20", PLAYERS))
        for deal in DEALS:
            window.controller.add_deal(deal)
        window.controller.close()
        window.show_start()
        save(window, "start-screen.png")

        window.start_up()
        entry = window.page.doppelkopf_entry
        entry.clear()
        entry.picker.set_selected(["Ben", "Chie"])
        entry.re_points.setValue(152)
        entry.announce["kontra"].setCurrentIndex(1)
        save(window, "evening.png")

        entry.re_points.setValue(30)
        entry.bonus_spins[("doppelkopf", "re")].setValue(1)
        save(window, "entry-error.png")

        window.hide()

        other = MainWindow(store, scratch_settings())
        other.resize(1280, 720)
        other.show()
        other.controller.create(
            evening("Stammtisch", "2026-11-18", ["Jonas", "Lea", "Mia"])
            | {"game": "schafkopf_pfalz"}
        )
        for deal in SCHAFKOPF_DEALS:
            other.controller.add_deal(deal)
        other.stack.setCurrentWidget(other.page)
        other.page.entry.clear()
        save(other, "schafkopf.png")
        other.controller.create(
            evening("Crescendo night", "2026-11-19", ["さくら", "健太", "美咲"])
            | {
                "game": "crescendo",
                "rules": {"preset": "standard", "options": {"end_after_deals": 4}},
            }
        )
        for deal in CRESCENDO_DEALS:
            other.controller.add_deal(deal)
        other.page.entry.clear()
        save(other, "crescendo.png")
        other.hide()  # close() would close the shared store

        dialog = NewSessionDialog([*PLAYERS, "Frieda"])
        dialog.set_players(PLAYERS)
        dialog.resize(1180, 640)
        rules = dialog.rules_editors["doppelkopf"]
        assert isinstance(rules, RulesEditor)
        rules.tabs.setCurrentIndex(0)  # "Common", as the dialog opens
        save(dialog, "new-session.png")

        # The rules at hand in each language: the evening with a deal being
        # entered (Re has said "no 60"), F1's deadlines and the card order.
        # (Those the README and the Linux metainfo show: the evening in German and
        # Japanese, the deadlines and the reference in every language.)
        for language in ("en", "de", "ja"):
            translations.apply(language)
            table = MainWindow(store, scratch_settings(), translations=translations)
            table.resize(1280, 720)
            table.show()
            table.open_session(friday)
            entry = table.page.doppelkopf_entry
            entry.clear()
            entry.picker.set_selected(["Ben", "Chie"])
            entry.re_points.setValue(152)
            entry.announce["re"].setCurrentIndex(3)
            if language in ("de", "ja"):
                save(table, f"evening-{language}.png")
            table.help_windows.show_deadlines()
            deadlines = table.help_windows.panels.get("doppelkopf")
            assert isinstance(deadlines, DeadlinesPanel)
            deadlines.cards_spin.setValue(9)
            save(deadlines, f"deadlines-{language}.png")
            deadlines.hide()
            table.help_windows.show_reference()
            assert table.help_windows.reference is not None
            save(table.help_windows.reference, f"reference-{language}.png")
            table.help_windows.reference.hide()
            table.hide()
        translations.apply("en")

        issue_17_screens(store, translations)

        # The same evening under a dark desktop palette, which a desktop in dark
        # mode hands to Qt before any window is made.
        app.setStyle("Fusion")
        app.setPalette(dark_palette())
        dark = MainWindow(store, scratch_settings())
        dark.resize(1280, 720)
        dark.show()
        dark.open_session(friday)
        dark.page.doppelkopf_entry.picker.set_selected(["Ben", "Chie"])
        dark.page.doppelkopf_entry.re_points.setValue(152)
        dark.page.doppelkopf_entry.announce["kontra"].setCurrentIndex(1)
        save(dark, "evening-dark.png")
        dark.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
