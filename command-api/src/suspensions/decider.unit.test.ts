import { describe, it } from 'vitest';
import { SUSPENSION_NOT_FOUND_MESSAGE, type SuspensionEvent } from '@league/contracts';
import { givenWhenThen } from '../handling/test-support';
import { suspensionDecider } from './decider';

const suspensionId = '6f1c1b9e-5b1a-4c55-9d0b-2d9a7c1c0a04';
const fields = {
  suspensionId,
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
  it('updates the spec fields and keeps the date', () => {
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
