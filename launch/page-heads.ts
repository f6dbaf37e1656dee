import type { z } from 'zod';
import {
  formatDate,
  formatTime,
  isPlayed,
  readGameParams,
  readLeagueParams,
  readPlayerParams,
  readTeamParams,
  playerName,
  readVenueParams,
  teamByNameParams,
} from '@league/contracts';
import {
  leagueLabel,
  matchSiteRoute,
  pageTitle,
  pageTitles,
  siteRoute,
  SITE_DESCRIPTION,
  type LeagueNaming,
} from '@league/contracts/site-pages';
import type { SqlClient } from '@league/infra/sql';
import { leagueInfo } from '@league/read-models/leagues';
import { playerById } from '@league/read-models/players';
import { calendarVenue, scheduleItems, type ScheduleItemRow } from '@league/read-models/schedule';
import { teamPageNaming, type TeamPageNaming } from '@league/read-models/site-pages';
import { newestTeamInLeagueNamed, teamInfo, type TeamInfo } from '@league/read-models/teams-rosters';

/** What the server says of a page before the app runs: its status, and the title and description of its head. */
export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  /** kept out of search results: a missing page, or an admin or coach page */
  noindex: boolean;
}

/** The read-model lookups of the pages whose address names something; each answers null for nothing. */
export interface PageLookups {
  game(gameId: string): Promise<ScheduleItemRow | null>;
  player(
    playerId: string,
  ): Promise<{ firstName: string; lastName: string; middleInitial: string | null } | null>;
  league(leagueId: string): Promise<(LeagueNaming & { leagueId: string }) | null>;
  venue(venueId: string): Promise<{ venueName: string } | null>;
  team(teamId: string): Promise<TeamInfo | null>;
  /** the team as its page at /team/{teamId} names it (its league's division and year) */
  teamPage(teamId: string): Promise<TeamPageNaming | null>;
  teamNamed(team: {
    leagueName: string;
    session: string;
    year: number;
    teamName: string;
  }): Promise<TeamInfo | null>;
}

/** The lookups over the read models: the reads the query API answers these pages' calls with. */
export function sqlPageLookups(db: SqlClient): PageLookups {
  return {
    async game(gameId) {
      const [item] = await scheduleItems(db, { by: 'item', itemId: gameId });
      return item?.kind === 'game' ? item : null;
    },
    player: (playerId) => playerById(db, playerId),
    league: (leagueId) => leagueInfo(db, leagueId),
    venue: (venueId) => calendarVenue(db, venueId),
    team: (teamId) => teamInfo(db, teamId),
    teamPage: (teamId) => teamPageNaming(db, teamId),
    teamNamed: (team) => newestTeamInLeagueNamed(db, team),
  };
}

export const NOT_FOUND_HEAD: PageHead = {
  status: 404,
  title: pageTitle('Page Not Found'),
  description: 'Sorry, there is no page at this address.',
  noindex: true,
};

type Found = Pick<PageHead, 'title' | 'description'>;
type Describe = (params: Readonly<Record<string, string>>, lookups: PageLookups) => Promise<Found | null>;

/** Checks the address's values as the API checks them (a malformed id names nothing), then looks them up. */
function lookedUp<Schema extends z.ZodType>(
  schema: Schema,
  describe: (values: z.infer<Schema>, lookups: PageLookups) => Promise<Found | null>,
): Describe {
  return async (params, lookups) => {
    const parsed = schema.safeParse(params);
    return parsed.success ? describe(parsed.data, lookups) : null;
  };
}

/** "Men's A: Albany Aces 3, Boston Bees 2 (Overtime). Playoff game, Sunday, May 3, 2026 at 7:00 pm, Main Rink." */
export function gameDescription(game: ScheduleItemRow): string {
  const visitor = game.visitor_name ?? 'TBD';
  const home = game.home_name ?? 'TBD';
  const kind = game.championship ? 'Championship game, ' : game.playoff ? 'Playoff game, ' : '';
  const when = `${formatDate(game.iso_date)}, ${game.iso_date.slice(0, 4)} at ${formatTime(game.time)}`;
  const where = game.venue_name ? `, ${game.venue_name}` : '';
  const league = game.league_name ? `${game.league_name}: ` : '';
  const outcome = isPlayed(game.status, game.home_total, game.visitor_total)
    ? `${visitor} ${game.visitor_total}, ${home} ${game.home_total}${game.status === 'FINAL' ? '' : ` (${game.status})`}`
    : `${visitor} @ ${home}`;
  return `${league}${outcome}. ${kind}${when}${where}.`;
}

