"""The table's phones (records.md, "The table's phones"): a read-only live page
of the evening's sheet, or a club night's standing and tables, for the phones
at the table. :mod:`~schreiber.serve.state` computes what the page shows (pure
Python, no server library); :mod:`~schreiber.serve.server` serves it. Imports
no Qt; aiohttp is imported only when a server starts."""
