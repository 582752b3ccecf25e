"""Mechanics shared by more than one game (the rondel of Antike and Antike Duellum)."""
