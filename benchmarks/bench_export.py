"""Export a 5,000-deal evening's workbook, beside openpyxl writing the same cells
(issue 28 item 2: at most 1.5 × the library) — run: python -m benchmarks.bench_export

The baseline is openpyxl's write-only workbook writing, in the same run, the cells
of the exported workbook: every sheet's values in the same places with the same
number of cell styles (read back from an export, before the clock starts), each
style made once as a ``WriteOnlyCell`` given each value in turn — the fastest way
its public API writes styled cells. The export does the rest on top: the replay,
the statistics and settlement, the cells' texts and looks, the column widths and
the print plan, the chart and the Data sheet. Export and baseline run in turn,
and the ratio is that of their medians.

The first export also pays for importing openpyxl (and, on the first of all, the
modules of the export); it is printed on its own line, and the budget is checked
against the median of the runs.
"""

from __future__ import annotations

import io
import os
import statistics
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from benchmarks.sessions import session

BUDGET_MS = 3000.0
RATIO_AIM = 1.5
DEALS = 5000


@dataclass(frozen=True)
class Sheet:
    """One sheet's cells as the baseline writes them: each row's (value, style
    number) left to right, ``None`` for an empty place; style 0 is no style."""

    title: str
    rows: list[list[tuple[object, int] | None]]


@dataclass(frozen=True)
class Cells:
    sheets: list[Sheet]
    styles: list[dict[str, Any]]  # style number - 1 → font, fill, border, alignment, format
    count: int  # the cells written (an empty cell with a style counts)


def cells_of(data: bytes) -> Cells:
    """The cells of an exported workbook, read back with openpyxl."""
    from copy import copy

    from openpyxl import load_workbook

    book = load_workbook(io.BytesIO(data))
    numbers: dict[int, int] = {}
    styles: list[dict[str, Any]] = []
    sheets = []
    count = 0
    for sheet in book.worksheets:
        rows: list[list[tuple[object, int] | None]] = []
        for row in sheet.iter_rows():
            cells: list[tuple[object, int] | None] = []
            for cell in row:
                if cell.value is None and not cell.has_style:
                    cells.append(None)
                    continue
                style = 0
                if cell.has_style:
                    if cell.style_id not in numbers:
                        styles.append(
                            {
                                "font": copy(cell.font),
                                "fill": copy(cell.fill),
                                "border": copy(cell.border),
                                "alignment": copy(cell.alignment),
                                "number_format": cell.number_format,
                            }
                        )
                        numbers[cell.style_id] = len(styles)
                    style = numbers[cell.style_id]
                cells.append((cell.value, style))
                count += 1
            rows.append(cells)
        sheets.append(Sheet(sheet.title, rows))
    return Cells(sheets, styles, count)


def write_baseline(cells: Cells, target: str) -> None:
    """openpyxl's write-only workbook writing ``cells``."""
    from openpyxl import Workbook
    from openpyxl.cell import WriteOnlyCell

    book = Workbook(write_only=True)
    for shown in cells.sheets:
        sheet = book.create_sheet(shown.title)
        styled = []
        for style in cells.styles:
            cell = WriteOnlyCell(sheet)
            for name, value in style.items():
                setattr(cell, name, value)
            styled.append(cell)

        for row in shown.rows:
            sheet.append(row_of(row, styled))
    book.save(target)


def row_of(row: list[tuple[object, int] | None], styled: list[Any]) -> Iterator[object]:
    """A row as the write-only ``append`` takes it: each style's one cell given its
    value as it is written."""
    for place in row:
        if place is None:
            yield None
            continue
        value, style = place
        if not style:
            yield value
            continue
        cell = styled[style - 1]
        cell.value = value
        yield cell


def measure(repeat: int = 5) -> tuple[float, float, float]:
    """The first export, the median of ``repeat`` exports and the import (ms)."""
    first_ms, export_ms, _baseline_ms, read_ms, _cells = compare(repeat, baseline=False)
    return first_ms, export_ms, read_ms


def compare(repeat: int = 5, baseline: bool = True) -> tuple[float, float, float, float, Cells]:
    """The first export, the medians of the exports and of the baseline (in turn,
    ``repeat`` each), the import (ms), and the cells."""
    from schreiber.io.workbook import export_workbook, read_workbook

    evening = session(DEALS)
    exports: list[float] = []
    baselines: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        target = os.path.join(folder, "evening.xlsx")
        plain = os.path.join(folder, "baseline.xlsx")
        cells: Cells | None = None
        for _ in range(repeat):
            start = time.perf_counter()
            export_workbook(evening, target, "en", Decimal("0.05"))
            exports.append((time.perf_counter() - start) * 1000)
            if not baseline:
                continue
            if cells is None:
                with open(target, "rb") as stream:
                    cells = cells_of(stream.read())
            start = time.perf_counter()
            write_baseline(cells, plain)
            baselines.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        read_workbook(target)
        read_ms = (time.perf_counter() - start) * 1000
    median = statistics.median(baselines) if baselines else 0.0
    return (
        exports[0],
        statistics.median(exports),
        median,
        read_ms,
        cells or Cells([], [], 0),
    )


def main() -> None:
    first_ms, export_ms, baseline_ms, read_ms, cells = compare()
    print(f"export {DEALS:,} deals: {export_ms:,.0f} ms (budget {BUDGET_MS:,.0f} ms)")
    print(
        f"openpyxl write-only writing the same {cells.count:,} cells"
        f" ({len(cells.styles)} styles): {baseline_ms:,.0f} ms"
    )
    print(f"export ÷ openpyxl: {export_ms / baseline_ms:.2f}× (aim ≤ {RATIO_AIM}×)")
    print(f"export {DEALS:,} deals, first run with the imports: {first_ms:,.0f} ms")
    print(f"import (check) the {DEALS:,}-deal workbook: {read_ms:,.0f} ms (no budget)")


if __name__ == "__main__":
    main()
