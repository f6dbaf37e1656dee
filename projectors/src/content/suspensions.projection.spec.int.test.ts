import { describe, it } from 'vitest';
import type { SuspensionEvent, SuspensionFields } from '@league/contracts';
import { projectionSpec, uuid } from '../testing/projection-spec';
import { suspensionsProjection } from './suspensions';

const spec = projectionSpec(suspensionsProjection);
const [sam, kim] = [uuid(1), uuid(2)];

const fields = (
  suspensionId: string,
  playerName: string,
  more: Partial<SuspensionFields> = {},
): SuspensionFields => ({
  suspensionId,
  playerName,
  playerTeam: 'Albany Ice',
  date: '2026-03-01',
  reason: 'Match penalty',
  howManyGames: 2,
  served: false,
  appealedSuccessfully: false,
  ...more,
});
const created = (id: string, name: string, more: Partial<SuspensionFields> = {}): SuspensionEvent => ({
  type: 'SuspensionCreated',
  data: fields(id, name, more),
});
const updated = (id: string, name: string, more: Partial<SuspensionFields> = {}): SuspensionEvent => ({
  type: 'SuspensionUpdated',
  data: fields(id, name, more),
});
const archived = (suspensionId: string): SuspensionEvent => ({
  type: 'SuspensionArchived',
  data: { suspensionId },
});
const restored = (suspensionId: string): SuspensionEvent => ({
  type: 'SuspensionRestored',
  data: { suspensionId },
});
const removed = (suspensionId: string): SuspensionEvent => ({
  type: 'SuspensionRemoved',
  data: { suspensionId },
});

const STATE = 'SELECT player_name, is_current, version FROM suspensions ORDER BY seq';

describe('suspensions projection', () => {
  it('keeps every field of a created suspension, as current', async () => {
    await spec.given(created(sam, 'Sam Carter')).then('SELECT * FROM suspensions', [
      {
        suspension_id: sam,
        player_id: null,
        team_id: null,
        suspension_date: new Date('2026-03-01T00:00:00.000Z'),
        player_name: 'Sam Carter',
        player_team: 'Albany Ice',
        reason: 'Match penalty',
        how_many_games: 2,
        served: false,
        appealed_successfully: false,
        is_current: true,
        version: 0,
        seq: 1,
      },
    ]);
  });

  it('keeps the player and the team a suspension is linked to; one recorded as free text has none', async () => {
    const [samId, acesId] = [uuid(11), uuid(12)];
    const { playerId: _p, teamId: _t, ...freeText } = fields(kim, 'Kim Lo');
    await spec
      .given(created(sam, 'Sam Carter', { playerId: samId, teamId: acesId }), {
        type: 'SuspensionCreated',
        data: freeText,
      })
      .when(updated(sam, 'Sam Carter', { playerId: samId, teamId: null, playerTeam: '' }))
      .then('SELECT player_name, player_id, team_id, player_team FROM suspensions ORDER BY seq', [
        { player_name: 'Sam Carter', player_id: samId, team_id: null, player_team: '' },
        { player_name: 'Kim Lo', player_id: null, team_id: null, player_team: 'Albany Ice' },
      ]);
  });

  it('takes every field of an update and keeps whether it is current', async () => {
    await spec
      .given(created(sam, 'Sam Carter'), archived(sam))
      .when(
        updated(sam, 'Sam Carter', {
          howManyGames: 3,
          served: true,
          appealedSuccessfully: true,
          reason: 'Abuse',
        }),
      )
      .then(
        'SELECT reason, how_many_games, served, appealed_successfully, is_current, version FROM suspensions',
        [
          {
            reason: 'Abuse',
            how_many_games: 3,
            served: true,
            appealed_successfully: true,
            is_current: false,
            version: 2,
          },
        ],
      );
  });

  it('archives a suspension and moves it back to current', async () => {
    const base = spec.given(created(sam, 'Sam Carter'), created(kim, 'Kim Lo')).when(archived(sam));
    await base.then(STATE, [
      { player_name: 'Sam Carter', is_current: false, version: 1 },
      { player_name: 'Kim Lo', is_current: true, version: 0 },
    ]);
    await base.when(restored(sam)).then(STATE, [
      { player_name: 'Sam Carter', is_current: true, version: 2 },
      { player_name: 'Kim Lo', is_current: true, version: 0 },
    ]);
  });

  it('drops a removed suspension', async () => {
    await spec
      .given(created(sam, 'Sam Carter'), created(kim, 'Kim Lo'), archived(kim))
      .when(removed(kim))
      .then(STATE, [{ player_name: 'Sam Carter', is_current: true, version: 0 }]);
  });

  it('ignores events older than the row', async () => {
    await spec
      .given(created(sam, 'Sam Carter'), updated(sam, 'Samuel Carter'), archived(sam))
      .when({ ...updated(sam, 'Stale'), version: 1 }, { ...restored(sam), version: 2 })
      .then(STATE, [{ player_name: 'Samuel Carter', is_current: false, version: 2 }]);
  });

  it('changes nothing when the log is delivered again', async () => {
    await spec
      .given(created(sam, 'Sam Carter'), archived(sam), restored(sam), created(kim, 'Kim Lo'), removed(kim))
      .whenAppliedAgain()
      .then(STATE, [{ player_name: 'Sam Carter', is_current: true, version: 2 }]);
  });
});
