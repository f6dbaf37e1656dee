import { describe, it } from 'vitest';
import type { GameEvent, GameFields, GameResult, StatsLine } from '@league/contracts';
import { givenWhenThen } from '../handling/test-support';
import { GAME_NOT_FOUND_MESSAGE } from '../schedule/decider';
import { FUTURE_RESULT_MESSAGE } from '@league/contracts';
import {
  NOT_ON_ROSTER_MESSAGE,
  resultDecider,
  TBD_RESULT_MESSAGE,
  WRONG_KIND_MESSAGE,
  type RecordResultData,
  type SideRoster,
} from './decider';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [gameId, leagueId, venueId, home, visitor] = [1, 2, 3, 4, 5].map(id) as [
  string,
  string,
  string,
  string,
  string,
];
const [h1, h2, v1, removedSpot] = [11, 12, 21, 13].map(id) as [string, string, string, string];
const player = (n: number) => `11111111-0000-4000-8000-${String(n).padStart(12, '0')}`;
const game: GameFields = {
  gameId,
  leagueId,
  date: '2026-10-01',
  time: '19:30',
  venueId,
  homeTeamId: home,
  visitorTeamId: visitor,
  homeTeamSeed: 0,
  visitorTeamSeed: 0,
  playoff: false,
  championship: false,
};
const homeRoster: SideRoster = {
  teamId: home,
  spots: [
    { rosterPlayerId: h1, playerId: player(11), number: 9, onRoster: true },
    { rosterPlayerId: h2, playerId: player(12), number: 10, onRoster: true },
    { rosterPlayerId: removedSpot, playerId: player(13), number: 11, onRoster: false },
  ],
};
const visitorRoster: SideRoster = {
  teamId: visitor,
  spots: [{ rosterPlayerId: v1, playerId: player(21), number: 4, onRoster: true }],
};
const entered: GameResult<StatsLine> = {
  gameId,
  kind: 'regular',
  status: 'Overtime',
  homePeriods: [1, 0, 0, 1],
  visitorPeriods: [0, 1, 0, 0],
  homeTotal: 2,
  visitorTotal: 1,
  summary: 'Won in overtime.',
  homeStats: [
    { rosterPlayerId: h1, goals: 2, assists: 0 },
    { rosterPlayerId: h2, goals: 0, assists: 2 },
  ],
  visitorStats: [{ rosterPlayerId: v1, goals: 1, assists: 0 }],
};
const data: RecordResultData = {
  result: entered,
  homeRoster,
  visitorRoster,
  today: '2026-10-01',
  confirmFuture: false,
};
const result: GameResult = {
  gameId,
  kind: 'regular',
  status: 'Overtime',
  homePeriods: [1, 0, 0, 1],
  visitorPeriods: [0, 1, 0, 0],
  homeTotal: 2,
  visitorTotal: 1,
  summary: 'Won in overtime.',
  homeStats: [
    { rosterPlayerId: h1, playerId: player(11), teamId: home, goals: 2, assists: 0 },
    { rosterPlayerId: h2, playerId: player(12), teamId: home, goals: 0, assists: 2 },
  ],
  visitorStats: [{ rosterPlayerId: v1, playerId: player(21), teamId: visitor, goals: 1, assists: 0 }],
};
const scheduled: GameEvent = { type: 'GameScheduled', data: game };
const spec = givenWhenThen(resultDecider);
/** The command with some of the result's fields or of its other data changed. */
const record = (
  given: GameEvent[],
  changes: Partial<GameResult<StatsLine>> & Partial<Omit<RecordResultData, 'result'>> = {},
) => {
  const { homeRoster: h, visitorRoster: v, today, confirmFuture, ...result } = changes;
  const context = { homeRoster: h, visitorRoster: v, today, confirmFuture };
  const changed = Object.fromEntries(Object.entries(context).filter(([, value]) => value !== undefined));
  return spec(given, {
    type: 'RecordResult',
    data: { ...data, ...changed, result: { ...entered, ...result } },
  });
};

