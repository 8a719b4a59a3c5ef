"""Files that leave and enter the app besides the session JSON: the Excel workbook.

Import :mod:`schreiber.io.workbook` for :func:`~schreiber.io.workbook.export_workbook` and
:func:`~schreiber.io.workbook.read_workbook`; this package itself stays empty so that
importing it loads no openpyxl.
"""
