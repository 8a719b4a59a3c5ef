"""The club: league tables over many evenings and the seating draw of a club night.

Pure code (no Qt, no pandas): ``schreiber league`` and ``schreiber draw`` run it
headless, and the window's club pages show what it computes.
"""
