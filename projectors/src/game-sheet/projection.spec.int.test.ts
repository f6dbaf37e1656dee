import { describe, it } from 'vitest';
import type { GameSheetEvent, SheetGoal, SheetPenalty, SheetShootoutAttempt } from '@league/contracts';
import { projectionSpec, uuid, type GivenEvent } from '../testing/projection-spec';
import { gameSheetProjection } from './projection';

/** The game sheet: given a game's sheet events, then its lineups, entries, shots and final as rows. */
const spec = projectionSpec(gameSheetProjection);
const [game, other] = [uuid(1), uuid(2)];
const [ann, bo, cy, dee] = [uuid(11), uuid(12), uuid(21), uuid(22)];
const [g1, g2, p1, s1, s2] = [uuid(31), uuid(32), uuid(41), uuid(51), uuid(52)];

const sheet = (event: GameSheetEvent): GivenEvent => event;
const lineup = (side: 'home' | 'visitor', ids: string[], goalie: string | null = null, gameId = game) =>
  sheet({
    type: 'GameSheetLineupSet',
    data: { gameId, side, rosterPlayerIds: ids, goalieRosterPlayerId: goalie },
  });
const goal = (entryId: string, fields: Partial<SheetGoal> = {}, gameId = game) =>
  sheet({
    type: 'GameSheetGoalRecorded',
    data: {
      gameId,
      entryId,
      side: 'home',
      period: 1,
      time: '05:00',
      scorer: ann,
      assists: [],
      strength: 'EV',
      ...fields,
    },
  });
const penalty = (entryId: string, fields: Partial<SheetPenalty> = {}) =>
  sheet({
    type: 'GameSheetPenaltyRecorded',
    data: {
      gameId: game,
      entryId,
      side: 'visitor',
      period: 2,
      time: '03:10',
      rosterPlayerId: cy,
      infraction: 'Tripping',
      minutes: 2,
      severity: null,
      ...fields,
    },
  });
const attempt = (entryId: string, fields: Partial<SheetShootoutAttempt> = {}) =>
  sheet({
    type: 'GameSheetShootoutAttemptRecorded',
    data: { gameId: game, entryId, side: 'home', round: 1, rosterPlayerId: ann, scored: true, ...fields },
  });
const removed = (kind: 'goals' | 'penalties' | 'shootout', entryId: string) =>
  sheet({ type: 'GameSheetEntryRemoved', data: { gameId: game, kind, entryId } });
const shots = (side: 'home' | 'visitor', period: 1 | 2 | 3 | 4, count: number) =>
  sheet({ type: 'GameSheetShotsRecorded', data: { gameId: game, side, period, shots: count } });

const GOALS = `SELECT game_id, entry_id, side, period, time, scorer, assist1, assist2, strength, removed, version
                 FROM game_sheet_goals ORDER BY game_id, version`;

describe('game sheet projection', () => {
  it("keeps each side's lineup, the later one replacing the earlier", async () => {
    await spec
      .given(lineup('home', [ann, bo], bo), lineup('visitor', [cy]))
      .when(lineup('home', [ann]), lineup('home', [ann], null, other))
      .then(
        'SELECT game_id, side, roster_player_ids, goalie_roster_player_id, version FROM game_sheet_lineups ORDER BY game_id, side',
        [
          {
            game_id: game,
            side: 'home',
            roster_player_ids: [ann],
            goalie_roster_player_id: null,
            version: 2,
          },
          {
            game_id: game,
            side: 'visitor',
            roster_player_ids: [cy],
            goalie_roster_player_id: null,
            version: 1,
          },
          {
            game_id: other,
            side: 'home',
            roster_player_ids: [ann],
            goalie_roster_player_id: null,
            version: 0,
          },
        ],
      );
  });

  it('keeps an old lineup delivered again from replacing the newer one', async () => {
    const first = lineup('home', [ann, bo]);
    await spec
      .given(first, lineup('home', [bo]))
      .when(first)
      .then('SELECT roster_player_ids, version FROM game_sheet_lineups', [
        { roster_player_ids: [bo], version: 1 },
      ]);
  });

  it('adds goals with their assists and strength, once each, and keeps a removed one as removed', async () => {
    const first = goal(g1, { assists: [bo], strength: 'PP' });
    await spec
      .given(first, goal(g2, { side: 'visitor', period: 4, time: '01:30', scorer: cy, assists: [dee, cy] }))
      .when(removed('goals', g2), first)
      .then(GOALS, [
        {
          game_id: game,
          entry_id: g1,
          side: 'home',
          period: 1,
          time: '05:00',
          scorer: ann,
          assist1: bo,
          assist2: null,
          strength: 'PP',
          removed: false,
          version: 0,
        },
        {
          game_id: game,
          entry_id: g2,
          side: 'visitor',
          period: 4,
          time: '01:30',
          scorer: cy,
          assist1: dee,
          assist2: cy,
          strength: 'EV',
          removed: true,
          version: 1,
        },
      ]);
  });

  it('does not bring back a removed goal when its recording is delivered again', async () => {
    const first = goal(g1);
    await spec
      .given(first, removed('goals', g1))
      .when(first, removed('goals', g1))
      .then('SELECT entry_id, removed FROM game_sheet_goals', [{ entry_id: g1, removed: true }]);
  });

  it('keeps penalties with their minutes and severity, and removes them', async () => {
    await spec
      .given(penalty(p1), penalty(g2, { minutes: 10, severity: 'game misconduct', infraction: 'Abuse' }))
      .when(removed('penalties', p1))
      .then(
        'SELECT entry_id, side, period, time, roster_player_id, infraction, minutes, severity, removed FROM game_sheet_penalties ORDER BY version',
        [
          {
            entry_id: p1,
            side: 'visitor',
            period: 2,
            time: '03:10',
            roster_player_id: cy,
            infraction: 'Tripping',
            minutes: 2,
            severity: null,
            removed: true,
          },
          {
            entry_id: g2,
            side: 'visitor',
            period: 2,
            time: '03:10',
            roster_player_id: cy,
            infraction: 'Abuse',
            minutes: 10,
            severity: 'game misconduct',
            removed: false,
          },
        ],
      );
  });

  it('keeps shootout attempts by round, and removes them', async () => {
    await spec
      .given(attempt(s1), attempt(s2, { side: 'visitor', rosterPlayerId: cy, scored: false }))
      .when(removed('shootout', s1))
      .then(
        'SELECT entry_id, side, round, roster_player_id, scored, removed FROM game_sheet_shootout ORDER BY version',
        [
          { entry_id: s1, side: 'home', round: 1, roster_player_id: ann, scored: true, removed: true },
          { entry_id: s2, side: 'visitor', round: 1, roster_player_id: cy, scored: false, removed: false },
        ],
      );
  });

  it("keeps a side's last shots of a period", async () => {
    const early = shots('home', 1, 4);
    await spec
      .given(early, shots('visitor', 1, 6), shots('home', 2, 3))
      .when(shots('home', 1, 9), early)
      .then('SELECT side, period, shots FROM game_sheet_shots ORDER BY side, period', [
        { side: 'home', period: 1, shots: 9 },
        { side: 'home', period: 2, shots: 3 },
        { side: 'visitor', period: 1, shots: 6 },
      ]);
  });

  it('marks the sheet final with the status it was sent with', async () => {
    await spec
      .given(goal(g1), sheet({ type: 'GameSheetFinalized', data: { gameId: game, status: 'FINAL' } }))
      .then('SELECT game_id, status, version FROM game_sheet_finals', [
        { game_id: game, status: 'FINAL', version: 1 },
      ]);
  });
});
