import type { GameEvent, RecordedEvent, TeamEvent } from '@league/contracts';
import { computeStandings, GAME_EVENT_TYPES } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';
import { gameColumns, standingsFold } from './fold';
import { leagueLookup, trackGameLeague, type LeagueLookup } from '../league-common';
import { createdTeamColumns } from '../league-common/fold';
import { loadStandingsInput } from '@league/read-models/standings-input';
import { eventsOf, tablesOf, insertOnce, upsertNewer, updateNewer, fillSlot, unhandled } from '../define';

const STANDINGS_EVENT_TYPES = ['TeamCreated', 'TeamUpdated', 'TeamRemoved', ...GAME_EVENT_TYPES] as const;
const isStandingsEvent = eventsOf<TeamEvent | GameEvent>(STANDINGS_EVENT_TYPES);
const isGameEvent = eventsOf<GameEvent>(GAME_EVENT_TYPES);

/**
 * Standings per league. The projection keeps the league's teams and games (with their current result),
 * and at the end of every batch recomputes the whole table of each league the batch touched from those
 * games, inside the same transaction: a correction or a removed game never leaves a drift. Only
 * regular-season games count (computeStandings applies the rules of API.md).
 */
export const standingsProjection: Projection = {
  name: 'standings',
  version: 2,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.standings_teams (
        team_id uuid PRIMARY KEY,
        league_id uuid NOT NULL,
        team_name text NOT NULL,
        division_name text,
        removed boolean NOT NULL DEFAULT false,
        version integer NOT NULL
      );
      CREATE INDEX standings_teams_by_league ON ${schema}.standings_teams (league_id);
      CREATE TABLE ${schema}.standings_games (
        game_id uuid PRIMARY KEY,
        league_id uuid NOT NULL,
        regular boolean NOT NULL,
        iso_date text NOT NULL,
        time text NOT NULL,
        home_team_id uuid,
        visitor_team_id uuid,
        status text,
        home_total integer,
        visitor_total integer,
        removed boolean NOT NULL DEFAULT false,
        version integer NOT NULL
      );
      CREATE INDEX standings_games_by_league ON ${schema}.standings_games (league_id, iso_date);
      CREATE TABLE ${schema}.standings (
        league_id uuid NOT NULL,
        team_id uuid NOT NULL,
        rank integer NOT NULL,
        team_name text NOT NULL,
        division_name text,
        games_played integer NOT NULL,
        wins integer NOT NULL,
        losses integer NOT NULL,
        ties integer NOT NULL,
        overtime_losses integer NOT NULL,
        shootout_losses integer NOT NULL,
        points integer NOT NULL,
        points_percentage numeric(4, 3) NOT NULL,
        goals_for integer NOT NULL,
        goals_against integer NOT NULL,
        goal_difference integer NOT NULL,
        regulation_wins integer NOT NULL,
        PRIMARY KEY (league_id, team_id)
      );
      CREATE INDEX standings_by_team ON ${schema}.standings (team_id);
    `,
  ),
  handles: STANDINGS_EVENT_TYPES,
  fold: standingsFold,

  async apply(tx, schema, events) {
    const leagues = new Set<string>();
    const lookups = {
      teams: leagueLookup(tx, `${schema}.standings_teams`, 'team_id'),
      games: leagueLookup(tx, `${schema}.standings_games`, 'game_id'),
    };
    const standingsEvents = events.filter(isStandingsEvent);
    await lookups.teams.prefetch(standingsEvents.flatMap((e) => ('gameId' in e.data ? [] : [e.data.teamId])));
    await lookups.games.prefetch(standingsEvents.flatMap((e) => ('gameId' in e.data ? [e.data.gameId] : [])));
    for (const event of standingsEvents) await applyStandingsEvent(tx, schema, event, leagues, lookups);
    for (const leagueId of leagues) await recompute(tx, schema, leagueId);
  },
};

async function applyStandingsEvent(
  tx: SqlClient,
  schema: string,
  event: RecordedEvent & (TeamEvent | GameEvent),
  leagues: Set<string>,
  lookups: { teams: LeagueLookup; games: LeagueLookup },
) {
  const v = event.streamVersion;
  const teams = `${schema}.standings_teams`;
  const games = `${schema}.standings_games`;
  switch (event.type) {
    case 'TeamCreated': {
      const d = event.data;
      leagues.add(d.leagueId);
      lookups.teams.set(d.teamId, d.leagueId);
      await insertOnce(tx, teams, ['team_id'], createdTeamColumns(event));
      return;
    }
    case 'TeamUpdated':
    case 'TeamRemoved': {
      const league = lookups.teams.get(event.data.teamId);
      if (league) leagues.add(league);
      const set =
        event.type === 'TeamUpdated'
          ? { team_name: event.data.teamName, division_name: event.data.divisionName }
          : { removed: true };
      await updateNewer(tx, teams, { team_id: event.data.teamId }, set, v);
      return;
    }
    default:
      break;
  }
  if (!isGameEvent(event)) return;
  trackGameLeague(lookups.games, leagues, event);
  switch (event.type) {
    case 'GameScheduled':
    case 'GameUpdated': {
      const d = event.data;
      await upsertNewer(tx, games, ['game_id'], { game_id: d.gameId, ...gameColumns(d), version: v });
      return;
    }
    case 'GameResultRecorded':
    case 'GameResultCorrected': {
      const d = event.data;
      const set = { status: d.status, home_total: d.homeTotal, visitor_total: d.visitorTotal };
      await updateNewer(tx, games, { game_id: d.gameId }, set, v);
      return;
    }
    case 'GameRemoved':
      await updateNewer(tx, games, { game_id: event.data.gameId }, { removed: true }, v);
      return;
    case 'GameSlotFilled':
      // a bracket's slot: the game is as if scheduled with that team
      await fillSlot(tx, games, event.data, v);
      return;
    case 'BracketConflictFlagged':
    case 'BracketConflictResolved':
      return; // a conflict changes no score
    default:
      return unhandled(event);
  }
}

async function recompute(tx: SqlClient, schema: string, leagueId: string) {
  const { teams, games } = await loadStandingsInput(tx, schema, leagueId);
  await tx.query(`DELETE FROM ${schema}.standings WHERE league_id = $1`, [leagueId]);
  const rows = computeStandings(teams, games);
  for (const [index, r] of rows.entries()) {
    await tx.query(
      `INSERT INTO ${schema}.standings
         (league_id, team_id, rank, team_name, division_name, games_played, wins, losses, ties,
          overtime_losses, shootout_losses, points, points_percentage, goals_for, goals_against,
          goal_difference, regulation_wins)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [
        leagueId,
        r.teamId,
        index + 1,
        r.teamName,
        r.divisionName,
        r.gamesPlayed,
        r.wins,
        r.losses,
        r.ties,
        r.overtimeLosses,
        r.shootoutLosses,
        r.points,
        r.pointsPercentage,
        r.goalsFor,
        r.goalsAgainst,
        r.goalDifference,
        r.regulationWins,
      ],
    );
  }
}
