import { describe, expect, it } from 'vitest';
import { givenWhenThen } from './test-support';
import { mergeGiven, recordDecider, type RecordEvent } from './records';

/** A record of two fields besides its id, as a capability would declare it. */
interface Rink {
  rinkId: string;
  rinkName: string;
  surface: string;
}
const names = {
  create: 'CreateRink',
  update: 'UpdateRink',
  remove: 'RemoveRink',
  created: 'RinkCreated',
  updated: 'RinkUpdated',
  removed: 'RinkRemoved',
} as const;
const rinkDecider = recordDecider<Rink, 'rinkId', typeof names>({
  ...names,
  id: 'rinkId',
  alreadyExistsMessage: 'A rink with this id already exists.',
  notFoundMessage: 'Rink not found.',
});
type RinkEvent = RecordEvent<Rink, 'rinkId', typeof names>;

const rinkId = '6f1c1b9e-5b1a-4c55-9d0b-2d9a7c1c0a09';
const rink: Rink = { rinkId, rinkName: 'North Rink', surface: 'sport court' };
const created: RinkEvent = { type: 'RinkCreated', data: rink };
const removed: RinkEvent = { type: 'RinkRemoved', data: { rinkId } };
const spec = givenWhenThen(rinkDecider);

describe('record decider', () => {
  it('creates a record with all its fields', () => {
    spec([], { type: 'CreateRink', data: rink }).then([created]);
  });

  it('refuses a create under an id used before, also after a remove, with its message', () => {
    spec([created], { type: 'CreateRink', data: rink }).thenRefused(
      409,
      'A rink with this id already exists.',
    );
    spec([created, removed], { type: 'CreateRink', data: rink }).thenRefused(409);
  });

  it('records the whole record after an update: given fields replace, absent and null ones are kept', () => {
    spec([created], { type: 'UpdateRink', data: { rinkId, surface: 'concrete' } }).then([
      { type: 'RinkUpdated', data: { ...rink, surface: 'concrete' } },
    ]);
    const nulled = { rinkId, rinkName: null, surface: 'tile' } as unknown as Partial<Rink> & {
      rinkId: string;
    };
    spec([created], { type: 'UpdateRink', data: nulled }).then([
      { type: 'RinkUpdated', data: { ...rink, surface: 'tile' } },
    ]);
  });

  it('folds an update into the state the next update starts from', () => {
    const renamed: RinkEvent = { type: 'RinkUpdated', data: { ...rink, rinkName: 'South Rink' } };
    spec([created, renamed], { type: 'UpdateRink', data: { rinkId, surface: 'tile' } }).then([
      { type: 'RinkUpdated', data: { rinkId, rinkName: 'South Rink', surface: 'tile' } },
    ]);
  });

  it('keeps the id of the stream, whatever id an update names', () => {
    spec([created], { type: 'UpdateRink', data: { rinkId: 'other', rinkName: 'X' } }).then([
      { type: 'RinkUpdated', data: { ...rink, rinkName: 'X' } },
    ]);
  });

  it('records nothing for an update that changes nothing', () => {
    spec([created], { type: 'UpdateRink', data: { rinkId, rinkName: rink.rinkName } }).then([]);
  });

  it('refuses to update or remove a record that was never created or is removed', () => {
    spec([], { type: 'UpdateRink', data: { rinkId, rinkName: 'X' } }).thenRefused(404, 'Rink not found.');
    spec([created, removed], { type: 'UpdateRink', data: { rinkId, rinkName: 'X' } }).thenRefused(404);
    spec([], { type: 'RemoveRink', data: { rinkId } }).thenRefused(404, 'Rink not found.');
    spec([created, removed], { type: 'RemoveRink', data: { rinkId } }).thenRefused(404);
  });

  it('removes a record by its id', () => {
    spec([created], { type: 'RemoveRink', data: { rinkId } }).then([removed]);
  });

  it('uses the given merge for an update', () => {
    const sticky = recordDecider<Rink, 'rinkId', typeof names>({
      ...names,
      id: 'rinkId',
      alreadyExistsMessage: 'taken',
      notFoundMessage: 'gone',
      // the surface, once laid, stays
      merge: (current, change) => ({ ...mergeGiven(current, change), surface: current.surface }),
    });
    givenWhenThen(sticky)([created], { type: 'UpdateRink', data: { rinkId, surface: 'ice' } }).then([]);
    givenWhenThen(sticky)([created], {
      type: 'UpdateRink',
      data: { rinkId, rinkName: 'Y', surface: 'ice' },
    }).then([{ type: 'RinkUpdated', data: { ...rink, rinkName: 'Y' } }]);
  });
});

describe('mergeGiven', () => {
  it('replaces the given fields, keeps absent and null ones, and ignores fields the record does not have', () => {
    const change = { surface: 'tile', rinkName: undefined, extra: 'x' } as Partial<Rink>;
    expect(mergeGiven(rink, change)).toEqual({ ...rink, surface: 'tile' });
    expect(mergeGiven(rink, {})).toEqual(rink);
  });
});
