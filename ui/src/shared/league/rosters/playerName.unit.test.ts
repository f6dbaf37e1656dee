import { describe, expect, it } from 'vitest';
import { fullName } from './playerName';

describe('a player full name', () => {
  it('puts the middle initial with its dot between the names', () => {
    expect(fullName({ firstName: 'Wayne', lastName: 'Gretzky', middleInitial: 'D' })).toBe(
      'Wayne D. Gretzky',
    );
    expect(fullName({ firstName: 'Wayne', lastName: 'Gretzky', middleInitial: 'D.' })).toBe(
      'Wayne D. Gretzky',
    );
  });

  it('leaves a missing or blank initial out', () => {
    expect(fullName({ firstName: 'Mario', lastName: 'Lemieux', middleInitial: null })).toBe('Mario Lemieux');
    expect(fullName({ firstName: 'Mario', lastName: 'Lemieux', middleInitial: ' ' })).toBe('Mario Lemieux');
    expect(fullName({ firstName: 'Mario', lastName: 'Lemieux' })).toBe('Mario Lemieux');
  });
});
