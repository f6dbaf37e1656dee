/**
 * The league-play read answers the public pages use, as API.md defines them. READ writes the same
 * shapes into contracts/src/league/reads.ts; once they land this file re-exports those instead.
 */

/** A schedule item: a game or a calendar event (API.md "A schedule item"). */
export interface ScheduleItem {
  _id: string;
  kind: 'game' | 'event';
  /** "MM/DD" */
  date: string;
  /** "HH:MM", 24 hours */
  time: string;
  /** "YYYY-MM-DD" */
  isoDate: string;
  dayOfWeek: string;
  year: number;
  /** "TBP" when unplayed */
  status: string;
  /** "<visitor total> - <home total>", "" when unplayed */
  score: string;
  venueId: string;
  venueName: string;
  leagueId: string | null;
  leagueName: string | null;
  eventName: string | null;
  homeTeamId: string | null;
  /** "TBD" when not known yet */
  homeTeamName: string | null;
  homeTeamSeed: number;
  visitorTeamId: string | null;
  visitorTeamName: string | null;
  visitorTeamSeed: number;
  winner: string | null;
  loser: string | null;
  playoff: boolean;
  championship: boolean;
}

/** A team's schedule item: the game seen from that team. */
export interface TeamScheduleItem extends ScheduleItem {
  opponent?: string | null;
  teamName?: string | null;
  result?: 'WON' | 'LOST' | 'TIE' | null;
}

export interface CurrentLeague {
  _id: string;
  leagueName: string;
  divisionName: string | null;
  session: string;
  year: number;
}

export interface CurrentLeaguesAnswer {
  currentLeagues: CurrentLeague[];
  currentLeaguesSortedNoDuplicates: CurrentLeague[];
}

export interface PreviousLeaguesAnswer {
  previousLeagues: CurrentLeague[];
}

export interface StandingsTeam {
  teamId: string;
  teamName: string;
  divisionName: string | null;
  gamesPlayed: number;
  wins: number;
  losses: number;
  ties: number;
  overtimeLosses: number;
  shootoutLosses: number;
  points: number;
  pointsPercentage: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  regulationWins: number;
}

export interface StandingsAnswer {
  leagueId: string;
  leagueName: string;
  divisionName: string | null;
  session: string;
  year: number;
  divisions: string[];
  listOfTeams: StandingsTeam[];
}

export interface ScoringLeader {
  playerId: string;
  rosterPlayerId: string;
  number: number;
  firstName: string;
  lastName: string;
  teamId: string;
  teamName: string;
  divisionName: string | null;
  goals: number;
  assists: number;
  points: number;
}

export interface ScoringLeadersAnswer {
  leagueId: string;
  leagueName: string;
  session: string;
  year: number;
  scoringLeaders: ScoringLeader[];
}

export interface LeagueScheduleAnswer {
  leagueId: string;
  leagueName: string;
  divisionName: string | null;
  session: string;
  year: number;
  allLeagueGamesArray: ScheduleItem[];
}

export interface VenueScheduleAnswer {
  venueId: string;
  venueName: string;
  allVenueGamesAndEventsArray: ScheduleItem[];
}

export interface GameStats {
  homeGoalsPeriod1: number | null;
  homeGoalsPeriod2: number | null;
  homeGoalsPeriod3: number | null;
  homeGoalsPeriod4: number | null;
  homeGoalsTotal: number;
  visitorGoalsPeriod1: number | null;
  visitorGoalsPeriod2: number | null;
  visitorGoalsPeriod3: number | null;
  visitorGoalsPeriod4: number | null;
  visitorGoalsTotal: number;
  status: string;
  summary: string;
}

export interface PlayerGameStats {
  rosterPlayerId: string;
  playerId: string;
  teamId: string;
  teamName: string;
  number: number;
  firstName: string;
  lastName: string;
  goals: number;
  assists: number;
}

export interface GameAnswer {
  game: ScheduleItem;
  gameStats: GameStats | null;
  winner: string | null;
  playerStats: PlayerGameStats[];
}

export interface PlayerHistoryRoster {
  teamId: string;
  teamName: string;
  leagueName: string;
  session: string;
  year: number;
  number: number;
  goals: number;
  assists: number;
}

export interface PlayerHistoryAnswer {
  playerId: string;
  firstName: string;
  lastName: string;
  middleInitial: string | null;
  photo: string | null;
  listOfRosters: PlayerHistoryRoster[];
}

export interface RosteredPlayer {
  rosterPlayerId: string;
  playerId: string;
  number: number;
  firstName: string;
  lastName: string;
  middleInitial: string | null;
  goals: number;
  assists: number;
}

export interface RosterAndScheduleAnswer {
  teamId: string;
  teamName: string;
  year: number;
  leagueId: string;
  leagueName: string;
  wins: number;
  losses: number;
  ties: number;
  overtimeLosses: number;
  shootoutLosses: number;
  rosteredPlayers: RosteredPlayer[];
  allGamesAndEventsArray: TeamScheduleItem[];
}

export interface ArchivedTeam {
  _id: string;
  teamName: string;
  year: number;
}

export interface ArchivedTeamsAnswer {
  archivedTeams: ArchivedTeam[];
}

export interface TeamByNameAnswer {
  teamId: string;
}
