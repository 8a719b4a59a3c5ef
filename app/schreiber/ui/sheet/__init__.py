"""The score sheet: its model (a row per deal), its view, the painter of a player's
cell, the standings beside it and the table view (F11) to read across the table."""
