import { describe, expect, it } from 'vitest';
import { upcast, upcastAll } from './upcasting';

const slot = { name: 'Alex Ray', number: 7, playerIsGoalie: true, playerIsTaxi: false, playerIsActive: true };

describe('upcasting events recorded in older shapes', () => {
  it('given a registration recorded with BY in its slots, when upcast, then each slot has birthYear instead', () => {
    const old = { type: 'TeamRegistered', data: { team: 'Thunder', roster: [{ ...slot, BY: 2009 }] } };

    expect(upcast(old)).toEqual({
      type: 'TeamRegistered',
      data: { team: 'Thunder', roster: [{ ...slot, birthYear: 2009 }] },
    });
    expect(old.data.roster[0]).toHaveProperty('BY', 2009);
  });

  it('given an edit with an empty slot recorded with BY null, when upcast, then birthYear is null', () => {
    const old = { type: 'RegisteredTeamEdited', data: { roster: [{ ...slot, name: '', BY: null }] } };

    expect(upcast(old).data.roster).toEqual([{ ...slot, name: '', birthYear: null }]);
  });

  it("given events already in today's shape or of types without an upcaster, when upcast, then the same objects come back", () => {
    const today = { type: 'TeamRegistered', data: { roster: [{ ...slot, birthYear: 2009 }] } };
    const other = { type: 'GameScheduled', data: { BY: 1 } };
    const events = [today, other];

    expect(upcast(today)).toBe(today);
    expect(upcast(other)).toBe(other);
    expect(upcastAll(events)).toBe(events);
  });

  it('given a player recorded before one of their fields existed, when upcast, then the field has its default', () => {
    const old = { type: 'PlayerCreated', data: { playerId: 'p', firstName: 'Pat', lastName: 'Lee' } };
    const today = { type: 'PlayerUpdated', data: { ...old.data, middleInitial: 'Q' } };

    expect(upcast(old).data).toEqual({
      playerId: 'p',
      firstName: 'Pat',
      lastName: 'Lee',
      middleInitial: null,
    });
    expect(upcast(today)).toBe(today);
  });
});
