"""The frame the map games' board pictures share (Duellum, Antike, Polis): 1240 px wide, a
dark header, a status banner under it and the map from ``MAP_Y``; and the zoomed crop of the
map for phones, ``FOCUS_W`` px wide under a band of ``FOCUS_TOP`` px. Each game lays out the
rest (its map's height, its panels) itself.
"""

from __future__ import annotations

W = 1240
M = 16  # page margin
HEADER_H = 60
BANNER_Y = HEADER_H + 10
BANNER_H = 50
BANNER = (M, BANNER_Y, W - M, BANNER_Y + BANNER_H)  # the status banner's box
MAP_Y = BANNER_Y + BANNER_H + 10
MAP_W = W - 2 * M  # the whole map's width

PHONE_W = 412  # a phone screen's width in CSS pixels
FOCUS_W = 600
FOCUS_MAP_H = 450
FOCUS_TOP = 44  # the band over the crop: whose turn and what
FOCUS_NAME = 20  # names in the crop: 20 px at 600 px read as 13.7 px on a 412-px phone

STAR = "\u2605"  # the winner
PLAY = "\u25b6"  # whose turn it is

__all__ = [
    "BANNER",
    "BANNER_H",
    "BANNER_Y",
    "FOCUS_MAP_H",
    "FOCUS_NAME",
    "FOCUS_TOP",
    "FOCUS_W",
    "HEADER_H",
    "MAP_W",
    "MAP_Y",
    "PHONE_W",
    "PLAY",
    "STAR",
    "M",
    "W",
]
