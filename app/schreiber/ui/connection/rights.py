"""The organiser's controls, for a laptop that logs in as a table.

A club's database tells each login what it may change (``StoreCore.can``,
``schreiber.store.roles``): the organiser everything, a table's login its sessions'
deals and marking a table finished. A control for something the login may not
do is disabled, and says why in its tooltip and the status bar; the window
reads what is shown all the same (the roster, the nights, the league).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

CONTEXT = "Rights"


def organiser_only_text() -> str:
    """Why an organiser's control is disabled, in the user's language."""
    return QCoreApplication.translate(
        "Rights",  # (lupdate reads a literal context only)
        "Only the club's organiser can do this: this laptop logs in to the club's database"
        " as a table, which enters deals and marks tables finished. Ask the organiser.",
    )


def gate(control: QWidget | QAction, allowed: bool) -> None:
    """Disable ``control`` when the login may not use it, and say why (tooltip and
    status tip); when it may, leave its state to its owner and take the words back."""
    why = organiser_only_text()
    if not allowed:
        control.setEnabled(False)
        control.setToolTip(why)
        control.setStatusTip(why)
        if isinstance(control, QAction):
            for menu in control.associatedObjects():
                if isinstance(menu, QMenu):
                    menu.setToolTipsVisible(True)  # a disabled entry says why on hover
        return
    if control.toolTip() == why:
        control.setToolTip("")
    if control.statusTip() == why:
        control.setStatusTip("")
