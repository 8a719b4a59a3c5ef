"""F1 and Shift+F1 from the main window: the announcement deadlines of the deal
being entered (a game's help panel) and the rules reference at its card order;
when either closes, the keys go back into the deal form where they were; and
Help → About Schreiber."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QWidget

from schreiber.ui.common.game_ui import DEFAULT_GAME, HelpPanel, game_ui

if TYPE_CHECKING:
    from schreiber.ui.main_window import MainWindow
    from schreiber.ui.reference.browser import ReferenceBrowser


class HelpWindows:
    """F1 and Shift+F1 of a :class:`~schreiber.ui.main_window.MainWindow`."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.panels: dict[str, HelpPanel] = {}  # F1's window of each game that has one
        self.reference: ReferenceBrowser | None = None
        self.focus: QWidget | None = None  # where the keys were before F1 or Shift+F1

    def current_rules(self) -> tuple[str, object]:
        """The open session's game and rule set, or the first game's standard rules."""
        if self.window.controller.service is None:
            return DEFAULT_GAME, None
        session = self.window.controller.session
        return session.game, session.rules

    def draft(self) -> dict[str, object]:
        """The deal being entered (possibly half done), as a record."""
        if (
            self.window.controller.service is None
            or self.window.stack.currentWidget() is not self.window.page
        ):
            return {}
        return self.window.page.entry.record()

    def show_deadlines(self) -> None:
        """F1: who may still announce what, pre-filled from the deal being entered.

        Only Doppelkopf has announcement deadlines (its GameUi's ``help_panel``);
        for the other games F1 opens their rules reference.
        """
        game, rules = self.current_rules()
        panel = self.panels.get(game)
        if panel is None:
            panel = game_ui(game).help_panel(self.window)
            if panel is None:
                self.show_reference()
                return
            panel.finished.connect(self.back)
            self.panels[game] = panel
        self.remember_form_focus()
        panel.set_session_rules(rules)
        panel.set_deal(self.draft())
        panel.show()
        panel.raise_()
        panel.activateWindow()

    def show_reference(self) -> None:
        """Shift+F1: the rules reference of this session's game and rules, at the
        card order of the game being entered."""
        from schreiber.ui.reference.browser import ReferenceBrowser

        game, rules = self.current_rules()
        if self.reference is None:
            self.reference = ReferenceBrowser(game, rules, self.window)
            self.reference.finished.connect(self.back)
        else:
            self.reference.set_rules(game, rules)
        draft = self.draft()
        key = game_ui(game).reference_key(draft)
        if not self.reference.show_section(key):
            self.reference.show_section("cards")
        self.remember_form_focus()
        self.reference.show()
        self.reference.raise_()
        self.reference.activateWindow()

    def remember_form_focus(self) -> None:
        """Before F1 or Shift+F1: the field of the deal form the keys are in, if any."""
        focus = QApplication.focusWidget()
        in_form = focus is not None and cast(QWidget, self.window.page.entry).isAncestorOf(focus)
        self.focus = focus if in_form else None

    def back(self) -> None:
        """F1's or Shift+F1's window closed (Esc): the keys go on into the deal."""
        if (
            self.window.controller.service is None
            or self.window.stack.currentWidget() is not self.window.page
        ):
            return
        self.window.activateWindow()
        self.window.focus_form(self.focus)

    def show_about(self) -> None:
        """Help → About Schreiber."""
        from PySide6.QtWidgets import QMessageBox

        from schreiber import __version__

        QMessageBox.about(
            self.window,
            QCoreApplication.translate("MainWindow", "About Schreiber"),
            QCoreApplication.translate(
                "MainWindow",
                "Schreiber {version}\nA score pad for Doppelkopf, Pfälzer Schafkopf and Crescendo.",
            ).format(version=__version__),
        )
