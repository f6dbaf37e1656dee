import type { GameEvent, GameResult, RecordedEvent } from '@league/contracts';
import { GAME_EVENT_TYPES, PLAYED_STATUSES } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';
import { resultColumns, resultsFold } from './fold';
import { leagueLookup, logOrder, trackGameLeague, type LeagueLookup } from '../league-common';
import { eventsOf, tablesOf, upsertNewer, updateNewer, fillSlot, unhandled } from '../define';

const isGameEvent = eventsOf<GameEvent>(GAME_EVENT_TYPES);

/**
 * Game results and player statistics: each game's current result (periods, totals, status, summary), its
 * players' lines (a correction replaces them), and `player_stats`, the goals and assists per roster player
 * and league over every played game of the league (playoff and championship included), recomputed for
 * the affected leagues at the end of each batch inside the projection's transaction. A removed game
 * leaves the statistics; a removed roster player's lines stay. A game keeps where in the log its current
 * result was entered (`recorded_high`, `recorded_low`): the roster of that moment is the game's sheet.
 */
export const resultsProjection: Projection = {
  name: 'results',
  version: 2,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.game_results (
        game_id uuid PRIMARY KEY,
        league_id uuid NOT NULL,
        home_team_id uuid,
        visitor_team_id uuid,
        kind text,
        status text,
        home_p1 integer, home_p2 integer, home_p3 integer, home_p4 integer,
        visitor_p1 integer, visitor_p2 integer, visitor_p3 integer, visitor_p4 integer,
        home_total integer,
        visitor_total integer,
        summary text,
        recorded_high numeric,
        recorded_low numeric,
        removed boolean NOT NULL DEFAULT false,
        version integer NOT NULL
      );
      CREATE INDEX game_results_by_league ON ${schema}.game_results (league_id);
      CREATE TABLE ${schema}.game_player_lines (
        game_id uuid NOT NULL,
        roster_player_id uuid NOT NULL,
        player_id uuid NOT NULL,
        team_id uuid NOT NULL,
        side text NOT NULL,
        goals integer NOT NULL,
        assists integer NOT NULL,
        PRIMARY KEY (game_id, roster_player_id)
      );
      CREATE TABLE ${schema}.player_stats (
        league_id uuid NOT NULL,
        roster_player_id uuid NOT NULL,
        player_id uuid NOT NULL,
        team_id uuid NOT NULL,
        goals integer NOT NULL,
        assists integer NOT NULL,
        PRIMARY KEY (league_id, roster_player_id)
      );
      CREATE INDEX player_stats_by_player ON ${schema}.player_stats (player_id);
    `,
  ),
  handles: GAME_EVENT_TYPES,
  fold: resultsFold,

  async apply(tx, schema, events) {
    const leagues = new Set<string>();
    const games = leagueLookup(tx, `${schema}.game_results`, 'game_id');
    const gameEvents = events.filter(isGameEvent);
    await games.prefetch(gameEvents.map((event) => event.data.gameId));
    for (const event of gameEvents) await applyResultEvent(tx, schema, event, leagues, games);
    if (leagues.size > 0) await recomputePlayerStats(tx, schema, [...leagues]);
  },
};

async function applyResultEvent(
  tx: SqlClient,
  schema: string,
  event: RecordedEvent & GameEvent,
  leagues: Set<string>,
  games: LeagueLookup,
) {
  const v = event.streamVersion;
  trackGameLeague(games, leagues, event);
  switch (event.type) {
    case 'GameScheduled':
    case 'GameUpdated': {
      const d = event.data;
      await upsertNewer(tx, `${schema}.game_results`, ['game_id'], {
        game_id: d.gameId,
        league_id: d.leagueId,
        home_team_id: d.homeTeamId,
        visitor_team_id: d.visitorTeamId,
        version: v,
      });
      return;
    }
    case 'GameResultRecorded':
    case 'GameResultCorrected':
      await recordResult(tx, schema, event.data, v, logOrder(event));
      return;
    case 'GameRemoved':
      await updateNewer(tx, `${schema}.game_results`, { game_id: event.data.gameId }, { removed: true }, v);
      return;
    case 'GameSlotFilled':
      // a bracket's slot: the game is as if scheduled with that team
      await fillSlot(tx, `${schema}.game_results`, event.data, v);
      return;
    case 'BracketConflictFlagged':
    case 'BracketConflictResolved':
      return; // a conflict changes no result
    default:
      return unhandled(event);
  }
}

async function recordResult(
  tx: SqlClient,
  schema: string,
  d: GameResult,
  v: number,
  order: [string, string],
) {
  const result = resultColumns(d, order);
  await updateNewer(tx, `${schema}.game_results`, { game_id: d.gameId }, result, v);
  // the lines follow the result the game now holds: this one's (applied now, or before and again now,
  // which writes the same lines); none for an unknown game or when a later version is already recorded
  const holdsThis = `EXISTS (SELECT 1 FROM ${schema}.game_results WHERE game_id = $1 AND version = $2)`;
  await tx.query(`DELETE FROM ${schema}.game_player_lines WHERE game_id = $1 AND ${holdsThis}`, [
    d.gameId,
    v,
  ]);
  const lines = [
    ...d.homeStats.map((line) => ({ ...line, side: 'home' })),
    ...d.visitorStats.map((line) => ({ ...line, side: 'visitor' })),
  ];
  for (const line of lines) {
    await tx.query(
      `INSERT INTO ${schema}.game_player_lines
         (game_id, roster_player_id, player_id, team_id, side, goals, assists)
       SELECT $1::uuid, $3::uuid, $4::uuid, $5::uuid, $6, $7::integer, $8::integer WHERE ${holdsThis}
       ON CONFLICT (game_id, roster_player_id) DO UPDATE
         SET goals = excluded.goals, assists = excluded.assists, side = excluded.side`,
      [d.gameId, v, line.rosterPlayerId, line.playerId, line.teamId, line.side, line.goals, line.assists],
    );
  }
}

/** Goals and assists per roster player over the league's played games (the removed ones left out). */
async function recomputePlayerStats(tx: SqlClient, schema: string, leagueIds: string[]) {
  await tx.query(`DELETE FROM ${schema}.player_stats WHERE league_id = ANY($1::uuid[])`, [leagueIds]);
  await tx.query(
    `INSERT INTO ${schema}.player_stats (league_id, roster_player_id, player_id, team_id, goals, assists)
     SELECT g.league_id, l.roster_player_id, min(l.player_id::text)::uuid, min(l.team_id::text)::uuid,
            sum(l.goals)::integer, sum(l.assists)::integer
       FROM ${schema}.game_player_lines l
       JOIN ${schema}.game_results g ON g.game_id = l.game_id
      WHERE g.league_id = ANY($1::uuid[]) AND NOT g.removed
        AND g.status = ANY($2::text[]) AND g.home_total IS NOT NULL AND g.visitor_total IS NOT NULL
      GROUP BY g.league_id, l.roster_player_id`,
    [leagueIds, [...PLAYED_STATUSES]],
  );
}
