import { DEFAULT_PERIOD_MINUTES, type LeagueEvent } from '@league/contracts';
import { defineProjection, updateNewer, tablesOf, insertOnce } from '../define';
import { logOrder } from '../league-common';

/**
 * Leagues, current and previous (GET /api/admin/leagues/current, /api/league/previousLeagues, and the
 * league fields of standings, leaders and schedules). `version` is the league stream's version; a league
 * recorded before the double-header setting does not allow them, and one recorded before the period's
 * length has periods of 20 minutes.
 */
export const leaguesProjection = defineProjection<LeagueEvent>({
  name: 'leagues',
  version: 3,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.leagues (
        league_id uuid PRIMARY KEY,
        league_name text NOT NULL,
        division_name text,
        session text NOT NULL,
        year integer NOT NULL,
        allow_double_headers boolean NOT NULL,
        period_minutes integer NOT NULL,
        is_current boolean NOT NULL,
        version integer NOT NULL,
        created_high numeric NOT NULL,
        created_low numeric NOT NULL
      );
    `,
  ),

  on: {
    async LeagueCreated(tx, schema, event) {
      const d = event.data;
      const [high, low] = logOrder(event);
      await insertOnce(tx, `${schema}.leagues`, ['league_id'], {
        league_id: d.leagueId,
        league_name: d.leagueName,
        division_name: d.divisionName,
        session: d.session,
        year: d.year,
        allow_double_headers: d.allowDoubleHeaders ?? false,
        period_minutes: d.periodMinutes ?? DEFAULT_PERIOD_MINUTES,
        is_current: true,
        version: event.streamVersion,
        created_high: high,
        created_low: low,
      });
    },
    async LeagueUpdated(tx, schema, { data: d, streamVersion }) {
      const set = {
        league_name: d.leagueName,
        division_name: d.divisionName,
        session: d.session,
        year: d.year,
        allow_double_headers: d.allowDoubleHeaders ?? false,
        period_minutes: d.periodMinutes ?? DEFAULT_PERIOD_MINUTES,
      };
      await updateNewer(tx, `${schema}.leagues`, { league_id: d.leagueId }, set, streamVersion);
    },
    async LeagueArchiveToggled(tx, schema, { data, streamVersion }) {
      const set = { is_current: data.isCurrent };
      await updateNewer(tx, `${schema}.leagues`, { league_id: data.leagueId }, set, streamVersion);
    },
  },
});
