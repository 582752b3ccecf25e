"""Antike Duellum, the two-player game of Mac Gerdts' Antike (not registered yet)."""
