-- Failed logins counted per account and client together, and per client across every account (the
-- login backoff of infra/src/http/limits.ts), named by keyed hashes only: no e-mail address or client
-- address in clear. Replaces limits.login_failures, whose rows were named by the e-mail itself.
CREATE TABLE limits.login_throttle (
  scope text NOT NULL CHECK (scope IN ('account', 'client')),
  key text NOT NULL,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  -- one failure is forgiven for each such spell without a failure
  forgive_every_ms bigint NOT NULL CHECK (forgive_every_ms > 0),
  PRIMARY KEY (scope, key)
);

DROP TABLE limits.login_failures;
