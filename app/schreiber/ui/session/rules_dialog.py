"""The dialog that changes the rule set of the running session."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from schreiber.session.file import SessionFile
from schreiber.ui.common.widgets import is_language_change

if TYPE_CHECKING:
    from schreiber.ui.session.new_session import RulesEditor
    from schreiber.ui.session.simple_rules import SimpleRulesEditor


class RulesDialog(QDialog):
    """Change the rule set of the running session, with the editor of its game."""

    def __init__(self, session: SessionFile, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        # The rule editors load with the first dialog that needs them (start-up time).
        from schreiber.ui.session.new_session import RulesEditor
        from schreiber.ui.session.simple_rules import SimpleRulesEditor

        self.editor: RulesEditor | SimpleRulesEditor
        if session.game == "doppelkopf":
            self.editor = RulesEditor(self)
            self.editor.set_rules(session.rules, session.preset)
        else:
            self.editor = SimpleRulesEditor(session.game, self)
            self.editor.set_rules(session.rules)
        self.editor.set_player_count(len(session.players))
        layout.addWidget(self.editor)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(900, 640)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules of this session"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def rules_json(self, preset: str) -> dict[str, object]:
        """The edited rules as ``{"preset", "options"}`` with the complete option set."""
        return {"preset": preset, "options": self.editor.rules().to_json()}
