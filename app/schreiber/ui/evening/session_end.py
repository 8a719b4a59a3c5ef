"""A deal entered after the agreed end (``end_after_deals``, ``end_at_score``).

The session is over once the agreed deals are played or a total reaches the
target score (``docs/records.md``). Entering one more deal asks first: play on
lifts the agreed end in the session's rules (a rules change, undone like any),
so that the stored evening stays one that ``schreiber replay`` accepts; cancel
keeps the entry in the form, nothing typed is lost.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from schreiber.games.common import Replay
from schreiber.games.errors import RecordError
from schreiber.session.file import SessionFile
from schreiber.store.core import StoreError
from schreiber.ui.common import text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from schreiber.ui.evening.controller import SessionController


def end_of(session: SessionFile) -> tuple[int | None, int | None]:
    """The session's agreed end: (``end_after_deals``, ``end_at_score``)."""
    rules = session.rules
    return getattr(rules, "end_after_deals", None), getattr(rules, "end_at_score", None)


class SessionEnd(QObject):
    """The words of a session's end that count (a plural needs ``self.tr``)."""

    def deals_played(self, deals: int) -> str:
        return self.tr("The agreed %n deal(s) are played: the session is over.", "", deals)


def end_text(session: SessionFile, replay: Replay) -> str:
    """Why the session is over, in a sentence: the agreed deals are played, or a
    player reached the target score."""
    deals, score = end_of(session)
    if deals is not None and replay.played >= deals:
        return SessionEnd().deals_played(deals)
    reached = [name for name, total in replay.totals.items() if score and total >= score]
    name = reached[0] if reached else ", ".join(replay.end.winners)
    return QCoreApplication.translate(
        "SessionEnd", "{player} reached the target score of {score}: the session is over."
    ).format(player=name, score=score)


def ask_play_on(parent: QWidget, session: SessionFile, replay: Replay) -> bool:
    """Ask whether to enter one more deal after the agreed end; True: play on."""
    from PySide6.QtWidgets import QMessageBox  # made when first asked (start-up)

    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("SessionEnd", "Session over"))
    box.setText(end_text(session, replay))
    box.setInformativeText(
        QCoreApplication.translate(
            "SessionEnd",
            "Play on with deal {n}? The agreed end is then lifted from the rules"
            " (Change rules… sets a new one).",
        ).format(n=replay.played + 1)
    )
    play_on = box.addButton(
        QCoreApplication.translate("SessionEnd", "&Play on"), QMessageBox.ButtonRole.AcceptRole
    )
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    box.exec()
    return box.clickedButton() is play_on


def rules_played_on(session: SessionFile) -> Mapping[str, object]:
    """The session's rules with the agreed end lifted (both ends: none is left)."""
    options = dict(session.rules.to_json())
    options["end_after_deals"] = None
    options["end_at_score"] = None
    return {"preset": session.preset, "options": options}


def play_on(
    parent: QWidget, controller: SessionController, show_error: Callable[[str], None]
) -> bool:
    """A deal after the agreed end asks first; play on lifts the end from the rules
    (so the evening stays one ``replay`` accepts), cancel keeps the entry."""
    session = controller.session
    if not ask_play_on(parent, session, controller.replay):
        return False
    try:
        controller.set_rules(rules_played_on(session))
    except (StoreError, RecordError) as error:
        show_error(text.problem_text(error))
        return False
    return True
