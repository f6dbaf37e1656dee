-- Personal data (ARCHITECTURE "Personal data"): the key of each person whose data events carry sealed
-- (AES-256-GCM), kept outside the log. Erasing a person deletes its row; its sealed values can then never
-- be read again. `secrets` holds the site's HMAC key for stream ids made from e-mail addresses
-- (coachEmail-<hmac>), created on first use. Lives next to the read models: projections open sealed
-- values inside their own transaction.
CREATE SCHEMA IF NOT EXISTS keys;

CREATE TABLE keys.person_keys (
  person_id text PRIMARY KEY,
  key bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE keys.secrets (
  name text PRIMARY KEY,
  value bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
