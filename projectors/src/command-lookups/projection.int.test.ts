import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePosition, type LeaguePlayEvent, type RecordedEvent } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { commandLookupsProjection } from './projection';

const schema = 'rm_command_lookups_test';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [league, venue, teamA, teamB, game1, game2, event1, rosterA] = [1, 2, 3, 4, 5, 6, 7, 8].map(
  id,
) as string[];
let db: SqlClient;
let position = 0;

function recorded(event: LeaguePlayEvent): RecordedEvent {
  position += 1;
  return {
    ...event,
    streamId: 's',
    streamVersion: 0,
    position: makePosition(1, position),
    metadata: {
      eventId: `e${position}`,
      correlationId: 'c',
      causationId: null,
      actor: { role: 'admin', id: 'x' },
      recordedAt: '2026-01-01T00:00:00.000Z',
      schemaVersion: 1,
    },
  };
}
const apply = (...events: LeaguePlayEvent[]) =>
  commandLookupsProjection.apply(db, schema, events.map(recorded));
const game = (gameId: string, time: string, homeTeamId: string | null, visitorTeamId: string | null) => ({
  gameId,
  leagueId: league!,
  date: '2026-10-01',
  time,
  venueId: venue!,
  homeTeamId,
  visitorTeamId,
  homeTeamSeed: 0,
  visitorTeamSeed: 0,
  playoff: homeTeamId === null,
  championship: false,
});
const query = async (sql: string) => (await db.query(sql)).rows;

beforeAll(async () => {
  db = await createTestPglite();
  await db.exec(`CREATE SCHEMA ${schema}`);
  await commandLookupsProjection.setup(db, schema);
});
afterAll(async () => db.close());

describe('command lookups projection', () => {
  it('keeps the slot and teams of each game and event; updates move them, removals free them', async () => {
    await apply(
      { type: 'GameScheduled', data: game(game1!, '19:00', teamA!, teamB!) },
      { type: 'GameScheduled', data: game(game2!, '20:00', null, teamB!) },
      {
        type: 'CalendarEventScheduled',
        data: {
          eventId: event1!,
          eventName: 'Clinic',
          date: '2026-10-01',
          time: '19:00',
          venueId: venue!,
          leagueId: null,
        },
      },
    );
    await apply({ type: 'GameUpdated', data: game(game2!, '21:00', teamA!, null) });
    expect(
      await query(
        `SELECT item_id, kind, time, home_team_id, visitor_team_id FROM ${schema}.cmd_schedule_slots ORDER BY time, kind`,
      ),
    ).toEqual([
      { item_id: event1, kind: 'event', time: '19:00', home_team_id: null, visitor_team_id: null },
      { item_id: game1, kind: 'game', time: '19:00', home_team_id: teamA, visitor_team_id: teamB },
      { item_id: game2, kind: 'game', time: '21:00', home_team_id: teamA, visitor_team_id: null },
    ]);
    await apply(
      { type: 'GameRemoved', data: { gameId: game1! } },
      { type: 'CalendarEventRemoved', data: { eventId: event1! } },
    );
    expect((await query(`SELECT item_id FROM ${schema}.cmd_schedule_slots`)).map((r) => r.item_id)).toEqual([
      game2,
    ]);
  });

  it('keeps the teams of each league by name and the team of each roster player', async () => {
    const created = (teamId: string, teamName: string) =>
      ({
        type: 'TeamCreated',
        data: { teamId, leagueId: league!, teamName, divisionName: null, year: 2026 },
      }) as const;
    await apply(created(teamA!, 'Aces'), created(teamB!, 'Bears'));
    await apply(
      { type: 'TeamUpdated', data: { teamId: teamA!, teamName: 'Albany Aces', divisionName: null } },
      { type: 'TeamRemoved', data: { teamId: teamB! } },
      {
        type: 'RosterPlayerAdded',
        data: { teamId: teamA!, rosterPlayerId: rosterA!, playerId: id(9), number: 4 },
      },
    );
    // applied twice (a retried batch) changes nothing
    await apply(created(teamA!, 'Albany Aces'), {
      type: 'RosterPlayerAdded',
      data: { teamId: teamA!, rosterPlayerId: rosterA!, playerId: id(9), number: 4 },
    });
    expect(await query(`SELECT team_id, team_name FROM ${schema}.cmd_teams`)).toEqual([
      { team_id: teamA, team_name: 'Albany Aces' },
    ]);
    expect(await query(`SELECT roster_player_id, team_id FROM ${schema}.cmd_roster_players`)).toEqual([
      { roster_player_id: rosterA, team_id: teamA },
    ]);
  });
});
