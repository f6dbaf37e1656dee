import type { GameResult, RecordedEvent, TeamCreated, TeamUpdated, TeamRemoved } from '@league/contracts';
import type { TableRow } from '../projection';

/**
 * A table held in memory by a rebuild's fold, keyed like its primary key, with the same guarded writes
 * as the SQL the projection runs live (rows keep the stream version of the last event that changed them):
 * the methods are named after the statements they stand for.
 */
export class FoldTable<Row extends TableRow> {
  private readonly byKey = new Map<string, Row>();

  get(key: string): Row | undefined {
    return this.byKey.get(key);
  }

  /** INSERT … ON CONFLICT DO NOTHING */
  insert(key: string, row: Row): void {
    if (!this.byKey.has(key)) this.byKey.set(key, row);
  }

  /** INSERT … ON CONFLICT DO UPDATE SET <changes> (WHERE version < the new one, when the row has versions) */
  upsert(key: string, row: Row, changes: Partial<Row>): void {
    const current = this.byKey.get(key);
    if (!current) this.byKey.set(key, row);
    else if (!('version' in row) || (current.version as number) < (row.version as number))
      Object.assign(current, changes);
  }

  /** UPDATE … SET <changes> WHERE key = … (AND version < the new one, when `changes` sets a version) */
  update(key: string, changes: Partial<Row>): void {
    const current = this.byKey.get(key);
    if (!current) return;
    if ('version' in changes && (current.version as number) >= (changes.version as number)) return;
    Object.assign(current, changes);
  }

  /** DELETE … WHERE key = … */
  delete(key: string): void {
    this.byKey.delete(key);
  }

  values(): IterableIterator<Row> {
    return this.byKey.values();
  }

  rows(): Row[] {
    return [...this.byKey.values()];
  }
}

/** What a result (or its correction) sets on a game's row where the totals are kept. */
export const resultTotals = (d: GameResult, version: number) => ({
  status: d.status,
  home_total: d.homeTotal,
  visitor_total: d.visitorTotal,
  version,
});

/** What a team's update sets on its row where its names are kept. */
const teamNames = (d: { teamName: string; divisionName: string | null }, version: number) => ({
  team_name: d.teamName,
  division_name: d.divisionName,
  version,
});

/** The columns every team table of the projections has, as a team's creation sets them. */
export const createdTeamColumns = ({ data: d, streamVersion }: RecordedEvent & TeamCreated) => ({
  team_id: d.teamId,
  league_id: d.leagueId,
  team_name: d.teamName,
  division_name: d.divisionName,
  version: streamVersion,
});

/** A team's row in a rebuild's team table: its creation's columns, and whether it is removed. */
export interface FoldTeamRow extends TableRow {
  team_id: string;
  league_id: string;
  team_name: string;
  division_name: string | null;
  removed: boolean;
  version: number;
}

/**
 * A team created, renamed or removed, on a rebuild's team table: the row `created` builds is inserted
 * once (not removed), a rename sets its names, a removal leaves a tombstone.
 */
export function foldTeamEvent(
  teams: FoldTable<FoldTeamRow>,
  event: RecordedEvent & (TeamCreated | TeamUpdated | TeamRemoved),
  created: (event: RecordedEvent & TeamCreated) => ReturnType<typeof createdTeamColumns>,
): void {
  const v = event.streamVersion;
  switch (event.type) {
    case 'TeamCreated':
      teams.insert(event.data.teamId, { ...created(event), removed: false });
      return;
    case 'TeamUpdated':
      teams.update(event.data.teamId, teamNames(event.data, v));
      return;
    case 'TeamRemoved':
      teams.update(event.data.teamId, { removed: true, version: v });
      return;
  }
}
