"""Settings: the window's language (applied at once, nothing on screen is lost)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QVBoxLayout,
    QWidget,
)

from schreiber.ui import settings as setting
from schreiber.ui.i18n import LANGUAGES, Translations, system_language


class SettingsDialog(QDialog):
    """Choose the language; OK switches the running window and remembers it."""

    def __init__(
        self, settings: QSettings, translations: Translations, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.translations = translations
        self.language = QComboBox(self)
        self.language.addItem("", "")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)  # each language in its own name
        current = setting.LANGUAGE.read(settings)
        self.language.setCurrentIndex(max(0, self.language.findData(current)))
        self.language_label = QLabel(self)
        self.language_label.setBuddy(self.language)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.language_label, self.language)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.hint)
        layout.addWidget(self.buttons)
        # As large as its contents, no larger: a resizable dialog this small got the
        # window manager's resize handle, a strip along its bottom edge (seen on Xvfb
        # with openbox), and a maximise button that only spread the three rows apart.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.language_label.setText(self.tr("&Language:"))
        system = LANGUAGES[system_language()]
        self.language.setItemText(0, self.tr("As the system ({language})").format(language=system))
        self.hint.setText(
            self.tr(
                "The window switches at once; a deal being entered and the open session stay "
                "as they are."
            )
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def chosen_language(self) -> str:
        return str(self.language.currentData() or "")

    def accept(self) -> None:
        choice = self.chosen_language()
        setting.LANGUAGE.write(self.settings, choice)
        self.settings.sync()
        self.translations.apply(choice)
        super().accept()
