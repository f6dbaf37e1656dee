import {
  compareNames,
  computeStandings,
  standingsForm,
  type ClubSeason,
  type DatedGame,
  type RankedIn,
  type TeamForm,
  type TeamPageRecord,
  type TeamScheduleItem,
} from '@league/contracts';

/** The rules of a team's page (GET /api/team/{teamId}) as pure functions. */

/** A scheduled game as the standings see it: its teams, status, totals, day and time, and its kind. */
export interface TeamGame extends DatedGame {
  playoff: boolean;
  championship: boolean;
}

/** The games the standings count: regular-season ones (no playoff, no championship game). */
export const regularSeason = <G extends TeamGame>(games: readonly G[]): G[] =>
  games.filter((game) => !game.playoff && !game.championship);

const recordOf = (teamId: string, games: readonly DatedGame[]): TeamPageRecord => {
  const [row] = computeStandings([{ teamId, teamName: '', divisionName: null }], games);
  const { wins, losses, ties, overtimeLosses, shootoutLosses } = row!;
  return { wins, losses, ties, overtimeLosses, shootoutLosses };
};

/**
 * The team's record in the regular-season games it played at home and in those it played away, under the
 * standings' rules (an overtime or shootout loss kept apart from a loss); unplayed games count for nothing.
 */
export function homeAndAway(
  teamId: string,
  games: readonly TeamGame[],
): { home: TeamPageRecord; away: TeamPageRecord } {
  const regular = regularSeason(games);
  return {
    home: recordOf(
      teamId,
      regular.filter((game) => game.homeTeamId === teamId),
    ),
    away: recordOf(
      teamId,
      regular.filter((game) => game.visitorTeamId === teamId),
    ),
  };
}

/**
 * The team's last ten and streak as its standings line has them: over its played regular-season games in
 * the order they were played (standingsForm).
 */
export const teamForm = (teamId: string, games: readonly TeamGame[]): TeamForm =>
  standingsForm([teamId], regularSeason(games)).get(teamId)!;

/** "19:00" after "9:30": a time as the schedule sorts it. */
const clock = (time: string) => time.padStart(5, '0');

/**
 * The team's next game: of its games from `today` (YYYY-MM-DD, the league's calendar) on that have no
 * result yet, the earliest (by day, then start time); null when none is left. A game of today that has
 * its result is past; one of an earlier day without a result is overdue, not next.
 */
export function nextGame<Item extends Pick<TeamScheduleItem, 'kind' | 'isoDate' | 'time' | 'result'>>(
  items: readonly Item[],
  today: string,
): Item | null {
  let next: Item | null = null;
  for (const item of items) {
    if (item.kind !== 'game' || item.result !== null || item.isoDate < today) continue;
    if (
      !next ||
      item.isoDate < next.isoDate ||
      (item.isoDate === next.isoDate && clock(item.time) < clock(next.time))
    )
      next = item;
  }
  return next;
}

/** A team name as the club it names: trimmed, inner runs of white space as one space, any case. */
export const clubKey = (teamName: string): string => teamName.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The other seasons of the team's club: the teams of the same name (clubKey) other than itself, in any
 * league or year, current or archived; newest year first, then current before archived, then by league
 * name and session.
 */
export function otherSeasons(
  team: { teamId: string; teamName: string },
  candidates: readonly ClubSeason[],
): ClubSeason[] {
  const key = clubKey(team.teamName);
  return candidates
    .filter((season) => season.teamId !== team.teamId && clubKey(season.teamName) === key)
    .sort(
      (a, b) =>
        b.year - a.year ||
        Number(b.isCurrent) - Number(a.isCurrent) ||
        compareNames(a.leagueName, b.leagueName) ||
        compareNames(a.session, b.session) ||
        (a.teamId < b.teamId ? -1 : a.teamId > b.teamId ? 1 : 0),
    );
}

/** A line of the league's standings: its team and division. */
export interface StandingsLineOfTeam {
  teamId: string;
  divisionName: string | null;
}

/** A team's place on the standings page: `rank` of `teamsRanked` in the table `rankedIn`. */
export interface StandingsPlace {
  rank: number | null;
  teamsRanked: number;
  rankedIn: RankedIn;
}

/** The division a line is listed under; an empty name is none, as on the standings page. */
const divisionOf = (line: { divisionName: string | null }) => line.divisionName || null;

/**
 * The team's place where the standings page shows it: the page lists the league's lines (in the order of
 * their rank, from computeStandings) in one table per division, the teams without a division in a table of
 * their own (the only one when no team has a division), and numbers each table from 1. `lines` is the
 * league's standings by rank; `divisionName` the team's own, for a team the standings have no line for yet
 * (its rank is then null).
 */
export function standingsPlace(
  team: StandingsLineOfTeam,
  lines: readonly StandingsLineOfTeam[],
): StandingsPlace {
  const own = lines.find((line) => line.teamId === team.teamId);
  const division = divisionOf(own ?? team);
  const table = lines.filter((line) => divisionOf(line) === division);
  const rankedIn: RankedIn =
    division !== null
      ? { kind: 'division', divisionName: division }
      : lines.some((line) => divisionOf(line) !== null)
        ? { kind: 'withoutDivision' }
        : { kind: 'league' };
  return {
    rank: own ? table.indexOf(own) + 1 : null,
    teamsRanked: table.length,
    rankedIn,
  };
}
