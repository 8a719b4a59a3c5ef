"""The main window: a menu and the score sheet (the full table-side window comes later)."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QHeaderView, QMainWindow, QMessageBox, QTableView, QWidget

from app import __version__
from app.ui.sheet_model import SheetModel


class MainWindow(QMainWindow):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Schreiber"))
        self.resize(1280, 720)
        self.model = SheetModel(["A", "B", "C", "D"])
        self.sheet = QTableView(self)
        self.sheet.setModel(self.model)
        self.sheet.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.sheet.setAlternatingRowColors(True)
        self.setCentralWidget(self.sheet)
        self._build_menus()
        self.statusBar().showMessage(self.tr("No session open"))

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        about_action = QAction(self.tr("&About Schreiber"), self)
        about_action.triggered.connect(self.show_about)
        help_menu.addAction(about_action)

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Schreiber"),
            self.tr(
                "Schreiber {version}\nA score pad for Doppelkopf, Pfälzer Schafkopf and Crescendo."
            ).format(version=__version__),
        )
