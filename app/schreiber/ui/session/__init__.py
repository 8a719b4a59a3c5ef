"""Sessions: the start screen's list, a new session (players, dealer, rule set)
and changing the rules of the running one."""
