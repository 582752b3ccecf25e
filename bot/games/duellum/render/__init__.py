"""Duellum's board pictures: ``board`` draws them from the parts beside it."""
