-- Read models: every projection's tables live in a schema per build (rm_<name>_g<generation>, created by
-- the projection runner, not here); readers only ever see the views rm.<table>, which the runner repoints
-- in one transaction when a rebuild is complete.
CREATE SCHEMA IF NOT EXISTS rm;

-- One row per projection. The live columns describe the generation the rm.<table> views point at; the
-- rebuild_* columns the generation being filled from the start while the live one keeps serving.
-- Checkpoints are positions ("high.low", '0.0' = before the first event): the position of the last event
-- applied, or skipped as unhandled, in the generation. Every move is a compare-and-set in the same
-- transaction as the rows it applied, so a re-delivered batch is rejected instead of applied twice.
CREATE TABLE IF NOT EXISTS rm.projection_state (
  name text PRIMARY KEY,
  version integer NOT NULL,
  generation integer NOT NULL,
  tables text[] NOT NULL,
  checkpoint text NOT NULL DEFAULT '0.0',
  rebuild_generation integer,
  rebuild_version integer,
  rebuild_tables text[],
  rebuild_checkpoint text,
  rebuild_started_at timestamptz,
  -- when the live checkpoint last moved
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- refreshed every few seconds by the runner that leads this projection: a stale one means nobody does
  heartbeat_at timestamptz,
  CHECK (name ~ '^[a-z_][a-z0-9_]*$'),
  CHECK ((rebuild_generation IS NULL) = (rebuild_checkpoint IS NULL))
);

-- The Kafka relay's position in the global log, one row per relay (named after its topic). Moved only
-- after the broker acknowledged everything up to it: at-least-once delivery.
CREATE TABLE IF NOT EXISTS rm.relay_checkpoint (
  name text PRIMARY KEY,
  checkpoint text NOT NULL DEFAULT '0.0',
  updated_at timestamptz NOT NULL DEFAULT now()
);
