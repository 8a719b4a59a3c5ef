"""Sessions: the evening's players, rule set and deals, and their file form (pure)."""
