import { positionParts, type GameEvent, type RecordedEvent } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';

/**
 * Helpers shared by the league-play projections. Rows keep the stream version of the last event that
 * changed them and every write is guarded by it (`WHERE version < $v`), and removals are tombstones
 * (`removed = true`), so a batch applied twice changes nothing.
 */

/** The event's place in the global log as two numerics ("newest first" without wall clocks). */
export function logOrder(event: RecordedEvent): [string, string] {
  const { high, low } = positionParts(event.position);
  return [high.toString(), low.toString()];
}

/** The typed payload of an event the projection handles. */
export function payload<T>(event: RecordedEvent): T {
  return event.data as T;
}

/**
 * The league of each game (or team) a batch touches, read once per batch: the ids the batch names are
 * looked up together up front, and the batch's own schedule events keep the map current as they apply,
 * so a handler never reads the table once per event (each read would also hold back the batch's writes).
 */
export interface LeagueLookup {
  /** reads the leagues of the ids not known yet, in one statement */
  prefetch(ids: Iterable<string>): Promise<void>;
  /** the league as of the events applied so far (undefined: not recorded) */
  get(id: string): string | undefined;
  set(id: string, leagueId: string): void;
}

export function leagueLookup(tx: SqlClient, table: string, key: string): LeagueLookup {
  const known = new Map<string, string | undefined>();
  return {
    async prefetch(ids) {
      const missing = [...new Set(ids)].filter((id) => !known.has(id));
      if (missing.length === 0) return;
      const { rows } = await tx.query<{ id: string; league_id: string }>(
        `SELECT ${key} AS id, league_id FROM ${table} WHERE ${key} = ANY($1::uuid[])`,
        [missing],
      );
      for (const id of missing) known.set(id, undefined);
      for (const row of rows) known.set(row.id, row.league_id);
    },
    get: (id) => known.get(id),
    set: (id, leagueId) => void known.set(id, leagueId),
  };
}

/**
 * The leagues a game event touches, added to `leagues`: the one the game was in before it, and for a
 * schedule event the one it is in from then on (which `games` keeps for the batch's later events).
 */
export function trackGameLeague(
  games: LeagueLookup,
  leagues: Set<string>,
  event: RecordedEvent & GameEvent,
): void {
  const before = games.get(event.data.gameId);
  if (before) leagues.add(before);
  if (event.type === 'GameScheduled' || event.type === 'GameUpdated') {
    leagues.add(event.data.leagueId);
    games.set(event.data.gameId, event.data.leagueId);
  }
}
