import type { GameEvent, GameResult, RecordedEvent } from '@league/contracts';
import { GAME_EVENT_TYPES, PLAYED_STATUSES } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';
import { resultsFold } from './fold';
import { leagueLookup, logOrder, type LeagueLookup } from '../league-common';
import { eventsOf } from '../define';

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
  tables: ['game_results', 'game_player_lines', 'player_stats'],
  handles: GAME_EVENT_TYPES,
  fold: resultsFold,

  async setup(db, schema) {
    await db.exec(`
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
    `);
  },

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
  const before = games.get(event.data.gameId);
  if (before) leagues.add(before);
  switch (event.type) {
    case 'GameScheduled':
    case 'GameUpdated': {
      const d = event.data;
      leagues.add(d.leagueId);
      games.set(d.gameId, d.leagueId);
      await tx.query(
        `INSERT INTO ${schema}.game_results AS g (game_id, league_id, home_team_id, visitor_team_id, version)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (game_id) DO UPDATE
           SET league_id = excluded.league_id, home_team_id = excluded.home_team_id,
               visitor_team_id = excluded.visitor_team_id, version = excluded.version
           WHERE g.version < excluded.version`,
        [d.gameId, d.leagueId, d.homeTeamId, d.visitorTeamId, v],
      );
      return;
    }
    case 'GameResultRecorded':
    case 'GameResultCorrected':
      await recordResult(tx, schema, event.data, v, logOrder(event));
      return;
    case 'GameRemoved':
      await tx.query(
        `UPDATE ${schema}.game_results SET removed = true, version = $2 WHERE game_id = $1 AND version < $2`,
        [event.data.gameId, v],
      );
      return;
    case 'GameSlotFilled':
      // a bracket's slot: the game is as if scheduled with that team
      await tx.query(
        `UPDATE ${schema}.game_results SET ${event.data.side}_team_id = $2, version = $3
          WHERE game_id = $1 AND version < $3`,
        [event.data.gameId, event.data.teamId, v],
      );
      return;
  }
}

async function recordResult(
  tx: SqlClient,
  schema: string,
  d: GameResult,
  v: number,
  [high, low]: [string, string],
) {
  const hp = d.homePeriods;
  const vp = d.visitorPeriods;
  await tx.query(
    `UPDATE ${schema}.game_results
        SET kind = $2, status = $3, home_p1 = $4, home_p2 = $5, home_p3 = $6, home_p4 = $7,
            visitor_p1 = $8, visitor_p2 = $9, visitor_p3 = $10, visitor_p4 = $11,
            home_total = $12, visitor_total = $13, summary = $14, version = $15,
            recorded_high = $16, recorded_low = $17
      WHERE game_id = $1 AND version < $15`,
    [
      d.gameId,
      d.kind,
      d.status,
      hp?.[0] ?? null,
      hp?.[1] ?? null,
      hp?.[2] ?? null,
      hp?.[3] ?? null,
      vp?.[0] ?? null,
      vp?.[1] ?? null,
      vp?.[2] ?? null,
      vp?.[3] ?? null,
      d.homeTotal,
      d.visitorTotal,
      d.summary,
      v,
      high,
      low,
    ],
  );
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
