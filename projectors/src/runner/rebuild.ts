import type { EventStore } from '@league/infra/eventstore';
import type { Logger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';
import { createProjectionRunner } from './runner';

export interface RebuildOptions {
  store: EventStore;
  db: SqlClient;
  projections: readonly Projection[];
  /** the projections to rebuild (undefined or [] = all) */
  names?: readonly string[];
  logger?: Logger;
  batchSize?: number;
}

/**
 * For `npm run rebuild`: blue-green rebuild of the named (or all) projections, resolving once each has
 * switched. Runners elsewhere may keep serving and updating the live generation meanwhile; they follow
 * the switch at their next batch. A pending rebuild of the same version is continued, not restarted.
 */
export async function rebuildProjections({ names, ...options }: RebuildOptions): Promise<void> {
  const runner = createProjectionRunner({ ...options, mode: 'embedded' });
  await runner.rebuild(names);
}
