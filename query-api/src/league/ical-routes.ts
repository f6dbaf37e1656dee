import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, readLeagueParams, readTeamParams, readVenueParams } from '@league/contracts';
import * as leagues from '@league/read-models/leagues';
import * as schedule from '@league/read-models/schedule';
import { leagueTimeZone, type QueryApiDeps } from '../deps';
import { read, readRoutes } from '../reads';
import {
  calendarDisposition,
  cancelledSince,
  ICS_CONTENT_TYPE,
  requestOrigin,
  scheduleCalendar,
  toCalendarItem,
} from './ical';
import { foundLeague } from './leagues';
import { LEAGUE_READ_MODELS } from '@league/contracts/live';
import { VENUE_NOT_FOUND } from './schedules';
import { teamInfo } from './teams';

/**
 * iCalendar feeds (RFC 5545) of the league, venue and team schedules, in LEAGUE_TIMEZONE. The `.ics`
 * paths sit beside the JSON schedules (/api/league/schedule/{leagueId} and /api/league/{venueId}/schedule).
 * Each feed holds the items there, and those removed in the last 30 days as cancelled; it is named after
 * its league, venue or team (X-WR-CALNAME and the file name), and links each game to its summary page on
 * the site's origin as the request reached it. Sent as they are read (never from the answer cache: the
 * links follow the request's host, and the cancelled items the day).
 */
export const leagueIcalRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const get = readRoutes(app, deps, 'public', 'league play');
  const { db } = deps;
  const timeZone = leagueTimeZone(deps);

  async function feed(
    reply: FastifyReply,
    name: string,
    filter: schedule.CalendarFilter,
  ): Promise<FastifyReply> {
    const now = new Date();
    const rows = await schedule.calendarItems(db, filter, cancelledSince(now));
    const text = scheduleCalendar({
      name,
      timeZone,
      items: rows.map(toCalendarItem),
      origin: requestOrigin(reply.request),
      now,
    });
    return reply.type(ICS_CONTENT_TYPE).header('content-disposition', calendarDisposition(name)).send(text);
  }

  get(
    '/api/league/schedule/:leagueId.ics',
    null,
    LEAGUE_READ_MODELS.schedule,
    read({
      params: readLeagueParams,
      answer: async (db, { params: { leagueId } }, reply) => {
        const league = foundLeague(await leagues.leagueInfo(db, leagueId));
        const division = league.divisionName ? ` - ${league.divisionName} Division` : '';
        const name = `${league.leagueName}${division} ${league.session} ${league.year}`;
        return feed(reply, name, { by: 'league', leagueId });
      },
    }),
  );

  get(
    '/api/league/:venueId/schedule.ics',
    null,
    LEAGUE_READ_MODELS.schedule,
    read({
      params: readVenueParams,
      answer: async (db, { params: { venueId } }, reply) => {
        const venue = await schedule.calendarVenue(db, venueId);
        if (!venue) throw notFound(VENUE_NOT_FOUND);
        return feed(reply, venue.venueName, { by: 'venue', venueId });
      },
    }),
  );

  get(
    '/api/league/team/:teamId/schedule.ics',
    null,
    LEAGUE_READ_MODELS.schedule,
    read({
      params: readTeamParams,
      answer: async (db, { params }, reply) => {
        const team = await teamInfo(db, params.teamId);
        const name = `${team.teamName} (${team.leagueName} ${team.session} ${team.year})`;
        return feed(reply, name, { by: 'team', teamId: team.teamId, leagueId: team.leagueId });
      },
    }),
  );
};
