import type { RegisteredTeamFormAnswer } from '@league/contracts';
import { emptySlot, ROSTER_SLOTS, todayIso, type RegistrationForm, type RosterSlotForm } from './schemas';

/**
 * The flat registration payload (docs/rules.md §3): team fields, then name{n}, number{n}, BY{n} and the three
 * flags per slot.
 */
export function toRegistrationPayload(form: RegistrationForm): Record<string, string | boolean> {
  const payload: Record<string, string | boolean> = {
    org: form.org,
    headCoach: form.headCoach.trim(),
    assistantCoaches: form.assistantCoaches.trim(),
    team: form.team.trim(),
    year: form.year,
    date: todayIso(),
  };
  form.roster.forEach((slot, index) => {
    const n = index + 1;
    payload[`name${n}`] = slot.name.trim();
    payload[`number${n}`] = slot.number.trim();
    payload[`BY${n}`] = slot.birthYear.trim();
    payload[`playerIsGoalie${n}`] = slot.playerIsGoalie;
    payload[`playerIsTaxi${n}`] = slot.playerIsTaxi;
    payload[`playerIsActive${n}`] = slot.playerIsActive;
  });
  return payload;
}

/** The edit payload: the same fields with the Out suffix (the three flags keep their names). */
export function toUpdatePayload(form: RegistrationForm): Record<string, string | boolean> {
  const payload: Record<string, string | boolean> = {
    orgOut: form.org,
    headCoachOut: form.headCoach.trim(),
    assistantCoachesOut: form.assistantCoaches.trim(),
    teamOut: form.team.trim(),
    yearOut: form.year,
    dateOut: todayIso(),
  };
  form.roster.forEach((slot, index) => {
    const n = index + 1;
    payload[`name${n}Out`] = slot.name.trim();
    payload[`number${n}Out`] = slot.number.trim();
    payload[`BY${n}Out`] = slot.birthYear.trim();
    payload[`playerIsGoalie${n}`] = slot.playerIsGoalie;
    payload[`playerIsTaxi${n}`] = slot.playerIsTaxi;
    payload[`playerIsActive${n}`] = slot.playerIsActive;
  });
  return payload;
}

/** A flat read of a registered team (GET /api/admin/{coachId}/{team}/{year}). */
export type RegisteredTeamFields = RegisteredTeamFormAnswer;

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value as number);

/** The flat answer back into the form's shape. */
export function toRegistrationForm(answer: RegisteredTeamFields): RegistrationForm {
  const fields = answer as unknown as Record<string, unknown>;
  const roster: RosterSlotForm[] = Array.from({ length: ROSTER_SLOTS }, (_, index) => {
    const n = index + 1;
    return {
      ...emptySlot(),
      name: text(fields[`name${n}`]),
      number: text(fields[`number${n}`]),
      birthYear: text(fields[`BY${n}`]),
      playerIsGoalie: fields[`playerIsGoalie${n}`] === true,
      playerIsTaxi: fields[`playerIsTaxi${n}`] === true,
      playerIsActive: fields[`playerIsActive${n}`] === true,
    };
  });
  return {
    org: answer.org,
    headCoach: answer.headCoach,
    assistantCoaches: answer.assistantCoaches,
    team: answer.team,
    year: String(answer.year),
    roster,
  };
}
