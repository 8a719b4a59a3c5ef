"""The club's windows: club nights (the draw, the tables, printouts), the league
table of a season, and the roster of the club's players. They read and write the
store only through :mod:`schreiber.ui.club.controller`; their logic without Qt
lives in :mod:`schreiber.club`."""
