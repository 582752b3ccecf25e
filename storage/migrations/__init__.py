"""Numbered SQL migrations (``NNNN_name.sql``), one folder per dialect: ``sqlite/`` (applied
under ``PRAGMA user_version``) and ``postgres/`` (under the ``schema_version`` table)."""
