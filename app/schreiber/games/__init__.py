"""Pure game rules: rule sets, deal records, validation and scoring.

Nothing in this package imports Qt, pandas or does I/O; it is checked with
``mypy --strict``.
"""
