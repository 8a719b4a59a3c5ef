"""Sessions: the start screen's list, a new session (players, dealer, rule set)
and changing the rules of the running one. Each game's rules editor comes from
its GameUi: Doppelkopf's is :mod:`.doppelkopf_rules`, the others' :mod:`.simple_rules`."""
