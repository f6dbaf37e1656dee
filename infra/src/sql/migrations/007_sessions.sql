-- The signed-in sessions of the accounts (docs/accounts.md): one row per login, invitation accepted or
-- sign-up, named by the random id its token carries (`sid`). A token whose session has ended is refused.
-- `browser` is a summary of the User-Agent ("Chrome on Android"); no client address is kept. The rows
-- of an erased coach are deleted with the erasure. Not a read model: nothing in the log rebuilds them.
CREATE SCHEMA IF NOT EXISTS accounts;

CREATE TABLE accounts.sessions (
  session_id text PRIMARY KEY,
  account_kind text NOT NULL CHECK (account_kind IN ('admin', 'coach')),
  account_id uuid NOT NULL,
  browser text NOT NULL,
  started_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  ended_at timestamptz
);

CREATE INDEX sessions_by_account ON accounts.sessions (account_kind, account_id);
