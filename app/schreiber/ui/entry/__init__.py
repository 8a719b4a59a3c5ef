"""Entering a deal, keyboard first: one module per game, named after it
(:mod:`.doppelkopf`, :mod:`.schafkopf_pfalz`, :mod:`.crescendo`), the keyboard
widgets they share (:mod:`.keyboard`) and Doppelkopf's "may I still say no 60?"
panel (:mod:`.doppelkopf_deadlines`). Each game's module also exports ``GAME_UI``,
the rest of the window's part of that game (:mod:`schreiber.ui.common.game_ui`)."""
