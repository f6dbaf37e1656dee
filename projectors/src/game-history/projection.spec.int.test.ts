import { describe, it } from 'vitest';
import type { AdminRegistered, GameFields, GameResult, Role } from '@league/contracts';
import { projectionSpec, recordedAtOf, uuid, type GivenEvent } from '../testing/projection-spec';
import { gameHistoryProjection } from './projection';

/**
 * The audit trail of games. Each game event type of today has a spec here; a new game event type is one
 * more `trail` line: the projection keeps every event of a game stream the same way.
 */
const spec = projectionSpec(gameHistoryProjection);
const [league, rink, aces, bears] = [uuid(1), uuid(2), uuid(3), uuid(4)];
const [opener, final] = [uuid(5), uuid(6)];

const game = (gameId: string, more: Partial<GameFields> = {}): GameFields => ({
  gameId,
  leagueId: league,
  date: '2026-10-01',
  time: '19:00',
  venueId: rink,
  homeTeamId: aces,
  visitorTeamId: bears,
  homeTeamSeed: 0,
  visitorTeamSeed: 0,
  playoff: false,
  championship: false,
  ...more,
});
const result = (gameId: string, home: number, visitor: number): GameResult => ({
  gameId,
  kind: 'regular',
  status: 'FINAL',
  homePeriods: [home, 0, 0, 0],
  visitorPeriods: [visitor, 0, 0, 0],
  homeTotal: home,
  visitorTotal: visitor,
  summary: '',
  homeStats: [],
  visitorStats: [],
});
const scheduled = (gameId: string): GivenEvent => ({ type: 'GameScheduled', data: game(gameId) });
const admin = (adminId: string): AdminRegistered => ({
  type: 'AdminRegistered',
  data: { adminId, email: `${adminId}@example.com`, passwordHash: 'scrypt$x' },
});

const TRAIL = 'SELECT game_id, version, type FROM game_history ORDER BY game_id, version';
const ADMINS = 'SELECT admin_id, ordinal FROM admin_accounts ORDER BY ordinal';

