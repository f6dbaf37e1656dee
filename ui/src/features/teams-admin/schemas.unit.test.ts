import { describe, expect, it } from 'vitest';
import { addPlayersFormSchema, playerFormSchema, type RosterLine } from './schemas';

const PLAYER = '33333333-3333-4333-8333-333333333333';
const line = (changes: Partial<RosterLine>): RosterLine => ({
  kind: 'existing',
  playerId: PLAYER,
  firstName: '',
  middleInitial: '',
  lastName: '',
  number: '9',
  ...changes,
});
const messages = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the add-players form', () => {
  it('takes picked and new players with numbers 0–99 and hands numbers over as numbers', () => {
    const parsed = addPlayersFormSchema.parse({
      lines: [line({}), line({ kind: 'new', playerId: '', firstName: ' Kim ', lastName: 'Wu', number: '0' })],
    });
    expect(parsed.lines.map((entry) => entry.number)).toEqual([9, 0]);
  });

  it('asks for a pick, a name and a number 0–99 on each line', () => {
    expect(messages(addPlayersFormSchema.safeParse({ lines: [line({ playerId: '' })] }))).toEqual([
      'Please pick a player.',
    ]);
    expect(
      messages(
        addPlayersFormSchema.safeParse({ lines: [line({ kind: 'new', playerId: '', lastName: 'Wu' })] }),
      ),
    ).toEqual(['Please enter a first name.']);
    for (const number of ['', '100', '-1', '1.5', 'x']) {
      expect(messages(addPlayersFormSchema.safeParse({ lines: [line({ number })] }))).toEqual([
        'Please enter a number from 0 to 99.',
      ]);
    }
  });

  it('refuses the same number or the same player twice', () => {
    const twice = addPlayersFormSchema.safeParse({ lines: [line({}), line({ number: '09' })] });
    expect(messages(twice)).toEqual([
      'Each number can be given to only one player.',
      'Each player can be added only once.',
    ]);
  });
});

describe('player and league forms', () => {
  it('keeps one middle initial letter, upper case, and none when empty', () => {
    expect(
      playerFormSchema.parse({ firstName: 'Pat', middleInitial: 'q.', lastName: 'Lee' }).middleInitial,
    ).toBe('Q');
    expect(
      playerFormSchema.parse({ firstName: 'Pat', middleInitial: '', lastName: 'Lee' }).middleInitial,
    ).toBeNull();
    expect(
      playerFormSchema.safeParse({ firstName: 'Pat', middleInitial: 'qq', lastName: 'Lee' }).success,
    ).toBe(false);
  });
});
