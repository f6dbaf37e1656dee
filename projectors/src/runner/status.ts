import { START, comparePositions, type Position } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import type { SqlClient } from '@league/infra/sql';
import { readAfter } from './names';
import { loadStates } from './state';

export interface ProjectionStatus {
  name: string;
  version: number;
  generation: number;
  checkpoint: Position;
  headPosition: Position | null;
  /** events after the live checkpoint, counted up to the cap (a count equal to the cap means "at least") */
  eventsBehind: number;
  /** rebuilding: a blue-green rebuild is filling the next generation; standby: no runner leads it now */
  status: 'live' | 'rebuilding' | 'standby';
  updatedAt: string;
  rebuild: { generation: number; version: number; checkpoint: Position } | null;
}

/** Each projection's checkpoint and lag, for GET /api/admin/system/projections. Reads only. */
export async function projectionStatus(
  db: SqlClient,
  store: EventStore,
  { cap = 10_000 }: { cap?: number } = {},
): Promise<ProjectionStatus[]> {
  const [states, head] = await Promise.all([loadStates(db), store.headPosition()]);
  // projections usually share a checkpoint: count each distinct one once
  const behind = new Map<Position, Promise<number>>();
  const count = (checkpoint: Position): Promise<number> => {
    if (head === null || comparePositions(checkpoint, head) >= 0) return Promise.resolve(0);
    let counted = behind.get(checkpoint);
    if (!counted) {
      counted = store.readAll(readAfter(checkpoint), cap).then((events) => events.length);
      behind.set(checkpoint, counted);
    }
    return counted;
  };
  return Promise.all(
    states.map(async (state) => ({
      name: state.name,
      version: state.live.version,
      generation: state.live.generation,
      checkpoint: state.live.checkpoint,
      headPosition: head,
      eventsBehind: await count(state.live.checkpoint ?? START),
      status: state.rebuild ? 'rebuilding' : state.led ? 'live' : 'standby',
      updatedAt: state.updatedAt,
      rebuild: state.rebuild
        ? {
            generation: state.rebuild.generation,
            version: state.rebuild.version,
            checkpoint: state.rebuild.checkpoint,
          }
        : null,
    })),
  );
}