describe('game history projection', () => {
  it('records an event of a game with its version, type, author, time and data', async () => {
    await spec
      .given({ ...scheduled(opener), metadata: { actor: { role: 'admin', id: 'admin-7' } } })
      .then('SELECT * FROM game_history', [
        {
          game_id: opener,
          version: 0,
          type: 'GameScheduled',
          recorded_at: recordedAtOf(1),
          actor_role: 'admin',
          actor_id: 'admin-7',
          actor_name: null,
          data: game(opener),
        },
      ]);
  });

  it("keeps every event of each game's stream: schedule, change, result, correction, removal", async () => {
    await spec
      .given(scheduled(opener), scheduled(final))
      .when(
        { type: 'GameUpdated', data: game(opener, { time: '20:00' }) },
        { type: 'GameResultRecorded', data: result(opener, 2, 1) },
        {
          type: 'GameResultCorrected',
          data: result(opener, 3, 1),
          metadata: { actor: { role: 'system', id: null } },
        },
        { type: 'GameRemoved', data: { gameId: final } },
      )
      .then(
        'SELECT game_id, version, type, recorded_at, actor_role, actor_id FROM game_history ORDER BY game_id, version',
        [
          {
            game_id: opener,
            version: 0,
            type: 'GameScheduled',
            recorded_at: recordedAtOf(1),
            actor_role: 'admin',
            actor_id: 'admin-1',
          },
          {
            game_id: opener,
            version: 1,
            type: 'GameUpdated',
            recorded_at: recordedAtOf(3),
            actor_role: 'admin',
            actor_id: 'admin-1',
          },
          {
            game_id: opener,
            version: 2,
            type: 'GameResultRecorded',
            recorded_at: recordedAtOf(4),
            actor_role: 'admin',
            actor_id: 'admin-1',
          },
          {
            game_id: opener,
            version: 3,
            type: 'GameResultCorrected',
            recorded_at: recordedAtOf(5),
            actor_role: 'system',
            actor_id: null,
          },
          {
            game_id: final,
            version: 0,
            type: 'GameScheduled',
            recorded_at: recordedAtOf(2),
            actor_role: 'admin',
            actor_id: 'admin-1',
          },
          {
            game_id: final,
            version: 1,
            type: 'GameRemoved',
            recorded_at: recordedAtOf(6),
            actor_role: 'admin',
            actor_id: 'admin-1',
          },
        ],
      );
  });

  it("keeps the bracket's events of a game: slots filled, conflicts flagged and resolved", async () => {
    const filled = { gameId: opener, side: 'home', teamId: aces, seed: 1, source: 'seed', fromGameId: null };
    const conflict = {
      gameId: opener,
      side: 'home',
      winnerTeamId: bears,
      playedTeamId: aces,
      fromGameId: final,
    };
    await spec
      .given(scheduled(opener))
      .when(
        { type: 'GameSlotFilled', data: filled },
        { type: 'BracketConflictFlagged', data: conflict },
        { type: 'BracketConflictResolved', data: { gameId: opener, side: 'home', resolution: 'kept' } },
      )
      .then('SELECT version, type, data FROM game_history ORDER BY version', [
        { version: 0, type: 'GameScheduled', data: game(opener) },
        { version: 1, type: 'GameSlotFilled', data: filled },
        { version: 2, type: 'BracketConflictFlagged', data: conflict },
        {
          version: 3,
          type: 'BracketConflictResolved',
          data: { gameId: opener, side: 'home', resolution: 'kept' },
        },
      ]);
  });

  it("keeps a result's data as recorded", async () => {
    await spec
      .given(scheduled(opener), { type: 'GameResultRecorded', data: result(opener, 4, 2) })
      .then('SELECT data FROM game_history WHERE version = 1', [{ data: result(opener, 4, 2) }]);
  });

  it("names a member of staff as they were named when they acted, and keeps each one's name of today", async () => {
    const by = (id: string, role: Role) => ({ metadata: { actor: { role, id } } });
    const invited = (adminId: string, name: string, role: 'admin' | 'scorekeeper'): GivenEvent => ({
      type: 'StaffInvited',
      data: {
        adminId,
        email: 'x',
        name,
        role,
        invitationId: uuid(9),
        tokenHash: 'h',
        expiresAt: 'x',
        link: 'x',
      },
    });
    await spec
      .given(invited('keeper', 'Sam Rinkside', 'scorekeeper'), {
        ...scheduled(opener),
        ...by('owner-1', 'owner'),
      })
      .when(
        { type: 'GameResultRecorded', data: result(opener, 2, 1), ...by('keeper', 'scorekeeper') },
        { type: 'StaffRenamed', data: { adminId: 'keeper', name: 'Samantha Rinkside' } },
        { type: 'GameResultCorrected', data: result(opener, 3, 1), ...by('keeper', 'scorekeeper') },
        { type: 'StaffRenamed', data: { adminId: 'owner-1', name: 'Dana Whitfield' } },
      )
      .then('SELECT version, actor_role, actor_id, actor_name FROM game_history ORDER BY version', [
        { version: 0, actor_role: 'owner', actor_id: 'owner-1', actor_name: null },
        { version: 1, actor_role: 'scorekeeper', actor_id: 'keeper', actor_name: 'Sam Rinkside' },
        { version: 2, actor_role: 'scorekeeper', actor_id: 'keeper', actor_name: 'Samantha Rinkside' },
      ]);
    await spec
      .given(invited('keeper', 'Sam Rinkside', 'scorekeeper'))
      .when({ type: 'StaffRenamed', data: { adminId: 'keeper', name: 'Samantha Rinkside' } })
      .then('SELECT admin_id, name FROM staff_names', [{ admin_id: 'keeper', name: 'Samantha Rinkside' }]);
  });

  it('numbers the admin accounts in the order they were registered', async () => {
    await spec
      .given(admin('admin-b'), scheduled(opener))
      .when(admin('admin-a'))
      .then(ADMINS, [
        { admin_id: 'admin-b', ordinal: 1 },
        { admin_id: 'admin-a', ordinal: 2 },
      ]);
  });

  it('changes nothing when the log is delivered again: no second line, no new number', async () => {
    const first = admin('admin-b');
    const base = spec
      .given(first, scheduled(opener), { type: 'GameResultRecorded', data: result(opener, 2, 1) })
      .when(first, admin('admin-a'))
      .whenAppliedAgain();
    await base.then(TRAIL, [
      { game_id: opener, version: 0, type: 'GameScheduled' },
      { game_id: opener, version: 1, type: 'GameResultRecorded' },
    ]);
    await base.then(ADMINS, [
      { admin_id: 'admin-b', ordinal: 1 },
      { admin_id: 'admin-a', ordinal: 2 },
    ]);
  });
});
