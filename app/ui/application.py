"""Start the window: the Qt application, its translations and the main window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from app.ui.main_window import MainWindow


def install_translations(app: QApplication, locale: QLocale) -> list[QTranslator]:
    """Load Qt's own translations for ``locale`` so standard dialogs speak it too."""
    translators = []
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    translator = QTranslator(app)
    if translator.load(locale, "qtbase", "_", qt_dir):
        app.installTranslator(translator)
        translators.append(translator)
    return translators


def run() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Schreiber")
    app.setOrganizationName("Schreiber")
    install_translations(app, QLocale.system())
    window = MainWindow()
    window.show()
    return app.exec()
