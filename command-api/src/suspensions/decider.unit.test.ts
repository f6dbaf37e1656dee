import { describe, it } from 'vitest';
import { SUSPENSION_NOT_FOUND_MESSAGE, type SuspensionEvent } from '@league/contracts';
import { givenWhenThen } from '../handling/test-support';
import { suspensionDecider } from './decider';

const suspensionId = '6f1c1b9e-5b1a-4c55-9d0b-2d9a7c1c0a04';
const fields = {
  suspensionId,
  playerId: null,
  teamId: null,
  playerName: 'Sam Carter',
  playerTeam: 'Albany Ice',
  date: '2026-02-10',
  reason: 'Match penalty',
  howManyGames: 2,
  served: false,
  appealedSuccessfully: false,
};
const created: SuspensionEvent = { type: 'SuspensionCreated', data: fields };
const archived: SuspensionEvent = { type: 'SuspensionArchived', data: { suspensionId } };
const restored: SuspensionEvent = { type: 'SuspensionRestored', data: { suspensionId } };
const removed: SuspensionEvent = { type: 'SuspensionRemoved', data: { suspensionId } };
const servedAndAppealed: SuspensionEvent = {
  type: 'SuspensionUpdated',
  data: { ...fields, served: true, appealedSuccessfully: true },
};
const spec = givenWhenThen(suspensionDecider);

describe('suspension decider', () => {
  it('creates a current suspension', () => {
    spec([], { type: 'CreateSuspension', data: fields }).then([created]);
  });
  it('refuses a second create under one id', () => {
    spec([created], { type: 'CreateSuspension', data: fields }).thenRefused(409);
  });
  it('updates the form fields and keeps the date', () => {
    spec([created], {
      type: 'UpdateSuspension',
      data: { suspensionId, playerTeam: 'Troy Blades', howManyGames: 3, served: true },
    }).then([
      {
        type: 'SuspensionUpdated',
        data: { ...fields, playerTeam: 'Troy Blades', howManyGames: 3, served: true },
      },
    ]);
  });
  it('sets served and appealed only to true: false never undoes them', () => {
    spec([created, servedAndAppealed], {
      type: 'UpdateSuspension',
      data: { suspensionId, served: false, appealedSuccessfully: false },
    }).then([]);
    spec([created, servedAndAppealed], {
      type: 'UpdateSuspension',
      data: { suspensionId, served: false, reason: 'Fighting' },
    }).then([
      {
        type: 'SuspensionUpdated',
        data: { ...fields, served: true, appealedSuccessfully: true, reason: 'Fighting' },
      },
    ]);
  });
  it('updates an archived suspension too', () => {
    spec([created, archived], { type: 'UpdateSuspension', data: { suspensionId, howManyGames: 0 } }).then([
      { type: 'SuspensionUpdated', data: { ...fields, howManyGames: 0 } },
    ]);
  });
  it('archives a current suspension and moves an archived one back to current', () => {
    spec([created], { type: 'ToggleSuspensionArchive', data: { suspensionId } }).then([archived]);
    spec([created, archived], { type: 'ToggleSuspensionArchive', data: { suspensionId } }).then([restored]);
    spec([created, archived, restored], { type: 'ToggleSuspensionArchive', data: { suspensionId } }).then([
      archived,
    ]);
  });
  it('removes a current or archived suspension', () => {
    spec([created], { type: 'RemoveSuspension', data: { suspensionId } }).then([removed]);
    spec([created, archived], { type: 'RemoveSuspension', data: { suspensionId } }).then([removed]);
  });
  it('reads a suspension recorded before suspensions were linked as linked to nobody, and links it later', () => {
    const { playerId: _playerId, teamId: _teamId, ...freeText } = fields;
    const recordedBefore: SuspensionEvent = { type: 'SuspensionCreated', data: freeText };
    spec([recordedBefore], {
      type: 'UpdateSuspension',
      data: { suspensionId, reason: 'Match penalty' },
    }).then([]);
    const playerId = '0d9c8b7a-6f5e-4d3c-9b1a-0f9e8d7c6b5a';
    spec([recordedBefore], {
      type: 'UpdateSuspension',
      data: { suspensionId, playerId, playerName: 'Samuel Carter' },
    }).then([{ type: 'SuspensionUpdated', data: { ...fields, playerId, playerName: 'Samuel Carter' } }]);
  });
  it('unlinks the team with null, and keeps it when the change names none', () => {
    const teamId = '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b';
    const linked: SuspensionEvent = { type: 'SuspensionCreated', data: { ...fields, teamId } };
    spec([linked], { type: 'UpdateSuspension', data: { suspensionId, howManyGames: 5 } }).then([
      { type: 'SuspensionUpdated', data: { ...fields, teamId, howManyGames: 5 } },
    ]);
    spec([linked], { type: 'UpdateSuspension', data: { suspensionId, teamId: null, playerTeam: '' } }).then([
      { type: 'SuspensionUpdated', data: { ...fields, playerTeam: '' } },
    ]);
  });
  it('refuses every change of an unknown or removed suspension', () => {
    for (const given of [[], [created, removed]]) {
      spec(given, { type: 'UpdateSuspension', data: { suspensionId, reason: 'X' } }).thenRefused(
        404,
        SUSPENSION_NOT_FOUND_MESSAGE,
      );
      spec(given, { type: 'ToggleSuspensionArchive', data: { suspensionId } }).thenRefused(404);
      spec(given, { type: 'RemoveSuspension', data: { suspensionId } }).thenRefused(404);
    }
  });
});
