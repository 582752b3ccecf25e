"""Antike (2005): 2 to 6 nations on the West or East side of the board."""
