-- Up Migration
-- The same table as SQLite's: one row per submission, the idempotency key unique
-- across both channels, so a retry on any instance finds the first one.
CREATE TABLE submissions (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('lead', 'contact')),
  kind TEXT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  payload JSONB NOT NULL,
  received_at TIMESTAMPTZ NOT NULL
);

-- Down Migration
DROP TABLE submissions;
