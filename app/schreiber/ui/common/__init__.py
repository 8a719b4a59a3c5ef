"""What every part of the window shares: small widget helpers, the words for the
engines' codes (:mod:`.text`), each game's part of the window loaded by its name
(:mod:`.game_ui`), the writer's identity, type-ahead over the roster and the
settings dialog."""
