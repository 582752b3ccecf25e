"""Pure game engines: no I/O, no asyncio, no Discord, no clock, no global random."""