const league = (describe: (found: LeagueNaming) => Found) =>
  lookedUp(readLeagueParams, async ({ leagueId }, lookups) => {
    const found = await lookups.league(leagueId);
    return found && describe(found);
  });

const teamHistory = lookedUp(readTeamParams, async ({ teamId }, lookups) => {
  const team = await lookups.team(teamId);
  return (
    team && {
      title: pageTitles.teamHistory(team),
      description: `${team.teamName} ${team.year}, ${leagueLabel(team)}: record, roster and schedule.`,
    }
  );
});

/** The public pages whose address names something: their head, or null when that does not exist. */
const describedPages: Readonly<Record<string, Describe>> = {
  [siteRoute.gameSummary.path]: lookedUp(readGameParams, async ({ gameId }, lookups) => {
    const game = await lookups.game(gameId);
    return (
      game && {
        title: pageTitles.gameSummary({
          visitorTeamName: game.visitor_name,
          homeTeamName: game.home_name,
          isoDate: game.iso_date,
        }),
        description: gameDescription(game),
      }
    );
  }),
  [siteRoute.playerHistory.path]: lookedUp(readPlayerParams, async ({ playerId }, lookups) => {
    const player = await lookups.player(playerId);
    return (
      player && {
        title: pageTitles.playerHistory(player),
        description: `${playerName(player)}: teams, seasons, numbers, goals and assists.`,
      }
    );
  }),
  [siteRoute.leagueHub.path]: league((found) => ({
    title: pageTitles.leagueHub(found),
    description: `${leagueLabel(found)}: standings, scoring leaders and schedule.`,
  })),
  [siteRoute.standings.path]: league((found) => ({
    title: pageTitles.standings(found),
    description: `Standings of ${leagueLabel(found)}: wins, losses, ties and points of every team.`,
  })),
  [siteRoute.bracket.path]: league((found) => ({
    title: pageTitles.bracket(found),
    description: `Playoff bracket of ${leagueLabel(found)}: the playoff and championship games by round, with seeds and results.`,
  })),
  [siteRoute.scoringLeaders.path]: league((found) => ({
    title: pageTitles.scoringLeaders(found),
    description: `Scoring leaders of ${leagueLabel(found)}: goals, assists and points.`,
  })),
  [siteRoute.leagueSchedule.path]: league((found) => ({
    title: pageTitles.leagueSchedule(found),
    description: `Games, events and results of ${leagueLabel(found)}.`,
  })),
  [siteRoute.venueSchedule.path]: lookedUp(readVenueParams, async ({ venueId }, lookups) => {
    const venue = await lookups.venue(venueId);
    return (
      venue && {
        title: pageTitles.venueSchedule(venue),
        description: `Games, events and results at ${venue.venueName}.`,
      }
    );
  }),
  [siteRoute.teamSchedule.path]: lookedUp(teamByNameParams, async (names, lookups) => {
    const team = await lookups.teamNamed(names);
    return (
      team && {
        title: pageTitles.teamSchedule(team),
        description: `${team.teamName}, ${leagueLabel(team)}: record, roster and schedule.`,
      }
    );
  }),
  [siteRoute.teamHistory.path]: ({ id = '' }, lookups) => teamHistory({ teamId: id }, lookups),
  [siteRoute.team.path]: lookedUp(readTeamParams, async ({ teamId }, lookups) => {
    const team = await lookups.teamPage(teamId);
    return (
      team && {
        title: pageTitles.team(team),
        description: `${team.teamName}, ${leagueLabel(team)}: record, rank, next game, roster, schedule and results.`,
      }
    );
  }),
};

/**
 * The head of the page at `path`: what its address names, looked up (404 when it does not exist);
 * a page naming nothing by its name; 404 for an address that is no page of the site. `caughtUp`
 * (when given) waits until the read models have every event recorded so far: a page found missing
 * is looked up once more after it, so that the page of a league, team or game just recorded is no 404.
 */
export async function describePage(
  path: string,
  lookups: PageLookups,
  caughtUp?: () => Promise<void>,
): Promise<PageHead> {
  const match = matchSiteRoute(path);
  if (!match) return NOT_FOUND_HEAD;
  const { route, params } = match;
  const describe = describedPages[route.path];
  if (describe) {
    let found = await describe(params, lookups);
    if (!found && caughtUp) {
      await caughtUp();
      found = await describe(params, lookups);
    }
    return found ? { status: 200, ...found, noindex: false } : NOT_FOUND_HEAD;
  }
  return {
    status: 200,
    title: pageTitle(route.name),
    description: SITE_DESCRIPTION,
    noindex: route.access !== 'public',
  };
}
