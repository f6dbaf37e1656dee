import {
  editRegisteredTeamRequest,
  registerTeamRequest,
  type RegisteredTeamFormAnswer,
} from '@league/contracts';
import { describe, expect, it } from 'vitest';
import { registrationFailure } from './api';
import { toRegistrationForm, toRegistrationPayload, toUpdatePayload } from './payload';
import { editFormSchema, emptyRegistration, registrationFormSchema, type RegistrationForm } from './schemas';

function filledForm(): RegistrationForm {
  const form = emptyRegistration();
  form.org = 'Springfield Ball Hockey';
  form.headCoach = ' Alex Coach ';
  form.assistantCoaches = 'Jordan Helper';
  form.team = 'Blades';
  form.year = '2025';
  form.roster = form.roster.map((slot, index) => ({
    ...slot,
    name: `Player ${index + 1}`,
    number: String(index),
    birthYear: String(2000 + (index % 10)),
    playerIsActive: index !== 29,
    playerIsGoalie: index === 0,
  }));
  return form;
}

describe('registration payloads', () => {
  it('a filled form becomes the flat payload that the API accepts, numbers as digits', () => {
    const payload = toRegistrationPayload(filledForm());
    expect(payload.headCoach).toBe('Alex Coach');
    expect(payload.name30).toBe('Player 30');
    expect(payload.number12).toBe('11');
    expect(payload.playerIsGoalie1).toBe(true);
    const parsed = registerTeamRequest.parse(payload);
    expect(parsed.year).toBe(2025);
    expect(parsed.number12).toBe(11);
    expect(parsed.BY3).toBe(2002);
    expect(parsed.playerIsActive30).toBe(false);
  });

  it('an empty slot is sent blank and the API reads it as no number and no birth year', () => {
    const form = filledForm();
    form.roster[4] = { ...form.roster[4]!, name: '', number: '', birthYear: '' };
    const parsed = registerTeamRequest.parse(toRegistrationPayload(form));
    expect(parsed.name5).toBe('');
    expect(parsed.number5).toBeNull();
    expect(parsed.BY5).toBeNull();
  });

  it('the edit payload uses the Out names (the flags keep theirs) and a blank head coach stays blank', () => {
    const form = { ...filledForm(), headCoach: '' };
    const payload = toUpdatePayload(form);
    expect(payload).toHaveProperty('headCoachOut', '');
    expect(payload).toHaveProperty('name7Out', 'Player 7');
    expect(payload).toHaveProperty('playerIsGoalie1', true);
    expect(payload).not.toHaveProperty('headCoach');
    const parsed = editRegisteredTeamRequest.parse(payload);
    expect(parsed.yearOut).toBe(2025);
    expect(parsed.number7Out).toBe(6);
  });

  it('the loaded team fills the form back', () => {
    const answer = {
      ...Object.fromEntries(
        Array.from({ length: 30 }, (_, index) => [
          [`name${index + 1}`, index === 0 ? 'Gina' : ''],
          [`number${index + 1}`, index === 0 ? 1 : null],
          [`BY${index + 1}`, index === 0 ? 2005 : null],
          [`playerIsGoalie${index + 1}`, index === 0],
          [`playerIsTaxi${index + 1}`, false],
          [`playerIsActive${index + 1}`, index === 0],
          [`playerIsCommitted${index + 1}`, false],
        ]).flat(),
      ),
      _id: '00000000-0000-4000-8000-000000000001',
      coachId: '00000000-0000-4000-8000-000000000002',
      headCoach: 'Alex',
      assistantCoaches: 'Jordan',
      team: 'Blades',
      org: 'Springfield',
      year: 2026,
      date: '2025-05-01',
      isCurrent: true,
      version: 3,
    } as RegisteredTeamFormAnswer;
    const form = toRegistrationForm(answer);
    expect(form).toMatchObject({ org: 'Springfield', headCoach: 'Alex', team: 'Blades', year: '2026' });
    expect(form.roster[0]).toEqual({
      name: 'Gina',
      number: '1',
      birthYear: '2005',
      playerIsGoalie: true,
      playerIsTaxi: false,
      playerIsActive: true,
    });
    expect(form.roster[1]).toMatchObject({ name: '', number: '', birthYear: '' });
    expect(form.roster).toHaveLength(30);
  });
});

describe('registration form rules', () => {
  it('head coach, assistant coach(es) and team name are required to register, not to edit', () => {
    const blank = { ...filledForm(), headCoach: ' ', assistantCoaches: '', team: '' };
    const result = registrationFormSchema.safeParse(blank);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter the head coach.',
      'Please enter the assistant coach(es).',
      'Please enter a team name.',
    ]);
    expect(editFormSchema.safeParse(blank).success).toBe(true);
  });

  it('numbers run from 0 to 99 and birth years are numeric', () => {
    const form = filledForm();
    form.roster[0] = { ...form.roster[0]!, number: '100', birthYear: 'abc' };
    form.roster[1] = { ...form.roster[1]!, number: '99', birthYear: '' };
    form.roster[2] = { ...form.roster[2]!, number: '0' };
    const result = registrationFormSchema.safeParse(form);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['roster.0.number', 'A player number is a whole number from 0 to 99.'],
      ['roster.0.birthYear', 'A birth year (BY) is a year such as 2008.'],
    ]);
  });

  it('a failure reads "ERROR: {message}: Something went wrong with …"', () => {
    expect(registrationFailure('You must select an Organization!', 'first')).toBe(
      'ERROR: You must select an Organization!: Something went wrong with registering a team.',
    );
    expect(registrationFailure('ERROR: taken', 'another')).toBe(
      'ERROR: taken: Something went wrong with registering another team.',
    );
    expect(registrationFailure(null, 'first')).toBe('ERROR: Something went wrong with registering a team.');
  });
});
