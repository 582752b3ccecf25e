"""``strategos bench``: engine and service latency, measured, never asserted in tests."""
