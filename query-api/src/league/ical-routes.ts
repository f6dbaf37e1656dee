import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readLeagueParams, readTeamParams, readVenueParams, type ScheduleItem } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import type { QueryApiDeps } from '../deps';
import { ICS_CONTENT_TYPE, scheduleCalendar } from './ical';
import { toItem } from './items';
import { P } from './projections';
import { leagueSchedule, venueSchedule } from './schedules';
import { teamInfo, teamScheduleRows } from './teams';

const tags = ['league play'];
export const DEFAULT_TIMEZONE = 'America/New_York';

/**
 * iCalendar feeds (RFC 5545) of the league, venue and team schedules, in LEAGUE_TIMEZONE. The `.ics`
 * paths sit beside the JSON schedules (/api/league/schedule/{leagueId} and /api/league/{venueId}/schedule).
 */
export const leagueIcalRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const onRequest = accessGuard(deps.tokens, 'public');
  const { db } = deps;
  const timeZone = deps.timezone ?? DEFAULT_TIMEZONE;
  const feed = (name: string, items: readonly ScheduleItem[]) => scheduleCalendar({ name, timeZone, items });

  app.get(
    '/api/league/schedule/:leagueId.ics',
    { onRequest, config: { projections: P.schedule }, schema: { tags, params: readLeagueParams } },
    async (request, reply) => {
      const s = await leagueSchedule(db, request.params.leagueId);
      const division = s.divisionName ? ` - ${s.divisionName} Division` : '';
      return reply
        .type(ICS_CONTENT_TYPE)
        .send(feed(`${s.leagueName}${division} ${s.session} ${s.year}`, s.allLeagueGamesArray));
    },
  );

  app.get(
    '/api/league/:venueId/schedule.ics',
    { onRequest, config: { projections: P.schedule }, schema: { tags, params: readVenueParams } },
    async (request, reply) => {
      const s = await venueSchedule(db, request.params.venueId);
      return reply.type(ICS_CONTENT_TYPE).send(feed(s.venueName, s.allVenueGamesAndEventsArray));
    },
  );

  app.get(
    '/api/league/team/:teamId/schedule.ics',
    { onRequest, config: { projections: P.schedule }, schema: { tags, params: readTeamParams } },
    async (request, reply) => {
      const team = await teamInfo(db, request.params.teamId);
      const rows = await teamScheduleRows(db, team);
      const name = `${team.teamName} (${team.leagueName} ${team.session} ${team.year})`;
      return reply.type(ICS_CONTENT_TYPE).send(feed(name, rows.map(toItem)));
    },
  );
};
