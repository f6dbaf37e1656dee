-- Appends in one round trip: the stream lock, the idempotency check by event id, the expected-version
-- check, the insert and the NOTIFY run inside one function call, so an append is a single statement
-- (its own transaction when the caller has none).
--
-- p_expected: a stream version, -1 for "no stream", -2 for "any". p_check_ids: look the event ids up
-- even when the expectation holds (after the insert met an id already recorded).
-- Answers one row: outcome is
--   'appended'  the events were recorded; position and version of the last one (first_position: the
--               global position of the first one);
--   'repeated'  every event id was already recorded in this stream in the same order (a retry): the
--               answer of the first append;
--   'empty'     no events given and the expectation held: the stream's head (version -1 when none);
--   'conflict'  the expectation did not hold, or only part of the batch was recorded before: actual
--               is the stream's version (NULL = no stream);
--   'foreign'   an event id is recorded in another stream.
CREATE OR REPLACE FUNCTION es.append_events(
  p_stream_id text,
  p_expected bigint,
  p_events jsonb,
  p_channel text,
  p_payload text,
  p_check_ids boolean DEFAULT false
) RETURNS TABLE (
  outcome text, actual bigint, txid text, global_position bigint, stream_version bigint, first_position bigint
)
LANGUAGE plpgsql AS $$
DECLARE
  v_actual bigint;
  v_known integer;
  v_foreign integer;
  v_lo bigint;
  v_hi bigint;
  v_count integer := jsonb_array_length(p_events);
BEGIN
  -- appends to one stream queue here, so the version read below stays true until commit
  PERFORM pg_advisory_xact_lock(7352, hashtext(p_stream_id));
  SELECT max(e.stream_version) INTO v_actual FROM es.events e WHERE e.stream_id = p_stream_id;

  -- When the expectation holds, no id of the batch can be recorded in this stream (its events would be
  -- past the expected version), so the lookup by id is skipped: an id recorded in another stream then
  -- fails the insert on the unique event_id, and the caller asks again with p_check_ids.
  IF v_count > 0 AND (p_check_ids OR p_expected = -2 OR p_expected <> coalesce(v_actual, -1)) THEN
    -- a retry carries ids already recorded: consecutive versions in this stream (version - ordinal the
    -- same for all) make it the same batch
    SELECT count(r.event_id), count(r.event_id) FILTER (WHERE r.stream_id <> p_stream_id),
           min(r.stream_version - b.n), max(r.stream_version - b.n)
      INTO v_known, v_foreign, v_lo, v_hi
      FROM jsonb_array_elements(p_events) WITH ORDINALITY AS b(event, n)
      LEFT JOIN LATERAL (
        -- LIMIT keeps this a per-id index lookup
        SELECT x.event_id, x.stream_id, x.stream_version FROM es.events x
         WHERE x.event_id = (b.event->'metadata'->>'eventId')::uuid LIMIT 1
      ) AS r ON true;
    IF v_foreign > 0 THEN
      RETURN QUERY SELECT 'foreign'::text, v_actual, NULL::text, NULL::bigint, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
    IF v_known = v_count AND v_lo = v_hi THEN
      RETURN QUERY SELECT 'repeated'::text, v_actual, e.transaction_id::text, e.global_position, e.stream_version,
             NULL::bigint
        FROM es.events e WHERE e.stream_id = p_stream_id AND e.stream_version = v_lo + v_count;
      RETURN;
    END IF;
    IF v_known > 0 THEN
      -- part of the batch is recorded: the caller's picture of the stream is stale
      RETURN QUERY SELECT 'conflict'::text, v_actual, NULL::text, NULL::bigint, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
  END IF;

  IF NOT (p_expected = -2 OR p_expected = coalesce(v_actual, -1)) THEN
    RETURN QUERY SELECT 'conflict'::text, v_actual, NULL::text, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  IF v_count = 0 THEN
    RETURN QUERY SELECT 'empty'::text, v_actual, e.transaction_id::text, e.global_position, e.stream_version,
           NULL::bigint
      FROM es.events e WHERE e.stream_id = p_stream_id ORDER BY e.stream_version DESC LIMIT 1;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'empty'::text, v_actual, '0'::text, 0::bigint, -1::bigint, NULL::bigint;
    END IF;
    RETURN;
  END IF;

  -- ORDER BY keeps sequence order equal to stream order
  RETURN QUERY
  WITH inserted AS (
    INSERT INTO es.events (event_id, stream_id, stream_version, type, data, metadata)
    SELECT (b.event->'metadata'->>'eventId')::uuid, p_stream_id, coalesce(v_actual, -1) + b.n,
           b.event->>'type', coalesce(b.event->'data', 'null'::jsonb), b.event->'metadata'
      FROM jsonb_array_elements(p_events) WITH ORDINALITY AS b(event, n)
     ORDER BY b.n
    RETURNING es.events.transaction_id, es.events.global_position, es.events.stream_version
  )
  SELECT 'appended'::text, v_actual, i.transaction_id::text, i.global_position, i.stream_version,
         (SELECT min(f.global_position) FROM inserted f)
    FROM inserted i ORDER BY i.stream_version DESC LIMIT 1;
  IF p_channel IS NOT NULL THEN
    PERFORM pg_notify(p_channel, p_payload);
  END IF;
END
$$;

-- Where each projection's data last changed: the position of the last event it applied (not merely
-- skipped). Read answers are cached and their ETags derived from this, so a write that a read model does
-- not handle leaves its cached answers valid.
ALTER TABLE rm.projection_state ADD COLUMN IF NOT EXISTS changed_at text NOT NULL DEFAULT '0.0';
