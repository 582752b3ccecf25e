"""Polis' board pictures: ``board`` draws them from the parts beside it."""
