import type { LeagueEvent, LeagueFields, RecordedEvent } from '@league/contracts';
import { LEAGUE_EVENT_TYPES } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';
import { logOrder } from '../league-common';

/**
 * Leagues, current and previous (GET /api/admin/leagues/current, /api/league/previousLeagues, and the
 * league fields of standings, leaders and schedules). `version` is the league stream's version.
 */
export const leaguesProjection: Projection = {
  name: 'leagues',
  version: 1,
  tables: ['leagues'],
  handles: LEAGUE_EVENT_TYPES,

  async setup(db, schema) {
    await db.exec(`
      CREATE TABLE ${schema}.leagues (
        league_id uuid PRIMARY KEY,
        league_name text NOT NULL,
        division_name text,
        session text NOT NULL,
        year integer NOT NULL,
        is_current boolean NOT NULL,
        version integer NOT NULL,
        created_high numeric NOT NULL,
        created_low numeric NOT NULL
      );
    `);
  },

  async apply(tx, schema, events) {
    for (const event of events) await applyLeagueEvent(tx, schema, event as RecordedEvent & LeagueEvent);
  },
};

async function applyLeagueEvent(tx: SqlClient, schema: string, event: RecordedEvent & LeagueEvent) {
  const v = event.streamVersion;
  switch (event.type) {
    case 'LeagueCreated': {
      const d: LeagueFields = event.data;
      const [high, low] = logOrder(event);
      await tx.query(
        `INSERT INTO ${schema}.leagues
           (league_id, league_name, division_name, session, year, is_current, version, created_high, created_low)
         VALUES ($1, $2, $3, $4, $5, true, $6, $7, $8)
         ON CONFLICT (league_id) DO NOTHING`,
        [d.leagueId, d.leagueName, d.divisionName, d.session, d.year, v, high, low],
      );
      return;
    }
    case 'LeagueUpdated': {
      const d = event.data;
      await tx.query(
        `UPDATE ${schema}.leagues SET league_name = $2, division_name = $3, session = $4, year = $5, version = $6
          WHERE league_id = $1 AND version < $6`,
        [d.leagueId, d.leagueName, d.divisionName, d.session, d.year, v],
      );
      return;
    }
    case 'LeagueArchiveToggled':
      await tx.query(
        `UPDATE ${schema}.leagues SET is_current = $2, version = $3 WHERE league_id = $1 AND version < $3`,
        [event.data.leagueId, event.data.isCurrent, v],
      );
      return;
  }
}
