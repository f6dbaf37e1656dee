import { LeagueError } from '@league/contracts';
import type { ProjectionName } from '@league/contracts/projections';
import type { CommandApiDeps } from '../deps';
import { COMMAND_LOOKUPS, LOOKUPS_UNAVAILABLE_MESSAGE } from '../lookups';
import { loadTeam } from '../lookups/streams';

export interface LeagueRef {
  leagueId: string;
  leagueName: string;
  session: string;
  year: number;
}
export interface TeamRef {
  teamId: string;
  leagueId: string;
  teamName: string;
}
export interface PlayerRef {
  playerId: string;
  firstName: string;
  lastName: string;
  middleInitial: string | null;
}
/** A team's roster as its stream has it (numbers included), and whether the team is current. */
export interface RosterRef {
  isCurrent: boolean;
  spots: readonly { playerId: string; number: number }[];
}

/**
 * What an import checks its rows against: the leagues, teams and players recorded, the players on the
 * current teams of each league and, for the teams a roster file names, their rosters.
 */
export interface ImportSnapshot {
  leagues: readonly LeagueRef[];
  teams: readonly TeamRef[];
  players: readonly PlayerRef[];
  /** every player on the roster of a current team: player and team */
  onCurrentTeams: readonly { playerId: string; teamId: string }[];
  rosters: ReadonlyMap<string, RosterRef>;
}

/** the read models the snapshot reads: leagues and players by name, teams and rosters by league */
const READ_MODELS: readonly ProjectionName[] = ['leagues', 'players', COMMAND_LOOKUPS];
const WAIT_MS = 5_000;

/**
 * Reads the snapshot once the read models have reached the store's head, so it sees every write made
 * before the import. The rosters of `teamIds` are folded from their streams (always up to date).
 */
export async function readImportSnapshot(
  deps: Pick<CommandApiDeps, 'store' | 'readModel'>,
  rosterTeamIds: (snapshot: Omit<ImportSnapshot, 'rosters'>) => readonly string[],
): Promise<ImportSnapshot> {
  const { store, readModel } = deps;
  if (!readModel) throw new LeagueError(503, LOOKUPS_UNAVAILABLE_MESSAGE);
  const head = await store.headPosition();
  if (head !== null && !(await readModel.waitForPosition(head, WAIT_MS, READ_MODELS)))
    throw new LeagueError(503, LOOKUPS_UNAVAILABLE_MESSAGE);
  const { db } = readModel;
  const [leagues, teams, players, onCurrentTeams] = await Promise.all([
    db.query<{ league_id: string; league_name: string; session: string; year: number }>(
      `SELECT league_id, league_name, session, year FROM rm.leagues ORDER BY league_id`,
    ),
    db.query<{ team_id: string; league_id: string; team_name: string }>(
      `SELECT team_id, league_id, team_name FROM rm.cmd_teams ORDER BY team_id`,
    ),
    db.query<{ player_id: string; first_name: string; last_name: string; middle_initial: string | null }>(
      `SELECT player_id, first_name, last_name, middle_initial FROM rm.players ORDER BY player_id`,
    ),
    db.query<{ player_id: string; team_id: string }>(
      `SELECT r.player_id, r.team_id
         FROM rm.cmd_roster_players r JOIN rm.cmd_teams t ON t.team_id = r.team_id
        WHERE r.on_roster AND t.is_current`,
    ),
  ]);
  const recorded = {
    leagues: leagues.rows.map((row) => ({
      leagueId: row.league_id,
      leagueName: row.league_name,
      session: row.session,
      year: Number(row.year),
    })),
    teams: teams.rows.map((row) => ({
      teamId: row.team_id,
      leagueId: row.league_id,
      teamName: row.team_name,
    })),
    players: players.rows.map((row) => ({
      playerId: row.player_id,
      firstName: row.first_name,
      lastName: row.last_name,
      middleInitial: row.middle_initial,
    })),
    onCurrentTeams: onCurrentTeams.rows.map((row) => ({ playerId: row.player_id, teamId: row.team_id })),
  };
  const rosters = new Map<string, RosterRef>();
  for (const teamId of new Set(rosterTeamIds(recorded))) {
    const team = await loadTeam(store, teamId);
    if (team.status === 'active')
      rosters.set(teamId, {
        isCurrent: team.isCurrent,
        spots: team.roster.filter((spot) => spot.onRoster),
      });
  }
  return { ...recorded, rosters };
}
