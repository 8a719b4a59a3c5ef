"""The dialog that changes the rule set of the running session."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from schreiber.session.file import SessionFile
from schreiber.ui.common.game_ui import RulesEditing, game_ui
from schreiber.ui.common.widgets import is_language_change


class RulesDialog(QDialog):
    """Change the rule set of the running session, with the editor of its game."""

    def __init__(self, session: SessionFile, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        # The game's own editor, loaded with the first dialog that needs it (start-up time).
        self.editor: RulesEditing = game_ui(session.game).rules_editor(self)
        self.editor.set_rules(session.rules, session.preset)
        self.editor.set_player_count(len(session.players))
        layout.addWidget(cast(QWidget, self.editor))
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
