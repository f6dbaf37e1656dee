import { monthAndDay, playerName } from '../formatting';
import { pageTitle } from './titles';

export interface LeagueNaming {
  leagueName: string;
  divisionName?: string | null;
  session: string;
  year: number | string;
}

/** "Men's A Spring 2026"; with a division "Men's A - North Division Spring 2026". */
export function leagueLabel(league: LeagueNaming): string {
  const name = league.divisionName
    ? `${league.leagueName} - ${league.divisionName} Division`
    : league.leagueName;
  return `${name} ${league.session} ${league.year}`;
}

export interface GameNaming {
  visitorTeamName: string | null;
  homeTeamName: string | null;
  /** YYYY-MM-DD */
  isoDate: string;
}

/** "Albany Aces @ Boston Bees, May 3 2026" (visitor @ home, as every schedule writes a game). */
export function gameLabel(game: GameNaming): string {
  const year = game.isoDate.slice(0, 4);
  return `${game.visitorTeamName ?? 'TBD'} @ ${game.homeTeamName ?? 'TBD'}, ${monthAndDay(game.isoDate)} ${year}`;
}

/**
 * The document title of each public page that names something of the league: the same text in the tab
 * (the UI's DocumentTitle) and in the HTML the server sends (link previews, search results).
 */
export const pageTitles = {
  leagueHub: (league: LeagueNaming) => pageTitle(leagueLabel(league)),
  standings: (league: LeagueNaming) => pageTitle('Standings', leagueLabel(league)),
  bracket: (league: LeagueNaming) => pageTitle('Playoff Bracket', leagueLabel(league)),
  scoringLeaders: (league: LeagueNaming) => pageTitle('Scoring Leaders', leagueLabel(league)),
  leagueSchedule: (league: LeagueNaming) => pageTitle('Schedule', leagueLabel(league)),
  venueSchedule: (venue: { venueName: string }) => pageTitle('Schedule', venue.venueName),
  teamSchedule: (team: LeagueNaming & { teamName: string }) => pageTitle(team.teamName, leagueLabel(team)),
  team: (team: LeagueNaming & { teamName: string }) => pageTitle(team.teamName, leagueLabel(team)),
  teamHistory: (team: { teamName: string; year: number }) =>
    pageTitle('Team History', `${team.teamName} ${team.year}`),
  playerHistory: (player: Parameters<typeof playerName>[0]) =>
    pageTitle(playerName(player), 'Player History'),
  gameSummary: (game: GameNaming) => pageTitle(gameLabel(game)),
};
