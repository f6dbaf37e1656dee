/** How the history pages name a league's season and a team of it, so namesakes of other seasons differ. */

export interface LeagueSeason {
  leagueName: string;
  /** the league's own division ("A" of "Men's A"), not the team's */
  leagueDivisionName?: string | null;
  session: string;
  year: number;
}

/** "Men's A, Spring 2026": the league with its division, then session and year. */
export function leagueSeasonLabel(season: LeagueSeason): string {
  const league = [season.leagueName, season.leagueDivisionName].filter(Boolean).join(' ');
  const when = [season.session, String(season.year)].filter(Boolean).join(' ');
  return league ? `${league}, ${when}` : when;
}

/** "Albany Aces — Men's A, Spring 2026". */
export const teamSeasonLabel = (team: LeagueSeason & { teamName: string }): string =>
  `${team.teamName} — ${leagueSeasonLabel(team)}`;
