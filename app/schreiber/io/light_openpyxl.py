"""openpyxl without numpy (issue 28, item 3).

openpyxl imports numpy when it is installed (``openpyxl.compat.numbers``), only to
accept numpy's numbers as cell values; Schreiber writes Python's own. numpy is
there for pandas, which only a league or a season computes, and importing it
doubles the time ``import openpyxl`` takes. :func:`load_openpyxl` imports openpyxl
the first time with numpy hidden, so an evening's export never loads numpy;
numpy is importable as before afterwards (a league computed later loads it).
"""

from __future__ import annotations

import sys


def load_openpyxl() -> None:
    """Import openpyxl, without numpy when numpy is not imported yet."""
    if "openpyxl" in sys.modules or "numpy" in sys.modules:
        return
    sys.modules["numpy"] = None  # type: ignore[assignment]  # "import numpy" fails
    try:
        import openpyxl  # noqa: F401
    finally:
        if sys.modules.get("numpy", 0) is None:
            del sys.modules["numpy"]
