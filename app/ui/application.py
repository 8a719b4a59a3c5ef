"""Start the window: the Qt application, its translations, the database, the main window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication, QMessageBox

from app.store.database import Store, StoreError


def install_translations(app: QApplication, locale: QLocale) -> list[QTranslator]:
    """Load Qt's own translations for ``locale`` so standard dialogs speak it too."""
    translators = []
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    translator = QTranslator(app)
    if translator.load(locale, "qtbase", "_", qt_dir):
        app.installTranslator(translator)
        translators.append(translator)
    return translators


def run(data_dir: str | None = None) -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Schreiber")
    app.setOrganizationName("Schreiber")
    install_translations(app, QLocale.system())
    try:
        store = Store.open_default(data_dir)
    except StoreError as error:
        # A damaged or newer database is never touched: say so and stop.
        QMessageBox.critical(None, "Schreiber", str(error))
        return 1
    from app.ui.main_window import MainWindow

    window = MainWindow(store)
    window.show()
    window.start_up()
    return app.exec()
