"""The club: league tables over many evenings and the seating draw of a club night.

Pure code (no Qt): ``schreiber league`` and ``schreiber draw`` run it headless,
and the window's club pages show what it computes. pandas and numpy are imported
only inside ``season.py``'s functions, when a season's league is computed from the
store; importing any module here loads neither.
"""
