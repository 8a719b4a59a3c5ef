"""What every part of the window shares: small widget helpers, the words for the
engines' codes (:mod:`.text`), the writer's identity, type-ahead over the roster
and the settings dialog."""
