-- Several processes may share one database: a due timer is claimed by one process (its owner)
-- for a lease; until the lease runs out nobody else takes it, after that anyone may (the owner
-- crashed). Both columns are NULL while nobody holds the timer.

ALTER TABLE timers ADD COLUMN claimed_by text;
ALTER TABLE timers ADD COLUMN lease_until double precision;
