import type { QueryClient } from '@tanstack/react-query';
import type { SiteRouteName } from '@league/contracts/site-pages';
import type { Params } from '../shared/router';
import { tournamentsQuery } from '../shared/tournament/api';
import { newsQuery } from '../shared/content/news/api';
import { bracketQuery } from '../shared/league/bracket/api';
import {
  leagueScheduleQuery,
  oldRosterAndScheduleQuery,
  rosterAndScheduleQuery,
  teamByNameQuery,
  venueScheduleQuery,
} from '../shared/league/schedules/api';
import {
  currentLeaguesOf,
  currentLeaguesQuery,
  goalieLeadersQuery,
  previousLeaguesQuery,
  scoringLeadersQuery,
  standingsQuery,
} from '../shared/league/stats/api';
import { gameQuery } from '../features/game-summary/api';
import { archivedTeamsQuery, playerHistoryQuery } from '../features/history/api';
import { homePulseQuery } from '../features/home/pulseApi';
import { teamPageQuery } from '../features/team-page/api';
import { currentTeamsQuery } from '../features/rosters/currentTeams';
import { isCalendarDay } from '../features/stats/asOfDay';

/** Where a page is: its route's parameters and the address's query string. */
export interface PageAddress {
  params: Params;
  search: URLSearchParams;
}

/**
 * Fills `client` with what the page at an address reads as it first renders, through the same query
 * options (and so the same keys and answers) as the page's own `useQuery` calls. A read that fails is
 * kept as failed (`prefetchQuery` never throws): the page renders its not-found or error state from it.
 */
type PageReads = (client: QueryClient, address: PageAddress) => Promise<unknown>;

const all = (...reads: Promise<unknown>[]) => Promise.all(reads);

/**
 * The pages that show a read answering 404 as an empty state of their own ("No Current Team Found!"):
 * on every other page with reads, a read answering 404 (or 400) means what the address names does not
 * exist, and the server renders the not-found page in its place with status 404.
 */
export const missingReadIsEmpty: ReadonlySet<SiteRouteName> = new Set(['rosters']);

/**
 * What each public page reads as it first renders, for the server to read before rendering it
 * (entry-server.tsx, docs/architecture.md "Pages rendered on the server"). A page without an entry reads
 * nothing the server waits for; a read left out here still works, the browser makes it after hydrating
 * (ui/e2e/server-render.e2e.test.ts holds the most visited pages to making no read as they hydrate).
 */
export const pageReads: Partial<Record<SiteRouteName, PageReads>> = {
  home: (client) =>
    all(
      client.prefetchQuery(homePulseQuery()),
      client.prefetchQuery(tournamentsQuery()),
      client.prefetchQuery(newsQuery()),
    ),
  statsAndStandings: (client) =>
    all(client.prefetchQuery(currentLeaguesQuery()), client.prefetchQuery(previousLeaguesQuery())),
  previousLeagues: (client) => client.prefetchQuery(previousLeaguesQuery()),
  leagueHub: (client, { params }) => client.prefetchQuery(standingsQuery(params.leagueId ?? '')),
  standings: (client, { params, search }) => {
    const asOf = search.get('asOf') ?? '';
    return client.prefetchQuery(
      standingsQuery(params.leagueId ?? '', isCalendarDay(asOf) ? asOf : undefined),
    );
  },
  scoringLeaders: (client, { params }) => {
    const leagueId = params.leagueId ?? '';
    return all(
      client.prefetchQuery(scoringLeadersQuery(leagueId)),
      client.prefetchQuery(goalieLeadersQuery(leagueId)),
      client.prefetchQuery(standingsQuery(leagueId)),
    );
  },
  leagueSchedule: (client, { params }) => client.prefetchQuery(leagueScheduleQuery(params.leagueId ?? '')),
  venueSchedule: (client, { params }) => client.prefetchQuery(venueScheduleQuery(params.venueId ?? '')),
  bracket: (client, { params }) => client.prefetchQuery(bracketQuery(params.leagueId ?? '')),
  gameSummary: (client, { params }) => client.prefetchQuery(gameQuery(params.gameId ?? '')),
  playerHistory: (client, { params }) => client.prefetchQuery(playerHistoryQuery(params.playerId ?? '')),
  team: (client, { params }) => client.prefetchQuery(teamPageQuery(params.teamId ?? '')),
  teamSchedule: async (client, { params }) => {
    const { leagueName = '', session = '', year = '', teamName = '' } = params;
    const byName = teamByNameQuery({ leagueName, session, year, teamName });
    await client.prefetchQuery(byName);
    const found = client.getQueryData(byName.queryKey);
    if (found) await client.prefetchQuery(teamPageQuery(found.teamId));
  },
  teamHistories: (client) => client.prefetchQuery(archivedTeamsQuery()),
  teamHistory: (client, { params }) =>
    all(
      client.prefetchQuery(archivedTeamsQuery()),
      client.prefetchQuery(oldRosterAndScheduleQuery(params.id ?? '')),
    ),
  rosters: (client, { search }) =>
    all(
      // the team picker lists the teams of each current league's standings, read as the page reads them
      client
        .fetchQuery(currentLeaguesQuery())
        .then((answer) =>
          client.prefetchQuery(
            currentTeamsQuery(
              client,
              currentLeaguesOf(answer).map((league) => league.leagueId),
            ),
          ),
        )
        .catch(() => undefined),
      client.prefetchQuery(rosterAndScheduleQuery(search.get('teamId'))),
    ),
  openTournaments: (client) => client.prefetchQuery(tournamentsQuery()),
  tournamentRegistration: (client) => client.prefetchQuery(tournamentsQuery()),
};
