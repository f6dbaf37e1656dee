import { notFound, type PlayerHistoryAnswer } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import * as players from '@league/read-models/players';
import { playerListItem } from './answers';

export const PLAYER_NOT_FOUND = 'No Player Found!';

function found<T>(player: T | null): T {
  if (!player) throw notFound(PLAYER_NOT_FOUND);
  return player;
}

/**
 * A career's sums over its rosters: games played, goals, assists, points (goals + assists), penalty
 * minutes, power-play and short-handed goals.
 */
export function careerTotals(
  rosters: ReadonlyArray<Omit<PlayerHistoryAnswer['careerTotals'], 'points'>>,
): PlayerHistoryAnswer['careerTotals'] {
  const totals = {
    gamesPlayed: 0,
    goals: 0,
    assists: 0,
    points: 0,
    penaltyMinutes: 0,
    powerPlayGoals: 0,
    shortHandedGoals: 0,
  };
  for (const roster of rosters) {
    totals.gamesPlayed += roster.gamesPlayed;
    totals.goals += roster.goals;
    totals.assists += roster.assists;
    totals.penaltyMinutes += roster.penaltyMinutes;
    totals.powerPlayGoals += roster.powerPlayGoals;
    totals.shortHandedGoals += roster.shortHandedGoals;
  }
  totals.points = totals.goals + totals.assists;
  return totals;
}

/**
 * Every roster the player was on (removed ones too), newest first, with the league, games played, G/A,
 * penalty minutes, power-play and short-handed goals in that league, and the career totals.
 */
export async function playerHistory(db: SqlClient, playerId: string): Promise<PlayerHistoryAnswer> {
  const { version: _version, listOfRosters, ...player } = found(await players.playerHistory(db, playerId));
  return { playerId, ...player, listOfRosters, careerTotals: careerTotals(listOfRosters) };
}

/** The add-players picker, by last name then first name. */
export async function allPlayers(db: SqlClient) {
  return { allPlayers: (await players.allPlayers(db)).map(playerListItem) };
}

/** The update-player form. */
export async function adminPlayer(db: SqlClient, playerId: string) {
  const { photo: _photo, ...player } = found(await players.playerById(db, playerId));
  return { player };
}