describe('result decider', () => {
  it("records a first result with each line's player and team from the side's roster", () => {
    record([scheduled]).then([{ type: 'GameResultRecorded', data: result }]);
  });
  it('corrects a recorded result, and records nothing when it is the same again', () => {
    const recorded: GameEvent = { type: 'GameResultRecorded', data: result };
    const corrected = {
      ...result,
      status: 'FINAL',
      homePeriods: [1, 1, 0, 0] as [number, number, number, number],
    };
    record([scheduled, recorded], { status: 'FINAL', homePeriods: [1, 1, 0, 0] }).then([
      { type: 'GameResultCorrected', data: corrected },
    ]);
    record([scheduled, recorded]).then([]);
    record([scheduled, recorded, { type: 'GameResultCorrected', data: corrected }]).then([
      { type: 'GameResultCorrected', data: result },
    ]);
  });
  it("refuses a stats line of a player not on that side's roster", () => {
    record([scheduled], { homeStats: [{ rosterPlayerId: v1, goals: 1, assists: 0 }] }).thenRefused(
      400,
      NOT_ON_ROSTER_MESSAGE('home'),
    );
    record([scheduled], { visitorStats: [{ rosterPlayerId: h1, goals: 1, assists: 0 }] }).thenRefused(
      400,
      NOT_ON_ROSTER_MESSAGE('visitor'),
    );
  });
  it('takes the line of a player removed from the roster since (their goals stay)', () => {
    record([scheduled], { homeStats: [{ rosterPlayerId: removedSpot, goals: 1, assists: 0 }] }).then([
      {
        type: 'GameResultRecorded',
        data: {
          ...result,
          homeStats: [
            { rosterPlayerId: removedSpot, playerId: player(13), teamId: home, goals: 1, assists: 0 },
          ],
        },
      },
    ]);
  });
  it('takes only the kind of result of the game', () => {
    const playoff: GameEvent = { type: 'GameScheduled', data: { ...game, playoff: true } };
    const final: GameEvent = { type: 'GameScheduled', data: { ...game, championship: true } };
    record([playoff]).thenRefused(409, WRONG_KIND_MESSAGE.playoff);
    record([final], { kind: 'playoff' }).thenRefused(409, WRONG_KIND_MESSAGE.championship);
    record([scheduled], { kind: 'championship' }).thenRefused(409, WRONG_KIND_MESSAGE.regular);
    const knockout = { kind: 'playoff' as const, status: 'FINAL', homePeriods: null, visitorPeriods: null };
    record([playoff], knockout).then([{ type: 'GameResultRecorded', data: { ...result, ...knockout } }]);
  });
  it('refuses a result while a team is TBD, and for an unknown or removed game', () => {
    const tbd: GameEvent = { type: 'GameScheduled', data: { ...game, visitorTeamId: null, playoff: true } };
    record([tbd], { kind: 'playoff', visitorRoster: null }).thenRefused(409, TBD_RESULT_MESSAGE);
    record([]).thenRefused(404, GAME_NOT_FOUND_MESSAGE);
    record([scheduled, { type: 'GameRemoved', data: { gameId } }]).thenRefused(404, GAME_NOT_FOUND_MESSAGE);
  });
  it('refuses a result that counts for a game after today unless the admin confirms it', () => {
    record([scheduled], { today: '2026-09-30' }).thenRefused(409, FUTURE_RESULT_MESSAGE('2026-10-01'));
    record([scheduled], { today: '2026-09-30', status: 'FINAL' }).thenRefused(409);
    record([scheduled], { today: '2026-09-30', confirmFuture: true }).then([
      { type: 'GameResultRecorded', data: result },
    ]);
    // today's game, and a status that does not count (the game not played yet), need no confirmation
    record([scheduled], { today: '2026-10-01' }).then([{ type: 'GameResultRecorded', data: result }]);
    record([scheduled], { today: '2026-09-30', status: 'TBP' }).then([
      { type: 'GameResultRecorded', data: { ...result, status: 'TBP' } },
    ]);
    const playoff: GameEvent = { type: 'GameScheduled', data: { ...game, playoff: true } };
    const knockout = { kind: 'playoff' as const, status: 'FINAL', homePeriods: null, visitorPeriods: null };
    record([playoff], { ...knockout, today: '2026-09-30' }).thenRefused(
      409,
      FUTURE_RESULT_MESSAGE('2026-10-01'),
    );
  });
  it('refuses rosters loaded for other teams than the game has now (a change in between)', () => {
    record([scheduled], { visitorRoster: { ...visitorRoster, teamId: id(77) } }).thenRefused(409);
  });
});
