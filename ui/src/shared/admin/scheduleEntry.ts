import { siteRoute } from '@league/contracts/site-pages';

/** The query parameter of the new game and new event forms that names the league they start in. */
export const ENTRY_LEAGUE_PARAM = 'league';

const inLeague = (path: string, leagueId: string | null | undefined) =>
  leagueId ? `${path}?${new URLSearchParams({ [ENTRY_LEAGUE_PARAM]: leagueId }).toString()}` : path;

/** The new game form, with `leagueId` chosen when it is started from a league (its card or schedule). */
export const newGamePath = (leagueId?: string | null) => inLeague(siteRoute.newGame.href(), leagueId);

/** The new event form, with `leagueId` chosen when it is started from a league's schedule. */
export const newEventPath = (leagueId?: string | null) => inLeague(siteRoute.newEvent.href(), leagueId);
