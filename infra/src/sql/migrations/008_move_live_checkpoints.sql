-- The projection runner's move of its live checkpoints after each batch (projectors/src/runner/state.ts,
-- moveLiveCheckpoints): a compare-and-set of every projection's checkpoint in one UPDATE, the names
-- answered being the ones moved. As a function its plan is kept by the session, where the same UPDATE
-- sent as a statement is planned again every batch: on PGlite, most of what it costs.
CREATE OR REPLACE FUNCTION rm.move_live_checkpoints(
  p_names text[],
  p_generations integer[],
  p_from text[],
  p_changed boolean[],
  p_to text
) RETURNS SETOF text
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  UPDATE rm.projection_state AS s
     SET checkpoint = p_to, updated_at = now(),
         changed_at = CASE WHEN m.changed THEN p_to ELSE s.changed_at END
    FROM unnest(p_names, p_generations, p_from, p_changed) AS m(name, generation, checkpoint, changed)
   WHERE s.name = m.name AND s.generation = m.generation AND s.checkpoint = m.checkpoint
  RETURNING s.name;
END
$$;
