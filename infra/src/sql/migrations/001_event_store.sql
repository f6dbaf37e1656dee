-- The event log. One row per event; streams are not a table of their own, a stream is its rows.
CREATE SCHEMA IF NOT EXISTS es;

CREATE TABLE es.events (
  -- sequence order alone is not commit order: two writers can commit out of sequence order
  global_position bigserial PRIMARY KEY,
  -- so readers order by the writing transaction first and only read below the oldest running one
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id uuid NOT NULL UNIQUE,
  stream_id text NOT NULL,
  stream_version bigint NOT NULL CHECK (stream_version >= 0),
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  -- the last line of defence of optimistic concurrency: one event per version of a stream
  CONSTRAINT events_stream_version_key UNIQUE (stream_id, stream_version)
);

-- readAll and headPosition walk the log in (transaction_id, global_position) order
CREATE INDEX events_global_order_idx ON es.events (transaction_id, global_position);
