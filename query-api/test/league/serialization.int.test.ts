import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  gameAnswer,
  goalieLeadersAnswer,
  leagueScheduleAnswer,
  playerHistoryAnswer,
  rosterAndScheduleAnswer,
  scoringLeadersAnswer,
  standingsAnswer,
  venueScheduleAnswer,
} from '@league/contracts';
import { fastSerializerCompiler } from '@league/infra/http';
import { readsTestSetup, type ReadsTest } from './test-support';

/**
 * Production serializes answers from their JSON schema (fast-json-stringify), tests with zod, which
 * also checks them: on the scenario's real answers both must write the same bytes.
 */

let t: ReadsTest;
beforeAll(async () => {
  t = await readsTestSetup();
});
afterAll(async () => t.close());

const serializerOf = (schema: z.ZodType) =>
  fastSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' } as never);

describe('the production serializer of the league reads', () => {
  it('writes the same JSON as zod for every public read', async () => {
    const { s } = t;
    const reads: Array<[string, z.ZodType]> = [
      [`/api/league/leagues/${s.metro}/standings`, standingsAnswer],
      [`/api/league/leagues/${s.metro}/standings?asOf=2026-09-10`, standingsAnswer],
      [`/api/league/${s.metro}/scoringLeaders`, scoringLeadersAnswer],
      [`/api/league/${s.metro}/goalieLeaders`, goalieLeadersAnswer],
      [`/api/league/schedule/${s.metro}`, leagueScheduleAnswer],
      [`/api/league/${s.rink}/schedule`, venueScheduleAnswer],
      [`/api/admin/game/${s.g.g2}`, gameAnswer],
      [`/api/admin/game/${s.g.g8}`, gameAnswer],
      [`/api/player/${s.p.ann}/history`, playerHistoryAnswer],
      [`/api/league/oldRosterAndSchedule/${s.t.alpha}`, rosterAndScheduleAnswer],
    ];
    for (const [url, schema] of reads) {
      const response = await t.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(serializerOf(schema)(JSON.parse(response.body)), url).toBe(response.body);
    }
  });

  it('leaves out what the schema does not declare, as zod does', () => {
    const answer = {
      playerId: 'p',
      firstName: 'Ann',
      lastName: 'Zed',
      middleInitial: null,
      photo: null,
      listOfRosters: [],
      careerTotals: {
        gamesPlayed: 0,
        goals: 0,
        assists: 0,
        points: 0,
        penaltyMinutes: 0,
        powerPlayGoals: 0,
        shortHandedGoals: 0,
      },
    };
    const written = serializerOf(playerHistoryAnswer)({ ...answer, email: 'ann@example.org', version: 3 });
    expect(JSON.parse(written)).toEqual(answer);
  });
});
