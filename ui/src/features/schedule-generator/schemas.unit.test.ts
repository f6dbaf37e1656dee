import { describe, expect, it } from 'vitest';
import {
  BLACKOUT_DATE_MESSAGE,
  emptyGeneratorForm,
  END_BEFORE_START_MESSAGE,
  GAMES_PER_TEAM_MESSAGE,
  generatorFormSchema,
  MIN_DAYS_MESSAGE,
  NO_SLOTS_MESSAGE,
  sameParameters,
  sameSlotMessage,
  SEASON_TOO_LONG_MESSAGE,
  START_DATE_MESSAGE,
  WEEKDAY_MESSAGE,
  type GeneratorForm,
} from './schemas';

const VENUE = '0b7c5f0e-8d51-4f3a-9c43-6f1d2c0a9e11';
const filled: GeneratorForm = {
  startDate: '2027-01-04',
  endDate: '2027-03-28',
  gamesPerTeam: ' 6 ',
  slots: [
    { weekday: 'Monday', time: '19:00', venueId: VENUE },
    { weekday: 'Thursday', time: '20:30', venueId: VENUE },
  ],
  blackoutDates: [{ date: '2027-02-15' }, { date: '2027-01-18' }, { date: '2027-02-15' }],
  minDaysBetween: '',
};

/** The messages of a form, by field path. */
function messages(form: GeneratorForm): Record<string, string> {
  const parsed = generatorFormSchema.safeParse(form);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the schedule generator form', () => {
  it('makes the proposal request: numbers, no end date as null, the blackout dates once and in order', () => {
    expect(generatorFormSchema.parse(filled)).toEqual({
      startDate: '2027-01-04',
      endDate: '2027-03-28',
      gamesPerTeam: 6,
      slots: filled.slots,
      blackoutDates: ['2027-01-18', '2027-02-15'],
      minDaysBetween: 1,
    });
    expect(generatorFormSchema.parse({ ...filled, endDate: '', minDaysBetween: '3' })).toMatchObject({
      endDate: null,
      minDaysBetween: 3,
    });
  });

  it('says what is wrong with each field of an empty form', () => {
    expect(messages(emptyGeneratorForm())).toEqual({
      startDate: START_DATE_MESSAGE,
      gamesPerTeam: GAMES_PER_TEAM_MESSAGE,
      'slots.0.weekday': WEEKDAY_MESSAGE,
      'slots.0.time': 'Please enter the time the games start.',
      'slots.0.venueId': 'Please pick a venue.',
    });
  });

  it('refuses an end date before the start date, even while other fields are wrong', () => {
    expect(messages({ ...filled, endDate: '2027-01-03' })).toEqual({ endDate: END_BEFORE_START_MESSAGE });
    expect(messages({ ...filled, endDate: '2027-01-03', gamesPerTeam: '' })).toEqual({
      endDate: END_BEFORE_START_MESSAGE,
      gamesPerTeam: GAMES_PER_TEAM_MESSAGE,
    });
    expect(messages({ ...filled, endDate: '2027-01-04' })).toEqual({});
    expect(messages({ ...filled, endDate: '2029-01-04' })).toEqual({ endDate: SEASON_TOO_LONG_MESSAGE });
  });

  it('needs a slot, and each slot once', () => {
    expect(messages({ ...filled, slots: [] })).toEqual({ slots: NO_SLOTS_MESSAGE });
    expect(messages({ ...filled, slots: [filled.slots[0]!, filled.slots[1]!, filled.slots[0]!] })).toEqual({
      'slots.2.time': sameSlotMessage(3, 1),
    });
    expect(sameSlotMessage(3, 1)).toBe('Slot 3 is the same day, time and venue as slot 1.');
  });

  it('takes whole numbers in range only', () => {
    for (const gamesPerTeam of ['0', '101', '2.5', 'six'])
      expect(messages({ ...filled, gamesPerTeam })).toEqual({ gamesPerTeam: GAMES_PER_TEAM_MESSAGE });
    for (const minDaysBetween of ['0', '61', '1.5'])
      expect(messages({ ...filled, minDaysBetween })).toEqual({ minDaysBetween: MIN_DAYS_MESSAGE });
    expect(messages({ ...filled, blackoutDates: [{ date: '2027-02-30' }] })).toEqual({
      'blackoutDates.0.date': BLACKOUT_DATE_MESSAGE,
    });
  });

  it('tells whether the form still asks for the proposal it made', () => {
    const values = generatorFormSchema.parse(filled);
    const answered = { ...values, blackoutDates: ['2027-02-15', '2027-01-18'] };
    expect(sameParameters(values, answered)).toBe(true);
    expect(sameParameters({ ...values, gamesPerTeam: 7 }, answered)).toBe(false);
    expect(sameParameters({ ...values, slots: values.slots.slice(1) }, answered)).toBe(false);
    expect(sameParameters({ ...values, endDate: null }, answered)).toBe(false);
  });
});
