import type { GameEvent, RecordedEvent, TeamEvent } from '@league/contracts';
import { computeStandings, GAME_EVENT_TYPES } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';
import { standingsFold } from './fold';
import { leagueLookup, type LeagueLookup } from '../league-common';
import { loadStandingsInput } from '@league/read-models/standings-input';
import { eventsOf } from '../define';

const STANDINGS_EVENT_TYPES = ['TeamCreated', 'TeamUpdated', 'TeamRemoved', ...GAME_EVENT_TYPES] as const;
const isStandingsEvent = eventsOf<TeamEvent | GameEvent>(STANDINGS_EVENT_TYPES);

/**
 * Standings per league. The projection keeps the league's teams and games (with their current result),
 * and at the end of every batch recomputes the whole table of each league the batch touched from those
 * games, inside the same transaction: a correction or a removed game never leaves a drift. Only
 * regular-season games count (computeStandings applies the rules of API.md).
 */
export const standingsProjection: Projection = {
  name: 'standings',
  version: 2,
  tables: ['standings_teams', 'standings_games', 'standings'],
  handles: STANDINGS_EVENT_TYPES,
  fold: standingsFold,

  async setup(db, schema) {
    await db.exec(`
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
    `);
  },

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
      await tx.query(
        `INSERT INTO ${teams} (team_id, league_id, team_name, division_name, version) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (team_id) DO NOTHING`,
        [d.teamId, d.leagueId, d.teamName, d.divisionName, v],
      );
      return;
    }
    case 'TeamUpdated':
    case 'TeamRemoved': {
      const league = lookups.teams.get(event.data.teamId);
      if (league) leagues.add(league);
      if (event.type === 'TeamUpdated') {
        await tx.query(
          `UPDATE ${teams} SET team_name = $2, division_name = $3, version = $4 WHERE team_id = $1 AND version < $4`,
          [event.data.teamId, event.data.teamName, event.data.divisionName, v],
        );
      } else {
        await tx.query(
          `UPDATE ${teams} SET removed = true, version = $2 WHERE team_id = $1 AND version < $2`,
          [event.data.teamId, v],
        );
      }
      return;
    }
    default:
      break;
  }
  if (!('gameId' in event.data)) return;
  const before = lookups.games.get(event.data.gameId);
  if (before) leagues.add(before);
  switch (event.type) {
    case 'GameScheduled':
    case 'GameUpdated': {
      const d = event.data;
      leagues.add(d.leagueId);
      lookups.games.set(d.gameId, d.leagueId);
      await tx.query(
        `INSERT INTO ${games} AS g
           (game_id, league_id, regular, iso_date, home_team_id, visitor_team_id, version, time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (game_id) DO UPDATE
           SET league_id = excluded.league_id, regular = excluded.regular, iso_date = excluded.iso_date,
               time = excluded.time, home_team_id = excluded.home_team_id, visitor_team_id = excluded.visitor_team_id,
               version = excluded.version
           WHERE g.version < excluded.version`,
        [
          d.gameId,
          d.leagueId,
          !d.playoff && !d.championship,
          d.date,
          d.homeTeamId,
          d.visitorTeamId,
          v,
          d.time,
        ],
      );
      return;
    }
    case 'GameResultRecorded':
    case 'GameResultCorrected': {
      const d = event.data;
      await tx.query(
        `UPDATE ${games} SET status = $2, home_total = $3, visitor_total = $4, version = $5
          WHERE game_id = $1 AND version < $5`,
        [d.gameId, d.status, d.homeTotal, d.visitorTotal, v],
      );
      return;
    }
    case 'GameRemoved':
      await tx.query(`UPDATE ${games} SET removed = true, version = $2 WHERE game_id = $1 AND version < $2`, [
        event.data.gameId,
        v,
      ]);
      return;
    case 'GameSlotFilled':
      // a bracket's slot: the game is as if scheduled with that team
      await tx.query(
        `UPDATE ${games} SET ${event.data.side}_team_id = $2, version = $3 WHERE game_id = $1 AND version < $3`,
        [event.data.gameId, event.data.teamId, v],
      );
      return;
    default:
      return;
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
