-- Request limits shared by the replicas of the command API (distributed run): counts per client address
-- and limit scope for @fastify/rate-limit, and failed logins per account for the login backoff.
-- The embedded site keeps these in memory; the tables exist there too, unused.
CREATE SCHEMA IF NOT EXISTS limits;

CREATE TABLE limits.hits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX hits_reset_at_idx ON limits.hits (reset_at);

CREATE TABLE limits.login_failures (
  account_key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  blocked_until timestamptz
);
