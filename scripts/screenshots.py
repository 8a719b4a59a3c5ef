"""Render the window to PNG files in docs/screenshots/ (offscreen, no display needed).

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python -m scripts.screenshots
It builds a sample evening in a temporary database and saves the start
screen, a running evening and the entry panel showing an error.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from app.store.database import Store
from app.ui.i18n import Translations
from app.ui.main_window import MainWindow
from app.ui.new_session import NewSessionDialog
from scripts.samples import CRESCENDO_DEALS, DEALS, PLAYERS, SCHAFKOPF_DEALS, evening

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


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    OUT.mkdir(parents=True, exist_ok=True)
    translations = Translations(app)
    translations.apply("en")
    with tempfile.TemporaryDirectory() as folder:
        store = Store(Path(folder) / "schreiber.sqlite3")
        window = MainWindow(store)
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

        other = MainWindow(store)
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
        dialog.rules_editor.tabs.setCurrentIndex(0)  # "Common", as the dialog opens
        save(dialog, "new-session.png")

        # The rules at hand in each language: the evening with a deal being
        # entered (Re has said "no 60"), F1's deadlines and the card order.
        for language in ("en", "de", "ja"):
            translations.apply(language)
            table = MainWindow(store, translations=translations)
            table.resize(1280, 720)
            table.show()
            table.open_session(friday)
            entry = table.page.doppelkopf_entry
            entry.clear()
            entry.picker.set_selected(["Ben", "Chie"])
            entry.re_points.setValue(152)
            entry.announce["re"].setCurrentIndex(3)
            save(table, f"evening-{language}.png")
            table.show_deadlines()
            assert table.deadlines_panel is not None
            table.deadlines_panel.cards_spin.setValue(9)
            save(table.deadlines_panel, f"deadlines-{language}.png")
            table.deadlines_panel.hide()
            table.show_reference()
            assert table.reference is not None
            save(table.reference, f"reference-{language}.png")
            table.reference.show_section("deadlines")
            save(table.reference, f"reference-deadlines-{language}.png")
            table.reference.hide()
            table.hide()
        translations.apply("en")

        # The evening at a glance: standings, chart, settling up, statistics.
        glance = MainWindow(store, translations=translations)
        glance.resize(1280, 720)
        glance.show()
        glance.open_session(friday)
        glance.show_evening()
        assert glance.evening is not None
        glance.evening.settlement.set_settings("0.05", "€", "0.05")
        glance.evening.resize(1280, 720)
        save(glance.evening, "evening-summary.png")
        glance.evening.show_statistics()
        save(glance.evening, "evening-statistics.png")
        glance.evening.hide()
        glance.hide()

        # The same evening under a dark desktop palette, which a desktop in dark
        # mode hands to Qt before any window is made.
        app.setStyle("Fusion")
        app.setPalette(dark_palette())
        dark = MainWindow(store)
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
