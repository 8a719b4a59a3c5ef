"""Files that leave and enter the app besides the session JSON: the Excel workbook.

Import :mod:`app.io.workbook` for :func:`~app.io.workbook.export_workbook` and
:func:`~app.io.workbook.read_workbook`; this package itself stays empty so that
importing it loads no openpyxl.
"""
